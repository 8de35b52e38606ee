//! Rolling a test with a seeded generator: the dice seen, any re-roll and why, and the outcome.

use rand::Rng;
use serde::Serialize;
use ts_rs::TS;

use super::{band_of, OddsError};
use crate::dice::{AttackDice, Joker, Reroll};
use crate::rules::qotd::charts::Band;
use crate::rules::qotd::test::{check, plan, Circumstances, Reason, TestId, TestPlan};
use crate::rules::qotd::Character;

/// A test as it was rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct RolledTest {
    pub test: TestId,
    pub title: String,
    pub character: String,
    /// The dice thrown ("2D10, take the best").
    pub dice: String,
    /// The joker that stood in for the roll.
    pub joker: Option<Joker>,
    /// No roll was needed (a Heroic character's Courage Test).
    pub automatic: bool,
    /// Every die of the first throw.
    pub first: Vec<u8>,
    /// Why a re-roll was taken, and every die of it.
    pub reroll_because: Option<String>,
    pub reroll: Option<Vec<u8>>,
    /// A second throw made because the worse of two stands (entangled by a 10).
    pub second_throw: Option<Vec<u8>>,
    /// The die that counts (the best of a pool in which all can score).
    pub result: u8,
    /// For a pool in which all can score: how many dice scored a hit (5+).
    pub scoring: Option<u8>,
    pub band: crate::rules::qotd::charts::Band,
    pub headline: String,
    pub reasons: Vec<Reason>,
}

/// Rolls `test` for `character` in circumstances `c` with `rng`.
pub fn roll_test(
    character: &Character,
    test: TestId,
    c: &Circumstances,
    rng: &mut impl Rng,
) -> Result<RolledTest, OddsError> {
    check(character, test, c)?;
    Ok(roll_plan(character, &plan(character, test, c), rng))
}

/// [`roll_test`] with a [`ChaCha8Rng`](rand_chacha::ChaCha8Rng) seeded with `seed`: the same seed
/// rolls the same dice.
pub fn roll_test_seeded(
    character: &Character,
    test: TestId,
    c: &Circumstances,
    seed: u64,
) -> Result<RolledTest, OddsError> {
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
    roll_test(character, test, c, &mut rng)
}

fn throw(dice: AttackDice, rng: &mut impl Rng) -> (Vec<u8>, u8) {
    let roll = dice.roll(rng);
    let best = match dice {
        AttackDice::One(_) => roll.scoring[0],
        AttackDice::Each(_) => roll.dice.iter().copied().max().unwrap_or(1),
    };
    (roll.dice, best)
}

/// Rolls a plan.
pub fn roll_plan(character: &Character, plan: &TestPlan, rng: &mut impl Rng) -> RolledTest {
    let mut out = RolledTest {
        test: plan.test,
        title: plan.test.title().to_string(),
        character: character.name().to_string(),
        dice: plan.dice.to_string(),
        joker: plan.joker,
        automatic: plan.automatic.is_some(),
        first: Vec::new(),
        reroll_because: None,
        reroll: None,
        second_throw: None,
        result: 0,
        scoring: None,
        band: Band::One,
        headline: String::new(),
        reasons: plan.reasons.clone(),
    };
    let (kept, result) = if let Some(band) = plan.automatic {
        (Vec::new(), *band.rolls().start())
    } else if let Some(joker) = plan.joker {
        (Vec::new(), joker.result())
    } else {
        let (first, result) = throw(plan.dice, rng);
        out.first = first.clone();
        let (mut kept, mut result) = match Reroll::first_for(&plan.rerolls, result) {
            Some(reroll) => {
                let (again, again_result) = throw(plan.dice, rng);
                out.reroll_because = Some(reroll.because.clone());
                out.reroll = Some(again.clone());
                (again, again_result)
            }
            None => (first, result),
        };
        if plan.twice_take_worst {
            let (second, second_result) = throw(plan.dice, rng);
            out.second_throw = Some(second.clone());
            if second_result < result {
                kept = second;
                result = second_result;
            }
        }
        (kept, result)
    };
    if matches!(plan.dice, AttackDice::Each(_)) && !kept.is_empty() {
        out.scoring = Some(kept.iter().filter(|d| **d >= 5).count() as u8);
    }
    out.result = result;
    out.band = band_of(plan, result);
    out.headline = plan.headline(out.band).to_string();
    out
}
