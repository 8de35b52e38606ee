use std::io::Cursor;

use super::*;
use crate::print::template;
use crate::print::Section;

fn entry(name: &str) -> RosterEntry {
    RosterEntry {
        name: name.to_string(),
        kind: "Gunslinger".to_string(),
        stats: [
            ("Cards", "3"),
            ("Action", "2D10, take the best"),
            ("Reduced", "1D10"),
            ("Defence", "DV 1 (+1 with shield in close combat)"),
            ("Move", "8 paces"),
        ]
        .into_iter()
        .map(|(l, v)| (l.to_string(), v.to_string()))
        .collect(),
        sections: vec![
            Section {
                title: "Personality".to_string(),
                items: vec![Feature {
                    name: "Disciplined".to_string(),
                    effect: "May reroll one action die each turn when within 6 paces of the boss.".to_string(),
                }],
            },
            Section {
                title: "Traits".to_string(),
                items: vec![
                    Feature {
                        name: "Quick draw".to_string(),
                        effect: "Acts first in a shoot-out, before cards are compared; if two quick \
                                 draws face each other, the higher card goes first."
                            .to_string(),
                    },
                    Feature { name: "Tough".to_string(), effect: "Ignores the first wound.".to_string() },
                ],
            },
        ],
        weapon_columns: RosterEntry::qotd_weapon_columns(),
        weapons: vec![
            WeaponLine {
                name: "Colt Peacemaker".to_string(),
                range: "12 paces".to_string(),
                impact: "Normal".to_string(),
                notes: "Fan the hammer: three shots at -1".to_string(),
            },
            WeaponLine {
                name: "Winchester rifle".to_string(),
                range: "36 paces".to_string(),
                impact: "High under 6, Normal over 6".to_string(),
                notes: String::new(),
            },
        ],
        notes: "Wanted in three territories.".to_string(),
        portrait_png: None,
        standing: None,
    }
}

fn side(name: &str, count: usize) -> RosterSide {
    RosterSide {
        name: name.to_string(),
        suit: Some("Hearts".to_string()),
        characters: (1..=count).map(|i| entry(&format!("{name} hand {i:02}"))).collect(),
    }
}

fn doc(sides: Vec<RosterSide>) -> RosterDoc {
    RosterDoc { title: "Showdown at Dry Gulch".to_string(), ruleset: "Quick on the Draw".to_string(), sides }
}

fn png(width: u32, height: u32) -> Vec<u8> {
    let img = image::RgbImage::from_pixel(width, height, image::Rgb([120, 90, 60]));
    let mut bytes = Vec::new();
    img.write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Png).unwrap();
    bytes
}

fn lay_out(doc: &RosterDoc, paper: Paper) -> Vec<Page> {
    roster(doc, &template::shipped_look::<template::RosterTemplate>().unwrap(), paper).unwrap()
}

fn texts<'p>(page: &'p Page) -> impl Iterator<Item = &'p str> + 'p {
    page.items.iter().filter_map(|item| match item {
        Item::Text { text, .. } => Some(text.as_str()),
        _ => None,
    })
}

/// The box an item covers: (left, top, right, bottom) in mm.
fn extent(m: &Metrics, item: &Item) -> (f32, f32, f32, f32) {
    match item {
        Item::Text { x_mm, y_mm, size_pt, font, text, .. } => (
            *x_mm,
            y_mm - m.ascent_mm(*font, *size_pt),
            x_mm + m.width_mm(*font, *size_pt, text),
            y_mm + m.descent_mm(*font, *size_pt),
        ),
        Item::Rect { x_mm, y_mm, w_mm, h_mm, .. } | Item::Image { x_mm, y_mm, w_mm, h_mm, .. } => {
            (*x_mm, *y_mm, x_mm + w_mm, y_mm + h_mm)
        }
        Item::Line { x1_mm, y1_mm, x2_mm, y2_mm, .. } => {
            (x1_mm.min(*x2_mm), y1_mm.min(*y2_mm), x1_mm.max(*x2_mm), y1_mm.max(*y2_mm))
        }
        other => panic!("a roster draws no {other:?}"),
    }
}

fn assert_within_margins(pages: &[Page], t: &Template) {
    let m = Metrics::embedded();
    for (n, page) in pages.iter().enumerate() {
        let (left, top) = (t.page.margin_left_mm, t.page.margin_top_mm);
        let right = page.width_mm - t.page.margin_right_mm;
        let bottom = page.height_mm - t.page.margin_bottom_mm;
        for item in &page.items {
            let (x0, y0, x1, y1) = extent(&m, item);
            assert!(
                x0 >= left - EPS && x1 <= right + EPS && y0 >= top - EPS && y1 <= bottom + EPS,
                "page {}: {item:?} covers ({x0:.2}, {y0:.2})–({x1:.2}, {y1:.2}), outside the \
                 margins ({left}, {top})–({right}, {bottom})",
                n + 1
            );
        }
    }
}

#[test]
fn text_wraps_within_its_box() {
    let t = template::shipped_look::<template::RosterTemplate>().unwrap();
    let m = Metrics::embedded();
    let sheet = Sheet::new(&t, &m, Paper::A4);
    let style = sheet.body(FontFace::Regular);
    let text = "The quick brown fox jumps over the lazy dog at high noon, twice. \
                Pneumonoultramicroscopicsilicovolcanoconiosis-and-then-some is one word.";
    for width in [20.0, 35.0, 60.0, 90.0] {
        let lines = sheet.wrap(&[Span { style, text }], width);
        assert!(lines.len() > 1, "{width} mm is too narrow for one line");
        for line in &lines {
            let joined: String = line.runs.iter().map(|(_, _, t)| t.as_str()).collect();
            let measured = m.width_mm(FontFace::Regular, style.size_pt, &joined);
            assert!((measured - line.width_mm).abs() < 0.01, "{joined:?}");
            assert!(line.width_mm <= width + EPS, "{joined:?} is {} mm", line.width_mm);
        }
        // No letter is lost or added, only spaces.
        let rejoined: String =
            lines.iter().flat_map(|l| l.runs.iter().map(|(_, _, t)| t.as_str())).collect::<String>().replace(' ', "");
        assert_eq!(rejoined, text.replace(' ', ""));
    }
}

#[test]
fn mixed_styles_wrap_as_one_paragraph() {
    let t = template::shipped_look::<template::RosterTemplate>().unwrap();
    let m = Metrics::embedded();
    let sheet = Sheet::new(&t, &m, Paper::A4);
    let bold = sheet.body(FontFace::Bold);
    let regular = sheet.body(FontFace::Regular);
    let spans = [
        Span { style: bold, text: "Quick draw." },
        Span { style: regular, text: " Acts first in a shoot-out.\nThen reloads." },
    ];
    let lines = sheet.wrap(&spans, 200.0);
    assert_eq!(lines.len(), 2, "the newline starts a line");
    assert_eq!(lines[0].runs.len(), 2);
    assert_eq!(lines[0].runs[0].2, "Quick draw.");
    assert_eq!(lines[0].runs[1].2, "Acts first in a shoot-out.");
    let space = m.width_mm(FontFace::Regular, regular.size_pt, " ");
    let head = m.width_mm(FontFace::Bold, bold.size_pt, "Quick draw.");
    assert!((lines[0].runs[1].0 - (head + space)).abs() < 1e-4);
    assert_eq!(lines[1].runs[0].2, "Then reloads.");
}

#[test]
fn a_hyphenated_word_breaks_after_its_hyphen() {
    let t = template::shipped_look::<template::RosterTemplate>().unwrap();
    let m = Metrics::embedded();
    let sheet = Sheet::new(&t, &m, Paper::A4);
    let style = sheet.body(FontFace::Regular);
    let text = "Wolfenstein-Harrington";
    let width = m.width_mm(FontFace::Regular, style.size_pt, "Wolfenstein-Harr");
    let lines = sheet.wrap(&[Span { style, text }], width);
    let texts: Vec<&str> = lines.iter().map(|l| l.runs[0].2.as_str()).collect();
    assert_eq!(texts, ["Wolfenstein-", "Harrington"]);
    // A leading minus is no hyphen, and on one line nothing changes.
    let lines = sheet.wrap(&[Span { style, text: "-1 to hit, Wolfenstein-Harrington" }], 200.0);
    assert_eq!(lines[0].runs[0].2, "-1 to hit, Wolfenstein-Harrington");
}

#[test]
fn every_character_appears_exactly_once() {
    let doc = doc(vec![side("Earps", 9), side("Clantons", 7)]);
    let pages = lay_out(&doc, Paper::A4);
    for side in &doc.sides {
        for c in &side.characters {
            let count = pages.iter().flat_map(texts).filter(|t| *t == c.name).count();
            assert_eq!(count, 1, "{} appears {count} times", c.name);
        }
    }
    // No block was split: a continued block would repeat its name.
}

#[test]
fn long_rosters_paginate_with_page_numbers() {
    let doc = doc(vec![side("Earps", 30)]);
    let pages = lay_out(&doc, Paper::A4);
    assert!(pages.len() >= 3, "30 characters on {} pages", pages.len());
    let count = pages.len();
    for (i, page) in pages.iter().enumerate() {
        let footer = format!("Page {} of {count}", i + 1);
        assert_eq!(texts(page).filter(|t| *t == footer).count(), 1, "{footer}");
        assert!(texts(page).any(|t| t == "Showdown at Dry Gulch"), "header on every page");
        assert!(texts(page).any(|t| t == "Earps"), "side on every page");
    }
    assert_within_margins(&pages, &template::shipped_look::<template::RosterTemplate>().unwrap());
}

#[test]
fn nothing_is_outside_the_margins_on_either_paper() {
    let mut earps = side("Earps", 7);
    earps.characters[2].portrait_png = Some(png(40, 60));
    earps.characters[3].name = "Wyatt Berry Stapp Earp, Deputy Marshal of Tombstone".into();
    earps.characters[4].notes = "x".repeat(300);
    earps.characters[5].weapons[0].notes = "Unbreakable-".repeat(12);
    let doc = doc(vec![earps, side("Clantons", 5)]);
    let t = template::shipped_look::<template::RosterTemplate>().unwrap();
    for paper in [Paper::A4, Paper::Letter] {
        assert_within_margins(&lay_out(&doc, paper), &t);
    }
}

#[test]
fn pages_are_the_paper_size() {
    let doc = doc(vec![side("Earps", 12)]);
    for (paper, w, h) in [(Paper::A4, 210.0, 297.0), (Paper::Letter, 215.9, 279.4)] {
        for page in lay_out(&doc, paper) {
            assert_eq!((page.width_mm, page.height_mm), (w, h));
        }
    }
}

#[test]
fn sides_follow_one_another_each_headed_by_its_name() {
    let doc = doc(vec![side("Earps", 1), side("Clantons", 1), side("Cowboys", 0)]);
    let pages = lay_out(&doc, Paper::Letter);
    assert_eq!(pages.len(), 1, "three short sides share a page");
    let all: Vec<&str> = texts(&pages[0]).collect();
    let at = |t: &str| all.iter().position(|x| *x == t).unwrap_or_else(|| panic!("{t} in {all:?}"));
    // Each heading comes before its side's characters, and the sides keep their order.
    assert!(at("Earps") < at("Earps hand 01") && at("Earps hand 01") < at("Clantons"));
    assert!(at("Clantons") < at("Clantons hand 01") && at("Clantons hand 01") < at("Cowboys"));
    assert!(at("Cowboys") < all.iter().position(|t| t.contains("No characters")).unwrap());
}

#[test]
fn a_side_that_runs_onto_a_new_page_is_headed_again_there() {
    let doc = doc(vec![side("Earps", 14), side("Clantons", 14)]);
    let pages = lay_out(&doc, Paper::A4);
    assert!(pages.len() >= 3);
    for page in &pages[1..] {
        let all: Vec<&str> = texts(page).collect();
        assert!(all.iter().any(|t| *t == "Earps" || *t == "Clantons"), "a side heading on every page: {all:?}");
    }
    let second: Vec<&str> = texts(&pages[1]).collect();
    let heading = second.iter().position(|t| *t == "Earps").unwrap();
    assert!(second[heading..heading + 3].iter().any(|t| t.trim() == "(continued)"), "{second:?}");
    // A page's blocks fill its columns: none has fewer than four blocks but the last.
    let t = template::shipped_look::<template::RosterTemplate>().unwrap();
    for page in &pages[..pages.len() - 1] {
        let blocks = page
            .items
            .iter()
            .filter(|i| matches!(i, Item::Rect { stroke: Some(s), .. } if s.width_pt == t.block.frame_pt))
            .count();
        assert!(blocks >= 4, "{blocks} blocks on a page");
    }
}

#[test]
fn a_roster_without_sides_still_has_a_page() {
    let empty = doc(Vec::new());
    let pages = lay_out(&empty, Paper::A4);
    assert_eq!(pages.len(), 1);
    assert!(texts(&pages[0]).any(|t| t.contains("no sides")));
}

#[test]
fn a_block_moves_whole_to_the_next_column() {
    let doc = doc(vec![side("Earps", 12)]);
    let t = template::shipped_look::<template::RosterTemplate>().unwrap();
    let pages = lay_out(&doc, Paper::A4);
    // Each block is one framed rectangle; none of them is split.
    let frames: Vec<(f32, f32)> = pages
        .iter()
        .flat_map(|p| &p.items)
        .filter_map(|item| match item {
            Item::Rect { y_mm, h_mm, stroke: Some(s), .. } if s.width_pt == t.block.frame_pt => Some((*y_mm, *h_mm)),
            _ => None,
        })
        .collect();
    assert_eq!(frames.len(), 12);
    let (first_h, rest) = (frames[0].1, &frames[1..]);
    assert!(rest.iter().all(|(_, h)| (h - first_h).abs() < EPS), "same blocks, same height");
}

#[test]
fn a_block_taller_than_a_column_is_split_between_lines() {
    let mut earps = side("Earps", 2);
    earps.characters[1].notes = "A long, long story of the trail. ".repeat(250);
    let doc = doc(vec![earps]);
    let pages = lay_out(&doc, Paper::A4);
    let continued = pages.iter().flat_map(texts).filter(|t| t.contains("(continued)")).count();
    assert!(continued >= 1, "the long block continues");
    // The side's heading is repeated, "(continued)", on every page after the first.
    let blocks_continued = continued - (pages.len() - 1);
    assert!(blocks_continued >= 1);
    assert_eq!(pages.iter().flat_map(texts).filter(|t| *t == "Earps hand 02").count(), 1 + blocks_continued);
    assert_within_margins(&pages, &template::shipped_look::<template::RosterTemplate>().unwrap());
}

#[test]
fn a_portrait_keeps_its_aspect_ratio_inside_its_box() {
    let t = template::shipped_look::<template::RosterTemplate>().unwrap();
    let mut earps = side("Earps", 1);
    earps.characters[0].portrait_png = Some(png(100, 50));
    let doc = doc(vec![earps]);
    let pages = lay_out(&doc, Paper::A4);
    let images: Vec<_> = pages[0]
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Image { w_mm, h_mm, alt, .. } => Some((*w_mm, *h_mm, alt.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(images.len(), 1);
    let (w, h, alt) = &images[0];
    assert!((w / h - 2.0).abs() < 1e-3);
    assert!((w - t.portrait.width_mm).abs() < EPS && *h <= t.portrait.height_mm);
    assert_eq!(alt, "Earps hand 01");
}

#[test]
fn a_portrait_that_is_not_a_png_is_refused_naming_the_character() {
    let mut earps = side("Earps", 1);
    earps.characters[0].portrait_png = Some(b"GIF89a nonsense".to_vec());
    let doc = doc(vec![earps]);
    let err = roster(&doc, &template::shipped_look::<template::RosterTemplate>().unwrap(), Paper::A4).unwrap_err();
    match err {
        PrintError::Portrait { character, .. } => assert_eq!(character, "Earps hand 01"),
        other => panic!("{other}"),
    }
}

#[test]
fn metrics_measure_with_the_embedded_fonts() {
    let m = Metrics::embedded();
    let narrow = m.width_mm(FontFace::Regular, 10.0, "iiii");
    let wide = m.width_mm(FontFace::Regular, 10.0, "WWWW");
    assert!(wide > 2.0 * narrow);
    assert!(m.width_mm(FontFace::Bold, 10.0, "Hero") > m.width_mm(FontFace::Regular, 10.0, "Hero"));
    // DejaVu Sans "M" at 10 pt is 8.63 pt wide: 3.04 mm.
    assert!((m.width_mm(FontFace::Regular, 10.0, "M") - 3.045).abs() < 0.01);
    let (big, small) = (m.width_mm(FontFace::Regular, 20.0, "ab"), m.width_mm(FontFace::Regular, 10.0, "ab"));
    assert!((big - 2.0 * small).abs() < 1e-5);
}
