//! My Wild West's turn deck: a card for each gang of a cast and one for the civilians ("Gangs will
//! perform actions when their card is drawn"; "When the civilian move card is drawn").
//!
//! A gang's card: a band in the gang's colour with its name and player; its APs a turn as a sum
//! (6 × figures + the random addition, less a point a wound), large; what else bounds them (the 4
//! held at the start, 12 a figure); the figures cast; and, in small type at the foot, when the card
//! is drawn. The civilians' card has the same places: their APs when a gang takes them over, how
//! they move, and their names. Set in DejaVu Sans and Sans Bold only, with the heading face for
//! the titles, like the fate deck.
//!
//! Its look is a template, `templates/turn-cards.toml` ([`TurnCardsTemplate`]): the type sizes, the
//! band's, the APs' and the when-drawn line's share of the card, which of the player, the APs, the
//! lines under them, the figures and the when-drawn line it shows, the colours, the back and a logo.
//! A hidden part gives its room to the next: without the when-drawn line the figures reach the foot.

use super::{band, label, logo, safe_margin, templated_back, CREAM};
use crate::print::layout::sheet::CardSize;
use crate::print::layout::{pt_to_mm, FontFace};
use crate::print::template::TurnCardsTemplate;
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

/// The deck's faces for `card`-sized cards, as template `t` has them.
pub fn job(doc: &TurnDeckDoc, card: &CardSize, t: &TurnCardsTemplate) -> CardJob {
    CardJob {
        title: doc.title.clone(),
        caption: doc.caption.clone(),
        fronts: doc
            .cards
            .iter()
            .map(|c| {
                let mut face = face(c, card, t);
                logo(&mut face, card, &t.logo);
                face
            })
            .collect(),
        back: templated_back(card, &t.back, &doc.back_title, &doc.back_subtitle),
    }
}

/// A card's face. The least each text shrinks to, as a share of its size, is the deck's own (a
/// name and the APs, large, may shrink further than the running text).
fn face(c: &TurnCardDoc, card: &CardSize, t: &TurnCardsTemplate) -> CardFace {
    let (w, h) = (card.width_mm, card.height_mm);
    let m = safe_margin(card);
    let inner = w - 2.0 * m;
    let ty = &t.type_;
    let show = &t.show;
    // Type sizes are given for a poker card's height: no smaller than 3.5 pt on a small card (or
    // the template's own size, if smaller), no larger than 1.6 times it on a large one.
    let pt = |poker: f32| (poker * h / 88.9).min(poker * 1.6).max(poker.min(3.5));
    let fill = t.band(c.gang);
    let mut face = CardFace::new(c.title.clone());

    // The band: the name, and the player under it.
    let band_h = h * t.regions.band;
    face.push(band(card, 0.0, band_h, fill));
    face.push(
        TextField::new("title", (m, band_h * 0.16, inner, band_h * 0.5), &c.title, FontFace::Heading, pt(ty.title_pt))
            .colour(CREAM)
            .centred()
            .min_size(pt(ty.title_pt * 6.5 / 14.0)),
    );
    if show.player {
        face.push(
            TextField::new(
                "subtitle",
                (m, band_h * 0.68, inner, band_h * 0.24),
                &c.subtitle,
                FontFace::Bold,
                pt(ty.player_pt),
            )
            .colour(CREAM)
            .centred()
            .min_size(pt(ty.player_pt * 4.5 / 7.0)),
        );
    }

    let label_pt = pt(ty.label_pt);
    let label_h = pt_to_mm(label_pt) * 1.3;
    let gap = h * 0.02;
    let mut y = band_h + gap;
    // The foot: when the card is drawn; what is above it is the rules lines' and the figures'.
    let foot_h = h * t.regions.when_drawn;
    let foot_top = h - m - foot_h;
    let bottom = if show.when_drawn { foot_top - gap * 0.5 } else { h - m };

    // The headline figure.
    if show.action_points {
        face.items.extend(label(&c.headline.0, m, y, inner, label_pt));
        y += label_h;
        let headline_h = h * t.regions.action_points;
        face.push(
            TextField::new(
                "headline",
                (m, y, inner, headline_h),
                &c.headline.1,
                FontFace::Bold,
                pt(ty.action_points_pt),
            )
            .colour(fill)
            .centred()
            .paragraph()
            .min_size(pt(ty.action_points_pt * 5.0 / 12.0)),
        );
        y += headline_h + gap * 0.5;
    }

    // What else bounds it, a line each (two lines' room each), within what is left.
    if show.rules {
        let row_pt = pt(ty.rules_pt);
        let row_line = pt_to_mm(row_pt) * 1.2;
        let rows_h = (c.rows.len() as f32 * 2.0 * row_line).min(bottom - y).max(0.0);
        let mut rows = TextField::new("rows", (m, y, inner, rows_h), "", FontFace::Regular, row_pt)
            .colour(t.ink())
            .paragraph()
            .line_height(1.15)
            .min_size(pt(ty.rules_pt * 4.2 / 6.5));
        for (i, (head, text)) in c.rows.iter().enumerate() {
            let lead = if i == 0 { "" } else { "\n" };
            rows = rows.then(&format!("{lead}{head}:"), FontFace::Bold).then(&format!(" {text}"), FontFace::Regular);
        }
        face.push(rows);
        y += rows_h + gap * 0.5;
    }

    // Who the card moves, down to the foot.
    if show.figures {
        face.items.extend(label(&c.who.0, m, y, inner, label_pt));
        y += label_h;
        face.push(
            TextField::new("who", (m, y, inner, (bottom - y).max(0.0)), &c.who.1, FontFace::Regular, pt(ty.figures_pt))
                .colour(t.ink())
                .paragraph()
                .min_size(pt(ty.figures_pt * 4.2 / 7.5)),
        );
    }
    if show.when_drawn {
        face.push(
            TextField::new(
                "when drawn",
                (m, foot_top, inner, foot_h),
                &c.when_drawn,
                FontFace::Regular,
                pt(ty.when_drawn_pt),
            )
            .colour(t.muted())
            .paragraph()
            .valign(VAlign::Bottom)
            .min_size(pt(ty.when_drawn_pt * 4.0 / 5.8)),
        );
    }
    face
}
