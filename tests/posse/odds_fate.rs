//! `posse odds fate` and `posse roll fate` end to end: the issue's "Done when" (a Shootist with
//! Quick shot and Very Strong blazing away at a man in cover; a duel against a Legend; the 36 chits
//! of the house grid), inline characters on a database that is never created, and the errors.

use serde_json::Value;

use super::support::Db;

const DONE_WHEN_SHOT: [&str; 17] = [
    "odds",
    "fate",
    "fire",
    "--class",
    "shootist",
    "--skill",
    "quick_shot",
    "--skill",
    "strong",
    "--skill",
    "strong",
    "--weapon",
    "six_shooter",
    "--range",
    "7",
    "--blaze",
    "--cover",
];

fn with<'a>(base: &[&'a str], more: &[&'a str]) -> Vec<&'a str> {
    base.iter().chain(more).copied().collect()
}

#[test]
fn a_very_strong_quick_shot_shootist_blazing_at_a_man_in_cover() {
    let db = Db::new();
    let odds = db.json(&with(&DONE_WHEN_SHOT, &["--json"]));
    assert_eq!(odds["at_least_one_hit"]["exact"], "1019/1944");
    let p = odds["at_least_one_hit"]["probability"].as_f64().unwrap();
    assert!((p - 1019.0 / 1944.0).abs() < 1e-12, "{p}");
    let hits: Vec<f64> = odds["hits"].as_array().unwrap().iter().map(|h| h["probability"].as_f64().unwrap()).collect();
    // A six-shooter blazing away scores three hits at most, Quick shot one more.
    assert_eq!(odds["plan"]["max_hits"], 4);
    assert_eq!(hits.len(), 5);
    assert!((hits.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    assert!(hits.iter().all(|p| (0.0..=1.0).contains(p)));
    for field in ["out_of_ammo", "jammed"] {
        let p = odds[field]["probability"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&p), "{field}: {p}");
    }
    let reasons: Vec<&str> =
        odds["plan"]["reasons"].as_array().unwrap().iter().map(|r| r["text"].as_str().unwrap()).collect();
    assert!(reasons.iter().any(|r| r.contains("Quick")), "{reasons:?}");
    assert!(reasons.iter().any(|r| r.contains("cover") || r.contains("Cover")), "{reasons:?}");

    let text = db.ok(&DONE_WHEN_SHOT);
    assert!(text.contains("52.42%") && text.contains("1019/1944"), "{text}");
    assert!(text.contains("Reasons:"), "{text}");
    db.assert_never_created();
}

#[test]
fn without_blaze_or_deliberate_both_ways_of_firing_are_weighed() {
    let db = Db::new();
    let args = ["odds", "fate", "fire", "--class", "gunman", "--weapon", "six_shooter", "--range", "7", "--json"];
    let both = db.json(&args);
    assert!(both["deliberate"]["at_least_one_hit"]["exact"].is_string(), "{both}");
    assert!(both["blaze_away"]["at_least_one_hit"]["exact"].is_string(), "{both}");
    let citizen =
        db.json(&["odds", "fate", "fire", "--class", "citizen", "--weapon", "six_shooter", "--range", "7", "--json"]);
    assert_eq!(citizen["deliberate"], Value::Null);
    assert_eq!(citizen["deliberate_refused"]["code"], "citizen_deliberate");
    db.assert_never_created();
}

#[test]
fn a_duel_against_a_legend_favours_the_legend() {
    let db = Db::new();
    let duel = db.json(&["odds", "fate", "duel", "--class", "shootist", "--other-class", "legend", "--json"]);
    let (first, second, together) = (
        duel["first_fires_first"]["probability"].as_f64().unwrap(),
        duel["second_fires_first"]["probability"].as_f64().unwrap(),
        duel["together"]["probability"].as_f64().unwrap(),
    );
    assert!(second > first, "the Legend should be favoured: {duel}");
    assert!((first + second + together - 1.0).abs() < 1e-12);
    assert_eq!(duel["favoured"], duel["second"]["name"]);
    assert!(duel["second"]["name"].as_str().unwrap().contains("Legend"));
    let text = db.ok(&["odds", "fate", "duel", "--class", "shootist", "--other-class", "legend"]);
    assert!(text.contains("Favoured: The second duellist (Legend)"), "{text}");
    db.assert_never_created();
}

#[test]
fn a_nerve_test_and_a_fight_need_no_database() {
    let db = Db::new();
    let nerve = db.json(&["odds", "fate", "nerve", "--class", "legend", "--json"]);
    let holds = nerve["holds"]["probability"].as_f64().unwrap();
    assert!(holds > 0.0 && holds <= 1.0);
    assert!(nerve["holds"]["exact"].as_str().unwrap().contains('/') || holds == 1.0);
    let text = db.ok(&["odds", "fate", "nerve", "--class", "legend"]);
    assert!(text.contains("Holds his nerve") && text.contains("Reasons:"), "{text}");

    let fight = db.json(&["odds", "fate", "fight", "--class", "gunman", "--target-class", "citizen", "--json"]);
    let p = fight["at_least_one_hit"]["probability"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&p));
    assert!(fight["attack"]["reasons"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r["text"].as_str().unwrap().contains("house table")));
    db.assert_never_created();
}

#[test]
fn options_switch_on_the_1996_rules() {
    let db = Db::new();
    let playsheet = db.json(&with(&DONE_WHEN_SHOT, &["--json"]));
    let ansell = db.json(&with(&DONE_WHEN_SHOT, &["--option", "jams=ansell_1996", "--json"]));
    assert_ne!(playsheet["jammed"]["exact"], ansell["jammed"]["exact"]);
    let err = db.fails(&with(&DONE_WHEN_SHOT, &["--option", "jams=sometimes"]));
    assert!(err.starts_with("error[bad_option]:") && err.contains("jams"), "{err}");
    db.assert_never_created();
}

#[test]
fn the_house_grid_lists_36_chits_labelled_house_table() {
    let db = Db::new();
    let table = db.json(&["tables", "show", "fate.hit_location_house_grid", "--json"]);
    assert!(table["info"]["title"].as_str().unwrap().contains("house table"), "{}", table["info"]);
    let rows = table["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 6);
    let mut chits = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let cells = row["cells"].as_array().unwrap();
        assert_eq!(cells.len(), 7, "the location and six effect rolls: {row}");
        assert!(cells[0]["text"].as_str().unwrap().starts_with(&format!("{}: ", i + 1)), "{row}");
        chits.extend(cells[1..].iter().map(|c| c["text"].as_str().unwrap().to_string()));
    }
    assert_eq!(chits.len(), 36);
    assert!(chits.iter().all(|c| !c.is_empty()));
    assert!(chits.iter().any(|c| c == "Dead") && chits.iter().any(|c| c == "Graze"));
    let text = db.ok(&["tables", "show", "fate.hit_location_house_grid"]);
    assert!(text.contains("house table"), "{text}");
    db.assert_never_created();
}

#[test]
fn the_list_of_tests() {
    let db = Db::new();
    let list = db.json(&["odds", "fate", "--list", "--json"]);
    let ids: Vec<&str> = list.as_array().unwrap().iter().map(|t| t["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["fire", "nerve", "duel", "fight", "hit", "move", "fix_gun"]);
    let text = db.ok(&["odds", "fate", "--list"]);
    assert!(text.contains("fire") && text.contains("duel"), "{text}");
    db.assert_never_created();
}

#[test]
fn bad_inline_characters_name_the_field() {
    let db = Db::new();
    let err = db.fails(&["odds", "fate", "nerve", "--class", "gunslinger"]);
    assert!(err.starts_with("error[unknown_class]: character: class:"), "{err}");
    let err = db.fails(&["odds", "fate", "nerve", "--class", "gunman", "--skill", "quick_shoot"]);
    assert!(err.starts_with("error[unknown_skill]: character: skills[0]:"), "{err}");
    let err = db.fails(&["odds", "fate", "fire", "--class", "gunman", "--range", "7"]);
    assert!(err.starts_with("error[no_weapon]: weapon:"), "{err}");
    let err = db.fails(&["odds", "fate", "fire", "--class", "gunman", "--weapon", "ray_gun", "--range", "7"]);
    assert!(err.starts_with("error[unknown_weapon]: shooter: weapons[0]:"), "{err}");
    let err = db.fails(&["odds", "fate", "nerve"]);
    assert!(err.starts_with("error[no_character]: character:"), "{err}");
    let err = db.fails(&["odds", "fate", "nerve", "--class", "gunslinger", "--json"]);
    let body: Value = serde_json::from_str(err.trim()).unwrap();
    assert_eq!(body["code"], "unknown_class");
    let err = db.fails(&["odds", "fate", "nerve", "--character", "3"]);
    assert!(err.starts_with("error[no_database]:"), "{err}");
    let err = db.fails(&["odds", "fate"]);
    assert!(err.starts_with("error[no_test]:"), "{err}");
    db.assert_never_created();
}

#[test]
fn rolls_are_seeded() {
    let db = Db::new();
    let fire = with(&["roll"], &DONE_WHEN_SHOT[1..]);
    let a = db.json(&with(&fire, &["--seed", "7", "--json"]));
    let b = db.json(&with(&fire, &["--seed", "7", "--json"]));
    assert_eq!(a, b);
    assert_eq!(a["seed"], 7);
    assert_eq!(a["roll"]["dice"].as_array().unwrap().len() as u64, a["plan"]["thrown"].as_u64().unwrap());
    for test in [
        vec!["roll", "fate", "nerve", "--class", "citizen"],
        vec!["roll", "fate", "duel", "--class", "gunman", "--other-class", "legend"],
        vec!["roll", "fate", "fight", "--class", "gunman", "--target-class", "warrior"],
        vec!["roll", "fate", "move", "--class", "citizen"],
        vec!["roll", "fate", "fix_gun"],
    ] {
        let json = db.json(&with(&test, &["--seed", "3", "--json"]));
        assert_eq!(json["test"], test[2].replace('-', "_"));
        let text = db.ok(&with(&test, &["--seed", "3"]));
        assert!(text.contains("Result:"), "{text}");
    }
    db.assert_never_created();
}

#[test]
fn qotd_odds_still_take_their_ruleset_argument() {
    let db = Db::new();
    let err = db.fails(&["odds", "boot_hill", "shot"]);
    assert!(err.starts_with("error[unknown_ruleset]:"), "{err}");
    db.ok(&["odds", "qotd", "--list"]);
    db.assert_never_created();
}

#[test]
fn roster_characters_play_by_their_campaign() {
    let db = Db::new();
    db.ok(&["demo", "--ruleset", "fate"]);
    let campaign = db.json(&["campaign", "show", "1", "--json"]);
    let id_of = |name: &str| -> String {
        let sides = campaign["sides"].as_array().unwrap();
        let c = sides.iter().flat_map(|s| s["characters"].as_array().unwrap()).find(|c| c["name"] == name);
        c.unwrap_or_else(|| panic!("no {name} in {campaign}"))["id"].to_string()
    };
    let (kid, legend, marshal) = (id_of("Kid Kelly"), id_of("Black Jack Ketchum"), id_of("Marshal Dan Tolliver"));
    let duel = db.json(&["odds", "fate", "duel", &legend, &marshal, "--json"]);
    assert_eq!(duel["favoured"], "Black Jack Ketchum");
    let fire = db.json(&["odds", "fate", "fire", "--shooter", &kid, "--range", "7", "--blaze", "--json"]);
    assert_eq!(fire["plan"]["weapon"], "six_shooter", "his own weapon when --weapon is not given");
    let mixed = db.json(&["odds", "fate", "duel", &kid, "--other-class", "legend", "--json"]);
    assert_eq!(mixed["first"]["name"], "Kid Kelly");
    db.ok(&["odds", "fate", "nerve", "--character", &marshal]);

    db.ok(&["demo"]);
    let qotd = db.json(&["campaign", "show", "2", "--json"]);
    let wyatt = qotd["sides"][0]["characters"][0]["id"].to_string();
    let err = db.fails(&["odds", "fate", "nerve", "--character", &wyatt]);
    assert!(err.starts_with("error[not_a_fate_character]:"), "{err}");
    let err = db.fails(&["odds", "qotd", "wanting_to_shoot", "--character", &kid]);
    assert!(err.starts_with("error[wrong_ruleset]:"), "{err}");
}

#[test]
fn an_unknown_fate_test_is_refused_with_the_valid_ones() {
    let db = Db::new();
    let err = db.fails(&["odds", "fate", "courage", "--type", "hero"]);
    assert!(err.starts_with("error[unknown_test]:") && err.contains("fire, nerve, duel, fight"), "{err}");
    let err = db.fails(&["roll", "fate", "--json", "courage"]);
    let body: Value = serde_json::from_str(err.trim()).unwrap();
    assert_eq!(body["code"], "unknown_test");
    assert!(body["message"].as_str().unwrap().contains("fix_gun"));
    db.assert_never_created();
}

#[test]
fn inline_wounds_take_dice_away() {
    let db = Db::new();
    let fire = ["odds", "fate", "fire", "--class", "gunman", "--weapon", "six_shooter", "--range", "7", "--blaze"];
    let whole = db.json(&with(&fire, &["--json"]));
    let hurt = db.json(&with(&fire, &["--wound", "serious:chest", "--json"]));
    let dice = |o: &Value| o["plan"]["dice"].as_i64().unwrap();
    assert_eq!(dice(&hurt), dice(&whole) - 2, "a serious wound: −2 dice");
    let err = db.fails(&with(&fire, &["--wound", "serious:tail"]));
    assert!(err.starts_with("error[unknown_location]: shooter: wounds[0]:"), "{err}");
    db.assert_never_created();
}

/// The chance of a result in `posse odds fate hit --json`, as its exact fraction.
fn exact(odds: &Value, name: &str) -> String {
    let r = odds["results"].as_array().unwrap().iter().find(|r| r["name"] == name);
    r.map_or("0".to_string(), |r| r["chance"]["exact"].as_str().unwrap().to_string())
}

#[test]
fn a_hit_reads_the_trwnn_chart_by_default_with_its_own_modifiers() {
    let db = Db::new();
    let plain = db.json(&["odds", "fate", "hit", "--json"]);
    assert_eq!(plain["table"], "trwnn_2003");
    assert_eq!(plain["table_label"], "TRWNN playsheet 2, 2003 edition, fan reconstruction");
    // "Tally: 7 Graze, … 5 Dead = 36."
    assert_eq!((exact(&plain, "Graze"), exact(&plain, "Dead")), ("7/36".to_string(), "5/36".to_string()));
    // "muzzle-loader +2": effect columns 3 to 6 only; Dead in Head 5–6, Chest 6, Belly 5–6 → 11 of 36.
    let musket = db.json(&["odds", "fate", "hit", "--weapon", "muzzle_loading_rifle", "--json"]);
    assert_eq!((exact(&musket, "Graze"), exact(&musket, "Dead")), ("0".to_string(), "11/36".to_string()));
    let text = db.ok(&["odds", "fate", "hit", "--weapon", "muzzle_loading_rifle"]);
    assert!(text.contains("Muzzle-loader (TRWNN chart): +2"), "{text}");
    // The house grid (option hit_location=house) has no muzzle-loader modifier.
    let house = db.json(&["odds", "fate", "hit", "--weapon", "musket", "--option", "hit_location=house", "--json"]);
    assert_eq!(house["table"], "house");
    assert_eq!(house["plan"]["modifier"], 0);
    assert_eq!(exact(&house, "Dead"), "1/9", "4 of the 36 chits");
    db.assert_never_created();
}

/// Issue 21, item 5. 1996, Fighting: "If he has been knocked out, the attacker automatically scores
/// a hit with each dice he throws … Graze or flesh wound becomes a serious wound. And a serious wound
/// either also causes the severing of a limb or the head, or runs through the body … Victims who are
/// shot! or knifed! are treated exactly as if they had been shot in normal firing".
#[test]
fn a_knocked_out_man_is_left_no_graze_or_flesh_wound_and_a_knifed_man_is_shot_as_in_normal_firing() {
    let db = Db::new();
    for weapon in ["knife", "six_shooter"] {
        let out = db.json(&["odds", "fate", "hit", "--weapon", weapon, "--knocked-out", "--json"]);
        assert_eq!((exact(&out, "Graze"), exact(&out, "Flesh wound")), ("0".to_string(), "0".to_string()), "{weapon}");
        let worse: Vec<&str> =
            out["helpless"].as_array().unwrap().iter().map(|e| e["helpless"].as_str().unwrap()).collect();
        for how in ["made_serious", "limb_severed", "run_through"] {
            assert!(worse.contains(&how), "{how} in {worse:?}");
        }
    }
    // A standing man knifed reads the chart as a bullet's hit: a knife is no worse.
    let knifed = db.json(&["odds", "fate", "hit", "--weapon", "knife", "--json"]);
    let shot = db.json(&["odds", "fate", "hit", "--weapon", "six_shooter", "--json"]);
    assert_eq!(exact(&knifed, "Graze"), "7/36");
    assert_eq!(knifed["results"], shot["results"]);
    let roll = db.json(&["roll", "fate", "hit", "--weapon", "sword", "--knocked-out", "--seed", "4", "--json"]);
    assert!(roll["roll"]["outcome"]["location"].is_string(), "{roll}");
    let text = db.ok(&["odds", "fate", "hit", "--weapon", "knife", "--knocked-out"]);
    assert!(text.contains("A knocked-out victim:"), "{text}");
    db.assert_never_created();
}

#[test]
fn a_punch_reads_the_fighting_results_and_a_shot_needs_ammo() {
    let db = Db::new();
    let fight = ["odds", "fate", "fight", "--class", "gunman", "--target-class", "gunman"];
    let blows = |extra: &[&str]| -> Vec<String> {
        let o = db.json(&with(&with(&fight, extra), &["--json"]));
        o["blows"].as_array().unwrap().iter().map(|b| b["blow"].as_str().unwrap().to_string()).collect()
    };
    let fists = blows(&["--fists"]);
    assert!(fists.iter().all(|b| !["struck", "knifed", "shot"].contains(&b.as_str())), "{fists:?}");
    assert!(blows(&[]).contains(&"shot".to_string()), "his gun in hand");
    assert!(!blows(&["--out-of-ammo"]).contains(&"shot".to_string()), "out of ammo: a shot! is no effect");
    assert!(blows(&["--blade"]).contains(&"knifed".to_string()));
    let text = db.ok(&with(&fight, &["--blade"]));
    assert!(text.contains("fighting results (house table)") && text.contains("Knifed!"), "{text}");
    let rolled = db.json(&[
        "roll",
        "fate",
        "fight",
        "--class",
        "legend",
        "--target-class",
        "citizen",
        "--defender",
        "knocked_out",
        "--blade",
        "--seed",
        "9",
        "--json",
    ]);
    assert_eq!(rolled["roll"]["blows"].as_array().unwrap().len(), 5, "every die hits a knocked-out man");
    let wounding = rolled["roll"]["blows"].as_array().unwrap().iter().filter(|b| b["blow"] == "knifed").count();
    assert_eq!(rolled["roll"]["wounds"].as_array().unwrap().len(), wounding);
    db.assert_never_created();
}

#[test]
fn a_flag_that_does_not_apply_is_refused_with_the_reason() {
    let db = Db::new();
    let refused = |args: &[&str], flag: &str| {
        let err = db.fails(args);
        assert!(err.starts_with(&format!("error[not_applicable]: {flag}:")), "{args:?}: {err}");
    };
    refused(&["odds", "fate", "hit", "--weapon", "six_shooter", "--range", "5"], "--range");
    refused(&["odds", "fate", "hit", "--weapon", "knife", "--knocked-out", "--wooden-cover"], "--wooden-cover");
    refused(&["odds", "fate", "hit", "--shift", "1"], "--shift");
    refused(&["roll", "fate", "hit", "--shift", "1"], "--shift");
    refused(&["odds", "fate", "hit", "--class", "gunman", "--hand", "left"], "--hand");
    refused(&["odds", "fate", "nerve", "--class", "gunman", "--near-boss"], "--near-boss");
    refused(&["odds", "fate", "nerve", "--class", "gunman", "--hand", "left"], "--hand");
    refused(&["odds", "fate", "nerve", "--class", "gunman", "--skill", "boss", "--side-boss", "1"], "--side-boss");
    refused(&["roll", "fate", "move", "--class", "gunman", "--swift-extra"], "--swift-extra");
    refused(&["roll", "fate", "move", "--class", "gunman", "--kind", "in_building", "--terrain", "dense"], "--terrain");
    let fight = ["odds", "fate", "fight", "--class", "gunman", "--target-class", "gunman"];
    refused(&with(&fight, &["--defender", "knocked_out", "--target-blade"]), "--target-blade");
    refused(&with(&fight, &["--hand", "left"]), "--hand");
    let err = db.fails(&with(&fight, &["--fists", "--out-of-ammo"]));
    assert!(err.contains("--out-of-ammo") || err.contains("--fists"), "{err}");
    let fire = ["odds", "fate", "fire", "--class", "gunman", "--weapon", "six_shooter", "--range", "4", "--blaze"];
    refused(&with(&fire, &["--context", r#"{"expert_rider": true}"#]), "expert_rider");
    refused(&with(&fire, &["--target-class", "gunman", "--target-wound", "flesh:legs"]), "--target-wound");
    // What does apply still works.
    db.ok(&["roll", "fate", "hit", "--class", "gunman", "--skill", "marksman", "--shift", "-1", "--seed", "2"]);
    db.ok(&["odds", "fate", "nerve", "--class", "gunman", "--side-boss", "1", "--near-boss"]);
    db.ok(&with(&fire, &["--context", r#"{"expert_rider": true, "horseback_dice": 2}"#]));
    db.assert_never_created();
}

/// The app's "Roll it" (`rules::fate::throw`) throws the dice `posse roll fate … --seed N` throws.
#[test]
fn the_app_rolls_the_dice_the_command_line_rolls_for_a_seed() {
    use posse::rules::fate::duel::Facing;
    use posse::rules::fate::nerve::NerveContext;
    use posse::rules::fate::shooting::{Fire, ShotContext};
    use posse::rules::fate::{throw, Character, CharacterSheet, FateOptions, Weapon};

    let db = Db::new();
    let o = FateOptions::default();
    let of = |class: &str| {
        let sheet: CharacterSheet = serde_json::from_value(serde_json::json!({"name": "X", "class": class})).unwrap();
        Character::from_sheet(&sheet, &o).unwrap()
    };
    let cli = db.json(&[
        "roll",
        "fate",
        "fire",
        "--class",
        "shootist",
        "--weapon",
        "six_shooter",
        "--range",
        "7",
        "--blaze",
        "--seed",
        "5",
        "--json",
    ]);
    let ctx = ShotContext { range: 7.0, fire: Fire::BlazeAway, ..Default::default() };
    let app = throw::throw_shot(&of("shootist"), Weapon::SixShooter, &ctx, None, &o, 5).unwrap();
    assert_eq!(cli["roll"], serde_json::to_value(&app.roll).unwrap());

    let cli = db.json(&["roll", "fate", "nerve", "--class", "gunman", "--seed", "11", "--json"]);
    let app = throw::throw_nerve(&of("gunman"), &NerveContext::default(), 11);
    assert_eq!(cli["roll"], serde_json::to_value(&app.roll).unwrap());

    let cli =
        db.json(&["roll", "fate", "duel", "--class", "gunman", "--other-class", "legend", "--seed", "3", "--json"]);
    let app = throw::throw_duel(&of("gunman"), Facing::default(), &of("legend"), Facing::default(), 3);
    assert_eq!(cli["roll"]["first"], serde_json::to_value(&app.first_roll).unwrap());
    assert_eq!(cli["roll"]["second"], serde_json::to_value(&app.second_roll).unwrap());
    assert_eq!(cli["roll"]["outcome"], serde_json::to_value(app.outcome).unwrap());
}
