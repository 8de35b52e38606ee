//! The `game` and `aftermath` tables: the games a campaign has played, the dice rolled or entered
//! for each one's aftermath, and the aftermath once applied. Rows are written whole and restored
//! whole from their change-log snapshots ([`game_snapshot`], [`restore_game`], …).

use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::{json, Value};

use super::{from_json, Snapshot, StoreError};

/// A game as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct GameRecord {
    pub id: i64,
    pub campaign_id: i64,
    /// The date it was played, `YYYY-MM-DD`.
    pub played_on: String,
    pub title: String,
    /// The game as recorded (canonical JSON).
    pub record: Value,
    /// The aftermath's dice, once rolled or entered.
    pub dice: Option<Value>,
    pub created_at: i64,
}

/// An applied aftermath as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct AftermathRecord {
    pub id: i64,
    pub game_id: i64,
    pub campaign_id: i64,
    pub dice: Value,
    pub results: Value,
    pub applied_at: i64,
}

const GAME: &str = "SELECT id, campaign_id, played_on, title, record, dice, created_at FROM game";
const AFTERMATH: &str = "SELECT id, game_id, campaign_id, dice, results, applied_at FROM aftermath";

type RawGame = (i64, i64, String, String, String, Option<String>, i64);

fn raw_game(row: &Row) -> rusqlite::Result<RawGame> {
    Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?, row.get(4)?, row.get(5)?, row.get(6)?))
}

fn game((id, campaign_id, played_on, title, record, dice, created_at): RawGame) -> Result<GameRecord, StoreError> {
    let what = format!("game {id}");
    Ok(GameRecord {
        id,
        campaign_id,
        played_on,
        title,
        record: from_json(what.clone(), &record)?,
        dice: dice.map(|d| from_json(what, &d)).transpose()?,
        created_at,
    })
}

type RawAftermath = (i64, i64, i64, String, String, i64);

fn raw_aftermath(row: &Row) -> rusqlite::Result<RawAftermath> {
    Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?, row.get(4)?, row.get(5)?))
}

fn aftermath(
    (id, game_id, campaign_id, dice, results, applied_at): RawAftermath,
) -> Result<AftermathRecord, StoreError> {
    let what = format!("aftermath {id}");
    Ok(AftermathRecord {
        id,
        game_id,
        campaign_id,
        dice: from_json(what.clone(), &dice)?,
        results: from_json(what, &results)?,
        applied_at,
    })
}

/// A new game; returns its id.
pub fn insert(
    conn: &Connection,
    campaign_id: i64,
    played_on: &str,
    title: &str,
    record: &Value,
    at: i64,
) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO game (campaign_id, played_on, title, record, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![campaign_id, played_on, title, record.to_string(), at],
    )?;
    Ok(conn.last_insert_rowid())
}

pub fn get(conn: &Connection, id: i64) -> Result<Option<GameRecord>, StoreError> {
    conn.query_row(&format!("{GAME} WHERE id = ?1"), [id], raw_game).optional()?.map(game).transpose()
}

/// A campaign's games in the order they were played (by date, then as recorded).
pub fn of_campaign(conn: &Connection, campaign_id: i64) -> Result<Vec<GameRecord>, StoreError> {
    let mut stmt = conn.prepare(&format!("{GAME} WHERE campaign_id = ?1 ORDER BY played_on, id"))?;
    let rows = stmt.query_map([campaign_id], raw_game)?.collect::<Result<Vec<_>, _>>()?;
    rows.into_iter().map(game).collect()
}

/// Keeps the aftermath's dice on the game (`None` forgets them).
pub fn set_dice(conn: &Connection, id: i64, dice: Option<&Value>) -> Result<(), StoreError> {
    conn.execute("UPDATE game SET dice = ?2 WHERE id = ?1", params![id, dice.map(Value::to_string)])?;
    Ok(())
}

pub fn insert_aftermath(
    conn: &Connection,
    game_id: i64,
    campaign_id: i64,
    dice: &Value,
    results: &Value,
    at: i64,
) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO aftermath (game_id, campaign_id, dice, results, applied_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![game_id, campaign_id, dice.to_string(), results.to_string(), at],
    )?;
    Ok(conn.last_insert_rowid())
}

pub fn aftermath_of(conn: &Connection, game_id: i64) -> Result<Option<AftermathRecord>, StoreError> {
    conn.query_row(&format!("{AFTERMATH} WHERE game_id = ?1"), [game_id], raw_aftermath)
        .optional()?
        .map(aftermath)
        .transpose()
}

pub fn get_aftermath(conn: &Connection, id: i64) -> Result<Option<AftermathRecord>, StoreError> {
    conn.query_row(&format!("{AFTERMATH} WHERE id = ?1"), [id], raw_aftermath).optional()?.map(aftermath).transpose()
}

/// A campaign's applied aftermaths, oldest first.
pub fn aftermaths_of_campaign(conn: &Connection, campaign_id: i64) -> Result<Vec<AftermathRecord>, StoreError> {
    let mut stmt = conn.prepare(&format!("{AFTERMATH} WHERE campaign_id = ?1 ORDER BY id"))?;
    let rows = stmt.query_map([campaign_id], raw_aftermath)?.collect::<Result<Vec<_>, _>>()?;
    rows.into_iter().map(aftermath).collect()
}

/// The whole row as the change log keeps it.
pub fn game_snapshot(g: &GameRecord) -> Value {
    json!({
        "campaign_id": g.campaign_id,
        "played_on": g.played_on,
        "title": g.title,
        "record": g.record,
        "dice": g.dice,
        "created_at": g.created_at,
    })
}

pub fn aftermath_snapshot(a: &AftermathRecord) -> Value {
    json!({
        "game_id": a.game_id,
        "campaign_id": a.campaign_id,
        "dice": a.dice,
        "results": a.results,
        "applied_at": a.applied_at,
    })
}

/// Puts a game back as a snapshot had it (`None`: removes it).
pub fn restore_game(
    conn: &Connection,
    _campaign_id: i64,
    id: i64,
    snapshot: Option<&Value>,
    _at: i64,
) -> Result<(), StoreError> {
    let Some(snapshot) = snapshot else {
        conn.execute("DELETE FROM game WHERE id = ?1", [id])?;
        return Ok(());
    };
    let s = Snapshot::new(format!("game {id} snapshot"), snapshot);
    conn.execute(
        "INSERT INTO game (id, campaign_id, played_on, title, record, dice, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) \
         ON CONFLICT (id) DO UPDATE SET campaign_id = excluded.campaign_id, played_on = excluded.played_on, \
         title = excluded.title, record = excluded.record, dice = excluded.dice, created_at = excluded.created_at",
        params![
            id,
            s.int("campaign_id")?,
            s.text("played_on")?,
            s.text("title")?,
            s.json("record")?,
            s.opt_json("dice"),
            s.int("created_at")?,
        ],
    )?;
    Ok(())
}

/// Puts an aftermath back as a snapshot had it (`None`: removes it).
pub fn restore_aftermath(
    conn: &Connection,
    _campaign_id: i64,
    id: i64,
    snapshot: Option<&Value>,
    _at: i64,
) -> Result<(), StoreError> {
    let Some(snapshot) = snapshot else {
        conn.execute("DELETE FROM aftermath WHERE id = ?1", [id])?;
        return Ok(());
    };
    let s = Snapshot::new(format!("aftermath {id} snapshot"), snapshot);
    conn.execute(
        "INSERT INTO aftermath (id, game_id, campaign_id, dice, results, applied_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
         ON CONFLICT (id) DO UPDATE SET game_id = excluded.game_id, campaign_id = excluded.campaign_id, \
         dice = excluded.dice, results = excluded.results, applied_at = excluded.applied_at",
        params![
            id,
            s.int("game_id")?,
            s.int("campaign_id")?,
            s.json("dice")?,
            s.json("results")?,
            s.int("applied_at")?,
        ],
    )?;
    Ok(())
}
