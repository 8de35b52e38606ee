//! The `character` table: the roster. Each row keeps the validated sheet as canonical JSON; which
//! rule set's sheet it is follows from the campaign, and the campaign layer reads it so.

use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::Value;

use super::{from_json, StoreError};

/// A character as stored (without the portrait's bytes).
#[derive(Debug, Clone, PartialEq)]
pub struct CharacterRecord {
    pub id: i64,
    pub side_id: i64,
    /// The sheet as JSON, as its rule set wrote it.
    pub sheet: Value,
    pub has_portrait: bool,
    pub created_at: i64,
    pub updated_at: i64,
}

impl CharacterRecord {
    /// The character's name, as copied out of the sheet.
    pub fn name(&self) -> &str {
        self.sheet.get("name").and_then(Value::as_str).unwrap_or_default()
    }
}

/// A sheet to write: its JSON, and the name and kind (QOTD type or fate class) copied out of it
/// for listing and sorting.
pub struct SheetRow<'a> {
    pub name: &'a str,
    pub kind: &'a str,
    pub sheet: &'a Value,
}

const SELECT: &str = "SELECT id, side_id, sheet, portrait IS NOT NULL, created_at, updated_at FROM character";

type RawRecord = (i64, i64, String, bool, i64, i64);

fn record(row: &Row) -> rusqlite::Result<RawRecord> {
    Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?, row.get(4)?, row.get(5)?))
}

fn with_sheet((id, side_id, sheet, has_portrait, created_at, updated_at): RawRecord) -> Result<CharacterRecord, StoreError> {
    let sheet = from_json(format!("character {id}"), &sheet)?;
    Ok(CharacterRecord { id, side_id, sheet, has_portrait, created_at, updated_at })
}

pub fn insert(conn: &Connection, side_id: i64, row: &SheetRow, portrait: Option<&[u8]>, at: i64) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO character (side_id, name, kind, sheet, portrait, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)",
        params![side_id, row.name, row.kind, row.sheet.to_string(), portrait, at],
    )?;
    Ok(conn.last_insert_rowid())
}

pub fn update_sheet(conn: &Connection, id: i64, row: &SheetRow, at: i64) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE character SET name = ?2, kind = ?3, sheet = ?4, updated_at = ?5 WHERE id = ?1",
        params![id, row.name, row.kind, row.sheet.to_string(), at],
    )?;
    Ok(())
}
pub fn set_portrait(conn: &Connection, id: i64, png: Option<&[u8]>, at: i64) -> Result<(), StoreError> {
    conn.execute("UPDATE character SET portrait = ?2, updated_at = ?3 WHERE id = ?1", params![id, png, at])?;
    Ok(())
}

pub fn delete(conn: &Connection, id: i64) -> Result<(), StoreError> {
    conn.execute("DELETE FROM character WHERE id = ?1", [id])?;
    Ok(())
}

pub fn get(conn: &Connection, id: i64) -> Result<Option<CharacterRecord>, StoreError> {
    conn.query_row(&format!("{SELECT} WHERE id = ?1"), [id], record).optional()?.map(with_sheet).transpose()
}

pub fn portrait(conn: &Connection, id: i64) -> Result<Option<Vec<u8>>, StoreError> {
    Ok(conn.query_row("SELECT portrait FROM character WHERE id = ?1", [id], |r| r.get(0)).optional()?.flatten())
}

/// A side's roster in the order characters were added.
pub fn of_side(conn: &Connection, side_id: i64) -> Result<Vec<CharacterRecord>, StoreError> {
    let mut stmt = conn.prepare_cached(&format!("{SELECT} WHERE side_id = ?1 ORDER BY id"))?;
    let rows = stmt.query_map([side_id], record)?.collect::<Result<Vec<_>, _>>()?;
    rows.into_iter().map(with_sheet).collect()
}

/// Every character of a campaign, side by side, in the order they were added.
pub fn of_campaign(conn: &Connection, campaign_id: i64) -> Result<Vec<CharacterRecord>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT c.id, c.side_id, c.sheet, c.portrait IS NOT NULL, c.created_at, c.updated_at \
         FROM character c JOIN side s ON c.side_id = s.id WHERE s.campaign_id = ?1 ORDER BY s.id, c.id",
    )?;
    let rows = stmt.query_map([campaign_id], record)?.collect::<Result<Vec<_>, _>>()?;
    rows.into_iter().map(with_sheet).collect()
}
