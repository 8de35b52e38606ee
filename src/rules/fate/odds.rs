//! Exact odds for the fate family, by going through every way the dice can fall (never by
//! sampling): the hits, out of ammo and jams of a shot (deliberate against blazing away), holding
//! one's nerve, who fires first in a duel, and a fight. Each is given with the plan it weighs, so
//! the reasons for the dice go with the numbers.
//!
//! A throw's dice are counted as 1s, successes (6s, or 5s and 6s for Deadeye) and the rest, so a
//! shot of `n` dice has at most (n + 1)(n + 2)/2 outcomes; Lucky's re-rolls are folded in by
//! throwing the re-rolled dice again from each outcome.

use serde::Serialize;
use ts_rs::TS;

use super::duel::{duel_odds, plan_draw, DuelOdds, Facing};
use super::nerve::{nerve_odds, plan_nerve, NerveContext, NervePlan};
use super::options::FateOptions;
use super::pool::{trinomial, Chance, Fraction, MAX_EXACT_DICE};
use super::shooting::{lucky_rerolls, plan_shot, result_of, Fire, ShotContext, ShotError, ShotPlan, ShotResult};
use super::weapons::Weapon;
use super::Character;
use crate::error::{ErrorBody, ErrorCode};

/// Why odds cannot be given.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum OddsError {
    #[error(transparent)]
    Shot(#[from] ShotError),
    #[error("{what}: {dice} dice (re-rolls included) is more than the {max} Posse weighs exactly")]
    TooManyDice { what: &'static str, dice: u8, max: u8 },
}

impl ErrorCode for OddsError {
    fn code(&self) -> &'static str {
        match self {
            OddsError::Shot(e) => e.code(),
            OddsError::TooManyDice { .. } => "too_many_dice",
        }
    }
}

fn check_size(what: &'static str, thrown: u8, rerolls: u8) -> Result<(), OddsError> {
    let dice = thrown.saturating_add(rerolls.min(thrown));
    if dice > MAX_EXACT_DICE {
        Err(OddsError::TooManyDice { what, dice, max: MAX_EXACT_DICE })
    } else {
        Ok(())
    }
}

/// The exact chance of each (1s, successes) a shot's dice end on, Lucky's re-rolls included.
pub fn shot_counts(plan: &ShotPlan) -> Vec<((u8, u8), Fraction)> {
    let n = u32::from(plan.thrown);
    let success_faces = if plan.zero_dice { 1 } else { 7 - u32::from(plan.hit_on) };
    let mut out: Vec<((u8, u8), Fraction)> = Vec::new();
    let mut put = |key: (u8, u8), p: Fraction| match out.iter_mut().find(|(k, _)| *k == key) {
        Some((_, q)) => *q = *q + p,
        None => out.push((key, p)),
    };
    for ones in 0..=n {
        for successes in 0..=n - ones {
            let p = trinomial(n, ones, 1, successes, success_faces);
            let blanks = n - ones - successes;
            let (ro, rb) = lucky_rerolls(plan, ones as u8, successes as u8, blanks as u8);
            let r = u32::from(ro + rb);
            for o2 in 0..=r {
                for s2 in 0..=r - o2 {
                    let q = trinomial(r, o2, 1, s2, success_faces);
                    put(((ones - u32::from(ro) + o2) as u8, (successes + s2) as u8), p * q);
                }
            }
        }
    }
    out
}

/// The exact chance of each distinct result of a shot.
pub fn shot_results(plan: &ShotPlan) -> Vec<(ShotResult, Fraction)> {
    let mut out: Vec<(ShotResult, Fraction)> = Vec::new();
    for ((ones, successes), p) in shot_counts(plan) {
        let r = result_of(plan, ones, successes);
        match out.iter_mut().find(|(k, _)| *k == r) {
            Some((_, q)) => *q = *q + p,
            None => out.push((r, p)),
        }
    }
    out
}

/// The exact odds of a shot.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "FateShotOdds")]
pub struct ShotOdds {
    pub plan: ShotPlan,
    /// The chance of each number of hits, from none to the most the shot may score.
    pub hits: Vec<Chance>,
    pub at_least_one_hit: Chance,
    /// The mean number of hits (not a probability: may exceed 1).
    pub expected_hits: f64,
    pub out_of_ammo: Chance,
    pub jammed: Chance,
    pub bow_broken: Chance,
    pub misfire: Chance,
    pub fumble: Chance,
}

/// Weighs a planned shot.
pub fn shot_odds(plan: &ShotPlan) -> Result<ShotOdds, OddsError> {
    check_size("shot", plan.thrown, plan.rerolls)?;
    let results = shot_results(plan);
    let p =
        |f: &dyn Fn(&ShotResult) -> bool| -> Fraction { results.iter().filter(|(r, _)| f(r)).map(|(_, p)| *p).sum() };
    let hits: Vec<Fraction> = (0..=plan.max_hits).map(|h| p(&|r| r.hits == h)).collect();
    let expected_hits = hits.iter().enumerate().map(|(h, q)| h as f64 * q.to_f64()).sum();
    Ok(ShotOdds {
        plan: plan.clone(),
        at_least_one_hit: p(&|r| r.hits > 0).into(),
        expected_hits,
        out_of_ammo: p(&|r| r.out_of_ammo).into(),
        jammed: p(&|r| r.jammed).into(),
        bow_broken: p(&|r| r.bow_broken).into(),
        misfire: p(&|r| r.misfire).into(),
        fumble: p(&|r| r.fumble).into(),
        hits: hits.into_iter().map(Chance::from).collect(),
    })
}

/// Plans and weighs a shot (`posse odds fate fire`).
pub fn fire_odds(
    shooter: &Character,
    weapon: Weapon,
    ctx: &ShotContext,
    target: Option<&Character>,
    options: &FateOptions,
) -> Result<ShotOdds, OddsError> {
    shot_odds(&plan_shot(shooter, weapon, ctx, target, options)?)
}

/// The same shot fired deliberately and blazing away, side by side; where the rules refuse one,
/// why.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "FateFireComparison")]
pub struct FireComparison {
    pub deliberate: Option<ShotOdds>,
    pub deliberate_refused: Option<ErrorBody>,
    pub blaze_away: Option<ShotOdds>,
    pub blaze_away_refused: Option<ErrorBody>,
}

/// Weighs a shot both ways (the `fire` of `ctx` is ignored).
pub fn compare_fire(
    shooter: &Character,
    weapon: Weapon,
    ctx: &ShotContext,
    target: Option<&Character>,
    options: &FateOptions,
) -> FireComparison {
    let odds = |fire: Fire| fire_odds(shooter, weapon, &ShotContext { fire, ..*ctx }, target, options);
    let (deliberate, blaze_away) = (odds(Fire::Deliberate), odds(Fire::BlazeAway));
    FireComparison {
        deliberate_refused: deliberate.as_ref().err().map(ErrorCode::to_body),
        deliberate: deliberate.ok(),
        blaze_away_refused: blaze_away.as_ref().err().map(ErrorCode::to_body),
        blaze_away: blaze_away.ok(),
    }
}

/// The exact odds of a nerve test.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "FateNerveOdds")]
pub struct NerveOdds {
    pub character: String,
    pub plan: NervePlan,
    /// He throws at least one 6 (or never loses his nerve).
    pub holds: Chance,
}

/// Plans and weighs a nerve test (`posse odds fate nerve`).
pub fn nerve_test_odds(c: &Character, ctx: &NerveContext) -> NerveOdds {
    let plan = plan_nerve(c, ctx);
    NerveOdds { character: c.name().to_string(), holds: nerve_odds(&plan).into(), plan }
}

/// Plans and weighs a fast draw between two men (`posse odds fate duel`).
pub fn duel(
    first: &Character,
    first_facing: Facing,
    second: &Character,
    second_facing: Facing,
) -> Result<DuelOdds, OddsError> {
    let (a, b) = (plan_draw(first, first_facing), plan_draw(second, second_facing));
    check_size("fast draw", a.thrown(), a.rerolls)?;
    check_size("fast draw", b.thrown(), b.rerolls)?;
    Ok(duel_odds(&a, &b))
}

#[cfg(test)]
#[path = "odds_tests.rs"]
mod tests;
