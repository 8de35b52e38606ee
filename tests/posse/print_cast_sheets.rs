//! Cast sheets for every family at the table (issue 22): My Wild West's and The West That Wasn't's
//! printed by the `posse` binary and read back with `pdftotext -raw` — every figure's weapons and
//! chance to hit at each band as `posse odds mww hit --shooter … --json` gives it, every hero's
//! traits, pools and figures as `posse character show --json` and `posse odds twtw hit --hero …
//! --json` give them, the quick reference's cells as the registry has them — and every print
//! command walked over every family's cast: it prints, or it is refused with `wrong_ruleset` and
//! a sentence saying what that family prints instead (never `malformed_scenario`, never a panic).
//!
//! The PDFs are also written to `target/tmp/` (`cast-sheet-*.pdf`) for a person to look at.

use posse::campaign::print_center::{self, PrintJob};
use posse::campaign::print_shop::DeckSource;
use posse::error::ErrorCode;
use posse::print::settings::PrintSettings;
use posse::rules::tables::Table;
use posse::rules::Ruleset;
use posse::store::Store;
use serde_json::Value;

use super::print_sheets::{assert_table_printed, out_dir, pages_and_size, squeeze, squeezed_text};
use super::support::Db;

/// The README's bank job, with Ben Kilpatrick (a rifle and a heavy pistol, the shooting skill) and
/// Two Knives (a bow, a thrown axe and knife) in it, and an extra who carries a wound.
const BANK_JOB: &str = r#"{ "title": "The Dry Creek Bank Job", "plot": "Noon, and the safe is full.", "sides": [
  { "side": "The Curry Gang", "player": "Ann", "characters": ["Kid Curry", "Flat Nose Logan", "Ben Kilpatrick"],
    "extras": [{ "name": "Sundance", "skills": ["shooting"], "weapons": ["six_gun", "winchester"], "mount": "horse", "wounds": 2 }] },
  { "side": "Marshal Hoyt's Posse", "player": "Bob", "characters": ["Marshal Hoyt", "Two Knives"] } ],
  "civilians": ["The teller", "Mrs. Potts"] }"#;

/// The Laroq Ranch: Miranda, Cyril and Hank with a vaquero who throws (and carries wounds) for Ann,
/// Angus and the Perkins brothers for Bob.
const LAROQ: &str = r#"{ "title": "Showdown at the Laroq Ranch", "plot": "The Perkins brothers want their wages back.",
  "sides": [
    { "side": "Miranda's Posse", "player": "Ann", "characters": ["Miranda Valentine", "Cyril Wellington", "Hank"],
      "extras": [{ "name": "Vaquero", "traits": { "coordination": 3, "strength": 4 },
                   "skills": { "coordination": { "shooting_rifle": 2, "throwing": 1 } },
                   "wounds": { "left_leg": 2, "torso": 1 }, "conc_lost": 3 }] },
    { "side": "The Laroq Ranch", "player": "Bob", "characters": ["Angus Laroq", "Pete Perkins", "Clem Perkins"] } ] }"#;

const DRY_GULCH: &str = r#"{ "title": "Showdown at Dry Gulch", "sides": [
  { "side": "The Earps", "player": "Ann", "characters": ["Wyatt Earp", "Doc Holliday"],
    "extras": [{ "name": "Old Grizzly", "beast": "large_carnivore" }] },
  { "side": "The Cowboys", "player": "Bob", "characters": ["Johnny Ringo"] } ] }"#;

const TIN_CUP: &str = r#"{ "title": "Tonight at Tin Cup", "sides": [
  { "side": "The Kelly Gang", "player": "Ann", "characters": ["Kid Kelly", "Swede Larsen"] },
  { "side": "Tin Cup Citizens' Committee", "player": "Bob", "characters": ["Marshal Dan Tolliver"] } ] }"#;

/// A demo of `ruleset` and a cast of it: (campaign id, cast id).
fn demo_cast(db: &Db, ruleset: &str, script: &str) -> (String, String) {
    let campaign = db.ok(&["demo", "--ruleset", ruleset]).trim().to_string();
    let file = db.write(&format!("{ruleset}-cast.json"), script);
    let cast = db.ok(&["cast", "new", "--campaign", &campaign, "--file", &file]).trim().to_string();
    (campaign, cast)
}

/// A probability given exactly ("61/100") as the odds print it for people: "61%", "55.75%".
fn percent(exact: &str) -> String {
    let (n, d) = exact.split_once('/').map_or((exact, "1"), |(n, d)| (n, d));
    let pct = n.parse::<f64>().unwrap() * 100.0 / d.parse::<f64>().unwrap();
    if pct == 0.0 {
        "0%".to_string()
    } else if (pct - pct.round()).abs() < 1e-9 {
        format!("{pct:.0}%")
    } else {
        format!("{pct:.2}%")
    }
}

/// The part of `text` from `start` to the first of `ends` after it (or the end).
fn between<'a>(text: &'a str, start: &str, ends: &[String]) -> &'a str {
    let from = text.find(&squeeze(start)).unwrap_or_else(|| panic!("{start} is not printed"));
    let rest = &text[from..];
    let to = ends.iter().filter_map(|e| rest[1..].find(&squeeze(e)).map(|i| i + 1)).min().unwrap_or(rest.len());
    &rest[..to]
}

/// A member's part of a player's sheet: from his bar (his name and what he is) to the next
/// member's, or the quick reference.
fn member_part<'a>(part: &'a str, m: &Value, names: &[String]) -> &'a str {
    let name = m["name"].as_str().unwrap();
    let extra = if m["extra"].as_bool().unwrap() { " (extra)" } else { "" };
    let bar = format!("{name}{}{extra}", m["kind_name"].as_str().unwrap());
    let mut ends: Vec<String> = names.iter().filter(|n| *n != name).cloned().collect();
    ends.push("Quick reference".to_string());
    between(part, &bar, &ends)
}

/// A registry table's rows whose first cell is one of `firsts`, every cell in order, from `part`.
fn assert_rows_printed(part: &str, table: &Table, firsts: &[&str]) {
    let mut at = part.find(&squeeze(&table.info.title)).unwrap_or_else(|| panic!("{} is not printed", table.info.id));
    let rows: Vec<_> = table.rows.iter().filter(|r| firsts.contains(&r.cells[0].text.as_str())).collect();
    assert_eq!(rows.len(), firsts.len(), "{}: rows {firsts:?}", table.info.id);
    for row in rows {
        for cell in &row.cells {
            let w = squeeze(&cell.full_text());
            match part[at..].find(&w) {
                Some(i) => at += i + w.len(),
                None => panic!("{}: {w:?} is not printed where it belongs", table.info.id),
            }
        }
    }
}

fn registry(id: &str) -> Table {
    posse::rules::tables::table(id).unwrap()
}

#[test]
fn mww_cast_sheets_print_every_figure_with_his_chances_as_the_odds_give_them() {
    let db = Db::new();
    let (campaign, cast) = demo_cast(&db, "mww", BANK_JOB);
    let scenario = db.json(&["cast", "show", &cast, "--json"]);
    let path = out_dir().join("cast-sheet-mww.pdf");
    db.ok(&["print", "cast-sheet", "--cast", &cast, "-o", path.to_str().unwrap()]);
    assert_eq!(pages_and_size(&path).1, "595.276 x 841.89 pts (A4)");
    let text = squeezed_text(&path);
    let bob_starts = text.find(&squeeze("Bob — Marshal Hoyt's Posse")).expect("Bob's part");
    let (ann, bob) = text.split_at(bob_starts);
    let gangs = db.json(&["campaign", "show", &campaign, "--json"]);
    for (i, part) in [ann, bob].into_iter().enumerate() {
        let side = &scenario["sides"][i];
        let gang = side["side_name"].as_str().unwrap();
        let members: Vec<&Value> = side["cast"].as_array().unwrap().iter().collect();
        // The gang: its money, its APs a turn with the figures cast and their wounds, its card.
        let side_id = side["side"].as_i64().unwrap();
        let money = gangs["sides"].as_array().unwrap().iter().find(|s| s["id"] == side_id).unwrap()["money"].as_i64();
        let money = money.unwrap();
        assert!(
            part.contains(&squeeze(&format!("Money ${}", posse::campaign::thousands(money)))),
            "{gang}'s money {money}"
        );
        let wounds: i64 = members.iter().map(|m| m["sheet"]["wounds"].as_i64().unwrap_or(0)).sum();
        let ap =
            db.json(&["mww", "ap", "--figures", &members.len().to_string(), "--wounds", &wounds.to_string(), "--json"]);
        let (least, most) = (&ap["roll"]["budget"]["least"], &ap["roll"]["budget"]["most"]);
        assert!(part.contains(&squeeze(&format!("APs a turn {least}–{most}"))), "{gang}: {least}–{most}");
        assert!(part.contains(&squeeze(&format!("Your card: “{gang}” (card {} of 3", i + 1))), "{gang}'s card");
        assert!(part.contains(&squeeze("Civilians The teller, Mrs. Potts")));
        let names: Vec<String> = members.iter().map(|m| m["name"].as_str().unwrap().to_string()).collect();
        for m in &members {
            let name = m["name"].as_str().unwrap();
            let own = member_part(part, m, &names);
            // Each weapon once (×2 when carried twice), its chance at each band as the odds give it.
            let mut weapons: Vec<(&Value, usize)> = Vec::new();
            for w in m["derived"]["weapons"].as_array().unwrap() {
                match weapons.iter_mut().find(|(seen, _)| seen["id"] == w["id"]) {
                    Some((_, n)) => *n += 1,
                    None => weapons.push((w, 1)),
                }
            }
            for (w, n) in weapons {
                let label = w["name"].as_str().unwrap();
                let mut row = if n > 1 { format!("{label} ×{n}") } else { label.to_string() };
                if w["column"].is_null() {
                    continue;
                }
                for reach in ["2", "6", "12", "24", "36"] {
                    let weapon = w["id"].as_str().unwrap();
                    let mut ask = vec!["odds", "mww", "hit", "--weapon", weapon, "--range", reach, "--json"];
                    let id = m["character_id"].as_i64().map(|id| id.to_string());
                    let wounds = m["sheet"]["wounds"].as_i64().unwrap_or(0).to_string();
                    match &id {
                        Some(id) => ask.extend(["--shooter", id.as_str()]),
                        None => {
                            if m["sheet"]["skills"].as_array().unwrap().iter().any(|s| s == "shooting") {
                                ask.push("--skill");
                            }
                            ask.extend(["--wounds", wounds.as_str()]);
                        }
                    }
                    let odds = db.json(&ask);
                    let cell = if odds["plan"]["not_applicable"].as_bool().unwrap() {
                        match odds["plan"]["cell"]["kind"].as_str().unwrap() {
                            "too_close" => "To close".to_string(),
                            _ => "N/A".to_string(),
                        }
                    } else {
                        let hit = odds["outcomes"].as_array().unwrap().iter().find(|o| o["result"] == "hit").unwrap();
                        percent(hit["chance"]["exact"].as_str().unwrap())
                    };
                    row.push_str(&cell);
                }
                assert!(own.contains(&squeeze(&row)), "{name}: {row}");
            }
            let kills = m["sheet"]["kills"].as_i64().unwrap_or(0);
            assert!(own.contains(&squeeze(&format!("Kills {kills}; this game ☐ ☐ ☐ ☐ ☐"))), "{name}'s kills");
            let carried = m["sheet"]["wounds"].as_i64().unwrap_or(0) as usize;
            let boxes = format!("{carried} carried {}{}", "☒ ".repeat(carried), "☐ ".repeat(5));
            assert!(own.contains(&squeeze(&boxes)), "{name}'s wounds: {boxes}");
        }
        // The quick reference: the registry's charts cell for cell, the alarm for this bank job (the
        // robbing rules are the playsheet's).
        let reference = &part[part.find(&squeeze("Quick reference")).unwrap()..];
        for id in [
            "mww.shooting_modifiers",
            "mww.wounds",
            "mww.ap_costs",
            "mww.hand_to_hand_modifiers",
            "mww.reaction_test",
            "mww.reaction_target_selection",
            "mww.fall_off_horse",
            "mww.alarm_modifiers",
        ] {
            assert_table_printed(reference, &registry(id));
        }
        let robbing = registry("mww.robbing_banks");
        assert!(!reference.contains(&squeeze(&robbing.rows[0].cells[1].full_text())), "the robbing rules are not");
    }
    // Two Knives throws his axe and knife on the thrown-weapon column: too close at 0"–2".
    assert!(bob.contains(&squeeze("Axe To close")), "Two Knives' axe");
}

#[test]
fn twtw_cast_sheets_print_every_heros_traits_pools_figures_and_wound_track() {
    let db = Db::new();
    let (_, cast) = demo_cast(&db, "twtw", LAROQ);
    let scenario = db.json(&["cast", "show", &cast, "--json"]);
    let path = out_dir().join("cast-sheet-twtw.pdf");
    db.ok(&["print", "cast-sheet", "--cast", &cast, "-o", path.to_str().unwrap(), "--paper", "letter"]);
    assert_eq!(pages_and_size(&path).1, "612 x 792 pts (letter)");
    let text = squeezed_text(&path);
    let bob_starts = text.find(&squeeze("Bob — The Laroq Ranch")).expect("Bob's part");
    let (ann, bob) = text.split_at(bob_starts);
    for (i, part) in [ann, bob].into_iter().enumerate() {
        let members: Vec<&Value> = scenario["sides"][i]["cast"].as_array().unwrap().iter().collect();
        let names: Vec<String> = members.iter().map(|m| m["name"].as_str().unwrap().to_string()).collect();
        for m in &members {
            let name = m["name"].as_str().unwrap();
            let own = member_part(part, m, &names);
            // A roster hero as `character show` derives him; an extra as the cast list does.
            let d = match m["character_id"].as_i64() {
                Some(id) => db.json(&["character", "show", &id.to_string(), "--json"])["derived"].clone(),
                None => m["derived"].clone(),
            };
            // The eight traits as dice, in one row under their names.
            let traits = d["traits"].as_array().unwrap();
            let heads: String = traits.iter().map(|t| t["name"].as_str().unwrap()).collect();
            let dice: String = traits
                .iter()
                .map(|t| format!("{} {}", t["die"].as_str().unwrap(), t["grade"].as_str().unwrap()))
                .collect();
            assert!(own.contains(&squeeze(&format!("{heads}{dice}"))), "{name}'s traits");
            for s in d["skills"].as_array().unwrap() {
                let (label, pool) = (s["name"].as_str().unwrap(), s["pool"].as_str().unwrap());
                assert!(own.contains(&squeeze(&format!("{label} {pool}"))), "{name}: {label} {pool}");
                // The pool is the one the odds roll for this hero's skill.
                if let Some(id) = m["character_id"].as_i64() {
                    let skill = s["id"].as_str().unwrap();
                    let odds = db.json(&[
                        "odds",
                        "twtw",
                        "hit",
                        "--hero",
                        &id.to_string(),
                        "--skill",
                        skill,
                        "--tn",
                        "5",
                        "--json",
                    ]);
                    let asked = format!("{}{}", odds["pool"]["dice"], odds["pool"]["die"].as_str().unwrap());
                    assert_eq!(asked, pool, "{name}: {skill}");
                }
                // A ranged skill: point blank TN 3, then Standard (5) and one more each full increment.
                if ["shooting_rifle", "firearms_pistol", "throwing"].contains(&s["id"].as_str().unwrap()) {
                    assert!(own.contains(&squeeze(&format!("{label} {pool}"))), "{name}: {label}");
                    assert!(own.contains(&squeeze("PB 3 · 5 · 6 · 7 · 8 · 9")), "{name}: range TNs");
                }
            }
            let figures = [
                format!("Size {}", d["size"]),
                format!(
                    "APs {} (½ {}, ¼ {})",
                    d["aps_now"],
                    d["ap_half"].as_f64().unwrap(),
                    d["ap_quarter"].as_f64().unwrap()
                ),
                format!(
                    "Initiative {} · Quickness {}",
                    d["initiative"]["value"].as_str().unwrap(),
                    d["quickness"].as_str().unwrap()
                ),
                format!("Fortitude {}", d["fortitude"]["value"].as_str().unwrap()),
                format!("Stun TN {}", d["stun_tn"]),
                format!("DB {}", d["damage_bonus"]),
            ];
            for f in figures {
                assert!(own.contains(&squeeze(&f)), "{name}: {f}");
            }
            // The wound track: five boxes a location, those carried crossed; Conc a box a point.
            let mut track = "Wounds".to_string();
            for w in d["wounds"].as_array().unwrap() {
                let n = w["wounds"].as_u64().unwrap() as usize;
                track.push_str(&format!("{}{}", "☒".repeat(n), "☐".repeat(5 - n)));
            }
            assert!(own.contains(&squeeze(&track)), "{name}: {track}");
            let conc = d["conc"].as_u64().unwrap() as usize;
            let lost = conc - d["conc_left"].as_i64().unwrap().max(0) as usize;
            assert!(
                own.contains(&format!("Conc{conc}{}{}", "☒".repeat(lost), "☐".repeat(conc - lost))),
                "{name}'s Conc"
            );
        }
        // The reference: the card's sections, checks, bumps and damage a player reads, row by row;
        // initiative, the AP costs and the wounds with their Stun TNs whole.
        let reference = &part[part.find(&squeeze("Quick reference")).unwrap()..];
        assert_rows_printed(
            reference,
            &registry("twtw.action_card"),
            &["Cause grid", "Hit location", "Penetration", "Effect grid", "Toggle"],
        );
        assert_rows_printed(
            reference,
            &registry("twtw.checks"),
            &["Pool", "Result", "Critical failure (CF)", "Exceptional"],
        );
        assert_rows_printed(
            reference,
            &registry("twtw.bumps"),
            &["Earning bumps", "Hit location", "Penetration", "Damage"],
        );
        assert_rows_printed(reference, &registry("twtw.damage"), &["Effect", "Deadly", "Impact", "Stun"]);
        assert_rows_printed(reference, &registry("twtw.hand_to_hand"), &["Recover from stun"]);
        for id in ["twtw.initiative_phases", "twtw.action_costs", "twtw.movement_costs", "twtw.wounds", "twtw.attacks"]
        {
            assert_table_printed(reference, &registry(id));
        }
    }
    // The vaquero throws: the chapter's 10 paces, at most his Strength die (d10) × 5.
    assert!(ann.contains(&squeeze("Throwing 1d8 ____ 10 paces; at most 50")), "the vaquero's throw");
    assert!(!bob.contains(&squeeze("Range and the TN")), "Bob's heroes shoot nothing");
}

/// Every print command for a family's campaign (`C`) or cast (`K`), and whether it is that family's.
fn commands(family: Ruleset) -> Vec<(Vec<&'static str>, bool)> {
    let fate = family == Ruleset::Fate;
    vec![
        (vec!["roster", "--campaign", "C"], true),
        (vec!["playsheet", family.id(), "--campaign", "C"], true),
        (vec!["cast-sheet", "--cast", "K"], true),
        (vec!["cast-sheet", "--cast", "K", "--player", "Bob", "--paper", "letter"], true),
        (vec!["fate-deck", "--cast", "K"], fate),
        (vec!["fate-deck", "--campaign", "C"], fate),
        (vec!["chits", "--campaign", "C"], fate),
        (vec!["pack", "--cast", "K"], family == Ruleset::Qotd),
        (vec!["turn-cards", "--cast", "K"], family == Ruleset::Mww),
        (vec!["action-cards", "--seed", "7"], true),
        (vec!["alignment-test"], true),
    ]
}

const FAMILIES: [(Ruleset, &str); 4] =
    [(Ruleset::Qotd, DRY_GULCH), (Ruleset::Fate, TIN_CUP), (Ruleset::Mww, BANK_JOB), (Ruleset::Twtw, LAROQ)];

#[test]
fn every_print_command_prints_each_familys_cast_or_refuses_it_saying_what_the_family_prints() {
    let db = Db::new();
    for (family, script) in FAMILIES {
        let (campaign, cast) = demo_cast(&db, family.id(), script);
        let instead = print_center::prints_instead(family);
        for (command, applies) in commands(family) {
            let path = db.dir().join(format!("{}-{}.pdf", family.id(), command.join("-")));
            let mut args = vec!["print".to_string()];
            args.extend(command.iter().map(|a| match *a {
                "C" => campaign.clone(),
                "K" => cast.clone(),
                a => a.to_string(),
            }));
            args.extend(["-o".to_string(), path.display().to_string()]);
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let out = db.run(&args);
            let err = String::from_utf8_lossy(&out.stderr).to_string();
            assert!(!err.contains("panicked") && out.status.code() != Some(101), "{args:?} panicked: {err}");
            assert!(!err.contains("malformed_scenario"), "{args:?}: {err}");
            if applies {
                assert!(out.status.success(), "{args:?} should print: {err}");
                assert!(std::fs::read(&path).unwrap().starts_with(b"%PDF-"), "{args:?}");
            } else {
                assert!(err.starts_with("error[wrong_ruleset]: "), "{args:?}: {err}");
                assert!(err.contains(&instead), "{args:?} says what {} prints: {err}", family.title());
                assert!(!path.exists(), "{args:?} wrote {}", path.display());
            }
        }
        // A playsheet of another family for this campaign: refused, naming the right one.
        let other = if family == Ruleset::Qotd { "fate" } else { "qotd" };
        let err = db.fails(&["print", "playsheet", other, "--campaign", &campaign, "-o", "/tmp/never.pdf"]);
        assert!(
            err.starts_with("error[wrong_ruleset]: ") && err.contains(&format!("`playsheet {}`", family.id())),
            "{err}"
        );
    }
}

#[test]
fn the_print_center_previews_each_familys_printables_and_refuses_the_others_with_the_reason() {
    let db = Db::new();
    let mut ids = Vec::new();
    for (family, script) in FAMILIES {
        let (campaign, cast) = demo_cast(&db, family.id(), script);
        ids.push((family, campaign.parse::<i64>().unwrap(), cast.parse::<i64>().unwrap()));
    }
    let store = Store::open(&db.path).unwrap();
    let settings = PrintSettings::default();
    for (family, campaign_id, cast_id) in ids {
        let fate = family == Ruleset::Fate;
        let jobs = [
            (PrintJob::Roster { campaign_id, options: Default::default() }, true),
            (PrintJob::Playsheet { ruleset: family, campaign_id: Some(campaign_id) }, true),
            (PrintJob::CastSheet { cast_id, player: None }, true),
            (PrintJob::FateDeck { source: DeckSource::Cast { cast_id }, blanks: None }, fate),
            (PrintJob::FateDeck { source: DeckSource::Campaign { campaign_id, side_id: None }, blanks: None }, fate),
            (PrintJob::Chits { campaign_id }, fate),
            (PrintJob::Pack { cast_id }, family == Ruleset::Qotd),
            (PrintJob::TurnCards { cast_id }, family == Ruleset::Mww),
            (PrintJob::ActionCards { seed: None }, true),
            (PrintJob::AlignmentTest, true),
        ];
        for (job, applies) in jobs {
            match print_center::preview(&store, &job, &settings) {
                Ok(p) => {
                    assert!(applies, "{job:?} of {family:?} should be refused");
                    assert!(p.pdf.starts_with(b"%PDF-") && p.pages >= 1, "{job:?}");
                }
                Err(e) => {
                    assert!(!applies, "{job:?} of {family:?}: {e}");
                    assert_eq!(e.code(), "wrong_ruleset", "{job:?}: {e}");
                    assert!(e.to_string().contains(&print_center::prints_instead(family)), "{e}");
                }
            }
        }
        // The cast sheets of a family's cast: a part per player, as the center's preview counts them.
        let sheets = print_center::preview(&store, &PrintJob::CastSheet { cast_id, player: None }, &settings).unwrap();
        assert_eq!(sheets.printable, "cast sheets");
    }
}
