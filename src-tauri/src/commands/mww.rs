//! My Wild West: the gang editor's catalog, a gang's money and AP budget, and the odds of a shot.
//!
//! As the UI calls them (`invoke(name, args)`; every argument snake_case; errors `{code, message}`):
//!
//! - `mww_catalog() -> MwwCatalog` — skills, weapons (how each is read on the tables), mounts.
//! - `mww_gang({side_id}) -> GangView` — figures who can play, wounds, money, the AP budget.
//! - `set_gang_money({side_id, money}) -> GangView` — undoable; a negative sum is `bad_money`.
//! - `mww_hit_odds({shot: MwwShot, campaign_id?}) -> MwwHitOdds` — the plan with its reasons and
//!   each result, by the readings of the campaign (the firer's) or the defaults.
//! - `mww_hit_by_range({shot: MwwShot, campaign_id?}) -> MwwRangeChance[]` — the same shot at 1"
//!   to 36".
//! - `mww_throws() -> MwwThrowOdds[]` — the heroic civilian, a high obstacle, getting free of a
//!   lasso: each throw's odds.
//! - `mww_roll_throw({throw: MwwThrow, seed}) -> MwwThrowRoll` — one of them rolled, as `posse roll
//!   mww civilian|obstacle|lasso_free --seed N` rolls it.
//! - `mww_ap_budget({figures, wounds, civilians}) -> MwwApBudget`
//!
//! Figures are added, checked and edited with the roster's commands (`check_character`,
//! `add_character`, `edit_character` with an `MwwFigureSheet`); games with the games' commands.

use posse::campaign::{self, GangView, MwwCatalog};
use posse::error::ErrorCode;
use posse::rules::mww::action_points::{budget, ApBudget};
use posse::rules::mww::shooting::{by_range, hit_odds, HitOdds, RangeChance, Shot};
use posse::rules::mww::throws::{roll_throw_seeded, throw_odds, Throw, ThrowOdds, ThrowRoll};
use posse::rules::mww::MwwOptions;
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

/// The readings a throw follows: the campaign's, or the defaults.
fn readings(state: &State<AppState>, campaign_id: Option<i64>) -> Reply<MwwOptions> {
    match campaign_id {
        Some(id) => with_store(state, |store| campaign::mww_options(store, id)),
        None => Ok(MwwOptions::default()),
    }
}

#[tauri::command(rename_all = "snake_case")]
pub fn mww_hit_odds(state: State<AppState>, shot: Shot, campaign_id: Option<i64>) -> Reply<HitOdds> {
    hit_odds(&shot, &readings(&state, campaign_id)?).map_err(|e| e.to_body())
}

#[tauri::command(rename_all = "snake_case")]
pub fn mww_hit_by_range(state: State<AppState>, shot: Shot, campaign_id: Option<i64>) -> Reply<Vec<RangeChance>> {
    Ok(by_range(&shot, &readings(&state, campaign_id)?))
}

#[tauri::command]
pub fn mww_throws() -> Vec<ThrowOdds> {
    Throw::ALL.into_iter().map(throw_odds).collect()
}

#[tauri::command(rename_all = "snake_case")]
pub fn mww_roll_throw(throw: Throw, seed: u64) -> ThrowRoll {
    roll_throw_seeded(throw, seed)
}

#[tauri::command(rename_all = "snake_case")]
pub fn mww_ap_budget(figures: u8, wounds: u32, civilians: u8) -> Reply<ApBudget> {
    budget(figures, wounds, civilians).map_err(|e| e.to_body())
}
