//! A pack of playing cards for one cast: the 52 cards and two jokers. Each card has its rank and
//! suit in the top-left corner and again, turned, in the bottom-right; a card dealt to someone shows
//! who acts on it (name, what they are, portrait), the others a large suit sign. A joker says what
//! it does. The pack is set in DejaVu Sans and Sans Bold only: a third face would add a
//! dozen kilobytes to a 54-card PDF.

use std::sync::Arc;

use super::{logo, safe_margin, templated_back};
use crate::print::layout::sheet::CardSize;
use crate::print::layout::{Colour, FontFace, Item, Stroke};
use crate::print::template::PackTemplate;
use crate::print::{CardFace, CardItem, CardJob, TextField, VAlign};

/// A pack, worded.
#[derive(Debug, Clone, PartialEq)]
pub struct PackDoc {
    pub title: String,
    pub caption: String,
    pub cards: Vec<PackCardDoc>,
    pub back_title: String,
    pub back_subtitle: String,
}

/// One card of the pack.
#[derive(Debug, Clone, PartialEq)]
pub enum PackCardDoc {
    Suited {
        /// "A", "10".
        rank: String,
        /// '♥'.
        suit: char,
        red: bool,
        /// Who acts on it, if anyone.
        holder: Option<Holder>,
    },
    Joker {
        /// "Red Joker".
        title: String,
        /// What it does.
        effect: String,
        red: bool,
    },
}

/// Who acts on a card.
#[derive(Debug, Clone, PartialEq)]
pub struct Holder {
    pub name: String,
    /// "Hero", "Beast".
    pub kind: String,
    /// "The Earps (Ann)".
    pub side: String,
    pub portrait: Option<Arc<Vec<u8>>>,
}

/// The pack's faces for `card`-sized cards, as template `t` has them.
pub fn job(doc: &PackDoc, card: &CardSize, t: &PackTemplate) -> CardJob {
    let fronts = doc
        .cards
        .iter()
        .map(|c| {
            let mut face = match c {
                PackCardDoc::Suited { rank, suit, red, holder } => {
                    let holder = holder.as_ref().filter(|_| t.show.holder);
                    suited(rank, *suit, *red, holder, card, t)
                }
                PackCardDoc::Joker { title, effect, red } => joker(title, effect, *red, card, t),
            };
            logo(&mut face, card, &t.logo);
            face
        })
        .collect();
    CardJob {
        title: doc.title.clone(),
        caption: doc.caption.clone(),
        fronts,
        back: templated_back(card, &t.back, &doc.back_title, &doc.back_subtitle),
    }
}

/// The corner index: the rank over the suit, top left, and the same turned half round.
fn corners(face: &mut CardFace, card: &CardSize, rank: &str, suit: &str, colour: Colour, t: &PackTemplate) {
    let s = card.height_mm / 88.9;
    let m = safe_margin(card) * 0.7;
    let w = 9.0 * s;
    let index = vec![
        CardItem::Text(
            TextField::new("rank", (m, m, w, 6.0 * s), rank, FontFace::Bold, t.type_.rank_pt * s)
                .colour(colour)
                .align(crate::print::Align::Centre)
                .min_size(t.type_.rank_pt * 7.0 / 13.0 * s),
        ),
        CardItem::Text(
            TextField::new("suit", (m, m + 6.0 * s, w, 5.0 * s), suit, FontFace::Regular, t.type_.suit_pt * s)
                .colour(colour)
                .align(crate::print::Align::Centre)
                .min_size(t.type_.suit_pt * 6.0 / 11.0 * s),
        ),
    ];
    face.items.extend(index.clone());
    face.push(CardItem::Turned { quarters: 2, items: index });
}

fn suited(rank: &str, suit: char, red: bool, holder: Option<&Holder>, card: &CardSize, t: &PackTemplate) -> CardFace {
    let (w, h) = (card.width_mm, card.height_mm);
    let s = h / 88.9;
    let colour = t.suit(red);
    let ink = t.suit(false);
    let suit_text = suit.to_string();
    let name = match holder {
        Some(holder) => format!("{} ({rank}{suit})", holder.name),
        None => format!("{rank}{suit}"),
    };
    let mut face = CardFace::new(name);
    corners(&mut face, card, rank, &suit_text, colour, t);
    let m = safe_margin(card) * 0.7;
    let inner_x = m + 10.0 * s;
    let inner_w = w - 2.0 * inner_x;
    match holder {
        None => {
            face.push(
                TextField::new(
                    "pip",
                    (inner_x, h * 0.3, inner_w, h * 0.4),
                    &suit_text,
                    FontFace::Regular,
                    t.type_.pip_pt * s,
                )
                .colour(colour)
                .centred()
                .min_size(t.type_.pip_pt / 3.0 * s),
            );
        }
        Some(holder) => {
            // Who acts on it: a frame with the portrait (or the suit, large), the name and what
            // they are under it.
            let top = h * t.regions.picture_top;
            let pic_h = h * t.regions.picture_height;
            let pic_w = inner_w;
            match holder.portrait.as_ref().filter(|_| t.show.portrait) {
                Some(image) => {
                    face.push(CardItem::Portrait {
                        x_mm: inner_x,
                        y_mm: top,
                        w_mm: pic_w,
                        h_mm: pic_h,
                        image: image.clone(),
                        alt: holder.name.clone(),
                    });
                }
                None => face.push(
                    TextField::new(
                        "pip",
                        (inner_x, top, pic_w, pic_h),
                        &suit_text,
                        FontFace::Regular,
                        t.type_.pip_pt * 44.0 / 60.0 * s,
                    )
                    .colour(colour)
                    .centred()
                    .min_size(t.type_.pip_pt * 16.0 / 60.0 * s),
                ),
            }
            face.push(Item::Rect {
                x_mm: inner_x,
                y_mm: top,
                w_mm: pic_w,
                h_mm: pic_h,
                stroke: Some(Stroke::new(0.4, colour)),
                fill: None,
            });
            let name_top = top + pic_h + h * 0.02;
            face.push(
                TextField::new(
                    "name",
                    (inner_x, name_top, inner_w, h * 0.11),
                    &holder.name,
                    FontFace::Bold,
                    t.type_.name_pt * s,
                )
                .colour(ink)
                .centred()
                .min_size(t.type_.name_pt * 6.0 / 10.5 * s),
            );
            let kind = if holder.side.is_empty() || !t.show.side {
                holder.kind.clone()
            } else {
                format!("{}\n{}", holder.kind, holder.side)
            };
            face.push(
                TextField::new(
                    "kind",
                    (inner_x, name_top + h * 0.11, inner_w, h * 0.1),
                    &kind,
                    FontFace::Regular,
                    t.type_.kind_pt * s,
                )
                .colour(t.muted())
                .centred()
                .valign(VAlign::Top)
                .min_size(t.type_.kind_pt * 4.0 / 6.0 * s),
            );
        }
    }
    face
}

fn joker(title: &str, effect: &str, red: bool, card: &CardSize, t: &PackTemplate) -> CardFace {
    let (w, h) = (card.width_mm, card.height_mm);
    let s = h / 88.9;
    let colour = t.suit(red);
    let mut face = CardFace::new(title.to_string());
    corners(&mut face, card, "\u{2605}", "", colour, t);
    let m = safe_margin(card) * 0.7;
    let inner_x = m + 10.0 * s;
    let inner_w = w - 2.0 * inner_x;
    face.push(
        TextField::new(
            "title",
            (inner_x, h * 0.14, inner_w, h * 0.12),
            title,
            FontFace::Bold,
            t.type_.joker_title_pt * s,
        )
        .colour(colour)
        .centred()
        .min_size(t.type_.joker_title_pt * 7.0 / 13.0 * s),
    );
    face.push(
        TextField::new("mark", (inner_x, h * 0.27, inner_w, h * 0.22), "\u{2605}", FontFace::Regular, 48.0 * s)
            .colour(colour)
            .centred()
            .min_size(16.0 * s),
    );
    face.push(
        TextField::new(
            "effect",
            (inner_x, h * 0.52, inner_w, h * 0.34),
            effect,
            FontFace::Regular,
            t.type_.joker_text_pt * s,
        )
        .colour(t.suit(false))
        .paragraph()
        .align(crate::print::Align::Centre)
        .min_size(t.type_.joker_text_pt * 0.6 * s),
    );
    face
}
