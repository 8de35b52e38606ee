//! My Wild West's turn deck: a card for each gang of a cast and one for the civilians ("Gangs will
//! perform actions when their card is drawn"; "When the civilian move card is drawn").
//!
//! A gang's card: a band in the gang's colour with its name and player; its APs a turn as a sum
//! (6 × figures + the random addition, less a point a wound), large; what else bounds them (the 4
//! held at the start, 12 a figure); the figures cast; and, in small type at the foot, when the card
//! is drawn. The civilians' card has the same places: their APs when a gang takes them over, how
//! they move, and their names. Set in DejaVu Sans and Sans Bold only, with the heading face for
//! the titles, like the fate deck.

use super::{back, band, label, safe_margin, CREAM, INK, MUTED};
use crate::print::layout::sheet::CardSize;
use crate::print::layout::{pt_to_mm, Colour, FontFace};
use crate::print::{CardFace, CardJob, TextField, VAlign};

/// A turn deck, worded.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnDeckDoc {
    /// The PDF's title.
    pub title: String,
    /// Beside the ruler on every sheet.
    pub caption: String,
    pub cards: Vec<TurnCardDoc>,
    /// In the back's medallion: "MWW".
    pub back_title: String,
    pub back_subtitle: String,
}

/// One card of the turn deck.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnCardDoc {
    /// "The Curry Gang", "Civilians".
    pub title: String,
    /// Under the title: the player ("Ann"), or what the card is.
    pub subtitle: String,
    /// The band's colour: a gang's place in the cast (0, 1, …), or `None` for the civilians.
    pub gang: Option<usize>,
    /// The figure the card is about, large: ("APs a turn", "6 × 3 + 1 d3 − 1").
    pub headline: (String, String),
    /// Label and value, a line each: ("Held at the start", "4 APs").
    pub rows: Vec<(String, String)>,
    /// Who the card moves: ("Figures", "Kid Curry, Flat Nose Logan").
    pub who: (String, String),
    /// When it is drawn, in small type at the foot.
    pub when_drawn: String,
}

/// The colour of the deck's backs: saddle brown.
pub const BACK: Colour = Colour::Rgb(0.38, 0.22, 0.1);

/// The gangs' band colours, in the order they are cast (a fifth gang takes the first again).
const GANG_COLOURS: [Colour; 4] = [
    Colour::Rgb(0.55, 0.16, 0.1),
    Colour::Rgb(0.15, 0.27, 0.45),
    Colour::Rgb(0.2, 0.38, 0.2),
    Colour::Rgb(0.4, 0.22, 0.45),
];

/// The civilians' band: dust grey.
const CIVILIANS: Colour = Colour::Rgb(0.4, 0.38, 0.34);

/// The colour of a card's band.
pub fn band_colour(gang: Option<usize>) -> Colour {
    gang.map_or(CIVILIANS, |i| GANG_COLOURS[i % GANG_COLOURS.len()])
}

/// The deck's faces for `card`-sized cards.
pub fn job(doc: &TurnDeckDoc, card: &CardSize) -> CardJob {
    CardJob {
        title: doc.title.clone(),
        caption: doc.caption.clone(),
        fronts: doc.cards.iter().map(|c| face(c, card)).collect(),
        back: back(card, BACK, &doc.back_title, &doc.back_subtitle),
    }
}

fn face(c: &TurnCardDoc, card: &CardSize) -> CardFace {
    let (w, h) = (card.width_mm, card.height_mm);
    let m = safe_margin(card);
    let inner = w - 2.0 * m;
    // Type sizes are given for a poker card's height.
    let pt = |poker: f32| (poker * h / 88.9).clamp(3.5, poker * 1.6);
    let fill = band_colour(c.gang);
    let mut face = CardFace::new(c.title.clone());

    // The band: the name, and the player under it.
    let band_h = h * 0.24;
    face.push(band(card, 0.0, band_h, fill));
    face.push(
        TextField::new("title", (m, band_h * 0.16, inner, band_h * 0.5), &c.title, FontFace::Heading, pt(14.0))
            .colour(CREAM)
            .centred()
            .min_size(pt(6.5)),
    );
    face.push(
        TextField::new("subtitle", (m, band_h * 0.68, inner, band_h * 0.24), &c.subtitle, FontFace::Bold, pt(7.0))
            .colour(CREAM)
            .centred()
            .min_size(pt(4.5)),
    );

    let label_pt = pt(5.5);
    let label_h = pt_to_mm(label_pt) * 1.3;
    let gap = h * 0.02;
    let mut y = band_h + gap;

    // The headline figure.
    face.items.extend(label(&c.headline.0, m, y, inner, label_pt));
    y += label_h;
    let headline_h = h * 0.1;
    face.push(
        TextField::new("headline", (m, y, inner, headline_h), &c.headline.1, FontFace::Bold, pt(12.0))
            .colour(fill)
            .centred()
            .paragraph()
            .min_size(pt(5.0)),
    );
    y += headline_h + gap * 0.5;

    // What else bounds it, a line each.
    let row_pt = pt(6.5);
    let row_line = pt_to_mm(row_pt) * 1.2;
    let rows_h = c.rows.len() as f32 * 2.0 * row_line;
    let mut rows = TextField::new("rows", (m, y, inner, rows_h), "", FontFace::Regular, row_pt)
        .colour(INK)
        .paragraph()
        .line_height(1.15)
        .min_size(pt(4.2));
    for (i, (head, text)) in c.rows.iter().enumerate() {
        let lead = if i == 0 { "" } else { "\n" };
        rows = rows.then(&format!("{lead}{head}:"), FontFace::Bold).then(&format!(" {text}"), FontFace::Regular);
    }
    face.push(rows);
    y += rows_h + gap * 0.5;

    // Who the card moves, down to the foot.
    let foot_h = h * 0.13;
    let foot_top = h - m - foot_h;
    face.items.extend(label(&c.who.0, m, y, inner, label_pt));
    y += label_h;
    face.push(
        TextField::new("who", (m, y, inner, foot_top - gap * 0.5 - y), &c.who.1, FontFace::Regular, pt(7.5))
            .colour(INK)
            .paragraph()
            .min_size(pt(4.2)),
    );
    face.push(
        TextField::new("when drawn", (m, foot_top, inner, foot_h), &c.when_drawn, FontFace::Regular, pt(5.8))
            .colour(MUTED)
            .paragraph()
            .valign(VAlign::Bottom)
            .min_size(pt(4.0)),
    );
    face
}
