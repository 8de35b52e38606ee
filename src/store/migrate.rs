//! Forward-only schema migrations, embedded at build time. Migration `n` (1-based) takes the schema
//! from version `n - 1` to `n`; each runs in its own transaction together with the version bump (and
//! its step in Rust, if it has one: [`STEPS`]).

use rusqlite::Connection;

use super::{StoreError, APPLICATION_ID};

const MIGRATIONS: &[&str] = &[
    include_str!("migrations/0001_initial.sql"),
    include_str!("migrations/0002_campaign_options.sql"),
    include_str!("migrations/0003_operations.sql"),
    include_str!("migrations/0004_games.sql"),
    include_str!("migrations/0005_scenarios.sql"),
    include_str!("migrations/0006_campaign_removed.sql"),
    include_str!("migrations/0007_side_money.sql"),
    include_str!("migrations/0008_printer_profiles.sql"),
    include_str!("migrations/0009_play.sql"),
    include_str!("migrations/0010_change_log_lines.sql"),
    include_str!("migrations/0011_portraits.sql"),
];

/// What a migration does in Rust after its SQL, in the same transaction: (the version it takes the
/// schema to, the step).
type Step = fn(&Connection) -> Result<(), StoreError>;
const STEPS: &[(i64, Step)] = &[
    // Every character's portrait set before the log named portraits by their SHA-256.
    (11, super::portraits::keep_every_characters),
];

/// The schema version this build of Posse writes.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// Applies every migration after `current`.
pub(super) fn to_latest(conn: &mut Connection, current: i64) -> Result<(), StoreError> {
    for (index, sql) in MIGRATIONS.iter().enumerate().skip(current as usize) {
        let tx = conn.transaction()?;
        tx.execute_batch(sql)?;
        for (_, step) in STEPS.iter().filter(|(version, _)| *version == index as i64 + 1) {
            step(&tx)?;
        }
        tx.pragma_update(None, "user_version", index as i64 + 1)?;
        tx.pragma_update(None, "application_id", APPLICATION_ID)?;
        tx.commit()?;
    }
    Ok(())
}
