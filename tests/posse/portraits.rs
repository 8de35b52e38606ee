//! Portraits kept once, by content (issue 24: a club's campaign exports and imports in time): the
//! change log's character snapshots name a portrait by the SHA-256 of its PNG bytes, which the
//! `portrait` table keeps once; undo and redo bring the same picture back; the campaign file
//! (version 2) carries each picture once. Files of older Posses (version 1, portraits inline) and
//! databases of older Posses (schema 10, portraits inline in the log) are still read:
//! `tests/old-files/` holds one of each, made by Posse before this change.

use std::collections::BTreeMap;

use base64::Engine;
use posse::campaign;
use posse::store::{portraits, Store};
use serde_json::Value;

const AT: i64 = 1_760_000_000;

fn png(width: u32, height: u32, shade: u8) -> Vec<u8> {
    let img = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([shade, (x * 7) as u8, (y * 5) as u8]));
    let mut out = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png).unwrap();
    out
}

fn old_file(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/old-files").join(name)
}

fn b64(text: &str) -> Vec<u8> {
    base64::engine::general_purpose::STANDARD.decode(text).unwrap()
}

/// The change log's rows of a campaign as stored: (action, before, after) as JSON.
fn log_rows(store: &Store, campaign_id: i64) -> Vec<(String, Option<Value>, Option<Value>)> {
    let mut stmt = store
        .conn()
        .prepare("SELECT action, before, after FROM change_log WHERE campaign_id = ?1 ORDER BY id")
        .unwrap();
    let json = |t: Option<String>| t.map(|t| serde_json::from_str::<Value>(&t).unwrap());
    stmt.query_map([campaign_id], |r| Ok((r.get(0)?, json(r.get(1)?), json(r.get(2)?))))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

fn kept(store: &Store) -> i64 {
    portraits::count(store.conn()).unwrap()
}

/// Every character's portrait by name.
fn pictures(store: &Store, campaign_id: i64) -> BTreeMap<String, Option<Vec<u8>>> {
    campaign::detail(store, campaign_id)
        .unwrap()
        .sides
        .iter()
        .flat_map(|s| &s.characters)
        .map(|c| (c.sheet.name().to_string(), campaign::get_portrait(store, c.id).unwrap()))
        .collect()
}

/// The demo with Wyatt's portrait set to A, then B, then A again, Ringo's to B, and Ringo removed;
/// the campaign's id and Wyatt's.
fn with_portraits(store: &mut Store) -> (i64, i64) {
    let id = campaign::create_demo(store, posse::rules::Ruleset::Qotd, AT).unwrap().id;
    let (wyatt, ringo) = (1, 6);
    let (a, b) = (png(40, 30, 200), png(64, 80, 20));
    campaign::set_portrait(store, wyatt, &a, AT + 1).unwrap();
    campaign::set_portrait(store, wyatt, &b, AT + 2).unwrap();
    campaign::set_portrait(store, wyatt, &a, AT + 3).unwrap();
    campaign::set_portrait(store, ringo, &b, AT + 4).unwrap();
    campaign::remove_character(store, ringo, AT + 5).unwrap();
    (id, wyatt)
}

#[test]
fn the_log_names_each_portrait_kept_once_and_undo_brings_the_same_picture_back() {
    let mut store = Store::open_in_memory().unwrap();
    let (id, wyatt) = with_portraits(&mut store);
    // Posse stores a thumbnail of what it is given; the log names it by the SHA-256 of its bytes.
    let wyatt_now = campaign::get_portrait(&store, wyatt).unwrap().unwrap();
    let named = portraits::sha256_hex(&wyatt_now);
    let rows = log_rows(&store, id);
    let snapshots: Vec<&Value> =
        rows.iter().flat_map(|(_, before, after)| [before.as_ref(), after.as_ref()]).flatten().collect();
    assert!(snapshots.iter().all(|s| s.get("portrait_png").is_none()), "no picture inline in the log");
    let names: Vec<&str> = snapshots.iter().filter_map(|s| s.get("portrait_sha256")?.as_str()).collect();
    assert_eq!(names.len(), 7, "3 of Wyatt's changes before and after but one before (none), Ringo's twice: {names:?}");
    assert_eq!(rows[3].2.as_ref().unwrap()["portrait_sha256"], Value::from(named.clone()));
    // Two pictures, each kept once, whatever number of snapshots name them.
    assert_eq!(kept(&store), 2);
    let b_named = rows[2].2.as_ref().unwrap()["portrait_sha256"].as_str().unwrap().to_string();
    assert_eq!(portraits::get(store.conn(), &named).unwrap().unwrap(), wyatt_now);
    let b_now = portraits::get(store.conn(), &b_named).unwrap().unwrap();
    assert_eq!(portraits::sha256_hex(&b_now), b_named);
    assert_ne!(b_now, wyatt_now);

    // Undo: Ringo comes back with his picture, then Wyatt's pictures go back one by one.
    campaign::undo(&mut store, Some(id), AT + 10).unwrap();
    assert_eq!(campaign::get_portrait(&store, 6).unwrap().unwrap(), b_now);
    campaign::undo(&mut store, Some(id), AT + 11).unwrap();
    assert_eq!(campaign::get_portrait(&store, 6).unwrap(), None);
    campaign::undo(&mut store, Some(id), AT + 12).unwrap();
    assert_eq!(campaign::get_portrait(&store, wyatt).unwrap().unwrap(), b_now);
    campaign::undo(&mut store, Some(id), AT + 13).unwrap();
    assert_eq!(campaign::get_portrait(&store, wyatt).unwrap().unwrap(), wyatt_now);
    campaign::undo(&mut store, Some(id), AT + 14).unwrap();
    assert_eq!(campaign::get_portrait(&store, wyatt).unwrap(), None);
    campaign::redo(&mut store, Some(id), AT + 15).unwrap();
    assert_eq!(campaign::get_portrait(&store, wyatt).unwrap().unwrap(), wyatt_now);
    // The undos and redo wrote snapshots too, naming the same two pictures.
    assert_eq!(kept(&store), 2);

    // Kept as first written, like the log.
    let refused = |sql: &str| store.conn().execute(sql, []).unwrap_err().to_string();
    assert!(refused("DELETE FROM portrait").contains("portraits are kept as first written"));
    assert!(refused("UPDATE portrait SET png = x'00'").contains("portraits are kept as first written"));
    assert!(refused("INSERT INTO portrait (sha256, png) VALUES ('not a sha', x'00')").contains("CHECK"));
}

#[test]
fn an_export_carries_each_portrait_once_and_imports_back_equal() {
    let mut store = Store::open_in_memory().unwrap();
    let (id, _) = with_portraits(&mut store);
    let file = campaign::export(&store, id).unwrap();
    assert_eq!(file.version, 2);
    let text = serde_json::to_string_pretty(&file).unwrap();
    assert!(!text.contains("portrait_png"));
    let value: Value = serde_json::from_str(&text).unwrap();
    let carried = value["portraits"].as_object().unwrap();
    assert_eq!(carried.len(), 2);
    for (sha256, picture) in carried {
        assert_eq!(&portraits::sha256_hex(&b64(picture.as_str().unwrap())), sha256);
    }
    // Named on the roster and in the log, carried once.
    let named = carried.keys().next().unwrap().as_str();
    assert!(text.matches(named).count() > 2);
    assert_eq!(text.matches(carried[named].as_str().unwrap()).count(), 1);

    let copy = campaign::import(&mut store, "copy.json", &text, AT + 20).unwrap();
    assert_eq!(pictures(&store, copy.id), pictures(&store, id));
    let snapshots = |c: i64| -> Vec<(Option<Value>, Option<Value>)> {
        campaign::changes(&store, c).unwrap().into_iter().map(|c| (c.before, c.after)).collect()
    };
    let (original, imported) = (snapshots(id), snapshots(copy.id));
    assert_eq!(imported[..original.len()], original[..]);
    assert_eq!(kept(&store), 2, "the import names the pictures kept already");
    // Exported again, the same pictures, the same log.
    let again = campaign::export(&store, copy.id).unwrap();
    assert_eq!(again.portraits, file.portraits);
    assert_eq!(again.log.unwrap()[..file.log.as_ref().unwrap().len()], file.log.unwrap()[..]);
}

#[test]
fn a_version_1_file_with_its_portraits_inline_still_imports() {
    let text = std::fs::read_to_string(old_file("campaign-v1-portraits.json")).unwrap();
    let old: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(old["version"], 1);
    let mut store = Store::open_in_memory().unwrap();
    let id = campaign::import(&mut store, "v1.json", &text, AT).unwrap().id;
    let wyatt = &old["sides"][0]["characters"][0];
    let shown = pictures(&store, id);
    assert_eq!(shown["Wyatt B. S. Earp"], Some(b64(wyatt["portrait_png"].as_str().unwrap())));
    // Its log is kept as the file has it (the pictures inline), and an export names them instead.
    let log = campaign::changes(&store, id).unwrap();
    let removal = log.iter().find(|c| c.action == "character.remove").unwrap();
    let ringo = b64(removal.before.as_ref().unwrap()["portrait_png"].as_str().unwrap());
    let file = serde_json::to_value(campaign::export(&store, id).unwrap()).unwrap();
    let removal = file["log"].as_array().unwrap().iter().find(|c| c["action"] == "character.remove").unwrap();
    let named = removal["before"]["portrait_sha256"].as_str().unwrap();
    assert_eq!(named, portraits::sha256_hex(&ringo));
    assert_eq!(b64(file["portraits"][named].as_str().unwrap()), ringo);
    assert!(!file.to_string().contains("portrait_png"));
    // And that file reads back with the same pictures.
    let again = campaign::import(&mut store, "v2.json", &file.to_string(), AT + 1).unwrap().id;
    assert_eq!(pictures(&store, again), shown);
}

#[test]
fn a_schema_10_database_keeps_its_log_and_undoes_to_the_pictures_it_holds() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.sqlite");
    std::fs::copy(old_file("schema-10-portraits.sqlite"), &path).unwrap();
    let mut store = Store::open(&path).unwrap();
    // Not rewritten: its log rows still carry the pictures.
    let rows = log_rows(&store, 1);
    let inline = |s: &Option<Value>| b64(s.as_ref().unwrap()["portrait_png"].as_str().unwrap());
    let (ringo, wyatt_first) = (inline(&rows[5].1), inline(&rows[1].2));
    assert_eq!(rows.len(), 6);
    // Wyatt's portrait (Ringo's, who was removed) is kept by the migration.
    assert_eq!(kept(&store), 1);
    assert_eq!(portraits::get(store.conn(), &portraits::sha256_hex(&ringo)).unwrap(), Some(ringo.clone()));
    let history: Vec<String> = campaign::history(&store, 1).unwrap().into_iter().map(|h| h.summary).collect();
    assert_eq!(
        history[..3],
        ["Removed Johnny Ringo from The Cowboys", "Set the portrait of Wyatt B. S. Earp", "Edited Wyatt B. S. Earp"]
    );
    // Undo brings Ringo back with his picture, then Wyatt's first.
    campaign::undo(&mut store, Some(1), AT).unwrap();
    assert_eq!(campaign::get_portrait(&store, 6).unwrap(), Some(ringo.clone()));
    campaign::undo(&mut store, Some(1), AT + 1).unwrap();
    assert_eq!(campaign::get_portrait(&store, 1).unwrap(), Some(wyatt_first.clone()));
    // The new rows name them, kept once each.
    let rows = log_rows(&store, 1);
    let named: Vec<&str> = rows[6..].iter().filter_map(|r| r.2.as_ref()?.get("portrait_sha256")?.as_str()).collect();
    assert_eq!(named, [portraits::sha256_hex(&ringo), portraits::sha256_hex(&wyatt_first)]);
    assert_eq!(kept(&store), 2);
    campaign::redo(&mut store, Some(1), AT + 2).unwrap();
    assert_eq!(campaign::get_portrait(&store, 1).unwrap(), Some(ringo));
}

#[test]
fn a_portrait_the_file_does_not_carry_is_refused_naming_it_and_nothing_is_stored() {
    let mut store = Store::open_in_memory().unwrap();
    let (id, _) = with_portraits(&mut store);
    let file = serde_json::to_value(campaign::export(&store, id).unwrap()).unwrap();
    let (campaigns, pictures) = (campaign::list(&store).unwrap().len(), kept(&store));
    let refused = |change: &dyn Fn(&mut Value), store: &mut Store| {
        let mut bad = file.clone();
        change(&mut bad);
        let e = campaign::import(store, "bad.json", &bad.to_string(), AT).unwrap_err();
        assert_eq!(posse::error::ErrorCode::code(&e), "bad_export");
        e.to_string()
    };
    let stranger = "ab".repeat(32);
    let removal = file["log"].as_array().unwrap().iter().position(|c| c["action"] == "character.remove").unwrap();
    let e = refused(&|f| f["log"][removal]["before"]["portrait_sha256"] = Value::from(stranger.clone()), &mut store);
    assert!(e.contains(&format!("log[{removal}].before.portrait_sha256")) && e.contains(&stranger), "{e}");
    let e = refused(&|f| f["sides"][0]["characters"][0]["portrait_sha256"] = Value::from(stranger.clone()), &mut store);
    assert!(e.contains("sides[0].characters[0].portrait_sha256"), "{e}");
    // A picture under another's name.
    let e = refused(
        &|f| {
            let map = f["portraits"].as_object_mut().unwrap();
            let first = map.keys().next().unwrap().clone();
            let other = map.values().nth(1).unwrap().clone();
            map.insert(first, other);
        },
        &mut store,
    );
    assert!(e.contains("portraits.") && e.contains("SHA-256"), "{e}");
    let e = refused(&|f| _ = f["portraits"].as_object_mut().unwrap().insert(stranger.clone(), "%%".into()), &mut store);
    assert!(e.contains(&format!("portraits.{stranger}: not base64")), "{e}");
    assert_eq!((campaign::list(&store).unwrap().len(), kept(&store)), (campaigns, pictures));
}
