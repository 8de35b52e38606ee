//! QOTD Reel 7, Beasts: the beast's reaction, the effect of hits on wild animals and the animal
//! types.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::effects::row_of;
use super::{outcome, ActionChart};
use crate::dice::Keep;

/// QOTD Reel 7, Beasts: "When a beast has to test reaction due to being shot at or hit, roll the
/// number of attack dice shown for the animal and take the highest."
///
/// The chart has no headings; each result's first sentence stands as the heading and the rest is
/// the text. The 10 reads "The Beats becomes enraged" in the scan: "The Beast".
pub const BEASTS_REACTION: ActionChart = ActionChart {
    id: "beasts_reaction",
    title: "Beast's Reaction",
    source: "QOTD Reel 7, Beasts",
    outcomes: [
        outcome("The Beast flees", ""),
        outcome(
            "The Beast backs off",
            "It will not attack unless it is provoked, becomes enraged or until it recovers\n\
             If shot at or attacked at a long distance it will flee",
        ),
        outcome("The Beast attacks or keeps fighting", ""),
        outcome("The Beast becomes enraged and makes an all-out attack", ""),
    ],
};

/// What one hit does to a wild animal. QOTD Reel 7, Damage to wild animals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum AnimalDamage {
    Nick,
    /// 1 or 2 hits.
    Hits(u8),
    Slain,
}

impl AnimalDamage {
    /// As the table prints it: "Nick", "1 Hit", "2 Hits", "Slain".
    pub fn label(self) -> &'static str {
        match self {
            AnimalDamage::Nick => "Nick",
            AnimalDamage::Hits(1) => "1 Hit",
            AnimalDamage::Hits(2) => "2 Hits",
            AnimalDamage::Hits(_) => "Hits",
            AnimalDamage::Slain => "Slain",
        }
    }

    /// What it means, from [`ANIMAL_DAMAGE_EFFECTS`].
    pub fn effect(self) -> &'static str {
        match self {
            AnimalDamage::Nick => ANIMAL_DAMAGE_EFFECTS[0].1,
            AnimalDamage::Hits(_) => ANIMAL_DAMAGE_EFFECTS[1].1,
            AnimalDamage::Slain => ANIMAL_DAMAGE_EFFECTS[2].1,
        }
    }
}

/// A column of the damage to wild animals table, and the extra die the text asks for beyond it.
///
/// The columns are DV −2, DV −1, DV0, DV1, DV2 and DV3+. "Where the adjustments for impact is not
/// possible roll an extra dice and take the lowest result for DV-2 and the highest result for
/// DV+3": an adjusted DV below −2 reads DV −2 with one extra die, the lowest counting; a DV above
/// the DV3+ column's 3 (4 or more) reads DV3+ with one extra die, the highest counting. One extra
/// die however far beyond the table the DV is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct AnimalDvColumn {
    /// −2 … 2, and 3 for "DV3+".
    pub dv: i8,
    /// An extra die rolled, and which of the two counts.
    pub extra_die: Option<Keep>,
}

impl AnimalDvColumn {
    /// Position among the table's six columns.
    pub fn index(self) -> usize {
        (self.dv + 2) as usize
    }
}

/// The column (and extra die) an animal's adjusted DV reads. See [`AnimalDvColumn`].
pub fn animal_dv_column(adjusted_dv: i8) -> AnimalDvColumn {
    let extra_die = if adjusted_dv < -2 {
        Some(Keep::Worst)
    } else if adjusted_dv > 3 {
        Some(Keep::Best)
    } else {
        None
    };
    AnimalDvColumn { dv: adjusted_dv.clamp(-2, 3), extra_die }
}

/// What a hit does to a wild animal whose adjusted DV is `adjusted_dv`, on the roll that counts
/// (after any extra die of [`animal_dv_column`]); the roll is clamped to 1 … 10.
pub fn animal_damage(adjusted_dv: i8, roll: u8) -> AnimalDamage {
    ANIMAL_DAMAGE[row_of(roll)][animal_dv_column(adjusted_dv).index()]
}

use AnimalDamage::{Nick as K, Slain as S};
const H1: AnimalDamage = AnimalDamage::Hits(1);
const H2: AnimalDamage = AnimalDamage::Hits(2);

/// QOTD Reel 7, Damage to wild animals, as printed: rows for a dice roll of 10 down to 1, columns
/// DV −2, DV −1, DV0, DV1, DV2, DV3+.
pub static ANIMAL_DAMAGE: [[AnimalDamage; 6]; 10] = [
    /* 10 */ [K, K, K, K, K, K],
    /*  9 */ [H1, K, K, K, K, K],
    /*  8 */ [H1, H1, H1, K, K, K],
    /*  7 */ [H2, H1, H1, H1, K, K],
    /*  6 */ [H2, H2, H2, H1, H1, K],
    /*  5 */ [H2, H2, H2, H2, H1, H1],
    /*  4 */ [S, H2, H2, H2, H2, H1],
    /*  3 */ [S, S, H2, H2, H2, H2],
    /*  2 */ [S, S, S, H2, H2, H2],
    /*  1 */ [S, S, S, S, S, S],
];

/// QOTD Reel 7, the Damage/Effect table under the damage to wild animals table.
pub static ANIMAL_DAMAGE_EFFECTS: [(&str, &str); 3] = [
    (
        "Nick",
        "If injured through shooting, test for reaction\n\
         If in combat, the animal/beast is driven back 2 paces and takes a reaction test",
    ),
    (
        "Hit",
        "Speed is reduced by 25% for each hit: The animal/beast loses one attack dice for each hit, is driven back 4 paces if in combat and takes a reaction test. Animals up to horse size are killed if they receive 2Hits. Animals up to elephant size are killed if they receive 4Hits and larger animals up to 6 hits",
    ),
    ("Slain", "Animal/Beast drops dead"),
];

/// One row of the animal types chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct AnimalType {
    pub id: &'static str,
    /// "Animal", as the chart words it.
    pub name: &'static str,
    /// "Max Speed" in paces on land.
    pub speed: u8,
    /// Max speed in water, for water-based beasts.
    pub water_speed: Option<u8>,
    /// Defence Value.
    pub dv: i8,
    /// Dice rolled for reaction and fighting (the best counts); one is lost for each hit.
    pub attack_dice: u8,
    pub attack_type: &'static str,
    /// Trait and personality ids, as a character sheet names them (`fearsome` is a personality).
    pub traits: &'static [&'static str],
    /// "All damage is rated as high impact".
    pub high_impact: bool,
    /// "Traits and Special Rules", in the chart's words.
    pub special_rules: &'static str,
}

const HERD: &str = "Herd mentality If one animal in a herd fails a test then the whole group will stampede directly away from the cause. Any character in the path who cannot escape them will receive one attack per animal within 2 paces of the character";
const THICK_SKIN: &str = "Very thick skin provides protection Traits - Fearsome, Stealthy or Strong";

/// QOTD Reel 7, Animal types: "typical animals in each category, their maximum speed, their
/// Defence Value (DV) … the number of dice they roll for reaction and fighting, and their traits".
///
/// Two of the chart's rows are each split in two so that every row has one DV, speed and set of
/// traits:
/// - "Horses or similar sized herbivores including cattle and Buffalo", DV "Normally 0 DV1 if
///   Buffalo": `herbivore` (DV 0) and `buffalo` (DV 1).
/// - "Carnivorous Reptiles e.g. Alligators or mammals up to horse size e.g. Grizzly bears", speed
///   "12/16, see notes" ("If land based up to 16. If water based 16 in water but only 12 on
///   land"), traits "Fearsome, Stealthy or Strong": `carnivorous_reptile` (water based: 12 on
///   land, 16 in water; Fearsome, Stealthy — the lurking alligator) and `large_carnivore` (land
///   based: 16; Fearsome, Strong — the grizzly).
///
/// The chart says of its columns "the amount of wounds they can sustain" but prints none; the
/// Damage/Effect table gives it: animals up to horse size die at 2 hits, up to elephant size at 4.
pub static ANIMAL_TYPES: [AnimalType; 7] = [
    AnimalType {
        id: "herbivore",
        name: "Horses or similar sized herbivores including cattle",
        speed: 16,
        water_speed: None,
        dv: 0,
        attack_dice: 2,
        attack_type: "Hooves and horns",
        traits: &[],
        high_impact: false,
        special_rules: HERD,
    },
    AnimalType {
        id: "buffalo",
        name: "Buffalo",
        speed: 16,
        water_speed: None,
        dv: 1,
        attack_dice: 2,
        attack_type: "Hooves and horns",
        traits: &[],
        high_impact: false,
        special_rules: HERD,
    },
    AnimalType {
        id: "large_cat",
        name: "Large cats up to cougar size",
        speed: 16,
        water_speed: None,
        dv: 0,
        attack_dice: 2,
        attack_type: "Teeth and/or claws",
        traits: &["fearsome", "surefooted", "stealthy"],
        high_impact: true,
        special_rules: "Traits – Fearsome. Cat types are Sure footed and Stealthy All damage is rated as high impact",
    },
    AnimalType {
        id: "dog",
        name: "Dogs or similar up to wolf size",
        speed: 12,
        water_speed: None,
        dv: 0,
        attack_dice: 2,
        attack_type: "Teeth",
        traits: &["fearsome", "sixth_sense"],
        high_impact: false,
        special_rules: "Traits – Fearsome, Sixth Sense",
    },
    AnimalType {
        id: "carnivorous_reptile",
        name: "Carnivorous Reptiles e.g. Alligators",
        speed: 12,
        water_speed: Some(16),
        dv: 2,
        attack_dice: 2,
        attack_type: "Teeth and/or claws",
        traits: &["fearsome", "stealthy"],
        high_impact: true,
        special_rules: THICK_SKIN,
    },
    AnimalType {
        id: "large_carnivore",
        name: "Mammals up to horse size e.g. Grizzly bears",
        speed: 16,
        water_speed: None,
        dv: 2,
        attack_dice: 2,
        attack_type: "Teeth and/or claws",
        traits: &["fearsome", "strong"],
        high_impact: true,
        special_rules: THICK_SKIN,
    },
    // "Not affected by bad going" is what Surefooted does ("can move through Bad Going without
    // penalty"), so the snake is given that trait; "Bite and poison or crush": a poisonous bite
    // makes its victim take the poison test (Reel 6, Poison).
    AnimalType {
        id: "snake",
        name: "Snakes",
        speed: 8,
        water_speed: None,
        dv: 0,
        attack_dice: 1,
        attack_type: "Bite and poison or crush",
        traits: &["stealthy", "surefooted"],
        high_impact: false,
        special_rules: "Traits –Stealthy Not affected by bad going",
    },
];

impl AnimalType {
    /// The speed as the chart prints it: "16", or "12/16" for land and water.
    pub fn speed_text(&self) -> String {
        match self.water_speed {
            Some(water) => format!("{} on land, {water} in water", self.speed),
            None => self.speed.to_string(),
        }
    }
}

/// The animal type with this id.
pub fn animal_type(id: &str) -> Option<&'static AnimalType> {
    ANIMAL_TYPES.iter().find(|a| a.id == id)
}
