//! Horses: wounded horses rearing up and throwing their riders, horses killed, un-tethered horses
//! bolting at a shot, and stopping a bolting horse.

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::percentile::{at_most, roll_d100, show_d100, succeeds, Die};
use super::wounds::{fall_chance, read_fall, FALL_OFF_HORSE, FALL_PERCENT_PER_WOUND};
use super::{Chance, Fraction};

/// "Horses can take 5 wounds before being killed." Decision: the fifth wound kills the horse (it
/// has taken its 5), and its rider falls.
pub const HORSE_WOUNDS: u8 = 5;

/// "If a shot is fired within 10" of an un-tethered horse it will run off directly away from the
/// shot at 12" per turn until it is stopped or leaves the table."
pub const BOLT_WITHIN_INCHES: u8 = 10;
pub const BOLT_INCHES_PER_TURN: u8 = 12;

/// A line of the stop bolting horse table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "MwwBoltRow")]
pub struct BoltRow {
    pub rolls: &'static str,
    pub text: &'static str,
}

/// MWW, Stop Bolting horse table (the rules part and v4 agree, but for v4's shorter "d3 wounds").
pub static STOP_BOLTING: [BoltRow; 3] = [
    BoltRow { rolls: "0, 0", text: "Horse tramples you – Roll d3 for wounds" },
    BoltRow { rolls: "1% - 20%", text: "Horse runs past you" },
    BoltRow { rolls: "21% - 99%", text: "You stop the horse" },
];

/// What stepping into a bolting horse's path comes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwBoltResult")]
pub enum BoltResult {
    Trampled,
    RunsPast,
    Stopped,
}

pub fn read_bolt(roll: u8) -> BoltResult {
    match roll {
        0 => BoltResult::Trampled,
        1..=20 => BoltResult::RunsPast,
        _ => BoltResult::Stopped,
    }
}

/// The chances of the stop bolting horse table.
pub fn bolt_odds() -> Vec<(BoltResult, &'static str, Chance)> {
    vec![
        (BoltResult::Stopped, STOP_BOLTING[2].text, Fraction::new(79, 100).into()),
        (BoltResult::RunsPast, STOP_BOLTING[1].text, Fraction::new(20, 100).into()),
        (BoltResult::Trampled, STOP_BOLTING[0].text, Fraction::new(1, 100).into()),
    ]
}

/// A try at stopping a bolting horse, as rolled.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwBoltRoll")]
pub struct BoltRoll {
    pub roll: String,
    pub result: BoltResult,
    /// The d3 of wounds when trampled.
    pub wounds: Option<u8>,
}

pub fn roll_bolt(rng: &mut impl Rng) -> BoltRoll {
    let r = roll_d100(rng);
    let result = read_bolt(r);
    let wounds = (result == BoltResult::Trampled).then(|| Die::D3.roll(rng));
    BoltRoll { roll: show_d100(r), result, wounds }
}

/// A hit horse: does it rear up, and does its rider fall?
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwRearOdds")]
pub struct RearOdds {
    /// Wounds the horse has now (the new one included).
    pub horse_wounds: u8,
    pub rider_wounds: u8,
    /// The horse is killed (5 wounds): the rider falls.
    pub horse_killed: bool,
    /// "Roll less than: 10% times total number of wounds the horse and the rider has."
    pub rears: Chance,
    /// It rears and throws the rider (10% times the rider's wounds).
    pub rider_thrown: Chance,
    /// The rider falls (thrown, or the horse killed), and the fall: unhurt, wounded, killed.
    pub falls: Chance,
    pub fall_unhurt: Chance,
    pub fall_wounded: Chance,
    pub fall_killed: Chance,
}

/// MWW, Horse or Rider wounded (Rears up): "On each turn the horse is hit roll to see if it rears
/// up and throws the rider … If a horse rears up roll to see if the rider falls from the horse – 10%
/// times total wounds the rider has." A fall is read on the Fall off Horse row.
pub fn rear_odds(horse_wounds: u8, rider_wounds: u8) -> RearOdds {
    let horse_killed = horse_wounds >= HORSE_WOUNDS;
    let rears = at_most(FALL_PERCENT_PER_WOUND * (i32::from(horse_wounds) + i32::from(rider_wounds)));
    let (rears, thrown, falls) = if horse_killed {
        (Fraction::ZERO, Fraction::ZERO, Fraction::ONE)
    } else {
        let thrown = rears * fall_chance(rider_wounds);
        (rears, thrown, thrown)
    };
    let b = FALL_OFF_HORSE;
    RearOdds {
        horse_wounds,
        rider_wounds,
        horse_killed,
        rears: rears.into(),
        rider_thrown: thrown.into(),
        falls: falls.into(),
        fall_unhurt: (falls * Fraction::new(u128::from(b.one), 100)).into(),
        fall_wounded: (falls * Fraction::new(u128::from(99 - b.one), 100)).into(),
        fall_killed: (falls * Fraction::new(1, 100)).into(),
    }
}

/// A hit horse's turn, as rolled.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwRearRoll")]
pub struct RearRoll {
    pub rolls: Vec<String>,
    pub text: Vec<String>,
    pub rider_falls: bool,
    pub fall_wounds: u8,
    pub rider_killed: bool,
}

pub fn roll_rear(horse_wounds: u8, rider_wounds: u8, rng: &mut impl Rng) -> RearRoll {
    let mut rolls = Vec::new();
    let mut text = Vec::new();
    let mut falls = false;
    if horse_wounds >= HORSE_WOUNDS {
        text.push(format!("The horse has {horse_wounds} wounds and is killed: the rider falls"));
        falls = true;
    } else {
        let need = FALL_PERCENT_PER_WOUND * (i32::from(horse_wounds) + i32::from(rider_wounds));
        let r = roll_d100(rng);
        rolls.push(show_d100(r));
        if succeeds(r, need) {
            let need = FALL_PERCENT_PER_WOUND * i32::from(rider_wounds);
            let t = roll_d100(rng);
            rolls.push(show_d100(t));
            falls = succeeds(t, need);
            text.push(format!(
                "Rears up ({} against {}%); the rider {} ({} against {need}%)",
                show_d100(r),
                FALL_PERCENT_PER_WOUND * (i32::from(horse_wounds) + i32::from(rider_wounds)),
                if falls { "is thrown" } else { "holds on" },
                show_d100(t)
            ));
        } else {
            text.push(format!("Does not rear ({} against {need}%)", show_d100(r)));
        }
    }
    let (mut fall_wounds, mut rider_killed) = (0, false);
    if falls {
        let f = roll_d100(rng);
        rolls.push(show_d100(f));
        let harm = read_fall(f);
        text.push(format!("The fall: {} on the Fall off Horse row, {}", show_d100(f), harm.words()));
        fall_wounds = harm.wounds();
        rider_killed = harm == super::wounds::Harm::Killed;
    }
    RearRoll { rolls, text, rider_falls: falls, fall_wounds, rider_killed }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hit_horse_rears_on_ten_percent_a_wound_of_both() {
        let o = rear_odds(2, 1);
        assert_eq!(o.rears.probability, Fraction::new(30, 100));
        assert_eq!(o.rider_thrown.probability, Fraction::new(3, 100));
        assert_eq!(
            o.fall_unhurt.probability + o.fall_wounded.probability + o.fall_killed.probability,
            o.falls.probability
        );
        let unhurt_rider = rear_odds(1, 0);
        assert_eq!(unhurt_rider.rider_thrown.probability, Fraction::ZERO);
        let dead = rear_odds(5, 0);
        assert!(dead.horse_killed);
        assert_eq!(dead.falls.probability, Fraction::ONE);
    }

    #[test]
    fn the_bolting_table_reads_as_printed() {
        assert_eq!(read_bolt(0), BoltResult::Trampled);
        assert_eq!(read_bolt(20), BoltResult::RunsPast);
        assert_eq!(read_bolt(21), BoltResult::Stopped);
        let total: Fraction = bolt_odds().iter().map(|o| o.2.probability).sum();
        assert_eq!(total, Fraction::ONE);
    }
}
