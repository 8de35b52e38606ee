//! Playsheets and cast sheets: the UI asks for a path with the native save dialog, then calls
//! these.

use std::path::PathBuf;

use posse::campaign::{self, PrintOutcome};
use posse::print::Paper;
use posse::rules::Ruleset;
use tauri::State;

use super::{with_store, Reply};
use crate::AppState;

#[tauri::command(rename_all = "snake_case")]
pub fn print_playsheet(
    state: State<AppState>,
    ruleset: Ruleset,
    campaign_id: Option<i64>,
    paper: Paper,
    template: Option<String>,
    path: PathBuf,
) -> Reply<PrintOutcome> {
    with_store(&state, |store| {
        campaign::print_playsheet(ruleset, campaign_id.map(|id| (&*store, id)), paper, template.as_deref(), &path)
    })
}

#[tauri::command(rename_all = "snake_case")]
pub fn print_cast_sheet(
    state: State<AppState>,
    scenario_id: i64,
    player: Option<String>,
    paper: Paper,
    template: Option<String>,
    path: PathBuf,
) -> Reply<PrintOutcome> {
    with_store(&state, |store| {
        campaign::print_cast_sheet(store, scenario_id, player.as_deref(), paper, template.as_deref(), &path)
    })
}
