//! Hand to hand ("Hand to Hand Combat" to "Breaking Engagements When Dominated"): defence and
//! its TN, block and dodge, advantage, dominance and improvised weapons.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// "Each character has a defense value, which is 4 + half of the level with the hand to hand
/// skill they are using, rounded up." Cyril with no Unarmed Combat: 4; Clem's Melee 3: 6.
pub fn defence(level: u8) -> i32 {
    4 + i32::from(level.div_ceil(2))
}

/// "The TN to hit the dodging character is 4 plus the AD value of the character." AD is not
/// defined in the chapter; Posse reads it as the dodger's Dexterity rank (1–5), plus one while he
/// holds the advantage counter ("Increase the AD of the holder by 1 vs all attacks").
pub fn dodge_tn(dexterity_rank: u8, advantage: bool) -> i32 {
    4 + i32::from(dexterity_rank) + i32::from(advantage)
}

/// How a block against an attack that scored `attack` came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "TwtwBlock")]
pub enum Block {
    /// "If the block result is greater, the attack is successfully blocked and has no effect."
    Blocked,
    /// "If the block result is equal … change the hit location to the off arm"; blocking with a
    /// weapon, "increase the Rel by 1 instead".
    Deflected,
    Failed,
}

pub fn block(block_result: i32, attack_result: i32) -> Block {
    match block_result.cmp(&attack_result) {
        std::cmp::Ordering::Greater => Block::Blocked,
        std::cmp::Ordering::Equal => Block::Deflected,
        std::cmp::Ordering::Less => Block::Failed,
    }
}

/// Sources of advantage value, besides the APs bid.
pub const ADVANTAGE: [(&str, &str); 7] = [
    ("Bid", "The APs bid for advantage (not those bid for initiative)"),
    ("Weapon", "The weapon's advantage value"),
    ("Height", "+1 for a foot or more (horseback, uphill); +1 more per unit of Size difference"),
    ("Position", "+1 for cornering the opponent, mud or quicksand, the ground used well"),
    ("Armed", "+1 against an unarmed opponent"),
    ("Dominance", "+1 per level of dominance held"),
    (
        "Ganging up",
        "Each fighter of the larger side +1 per other fighter on his side; the side's values added together",
    ),
];

/// What the advantage counter buys (one, chosen as said).
pub const ADVANTAGE_COUNTER: [(&str, &str); 5] = [
    ("Active defence", "+1 AD against every attack (declared at once)"),
    ("Defence", "+2 base defence against one foe (declared at once)"),
    ("Attack", "+2 to one attack or +1 to two (chosen on the holder's turn; stacks with careful)"),
    ("Dominance", "Increase dominance, after an attack, even an unsuccessful one"),
    ("Bump", "Spent as a bump"),
];

/// Whether a side with `value` wins the advantage counter from a side with `other`: "at least 2
/// greater than the other".
pub fn wins_advantage(value: i32, other: i32) -> bool {
    value >= other + 2
}

/// A side's advantage value when `bids` fighters gang up (each bid with its other bonuses
/// already added): their values added, and each gets +1 for every other fighter on the side.
pub fn gang_value(values: &[i32]) -> i32 {
    let others = values.len().saturating_sub(1) as i32;
    values.iter().map(|v| v + others).sum()
}

/// Levels of dominance, each bought with one bump (cumulative).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "TwtwDominance")]
pub enum Dominance {
    None,
    Partial,
    Dominated,
    Full,
}

/// What each level of dominance does to the one dominated, and how he breaks free.
pub const DOMINANCE: [(&str, &str, &str); 3] = [
    ("Partial dominance (1 bump)", "Defence −1", "Break the engagement: Unarmed Combat TN 3, 1 AP an attempt"),
    (
        "Dominance (2 bumps): restricted, cornered or prone",
        "Defence −2; his attacks one row up for damage",
        "Escape first: 2 AP, TN 5; then break the engagement",
    ),
    (
        "Full dominance (3 bumps): pinned or unaware",
        "As dominance, and the attacker chooses the hit location",
        "Escape: 3 AP, TN 7",
    ),
];

impl Dominance {
    /// Defence lost by the one dominated.
    pub fn defence_penalty(self) -> i32 {
        match self {
            Dominance::None => 0,
            Dominance::Partial => 1,
            Dominance::Dominated | Dominance::Full => 2,
        }
    }

    /// The TN and APs of getting free.
    pub fn escape(self) -> Option<(i32, u8)> {
        match self {
            Dominance::None => None,
            Dominance::Partial => Some((3, 1)),
            Dominance::Dominated => Some((5, 2)),
            Dominance::Full => Some((7, 3)),
        }
    }
}

/// An improvised weapon: its damage added to the attack's, and its penetration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Improvised {
    pub id: &'static str,
    pub name: &'static str,
    pub examples: &'static str,
    pub damage: u8,
    pub deadly: bool,
    /// "Improvised weapons have a penetration value of 1. Impact penetration attacks add the listed
    /// number after the slash to the Force value of the attacker."
    pub penetration: u8,
}

/// The improvised weapons table (its picture is lost). The text gives a small weapon +1 damage
/// and +1 penetration (Cyril's pistol butt: "+1 for the improvised weapon"; "A small improvised
/// weapon has a penetration of +1"); Posse gives a large one +2 damage, and a sharp one +1 and
/// deadly damage ("sharp weapons convert the attack to deadly, as well as increase the damage").
pub const IMPROVISED: [Improvised; 3] = [
    Improvised {
        id: "small",
        name: "Small",
        examples: "pistol grip, tree branch, iron skillet (a foot or less)",
        damage: 1,
        deadly: false,
        penetration: 1,
    },
    Improvised {
        id: "large",
        name: "Large",
        examples: "rifle butt, wooden chair, large rock",
        damage: 2,
        deadly: false,
        penetration: 1,
    },
    Improvised { id: "sharp", name: "Sharp", examples: "broken glass, nails", damage: 1, deadly: true, penetration: 1 },
];

/// "Any combatant that does not move at least one hex (or one pace) for two consecutive rounds
/// has their defense reduced by 1."
pub const STANDING_STILL_PENALTY: i32 = 1;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defence_is_four_and_half_the_skill_rounded_up() {
        assert_eq!([0, 1, 2, 3, 4, 5].map(defence), [4, 5, 5, 6, 6, 7]);
    }

    #[test]
    fn blocks_and_advantage() {
        assert_eq!(block(7, 6), Block::Blocked);
        assert_eq!(block(6, 6), Block::Deflected);
        assert_eq!(block(5, 6), Block::Failed);
        assert!(wins_advantage(4, 2));
        assert!(!wins_advantage(3, 2));
        // Two fighters bidding 1 and 2 against one: (1 + 1) + (2 + 1) = 5.
        assert_eq!(gang_value(&[1, 2]), 5);
        assert_eq!(Dominance::Full.escape(), Some((7, 3)));
        assert_eq!(dodge_tn(2, true), 7);
    }
}
