//! How long the print shop takes, laid out and rendered to PDF bytes in memory (the whole process,
//! a database read and a file written included, is timed against typst, ReportLab and fpdf2 by
//! `../shared/bench/`; see the README). Goals (issues 11 and 13): the QOTD pack of a 54-card cast with backs
//! and crop marks on A4 ≤ 20 ms as a whole process; the fate deck of a 40-character campaign plus
//! its 36 hit-location chits ≤ 50 ms; the TWTW action deck (54 fronts and backs, crop marks, A4) ≤ 20 ms
//! and ≤ 60 KB. `make bench` or `cargo bench --bench print`.

use criterion::{criterion_group, criterion_main, Criterion};
use posse::campaign::print_shop::{self, DeckSource};
use posse::campaign::{self, RosterOptions};
use posse::print::settings::{MarksChoice, PrintSettings};
use posse::print::{roster_pdf, template, Paper};
use posse::rules::Ruleset;
use posse::store::Store;
use serde_json::json;

const NAMES: [&str; 20] = [
    "Wyatt", "Doc", "Virgil", "Morgan", "Dusty", "Johnny", "Ike", "Frank", "Tom", "Billy", "Curly", "Pete", "Luke",
    "Kate", "Josie", "Sam", "Jesse", "Cole", "Belle", "Clay",
];

fn sheet(text: serde_json::Value, ruleset: Ruleset) -> campaign::Sheet {
    campaign::parse_sheet("bench", &text.to_string(), ruleset).unwrap()
}

/// A QOTD campaign of four sides whose cast deals the whole pack: each player a Hero, two Main
/// Characters, a Supporting and a Minor Character (4 + 3 + 3 + 2 + 1 = 13 cards). Returns the cast.
fn full_house(store: &mut Store) -> i64 {
    let c = campaign::create(store, "Full house", Ruleset::Qotd, 1).unwrap().id;
    let mut sides = Vec::new();
    for (s, suit) in campaign::Suit::ALL.into_iter().enumerate() {
        let side = campaign::add_side(store, c, &format!("The {}", suit.name()), Some(suit), 1).unwrap().id;
        let mut cast = Vec::new();
        for (i, kind) in ["hero", "main", "main", "supporting", "minor"].iter().enumerate() {
            let name = format!("{} {}", NAMES[s * 5 + i], suit.name());
            let text =
                json!({"name": name, "type": kind, "personality": "ordinary", "weapons": ["cartridge_revolver"]});
            campaign::add_character(store, side, &sheet(text, Ruleset::Qotd), 1).unwrap();
            cast.push(name);
        }
        sides.push(json!({"side": side, "player": format!("Player {}", s + 1), "characters": cast}));
    }
    campaign::create_scenario(store, c, json!({"title": "Full house", "sides": sides}), 1).unwrap().id.unwrap()
}

/// A fate campaign of two gangs of twenty. Returns the campaign.
fn forty_guns(store: &mut Store) -> i64 {
    let c = campaign::create(store, "Forty guns", Ruleset::Fate, 1).unwrap().id;
    let classes = ["citizen", "gunman", "shootist", "legend"];
    let skills =
        [json!([]), json!(["quick_shot"]), json!(["crack_shot", "tough"]), json!(["fast_draw", "strong", "strong"])];
    for g in 0..2 {
        let side = campaign::add_side(store, c, &format!("Gang {}", g + 1), None, 1).unwrap().id;
        for (i, name) in NAMES.iter().enumerate() {
            let text = json!({"name": format!("{name} of gang {}", g + 1), "class": classes[i % 4], "skills": skills[i % 4],
                "weapons": ["six_shooter", "repeating_rifle"], "kills": i});
            campaign::add_character(store, side, &sheet(text, Ruleset::Fate), 1).unwrap();
        }
    }
    c
}

fn print(c: &mut Criterion) {
    let mut store = Store::open_in_memory().unwrap();
    let cast = full_house(&mut store);
    let a4 = PrintSettings {
        paper: Some("a4".into()),
        marks: Some(MarksChoice::CropMarks),
        duplex: Some(posse::print::settings::DuplexChoice::Long),
        ..Default::default()
    };
    let pack = print_shop::pack_pdf(&store, cast, &a4).unwrap();
    assert_eq!(pack.printed.report.cards, 54);
    c.bench_function("the QOTD pack of a 54-card cast, backs and crop marks, A4", |b| {
        b.iter(|| print_shop::pack_pdf(&store, cast, &a4).unwrap().printed.pdf.len())
    });

    let fate = forty_guns(&mut store);
    let source = DeckSource::Campaign { campaign_id: fate, side_id: None };
    c.bench_function("the fate deck of a 40-character campaign and its 36 chits", |b| {
        b.iter(|| {
            let deck = print_shop::fate_deck_pdf(&store, source, None, &a4).unwrap();
            let chits = print_shop::chits_pdf(&store, fate, &a4).unwrap();
            deck.printed.pdf.len() + chits.printed.pdf.len()
        })
    });
    // Issue 13: the TWTW action deck, 54 fronts and backs with crop marks on A4, ≤ 20 ms and ≤ 60 KB
    // as a whole process.
    c.bench_function("the TWTW action deck, backs and crop marks, A4", |b| {
        b.iter(|| print_shop::action_cards_pdf(None, Some(1), &a4).unwrap().printed.pdf.len())
    });
    let plain = PrintSettings { paper: Some("a4".into()), ..Default::default() };
    c.bench_function("the alignment test, A4", |b| {
        b.iter(|| print_shop::alignment_test_pdf(&store, &plain).unwrap().printed.pdf.len())
    });

    // Where the pack's time goes: reading and wording it, laying it out, writing the PDF.
    let doc = print_shop::pack_doc(&store, cast).unwrap();
    let resolved = posse::print::settings::resolve(&a4, None, posse::print::settings::Stock::Cards, "pack").unwrap();
    let job = posse::print::decks::pack::job(&doc, &resolved.options.sheet.card, &template::shipped_look().unwrap());
    let sheets = posse::print::lay_out_cards(&job, &resolved.options).unwrap();
    c.bench_function("pack: read and word the cast", |b| {
        b.iter(|| print_shop::pack_doc(&store, cast).unwrap().cards.len())
    });
    c.bench_function("pack: lay out", |b| {
        b.iter(|| posse::print::lay_out_cards(&job, &resolved.options).unwrap().pages.len())
    });
    c.bench_function("pack: write the PDF", |b| {
        b.iter(|| posse::print::pdf::render("pack", &sheets.pages).unwrap().len())
    });

    let demo = campaign::create_demo(&mut store, Ruleset::Qotd, 1).unwrap().id;
    let doc = campaign::roster_doc(&store, demo, &RosterOptions::default()).unwrap();
    let roster_look: template::RosterTemplate = template::shipped_look().unwrap();
    c.bench_function("the QOTD demo's roster, A4", |b| {
        b.iter(|| roster_pdf(&doc, Paper::A4, &roster_look).unwrap().pdf.len())
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = print
}
criterion_main!(benches);
