//! Help and F1: the guide's page for the screen in view, in the system's browser.

use posse::error::ErrorCode;
use posse::guide;
use tauri::{AppHandle, Manager};

use super::Reply;

/// Opens the built guide's `page` (one of `posse::guide::PAGES`): from the app's resources
/// (`guide/`, bundled by tauri.installers.conf.json), else `target/book/` of a development build.
#[tauri::command(rename_all = "snake_case")]
pub fn open_guide(app: AppHandle, page: String) -> Reply<()> {
    let mut folders = Vec::new();
    if let Ok(resources) = app.path().resource_dir() {
        folders.push(resources.join("guide"));
    }
    if let Some(folder) = std::env::current_exe().ok().as_deref().and_then(guide::development_folder) {
        folders.push(folder);
    }
    let file = guide::page_file(&page, &folders).map_err(|e| e.to_body())?;
    tauri_plugin_opener::open_path(&file, None::<&str>)
        .map_err(|e| posse::ErrorBody { code: "open_failed".to_string(), message: format!("{}: {e}", file.display()) })
}
