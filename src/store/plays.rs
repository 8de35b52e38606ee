//! The `play` and `play_event` tables: games in play (a game played from a saved scenario, stored
//! as it happens) and their logs, one row per change. Rows are written whole and restored whole
//! from their change-log snapshots ([`play_snapshot`], [`restore_play`], [`event_snapshot`],
//! [`restore_event`]); the JSON columns are read as JSON and nothing more — their types are the
//! play module's business (`campaign::play`).

use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::{json, Value};

use super::{from_json, Snapshot, StoreError};

/// A game in play as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayRecord {
    pub id: i64,
    pub campaign_id: i64,
    pub scenario_id: i64,
    pub title: String,
    pub seed: i64,
    /// The scenario's cast list when the game started.
    pub cast_list: Value,
    /// `playing`, `finished` or `dropped`.
    pub status: String,
    /// The game it was turned into, once finished.
    pub game_id: Option<i64>,
    pub started_at: i64,
    pub ended_at: Option<i64>,
}

/// One event of a game's log as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct EventRecord {
    pub id: i64,
    pub play_id: i64,
    pub event: Value,
    pub at: i64,
}

const PLAY: &str =
    "SELECT id, campaign_id, scenario_id, title, seed, cast_list, status, game_id, started_at, ended_at FROM play";
const EVENT: &str = "SELECT id, play_id, event, at FROM play_event";

type RawPlay = (i64, i64, i64, String, i64, String, String, Option<i64>, i64, Option<i64>);

fn raw_play(row: &Row) -> rusqlite::Result<RawPlay> {
    Ok((
        row.get(0)?,
        row.get(1)?,
        row.get(2)?,
        row.get(3)?,
        row.get(4)?,
        row.get(5)?,
        row.get(6)?,
        row.get(7)?,
        row.get(8)?,
        row.get(9)?,
    ))
}

fn play(
    (id, campaign_id, scenario_id, title, seed, cast_list, status, game_id, started_at, ended_at): RawPlay,
) -> Result<PlayRecord, StoreError> {
    Ok(PlayRecord {
        id,
        campaign_id,
        scenario_id,
        title,
        seed,
        cast_list: from_json(format!("game in play {id} cast list"), &cast_list)?,
        status,
        game_id,
        started_at,
        ended_at,
    })
}

fn event((id, play_id, event, at): (i64, i64, String, i64)) -> Result<EventRecord, StoreError> {
    Ok(EventRecord { id, play_id, event: from_json(format!("game in play {play_id} event {id}"), &event)?, at })
}

/// What a caller writes to start a game.
pub struct NewPlay<'a> {
    pub campaign_id: i64,
    pub scenario_id: i64,
    pub title: &'a str,
    pub seed: i64,
    pub cast_list: &'a Value,
}

/// A new game in play; returns its id.
pub fn insert(conn: &Connection, new: &NewPlay, at: i64) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO play (campaign_id, scenario_id, title, seed, cast_list, status, started_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, 'playing', ?6)",
        params![new.campaign_id, new.scenario_id, new.title, new.seed, new.cast_list.to_string(), at],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Ends a game: `finished` into `game_id`, or `dropped` (no game).
pub fn end(conn: &Connection, id: i64, status: &str, game_id: Option<i64>, at: i64) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE play SET status = ?2, game_id = ?3, ended_at = ?4 WHERE id = ?1",
        params![id, status, game_id, at],
    )?;
    Ok(())
}

pub fn get(conn: &Connection, id: i64) -> Result<Option<PlayRecord>, StoreError> {
    conn.query_row(&format!("{PLAY} WHERE id = ?1"), [id], raw_play).optional()?.map(play).transpose()
}

/// A campaign's games in play, oldest first.
pub fn of_campaign(conn: &Connection, campaign_id: i64) -> Result<Vec<PlayRecord>, StoreError> {
    let mut stmt = conn.prepare_cached(&format!("{PLAY} WHERE campaign_id = ?1 ORDER BY id"))?;
    let rows = stmt.query_map([campaign_id], raw_play)?.collect::<Result<Vec<_>, _>>()?;
    rows.into_iter().map(play).collect()
}

/// Every game in play of every campaign that is not removed, oldest first.
pub fn all(conn: &Connection) -> Result<Vec<PlayRecord>, StoreError> {
    let mut stmt = conn.prepare_cached(&format!(
        "{PLAY} WHERE campaign_id IN (SELECT id FROM campaign WHERE removed_at IS NULL) ORDER BY id"
    ))?;
    let rows = stmt.query_map([], raw_play)?.collect::<Result<Vec<_>, _>>()?;
    rows.into_iter().map(play).collect()
}

/// The game being played from a scenario, if one is.
pub fn playing_from(conn: &Connection, scenario_id: i64) -> Result<Option<i64>, StoreError> {
    Ok(conn
        .query_row("SELECT id FROM play WHERE scenario_id = ?1 AND status = 'playing'", [scenario_id], |r| r.get(0))
        .optional()?)
}

/// Appends an event to a game's log; returns its id.
pub fn insert_event(conn: &Connection, play_id: i64, event: &Value, at: i64) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO play_event (play_id, event, at) VALUES (?1, ?2, ?3)",
        params![play_id, event.to_string(), at],
    )?;
    Ok(conn.last_insert_rowid())
}

/// A game's log, oldest first.
pub fn events_of(conn: &Connection, play_id: i64) -> Result<Vec<EventRecord>, StoreError> {
    let mut stmt = conn.prepare_cached(&format!("{EVENT} WHERE play_id = ?1 ORDER BY id"))?;
    let rows = stmt.query_map([play_id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?;
    rows.collect::<Result<Vec<_>, _>>()?.into_iter().map(event).collect()
}

pub fn get_event(conn: &Connection, id: i64) -> Result<Option<EventRecord>, StoreError> {
    conn.query_row(&format!("{EVENT} WHERE id = ?1"), [id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .optional()?
        .map(event)
        .transpose()
}

/// The whole row as the change log keeps it.
pub fn play_snapshot(p: &PlayRecord) -> Value {
    json!({
        "campaign_id": p.campaign_id,
        "scenario_id": p.scenario_id,
        "title": p.title,
        "seed": p.seed,
        "cast_list": p.cast_list,
        "status": p.status,
        "game_id": p.game_id,
        "started_at": p.started_at,
        "ended_at": p.ended_at,
    })
}

pub fn event_snapshot(e: &EventRecord) -> Value {
    json!({ "play_id": e.play_id, "event": e.event, "at": e.at })
}

/// Puts a game in play back as a snapshot had it (`None`: removes it). For undo and redo
/// (`operations::restorer`).
pub fn restore_play(
    conn: &Connection,
    _campaign_id: i64,
    id: i64,
    snapshot: Option<&Value>,
    _at: i64,
) -> Result<(), StoreError> {
    let Some(snapshot) = snapshot else {
        conn.execute("DELETE FROM play WHERE id = ?1", [id])?;
        return Ok(());
    };
    let s = Snapshot::new(format!("game in play {id} snapshot"), snapshot);
    conn.execute(
        "INSERT INTO play (id, campaign_id, scenario_id, title, seed, cast_list, status, game_id, started_at, ended_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) ON CONFLICT (id) DO UPDATE SET \
         campaign_id = excluded.campaign_id, scenario_id = excluded.scenario_id, title = excluded.title, \
         seed = excluded.seed, cast_list = excluded.cast_list, status = excluded.status, game_id = excluded.game_id, \
         started_at = excluded.started_at, ended_at = excluded.ended_at",
        params![
            id,
            s.int("campaign_id")?,
            s.int("scenario_id")?,
            s.text("title")?,
            s.int("seed")?,
            s.json("cast_list")?,
            s.text("status")?,
            s.opt_int("game_id"),
            s.int("started_at")?,
            s.opt_int("ended_at"),
        ],
    )?;
    Ok(())
}

/// Puts an event back as a snapshot had it (`None`: removes it).
pub fn restore_event(
    conn: &Connection,
    _campaign_id: i64,
    id: i64,
    snapshot: Option<&Value>,
    _at: i64,
) -> Result<(), StoreError> {
    let Some(snapshot) = snapshot else {
        conn.execute("DELETE FROM play_event WHERE id = ?1", [id])?;
        return Ok(());
    };
    let s = Snapshot::new(format!("game in play event {id} snapshot"), snapshot);
    conn.execute(
        "INSERT INTO play_event (id, play_id, event, at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (id) DO UPDATE SET \
         play_id = excluded.play_id, event = excluded.event, at = excluded.at",
        params![id, s.int("play_id")?, s.json("event")?, s.int("at")?],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Ruleset;
    use crate::store::{campaigns, Store};

    #[test]
    fn snapshots_restore_a_game_and_its_events_under_their_ids_and_none_removes_them() {
        let mut store = Store::open_in_memory().unwrap();
        let cast = json!({"sides": []});
        let (play_id, event_id) = store
            .write(|tx| {
                let campaign = campaigns::insert(tx, "C", Ruleset::Qotd, 1)?;
                let new =
                    NewPlay { campaign_id: campaign, scenario_id: 4, title: "Dry Gulch", seed: 42, cast_list: &cast };
                let play_id = insert(tx, &new, 5)?;
                let event_id = insert_event(tx, play_id, &json!({"kind": "turned", "card": "A♥"}), 6)?;
                Ok::<_, StoreError>((play_id, event_id))
            })
            .unwrap();
        assert_eq!(playing_from(store.conn(), 4).unwrap(), Some(play_id));
        let played = get(store.conn(), play_id).unwrap().unwrap();
        let turned = get_event(store.conn(), event_id).unwrap().unwrap();
        let (p, e) = (play_snapshot(&played), event_snapshot(&turned));
        store.write(|tx| restore_event(tx, 0, event_id, None, 9)).unwrap();
        store.write(|tx| restore_play(tx, 0, play_id, None, 9)).unwrap();
        assert_eq!(get(store.conn(), play_id).unwrap(), None);
        store.write(|tx| restore_play(tx, 0, play_id, Some(&p), 9)).unwrap();
        store.write(|tx| restore_event(tx, 0, event_id, Some(&e), 9)).unwrap();
        assert_eq!(get(store.conn(), play_id).unwrap(), Some(played));
        assert_eq!(events_of(store.conn(), play_id).unwrap(), vec![turned]);
        store.write(|tx| end(tx, play_id, "dropped", None, 10)).unwrap();
        assert_eq!(playing_from(store.conn(), 4).unwrap(), None);
    }

    #[test]
    fn a_second_game_of_the_same_scenario_is_refused_by_the_table() {
        let mut store = Store::open_in_memory().unwrap();
        let cast = json!({});
        let e = store
            .write(|tx| {
                let campaign = campaigns::insert(tx, "C", Ruleset::Qotd, 1)?;
                let new = NewPlay { campaign_id: campaign, scenario_id: 4, title: "T", seed: 1, cast_list: &cast };
                insert(tx, &new, 5)?;
                insert(tx, &new, 5)
            })
            .unwrap_err();
        assert!(e.to_string().contains("UNIQUE"), "{e}");
    }
}
