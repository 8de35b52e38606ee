//! Campaigns and sides.

use posse::campaign::{self, CampaignDetail, CampaignSummary, SideView, Suit};
use posse::rules::Ruleset;
use tauri::State;

use super::{now, with_store, Reply};
use crate::AppState;

#[tauri::command(rename_all = "snake_case")]
pub fn list_campaigns(state: State<AppState>) -> Reply<Vec<CampaignSummary>> {
    with_store(&state, |store| campaign::list(store))
}

#[tauri::command(rename_all = "snake_case")]
pub fn create_campaign(state: State<AppState>, name: String, ruleset: Ruleset) -> Reply<CampaignSummary> {
    with_store(&state, |store| campaign::create(store, &name, ruleset, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn create_demo(state: State<AppState>) -> Reply<CampaignSummary> {
    with_store(&state, |store| campaign::create_demo(store, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn get_campaign(state: State<AppState>, campaign_id: i64) -> Reply<CampaignDetail> {
    with_store(&state, |store| campaign::detail(store, campaign_id))
}

#[tauri::command(rename_all = "snake_case")]
pub fn add_side(state: State<AppState>, campaign_id: i64, name: String, suit: Option<Suit>) -> Reply<SideView> {
    with_store(&state, |store| campaign::add_side(store, campaign_id, &name, suit, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn database_path(state: State<AppState>) -> String {
    state.path.display().to_string()
}
