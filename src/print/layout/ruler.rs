//! The calibration ruler on every sheet of cards: 100 mm with a tick every millimetre, figures
//! every 10, and "Print at actual size (100%)", with the sheet's caption beside it. A user who
//! measures it at anything but 100 mm gives their printer profile a scale correction.

use super::fit::{fit, TextField};
use super::sheet::{BandPlace, BoxMm, BAND_MM, RULER_MM};
use super::{Affine, Colour, FontFace, Item, Metrics, Stroke};

/// What the band says, besides the ruler.
pub const ACTUAL_SIZE: &str = "Print at actual size (100%): this ruler must measure 100 mm";

/// The band's items on the page, and the overflow of its text if the paper is too narrow for it.
pub fn band(m: &Metrics, place: BandPlace, band: BoxMm, note: &str) -> (Vec<Item>, Option<String>) {
    let length = match place {
        BandPlace::Bottom => band.w,
        BandPlace::Left => band.h,
    };
    let (mut items, overflow) = ruler_and_text(m, length, note);
    let transform = match place {
        BandPlace::Bottom => Affine::translate(band.x, band.y),
        // Reading bottom to top: along the band is up the page, the band's top edge its left.
        BandPlace::Left => Affine { a: 0.0, b: -1.0, c: 1.0, d: 0.0, e: band.x, f: band.y + band.h },
    };
    items = vec![Item::Group { transform: Some(transform), clip: None, items }];
    (items, overflow)
}

/// The band laid out along x from 0 to `length`, 0 to [`BAND_MM`] deep.
fn ruler_and_text(m: &Metrics, length: f32, note: &str) -> (Vec<Item>, Option<String>) {
    let ink = Stroke::new(0.35, Colour::BLACK);
    let fine = Stroke::new(0.2, Colour::BLACK);
    let gap = 5.0;
    let text_room = (length - RULER_MM - gap).max(0.0);
    // The ruler and its text, centred along the band.
    let text_w = text_room.min(110.0);
    let x0 = ((length - RULER_MM - gap - text_w) / 2.0).max(0.0);
    let top = 0.3;
    let mut items = vec![Item::Line { x1_mm: x0, y1_mm: top, x2_mm: x0 + RULER_MM, y2_mm: top, stroke: ink }];
    for mm in 0..=RULER_MM as u32 {
        let x = x0 + mm as f32;
        let len = if mm % 10 == 0 {
            2.6
        } else if mm % 5 == 0 {
            1.8
        } else {
            1.1
        };
        items.push(Item::Line { x1_mm: x, y1_mm: top, x2_mm: x, y2_mm: top + len, stroke: fine });
        if mm % 10 == 0 {
            let label = if mm == RULER_MM as u32 { "100 mm".to_string() } else { mm.to_string() };
            let size = 4.5;
            let w = m.width_mm(FontFace::Regular, size, &label);
            let x = if mm == 0 { x } else { x - w / 2.0 };
            items.push(Item::Text {
                x_mm: x.max(x0),
                y_mm: BAND_MM - 0.3,
                size_pt: size,
                font: FontFace::Regular,
                colour: Colour::BLACK,
                text: label,
            });
        }
    }
    if text_w < 20.0 {
        return (items, (!note.is_empty()).then(|| "the paper is too narrow for the ruler's note".to_string()));
    }
    let tx = x0 + RULER_MM + gap;
    let first = TextField::new("ruler", (tx, 0.0, text_w, 2.6), ACTUAL_SIZE, FontFace::Bold, 6.0).min_size(4.0);
    let second = TextField::new("caption", (tx, 2.6, text_w, 2.4), note, FontFace::Regular, 5.5)
        .min_size(4.0)
        .colour(Colour::Grey(0.3));
    let mut overflow = None;
    for field in [first, second] {
        let fitted = fit(m, &field);
        items.extend(fitted.items);
        overflow = overflow.or(fitted.overflow);
    }
    (items, overflow)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ticks(items: &[Item]) -> Vec<(f32, f32, f32, f32)> {
        let mut out = Vec::new();
        for item in items {
            match item {
                Item::Group { transform, items, .. } => {
                    let t = transform.unwrap_or(Affine::IDENTITY);
                    for (x1, y1, x2, y2) in ticks(items) {
                        let (a, b) = t.apply(x1, y1);
                        let (c, d) = t.apply(x2, y2);
                        out.push((a, b, c, d));
                    }
                }
                Item::Line { x1_mm, y1_mm, x2_mm, y2_mm, .. } => out.push((*x1_mm, *y1_mm, *x2_mm, *y2_mm)),
                _ => {}
            }
        }
        out
    }

    #[test]
    fn the_ruler_is_100_mm_with_a_tick_every_millimetre_either_way_round() {
        let m = Metrics::embedded();
        for (place, b) in [
            (BandPlace::Bottom, BoxMm { x: 4.0, y: 288.0, w: 202.0, h: BAND_MM }),
            (BandPlace::Left, BoxMm { x: 4.0, y: 4.0, w: BAND_MM, h: 271.4 }),
        ] {
            let (items, overflow) = band(&m, place, b, "Fate deck · sheet 1 of 2 · fronts");
            assert!(overflow.is_none(), "{overflow:?}");
            let lines = ticks(&items);
            // The rule itself, then 101 ticks.
            assert_eq!(lines.len(), 102);
            let rule = lines[0];
            let length = ((rule.2 - rule.0).powi(2) + (rule.3 - rule.1).powi(2)).sqrt();
            assert!((length - 100.0).abs() < 1e-3, "{length}");
            for (i, t) in lines[1..].iter().enumerate() {
                let along = match place {
                    BandPlace::Bottom => t.0 - rule.0,
                    BandPlace::Left => rule.1 - t.1,
                };
                assert!((along - i as f32).abs() < 1e-3, "tick {i} at {along}");
            }
            for (x1, y1, x2, y2) in lines {
                for (x, y) in [(x1, y1), (x2, y2)] {
                    assert!(x >= b.x - 1e-3 && x <= b.x + b.w + 1e-3 && y >= b.y - 1e-3 && y <= b.y + b.h + 1e-3);
                }
            }
            let texts: Vec<&str> = items.iter().flat_map(Item::texts).collect();
            assert!(texts.contains(&ACTUAL_SIZE) && texts.contains(&"100 mm"), "{texts:?}");
        }
    }
}
