//! The `printer_profile` table: printers as their owners measured them, by name. Not campaign data:
//! nothing here goes into a change log.

use rusqlite::{params, Connection, OptionalExtension, Row};

use super::StoreError;
use crate::print::settings::{DuplexChoice, PrinterProfile};

const COLUMNS: &str = "name, paper, duplex, back_offset_x_mm, back_offset_y_mm, measured_ruler_mm";

fn profile(row: &Row) -> rusqlite::Result<PrinterProfile> {
    let duplex: String = row.get(2)?;
    Ok(PrinterProfile {
        name: row.get(0)?,
        paper: row.get(1)?,
        // The column's CHECK allows only the three ids.
        duplex: DuplexChoice::from_id(&duplex).unwrap_or_default(),
        back_offset_x_mm: row.get::<_, f64>(3)? as f32,
        back_offset_y_mm: row.get::<_, f64>(4)? as f32,
        measured_ruler_mm: row.get::<_, f64>(5)? as f32,
    })
}

/// Every profile, by name.
pub fn list(conn: &Connection) -> Result<Vec<PrinterProfile>, StoreError> {
    let mut stmt =
        conn.prepare_cached(&format!("SELECT {COLUMNS} FROM printer_profile ORDER BY name COLLATE NOCASE"))?;
    let rows = stmt.query_map([], profile)?.collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

/// The profile of this name, whatever its case.
pub fn get(conn: &Connection, name: &str) -> Result<Option<PrinterProfile>, StoreError> {
    let sql = format!("SELECT {COLUMNS} FROM printer_profile WHERE name = ?1 COLLATE NOCASE");
    Ok(conn.query_row(&sql, [name.trim()], profile).optional()?)
}

/// Adds a profile; its name must be free (the caller checks, the unique index makes sure).
pub fn insert(conn: &Connection, p: &PrinterProfile, at: i64) -> Result<(), StoreError> {
    conn.execute(
        &format!(
            "INSERT INTO printer_profile ({COLUMNS}, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)"
        ),
        params![
            p.name,
            p.paper,
            p.duplex.id(),
            f64::from(p.back_offset_x_mm),
            f64::from(p.back_offset_y_mm),
            f64::from(p.measured_ruler_mm),
            at
        ],
    )?;
    Ok(())
}

/// Replaces the profile called `name` (perhaps renaming it); false if there is none.
pub fn update(conn: &Connection, name: &str, p: &PrinterProfile, at: i64) -> Result<bool, StoreError> {
    let changed = conn.execute(
        "UPDATE printer_profile SET name = ?1, paper = ?2, duplex = ?3, back_offset_x_mm = ?4, back_offset_y_mm = ?5, \
         measured_ruler_mm = ?6, updated_at = ?7 WHERE name = ?8 COLLATE NOCASE",
        params![
            p.name,
            p.paper,
            p.duplex.id(),
            f64::from(p.back_offset_x_mm),
            f64::from(p.back_offset_y_mm),
            f64::from(p.measured_ruler_mm),
            at,
            name.trim()
        ],
    )?;
    Ok(changed > 0)
}

/// Removes the profile called `name`; false if there is none.
pub fn delete(conn: &Connection, name: &str) -> Result<bool, StoreError> {
    Ok(conn.execute("DELETE FROM printer_profile WHERE name = ?1 COLLATE NOCASE", [name.trim()])? > 0)
}
