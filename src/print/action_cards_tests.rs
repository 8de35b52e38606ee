use super::*;
use crate::print::layout::sheet::SheetSpec;
use crate::print::layout::Page;
use crate::print::{lay_out_cards, CardSheetOptions, Paper};
use crate::rules::twtw::deck::{default_deck, generate};

/// The shipped action-deck template.
fn look() -> ActionCardsTemplate {
    crate::print::template::shipped_look().unwrap()
}

fn options(paper: (f32, f32)) -> CardSheetOptions {
    let a4 = sheet_options(Paper::A4);
    CardSheetOptions { sheet: SheetSpec { paper_w_mm: paper.0, paper_h_mm: paper.1, ..a4.sheet }, ..a4 }
}

/// Every line of text drawn in `items`, with its size and face.
fn texts_in(items: &[Item], out: &mut Vec<(String, f32, FontFace)>) {
    for item in items {
        match item {
            Item::Text { text, size_pt, font, .. } => out.push((text.clone(), *size_pt, *font)),
            Item::Group { items, .. } => texts_in(items, out),
            _ => {}
        }
    }
}

fn texts(items: &[Item], out: &mut Vec<(String, f32)>) {
    let mut all = Vec::new();
    texts_in(items, &mut all);
    out.extend(all.into_iter().map(|(text, size, _)| (text, size)));
}

/// The text the page's cards show (each card is a group clipped to its bleed; the ruler and the
/// sheet's caption are not cards).
fn page_texts(page: &Page) -> Vec<(String, f32)> {
    let mut out = Vec::new();
    for item in &page.items {
        if let Item::Group { clip: Some(_), items, .. } = item {
            texts(items, &mut out);
        }
    }
    out
}

#[test]
fn every_section_of_every_card_is_readable_at_poker_size() {
    // Fifty-four fronts of the shipped deck and of another: nothing overflows its box, and no text
    // on a card is set below 5 pt.
    for deck in [default_deck().clone(), generate(7)] {
        let job = action_deck_job(&deck, &look());
        assert_eq!(job.fronts.len(), 54);
        let sheets = lay_out_cards(&job, &options((210.0, 297.0))).unwrap();
        assert!(sheets.warnings.is_empty(), "{:?}", sheets.warnings);
        let per_sheet = sheets.report.per_sheet;
        assert_eq!(sheets.report.pages, 2 * 54_u32.div_ceil(per_sheet), "each sheet of fronts with its backs");
        for page in sheets.pages.iter().step_by(2) {
            for (text, size) in page_texts(page) {
                assert!(size >= 5.0 - 1e-3, "{text:?} set at {size} pt");
            }
        }
    }
}

#[test]
fn fronts_and_backs_are_set_only_in_the_faces_read_ahead_for_them() {
    let job = action_deck_job(default_deck(), &look());
    let sheets = lay_out_cards(&job, &options((210.0, 297.0))).unwrap();
    let mut all = Vec::new();
    for page in &sheets.pages {
        texts_in(&page.items, &mut all);
    }
    assert!(all.len() > 54 * 20, "every card's texts: {}", all.len());
    for face in FontFace::ALL {
        let used = all.iter().any(|(_, _, f)| *f == face);
        assert_eq!(used, FACES.contains(&face), "{face:?}");
    }
}

#[test]
fn card_50_prints_what_the_chapter_reads_on_it() {
    let deck = default_deck();
    let job = CardJob { fronts: vec![front(&deck.cards[50], &look())], ..action_deck_job(deck, &look()) };
    let sheets = lay_out_cards(&job, &options((215.9, 279.4))).unwrap();
    let words: Vec<String> = page_texts(&sheets.pages[0]).into_iter().map(|(t, _)| t).collect();
    let has = |w: &str| words.iter().any(|t| t == w);
    for w in [
        "50",
        "A♦",
        "13",
        "d10",
        "8",
        "1",
        "3",
        "BURST 3→3 6→5 10→8",
        "Left leg",
        "▲ Right arm",
        "(5)",
        "14",
        "WRENCH —",
        "TARGETS 3 5 8",
        "2 ♦",
        "YES",
    ] {
        assert!(has(w), "{w:?} is not on card 50: {words:?}");
    }
    // The cells the chapter reads: 8, 1, 3 down the d10 column; the left leg standard.
    assert_eq!(deck.cards[50].standard_location(), crate::rules::twtw::Location::LeftLeg);
    let back = page_texts(&sheets.pages[1]).into_iter().map(|(t, _)| t).collect::<Vec<_>>();
    assert!(back.iter().any(|t| t.contains("ACTION DECK")), "{back:?}");
}

#[test]
fn the_deck_prints_as_a_pdf_with_its_backs() {
    let printed = cards_pdf(&action_deck_job(default_deck(), &look()), &options((210.0, 297.0))).unwrap();
    assert!(printed.pdf.starts_with(b"%PDF"));
    assert_eq!(printed.report.pages, 2 * 54_u32.div_ceil(printed.report.per_sheet));
    assert_eq!(printed.report.per_sheet, 9, "3 × 3 poker cards an A4 sheet");
    assert!(printed.warnings.is_empty());
}
