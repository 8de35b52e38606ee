//! A My Wild West shot in play: weighed by `rules::mww::shooting` (the chance of hit table and its
//! modifiers, the firer's shooting skill and the wounds he has now counted for him) and
//! `rules::mww::wounds` (the wounds table of his weapon), thrown by `roll_shot` and `roll_wound`, or
//! read from the table's percentile dice (the hit roll — and a second for a mounted target missed —
//! then the wounds roll). 00 is a hit, and a kill.
//!
//! A target on the ground is shot at prone (the −10%; lying lower than the firer, `target_lower`
//! says it does not count); a rider or his horse only on a figure mounted now.
//!
//! What it does, applied in one step: the target's wounds ("If a figure is standing when hit it
//! must fall to the ground": he is marked on the ground; a rider stays in the saddle unless thrown), or his death with the kill credited to
//! the firer; a hit on his horse, its wounds (the campaign's `horse_killed` reading says which
//! kills it) or its death on a 00. A rider's fall and the rearing test are thrown and marked by
//! hand; fights are marked by hand.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use super::attack_parts::{form, line, table, Dice};
use super::change::{Counter, Flag, StateChange};
use super::game::{Action, Effect, Game};
use super::mww::Table;
use super::{PlayError, PlayOdds};
use crate::campaign::Sheet;
use crate::rules::mww::horses::rear_odds;
use crate::rules::mww::percentile::show_d100;
use crate::rules::mww::shooting::{
    hit_odds, hits, plan, roll_shot, Cover, FiringFrom, Shot, ShotAt, ShotResult, TargetMoved,
};
use crate::rules::mww::weapons::{Shooting, Weapon};
use crate::rules::mww::wounds::{read_wounds, roll_wound, wound_odds, Harm};
use crate::rules::mww::{Figure, Inches, MwwOptions, Skill};

/// An MWW shot as the app and `posse play attack --form` send it: the weapon (default his first
/// that shoots), the range in inches and the modifiers as `posse odds mww hit` reads them. The
/// firer's skill and wounds come from the game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, rename = "MwwPlayAttack", optional_fields)]
pub struct MwwAttack {
    pub weapon: Option<String>,
    #[ts(type = "number")]
    pub range: Inches,
    pub aim: bool,
    pub opportunity: bool,
    pub firer_moved: bool,
    pub moved_inches: u8,
    pub from: FiringFrom,
    pub target_moved: TargetMoved,
    pub target_prone: bool,
    pub target_higher: bool,
    pub target_lower: bool,
    pub target_fired: bool,
    pub out_of_arc: bool,
    pub opportunity_taken: bool,
    pub cover: Cover,
    pub at: ShotAt,
}

impl Default for MwwAttack {
    fn default() -> MwwAttack {
        MwwAttack {
            weapon: None,
            range: Inches::whole(6),
            aim: false,
            opportunity: false,
            firer_moved: false,
            moved_inches: 0,
            from: FiringFrom::Foot,
            target_moved: TargetMoved::No,
            target_prone: false,
            target_higher: false,
            target_lower: false,
            target_fired: false,
            out_of_arc: false,
            opportunity_taken: false,
            cover: Cover::None,
            at: ShotAt::Figure,
        }
    }
}

fn figure(game: &Game, who: usize, field: &str) -> Result<Figure, PlayError> {
    let m = &game.cast[who];
    let Some(Sheet::Mww(sheet)) = &m.cast.sheet else {
        return Err(PlayError::field(field, format!("{} has no figure sheet", m.name())));
    };
    Figure::from_sheet(sheet).map_err(|e| PlayError::field(field, format!("{}: {e}", m.name())))
}

fn shot_of(game: &Game, by: usize, target: usize, value: &Value) -> Result<(Figure, Shooting, Shot), PlayError> {
    let a: MwwAttack = form(value)?;
    let t = table::<Table>(game);
    if a.at != ShotAt::Figure && !t.mounted(target) {
        return Err(PlayError::field(
            "form.at",
            format!("{} is on foot: shoot at the figure", game.cast[target].name()),
        ));
    }
    let firer = figure(game, by, "by")?;
    let weapon = match &a.weapon {
        Some(w) => Weapon::read(w)
            .ok_or_else(|| PlayError::field("form.weapon", format!("\"{w}\" is not a My Wild West weapon")))?,
        None => *firer
            .shooting_weapons()
            .first()
            .ok_or_else(|| PlayError::field("by", format!("{} carries nothing that shoots", firer.name())))?,
    };
    let shooting = weapon
        .info()
        .shoots_as
        .ok_or_else(|| PlayError::field("form.weapon", format!("a {} does not shoot", weapon.name())))?;
    let shot = Shot {
        weapon: shooting,
        range: a.range,
        skill: firer.has(Skill::Shooting),
        opportunity: a.opportunity,
        aim: a.aim,
        firer_moved: a.firer_moved,
        moved_inches: a.moved_inches,
        from: a.from,
        wounds: table::<Table>(game).wounds_now(by),
        target_moved: a.target_moved,
        target_prone: a.target_prone || t.down(target),
        target_higher: a.target_higher,
        target_lower: a.target_lower,
        target_fired: a.target_fired,
        out_of_arc: a.out_of_arc,
        opportunity_taken: a.opportunity_taken,
        cover: a.cover,
        at: a.at,
    };
    Ok((firer, shooting, shot))
}

fn shot_error(e: impl std::fmt::Display) -> PlayError {
    PlayError::field("form", e.to_string())
}

pub fn odds(
    game: &Game,
    readings: &MwwOptions,
    by: usize,
    target: usize,
    value: &Value,
) -> Result<PlayOdds, PlayError> {
    let (firer, shooting, shot) = shot_of(game, by, target, value)?;
    let odds = hit_odds(&shot, readings).map_err(shot_error)?;
    let mut lines: Vec<_> = odds.outcomes.iter().map(|o| line(o.text.clone(), o.chance.probability.to_f64())).collect();
    if let Some(row) = shooting.wounds() {
        let mounted = table::<Table>(game).mounted(target).then(|| table::<Table>(game).wounds_now(target));
        for o in wound_odds(row, mounted).outcomes {
            lines.push(line(format!("On a hit: {} ({})", o.text, o.rolls), o.chance.probability.to_f64()));
        }
    }
    Ok(PlayOdds {
        by: firer.name().to_string(),
        target: game.cast[target].name().to_string(),
        title: format!("A shot with the {} at {}\"", shooting.name().to_lowercase(), f64::from(shot.range.0) / 10.0),
        lines,
        notes: odds.plan.reasons.iter().map(|r| r.text.clone()).collect(),
        dice: "the hit's percentile dice (a second roll if a mounted target was missed), then the wounds' percentile dice on a hit; 00 is 00".into(),
    })
}

pub fn resolve(
    game: &Game,
    readings: &MwwOptions,
    by: usize,
    target: usize,
    value: &Value,
    dice: Dice,
) -> Result<Action, PlayError> {
    let (_, shooting, shot) = shot_of(game, by, target, value)?;
    let plan = plan(&shot, readings).map_err(shot_error)?;
    let row = shooting.wounds();
    let (rolls, result, harm): (Vec<u8>, ShotResult, Option<Harm>) = match &dice {
        Dice::Typed(numbers) => {
            if let Some(bad) = numbers.iter().find(|d| **d > 99) {
                return Err(PlayError::field("dice", format!("{bad} is not a percentile roll (00 to 99)")));
            }
            let mut it = numbers.iter().copied();
            let first = it.next().unwrap_or(0);
            let (result, mut used) = if hits(&plan, first) {
                (ShotResult::Hit, vec![first])
            } else if shot.at != ShotAt::Figure {
                let second = it
                    .next()
                    .ok_or_else(|| PlayError::field("dice", "the mounted target was missed: give the second roll"))?;
                (if hits(&plan, second) { ShotResult::HitOther } else { ShotResult::Miss }, vec![first, second])
            } else {
                (ShotResult::Miss, vec![first])
            };
            let harm = match (result, row) {
                (ShotResult::Miss, _) | (_, None) => None,
                (_, Some(row)) => {
                    let w = it.next().ok_or_else(|| PlayError::field("dice", "a hit: give the wounds roll"))?;
                    used.push(w);
                    Some(read_wounds(row, w))
                }
            };
            if it.next().is_some() {
                return Err(PlayError::field("dice", format!("{} rolls given, {} read", numbers.len(), used.len())));
            }
            (used, result, harm)
        }
        Dice::Seed(seed) => {
            let mut rng = ChaCha8Rng::seed_from_u64(*seed);
            let rolled = roll_shot(&shot, readings, &mut rng).map_err(shot_error)?;
            let harm = match (rolled.result, row) {
                (ShotResult::Miss, _) | (_, None) => None,
                (_, Some(row)) => Some(roll_wound(row, None, &mut rng).harm),
            };
            (Vec::new(), rolled.result, harm)
        }
    };
    let name = game.cast[target].name().to_string();
    let mut lines = vec![format!(
        "{}% to hit: {}.",
        plan.final_percent.max(0),
        match result {
            ShotResult::Hit => "a hit",
            ShotResult::HitOther => "the other of horse and rider is hit",
            ShotResult::Miss => "a miss",
        }
    )];
    let mut effects = Vec::new();
    let mut killed = false;
    // The rider hit (shot at, or his horse missed and he hit), or his horse.
    let on_target = !matches!(
        (shot.at, result),
        (_, ShotResult::Miss) | (ShotAt::Horse, ShotResult::Hit) | (ShotAt::Rider, ShotResult::HitOther)
    );
    if let Some(harm) = harm {
        lines.push(format!("Wounds: {}.", harm.words()));
        if on_target {
            match harm {
                Harm::Killed => killed = true,
                Harm::Wounds(n) => {
                    effects.push(Effect {
                        who: target,
                        change: StateChange::Count { counter: Counter::Wounds, by: i32::from(n) },
                    });
                    // A rider stays in the saddle unless he falls (the rearing test, thrown at the table).
                    if !table::<Table>(game).down(target) && !table::<Table>(game).mounted(target) {
                        effects.push(Effect { who: target, change: StateChange::Flag { flag: Flag::Down, on: true } });
                        lines.push(format!("{name} falls to the ground."));
                    }
                }
                Harm::Unhurt => {}
            }
        } else {
            match harm {
                Harm::Killed => effects
                    .push(Effect { who: target, change: StateChange::Flag { flag: Flag::HorseKilled, on: true } }),
                Harm::Wounds(n) => effects.push(Effect {
                    who: target,
                    change: StateChange::Count { counter: Counter::HorseWounds, by: i32::from(n) },
                }),
                Harm::Unhurt => {}
            }
            lines.push(format!("{name}'s horse is hit."));
        }
    }
    lines.extend(mounted_lines(game, readings, target, &harm, on_target, &mut effects));
    let words = match &dice {
        Dice::Typed(_) => {
            format!("the table's dice {}", rolls.iter().map(|r| show_d100(*r)).collect::<Vec<_>>().join(" "))
        }
        Dice::Seed(_) => dice.words(&[]),
    };
    Ok(Action {
        by,
        target,
        what: format!(
            "shoots at {name} with the {} at {}\"",
            shooting.name().to_lowercase(),
            f64::from(shot.range.0) / 10.0
        ),
        seed: dice.seed(),
        dice: words,
        lines,
        effects,
        killed,
        cards: Vec::new(),
    })
}

/// What a hit on a mounted figure means for horse and rider, by the campaign's readings: his horse
/// killed by this shot throws him (he is marked on the ground; his fall is rolled on the Fall off
/// Horse row at the table); else the rearing test's chances (`rearing`: a turn the horse or its
/// rider is hit, or only the horse), thrown at the table and marked by hand.
fn mounted_lines(
    game: &Game,
    readings: &MwwOptions,
    target: usize,
    harm: &Option<Harm>,
    on_target: bool,
    effects: &mut Vec<Effect>,
) -> Vec<String> {
    let t = table::<Table>(game);
    let (Some(harm), true) = (harm, t.mounted(target)) else { return Vec::new() };
    if on_target && *harm == Harm::Killed {
        return Vec::new();
    }
    let name = game.cast[target].name();
    let (mut horse, mut rider) = (t.horse_wounds(target), t.wounds_now(target));
    match (on_target, harm) {
        (true, h) => rider = rider.saturating_add(h.wounds()),
        (false, Harm::Killed) => horse = readings.horse_killed.wounds(),
        (false, h) => horse = horse.saturating_add(h.wounds()),
    }
    if horse >= readings.horse_killed.wounds() {
        if !effects.iter().any(|e| e.change == StateChange::Flag { flag: Flag::Down, on: true }) && !t.down(target) {
            effects.push(Effect { who: target, change: StateChange::Flag { flag: Flag::Down, on: true } });
        }
        return vec![format!("The horse is killed: {name} falls (roll his fall on the Fall off Horse row).")];
    }
    match rear_odds(horse, rider, readings) {
        Ok(o) => vec![format!(
            "Does the horse rear up? {} it rears, {} {name} is thrown (horse {horse}, rider {rider} wounds): throw it at the table and mark him on the ground if he falls.",
            o.rears.probability.percent(),
            o.rider_thrown.probability.percent()
        )],
        Err(_) => Vec::new(),
    }
}
