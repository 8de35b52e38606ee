//! `posse odds mww`, `posse roll mww` and `posse mww ap` end to end: the issue's rider at 14" with
//! a rifle while moving, the text's "3 figures, no wounds, roll 3 → 21 APs", a five-figure gang
//! with two wounds, seeded rolls, inline throws on a database that is never created, and the
//! refusals.

use super::support::Db;

#[test]
fn a_rider_at_14_inches_with_a_rifle_while_moving() {
    let db = Db::new();
    let odds = db.json(&["odds", "mww", "hit", "--weapon", "rifle", "--range", "14", "--moving", "--rider", "--json"]);
    assert_eq!(odds["plan"]["band"], "up_to24");
    assert_eq!(odds["plan"]["final_percent"], 30);
    let outcomes = odds["outcomes"].as_array().unwrap();
    let exact: Vec<&str> = outcomes.iter().map(|o| o["chance"]["exact"].as_str().unwrap()).collect();
    // 01–30 and 00 hit: 31/100 the rider; a miss rolled again hits the horse 69% × 31%.
    assert_eq!(exact, ["31/100", "2139/10000", "4761/10000"]);
    assert_eq!(outcomes[1]["result"], "hit_other");
    let reasons: Vec<&str> =
        odds["plan"]["reasons"].as_array().unwrap().iter().map(|r| r["text"].as_str().unwrap()).collect();
    assert_eq!(reasons[0], "Rifle at 12\" – 24\" (14\"): 40%");
    assert_eq!(reasons[1], "Firer moved: −10%");
    let text =
        db.ok(&["odds", "mww", "hit", "--weapon", "rifle", "--range", "14", "--moving", "--target-cover", "hard"]);
    assert!(text.contains("Target in cover (hard cover): 50% of 30%, rounded up: 15%"), "{text}");
    assert!(text.contains("16%  Hit (4/25)"), "{text}");
    db.assert_never_created();
}

#[test]
fn three_figures_with_no_wounds_rolling_3_have_21_aps() {
    let db = Db::new();
    let out = db.ok(&["mww", "ap", "--figures", "3", "--dice", "3"]);
    assert!(out.contains("As rolled: 6 × 3 + 3 (1 d3: 3) = 21 APs"), "{out}");
    let json = db.json(&["mww", "ap", "--figures", "3", "--dice", "3", "--json"]);
    assert_eq!(json["roll"]["total"], 21);
    assert_eq!(json["roll"]["budget"]["dice"], "1 d3");
    let e = db.fails(&["mww", "ap", "--figures", "3", "--dice", "4"]);
    assert!(e.contains("--dice: \"4\" is not a face of the d3 (1, 2, 3)"), "{e}");
    let e = db.fails(&["mww", "ap", "--figures", "6", "--dice", "3"]);
    assert!(e.contains("what 6 figures roll: 2 d3"), "{e}");
    db.assert_never_created();
}

#[test]
fn five_figures_with_two_wounds_roll_the_average_die_seeded() {
    let db = Db::new();
    let a = db.json(&["mww", "ap", "--figures", "5", "--wounds", "2", "--seed", "42", "--json"]);
    let b = db.json(&["mww", "ap", "--figures", "5", "--wounds", "2", "--seed", "42", "--json"]);
    assert_eq!(a, b, "the same seed rolls the same dice");
    let roll = &a["roll"];
    let die = roll["dice"][0].as_u64().unwrap();
    assert!([2, 3, 4, 5].contains(&die));
    assert_eq!(roll["total"].as_u64().unwrap(), 30 + die - 2);
    let totals: Vec<(u64, &str)> = roll["budget"]["distribution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| (d["total"].as_u64().unwrap(), d["chance"]["exact"].as_str().unwrap()))
        .collect();
    assert_eq!(totals, [(30, "1/6"), (31, "1/3"), (32, "1/3"), (33, "1/6")]);
    assert_eq!(a["seed"], 42);
}

#[test]
fn every_test_weighs_and_rolls_inline() {
    let db = Db::new();
    let throws: [&[&str]; 16] = [
        &["wound", "--weapon", "winchester", "--mounted", "--wounds", "1"],
        &["fight", "--weapon", "knife", "--ap", "3", "--defender-weapon", "club", "--obstacle"],
        &["spot", "--place", "hard", "--range", "5"],
        &["reaction", "--moving", "--other-wounds", "1"],
        &["target", "--enemies", "1", "--friends", "2", "--civilians", "1"],
        &["gap", "--distance", "2.5", "--lower", "3"],
        &["height", "--height", "2"],
        &["horse_jump", "--moved", "3", "--riding-skill"],
        &["bolt"],
        &["rear", "--horse-wounds", "2", "--rider-wounds", "1"],
        &["alarm", "--turns", "2", "--shots", "1"],
        &["robbery", "--safe", "--staff-shot"],
        &["rear", "--rider-wounds", "2"],
        &["civilian"],
        &["obstacle"],
        &["lasso_free"],
    ];
    for t in throws {
        let mut odds = vec!["odds", "mww"];
        odds.extend_from_slice(t);
        odds.push("--json");
        db.json(&odds);
        let mut roll = vec!["roll", "mww"];
        roll.extend_from_slice(t);
        roll.extend_from_slice(&["--seed", "5", "--json"]);
        let first = db.json(&roll);
        assert_eq!(first, db.json(&roll), "{t:?}: the same seed rolls the same");
        assert_eq!(first["seed"], 5);
    }
    let spot = db.json(&["odds", "mww", "spot", "--place", "hard", "--range", "5", "--json"]);
    assert_eq!(spot["chance"]["exact"], "7/10");
    let gap = db.json(&["odds", "mww", "gap", "--distance", "2.5", "--lower", "3", "--json"]);
    // More than 2.5" on a D6 + 1 (from the higher level): 2 to 6.
    assert_eq!(gap["success"]["exact"], "5/6");
    assert!(gap["injury"].is_array());
    db.assert_never_created();
}

#[test]
fn what_cannot_apply_is_refused_with_the_reason() {
    let db = Db::new();
    let cases: [(&[&str], &str); 14] = [
        (
            &["odds", "mww", "hit", "--weapon", "rifle", "--range", "4", "--aim", "--wounds", "1"],
            "error[not_applicable]: --aim: a wounded figure cannot aim",
        ),
        (&["odds", "mww", "hit", "--weapon", "club", "--range", "2"], "--weapon: a club is not shot or thrown"),
        (&["odds", "mww", "hit", "--weapon", "rifle", "--range", "40"], "error[out_of_range]: range: 40\" is beyond"),
        (
            &["odds", "mww", "hit", "--weapon", "rifle", "--range", "10", "--moving", "--moved-inches", "3"],
            "count the same move twice",
        ),
        (
            &["odds", "mww", "hit", "--weapon", "rifle", "--range", "10", "--target-prone", "--target-cover", "soft"],
            "do not count prone if the target is in cover",
        ),
        (&["odds", "mww", "fight", "--wounds", "3"], "cannot start a fight"),
        (&["odds", "mww", "height", "--height", "5"], "beyond the chance of injury table"),
        (&["odds", "mww", "banjo"], "error[unknown_test]: test: \"banjo\" is not an MWW test"),
        // Opportunity fire: "Only if target moved or fired (Max of 1 shot per figure)"; "Opportunity
        // fire cannot be taken against targets not in arc".
        (
            &["odds", "mww", "hit", "--weapon", "rifle", "--range", "10", "--opportunity"],
            "error[not_applicable]: --opportunity: opportunity fire is \"Only if target moved or fired\"",
        ),
        (
            &[
                "odds",
                "mww",
                "hit",
                "--weapon",
                "rifle",
                "--range",
                "10",
                "--opportunity",
                "--target-fired",
                "--out-of-arc",
            ],
            "--out-of-arc: \"Opportunity fire cannot be taken against targets not in arc\"",
        ),
        (
            &[
                "roll",
                "mww",
                "hit",
                "--weapon",
                "rifle",
                "--range",
                "10",
                "--opportunity",
                "--target-moved",
                "3",
                "--opportunity-taken",
            ],
            "--opportunity-taken: opportunity fire is \"Max of 1 shot per figure\"",
        ),
        (
            &["odds", "mww", "hit", "--weapon", "rifle", "--range", "10", "--target-fired"],
            "--target-fired: counts only for opportunity fire",
        ),
        (
            &["odds", "mww", "hit", "--weapon", "six_gun", "--range", "4", "--from-horse", "--moving"],
            "--moving: \"Firing from moving horse\" −20% already counts the firer's move",
        ),
        (
            &["odds", "mww", "spot", "--place", "hard", "--range", "5", "--option", "horse_killed=fifth_wound"],
            "--option: horse_killed does not change this throw (the options it reads: none)",
        ),
    ];
    for (args, want) in cases {
        let e = db.fails(args);
        assert!(e.contains(want), "{args:?}: {e}");
    }
    let e = db.fails(&["roll", "mww", "hit", "--weapon", "rifle", "--by-range"]);
    assert!(e.contains("--by-range: a roll is one shot at one range"), "{e}");
    db.assert_never_created();
}

#[test]
fn the_chance_by_range_is_the_table_with_the_modifiers() {
    let db = Db::new();
    let chart = db.json(&["odds", "mww", "hit", "--weapon", "six_gun", "--by-range", "--skill", "--json"]);
    let points = chart.as_array().unwrap();
    assert_eq!(points.len(), 36);
    let at = |i: usize| points[i]["final_percent"].as_i64().unwrap();
    assert_eq!((at(1), at(2), at(6), at(12)), (75, 60, 35, 20));
    assert_eq!(points[24]["not_applicable"], true);
}

/// Issue 28, items 7–9: the opportunity fire conditions met, a prone target lower than the firer,
/// the readings a campaign or `--option` changes, and the throws that had no odds.
#[test]
fn the_conditions_readings_and_small_throws_quote_the_text() {
    let db = Db::new();
    // "Opportunity fire −15%", with the target having moved under 6" (−10%): rifle 6"–12" 50.
    let o = db.json(&[
        "odds",
        "mww",
        "hit",
        "--weapon",
        "rifle",
        "--range",
        "10",
        "--opportunity",
        "--target-moved",
        "3",
        "--json",
    ]);
    assert_eq!(o["plan"]["final_percent"], 25);
    let fired = db.json(&[
        "odds",
        "mww",
        "hit",
        "--weapon",
        "rifle",
        "--range",
        "10",
        "--opportunity",
        "--target-fired",
        "--json",
    ]);
    assert_eq!(fired["plan"]["final_percent"], 35);
    // "Target prone −10% (only if target is level and over 2" away or higher than firer)".
    let lower =
        db.ok(&["odds", "mww", "hit", "--weapon", "six_gun", "--range", "5", "--target-prone", "--target-lower"]);
    assert!(lower.contains("Hits on 01–50 and 00") && lower.contains("lower than the firer: no modifier"), "{lower}");
    // "Firing from moving horse −20%" and "Firer moved −10%" both, when a campaign stacks them.
    let stacked = db.json(&[
        "odds",
        "mww",
        "hit",
        "--weapon",
        "six_gun",
        "--range",
        "4",
        "--from-horse",
        "--moving",
        "--option",
        "moving_mount=stacks",
        "--json",
    ]);
    assert_eq!(stacked["plan"]["final_percent"], 20);
    // "Horses can jump over fences/walls etc with a 25% chance of failing": 01–25 and the table's
    // "100%" (00) by default; the 25% exactly by the other reading.
    let jump = db.json(&["odds", "mww", "horse_jump", "--moved", "3", "--json"]);
    assert_eq!(jump["fails"]["exact"], "13/50");
    let exact = db.json(&[
        "odds",
        "mww",
        "horse_jump",
        "--moved",
        "3",
        "--riding-skill",
        "--option",
        "horse_jump_00=clears",
        "--json",
    ]);
    assert_eq!(exact["fails"]["exact"], "3/20");
    // "Horse or Rider wounded (Rears up) … 10% times total number of wounds the horse and the rider
    // has": a wounded rider on an unhurt horse; "Horses can take 5 wounds before being killed".
    let rider = db.json(&["odds", "mww", "rear", "--rider-wounds", "1", "--json"]);
    assert_eq!(rider["rears"]["exact"], "1/10");
    let e = db.fails(&["odds", "mww", "rear", "--rider-wounds", "1", "--option", "rearing=horse_hit"]);
    assert!(e.contains("--horse-wounds: the test is for a horse that was hit"), "{e}");
    assert_eq!(db.json(&["odds", "mww", "rear", "--horse-wounds", "5", "--json"])["horse_killed"], false);
    assert_eq!(db.json(&["odds", "mww", "rear", "--horse-wounds", "6", "--json"])["horse_killed"], true);
    let fifth =
        db.json(&["odds", "mww", "rear", "--horse-wounds", "5", "--option", "horse_killed=fifth_wound", "--json"]);
    assert_eq!(fifth["horse_killed"], true);
    // "If you roll 10% or less a civilian makes an attempt to grab a gun"; "Cross High obstacle
    // (16-30mm) d3 + 1"; "Lasso (get free) 1 d6".
    let civilian = db.json(&["odds", "mww", "civilian", "--json"]);
    assert_eq!(
        (civilian["outcomes"][0]["rolls"].as_str(), civilian["outcomes"][0]["chance"]["exact"].as_str()),
        (Some("01–10"), Some("1/10"))
    );
    let obstacle = db.json(&["odds", "mww", "obstacle", "--json"]);
    let aps: Vec<u64> = obstacle["outcomes"].as_array().unwrap().iter().map(|o| o["aps"].as_u64().unwrap()).collect();
    assert_eq!(aps, [2, 3, 4]);
    let lasso = db.json(&["odds", "mww", "lasso-free", "--json"]);
    assert_eq!(lasso["outcomes"].as_array().unwrap().len(), 6);
    assert_eq!(lasso["outcomes"][5]["chance"]["exact"], "1/6");
    let rolled = db.json(&["roll", "mww", "obstacle", "--seed", "7", "--json"]);
    let n = rolled["roll"]["aps"].as_u64().unwrap();
    assert!(
        (2..=4).contains(&n) && rolled["roll"]["text"].as_str().unwrap().ends_with(&format!("= {n} APs")),
        "{rolled}"
    );
    let listed = db.ok(&["odds", "mww", "--list"]);
    assert!(listed.contains("civilian") && listed.contains("obstacle") && listed.contains("lasso_free"), "{listed}");
    // "Per wound −1" in a reaction test is among what a wound does.
    let wound = db.json(&["odds", "mww", "wound", "--weapon", "six_gun", "--json"]);
    assert!(wound["notes"].to_string().contains("−1 in a reaction test"), "{wound}");
    db.assert_never_created();
}

/// A campaign's readings follow its throws: `--campaign ID`, or a roster figure's own.
#[test]
fn a_campaigns_readings_weigh_its_throws() {
    let db = Db::new();
    let campaign = db
        .ok(&["campaign", "new", "Wild Bunch", "--ruleset", "mww", "--option", "horse_killed=fifth_wound"])
        .trim()
        .to_string();
    let listed = db.ok(&["campaign", "options", &campaign]);
    assert!(
        listed.contains("* horse_killed") || listed.contains("horse_killed                 fifth_wound"),
        "{listed}"
    );
    assert!(
        listed.contains(
            "Source: MWW rules, Shooting at Horses/Mounted figures (\"Horses can take 5 wounds before being killed\")"
        ),
        "{listed}"
    );
    let dead = db.json(&["odds", "mww", "rear", "--horse-wounds", "5", "--campaign", &campaign, "--json"]);
    assert_eq!(dead["horse_killed"], true);
    let e = db.fails(&["odds", "mww", "civilian", "--campaign", &campaign]);
    assert!(e.contains("--campaign: this throw reads none of a campaign's options"), "{e}");
    db.ok(&["campaign", "options", &campaign, "--set", "moving_mount=stacks"]);
    let gang = db.ok(&["side", "add", "--campaign", &campaign, "The Wild Bunch"]).trim().to_string();
    let file = db.write("butch.json", r#"{"name": "Butch", "weapons": ["six_gun"], "mount": "horse"}"#);
    let butch = db.ok(&["character", "add", "--side", &gang, "--file", &file]).trim().to_string();
    let o = db.json(&["odds", "mww", "hit", "--shooter", &butch, "--range", "4", "--from-horse", "--moving", "--json"]);
    assert_eq!(o["plan"]["final_percent"], 20);
    let e = db.fails(&["odds", "mww", "hit", "--shooter", &butch, "--range", "4", "--campaign", &campaign]);
    assert!(e.contains("--campaign: the shooter"), "{e}");
}
