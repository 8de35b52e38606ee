//! What a fighter fights with and what each of his hits does (Ansell 1996, Fighting): the words of
//! the fighting results, a house table ([`FightingResults`]) that the house tables read and the fight
//! rolls on.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::normalise_id;
use super::weapons::Weapon;

/// What a fighter fights with: the column of the fighting results he reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateArms")]
pub enum Arms {
    /// His pistol or rifle in hand, not clubbed: he may shoot his man in the fight ("shot!").
    #[default]
    Gun,
    /// Clubbing his pistol or rifle (announced before the attacker's movement dice; neither may
    /// fire on his next turn).
    Clubbed,
    /// A knife or sword ("knifed!"; Knifeman/Swordsman's dice).
    Blade,
    /// Bare fists.
    Fists,
}

impl Arms {
    pub const ALL: [Arms; 4] = [Arms::Gun, Arms::Clubbed, Arms::Blade, Arms::Fists];

    pub fn id(self) -> &'static str {
        match self {
            Arms::Gun => "gun",
            Arms::Clubbed => "clubbed",
            Arms::Blade => "blade",
            Arms::Fists => "fists",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Arms::Gun => "Gun in hand",
            Arms::Clubbed => "Clubbed weapon",
            Arms::Blade => "Knife or sword",
            Arms::Fists => "Fists",
        }
    }
}

/// What one hit in a fight does: a result of the fighting results (a house table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateBlow")]
pub enum Blow {
    NoEffect,
    /// Must spend his next turn recovering before any other action.
    Staggered,
    /// Must Get up before any other action other than recovering.
    KnockedDown,
    /// Throws a 6 each turn to come round; no actions until he does.
    KnockedOut,
    /// A blow that wounds: roll location and effect on the hit-location table, as a hit.
    Struck,
    /// "Knifed!": "treated exactly as if they had been shot in normal firing": roll location and
    /// effect, with the blade (Knifeman's +1).
    Knifed,
    /// "Shot!": treated exactly as if shot in normal firing; no effect if he is out of ammo.
    Shot,
}

impl Blow {
    pub const ALL: [Blow; 7] =
        [Blow::NoEffect, Blow::Staggered, Blow::KnockedDown, Blow::KnockedOut, Blow::Struck, Blow::Knifed, Blow::Shot];

    pub fn id(self) -> &'static str {
        match self {
            Blow::NoEffect => "no_effect",
            Blow::Staggered => "staggered",
            Blow::KnockedDown => "knocked_down",
            Blow::KnockedOut => "knocked_out",
            Blow::Struck => "struck",
            Blow::Knifed => "knifed",
            Blow::Shot => "shot",
        }
    }

    pub fn from_id(input: &str) -> Option<Blow> {
        let id = normalise_id(input);
        Blow::ALL.into_iter().find(|b| b.id() == id)
    }

    /// As the table prints it: "Knifed!".
    pub fn name(self) -> &'static str {
        match self {
            Blow::NoEffect => "No effect",
            Blow::Staggered => "Staggered",
            Blow::KnockedDown => "Knocked down",
            Blow::KnockedOut => "Knocked out",
            Blow::Struck => "Struck!",
            Blow::Knifed => "Knifed!",
            Blow::Shot => "Shot!",
        }
    }

    /// What it does, in words.
    pub fn text(self) -> &'static str {
        match self {
            Blow::NoEffect => "No effect.",
            Blow::Staggered => "Must spend his next turn recovering before any other action.",
            Blow::KnockedDown => "Knocked down: must Get up before any other action other than recovering.",
            Blow::KnockedOut => "Knocked out: must throw a 6 each turn to come round; no actions until he does.",
            Blow::Struck => "Roll location and effect on the hit-location chart, as a hit.",
            Blow::Knifed => "Treated exactly as if shot in normal firing: roll location and effect on the hit-location chart, with the blade.",
            Blow::Shot => "Treated exactly as if shot in normal firing: roll location and effect. An attacker out of ammo cannot shoot: no effect.",
        }
    }

    /// Whether it is read on the hit-location chart.
    pub fn wounds(self) -> bool {
        matches!(self, Blow::Struck | Blow::Knifed | Blow::Shot)
    }

    /// The weapon to read the hit-location chart with: a knife for "knifed!" (Knifeman's +1; a
    /// knocked-out man run through by it may keep it), a six-shooter for "shot!", nothing for a
    /// blow.
    pub fn weapon(self) -> Option<Weapon> {
        match self {
            Blow::Knifed => Some(Weapon::Knife),
            Blow::Shot => Some(Weapon::SixShooter),
            _ => None,
        }
    }
}

/// The fighting results (a house table): for each of what an attacker fights with, the blow of a
/// hit for a D6 of 1 to 6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateFightingResults")]
pub struct FightingResults {
    /// `by_arms[arms as usize][roll − 1]`, in the order of [`Arms::ALL`].
    pub by_arms: [[Blow; 6]; 4],
}

impl FightingResults {
    /// The blow for a D6 roll (clamped to 1..6) with `arms`.
    pub fn blow(&self, arms: Arms, roll: u8) -> Blow {
        self.by_arms[arms as usize][usize::from(roll.clamp(1, 6)) - 1]
    }
}
