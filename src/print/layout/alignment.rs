//! The duplex alignment test: a front page and a back page that show a printer's back offset.
//!
//! The front has every card's outline and a crosshair at its centre, a millimetre scale along the
//! top edge (X) and one down the left edge (Y), and the instructions. The back has crosshairs where
//! the backs go (mirrored, with the offset already set), and a long pointer line through each
//! scale's zero. Held up to the light, the pointer crosses the front's scale at the number to enter
//! as the back offset: the scales are numbered with the offset that would bring the back onto the
//! front (the one already set included), so nothing needs working out. Both pages carry the
//! calibration ruler.

use super::fit::{fit, TextField};
use super::sheet::{impose, Duplex, DuplexEdge, Grid, SheetSpec};
use super::{ruler, Affine, Colour, FontFace, Item, Metrics, Page, Stroke};
use crate::print::{PrintError, SheetReport};

/// How far each scale reads either side of zero, in mm.
pub const SCALE_MM: i32 = 10;

/// The two pages of the alignment test for a sheet of cards (its bleed and marks are ignored).
pub fn alignment_test(
    spec: &SheetSpec,
    duplex: &Duplex,
    scale: f32,
    printer: &str,
) -> Result<(Vec<Page>, SheetReport), PrintError> {
    let grid = impose(spec)?;
    let m = Metrics::embedded();
    let (w, h) = (spec.paper_w_mm, spec.paper_h_mm);
    let outline = Stroke::new(0.3, Colour::Grey(0.55));
    let cross = Stroke::new(0.3, Colour::BLACK);
    let mirror_x = grid.mirrors_columns(duplex.edge);

    // The front.
    let mut front = Vec::new();
    for slot in 0..grid.per_sheet() {
        let b = grid.slot(slot);
        front.push(Item::Rect { x_mm: b.x, y_mm: b.y, w_mm: b.w, h_mm: b.h, stroke: Some(outline), fill: None });
        front.extend(crosshair(b.x + b.w / 2.0, b.y + b.h / 2.0, cross));
    }
    let zero_x = w / 2.0;
    let zero_y = h / 2.0;
    let top = spec.margin_mm;
    let left = spec.margin_mm;
    // A label reads the offset that brings the back onto the front: on a mirrored axis the back
    // moves with the offset as seen from the front, on the other against it.
    let label = |k: i32, mirrored: bool, set: f32| if mirrored { set + k as f32 } else { set - k as f32 };
    front.extend(scale_items(&m, Axis::X, zero_x, top, |k| label(k, mirror_x, duplex.offset_x_mm)));
    front.extend(scale_items(&m, Axis::Y, zero_y, left, |k| label(k, !mirror_x, duplex.offset_y_mm)));
    let edge = match duplex.edge {
        DuplexEdge::Long => "long",
        DuplexEdge::Short => "short",
    };
    let first = grid.slot(0);
    let instructions = format!(
        "ALIGNMENT TEST ({printer}). 1. Print both pages at actual size (100%), two-sided, flipping on the {edge} \
         edge. 2. Hold the sheet up to a light: where the back's long line crosses the top scale is your back offset \
         X; where it crosses the left scale, Y. 3. Enter them: posse printer edit NAME --back-offset X,Y. \
         4. Measure the 100 mm ruler; if it is not 100 mm, posse printer edit NAME --measured-ruler MM. \
         Print this test again: the crosshairs of the back should sit on the front's."
    );
    let field = TextField::new(
        "instructions",
        (first.x + 2.0, first.y + 2.0, first.w - 4.0, first.h / 2.0 - 6.0),
        &instructions,
        FontFace::Regular,
        7.0,
    )
    .min_size(4.5)
    .paragraph();
    let fitted = fit(&m, &field);
    front.extend(fitted.items);
    front.extend(ruler::band(&m, grid.band, grid.band_box(), &format!("Alignment test · front · {printer}")).0);

    // The back: crosshairs where the backs land, and the pointers through the scales' zeros.
    let to_back = |x: f32, y: f32| -> (f32, f32) {
        let (x, y) = if mirror_x { (w - x, y) } else { (x, h - y) };
        (x + duplex.offset_x_mm, y + duplex.offset_y_mm)
    };
    let mut back = Vec::new();
    for slot in 0..grid.per_sheet() {
        let b = grid.back_box(slot, duplex);
        back.extend(crosshair(b.x + b.w / 2.0, b.y + b.h / 2.0, cross));
    }
    let pointer = Stroke::new(0.6, Colour::Rgb(0.8, 0.0, 0.0));
    let reach = 14.0;
    for ((x1, y1), (x2, y2)) in [((zero_x, top), (zero_x, top + reach)), ((left, zero_y), (left + reach, zero_y))] {
        let (a, b) = to_back(x1, y1);
        let (c, d) = to_back(x2, y2);
        back.push(Item::Line { x1_mm: a, y1_mm: b, x2_mm: c, y2_mm: d, stroke: pointer });
    }
    back.extend(
        ruler::band(&m, grid.band, grid.band_box(), &format!("Alignment test · back ({edge}-edge) · {printer}")).0,
    );

    let page = |items: Vec<Item>| {
        let items = if (scale - 1.0).abs() > 1e-6 {
            vec![Item::Group { transform: Some(Affine::scale_about(scale, w / 2.0, h / 2.0)), clip: None, items }]
        } else {
            items
        };
        Page { width_mm: w, height_mm: h, items }
    };
    let report = report(&grid);
    Ok((vec![page(front), page(back)], report))
}

fn report(grid: &Grid) -> SheetReport {
    let s = &grid.spec;
    SheetReport {
        cards: 0,
        cols: grid.cols,
        rows: grid.rows,
        per_sheet: grid.per_sheet() as u32,
        sheets: 1,
        pages: 2,
        paper_w_mm: s.paper_w_mm,
        paper_h_mm: s.paper_h_mm,
        card_w_mm: s.card.width_mm,
        card_h_mm: s.card.height_mm,
        ruler: match grid.band {
            super::sheet::BandPlace::Bottom => "bottom",
            super::sheet::BandPlace::Left => "left",
        }
        .to_string(),
    }
}

fn crosshair(x: f32, y: f32, stroke: Stroke) -> [Item; 2] {
    let arm = 4.0;
    [
        Item::Line { x1_mm: x - arm, y1_mm: y, x2_mm: x + arm, y2_mm: y, stroke },
        Item::Line { x1_mm: x, y1_mm: y - arm, x2_mm: x, y2_mm: y + arm, stroke },
    ]
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Axis {
    /// Along the top edge, ticks hanging down.
    X,
    /// Down the left edge, ticks pointing right.
    Y,
}

/// A scale of ±[`SCALE_MM`] about `zero` (along its axis), `edge` mm from the paper's edge, with
/// the figure for each 5 mm given by `value`.
fn scale_items(m: &Metrics, axis: Axis, zero: f32, edge: f32, value: impl Fn(i32) -> f32) -> Vec<Item> {
    let stroke = Stroke::new(0.25, Colour::BLACK);
    let mut items = Vec::new();
    // Drawn as if along x with ticks hanging down from y = 0, then turned into place.
    for k in -SCALE_MM..=SCALE_MM {
        let len = if k == 0 {
            5.0
        } else if k % 5 == 0 {
            3.5
        } else {
            2.0
        };
        let x = k as f32;
        items.push(Item::Line { x1_mm: x, y1_mm: 0.0, x2_mm: x, y2_mm: len, stroke });
        if k % 5 == 0 {
            let v = value(k);
            let text = if v.abs() < 0.05 {
                "0".to_string()
            } else {
                format!("{v:+.1}").trim_end_matches(".0").replace('-', "\u{2212}")
            };
            let size = 5.0;
            let tw = m.width_mm(FontFace::Regular, size, &text);
            items.push(Item::Text {
                x_mm: x - tw / 2.0,
                y_mm: len + 2.2,
                size_pt: size,
                font: FontFace::Regular,
                colour: Colour::BLACK,
                text,
            });
        }
    }
    let name = if axis == Axis::X { "X" } else { "Y" };
    items.push(Item::Text {
        x_mm: SCALE_MM as f32 + 1.5,
        y_mm: 2.5,
        size_pt: 6.0,
        font: FontFace::Bold,
        colour: Colour::BLACK,
        text: format!("back offset {name} (mm)"),
    });
    let transform = match axis {
        Axis::X => Affine::translate(zero, edge),
        // Turned a quarter clockwise: along the scale is down the page, its ticks point left to
        // the paper's edge, its figures between them and the edge.
        Axis::Y => Affine { a: 0.0, b: 1.0, c: -1.0, d: 0.0, e: edge + 8.0, f: zero },
    };
    vec![Item::Group { transform: Some(transform), clip: None, items }]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::layout::sheet::{CardSize, Marks};

    fn spec(w: f32, h: f32) -> SheetSpec {
        SheetSpec {
            paper_w_mm: w,
            paper_h_mm: h,
            card: CardSize::POKER,
            bleed_mm: 0.0,
            gutter_mm: 3.0,
            margin_mm: 4.0,
            marks: Marks::None,
        }
    }

    /// Where, along the front's scale, the back's pointer lands if the printer shifts the back by
    /// (dx, dy), read as the label there says.
    fn reading(edge: DuplexEdge, set: (f32, f32), shift: (f32, f32), paper: (f32, f32)) -> (f32, f32) {
        let duplex = Duplex { edge, offset_x_mm: set.0, offset_y_mm: set.1 };
        let (pages, _) = alignment_test(&spec(paper.0, paper.1), &duplex, 1.0, "Test").unwrap();
        let (w, h) = paper;
        let grid = impose(&spec(w, h)).unwrap();
        let mirror_x = grid.mirrors_columns(edge);
        // The pointers on the back page, as printed (shifted), seen from the front.
        let pointers: Vec<(f32, f32, f32, f32)> = pages[1]
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Line { x1_mm, y1_mm, x2_mm, y2_mm, stroke } if stroke.width_pt > 0.5 => {
                    Some((*x1_mm, *y1_mm, *x2_mm, *y2_mm))
                }
                _ => None,
            })
            .collect();
        assert_eq!(pointers.len(), 2);
        let seen = |x: f32, y: f32| {
            let (x, y) = (x + shift.0, y + shift.1);
            if mirror_x {
                (w - x, y)
            } else {
                (x, h - y)
            }
        };
        let x_pointer = seen(pointers[0].0, pointers[0].1).0;
        let y_pointer = seen(pointers[1].0, pointers[1].1).1;
        // Read the front's labels by interpolating the scale's value function.
        let label = |k: f32, mirrored: bool, set: f32| if mirrored { set + k } else { set - k };
        (label(x_pointer - w / 2.0, mirror_x, set.0), label(y_pointer - h / 2.0, !mirror_x, set.1))
    }

    #[test]
    fn the_scales_read_the_offset_that_brings_the_back_onto_the_front() {
        for edge in [DuplexEdge::Long, DuplexEdge::Short] {
            for paper in [(210.0, 297.0), (279.4, 215.9)] {
                for set in [(0.0, 0.0), (1.5, -0.5)] {
                    for shift in [(0.0, 0.0), (2.0, -1.0), (-3.5, 4.0)] {
                        let (x, y) = reading(edge, set, shift, paper);
                        // Entering (x, y) cancels the printer's shift: the offset must be −shift.
                        assert!(
                            (x + shift.0).abs() < 1e-3 && (y + shift.1).abs() < 1e-3,
                            "{edge:?} {paper:?} {set:?} {shift:?}: read ({x}, {y})"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_front_has_a_crosshair_per_card_and_both_scales() {
        let duplex = Duplex { edge: DuplexEdge::Long, offset_x_mm: 0.0, offset_y_mm: 0.0 };
        let (pages, report) = alignment_test(&spec(210.0, 297.0), &duplex, 1.0, "Laser").unwrap();
        assert_eq!((pages.len(), report.per_sheet), (2, 9));
        let texts: Vec<&str> = pages[0].items.iter().flat_map(Item::texts).collect();
        assert!(texts.contains(&"back offset X (mm)") && texts.contains(&"back offset Y (mm)"));
        assert!(texts.contains(&ruler::ACTUAL_SIZE));
        assert!(texts.iter().any(|t| t.contains("ALIGNMENT")), "{texts:?}");
        let rects = pages[0].items.iter().filter(|i| matches!(i, Item::Rect { .. })).count();
        assert_eq!(rects, 9);
    }
}
