//! Helpers shared by the test modules: running the `posse` binary end to end on a temporary
//! database ([`Db`]), sheets and stored rows.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use posse::campaign;
use posse::rules::Ruleset;
use posse::store::Store;
use serde_json::Value;

/// A temporary directory with a database path in it that exists only if a command creates it.
pub struct Db {
    _dir: tempfile::TempDir,
    pub path: PathBuf,
    env: Vec<(&'static str, &'static str)>,
}

impl Db {
    pub fn new() -> Db {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("posse.sqlite");
        Db { _dir: dir, path, env: Vec::new() }
    }

    /// The same, with `key=value` set in the environment of every command run.
    pub fn with_env(mut self, key: &'static str, value: &'static str) -> Db {
        self.env.push((key, value));
        self
    }

    /// The temporary directory the database is (or would be) in.
    pub fn dir(&self) -> &Path {
        self.path.parent().unwrap()
    }

    pub fn run(&self, args: &[&str]) -> Output {
        self.run_with_stdin(args, None)
    }

    pub fn run_with_stdin(&self, args: &[&str], stdin: Option<&str>) -> Output {
        let mut child = Command::new(env!("CARGO_BIN_EXE_posse"))
            .args(["--db", self.path.to_str().unwrap()])
            .args(args)
            .env_remove("POSSE_DB")
            .envs(self.env.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut pipe = child.stdin.take().unwrap();
        if let Some(text) = stdin {
            pipe.write_all(text.as_bytes()).unwrap();
        }
        drop(pipe);
        child.wait_with_output().unwrap()
    }

    /// Runs a command that must succeed and returns its standard output.
    pub fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(out.status.success(), "posse {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    }

    /// Runs a command that must fail and returns its standard error.
    pub fn fails(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(
            !out.status.success(),
            "posse {args:?} should have failed but printed {}",
            String::from_utf8_lossy(&out.stdout)
        );
        String::from_utf8(out.stderr).unwrap()
    }

    /// Runs a command that must succeed and parses its standard output as JSON.
    pub fn json(&self, args: &[&str]) -> Value {
        serde_json::from_str(&self.ok(args)).unwrap()
    }

    /// Writes `text` to the file `name` in the temporary directory and returns its path.
    pub fn write(&self, name: &str, text: &str) -> String {
        let path = self.dir().join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    }

    /// Asserts that no command has created the database.
    pub fn assert_never_created(&self) {
        assert!(!self.path.exists(), "reading the rules created a database at {}", self.path.display());
    }

    /// Asserts that no command has created the database, nor any other file in the directory.
    pub fn assert_nothing_made(&self) {
        assert!(!self.path.exists(), "a database was created at {}", self.path.display());
        let made: Vec<_> = std::fs::read_dir(self.dir()).unwrap().collect();
        assert!(made.is_empty(), "files were made: {made:?}");
    }
}

/// A QOTD sheet as typed, read (it must read).
pub fn qotd_sheet(json: &str) -> campaign::Sheet {
    campaign::parse_sheet("test", json, Ruleset::Qotd).unwrap()
}

/// Every stored row of a campaign, as text, every column (portraits included): the campaign's own,
/// its sides, characters, games and aftermaths. What an undo must bring back exactly.
pub fn rows(store: &Store, id: i64) -> String {
    let conn = store.conn();
    let mut out = Vec::new();
    let campaign: String = conn
        .query_row(
            "SELECT json_array(id, name, ruleset, created_at, options, house_tables) FROM campaign WHERE id = ?1",
            [id],
            |r| r.get(0),
        )
        .unwrap();
    out.push(campaign);
    let mut stmt = conn
        .prepare(
            "SELECT json_array(s.id, s.name, s.suit, s.created_at, s.money) FROM side s WHERE s.campaign_id = ?1 \
             UNION ALL SELECT json_array(c.id, c.side_id, c.name, c.kind, c.sheet, hex(c.portrait), c.created_at, c.updated_at) \
             FROM character c JOIN side s ON c.side_id = s.id WHERE s.campaign_id = ?1 \
             UNION ALL SELECT json_array(g.id, g.played_on, g.title, g.record, g.dice, g.created_at) FROM game g WHERE g.campaign_id = ?1 \
             UNION ALL SELECT json_array(a.id, a.game_id, a.dice, a.results, a.applied_at) FROM aftermath a WHERE a.campaign_id = ?1",
        )
        .unwrap();
    out.extend(stmt.query_map([id], |r| r.get::<_, String>(0)).unwrap().map(Result::unwrap));
    out.join("\n")
}
