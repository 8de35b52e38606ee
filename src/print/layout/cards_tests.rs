use super::*;
use crate::print::layout::fit::TextField;
use crate::print::layout::sheet::{CropMarks, DuplexEdge};
use crate::print::FontFace;

fn options(duplex: Option<DuplexEdge>, bleed_mm: f32) -> CardSheetOptions {
    CardSheetOptions {
        sheet: SheetSpec {
            paper_w_mm: 210.0,
            paper_h_mm: 297.0,
            card: CardSize::POKER,
            bleed_mm,
            gutter_mm: 3.0,
            margin_mm: 4.0,
            marks: Marks::Crop(CropMarks::default()),
        },
        duplex: duplex.map(|edge| Duplex { edge, offset_x_mm: 0.5, offset_y_mm: -1.0 }),
        scale: 1.0,
    }
}

fn job(count: usize) -> CardJob {
    let fronts = (0..count)
        .map(|i| {
            CardFace::new(format!("Card {i}")).background(Colour::Grey(0.9)).with(TextField::new(
                "title",
                (4.0, 4.0, 55.0, 8.0),
                &format!("Card {i}"),
                FontFace::Bold,
                12.0,
            ))
        })
        .collect();
    CardJob {
        title: "Test".into(),
        caption: "Test deck".into(),
        fronts,
        back: CardFace::new("back").background(Colour::Grey(0.2)),
    }
}

/// The clip boxes of a page's cards, in drawing order.
fn clips(page: &Page) -> Vec<BoxMm> {
    page.items
        .iter()
        .filter_map(|item| match item {
            Item::Group { clip: Some(Clip::Rect { x_mm, y_mm, w_mm, h_mm }), .. } => {
                Some(BoxMm { x: *x_mm, y: *y_mm, w: *w_mm, h: *h_mm })
            }
            _ => None,
        })
        .collect()
}

fn close(a: BoxMm, b: BoxMm) -> bool {
    (a.x - b.x).abs() < 1e-3 && (a.y - b.y).abs() < 1e-3 && (a.w - b.w).abs() < 1e-3 && (a.h - b.h).abs() < 1e-3
}

#[test]
fn each_sheet_of_fronts_is_followed_by_its_backs_mirrored_and_offset() {
    for edge in [DuplexEdge::Long, DuplexEdge::Short] {
        let o = options(Some(edge), 3.0);
        let sheets = lay_out_cards(&job(11), &o).unwrap();
        let grid = impose(&o.sheet).unwrap();
        let r = &sheets.report;
        assert_eq!(
            (r.cards, r.per_sheet as usize, r.sheets, r.pages),
            (11, grid.per_sheet(), 11u32.div_ceil(r.per_sheet), 2 * r.sheets)
        );
        let duplex = o.duplex.unwrap();
        for (sheet, pair) in sheets.pages.chunks(2).enumerate() {
            let on_sheet = (11 - sheet * grid.per_sheet()).min(grid.per_sheet());
            let fronts = clips(&pair[0]);
            let backs = clips(&pair[1]);
            assert_eq!((fronts.len(), backs.len()), (on_sheet, on_sheet));
            for slot in 0..on_sheet {
                assert!(close(fronts[slot], grid.slot(slot).grown(3.0)), "front {slot}");
                assert!(close(backs[slot], grid.back_box(slot, &duplex).grown(3.0)), "back {slot}");
            }
            let texts: Vec<&str> = pair[0].items.iter().flat_map(Item::texts).collect();
            assert!(texts.contains(&super::ruler::ACTUAL_SIZE));
            assert!(texts.iter().any(|t| t.contains(&format!("sheet {} of", sheet + 1))), "{texts:?}");
            let back_texts: Vec<&str> = pair[1].items.iter().flat_map(Item::texts).collect();
            assert!(back_texts.contains(&super::ruler::ACTUAL_SIZE), "the ruler is on the backs too");
        }
    }
}

#[test]
fn fronts_only_prints_no_backs_and_the_report_counts_sheets() {
    let sheets = lay_out_cards(&job(20), &options(None, 0.0)).unwrap();
    assert_eq!(sheets.report.per_sheet, 9);
    assert_eq!((sheets.report.sheets, sheets.report.pages), (3, 3));
    let texts: Vec<&str> = sheets.pages.iter().flat_map(|p| p.items.iter().flat_map(Item::texts)).collect();
    for i in 0..20 {
        assert_eq!(texts.iter().filter(|t| **t == format!("Card {i}")).count(), 1, "Card {i} once");
    }
    // Crop marks are lines on the fronts.
    assert!(sheets.pages[0].items.iter().any(|i| matches!(i, Item::Line { .. })));
}

#[test]
fn text_that_does_not_fit_is_reported_with_the_card_and_the_field() {
    let mut j = job(2);
    j.fronts[1].push(
        TextField::new("rule", (4.0, 20.0, 20.0, 4.0), &"a very long rule text ".repeat(10), FontFace::Regular, 9.0)
            .min_size(7.0)
            .paragraph(),
    );
    let sheets = lay_out_cards(&j, &options(None, 0.0)).unwrap();
    assert_eq!(sheets.warnings.len(), 1);
    let w = &sheets.warnings[0];
    assert_eq!((w.card.as_str(), w.field.as_str()), ("Card 1", "rule"));
    assert!(w.to_string().starts_with("Card 1, rule: too long"), "{w}");
}

#[test]
fn a_portrait_is_fitted_once_and_shared_by_every_card_that_shows_it() {
    let mut png = Vec::new();
    image::RgbImage::from_pixel(40, 80, image::Rgb([120, 80, 40]))
        .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .unwrap();
    let png = Arc::new(png);
    let mut j = job(4);
    for face in &mut j.fronts {
        face.push(CardItem::Portrait {
            x_mm: 10.0,
            y_mm: 20.0,
            w_mm: 30.0,
            h_mm: 30.0,
            image: png.clone(),
            alt: "Wyatt".into(),
        });
    }
    let sheets = lay_out_cards(&j, &options(None, 0.0)).unwrap();
    let mut pictures = Vec::new();
    fn walk<'a>(items: &'a [Item], out: &mut Vec<(&'a Arc<Picture>, f32, f32)>) {
        for item in items {
            match item {
                Item::Image { picture, w_mm, h_mm, .. } => out.push((picture, *w_mm, *h_mm)),
                Item::Group { items, .. } => walk(items, out),
                _ => {}
            }
        }
    }
    walk(&sheets.pages[0].items, &mut pictures);
    assert_eq!(pictures.len(), 4);
    assert!(pictures
        .iter()
        .all(|(p, w, h)| Arc::ptr_eq(p, pictures[0].0) && (*w - 15.0).abs() < 1e-3 && (*h - 30.0).abs() < 1e-3));
    let bad = CardItem::Portrait {
        x_mm: 0.0,
        y_mm: 0.0,
        w_mm: 5.0,
        h_mm: 5.0,
        image: Arc::new(b"nope".to_vec()),
        alt: "Ike".into(),
    };
    j.fronts[0].push(bad);
    match lay_out_cards(&j, &options(None, 0.0)) {
        Err(PrintError::Portrait { character, .. }) => assert_eq!(character, "Ike"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_turned_item_turns_about_the_card_centre_and_scale_wraps_each_page() {
    let mut j = job(1);
    j.fronts[0].push(CardItem::Turned {
        quarters: 2,
        items: vec![CardItem::Draw(Item::Line {
            x1_mm: 0.0,
            y1_mm: 0.0,
            x2_mm: 1.0,
            y2_mm: 0.0,
            stroke: Stroke::new(1.0, Colour::BLACK),
        })],
    });
    let mut o = options(None, 0.0);
    o.scale = 100.0 / 98.5;
    let sheets = lay_out_cards(&j, &o).unwrap();
    let page = &sheets.pages[0];
    let [Item::Group { transform: Some(t), items, .. }] = page.items.as_slice() else { panic!("one scaled group") };
    let (cx, cy) = t.apply(105.0, 148.5);
    assert!((cx - 105.0).abs() < 1e-3 && (cy - 148.5).abs() < 1e-3, "scaled about the page's centre");
    assert!((t.a - 100.0 / 98.5).abs() < 1e-6);
    let Item::Group { items: card, .. } = &items[0] else { panic!() };
    let turned = card.iter().find_map(|i| match i {
        Item::Group { transform: Some(t), .. } => Some(*t),
        _ => None,
    });
    let t = turned.expect("the turned group");
    // The card's top-left corner goes to its bottom-right.
    let slot = impose(&o.sheet).unwrap().slot(0);
    let (x, y) = t.apply(0.0, 0.0);
    assert!((x - slot.x - 63.5).abs() < 1e-3 && (y - slot.y - 88.9).abs() < 1e-3, "({x}, {y})");
}
