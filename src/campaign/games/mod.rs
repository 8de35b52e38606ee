//! Games: what a player records after one (an "adventure" in QOTD, a "gunfight" in the fate family)
//! — who took part, how each ended it and the events experience needs — and the aftermath that
//! follows ([`aftermath`]). Every write is one transaction with its change-log rows.

pub mod aftermath;
mod entry;
pub(crate) mod fate;
mod input;
pub(crate) mod mww;
pub(crate) mod qotd;
mod record;
pub(crate) mod twtw;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub use aftermath::{
    aftermath_preview, apply_aftermath, choices_from_value, parse_choices, parse_rolls, record_aftermath_dice,
    rolls_from_value, Aftermath, AftermathChoices, AftermathDice, AftermathEntry, DiceSource, EnteredRoll,
    EnteredRolls, ParticipantChoice, ParticipantDice, RollLine, TraitChoiceView, TraitOptionView,
};
pub(crate) use entry::Worked;
pub use input::{game_from_value, parse_game, CharacterRef, GameInput, KillInput, ParticipantInput};
pub use mww::GangAfter;
pub(crate) use record::checked_date;

use super::{summary, CampaignError};
use crate::error::ErrorCode;
use crate::rules::fate::Class;
use crate::rules::Ruleset;
use crate::store::{games, Store};

/// How a participant ended the game. The first four are QOTD's (Reel 6, Post action rest and
/// recovery: the chart's situations, and death), then the fate family's; My Wild West's are
/// unhurt, wounded, knocked out and killed; The West That Wasn't's unhurt, wounded, unconscious
/// and dead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Ended {
    /// QOTD: uninjured.
    Uninjured,
    /// QOTD: injured, with cards they could still activate.
    InjuredWithCards,
    /// QOTD: injured, with no cards they could activate.
    InjuredNoCards,
    /// QOTD: killed in the adventure, a body the players leave on the field: no roll after it.
    /// The text has no death in the adventure (a casualty with no cards rolls on the post action
    /// chart, where "He's Going!" may make him "A Goner!"): `injured_no_cards` is the usual ending
    /// for a man who went down; this one is the players' choice (issue 10, item 11).
    Killed,
    /// Fate: unhurt.
    Unhurt,
    FleshWounded,
    SeriouslyWounded,
    KnockedOut,
    /// Fate: dead.
    Dead,
    LostNerve,
    Surrendered,
    RefusedChallenge,
    /// MWW: ended the game carrying new wounds, not knocked out. TWTW: wounded (the wounds are
    /// recorded by location).
    Wounded,
    /// TWTW: knocked out (Conc run out, or an impact final wound with the toggle NO).
    Unconscious,
}

impl Ended {
    pub const QOTD: [Ended; 4] = [Ended::Uninjured, Ended::InjuredWithCards, Ended::InjuredNoCards, Ended::Killed];
    pub const FATE: [Ended; 8] = [
        Ended::Unhurt,
        Ended::FleshWounded,
        Ended::SeriouslyWounded,
        Ended::KnockedOut,
        Ended::Dead,
        Ended::LostNerve,
        Ended::Surrendered,
        Ended::RefusedChallenge,
    ];
    /// MWW: a figure ends a game unhurt, wounded, knocked out (3 wounds or more) or killed.
    pub const MWW: [Ended; 4] = [Ended::Unhurt, Ended::Wounded, Ended::KnockedOut, Ended::Killed];
    pub const TWTW: [Ended; 4] = [Ended::Unhurt, Ended::Wounded, Ended::Unconscious, Ended::Dead];

    pub fn id(self) -> &'static str {
        match self {
            Ended::Uninjured => "uninjured",
            Ended::InjuredWithCards => "injured_with_cards",
            Ended::InjuredNoCards => "injured_no_cards",
            Ended::Killed => "killed",
            Ended::Unhurt => "unhurt",
            Ended::FleshWounded => "flesh_wounded",
            Ended::SeriouslyWounded => "seriously_wounded",
            Ended::KnockedOut => "knocked_out",
            Ended::Dead => "dead",
            Ended::LostNerve => "lost_nerve",
            Ended::Surrendered => "surrendered",
            Ended::RefusedChallenge => "refused_challenge",
            Ended::Wounded => "wounded",
            Ended::Unconscious => "unconscious",
        }
    }

    /// In words: "injured, with cards still to activate".
    pub fn words(self) -> &'static str {
        match self {
            Ended::Uninjured => "uninjured",
            Ended::InjuredWithCards => "injured, with cards still to activate",
            Ended::InjuredNoCards => "injured, with no cards to activate",
            Ended::Killed => "killed, left on the field",
            Ended::Unhurt => "unhurt",
            Ended::FleshWounded => "flesh-wounded",
            Ended::SeriouslyWounded => "seriously wounded",
            Ended::KnockedOut => "knocked out",
            Ended::Dead => "dead",
            Ended::LostNerve => "lost his nerve",
            Ended::Surrendered => "surrendered",
            Ended::RefusedChallenge => "refused a challenge",
            Ended::Wounded => "wounded",
            Ended::Unconscious => "knocked out",
        }
    }

    /// The endings of a rule family.
    pub fn of(ruleset: Ruleset) -> &'static [Ended] {
        match ruleset {
            Ruleset::Qotd => &Ended::QOTD,
            Ruleset::Fate => &Ended::FATE,
            Ruleset::Mww => &Ended::MWW,
            Ruleset::Twtw => &Ended::TWTW,
        }
    }

    /// Reads an ending as typed (`injured-no-cards`, `Flesh wounded`), within a family.
    pub fn read(input: &str, ruleset: Ruleset) -> Option<Ended> {
        let id = crate::rules::qotd::normalise_id(input);
        let id = match id.as_str() {
            "injured" => "injured_with_cards",
            "injured_no_card" | "no_cards" => "injured_no_cards",
            "with_cards" => "injured_with_cards",
            "lost_his_nerve" | "lost_their_nerve" | "lost_nerve" => "lost_nerve",
            "ko" | "kod" | "knocked_out" if ruleset != Ruleset::Twtw => "knocked_out",
            "ko" | "kod" | "knocked_out" | "knocked_out_cold" => "unconscious",
            "refused" | "refused_a_challenge" => "refused_challenge",
            "dead" if ruleset == Ruleset::Mww => "killed",
            "killed" if ruleset == Ruleset::Twtw => "dead",
            other => other,
        };
        Ended::of(ruleset).iter().copied().find(|e| e.id() == id)
    }

    /// Whether the character died in the game.
    pub fn died(self) -> bool {
        matches!(self, Ended::Killed | Ended::Dead)
    }

    /// Fate: the lasting wound this ending leaves, kept on the sheet with its location.
    pub fn fate_wound(self) -> Option<crate::rules::fate::hits::Severity> {
        use crate::rules::fate::hits::Severity;
        match self {
            Ended::FleshWounded => Some(Severity::Flesh),
            Ended::SeriouslyWounded => Some(Severity::Serious),
            _ => None,
        }
    }
}

/// A man a participant killed: one of the campaign's characters, or someone not on any roster.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Kill {
    /// The roster character killed, if it was one.
    #[ts(type = "number | null")]
    pub victim_id: Option<i64>,
    pub name: String,
    /// Fate: the victim's class (an armed man's class counts for promotion).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub class: Option<Class>,
    /// One of the killer's own side: no experience unless the killer is Evil.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[ts(optional, as = "Option<bool>")]
    pub ally: bool,
}

/// One participant of a game, as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Participant {
    #[ts(type = "number")]
    pub character_id: i64,
    /// The name when the game was recorded.
    pub name: String,
    #[ts(type = "number")]
    pub side_id: i64,
    pub ended: Ended,
    /// Fate: fired at least one shot at an opponent.
    #[serde(default)]
    pub fired_at_opponent: bool,
    /// Armed men killed.
    #[serde(default)]
    pub kills: Vec<Kill>,
    /// Armed men seriously wounded (QOTD: men wounded, for the chronicle).
    #[serde(default)]
    pub seriously_wounded: u32,
    /// Fate: shot someone in the back.
    #[serde(default)]
    pub backshot: bool,
    /// Fate: shot or attacked the helpless — an unarmed or knocked-out (unconscious) man; knocked
    /// down is not helpless. The Evil keep their experience for it.
    #[serde(default)]
    pub shot_helpless: bool,
    /// Fate: shot a man who had surrendered, or a woman (costs even the Evil their experience).
    #[serde(default)]
    pub shot_surrendered_or_woman: bool,
    /// Fate: surrendered (also when `ended` says so).
    #[serde(default)]
    pub surrendered: bool,
    /// Fate: refused a challenge (also when `ended` says so).
    #[serde(default)]
    pub refused_challenge: bool,
    /// MWW: wounds taken in the game (carried into the next), a number. TWTW: wounds taken in the
    /// game, by location (`{"torso": 1, "left_leg": 2}`).
    #[serde(default, skip_serializing_if = "GameWounds::is_none")]
    #[ts(optional, as = "Option<GameWounds>")]
    pub wounds: GameWounds,
    /// MWW: dollars the figure got away with (a robbery's takings), for his gang.
    #[serde(default, skip_serializing_if = "is_zero")]
    #[ts(as = "Option<i32>", optional)]
    pub money: i64,
    /// MWW: his horse was killed (he is on foot from now on).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[ts(optional, as = "Option<bool>")]
    pub horse_killed: bool,
    /// TWTW: Conc lost in the game.
    #[serde(default, skip_serializing_if = "is_zero")]
    #[ts(optional, as = "Option<u16>")]
    pub conc: u16,
    /// Fate: where the wound he ended the gunfight with is (flesh-wounded or seriously wounded),
    /// as the players said; when they did not, it is rolled with the aftermath's dice on the
    /// campaign's hit-location chart.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub wound: Option<crate::rules::fate::hits::Location>,
}

pub(crate) fn is_zero<T: Default + PartialEq>(n: &T) -> bool {
    *n == T::default()
}

/// The wounds a participant took in a game, as the family counts them: a number (My Wild West:
/// `"wounds": 2`) or a number at each location (The West That Wasn't: `"wounds": {"left_leg":
/// 2}`). The campaign's rule set says which a game must give; the other is refused, naming the field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(untagged)]
#[ts(export)]
pub enum GameWounds {
    Count(u8),
    ByLocation(std::collections::BTreeMap<String, u8>),
}

impl Default for GameWounds {
    fn default() -> GameWounds {
        GameWounds::Count(0)
    }
}

impl GameWounds {
    /// No wounds, however written.
    pub fn is_none(&self) -> bool {
        match self {
            GameWounds::Count(n) => *n == 0,
            GameWounds::ByLocation(m) => m.values().all(|n| *n == 0),
        }
    }

    /// The number of wounds (a record by location: their total).
    pub fn count(&self) -> u8 {
        match self {
            GameWounds::Count(n) => *n,
            GameWounds::ByLocation(m) => m.values().fold(0u8, |a, n| a.saturating_add(*n)),
        }
    }

    /// The wounds at `location` of a record by location (0 for a number).
    pub fn at(&self, location: &str) -> u8 {
        match self {
            GameWounds::ByLocation(m) => m.get(location).copied().unwrap_or(0),
            GameWounds::Count(_) => 0,
        }
    }
}

/// A game as stored in `game.record`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "GameRecordBody")]
pub struct GameBody {
    #[serde(default)]
    pub notes: String,
    /// The scenario it was cast from, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "number")]
    pub scenario_id: Option<i64>,
    pub participants: Vec<Participant>,
}

/// Where a game's aftermath stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum GameStatus {
    /// Recorded; no dice yet.
    Recorded,
    /// The aftermath's dice are rolled or entered, and wait for the players to confirm.
    DiceRolled,
    /// The aftermath is applied to the roster.
    Applied,
}

/// A game as shown.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct GameView {
    #[ts(type = "number")]
    pub id: i64,
    #[ts(type = "number")]
    pub campaign_id: i64,
    pub ruleset: Ruleset,
    pub title: String,
    /// `YYYY-MM-DD`.
    pub played_on: String,
    #[serde(flatten)]
    #[ts(flatten)]
    pub body: GameBody,
    pub status: GameStatus,
    /// The applied aftermath's entries (empty until applied).
    pub aftermath: Vec<AftermathEntry>,
}

/// What can go wrong with a game.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    #[error(transparent)]
    Campaign(#[from] CampaignError),
    #[error("{field}: {reason}")]
    Invalid { field: String, reason: String },
    #[error("game: {0} does not exist")]
    NotFound(i64),
    #[error("game: the aftermath of \"{0}\" is already applied (undo it first to apply it again)")]
    AlreadyApplied(String),
    #[error("{0}")]
    Dice(String),
    #[error("{field}: {reason}")]
    Choice { field: String, reason: String },
}

impl ErrorCode for GameError {
    fn code(&self) -> &'static str {
        match self {
            GameError::Campaign(e) => e.code(),
            GameError::Invalid { .. } => "invalid_game",
            GameError::NotFound(_) => "game_not_found",
            GameError::AlreadyApplied(_) => "aftermath_applied",
            GameError::Dice(_) => "invalid_dice",
            GameError::Choice { .. } => "invalid_choice",
        }
    }
}

impl From<crate::store::StoreError> for GameError {
    fn from(e: crate::store::StoreError) -> GameError {
        GameError::Campaign(e.into())
    }
}

pub(crate) fn invalid(field: impl Into<String>, reason: impl Into<String>) -> GameError {
    GameError::Invalid { field: field.into(), reason: reason.into() }
}

/// JSON text of an input called `whole` (`game`, `rolls`, `choices`), or where it is not JSON.
fn json_text(whole: &str, text: &str) -> Result<serde_json::Value, GameError> {
    serde_json::from_str(text).map_err(|e| invalid(whole, format!("not valid JSON: {e}")))
}

/// A JSON object read as a `T`; the error names the field at fault (or `whole`).
fn json_object<T: serde::de::DeserializeOwned>(
    whole: &str,
    value: serde_json::Value,
    noun: &str,
) -> Result<T, GameError> {
    crate::error::from_json_object(value, noun).map_err(|e| invalid(e.field_or(whole), e.reason))
}

pub(crate) fn game_record(store: &Store, id: i64) -> Result<games::GameRecord, GameError> {
    games::get(store.conn(), id)?.ok_or(GameError::NotFound(id))
}

/// A stored JSON column that no longer reads.
pub(crate) fn corrupt(what: String, source: serde_json::Error) -> GameError {
    GameError::Campaign(CampaignError::Store(crate::store::StoreError::Corrupt { what, source }))
}

pub(crate) fn body_of(record: &games::GameRecord) -> Result<GameBody, GameError> {
    serde_json::from_value(record.record.clone()).map_err(|e| corrupt(format!("game {}", record.id), e))
}

/// Records a game (validated against the campaign's roster and who may play) and returns it.
pub fn record_game(store: &mut Store, campaign_id: i64, input: &GameInput, at: i64) -> Result<GameView, GameError> {
    let campaign = summary(store, campaign_id)?;
    let (played_on, title, body) = check_for_record(store, campaign_id, input)?;
    let id = store.write(|tx| insert_checked(tx, campaign_id, campaign.ruleset, &played_on, &title, &body, at))?;
    get_game(store, id)
}

/// A game checked as [`record_game`] checks it: the date, the title and the body to store.
pub(crate) fn check_for_record(
    store: &Store,
    campaign_id: i64,
    input: &GameInput,
) -> Result<(String, String, GameBody), GameError> {
    record::check(store, campaign_id, input)
}

/// Writes a checked game and its change-log row, inside the caller's transaction; its id. (A
/// function of this module, not a re-export of `record::insert`: the game in play calls it, and
/// `record.rs` reads the families, which read the game in play: the import graph stays one way.)
pub(crate) fn insert_checked(
    tx: &rusqlite::Transaction,
    campaign_id: i64,
    ruleset: Ruleset,
    played_on: &str,
    title: &str,
    body: &GameBody,
    at: i64,
) -> Result<i64, GameError> {
    record::insert(tx, campaign_id, ruleset, played_on, title, body, at)
}

/// One game with its status and, once applied, its aftermath.
pub fn get_game(store: &Store, id: i64) -> Result<GameView, GameError> {
    let record = game_record(store, id)?;
    let ruleset = summary(store, record.campaign_id)?.ruleset;
    view(store, ruleset, record)
}

fn view(store: &Store, ruleset: Ruleset, record: games::GameRecord) -> Result<GameView, GameError> {
    let body = body_of(&record)?;
    let applied = games::aftermath_of(store.conn(), record.id)?;
    let status = match (&applied, &record.dice) {
        (Some(_), _) => GameStatus::Applied,
        (None, Some(_)) => GameStatus::DiceRolled,
        (None, None) => GameStatus::Recorded,
    };
    let aftermath = match applied {
        Some(a) => aftermath::stored_entries(&a)?,
        None => Vec::new(),
    };
    Ok(GameView {
        id: record.id,
        campaign_id: record.campaign_id,
        ruleset,
        title: record.title,
        played_on: record.played_on,
        body,
        status,
        aftermath,
    })
}

/// A campaign's games in the order they were played.
pub fn list_games(store: &Store, campaign_id: i64) -> Result<Vec<GameView>, GameError> {
    let ruleset = summary(store, campaign_id)?.ruleset;
    games::of_campaign(store.conn(), campaign_id)?.into_iter().map(|g| view(store, ruleset, g)).collect()
}

/// The characters a stored game lists among its participants.
pub(crate) fn participant_ids(game: &games::GameRecord) -> impl Iterator<Item = i64> + '_ {
    game.record
        .get("participants")
        .and_then(|p| p.as_array())
        .into_iter()
        .flatten()
        .filter_map(|p| p.get("character_id").and_then(|id| id.as_i64()))
}

/// A seed for "roll for me" when none is given, from the clock's nanoseconds (the caller reads
/// the clock): small enough to read out and type back.
pub fn seed_from_clock(nanos: u32) -> u64 {
    u64::from(nanos) % 1_000_000
}
