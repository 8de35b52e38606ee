//! The West That Wasn't campaigns end to end through the CLI, read back from the database: heroes
//! added, shown, edited and refused; a game's wounds and Conc written by its aftermath (and taken
//! back by undo); death; export and import; the roster sheet.

use serde_json::Value;

use super::support::Db;

const MIRANDA: &str = r#"{
    "name": "Miranda Valentine",
    "traits": {"strength": 2, "dexterity": 3, "quickness": 4, "coordination": 4},
    "skills": {"coordination": {"shooting_rifle": 3}, "quickness": {"initiative": 2}},
    "notes": "Sharps rifle."
}"#;

fn campaign_with_a_side(db: &Db) -> (String, String) {
    let campaign = db.ok(&["campaign", "new", "Legless Gulch", "--ruleset", "twtw"]).trim().to_string();
    let side = db.ok(&["side", "add", "--campaign", &campaign, "The Posse"]).trim().to_string();
    (campaign, side)
}

#[test]
fn a_hero_is_added_shown_and_accepted_back_as_shown() {
    let db = Db::new();
    let (campaign, side) = campaign_with_a_side(&db);
    let file = db.write("miranda.json", MIRANDA);
    let id = db.ok(&["character", "add", "--side", &side, "--file", &file]).trim().to_string();
    let shown: Value = db.json(&["character", "show", &id, "--json"]);
    assert_eq!(shown["ruleset"], "twtw");
    assert_eq!(shown["traits"]["reflex"], 2, "a trait not given is Normal");
    assert_eq!(shown["derived"]["initiative"]["value"], "2d10");
    assert_eq!(shown["derived"]["conc"], 14);
    let rifle = shown["derived"]["skills"].as_array().unwrap().iter().find(|s| s["id"] == "shooting_rifle").unwrap();
    assert_eq!(rifle["pool"], "3d10");

    // What show --json prints is accepted back by edit, changing nothing but what was edited.
    let mut edited = shown.clone();
    edited["wounds"] = serde_json::json!({"left_leg": 2});
    let file = db.write("edited.json", &edited.to_string());
    db.ok(&["character", "edit", &id, "--file", &file]);
    let again: Value = db.json(&["character", "show", &id, "--json"]);
    assert_eq!(again["wounds"]["left_leg"], 2);
    assert_eq!(again["derived"]["worst_wound"], "Light");
    assert_eq!(again["derived"]["aps_now"], 8, "10 APs less a Light wound's 2");

    let text = db.ok(&["character", "show", &id]);
    assert!(text.contains("Shooting: Rifle 3d10 (level 3 under Coordination)"), "{text}");
    assert!(text.contains("Light: −2 AP, Stun TN 5"), "{text}");

    // Undo takes the edit back.
    db.ok(&["undo", "--campaign", &campaign]);
    let undone: Value = db.json(&["character", "show", &id, "--json"]);
    assert_eq!(undone["wounds"], serde_json::json!({}));
}

#[test]
fn a_bad_hero_names_every_problem_and_nothing_is_stored() {
    let db = Db::new();
    let (campaign, side) = campaign_with_a_side(&db);
    let file = db.write(
        "bad.json",
        r#"{"name": "X", "traits": {"coordination": 7, "brawm": 2}, "skills": {"coordination": {"shooting_rifle": 0}},
            "wounds": {"tail": 1}}"#,
    );
    let e = db.fails(&["character", "add", "--side", &side, "--file", &file]);
    assert!(e.starts_with("error[unknown_trait]"), "{e}");
    for part in [
        "traits.coordination: rank 7",
        "traits.brawm: not a trait",
        "skills.coordination.shooting_rifle: level 0",
        "wounds.tail: not a location",
    ] {
        assert!(e.contains(part), "{part}: {e}");
    }
    let list = db.ok(&["character", "list", "--campaign", &campaign]);
    assert!(list.starts_with("No characters yet"), "{list}");
    // A fate sheet does not belong in a TWTW campaign.
    let fate = db.write("fate.json", r#"{"name": "Kid", "class": "gunman"}"#);
    let e = db.fails(&["character", "add", "--side", &side, "--file", &fate]);
    assert!(e.contains("unknown field `class`"), "{e}");
}

#[test]
fn a_game_s_wounds_and_conc_are_written_by_its_aftermath_and_undone_with_it() {
    let db = Db::new();
    let campaign = db.ok(&["demo", "--ruleset", "twtw"]).trim().to_string();
    let game = db.write(
        "game.json",
        r#"{"title": "The Perkins brothers", "date": "1876-05-01", "participants": [
            {"character": "Cyril Wellington", "ended": "wounded", "wounds": {"belly": 1}, "conc": 3},
            {"character": "Pete Perkins", "ended": "dead", "wounds": {"vitals": 3}},
            {"character": "Clem Perkins", "ended": "unconscious", "conc": 16}]}"#,
    );
    let id = db.ok(&["game", "record", "--campaign", &campaign, "--file", &game]).trim().to_string();
    let preview = db.json(&["game", "aftermath", &id, "--json"]);
    let cyril = preview["entries"].as_array().unwrap().iter().find(|e| e["name"] == "Cyril Wellington").unwrap();
    let results: Vec<&str> = cyril["results"].as_array().unwrap().iter().map(|r| r.as_str().unwrap()).collect();
    assert!(results.contains(&"1 wound to the torso (now 1: Flesh Wound)."), "{results:?}");
    assert!(results.contains(&"3 Conc lost (11 of 14 left)."), "{results:?}");
    let changes: Vec<&str> = cyril["changes"].as_array().unwrap().iter().map(|r| r.as_str().unwrap()).collect();
    assert!(changes.contains(&"Torso: 1 wound."), "{changes:?}");
    assert!(results.iter().any(|r| r.contains("no experience rules")), "{results:?}");

    db.ok(&["game", "apply", &id]);
    let cyril_id = db
        .json(&["character", "list", "--campaign", &campaign, "--json"])
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "Cyril Wellington")
        .unwrap()["id"]
        .to_string();
    let after: Value = db.json(&["character", "show", &cyril_id, "--json"]);
    assert_eq!((after["wounds"]["torso"].as_u64(), after["conc_lost"].as_u64()), (Some(1), Some(3)));
    let standing = db.json(&["availability", "--campaign", &campaign, "--json"]);
    let status = |name: &str| {
        standing.as_array().unwrap().iter().find(|a| a["name"] == name).unwrap()["status"].as_str().unwrap().to_string()
    };
    assert_eq!(status("Pete Perkins"), "dead");
    assert_eq!(status("Cyril Wellington"), "available");
    assert_eq!(status("Clem Perkins"), "available");

    // Undo takes the whole aftermath back.
    let undone = db.ok(&["undo", "--campaign", &campaign]);
    assert!(undone.contains("Applied the aftermath of \"The Perkins brothers\""), "{undone}");
    let back: Value = db.json(&["character", "show", &cyril_id, "--json"]);
    assert_eq!((back["wounds"].clone(), back["conc_lost"].as_u64()), (serde_json::json!({}), Some(0)));

    // Refused: wounds for an unhurt hero, an unknown location, and fate endings.
    let bad = db.write(
        "bad.json",
        r#"{"title": "x", "date": "1876-05-02", "participants": [
            {"character": "Hank", "ended": "unhurt", "wounds": {"left_leg": 1}}]}"#,
    );
    let e = db.fails(&["game", "record", "--campaign", &campaign, "--file", &bad]);
    assert!(e.contains("participants[0].wounds: Hank ended unhurt, yet took wounds"), "{e}");
    let bad = db.write(
        "bad2.json",
        r#"{"title": "x", "date": "1876-05-02", "participants": [{"character": "Hank", "ended": "lost_nerve"}]}"#,
    );
    let e = db.fails(&["game", "record", "--campaign", &campaign, "--file", &bad]);
    assert!(e.contains("one of unhurt, wounded, unconscious, dead"), "{e}");
}

#[test]
fn a_fifth_torso_wound_kills_and_a_fifth_leg_wound_disables() {
    let db = Db::new();
    let campaign = db.ok(&["demo", "--ruleset", "twtw"]).trim().to_string();
    let game = db.write(
        "game.json",
        r#"{"title": "The Gatling", "date": "1876-06-01", "participants": [
            {"character": "Hank", "ended": "wounded", "wounds": {"torso": 5}},
            {"character": "Felicia Laroq", "ended": "wounded", "wounds": {"left_leg": 5}}]}"#,
    );
    let id = db.ok(&["game", "record", "--campaign", &campaign, "--file", &game]).trim().to_string();
    let applied = db.json(&["game", "apply", &id, "--json"]);
    let entry = |name: &str| applied["entries"].as_array().unwrap().iter().find(|e| e["name"] == name).unwrap().clone();
    assert_eq!(entry("Hank")["dies"], true);
    assert_eq!(entry("Felicia Laroq")["dies"], false);
    let felicia = entry("Felicia Laroq");
    assert!(felicia["results"].as_array().unwrap().iter().any(|r| r.as_str().unwrap().contains("disabled for good")));
}

#[test]
fn a_twtw_campaign_exports_imports_and_prints() {
    let db = Db::new();
    let campaign = db.ok(&["demo", "--ruleset", "twtw"]).trim().to_string();
    let file = db.dir().join("laroq.json");
    db.ok(&["campaign", "export", &campaign, "-o", file.to_str().unwrap()]);
    let copy = db.ok(&["campaign", "import", file.to_str().unwrap()]).trim().to_string();
    let names = |id: &str| -> Vec<Value> {
        db.json(&["character", "list", "--campaign", id, "--json"])
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                let mut c = c.clone();
                c.as_object_mut().unwrap().retain(|k, _| !["id", "side_id"].contains(&k.as_str()));
                c
            })
            .collect()
    };
    assert_eq!(names(&campaign), names(&copy));

    let pdf = db.dir().join("roster.pdf");
    db.ok(&["print", "roster", "--campaign", &campaign, "-o", pdf.to_str().unwrap(), "--paper", "letter"]);
    let text = std::process::Command::new("pdftotext").args(["-layout", pdf.to_str().unwrap(), "-"]).output().unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    for part in [
        "Showdown at the Laroq Ranch",
        "The West That Wasn't",
        "Miranda Valentine",
        "Shooting: Rifle 3d10",
        "Initiative   2d10",
        "Clem Perkins",
        "Knife 3d8",
    ] {
        // Columns are spaced as the layout puts them: compare the words, whatever the spaces.
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let part = part.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains(&part), "{part} missing from the roster:\n{text}");
    }
}

#[test]
fn odds_and_draws_read_a_roster_hero_s_pools() {
    let db = Db::new();
    let e = db.fails(&["odds", "twtw", "hit", "--hero", "1", "--skill", "shooting_rifle"]);
    assert!(e.contains("error[no_database]: hero: #1 cannot be read"), "{e}");
    db.assert_never_created();

    let campaign = db.ok(&["demo", "--ruleset", "twtw"]).trim().to_string();
    let list = db.json(&["character", "list", "--campaign", &campaign, "--json"]);
    let id = |name: &str| list.as_array().unwrap().iter().find(|c| c["name"] == name).unwrap()["id"].to_string();
    let miranda = id("Miranda Valentine");
    let by_hero = db.json(&[
        "odds",
        "twtw",
        "hit",
        "--hero",
        &miranda,
        "--skill",
        "shooting_rifle",
        "--modifier",
        "-3",
        "--json",
    ]);
    let by_dice = db.json(&["odds", "twtw", "hit", "--dice", "3d10", "--modifier", "-3", "--json"]);
    assert_eq!(by_hero, by_dice, "Miranda's Shooting: Rifle is 3d10");
    let untrained = db.json(&["odds", "twtw", "hit", "--hero", &miranda, "--skill", "melee", "--json"]);
    assert_eq!(untrained["pool"], serde_json::json!({"dice": 2, "die": "d4"}), "untrained: Strength 2 in d4s");
    let init = db.json(&["odds", "twtw", "initiative", "--hero", &miranda, "--bid", "3", "--json"]);
    assert_eq!(init["title"], "Initiative 2d10, +1", "3 of her 10 APs is a quarter");
    let e = db.fails(&["odds", "twtw", "initiative", "--dice", "2d10", "--bid", "3"]);
    assert!(e.contains("--bid: a bid counts against the character's APs"), "{e}");

    let qotd = db.ok(&["demo"]).trim().to_string();
    let wyatt = db.json(&["character", "list", "--campaign", &qotd, "--json"])[0]["id"].to_string();
    let e = db.fails(&["odds", "twtw", "hit", "--hero", &wyatt, "--skill", "melee"]);
    assert!(e.contains("error[wrong_ruleset]") && e.contains("not a hero of The West That Wasn't"), "{e}");
}
