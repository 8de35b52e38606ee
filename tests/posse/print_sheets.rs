//! Playsheets and cast sheets printed by the `posse` binary and read back with poppler's
//! `pdftotext -raw` (the text in the order the PDF draws it), `pdfinfo` and `pdffonts`: every cell
//! of every chart compared with the table registry, true paper sizes, fonts embedded as subsets.
//!
//! The PDFs are also written to `target/tmp/` for a person to look at.

use std::path::{Path, PathBuf};
use std::process::Command;

use posse::rules::fate::{campaign_tables, FateOptions, HouseTables, RuleText};
use posse::rules::qotd;
use posse::rules::tables::Table;

use super::support::Db;

/// The text of a PDF, in drawing order, with every whitespace removed (so that a cell wrapped over
/// several lines reads as it does in the registry), and the page furniture between pages taken out
/// (the running head repeated on every page after the first, and "Page N of M" or a part's "Ann ·
/// Page N of M"), so that a note or a cell the page broke reads whole.
pub fn squeezed_text(pdf: &Path) -> String {
    let out = Command::new("pdftotext").arg("-raw").arg(pdf).arg("-").output().expect("pdftotext (poppler-utils)");
    assert!(out.status.success(), "pdftotext: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    let head = text.lines().find(|l| !l.trim().is_empty()).unwrap_or_default().to_string();
    let furniture = |l: &str| {
        let l = l.trim();
        let page = l.rsplit_once("Page ").filter(|(before, _)| before.is_empty() || before.ends_with("\u{b7} "));
        let page = page.and_then(|(_, r)| r.split_once(" of "));
        page.is_some_and(|(n, m)| n.parse::<u32>().is_ok() && m.parse::<u32>().is_ok())
    };
    let mut seen_head = false;
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| !furniture(l))
        .filter(|l| {
            let repeat = seen_head && l.trim() == head.trim();
            seen_head |= l.trim() == head.trim();
            !repeat
        })
        .collect();
    squeeze(&kept.join("\n"))
}

pub fn squeeze(text: &str) -> String {
    text.split_whitespace().collect()
}

/// `pdfinfo`'s page count and page size in points.
pub fn pages_and_size(pdf: &Path) -> (usize, String) {
    let out = Command::new("pdfinfo").arg(pdf).output().unwrap();
    let info = String::from_utf8(out.stdout).unwrap();
    let field =
        |name: &str| info.lines().find_map(|l| l.strip_prefix(name)).map(|v| v.trim().to_string()).unwrap_or_default();
    (field("Pages:").parse().unwrap(), field("Page size:"))
}

/// Every font is embedded as a subset (`pdffonts`: emb yes, sub yes).
pub fn assert_fonts_subset(pdf: &Path) {
    let out = Command::new("pdffonts").arg(pdf).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let fonts: Vec<&str> = text.lines().skip(2).collect();
    assert!(fonts.len() >= 2, "{text}");
    for line in fonts {
        let cols: Vec<&str> = line.split_whitespace().collect();
        let n = cols.len();
        assert_eq!(&cols[n - 5..n - 2], ["yes", "yes", "yes"], "not an embedded subset: {line}");
        assert!(cols[0].contains('+') && cols[0].contains("DejaVu"), "{line}");
    }
}

/// Checks that `table` is printed whole: its title with its source, its column titles, every
/// cell's headline and text and its notes, in order.
pub fn assert_table_printed(text: &str, table: &Table) {
    let start = squeeze(&format!("{}{}", table.info.title, table.info.source));
    let mut at = text.find(&start).unwrap_or_else(|| panic!("{} ({}) is not printed", table.info.id, table.info.title));
    let mut wanted: Vec<String> = table.columns.iter().map(|c| c.title.clone()).collect();
    for row in &table.rows {
        for cell in &row.cells {
            wanted.push(cell.full_text());
        }
    }
    wanted.extend(table.notes.iter().cloned());
    for w in wanted {
        let w = squeeze(&w);
        match text[at..].find(&w) {
            Some(i) => at += i + w.len(),
            None => panic!("{}: {w:?} is not printed where it belongs", table.info.id),
        }
    }
}

/// The same check, of a table as `posse tables show ID --json` prints it.
fn assert_json_table_printed(text: &str, table: &serde_json::Value) {
    let str_of = |v: &serde_json::Value| v.as_str().unwrap().to_string();
    let start = squeeze(&format!("{}{}", str_of(&table["info"]["title"]), str_of(&table["info"]["source"])));
    let mut at = text.find(&start).unwrap_or_else(|| panic!("{start} is not printed"));
    let mut wanted: Vec<String> = table["columns"].as_array().unwrap().iter().map(|c| str_of(&c["title"])).collect();
    for row in table["rows"].as_array().unwrap() {
        for cell in row["cells"].as_array().unwrap() {
            if let Some(headline) = cell["headline"].as_str() {
                wanted.push(headline.to_string());
            }
            wanted.push(str_of(&cell["text"]));
        }
    }
    wanted.extend(table["notes"].as_array().unwrap().iter().map(str_of));
    for w in wanted {
        let w = squeeze(&w);
        match text[at..].find(&w) {
            Some(i) => at += i + w.len(),
            None => panic!("{start}: {w:?} is not printed where it belongs"),
        }
    }
}

pub fn out_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/tmp");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_qotd_playsheet_prints_every_chart_cell_by_cell_on_a4_and_letter() {
    let db = Db::new();
    for (paper, size) in [("a4", "595.276 x 841.89 pts (A4)"), ("letter", "612 x 792 pts (letter)")] {
        let path = out_dir().join(format!("playsheet-qotd-{paper}.pdf"));
        db.ok(&["print", "playsheet", "qotd", "-o", path.to_str().unwrap(), "--paper", paper]);
        let (pages, page_size) = pages_and_size(&path);
        assert_eq!(page_size, size);
        assert!(pages >= 10, "{pages} pages");
        assert_fonts_subset(&path);
        let text = squeezed_text(&path);
        let mut printed = 0;
        for table in qotd::charts::tables() {
            if table.info.source.starts_with("QOTD Reel 2") {
                assert!(!text.contains(&squeeze(&format!("{}{}", table.info.title, table.info.source))));
                continue;
            }
            assert_table_printed(&text, &table);
            printed += 1;
        }
        assert!(printed >= 40, "{printed} charts");
        let raw = Command::new("pdftotext").arg("-raw").arg(&path).arg("-").output().unwrap();
        assert!(String::from_utf8_lossy(&raw.stdout).contains(&format!("Page {pages} of {pages}")));
    }
    // The reference playsheet reads only the rules.
    db.assert_never_created();
}

#[test]
fn the_fate_reference_playsheet_prints_every_table() {
    let db = Db::new();
    let path = out_dir().join("playsheet-fate.pdf");
    db.ok(&["print", "playsheet", "fate", "-o", path.to_str().unwrap()]);
    let text = squeezed_text(&path);
    for table in posse::rules::fate::tables() {
        assert_table_printed(&text, &table);
    }
    assert_fonts_subset(&path);
    db.assert_never_created();
}

#[test]
fn a_fate_campaigns_playsheet_prints_its_options_and_house_tables() {
    let db = Db::new();
    let id = db.ok(&["demo", "--ruleset", "fate"]).trim().to_string();
    db.ok(&["campaign", "options", &id, "--set", "jams=ansell_1996", "--set", "hit_location=ansell_1996"]);
    let house = db.dir().join("house.toml");
    db.ok(&["campaign", "house-tables", &id, "--export", house.to_str().unwrap()]);
    let edited = std::fs::read_to_string(&house).unwrap().replacen("shootist = 4", "shootist = 5", 1);
    std::fs::write(&house, edited).unwrap();
    db.ok(&["campaign", "house-tables", &id, "--import", house.to_str().unwrap()]);

    let path = out_dir().join("playsheet-fate-campaign.pdf");
    db.ok(&["print", "playsheet", "fate", "--campaign", &id, "-o", path.to_str().unwrap(), "--paper", "letter"]);
    let text = squeezed_text(&path);
    let options = FateOptions {
        jams: RuleText::Ansell1996,
        hit_location: posse::rules::fate::HitLocationChart::House,
        ..Default::default()
    };
    let tables = campaign_tables(&options, &HouseTables::from_toml(&std::fs::read_to_string(&house).unwrap()).unwrap());
    for table in &tables {
        assert_table_printed(&text, table);
    }
    // Every table as `posse tables show ID --campaign ID` shows it is printed (the grid the campaign
    // does not roll on is refused there, and not printed).
    let list = db.json(&["tables", "list", "--json"]);
    let mut shown = 0;
    for info in list.as_array().unwrap().iter().filter(|t| t["family"] == "fate") {
        let table_id = info["id"].as_str().unwrap();
        let out = db.run(&["tables", "show", table_id, "--campaign", &id, "--json"]);
        if !out.status.success() {
            assert_eq!(table_id, "fate.hit_location_trwnn_2003", "{}", String::from_utf8_lossy(&out.stderr));
            assert!(
                String::from_utf8_lossy(&out.stderr).contains("\"code\":\"table_not_played\""),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            continue;
        }
        let table: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_json_table_printed(&text, &table);
        shown += 1;
    }
    assert_eq!(shown, tables.len());
    // The 1996 jam rule, not the playsheet's; the house grid, not the TRWNN chart; its own dice.
    assert!(text.contains(&squeeze("Out of ammo and jams (Ansell 1996)")));
    assert!(!text.contains(&squeeze("Two or more 1s more than 6s")));
    assert!(!text.contains(&squeeze("Hit location and effect (TRWNN playsheet 2")));
    assert!(text.contains(&squeeze("Shootist 5 dice")));
    assert!(text.contains(&squeeze("Trouble at Tin Cup")));
    assert_eq!(pages_and_size(&path).1, "612 x 792 pts (letter)");
}

#[test]
fn a_playsheet_for_a_campaign_of_another_rule_set_is_refused() {
    let db = Db::new();
    let id = db.ok(&["demo"]).trim().to_string();
    let path = db.dir().join("x.pdf");
    let err = db.fails(&["print", "playsheet", "fate", "--campaign", &id, "-o", path.to_str().unwrap()]);
    assert_eq!(
        err.trim(),
        "error[wrong_ruleset]: --campaign: \"Showdown at Dry Gulch\" (1) is a campaign of Quick on the Draw: print its \
         playsheet with `playsheet qotd` instead of `playsheet fate`"
    );
    assert!(!path.exists());
    let err = db.fails(&["print", "playsheet", "qotd", "--campaign", "999", "-o", path.to_str().unwrap()]);
    assert!(err.contains("campaign: 999 does not exist"), "{err}");
}

/// The QOTD demo's scenario: Ann plays the Earps with a grizzly, Bob the Cowboys with a sheriff.
const DRY_GULCH: &str = r#"{
  "title": "Showdown at Dry Gulch",
  "plot": "The Cowboys ride in at noon.",
  "set_notes": "Main street, the livery stable, the O.K. Corral.",
  "sides": [
    { "side": "The Earps", "player": "Ann",
      "characters": ["Wyatt Earp", "Doc Holliday", "Virgil Earp", "Morgan Earp"],
      "extras": [{ "name": "Old Grizzly", "beast": "large_carnivore" }] },
    { "side": "The Cowboys", "player": "Bob", "characters": ["Johnny Ringo", "Tom McLaury", "Billy Claiborne"],
      "extras": [{ "name": "Sheriff Behan", "type": "main", "personality": "cautious" }] }
  ]
}"#;

/// Checks that every cell of the registry table `id` is printed after `from`, in order.
fn assert_registry_table_printed(text: &str, id: &str) {
    assert_table_printed(text, &posse::rules::tables::table(id).unwrap());
}

#[test]
fn qotd_cast_sheets_give_each_player_their_cast_cards_traits_props_and_charts() {
    let db = Db::new();
    db.ok(&["demo"]);
    let script = db.write("dry-gulch.json", DRY_GULCH);
    let cast = db.ok(&["cast", "new", "--campaign", "1", "--file", &script]).trim().to_string();
    let scenario = db.json(&["cast", "show", &cast, "--json"]);
    // Wyatt has a portrait: a 40 × 50 px picture.
    let portrait = db.dir().join("wyatt.png");
    image::RgbImage::from_fn(40, 50, |x, y| image::Rgb([(x * 6) as u8, (y * 5) as u8, 90])).save(&portrait).unwrap();
    db.ok(&["character", "portrait", "1", "--file", portrait.to_str().unwrap()]);
    let path = out_dir().join("cast-sheet-qotd.pdf");
    db.ok(&["print", "cast-sheet", "--cast", &cast, "-o", path.to_str().unwrap(), "--paper", "letter"]);
    assert_eq!(pages_and_size(&path).1, "612 x 792 pts (letter)");
    assert_fonts_subset(&path);
    let text = squeezed_text(&path);
    let bob_starts = text.find(&squeeze("Bob — The Cowboys ♠ Spades")).expect("Bob's part");
    let (ann, bob) = text.split_at(bob_starts);
    for part in [ann, bob] {
        for words in [
            "Showdown at Dry Gulch",
            "The Cowboys ride in at noon.",
            "Main street, the livery stable, the O.K. Corral.",
        ] {
            assert!(part.contains(&squeeze(words)), "{words}");
        }
    }
    // Every member of each player's cast, with the cards dealt, in the player's part only.
    for (side, part, other) in [(0, ann, bob), (1, bob, ann)] {
        for member in scenario["sides"][side]["cast"].as_array().unwrap() {
            let name = member["name"].as_str().unwrap();
            assert!(part.contains(&squeeze(name)), "{name}");
            assert!(!other.contains(&squeeze(name)), "{name} in the other player's part");
            let cards: String = member["cards"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| {
                    let rank = c["rank"].as_str().unwrap();
                    let suit = match c["suit"].as_str().unwrap() {
                        "hearts" => "♥",
                        "spades" => "♠",
                        other => panic!("{other}"),
                    };
                    format!("{rank}{suit}")
                })
                .collect();
            assert!(part.contains(&cards), "{name}'s cards {cards}");
        }
    }
    // Wyatt's traits with their effects, and his props with range, impact and notes, from the rules.
    let wyatt = db.json(&["character", "show", "1", "--json"]);
    for t in wyatt["traits"].as_array().unwrap() {
        let id = t.as_str().or_else(|| t["id"].as_str()).unwrap();
        let effect = posse::rules::qotd::TRAITS.iter().find(|d| d.id == id).unwrap().effect;
        assert!(ann.contains(&squeeze(effect)), "{id}: {effect}");
    }
    let long_pistol = posse::rules::tables::lookup("qotd.weapons", &[("weapon".into(), "long_pistol".into())]).unwrap();
    assert!(ann.contains(&squeeze(&long_pistol.cells.iter().find(|c| c.column == "Notes").unwrap().text)));
    assert!(ann.contains(&squeeze("DV 0: No Armour (+0)")));
    // The grizzly's line of the animal table.
    assert!(ann.contains(&squeeze("Very thick skin provides protection")));
    // Quick reference: whole charts from the registry, Effects of hits narrowed to the targets' DVs.
    for id in ["qotd.wanting_to_shoot", "qotd.hit_from_shooting", "qotd.courage_test", "qotd.beasts_reaction"] {
        assert_registry_table_printed(ann, id);
    }
    assert!(ann.contains(&squeeze("Effects of hit table on characters — your targets' DVs")));
    assert!(ann.contains(&squeeze("DiceRollDV0DV1")), "Bob's cast has DVs 0 and 1");
    assert!(bob.contains(&squeeze("DiceRollDV0DV2")), "Ann's cast has DV 0 and the grizzly's 2");
    assert!(!bob.contains(&squeeze("Beast's Reaction")), "Bob has no beast");
    // Each part numbers its own pages (the footer, which the text above leaves out as furniture).
    let raw = Command::new("pdftotext").arg("-raw").arg(&path).arg("-").output().unwrap();
    let raw = String::from_utf8(raw.stdout).unwrap();
    assert!(
        raw.contains("Ann — The Earps ♥ Hearts · Page 1 of") && raw.contains("Bob — The Cowboys ♠ Spades · Page 1 of")
    );
    // The portrait is printed once, on Ann's first page (with Wyatt); nobody else has one.
    let images = Command::new("pdfimages").arg("-list").arg(&path).output().unwrap();
    let images = String::from_utf8(images.stdout).unwrap();
    let pages: Vec<&str> = images.lines().skip(2).map(|l| l.split_whitespace().next().unwrap()).collect();
    assert_eq!(pages, ["1"], "{images}");

    // One player's sheet.
    let bob_only = out_dir().join("cast-sheet-qotd-bob.pdf");
    db.ok(&["print", "cast-sheet", "--cast", &cast, "--player", " bob ", "-o", bob_only.to_str().unwrap()]);
    let text = squeezed_text(&bob_only);
    assert!(text.contains(&squeeze("Johnny Ringo")) && !text.contains(&squeeze("Wyatt Earp")));
    assert_eq!(pages_and_size(&bob_only).1, "595.276 x 841.89 pts (A4)");
}

#[test]
fn fate_cast_sheets_give_class_nerve_skills_weapon_rows_and_the_campaigns_options() {
    let db = Db::new();
    db.ok(&["demo", "--ruleset", "fate"]);
    db.ok(&["campaign", "options", "1", "--set", "jams=ansell_1996"]);
    let script = db.write(
        "tin-cup.json",
        r#"{ "title": "Trouble at Tin Cup", "plot": "The Kelly Gang come for the bank.", "set_notes": "",
             "sides": [ { "side": "The Kelly Gang", "player": "Cal", "characters": ["Kid Kelly", "Swede Larsen"] },
                        { "side": 2, "player": "Dee", "characters": ["Marshal Dan Tolliver"] } ] }"#,
    );
    let cast = db.ok(&["cast", "new", "--campaign", "1", "--file", &script]).trim().to_string();
    let path = out_dir().join("cast-sheet-fate.pdf");
    db.ok(&["print", "cast-sheet", "--cast", &cast, "-o", path.to_str().unwrap()]);
    let text = squeezed_text(&path);
    let dee = text.find(&squeeze("Dee — Tin Cup Citizens' Committee")).expect("Dee's part");
    let (cal, dee) = text.split_at(dee);
    // The Marshal: a Shootist with 5 nerve dice, his skills with their effects, his six-shooter's row
    // as the chart prints it and with the Shootist's die added.
    for words in [
        "ClassShootist",
        "Nerve5dice;fastdraw5dice",
        "Six-shooter (Pistols row)",
        "2\" / 2D6 6\" / 3D6 9\" / 2D6 12\" / 1D6 24\" / -1D6",
        "as a Shootist (+1 die) 2\" / 3D6 6\" / 4D6 9\" / 3D6 12\" / 2D6 24\" / 0D6",
    ] {
        assert!(dee.contains(&squeeze(words)), "{words}");
    }
    let crack_shot = posse::rules::fate::SKILLS.iter().find(|s| s.id == "crack_shot").unwrap();
    assert!(dee.contains(&squeeze(crack_shot.effect)));
    // Swede's shotgun reads the shotgun chart; Cal's reference carries it.
    assert!(cal.contains(&squeeze("Shotgun chart: 6\" or less 2 hits")));
    assert!(cal.contains(&squeeze("Shotgun weapons firing chart")));
    // The campaign's 1996 jams, on every player's sheet, and in the rules of fire printed.
    for part in [cal, dee] {
        assert!(part.contains(&squeeze("This campaign's options that differ from the playsheet:")));
        assert!(part.contains(&squeeze("• Out of ammo and jams — Blazing away: more 1s than 6s misses")));
        assert!(part.contains(&squeeze("Out of ammo and jams (Ansell 1996)")));
        assert!(!part.contains(&squeeze("Two or more 1s more than 6s")));
    }
}

#[test]
fn cast_sheets_of_an_unknown_scenario_or_player_are_refused_and_nothing_is_written() {
    let db = Db::new();
    db.ok(&["demo"]);
    let script = db.write("dry-gulch.json", DRY_GULCH);
    let cast = db.ok(&["cast", "new", "--campaign", "1", "--file", &script]).trim().to_string();
    let path = db.dir().join("x.pdf");
    let err = db.fails(&["print", "cast-sheet", "--cast", "99", "-o", path.to_str().unwrap()]);
    assert!(err.contains("error[scenario_not_found]"), "{err}");
    let err = db.fails(&["print", "cast-sheet", "--cast", &cast, "--player", "Carol", "-o", path.to_str().unwrap()]);
    assert_eq!(
        err.trim(),
        "error[print_option_invalid]: --player: no player called \"Carol\" in \"Showdown at Dry Gulch\" (players: Ann, Bob)"
    );
    assert!(!path.exists());
}
