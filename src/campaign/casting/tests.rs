use serde_json::json;

use super::*;
use crate::campaign::{availability, characters_of, create_demo, detail, AvailabilityStatus};
use crate::dice::ActionDice;
use crate::rules::qotd::pack::Rank;

fn demo(ruleset: Ruleset) -> (Store, i64) {
    let mut store = Store::open_in_memory().unwrap();
    let id = create_demo(&mut store, ruleset, 1).unwrap().id;
    (store, id)
}

fn labels(m: &CastMember) -> Vec<String> {
    m.cards.iter().map(|c| c.label()).collect()
}

fn member<'a>(s: &'a Scenario, name: &str) -> &'a CastMember {
    s.members().find(|m| m.name == name).unwrap_or_else(|| panic!("{name} not cast"))
}

fn dry_gulch() -> Value {
    json!({
        "title": "Showdown at Dry Gulch",
        "plot": "Noon.",
        "sides": [
            {"side": "The Earps", "player": "Ann",
             "characters": ["Dusty", "Doc Holliday", "Wyatt Earp", "Virgil Earp", "Morgan Earp"]},
            {"side": "The Cowboys", "player": "Bob", "characters": ["Johnny Ringo", "Ike Clanton"]}
        ]
    })
}

#[test]
fn wyatt_takes_the_top_four_hearts_and_the_jokers_go_to_the_pack() {
    let (store, id) = demo(Ruleset::Qotd);
    let s = cast_preview(&store, id, dry_gulch()).unwrap();
    assert_eq!(labels(member(&s, "Wyatt Earp")), ["A♥", "K♥", "Q♥", "J♥"]);
    assert_eq!(labels(member(&s, "Doc Holliday")), ["10♥", "9♥", "8♥"]);
    assert_eq!(labels(member(&s, "Virgil Earp")), ["7♥", "6♥", "5♥"]);
    assert_eq!(labels(member(&s, "Morgan Earp")), ["4♥", "3♥"]);
    assert_eq!(labels(member(&s, "Dusty")), ["2♥"]);
    assert_eq!(labels(member(&s, "Johnny Ringo")), ["A♠", "K♠", "Q♠", "J♠"]);
    let order: Vec<&str> = s.sides[0].cast.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(order, ["Wyatt Earp", "Doc Holliday", "Virgil Earp", "Morgan Earp", "Dusty"]);
    assert_eq!(s.sides[0].cards_used, 13);
    let jokers: Vec<crate::dice::Joker> = s.jokers.iter().map(|j| j.joker).collect();
    assert_eq!(jokers, [crate::dice::Joker::Red, crate::dice::Joker::Black]);
    assert_eq!(s.pack_size, 13 + 7 + 2);
    assert!(s.members().all(|m| !m.cards.is_empty()));
    assert_eq!(member(&s, "Wyatt Earp").action_dice, Some(ActionDice::TWO_D10_BEST));
    assert!(member(&s, "Wyatt Earp").sheet.is_some());
}

#[test]
fn a_fourteenth_card_for_one_player_is_refused_with_what_to_leave_out() {
    let (store, id) = demo(Ruleset::Qotd);
    let mut script = dry_gulch();
    script["sides"][0]["extras"] = json!([{"name": "Deputy Bill"}]);
    let e = cast_preview(&store, id, script).unwrap_err();
    assert_eq!(e.code(), "too_many_cards");
    let text = e.to_string();
    assert!(
        text.starts_with("sides[0]: The Earps, Ann, ♥: 14 cards are needed but a suit has 13: leave out"),
        "{text}"
    );
    assert!(text.contains("Dusty (a Minor Character, 1 card)"), "{text}");
}

#[test]
fn a_second_player_of_the_same_side_takes_another_suit_and_five_players_are_refused() {
    let (store, id) = demo(Ruleset::Qotd);
    let mut script = dry_gulch();
    script["sides"].as_array_mut().unwrap().push(json!({"side": "The Earps", "player": "Cy", "characters": []}));
    script["sides"][2]["extras"] = json!([{"name": "Deputy Bill"}]);
    let e = cast_preview(&store, id, script.clone()).unwrap_err();
    assert_eq!(e.code(), "suit_taken", "{e}");
    script["sides"][2]["suit"] = json!("clubs");
    let s = cast_preview(&store, id, script.clone()).unwrap();
    assert_eq!(labels(member(&s, "Deputy Bill")), ["A♣"]);
    for (player, suit) in [("Di", "diamonds"), ("Ed", "diamonds")] {
        script["sides"]
            .as_array_mut()
            .unwrap()
            .push(json!({"side": 1, "player": player, "suit": suit, "extras": [{"name": player}]}));
    }
    let e = cast_preview(&store, id, script).unwrap_err();
    assert_eq!(e.code(), "too_many_players");
    assert!(e.to_string().contains("5 players want a suit but a pack has 4"), "{e}");
}

#[test]
fn a_side_without_a_suit_is_told_to_name_one() {
    let mut store = Store::open_in_memory().unwrap();
    let c = crate::campaign::create(&mut store, "Q", Ruleset::Qotd, 1).unwrap();
    crate::campaign::add_side(&mut store, c.id, "Drifters", None, 1).unwrap();
    let script =
        json!({"title": "T", "sides": [{"side": "Drifters", "extras": [{"name": "Stranger", "type": "hero"}]}]});
    let e = cast_preview(&store, c.id, script.clone()).unwrap_err();
    assert_eq!(e.code(), "no_suit");
    assert!(e.to_string().starts_with("sides[0].suit: Drifters have no suit"), "{e}");
    let mut script = script;
    script["sides"][0]["suit"] = json!("diamonds");
    let s = cast_preview(&store, c.id, script).unwrap();
    assert_eq!(labels(&s.sides[0].cast[0]), ["A♦", "K♦", "Q♦", "J♦"]);
}

#[test]
fn cards_named_by_hand_are_kept_checked_and_the_rest_dealt_around_them() {
    let (store, id) = demo(Ruleset::Qotd);
    let mut script = dry_gulch();
    script["sides"][0]["cards"] = json!({"dusty": ["A♥"], "Virgil Earp": ["2", "3", "king"]});
    let s = cast_preview(&store, id, script.clone()).unwrap();
    assert_eq!(labels(member(&s, "Dusty")), ["A♥"]);
    assert_eq!(labels(member(&s, "Virgil Earp")), ["K♥", "3♥", "2♥"]);
    assert_eq!(labels(member(&s, "Wyatt Earp")), ["Q♥", "J♥", "10♥", "9♥"]);
    // Stored by id for a roster character, so that a rename keeps the hand.
    let dusty = member(&s, "Dusty").character_id.unwrap();
    assert_eq!(s.sides[0].script.cards[&dusty.to_string()], [Rank::Ace]);

    script["sides"][0]["cards"] = json!({"Dusty": ["A"], "Doc Holliday": ["A", "2", "3"]});
    let e = cast_preview(&store, id, script.clone()).unwrap_err();
    assert_eq!(e.code(), "duplicate_card");
    assert!(e.to_string().starts_with("sides[0].cards[\"Doc Holliday\"]"), "{e}");

    script["sides"][0]["cards"] = json!({"Wyatt Earp": ["A", "K"]});
    let e = cast_preview(&store, id, script.clone()).unwrap_err();
    assert_eq!(e.code(), "wrong_card_count");
    assert!(e.to_string().contains("Wyatt Earp is named 2 cards but is due 4"), "{e}");

    script["sides"][0]["cards"] = json!({"Dusty": ["A♠"]});
    assert_eq!(cast_preview(&store, id, script.clone()).unwrap_err().code(), "wrong_suit");
    script["sides"][0]["cards"] = json!({"Dusty": ["1"]});
    assert_eq!(cast_preview(&store, id, script.clone()).unwrap_err().code(), "unknown_card");
    script["sides"][0]["cards"] = json!({"Wyat": ["A"]});
    assert_eq!(cast_preview(&store, id, script).unwrap_err().code(), "not_in_cast");
}

#[test]
fn a_seed_deals_the_same_cards_every_time_and_another_seed_others() {
    let (store, id) = demo(Ruleset::Qotd);
    let mut script = dry_gulch();
    script["allocation"] = json!({"seed": 7});
    let a = cast_preview(&store, id, script.clone()).unwrap();
    assert_eq!(a, cast_preview(&store, id, script.clone()).unwrap());
    assert_eq!(a.allocation, Allocation::Seeded { seed: 7 });
    script["allocation"] = json!({"seed": 8});
    let b = cast_preview(&store, id, script).unwrap();
    assert_ne!(labels(member(&a, "Wyatt Earp")), labels(member(&b, "Wyatt Earp")));
}

#[test]
fn the_aftermath_costs_a_card_and_the_dice_and_the_unfit_are_refused_with_the_reason() {
    let (store, id) = demo(Ruleset::Qotd);
    let campaign = detail(&store, id).unwrap();
    let mut fit = availability(&store, id).unwrap();
    let wyatt = fit.iter_mut().find(|a| a.name == "Wyatt Earp").unwrap();
    wyatt.cards_lost = 1;
    wyatt.reduced_dice = true;
    wyatt.reason = "I'm Exhausted! after the Corral".into();
    let s = cast_list(&campaign, &fit, dry_gulch()).unwrap();
    let w = member(&s, "Wyatt Earp");
    assert_eq!(labels(w), ["A♥", "K♥", "Q♥"]);
    assert_eq!((w.cards_lost, w.plays_reduced, w.action_dice), (1, true, Some(ActionDice::ONE_D10)));
    assert_eq!(w.standing.as_deref(), Some("I'm Exhausted! after the Corral"));
    assert_eq!(labels(member(&s, "Doc Holliday")), ["J♥", "10♥", "9♥"]);
    assert_eq!(s.sides[0].cards_used, 12);

    let dusty = fit.iter_mut().find(|a| a.name == "Dusty").unwrap();
    dusty.status = AvailabilityStatus::Dead;
    dusty.reason = "A Goner! after the Corral".into();
    let e = cast_list(&campaign, &fit, dry_gulch()).unwrap_err();
    assert_eq!(e.code(), "character_unavailable");
    assert_eq!(e.to_string(), "sides[0].characters[0]: Dusty cannot be cast: A Goner! after the Corral");
    let mut script = dry_gulch();
    script["sides"][0]["characters"].as_array_mut().unwrap().remove(0);
    let s = cast_list(&campaign, &fit, script).unwrap();
    let greyed: Vec<(&str, &str)> =
        s.sides[0].unavailable.iter().map(|a| (a.name.as_str(), a.reason.as_str())).collect();
    assert_eq!(greyed, [("Dusty", "A Goner! after the Corral")]);
    assert!(s.sides[1].unavailable.is_empty());
}

#[test]
fn names_and_sides_are_checked_with_the_field_named() {
    let (store, id) = demo(Ruleset::Qotd);
    let cases = [
        (json!({"title": "T", "sides": [{"side": "The Daltons", "characters": []}]}), "unknown_side", "sides[0].side"),
        (
            json!({"title": "T", "sides": [{"side": "The Earps", "characters": ["Wyatt", "Doc"]}]}),
            "unknown_character",
            "sides[0].characters[0]",
        ),
        (
            json!({"title": "T", "sides": [{"side": "The Earps", "characters": ["Johnny Ringo"]}]}),
            "character_on_other_side",
            "sides[0].characters[0]",
        ),
        (
            json!({"title": "T", "sides": [{"side": "The Earps", "characters": ["Dusty", "dusty"]}]}),
            "cast_twice",
            "sides[0].characters[1]",
        ),
        (
            json!({"title": "T", "sides": [{"side": "The Earps", "characters": ["Dusty"], "horses": 2}]}),
            "malformed_scenario",
            "sides[0]",
        ),
        (json!({"title": "T", "sides": [{"side": "The Earps"}]}), "empty_side", "sides[0]"),
        (json!({"title": "T", "sides": []}), "empty_scenario", "sides"),
        (json!({"title": " ", "sides": []}), "empty_name", "title"),
        (
            json!({"title": "T", "sides": [{"side": 1, "extras": [{"name": "Rex", "beast": "dragon"}]}]}),
            "unknown_beast",
            "sides[0].extras[0].beast",
        ),
        (
            json!({"title": "T", "sides": [{"side": 1, "extras": [{"name": "Sam", "type": "hero", "personality": "grumpy"}]}]}),
            "unknown_personality",
            "sides[0].extras[0]",
        ),
        (
            json!({"title": "T", "allocation": "random", "sides": [{"side": 1, "characters": ["Dusty"]}]}),
            "malformed_scenario",
            "allocation",
        ),
    ];
    for (script, code, field) in cases {
        let e = cast_preview(&store, id, script.clone()).unwrap_err();
        assert_eq!(e.code(), code, "{script}: {e}");
        assert!(e.to_string().starts_with(&format!("{field}: ")), "{script}: {e}");
    }
}

#[test]
fn extras_and_beasts_are_cast_but_never_join_the_roster() {
    let (mut store, id) = demo(Ruleset::Qotd);
    let roster_before = characters_of(&store, id).unwrap();
    let mut script = dry_gulch();
    script["sides"][1]["extras"] = json!([
        {"name": "Old Grizzly", "beast": "large_carnivore", "notes": "In the livery."},
        {"name": "Sheriff Behan", "type": "main", "personality": "cautious", "weapons": ["cartridge_revolver"]}
    ]);
    let s = create_scenario(&mut store, id, script, 5).unwrap();
    assert_eq!(characters_of(&store, id).unwrap(), roster_before);
    let order: Vec<&str> = s.sides[1].cast.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(order, ["Johnny Ringo", "Ike Clanton", "Sheriff Behan", "Old Grizzly"]);
    let bear = member(&s, "Old Grizzly");
    assert!(bear.extra && bear.character_id.is_none());
    assert_eq!((bear.kind.as_str(), labels(bear)), ("beast", vec!["4♠".to_string()]));
    assert_eq!(bear.beast.as_ref().unwrap().dv, 2);
    assert_eq!(labels(member(&s, "Sheriff Behan")), ["7♠", "6♠", "5♠"]);
    assert_eq!(s.sides[1].script.extras.len(), 2);
    assert!(matches!(&s.sides[1].script.extras[0], Extra::Beast(b) if b.beast == "large_carnivore"));
}

#[test]
fn the_show_json_is_accepted_back_and_casts_the_same() {
    let (mut store, id) = demo(Ruleset::Qotd);
    let mut script = dry_gulch();
    script["sides"][0]["cards"] = json!({"Dusty": ["A"]});
    script["sides"][1]["extras"] = json!([{"name": "Rex", "beast": "dog"}]);
    let saved = create_scenario(&mut store, id, script, 5).unwrap();
    let shown = serde_json::to_value(get_scenario(&store, saved.id.unwrap()).unwrap()).unwrap();
    let again = cast_preview(&store, id, shown.clone()).unwrap();
    assert_eq!(again.script(), saved.script());
    assert_eq!(again.sides, saved.sides);
    let edited = edit_scenario(&mut store, saved.id.unwrap(), shown, 6).unwrap();
    assert_eq!(edited.script(), saved.script());
    assert_eq!((edited.plot.as_str(), edited.pack_size, edited.beast_cards), ("Noon.", saved.pack_size, 1));
    assert_eq!(edited.sides, saved.sides);
    assert_eq!(edited.updated_at, Some(6));
}

#[test]
fn saving_editing_and_removing_write_whole_snapshots_to_the_change_log() {
    let (mut store, id) = demo(Ruleset::Qotd);
    let s = create_scenario(&mut store, id, dry_gulch(), 5).unwrap();
    let sid = s.id.unwrap();
    let mut script = dry_gulch();
    script["title"] = json!("Rematch");
    edit_scenario(&mut store, sid, script, 6).unwrap();
    remove_scenario(&mut store, sid, 7).unwrap();
    assert_eq!(get_scenario(&store, sid).unwrap_err().code(), "scenario_not_found");
    let log: Vec<_> =
        crate::campaign::changes(&store, id).unwrap().into_iter().filter(|c| c.entity == "scenario").collect();
    let actions: Vec<&str> = log.iter().map(|c| c.action.as_str()).collect();
    assert_eq!(actions, ["scenario.add", "scenario.edit", "scenario.remove"]);
    assert_eq!(log[0].summary, "Cast the scenario \"Showdown at Dry Gulch\" (2 sides, 7 characters)");
    assert_eq!(log[1].before, log[0].after);
    assert_eq!(log[2].before, log[1].after);
    assert!(log[2].after.is_none());
    // Undo of the removal puts the same row back.
    store.write(|tx| scenarios::restore(tx, id, sid, log[2].before.as_ref(), 8)).unwrap();
    assert_eq!(get_scenario(&store, sid).unwrap().title, "Rematch");
}

#[test]
fn a_copy_leaves_out_who_can_no_longer_play_and_lists_it() {
    let (mut store, id) = demo(Ruleset::Qotd);
    let s = create_scenario(&mut store, id, dry_gulch(), 5).unwrap();
    let dusty = member(&s, "Dusty").character_id.unwrap();
    crate::campaign::remove_character(&mut store, dusty, 6).unwrap();
    let copy = copy_scenario(&mut store, s.id.unwrap(), 7).unwrap();
    assert_eq!(copy.title, "Showdown at Dry Gulch (copy)");
    assert_ne!(copy.id, s.id);
    assert!(copy.members().all(|m| m.name != "Dusty"));
    assert_eq!(copy.warnings, [format!("Left out of the copy: Dusty (#{dusty}) was removed from the roster")]);
    assert_eq!(list_scenarios(&store, id).unwrap().len(), 2);
    // The first scenario's cast list is kept as it was cast.
    assert!(get_scenario(&store, s.id.unwrap()).unwrap().members().any(|m| m.name == "Dusty"));
}

#[test]
fn a_fate_scenario_has_a_deck_of_the_cast_and_no_suits() {
    let (store, id) = demo(Ruleset::Fate);
    let campaign = detail(&store, id).unwrap();
    let first = &campaign.sides[0];
    let names: Vec<String> = first.characters.iter().take(2).map(|c| c.sheet.name().to_string()).collect();
    let script = json!({"title": "Tin Cup", "sides": [
        {"side": first.id, "characters": names, "extras": [{"name": "Barkeep"}, {"name": "Deputy", "class": "gunman"}]}
    ]});
    let s = cast_preview(&store, id, script.clone()).unwrap();
    let cards = s.fate_deck.as_ref().unwrap()["cards"].as_array().unwrap();
    assert_eq!(s.pack_size, cards.len());
    let titles: Vec<&str> = cards.iter().map(|c| c["title"].as_str().unwrap()).collect();
    assert_eq!(&titles[..4], [names[0].as_str(), names[1].as_str(), "Barkeep", "Deputy"]);
    assert_eq!(
        &titles[4..9],
        ["Citizen Action Card", "Gunman Action Card", "Shootist Action Card", "Legend Action Card", "Joker"]
    );
    assert!(s.jokers.is_empty() && s.members().all(|m| m.cards.is_empty()));
    assert_eq!(member(&s, "Barkeep").kind, "citizen");
    let mut suited = script.clone();
    suited["sides"][0]["suit"] = json!("hearts");
    assert_eq!(cast_preview(&store, id, suited).unwrap_err().code(), "no_cards");
    let mut beast = script;
    beast["sides"][0]["extras"] = json!([{"name": "Rex", "beast": "dog"}]);
    assert_eq!(cast_preview(&store, id, beast).unwrap_err().code(), "beasts_are_qotd");
}

#[test]
fn undo_and_redo_put_a_scenario_back_as_it_was() {
    let (mut store, id) = demo(Ruleset::Qotd);
    let s = create_scenario(&mut store, id, dry_gulch(), 5).unwrap();
    let sid = s.id.unwrap();
    remove_scenario(&mut store, sid, 6).unwrap();
    crate::campaign::undo(&mut store, Some(id), 7).unwrap();
    assert_eq!(get_scenario(&store, sid).unwrap(), s);
    crate::campaign::undo(&mut store, Some(id), 8).unwrap();
    assert_eq!(get_scenario(&store, sid).unwrap_err().code(), "scenario_not_found");
    crate::campaign::redo(&mut store, Some(id), 9).unwrap();
    assert_eq!(get_scenario(&store, sid).unwrap(), s);
}

/// Everyone's availability with one character's standing changed.
fn with_standing(
    store: &Store,
    campaign_id: i64,
    name: &str,
    change: impl FnOnce(&mut crate::campaign::Availability),
) -> Vec<crate::campaign::Availability> {
    let mut all = availability(store, campaign_id).unwrap();
    change(all.iter_mut().find(|a| a.name == name).unwrap());
    all
}

#[test]
fn a_character_awaiting_an_aftermath_is_refused_until_it_is_applied() {
    let (store, id) = demo(Ruleset::Qotd);
    let campaign = detail(&store, id).unwrap();
    let fit = with_standing(&store, id, "Wyatt Earp", |a| {
        a.status = AvailabilityStatus::AwaitingAftermath;
        a.reason = "took part in \"The Corral\" (1881-10-26), whose aftermath is not applied yet".into();
        a.game_id = Some(3);
    });
    let e = cast_list(&campaign, &fit, dry_gulch()).unwrap_err();
    assert_eq!(e.code(), "character_unavailable");
    assert_eq!(
        e.to_string(),
        "sides[0].characters[2]: Wyatt Earp cannot be cast: took part in \"The Corral\" (1881-10-26), whose \
         aftermath is not applied yet: apply that aftermath first"
    );
    let mut script = dry_gulch();
    script["sides"][0]["characters"].as_array_mut().unwrap().remove(2);
    let s = cast_list(&campaign, &fit, script).unwrap();
    assert_eq!(s.sides[0].unavailable.iter().map(|a| a.name.as_str()).collect::<Vec<_>>(), ["Wyatt Earp"]);
}

#[test]
fn shape_errors_name_the_field_and_suits_read_as_written() {
    let (store, id) = demo(Ruleset::Qotd);
    let side = |extra: Value| {
        let mut entry = json!({"side": "The Earps", "characters": ["Wyatt Earp"]});
        for (k, v) in extra.as_object().unwrap() {
            entry[k] = v.clone();
        }
        json!({"title": "T", "sides": [entry]})
    };
    for suit in ["Hearts", "hearts", "♥", " DIAMONDS "] {
        let s = cast_preview(&store, id, side(json!({"suit": suit}))).unwrap();
        assert!(s.sides[0].script.suit.is_some(), "{suit}");
    }
    let cases = [
        (side(json!({"suit": "Harts"})), "sides[0].suit: \"Harts\" is not a suit"),
        (side(json!({"suit": 3})), "sides[0].suit: "),
        (side(json!({"player": 3})), "sides[0].player: expected text"),
        (side(json!({"characters": [1.5]})), "sides[0].characters[0]: an id"),
        (side(json!({"characters": "Wyatt Earp"})), "sides[0].characters: expected a list"),
        (side(json!({"extras": {}})), "sides[0].extras: expected a list"),
        (side(json!({"cards": {"Wyatt Earp": "A"}})), "sides[0].cards[\"Wyatt Earp\"]: a list of cards"),
        (side(json!({"cards": {"Wyatt Earp": ["A", true, "Q", "J"]}})), "sides[0].cards[\"Wyatt Earp\"][1]: a card"),
        (side(json!({"cards": ["A"]})), "sides[0].cards: an object"),
        (side(json!({"side": null})), "sides[0].side: missing"),
        (json!({"title": "T", "sides": {}}), "sides: a list"),
        (json!({"title": "T", "sides": ["The Earps"]}), "sides[0]: a side is a JSON object"),
        (json!({"title": 5, "sides": []}), "title: expected text"),
        (json!({"sides": []}), "title: missing"),
        (json!({"title": "T", "plot": [], "sides": []}), "plot: expected text"),
        (json!({"title": "T", "allocation": {"seed": -1}, "sides": []}), "allocation.seed: a whole number"),
        (
            json!({"title": "T", "allocation": {"seed": 9_007_199_254_740_992_u64}, "sides": []}),
            "allocation.seed: 9007199254740992 is too large",
        ),
        (json!({"title": "T", "allocation": {"seed": 1, "salt": 2}, "sides": []}), "allocation: unknown field `salt`"),
        (json!([]), "scenario: must be a JSON object"),
    ];
    for (script, start) in cases {
        let e = cast_preview(&store, id, script.clone()).unwrap_err();
        assert_eq!(e.code(), "malformed_scenario", "{script}: {e}");
        assert!(e.to_string().starts_with(start), "{script}: {e}");
    }
    let mut seeded = side(json!({}));
    seeded["allocation"] = json!({"seed": 9_007_199_254_740_991_u64});
    assert!(cast_preview(&store, id, seeded).is_ok());
}

#[test]
fn names_are_looked_up_on_the_side_named_first() {
    let (mut store, id) = demo(Ruleset::Qotd);
    let campaign = detail(&store, id).unwrap();
    let cowboys = campaign.sides.iter().find(|s| s.name == "The Cowboys").unwrap().id;
    let sheet = crate::campaign::parse_sheet(
        "dusty.json",
        r#"{"name": "Dusty", "type": "minor", "personality": "ordinary"}"#,
        Ruleset::Qotd,
    );
    let cowboy_dusty = crate::campaign::add_character(&mut store, cowboys, &sheet.unwrap(), 2).unwrap().id;
    let earps = json!({"title": "T", "sides": [{"side": "The Earps", "characters": ["Dusty"]}]});
    let s = cast_preview(&store, id, earps).unwrap();
    assert_ne!(s.sides[0].cast[0].character_id, Some(cowboy_dusty));
    let cow = json!({"title": "T", "sides": [{"side": "The Cowboys", "characters": ["dusty"]}]});
    assert_eq!(cast_preview(&store, id, cow).unwrap().sides[0].cast[0].character_id, Some(cowboy_dusty));
    let other = json!({"title": "T", "sides": [{"side": "The Cowboys", "characters": ["Wyatt Earp"]}]});
    let e = cast_preview(&store, id, other).unwrap_err();
    assert_eq!(e.code(), "character_on_other_side");
    assert_eq!(e.to_string(), "sides[0].characters[0]: Wyatt Earp is on The Earps's roster, not The Cowboys's");
}

#[test]
fn one_players_cast_needs_a_name_each_and_a_hand_is_named_once() {
    let (store, id) = demo(Ruleset::Qotd);
    let wyatt = json!({"title": "T", "sides": [{"side": "The Earps", "characters": ["Wyatt Earp"],
        "extras": [{"name": "wyatt earp"}]}]});
    let e = cast_preview(&store, id, wyatt).unwrap_err();
    assert_eq!(e.code(), "duplicate_name");
    assert!(
        e.to_string()
            .starts_with("sides[0].extras[0]: wyatt earp is already in this player's cast (sides[0].characters[0])"),
        "{e}"
    );
    let twins = json!({"title": "T", "sides": [{"side": "The Earps", "extras": [{"name": "Bill"}, {"name": "Bill", "beast": "dog"}]}]});
    let e = cast_preview(&store, id, twins).unwrap_err();
    assert_eq!((e.code(), e.to_string().starts_with("sides[0].extras[1]: Bill")), ("duplicate_name", true), "{e}");
    // The same name for two players is fine.
    let apart = json!({"title": "T", "sides": [{"side": "The Earps", "extras": [{"name": "Bill"}]},
        {"side": "The Cowboys", "extras": [{"name": "Bill"}]}]});
    assert!(cast_preview(&store, id, apart).is_ok());

    let campaign = detail(&store, id).unwrap();
    let wyatt_id = campaign.sides[0].characters.iter().find(|c| c.sheet.name() == "Wyatt Earp").unwrap().id;
    let mut script = dry_gulch();
    script["sides"][0]["cards"] =
        json!({"Wyatt Earp": ["A", "K", "Q", "J"], wyatt_id.to_string(): ["2", "3", "4", "5"]});
    let e = cast_preview(&store, id, script).unwrap_err();
    assert_eq!(e.code(), "cards_named_twice");
    assert_eq!(
        e.to_string(),
        format!(
            "sides[0].cards[\"Wyatt Earp\"]: \"{wyatt_id}\" and \"Wyatt Earp\" both name Wyatt Earp's cards: keep one"
        )
    );
}

#[test]
fn a_renamed_character_keeps_the_hand_named_and_the_show_json_goes_back_whole() {
    let (mut store, id) = demo(Ruleset::Qotd);
    let mut script = dry_gulch();
    script["set_notes"] = json!("Fly's boarding house.");
    script["allocation"] = json!({"seed": 12});
    script["sides"][0]["cards"] = json!({"Wyatt Earp": ["2", "3", "4", "5"]});
    let saved = create_scenario(&mut store, id, script, 5).unwrap();
    let wyatt = member(&saved, "Wyatt Earp").character_id.unwrap();
    let mut sheet = serde_json::to_value(crate::campaign::get_character(&store, wyatt).unwrap().sheet).unwrap();
    sheet["name"] = json!("Wyatt B. S. Earp");
    let sheet = crate::campaign::parse_sheet("wyatt.json", &sheet.to_string(), Ruleset::Qotd).unwrap();
    crate::campaign::edit_character(&mut store, wyatt, &sheet, 6).unwrap();
    let shown = serde_json::to_value(get_scenario(&store, saved.id.unwrap()).unwrap()).unwrap();
    let edited = edit_scenario(&mut store, saved.id.unwrap(), shown, 7).unwrap();
    assert_eq!(edited.script(), saved.script());
    assert_eq!(labels(member(&edited, "Wyatt B. S. Earp")), ["5♥", "4♥", "3♥", "2♥"]);
    assert_eq!(edited.set_notes, "Fly's boarding house.");
}

#[test]
fn a_character_removed_since_is_named_when_the_scenario_is_cast_again() {
    let (mut store, id) = demo(Ruleset::Qotd);
    let saved = create_scenario(&mut store, id, dry_gulch(), 5).unwrap();
    let dusty = member(&saved, "Dusty").character_id.unwrap();
    crate::campaign::remove_character(&mut store, dusty, 6).unwrap();
    let shown = serde_json::to_value(get_scenario(&store, saved.id.unwrap()).unwrap()).unwrap();
    let e = edit_scenario(&mut store, saved.id.unwrap(), shown, 7).unwrap_err();
    assert_eq!(e.code(), "unknown_character");
    assert_eq!(e.to_string(), format!("sides[0].characters[0]: Dusty (#{dusty}) was removed from the roster"));
    // Only the script (ids): the saved cast list still knows the name.
    let script = serde_json::to_value(saved.script()).unwrap();
    let e = edit_scenario(&mut store, saved.id.unwrap(), script, 7).unwrap_err();
    assert!(e.to_string().ends_with(&format!("Dusty (#{dusty}) was removed from the roster")), "{e}");
}

#[test]
fn a_beasts_card_is_counted_apart_from_the_pack() {
    let (store, id) = demo(Ruleset::Qotd);
    let mut script = dry_gulch();
    script["sides"][1]["extras"] =
        json!([{"name": "Rex", "beast": "dog"}, {"name": "Old Grizzly", "beast": "large_carnivore"}]);
    let s = cast_preview(&store, id, script).unwrap();
    assert_eq!((s.beast_cards, s.pack_size), (2, 13 + 7 + 2));
    assert_eq!(s.sides[1].cards_used, 9);
}

#[test]
fn a_saved_cast_list_that_no_longer_reads_is_cast_again_listed_and_removable() {
    let (mut store, id) = demo(Ruleset::Qotd);
    let good = create_scenario(&mut store, id, dry_gulch(), 5).unwrap();
    let bad = create_scenario(&mut store, id, dry_gulch(), 5).unwrap();
    let (good, bad) = (good.id.unwrap(), bad.id.unwrap());
    // A key added since is read with its default.
    let old_shape = {
        let mut v = serde_json::to_value(get_scenario(&store, good).unwrap()).unwrap();
        v.as_object_mut().unwrap().remove("beast_cards");
        v["sides"][0]["cast"][0].as_object_mut().unwrap().remove("standing");
        v
    };
    store
        .conn()
        .execute("UPDATE scenario SET cast_list = ?2 WHERE id = ?1", rusqlite::params![good, old_shape.to_string()])
        .unwrap();
    let read = get_scenario(&store, good).unwrap();
    assert!(read.warnings.is_empty() && read.beast_cards == 0, "{:?}", read.warnings);
    // A cast list of another shape altogether is cast again from the script, with a warning.
    store.conn().execute("UPDATE scenario SET cast_list = '{\"sides\": 3}' WHERE id = ?1", [bad]).unwrap();
    let recast = get_scenario(&store, bad).unwrap();
    assert!(recast.warnings[0].starts_with("The saved cast list could not be read"), "{:?}", recast.warnings);
    assert_eq!(recast.sides.len(), 2);
    let titles: Vec<String> = list_scenarios(&store, id).unwrap().into_iter().map(|s| s.title).collect();
    assert_eq!(titles.len(), 2);
    assert_eq!(list_scenarios(&store, id).unwrap()[1].characters, 7);
    // Removed without reading it as a cast list; undo puts the same row back.
    store.conn().execute("UPDATE scenario SET cast_list = '{\"sides\": 3}' WHERE id = ?1", [bad]).unwrap();
    remove_scenario(&mut store, bad, 6).unwrap();
    crate::campaign::undo(&mut store, Some(id), 7).unwrap();
    let text: String =
        store.conn().query_row("SELECT cast_list FROM scenario WHERE id = ?1", [bad], |r| r.get(0)).unwrap();
    assert_eq!(text, "{\"sides\":3}");
}

#[test]
fn plurals_in_the_change_log_summary() {
    let (mut store, id) = demo(Ruleset::Qotd);
    let one = json!({"title": "Alone", "sides": [{"side": "The Earps", "characters": ["Dusty"], "extras": [{"name": "Rex", "beast": "dog"}]}]});
    create_scenario(&mut store, id, one, 5).unwrap();
    let log = crate::campaign::changes(&store, id).unwrap();
    let last = log.iter().find(|c| c.entity == "scenario").unwrap();
    assert_eq!(last.summary, "Cast the scenario \"Alone\" (1 side, 1 character, 1 extra)");
}
