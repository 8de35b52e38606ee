//! Every MWW table compared with the text, cell by cell: the rules part where it is the only
//! source, v4 where it has the table, and each disagreement pinned to the decision taken.

use super::*;
use crate::rules::mww::action_points::AP_COSTS;
use crate::rules::mww::weapons::{WOUNDS, WOUNDS_RULES_PART};
use crate::rules::tables::Axis;

const TEXT: &str = include_str!("../../../tests/rules/my-wild-west-rules-v4.md");

/// The rules part and the tables v4 part.
fn parts() -> (&'static str, &'static str) {
    TEXT.split_once("# My Wild West tables v4").expect("the text has a v4 part")
}

/// The lines under a heading (given with its hashes), up to the next heading, that are not empty.
fn section(text: &'static str, heading: &str) -> Vec<&'static str> {
    let start = text.lines().position(|l| l.trim_end() == heading).unwrap_or_else(|| panic!("no heading {heading}"));
    text.lines().skip(start + 1).take_while(|l| !l.starts_with('#')).filter(|l| !l.trim().is_empty()).collect()
}

fn rules(heading: &str) -> Vec<&'static str> {
    section(parts().0, heading)
}

fn v4(heading: &str) -> Vec<&'static str> {
    section(parts().1, heading)
}

/// Cells of a tab-separated line, trimmed, dashes and spacing made alike, `<b>` dropped.
fn cells(line: &str) -> Vec<String> {
    line.split('\t').map(norm).collect()
}

fn norm(s: &str) -> String {
    let s = s.replace("<b>", "").replace("</b>", "").replace(['–', '−'], "-").replace("\\*", "*");
    let s = s.replace(" - ", "-").replace("- ", "-").replace(" -", "-");
    s.split_whitespace().collect::<Vec<_>>().join(" ").trim().to_string()
}

fn table(id: &str) -> Table {
    tables().into_iter().find(|t| t.info.id == id).unwrap_or_else(|| panic!("no table {id}"))
}

fn cell(t: &Table, row: usize, column: usize) -> String {
    norm(&t.rows[row].cells[column].text)
}

#[test]
fn every_table_is_well_formed_and_every_key_value_points_inside() {
    let all = tables();
    let mut ids = std::collections::HashSet::new();
    for t in &all {
        assert!(ids.insert(t.info.id.clone()), "{} twice", t.info.id);
        assert!(t.info.id.starts_with("mww.") && normalise_id(&t.info.id[4..]) == t.info.id[4..], "{}", t.info.id);
        assert!(t.info.source.starts_with("MWW") || t.info.source.starts_with("Posse"), "{}", t.info.source);
        assert!(!t.columns.is_empty() && !t.rows.is_empty() && !t.keys.is_empty(), "{}", t.info.id);
        for row in &t.rows {
            assert_eq!(row.cells.len(), t.columns.len(), "{}", t.info.id);
            assert!(row.cells.iter().all(|c| !c.text.is_empty()), "{}: an empty cell in {:?}", t.info.id, row.cells);
        }
        for key in &t.keys {
            let limit = match key.axis {
                Axis::Row => t.rows.len(),
                Axis::Column => t.columns.len(),
            };
            let mut seen = std::collections::HashSet::new();
            for v in &key.values {
                assert!(v.index < limit, "{}: {}={}", t.info.id, key.name, v.value);
                for name in std::iter::once(&v.value).chain(&v.aliases) {
                    assert!(seen.insert(name.clone()), "{}: {} twice in key {}", t.info.id, name, key.name);
                }
            }
            if key.axis == Axis::Row {
                let rows: std::collections::HashSet<usize> = key.values.iter().map(|v| v.index).collect();
                assert_eq!(rows.len(), t.rows.len(), "{}: key {} misses rows", t.info.id, key.name);
            }
        }
    }
    assert_eq!(all.len(), 19);
}

#[test]
fn the_chance_of_hit_table_is_the_texts_in_both_parts() {
    let t = table("mww.chance_of_hit");
    for lines in [rules("## Chance of hit table"), v4("## Chance of hit table Shooting")] {
        let heading = cells(lines[0]);
        assert_eq!(heading[0], "");
        let titles: Vec<String> = t.columns[1..].iter().map(|c| norm(&c.title)).collect();
        assert_eq!(heading[1..], titles[..]);
        for (r, line) in lines[1..6].iter().enumerate() {
            let text = cells(line);
            assert_eq!(text[0], cell(&t, r, 0), "range of row {r}");
            for (c, want) in text.iter().enumerate().skip(1) {
                assert_eq!(*want, cell(&t, r, c), "row {r} column {}", t.columns[c].title);
            }
        }
        assert_eq!(norm(lines[6]), "0,0 is always a hit unless N/A");
        assert_eq!(t.notes[0], "0,0 is always a hit unless N/A.");
    }
}

#[test]
fn the_shooting_modifiers_are_the_texts_in_both_parts() {
    let t = table("mww.shooting_modifiers");
    for lines in [rules("## Shooting Modifiers"), v4("### Shooting Modifiers")] {
        let rows: Vec<Vec<String>> = lines.iter().filter(|l| l.contains('\t')).map(|l| cells(l)).collect();
        assert_eq!(rows.len(), t.rows.len());
        for (r, text) in rows.iter().enumerate() {
            assert_eq!(text[0], cell(&t, r, 0));
            assert_eq!(text[1], cell(&t, r, 1));
        }
        assert!(lines.last().unwrap().contains("Do not count prone if the target is in cover"));
    }
}

/// A wounds table's bands as the text prints them: (names, one, two) for each group.
fn wound_groups(lines: &[&str]) -> Vec<(Vec<String>, u8, u8, u8)> {
    type Group = (Vec<String>, Vec<(u8, u8)>);
    let mut groups: Vec<Group> = Vec::new();
    for line in lines.iter().skip(1) {
        let c = cells(line);
        if c[0].starts_with("Hand to Hand") {
            continue;
        }
        let band = c.get(1).cloned().unwrap_or_default();
        let Some((from, to)) = band.split_once('-') else { continue };
        let (Ok(from), Ok(to)) = (from.trim().parse::<u8>(), to.trim().parse::<u8>()) else { continue };
        if from == 1 || groups.is_empty() {
            groups.push((Vec::new(), Vec::new()));
        }
        let g = groups.last_mut().unwrap();
        if !c[0].is_empty() {
            g.0.push(c[0].clone());
        }
        g.1.push((from, to));
    }
    groups
        .into_iter()
        .map(|(names, bands)| {
            assert_eq!(bands.len(), 3, "{names:?}");
            assert_eq!((bands[1].0, bands[2].0, bands[2].1), (bands[0].1 + 1, bands[1].1 + 1, 99), "{names:?}");
            (names, bands[0].1, bands[1].1, bands[2].1)
        })
        .collect()
}

#[test]
fn the_wounds_table_is_v4s_and_the_rules_parts_differences_are_the_decisions() {
    let t = table("mww.wounds");
    let groups = wound_groups(&v4("### Wounds Table"));
    assert_eq!(groups.len(), 3);
    let mut r = 0;
    for (names, one, two, _) in &groups {
        for name in names {
            assert_eq!(&cell(&t, r, 0), name);
            assert_eq!(cell(&t, r, 1), format!("1-{one}"));
            assert_eq!(cell(&t, r, 2), format!("{}-{two}", one + 1));
            assert_eq!(cell(&t, r, 3), format!("{}-99", two + 1));
            assert_eq!(cell(&t, r, 4), "Kill");
            r += 1;
        }
    }
    assert_eq!(r, WOUNDS.len());
    // The rules part: one weapon a group (and the fall off a horse).
    let old = wound_groups(&rules("## Wounds Table"));
    let names: Vec<&str> = old.iter().map(|(n, _, _, _)| n[0].as_str()).collect();
    assert_eq!(names, ["Six Gun", "Heavy Pistol", "Rifle", "Shotgun", "Derringer", "Knife", "Arrow", "Fall off Horse"]);
    for ((row, b), (_, one, two, _)) in WOUNDS_RULES_PART.iter().zip(&old) {
        assert_eq!((b.one, b.two), (*one, *two), "{row:?}");
    }
    let fall = &old[7];
    assert_eq!(
        (crate::rules::mww::wounds::FALL_OFF_HORSE.one, crate::rules::mww::wounds::FALL_OFF_HORSE.two),
        (fall.1, fall.2)
    );
    let f = table("mww.fall_off_horse");
    let words: Vec<String> = rules("## Wounds Table")
        .iter()
        .skip(1)
        .map(|l| cells(l))
        .filter(|c| c[0] == "Fall off Horse" || c[0].is_empty())
        .map(|c| c.get(2).cloned().unwrap_or_default())
        .collect();
    assert!(words.contains(&"OK".to_string()));
    assert_eq!(cell(&f, 0, 1), "OK");
    assert_eq!(cell(&f, 1, 1), "1 wound");
    assert_eq!(cell(&f, 2, 1), "2 wounds");
    // Where they differ, the note says so.
    let note = t.notes.iter().find(|n| n.starts_with("The v4 table wins")).unwrap();
    assert!(note.contains("Heavy Pistol 1 – 40 / 41 – 80 / 81 – 99"), "{note}");
    assert!(note.contains("Rifle 1 – 60 / 61 – 90 / 91 – 99"), "{note}");
    assert!(note.contains("Shotgun 1 – 50 / 51 – 90 / 91 – 99"), "{note}");
    assert!(!note.contains("Six Gun"), "{note}");
}

#[test]
fn the_ap_costs_are_the_texts_in_both_parts() {
    let t = table("mww.ap_costs");
    for lines in [rules("## Action Point Costs"), v4("## Action Point Costs v4")] {
        let rows: Vec<Vec<String>> =
            lines.iter().map(|l| cells(l)).filter(|c| c.len() == 2 && !c[1].is_empty()).collect();
        assert_eq!(rows.len(), AP_COSTS.len());
        for (r, text) in rows.iter().enumerate() {
            assert_eq!(text[0].to_lowercase(), cell(&t, r, 1).to_lowercase(), "row {r}");
            let ours = if AP_COSTS[r].note.is_empty() {
                cell(&t, r, 2)
            } else {
                format!("{} {}", cell(&t, r, 2), cell(&t, r, 3))
            };
            assert_eq!(text[1], ours, "row {r}");
        }
        let sections: Vec<String> =
            lines.iter().map(|l| cells(l)).filter(|c| c.len() == 2 && c[1].is_empty()).map(|c| c[0].clone()).collect();
        assert_eq!(sections, ["Movement", "Shooting / Fighting", "Actions"]);
        assert!(norm(lines.last().unwrap()).contains("passengers must deduct **half** of the distance moved"));
    }
}

#[test]
fn the_random_die_rolls_and_the_spotting_table_are_the_texts() {
    let t = table("mww.random_die_rolls");
    let lines = rules("## Random die rolls");
    assert_eq!(cells(lines[0]), ["Figures", "Dice"]);
    for (r, line) in lines[1..].iter().enumerate() {
        assert_eq!(cells(line), [cell(&t, r, 0), cell(&t, r, 1)]);
    }
    let s = table("mww.spotting");
    let lines = rules("## Spotting Targets");
    let heading = cells(lines[0]);
    assert_eq!(heading, s.columns.iter().map(|c| norm(&c.title)).collect::<Vec<_>>());
    for (r, line) in lines[1..4].iter().enumerate() {
        let text = cells(line);
        for (c, want) in text.iter().enumerate() {
            assert_eq!(want, &cell(&s, r, c), "row {r} column {c}");
        }
    }
    assert_eq!(norm(lines[4]), norm(s.notes[0].as_str()));
}

#[test]
fn hand_to_hand_is_v4s_and_the_mounted_line_is_the_decision() {
    let t = table("mww.hand_to_hand_modifiers");
    let w = table("mww.hand_to_hand_weapons");
    for (lines, v4_part) in [(rules("### Hand to Hand Modifiers"), false), (v4("### Hand to Hand Modifiers"), true)] {
        let rows: Vec<Vec<String>> = lines.iter().map(|l| cells(l)).collect();
        let split = rows.iter().position(|c| c[0] == "Weapons").unwrap();
        for (r, text) in rows[..split].iter().enumerate() {
            let (name, amount) = match text.as_slice() {
                [one] | [one, _] if text.get(1).is_none_or(String::is_empty) => {
                    one.rsplit_once(' ').map(|(a, b)| (a.to_string(), b.to_string())).unwrap()
                }
                [a, b] => (a.clone(), b.clone()),
                _ => panic!("{text:?}"),
            };
            if r == 5 && !v4_part {
                assert_eq!((name.as_str(), amount.as_str()), ("Mounted v's Foot", "+3"));
                assert_eq!(cell(&t, r, 0), "Mounted");
                assert_eq!(cell(&t, r, 1), "+2");
                continue;
            }
            let amount = if name == "Weapon see" { "see table".to_string() } else { amount };
            let name = if name == "Weapon see" { "Weapon".to_string() } else { name };
            assert_eq!(name, cell(&t, r, 0), "row {r}");
            assert_eq!(amount, cell(&t, r, 1), "row {r}");
        }
        assert_eq!(rows[split], ["Weapons", "H to H Pts", "Wounds"]);
        for (r, text) in rows[split + 1..split + 9].iter().enumerate() {
            assert_eq!(text[..], [cell(&w, r, 0), cell(&w, r, 1), cell(&w, r, 2)], "weapon row {r}");
        }
    }
}

#[test]
fn the_jumping_horse_and_robbery_tables_are_the_texts() {
    let h = table("mww.jumping_from_height");
    for lines in [rules("### Jumping from height"), v4("### Jumping from height")] {
        let rows: Vec<Vec<String>> = lines.iter().map(|l| cells(l)).filter(|c| c.len() >= 2).collect();
        assert_eq!(rows.len(), 4);
        for (r, text) in rows.iter().enumerate() {
            assert_eq!(text[0], cell(&h, r, 0));
            assert_eq!(text[1], cell(&h, r, 1));
            if r > 0 {
                assert_eq!(text[2], cell(&h, r, 2));
            }
        }
    }
    let f = table("mww.mounted_failed_jump");
    let rows: Vec<Vec<String>> = rules("### Mounted failed to jump table").iter().map(|l| cells(l)).collect();
    for (r, text) in rows.iter().enumerate() {
        assert_eq!(text[..], [cell(&f, r, 0), cell(&f, r, 1)]);
    }
    let rows: Vec<Vec<String>> = v4("### Mounted failed to jump table").iter().map(|l| cells(l)).collect();
    assert_eq!(rows[1][1], "The rider falls from the horse-1 d3 wounds");
    let b = table("mww.stop_bolting_horse");
    let rows: Vec<Vec<String>> = rules("### Stop Bolting horse table").iter().map(|l| cells(l)).collect();
    for (r, text) in rows.iter().enumerate() {
        assert_eq!(text[..], [cell(&b, r, 0), cell(&b, r, 1)]);
    }
    let a = table("mww.alarm_modifiers");
    let rows: Vec<Vec<String>> =
        rules("#### Alarm modifiers").iter().map(|l| cells(l)).filter(|c| c.len() == 2).collect();
    for (r, text) in rows.iter().enumerate() {
        assert_eq!(text[..], [cell(&a, r, 0), cell(&a, r, 1)]);
    }
    let robbery = table("mww.robbing_banks");
    let text = rules("### Robbing banks").join(" ");
    assert!(text.contains("roll 1 d3") && robbery.rows[0].cells[1].text.contains("1 d3 turns"));
    assert!(text.contains("Roll 3 d6 times 100") && robbery.rows[0].cells[1].text.contains("3 d6 × 100"));
    assert!(
        text.contains("roll 2 d3")
            && text.contains("Roll 3 d6 times 1000")
            && robbery.rows[1].cells[1].text.contains("3 d6 × 1000")
    );
}

#[test]
fn the_reaction_tables_are_the_texts_in_both_parts() {
    let t = table("mww.reaction_test");
    for lines in [rules("#### Reaction tests"), v4("### Reaction Test")] {
        let rows: Vec<Vec<String>> =
            lines.iter().map(|l| cells(l)).filter(|c| c.len() == 2 && !c[1].is_empty()).collect();
        assert_eq!(rows.len(), 3);
        for (r, text) in rows.iter().enumerate() {
            assert_eq!(text[..], [cell(&t, r, 0), cell(&t, r, 1)]);
        }
    }
    let s = table("mww.reaction_target_selection");
    for lines in [rules("#### Reaction Target Selection"), v4("### Reaction Target Selection")] {
        let rows: Vec<Vec<String>> = lines.iter().map(|l| cells(l)).filter(|c| c.len() == 2).collect();
        assert_eq!(rows.len(), 4);
        for (r, text) in rows.iter().enumerate() {
            assert_eq!(text[..], [cell(&s, r + 2, 0), cell(&s, r + 2, 1)]);
        }
        let words = lines.join(" ").to_lowercase();
        assert!(words.contains("1 – 5 shoot at enemy figure") && words.contains("6 – 10 shoot at friendly figure"));
        assert!(words.contains("1 – 5 shoot the enemy figure") && words.contains("6 – 10 shoot the civilian"));
    }
}

#[test]
fn lookups_read_the_tables_as_a_player_would() {
    use crate::rules::tables::lookup;
    let pairs = |keys: &[(&str, &str)]| keys.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect::<Vec<_>>();
    assert_eq!(
        lookup("mww.chance_of_hit", &pairs(&[("range", "12_24"), ("weapon", "winchester")])).unwrap().text,
        "35"
    );
    assert_eq!(lookup("mww.chance_of_hit", &pairs(&[("range", "0_2"), ("weapon", "knife")])).unwrap().text, "To close");
    assert_eq!(lookup("mww.random_die_rolls", &pairs(&[("figures", "5")])).unwrap().text, "1 average");
    assert_eq!(lookup("mww.fall_off_horse", &pairs(&[("roll", "57")])).unwrap().text, "1 wound");
    assert_eq!(lookup("mww.fall_off_horse", &pairs(&[("roll", "00")])).unwrap().text, "Kill");
    assert!(lookup("mww.wounds", &pairs(&[("weapon", "winchester")])).unwrap().text.contains("1 wound: 1 – 50"));
    assert_eq!(lookup("mww.spotting", &pairs(&[("place", "hard"), ("distance", "6_12")])).unwrap().text, "7 – 10");
}
