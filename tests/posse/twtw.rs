//! The West That Wasn't on the command line: the deck, its balance, a card laid out, exact odds
//! beside ideal dice and seeded draws — none of which makes a database.

use serde_json::Value;

use super::support::Db;

fn machine() -> Db {
    Db::new()
}

#[test]
fn the_shipped_deck_lists_54_cards_and_card_50_is_miranda_s() {
    let db = machine();
    let text = db.ok(&["deck", "twtw"]);
    assert!(text.starts_with("The West That Wasn't action deck: the deck Posse ships (seed 1881), 54 cards"), "{text}");
    let cards = text.lines().filter(|l| l.trim_start().chars().next().is_some_and(|c| c.is_ascii_digit())).count();
    assert_eq!(cards, 54);

    let card: Value = db.json(&["deck", "twtw", "--card", "50", "--json"]);
    assert_eq!(card["number"], 50);
    assert_eq!(
        (card["rank"].as_u64(), card["suit"].as_str(), card["toggle"].as_str()),
        (Some(13), Some("diamonds"), Some("yes"))
    );
    let d10: Vec<u64> =
        card["cause"][3]["cells"].as_array().unwrap().iter().map(|c| c["face"].as_u64().unwrap()).collect();
    assert_eq!(&d10[..3], [8, 1, 3]);
    assert_eq!(card["locations"][2], "left_leg");
    assert_eq!(card["effect"][2]["cells"][4]["value"], 14, "(5)8 reads 14");
    assert_eq!(card["bursts"][2], serde_json::json!({"burst": 10, "hits": 8}));
    assert_eq!(card["wrench"], Value::Null);

    let laid_out = db.ok(&["deck", "twtw", "--card", "50"]);
    assert!(laid_out.starts_with("Card 50 — A♦ (fragments 13, suit 2 Diamonds) — YES"), "{laid_out}");
    assert!(laid_out.contains("■  Left leg  (standard)"), "{laid_out}");
    assert!(laid_out.contains("Burst (fired → hits): 3 → 3   6 → 5   10 → 8"), "{laid_out}");
    db.assert_nothing_made();
}

#[test]
fn a_seed_gives_its_own_deck_every_time() {
    let db = machine();
    let a = db.json(&["deck", "twtw", "--seed", "7", "--json"]);
    let b = db.json(&["deck", "twtw", "--seed", "7", "--json"]);
    let other = db.json(&["deck", "twtw", "--seed", "8", "--json"]);
    assert_eq!(a, b);
    assert_eq!(a["seed"], 7);
    assert_eq!(a["cards"].as_array().unwrap().len(), 54);
    assert_ne!(a["cards"], other["cards"]);
    db.assert_nothing_made();
}

#[test]
fn stats_give_every_column_against_real_dice() {
    let db = machine();
    let stats = db.json(&["deck", "twtw", "--seed", "3", "--stats", "--json"]);
    let columns = stats["columns"].as_array().unwrap();
    assert!(columns.len() > 60);
    for c in columns {
        let chi = c["chi_square"].as_f64().unwrap();
        assert!(chi <= c["critical_95"].as_f64().unwrap(), "{c}");
        let actual: u64 = c["bins"].as_array().unwrap().iter().map(|b| b["actual"].as_u64().unwrap()).sum();
        // Three figures a card: the unintended targets count each card three times.
        let per_card = if c["id"] == "unintended" { 3 } else { 1 };
        assert_eq!(actual, 54 * per_card, "{}: every card counted", c["id"]);
    }
    assert!(columns.iter().any(|c| c["id"] == "cause.d10.3"));
    let text = db.ok(&["deck", "twtw", "--stats"]);
    assert!(text.contains("Cause grid, 3d10: the best face") && text.contains("passes for real dice"), "{text}");
    assert!(!text.contains("cause.d10.3"), "labels, not ids: {text}");
    assert!(!text.contains("FAILS"), "{text}");
}

#[test]
fn miranda_s_odds_on_the_deck_beside_ideal_dice() {
    let db = machine();
    let o = db.json(&["odds", "twtw", "hit", "--dice", "3d10", "--tn", "5", "--modifier", "-3", "--json"]);
    assert_eq!(o["title"], "3d10 at TN 5, −3");
    let deck = o["deck"]["hit"]["probability"].as_f64().unwrap();
    let ideal = o["ideal"]["hit"]["probability"].as_f64().unwrap();
    assert!((0.6..0.7).contains(&ideal), "{ideal}");
    assert!((deck - ideal).abs() < 0.05, "{deck} against {ideal}");
    // The exact fraction is over the deck's 54 cards (and the 53 left for an extension).
    let exact = o["deck"]["hit"]["exact"].as_str().unwrap();
    let den: u64 = exact.split('/').nth(1).unwrap().parse().unwrap();
    assert_eq!((54 * 53) % den, 0, "{exact}");

    let seven =
        db.json(&["odds", "twtw", "hit", "--dice", "3d10", "--tn", "5", "--modifier", "-3", "--deck", "7", "--json"]);
    assert_eq!(seven["seed"], 7);
    assert_eq!(seven["ideal"], o["ideal"], "ideal dice do not depend on the deck");

    let text = db.ok(&["odds", "twtw", "hit", "--dice", "3d10", "--tn", "5", "--modifier", "-3"]);
    assert!(text.contains("Deck") && text.contains("Dice") && text.contains("Critical failure"), "{text}");
    db.assert_nothing_made();
}

#[test]
fn damage_odds_with_and_without_cover() {
    let db = machine();
    let open = db.json(&["odds", "twtw", "damage", "--effect", "5d8", "--size", "6", "--deadly", "--json"]);
    assert_eq!(open["deck"]["penetrate"]["probability"], 1.0);
    let two_and_two = open["deck"]["outcomes"].as_array().unwrap().iter().find(|o| o["wounds"] == 2 && o["conc"] == 2);
    assert!(two_and_two.is_some(), "card 50's 14: 2 wounds, 2 Conc");

    let covered = db.json(&[
        "odds", "twtw", "damage", "--effect", "5d8", "--size", "6", "--deadly", "--pen", "4", "--av", "3", "--json",
    ]);
    assert_eq!(covered["deck"]["penetrate"]["exact"], "1/3");
    assert_eq!(covered["deck"]["deflect"]["exact"], "1/9");
    assert_eq!(covered["query"]["reduced"], serde_json::json!({"dice": 2, "die": "d8"}));

    let fists = db.json(&["odds", "twtw", "damage", "--effect", "(2)4", "--impact", "--bonus", "3", "--json"]);
    assert_eq!(fists["query"]["pen"], 3, "an impact attack's Force is its DB");
}

#[test]
fn flags_that_cannot_apply_are_refused() {
    let db = machine();
    let e = db.fails(&["odds", "twtw", "damage", "--effect", "5d8", "--deadly", "--pen", "4"]);
    assert!(e.starts_with("error[not_applicable]: --pen: a deadly attack on a man with no cover"), "{e}");
    let e = db.fails(&["odds", "twtw", "damage", "--effect", "5d8", "--deadly", "--av", "3"]);
    assert!(e.contains("error[not_applicable]: --pen: cover is tested"), "{e}");
    let e = db.fails(&["odds", "twtw", "damage", "--effect", "5d8", "--deadly", "--rd", "2d8"]);
    assert!(e.contains("--rd: a deadly attack on a man with no cover never ablates"), "{e}");
    let e = db.fails(&["odds", "twtw", "hit", "--dice", "6d10"]);
    assert!(e.contains("error[bad_pool]: --dice: \"6d10\": 6 dice; the cause grid has rows 1 to 5"), "{e}");
    let e = db.fails(&["odds", "twtw", "hit", "--dice", "2d20"]);
    assert!(e.contains("not d20"), "{e}");
    let e = db.fails(&["deck", "twtw", "--card", "54"]);
    assert!(e.contains("error[no_such_card]: card: 54 is not a card; a deck's cards are numbered 0 to 53"), "{e}");
    let e = db.fails(&["odds", "twtw", "initiative", "--dice", "2d10", "--bid", "12", "--aps", "10"]);
    assert!(e.contains("--bid: 12 is more than the character's 10 APs"), "{e}");
    let e =
        db.fails(&["roll", "twtw", "attack", "--dice", "2d10", "--effect", "3d6", "--deadly", "--location", "head"]);
    assert!(e.contains("--location: the card gives the hit location"), "{e}");
    let e = db.fails(&["odds", "twtw", "damage", "--effect", "3d6", "--deadly", "--location", "elbow"]);
    assert!(e.contains("error[bad_value]: --location: \"elbow\" is not one of: head, vitals"), "{e}");
    let e = db.fails(&["odds", "twtw", "hit", "--dice", "2d10", "--json", "--tn", "x"]);
    assert!(e.contains("--tn"), "{e}");
    db.assert_nothing_made();
}

#[test]
fn a_seeded_draw_is_the_same_every_time() {
    let db = machine();
    let args = [
        "roll",
        "twtw",
        "attack",
        "--dice",
        "3d10",
        "--tn",
        "5",
        "--modifier",
        "-3",
        "--effect",
        "5d8",
        "--deadly",
        "--seed",
        "42",
        "--json",
    ];
    let a = db.json(&args);
    assert_eq!(a, db.json(&args));
    assert_eq!((a["test"].as_str(), a["seed"].as_u64(), a["deck"].as_u64()), (Some("attack"), Some(42), Some(1881)));
    assert_eq!(a["result"]["steps"].as_array().unwrap().len(), 6);
    let text = db.ok(&args[..args.len() - 1]);
    assert!(text.contains("1. Hit or miss: 3d10 reads") && text.contains("6. Ancillary"), "{text}");

    let hit = db.json(&["roll", "twtw", "hit", "--dice", "2d10", "--seed", "42", "--json"]);
    assert_eq!(hit["result"]["card"], a["result"]["card"], "the same shuffle draws the same first card");
    let init = db.json(&["roll", "twtw", "initiative", "--dice", "2d10", "--seed", "1", "--json"]);
    assert!(init["result"]["initiative"]["kind"].is_string());
    db.assert_nothing_made();
}

#[test]
fn the_action_deck_prints_54_fronts_and_their_backs_without_a_database() {
    let db = machine();
    let pdf = db.dir().join("deck.pdf");
    let out = db.run(&["print", "action-cards", "--seed", "3", "--paper", "letter", "-o", pdf.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(said.contains("54 cards on 9 sheets (18 pages), 6 to a sheet"), "{said}");
    let doc = lopdf::Document::load(&pdf).unwrap();
    assert_eq!(doc.get_pages().len(), 18, "6 poker cards a Letter sheet: 9 sheets, each with its backs");
    let text = std::process::Command::new("pdftotext")
        .args(["-f", "1", "-l", "1", pdf.to_str().unwrap(), "-"])
        .output()
        .unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    for part in ["BURST", "WRENCH", "CLOCK", "TARGETS", "PEN", "d10", "(7)", "Red joker"] {
        assert!(text.contains(part), "{part} missing from the first sheet:\n{text}");
    }
    assert!(!db.path.exists(), "printing the deck needs no database");
    let e = db.fails(&["print", "action-cards", "--paper", "a3", "-o", "x.pdf"]);
    assert!(e.contains("a3"), "{e}");
}
