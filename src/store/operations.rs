//! The `operation` table: the units of undo and redo. Each groups the change-log rows one write
//! made to one campaign; append-only like the log itself (triggers refuse updates and deletes).
//!
//! [`Store::write`](super::Store::write) groups every change-log row its closure appended into one
//! `do` operation per campaign, so callers never write operations themselves; undo, redo and
//! import record theirs explicitly with [`append`].
//!
//! # Putting an entity back
//!
//! Undo and redo restore each change's entity to a snapshot of the change log with [`restore`],
//! which dispatches on the change's `entity` to a function `restore(conn, campaign_id, id, snapshot,
//! at)` in the entity's own store module: `snapshot` is the JSON the log keeps (`None`: the entity
//! did not exist, so the row goes), and the function writes the row back exactly as the snapshot
//! says, with the same id (`at` stands in for a time an older, thinner snapshot lacks). The same
//! module's `snapshot(conn, id)` writes the JSON the log keeps, so the two stay in step. To make a new kind of entity undoable, give its store module such a function and
//! add one arm to [`restorer`]. A change to an entity kind without an arm cannot be undone (undo
//! says so and changes nothing).

use rusqlite::{params, Connection, OptionalExtension, Row};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use super::change_log::{self, Change};
use super::StoreError;

/// What an operation was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum OperationKind {
    /// An ordinary change: adding, editing, removing, setting options…
    Do,
    /// Undid the operation it names as its target.
    Undo,
    /// Redid the operation it names as its target.
    Redo,
    /// A campaign read from a file, with the history it brought.
    Import,
}

impl OperationKind {
    pub fn id(self) -> &'static str {
        match self {
            OperationKind::Do => "do",
            OperationKind::Undo => "undo",
            OperationKind::Redo => "redo",
            OperationKind::Import => "import",
        }
    }

    fn from_id(id: &str) -> Option<OperationKind> {
        [OperationKind::Do, OperationKind::Undo, OperationKind::Redo, OperationKind::Import]
            .into_iter()
            .find(|k| k.id() == id)
    }
}

/// An operation as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct Operation {
    pub id: i64,
    pub campaign_id: i64,
    pub at: i64,
    pub kind: OperationKind,
    /// The operation an undo or redo undid or redid.
    pub target: Option<i64>,
    /// The change-log ids it spans (only the campaign's own rows in that range are its changes).
    pub first_change: i64,
    pub last_change: i64,
    pub summary: String,
    /// How many change-log rows it has.
    pub changes: u32,
    /// Whether it brought the campaign into being (a creation, a demo, an import): nothing before
    /// it, nor it, can be undone.
    pub starts_campaign: bool,
}

/// An operation to record; the table adds the id.
pub struct NewOperation<'a> {
    pub campaign_id: i64,
    pub at: i64,
    pub kind: OperationKind,
    pub target: Option<i64>,
    pub first_change: i64,
    pub last_change: i64,
    pub summary: &'a str,
}

pub fn append(conn: &Connection, op: NewOperation) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO operation (campaign_id, at, kind, target, first_change, last_change, summary) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![op.campaign_id, op.at, op.kind.id(), op.target, op.first_change, op.last_change, op.summary],
    )?;
    Ok(conn.last_insert_rowid())
}

/// The newest change-log id that belongs to an operation (0 when there is none). Operations are
/// appended in the order of their changes, so every row after it is not grouped yet.
fn last_grouped_change(conn: &Connection) -> Result<i64, StoreError> {
    Ok(conn
        .query_row("SELECT last_change FROM operation ORDER BY id DESC LIMIT 1", [], |r| r.get(0))
        .optional()?
        .unwrap_or(0))
}

/// Groups every change-log row not yet in an operation into one `do` operation per campaign,
/// named `summary`, or else after its single row, or its first row "and N more". Called by
/// [`Store::write`](super::Store::write) before it commits. Returns the new operations' ids.
pub(super) fn group_new_changes(conn: &Connection, summary: Option<&str>) -> Result<Vec<i64>, StoreError> {
    let after = last_grouped_change(conn)?;
    let mut stmt = conn.prepare_cached(
        "SELECT g.campaign_id, g.first, g.last, g.n, f.at, f.summary FROM \
         (SELECT campaign_id, min(id) AS first, max(id) AS last, count(*) AS n FROM change_log WHERE id > ?1 GROUP BY campaign_id) g \
         JOIN change_log f ON f.id = g.first ORDER BY g.first",
    )?;
    let groups = stmt
        .query_map([after], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, i64>(2)?,
                r.get::<_, i64>(3)?,
                r.get::<_, i64>(4)?,
                r.get::<_, String>(5)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut ids = Vec::new();
    for (campaign_id, first_change, last_change, count, at, first_summary) in groups {
        let summary = match (summary, count) {
            (Some(name), _) => name.to_string(),
            (None, 1) => first_summary,
            (None, 2) => format!("{first_summary} and 1 more change"),
            (None, n) => format!("{first_summary} and {} more changes", n - 1),
        };
        ids.push(append(
            conn,
            NewOperation {
                campaign_id,
                at,
                kind: OperationKind::Do,
                target: None,
                first_change,
                last_change,
                summary: &summary,
            },
        )?);
    }
    Ok(ids)
}

const SELECT: &str = "SELECT o.id, o.campaign_id, o.at, o.kind, o.target, o.first_change, o.last_change, o.summary, \
     (SELECT count(*) FROM change_log c WHERE c.campaign_id = o.campaign_id AND c.id BETWEEN o.first_change AND o.last_change), \
     o.kind = 'import' OR EXISTS (SELECT 1 FROM change_log c WHERE c.campaign_id = o.campaign_id \
        AND c.id BETWEEN o.first_change AND o.last_change AND c.entity = 'campaign' AND c.before IS NULL) \
     FROM operation o";

fn operation(row: &Row) -> rusqlite::Result<Operation> {
    let kind: String = row.get(3)?;
    Ok(Operation {
        id: row.get(0)?,
        campaign_id: row.get(1)?,
        at: row.get(2)?,
        kind: OperationKind::from_id(&kind).ok_or_else(|| {
            rusqlite::Error::FromSqlConversionFailure(
                3,
                rusqlite::types::Type::Text,
                format!("unknown operation kind {kind}").into(),
            )
        })?,
        target: row.get(4)?,
        first_change: row.get(5)?,
        last_change: row.get(6)?,
        summary: row.get(7)?,
        changes: row.get(8)?,
        starts_campaign: row.get(9)?,
    })
}

/// A campaign's operations, oldest first.
pub fn of_campaign(conn: &Connection, campaign_id: i64) -> Result<Vec<Operation>, StoreError> {
    let mut stmt = conn.prepare_cached(&format!("{SELECT} WHERE o.campaign_id = ?1 ORDER BY o.id"))?;
    let rows = stmt.query_map([campaign_id], operation)?.collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

/// Every operation, campaign by campaign, each campaign's oldest first.
pub fn all(conn: &Connection) -> Result<Vec<Operation>, StoreError> {
    let mut stmt = conn.prepare(&format!("{SELECT} ORDER BY o.campaign_id, o.id"))?;
    let rows = stmt.query_map([], operation)?.collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

/// An operation's changes, oldest first.
pub fn changes_of(conn: &Connection, op: &Operation) -> Result<Vec<Change>, StoreError> {
    change_log::in_range(conn, op.campaign_id, op.first_change, op.last_change)
}

/// The function that puts an entity kind back to a snapshot (see the module documentation).
type Restore =
    fn(conn: &Connection, campaign_id: i64, id: i64, snapshot: Option<&Value>, at: i64) -> Result<(), StoreError>;

/// The restore function of each entity kind the change log names. One arm per kind.
pub fn restorer(entity: &str) -> Option<Restore> {
    match entity {
        "campaign" => Some(super::campaigns::restore),
        "side" => Some(super::sides::restore),
        "character" => Some(super::characters::restore),
        "game" => Some(super::games::restore_game),
        "aftermath" => Some(super::games::restore_aftermath),
        "scenario" => Some(super::scenarios::restore),
        "play" => Some(super::plays::restore_play),
        "play_event" => Some(super::plays::restore_event),
        _ => None,
    }
}

/// Puts the entity a change is about back to `snapshot` (its `before` to undo it, its `after` to
/// redo it). `Ok(false)`: this kind of entity cannot be restored; nothing was written.
pub fn restore(conn: &Connection, change: &Change, snapshot: Option<&Value>, at: i64) -> Result<bool, StoreError> {
    match restorer(&change.entity) {
        Some(restore) => {
            restore(conn, change.campaign_id, change.entity_id, snapshot, at)?;
            Ok(true)
        }
        None => Ok(false),
    }
}
