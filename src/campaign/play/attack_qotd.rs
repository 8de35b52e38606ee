//! A Quick on the Draw shot or fight in play: weighed by `rules::qotd::odds` (the chain of Reels 4
//! to 6) with both characters as they stand — the reduced dice either plays with, a joker's luck on
//! the acting character's card (it stands for his first test), a target on the ground shot as
//! lying prone — and read from its dice by `read_chain`/`roll_chain`.
//!
//! What it does, applied in one step: the cards the hits take from the target (lethal hits; a fight
//! with fists and feet stuns instead, Reel 6: "Each hit by a Blunt Weapon including fists and feet
//! temporarily KO's the character"), his Courage Test or graze in the story, and the attacker's gun
//! out of ammo or jammed. A target who loses a card is counted among the men the attacker wounded.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use super::attack_parts::{form, line, table, Dice, RulesContext};
use super::change::{Counter, Flag, StateChange};
use super::game::{Action, Effect, Game};
use super::qotd::Table;
use super::{PlayError, PlayOdds};
use crate::campaign::Sheet;
use crate::rules::qotd::odds::{dice_needed, fight_odds, plan_chain, read_chain, roll_chain, shot_odds};
use crate::rules::qotd::test::Circumstances;
use crate::rules::qotd::Character;

/// A QOTD attack as the app and `posse play attack --form` send it: `{"fight": true}` for close
/// combat (else a shot), and the circumstances as `posse odds qotd` reads them
/// (`{"circumstances": {"weapon": "long_pistol", "range_paces": 12, "cover": "light"}}`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, rename = "QotdPlayAttack", optional_fields)]
pub struct QotdAttack {
    pub fight: bool,
    pub circumstances: Circumstances,
}

fn character(game: &Game, who: usize, field: &str) -> Result<Character, PlayError> {
    let m = &game.cast[who];
    let Some(Sheet::Qotd(sheet)) = &m.cast.sheet else {
        return Err(PlayError::field(
            field,
            format!("{} is a beast: mark what a beast's attack does by hand", m.name()),
        ));
    };
    let c = Character::from_sheet(sheet).map_err(|e| PlayError::field(field, format!("{}: {e}", m.name())))?;
    Ok(if table::<Table>(game).reduced(who) { c.with_reduced_dice("plays with reduced dice in this game") } else { c })
}

/// Both characters and the circumstances with the game's state applied.
fn prepared(
    game: &Game,
    by: usize,
    target: usize,
    value: &Value,
) -> Result<(Character, Character, QotdAttack), PlayError> {
    let mut attack: QotdAttack = form(value)?;
    let t = table::<Table>(game);
    let (a, v) = (character(game, by, "by")?, character(game, target, "target")?);
    if !attack.fight {
        for (flag, words) in [(Flag::OutOfAmmo, "out of ammo: reload first"), (Flag::Jammed, "jammed: clear it first")]
        {
            if t.flag(by, flag) {
                return Err(PlayError::field("by", format!("{}'s gun is {words}", a.name())));
            }
        }
        if t.flag(target, Flag::Down) {
            attack.circumstances.prone = true;
        }
    }
    // The cards he has left in this game are the cards a hit can take (QOTD Reel 6: "When a
    // character has no cards left they are deemed to be casualties").
    if attack.circumstances.target_cards.is_none() && !attack.circumstances.target_one_card_less {
        attack.circumstances.target_cards = u8::try_from(t.cards_left(target)).ok().filter(|n| *n > 0);
    }
    if game.acting == Some(by) && attack.circumstances.joker.is_none() {
        attack.circumstances.joker = t.luck_now();
    }
    Ok((a, v, attack))
}

fn odds_error(e: impl std::fmt::Display) -> PlayError {
    PlayError::field("form", e.to_string())
}

pub fn odds(game: &Game, rules: &RulesContext, by: usize, target: usize, value: &Value) -> Result<PlayOdds, PlayError> {
    let (a, v, attack) = prepared(game, by, target, value)?;
    let c = &attack.circumstances;
    let chain = if attack.fight { fight_odds(&a, &v, c, &rules.qotd) } else { shot_odds(&a, &v, c, &rules.qotd) }
        .map_err(odds_error)?;
    let plan = plan_chain(&a, &v, c, attack.fight, &rules.qotd).map_err(odds_error)?;
    let left = table::<Table>(game).cards_left(target).max(0) as usize;
    let s = &chain.summary;
    let mut lines = vec![
        line(if attack.fight { "Makes the attack (5+)" } else { "Takes the shot (5+)" }, s.p_attempt.to_f64()),
        line("At least one hit", s.p_hit.to_f64()),
        line("No effect", s.p_no_effect.to_f64()),
        line("A graze at worst", s.p_graze.to_f64()),
        line("A Courage Test at worst", s.p_courage_test.to_f64()),
    ];
    for (k, p) in chain.cards_lost.iter().enumerate().skip(1).take(left.saturating_sub(1)) {
        lines.push(line(format!("{k} card{} lost", if k == 1 { "" } else { "s" }), p.to_f64()));
    }
    if left > 0 {
        let casualty: f64 = chain.cards_lost.iter().skip(left).map(|p| p.to_f64()).sum();
        lines.push(line(format!("A casualty (his last {left} card{})", if left == 1 { "" } else { "s" }), casualty));
    }
    lines.extend(chain.mishaps.iter().map(|m| line(m.text.clone(), m.probability.to_f64())));
    let notes =
        chain.first.reasons.iter().chain(&chain.hit.reasons).chain(&chain.reasons).map(|r| r.text.clone()).collect();
    Ok(PlayOdds {
        by: a.name().to_string(),
        target: v.name().to_string(),
        title: format!("{} with {}", if attack.fight { "An attack" } else { "A shot" }, chain.weapon),
        lines,
        notes,
        dice: dice_needed(&plan),
    })
}

pub fn resolve(
    game: &Game,
    rules: &RulesContext,
    by: usize,
    target: usize,
    value: &Value,
    dice: Dice,
) -> Result<Action, PlayError> {
    let (a, v, attack) = prepared(game, by, target, value)?;
    let plan = plan_chain(&a, &v, &attack.circumstances, attack.fight, &rules.qotd).map_err(odds_error)?;
    let (reading, typed) = match &dice {
        Dice::Typed(numbers) => (
            read_chain(&plan, &rules.qotd, numbers).map_err(|e| PlayError::field("dice", e))?,
            numbers.iter().map(u8::to_string).collect(),
        ),
        Dice::Seed(seed) => (roll_chain(&a, &plan, &rules.qotd, &mut ChaCha8Rng::seed_from_u64(*seed)), Vec::new()),
    };
    let left = table::<Table>(game).cards_left(target);
    let cards = i32::from(reading.cards).min(left);
    let stuns = attack.fight && plan.weapon == "Fists and feet";
    let mut effects = Vec::new();
    let mut lines = reading.lines.clone();
    if cards > 0 {
        let counter = if stuns { Counter::Stunned } else { Counter::Hits };
        effects.push(Effect { who: target, change: StateChange::Count { counter, by: cards } });
        effects.push(Effect { who: by, change: StateChange::Count { counter: Counter::SeriouslyWounded, by: 1 } });
        let after = left - cards;
        lines.push(if after == 0 {
            format!("{} loses his last card{}: a casualty.", v.name(), if cards == 1 { "" } else { "s" })
        } else {
            format!("{} loses {cards} card{} ({after} left).", v.name(), if cards == 1 { "" } else { "s" })
        });
    } else if reading.courage_test || (reading.graze && !carries_on(&v)) {
        lines.push(format!("{} takes a Courage Test.", v.name()));
    }
    if reading.out_of_ammo {
        effects.push(Effect { who: by, change: StateChange::Flag { flag: Flag::OutOfAmmo, on: true } });
    }
    if reading.jam {
        effects.push(Effect { who: by, change: StateChange::Flag { flag: Flag::Jammed, on: true } });
    }
    Ok(Action {
        by,
        target,
        what: format!("{} {} with {}", if attack.fight { "attacks" } else { "shoots at" }, v.name(), plan.weapon),
        seed: dice.seed(),
        dice: dice.words(&typed),
        lines,
        effects,
        killed: false,
        cards: Vec::new(),
    })
}

/// Heroes, Main Characters, the Brave and Fanatics carry on after a graze (Reel 6).
fn carries_on(c: &Character) -> bool {
    use crate::rules::qotd::CharacterType;
    matches!(c.kind(), CharacterType::Hero | CharacterType::Main) || ["brave", "fanatic"].contains(&c.personality().id)
}
