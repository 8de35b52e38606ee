//! Dice. Every roll takes its random number generator as an argument (a seeded [`rand_chacha`]
//! generator in play and in tests), so that the same seed always gives the same rolls.
//!
//! Besides rolling, every kind of throw can say exactly how likely each result is: probabilities
//! are [`Prob`]s, exact decimals (a numerator over a power of ten, since every die is a D10), and
//! become floating point only for display.
//!
//! QOTD's dice rules live here as mechanics: action and reduced dice ([`ActionDice`], Reel 2), the
//! dice of a form of attack ([`AttackDice`], Reel 4: "2D10 High", "2D10 and both can score", "3D10
//! and all can score"), re-rolls that must keep the second result ([`Reroll`]), the jokers
//! ([`Joker`], Reel 1), "Cut!" ([`may_call_cut`](crate::rules::qotd::may_call_cut)) and Lucky's four re-rolls ([`LuckyRerolls`]).
//! Which dice a test uses, and which re-rolls a character may take, is the rules'
//! business (`rules::qotd::test`).

use rand::Rng;
use serde::{Deserialize, Serialize, Serializer};
use ts_rs::TS;

/// Which die of a pool counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Keep {
    /// The highest die counts.
    Best,
    /// The lowest die counts.
    Worst,
}

/// A character's action dice: some D10s of which one counts.
/// QOTD Reel 2, Character type/star status: "Roll 2D10 and take best result", "Roll 1D10",
/// "Roll 2D10 and take worst result".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct ActionDice {
    /// How many D10 are rolled (1 or 2).
    pub dice: u8,
    /// Which of them counts; irrelevant for a single die.
    pub keep: Keep,
}

impl ActionDice {
    pub const ONE_D10: ActionDice = ActionDice { dice: 1, keep: Keep::Best };
    pub const TWO_D10_BEST: ActionDice = ActionDice { dice: 2, keep: Keep::Best };
    pub const TWO_D10_WORST: ActionDice = ActionDice { dice: 2, keep: Keep::Worst };

    /// Rolls the dice and reports every die seen and the one that counts.
    pub fn roll(self, rng: &mut impl Rng) -> ActionRoll {
        let dice: Vec<u8> = (0..self.dice).map(|_| rng.random_range(1..=10)).collect();
        ActionRoll { result: self.kept(&dice), dice }
    }

    /// The die that counts of `dice` as they fell: the best or the worst (1 if there are none).
    pub fn kept(self, dice: &[u8]) -> u8 {
        match self.keep {
            Keep::Best => dice.iter().copied().max(),
            Keep::Worst => dice.iter().copied().min(),
        }
        .unwrap_or(1)
    }

    /// The exact chance of each result 1 to 10. With `n` dice, the best is `r` with chance
    /// `(r^n − (r−1)^n) / 10^n` and the worst is `r` with chance `((11−r)^n − (10−r)^n) / 10^n`.
    pub fn distribution(self) -> Distribution {
        let n = u32::from(self.dice.max(1));
        let mut p = [Prob::ZERO; 10];
        for r in 1..=10u128 {
            let ways = match self.keep {
                Keep::Best => r.pow(n) - (r - 1).pow(n),
                Keep::Worst => (11 - r).pow(n) - (10 - r).pow(n),
            };
            p[r as usize - 1] = Prob::new(ways, n as u8);
        }
        Distribution(p)
    }

    /// Rolls a test: the dice once, then, if the result is one that a re-roll may be taken on, a
    /// second time with the same dice, keeping the second result whatever it is. A joker replaces
    /// the roll: no dice are thrown, and so none can be re-rolled.
    /// Of several re-rolls granted, the first that covers the result is the one taken.
    pub fn roll_test(self, rng: &mut impl Rng, joker: Option<Joker>, rerolls: &[Reroll]) -> TestRoll {
        if let Some(joker) = joker {
            return TestRoll {
                joker: Some(joker),
                first: ActionRoll { dice: vec![], result: joker.result() },
                reroll: None,
                result: joker.result(),
            };
        }
        let first = self.roll(rng);
        let reroll = Reroll::first_for(rerolls, first.result)
            .map(|r| RerollRoll { because: r.because.clone(), roll: self.roll(rng) });
        let result = reroll.as_ref().map_or(first.result, |r| r.roll.result);
        TestRoll { joker: None, first, reroll, result }
    }
}

impl std::fmt::Display for ActionDice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.dice, self.keep) {
            (1, _) => f.write_str("1D10"),
            (n, Keep::Best) => write!(f, "{n}D10, take the best"),
            (n, Keep::Worst) => write!(f, "{n}D10, take the worst"),
        }
    }
}

/// The outcome of rolling [`ActionDice`]: the dice as they fell and the one that counts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct ActionRoll {
    pub dice: Vec<u8>,
    pub result: u8,
}

/// The jokers of the pack. QOTD Reel 1, Filming the action: the black joker is "equivalent to
/// rolling a 1" for the next character, the red joker "equivalent to rolling a 10".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Joker {
    Black,
    Red,
}

impl Joker {
    /// The roll the joker counts as: 1 (black) or 10 (red).
    pub fn result(self) -> u8 {
        match self {
            Joker::Black => 1,
            Joker::Red => 10,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Joker::Black => "Black Joker: counts as a 1",
            Joker::Red => "Red Joker: counts as a 10",
        }
    }
}

/// A re-roll a character may take: once, on a result from `from` to `to`, and "must keep the
/// second" — the second result stands even if it is worse, and is never re-rolled again, whatever
/// else would allow it. For a pool in which all dice can score, the result is the best die (a
/// "failed" throw is one in which no die hit).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Reroll {
    pub from: u8,
    pub to: u8,
    /// Why, in words: "Disciplined: may re-roll, must keep the second".
    pub because: String,
}

impl Reroll {
    /// A re-roll of a failed result, 1 to 4 (QOTD Reel 1: "A dice roll of 2 to 4 means that the
    /// character failed"; a 1 is worse still).
    pub fn failed(because: impl Into<String>) -> Reroll {
        Reroll { from: 1, to: 4, because: because.into() }
    }

    pub fn may_reroll(&self, result: u8) -> bool {
        (self.from..=self.to).contains(&result)
    }

    /// The first of `rerolls` that may be taken on `result`.
    pub fn first_for(rerolls: &[Reroll], result: u8) -> Option<&Reroll> {
        rerolls.iter().find(|r| r.may_reroll(result))
    }
}

/// A re-roll as it fell, and why it was taken.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct RerollRoll {
    pub because: String,
    pub roll: ActionRoll,
}

/// A test as rolled: the joker that stood for it, or the dice as first thrown, any re-roll and
/// why, and the result that stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct TestRoll {
    pub joker: Option<Joker>,
    /// The first throw (no dice when a joker stood for it).
    pub first: ActionRoll,
    pub reroll: Option<RerollRoll>,
    pub result: u8,
}

/// QOTD Reel 2, Lucky: "May re-roll up to 4 dice rolls during the game but must keep the second
/// roll". Counts the re-rolls left in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct LuckyRerolls {
    pub left: u8,
}

impl LuckyRerolls {
    pub const PER_GAME: u8 = 4;

    pub fn new_game() -> LuckyRerolls {
        LuckyRerolls { left: Self::PER_GAME }
    }

    /// Takes one re-roll, if any is left.
    pub fn spend(&mut self) -> Option<Reroll> {
        self.left = self.left.checked_sub(1)?;
        Some(Reroll::failed(format!("Lucky: re-roll, must keep the second ({} left this game)", self.left)))
    }
}

/// The dice of a form of attack. QOTD Reel 4, the table of action dice by form of attack: either
/// action dice of which one counts ("2D10 High", "1D10"), or several dice each of which can score
/// a hit ("2D10 and both can score", "3D10 and all can score").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case", tag = "kind", content = "dice")]
#[ts(export)]
pub enum AttackDice {
    /// One die counts.
    One(ActionDice),
    /// Each of this many dice can score.
    Each(u8),
}

impl AttackDice {
    /// The dice of the table from weakest to strongest. The table's cells all lie on this ladder
    /// and, in every column, Supporting and Minor characters are one step below Heroes and Main
    /// characters; Reel 2's reduced dice are one step down too (2D10 best → 1D10 → 2D10 worst).
    pub const LADDER: [AttackDice; 6] = [
        AttackDice::One(ActionDice::TWO_D10_WORST),
        AttackDice::One(ActionDice::ONE_D10),
        AttackDice::One(ActionDice::TWO_D10_BEST),
        AttackDice::Each(2),
        AttackDice::Each(3),
        AttackDice::Each(4),
    ];

    /// Reduced dice of a form of attack ("Use reduced action dice if poor shots or poor
    /// fighter/brawler or if outnumbered in a fight"). The text says what reduced dice are only for
    /// action dice (2D10 best → 1D10, 1D10 → 2D10 worst); a pool of several scoring dice is reduced
    /// the same way, one step down the [ladder](Self::LADDER): 4D10 all score → 3D10 → 2D10 both
    /// score → 2D10 High. Reductions do not add up: reduced dice are never reduced again, and
    /// 2D10 worst is as low as dice go.
    pub fn reduced(self) -> AttackDice {
        let at = Self::LADDER.iter().position(|d| *d == self).unwrap_or(1);
        Self::LADDER[at.saturating_sub(1)]
    }

    /// How many dice are thrown.
    pub fn count(self) -> u8 {
        match self {
            AttackDice::One(d) => d.dice,
            AttackDice::Each(n) => n,
        }
    }

    /// Rolls the dice: every die seen, and the ones that count (the best or worst, or all).
    pub fn roll(self, rng: &mut impl Rng) -> AttackRoll {
        match self {
            AttackDice::One(d) => {
                let r = d.roll(rng);
                AttackRoll { scoring: vec![r.result], dice: r.dice }
            }
            AttackDice::Each(n) => {
                let dice: Vec<u8> = (0..n).map(|_| rng.random_range(1..=10)).collect();
                AttackRoll { scoring: dice.clone(), dice }
            }
        }
    }

    /// Every way the dice can fall, as sorted dice with the number of ordered throws giving them
    /// (out of `10^count`). Each pool of up to 4 dice has at most 715 such multisets.
    pub fn outcomes(self) -> Vec<(Throw, u32)> {
        let n = self.count().clamp(1, 4) as usize;
        let mut out = Vec::new();
        let mut dice = [1u8; 4];
        multisets(&mut dice, 0, n, 1, &mut out);
        out
    }

    /// The chance of each number of scoring dice (index 0 = none), a die scoring on 5 or more;
    /// with `reroll_if_none`, a throw that scores nothing is thrown again once and the second stands.
    pub fn scoring_distribution(self, reroll_if_none: bool) -> Vec<Prob> {
        let n = self.count().clamp(1, 4);
        let most = match self {
            AttackDice::One(_) => 1,
            AttackDice::Each(n) => usize::from(n),
        };
        let mut first = vec![Prob::ZERO; most + 1];
        for (throw, ways) in self.outcomes() {
            let scoring = throw.scoring(self).iter().filter(|d| **d >= 5).count();
            first[scoring] = first[scoring] + Prob::new(u128::from(ways), n);
        }
        if !reroll_if_none {
            return first;
        }
        let none = first[0];
        first.iter().enumerate().map(|(k, p)| if k == 0 { none * none } else { *p + none * *p }).collect()
    }
}

impl std::fmt::Display for AttackDice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AttackDice::One(d) => d.fmt(f),
            AttackDice::Each(2) => f.write_str("2D10, both can score"),
            AttackDice::Each(n) => write!(f, "{n}D10, all can score"),
        }
    }
}

/// Up to four dice as they fell, sorted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Throw {
    dice: [u8; 4],
    len: u8,
}

impl Throw {
    pub fn dice(&self) -> &[u8] {
        &self.dice[..usize::from(self.len)]
    }

    /// The dice that count for `pool`: the best or worst one, or every die.
    pub fn scoring(&self, pool: AttackDice) -> &[u8] {
        let dice = self.dice();
        match pool {
            AttackDice::One(ActionDice { keep: Keep::Worst, .. }) => &dice[..1],
            AttackDice::One(_) => &dice[dice.len() - 1..],
            AttackDice::Each(_) => dice,
        }
    }
}

/// Appends every non-decreasing sequence of `n` faces from `from` upwards, with the number of
/// orderings of each (n! / the product of the repeats' factorials).
fn multisets(dice: &mut [u8; 4], at: usize, n: usize, from: u8, out: &mut Vec<(Throw, u32)>) {
    if at == n {
        let mut ways = FACTORIAL[n];
        let mut run = 1;
        for i in 1..=n {
            if i < n && dice[i] == dice[i - 1] {
                run += 1;
            } else {
                ways /= FACTORIAL[run];
                run = 1;
            }
        }
        out.push((Throw { dice: *dice, len: n as u8 }, ways));
        return;
    }
    for face in from..=10 {
        dice[at] = face;
        multisets(dice, at + 1, n, face, out);
    }
}

const FACTORIAL: [u32; 5] = [1, 1, 2, 6, 24];

/// The outcome of rolling [`AttackDice`]: every die seen, and the ones that count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct AttackRoll {
    pub dice: Vec<u8>,
    /// The best or worst die, or every die of a pool in which all can score.
    pub scoring: Vec<u8>,
}

/// The exact chance of each result 1 to 10 of a throw of which one die counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Distribution(pub [Prob; 10]);

impl Distribution {
    /// A result that is certain: a joker's 1 or 10.
    pub fn certain(result: u8) -> Distribution {
        let mut p = [Prob::ZERO; 10];
        p[usize::from(result.clamp(1, 10)) - 1] = Prob::ONE;
        Distribution(p)
    }

    /// The chance of a result of exactly `result` (1 to 10).
    pub fn p(&self, result: u8) -> Prob {
        self.0.get(usize::from(result).wrapping_sub(1)).copied().unwrap_or(Prob::ZERO)
    }

    /// The chance of a result in `results`.
    pub fn p_in(&self, results: std::ops::RangeInclusive<u8>) -> Prob {
        results.map(|r| self.p(r)).fold(Prob::ZERO, |a, b| a + b)
    }

    /// The results after a re-roll of any result for which `again` holds, thrown again with the
    /// dice of `second` and kept whatever it shows: P(r) = P₁(r)·[r kept] + P₁(re-rolled)·P₂(r).
    pub fn reroll_if(self, again: impl Fn(u8) -> bool, second: &Distribution) -> Distribution {
        let p_again: Prob = (1..=10u8).filter(|r| again(*r)).map(|r| self.p(r)).sum();
        let mut p = [Prob::ZERO; 10];
        for r in 1..=10u8 {
            let kept = if again(r) { Prob::ZERO } else { self.p(r) };
            p[usize::from(r) - 1] = kept + p_again * second.p(r);
        }
        Distribution(p)
    }

    /// [`reroll_if`](Self::reroll_if) for the results any of `rerolls` covers.
    pub fn rerolled(self, rerolls: &[Reroll], second: &Distribution) -> Distribution {
        self.reroll_if(|r| Reroll::first_for(rerolls, r).is_some(), second)
    }

    /// Adds the chances up: 1 for a whole distribution.
    pub fn total(&self) -> Prob {
        self.p_in(1..=10)
    }
}

/// An exact probability (or expectation): `num / 10^exp`. Every chance in QOTD is built from D10
/// faces, so its denominator is a power of ten and it is a terminating decimal; arithmetic is exact
/// in 128 bits for up to 38 decimal places, more than a shooting chain of four dice with re-rolls
/// and four hits needs (about 20).
#[derive(Debug, Clone, Copy)]
pub struct Prob {
    num: u128,
    exp: u8,
}

const POW10: [u128; 39] = {
    let mut p = [1u128; 39];
    let mut i = 1;
    while i < 39 {
        p[i] = p[i - 1] * 10;
        i += 1;
    }
    p
};

impl Prob {
    pub const ZERO: Prob = Prob { num: 0, exp: 0 };
    pub const ONE: Prob = Prob { num: 1, exp: 0 };

    /// `num / 10^exp`.
    pub const fn new(num: u128, exp: u8) -> Prob {
        Prob { num, exp }
    }

    /// The numerator over `10^exp`, in lowest decimal terms: `0.25` is `(25, 2)`.
    pub fn parts(self) -> (u128, u8) {
        let mut p = self;
        while p.exp > 0 && p.num % 10 == 0 {
            p.num /= 10;
            p.exp -= 1;
        }
        (p.num, p.exp)
    }

    fn at_exp(self, exp: u8) -> u128 {
        self.num * POW10[usize::from(exp - self.exp)]
    }

    /// `1 − self`, for a probability.
    pub fn complement(self) -> Prob {
        Prob { num: POW10[usize::from(self.exp)].saturating_sub(self.num), exp: self.exp }
    }

    /// `self − other`, or zero if that would be negative.
    pub fn saturating_sub(self, other: Prob) -> Prob {
        let exp = self.exp.max(other.exp);
        Prob { num: self.at_exp(exp).saturating_sub(other.at_exp(exp)), exp }
    }

    /// `self × k`.
    pub fn times(self, k: u128) -> Prob {
        Prob { num: self.num * k, exp: self.exp }
    }

    pub fn is_zero(self) -> bool {
        self.num == 0
    }

    /// For display only: the nearest `f64`.
    pub fn to_f64(self) -> f64 {
        let (num, exp) = self.parts();
        num as f64 / 10f64.powi(i32::from(exp))
    }

    /// The exact decimal: `0.4851`, `1`, `0`.
    pub fn decimal(self) -> String {
        let (num, exp) = self.parts();
        if exp == 0 {
            return num.to_string();
        }
        let digits = format!("{:0>width$}", num, width = usize::from(exp) + 1);
        let (whole, frac) = digits.split_at(digits.len() - usize::from(exp));
        format!("{whole}.{frac}")
    }

    /// As a percentage for people: `48.51%`, `0.01%`, `<0.01%` for tiny non-zero chances.
    pub fn percent(self) -> String {
        percent(self.to_f64(), self.is_zero())
    }
}

/// A probability as a percentage for people: `48.51%`, `100%`, `0%` if it `is_zero`, `<0.01%` for
/// tiny non-zero chances. Shared by QOTD's decimal [`Prob`] and the fate family's
/// [`crate::rules::fate::pool::Fraction`], whose exact values differ but are shown alike.
pub(crate) fn percent(probability: f64, is_zero: bool) -> String {
    let pct = probability * 100.0;
    if is_zero {
        "0%".to_string()
    } else if pct < 0.01 {
        "<0.01%".to_string()
    } else if (pct - pct.round()).abs() < 1e-9 {
        format!("{pct:.0}%")
    } else {
        format!("{pct:.2}%")
    }
}

impl std::ops::Add for Prob {
    type Output = Prob;
    fn add(self, other: Prob) -> Prob {
        let exp = self.exp.max(other.exp);
        Prob { num: self.at_exp(exp) + other.at_exp(exp), exp }
    }
}

impl std::ops::Mul for Prob {
    type Output = Prob;
    /// Exact; panics only beyond 38 decimal places, which no QOTD roll reaches.
    fn mul(self, other: Prob) -> Prob {
        let (a, b) = if usize::from(self.exp) + usize::from(other.exp) > 38 {
            (self.normal(), other.normal())
        } else {
            (self, other)
        };
        let exp = a.exp.checked_add(b.exp).filter(|e| *e <= 38).expect("a probability finer than 10^-38");
        Prob { num: a.num.checked_mul(b.num).expect("a probability finer than 10^-38"), exp }
    }
}

impl Prob {
    fn normal(self) -> Prob {
        let (num, exp) = self.parts();
        Prob { num, exp }
    }
}

impl PartialEq for Prob {
    fn eq(&self, other: &Prob) -> bool {
        self.parts() == other.parts()
    }
}

impl Eq for Prob {}

impl PartialOrd for Prob {
    fn partial_cmp(&self, other: &Prob) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Prob {
    fn cmp(&self, other: &Prob) -> std::cmp::Ordering {
        let (a, b) = (self.normal(), other.normal());
        let exp = a.exp.max(b.exp);
        a.at_exp(exp).cmp(&b.at_exp(exp))
    }
}

impl std::iter::Sum for Prob {
    fn sum<I: Iterator<Item = Prob>>(iter: I) -> Prob {
        iter.fold(Prob::ZERO, |a, b| a + b)
    }
}

/// Sent as a number between 0 and 1 (the exact decimal is [`Prob::decimal`]).
impl Serialize for Prob {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.to_f64())
    }
}

impl std::fmt::Display for Prob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.decimal())
    }
}

#[cfg(test)]
mod tests;
