//! Bad input across the command line and the app's commands (issue 16, section 4): one table of
//! cases, one runner. Each case runs `posse` on a copy of a database holding both demos, a game and
//! a scenario, and must be refused with `error[code]` and a message naming the field (or the file)
//! at fault — never a panic — and leave the database file byte-identical: the bytes of the file are
//! compared, after the command has ended (Posse closes the database, so no WAL is left beside it;
//! the test checks that too).
//!
//! The app's commands (`src-tauri/src/commands/`) are thin wrappers over the library: a case that
//! has an app form (`ipc`) runs the same input through the library functions the command calls, on
//! another copy, with the same expectations. A database the app cannot open answers every command
//! with `Store::open`'s error, so the database cases check that.
//!
//! Templates: the TOML a user hands Posse — a print template (`--template FILE`) and the house
//! tables of a fate campaign — is refused naming the file, the line and the field; a template's
//! pictures are reached only in its own folder (a link out of it: `tests/posse/templates.rs`).

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use base64::Engine;
use posse::campaign::{self, games};
use posse::campaign::{print_center, print_shop};
use posse::error::{ErrorBody, ErrorCode};
use posse::print::settings::PrintSettings;
use posse::print::Paper;
use posse::store::Store;
use serde_json::{json, Value};

use super::support::Db;

/// The database a case runs on.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Base {
    /// Both demos, game 1 (Dry Gulch) recorded in campaign 1, scenario 1 cast.
    Demo,
    /// Random bytes.
    Garbage,
    /// The demo database cut in half.
    Truncated,
    /// The demo database with a schema version from a newer Posse.
    Newer,
    /// Another program's SQLite database.
    Foreign,
    /// The demo database, its file read-only.
    ReadOnly,
    /// A folder where the database file should be.
    Folder,
    /// A path under a file (its "folder" is a file).
    UnderAFile,
}

/// The library calls an app command makes, given the case's input.
type Ipc = fn(&mut Store, &Given) -> Result<(), ErrorBody>;

/// What a case hands Posse: its input as a file (and its bytes) and a scratch folder.
struct Given<'a> {
    file: &'a Path,
    bytes: &'a [u8],
    dir: &'a Path,
}

impl Given<'_> {
    /// The input as the app would send it: JSON (the app never sends text that is not JSON).
    fn json(&self) -> Value {
        serde_json::from_slice(self.bytes).expect("an app case's input is JSON")
    }
}

struct Case {
    name: &'static str,
    /// The arguments after `posse --db DB`, split at spaces: `{file}` is the input file, `{dir}` the
    /// scratch folder, `{input}` the input itself (as one argument), `{db}` the database.
    args: &'static str,
    input: Vec<u8>,
    base: Base,
    code: &'static str,
    /// What the message must name: the field (`participants[0].kills`), flag or file.
    names: &'static str,
    ipc: Option<Ipc>,
}

fn case(
    name: &'static str,
    args: &'static str,
    input: impl Into<Vec<u8>>,
    code: &'static str,
    names: &'static str,
) -> Case {
    Case { name, args, input: input.into(), base: Base::Demo, code, names, ipc: None }
}

impl Case {
    fn on(mut self, base: Base) -> Case {
        self.base = base;
        self
    }

    fn ipc(mut self, ipc: Ipc) -> Case {
        self.ipc = Some(ipc);
        self
    }
}

fn body<E: ErrorCode>(e: E) -> ErrorBody {
    e.to_body()
}

const AT: i64 = 1_800_000_000;

// The app's commands, as they call the library (see src-tauri/src/commands/).

fn add_character(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    let side = if g.json().get("class").is_some() { 3 } else { 1 };
    let sheet = campaign::sheet_for_side(store, side, g.json()).map_err(body)?;
    campaign::add_character(store, side, &sheet, AT).map(drop).map_err(body)
}

fn add_to_qotd_side(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    let sheet = campaign::sheet_for_side(store, 1, g.json()).map_err(body)?;
    campaign::add_character(store, 1, &sheet, AT).map(drop).map_err(body)
}

fn edit_character(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    let sheet = campaign::sheet_for_character(store, 1, g.json()).map_err(body)?;
    campaign::edit_character(store, 1, &sheet, AT).map(drop).map_err(body)
}

fn record_game(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    let game = games::game_from_value(g.json()).map_err(body)?;
    games::record_game(store, 1, &game, AT).map(drop).map_err(body)
}

fn enter_dice(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    let rolls = games::rolls_from_value(g.json()).map_err(body)?;
    games::record_aftermath_dice(store, 1, &games::DiceSource::Entered(rolls), AT).map(drop).map_err(body)
}

fn apply(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    let choices = games::choices_from_value(g.json()).map_err(body)?;
    let source = games::DiceSource::Seed(42);
    games::apply_aftermath(store, 1, &source, Some(&choices), AT).map(drop).map_err(body)
}

fn create_scenario(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    campaign::create_scenario(store, 1, g.json(), AT).map(drop).map_err(body)
}

fn import(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    campaign::import_file(store, g.file, AT).map(drop).map_err(body)
}

fn import_folder(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    campaign::import_file(store, g.dir, AT).map(drop).map_err(body)
}

fn set_portrait(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    let upload = base64::engine::general_purpose::STANDARD.encode(g.bytes);
    campaign::set_portrait_base64(store, 1, &upload, AT).map(drop).map_err(body)
}

fn upload_text(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    campaign::set_portrait_base64(store, 1, &String::from_utf8_lossy(g.bytes), AT).map(drop).map_err(body)
}

fn export_to_folder(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    campaign::export_file(store, 1, g.dir).map(drop).map_err(body)
}

/// The app prints through the print center: the roster previewed, then those bytes saved where the
/// save dialog said (`print_preview`, `save_pdf`).
fn print_to_folder(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    let job = print_center::PrintJob::Roster { campaign_id: 1, options: campaign::RosterOptions::default() };
    let shown = print_center::preview(store, &job, &PrintSettings::default()).map_err(body)?;
    print_center::save(g.dir, &shown.pdf).map(drop).map_err(body)
}

fn backup_to_folder(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    campaign::backup(store, g.dir).map(drop).map_err(body)
}

fn new_campaign(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    let name = String::from_utf8_lossy(g.bytes);
    campaign::create(store, &name, posse::rules::Ruleset::Qotd, AT).map(drop).map_err(body)
}

fn rename_campaign(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    campaign::rename(store, 1, &String::from_utf8_lossy(g.bytes), AT).map(drop).map_err(body)
}

fn add_side(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    campaign::add_side(store, 1, &String::from_utf8_lossy(g.bytes), None, AT).map(drop).map_err(body)
}

fn house_tables(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    campaign::set_house_tables(store, 2, Some(&String::from_utf8_lossy(g.bytes)), AT).map(drop).map_err(body)
}

/// The fate deck of campaign 2 as the print center asks for it, with the case's file as its template.
fn fate_deck_template(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    let settings = PrintSettings { template: Some(g.file.display().to_string()), ..Default::default() };
    let source = print_shop::DeckSource::Campaign { campaign_id: 2, side_id: None };
    print_shop::fate_deck_pdf(store, source, None, &settings).map(drop).map_err(body)
}

/// The roster of campaign 1 with the case's file as its template.
fn roster_template(store: &mut Store, g: &Given) -> Result<(), ErrorBody> {
    let template = g.file.display().to_string();
    campaign::roster_pdf(store, 1, &campaign::RosterOptions::default(), Paper::A4, Some(&template))
        .map(drop)
        .map_err(body)
}

/// A shipped template's text with `from` replaced by `to`.
fn template(name: &str, from: &str, to: &str) -> String {
    let text = posse::print::template::shipped(name).unwrap().text;
    assert!(text.contains(from), "{name}: {from}");
    text.replacen(from, to, 1)
}

fn huge(n: usize) -> String {
    "W".repeat(n)
}

fn qotd_sheet(extra: Value) -> Vec<u8> {
    let mut sheet = json!({"name": "Bat Masterson", "type": "main", "personality": "brave"});
    for (k, v) in extra.as_object().unwrap() {
        sheet[k] = v.clone();
    }
    sheet.to_string().into_bytes()
}

fn fate_sheet(extra: Value) -> Vec<u8> {
    let mut sheet = json!({"name": "Kid Curry", "class": "gunman"});
    for (k, v) in extra.as_object().unwrap() {
        sheet[k] = v.clone();
    }
    sheet.to_string().into_bytes()
}

fn game(participants: Value) -> Vec<u8> {
    json!({"title": "Showdown", "date": "1881-10-27", "participants": participants}).to_string().into_bytes()
}

fn script(sides: Value) -> Vec<u8> {
    json!({"title": "Next Morning", "sides": sides}).to_string().into_bytes()
}

/// A campaign file as `posse campaign export` writes it, with `change` made to it.
fn campaign_file(change: fn(&mut Value)) -> Vec<u8> {
    let mut store = Store::open_in_memory().unwrap();
    let id = campaign::create_demo(&mut store, posse::rules::Ruleset::Qotd, AT).unwrap().id;
    let mut file = serde_json::to_value(campaign::export(&store, id).unwrap()).unwrap();
    change(&mut file);
    file.to_string().into_bytes()
}

fn png(width: u32, height: u32) -> Vec<u8> {
    let img = image::RgbImage::from_pixel(width, height, image::Rgb([120, 80, 40]));
    let mut out = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png).unwrap();
    out
}

fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let img = image::RgbImage::from_pixel(width, height, image::Rgb([120, 80, 40]));
    let mut out = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Jpeg).unwrap();
    out
}

/// CRC-32 (ISO-HDLC, as PNG uses), bit by bit.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

/// A PNG of a few dozen bytes that says it is `side`×`side` pixels: an image bomb.
fn png_bomb(side: u32) -> Vec<u8> {
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut chunk = |kind: &[u8], data: &[u8]| {
        out.extend((data.len() as u32).to_be_bytes());
        let body: Vec<u8> = kind.iter().chain(data).copied().collect();
        out.extend(&body);
        out.extend(crc32(&body).to_be_bytes());
    };
    let mut header = side.to_be_bytes().to_vec();
    header.extend(side.to_be_bytes());
    header.extend([8, 0, 0, 0, 0]);
    chunk(b"IHDR", &header);
    chunk(b"IDAT", &[0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]);
    chunk(b"IEND", &[]);
    out
}

/// A small JPEG whose frame header says it is 60000×60000 pixels: an image bomb.
fn jpeg_bomb() -> Vec<u8> {
    let mut out = jpeg(8, 8);
    let frame = out.windows(2).position(|w| w == [0xFF, 0xC0]).expect("a baseline frame header");
    out[frame + 5..frame + 7].copy_from_slice(&60000u16.to_be_bytes());
    out[frame + 7..frame + 9].copy_from_slice(&60000u16.to_be_bytes());
    out
}

fn cases() -> Vec<Case> {
    use Base::*;
    let add = "character add --side 1 --file {file}";
    let add_fate = "character add --side 3 --file {file}";
    let record = "game record --campaign 1 --file {file}";
    let dice = "game dice 1 --rolls {file}";
    let choose = "game apply 1 --seed 42 --choices {file}";
    let cast = "cast new --campaign 1 --file {file}";
    let import_cmd = "campaign import {file}";
    let portrait = "character portrait 1 --file {file}";
    let deck_template = "print fate-deck --campaign 2 -o {dir}/deck.pdf --template {file}";
    let truncated_png = {
        let p = png(60, 60);
        p[..p.len() / 2].to_vec()
    };
    let truncated_jpeg = {
        let j = jpeg(60, 60);
        j[..j.len() / 2].to_vec()
    };
    vec![
        // Character sheets: malformed and wrong-typed JSON, huge strings, unknown ids.
        case("sheet: not JSON", add, "hello, I am Wyatt", "malformed_json", "line 1"),
        case("sheet: cut short", add, r#"{"name": "Wyatt", "type": "hero""#, "malformed_json", "line 1"),
        case("sheet: empty file", add, "", "malformed_json", "line 1"),
        case("sheet: a list", add, "[1, 2]", "malformed_json", "sheet").ipc(add_to_qotd_side),
        case("sheet: a number", add, "42", "malformed_json", "sheet").ipc(add_to_qotd_side),
        case("sheet: name a number", add, qotd_sheet(json!({"name": 5})), "malformed_json", "name").ipc(add_character),
        case("sheet: name missing", add, r#"{"type": "main", "personality": "brave"}"#, "malformed_json", "name")
            .ipc(add_character),
        case("sheet: traits a string", add, qotd_sheet(json!({"traits": "marksman"})), "malformed_json", "traits")
            .ipc(add_character),
        case("sheet: a trait a number", add, qotd_sheet(json!({"traits": ["marksman", 5]})), "malformed_json", "traits[1]")
            .ipc(add_character),
        case("sheet: shield \"yes\"", add, qotd_sheet(json!({"shield": "yes"})), "malformed_json", "shield").ipc(add_character),
        case("sheet: an unknown key", add, qotd_sheet(json!({"horse": "Silver"})), "malformed_json", "horse")
            .ipc(add_character),
        case("sheet: a 1 MB name", add, qotd_sheet(json!({"name": huge(1 << 20)})), "name_too_long", "name")
            .ipc(add_character),
        case("sheet: 2 MB of notes", add, qotd_sheet(json!({"notes": huge(2 << 20)})), "text_too_long", "notes")
            .ipc(add_character),
        case("sheet: an empty name", add, qotd_sheet(json!({"name": "  "})), "empty_name", "name").ipc(add_character),
        case("sheet: unknown type", add, qotd_sheet(json!({"type": "demigod"})), "unknown_type", "type").ipc(add_character),
        case("sheet: unknown personality", add, qotd_sheet(json!({"personality": "grumpy"})), "unknown_personality", "personality")
            .ipc(add_character),
        case("sheet: unknown trait", add, qotd_sheet(json!({"traits": ["telepathy"]})), "unknown_trait", "traits[0]")
            .ipc(add_character),
        case("sheet: unknown weapon", add, qotd_sheet(json!({"weapons": ["ray_gun"]})), "unknown_weapon", "weapons[0]")
            .ipc(add_character),
        case("sheet: a fate sheet on a qotd side", add, fate_sheet(json!({})), "malformed_json", "class")
            .ipc(add_to_qotd_side),
        case("fate sheet: unknown class", add_fate, fate_sheet(json!({"class": "wizard"})), "unknown_class", "class")
            .ipc(add_character),
        case("fate sheet: unknown skill", add_fate, fate_sheet(json!({"skills": ["flying"]})), "unknown_skill", "skills[0]")
            .ipc(add_character),
        case("fate sheet: hand \"tentacle\"", add_fate, fate_sheet(json!({"hand": "tentacle"})), "unknown_hand", "hand")
            .ipc(add_character),
        case("fate sheet: kills -1", add_fate, fate_sheet(json!({"kills": -1})), "malformed_json", "kills").ipc(add_character),
        case("fate sheet: kills \"many\"", add_fate, fate_sheet(json!({"kills": "many"})), "malformed_json", "kills")
            .ipc(add_character),
        case("fate sheet: a wound of nowhere", add_fate, fate_sheet(json!({"wounds": ["serious nowhere"]})), "unknown_location", "wounds[0]")
            .ipc(add_character),
        case("fate sheet: 2 MB of notes", add_fate, fate_sheet(json!({"notes": huge(2 << 20)})), "text_too_long", "notes")
            .ipc(add_character),
        case("edit: name a list", "character edit 1 --file {file}", qotd_sheet(json!({"name": ["Wyatt"]})), "malformed_json", "name")
            .ipc(edit_character),
        case("edit: nobody #999", "character edit 999 --file {file}", qotd_sheet(json!({})), "character_not_found", "999"),
        case("add: side #999", "character add --side 999 --file {file}", qotd_sheet(json!({})), "side_not_found", "999"),
        // Input files that are not files.
        case("sheet file: a folder", "character add --side 1 --file {dir}", "", "read_failed", "{dir}"),
        case("sheet file: missing", "character add --side 1 --file {dir}/nowhere.json", "", "read_failed", "nowhere.json"),
        case("sheet file: not UTF-8", add, vec![0xff, 0xfe, 0x7b, 0x00], "read_failed", "not UTF-8"),
        // Games.
        case("game: not JSON", record, "{title: Showdown}", "invalid_game", "game"),
        case("game: a list", record, "[]", "invalid_game", "game").ipc(record_game),
        case("game: participants a number", record, game(json!(3)), "invalid_game", "participants").ipc(record_game),
        case(
            "game: kills a number",
            record,
            game(json!([{"character": "Wyatt Earp", "ended": "uninjured", "kills": 3}])),
            "invalid_game",
            "participants[0].kills",
        )
        .ipc(record_game),
        case("game: an unknown ending", record, game(json!([{"character": "Virgil Earp", "ended": "wounded"}])), "invalid_game", "participants[0].ended")
            .ipc(record_game),
        case("game: a fate ending in qotd", record, game(json!([{"character": "Virgil Earp", "ended": "flesh_wounded"}])), "invalid_game", "participants[0].ended")
            .ipc(record_game),
        case("game: nobody of that name", record, game(json!([{"character": "Jesse James", "ended": "uninjured"}])), "invalid_game", "participants[0].character")
            .ipc(record_game),
        case(
            "game: a date written 26/10/1881",
            record,
            r#"{"title": "T", "date": "26/10/1881", "participants": [{"character": "Wyatt Earp", "ended": "uninjured"}]}"#,
            "invalid_game",
            "date",
        )
        .ipc(record_game),
        case(
            "game: the 30th of February",
            record,
            r#"{"title": "T", "date": "1881-02-30", "participants": [{"character": "Wyatt Earp", "ended": "uninjured"}]}"#,
            "invalid_game",
            "date",
        )
        .ipc(record_game),
        case(
            "game: a 1 MB title",
            record,
            json!({"title": huge(1 << 20), "date": "1881-10-27", "participants": [{"character": "Virgil Earp", "ended": "uninjured"}]}).to_string(),
            "invalid_game",
            "title",
        )
        .ipc(record_game),
        case(
            "game: 2 MB of notes",
            record,
            json!({"title": "T", "notes": huge(2 << 20), "date": "1881-10-27", "participants": [{"character": "Virgil Earp", "ended": "uninjured"}]}).to_string(),
            "invalid_game",
            "notes",
        )
        .ipc(record_game),
        case("game: campaign #999", "game record --campaign 999 --file {file}", game(json!([])), "campaign_not_found", "999"),
        // Dice and choices.
        case("rolls: a die \"a\"", dice, r#"{"rolls": [{"character": "Wyatt Earp", "dice": ["a"]}]}"#, "invalid_game", "rolls[0].dice[0]")
            .ipc(enter_dice),
        case("rolls: a die of 11", dice, r#"{"rolls": [{"character": "Wyatt Earp", "dice": [11, 3]}]}"#, "invalid_dice", "dice[0]")
            .ipc(enter_dice),
        case("rolls: a die of 0", dice, r#"{"rolls": [{"character": "Wyatt Earp", "dice": [0, 3]}]}"#, "invalid_dice", "dice[0]")
            .ipc(enter_dice),
        case("rolls: not a list", dice, r#"{"rolls": "10 and 3"}"#, "invalid_game", "rolls").ipc(enter_dice),
        case("rolls: cut short", dice, r#"{"rolls": [{"character": "#, "invalid_game", "rolls"),
        case("rolls: someone not in the game", dice, r#"{"rolls": [{"character": "Johnny Behan", "dice": [5]}]}"#, "invalid_dice", "Johnny Behan")
            .ipc(enter_dice),
        case("choices: a number", choose, r#"{"choices": 5}"#, "invalid_game", "choices").ipc(apply),
        case("choices: an unknown key", choose, r#"{"choices": [{"character": "Wyatt Earp", "wish": "tough"}]}"#, "invalid_game", "choices[0]")
            .ipc(apply),
        // Scenarios.
        case("script: not JSON", cast, "title: Next Morning", "malformed_json", "line 1"),
        case("script: sides a number", cast, script(json!(5)), "malformed_scenario", "sides").ipc(create_scenario),
        case("script: a character an object", cast, script(json!([{"side": "The Earps", "player": "Ann", "characters": [{"x": 1}]}])), "malformed_scenario", "sides[0].characters[0]")
            .ipc(create_scenario),
        case("script: nobody of that name", cast, script(json!([{"side": "The Earps", "player": "Ann", "characters": ["Jesse James"]}])), "unknown_character", "sides[0].characters[0]")
            .ipc(create_scenario),
        case("script: an unknown side", cast, script(json!([{"side": "The Daltons", "player": "Ann", "characters": []}])), "unknown_side", "sides[0].side")
            .ipc(create_scenario),
        case("script: five cards for a Hero", cast, script(json!([{"side": "The Earps", "player": "Ann", "characters": ["Virgil Earp"], "cards": {"Virgil Earp": ["A", "2", "3", "4", "5"]}}])), "wrong_card_count", "cards")
            .ipc(create_scenario),
        case("script: an unknown beast", cast, script(json!([{"side": "The Earps", "player": "Ann", "characters": [], "extras": [{"name": "Nessie", "beast": "lake_monster"}]}])), "unknown_beast", "extras[0]")
            .ipc(create_scenario),
        case("script: a 1 MB title", cast, json!({"title": huge(1 << 20), "sides": []}).to_string(), "name_too_long", "title")
            .ipc(create_scenario),
        case("script: 2 MB of plot", cast, json!({"title": "T", "plot": huge(2 << 20), "sides": [{"side": "The Earps", "player": "Ann", "characters": ["Virgil Earp"]}]}).to_string(), "text_too_long", "plot")
            .ipc(create_scenario),
        // Campaign files.
        case("import: not JSON", import_cmd, "posse!", "malformed_json", "line 1"),
        case("import: another program's JSON", import_cmd, r#"{"format": "gunfight-log", "version": 1}"#, "bad_export", "format").ipc(import),
        case("import: no format", import_cmd, r#"{"campaign": {"name": "X"}}"#, "bad_export", "format").ipc(import),
        case("import: from a newer Posse", import_cmd, campaign_file(|f| f["version"] = json!(99)), "bad_export", "version").ipc(import),
        case("import: a name a number", import_cmd, campaign_file(|f| f["campaign"]["name"] = json!(3)), "bad_export", "campaign.name")
            .ipc(import),
        case("import: an unknown rule set", import_cmd, campaign_file(|f| f["campaign"]["ruleset"] = json!("warhammer")), "unknown_ruleset", "ruleset")
            .ipc(import),
        case("import: a bad character", import_cmd, campaign_file(|f| f["sides"][0]["characters"][0]["type"] = json!("demigod")), "bad_export", "sides[0].characters[0]")
            .ipc(import),
        case("import: a portrait not base64", import_cmd, campaign_file(|f| f["sides"][0]["characters"][0]["portrait_png"] = json!("%%%")), "bad_export", "portrait_png")
            .ipc(import),
        case("import: a cut portrait", import_cmd, campaign_file(|f| {
            let p = png(40, 40);
            f["sides"][0]["characters"][0]["portrait_png"] = json!(base64::engine::general_purpose::STANDARD.encode(&p[..p.len() / 2]));
        }), "portrait_undecodable", "portrait")
            .ipc(import),
        case("import: a portrait the file does not carry", import_cmd, campaign_file(|f| f["sides"][0]["characters"][0]["portrait_sha256"] = json!("ab".repeat(32))), "bad_export", "sides[0].characters[0].portrait_sha256")
            .ipc(import),
        case("import: a portrait under another's name", import_cmd, campaign_file(|f| {
            f["sides"][0]["characters"][0]["portrait_sha256"] = json!("ab".repeat(32));
            let picture = base64::engine::general_purpose::STANDARD.encode(png(4, 4));
            f["portraits"] = Value::Object([("ab".repeat(32), json!(picture))].into_iter().collect());
        }), "bad_export", "SHA-256")
            .ipc(import),
        case("import: two sides of one suit", import_cmd, campaign_file(|f| f["sides"][1]["suit"] = f["sides"][0]["suit"].clone()), "bad_export", "sides[1].suit")
            .ipc(import),
        case("import: a game on no date", import_cmd, campaign_file(|f| f["games"] = json!([{"id": 1, "title": "T", "played_on": "yesterday", "record": {}, "created_at": 1}])), "bad_export", "games[0]")
            .ipc(import),
        case("import: a log entry of nothing", import_cmd, campaign_file(|f| f["log"][0]["action"] = json!(" ")), "bad_export", "log[0]")
            .ipc(import),
        case("import: a folder", "campaign import {dir}", "", "read_failed", "{dir}").ipc(import_folder),
        // Portraits: not images, cut images, image bombs, too big.
        case("portrait: text", portrait, "not a picture", "portrait_not_image", "portrait").ipc(set_portrait),
        case("portrait: an empty file", portrait, "", "portrait_not_image", "portrait").ipc(set_portrait),
        case("portrait: a cut PNG", portrait, truncated_png, "portrait_undecodable", "portrait").ipc(set_portrait),
        case("portrait: a cut JPEG", portrait, truncated_jpeg, "portrait_undecodable", "portrait").ipc(set_portrait),
        case("portrait: a PNG bomb (100000×100000)", portrait, png_bomb(100_000), "portrait_too_large", "portrait").ipc(set_portrait),
        case("portrait: a JPEG bomb (60000×60000)", portrait, jpeg_bomb(), "portrait_too_large", "portrait").ipc(set_portrait),
        case("portrait: a GIF", portrait, b"GIF89a\x01\x00\x01\x00\x00\x00\x00;".to_vec(), "portrait_not_image", "GIF").ipc(set_portrait),
        case("portrait: 21 MB", portrait, vec![0u8; 21 << 20], "portrait_too_large", "portrait").ipc(set_portrait),
        case("portrait upload: not base64", portrait, "not a picture", "portrait_not_image", "portrait").ipc(upload_text),
        case("portrait: nobody #999", "character portrait 999 --file {file}", png(10, 10), "character_not_found", "999"),
        // Databases: corrupt, cut, newer, foreign, read-only, not a file.
        case("database: random bytes", "campaign list", "", "not_a_database", "{db}").on(Garbage),
        case("database: random bytes, a write", "campaign rename 1 X", "", "not_a_database", "{db}").on(Garbage),
        case("database: cut in half", "campaign list", "", "database_corrupt", "{db}").on(Truncated),
        case("database: cut in half, a write", "campaign rename 1 X", "", "database_corrupt", "{db}").on(Truncated),
        case("database: from a newer Posse", "campaign list", "", "database_too_new", "{db}").on(Newer),
        case("database: from a newer Posse, a write", "demo", "", "database_too_new", "{db}").on(Newer),
        case("database: another program's", "campaign list", "", "not_a_posse_database", "{db}").on(Foreign),
        case("database: another program's, a write", "demo", "", "not_a_posse_database", "{db}").on(Foreign),
        case("database: read-only", "campaign rename 1 X", "", "database_read_only", "{db}").on(ReadOnly),
        case("database: read-only, a read", "campaign list", "", "database_read_only", "{db}").on(ReadOnly),
        case("database: a folder", "campaign list", "", "not_a_database", "{db}").on(Folder),
        case("database: under a file", "demo", "", "database_dir", "a-file").on(UnderAFile),
        // Outputs that are folders.
        case("export to a folder", "campaign export 1 -o {dir}", "", "io_error", "{dir}").ipc(export_to_folder),
        case("print to a folder", "print roster --campaign 1 -o {dir}", "", "io_error", "{dir}").ipc(print_to_folder),
        case("back up onto a folder", "backup -o {dir}", "", "backup_exists", "{dir}").ipc(backup_to_folder),
        case("export into no folder", "campaign export 1 -o {dir}/nowhere/x.json", "", "io_error", "nowhere"),
        // House tables (the TOML users can hand Posse).
        case("house tables: not TOML", "campaign house-tables 2 --import {file}", "[[[ chits", "house_tables_unreadable", "line 1").ipc(house_tables),
        case("house tables: a chit a number", "campaign house-tables 2 --import {file}", "[hit_location]\nchits = 5\n", "house_tables_unreadable", "line 2")
            .ipc(house_tables),
        case("house tables: a file that is a folder", "campaign house-tables 2 --import {dir}", "", "read_failed", "{dir}"),
        case("house tables: a qotd campaign", "campaign house-tables 1 --import {file}", "", "not_a_fate_campaign", "campaign")
            .ipc(|store, _| campaign::set_house_tables(store, 1, Some(""), AT).map(drop).map_err(body)),
        // Print templates (`--template FILE`).
        case("template: not TOML", deck_template, "[[[ type", "template_invalid", "line 1").ipc(fate_deck_template),
        case("template: of another printable", deck_template, template("chits", "", ""), "template_invalid", "printable: this is a template of the hit-location chits, not of the fate deck")
            .ipc(fate_deck_template),
        case("template: a booklet for the roster", "print roster --campaign 1 -o {dir}/r.pdf --template {file}", template("booklet", "", ""), "template_invalid", "not of the roster sheet")
            .ipc(roster_template),
        case("template: no printable", deck_template, template("fate-deck", "printable = \"fate-deck\"", ""), "template_invalid", "printable: missing")
            .ipc(fate_deck_template),
        case("template: a negative type size", deck_template, template("fate-deck", "skills_pt = 7.5", "skills_pt = -1"), "template_invalid", "line 16: type.skills_pt")
            .ipc(fate_deck_template),
        case("template: a colour above 1", deck_template, template("fate-deck", "legend = [0.52", "legend = [52"), "template_invalid", "colours.legend")
            .ipc(fate_deck_template),
        case("template: an unknown field", deck_template, template("fate-deck", "[show]\n", "[show]\nsparkles = true\n"), "template_invalid", "sparkles")
            .ipc(fate_deck_template),
        case("template: a 1 MB file", deck_template, format!("{}#{}", template("fate-deck", "", ""), huge(1 << 20)), "template_unreadable", "KB")
            .ipc(fate_deck_template),
        case("template: a folder", "print fate-deck --campaign 2 -o {dir}/d.pdf --template {dir}", "", "template_unreadable", "{dir}"),
        case("template: missing", "print fate-deck --campaign 2 -o {dir}/d.pdf --template {dir}/nowhere.toml", "", "template_unreadable", "nowhere.toml"),
        case("template: a picture up and out (..)", deck_template, template("fate-deck", "image = \"\"", "image = \"../posse.sqlite\""), "template_picture_refused", "back.image: \"../posse.sqlite\" leaves the template's folder")
            .ipc(fate_deck_template),
        case("template: a picture by absolute path", deck_template, template("fate-deck", "image = \"\"", "image = \"/etc/passwd\""), "template_picture_refused", "back.image: \"/etc/passwd\" is an absolute path")
            .ipc(fate_deck_template),
        case("template: a picture that is not one", deck_template, template("fate-deck", "image = \"\"", "image = \"input\""), "template_picture_refused", "is not a PNG or JPEG")
            .ipc(fate_deck_template),
        case("template: a picture that is not there", deck_template, template("fate-deck", "image = \"\"", "image = \"back.png\""), "template_picture_refused", "back.png")
            .ipc(fate_deck_template),
        case("template: for the alignment test", "print alignment-test -o {dir}/a.pdf --template {file}", template("fate-deck", "", ""), "print_option_not_applicable", "template"),
        // Names, rule sets and options.
        case("campaign: no name", "campaign new {input} --ruleset qotd", "", "empty_name", "name").ipc(new_campaign),
        case("campaign: a 100 kB name", "campaign new {input} --ruleset qotd", huge(100_000), "name_too_long", "name").ipc(new_campaign),
        case("campaign: a blank name", "campaign new {input} --ruleset qotd", "   ", "empty_name", "name").ipc(new_campaign),
        case("campaign: an unknown rule set", "campaign new X --ruleset warhammer", "", "unknown_ruleset", "ruleset"),
        case("campaign: options for qotd", "campaign new X --ruleset qotd --option jams=playsheet", "", "bad_option", "option"),
        case("campaign: an unknown option", "campaign options 2 --set dragons=on", "", "bad_option", "dragons"),
        case("campaign: an option's unknown value", "campaign options 2 --set jams=sometimes", "", "bad_option", "jams"),
        case("rename: a blank name", "campaign rename 1 {input}", "  ", "empty_name", "name").ipc(rename_campaign),
        case("side: an unknown suit", "side add --campaign 1 Daltons --suit moons", "", "unknown_suit", "suit"),
        case("side: a suit in a fate campaign", "side add --campaign 2 Daltons --suit hearts", "", "no_suits", "suit"),
        case("side: a name taken", "side add --campaign 1 {input}", "The Earps", "duplicate_side", "name").ipc(add_side),
        // Flags that do not apply to the test asked.
        case("odds: --range on a pistol's hit", "odds fate hit --weapon six_shooter --range 5", "", "not_applicable", "--range"),
        case("odds: --hand in a fight", "odds fate fight --class gunman --target-class citizen --hand left", "", "not_applicable", "--hand"),
        case("odds: --near-boss with no Boss", "odds fate nerve --class gunman --near-boss", "", "not_applicable", "--near-boss"),
        case("odds: --hand in a nerve test", "odds fate nerve --class gunman --hand left", "", "not_applicable", "--hand"),
    ]
}

/// The demo database every case starts from, made once: both demos, game 1, scenario 1.
fn demo_database() -> &'static Path {
    static DEMO: std::sync::OnceLock<(Db, PathBuf)> = std::sync::OnceLock::new();
    let (_, path) = DEMO.get_or_init(|| {
        let db = Db::new();
        db.ok(&["demo"]);
        db.ok(&["demo", "--ruleset", "fate"]);
        let game = db.write(
            "game.json",
            &String::from_utf8(game(json!([
                {"character": "Wyatt Earp", "ended": "uninjured"},
                {"character": "Dusty", "ended": "injured_no_cards"}
            ])))
            .unwrap(),
        );
        db.ok(&["game", "record", "--campaign", "1", "--file", &game]);
        let script = db.write("script.json", r#"{"title": "Dry Gulch", "sides": [{"side": "The Earps", "player": "Ann", "characters": ["Virgil Earp"]}]}"#);
        db.ok(&["cast", "new", "--campaign", "1", "--file", &script]);
        let path = db.path.clone();
        (db, path)
    });
    path
}

/// Puts the case's database at `dir/posse.sqlite` (or a path standing for it); returns the path.
fn lay(base: Base, dir: &Path) -> PathBuf {
    let path = dir.join("posse.sqlite");
    let demo = demo_database();
    match base {
        Base::Demo | Base::ReadOnly => {
            std::fs::copy(demo, &path).unwrap();
            if base == Base::ReadOnly {
                let mut perms = std::fs::metadata(&path).unwrap().permissions();
                perms.set_readonly(true);
                std::fs::set_permissions(&path, perms).unwrap();
            }
        }
        Base::Garbage => {
            std::fs::write(&path, (0..70_000u32).map(|i| (i * 7919 % 251) as u8).collect::<Vec<_>>()).unwrap()
        }
        Base::Truncated => {
            let bytes = std::fs::read(demo).unwrap();
            std::fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
        }
        Base::Newer => {
            std::fs::copy(demo, &path).unwrap();
            let conn = rusqlite::Connection::open(&path).unwrap();
            conn.pragma_update(None, "user_version", 99).unwrap();
        }
        Base::Foreign => {
            let conn = rusqlite::Connection::open(&path).unwrap();
            conn.execute_batch(
                "CREATE TABLE ledger (id INTEGER PRIMARY KEY, amount REAL); INSERT INTO ledger VALUES (1, 9.5);",
            )
            .unwrap();
        }
        Base::Folder => std::fs::create_dir(&path).unwrap(),
        Base::UnderAFile => {
            std::fs::write(dir.join("a-file"), "not a folder").unwrap();
            return dir.join("a-file").join("posse.sqlite");
        }
    }
    path
}

/// What must be true of the database after a refusal: the same bytes, nothing left beside it.
fn unchanged(db: &Path, before: &Option<Vec<u8>>) -> Result<(), String> {
    let now = std::fs::read(db).ok();
    if &now != before {
        return Err(format!(
            "the database file changed ({:?} → {:?} bytes)",
            before.as_ref().map(Vec::len),
            now.as_ref().map(Vec::len)
        ));
    }
    let wal = PathBuf::from(format!("{}-wal", db.display()));
    if std::fs::metadata(&wal).is_ok_and(|m| m.len() > 0) {
        return Err(format!("{} was left behind", wal.display()));
    }
    Ok(())
}

fn expand(text: &str, file: &Path, dir: &Path, db: &Path, input: &[u8]) -> String {
    text.replace("{file}", file.to_str().unwrap())
        .replace("{dir}", dir.to_str().unwrap())
        .replace("{db}", db.to_str().unwrap())
        .replace("{input}", &String::from_utf8_lossy(input))
}

/// Runs a case on the command line: `Err` says what was wrong.
fn run_cli(case: &Case) -> Result<(), String> {
    let temp = tempfile::tempdir().unwrap();
    let db = lay(case.base, temp.path());
    let (file, dir) = (temp.path().join("input"), temp.path().join("scratch"));
    std::fs::write(&file, &case.input).unwrap();
    std::fs::create_dir(&dir).unwrap();
    let before = std::fs::read(&db).ok();
    let args: Vec<String> = case.args.split_whitespace().map(|a| expand(a, &file, &dir, &db, &case.input)).collect();
    let out = Command::new(env!("CARGO_BIN_EXE_posse"))
        .arg("--db")
        .arg(&db)
        .args(&args)
        .env_remove("POSSE_DB")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let shown: String = stderr.chars().take(300).collect();
    if out.status.success() {
        return Err(format!(
            "accepted; printed {}",
            String::from_utf8_lossy(&out.stdout).chars().take(200).collect::<String>()
        ));
    }
    let prefix = format!("error[{}]: ", case.code);
    if !stderr.starts_with(&prefix) {
        return Err(format!("wanted {prefix}…, got {shown}"));
    }
    let names = expand(case.names, &file, &dir, &db, &case.input);
    if !stderr.contains(&names) {
        return Err(format!("the message does not name {names}: {shown}"));
    }
    if stderr.lines().count() > 1 {
        return Err(format!("more than one line: {shown}"));
    }
    if case.base == Base::Folder {
        return if db.is_dir() { Ok(()) } else { Err("the folder is gone".into()) };
    }
    unchanged(&db, &before)
}

/// Runs a case through the library functions the app's command calls: `Err` says what was wrong.
fn run_ipc(case: &Case, ipc: Option<Ipc>) -> Result<(), String> {
    let temp = tempfile::tempdir().unwrap();
    let db = lay(case.base, temp.path());
    let (file, dir) = (temp.path().join("input"), temp.path().join("scratch"));
    std::fs::write(&file, &case.input).unwrap();
    std::fs::create_dir(&dir).unwrap();
    let before = std::fs::read(&db).ok();
    let given = Given { file: &file, bytes: &case.input, dir: &dir };
    // A database the app cannot open answers every command with the error of opening it.
    let answer = match Store::open(&db) {
        Err(e) => Err(e.to_body()),
        Ok(mut store) => match ipc {
            Some(ipc) => ipc(&mut store, &given),
            None => Ok(()),
        },
    };
    let Err(answer) = answer else {
        return Err("accepted".to_string());
    };
    if answer.code != case.code {
        return Err(format!("wanted code {}, got {answer:?}", case.code));
    }
    let names = expand(case.names, &file, &dir, &db, &case.input);
    if !answer.message.contains(&names) {
        return Err(format!(
            "the message does not name {names}: {}",
            answer.message.chars().take(300).collect::<String>()
        ));
    }
    if case.base == Base::Folder {
        return Ok(());
    }
    unchanged(&db, &before)
}

#[test]
fn bad_input_is_refused_clearly_and_changes_nothing() {
    let cases = cases();
    let mut failures = Vec::new();
    let mut ipc_cases = 0;
    for case in &cases {
        if let Err(e) = run_cli(case) {
            failures.push(format!("{} (posse {}): {e}", case.name, case.args));
        }
        let ipc = match (case.ipc, case.base) {
            (Some(ipc), _) => Some(Some(ipc)),
            (None, Base::Demo) => None,
            (None, _) => Some(None),
        };
        if let Some(ipc) = ipc {
            ipc_cases += 1;
            if let Err(e) = run_ipc(case, ipc) {
                failures.push(format!("{} (the app's command): {e}", case.name));
            }
        }
    }
    let _ = writeln!(
        std::io::stderr(),
        "bad input: {} cases on the command line, {ipc_cases} of them through the app's commands too: {} refused as they should be",
        cases.len(),
        cases.len() + ipc_cases - failures.len()
    );
    assert!(cases.len() >= 80, "only {} cases", cases.len());
    assert!(failures.is_empty(), "{} of the bad-input cases failed:\n{}", failures.len(), failures.join("\n"));
}
