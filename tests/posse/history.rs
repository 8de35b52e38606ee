//! Undo, redo, history, backups and the log a campaign file carries: every undo puts the campaign
//! back byte for byte, every redo brings the state after back, the change log only grows.

use posse::campaign::{self, CampaignError, HistoryError};
use posse::error::ErrorCode;
use posse::rules::Ruleset;
use posse::store::operations::{self, OperationKind};
use posse::store::{Store, APPLICATION_ID, SCHEMA_VERSION};
use serde_json::Value;

use super::support::{qotd_sheet, rows, Db};

const AT: i64 = 1_750_000_000;

fn wyatt() -> campaign::Sheet {
    qotd_sheet(
        r#"{"name": "Wyatt Earp", "type": "hero", "personality": "disciplined", "traits": ["marksman"], "weapons": ["winchester"]}"#,
    )
}

/// A PNG or JPEG of some size, for portraits.
fn picture(seed: u8) -> Vec<u8> {
    let img =
        image::RgbImage::from_fn(120, 180, |x, y| image::Rgb([(x as u8).wrapping_mul(seed), (y / 2) as u8, seed]));
    let mut png = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png).unwrap();
    png
}

/// The campaign as the UI sees it, as JSON text.
fn shown(store: &Store, id: i64) -> String {
    serde_json::to_string(&campaign::detail(store, id).unwrap()).unwrap()
}

fn log_len(store: &Store) -> i64 {
    store.conn().query_row("SELECT count(*) FROM change_log", [], |r| r.get(0)).unwrap()
}

/// Does `change`, then checks that undo brings back exactly the state before and redo exactly the
/// state after (twice over), and that the log only grew.
fn undo_and_redo_are_exact(store: &mut Store, id: i64, what: &str, change: impl FnOnce(&mut Store)) {
    let (before, before_rows) = (shown(store, id), rows(store, id));
    change(store);
    let (after, after_rows) = (shown(store, id), rows(store, id));
    assert_ne!(before_rows, after_rows, "{what} changed nothing");
    for round in 0..2 {
        let log = log_len(store);
        let undone = campaign::undo(store, Some(id), AT + 100).unwrap();
        assert_eq!(undone.kind, OperationKind::Undo);
        assert_eq!(shown(store, id), before, "undo of {what} (round {round})");
        assert_eq!(rows(store, id), before_rows, "undo of {what} (round {round})");
        assert!(log_len(store) > log);
        assert_eq!(undone.state.can_redo.as_ref().map(|s| s.operation_id), Some(undone.step.operation_id));
        assert_eq!(undone.state, campaign::history_state(store, id).unwrap(), "the state after undo of {what}");
        let redone = campaign::redo(store, Some(id), AT + 200).unwrap();
        assert_eq!(redone.step, undone.step);
        assert_eq!(redone.state, campaign::history_state(store, id).unwrap(), "the state after redo of {what}");
        assert_eq!(shown(store, id), after, "redo of {what} (round {round})");
        assert_eq!(rows(store, id), after_rows, "redo of {what} (round {round})");
    }
}

#[test]
fn every_kind_of_change_is_undone_byte_for_byte_and_redone_to_the_state_after() {
    let mut store = Store::open_in_memory().unwrap();
    let other = campaign::create_demo(&mut store, Ruleset::Qotd, AT).unwrap();
    let other_shown = shown(&store, other.id);
    let c = campaign::create(&mut store, "Tombstone", Ruleset::Qotd, AT).unwrap().id;

    let mut side = 0;
    undo_and_redo_are_exact(&mut store, c, "adding a side", |s| {
        side = campaign::add_side(s, c, "The Earps", Some(campaign::Suit::Hearts), AT + 1).unwrap().id;
    });
    let mut wyatt_id = 0;
    undo_and_redo_are_exact(&mut store, c, "adding a character", |s| {
        wyatt_id = campaign::add_character(s, side, &wyatt(), AT + 2).unwrap().id;
    });
    undo_and_redo_are_exact(&mut store, c, "setting a portrait", |s| {
        campaign::set_portrait(s, wyatt_id, &picture(3), AT + 3).unwrap();
    });
    undo_and_redo_are_exact(&mut store, c, "replacing a portrait", |s| {
        campaign::set_portrait(s, wyatt_id, &picture(7), AT + 4).unwrap();
    });
    let edited =
        qotd_sheet(r#"{"name": "Wyatt Earp", "type": "hero", "personality": "brave", "weapons": ["shotgun"]}"#);
    undo_and_redo_are_exact(&mut store, c, "editing a character", |s| {
        campaign::edit_character(s, wyatt_id, &edited, AT + 5).unwrap();
    });
    let doc = qotd_sheet(r#"{"name": "Doc Holliday", "type": "main", "personality": "rash"}"#);
    let doc_id = campaign::add_character(&mut store, side, &doc, AT + 6).unwrap().id;
    undo_and_redo_are_exact(&mut store, c, "removing a character with a portrait", |s| {
        campaign::remove_character(s, wyatt_id, AT + 7).unwrap();
    });
    // After the undo, Wyatt is back with his own id, before Doc (added after him) as before.
    campaign::undo(&mut store, Some(c), AT + 8).unwrap();
    let detail = campaign::detail(&store, c).unwrap();
    assert_eq!(detail.sides[0].characters.iter().map(|ch| ch.id).collect::<Vec<_>>(), [wyatt_id, doc_id]);
    assert!(campaign::get_portrait(&store, wyatt_id).unwrap().is_some());

    let fate = campaign::create(&mut store, "Tin Cup", Ruleset::Fate, AT).unwrap().id;
    let current = campaign::options(&store, fate).unwrap().options;
    undo_and_redo_are_exact(&mut store, fate, "changing the options", |s| {
        let new = campaign::with_settings(current, &["fumbles=on".into(), "jams=ansell_1996".into()]).unwrap();
        campaign::set_options(s, fate, new, AT + 9).unwrap();
    });
    let tables = format!("# Tin Cup's own\n{}", campaign::house_tables_text(&store, fate).unwrap());
    undo_and_redo_are_exact(&mut store, fate, "setting the house tables", |s| {
        campaign::set_house_tables(s, fate, Some(&tables), AT + 10).unwrap();
    });

    assert_eq!(shown(&store, other.id), other_shown, "another campaign is never touched");
}

#[test]
fn undo_takes_the_newest_first_and_redo_the_newest_undone_and_a_new_change_clears_redo() {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create(&mut store, "Tombstone", Ruleset::Qotd, AT).unwrap().id;
    let side = campaign::add_side(&mut store, c, "The Earps", None, AT).unwrap().id;
    let a = campaign::add_character(
        &mut store,
        side,
        &qotd_sheet(r#"{"name": "A", "type": "main", "personality": "brave"}"#),
        AT,
    )
    .unwrap();
    let b = campaign::add_character(
        &mut store,
        side,
        &qotd_sheet(r#"{"name": "B", "type": "main", "personality": "brave"}"#),
        AT,
    )
    .unwrap();
    let names = |store: &Store| -> Vec<String> {
        campaign::detail(store, c)
            .unwrap()
            .sides
            .iter()
            .flat_map(|s| &s.characters)
            .map(|ch| ch.sheet.name().to_string())
            .collect()
    };
    let state = campaign::history_state(&store, c).unwrap();
    assert_eq!(state.can_undo.as_ref().unwrap().summary, "Added B (Main Character) to The Earps");
    assert_eq!(state.can_redo, None);

    assert_eq!(campaign::undo(&mut store, Some(c), AT).unwrap().step.summary, "Added B (Main Character) to The Earps");
    assert_eq!(names(&store), ["A"]);
    assert_eq!(campaign::undo(&mut store, Some(c), AT).unwrap().step.summary, "Added A (Main Character) to The Earps");
    assert_eq!(names(&store), Vec::<String>::new());
    let state = campaign::history_state(&store, c).unwrap();
    assert_eq!(state.can_undo.unwrap().summary, "Added the side The Earps to Tombstone");
    assert_eq!(state.can_redo.unwrap().summary, "Added A (Main Character) to The Earps");
    let redone = campaign::redo(&mut store, Some(c), AT).unwrap();
    assert_eq!(redone.step.summary, "Added A (Main Character) to The Earps");
    assert_eq!(names(&store), ["A"]);
    assert_eq!(campaign::detail(&store, c).unwrap().sides[0].characters[0].id, a.id);

    // A new change: B can no longer be redone, and its id is never handed out again.
    let d = campaign::add_character(
        &mut store,
        side,
        &qotd_sheet(r#"{"name": "D", "type": "minor", "personality": "brave"}"#),
        AT,
    )
    .unwrap();
    assert!(d.id > b.id, "ids are never reused ({} after {})", d.id, b.id);
    assert_eq!(campaign::history_state(&store, c).unwrap().can_redo, None);
    let err = campaign::redo(&mut store, Some(c), AT).unwrap_err();
    assert_eq!(err.code(), "nothing_to_redo");
    assert!(err.to_string().starts_with("nothing to redo in \"Tombstone\""), "{err}");

    let history = campaign::history(&store, c).unwrap();
    let kinds: Vec<_> = history.iter().map(|e| e.kind.id()).collect();
    assert_eq!(kinds, ["do", "redo", "undo", "undo", "do", "do", "do", "do"]);
    assert_eq!(history[0].next, Some(campaign::NextStep::Undo));
    assert!(history.iter().any(|e| e.summary == "Added B (Main Character) to The Earps" && e.undone));
    assert!(history.iter().all(|e| e.next != Some(campaign::NextStep::Redo)));
}

#[test]
fn undo_stops_at_a_campaigns_creation_and_at_a_demo_and_says_so() {
    let mut store = Store::open_in_memory().unwrap();
    let err = campaign::undo(&mut store, None, AT).unwrap_err();
    assert_eq!(err.code(), "nothing_to_undo");
    let c = campaign::create(&mut store, "Tombstone", Ruleset::Qotd, AT).unwrap().id;
    campaign::add_side(&mut store, c, "The Earps", None, AT).unwrap();
    campaign::undo(&mut store, None, AT).unwrap();
    let err = campaign::undo(&mut store, Some(c), AT).unwrap_err();
    assert!(matches!(err, HistoryError::NothingToUndo(_)));
    assert!(err.to_string().contains("the campaign's creation, which cannot be undone"), "{err}");
    assert_eq!(campaign::summary(&store, c).unwrap().name, "Tombstone");

    let demo = campaign::create_demo(&mut store, Ruleset::Fate, AT).unwrap();
    assert_eq!(campaign::history_state(&store, demo.id).unwrap().can_undo, None);
    assert_eq!(campaign::undo(&mut store, Some(demo.id), AT).unwrap_err().code(), "nothing_to_undo");
    // With no campaign named, undo takes the newest undoable change of any: none is left.
    assert_eq!(campaign::undo(&mut store, None, AT).unwrap_err().code(), "nothing_to_undo");
    // Redo with no campaign named takes the newest undone one: the side.
    assert_eq!(campaign::redo(&mut store, None, AT).unwrap().campaign_id, c);

    let missing = campaign::undo(&mut store, Some(99), AT).unwrap_err();
    assert_eq!(missing.code(), "campaign_not_found");
    assert!(matches!(missing, HistoryError::Campaign(CampaignError::NotFound { .. })));
}

#[test]
fn undo_picks_the_campaign_changed_last_when_none_is_named() {
    let mut store = Store::open_in_memory().unwrap();
    let a = campaign::create(&mut store, "A", Ruleset::Qotd, AT).unwrap().id;
    let b = campaign::create(&mut store, "B", Ruleset::Qotd, AT).unwrap().id;
    campaign::add_side(&mut store, a, "One", None, AT).unwrap();
    campaign::add_side(&mut store, b, "Two", None, AT).unwrap();
    campaign::add_side(&mut store, a, "Three", None, AT).unwrap();
    assert_eq!(campaign::undo(&mut store, None, AT).unwrap().step.summary, "Added the side Three to A");
    assert_eq!(campaign::undo(&mut store, None, AT).unwrap().step.summary, "Added the side Two to B");
    assert_eq!(campaign::undo(&mut store, None, AT).unwrap().step.summary, "Added the side One to A");
}

#[test]
fn an_id_freed_by_a_removal_is_never_given_to_another_campaign_so_undo_can_take_it_back() {
    let mut store = Store::open_in_memory().unwrap();
    let a = campaign::create(&mut store, "A", Ruleset::Qotd, AT).unwrap().id;
    let b = campaign::create(&mut store, "B", Ruleset::Qotd, AT).unwrap().id;
    let sa = campaign::add_side(&mut store, a, "Gang", None, AT).unwrap().id;
    let sb = campaign::add_side(&mut store, b, "Posse", None, AT).unwrap().id;
    let before = shown(&store, a);
    let gone = campaign::add_character(&mut store, sa, &wyatt(), AT).unwrap().id;
    let with = shown(&store, a);
    campaign::remove_character(&mut store, gone, AT).unwrap();
    let other = campaign::add_character(&mut store, sb, &wyatt(), AT).unwrap().id;
    assert_ne!(other, gone);
    campaign::undo(&mut store, Some(a), AT).unwrap();
    assert_eq!(shown(&store, a), with);
    campaign::undo(&mut store, Some(a), AT).unwrap();
    assert_eq!(shown(&store, a), before);
}

#[test]
fn the_log_and_the_operations_only_grow() {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create(&mut store, "Tombstone", Ruleset::Qotd, AT).unwrap().id;
    let side = campaign::add_side(&mut store, c, "Earps", None, AT).unwrap().id;
    let mut counts = vec![log_len(&store)];
    campaign::add_character(&mut store, side, &wyatt(), AT).unwrap();
    counts.push(log_len(&store));
    campaign::undo(&mut store, Some(c), AT).unwrap();
    counts.push(log_len(&store));
    campaign::redo(&mut store, Some(c), AT).unwrap();
    counts.push(log_len(&store));
    assert!(counts.windows(2).all(|w| w[1] > w[0]), "{counts:?}");
    let actions: Vec<String> = campaign::changes(&store, c).unwrap().into_iter().map(|e| e.action).collect();
    assert_eq!(actions, ["campaign.create", "side.add", "character.add", "undo", "redo"]);

    let ops = operations::of_campaign(store.conn(), c).unwrap();
    assert_eq!(ops.len(), 5);
    assert_eq!(ops[3].target, Some(ops[2].id));
    assert_eq!(ops[4].target, Some(ops[2].id));
    let conn = store.conn();
    let update = conn.execute("UPDATE operation SET summary = 'rewritten'", []).unwrap_err();
    assert!(update.to_string().contains("append-only"), "{update}");
    let delete = conn.execute("DELETE FROM operation", []).unwrap_err();
    assert!(delete.to_string().contains("append-only"), "{delete}");
}

#[test]
fn a_write_with_several_changes_is_one_operation_and_may_be_named() {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create(&mut store, "Tombstone", Ruleset::Qotd, AT).unwrap().id;
    let side = campaign::add_side(&mut store, c, "Earps", None, AT).unwrap().id;
    let a = campaign::add_character(&mut store, side, &wyatt(), AT).unwrap().id;
    let b = campaign::add_character(&mut store, side, &wyatt(), AT).unwrap().id;
    let before = shown(&store, c);
    let log = |tx: &rusqlite::Transaction, id: i64| {
        let snapshot = posse::store::characters::snapshot(tx, id).unwrap();
        posse::store::characters::delete(tx, id).unwrap();
        posse::store::change_log::append(
            tx,
            posse::store::change_log::NewChange {
                campaign_id: c,
                at: AT,
                action: "character.remove",
                entity: "character",
                entity_id: id,
                before: snapshot,
                after: None,
                summary: format!("Removed {id}"),
            },
        )
    };
    store.write(|tx| log(tx, a).and_then(|_| log(tx, b))).unwrap();
    assert_eq!(
        campaign::history_state(&store, c).unwrap().can_undo.unwrap().summary,
        format!("Removed {a} and 1 more change")
    );
    campaign::undo(&mut store, Some(c), AT).unwrap();
    assert_eq!(shown(&store, c), before);
    campaign::redo(&mut store, Some(c), AT).unwrap();
    campaign::undo(&mut store, Some(c), AT).unwrap();
    store.write_named("Cleared the roster", |tx| log(tx, a).and_then(|_| log(tx, b))).unwrap();
    assert_eq!(campaign::history_state(&store, c).unwrap().can_undo.unwrap().summary, "Cleared the roster");
    // A write that logs nothing makes no operation.
    let ops = operations::of_campaign(store.conn(), c).unwrap().len();
    store.write(|_| Ok::<_, posse::store::StoreError>(())).unwrap();
    assert_eq!(operations::of_campaign(store.conn(), c).unwrap().len(), ops);
}

#[test]
fn a_campaign_file_carries_its_log_and_an_import_keeps_it_as_history_that_cannot_be_undone() {
    let mut store = Store::open_in_memory().unwrap();
    let c = campaign::create(&mut store, "Tombstone", Ruleset::Qotd, AT).unwrap().id;
    let side = campaign::add_side(&mut store, c, "Earps", Some(campaign::Suit::Hearts), AT + 1).unwrap().id;
    let w = campaign::add_character(&mut store, side, &wyatt(), AT + 2).unwrap().id;
    campaign::set_portrait(&mut store, w, &picture(5), AT + 3).unwrap();
    campaign::undo(&mut store, Some(c), AT + 4).unwrap();
    let file = campaign::export(&store, c).unwrap();
    let log = file.log.as_ref().unwrap();
    let actions: Vec<&str> = log.iter().map(|e| e.action.as_str()).collect();
    assert_eq!(actions, ["campaign.create", "side.add", "character.add", "character.portrait", "undo"]);
    let text = serde_json::to_string(&file).unwrap();
    let value: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["version"], 2);
    assert!(value["log"][0].get("id").is_none() && value["log"][0].get("campaign_id").is_none());

    let imported = campaign::import(&mut store, "tombstone.json", &text, AT + 10).unwrap();
    let changes = campaign::changes(&store, imported.id).unwrap();
    assert_eq!(changes.len(), log.len() + 1);
    assert_eq!(changes[0].summary, "Started the campaign \"Tombstone\" (Quick on the Draw)");
    assert_eq!(changes[0].at, AT);
    assert_eq!(changes[0].entity_id, imported.id);
    assert_eq!(changes.last().unwrap().action, "campaign.import");
    let ops = operations::of_campaign(store.conn(), imported.id).unwrap();
    assert_eq!(ops.len(), 1);
    assert_eq!((ops[0].kind, ops[0].changes as usize), (OperationKind::Import, log.len() + 1));
    let err = campaign::undo(&mut store, Some(imported.id), AT).unwrap_err();
    assert_eq!(err.code(), "nothing_to_undo");
    assert!(err.to_string().contains("imported"), "{err}");
    assert_eq!(campaign::history_state(&store, imported.id).unwrap().can_redo, None);
    // A change after the import can be undone, back to the import and no further.
    let new_side = campaign::detail(&store, imported.id).unwrap().sides[0].id;
    let before = shown(&store, imported.id);
    campaign::add_character(&mut store, new_side, &wyatt(), AT + 11).unwrap();
    campaign::undo(&mut store, Some(imported.id), AT + 12).unwrap();
    assert_eq!(shown(&store, imported.id), before);
    assert_eq!(campaign::undo(&mut store, Some(imported.id), AT).unwrap_err().code(), "nothing_to_undo");

    // A file without a log (an older Posse's, without the portraits its log named) is still read.
    let mut old: Value = serde_json::from_str(&text).unwrap();
    old.as_object_mut().unwrap().remove("log");
    old.as_object_mut().unwrap().remove("portraits");
    old["version"] = Value::from(1);
    let older = campaign::import(&mut store, "old.json", &old.to_string(), AT).unwrap();
    assert_eq!(campaign::changes(&store, older.id).unwrap().len(), 1);
    // A broken log entry is refused, and nothing is written.
    let campaigns = campaign::list(&store).unwrap().len();
    let mut broken: Value = serde_json::from_str(&text).unwrap();
    broken["log"][1]["at"] = Value::from("yesterday");
    assert_eq!(campaign::import(&mut store, "broken.json", &broken.to_string(), AT).unwrap_err().code(), "bad_export");
    assert_eq!(campaign::list(&store).unwrap().len(), campaigns);
}

#[test]
fn a_version_2_database_with_data_gets_an_operation_per_change_and_its_old_changes_can_be_undone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v2.sqlite");
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute_batch(include_str!("../../src/store/migrations/0001_initial.sql")).unwrap();
        conn.execute_batch(include_str!("../../src/store/migrations/0002_campaign_options.sql")).unwrap();
        conn.pragma_update(None, "user_version", 2).unwrap();
        conn.pragma_update(None, "application_id", APPLICATION_ID).unwrap();
        conn.execute_batch(
            r#"INSERT INTO campaign (id, name, ruleset, created_at) VALUES (1, 'Old Tombstone', 'qotd', 1700000000);
               INSERT INTO change_log (campaign_id, at, action, entity, entity_id, after, summary)
                 VALUES (1, 1700000000, 'campaign.create', 'campaign', 1, '{"name": "Old Tombstone", "ruleset": "qotd"}', 'Started');
               INSERT INTO side (id, campaign_id, name, suit, created_at) VALUES (1, 1, 'Earps', 'hearts', 1700000001);
               INSERT INTO change_log (campaign_id, at, action, entity, entity_id, after, summary)
                 VALUES (1, 1700000001, 'side.add', 'side', 1, '{"name": "Earps", "suit": "hearts"}', 'Added the side Earps');
               INSERT INTO character (id, side_id, name, kind, sheet, created_at, updated_at)
                 VALUES (1, 1, 'Wyatt', 'hero', '{"name":"Wyatt","personality":"disciplined","type":"hero"}', 1700000002, 1700000002);
               INSERT INTO change_log (campaign_id, at, action, entity, entity_id, after, summary)
                 VALUES (1, 1700000002, 'character.add', 'character', 1,
                   '{"side_id": 1, "sheet": {"name":"Wyatt","personality":"disciplined","type":"hero"}, "portrait_png": null}', 'Added Wyatt');
               INSERT INTO change_log (campaign_id, at, action, entity, entity_id, after, summary)
                 VALUES (1, 1700000003, 'character.add', 'character', 7,
                   '{"side_id": 1, "sheet": {"name":"Ike","personality":"rash","type":"main"}, "portrait_png": null}', 'Added Ike');
               INSERT INTO change_log (campaign_id, at, action, entity, entity_id, before, summary)
                 VALUES (1, 1700000004, 'character.remove', 'character', 7,
                   '{"side_id": 1, "sheet": {"name":"Ike","personality":"rash","type":"main"}, "portrait_png": null}', 'Removed Ike');"#,
        )
        .unwrap();
    }
    let mut store = Store::open(&path).unwrap();
    let version: i64 = store.conn().query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
    assert_eq!(version, SCHEMA_VERSION);
    let ops = operations::of_campaign(store.conn(), 1).unwrap();
    assert_eq!(ops.len(), 5);
    assert!(ops.iter().all(|o| o.kind == OperationKind::Do && o.first_change == o.last_change && o.changes == 1));
    assert_eq!(
        ops.iter().map(|o| o.summary.as_str()).collect::<Vec<_>>(),
        ["Started", "Added the side Earps", "Added Wyatt", "Added Ike", "Removed Ike"]
    );
    assert!(ops[0].starts_campaign);

    // The rows came through the rebuild, and ids the log has seen are never handed out again.
    let detail = campaign::detail(&store, 1).unwrap();
    assert_eq!((detail.sides[0].id, detail.sides[0].characters[0].id), (1, 1));
    let wyatt_shown = shown(&store, 1);
    let new = campaign::add_character(&mut store, 1, &wyatt(), AT).unwrap().id;
    assert_eq!(new, 8, "above Ike's 7 from the log");
    campaign::undo(&mut store, Some(1), AT).unwrap();
    assert_eq!(shown(&store, 1), wyatt_shown);

    // Old, thinner snapshots are undone and redone too: Ike comes back with his id, then goes again.
    campaign::undo(&mut store, Some(1), AT).unwrap();
    let ike = campaign::get_character(&store, 7).unwrap();
    assert_eq!(ike.sheet.name(), "Ike");
    campaign::redo(&mut store, Some(1), AT).unwrap();
    assert_eq!(shown(&store, 1), wyatt_shown);
    for _ in 0..4 {
        campaign::undo(&mut store, Some(1), AT).unwrap();
    }
    assert!(campaign::detail(&store, 1).unwrap().sides.is_empty());
    assert_eq!(campaign::undo(&mut store, Some(1), AT).unwrap_err().code(), "nothing_to_undo");
    campaign::redo(&mut store, Some(1), AT).unwrap();
    campaign::redo(&mut store, Some(1), AT).unwrap();
    let side = &campaign::detail(&store, 1).unwrap().sides[0];
    assert_eq!((side.id, side.name.as_str(), side.characters[0].id), (1, "Earps", 1));
}

#[test]
fn a_backup_taken_while_another_connection_reads_opens_with_the_same_campaigns() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("posse.sqlite");
    let mut store = Store::open(&path).unwrap();
    campaign::create_demo(&mut store, Ruleset::Qotd, AT).unwrap();
    let fate = campaign::create_demo(&mut store, Ruleset::Fate, AT).unwrap();
    let side = campaign::detail(&store, fate.id).unwrap().sides[0].id;
    let added = campaign::add_character(
        &mut store,
        side,
        &campaign::parse_sheet("t", r#"{"name": "Clay", "class": "shootist"}"#, Ruleset::Fate).unwrap(),
        AT,
    )
    .unwrap();
    campaign::set_portrait(&mut store, added.id, &picture(9), AT).unwrap();

    let reader = rusqlite::Connection::open(&path).unwrap();
    reader.execute_batch("BEGIN").unwrap();
    let seen: i64 = reader.query_row("SELECT count(*) FROM character", [], |r| r.get(0)).unwrap();
    assert!(seen > 0);

    let target = dir.path().join("backups").join("posse-backup.sqlite");
    std::fs::create_dir(target.parent().unwrap()).unwrap();
    let info = campaign::backup(&store, &target).unwrap();
    assert_eq!(info.campaigns, 2);
    assert_eq!(info.bytes, std::fs::metadata(&target).unwrap().len());
    let err = campaign::backup(&store, &target).unwrap_err();
    assert_eq!(err.code(), "backup_exists");
    reader.execute_batch("COMMIT").unwrap();
    let left: Vec<_> = std::fs::read_dir(target.parent().unwrap()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(left, [std::ffi::OsString::from("posse-backup.sqlite")], "no temporary file is left behind");

    let copy = Store::open(&target).unwrap();
    assert_eq!(campaign::list(&copy).unwrap(), campaign::list(&store).unwrap());
    for c in campaign::list(&store).unwrap() {
        assert_eq!(shown(&copy, c.id), shown(&store, c.id));
    }
    assert_eq!(campaign::get_portrait(&copy, added.id).unwrap(), campaign::get_portrait(&store, added.id).unwrap());

    let nowhere = dir.path().join("no/such/dir/b.sqlite");
    let err = campaign::backup(&store, &nowhere).unwrap_err();
    assert!(!err.code().is_empty() && err.to_string().contains("b.sqlite"), "{err}");
}

#[test]
fn undo_redo_history_and_backup_on_the_command_line() {
    let db = Db::new();
    let err = db.fails(&["undo"]);
    assert!(err.starts_with("error[nothing_to_undo]: nothing to undo"), "{err}");
    let campaign = db.ok(&["campaign", "new", "Dry Gulch"]).trim().to_string();
    let side = db.ok(&["side", "add", "--campaign", &campaign, "The Earps", "--suit", "hearts"]).trim().to_string();
    let hero = db.write("hero.json", r#"{"name": "Wyatt Earp", "type": "hero", "personality": "disciplined"}"#);
    let id = db.ok(&["character", "add", "--side", &side, "--file", &hero]).trim().to_string();
    let with = db.ok(&["campaign", "show", &campaign, "--json"]);
    db.ok(&["character", "remove", &id]);
    let without = db.ok(&["campaign", "show", &campaign, "--json"]);

    let history = db.json(&["history", "--campaign", &campaign, "--json"]);
    assert_eq!(history[0]["summary"], "Removed Wyatt Earp from The Earps");
    assert_eq!(history[0]["next"], "undo");
    let text = db.ok(&["history", "--campaign", &campaign]);
    assert!(text.lines().next().unwrap().starts_with("undo→"), "{text}");

    let undone = db.ok(&["undo", "--campaign", &campaign]);
    assert_eq!(undone.trim(), "Undid: Removed Wyatt Earp from The Earps (Dry Gulch, #1)");
    assert_eq!(db.ok(&["campaign", "show", &campaign, "--json"]), with);
    let redone = db.json(&["redo", "--json"]);
    assert_eq!(redone["kind"], "redo");
    assert_eq!(redone["step"]["summary"], "Removed Wyatt Earp from The Earps");
    assert_eq!(redone["state"]["can_redo"], Value::Null);
    assert_eq!(db.ok(&["campaign", "show", &campaign, "--json"]), without);
    let err = db.run(&["redo", "--campaign", &campaign, "--json"]);
    assert!(!err.status.success());
    let body: Value = serde_json::from_slice(&err.stderr).unwrap();
    assert_eq!(body["code"], "nothing_to_redo");
    assert!(db.fails(&["undo", "--campaign", "42"]).starts_with("error[campaign_not_found]:"));
    for _ in 0..3 {
        db.ok(&["undo", "--campaign", &campaign]);
    }
    let err = db.fails(&["undo", "--campaign", &campaign]);
    assert!(err.starts_with("error[nothing_to_undo]:") && err.contains("creation"), "{err}");

    let file = db.dir().join("backup.sqlite");
    let printed = db.ok(&["backup", "-o", file.to_str().unwrap()]);
    assert_eq!(printed.trim(), file.to_str().unwrap());
    assert!(db.fails(&["backup", "-o", file.to_str().unwrap()]).starts_with("error[backup_exists]:"));
    let json = db.json(&["backup", "-o", db.dir().join("second.sqlite").to_str().unwrap(), "--json"]);
    assert_eq!(json["campaigns"], 1);
    let copy = Store::open(&file).unwrap();
    assert_eq!(campaign::list(&copy).unwrap()[0].name, "Dry Gulch");
}
