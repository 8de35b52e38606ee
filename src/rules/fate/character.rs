//! The checked fate-deck character: class, skills (with doubles and the skills they imply),
//! shooting hand, weapons, kills and wounds. The sheet as typed and the reasons it is refused are
//! in `sheet`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::class::Class;
use super::hit_tables::HitTable;
use super::hit_tables::{consequences, Consequences};
use super::options::{FateOptions, RuleText};
use super::sheet::{CharacterSheet, SheetError, SheetErrors, SkillPick, WoundPick, NAME_MAX_CHARS, NOTES_MAX_CHARS};
use super::skills::{contradiction, skill_names, Clash, Contradiction, Skill};
use super::weapons::{weapon_names, Weapon};
use super::wounds::{Location, Severity, Wound};
use super::{nearest_name, normalise_id};

/// The hand a character shoots with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateHand")]
pub enum Hand {
    #[default]
    Right,
    Left,
    /// Has the Ambidextrous skill: no wrong hand.
    Ambidextrous,
}

impl Hand {
    pub fn id(self) -> &'static str {
        match self {
            Hand::Right => "right",
            Hand::Left => "left",
            Hand::Ambidextrous => "ambidextrous",
        }
    }

    pub fn from_id(input: &str) -> Option<Hand> {
        match normalise_id(input).as_str() {
            "right" | "right_handed" | "r" => Some(Hand::Right),
            "left" | "left_handed" | "l" => Some(Hand::Left),
            "ambidextrous" | "both" => Some(Hand::Ambidextrous),
            _ => None,
        }
    }

    /// The arm that fires a pistol: the right arm for right-handed and ambidextrous characters
    /// (1996: "Pistol shooters also expose their right arm").
    pub fn arm(self) -> Location {
        match self {
            Hand::Left => Location::LeftArm,
            Hand::Right | Hand::Ambidextrous => Location::RightArm,
        }
    }
}

/// A skill at a level (2 is "Very …").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(export, rename = "FateSkillLevel")]
pub struct SkillLevel {
    pub skill: Skill,
    pub level: u8,
}

/// A skill as the character has it, counting the skills that imply it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateHeldSkill")]
pub struct HeldSkill {
    pub skill: Skill,
    pub level: u8,
    /// As the card shows it: "Very Strong".
    pub label: String,
    /// The level taken in its own right (0 if it comes only with another skill).
    pub own_level: u8,
    /// The skills that give it ("Tough" with "White knight").
    pub implied_by: Vec<Skill>,
}

/// A character that obeys the rules. Made only by [`Character::from_sheet`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Character {
    name: String,
    class: Class,
    /// Taken in their own right, in the order of the sheet, merged.
    skills: Vec<SkillLevel>,
    hand: Hand,
    weapons: Vec<Weapon>,
    kills: u32,
    wounds: Vec<Wound>,
    notes: String,
    /// The campaign's hit-location table, whose rules say what his wounds stop him doing.
    hit_table: HitTable,
}

/// A skill held, and the sheet index that put it there (its own entry, or the skill implying it).
struct Held {
    skill: Skill,
    level: u8,
    own: u8,
    index: usize,
    implied_by: Vec<Skill>,
}

impl Character {
    /// Checks a sheet against the rules and the campaign's options, and reports every problem at
    /// once.
    ///
    /// Decisions where the rules are silent:
    /// - Names are trimmed; empty or longer than [`NAME_MAX_CHARS`] is refused.
    /// - A skill's level is the sum of its entries: "strong" twice, "very strong" or
    ///   `{"id": "strong", "level": 2}` are all Very Strong. A skill without a `*` can be taken once;
    ///   a double skill twice, or three times with the `treble_skills` option.
    /// - Implied skills add to the character's own level of them, at the implying skill's level;
    ///   going past the maximum is refused at the entry that would do it. A skill without `*`
    ///   (Skilled Fighter) is held once at most: implied by a doubled skill it stays at level 1,
    ///   and taken in its own right by a man who has it through another skill it is refused.
    /// - Skills that exclude each other ([`Clash::Excluded`]) are refused at the later entry;
    ///   flagged ones are kept and listed by [`Character::flags`].
    /// - The hand is `right` unless said; `ambidextrous` needs the Ambidextrous skill, and an
    ///   Ambidextrous character may still name a favourite hand.
    /// - Weapons may repeat (a brace of six-shooters), except the playsheet's one knife, one
    ///   tomahawk/axe and one lance per model. Weapons need not be carried to be fired: they are
    ///   picked up in play.
    pub fn from_sheet(sheet: &CharacterSheet, options: &FateOptions) -> Result<Character, SheetErrors> {
        let mut errors = Vec::new();

        let name = sheet.name.trim();
        let len = name.chars().count();
        if name.is_empty() {
            errors.push(SheetError::EmptyName);
        } else if len > NAME_MAX_CHARS {
            errors.push(SheetError::NameTooLong { len, max: NAME_MAX_CHARS });
        }

        let notes_len = sheet.notes.trim().chars().count();
        if notes_len > NOTES_MAX_CHARS {
            errors.push(SheetError::NotesTooLong { len: notes_len, max: NOTES_MAX_CHARS });
        }

        let class = Class::from_id(&sheet.class);
        match class {
            None => errors.push(SheetError::UnknownClass { given: sheet.class.clone() }),
            Some(class) if class.is_indian() && options.indian_classes == RuleText::Ansell1996 => {
                errors.push(SheetError::IndianClassesOff { class })
            }
            Some(_) => {}
        }

        let skills = check_skills(&sheet.skills, options, &mut errors);
        let own = |s: Skill| skills.iter().any(|l| l.skill == s);

        let hand = Hand::from_id(&sheet.hand);
        match hand {
            None => errors.push(SheetError::UnknownHand { given: sheet.hand.clone() }),
            Some(Hand::Ambidextrous) if !own(Skill::Ambidextrous) => errors.push(SheetError::AmbidextrousWithoutSkill),
            Some(_) => {}
        }

        let weapons = check_weapons(&sheet.weapons, &mut errors);
        let wounds = check_wounds(&sheet.wounds, &mut errors);

        match (errors.is_empty(), class, hand) {
            (true, Some(class), Some(hand)) => Ok(Character {
                name: name.to_string(),
                class,
                skills,
                hand,
                weapons,
                kills: sheet.kills,
                wounds,
                notes: sheet.notes.clone(),
                hit_table: HitTable::of(options),
            }),
            _ => Err(SheetErrors(errors)),
        }
    }

    /// The sheet with canonical ids: `from_sheet(&c.to_sheet(), o) == Ok(c)`.
    pub fn to_sheet(&self) -> CharacterSheet {
        CharacterSheet {
            name: self.name.clone(),
            class: self.class.id().to_string(),
            skills: self.skills.iter().map(|s| SkillPick::at(s.skill.id(), s.level)).collect(),
            hand: self.hand.id().to_string(),
            weapons: self.weapons.iter().map(|w| w.id().to_string()).collect(),
            kills: self.kills,
            wounds: self.wounds.iter().map(|w| WoundPick::new(w.severity.id(), w.location.id())).collect(),
            notes: self.notes.clone(),
        }
    }

    /// The same character carrying these wounds instead (for a gunfight in progress).
    pub fn with_wounds(mut self, wounds: Vec<Wound>) -> Character {
        self.wounds = wounds;
        self
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn class(&self) -> Class {
        self.class
    }

    /// The skills taken in their own right, in sheet order.
    pub fn own_skills(&self) -> &[SkillLevel] {
        &self.skills
    }

    /// Every skill held, own or implied, in the order of the skills table.
    pub fn skills(&self) -> Vec<HeldSkill> {
        held(&self.skills)
            .into_iter()
            .map(|h| HeldSkill {
                skill: h.skill,
                level: h.level,
                label: h.skill.label(h.level),
                own_level: h.own,
                implied_by: h.implied_by,
            })
            .collect()
    }

    /// The level a skill is held at (0 if not held), implied levels included.
    pub fn level(&self, skill: Skill) -> u8 {
        held(&self.skills).iter().find(|h| h.skill == skill).map_or(0, |h| h.level)
    }

    pub fn has(&self, skill: Skill) -> bool {
        self.level(skill) > 0
    }

    /// "Fears no-one": Nerves of steel, True Grit, White Knight, Legend of the West, Fearless (or
    /// a skill implying one of them).
    pub fn fears_no_one(&self) -> bool {
        held(&self.skills).iter().any(|h| h.skill.info().fears_no_one)
    }

    /// The skills held that pull against each other but are allowed ([`Clash::Flagged`]).
    pub fn flags(&self) -> Vec<Contradiction> {
        let held = held(&self.skills);
        let mut flags = Vec::new();
        for (i, a) in held.iter().enumerate() {
            for b in &held[i + 1..] {
                flags.extend(contradiction(a.skill, b.skill).filter(|c| c.clash == Clash::Flagged));
            }
        }
        flags
    }

    pub fn hand(&self) -> Hand {
        self.hand
    }

    pub fn is_ambidextrous(&self) -> bool {
        self.has(Skill::Ambidextrous)
    }

    pub fn weapons(&self) -> &[Weapon] {
        &self.weapons
    }

    pub fn kills(&self) -> u32 {
        self.kills
    }

    pub fn wounds(&self) -> &[Wound] {
        &self.wounds
    }

    pub fn serious_wounds(&self) -> u8 {
        self.wounds.iter().filter(|w| w.severity == Severity::Serious).count() as u8
    }

    pub fn flesh_wounds(&self) -> u8 {
        self.wounds.iter().filter(|w| w.severity == Severity::Flesh).count() as u8
    }

    /// Whether any wound is at this location.
    pub fn wounded_in(&self, location: Location) -> bool {
        self.wounds.iter().any(|w| w.location == location)
    }

    /// What the wounds stop him doing, by the rules of his campaign's hit-location table.
    pub fn consequences(&self) -> Consequences {
        consequences(&self.wounds, self.hit_table)
    }

    pub fn notes(&self) -> &str {
        &self.notes
    }
}

/// Every skill held: own levels plus the levels of the skills implying them.
fn held(own: &[SkillLevel]) -> Vec<Held> {
    let mut held: Vec<Held> = Vec::new();
    let mut add = |skill: Skill, level: u8, own: bool, index: usize, by: Option<Skill>| {
        if let Some(h) = held.iter_mut().find(|h| h.skill == skill) {
            h.level += level;
            if own {
                h.own += level;
            }
            h.implied_by.extend(by);
        } else {
            held.push(Held {
                skill,
                level,
                own: if own { level } else { 0 },
                index,
                implied_by: by.into_iter().collect(),
            });
        }
    };
    for (index, s) in own.iter().enumerate() {
        add(s.skill, s.level, true, index, None);
    }
    for (index, s) in own.iter().enumerate() {
        for implied in s.skill.info().implies {
            add(*implied, s.level, false, index, Some(s.skill));
        }
    }
    // A skill without `*` is held once at most, however many skills give it: a Very Wildman is a
    // Skilled Fighter once (its own entry has no `*`). Held in its own right as well as implied is
    // refused by `check_skills`.
    for h in held.iter_mut().filter(|h| !h.skill.is_double() && h.own == 0) {
        h.level = h.level.min(1);
    }
    held.sort_by_key(|h| h.skill);
    held
}

/// Checks each skill pick; returns the skills taken in their own right, merged, in sheet order.
fn check_skills(picks: &[SkillPick], options: &FateOptions, errors: &mut Vec<SheetError>) -> Vec<SkillLevel> {
    let max = options.max_skill_level();
    // (skill, level, index of the entry that first named it)
    let mut own: Vec<(Skill, u8, usize)> = Vec::new();
    for (index, pick) in picks.iter().enumerate() {
        let Some((skill, named)) = Skill::read(&pick.id) else {
            errors.push(SheetError::UnknownSkill {
                index,
                given: pick.id.clone(),
                suggestion: nearest_name(&pick.id, skill_names()).map(str::to_string),
            });
            continue;
        };
        if pick.level == 0 || pick.level > 3 {
            errors.push(SheetError::BadLevel { index, level: pick.level });
            continue;
        }
        let level = named - 1 + pick.level;
        let total = own.iter().find(|o| o.0 == skill).map_or(0, |o| o.1) + level;
        if total > 1 && !skill.is_double() {
            errors.push(SheetError::NotDouble { index, skill, level: total });
            continue;
        }
        if total > max {
            errors.push(SheetError::LevelTooHigh { index, skill, level: total, max });
            continue;
        }
        match own.iter_mut().find(|o| o.0 == skill) {
            Some(o) => o.1 = total,
            None => own.push((skill, level, index)),
        }
    }
    let skills: Vec<SkillLevel> =
        own.iter().map(|(skill, level, _)| SkillLevel { skill: *skill, level: *level }).collect();

    // Implied skills: within the maximum, and nothing the character holds may exclude another.
    let sheet_index = |i: usize| own[i].2;
    let held = held(&skills);
    for h in &held {
        if !h.skill.is_double() && h.level > 1 {
            // Taken in its own right by a man who already has it through another skill.
            let index = sheet_index(h.index.max(implier_index(&skills, h.skill)));
            errors.push(SheetError::NotDouble { index, skill: h.skill, level: h.level });
        } else if h.level > max && h.own < h.level {
            let index = sheet_index(h.index.max(implier_index(&skills, h.skill)));
            errors.push(SheetError::LevelTooHigh { index, skill: h.skill, level: h.level, max });
        }
    }
    for (i, a) in held.iter().enumerate() {
        for b in &held[i + 1..] {
            let Some(c) = contradiction(a.skill, b.skill).filter(|c| c.clash == Clash::Excluded) else { continue };
            let (later, other) = if a.index >= b.index { (a, b) } else { (b, a) };
            let giver = if later.own == 0 { later.implied_by.first().copied() } else { None };
            errors.push(SheetError::Contradiction {
                index: sheet_index(later.index),
                skill: giver.unwrap_or(later.skill),
                gives: giver.map(|_| later.skill),
                other: other.skill,
                decision: c.decision,
            });
        }
    }
    skills
}

/// The position (among the merged own skills) of the last skill implying `skill`.
fn implier_index(skills: &[SkillLevel], skill: Skill) -> usize {
    skills.iter().rposition(|s| s.skill.info().implies.contains(&skill)).unwrap_or(0)
}

fn check_weapons(given: &[String], errors: &mut Vec<SheetError>) -> Vec<Weapon> {
    let mut weapons = Vec::new();
    for (index, typed) in given.iter().enumerate() {
        let Some(weapon) = Weapon::from_id(typed) else {
            errors.push(SheetError::UnknownWeapon {
                index,
                given: typed.clone(),
                suggestion: nearest_name(typed, weapon_names()).map(str::to_string),
            });
            continue;
        };
        if let Some(max) = weapon.info().max_carried {
            if weapons.iter().filter(|w| **w == weapon).count() >= usize::from(max) {
                errors.push(SheetError::TooMany { index, weapon: weapon.name(), max });
                continue;
            }
        }
        weapons.push(weapon);
    }
    weapons
}

fn check_wounds(given: &[WoundPick], errors: &mut Vec<SheetError>) -> Vec<Wound> {
    let mut wounds = Vec::new();
    for (index, pick) in given.iter().enumerate() {
        let severity = Severity::from_id(&pick.severity);
        let location = Location::from_id(&pick.location);
        if severity.is_none() {
            errors.push(SheetError::UnknownSeverity { index, given: pick.severity.clone() });
        }
        if location.is_none() {
            errors.push(SheetError::UnknownLocation { index, given: pick.location.clone() });
        }
        if let (Some(severity), Some(location)) = (severity, location) {
            wounds.push(Wound { location, severity });
        }
    }
    wounds
}

#[cfg(test)]
#[path = "character_tests.rs"]
mod tests;
