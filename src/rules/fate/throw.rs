//! A fate throw rolled with a seed, as the Odds panel's "Roll it" shows it: the plan (dice and
//! reasons, the same the odds are weighed on) and the dice as they fell. The same seed throws the
//! same dice as `posse roll fate … --seed N` (a [`ChaCha8Rng`] seeded with it, the dice drawn in
//! the same order).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use ts_rs::TS;

use super::duel::{plan_draw, roll_draw, who_draws_first, DrawOutcome, DrawPlan, DrawRoll, Facing};
use super::nerve::{plan_nerve, roll_nerve, NerveContext, NervePlan, NerveRoll};
use super::shooting::{plan_shot, roll_shot, RolledShot, ShotContext, ShotError, ShotPlan};
use super::{Character, FateOptions, Weapon};

/// A shot thrown: deliberate fire or blazing away, as `ctx.fire` says.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "FateShotThrow")]
pub struct ShotThrow {
    #[ts(type = "number")]
    pub seed: u64,
    pub plan: ShotPlan,
    pub roll: RolledShot,
}

/// A nerve test thrown.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "FateNerveThrow")]
pub struct NerveThrow {
    #[ts(type = "number")]
    pub seed: u64,
    pub plan: NervePlan,
    pub roll: NerveRoll,
}

/// A fast draw thrown: each duellist's dice, and who fires first.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "FateDuelThrow")]
pub struct DuelThrow {
    #[ts(type = "number")]
    pub seed: u64,
    pub first: DrawPlan,
    pub second: DrawPlan,
    pub first_roll: DrawRoll,
    pub second_roll: DrawRoll,
    pub outcome: DrawOutcome,
}

fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// Throws a shot by `shooter` with `weapon`, Lucky's re-rolls included.
pub fn throw_shot(
    shooter: &Character,
    weapon: Weapon,
    ctx: &ShotContext,
    target: Option<&Character>,
    options: &FateOptions,
    seed: u64,
) -> Result<ShotThrow, ShotError> {
    let plan = plan_shot(shooter, weapon, ctx, target, options)?;
    let roll = roll_shot(&plan, &mut rng(seed));
    Ok(ShotThrow { seed, plan, roll })
}

/// Throws a nerve test.
pub fn throw_nerve(c: &Character, ctx: &NerveContext, seed: u64) -> NerveThrow {
    let plan = plan_nerve(c, ctx);
    let roll = roll_nerve(&plan, &mut rng(seed));
    NerveThrow { seed, plan, roll }
}

/// Throws a fast draw: the first duellist's dice, then the second's.
pub fn throw_duel(a: &Character, fa: Facing, b: &Character, fb: Facing, seed: u64) -> DuelThrow {
    let (first, second) = (plan_draw(a, fa), plan_draw(b, fb));
    let mut rng = rng(seed);
    let first_roll = roll_draw(&first, &mut rng);
    let second_roll = roll_draw(&second, &mut rng);
    let outcome = who_draws_first(&first_roll.dice, &second_roll.dice);
    DuelThrow { seed, first, second, first_roll, second_roll, outcome }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fate::shooting::Fire;
    use crate::rules::fate::CharacterSheet;

    fn character(class: &str, skills: &[&str]) -> Character {
        let sheet: CharacterSheet =
            serde_json::from_value(serde_json::json!({"name": "Kid", "class": class, "skills": skills})).unwrap();
        Character::from_sheet(&sheet, &FateOptions::default()).unwrap()
    }

    #[test]
    fn the_same_seed_throws_the_same_dice_and_the_dice_are_the_plans() {
        let kid = character("shootist", &[]);
        let ctx = ShotContext { range: 6.0, fire: Fire::BlazeAway, ..Default::default() };
        let a = throw_shot(&kid, Weapon::SixShooter, &ctx, None, &FateOptions::default(), 7).unwrap();
        let b = throw_shot(&kid, Weapon::SixShooter, &ctx, None, &FateOptions::default(), 7).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.roll.first.len(), usize::from(a.plan.thrown));
        assert!(a.roll.first.iter().all(|d| (1..=6).contains(d)));
        let hits = a.roll.dice.iter().filter(|d| **d >= a.plan.hit_on).count() as u8;
        assert!(a.roll.result.hits <= hits.max(a.plan.max_hits));

        let nerve = throw_nerve(&kid, &NerveContext::default(), 11);
        assert_eq!(nerve.roll.first.len(), usize::from(nerve.plan.thrown()));
        assert_eq!(nerve.roll.passed, nerve.roll.first.contains(&6) || nerve.roll.rerolled.contains(&6));

        let duel = throw_duel(&kid, Facing::default(), &character("citizen", &[]), Facing::default(), 3);
        assert_eq!(duel.outcome, who_draws_first(&duel.first_roll.dice, &duel.second_roll.dice));
        assert_eq!(duel, throw_duel(&kid, Facing::default(), &character("citizen", &[]), Facing::default(), 3));
    }

    #[test]
    fn a_shot_that_cannot_be_fired_is_refused() {
        let kid = character("gunman", &[]);
        let ctx = ShotContext { range: 6.0, ..Default::default() };
        assert!(throw_shot(&kid, Weapon::Shotgun, &ctx, None, &FateOptions::default(), 1).is_err());
    }
}
