//! A gang's figure as a player types it ([`FigureSheet`]), and checked ([`Figure`]): its skills,
//! the weapons it carries, its horse, the wounds it carries from game to game, its kills.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::weapons::{FightWeapon, Weapon};
use super::{nearest_name, normalise_id};
use crate::error::ErrorCode;

/// The longest name a figure may have, in characters.
pub const NAME_MAX_CHARS: usize = 80;

/// A skill the text names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwSkill")]
pub enum Skill {
    /// "Shooting / Throwing Skill +10%".
    Shooting,
    /// "Fighting skill +2" in hand to hand.
    Fighting,
    /// "Figures with riding skills fail on 15%" (a horse's jump).
    Riding,
}

impl Skill {
    pub const ALL: [Skill; 3] = [Skill::Shooting, Skill::Fighting, Skill::Riding];

    pub fn id(self) -> &'static str {
        match self {
            Skill::Shooting => "shooting",
            Skill::Fighting => "fighting",
            Skill::Riding => "riding",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Skill::Shooting => "Shooting / throwing skill",
            Skill::Fighting => "Fighting skill",
            Skill::Riding => "Riding skill",
        }
    }

    /// What it does, in the text's words.
    pub fn effect(self) -> &'static str {
        match self {
            Skill::Shooting => "+10% to hit when shooting or throwing",
            Skill::Fighting => "+2 in hand to hand",
            Skill::Riding => "A horse's jump fails on 01–15, not 01–25",
        }
    }

    pub fn read(typed: &str) -> Option<Skill> {
        let id = normalise_id(typed);
        let id = id.trim_end_matches("_skill");
        match id {
            "shooting" | "throwing" | "shooting_throwing" => Some(Skill::Shooting),
            "fighting" | "hand_to_hand" => Some(Skill::Fighting),
            "riding" => Some(Skill::Riding),
            _ => None,
        }
    }
}

/// A mount the text knows: the horse (the text has no other; wagons and stages are scenery).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwMount")]
pub enum Mount {
    Horse,
}

impl Mount {
    pub fn read(typed: &str) -> Option<Mount> {
        match normalise_id(typed).as_str() {
            "horse" | "pony" | "mustang" => Some(Mount::Horse),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        "Horse"
    }
}

/// A figure as a player typed it, unchecked. [`Figure::from_sheet`] checks it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export, rename = "MwwFigureSheet")]
pub struct FigureSheet {
    pub name: String,
    /// `shooting`, `fighting`, `riding`.
    #[serde(default)]
    pub skills: Vec<String>,
    /// Ids or aliases of weapons: `["six_gun", "winchester", "knife"]`.
    #[serde(default)]
    pub weapons: Vec<String>,
    /// `"horse"`, or absent for a figure on foot.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub mount: Option<String>,
    /// Wounds carried into the next game (0 or more).
    #[serde(default)]
    pub wounds: i32,
    /// Figures killed, over the figure's career (0 or more).
    #[serde(default)]
    pub kills: i32,
    #[serde(default)]
    pub notes: String,
}

fn did_you_mean(suggestion: &Option<String>) -> String {
    suggestion.as_ref().map(|s| format!(" (did you mean {s}?)")).unwrap_or_default()
}

/// One reason a figure is refused. The message starts with the field at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SheetError {
    #[error("name: a figure needs a name")]
    EmptyName,
    #[error("name: at most {max} characters, this name has {len}")]
    NameTooLong { len: usize, max: usize },
    #[error("skills[{index}]: \"{given}\" is not a skill (shooting, fighting or riding)")]
    UnknownSkill { index: usize, given: String },
    #[error("skills[{index}]: {} is listed twice", .skill.id())]
    RepeatedSkill { index: usize, skill: Skill },
    #[error("weapons[{index}]: \"{given}\" is not a weapon{}", did_you_mean(.suggestion))]
    UnknownWeapon { index: usize, given: String, suggestion: Option<String> },
    #[error("mount: \"{given}\" is not a mount (horse, or leave it out for a figure on foot)")]
    UnknownMount { given: String },
    #[error("wounds: {0} is not a number of wounds (0 or more, at most {max})", max = MAX_WOUNDS)]
    BadWounds(i32),
    #[error("kills: {0} is not a number of kills (0 or more)")]
    BadKills(i32),
}

/// The most wounds a sheet may carry: far beyond any figure's (3 knock him out), so that a typing
/// slip is caught.
pub const MAX_WOUNDS: i32 = 99;

impl SheetError {
    /// The sheet field at fault: `name`, `skills[1]`, `weapons[0]`, `mount`.
    pub fn field(&self) -> String {
        match self {
            SheetError::EmptyName | SheetError::NameTooLong { .. } => "name".to_string(),
            SheetError::UnknownSkill { index, .. } | SheetError::RepeatedSkill { index, .. } => {
                format!("skills[{index}]")
            }
            SheetError::UnknownWeapon { index, .. } => format!("weapons[{index}]"),
            SheetError::UnknownMount { .. } => "mount".to_string(),
            SheetError::BadWounds(_) => "wounds".to_string(),
            SheetError::BadKills(_) => "kills".to_string(),
        }
    }
}

impl ErrorCode for SheetError {
    fn code(&self) -> &'static str {
        match self {
            SheetError::EmptyName => "empty_name",
            SheetError::NameTooLong { .. } => "name_too_long",
            SheetError::UnknownSkill { .. } => "unknown_skill",
            SheetError::RepeatedSkill { .. } => "repeated_skill",
            SheetError::UnknownWeapon { .. } => "unknown_weapon",
            SheetError::UnknownMount { .. } => "unknown_mount",
            SheetError::BadWounds(_) => "bad_wounds",
            SheetError::BadKills(_) => "bad_kills",
        }
    }
}

crate::rules::sheet_errors::sheet_errors!(SheetError);

/// A figure that obeys the rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Figure {
    name: String,
    skills: Vec<Skill>,
    weapons: Vec<Weapon>,
    mount: Option<Mount>,
    wounds: u8,
    kills: u32,
    notes: String,
}

impl Figure {
    /// Checks a sheet, giving every problem at once. A weapon may be carried more than once (a
    /// brace of six guns).
    pub fn from_sheet(sheet: &FigureSheet) -> Result<Figure, SheetErrors> {
        let mut errors = Vec::new();
        let name = sheet.name.trim();
        let len = name.chars().count();
        if name.is_empty() {
            errors.push(SheetError::EmptyName);
        } else if len > NAME_MAX_CHARS {
            errors.push(SheetError::NameTooLong { len, max: NAME_MAX_CHARS });
        }
        let mut skills = Vec::new();
        for (index, typed) in sheet.skills.iter().enumerate() {
            match Skill::read(typed) {
                None => errors.push(SheetError::UnknownSkill { index, given: typed.clone() }),
                Some(skill) if skills.contains(&skill) => errors.push(SheetError::RepeatedSkill { index, skill }),
                Some(skill) => skills.push(skill),
            }
        }
        let mut weapons = Vec::new();
        for (index, typed) in sheet.weapons.iter().enumerate() {
            match Weapon::read(typed) {
                Some(w) => weapons.push(w),
                None => errors.push(SheetError::UnknownWeapon {
                    index,
                    given: typed.clone(),
                    suggestion: nearest_name(typed, Weapon::names()).map(str::to_string),
                }),
            }
        }
        let mount = match sheet.mount.as_deref().map(str::trim) {
            None | Some("") | Some("none") | Some("on_foot") => None,
            Some(typed) => match Mount::read(typed) {
                Some(m) => Some(m),
                None => {
                    errors.push(SheetError::UnknownMount { given: typed.to_string() });
                    None
                }
            },
        };
        if !(0..=MAX_WOUNDS).contains(&sheet.wounds) {
            errors.push(SheetError::BadWounds(sheet.wounds));
        }
        if sheet.kills < 0 {
            errors.push(SheetError::BadKills(sheet.kills));
        }
        if !errors.is_empty() {
            return Err(SheetErrors(errors));
        }
        Ok(Figure {
            name: name.to_string(),
            skills,
            weapons,
            mount,
            wounds: sheet.wounds as u8,
            kills: sheet.kills as u32,
            notes: sheet.notes.trim().to_string(),
        })
    }

    /// The canonical sheet: ids for what was typed as aliases.
    pub fn to_sheet(&self) -> FigureSheet {
        FigureSheet {
            name: self.name.clone(),
            skills: self.skills.iter().map(|s| s.id().to_string()).collect(),
            weapons: self.weapons.iter().map(|w| w.id().to_string()).collect(),
            mount: self.mount.map(|_| "horse".to_string()),
            wounds: i32::from(self.wounds),
            kills: i32::try_from(self.kills).unwrap_or(i32::MAX),
            notes: self.notes.clone(),
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn skills(&self) -> &[Skill] {
        &self.skills
    }

    pub fn has(&self, skill: Skill) -> bool {
        self.skills.contains(&skill)
    }

    pub fn weapons(&self) -> &[Weapon] {
        &self.weapons
    }

    pub fn mount(&self) -> Option<Mount> {
        self.mount
    }

    pub fn wounds(&self) -> u8 {
        self.wounds
    }

    pub fn kills(&self) -> u32 {
        self.kills
    }

    pub fn notes(&self) -> &str {
        &self.notes
    }

    /// "Mounted figure" or "Figure": what the roster calls him.
    pub fn kind_name(&self) -> &'static str {
        if self.mount.is_some() {
            "Mounted figure"
        } else {
            "Figure"
        }
    }

    /// The weapons he shoots or throws with, each once, in the order carried.
    pub fn shooting_weapons(&self) -> Vec<Weapon> {
        let mut out: Vec<Weapon> = Vec::new();
        for w in &self.weapons {
            if w.info().shoots_as.is_some() && !out.contains(w) {
                out.push(*w);
            }
        }
        out
    }

    /// The weapon he fights with: the best carried (most points, then most wounds; "No weapon"
    /// with none).
    pub fn fight_weapon(&self) -> FightWeapon {
        self.weapons
            .iter()
            .map(|w| w.info().fights_as)
            .max_by_key(|f| (f.info().points, f.info().wounds))
            .unwrap_or(FightWeapon::NoWeapon)
    }

    /// What his wounds do, in words: the lines of the text with "−5% per wound" (Shooting
    /// Modifiers: "Wounded −5% per wound cannot Aim"), "Per wound −1" (Hand to Hand Modifiers and
    /// the Reaction tests) and "1 AP will be deducted for every wound" (Action points).
    pub fn wound_effects(&self) -> Vec<String> {
        let n = self.wounds;
        if n == 0 {
            return Vec::new();
        }
        let mut out = vec![
            format!("−{}% to shoot, and cannot aim", 5 * u32::from(n)),
            format!("−{n} in hand to hand"),
            format!("−{n} in a reaction test (who fires first)"),
            format!("The gang has {n} AP{} less every turn", if n == 1 { "" } else { "s" }),
        ];
        if n >= super::fighting::KNOCKED_OUT_WOUNDS {
            out.push("3 or more wounds: cannot start a fight (may defend)".to_string());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet(json: &str) -> FigureSheet {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn a_figure_reads_aliases_and_writes_ids() {
        let f = Figure::from_sheet(&sheet(
            r#"{"name": " Kid Curry ", "skills": ["Shooting skill", "riding"], "weapons": ["Winchester", "colt", "Bowie knife"], "mount": "horse", "wounds": 2, "kills": 3}"#,
        ))
        .unwrap();
        assert_eq!(f.name(), "Kid Curry");
        assert_eq!(f.kind_name(), "Mounted figure");
        let s = f.to_sheet();
        assert_eq!(s.skills, ["shooting", "riding"]);
        assert_eq!(s.weapons, ["repeating_rifle", "six_gun", "knife"]);
        assert_eq!(s.mount.as_deref(), Some("horse"));
        assert_eq!(f.fight_weapon(), FightWeapon::RifleShotgun);
        assert_eq!(f.shooting_weapons(), [Weapon::RepeatingRifle, Weapon::SixGun, Weapon::Knife]);
        assert_eq!(f.wound_effects()[0], "−10% to shoot, and cannot aim");
        // Reaction tests: "Per wound −1".
        assert!(f.wound_effects().contains(&"−2 in a reaction test (who fires first)".to_string()));
    }

    #[test]
    fn every_problem_is_named_with_its_field() {
        let e = Figure::from_sheet(&sheet(
            r#"{"name": "", "skills": ["shooting", "shooting", "banjo"], "weapons": ["winchestr"], "mount": "camel"}"#,
        ))
        .unwrap_err();
        let fields: Vec<String> = e.0.iter().map(SheetError::field).collect();
        assert_eq!(fields, ["name", "skills[1]", "skills[2]", "weapons[0]", "mount"]);
        assert!(e.to_string().contains("weapons[0]: \"winchestr\" is not a weapon (did you mean winchester?)"), "{e}");
        assert_eq!(e.code(), "empty_name");
        assert!(serde_json::from_str::<FigureSheet>(r#"{"name": "A", "class": "gunman"}"#).is_err());
    }
}
