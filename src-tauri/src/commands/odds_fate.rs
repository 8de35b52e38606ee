//! The Odds panel for the fate family: pick a character (from a fate roster, or a sheet typed in),
//! a throw and its context; see the exact chance of each outcome with the reasons, or roll it.
//!
//! As the UI calls them (`invoke(name, args)`; every argument snake_case; errors `{code, message}`):
//!
//! - `fate_fire_odds({shooter, weapon, context, target?, options?}) -> FateFireComparison` —
//!   `context` is a `FateShotContext`; its `fire` is ignored: both ways of firing are weighed.
//! - `fate_nerve_odds({character, context, options?}) -> FateNerveOdds`
//! - `fate_duel_odds({first, second, first_facing?, second_facing?, options?}) -> FateDuelOdds`
//! - `fate_fight_odds({attacker, target, attacker_side?, target_side?, defender?, options?}) -> FateFightOdds`
//!   — the sides are `FateFighter`s (`arms`: gun, clubbed, blade or fists; `out_of_ammo`); a side that
//!   cannot apply (out of ammo without a gun, a knocked-down defender's arms) is refused
//!   (`not_applicable`). The roster attacker's campaign's house tables are used (its fighting dice
//!   and fighting results).
//!
//! "Roll it" throws the dice with a seed, as `posse roll fate … --seed N` does (the same seed, the
//! same dice): `fate_roll_fire({shooter, weapon, context, target?, options?, seed}) -> FateShotThrow`
//! (`context.fire` says deliberate fire or blazing away), `fate_roll_nerve({character, context,
//! options?, seed}) -> FateNerveThrow`, `fate_roll_duel({first, second, first_facing?,
//! second_facing?, options?, seed}) -> FateDuelThrow`.
//!
//! A character is `{"id": n}` (a fate roster character, by its campaign's options) or
//! `{"inline": FateCharacterSheet}` (by `options`, default the playsheet's).

use posse::campaign;
use posse::error::{ErrorBody, ErrorCode};
use posse::rules::fate::duel::{DuelOdds, Facing};
use posse::rules::fate::fighting::{fight_odds, plan_fight, FightOdds, Fighter, Standing};
use posse::rules::fate::nerve::NerveContext;
use posse::rules::fate::odds::{self, FireComparison, NerveOdds};
use posse::rules::fate::shooting::ShotContext;
use posse::rules::fate::throw::{self, DuelThrow, NerveThrow, ShotThrow};
use posse::rules::fate::{Character, CharacterSheet, FateOptions, HouseTables, Weapon};
use serde::Deserialize;
use tauri::State;

use super::{with_store, Reply};
use crate::AppState;

/// A fate character to weigh or roll for: a roster character's id, or a sheet typed in the panel.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FateCharacterRef {
    Id(i64),
    Inline(CharacterSheet),
}

/// The character a request names and the options he plays by; an error says whose it is.
fn character(
    state: &State<AppState>,
    who: FateCharacterRef,
    options: Option<FateOptions>,
    role: &str,
) -> Reply<(Character, FateOptions)> {
    match who {
        FateCharacterRef::Id(id) => with_store(state, |store| campaign::fate_character(store, id)),
        FateCharacterRef::Inline(sheet) => {
            let options = options.unwrap_or_default();
            let c = Character::from_sheet(&sheet, &options)
                .map_err(|e| ErrorBody { code: e.code().to_string(), message: format!("{role}: {e}") })?;
            Ok((c, options))
        }
    }
}

#[tauri::command(rename_all = "snake_case")]
pub fn fate_fire_odds(
    state: State<AppState>,
    shooter: FateCharacterRef,
    weapon: Weapon,
    context: ShotContext,
    target: Option<FateCharacterRef>,
    options: Option<FateOptions>,
) -> Reply<FireComparison> {
    let (c, o) = character(&state, shooter, options, "shooter")?;
    let target = target.map(|t| character(&state, t, Some(o), "target")).transpose()?;
    Ok(odds::compare_fire(&c, weapon, &context, target.as_ref().map(|t| &t.0), &o))
}

#[tauri::command(rename_all = "snake_case")]
pub fn fate_nerve_odds(
    state: State<AppState>,
    character: FateCharacterRef,
    context: NerveContext,
    options: Option<FateOptions>,
) -> Reply<NerveOdds> {
    Ok(odds::nerve_test_odds(&self::character(&state, character, options, "character")?.0, &context))
}

#[tauri::command(rename_all = "snake_case")]
pub fn fate_duel_odds(
    state: State<AppState>,
    first: FateCharacterRef,
    second: FateCharacterRef,
    first_facing: Option<Facing>,
    second_facing: Option<Facing>,
    options: Option<FateOptions>,
) -> Reply<DuelOdds> {
    let (a, _) = character(&state, first, options, "first")?;
    let (b, _) = character(&state, second, options, "second")?;
    odds::duel(&a, first_facing.unwrap_or_default(), &b, second_facing.unwrap_or_default()).map_err(|e| e.to_body())
}

#[allow(clippy::too_many_arguments)]
#[tauri::command(rename_all = "snake_case")]
pub fn fate_fight_odds(
    state: State<AppState>,
    attacker: FateCharacterRef,
    target: FateCharacterRef,
    attacker_side: Option<Fighter>,
    target_side: Option<Fighter>,
    defender: Option<Standing>,
    options: Option<FateOptions>,
) -> Reply<FightOdds> {
    let tables = match &attacker {
        FateCharacterRef::Id(id) => with_store(&state, |store| campaign::character_house_tables(store, *id))?,
        FateCharacterRef::Inline(_) => HouseTables::standard().with_options(&options.unwrap_or_default()),
    };
    let ((a, o), (t, _)) =
        (character(&state, attacker, options, "attacker")?, character(&state, target, options, "target")?);
    let (side, other, standing) =
        (attacker_side.unwrap_or_default(), target_side.unwrap_or_default(), defender.unwrap_or_default());
    side.check().map_err(|e| e.to_body())?;
    other.check_defender(standing).map_err(|e| e.to_body())?;
    let attack = plan_fight(&a, true, &side, Some(&t), &tables.fighting, &o);
    let defence = plan_fight(&t, false, &other, Some(&a), &tables.fighting, &o);
    Ok(fight_odds(&attack, &defence, standing, &tables.fighting_results))
}

#[tauri::command(rename_all = "snake_case")]
pub fn fate_roll_fire(
    state: State<AppState>,
    shooter: FateCharacterRef,
    weapon: Weapon,
    context: ShotContext,
    target: Option<FateCharacterRef>,
    options: Option<FateOptions>,
    seed: u64,
) -> Reply<ShotThrow> {
    let (c, o) = character(&state, shooter, options, "shooter")?;
    let target = target.map(|t| character(&state, t, Some(o), "target")).transpose()?;
    throw::throw_shot(&c, weapon, &context, target.as_ref().map(|t| &t.0), &o, seed).map_err(|e| e.to_body())
}

#[tauri::command(rename_all = "snake_case")]
pub fn fate_roll_nerve(
    state: State<AppState>,
    character: FateCharacterRef,
    context: NerveContext,
    options: Option<FateOptions>,
    seed: u64,
) -> Reply<NerveThrow> {
    Ok(throw::throw_nerve(&self::character(&state, character, options, "character")?.0, &context, seed))
}

#[tauri::command(rename_all = "snake_case")]
pub fn fate_roll_duel(
    state: State<AppState>,
    first: FateCharacterRef,
    second: FateCharacterRef,
    first_facing: Option<Facing>,
    second_facing: Option<Facing>,
    options: Option<FateOptions>,
    seed: u64,
) -> Reply<DuelThrow> {
    let (a, _) = character(&state, first, options, "first")?;
    let (b, _) = character(&state, second, options, "second")?;
    Ok(throw::throw_duel(&a, first_facing.unwrap_or_default(), &b, second_facing.unwrap_or_default(), seed))
}
