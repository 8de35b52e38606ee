//! The `side` table: a player's posse or gang within a campaign.

use rusqlite::{params, Connection, OptionalExtension, Row};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{Snapshot, StoreError};

/// The four suits of a playing-card pack; in QOTD each player's characters act on one suit's cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Suit {
    Hearts,
    Diamonds,
    Clubs,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Hearts, Suit::Diamonds, Suit::Clubs, Suit::Spades];

    pub fn id(self) -> &'static str {
        match self {
            Suit::Hearts => "hearts",
            Suit::Diamonds => "diamonds",
            Suit::Clubs => "clubs",
            Suit::Spades => "spades",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Suit::Hearts => "Hearts",
            Suit::Diamonds => "Diamonds",
            Suit::Clubs => "Clubs",
            Suit::Spades => "Spades",
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
            Suit::Spades => '♠',
        }
    }

    pub fn from_id(id: &str) -> Option<Suit> {
        let id = id.trim().to_ascii_lowercase();
        Suit::ALL.into_iter().find(|s| s.id() == id)
    }
}

/// A side as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct SideRecord {
    #[ts(type = "number")]
    pub id: i64,
    #[ts(type = "number")]
    pub campaign_id: i64,
    pub name: String,
    pub suit: Option<Suit>,
    #[ts(type = "number")]
    pub created_at: i64,
    /// Dollars (My Wild West gangs; 0 for the other families).
    #[ts(type = "number")]
    pub money: i64,
}

fn record(row: &Row) -> rusqlite::Result<SideRecord> {
    let suit: Option<String> = row.get(3)?;
    Ok(SideRecord {
        id: row.get(0)?,
        campaign_id: row.get(1)?,
        name: row.get(2)?,
        suit: suit.as_deref().and_then(Suit::from_id),
        created_at: row.get(4)?,
        money: row.get(5)?,
    })
}

const SELECT: &str = "SELECT id, campaign_id, name, suit, created_at, money FROM side";

pub fn insert(conn: &Connection, campaign_id: i64, name: &str, suit: Option<Suit>, at: i64) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO side (campaign_id, name, suit, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![campaign_id, name, suit.map(Suit::id), at],
    )?;
    Ok(conn.last_insert_rowid())
}

pub fn get(conn: &Connection, id: i64) -> Result<Option<SideRecord>, StoreError> {
    Ok(conn.query_row(&format!("{SELECT} WHERE id = ?1"), [id], record).optional()?)
}

/// The sides of a campaign in the order they were added.
pub fn of_campaign(conn: &Connection, campaign_id: i64) -> Result<Vec<SideRecord>, StoreError> {
    let mut stmt = conn.prepare_cached(&format!("{SELECT} WHERE campaign_id = ?1 ORDER BY id"))?;
    let rows = stmt.query_map([campaign_id], record)?.collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

/// A side as the change log keeps it: `{campaign_id, name, suit, created_at, money}`.
pub fn snapshot(conn: &Connection, id: i64) -> Result<Option<serde_json::Value>, StoreError> {
    Ok(get(conn, id)?.map(|s| {
        serde_json::json!({ "campaign_id": s.campaign_id, "name": s.name, "suit": s.suit, "created_at": s.created_at, "money": s.money })
    }))
}

/// Sets a side's money (dollars).
pub fn set_money(conn: &Connection, id: i64, money: i64) -> Result<(), StoreError> {
    conn.execute("UPDATE side SET money = ?2 WHERE id = ?1", params![id, money])?;
    Ok(())
}

/// Puts a side back to a change-log snapshot with the same id (undo and redo; see
/// `store::operations`); `None` removes it. Older snapshots (`{name, suit}`) take the campaign
/// from the change and keep the row's creation time, or `at` for a new row; those without `money`
/// keep the row's money (0 for a new row).
pub fn restore(
    conn: &Connection,
    campaign_id: i64,
    id: i64,
    snapshot: Option<&serde_json::Value>,
    at: i64,
) -> Result<(), StoreError> {
    let Some(snapshot) = snapshot else {
        conn.execute("DELETE FROM side WHERE id = ?1", [id])?;
        return Ok(());
    };
    let s = Snapshot::new(format!("side {id} snapshot"), snapshot);
    let name = s.opt_text("name").unwrap_or_default();
    let campaign_id = s.opt_int("campaign_id").unwrap_or(campaign_id);
    conn.execute(
        "INSERT INTO side (id, campaign_id, name, suit, created_at, money) \
         VALUES (?1, ?2, ?3, ?4, coalesce(?5, (SELECT created_at FROM side WHERE id = ?1), ?6), \
         coalesce(?7, (SELECT money FROM side WHERE id = ?1), 0)) \
         ON CONFLICT (id) DO UPDATE SET campaign_id = excluded.campaign_id, name = excluded.name, \
         suit = excluded.suit, created_at = excluded.created_at, money = excluded.money",
        params![id, campaign_id, name, s.opt_text("suit"), s.opt_int("created_at"), at, s.opt_int("money")],
    )?;
    Ok(())
}
