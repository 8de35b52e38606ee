//! The smallest Tauri 2 app: one window showing "Hello". Posse's start-up is measured against it.

fn main() {
    tauri::Builder::default()
        .run(tauri::generate_context!())
        .expect("the hello window could not be opened");
}
