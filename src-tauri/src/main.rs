//! Posse's desktop app: a thin Tauri shell. Every command calls the `posse` library, which the CLI
//! calls too; errors cross to the UI as `{code, message}`.

#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

mod commands;
mod menu;

use std::path::PathBuf;
use std::sync::Mutex;

use posse::error::{ErrorBody, ErrorCode};
use posse::store::Store;

/// The campaign database, shared by the commands. If it could not be opened (a newer Posse wrote
/// it, it is read-only, it is not a Posse database) the window still opens and every command answers
/// with that error, so the person sees why instead of a window that never appears.
pub struct AppState {
    pub store: Mutex<Result<Store, ErrorBody>>,
    pub path: PathBuf,
    /// The PDF the print center saved last: the one file "Open" may open.
    pub saved_pdf: Mutex<Option<PathBuf>>,
    /// Set by `cancel_import`: the import running stops and writes nothing.
    pub import_cancelled: std::sync::atomic::AtomicBool,
}

/// What the command line asks of the app before any window opens: `--version` and `--help` print
/// and exit (a packaged app is checked with `posse-desktop --version`); anything else is refused.
fn answer_arguments() -> Option<i32> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        [] => None,
        ["--version" | "-V"] => {
            println!("posse-desktop {}", env!("CARGO_PKG_VERSION"));
            Some(0)
        }
        ["--help" | "-h"] => {
            println!("posse-desktop: the Posse desktop app.\n\nUsage: posse-desktop [--version | --help]\n\nIt opens the campaign database POSSE_DB names, or posse.sqlite in your data directory.");
            Some(0)
        }
        _ => {
            eprintln!(
                "error[usage]: posse-desktop takes no arguments but --version or --help (given: {})",
                args.join(" ")
            );
            Some(2)
        }
    }
}

/// On Linux (only: the variable is WebKitGTK's; macOS's WKWebView and Windows' WebView2 know nothing
/// of it), WebKitGTK draws the page through OpenGL ("accelerated compositing") once a page uses
/// any of a long list of CSS features; with no GPU it runs a software OpenGL for it. Posse's pages
/// are forms, lists and cards with nothing that needs it, and measured (README, "Start-up") its
/// WebKit processes take about 87 MB less without it, with the same pixels on screen. So Posse
/// asks WebKit not to, unless the person set `WEBKIT_DISABLE_COMPOSITING_MODE` themselves (`0`
/// brings compositing back). Called first, before any thread or WebKit process starts.
fn draw_without_compositing() {
    #[cfg(target_os = "linux")]
    if std::env::var_os("WEBKIT_DISABLE_COMPOSITING_MODE").is_none() {
        std::env::set_var("WEBKIT_DISABLE_COMPOSITING_MODE", "1");
    }
}

/// With POSSE_STARTUP_PROBE set, says on standard error when the start reached `what` (ms since
/// the Unix epoch: benches/startup-drawn.sh's runs put them beside the time of the launch).
fn probe(what: &str) {
    if std::env::var_os("POSSE_STARTUP_PROBE").is_some() {
        let ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0);
        eprintln!("posse-desktop: start, {what} at {ms:.1}");
    }
}

/// The campaign list the page draws first, handed to it with the page (an initialization script
/// setting `window.__POSSE_FIRST_LIST__`), so that its rows are on the first frame drawn instead
/// of after the page has started and asked for them (issue 24: the start to the list drawn with
/// its rows). The page asks for the list again at once, as it always did; if the database could
/// not be opened or read, there is no script and the page asks and shows why.
fn first_page_script(store: &Store) -> Option<String> {
    let campaigns = posse::campaign::list(store).ok()?;
    let removed = posse::campaign::removed(store).ok()?;
    let list = serde_json::json!({ "campaigns": campaigns, "removed": removed });
    Some(format!("window.__POSSE_FIRST_LIST__ = {list};"))
}

/// The main window as tauri.conf.json describes it (`create: false` there: it is made here, with
/// the first campaign list).
fn open_window(app: &mut tauri::App, first: Option<&str>) -> Result<(), Box<dyn std::error::Error>> {
    let config =
        app.config().app.windows.iter().find(|w| w.label == "main").ok_or("no main window in tauri.conf.json")?.clone();
    let mut window = tauri::WebviewWindowBuilder::from_config(app.handle(), &config)?;
    if let Some(script) = first {
        window = window.initialization_script(script);
    }
    window.build()?;
    Ok(())
}

fn main() {
    probe("main");
    draw_without_compositing();
    if let Some(code) = answer_arguments() {
        std::process::exit(code);
    }
    // The same database as the CLI: POSSE_DB if set, otherwise posse.sqlite in the data directory.
    let path = std::env::var_os("POSSE_DB").map(PathBuf::from).unwrap_or_else(posse::store::default_path);
    let store = Store::open(&path).map_err(|e| {
        eprintln!("error[{}]: {e}", e.code());
        e.to_body()
    });
    probe("store opened");
    let first = store.as_ref().ok().and_then(first_page_script);
    let app = tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .setup(move |app| {
            probe("setup");
            open_window(app, first.as_deref())
        })
        .on_page_load(|_, page| probe(&format!("page load {:?}", page.event())));
    // A Mac's menu bar (menu.rs); Windows and Linux: none.
    let app = if cfg!(target_os = "macos") { app.menu(menu::mac_menu) } else { app };
    app.manage(AppState {
        store: Mutex::new(store),
        path,
        saved_pdf: Mutex::new(None),
        import_cancelled: Default::default(),
    })
    .invoke_handler(commands::handler())
    .run(tauri::generate_context!())
    .expect("the Posse window could not be opened");
}
