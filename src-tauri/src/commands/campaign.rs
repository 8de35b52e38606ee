//! Campaigns and sides.

use std::ops::ControlFlow;
use std::path::PathBuf;
use std::sync::atomic::Ordering;

use posse::campaign::{
    self, CampaignDetail, CampaignOptions, CampaignSummary, ExportInfo, ImportProgress, RemovedCampaign, RuleOptions,
    SideView, Suit,
};
use posse::rules::fate::Deck;
use posse::rules::Ruleset;
use serde_json::Value;
use tauri::ipc::Channel;
use tauri::State;

use super::{now, with_store, Reply};
use crate::AppState;

#[tauri::command(rename_all = "snake_case")]
pub fn list_campaigns(state: State<AppState>) -> Reply<Vec<CampaignSummary>> {
    with_store(&state, |store| campaign::list(store))
}

#[tauri::command(rename_all = "snake_case")]
pub fn create_campaign(
    state: State<AppState>,
    name: String,
    ruleset: Ruleset,
    options: Option<Value>,
) -> Reply<CampaignSummary> {
    with_store(&state, |store| {
        let options = options.map(|o| RuleOptions::from_value(ruleset, o, "options")).transpose()?;
        campaign::create_with_options(store, &name, ruleset, options, now())
    })
}

/// The QOTD demo, or with `ruleset: "fate"` the fate one.
#[tauri::command(rename_all = "snake_case")]
pub fn create_demo(state: State<AppState>, ruleset: Option<Ruleset>) -> Reply<CampaignSummary> {
    with_store(&state, |store| campaign::create_demo(store, ruleset.unwrap_or(Ruleset::Qotd), now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn campaign_options(state: State<AppState>, campaign_id: i64) -> Reply<CampaignOptions> {
    with_store(&state, |store| campaign::options(store, campaign_id))
}

#[tauri::command(rename_all = "snake_case")]
pub fn set_campaign_options(state: State<AppState>, campaign_id: i64, options: Value) -> Reply<CampaignOptions> {
    with_store(&state, |store| {
        let ruleset = campaign::summary(store, campaign_id)?.ruleset;
        let options = RuleOptions::from_value(ruleset, options, "options")?;
        campaign::set_options(store, campaign_id, options, now())
    })
}

/// A fate campaign's house tables (the hit-location chits, the fighting dice and results) as the
/// TOML `posse campaign house-tables --export` writes: what the app's editor shows.
#[tauri::command(rename_all = "snake_case")]
pub fn house_tables_text(state: State<AppState>, campaign_id: i64) -> Reply<String> {
    with_store(&state, |store| campaign::house_tables_text(store, campaign_id))
}

/// Saves edited house tables (checked as `--import` checks them; one undoable change), or with
/// no text goes back to Posse's; answers the tables now in force.
#[tauri::command(rename_all = "snake_case")]
pub fn set_house_tables(state: State<AppState>, campaign_id: i64, toml: Option<String>) -> Reply<String> {
    with_store(&state, |store| {
        campaign::set_house_tables(store, campaign_id, toml.as_deref(), now())?;
        campaign::house_tables_text(store, campaign_id)
    })
}

#[tauri::command(rename_all = "snake_case")]
pub fn fate_deck(state: State<AppState>, campaign_id: i64, side_id: Option<i64>) -> Reply<Deck> {
    with_store(&state, |store| campaign::fate_deck(store, campaign_id, side_id))
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

#[tauri::command(rename_all = "snake_case")]
pub fn rename_campaign(state: State<AppState>, campaign_id: i64, name: String) -> Reply<CampaignSummary> {
    with_store(&state, |store| campaign::rename(store, campaign_id, &name, now()))
}

/// Takes a campaign off the list; it is kept, and `restore_campaign` (or undo) brings it back.
#[tauri::command(rename_all = "snake_case")]
pub fn remove_campaign(state: State<AppState>, campaign_id: i64) -> Reply<RemovedCampaign> {
    with_store(&state, |store| campaign::remove(store, campaign_id, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn restore_campaign(state: State<AppState>, campaign_id: i64) -> Reply<CampaignSummary> {
    with_store(&state, |store| campaign::restore(store, campaign_id, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn removed_campaigns(state: State<AppState>) -> Reply<Vec<RemovedCampaign>> {
    with_store(&state, |store| campaign::removed(store))
}

/// Writes a campaign file where the save dialog said.
#[tauri::command(rename_all = "snake_case")]
pub fn export_campaign(state: State<AppState>, campaign_id: i64, path: PathBuf) -> Reply<ExportInfo> {
    with_store(&state, |store| campaign::export_file(store, campaign_id, &path))
}

/// Reads a campaign file (from the open dialog) as a new campaign, telling `on_progress` how far
/// it has got (about every 1 % of its rows); `cancel_import` stops it, and nothing of it is kept.
/// Async, so that it runs beside the window's thread and `cancel_import` is heard meanwhile.
#[tauri::command(rename_all = "snake_case")]
pub async fn import_campaign(
    state: State<'_, AppState>,
    path: PathBuf,
    on_progress: Channel<ImportProgress>,
) -> Reply<CampaignSummary> {
    state.import_cancelled.store(false, Ordering::SeqCst);
    let mut told = 0;
    let mut progress = |p: ImportProgress| {
        if p.done == p.total || p.done >= told + p.total.div_ceil(100) {
            told = p.done;
            let _ = on_progress.send(p);
        }
        if state.import_cancelled.load(Ordering::SeqCst) {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    };
    with_store(&state, |store| campaign::import_file_with_progress(store, &path, now(), &mut progress))
}

/// Stops the import running (it answers `import_cancelled` and keeps nothing).
#[tauri::command(rename_all = "snake_case")]
pub fn cancel_import(state: State<AppState>) {
    state.import_cancelled.store(true, Ordering::SeqCst);
}

/// The campaign list is drawn with its rows, `ms` after the page began: with POSSE_STARTUP_PROBE
/// set, says so on standard error (the start-up benchmark's end point, `make bench-startup`).
#[tauri::command(rename_all = "snake_case")]
pub fn list_drawn(ms: f64) {
    if std::env::var_os("POSSE_STARTUP_PROBE").is_some() {
        eprintln!("posse-desktop: the campaign list was drawn {ms:.0} ms after the page began");
    }
}
