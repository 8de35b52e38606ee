//! Exact odds of a test of a character, of the shooting chain and of the fighting chain, computed
//! by going through every way the dice can fall (never by sampling), and the rolling of a test
//! with a seeded generator.
//!
//! A test's odds are those of its result: the die that counts (for a pool in which all can score,
//! the best die, which decides whether anything hit), after any re-roll, read as the chart's band.

mod chain;
mod chain_read;
mod roll;

use serde::Serialize;
use ts_rs::TS;

pub use chain::{fight_odds, shot_odds, ChainOdds, ChainSummary, MishapOdds};
pub use chain_read::{dice_needed, plan_chain, read_chain, roll_chain, ChainPlan, ChainReading};
pub use roll::{roll_test, roll_test_seeded, RolledTest};

use crate::dice::{ActionDice, AttackDice, Distribution, Keep, Prob};
use crate::error::ErrorCode;
use crate::rules::qotd::charts::Band;
use crate::rules::qotd::test::{check, fields_of, plan, Asked, Circumstances, Reason, TestError, TestId, TestPlan};
use crate::rules::qotd::Character;

/// Why odds cannot be given.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OddsError {
    #[error(transparent)]
    Test(#[from] TestError),
}

impl ErrorCode for OddsError {
    fn code(&self) -> &'static str {
        match self {
            OddsError::Test(e) => e.code(),
        }
    }
}

/// The chance of one result of a chart.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct OutcomeOdds {
    pub band: Band,
    /// The chart's headline for the band ("Gotcha!").
    pub headline: String,
    /// Between 0 and 1.
    #[ts(type = "number")]
    pub probability: Prob,
    /// The same, exactly, as a decimal: "0.4851".
    pub exact: String,
}

impl OutcomeOdds {
    fn new(band: Band, headline: &str, p: Prob) -> OutcomeOdds {
        OutcomeOdds { band, headline: headline.to_string(), probability: p, exact: p.decimal() }
    }
}

/// The exact odds of a test of a character.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct TestOdds {
    pub test: TestId,
    /// The chart's "Reason for Test".
    pub title: String,
    /// Where the chart is in the rule text.
    pub source: String,
    pub character: String,
    /// The dice thrown, as the rule book says them ("2D10, take the best").
    pub dice: String,
    pub reduced: bool,
    /// Results 1, 2–4, 5–9 and 10.
    pub outcomes: Vec<OutcomeOdds>,
    /// 5 or better.
    #[ts(type = "number")]
    pub p_success: Prob,
    /// For a hit: how much the shooter's or attacker's reasons move the target's DV.
    pub dv_change: Option<i8>,
    /// For a hit with dice that all can score: the chance of each number of dice scoring a hit
    /// (index 0 = none).
    #[ts(type = "Array<number> | null")]
    pub scoring_dice: Option<Vec<Prob>>,
    pub reasons: Vec<Reason>,
}

/// The chance of each result 1 to 10 of the die that counts, after any re-roll.
pub fn result_distribution(plan: &TestPlan) -> Distribution {
    if let Some(band) = plan.automatic {
        return Distribution::certain(*band.rolls().start());
    }
    if let Some(joker) = plan.joker {
        return Distribution::certain(joker.result());
    }
    let once = counting_die(plan.dice).distribution();
    let d = once.rerolled(&plan.rerolls, &once);
    if plan.twice_take_worst {
        worse_of_two(&d)
    } else {
        d
    }
}

/// The die that counts: for a pool in which all can score, the best.
pub(super) fn counting_die(dice: AttackDice) -> ActionDice {
    match dice {
        AttackDice::One(d) => d,
        AttackDice::Each(n) => ActionDice { dice: n, keep: Keep::Best },
    }
}

/// The worse of two independent results: P(min ≥ r) = P(X ≥ r)².
fn worse_of_two(d: &Distribution) -> Distribution {
    let at_least = |r: u8| d.p_in(r..=10);
    let mut p = [Prob::ZERO; 10];
    for r in 1..=10u8 {
        let here = at_least(r) * at_least(r);
        let above = if r < 10 { at_least(r + 1) * at_least(r + 1) } else { Prob::ZERO };
        p[usize::from(r) - 1] = here.saturating_sub(above);
    }
    Distribution(p)
}

/// The band a result is read as (a Fanatic's 1 on a Courage Test reads as 2–4).
pub fn band_of(plan: &TestPlan, result: u8) -> Band {
    match Band::of(result) {
        Band::One if plan.ones_read_as_failure => Band::TwoToFour,
        band => band,
    }
}

/// The chance of each band (1, 2–4, 5–9, 10) of a plan.
pub fn band_distribution(plan: &TestPlan) -> [Prob; 4] {
    let d = result_distribution(plan);
    let mut bands = [Prob::ZERO; 4];
    for r in 1..=10u8 {
        let b = band_of(plan, r).index();
        bands[b] = bands[b] + d.p(r);
    }
    bands
}

/// The exact odds of `test` for `character` in circumstances `c`.
pub fn test_odds(character: &Character, test: TestId, c: &Circumstances) -> Result<TestOdds, OddsError> {
    check(character, test, c)?;
    Ok(odds_of(character, &plan(character, test, c)))
}

/// The exact odds of a plan.
pub fn odds_of(character: &Character, plan: &TestPlan) -> TestOdds {
    let bands = band_distribution(plan);
    let outcomes = Band::ALL.into_iter().map(|b| OutcomeOdds::new(b, plan.headline(b), bands[b.index()])).collect();
    let is_hit = matches!(plan.test, TestId::HitFromShooting | TestId::HitFromAnAttack);
    let scoring_dice = match plan.dice {
        AttackDice::Each(_) if plan.joker.is_none() => Some(plan.dice.scoring_distribution(false)).map(|first| {
            // A re-roll is taken when no die scored (the best die is 1 to 4).
            if plan.rerolls.iter().any(|r| r.may_reroll(4)) {
                plan.dice.scoring_distribution(true)
            } else {
                first
            }
        }),
        _ => None,
    };
    TestOdds {
        test: plan.test,
        title: plan.test.title().to_string(),
        source: plan.test.source().to_string(),
        character: character.name().to_string(),
        dice: plan.dice.to_string(),
        reduced: plan.reduced,
        outcomes,
        p_success: bands[Band::FiveToNine.index()] + bands[Band::Ten.index()],
        dv_change: is_hit.then(|| plan.dv_change()),
        scoring_dice,
        reasons: plan.reasons.clone(),
    }
}

/// A character to weigh or roll for, as the desktop app names one: a roster character's id (read
/// from the store by the caller), or a sheet typed in the panel (`{"inline": {…}}`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum CharacterRef {
    Id(#[ts(type = "number")] i64),
    Inline(crate::rules::qotd::CharacterSheet),
}

/// Every test, for `posse odds qotd --list` and the desktop app's pick list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct TestInfo {
    pub id: TestId,
    pub title: String,
    pub source: String,
    /// The circumstances the test reads (the fields of `Circumstances`); any other is refused.
    pub fields: Vec<String>,
}

pub fn list_tests() -> Vec<TestInfo> {
    TestId::ALL
        .into_iter()
        .map(|t| TestInfo {
            id: t,
            title: t.title().to_string(),
            source: t.source().to_string(),
            fields: fields_of(Asked::Test(t)).into_iter().map(str::to_string).collect(),
        })
        .collect()
}

/// A chain of tests the odds weigh whole: the shot or the fight, and the circumstances it reads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct ChainInfo {
    /// `shot` or `fight`.
    pub id: String,
    pub title: String,
    pub fields: Vec<String>,
}

pub fn list_chains() -> Vec<ChainInfo> {
    [
        ("shot", "The shooting chain: wanting to shoot, the hit, its effect on a target", Asked::Shot),
        ("fight", "The fighting chain: wanting to attack, the blow, its effect on a target", Asked::Fight),
    ]
    .into_iter()
    .map(|(id, title, asked)| ChainInfo {
        id: id.to_string(),
        title: title.to_string(),
        fields: fields_of(asked).into_iter().map(str::to_string).collect(),
    })
    .collect()
}

#[cfg(test)]
mod reading_tests;
#[cfg(test)]
mod review_tests;
#[cfg(test)]
mod tests;
