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
     (SELECT count(*) FROM character ch JOIN side s ON ch.side_id = s.id WHERE s.campaign_id = c.id) \
     FROM campaign c";

fn summary(row: &Row) -> rusqlite::Result<CampaignSummary> {
    let ruleset: String = row.get(2)?;
    Ok(CampaignSummary {
        id: row.get(0)?,
        name: row.get(1)?,
        ruleset: Ruleset::from_id(&ruleset).ok_or_else(|| {
            rusqlite::Error::FromSqlConversionFailure(2, rusqlite::types::Type::Text, format!("unknown rule set {ruleset}").into())
        })?,
        created_at: row.get(3)?,
        sides: row.get(4)?,
        characters: row.get(5)?,
    })
}

pub fn insert(conn: &Connection, name: &str, ruleset: Ruleset, at: i64) -> Result<i64, StoreError> {
    conn.execute("INSERT INTO campaign (name, ruleset, created_at) VALUES (?1, ?2, ?3)", params![name, ruleset.id(), at])?;
    Ok(conn.last_insert_rowid())
}

pub fn get(conn: &Connection, id: i64) -> Result<Option<CampaignSummary>, StoreError> {
    Ok(conn.query_row(&format!("{SELECT} WHERE c.id = ?1"), [id], summary).optional()?)
}

/// Every campaign, newest first.
pub fn list(conn: &Connection) -> Result<Vec<CampaignSummary>, StoreError> {
    let mut stmt = conn.prepare(&format!("{SELECT} ORDER BY c.created_at DESC, c.id DESC"))?;
    let rows = stmt.query_map([], summary)?.collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}
