//! The `scenario` table: a script (who is cast, on which side, with which cards) and the cast list
//! made from it when it was saved.

use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::Value;

use super::{from_json, Snapshot, StoreError};

/// A scenario as stored. The script and cast list are read as JSON and nothing more (the table
/// checks they are JSON): their types are the casting module's business, so that a row whose cast
/// list no longer reads as a cast list can still be listed, removed and restored.
#[derive(Debug, Clone, PartialEq)]
pub struct ScenarioRecord {
    pub id: i64,
    pub campaign_id: i64,
    pub title: String,
    /// The script, canonical JSON.
    pub script: Value,
    /// The cast list made from the script when it was saved.
    pub cast_list: Value,
    pub created_at: i64,
    pub updated_at: i64,
}

impl ScenarioRecord {
    /// The whole row as JSON, for the change log (and [`restore`]).
    pub fn snapshot(&self) -> Value {
        serde_json::json!({
            "campaign_id": self.campaign_id,
            "title": self.title,
            "script": self.script,
            "cast_list": self.cast_list,
            "created_at": self.created_at,
            "updated_at": self.updated_at,
        })
    }
}

/// What a caller writes.
pub struct ScenarioRow<'a> {
    pub title: &'a str,
    pub script: &'a Value,
    pub cast_list: &'a Value,
}

/// A scenario in a list: its title and script (the cast list is not read).
#[derive(Debug, Clone, PartialEq)]
pub struct ScenarioLine {
    pub id: i64,
    pub campaign_id: i64,
    pub title: String,
    pub script: Value,
    pub updated_at: i64,
}

const SELECT: &str = "SELECT id, campaign_id, title, script, cast_list, created_at, updated_at FROM scenario";

type RawRecord = (i64, i64, String, String, String, i64, i64);

fn raw(row: &Row) -> rusqlite::Result<RawRecord> {
    Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?, row.get(4)?, row.get(5)?, row.get(6)?))
}

fn parsed(
    (id, campaign_id, title, script, cast_list, created_at, updated_at): RawRecord,
) -> Result<ScenarioRecord, StoreError> {
    Ok(ScenarioRecord {
        id,
        campaign_id,
        title,
        script: from_json(format!("scenario {id} script"), &script)?,
        cast_list: from_json(format!("scenario {id} cast list"), &cast_list)?,
        created_at,
        updated_at,
    })
}

pub fn insert(conn: &Connection, campaign_id: i64, row: &ScenarioRow, at: i64) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO scenario (campaign_id, title, script, cast_list, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5)",
        params![campaign_id, row.title, row.script.to_string(), row.cast_list.to_string(), at],
    )?;
    Ok(conn.last_insert_rowid())
}

pub fn update(conn: &Connection, id: i64, row: &ScenarioRow, at: i64) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE scenario SET title = ?2, script = ?3, cast_list = ?4, updated_at = ?5 WHERE id = ?1",
        params![id, row.title, row.script.to_string(), row.cast_list.to_string(), at],
    )?;
    Ok(())
}

pub fn delete(conn: &Connection, id: i64) -> Result<(), StoreError> {
    conn.execute("DELETE FROM scenario WHERE id = ?1", [id])?;
    Ok(())
}

pub fn get(conn: &Connection, id: i64) -> Result<Option<ScenarioRecord>, StoreError> {
    conn.query_row(&format!("{SELECT} WHERE id = ?1"), [id], raw).optional()?.map(parsed).transpose()
}

/// A campaign's scenarios in the order they were written.
pub fn of_campaign(conn: &Connection, campaign_id: i64) -> Result<Vec<ScenarioRecord>, StoreError> {
    let mut stmt = conn.prepare_cached(&format!("{SELECT} WHERE campaign_id = ?1 ORDER BY id"))?;
    let rows = stmt.query_map([campaign_id], raw)?.collect::<Result<Vec<_>, _>>()?;
    rows.into_iter().map(parsed).collect()
}

/// A campaign's scenarios as lines (title and script, not the cast list), in the order written.
pub fn lines_of_campaign(conn: &Connection, campaign_id: i64) -> Result<Vec<ScenarioLine>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, campaign_id, title, script, updated_at FROM scenario WHERE campaign_id = ?1 ORDER BY id",
    )?;
    let rows =
        stmt.query_map([campaign_id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get::<_, String>(3)?, r.get(4)?)))?;
    let rows: Vec<(i64, i64, String, String, i64)> = rows.collect::<Result<_, _>>()?;
    rows.into_iter()
        .map(|(id, campaign_id, title, script, updated_at)| {
            Ok(ScenarioLine {
                id,
                campaign_id,
                title,
                script: from_json(format!("scenario {id} script"), &script)?,
                updated_at,
            })
        })
        .collect()
}

/// The JSON the change log keeps of a scenario ([`ScenarioRecord::snapshot`]); `None` if there is none.
pub fn snapshot(conn: &Connection, id: i64) -> Result<Option<Value>, StoreError> {
    Ok(get(conn, id)?.map(|r| r.snapshot()))
}

/// Puts a scenario back as a change-log snapshot ([`ScenarioRecord::snapshot`]) had it, under the
/// same id; `None` removes it. For undo and redo (`operations::restorer`).
pub fn restore(
    conn: &Connection,
    _campaign_id: i64,
    id: i64,
    snapshot: Option<&Value>,
    _at: i64,
) -> Result<(), StoreError> {
    let Some(snapshot) = snapshot else {
        return delete(conn, id);
    };
    let s = Snapshot::new(format!("scenario {id} snapshot"), snapshot);
    conn.execute(
        "INSERT INTO scenario (id, campaign_id, title, script, cast_list, created_at, updated_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (id) DO UPDATE SET campaign_id = excluded.campaign_id, \
         title = excluded.title, script = excluded.script, cast_list = excluded.cast_list, \
         created_at = excluded.created_at, updated_at = excluded.updated_at",
        params![
            id,
            s.int("campaign_id")?,
            s.text("title")?,
            s.json("script")?,
            s.json("cast_list")?,
            s.int("created_at")?,
            s.int("updated_at")?
        ],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Ruleset;
    use crate::store::{campaigns, Store};

    #[test]
    fn a_snapshot_restores_the_row_under_its_id_and_none_removes_it() {
        let mut store = Store::open_in_memory().unwrap();
        let script = serde_json::json!({"title": "Dry Gulch", "sides": []});
        let cast = serde_json::json!({"sides": []});
        let (id, record) = store
            .write(|tx| {
                let campaign = campaigns::insert(tx, "C", Ruleset::Qotd, 1)?;
                let id =
                    insert(tx, campaign, &ScenarioRow { title: "Dry Gulch", script: &script, cast_list: &cast }, 5)?;
                Ok::<_, StoreError>((id, get(tx, id)?.unwrap()))
            })
            .unwrap();
        let snapshot = record.snapshot();
        store.write(|tx| restore(tx, 0, id, None, 9)).unwrap();
        assert_eq!(get(store.conn(), id).unwrap(), None);
        store.write(|tx| restore(tx, 0, id, Some(&snapshot), 9)).unwrap();
        assert_eq!(get(store.conn(), id).unwrap(), Some(record.clone()));
        assert_eq!(of_campaign(store.conn(), record.campaign_id).unwrap(), vec![record]);
    }

    #[test]
    fn a_snapshot_without_a_key_is_refused_as_corrupt_naming_the_key() {
        let mut store = Store::open_in_memory().unwrap();
        let snapshot = serde_json::json!({"campaign_id": 1, "title": "Dry Gulch", "script": {}, "cast_list": {}});
        let e = store.write(|tx| restore(tx, 0, 4, Some(&snapshot), 9)).unwrap_err();
        assert!(matches!(e, StoreError::Corrupt { .. }), "{e:?}");
        assert_eq!(e.to_string(), "scenario 4 snapshot: stored JSON could not be read: no whole number `created_at`");
    }
}
