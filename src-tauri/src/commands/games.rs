//! Games, their aftermath, availability and the chronicle (the after-action wizard's commands).
//!
//! Games, rolls and choices arrive as JSON and are read by the library (`games::game_from_value`,
//! …), so an error names the field at fault as the command line's does.
//!
//! - `record_game({campaign_id, game: GameInput}) -> GameView`
//! - `list_games({campaign_id}) -> GameView[]`, `get_game({game_id}) -> GameView`
//! - `preview_aftermath({game_id, rolls?: EnteredRolls, choices?: AftermathChoices}) -> Aftermath` —
//!   changes nothing; without `rolls` it shows the dice recorded on the game (or, if none, fresh
//!   ones that are not kept).
//! - `roll_aftermath_dice({game_id, seed?: number}) -> Aftermath` — "roll for me": rolls and records
//!   the dice on the game before anyone confirms (`seed` absent: Posse picks one).
//! - `enter_aftermath_dice({game_id, rolls: EnteredRolls}) -> Aftermath` — records the players' dice.
//! - `apply_aftermath({game_id, choices?: AftermathChoices}) -> Aftermath` — with the recorded dice.
//! - `availability({campaign_id}) -> Availability[]`
//! - `chronicle({campaign_id?, character_id?}) -> Chronicle`

use posse::campaign::chronicle::{self, Chronicle};
use posse::campaign::games::{self, Aftermath, DiceSource, GameView};
use posse::campaign::{self, Availability};
use posse::error::ErrorCode;
use serde_json::Value;
use tauri::State;

use super::{now, with_store, Reply};
use crate::AppState;

/// A seed for "roll for me" (or a deal, or a roll in a game in play) when none is given, from the clock.
pub(super) fn fresh_seed() -> u64 {
    let nanos =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.subsec_nanos()).unwrap_or(0);
    games::seed_from_clock(nanos)
}

#[tauri::command(rename_all = "snake_case")]
pub fn record_game(state: State<AppState>, campaign_id: i64, game: Value) -> Reply<GameView> {
    let game = games::game_from_value(game).map_err(|e| e.to_body())?;
    with_store(&state, |store| games::record_game(store, campaign_id, &game, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn list_games(state: State<AppState>, campaign_id: i64) -> Reply<Vec<GameView>> {
    with_store(&state, |store| games::list_games(store, campaign_id))
}

#[tauri::command(rename_all = "snake_case")]
pub fn get_game(state: State<AppState>, game_id: i64) -> Reply<GameView> {
    with_store(&state, |store| games::get_game(store, game_id))
}

#[tauri::command(rename_all = "snake_case")]
pub fn preview_aftermath(
    state: State<AppState>,
    game_id: i64,
    rolls: Option<Value>,
    choices: Option<Value>,
) -> Reply<Aftermath> {
    let rolls = rolls.map(games::rolls_from_value).transpose().map_err(|e| e.to_body())?;
    let choices = choices.map(games::choices_from_value).transpose().map_err(|e| e.to_body())?;
    let source = rolls.map_or(DiceSource::Recorded { fresh_seed: fresh_seed() }, DiceSource::Entered);
    with_store(&state, |store| games::aftermath_preview(store, game_id, &source, choices.as_ref()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn roll_aftermath_dice(state: State<AppState>, game_id: i64, seed: Option<u64>) -> Reply<Aftermath> {
    let source = DiceSource::Seed(seed.unwrap_or_else(fresh_seed));
    with_store(&state, |store| games::record_aftermath_dice(store, game_id, &source, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn enter_aftermath_dice(state: State<AppState>, game_id: i64, rolls: Value) -> Reply<Aftermath> {
    let rolls = games::rolls_from_value(rolls).map_err(|e| e.to_body())?;
    with_store(&state, |store| games::record_aftermath_dice(store, game_id, &DiceSource::Entered(rolls), now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn apply_aftermath(state: State<AppState>, game_id: i64, choices: Option<Value>) -> Reply<Aftermath> {
    let choices = choices.map(games::choices_from_value).transpose().map_err(|e| e.to_body())?;
    let source = DiceSource::Recorded { fresh_seed: fresh_seed() };
    with_store(&state, |store| games::apply_aftermath(store, game_id, &source, choices.as_ref(), now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn availability(state: State<AppState>, campaign_id: i64) -> Reply<Vec<Availability>> {
    with_store(&state, |store| campaign::availability(store, campaign_id))
}

#[tauri::command(rename_all = "snake_case")]
pub fn chronicle(state: State<AppState>, campaign_id: Option<i64>, character_id: Option<i64>) -> Reply<Chronicle> {
    with_store(&state, |store| match (campaign_id, character_id) {
        (_, Some(id)) => chronicle::of_character(store, id),
        (Some(id), None) => chronicle::of_campaign(store, id),
        (None, None) => Err(games::GameError::Invalid {
            field: "campaign_id".into(),
            reason: "give a campaign or a character".into(),
        }),
    })
}
