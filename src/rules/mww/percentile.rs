//! The dice of My Wild West: percentile dice (two D10, 00 to 99), the D3, the D6, the D10 and the
//! "average" die, rolled with a generator passed in, and their exact chances as [`Fraction`]s.
//!
//! Percentile dice: the text's chances are read "roll that or less" ("Roll less than: 10% times
//! total number of wounds" is a 10% chance a wound, as the text's own "10%" says). 01–99 are
//! themselves; 00 is the roll the text singles out where it does (always a hit, always a kill, the
//! horse tramples you, the rider is killed), and reads as 100 everywhere else, so that a chance of
//! N% is exactly N in 100.

use std::collections::BTreeMap;

use rand::Rng;

use super::Fraction;

/// The average die: a D6 marked 2, 3, 3, 4, 4, 5 (the text's "1 average" for a gang of 4 or 5
/// figures; it names the die without describing it, and this is the die wargamers call so).
pub const AVERAGE_DIE: [u8; 6] = [2, 3, 3, 4, 4, 5];

/// A die: its faces, each as likely as another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Die {
    D3,
    D6,
    D10,
    Average,
}

impl Die {
    pub fn faces(self) -> &'static [u8] {
        match self {
            Die::D3 => &[1, 2, 3],
            Die::D6 => &[1, 2, 3, 4, 5, 6],
            Die::D10 => &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
            Die::Average => &AVERAGE_DIE,
        }
    }

    /// "d3", "average die".
    pub fn name(self) -> &'static str {
        match self {
            Die::D3 => "d3",
            Die::D6 => "d6",
            Die::D10 => "d10",
            Die::Average => "average die",
        }
    }

    pub fn roll(self, rng: &mut impl Rng) -> u8 {
        let faces = self.faces();
        faces[rng.random_range(0..faces.len())]
    }
}

/// Percentile dice as they fell: 0 is "00", 1 to 99 themselves.
pub fn roll_d100(rng: &mut impl Rng) -> u8 {
    rng.random_range(0..100)
}

/// A percentile roll as the players read it off the dice: `00`, `07`, `65`.
pub fn show_d100(roll: u8) -> String {
    format!("{roll:02}")
}

/// A percentile roll's value where 00 is not singled out: 1 to 100.
pub fn d100_value(roll: u8) -> u16 {
    if roll == 0 {
        100
    } else {
        u16::from(roll)
    }
}

/// The chance of rolling `percent` or less on percentile dice (00 reads as 100): `percent`/100,
/// from 0 to 1.
pub fn at_most(percent: i32) -> Fraction {
    Fraction::new(percent.clamp(0, 100) as u128, 100)
}

/// Whether a percentile roll succeeds against `percent` (00 reads as 100).
pub fn succeeds(roll: u8, percent: i32) -> bool {
    i32::from(d100_value(roll)) <= percent
}

/// The chance of each total of a handful of dice, `times` each, plus `add`.
pub fn sum_of(dice: &[Die], times: i32, add: i32) -> BTreeMap<i32, Fraction> {
    let mut ways: BTreeMap<i32, u128> = BTreeMap::from([(0, 1)]);
    let mut den: u128 = 1;
    for die in dice {
        let faces = die.faces();
        den *= faces.len() as u128;
        let mut next = BTreeMap::new();
        for (total, n) in &ways {
            for face in faces {
                *next.entry(total + i32::from(*face)).or_insert(0) += n;
            }
        }
        ways = next;
    }
    ways.into_iter().map(|(t, n)| (t * times + add, Fraction::new(n, den))).collect()
}

/// The chance that a die (with `add`) scores more than `need`.
pub fn more_than(die: Die, add: i32, need: i32) -> Fraction {
    let faces = die.faces();
    let n = faces.iter().filter(|f| i32::from(**f) + add > need).count();
    Fraction::new(n as u128, faces.len() as u128)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn percentile_dice_read_00_as_100_unless_singled_out() {
        assert_eq!(show_d100(0), "00");
        assert_eq!(show_d100(7), "07");
        assert_eq!(d100_value(0), 100);
        assert!(succeeds(10, 10) && !succeeds(11, 10) && !succeeds(0, 99) && succeeds(0, 100));
        assert_eq!(at_most(20), Fraction::new(1, 5));
        assert_eq!(at_most(-5), Fraction::ZERO);
        assert_eq!(at_most(130), Fraction::ONE);
    }

    #[test]
    fn dice_sums_are_exact() {
        let two_d3 = sum_of(&[Die::D3, Die::D3], 1, 0);
        assert_eq!(two_d3[&2], Fraction::new(1, 9));
        assert_eq!(two_d3[&4], Fraction::new(3, 9));
        let three_d6 = sum_of(&[Die::D6, Die::D6, Die::D6], 100, 0);
        assert_eq!(three_d6[&1000], Fraction::new(27, 216));
        assert_eq!(three_d6.values().copied().sum::<Fraction>(), Fraction::ONE);
        let average = sum_of(&[Die::Average], 1, 18);
        assert_eq!(average.keys().copied().collect::<Vec<_>>(), vec![20, 21, 22, 23]);
        assert_eq!(average[&21], Fraction::new(1, 3));
        assert_eq!(more_than(Die::D6, 1, 3), Fraction::new(4, 6));
    }

    #[test]
    fn rolled_dice_show_only_their_faces() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for _ in 0..500 {
            assert!(AVERAGE_DIE.contains(&Die::Average.roll(&mut rng)));
            assert!((1..=3).contains(&Die::D3.roll(&mut rng)));
            assert!(roll_d100(&mut rng) < 100);
        }
    }
}
