//! The campaign database: SQLite through rusqlite (bundled), in WAL mode with foreign keys on.
//!
//! The schema lives in `migrations/*.sql`, embedded at build time and applied forward-only, each in
//! its own transaction; `PRAGMA user_version` is the schema version. A database written by a newer
//! Posse (a higher version than this build knows) is refused before anything is written to it.
//! One module per table reads like the schema.

pub mod campaigns;
pub mod change_log;
pub mod characters;
pub mod games;
mod migrate;
pub mod operations;
pub mod plays;
pub mod portraits;
pub mod printers;
pub mod scenarios;
pub mod sides;

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags};

pub use migrate::SCHEMA_VERSION;

/// `PRAGMA application_id` of a Posse database ("Poss" in ASCII), so that Posse never mistakes
/// another program's SQLite file for a campaign database.
pub const APPLICATION_ID: i32 = 0x506f_7373;

/// An open campaign database.
pub struct Store {
    conn: Connection,
    path: Option<PathBuf>,
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error(
        "the database {path} was written by a newer Posse (schema version {found}; this Posse knows up to {supported}). \
         Update Posse to open it; the file was not changed"
    )]
    DatabaseTooNew { path: String, found: i64, supported: i64 },
    #[error("the database {path} is read-only: Posse needs to write to it (check the file's permissions)")]
    ReadOnly { path: String },
    #[error("{path} is not an SQLite database")]
    NotADatabase { path: String },
    #[error("{path} is a folder, not a database file (give the file, e.g. {path}/posse.sqlite)")]
    Folder { path: String },
    #[error(
        "{path}: the database file is damaged ({reason}); it was not changed. Use a backup (`posse backup` makes one)"
    )]
    Damaged { path: String, reason: String },
    #[error("{path} is an SQLite database of another program, not a Posse campaign database; it was not changed")]
    NotPosse { path: String },
    #[error("the database directory {path} could not be created: {source}")]
    CreateDir { path: String, source: std::io::Error },
    #[error(
        "{path}: the disk is full, so Posse could not write the database (nor the -wal and -shm files beside it); \
         nothing was changed. Free some space and try again"
    )]
    DiskFull { path: String },
    #[error("{path}: the database could not be written ({reason}); nothing was changed")]
    WriteFailed { path: String, reason: String },
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("{what}: stored JSON could not be read: {source}")]
    Corrupt { what: String, source: serde_json::Error },
}

impl crate::error::ErrorCode for StoreError {
    fn code(&self) -> &'static str {
        match self {
            StoreError::DatabaseTooNew { .. } => "database_too_new",
            StoreError::ReadOnly { .. } => "database_read_only",
            StoreError::NotADatabase { .. } | StoreError::Folder { .. } => "not_a_database",
            StoreError::Damaged { .. } => "database_corrupt",
            StoreError::Sqlite(rusqlite::Error::SqliteFailure(f, _))
                if f.code == rusqlite::ErrorCode::DatabaseCorrupt =>
            {
                "database_corrupt"
            }
            StoreError::NotPosse { .. } => "not_a_posse_database",
            StoreError::CreateDir { .. } => "database_dir",
            StoreError::DiskFull { .. } => "disk_full",
            StoreError::WriteFailed { .. } => "database_write_failed",
            StoreError::Sqlite(e) if is_read_only(e) => "database_read_only",
            StoreError::Sqlite(_) => "database_error",
            StoreError::Corrupt { .. } => "database_corrupt",
        }
    }
}

fn is_read_only(e: &rusqlite::Error) -> bool {
    matches!(e, rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::ReadOnly)
}

/// A write SQLite could not make (a full disk, an I/O error) said in words that name the database,
/// with the operating system's reason; any other error as it was.
fn named(conn: &Connection, shown: &str, e: StoreError) -> StoreError {
    let StoreError::Sqlite(rusqlite::Error::SqliteFailure(failure, message)) = &e else {
        return e;
    };
    if failure.code == rusqlite::ErrorCode::DatabaseCorrupt {
        let reason = message.clone().unwrap_or_else(|| failure.to_string());
        return StoreError::Damaged { path: shown.to_string(), reason };
    }
    if !matches!(failure.code, rusqlite::ErrorCode::DiskFull | rusqlite::ErrorCode::SystemIoFailure) {
        return e;
    }
    // SAFETY: the handle is the open connection's own; sqlite3_system_errno only reads the error
    // number its last failed call left.
    let errno = unsafe { rusqlite::ffi::sqlite3_system_errno(conn.handle()) };
    let os = (errno != 0).then(|| std::io::Error::from_raw_os_error(errno));
    if failure.code == rusqlite::ErrorCode::DiskFull
        || os.as_ref().is_some_and(|os| os.kind() == std::io::ErrorKind::StorageFull)
    {
        return StoreError::DiskFull { path: shown.to_string() };
    }
    let reason = match (os, message) {
        (Some(os), _) => os.to_string(),
        (None, Some(message)) => message.clone(),
        (None, None) => failure.to_string(),
    };
    StoreError::WriteFailed { path: shown.to_string(), reason }
}

/// Where the campaign database lives unless `--db` or `POSSE_DB` says otherwise:
/// `posse.sqlite` in the user's data directory (`~/.local/share/posse/` on Linux).
pub fn default_path() -> PathBuf {
    dirs::data_dir().unwrap_or_else(|| PathBuf::from(".")).join("posse").join("posse.sqlite")
}

impl Store {
    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let shown = path.display().to_string();
        if path.is_dir() {
            return Err(StoreError::Folder { path: shown });
        }
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            let made = match dir.exists() {
                false => std::fs::create_dir_all(dir),
                true if !dir.is_dir() => Err(std::io::Error::other("it is a file, not a folder")),
                true => Ok(()),
            };
            made.map_err(|source| StoreError::CreateDir { path: dir.display().to_string(), source })?;
        }
        // Root may write to a file whose mode says read-only; Posse honours the mode all the same.
        if std::fs::metadata(path).is_ok_and(|m| m.permissions().readonly()) {
            return Err(StoreError::ReadOnly { path: shown });
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags)?;
        Store::prepare(conn, Some(path.to_path_buf()), &shown)
    }

    /// A fresh database in memory, for tests and previews.
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::prepare(Connection::open_in_memory()?, None, ":memory:")
    }

    fn prepare(conn: Connection, path: Option<PathBuf>, shown: &str) -> Result<Store, StoreError> {
        // Read before writing anything: a file that is not ours, or is newer than us, stays untouched.
        let header: Result<(i64, i32, i64), rusqlite::Error> = conn.query_row(
            "SELECT (SELECT user_version FROM pragma_user_version), (SELECT application_id FROM pragma_application_id), \
             (SELECT count(*) FROM sqlite_schema)",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        );
        let (version, app_id, objects) = match header {
            Ok(h) => h,
            Err(rusqlite::Error::SqliteFailure(f, _)) if f.code == rusqlite::ErrorCode::NotADatabase => {
                return Err(StoreError::NotADatabase { path: shown.to_string() })
            }
            Err(e) => return Err(named(&conn, shown, e.into())),
        };
        if app_id != APPLICATION_ID && (app_id != 0 || objects > 0) {
            return Err(StoreError::NotPosse { path: shown.to_string() });
        }
        if version > SCHEMA_VERSION {
            return Err(StoreError::DatabaseTooNew {
                path: shown.to_string(),
                found: version,
                supported: SCHEMA_VERSION,
            });
        }
        if conn.is_readonly(rusqlite::MAIN_DB)? {
            return Err(StoreError::ReadOnly { path: shown.to_string() });
        }
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.pragma_update(None, "foreign_keys", true)?;
        if path.is_some() {
            let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0)).map_err(|e| {
                if is_read_only(&e) {
                    StoreError::ReadOnly { path: shown.to_string() }
                } else {
                    named(&conn, shown, e.into())
                }
            })?;
            debug_assert_eq!(mode.to_ascii_lowercase(), "wal");
            // In WAL mode NORMAL never corrupts the database and loses nothing when Posse itself
            // is killed; only a power cut may lose the last writes. It saves an fsync per write.
            conn.pragma_update(None, "synchronous", "NORMAL")?;
        }
        let mut conn = conn;
        let migrated = migrate::to_latest(&mut conn, version);
        migrated.map_err(|e| match e {
            StoreError::Sqlite(ref s) if is_read_only(s) => StoreError::ReadOnly { path: shown.to_string() },
            other => named(&conn, shown, other),
        })?;
        Ok(Store { conn, path })
    }

    /// The file this store was opened from (`None` in memory).
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The connection, for reads.
    pub fn conn(&self) -> &Connection {
        &self.conn
    }

    /// Runs `f` in one transaction: every row it writes lands, or none does. The change-log rows it
    /// appends become one `do` operation per campaign (the unit of undo), named after its single
    /// change, or its first "and N more".
    pub fn write<T, E: From<StoreError>>(
        &mut self,
        f: impl FnOnce(&rusqlite::Transaction) -> Result<T, E>,
    ) -> Result<T, E> {
        self.write_grouped(None, f)
    }

    /// [`Store::write`], naming the operation its changes make (what undo will say it undoes).
    pub fn write_named<T, E: From<StoreError>>(
        &mut self,
        summary: &str,
        f: impl FnOnce(&rusqlite::Transaction) -> Result<T, E>,
    ) -> Result<T, E> {
        self.write_grouped(Some(summary), f)
    }

    fn write_grouped<T, E: From<StoreError>>(
        &mut self,
        summary: Option<&str>,
        f: impl FnOnce(&rusqlite::Transaction) -> Result<T, E>,
    ) -> Result<T, E> {
        let shown = self.path.as_ref().map_or(":memory:".to_string(), |p| p.display().to_string());
        // Immediate: the write lock is taken first, so what `f` reads is still true when it writes.
        let behavior = rusqlite::TransactionBehavior::Immediate;
        let tx = self.conn.transaction_with_behavior(behavior).map_err(StoreError::from)?;
        let value = f(&tx)?;
        operations::group_new_changes(&tx, summary)?;
        // A commit that cannot be written (a full disk) rolls back: nothing of it lands.
        if let Err(e) = tx.commit() {
            return Err(named(&self.conn, &shown, e.into()).into());
        }
        Ok(value)
    }
}

/// Reads a JSON column into a value, naming what it was on failure.
pub(crate) fn from_json<T: serde::de::DeserializeOwned>(what: impl Into<String>, text: &str) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|source| StoreError::Corrupt { what: what.into(), source })
}

/// A change-log snapshot being read back by an entity's `restore`: each key it must have is read
/// with [`Snapshot::int`], [`Snapshot::text`] or [`Snapshot::json`], and one that is missing, null
/// or of the wrong type is reported as a corrupt `what`.
pub(crate) struct Snapshot<'a> {
    what: String,
    value: &'a serde_json::Value,
}

impl<'a> Snapshot<'a> {
    /// `what` names the snapshot in errors, e.g. `character 7 snapshot`.
    pub(crate) fn new(what: impl Into<String>, value: &'a serde_json::Value) -> Snapshot<'a> {
        Snapshot { what: what.into(), value }
    }

    /// The key's value, unless it is missing or null.
    fn get(&self, key: &str) -> Option<&'a serde_json::Value> {
        self.value.get(key).filter(|v| !v.is_null())
    }

    /// The key's value, which must be there (and not null).
    pub(crate) fn value(&self, key: &str) -> Result<&'a serde_json::Value, StoreError> {
        self.get(key).ok_or_else(|| self.corrupt(format!("no `{key}`")))
    }

    pub(crate) fn int(&self, key: &str) -> Result<i64, StoreError> {
        self.get(key)
            .and_then(serde_json::Value::as_i64)
            .ok_or_else(|| self.corrupt(format!("no whole number `{key}`")))
    }

    pub(crate) fn text(&self, key: &str) -> Result<&'a str, StoreError> {
        self.get(key).and_then(serde_json::Value::as_str).ok_or_else(|| self.corrupt(format!("no text `{key}`")))
    }

    /// The key's value as JSON text, for a JSON column.
    pub(crate) fn json(&self, key: &str) -> Result<String, StoreError> {
        Ok(self.value(key)?.to_string())
    }

    /// The key's value as JSON text, or `None` (SQL NULL) if it is missing or null.
    pub(crate) fn opt_json(&self, key: &str) -> Option<String> {
        self.get(key).map(serde_json::Value::to_string)
    }

    pub(crate) fn opt_int(&self, key: &str) -> Option<i64> {
        self.get(key).and_then(serde_json::Value::as_i64)
    }

    pub(crate) fn opt_text(&self, key: &str) -> Option<&'a str> {
        self.get(key).and_then(serde_json::Value::as_str)
    }

    /// A corrupt-snapshot error, saying why.
    pub(crate) fn corrupt(&self, why: impl std::fmt::Display) -> StoreError {
        StoreError::Corrupt { what: self.what.clone(), source: serde::de::Error::custom(why) }
    }
}
