//! The big campaign (tests/big_campaign/generator.rs, which the big-campaign benchmark opens): what
//! it says it makes is what the database holds, and the database is whole (its log agrees with its
//! rows).

#[path = "../big_campaign/generator.rs"]
mod generator;

use posse::campaign::{self, AvailabilityStatus};
use posse::store::Store;

use super::dump;

fn count(store: &Store, sql: &str, campaign_id: i64) -> usize {
    store.conn().query_row(sql, [campaign_id], |r| r.get::<_, i64>(0)).unwrap() as usize
}

#[test]
fn the_big_campaign_holds_two_years_of_a_club() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.sqlite");
    let made = generator::generate(&mut Store::open(&path).unwrap(), 24).unwrap();
    let store = Store::open(&path).unwrap();
    let id = made.campaign_id;
    let sides = count(&store, "SELECT count(*) FROM side WHERE campaign_id = ?1", id);
    let on_sides: Vec<usize> = made
        .side_ids
        .iter()
        .map(|&side| count(&store, "SELECT count(*) FROM character WHERE side_id = ?1", side))
        .collect();
    let portraits = count(
        &store,
        "SELECT count(*) FROM character JOIN side ON side.id = side_id WHERE campaign_id = ?1 AND portrait IS NOT NULL",
        id,
    );
    let games = count(&store, "SELECT count(*) FROM game WHERE campaign_id = ?1", id);
    let aftermaths = count(&store, "SELECT count(*) FROM aftermath WHERE campaign_id = ?1", id);
    let log = count(&store, "SELECT count(*) FROM change_log WHERE campaign_id = ?1", id);
    assert_eq!(sides, 4);
    assert_eq!(on_sides, [15, 15, 15, 15]);
    assert_eq!(portraits, 20);
    assert_eq!((games, aftermaths), (300, 300));
    assert_eq!(log, 3_000);

    // Read back as the app reads it: every game applied, two years of game nights, 2 to 10
    // characters a game, and the roster still able to field a game (most alive and fit).
    let played = posse::campaign::games::list_games(&store, id).unwrap();
    assert_eq!(played.len(), 300);
    assert!(played.iter().all(|g| g.aftermath.len() >= 2 && g.aftermath.len() <= 10), "2 to 10 a game");
    let (first, last) = (&played.first().unwrap().played_on, &played.last().unwrap().played_on);
    assert_eq!((first.as_str(), last.as_str()), ("2024-01-06", "2026-01-02"));
    let standing = campaign::availability(&store, id).unwrap();
    let fit = standing.iter().filter(|a| a.status == AvailabilityStatus::Available).count();
    assert!(fit >= 40, "{fit} of 60 may play the next game");
    drop(store);
    dump::checked(&path, "the big campaign");
}

/// A played demo campaign as a file, and a database holding it: what the import tests read.
fn played_demo(path: &std::path::Path) -> String {
    let mut store = Store::open(path).unwrap();
    let id = campaign::create_demo(&mut store, posse::rules::Ruleset::Qotd, 1).unwrap().id;
    let game = r#"{"title": "Showdown at Dry Gulch", "date": "1881-10-26", "participants": [
        {"character": "Wyatt Earp", "ended": "uninjured"}, {"character": "Dusty", "ended": "injured_no_cards"}]}"#;
    let game = campaign::games::record_game(&mut store, id, &campaign::games::parse_game(game).unwrap(), 2).unwrap().id;
    let dice = campaign::games::DiceSource::Seed(3);
    let skips = r#"{"choices": [{"character": "Wyatt Earp", "skip": true}, {"character": "Dusty", "skip": true}]}"#;
    let choices = campaign::games::parse_choices(skips).unwrap();
    campaign::games::apply_aftermath(&mut store, game, &dice, Some(&choices), 3).unwrap();
    serde_json::to_string(&campaign::export(&store, id).unwrap()).unwrap()
}

#[test]
fn a_cancelled_import_leaves_the_database_as_it_was() {
    use std::ops::ControlFlow;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("posse.sqlite");
    let file = played_demo(&path);
    let before = dump::checked(&path, "before the import");

    // Cancelled half way through its rows: refused as cancelled, and nothing of it is kept.
    let mut store = Store::open(&path).unwrap();
    let mut seen = Vec::new();
    let err = campaign::import_with_progress(&mut store, "demo.json", &file, 10, &mut |p| {
        seen.push(p);
        if p.done * 2 >= p.total {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    })
    .unwrap_err();
    assert_eq!(posse::error::ErrorCode::code(&err), "import_cancelled");
    let last = *seen.last().unwrap();
    assert!(last.total > 10 && last.done * 2 >= last.total && last.done < last.total, "{last:?}");
    assert!(seen.windows(2).all(|w| w[1].done == w[0].done + 1), "one step a row");
    drop(store);
    assert_eq!(dump::checked(&path, "after the cancelled import"), before);

    // Not cancelled, it counts every row up to the total and the campaign is there.
    let mut store = Store::open(&path).unwrap();
    let mut last = None;
    let made = campaign::import_with_progress(&mut store, "demo.json", &file, 11, &mut |p| {
        last = Some(p);
        ControlFlow::Continue(())
    })
    .unwrap();
    let last = last.unwrap();
    assert_eq!(last.done, last.total);
    assert_eq!(campaign::list(&store).unwrap().len(), 2);
    assert_eq!(made.characters, 11);
}
