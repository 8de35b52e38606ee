//! The printables: the fate deck ([`fate`]), the hit-location chits ([`chits`]), the QOTD pack
//! ([`pack`]) and My Wild West's turn deck ([`turn`]). Each takes a document already worded by the
//! campaign layer (no rules knowledge here) and lays out its cards' faces for a card size as a
//! [`CardJob`]; [`crate::print::cards_pdf`] then imposes and draws them.
//!
//! Every face is drawn in proportion to its card, so that the same deck prints on any card size;
//! text is fitted to its box (shrunk, wrapped, and what still does not fit reported by card and
//! field). Art that reaches the card's edge (a title band, a back's colour) reaches past it into the
//! bleed; text keeps inside the safe margin ([`safe_margin`]).
//!
//! One back design serves every deck ([`back`]): a dark field, a lighter framed panel, and a
//! medallion with the deck's name. It is the same turned half round, so it may be printed and cut
//! either way up, and it is a handful of drawings, so that a deck's backs stay light in the PDF.

pub mod chits;
pub mod fate;
pub mod pack;
#[cfg(test)]
mod tests;
pub mod turn;

use super::layout::sheet::{CardShape, CardSize};
use super::layout::{Colour, FontFace, Item, Stroke};
use super::settings::MAX_BLEED_MM;
use super::template::{BackStyle, LogoStyle};
use super::{CardFace, CardItem, TextField};

/// Near-black ink for text on white.
pub const INK: Colour = Colour::Grey(0.12);
/// Grey for labels and notes.
pub const MUTED: Colour = Colour::Grey(0.4);
/// The red of hearts and diamonds, and of the red joker.
pub const RED: Colour = Colour::Rgb(0.75, 0.08, 0.08);
/// Cream, for text and lines on a dark field.
pub const CREAM: Colour = Colour::Rgb(0.97, 0.93, 0.84);

/// How far inside the cut line text keeps: 5% of the card's shorter side, at least 2.5 mm.
pub fn safe_margin(card: &CardSize) -> f32 {
    (card.width_mm.min(card.height_mm) * 0.05).max(2.5)
}

/// How far art that should reach the card's edge is drawn past it: beyond any bleed Posse prints.
const PAST_EDGE_MM: f32 = 10.0;

/// A filled band across the card from `y` to `y + h` (card millimetres), reaching past the left and
/// right edges (and the top edge when `y` is 0) into the bleed.
pub(crate) fn band(card: &CardSize, y: f32, h: f32, fill: Colour) -> Item {
    let top = if y <= 0.0 { -PAST_EDGE_MM } else { y };
    Item::Rect {
        x_mm: -PAST_EDGE_MM,
        y_mm: top,
        w_mm: card.width_mm + 2.0 * PAST_EDGE_MM,
        h_mm: y + h - top,
        stroke: None,
        fill: Some(fill),
    }
}

/// A small grey label with a hairline to the right edge of its box: "SKILLS ───".
pub(crate) fn label(name: &str, x: f32, y: f32, w: f32, size_pt: f32) -> Vec<CardItem> {
    let text = name.to_uppercase();
    let h = super::layout::pt_to_mm(size_pt) * 1.3;
    let field = TextField::new(&format!("{name} label"), (x, y, w, h), &text, FontFace::Bold, size_pt)
        .colour(MUTED)
        .min_size(size_pt);
    let width = super::layout::Metrics::embedded().width_mm(FontFace::Bold, size_pt, &text);
    let mut items = vec![CardItem::Text(field)];
    if width + 1.5 < w {
        items.push(CardItem::Draw(Item::Line {
            x1_mm: x + width + 1.5,
            y1_mm: y + h * 0.55,
            x2_mm: x + w,
            y2_mm: y + h * 0.55,
            stroke: Stroke::new(0.3, Colour::Grey(0.6)),
        }));
    }
    items
}

/// A row of `count` empty tally boxes after a label, `size` mm square, from (`x`, `y`).
pub(crate) fn tally(name: &str, count: u8, x: f32, y: f32, w: f32, size: f32, label_pt: f32) -> Vec<CardItem> {
    let label_w = (w * 0.3).min(16.0);
    let field = TextField::new(&format!("{name} tally"), (x, y, label_w, size), name, FontFace::Bold, label_pt)
        .valign(super::VAlign::Middle)
        .min_size(4.0);
    let mut items = vec![CardItem::Text(field)];
    let room = w - label_w;
    let gap = (size * 0.35).min((room - f32::from(count) * size) / f32::from(count.max(1)).max(1.0)).max(0.3);
    let box_size = size.min((room - f32::from(count.saturating_sub(1)) * gap) / f32::from(count.max(1)));
    for i in 0..count {
        items.push(CardItem::Draw(Item::Rect {
            x_mm: x + label_w + f32::from(i) * (box_size + gap),
            y_mm: y + (size - box_size) / 2.0,
            w_mm: box_size,
            h_mm: box_size,
            stroke: Some(Stroke::new(0.5, INK)),
            fill: None,
        }));
    }
    items
}

/// The back every deck shares, in `colour`, with `title` in its medallion and `subtitle` under it.
pub fn back(card: &CardSize, colour: Colour, title: &str, subtitle: &str) -> CardFace {
    let (w, h) = (card.width_mm, card.height_mm);
    let m = safe_margin(card) * 0.8;
    let (cx, cy) = (w / 2.0, h / 2.0);
    let frame = Stroke::new(0.9, CREAM);
    let fine = Stroke::new(0.3, CREAM);
    let mut face = CardFace::new("back").background(colour);

    // A lighter panel inside a frame: a few drawings, so that sixty backs stay light in the PDF.
    let inner = m + 1.6;
    let panel = lighter(colour, 0.1);
    match card.shape {
        CardShape::Rect => {
            let (pw, ph) = (w - 2.0 * inner, h - 2.0 * inner);
            face.push(Item::Rect {
                x_mm: inner,
                y_mm: inner,
                w_mm: pw,
                h_mm: ph,
                stroke: Some(fine),
                fill: Some(panel),
            });
            face.push(Item::Rect {
                x_mm: m,
                y_mm: m,
                w_mm: w - 2.0 * m,
                h_mm: h - 2.0 * m,
                stroke: Some(frame),
                fill: None,
            });
        }
        CardShape::Round => {
            face.push(Item::Circle {
                cx_mm: cx,
                cy_mm: cy,
                r_mm: w / 2.0 - inner,
                stroke: Some(fine),
                fill: Some(panel),
            });
            face.push(Item::Circle { cx_mm: cx, cy_mm: cy, r_mm: w / 2.0 - m, stroke: Some(frame), fill: None });
        }
    }

    // The medallion.
    let r = (w.min(h) * 0.3).min(w / 2.0 - inner - 1.0);
    face.push(Item::Circle { cx_mm: cx, cy_mm: cy, r_mm: r, stroke: Some(frame), fill: Some(colour) });
    let text_w = r * 1.6;
    let title_h = r * 0.55;
    let title_pt = (title_h / super::layout::pt_to_mm(1.0) / 1.2).min(16.0);
    face.push(
        TextField::new(
            "title",
            (cx - text_w / 2.0, cy - title_h * 0.75, text_w, title_h),
            title,
            FontFace::Bold,
            title_pt,
        )
        .colour(CREAM)
        .centred()
        .min_size(4.0),
    );
    if !subtitle.is_empty() {
        let sub_h = r * 0.32;
        let sub_pt = (sub_h / super::layout::pt_to_mm(1.0) / 1.2).min(6.5);
        face.push(
            TextField::new(
                "subtitle",
                (cx - text_w / 2.0, cy + title_h * 0.3, text_w, sub_h),
                subtitle,
                FontFace::Bold,
                sub_pt,
            )
            .colour(CREAM)
            .centred()
            .min_size(3.5),
        );
    }
    face
}

/// The back a template asks for: its picture over the whole back, bleed included (keeping its
/// proportions, on the back's colour), or the shared design in its colour with its words (else
/// `title` and `subtitle`, Posse's).
pub fn templated_back(card: &CardSize, style: &BackStyle, title: &str, subtitle: &str) -> CardFace {
    match &style.image_bytes {
        Some(image) => CardFace::new("back").background(style.colour()).with(CardItem::Portrait {
            x_mm: -MAX_BLEED_MM,
            y_mm: -MAX_BLEED_MM,
            w_mm: card.width_mm + 2.0 * MAX_BLEED_MM,
            h_mm: card.height_mm + 2.0 * MAX_BLEED_MM,
            image: image.clone(),
            alt: format!("the back image {}", style.image),
        }),
        None => back(card, style.colour(), style.title_or(title), style.subtitle_or(subtitle)),
    }
}

/// A template's logo on a front, in its region of the card.
pub(crate) fn logo(face: &mut CardFace, card: &CardSize, logo: &LogoStyle) {
    if let Some(image) = &logo.image_bytes {
        let [x, y, w, h] = logo.region;
        face.push(CardItem::Portrait {
            x_mm: x * card.width_mm,
            y_mm: y * card.height_mm,
            w_mm: w * card.width_mm,
            h_mm: h * card.height_mm,
            image: image.clone(),
            alt: format!("the logo {}", logo.image),
        });
    }
}

/// `colour` taken `t` of the way to white.
pub(crate) fn lighter(colour: Colour, t: f32) -> Colour {
    let up = |c: f32| c + (1.0 - c) * t;
    match colour {
        Colour::Grey(g) => Colour::Grey(up(g)),
        Colour::Rgb(r, g, b) => Colour::Rgb(up(r), up(g), up(b)),
    }
}

/// The outline of a face's cut shape, drawn inside the cut by `inset` mm: a frame for a white face.
pub(crate) fn inner_outline(card: &CardSize, inset: f32, stroke: Stroke) -> Item {
    let (w, h) = (card.width_mm, card.height_mm);
    match card.shape {
        CardShape::Rect => Item::Rect {
            x_mm: inset,
            y_mm: inset,
            w_mm: w - 2.0 * inset,
            h_mm: h - 2.0 * inset,
            stroke: Some(stroke),
            fill: None,
        },
        CardShape::Round => {
            Item::Circle { cx_mm: w / 2.0, cy_mm: h / 2.0, r_mm: w / 2.0 - inset, stroke: Some(stroke), fill: None }
        }
    }
}

#[cfg(test)]
mod back_tests {
    use super::*;
    use crate::print::layout::Metrics;

    #[test]
    fn the_fonts_have_every_symbol_the_decks_print() {
        let m = Metrics::embedded();
        // A character the font lacks is measured as the missing-glyph box: compare with one that
        // surely is missing.
        let missing = m.width_mm(FontFace::Regular, 10.0, "\u{E000}");
        for face in [FontFace::Regular, FontFace::Bold] {
            for symbol in ["♠", "♥", "♦", "♣", "★", "±", "−", "—", "·", "→"] {
                let w = m.width_mm(face, 10.0, symbol);
                assert!(w > 0.0 && (w - missing).abs() > 1e-3, "{face:?} lacks {symbol}");
            }
        }
    }

    #[test]
    fn the_back_is_the_same_turned_half_round() {
        // Every drawing has its twin through the centre, so the back does not change when the
        // sheet is cut or turned the other way up.
        let card = CardSize::POKER;
        let (w, h) = (card.width_mm, card.height_mm);
        let face = back(&card, Colour::Rgb(0.4, 0.1, 0.1), "FATE", "DECK");
        let mut shapes = Vec::new();
        for item in &face.items {
            match item {
                CardItem::Draw(Item::Rect { x_mm, y_mm, w_mm, h_mm, .. }) => {
                    assert!((x_mm + w_mm / 2.0 - w / 2.0).abs() < 1e-3 && (y_mm + h_mm / 2.0 - h / 2.0).abs() < 1e-3);
                    shapes.push("frame");
                }
                CardItem::Draw(Item::Circle { cx_mm, cy_mm, .. }) => {
                    assert!((cx_mm - w / 2.0).abs() < 1e-3 && (cy_mm - h / 2.0).abs() < 1e-3);
                    shapes.push("ring");
                }
                CardItem::Draw(Item::Path { points, .. }) => {
                    let (x, y) = points.iter().fold((0.0, 0.0), |(a, b), p| (a + p.0 / 4.0, b + p.1 / 4.0));
                    let twin = face.items.iter().any(|other| match other {
                        CardItem::Draw(Item::Path { points, .. }) => {
                            let (u, v) = points.iter().fold((0.0, 0.0), |(a, b), p| (a + p.0 / 4.0, b + p.1 / 4.0));
                            (u - (w - x)).abs() < 1e-3 && (v - (h - y)).abs() < 1e-3
                        }
                        _ => false,
                    });
                    assert!(twin, "the diamond at {x},{y} has no twin");
                    shapes.push("diamond");
                }
                CardItem::Text(field) => {
                    assert!((field.x_mm + field.w_mm / 2.0 - w / 2.0).abs() < 1e-3, "{} is centred", field.field);
                }
                _ => {}
            }
        }
        assert!(shapes.contains(&"frame") && shapes.contains(&"ring"));
    }
}
