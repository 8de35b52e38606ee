//! The hit-location chits: one per cell of a 6 × 6 hit-location table, drawn from a cup in play.
//! Each shows the location, what the hit does, and the two rolls it stands for; its back names the
//! table ("house table" for Posse's house grid). Round or square: a round chit's text keeps inside
//! the circle.

use super::{inner_outline, lighter, safe_margin, templated_back};
use crate::print::layout::sheet::{CardShape, CardSize};
use crate::print::layout::{FontFace, Stroke};
use crate::print::template::ChitsTemplate;
use crate::print::{CardFace, CardJob, TextField, VAlign};

/// A set of chits, worded.
#[derive(Debug, Clone, PartialEq)]
pub struct ChitsDoc {
    pub title: String,
    /// Beside the ruler: "Hit-location chits — house table".
    pub caption: String,
    pub chits: Vec<ChitDoc>,
    /// The back's medallion: "HIT" and the table's label.
    pub back_title: String,
    pub back_subtitle: String,
}

/// One chit.
#[derive(Debug, Clone, PartialEq)]
pub struct ChitDoc {
    /// "Belly".
    pub location: String,
    /// "Flesh wound. No movement or turning."
    pub text: String,
    /// The rolls it stands for, small: "5 · 2".
    pub code: String,
    /// How bad it is, 0 (a graze) to 3 (dead): the colour of its ring and location.
    pub tone: u8,
}

/// The chits' faces for `card` (a round or square chit), as template `t` has them.
pub fn job(doc: &ChitsDoc, card: &CardSize, t: &ChitsTemplate) -> CardJob {
    let fronts = doc.chits.iter().map(|c| chit(c, card, t)).collect();
    CardJob {
        title: doc.title.clone(),
        caption: doc.caption.clone(),
        fronts,
        back: templated_back(card, &t.back, &doc.back_title, &doc.back_subtitle),
    }
}

fn chit(c: &ChitDoc, card: &CardSize, t: &ChitsTemplate) -> CardFace {
    let d = card.width_mm.min(card.height_mm);
    let (w, h) = (card.width_mm, card.height_mm);
    let mut face = CardFace::new(format!("{} {}", c.location, c.code));
    let colour = t.tone(c.tone);
    if t.show.tint {
        face.background = Some(lighter(colour, 0.88));
    }
    if t.show.ring {
        face.push(inner_outline(card, safe_margin(card) * 0.45, Stroke::new(0.9, colour)));
    }
    let pt = |poker: f32| poker * d / 30.0;
    let smallest = t.type_.smallest_pt.max(3.5);
    // Inside a circle the text keeps to the middle: boxes whose corners stay within the ring.
    let (text_w, top, location_h, text_h) = match card.shape {
        CardShape::Round => (d * 0.7, h * 0.17, d * 0.15, d * 0.5),
        CardShape::Rect => (w * 0.84, h * 0.09, d * 0.17, d * 0.58),
    };
    let x = (w - text_w) / 2.0;
    face.push(
        TextField::new(
            "location",
            (x + text_w * 0.1, top, text_w * 0.8, location_h),
            &c.location,
            FontFace::Bold,
            pt(t.type_.location_pt),
        )
        .colour(colour)
        .centred()
        .min_size(pt(t.type_.location_pt * 5.0 / 7.0).max(smallest)),
    );
    face.push(
        TextField::new("text", (x, top + location_h, text_w, text_h), &c.text, FontFace::Regular, pt(t.type_.text_pt))
            .colour(t.text())
            .centred()
            .paragraph()
            .line_height(1.1)
            .min_size(pt(4.0).max(smallest)),
    );
    if !t.show.code {
        return face;
    }
    let code_h = d * 0.09;
    face.push(
        TextField::new(
            "code",
            (w * 0.3, top + location_h + text_h, w * 0.4, code_h),
            &c.code,
            FontFace::Regular,
            pt(t.type_.code_pt),
        )
        .colour(t.text())
        .centred()
        .valign(VAlign::Top)
        .min_size(smallest),
    );
    face
}
