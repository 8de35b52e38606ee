//! A game as a player writes it (GAME.json, or the desktop's after-action wizard), read but not yet
//! checked against the campaign: below the checks (`record`), the aftermath and the families, which
//! all read it.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::GameError;

/// A character as named in a game or choices file: the id, or the name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(untagged)]
#[ts(export, rename = "NamedCharacter")]
pub enum CharacterRef {
    Id(#[ts(type = "number")] i64),
    Name(String),
}

/// GAME.json: `{"title", "date": "YYYY-MM-DD", "notes"?, "scenario"?, "participants": [...]}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct GameInput {
    pub title: String,
    /// `YYYY-MM-DD`: the day it was played (or the day in the story, if the players prefer).
    pub date: String,
    #[serde(default)]
    #[ts(as = "Option<String>", optional)]
    pub notes: String,
    /// The scenario it was cast from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "number")]
    pub scenario: Option<i64>,
    pub participants: Vec<ParticipantInput>,
}

/// One participant as typed: `{"character": 3, "ended": "injured_no_cards"}`, and for the fate
/// family the events: `"fired_at_opponent": true, "kills": [{"victim": "Black Bart"}, {"class":
/// "gunman"}], "seriously_wounded": 1, "backshot", "shot_helpless" (an unarmed or knocked-out
/// victim), "shot_surrendered_or_woman", "surrendered", "refused_challenge"`, and where a wounded
/// man was hit: `"wound": "right_arm"`; for The West That
/// Wasn't the wounds and Conc taken: `"wounds": {"left_leg": 2}, "conc": 5`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct ParticipantInput {
    pub character: CharacterRef,
    pub ended: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub fired_at_opponent: bool,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<KillInput>>", optional)]
    pub kills: Vec<KillInput>,
    #[serde(default, skip_serializing_if = "super::is_zero")]
    #[ts(as = "Option<u32>", optional)]
    pub seriously_wounded: u32,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub backshot: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub shot_helpless: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub shot_surrendered_or_woman: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub surrendered: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub refused_challenge: bool,
    /// MWW: wounds taken in the game (a number); TWTW: by location (`{"left_leg": 2}`).
    #[serde(default, skip_serializing_if = "super::GameWounds::is_none")]
    #[ts(optional, as = "Option<super::GameWounds>")]
    pub wounds: super::GameWounds,
    /// MWW: dollars the figure got away with.
    #[serde(default, skip_serializing_if = "super::is_zero")]
    #[ts(as = "Option<i32>", optional)]
    pub money: i64,
    /// MWW: the figure's horse was killed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub horse_killed: bool,
    /// TWTW: Conc lost in the game.
    #[serde(default, skip_serializing_if = "super::is_zero")]
    #[ts(as = "Option<u16>", optional)]
    pub conc: u16,
    /// Fate: where a flesh-wounded or seriously wounded man was hit (`head`, `chest`, `belly`,
    /// `right_arm`, `left_arm`, `legs`); left out, it is rolled with the aftermath's dice on the
    /// campaign's hit-location chart.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub wound: Option<String>,
}

/// A kill as typed: a roster character (`{"victim": "Ike Clanton"}`), or a man on no roster
/// (`{"name": "a hired gun", "class": "gunman"}`; fate games need the class).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct KillInput {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub victim: Option<CharacterRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub class: Option<String>,
}

/// Reads GAME.json.
pub fn parse_game(text: &str) -> Result<GameInput, GameError> {
    game_from_value(super::json_text("game", text)?)
}

/// Reads a game as the app sends it (GAME.json's shape), naming the field at fault.
pub fn game_from_value(value: serde_json::Value) -> Result<GameInput, GameError> {
    super::json_object("game", value, "a game")
}
