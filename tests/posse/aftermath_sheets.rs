//! What an aftermath writes on the sheets, read back from the database (issue 29, items 1 and 2):
//! a fate character's wound kept with its location — said by the players, or rolled on the
//! campaign's hit-location chart — and every change an aftermath applies told by the chronicle,
//! with one standing for the next game wherever it is shown.

use posse::campaign::games::{self, parse_game, parse_rolls, DiceSource};
use posse::campaign::{self, chronicle, AvailabilityStatus};
use posse::error::ErrorCode;
use posse::rules::fate::{FateOptions, HitLocationChart};
use posse::rules::Ruleset;
use posse::store::Store;
use serde_json::{json, Value};

use super::support::{rows, Db};

const AT: i64 = 1_700_000_000;

/// The fate demo in a database file, and the campaign's id.
fn fate_demo(db: &Db) -> (Store, i64) {
    let mut store = Store::open(&db.path).unwrap();
    let id = campaign::create_demo(&mut store, Ruleset::Fate, AT).unwrap().id;
    (store, id)
}

fn id_of(store: &Store, campaign_id: i64, name: &str) -> i64 {
    campaign::characters_of(store, campaign_id).unwrap().into_iter().find(|c| c.sheet.name() == name).unwrap().id
}

/// The sheet as stored in the `character` row, read with SQL from a fresh connection.
fn stored_sheet(db: &Db, id: i64) -> Value {
    let store = Store::open(&db.path).unwrap();
    let text: String = store.conn().query_row("SELECT sheet FROM character WHERE id = ?1", [id], |r| r.get(0)).unwrap();
    serde_json::from_str(&text).unwrap()
}

fn record(store: &mut Store, campaign_id: i64, text: &str) -> Result<i64, games::GameError> {
    games::record_game(store, campaign_id, &parse_game(text)?, AT + 10).map(|g| g.id)
}

fn entered(text: &str) -> DiceSource {
    DiceSource::Entered(parse_rolls(text).unwrap())
}

const TOLLIVER_HIT: &str = r#"{"title": "The Assay Office", "date": "1880-05-02", "participants": [
    {"character": "Marshal Dan Tolliver", "ended": "seriously_wounded", "wound": "right_arm", "fired_at_opponent": true},
    {"character": "Swede Larsen", "ended": "flesh_wounded", "fired_at_opponent": true}]}"#;

#[test]
fn a_serious_wound_is_kept_on_the_sheet_where_the_players_say_and_where_the_chart_reads_the_die() {
    let db = Db::new();
    let (mut store, c) = fate_demo(&db);
    let dan = id_of(&store, c, "Marshal Dan Tolliver");
    let swede = id_of(&store, c, "Swede Larsen");
    let game = record(&mut store, c, TOLLIVER_HIT).unwrap();
    // The location the players gave is kept on the game as they said it.
    let recorded = games::get_game(&store, game).unwrap();
    assert_eq!(serde_json::to_value(&recorded.body.participants[0]).unwrap()["wound"], "right_arm");
    assert!(recorded.body.participants[1].wound.is_none());

    // Swede's location is left to the dice: a 3 on the TRWNN chart (the campaign's default) is
    // "3 R. Arm" (Playsheet 2); a wound placed by the players rolls no die.
    let refused = games::aftermath_preview(&store, game, &entered(r#"{"rolls": []}"#), None).unwrap_err();
    assert_eq!(refused.code(), "invalid_dice");
    assert!(refused.to_string().contains("Swede Larsen ended flesh-wounded: say where he was hit"), "{refused}");
    let twice = r#"{"rolls": [{"character": "Swede Larsen", "location_roll": 3}, {"character": "Marshal Dan Tolliver", "location_roll": 1}]}"#;
    let refused = games::aftermath_preview(&store, game, &entered(twice), None).unwrap_err();
    assert!(
        refused.to_string().starts_with("location_roll: where Marshal Dan Tolliver was hit (right arm) was said"),
        "{refused}"
    );
    let seven = games::aftermath_preview(
        &store,
        game,
        &entered(r#"{"rolls": [{"character": "Swede Larsen", "location_roll": 7}]}"#),
        None,
    )
    .unwrap_err();
    assert_eq!(seven.to_string(), "location_roll: Swede Larsen: a D6 cannot roll 7 (1 to 6)");

    let rolls = entered(r#"{"rolls": [{"character": "Swede Larsen", "location_roll": 3}]}"#);
    let a = games::apply_aftermath(&mut store, game, &rolls, None, AT + 20).unwrap();
    let entry = |name: &str| a.entries.iter().find(|e| e.name == name).unwrap().clone();
    let tolliver = entry("Marshal Dan Tolliver");
    assert!(tolliver.changes.contains(&"Serious wound, right arm.".to_string()), "{:?}", tolliver.changes);
    // Its consequences in the review: a serious arm wound stops the pistol in that hand and every
    // rifle (1996), and on the TRWNN chart reloading ("Cannot reload or shoot rifle").
    assert!(
        tolliver.results.contains(
            &"With his wounds: one movement die less, no pistol in the right hand, no rifle, cannot reload."
                .to_string()
        ),
        "{:?}",
        tolliver.results
    );
    assert_eq!(tolliver.next, AvailabilityStatus::Available);
    let larsen = entry("Swede Larsen");
    let roll =
        larsen.rolls.iter().find(|r| r.what.starts_with("Where the wound is")).expect("the location roll is shown");
    assert_eq!((roll.dice.as_slice(), roll.result.as_str()), (&[3u8][..], "Right arm"));
    assert!(larsen.changes.contains(&"Flesh wound, right arm.".to_string()), "{:?}", larsen.changes);
    drop(store);

    // Read back from the database file: each sheet carries its wound, at its location.
    assert_eq!(stored_sheet(&db, dan)["wounds"], json!([{"severity": "serious", "location": "right_arm"}]));
    assert_eq!(stored_sheet(&db, swede)["wounds"], json!([{"severity": "flesh", "location": "right_arm"}]));
    let store = Store::open(&db.path).unwrap();
    let view = serde_json::to_value(campaign::get_character(&store, dan).unwrap()).unwrap();
    assert_eq!(view["derived"]["serious_wounds"], 1);
    assert_eq!(
        view["derived"]["wound_effects"],
        json!(["One movement die less", "No pistol in the right hand", "No rifle", "Cannot reload"])
    );
}

#[test]
fn roll_for_me_places_the_wound_on_the_campaigns_chart_and_undo_takes_it_off() {
    let db = Db::new();
    let (mut store, c) = fate_demo(&db);
    let swede = id_of(&store, c, "Swede Larsen");
    // The house grid instead of the TRWNN chart: its own location column reads the die.
    let house = FateOptions { hit_location: HitLocationChart::House, ..FateOptions::default() };
    campaign::set_options(&mut store, c, house, AT + 5).unwrap();
    let before = rows(&store, c);
    let game = record(
        &mut store,
        c,
        r#"{"title": "Roll it", "date": "1880-05-02", "participants": [{"character": "Swede Larsen", "ended": "seriously_wounded"}]}"#,
    )
    .unwrap();
    let a = games::apply_aftermath(&mut store, game, &DiceSource::Seed(11), None, AT + 20).unwrap();
    let die = a.dice.entries[0].location_roll.expect("roll for me rolls where the wound is");
    let grid = campaign::house_tables(&store, c).unwrap().hit_location;
    assert_eq!(grid.table, posse::rules::fate::hit_tables::HitTable::House);
    let location = grid.location(die);
    let roll = &a.entries[0].rolls[0];
    assert_eq!((roll.dice.clone(), roll.result.clone()), (vec![die], location.name().to_string()));
    assert_eq!(stored_sheet(&db, swede)["wounds"], json!([{"severity": "serious", "location": location.id()}]));
    // The same seed rolls the same die (the recovery stream is left as it was).
    let again = games::aftermath_preview(&store, game, &DiceSource::Seed(11), None).unwrap();
    assert_eq!(again.dice.entries[0].location_roll, Some(die));

    // Undo takes the aftermath, the wound and the game back (the rows as they were).
    campaign::undo(&mut store, Some(c), AT + 30).unwrap();
    campaign::undo(&mut store, Some(c), AT + 31).unwrap();
    assert_eq!(stored_sheet(&db, swede)["wounds"], json!([]));
    assert_eq!(rows(&store, c), before);
}

#[test]
fn a_wound_location_is_refused_where_it_does_not_apply_naming_the_field() {
    let db = Db::new();
    let (mut store, c) = fate_demo(&db);
    let unhurt = r#"{"title": "X", "date": "1880-05-02", "participants": [{"character": "Kid Kelly", "ended": "unhurt", "wound": "legs"}]}"#;
    let e = record(&mut store, c, unhurt).unwrap_err();
    assert_eq!(e.code(), "invalid_game");
    assert_eq!(
        e.to_string(),
        "participants[0].wound: Kid Kelly ended unhurt: only a flesh or serious wound has a location"
    );
    let elbow = r#"{"title": "X", "date": "1880-05-02", "participants": [{"character": "Kid Kelly", "ended": "flesh_wounded", "wound": "elbow"}]}"#;
    let e = record(&mut store, c, elbow).unwrap_err();
    assert!(e.to_string().starts_with("participants[0].wound: \"elbow\" is not a location (head, chest"), "{e}");
    let mut qotd = Store::open_in_memory().unwrap();
    let q = campaign::create_demo(&mut qotd, Ruleset::Qotd, AT).unwrap().id;
    let in_qotd = r#"{"title": "X", "date": "1881-01-01", "participants": [{"character": "Dusty", "ended": "injured_with_cards", "wound": "legs"}]}"#;
    let e = record(&mut qotd, q, in_qotd).unwrap_err();
    assert!(e.to_string().starts_with("participants[0].wound: only fate-family games"), "{e}");
    assert!(games::list_games(&store, c).unwrap().is_empty());
    // A location die for a man with no wound is refused, and nothing is stored.
    let game = record(
        &mut store,
        c,
        r#"{"title": "Y", "date": "1880-05-02", "participants": [{"character": "Swede Larsen", "ended": "unhurt"}]}"#,
    )
    .unwrap();
    let e = games::record_aftermath_dice(
        &mut store,
        game,
        &entered(r#"{"rolls": [{"character": "Swede Larsen", "location_roll": 2}]}"#),
        AT,
    )
    .unwrap_err();
    assert_eq!(e.to_string(), "location_roll: Swede Larsen ended unhurt: there is no wound to place");
    assert!(games::get_game(&store, game).unwrap().status == games::GameStatus::Recorded);
}

const DRY_GULCH: &str = r#"{"title": "Showdown at Dry Gulch", "date": "1881-10-26", "participants": [
    {"character": "Doc Holliday", "ended": "injured_no_cards"},
    {"character": "Morgan Earp", "ended": "injured_no_cards"}]}"#;

#[test]
fn the_chronicle_tells_every_change_an_aftermath_applies() {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create_demo(&mut store, Ruleset::Qotd, AT).unwrap().id;
    let game = record(&mut store, c, DRY_GULCH).unwrap();
    // Doc 10: "Experience is a great Teacher!", a new trait; he holds three, a Main Character's
    // most, so it replaces Frail. Morgan 1, then 7 on He's Going!: a brush with death, and the
    // Brave become Ordinary (Reel 6).
    let rolls = entered(
        r#"{"rolls": [{"character": "Doc Holliday", "dice": [10, 2]},
                      {"character": "Morgan Earp", "dice": [1], "hes_going": [7]}]}"#,
    );
    let choices =
        games::parse_choices(r#"{"choices": [{"character": "Doc Holliday", "trait": "tough", "replace": "frail"}]}"#)
            .unwrap();
    let a = games::apply_aftermath(&mut store, game, &rolls, Some(&choices), AT + 20).unwrap();
    let changes: Vec<(String, String)> =
        a.entries.iter().flat_map(|e| e.changes.iter().map(|c| (e.name.clone(), c.clone()))).collect();
    for (name, change) in
        [("Doc Holliday", "Drops Frail."), ("Doc Holliday", "Gains Tough."), ("Morgan Earp", "Brave becomes Ordinary.")]
    {
        assert!(changes.contains(&(name.to_string(), change.to_string())), "{changes:?}");
    }
    let story = chronicle::of_campaign(&store, c).unwrap();
    for (name, change) in &changes {
        let line = format!("{name}: {change}");
        assert!(story.entries.iter().any(|e| e.text == line), "the chronicle lacks {line:?}: {:#?}", story.entries);
    }
    // Once each, not twice.
    for (name, change) in &changes {
        let line = format!("{name}: {change}");
        assert_eq!(story.entries.iter().filter(|e| e.text == line).count(), 1, "{line}");
    }
}

#[test]
fn the_chronicle_tells_a_fate_wound_and_the_kills_added_once_each() {
    let db = Db::new();
    let (mut store, c) = fate_demo(&db);
    let game = record(
        &mut store,
        c,
        r#"{"title": "Tin Cup", "date": "1880-05-02", "participants": [
            {"character": "Kid Kelly", "ended": "unhurt", "fired_at_opponent": true, "kills": [{"victim": "Doc Ames"}]},
            {"character": "Doc Ames", "ended": "dead"},
            {"character": "Marshal Dan Tolliver", "ended": "seriously_wounded", "wound": "legs"}]}"#,
    )
    .unwrap();
    let rolls = entered(r#"{"rolls": [{"character": "Kid Kelly", "skills": ["quick_shot", "agile"]}]}"#);
    games::apply_aftermath(&mut store, game, &rolls, None, AT + 20).unwrap();
    let story = chronicle::of_campaign(&store, c).unwrap();
    let texts: Vec<&str> = story.entries.iter().map(|e| e.text.as_str()).collect();
    for line in [
        "Marshal Dan Tolliver: Serious wound, legs.",
        "Kid Kelly promoted: Gunman → Shootist",
        "Kid Kelly gains the skill Agile",
    ] {
        assert_eq!(texts.iter().filter(|t| **t == line).count(), 1, "{line:?} once in {texts:#?}");
    }
    // The promotion, the skills and the kills are told once, not again as sheet changes.
    for told in ["Kid Kelly: Promoted from Gunman to Shootist.", "Kid Kelly: Gains Agile.", "Kid Kelly: Kills: 3 → 4."]
    {
        assert!(!texts.contains(&told), "{told:?} twice in {texts:#?}");
    }
    assert_eq!(texts.iter().filter(|t| t.contains("career kills 3 → 4")).count(), 1, "{texts:#?}");
}

#[test]
fn the_chronicle_gives_the_standing_the_roster_gives() {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create_demo(&mut store, Ruleset::Qotd, AT).unwrap().id;
    let game = record(
        &mut store,
        c,
        r#"{"title": "Short", "date": "1881-10-26", "participants": [{"character": "Wyatt Earp", "ended": "injured_with_cards"}]}"#,
    )
    .unwrap();
    // 4: "Patched Up!" — back with a card less.
    games::apply_aftermath(
        &mut store,
        game,
        &entered(r#"{"rolls": [{"character": "Wyatt Earp", "dice": [4, 2]}]}"#),
        None,
        AT + 20,
    )
    .unwrap();
    let standing = campaign::availability(&store, c).unwrap();
    let story = chronicle::of_campaign(&store, c).unwrap();
    for s in &story.characters {
        let a = standing.iter().find(|a| a.character_id == s.character_id).unwrap();
        assert_eq!((s.status, s.cards_lost, s.reduced_dice), (a.status, a.cards_lost, a.reduced_dice), "{}", s.name);
    }
    let wyatt = story.characters.iter().find(|s| s.name == "Wyatt Earp").unwrap();
    assert_eq!(wyatt.cards_lost, 1, "{wyatt:?}");
}
