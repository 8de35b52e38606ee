//! A shot or a fight as thrown: the dice of each step read as the chain reads them ([`ChainPlan`],
//! the same plans the odds weigh): the first test's die that counts and its band, the hit dice that
//! score (5+, a 10 a Bulls Eye or Deadly Blow, read at a DV 2 lower), what the throw did to the
//! weapon, and the target's roll on the Effects of hits chart for each hit (QOTD Reels 4 to 6).
//!
//! The dice come from the table (typed in the order thrown: the first test's, the hit's, then the
//! target's for each hit) or from a generator; the re-rolls the table takes are the table's: typed
//! dice are the dice that stand. Rolled, the first test and the hit take the plan's re-rolls as
//! [`roll_plan`](super::roll::roll_plan) does; a chain fire's three hasty dice are not thrown here
//! (the players throw them and mark what they do by hand).

use rand::Rng;

use super::band_of;
use super::chain::{bulls_eye, fight_branches, shot_branches, target_dice, target_dv};
use super::roll::roll_plan;
use super::OddsError;
use crate::dice::{ActionDice, AttackDice};
use crate::rules::qotd::charts::{effect_of_hit, Band, HitEffect, ShotType};
use crate::rules::qotd::options::MishapDice;
use crate::rules::qotd::test::{Circumstances, Firing, TestPlan};
use crate::rules::qotd::{Character, Mishap, QotdOptions};

/// A shot or a fight planned step by step, for reading the dice thrown at the table (or rolled):
/// the first test, the hit after 5–9 and after a 10, the weapon, the DV each hit is read at, and
/// the dice the target rolls for the effect of each hit. The same plans the odds weigh.
#[derive(Debug, Clone)]
pub struct ChainPlan {
    pub first: TestPlan,
    pub hit: TestPlan,
    pub hit_ten: TestPlan,
    pub firing: Option<Firing>,
    pub weapon: String,
    /// The target's DV for a hit after 5–9 and after a 10 (a Bulls Eye or Deadly Blow is `bulls` lower).
    pub dv: i8,
    pub dv_ten: i8,
    pub bulls: i8,
    pub target_dice: ActionDice,
    pub shooting: bool,
}

/// Plans `attacker`'s shot (or, with `fight`, attack) at `target` in circumstances `c`, by the
/// campaign's `options`.
pub fn plan_chain(
    attacker: &Character,
    target: &Character,
    c: &Circumstances,
    fight: bool,
    options: &QotdOptions,
) -> Result<ChainPlan, OddsError> {
    let (hit_plan, weapon, b) =
        if fight { fight_branches(attacker, target, c)? } else { shot_branches(attacker, target, c, options)? };
    let shooting = !fight;
    let (target_dv, _) = target_dv(target, c, b.firing.as_ref(), shooting);
    let hit = (b.hit)(Band::FiveToNine, b.left);
    let hit_ten = (b.hit)(Band::Ten, b.left);
    Ok(ChainPlan {
        dv: target_dv + hit_plan.dv_change(),
        dv_ten: target_dv + hit_ten.dv_change(),
        bulls: bulls_eye(),
        target_dice: target_dice(target, c).0,
        first: b.first,
        hit,
        hit_ten,
        firing: b.firing,
        weapon,
        shooting,
    })
}

/// What a thrown chain came to.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ChainReading {
    /// The first test's die that counts, and whether the attempt went ahead (5+).
    pub first: u8,
    pub attempted: bool,
    /// Hits landed (Bulls Eyes and Deadly Blows included), and how many of them were.
    pub hits: u8,
    pub bulls: u8,
    /// Each hit's effect roll and what it gives.
    pub effects: Vec<(u8, HitEffect)>,
    /// Cards the hits take, before the target's cards run out.
    pub cards: u8,
    /// The worst effect that took no card: a Courage Test or a graze.
    pub courage_test: bool,
    pub graze: bool,
    pub out_of_ammo: bool,
    pub misfire: bool,
    pub jam: bool,
    pub chain_fire: bool,
    /// A 1 thrown on the hit (Damn It!, or in a fight A Deadly Riposte!).
    pub one: bool,
    /// Each step in words.
    pub lines: Vec<String>,
}

/// The dice to throw, in the order they are read, in words.
pub fn dice_needed(plan: &ChainPlan) -> String {
    let first = if plan.first.joker.is_some() || plan.first.automatic.is_some() {
        "no first test (the joker stands for it)".to_string()
    } else {
        format!("first test {}", plan.first.dice)
    };
    format!("{first}; then the hit: {}; then {} for each hit's effect", plan.hit.dice, plan.target_dice)
}

fn count(dice: AttackDice) -> usize {
    usize::from(dice.count())
}

/// The dice of `pool` that score (the one that counts, or each of a pool that all can score).
fn scoring(pool: AttackDice, dice: &[u8]) -> Vec<u8> {
    match pool {
        AttackDice::One(d) => vec![d.kept(dice)],
        AttackDice::Each(_) => dice.to_vec(),
    }
}

/// Reads the hit dice and the effects; `effects` yields the target's effect rolls (each the die
/// that counts of his dice).
fn read_hit(
    plan: &ChainPlan,
    options: &QotdOptions,
    band: Band,
    hit_dice: &[u8],
    mut effect: impl FnMut() -> Result<(Vec<u8>, u8), String>,
    out: &mut ChainReading,
) -> Result<(), String> {
    let hit = if band == Band::Ten { &plan.hit_ten } else { &plan.hit };
    let scored = scoring(hit.dice, hit_dice);
    let (bulls, hits) = (
        scored.iter().filter(|d| **d == 10).count() as u8,
        scored.iter().filter(|d| (5..=9).contains(*d)).count() as u8,
    );
    out.one = scored.contains(&1);
    if let Some(f) = plan.firing {
        out.out_of_ammo = f.shot == ShotType::Fanning || (f.empties_on_any_one && hit_dice.contains(&1));
        let mishap_dice: &[u8] = match options.misfires {
            MishapDice::CountingDice => &scored,
            MishapDice::AnyDie => hit_dice,
        };
        for d in mishap_dice {
            match f.mishaps.on(*d) {
                Some(Mishap::Misfire) => out.misfire = true,
                Some(Mishap::Jam) => out.jam = true,
                Some(Mishap::ChainFire) => out.chain_fire = true,
                None => {}
            }
        }
    }
    out.hits = hits + bulls;
    out.bulls = bulls;
    let shown: Vec<String> = hit_dice.iter().map(u8::to_string).collect();
    out.lines.push(format!(
        "Hit ({}): {} — {} hit{}{}.",
        hit.dice,
        shown.join(", "),
        out.hits,
        if out.hits == 1 { "" } else { "s" },
        if bulls > 0 { format!(", {bulls} a Bulls Eye or Deadly Blow") } else { String::new() }
    ));
    let dv = if band == Band::Ten { plan.dv_ten } else { plan.dv };
    for i in 0..out.hits {
        let at = if i < hits { dv } else { dv + plan.bulls };
        let (dice, roll) = effect()?;
        let e = effect_of_hit(at, roll);
        match e {
            HitEffect::Hits(k) => out.cards += k,
            HitEffect::CourageTest => out.courage_test = true,
            HitEffect::Graze => out.graze = true,
            HitEffect::NearMiss => {}
        }
        let shown: Vec<String> = dice.iter().map(u8::to_string).collect();
        out.lines.push(format!("Effect of hit {} at DV {at}: {} — {}.", i + 1, shown.join(", "), e.label()));
        out.effects.push((roll, e));
    }
    let weapon = [
        (out.out_of_ammo, "out of ammo"),
        (out.misfire, "misfires"),
        (out.jam, "jams"),
        (out.chain_fire, "chain-fires: throw 3D10 hasty and mark what they do"),
    ];
    let said: Vec<&str> = weapon.iter().filter(|(on, _)| *on).map(|(_, w)| *w).collect();
    if !said.is_empty() {
        out.lines.push(format!("{}: {}.", plan.weapon, said.join(", ")));
    }
    Ok(())
}

fn first_line(plan: &TestPlan, dice: &[u8], result: u8, band: Band) -> String {
    let thrown = if let Some(j) = plan.joker {
        j.name().to_string()
    } else if plan.automatic.is_some() {
        "no roll needed".to_string()
    } else {
        let shown: Vec<String> = dice.iter().map(u8::to_string).collect();
        shown.join(", ")
    };
    format!("{} ({}): {thrown} — {result}, {}.", plan.test.title(), plan.dice, band_word(band))
}

fn band_word(band: Band) -> &'static str {
    match band {
        Band::One => "a 1: it goes wrong",
        Band::TwoToFour => "2–4: no go",
        Band::FiveToNine => "5–9: done",
        Band::Ten => "a 10: done outstandingly",
    }
}

/// Reads dice typed from the table, in the order thrown. Too few or too many are refused, saying
/// what each step wants.
pub fn read_chain(plan: &ChainPlan, options: &QotdOptions, typed: &[u8]) -> Result<ChainReading, String> {
    if let Some(bad) = typed.iter().find(|d| !(1..=10).contains(*d)) {
        return Err(format!("{bad} is not a D10's face (1 to 10)"));
    }
    let mut at = 0usize;
    let mut take = |n: usize, what: &str| -> Result<Vec<u8>, String> {
        let got = typed.get(at..at + n).ok_or_else(|| {
            format!("{} dice given; {what} needs {n} (the order: {})", typed.len(), dice_needed(plan))
        })?;
        at += n;
        Ok(got.to_vec())
    };
    let mut out = ChainReading::default();
    let (first_dice, result) = if let Some(j) = plan.first.joker {
        (Vec::new(), j.result())
    } else if let Some(b) = plan.first.automatic {
        (Vec::new(), *b.rolls().start())
    } else {
        let dice = take(count(plan.first.dice), "the first test")?;
        let r = match plan.first.dice {
            AttackDice::One(d) => d.kept(&dice),
            AttackDice::Each(_) => dice.iter().copied().max().unwrap_or(1),
        };
        (dice, r)
    };
    let band = band_of(&plan.first, result);
    out.first = result;
    out.attempted = band.index() >= 2;
    out.lines.push(first_line(&plan.first, &first_dice, result, band));
    if out.attempted {
        let hit = if band == Band::Ten { &plan.hit_ten } else { &plan.hit };
        let hit_dice = take(count(hit.dice), "the hit")?;
        let per_effect = usize::from(plan.target_dice.dice);
        let target = plan.target_dice;
        let mut effect = || -> Result<(Vec<u8>, u8), String> {
            let d = take(per_effect, "the effect of a hit")?;
            let r = target.kept(&d);
            Ok((d, r))
        };
        read_hit(plan, options, band, &hit_dice, &mut effect, &mut out)?;
    }
    if at < typed.len() {
        return Err(format!("{} dice given but only {at} were read ({})", typed.len(), dice_needed(plan)));
    }
    Ok(out)
}

/// Rolls a chain with `rng`: the first test and the hit as their plans roll them (re-rolls
/// included), then the target's dice for each hit. The dice, in the order thrown, and the reading.
pub fn roll_chain(attacker: &Character, plan: &ChainPlan, options: &QotdOptions, rng: &mut impl Rng) -> ChainReading {
    let first = roll_plan(attacker, &plan.first, rng);
    let mut out = ChainReading { first: first.result, attempted: first.band.index() >= 2, ..ChainReading::default() };
    let first_dice = first.reroll.clone().unwrap_or_else(|| first.first.clone());
    out.lines.push(first_line(&plan.first, &first_dice, first.result, first.band));
    if let Some(why) = &first.reroll_because {
        out.lines.push(format!("(re-rolled: {why})"));
    }
    if out.attempted {
        let hit_plan = if first.band == Band::Ten { &plan.hit_ten } else { &plan.hit };
        let hit = roll_plan(attacker, hit_plan, rng);
        let mut kept = hit.reroll.clone().unwrap_or_else(|| hit.first.clone());
        if let (Some(second), true) = (&hit.second_throw, hit_plan.twice_take_worst) {
            if scoring(hit_plan.dice, second).iter().max() < scoring(hit_plan.dice, &kept).iter().max() {
                kept = second.clone();
            }
        }
        if let Some(why) = &hit.reroll_because {
            out.lines.push(format!("(the hit re-rolled: {why})"));
        }
        let target: ActionDice = plan.target_dice;
        let mut effect = || -> Result<(Vec<u8>, u8), String> {
            let r = target.roll(rng);
            Ok((r.dice, r.result))
        };
        // Rolled dice are always enough: nothing to refuse.
        let _ = read_hit(plan, options, first.band, &kept, &mut effect, &mut out);
    }
    out
}
