//! The print center's backend (issue 12): every printable rendered without writing, its report
//! matching the PDF, the sheets refusing card options with the reason, and "Save PDF…" writing
//! exactly the previewed bytes.

use lopdf::Document;
use posse::campaign::print_center::{preview, save, PrintJob};
use posse::campaign::print_shop::DeckSource;
use posse::campaign::{self, RosterOptions};
use posse::error::ErrorCode;
use posse::print::settings::PrintSettings;
use posse::rules::Ruleset;
use posse::store::Store;

const AT: i64 = 1_800_000_000;

/// Both demos, a QOTD cast and a fate cast: (qotd campaign, fate campaign, qotd cast, fate cast).
fn demos() -> (Store, i64, i64, i64, i64) {
    let mut store = Store::open_in_memory().unwrap();
    let qotd = campaign::create_demo(&mut store, Ruleset::Qotd, AT).unwrap().id;
    let fate = campaign::create_demo(&mut store, Ruleset::Fate, AT).unwrap().id;
    let script = serde_json::json!({"title": "Dry Gulch", "sides": [{"side": "The Earps", "player": "Ann", "characters": ["Virgil Earp"]}]});
    let qotd_cast = campaign::create_scenario(&mut store, qotd, script, AT).unwrap().id.unwrap();
    let script = serde_json::json!({"title": "Tin Cup", "sides": [{"side": "The Kelly Gang", "player": "Bob", "characters": ["Kid Kelly"]}]});
    let fate_cast = campaign::create_scenario(&mut store, fate, script, AT).unwrap().id.unwrap();
    (store, qotd, fate, qotd_cast, fate_cast)
}

#[test]
fn every_printable_previews_without_writing_and_its_report_is_the_pdfs() {
    let (store, qotd, fate, qotd_cast, fate_cast) = demos();
    let jobs = [
        PrintJob::Roster { campaign_id: qotd, options: RosterOptions::default() },
        PrintJob::CastSheet { cast_id: qotd_cast, player: Some("Ann".into()) },
        PrintJob::Playsheet { ruleset: Ruleset::Fate, campaign_id: Some(fate) },
        PrintJob::FateDeck { source: DeckSource::Cast { cast_id: fate_cast }, blanks: None },
        PrintJob::Chits { campaign_id: fate },
        PrintJob::Pack { cast_id: qotd_cast },
        PrintJob::ActionCards { seed: None },
        PrintJob::AlignmentTest,
    ];
    let mut store = store;
    let mww = campaign::create_demo(&mut store, Ruleset::Mww, AT).unwrap().id;
    let script = serde_json::json!({"title": "Payday", "sides": [{"side": "The Curry Gang", "player": "Ann", "characters": ["Kid Curry"]}], "civilians": ["The teller"]});
    let mww_cast = campaign::create_scenario(&mut store, mww, script, AT).unwrap().id.unwrap();
    let jobs = jobs.into_iter().chain([PrintJob::TurnCards { cast_id: mww_cast }]);
    for job in &jobs.collect::<Vec<_>>() {
        let settings = PrintSettings { paper: Some("letter".into()), ..Default::default() };
        let p = preview(&store, job, &settings).unwrap_or_else(|e| panic!("{job:?}: {e}"));
        let pdf = Document::load_mem(&p.pdf).unwrap();
        assert_eq!(pdf.get_pages().len() as u32, p.pages, "{job:?}");
        assert!(p.sheets >= 1 && p.sheets <= p.pages, "{job:?}");
        assert!(p.settings.starts_with("Letter"), "{job:?}: {}", p.settings);
    }
}

#[test]
fn a_sheet_refuses_a_card_option_with_the_reason() {
    let (store, qotd, ..) = demos();
    let job = PrintJob::Roster { campaign_id: qotd, options: RosterOptions::default() };
    let settings = PrintSettings { bleed_mm: Some(3.0), ..Default::default() };
    let err = preview(&store, &job, &settings).unwrap_err();
    assert_eq!(err.code(), "print_option_not_applicable");
    assert!(err.to_string().contains("bleed") && err.to_string().contains("the roster"), "{err}");
    let settings = PrintSettings { paper: Some("100x100".into()), ..Default::default() };
    assert!(preview(&store, &job, &settings).unwrap_err().to_string().contains("A4 or Letter"));
}

#[test]
fn save_writes_exactly_the_previewed_bytes_and_refuses_what_is_not_a_pdf() {
    let (store, _, fate, ..) = demos();
    let p = preview(&store, &PrintJob::Chits { campaign_id: fate }, &PrintSettings::default()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("chits.pdf");
    assert_eq!(save(&path, &p.pdf).unwrap(), p.pdf.len() as u64);
    assert_eq!(std::fs::read(&path).unwrap(), p.pdf);
    let other = dir.path().join("other.pdf");
    assert!(save(&other, b"<html>").is_err());
    assert!(!other.exists(), "nothing written");
}
