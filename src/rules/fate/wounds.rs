//! What a hit does, in words every hit table shares (Ansell 1996, "Hit Location & Effect"): where it
//! lands, how bad a wound is, the knock-down or knock-out, and the result a chit or chart cell names.
//! Below the hit tables, the house tables and the hit rolls, which all read and write them.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::normalise_id;

/// Where a hit lands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateLocation")]
pub enum Location {
    Head,
    Chest,
    Belly,
    RightArm,
    LeftArm,
    Legs,
}

impl Location {
    pub const ALL: [Location; 6] =
        [Location::Head, Location::Chest, Location::Belly, Location::RightArm, Location::LeftArm, Location::Legs];

    pub fn id(self) -> &'static str {
        match self {
            Location::Head => "head",
            Location::Chest => "chest",
            Location::Belly => "belly",
            Location::RightArm => "right_arm",
            Location::LeftArm => "left_arm",
            Location::Legs => "legs",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Location::Head => "Head",
            Location::Chest => "Chest",
            Location::Belly => "Belly",
            Location::RightArm => "Right arm",
            Location::LeftArm => "Left arm",
            Location::Legs => "Legs",
        }
    }

    /// Reads a location as typed (`right arm`, `Leg`, `stomach`).
    pub fn from_id(input: &str) -> Option<Location> {
        let id = normalise_id(input);
        let id = match id.as_str() {
            "leg" | "left_leg" | "right_leg" => "legs",
            "stomach" | "gut" | "guts" => "belly",
            "body" | "torso" => "chest",
            other => other,
        };
        Location::ALL.into_iter().find(|l| l.id() == id)
    }

    pub fn is_arm(self) -> bool {
        matches!(self, Location::RightArm | Location::LeftArm)
    }
}

/// How bad a lasting wound is (a graze leaves none).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateSeverity")]
pub enum Severity {
    Flesh,
    Serious,
}

impl Severity {
    pub fn id(self) -> &'static str {
        match self {
            Severity::Flesh => "flesh",
            Severity::Serious => "serious",
        }
    }

    pub fn from_id(input: &str) -> Option<Severity> {
        match normalise_id(input).as_str() {
            "flesh" | "flesh_wound" => Some(Severity::Flesh),
            "serious" | "serious_wound" => Some(Severity::Serious),
            _ => None,
        }
    }
}

/// A wound a character carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[ts(export, rename = "FateWound")]
pub struct Wound {
    pub location: Location,
    pub severity: Severity,
}

impl Wound {
    pub fn new(severity: Severity, location: Location) -> Wound {
        Wound { location, severity }
    }

    /// "Serious wound, right arm".
    pub fn label(self) -> String {
        let severity = match self.severity {
            Severity::Flesh => "Flesh wound",
            Severity::Serious => "Serious wound",
        };
        format!("{severity}, {}", self.location.name().to_lowercase())
    }
}

/// Knocked down or knocked out by a hit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateKnock")]
pub enum Knock {
    #[default]
    None,
    /// "Must Get up before making any other action other than recovering."
    Down,
    /// "Must attempt to throw a 6 each time they have a turn, until they succeed they may make no
    /// actions."
    Out,
}

/// What a hit does: the results named by the texts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateHitResult")]
pub enum HitResult {
    Graze,
    FleshWound,
    FleshWoundKnockedDown,
    FleshWoundKnockedOut,
    SeriousWound,
    SeriousWoundKnockedDown,
    SeriousWoundKnockedOut,
    Dead,
}

impl HitResult {
    pub const ALL: [HitResult; 8] = [
        HitResult::Graze,
        HitResult::FleshWound,
        HitResult::FleshWoundKnockedDown,
        HitResult::FleshWoundKnockedOut,
        HitResult::SeriousWound,
        HitResult::SeriousWoundKnockedDown,
        HitResult::SeriousWoundKnockedOut,
        HitResult::Dead,
    ];

    pub fn id(self) -> &'static str {
        match self {
            HitResult::Graze => "graze",
            HitResult::FleshWound => "flesh_wound",
            HitResult::FleshWoundKnockedDown => "flesh_wound_knocked_down",
            HitResult::FleshWoundKnockedOut => "flesh_wound_knocked_out",
            HitResult::SeriousWound => "serious_wound",
            HitResult::SeriousWoundKnockedDown => "serious_wound_knocked_down",
            HitResult::SeriousWoundKnockedOut => "serious_wound_knocked_out",
            HitResult::Dead => "dead",
        }
    }

    /// As a chit reads: "Flesh wound & knocked down".
    pub fn name(self) -> &'static str {
        match self {
            HitResult::Graze => "Graze",
            HitResult::FleshWound => "Flesh wound",
            HitResult::FleshWoundKnockedDown => "Flesh wound & knocked down",
            HitResult::FleshWoundKnockedOut => "Flesh wound & knocked out",
            HitResult::SeriousWound => "Serious wound",
            HitResult::SeriousWoundKnockedDown => "Serious wound & knocked down",
            HitResult::SeriousWoundKnockedOut => "Serious wound & knocked out",
            HitResult::Dead => "Dead",
        }
    }

    pub fn from_id(input: &str) -> Option<HitResult> {
        let id = normalise_id(&input.replace('&', " "));
        HitResult::ALL.into_iter().find(|r| r.id() == id)
    }

    /// The lasting wound, if any (a graze and death leave none to record).
    pub fn severity(self) -> Option<Severity> {
        match self {
            HitResult::FleshWound | HitResult::FleshWoundKnockedDown | HitResult::FleshWoundKnockedOut => {
                Some(Severity::Flesh)
            }
            HitResult::SeriousWound | HitResult::SeriousWoundKnockedDown | HitResult::SeriousWoundKnockedOut => {
                Some(Severity::Serious)
            }
            HitResult::Graze | HitResult::Dead => None,
        }
    }

    /// The same wound without its knock-down or knock-out (Tough: "never knocked down or knocked
    /// out").
    pub fn without_knock(self) -> HitResult {
        match self {
            HitResult::FleshWoundKnockedDown | HitResult::FleshWoundKnockedOut => HitResult::FleshWound,
            HitResult::SeriousWoundKnockedDown | HitResult::SeriousWoundKnockedOut => HitResult::SeriousWound,
            other => other,
        }
    }

    pub fn knock(self) -> Knock {
        match self {
            HitResult::FleshWoundKnockedDown | HitResult::SeriousWoundKnockedDown => Knock::Down,
            HitResult::FleshWoundKnockedOut | HitResult::SeriousWoundKnockedOut => Knock::Out,
            _ => Knock::None,
        }
    }
}
