//! `posse odds` and `posse roll` end to end: inline characters on a database that is never
//! created, roster characters, the issue's "Done when" shot, and the errors.

use serde_json::Value;

use super::support::Db;

fn probabilities(outcomes: &Value) -> Vec<f64> {
    outcomes.as_array().unwrap().iter().map(|o| o["probability"].as_f64().unwrap()).collect()
}

fn reason_texts(reasons: &Value) -> Vec<String> {
    reasons.as_array().unwrap().iter().map(|r| r["text"].as_str().unwrap().to_string()).collect()
}

#[test]
fn an_inline_character_needs_no_database_and_none_is_created() {
    let db = Db::new();
    let odds = db.json(&[
        "odds",
        "qotd",
        "wanting_to_shoot",
        "--type",
        "supporting",
        "--personality",
        "disciplined",
        "--json",
    ]);
    let p = probabilities(&odds["outcomes"]);
    // 1D10, re-rolled on 1–4: 0.04, 0.12, 0.70, 0.14.
    assert_eq!(p, [0.04, 0.12, 0.7, 0.14]);
    assert_eq!(odds["outcomes"][3]["headline"], "Got Them!");
    assert_eq!(odds["outcomes"][2]["exact"], "0.7");
    assert!(reason_texts(&odds["reasons"]).iter().any(|t| t.starts_with("Disciplined")));
    let text = db.ok(&["odds", "qotd", "wanting_to_shoot", "--type", "supporting", "--personality", "disciplined"]);
    assert!(text.contains("70%") && text.contains("Shoot at the Enemy!"), "{text}");
    assert!(!db.path.exists(), "reading the rules must not create a database");
}

#[test]
fn the_list_names_every_test_and_the_chains() {
    let db = Db::new();
    let list = db.json(&["odds", "qotd", "--list", "--json"]);
    let ids: Vec<&str> = list["tests"].as_array().unwrap().iter().map(|t| t["id"].as_str().unwrap()).collect();
    let chains: Vec<&str> = list["chains"].as_array().unwrap().iter().map(|t| t["id"].as_str().unwrap()).collect();
    assert_eq!(chains, ["shot", "fight"]);
    // Each says the circumstances it reads: a shot reads the range, Wanting to shoot does not.
    let fields =
        |v: &Value| v["fields"].as_array().unwrap().iter().map(|f| f.as_str().unwrap().to_string()).collect::<Vec<_>>();
    assert!(fields(&list["chains"][0]).contains(&"range_paces".to_string()));
    let shoot = list["tests"].as_array().unwrap().iter().find(|t| t["id"] == "wanting_to_shoot").unwrap();
    assert!(!fields(shoot).contains(&"range_paces".to_string()) && fields(shoot).contains(&"cut".to_string()));
    assert!(
        ids.contains(&"wanting_to_shoot") && ids.contains(&"courage_test") && ids.contains(&"post_action_recovery"),
        "{ids:?}"
    );
    let text = db.ok(&["odds", "qotd", "--list"]);
    assert!(text.contains("hit_from_shooting") && text.lines().any(|l| l.starts_with("shot ")), "{text}");
    assert!(!db.path.exists());
}

#[test]
fn a_disciplined_marksman_hero_aims_a_winchester_at_a_supporting_character_in_light_cover() {
    let db = Db::new();
    let args = [
        "odds",
        "qotd",
        "shot",
        "--type",
        "hero",
        "--personality",
        "disciplined",
        "--trait",
        "marksman",
        "--weapon",
        "winchester",
        "--target-type",
        "supporting",
        "--aimed",
        "--cover",
        "light",
        "--range",
        "20",
    ];
    let shot = db.json(&[&args[..], &["--json"]].concat());
    // Worked by hand in rules::qotd::odds::tests: 0.754 × 0.607 + 0.2204 × 0.70412.
    assert_eq!(shot["summary"]["p_cards_lost"].as_f64().unwrap(), 0.612866048);
    assert_eq!(shot["adjusted_dv"], -2);
    let reasons: Vec<String> =
        [&shot["first"]["reasons"], &shot["hit"]["reasons"]].iter().flat_map(|r| reason_texts(r)).collect();
    assert!(reasons.iter().any(|t| t.starts_with("Disciplined")), "{reasons:?}");
    assert!(reasons.iter().any(|t| t.starts_with("Marksman")), "{reasons:?}");
    let lost: f64 = probabilities_of(&shot["cards_lost"]).iter().sum();
    assert!((lost - 1.0).abs() < 1e-12);
    let text = db.ok(&args);
    assert!(text.contains("61.29% one or more cards lost"), "{text}");
    assert!(!db.path.exists());
}

fn probabilities_of(v: &Value) -> Vec<f64> {
    v.as_array().unwrap().iter().map(|x| x.as_f64().unwrap()).collect()
}

#[test]
fn a_roster_character_is_read_from_the_database() {
    let db = Db::new();
    let campaign = db.ok(&["campaign", "new", "Dry Gulch", "--ruleset", "qotd"]).trim().to_string();
    let side = db.ok(&["side", "add", "--campaign", &campaign, "The Earps", "--suit", "hearts"]).trim().to_string();
    let file = db.path.with_file_name("doc.json");
    std::fs::write(
        &file,
        r#"{"name": "Doc Holliday", "type": "main", "personality": "brave", "weapons": ["sawn_off_shotgun"]}"#,
    )
    .unwrap();
    let id = db.ok(&["character", "add", "--side", &side, "--file", file.to_str().unwrap()]).trim().to_string();
    let odds = db.json(&["odds", "qotd", "courage", "--character", &id, "--json"]);
    assert_eq!(odds["character"], "Doc Holliday");
    assert!(reason_texts(&odds["reasons"]).iter().any(|t| t.starts_with("Brave")));
    let shot = db.json(&["odds", "qotd", "shot", "--shooter", &id, "--target", &id, "--range", "3", "--json"]);
    assert_eq!(shot["hit"]["dice"], "2D10, both can score", "one barrel of a sawn-off");
}

#[test]
fn a_roll_shows_the_dice_and_the_same_seed_rolls_the_same() {
    let db = Db::new();
    let args =
        ["roll", "qotd", "wanting_to_move", "--type", "main", "--personality", "disciplined", "--seed", "42", "--json"];
    let a = db.json(&args);
    let b = db.json(&args);
    assert_eq!(a, b);
    assert_eq!(a["seed"], 42);
    assert_eq!(a["first"].as_array().unwrap().len(), 2);
    let result = a["result"].as_u64().unwrap();
    assert!((1..=10).contains(&result));
    let text = db.ok(&args[..args.len() - 1]);
    assert!(text.contains("Dice: 2D10, take the best") && text.contains("Result:"), "{text}");
    assert!(!db.path.exists());
}

#[test]
fn unknown_tests_and_ids_are_refused_with_the_valid_ones() {
    let db = Db::new();
    let err = db.fails(&["odds", "qotd", "wanting_to_dance", "--type", "hero"]);
    assert!(
        err.starts_with("error[unknown_test]:") && err.contains("wanting_to_shoot") && err.contains("shot"),
        "{err}"
    );
    let err = db.fails(&["odds", "qotd", "courage", "--type", "hero", "--personality", "discipined"]);
    assert!(
        err.starts_with("error[unknown_personality]:")
            && err.contains("personality")
            && err.contains("did you mean disciplined"),
        "{err}"
    );
    let err = db.fails(&["odds", "qotd", "courage", "--type", "gunslinger"]);
    assert!(err.starts_with("error[unknown_type]:"), "{err}");
    let err = db.fails(&["odds", "qotd", "hit", "--type", "hero", "--weapon", "winchester", "--cover", "thick"]);
    assert!(err.starts_with("error[bad_value]:") && err.contains("none, light, hard"), "{err}");
    let err = db.fails(&["odds", "qotd", "hit", "--type", "hero", "--weapon", "winchester", "--range", "80", "--json"]);
    let body: Value = serde_json::from_str(err.trim()).unwrap();
    assert_eq!(body["code"], "out_of_range");
    let err = db.fails(&["odds", "qotd", "courage", "--type", "minor", "--cut"]);
    assert!(err.starts_with("error[cut_not_allowed]:"), "{err}");
    let err = db.fails(&["odds", "qotd", "courage", "--character", "3"]);
    assert!(err.starts_with("error[no_database]:"), "{err}");
    let err = db.fails(&["odds", "boot_hill", "courage", "--type", "hero"]);
    assert!(err.starts_with("error[unknown_ruleset]:"), "{err}");
    let err = db.fails(&["odds", "fate", "courage", "--type", "hero"]);
    assert!(err.starts_with("error[unknown_test]:"), "{err}");
    assert!(!db.path.exists());
}

/// Issue 10, item 25: "A flag that does not apply to the test asked is refused with the reason,
/// never silently ignored (today `posse odds qotd wanting_to_shoot --type supporting --difficult`
/// prints plain 1D10 odds)."
#[test]
fn a_flag_that_does_not_apply_to_the_test_is_refused_with_the_reason() {
    let db = Db::new();
    let err = db.fails(&["odds", "qotd", "wanting_to_shoot", "--type", "supporting", "--difficult"]);
    assert!(
        err.starts_with("error[does_not_apply]: --difficult: does not apply to Wanting to Shoot")
            && err.contains("it makes a task or an escape difficult"),
        "{err}"
    );
    let err = db.fails(&["odds", "qotd", "courage", "--type", "hero", "--weapon", "winchester", "--json"]);
    let body: Value = serde_json::from_str(err.trim()).unwrap();
    assert_eq!(body["code"], "does_not_apply");
    assert!(body["message"].as_str().unwrap().starts_with("--weapon:"), "{body}");
    // A field given only in --circumstances is named as its JSON says.
    let err = db.fails(&["odds", "qotd", "courage", "--type", "hero", "--circumstances", r#"{"tentacles": 2}"#]);
    assert!(err.contains("--circumstances \"tentacles\": does not apply to Taking a Courage Test"), "{err}");
    // The chain reads its 10 itself; the single hit reads --perfect.
    let err = db.fails(&[
        "odds",
        "qotd",
        "shot",
        "--type",
        "hero",
        "--weapon",
        "winchester",
        "--target-type",
        "minor",
        "--perfect",
    ]);
    assert!(err.starts_with("error[does_not_apply]: --perfect:"), "{err}");
    let hit = db.json(&["odds", "qotd", "hit", "--type", "hero", "--weapon", "winchester", "--perfect", "--json"]);
    assert!(reason_texts(&hit["reasons"]).iter().any(|t| t.starts_with("Got Them!")));
    // A target is for a shot or a fight.
    let err = db.fails(&["odds", "qotd", "courage", "--type", "hero", "--target-type", "minor"]);
    assert!(err.starts_with("error[does_not_apply]: --target-type: a target is for a shot or a fight"), "{err}");
    // Rolls too; and a rule the character cannot use says why (Reel 3: "Heroes, Main and
    // Supporting characters can choose … to hold"; Reel 2: a Healer "Can heal wounds").
    let err = db.fails(&["roll", "qotd", "move", "--type", "minor", "--cover", "light"]);
    assert!(err.starts_with("error[does_not_apply]: --cover:"), "{err}");
    let err = db.fails(&["odds", "qotd", "responding_to_an_opportunity", "--type", "minor"]);
    assert!(err.starts_with("error[cannot_hold]:") && err.contains("cannot Hold"), "{err}");
    let err = db.fails(&["odds", "qotd", "heal", "--type", "main"]);
    assert!(err.starts_with("error[not_a_healer]:") && err.contains("Healer"), "{err}");
    let healer = db.json(&["odds", "qotd", "heal", "--type", "main", "--trait", "healer", "--json"]);
    assert_eq!(healer["dice"], "2D10, take the best");
    // Campaign options change only a shot's odds.
    let err = db.fails(&["odds", "qotd", "courage", "--type", "hero", "--option", "misfires=any_die"]);
    assert!(err.starts_with("error[does_not_apply]: --option:"), "{err}");
    let any = db.json(&[
        "odds",
        "qotd",
        "shot",
        "--type",
        "hero",
        "--weapon",
        "flintlock_musket",
        "--target-type",
        "minor",
        "--option",
        "misfires=any_die",
        "--json",
    ]);
    let misfire = any["mishaps"].as_array().unwrap().iter().find(|m| m["id"] == "misfire").unwrap();
    // Reel 4, Firearms: "they misfire if a 1 or 2 is rolled", any die of the Hero's two.
    assert_eq!(misfire["probability"].as_f64().unwrap(), 0.290544);
    assert!(!db.path.exists());
}

/// Issue 10, item 26: "`--reduced`: the character plays with reduced dice (as after 'I'm
/// Exhausted!'); a roster character whose last aftermath says so gets them automatically, with the
/// reason among the reasons."
#[test]
fn reduced_dice_inline_by_flag_and_on_the_roster_from_the_last_aftermath() {
    let db = Db::new();
    let odds = db.json(&["odds", "qotd", "courage", "--type", "main", "--reduced", "--json"]);
    assert_eq!((odds["dice"].as_str(), odds["reduced"].as_bool()), (Some("1D10"), Some(true)));
    assert!(reason_texts(&odds["reasons"]).iter().any(|t| t.contains("I'm Exhausted!")));
    let err = db.fails(&["odds", "qotd", "courage", "--character", "1", "--reduced"]);
    assert!(err.contains("--reduced"), "an inline character's flag: {err}");

    // Doc Holliday rolls 1, 1 after Dry Gulch: "I'm Exhausted! … using their reduced dice".
    let campaign = db.ok(&["demo"]).trim().to_string();
    let list = db.json(&["character", "list", "--campaign", &campaign, "--json"]);
    let id_of =
        |name: &str| list.as_array().unwrap().iter().find(|c| c["name"] == name).map(|c| c["id"].to_string()).unwrap();
    let (doc, wyatt) = (id_of("Doc Holliday"), id_of("Wyatt Earp"));
    let before = db.json(&["odds", "qotd", "courage", "--character", &doc, "--json"]);
    assert_eq!(before["dice"], "2D10, take the best");
    let game = db.write(
        "game.json",
        r#"{"title": "Showdown at Dry Gulch", "date": "1881-10-26", "participants": [
            {"character": "Doc Holliday", "ended": "injured_with_cards"},
            {"character": "Wyatt Earp", "ended": "uninjured"}]}"#,
    );
    let rolls = db.write(
        "rolls.json",
        r#"{"rolls": [{"character": "Doc Holliday", "dice": [1, 1]}, {"character": "Wyatt Earp", "dice": [6, 2]}]}"#,
    );
    let game_id = db.ok(&["game", "record", "--campaign", &campaign, "--file", &game]).trim().to_string();
    db.ok(&["game", "apply", &game_id, "--rolls", &rolls]);
    let after = db.json(&["odds", "qotd", "courage", "--character", &doc, "--json"]);
    assert_eq!((after["dice"].as_str(), after["reduced"].as_bool()), (Some("1D10"), Some(true)));
    let why = reason_texts(&after["reasons"]);
    assert!(
        why.iter().any(|t| t.starts_with("Reduced dice: I'm Exhausted! after \"Showdown at Dry Gulch\"")),
        "{why:?}"
    );
    // As a target he rolls them for each hit; Wyatt, Fighting Fit!, does not.
    let shot =
        db.json(&["odds", "qotd", "shot", "--shooter", &wyatt, "--target", &doc, "--weapon", "winchester", "--json"]);
    assert_eq!(shot["target_dice"], "1D10");
    assert_eq!(shot["first"]["dice"], "2D10, take the best");
    let text = db.ok(&["odds", "qotd", "shot", "--shooter", &wyatt, "--target", &doc, "--weapon", "winchester"]);
    assert!(text.contains("rolls reduced dice (1D10) for each hit: I'm Exhausted!"), "{text}");
}

/// A command line's words, as typed.
fn words(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

/// Issue 21, items 1 to 3, as the issue gives the commands: a re-roll of a miss decided on the die
/// that counts, a target's one card less, and the shots a moving shooter cannot take.
#[test]
fn the_second_reading_figures_and_refusals_from_the_command_line() {
    let db = Db::new();
    let p_hit =
        |args: &[&str]| db.json(&[&["odds", "qotd"][..], args, &["--json"]].concat())["summary"]["p_hit"].clone();
    // Reel 2, Supporting Characters' reduced dice: "Roll 2D10 and take worst result".
    let shot = words("shot --type supporting --trait poor_shot --trait expert:winchester --weapon winchester --range 10 --target-type supporting");
    assert_eq!(p_hit(&shot).as_f64(), Some(0.35424));
    let fight = words(
        "fight --type supporting --personality rash --trait poor_fighter --weapon knife --target-type supporting",
    );
    assert_eq!(p_hit(&fight).as_f64(), Some(0.32004));

    // Reel 6, I'm Tired out!: "If they take part in the next adventure they do so with one card
    // less than normal" — inline, by flag.
    let at_frank =
        words("shot --type main --weapon cartridge_revolver --target-type supporting --target-personality proud");
    let casualty = |extra: &[&str]| {
        db.json(&[&["odds", "qotd"][..], &at_frank, extra, &["--json"]].concat())["summary"]["p_casualty"]
            .as_f64()
            .unwrap()
    };
    assert_eq!(casualty(&[]), 0.252416);
    assert_eq!(casualty(&["--target-one-card-less"]), 0.3986432);
    assert_eq!(casualty(&["--target-cards", "1"]), 0.3986432);
    let text = db.ok(&[&["odds", "qotd"][..], &at_frank, &["--target-one-card-less"]].concat());
    assert!(text.contains("plays with 1 card") && text.contains("one less"), "{text}");
    let err = db.fails(&[&["odds", "qotd"][..], &at_frank, &["--target-cards", "3"]].concat());
    assert!(err.starts_with("error[bad_target_cards]: --target-cards: 3 is not a number of cards"), "{err}");
    let err = db.fails(&[
        "odds",
        "qotd",
        "shot",
        "--type",
        "main",
        "--target-type",
        "minor",
        "--target-one-card-less",
        "--weapon",
        "winchester",
    ]);
    assert!(
        err.starts_with("error[no_card_to_spare]: --target-one-card-less: a Minor Character is dealt 1 card"),
        "{err}"
    );
    let err = db.fails(&["odds", "qotd", "courage", "--type", "main", "--target-cards", "1"]);
    assert!(err.starts_with("error[does_not_apply]: --target-cards: a target is for a shot or a fight"), "{err}");

    // Reel 4, Types of shooting: "Aimed Shots – the shooter must not have moved"; "Fanning – … the
    // character must not have moved"; "Snap shots – … the shooter must not have moved".
    for (weapon, shot) in [("thrown", "--aimed"), ("cartridge_revolver", "--fanning"), ("winchester", "--snap")] {
        let err = db.fails(&[
            "odds",
            "qotd",
            "shot",
            "--type",
            "hero",
            "--weapon",
            weapon,
            "--moved",
            shot,
            "--range",
            "4",
            "--target-type",
            "minor",
        ]);
        assert!(
            err.starts_with(&format!("error[shot_not_possible]: {shot}:"))
                && err.contains("after moving (--moved)")
                && err.contains("must not have moved"),
            "{weapon} {shot}: {err}"
        );
    }
    db.ok(&[
        "odds",
        "qotd",
        "shot",
        "--type",
        "hero",
        "--weapon",
        "thrown",
        "--moved",
        "--range",
        "4",
        "--target-type",
        "minor",
    ]);

    // The options a fight reads: "Get Stuck In!"'s 1s only.
    let knife = ["fight", "--type", "hero", "--weapon", "knife", "--target-type", "minor"];
    let riposte = |extra: &[&str]| {
        let o = db.json(&[&["odds", "qotd"][..], &knife, extra, &["--json"]].concat());
        o["mishaps"].as_array().unwrap().iter().find(|m| m["id"] == "deadly_riposte").unwrap()["probability"]
            .as_f64()
            .unwrap()
    };
    assert_eq!((riposte(&[]), riposte(&["--option", "perfect_reroll=reroll"])), (0.006804, 0.0084));
    let err = db.fails(&[&["odds", "qotd"][..], &knife, &["--option", "misfires=any_die"]].concat());
    assert!(err.starts_with("error[does_not_apply]: --option:") && err.contains("(in fight)"), "{err}");
    assert!(!db.path.exists());
}

/// Issue 21, item 2: a roster target's "one card less" from his last aftermath. Frank McLaury rolls
/// a 3 after Dry Gulch: "I'm Tired out! … with one card less than normal".
#[test]
fn a_roster_target_tired_out_plays_with_one_card_less() {
    let db = Db::new();
    let campaign = db.ok(&["demo"]).trim().to_string();
    let list = db.json(&["character", "list", "--campaign", &campaign, "--json"]);
    let id_of =
        |name: &str| list.as_array().unwrap().iter().find(|c| c["name"] == name).map(|c| c["id"].to_string()).unwrap();
    let (virgil, frank) = (id_of("Virgil Earp"), id_of("Frank McLaury"));
    let casualty = || {
        db.json(&["odds", "qotd", "shot", "--shooter", &virgil, "--target", &frank, "--json"])["summary"]["p_casualty"]
            .as_f64()
            .unwrap()
    };
    assert_eq!(casualty(), 0.252416);
    let game = db.write(
        "game.json",
        r#"{"title": "Showdown at Dry Gulch", "date": "1881-10-26", "participants": [
            {"character": "Frank McLaury", "ended": "uninjured"}]}"#,
    );
    let rolls = db.write("rolls.json", r#"{"rolls": [{"character": "Frank McLaury", "dice": [3]}]}"#);
    let game_id = db.ok(&["game", "record", "--campaign", &campaign, "--file", &game]).trim().to_string();
    db.ok(&["game", "apply", &game_id, "--rolls", &rolls]);
    assert_eq!(casualty(), 0.3986432);
    let shot = db.json(&["odds", "qotd", "shot", "--shooter", &virgil, "--target", &frank, "--json"]);
    assert_eq!(shot["cards_lost"].as_array().unwrap().len(), 2, "none, or his one card");
    assert!(reason_texts(&shot["reasons"])
        .iter()
        .any(|t| t.contains("plays with 1 card") && t.contains("I'm Tired out!")));
    // He rolls his own dice for each hit: tired, not exhausted.
    assert_eq!(shot["target_dice"], "1D10");
    let err = db.fails(&["odds", "qotd", "shot", "--shooter", &virgil, "--target", &frank, "--target-one-card-less"]);
    assert!(err.contains("--target-one-card-less") && err.contains("inline character"), "{err}");
    // The cards he has left in the game still go down: one left of his one is the same.
    let left =
        db.json(&["odds", "qotd", "shot", "--shooter", &virgil, "--target", &frank, "--target-cards", "1", "--json"]);
    assert_eq!(left["summary"]["p_casualty"].as_f64(), Some(0.3986432));
    let err = db.fails(&["odds", "qotd", "shot", "--shooter", &virgil, "--target", &frank, "--target-cards", "2"]);
    assert!(err.contains("1 to 1") && err.contains("I'm Tired out!"), "{err}");
}
