//! `posse cast …`: casting scenarios end to end, read back from the database.

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
    assert_eq!(shown["pack_size"], 13 + 9 + 2);
    assert_eq!(shown["sides"][0]["player"], "Ann");

    let text = db.ok(&["cast", "show", &id]);
    assert!(text.contains("Wyatt Earp — Hero; A♥ K♥ Q♥ J♥; 2D10, take the best; disciplined"), "{text}");
    assert!(text.contains("Red Joker: Good luck"), "{text}");

    // What `show --json` prints is accepted back and casts the same.
    let round = db.write("shown.json", &shown.to_string());
    let copy = db.json(&["cast", "new", "--campaign", &campaign, "--file", &round, "--json"]);
    assert_eq!(copy["sides"], shown["sides"]);
    let edited = db.json(&["cast", "edit", &id, "--file", &round, "--json"]);
    assert_eq!(edited["sides"], shown["sides"]);
    assert_eq!(db.json(&["cast", "show", &id, "--json"])["sides"], shown["sides"]);

    let list = db.json(&["cast", "list", "--campaign", &campaign, "--json"]);
    assert_eq!(list.as_array().unwrap().len(), 2);
    assert_eq!(list[0]["sides"], json!(["The Earps (Ann, ♥)", "The Cowboys (Bob, ♠)"]));
    assert_eq!((list[0]["characters"].clone(), list[0]["extras"].clone()), (json!(8), json!(1)));
    let text = db.ok(&["cast", "list", "--campaign", &campaign]);
    assert!(
        text.contains(&format!(
            "#{id} Showdown at Dry Gulch — The Earps (Ann, ♥) v The Cowboys (Bob, ♠); 8 characters, 1 extras"
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
