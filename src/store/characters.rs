//! The `character` table: the roster. Each row keeps the validated sheet as canonical JSON; which
//! rule set's sheet it is follows from the campaign, and the campaign layer reads it so.

use base64::Engine;
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::Value;

use super::{from_json, portraits, Snapshot, StoreError};

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

fn with_sheet(
    (id, side_id, sheet, has_portrait, created_at, updated_at): RawRecord,
) -> Result<CharacterRecord, StoreError> {
    let sheet = from_json(format!("character {id}"), &sheet)?;
    Ok(CharacterRecord { id, side_id, sheet, has_portrait, created_at, updated_at })
}

/// Adds a character; his portrait, if he has one, is kept in the `portrait` table too (as every
/// write of a portrait does), so that a snapshot of the log can name it.
pub fn insert(
    conn: &Connection,
    side_id: i64,
    row: &SheetRow,
    portrait: Option<&[u8]>,
    at: i64,
) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO character (side_id, name, kind, sheet, portrait, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)",
        params![side_id, row.name, row.kind, row.sheet.to_string(), portrait, at],
    )?;
    let id = conn.last_insert_rowid();
    portrait.map(|png| portraits::keep(conn, png)).transpose()?;
    Ok(id)
}

pub fn update_sheet(conn: &Connection, id: i64, row: &SheetRow, at: i64) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE character SET name = ?2, kind = ?3, sheet = ?4, updated_at = ?5 WHERE id = ?1",
        params![id, row.name, row.kind, row.sheet.to_string(), at],
    )?;
    Ok(())
}

/// Sets (or clears) a character's portrait, keeping it in the `portrait` table too.
pub fn set_portrait(conn: &Connection, id: i64, png: Option<&[u8]>, at: i64) -> Result<(), StoreError> {
    conn.execute("UPDATE character SET portrait = ?2, updated_at = ?3 WHERE id = ?1", params![id, png, at])?;
    png.map(|png| portraits::keep(conn, png)).transpose()?;
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

/// One roster line: the columns copied out of the sheet, without reading the sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CharacterLine {
    pub id: i64,
    pub side_id: i64,
    pub name: String,
    /// The QOTD type or fate class id.
    pub kind: String,
    pub created_at: i64,
}

/// Every character of a campaign as a line, side by side, in the order they were added: the quick
/// listing (no sheet is parsed).
pub fn lines_of_campaign(conn: &Connection, campaign_id: i64) -> Result<Vec<CharacterLine>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, side_id, name, kind, created_at FROM character \
         WHERE side_id IN (SELECT id FROM side WHERE campaign_id = ?1) ORDER BY side_id, id",
    )?;
    let rows = stmt.query_map([campaign_id], |r| {
        Ok(CharacterLine { id: r.get(0)?, side_id: r.get(1)?, name: r.get(2)?, kind: r.get(3)?, created_at: r.get(4)? })
    })?;
    Ok(rows.collect::<Result<Vec<_>, _>>()?)
}

/// A character as the change log keeps it: `{side_id, name, kind, sheet, portrait_sha256,
/// created_at, updated_at}`, the sheet as stored and the portrait by the name the `portrait` table
/// keeps it by (every write of a portrait keeps it there, and migration 11 kept those written
/// before), so that undo can write the row back exactly. Only reads.
pub fn snapshot(conn: &Connection, id: i64) -> Result<Option<Value>, StoreError> {
    let row = conn
        .query_row(
            "SELECT side_id, name, kind, sheet, portrait, created_at, updated_at FROM character WHERE id = ?1",
            [id],
            |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, Option<Vec<u8>>>(4)?,
                    r.get::<_, i64>(5)?,
                    r.get::<_, i64>(6)?,
                ))
            },
        )
        .optional()?;
    row.map(|(side_id, name, kind, sheet, portrait, created_at, updated_at)| {
        let sheet: Value = from_json(format!("character {id}"), &sheet)?;
        let portrait = portrait.map(|png| portraits::sha256_hex(&png));
        Ok(serde_json::json!({
            "side_id": side_id, "name": name, "kind": kind, "sheet": sheet, "portrait_sha256": portrait,
            "created_at": created_at, "updated_at": updated_at,
        }))
    })
    .transpose()
}

/// Puts a character back to a change-log snapshot with the same id (undo and redo; see
/// `store::operations`); `None` removes it. Older snapshots (`{side_id, sheet, portrait_png}`)
/// take the name and kind from the sheet, and keep the row's times (or `at` for a new row); those
/// written before schema version 11 carry the portrait itself (`portrait_png`, base64), later ones
/// name it (`portrait_sha256`).
pub fn restore(
    conn: &Connection,
    _campaign_id: i64,
    id: i64,
    snapshot: Option<&Value>,
    at: i64,
) -> Result<(), StoreError> {
    let Some(snapshot) = snapshot else {
        return delete(conn, id);
    };
    let s = Snapshot::new(format!("character {id} snapshot"), snapshot);
    let sheet = s.value("sheet")?;
    let side_id = s.int("side_id")?;
    let in_sheet = |key: &str| sheet.get(key).and_then(Value::as_str);
    let name = s.opt_text("name").or_else(|| in_sheet("name")).unwrap_or_default();
    let kind = s.opt_text("kind").or_else(|| in_sheet("type")).or_else(|| in_sheet("class")).unwrap_or_default();
    // The picture, and whether it came inline (and is kept only once it is written back).
    let (portrait, inline) = match (s.opt_text("portrait_sha256"), s.opt_text("portrait_png")) {
        (Some(sha256), _) => (
            Some(
                portraits::get(conn, sha256)?
                    .ok_or_else(|| s.corrupt(format!("portrait_sha256: no portrait {sha256} is kept")))?,
            ),
            false,
        ),
        (None, Some(b64)) => (
            Some(
                base64::engine::general_purpose::STANDARD
                    .decode(b64)
                    .map_err(|e| s.corrupt(format!("portrait_png: {e}")))?,
            ),
            true,
        ),
        (None, None) => (None, false),
    };
    let (created_at, updated_at) = (s.opt_int("created_at"), s.opt_int("updated_at"));
    conn.execute(
        "INSERT INTO character (id, side_id, name, kind, sheet, portrait, created_at, updated_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, coalesce(?7, (SELECT created_at FROM character WHERE id = ?1), ?9), \
                 coalesce(?8, (SELECT updated_at FROM character WHERE id = ?1), ?9)) \
         ON CONFLICT (id) DO UPDATE SET side_id = excluded.side_id, name = excluded.name, kind = excluded.kind, \
         sheet = excluded.sheet, portrait = excluded.portrait, created_at = excluded.created_at, \
         updated_at = excluded.updated_at",
        params![id, side_id, name, kind, sheet.to_string(), portrait, created_at, updated_at, at],
    )?;
    if let Some(png) = portrait.filter(|_| inline) {
        portraits::keep(conn, &png)?;
    }
    Ok(())
}
