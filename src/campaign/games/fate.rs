//! Ansell 1996, Experience and Skills, for one participant of a gunfight: promotion, the skills
//! earned, the Shootist's 50% chance (a D6, 4–6), the skill chits drawn (one that cannot be taken
//! is drawn again), or the skills the players choose instead; and the wound he ended it with.
//!
//! Decision (issue 29, item 1): the texts have no healing between gunfights, and a character card
//! carries its wounds ("you can just make notes on their character cards", Ansell 1996,
//! Experience), so a man who ended a gunfight flesh-wounded or seriously wounded keeps that wound
//! on his sheet, at the location the players give, or — when they do not know it — at the
//! location a D6 reads on the campaign's hit-location chart (the location roll of Hit Location &
//! Effect). He still plays the next gunfight, with what the wound stops him doing (movement dice,
//! a pistol hand, rifles); a wound that has healed is taken off his sheet in the editor, as My
//! Wild West's are.

use rand::Rng;

use super::entry::{AftermathEntry, ParticipantChoice, ParticipantDice, RollLine, Worked};
use super::{GameError, Participant};
use crate::campaign::{plural, AvailabilityStatus, Sheet};
use crate::rules::fate::experience::{
    apply_experience, chits, draw_skill, experience, extra_draws, skill_chance_gained, take_skill, Experience,
    FateEnding, GunfightRecord,
};
use crate::rules::fate::hits::Wound;
use crate::rules::fate::house::HouseGrid;
use crate::rules::fate::pool::roll_d6;
use crate::rules::fate::skills::Skill;
use crate::rules::fate::{Character, CharacterSheet, FateOptions, WoundPick};

/// How the gunfight went for him, as the experience rules read it. Killing one of his own side
/// counts only for the Evil ("Gains normal experience from … also friends and allies").
fn record(p: &Participant, character: &Character) -> GunfightRecord {
    let evil = character.has(Skill::Evil);
    GunfightRecord {
        ending: FateEnding::from_id(p.ended.id()).unwrap_or_default(),
        fired_at_opponent: p.fired_at_opponent,
        kills: p.kills.iter().filter(|k| !k.ally || evil).filter_map(|k| k.class).collect(),
        seriously_wounded: p.seriously_wounded,
        backshot: p.backshot,
        shot_helpless: p.shot_helpless,
        shot_surrendered_or_woman: p.shot_surrendered_or_woman,
        surrendered: p.surrendered,
        refused_challenge: p.refused_challenge,
    }
}

fn earned(p: &Participant, sheet: &CharacterSheet, options: &FateOptions) -> Result<Experience, GameError> {
    let character = Character::from_sheet(sheet, options).map_err(|e| GameError::Dice(format!("{}: {e}", p.name)))?;
    Ok(experience(&character, &record(p, &character)))
}

/// Skills earned before any Legend of the West's extra draw, given the D6 of the 50% chance.
fn skills_due(exp: &Experience, chance: bool) -> u32 {
    exp.skills_for_kills + u32::from(exp.skill_after_gunfight) + u32::from(exp.skill_chance && chance)
}

/// Rolls the D6 and draws the chits ("roll for me"), and a wounded man's location die (from
/// `locations`) when the game does not say where he was hit.
pub(crate) fn roll(
    p: &Participant,
    sheet: &CharacterSheet,
    options: &FateOptions,
    rng: &mut impl Rng,
    locations: &mut impl Rng,
) -> Result<ParticipantDice, GameError> {
    let exp = earned(p, sheet, options)?;
    let skill_chance = exp.skill_chance.then(|| roll_d6(rng));
    let chance = skill_chance.is_some_and(|d6| skill_chance_gained(d6).unwrap_or(false));
    let mut need = skills_due(&exp, chance);
    let mut sim = sheet.clone();
    let mut drawn = Vec::new();
    let mut taken = 0;
    while taken < need {
        let draws = draw_skill(&sim, options, rng);
        let Some(last) = draws.last() else { break };
        drawn.extend(draws.iter().map(|d| d.drawn.id().to_string()));
        if take_skill(&mut sim, last.drawn, options).is_err() {
            break;
        }
        need += extra_draws(last.drawn);
        taken += 1;
    }
    let location_roll = (p.ended.fate_wound().is_some() && p.wound.is_none()).then(|| roll_d6(locations));
    Ok(ParticipantDice {
        character_id: p.character_id,
        skill_chance,
        skills: drawn,
        location_roll,
        ..Default::default()
    })
}

/// The wound a participant ended the gunfight with, and the roll that placed it (if it was rolled).
fn wound_of(
    p: &Participant,
    grid: &HouseGrid,
    dice: Option<&ParticipantDice>,
) -> Result<Option<(Wound, Option<RollLine>)>, GameError> {
    let who = &p.name;
    let roll = dice.and_then(|d| d.location_roll);
    let Some(severity) = p.ended.fate_wound() else {
        return match roll {
            Some(_) => Err(GameError::Dice(format!(
                "location_roll: {who} ended {}: there is no wound to place",
                p.ended.words()
            ))),
            None => Ok(None),
        };
    };
    let (location, line) = match (p.wound, roll) {
        (Some(location), None) => (location, None),
        (Some(location), Some(_)) => {
            return Err(GameError::Dice(format!(
                "location_roll: where {who} was hit ({}) was said when the game was recorded; roll no die for it",
                location.name().to_lowercase()
            )))
        }
        (None, Some(d)) if (1..=6).contains(&d) => {
            let location = grid.location(d);
            let line = RollLine {
                what: "Where the wound is (D6)".into(),
                dice: vec![d],
                kept: Some(d),
                result: location.name().into(),
                text: format!("Read on the campaign's hit-location chart ({}).", grid.table.label()),
            };
            (location, Some(line))
        }
        (None, Some(d)) => {
            return Err(GameError::Dice(format!("location_roll: {who}: a D6 cannot roll {d} (1 to 6)")));
        }
        (None, None) => {
            return Err(GameError::Dice(format!(
                "location_roll: {who} ended {}: say where he was hit when recording the game, or roll a D6 for it on the hit-location chart",
                p.ended.words()
            )))
        }
    };
    Ok(Some((Wound::new(severity, location), line)))
}

/// A wound as its sheet keeps it.
fn wound_pick(w: Wound) -> WoundPick {
    WoundPick::new(w.severity.id(), w.location.id())
}

/// What his wounds (the new one among them) stop him doing from now on, in words: "With his
/// wounds: no pistol in the right hand, no rifle." The wound itself is a change to the sheet.
fn wound_result(sheet: &CharacterSheet, options: &FateOptions) -> String {
    let effects =
        Character::from_sheet(sheet, options).map(|c| crate::campaign::sheet::wound_effects(&c)).unwrap_or_default();
    if effects.is_empty() {
        return "His wounds stop him doing nothing in a gunfight.".to_string();
    }
    let effects: Vec<String> = effects.iter().map(|e| e[..1].to_lowercase() + &e[1..]).collect();
    format!("With his wounds: {}.", effects.join(", "))
}

fn read_skill(field: &str, id: &str) -> Result<Skill, GameError> {
    Skill::read(id)
        .map(|(skill, _)| skill)
        .ok_or_else(|| GameError::Choice { field: field.to_string(), reason: format!("\"{id}\" is not a skill") })
}

/// The experience, the dice and the choice worked out: the entry and the new sheet.
pub(crate) fn work(
    p: &Participant,
    sheet: &CharacterSheet,
    options: &FateOptions,
    grid: &HouseGrid,
    dice: Option<&ParticipantDice>,
    choice: Option<(&str, &ParticipantChoice)>,
) -> Result<Worked, GameError> {
    let (cf, choice) = super::entry::choice_parts(p, choice);
    // Named as the players know him (never by an internal id).
    let who = p.name.clone();
    let exp = earned(p, sheet, options)?;
    if dice.is_some_and(|d| !d.dice.is_empty() || d.hes_going.is_some()) {
        return Err(GameError::Dice(format!("{who}: post action dice are a QOTD thing")));
    }
    if choice.is_some_and(|c| c.new_trait.is_some() || c.replace.is_some() || c.skip) {
        return Err(GameError::Choice { field: cf.clone(), reason: "traits are a QOTD thing".into() });
    }
    let mut rolls = Vec::new();
    let d6 = dice.and_then(|d| d.skill_chance);
    let chance = match (exp.skill_chance, d6) {
        (true, Some(d6)) => {
            let gained = skill_chance_gained(d6).map_err(|e| GameError::Dice(format!("{who}: {e}")))?;
            rolls.push(RollLine {
                what: "50% chance of another skill (D6: 4 to 6)".into(),
                dice: vec![d6],
                kept: Some(d6),
                result: if gained { "Another skill".into() } else { "No more".into() },
                text: "A Shootist who seriously wounded an armed man has a 50% chance of an additional skill (Ansell 1996, Skills).".into(),
            });
            gained
        }
        (true, None) => {
            return Err(GameError::Dice(format!(
                "skill_chance: {who} seriously wounded an armed man as a Shootist: roll a D6 for the 50% chance of another skill"
            )))
        }
        (false, Some(_)) => return Err(GameError::Dice(format!("skill_chance: {who} has no 50% chance of a skill this time"))),
        (false, None) => false,
    };
    let due = skills_due(&exp, chance);

    let mut sim = sheet.clone();
    let mut taken: Vec<Skill> = Vec::new();
    let mut need = due;
    if let Some(chosen) = choice.and_then(|c| c.skills.as_ref()) {
        for (i, id) in chosen.iter().enumerate() {
            let field = format!("{cf}.skills[{i}]");
            let skill = read_skill(&field, id)?;
            take_skill(&mut sim, skill, options)
                .map_err(|e| GameError::Choice { field: field.clone(), reason: e.to_string() })?;
            need += extra_draws(skill);
            taken.push(skill);
        }
        if taken.len() as u32 != need {
            return Err(GameError::Choice {
                field: format!("{cf}.skills"),
                reason: format!("{} earns {}; {} chosen", p.name, plural(need as usize, "skill"), taken.len()),
            });
        }
    } else {
        let chits_drawn = dice.map(|d| d.skills.as_slice()).unwrap_or_default();
        for (i, id) in chits_drawn.iter().enumerate() {
            let field = format!("skills[{i}]");
            let skill = read_skill(&format!("{who}: {field}"), id).map_err(|e| GameError::Dice(e.to_string()))?;
            if taken.len() as u32 >= need {
                return Err(GameError::Dice(format!("{who}: {field}: more skill chits than skills earned ({need})")));
            }
            let text = match take_skill(&mut sim, skill, options) {
                Ok(_) => {
                    need += extra_draws(skill);
                    taken.push(skill);
                    "Taken.".to_string()
                }
                Err(e) => format!("Drawn again: {e}"),
            };
            rolls.push(RollLine {
                what: "Skill chit".into(),
                dice: vec![],
                kept: None,
                result: skill.name().into(),
                text,
            });
        }
        if (taken.len() as u32) < need && chits().any(|s| take_skill(&mut sim.clone(), s, options).is_ok()) {
            return Err(GameError::Dice(format!(
                "skills: {who} earns {}; draw {}",
                plural(need as usize, "skill"),
                plural((need - taken.len() as u32) as usize, "more chit")
            )));
        }
    }

    let mut new_sheet = sheet.clone();
    let mut changes = apply_experience(&mut new_sheet, &exp, &taken, options)
        .map_err(|e| GameError::Choice { field: cf.clone(), reason: e.to_string() })?;
    let dies = exp.dead || p.ended.died();
    let mut results: Vec<String> = exp.disqualified.iter().map(|d| d.text.to_string()).collect();
    results.extend(exp.reasons.iter().cloned());
    if let Some((wound, line)) = wound_of(p, grid, dice)? {
        rolls.extend(line);
        new_sheet.wounds.push(wound_pick(wound));
        changes.push(format!("{}.", wound.label()));
        results.push(wound_result(&new_sheet, options));
    }
    // Dead in the gunfight: the experience already says "Dead: gains nothing." (once is enough).
    if dies && !exp.dead {
        results.push("Dead.".into());
    }
    let skill_options = if due > 0 {
        chits().filter(|s| take_skill(&mut sheet.clone(), *s, options).is_ok()).map(|s| s.id().to_string()).collect()
    } else {
        Vec::new()
    };
    let labels = {
        let mut levels = sheet.clone();
        taken
            .iter()
            .map(|s| {
                take_skill(&mut levels, *s, options)
                    .map(|level| s.label(level))
                    .unwrap_or_else(|_| s.name().to_string())
            })
            .collect()
    };
    let changed = new_sheet != *sheet;
    let next = if dies { AvailabilityStatus::Dead } else { AvailabilityStatus::Available };
    Ok(Worked {
        entry: AftermathEntry {
            promotion: exp.promotion.as_ref().map(|pr| format!("{} → {}", pr.from.name(), pr.to.name())),
            skills: labels,
            skills_earned: need,
            skill_options,
            kills_added: exp.kills_to_add,
            ..AftermathEntry::of(p, next, rolls, results, changes)
        },
        sheet: changed.then_some(Sheet::Fate(new_sheet)),
    })
}
