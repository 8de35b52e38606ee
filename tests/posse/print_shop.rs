//! The print shop through the library, each PDF read back with lopdf: the fate deck of tonight's
//! cast on Letter with 3 mm bleed and long-edge backs, the backs where the sheet turned over puts
//! them (plus the printer's offset, both edges), crop marks on the cut lines, bleed outside them,
//! the expected words, fonts embedded and subset; the hit-location chits of the house table; the
//! QOTD pack with Wyatt Earp on A♥ K♥ Q♥ J♥; the alignment test; and the roster's standing.
//!
//! The PDFs are also written to `target/tmp/` (`print-shop-*.pdf`) for a person to look at.

use std::path::PathBuf;

use lopdf::Document;
use posse::campaign::games::{self, parse_choices, parse_game, parse_rolls, DiceSource};
use posse::campaign::print_shop::{self, DeckSource, PrintShopOutcome};
use posse::campaign::printers;
use posse::campaign::{self, RosterOptions};
use posse::error::ErrorCode;
use posse::print::decks::pack::PackCardDoc;
use posse::print::settings::{ChitShape, DuplexChoice, MarksChoice, PrintSettings, PrinterProfile};
use posse::print::Paper;
use posse::rules::fate::{FateOptions, HitLocationChart};
use posse::rules::Ruleset;
use posse::store::Store;
use serde_json::json;

use super::pdf_check::{drawn, fonts, page_sizes, Mm};

const AT: i64 = 1_700_000_000;
const POKER: (f32, f32) = (63.5, 88.9);
const LETTER: (f32, f32) = (215.9, 279.4);
/// How close a printed length must be to what was asked.
const TOLERANCE_MM: f32 = 0.05;

fn out(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("print-shop-{name}.pdf"))
}

fn load(outcome: &PrintShopOutcome) -> Document {
    Document::load(&outcome.path).unwrap()
}

/// The text of every page, lines joined by spaces.
fn text(pdf: &Document) -> String {
    let pages: Vec<u32> = pdf.get_pages().keys().copied().collect();
    pdf.extract_text(&pages).unwrap().split_whitespace().collect::<Vec<_>>().join(" ")
}

fn id_of(store: &Store, campaign_id: i64, name: &str) -> i64 {
    campaign::characters_of(store, campaign_id).unwrap().into_iter().find(|c| c.sheet.name() == name).unwrap().id
}

/// A 40 × 50 px portrait, as a PNG.
fn portrait() -> Vec<u8> {
    let img = image::RgbImage::from_fn(40, 50, |x, y| image::Rgb([(x * 6) as u8, (y * 5) as u8, 90]));
    let mut png = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png).unwrap();
    png
}

/// The fate demo with tonight's cast saved: (store, campaign, cast).
fn tonight() -> (Store, i64, i64) {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create_demo(&mut store, Ruleset::Fate, AT).unwrap().id;
    let kid = id_of(&store, c, "Kid Kelly");
    campaign::set_portrait(&mut store, kid, &portrait(), AT).unwrap();
    let script = json!({
        "title": "Tonight at Tin Cup",
        "sides": [
            { "side": "The Kelly Gang", "player": "Ann", "characters": ["Kid Kelly", "Black Jack Ketchum", "Swede Larsen"] },
            { "side": "Tin Cup Citizens' Committee", "player": "Bob",
              "characters": ["Marshal Dan Tolliver", "Doc Ames", "Grey Wolf"],
              "extras": [{ "name": "Deputy Pike", "class": "gunman", "skills": ["lucky"], "weapons": ["six_shooter"] }] }
        ]
    });
    let cast = campaign::create_scenario(&mut store, c, script, AT).unwrap().id.unwrap();
    (store, c, cast)
}

fn letter_bleed(duplex: DuplexChoice, offset: (f32, f32)) -> PrintSettings {
    PrintSettings {
        paper: Some("letter".into()),
        bleed_mm: Some(3.0),
        duplex: Some(duplex),
        back_offset_mm: Some(offset),
        ..Default::default()
    }
}

/// The cut boxes of a page's cards: their clips (bleed boxes) shrunk by the bleed.
fn cut_boxes(pdf: &Document, page: u32, bleed: f32) -> Vec<Mm> {
    drawn(pdf, page).clips.into_iter().map(|c| c.shrunk(bleed)).collect()
}

#[test]
fn tonights_fate_deck_prints_on_letter_with_3_mm_bleed_and_long_edge_backs_that_land_on_the_fronts() {
    let (store, _, cast) = tonight();
    let offset = (0.8, -1.2);
    let settings = letter_bleed(DuplexChoice::Long, offset);
    let outcome =
        print_shop::print_fate_deck(&store, DeckSource::Cast { cast_id: cast }, None, &settings, &out("fate-deck"))
            .unwrap();
    let pdf = load(&outcome);
    let r = &outcome.report;

    // 7 characters, 4 action cards, the Joker, Doc Ames's Muzzleloader Fire, and blanks to fill
    // the last sheet; each sheet of fronts followed by its backs.
    assert_eq!((r.cols, r.rows), (2, 2), "3 mm bleed leaves room for 2 × 2 poker cards on Letter");
    assert_eq!(r.cards % r.per_sheet, 0, "blank cards fill the last sheet");
    assert!(r.cards >= 13);
    assert_eq!(r.pages, 2 * r.sheets);
    assert!(outcome.notes.iter().any(|n| n.contains("blank character card")), "{:?}", outcome.notes);
    let sizes = page_sizes(&pdf);
    assert_eq!(sizes.len() as u32, r.pages);
    for (w, h) in sizes {
        assert!((w - LETTER.0).abs() < 0.1 && (h - LETTER.1).abs() < 0.1, "{w} × {h}");
    }

    for sheet in 0..r.sheets {
        let (front, back) = (2 * sheet + 1, 2 * sheet + 2);
        let fronts = cut_boxes(&pdf, front, 3.0);
        let backs = cut_boxes(&pdf, back, 3.0);
        assert_eq!(fronts.len(), r.per_sheet as usize);
        assert_eq!(backs.len(), fronts.len());
        for (f, b) in fronts.iter().zip(&backs) {
            // Each card's cut box is exactly its size.
            assert!((f.w - POKER.0).abs() < TOLERANCE_MM && (f.h - POKER.1).abs() < TOLERANCE_MM, "{f:?}");
            // Long edge on portrait paper: the back is the front mirrored left to right, plus the
            // printer's offset.
            let expected = Mm { x: LETTER.0 - f.x - f.w + offset.0, y: f.y + offset.1, w: f.w, h: f.h };
            assert!(b.close_to(&expected, TOLERANCE_MM), "back {b:?}, expected {expected:?}");
        }

        // Crop marks: on the cut lines' extensions, outside every card's bleed.
        let page = drawn(&pdf, front);
        let marks: Vec<_> = page.loose_strokes.iter().filter(|s| (s.width_pt - 0.25).abs() < 0.01).collect();
        assert!(marks.len() >= 4 * fronts.len(), "{} crop marks", marks.len());
        let xs: Vec<f32> = fronts.iter().flat_map(|c| [c.x, c.x + c.w]).collect();
        let ys: Vec<f32> = fronts.iter().flat_map(|c| [c.y, c.y + c.h]).collect();
        for m in &marks {
            let on_cut = if (m.y1 - m.y2).abs() < 1e-3 {
                ys.iter().any(|y| (y - m.y1).abs() < TOLERANCE_MM)
            } else {
                (m.x1 - m.x2).abs() < 1e-3 && xs.iter().any(|x| (x - m.x1).abs() < TOLERANCE_MM)
            };
            assert!(on_cut, "{m:?} is not on a cut line");
            for c in &fronts {
                let bleed = c.shrunk(-3.0);
                let inside = |x: f32, y: f32| {
                    x > bleed.x + 1e-3
                        && x < bleed.x + bleed.w - 1e-3
                        && y > bleed.y + 1e-3
                        && y < bleed.y + bleed.h - 1e-3
                };
                assert!(!inside(m.x1, m.y1) && !inside(m.x2, m.y2), "{m:?} runs into the bleed of {c:?}");
            }
        }
        // Every corner of every card has its marks.
        for c in &fronts {
            for (x, y) in [(c.x, c.y), (c.x + c.w, c.y), (c.x, c.y + c.h), (c.x + c.w, c.y + c.h)] {
                let horizontal =
                    marks.iter().any(|m| (m.y1 - y).abs() < TOLERANCE_MM && (m.y2 - y).abs() < TOLERANCE_MM);
                let vertical = marks.iter().any(|m| (m.x1 - x).abs() < TOLERANCE_MM && (m.x2 - x).abs() < TOLERANCE_MM);
                assert!(horizontal && vertical, "corner {x},{y}");
            }
        }
    }

    // Bleed: the character cards' title bands and the backs' colour reach past the cut line to the
    // bleed's edge.
    let page = drawn(&pdf, 1);
    for clip in &page.clips {
        let reaches = page.fills.iter().any(|(f, c)| {
            c.as_ref() == Some(clip)
                && f.x <= clip.x + 1e-3
                && f.x + f.w >= clip.x + clip.w - 1e-3
                && f.y <= clip.y + 1e-3
        });
        assert!(reaches, "a band reaches into the bleed of {clip:?}");
    }

    let words = text(&pdf);
    for expected in [
        "Kid Kelly",
        "Black Jack Ketchum",
        "Deputy Pike",
        "Gunman",
        "ACTION CARD",
        "TAKEN UP BY",
        "Joker",
        "Muzzleloader Fire",
        "Very Strong:",
        "+6 dice in a fight.",
        "Wounds",
        "Kills",
        "Print at actual size (100%)",
    ] {
        assert!(words.contains(expected), "{expected} is missing from the text");
    }
    // The cast only: nobody else from the roster.
    assert!(!words.contains("Running Elk") && !words.contains("Little Hawk"));
    let fonts = fonts(&pdf);
    for face in ["+DejaVuSans", "+DejaVuSans-Bold", "+DejaVuSerif-Bold"] {
        assert!(fonts.iter().any(|f| f.ends_with(face)), "{fonts:?}");
    }
    // Kid Kelly's portrait, embedded once as a JPEG.
    let jpegs = pdf
        .objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .filter(|s| s.dict.get(b"Filter").and_then(|f| f.as_name()).ok() == Some(b"DCTDecode".as_slice()))
        .count();
    assert_eq!(jpegs, 1);
}

#[test]
fn short_edge_backs_are_mirrored_top_to_bottom_plus_the_offset() {
    let (store, _, cast) = tonight();
    let settings = PrintSettings { bleed_mm: Some(0.0), ..letter_bleed(DuplexChoice::Short, (-0.5, 1.5)) };
    let outcome =
        print_shop::print_fate_deck(&store, DeckSource::Cast { cast_id: cast }, Some(0), &settings, &out("short-edge"))
            .unwrap();
    let pdf = load(&outcome);
    let fronts = cut_boxes(&pdf, 1, 0.0);
    let backs = cut_boxes(&pdf, 2, 0.0);
    assert_eq!((fronts.len(), backs.len()), (6, 6), "3 × 2 poker cards on Letter");
    for (f, b) in fronts.iter().zip(&backs) {
        let expected = Mm { x: f.x - 0.5, y: LETTER.1 - f.y - f.h + 1.5, w: f.w, h: f.h };
        assert!(b.close_to(&expected, TOLERANCE_MM), "back {b:?}, expected {expected:?}");
    }
}

#[test]
fn a_printer_profile_gives_the_offset_and_scales_every_page_by_its_ruler() {
    let (mut store, _, cast) = tonight();
    let profile = PrinterProfile {
        paper: "letter".into(),
        back_offset_x_mm: 0.8,
        back_offset_y_mm: -1.2,
        measured_ruler_mm: 99.2,
        ..PrinterProfile::new("Office laser")
    };
    printers::add_printer(&mut store, profile, AT).unwrap();
    let settings = PrintSettings { printer: Some("office laser".into()), ..Default::default() };
    let outcome =
        print_shop::print_fate_deck(&store, DeckSource::Cast { cast_id: cast }, Some(0), &settings, &out("profile"))
            .unwrap();
    assert_eq!(outcome.printer.as_deref(), Some("Office laser"));
    assert!(outcome.settings.contains("scaled 100.81%"), "{}", outcome.settings);
    let pdf = load(&outcome);
    let scale = 100.0 / 99.2;
    let (cx, cy) = (LETTER.0 / 2.0, LETTER.1 / 2.0);
    // Every page is scaled about its centre.
    for page in 1..=outcome.report.pages {
        let m = drawn(&pdf, page).page_matrix.expect("a scaled page");
        assert!((m[0] - scale).abs() < 1e-4 && (m[3] - scale).abs() < 1e-4, "{m:?}");
    }
    // The fronts' cut boxes are the layout's scaled; the backs land where the fronts do, seen
    // through the sheet, plus the offset (scaled with the page).
    let unscaled =
        |b: &Mm| Mm { x: cx + (b.x - cx) / scale, y: cy + (b.y - cy) / scale, w: b.w / scale, h: b.h / scale };
    let fronts: Vec<Mm> = cut_boxes(&pdf, 1, 0.0).iter().map(unscaled).collect();
    let backs: Vec<Mm> = cut_boxes(&pdf, 2, 0.0).iter().map(unscaled).collect();
    for (f, b) in fronts.iter().zip(&backs) {
        assert!((f.w - POKER.0).abs() < TOLERANCE_MM && (f.h - POKER.1).abs() < TOLERANCE_MM);
        let expected = Mm { x: LETTER.0 - f.x - f.w + 0.8, y: f.y - 1.2, ..*f };
        assert!(b.close_to(&expected, TOLERANCE_MM), "back {b:?}, expected {expected:?}");
    }
    // Asking overrides the profile.
    let asked = PrintSettings { measured_ruler_mm: Some(100.0), ..settings };
    let outcome =
        print_shop::print_fate_deck(&store, DeckSource::Cast { cast_id: cast }, Some(0), &asked, &out("asked"))
            .unwrap();
    assert!(!outcome.settings.contains("scaled"), "{}", outcome.settings);
}

#[test]
fn the_fate_deck_of_a_campaign_leaves_out_the_dead_and_a_bad_setting_names_its_field() {
    let (mut store, c, _) = tonight();
    let game = r#"{"title": "Trouble", "date": "1880-05-01", "participants": [
        {"character": "Swede Larsen", "ended": "dead"},
        {"character": "Kid Kelly", "ended": "unhurt", "fired_at_opponent": true, "kills": [{"victim": "Swede Larsen"}]}]}"#;
    let id = games::record_game(&mut store, c, &parse_game(game).unwrap(), AT + 10).unwrap().id;
    games::apply_aftermath(&mut store, id, &DiceSource::Seed(1), None, AT + 20).unwrap();
    let outcome = print_shop::print_fate_deck(
        &store,
        DeckSource::Campaign { campaign_id: c, side_id: None },
        Some(0),
        &PrintSettings::default(),
        &out("campaign"),
    )
    .unwrap();
    assert!(outcome.notes.iter().any(|n| n == "Left out: Swede Larsen (dead)"), "{:?}", outcome.notes);
    let words = text(&load(&outcome));
    assert!(!words.contains("Swede Larsen") && words.contains("Running Elk"));

    let bad = PrintSettings { bleed_mm: Some(5.0), ..Default::default() };
    let path = out("refused");
    let e =
        print_shop::print_fate_deck(&store, DeckSource::Campaign { campaign_id: c, side_id: None }, None, &bad, &path)
            .unwrap_err();
    assert_eq!(e.code(), "print_option_invalid");
    assert!(e.to_string().starts_with("bleed: "), "{e}");
    let chit = PrintSettings { chit_shape: Some(ChitShape::Square), ..Default::default() };
    let e = print_shop::print_fate_deck(&store, DeckSource::Cast { cast_id: 1 }, None, &chit, &path).unwrap_err();
    assert_eq!(e.code(), "print_option_not_applicable");
    let e = print_shop::print_pack(&store, 1, &PrintSettings::default(), &path).unwrap_err();
    assert_eq!(e.code(), "wrong_ruleset", "a fate cast has no pack: {e}");
}

#[test]
fn the_chits_are_the_36_of_the_house_table_labelled_so() {
    let (mut store, c, _) = tonight();
    let house = FateOptions { hit_location: HitLocationChart::House, ..FateOptions::default() };
    campaign::set_options(&mut store, c, house, AT).unwrap();
    for (shape, name) in [(ChitShape::Round, "chits-round"), (ChitShape::Square, "chits-square")] {
        let settings = PrintSettings { chit_shape: Some(shape), chit_size_mm: Some(30.0), ..Default::default() };
        let outcome = print_shop::print_chits(&store, c, &settings, &out(name)).unwrap();
        assert_eq!(outcome.report.cards, 36);
        assert_eq!(outcome.report.sheets, 1, "36 chits of 30 mm on one A4 sheet");
        let pdf = load(&outcome);
        let page = drawn(&pdf, 1);
        match shape {
            ChitShape::Round => {
                assert_eq!(page.round_clips.len(), 36);
                for clip in &page.round_clips {
                    assert!((clip.w - 30.0).abs() < TOLERANCE_MM && (clip.h - 30.0).abs() < TOLERANCE_MM, "{clip:?}");
                }
            }
            ChitShape::Square => {
                assert_eq!(page.clips.len(), 36);
                assert!(page.clips.iter().all(|c| (c.w - 30.0).abs() < TOLERANCE_MM));
            }
        }
        let words = text(&pdf);
        assert!(words.contains("house table"), "the sheet says it is the house table");
        for location in ["Head", "Chest", "Belly", "Right arm", "Left arm", "Legs", "Graze", "Dead"] {
            assert!(words.contains(location), "{location}");
        }
    }
    // A QOTD campaign has no chits.
    let q = campaign::create_demo(&mut store, Ruleset::Qotd, AT).unwrap().id;
    let e = print_shop::print_chits(&store, q, &PrintSettings::default(), &out("no-chits")).unwrap_err();
    assert_eq!(e.code(), "wrong_ruleset");
    let card = PrintSettings { card: Some("poker".into()), ..Default::default() };
    let e = print_shop::print_chits(&store, c, &card, &out("no-card")).unwrap_err();
    assert!(e.to_string().starts_with("card: does not apply to the hit-location chits"), "{e}");
}

#[test]
fn the_pack_shows_wyatt_earp_on_the_ace_king_queen_and_jack_of_hearts() {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create_demo(&mut store, Ruleset::Qotd, AT).unwrap().id;
    let script = json!({
        "title": "Showdown at Dry Gulch",
        "sides": [
            { "side": "The Earps", "player": "Ann", "characters": ["Wyatt Earp", "Doc Holliday", "Virgil Earp", "Morgan Earp"],
              "extras": [{ "name": "Old Grizzly", "beast": "large_carnivore" }] },
            { "side": "The Cowboys", "player": "Bob", "characters": ["Johnny Ringo", "Ike Clanton"] }
        ]
    });
    let cast = campaign::create_scenario(&mut store, c, script, AT).unwrap().id.unwrap();
    let doc = print_shop::pack_doc(&store, cast).unwrap();
    assert_eq!(doc.cards.len(), 54);
    let held: Vec<(String, char, String)> = doc
        .cards
        .iter()
        .filter_map(|c| match c {
            PackCardDoc::Suited { rank, suit, holder: Some(h), .. } => Some((rank.clone(), *suit, h.name.clone())),
            _ => None,
        })
        .collect();
    let wyatt: Vec<String> =
        held.iter().filter(|(_, _, n)| n == "Wyatt Earp").map(|(r, s, _)| format!("{r}{s}")).collect();
    assert_eq!(wyatt, ["A♥", "K♥", "Q♥", "J♥"]);
    assert!(held.iter().any(|(_, _, n)| n == "Old Grizzly"), "the beast's card names it");

    let outcome = print_shop::print_pack(&store, cast, &PrintSettings::default(), &out("pack")).unwrap();
    assert_eq!((outcome.report.cards, outcome.report.sheets, outcome.report.pages), (54, 6, 12));
    let pdf = load(&outcome);
    let first = pdf.extract_text(&[1]).unwrap();
    assert_eq!(first.matches("Wyatt Earp").count(), 4, "{first}");
    let words = text(&pdf);
    for expected in
        ["Red Joker", "Black Joker", "equivalent to rolling a 10", "equivalent to rolling a 1.", "Johnny Ringo"]
    {
        assert!(words.contains(expected), "{expected}");
    }
    // Cards no one holds print plain: the Cowboys are dealt from spades, nobody holds clubs.
    assert!(!doc.cards.iter().any(|c| matches!(c, PackCardDoc::Suited { suit: '♣', holder: Some(_), .. })));
    // Every card is poker size, front and back.
    for page in [1, 2] {
        for cut in cut_boxes(&pdf, page, 0.0) {
            assert!((cut.w - POKER.0).abs() < TOLERANCE_MM && (cut.h - POKER.1).abs() < TOLERANCE_MM);
        }
    }
}

#[test]
fn the_alignment_test_has_a_front_and_a_back_with_the_scales_and_the_ruler() {
    let store = Store::open_in_memory().unwrap();
    let settings = PrintSettings { paper: Some("letter".into()), ..Default::default() };
    let outcome = print_shop::print_alignment_test(&store, &settings, &out("alignment")).unwrap();
    let pdf = load(&outcome);
    assert_eq!(page_sizes(&pdf).len(), 2);
    let words = text(&pdf);
    for expected in [
        "ALIGNMENT TEST",
        "back offset X (mm)",
        "back offset Y (mm)",
        "--measured-ruler",
        "Print at actual size (100%)",
    ] {
        assert!(words.contains(expected), "{expected}");
    }
    let marks = PrintSettings { marks: Some(MarksChoice::CutGuides), ..Default::default() };
    let e = print_shop::print_alignment_test(&store, &marks, &out("alignment-refused")).unwrap_err();
    assert_eq!(e.code(), "print_option_not_applicable");
}

const DRY_GULCH: &str = r#"{"title": "Showdown at Dry Gulch", "date": "1881-10-26", "participants": [
    {"character": "Wyatt Earp", "ended": "uninjured"},
    {"character": "Dusty", "ended": "injured_no_cards"},
    {"character": "Doc Holliday", "ended": "injured_with_cards"},
    {"character": "Ike Clanton", "ended": "killed"},
    {"character": "Johnny Ringo", "ended": "uninjured", "kills": [{"victim": "Ike Clanton"}]}]}"#;

/// Dusty 1 then 7 (He's Going! → Needs Extensive Medical Care!: misses the next game), Doc 1 and 1
/// (I'm Exhausted!: one card less and reduced dice).
const DRY_GULCH_ROLLS: &str = r#"{"rolls": [
    {"character": "Wyatt Earp", "dice": [6, 4]},
    {"character": "Dusty", "dice": [1], "hes_going": [7]},
    {"character": "Doc Holliday", "dice": [1, 1]},
    {"character": "Johnny Ringo", "dice": [6, 2]}]}"#;

fn roster_text(store: &Store, c: i64, options: &RosterOptions, name: &str) -> (usize, String) {
    let path = out(name);
    let printed = campaign::print_roster(store, c, options, Paper::A4, None, &path).unwrap();
    let pdf = Document::load(&path).unwrap();
    assert_eq!(printed.pages as usize, pdf.get_pages().len());
    (printed.pages as usize, text(&pdf))
}

#[test]
fn the_demo_roster_prints_on_three_a4_pages_with_who_is_dead_and_who_must_rest() {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create_demo(&mut store, Ruleset::Qotd, AT).unwrap().id;
    let (pages, _) = roster_text(&store, c, &RosterOptions::default(), "roster-demo");
    assert!(pages <= 3, "the demo's 11 characters take {pages} A4 pages");

    let id = games::record_game(&mut store, c, &parse_game(DRY_GULCH).unwrap(), AT + 10).unwrap().id;
    let skips: Vec<String> = ["Wyatt Earp", "Dusty", "Doc Holliday", "Ike Clanton", "Johnny Ringo"]
        .iter()
        .map(|n| format!(r#"{{"character": "{n}", "skip": true}}"#))
        .collect();
    let choices = parse_choices(&format!(r#"{{"choices": [{}]}}"#, skips.join(","))).unwrap();
    let rolls = DiceSource::Entered(parse_rolls(DRY_GULCH_ROLLS).unwrap());
    games::apply_aftermath(&mut store, id, &rolls, Some(&choices), AT + 20).unwrap();

    let (pages, words) = roster_text(&store, c, &RosterOptions::default(), "roster-standing");
    assert!(pages <= 3);
    assert!(words.contains("Ike Clanton") && words.contains("Dead."), "the dead are printed, struck through");
    assert!(words.contains("Misses the next game."), "Dusty rests");
    assert!(words.contains("Next game: one card less, reduced dice."), "Doc plays short");
    assert!(words.contains("Repeating rifle"), "{words}");

    let leave_out = RosterOptions { leave_out_dead: true, ..Default::default() };
    let (_, words) = roster_text(&store, c, &leave_out, "roster-no-dead");
    assert!(!words.contains("Ike Clanton") && !words.contains("Dead."));
    assert!(words.contains("Dusty") && words.contains("Misses the next game."));
}
