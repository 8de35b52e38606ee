//! What the desktop app's page may do (issue 16, section 5): the Tauri capabilities in
//! `src-tauri/capabilities/` and the content security policy in `src-tauri/tauri.conf.json` grant
//! Posse's own commands, the native save and open dialogs and, once it is added, an opener scoped to
//! files Posse wrote, and nothing else: no fs, shell or http permission, no remote content, no
//! `unsafe-eval`. The checks are functions over the JSON, so the last tests show each one failing on
//! a configuration that grants too much.

use std::path::{Path, PathBuf};

use serde_json::{json, Value};

/// The permissions the page may hold, written as a plain identifier.
const ALLOWED_PLAIN: [&str; 2] = ["dialog:allow-save", "dialog:allow-open"];
/// The one permission that must come with a scope (an object with a non-empty `allow` list).
const SCOPED_OPENER: &str = "opener:allow-open-path";
/// Extensions of the files Posse writes (printed sheets, campaign files, backups): an opener scope
/// without a Posse folder in its path must name one of these.
const POSSE_FILES: [&str; 3] = [".pdf", ".json", ".sqlite"];

fn tauri_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src-tauri")
}

fn read_json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: not JSON: {e}", path.display()))
}

/// Every problem with one capability file (empty: it grants nothing beyond what Posse needs).
fn capability_problems(name: &str, cap: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    if cap.get("remote").is_some() {
        problems.push(format!("{name}: `remote` lets remote pages call the app: {}", cap["remote"]));
    }
    match cap.get("windows").and_then(Value::as_array) {
        Some(windows) if windows.iter().all(|w| w == "main") && !windows.is_empty() => {}
        other => problems.push(format!("{name}: windows must be [\"main\"], not {other:?}")),
    }
    if cap.get("webviews").is_some() {
        problems.push(format!("{name}: `webviews` grants to other webviews: {}", cap["webviews"]));
    }
    let Some(permissions) = cap.get("permissions").and_then(Value::as_array) else {
        problems.push(format!("{name}: no `permissions` list"));
        return problems;
    };
    for (i, p) in permissions.iter().enumerate() {
        let at = format!("{name}: permissions[{i}]");
        match p {
            Value::String(id) if ALLOWED_PLAIN.contains(&id.as_str()) => {}
            Value::String(id) if id == SCOPED_OPENER => {
                problems.push(format!("{at}: {id} without a scope opens any path; give it `allow` paths"))
            }
            Value::String(id) => problems.push(format!("{at}: \"{id}\" is more than Posse's page may hold")),
            Value::Object(o) => {
                let id = o.get("identifier").and_then(Value::as_str).unwrap_or("");
                if id != SCOPED_OPENER {
                    problems.push(format!("{at}: \"{id}\" is more than Posse's page may hold"));
                    continue;
                }
                problems.extend(opener_scope_problems(&at, o.get("allow")));
            }
            other => problems.push(format!("{at}: not a permission: {other}")),
        }
    }
    problems
}

/// An opener scope must be a non-empty list of paths to files Posse wrote: under a Posse folder
/// (a path with `posse` in a literal component) or files of a kind Posse writes (`…/*.pdf`).
/// Decision: Posse writes where the save dialog said, so a scope such as `$HOME/**/*.pdf` is
/// accepted, but not `**`, `$HOME/**` or anything with `..`.
fn opener_scope_problems(at: &str, allow: Option<&Value>) -> Vec<String> {
    let Some(entries) = allow.and_then(Value::as_array).filter(|a| !a.is_empty()) else {
        return vec![format!("{at}: {SCOPED_OPENER} needs a non-empty `allow` scope")];
    };
    let mut problems = Vec::new();
    for (j, entry) in entries.iter().enumerate() {
        let Some(path) = entry.get("path").and_then(Value::as_str) else {
            problems.push(format!("{at}.allow[{j}]: only `path` entries are allowed, not {entry}"));
            continue;
        };
        let lower = path.to_ascii_lowercase();
        let literal_components: Vec<&str> =
            lower.split('/').filter(|c| !c.is_empty() && !c.starts_with('$') && !c.contains('*')).collect();
        let posse_folder = literal_components.iter().any(|c| c.contains("posse"));
        let posse_file = POSSE_FILES.iter().any(|ext| lower.ends_with(ext));
        if path.contains("..") {
            problems.push(format!("{at}.allow[{j}]: \"{path}\" climbs out with `..`"));
        } else if !posse_folder && !posse_file {
            problems.push(format!("{at}.allow[{j}]: \"{path}\" is wider than the files Posse writes"));
        }
    }
    problems
}

/// Source expressions that load nothing from outside the app: its own files, inline data and the
/// IPC channel (`ipc:` and `http://ipc.localhost`, Tauri's IPC on Linux and Windows).
fn is_local_source(source: &str) -> bool {
    matches!(source, "'self'" | "'none'" | "data:" | "blob:" | "ipc:" | "http://ipc.localhost" | "asset:")
        || source == "http://asset.localhost"
        || (source.starts_with('\'') && source != "'unsafe-eval'" && source != "'wasm-unsafe-eval'")
}

/// Every problem with a content security policy (a `;`-separated list of directives).
fn csp_problems(csp: Option<&Value>) -> Vec<String> {
    let Some(csp) = csp.and_then(Value::as_str) else {
        return vec![format!("app.security.csp: missing or not a string ({csp:?}): the page would run without a CSP")];
    };
    let mut problems = Vec::new();
    let mut directives = Vec::new();
    for directive in csp.split(';').map(str::trim).filter(|d| !d.is_empty()) {
        let mut words = directive.split_whitespace();
        let name = words.next().unwrap_or_default().to_ascii_lowercase();
        for source in words {
            if source.eq_ignore_ascii_case("'unsafe-eval'") || source.eq_ignore_ascii_case("'wasm-unsafe-eval'") {
                problems.push(format!("csp {name}: {source} lets the page run strings as code"));
            } else if !is_local_source(source) {
                problems.push(format!("csp {name}: \"{source}\" is a remote source"));
            }
            let runs_scripts =
                matches!(name.as_str(), "default-src" | "script-src" | "script-src-elem" | "script-src-attr");
            if runs_scripts && source.eq_ignore_ascii_case("'unsafe-inline'") {
                problems.push(format!("csp {name}: 'unsafe-inline' scripts"));
            }
        }
        directives.push(name);
    }
    if !directives.iter().any(|d| d == "default-src") {
        problems.push("csp: no default-src, so what it does not name is allowed from anywhere".to_string());
    }
    problems
}

/// Every problem with `tauri.conf.json` itself: the CSP, remote pages, disabled protections.
fn config_problems(conf: &Value) -> Vec<String> {
    let security = &conf["app"]["security"];
    let mut problems = csp_problems(security.get("csp"));
    if let Some(dev) = security.get("devCsp").filter(|v| !v.is_null()) {
        problems.extend(csp_problems(Some(dev)).into_iter().map(|p| format!("devCsp: {p}")));
    }
    for key in ["dangerousDisableAssetCspModification", "dangerousRemoteDomainIpcAccess", "capabilities"] {
        if security.get(key).is_some_and(|v| !v.is_null() && v != &json!(false) && v != &json!([])) {
            problems
                .push(format!("app.security.{key}: {} (capabilities live in src-tauri/capabilities/)", security[key]));
        }
    }
    if conf["app"].get("withGlobalTauri") == Some(&json!(true)) {
        problems.push("app.withGlobalTauri: exposes the whole API on window.__TAURI__".to_string());
    }
    for (i, window) in conf["app"]["windows"].as_array().into_iter().flatten().enumerate() {
        if let Some(url) = window.get("url").and_then(Value::as_str) {
            if url.contains("://") {
                problems.push(format!("app.windows[{i}].url: \"{url}\" is a remote page"));
            }
        }
    }
    if let Some(dev) = conf["build"].get("devUrl").and_then(Value::as_str) {
        if !(dev.starts_with("http://localhost") || dev.starts_with("http://127.0.0.1")) {
            problems.push(format!("build.devUrl: \"{dev}\" is not on this machine"));
        }
    }
    for plugin in conf.get("plugins").and_then(Value::as_object).into_iter().flatten().map(|(k, _)| k) {
        if plugin != "opener" && plugin != "dialog" {
            problems.push(format!("plugins.{plugin}: a plugin Posse's page does not need"));
        }
    }
    problems
}

#[test]
fn the_page_is_granted_only_posses_commands_the_dialogs_and_a_scoped_opener() {
    let dir = tauri_dir().join("capabilities");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert!(!files.is_empty(), "no capability files in {}", dir.display());
    let mut problems = Vec::new();
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        match file.extension().and_then(|e| e.to_str()) {
            Some("json") => problems.extend(capability_problems(&name, &read_json(file))),
            // A TOML capability would not be read by this test: refuse it rather than pass it by.
            _ => problems.push(format!("{name}: only JSON capability files are checked; convert it")),
        }
    }
    assert!(problems.is_empty(), "the capabilities grant too much:\n{}", problems.join("\n"));
}

#[test]
fn the_content_security_policy_allows_no_eval_and_no_remote_content() {
    let conf = read_json(&tauri_dir().join("tauri.conf.json"));
    let problems = config_problems(&conf);
    assert!(problems.is_empty(), "tauri.conf.json:\n{}", problems.join("\n"));
}

#[test]
fn the_app_builds_in_no_fs_shell_or_http_plugin() {
    let manifest = std::fs::read_to_string(tauri_dir().join("Cargo.toml")).unwrap();
    let main = std::fs::read_to_string(tauri_dir().join("src/main.rs")).unwrap();
    for plugin in ["tauri-plugin-fs", "tauri-plugin-shell", "tauri-plugin-http", "tauri-plugin-websocket"] {
        assert!(!manifest.contains(plugin), "src-tauri/Cargo.toml depends on {plugin}");
        let module = plugin.replace('-', "_");
        assert!(!main.contains(&module), "src-tauri/src/main.rs uses {module}");
    }
    let tauri_features = manifest.lines().find(|l| l.starts_with("tauri =")).unwrap_or_default();
    for feature in ["shell-open", "devtools", "unstable"] {
        assert!(!tauri_features.contains(feature), "tauri is built with the {feature} feature: {tauri_features}");
    }
}

// The checks themselves: each configuration that grants too much is caught.

fn capability(permissions: Value) -> Value {
    json!({ "identifier": "default", "windows": ["main"], "permissions": permissions })
}

#[test]
fn the_capability_check_refuses_fs_shell_http_wide_dialogs_and_remote_pages() {
    for (permission, why) in [
        (json!("fs:default"), "fs"),
        (json!("fs:allow-read-file"), "fs"),
        (json!("shell:allow-open"), "shell"),
        (json!("http:default"), "http"),
        (json!("dialog:default"), "every dialog, not just save and open"),
        (json!("core:default"), "the core API"),
        (json!("opener:default"), "an opener of any URL"),
        (json!("opener:allow-open-url"), "an opener of URLs"),
        (json!("opener:allow-open-path"), "an unscoped opener"),
        (json!({"identifier": "opener:allow-open-path", "allow": []}), "an empty scope"),
        (json!({"identifier": "opener:allow-open-path", "allow": [{"path": "**"}]}), "a scope of everything"),
        (json!({"identifier": "opener:allow-open-path", "allow": [{"path": "$HOME/**"}]}), "the whole home folder"),
        (json!({"identifier": "opener:allow-open-path", "allow": [{"path": "$APPDATA/posse/../**"}]}), "a `..`"),
        (json!({"identifier": "fs:scope", "allow": [{"path": "$APPDATA/posse/**"}]}), "an fs scope"),
    ] {
        let problems = capability_problems("test.json", &capability(json!([permission])));
        assert!(!problems.is_empty(), "{permission} ({why}) was let through");
    }
    let mut remote = capability(json!(["dialog:allow-save"]));
    remote["remote"] = json!({ "urls": ["https://example.com/*"] });
    assert!(!capability_problems("test.json", &remote).is_empty(), "a remote capability was let through");
    let mut other_window = capability(json!(["dialog:allow-save"]));
    other_window["windows"] = json!(["*"]);
    assert!(!capability_problems("test.json", &other_window).is_empty(), "windows [\"*\"] was let through");
}

#[test]
fn the_capability_check_accepts_the_dialogs_and_an_opener_scoped_to_posses_files() {
    let good = capability(json!([
        "dialog:allow-save",
        "dialog:allow-open",
        {"identifier": "opener:allow-open-path", "allow": [{"path": "$APPDATA/posse/**"}, {"path": "$HOME/**/*.pdf"}]}
    ]));
    assert_eq!(capability_problems("test.json", &good), Vec::<String>::new());
}

#[test]
fn the_csp_check_refuses_eval_remote_sources_and_no_policy() {
    for csp in [
        json!(null),
        json!("default-src 'self'; script-src 'self' 'unsafe-eval'"),
        json!("default-src 'self'; script-src 'self' https://cdn.example.com"),
        json!("default-src 'self'; img-src *"),
        json!("default-src 'self'; connect-src https:"),
        json!("default-src 'self'; script-src 'self' 'unsafe-inline'"),
        json!("script-src 'self'"),
    ] {
        assert!(!csp_problems(Some(&csp)).is_empty(), "the CSP {csp} was let through");
    }
    let mut conf =
        json!({"app": {"security": {"csp": "default-src 'self'"}, "windows": [{"url": "https://example.com"}]}});
    assert!(!config_problems(&conf).is_empty(), "a remote window was let through");
    conf["app"]["windows"] = json!([]);
    conf["app"]["security"]["dangerousDisableAssetCspModification"] = json!(true);
    assert!(!config_problems(&conf).is_empty(), "a disabled CSP modification was let through");
    conf["app"]["security"] = json!({"csp": "default-src 'self'"});
    conf["plugins"] = json!({"shell": {"open": true}});
    assert!(!config_problems(&conf).is_empty(), "the shell plugin's config was let through");
}
