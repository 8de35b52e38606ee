//! Characters on a roster: the rules catalog for pick lists, live checks, edits and portraits.
//!
//! The commands for both rule families (QOTD and fate), as the UI calls them (`invoke(name, args)`;
//! every argument snake_case; errors are `{code, message}`):
//!
//! - `qotd_catalog() -> Catalog`
//! - `fate_catalog() -> FateCatalog` — classes, skills (effect, `double`: may be doubled), weapons
//!   (with their firing-chart row), hands.
//! - `check_character({campaign_id, sheet}) -> SheetCheck` — `sheet` is the JSON sheet of the
//!   campaign's family (`CharacterSheet` for qotd, `FateCharacterSheet` for fate); `SheetCheck.derived`
//!   is `Derived` (`qotd::Derived` or `FateDerived`, as the campaign's rule set says).
//! - `add_character({side_id, sheet}) -> CharacterView` — `sheet` JSON, read by the side's rule set.
//! - `edit_character({character_id, sheet}) -> CharacterView`
//! - `remove_character({character_id}) -> null`
//! - `set_portrait({character_id, image_base64}) -> CharacterView`, `clear_portrait({character_id})`,
//!   `get_portrait({character_id}) -> string | null`
//!
//! `CharacterView` is `{id, side_id, ruleset, ...sheet, derived, has_portrait}`: `ruleset` says
//! which family the flattened sheet and `derived` are.
//!
//! In commands/campaign.rs:
//! - `create_campaign({name, ruleset, options?}) -> CampaignSummary` — `options` the rule set's own
//!   (`FateOptions` or `QotdOptions`), read by `ruleset`
//! - `create_demo({ruleset?: Ruleset}) -> CampaignSummary` (default qotd; `fate` makes "Trouble at Tin Cup",
//!   `mww` "The Dry Creek Bank Job")
//! - `get_campaign({campaign_id}) -> CampaignDetail` — now with `options?: FateOptions` for fate
//! - `add_side({campaign_id, name, suit?})` — `suit` only for qotd (error `no_suits` otherwise)
//! - `campaign_options({campaign_id}) -> CampaignOptions` — `{campaign_id, ruleset, options,
//!   choices: OptionView[]}` (`options`: `FateOptions` or `QotdOptions`); each choice `{id, title,
//!   value, values, labels, rules, is_default, rule, source}`
//! - `set_campaign_options({campaign_id, options}) -> CampaignOptions` — `options` the campaign's
//!   family's, read by its rule set (one change in the change log, undoable)
//! - `fate_deck({campaign_id, side_id?}) -> FateDeck` — one character card each, the four action
//!   cards, the Joker (and Muzzleloader Fire cards)

use base64::Engine;
use posse::campaign::{self, CharacterView, FateCatalog, SheetCheck};
use posse::rules::qotd::{self, Catalog};
use serde_json::Value;
use tauri::State;

use super::{now, with_store, Reply};
use crate::AppState;

#[tauri::command(rename_all = "snake_case")]
pub fn qotd_catalog() -> Catalog {
    qotd::catalog()
}

#[tauri::command(rename_all = "snake_case")]
pub fn fate_catalog() -> FateCatalog {
    campaign::fate_catalog()
}

/// Checks a sheet (JSON of the campaign's family) against the campaign's rules, saving nothing.
#[tauri::command(rename_all = "snake_case")]
pub fn check_character(state: State<AppState>, campaign_id: i64, sheet: Value) -> Reply<SheetCheck> {
    with_store(&state, |store| campaign::check_character(store, campaign_id, sheet))
}

#[tauri::command(rename_all = "snake_case")]
pub fn add_character(state: State<AppState>, side_id: i64, sheet: Value) -> Reply<CharacterView> {
    with_store(&state, |store| {
        let sheet = campaign::sheet_for_side(store, side_id, sheet)?;
        campaign::add_character(store, side_id, &sheet, now())
    })
}

#[tauri::command(rename_all = "snake_case")]
pub fn edit_character(state: State<AppState>, character_id: i64, sheet: Value) -> Reply<CharacterView> {
    with_store(&state, |store| {
        let sheet = campaign::sheet_for_character(store, character_id, sheet)?;
        campaign::edit_character(store, character_id, &sheet, now())
    })
}

#[tauri::command(rename_all = "snake_case")]
pub fn remove_character(state: State<AppState>, character_id: i64) -> Reply<()> {
    with_store(&state, |store| campaign::remove_character(store, character_id, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn set_portrait(state: State<AppState>, character_id: i64, image_base64: String) -> Reply<CharacterView> {
    with_store(&state, |store| campaign::set_portrait_base64(store, character_id, &image_base64, now()))
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
