//! Killing `posse` in the middle of a write (issue 16, section 2): the `posse` CLI is killed with
//! SIGKILL at random moments while it applies an aftermath, imports a campaign, edits a roster,
//! saves a cast and undoes. Every trial starts from the same database; after each, the database
//! must pass `PRAGMA integrity_check`, its change log must agree with its rows, and its canonical
//! dump (`dump.rs`) must be the state before the command or the state a clean run leaves: whole or
//! none, never half.
//!
//! `POSSE_CRASH_TRIALS` sets the trials per operation (40 by default; `make soak` runs 1,000) and
//! `POSSE_CRASH_SEED` the seed of the moments (by default one from the clock, printed with the
//! counts so that a failure can be run again exactly).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use posse::campaign;
use posse::rules::Ruleset;
use posse::store::Store;
use rand::{Rng, SeedableRng};
use serde_json::Value;

use super::dump;
use super::support::Db;

/// Trials per operation: `POSSE_CRASH_TRIALS`, or 40.
fn trials() -> usize {
    match std::env::var("POSSE_CRASH_TRIALS") {
        Ok(n) => n.parse().unwrap_or_else(|_| panic!("POSSE_CRASH_TRIALS={n}: not a whole number")),
        Err(_) => 40,
    }
}

/// The seed of the moments: `POSSE_CRASH_SEED`, or one from the clock.
fn seed() -> u64 {
    match std::env::var("POSSE_CRASH_SEED") {
        Ok(n) => n.parse().unwrap_or_else(|_| panic!("POSSE_CRASH_SEED={n}: not a whole number")),
        Err(_) => std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos() as u64,
    }
}

/// What the trials of one operation came to.
#[derive(Debug, Default)]
struct Tally {
    trials: usize,
    /// Killed before it finished (the others had finished when the moment came).
    killed: usize,
    /// Killed with the write under way: a WAL with frames was left behind.
    killed_writing: usize,
    whole: usize,
    none: usize,
    half: usize,
}

/// The files of a database: the file itself, its WAL and its shared-memory index.
pub fn database_files(path: &Path) -> [PathBuf; 3] {
    let with = |suffix: &str| PathBuf::from(format!("{}{suffix}", path.display()));
    [path.to_path_buf(), with("-wal"), with("-shm")]
}

/// Puts the before state at `path`, removing what a killed run left beside it.
fn reset(before: &Path, path: &Path) {
    for file in database_files(path) {
        let _ = std::fs::remove_file(file);
    }
    std::fs::copy(before, path).unwrap();
}

fn spawn(path: &Path, args: &[String]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_posse"))
        .arg("--db")
        .arg(path)
        .args(args)
        .env_remove("POSSE_DB")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// How long a WAL file is (0 when there is none).
fn wal_len(path: &Path) -> u64 {
    std::fs::metadata(&database_files(path)[1]).map(|m| m.len()).unwrap_or(0)
}

/// One unhindered run from the before state, watched: how long it took, and when its WAL first
/// had frames (the write under way).
fn clean_run(before: &Path, path: &Path, args: &[String]) -> (Duration, Option<Duration>) {
    reset(before, path);
    let start = Instant::now();
    let mut child = spawn(path, args);
    let mut writing = None;
    let status = loop {
        if writing.is_none() && wal_len(path) > 0 {
            writing = Some(start.elapsed());
        }
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        // Watching, not racing: the run must not be slowed by its watcher.
        std::thread::sleep(Duration::from_micros(50));
    };
    let took = start.elapsed();
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    assert!(status.success(), "posse {args:?} failed unhindered: {err}");
    (took, writing)
}

/// Runs `args` from the before state at `before` unhindered three times (the after state, the same
/// each time, and how long a run takes), then `trials()` times killed at a random moment: half of
/// the moments anywhere in a run, half while the clean runs were writing.
fn run_trials(operation: &str, before: &Path, args: &[String]) -> Tally {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("trial.sqlite");
    reset(before, &path);
    let before_dump = dump::checked(&path, &format!("{operation}: the state before"));

    let mut runs = Vec::new();
    let mut after = None;
    for run in 0..3 {
        runs.push(clean_run(before, &path, args));
        let state = dump::checked(&path, &format!("{operation}: clean run {run}"));
        assert_ne!(state, before_dump, "{operation}: a clean run changed nothing");
        match &after {
            None => after = Some(state),
            Some(first) => assert_eq!(&state, first, "{operation}: two clean runs left different states"),
        }
    }
    let after = after.unwrap();
    let mut took: Vec<Duration> = runs.iter().map(|r| r.0).collect();
    took.sort();
    let window = took[1];
    let writing_from = runs.iter().filter_map(|r| r.1).min().unwrap_or_default().min(window);

    let seed = seed();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut tally = Tally { trials: trials(), ..Tally::default() };
    for trial in 1..=tally.trials {
        reset(before, &path);
        let moment = if trial % 2 == 0 {
            window.mul_f64(1.1 * rng.random::<f64>())
        } else {
            let span = window.saturating_sub(writing_from).max(Duration::from_micros(200));
            writing_from.saturating_sub(Duration::from_micros(100)) + span.mul_f64(rng.random::<f64>())
        };
        let mut child = spawn(&path, args);
        std::thread::sleep(moment);
        if child.try_wait().unwrap().is_none() {
            child.kill().unwrap(); // SIGKILL on Unix
            tally.killed += 1;
        }
        child.wait().unwrap();
        if wal_len(&path) > 0 {
            tally.killed_writing += 1;
        }
        let what = format!("{operation}: trial {trial} of seed {seed} (killed after {moment:?})");
        let state = dump::checked(&path, &what);
        if state == after {
            tally.whole += 1;
        } else if state == before_dump {
            tally.none += 1;
        } else {
            tally.half += 1;
            let _ =
                writeln!(std::io::stderr(), "{what}: HALF-WRITTEN\n{}", first_difference(&before_dump, &after, &state));
        }
    }
    let _ = writeln!(
        std::io::stderr(),
        "crash safety: {operation}: {} trials (POSSE_CRASH_SEED={seed}, run {window:?}, writing from {writing_from:?}): \
         {} killed, {} of them while writing; whole {}, none {}, half {}",
        tally.trials,
        tally.killed,
        tally.killed_writing,
        tally.whole,
        tally.none,
        tally.half
    );
    assert_eq!(tally.half, 0, "{operation}: {tally:?} (POSSE_CRASH_SEED={seed} runs it again)");
    assert!(tally.killed > 0, "{operation}: no trial was killed before it finished: {tally:?}");
    tally
}

/// Where a half-written state first parts from both the before and the after state.
fn first_difference(before: &str, after: &str, state: &str) -> String {
    let lines: Vec<&str> = state.lines().collect();
    let line = |text: &str| {
        let other: Vec<&str> = text.lines().collect();
        let i = (0..lines.len().max(other.len())).find(|&i| lines.get(i) != other.get(i)).unwrap_or(0);
        format!("line {i}: {:?} where it had {:?}", lines.get(i), other.get(i))
    };
    format!("against before: {}\nagainst after: {}", line(before), line(after))
}

/// A write the crash and full-disk tests interrupt, from a before state of its own.
#[derive(Debug, Clone, Copy)]
pub enum Operation {
    /// `posse game apply`: the whole QOTD demo posse's aftermath.
    Aftermath,
    /// `posse undo` of that aftermath.
    Undo,
    /// `posse character edit`: Wyatt Earp's sheet.
    RosterEdit,
    /// `posse cast new`: eight characters and a beast, cards dealt.
    Cast,
    /// `posse campaign import`: 40 characters and a log of 1,600 changes.
    Import,
    /// `posse play start`: a game in play of the cast above.
    PlayStart,
    /// `posse play attack`: a shot read from the table's dice, applied to both characters.
    PlayChange,
    /// `posse play finish`: the game recorded and the game in play finished.
    PlayFinish,
    /// `posse play drop`.
    PlayDrop,
}

impl Operation {
    pub const ALL: [Operation; 5] =
        [Operation::Aftermath, Operation::Import, Operation::RosterEdit, Operation::Cast, Operation::Undo];
    /// The writes of a game in play (issue 25).
    pub const PLAY: [Operation; 4] =
        [Operation::PlayStart, Operation::PlayChange, Operation::PlayFinish, Operation::PlayDrop];

    pub fn name(self) -> &'static str {
        match self {
            Operation::Aftermath => "apply an aftermath",
            Operation::Undo => "undo",
            Operation::RosterEdit => "edit a roster",
            Operation::Cast => "save a cast",
            Operation::Import => "import a campaign",
            Operation::PlayStart => "start a game in play",
            Operation::PlayChange => "play an attack",
            Operation::PlayFinish => "finish a game in play",
            Operation::PlayDrop => "drop a game in play",
        }
    }

    /// The before state at `db.path`, made with the CLI and closed (no WAL beside it), and the
    /// command's arguments (without `--db`).
    pub fn prepare(self) -> (Db, Vec<String>) {
        let db = Db::new();
        let args: Vec<String> = match self {
            Operation::Aftermath => {
                let (_, game, choices) = demo_with_a_game(&db);
                vec!["game".into(), "apply".into(), game, "--choices".into(), choices]
            }
            Operation::Undo => {
                let (c, game, choices) = demo_with_a_game(&db);
                db.ok(&["game", "apply", &game, "--choices", &choices]);
                vec!["undo".into(), "--campaign".into(), c]
            }
            Operation::RosterEdit => {
                db.ok(&["demo"]);
                let mut wyatt = db.json(&["character", "show", "1", "--json"]);
                wyatt["personality"] = "brave".into();
                wyatt["traits"] = serde_json::json!(["marksman", "tough", "quick_draw"]);
                wyatt["notes"] = "Deputy U.S. Marshal, and not a patient one.".into();
                let file = db.write("wyatt.json", &wyatt.to_string());
                ["character", "edit", "1", "--file", &file].map(String::from).to_vec()
            }
            Operation::Cast => {
                db.ok(&["demo"]);
                let file = db.write("script.json", SCRIPT);
                ["cast", "new", "--campaign", "1", "--file", &file].map(String::from).to_vec()
            }
            Operation::Import => {
                db.ok(&["demo"]);
                let file = db.write("big.json", &big_campaign_file());
                ["campaign", "import", &file].map(String::from).to_vec()
            }
            Operation::PlayStart => {
                cast_the_scene(&db);
                ["play", "start", "--cast", "1", "--seed", "42"].map(String::from).to_vec()
            }
            play => {
                cast_the_scene(&db);
                db.ok(&["play", "start", "--cast", "1", "--seed", "42"]);
                db.ok(&["play", "turn", "1"]);
                db.ok(&["play", "mark", "1", "Dusty", "hits=+1"]);
                match play {
                    Operation::PlayChange => [
                        "play",
                        "attack",
                        "1",
                        "--by",
                        "Wyatt Earp",
                        "--target",
                        "Ike Clanton",
                        "--form",
                        r#"{"circumstances": {"range_paces": 12}}"#,
                        "--dice",
                        "7 3 9 5 1 1",
                    ]
                    .map(String::from)
                    .to_vec(),
                    Operation::PlayFinish => ["play", "finish", "1", "--date", "1881-10-26"].map(String::from).to_vec(),
                    _ => ["play", "drop", "1"].map(String::from).to_vec(),
                }
            }
        };
        assert!(!database_files(&db.path)[1].exists(), "the before state still has a WAL");
        (db, args)
    }
}

const SCRIPT: &str = r#"{"title": "Showdown at Dry Gulch", "plot": "The Cowboys ride in at noon.",
  "sides": [
    {"side": "The Earps", "player": "Ann", "characters": ["Dusty", "Doc Holliday", "Wyatt Earp", "Virgil Earp", "Morgan Earp"]},
    {"side": "The Cowboys", "player": "Bob", "characters": ["Johnny Ringo", "Ike Clanton", "Billy Clanton"],
     "extras": [{"name": "Old Grizzly", "beast": "large_carnivore"}]}]}"#;

/// The QOTD demo with [`SCRIPT`] cast (scenario 1).
fn cast_the_scene(db: &Db) {
    db.ok(&["demo"]);
    let file = db.write("script.json", SCRIPT);
    db.ok(&["cast", "new", "--campaign", "1", "--file", &file]);
}

/// The QOTD demo with the whole posse in one game, its dice kept (seed 42) and every new trait
/// declined: applying it changes every survivor's sheet and writes the aftermath.
fn demo_with_a_game(db: &Db) -> (String, String, String) {
    let c = db.ok(&["demo"]).trim().to_string();
    let names: Vec<String> = db
        .json(&["character", "list", "--campaign", &c, "--json"])
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["name"].as_str().unwrap().to_string())
        .collect();
    let endings = ["uninjured", "injured_with_cards", "injured_no_cards", "uninjured"];
    let participants: Vec<Value> = names
        .iter()
        .enumerate()
        .map(|(i, n)| serde_json::json!({"character": n, "ended": endings[i % endings.len()]}))
        .collect();
    let game =
        serde_json::json!({"title": "Showdown at Dry Gulch", "date": "1881-10-26", "participants": participants});
    let game_file = db.write("game.json", &game.to_string());
    let id = db.ok(&["game", "record", "--campaign", &c, "--file", &game_file]).trim().to_string();
    db.ok(&["game", "dice", &id, "--seed", "42"]);
    let aftermath = db.json(&["game", "aftermath", &id, "--json"]);
    let skips: Vec<Value> = aftermath["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| !e["trait_choice"].is_null())
        .map(|e| serde_json::json!({"character": e["name"], "skip": true}))
        .collect();
    let choices = db.write("choices.json", &serde_json::json!({ "choices": skips }).to_string());
    (c, id, choices)
}

/// A campaign file big enough that importing it takes a while: 40 characters and a log of 1,600
/// changes.
fn big_campaign_file() -> String {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create(&mut store, "Big Trouble", Ruleset::Qotd, 1).unwrap().id;
    for s in 0..4 {
        let side = campaign::add_side(&mut store, c, &format!("Gang {s}"), None, 1).unwrap().id;
        for i in 0..10 {
            let sheet = |personality: &str| {
                let json = format!(r#"{{"name": "Hand {s}-{i}", "type": "minor", "personality": "{personality}"}}"#);
                campaign::parse_sheet("t", &json, Ruleset::Qotd).unwrap()
            };
            let id = campaign::add_character(&mut store, side, &sheet("ordinary"), 1).unwrap().id;
            for n in 0..40 {
                let personality = if n % 2 == 0 { "brave" } else { "ordinary" };
                campaign::edit_character(&mut store, id, &sheet(personality), 2).unwrap();
            }
        }
    }
    serde_json::to_string(&campaign::export(&store, c).unwrap()).unwrap()
}

fn trials_of(write: Operation) {
    let (db, args) = write.prepare();
    run_trials(write.name(), &db.path, &args);
}

#[test]
fn an_aftermath_killed_at_any_moment_is_applied_whole_or_not_at_all() {
    trials_of(Operation::Aftermath);
}

#[test]
fn an_undo_killed_at_any_moment_takes_back_all_of_the_aftermath_or_none_of_it() {
    trials_of(Operation::Undo);
}

#[test]
fn a_roster_edit_killed_at_any_moment_is_all_there_or_not_at_all() {
    trials_of(Operation::RosterEdit);
}

#[test]
fn a_cast_saved_while_killed_is_all_there_or_not_at_all() {
    trials_of(Operation::Cast);
}

#[test]
fn an_import_killed_at_any_moment_is_all_there_or_not_at_all() {
    trials_of(Operation::Import);
}

#[test]
fn every_write_of_a_game_in_play_killed_at_any_moment_is_all_there_or_not_at_all() {
    for write in Operation::PLAY {
        trials_of(write);
    }
}
