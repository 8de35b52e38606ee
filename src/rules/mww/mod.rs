//! My Wild West, rules v4 (`my-wild-west-rules-v4.md`): each player runs a gang whose card gives it
//! a pool of action points (APs) to spend across its figures; shooting is by percentile dice.
//!
//! One module per part of the text: [`action_points`] (the gang's APs each turn and what things
//! cost), [`spotting`], [`weapons`] (the chance of hit table, the wounds table and the hand-to-hand
//! weapons, with the weapons a figure carries), [`deck`] (the turn deck), [`shooting`] (a shot's chance with every modifier,
//! and shooting at horses and riders), [`wounds`] (what a hit does; falling off a horse),
//! [`fighting`] (hand to hand), [`jumping`] (heights, gaps, horses jumping), [`horses`] (riders
//! thrown, rearing, bolting horses), [`robbery`] (robbing banks and the alarm), [`reactions`]
//! (who fires first, whom a figure bursting into a room shoots at), [`throws`] (the heroic
//! civilian, a high obstacle's APs, getting free of a lasso), [`Figure`] (a gang's figure,
//! checked from the [`FigureSheet`] a player typed), [`options`] (a campaign's readings where the
//! text can be read two ways), [`texts`] (the rules that are
//! words only: facing, lassos, tying up, explosives, fires, civilians) and [`registry`] (every
//! table, for `posse tables`).
//!
//! The text has a rules part and a later "tables v4" part. Where they disagree the v4 tables win,
//! unless the rules part is clearly newer; each such decision is written next to the data it
//! concerns. Where the text is silent, the decision is written in the doc comment of the function
//! or table it concerns.
//!
//! Percentile dice are read as the text reads them: two D10 giving 00 to 99, where 01–99 are
//! themselves and 00 is the roll the text singles out ("0,0 is always a hit unless N/A", "0 – 0 is
//! always a kill", the stop-bolting table's "0, 0", the failed-jump table's "100%"). Anywhere else
//! 00 reads as 100 ([`percentile`]).

pub mod action_points;
pub mod deck;
pub mod fighting;
mod figure;
pub mod horses;
pub mod jumping;
pub mod options;
pub mod percentile;
pub mod reactions;
pub mod registry;
pub mod robbery;
pub mod shooting;
pub mod spotting;
pub mod texts;
pub mod throws;
pub mod weapons;
pub mod wounds;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub use crate::rules::fate::pool::{Chance, Fraction};
pub use options::MwwOptions;
pub use registry::tables;

pub use figure::{Figure, FigureSheet, Mount, SheetError, SheetErrors, Skill, MAX_WOUNDS, NAME_MAX_CHARS};

pub(crate) use crate::rules::qotd::{nearest_name, normalise_id};

/// One reason a chance or a die roll is what it is: "Shooting skill: +10%", "Per wound: −1".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "MwwReason")]
pub struct Reason {
    /// What it comes from: a modifier's id (`opportunity_fire`, `per_wound`).
    pub source: String,
    /// Percentage points (shooting, alarm) or points on the die (fights, reactions) it adds;
    /// `None` for a reason that changes no number (cover's halving, a note).
    pub amount: Option<i32>,
    pub text: String,
}

impl Reason {
    pub fn amount(source: &str, amount: i32, text: impl Into<String>) -> Reason {
        Reason { source: source.to_string(), amount: Some(amount), text: text.into() }
    }

    pub fn note(source: &str, text: impl Into<String>) -> Reason {
        Reason { source: source.to_string(), amount: None, text: text.into() }
    }
}

/// The sum of the reasons' amounts.
pub(crate) fn total(reasons: &[Reason]) -> i32 {
    reasons.iter().filter_map(|r| r.amount).sum()
}

/// "+10%", "−15%" (a typographic minus, as the tables print it).
pub(crate) fn signed(n: i32, unit: &str) -> String {
    if n < 0 {
        format!("−{}{unit}", n.unsigned_abs())
    } else {
        format!("+{n}{unit}")
    }
}

/// A distance in inches as typed (`14`, `2.5`, `6"`), kept in tenths of an inch. In JSON it is the
/// number of inches (`14`, `2.5`), read to the nearest tenth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, TS)]
#[ts(export, rename = "MwwInches", type = "number")]
pub struct Inches(pub u16);

impl Serialize for Inches {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.0 % 10 == 0 {
            s.serialize_u16(self.0 / 10)
        } else {
            s.serialize_f64(f64::from(self.0) / 10.0)
        }
    }
}

impl<'de> Deserialize<'de> for Inches {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let inches = f64::deserialize(d)?;
        let tenths = (inches * 10.0).round();
        if !(0.0..=f64::from(u16::MAX)).contains(&tenths) {
            return Err(serde::de::Error::custom(format!("{inches} is not a distance in inches (0 or more)")));
        }
        Ok(Inches(tenths as u16))
    }
}

impl Inches {
    pub fn whole(n: u16) -> Inches {
        Inches(n * 10)
    }

    /// Reads `14`, `2.5`, `6"` or `6in`; at most one decimal place, never negative.
    pub fn parse(typed: &str) -> Option<Inches> {
        let t = typed.trim().trim_end_matches(['"', '”', '″']).trim_end_matches("in").trim();
        let (whole, tenth) = match t.split_once('.') {
            Some((w, f)) if f.len() == 1 => (w, f),
            Some((w, "")) => (w, "0"),
            Some(_) => return None,
            None => (t, "0"),
        };
        let whole: u16 = whole.parse().ok()?;
        let tenth: u16 = tenth.parse().ok()?;
        whole.checked_mul(10)?.checked_add(tenth).map(Inches)
    }

    /// `14"`, `2.5"`.
    pub fn show(self) -> String {
        if self.0 % 10 == 0 {
            format!("{}\"", self.0 / 10)
        } else {
            format!("{}.{}\"", self.0 / 10, self.0 % 10)
        }
    }
}

impl std::fmt::Display for Inches {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.show())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inches_read_as_typed() {
        assert_eq!(Inches::parse("14"), Some(Inches(140)));
        assert_eq!(Inches::parse("2.5"), Some(Inches(25)));
        assert_eq!(Inches::parse("6\""), Some(Inches(60)));
        assert_eq!(Inches::parse(" 3in "), Some(Inches(30)));
        assert_eq!(Inches::parse("2.25"), None);
        assert_eq!(Inches::parse("-1"), None);
        assert_eq!(Inches::parse("far"), None);
        assert_eq!(Inches(25).show(), "2.5\"");
        assert_eq!(Inches::whole(12).to_string(), "12\"");
        assert_eq!(serde_json::to_string(&Inches(140)).unwrap(), "14");
        assert_eq!(serde_json::to_string(&Inches(25)).unwrap(), "2.5");
        assert_eq!(serde_json::from_str::<Inches>("2.5").unwrap(), Inches(25));
        assert_eq!(serde_json::from_str::<Inches>("14").unwrap(), Inches(140));
        assert!(serde_json::from_str::<Inches>("-1").is_err());
    }

    #[test]
    fn signed_amounts_read_as_the_tables_print_them() {
        assert_eq!(signed(10, "%"), "+10%");
        assert_eq!(signed(-15, "%"), "−15%");
        assert_eq!(total(&[Reason::amount("a", 10, ""), Reason::note("b", ""), Reason::amount("c", -15, "")]), -5);
    }
}
