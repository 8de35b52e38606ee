//! What a hit does: the wounds table by weapon, "0 – 0 is always a kill", a rider's chance of
//! falling off when hit, and the fall off a horse.

use rand::Rng;
use serde::Serialize;
use ts_rs::TS;

use super::percentile::{at_most, roll_d100, show_d100, succeeds};
use super::weapons::{WoundBands, WoundRow};
use super::{Chance, Fraction};

/// MWW rules part, Wounds Table, "Fall off Horse": 1–50 OK, 51–90 1 wound, 91–99 2 wounds. The v4
/// table leaves the row out; it is the only fall table the text has, so it stands. Decision: "0 –
/// 0 is always a kill" follows the whole wounds table, this row included.
pub const FALL_OFF_HORSE: WoundBands = WoundBands { one: 50, two: 90 };

/// MWW, Shooting at Horses/Mounted figures: "When a rider is hit roll to see if they fall off the
/// horse – 10% times total wounds the figure has" (and the same after a horse rears up).
pub const FALL_PERCENT_PER_WOUND: i32 = 10;

/// MWW, Shot figures: a figure that receives this many wounds or more in one turn "cannot do
/// anything other than attempt to get to cover on the turn after receiving the hits".
pub const STUNNED_WOUNDS: u8 = 3;

/// What a hit, or a fall, does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[serde(rename_all = "snake_case", tag = "kind", content = "wounds")]
#[ts(export, rename = "MwwHarm")]
pub enum Harm {
    /// No harm (a fall read as "OK").
    Unhurt,
    Wounds(u8),
    /// 00: always a kill.
    Killed,
}

impl Harm {
    pub fn words(self) -> String {
        match self {
            Harm::Unhurt => "OK, no wound".to_string(),
            Harm::Wounds(1) => "1 wound".to_string(),
            Harm::Wounds(n) => format!("{n} wounds"),
            Harm::Killed => "Killed (0 – 0 is always a kill)".to_string(),
        }
    }

    pub fn wounds(self) -> u8 {
        match self {
            Harm::Wounds(n) => n,
            _ => 0,
        }
    }
}

/// What a percentile roll on the wounds table gives.
pub fn read_wounds(row: WoundRow, roll: u8) -> Harm {
    row.bands().wounds(roll).map_or(Harm::Killed, Harm::Wounds)
}

/// What a percentile roll on the fall row gives: 01–50 OK, 51–90 1 wound, 91–99 2, 00 killed.
pub fn read_fall(roll: u8) -> Harm {
    match FALL_OFF_HORSE.wounds(roll) {
        None => Harm::Killed,
        Some(1) => Harm::Unhurt,
        Some(n) => Harm::Wounds(n - 1),
    }
}

/// The chance of each line of a band table: 00, then the three bands.
fn band_chances(b: WoundBands) -> [Fraction; 4] {
    [
        Fraction::new(1, 100),
        Fraction::new(u128::from(b.one), 100),
        Fraction::new(u128::from(b.two - b.one), 100),
        Fraction::new(u128::from(99 - b.two), 100),
    ]
}

/// The chance of each harm.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwHarmChance")]
pub struct HarmChance {
    pub harm: Harm,
    /// The percentile rolls that give it: "01–30", "00".
    pub rolls: String,
    pub text: String,
    pub chance: Chance,
}

/// A rider's fall after a hit: the chances over every wound result.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwRiderFall")]
pub struct RiderFall {
    /// Wounds the rider carried before the hit.
    pub carried: u8,
    /// Stays in the saddle (alive).
    pub stays_on: Chance,
    /// Falls and the fall does no harm.
    pub falls_unhurt: Chance,
    /// Falls and takes wounds from the fall (1 or 2).
    pub falls_wounded: Chance,
    /// Falls and is killed by the fall (00).
    pub falls_killed: Chance,
    /// Killed by the shot (00 on the wounds table): he falls dead.
    pub shot_dead: Chance,
}

/// The wounds a hit from a weapon may do, and for a rider the chance he falls off.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwWoundOdds")]
pub struct WoundOdds {
    pub row: WoundRow,
    pub outcomes: Vec<HarmChance>,
    /// Given for a mounted figure.
    pub rider: Option<RiderFall>,
    /// The rules that go with a hit, in words.
    pub notes: Vec<String>,
}

/// The odds of a hit's wounds, and (for a mounted figure carrying `carried` wounds) of his falls.
pub fn wound_odds(row: WoundRow, mounted: Option<u8>) -> WoundOdds {
    let b = row.bands();
    let [kill, one, two, three] = band_chances(b);
    let line = |harm: Harm, rolls: String, chance: Fraction| HarmChance {
        harm,
        rolls,
        text: harm.words(),
        chance: chance.into(),
    };
    let outcomes = vec![
        line(Harm::Wounds(1), format!("01–{:02}", b.one), one),
        line(Harm::Wounds(2), format!("{:02}–{:02}", b.one + 1, b.two), two),
        line(Harm::Wounds(3), format!("{:02}–99", b.two + 1), three),
        line(Harm::Killed, "00".to_string(), kill),
    ];
    let rider = mounted.map(|carried| {
        let [fall_kill, fall_ok, fall_one, fall_two] = band_chances(FALL_OFF_HORSE);
        let mut stays = Fraction::ZERO;
        let mut falls = Fraction::ZERO;
        for (wounds, p) in [(1u8, one), (2, two), (3, three)] {
            let f = fall_chance(carried.saturating_add(wounds));
            stays = stays + p * f.complement();
            falls = falls + p * f;
        }
        RiderFall {
            carried,
            stays_on: stays.into(),
            falls_unhurt: (falls * fall_ok).into(),
            falls_wounded: (falls * (fall_one + fall_two)).into(),
            falls_killed: (falls * fall_kill).into(),
            shot_dead: kill.into(),
        }
    });
    let mut notes = vec![
        "If a figure is standing when hit it must fall to the ground.".to_string(),
        "A figure that receives 3 or more wounds on one turn can only try to get to cover on the turn after; then it carries on normally.".to_string(),
        "Each wound: −5% to shoot (and no aiming), −1 in a fight, −1 in a reaction test, −1 AP from the gang every turn.".to_string(),
    ];
    if mounted.is_some() {
        notes.push("A hit rider falls off on a roll of 10% times the wounds he now has; a fall is read on the Fall off Horse row.".to_string());
    }
    WoundOdds { row, outcomes, rider, notes }
}

/// The chance a rider with `wounds` falls off: 10% a wound, at most certain.
pub fn fall_chance(wounds: u8) -> Fraction {
    at_most(FALL_PERCENT_PER_WOUND * i32::from(wounds))
}

/// A hit as rolled: the wounds roll, and for a rider the fall rolls.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwWoundRoll")]
pub struct WoundRoll {
    pub row: WoundRow,
    pub roll: String,
    pub harm: Harm,
    /// For a rider: the fall-off roll and what it needed ("23 against 30%").
    pub fall_roll: Option<String>,
    pub falls: bool,
    /// For a rider who fell (alive): the roll on the fall row and its harm.
    pub fall: Option<(String, Harm)>,
    pub text: Vec<String>,
}

pub fn roll_wound(row: WoundRow, mounted: Option<u8>, rng: &mut impl Rng) -> WoundRoll {
    let r = roll_d100(rng);
    let harm = read_wounds(row, r);
    let mut text = vec![format!("{} on the {} row: {}", show_d100(r), row.name(), harm.words())];
    let (mut fall_roll, mut falls, mut fall) = (None, false, None);
    if let Some(carried) = mounted {
        if harm == Harm::Killed {
            falls = true;
            text.push("The rider falls dead from the saddle.".to_string());
        } else {
            let total = carried.saturating_add(harm.wounds());
            let need = FALL_PERCENT_PER_WOUND * i32::from(total);
            let f = roll_d100(rng);
            falls = succeeds(f, need);
            fall_roll = Some(format!("{} against {need}%", show_d100(f)));
            if falls {
                let g = roll_d100(rng);
                let h = read_fall(g);
                text.push(format!(
                    "Falls off ({} against {need}%): {} on the fall row, {}",
                    show_d100(f),
                    show_d100(g),
                    h.words()
                ));
                fall = Some((show_d100(g), h));
            } else {
                text.push(format!("Stays in the saddle ({} against {need}%)", show_d100(f)));
            }
        }
    }
    WoundRoll { row, roll: show_d100(r), harm, fall_roll, falls, fall, text }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wounds_table_reads_the_v4_bands_and_00_kills() {
        assert_eq!(read_wounds(WoundRow::Rifle, 30), Harm::Wounds(1));
        assert_eq!(read_wounds(WoundRow::Rifle, 31), Harm::Wounds(2));
        assert_eq!(read_wounds(WoundRow::Rifle, 80), Harm::Wounds(2));
        assert_eq!(read_wounds(WoundRow::Rifle, 99), Harm::Wounds(3));
        assert_eq!(read_wounds(WoundRow::SixGun, 0), Harm::Killed);
        assert_eq!(read_wounds(WoundRow::Knife, 90), Harm::Wounds(2));
    }

    #[test]
    fn wound_chances_add_up_and_read_the_bands() {
        for row in WoundRow::ALL {
            let odds = wound_odds(row, Some(1));
            let sum: Fraction = odds.outcomes.iter().map(|o| o.chance.probability).sum();
            assert_eq!(sum, Fraction::ONE, "{row:?}");
            let r = odds.rider.unwrap();
            let all = r.stays_on.probability
                + r.falls_unhurt.probability
                + r.falls_wounded.probability
                + r.falls_killed.probability
                + r.shot_dead.probability;
            assert_eq!(all, Fraction::ONE, "{row:?}");
        }
        let rifle = wound_odds(WoundRow::Rifle, None);
        assert_eq!(rifle.outcomes[0].rolls, "01–30");
        assert_eq!(rifle.outcomes[0].chance.probability, Fraction::new(30, 100));
        assert_eq!(rifle.outcomes[1].rolls, "31–80");
        assert_eq!(rifle.outcomes[2].chance.probability, Fraction::new(19, 100));
        assert_eq!(rifle.outcomes[3].chance.probability, Fraction::new(1, 100));
    }

    #[test]
    fn a_rider_falls_on_ten_percent_a_wound() {
        // No wounds before, a six gun: 1 wound 50% (falls 10%), 2 wounds 30% (20%), 3 wounds 19% (30%).
        let r = wound_odds(WoundRow::SixGun, Some(0)).rider.unwrap();
        let falls = Fraction::new(50, 100) * Fraction::new(1, 10)
            + Fraction::new(30, 100) * Fraction::new(2, 10)
            + Fraction::new(19, 100) * Fraction::new(3, 10);
        assert_eq!(r.falls_unhurt.probability + r.falls_wounded.probability + r.falls_killed.probability, falls);
        assert_eq!(r.falls_unhurt.probability, falls * Fraction::new(50, 100));
        assert_eq!(fall_chance(12), Fraction::ONE);
        assert_eq!(read_fall(50), Harm::Unhurt);
        assert_eq!(read_fall(51), Harm::Wounds(1));
        assert_eq!(read_fall(91), Harm::Wounds(2));
        assert_eq!(read_fall(0), Harm::Killed);
    }
}
