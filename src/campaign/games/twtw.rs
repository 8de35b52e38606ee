//! The aftermath of a The West That Wasn't game: the wounds and Conc each hero took, written on
//! his sheet. The conflict chapter has no experience, healing or recovery between games, so
//! nothing is earned and nothing heals; no dice are rolled. A 5th wound to the torso or head, or
//! an ending of "dead", is death; a 5th wound to a limb disables it for good.

use std::collections::BTreeMap;

use super::entry::{AftermathEntry, ParticipantChoice, ParticipantDice, Worked};
use super::{invalid, Ended, GameError, GameWounds, Participant, ParticipantInput};
use crate::campaign::{AvailabilityStatus, Sheet};
use crate::rules::twtw::damage::{wound_level, WOUND_BOXES};
use crate::rules::twtw::hero::{Hero, HeroSheet};
use crate::rules::twtw::location::WoundLocation;
use crate::rules::Ruleset;

/// The wounds and Conc a participant took, checked: TWTW games only, known locations, 1 to 5
/// wounds each, none for a hero who ended unhurt. Wound locations are written canonically.
pub(super) fn checked_damage(
    p: &ParticipantInput,
    ended: Ended,
    ruleset: Ruleset,
    field: &str,
    name: &str,
) -> Result<(BTreeMap<String, u8>, u16), GameError> {
    if ruleset != Ruleset::Twtw {
        if matches!(&p.wounds, GameWounds::ByLocation(m) if !m.is_empty()) {
            return Err(invalid(format!("{field}.wounds"), "only The West That Wasn't records wounds by location"));
        }
        if p.conc > 0 {
            return Err(invalid(format!("{field}.conc"), "only The West That Wasn't records Conc"));
        }
        return Ok((BTreeMap::new(), 0));
    }
    let given_wounds = match &p.wounds {
        GameWounds::ByLocation(m) => m.clone(),
        GameWounds::Count(0) => BTreeMap::new(),
        GameWounds::Count(_) => {
            return Err(invalid(
                format!("{field}.wounds"),
                "The West That Wasn't records wounds by location, e.g. {\"left_leg\": 2}",
            ))
        }
    };
    let mut wounds = BTreeMap::new();
    for (given, n) in &given_wounds {
        let at = format!("{field}.wounds.{given}");
        let location = WoundLocation::from_id(given)
            .ok_or_else(|| invalid(&at, "not a location (head, torso, left_arm, right_arm, left_leg, right_leg)"))?;
        if *n == 0 || *n > WOUND_BOXES {
            return Err(invalid(&at, format!("{n} wounds; a location takes 1 to 5")));
        }
        if wounds.insert(location.id().to_string(), *n).is_some() {
            return Err(invalid(&at, "given twice (chest, belly and vitals are all the torso)"));
        }
    }
    if ended == Ended::Unhurt && !wounds.is_empty() {
        return Err(invalid(format!("{field}.wounds"), format!("{name} ended unhurt, yet took wounds")));
    }
    Ok((wounds, p.conc))
}

/// The wounds and Conc written on the sheet.
pub(crate) fn work(
    p: &Participant,
    sheet: &HeroSheet,
    dice: Option<&ParticipantDice>,
    choice: Option<(&str, &ParticipantChoice)>,
) -> Result<Worked, GameError> {
    let who = &p.name;
    if dice.is_some_and(|d| {
        !d.dice.is_empty()
            || d.hes_going.is_some()
            || d.skill_chance.is_some()
            || !d.skills.is_empty()
            || d.location_roll.is_some()
    }) {
        return Err(GameError::Dice(format!(
            "{who}: The West That Wasn't rolls no aftermath dice (the chapter has no experience)"
        )));
    }
    if let Some((field, _)) = choice {
        return Err(GameError::Choice {
            field: field.to_string(),
            reason: "The West That Wasn't has nothing to choose after a game".to_string(),
        });
    }
    let hero = Hero::from_sheet(sheet).map_err(|e| GameError::Dice(format!("{who}: {e}")))?;
    let mut new_sheet = hero.to_sheet();
    let mut results = Vec::new();
    let mut changes = Vec::new();
    let mut dies = p.ended.died();
    for location in WoundLocation::ALL {
        let taken = &p.wounds.at(location.id());
        if *taken == 0 {
            continue;
        }
        let before = hero.wounds_at(location);
        let after = (before + taken).min(WOUND_BOXES);
        new_sheet.wounds.insert(location.id().to_string(), after);
        let level = wound_level(after).map_or("", |l| l.description);
        let wounds = if *taken == 1 { "1 wound".to_string() } else { format!("{taken} wounds") };
        results.push(format!("{wounds} to the {} (now {after}: {level}).", location.name().to_lowercase()));
        let now = if after == 1 { "1 wound".to_string() } else { format!("{after} wounds") };
        changes.push(format!("{}: {now}.", location.name()));
        if after >= WOUND_BOXES && before < WOUND_BOXES {
            if location.is_vital() {
                dies = true;
                results.push(format!("A 5th wound to the {}: dead.", location.name().to_lowercase()));
            } else {
                results.push(format!("A 5th wound: the {} is disabled for good.", location.name().to_lowercase()));
            }
        }
    }
    if p.conc > 0 {
        let conc = hero.derived().conc;
        new_sheet.conc_lost = (hero.conc_lost() + p.conc).min(2 * conc);
        let left = i32::from(conc) - i32::from(new_sheet.conc_lost);
        results.push(format!("{} Conc lost ({left} of {conc} left).", p.conc));
        changes.push(format!("Conc lost: {}.", new_sheet.conc_lost));
    }
    if p.ended == Ended::Unconscious {
        results.push("Knocked out.".to_string());
    }
    if dies {
        results.push("Dead.".to_string());
    }
    results.push("The chapter has no experience rules: nothing is earned.".to_string());
    let next = if dies { AvailabilityStatus::Dead } else { AvailabilityStatus::Available };
    let changed = new_sheet != *sheet;
    Ok(Worked {
        entry: AftermathEntry { dies, ..AftermathEntry::of(p, next, Vec::new(), results, changes) },
        sheet: changed.then_some(Sheet::Twtw(new_sheet)),
    })
}
