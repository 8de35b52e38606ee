//! Undo, redo and backups.
//!
//! Every write is an operation (see `store::operations`), and each campaign keeps two stacks of
//! them, found by replaying its operations oldest first: a `do` is pushed on the undo stack (and
//! clears the redo stack), an `undo` moves its target from the undo stack to the redo stack, a
//! `redo` moves it back. Whatever starts a campaign (its creation, a demo, an import with the
//! history it brought) clears both stacks: it cannot be undone, nor can anything before it.
//!
//! Undo puts every change of the operation back to its `before` snapshot, newest first; redo puts
//! them to their `after` snapshots, oldest first. Either is one transaction that appends a
//! change-log row per change (action `undo` or `redo`, `before` the state it found, `after` the
//! state it restored) and an operation of its own that names its target. Nothing is ever removed
//! from the log.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{summary, CampaignError};
use crate::error::ErrorCode;
use crate::store::operations::{self, NewOperation, Operation, OperationKind};
use crate::store::{change_log, portraits, Store, StoreError};

/// An operation that undo or redo would take back or bring back, or just did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct HistoryStep {
    #[ts(type = "number")]
    pub operation_id: i64,
    /// In words, e.g. `Added Wyatt Earp (Hero) to The Earps`.
    pub summary: String,
    /// When it was first done, Unix seconds.
    #[ts(type = "number")]
    pub at: i64,
}

/// What undo and redo would do next in a campaign (`None`: nothing).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct HistoryState {
    #[ts(type = "number")]
    pub campaign_id: i64,
    pub can_undo: Option<HistoryStep>,
    pub can_redo: Option<HistoryStep>,
}

/// What an undo or a redo did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct HistoryOutcome {
    #[ts(type = "number")]
    pub campaign_id: i64,
    pub campaign_name: String,
    /// `undo` or `redo`.
    pub kind: OperationKind,
    /// The operation undone or redone.
    pub step: HistoryStep,
    /// The new operation that did it.
    #[ts(type = "number")]
    pub operation_id: i64,
    /// How many changes were put back.
    pub changes: u32,
    /// What undo and redo would do now.
    pub state: HistoryState,
}

/// Which way an operation is next in line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum NextStep {
    Undo,
    Redo,
}

/// One operation in a campaign's history.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct HistoryEntry {
    #[ts(type = "number")]
    pub operation_id: i64,
    pub kind: OperationKind,
    #[ts(type = "number")]
    pub at: i64,
    pub summary: String,
    /// The operation an undo or redo undid or redid.
    #[ts(type = "number | null")]
    pub target: Option<i64>,
    pub changes: u32,
    /// A `do` whose changes are undone now.
    pub undone: bool,
    /// Whether `undo` (or `redo`) would take this one next.
    pub next: Option<NextStep>,
}

/// Where a backup was written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct BackupInfo {
    pub path: String,
    #[ts(type = "number")]
    pub bytes: u64,
    pub campaigns: u32,
}

#[derive(Debug, thiserror::Error)]
pub enum HistoryError {
    #[error("nothing to undo{0}")]
    NothingToUndo(String),
    #[error("nothing to redo{0}")]
    NothingToRedo(String),
    #[error("\"{summary}\" cannot be undone: this Posse does not know how to put a {entity} back")]
    NotUndoable { summary: String, entity: String },
    #[error("backup: {path} already exists; choose a new file (a backup never overwrites one)")]
    BackupExists { path: String },
    #[error("backup: {path}: {source}")]
    Io { path: String, source: std::io::Error },
    #[error(transparent)]
    Campaign(#[from] CampaignError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl ErrorCode for HistoryError {
    fn code(&self) -> &'static str {
        match self {
            HistoryError::NothingToUndo(_) => "nothing_to_undo",
            HistoryError::NothingToRedo(_) => "nothing_to_redo",
            HistoryError::NotUndoable { .. } => "not_undoable",
            HistoryError::BackupExists { .. } => "backup_exists",
            HistoryError::Io { source, .. } if source.kind() == std::io::ErrorKind::StorageFull => "disk_full",
            HistoryError::Io { .. } => "io_error",
            HistoryError::Campaign(e) => e.code(),
            HistoryError::Store(e) => e.code(),
        }
    }
}

/// A campaign's undo and redo stacks, found by replaying its operations.
#[derive(Debug, Default, PartialEq)]
struct Stacks {
    /// Operation ids, newest on top, each with the id of the operation that put it there.
    undo: Vec<(i64, i64)>,
    redo: Vec<i64>,
    /// `do` operations whose changes are undone now.
    undone: Vec<i64>,
    /// What started the campaign, if its operations say.
    origin: Option<OperationKind>,
}

impl Stacks {
    fn of(ops: &[Operation]) -> Stacks {
        let mut s = Stacks::default();
        for op in ops {
            if op.starts_campaign {
                s.undo.clear();
                s.redo.clear();
                s.origin = Some(op.kind);
                continue;
            }
            match (op.kind, op.target) {
                (OperationKind::Do, _) => {
                    s.undo.push((op.id, op.id));
                    s.redo.clear();
                }
                (OperationKind::Undo, Some(target)) => {
                    s.undo.retain(|&(id, _)| id != target);
                    s.redo.push(target);
                    s.undone.push(target);
                }
                (OperationKind::Redo, Some(target)) => {
                    s.redo.retain(|&id| id != target);
                    s.undo.push((target, op.id));
                    s.undone.retain(|&id| id != target);
                }
                _ => {}
            }
        }
        s
    }

    /// The operation undo (or redo) would take next.
    fn next(&self, kind: OperationKind) -> Option<i64> {
        match kind {
            OperationKind::Redo => self.redo.last().copied(),
            _ => self.undo.last().map(|&(id, _)| id),
        }
    }

    fn why_nothing(&self, name: &str) -> String {
        match self.origin {
            Some(OperationKind::Import) => {
                format!(" in \"{name}\": it was imported from a file since, and an import cannot be undone")
            }
            Some(_) => format!(" in \"{name}\": the change before is the campaign's creation, which cannot be undone"),
            None => format!(" in \"{name}\""),
        }
    }
}

fn step_of(op: &Operation) -> HistoryStep {
    HistoryStep { operation_id: op.id, summary: op.summary.clone(), at: op.at }
}

fn find(ops: &[Operation], id: i64) -> &Operation {
    ops.iter().find(|o| o.id == id).expect("the stacks hold the campaign's own operations")
}

/// What undo and redo would do next in a campaign.
pub fn history_state(store: &Store, campaign_id: i64) -> Result<HistoryState, HistoryError> {
    summary(store, campaign_id)?;
    Ok(state_of(campaign_id, &operations::of_campaign(store.conn(), campaign_id)?))
}

/// What undo and redo would do next, given the campaign's operations.
fn state_of(campaign_id: i64, ops: &[Operation]) -> HistoryState {
    let stacks = Stacks::of(ops);
    HistoryState {
        campaign_id,
        can_undo: stacks.next(OperationKind::Undo).map(|id| step_of(find(ops, id))),
        can_redo: stacks.next(OperationKind::Redo).map(|id| step_of(find(ops, id))),
    }
}

/// A campaign's operations, newest first, marking what undo and redo would take next.
pub fn history(store: &Store, campaign_id: i64) -> Result<Vec<HistoryEntry>, HistoryError> {
    summary(store, campaign_id)?;
    let ops = operations::of_campaign(store.conn(), campaign_id)?;
    let stacks = Stacks::of(&ops);
    Ok(ops
        .iter()
        .rev()
        .map(|op| HistoryEntry {
            operation_id: op.id,
            kind: op.kind,
            at: op.at,
            summary: op.summary.clone(),
            target: op.target,
            changes: op.changes,
            undone: stacks.undone.contains(&op.id),
            next: if stacks.next(OperationKind::Undo) == Some(op.id) {
                Some(NextStep::Undo)
            } else if stacks.next(OperationKind::Redo) == Some(op.id) {
                Some(NextStep::Redo)
            } else {
                None
            },
        })
        .collect())
}

/// Undoes a campaign's newest undoable operation (`None`: of whichever campaign was changed last).
pub fn undo(store: &mut Store, campaign: Option<i64>, at: i64) -> Result<HistoryOutcome, HistoryError> {
    take_step(store, campaign, OperationKind::Undo, at)
}

/// Redoes a campaign's newest undone operation (`None`: of whichever campaign was changed last).
pub fn redo(store: &mut Store, campaign: Option<i64>, at: i64) -> Result<HistoryOutcome, HistoryError> {
    take_step(store, campaign, OperationKind::Redo, at)
}

fn nothing(kind: OperationKind, why: String) -> HistoryError {
    match kind {
        OperationKind::Redo => HistoryError::NothingToRedo(why),
        _ => HistoryError::NothingToUndo(why),
    }
}

/// The campaign whose undo (or redo) stack was pushed last.
fn latest_campaign(store: &Store, kind: OperationKind) -> Result<i64, HistoryError> {
    let ops = operations::all(store.conn())?;
    let latest = ops
        .chunk_by(|a, b| a.campaign_id == b.campaign_id)
        .filter_map(|ops| {
            let stacks = Stacks::of(ops);
            let pushed = match kind {
                OperationKind::Redo => stacks.redo.last().copied(),
                _ => stacks.undo.last().map(|&(_, by)| by),
            };
            pushed.map(|pushed| (ops[0].campaign_id, pushed))
        })
        .max_by_key(|&(_, pushed)| pushed);
    let word = if kind == OperationKind::Redo { "redo" } else { "undo" };
    latest.map(|(id, _)| id).ok_or_else(|| nothing(kind, format!(": no campaign has a change to {word}")))
}

fn take_step(
    store: &mut Store,
    campaign: Option<i64>,
    kind: OperationKind,
    at: i64,
) -> Result<HistoryOutcome, HistoryError> {
    let campaign_id = match campaign {
        Some(id) => id,
        None => latest_campaign(store, kind)?,
    };
    // A removed campaign too: its newest operation is its removal (nothing else can change it), so
    // undo brings it back, as `campaign::restore` does.
    let name = crate::store::campaigns::get_any(store.conn(), campaign_id)?
        .ok_or(CampaignError::NotFound { what: "campaign", id: campaign_id })?
        .0
        .name;
    let (target, operation_id, changes, state) = store.write(|tx| {
        let mut ops = operations::of_campaign(tx, campaign_id)?;
        let stacks = Stacks::of(&ops);
        let target = stacks.next(kind).ok_or_else(|| nothing(kind, stacks.why_nothing(&name)))?;
        let target = find(&ops, target).clone();
        let mut changes = operations::changes_of(tx, &target)?;
        if let Some(c) = changes.iter().find(|c| operations::restorer(&c.entity).is_none()) {
            return Err(HistoryError::NotUndoable { summary: c.summary.clone(), entity: c.entity.clone() });
        }
        let (action, verb) = match kind {
            OperationKind::Redo => ("redo", "Redid"),
            _ => {
                changes.reverse();
                ("undo", "Undid")
            }
        };
        let (mut first, mut last) = (None, 0);
        // Whether the new operation starts the campaign, as `operations` reads it: if it brings one into being.
        let mut starts_campaign = false;
        for change in &changes {
            let (found, wanted) = match kind {
                OperationKind::Redo => (&change.before, &change.after),
                _ => (&change.after, &change.before),
            };
            operations::restore(tx, change, wanted.as_ref(), at)?;
            starts_campaign |= change.entity == "campaign" && found.is_none();
            // A character's snapshot from before schema version 11 names its portrait when copied.
            let copied = |s: &Option<serde_json::Value>| match (change.entity.as_str(), s) {
                ("character", Some(s)) => portraits::by_reference(tx, s).map(Some),
                _ => Ok(s.clone()),
            };
            last = change_log::append(
                tx,
                change_log::NewChange {
                    campaign_id,
                    at,
                    action,
                    entity: &change.entity,
                    entity_id: change.entity_id,
                    before: copied(found)?,
                    after: copied(wanted)?,
                    summary: format!("{verb}: {}", change.summary),
                },
            )?;
            first.get_or_insert(last);
        }
        let (first_change, what) = (first.unwrap_or(last), format!("{verb}: {}", target.summary));
        let operation_id = operations::append(
            tx,
            NewOperation {
                campaign_id,
                at,
                kind,
                target: Some(target.id),
                first_change,
                last_change: last,
                summary: &what,
            },
        )?;
        let changes = changes.len() as u32;
        ops.push(Operation {
            id: operation_id,
            campaign_id,
            at,
            kind,
            target: Some(target.id),
            first_change,
            last_change: last,
            summary: what,
            changes,
            starts_campaign,
        });
        Ok::<_, HistoryError>((target, operation_id, changes, state_of(campaign_id, &ops)))
    })?;
    Ok(HistoryOutcome { campaign_id, campaign_name: name, kind, step: step_of(&target), operation_id, changes, state })
}

/// Writes a consistent copy of the whole database to `path` (SQLite's `VACUUM INTO`, safe while
/// the database is in use): first to a temporary file beside it, then linked to `path`, so that
/// `path` is either the whole backup or absent. An existing file is never overwritten.
pub fn backup(store: &Store, path: &Path) -> Result<BackupInfo, HistoryError> {
    let shown = path.display().to_string();
    if path.exists() {
        return Err(HistoryError::BackupExists { path: shown });
    }
    let io = |source| HistoryError::Io { path: shown.clone(), source };
    let file_name = path.file_name().ok_or_else(|| io(std::io::Error::other("not a file name")))?;
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    if !dir.is_dir() {
        return Err(io(std::io::Error::new(
            std::io::ErrorKind::NotFound,
            format!("the folder {} does not exist", dir.display()),
        )));
    }
    let nonce = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    let temp: PathBuf = dir.join(format!(".{}.{}-{nonce}.tmp", file_name.to_string_lossy(), std::process::id()));
    // A copy SQLite could not write (a full disk) is an error about the backup file, not the database.
    let written = store.conn().execute("VACUUM INTO ?1", [temp.to_string_lossy()]).map_err(|e| match e {
        rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::DiskFull => {
            io(std::io::Error::new(std::io::ErrorKind::StorageFull, "the disk is full; no backup was written"))
        }
        rusqlite::Error::SqliteFailure(f, m) if f.code == rusqlite::ErrorCode::SystemIoFailure => {
            io(std::io::Error::other(m.unwrap_or_else(|| f.to_string())))
        }
        other => HistoryError::from(StoreError::from(other)),
    });
    // A hard link never replaces a file that appeared meanwhile (a rename would); the temporary
    // name is removed either way.
    let finished = written.and_then(|_| {
        std::fs::hard_link(&temp, path).map_err(|e| match e.kind() {
            std::io::ErrorKind::AlreadyExists => HistoryError::BackupExists { path: shown.clone() },
            _ => io(e),
        })
    });
    let _ = std::fs::remove_file(&temp);
    finished?;
    let bytes = std::fs::metadata(path).map_err(io)?.len();
    let campaigns = super::list(store)?.len() as u32;
    Ok(BackupInfo { path: shown, bytes, campaigns })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn op(id: i64, kind: OperationKind, target: Option<i64>, starts_campaign: bool) -> Operation {
        Operation {
            id,
            campaign_id: 1,
            at: id,
            kind,
            target,
            first_change: id,
            last_change: id,
            summary: format!("op {id}"),
            changes: 1,
            starts_campaign,
        }
    }

    #[test]
    fn the_stacks_follow_do_undo_and_redo_and_a_new_do_clears_the_redo_stack() {
        use OperationKind::*;
        let mut ops =
            vec![op(1, Do, None, true), op(2, Do, None, false), op(3, Do, None, false), op(4, Undo, Some(3), false)];
        let s = Stacks::of(&ops);
        assert_eq!((s.undo.clone(), s.redo.clone(), s.undone.clone()), (vec![(2, 2)], vec![3], vec![3]));
        ops.push(op(5, Undo, Some(2), false));
        ops.push(op(6, Redo, Some(2), false));
        let s = Stacks::of(&ops);
        assert_eq!((s.undo.clone(), s.redo.clone()), (vec![(2, 6)], vec![3]));
        ops.push(op(7, Do, None, false));
        let s = Stacks::of(&ops);
        assert_eq!((s.undo.clone(), s.redo.clone(), s.undone.clone()), (vec![(2, 6), (7, 7)], vec![], vec![3]));
        assert_eq!(s.origin, Some(Do));
    }

    #[test]
    fn nothing_before_a_campaigns_start_is_undoable() {
        use OperationKind::*;
        let s = Stacks::of(&[op(1, Do, None, false), op(2, Import, None, true)]);
        assert!(s.undo.is_empty());
        assert!(s.why_nothing("Tin Cup").contains("imported"));
        let s = Stacks::of(&[op(1, Do, None, true)]);
        assert!(s.why_nothing("Tin Cup").contains("creation, which cannot be undone"));
    }
}
