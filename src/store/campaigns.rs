//! The `campaign` table.

use rusqlite::{params, Connection, OptionalExtension, Row};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::StoreError;
use crate::rules::Ruleset;

/// A campaign with the size of its roster.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct CampaignSummary {
    #[ts(type = "number")]
    pub id: i64,
    pub name: String,
    pub ruleset: Ruleset,
    pub sides: u32,
    pub characters: u32,
    /// Unix seconds.
    #[ts(type = "number")]
    pub created_at: i64,
}

const SELECT: &str = "SELECT c.id, c.name, c.ruleset, c.created_at, \
     (SELECT count(*) FROM side s WHERE s.campaign_id = c.id), \
     (SELECT count(*) FROM character ch JOIN side s ON ch.side_id = s.id WHERE s.campaign_id = c.id), \
     c.removed_at \
     FROM campaign c";

fn summary(row: &Row) -> rusqlite::Result<CampaignSummary> {
    let ruleset: String = row.get(2)?;
    Ok(CampaignSummary {
        id: row.get(0)?,
        name: row.get(1)?,
        ruleset: Ruleset::from_id(&ruleset).ok_or_else(|| {
            rusqlite::Error::FromSqlConversionFailure(
                2,
                rusqlite::types::Type::Text,
                format!("unknown rule set {ruleset}").into(),
            )
        })?,
        created_at: row.get(3)?,
        sides: row.get(4)?,
        characters: row.get(5)?,
    })
}

pub fn insert(conn: &Connection, name: &str, ruleset: Ruleset, at: i64) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO campaign (name, ruleset, created_at) VALUES (?1, ?2, ?3)",
        params![name, ruleset.id(), at],
    )?;
    Ok(conn.last_insert_rowid())
}

/// A campaign in use (`None` when there is none, or it was removed).
pub fn get(conn: &Connection, id: i64) -> Result<Option<CampaignSummary>, StoreError> {
    Ok(conn.query_row(&format!("{SELECT} WHERE c.id = ?1 AND c.removed_at IS NULL"), [id], summary).optional()?)
}

/// A campaign whether in use or removed, with when it was removed.
pub fn get_any(conn: &Connection, id: i64) -> Result<Option<(CampaignSummary, Option<i64>)>, StoreError> {
    Ok(conn.query_row(&format!("{SELECT} WHERE c.id = ?1"), [id], |row| Ok((summary(row)?, row.get(6)?))).optional()?)
}

/// Every campaign in use, newest first.
pub fn list(conn: &Connection) -> Result<Vec<CampaignSummary>, StoreError> {
    let mut stmt =
        conn.prepare(&format!("{SELECT} WHERE c.removed_at IS NULL ORDER BY c.created_at DESC, c.id DESC"))?;
    let rows = stmt.query_map([], summary)?.collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

/// Every removed campaign with when it was removed, the latest removed first.
pub fn removed(conn: &Connection) -> Result<Vec<(CampaignSummary, i64)>, StoreError> {
    let sql = format!("{SELECT} WHERE c.removed_at IS NOT NULL ORDER BY c.removed_at DESC, c.id DESC");
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map([], |row| Ok((summary(row)?, row.get(6)?)))?.collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

pub fn rename(conn: &Connection, id: i64, name: &str) -> Result<(), StoreError> {
    conn.execute("UPDATE campaign SET name = ?2 WHERE id = ?1", params![id, name])?;
    Ok(())
}

/// Marks a campaign removed at `at`, or (`None`) in use again.
pub fn set_removed(conn: &Connection, id: i64, at: Option<i64>) -> Result<(), StoreError> {
    conn.execute("UPDATE campaign SET removed_at = ?2 WHERE id = ?1", params![id, at])?;
    Ok(())
}

/// The campaign's rule-set options as JSON text (`{}` is every default), if the campaign exists.
pub fn options(conn: &Connection, id: i64) -> Result<Option<String>, StoreError> {
    Ok(conn.query_row("SELECT options FROM campaign WHERE id = ?1", [id], |r| r.get(0)).optional()?)
}

pub fn set_options(conn: &Connection, id: i64, options: &serde_json::Value) -> Result<(), StoreError> {
    conn.execute("UPDATE campaign SET options = ?2 WHERE id = ?1", params![id, options.to_string()])?;
    Ok(())
}

/// The campaign's own copy of the house tables (TOML text), or `None`: the tables Posse ships.
pub fn house_tables(conn: &Connection, id: i64) -> Result<Option<String>, StoreError> {
    Ok(conn.query_row("SELECT house_tables FROM campaign WHERE id = ?1", [id], |r| r.get(0)).optional()?.flatten())
}

pub fn set_house_tables(conn: &Connection, id: i64, toml: Option<&str>) -> Result<(), StoreError> {
    conn.execute("UPDATE campaign SET house_tables = ?2 WHERE id = ?1", params![id, toml])?;
    Ok(())
}

/// Puts a campaign back to a change-log snapshot (undo and redo; see `store::operations`). A
/// campaign's snapshots name only what changed: `name`, `options` (JSON), `house_tables` (TOML
/// text or null), `removed_at` (Unix seconds or null); each key present is written back as it was. A campaign's creation is never undone,
/// so `None` (no campaign) removes nothing: it is refused by the database if anything refers to it.
pub fn restore(
    conn: &Connection,
    _campaign_id: i64,
    id: i64,
    snapshot: Option<&serde_json::Value>,
    _at: i64,
) -> Result<(), StoreError> {
    let Some(snapshot) = snapshot else {
        conn.execute("DELETE FROM campaign WHERE id = ?1", [id])?;
        return Ok(());
    };
    if let Some(name) = snapshot.get("name").and_then(serde_json::Value::as_str) {
        conn.execute("UPDATE campaign SET name = ?2 WHERE id = ?1", params![id, name])?;
    }
    if let Some(options) = snapshot.get("options") {
        set_options(conn, id, options)?;
    }
    if let Some(tables) = snapshot.get("house_tables") {
        set_house_tables(conn, id, tables.as_str())?;
    }
    if let Some(removed) = snapshot.get("removed_at") {
        set_removed(conn, id, removed.as_i64())?;
    }
    Ok(())
}
