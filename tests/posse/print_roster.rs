//! A roster sheet printed through the public API and read back with an independent PDF parser
//! (lopdf): true paper size, every character's name in the text, the fonts embedded as subsets.
//!
//! The PDFs are also written to `target/tmp/` (`roster-a4.pdf`, `roster-letter.pdf`) for a person
//! to look at.

use std::io::Cursor;

use lopdf::Document;
use posse::print::{roster_pdf, Feature, Paper, RosterDoc, RosterEntry, RosterSide, Section, WeaponLine};

use posse::print::template::{shipped_look, RosterTemplate};

use super::pdf_check::{deref_dict, embedded_subset, media_box, MM_PER_PT};

fn portrait() -> Vec<u8> {
    // A 30 × 40 px head-and-shoulders silhouette: tan background, dark figure.
    let img = image::RgbImage::from_fn(30, 40, |x, y| {
        let (dx, dy) = (x as i32 - 15, y as i32 - 14);
        let head = dx * dx + dy * dy < 49;
        let shoulders = y > 24 && (x as i32 - 15).abs() < (y as i32 - 14);
        if head || shoulders {
            image::Rgb([60, 40, 30])
        } else {
            image::Rgb([220, 200, 160])
        }
    });
    let mut png = Vec::new();
    img.write_to(&mut Cursor::new(&mut png), image::ImageFormat::Png).unwrap();
    png
}

fn character(name: &str, kind: &str, cards: u8) -> RosterEntry {
    RosterEntry {
        name: name.to_string(),
        kind: kind.to_string(),
        stats: vec![
            ("Cards".to_string(), cards.to_string()),
            ("Action".to_string(), format!("{cards}D10, take the best")),
            ("Reduced".to_string(), "1D10".to_string()),
            ("Defence".to_string(), "DV 0".to_string()),
            ("Move".to_string(), "8 paces".to_string()),
        ],
        sections: vec![
            Section {
                title: "Personality".to_string(),
                items: vec![Feature {
                    name: "Steady".to_string(),
                    effect: "Ignores the first Shaken result each game.".to_string(),
                }],
            },
            Section {
                title: "Traits".to_string(),
                items: vec![Feature {
                    name: "Crack shot".to_string(),
                    effect: "Re-rolls one missed shot per turn when he did not move. Does not apply to \
                             thrown weapons or to shots fired from horseback."
                        .to_string(),
                }],
            },
        ],
        weapon_columns: RosterEntry::qotd_weapon_columns(),
        weapons: vec![
            WeaponLine {
                name: "Colt Army revolver".to_string(),
                range: "12 paces".to_string(),
                impact: "Normal".to_string(),
                notes: "Six shots, then reload".to_string(),
            },
            WeaponLine {
                name: "Bowie knife".to_string(),
                range: "\u{2014}".to_string(),
                impact: "High under 6, Normal over 6".to_string(),
                notes: String::new(),
            },
        ],
        notes: String::new(),
        portrait_png: None,
        standing: None,
    }
}

fn roster() -> RosterDoc {
    let mut lawmen: Vec<RosterEntry> = [
        ("Wyatt Earp", "Hero", 4),
        ("Virgil Earp", "Lawman", 3),
        ("Morgan Earp", "Lawman", 3),
        ("Doc Holliday", "Gunfighter", 3),
        ("Sherman McMaster", "Deputy", 2),
        ("Texas Jack Vermillion", "Deputy", 2),
    ]
    .into_iter()
    .map(|(name, kind, cards)| character(name, kind, cards))
    .collect();
    lawmen[0].portrait_png = Some(portrait());
    lawmen[3].notes = "Coughs when he loses a card draw; plays faro between games.".to_string();
    let cowboys = [
        ("Ike Clanton", "Boss", 3),
        ("Billy Clanton", "Cowboy", 2),
        ("Frank McLaury", "Cowboy", 2),
        ("Tom McLaury", "Cowboy", 2),
    ]
    .into_iter()
    .map(|(name, kind, cards)| character(name, kind, cards))
    .collect();
    RosterDoc {
        title: "Tombstone, 1881".to_string(),
        ruleset: "Quick on the Draw".to_string(),
        sides: vec![
            RosterSide { name: "The Earps".to_string(), suit: Some("Hearts".to_string()), characters: lawmen },
            RosterSide { name: "The Cowboys".to_string(), suit: Some("Spades".to_string()), characters: cowboys },
        ],
    }
}

/// The roster template Posse ships.
fn look() -> RosterTemplate {
    shipped_look().unwrap()
}

fn names(doc: &RosterDoc) -> Vec<&str> {
    doc.sides.iter().flat_map(|s| &s.characters).map(|c| c.name.as_str()).collect()
}

fn check(paper: Paper, width_mm: f32, height_mm: f32) -> Document {
    let doc = roster();
    let printed = roster_pdf(&doc, paper, &look()).unwrap();
    let file = format!("roster-{}.pdf", format!("{paper:?}").to_lowercase());
    std::fs::write(std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(file), &printed.pdf).unwrap();

    let pdf = Document::load_mem(&printed.pdf).unwrap();
    let pages = pdf.get_pages();
    assert_eq!(pages.len(), printed.pages);
    assert!(pages.len() >= 2, "ten characters take more than a page");

    let mut fonts = std::collections::BTreeSet::new();
    for (&number, &id) in &pages {
        let page = pdf.get_object(id).unwrap().as_dict().unwrap();
        let [x0, y0, x1, y1] = media_box(&pdf, page);
        let (w, h) = ((x1 - x0) * MM_PER_PT, (y1 - y0) * MM_PER_PT);
        assert!((w - width_mm).abs() < 0.1 && (h - height_mm).abs() < 0.1, "page {number} is {w} × {h} mm");
        for (_, font) in pdf.get_page_fonts(id).unwrap() {
            fonts.insert(embedded_subset(&pdf, font));
        }
    }
    assert!(fonts.iter().any(|f| f.ends_with("+DejaVuSans")), "{fonts:?}");
    assert!(fonts.iter().any(|f| f.ends_with("+DejaVuSans-Bold")), "{fonts:?}");
    assert!(fonts.iter().any(|f| f.ends_with("+DejaVuSerif-Bold")), "{fonts:?}");

    let numbers: Vec<u32> = pages.keys().copied().collect();
    let text = pdf.extract_text(&numbers).unwrap();
    for name in names(&doc) {
        assert!(text.contains(name), "{name} is missing from the text:\n{text}");
    }
    for expected in ["Tombstone, 1881", "Quick on the Draw", "The Earps", "The Cowboys", "Crack shot"] {
        assert!(text.contains(expected), "{expected} is missing from the text");
    }
    assert!(text.contains(&format!("Page 1 of {}", pages.len())));
    pdf
}

#[test]
fn a4_roster_is_true_size_with_every_character_and_embedded_subset_fonts() {
    let pdf = check(Paper::A4, 210.0, 297.0);
    // The document's title is the campaign's.
    let info = deref_dict(&pdf, pdf.trailer.get(b"Info").unwrap());
    let title = lopdf::decode_text_string(info.get(b"Title").unwrap()).unwrap();
    assert_eq!(title, "Tombstone, 1881");
}

#[test]
fn letter_roster_is_true_size_with_every_character_and_embedded_subset_fonts() {
    check(Paper::Letter, 215.9, 279.4);
}

#[test]
fn the_portrait_is_embedded_once_as_an_image() {
    let printed = roster_pdf(&roster(), Paper::A4, &look()).unwrap();
    let pdf = Document::load_mem(&printed.pdf).unwrap();
    let images = pdf
        .objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .filter(|s| s.dict.get(b"Subtype").and_then(|t| t.as_name()).ok() == Some(b"Image".as_slice()))
        .count();
    assert_eq!(images, 1);
}

#[test]
fn fonts_are_subset_so_the_file_stays_small() {
    // The three DejaVu files weigh 1.8 MB; their subsets for one roster a few dozen KB.
    let printed = roster_pdf(&roster(), Paper::A4, &look()).unwrap();
    assert!(printed.pdf.len() < 250_000, "{} bytes", printed.pdf.len());
}
