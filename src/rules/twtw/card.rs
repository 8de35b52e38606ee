//! One action card, every section the texts name ("Action Cards in Combat", and the game's wiki
//! on the card: `twtw-action-cards-notes.md`). The card reads from the upper left down and to the
//! right: the corners, the **cause** grid and the **burst** results (did it work, how many
//! hits), then the **hit-location** stack, the **penetration** shield and the **effect** grid
//! (where, through what, how much), then the outer edge's ancillary results: the **wrench**,
//! the **scatter** clock and step, the **unintended targets**, and the **YES/NO** toggle.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::die::{is_critical_failure, Die, Pool, CAUSE_ROWS, EFFECT_ROWS};
use super::location::Location;

/// Cards in a deck, numbered 0 to 53.
pub const DECK_SIZE: usize = 54;

/// The lower-left corner. Wiki: clubs 1, diamonds 2, hearts 3, spades 4, red joker 0, black joker 5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "TwtwSuit")]
pub enum Suit {
    RedJoker,
    Clubs,
    Diamonds,
    Hearts,
    Spades,
    BlackJoker,
}

impl Suit {
    pub const ALL: [Suit; 6] =
        [Suit::RedJoker, Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades, Suit::BlackJoker];

    /// The number printed in the corner, 0 to 5.
    pub fn number(self) -> u8 {
        self as u8
    }

    pub fn name(self) -> &'static str {
        match self {
            Suit::RedJoker => "Red joker",
            Suit::Clubs => "Clubs",
            Suit::Diamonds => "Diamonds",
            Suit::Hearts => "Hearts",
            Suit::Spades => "Spades",
            Suit::BlackJoker => "Black joker",
        }
    }

    pub fn is_red(self) -> bool {
        matches!(self, Suit::RedJoker | Suit::Diamonds | Suit::Hearts)
    }
}

/// The lower-right corner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "TwtwToggle")]
pub enum Toggle {
    Yes,
    No,
}

impl Toggle {
    /// Which cards say YES: the texts give only the count (27 of each). Posse prints YES on the red
    /// cards (diamonds, hearts and the red joker: 27) and NO on the black (27), so a player can
    /// read the toggle from across the table by its colour.
    pub fn of_suit(suit: Suit) -> Toggle {
        if suit.is_red() {
            Toggle::Yes
        } else {
            Toggle::No
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Toggle::Yes => "YES",
            Toggle::No => "NO",
        }
    }
}

/// The corners of card `number` (0–53). Wiki: the number follows from rank and suit in poker
/// order with the suit as tie-break: the red joker is 0, rank `r` (deuce 1 … ace 13) of suit `s`
/// is `4(r − 1) + s`, the black joker 53. The rank is the card's "fragments".
pub fn corners(number: u8) -> (u8, Suit) {
    match number {
        0 => (0, Suit::RedJoker),
        53 => (14, Suit::BlackJoker),
        n => {
            let rank = (n - 1) / 4 + 1;
            let suit = Suit::ALL[usize::from((n - 1) % 4 + 1)];
            (rank, suit)
        }
    }
}

/// The rank as a playing card shows it: "2" … "10", "J", "Q", "K", "A", or "Joker".
pub fn rank_name(rank: u8) -> String {
    match rank {
        1..=9 => (rank + 1).to_string(),
        10 => "J".to_string(),
        11 => "Q".to_string(),
        12 => "K".to_string(),
        13 => "A".to_string(),
        _ => "Joker".to_string(),
    }
}

/// One cell of the cause grid: one die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwCauseCell")]
pub struct CauseCell {
    /// The face, 1 to the die's size.
    pub face: u8,
    /// The face is the die's maximum: the result may be extended by drawing another card and
    /// adding the same cell of it ([`super::check`]).
    pub exceptional: bool,
    /// A pool of exactly this many dice of this column (rows 1 to this row) is a critical failure:
    /// the check fails outright ([`is_critical_failure`]).
    pub critical_failure: bool,
}

/// A column of the cause grid: the five rows of one die.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwCauseColumn")]
pub struct CauseColumn {
    pub die: Die,
    /// Rows 1 to 5, each one die.
    pub cells: Vec<CauseCell>,
}

impl CauseColumn {
    /// A column from its five faces; the marks follow from them.
    pub fn from_faces(die: Die, faces: &[u8]) -> CauseColumn {
        let mut ones = 0;
        let cells = faces
            .iter()
            .enumerate()
            .map(|(row, &face)| {
                ones += u8::from(face == 1);
                CauseCell {
                    face,
                    exceptional: face == die.sides(),
                    critical_failure: is_critical_failure(row as u8 + 1, ones),
                }
            })
            .collect();
        CauseColumn { die, cells }
    }
}

/// One cell of the effect grid: "(n)X", the sum of `n` dice of size X.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwEffectCell")]
pub struct EffectCell {
    pub value: u16,
    /// Increased effect: every die of the cell shows its maximum (the cell reads n × X). Another
    /// card may be drawn and its same cell added ([`super::damage::increased_effect`]).
    pub increased: bool,
}

/// A column of the effect grid: rows 1 to 7 of one die.
///
/// The texts give "row n = the sum of n dice" but not how a column's rows relate. Posse builds
/// each column as a running total — row n is row n − 1 plus one more die — so that a bump down
/// the grid never lowers the effect (a player spends bumps expecting more, never less), while
/// each row alone still follows the true sum of n dice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwEffectColumn")]
pub struct EffectColumn {
    pub die: Die,
    /// Rows 1 to 7.
    pub cells: Vec<EffectCell>,
}

impl EffectColumn {
    /// A column from the seven dice whose running totals it prints.
    pub fn from_dice(die: Die, dice: &[u8]) -> EffectColumn {
        let mut total = 0u16;
        let cells = dice
            .iter()
            .enumerate()
            .map(|(row, &d)| {
                total += u16::from(d);
                EffectCell { value: total, increased: total == (row as u16 + 1) * u16::from(die.sides()) }
            })
            .collect();
        EffectColumn { die, cells }
    }
}

/// The burst values printed on every card: a weapon fires the smallest that covers its rounds.
pub const BURSTS: [u8; 3] = [3, 6, 10];

/// One burst result: of `burst` projectiles fired, `hits` hit (given the check hit at all); the
/// rest are stray shots.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwBurst")]
pub struct Burst {
    pub burst: u8,
    pub hits: u8,
}

impl Burst {
    pub fn stray(self) -> u8 {
        self.burst - self.hits
    }
}

/// The scatter clock (1–12, the 6 turned towards the thrower) and the step in paces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwScatter")]
pub struct Scatter {
    pub clock: u8,
    pub step: u8,
}

/// One action card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwCard")]
pub struct ActionCard {
    /// Upper left: 0–53, the card's id.
    pub number: u8,
    /// Upper right: the fragments, 0–14 (deuce 1 … ace 13, the jokers 0 and 14).
    pub rank: u8,
    /// Lower left.
    pub suit: Suit,
    /// Lower right.
    pub toggle: Toggle,
    /// Columns d4, d6, d8, d10, d12.
    pub cause: Vec<CauseColumn>,
    /// One result for each of [`BURSTS`].
    pub bursts: Vec<Burst>,
    /// Top to bottom; the third (second from the bottom) is the standard location.
    pub locations: Vec<Location>,
    /// The shield: −2 to +2, added to a weapon's penetration.
    pub penetration: i8,
    /// Columns d4, d6, d8, d10, d12.
    pub effect: Vec<EffectColumn>,
    /// The broken wrench's number, or blank: equipment fails when it is below the equipment's
    /// reliability.
    pub wrench: Option<u8>,
    pub scatter: Scatter,
    /// The numbers over the figure icons, lowest first: an unintended target is hit for each that
    /// the stray shots reach.
    pub unintended: Vec<u8>,
}

/// Index of the standard location in [`ActionCard::locations`].
pub const STANDARD: usize = 2;

impl ActionCard {
    /// The cause column of `die`.
    pub fn cause_column(&self, die: Die) -> &CauseColumn {
        &self.cause[die.index()]
    }

    /// The effect column of `die`.
    pub fn effect_column(&self, die: Die) -> &EffectColumn {
        &self.effect[die.index()]
    }

    /// The standard hit location (bold and italic on the card).
    pub fn standard_location(&self) -> Location {
        self.locations[STANDARD]
    }

    /// The location `steps` up (positive) or down (negative) the stack from the standard one, and
    /// the bumps it costs (one per arrow): one or two up, one down. `None` past the stack.
    pub fn stack_step(&self, steps: i8) -> Option<(Location, u8)> {
        let index = STANDARD as i8 - steps;
        let location = *self.locations.get(usize::try_from(index).ok()?)?;
        Some((location, steps.unsigned_abs()))
    }

    /// The cells a check of `pool` reads: rows 1 to `pool.dice` of its column.
    pub fn cause_cells(&self, pool: Pool) -> &[CauseCell] {
        &self.cause_column(pool.die).cells[..usize::from(pool.dice.min(CAUSE_ROWS))]
    }

    /// The effect cell "(n)X", for `n` from 1 to 7.
    pub fn effect_cell(&self, pool: Pool) -> EffectCell {
        self.effect_column(pool.die).cells[usize::from(pool.dice.clamp(1, EFFECT_ROWS)) - 1]
    }

    /// The burst result for a weapon firing `rounds` (the smallest printed burst that covers
    /// them; more than 10 reads 10).
    pub fn burst_for(&self, rounds: u8) -> Burst {
        let i = BURSTS.iter().position(|b| *b >= rounds).unwrap_or(BURSTS.len() - 1);
        self.bursts[i]
    }

    /// How many unintended targets `stray` stray shots hit: each number they equal or exceed.
    pub fn unintended_hit(&self, stray: u8) -> usize {
        self.unintended.iter().filter(|n| **n <= stray).count()
    }

    /// Whether equipment of reliability `rel` fails on this card.
    pub fn equipment_fails(&self, rel: u8) -> bool {
        self.wrench.is_some_and(|w| w < rel)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_follow_poker_order_with_the_suit_as_tie_break() {
        assert_eq!(corners(0), (0, Suit::RedJoker));
        assert_eq!(corners(1), (1, Suit::Clubs));
        assert_eq!(corners(4), (1, Suit::Spades));
        assert_eq!(corners(5), (2, Suit::Clubs));
        assert_eq!(corners(50), (13, Suit::Diamonds));
        assert_eq!(corners(52), (13, Suit::Spades));
        assert_eq!(corners(53), (14, Suit::BlackJoker));
        assert_eq!(rank_name(13), "A");
        assert_eq!(rank_name(1), "2");
        let yes = (0..54).filter(|n| Toggle::of_suit(corners(*n).1) == Toggle::Yes).count();
        assert_eq!(yes, 27);
        for rank in 1..=13 {
            assert_eq!((0..54).filter(|n| corners(*n).0 == rank).count(), 4, "rank {rank}");
        }
    }

    #[test]
    fn a_cause_column_marks_its_maxima_and_critical_failures() {
        let c = CauseColumn::from_faces(Die::D6, &[1, 1, 6, 1, 4]);
        let cf: Vec<bool> = c.cells.iter().map(|c| c.critical_failure).collect();
        assert_eq!(cf, [false, true, true, true, true]);
        assert!(c.cells[2].exceptional && !c.cells[4].exceptional);
        let c = CauseColumn::from_faces(Die::D4, &[1, 3, 2, 1, 1]);
        let cf: Vec<bool> = c.cells.iter().map(|c| c.critical_failure).collect();
        assert_eq!(cf, [false, false, false, false, true]);
    }

    #[test]
    fn bumps_move_along_the_stack() {
        let deck = crate::rules::twtw::deck::default_deck();
        // Card 29: "with a bump he can change hit location from chest to head".
        assert_eq!(deck.cards[29].stack_step(1), Some((Location::Head, 1)));
        assert_eq!(deck.cards[29].stack_step(0), Some((Location::Chest, 0)));
        assert_eq!(deck.cards[29].stack_step(2).map(|(_, b)| b), Some(2));
        assert_eq!(deck.cards[29].stack_step(-1).map(|(_, b)| b), Some(1));
        assert_eq!(deck.cards[29].stack_step(3), None);
        assert_eq!(deck.cards[29].stack_step(-2), None);
    }

    #[test]
    fn an_effect_column_is_a_running_total() {
        let c = EffectColumn::from_dice(Die::D6, &[6, 6, 6, 2, 1, 3, 5]);
        let values: Vec<u16> = c.cells.iter().map(|c| c.value).collect();
        assert_eq!(values, [6, 12, 18, 20, 21, 24, 29]);
        let increased: Vec<bool> = c.cells.iter().map(|c| c.increased).collect();
        assert_eq!(increased, [true, true, true, false, false, false, false]);
    }
}
