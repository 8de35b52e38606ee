//! How long the sheets a player takes to the table take to make: the cast sheets of a 4-player,
//! 24-character QOTD cast, and the QOTD and fate playsheets (issue 12: the whole `posse` process
//! for all of them ≤ 50 ms in release); the cast sheets of the My Wild West demo's bank job and of
//! The West That Wasn't demo's Laroq Ranch scene (issue 22: each ≤ 30 ms as a whole process). This
//! measures the library's part, database to PDF bytes. `make bench` or `cargo bench --bench sheets`.

use criterion::{criterion_group, criterion_main, Criterion};
use posse::campaign::{self, playsheet};
use posse::print::cast_sheet::cast_sheet_pdf;
use posse::print::playsheet::playsheet_pdf;
use posse::print::template::{self, BookletTemplate};
use posse::print::Paper;
use posse::rules::Ruleset;
use posse::store::Store;

/// Four sides (a suit each) of six characters — a Hero, a Main Character, two Supporting, two
/// Minor: thirteen cards a player — and the scenario casting all 24. Returns the scenario's id.
fn cast_of_24(store: &mut Store) -> i64 {
    let c = campaign::create(store, "Bench", Ruleset::Qotd, 1).unwrap().id;
    let mut sides = Vec::new();
    for (s, suit) in ["hearts", "diamonds", "clubs", "spades"].iter().enumerate() {
        let suit = campaign::Suit::from_id(suit).unwrap();
        let side = campaign::add_side(store, c, &format!("Posse {s}"), Some(suit), 1).unwrap().id;
        let mut names = Vec::new();
        for (i, kind) in ["hero", "main", "supporting", "supporting", "minor", "minor"].iter().enumerate() {
            let name = format!("Hand {s}-{i}");
            let text = format!(
                r#"{{"name": "{name}", "type": "{kind}", "personality": "brave", "traits": ["tough"],
                    "weapons": ["winchester", "cartridge_revolver", "bowie_knife"], "armour": "minimal"}}"#
            );
            let sheet = campaign::parse_sheet("bench", &text, Ruleset::Qotd).unwrap();
            campaign::add_character(store, side, &sheet, 1).unwrap();
            names.push(format!("\"{name}\""));
        }
        sides.push(format!(r#"{{"side": {side}, "player": "Player {s}", "characters": [{}]}}"#, names.join(", ")));
    }
    let script = format!(
        r#"{{"title": "Bench", "plot": "Four posses meet at noon.", "set_notes": "Main street.", "sides": [{}]}}"#,
        sides.join(", ")
    );
    campaign::create_scenario(store, c, serde_json::from_str(&script).unwrap(), 2).unwrap().id.unwrap()
}

/// A demo of `ruleset` and a cast of it (`script`). Returns the scenario's id.
fn demo_cast(store: &mut Store, ruleset: Ruleset, script: serde_json::Value) -> i64 {
    let c = campaign::create_demo(store, ruleset, 1).unwrap().id;
    campaign::create_scenario(store, c, script, 2).unwrap().id.unwrap()
}

fn sheets(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("bench.sqlite")).unwrap();
    let scenario = cast_of_24(&mut store);
    // The README's bank job and Laroq Ranch scene (tests/print/make-references.sh casts the same).
    let bank_job = demo_cast(
        &mut store,
        Ruleset::Mww,
        serde_json::json!({ "title": "The Dry Creek Bank Job", "sides": [
            { "side": "The Curry Gang", "player": "Ann", "characters": ["Kid Curry", "Flat Nose Logan", "Deaf Charlie"],
              "extras": [{ "name": "Sundance", "weapons": ["six_gun"] }] },
            { "side": "Marshal Hoyt's Posse", "player": "Bob", "characters": ["Marshal Hoyt", "Two Knives"] } ],
            "civilians": ["The teller", "Mrs. Potts"] }),
    );
    let laroq = demo_cast(
        &mut store,
        Ruleset::Twtw,
        serde_json::json!({ "title": "Showdown at the Laroq Ranch", "sides": [
            { "side": "Miranda's Posse", "player": "Ann", "characters": ["Miranda Valentine", "Cyril Wellington", "Hank"] },
            { "side": "The Laroq Ranch", "player": "Bob", "characters": ["Angus Laroq", "Pete Perkins", "Clem Perkins"] } ] }),
    );
    let qotd = playsheet::playsheet(Ruleset::Qotd, None).unwrap();
    let fate = playsheet::playsheet(Ruleset::Fate, None).unwrap();
    let booklet: BookletTemplate = template::shipped_look().unwrap();

    c.bench_function("cast sheets of a 4-player, 24-character cast", |b| {
        b.iter(|| {
            let doc = campaign::cast_sheet_doc(&store, scenario, None).unwrap();
            cast_sheet_pdf(&doc, Paper::Letter, &booklet).unwrap()
        })
    });
    for (name, cast) in [("cast sheets of the MWW bank job", bank_job), ("cast sheets of the TWTW Laroq Ranch", laroq)]
    {
        c.bench_function(name, |b| {
            b.iter(|| {
                let doc = campaign::cast_sheet_doc(&store, cast, None).unwrap();
                cast_sheet_pdf(&doc, Paper::A4, &booklet).unwrap()
            })
        });
    }
    c.bench_function("QOTD playsheet", |b| b.iter(|| playsheet_pdf(&qotd, Paper::Letter, &booklet).unwrap()));
    c.bench_function("fate playsheet", |b| b.iter(|| playsheet_pdf(&fate, Paper::A4, &booklet).unwrap()));
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = sheets
}
criterion_main!(benches);
