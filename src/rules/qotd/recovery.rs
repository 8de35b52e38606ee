//! QOTD Reel 6, Post action rest and recovery: "After each adventure roll the character's Action
//! dice to see what happened to each character and whether they learnt from the experience."
//!
//! The chart is [`POST_ACTION_RECOVERY`](super::charts::POST_ACTION_RECOVERY); this module reads a roll on it ([`recover`]), rolls one
//! ([`roll_recovery`]) and writes what it means onto the sheet ([`apply_recovery`]): a new trait
//! after "Experience is a great Teacher!" or "It's a Miracle!", and the change a brush with death
//! makes. Whether the character is fit for the next adventure is not kept on the sheet; it is in the
//! [`RecoveryOutcome`] for whoever keeps the campaign's calendar.
//!
//! Decisions where the text is silent:
//! - The dice are the character's normal action dice (2D10 take the best for Heroes and Main
//!   Characters, 1D10 for the others): "roll the character's Action dice". Nothing in the text
//!   adjusts them (no re-rolls, no reduced dice), so none are applied. Not Frail's nor Tough's
//!   either, for an injured man (issue 21, item 9): Frail's "When trying to come too after being
//!   KO'd or to recovering from medical treatment they use reduced dice" and Tough's "They can
//!   reroll their dice if being healed or attempting to come too after being KO'd" name the two
//!   rows of Reel 6's chart of coming round and healing ("Trying to come round", "Trying to heal"),
//!   which says so itself ("If the KO'd/wounded character is frail use reduced dice; If the
//!   KO'd/wounded character is Tough reroll a failed dice roll"); the post action chart, rolled by
//!   everyone after every adventure, says nothing of the kind. (`test::plan` gives the post action
//!   roll the same plain dice; its tests quote the words.)
//! - "He's Going! Roll again" rolls the same action dice again on the He's Going! row.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::charts::{recovery_of, Band, RecoverySituation};
use super::options::BrushWithDeathRule;
use super::traits::CONFLICTING_TRAITS;
use super::{
    normalise_id, Character, CharacterSheet, CharacterType, Personality, SheetErrors, Trait, TraitParam, TraitPick,
    TRAITS,
};
use crate::error::ErrorCode;

/// How a character ended the adventure: the row of the chart they roll on, or killed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "QotdEnding")]
pub enum Ending {
    /// Uninjured: the "uninjured or injured but with cards" row.
    Uninjured,
    /// Injured, but with cards they could still activate: the same row.
    InjuredWithCards,
    /// Injured, with no cards they could activate: the second row.
    InjuredNoCards,
    /// Killed in the adventure: no roll. The text has no death in the adventure — a casualty
    /// with no cards rolls on the chart (`InjuredNoCards`) — so this is for a body the players
    /// choose to leave on the field.
    Killed,
}

impl Ending {
    pub const ALL: [Ending; 4] = [Ending::Uninjured, Ending::InjuredWithCards, Ending::InjuredNoCards, Ending::Killed];

    pub fn id(self) -> &'static str {
        match self {
            Ending::Uninjured => "uninjured",
            Ending::InjuredWithCards => "injured_with_cards",
            Ending::InjuredNoCards => "injured_no_cards",
            Ending::Killed => "killed",
        }
    }

    /// Reads an ending as typed: the ids, or `unhurt`, `with_cards`, `injured`, `no_cards`,
    /// `out_of_cards`, `dead`…
    pub fn from_id(input: &str) -> Option<Ending> {
        match normalise_id(input).as_str() {
            "uninjured" | "unhurt" | "unharmed" | "unwounded" | "fine" => Some(Ending::Uninjured),
            "injured_with_cards" | "with_cards" | "injured" | "wounded" | "wounded_with_cards" => {
                Some(Ending::InjuredWithCards)
            }
            "injured_no_cards" | "no_cards" | "injured_without_cards" | "out_of_cards" | "wounded_no_cards" => {
                Some(Ending::InjuredNoCards)
            }
            "killed" | "dead" | "died" => Some(Ending::Killed),
            _ => None,
        }
    }

    /// The row of the chart this ending rolls on; `None` for the dead.
    pub fn situation(self) -> Option<RecoverySituation> {
        match self {
            Ending::Uninjured | Ending::InjuredWithCards => Some(RecoverySituation::WithCards),
            Ending::InjuredNoCards => Some(RecoverySituation::NoCards),
            Ending::Killed => None,
        }
    }
}

/// The dice of a post action roll as they fell: the character's action dice, and the second roll
/// on the He's Going! row when the first kept a 1 on the no-cards row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct RecoveryRoll {
    /// One D10 for Supporting and Minor characters, two (the best counts) for Heroes and Main
    /// Characters.
    pub dice: Vec<u8>,
    /// The He's Going! roll, the same dice again; only after a 1 with no cards left.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hes_going: Option<Vec<u8>>,
}

/// One roll on the chart: the row, the dice, the one that counts and what the chart says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct RecoveryStep {
    pub situation: RecoverySituation,
    pub dice: Vec<u8>,
    pub kept: u8,
    pub band: Band,
    /// The result's heading: "Fighting Fit!".
    pub headline: &'static str,
    /// The result's text, as the chart gives it.
    pub text: &'static str,
}

/// Whether the character may play the next adventure, and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case", tag = "kind")]
#[ts(export, rename = "QotdNextAdventure")]
pub enum NextAdventure {
    /// Takes part in the next adventure as normal.
    Fit,
    /// "If they take part in the next adventure they do so with one card less than normal" (and,
    /// when exhausted, "using their reduced dice"). They may instead miss the next adventure and
    /// "take part in the one after that fully recovered".
    OneCardLess { reduced_dice: bool },
    /// Will miss the next adventure.
    MissNext,
    /// Dead: killed in the adventure, or "A Goner!".
    Dead,
}

/// What a brush with death ("Needs Extensive Medical Care!") does: "If Heroic they now have to
/// take Courage Tests: If Brave or Rash they become Ordinary: If none of these apply they have
/// gained the Cautious Trait".
///
/// A Heroic character stays Heroic (they still seek out the biggest, nastiest foe) but from now on
/// takes Courage Tests: the sheet's `courage_tests` flag. Cautious is a personality in QOTD (Reel
/// 2, Personality), and a character has one; "gained the Cautious Trait" is read by the campaign
/// option `brush_with_death` ([`BrushWithDeathRule`]): by default the character keeps their
/// personality and gains Cautious's effect as an extra (the sheet's `cautious` flag), so a Lucky
/// man stays Lucky; or Cautious replaces the personality. Either way it takes none of the type's
/// trait places.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case", tag = "kind")]
#[ts(export)]
pub enum BrushWithDeath {
    /// Heroic: keeps the personality and takes Courage Tests from now on.
    TakesCourageTests,
    /// Brave or Rash (`from`): becomes Ordinary.
    BecomesOrdinary { from: String },
    /// Any other personality (`from`): keeps it and gains Cautious's effect as an extra
    /// (`brush_with_death=keep`).
    GainsCautious { from: String },
    /// Any other personality (`from`): becomes Cautious (`brush_with_death=replace`; no change for
    /// one who already is).
    BecomesCautious { from: String },
}

impl BrushWithDeath {
    /// What a brush with death does to a character of this personality (a canonical id), by the
    /// campaign's reading of "gained the Cautious Trait".
    pub fn of(personality: &Personality, rule: BrushWithDeathRule) -> BrushWithDeath {
        match (personality.id, rule) {
            ("heroic", _) => BrushWithDeath::TakesCourageTests,
            ("brave" | "rash", _) => BrushWithDeath::BecomesOrdinary { from: personality.id.to_string() },
            (other, BrushWithDeathRule::Keep) => BrushWithDeath::GainsCautious { from: other.to_string() },
            (other, BrushWithDeathRule::Replace) => BrushWithDeath::BecomesCautious { from: other.to_string() },
        }
    }
}

/// What the post action roll means for the character.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct RecoveryOutcome {
    pub next: NextAdventure,
    /// "Pick a new trait to add to their skill set".
    pub new_trait: bool,
    pub brush_with_death: Option<BrushWithDeath>,
}

/// The rolls on the chart, in order, and what they come to. No steps for a killed character.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct Recovery {
    pub steps: Vec<RecoveryStep>,
    pub outcome: RecoveryOutcome,
}

/// A trait picked after "Experience is a great Teacher!" or "It's a Miracle!", and the trait it
/// replaces when the character already has as many as their type allows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct TraitChoiceInput {
    pub pick: TraitPick,
    /// The id of a held trait to drop (`marksman`), or `id:param` to say which of two
    /// (`good_in_skill:riding`); only when the character is full.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replace: Option<String>,
}

/// A trait a character may still gain.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "QotdTraitOption")]
pub struct TraitOption {
    pub id: &'static str,
    pub name: &'static str,
    pub effect: &'static str,
    /// What the pick's `param` must name (a skill or a weapon), for the parameterised traits.
    pub needs_param: Option<TraitParam>,
}

/// The traits a character may gain, and whether they are already at their type's maximum (then a
/// new trait replaces a held one, or the player skips it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "QotdTraitOptions")]
pub struct TraitOptions {
    pub options: Vec<TraitOption>,
    pub full: bool,
    pub max: u8,
}

/// The traits that are handicaps, not "skill and experience": never offered as a new trait.
pub const HANDICAPS: [&str; 5] = ["frail", "lumbering", "poor_in_skill", "poor_fighter", "poor_shot"];

/// Why a post action roll, or what it writes on the sheet, is refused. Each message names the
/// field.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecoveryError {
    #[error("dice: a killed character rolls nothing after the adventure")]
    RollForKilled,
    #[error("dice: roll the character's action dice ({dice}) on the post action rest and recovery chart")]
    MissingRoll { dice: crate::dice::ActionDice },
    #[error("{field}: a {} rolls {expected} D10 after the adventure, not {got}", .kind.name())]
    WrongDiceCount { field: &'static str, kind: CharacterType, expected: u8, got: usize },
    #[error("{field}[{index}]: {value} is not a D10 roll (1 to 10)")]
    DieOutOfRange { field: &'static str, index: usize, value: u8 },
    #[error("hes_going: a 1 with no cards left is \"He's Going!\": roll again on the He's Going! row")]
    MissingHesGoing,
    #[error("hes_going: only a 1 on the row for characters injured with no cards sends them to the He's Going! row")]
    UnexpectedHesGoing,
    #[error("personality: \"{given}\" is not a QOTD personality")]
    UnknownPersonality { given: String },
    #[error("sheet: {0}")]
    InvalidSheet(SheetErrors),
    #[error("trait: only \"Experience is a great Teacher!\" or \"It's a Miracle!\" gives a new trait")]
    NoNewTrait,
    #[error("trait: \"{given}\" is not a QOTD skill or trait")]
    UnknownTrait { given: String },
    #[error("trait: {id} is a handicap, not something learnt from experience")]
    Handicap { id: &'static str },
    #[error("trait: {0}")]
    InvalidTrait(SheetErrors),
    #[error(
        "replace: a {} has at most {max} skills or traits and has them all; name one to replace, or skip the new trait",
        .kind.name()
    )]
    TraitsFull { kind: CharacterType, max: u8 },
    #[error("replace: the character has room for another trait, so none is replaced")]
    NothingToReplace,
    #[error("replace: the character has no trait \"{given}\"")]
    ReplaceNotHeld { given: String },
    #[error("replace: the character has {id} more than once; say which, as \"{id}:param\"")]
    AmbiguousReplace { id: &'static str },
}

impl ErrorCode for RecoveryError {
    fn code(&self) -> &'static str {
        match self {
            RecoveryError::RollForKilled => "unexpected_roll",
            RecoveryError::MissingRoll { .. } => "missing_roll",
            RecoveryError::WrongDiceCount { .. } => "wrong_dice_count",
            RecoveryError::DieOutOfRange { .. } => "die_out_of_range",
            RecoveryError::MissingHesGoing => "missing_hes_going",
            RecoveryError::UnexpectedHesGoing => "unexpected_hes_going",
            RecoveryError::UnknownPersonality { .. } => "unknown_personality",
            RecoveryError::InvalidSheet(_) => "invalid_sheet",
            RecoveryError::NoNewTrait => "no_new_trait",
            RecoveryError::UnknownTrait { .. } => "unknown_trait",
            RecoveryError::Handicap { .. } => "handicap_trait",
            RecoveryError::InvalidTrait(errors) => errors.code(),
            RecoveryError::TraitsFull { .. } => "traits_full",
            RecoveryError::NothingToReplace => "nothing_to_replace",
            RecoveryError::ReplaceNotHeld { .. } => "replace_not_held",
            RecoveryError::AmbiguousReplace { .. } => "ambiguous_replace",
        }
    }
}

/// Rolls the post action dice for a character of `kind` who ended the adventure so: their action
/// dice, and the He's Going! roll only when the first kept a 1 on the no-cards row. `None` for the
/// dead.
pub fn roll_recovery(kind: CharacterType, ending: Ending, rng: &mut impl rand::Rng) -> Option<RecoveryRoll> {
    let situation = ending.situation()?;
    let dice = kind.action_dice();
    let first = dice.roll(rng);
    let hes_going = situation.next(Band::of(first.result)).map(|_| dice.roll(rng).dice);
    Some(RecoveryRoll { dice: first.dice, hes_going })
}

/// Reads a post action roll: checks it, then gives each roll on the chart and what it comes to.
///
/// The roll must have the right number of dice for the type (two for Heroes and Main Characters,
/// one otherwise), each 1 to 10, and `hes_going` exactly when the first result is a 1 on the
/// no-cards row; the killed roll nothing. `personality_id` (as typed) and the campaign's `rule`
/// decide what a brush with death does ([`BrushWithDeath`]).
pub fn recover(
    kind: CharacterType,
    personality_id: &str,
    rule: BrushWithDeathRule,
    ending: Ending,
    roll: Option<&RecoveryRoll>,
) -> Result<Recovery, RecoveryError> {
    let personality = Personality::from_id(personality_id)
        .ok_or_else(|| RecoveryError::UnknownPersonality { given: personality_id.to_string() })?;
    let Some(situation) = ending.situation() else {
        return match roll {
            Some(_) => Err(RecoveryError::RollForKilled),
            None => Ok(Recovery {
                steps: Vec::new(),
                outcome: RecoveryOutcome { next: NextAdventure::Dead, new_trait: false, brush_with_death: None },
            }),
        };
    };
    let roll = roll.ok_or(RecoveryError::MissingRoll { dice: kind.action_dice() })?;
    let first = step(kind, situation, "dice", &roll.dice)?;
    let mut steps = vec![first];
    match (situation.next(steps[0].band), &roll.hes_going) {
        (Some(next), Some(dice)) => steps.push(step(kind, next, "hes_going", dice)?),
        (Some(_), None) => return Err(RecoveryError::MissingHesGoing),
        (None, Some(_)) => return Err(RecoveryError::UnexpectedHesGoing),
        (None, None) => {}
    }
    let last = steps.last().map(|s| (s.situation, s.band)).unwrap_or((situation, Band::One));
    Ok(Recovery { steps, outcome: outcome_of(last.0, last.1, personality, rule) })
}

/// One roll on a row, checked.
fn step(
    kind: CharacterType,
    situation: RecoverySituation,
    field: &'static str,
    dice: &[u8],
) -> Result<RecoveryStep, RecoveryError> {
    let action = kind.action_dice();
    if dice.len() != usize::from(action.dice) {
        return Err(RecoveryError::WrongDiceCount { field, kind, expected: action.dice, got: dice.len() });
    }
    if let Some((index, &value)) = dice.iter().enumerate().find(|(_, d)| !(1..=10).contains(*d)) {
        return Err(RecoveryError::DieOutOfRange { field, index, value });
    }
    let kept = action.kept(dice);
    let result = recovery_of(situation, kept);
    Ok(RecoveryStep {
        situation,
        dice: dice.to_vec(),
        kept,
        band: Band::of(kept),
        headline: result.headline,
        text: result.text,
    })
}

/// What the last roll's cell of the chart means.
fn outcome_of(
    situation: RecoverySituation,
    band: Band,
    personality: &Personality,
    rule: BrushWithDeathRule,
) -> RecoveryOutcome {
    use NextAdventure::*;
    let (next, new_trait, brush) = match (situation, band) {
        (RecoverySituation::WithCards, Band::One) => (OneCardLess { reduced_dice: true }, false, false),
        (RecoverySituation::WithCards | RecoverySituation::NoCards, Band::TwoToFour) => {
            (OneCardLess { reduced_dice: false }, false, false)
        }
        (RecoverySituation::WithCards | RecoverySituation::NoCards, Band::FiveToNine) => (Fit, false, false),
        (RecoverySituation::WithCards | RecoverySituation::NoCards, Band::Ten) => (Fit, true, false),
        // Only reached if a caller skips the He's Going! roll; `recover` never does.
        (RecoverySituation::NoCards, Band::One) => (Dead, false, false),
        (RecoverySituation::HesGoing, Band::One | Band::TwoToFour) => (Dead, false, false),
        (RecoverySituation::HesGoing, Band::FiveToNine) => (MissNext, false, true),
        (RecoverySituation::HesGoing, Band::Ten) => (MissNext, false, false),
    };
    RecoveryOutcome { next, new_trait, brush_with_death: brush.then(|| BrushWithDeath::of(personality, rule)) }
}

/// The traits `character` may still gain: every trait except the handicaps ([`HANDICAPS`]), those
/// already held and those that contradict one held (Fleet Footed for the Lumbering). Good in a
/// particular skill and Expert are always offered: they may be held again for another skill or
/// weapon (the param is checked when the trait is taken).
pub fn trait_options(character: &Character) -> TraitOptions {
    let held = character.traits();
    let options = TRAITS
        .iter()
        .filter(|t| !HANDICAPS.contains(&t.id))
        .filter(|t| t.param.is_some() || !held.iter().any(|h| h.id() == t.id))
        .filter(|t| {
            t.param.is_some()
                || !held.iter().any(|h| {
                    CONFLICTING_TRAITS.iter().any(|&(a, b)| (a, b) == (t.id, h.id()) || (b, a) == (t.id, h.id()))
                })
        })
        .map(|t| TraitOption { id: t.id, name: t.name, effect: t.effect, needs_param: t.param })
        .collect();
    let max = character.kind().max_traits();
    TraitOptions { options, full: held.len() >= usize::from(max), max }
}

/// Writes a post action outcome onto the sheet and says, in words, what changed.
///
/// - A new trait (`trait_choice`) only when the outcome gives one; it must exist, not be a
///   handicap, not be held already and have the right param (checked by
///   [`Character::from_sheet`]). When the character already has as many skills and traits as
///   their type allows, the player either names a held trait to `replace` or skips the new trait
///   (no choice is a skip): the text gives no way past the type's maximum, and a player who
///   learnt something should not be made to lose it unasked.
/// - A brush with death sets `courage_tests` for the Heroic, makes the Brave and Rash Ordinary,
///   and gives the others Cautious: the `cautious` flag, or the personality, by the campaign's
///   option ([`BrushWithDeath`]).
///
/// The sheet is changed only if everything is accepted; otherwise it is left as it was.
pub fn apply_recovery(
    sheet: &mut CharacterSheet,
    outcome: &RecoveryOutcome,
    trait_choice: Option<&TraitChoiceInput>,
) -> Result<Vec<String>, RecoveryError> {
    let character = Character::from_sheet(sheet).map_err(RecoveryError::InvalidSheet)?;
    let mut next = sheet.clone();
    let mut changes = Vec::new();

    if let Some(choice) = trait_choice {
        if !outcome.new_trait {
            return Err(RecoveryError::NoNewTrait);
        }
        let definition = Trait::from_id(&choice.pick.id)
            .ok_or_else(|| RecoveryError::UnknownTrait { given: choice.pick.id.clone() })?;
        if HANDICAPS.contains(&definition.id) {
            return Err(RecoveryError::Handicap { id: definition.id });
        }
        let max = character.kind().max_traits();
        let full = character.traits().len() >= usize::from(max);
        match (&choice.replace, full) {
            (None, true) => return Err(RecoveryError::TraitsFull { kind: character.kind(), max }),
            (Some(_), false) => return Err(RecoveryError::NothingToReplace),
            (Some(replace), true) => {
                let index = replaced_index(&character, replace)?;
                changes.push(format!("Drops {}.", character.traits()[index].label()));
                next.traits.remove(index);
            }
            (None, false) => {}
        }
        let param = choice.pick.param.as_deref().map(str::trim).filter(|p| !p.is_empty()).map(str::to_string);
        next.traits.push(TraitPick { id: definition.id.to_string(), param });
        let checked = Character::from_sheet(&next).map_err(RecoveryError::InvalidTrait)?;
        let added = checked.traits().last().map(|t| t.label()).unwrap_or_else(|| definition.name.to_string());
        changes.push(format!("Gains {added}."));
    }

    if let Some(brush) = &outcome.brush_with_death {
        changes.push(match brush {
            BrushWithDeath::TakesCourageTests if next.courage_tests => {
                "Still Heroic, and already takes Courage Tests.".to_string()
            }
            BrushWithDeath::TakesCourageTests => {
                next.courage_tests = true;
                "Still Heroic, but takes Courage Tests from now on.".to_string()
            }
            BrushWithDeath::BecomesOrdinary { from } => {
                next.personality = "ordinary".to_string();
                format!("{} becomes Ordinary.", personality_name(from))
            }
            BrushWithDeath::BecomesCautious { from } | BrushWithDeath::GainsCautious { from } if from == "cautious" => {
                "Already Cautious.".to_string()
            }
            BrushWithDeath::GainsCautious { .. } if next.cautious => {
                "Already Cautious since an earlier brush with death.".to_string()
            }
            BrushWithDeath::GainsCautious { from } => {
                next.cautious = true;
                format!(
                    "Stays {} and gains Cautious's effect: reduced dice for all Responding or Reacting tests.",
                    personality_name(from)
                )
            }
            BrushWithDeath::BecomesCautious { from } => {
                next.personality = "cautious".to_string();
                next.cautious = false;
                format!("{} becomes Cautious.", personality_name(from))
            }
        });
    }

    Character::from_sheet(&next).map_err(RecoveryError::InvalidTrait)?;
    *sheet = next;
    Ok(changes)
}

fn personality_name(id: &str) -> &str {
    Personality::from_id(id).map_or(id, |p| p.name)
}

/// The index of the held trait `replace` names: an id or alias, or `id:param`.
fn replaced_index(character: &Character, replace: &str) -> Result<usize, RecoveryError> {
    let not_held = || RecoveryError::ReplaceNotHeld { given: replace.to_string() };
    let (id, param) = match replace.split_once(':') {
        Some((id, param)) => (id, Some(param)),
        None => (replace, None),
    };
    let definition = Trait::from_id(id).ok_or_else(not_held)?;
    let same_param = |held: Option<&str>, typed: &str| match held {
        Some(held) => {
            normalise_id(held) == normalise_id(typed) || super::find_weapon(typed).is_some_and(|w| w.id() == held)
        }
        None => false,
    };
    let matches: Vec<usize> = character
        .traits()
        .iter()
        .enumerate()
        .filter(|(_, t)| t.id() == definition.id)
        .filter(|(_, t)| param.is_none_or(|p| same_param(t.param(), p)))
        .map(|(i, _)| i)
        .collect();
    match matches.as_slice() {
        [] => Err(not_held()),
        [index] => Ok(*index),
        _ => Err(RecoveryError::AmbiguousReplace { id: definition.id }),
    }
}

#[cfg(test)]
mod tests;
