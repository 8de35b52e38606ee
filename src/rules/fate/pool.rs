//! Pools of D6, as the fate family throws them: a handful of dice in which the 6s (and, against
//! them, the 1s) are counted. Exact odds are [`Fraction`]s (a D6 is not a D10, so QOTD's decimal
//! [`crate::dice::Prob`] cannot hold them), computed by counting how the dice can fall.
//!
//! Every roll takes its generator as an argument (a seeded `rand_chacha::ChaCha8Rng` in play and in
//! tests).

use rand::Rng;
use serde::{Serialize, Serializer};

/// The most dice a single throw may have (re-rolls included) for its odds to be worked out
/// exactly. 6^48 still fits the 128-bit arithmetic of a two-sided duel. No throw of the rules
/// comes near: an aimed rifle at point blank by a Legend backshooting a downed enemy he hates
/// extremely throws 16.
pub const MAX_EXACT_DICE: u8 = 24;

/// An exact probability, in lowest terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fraction {
    num: u128,
    den: u128,
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Fraction {
    pub const ZERO: Fraction = Fraction { num: 0, den: 1 };
    pub const ONE: Fraction = Fraction { num: 1, den: 1 };

    /// `num / den` in lowest terms. A zero denominator is a bug in the caller.
    pub fn new(num: u128, den: u128) -> Fraction {
        assert!(den != 0, "a fraction over zero");
        let g = gcd(num, den).max(1);
        Fraction { num: num / g, den: den / g }
    }

    pub fn num(self) -> u128 {
        self.num
    }

    pub fn den(self) -> u128 {
        self.den
    }

    pub fn is_zero(self) -> bool {
        self.num == 0
    }

    /// `1 − self`, for a probability (zero if `self` is more than 1).
    pub fn complement(self) -> Fraction {
        Fraction::ONE.saturating_sub(self)
    }

    /// `self − other`, or zero if that would be negative.
    pub fn saturating_sub(self, other: Fraction) -> Fraction {
        let (a, b, den) = self.common(other);
        Fraction::new(a.saturating_sub(b), den)
    }

    /// Both numerators over the least common denominator.
    fn common(self, other: Fraction) -> (u128, u128, u128) {
        let g = gcd(self.den, other.den);
        let den = self.den / g * other.den;
        (self.num * (den / self.den), other.num * (den / other.den), den)
    }

    /// For display only: the nearest `f64`.
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }

    /// For people: `40.19%`, `0%`, `100%`, `<0.01%` for tiny non-zero chances.
    pub fn percent(self) -> String {
        crate::dice::percent(self.to_f64(), self.is_zero())
    }

    /// `self^n`.
    pub fn pow(self, n: u32) -> Fraction {
        (0..n).fold(Fraction::ONE, |acc, _| acc * self)
    }
}

impl std::ops::Add for Fraction {
    type Output = Fraction;
    fn add(self, other: Fraction) -> Fraction {
        let (a, b, den) = self.common(other);
        Fraction::new(a + b, den)
    }
}

impl std::ops::Mul for Fraction {
    type Output = Fraction;
    /// Cross-reduced first, so the product overflows only if the result itself cannot be held.
    fn mul(self, other: Fraction) -> Fraction {
        let g1 = gcd(self.num, other.den).max(1);
        let g2 = gcd(other.num, self.den).max(1);
        Fraction::new((self.num / g1) * (other.num / g2), (self.den / g2) * (other.den / g1))
    }
}

impl std::iter::Sum for Fraction {
    fn sum<I: Iterator<Item = Fraction>>(iter: I) -> Fraction {
        iter.fold(Fraction::ZERO, |a, b| a + b)
    }
}

impl PartialOrd for Fraction {
    fn partial_cmp(&self, other: &Fraction) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Fraction {
    fn cmp(&self, other: &Fraction) -> std::cmp::Ordering {
        let (a, b, _) = self.common(*other);
        a.cmp(&b)
    }
}

/// `3/8`, `0`, `1`.
impl std::fmt::Display for Fraction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

/// Sent as a number between 0 and 1 (the exact fraction is its `Display`).
impl Serialize for Fraction {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.to_f64())
    }
}

/// A probability for the desktop app and `--json`: the number between 0 and 1, and the exact
/// fraction as text.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[ts(export, rename = "FateChance")]
pub struct Chance {
    #[ts(type = "number")]
    pub probability: Fraction,
    /// "1223/7776".
    pub exact: String,
}

impl From<Fraction> for Chance {
    fn from(p: Fraction) -> Chance {
        Chance { probability: p, exact: p.to_string() }
    }
}

/// One D6.
pub fn roll_d6(rng: &mut impl Rng) -> u8 {
    rng.random_range(1..=6)
}

/// `n` D6 as they fell.
pub fn roll_pool(n: u8, rng: &mut impl Rng) -> Vec<u8> {
    (0..n).map(|_| roll_d6(rng)).collect()
}

/// How many of `dice` show `face`.
pub fn count(dice: &[u8], face: u8) -> u8 {
    dice.iter().filter(|d| **d == face).count() as u8
}

/// How many of `dice` show `face` or more.
pub fn count_at_least(dice: &[u8], face: u8) -> u8 {
    dice.iter().filter(|d| **d >= face).count() as u8
}

/// The number of ways to choose `k` of `n`.
pub fn binomial(n: u32, k: u32) -> u128 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    (0..k).fold(1u128, |acc, i| acc * u128::from(n - i) / u128::from(i + 1))
}

/// The chance that of `n` dice exactly `a` show one of `fa` faces and exactly `b` one of `fb`
/// other faces (the rest show the remaining `6 − fa − fb` faces).
pub fn trinomial(n: u32, a: u32, fa: u32, b: u32, fb: u32) -> Fraction {
    if a + b > n || fa + fb > 6 {
        return Fraction::ZERO;
    }
    let rest = n - a - b;
    let ways = binomial(n, a) * binomial(n - a, b);
    let weight = u128::from(fa).pow(a) * u128::from(fb).pow(b) * u128::from(6 - fa - fb).pow(rest);
    Fraction::new(ways * weight, 6u128.pow(n))
}

/// The chance that exactly `k` of `n` dice show one of `faces` faces.
pub fn binomial_chance(n: u32, k: u32, faces: u32) -> Fraction {
    trinomial(n, k, faces, 0, 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn fractions_are_exact_and_in_lowest_terms() {
        let half = Fraction::new(3, 6);
        assert_eq!((half.num(), half.den()), (1, 2));
        assert_eq!(half + Fraction::new(1, 3), Fraction::new(5, 6));
        assert_eq!(half * Fraction::new(2, 3), Fraction::new(1, 3));
        assert_eq!(Fraction::new(1, 6).complement(), Fraction::new(5, 6));
        assert_eq!(Fraction::new(1, 6).saturating_sub(half), Fraction::ZERO);
        assert!(Fraction::new(1, 6) < Fraction::new(1, 5));
        assert_eq!(Fraction::new(5, 6).pow(2), Fraction::new(25, 36));
        assert_eq!(Fraction::new(1223, 7776).to_string(), "1223/7776");
        assert_eq!(Fraction::ONE.to_string(), "1");
        assert_eq!(Fraction::new(1, 4).percent(), "25%");
        assert_eq!(Fraction::new(1, 3).percent(), "33.33%");
        assert_eq!(serde_json::to_string(&Fraction::new(1, 4)).unwrap(), "0.25");
        let c = Chance::from(Fraction::new(1, 8));
        assert_eq!(serde_json::to_string(&c).unwrap(), r#"{"probability":0.125,"exact":"1/8"}"#);
    }

    #[test]
    fn the_largest_duel_still_fits() {
        // Two throws of MAX_EXACT_DICE dice each: 6^48 as a denominator.
        let one_way = Fraction::new(1, 6u128.pow(u32::from(MAX_EXACT_DICE)));
        let both = one_way * one_way;
        assert_eq!(both.den(), 6u128.pow(48));
    }

    #[test]
    fn counting_chances_add_up_to_one() {
        for n in 0..=10u32 {
            let total: Fraction = (0..=n).flat_map(|a| (0..=n - a).map(move |b| trinomial(n, a, 1, b, 1))).sum();
            assert_eq!(total, Fraction::ONE, "{n} dice");
        }
        assert_eq!(binomial_chance(2, 2, 1), Fraction::new(1, 36));
        assert_eq!(binomial_chance(3, 0, 1), Fraction::new(125, 216));
        assert_eq!(binomial(24, 12), 2_704_156);
    }

    #[test]
    fn pools_roll_d6_and_count_faces() {
        let mut rng = ChaCha8Rng::seed_from_u64(6);
        let dice = roll_pool(200, &mut rng);
        assert_eq!(dice.len(), 200);
        assert!(dice.iter().all(|d| (1..=6).contains(d)));
        assert!((1..=6).all(|f| count(&dice, f) > 10));
        assert_eq!(count(&[1, 6, 6, 3], 6), 2);
        assert_eq!(count_at_least(&[1, 5, 6, 3], 5), 2);
    }
}
