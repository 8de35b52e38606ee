//! Managing campaigns as a player does from the list: renaming, removing and bringing back,
//! exporting to a file and importing it (issue 15, item 2), through the CLI and the library.

use posse::campaign;
use posse::error::ErrorCode;
use posse::store::Store;
use serde_json::Value;

use super::support::{rows, Db};

fn names(list: &Value) -> Vec<String> {
    list.as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap().to_string()).collect()
}

#[test]
fn a_campaign_is_renamed_undoably_and_a_blank_name_is_refused() {
    let db = Db::new();
    let id = db.ok(&["demo"]).trim().to_string();
    let renamed = db.json(&["campaign", "rename", &id, "  Dry Gulch, the sequel ", "--json"]);
    assert_eq!(renamed["name"], "Dry Gulch, the sequel");
    assert_eq!(names(&db.json(&["campaign", "list", "--json"])), ["Dry Gulch, the sequel"]);

    let err = db.fails(&["campaign", "rename", &id, "   "]);
    assert_eq!(err.trim(), "error[empty_name]: name: must not be empty");
    let err = db.fails(&["campaign", "rename", "99", "Nowhere"]);
    assert!(err.starts_with("error[campaign_not_found]: campaign: 99"), "{err}");
    assert_eq!(names(&db.json(&["campaign", "list", "--json"])), ["Dry Gulch, the sequel"]);

    // The chronicle tells it; undo takes it back.
    let chronicle = db.ok(&["chronicle", "--campaign", &id]);
    assert!(
        chronicle.contains("Renamed the campaign \"Showdown at Dry Gulch\" to \"Dry Gulch, the sequel\""),
        "{chronicle}"
    );
    db.ok(&["undo", "--campaign", &id]);
    assert_eq!(names(&db.json(&["campaign", "list", "--json"])), ["Showdown at Dry Gulch"]);
}

#[test]
fn a_removed_campaign_leaves_the_list_refuses_changes_and_comes_back_whole() {
    let db = Db::new();
    let qotd = db.ok(&["demo"]).trim().to_string();
    let fate = db.ok(&["demo", "--ruleset", "fate"]).trim().to_string();
    let before = db.json(&["campaign", "show", &qotd, "--json"]);
    let side = before["sides"][0]["id"].to_string();

    let removed = db.ok(&["campaign", "remove", &qotd]);
    assert!(removed.contains("Removed \"Showdown at Dry Gulch\"") && removed.contains("campaign restore"), "{removed}");
    assert_eq!(names(&db.json(&["campaign", "list", "--json"])), ["Trouble at Tin Cup"]);
    let listed = db.json(&["campaign", "list", "--removed", "--json"]);
    assert_eq!(listed[0]["campaign"]["name"], "Showdown at Dry Gulch");
    assert!(listed[0]["removed_at"].as_i64().unwrap() > 0);

    // Nothing reads or changes it while it is removed, and each refusal says how to bring it back.
    let err = db.fails(&["campaign", "show", &qotd]);
    assert!(err.starts_with("error[campaign_removed]: campaign: \"Showdown at Dry Gulch\""), "{err}");
    assert!(err.contains(&format!("posse campaign restore {qotd}")), "{err}");
    let err = db.fails(&["side", "add", "--campaign", &qotd, "The Clantons", "--suit", "clubs"]);
    assert!(err.starts_with("error[campaign_removed]"), "{err}");
    let err = db.fails(&["campaign", "remove", &qotd]);
    assert!(err.starts_with("error[campaign_removed]"), "{err}");
    let dead = db.write("kid.json", r#"{"name": "Kid", "type": "minor", "personality": "ordinary"}"#);
    assert!(db.fails(&["character", "add", "--side", &side, "--file", &dead]).starts_with("error[campaign_removed]"));
    let err = db.fails(&["campaign", "restore", &fate]);
    assert!(err.starts_with("error[campaign_not_removed]"), "{err}");

    // Restored as it was.
    db.ok(&["campaign", "restore", &qotd]);
    assert_eq!(db.json(&["campaign", "show", &qotd, "--json"]), before);
    assert_eq!(db.json(&["campaign", "list", "--removed", "--json"]), Value::Array(vec![]));

    // Undo brings a removed campaign back too, even with no campaign named.
    db.ok(&["campaign", "remove", &fate]);
    let undone = db.ok(&["undo"]);
    assert!(undone.contains("Removed the campaign \"Trouble at Tin Cup\""), "{undone}");
    assert_eq!(names(&db.json(&["campaign", "list", "--json"])), ["Trouble at Tin Cup", "Showdown at Dry Gulch"]);
}

#[test]
fn removing_and_restoring_keeps_every_row() {
    let mut store = Store::open_in_memory().unwrap();
    let id = campaign::create_demo(&mut store, posse::rules::Ruleset::Qotd, 1_000).unwrap().id;
    let kept = rows(&store, id);
    let removed = campaign::remove(&mut store, id, 2_000).unwrap();
    assert_eq!((removed.campaign.id, removed.removed_at), (id, 2_000));
    assert_eq!(rows(&store, id), kept, "removal deletes nothing");
    assert_eq!(campaign::detail(&store, id).unwrap_err().code(), "campaign_removed");
    assert_eq!(campaign::list(&store).unwrap(), vec![]);
    campaign::restore(&mut store, id, 3_000).unwrap();
    assert_eq!(rows(&store, id), kept);
    assert_eq!(campaign::list(&store).unwrap().len(), 1);
}

#[test]
fn a_campaign_exported_to_a_file_imports_as_a_new_one_and_bad_paths_are_named() {
    let db = Db::new();
    let id = db.ok(&["demo"]).trim().to_string();
    let file = db.dir().join("dry gulch.posse.json");
    let path = file.to_str().unwrap();
    db.ok(&["campaign", "export", &id, "-o", path]);
    // Exporting again replaces the file whole (no temporary file is left beside it).
    db.ok(&["campaign", "export", &id, "-o", path]);
    let left: Vec<_> = std::fs::read_dir(db.dir()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(left.iter().all(|n| !n.to_string_lossy().ends_with(".tmp")), "{left:?}");

    let folder = db.dir().to_str().unwrap().to_string();
    let err = db.fails(&["campaign", "export", &id, "-o", &folder]);
    assert!(err.starts_with(&format!("error[io_error]: {folder}: is a folder")), "{err}");

    let mut store = Store::open(&db.path).unwrap();
    let copy = campaign::import_file(&mut store, &file, 5_000).unwrap();
    assert_ne!(copy.id.to_string(), id);
    assert_eq!(copy.name, "Showdown at Dry Gulch");
    let missing = db.dir().join("nope.json");
    let err = campaign::import_file(&mut store, &missing, 5_000).unwrap_err();
    // A file that cannot be read is `read_failed`, as the command line says it.
    assert_eq!(err.code(), "read_failed");
    assert!(err.to_string().starts_with(missing.to_str().unwrap()), "{err}");
    let info = campaign::export_file(&store, copy.id, &db.dir().join("copy.json")).unwrap();
    assert_eq!((info.name.as_str(), info.characters), ("Showdown at Dry Gulch", 11));
    assert!(info.games == 0 && info.bytes > 1_000, "{info:?}");
}

/// Line endings: Posse writes `\n` on every system, so a campaign file or template exported on
/// Windows is byte for byte the one exported on Linux (every current editor, Notepad included,
/// reads it); a file an editor saved back with `\r\n` is read all the same.
#[test]
fn exported_files_end_their_lines_with_lf_everywhere_and_crlf_files_are_read() {
    let db = Db::new();
    let id = db.ok(&["demo"]).trim().to_string();
    let file = db.dir().join("export.json");
    db.ok(&["campaign", "export", &id, "-o", file.to_str().unwrap()]);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains('\n') && !text.contains('\r'), "LF only");
    let template = db.dir().join("deck.toml");
    db.ok(&["print", "template", "export", "fate-deck", "-o", template.to_str().unwrap()]);
    let toml = std::fs::read(&template).unwrap();
    assert_eq!(toml, posse::print::template::shipped("fate-deck").unwrap().text.as_bytes());
    assert!(!toml.contains(&b'\r'), "LF only, whatever the checkout did to the shipped file");

    let windows = db.dir().join("saved on windows.json");
    std::fs::write(&windows, text.replace('\n', "\r\n")).unwrap();
    let copy = db.json(&["campaign", "import", windows.to_str().unwrap(), "--json"]);
    assert_eq!(copy["name"], "Showdown at Dry Gulch");
    let again = db.dir().join("again.json");
    db.ok(&["campaign", "export", &copy["id"].to_string(), "-o", again.to_str().unwrap()]);
    // The same campaign, read from CRLF (under new ids, created when imported: the clock may have
    // turned a second between the two).
    fn without_ids(v: Value) -> Value {
        match v {
            Value::Object(o) => Value::Object(
                o.into_iter()
                    .filter(|(k, _)| k != "id" && k != "created_at")
                    .map(|(k, v)| (k, without_ids(v)))
                    .collect(),
            ),
            Value::Array(a) => Value::Array(a.into_iter().map(without_ids).collect()),
            v => v,
        }
    }
    let read = |s: &str| {
        let v: Value = serde_json::from_str(s).unwrap();
        without_ids(serde_json::json!([v["campaign"], v["sides"], v["games"]]))
    };
    assert_eq!(read(&std::fs::read_to_string(&again).unwrap()), read(&text));
}
