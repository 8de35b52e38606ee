//! A game played beside the table (issue 25): the Play view's commands.
//!
//! - `start_play({scenario_id, seed?}) -> PlayView` — starts a game from a saved scenario (`seed`
//!   absent: Posse picks one and shows it).
//! - `list_plays({campaign_id}) -> PlaySummary[]`, `get_play({play_id}) -> PlayView`
//! - `change_play({play_id, change: PlayInput}) -> PlayView` — a card turned, a field marked, a
//!   kill, an attack rolled or typed, a fate action card played, a TWTW turn; one undoable change.
//! - `play_odds({play_id, by, target, form}) -> PlayOdds`
//! - `play_result({play_id, date}) -> GameInput` — the game the wizard would record; changes nothing.
//! - `finish_play({play_id, date}) -> PlayFinished` — records it (as the wizard does); nothing applied.
//! - `drop_play({play_id}) -> PlayView`

use posse::campaign::games::GameInput;
use posse::campaign::play::{self, MemberRef, PlayFinished, PlayOdds, PlaySummary, PlayView};
use posse::error::ErrorCode;
use serde_json::Value;
use tauri::State;

use super::games::fresh_seed;
use super::{now, with_store, Reply};
use crate::AppState;

#[tauri::command(rename_all = "snake_case")]
pub fn start_play(state: State<AppState>, scenario_id: i64, seed: Option<u64>) -> Reply<PlayView> {
    with_store(&state, |store| play::start(store, scenario_id, seed.unwrap_or_else(fresh_seed), now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn list_plays(state: State<AppState>, campaign_id: i64) -> Reply<Vec<PlaySummary>> {
    with_store(&state, |store| play::list(store, Some(campaign_id)))
}

#[tauri::command(rename_all = "snake_case")]
pub fn get_play(state: State<AppState>, play_id: i64) -> Reply<PlayView> {
    with_store(&state, |store| play::show(store, play_id))
}

#[tauri::command(rename_all = "snake_case")]
pub fn change_play(state: State<AppState>, play_id: i64, change: Value) -> Reply<PlayView> {
    let change = play::input_from_value(change).map_err(|e| e.to_body())?;
    with_store(&state, |store| play::change(store, play_id, change, fresh_seed(), now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn play_odds(
    state: State<AppState>,
    play_id: i64,
    by: MemberRef,
    target: MemberRef,
    form: Value,
) -> Reply<PlayOdds> {
    with_store(&state, |store| play::odds(store, play_id, &by, &target, &form))
}

#[tauri::command(rename_all = "snake_case")]
pub fn play_result(state: State<AppState>, play_id: i64, date: String) -> Reply<GameInput> {
    with_store(&state, |store| play::result(store, play_id, &date))
}

#[tauri::command(rename_all = "snake_case")]
pub fn finish_play(state: State<AppState>, play_id: i64, date: String) -> Reply<PlayFinished> {
    with_store(&state, |store| play::finish(store, play_id, &date, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn drop_play(state: State<AppState>, play_id: i64) -> Reply<PlayView> {
    with_store(&state, |store| play::drop_game(store, play_id, now()))
}
