//! The print shop's command line end to end, as the README shows it: the done-when walk of issue 11
//! (tonight's fate deck on Letter with 3 mm bleed and long-edge backs, the alignment test, the
//! printer profile from the measured ruler and the offset, the deck again on that printer), the
//! chits, the pack, and every refusal naming its flag.

use lopdf::Document;

use super::pdf_check::{drawn, page_sizes};
use super::support::Db;

fn path(db: &Db, name: &str) -> String {
    db.dir().join(name).to_str().unwrap().to_string()
}

/// The fate demo with tonight's cast: (campaign id, cast id).
fn tonight(db: &Db) -> (String, String) {
    let campaign = db.ok(&["demo", "--ruleset", "fate"]).trim().to_string();
    let script = db.write(
        "tonight.json",
        r#"{ "title": "Tonight at Tin Cup", "sides": [
            { "side": "The Kelly Gang", "characters": ["Kid Kelly", "Black Jack Ketchum", "Swede Larsen"] },
            { "side": "Tin Cup Citizens' Committee", "characters": ["Marshal Dan Tolliver", "Doc Ames"] } ] }"#,
    );
    let cast = db.ok(&["cast", "new", "--campaign", &campaign, "--file", &script]).trim().to_string();
    (campaign, cast)
}

#[test]
fn a_player_prints_tonights_deck_calibrates_the_printer_and_prints_it_again() {
    let db = Db::new();
    let (_, cast) = tonight(&db);
    let deck = path(&db, "tonight.pdf");
    let said = db.ok(&[
        "print",
        "fate-deck",
        "--cast",
        &cast,
        "--paper",
        "letter",
        "--bleed",
        "3",
        "--duplex",
        "long",
        "-o",
        &deck,
    ]);
    assert!(said.starts_with(&format!("Wrote {deck}: fate deck, ")), "{said}");
    assert!(
        said.contains("to a sheet")
            && said.contains("Letter, poker 63.5 × 88.9 mm, 3 mm bleed, crop marks, long-edge backs"),
        "{said}"
    );
    let sizes = page_sizes(&Document::load(&deck).unwrap());
    assert!(sizes.iter().all(|(w, h)| (w - 215.9).abs() < 0.1 && (h - 279.4).abs() < 0.1));

    let test = path(&db, "align.pdf");
    let said = db.ok(&["print", "alignment-test", "--paper", "letter", "-o", &test]);
    assert!(said.contains("alignment test, 1 sheet (2 pages)"), "{said}");

    // The ruler measured 99.2 mm; the backs need moving 0.8 mm right and 1.2 mm up.
    let added = db.json(&[
        "printer",
        "add",
        "Office laser",
        "--paper",
        "letter",
        "--measured-ruler",
        "99.2",
        "--back-offset",
        "0.8,-1.2",
        "--json",
    ]);
    assert_eq!(added["name"], "Office laser");
    assert_eq!(added["back_offset_y_mm"].as_f64().unwrap() as f32, -1.2);
    assert!((added["scale"].as_f64().unwrap() - 100.0 / 99.2).abs() < 1e-6);
    let listed = db.ok(&["printer", "list"]);
    assert!(
        listed.contains("Office laser: letter, long-edge duplex, backs moved 0.8, −1.2 mm, ruler 99.2 mm"),
        "{listed}"
    );

    let again = path(&db, "tonight-laser.pdf");
    let report = db.json(&[
        "print",
        "fate-deck",
        "--cast",
        &cast,
        "--printer",
        "office laser",
        "--bleed",
        "3",
        "-o",
        &again,
        "--json",
    ]);
    assert_eq!(report["printer"], "Office laser");
    assert_eq!(report["report"]["pages"].as_u64().unwrap(), 2 * report["report"]["sheets"].as_u64().unwrap());
    assert!(
        report["settings"].as_str().unwrap().contains("long-edge backs moved 0.8, −1.2 mm, scaled 100.81%"),
        "{report}"
    );
    let pdf = Document::load(&again).unwrap();
    let m = drawn(&pdf, 1).page_matrix.unwrap();
    assert!((m[0] - 100.0 / 99.2).abs() < 1e-4);

    // Edited and removed by name; a duplicate name is refused.
    let edited = db.json(&["printer", "edit", "OFFICE LASER", "--back-offset", "-0.4,0", "--json"]);
    assert_eq!(edited["back_offset_x_mm"].as_f64().unwrap() as f32, -0.4);
    let err = db.fails(&["printer", "add", "office laser"]);
    assert!(err.starts_with("error[printer_name_taken]: name: "), "{err}");
    db.ok(&["printer", "remove", "Office laser"]);
    let err = db.fails(&["printer", "show", "Office laser"]);
    assert!(err.starts_with("error[printer_not_found]:"), "{err}");
}

#[test]
fn chits_and_the_pack_print_from_the_command_line() {
    let db = Db::new();
    let (campaign, _) = tonight(&db);
    let chits = path(&db, "chits.pdf");
    db.ok(&["campaign", "options", &campaign, "--set", "hit_location=ansell_1996"]);
    let report = db.json(&[
        "print",
        "chits",
        "--campaign",
        &campaign,
        "--chit",
        "square",
        "--chit-size",
        "25",
        "-o",
        &chits,
        "--json",
    ]);
    assert_eq!(report["report"]["cards"], 36);
    assert_eq!(report["report"]["card_w_mm"].as_f64().unwrap(), 25.0);
    let text = Document::load(&chits).unwrap().extract_text(&[1, 2]).unwrap();
    assert!(text.contains("house table"));

    let qotd = db.ok(&["demo"]).trim().to_string();
    let script = db.write(
        "gulch.json",
        r#"{ "title": "Showdown", "sides": [ { "side": "The Earps", "characters": ["Wyatt Earp", "Dusty"] } ] }"#,
    );
    let cast = db.ok(&["cast", "new", "--campaign", &qotd, "--file", &script]).trim().to_string();
    let pack = path(&db, "pack.pdf");
    let said =
        db.ok(&["print", "pack", "--cast", &cast, "--card", "bridge", "--cut-guides", "--duplex", "none", "-o", &pack]);
    assert!(said.contains("pack, 54 cards on"), "{said}");
    assert!(said.contains("bridge 57.2 × 88.9 mm, cut guides, fronts only"), "{said}");
}

#[test]
fn a_flag_that_does_not_apply_or_a_bad_value_is_refused_naming_it_and_nothing_is_written() {
    let db = Db::new();
    let (campaign, cast) = tonight(&db);
    let never = path(&db, "never.pdf");
    let cases: [(&[&str], &str); 8] = [
        (
            &["print", "chits", "--campaign", &campaign, "--card", "poker"],
            "error[print_option_not_applicable]: card: does not apply to the hit-location chits",
        ),
        (
            &["print", "fate-deck", "--cast", &cast, "--chit", "round"],
            "error[print_option_not_applicable]: chit_shape: ",
        ),
        (&["print", "alignment-test", "--bleed", "3"], "error[print_option_not_applicable]: bleed: "),
        (&["print", "alignment-test", "--duplex", "none"], "error[print_option_not_applicable]: duplex: "),
        (
            &["print", "fate-deck", "--cast", &cast, "--bleed", "4"],
            "error[print_option_invalid]: bleed: 4 mm: bleed must be 0 to 3 mm",
        ),
        (&["print", "fate-deck", "--cast", &cast, "--paper", "a5"], "error[print_option_invalid]: paper: "),
        (
            &["print", "fate-deck", "--cast", &cast, "--back-offset", "1;2"],
            "error[print_option_invalid]: back_offset: ",
        ),
        (&["print", "pack", "--cast", &cast], "error[wrong_ruleset]: cast: "),
    ];
    for (args, expected) in cases {
        let mut args = args.to_vec();
        args.extend(["-o", &never]);
        let err = db.fails(&args);
        assert!(err.starts_with(expected), "{args:?}: {err}");
    }
    let err = db.fails(&["printer", "add", "Inkjet", "--measured-ruler", "80"]);
    assert!(err.starts_with("error[print_option_invalid]: measured_ruler: "), "{err}");
    let err = db.fails(&["print", "fate-deck", "--cast", &cast, "--printer", "Nowhere", "-o", &never]);
    assert!(err.starts_with("error[printer_not_found]: "), "{err}");
    // The command line itself refuses what cannot go together.
    let err = db.fails(&["print", "fate-deck", "--cast", &cast, "--campaign", &campaign, "-o", &never]);
    assert!(err.contains("cannot be used with"), "{err}");
    let err = db.fails(&["print", "fate-deck", "--cast", &cast, "--crop-marks", "--cut-guides", "-o", &never]);
    assert!(err.contains("cannot be used with"), "{err}");
    assert!(!std::path::Path::new(&never).exists());
    let json = db.fails(&["print", "fate-deck", "--cast", &cast, "--bleed", "9", "-o", &never, "--json"]);
    let body: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(body["code"], "print_option_invalid");
}

#[test]
fn the_roster_leaves_out_the_dead_when_asked() {
    let db = Db::new();
    let id = db.ok(&["demo"]).trim().to_string();
    let game = db.write(
        "game.json",
        r#"{ "title": "Showdown", "date": "1881-10-26", "participants": [
            { "character": "Ike Clanton", "ended": "killed" },
            { "character": "Johnny Ringo", "ended": "uninjured", "kills": [{ "victim": "Ike Clanton" }] } ] }"#,
    );
    let game = db.ok(&["game", "record", "--campaign", &id, "--file", &game]).trim().to_string();
    let choices = db.write("choices.json", r#"{ "choices": [ { "character": "Johnny Ringo", "skip": true } ] }"#);
    db.ok(&["game", "apply", &game, "--choices", &choices]);
    for (flag, dead_shown) in [(None, true), (Some("--leave-out-dead"), false)] {
        let pdf = path(&db, "roster.pdf");
        let mut args = vec!["print", "roster", "--campaign", &id, "-o", &pdf];
        args.extend(flag);
        db.ok(&args);
        let doc = Document::load(&pdf).unwrap();
        let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
        let text = doc.extract_text(&pages).unwrap();
        assert_eq!(text.contains("Ike Clanton"), dead_shown, "{flag:?}");
    }
}
