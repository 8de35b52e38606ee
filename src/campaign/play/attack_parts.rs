//! What every family's attack module and [`attack`](super::attack) share: the campaign's options an
//! attack is weighed by, its dice (rolled with a seed or typed), the family's form read from JSON, a
//! line of odds, and the family's table of the game.

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::game::Game;
use super::{OddsLine, PlayDice, PlayError};
pub use crate::campaign::options::RulesContext;

/// An attack as asked: `by`'s on `target` in `game`, as `form` describes it (the family's form).
pub struct Attack<'a> {
    pub game: &'a Game,
    pub by: usize,
    pub target: usize,
    pub form: &'a Value,
}

/// Where an attack's dice come from.
pub enum Dice {
    Seed(u64),
    Typed(Vec<u8>),
}

impl Dice {
    /// In words, for the story.
    pub fn words(&self, typed: &[String]) -> String {
        match self {
            Dice::Seed(seed) => format!("rolled by Posse (seed {seed})"),
            Dice::Typed(_) => format!("the table's dice {}", typed.join(" ")),
        }
    }

    pub fn seed(&self) -> Option<u64> {
        match self {
            Dice::Seed(s) => Some(*s),
            Dice::Typed(_) => None,
        }
    }
}

/// The dice of an attack: typed (numbers in order; `00` is a percentile's 00), or a seed (given,
/// or `fresh`).
pub fn dice_of(dice: &PlayDice, fresh: u64) -> Result<Dice, PlayError> {
    match (&dice.seed, &dice.dice) {
        (Some(_), Some(_)) => Err(PlayError::field("dice", "give the table's dice or a seed to roll, not both")),
        (Some(seed), None) if *seed > super::MAX_SEED => {
            Err(PlayError::field("seed", format!("{seed} is too large: at most {}", super::MAX_SEED)))
        }
        (Some(seed), None) => Ok(Dice::Seed(*seed)),
        (None, None) => Ok(Dice::Seed(fresh)),
        (None, Some(text)) => {
            let numbers = text
                .split(|c: char| !c.is_ascii_digit())
                .filter(|t| !t.is_empty())
                .map(|t| match t {
                    "00" | "100" => Ok(0),
                    n => n.parse::<u8>().map_err(|_| PlayError::field("dice", format!("\"{n}\" is not a die's face"))),
                })
                .collect::<Result<Vec<u8>, PlayError>>()?;
            if numbers.is_empty() {
                return Err(PlayError::field(
                    "dice",
                    format!("\"{text}\" holds no dice: type them as thrown, e.g. \"7 3 9\""),
                ));
            }
            Ok(Dice::Typed(numbers))
        }
    }
}

/// A family's attack form read from the JSON sent (`{}` or absent: every default), naming the
/// field at fault as `form.…`.
pub fn form<T: DeserializeOwned + Default>(value: &Value) -> Result<T, PlayError> {
    match value {
        Value::Null => Ok(T::default()),
        Value::Object(map) if map.is_empty() => Ok(T::default()),
        v => crate::error::from_json_object(v.clone(), "an attack").map_err(|e| {
            let field = e.field.map_or("form".to_string(), |f| format!("form.{f}"));
            PlayError::field(field, e.reason)
        }),
    }
}

/// A line of odds.
pub fn line(label: impl Into<String>, probability: f64) -> OddsLine {
    OddsLine { label: label.into(), probability, percent: crate::dice::percent(probability, probability == 0.0) }
}

/// A family's table of the game, for its attack.
pub fn table<T: 'static>(game: &Game) -> &T {
    game.rules.as_any().downcast_ref::<T>().expect("the game's rules are its family's")
}
