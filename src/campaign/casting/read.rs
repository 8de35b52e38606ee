//! Reading a script as written, field by field, so that every error names its field: the keys a
//! script and its sides may have, allocation, suits, hands named by hand.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use super::{Allocation, CastError, IdOrName};
use crate::campaign::Suit;

/// Keys `cast show --json` prints besides the script; dropped on input so that the printed JSON is
/// accepted back by `cast new` and `cast edit`.
pub(super) const DERIVED_KEYS: [&str; 11] = [
    "id",
    "campaign_id",
    "ruleset",
    "jokers",
    "pack_size",
    "beast_cards",
    "fate_deck",
    "turn_deck",
    "warnings",
    "created_at",
    "updated_at",
];
/// The same for each side.
pub(super) const DERIVED_SIDE_KEYS: [&str; 4] = ["side_name", "cast", "unavailable", "cards_used"];

/// The keys a script may have.
pub(super) const SCRIPT_KEYS: [&str; 6] = ["title", "plot", "set_notes", "allocation", "sides", "civilians"];
/// The keys a script's side may have.
pub(super) const SIDE_KEYS: [&str; 6] = ["side", "player", "suit", "characters", "extras", "cards"];
/// Seeds at or above 2^53 do not survive the app's JavaScript numbers.
pub(super) const MAX_SEED: u64 = 1 << 53;

/// One player's part of a script, as written (sides and characters by id or name).
pub(super) struct RawSide {
    pub(super) side: IdOrName,
    pub(super) player: String,
    pub(super) suit: Option<Suit>,
    pub(super) characters: Vec<IdOrName>,
    pub(super) extras: Vec<Value>,
    pub(super) cards: BTreeMap<String, Vec<String>>,
}

pub(super) fn malformed(field: impl Into<String>, reason: impl Into<String>) -> CastError {
    CastError::Malformed { field: field.into(), reason: reason.into() }
}

pub(super) fn shape(field: impl Into<String>, e: serde_json::Error) -> CastError {
    malformed(field, e.to_string())
}

/// A JSON value in a few words, for an error: `a number (1.5)`, `an object`.
pub(super) fn described(value: &Value) -> String {
    match value {
        Value::Null => "null".to_string(),
        Value::Bool(b) => format!("{b}"),
        Value::Number(n) => format!("the number {n}"),
        Value::String(s) => format!("the text \"{s}\""),
        Value::Array(_) => "a list".to_string(),
        Value::Object(_) => "an object".to_string(),
    }
}

pub(super) fn refuse_unknown_keys(map: &Map<String, Value>, known: &[&str], field: &str) -> Result<(), CastError> {
    match map.keys().find(|k| !known.contains(&k.as_str())) {
        Some(key) => Err(malformed(
            field,
            format!(
                "unknown field `{key}`, expected one of {}",
                known.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>().join(", ")
            ),
        )),
        None => Ok(()),
    }
}

/// A text key: absent or null is `None`.
pub(super) fn text_of(map: &mut Map<String, Value>, key: &str, field: &str) -> Result<Option<String>, CastError> {
    match map.remove(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(other) => Err(malformed(field, format!("expected text, not {}", described(&other)))),
    }
}

/// A list key: absent or null is empty.
pub(super) fn list_of(map: &mut Map<String, Value>, key: &str, field: &str) -> Result<Vec<Value>, CastError> {
    match map.remove(key) {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(items)) => Ok(items),
        Some(other) => Err(malformed(field, format!("expected a list, not {}", described(&other)))),
    }
}

pub(super) fn id_or_name(value: Value, field: &str) -> Result<IdOrName, CastError> {
    match value {
        Value::String(name) => Ok(IdOrName::Name(name)),
        Value::Number(n) if n.as_i64().is_some() => Ok(IdOrName::Id(n.as_i64().unwrap_or_default())),
        other => Err(malformed(field, format!("an id (a whole number) or a name, not {}", described(&other)))),
    }
}

/// `"standard"` or `{"seed": N}`, N a whole number below 2^53.
pub(super) fn allocation_of(value: Option<Value>) -> Result<Allocation, CastError> {
    let value = match value {
        None | Some(Value::Null) => return Ok(Allocation::default()),
        Some(v) => v,
    };
    if value.as_str().is_some_and(|s| s.trim().eq_ignore_ascii_case("standard")) {
        return Ok(Allocation::default());
    }
    let Value::Object(map) = &value else {
        return Err(malformed(
            "allocation",
            format!("\"standard\" or {{\"seed\": a whole number}}, not {}", described(&value)),
        ));
    };
    refuse_unknown_keys(map, &["seed"], "allocation")?;
    let Some(seed) = map.get("seed") else {
        return Err(malformed("allocation", "\"standard\" or {\"seed\": a whole number}: no `seed`"));
    };
    match seed.as_u64() {
        Some(seed) if seed < MAX_SEED => Ok(Allocation::Seeded { seed }),
        Some(seed) => Err(malformed(
            "allocation.seed",
            format!("{seed} is too large: a seed is below 2^53 ({MAX_SEED}) so that the app keeps it exact"),
        )),
        None => Err(malformed(
            "allocation.seed",
            format!("a whole number from 0 up to 2^53 (exclusive), not {}", described(seed)),
        )),
    }
}

/// A suit as written: `hearts`, `Hearts`, `♥` (and the same for the others); null is none.
pub(super) fn suit_of(value: Option<Value>, field: &str) -> Result<Option<Suit>, CastError> {
    let typed = match value {
        None | Some(Value::Null) => return Ok(None),
        Some(Value::String(s)) => s,
        Some(other) => {
            return Err(malformed(
                field,
                format!("a suit (hearts, diamonds, clubs or spades), not {}", described(&other)),
            ))
        }
    };
    let trimmed = typed.trim();
    Suit::from_id(trimmed)
        .or_else(|| Suit::ALL.into_iter().find(|s| trimmed.chars().eq([s.symbol()])))
        .map(Some)
        .ok_or_else(|| {
            malformed(field, format!("\"{typed}\" is not a suit: hearts, diamonds, clubs or spades (or ♥ ♦ ♣ ♠)"))
        })
}

/// `cards`: `{member: [card, …]}`, each card as text.
pub(super) fn cards_of(value: Option<Value>, field: &str) -> Result<BTreeMap<String, Vec<String>>, CastError> {
    let map = match value {
        None | Some(Value::Null) => return Ok(BTreeMap::new()),
        Some(Value::Object(map)) => map,
        Some(other) => {
            return Err(malformed(
                field,
                format!(
                    "an object naming cast members' cards ({{\"Wyatt Earp\": [\"A\", \"K\", \"Q\", \"J\"]}}), not {}",
                    described(&other)
                ),
            ))
        }
    };
    let mut out = BTreeMap::new();
    for (key, cards) in map {
        let at = format!("{field}[{key:?}]");
        let Value::Array(cards) = cards else {
            return Err(malformed(at, format!("a list of cards ([\"A\", \"K\"]), not {}", described(&cards))));
        };
        let cards = cards
            .into_iter()
            .enumerate()
            .map(|(k, card)| match card {
                Value::String(s) => Ok(s),
                Value::Number(n) => Ok(n.to_string()),
                other => {
                    Err(malformed(format!("{at}[{k}]"), format!("a card (\"A\", \"10\"), not {}", described(&other))))
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        out.insert(key, cards);
    }
    Ok(out)
}

/// Reads one entry of `sides`, field by field so that each error names its field.
pub(super) fn side_of(value: Value, field: &str) -> Result<RawSide, CastError> {
    let Value::Object(mut map) = value else {
        return Err(malformed(field, format!("a side is a JSON object, not {}", described(&value))));
    };
    for key in DERIVED_SIDE_KEYS {
        map.remove(key);
    }
    refuse_unknown_keys(&map, &SIDE_KEYS, field)?;
    let side = match map.remove("side") {
        None | Some(Value::Null) => return Err(malformed(format!("{field}.side"), "missing: the side's id or name")),
        Some(v) => id_or_name(v, &format!("{field}.side"))?,
    };
    let player = text_of(&mut map, "player", &format!("{field}.player"))?.unwrap_or_default();
    let suit = suit_of(map.remove("suit"), &format!("{field}.suit"))?;
    let characters = list_of(&mut map, "characters", &format!("{field}.characters"))?
        .into_iter()
        .enumerate()
        .map(|(j, v)| id_or_name(v, &format!("{field}.characters[{j}]")))
        .collect::<Result<Vec<_>, _>>()?;
    let extras = list_of(&mut map, "extras", &format!("{field}.extras"))?;
    let cards = cards_of(map.remove("cards"), &format!("{field}.cards"))?;
    Ok(RawSide { side, player, suit, characters, extras, cards })
}
