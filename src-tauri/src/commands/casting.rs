//! Casting scenarios: the casting board's commands (QOTD Reel 1, "The Script"; the fate deck).
//!
//! As the UI calls them (`invoke(name, args)`; arguments snake_case; errors `{code, message}`,
//! the message naming the field, e.g. `sides[0].characters[2]: Dusty is dead (…)`):
//!
//! - `casting_board({campaign_id}) -> CastingBoard` — sides and rosters, everyone's availability,
//!   the beasts (QOTD animal table) and the scenarios already cast.
//! - `preview_scenario({campaign_id, script}) -> Scenario` — casts without saving (`id` null), for
//!   the live view; `script` is a `ScenarioScript` (sides and characters by id or name), or a
//!   `Scenario` sent back as it is.
//! - `create_scenario({campaign_id, script}) -> Scenario`
//! - `get_scenario({scenario_id}) -> Scenario`
//! - `list_scenarios({campaign_id}) -> ScenarioSummary[]`
//! - `edit_scenario({scenario_id, script}) -> Scenario` — cast afresh against today's rosters.
//! - `copy_scenario({scenario_id}) -> Scenario` — a new scenario "… (copy)"; who can no longer play
//!   is left out and listed in `warnings`.
//! - `remove_scenario({scenario_id}) -> null`

use posse::campaign::{self, CastingBoard, Scenario, ScenarioSummary};
use serde_json::Value;
use tauri::State;

use super::{now, with_store, Reply};
use crate::AppState;

#[tauri::command(rename_all = "snake_case")]
pub fn casting_board(state: State<AppState>, campaign_id: i64) -> Reply<CastingBoard> {
    with_store(&state, |store| campaign::casting_board(store, campaign_id))
}

#[tauri::command(rename_all = "snake_case")]
pub fn preview_scenario(state: State<AppState>, campaign_id: i64, script: Value) -> Reply<Scenario> {
    with_store(&state, |store| campaign::cast_preview(store, campaign_id, script))
}

#[tauri::command(rename_all = "snake_case")]
pub fn create_scenario(state: State<AppState>, campaign_id: i64, script: Value) -> Reply<Scenario> {
    with_store(&state, |store| campaign::create_scenario(store, campaign_id, script, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn get_scenario(state: State<AppState>, scenario_id: i64) -> Reply<Scenario> {
    with_store(&state, |store| campaign::get_scenario(store, scenario_id))
}

#[tauri::command(rename_all = "snake_case")]
pub fn list_scenarios(state: State<AppState>, campaign_id: i64) -> Reply<Vec<ScenarioSummary>> {
    with_store(&state, |store| campaign::list_scenarios(store, campaign_id))
}

#[tauri::command(rename_all = "snake_case")]
pub fn edit_scenario(state: State<AppState>, scenario_id: i64, script: Value) -> Reply<Scenario> {
    with_store(&state, |store| campaign::edit_scenario(store, scenario_id, script, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn copy_scenario(state: State<AppState>, scenario_id: i64) -> Reply<Scenario> {
    with_store(&state, |store| campaign::copy_scenario(store, scenario_id, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn remove_scenario(state: State<AppState>, scenario_id: i64) -> Reply<()> {
    with_store(&state, |store| campaign::remove_scenario(store, scenario_id, now()))
}
