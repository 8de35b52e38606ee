//! QOTD Reel 2, Casting – Creating Characters: the character types, and the checked character with
//! the figures derived from it. The sheet as typed, and the reasons it is refused, are in `sheet`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::character_type::CharacterType;
use super::props::{FLEET_FOOTED_PACES, LUMBERING_PACES, ON_FOOT_PACES};
use super::sheet::{CharacterSheet, SheetError, SheetErrors, TraitPick, NAME_MAX_CHARS, NOTES_MAX_CHARS};
use super::traits::{trait_names, CONFLICTING_TRAITS};
use super::{
    find_weapon, nearest_name, normalise_id, weapon_names, Armour, Personality, Trait, TraitParam, WeaponChoice,
    PERSONALITIES,
};
use crate::dice::ActionDice;

/// A checked skill or trait: the rule, and what it is about (a skill, or a canonical weapon id).
/// Only [`Character::from_sheet`] puts one into a [`Character`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraitChoice {
    pub definition: &'static Trait,
    /// The skill as typed (trimmed), or the canonical id of the weapon; `None` for traits without a
    /// parameter.
    pub param: Option<String>,
}

impl TraitChoice {
    pub fn definition(&self) -> &'static Trait {
        self.definition
    }

    pub fn id(&self) -> &'static str {
        self.definition.id
    }

    /// The skill, or the canonical id of the weapon; `None` for traits without a parameter.
    pub fn param(&self) -> Option<&str> {
        self.param.as_deref()
    }

    /// The weapon an expert is expert with.
    pub fn weapon(&self) -> Option<WeaponChoice> {
        match self.definition.param {
            Some(TraitParam::Weapon) => self.param.as_deref().and_then(find_weapon),
            _ => None,
        }
    }

    /// How a sheet shows it: "Quick Draw", "Good in riding", "Expert with Bowie Knife".
    pub fn label(&self) -> String {
        match (self.definition.param, &self.param) {
            (Some(TraitParam::Skill), Some(skill)) if self.id() == "good_in_skill" => {
                format!("Good in {skill}")
            }
            (Some(TraitParam::Skill), Some(skill)) => format!("Poor in {skill}"),
            (Some(TraitParam::Weapon), Some(_)) => {
                format!("Expert with {}", self.weapon().map_or("?", |w| w.name()))
            }
            _ => self.definition.name.to_string(),
        }
    }
}

/// A character that obeys the casting rules. Made only by [`Character::from_sheet`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Character {
    name: String,
    kind: CharacterType,
    personality: &'static Personality,
    traits: Vec<TraitChoice>,
    weapons: Vec<WeaponChoice>,
    armour: Armour,
    shield: bool,
    notes: String,
    courage_tests: bool,
    cautious: bool,
    /// Plays the next adventure with reduced dice, and why (not part of the sheet: the campaign's
    /// last aftermath says so).
    reduced: Option<String>,
    /// Plays the next adventure "with one card less than normal", and why (not part of the sheet:
    /// the campaign's last aftermath says so).
    card_less: Option<String>,
}

/// The figures that follow from a character's type, traits and armour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Derived {
    pub cards: u8,
    pub action_dice: ActionDice,
    pub reduced_dice: ActionDice,
    /// The basic Defence Value from armour (0, 1 or 2). A shield is not included: it adds
    /// [`SHIELD_DV_BONUS`](super::SHIELD_DV_BONUS) only in close combat or against non-gunpowder
    /// missiles.
    pub dv: i8,
    /// Paces per turn on foot: 8; Fleet Footed 10; Lumbering 6 (QOTD Reel 3, Wanting to Move).
    pub move_paces: u8,
    pub max_traits: u8,
}

impl Character {
    /// Checks a sheet against the casting rules and reports every problem at once.
    ///
    /// Decisions where the rules are silent:
    /// - Names are trimmed; an empty name is refused, and so is one longer than [`NAME_MAX_CHARS`].
    /// - The same trait twice is refused. "The same" means the same id and, for parameterised
    ///   traits, the same parameter (compared as typed, ignoring case and spacing; for `expert`, the
    ///   same weapon whatever alias names it). So `good_in_skill` in riding and in tracking is
    ///   allowed, each counting towards the maximum: the rule text speaks of "a particular skill"
    ///   and a player would expect a Hero to be good at two things.
    /// - Contradictory traits are refused: Fleet Footed with Lumbering, and Good and Poor in the same
    ///   skill.
    /// - The weapon an expert is expert with need not be among the weapons carried: weapons are
    ///   picked up in play.
    /// - The same weapon twice is refused (a brace of pistols is one entry; note it in `notes`).
    /// - Too many traits is reported against `traits` when the type is known, alongside any problem
    ///   with the individual traits.
    pub fn from_sheet(sheet: &CharacterSheet) -> Result<Character, SheetErrors> {
        let mut errors = Vec::new();

        let name = sheet.name.trim();
        let name_len = name.chars().count();
        if name.is_empty() {
            errors.push(SheetError::EmptyName);
        } else if name_len > NAME_MAX_CHARS {
            errors.push(SheetError::NameTooLong { len: name_len, max: NAME_MAX_CHARS });
        }

        let notes_len = sheet.notes.trim().chars().count();
        if notes_len > NOTES_MAX_CHARS {
            errors.push(SheetError::NotesTooLong { len: notes_len, max: NOTES_MAX_CHARS });
        }

        let kind = CharacterType::from_id(&sheet.kind);
        if kind.is_none() {
            errors.push(SheetError::UnknownType { given: sheet.kind.clone() });
        }

        let personality = Personality::from_id(&sheet.personality);
        if personality.is_none() {
            let names = PERSONALITIES.iter().map(|p| p.id);
            errors.push(SheetError::UnknownPersonality {
                given: sheet.personality.clone(),
                suggestion: nearest_name(&sheet.personality, names).map(str::to_string),
            });
        }

        if let Some(kind) = kind {
            if sheet.traits.len() > usize::from(kind.max_traits()) {
                errors.push(SheetError::TooManyTraits { kind, max: kind.max_traits(), count: sheet.traits.len() });
            }
        }

        let traits = check_traits(&sheet.traits, &mut errors);
        let weapons = check_weapons(&sheet.weapons, &mut errors);

        let armour = Armour::from_id(&sheet.armour);
        if armour.is_none() {
            errors.push(SheetError::UnknownArmour { given: sheet.armour.clone() });
        }

        match (errors.is_empty(), kind, personality, armour) {
            (true, Some(kind), Some(personality), Some(armour)) => Ok(Character {
                name: name.to_string(),
                kind,
                personality,
                traits,
                weapons,
                armour,
                shield: sheet.shield,
                notes: sheet.notes.clone(),
                courage_tests: sheet.courage_tests,
                cautious: sheet.cautious,
                reduced: None,
                card_less: None,
            }),
            _ => Err(SheetErrors(errors)),
        }
    }

    /// The sheet with canonical ids: `from_sheet(&c.to_sheet()) == Ok(c)`.
    pub fn to_sheet(&self) -> CharacterSheet {
        CharacterSheet {
            name: self.name.clone(),
            kind: self.kind.id().to_string(),
            personality: self.personality.id.to_string(),
            traits: self.traits.iter().map(|t| TraitPick { id: t.id().to_string(), param: t.param.clone() }).collect(),
            weapons: self.weapons.iter().map(|w| w.id().to_string()).collect(),
            armour: self.armour.id().to_string(),
            shield: self.shield,
            notes: self.notes.clone(),
            courage_tests: self.courage_tests,
            cautious: self.cautious,
        }
    }

    pub fn derived(&self) -> Derived {
        let has = |id: &str| self.traits.iter().any(|t| t.id() == id);
        let move_paces = if has("fleet_footed") {
            FLEET_FOOTED_PACES
        } else if has("lumbering") {
            LUMBERING_PACES
        } else {
            ON_FOOT_PACES
        };
        Derived {
            cards: self.kind.cards(),
            action_dice: self.kind.action_dice(),
            reduced_dice: self.kind.reduced_dice(),
            dv: self.armour.dv(),
            move_paces,
            max_traits: self.kind.max_traits(),
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn kind(&self) -> CharacterType {
        self.kind
    }

    pub fn personality(&self) -> &'static Personality {
        self.personality
    }

    pub fn traits(&self) -> &[TraitChoice] {
        &self.traits
    }

    pub fn weapons(&self) -> &[WeaponChoice] {
        &self.weapons
    }

    pub fn armour(&self) -> Armour {
        self.armour
    }

    pub fn shield(&self) -> bool {
        self.shield
    }

    pub fn notes(&self) -> &str {
        &self.notes
    }

    /// Takes Courage Tests although Heroic: the mark of a brush with death (QOTD Reel 6, Post
    /// action rest and recovery). Only a Heroic character is spared the tests, so the flag changes
    /// nothing for any other personality.
    pub fn courage_tests(&self) -> bool {
        self.courage_tests
    }

    /// Whether the character is spared Courage Tests: Heroic ("No need to test for Courage"),
    /// unless a brush with death has made them take them.
    pub fn skips_courage_tests(&self) -> bool {
        self.personality.id == "heroic" && !self.courage_tests
    }

    /// Has Cautious's effect besides their own personality: the mark of a brush with death under
    /// the campaign option `brush_with_death=keep` (QOTD Reel 6: "they have gained the Cautious
    /// Trait").
    pub fn cautious_extra(&self) -> bool {
        self.cautious
    }

    /// Uses Cautious's reduced dice for responding and reacting: Cautious by personality, or by a
    /// brush with death.
    pub fn is_cautious(&self) -> bool {
        self.personality.id == "cautious" || self.cautious
    }

    /// The same character playing with reduced dice, `why` in words ("I'm Exhausted! after …").
    pub fn with_reduced_dice(mut self, why: impl Into<String>) -> Character {
        self.reduced = Some(why.into());
        self
    }

    /// Why the character plays with reduced dice, if they do.
    pub fn reduced_dice_because(&self) -> Option<&str> {
        self.reduced.as_deref()
    }

    /// The same character playing "with one card less than normal" (QOTD Reel 6, Post action rest
    /// and recovery: "I'm Tired out!", "He needs time to heal!", "I'm Exhausted!"), `why` in words.
    pub fn with_one_card_less(mut self, why: impl Into<String>) -> Character {
        self.card_less = Some(why.into());
        self
    }

    /// Why the character plays with one card less than normal, if they do.
    pub fn one_card_less_because(&self) -> Option<&str> {
        self.card_less.as_deref()
    }

    /// The cards the character is dealt for the game: the type's (Reel 2: "Heroes 4, Main
    /// Characters 3, Supporting Characters 2, and Minor Characters 1"), one less after an
    /// aftermath that says so. A Minor Character one card down has none and must miss the
    /// adventure (`campaign::availability`), so is never dealt 0 here: he keeps his one.
    pub fn cards(&self) -> u8 {
        let normal = self.kind.cards();
        if self.card_less.is_some() && normal > 1 {
            normal - 1
        } else {
            normal
        }
    }
}

/// Checks each trait pick; returns the ones that are valid.
fn check_traits(picks: &[TraitPick], errors: &mut Vec<SheetError>) -> Vec<TraitChoice> {
    // (index, choice, key for duplicate detection)
    let mut checked: Vec<(usize, TraitChoice, String)> = Vec::new();
    for (index, pick) in picks.iter().enumerate() {
        let Some(definition) = Trait::from_id(&pick.id) else {
            errors.push(SheetError::UnknownTrait {
                index,
                given: pick.id.clone(),
                suggestion: nearest_name(&pick.id, trait_names().map(|(name, _)| name)).map(str::to_string),
            });
            continue;
        };
        let typed_param = pick.param.as_deref().map(str::trim).filter(|p| !p.is_empty());
        let param = match (definition.param, typed_param) {
            (None, None) => None,
            (None, Some(param)) => {
                errors.push(SheetError::UnexpectedParam { index, id: definition.id, param: param.to_string() });
                continue;
            }
            (Some(kind), None) => {
                errors.push(SheetError::MissingParam { index, id: definition.id, param: kind });
                continue;
            }
            (Some(TraitParam::Skill), Some(skill)) => Some(skill.to_string()),
            (Some(TraitParam::Weapon), Some(weapon)) => match find_weapon(weapon) {
                Some(found) => Some(found.id().to_string()),
                None => {
                    errors.push(SheetError::UnknownWeapon {
                        field: format!("traits[{index}]"),
                        given: weapon.to_string(),
                        suggestion: nearest_name(weapon, weapon_names().map(|(name, _)| name)).map(str::to_string),
                    });
                    continue;
                }
            },
        };
        let key = normalise_id(param.as_deref().unwrap_or(""));
        if let Some((first, ..)) = checked.iter().find(|(_, c, k)| c.id() == definition.id && *k == key) {
            errors.push(SheetError::DuplicateTrait { index, first: *first, id: definition.id, param });
            continue;
        }
        let conflict = checked.iter().find(|(_, c, k)| {
            let pair = (definition.id, c.id());
            *k == key && CONFLICTING_TRAITS.iter().any(|&(x, y)| pair == (x, y) || pair == (y, x))
        });
        if let Some((other_index, other, _)) = conflict {
            errors.push(SheetError::ConflictingTraits {
                index,
                id: definition.id,
                other: other.id(),
                other_index: *other_index,
            });
            continue;
        }
        checked.push((index, TraitChoice { definition, param }, key));
    }
    checked.into_iter().map(|(_, choice, _)| choice).collect()
}

/// Checks each weapon; returns the ones that are valid.
fn check_weapons(typed: &[String], errors: &mut Vec<SheetError>) -> Vec<WeaponChoice> {
    let mut checked: Vec<(usize, WeaponChoice)> = Vec::new();
    for (index, given) in typed.iter().enumerate() {
        let Some(weapon) = find_weapon(given) else {
            errors.push(SheetError::UnknownWeapon {
                field: format!("weapons[{index}]"),
                given: given.clone(),
                suggestion: nearest_name(given, weapon_names().map(|(name, _)| name)).map(str::to_string),
            });
            continue;
        };
        if let Some((first, _)) = checked.iter().find(|(_, w)| *w == weapon) {
            errors.push(SheetError::DuplicateWeapon { index, first: *first, id: weapon.id() });
            continue;
        }
        checked.push((index, weapon));
    }
    checked.into_iter().map(|(_, weapon)| weapon).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::qotd::sheet::tests::sheet;

    #[test]
    fn a_hero_with_three_traits_passes() {
        let mut s = sheet(
            "hero",
            vec![TraitPick::plain("marksman"), TraitPick::plain("Quick Draw"), TraitPick::with("expert", "Winchester")],
        );
        s.weapons = vec!["colt_peacemaker".into(), "winchester".into(), "bowie-knife".into()];
        s.armour = "minimal".into();
        let c = Character::from_sheet(&s).unwrap();
        assert_eq!(c.name(), "Wyatt Earp");
        assert_eq!(c.kind(), CharacterType::Hero);
        assert_eq!(c.personality().id, "disciplined");
        let traits: Vec<_> = c.traits().iter().map(|t| (t.id(), t.param())).collect();
        assert_eq!(traits, [("marksman", None), ("quick_draw", None), ("expert", Some("repeating_rifle"))]);
        assert_eq!(c.traits()[2].label(), "Expert with Repeating rifle (lever, pump action or magazine)");
        let weapons: Vec<_> = c.weapons().iter().map(|w| w.id()).collect();
        assert_eq!(weapons, ["cartridge_revolver", "repeating_rifle", "bowie_knife"]);
        assert_eq!(
            c.derived(),
            Derived {
                cards: 4,
                action_dice: ActionDice::TWO_D10_BEST,
                reduced_dice: ActionDice::ONE_D10,
                dv: 1,
                move_paces: 8,
                max_traits: 4
            }
        );
    }

    #[test]
    fn a_minor_character_with_one_trait_passes() {
        let mut s = sheet("minor", vec![TraitPick::plain("fleet_footed")]);
        s.armour = "armoured".into();
        s.shield = true;
        let d = Character::from_sheet(&s).unwrap().derived();
        assert_eq!((d.cards, d.action_dice, d.reduced_dice), (1, ActionDice::ONE_D10, ActionDice::TWO_D10_WORST));
        assert_eq!((d.dv, d.move_paces, d.max_traits), (2, 10, 1), "a shield is not in the derived DV");
    }

    #[test]
    fn the_personality_does_not_count_towards_the_traits() {
        let s = sheet("supporting", vec![TraitPick::plain("athletic"), TraitPick::plain("tough")]);
        assert!(Character::from_sheet(&s).is_ok());
    }

    #[test]
    fn lumbering_moves_6_paces() {
        let d = Character::from_sheet(&sheet("main", vec![TraitPick::plain("lumbering")])).unwrap().derived();
        assert_eq!(d.move_paces, 6);
        let d = Character::from_sheet(&sheet("main", vec![])).unwrap().derived();
        assert_eq!(d.move_paces, 8);
    }

    #[test]
    fn types_are_read_as_typed() {
        assert_eq!(CharacterType::from_id("Main Character"), Some(CharacterType::Main));
        assert_eq!(CharacterType::from_id("Heroes"), Some(CharacterType::Hero));
        assert_eq!(CharacterType::from_id("supporting-characters"), Some(CharacterType::Supporting));
        assert_eq!(CharacterType::from_id("MINOR"), Some(CharacterType::Minor));
    }

    #[test]
    fn ids_are_accepted_as_typed_and_given_back_canonical() {
        let s = CharacterSheet {
            name: "  Doc Holliday ".into(),
            kind: "Main Character".into(),
            personality: "Quick Witted".into(),
            traits: vec![
                TraitPick::plain("Quick Draw"),
                TraitPick::plain("Saw Bones"),
                TraitPick::with("Expert", "Le-Mat"),
            ],
            weapons: vec!["Double-Barrelled Shotgun".into(), "Colt Peacemaker".into()],
            armour: "No Armour".into(),
            shield: false,
            notes: "Dentist.".into(),
            courage_tests: false,
            cautious: false,
        };
        let canonical = Character::from_sheet(&s).unwrap().to_sheet();
        assert_eq!(
            canonical,
            CharacterSheet {
                name: "Doc Holliday".into(),
                kind: "main".into(),
                personality: "quick_witted".into(),
                traits: vec![
                    TraitPick::plain("quick_draw"),
                    TraitPick::plain("healer"),
                    TraitPick::with("expert", "le_mat")
                ],
                weapons: vec!["double_barrelled_shotgun".into(), "cartridge_revolver".into()],
                armour: "none".into(),
                shield: false,
                notes: "Dentist.".into(),
                courage_tests: false,
                cautious: false,
            }
        );
    }

    #[test]
    fn a_character_survives_the_round_trip_through_its_sheet() {
        let sheets = [
            sheet(
                "hero",
                vec![
                    TraitPick::plain("marksman"),
                    TraitPick::with("good_in_skill", "Riding"),
                    TraitPick::with("expert", "spencer"),
                ],
            ),
            sheet("minor", vec![]),
            CharacterSheet {
                armour: "armoured".into(),
                shield: true,
                weapons: vec!["lance".into(), "bow".into(), "fists".into()],
                notes: "Rides a mule.".into(),
                ..sheet("supporting", vec![TraitPick::plain("lumbering"), TraitPick::with("poor_in_skill", "reading")])
            },
        ];
        for s in sheets {
            let c = Character::from_sheet(&s).unwrap();
            assert_eq!(Character::from_sheet(&c.to_sheet()).unwrap(), c);
        }
    }
}
