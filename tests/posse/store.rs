//! The store: migrations on an empty database, its settings, round trips, and the append-only log.

use posse::campaign;
use posse::rules::qotd::CharacterSheet;
use posse::rules::Ruleset;
use posse::store::{Store, APPLICATION_ID, SCHEMA_VERSION};

use super::support::qotd_sheet;

const AT: i64 = 1_750_000_000;

fn qotd(view: &campaign::CharacterView) -> &CharacterSheet {
    match &view.sheet {
        campaign::Sheet::Qotd(s) => s,
        other => panic!("{} is a {} character", other.name(), other.ruleset()),
    }
}

#[test]
fn an_empty_database_is_migrated_to_the_latest_schema_with_wal_and_foreign_keys() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested/dir/posse.sqlite");
    let store = Store::open(&path).unwrap();
    let conn = store.conn();
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
    assert_eq!(version, SCHEMA_VERSION);
    let app: i32 = conn.query_row("PRAGMA application_id", [], |r| r.get(0)).unwrap();
    assert_eq!(app, APPLICATION_ID);
    let mode: String = conn.query_row("PRAGMA journal_mode", [], |r| r.get(0)).unwrap();
    assert_eq!(mode, "wal");
    let fk: i64 = conn.query_row("PRAGMA foreign_keys", [], |r| r.get(0)).unwrap();
    assert_eq!(fk, 1);
    let mut tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    tables.sort();
    let expected = [
        "aftermath",
        "campaign",
        "change_log",
        "character",
        "game",
        "operation",
        "play",
        "play_event",
        "portrait",
        "printer_profile",
        "scenario",
        "side",
        "sqlite_sequence",
    ];
    assert_eq!(tables, expected);
    drop(store);
    // Opening again is a no-op for the schema.
    let again = Store::open(&path).unwrap();
    let version: i64 = again.conn().query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
    assert_eq!(version, SCHEMA_VERSION);
}

#[test]
fn a_campaign_round_trips_through_the_database_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("posse.sqlite");
    let (campaign_id, character_id, written) = {
        let mut store = Store::open(&path).unwrap();
        let c = campaign::create(&mut store, "  Tombstone  ", Ruleset::Qotd, AT).unwrap();
        assert_eq!(c.name, "Tombstone");
        let side = campaign::add_side(&mut store, c.id, "Lawmen", Some(campaign::Suit::Clubs), AT).unwrap();
        let hero = qotd_sheet(
            r#"{"name": "Wyatt", "type": "hero", "personality": "Quick Witted", "traits": ["Quick Draw"], "weapons": ["winchester"]}"#,
        );
        let view = campaign::add_character(&mut store, side.id, &hero, AT).unwrap();
        // Input is stored in canonical form.
        assert_eq!(qotd(&view).personality, "quick_witted");
        assert_eq!(qotd(&view).traits[0].id, "quick_draw");
        (c.id, view.id, view)
    };
    let store = Store::open(&path).unwrap();
    let read = campaign::get_character(&store, character_id).unwrap();
    assert_eq!(read, written);
    let detail = campaign::detail(&store, campaign_id).unwrap();
    assert_eq!(detail.sides[0].name, "Lawmen");
    assert_eq!(detail.sides[0].suit, Some(campaign::Suit::Clubs));
    assert_eq!(detail.sides[0].characters, vec![written]);
}

#[test]
fn every_change_is_logged_and_the_log_cannot_be_changed() {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create(&mut store, "Log", Ruleset::Qotd, AT).unwrap();
    let side = campaign::add_side(&mut store, c.id, "Gang", None, AT + 1).unwrap();
    let minor = qotd_sheet(r#"{"name": "Dusty", "type": "minor", "personality": "ordinary"}"#);
    let v = campaign::add_character(&mut store, side.id, &minor, AT + 2).unwrap();
    let brave = qotd_sheet(r#"{"name": "Dusty", "type": "minor", "personality": "brave"}"#);
    campaign::edit_character(&mut store, v.id, &brave, AT + 3).unwrap();
    campaign::remove_character(&mut store, v.id, AT + 4).unwrap();

    let log = campaign::changes(&store, c.id).unwrap();
    let actions: Vec<_> = log.iter().map(|e| e.action.as_str()).collect();
    assert_eq!(actions, ["campaign.create", "side.add", "character.add", "character.edit", "character.remove"]);
    assert_eq!(log[3].before.as_ref().unwrap()["sheet"]["personality"], "ordinary");
    assert_eq!(log[3].after.as_ref().unwrap()["sheet"]["personality"], "brave");
    assert_eq!(log[4].before.as_ref().unwrap()["sheet"]["name"], "Dusty");
    assert!(log[4].after.is_none());

    let conn = store.conn();
    let update = conn.execute("UPDATE change_log SET summary = 'rewritten'", []).unwrap_err();
    assert!(update.to_string().contains("append-only"), "{update}");
    let delete = conn.execute("DELETE FROM change_log", []).unwrap_err();
    assert!(delete.to_string().contains("append-only"), "{delete}");
    assert_eq!(campaign::changes(&store, c.id).unwrap().len(), 5);
}

#[test]
fn a_refused_character_writes_nothing() {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create(&mut store, "Strict", Ruleset::Qotd, AT).unwrap();
    let side = campaign::add_side(&mut store, c.id, "Gang", None, AT).unwrap();
    let too_many =
        qotd_sheet(r#"{"name": "Kid", "type": "minor", "personality": "rash", "traits": ["strong", "tough"]}"#);
    let err = campaign::add_character(&mut store, side.id, &too_many, AT).unwrap_err();
    assert_eq!(posse::error::ErrorCode::code(&err), "too_many_traits");
    assert!(campaign::detail(&store, c.id).unwrap().sides[0].characters.is_empty());
    assert_eq!(campaign::changes(&store, c.id).unwrap().len(), 2);
}

#[test]
fn portraits_are_stored_as_thumbnails_and_bad_images_are_refused() {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create(&mut store, "Faces", Ruleset::Qotd, AT).unwrap();
    let side = campaign::add_side(&mut store, c.id, "Gang", None, AT).unwrap();
    let v = campaign::add_character(
        &mut store,
        side.id,
        &qotd_sheet(r#"{"name": "Ike", "type": "main", "personality": "cautious"}"#),
        AT,
    )
    .unwrap();

    let img = image::RgbImage::from_fn(600, 900, |x, y| image::Rgb([(x / 3) as u8, (y / 4) as u8, 40]));
    let mut jpeg = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut jpeg), image::ImageFormat::Jpeg).unwrap();
    let with = campaign::set_portrait(&mut store, v.id, &jpeg, AT).unwrap();
    assert!(with.has_portrait);
    let png = campaign::get_portrait(&store, v.id).unwrap().unwrap();
    let thumb = image::load_from_memory_with_format(&png, image::ImageFormat::Png).unwrap();
    assert_eq!((thumb.width(), thumb.height()), (171, 256));

    let err = campaign::set_portrait(&mut store, v.id, b"GIF89a not really", AT).unwrap_err();
    assert!(matches!(posse::error::ErrorCode::code(&err), "portrait_not_image" | "portrait_undecodable"), "{err}");
    assert_eq!(campaign::get_portrait(&store, v.id).unwrap().unwrap(), png, "the old portrait stays");

    let cleared = campaign::clear_portrait(&mut store, v.id, AT).unwrap();
    assert!(!cleared.has_portrait);
    assert!(campaign::get_portrait(&store, v.id).unwrap().is_none());
}

#[test]
fn a_version_1_database_with_data_is_migrated_to_the_latest_version_and_keeps_its_rows() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v1.sqlite");
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute_batch(include_str!("../../src/store/migrations/0001_initial.sql")).unwrap();
        conn.pragma_update(None, "user_version", 1).unwrap();
        conn.pragma_update(None, "application_id", APPLICATION_ID).unwrap();
        conn.execute_batch(
            r#"INSERT INTO campaign (id, name, ruleset, created_at) VALUES (1, 'Old Tombstone', 'qotd', 1700000000);
               INSERT INTO side (id, campaign_id, name, suit, created_at) VALUES (1, 1, 'Earps', 'hearts', 1700000000);
               INSERT INTO character (side_id, name, kind, sheet, created_at, updated_at)
                 VALUES (1, 'Wyatt', 'hero', '{"name": "Wyatt", "type": "hero", "personality": "disciplined"}', 1700000000, 1700000000);
               INSERT INTO change_log (campaign_id, at, action, entity, entity_id, summary)
                 VALUES (1, 1700000000, 'campaign.create', 'campaign', 1, 'Started');"#,
        )
        .unwrap();
    }
    let mut store = Store::open(&path).unwrap();
    let version: i64 = store.conn().query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
    assert_eq!(version, SCHEMA_VERSION);
    let options: String =
        store.conn().query_row("SELECT options FROM campaign WHERE id = 1", [], |r| r.get(0)).unwrap();
    assert_eq!(options, "{}");
    let detail = campaign::detail(&store, 1).unwrap();
    assert_eq!(detail.campaign.name, "Old Tombstone");
    assert_eq!(detail.sides[0].characters[0].sheet.name(), "Wyatt");
    assert_eq!(campaign::changes(&store, 1).unwrap().len(), 1);
    // The migrated database takes fate campaigns with options.
    let fate = campaign::create(&mut store, "Tin Cup", Ruleset::Fate, AT).unwrap();
    assert_eq!(
        campaign::options(&store, fate.id).unwrap().options.fate(),
        Some(posse::rules::fate::FateOptions::default())
    );
}

#[test]
fn changing_a_fate_campaigns_options_is_logged_and_refused_when_it_would_make_a_character_illegal() {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create(&mut store, "Tin Cup", Ruleset::Fate, AT).unwrap();
    let side = campaign::add_side(&mut store, c.id, "Braves", None, AT).unwrap();
    let warrior = campaign::parse_sheet("test", r#"{"name": "Grey Wolf", "class": "warrior"}"#, Ruleset::Fate).unwrap();
    let view = campaign::add_character(&mut store, side.id, &warrior, AT).unwrap();
    let (character, options) = campaign::fate_character(&store, view.id).unwrap();
    assert_eq!(character.name(), "Grey Wolf");
    assert_eq!(options, posse::rules::fate::FateOptions::default());

    let off = campaign::with_settings(options, &["indian_classes=ansell_1996".to_string()]).unwrap();
    let err = campaign::set_options(&mut store, c.id, off, AT + 1).unwrap_err();
    assert_eq!(posse::error::ErrorCode::code(&err), "bad_option");
    assert!(err.to_string().contains("Grey Wolf"), "{err}");

    let fumbles = campaign::with_settings(options, &["fumbles=on".to_string()]).unwrap();
    let shown = campaign::set_options(&mut store, c.id, fumbles, AT + 2).unwrap();
    assert!(shown.choices.iter().any(|o| o.id == "fumbles" && !o.is_default && o.value == "on"));
    let last = campaign::changes(&store, c.id).unwrap().pop().unwrap();
    assert_eq!(last.action, "campaign.options");
    assert_eq!(last.before.unwrap()["options"]["fumbles"], false);
    assert_eq!(last.after.unwrap()["options"]["fumbles"], true);

    // A QOTD character is not a fate one.
    let q = campaign::create(&mut store, "Q", Ruleset::Qotd, AT).unwrap();
    let qside = campaign::add_side(&mut store, q.id, "Earps", None, AT).unwrap();
    let hero = qotd_sheet(r#"{"name": "Wyatt", "type": "hero", "personality": "disciplined"}"#);
    let wyatt = campaign::add_character(&mut store, qside.id, &hero, AT).unwrap();
    let err = campaign::fate_character(&store, wyatt.id).unwrap_err();
    assert_eq!(posse::error::ErrorCode::code(&err), "not_a_fate_character");
    // A fate sheet on a QOTD side is refused.
    let err = campaign::add_character(&mut store, qside.id, &warrior, AT).unwrap_err();
    assert_eq!(posse::error::ErrorCode::code(&err), "wrong_ruleset");
}

/// A person whose user name is not ASCII (`C:\Users\Jürgen Ñandú 山田\AppData\Roaming\posse`,
/// `/Users/…/Library/Application Support/posse`): the database opens there, keeps what is written,
/// and backs up to a file with such a name.
#[test]
fn a_database_in_a_folder_with_a_non_ascii_name_opens_keeps_and_backs_up() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("Users").join("Jürgen Ñandú 山田");
    let path = home.join("AppData").join("posse").join("posse.sqlite");
    let mut store = Store::open(&path).unwrap();
    campaign::create(&mut store, "Tombstone", Ruleset::Qotd, AT).unwrap();
    drop(store);
    let store = Store::open(&path).unwrap();
    assert_eq!(campaign::list(&store).unwrap()[0].name, "Tombstone");
    let backup = home.join("Sauvegarde d'été.sqlite");
    let info = campaign::backup(&store, &backup).unwrap();
    assert_eq!(info.path, backup.display().to_string());
    let copy = Store::open(&backup).unwrap();
    assert_eq!(campaign::list(&copy).unwrap()[0].name, "Tombstone");
}

#[test]
fn the_default_database_is_posse_sqlite_in_a_posse_folder_of_the_data_directory() {
    let path = posse::store::default_path();
    let last: Vec<_> = path.components().rev().take(2).map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
    assert_eq!(last, ["posse.sqlite", "posse"]);
    if let Some(data) = dirs::data_dir() {
        assert_eq!(path.parent().and_then(|p| p.parent()), Some(data.as_path()));
    }
}

/// The CLI (as the app) finds its database in the data directory of a user whose home folder has a
/// non-ASCII name. Where the data directory comes from the environment: XDG_DATA_HOME on Linux,
/// HOME on macOS (Windows asks the system for the known folder).
#[cfg(unix)]
#[test]
fn the_cli_finds_the_default_database_under_a_non_ascii_home() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("Jürgen Ñandú 山田");
    let data = match cfg!(target_os = "macos") {
        true => home.join("Library").join("Application Support"),
        false => home.join(".local").join("share"),
    };
    let posse = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_posse"))
            .args(args)
            .env_remove("POSSE_DB")
            .env("HOME", &home)
            .env("XDG_DATA_HOME", &data)
            .output()
            .unwrap();
        assert!(out.status.success(), "posse {args:?}: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    };
    posse(&["campaign", "new", "Dry Gulch", "--ruleset", "qotd"]);
    assert!(data.join("posse").join("posse.sqlite").is_file(), "the database is in {}", data.display());
    assert!(posse(&["campaign", "list"]).contains("Dry Gulch"));
}
