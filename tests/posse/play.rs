//! Playing a game beside the table (issue 25), through the CLI: for each family a whole scripted
//! game — start, a seeded deal, hits, a kill, finish — whose game record and aftermath must equal
//! those of the same game recorded by hand (`posse game record`) from the same events; the deal of
//! a seed pinned; what the rules do not have refused naming the field; undo and drop.

use serde_json::Value;

use super::support::Db;

/// The QOTD demo's Earps against three Cowboys and a grizzly (the crash test's scene).
const QOTD_SCRIPT: &str = r#"{"title": "Showdown at Dry Gulch", "plot": "The Cowboys ride in at noon.",
  "sides": [
    {"side": "The Earps", "player": "Ann", "characters": ["Dusty", "Doc Holliday", "Wyatt Earp", "Virgil Earp", "Morgan Earp"]},
    {"side": "The Cowboys", "player": "Bob", "characters": ["Johnny Ringo", "Ike Clanton", "Billy Clanton"],
     "extras": [{"name": "Old Grizzly", "beast": "large_carnivore"}]}]}"#;
const FATE_SCRIPT: &str = r#"{"title": "Tin Cup", "sides": [
    {"side": 1, "player": "Ann", "characters": ["Kid Kelly", "Black Jack Ketchum"]},
    {"side": 2, "player": "Bob", "characters": ["Marshal Dan Tolliver", "Doc Ames"]}]}"#;
const MWW_SCRIPT: &str = r#"{"title": "Payday", "sides": [
    {"side": 1, "player": "Ann", "characters": ["Kid Curry", "Flat Nose Logan"]},
    {"side": 2, "player": "Bob", "characters": ["Marshal Hoyt", "Deputy Amos Finch"]}], "civilians": ["The teller"]}"#;
const TWTW_SCRIPT: &str = r#"{"title": "The Perkins brothers", "sides": [
    {"side": 1, "player": "Ann", "characters": ["Miranda Valentine", "Cyril Wellington"]},
    {"side": 2, "player": "Bob", "characters": ["Pete Perkins", "Clem Perkins"]}]}"#;

/// A database with the family's demo, its campaign's `options` set, and the scene cast (scenario 1).
fn cast_with(ruleset: &str, options: &[&str], script: &str) -> Db {
    let db = Db::new();
    db.ok(&["demo", "--ruleset", ruleset]);
    for o in options {
        db.ok(&["campaign", "options", "1", "--set", o]);
    }
    let file = db.write("scene.json", script);
    assert_eq!(db.ok(&["cast", "new", "--campaign", "1", "--file", &file]).trim(), "1");
    db
}

fn cast(ruleset: &str, script: &str) -> Db {
    cast_with(ruleset, &[], script)
}

/// The game record and the aftermath a recorded game shows, without what differs between two
/// databases (ids and clocks are the same: each database holds one campaign, one game).
fn record_and_aftermath(db: &Db, game: &str, dice: &[&str]) -> (Value, Value) {
    let shown = db.json(&["game", "show", game, "--json"]);
    let mut args = vec!["game", "aftermath", game];
    args.extend_from_slice(dice);
    args.push("--json");
    (shown, db.json(&args))
}

/// Plays `moves` (each the arguments after `posse play`, with `G` for the game's id) and
/// finishes on `date`; then records `by_hand` in a database of its own and compares.
fn played_equals_recorded(ruleset: &str, script: &str, moves: &[&[&str]], by_hand: Value, dice: &[&str]) -> Value {
    played_equals_recorded_by(ruleset, &[], script, moves, by_hand, dice)
}

/// As [`played_equals_recorded`], the campaign's `options` set in both databases.
fn played_equals_recorded_by(
    ruleset: &str,
    options: &[&str],
    script: &str,
    moves: &[&[&str]],
    by_hand: Value,
    dice: &[&str],
) -> Value {
    let played = cast_with(ruleset, options, script);
    let id = played.ok(&["play", "start", "--cast", "1", "--seed", "42"]).trim().to_string();
    for m in moves {
        let args: Vec<&str> = m.iter().map(|a| if *a == "G" { id.as_str() } else { a }).collect();
        played.ok(&args);
    }
    let finished = played.json(&["play", "finish", &id, "--date", "1881-10-26", "--json"]);
    let game = finished["game"]["id"].to_string();
    assert_eq!(finished["play"]["status"], "finished");
    assert_eq!(finished["game"]["status"], "recorded", "nothing applied before the wizard's Apply");
    let (from_play, aftermath) = record_and_aftermath(&played, &game, dice);

    let by_hand_db = cast_with(ruleset, options, script);
    let file = by_hand_db.write("game.json", &by_hand.to_string());
    let recorded = by_hand_db.ok(&["game", "record", "--campaign", "1", "--file", &file]).trim().to_string();
    assert_eq!(recorded, game);
    let (from_hand, hand_aftermath) = record_and_aftermath(&by_hand_db, &recorded, dice);
    assert_eq!(from_play, from_hand, "the game record made by playing differs from the one recorded by hand");
    assert_eq!(aftermath, hand_aftermath, "the aftermath of the game played differs");
    // The rosters are untouched until the aftermath is applied.
    let sides = |db: &Db| db.json(&["campaign", "show", "1", "--json"])["sides"].clone();
    assert_eq!(sides(&played), sides(&by_hand_db));
    played.json(&["play", "show", &id, "--json"])
}

#[test]
fn a_qotd_scene_played_card_by_card_records_the_game_the_wizard_would() {
    let shown = played_equals_recorded(
        "qotd",
        QOTD_SCRIPT,
        &[
            &["play", "turn", "G"],
            &["play", "turn", "G"],
            &["play", "turn", "G", "--card", "A♠"],
            &["play", "mark", "G", "Ike Clanton", "hits=+1"],
            // Wyatt's shot at Ike: 7 and 3 (a 7: he shoots), 9 and 5 (one hit), Ike's 1 and 1 on
            // the effects chart at DV −2: 3 hits, of which his last two cards.
            &[
                "play",
                "attack",
                "G",
                "--by",
                "Wyatt Earp",
                "--target",
                "Ike Clanton",
                "--form",
                r#"{"circumstances": {"range_paces": 12}}"#,
                "--dice",
                "7 3 9 5 1 1",
            ],
            &["play", "mark", "G", "Dusty", "stunned=+1"],
            &["play", "kill", "G", "Billy Clanton", "--by", "Doc Holliday"],
        ],
        serde_json::json!({"title": "Showdown at Dry Gulch", "date": "1881-10-26", "scenario": 1, "participants": [
            {"character": "Wyatt Earp", "ended": "uninjured", "seriously_wounded": 1},
            {"character": "Doc Holliday", "ended": "uninjured", "kills": [{"victim": "Billy Clanton"}]},
            {"character": "Virgil Earp", "ended": "uninjured"},
            {"character": "Morgan Earp", "ended": "uninjured"},
            {"character": "Dusty", "ended": "injured_no_cards"},
            {"character": "Johnny Ringo", "ended": "uninjured"},
            {"character": "Ike Clanton", "ended": "injured_no_cards"},
            {"character": "Billy Clanton", "ended": "killed"}]}),
        &["--seed", "5"],
    );
    let ike = &shown["members"][6];
    assert_eq!(
        (ike["name"].as_str(), ike["standing"].as_str(), ike["cards"].as_array().map(Vec::len)),
        (Some("Ike Clanton"), Some("out"), Some(0))
    );
}

#[test]
fn a_fate_gunfight_played_on_the_fate_deck_records_the_game_the_wizard_would() {
    played_equals_recorded(
        "fate",
        FATE_SCRIPT,
        &[
            &["play", "turn", "G"],
            &["play", "turn", "G", "--card", "Kid Kelly"],
            // Two firing dice: a 6 (a hit) and a 2; the hit's chits: location 4 (left arm), effect 6.
            &[
                "play",
                "attack",
                "G",
                "--by",
                "Kid Kelly",
                "--target",
                "Doc Ames",
                "--form",
                r#"{"shot": {"range": 7}}"#,
                "--dice",
                "6 2 4 6",
            ],
            &["play", "mark", "G", "Black Jack Ketchum", "fired_at_opponent=on"],
            &["play", "kill", "G", "Marshal Dan Tolliver", "--by", "Black Jack Ketchum"],
        ],
        serde_json::json!({"title": "Tin Cup", "date": "1881-10-26", "scenario": 1, "participants": [
            {"character": "Kid Kelly", "ended": "unhurt", "fired_at_opponent": true, "seriously_wounded": 1},
            {"character": "Black Jack Ketchum", "ended": "unhurt", "fired_at_opponent": true, "kills": [{"victim": "Marshal Dan Tolliver"}]},
            {"character": "Marshal Dan Tolliver", "ended": "dead"},
            {"character": "Doc Ames", "ended": "seriously_wounded", "wound": "left_arm"}]}),
        &["--seed", "5"],
    );
}

#[test]
fn an_mww_robbery_played_on_the_turn_deck_records_the_game_the_wizard_would() {
    let shown = played_equals_recorded(
        "mww",
        MWW_SCRIPT,
        &[
            &["play", "turn", "G", "--card", "The Curry Gang"],
            &["play", "mark", "G", "Kid Curry", "aps=-6"],
            // 12: a hit (35% or less); 45 on the six gun's row: 1 wound.
            &[
                "play",
                "attack",
                "G",
                "--by",
                "Kid Curry",
                "--target",
                "Marshal Hoyt",
                "--form",
                r#"{"range": 8}"#,
                "--dice",
                "12 45",
            ],
            &["play", "mark", "G", "Kid Curry", "money=+500"],
            &["play", "mark", "G", "Kid Curry", "horse_killed=on"],
            // He carried 1 in: shot to 3 he stays in the game (the default reading, "in a hand to
            // hand"); knocked out in the fight that follows.
            &["play", "mark", "G", "Flat Nose Logan", "wounds=+2"],
            &["play", "mark", "G", "Flat Nose Logan", "knocked_out=on"],
            &["play", "turn", "G"],
            &["play", "kill", "G", "Deputy Amos Finch", "--by", "Kid Curry"],
        ],
        serde_json::json!({"title": "Payday", "date": "1881-10-26", "scenario": 1, "participants": [
            {"character": "Kid Curry", "ended": "unhurt", "money": 500, "horse_killed": true, "kills": [{"victim": "Deputy Amos Finch"}]},
            {"character": "Flat Nose Logan", "ended": "knocked_out", "wounds": 2},
            {"character": "Marshal Hoyt", "ended": "wounded", "wounds": 1},
            {"character": "Deputy Amos Finch", "ended": "killed"}]}),
        &["--seed", "5"],
    );
    let curry = &shown["members"][0];
    assert!(curry["state"].as_array().unwrap().iter().any(|s| s.as_str().unwrap().contains("APs left")), "{curry}");
}

#[test]
fn an_mww_game_played_by_the_at_third_wound_reading_records_a_figure_shot_to_3_knocked_out() {
    let shown = played_equals_recorded_by(
        "mww",
        &["knocked_out=at_third_wound"],
        MWW_SCRIPT,
        &[
            &["play", "turn", "G", "--card", "Marshal Hoyt's Posse"],
            // Flat Nose Logan carried 1 in: his 3rd wound knocks him out, shot or fought.
            &["play", "mark", "G", "Flat Nose Logan", "wounds=+2"],
            &["play", "mark", "G", "Marshal Hoyt", "wounds=+1"],
        ],
        serde_json::json!({"title": "Payday", "date": "1881-10-26", "scenario": 1, "participants": [
            {"character": "Kid Curry", "ended": "unhurt"},
            {"character": "Flat Nose Logan", "ended": "knocked_out", "wounds": 2},
            {"character": "Marshal Hoyt", "ended": "wounded", "wounds": 1},
            {"character": "Deputy Amos Finch", "ended": "unhurt"}]}),
        &[],
    );
    assert_eq!(shown["members"][1]["standing"], "out", "{}", shown["members"][1]);
}

#[test]
fn a_twtw_fight_played_on_the_action_deck_records_the_game_the_wizard_would() {
    played_equals_recorded(
        "twtw",
        TWTW_SCRIPT,
        &[
            &["play", "turn", "G", "--card", "0"],
            &["play", "turn", "G", "--card", "1"],
            // Miranda's Sharps read on card 22: a hit to the vitals, (6)8 for 18: 3 wounds, 0 Conc.
            &[
                "play",
                "attack",
                "G",
                "--by",
                "Miranda Valentine",
                "--target",
                "Pete Perkins",
                "--form",
                r#"{"skill": "shooting_rifle", "modifier": -3, "effect": "5d8", "pen": 4}"#,
                "--dice",
                "22",
            ],
            &["play", "mark", "G", "Cyril Wellington", "wounds.left_leg=+1"],
            &["play", "mark", "G", "Cyril Wellington", "conc=+3"],
            &["play", "kill", "G", "Clem Perkins", "--by", "Cyril Wellington"],
        ],
        serde_json::json!({"title": "The Perkins brothers", "date": "1881-10-26", "scenario": 1, "participants": [
            {"character": "Miranda Valentine", "ended": "unhurt"},
            {"character": "Cyril Wellington", "ended": "wounded", "wounds": {"left_leg": 1}, "conc": 3, "kills": [{"victim": "Clem Perkins"}]},
            {"character": "Pete Perkins", "ended": "wounded", "wounds": {"torso": 3}},
            {"character": "Clem Perkins", "ended": "dead"}]}),
        &["--seed", "5"],
    );
}

/// The cards a game of `seed` turns first, as `play show` says them.
fn first_cards(seed: &str, n: usize) -> Vec<String> {
    let db = cast("qotd", QOTD_SCRIPT);
    db.ok(&["play", "start", "--cast", "1", "--seed", seed]);
    (0..n)
        .map(|_| {
            db.ok(&["play", "turn", "1"]);
            db.json(&["play", "show", "1", "--json"])["current"]["label"].as_str().unwrap().to_string()
        })
        .collect()
}

#[test]
fn the_same_seed_deals_the_same_order_of_cards() {
    // Pinned: a change to the shuffle would deal every saved game afresh.
    assert_eq!(first_cards("42", 6), ["6♥", "5♥", "J♠", "J♥", "Q♥", "A♠"]);
    assert_ne!(first_cards("43", 6), first_cards("42", 6));
}

#[test]
fn what_the_rules_do_not_have_is_refused_naming_the_field_and_nothing_changes() {
    let db = cast("qotd", QOTD_SCRIPT);
    db.ok(&["play", "start", "--cast", "1", "--seed", "42"]);
    let before = db.json(&["play", "show", "1", "--json"]);
    let refused = [
        (
            &["play", "mark", "1", "Wyatt Earp", "conc=+3"][..],
            "error[invalid_change]: conc: not something Quick on the Draw keeps",
        ),
        (&["play", "mark", "1", "Dusty", "hits=+2"][..], "error[invalid_change]: hits: Dusty has 1 card to lose"),
        (
            &["play", "mark", "1", "Wyatt Earp", "active=on"][..],
            "error[invalid_change]: active: Wyatt Earp is no beast",
        ),
        (
            &["play", "mark", "1", "Nobody", "hits=+1"][..],
            "error[invalid_change]: who: \"Nobody\" is not in this game's cast",
        ),
        (
            &["play", "turn", "1", "--card", "3♣"][..],
            "error[invalid_card]: card: \"3♣\" is not a card of this game's deck",
        ),
        (
            &["play", "turn", "1", "--card", "6♠"][..],
            "error[invalid_card]: card: 6♠ is already turned or out of play this phase",
        ),
        (
            &["play", "start", "--cast", "1"][..],
            "error[already_playing]: scenario: \"Showdown at Dry Gulch\" is already being played (game 1)",
        ),
        (
            &["play", "attack", "1", "--by", "Wyatt Earp", "--target", "Ike Clanton", "--dice", "7"][..],
            "error[invalid_change]: dice: 1 dice given; the first test needs 2",
        ),
    ];
    for (args, start) in refused {
        let err = db.fails(args);
        assert!(err.starts_with(start), "posse {args:?}: {err}");
    }
    assert_eq!(db.json(&["play", "show", "1", "--json"]), before, "a refused change changed the game");

    let db = cast("twtw", TWTW_SCRIPT);
    db.ok(&["play", "start", "--cast", "1", "--seed", "1"]);
    db.ok(&["play", "mark", "1", "Cyril Wellington", "wounds.left_leg=4"]);
    let err = db.fails(&["play", "mark", "1", "Cyril Wellington", "wounds.left_leg=+2"]);
    assert!(
        err.contains("wounds.left_leg: Cyril Wellington has 4 wounds in the left leg: a location has 5 boxes"),
        "{err}"
    );
    let err = db.fails(&["play", "mark", "1", "Cyril Wellington", "hits=+1"]);
    assert!(err.starts_with("error[invalid_change]: hits: not something The West That Wasn't keeps"), "{err}");
    db.ok(&["play", "finish", "1", "--date", "1876-05-01"]);
    let err = db.fails(&["play", "finish", "1", "--date", "1876-05-01"]);
    assert!(
        err.starts_with("error[already_finished]: game in play: \"The Perkins brothers\" (1) is finished"),
        "{err}"
    );
}

#[test]
fn undo_takes_back_each_change_and_a_dropped_game_comes_back() {
    let db = cast("qotd", QOTD_SCRIPT);
    db.ok(&["play", "start", "--cast", "1", "--seed", "42"]);
    db.ok(&["play", "turn", "1"]);
    db.ok(&["play", "attack", "1", "--by", "Wyatt Earp", "--target", "Ike Clanton", "--seed", "3"]);
    let after_turn = {
        let v = db.json(&["play", "show", "1", "--json"]);
        assert_eq!(v["log"].as_array().unwrap().iter().map(|l| l["n"].as_u64().unwrap()).max(), Some(2));
        v
    };
    let undone = db.ok(&["undo", "--campaign", "1"]);
    assert!(undone.contains("Wyatt Earp shoots at Ike Clanton"), "{undone}");
    let v = db.json(&["play", "show", "1", "--json"]);
    assert_eq!(v["log"].as_array().unwrap().len(), 2, "the shuffle and the card turned: {v}");
    db.ok(&["redo", "--campaign", "1"]);
    assert_eq!(db.json(&["play", "show", "1", "--json"]), after_turn);
    let chronicle = db.ok(&["chronicle", "--campaign", "1"]);
    assert!(
        !chronicle.contains("shoots at Ike Clanton"),
        "a shot taken back is no part of the campaign's story: {chronicle}"
    );
    db.ok(&["play", "drop", "1"]);
    assert_eq!(db.json(&["play", "list", "--json"])[0]["status"], "dropped");
    assert!(db.fails(&["play", "turn", "1"]).starts_with("error[not_playing]"));
    db.ok(&["undo", "--campaign", "1"]);
    assert_eq!(db.json(&["play", "show", "1", "--json"]), after_turn);
    // Finished, undone: the game record goes and the game is played on.
    let game = db.ok(&["play", "finish", "1", "--date", "1881-10-26"]).trim().to_string();
    assert_eq!(db.json(&["game", "list", "--campaign", "1", "--json"]).as_array().unwrap().len(), 1);
    db.ok(&["undo", "--campaign", "1"]);
    assert!(db.fails(&["game", "show", &game]).starts_with("error[game_not_found]"));
    assert_eq!(db.json(&["play", "show", "1", "--json"]), after_turn);
}

/// The chance of a casualty a game in play gives for a shot, and the one `posse odds qotd shot`
/// gives for the same shot with `odds_args`.
fn casualty_in_play_and_by_odds(db: &Db, odds_args: &[&str]) -> (f64, f64) {
    let play = db.json(&[
        "play",
        "odds",
        "1",
        "--by",
        "Wyatt Earp",
        "--target",
        "Ike Clanton",
        "--form",
        r#"{"circumstances": {"range_paces": 12}}"#,
        "--json",
    ]);
    let line =
        play["lines"].as_array().unwrap().iter().find(|l| l["label"].as_str().unwrap().starts_with("A casualty"));
    let mut args = vec!["odds", "qotd", "shot", "--shooter", "1", "--target", "7", "--range", "12", "--json"];
    args.extend_from_slice(odds_args);
    let odds = db.json(&args);
    (
        line.unwrap_or_else(|| panic!("{play}"))["probability"].as_f64().unwrap(),
        odds["summary"]["p_casualty"].as_f64().unwrap(),
    )
}

#[test]
fn a_qotd_target_s_cards_left_in_the_game_are_the_cards_a_hit_can_take() {
    let db = cast("qotd", QOTD_SCRIPT);
    db.ok(&["play", "start", "--cast", "1", "--seed", "42"]);
    // Ike Clanton (roster character 7), a Main Character, is dealt 3 cards.
    let (fresh, by_odds) = casualty_in_play_and_by_odds(&db, &[]);
    assert_eq!(fresh, by_odds, "with all his cards");
    db.ok(&["play", "mark", "1", "Ike Clanton", "hits=+2"]);
    let (one_left, by_odds) = casualty_in_play_and_by_odds(&db, &["--target-cards", "1"]);
    assert_eq!(one_left, by_odds, "with 1 card left: posse odds qotd shot --target-cards 1");
    assert!(one_left > fresh, "1 card left is a casualty sooner: {one_left} against {fresh}");
}
