//! Reading a check on a card ("Determining Hits": "hits are determined exactly like simple skill
//! checks"): a pool of N dice of size X reads rows 1 to N of the X column of the cause grid; the
//! best cell, plus modifiers, must meet or beat the TN.
//!
//! - A **critical failure** (the cell of the pool's own row reads CF; the chapter's Calamity)
//!   fails outright, whatever the faces.
//! - An **exceptional** result (a face at the die's maximum) is extended: another card is drawn
//!   and the same cell of it added, again while it too is exceptional — an open-ended die, drawn.
//!   The wiki calls the draw optional; it can only raise the result, so Posse always takes it
//!   when the best face is exceptional. The cards drawn to extend are used for nothing else.
//! - **Bumps**: one for each full 4 the result beats the TN by (at TN 5: 9, 13, 17).
//! - With several actions on one card, the primary takes the best result, the next the second
//!   best, and so on; an action with no die left fails ("Combining Combat and Non-Combat
//!   Actions").

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::card::ActionCard;
use super::die::Pool;

/// The difficulties the chapter names.
pub const DIFFICULTIES: [(&str, i32); 3] = [("Easy", 3), ("Standard", 5), ("Difficult", 9)];

/// How a check came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "TwtwCheckOutcome")]
pub enum Outcome {
    /// CF, the chapter's Calamity.
    CriticalFailure,
    Miss,
    Hit,
}

impl Outcome {
    pub fn word(self) -> &'static str {
        match self {
            Outcome::CriticalFailure => "Critical failure (Calamity)",
            Outcome::Miss => "Miss",
            Outcome::Hit => "Hit",
        }
    }
}

/// Bumps earned by `result` against `tn`: one per full 4 over it.
pub fn bumps(result: i32, tn: i32) -> u8 {
    if result < tn {
        0
    } else {
        ((result - tn) / 4).min(i32::from(u8::MAX)) as u8
    }
}

/// A check as declared before the card is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwCheck")]
pub struct Check {
    pub pool: Pool,
    /// The target number.
    pub tn: i32,
    /// Added to the result: aim, accuracy, careful, penalties as negatives.
    pub modifier: i32,
}

/// A card extending an exceptional result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwExtension")]
pub struct Extension {
    pub card: u8,
    pub face: u8,
}

/// A check read on a card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwCheckReading")]
pub struct Reading {
    pub card: u8,
    /// The pool's faces, rows 1 to N.
    pub faces: Vec<u8>,
    /// The best face's row (1-based).
    pub row: u8,
    pub best: u8,
    /// Cards drawn to extend an exceptional best face.
    pub extensions: Vec<Extension>,
    /// Best face, extensions and modifier.
    pub result: i32,
    pub outcome: Outcome,
    pub bumps: u8,
}

/// The row of the best face (the first such row if several share it).
pub fn best_row(faces: &[u8]) -> usize {
    let best = faces.iter().copied().max().unwrap_or(0);
    faces.iter().position(|f| *f == best).unwrap_or(0)
}

/// Reads `check` on `card`; `next` gives the cards drawn after it, for extensions.
pub fn read<'a>(check: Check, card: &ActionCard, next: &mut impl Iterator<Item = &'a ActionCard>) -> Reading {
    let cells = card.cause_cells(check.pool);
    let faces: Vec<u8> = cells.iter().map(|c| c.face).collect();
    let row = best_row(&faces);
    let best = faces[row];
    let critical = cells.last().is_some_and(|c| c.critical_failure);
    let mut extensions = Vec::new();
    let mut total = i32::from(best);
    if !critical && best == check.pool.die.sides() {
        for extra in next.by_ref() {
            let face = extra.cause_column(check.pool.die).cells[row].face;
            extensions.push(Extension { card: extra.number, face });
            total += i32::from(face);
            if face != check.pool.die.sides() {
                break;
            }
        }
    }
    let result = total + check.modifier;
    let outcome = if critical {
        Outcome::CriticalFailure
    } else if result >= check.tn {
        Outcome::Hit
    } else {
        Outcome::Miss
    };
    let bumps = if outcome == Outcome::Hit { bumps(result, check.tn) } else { 0 };
    Reading { card: card.number, faces, row: row as u8 + 1, best, extensions, result, outcome, bumps }
}

/// The results of a pool for several actions on one card, best first: the primary action takes
/// the first, the secondary the second; an action beyond the pool's dice gets none (it fails).
pub fn ranked_faces(card: &ActionCard, pool: Pool) -> Vec<u8> {
    let mut faces: Vec<u8> = card.cause_cells(pool).iter().map(|c| c.face).collect();
    faces.sort_unstable_by(|a, b| b.cmp(a));
    faces
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::twtw::deck::default_deck;
    use crate::rules::twtw::die::Die;

    #[test]
    fn bumps_come_every_full_four_over_the_tn() {
        assert_eq!([5, 8, 9, 12, 13, 17].map(|r| bumps(r, 5)), [0, 0, 1, 1, 2, 3]);
        assert_eq!(bumps(4, 5), 0);
    }

    #[test]
    fn miranda_hits_with_8_1_3_at_tn_5_and_minus_3() {
        let deck = default_deck();
        let check = Check { pool: Pool::new(3, Die::D10), tn: 5, modifier: -3 };
        let r = read(check, &deck.cards[50], &mut std::iter::empty());
        assert_eq!(r.faces, [8, 1, 3]);
        assert_eq!((r.result, r.outcome, r.bumps), (5, Outcome::Hit, 0));
    }

    #[test]
    fn cyril_hits_pete_with_a_bump_and_clem_by_a_hair() {
        // Card 22: "His pool is 9 and 7. … TN 5 for a normal shot. He hits, with a bump! The second
        // shot is a snap shot, which starts at 7, but takes a penalty of 2".
        let deck = default_deck();
        let faces = ranked_faces(&deck.cards[22], Pool::new(2, Die::D10));
        assert_eq!(faces, [9, 7]);
        assert_eq!(bumps(i32::from(faces[0]), 5), 1);
        assert_eq!(i32::from(faces[1]) - 2, 5, "by a hair");
    }

    #[test]
    fn an_exceptional_face_is_extended_from_the_next_cards() {
        let deck = default_deck();
        // Card 5: two d4 at their maximum; card 14 extends with a 2 (the text's "6").
        let check = Check { pool: Pool::new(2, Die::D4), tn: 6, modifier: 1 };
        let r = read(check, &deck.cards[5], &mut [&deck.cards[14]].into_iter());
        assert_eq!(r.faces, [4, 4]);
        assert_eq!(r.extensions, [Extension { card: 14, face: 2 }]);
        assert_eq!((r.result, r.outcome), (7, Outcome::Hit));
    }

    #[test]
    fn a_critical_failure_fails_whatever_the_faces() {
        let deck = default_deck();
        // Card 21: both d4 rows read 1.
        let check = Check { pool: Pool::new(2, Die::D4), tn: 2, modifier: 10 };
        let r = read(check, &deck.cards[21], &mut std::iter::empty());
        assert_eq!(r.outcome, Outcome::CriticalFailure);
    }
}
