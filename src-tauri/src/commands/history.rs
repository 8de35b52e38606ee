//! Undo, redo and backups.
//!
//! - `history_state({campaign_id}) -> HistoryState` — `{campaign_id, can_undo, can_redo}`, each a
//!   `HistoryStep` `{operation_id, summary, at}` or null: what the Undo and Redo buttons would do.
//! - `undo({campaign_id}) -> HistoryOutcome`, `redo({campaign_id}) -> HistoryOutcome` — what was
//!   undone or redone and the new `state`; errors `nothing_to_undo`, `nothing_to_redo`.
//! - `backup_database({path}) -> BackupInfo` — `{path, bytes, campaigns}`; error `backup_exists`
//!   when the file is there already (a backup never overwrites one).

use std::path::PathBuf;

use posse::campaign::{self, BackupInfo, HistoryOutcome, HistoryState};
use tauri::State;

use super::{now, with_store, Reply};
use crate::AppState;

#[tauri::command(rename_all = "snake_case")]
pub fn history_state(state: State<AppState>, campaign_id: i64) -> Reply<HistoryState> {
    with_store(&state, |store| campaign::history_state(store, campaign_id))
}

#[tauri::command(rename_all = "snake_case")]
pub fn undo(state: State<AppState>, campaign_id: i64) -> Reply<HistoryOutcome> {
    with_store(&state, |store| campaign::undo(store, Some(campaign_id), now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn redo(state: State<AppState>, campaign_id: i64) -> Reply<HistoryOutcome> {
    with_store(&state, |store| campaign::redo(store, Some(campaign_id), now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn backup_database(state: State<AppState>, path: PathBuf) -> Reply<BackupInfo> {
    with_store(&state, |store| campaign::backup(store, &path))
}
