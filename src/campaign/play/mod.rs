//! Playing a game beside the table (issue 25): a saved scenario's cast played with Posse open — the
//! deck turned card by card as the family deals it, each character's state changed as hits land,
//! the acting character's odds against a target and the dice applied to both, a log that tells the
//! game's story — and, at the end, the game record the after-action wizard would have made.
//!
//! A game in play is stored at once (the `play` table) and every change is one row of its log (the
//! `play_event` table) and one change of the campaign's change log, so undo takes back the newest
//! change (a card turned, a hit, a kill, a shot with what it did to both men) and nothing is lost to
//! a closed window, a crash or a power cut. Its state is its log played in order ([`game::Game`]).
//!
//! - [`start`] from a saved scenario (one game in play per scenario at a time), dealt with a seed
//!   kept on the game: the same seed, the same order of cards.
//! - [`change`]: a card turned ([`PlayInput::Turn`]: the next the deck deals, or the one named
//!   from the physical deck), a field of a character's state (`hits=+1`), a kill, an attack rolled
//!   or typed, a fate action card played, a TWTW turn. Each family keeps its own fields
//!   ([`qotd`], [`fate`], [`mww`], [`twtw`]); one it does not keep is refused naming it.
//! - [`odds`]: the acting character's exact odds against a target, his state and the target's
//!   applied, from the family's own odds (nothing weighed twice).
//! - [`finish`]: the game recorded as the wizard records it ([`crate::campaign::games::record_game`]),
//!   nothing applied to the rosters until its aftermath is applied; [`drop_game`]: abandoned
//!   (undo brings it back).

mod attack;
pub(crate) mod attack_fate;
pub(crate) mod attack_mww;
pub(crate) mod attack_parts;
pub(crate) mod attack_qotd;
pub(crate) mod attack_twtw;
mod change;
mod deck;
pub(crate) mod family;
pub(crate) mod fate;
pub(crate) mod game;
pub(crate) mod mww;
pub(crate) mod qotd;
mod table;
pub(crate) mod twtw;
mod view;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

pub use attack_fate::FateAttack;
pub use attack_mww::MwwAttack;
pub use attack_qotd::QotdAttack;
pub use attack_twtw::TwtwAttack;
pub use change::{Counter, Flag, StateChange};
use game::{Game, PlayEvent};

use super::games::{self, GameError, GameInput, GameView};
use super::{summary, CampaignError, CastError, Scenario};
use crate::error::ErrorCode;
use crate::rules::Ruleset;
use crate::store::plays::{self, NewPlay, PlayRecord};
use crate::store::{change_log, Store, StoreError};

/// Where a game in play stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum PlayStatus {
    Playing,
    /// Turned into a game record (`game_id`).
    Finished,
    /// Abandoned.
    Dropped,
}

impl PlayStatus {
    fn id(self) -> &'static str {
        match self {
            PlayStatus::Playing => "playing",
            PlayStatus::Finished => "finished",
            PlayStatus::Dropped => "dropped",
        }
    }

    fn read(id: &str) -> PlayStatus {
        match id {
            "finished" => PlayStatus::Finished,
            "dropped" => PlayStatus::Dropped,
            _ => PlayStatus::Playing,
        }
    }
}

/// A cast member as a change names them: a roster character's id, a name, or `@N` (the Nth of the
/// cast as `posse play show` numbers them, from 1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(untagged)]
#[ts(export, rename = "PlayMemberRef")]
pub enum MemberRef {
    Id(#[ts(type = "number")] i64),
    Name(String),
}

/// An attack's dice: rolled by Posse (`seed`, or one Posse picks and shows) or typed from the
/// table (`dice`, in the order the family reads them: see `posse play odds`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export, rename = "PlayDice", optional_fields)]
pub struct PlayDice {
    #[ts(optional, type = "number")]
    pub seed: Option<u64>,
    pub dice: Option<String>,
}

/// One change to a game in play, as typed or sent by the app, before it is checked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(export)]
pub enum PlayInput {
    /// Turn the next card (`card` absent), or the card turned at the table (`"7♥"`, `"Kid Curry"`,
    /// `"17"`).
    Turn {
        #[serde(default)]
        #[ts(optional)]
        card: Option<String>,
    },
    /// One field of one character's state: `"hits=+1"`, `"wound=serious:right_arm"`, `"out_of_ammo=on"`.
    Mark { who: MemberRef, change: String },
    /// A character killed (`by`: who killed him, if one of the cast).
    Kill {
        victim: MemberRef,
        #[serde(default)]
        #[ts(optional)]
        by: Option<MemberRef>,
    },
    /// `by` attacks `target` as `form` says (the family's attack: see [`odds`]); the dice rolled
    /// or typed; the result applied to both.
    Attack {
        by: MemberRef,
        target: MemberRef,
        #[serde(default)]
        #[ts(type = "unknown")]
        form: Value,
        #[serde(default)]
        dice: PlayDice,
    },
    /// Fate: a held action card played for one of its holder's characters.
    UseCard { card: String, who: MemberRef },
    /// The West That Wasn't: a new turn.
    NextRound,
}

/// A card as shown.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export, rename = "PlayCard")]
pub struct CardView {
    /// What `posse play turn --card` takes.
    pub key: String,
    /// "A♥", "Kid Curry", "Card 17".
    pub label: String,
    pub title: String,
    pub text: String,
    /// Whose card it is (position in the cast).
    pub owner: Option<usize>,
    /// `character`, `joker`, `action`, `gang`, `civilians`, `action_card`.
    pub kind: String,
    /// Printed in red.
    pub red: bool,
    /// The West That Wasn't: the whole card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional, as = "Option<crate::rules::twtw::card::ActionCard>")]
    pub twtw: Option<crate::rules::twtw::card::ActionCard>,
}

/// Where a character stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "PlayStanding")]
pub enum Standing {
    Standing,
    /// On the ground: knocked down, fallen, prone.
    Down,
    /// Out of the action alive: a casualty, knocked out, fled.
    Out,
    Dead,
}

/// One field's value on a character: a counter's count, a flag's 0 or 1.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "PlayFieldValue")]
pub struct FieldValue {
    pub field: String,
    pub value: i32,
}

/// A cast member in play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export, rename = "PlayMember")]
pub struct MemberView {
    /// Position in the cast, from 0 (`@N` is N = index + 1).
    pub index: usize,
    pub name: String,
    pub side_name: String,
    pub player: String,
    #[ts(type = "number | null")]
    pub character_id: Option<i64>,
    pub extra: bool,
    pub kind_name: String,
    /// QOTD: the cards he still acts on.
    pub cards: Vec<String>,
    pub standing: Standing,
    /// His state in words: "2 hits (2 of 4 cards left)", "Out of ammo".
    pub state: Vec<String>,
    /// The value of each counter and flag that applies to him (a beast's `active`, a rider's
    /// `horse_killed` only to them).
    pub values: Vec<FieldValue>,
    pub kills: Vec<String>,
    pub killed_by: Option<String>,
}

/// A field the family keeps, for the app's controls.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export, rename = "PlayField")]
pub struct FieldView {
    /// As typed before `=`.
    pub name: String,
    pub label: String,
    /// `counter`, `flag` or `choice`.
    pub kind: String,
    /// A choice's values and their words.
    pub choices: Vec<(String, String)>,
}

/// One line of the game's story.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export, rename = "PlayLogLine")]
pub struct LogLine {
    /// The event it tells (from 1): undo takes the newest.
    pub n: usize,
    pub round: u32,
    pub text: String,
}

/// A game in play as shown.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct PlayView {
    #[ts(type = "number")]
    pub id: i64,
    #[ts(type = "number")]
    pub campaign_id: i64,
    #[ts(type = "number")]
    pub scenario_id: i64,
    pub ruleset: Ruleset,
    pub title: String,
    #[ts(type = "number")]
    pub seed: u64,
    pub status: PlayStatus,
    #[ts(type = "number | null")]
    pub game_id: Option<i64>,
    /// The round now (a QOTD phase, a fate deck between Jokers, an MWW turn, a pass through the
    /// TWTW deck); 0 before the first card.
    pub round: u32,
    pub round_name: String,
    /// The card turned last.
    pub current: Option<CardView>,
    /// Whose turn it is, by the card.
    pub acting: Option<usize>,
    /// What a joker turned before means for this card.
    pub luck: Option<String>,
    /// Cards still to turn this round.
    pub left: usize,
    /// The cards still to turn this round, in the deck's own order (not the order they will come):
    /// what "we turned…" picks from.
    pub deck: Vec<CardView>,
    /// Fate: the action cards displayed and held.
    pub held: Vec<String>,
    pub members: Vec<MemberView>,
    pub fields: Vec<FieldView>,
    pub log: Vec<LogLine>,
}

/// A game in play in a list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct PlaySummary {
    #[ts(type = "number")]
    pub id: i64,
    #[ts(type = "number")]
    pub campaign_id: i64,
    #[ts(type = "number")]
    pub scenario_id: i64,
    pub title: String,
    pub status: PlayStatus,
    #[ts(type = "number | null")]
    pub game_id: Option<i64>,
    #[ts(type = "number")]
    pub started_at: i64,
    /// Changes in its log.
    pub events: usize,
}

/// The exact odds of an attack, in lines.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct PlayOdds {
    pub by: String,
    pub target: String,
    /// "Shot with a long pistol at 12 paces".
    pub title: String,
    pub lines: Vec<OddsLine>,
    /// The reasons and rules that went into it.
    pub notes: Vec<String>,
    /// The dice to type from the table, in order.
    pub dice: String,
}

/// One outcome and its chance.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct OddsLine {
    pub label: String,
    pub probability: f64,
    /// "52.42%".
    pub percent: String,
}

/// A game finished: the game in play and the game recorded from it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct PlayFinished {
    pub play: PlayView,
    pub game: GameView,
    /// What was recorded, as the wizard sends it.
    pub input: GameInput,
}

/// What can go wrong with a game in play.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    #[error(transparent)]
    Campaign(#[from] CampaignError),
    #[error(transparent)]
    Cast(#[from] CastError),
    #[error(transparent)]
    Game(#[from] GameError),
    #[error("game in play: {0} does not exist")]
    NotFound(i64),
    #[error("scenario: \"{title}\" is already being played (game {id}): finish or drop it first")]
    AlreadyPlaying { title: String, id: i64 },
    #[error("game in play: \"{title}\" ({id}) is {status}: {what}")]
    NotPlaying { id: i64, title: String, status: &'static str, what: &'static str },
    #[error("{field}: {reason}")]
    Field { field: String, reason: String },
    #[error("{0}")]
    Card(String),
    #[error("game in play {id}: its log no longer reads ({reason})")]
    Corrupt { id: i64, reason: String },
}

impl ErrorCode for PlayError {
    fn code(&self) -> &'static str {
        match self {
            PlayError::Campaign(e) => e.code(),
            PlayError::Cast(e) => e.code(),
            PlayError::Game(e) => e.code(),
            PlayError::NotFound(_) => "play_not_found",
            PlayError::AlreadyPlaying { .. } => "already_playing",
            PlayError::NotPlaying { status: "finished", .. } => "already_finished",
            PlayError::NotPlaying { .. } => "not_playing",
            PlayError::Field { .. } => "invalid_change",
            PlayError::Card(_) => "invalid_card",
            PlayError::Corrupt { .. } => "database_corrupt",
        }
    }
}

impl From<StoreError> for PlayError {
    fn from(e: StoreError) -> PlayError {
        PlayError::Campaign(e.into())
    }
}

impl PlayError {
    pub(crate) fn field(field: impl Into<String>, reason: impl Into<String>) -> PlayError {
        PlayError::Field { field: field.into(), reason: reason.into() }
    }
}

/// The keys each kind of change takes (a key it does not take is refused, never ignored).
const INPUT_KEYS: [(&str, &[&str]); 6] = [
    ("turn", &["card"]),
    ("mark", &["who", "change"]),
    ("kill", &["victim", "by"]),
    ("attack", &["by", "target", "form", "dice"]),
    ("use_card", &["card", "who"]),
    ("next_round", &[]),
];

/// Reads a change as the app sends it (PlayInput's shape), naming the field at fault.
pub fn input_from_value(value: Value) -> Result<PlayInput, PlayError> {
    if let Some(map) = value.as_object() {
        let kind = map.get("kind").and_then(Value::as_str).unwrap_or_default();
        if let Some((_, keys)) = INPUT_KEYS.iter().find(|(k, _)| *k == kind) {
            if let Some(key) = map.keys().find(|k| *k != "kind" && !keys.contains(&k.as_str())) {
                return Err(PlayError::field(key.as_str(), format!("a {kind} change does not take {key}")));
            }
        }
    }
    crate::error::from_json_object(value, "a change").map_err(|e| PlayError::field(e.field_or("change"), e.reason))
}

/// Seeds are kept below 2^53, so that the app's JavaScript holds them exactly.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// The day (UTC) of a Unix time, `YYYY-MM-DD`: a game's date when none is given.
pub fn date_of(unix_seconds: i64) -> String {
    // Howard Hinnant's civil_from_days.
    let z = unix_seconds.div_euclid(86_400) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

fn record(store: &Store, id: i64) -> Result<PlayRecord, PlayError> {
    plays::get(store.conn(), id)?.ok_or(PlayError::NotFound(id))
}

fn scenario_of(record: &PlayRecord) -> Result<Scenario, PlayError> {
    serde_json::from_value(record.cast_list.clone())
        .map_err(|e| PlayError::Corrupt { id: record.id, reason: format!("cast list: {e}") })
}

/// The game as its log leaves it.
fn replay(store: &Store, record: &PlayRecord) -> Result<Game, PlayError> {
    let scenario = scenario_of(record)?;
    let mut game = table::begin(store, &scenario, record.seed as u64)?;
    for e in plays::events_of(store.conn(), record.id)? {
        let event: PlayEvent = serde_json::from_value(e.event)
            .map_err(|err| PlayError::Corrupt { id: record.id, reason: format!("event {}: {err}", e.id) })?;
        game.apply(&event)
            .map_err(|err| PlayError::Corrupt { id: record.id, reason: format!("event {}: {err}", e.id) })?;
    }
    Ok(game)
}

fn playing(record: &PlayRecord, what: &'static str) -> Result<(), PlayError> {
    match PlayStatus::read(&record.status) {
        PlayStatus::Playing => Ok(()),
        status => Err(PlayError::NotPlaying { id: record.id, title: record.title.clone(), status: status.id(), what }),
    }
}

fn view(record: &PlayRecord, game: &Game) -> PlayView {
    view::view(record, game)
}

/// Starts a game from a saved scenario, dealt with `seed`.
pub fn start(store: &mut Store, scenario_id: i64, seed: u64, at: i64) -> Result<PlayView, PlayError> {
    let scenario = super::get_scenario(store, scenario_id)?;
    summary(store, scenario.campaign_id)?;
    if seed > MAX_SEED {
        return Err(PlayError::field("seed", format!("{seed} is too large: at most {MAX_SEED}")));
    }
    if let Some(id) = plays::playing_from(store.conn(), scenario_id)? {
        return Err(PlayError::AlreadyPlaying { title: scenario.title, id });
    }
    let game = table::begin(store, &scenario, seed)?;
    let cast_list = serde_json::to_value(&scenario).expect("scenarios serialize");
    let new = NewPlay {
        campaign_id: scenario.campaign_id,
        scenario_id,
        title: &scenario.title,
        seed: seed as i64,
        cast_list: &cast_list,
    };
    let id = store.write(|tx| {
        let id = plays::insert(tx, &new, at)?;
        let row = plays::get(tx, id)?.expect("just inserted");
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: scenario.campaign_id,
                at,
                action: "play.start",
                entity: "play",
                entity_id: id,
                before: None,
                after: Some(plays::play_snapshot(&row)),
                summary: format!("Started playing \"{}\" ({} cast, seed {seed})", scenario.title, game.cast.len()),
            },
        )?;
        Ok::<_, PlayError>(id)
    })?;
    show(store, id)
}

/// A game in play, as its log leaves it.
pub fn show(store: &Store, id: i64) -> Result<PlayView, PlayError> {
    let record = record(store, id)?;
    let game = replay(store, &record)?;
    Ok(view(&record, &game))
}

/// The games in play of a campaign (or of every campaign), oldest first.
pub fn list(store: &Store, campaign_id: Option<i64>) -> Result<Vec<PlaySummary>, PlayError> {
    let records = match campaign_id {
        Some(c) => {
            summary(store, c)?;
            plays::of_campaign(store.conn(), c)?
        }
        None => plays::all(store.conn())?,
    };
    records
        .into_iter()
        .map(|r| {
            let events = plays::events_of(store.conn(), r.id)?.len();
            Ok(PlaySummary {
                id: r.id,
                campaign_id: r.campaign_id,
                scenario_id: r.scenario_id,
                title: r.title,
                status: PlayStatus::read(&r.status),
                game_id: r.game_id,
                started_at: r.started_at,
                events,
            })
        })
        .collect()
}

/// Checks `input` against the game as it stands into the event the log keeps.
fn event_of(
    store: &Store,
    record: &PlayRecord,
    game: &Game,
    input: PlayInput,
    fresh_seed: u64,
) -> Result<PlayEvent, PlayError> {
    Ok(match input {
        PlayInput::Turn { card: None } => PlayEvent::Turned { card: game.next_card()?, named: false },
        PlayInput::Turn { card: Some(typed) } => PlayEvent::Turned { card: game.named_card(&typed)?, named: true },
        PlayInput::Mark { who, change: text } => {
            let who = game.member(&who, "who")?;
            let (field, value) = change::split(&text)?;
            let rules = &game.rules;
            let change = change::read(
                rules.fields(),
                rules.family(),
                &field,
                &value,
                |c| rules.counter(who, c),
                |l| rules.wounds_at(who, l),
            )?;
            PlayEvent::Marked { who, change }
        }
        PlayInput::Kill { victim, by } => {
            let victim = game.member(&victim, "victim")?;
            let by = by.map(|b| game.member(&b, "by")).transpose()?;
            PlayEvent::Killed { victim, by }
        }
        PlayInput::Attack { by, target, form, dice } => {
            let by = game.member(&by, "by")?;
            let target = game.member(&target, "target")?;
            if by == target {
                return Err(PlayError::field("target", "a character does not attack himself"));
            }
            let rules = table::context(store, record.campaign_id, game.ruleset)?;
            PlayEvent::Acted(attack::resolve(game, &rules, by, target, &form, &dice, fresh_seed)?)
        }
        PlayInput::UseCard { card, who } => PlayEvent::UsedCard { card, who: game.member(&who, "who")? },
        PlayInput::NextRound => PlayEvent::NextRound,
    })
}

/// The words a change gives the campaign's history (what Undo says it would take back).
fn summary_of(game: &Game, event: &PlayEvent, title: &str) -> String {
    let last = match event {
        PlayEvent::Acted(a) => format!("{} {}", game.cast[a.by].name(), a.what),
        _ => game.log.last().map_or(String::new(), |l| l.text.clone()),
    };
    let mut text = format!("{title}: {last}");
    if text.chars().count() > 160 {
        text = text.chars().take(159).collect::<String>() + "…";
    }
    text
}

/// Makes one change to a game in play: checked against the game as it stands, then stored as one
/// row of its log (and one change of the campaign's change log, for undo).
pub fn change(store: &mut Store, id: i64, input: PlayInput, fresh_seed: u64, at: i64) -> Result<PlayView, PlayError> {
    let record = record(store, id)?;
    playing(&record, "only a game being played is changed (undo the finish or the drop to play on)")?;
    let mut game = replay(store, &record)?;
    let event = event_of(store, &record, &game, input, fresh_seed)?;
    game.apply(&event)?;
    let value = serde_json::to_value(&event).expect("events serialize");
    let summary = summary_of(&game, &event, &record.title);
    store.write(|tx| {
        let event_id = plays::insert_event(tx, id, &value, at)?;
        let row = plays::get_event(tx, event_id)?.expect("just inserted");
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: record.campaign_id,
                at,
                action: "play.change",
                entity: "play_event",
                entity_id: event_id,
                before: None,
                after: Some(plays::event_snapshot(&row)),
                summary,
            },
        )?;
        Ok::<_, PlayError>(())
    })?;
    Ok(view(&record, &game))
}

/// The exact odds of `by` attacking `target` as `form` says, their states applied.
pub fn odds(store: &Store, id: i64, by: &MemberRef, target: &MemberRef, form: &Value) -> Result<PlayOdds, PlayError> {
    let record = record(store, id)?;
    let game = replay(store, &record)?;
    let by = game.member(by, "by")?;
    let target = game.member(target, "target")?;
    let rules = table::context(store, record.campaign_id, game.ruleset)?;
    attack::odds(&game, &rules, by, target, form)
}

/// The game as the after-action wizard would record it, played on `date` (`YYYY-MM-DD`).
pub fn result(store: &Store, id: i64, date: &str) -> Result<GameInput, PlayError> {
    let record = record(store, id)?;
    let game = replay(store, &record)?;
    let scenario_kept = crate::store::scenarios::get(store.conn(), record.scenario_id)?
        .is_some_and(|s| s.campaign_id == record.campaign_id);
    Ok(GameInput {
        title: record.title.clone(),
        date: date.to_string(),
        notes: String::new(),
        scenario: scenario_kept.then_some(record.scenario_id),
        participants: game.participants(),
    })
}

/// Finishes a game: records it as the wizard would ([`result`]) and marks it finished, in one
/// step (undo takes both back). Nothing is applied to the rosters: the game's aftermath is rolled
/// and applied as for any recorded game.
pub fn finish(store: &mut Store, id: i64, date: &str, at: i64) -> Result<PlayFinished, PlayError> {
    let record = record(store, id)?;
    playing(&record, "a game is finished once")?;
    let input = result(store, id, date)?;
    let (played_on, title, body) = games::check_for_record(store, record.campaign_id, &input)?;
    let ruleset = summary(store, record.campaign_id)?.ruleset;
    let game_id = store.write_named(&format!("Finished playing \"{title}\" and recorded it"), |tx| {
        let game_id = games::insert_checked(tx, record.campaign_id, ruleset, &played_on, &title, &body, at)?;
        let before = plays::play_snapshot(&record);
        plays::end(tx, id, PlayStatus::Finished.id(), Some(game_id), at)?;
        let after = plays::get(tx, id)?.expect("it is there");
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: record.campaign_id,
                at,
                action: "play.finish",
                entity: "play",
                entity_id: id,
                before: Some(before),
                after: Some(plays::play_snapshot(&after)),
                summary: format!("Finished playing \"{title}\" (game {game_id})"),
            },
        )?;
        Ok::<_, PlayError>(game_id)
    })?;
    Ok(PlayFinished { play: show(store, id)?, game: games::get_game(store, game_id)?, input })
}

/// Drops a game in play: abandoned, kept with its log (undo brings it back).
pub fn drop_game(store: &mut Store, id: i64, at: i64) -> Result<PlayView, PlayError> {
    let record = record(store, id)?;
    playing(&record, "only a game being played can be dropped")?;
    store.write(|tx| {
        plays::end(tx, id, PlayStatus::Dropped.id(), None, at)?;
        let after = plays::get(tx, id)?.expect("it is there");
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: record.campaign_id,
                at,
                action: "play.drop",
                entity: "play",
                entity_id: id,
                before: Some(plays::play_snapshot(&record)),
                after: Some(plays::play_snapshot(&after)),
                summary: format!("Dropped the game of \"{}\"", record.title),
            },
        )?;
        Ok::<_, PlayError>(())
    })?;
    show(store, id)
}

#[cfg(test)]
mod tests;
