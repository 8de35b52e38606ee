//! Tests of [`super`]: the PDF parsed back (lopdf, Poppler) and compared with the layout.

use super::*;

fn pt(mm: f32) -> f32 {
    mm * 72.0 / 25.4
}

/// The operands of each `op` in the first page's content stream.
fn operands(pdf: &[u8], op: &str) -> Vec<Vec<f32>> {
    operands_after(pdf, op, 0)
}

/// The numeric operands of each `op` in the first page's content stream, after the first `skip`
/// (a `Tf`'s font name).
fn operands_after(pdf: &[u8], op: &str, skip: usize) -> Vec<Vec<f32>> {
    let doc = lopdf::Document::load_mem(pdf).unwrap();
    let page = *doc.get_pages().values().next().unwrap();
    let content = doc.get_and_decode_page_content(page).unwrap();
    content
        .operations
        .iter()
        .filter(|o| o.operator == op)
        .map(|o| o.operands[skip..].iter().map(|n| n.as_float().unwrap()).collect())
        .collect()
}

fn close(a: &[f32], b: &[f32]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() <= 0.101)
}

#[test]
fn top_left_millimetres_become_bottom_left_points() {
    let picture = Arc::new(Picture { width_px: 4, height_px: 2, rgb: vec![200; 4 * 2 * 3] });
    let page = Page {
        width_mm: 210.0,
        height_mm: 297.0,
        items: vec![
            Item::Rect {
                x_mm: 10.0,
                y_mm: 20.0,
                w_mm: 30.0,
                h_mm: 40.0,
                stroke: Some(Stroke::new(1.0, Colour::BLACK)),
                fill: None,
            },
            Item::Image { x_mm: 50.0, y_mm: 10.0, w_mm: 20.0, h_mm: 10.0, picture, alt: "x".into() },
            Item::Text {
                x_mm: 15.0,
                y_mm: 100.0,
                size_pt: 10.0,
                font: FontFace::Regular,
                colour: Colour::Rgb(0.7, 0.0, 0.0),
                text: "Howdy".into(),
            },
        ],
    };
    let pdf = render("Test", &[page]).unwrap();
    // The rectangle's bottom edge is 20 + 40 mm below the top.
    let rects = operands(&pdf, "re");
    assert!(close(&rects[0], &[pt(10.0), pt(297.0 - 60.0), pt(30.0), pt(40.0)]), "{rects:?}");
    // The image's unit square is stretched over its box, bottom-left at 50, 297 - 20 mm.
    let matrices = operands(&pdf, "cm");
    let expected = [pt(20.0), 0.0, 0.0, pt(10.0), pt(50.0), pt(297.0 - 20.0)];
    assert!(matrices.iter().any(|m| close(m, &expected)), "{matrices:?}");
    // The text's baseline is 100 mm below the top, in red.
    let cursor = operands(&pdf, "Td");
    assert!(close(&cursor[0], &[pt(15.0), pt(197.0)]), "{cursor:?}");
    assert!(operands(&pdf, "rg").iter().any(|c| close(c, &[0.7, 0.0, 0.0])));
    // The picture is embedded as a JPEG.
    let doc = lopdf::Document::load_mem(&pdf).unwrap();
    let jpeg = doc.objects.values().filter_map(|o| o.as_stream().ok()).any(|s| {
        s.dict.get(b"Subtype").and_then(|t| t.as_name()).ok() == Some(b"Image".as_slice())
            && s.dict.get(b"Filter").and_then(|f| f.as_name()).ok() == Some(b"DCTDecode".as_slice())
    });
    assert!(jpeg, "the picture is a DCTDecode (JPEG) image");
}

#[test]
fn the_font_is_set_only_when_it_changes_and_each_text_reads_as_a_line_of_its_own() {
    let text = |x_mm: f32, font: FontFace, size_pt: f32, words: &str| Item::Text {
        x_mm,
        y_mm: 50.0,
        size_pt,
        font,
        colour: Colour::BLACK,
        text: words.into(),
    };
    let page = Page {
        width_mm: 100.0,
        height_mm: 100.0,
        items: vec![
            text(10.0, FontFace::Regular, 9.0, "Draw"),
            text(30.0, FontFace::Regular, 9.0, "Aim"),
            text(50.0, FontFace::Bold, 9.0, "Fire"),
            Item::Line { x1_mm: 0.0, y1_mm: 60.0, x2_mm: 100.0, y2_mm: 60.0, stroke: Stroke::new(0.5, Colour::BLACK) },
            text(70.0, FontFace::Bold, 9.0, "Duck"),
        ],
    };
    let pdf = render("Test", &[page]).unwrap();
    let doc = lopdf::Document::load_mem(&pdf).unwrap();
    let id = *doc.get_pages().values().next().unwrap();
    let ops: Vec<String> =
        doc.get_and_decode_page_content(id).unwrap().operations.into_iter().map(|o| o.operator).collect();
    let count = |op: &str| ops.iter().filter(|o| *o == op).count();
    // Four text sections; the regular face set once, the bold face once (it outlasts the
    // line drawn between its two texts).
    assert_eq!((count("BT"), count("ET"), count("Tf"), count("Tj")), (4, 4, 2, 4), "{ops:?}");
    let sizes: Vec<Vec<f32>> = operands_after(&pdf, "Tf", 1);
    assert_eq!(sizes, [[9.0], [9.0]]);
    // Every text is where its item says.
    let xs: Vec<f32> = operands(&pdf, "Td").iter().map(|m| m[0]).collect();
    assert!(close(&xs, &[pt(10.0), pt(30.0), pt(50.0), pt(70.0)]), "{xs:?}");
    // A reader pulling out the words gets each text on a line of its own.
    let lines: Vec<String> = pdf_text(&pdf).lines().map(str::to_string).collect();
    assert_eq!(lines, ["Draw", "Aim", "Fire", "Duck"]);
}

/// The words of the first page, as a reader extracts them.
fn pdf_text(pdf: &[u8]) -> String {
    lopdf::Document::load_mem(pdf).unwrap().extract_text(&[1]).unwrap()
}

#[test]
fn a_layout_transform_does_to_pdf_points_what_it_does_to_layout_points() {
    let resources = Resources { fonts: BTreeMap::new(), images: BTreeMap::new(), codes: BTreeMap::new() };
    let transforms = [
        Affine::translate(3.0, -2.0),
        Affine::scale_about(1.015, 105.0, 148.5),
        Affine::quarter_turns_about(1, 40.0, 50.0),
        Affine::quarter_turns_about(2, 31.75, 44.45).then(Affine::translate(10.0, 20.0)),
    ];
    // On the page, and on a card whose corner is the origin.
    let origins = [(0.0, 297.0), (19.5, 120.4)];
    for (t, origin_mm) in transforms.into_iter().flat_map(|t| origins.map(|o| (t, o))) {
        let page = PageOps { origin_mm, resources: &resources, in_card: false };
        let m = page.pdf_matrix(&t);
        for (x, y) in [(0.0, 0.0), (10.0, 20.0), (200.0, 5.0)] {
            let (px, py) = page.point(x, y);
            let mapped = (m[0] * px + m[2] * py + m[4], m[1] * px + m[3] * py + m[5]);
            let (tx, ty) = t.apply(x, y);
            let want = page.point(tx, ty);
            assert!((mapped.0 - want.0).abs() < 0.01 && (mapped.1 - want.1).abs() < 0.01, "{t:?} at {x},{y}");
        }
    }
}

/// A card at (`x_mm`, `y_mm`) with a frame 5 mm in and 10 mm down, `label` written in it.
fn framed_card(x_mm: f32, y_mm: f32, label: &str) -> Item {
    Item::Group {
        transform: None,
        clip: Some(Clip::Rect { x_mm, y_mm, w_mm: 63.5, h_mm: 88.9 }),
        items: vec![
            Item::Rect {
                x_mm: x_mm + 5.0,
                y_mm: y_mm + 10.0,
                w_mm: 20.0,
                h_mm: 30.0,
                stroke: Some(Stroke::new(0.5, Colour::BLACK)),
                fill: None,
            },
            Item::Text {
                x_mm: x_mm + 6.0,
                y_mm: y_mm + 20.0,
                size_pt: 8.0,
                font: FontFace::Regular,
                colour: Colour::BLACK,
                text: label.into(),
            },
        ],
    }
}

/// The operators of a form XObject's or a page's content.
fn operators(content: &[u8]) -> Vec<lopdf::content::Operation> {
    lopdf::content::Content::decode(content).unwrap().operations
}

#[test]
fn a_card_draws_from_its_corner_and_lands_where_the_layout_put_it() {
    let page = Page {
        width_mm: 210.0,
        height_mm: 297.0,
        items: vec![framed_card(10.0, 20.0, "Ace"), framed_card(80.0, 120.0, "King")],
    };
    let pdf = render("Test", &[page]).unwrap();
    // Both cards write the same numbers for the same frame...
    let rects = operands(&pdf, "re");
    assert_eq!(rects.len(), 4, "two clips, two frames: {rects:?}");
    assert_eq!(rects[1], rects[3], "{rects:?}");
    // ...and each card's corner, moved to by its matrix, puts the frame where the layout says.
    let matrices = operands(&pdf, "cm");
    for (i, (x, y)) in [(10.0, 20.0), (80.0, 120.0)].into_iter().enumerate() {
        let (m, r) = (&matrices[i], &rects[2 * i + 1]);
        let at = [m[4] + r[0], m[5] + r[1], r[2], r[3]];
        assert!(close(&at, &[pt(x + 5.0), pt(297.0 - y - 40.0), pt(20.0), pt(30.0)]), "{at:?}");
    }
    assert_eq!(pdf_text(&pdf).lines().collect::<Vec<_>>(), ["Ace", "King"]);
}

#[test]
fn a_card_drawn_twice_is_one_form_drawn_where_each_card_lies() {
    let cards = |label: &str| vec![framed_card(10.0, 20.0, label), framed_card(80.0, 120.0, label)];
    let pages = [
        Page { width_mm: 210.0, height_mm: 297.0, items: cards("Back") },
        Page { width_mm: 210.0, height_mm: 297.0, items: cards("Back") },
    ];
    let pdf = render("Test", &pages).unwrap();
    let doc = lopdf::Document::load_mem(&pdf).unwrap();
    let forms: Vec<&lopdf::Stream> = doc
        .objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .filter(|s| s.dict.get(b"Subtype").and_then(|t| t.as_name()).ok() == Some(b"Form".as_slice()))
        .collect();
    assert_eq!(forms.len(), 1, "the four cards are one drawing");
    let form = operators(&forms[0].decompressed_content().unwrap());
    let names: Vec<&str> = form.iter().map(|o| o.operator.as_str()).collect();
    // The form sets its own font and colours (it may be drawn in any state), then the frame
    // and the label.
    assert_eq!(names, ["G", "w", "re", "S", "BT", "Tf", "g", "Td", "Tj", "ET"], "{names:?}");
    let frame: Vec<f32> = form[2].operands.iter().map(|n| n.as_float().unwrap()).collect();
    assert!(close(&frame, &[pt(5.0), pt(88.9 - 40.0), pt(20.0), pt(30.0)]), "{frame:?}");
    let bbox: Vec<f32> =
        forms[0].dict.get(b"BBox").unwrap().as_array().unwrap().iter().map(|n| n.as_float().unwrap()).collect();
    assert!(close(&bbox, &[0.0, 0.0, pt(63.5), pt(88.9)]), "{bbox:?}");
    // Each page draws it at both cards' corners, and both pages are the same drawing.
    let pages: Vec<lopdf::ObjectId> = doc.get_pages().into_values().collect();
    let contents: Vec<lopdf::ObjectId> = pages
        .iter()
        .map(|p| doc.get_dictionary(*p).unwrap().get(b"Contents").unwrap().as_reference().unwrap())
        .collect();
    assert_eq!(contents[0], contents[1], "the second page shares the first one's content stream");
    let page = operators(&doc.get_and_decode_page_content(pages[0]).unwrap().encode().unwrap());
    let ops: Vec<&str> = page.iter().map(|o| o.operator.as_str()).collect();
    assert_eq!(ops, ["q", "re", "W", "n", "cm", "Do", "Q", "q", "re", "W", "n", "cm", "Do", "Q"], "{ops:?}");
    let corners: Vec<Vec<f32>> = operands(&pdf, "cm").into_iter().map(|m| m[4..].to_vec()).collect();
    assert!(close(&corners.concat(), &[pt(10.0), pt(297.0 - 108.9), pt(80.0), pt(297.0 - 208.9)]), "{corners:?}");
    // A reader that follows forms (Poppler's) finds the label on every card.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("backs.pdf"), &pdf).unwrap();
    let text = std::process::Command::new("pdftotext").arg(dir.path().join("backs.pdf")).arg("-").output().unwrap();
    assert_eq!(String::from_utf8_lossy(&text.stdout).matches("Back").count(), 4);
}

#[test]
fn a_group_is_clipped_and_drawn_in_its_own_graphics_state() {
    let page = Page {
        width_mm: 100.0,
        height_mm: 100.0,
        items: vec![Item::Group {
            transform: Some(Affine::translate(5.0, 5.0)),
            clip: Some(Clip::Circle { cx_mm: 20.0, cy_mm: 20.0, r_mm: 10.0 }),
            items: vec![Item::Rect {
                x_mm: 0.0,
                y_mm: 0.0,
                w_mm: 40.0,
                h_mm: 40.0,
                stroke: None,
                fill: Some(Colour::Grey(0.5)),
            }],
        }],
    };
    let pdf = render("Test", &[page]).unwrap();
    let doc = lopdf::Document::load_mem(&pdf).unwrap();
    let id = *doc.get_pages().values().next().unwrap();
    let ops: Vec<String> =
        doc.get_and_decode_page_content(id).unwrap().operations.into_iter().map(|o| o.operator).collect();
    let at = |op: &str| ops.iter().position(|o| o == op).unwrap_or_else(|| panic!("{op} in {ops:?}"));
    assert!(at("q") < at("cm") && at("cm") < at("W") && at("W") < at("re") && at("re") < at("Q"), "{ops:?}");
    assert_eq!(ops.iter().filter(|o| *o == "c").count(), 4, "a circle is four Bézier arcs");
    assert!(close(&operands(&pdf, "cm")[0], &[1.0, 0.0, 0.0, 1.0, pt(5.0), -pt(5.0)]));
}
