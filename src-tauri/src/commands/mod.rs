//! The app's commands, one module per domain. Each is a one-line sentence over the library.

mod campaign;
mod casting;
mod games;
mod help;
mod history;
mod mww;
mod odds;
mod odds_fate;
mod play;
mod print;
mod roster;
mod tables;
mod twtw;

use posse::error::{ErrorBody, ErrorCode};
use posse::store::Store;
use tauri::State;

use crate::AppState;

/// What every command returns: the value, or `{code, message}`.
pub type Reply<T> = Result<T, ErrorBody>;

/// Seconds since the Unix epoch: the app's one reading of the clock.
pub fn now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0)
}

/// Runs `f` with the store locked, turning its error into `{code, message}`.
pub fn with_store<T, E: ErrorCode>(state: &State<AppState>, f: impl FnOnce(&mut Store) -> Result<T, E>) -> Reply<T> {
    let mut store = state.store.lock().map_err(|_| ErrorBody {
        code: "store_poisoned".into(),
        message: "an earlier command failed while writing; restart Posse".into(),
    })?;
    let store = store.as_mut().map_err(|e| e.clone())?;
    f(store).map_err(|e| e.to_body())
}

pub fn handler() -> impl Fn(tauri::ipc::Invoke) -> bool {
    tauri::generate_handler![
        campaign::list_campaigns,
        help::open_guide,
        campaign::list_drawn,
        games::record_game,
        games::list_games,
        games::get_game,
        games::preview_aftermath,
        games::roll_aftermath_dice,
        games::enter_aftermath_dice,
        games::apply_aftermath,
        games::availability,
        games::chronicle,
        campaign::create_campaign,
        campaign::create_demo,
        campaign::get_campaign,
        campaign::add_side,
        campaign::campaign_options,
        campaign::set_campaign_options,
        campaign::house_tables_text,
        campaign::set_house_tables,
        campaign::fate_deck,
        campaign::database_path,
        campaign::rename_campaign,
        campaign::remove_campaign,
        campaign::restore_campaign,
        campaign::removed_campaigns,
        campaign::export_campaign,
        campaign::import_campaign,
        campaign::cancel_import,
        casting::casting_board,
        casting::preview_scenario,
        casting::create_scenario,
        casting::get_scenario,
        casting::list_scenarios,
        casting::edit_scenario,
        casting::copy_scenario,
        casting::remove_scenario,
        roster::qotd_catalog,
        roster::fate_catalog,
        roster::check_character,
        roster::add_character,
        roster::edit_character,
        roster::remove_character,
        roster::set_portrait,
        roster::clear_portrait,
        roster::get_portrait,
        print::print_preview,
        print::save_pdf,
        print::open_saved_pdf,
        print::list_printers,
        print::add_printer,
        print::edit_printer,
        print::remove_printer,
        odds::list_tests,
        odds::list_chains,
        odds::test_odds,
        odds::shot_odds,
        odds::fight_odds,
        odds::roll_test,
        odds_fate::fate_fire_odds,
        odds_fate::fate_nerve_odds,
        odds_fate::fate_duel_odds,
        odds_fate::fate_fight_odds,
        odds_fate::fate_roll_fire,
        odds_fate::fate_roll_nerve,
        odds_fate::fate_roll_duel,
        mww::mww_catalog,
        mww::mww_gang,
        mww::set_gang_money,
        mww::mww_hit_odds,
        mww::mww_hit_by_range,
        mww::mww_throws,
        mww::mww_roll_throw,
        mww::mww_ap_budget,
        tables::list_tables,
        tables::get_table,
        tables::lookup_table,
        play::start_play,
        play::list_plays,
        play::get_play,
        play::change_play,
        play::play_odds,
        play::play_result,
        play::finish_play,
        play::drop_play,
        history::history_state,
        history::undo,
        history::redo,
        history::backup_database,
        twtw::twtw_catalog,
        twtw::twtw_deck,
        twtw::twtw_deck_stats,
        twtw::twtw_check_odds,
        twtw::twtw_damage_odds,
        twtw::twtw_initiative_odds,
    ]
}
