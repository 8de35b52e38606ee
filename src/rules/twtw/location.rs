//! Hit locations ("Applying Results, Hit Location"; "Hit Location" of "Action Cards in Combat").
//!
//! The card's stack names head, vitals, chest, belly, arms and legs. "Vitals, chest and belly are
//! torso for purposes of wounds and wound modifiers"; "each arm and leg is a separate location".

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::rules::qotd::normalise_id;

/// Where a hit lands, as the card's stack names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "TwtwLocation")]
pub enum Location {
    Head,
    Vitals,
    Chest,
    Belly,
    LeftArm,
    RightArm,
    LeftLeg,
    RightLeg,
}

/// How often each location is a card's standard location, out of the 54 cards.
///
/// The texts give no frequencies. Posse weighs the locations by how much of a standing man a
/// shooter sees: the legs most (9 cards each), the torso together 20 (chest and belly 8 each, the
/// vitals 4), each arm 6, the head 4 (one card in 13.5, a lucky or unlucky draw). The sum is 54,
/// so a deck holds these exactly.
pub const STANDARD_FREQUENCIES: [(Location, u8); 8] = [
    (Location::Head, 4),
    (Location::Vitals, 4),
    (Location::Chest, 8),
    (Location::Belly, 8),
    (Location::LeftArm, 6),
    (Location::RightArm, 6),
    (Location::LeftLeg, 9),
    (Location::RightLeg, 9),
];

impl Location {
    pub const ALL: [Location; 8] = [
        Location::Head,
        Location::Vitals,
        Location::Chest,
        Location::Belly,
        Location::LeftArm,
        Location::RightArm,
        Location::LeftLeg,
        Location::RightLeg,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Location::Head => "head",
            Location::Vitals => "vitals",
            Location::Chest => "chest",
            Location::Belly => "belly",
            Location::LeftArm => "left_arm",
            Location::RightArm => "right_arm",
            Location::LeftLeg => "left_leg",
            Location::RightLeg => "right_leg",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Location::Head => "Head",
            Location::Vitals => "Vitals",
            Location::Chest => "Chest",
            Location::Belly => "Belly",
            Location::LeftArm => "Left arm",
            Location::RightArm => "Right arm",
            Location::LeftLeg => "Left leg",
            Location::RightLeg => "Right leg",
        }
    }

    /// Reads a location as typed (`left leg`, `Vitals`, `neck`).
    pub fn from_id(typed: &str) -> Option<Location> {
        let id = normalise_id(typed);
        let id = match id.as_str() {
            "neck" | "throat" | "heart" => "vitals",
            "stomach" | "gut" => "belly",
            other => other,
        };
        Location::ALL.into_iter().find(|l| l.id() == id)
    }

    /// The wound box it fills.
    pub fn wound_location(self) -> WoundLocation {
        match self {
            Location::Head => WoundLocation::Head,
            Location::Vitals | Location::Chest | Location::Belly => WoundLocation::Torso,
            Location::LeftArm => WoundLocation::LeftArm,
            Location::RightArm => WoundLocation::RightArm,
            Location::LeftLeg => WoundLocation::LeftLeg,
            Location::RightLeg => WoundLocation::RightLeg,
        }
    }

    /// Rows the effect is bumped down by a hit here: "Any hit to the head provides 2 damage
    /// bumps. Any hit to vitals provides 1."
    pub fn damage_bumps(self) -> u8 {
        match self {
            Location::Head => 2,
            Location::Vitals => 1,
            _ => 0,
        }
    }

    /// Height on the body, feet up: the stack is "arranged to generally move up the body (toward
    /// the head) as you move up in the stack"; the arms hang beside the chest.
    pub fn height(self) -> u8 {
        match self {
            Location::LeftLeg | Location::RightLeg => 0,
            Location::Belly => 1,
            Location::Chest | Location::LeftArm | Location::RightArm => 2,
            Location::Vitals => 3,
            Location::Head => 4,
        }
    }

    /// The other side's arm or leg, for the stack's sideways steps ("right to left arm or leg").
    pub fn other_side(self) -> Option<Location> {
        match self {
            Location::LeftArm => Some(Location::RightArm),
            Location::RightArm => Some(Location::LeftArm),
            Location::LeftLeg => Some(Location::RightLeg),
            Location::RightLeg => Some(Location::LeftLeg),
            _ => None,
        }
    }
}

/// A box of wounds on the sheet: the torso takes chest, belly and vitals together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "TwtwWoundLocation")]
pub enum WoundLocation {
    Head,
    Torso,
    LeftArm,
    RightArm,
    LeftLeg,
    RightLeg,
}

impl WoundLocation {
    pub const ALL: [WoundLocation; 6] = [
        WoundLocation::Head,
        WoundLocation::Torso,
        WoundLocation::LeftArm,
        WoundLocation::RightArm,
        WoundLocation::LeftLeg,
        WoundLocation::RightLeg,
    ];

    pub fn id(self) -> &'static str {
        match self {
            WoundLocation::Head => "head",
            WoundLocation::Torso => "torso",
            WoundLocation::LeftArm => "left_arm",
            WoundLocation::RightArm => "right_arm",
            WoundLocation::LeftLeg => "left_leg",
            WoundLocation::RightLeg => "right_leg",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            WoundLocation::Head => "Head",
            WoundLocation::Torso => "Torso",
            WoundLocation::LeftArm => "Left arm",
            WoundLocation::RightArm => "Right arm",
            WoundLocation::LeftLeg => "Left leg",
            WoundLocation::RightLeg => "Right leg",
        }
    }

    pub fn from_id(typed: &str) -> Option<WoundLocation> {
        let id = normalise_id(typed);
        if let Some(l) = WoundLocation::ALL.into_iter().find(|l| l.id() == id) {
            return Some(l);
        }
        Location::from_id(&id).map(Location::wound_location)
    }

    /// "If the location is the torso … or head, disabling results in death."
    pub fn is_vital(self) -> bool {
        matches!(self, WoundLocation::Head | WoundLocation::Torso)
    }
}

/// The locations a stack may hold one step above `from` (further up the body, or across to the
/// other side at the same height), nearest first. The texts fix only the direction ("up" is
/// towards the head) and card 29's step from the chest straight to the head; Posse lets a step
/// up reach one or two heights higher, or go across. The head, with nothing above it, steps
/// across to the vitals or chest (a glancing change of target, "horizontal" in the text's words).
pub fn steps_up(from: Location) -> Vec<Location> {
    let mut out: Vec<Location> =
        Location::ALL.into_iter().filter(|l| l.height() > from.height() && l.height() <= from.height() + 2).collect();
    out.sort_by_key(|l| l.height());
    if let Some(side) = from.other_side() {
        out.push(side);
    }
    if out.is_empty() {
        out = vec![Location::Vitals, Location::Chest];
    }
    out
}

/// The locations a stack may hold one step below `from`: one height lower, or across. The legs,
/// with nothing below, step across to the other leg.
pub fn steps_down(from: Location) -> Vec<Location> {
    let mut out: Vec<Location> =
        Location::ALL.into_iter().filter(|l| l.height() < from.height() && l.height() + 1 >= from.height()).collect();
    if let Some(side) = from.other_side() {
        out.push(side);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_frequencies_fill_a_deck_exactly() {
        let total: u32 = STANDARD_FREQUENCIES.iter().map(|(_, n)| u32::from(*n)).sum();
        assert_eq!(total, 54);
        assert_eq!(STANDARD_FREQUENCIES.len(), Location::ALL.len());
    }

    #[test]
    fn torso_locations_share_one_wound_box() {
        for l in [Location::Vitals, Location::Chest, Location::Belly] {
            assert_eq!(l.wound_location(), WoundLocation::Torso);
        }
        assert_eq!(Location::from_id("neck"), Some(Location::Vitals));
        assert_eq!(WoundLocation::from_id("belly"), Some(WoundLocation::Torso));
        assert_eq!(WoundLocation::from_id("Left Leg"), Some(WoundLocation::LeftLeg));
        assert_eq!(Location::Head.damage_bumps(), 2);
    }

    #[test]
    fn every_location_has_somewhere_to_step() {
        for l in Location::ALL {
            assert!(!steps_up(l).is_empty() && !steps_up(l).contains(&l), "{l:?}");
            assert!(!steps_down(l).is_empty() || l == Location::Head || l.height() == 0, "{l:?}");
            assert!(!steps_down(l).contains(&l), "{l:?}");
        }
        assert!(steps_up(Location::Chest).contains(&Location::Head), "card 29: chest to head in one step");
        assert_eq!(steps_down(Location::LeftLeg), vec![Location::RightLeg]);
    }
}
