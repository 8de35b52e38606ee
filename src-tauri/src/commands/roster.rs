//! Characters on a roster: the rules catalog for pick lists, live checks, edits and portraits.

use base64::Engine;
use posse::campaign::{self, CharacterView, SheetCheck};
use posse::error::ErrorBody;
use posse::rules::qotd::{self, Catalog, CharacterSheet};
use tauri::State;

use super::{now, with_store, Reply};
use crate::AppState;

#[tauri::command(rename_all = "snake_case")]
pub fn qotd_catalog() -> Catalog {
    qotd::catalog()
}

#[tauri::command(rename_all = "snake_case")]
pub fn check_character(sheet: CharacterSheet) -> SheetCheck {
    campaign::check_sheet(&sheet)
}

#[tauri::command(rename_all = "snake_case")]
pub fn add_character(state: State<AppState>, side_id: i64, sheet: CharacterSheet) -> Reply<CharacterView> {
    with_store(&state, |store| campaign::add_character(store, side_id, &sheet, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn edit_character(state: State<AppState>, character_id: i64, sheet: CharacterSheet) -> Reply<CharacterView> {
    with_store(&state, |store| campaign::edit_character(store, character_id, &sheet, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn remove_character(state: State<AppState>, character_id: i64) -> Reply<()> {
    with_store(&state, |store| campaign::remove_character(store, character_id, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn set_portrait(state: State<AppState>, character_id: i64, image_base64: String) -> Reply<CharacterView> {
    let bytes = base64::engine::general_purpose::STANDARD.decode(image_base64.trim()).map_err(|e| ErrorBody {
        code: "portrait_not_image".into(),
        message: format!("portrait: the upload could not be read ({e})"),
    })?;
    with_store(&state, |store| campaign::set_portrait(store, character_id, &bytes, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn clear_portrait(state: State<AppState>, character_id: i64) -> Reply<CharacterView> {
    with_store(&state, |store| campaign::clear_portrait(store, character_id, now()))
}

/// The portrait thumbnail as a `data:` URL, or `None`.
#[tauri::command(rename_all = "snake_case")]
pub fn get_portrait(state: State<AppState>, character_id: i64) -> Reply<Option<String>> {
    let png = with_store(&state, |store| campaign::get_portrait(store, character_id))?;
    Ok(png.map(|png| format!("data:image/png;base64,{}", base64::engine::general_purpose::STANDARD.encode(png))))
}
