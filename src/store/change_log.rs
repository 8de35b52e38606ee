//! The `change_log` table: every change to a campaign, append-only (triggers refuse updates and
//! deletes). Undo and the chronicle read it; an undo will itself be a new entry.

use rusqlite::{params, Connection, Row};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::StoreError;

/// One change, as written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Change {
    #[ts(type = "number")]
    pub id: i64,
    #[ts(type = "number")]
    pub campaign_id: i64,
    /// Unix seconds.
    #[ts(type = "number")]
    pub at: i64,
    /// What was done, e.g. `character.add`.
    pub action: String,
    /// `campaign`, `side` or `character`.
    pub entity: String,
    #[ts(type = "number")]
    pub entity_id: i64,
    /// The entity as JSON before the change (`None` for a creation).
    #[ts(type = "unknown")]
    pub before: Option<serde_json::Value>,
    /// The entity as JSON after the change (`None` for a removal).
    #[ts(type = "unknown")]
    pub after: Option<serde_json::Value>,
    /// In words, e.g. `Added Wyatt Earp (Hero) to The Earps`.
    pub summary: String,
}

/// What a caller records; the log adds the id. `S` is how the snapshots are given: JSON values,
/// or JSON text ([`append_text`]).
pub struct NewChange<'a, S = serde_json::Value> {
    pub campaign_id: i64,
    pub at: i64,
    pub action: &'a str,
    pub entity: &'a str,
    pub entity_id: i64,
    pub before: Option<S>,
    pub after: Option<S>,
    pub summary: String,
}

pub fn append(conn: &Connection, change: NewChange) -> Result<i64, StoreError> {
    let (before, after) = (change.before.map(|v| v.to_string()), change.after.map(|v| v.to_string()));
    let text = NewChange {
        campaign_id: change.campaign_id,
        at: change.at,
        action: change.action,
        entity: change.entity,
        entity_id: change.entity_id,
        before: before.as_deref(),
        after: after.as_deref(),
        summary: change.summary,
    };
    append_text(conn, text)
}

/// [`append`] with the snapshots as JSON text (an import's, kept as its file has them: the table
/// checks that they are JSON).
pub fn append_text(conn: &Connection, change: NewChange<&str>) -> Result<i64, StoreError> {
    conn.prepare_cached(
        "INSERT INTO change_log (campaign_id, at, action, entity, entity_id, before, after, summary) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?
    .execute(params![
        change.campaign_id,
        change.at,
        change.action,
        change.entity,
        change.entity_id,
        change.before,
        change.after,
        change.summary
    ])?;
    Ok(conn.last_insert_rowid())
}

const SELECT: &str = "SELECT id, campaign_id, at, action, entity, entity_id, summary, before, after FROM change_log";

/// A row as read, its snapshots still JSON text (see [`parsed`]).
fn change(row: &Row) -> rusqlite::Result<(Change, Option<String>, Option<String>)> {
    Ok((line(row)?, row.get(7)?, row.get(8)?))
}

/// A row with its snapshots read.
fn parsed((mut c, before, after): (Change, Option<String>, Option<String>)) -> Result<Change, StoreError> {
    let what = format!("change {}", c.id);
    c.before = before.map(|t| super::from_json(what.clone(), &t)).transpose()?;
    c.after = after.map(|t| super::from_json(what, &t)).transpose()?;
    Ok(c)
}

/// A campaign's changes, oldest first.
pub fn of_campaign(conn: &Connection, campaign_id: i64) -> Result<Vec<Change>, StoreError> {
    let mut stmt = conn.prepare_cached(&format!("{SELECT} WHERE campaign_id = ?1 ORDER BY id"))?;
    let rows = stmt.query_map([campaign_id], change)?.collect::<Result<Vec<_>, _>>()?;
    rows.into_iter().map(parsed).collect()
}

/// A campaign's changes with ids from `first` to `last`, oldest first.
pub fn in_range(conn: &Connection, campaign_id: i64, first: i64, last: i64) -> Result<Vec<Change>, StoreError> {
    let mut stmt =
        conn.prepare_cached(&format!("{SELECT} WHERE campaign_id = ?1 AND id BETWEEN ?2 AND ?3 ORDER BY id"))?;
    let rows = stmt.query_map(params![campaign_id, first, last], change)?.collect::<Result<Vec<_>, _>>()?;
    rows.into_iter().map(parsed).collect()
}

/// A campaign's changes, oldest first, without their snapshots (`before` and `after` are `None`):
/// what the chronicle reads, which tells the story from the summaries (a long campaign's snapshots
/// are most of its database).
pub fn lines_of_campaign(conn: &Connection, campaign_id: i64) -> Result<Vec<Change>, StoreError> {
    let mut stmt = conn.prepare_cached(&format!("{LINES} WHERE campaign_id = ?1 ORDER BY id"))?;
    let rows = stmt.query_map([campaign_id], line)?.collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

/// [`in_range`] without the snapshots, as [`lines_of_campaign`].
pub fn lines_in_range(conn: &Connection, campaign_id: i64, first: i64, last: i64) -> Result<Vec<Change>, StoreError> {
    let mut stmt =
        conn.prepare_cached(&format!("{LINES} WHERE campaign_id = ?1 AND id BETWEEN ?2 AND ?3 ORDER BY id"))?;
    let rows = stmt.query_map(params![campaign_id, first, last], line)?.collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

const LINES: &str = "SELECT id, campaign_id, at, action, entity, entity_id, summary FROM change_log";

fn line(row: &Row) -> rusqlite::Result<Change> {
    Ok(Change {
        id: row.get(0)?,
        campaign_id: row.get(1)?,
        at: row.get(2)?,
        action: row.get(3)?,
        entity: row.get(4)?,
        entity_id: row.get(5)?,
        before: None,
        after: None,
        summary: row.get(6)?,
    })
}
