//! The rules of each game Posse serves, as data and pure logic. Nothing here does IO, touches the
//! database or the clock, or draws randomness of its own: dice are rolled with a generator passed in.

pub mod fate;
pub mod mww;
pub mod qotd;
pub mod tables;
pub mod twtw;

mod sheet_errors;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The tables of every family, one line a family: each function builds that family's tables
/// ([`tables::all`] lists them).
const FAMILY_TABLES: &[fn() -> Vec<tables::Table>] = &[qotd::charts::tables, fate::tables, mww::tables, twtw::tables];

/// The rule set a campaign is played under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Ruleset {
    /// Quick on the Draw (`quick-on-the-draw.txt`).
    Qotd,
    /// The fate-deck family: Ansell's western gunfight rules and The Rules With No Name.
    Fate,
    /// My Wild West rules, v4.
    Mww,
    /// The West That Wasn't.
    Twtw,
}

impl Ruleset {
    pub const ALL: [Ruleset; 4] = [Ruleset::Qotd, Ruleset::Fate, Ruleset::Mww, Ruleset::Twtw];

    pub fn id(self) -> &'static str {
        match self {
            Ruleset::Qotd => "qotd",
            Ruleset::Fate => "fate",
            Ruleset::Mww => "mww",
            Ruleset::Twtw => "twtw",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            Ruleset::Qotd => "Quick on the Draw",
            Ruleset::Fate => "Western Gunfight (fate deck)",
            Ruleset::Mww => "My Wild West",
            Ruleset::Twtw => "The West That Wasn't",
        }
    }

    /// Parses a rule-set id as typed by a user (`qotd`, `fate`, `mww`, `twtw`).
    pub fn from_id(id: &str) -> Option<Ruleset> {
        Ruleset::ALL.into_iter().find(|r| r.id() == id.trim().to_ascii_lowercase())
    }

    /// Whether Posse can keep rosters for this rule set yet.
    pub fn has_roster(self) -> bool {
        matches!(self, Ruleset::Qotd | Ruleset::Fate | Ruleset::Mww | Ruleset::Twtw)
    }
}

impl std::fmt::Display for Ruleset {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}
