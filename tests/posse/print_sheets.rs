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
/// several lines reads as it does in the registry).
pub fn squeezed_text(pdf: &Path) -> String {
    let out = Command::new("pdftotext").arg("-raw").arg(pdf).arg("-").output().expect("pdftotext (poppler-utils)");
    assert!(out.status.success(), "pdftotext: {}", String::from_utf8_lossy(&out.stderr));
    squeeze(&String::from_utf8(out.stdout).unwrap())
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
fn assert_table_printed(text: &str, table: &Table) {
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

fn out_dir() -> PathBuf {
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
        assert!(text.contains(&squeeze(&format!("Page {pages} of {pages}"))));
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
    let options = FateOptions { jams: RuleText::Ansell1996, hit_location: RuleText::Ansell1996, ..Default::default() };
    let tables = campaign_tables(&options, &HouseTables::from_toml(&std::fs::read_to_string(&house).unwrap()).unwrap());
    for table in &tables {
        assert_table_printed(&text, table);
    }
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
    assert!(
        err.contains("error[print_option_not_applicable]: --campaign: does not apply to the fate playsheet"),
        "{err}"
    );
    assert!(err.contains("is a qotd campaign"), "{err}");
    assert!(!path.exists());
    let err = db.fails(&["print", "playsheet", "qotd", "--campaign", "999", "-o", path.to_str().unwrap()]);
    assert!(err.contains("campaign: 999 does not exist"), "{err}");
}
