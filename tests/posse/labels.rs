//! What the command line prints for people speaks in the rule texts' labels, never in ids (issue
//! 22: `posse cast show` printed "quick_draw, expert (long_pistol)" where the sheet says "Quick
//! Draw, Expert with 'Long' pistol"); `--json` keeps the ids. Every `show` and `list` of every
//! family is run on the four demos, each with a cast and a game played and applied, and nothing
//! it prints outside a command hint (in backticks) is a snake_case id.

use super::support::Db;

const CASTS: [(&str, &str); 4] = [
    (
        "qotd",
        r#"{ "title": "Showdown at Dry Gulch", "sides": [
          { "side": "The Earps", "player": "Ann", "characters": ["Wyatt Earp", "Doc Holliday", "Virgil Earp"],
            "extras": [{ "name": "Old Grizzly", "beast": "large_carnivore" }] },
          { "side": "The Cowboys", "player": "Bob", "characters": ["Johnny Ringo", "Tom McLaury"] } ] }"#,
    ),
    (
        "fate",
        r#"{ "title": "Tonight at Tin Cup", "sides": [
          { "side": "The Kelly Gang", "player": "Ann", "characters": ["Kid Kelly", "Swede Larsen"],
            "extras": [{ "name": "Deputy", "class": "gunman", "weapons": ["winchester"] }] },
          { "side": "Tin Cup Citizens' Committee", "player": "Bob", "characters": ["Marshal Dan Tolliver"] } ] }"#,
    ),
    (
        "mww",
        r#"{ "title": "The Dry Creek Bank Job", "sides": [
          { "side": "The Curry Gang", "player": "Ann", "characters": ["Kid Curry", "Flat Nose Logan"],
            "extras": [{ "name": "Sundance", "skills": ["shooting"], "weapons": ["six_gun", "winchester"], "mount": "horse" }] },
          { "side": "Marshal Hoyt's Posse", "player": "Bob", "characters": ["Marshal Hoyt", "Two Knives"] } ],
          "civilians": ["The teller"] }"#,
    ),
    (
        "twtw",
        r#"{ "title": "Showdown at the Laroq Ranch", "sides": [
          { "side": "Miranda's Posse", "player": "Ann", "characters": ["Miranda Valentine", "Hank"],
            "extras": [{ "name": "Vaquero", "skills": { "coordination": { "shooting_rifle": 2 } } }] },
          { "side": "The Laroq Ranch", "player": "Bob", "characters": ["Clem Perkins"] } ] }"#,
    ),
];

const GAMES: [&str; 4] = [
    r#"{ "title": "Dry Gulch", "date": "1881-10-26", "participants": [
        { "character": "Wyatt Earp", "ended": "uninjured" },
        { "character": "Johnny Ringo", "ended": "uninjured", "kills": [{ "victim": "Ike Clanton" }] },
        { "character": "Ike Clanton", "ended": "killed" } ] }"#,
    r#"{ "title": "Tin Cup", "date": "1876-05-01", "participants": [
        { "character": "Kid Kelly", "ended": "seriously_wounded", "fired_at_opponent": true,
          "kills": [{ "victim": "Doc Ames" }] },
        { "character": "Doc Ames", "ended": "dead" },
        { "character": "Marshal Dan Tolliver", "ended": "flesh_wounded" } ] }"#,
    r#"{ "title": "Robbery", "date": "1899-06-02", "participants": [
        { "character": "Kid Curry", "ended": "wounded", "wounds": 2, "money": 9000 },
        { "character": "Deputy Amos Finch", "ended": "killed" } ] }"#,
    r#"{ "title": "The Perkins brothers", "date": "1876-05-01", "participants": [
        { "character": "Cyril Wellington", "ended": "wounded", "wounds": { "belly": 1 }, "conc": 3 },
        { "character": "Pete Perkins", "ended": "dead", "wounds": { "vitals": 3 } } ] }"#,
];

/// Every snake_case word of `text` outside backticks (a command hint may name an id to type).
fn ids_in(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            continue;
        }
        for word in part.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
            let snake = word.contains('_')
                && word.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
                && word.split('_').all(|w| !w.is_empty());
            if snake {
                found.push(word.to_string());
            }
        }
    }
    found
}

#[test]
fn every_show_and_list_of_every_family_speaks_in_labels() {
    let db = Db::new();
    let mut outputs: Vec<(String, String)> = Vec::new();
    let mut run = |args: Vec<String>| {
        let refs: Vec<&str> = args.iter().map(String::as_str).collect();
        outputs.push((args.join(" "), db.ok(&refs)));
    };
    let s = |a: &str| a.to_string();
    for (i, (family, script)) in CASTS.iter().enumerate() {
        let campaign = db.ok(&["demo", "--ruleset", family]).trim().to_string();
        let file = db.write(&format!("{family}.json"), script);
        let cast = db.ok(&["cast", "new", "--campaign", &campaign, "--file", &file]).trim().to_string();
        let game_file = db.write(&format!("{family}-game.json"), GAMES[i]);
        let game = db.ok(&["game", "record", "--campaign", &campaign, "--file", &game_file]).trim().to_string();
        run(vec![s("game"), s("aftermath"), game.clone(), s("--seed"), s("42")]);
        let skip = db.write("skip.json", r#"{ "choices": [ { "character": "Johnny Ringo", "skip": true } ] }"#);
        let mut apply = vec!["game", "apply", game.as_str(), "--seed", "42"];
        if *family == "qotd" {
            apply.extend(["--choices", skip.as_str()]);
        }
        db.ok(&apply);
        for args in [
            vec![s("campaign"), s("show"), campaign.clone()],
            vec![s("character"), s("list"), s("--campaign"), campaign.clone()],
            vec![s("cast"), s("list"), s("--campaign"), campaign.clone()],
            vec![s("cast"), s("show"), cast.clone()],
            vec![s("cast"), s("preview"), s("--campaign"), campaign.clone(), s("--file"), file.clone()],
            vec![s("game"), s("list"), s("--campaign"), campaign.clone()],
            vec![s("game"), s("show"), game.clone()],
            vec![s("availability"), s("--campaign"), campaign.clone()],
            vec![s("chronicle"), s("--campaign"), campaign.clone()],
            vec![s("history"), s("--campaign"), campaign.clone()],
        ] {
            run(args);
        }
        let characters = db.json(&["character", "list", "--campaign", &campaign, "--json"]);
        for c in characters.as_array().unwrap() {
            run(vec![s("character"), s("show"), c["id"].to_string()]);
            run(vec![s("chronicle"), s("--character"), c["id"].to_string()]);
        }
        let shown = db.json(&["campaign", "show", &campaign, "--json"]);
        for side in shown["sides"].as_array().unwrap() {
            match *family {
                "mww" => run(vec![s("mww"), s("gang"), side["id"].to_string()]),
                "fate" => run(vec![
                    s("fate"),
                    s("deck"),
                    s("--campaign"),
                    campaign.clone(),
                    s("--side"),
                    side["id"].to_string(),
                ]),
                _ => {}
            }
        }
    }
    run(vec![s("campaign"), s("list")]);
    run(vec![s("deck"), s("twtw"), s("--stats")]);
    run(vec![s("deck"), s("twtw"), s("--card"), s("50")]);
    run(vec![s("printer"), s("list")]);
    let mut failures = Vec::new();
    for (command, text) in &outputs {
        let ids = ids_in(text);
        if !ids.is_empty() {
            failures.push(format!("posse {command}: {ids:?}"));
        }
    }
    assert!(failures.is_empty(), "ids printed for people:\n{}", failures.join("\n"));
    // The --json keeps the ids.
    let wyatt = db.json(&["character", "show", "1", "--json"]);
    assert!(wyatt["traits"].to_string().contains("quick_draw"), "{wyatt}");
}
