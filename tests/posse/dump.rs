//! A database's contents as one text, for comparing states (the crash, full-disk and bad-input
//! tests), its integrity, and whether its change log agrees with its rows.
//!
//! The canonical dump: the schema (every `sqlite_schema` row), `user_version` and `application_id`,
//! then every table by name, every row in rowid order as a JSON array of its columns (blobs as hex;
//! a text column that holds a JSON object or array written back with sorted keys). Clock readings
//! are the one thing two runs of the same command differ in, so they read `"T"`: the columns `at`
//! and `*_at` and, inside JSON, the keys of those names. Nothing else is left out.

use std::path::Path;

use posse::store::{characters, games, operations, plays, scenarios, sides};
use rusqlite::types::ValueRef;
use rusqlite::{Connection, OpenFlags};
use serde_json::Value;

fn is_clock(name: &str) -> bool {
    name == "at" || name.ends_with("_at")
}

/// JSON with sorted keys (serde_json's maps are ordered) and every clock reading replaced.
fn without_clock(value: Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.into_iter()
                .map(|(k, v)| {
                    let v = if is_clock(&k) && v.is_number() { Value::from("T") } else { without_clock(v) };
                    (k, v)
                })
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.into_iter().map(without_clock).collect()),
        other => other,
    }
}

fn cell(column: &str, value: ValueRef) -> Value {
    match value {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(_) if is_clock(column) => Value::from("T"),
        ValueRef::Integer(i) => Value::from(i),
        ValueRef::Real(f) => Value::from(f),
        ValueRef::Text(t) => {
            let text = String::from_utf8_lossy(t).to_string();
            match serde_json::from_str::<Value>(&text) {
                Ok(json @ (Value::Object(_) | Value::Array(_))) => without_clock(json),
                _ => Value::from(text),
            }
        }
        ValueRef::Blob(b) => Value::from(b.iter().map(|x| format!("{x:02x}")).collect::<String>()),
    }
}

/// Opens a database file as it is (a WAL beside it is read, as SQLite reads it), writing nothing
/// of Posse's: no migration, no settings.
pub fn open_raw(path: &Path) -> Connection {
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    Connection::open_with_flags(path, flags).unwrap_or_else(|e| panic!("{} does not open: {e}", path.display()))
}

/// The canonical dump of the database open on `conn` (see the module documentation).
pub fn canonical(conn: &Connection) -> String {
    let mut out = Vec::new();
    let header: (i64, i64) = conn
        .query_row(
            "SELECT (SELECT user_version FROM pragma_user_version), (SELECT application_id FROM pragma_application_id)",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    out.push(format!("user_version {} application_id {}", header.0, header.1));
    let mut schema = conn.prepare("SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name").unwrap();
    let objects: Vec<(String, String, String, Option<String>)> = schema
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    for (kind, name, table, sql) in &objects {
        out.push(format!("{kind} {name} on {table}: {}", sql.as_deref().unwrap_or("")));
    }
    for (_, name, _, _) in objects.iter().filter(|(kind, ..)| kind == "table") {
        let mut stmt = conn.prepare(&format!("SELECT * FROM \"{name}\" ORDER BY rowid")).unwrap();
        let columns: Vec<String> = stmt.column_names().into_iter().map(String::from).collect();
        let rows: Vec<String> = stmt
            .query_map([], |r| {
                let cells: Vec<Value> =
                    columns.iter().enumerate().map(|(i, c)| cell(c, r.get_ref(i).unwrap())).collect();
                Ok(Value::Array(cells).to_string())
            })
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        out.push(format!("table {name} ({} rows)", rows.len()));
        out.extend(rows.into_iter().map(|r| format!("  {r}")));
    }
    out.join("\n")
}

/// `PRAGMA integrity_check` and `PRAGMA foreign_key_check`: empty when both are clean.
pub fn integrity_problems(conn: &Connection) -> Vec<String> {
    let mut problems: Vec<String> = conn
        .prepare("PRAGMA integrity_check")
        .unwrap()
        .query_map([], |r| r.get::<_, String>(0))
        .unwrap()
        .map(Result::unwrap)
        .filter(|line| line != "ok")
        .collect();
    let dangling: Vec<String> = conn
        .prepare("PRAGMA foreign_key_check")
        .unwrap()
        .query_map([], |r| {
            Ok(format!(
                "foreign key: {} row {:?} → {}",
                r.get::<_, String>(0)?,
                r.get::<_, Option<i64>>(1)?,
                r.get::<_, String>(2)?
            ))
        })
        .unwrap()
        .map(Result::unwrap)
        .collect();
    problems.extend(dangling);
    problems
}

/// Where the change log and the rows disagree (empty: they agree).
///
/// - Every change-log row belongs to exactly one operation of its campaign (no change without its
///   unit of undo, no operation without its changes).
/// - For every side, character, game, aftermath and scenario the log names (by id; the history an
///   import brought names none), the newest change's `after` is the row as it is now (`null`: the
///   row is gone), as the entity's own `snapshot` writes it.
/// - For every campaign, each of `name`, `options`, `house_tables` and `removed_at` is as the newest
///   change that names it says.
pub fn log_problems(conn: &Connection) -> Vec<String> {
    let mut problems = Vec::new();
    let ops = operations::all(conn).unwrap();
    let mut owner = std::collections::HashMap::new();
    for op in &ops {
        for change in operations::changes_of(conn, op).unwrap() {
            if let Some(other) = owner.insert(change.id, op.id) {
                problems.push(format!("change {} belongs to operations {other} and {}", change.id, op.id));
            }
        }
        if op.changes == 0 {
            problems.push(format!("operation {} (\"{}\") has no changes", op.id, op.summary));
        }
    }
    let changes: Vec<(i64, i64, String, i64, Option<String>)> = conn
        .prepare("SELECT id, campaign_id, entity, entity_id, after FROM change_log ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut newest: std::collections::BTreeMap<(String, i64), Option<Value>> = Default::default();
    let mut campaign_keys: std::collections::BTreeMap<(i64, String), Value> = Default::default();
    for (id, campaign_id, entity, entity_id, after) in &changes {
        if !owner.contains_key(id) {
            problems.push(format!("change {id} ({entity} {entity_id}) is in no operation"));
        }
        let after: Option<Value> = after.as_deref().map(|t| serde_json::from_str(t).unwrap());
        if entity == "campaign" {
            for (key, value) in after.iter().filter_map(Value::as_object).flatten() {
                campaign_keys.insert((*campaign_id, key.clone()), value.clone());
            }
        } else if *entity_id != 0 {
            newest.insert((entity.clone(), *entity_id), after);
        }
    }
    for ((entity, id), after) in &newest {
        let now = match entity.as_str() {
            "side" => sides::snapshot(conn, *id).unwrap(),
            "character" => characters::snapshot(conn, *id).unwrap(),
            "game" => games::get(conn, *id).unwrap().map(|g| games::game_snapshot(&g)),
            "aftermath" => games::get_aftermath(conn, *id).unwrap().map(|a| games::aftermath_snapshot(&a)),
            "scenario" => scenarios::snapshot(conn, *id).unwrap(),
            "play" => plays::get(conn, *id).unwrap().map(|p| plays::play_snapshot(&p)),
            "play_event" => plays::get_event(conn, *id).unwrap().map(|e| plays::event_snapshot(&e)),
            other => {
                problems.push(format!("the log names a {other} {id}, a kind of row Posse does not keep"));
                continue;
            }
        };
        if now.as_ref() != after.as_ref() {
            problems.push(format!("{entity} {id}: the log's newest snapshot is {after:?}, the row is {now:?}"));
        }
    }
    for ((campaign, key), value) in &campaign_keys {
        let column = match key.as_str() {
            "name" => "name",
            "options" => "options",
            "house_tables" => "house_tables",
            "removed_at" => "removed_at",
            _ => continue,
        };
        let now: Option<Value> = conn
            .query_row(&format!("SELECT {column} FROM campaign WHERE id = ?1"), [campaign], |r| {
                Ok(match r.get_ref(0)? {
                    ValueRef::Null => Value::Null,
                    ValueRef::Integer(i) => Value::from(i),
                    ValueRef::Text(t) if column == "options" => serde_json::from_slice(t).unwrap(),
                    ValueRef::Text(t) => Value::from(String::from_utf8_lossy(t).to_string()),
                    other => Value::from(format!("{other:?}")),
                })
            })
            .ok();
        if now.as_ref() != Some(value) {
            problems.push(format!("campaign {campaign}: the log says {key} is {value}, the row has {now:?}"));
        }
    }
    problems
}

/// The canonical dump of the database file at `path`, after checking that it is intact and that its
/// log agrees with its rows (panics naming `what` otherwise).
pub fn checked(path: &Path, what: &str) -> String {
    let conn = open_raw(path);
    let broken = integrity_problems(&conn);
    assert!(broken.is_empty(), "{what}: the database is damaged:\n{}", broken.join("\n"));
    let disagree = log_problems(&conn);
    assert!(disagree.is_empty(), "{what}: the change log disagrees with the rows:\n{}", disagree.join("\n"));
    canonical(&conn)
}
