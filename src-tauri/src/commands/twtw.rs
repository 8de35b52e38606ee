//! The West That Wasn't in the app: the hero editor's catalog, the action deck and its balance, and
//! exact odds over a deck beside ideal dice.
//!
//! As the UI calls them (`invoke(name, args)`; every argument snake_case; errors `{code, message}`):
//!
//! - `twtw_catalog() -> TwtwCatalog` — traits, ranks, the chapter's skills, wound locations.
//! - `twtw_deck({seed?}) -> TwtwDeck` — no seed: the deck Posse ships.
//! - `twtw_deck_stats({seed?}) -> TwtwDeckStats` — each column against ideal dice (chi-square).
//! - `twtw_check_odds({pool, tn, modifier, deck?}) -> TwtwCheckOdds` — `pool` `{dice, die}`
//!   (1–5 dice: `bad_pool` otherwise).
//! - `twtw_damage_odds({query, deck?}) -> TwtwDamageOdds`
//! - `twtw_initiative_odds({pool, bonus, deck?}) -> TwtwInitiativeOdds`

use posse::campaign::{self, TwtwCatalog};
use posse::error::ErrorCode;
use posse::rules::twtw::deck::{self, Deck};
use posse::rules::twtw::die::{Pool, CAUSE_ROWS};
use posse::rules::twtw::odds::{self, CheckOdds, DamageOdds, DamageQuery, InitiativeOdds};
use posse::rules::twtw::stats::{deck_stats, DeckStats};

use super::Reply;

#[tauri::command]
pub fn twtw_catalog() -> TwtwCatalog {
    campaign::twtw_catalog()
}

#[tauri::command(rename_all = "snake_case")]
pub fn twtw_deck(seed: Option<u64>) -> Deck {
    deck::deck(seed)
}

#[tauri::command(rename_all = "snake_case")]
pub fn twtw_deck_stats(seed: Option<u64>) -> DeckStats {
    deck_stats(&deck::deck(seed))
}

#[tauri::command(rename_all = "snake_case")]
pub fn twtw_check_odds(pool: Pool, tn: i32, modifier: i32, deck: Option<u64>) -> Reply<CheckOdds> {
    let pool = pool.checked("cause grid", CAUSE_ROWS).map_err(|e| e.to_body())?;
    Ok(odds::check_odds(&deck::deck(deck), pool, tn, modifier))
}

#[tauri::command(rename_all = "snake_case")]
pub fn twtw_damage_odds(query: DamageQuery, deck: Option<u64>) -> Reply<DamageOdds> {
    let query = query.checked().map_err(|e| e.to_body())?;
    Ok(odds::damage_odds(&deck::deck(deck), query))
}

#[tauri::command(rename_all = "snake_case")]
pub fn twtw_initiative_odds(pool: Pool, bonus: i32, deck: Option<u64>) -> Reply<InitiativeOdds> {
    let pool = pool.checked("cause grid", CAUSE_ROWS).map_err(|e| e.to_body())?;
    Ok(odds::initiative_odds(&deck::deck(deck), pool, bonus))
}
