//! Killing `posse` in the middle of a write: a SIGKILL at any moment leaves the database with the
//! whole write or none of it, and the database opens and reads after every kill.
//!
//! The harness, `support::kill_at_random_moments`, is shared with the games tests.

use posse::campaign;
use posse::rules::Ruleset;
use posse::store::operations::{self, OperationKind};
use posse::store::Store;

use super::support::{kill_at_random_moments, Db};

/// A campaign file big enough that importing it takes a while: many characters and a long log.
fn big_campaign_file() -> (String, usize, usize) {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create(&mut store, "Big Trouble", Ruleset::Qotd, 1).unwrap().id;
    let mut characters = 0;
    for s in 0..4 {
        let side = campaign::add_side(&mut store, c, &format!("Gang {s}"), None, 1).unwrap().id;
        for i in 0..10 {
            let sheet = format!(r#"{{"name": "Hand {s}-{i}", "type": "minor", "personality": "ordinary"}}"#);
            let id = campaign::add_character(
                &mut store,
                side,
                &campaign::parse_sheet("t", &sheet, Ruleset::Qotd).unwrap(),
                1,
            )
            .unwrap()
            .id;
            characters += 1;
            for n in 0..40 {
                let personality = if n % 2 == 0 { "brave" } else { "ordinary" };
                let sheet = format!(r#"{{"name": "Hand {s}-{i}", "type": "minor", "personality": "{personality}"}}"#);
                campaign::edit_character(
                    &mut store,
                    id,
                    &campaign::parse_sheet("t", &sheet, Ruleset::Qotd).unwrap(),
                    2,
                )
                .unwrap();
            }
        }
    }
    let file = campaign::export(&store, c).unwrap();
    let log = file.log.as_ref().unwrap().len();
    (serde_json::to_string(&file).unwrap(), characters, log)
}

#[test]
fn an_import_killed_at_any_moment_is_all_there_or_not_at_all() {
    let db = Db::new();
    let (text, characters, log) = big_campaign_file();
    let file = db.write("big.json", &text);
    let mut imported = 0;
    let mut interrupted = 0;
    kill_at_random_moments(&db, &["campaign", "import", &file], 30, 7, |db, killed| {
        let store =
            Store::open(&db.path).unwrap_or_else(|e| panic!("run {}: the database does not open: {e}", killed.run));
        let all = campaign::list(&store).unwrap();
        for c in &all {
            let detail = campaign::detail(&store, c.id).unwrap();
            let count: usize = detail.sides.iter().map(|s| s.characters.len()).sum();
            assert_eq!(count, characters, "run {} ({killed:?}): campaign {} is partly there", killed.run, c.id);
            assert_eq!(
                campaign::changes(&store, c.id).unwrap().len(),
                log + 1,
                "run {}: its log is partly there",
                killed.run
            );
            let ops = operations::of_campaign(store.conn(), c.id).unwrap();
            assert_eq!(ops.iter().map(|o| o.kind).collect::<Vec<_>>(), [OperationKind::Import]);
        }
        if killed.finished {
            assert_eq!(
                all.len(),
                imported + 1,
                "run {}: the import finished (after {:?}) but is not there",
                killed.run,
                killed.after
            );
        } else {
            interrupted += 1;
        }
        imported = all.len();
    });
    assert!(interrupted > 0, "no run was interrupted: the window was too wide");
}
