//! The five dice of The West That Wasn't and the pools made of them, with their exact ideal
//! distributions: what a handful of real dice would do, for a deck to be compared against.
//!
//! The game rolls no dice: a card carries a column for each die. "(5)8" is row 5 of the d8
//! column of the effect grid (the sum of five d8); "3d10" is rows 1–3 of the d10 column of the
//! cause grid (three d10, the best counts).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::rules::fate::Fraction;

/// One of the five dice a trait is ranked by: d4 Feeble, d6 Normal, d8 Good, d10 Excellent,
/// d12 Awesome (the game's Character Generation; the card's columns in the same order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "TwtwDie")]
pub enum Die {
    D4,
    D6,
    D8,
    D10,
    D12,
}

impl Die {
    pub const ALL: [Die; 5] = [Die::D4, Die::D6, Die::D8, Die::D10, Die::D12];

    /// The number of faces.
    pub fn sides(self) -> u8 {
        match self {
            Die::D4 => 4,
            Die::D6 => 6,
            Die::D8 => 8,
            Die::D10 => 10,
            Die::D12 => 12,
        }
    }

    /// Its column on the card, 0 for d4 to 4 for d12.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The die of a trait ranked 1–5.
    pub fn from_rank(rank: u8) -> Option<Die> {
        Die::ALL.get(usize::from(rank).checked_sub(1)?).copied()
    }

    /// 1 for d4 … 5 for d12.
    pub fn rank(self) -> u8 {
        self as u8 + 1
    }

    /// "d8".
    pub fn label(self) -> String {
        format!("d{}", self.sides())
    }

    /// How a trait of this die is described: "Good".
    pub fn grade(self) -> &'static str {
        match self {
            Die::D4 => "Feeble",
            Die::D6 => "Normal",
            Die::D8 => "Good",
            Die::D10 => "Excellent",
            Die::D12 => "Awesome",
        }
    }

    /// Reads `d8`, `D8` or `8`.
    pub fn parse(typed: &str) -> Option<Die> {
        let t = typed.trim().to_ascii_lowercase();
        let sides: u8 = t.strip_prefix('d').unwrap_or(&t).parse().ok()?;
        Die::ALL.into_iter().find(|d| d.sides() == sides)
    }

    /// The chance of each face, 1 to `sides`.
    pub fn face_chance(self) -> Fraction {
        Fraction::new(1, u128::from(self.sides()))
    }

    /// The exact chance that one die read open-ended (a face at its maximum adds another die, and
    /// so on) totals `at_least` or more. With `q` full maxima before the last die,
    /// `P = (1/X)^q × (X − s + 1)/X` where `at_least = qX + s`, `1 ≤ s ≤ X`.
    pub fn open_ended_at_least(self, at_least: i32) -> Fraction {
        if at_least <= 1 {
            return Fraction::ONE;
        }
        let x = i32::from(self.sides());
        let q = (at_least - 1) / x;
        let s = at_least - x * q;
        let x = u128::from(self.sides());
        Fraction::new(1, x).pow(q as u32) * Fraction::new(x - s as u128 + 1, x)
    }
}

impl std::fmt::Display for Die {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "d{}", self.sides())
    }
}

/// A pool: `dice` rows of the `die` column, "3d10" (a check) or "(5)8" (an effect).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwPool")]
pub struct Pool {
    pub dice: u8,
    pub die: Die,
}

/// Why a typed pool was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PoolError {
    #[error("\"{0}\" is not a pool of dice: write it as 3d10 (or (5)8 for an effect)")]
    Shape(String),
    #[error("\"{typed}\": the cards have d4, d6, d8, d10 and d12 columns, not d{sides}")]
    NoSuchDie { typed: String, sides: String },
    #[error("\"{typed}\": {dice} dice; the {grid} has rows 1 to {max}")]
    Rows { typed: String, dice: u8, grid: &'static str, max: u8 },
}

impl crate::error::ErrorCode for PoolError {
    fn code(&self) -> &'static str {
        "bad_pool"
    }
}

/// Rows of the cause grid (a skill or trait of 1 to 5).
pub const CAUSE_ROWS: u8 = 5;
/// Rows of the effect grid.
pub const EFFECT_ROWS: u8 = 7;

impl Pool {
    pub fn new(dice: u8, die: Die) -> Pool {
        Pool { dice, die }
    }

    /// Reads `3d10`, `3D10` or `(3)10`; `max_rows` is the grid's row count.
    pub fn parse(typed: &str, grid: &'static str, max_rows: u8) -> Result<Pool, PoolError> {
        let t = typed.trim().to_ascii_lowercase();
        let (dice, sides) = if let Some(rest) = t.strip_prefix('(') {
            rest.split_once(')').ok_or_else(|| PoolError::Shape(typed.to_string()))?
        } else {
            t.split_once('d').ok_or_else(|| PoolError::Shape(typed.to_string()))?
        };
        let dice: u8 = dice.trim().parse().map_err(|_| PoolError::Shape(typed.to_string()))?;
        let sides = sides.trim().trim_start_matches('d');
        let die = Die::parse(sides)
            .ok_or_else(|| PoolError::NoSuchDie { typed: typed.to_string(), sides: sides.to_string() })?;
        if dice == 0 || dice > max_rows {
            return Err(PoolError::Rows { typed: typed.to_string(), dice, grid, max: max_rows });
        }
        Ok(Pool { dice, die })
    }

    /// The pool, if the `grid` (of `max_rows` rows) has its rows: a pool sent as data is checked
    /// as a typed one is.
    pub fn checked(self, grid: &'static str, max_rows: u8) -> Result<Pool, PoolError> {
        if self.dice == 0 || self.dice > max_rows {
            return Err(PoolError::Rows { typed: self.check_label(), dice: self.dice, grid, max: max_rows });
        }
        Ok(self)
    }

    /// "3d10".
    pub fn check_label(self) -> String {
        format!("{}{}", self.dice, self.die)
    }

    /// "(5)8".
    pub fn effect_label(self) -> String {
        format!("({}){}", self.dice, self.die.sides())
    }

    /// The exact chance of each total of `dice` dice, from `dice` to `dice × sides`.
    pub fn sum_distribution(self) -> Vec<(u16, Fraction)> {
        let x = usize::from(self.die.sides());
        let mut ways: Vec<u128> = vec![1];
        for _ in 0..self.dice {
            let mut next = vec![0u128; ways.len() + x];
            for (s, w) in ways.iter().enumerate() {
                for face in 1..=x {
                    next[s + face] += w;
                }
            }
            ways = next;
        }
        let all = (x as u128).pow(u32::from(self.dice));
        ways.into_iter().enumerate().filter(|(_, w)| *w > 0).map(|(s, w)| (s as u16, Fraction::new(w, all))).collect()
    }

    /// The exact chance that the best of the pool's faces is each face, 1 to `sides`:
    /// `P(best ≤ v) = (v/X)^n`.
    pub fn best_distribution(self) -> Vec<(u8, Fraction)> {
        let x = u128::from(self.die.sides());
        let n = u32::from(self.dice);
        (1..=self.die.sides())
            .map(|v| {
                let v = u128::from(v);
                (v as u8, Fraction::new(v.pow(n) - (v - 1).pow(n), x.pow(n)))
            })
            .collect()
    }

    /// The exact chance that the pool is a critical failure ([`critical_failure`]).
    pub fn critical_failure_chance(self) -> Fraction {
        let n = u32::from(self.dice);
        let x = u128::from(self.die.sides());
        (0..=n)
            .filter(|k| is_critical_failure(self.dice, *k as u8))
            .map(|k| Fraction::new(binomial(n, k) * (x - 1).pow(n - k), x.pow(n)))
            .sum()
    }
}

/// Whether `ones` 1s among `dice` dice are a critical failure ("CF", the chapter's Calamity).
///
/// Future Imperfect, whose cards these are, counted a CF when "more than half the dice show 1".
/// The chapter keeps a plain 1 apart from a Calamity ("Characters who generate a 1 or less
/// hesitate … Characters who generate a Calamity hesitate and may only spend APs on defensive
/// actions"), so one die showing 1 cannot be both: Posse reads a CF as **at least two dice, more
/// than half of them 1s** — never on a one-die check; both dice of two; two of three; three of
/// four or five.
pub fn is_critical_failure(dice: u8, ones: u8) -> bool {
    ones >= 2 && u16::from(ones) * 2 > u16::from(dice)
}

/// The number of ways to choose `k` of `n`.
pub(crate) fn binomial(n: u32, k: u32) -> u128 {
    crate::rules::fate::pool::binomial(n, k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_read_as_typed_and_rank_as_traits() {
        assert_eq!(Die::parse("d8"), Some(Die::D8));
        assert_eq!(Die::parse("D12"), Some(Die::D12));
        assert_eq!(Die::parse("10"), Some(Die::D10));
        assert_eq!(Die::parse("d7"), None);
        assert_eq!(Die::from_rank(3), Some(Die::D8));
        assert_eq!(Die::from_rank(0), None);
        assert_eq!(Die::from_rank(6), None);
        assert_eq!(Die::D12.grade(), "Awesome");
        assert_eq!(Die::D4.rank(), 1);
    }

    #[test]
    fn pools_read_both_spellings_and_refuse_what_no_card_has() {
        assert_eq!(Pool::parse("3d10", "cause grid", 5).unwrap(), Pool::new(3, Die::D10));
        assert_eq!(Pool::parse("(5)8", "effect grid", 7).unwrap(), Pool::new(5, Die::D8));
        assert_eq!(Pool::parse("(5)8", "effect grid", 7).unwrap().effect_label(), "(5)8");
        assert!(matches!(Pool::parse("6d10", "cause grid", 5), Err(PoolError::Rows { max: 5, .. })));
        assert!(matches!(Pool::parse("2d20", "cause grid", 5), Err(PoolError::NoSuchDie { .. })));
        assert!(matches!(Pool::parse("three", "cause grid", 5), Err(PoolError::Shape(_))));
    }

    #[test]
    fn ideal_distributions_are_exact() {
        let two_d6 = Pool::new(2, Die::D6).sum_distribution();
        assert_eq!(two_d6.len(), 11);
        assert_eq!(two_d6[5], (7, Fraction::new(6, 36)));
        let total: Fraction = Pool::new(7, Die::D12).sum_distribution().into_iter().map(|(_, p)| p).sum();
        assert_eq!(total, Fraction::ONE);
        let best = Pool::new(3, Die::D10).best_distribution();
        assert_eq!(best[9], (10, Fraction::new(271, 1000)));
        // Both of two d4 show 1: 1/16. One of one die never is a CF.
        assert_eq!(Pool::new(2, Die::D4).critical_failure_chance(), Fraction::new(1, 16));
        assert_eq!(Pool::new(1, Die::D4).critical_failure_chance(), Fraction::ZERO);
        // Three d6: two or three 1s.
        assert_eq!(Pool::new(3, Die::D6).critical_failure_chance(), Fraction::new(16, 216));
    }

    #[test]
    fn an_open_ended_die_keeps_rolling_on_its_maximum() {
        assert_eq!(Die::D6.open_ended_at_least(1), Fraction::ONE);
        assert_eq!(Die::D6.open_ended_at_least(6), Fraction::new(1, 6));
        assert_eq!(Die::D6.open_ended_at_least(7), Fraction::new(1, 6));
        assert_eq!(Die::D6.open_ended_at_least(8), Fraction::new(5, 36));
        assert_eq!(Die::D4.open_ended_at_least(9), Fraction::new(1, 16));
    }
}
