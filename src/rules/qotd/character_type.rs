//! QOTD Reel 2, Character Type/Star Status: what a character is, below both the sheet as typed and
//! the checked character (and the dice, which it names).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::normalise_id;
use crate::dice::ActionDice;

/// A character's type, or star status. QOTD Reel 2, Character Type/Star Status.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum CharacterType {
    Hero,
    Main,
    Supporting,
    Minor,
}

impl CharacterType {
    pub const ALL: [CharacterType; 4] =
        [CharacterType::Hero, CharacterType::Main, CharacterType::Supporting, CharacterType::Minor];

    pub fn id(self) -> &'static str {
        match self {
            CharacterType::Hero => "hero",
            CharacterType::Main => "main",
            CharacterType::Supporting => "supporting",
            CharacterType::Minor => "minor",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            CharacterType::Hero => "Hero",
            CharacterType::Main => "Main Character",
            CharacterType::Supporting => "Supporting Character",
            CharacterType::Minor => "Minor Character",
        }
    }

    /// Number of cards: Heroes 4, Main Characters 3, Supporting Characters 2, Minor characters 1.
    pub fn cards(self) -> u8 {
        match self {
            CharacterType::Hero => 4,
            CharacterType::Main => 3,
            CharacterType::Supporting => 2,
            CharacterType::Minor => 1,
        }
    }

    /// Heroes and Main Characters roll 2D10 and take the best; the others roll 1D10.
    pub fn action_dice(self) -> ActionDice {
        match self {
            CharacterType::Hero | CharacterType::Main => ActionDice::TWO_D10_BEST,
            CharacterType::Supporting | CharacterType::Minor => ActionDice::ONE_D10,
        }
    }

    /// Heroes and Main Characters roll 1D10; the others roll 2D10 and take the worst.
    pub fn reduced_dice(self) -> ActionDice {
        match self {
            CharacterType::Hero | CharacterType::Main => ActionDice::ONE_D10,
            CharacterType::Supporting | CharacterType::Minor => ActionDice::TWO_D10_WORST,
        }
    }

    /// Maximum number of skills and traits (the personality does not count): 4, 3, 2, 1.
    pub fn max_traits(self) -> u8 {
        self.cards()
    }

    /// Reads a type as typed: `hero`, `Main Character`, `supporting-characters`, `Heroes`.
    pub fn from_id(input: &str) -> Option<CharacterType> {
        let id = normalise_id(input);
        let id = id.strip_suffix("_characters").or_else(|| id.strip_suffix("_character")).unwrap_or(&id);
        let id = if id == "heroes" { "hero" } else { id };
        CharacterType::ALL.into_iter().find(|t| t.id() == id)
    }
}

/// QOTD Reel 1, 'Cut!': "any Main Character or Hero can yell 'Cut!' … re-roll a dice that was not
/// as they would have wished", sacrificing their next card; "the character has to abide by the
/// second 'take'". The character must have a card left to give.
pub fn may_call_cut(kind: CharacterType, cards_left: u8) -> bool {
    matches!(kind, CharacterType::Hero | CharacterType::Main) && cards_left >= 1
}
