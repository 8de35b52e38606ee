//! My Wild West: the gang editor's catalog, a gang's money and AP budget, and the odds of a shot.
//!
//! As the UI calls them (`invoke(name, args)`; every argument snake_case; errors `{code, message}`):
//!
//! - `mww_catalog() -> MwwCatalog` — skills, weapons (how each is read on the tables), mounts.
//! - `mww_gang({side_id}) -> GangView` — figures who can play, wounds, money, the AP budget.
//! - `set_gang_money({side_id, money}) -> GangView` — undoable; a negative sum is `bad_money`.
//! - `mww_hit_odds({shot: MwwShot}) -> MwwHitOdds` — the plan with its reasons and each result.
//! - `mww_hit_by_range({shot: MwwShot}) -> MwwRangeChance[]` — the same shot at 1" to 36".
//! - `mww_ap_budget({figures, wounds, civilians}) -> MwwApBudget`
//!
//! Figures are added, checked and edited with the roster's commands (`check_character`,
//! `add_character`, `edit_character` with an `MwwFigureSheet`); games with the games' commands.

use posse::campaign::{self, GangView, MwwCatalog};
use posse::error::ErrorCode;
use posse::rules::mww::action_points::{budget, ApBudget};
use posse::rules::mww::shooting::{by_range, hit_odds, HitOdds, RangeChance, Shot};
use tauri::State;

use super::{now, with_store, Reply};
use crate::AppState;

#[tauri::command]
pub fn mww_catalog() -> MwwCatalog {
    campaign::mww_catalog()
}

#[tauri::command(rename_all = "snake_case")]
pub fn mww_gang(state: State<AppState>, side_id: i64) -> Reply<GangView> {
    with_store(&state, |store| campaign::gang(store, side_id))
}

#[tauri::command(rename_all = "snake_case")]
pub fn set_gang_money(state: State<AppState>, side_id: i64, money: i64) -> Reply<GangView> {
    with_store(&state, |store| campaign::set_gang_money(store, side_id, money, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn mww_hit_odds(shot: Shot) -> Reply<HitOdds> {
    hit_odds(&shot).map_err(|e| e.to_body())
}

#[tauri::command(rename_all = "snake_case")]
pub fn mww_hit_by_range(shot: Shot) -> Vec<RangeChance> {
    by_range(&shot)
}

#[tauri::command(rename_all = "snake_case")]
pub fn mww_ap_budget(figures: u8, wounds: u32, civilians: u8) -> Reply<ApBudget> {
    budget(figures, wounds, civilians).map_err(|e| e.to_body())
}
