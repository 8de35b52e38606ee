//! The smallest Tauri 2 app: one window showing "Hello". Posse's start-up is measured against it.

/// The page is drawn, `ms` after it began: with POSSE_STARTUP_PROBE set, says so on standard error
/// as Posse says its campaign list was drawn (benches/startup-drawn.sh times both alike).
#[tauri::command]
fn drawn(ms: f64) {
    if std::env::var_os("POSSE_STARTUP_PROBE").is_some() {
        eprintln!("posse-hello: the page was drawn {ms:.0} ms after the page began");
    }
}

fn main() {
    tauri::Builder::default()
        .invoke_handler(tauri::generate_handler![drawn])
        .run(tauri::generate_context!())
        .expect("the hello window could not be opened");
}
