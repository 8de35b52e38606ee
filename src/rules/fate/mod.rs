//! The fate-deck family: Bryan Ansell's western gunfight rules (playtest edition 25/4/96,
//! `ansell-western-gunfight-1996.txt`) and The Rules With No Name playsheet that grew from them
//! (`rules-with-no-name-playsheet-1.txt`).
//!
//! One module per chapter: [`class`] (classes and action cards), [`actions`] (the actions,
//! movement, fix gun), [`weapons`] (the Range and Firing Chart), [`shooting`] (firing dice, fire
//! types, out of ammo and jams), [`shotgun`], [`cover`] (cover, exposure, duck backs, spotting),
//! [`nerve`], [`duel`] (challenges and fast draws), [`fighting`], [`emotions`] (hatred and fear),
//! [`skills`], [`hits`] (hit location and effect), [`hit_tables`] (the TRWNN playsheet 2 chart
//! and the house grid: which one a campaign rolls on, their modifiers and chits), [`house`]
//! (Posse's house tables: the fighting dice, the fighting results and the hit-location grid, which
//! neither text prints, beside the TRWNN chart), [`options`] (where the texts disagree), [`deck`]
//! (the fate deck) and [`registry`] (every table, for `posse tables`).
//!
//! A [`CharacterSheet`] is what a player typed; [`Character::from_sheet`] checks it and gives a
//! [`Character`], or every problem at once. Each roll is planned (dice and reasons), then weighed
//! exactly ([`odds`]) or rolled with a generator passed in.
//!
//! Where the playsheet and the 1996 text disagree, the playsheet is the default and the 1996 rule
//! an option ([`FateOptions`]). Where a text is silent or garbled, the decision is written in the
//! doc comment of the table or function it concerns.

pub mod actions;
pub mod blows;
pub mod card_words;
mod character;
pub mod class;
pub mod cover;
pub mod deck;
pub mod duel;
pub mod emotions;
pub mod experience;
pub mod fighting;
pub mod hit_tables;
pub mod hits;
pub mod house;
pub mod in_play;
pub mod nerve;
pub mod odds;
pub mod options;
pub mod pool;
pub mod registry;
mod sheet;
pub mod shooting;
pub mod shotgun;
pub mod skills;
pub mod throw;
pub mod weapons;
pub mod wounds;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub use character::{Character, Hand, HeldSkill, SkillLevel};
pub use class::{ActionCard, Class, ClassInfo, CLASSES};
pub use deck::{fate_deck, Card, CardKind, Deck};
pub use hit_tables::HitTable;
pub use house::{HouseGrid, HouseTables, HOUSE_TABLE};
pub use in_play::campaign_tables;
pub use options::{FateOptions, HitLocationChart, RuleText, OPTIONS};
pub use pool::{Chance, Fraction};
pub use registry::tables;
pub use sheet::{CharacterSheet, SheetError, SheetErrors, SkillPick, WoundPick, NAME_MAX_CHARS};
pub use skills::{Skill, SKILLS};
pub use weapons::{Weapon, FIRING_CHART, WEAPONS};

pub(crate) use crate::rules::qotd::{nearest_name, normalise_id};

/// One reason a throw has the dice it has, or how it is read: "Shootist: +1 die".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "FateReason")]
pub struct Reason {
    /// What it comes from: a skill, class, weapon or circumstance id (`quick_shot`, `cover`).
    pub source: String,
    /// Dice added or taken away; `None` for a reason that changes no dice.
    pub dice: Option<i8>,
    pub text: String,
}

impl Reason {
    pub fn dice(source: &str, dice: i8, text: impl Into<String>) -> Reason {
        Reason { source: source.to_string(), dice: Some(dice), text: text.into() }
    }

    pub fn note(source: &str, text: impl Into<String>) -> Reason {
        Reason { source: source.to_string(), dice: None, text: text.into() }
    }
}

/// "+2 dice", "−1 die".
pub(crate) fn signed_dice(n: i8) -> String {
    let sign = if n >= 0 { "+" } else { "−" };
    let unit = if n.abs() == 1 { "die" } else { "dice" };
    format!("{sign}{} {unit}", n.unsigned_abs())
}

/// The sum of the reasons' dice.
pub(crate) fn total_dice(reasons: &[Reason]) -> i8 {
    reasons.iter().filter_map(|r| r.dice).sum()
}

/// A character of `class` with `skills` (as typed), for tests.
#[cfg(test)]
pub(crate) fn test_character(class: &str, skills: &[&str]) -> Character {
    let sheet = CharacterSheet {
        name: format!("A {class}"),
        class: class.to_string(),
        skills: skills.iter().map(|s| SkillPick::plain(s)).collect(),
        hand: "right".to_string(),
        weapons: Vec::new(),
        kills: 0,
        wounds: Vec::new(),
        notes: String::new(),
    };
    Character::from_sheet(&sheet, &FateOptions::default()).unwrap_or_else(|e| panic!("{e}"))
}
