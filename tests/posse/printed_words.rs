//! What every printable says to the players who hold it (issue 29, items 5 and 13): no command
//! line (`posse tables show …`) and no table id (`twtw.deck`) on any page, and no date in the
//! PDF's information that Posse did not give it (printpdf's 1970-01-01).

use std::process::Command;

use super::support::Db;

/// A `posse …` command written out, or a table id such as `qotd.courage_test`.
fn raw_words(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in text.lines() {
        let lower = line.to_lowercase();
        let command = lower.match_indices("posse ").any(|(i, _)| {
            let before = lower[..i].chars().last();
            let after = lower[i + 6..].chars().next();
            // "Posse rolls it" is a name; "posse tables", "posse print" are commands.
            before.is_none_or(|c| !c.is_alphanumeric())
                && after.is_some_and(|c| c.is_ascii_lowercase())
                && line[i..].starts_with("posse ")
        });
        let id = ["qotd.", "fate.", "mww.", "twtw."].iter().any(|prefix| {
            line.match_indices(prefix).any(|(i, _)| {
                let before = line[..i].chars().last();
                let after = line[i + prefix.len()..].chars().next();
                before.is_none_or(|c| !c.is_alphanumeric()) && after.is_some_and(|c| c.is_ascii_lowercase())
            })
        });
        if command || id {
            found.push(line.trim().to_string());
        }
    }
    found
}

#[test]
fn the_raw_word_finder_finds_commands_and_ids_and_nothing_else() {
    assert_eq!(raw_words("Every chart (posse tables show ID prints the same)").len(), 1);
    assert_eq!(raw_words("Posse's decisions are in twtw.deck.").len(), 1);
    assert!(raw_words("Every table exactly as Posse rolls it. Posse's reconstruction. e.g. 3.5 dice").is_empty());
}

#[test]
fn no_printable_shows_a_command_or_a_table_id_or_a_date_of_1970() {
    let db = Db::new();
    for ruleset in ["qotd", "fate", "mww", "twtw"] {
        db.ok(&["demo", "--ruleset", ruleset]);
    }
    // A scenario on each campaign that has one to print from.
    let qotd = db.write(
        "qotd.json",
        r#"{"title": "Noon", "sides": [{"side": 1, "player": "Ann", "characters": ["Wyatt Earp", "Doc Holliday"]},
            {"side": 2, "player": "Bob", "characters": ["Johnny Ringo"]}]}"#,
    );
    let fate = db.write(
        "fate.json",
        r#"{"title": "Dusk", "sides": [{"side": "The Kelly Gang", "player": "Ann", "characters": ["Kid Kelly"]},
            {"side": "Tin Cup Citizens' Committee", "player": "Bob", "characters": ["Doc Ames"]}]}"#,
    );
    let mww = db.write(
        "mww.json",
        r#"{"title": "Payday", "sides": [{"side": "The Curry Gang", "player": "Ann", "characters": ["Kid Curry"]},
            {"side": "Marshal Hoyt's Posse", "player": "Bob", "characters": ["Marshal Hoyt"]}], "civilians": ["The teller"]}"#,
    );
    let q = db.ok(&["cast", "new", "--campaign", "1", "--file", &qotd]).trim().to_string();
    let f = db.ok(&["cast", "new", "--campaign", "2", "--file", &fate]).trim().to_string();
    let m = db.ok(&["cast", "new", "--campaign", "3", "--file", &mww]).trim().to_string();

    let jobs: Vec<(&str, Vec<&str>)> = vec![
        ("playsheet-qotd", vec!["print", "playsheet", "qotd"]),
        ("playsheet-fate", vec!["print", "playsheet", "fate"]),
        ("playsheet-fate-campaign", vec!["print", "playsheet", "fate", "--campaign", "2"]),
        ("playsheet-mww", vec!["print", "playsheet", "mww"]),
        ("playsheet-twtw", vec!["print", "playsheet", "twtw"]),
        ("roster-qotd", vec!["print", "roster", "--campaign", "1"]),
        ("roster-fate", vec!["print", "roster", "--campaign", "2"]),
        ("roster-mww", vec!["print", "roster", "--campaign", "3"]),
        ("roster-twtw", vec!["print", "roster", "--campaign", "4"]),
        ("cast-sheet-qotd", vec!["print", "cast-sheet", "--cast", &q]),
        ("cast-sheet-fate", vec!["print", "cast-sheet", "--cast", &f]),
        ("fate-deck", vec!["print", "fate-deck", "--campaign", "2"]),
        ("chits", vec!["print", "chits", "--campaign", "2"]),
        ("pack", vec!["print", "pack", "--cast", &q]),
        ("turn-cards", vec!["print", "turn-cards", "--cast", &m]),
        ("action-cards", vec!["print", "action-cards"]),
        ("alignment-test", vec!["print", "alignment-test"]),
    ];
    for (name, args) in jobs {
        let path = db.dir().join(format!("{name}.pdf"));
        let mut args = args.clone();
        args.extend(["-o", path.to_str().unwrap()]);
        db.ok(&args);
        let text = Command::new("pdftotext").arg(&path).arg("-").output().expect("pdftotext (poppler-utils)");
        let text = String::from_utf8(text.stdout).unwrap();
        assert!(text.len() > 100, "{name}: no text read");
        assert_eq!(raw_words(&text), Vec::<String>::new(), "{name} speaks the command line's words");
        let info = Command::new("pdfinfo").arg(&path).output().unwrap();
        let info = String::from_utf8(info.stdout).unwrap();
        assert!(info.contains("Pages:"), "{name}: {info}");
        assert!(!info.contains("1970"), "{name} is dated 1970:\n{info}");
        assert!(
            !info.contains("CreationDate:") && !info.contains("ModDate:"),
            "{name}: a date Posse did not give:\n{info}"
        );
    }
}

#[test]
fn no_table_names_a_command_or_another_tables_id() {
    // The Tables browser and the playsheets show every table's title, headings, cells and notes.
    for info in posse::rules::tables::all() {
        let mut table = serde_json::to_value(posse::rules::tables::table(&info.id).unwrap()).unwrap();
        table["info"].as_object_mut().unwrap().remove("id");
        let mut words = Vec::new();
        collect_strings(&table, &mut words);
        assert_eq!(raw_words(&words.join("\n")), Vec::<String>::new(), "{}", info.id);
    }
}

fn collect_strings(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::String(s) => out.push(s.clone()),
        serde_json::Value::Array(items) => items.iter().for_each(|v| collect_strings(v, out)),
        serde_json::Value::Object(map) => map.values().for_each(|v| collect_strings(v, out)),
        _ => {}
    }
}
