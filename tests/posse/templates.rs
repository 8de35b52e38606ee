//! Templates a user changes (issue 12): `posse print templates`, `posse print template export`,
//! and `--template FILE` on every print command — the changed look reaching the PDF, a template of
//! another printable refused with the reason, and pictures reached only in the template's folder.

use std::process::Command;

use lopdf::Document;
use serde_json::Value;

use super::support::Db;

fn path(db: &Db, name: &str) -> String {
    db.dir().join(name).to_str().unwrap().to_string()
}

/// The text of a PDF as poppler reads it, whitespace collapsed.
fn pdf_text(pdf: &str) -> String {
    let out = Command::new("pdftotext").arg("-raw").arg(pdf).arg("-").output().expect("pdftotext (poppler-utils)");
    assert!(out.status.success(), "pdftotext: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().split_whitespace().collect::<Vec<_>>().join(" ")
}

/// How many images a PDF holds.
fn images(pdf: &str) -> usize {
    let doc = Document::load(pdf).unwrap();
    doc.objects
        .values()
        .filter(|o| {
            o.as_stream().is_ok_and(|s| s.dict.get(b"Subtype").and_then(|t| t.as_name()).is_ok_and(|n| n == b"Image"))
        })
        .count()
}

fn png(width: u32, height: u32) -> Vec<u8> {
    let img = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x * 3) as u8, (y * 2) as u8, 200]));
    let mut out = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png).unwrap();
    out
}

/// The fate demo with a cast: (campaign id, cast id).
fn fate_cast(db: &Db) -> (String, String) {
    let campaign = db.ok(&["demo", "--ruleset", "fate"]).trim().to_string();
    let script = db.write(
        "tonight.json",
        r#"{ "title": "Tonight at Tin Cup", "sides": [
            { "side": "The Kelly Gang", "player": "Ann", "characters": ["Kid Kelly", "Swede Larsen"] },
            { "side": "Tin Cup Citizens' Committee", "player": "Bob", "characters": ["Marshal Dan Tolliver"] } ] }"#,
    );
    let cast = db.ok(&["cast", "new", "--campaign", &campaign, "--file", &script]).trim().to_string();
    (campaign, cast)
}

/// The MWW demo with a cast of two gangs and a civilian: the cast's id.
fn mww_cast(db: &Db) -> String {
    let campaign = db.ok(&["demo", "--ruleset", "mww"]).trim().to_string();
    let script = db.write(
        "bank-job.json",
        r#"{ "title": "The Dry Creek Bank Job", "sides": [
            { "side": "The Curry Gang", "player": "Ann", "characters": ["Kid Curry", "Flat Nose Logan"] },
            { "side": "Marshal Hoyt's Posse", "player": "Bob", "characters": ["Marshal Hoyt"] } ],
            "civilians": ["The teller"] }"#,
    );
    db.ok(&["cast", "new", "--campaign", &campaign, "--file", &script]).trim().to_string()
}

/// Every operation of every content stream (the pages' and the form XObjects', where the backs are
/// drawn) named `operator`, with its numbers.
fn operations(pdf: &str, operator: &str) -> Vec<Vec<f32>> {
    let doc = Document::load(pdf).unwrap();
    let mut found = Vec::new();
    for object in doc.objects.values() {
        let Ok(stream) = object.as_stream() else { continue };
        // Not a picture nor a font file: drawings (a page's, or a form's) only.
        let subtype = stream.dict.get(b"Subtype").and_then(|t| t.as_name()).ok();
        if !matches!(subtype, None | Some(b"Form")) || stream.dict.has(b"Length1") {
            continue;
        }
        let bytes = stream.decompressed_content().unwrap_or_else(|_| stream.content.clone());
        let Ok(content) = lopdf::content::Content::decode(&bytes) else { continue };
        for op in content.operations.iter().filter(|op| op.operator == operator) {
            found.push(op.operands.iter().filter_map(|o| o.as_float().ok()).collect());
        }
    }
    found
}

#[test]
fn the_templates_are_listed_and_each_exported_copy_prints_its_printable() {
    let db = Db::new();
    let listed = db.ok(&["print", "templates"]);
    for name in ["roster", "booklet", "fate-deck", "chits", "pack", "action-cards", "turn-cards"] {
        assert!(listed.lines().any(|l| l.starts_with(name)), "{name} missing from:\n{listed}");
    }
    let json: Value = db.json(&["print", "templates", "--json"]);
    let list = json.as_array().unwrap();
    assert_eq!(list.len(), 7);
    let booklet = list.iter().find(|t| t["name"] == "booklet").unwrap();
    assert_eq!(booklet["printable"], "booklet");
    assert_eq!(booklet["used_by"], serde_json::json!(["posse print playsheet", "posse print cast-sheet"]));

    let (campaign, cast) = fate_cast(&db);
    let qotd = db.ok(&["demo"]).trim().to_string();
    let qotd_cast = db.write(
        "qotd.json",
        r#"{"title": "Dry Gulch", "sides": [{"side": "The Earps", "player": "Ann", "characters": ["Virgil Earp"]}]}"#,
    );
    let qotd_cast = db.ok(&["cast", "new", "--campaign", &qotd, "--file", &qotd_cast]).trim().to_string();
    let mww_cast = mww_cast(&db);
    let printed: [(&str, Vec<&str>); 8] = [
        ("roster", vec!["roster", "--campaign", &campaign]),
        ("booklet", vec!["playsheet", "fate", "--campaign", &campaign]),
        ("booklet", vec!["cast-sheet", "--cast", &qotd_cast]),
        ("fate-deck", vec!["fate-deck", "--cast", &cast]),
        ("chits", vec!["chits", "--campaign", &campaign]),
        ("pack", vec!["pack", "--cast", &qotd_cast]),
        ("action-cards", vec!["action-cards"]),
        ("turn-cards", vec!["turn-cards", "--cast", &mww_cast]),
    ];
    for (name, command) in printed {
        let file = path(&db, &format!("{name}.toml"));
        let out = db.run(&["print", "template", "export", name, "-o", &file]);
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && said.contains(&format!("--template {file}")), "{said}");
        let shipped = posse::print::template::shipped(name).unwrap().text;
        assert_eq!(std::fs::read_to_string(&file).unwrap(), shipped, "the copy is the shipped template");
        let out = path(&db, &format!("{}.pdf", command[0]));
        let mut args = vec!["print"];
        args.extend(&command);
        args.extend(["--template", &file, "-o", &out]);
        db.ok(&args);
        assert!(std::fs::read(&out).unwrap().starts_with(b"%PDF"), "{command:?}");
    }
}

#[test]
fn a_changed_template_changes_the_printed_deck_and_chits() {
    let db = Db::new();
    let (campaign, cast) = fate_cast(&db);
    let deck_toml = path(&db, "deck.toml");
    db.ok(&["print", "template", "export", "fate-deck", "-o", &deck_toml]);
    let shipped = std::fs::read_to_string(&deck_toml).unwrap();
    let plain = path(&db, "plain.pdf");
    db.ok(&["print", "fate-deck", "--cast", &cast, "-o", &plain]);
    assert!(!pdf_text(&plain).contains("TIN CUP"));

    let changed =
        shipped.replacen("title = \"\"", "title = \"TIN CUP\"", 1).replacen("tallies = true", "tallies = false", 1);
    std::fs::write(&deck_toml, changed).unwrap();
    let mine = path(&db, "mine.pdf");
    db.ok(&["print", "fate-deck", "--cast", &cast, "--template", &deck_toml, "-o", &mine]);
    let text = pdf_text(&mine);
    assert!(text.contains("TIN CUP"), "the back's title is the template's: {text}");
    let kills = |text: &str| text.matches("Kills").count();
    assert!(kills(&text) < kills(&pdf_text(&plain)), "the tallies (Wounds, Kills) are gone");

    // Chits without their codes: the two rolls ("5 · 2") are no longer printed.
    let chits_toml = path(&db, "chits.toml");
    db.ok(&["print", "template", "export", "chits", "-o", &chits_toml]);
    let with_codes = path(&db, "chits.pdf");
    db.ok(&["print", "chits", "--campaign", &campaign, "-o", &with_codes]);
    let text = std::fs::read_to_string(&chits_toml).unwrap().replacen("code = true", "code = false", 1);
    std::fs::write(&chits_toml, text).unwrap();
    let without = path(&db, "chits-plain.pdf");
    db.ok(&["print", "chits", "--campaign", &campaign, "--template", &chits_toml, "-o", &without]);
    assert!(pdf_text(&with_codes).contains("1 · 1"), "{}", pdf_text(&with_codes));
    assert!(!pdf_text(&without).contains("1 · 1"));
}

#[test]
fn a_booklet_template_can_leave_out_the_quick_reference() {
    let db = Db::new();
    let qotd = db.ok(&["demo"]).trim().to_string();
    let script = db.write(
        "cast.json",
        r#"{"title": "Dry Gulch", "sides": [{"side": "The Earps", "player": "Ann", "characters": ["Virgil Earp"]}]}"#,
    );
    let cast = db.ok(&["cast", "new", "--campaign", &qotd, "--file", &script]).trim().to_string();
    let booklet = path(&db, "booklet.toml");
    db.ok(&["print", "template", "export", "booklet", "-o", &booklet]);
    let text =
        std::fs::read_to_string(&booklet).unwrap().replacen("quick_reference = true", "quick_reference = false", 1);
    std::fs::write(&booklet, text).unwrap();
    let (with, without) = (path(&db, "with.pdf"), path(&db, "without.pdf"));
    db.ok(&["print", "cast-sheet", "--cast", &cast, "-o", &with]);
    db.ok(&["print", "cast-sheet", "--cast", &cast, "--template", &booklet, "-o", &without]);
    assert!(pdf_text(&with).contains("Quick reference"));
    assert!(!pdf_text(&without).contains("Quick reference"));
    assert!(pdf_text(&without).contains("Virgil Earp"));
}

#[test]
fn a_logo_and_a_back_picture_in_the_templates_folder_are_printed() {
    let db = Db::new();
    let (_, cast) = fate_cast(&db);
    let folder = db.dir().join("my-look");
    std::fs::create_dir(&folder).unwrap();
    std::fs::write(folder.join("star.png"), png(40, 40)).unwrap();
    std::fs::write(folder.join("back.png"), png(60, 90)).unwrap();
    let toml = folder.join("deck.toml");
    let text = posse::print::template::shipped("fate-deck")
        .unwrap()
        .text
        .replacen("image = \"\"", "image = \"back.png\"", 1)
        .replacen("image = \"\"", "image = \"./star.png\"", 1);
    std::fs::write(&toml, text).unwrap();
    let (plain, mine) = (path(&db, "plain.pdf"), path(&db, "mine.pdf"));
    db.ok(&["print", "fate-deck", "--cast", &cast, "-o", &plain]);
    db.ok(&["print", "fate-deck", "--cast", &cast, "--template", toml.to_str().unwrap(), "-o", &mine]);
    assert_eq!(images(&mine), images(&plain) + 2, "the logo and the back picture, each embedded once");
}

/// A template saved on Windows: CRLF line endings and a picture in a subfolder named with `\`.
/// It prints the same on every system.
#[test]
fn a_template_written_on_windows_prints_its_pictures_from_a_subfolder() {
    let db = Db::new();
    let (_, cast) = fate_cast(&db);
    let folder = db.dir().join("windows-look");
    std::fs::create_dir_all(folder.join("art")).unwrap();
    std::fs::write(folder.join("art").join("star.png"), png(40, 40)).unwrap();
    std::fs::write(folder.join("art").join("back.png"), png(60, 90)).unwrap();
    let toml = folder.join("deck.toml");
    let text = posse::print::template::shipped("fate-deck")
        .unwrap()
        .text
        .replacen("image = \"\"", "image = 'art\\back.png'", 1)
        .replacen("image = \"\"", "image = \"art\\\\star.png\"", 1)
        .replace('\n', "\r\n");
    std::fs::write(&toml, text).unwrap();
    let (plain, mine) = (path(&db, "plain.pdf"), path(&db, "mine.pdf"));
    db.ok(&["print", "fate-deck", "--cast", &cast, "-o", &plain]);
    db.ok(&["print", "fate-deck", "--cast", &cast, "--template", toml.to_str().unwrap(), "-o", &mine]);
    assert_eq!(images(&mine), images(&plain) + 2, "the logo and the back picture, each embedded once");
    // Climbing out with `..\` is refused as `../` is, naming the line.
    let out = std::fs::read_to_string(&toml).unwrap().replacen("art\\\\star.png", "..\\\\star.png", 1);
    std::fs::write(&toml, &out).unwrap();
    let err = db.fails(&["print", "fate-deck", "--cast", &cast, "--template", toml.to_str().unwrap(), "-o", &mine]);
    assert!(err.contains("logo.image: \"..\\star.png\" leaves the template's folder"), "{err}");
}

#[cfg(unix)]
#[test]
fn a_picture_reached_through_a_link_out_of_the_folder_is_refused() {
    let db = Db::new();
    let (_, cast) = fate_cast(&db);
    let outside = db.dir().join("outside.png");
    std::fs::write(&outside, png(10, 10)).unwrap();
    let folder = db.dir().join("look");
    std::fs::create_dir(&folder).unwrap();
    std::os::unix::fs::symlink(&outside, folder.join("logo.png")).unwrap();
    let toml = folder.join("deck.toml");
    let text = posse::print::template::shipped("fate-deck").unwrap().text;
    let line = text.lines().enumerate().filter(|(_, l)| l.starts_with("image = ")).nth(1).unwrap().0 + 1;
    std::fs::write(&toml, text.replacen(
        "[logo]\n# A PNG or JPEG in this template's folder printed on every front; empty for none.\nimage = \"\"",
        "[logo]\n# A PNG or JPEG in this template's folder printed on every front; empty for none.\nimage = \"logo.png\"",
        1,
    ))
    .unwrap();
    let out = path(&db, "deck.pdf");
    let err = db.fails(&["print", "fate-deck", "--cast", &cast, "--template", toml.to_str().unwrap(), "-o", &out]);
    assert!(err.starts_with("error[template_picture_refused]: "), "{err}");
    assert!(err.contains(&format!("{}: line {line}: logo.image: \"logo.png\" leads out of", toml.display())), "{err}");
    assert!(!std::path::Path::new(&out).exists(), "nothing written");

    // A link inside the folder is fine.
    std::fs::remove_file(folder.join("logo.png")).unwrap();
    std::fs::write(folder.join("real.png"), png(10, 10)).unwrap();
    std::os::unix::fs::symlink(folder.join("real.png"), folder.join("logo.png")).unwrap();
    db.ok(&["print", "fate-deck", "--cast", &cast, "--template", toml.to_str().unwrap(), "-o", &out]);
}

#[test]
fn a_changed_turn_deck_template_changes_the_printed_turn_deck() {
    let db = Db::new();
    let cast = mww_cast(&db);
    let toml = path(&db, "turn.toml");
    db.ok(&["print", "template", "export", "turn-cards", "-o", &toml]);
    let plain = path(&db, "plain.pdf");
    db.ok(&["print", "turn-cards", "--cast", &cast, "-o", &plain]);

    let changed = std::fs::read_to_string(&toml)
        .unwrap()
        .replacen("action_points_pt = 12.0", "action_points_pt = 17.0", 1)
        .replacen("when_drawn = true", "when_drawn = false", 1)
        .replacen("colour = [0.38, 0.22, 0.1]", "colour = [0.1, 0.5, 0.2]", 1)
        .replacen("subtitle = \"\"", "subtitle = \"DRY CREEK\"", 1);
    std::fs::write(&toml, changed).unwrap();
    let mine = path(&db, "mine.pdf");
    db.ok(&["print", "turn-cards", "--cast", &cast, "--template", &toml, "-o", &mine]);

    let (before, after) = (pdf_text(&plain), pdf_text(&mine));
    assert!(before.contains("When this card is drawn the gang acts"), "{before}");
    assert!(!after.contains("When this card is drawn"), "the when-drawn line is hidden: {after}");
    assert!(after.contains("Kid Curry, Flat Nose Logan") && after.contains("The teller"), "{after}");
    assert!(before.contains("TURN DECK") && !after.contains("TURN DECK"), "the back's subtitle is the template's");
    assert_eq!(after.matches("DRY CREEK").count(), 3, "on each of the three backs: {after}");

    // The APs at 17 pt ("5 each" on the civilians' card fits at its size), which nothing was set at.
    let sizes = |pdf: &str| operations(pdf, "Tf").into_iter().filter_map(|n| n.last().copied()).collect::<Vec<_>>();
    assert!(!sizes(&plain).contains(&17.0), "{:?}", sizes(&plain));
    assert!(sizes(&mine).contains(&17.0), "{:?}", sizes(&mine));
    // The backs in the template's colour.
    let fills = |pdf: &str| operations(pdf, "rg");
    let close = |a: &[f32], b: [f32; 3]| a.len() == 3 && a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-3);
    assert!(fills(&plain).iter().any(|c| close(c, [0.38, 0.22, 0.1])));
    assert!(!fills(&mine).iter().any(|c| close(c, [0.38, 0.22, 0.1])), "no saddle brown left");
    assert!(fills(&mine).iter().any(|c| close(c, [0.1, 0.5, 0.2])), "{:?}", fills(&mine));
}

#[test]
fn a_bad_turn_deck_template_or_a_picture_out_of_its_folder_is_refused_naming_the_file_line_and_field() {
    let db = Db::new();
    let cast = mww_cast(&db);
    let shipped = posse::print::template::shipped("turn-cards").unwrap().text;
    let out = path(&db, "turn.pdf");

    let toml = path(&db, "turn.toml");
    let text = shipped.replacen("when_drawn_pt = 5.8", "when_drawn_pt = -1.0", 1);
    std::fs::write(&toml, &text).unwrap();
    let line = text.lines().position(|l| l.starts_with("when_drawn_pt")).unwrap() + 1;
    let err = db.fails(&["print", "turn-cards", "--cast", &cast, "--template", &toml, "-o", &out]);
    assert_eq!(
        err.trim(),
        format!(
            "error[template_invalid]: template {toml}: line {line}: type.when_drawn_pt: must be a positive number, \
             not -1"
        )
    );
    assert!(!std::path::Path::new(&out).exists(), "nothing written");

    // A logo beside the template's folder, reached with `..`.
    let folder = db.dir().join("look");
    std::fs::create_dir(&folder).unwrap();
    std::fs::write(db.dir().join("star.png"), png(20, 20)).unwrap();
    let toml = folder.join("turn.toml");
    let logo = "# A PNG or JPEG in this template's folder printed on every front; empty for none.\nimage = ";
    let text = shipped.replacen(&format!("{logo}\"\""), &format!("{logo}\"../star.png\""), 1);
    assert_ne!(text, shipped);
    std::fs::write(&toml, &text).unwrap();
    let line = text.lines().position(|l| l.contains("../star.png")).unwrap() + 1;
    let err = db.fails(&["print", "turn-cards", "--cast", &cast, "--template", toml.to_str().unwrap(), "-o", &out]);
    assert!(err.starts_with("error[template_picture_refused]: "), "{err}");
    assert!(
        err.contains(&format!(
            "{}: line {line}: logo.image: \"../star.png\" leaves the template's folder",
            toml.display()
        )),
        "{err}"
    );
    assert!(!std::path::Path::new(&out).exists(), "nothing written");

    // In the folder, the logo and a back picture are printed: each embedded once.
    std::fs::rename(db.dir().join("star.png"), folder.join("star.png")).unwrap();
    std::fs::write(folder.join("back.png"), png(60, 90)).unwrap();
    let text = text.replacen("../star.png", "star.png", 1).replacen("image = \"\"", "image = \"back.png\"", 1);
    std::fs::write(&toml, text).unwrap();
    let plain = path(&db, "plain.pdf");
    db.ok(&["print", "turn-cards", "--cast", &cast, "-o", &plain]);
    db.ok(&["print", "turn-cards", "--cast", &cast, "--template", toml.to_str().unwrap(), "-o", &out]);
    assert_eq!(images(&out), images(&plain) + 2);
}
