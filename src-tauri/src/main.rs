//! Posse's desktop app: a thin Tauri shell. Every command calls the `posse` library, which the CLI
//! calls too; errors cross to the UI as `{code, message}`.

#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

mod commands;

use std::path::PathBuf;
use std::sync::Mutex;

use posse::store::Store;

/// The open campaign database, shared by the commands.
pub struct AppState {
    pub store: Mutex<Store>,
    pub path: PathBuf,
}

fn main() {
    // The same database as the CLI: POSSE_DB if set, otherwise posse.sqlite in the data directory.
    let path = std::env::var_os("POSSE_DB").map(PathBuf::from).unwrap_or_else(posse::store::default_path);
    let store = match Store::open(&path) {
        Ok(store) => store,
        Err(e) => {
            eprintln!("error[{}]: {e}", posse::error::ErrorCode::code(&e));
            std::process::exit(1);
        }
    };
    tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .manage(AppState { store: Mutex::new(store), path })
        .invoke_handler(commands::handler())
        .run(tauri::generate_context!())
        .expect("the Posse window could not be opened");
}
