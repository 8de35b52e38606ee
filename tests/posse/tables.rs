//! `posse tables` and `posse lookup` end to end: the rule books' charts read on a fresh machine,
//! with no database made.

use std::ops::Deref;

use serde_json::Value;

use super::support::Db;

/// A fresh machine: a temporary directory where the database would be, and is never made.
struct Machine(Db);

impl Machine {
    fn new() -> Machine {
        Machine(Db::new().with_env("COLUMNS", "120"))
    }
}

impl Deref for Machine {
    type Target = Db;
    fn deref(&self) -> &Db {
        &self.0
    }
}

impl Drop for Machine {
    /// Reading the rules never makes a database.
    fn drop(&mut self) {
        if !std::thread::panicking() {
            self.0.assert_nothing_made();
        }
    }
}

#[test]
fn tables_list_names_every_table_with_its_source() {
    let machine = Machine::new();
    let list: Value = serde_json::from_str(&machine.ok(&["tables", "list", "--json"])).unwrap();
    let list = list.as_array().unwrap();
    assert!(list.len() >= 40, "{} tables", list.len());
    for t in list {
        let family = t["family"].as_str().unwrap();
        assert!(["qotd", "fate", "mww", "twtw"].contains(&family), "{t}");
        assert!(t["id"].as_str().unwrap().starts_with(&format!("{family}.")), "{t}");
        assert!(!t["source"].as_str().unwrap().is_empty(), "{t}");
        if family == "qotd" {
            assert!(t["source"].as_str().unwrap().starts_with("QOTD "), "{t}");
        }
    }
    assert!(list.iter().any(|t| t["id"] == "fate.hit_location_house_grid"), "the fate family is listed");
    assert!(list.iter().any(|t| t["id"] == "mww.chance_of_hit"), "My Wild West is listed");
    let ids: Vec<&str> = list.iter().map(|t| t["id"].as_str().unwrap()).collect();
    for id in [
        "qotd.effects_of_hits",
        "qotd.wanting_to_shoot",
        "qotd.post_action_recovery",
        "qotd.weapons",
        "qotd.vehicle_damage",
        "qotd.animal_damage",
    ] {
        assert!(ids.contains(&id), "{id}");
    }

    let text = machine.ok(&["tables", "list"]);
    assert!(
        text.lines().any(|l| l.starts_with("qotd.effects_of_hits")
            && l.contains("Effects of hit table on characters")
            && l.contains("QOTD Reel 6")),
        "{text}"
    );
}

#[test]
fn tables_show_lays_out_the_effects_of_hits_as_the_book() {
    let machine = Machine::new();
    let text = machine.ok(&["tables", "show", "qotd.effects_of_hits"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Effects of hit table on characters");
    let cells = |line: &str| -> Vec<String> {
        line.split("  ").map(str::trim).filter(|c| !c.is_empty()).map(str::to_string).collect()
    };
    let header = lines.iter().position(|l| l.starts_with("Dice")).unwrap();
    assert_eq!(cells(lines[header]), ["Dice", "DV-3", "DV-2", "DV-1", "DV 0", "DV 1", "DV 2", "DV 3", "DV 3+"]);
    assert_eq!(lines[header + 1], "Roll");
    let roll_5 = lines.iter().find(|l| l.starts_with("5 ")).unwrap();
    assert_eq!(
        cells(roll_5),
        ["5", "2 Hits", "2 Hits", "1 Hit", "1 Hit", "Courage Test", "Courage Test", "Courage Test", "Courage Test"]
    );
    assert!(text.contains("posse lookup qotd.effects_of_hits dv=-3..3+ roll=1..10"), "{text}");

    let json: Value = serde_json::from_str(&machine.ok(&["tables", "show", "qotd.effects_of_hits", "--json"])).unwrap();
    assert_eq!(json["info"]["id"], "qotd.effects_of_hits");
    assert_eq!(json["rows"].as_array().unwrap().len(), 10);
    assert_eq!(json["rows"][5]["cells"][4]["text"], "1 Hit");
}

#[test]
fn lookup_reads_one_cell() {
    let machine = Machine::new();
    assert_eq!(machine.ok(&["lookup", "qotd.effects_of_hits", "dv=0", "roll=5"]), "1 Hit\n");
    assert_eq!(machine.ok(&["lookup", "qotd.effects_of_hits", "roll=2", "dv=-3"]), "3 Hits\n");

    let shoot = machine.ok(&["lookup", "qotd.wanting_to_shoot", "roll=7"]);
    assert!(shoot.starts_with("Shoot at the Enemy!\nTake your shot."), "{shoot}");

    let json: Value =
        serde_json::from_str(&machine.ok(&["lookup", "qotd.wanting_to_shoot", "roll=10", "--json"])).unwrap();
    assert_eq!(json["headline"], "Got Them!");
    assert_eq!(json["table"]["id"], "qotd.wanting_to_shoot");
    assert_eq!(json["keys"][0], serde_json::json!({"name": "roll", "value": "10", "read_as": "10"}));

    let winchester = machine.ok(&["lookup", "qotd.weapons", "weapon=winchester"]);
    assert!(winchester.contains("Range: 36"), "{winchester}");
}

#[test]
fn a_bad_id_or_key_fails_naming_the_valid_ones() {
    let machine = Machine::new();
    let err = machine.fails(&["tables", "show", "qotd.efects"]);
    assert!(
        err.starts_with(
            "error[unknown_table]: unknown table \"qotd.efects\": did you mean qotd.effects_of_hits? Tables: "
        ),
        "{err}"
    );
    assert!(err.contains("qotd.wanting_to_shoot") && err.contains("qotd.post_action_recovery"), "{err}");

    let err = machine.fails(&["lookup", "qotd.efects", "dv=0", "roll=5"]);
    assert!(err.starts_with("error[unknown_table]:"), "{err}");

    let err = machine.fails(&["lookup", "qotd.effects_of_hits", "roll=5"]);
    assert_eq!(
        err,
        "error[missing_lookup_key]: lookup qotd.effects_of_hits: missing key \"dv\" (keys: dv=-3..3+, roll=1..10)\n"
    );

    let err = machine.fails(&["lookup", "qotd.effects_of_hits", "dv=0", "roll=5", "range=3"]);
    assert!(err.starts_with("error[unknown_lookup_key]:") && err.contains("(keys: dv=-3..3+, roll=1..10)"), "{err}");

    let err = machine.fails(&["lookup", "qotd.wanting_to_shoot", "roll=11"]);
    assert!(err.starts_with("error[bad_lookup_value]:") && err.contains("roll=1..10"), "{err}");

    let err: Value = serde_json::from_str(&machine.fails(&["lookup", "qotd.nope", "roll=7", "--json"])).unwrap();
    assert_eq!(err["code"], "unknown_table");
    assert!(err["message"].as_str().unwrap().contains("qotd.wanting_to_shoot"), "{err}");
}
