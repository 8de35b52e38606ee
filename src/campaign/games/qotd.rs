//! QOTD Reel 6, Post action rest and recovery, for one participant: the roll, what it comes to,
//! and what it writes on the sheet.
//!
//! Decisions: the roll is the character's own action dice by type (two D10 keep the best for
//! Heroes and Main Characters, one D10 otherwise), with no trait adjustments — the chart says
//! "roll the character's Action dice" and names none. A new trait the player has not chosen yet is
//! skipped when applied (the review screen asks first).

use rand::Rng;

use super::entry::{
    AftermathEntry, ParticipantChoice, ParticipantDice, RollLine, TraitChoiceView, TraitOptionView, Worked,
};
use super::{Ended, GameError, Participant};
use crate::campaign::availability::{one_card_less, MUST_MISS};
use crate::campaign::{AvailabilityStatus, Sheet};
use crate::rules::qotd::charts::RecoverySituation;
use crate::rules::qotd::recovery::{
    apply_recovery, recover, roll_recovery, trait_options, Ending, NextAdventure, Recovery, TraitChoiceInput,
};
use crate::rules::qotd::{Character, CharacterSheet, QotdOptions, TraitParam};

fn ending(ended: Ended) -> Ending {
    match ended {
        Ended::InjuredWithCards => Ending::InjuredWithCards,
        Ended::InjuredNoCards => Ending::InjuredNoCards,
        Ended::Killed | Ended::Dead => Ending::Killed,
        _ => Ending::Uninjured,
    }
}

fn character(p: &Participant, sheet: &CharacterSheet) -> Result<Character, GameError> {
    Character::from_sheet(sheet).map_err(|e| GameError::Dice(format!("{}: {e}", p.name)))
}

/// Rolls the post action dice ("roll for me").
pub(crate) fn roll(p: &Participant, sheet: &CharacterSheet, rng: &mut impl Rng) -> Result<ParticipantDice, GameError> {
    let c = character(p, sheet)?;
    let roll = roll_recovery(c.kind(), ending(p.ended), rng);
    Ok(ParticipantDice {
        character_id: p.character_id,
        dice: roll.as_ref().map(|r| r.dice.clone()).unwrap_or_default(),
        hes_going: roll.and_then(|r| r.hes_going),
        ..Default::default()
    })
}

fn param_word(p: TraitParam) -> String {
    serde_json::to_value(p).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

/// The roll read on the chart, the choice applied, the entry and the new sheet.
pub(crate) fn work(
    p: &Participant,
    sheet: &CharacterSheet,
    options: &QotdOptions,
    dice: Option<&ParticipantDice>,
    choice: Option<(&str, &ParticipantChoice)>,
) -> Result<Worked, GameError> {
    let (cf, choice) = super::entry::choice_parts(p, choice);
    let c = character(p, sheet)?;
    let field = |f: &str| format!("{}: {f}", p.name);
    if dice.is_some_and(|d| d.skill_chance.is_some() || !d.skills.is_empty() || d.location_roll.is_some()) {
        return Err(GameError::Dice(format!(
            "{}: skill chits and wound-location rolls are the fate family's",
            field("rolls")
        )));
    }
    let roll = dice
        .filter(|d| !d.dice.is_empty() || d.hes_going.is_some())
        .map(|d| crate::rules::qotd::recovery::RecoveryRoll { dice: d.dice.clone(), hes_going: d.hes_going.clone() });
    let recovery: Recovery =
        recover(c.kind(), &sheet.personality, options.brush_with_death, ending(p.ended), roll.as_ref())
            .map_err(|e| GameError::Dice(format!("{}: {e}", p.name)))?;
    let rolls = recovery
        .steps
        .iter()
        .map(|s| RollLine {
            what: match s.situation {
                RecoverySituation::HesGoing => "He's Going! (the second roll)".to_string(),
                _ => "Post action rest and recovery".to_string(),
            },
            dice: s.dice.clone(),
            kept: Some(s.kept),
            result: s.headline.to_string(),
            text: s.text.to_string(),
        })
        .collect();
    let outcome = &recovery.outcome;
    let (next, cards_lost, reduced_dice, may_rest, mut results) = match outcome.next {
        NextAdventure::Fit => {
            (AvailabilityStatus::Available, 0, false, false, vec!["Fit for the next adventure.".to_string()])
        }
        NextAdventure::OneCardLess { reduced_dice } => {
            let (next, may_rest, words) = one_card_less(c.kind().name(), c.kind().cards(), reduced_dice);
            (next, 1, reduced_dice, may_rest, vec![words])
        }
        NextAdventure::MissNext => (AvailabilityStatus::Missing, 0, false, false, vec![MUST_MISS.to_string()]),
        NextAdventure::Dead => (
            AvailabilityStatus::Dead,
            0,
            false,
            false,
            vec![if p.ended.died() {
                "Left on the field: killed in the adventure, so no roll after it.".to_string()
            } else {
                "Dies of their wounds.".to_string()
            }],
        ),
    };

    let mut trait_choice = None;
    let mut input = None;
    if outcome.new_trait {
        let options = trait_options(&c);
        let held = c
            .traits()
            .iter()
            .map(|t| match t.param() {
                Some(param) => format!("{}:{param}", t.id()),
                None => t.id().to_string(),
            })
            .collect();
        let chosen = choice.filter(|ch| !ch.skip).and_then(|ch| ch.new_trait.clone());
        trait_choice = Some(TraitChoiceView {
            options: options
                .options
                .iter()
                .map(|o| TraitOptionView {
                    id: o.id.to_string(),
                    name: o.name.to_string(),
                    effect: o.effect.to_string(),
                    needs_param: o.needs_param.map(param_word),
                })
                .collect(),
            held,
            max: options.max,
            full: options.full,
            chosen: chosen.as_ref().map(|t| t.id.clone()).unwrap_or_default(),
            skipped: choice.is_some_and(|ch| ch.skip),
        });
        input = chosen.map(|pick| TraitChoiceInput { pick, replace: choice.and_then(|ch| ch.replace.clone()) });
        if input.is_none() {
            results.push(if choice.is_some_and(|ch| ch.skip) {
                "Skips the new trait.".to_string()
            } else {
                "Gains a new trait: choose it.".to_string()
            });
        }
    } else if choice.is_some_and(|ch| ch.new_trait.is_some() || ch.replace.is_some()) {
        return Err(GameError::Choice {
            field: cf.clone(),
            reason: format!("{} gains no new trait from this roll", p.name),
        });
    }
    if choice.is_some_and(|ch| ch.skills.is_some()) {
        return Err(GameError::Choice {
            field: format!("{cf}.skills"),
            reason: "skills are a fate-family thing".into(),
        });
    }

    let mut new_sheet = sheet.clone();
    let changes = apply_recovery(&mut new_sheet, outcome, input.as_ref())
        .map_err(|e| GameError::Choice { field: cf.clone(), reason: e.to_string() })?;
    if outcome.brush_with_death.is_some() {
        results.push("A brush with death.".to_string());
    }
    let changed = new_sheet != *sheet;
    Ok(Worked {
        entry: AftermathEntry {
            cards_lost,
            reduced_dice,
            may_rest,
            trait_choice,
            ..AftermathEntry::of(p, next, rolls, results, changes)
        },
        sheet: changed.then_some(Sheet::Qotd(new_sheet)),
    })
}
