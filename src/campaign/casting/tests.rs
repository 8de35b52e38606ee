use serde_json::json;

use super::*;
use crate::campaign::{availability, characters_of, create_demo, detail};
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
    assert_eq!(s.sides[0].script.cards["Dusty"], [Rank::Ace]);

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
    assert_eq!(e.to_string(), "sides[0].characters[0]: Dusty is dead (A Goner! after the Corral)");
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
            "scenario",
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
    assert_eq!(again.sides, saved.sides);
    let edited = edit_scenario(&mut store, saved.id.unwrap(), shown, 6).unwrap();
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
    assert_eq!(copy.warnings, [format!("Left out of the copy: character #{dusty} is no longer on the roster")]);
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
