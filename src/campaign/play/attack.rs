//! The acting character's attack on a target: the exact odds, his state and the target's applied,
//! from each family's own odds; and the attack resolved — dice rolled with a seed, or typed from the
//! table — into what it does to both, applied in one step. One module per family:
//! [`attack_qotd`](super::attack_qotd) (a shot or a fight: Reels 4 to 6), [`attack_fate`](super::attack_fate)
//! (a shot and the hit-location chits of each hit), [`attack_mww`](super::attack_mww) (a shot and
//! its wounds), [`attack_twtw`](super::attack_twtw) (an attack read on an action card); what they share
//! (the campaign's options, the dice, the form, a line of odds) is in [`attack_parts`](super::attack_parts).

use serde_json::Value;

use super::attack_parts::{dice_of, Attack, RulesContext};
use super::game::{Action, Game};
use super::{PlayDice, PlayError, PlayOdds};
use crate::campaign::families::family;

/// The odds of `by` attacking `target` as `form` says.
pub fn odds(game: &Game, rules: &RulesContext, by: usize, target: usize, form: &Value) -> Result<PlayOdds, PlayError> {
    family(game.ruleset).attack_odds(&Attack { game, by, target, form }, rules)
}

/// The attack resolved on its dice into what it does to both characters.
pub fn resolve(
    game: &Game,
    rules: &RulesContext,
    by: usize,
    target: usize,
    form: &Value,
    dice: &PlayDice,
    fresh_seed: u64,
) -> Result<Action, PlayError> {
    for (who, field) in [(by, "by"), (target, "target")] {
        if game.life[who].dead {
            return Err(PlayError::field(field, format!("{} is dead", game.cast[who].name())));
        }
    }
    let dice = dice_of(dice, fresh_seed)?;
    family(game.ruleset).attack_resolve(&Attack { game, by, target, form }, rules, dice)
}
