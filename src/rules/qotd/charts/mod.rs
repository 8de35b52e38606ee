//! Every chart and table of Quick on the Draw as data, one module per reel: what a roll of the
//! action dice means (the 1 / 2–4 / 5–9 / 10 charts), how a hit lands (DV adjustments, effects of
//! hits on characters, mounts, vehicles and wild animals) and the smaller tables (random movement,
//! bad going, the action dice of each form of attack, shooting types, forms of attack and defence).
//!
//! The texts are the rule text's own words. The scan lost some punctuation and spelling; where a
//! word is plainly garbled it is mended, and every mend is written in the doc comment of the chart
//! it is in. Where a chart's cell holds several paragraphs or bullets, they are kept as lines
//! (separated by `\n`).
//!
//! `crate::rules::tables` builds its generic, printable view of every chart from this data, so
//! the chart a player reads is the chart the engine rolls on.

mod actions;
mod aftermath;
mod beasts;
mod effects;
mod fighting;
mod movement;
mod registry;
mod shooting;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub use actions::{
    COURAGE_TEST, LOCATING_THE_ENEMY, REACTING_TO_A_NEW_EVENT, RESPONDING_TO_AN_ATTACK, RESPONDING_TO_AN_OPPORTUNITY,
    WANTING_TO_COMPLETE_A_TASK,
};
pub use aftermath::{
    entanglement_of, recovery_of, Entanglement, RecoveryChart, RecoverySituation, COMING_ROUND, ENTANGLEMENT, ESCAPE,
    HEALING, POISON, POISON_HITS, POST_ACTION_RECOVERY, RECOVERY_COLUMNS,
};
pub use beasts::{
    animal_damage, animal_dv_column, animal_type, AnimalDamage, AnimalDvColumn, AnimalType, ANIMAL_DAMAGE,
    ANIMAL_DAMAGE_EFFECTS, ANIMAL_TYPES, BEASTS_REACTION,
};
pub use effects::{
    dv_adjustment, dv_column, effect_of_hit, vdv_adjustment, vehicle_damage, DvAdjustment, DvColumn, HitEffect,
    OutcomeEffect, Side, VehicleConstruction, VehicleDamage, DV_ADJUSTMENTS, EFFECTS_OF_HITS, EFFECTS_OF_HITS_WHO,
    HIT_OUTCOMES, MOUNT_HIT_OUTCOMES, MOUNT_STAMINA, VDV_ADJUSTMENTS, VEHICLE_DAMAGE, VEHICLE_DAMAGE_EFFECTS,
};
pub use fighting::{AttackForm, DefenceForm, BREAKING_OFF, HIT_FROM_AN_ATTACK, WANTING_TO_ATTACK};
pub use movement::{
    random_direction, Going, GoingRule, RandomDirection, GOING, WANTING_TO_EVADE, WANTING_TO_MOVE,
    WANTING_TO_MOVE_IN_DEEP_SNOW_OR_SAND, WANTING_TO_MOVE_IN_FOREST_OR_JUNGLE, WANTING_TO_MOVE_THROUGH_A_SWAMP,
    WANTING_TO_MOVE_THROUGH_RUINS,
};
pub use registry::tables;
pub use shooting::{
    form_dice, FiringForm, FormDice, ReloadingRule, ShotType, DRAWING_AND_SHOOTING, FORM_DICE, FORM_DICE_ROWS,
    HIT_FROM_SHOOTING, RELOADING_RULES, RELOAD_OR_RESTRING, RESPONDING_TO_AN_OPPONENT_DRAWING, WANTING_TO_SHOOT,
};

/// The four results of an action roll. QOTD Reel 1, Determining outcomes – dice rolls: "A dice
/// roll of 1 is always a disaster … 2 to 4 means that the character failed … 5 to 9 means that the
/// character succeeded … 10 usually means outstanding success!"
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Band {
    /// A roll of 1: a disaster.
    One,
    /// A roll of 2 to 4: a failure.
    TwoToFour,
    /// A roll of 5 to 9: a success.
    FiveToNine,
    /// A roll of 10: an outstanding success.
    Ten,
}

impl Band {
    pub const ALL: [Band; 4] = [Band::One, Band::TwoToFour, Band::FiveToNine, Band::Ten];

    /// The band a D10 roll falls in. A D10 shows 1 to 10; anything else is clamped rather than
    /// refused, because the text treats jokers as rolls: a black joker "is equivalent to rolling a
    /// 1" and a red joker to "a 10". So 0 reads as 1 (a disaster) and 11 or more as 10.
    pub fn of(roll: u8) -> Band {
        match roll {
            0 | 1 => Band::One,
            2..=4 => Band::TwoToFour,
            5..=9 => Band::FiveToNine,
            _ => Band::Ten,
        }
    }

    /// As the charts head the column: "1", "2–4", "5–9", "10".
    pub fn label(self) -> &'static str {
        match self {
            Band::One => "1",
            Band::TwoToFour => "2–4",
            Band::FiveToNine => "5–9",
            Band::Ten => "10",
        }
    }

    /// The stable id: `1`, `2_4`, `5_9`, `10`.
    pub fn id(self) -> &'static str {
        match self {
            Band::One => "1",
            Band::TwoToFour => "2_4",
            Band::FiveToNine => "5_9",
            Band::Ten => "10",
        }
    }

    /// Position in [`Band::ALL`] and in a chart's `outcomes`.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The rolls of the band.
    pub fn rolls(self) -> std::ops::RangeInclusive<u8> {
        match self {
            Band::One => 1..=1,
            Band::TwoToFour => 2..=4,
            Band::FiveToNine => 5..=9,
            Band::Ten => 10..=10,
        }
    }

    /// A 5 or better: the character did what the player wanted.
    pub fn is_success(self) -> bool {
        matches!(self, Band::FiveToNine | Band::Ten)
    }
}

impl std::fmt::Display for Band {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.label())
    }
}

/// One cell of a chart: the exclamation in bold ("Gotcha!") and what happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct ChartOutcome {
    /// The chart's heading for the result, e.g. "Gotcha!". Where the rule text gives none, the
    /// chart's doc comment says what stands in.
    pub headline: &'static str,
    /// What happens, in the rule text's words; paragraphs and bullets are separate lines.
    pub text: &'static str,
}

/// A chart read with one roll of the action dice: a result for 1, for 2–4, for 5–9 and for 10.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct ActionChart {
    /// Stable snake_case id (`wanting_to_shoot`); the tables registry calls it `qotd.<id>`.
    pub id: &'static str,
    /// The chart's "Reason for Test", as the rule text words it.
    pub title: &'static str,
    /// Where it is in the rule text: "QOTD Reel 4, Wanting to shoot".
    pub source: &'static str,
    /// Results for 1, 2–4, 5–9 and 10, in the order of [`Band::ALL`].
    pub outcomes: [ChartOutcome; 4],
}

impl ActionChart {
    /// The result for a band.
    pub fn outcome(&self, band: Band) -> &ChartOutcome {
        &self.outcomes[band.index()]
    }

    /// The result for a roll (clamped as [`Band::of`] says).
    pub fn on(&self, roll: u8) -> &ChartOutcome {
        self.outcome(Band::of(roll))
    }
}

/// Shorthand for a chart's four results.
const fn outcome(headline: &'static str, text: &'static str) -> ChartOutcome {
    ChartOutcome { headline, text }
}

/// Every 1 / 2–4 / 5–9 / 10 chart of QOTD, in the order of the rule text. (The post action rest
/// and recovery chart has two situations and a second roll, so it is [`POST_ACTION_RECOVERY`].)
pub static ACTION_CHARTS: &[ActionChart] = &[
    // Reel 3: movement
    WANTING_TO_MOVE,
    WANTING_TO_EVADE,
    WANTING_TO_MOVE_IN_FOREST_OR_JUNGLE,
    WANTING_TO_MOVE_IN_DEEP_SNOW_OR_SAND,
    WANTING_TO_MOVE_THROUGH_A_SWAMP,
    WANTING_TO_MOVE_THROUGH_RUINS,
    // Reel 3: actions and reactions
    WANTING_TO_COMPLETE_A_TASK,
    RESPONDING_TO_AN_OPPORTUNITY,
    RESPONDING_TO_AN_ATTACK,
    REACTING_TO_A_NEW_EVENT,
    LOCATING_THE_ENEMY,
    COURAGE_TEST,
    // Reel 4: shooting
    WANTING_TO_SHOOT,
    HIT_FROM_SHOOTING,
    RELOAD_OR_RESTRING,
    DRAWING_AND_SHOOTING,
    RESPONDING_TO_AN_OPPONENT_DRAWING,
    // Reel 5: fighting
    WANTING_TO_ATTACK,
    BREAKING_OFF,
    HIT_FROM_AN_ATTACK,
    // Reel 6: coming round, healing, poison, entanglement
    COMING_ROUND,
    HEALING,
    POISON,
    ENTANGLEMENT,
    ESCAPE,
    // Reel 7: beasts
    BEASTS_REACTION,
];

/// The chart with this id (`wanting_to_shoot`, or `qotd.wanting_to_shoot` as the registry names it).
pub fn action_chart(id: &str) -> Option<&'static ActionChart> {
    let id = id.trim();
    let id = id.strip_prefix("qotd.").unwrap_or(id);
    ACTION_CHARTS.iter().find(|c| c.id == id)
}

#[cfg(test)]
mod tests;
