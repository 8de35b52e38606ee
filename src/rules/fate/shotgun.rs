//! Shotguns (playsheet, Shotgun Weapons Firing Chart; 1996, Shotguns and Le Mat Revolvers): the
//! target spot, the red and black deviation dice, who is hit and how many times, and how range
//! moves the effect roll.

use rand::Rng;
use serde::Serialize;
use ts_rs::TS;

use super::options::{FateOptions, RuleText};
use super::pool::{roll_d6, Fraction};
use super::weapons::Weapon;

/// One row of the shotgun chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateShotgunInfo")]
pub struct ShotgunInfo {
    pub weapon: Weapon,
    pub name: &'static str,
    /// Hits on each model in the blast at 6" or less…
    pub hits_close: u8,
    /// …and beyond 6".
    pub hits_far: u8,
    /// Inches from the shooter to the target spot (playsheet).
    pub spot: u8,
    /// Half-inches either side of the line in which a model is hit (playsheet: 1", sawn-off 1½").
    pub spread_half_inches: u8,
    /// Barrels fired in one turn ("Shotguns fire twice in the same turn, once for each barrel").
    pub barrels: u8,
    /// Beyond this many inches the effect roll is −2 (instead of −1 beyond 6").
    pub far: u8,
    pub notes: &'static str,
}

/// The playsheet's Shotgun Weapons Firing Chart.
///
/// Decisions: a shotgun or sawn-off has two barrels (the playsheet allows single-barrelled ones:
/// fire one); the blunderbuss counts as a shotgun and the Le Mat's barrel as a sawn-off for the
/// effect roll's far range (1996: "over nine or eighteen inches … for sawn-off and conventional
/// shotguns"); the playsheet's "12’" is 12 inches.
pub static SHOTGUNS: [ShotgunInfo; 4] = [
    ShotgunInfo {
        weapon: Weapon::Shotgun,
        name: "Shotgun",
        hits_close: 2,
        hits_far: 1,
        spot: 12,
        spread_half_inches: 2,
        barrels: 2,
        far: 18,
        notes: "May be single or double barreled. May be a muzzleloader.",
    },
    ShotgunInfo {
        weapon: Weapon::SawnOffShotgun,
        name: "Sawn-off SG",
        hits_close: 3,
        hits_far: 1,
        spot: 3,
        spread_half_inches: 3,
        barrels: 2,
        far: 9,
        notes: "May be single or double barreled. May be a muzzleloader.",
    },
    ShotgunInfo {
        weapon: Weapon::Blunderbuss,
        name: "Blunderbuss / Musketoon",
        hits_close: 6,
        hits_far: 1,
        spot: 12,
        spread_half_inches: 2,
        barrels: 1,
        far: 18,
        notes: "Single shot muzzleloader shotgun.",
    },
    ShotgunInfo {
        weapon: Weapon::LeMat,
        name: "Le Mat Rev.",
        hits_close: 3,
        hits_far: 1,
        spot: 3,
        spread_half_inches: 2,
        barrels: 1,
        far: 9,
        notes: "Single shot shotgun (once per gunfight). May also fire as for a 6-shooter.",
    },
];

/// The shotgun row of a weapon, if it has one.
pub fn shotgun(weapon: Weapon) -> Option<&'static ShotgunInfo> {
    SHOTGUNS.iter().find(|s| s.weapon == weapon)
}

impl ShotgunInfo {
    /// Inches to the target spot under the campaign's options. 1996: 12" for a shotgun, 6" for a
    /// sawn-off, 3" for a sawn-off modified to fire one-handed and for the Le Mat.
    pub fn target_spot(&self, options: &FateOptions, one_handed: bool) -> u8 {
        match (self.weapon, options.shotguns) {
            (Weapon::SawnOffShotgun, RuleText::Ansell1996) if !one_handed => 6,
            _ => self.spot,
        }
    }

    /// How far the line of the blast runs, under the campaign's `shotguns` option.
    pub fn line(&self, options: &FateOptions) -> BlastLine {
        match options.shotguns {
            RuleText::Playsheet => BlastLine::ToWeaponRange,
            RuleText::Ansell1996 => BlastLine::ToTheSpot,
        }
    }

    /// Whether a model `along` inches from the shooter, measured along the line of a barrel whose
    /// (deviated) marker spot is `spot` inches away, and `across` inches to one side of it, is in
    /// the blast.
    pub fn in_blast(&self, options: &FateOptions, spot: f64, along: f64, across: f64) -> bool {
        let wide = across.abs() * 2.0 <= f64::from(self.spread(options));
        let reach = match self.line(options) {
            BlastLine::ToTheSpot => along <= spot,
            BlastLine::ToWeaponRange => true,
        };
        along >= 0.0 && wide && reach
    }

    /// Half-inches either side of the line (1996: one inch for every shotgun).
    pub fn spread(&self, options: &FateOptions) -> u8 {
        match options.shotguns {
            RuleText::Playsheet => self.spread_half_inches,
            RuleText::Ansell1996 => 2,
        }
    }

    /// Hits on a model in the blast at `range` inches.
    pub fn hits_at(&self, range: f64) -> u8 {
        if range <= 6.0 {
            self.hits_close
        } else {
            self.hits_far
        }
    }

    /// What range adds to the effect roll: +1 within 3", −1 over 6", −2 over 9" (sawn-off) or 18"
    /// (shotgun).
    pub fn effect_at(&self, range: f64) -> i8 {
        if range <= 3.0 {
            1
        } else if range > f64::from(self.far) {
            -2
        } else if range > 6.0 {
            -1
        } else {
            0
        }
    }
}

/// How far the line of a shotgun blast runs (option `shotguns`).
///
/// Decision: the playsheet runs the line "through the position of the target spot to the range of
/// the weapon", but neither text gives a shotgun a range; Posse lets the line run on across the
/// table (beyond 6" a model takes one hit, and the effect roll falls off with range).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateBlastLine")]
pub enum BlastLine {
    /// Ansell 1996: "within one inch of an imaginary line drawn from the head of the character
    /// firing the shotgun to either of the marker spots": nobody beyond the spot is hit.
    ToTheSpot,
    /// Playsheet: "Trace a line from the head of the shooting model through the position of the
    /// target spot to the range of the weapon."
    ToWeaponRange,
}

/// The red (right) and black (left) accuracy dice of one barrel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[ts(export, rename = "FateDeviation")]
pub struct Deviation {
    pub red: u8,
    pub black: u8,
}

impl Deviation {
    /// Inches the target spot moves: to the shooter's right if positive, left if negative (1996:
    /// "if the right dice comes up three, and the left dice comes up five, you should move the
    /// marker two inches to the left").
    pub fn inches(self) -> i8 {
        self.red as i8 - self.black as i8
    }
}

/// Throws the accuracy dice for one barrel.
pub fn roll_deviation(rng: &mut impl Rng) -> Deviation {
    Deviation { red: roll_d6(rng), black: roll_d6(rng) }
}

/// The exact chance of each deviation from −5 (left) to +5 (right): (6 − |d|) / 36.
pub fn deviation_odds() -> Vec<(i8, Fraction)> {
    (-5..=5i8).map(|d| (d, Fraction::new(6 - u128::from(d.unsigned_abs()), 36))).collect()
}

/// The rules of a shotgun blast, as the table lists them.
pub static SHOTGUN_RULES: [(&str, &str); 6] = [
    ("Target spot", "Place a marker anywhere in the fire arc, 12\" away (3\" for a sawn-off or Le Mat). Both barrels fire at the same spot."),
    ("Accuracy dice", "For each barrel roll a red (right) and a black (left) D6; move the marker the difference in inches to the right or left."),
    ("Who is hit", "Trace a line from the shooter's head through the marker to the weapon's range: any model within 1\" (1½\" for a sawn-off) receives the hits for his range. (Option shotguns, 1996: the line ends at the marker spot.)"),
    ("Effect", "+1 within 3\"; −1 over 6\"; −2 over 18\" (shotgun) or 9\" (sawn-off). Roll location and effect for each hit separately."),
    ("Cover", "Normal cover rules, except a shotgun will not penetrate wooden walls or fences unless exceptionally flimsy."),
    ("Reloading", "Having fired, the shotgun is automatically out of ammo."),
];

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn the_line_runs_past_the_spot_on_the_playsheet_and_stops_there_in_1996() {
        // Playsheet: "Trace a line … through the position of the target spot to the range of the
        // weapon." 1996: "a line drawn from the head of the character firing the shotgun to either
        // of the marker spots".
        let gun = shotgun(Weapon::Shotgun).unwrap();
        let playsheet = FateOptions::default();
        let ansell = FateOptions { shotguns: RuleText::Ansell1996, ..Default::default() };
        assert_eq!((gun.line(&playsheet), gun.line(&ansell)), (BlastLine::ToWeaponRange, BlastLine::ToTheSpot));
        assert!(gun.in_blast(&playsheet, 12.0, 15.0, 0.5), "three inches beyond the spot");
        assert!(!gun.in_blast(&ansell, 12.0, 15.0, 0.5));
        assert!(gun.in_blast(&ansell, 12.0, 11.0, 1.0) && !gun.in_blast(&ansell, 12.0, 11.0, 1.1));
        let sawn_off = shotgun(Weapon::SawnOffShotgun).unwrap();
        assert!(sawn_off.in_blast(&playsheet, 3.0, 5.0, 1.5), "1½\" either side, beyond the spot");
        assert!(!sawn_off.in_blast(&ansell, 6.0, 5.0, 1.5), "1996: 1\" for every shotgun");
    }
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn the_chart_reads_as_the_playsheet() {
        let rows: Vec<(u8, u8, u8)> = SHOTGUNS.iter().map(|s| (s.hits_close, s.hits_far, s.spot)).collect();
        assert_eq!(rows, [(2, 1, 12), (3, 1, 3), (6, 1, 12), (3, 1, 3)]);
        let sawn_off = shotgun(Weapon::SawnOffShotgun).unwrap();
        assert_eq!(sawn_off.hits_at(6.0), 3);
        assert_eq!(sawn_off.hits_at(6.5), 1);
        assert!(shotgun(Weapon::SixShooter).is_none());
    }

    #[test]
    fn the_1996_option_moves_the_sawn_off_spot_and_narrows_its_spread() {
        let sawn_off = shotgun(Weapon::SawnOffShotgun).unwrap();
        let playsheet = FateOptions::default();
        let ansell = FateOptions { shotguns: RuleText::Ansell1996, ..Default::default() };
        assert_eq!((sawn_off.target_spot(&playsheet, false), sawn_off.spread(&playsheet)), (3, 3));
        assert_eq!((sawn_off.target_spot(&ansell, false), sawn_off.spread(&ansell)), (6, 2));
        assert_eq!(sawn_off.target_spot(&ansell, true), 3);
        assert_eq!(shotgun(Weapon::Shotgun).unwrap().target_spot(&ansell, false), 12);
    }

    #[test]
    fn range_moves_the_effect_roll() {
        let gun = shotgun(Weapon::Shotgun).unwrap();
        let effects: Vec<i8> = [2.0, 3.0, 5.0, 6.0, 7.0, 18.0, 19.0].iter().map(|r| gun.effect_at(*r)).collect();
        assert_eq!(effects, [1, 1, 0, 0, -1, -1, -2]);
        let sawn_off = shotgun(Weapon::SawnOffShotgun).unwrap();
        assert_eq!((sawn_off.effect_at(9.0), sawn_off.effect_at(9.5)), (-1, -2));
    }

    #[test]
    fn deviation_is_red_less_black() {
        assert_eq!(Deviation { red: 3, black: 5 }.inches(), -2, "two inches to the left");
        let odds = deviation_odds();
        assert_eq!(odds.iter().map(|(_, p)| *p).sum::<Fraction>(), Fraction::ONE);
        assert_eq!(odds[5], (0, Fraction::new(1, 6)));
        let mut rng = ChaCha8Rng::seed_from_u64(12);
        let n = 100_000;
        let straight = (0..n).filter(|_| roll_deviation(&mut rng).inches() == 0).count() as f64 / n as f64;
        let sigma = (1.0 / 6.0 * 5.0 / 6.0 / n as f64).sqrt();
        assert!((straight - 1.0 / 6.0).abs() < 3.0 * sigma);
    }
}
