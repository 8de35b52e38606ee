//! The Tables browser: every chart and table of the rule books, and lookups on them. They read only
//! the rules, so they need no database.

use posse::error::ErrorCode;
use posse::rules::tables::{self, LookupResult, Table, TableInfo};

use super::Reply;

#[tauri::command(rename_all = "snake_case")]
pub fn list_tables() -> Vec<TableInfo> {
    tables::all()
}

#[tauri::command(rename_all = "snake_case")]
pub fn get_table(id: String) -> Reply<Table> {
    tables::table(&id).map_err(|e| e.to_body())
}

/// `keys` are `(key, value)` pairs, e.g. `[["dv", "0"], ["roll", "5"]]`.
#[tauri::command(rename_all = "snake_case")]
pub fn lookup_table(id: String, keys: Vec<(String, String)>) -> Reply<LookupResult> {
    tables::lookup(&id, &keys).map_err(|e| e.to_body())
}
