//! The Odds panel: pick a character (from a roster or typed in), a test and the circumstances;
//! see the exact chance of each outcome with the reasons, or roll it.

use posse::campaign;
use posse::error::{ErrorBody, ErrorCode};
use posse::rules::qotd::odds::{self, ChainOdds, CharacterRef, RolledTest, TestInfo, TestOdds};
use posse::rules::qotd::test::{Circumstances, TestId};
use posse::rules::qotd::Character;
use tauri::State;

use super::{with_store, Reply};
use crate::AppState;

/// Reads the character a request names; an error says whose it is (`shooter: …`, `target: …`) so
/// the panel can show it next to the right form.
fn character(state: &State<AppState>, who: CharacterRef, role: &str) -> Reply<Character> {
    let sheet = match who {
        CharacterRef::Id(id) => match with_store(state, |store| campaign::get_character(store, id))?.sheet {
            campaign::Sheet::Qotd(sheet) => sheet,
            campaign::Sheet::Fate(_) => {
                return Err(ErrorBody {
                    code: "wrong_ruleset".into(),
                    message: format!("{role}: #{id} is a fate-deck character; these are Quick on the Draw odds"),
                })
            }
        },
        CharacterRef::Inline(sheet) => sheet,
    };
    Character::from_sheet(&sheet).map_err(|e| ErrorBody { code: e.code().to_string(), message: format!("{role}: {e}") })
}

fn body(e: impl ErrorCode) -> ErrorBody {
    e.to_body()
}

#[tauri::command(rename_all = "snake_case")]
pub fn list_tests() -> Vec<TestInfo> {
    odds::list_tests()
}

#[tauri::command(rename_all = "snake_case")]
pub fn test_odds(
    state: State<AppState>,
    character: CharacterRef,
    test: TestId,
    circumstances: Circumstances,
) -> Reply<TestOdds> {
    odds::test_odds(&self::character(&state, character, "character")?, test, &circumstances).map_err(body)
}

#[tauri::command(rename_all = "snake_case")]
pub fn shot_odds(
    state: State<AppState>,
    shooter: CharacterRef,
    target: CharacterRef,
    circumstances: Circumstances,
) -> Reply<ChainOdds> {
    odds::shot_odds(&character(&state, shooter, "shooter")?, &character(&state, target, "target")?, &circumstances).map_err(body)
}

#[tauri::command(rename_all = "snake_case")]
pub fn fight_odds(
    state: State<AppState>,
    attacker: CharacterRef,
    target: CharacterRef,
    circumstances: Circumstances,
) -> Reply<ChainOdds> {
    odds::fight_odds(&character(&state, attacker, "attacker")?, &character(&state, target, "target")?, &circumstances).map_err(body)
}

#[tauri::command(rename_all = "snake_case")]
pub fn roll_test(
    state: State<AppState>,
    character: CharacterRef,
    test: TestId,
    circumstances: Circumstances,
    seed: u64,
) -> Reply<RolledTest> {
    odds::roll_test_seeded(&self::character(&state, character, "character")?, test, &circumstances, seed).map_err(body)
}
