//! Horses: wounded horses rearing up and throwing their riders, horses killed, un-tethered horses
//! bolting at a shot, and stopping a bolting horse.

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::options::Rearing;
use super::percentile::{at_most, roll_d100, show_d100, succeeds, Die};
use super::wounds::{fall_chance, read_fall, FALL_OFF_HORSE, FALL_PERCENT_PER_WOUND};
use super::{Chance, Fraction, MwwOptions};
use crate::error::ErrorCode;

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

/// Why a rearing test cannot be weighed as described.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RearError {
    #[error("{field}: {reason}")]
    NotApplicable { field: &'static str, reason: String },
}

impl ErrorCode for RearError {
    fn code(&self) -> &'static str {
        "not_applicable"
    }
}

/// Checks a rearing test: someone must be hit, and by the campaign's reading ([`Rearing`]) the
/// horse must be. "Horses can take 5 wounds before being killed": by the campaign's reading
/// ([`super::options::HorseKilled`]) the 6th kills it (the default) or the 5th.
fn check_rear(horse_wounds: u8, rider_wounds: u8, readings: &MwwOptions) -> Result<(), RearError> {
    let refuse = |field, reason: &str| Err(RearError::NotApplicable { field, reason: reason.to_string() });
    if horse_wounds == 0 && rider_wounds == 0 {
        return refuse("horse_wounds", "the test is for a turn the horse or its rider is hit: give their wounds");
    }
    if horse_wounds == 0 && readings.rearing == Rearing::HorseHit {
        return refuse(
            "horse_wounds",
            "the test is for a horse that was hit, 1 wound or more (the campaign's reading rearing=horse_hit: \"On each turn the horse is hit roll to see if it rears up\")",
        );
    }
    Ok(())
}

/// A hit horse: does it rear up, and does its rider fall?
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwRearOdds")]
pub struct RearOdds {
    /// Wounds the horse has now (the new one included).
    pub horse_wounds: u8,
    pub rider_wounds: u8,
    /// The horse is killed (its 6th wound, or its 5th by the campaign's reading): the rider falls.
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

/// MWW, Horse or Rider wounded (Rears up): "Roll less than: 10% times total number of wounds the
/// horse and the rider has. If a horse rears up roll to see if the rider falls from the horse – 10%
/// times total wounds the rider has"; Shooting at Horses/Mounted figures: "On each turn the horse is
/// hit roll to see if it rears up and throws the rider." Decision: the test is rolled on a turn the
/// horse or its rider is hit, as the heading says, or only when the horse is, by the campaign's
/// reading ([`Rearing`]). A fall is read on the Fall off Horse row.
pub fn rear_odds(horse_wounds: u8, rider_wounds: u8, readings: &MwwOptions) -> Result<RearOdds, RearError> {
    check_rear(horse_wounds, rider_wounds, readings)?;
    let horse_killed = horse_wounds >= readings.horse_killed.wounds();
    let rears = at_most(FALL_PERCENT_PER_WOUND * (i32::from(horse_wounds) + i32::from(rider_wounds)));
    let (rears, thrown, falls) = if horse_killed {
        (Fraction::ZERO, Fraction::ZERO, Fraction::ONE)
    } else {
        let thrown = rears * fall_chance(rider_wounds);
        (rears, thrown, thrown)
    };
    let b = FALL_OFF_HORSE;
    Ok(RearOdds {
        horse_wounds,
        rider_wounds,
        horse_killed,
        rears: rears.into(),
        rider_thrown: thrown.into(),
        falls: falls.into(),
        fall_unhurt: (falls * Fraction::new(u128::from(b.one), 100)).into(),
        fall_wounded: (falls * Fraction::new(u128::from(99 - b.one), 100)).into(),
        fall_killed: (falls * Fraction::new(1, 100)).into(),
    })
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

pub fn roll_rear(
    horse_wounds: u8,
    rider_wounds: u8,
    readings: &MwwOptions,
    rng: &mut impl Rng,
) -> Result<RearRoll, RearError> {
    check_rear(horse_wounds, rider_wounds, readings)?;
    let mut rolls = Vec::new();
    let mut text = Vec::new();
    let mut falls = false;
    if horse_wounds >= readings.horse_killed.wounds() {
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
    Ok(RearRoll { rolls, text, rider_falls: falls, fall_wounds, rider_killed })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rear_odds(horse: u8, rider: u8) -> RearOdds {
        super::rear_odds(horse, rider, &MwwOptions::default()).unwrap()
    }

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
        // "Horses can take 5 wounds before being killed": by default the 6th kills.
        let five = rear_odds(5, 0);
        assert!(!five.horse_killed);
        assert_eq!(five.rears.probability, Fraction::new(50, 100));
        let dead = rear_odds(6, 0);
        assert!(dead.horse_killed);
        assert_eq!(dead.falls.probability, Fraction::ONE);
        let fifth =
            MwwOptions { horse_killed: super::super::options::HorseKilled::FifthWound, ..MwwOptions::default() };
        assert!(super::rear_odds(5, 0, &fifth).unwrap().horse_killed);
    }

    #[test]
    fn a_wounded_rider_on_an_unhurt_horse_may_be_thrown_unless_the_campaign_reads_horse_hit() {
        // "Horse or Rider wounded (Rears up) … 10% times total number of wounds the horse and the
        // rider has."
        let o = rear_odds(0, 2);
        assert_eq!(o.rears.probability, Fraction::new(20, 100));
        assert_eq!(o.rider_thrown.probability, Fraction::new(20, 100) * Fraction::new(20, 100));
        let horse_hit = MwwOptions { rearing: Rearing::HorseHit, ..MwwOptions::default() };
        let e = super::rear_odds(0, 2, &horse_hit).unwrap_err();
        assert!(e.to_string().starts_with("horse_wounds: the test is for a horse that was hit"), "{e}");
        assert!(super::rear_odds(0, 0, &MwwOptions::default()).is_err());
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
        assert!(roll_rear(0, 0, &MwwOptions::default(), &mut rng).is_err());
        assert!(!roll_rear(0, 1, &MwwOptions::default(), &mut rng).unwrap().rolls.is_empty());
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
