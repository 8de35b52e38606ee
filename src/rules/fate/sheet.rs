//! The fate-deck character card as a player types it, and every reason it may be refused.

use serde::{Deserialize, Deserializer, Serialize};
use ts_rs::TS;

use super::class::Class;
use super::skills::Skill;
use crate::error::ErrorCode;

/// The longest name a character may have, in characters.
pub const NAME_MAX_CHARS: usize = 80;
/// The longest notes on a sheet: a page. Decision: the rule books set no length; a page is more than
/// a roster sheet prints, and keeps a pasted book out of the database.
pub const NOTES_MAX_CHARS: usize = 4_000;

/// A character as a player typed it, unchecked.
/// [`Character::from_sheet`](super::Character::from_sheet) checks it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export, rename = "FateCharacterSheet")]
pub struct CharacterSheet {
    pub name: String,
    /// `citizen`, `gunman`, `shootist`, `legend`, `young_blood`, `warrior` or `mighty_warrior`.
    pub class: String,
    /// Skills: `"strong"`, `"very strong"` or `{"id": "strong", "level": 2}`. A double skill
    /// listed twice is taken doubled.
    #[serde(default)]
    pub skills: Vec<SkillPick>,
    /// The shooting hand: `right` (the default), `left`, or `ambidextrous` (needs the skill).
    #[serde(default = "right_hand")]
    pub hand: String,
    /// Ids or aliases of weapons: `["six_shooter", "winchester"]`. A brace of pistols is the same
    /// weapon twice.
    #[serde(default)]
    pub weapons: Vec<String>,
    /// Armed men killed, over the character's career.
    #[serde(default)]
    pub kills: u32,
    /// Wounds carried: `"serious right arm"` or `{"severity": "serious", "location": "right_arm"}`.
    #[serde(default)]
    pub wounds: Vec<WoundPick>,
    #[serde(default)]
    pub notes: String,
}

fn right_hand() -> String {
    "right".to_string()
}

impl CharacterSheet {
    /// A sheet stored by an earlier Posse, brought up to the rules as now read, and what was
    /// changed, in words (also added to the notes). Applied to stored sheets when they are read, so
    /// that no campaign becomes unreadable when a reading is settled; a sheet as typed now is
    /// checked strictly instead.
    ///
    /// - "Fast learner" is not a skill of the text (its sentence is Legend of the West's): it is
    ///   dropped. The extra skill it gave stays.
    /// - Skilled Fighter has no `*`: more than one level of it is cut to one, and a Wildman (who is
    ///   a Skilled Fighter already) loses his own entry of it.
    pub fn upgraded(&self) -> (CharacterSheet, Vec<String>) {
        let mut sheet = self.clone();
        let mut changes = Vec::new();
        let id_of = |p: &SkillPick| super::normalise_id(&p.id).trim_start_matches("very_").to_string();
        let before = sheet.skills.len();
        sheet.skills.retain(|p| id_of(p) != "fast_learner");
        if sheet.skills.len() < before {
            changes.push(
                "Fast learner removed: it is not a skill of the 1996 text (its \"roll randomly for one additional skill\" is Legend of the West's); the skill it gave is kept.".to_string(),
            );
        }
        let fighter = |p: &SkillPick| matches!(Skill::read(&p.id), Some((Skill::SkilledFighter, _)));
        let wildman = sheet.skills.iter().any(|p| matches!(Skill::read(&p.id), Some((Skill::Wildman, _))));
        let levels: u32 = sheet
            .skills
            .iter()
            .filter(|p| fighter(p))
            .map(|p| u32::from(p.level) + Skill::read(&p.id).map_or(0, |(_, named)| u32::from(named) - 1))
            .sum();
        if wildman && levels > 0 {
            sheet.skills.retain(|p| !fighter(p));
            changes.push(
                "Skilled Fighter entry removed: a Wildman is a Skilled Fighter already, and it has no * to be doubled."
                    .to_string(),
            );
        } else if levels > 1 {
            let first = sheet.skills.iter().position(fighter).expect("counted above");
            sheet.skills[first] = SkillPick::plain(Skill::SkilledFighter.id());
            let mut seen = false;
            sheet.skills.retain(|p| !fighter(p) || !std::mem::replace(&mut seen, true));
            changes.push("Skilled Fighter cut to one level: it has no * to be doubled.".to_string());
        }
        for change in &changes {
            if !sheet.notes.is_empty() {
                sheet.notes.push('\n');
            }
            sheet.notes.push_str(&format!("[Posse rules review] {change}"));
        }
        (sheet, changes)
    }
}

/// A skill as typed: the plain string `"very strong"`, or `{"id": "strong", "level": 2}`. Always
/// written as the object.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateSkillPick")]
pub struct SkillPick {
    pub id: String,
    /// 1, or 2 for a doubled skill ("Very Strong").
    #[serde(default = "one")]
    pub level: u8,
}

fn one() -> u8 {
    1
}

impl SkillPick {
    pub fn plain(id: &str) -> SkillPick {
        SkillPick { id: id.to_string(), level: 1 }
    }

    pub fn at(id: &str, level: u8) -> SkillPick {
        SkillPick { id: id.to_string(), level }
    }
}

impl<'de> Deserialize<'de> for SkillPick {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Full {
            id: String,
            #[serde(default = "one")]
            level: u8,
        }
        #[derive(Deserialize)]
        #[serde(untagged, expecting = "a skill id, or {\"id\": …, \"level\": …}")]
        enum Typed {
            Plain(String),
            Full(Full),
        }
        Ok(match Typed::deserialize(deserializer)? {
            Typed::Plain(id) => SkillPick { id, level: 1 },
            Typed::Full(Full { id, level }) => SkillPick { id, level },
        })
    }
}

/// A wound as typed: `"serious right arm"`, `"flesh wound, legs"`, or
/// `{"severity": "serious", "location": "right_arm"}`. Always written as the object.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateWoundPick")]
pub struct WoundPick {
    pub severity: String,
    pub location: String,
}

impl WoundPick {
    pub fn new(severity: &str, location: &str) -> WoundPick {
        WoundPick { severity: severity.to_string(), location: location.to_string() }
    }

    /// Splits `"serious right arm"` or `"flesh wound, legs"` into its severity and location.
    pub fn parse(text: &str) -> WoundPick {
        let text = text.trim().replace(',', " ");
        let lower = text.to_lowercase();
        for severity in ["flesh wound", "serious wound", "flesh", "serious"] {
            if let Some(rest) = lower.strip_prefix(severity) {
                return WoundPick::new(severity, rest.trim().trim_start_matches("to ").trim_start_matches("in "));
            }
        }
        let (severity, location) = text.split_once(' ').unwrap_or((&text, ""));
        WoundPick::new(severity, location.trim())
    }
}

impl<'de> Deserialize<'de> for WoundPick {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Full {
            severity: String,
            location: String,
        }
        #[derive(Deserialize)]
        #[serde(untagged, expecting = "a wound such as \"serious right arm\", or {\"severity\": …, \"location\": …}")]
        enum Typed {
            Plain(String),
            Full(Full),
        }
        Ok(match Typed::deserialize(deserializer)? {
            Typed::Plain(text) => WoundPick::parse(&text),
            Typed::Full(Full { severity, location }) => WoundPick { severity, location },
        })
    }
}

fn did_you_mean(suggestion: &Option<String>) -> String {
    suggestion.as_ref().map(|s| format!(" (did you mean {s}?)")).unwrap_or_default()
}

/// One reason a sheet is refused. The message starts with the field at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SheetError {
    #[error("name: a character needs a name")]
    EmptyName,
    #[error("name: at most {max} characters, this name has {len}")]
    NameTooLong { len: usize, max: usize },
    #[error("notes: at most {max} characters, these have {len}")]
    NotesTooLong { len: usize, max: usize },
    #[error(
        "class: \"{given}\" is not a class (citizen, gunman, shootist, legend, young_blood, warrior or mighty_warrior)"
    )]
    UnknownClass { given: String },
    #[error("class: {} is an Indian class, and this campaign plays without them (option indian_classes)", .class.name())]
    IndianClassesOff { class: Class },
    #[error("skills[{index}]: \"{given}\" is not a skill{}", did_you_mean(.suggestion))]
    UnknownSkill { index: usize, given: String, suggestion: Option<String> },
    #[error("skills[{index}]: level {level} is not a level (1, or 2 for a double skill)")]
    BadLevel { index: usize, level: u8 },
    #[error("skills[{index}]: {} is not a double skill (no * in the rules), so it cannot be taken {}", .skill.name(), if *.level == 2 { "twice" } else { "more than once" })]
    NotDouble { index: usize, skill: Skill, level: u8 },
    #[error("skills[{index}]: {} would be level {level}; at most {max} in this campaign{}", .skill.name(), if *.max == 2 { " (treble skills are off)" } else { "" })]
    LevelTooHigh { index: usize, skill: Skill, level: u8, max: u8 },
    #[error("skills[{index}]: {}{} contradicts {}; {decision}", .skill.name(), .gives.map(|g| format!(", which gives {},", g.name())).unwrap_or_default(), .other.name())]
    Contradiction { index: usize, skill: Skill, gives: Option<Skill>, other: Skill, decision: &'static str },
    #[error("hand: \"{given}\" is not a shooting hand (right, left or ambidextrous)")]
    UnknownHand { given: String },
    #[error("hand: ambidextrous needs the Ambidextrous skill")]
    AmbidextrousWithoutSkill,
    #[error("weapons[{index}]: \"{given}\" is not a weapon{}", did_you_mean(.suggestion))]
    UnknownWeapon { index: usize, given: String, suggestion: Option<String> },
    #[error("weapons[{index}]: at most {max} {} per model", .weapon.to_lowercase())]
    TooMany { index: usize, weapon: &'static str, max: u8 },
    #[error("wounds[{index}]: \"{given}\" is not a wound severity (flesh or serious)")]
    UnknownSeverity { index: usize, given: String },
    #[error("wounds[{index}]: \"{given}\" is not a location (head, chest, belly, right_arm, left_arm, legs)")]
    UnknownLocation { index: usize, given: String },
}

impl SheetError {
    /// The sheet field at fault: `name`, `class`, `skills[1]`, `hand`, `weapons[0]`, `wounds[2]`.
    pub fn field(&self) -> String {
        match self {
            SheetError::EmptyName | SheetError::NameTooLong { .. } => "name".to_string(),
            SheetError::NotesTooLong { .. } => "notes".to_string(),
            SheetError::UnknownClass { .. } | SheetError::IndianClassesOff { .. } => "class".to_string(),
            SheetError::UnknownSkill { index, .. }
            | SheetError::BadLevel { index, .. }
            | SheetError::NotDouble { index, .. }
            | SheetError::LevelTooHigh { index, .. }
            | SheetError::Contradiction { index, .. } => format!("skills[{index}]"),
            SheetError::UnknownHand { .. } | SheetError::AmbidextrousWithoutSkill => "hand".to_string(),
            SheetError::UnknownWeapon { index, .. } | SheetError::TooMany { index, .. } => format!("weapons[{index}]"),
            SheetError::UnknownSeverity { index, .. } | SheetError::UnknownLocation { index, .. } => {
                format!("wounds[{index}]")
            }
        }
    }
}

impl ErrorCode for SheetError {
    fn code(&self) -> &'static str {
        match self {
            SheetError::EmptyName => "empty_name",
            SheetError::NameTooLong { .. } => "name_too_long",
            SheetError::NotesTooLong { .. } => "text_too_long",
            SheetError::UnknownClass { .. } => "unknown_class",
            SheetError::IndianClassesOff { .. } => "indian_classes_off",
            SheetError::UnknownSkill { .. } => "unknown_skill",
            SheetError::BadLevel { .. } => "bad_skill_level",
            SheetError::NotDouble { .. } => "not_a_double_skill",
            SheetError::LevelTooHigh { .. } => "skill_level_too_high",
            SheetError::Contradiction { .. } => "contradictory_skills",
            SheetError::UnknownHand { .. } => "unknown_hand",
            SheetError::AmbidextrousWithoutSkill => "ambidextrous_without_skill",
            SheetError::UnknownWeapon { .. } => "unknown_weapon",
            SheetError::TooMany { .. } => "too_many_weapons",
            SheetError::UnknownSeverity { .. } => "unknown_wound_severity",
            SheetError::UnknownLocation { .. } => "unknown_location",
        }
    }
}

crate::rules::sheet_errors::sheet_errors!(SheetError);
