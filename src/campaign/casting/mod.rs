//! Casting a scenario — QOTD Reel 1, "The Script – Creating the Scenario": "the Dramatis Personae
//! (the characters in the game, the actors) and the situation they find themselves in – the
//! Story/Plot", and "Filming the action – dealing the cards": the playing cards each character acts
//! on, from their player's suit, made up into a pack with the red and black jokers. For the fate
//! family, the fate deck made from the characters in play.
//!
//! A script names, for each player, a side of the campaign and the characters of that side's roster
//! who take part (only those the last aftermath lets play: [`super::availability`]), plus extras
//! who are on no roster (townsfolk, one-off characters, beasts from the animal table of Reel 7) and
//! never enter the campaign. Saving a script stores the script and the cast list made from it: the
//! cast list is kept as it was cast, so a later change to a roster (or a death) does not change a
//! game already cast; save the script again (`cast edit`) to cast it afresh.
//!
//! The script, as a file (`posse cast new --file`) or sent by the app; `cast show --json` prints it
//! back with the cast list's keys added, and that is accepted back as it is:
//!
//! ```json
//! {
//!   "title": "Showdown at Dry Gulch",
//!   "plot": "The Cowboys ride in at noon.",
//!   "set_notes": "Main street, the livery stable, the O.K. Corral.",
//!   "allocation": "standard",
//!   "sides": [
//!     { "side": "The Earps", "player": "Ann", "characters": ["Wyatt Earp", 2, "Virgil Earp"],
//!       "extras": [{ "name": "Deputy Bill", "type": "minor", "personality": "brave" },
//!                  { "name": "Old Grizzly", "beast": "large_carnivore" }],
//!       "cards": { "Virgil Earp": ["A", "K", "Q"] } },
//!     { "side": 2, "player": "Bob", "suit": "clubs", "characters": ["Johnny Ringo"] }
//!   ]
//! }
//! ```
//!
//! - `side`: the side's id or name. The same side may be named twice, for two players, each with a
//!   suit of their own. `characters`: ids or names, looked up on that side's roster (a name found
//!   only on another side is refused as such). `player`: optional. Within one player's cast every
//!   member (roster and extras) needs a name of their own.
//! - Only characters free to play may be cast: not the dead, not those missing the adventure
//!   (including a Minor Character one card down, who has no card to act on and must rest), and not
//!   those awaiting an aftermath (apply it first). `cast show` of a scenario saved earlier still
//!   shows it as it was cast.
//! - `suit` (QOTD): the player's suit (`hearts`, `Hearts` or `♥`, …); the side's suit when absent.
//!   Fate scenarios have none.
//! - `extras`: a QOTD sheet (`type` defaults to `minor`, `personality` to `ordinary`), a fate sheet
//!   (`class` defaults to `citizen`), or a beast `{"name", "beast": animal id, "notes"}`.
//! - `cards` (QOTD): cards named by hand, by cast member (name or roster id; saved by roster id, or
//!   an extra's name, so that a rename keeps them): ranks (`"A"`, `"10"`, `"K♥"`); one key per
//!   member; the rest are dealt around them. `allocation`: `"standard"` (the default: see
//!   [`crate::rules::qotd::pack`] for the order) or `{"seed": N}` (shuffled; N below 2^53 so the
//!   app's JavaScript keeps it exact).
//!
//! Unknown keys are refused; each error names the field (`sides[1].characters[2]: …`,
//! `sides[0].suit: …`, `allocation.seed: …`).
//!
//! A copy (`cast new --from`) leaves out who may no longer be cast and deals afresh any hand named
//! by hand whose count is no longer due, with a warning each. A saved cast list is read with
//! defaults for keys added since; one that no longer reads at all is cast again from its script,
//! with a warning.

mod read;
mod script;
#[cfg(test)]
mod tests;
mod types;

use serde_json::Value;

use super::{CampaignError, Suit};
use crate::error::ErrorCode;
use crate::rules::qotd::charts::ANIMAL_TYPES;
use crate::rules::qotd::pack::PackError;
use crate::rules::Ruleset;
use crate::store::scenarios::{self, ScenarioLine, ScenarioRecord, ScenarioRow};
use crate::store::{change_log, Store, StoreError};

use script::cast_list;
pub use script::parse_script;
use types::IdOrName;
pub use types::{
    Allocation, BeastExtra, BeastView, Card, CastMember, CastSide, CastingBoard, Extra, Scenario, ScenarioScript,
    ScenarioSummary, ScriptSide, StandardDeal,
};

#[derive(Debug, thiserror::Error)]
pub enum CastError {
    #[error(transparent)]
    Campaign(#[from] CampaignError),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("scenario: {id} does not exist")]
    NotFound { id: i64 },
    #[error("{what}: not valid JSON (line {line}, column {column}): {reason}")]
    MalformedJson { what: String, line: usize, column: usize, reason: String },
    #[error("{field}: {reason}")]
    Malformed { field: String, reason: String },
    #[error("sides: a scenario casts at least one side")]
    NoSides,
    #[error("{field}: cast at least one character or extra of {side}, or leave the side out")]
    EmptySide { field: String, side: String },
    #[error("{field}: {given} is not a side of this campaign (its sides: {known})")]
    UnknownSide { field: String, given: String, known: String },
    #[error("{field}: {given} is not a character of this campaign")]
    UnknownCharacter { field: String, given: String },
    #[error("{field}: more than one {what} is called {given}: name it by id")]
    Ambiguous { field: String, given: String, what: &'static str },
    #[error("{field}: {name} is on {theirs}'s roster, not {side}'s")]
    OtherSide { field: String, name: String, side: String, theirs: String },
    #[error("{field}: {name} is cast twice")]
    CastTwice { field: String, name: String },
    #[error("{field}: {name} cannot be cast: {reason}")]
    Unavailable { field: String, name: String, reason: String },
    #[error("{field}: {name} (#{id}) was removed from the roster")]
    Removed { field: String, name: String, id: i64 },
    #[error("{field}: {name} is already in this player's cast ({first}): each member needs a name of their own")]
    SameName { field: String, name: String, first: String },
    #[error("{field}: {first:?} and {second:?} both name {name}'s cards: keep one")]
    HandTwice { field: String, name: String, first: String, second: String },
    #[error("{field}: {side} have no suit: name one here (hearts, diamonds, clubs or spades) or give the side one")]
    NoSuit { field: String, side: String },
    #[error("{field}: {} is already the suit of {by}: each player needs a suit of their own", .suit.name())]
    SuitTwice { field: String, suit: Suit, by: String },
    #[error("{field}: a {ruleset} scenario deals no playing cards (the fate deck is made from the cast)")]
    NoCards { field: String, ruleset: Ruleset },
    #[error("{field}: {who}: {source}")]
    Pack { field: String, who: String, source: Box<PackError> },
    #[error("{field}: \"{given}\" is not a card (A, K, Q, J, 10 … 2, optionally with the suit: A♥)")]
    UnknownCard { field: String, given: String },
    #[error("{field}: \"{given}\" is a {} card but this player holds {}", .other.name(), .suit.name())]
    WrongSuit { field: String, given: String, suit: Suit, other: Suit },
    #[error("{field}: no one in this side's cast is called \"{given}\"")]
    NotInCast { field: String, given: String },
    #[error(
        "{field}: beasts are cast in QOTD scenarios (the animal table of Reel 7); a fate extra is a character sheet"
    )]
    BeastsAreQotd { field: String },
    #[error("{field}: \"{given}\" is not an animal type ({known})")]
    UnknownBeast { field: String, given: String, known: String },
    #[error("{field}: {message}")]
    Extra { field: String, code: &'static str, message: String },
}

impl ErrorCode for CastError {
    fn code(&self) -> &'static str {
        match self {
            CastError::Campaign(e) => e.code(),
            CastError::Store(e) => e.code(),
            CastError::NotFound { .. } => "scenario_not_found",
            CastError::MalformedJson { .. } => "malformed_json",
            CastError::Malformed { .. } => "malformed_scenario",
            CastError::NoSides => "empty_scenario",
            CastError::EmptySide { .. } => "empty_side",
            CastError::UnknownSide { .. } => "unknown_side",
            CastError::UnknownCharacter { .. } => "unknown_character",
            CastError::Ambiguous { .. } => "ambiguous_name",
            CastError::OtherSide { .. } => "character_on_other_side",
            CastError::CastTwice { .. } => "cast_twice",
            CastError::Unavailable { .. } => "character_unavailable",
            CastError::Removed { .. } => "unknown_character",
            CastError::SameName { .. } => "duplicate_name",
            CastError::HandTwice { .. } => "cards_named_twice",
            CastError::NoSuit { .. } => "no_suit",
            CastError::SuitTwice { .. } => "suit_taken",
            CastError::NoCards { .. } => "no_cards",
            CastError::Pack { source, .. } => source.code(),
            CastError::UnknownCard { .. } => "unknown_card",
            CastError::WrongSuit { .. } => "wrong_suit",
            CastError::NotInCast { .. } => "not_in_cast",
            CastError::BeastsAreQotd { .. } => "beasts_are_qotd",
            CastError::UnknownBeast { .. } => "unknown_beast",
            CastError::Extra { code, .. } => code,
        }
    }
}

/// Casts a script for a campaign without saving it: the cast list the board shows as the script
/// is written (with its warnings), or the first problem.
pub fn cast_preview(store: &Store, campaign_id: i64, script: Value) -> Result<Scenario, CastError> {
    let campaign = super::detail(store, campaign_id)?;
    let availability = super::availability(store, campaign_id)?;
    cast_list(&campaign, &availability, script)
}

fn record(store: &Store, id: i64) -> Result<ScenarioRecord, CastError> {
    scenarios::get(store.conn(), id)?.ok_or(CastError::NotFound { id })
}

/// A saved scenario: its cast list as it was cast, read with defaults for any key it lacks. A cast
/// list that no longer reads at all (its types changed since) is cast again from the script,
/// against today's rosters, with a warning saying so.
fn scenario_of(store: &Store, record: ScenarioRecord) -> Result<Scenario, CastError> {
    let mut scenario = match serde_json::from_value::<Scenario>(record.cast_list.clone()) {
        Ok(scenario) => scenario,
        Err(unreadable) => {
            let campaign = super::detail(store, record.campaign_id)?;
            let availability = super::availability(store, record.campaign_id)?;
            let known = script::known_names(&record.cast_list);
            let mut scenario = script::cast_list_knowing(&campaign, &availability, record.script.clone(), &known)
                .map_err(|recast| {
                    CastError::from(StoreError::Corrupt {
                        what: format!(
                            "scenario {} cast list (and casting it again from the script failed: {recast})",
                            record.id
                        ),
                        source: serde::de::Error::custom(&unreadable),
                    })
                })?;
            scenario.warnings.insert(
                0,
                format!(
                    "The saved cast list could not be read ({unreadable}): cast again from the script against \
                     today's rosters; save it (`cast edit`) to keep this one"
                ),
            );
            scenario
        }
    };
    scenario.id = Some(record.id);
    scenario.campaign_id = record.campaign_id;
    scenario.created_at = Some(record.created_at);
    scenario.updated_at = Some(record.updated_at);
    Ok(scenario)
}

/// The stored parts of a cast list: the canonical script and the cast list itself.
fn row_parts(scenario: &Scenario) -> (Value, Value) {
    let script = serde_json::to_value(scenario.script()).expect("scripts serialize");
    let cast = serde_json::to_value(Scenario { id: None, created_at: None, updated_at: None, ..scenario.clone() })
        .expect("cast lists serialize");
    (script, cast)
}

/// "1 card", "3 cards".
pub(crate) fn plural(n: usize, one: &str) -> String {
    format!("{n} {one}{}", if n == 1 { "" } else { "s" })
}

fn counts(scenario: &Scenario) -> String {
    let characters = scenario.members().filter(|m| !m.extra).count();
    let extras = scenario.members().filter(|m| m.extra).count();
    let extras = if extras > 0 { format!(", {}", plural(extras, "extra")) } else { String::new() };
    format!("{}, {}{extras}", plural(scenario.sides.len(), "side"), plural(characters, "character"))
}

/// Casts a script and saves it; the change log records the whole scenario.
pub fn create_scenario(store: &mut Store, campaign_id: i64, script: Value, at: i64) -> Result<Scenario, CastError> {
    let scenario = cast_preview(store, campaign_id, script)?;
    save_new(store, scenario, at)
}

fn save_new(store: &mut Store, scenario: Scenario, at: i64) -> Result<Scenario, CastError> {
    let (script, cast) = row_parts(&scenario);
    let id = store.write(|tx| {
        let id = scenarios::insert(
            tx,
            scenario.campaign_id,
            &ScenarioRow { title: &scenario.title, script: &script, cast_list: &cast },
            at,
        )?;
        let after = scenarios::snapshot(tx, id)?;
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: scenario.campaign_id,
                at,
                action: "scenario.add",
                entity: "scenario",
                entity_id: id,
                before: None,
                after,
                summary: format!("Cast the scenario \"{}\" ({})", scenario.title, counts(&scenario)),
            },
        )?;
        Ok::<_, StoreError>(id)
    })?;
    get_scenario(store, id)
}

pub fn get_scenario(store: &Store, id: i64) -> Result<Scenario, CastError> {
    scenario_of(store, record(store, id)?)
}

/// A campaign's scenarios, oldest first: read from each one's title and script only, so that a
/// cast list that no longer reads does not hide the others (nor itself).
pub fn list_scenarios(store: &Store, campaign_id: i64) -> Result<Vec<ScenarioSummary>, CastError> {
    super::summary(store, campaign_id)?;
    let side_names: Vec<(i64, String)> =
        crate::store::sides::of_campaign(store.conn(), campaign_id)?.into_iter().map(|s| (s.id, s.name)).collect();
    Ok(scenarios::lines_of_campaign(store.conn(), campaign_id)?
        .into_iter()
        .map(|line| summary_of(line, &side_names))
        .collect())
}

/// A scenario's line in a list, from its script (read leniently: what does not read is left out).
fn summary_of(line: ScenarioLine, side_names: &[(i64, String)]) -> ScenarioSummary {
    let sides: &[Value] = line.script.get("sides").and_then(Value::as_array).map_or(&[], Vec::as_slice);
    let count = |key: &str| sides.iter().filter_map(|s| s.get(key).and_then(Value::as_array)).map(Vec::len).sum();
    ScenarioSummary {
        id: line.id,
        campaign_id: line.campaign_id,
        title: line.title,
        sides: sides
            .iter()
            .map(|side| {
                let id = side.get("side").and_then(Value::as_i64);
                let name = side_names
                    .iter()
                    .find(|(s, _)| Some(*s) == id)
                    .map(|(_, name)| name.clone())
                    .unwrap_or_else(|| id.map_or_else(|| "a side".to_string(), |id| format!("side #{id}")));
                let mut who: Vec<String> = Vec::new();
                if let Some(player) = side.get("player").and_then(Value::as_str).filter(|p| !p.is_empty()) {
                    who.push(player.to_string());
                }
                if let Some(suit) = side.get("suit").and_then(Value::as_str).and_then(Suit::from_id) {
                    who.push(suit.symbol().to_string());
                }
                if who.is_empty() {
                    name
                } else {
                    format!("{name} ({})", who.join(", "))
                }
            })
            .collect(),
        characters: count("characters"),
        extras: count("extras"),
        updated_at: line.updated_at,
    }
}

/// Casts a scenario afresh from a new script (against today's rosters and availability).
pub fn edit_scenario(store: &mut Store, id: i64, script: Value, at: i64) -> Result<Scenario, CastError> {
    let old = record(store, id)?;
    let campaign = super::detail(store, old.campaign_id)?;
    let availability = super::availability(store, old.campaign_id)?;
    let known = script::known_names(&old.cast_list);
    let scenario = script::cast_list_knowing(&campaign, &availability, script, &known)?;
    let (script, cast) = row_parts(&scenario);
    store.write(|tx| {
        // Read again in the transaction: what the change log keeps as "before" is what is replaced.
        let before = scenarios::get(tx, id)?.ok_or(CastError::NotFound { id })?;
        scenarios::update(tx, id, &ScenarioRow { title: &scenario.title, script: &script, cast_list: &cast }, at)?;
        let after = scenarios::snapshot(tx, id)?;
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: before.campaign_id,
                at,
                action: "scenario.edit",
                entity: "scenario",
                entity_id: id,
                before: Some(before.snapshot()),
                after,
                summary: format!("Recast the scenario \"{}\" ({})", scenario.title, counts(&scenario)),
            },
        )?;
        Ok::<_, CastError>(())
    })?;
    get_scenario(store, id)
}

/// Removes a scenario; the change log keeps all of it. The roster is not touched. The row is not
/// read as a cast list, so that one that no longer reads can still be removed.
pub fn remove_scenario(store: &mut Store, id: i64, at: i64) -> Result<(), CastError> {
    store.write(|tx| {
        let old = scenarios::get(tx, id)?.ok_or(CastError::NotFound { id })?;
        scenarios::delete(tx, id)?;
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: old.campaign_id,
                at,
                action: "scenario.remove",
                entity: "scenario",
                entity_id: id,
                before: Some(old.snapshot()),
                after: None,
                summary: format!("Removed the scenario \"{}\"", old.title),
            },
        )?;
        Ok::<_, CastError>(())
    })
}

/// A new scenario from a previous one's script ("… (copy)"), cast against today's rosters: the
/// characters who may no longer be cast (or have left the roster) are left out, and hands named by
/// hand that no longer have the right count are dealt afresh, with a warning each.
pub fn copy_scenario(store: &mut Store, id: i64, at: i64) -> Result<Scenario, CastError> {
    let old = record(store, id)?;
    let known = script::known_names(&old.cast_list);
    let campaign = super::detail(store, old.campaign_id)?;
    let availability = super::availability(store, old.campaign_id)?;
    let mut script: ScenarioScript = match serde_json::from_value(old.script.clone()) {
        Ok(script) => script,
        Err(e) => {
            return Err(StoreError::Corrupt { what: format!("scenario {id} script"), source: e }.into());
        }
    };
    let title = format!("{} (copy)", script.title);
    if title.chars().count() <= 80 {
        script.title = title;
    }
    let (value, dropped) = script::without_unavailable(&script, &known, &campaign, &availability);
    let mut scenario = script::cast_list_knowing(&campaign, &availability, value, &known)?;
    scenario.warnings.extend(dropped.into_iter().map(|d| format!("Left out of the copy: {d}")));
    save_new(store, scenario, at)
}

/// Everything the casting board needs before a script is written.
pub fn casting_board(store: &Store, campaign_id: i64) -> Result<CastingBoard, CastError> {
    let campaign = super::detail(store, campaign_id)?;
    let beasts = match campaign.campaign.ruleset {
        Ruleset::Qotd => ANIMAL_TYPES.iter().map(BeastView::of).collect(),
        _ => Vec::new(),
    };
    Ok(CastingBoard {
        availability: super::availability(store, campaign_id)?,
        beasts,
        scenarios: list_scenarios(store, campaign_id)?,
        campaign,
    })
}
