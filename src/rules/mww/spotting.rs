//! Spotting targets: a D10 by where the target is and how far.

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::percentile::Die;
use super::{Chance, Fraction, Inches};
use crate::error::ErrorCode;

/// Where a target to be spotted is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwHidingPlace")]
pub enum HidingPlace {
    Window,
    HardCover,
    SoftCover,
}

impl HidingPlace {
    pub const ALL: [HidingPlace; 3] = [HidingPlace::Window, HidingPlace::HardCover, HidingPlace::SoftCover];

    pub fn id(self) -> &'static str {
        match self {
            HidingPlace::Window => "window",
            HidingPlace::HardCover => "hard",
            HidingPlace::SoftCover => "soft",
        }
    }

    /// As the table prints the row.
    pub fn name(self) -> &'static str {
        match self {
            HidingPlace::Window => "At window or doorway",
            HidingPlace::HardCover => "In hard cover",
            HidingPlace::SoftCover => "In soft cover",
        }
    }
}

/// A cell of the spotting table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case", tag = "kind", content = "from")]
#[ts(export, rename = "MwwSpotCell")]
pub enum SpotCell {
    /// "Auto": seen without a roll.
    Auto,
    /// Seen on a D10 of this or more ("5 - 10").
    From(u8),
}

impl SpotCell {
    pub fn text(self) -> String {
        match self {
            SpotCell::Auto => "Auto".to_string(),
            SpotCell::From(10) => "10".to_string(),
            SpotCell::From(n) => format!("{n} – 10"),
        }
    }

    pub fn chance(self) -> Fraction {
        match self {
            SpotCell::Auto => Fraction::ONE,
            SpotCell::From(n) => Fraction::new(u128::from(11 - n), 10),
        }
    }
}

/// The distance columns, as the table heads them, and how far each reaches. Decision: the columns
/// share their ends; each reaches its upper figure inclusive, as the chance of hit table's bands.
pub static SPOT_DISTANCES: [(&str, Option<u16>); 4] =
    [("0 – 2\"", Some(2)), ("2\" – 6\"", Some(6)), ("6\" – 12\"", Some(12)), ("12\"+", None)];

/// MWW, Spotting Targets (in the rules part only; v4 has no spotting table).
pub static SPOTTING: [(HidingPlace, [SpotCell; 4]); 3] = [
    (HidingPlace::Window, [SpotCell::Auto, SpotCell::From(5), SpotCell::From(8), SpotCell::From(10)]),
    (HidingPlace::HardCover, [SpotCell::Auto, SpotCell::From(4), SpotCell::From(7), SpotCell::From(9)]),
    (HidingPlace::SoftCover, [SpotCell::Auto, SpotCell::From(5), SpotCell::From(8), SpotCell::From(10)]),
];

/// The note under the table.
pub const SEEN_AFTER_FIRING: &str =
    "Any figure that fires can be seen for opportunity fire and during the following turn.";

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SpotError {
    #[error("fired: a figure that fired is seen without a roll (for opportunity fire and during the following turn)")]
    Fired,
}

impl ErrorCode for SpotError {
    fn code(&self) -> &'static str {
        "not_applicable"
    }
}

/// The chance of spotting a target.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwSpotOdds")]
pub struct SpotOdds {
    pub place: HidingPlace,
    pub range: Inches,
    /// The column: "6\" – 12\"".
    pub column: String,
    pub cell: String,
    pub chance: Chance,
}

pub fn cell(place: HidingPlace, range: Inches) -> (usize, SpotCell) {
    let column = SPOT_DISTANCES
        .iter()
        .position(|(_, reach)| reach.is_none_or(|r| range <= Inches::whole(r)))
        .expect("the last column has no end");
    let row = SPOTTING.iter().find(|(p, _)| *p == place).expect("every place is a row");
    (column, row.1[column])
}

pub fn spot_odds(place: HidingPlace, range: Inches) -> SpotOdds {
    let (column, c) = cell(place, range);
    SpotOdds { place, range, column: SPOT_DISTANCES[column].0.to_string(), cell: c.text(), chance: c.chance().into() }
}

/// A spotting roll: the D10 (none for Auto) and whether the target is seen.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwSpotRoll")]
pub struct SpotRoll {
    pub odds: SpotOdds,
    pub die: Option<u8>,
    pub seen: bool,
}

pub fn roll_spot(place: HidingPlace, range: Inches, rng: &mut impl Rng) -> SpotRoll {
    let odds = spot_odds(place, range);
    let (_, c) = cell(place, range);
    match c {
        SpotCell::Auto => SpotRoll { odds, die: None, seen: true },
        SpotCell::From(n) => {
            let die = Die::D10.roll(rng);
            SpotRoll { odds, die: Some(die), seen: die >= n }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spotting_reads_the_table() {
        assert_eq!(spot_odds(HidingPlace::HardCover, Inches::whole(2)).chance.probability, Fraction::ONE);
        assert_eq!(spot_odds(HidingPlace::HardCover, Inches::whole(5)).chance.probability, Fraction::new(7, 10));
        assert_eq!(spot_odds(HidingPlace::Window, Inches::whole(12)).cell, "8 – 10");
        assert_eq!(spot_odds(HidingPlace::SoftCover, Inches::whole(20)).chance.probability, Fraction::new(1, 10));
        assert_eq!(spot_odds(HidingPlace::HardCover, Inches(121)).column, "12\"+");
    }
}
