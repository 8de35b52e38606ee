//! Running the `posse` binary end to end on a temporary database, shared by the CLI test modules.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

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
