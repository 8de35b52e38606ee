//! Printing, all through the print center: a preview of any print job (the PDF's bytes and what
//! they hold, as one binary answer), those very bytes saved where the native save dialog said and
//! opened in the system's viewer; and the printer profiles the center picks from, adds and edits.

use std::path::PathBuf;

use base64::Engine;
use posse::campaign::print_center::{self, PrintJob};
use posse::campaign::printers::{self, PrinterEdit, PrinterView};
use posse::error::{ErrorBody, ErrorCode};
use posse::print::settings::{PrintSettings, PrinterProfile};
use tauri::ipc::Response;
use tauri::State;

use super::{now, with_store, Reply};
use crate::AppState;

#[tauri::command(rename_all = "snake_case")]
pub fn list_printers(state: State<AppState>) -> Reply<Vec<PrinterView>> {
    with_store(&state, |store| printers::list_printers(store))
}

#[tauri::command(rename_all = "snake_case")]
pub fn add_printer(state: State<AppState>, profile: PrinterProfile) -> Reply<PrinterView> {
    with_store(&state, |store| printers::add_printer(store, profile, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn edit_printer(state: State<AppState>, name: String, edit: PrinterEdit) -> Reply<PrinterView> {
    with_store(&state, |store| printers::edit_printer(store, &name, edit, now()))
}

#[tauri::command(rename_all = "snake_case")]
pub fn remove_printer(state: State<AppState>, name: String) -> Reply<()> {
    with_store(&state, |store| printers::remove_printer(store, &name))
}

/// The print center's preview, as raw bytes (an ArrayBuffer in the page: no JSON string, no
/// base64 to carry or decode): the length of the report as 4 bytes little-endian, the report
/// (`Preview` as JSON: what the pages hold), then the PDF. Nothing is written.
#[tauri::command(rename_all = "snake_case")]
pub fn print_preview(state: State<AppState>, job: PrintJob, settings: PrintSettings) -> Reply<Response> {
    let preview = with_store(&state, |store| print_center::preview(store, &job, &settings))?;
    let report = serde_json::to_vec(&preview)
        .map_err(|e| ErrorBody { code: "pdf_failed".to_string(), message: format!("the preview's report: {e}") })?;
    let mut packed = Vec::with_capacity(4 + report.len() + preview.pdf.len());
    packed.extend_from_slice(&(report.len() as u32).to_le_bytes());
    packed.extend_from_slice(&report);
    packed.extend_from_slice(&preview.pdf);
    Ok(Response::new(packed))
}

/// "Save PDF…": writes the very bytes the preview showed to the path the save dialog gave.
#[tauri::command(rename_all = "snake_case")]
pub fn save_pdf(state: State<AppState>, path: PathBuf, pdf_base64: String) -> Reply<u64> {
    let pdf = base64::engine::general_purpose::STANDARD
        .decode(pdf_base64.as_bytes())
        .map_err(|e| ErrorBody { code: "pdf_failed".to_string(), message: format!("pdf_base64: not base64 ({e})") })?;
    let bytes = print_center::save(&path, &pdf).map_err(|e| e.to_body())?;
    *state.saved_pdf.lock().unwrap_or_else(|e| e.into_inner()) = Some(path);
    Ok(bytes)
}

/// "Open": the PDF just saved, in the system's viewer (tauri-plugin-opener). Only that file: any
/// other path is refused, so the page cannot open anything else through this command.
#[tauri::command(rename_all = "snake_case")]
pub fn open_saved_pdf(state: State<AppState>, path: PathBuf) -> Reply<()> {
    let saved = state.saved_pdf.lock().unwrap_or_else(|e| e.into_inner()).clone();
    if saved.as_deref() != Some(path.as_path()) {
        return Err(ErrorBody {
            code: "not_saved_here".to_string(),
            message: format!("path: {}: Posse opens only the PDF it has just saved", path.display()),
        });
    }
    tauri_plugin_opener::open_path(&path, None::<&str>)
        .map_err(|e| ErrorBody { code: "open_failed".to_string(), message: format!("{}: {e}", path.display()) })
}
