//! A The West That Wasn't attack in play: weighed by `rules::twtw::odds` over the action deck
//! (the check of the hero's skill pool, and the damage of the weapon on the target's Size), and
//! resolved by `rules::twtw::attack::resolve` on the card drawn — the next of the game's deck
//! ("Roll it"), or the card turned at the table (typed by its number, then any cards drawn to
//! extend an exceptional result or an increased effect).
//!
//! What it does, applied in one step: the wounds at the location the card gives (held to the five
//! boxes: more than a location has are lost, the fifth to the torso or head kills, the kill going
//! to the attacker) and the Conc; the attacker's equipment failing (the wrench) marks him jammed.
//! The cards are drawn and discarded from the game's deck. The APs it costs are marked by hand.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use super::attack_parts::{form, line, table, Dice};
use super::change::{Counter, Flag, StateChange};
use super::family::Rules;
use super::game::{Action, Effect, Game};
use super::twtw::Table;
use super::{PlayError, PlayOdds};
use crate::rules::twtw::attack::{resolve as read_card, Attack, BumpPlan};
use crate::rules::twtw::card::ActionCard;
use crate::rules::twtw::check::Check;
use crate::rules::twtw::damage::{DamageKind, WOUND_BOXES};
use crate::rules::twtw::deck::default_deck;
use crate::rules::twtw::die::{Pool, EFFECT_ROWS};
use crate::rules::twtw::odds::{check_odds, damage_odds, DamageQuery};

/// A TWTW attack as the app and `posse play attack --form` send it: the attacker's skill (its pool
/// comes from his sheet), the TN and modifier, the weapon's DMG (`"5d8"` or `"(5)8"`) and RD
/// (default: half its dice, rounded up), deadly or impact, its penetration, the cover's AV, a
/// burst's rounds, the equipment's reliability, and any damage bonus.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, rename = "TwtwPlayAttack", optional_fields)]
pub struct TwtwAttack {
    pub skill: String,
    pub tn: i32,
    pub modifier: i32,
    pub effect: String,
    pub reduced: Option<String>,
    pub deadly: bool,
    pub pen: i16,
    pub av: Option<u8>,
    pub burst: Option<u8>,
    pub rel: Option<u8>,
    pub bonus: u16,
}

impl Default for TwtwAttack {
    fn default() -> TwtwAttack {
        TwtwAttack {
            skill: "firearms_pistol".into(),
            tn: 5,
            modifier: 0,
            effect: "3d6".into(),
            reduced: None,
            deadly: true,
            pen: 0,
            av: None,
            burst: None,
            rel: None,
            bonus: 0,
        }
    }
}

fn attack_of(game: &Game, by: usize, target: usize, value: &Value) -> Result<(Attack, String), PlayError> {
    let a: TwtwAttack = form(value)?;
    let t = table::<Table>(game);
    let pool = t.hero_now(by).pool(&a.skill);
    let effect = Pool::parse(&a.effect, "effect grid", EFFECT_ROWS)
        .map_err(|e| PlayError::field("form.effect", e.to_string()))?;
    let reduced = match &a.reduced {
        Some(r) => {
            Pool::parse(r, "effect grid", EFFECT_ROWS).map_err(|e| PlayError::field("form.reduced", e.to_string()))?
        }
        None => Pool::new(effect.dice.div_ceil(2), effect.die),
    };
    let attack = Attack {
        check: Check { pool, tn: a.tn, modifier: a.modifier },
        effect,
        reduced,
        kind: if a.deadly { DamageKind::Deadly } else { DamageKind::Impact },
        size: t.hero_now(target).derived().size,
        bonus: a.bonus,
        shift: 0,
        pen: a.pen,
        av: a.av,
        burst: a.burst,
        rel: a.rel,
        increased_effect: false,
        bumps: BumpPlan::default(),
    };
    let skill = t.hero_now(by).derived().skills.into_iter().find(|l| l.id == a.skill).map_or(a.skill, |l| l.name);
    Ok((attack, skill))
}

pub fn odds(game: &Game, by: usize, target: usize, value: &Value) -> Result<PlayOdds, PlayError> {
    let (attack, skill) = attack_of(game, by, target, value)?;
    let deck = default_deck();
    let check = check_odds(deck, attack.check.pool, attack.check.tn, attack.check.modifier);
    let damage = damage_odds(
        deck,
        DamageQuery {
            effect: attack.effect,
            reduced: attack.reduced,
            shift: 0,
            kind: attack.kind,
            size: attack.size,
            bonus: attack.bonus,
            pen: attack.pen,
            av: attack.av,
        },
    );
    let mut lines = vec![
        line("A hit", check.deck.hit.probability.to_f64()),
        line("A miss", check.deck.miss.probability.to_f64()),
        line("Calamity (critical failure)", check.deck.critical_failure.probability.to_f64()),
        line("On a hit: at least one wound", damage.deck.wounded.probability.to_f64()),
    ];
    for o in damage.deck.outcomes.iter().filter(|o| !o.chance.probability.is_zero()) {
        lines.push(line(format!("On a hit: {} wound(s), {} Conc", o.wounds, o.conc), o.chance.probability.to_f64()));
    }
    Ok(PlayOdds {
        by: game.cast[by].name().to_string(),
        target: game.cast[target].name().to_string(),
        title: format!("{skill}, {}; {}", check.title, damage.title),
        lines,
        notes: vec![format!(
            "Over the {} cards of the action deck (seed {}); the hit location comes from the card.",
            deck.cards.len(),
            deck.seed
        )],
        dice: "the number of the card turned, then any cards drawn to extend it".into(),
    })
}

pub fn resolve(game: &Game, by: usize, target: usize, value: &Value, dice: Dice) -> Result<Action, PlayError> {
    let (attack, skill) = attack_of(game, by, target, value)?;
    let deck = default_deck();
    let ahead: Vec<u8> = match &dice {
        Dice::Typed(numbers) => numbers.clone(),
        Dice::Seed(_) => game.cards_ahead().iter().filter_map(|k| k.parse().ok()).collect(),
    };
    let cards: Vec<&ActionCard> = ahead
        .iter()
        .map(|n| {
            deck.card(*n)
                .ok_or_else(|| PlayError::Card(format!("card: {n} is not a card of the action deck (0 to 53)")))
        })
        .collect::<Result<_, _>>()?;
    let (first, rest) = cards.split_first().ok_or_else(|| PlayError::field("dice", "type the card turned"))?;
    let mut next = rest.iter().copied();
    let r = read_card(&attack, first, &mut next);
    let mut drawn = vec![r.card];
    drawn.extend(r.check.extensions.iter().map(|e| e.card));
    if let Some(hit) = &r.hit {
        drawn.extend(hit.increased.iter().copied());
    }
    if matches!(dice, Dice::Typed(_)) && drawn.len() != ahead.len() {
        return Err(PlayError::field("dice", format!("{} cards given; the attack reads {}", ahead.len(), drawn.len())));
    }
    let keys: Vec<String> = drawn.iter().map(u8::to_string).collect();
    check_drawable(game, &keys)?;
    let t = table::<Table>(game);
    let mut effects = Vec::new();
    let mut lines = r.steps.clone();
    if let Some(hit) = &r.hit {
        let at = hit.location.wound_location();
        let room = i32::from(WOUND_BOXES) - i32::from(t.wounds_at(target, at));
        let wounds = i32::from(hit.damage.wounds).min(room.max(0));
        if wounds > 0 {
            effects
                .push(Effect { who: target, change: StateChange::LocationWounds { location: at, by: wounds as i8 } });
        }
        let hero = t.hero_now(target);
        let conc_room = 2 * i32::from(hero.derived().conc) - i32::from(hero.conc_lost());
        let conc = i32::from(hit.damage.conc).min(conc_room.max(0));
        if conc > 0 {
            effects.push(Effect { who: target, change: StateChange::Count { counter: Counter::Conc, by: conc } });
        }
    }
    if r.equipment_fails {
        effects.push(Effect { who: by, change: StateChange::Flag { flag: Flag::Jammed, on: true } });
        lines.push("The equipment fails: jammed.".into());
    }
    let words = match &dice {
        Dice::Typed(_) => format!("the table's card{} {}", if keys.len() == 1 { "" } else { "s" }, keys.join(", ")),
        Dice::Seed(_) => format!("card{} {} from the deck", if keys.len() == 1 { "" } else { "s" }, keys.join(", ")),
    };
    Ok(Action {
        by,
        target,
        what: format!("attacks {} ({skill})", game.cast[target].name()),
        seed: None,
        dice: words,
        lines,
        effects,
        killed: false,
        cards: keys,
    })
}

/// Every card still in the deck, in turn (a spent pass shuffled again as the game would).
fn check_drawable(game: &Game, keys: &[String]) -> Result<(), PlayError> {
    let mut deck = game.deck.clone();
    let pack = game.rules.pack(&game.cast, &game.life);
    for k in keys {
        if deck.spent() {
            deck.shuffle(&pack, game.seed);
        }
        if !deck.holds(k) {
            return Err(PlayError::Card(format!("card: {k} is already drawn this pass through the deck")));
        }
        deck.turn(k);
    }
    Ok(())
}
