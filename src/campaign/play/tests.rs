//! The game in play's rules, through the library on a database in memory: the jokers' luck, a
//! beast joining the pack, a hit taking a card out of the phase, the fate deck's action cards and
//! Joker, an MWW gang with nobody standing, a TWTW hero's fifth torso wound.

use serde_json::json;

use super::*;
use crate::campaign::{create_demo, create_scenario};
use crate::store::Store;

fn game(ruleset: Ruleset, script: serde_json::Value, seed: u64) -> (Store, i64) {
    let mut store = Store::open_in_memory().unwrap();
    let campaign = create_demo(&mut store, ruleset, 1).unwrap().id;
    let scenario = create_scenario(&mut store, campaign, script, 2).unwrap().id.unwrap();
    let id = start(&mut store, scenario, seed, 3).unwrap().id;
    (store, id)
}

fn turn(store: &mut Store, id: i64, card: Option<&str>) -> Result<PlayView, PlayError> {
    change(store, id, PlayInput::Turn { card: card.map(str::to_string) }, 1, 4)
}

fn mark(store: &mut Store, id: i64, who: &str, text: &str) -> Result<PlayView, PlayError> {
    change(store, id, PlayInput::Mark { who: MemberRef::Name(who.into()), change: text.into() }, 1, 4)
}

fn qotd() -> (Store, i64) {
    game(
        Ruleset::Qotd,
        json!({"title": "Dry Gulch", "sides": [
            {"side": "The Earps", "characters": ["Wyatt Earp", "Dusty"]},
            {"side": "The Cowboys", "characters": ["Ike Clanton"], "extras": [{"name": "Old Grizzly", "beast": "large_carnivore"}]}]}),
        42,
    )
}

#[test]
fn a_joker_lends_its_luck_to_the_next_card_and_the_pack_holds_the_cast_s_cards_and_both_jokers() {
    let (mut store, id) = qotd();
    let v = turn(&mut store, id, Some("red joker")).unwrap();
    assert_eq!(v.round, 1);
    assert_eq!(v.left, 4 + 1 + 3 + 2 - 1, "the grizzly's card waits until he is activated");
    assert!(v.luck.as_deref().unwrap().starts_with("Red Joker"), "{:?}", v.luck);
    let v = turn(&mut store, id, Some("A♥")).unwrap();
    assert_eq!(v.acting, Some(0));
    assert!(v.luck.as_deref().unwrap().starts_with("Good luck"), "{:?}", v.luck);
    let v = turn(&mut store, id, Some("10♥")).unwrap();
    assert_eq!(v.luck, None, "the luck was the Ace's alone");
}

#[test]
fn a_hit_takes_a_card_out_of_the_phase_and_a_beast_activated_joins_the_next_one() {
    let (mut store, id) = qotd();
    turn(&mut store, id, Some("K♥")).unwrap();
    let before = show(&store, id).unwrap().left;
    let v = mark(&mut store, id, "Wyatt Earp", "hits=+2").unwrap();
    assert_eq!(v.members[0].cards, ["A♥", "K♥"], "his lowest cards go first");
    assert_eq!(v.left, before - 2, "J♥ and Q♥ leave the phase at once");
    assert!(turn(&mut store, id, Some("J♥")).unwrap_err().to_string().contains("already turned or out of play"));
    let v = mark(&mut store, id, "Old Grizzly", "active=on").unwrap();
    assert!(!v.deck.iter().any(|c| c.title == "Old Grizzly"), "not this phase");
    while show(&store, id).unwrap().left > 0 {
        turn(&mut store, id, None).unwrap();
    }
    let v = turn(&mut store, id, None).unwrap();
    assert_eq!(v.round, 2, "Wyatt's two, Dusty's, Ike's three, the grizzly's and the jokers");
    assert!(v.log.iter().any(|l| l.text.starts_with("Phase 2: the deck shuffled (9 cards)")), "{:?}", v.log);
}

#[test]
fn the_fate_deck_s_action_cards_go_to_the_next_player_of_their_class_and_the_joker_ends_the_deal() {
    let (mut store, id) = game(
        Ruleset::Fate,
        json!({"title": "Tin Cup", "sides": [
            {"side": 1, "player": "Ann", "characters": ["Kid Kelly"]},
            {"side": 2, "player": "Bob", "characters": ["Doc Ames"]}]}),
        1,
    );
    turn(&mut store, id, Some("gunman")).unwrap();
    let v = turn(&mut store, id, Some("Doc Ames")).unwrap();
    assert_eq!(v.held, ["Gunman Action Card: face up on the table"], "a Citizen does not take a Gunman's card");
    let v = turn(&mut store, id, Some("Kid Kelly")).unwrap();
    assert_eq!(v.held, ["Gunman Action Card: in Ann's hand"]);
    let e = change(
        &mut store,
        id,
        PlayInput::UseCard { card: "gunman".into(), who: MemberRef::Name("Doc Ames".into()) },
        1,
        4,
    )
    .unwrap_err();
    assert_eq!(e.to_string(), "card: Doc Ames's player holds no Gunman Action Card");
    let v = change(
        &mut store,
        id,
        PlayInput::UseCard { card: "gunman".into(), who: MemberRef::Name("Kid Kelly".into()) },
        1,
        4,
    )
    .unwrap();
    assert_eq!((v.acting, v.held.len()), (Some(0), 0));
    let v = turn(&mut store, id, Some("joker")).unwrap();
    assert_eq!(v.left, 0, "the Joker ends the deal");
    let v = turn(&mut store, id, None).unwrap();
    assert_eq!(
        (v.round, v.left),
        (2, 6),
        "every card back: two characters, four action cards and the Joker, one turned"
    );
}

#[test]
fn an_mww_gang_with_nobody_standing_is_left_out_of_the_next_turn() {
    let (mut store, id) = game(
        Ruleset::Mww,
        json!({"title": "Payday", "sides": [
            {"side": 1, "characters": ["Kid Curry"]}, {"side": 2, "characters": ["Marshal Hoyt"]}]}),
        1,
    );
    let v = turn(&mut store, id, Some("Marshal Hoyt's Posse")).unwrap();
    assert!(v.log.last().unwrap().text.contains("APs"), "{:?}", v.log);
    mark(&mut store, id, "Marshal Hoyt", "wounds=3").unwrap();
    mark(&mut store, id, "Marshal Hoyt", "knocked_out=on").unwrap();
    turn(&mut store, id, None).unwrap();
    turn(&mut store, id, None).unwrap();
    let v = turn(&mut store, id, None).unwrap();
    assert_eq!(v.round, 2);
    assert_eq!(v.left + 1, 2, "the Curry Gang and the civilians");
    assert!(mark(&mut store, id, "Marshal Hoyt", "aps=-99")
        .unwrap_err()
        .to_string()
        .starts_with("aps: Marshal Hoyt's Posse has"));
}

fn mww_payday(knocked_out: &str) -> (Store, i64) {
    let mut store = Store::open_in_memory().unwrap();
    let campaign = create_demo(&mut store, Ruleset::Mww, 1).unwrap().id;
    let readings = crate::rules::mww::MwwOptions::default().with("knocked_out", knocked_out).unwrap();
    crate::campaign::set_options(&mut store, campaign, readings, 1).unwrap();
    let script = json!({"title": "Payday", "sides": [
        {"side": 1, "characters": ["Kid Curry", "Flat Nose Logan"]}, {"side": 2, "characters": ["Marshal Hoyt"]}]});
    let scenario = create_scenario(&mut store, campaign, script, 2).unwrap().id.unwrap();
    let id = start(&mut store, scenario, 1, 3).unwrap().id;
    (store, id)
}

fn ended(store: &Store, id: i64, who: usize) -> String {
    result(store, id, "1881-10-26").unwrap().participants[who].ended.clone()
}

#[test]
fn by_default_an_mww_figure_shot_to_3_wounds_stays_in_and_is_knocked_out_only_when_marked_so() {
    let (mut store, id) = mww_payday("in_hand_to_hand");
    // Flat Nose Logan carried 1 wound in: 2 more make 3.
    let v = mark(&mut store, id, "Flat Nose Logan", "wounds=+2").unwrap();
    assert_eq!(v.members[1].standing, Standing::Standing, "{:?}", v.members[1].state);
    assert!(!v.log.last().unwrap().text.contains("knocked out"), "{:?}", v.log);
    assert_eq!(ended(&store, id, 1), "wounded");
    // Knocked out takes 3 wounds: refused on Kid Curry (none), naming the field; nothing stored.
    let events = plays::events_of(store.conn(), id).unwrap().len();
    let e = mark(&mut store, id, "Kid Curry", "knocked_out=on").unwrap_err();
    assert_eq!(
        e.to_string(),
        "knocked_out: a figure is knocked out at 3 wounds or more: Kid Curry has 0 (mark his wounds first)"
    );
    assert_eq!(plays::events_of(store.conn(), id).unwrap().len(), events);
    // Knocked out in the fight that follows.
    let v = mark(&mut store, id, "Flat Nose Logan", "knocked_out=on").unwrap();
    assert_eq!(v.members[1].standing, Standing::Out);
    assert!(v.members[1].state.contains(&"Knocked out".to_string()), "{:?}", v.members[1].state);
    assert_eq!(ended(&store, id, 1), "knocked_out");
    // His wounds are not taken below 3 while he is marked knocked out.
    let e = mark(&mut store, id, "Flat Nose Logan", "wounds=-1").unwrap_err();
    assert!(e.to_string().starts_with("wounds: Flat Nose Logan is marked knocked out"), "{e}");
}

#[test]
fn by_the_at_third_wound_reading_an_mww_figure_s_third_wound_knocks_him_out_however_it_came() {
    let (mut store, id) = mww_payday("at_third_wound");
    let v = mark(&mut store, id, "Flat Nose Logan", "wounds=+2").unwrap();
    assert_eq!(v.members[1].standing, Standing::Out);
    assert!(v.log.last().unwrap().text.ends_with("(3 now: knocked out)."), "{:?}", v.log);
    assert_eq!(ended(&store, id, 1), "knocked_out");
    // The game records what `posse game record` accepts under the same reading.
    let done = finish(&mut store, id, "1881-10-26", 5).unwrap();
    assert_eq!(done.input.participants[1].ended, "knocked_out");
}

#[test]
fn a_fifth_wound_to_a_twtw_hero_s_torso_kills_him_and_a_sixth_box_is_refused() {
    let (mut store, id) = game(
        Ruleset::Twtw,
        json!({"title": "Ranch", "sides": [{"side": 1, "characters": ["Hank"]}, {"side": 2, "characters": ["Pete Perkins"]}]}),
        1,
    );
    let v = mark(&mut store, id, "Pete Perkins", "wounds.chest=+5").unwrap();
    assert_eq!(v.members[1].standing, Standing::Dead);
    assert!(v.log.last().unwrap().text.ends_with("dies of his wounds."));
    let e = mark(&mut store, id, "Hank", "wounds.left_arm=6").unwrap_err();
    assert_eq!(e.to_string(), "wounds.left_arm: Hank has 0 wounds in the left arm: a location has 5 boxes");
    let v = change(&mut store, id, PlayInput::NextRound, 1, 4).unwrap();
    assert!(v.log.last().unwrap().text.starts_with("A new turn"));
    let e = turn(&mut store, id, Some("54")).unwrap_err();
    assert_eq!(e.code(), "invalid_card");
}

#[test]
fn a_change_the_app_sends_with_a_key_it_does_not_take_is_refused_naming_the_key() {
    let e = input_from_value(json!({"kind": "turn", "card": "7♥", "who": 1})).unwrap_err();
    assert_eq!(e.to_string(), "who: a turn change does not take who");
    let e = input_from_value(json!({"kind": "mark", "who": "Dusty"})).unwrap_err();
    assert!(e.to_string().contains("change"), "{e}");
    assert_eq!(date_of(0), "1970-01-01");
    assert_eq!(date_of(951_782_400), "2000-02-29");
}

#[test]
fn a_fate_man_s_record_says_where_his_worst_wound_is() {
    let (mut store, id) = game(
        Ruleset::Fate,
        json!({"title": "Tin Cup", "sides": [
            {"side": 1, "characters": ["Kid Kelly"]}, {"side": 2, "characters": ["Doc Ames", "Marshal Dan Tolliver"]}]}),
        1,
    );
    let at = |store: &Store, who: usize| {
        let p = &result(store, id, "1881-10-26").unwrap().participants[who];
        (p.ended.clone(), p.wound.clone())
    };
    assert_eq!(at(&store, 1), ("unhurt".to_string(), None));
    mark(&mut store, id, "Doc Ames", "wound=flesh:right_arm").unwrap();
    mark(&mut store, id, "Doc Ames", "wound=flesh:legs").unwrap();
    assert_eq!(at(&store, 1), ("flesh_wounded".to_string(), Some("right_arm".to_string())), "his first flesh wound");
    // A serious wound taken later is the one he ends with.
    mark(&mut store, id, "Doc Ames", "wound=serious:belly").unwrap();
    assert_eq!(at(&store, 1), ("seriously_wounded".to_string(), Some("belly".to_string())));
    // A dead man's wounds are not placed.
    change(&mut store, id, PlayInput::Kill { victim: MemberRef::Name("Marshal Dan Tolliver".into()), by: None }, 1, 4)
        .unwrap();
    mark(&mut store, id, "Marshal Dan Tolliver", "wound=serious:head").ok();
    assert_eq!(at(&store, 2).1, None);
    // The game records it: the aftermath reads the location, no die rolled for it.
    let done = finish(&mut store, id, "1881-10-26", 5).unwrap();
    assert_eq!(done.input.participants[1].wound.as_deref(), Some("belly"));
}

fn attack(
    store: &mut Store,
    id: i64,
    by: &str,
    target: &str,
    form: serde_json::Value,
    dice: &str,
) -> Result<PlayView, PlayError> {
    let input = PlayInput::Attack {
        by: MemberRef::Name(by.into()),
        target: MemberRef::Name(target.into()),
        form,
        dice: PlayDice { seed: None, dice: Some(dice.into()) },
    };
    change(store, id, input, 1, 4)
}

fn horse_wounds(v: &PlayView, who: usize) -> i32 {
    v.members[who].values.iter().find(|f| f.field == "horse_wounds").unwrap().value
}

#[test]
fn an_mww_horse_is_killed_by_the_wound_the_campaign_s_reading_names_and_a_shot_at_it_counts_its_wounds() {
    use crate::rules::mww::weapons::Shooting;
    use crate::rules::mww::wounds::read_wounds;
    let (mut store, id) = mww_payday("in_hand_to_hand");
    // Marshal Hoyt's heavy pistol at Kid Curry's horse: 01 hits, 50 on the heavy pistol's row.
    let v = attack(&mut store, id, "Marshal Hoyt", "Kid Curry", json!({"range": 4, "at": "horse"}), "01 50").unwrap();
    let dealt = i32::from(read_wounds(Shooting::HeavyPistol.wounds().unwrap(), 50).wounds());
    assert!(dealt > 0);
    assert_eq!(horse_wounds(&v, 0), dealt);
    assert_eq!(v.members[0].standing, Standing::Standing, "the rider is not hit");
    // "Horses can take 5 wounds before being killed": by default the 6th kills.
    let v = mark(&mut store, id, "Kid Curry", "horse_wounds=5").unwrap();
    assert!(!result(&store, id, "1881-10-26").unwrap().participants[0].horse_killed);
    assert!(!v.log.last().unwrap().text.contains("kills it"));
    let v = mark(&mut store, id, "Kid Curry", "horse_wounds=+1").unwrap();
    assert!(v.log.last().unwrap().text.contains("the 6th wound kills it"), "{:?}", v.log);
    assert!(result(&store, id, "1881-10-26").unwrap().participants[0].horse_killed);
    assert_eq!(
        mark(&mut store, id, "Kid Curry", "horse_wounds=+1").unwrap_err().to_string(),
        "horse_wounds: Kid Curry's horse is dead"
    );
    // A horse of a figure on foot is refused, naming the field.
    let e =
        attack(&mut store, id, "Kid Curry", "Marshal Hoyt", json!({"range": 4, "at": "horse"}), "01 50").unwrap_err();
    assert!(e.to_string().starts_with("form.at: Marshal Hoyt is on foot"), "{e}");
    assert!(mark(&mut store, id, "Marshal Hoyt", "horse_wounds=+1")
        .unwrap_err()
        .to_string()
        .starts_with("horse_wounds:"));

    // By the fifth_wound reading the 5th kills it.
    let mut store = Store::open_in_memory().unwrap();
    let campaign = create_demo(&mut store, Ruleset::Mww, 1).unwrap().id;
    let readings = crate::rules::mww::MwwOptions::default().with("horse_killed", "fifth_wound").unwrap();
    crate::campaign::set_options(&mut store, campaign, readings, 1).unwrap();
    let script = json!({"title": "Payday", "sides": [{"side": 1, "characters": ["Kid Curry"]}, {"side": 2, "characters": ["Marshal Hoyt"]}]});
    let scenario = create_scenario(&mut store, campaign, script, 2).unwrap().id.unwrap();
    let id = start(&mut store, scenario, 1, 3).unwrap().id;
    mark(&mut store, id, "Kid Curry", "horse_wounds=5").unwrap();
    assert!(result(&store, id, "1881-10-26").unwrap().participants[0].horse_killed);
}

#[test]
fn an_mww_target_on_the_ground_is_shot_at_prone() {
    let (mut store, id) = mww_payday("in_hand_to_hand");
    let form = json!({"range": 4});
    let by = MemberRef::Name("Kid Curry".into());
    let target = MemberRef::Name("Marshal Hoyt".into());
    let standing = odds(&store, id, &by, &target, &form).unwrap();
    mark(&mut store, id, "Marshal Hoyt", "down=on").unwrap();
    let down = odds(&store, id, &by, &target, &form).unwrap();
    let prone = odds(&store, id, &by, &target, &json!({"range": 4, "target_prone": true})).unwrap();
    assert_eq!(down, prone);
    assert_ne!(down.lines[0], standing.lines[0], "{:?}", down.notes);
}

#[test]
fn a_hit_on_an_mww_rider_gives_the_rearing_test_and_his_horse_killed_throws_him() {
    use crate::rules::mww::horses::rear_odds;
    let (mut store, id) = mww_payday("in_hand_to_hand");
    // Marshal Hoyt hits Kid Curry (on his horse): 01 hits, 10 on the heavy pistol's row is 1 wound.
    let v = attack(&mut store, id, "Marshal Hoyt", "Kid Curry", json!({"range": 4, "at": "rider"}), "01 10").unwrap();
    let o = rear_odds(0, 1, &crate::rules::mww::MwwOptions::default()).unwrap();
    let line = v.log.iter().find(|l| l.text.contains("rear up")).unwrap_or_else(|| panic!("{:?}", v.log));
    assert!(line.text.contains(&format!("{} it rears", o.rears.probability.percent())), "{}", line.text);
    assert_eq!(v.members[0].standing, Standing::Standing, "a rider hit stays in the saddle unless thrown");
    // His horse at 5 wounds: a 6th from a shot kills it and he falls.
    mark(&mut store, id, "Kid Curry", "horse_wounds=5").unwrap();
    let v = attack(&mut store, id, "Marshal Hoyt", "Kid Curry", json!({"range": 4, "at": "horse"}), "01 10").unwrap();
    assert!(v.log.iter().any(|l| l.text.contains("The horse is killed: Kid Curry falls")), "{:?}", v.log);
    assert_eq!(v.members[0].standing, Standing::Down);
    assert!(result(&store, id, "1881-10-26").unwrap().participants[0].horse_killed);
    // By rearing=horse_hit a rider hit on an unhurt horse rolls no rearing test.
    let (mut store, id) = mww_payday("in_hand_to_hand");
    let campaign = show(&store, id).unwrap().campaign_id;
    let readings = crate::rules::mww::MwwOptions::default().with("rearing", "horse_hit").unwrap();
    crate::campaign::set_options(&mut store, campaign, readings, 1).unwrap();
    let v = attack(&mut store, id, "Marshal Hoyt", "Kid Curry", json!({"range": 4, "at": "rider"}), "01 10").unwrap();
    assert!(!v.log.iter().any(|l| l.text.contains("rear up")), "{:?}", v.log);
}
