//! The West That Wasn't's action deck as printed: 54 fronts, every section the chapter names, and
//! one back. Each front reads from the upper left down and to the right as the chapter's card
//! does: the corners, the cause grid (five rows of d4 … d12, exceptional faces bold on a tint, a
//! critical failure marked CF), the bursts, the hit-location stack with its arrows beside the
//! penetration shield and the effect grid (rows (1)–(7), increased effect bold on a tint), and the
//! outer edge: wrench, scatter clock and step, unintended targets, suit and YES/NO.
//!
//! Laid out for poker cards (63.5 × 88.9 mm) with a 3 mm safe margin; every text is a fitted
//! [`TextField`], so anything too long for its box is reported, never clipped silently.

use crate::print::layout::sheet::{CardSize, CropMarks, Duplex, DuplexEdge, Marks, SheetSpec};
use crate::print::layout::{Colour, FontFace, Item, Stroke};
use crate::print::template::{shipped_look, ActionCardsTemplate};
use crate::print::{
    cards_pdf, Align, CardFace, CardItem, CardJob, CardSheetOptions, Paper, PrintError, PrintedCards, TextField,
};
use crate::rules::twtw::card::{rank_name, ActionCard, Suit, STANDARD};
use crate::rules::twtw::deck::{deck, Deck, DEFAULT_SEED};
use crate::rules::twtw::die::Die;

/// The faces the fronts and the back are set in (the command line reads these before it deals
/// the deck: see [`crate::print::pdf::prepare_fonts`]).
pub const FACES: [FontFace; 2] = [FontFace::Regular, FontFace::Bold];

/// The card's width and height (poker), and the safe margin everything stays inside.
const W: f32 = 63.5;
const SAFE: f32 = 3.0;

/// The colours a template gives the faces.
struct Inks {
    red: Colour,
    black: Colour,
    tint: Colour,
    cf_tint: Colour,
    rule: Colour,
}

impl Inks {
    fn of(t: &ActionCardsTemplate) -> Inks {
        let c = &t.colours;
        let rgb = ActionCardsTemplate::colour;
        Inks { red: rgb(c.red), black: rgb(c.black), tint: rgb(c.tint), cf_tint: rgb(c.cf_tint), rule: rgb(c.rule) }
    }
}

fn suit_symbol(suit: Suit) -> &'static str {
    match suit {
        Suit::Clubs => "♣",
        Suit::Diamonds => "♦",
        Suit::Hearts => "♥",
        Suit::Spades => "♠",
        Suit::RedJoker | Suit::BlackJoker => "",
    }
}

fn signed(n: i8) -> String {
    match n {
        0 => "0".to_string(),
        n if n > 0 => format!("+{n}"),
        n => format!("−{}", -n),
    }
}

fn text(field: &str, (x, y, w, h): (f32, f32, f32, f32), words: &str, font: FontFace, size: f32) -> TextField {
    TextField::new(field, (x, y, w, h), words, font, size).min_size(5.0)
}

fn cell(field: &str, (x, y, w, h): (f32, f32, f32, f32), words: &str, font: FontFace, size: f32) -> TextField {
    text(field, (x, y, w, h), words, font, size).centred()
}

fn frame(x: f32, y: f32, w: f32, h: f32, fill: Option<Colour>, rule: Colour) -> Item {
    Item::Rect { x_mm: x, y_mm: y, w_mm: w, h_mm: h, stroke: Some(Stroke::new(0.3, rule)), fill }
}

/// The front of one card, as template `t` colours it.
pub fn front(card: &ActionCard, t: &ActionCardsTemplate) -> CardFace {
    let inks = Inks::of(t);
    let (rule, tint, cf_tint) = (inks.rule, inks.tint, inks.cf_tint);
    let ink = if card.suit.is_red() { inks.red } else { inks.black };
    let name = match card.suit {
        Suit::RedJoker => "Red joker".to_string(),
        Suit::BlackJoker => "Black joker".to_string(),
        suit => format!("{}{}", rank_name(card.rank), suit_symbol(suit)),
    };
    let mut face = CardFace::new(format!("card {} ({name})", card.number));
    if t.show.frame {
        face.push(Item::Rect {
            x_mm: 1.5,
            y_mm: 1.5,
            w_mm: W - 3.0,
            h_mm: 88.9 - 3.0,
            stroke: Some(Stroke::new(0.8, ink)),
            fill: None,
        });
    }
    face = face
        .with(text("number", (SAFE, SAFE, 12.0, 5.0), &card.number.to_string(), FontFace::Bold, 11.0))
        .with(cell("name", (20.0, SAFE, 23.5, 5.0), &name, FontFace::Bold, 11.0).colour(ink))
        .with(
            text("fragments", (W - SAFE - 12.0, SAFE, 12.0, 5.0), &card.rank.to_string(), FontFace::Bold, 11.0)
                .align(Align::Right),
        );

    // The cause grid: a label column and the five dice, rows 1–5 under a header.
    let (gx, gy, label_w, col_w, row_h) = (SAFE, 9.0, 4.5, 10.5, 3.9);
    for (i, die) in Die::ALL.iter().enumerate() {
        let x = gx + label_w + col_w * i as f32;
        face.push(cell("cause header", (x, gy, col_w, row_h), &die.label(), FontFace::Bold, 6.5));
    }
    for row in 0..5 {
        let y = gy + row_h * (row as f32 + 1.0);
        face.push(cell("cause row", (gx, y, label_w, row_h), &(row + 1).to_string(), FontFace::Bold, 6.5));
        for (i, column) in card.cause.iter().enumerate() {
            let c = column.cells[row];
            let x = gx + label_w + col_w * i as f32;
            let fill = if c.critical_failure {
                Some(cf_tint)
            } else if c.exceptional {
                Some(tint)
            } else {
                None
            };
            face.push(frame(x, y, col_w, row_h, fill, rule));
            let words = match (c.exceptional, c.critical_failure) {
                (_, true) => format!("{} CF", c.face),
                (true, false) => format!("{}!", c.face),
                _ => c.face.to_string(),
            };
            let font = if c.exceptional || c.critical_failure { FontFace::Bold } else { FontFace::Regular };
            face.push(cell(&format!("cause {}{}", row + 1, column.die), (x, y, col_w, row_h), &words, font, 7.0));
        }
    }
    let bursts: Vec<String> = card.bursts.iter().map(|b| format!("{}→{}", b.burst, b.hits)).collect();
    face.push(text(
        "bursts",
        (SAFE, 33.0, W - 2.0 * SAFE, 3.6),
        &format!("BURST {}", bursts.join("  ")),
        FontFace::Bold,
        6.5,
    ));

    // The hit-location stack (top to bottom, the standard third), and the shield under it.
    let (sx, sy, sw, sh) = (SAFE, 38.0, 17.5, 5.2);
    for (i, l) in card.locations.iter().enumerate() {
        let y = sy + sh * i as f32;
        let arrows = match i {
            0 => "▲▲ ",
            1 => "▲ ",
            2 => "",
            _ => "▼ ",
        };
        let standard = i == STANDARD;
        face.push(Item::Rect {
            x_mm: sx,
            y_mm: y,
            w_mm: sw,
            h_mm: sh - 0.6,
            stroke: Some(Stroke::new(if standard { 0.8 } else { 0.3 }, if standard { inks.black } else { rule })),
            fill: None,
        });
        let font = if standard { FontFace::Bold } else { FontFace::Regular };
        face.push(cell(
            &format!("location {}", i + 1),
            (sx, y, sw, sh - 0.6),
            &format!("{arrows}{}", l.name()),
            font,
            6.5,
        ));
    }
    face.push(cell("penetration label", (sx, 59.5, sw, 3.0), "PEN", FontFace::Bold, 5.5));
    face.push(Item::Path {
        points: vec![
            (sx + 3.5, 62.5),
            (sx + sw - 3.5, 62.5),
            (sx + sw - 3.5, 66.5),
            (sx + sw / 2.0, 69.5),
            (sx + 3.5, 66.5),
        ],
        closed: true,
        stroke: Some(Stroke::new(0.8, inks.black)),
        fill: None,
    });
    face.push(cell("penetration", (sx + 3.5, 62.5, sw - 7.0, 5.0), &signed(card.penetration), FontFace::Bold, 9.0));

    // The effect grid: (1)–(7) by die.
    let (ex, ey, label_w, col_w, row_h) = (21.5, 38.0, 4.5, 6.9, 3.9);
    for (i, die) in Die::ALL.iter().enumerate() {
        face.push(cell(
            "effect header",
            (ex + label_w + col_w * i as f32, ey, col_w, row_h),
            &die.label(),
            FontFace::Bold,
            6.0,
        ));
    }
    for row in 0..7 {
        let y = ey + row_h * (row as f32 + 1.0);
        face.push(cell("effect row", (ex, y, label_w, row_h), &format!("({})", row + 1), FontFace::Bold, 6.0));
        for (i, column) in card.effect.iter().enumerate() {
            let c = column.cells[row];
            let x = ex + label_w + col_w * i as f32;
            face.push(frame(x, y, col_w, row_h, c.increased.then_some(tint), rule));
            let (words, font) = if c.increased {
                (format!("{}+", c.value), FontFace::Bold)
            } else {
                (c.value.to_string(), FontFace::Regular)
            };
            face.push(cell(
                &format!("effect ({}){}", row + 1, column.die.sides()),
                (x, y, col_w, row_h),
                &words,
                font,
                6.5,
            ));
        }
    }

    // The outer edge.
    let wrench = card.wrench.map_or("—".to_string(), |w| w.to_string());
    let targets: Vec<String> = card.unintended.iter().map(u8::to_string).collect();
    face.push(text("wrench", (SAFE, 72.5, 17.0, 3.8), &format!("WRENCH {wrench}"), FontFace::Bold, 6.5));
    face.push(
        text(
            "scatter",
            (21.0, 72.5, 21.0, 3.8),
            &format!("CLOCK {} · {} PACES", card.scatter.clock, card.scatter.step),
            FontFace::Bold,
            6.5,
        )
        .align(Align::Centre),
    );
    face.push(
        text(
            "unintended",
            (42.5, 72.5, W - SAFE - 42.5, 3.8),
            &format!("TARGETS {}", targets.join(" ")),
            FontFace::Bold,
            6.5,
        )
        .align(Align::Right),
    );
    face.push(Item::Line { x1_mm: SAFE, y1_mm: 77.3, x2_mm: W - SAFE, y2_mm: 77.3, stroke: Stroke::new(0.3, rule) });
    let suit = match card.suit {
        Suit::RedJoker | Suit::BlackJoker => format!("{}", card.suit.number()),
        s => format!("{} {}", s.number(), suit_symbol(s)),
    };
    face.push(text("suit", (SAFE, 79.0, 20.0, 5.5), &suit, FontFace::Bold, 10.0).colour(ink));
    face.push(
        text("toggle", (W - SAFE - 20.0, 79.0, 20.0, 5.5), card.toggle.word(), FontFace::Bold, 10.0)
            .colour(ink)
            .align(Align::Right),
    );
    face
}

/// The back every card shares: the game's name and the deck's seed (or the template's picture).
pub fn back(seed: u64, t: &ActionCardsTemplate) -> CardFace {
    let cream = ActionCardsTemplate::colour(t.colours.back_ink);
    let which = if seed == DEFAULT_SEED { format!("Posse's deck · seed {seed}") } else { format!("Seed {seed}") };
    if let Some(image) = &t.back.image_bytes {
        let bleed = crate::print::settings::MAX_BLEED_MM;
        return CardFace::new("back").background(t.back.colour()).with(CardItem::Portrait {
            x_mm: -bleed,
            y_mm: -bleed,
            w_mm: W + 2.0 * bleed,
            h_mm: 88.9 + 2.0 * bleed,
            image: image.clone(),
            alt: format!("the back image {}", t.back.image),
        });
    }
    let face = CardFace::new("back")
        .background(t.back.colour())
        .with(Item::Rect {
            x_mm: 4.0,
            y_mm: 4.0,
            w_mm: W - 8.0,
            h_mm: 88.9 - 8.0,
            stroke: Some(Stroke::new(1.2, cream)),
            fill: None,
        })
        .with(
            cell("title", (6.0, 26.0, W - 12.0, 14.0), t.back.title_or("The West That Wasn't"), FontFace::Bold, 14.0)
                .colour(cream)
                .paragraph(),
        )
        .with(
            cell("subtitle", (6.0, 42.0, W - 12.0, 6.0), t.back.subtitle_or("ACTION DECK"), FontFace::Bold, 9.0)
                .colour(cream),
        );
    if t.show.seed {
        face.with(cell("seed", (6.0, 74.0, W - 12.0, 5.0), &which, FontFace::Regular, 7.0).colour(cream))
    } else {
        face
    }
}

/// The whole deck as a print job: cards 0 to 53, then the back, as template `t` has them.
pub fn action_deck_job(deck: &Deck, t: &ActionCardsTemplate) -> CardJob {
    let title = if deck.seed == DEFAULT_SEED {
        "The West That Wasn't — action deck".to_string()
    } else {
        format!("The West That Wasn't — action deck, seed {}", deck.seed)
    };
    CardJob {
        caption: format!("The West That Wasn't action deck (seed {}): 54 cards", deck.seed),
        title,
        fronts: deck.cards.iter().map(|c| front(c, t)).collect(),
        back: back(deck.seed, t),
    }
}

/// The sheet the action deck is printed on by `posse print action-cards`: poker cards with 0.5 mm
/// bleed, 1 mm gutters and crop marks (9 cards an A4 sheet, 6 a Letter one), backs for long-edge
/// duplex. The print shop's options (card size, bleed, marks, duplex, printer profiles) will
/// replace these defaults.
pub fn sheet_options(paper: Paper) -> CardSheetOptions {
    let (w, h) = paper.size_mm();
    CardSheetOptions {
        sheet: SheetSpec {
            paper_w_mm: w,
            paper_h_mm: h,
            card: CardSize::POKER,
            bleed_mm: 0.5,
            gutter_mm: 1.0,
            margin_mm: 4.0,
            marks: Marks::Crop(CropMarks::default()),
        },
        duplex: Some(Duplex { edge: DuplexEdge::Long, offset_x_mm: 0.0, offset_y_mm: 0.0 }),
        scale: 1.0,
    }
}

/// The deck of `seed` (or the shipped one) printed on `paper`, with the shipped template.
pub fn print_action_deck(seed: Option<u64>, paper: Paper) -> Result<PrintedCards, PrintError> {
    cards_pdf(&action_deck_job(&deck(seed), &shipped_look()?), &sheet_options(paper))
}

#[cfg(test)]
#[path = "action_cards_tests.rs"]
mod tests;
