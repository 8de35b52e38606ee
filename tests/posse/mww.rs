//! My Wild West campaigns end to end through the `posse` binary — the issue's "Done when": a player
//! builds a five-figure gang, sees its AP budget for a turn with two wounds, checks the chance of
//! hitting a rider at 14" with a rifle while moving, records a bank robbery's aftermath, and prints
//! the gang sheet and the MWW tables; with undo, export and import, casting with civilians, and bad
//! figure files refused with the field named and nothing stored changed.

use std::io::Read;

use lopdf::Document;
use posse::store::Store;
use serde_json::Value;

use super::support::{rows, Db};

const GANG: [&str; 5] = [
    r#"{"name": "Butch", "skills": ["shooting"], "weapons": ["six_gun", "rifle"], "mount": "horse", "wounds": 1}"#,
    r#"{"name": "Sundance", "skills": ["shooting", "riding"], "weapons": ["six_gun", "six_gun"], "mount": "horse"}"#,
    r#"{"name": "News Carver", "weapons": ["winchester", "knife"], "wounds": 1}"#,
    r#"{"name": "Elzy Lay", "skills": ["fighting"], "weapons": ["shotgun", "axe"]}"#,
    r#"{"name": "Etta Place", "weapons": ["derringer", "lasso"], "mount": "horse"}"#,
];

/// A campaign with the five-figure gang and a lawman, as the player builds it: (campaign, gang,
/// law, the ids of the gang's figures, the lawman's id).
fn campaign(db: &Db) -> (String, String, String, Vec<String>, String) {
    let campaign = db.ok(&["campaign", "new", "Wild Bunch", "--ruleset", "mww"]).trim().to_string();
    let gang = db.ok(&["side", "add", "--campaign", &campaign, "The Wild Bunch"]).trim().to_string();
    let law = db.ok(&["side", "add", "--campaign", &campaign, "The Law"]).trim().to_string();
    let mut ids = Vec::new();
    for (i, figure) in GANG.iter().enumerate() {
        let file = db.write(&format!("figure{i}.json"), figure);
        ids.push(db.ok(&["character", "add", "--side", &gang, "--file", &file]).trim().to_string());
    }
    let file = db.write(
        "sheriff.json",
        r#"{"name": "Sheriff Dunn", "skills": ["shooting"], "weapons": ["heavy_pistol", "shotgun"]}"#,
    );
    let sheriff = db.ok(&["character", "add", "--side", &law, "--file", &file]).trim().to_string();
    (campaign, gang, law, ids, sheriff)
}

#[test]
fn done_when_a_five_figure_gang_robs_a_bank_and_prints_its_sheet() {
    let db = Db::new();
    let (campaign, gang, _law, ids, sheriff) = campaign(&db);

    // The AP budget for a turn with two wounds: 6 × 5 + 1 average − 2.
    let turn = db.json(&["mww", "ap", "--gang", &gang, "--seed", "11", "--json"]);
    assert_eq!(turn["gang"]["figures"], 5);
    assert_eq!(turn["gang"]["wounds"], 2);
    let budget = &turn["roll"]["budget"];
    assert_eq!(budget["dice"], "1 average");
    assert_eq!((budget["least"].as_u64(), budget["most"].as_u64()), (Some(30), Some(33)));
    let die = turn["roll"]["dice"][0].as_u64().unwrap();
    assert_eq!(turn["roll"]["total"].as_u64().unwrap(), 30 + die - 2);

    // A rider at 14" with a rifle while moving: Butch carries a rifle, has the skill and a wound.
    let odds = db.json(&[
        "odds",
        "mww",
        "hit",
        "--shooter",
        &ids[0],
        "--weapon",
        "rifle",
        "--range",
        "14",
        "--moving",
        "--rider",
        "--json",
    ]);
    // 40 + 10 (skill) − 10 (moved) − 5 (a wound) = 35: 01–35 and 00.
    assert_eq!(odds["plan"]["final_percent"], 35);
    assert_eq!(odds["outcomes"][0]["chance"]["exact"], "9/25");
    let e = db.fails(&["odds", "mww", "hit", "--shooter", &ids[1], "--weapon", "rifle", "--range", "14"]);
    assert!(e.contains("--weapon: Sundance carries no Rifle"), "{e}");
    let e = db.fails(&["odds", "mww", "hit", "--shooter", &ids[0], "--range", "14"]);
    assert!(e.contains("give --weapon W for Butch (six_gun, rifle)"), "{e}");
    let fight =
        db.json(&["odds", "mww", "fight", "--attacker", &ids[3], "--defender", &sheriff, "--ap", "2", "--json"]);
    // Elzy: AP 2, fighting skill 2, axe 2 = 6; the sheriff: a shotgun clubbed, 2.
    assert_eq!(
        (fight["plan"]["attacker_modifier"].as_i64(), fight["plan"]["defender_modifier"].as_i64()),
        (Some(6), Some(2))
    );

    // The bank robbery, recorded and applied.
    let game = db.write(
        "robbery.json",
        &format!(
            r#"{{"title": "The Winnemucca bank", "date": "1900-09-19", "participants": [
                {{"character": "Butch", "ended": "unhurt", "money": 25000}},
                {{"character": "Sundance", "ended": "wounded", "wounds": 1, "money": 7000, "kills": [{{"victim": {sheriff}}}]}},
                {{"character": "News Carver", "ended": "knocked_out", "wounds": 2}},
                {{"character": "Etta Place", "ended": "unhurt", "horse_killed": true}},
                {{"character": "Sheriff Dunn", "ended": "killed"}}]}}"#
        ),
    );
    let store_before = Store::open(&db.path).unwrap();
    let before = rows(&store_before, campaign.parse().unwrap());
    drop(store_before);
    let game_id = db.ok(&["game", "record", "--campaign", &campaign, "--file", &game]).trim().to_string();
    let preview = db.ok(&["game", "aftermath", &game_id]);
    assert!(preview.contains("The Wild Bunch starts the next game with $32,000 ($0 + $32,000 won): 5 figures, 5 wounds; 27–30 APs a turn"), "{preview}");
    assert!(preview.contains("To apply: posse game apply"), "{preview}");
    assert!(!preview.contains("--seed"), "an MWW aftermath has no dice: {preview}");
    let applied = db.json(&["game", "apply", &game_id, "--json"]);
    assert_eq!(applied["gangs"][0]["money"], 32000);
    let g = db.json(&["mww", "gang", &gang, "--json"]);
    assert_eq!((g["money"].as_i64(), g["figures"].as_u64(), g["wounds"].as_u64()), (Some(32000), Some(5), Some(5)));
    let sundance = db.json(&["character", "show", &ids[1], "--json"]);
    assert_eq!((sundance["wounds"].as_u64(), sundance["kills"].as_u64()), (Some(1), Some(1)));
    let etta = db.json(&["character", "show", &ids[4], "--json"]);
    assert!(etta.get("mount").is_none(), "{etta}");
    let availability = db.ok(&["availability", "--campaign", &campaign]);
    assert!(availability.contains("Sheriff Dunn — dead: killed in \"The Winnemucca bank\""), "{availability}");

    // The gang sheet: the gang's money and APs, each figure's chances from the chance of hit table.
    let pdf_path = db.dir().join("gang.pdf");
    db.ok(&["print", "roster", "--campaign", &campaign, "--side", &gang, "-o", pdf_path.to_str().unwrap()]);
    let text = pdf_text(&pdf_path);
    // The gang's line wraps in its column: read the words in order, whatever the line breaks.
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for want in ["The Wild Bunch", "$32,000", "5 figures, 5 wounds: 27–30 APs a turn", "Butch", "Etta Place", "Lasso"]
    {
        assert!(flat.contains(want), "{want} missing from:\n{text}");
    }
    // Sundance: six gun 65/50/25/10 + 10 (skill) − 5 (a wound), and 00 ("0,0 is always a hit unless
    // N/A"): the chance `posse odds mww hit --shooter` gives for the same shot, band by band.
    let want = odds_by_band(&db, &ids[1], "six_gun");
    let line = format!("To hit: {} at 0\"–2\" · {} at 2\"–6\"", want[0], want[1]);
    assert!(squeezed(&text).contains(&squeezed(&line)), "{line} missing from:\n{text}");
    assert!(
        squeezed(&text).contains(&squeezed(
            "71% at 0\"–2\" · 56% at 2\"–6\" · 31% at 6\"–12\" · 16% at 12\"–24\" · N/A at 24\"–36\" (as Six Gun)"
        )),
        "{text}"
    );
    // What the chances count is said once, beside the gang's name.
    assert_eq!(squeezed(&text).matches(&squeezed(posse::campaign::CHANCE_NOTE)).count(), 1, "{text}");

    // Undo takes the aftermath back: sheets, money, all of it.
    db.ok(&["undo", "--campaign", &campaign]);
    db.ok(&["undo", "--campaign", &campaign]);
    let store = Store::open(&db.path).unwrap();
    assert_eq!(rows(&store, campaign.parse().unwrap()), before);
    drop(store);
    db.ok(&["redo", "--campaign", &campaign]);
    db.ok(&["redo", "--campaign", &campaign]);
    assert_eq!(db.json(&["mww", "gang", &gang, "--json"])["money"], 32000);

    // Export and import: a new campaign with the same gang, money and history.
    let file = db.dir().join("bunch.json");
    db.ok(&["campaign", "export", &campaign, "-o", file.to_str().unwrap()]);
    let copy = db.ok(&["campaign", "import", file.to_str().unwrap()]).trim().to_string();
    let shown = db.json(&["campaign", "show", &copy, "--json"]);
    assert_eq!(shown["campaign"]["ruleset"], "mww");
    assert_eq!(shown["sides"][0]["money"], 32000);
    assert_eq!(shown["sides"][0]["characters"].as_array().unwrap().len(), 5);
    let games = db.json(&["game", "list", "--campaign", &copy, "--json"]);
    assert_eq!(games[0]["status"], "applied");

    // The MWW tables, from the registry.
    let tables = db.ok(&["tables", "show", "mww.chance_of_hit"]);
    assert!(tables.contains("Derringer") && tables.contains("To close") && tables.contains("24\" – 36\""), "{tables}");
}

/// A roster figure's chance with a weapon at each band of the chance of hit table, as `posse odds
/// mww hit --shooter ID --weapon W --range R --json` gives it at the band's reach ("71%", "N/A").
fn odds_by_band(db: &Db, figure: &str, weapon: &str) -> Vec<String> {
    ["2", "6", "12", "24", "36"]
        .iter()
        .map(|range| {
            let o =
                db.json(&["odds", "mww", "hit", "--shooter", figure, "--weapon", weapon, "--range", range, "--json"]);
            if o["plan"]["not_applicable"] == true {
                // The table's own word: "To close" (too close to throw) or N/A.
                if o["plan"]["cell"]["kind"] == "too_close" { "To close" } else { "N/A" }.to_string()
            } else {
                let p = o["outcomes"][0]["chance"]["probability"].as_f64().unwrap();
                format!("{}%", (p * 100.0).round())
            }
        })
        .collect()
}

/// Text with its line breaks and runs of spaces as one space: a line may wrap anywhere.
fn squeezed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn pdf_text(path: &std::path::Path) -> String {
    let mut bytes = Vec::new();
    std::fs::File::open(path).unwrap().read_to_end(&mut bytes).unwrap();
    let pdf = Document::load_mem(&bytes).unwrap();
    let pages: Vec<u32> = pdf.get_pages().keys().copied().collect();
    pdf.extract_text(&pages).unwrap()
}

#[test]
fn bad_figure_files_are_refused_with_the_field_named_and_nothing_changed() {
    let db = Db::new();
    let (campaign, gang, _, ids, _) = campaign(&db);
    let store = Store::open(&db.path).unwrap();
    let before = rows(&store, campaign.parse().unwrap());
    drop(store);
    let cases = [
        (r#"{"name": "", "weapons": ["six_gun"]}"#, "error[empty_name]: name: a figure needs a name"),
        (
            r#"{"name": "Kid", "weapons": ["winchestr"]}"#,
            "weapons[0]: \"winchestr\" is not a weapon (did you mean winchester?)",
        ),
        (
            r#"{"name": "Kid", "skills": ["roping"]}"#,
            "skills[0]: \"roping\" is not a skill (shooting, fighting or riding)",
        ),
        (r#"{"name": "Kid", "mount": "camel"}"#, "mount: \"camel\" is not a mount"),
        (r#"{"name": "Kid", "class": "gunman"}"#, "unknown field `class`"),
        (r#"{"name": "Kid", "wounds": -1}"#, "error[bad_wounds]: wounds: -1 is not a number of wounds (0 or more"),
        (r#"{"name": "Kid", "kills": -2}"#, "error[bad_kills]: kills: -2 is not a number of kills (0 or more)"),
    ];
    for (sheet, want) in cases {
        let file = db.write("bad.json", sheet);
        let e = db.fails(&["character", "add", "--side", &gang, "--file", &file]);
        assert!(e.contains(want), "{sheet}: {e}");
        let e = db.fails(&["character", "edit", &ids[0], "--file", &file]);
        assert!(e.contains(want), "{sheet}: {e}");
    }
    let e = db.fails(&["side", "add", "--campaign", &campaign, "Hearts", "--suit", "hearts"]);
    assert!(e.contains("no_suits"), "{e}");
    let e = db.fails(&["mww", "money", &gang, "--set", "-5"]);
    assert!(e.contains("error[bad_money]"), "{e}");
    let store = Store::open(&db.path).unwrap();
    assert_eq!(rows(&store, campaign.parse().unwrap()), before, "nothing stored changed");
}

#[test]
fn a_game_that_does_not_add_up_is_refused_and_money_is_undoable() {
    let db = Db::new();
    let (campaign, gang, law, _, _) = campaign(&db);
    // Read with the knock-out at the 3rd wound, however it came (a campaign option).
    db.ok(&["campaign", "options", &campaign, "--set", "knocked_out=at_third_wound"]);
    let cases = [
        (r#"{"character": "Butch", "ended": "unhurt", "wounds": 1}"#, "participants[0].wounds: Butch ended unhurt"),
        (r#"{"character": "Butch", "ended": "wounded"}"#, "how many wounds did he take?"),
        (
            r#"{"character": "Butch", "ended": "wounded", "wounds": 2}"#,
            "3 wounds or more is knocked out (the campaign's reading knocked_out=at_third_wound)",
        ),
        (r#"{"character": "Elzy Lay", "ended": "knocked_out", "wounds": 1}"#, "knocked out at 3 wounds or more"),
        (r#"{"character": "Elzy Lay", "ended": "unhurt", "horse_killed": true}"#, "Elzy Lay has no horse"),
        (r#"{"character": "Butch", "ended": "unhurt", "money": -10}"#, "cannot be less than nothing"),
        (
            r#"{"character": "Butch", "ended": "flesh_wounded"}"#,
            "is not how a mww game ends; one of unhurt, wounded, knocked_out, killed",
        ),
        (r#"{"character": "Butch", "ended": "unhurt", "backshot": true}"#, "only fate-family games record this"),
    ];
    for (p, want) in cases {
        let file = db.write("game.json", &format!(r#"{{"title": "T", "date": "1900-01-01", "participants": [{p}]}}"#));
        let e = db.fails(&["game", "record", "--campaign", &campaign, "--file", &file]);
        assert!(e.contains(want), "{p}: {e}");
    }
    assert_eq!(db.json(&["game", "list", "--campaign", &campaign, "--json"]).as_array().unwrap().len(), 0);
    db.ok(&["undo", "--campaign", &campaign]);
    db.ok(&["mww", "money", &gang, "--set", "500"]);
    db.ok(&["mww", "money", &gang, "--add", "250"]);
    assert_eq!(db.json(&["mww", "gang", &gang, "--json"])["money"], 750);
    let undone = db.ok(&["undo", "--campaign", &campaign]);
    assert!(undone.contains("The Wild Bunch's money: $500 → $750"), "{undone}");
    assert_eq!(db.json(&["mww", "gang", &gang, "--json"])["money"], 500);
    let e = db.fails(&["mww", "gang", "999"]);
    assert!(e.contains("side_not_found"), "{e}");
    let qotd = db.ok(&["campaign", "new", "Q", "--ruleset", "qotd"]).trim().to_string();
    let side = db.ok(&["side", "add", "--campaign", &qotd, "Earps", "--suit", "hearts"]).trim().to_string();
    let e = db.fails(&["mww", "ap", "--gang", &side]);
    assert!(e.contains("error[not_an_mww_gang]"), "{e}");
    let _ = law;
}

/// Issue 28, item 6, by default: "Once a figure has reached 3 or more wounds and still in a hand to
/// hand he will be knocked out" and Shot figures: "A figure that receives 3 or more wounds on one
/// turn cannot do anything other than attempt to get to cover on the turn after receiving the hits.
/// The figure can continue normally on the turn after that." A figure shot to 3 may end wounded.
#[test]
fn a_figure_shot_to_3_wounds_may_end_the_game_wounded() {
    let db = Db::new();
    let (campaign, _gang, _law, ids, _) = campaign(&db);
    let options = db.ok(&["campaign", "options", &campaign]);
    assert!(options.contains("knocked_out                  in_hand_to_hand"), "{options}");
    let file = db.write(
        "game.json",
        r#"{"title": "Shot up", "date": "1900-01-01", "participants": [{"character": "Butch", "ended": "wounded", "wounds": 2}]}"#,
    );
    let game = db.ok(&["game", "record", "--campaign", &campaign, "--file", &file]).trim().to_string();
    db.ok(&["game", "apply", &game]);
    assert_eq!(db.json(&["character", "show", &ids[0], "--json"])["wounds"], 3);
    // On 3 wounds he cannot start a fight, and is knocked out if still in one after a round.
    let e = db.fails(&["odds", "mww", "fight", "--attacker", &ids[0], "--ap", "1"]);
    assert!(e.contains("cannot start a fight"), "{e}");
    let fight = db.json(&["odds", "mww", "fight", "--defender", &ids[0], "--weapon", "knife", "--json"]);
    // Butch defends with his rifle (+2): winning without ending the fight leaves him knocked out.
    assert_eq!(fight["outcomes"][1]["defender_knocked_out"], true, "{fight}");
    let other = db.json(&[
        "odds",
        "mww",
        "fight",
        "--defender",
        &ids[0],
        "--weapon",
        "knife",
        "--option",
        "knocked_out=at_third_wound",
        "--json",
    ]);
    assert_eq!(other["outcomes"][1]["defender_knocked_out"], false, "{other}");
}

#[test]
fn an_mww_scenario_casts_gangs_and_civilians_with_a_turn_deck() {
    let db = Db::new();
    let (campaign, _gang, _law, _, _) = campaign(&db);
    let script = db.write(
        "bank.json",
        r#"{"title": "The Winnemucca bank", "civilians": ["The teller", "Mrs. Potts"],
            "sides": [
              {"side": "The Wild Bunch", "player": "Ann", "characters": ["Butch", "Sundance"],
               "extras": [{"name": "A hired gun", "weapons": ["six_gun"]}]},
              {"side": "The Law", "characters": ["Sheriff Dunn"]}]}"#,
    );
    let s = db.json(&["cast", "new", "--campaign", &campaign, "--file", &script, "--json"]);
    assert_eq!(s["civilians"], serde_json::json!(["The teller", "Mrs. Potts"]));
    let cards: Vec<&Value> = s["turn_deck"]["cards"].as_array().unwrap().iter().collect();
    assert_eq!(cards.len(), 3);
    assert_eq!(cards[0]["title"], "The Wild Bunch");
    // Three figures cast, carrying Butch's wound.
    assert!(
        cards[0]["text"].as_str().unwrap().starts_with("3 figures: 6 × 3 + 1 d3 − 1 for wounds = 18 to 20 APs a turn"),
        "{}",
        cards[0]
    );
    assert!(cards[2]["text"].as_str().unwrap().starts_with("2 civilians"));
    assert_eq!(s["pack_size"], 3);
    assert_eq!(s["sides"][0]["cast"][2]["extra"], true);
    let text = db.ok(&["cast", "show", s["id"].to_string().as_str()]);
    assert!(text.contains("Civilians: The teller, Mrs. Potts") && text.contains("Turn deck (3 cards)"), "{text}");
    // The cast list's JSON is accepted back.
    let round = db.write("round.json", &s.to_string());
    db.ok(&["cast", "edit", s["id"].to_string().as_str(), "--file", &round]);
    let bad = db.write(
        "suit.json",
        r#"{"title": "T", "sides": [{"side": "The Law", "suit": "hearts", "characters": ["Sheriff Dunn"]}]}"#,
    );
    assert!(db.fails(&["cast", "preview", "--campaign", &campaign, "--file", &bad]).contains("sides[0].suit"));
    let qotd = db.ok(&["demo"]).trim().to_string();
    let civ = db.write(
        "civ.json",
        r#"{"title": "T", "civilians": ["Bob"], "sides": [{"side": "The Earps", "characters": ["Wyatt Earp"]}]}"#,
    );
    let e = db.fails(&["cast", "preview", "--campaign", &qotd, "--file", &civ]);
    assert!(e.contains("civilians: only My Wild West scenarios have civilians"), "{e}");
}

#[test]
fn the_mww_demo_is_a_bank_job() {
    let db = Db::new();
    let id = db.ok(&["demo", "--ruleset", "mww"]).trim().to_string();
    let shown = db.json(&["campaign", "show", &id, "--json"]);
    assert_eq!(shown["campaign"]["name"], "The Dry Creek Bank Job");
    assert_eq!(shown["sides"][0]["money"], 350);
    let text = db.ok(&["campaign", "show", &id]);
    assert!(text.contains("Gang #1 The Curry Gang — 5 figures, $350"), "{text}");
    let kid = db.ok(&["character", "show", "1"]);
    assert!(kid.contains("Weapon:       Six gun — to hit 0\" – 2\" · 2\" – 6\" · 6\" – 12\" · 12\" – 24\" · 24\" – 36\": 76% · 61% · 36% · 21% · N/A"), "{kid}");
}

/// Issue 28, item 1: "A player reads one number: print the chance the dice give … the same on the
/// card, the sheet, the odds and the playsheet." Every shooting weapon of every figure of the demo,
/// at every band: the figure's card (`character show --json`, what the app's card shows), the gang
/// sheet's cell (pdftotext) and `posse character show` say what `posse odds mww hit --shooter` says.
#[test]
fn one_figure_for_one_shot_everywhere() {
    let db = Db::new();
    let campaign = db.ok(&["demo", "--ruleset", "mww"]).trim().to_string();
    let shown = db.json(&["campaign", "show", &campaign, "--json"]);
    let pdf = db.dir().join("gangs.pdf");
    db.ok(&["print", "roster", "--campaign", &campaign, "-o", pdf.to_str().unwrap()]);
    let sheet = pdftotext(&pdf);
    let bands = ["0\"–2\"", "2\"–6\"", "6\"–12\"", "12\"–24\"", "24\"–36\""];
    let mut checked = 0;
    for side in shown["sides"].as_array().unwrap() {
        for figure in side["characters"].as_array().unwrap() {
            let id = figure["id"].to_string();
            let card = db.json(&["character", "show", &id, "--json"]);
            let text = db.ok(&["character", "show", &id]);
            for w in card["derived"]["weapons"].as_array().unwrap() {
                let Some(column) = w["column"].as_str() else { continue };
                let odds = odds_by_band(&db, &id, w["id"].as_str().unwrap());
                let on_card: Vec<String> =
                    w["chances"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect();
                assert_eq!(on_card, odds, "{} with a {column}: the card against the odds", figure["name"]);
                assert!(text.contains(&odds.join(" · ")), "{}: {text}", figure["name"]);
                let cells: Vec<String> = bands.iter().zip(&odds).map(|(b, c)| format!("{c} at {b}")).collect();
                let line = format!("To hit: {} (as {})", cells.join(" · "), w["shoots_as"].as_str().unwrap());
                assert!(squeezed(&sheet).contains(&squeezed(&line)), "{line} missing from the gang sheet:\n{sheet}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 8, "{checked} weapons checked");
    // The playsheet states the 00 rule once, with the chance the odds give: a final figure of 70 (a
    // six gun within 2" with the skill and a wound, 65 + 10 − 5) is a 71% chance.
    let odds =
        db.json(&["odds", "mww", "hit", "--weapon", "six_gun", "--range", "2", "--skill", "--wounds", "1", "--json"]);
    assert_eq!(
        (odds["plan"]["final_percent"].as_i64(), odds["plan"]["hits_on"].as_str()),
        (Some(70), Some("01–70 and 00"))
    );
    assert_eq!(odds["outcomes"][0]["chance"]["exact"], "71/100");
    let path = db.dir().join("mww.pdf");
    db.ok(&["print", "playsheet", "mww", "-o", path.to_str().unwrap()]);
    let playsheet = squeezed(&pdftotext(&path));
    let note = "a final figure of 70 hits on 01–70 and 00, a 71% chance";
    assert_eq!(playsheet.matches(note).count(), 1, "{playsheet}");
    let hit = db.ok(&["odds", "mww", "hit", "--weapon", "six_gun", "--range", "2", "--skill", "--wounds", "1"]);
    assert!(hit.contains("Hits on 01–70 and 00 (final figure 70)") && hit.contains("71%  Hit"), "{hit}");
}

/// The text of a PDF as `pdftotext` reads it (in reading order, column by column).
fn pdftotext(path: &std::path::Path) -> String {
    let out = std::process::Command::new("pdftotext").args([path.to_str().unwrap(), "-"]).output().unwrap();
    assert!(out.status.success(), "pdftotext: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_playsheet_prints_every_mww_table_from_the_registry() {
    let db = Db::new();
    for (paper, width_pt, height_pt) in [("a4", 595.28, 841.89), ("letter", 612.0, 792.0)] {
        let path = db.dir().join(format!("mww-{paper}.pdf"));
        db.ok(&["print", "playsheet", "mww", "-o", path.to_str().unwrap(), "--paper", paper]);
        let mut bytes = Vec::new();
        std::fs::File::open(&path).unwrap().read_to_end(&mut bytes).unwrap();
        let pdf = Document::load_mem(&bytes).unwrap();
        let pages = pdf.get_pages();
        for id in pages.values() {
            let page = pdf.get_dictionary(*id).unwrap();
            let media = page.get(b"MediaBox").unwrap().as_array().unwrap();
            let size: Vec<f32> = media.iter().map(|o| o.as_float().unwrap()).collect();
            assert!((size[2] - width_pt).abs() < 0.5 && (size[3] - height_pt).abs() < 0.5, "{paper}: {size:?}");
        }
        let text = pdf_text(&path);
        let flat = squeezed(&text);
        assert!(flat.contains(&format!("Page {} of {}", pages.len(), pages.len())), "{paper}");
        // Every table of the registry: its title, its source, every column heading, every cell and
        // every note (a cell may wrap, so each of its words, or the parts of a word a line broke at
        // its hyphen).
        let tables: Vec<_> =
            posse::rules::tables::all().into_iter().filter(|t| t.family == posse::rules::Ruleset::Mww).collect();
        assert_eq!(tables.len(), 19);
        for info in tables {
            let table = posse::rules::tables::table(&info.id).unwrap();
            assert!(flat.contains(&squeezed(&table.info.title)), "{}: title missing", info.id);
            let texts = table
                .columns
                .iter()
                .map(|c| c.title.clone())
                .chain(table.rows.iter().flat_map(|r| r.cells.iter().map(|c| c.full_text())))
                .chain(table.notes.iter().cloned())
                .chain(std::iter::once(table.info.source.clone()));
            for cell in texts {
                for word in cell.split_whitespace() {
                    for part in word.split_inclusive('-') {
                        assert!(text.contains(part), "{} ({paper}): \"{part}\" of \"{cell}\" missing", info.id);
                    }
                }
            }
        }
        // A cell on one line reads as the registry has it.
        assert!(flat.contains("Opportunity fire 4 Only if target moved or fired (Max of 1 shot per figure)"), "{flat}");
        assert!(flat.contains("0\" – 2\" 65 60 30 20 70 45 To close 30 50"), "{flat}");
    }
    db.assert_never_created();
}
