//! Printing: the UI asks for a path with the native save dialog, then calls this.

use std::path::PathBuf;

use posse::campaign::{self, PrintOutcome};
use posse::print::Paper;
use tauri::State;

use super::{with_store, Reply};
use crate::AppState;

#[tauri::command(rename_all = "snake_case")]
pub fn print_roster(state: State<AppState>, campaign_id: i64, side_id: Option<i64>, paper: Paper, path: PathBuf) -> Reply<PrintOutcome> {
    with_store(&state, |store| campaign::print_roster(store, campaign_id, side_id, paper, &path))
}
