//! What the aftermath of a game says of each participant, in the words every family's aftermath
//! writes: the dice, the choices, the entry. Below the aftermath (which works out a whole game) and
//! the families (which each work out one participant), so that each imports it one way.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::input::CharacterRef;
use super::{Ended, Participant};
use crate::campaign::{AvailabilityStatus, Sheet};

/// One participant's aftermath dice: QOTD `dice` (the action dice) and `hes_going`; fate
/// `skill_chance` (the D6 for a Shootist's 50% chance, 4–6 gains), `skills` (the skill chits
/// drawn, in order; one that cannot be taken is drawn again) and `location_roll` (the D6 read on
/// the campaign's hit-location chart for where a wounded man was hit, when the game does not say).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct ParticipantDice {
    #[ts(type = "number")]
    pub character_id: i64,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<u8>>", optional)]
    pub dice: Vec<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub hes_going: Option<Vec<u8>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub skill_chance: Option<u8>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<String>>", optional)]
    pub skills: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub location_roll: Option<u8>,
}

/// The aftermath's dice: the seed they were rolled from (none when entered) and each
/// participant's dice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct AftermathDice {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "number")]
    pub seed: Option<u64>,
    pub entries: Vec<ParticipantDice>,
}

/// ROLLS.json: the dice the players rolled at the table, by character id or name:
/// `{"rolls": [{"character": "Wyatt Earp", "dice": [7, 3]}, {"character": "Dusty", "dice": [1],
/// "hes_going": [6]}]}`; fate: `{"character": "Kid Kelly", "skill_chance": 5, "skills": ["strong"]}`,
/// and for a wounded man whose game does not say where he was hit, `"location_roll": 4` (a D6 on
/// the campaign's hit-location chart).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct EnteredRolls {
    pub rolls: Vec<EnteredRoll>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct EnteredRoll {
    pub character: CharacterRef,
    #[serde(default)]
    #[ts(as = "Option<Vec<u8>>", optional)]
    pub dice: Vec<u8>,
    #[serde(default)]
    #[ts(optional)]
    pub hes_going: Option<Vec<u8>>,
    #[serde(default)]
    #[ts(optional)]
    pub skill_chance: Option<u8>,
    #[serde(default)]
    #[ts(as = "Option<Vec<String>>", optional)]
    pub skills: Vec<String>,
    #[serde(default)]
    #[ts(optional)]
    pub location_roll: Option<u8>,
}

/// Where an aftermath's dice come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiceSource {
    /// "Roll for me" with this seed.
    Seed(u64),
    /// The players' own rolls.
    Entered(EnteredRolls),
    /// The dice recorded on the game; `fresh_seed` rolls them if none are (the caller picks it).
    Recorded { fresh_seed: u64 },
}

/// CHOICES.json: what the players choose where the rules let them.
/// `{"choices": [{"character": "Wyatt Earp", "trait": "marksman"}, {"character": "Doc", "trait":
/// {"id": "good_in_skill", "param": "riding"}, "replace": "quick_draw"}, {"character": "Virgil",
/// "skip": true}, {"character": "Kid Kelly", "skills": ["fast_draw"]}]}`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct AftermathChoices {
    pub choices: Vec<ParticipantChoice>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct ParticipantChoice {
    pub character: CharacterRef,
    /// QOTD: the new trait, after "Experience is a great Teacher!" or "It's a Miracle!".
    #[serde(default, rename = "trait", skip_serializing_if = "Option::is_none")]
    #[ts(optional, rename = "trait")]
    pub new_trait: Option<crate::rules::qotd::TraitPick>,
    /// QOTD: the held trait it replaces when the character has as many as their type allows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub replace: Option<String>,
    /// QOTD: take no new trait.
    #[serde(default)]
    #[ts(as = "Option<bool>", optional)]
    pub skip: bool,
    /// Fate: the skills chosen instead of those drawn (as many as earned).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub skills: Option<Vec<String>>,
}

/// One roll, as shown: what it was for, the dice, the one that counts and what it means.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct RollLine {
    /// "Post action rest and recovery", "He's Going!", "50% chance of a skill", "Skill chit".
    pub what: String,
    pub dice: Vec<u8>,
    pub kept: Option<u8>,
    /// "Fighting Fit!", "Strong".
    pub result: String,
    pub text: String,
}

/// A trait a QOTD character may gain.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct TraitOptionView {
    pub id: String,
    pub name: String,
    pub effect: String,
    /// `skill` or `weapon` when the trait is about one.
    pub needs_param: Option<String>,
}

/// The choice a new QOTD trait asks for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct TraitChoiceView {
    pub options: Vec<TraitOptionView>,
    /// The traits held now (ids, `id:param` where there is one), any of which may be replaced.
    pub held: Vec<String>,
    pub max: u8,
    /// At the type's maximum: the new trait replaces one, or is skipped.
    pub full: bool,
    /// What was chosen ("" when skipped or not chosen yet).
    pub chosen: String,
    /// The player chose to take no new trait.
    #[serde(default)]
    pub skipped: bool,
}

/// One participant's aftermath.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct AftermathEntry {
    #[ts(type = "number")]
    pub character_id: i64,
    pub name: String,
    #[ts(type = "number")]
    pub side_id: i64,
    pub ended: Ended,
    pub rolls: Vec<RollLine>,
    /// What it comes to, in words: "Must miss the next adventure.", "Promoted to Shootist."
    pub results: Vec<String>,
    /// The standing it gives for the next game.
    pub next: AvailabilityStatus,
    pub cards_lost: u8,
    pub reduced_dice: bool,
    pub may_rest: bool,
    pub dies: bool,
    /// Fate: "Gunman → Shootist".
    pub promotion: Option<String>,
    /// QOTD: a new trait to choose.
    pub trait_choice: Option<TraitChoiceView>,
    /// Fate: the skills earned, as taken ("Very Strong").
    pub skills: Vec<String>,
    /// Fate: how many skills were earned.
    pub skills_earned: u32,
    /// Fate: the skills that may be chosen instead of drawn (ids).
    pub skill_options: Vec<String>,
    /// Fate: armed men killed, added to the career count.
    pub kills_added: u32,
    /// What is written on the sheet, in words.
    pub changes: Vec<String>,
    /// MWW: dollars the figure got away with, added to his gang's money.
    #[serde(default, skip_serializing_if = "is_zero")]
    #[ts(as = "Option<i32>", optional)]
    pub money: i64,
}

fn is_zero(n: &i64) -> bool {
    *n == 0
}

impl AftermathEntry {
    /// A participant's entry with nothing earned: the families fill in the rest.
    pub(super) fn of(
        p: &Participant,
        next: AvailabilityStatus,
        rolls: Vec<RollLine>,
        results: Vec<String>,
        changes: Vec<String>,
    ) -> Self {
        AftermathEntry {
            character_id: p.character_id,
            name: p.name.clone(),
            side_id: p.side_id,
            ended: p.ended,
            rolls,
            results,
            next,
            cards_lost: 0,
            reduced_dice: false,
            may_rest: false,
            dies: next == AvailabilityStatus::Dead,
            promotion: None,
            trait_choice: None,
            skills: Vec::new(),
            skills_earned: 0,
            skill_options: Vec::new(),
            kills_added: 0,
            changes,
            money: 0,
        }
    }
}

/// One participant worked out: the entry, and the sheet to write (if it changes).
pub struct Worked {
    pub entry: AftermathEntry,
    pub sheet: Option<Sheet>,
}

/// A participant's choice and the field its errors name (`choices[2]`, or the participant's name
/// when they have none).
pub(super) fn choice_parts<'a>(
    p: &Participant,
    choice: Option<(&str, &'a ParticipantChoice)>,
) -> (String, Option<&'a ParticipantChoice>) {
    match choice {
        Some((field, c)) => (field.to_string(), Some(c)),
        None => (format!("choices ({})", p.name), None),
    }
}
