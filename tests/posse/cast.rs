//! `posse cast …`: casting scenarios end to end, read back from the database.

use posse::campaign::games::{self, parse_game, parse_rolls, DiceSource};
use posse::campaign::{self, AvailabilityStatus};
use posse::dice::ActionDice;
use posse::error::ErrorCode;
use posse::rules::Ruleset;
use posse::store::Store;
use serde_json::{json, Value};

use super::support::Db;

const SCRIPT: &str = r#"{
  "title": "Showdown at Dry Gulch",
  "plot": "The Cowboys ride in at noon.",
  "set_notes": "Main street and the O.K. Corral.",
  "sides": [
    {"side": "The Earps", "player": "Ann",
     "characters": ["Dusty", "Doc Holliday", "Wyatt Earp", "Virgil Earp", "Morgan Earp"]},
    {"side": "The Cowboys", "player": "Bob", "characters": ["Johnny Ringo", "Ike Clanton", "Billy Clanton"],
     "extras": [{"name": "Old Grizzly", "beast": "large_carnivore"}]}
  ]
}"#;

fn demo(db: &Db) -> String {
    db.ok(&["demo"]).trim().to_string()
}

fn cards(member: &Value) -> Vec<String> {
    member["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let suit = match c["suit"].as_str().unwrap() {
                "hearts" => "♥",
                "spades" => "♠",
                "clubs" => "♣",
                _ => "♦",
            };
            format!("{}{suit}", c["rank"].as_str().unwrap())
        })
        .collect()
}

/// The script keys of a scenario as `show --json` prints it: title, plot, set notes, allocation and
/// each side's script keys.
fn script(scenario: &Value) -> Value {
    let sides: Vec<Value> = scenario["sides"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let keys = ["side", "player", "suit", "characters", "extras", "cards"];
            Value::Object(keys.iter().map(|k| (k.to_string(), s[*k].clone())).collect())
        })
        .collect();
    json!({"title": scenario["title"], "plot": scenario["plot"], "set_notes": scenario["set_notes"],
           "allocation": scenario["allocation"], "sides": sides})
}

fn member<'a>(scenario: &'a Value, name: &str) -> &'a Value {
    scenario["sides"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["cast"].as_array().unwrap())
        .find(|m| m["name"] == name)
        .unwrap_or_else(|| panic!("{name} is not cast"))
}

#[test]
fn new_show_list_edit_remove_and_the_json_round_trip() {
    let db = Db::new();
    let campaign = demo(&db);
    let file = db.write("dry-gulch.json", SCRIPT);
    let id = db.ok(&["cast", "new", "--campaign", &campaign, "--file", &file]).trim().to_string();
    assert!(id.parse::<i64>().is_ok(), "{id}");

    let shown = db.json(&["cast", "show", &id, "--json"]);
    assert_eq!(cards(member(&shown, "Wyatt Earp")), ["A♥", "K♥", "Q♥", "J♥"]);
    assert_eq!(cards(member(&shown, "Dusty")), ["2♥"]);
    assert_eq!(cards(member(&shown, "Old Grizzly")), ["6♠"]);
    assert_eq!(member(&shown, "Old Grizzly")["extra"], true);
    let jokers: Vec<&str> = shown["jokers"].as_array().unwrap().iter().map(|j| j["joker"].as_str().unwrap()).collect();
    assert_eq!(jokers, ["red", "black"]);
    // Old Grizzly's card waits outside the pack until the bear is activated (Reel 7).
    assert_eq!((shown["pack_size"].clone(), shown["beast_cards"].clone()), (json!(13 + 8 + 2), json!(1)));
    assert_eq!(shown["sides"][0]["player"], "Ann");

    let text = db.ok(&["cast", "show", &id]);
    assert!(
        text.contains("Wyatt Earp — Hero; A♥ K♥ Q♥ J♥; 2D10, take the best; Disciplined; Marksman, Quick Draw, Expert with 'Long' pistol; 'Long' pistol"),
        "{text}"
    );
    assert!(text.contains("Red Joker: Good luck"), "{text}");
    assert!(text.contains("DV 0, move 8 paces; No Armour"), "{text}");
    assert!(text.contains("1 beast's card held back"), "{text}");
    assert!(text.contains("Pack: 23 cards"), "{text}");

    // What `show --json` prints is accepted back and casts the same.
    let round = db.write("shown.json", &shown.to_string());
    let copy = db.json(&["cast", "new", "--campaign", &campaign, "--file", &round, "--json"]);
    assert_eq!(script(&copy), script(&shown));
    assert_eq!(copy["sides"], shown["sides"]);
    let edited = db.json(&["cast", "edit", &id, "--file", &round, "--json"]);
    assert_eq!(script(&edited), script(&shown));
    assert_eq!(edited["sides"], shown["sides"]);
    assert_eq!(db.json(&["cast", "show", &id, "--json"])["sides"], shown["sides"]);

    let list = db.json(&["cast", "list", "--campaign", &campaign, "--json"]);
    assert_eq!(list.as_array().unwrap().len(), 2);
    assert_eq!(list[0]["sides"], json!(["The Earps (Ann, ♥)", "The Cowboys (Bob, ♠)"]));
    assert_eq!((list[0]["characters"].clone(), list[0]["extras"].clone()), (json!(8), json!(1)));
    let text = db.ok(&["cast", "list", "--campaign", &campaign]);
    assert!(
        text.contains(&format!(
            "#{id} Showdown at Dry Gulch — The Earps (Ann, ♥) v The Cowboys (Bob, ♠); 8 characters, 1 extra"
        )),
        "{text}"
    );

    db.ok(&["cast", "remove", &id]);
    let e = db.fails(&["cast", "show", &id]);
    assert_eq!(e.trim(), format!("error[scenario_not_found]: scenario: {id} does not exist"));
    assert_eq!(db.json(&["cast", "list", "--campaign", &campaign, "--json"]).as_array().unwrap().len(), 1);
}

#[test]
fn extras_never_join_the_roster() {
    let db = Db::new();
    let campaign = demo(&db);
    let before = db.json(&["character", "list", "--campaign", &campaign, "--json"]);
    let file = db.write("s.json", SCRIPT);
    db.ok(&["cast", "new", "--campaign", &campaign, "--file", &file]);
    assert_eq!(db.json(&["character", "list", "--campaign", &campaign, "--json"]), before);
}

#[test]
fn a_fourteenth_card_and_other_mistakes_are_refused_with_the_field_and_nothing_is_saved() {
    let db = Db::new();
    let campaign = demo(&db);
    let mut script: Value = serde_json::from_str(SCRIPT).unwrap();
    script["sides"][0]["extras"] = json!([{"name": "Deputy Bill", "type": "minor"}]);
    let file = db.write("too-many.json", &script.to_string());
    let e = db.fails(&["cast", "new", "--campaign", &campaign, "--file", &file]);
    assert!(
        e.starts_with("error[too_many_cards]: sides[0]: The Earps, Ann, ♥: 14 cards are needed but a suit has 13: leave out Dusty (a Minor Character, 1 card)"),
        "{e}"
    );
    let e = db.fails(&["cast", "new", "--campaign", &campaign, "--file", &file, "--json"]);
    let body: Value = serde_json::from_str(&e).unwrap();
    assert_eq!(body["code"], "too_many_cards");

    script["sides"][0]["extras"] = json!([]);
    script["sides"][0]["cards"] = json!({"Wyatt Earp": ["A", "K", "Q"]});
    let file = db.write("count.json", &script.to_string());
    let e = db.fails(&["cast", "new", "--campaign", &campaign, "--file", &file]);
    assert!(e.starts_with("error[wrong_card_count]: sides[0].cards[\"Wyatt Earp\"]:"), "{e}");

    let file = db.write("bad.json", "{\"title\": \"T\",\n \"sides\": [}");
    let e = db.fails(&["cast", "new", "--campaign", &campaign, "--file", &file]);
    assert!(e.starts_with("error[malformed_json]:") && e.contains("line 2"), "{e}");

    let file = db.write(
        "unknown.json",
        r#"{"title": "T", "sides": [{"side": "The Earps", "characters": ["Dusty"]}], "director": "Al"}"#,
    );
    let e = db.fails(&["cast", "new", "--campaign", &campaign, "--file", &file]);
    assert!(e.starts_with("error[malformed_scenario]: scenario: unknown field `director`"), "{e}");

    let e = db.fails(&["cast", "new", "--campaign", "999", "--file", &file]);
    assert!(e.starts_with("error[campaign_not_found]"), "{e}");
    assert_eq!(db.json(&["cast", "list", "--campaign", &campaign, "--json"]), json!([]));
}

#[test]
fn a_seeded_draw_is_the_same_each_time_and_a_copy_is_a_new_scenario() {
    let db = Db::new();
    let campaign = demo(&db);
    let mut script: Value = serde_json::from_str(SCRIPT).unwrap();
    script["allocation"] = json!({"seed": 1881});
    let file = db.write("seeded.json", &script.to_string());
    let a = db.json(&["cast", "new", "--campaign", &campaign, "--file", &file, "--json"]);
    let b = db.json(&["cast", "preview", "--campaign", &campaign, "--file", &file, "--json"]);
    assert_eq!(a["sides"], b["sides"]);
    assert_eq!(a["allocation"], json!({"seed": 1881}));
    assert!(b["id"].is_null());
    let id = a["id"].to_string();
    let copy = db.json(&["cast", "new", "--from", &id, "--json"]);
    assert_ne!(copy["id"], a["id"]);
    assert_eq!(copy["title"], "Showdown at Dry Gulch (copy)");
    assert_eq!(copy["sides"], a["sides"]);
    assert_eq!((copy["plot"].clone(), copy["set_notes"].clone()), (a["plot"].clone(), a["set_notes"].clone()));
    assert_eq!(copy["allocation"], json!({"seed": 1881}));

    // A copy stays in its campaign: naming another is refused rather than ignored.
    let e = db.fails(&["cast", "new", "--from", &id, "--campaign", "2"]);
    assert!(e.contains("cannot be used with"), "{e}");
    // JavaScript keeps integers exact only below 2^53.
    script["allocation"] = json!({"seed": 9_007_199_254_740_993_u64});
    let file = db.write("big-seed.json", &script.to_string());
    let e = db.fails(&["cast", "new", "--campaign", &campaign, "--file", &file]);
    assert!(e.starts_with("error[malformed_scenario]: allocation.seed: 9007199254740993 is too large"), "{e}");
}

#[test]
fn a_fate_scenario_prints_its_deck() {
    let db = Db::new();
    let campaign = db.ok(&["demo", "--ruleset", "fate"]).trim().to_string();
    let detail = db.json(&["campaign", "show", &campaign, "--json"]);
    let side = &detail["sides"][0];
    let first = side["characters"][0]["name"].as_str().unwrap();
    let script = json!({"title": "Tin Cup", "sides": [{"side": side["id"], "characters": [first], "extras": [{"name": "Barkeep"}]}]});
    let file = db.write("fate.json", &script.to_string());
    let s = db.json(&["cast", "new", "--campaign", &campaign, "--file", &file, "--json"]);
    let titles: Vec<&str> =
        s["fate_deck"]["cards"].as_array().unwrap().iter().map(|c| c["title"].as_str().unwrap()).collect();
    assert_eq!(
        titles[..7],
        [
            first,
            "Barkeep",
            "Citizen Action Card",
            "Gunman Action Card",
            "Shootist Action Card",
            "Legend Action Card",
            "Joker"
        ]
    );
    let text = db.ok(&["cast", "show", &s["id"].to_string()]);
    assert!(text.contains("Fate deck (") && text.contains("Joker"), "{text}");
}

/// Wyatt, Dusty, Doc and Ike at Dry Gulch, as the table reported it.
const DRY_GULCH_GAME: &str = r#"{"title": "Showdown at Dry Gulch", "date": "1881-10-26", "participants": [
    {"character": "Wyatt Earp", "ended": "injured_with_cards"},
    {"character": "Dusty", "ended": "injured_with_cards"},
    {"character": "Doc Holliday", "ended": "injured_no_cards"},
    {"character": "Ike Clanton", "ended": "killed"},
    {"character": "Johnny Ringo", "ended": "uninjured", "kills": [{"victim": "Ike Clanton"}]}]}"#;

/// Wyatt 1 (I'm Exhausted!: one card less and reduced dice), Dusty 3 (one card less: a Minor
/// Character must rest), Doc 1 then 7 (He's Going! → misses the next adventure), Ringo 6 (fit).
const DRY_GULCH_ROLLS: &str = r#"{"rolls": [
    {"character": "Wyatt Earp", "dice": [1, 1]},
    {"character": "Dusty", "dice": [3]},
    {"character": "Doc Holliday", "dice": [1, 1], "hes_going": [7, 2]},
    {"character": "Johnny Ringo", "dice": [6, 2]}]}"#;

fn earps(names: &[&str]) -> Value {
    json!({"title": "Next", "sides": [{"side": "The Earps", "characters": names}]})
}

#[test]
fn after_a_real_game_and_its_aftermath_only_those_who_may_play_are_cast() {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create_demo(&mut store, Ruleset::Qotd, 1).unwrap().id;
    let before = campaign::create_scenario(&mut store, c, earps(&["Wyatt Earp", "Dusty"]), 2).unwrap();
    let game = games::record_game(&mut store, c, &parse_game(DRY_GULCH_GAME).unwrap(), 3).unwrap().id;

    // Awaiting the aftermath: refused, with what to do.
    let e = campaign::cast_preview(&store, c, earps(&["Wyatt Earp"])).unwrap_err();
    assert_eq!(e.code(), "character_unavailable");
    assert!(e.to_string().ends_with("whose aftermath is not applied yet: apply that aftermath first"), "{e}");
    // A scenario cast before still shows as it was cast.
    assert_eq!(campaign::get_scenario(&store, before.id.unwrap()).unwrap(), before);

    let rolls = DiceSource::Entered(parse_rolls(DRY_GULCH_ROLLS).unwrap());
    games::apply_aftermath(&mut store, game, &rolls, None, 4).unwrap();
    let refused = |name: &str| {
        let e = campaign::cast_preview(&store, c, earps(&[name])).unwrap_err();
        assert_eq!(e.code(), "character_unavailable", "{name}: {e}");
        e.to_string()
    };
    assert!(refused("Doc Holliday").contains("Must miss the next adventure."));
    let dusty = refused("Dusty");
    assert!(
        dusty.contains("Must miss the next adventure: a Minor Character with one card less has none to act on"),
        "{dusty}"
    );
    let e = campaign::cast_preview(
        &store,
        c,
        json!({"title": "T", "sides": [{"side": "The Cowboys", "characters": ["Ike Clanton"]}]}),
    )
    .unwrap_err();
    assert!(e.to_string().contains("cannot be cast: killed in \"Showdown at Dry Gulch\""), "{e}");

    // The board and `availability` say the same of Dusty.
    let board = campaign::casting_board(&store, c).unwrap();
    let standing = board.availability.iter().find(|a| a.name == "Dusty").unwrap();
    assert_eq!(standing.status, AvailabilityStatus::Missing);

    // Wyatt plays with 3 cards and 1D10.
    let s = campaign::cast_preview(&store, c, earps(&["Wyatt Earp", "Virgil Earp"])).unwrap();
    let wyatt = s.members().find(|m| m.name == "Wyatt Earp").unwrap();
    assert_eq!(wyatt.cards.len(), 3);
    assert_eq!((wyatt.cards_lost, wyatt.plays_reduced, wyatt.action_dice), (1, true, Some(ActionDice::ONE_D10)));
    let greyed: Vec<&str> = s.sides[0].unavailable.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(greyed, ["Doc Holliday", "Dusty"]);
}

#[test]
fn a_copy_after_the_aftermath_leaves_out_who_must_rest_and_deals_a_changed_hand_afresh() {
    let db = Db::new();
    let c = demo(&db);
    let one = db.write("one.json", &earps(&["Wyatt Earp", "Dusty"]).to_string());
    let first = db.ok(&["cast", "new", "--campaign", &c, "--file", &one]).trim().to_string();
    let mut named = earps(&["Wyatt Earp", "Dusty"]);
    named["sides"][0]["cards"] = json!({"Wyatt Earp": ["A", "K", "Q", "J"]});
    let two = db.write("two.json", &named.to_string());
    let second = db.ok(&["cast", "new", "--campaign", &c, "--file", &two]).trim().to_string();

    let game = db.write(
        "game.json",
        r#"{"title": "Dry Gulch", "date": "1881-10-26", "participants": [
            {"character": "Wyatt Earp", "ended": "injured_with_cards"}, {"character": "Dusty", "ended": "uninjured"}]}"#,
    );
    let game = db.ok(&["game", "record", "--campaign", &c, "--file", &game]).trim().to_string();
    let rolls = db.write(
        "rolls.json",
        r#"{"rolls": [{"character": "Wyatt Earp", "dice": [3, 2]}, {"character": "Dusty", "dice": [4]}]}"#,
    );
    db.ok(&["game", "apply", &game, "--rolls", &rolls]);
    let list = db.json(&["availability", "--campaign", &c, "--json"]);
    let dusty = list.as_array().unwrap().iter().find(|a| a["name"] == "Dusty").unwrap();
    assert_eq!(dusty["status"], "missing");

    let out = db.run(&["cast", "new", "--from", &first]);
    let warnings = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{warnings}");
    assert!(
        warnings.contains("Left out of the copy: Dusty: ") && warnings.contains("Must miss the next adventure"),
        "{warnings}"
    );
    let copy = db.json(&["cast", "show", String::from_utf8(out.stdout).unwrap().trim(), "--json"]);
    assert_eq!(cards(member(&copy, "Wyatt Earp")), ["A♥", "K♥", "Q♥"]);

    let out = db.run(&["cast", "new", "--from", &second, "--json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let copy: Value = serde_json::from_slice(&out.stdout).unwrap();
    let warnings: Vec<&str> = copy["warnings"].as_array().unwrap().iter().map(|w| w.as_str().unwrap()).collect();
    assert!(
        warnings.iter().any(|w| w.contains("the cards named for Wyatt Earp (A K Q J): Wyatt Earp is now due 3 cards")),
        "{warnings:?}"
    );
    assert_eq!(copy["sides"][0]["cards"], json!({}));
    assert_eq!(cards(member(&copy, "Wyatt Earp")), ["A♥", "K♥", "Q♥"]);
}

#[test]
fn a_rename_keeps_the_round_trip_and_removal_names_who_was_removed() {
    let db = Db::new();
    let c = demo(&db);
    let mut named = earps(&["Wyatt Earp", "Dusty"]);
    named["sides"][0]["cards"] = json!({"Wyatt Earp": ["2", "3", "4", "5"]});
    let file = db.write("s.json", &named.to_string());
    let id = db.ok(&["cast", "new", "--campaign", &c, "--file", &file]).trim().to_string();
    let shown = db.json(&["cast", "show", &id, "--json"]);
    let wyatt = member(&shown, "Wyatt Earp")["character_id"].to_string();
    assert_eq!(shown["sides"][0]["cards"], json!({ wyatt.clone(): ["2", "3", "4", "5"] }));

    let mut sheet = db.json(&["character", "show", &wyatt, "--json"]);
    let sheet = {
        let keep = ["name", "type", "personality", "traits", "weapons", "armour", "shield", "notes"];
        sheet["name"] = json!("Wyatt Berry Stapp Earp");
        Value::Object(
            keep.iter().filter(|k| !sheet[**k].is_null()).map(|k| (k.to_string(), sheet[*k].clone())).collect(),
        )
    };
    let sheet_file = db.write("wyatt.json", &sheet.to_string());
    db.ok(&["character", "edit", &wyatt, "--file", &sheet_file]);
    let file = db.write("shown.json", &db.ok(&["cast", "show", &id, "--json"]));
    let edited = db.json(&["cast", "edit", &id, "--file", &file, "--json"]);
    assert_eq!(cards(member(&edited, "Wyatt Berry Stapp Earp")), ["5♥", "4♥", "3♥", "2♥"]);
    assert_eq!(script(&edited), script(&shown));

    let dusty = member(&shown, "Dusty")["character_id"].to_string();
    db.ok(&["character", "remove", &dusty]);
    let e = db.fails(&["cast", "edit", &id, "--file", &file]);
    assert_eq!(
        e.trim(),
        format!("error[unknown_character]: sides[0].characters[1]: Dusty (#{dusty}) was removed from the roster")
    );
    let out = db.run(&["cast", "new", "--from", &id]);
    let warnings = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{warnings}");
    assert!(
        warnings.contains(&format!("Left out of the copy: Dusty (#{dusty}) was removed from the roster")),
        "{warnings}"
    );
}
