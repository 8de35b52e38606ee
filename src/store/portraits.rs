//! The `portrait` table: every portrait a character has had, kept once by the SHA-256 of its PNG
//! bytes, append-only like the log (triggers refuse updates and deletes). A character snapshot in
//! the log names his portrait as `portrait_sha256` (see `characters::snapshot`); every write of a
//! character's portrait keeps it here first (`characters::insert`, `set_portrait`, `restore`).

use base64::Engine;
use rusqlite::{Connection, OptionalExtension};
use serde_json::Value;
use sha2::{Digest, Sha256};

use super::StoreError;

/// The name a portrait is kept by: the SHA-256 of its bytes, as 64 lowercase hex digits.
pub fn sha256_hex(png: &[u8]) -> String {
    Sha256::digest(png).iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `text` has the shape of a portrait's name (64 lowercase hex digits).
pub fn is_sha256_hex(text: &str) -> bool {
    text.len() == 64 && text.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// Keeps a portrait (unless it is kept already) and returns its name.
pub fn keep(conn: &Connection, png: &[u8]) -> Result<String, StoreError> {
    let sha256 = sha256_hex(png);
    keep_named(conn, &sha256, png)?;
    Ok(sha256)
}

/// Keeps a portrait under a name its caller has checked is [`sha256_hex`] of its bytes (an
/// import's, whose file names each picture).
pub fn keep_named(conn: &Connection, sha256: &str, png: &[u8]) -> Result<(), StoreError> {
    conn.prepare_cached("INSERT INTO portrait (sha256, png) VALUES (?1, ?2) ON CONFLICT (sha256) DO NOTHING")?
        .execute(rusqlite::params![sha256, png])?;
    Ok(())
}

/// A kept portrait's bytes.
pub fn get(conn: &Connection, sha256: &str) -> Result<Option<Vec<u8>>, StoreError> {
    Ok(conn
        .prepare_cached("SELECT png FROM portrait WHERE sha256 = ?1")?
        .query_row([sha256], |r| r.get(0))
        .optional()?)
}

/// Keeps every character's portrait: migration 11's step for those set before it (SQLite has no
/// SHA-256 to do it in SQL).
pub(super) fn keep_every_characters(conn: &Connection) -> Result<(), StoreError> {
    let mut stmt = conn.prepare("SELECT portrait FROM character WHERE portrait IS NOT NULL")?;
    for png in stmt.query_map([], |r| r.get::<_, Vec<u8>>(0))? {
        keep(conn, &png?)?;
    }
    Ok(())
}

/// How many portraits are kept.
pub fn count(conn: &Connection) -> Result<i64, StoreError> {
    Ok(conn.query_row("SELECT count(*) FROM portrait", [], |r| r.get(0))?)
}

/// Takes the picture out of a character snapshot written before schema version 11, which carries
/// it inline (`portrait_png`, base64), and names it instead (`portrait_sha256`): its name and
/// bytes. `None`: it carries none (a `portrait_png` of null becomes a `portrait_sha256` of null),
/// or none that is base64 (left as it is).
pub fn take_inline(snapshot: &mut Value) -> Option<(String, Vec<u8>)> {
    let map = snapshot.as_object_mut()?;
    let png = match map.get("portrait_png")? {
        Value::Null => None,
        Value::String(b64) => Some(base64::engine::general_purpose::STANDARD.decode(b64).ok()?),
        _ => return None,
    };
    map.remove("portrait_png");
    let named = png.map(|png| (sha256_hex(&png), png));
    let sha256 = named.as_ref().map_or(Value::Null, |(sha256, _)| Value::String(sha256.clone()));
    map.insert("portrait_sha256".to_string(), sha256);
    named
}

/// A character snapshot as a new row of the log names its portrait: one written before schema
/// version 11 gets its picture kept here and named (undo and redo copy the snapshots they find and
/// restore into rows of their own).
pub fn by_reference(conn: &Connection, snapshot: &Value) -> Result<Value, StoreError> {
    let mut named = snapshot.clone();
    if let Some((sha256, png)) = take_inline(&mut named) {
        keep_named(conn, &sha256, &png)?;
    }
    Ok(named)
}
