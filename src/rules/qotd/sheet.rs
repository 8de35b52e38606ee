//! QOTD Reel 2, Casting: the character sheet as a player types it, and every reason the rules
//! may refuse it.

use serde::{Deserialize, Deserializer, Serialize};
use ts_rs::TS;

use super::{Armour, CharacterType, TraitParam};
use crate::error::ErrorCode;

/// The longest name a character may have, in characters.
pub const NAME_MAX_CHARS: usize = 80;
/// The longest notes on a sheet: a page. Decision: the rule books set no length; a page is more than
/// a roster sheet prints, and keeps a pasted book out of the database.
pub const NOTES_MAX_CHARS: usize = 4_000;

/// A character as a player typed it, unchecked. [`Character::from_sheet`](super::Character::from_sheet)
/// checks it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct CharacterSheet {
    pub name: String,
    /// `hero`, `main`, `supporting` or `minor`.
    #[serde(rename = "type")]
    pub kind: String,
    /// A personality id, e.g. `disciplined`.
    pub personality: String,
    /// Skills and traits: `"marksman"` or `{"id": "good_in_skill", "param": "riding"}`.
    #[serde(default)]
    pub traits: Vec<TraitPick>,
    /// Ids or aliases of missile and melee weapons, e.g. `["cartridge_revolver", "winchester"]`.
    #[serde(default)]
    pub weapons: Vec<String>,
    /// `none` (the default), `minimal` or `armoured`.
    #[serde(default = "no_armour")]
    pub armour: String,
    #[serde(default)]
    pub shield: bool,
    #[serde(default)]
    pub notes: String,
    /// Heroic, but since a brush with death takes Courage Tests (QOTD Reel 6, Post action rest
    /// and recovery: "If Heroic they now have to take Courage Tests"). Written only when true, so
    /// sheets without it stay as they were.
    #[serde(default, skip_serializing_if = "is_false")]
    pub courage_tests: bool,
    /// Has gained Cautious's effect besides their personality, since a brush with death (QOTD Reel
    /// 6: "they have gained the Cautious Trait"; campaign option `brush_with_death=keep`). Written
    /// only when true.
    #[serde(default, skip_serializing_if = "is_false")]
    pub cautious: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn no_armour() -> String {
    Armour::None.id().to_string()
}

/// A skill or trait as typed. Reads the plain string `"marksman"` or the object
/// `{"id": "good_in_skill", "param": "riding"}`; always written as the object, without `param` when
/// there is none.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct TraitPick {
    pub id: String,
    /// The skill (`good_in_skill`, `poor_in_skill`) or weapon (`expert`) the trait is about.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub param: Option<String>,
}

impl TraitPick {
    pub fn plain(id: &str) -> TraitPick {
        TraitPick { id: id.to_string(), param: None }
    }

    pub fn with(id: &str, param: &str) -> TraitPick {
        TraitPick { id: id.to_string(), param: Some(param.to_string()) }
    }
}

impl<'de> Deserialize<'de> for TraitPick {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Full {
            id: String,
            #[serde(default)]
            param: Option<String>,
        }
        #[derive(Deserialize)]
        #[serde(untagged, expecting = "a skill or trait id, or {\"id\": …, \"param\": …}")]
        enum Typed {
            Plain(String),
            Full(Full),
        }
        Ok(match Typed::deserialize(deserializer)? {
            Typed::Plain(id) => TraitPick { id, param: None },
            Typed::Full(Full { id, param }) => TraitPick { id, param },
        })
    }
}

fn did_you_mean(suggestion: &Option<String>) -> String {
    suggestion.as_ref().map(|s| format!(" (did you mean {s}?)")).unwrap_or_default()
}

fn skills_or_traits(n: u8) -> &'static str {
    if n == 1 {
        "skill or trait"
    } else {
        "skills or traits"
    }
}

fn param_name(param: TraitParam) -> &'static str {
    match param {
        TraitParam::Skill => "a skill, e.g. {\"id\": \"good_in_skill\", \"param\": \"riding\"}",
        TraitParam::Weapon => "a weapon, e.g. {\"id\": \"expert\", \"param\": \"winchester\"}",
    }
}

/// One reason a sheet is refused. The message names the field and the reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SheetError {
    #[error("name: a character needs a name")]
    EmptyName,
    #[error("name: at most {max} characters, this name has {len}")]
    NameTooLong { len: usize, max: usize },
    #[error("notes: at most {max} characters, these have {len}")]
    NotesTooLong { len: usize, max: usize },
    #[error("type: \"{given}\" is not a QOTD character type (hero, main, supporting or minor)")]
    UnknownType { given: String },
    #[error("personality: \"{given}\" is not a QOTD personality{}", did_you_mean(.suggestion))]
    UnknownPersonality { given: String, suggestion: Option<String> },
    #[error("traits[{index}]: \"{given}\" is not a QOTD skill or trait{}", did_you_mean(.suggestion))]
    UnknownTrait { index: usize, given: String, suggestion: Option<String> },
    #[error(
        "traits: a {} may have at most {max} {}, this sheet has {count}",
        .kind.name(),
        skills_or_traits(*.max)
    )]
    TooManyTraits { kind: CharacterType, max: u8, count: usize },
    #[error("traits[{index}]: {id}{} is already taken as traits[{first}]", .param.as_ref().map(|p| format!(" ({p})")).unwrap_or_default())]
    DuplicateTrait { index: usize, first: usize, id: &'static str, param: Option<String> },
    #[error("traits[{index}]: {id} contradicts {other} (traits[{other_index}])")]
    ConflictingTraits { index: usize, id: &'static str, other: &'static str, other_index: usize },
    #[error("traits[{index}]: {id} needs a param naming {}", param_name(*.param))]
    MissingParam { index: usize, id: &'static str, param: TraitParam },
    #[error("traits[{index}]: {id} takes no param, but \"{param}\" was given")]
    UnexpectedParam { index: usize, id: &'static str, param: String },
    #[error("{field}: \"{given}\" is not a QOTD weapon{}", did_you_mean(.suggestion))]
    UnknownWeapon { field: String, given: String, suggestion: Option<String> },
    #[error("weapons[{index}]: {id} is already carried as weapons[{first}]")]
    DuplicateWeapon { index: usize, first: usize, id: &'static str },
    #[error("armour: \"{given}\" is not a QOTD armour (none, minimal or armoured)")]
    UnknownArmour { given: String },
}

impl SheetError {
    /// The sheet field at fault: `name`, `type`, `personality`, `traits`, `traits[1]`, `weapons[0]`,
    /// `armour`.
    pub fn field(&self) -> String {
        match self {
            SheetError::EmptyName | SheetError::NameTooLong { .. } => "name".to_string(),
            SheetError::NotesTooLong { .. } => "notes".to_string(),
            SheetError::UnknownType { .. } => "type".to_string(),
            SheetError::UnknownPersonality { .. } => "personality".to_string(),
            SheetError::TooManyTraits { .. } => "traits".to_string(),
            SheetError::UnknownTrait { index, .. }
            | SheetError::DuplicateTrait { index, .. }
            | SheetError::ConflictingTraits { index, .. }
            | SheetError::MissingParam { index, .. }
            | SheetError::UnexpectedParam { index, .. } => format!("traits[{index}]"),
            SheetError::UnknownWeapon { field, .. } => field.clone(),
            SheetError::DuplicateWeapon { index, .. } => format!("weapons[{index}]"),
            SheetError::UnknownArmour { .. } => "armour".to_string(),
        }
    }
}

impl ErrorCode for SheetError {
    fn code(&self) -> &'static str {
        match self {
            SheetError::EmptyName => "empty_name",
            SheetError::NameTooLong { .. } => "name_too_long",
            SheetError::NotesTooLong { .. } => "text_too_long",
            SheetError::UnknownType { .. } => "unknown_type",
            SheetError::UnknownPersonality { .. } => "unknown_personality",
            SheetError::UnknownTrait { .. } => "unknown_trait",
            SheetError::TooManyTraits { .. } => "too_many_traits",
            SheetError::DuplicateTrait { .. } => "duplicate_trait",
            SheetError::ConflictingTraits { .. } => "conflicting_traits",
            SheetError::MissingParam { .. } => "missing_param",
            SheetError::UnexpectedParam { .. } => "unexpected_param",
            SheetError::UnknownWeapon { .. } => "unknown_weapon",
            SheetError::DuplicateWeapon { .. } => "duplicate_weapon",
            SheetError::UnknownArmour { .. } => "unknown_armour",
        }
    }
}

crate::rules::sheet_errors::sheet_errors!(SheetError);

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::rules::qotd::Character;

    pub(crate) fn sheet(kind: &str, traits: Vec<TraitPick>) -> CharacterSheet {
        CharacterSheet {
            name: "Wyatt Earp".to_string(),
            kind: kind.to_string(),
            personality: "disciplined".to_string(),
            traits,
            weapons: vec!["cartridge_revolver".to_string()],
            armour: "none".to_string(),
            shield: false,
            notes: String::new(),
            courage_tests: false,
            cautious: false,
        }
    }

    /// The one error a sheet gives, checked by variant, field and code.
    fn only_error(sheet: &CharacterSheet) -> SheetError {
        let errors = Character::from_sheet(sheet).expect_err("the sheet should be refused").0;
        assert_eq!(errors.len(), 1, "{errors:?}");
        errors.into_iter().next().unwrap()
    }

    fn assert_refused(error: &SheetError, field: &str, code: &str) {
        assert_eq!(error.field(), field, "{error}");
        assert_eq!(error.code(), code, "{error}");
        assert!(error.to_string().starts_with(&format!("{field}: ")), "{error}");
    }

    #[test]
    fn a_plain_string_trait_and_an_object_trait_both_parse() {
        let picks: Vec<TraitPick> =
            serde_json::from_str(r#"["marksman", {"id": "good_in_skill", "param": "riding"}, {"id": "tough"}, {"id": "frail", "param": null}]"#)
                .unwrap();
        assert_eq!(
            picks,
            [
                TraitPick::plain("marksman"),
                TraitPick::with("good_in_skill", "riding"),
                TraitPick::plain("tough"),
                TraitPick::plain("frail")
            ]
        );
    }

    #[test]
    fn a_trait_is_written_as_an_object_without_an_empty_param() {
        assert_eq!(serde_json::to_string(&TraitPick::plain("marksman")).unwrap(), r#"{"id":"marksman"}"#);
        assert_eq!(
            serde_json::to_string(&TraitPick::with("expert", "bow")).unwrap(),
            r#"{"id":"expert","param":"bow"}"#
        );
    }

    #[test]
    fn a_trait_with_a_stray_key_or_the_wrong_shape_is_refused() {
        assert!(serde_json::from_str::<TraitPick>(r#"{"id": "tough", "level": 2}"#).is_err());
        assert!(serde_json::from_str::<TraitPick>("7").is_err());
    }

    #[test]
    fn a_sheet_reads_with_defaults_and_survives_json() {
        let sheet: CharacterSheet = serde_json::from_str(
            r#"{"name": "Dusty", "type": "minor", "personality": "ordinary", "traits": ["fleet_footed"]}"#,
        )
        .unwrap();
        assert_eq!(sheet.kind, "minor");
        assert_eq!(sheet.armour, "none");
        assert!(!sheet.shield && sheet.weapons.is_empty() && sheet.notes.is_empty());
        let json = serde_json::to_value(&sheet).unwrap();
        assert_eq!(json["type"], "minor");
        assert_eq!(json["traits"][0], serde_json::json!({"id": "fleet_footed"}));
        let back: CharacterSheet = serde_json::from_value(json).unwrap();
        assert_eq!(back, sheet);
    }

    #[test]
    fn a_sheet_with_an_unknown_key_is_refused() {
        let typed = r#"{"name": "Dusty", "type": "minor", "personality": "ordinary", "hat": "stetson"}"#;
        let error = serde_json::from_str::<CharacterSheet>(typed).unwrap_err();
        assert!(error.to_string().contains("unknown field `hat`"), "{error}");
    }

    #[test]
    fn errors_cross_to_the_ui_as_code_and_message() {
        let errors = SheetErrors(vec![SheetError::EmptyName, SheetError::UnknownArmour { given: "tin".into() }]);
        assert_eq!(
            serde_json::to_value(errors.to_body()).unwrap(),
            serde_json::json!({
                "code": "empty_name",
                "message": "name: a character needs a name; armour: \"tin\" is not a QOTD armour (none, minimal or armoured)"
            })
        );
        assert_eq!(SheetErrors(vec![]).code(), "invalid_sheet");
    }

    #[test]
    fn a_minor_character_with_two_traits_is_refused() {
        let e = only_error(&sheet("minor", vec![TraitPick::plain("athletic"), TraitPick::plain("tough")]));
        assert_eq!(e, SheetError::TooManyTraits { kind: CharacterType::Minor, max: 1, count: 2 });
        assert_refused(&e, "traits", "too_many_traits");
        assert_eq!(e.to_string(), "traits: a Minor Character may have at most 1 skill or trait, this sheet has 2");
        let four = ["athletic", "tough", "strong", "frail"].map(TraitPick::plain).to_vec();
        let e = only_error(&sheet("main", four));
        assert_eq!(e.to_string(), "traits: a Main Character may have at most 3 skills or traits, this sheet has 4");
    }

    #[test]
    fn an_empty_name_is_refused() {
        let mut s = sheet("hero", vec![]);
        s.name = "   ".into();
        let e = only_error(&s);
        assert_eq!(e, SheetError::EmptyName);
        assert_refused(&e, "name", "empty_name");
    }

    #[test]
    fn a_name_over_80_characters_is_refused() {
        let mut s = sheet("hero", vec![]);
        s.name = "é".repeat(80);
        assert!(Character::from_sheet(&s).is_ok(), "80 characters is fine, whatever their bytes");
        s.name = "x".repeat(81);
        let e = only_error(&s);
        assert_eq!(e, SheetError::NameTooLong { len: 81, max: 80 });
        assert_refused(&e, "name", "name_too_long");
    }

    #[test]
    fn an_unknown_type_is_refused() {
        let e = only_error(&sheet("sidekick", vec![]));
        assert!(matches!(e, SheetError::UnknownType { ref given } if given == "sidekick"));
        assert_refused(&e, "type", "unknown_type");
    }

    #[test]
    fn an_unknown_personality_is_refused_with_a_suggestion() {
        let mut s = sheet("hero", vec![]);
        s.personality = "disiplined".into();
        let e = only_error(&s);
        assert!(
            matches!(e, SheetError::UnknownPersonality { ref suggestion, .. } if suggestion.as_deref() == Some("disciplined"))
        );
        assert_refused(&e, "personality", "unknown_personality");
        assert_eq!(e.to_string(), "personality: \"disiplined\" is not a QOTD personality (did you mean disciplined?)");
    }

    #[test]
    fn an_unknown_trait_is_refused_with_a_suggestion() {
        let e = only_error(&sheet("hero", vec![TraitPick::plain("marksman"), TraitPick::plain("quick_drw")]));
        assert!(matches!(e, SheetError::UnknownTrait { index: 1, .. }));
        assert_refused(&e, "traits[1]", "unknown_trait");
        assert_eq!(e.to_string(), "traits[1]: \"quick_drw\" is not a QOTD skill or trait (did you mean quick_draw?)");
        let e = only_error(&sheet("hero", vec![TraitPick::plain("banjo_playing")]));
        assert_eq!(e.to_string(), "traits[0]: \"banjo_playing\" is not a QOTD skill or trait");
    }

    #[test]
    fn the_same_trait_twice_is_refused() {
        let e = only_error(&sheet("hero", vec![TraitPick::plain("marksman"), TraitPick::plain("Marksman")]));
        assert!(matches!(e, SheetError::DuplicateTrait { index: 1, first: 0, id: "marksman", .. }));
        assert_refused(&e, "traits[1]", "duplicate_trait");
        let e = only_error(&sheet(
            "hero",
            vec![TraitPick::with("good_in_skill", "Riding"), TraitPick::with("good_in_skill", " riding ")],
        ));
        assert_refused(&e, "traits[1]", "duplicate_trait");
        let e = only_error(&sheet(
            "hero",
            vec![TraitPick::with("expert", "winchester"), TraitPick::with("expert", "henry_rifle")],
        ));
        assert!(
            matches!(e, SheetError::DuplicateTrait { ref param, .. } if param.as_deref() == Some("repeating_rifle"))
        );
    }

    #[test]
    fn good_in_two_different_skills_is_allowed() {
        let s = sheet(
            "hero",
            vec![TraitPick::with("good_in_skill", "riding"), TraitPick::with("good_in_skill", "tracking")],
        );
        assert_eq!(Character::from_sheet(&s).unwrap().traits().len(), 2);
        let s = sheet("hero", vec![TraitPick::with("expert", "winchester"), TraitPick::with("expert", "bowie_knife")]);
        assert!(Character::from_sheet(&s).is_ok());
    }

    #[test]
    fn contradictory_traits_are_refused() {
        let e = only_error(&sheet("hero", vec![TraitPick::plain("fleet_footed"), TraitPick::plain("lumbering")]));
        assert!(matches!(e, SheetError::ConflictingTraits { index: 1, other_index: 0, .. }));
        assert_refused(&e, "traits[1]", "conflicting_traits");
        let e = only_error(&sheet(
            "hero",
            vec![TraitPick::with("good_in_skill", "riding"), TraitPick::with("poor_in_skill", "Riding")],
        ));
        assert_refused(&e, "traits[1]", "conflicting_traits");
        let s =
            sheet("hero", vec![TraitPick::with("good_in_skill", "riding"), TraitPick::with("poor_in_skill", "poker")]);
        assert!(Character::from_sheet(&s).is_ok());
    }

    #[test]
    fn a_parameterised_trait_without_its_param_is_refused() {
        let e = only_error(&sheet("hero", vec![TraitPick::plain("good_in_skill")]));
        assert_eq!(e, SheetError::MissingParam { index: 0, id: "good_in_skill", param: TraitParam::Skill });
        assert_refused(&e, "traits[0]", "missing_param");
        let e = only_error(&sheet("hero", vec![TraitPick::with("expert", "  ")]));
        assert_refused(&e, "traits[0]", "missing_param");
    }

    #[test]
    fn a_param_on_a_trait_that_takes_none_is_refused() {
        let e = only_error(&sheet("hero", vec![TraitPick::with("marksman", "rifles")]));
        assert_eq!(e, SheetError::UnexpectedParam { index: 0, id: "marksman", param: "rifles".into() });
        assert_refused(&e, "traits[0]", "unexpected_param");
    }

    #[test]
    fn an_unknown_weapon_is_refused() {
        let mut s = sheet("hero", vec![]);
        s.weapons = vec!["winchester".into(), "ray_gun".into()];
        let e = only_error(&s);
        assert!(matches!(e, SheetError::UnknownWeapon { ref given, .. } if given == "ray_gun"));
        assert_refused(&e, "weapons[1]", "unknown_weapon");
        s.weapons = vec!["winchestr".into()];
        assert_eq!(
            only_error(&s).to_string(),
            "weapons[0]: \"winchestr\" is not a QOTD weapon (did you mean winchester?)"
        );
    }

    #[test]
    fn an_expert_with_an_unknown_weapon_is_refused() {
        let e = only_error(&sheet("hero", vec![TraitPick::plain("marksman"), TraitPick::with("expert", "lightsaber")]));
        assert!(matches!(e, SheetError::UnknownWeapon { .. }));
        assert_refused(&e, "traits[1]", "unknown_weapon");
    }

    #[test]
    fn the_same_weapon_twice_is_refused() {
        let mut s = sheet("hero", vec![]);
        s.weapons = vec!["winchester".into(), "knife".into(), "repeating_rifle".into()];
        let e = only_error(&s);
        assert_eq!(e, SheetError::DuplicateWeapon { index: 2, first: 0, id: "repeating_rifle" });
        assert_refused(&e, "weapons[2]", "duplicate_weapon");
    }

    #[test]
    fn unknown_armour_is_refused() {
        let mut s = sheet("hero", vec![]);
        s.armour = "chainmail".into();
        let e = only_error(&s);
        assert!(matches!(e, SheetError::UnknownArmour { ref given } if given == "chainmail"));
        assert_refused(&e, "armour", "unknown_armour");
    }

    #[test]
    fn every_problem_is_reported_at_once() {
        let s = CharacterSheet {
            name: String::new(),
            kind: "minor".into(),
            personality: "grumpy".into(),
            traits: vec![TraitPick::plain("marksman"), TraitPick::plain("bogus")],
            weapons: vec!["ray_gun".into()],
            armour: "tin".into(),
            shield: false,
            notes: String::new(),
            courage_tests: false,
            cautious: false,
        };
        let errors = Character::from_sheet(&s).unwrap_err();
        let fields: Vec<_> = errors.0.iter().map(|e| e.field()).collect();
        assert_eq!(fields, ["name", "personality", "traits", "traits[1]", "weapons[0]", "armour"]);
        assert_eq!(errors.code(), "empty_name");
        assert_eq!(errors.to_string().matches("; ").count(), 5);
        assert!(errors.to_string().starts_with("name: a character needs a name; personality: "));
        let body = errors.0[2].to_body();
        assert_eq!(
            (body.code.as_str(), body.message.as_str()),
            ("too_many_traits", "traits: a Minor Character may have at most 1 skill or trait, this sheet has 2")
        );
    }
}
