//! The Odds panel: pick a character (from a roster or typed in), a test and the circumstances;
//! see the exact chance of each outcome with the reasons, or roll it.

use posse::campaign;
use posse::error::{ErrorBody, ErrorCode};
use posse::rules::qotd::odds::{self, ChainInfo, ChainOdds, CharacterRef, RolledTest, TestInfo, TestOdds};
use posse::rules::qotd::test::{Circumstances, TestId};
use posse::rules::qotd::{Character, QotdOptions};
use tauri::State;

use super::{with_store, Reply};
use crate::AppState;

/// Reads the character a request names, with the options they play by: a roster character as
/// they would play the next game (one card less after "I'm Tired out!", and reduced dice after
/// "I'm Exhausted!") by their campaign's options,
/// an inline one by the defaults. An error says whose it is (`shooter: …`, `target: …`) so the
/// panel can show it next to the right form.
fn character(state: &State<AppState>, who: CharacterRef, role: &str) -> Reply<(Character, QotdOptions)> {
    let sheet = match who {
        CharacterRef::Id(id) => {
            let sheet = with_store(state, |store| campaign::get_character(store, id))?.sheet;
            if !matches!(sheet, campaign::Sheet::Qotd(_)) {
                return Err(ErrorBody {
                    code: "wrong_ruleset".into(),
                    message: format!(
                        "{role}: #{id} is a {} character; these are Quick on the Draw odds",
                        sheet.ruleset().title()
                    ),
                });
            }
            return with_store(state, |store| campaign::qotd_character(store, id));
        }
        CharacterRef::Inline(sheet) => sheet,
    };
    let character = Character::from_sheet(&sheet)
        .map_err(|e| ErrorBody { code: e.code().to_string(), message: format!("{role}: {e}") })?;
    Ok((character, QotdOptions::default()))
}

/// A roster target plays with the dice and cards his sheet and last aftermath give him: the panel's
/// "reduced dice" and "one card less" describe an inline target only, and are refused for him, as
/// the command line refuses `--target-reduced` and `--target-one-card-less` with `--target ID`.
fn inline_target_only(target: &CharacterRef, c: &Circumstances) -> Reply<()> {
    let CharacterRef::Id(id) = target else { return Ok(()) };
    let given = [("target_reduced", c.target_reduced), ("target_one_card_less", c.target_one_card_less)];
    match given.into_iter().find(|(_, on)| *on) {
        Some((field, _)) => Err(ErrorBody {
            code: "does_not_apply".into(),
            message: format!(
                "{field}: describes an inline target, not roster character #{id} (whose sheet and last aftermath say it)"
            ),
        }),
        None => Ok(()),
    }
}

fn body(e: impl ErrorCode) -> ErrorBody {
    e.to_body()
}

#[tauri::command(rename_all = "snake_case")]
pub fn list_tests() -> Vec<TestInfo> {
    odds::list_tests()
}

#[tauri::command(rename_all = "snake_case")]
pub fn list_chains() -> Vec<ChainInfo> {
    odds::list_chains()
}

#[tauri::command(rename_all = "snake_case")]
pub fn test_odds(
    state: State<AppState>,
    character: CharacterRef,
    test: TestId,
    circumstances: Circumstances,
) -> Reply<TestOdds> {
    odds::test_odds(&self::character(&state, character, "character")?.0, test, &circumstances).map_err(body)
}

#[tauri::command(rename_all = "snake_case")]
pub fn shot_odds(
    state: State<AppState>,
    shooter: CharacterRef,
    target: CharacterRef,
    circumstances: Circumstances,
) -> Reply<ChainOdds> {
    inline_target_only(&target, &circumstances)?;
    let (shooter, options) = character(&state, shooter, "shooter")?;
    odds::shot_odds(&shooter, &character(&state, target, "target")?.0, &circumstances, &options).map_err(body)
}

#[tauri::command(rename_all = "snake_case")]
pub fn fight_odds(
    state: State<AppState>,
    attacker: CharacterRef,
    target: CharacterRef,
    circumstances: Circumstances,
) -> Reply<ChainOdds> {
    inline_target_only(&target, &circumstances)?;
    let (attacker, options) = character(&state, attacker, "attacker")?;
    odds::fight_odds(&attacker, &character(&state, target, "target")?.0, &circumstances, &options).map_err(body)
}

#[tauri::command(rename_all = "snake_case")]
pub fn roll_test(
    state: State<AppState>,
    character: CharacterRef,
    test: TestId,
    circumstances: Circumstances,
    seed: u64,
) -> Reply<RolledTest> {
    odds::roll_test_seeded(&self::character(&state, character, "character")?.0, test, &circumstances, seed)
        .map_err(body)
}
