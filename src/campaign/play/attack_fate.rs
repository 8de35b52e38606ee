//! A fate-family shot in play: weighed by `rules::fate::odds` (the firing dice, out of ammo and
//! jams) and `rules::fate::hits` (each hit's chit on the campaign's hit-location chart), with both
//! men as they stand — the wounds each carries and took in this gunfight, a target knocked down or
//! out — and thrown by `roll_shot` and `resolve_hit`, or read from the table's dice (the firing
//! dice that stand, then a location die and an effect die for each hit).
//!
//! What it does, applied in one step: each hit's wound, knock-down or knock-out, or death (the
//! shooter credited with the kill); the shooter fired at an opponent, his gun out of ammo or
//! jammed, and an armed man seriously wounded counted for his experience. A fight is thrown on the
//! command line (`posse roll fate fight`) and marked by hand.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use super::attack_parts::{form, line, table, Dice, RulesContext};
use super::change::{Counter, Flag, StateChange};
use super::fate::Table;
use super::game::{Action, Effect, Game};
use super::{PlayError, PlayOdds};
use crate::campaign::Sheet;
use crate::rules::fate::hits::{hit_odds, plan_effect, resolve_hit, EffectContext, HitResult, Knock, Severity};
use crate::rules::fate::odds::shot_odds;
use crate::rules::fate::pool::roll_d6;
use crate::rules::fate::shooting::{plan_shot, resolve as read_shot, roll_shot, ShotContext};
use crate::rules::fate::{Character, HitTable, Weapon};

/// A fate shot as the app and `posse play attack --form` send it: the weapon (default his first)
/// and the shot as `posse odds fate fire` reads it (`{"weapon": "six_shooter", "shot": {"range":
/// 7, "fire": "blaze_away", "cover": true}}`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, rename = "FatePlayAttack", optional_fields)]
pub struct FateAttack {
    pub weapon: Option<String>,
    pub shot: ShotContext,
}

fn character(game: &Game, rules: &RulesContext, who: usize, field: &str) -> Result<Character, PlayError> {
    let m = &game.cast[who];
    let (Some(Sheet::Fate(sheet)), Some((options, _))) = (&m.cast.sheet, &rules.fate) else {
        return Err(PlayError::field(field, format!("{} has no fate character sheet", m.name())));
    };
    let c = Character::from_sheet(sheet, options).map_err(|e| PlayError::field(field, format!("{}: {e}", m.name())))?;
    let mut wounds = c.wounds().to_vec();
    wounds.extend_from_slice(table::<Table>(game).wounds(who));
    Ok(c.with_wounds(wounds))
}

struct Prepared {
    shooter: Character,
    target: Character,
    weapon: Weapon,
    ctx: ShotContext,
}

fn prepared(game: &Game, rules: &RulesContext, by: usize, target: usize, value: &Value) -> Result<Prepared, PlayError> {
    let attack: FateAttack = form(value)?;
    let (shooter, victim) = (character(game, rules, by, "by")?, character(game, rules, target, "target")?);
    let t = table::<Table>(game);
    for (flag, words) in [(Flag::OutOfAmmo, "out of ammo: reload first"), (Flag::Jammed, "jammed: fix it first")] {
        if t.has(by, flag) {
            return Err(PlayError::field("by", format!("{}'s gun is {words}", shooter.name())));
        }
    }
    let weapon = match &attack.weapon {
        Some(w) => Weapon::from_id(w)
            .ok_or_else(|| PlayError::field("form.weapon", format!("\"{w}\" is not a fate weapon")))?,
        None => *shooter
            .weapons()
            .first()
            .ok_or_else(|| PlayError::field("by", format!("{} carries no weapon", shooter.name())))?,
    };
    let mut ctx = attack.shot;
    if t.knock(target) != Knock::None {
        ctx.target_down = true;
    }
    Ok(Prepared { shooter, target: victim, weapon, ctx })
}

fn shot_error(e: impl std::fmt::Display) -> PlayError {
    PlayError::field("form.shot", e.to_string())
}

fn effect_plan(p: &Prepared, rules: &RulesContext) -> (crate::rules::fate::hits::EffectPlan, HitTable) {
    let options = &rules.fate.as_ref().expect("a fate game has fate rules").0;
    let table = HitTable::of(options);
    let ctx = EffectContext { weapon: Some(p.weapon), range: Some(p.ctx.range), ..EffectContext::default() };
    (plan_effect(Some(&p.shooter), Some(&p.target), &ctx, table), table)
}

pub fn odds(game: &Game, rules: &RulesContext, by: usize, target: usize, value: &Value) -> Result<PlayOdds, PlayError> {
    let p = prepared(game, rules, by, target, value)?;
    let (options, house) = rules.fate.as_ref().expect("a fate game has fate rules");
    let plan = plan_shot(&p.shooter, p.weapon, &p.ctx, Some(&p.target), options).map_err(shot_error)?;
    let odds = shot_odds(&plan).map_err(shot_error)?;
    let mut lines: Vec<_> = odds
        .hits
        .iter()
        .enumerate()
        .map(|(h, c)| line(format!("{h} hit{}", if h == 1 { "" } else { "s" }), c.probability.to_f64()))
        .collect();
    for (label, c) in [
        ("Out of ammo", &odds.out_of_ammo),
        ("Jammed", &odds.jammed),
        ("Misfire", &odds.misfire),
        ("Bow broken", &odds.bow_broken),
        ("Fumble", &odds.fumble),
    ] {
        if !c.probability.is_zero() {
            lines.push(line(label, c.probability.to_f64()));
        }
    }
    let (effect, hit_table) = effect_plan(&p, rules);
    for (result, chance) in hit_odds(house.grid(hit_table), &effect) {
        let label = result.map_or("No effect".to_string(), |r| r.name().to_string());
        lines.push(line(format!("Each hit: {label}"), chance.to_f64()));
    }
    let mut notes: Vec<String> = plan.reasons.iter().map(|r| r.text.clone()).collect();
    notes.extend(effect.reasons.iter().map(|r| r.text.clone()));
    Ok(PlayOdds {
        by: p.shooter.name().to_string(),
        target: p.target.name().to_string(),
        title: format!("A shot with the {} at {}\"", p.weapon.name().to_lowercase(), p.ctx.range),
        lines,
        notes,
        dice: format!("the firing dice ({} D6, as they stand after any re-roll); then a location die and an effect die for each hit", plan.thrown),
    })
}

/// Each hit's location and effect dice, in turn.
type HitDice = Box<dyn FnMut() -> Result<(u8, u8), PlayError>>;

pub fn resolve(
    game: &Game,
    rules: &RulesContext,
    by: usize,
    target: usize,
    value: &Value,
    dice: Dice,
) -> Result<Action, PlayError> {
    let p = prepared(game, rules, by, target, value)?;
    let (options, house) = rules.fate.as_ref().expect("a fate game has fate rules");
    let plan = plan_shot(&p.shooter, p.weapon, &p.ctx, Some(&p.target), options).map_err(shot_error)?;
    let (effect, hit_table) = effect_plan(&p, rules);
    let grid = house.grid(hit_table);
    let (shot_dice, result, mut hit_dice): (Vec<u8>, _, HitDice) = match &dice {
        Dice::Typed(numbers) => {
            if let Some(bad) = numbers.iter().find(|d| !(1..=6).contains(*d)) {
                return Err(PlayError::field("dice", format!("{bad} is not a D6's face")));
            }
            let n = usize::from(plan.thrown);
            let thrown = numbers.get(..n).ok_or_else(|| {
                PlayError::field("dice", format!("the shot throws {n} dice; {} given", numbers.len()))
            })?;
            let result = read_shot(&plan, thrown);
            let needed = n + 2 * usize::from(result.hits);
            if numbers.len() != needed {
                return Err(PlayError::field(
                    "dice",
                    format!("{} dice given: {n} for the shot and two (location, effect) for each of its {} hit(s) make {needed}", numbers.len(), result.hits),
                ));
            }
            let rest: Vec<u8> = numbers[n..].to_vec();
            let mut rest = rest.into_iter();
            (thrown.to_vec(), result, Box::new(move || Ok((rest.next().unwrap_or(1), rest.next().unwrap_or(1)))))
        }
        Dice::Seed(seed) => {
            let mut rng = ChaCha8Rng::seed_from_u64(*seed);
            let rolled = roll_shot(&plan, &mut rng);
            (rolled.dice, rolled.result, Box::new(move || Ok((roll_d6(&mut rng), roll_d6(&mut rng)))))
        }
    };
    let shown: Vec<String> = shot_dice.iter().map(u8::to_string).collect();
    let mut lines = vec![format!(
        "Firing dice {}: {} hit{}.",
        shown.join(", "),
        result.hits,
        if result.hits == 1 { "" } else { "s" }
    )];
    let mut effects = vec![Effect { who: by, change: StateChange::Flag { flag: Flag::FiredAtOpponent, on: true } }];
    for (on, flag, words) in
        [(result.out_of_ammo, Flag::OutOfAmmo, "Out of ammo."), (result.jammed, Flag::Jammed, "Jammed.")]
    {
        if on {
            effects.push(Effect { who: by, change: StateChange::Flag { flag, on: true } });
            lines.push(words.into());
        }
    }
    if result.misfire {
        lines.push("A misfire.".into());
    }
    let mut ignored = super::family::Rules::counter(table::<Table>(game), target, Counter::WoundsIgnored);
    let (mut killed, mut knock, mut serious) = (false, Knock::None, false);
    let mut typed: Vec<String> = shown.clone();
    for h in 0..result.hits {
        let (location, roll) = hit_dice()?;
        typed.extend([location.to_string(), roll.to_string()]);
        let hit = resolve_hit(grid, &effect, location, 0, roll, ignored.clamp(0, 255) as u8);
        let mut what = hit.result.map_or("no effect".to_string(), |r| r.name().to_lowercase());
        if hit.wound_ignored {
            what.push_str(" (Hard as nails: the wound is ignored)");
        }
        lines.push(format!(
            "Hit {}: location {location} ({}), effect {roll}: {what}.",
            h + 1,
            hit.location.name().to_lowercase()
        ));
        if let Some(w) = hit.wound {
            serious |= w.severity == Severity::Serious;
            effects.push(Effect { who: target, change: StateChange::FateWound { wound: w } });
        }
        if hit.wound_ignored {
            ignored += 1;
            effects.push(Effect { who: target, change: StateChange::Count { counter: Counter::WoundsIgnored, by: 1 } });
        }
        knock = knock.max(hit.knock);
        killed |= hit.dead || hit.result == Some(HitResult::Dead);
    }
    if knock != Knock::None && !killed {
        effects.push(Effect { who: target, change: StateChange::Knock { knock } });
    }
    if serious && !killed && !p.target.weapons().is_empty() {
        effects.push(Effect { who: by, change: StateChange::Count { counter: Counter::SeriouslyWounded, by: 1 } });
    }
    let words = match &dice {
        Dice::Typed(_) => format!("the table's dice {}", typed.join(" ")),
        Dice::Seed(_) => dice.words(&[]),
    };
    Ok(Action {
        by,
        target,
        what: format!("shoots at {} with the {} at {}\"", p.target.name(), p.weapon.name().to_lowercase(), p.ctx.range),
        seed: dice.seed(),
        dice: words,
        lines,
        effects,
        killed,
        cards: Vec::new(),
    })
}
