//! My Wild West's turn deck in the print shop (issue 14: "each gang has a card in the turn deck
//! (print it with the print shop: one card per gang + civilians)"): worded from a saved MWW cast as
//! the cast list's turn deck has it, printed on Letter with bleed and long-edge backs and read back
//! with lopdf (cut boxes, backs, words), refused for other casts, and through `posse print
//! turn-cards` as the README shows it.
//!
//! The PDFs are also written to `target/tmp/` (`print-turn-cards-*.pdf`) for a person to look at.

use std::path::PathBuf;

use lopdf::Document;
use posse::campaign::{self, CastError};
use posse::campaign::{print_center, print_shop};
use posse::error::ErrorCode;
use posse::print::settings::{ChitShape, DuplexChoice, PrintSettings};
use posse::rules::Ruleset;
use posse::store::Store;
use serde_json::{json, Value};

use super::pdf_check::{drawn, page_sizes, Mm};
use super::support::Db;

const AT: i64 = 1_700_000_000;
const POKER: (f32, f32) = (63.5, 88.9);
const LETTER: (f32, f32) = (215.9, 279.4);
const TOLERANCE_MM: f32 = 0.05;

fn out(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("print-turn-cards-{name}.pdf"))
}

/// The bank job cast: the Curry Gang (Kid Curry, Flat Nose Logan with his wound, an extra) for
/// Ann, the marshal's posse (two figures) for Bob, and two civilians.
fn bank_job() -> (Store, i64) {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create_demo(&mut store, Ruleset::Mww, AT).unwrap().id;
    let script = json!({
        "title": "The Dry Creek Bank Job",
        "sides": [
            { "side": "The Curry Gang", "player": "Ann", "characters": ["Kid Curry", "Flat Nose Logan"],
              "extras": [{ "name": "Sundance", "weapons": ["six_gun"] }] },
            { "side": "Marshal Hoyt's Posse", "player": "Bob", "characters": ["Marshal Hoyt", "Two Knives"] }
        ],
        "civilians": ["The teller", "Mrs. Potts"]
    });
    let cast = campaign::create_scenario(&mut store, c, script, AT).unwrap().id.unwrap();
    (store, cast)
}

fn text(pdf: &Document) -> String {
    let pages: Vec<u32> = pdf.get_pages().keys().copied().collect();
    pdf.extract_text(&pages).unwrap().split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_card_for_each_gang_and_one_for_the_civilians_as_the_cast_lists_turn_deck_has_them() {
    let (store, cast) = bank_job();
    let doc = print_shop::turn_cards_doc(&store, cast).unwrap();
    let scenario = campaign::get_scenario(&store, cast).unwrap();
    let deck: &Value = scenario.turn_deck.as_ref().expect("an MWW cast list has its turn deck");
    let titles: Vec<&str> = deck["cards"].as_array().unwrap().iter().map(|c| c["title"].as_str().unwrap()).collect();
    let printed: Vec<&str> = doc.cards.iter().map(|c| c.title.as_str()).collect();
    assert_eq!(printed, titles);
    assert_eq!(printed, ["The Curry Gang", "Marshal Hoyt's Posse", "Civilians"]);

    // The Curry Gang: 3 figures (the extra counts), Flat Nose Logan's wound costs an AP a turn —
    // the same sum the cast list's card gives in words ("6 × 3 + 1 d3 − 1 for wounds = 18 to 20 APs a turn").
    let curry = &doc.cards[0];
    assert_eq!(curry.subtitle, "Ann");
    assert_eq!(curry.headline.1, "6 × 3 + 1 d3 − 1");
    assert!(deck["cards"][0]["text"]
        .as_str()
        .unwrap()
        .starts_with("3 figures: 6 × 3 + 1 d3 − 1 for wounds = 18 to 20 APs a turn"));
    assert_eq!(curry.who, ("Figures".to_string(), "Kid Curry, Flat Nose Logan, Sundance".to_string()));
    let rows: Vec<String> = curry.rows.iter().map(|(a, b)| format!("{a}: {b}")).collect();
    assert_eq!(
        rows,
        [
            "Held at the start: 4 APs",
            "Wounds: −1 AP a turn (1 wound carried)",
            "At most: 12 APs a figure a turn (opportunity fire and defending aside)"
        ]
    );
    // The marshal's posse carries no wound: no wounds line, nothing taken off.
    let posse = &doc.cards[1];
    assert_eq!((posse.subtitle.as_str(), posse.headline.1.as_str()), ("Bob", "6 × 2 + 1 d3"));
    assert!(!posse.rows.iter().any(|(a, _)| a == "Wounds"));
    assert_ne!(curry.gang, posse.gang, "each gang's band has its own colour");

    let civilians = &doc.cards[2];
    assert_eq!(civilians.gang, None);
    assert_eq!(civilians.headline.1, "5 each");
    assert_eq!(civilians.who.1, "The teller, Mrs. Potts");
}

#[test]
fn the_turn_deck_prints_on_letter_with_bleed_and_backs_that_land_on_the_fronts() {
    let (store, cast) = bank_job();
    let offset = (0.5, -0.7);
    let settings = PrintSettings {
        paper: Some("letter".into()),
        bleed_mm: Some(2.0),
        duplex: Some(DuplexChoice::Long),
        back_offset_mm: Some(offset),
        ..Default::default()
    };
    let outcome = print_shop::print_turn_cards(&store, cast, &settings, &out("letter")).unwrap();
    assert_eq!(outcome.printable, "turn deck");
    assert_eq!((outcome.report.cards, outcome.report.sheets, outcome.report.pages), (3, 1, 2));
    assert!(outcome.warnings.is_empty(), "every word fits a poker card: {:?}", outcome.warnings);
    assert_eq!(
        outcome.settings,
        "Letter, poker 63.5 × 88.9 mm, 2 mm bleed, crop marks, long-edge backs moved 0.5, −0.7 mm"
    );

    let pdf = Document::load(&outcome.path).unwrap();
    for (w, h) in page_sizes(&pdf) {
        assert!((w - LETTER.0).abs() < 0.1 && (h - LETTER.1).abs() < 0.1, "{w} × {h}");
    }
    let fronts: Vec<Mm> = drawn(&pdf, 1).clips.into_iter().map(|c| c.shrunk(2.0)).collect();
    let backs: Vec<Mm> = drawn(&pdf, 2).clips.into_iter().map(|c| c.shrunk(2.0)).collect();
    assert_eq!((fronts.len(), backs.len()), (3, 3));
    for (f, b) in fronts.iter().zip(&backs) {
        assert!((f.w - POKER.0).abs() < TOLERANCE_MM && (f.h - POKER.1).abs() < TOLERANCE_MM, "{f:?}");
        let expected = Mm { x: LETTER.0 - f.x - f.w + offset.0, y: f.y + offset.1, w: f.w, h: f.h };
        assert!(b.close_to(&expected, TOLERANCE_MM), "back {b:?}, expected {expected:?}");
    }

    let front = pdf.extract_text(&[1]).unwrap().split_whitespace().collect::<Vec<_>>().join(" ");
    for expected in [
        "The Curry Gang",
        "Marshal Hoyt's Posse",
        "Civilians",
        "ACTION POINTS A TURN",
        "6 × 3 + 1 d3 − 1",
        "6 × 2 + 1 d3",
        "Kid Curry, Flat Nose Logan, Sundance",
        "Marshal Hoyt, Two Knives",
        "The teller, Mrs. Potts",
        "roll for a heroic civilian: 10% or less",
        "When this card is drawn the gang acts",
    ] {
        assert!(front.contains(expected), "{expected} is missing from the fronts: {front}");
    }
    // The three backs are one drawing (a form XObject), which Poppler follows.
    let page_two = std::process::Command::new("pdftotext")
        .args(["-f", "2", "-l", "2"])
        .arg(out("letter"))
        .arg("-")
        .output()
        .unwrap();
    let back = String::from_utf8(page_two.stdout).unwrap();
    assert_eq!(back.matches("TURN DECK").count(), 3, "{back}");
}

#[test]
fn only_an_mww_cast_has_a_turn_deck_and_a_chit_setting_or_another_printables_template_is_refused() {
    let (store, cast) = bank_job();
    let e = print_shop::print_turn_cards(&store, 99, &PrintSettings::default(), &out("missing")).unwrap_err();
    assert_eq!(e.code(), "scenario_not_found");
    assert!(matches!(e, print_shop::PrintShopError::Cast(CastError::NotFound { id: 99 })));

    let chit = PrintSettings { chit_shape: Some(ChitShape::Square), ..Default::default() };
    let e = print_shop::print_turn_cards(&store, cast, &chit, &out("chit")).unwrap_err();
    assert!(e.to_string().contains("does not apply to the turn deck"), "{e}");
    assert!(!out("chit").exists(), "nothing is written");
    // A template of another printable: the pack's.
    let pack = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("print-turn-cards-pack.toml");
    std::fs::write(&pack, posse::print::template::shipped("pack").unwrap().text).unwrap();
    let templated = PrintSettings { template: Some(pack.display().to_string()), ..Default::default() };
    let e = print_shop::print_turn_cards(&store, cast, &templated, &out("templated")).unwrap_err();
    assert_eq!(e.code(), "template_invalid");
    assert!(e.to_string().contains("this is a template of the pack of playing cards, not of the turn deck"), "{e}");
    assert!(!out("templated").exists(), "nothing is written");

    let mut store = Store::open_in_memory().unwrap();
    let q = campaign::create_demo(&mut store, Ruleset::Qotd, AT).unwrap().id;
    let script = json!({ "title": "Dry Gulch", "sides": [{ "side": "The Earps", "characters": ["Wyatt Earp"] }] });
    let qotd_cast = campaign::create_scenario(&mut store, q, script, AT).unwrap().id.unwrap();
    let e = print_shop::print_turn_cards(&store, qotd_cast, &PrintSettings::default(), &out("qotd")).unwrap_err();
    assert_eq!(e.code(), "wrong_ruleset");
    assert!(e.to_string().contains("the turn deck is My Wild West's"), "{e}");
}

#[test]
fn posse_print_turn_cards_as_the_readme_shows_it() {
    let db = Db::new();
    let campaign = db.ok(&["demo", "--ruleset", "mww"]).trim().to_string();
    let script = db.write(
        "bank-job.json",
        r#"{ "title": "The Dry Creek Bank Job", "sides": [
            { "side": "The Curry Gang", "player": "Ann", "characters": ["Kid Curry", "Deaf Charlie", "Laura Bullion"] },
            { "side": "Marshal Hoyt's Posse", "player": "Bob", "characters": ["Marshal Hoyt"] } ],
            "civilians": ["The teller"] }"#,
    );
    let cast = db.ok(&["cast", "new", "--campaign", &campaign, "--file", &script]).trim().to_string();
    let pdf = db.dir().join("turn.pdf").to_str().unwrap().to_string();
    let said = db.ok(&["print", "turn-cards", "--cast", &cast, "-o", &pdf, "--paper", "letter"]);
    assert!(said.starts_with(&format!("Wrote {pdf}: turn deck, 3 cards on 1 sheet (2 pages)")), "{said}");
    let words = text(&Document::load(&pdf).unwrap());
    assert!(words.contains("Kid Curry, Deaf Charlie, Laura Bullion") && words.contains("The teller"), "{words}");

    let json = db.json(&["print", "turn-cards", "--cast", &cast, "-o", &pdf, "--duplex", "none", "--json"]);
    assert_eq!(json["printable"], "turn deck");
    assert_eq!(json["report"]["pages"], 1, "fronts only");

    let refused = db.fails(&["print", "turn-cards", "--cast", &cast, "-o", &pdf, "--chit", "round"]);
    assert!(refused.contains("does not apply to the turn deck"), "{refused}");
}

/// The words of a PDF's second page (the backs) as Poppler reads them: it follows the form XObject
/// the backs are drawn as.
fn back_words(pdf: &std::path::Path) -> String {
    let out = std::process::Command::new("pdftotext").args(["-f", "2", "-l", "2"]).arg(pdf).arg("-").output().unwrap();
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_apps_print_and_preview_of_the_turn_deck_take_a_template() {
    // The desktop's print_turn_cards command calls print_shop::print_turn_cards with the print
    // center's settings, and its preview print_center::preview: both print in the template's look.
    let (store, cast) = bank_job();
    let toml = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("print-turn-cards-look.toml");
    let shipped = posse::print::template::shipped("turn-cards").unwrap().text;
    std::fs::write(&toml, shipped.replacen("title = \"\"", "title = \"DRY CREEK\"", 1)).unwrap();
    let settings = PrintSettings { template: Some(toml.display().to_string()), ..Default::default() };
    let outcome = print_shop::print_turn_cards(&store, cast, &settings, &out("look")).unwrap();
    let back = back_words(outcome.path.as_ref());
    assert_eq!((back.matches("DRY CREEK").count(), back.matches("MWW").count()), (3, 0), "{back}");

    let job = print_center::PrintJob::TurnCards { cast_id: cast };
    for (settings, words) in [(settings, "DRY CREEK"), (PrintSettings::default(), "MWW")] {
        let preview = print_center::preview(&store, &job, &settings).unwrap();
        std::fs::write(out("preview"), &preview.pdf).unwrap();
        assert_eq!(back_words(&out("preview")).matches(words).count(), 3, "{words}");
    }
}
