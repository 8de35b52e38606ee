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
//!   suit of their own. `characters`: ids or names from that side's roster. `player`: optional.
//! - `suit` (QOTD): the player's suit; the side's suit when absent. Fate scenarios have none.
//! - `extras`: a QOTD sheet (`type` defaults to `minor`, `personality` to `ordinary`), a fate sheet
//!   (`class` defaults to `citizen`), or a beast `{"name", "beast": animal id, "notes"}`.
//! - `cards` (QOTD): cards named by hand, by cast member (name or roster id): ranks (`"A"`, `"10"`,
//!   `"K♥"`); the rest are dealt around them. `allocation`: `"standard"` (the default: see
//!   [`crate::rules::qotd::pack`] for the order) or `{"seed": N}` (shuffled; N below 2^53 so the
//!   app's JavaScript keeps it exact).
//!
//! Unknown keys are refused; each error names the field (`sides[1].characters[2]: …`).

mod script;
#[cfg(test)]
mod tests;
mod types;

use serde_json::Value;

use super::{AvailabilityStatus, CampaignError, Suit};
use crate::error::ErrorCode;
use crate::rules::qotd::charts::ANIMAL_TYPES;
use crate::rules::qotd::pack::PackError;
use crate::rules::Ruleset;
use crate::store::scenarios::{self, ScenarioRecord, ScenarioRow};
use crate::store::{change_log, Store, StoreError};

pub use script::{cast_list, parse_script};
pub use types::{
    Allocation, BeastExtra, BeastView, Card, CastMember, CastSide, CastingBoard, Extra, IdOrName, Scenario,
    ScenarioScript, ScenarioSummary, ScriptSide, StandardDeal,
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
    #[error("{field}: {name} is {} ({reason})", status_words(*.status))]
    Unavailable { field: String, name: String, status: AvailabilityStatus, reason: String },
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

fn status_words(status: AvailabilityStatus) -> &'static str {
    match status {
        AvailabilityStatus::Available => "available",
        AvailabilityStatus::AwaitingAftermath => "awaiting an aftermath",
        AvailabilityStatus::Missing => "missing this adventure",
        AvailabilityStatus::Dead => "dead",
    }
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

fn scenario_of(record: ScenarioRecord) -> Result<Scenario, CastError> {
    let mut scenario: Scenario =
        crate::store::from_json(format!("scenario {} cast list", record.id), &record.cast_list.to_string())?;
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

fn counts(scenario: &Scenario) -> String {
    let characters = scenario.members().filter(|m| !m.extra).count();
    let extras = scenario.members().filter(|m| m.extra).count();
    let extras =
        if extras > 0 { format!(", {extras} extra{}", if extras == 1 { "" } else { "s" }) } else { String::new() };
    format!(
        "{} side{}, {characters} character{}{extras}",
        scenario.sides.len(),
        if scenario.sides.len() == 1 { "" } else { "s" },
        if characters == 1 { "" } else { "s" }
    )
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
    scenario_of(record(store, id)?)
}

/// A campaign's scenarios, oldest first.
pub fn list_scenarios(store: &Store, campaign_id: i64) -> Result<Vec<ScenarioSummary>, CastError> {
    super::summary(store, campaign_id)?;
    scenarios::of_campaign(store.conn(), campaign_id)?
        .into_iter()
        .map(|record| {
            let (id, updated_at) = (record.id, record.updated_at);
            let s = scenario_of(record)?;
            Ok(ScenarioSummary {
                id,
                campaign_id,
                title: s.title.clone(),
                sides: s
                    .sides
                    .iter()
                    .map(|side| {
                        let mut who: Vec<String> = Vec::new();
                        if !side.script.player.is_empty() {
                            who.push(side.script.player.clone());
                        }
                        if let Some(suit) = side.script.suit {
                            who.push(suit.symbol().to_string());
                        }
                        if who.is_empty() {
                            side.side_name.clone()
                        } else {
                            format!("{} ({})", side.side_name, who.join(", "))
                        }
                    })
                    .collect(),
                characters: s.members().filter(|m| !m.extra).count(),
                extras: s.members().filter(|m| m.extra).count(),
                updated_at,
            })
        })
        .collect()
}

/// Casts a scenario afresh from a new script (against today's rosters and availability).
pub fn edit_scenario(store: &mut Store, id: i64, script: Value, at: i64) -> Result<Scenario, CastError> {
    let old = record(store, id)?;
    let scenario = cast_preview(store, old.campaign_id, script)?;
    let (script, cast) = row_parts(&scenario);
    store.write(|tx| {
        scenarios::update(tx, id, &ScenarioRow { title: &scenario.title, script: &script, cast_list: &cast }, at)?;
        let after = scenarios::snapshot(tx, id)?;
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: old.campaign_id,
                at,
                action: "scenario.edit",
                entity: "scenario",
                entity_id: id,
                before: Some(old.snapshot()),
                after,
                summary: format!("Recast the scenario \"{}\" ({})", scenario.title, counts(&scenario)),
            },
        )?;
        Ok::<_, StoreError>(())
    })?;
    get_scenario(store, id)
}

/// Removes a scenario; the change log keeps all of it. The roster is not touched.
pub fn remove_scenario(store: &mut Store, id: i64, at: i64) -> Result<(), CastError> {
    let old = record(store, id)?;
    store.write(|tx| {
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
        Ok::<_, StoreError>(())
    })?;
    Ok(())
}

/// A new scenario from a previous one's script ("… (copy)"), cast against today's rosters: the
/// characters who may no longer play (or have left the roster) are left out, with a warning each.
pub fn copy_scenario(store: &mut Store, id: i64, at: i64) -> Result<Scenario, CastError> {
    let old = get_scenario(store, id)?;
    let campaign = super::detail(store, old.campaign_id)?;
    let availability = super::availability(store, old.campaign_id)?;
    let mut script = old.script();
    let title = format!("{} (copy)", script.title);
    if title.chars().count() <= 80 {
        script.title = title;
    }
    let (value, dropped) = script::without_unavailable(&script, &campaign, &availability);
    let mut scenario = cast_list(&campaign, &availability, value)?;
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
