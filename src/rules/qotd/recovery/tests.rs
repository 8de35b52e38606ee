use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::rules::qotd::sheet::tests::sheet;
use crate::rules::qotd::test::{plan, Circumstances, TestId};

fn roll(dice: &[u8]) -> RecoveryRoll {
    RecoveryRoll { dice: dice.to_vec(), hes_going: None }
}

fn hes_going(first: &[u8], second: &[u8]) -> RecoveryRoll {
    RecoveryRoll { dice: first.to_vec(), hes_going: Some(second.to_vec()) }
}

fn outcome(kind: CharacterType, personality: &str, ending: Ending, r: &RecoveryRoll) -> RecoveryOutcome {
    recover(kind, personality, BrushWithDeathRule::Replace, ending, Some(r)).unwrap_or_else(|e| panic!("{e}")).outcome
}

const FIT: NextAdventure = NextAdventure::Fit;
const TIRED: NextAdventure = NextAdventure::OneCardLess { reduced_dice: false };
const EXHAUSTED: NextAdventure = NextAdventure::OneCardLess { reduced_dice: true };

#[test]
fn every_cell_of_the_with_cards_row() {
    for ending in [Ending::Uninjured, Ending::InjuredWithCards] {
        for d in 1..=10u8 {
            let r = recover(CharacterType::Minor, "ordinary", BrushWithDeathRule::Replace, ending, Some(&roll(&[d])))
                .unwrap();
            let (next, new_trait, headline) = match d {
                1 => (EXHAUSTED, false, "I'm Exhausted!"),
                2..=4 => (TIRED, false, "I'm Tired out!"),
                5..=9 => (FIT, false, "Fighting Fit!"),
                _ => (FIT, true, "Experience is a great Teacher!"),
            };
            assert_eq!(r.outcome, RecoveryOutcome { next, new_trait, brush_with_death: None }, "{ending:?} {d}");
            assert_eq!(r.steps.len(), 1);
            assert_eq!(r.steps[0].headline, headline);
            assert_eq!(r.steps[0].situation, RecoverySituation::WithCards);
            assert_eq!((r.steps[0].kept, r.steps[0].band), (d, Band::of(d)));
        }
    }
}

#[test]
fn every_cell_of_the_no_cards_row() {
    for d in 2..=10u8 {
        let r = recover(
            CharacterType::Supporting,
            "ordinary",
            BrushWithDeathRule::Replace,
            Ending::InjuredNoCards,
            Some(&roll(&[d])),
        )
        .unwrap();
        let (next, new_trait, headline) = match d {
            2..=4 => (TIRED, false, "He needs time to heal!"),
            5..=9 => (FIT, false, "Fully Recovered!"),
            _ => (FIT, true, "It's a Miracle!"),
        };
        assert_eq!(r.outcome, RecoveryOutcome { next, new_trait, brush_with_death: None }, "{d}");
        assert_eq!((r.steps.len(), r.steps[0].headline), (1, headline));
    }
}

#[test]
fn a_1_with_no_cards_goes_on_to_the_hes_going_row() {
    for d in 1..=10u8 {
        let r = recover(
            CharacterType::Minor,
            "ordinary",
            BrushWithDeathRule::Replace,
            Ending::InjuredNoCards,
            Some(&hes_going(&[1], &[d])),
        )
        .unwrap();
        assert_eq!(r.steps.len(), 2);
        assert_eq!((r.steps[0].headline, r.steps[0].situation), ("He's Going!", RecoverySituation::NoCards));
        assert_eq!((r.steps[1].situation, r.steps[1].kept), (RecoverySituation::HesGoing, d));
        let brush = Some(BrushWithDeath::BecomesCautious { from: "ordinary".into() });
        let (next, brush, headline) = match d {
            1..=4 => (NextAdventure::Dead, None, "A Goner!"),
            5..=9 => (NextAdventure::MissNext, brush, "Needs Extensive Medical Care!"),
            _ => (NextAdventure::MissNext, None, "Needs Medical Care!"),
        };
        assert_eq!(r.outcome, RecoveryOutcome { next, new_trait: false, brush_with_death: brush }, "{d}");
        assert_eq!(r.steps[1].headline, headline);
    }
}

#[test]
fn the_brush_with_death_depends_on_the_personality() {
    let brush =
        |p: &str| outcome(CharacterType::Minor, p, Ending::InjuredNoCards, &hes_going(&[1], &[7])).brush_with_death;
    assert_eq!(brush("heroic"), Some(BrushWithDeath::TakesCourageTests));
    assert_eq!(brush("Brave"), Some(BrushWithDeath::BecomesOrdinary { from: "brave".into() }));
    assert_eq!(brush("rash"), Some(BrushWithDeath::BecomesOrdinary { from: "rash".into() }));
    assert_eq!(brush("quick witted"), Some(BrushWithDeath::BecomesCautious { from: "quick_witted".into() }));
}

#[test]
fn heroes_and_main_characters_roll_two_dice_and_keep_the_best() {
    for kind in [CharacterType::Hero, CharacterType::Main] {
        let r =
            recover(kind, "ordinary", BrushWithDeathRule::Replace, Ending::Uninjured, Some(&roll(&[3, 9]))).unwrap();
        assert_eq!((r.steps[0].dice.as_slice(), r.steps[0].kept), (&[3, 9][..], 9));
        assert_eq!(r.outcome.next, FIT);
        assert!(outcome(kind, "ordinary", Ending::Uninjured, &roll(&[10, 1])).new_trait);
        // A 1 on one die is no He's Going when the other is better.
        let r = recover(kind, "ordinary", BrushWithDeathRule::Replace, Ending::InjuredNoCards, Some(&roll(&[1, 4])))
            .unwrap();
        assert_eq!((r.steps.len(), r.outcome.next), (1, TIRED));
        let r = recover(
            kind,
            "heroic",
            BrushWithDeathRule::Replace,
            Ending::InjuredNoCards,
            Some(&hes_going(&[1, 1], &[2, 6])),
        )
        .unwrap();
        assert_eq!((r.steps[1].kept, r.outcome.next), (6, NextAdventure::MissNext));
        assert_eq!(r.outcome.brush_with_death, Some(BrushWithDeath::TakesCourageTests));
        let e =
            recover(kind, "ordinary", BrushWithDeathRule::Replace, Ending::Uninjured, Some(&roll(&[7]))).unwrap_err();
        assert_eq!(e, RecoveryError::WrongDiceCount { field: "dice", kind, expected: 2, got: 1 });
        assert_eq!(e.code(), "wrong_dice_count");
    }
    for kind in [CharacterType::Supporting, CharacterType::Minor] {
        let e = recover(kind, "ordinary", BrushWithDeathRule::Replace, Ending::Uninjured, Some(&roll(&[3, 9])))
            .unwrap_err();
        assert_eq!(e, RecoveryError::WrongDiceCount { field: "dice", kind, expected: 1, got: 2 });
        assert_eq!(e.to_string(), format!("dice: a {} rolls 1 D10 after the adventure, not 2", kind.name()));
    }
}

#[test]
fn the_killed_roll_nothing_and_are_dead() {
    let r = recover(CharacterType::Hero, "heroic", BrushWithDeathRule::Replace, Ending::Killed, None).unwrap();
    assert!(r.steps.is_empty());
    assert_eq!(r.outcome, RecoveryOutcome { next: NextAdventure::Dead, new_trait: false, brush_with_death: None });
    let e = recover(CharacterType::Hero, "heroic", BrushWithDeathRule::Replace, Ending::Killed, Some(&roll(&[5, 5])))
        .unwrap_err();
    assert_eq!((e.code(), e.to_string().starts_with("dice: ")), ("unexpected_roll", true));
}

#[test]
fn bad_rolls_are_refused_naming_the_field() {
    let minor = CharacterType::Minor;
    let e = recover(minor, "ordinary", BrushWithDeathRule::Replace, Ending::Uninjured, None).unwrap_err();
    assert_eq!(e.code(), "missing_roll");
    assert_eq!(
        e.to_string(),
        "dice: roll the character's action dice (1D10) on the post action rest and recovery chart"
    );
    for bad in [0, 11] {
        let e = recover(minor, "ordinary", BrushWithDeathRule::Replace, Ending::Uninjured, Some(&roll(&[bad])))
            .unwrap_err();
        assert_eq!(e, RecoveryError::DieOutOfRange { field: "dice", index: 0, value: bad });
        assert_eq!(e.code(), "die_out_of_range");
    }
    let e =
        recover(CharacterType::Hero, "ordinary", BrushWithDeathRule::Replace, Ending::Uninjured, Some(&roll(&[4, 12])))
            .unwrap_err();
    assert_eq!(e.to_string(), "dice[1]: 12 is not a D10 roll (1 to 10)");
    let e =
        recover(minor, "ordinary", BrushWithDeathRule::Replace, Ending::InjuredNoCards, Some(&roll(&[1]))).unwrap_err();
    assert_eq!((e.code(), e.to_string().starts_with("hes_going: ")), ("missing_hes_going", true));
    for (ending, first) in [(Ending::InjuredNoCards, 5), (Ending::Uninjured, 1), (Ending::InjuredWithCards, 1)] {
        let e = recover(minor, "ordinary", BrushWithDeathRule::Replace, ending, Some(&hes_going(&[first], &[5])))
            .unwrap_err();
        assert_eq!(e, RecoveryError::UnexpectedHesGoing, "{ending:?} {first}");
        assert_eq!(e.code(), "unexpected_hes_going");
    }
    let e = recover(
        minor,
        "ordinary",
        BrushWithDeathRule::Replace,
        Ending::InjuredNoCards,
        Some(&hes_going(&[1], &[5, 6])),
    )
    .unwrap_err();
    assert_eq!(e, RecoveryError::WrongDiceCount { field: "hes_going", kind: minor, expected: 1, got: 2 });
    let e =
        recover(minor, "ordinary", BrushWithDeathRule::Replace, Ending::InjuredNoCards, Some(&hes_going(&[1], &[0])))
            .unwrap_err();
    assert_eq!(e.to_string(), "hes_going[0]: 0 is not a D10 roll (1 to 10)");
    let e = recover(minor, "grumpy", BrushWithDeathRule::Replace, Ending::Uninjured, Some(&roll(&[5]))).unwrap_err();
    assert_eq!((e.code(), e.to_string().starts_with("personality: ")), ("unknown_personality", true));
}

#[test]
fn endings_are_read_as_typed() {
    for e in Ending::ALL {
        assert_eq!(Ending::from_id(e.id()), Some(e));
    }
    assert_eq!(Ending::from_id("Unhurt"), Some(Ending::Uninjured));
    assert_eq!(Ending::from_id("injured with cards"), Some(Ending::InjuredWithCards));
    assert_eq!(Ending::from_id("no-cards"), Some(Ending::InjuredNoCards));
    assert_eq!(Ending::from_id("Dead"), Some(Ending::Killed));
    assert_eq!(Ending::from_id("sleepy"), None);
    assert_eq!(serde_json::to_value(Ending::InjuredNoCards).unwrap(), "injured_no_cards");
}

#[test]
fn a_seeded_roll_is_deterministic_and_rolls_hes_going_only_when_needed() {
    let mut hes_going_seen = 0;
    for seed in 0..200u64 {
        for kind in CharacterType::ALL {
            for ending in Ending::ALL {
                let a = roll_recovery(kind, ending, &mut ChaCha8Rng::seed_from_u64(seed));
                let b = roll_recovery(kind, ending, &mut ChaCha8Rng::seed_from_u64(seed));
                assert_eq!(a, b);
                let Some(r) = a else {
                    assert_eq!(ending, Ending::Killed);
                    continue;
                };
                assert_eq!(r.dice.len(), usize::from(kind.action_dice().dice));
                let kept = *r.dice.iter().max().unwrap();
                let needed = ending == Ending::InjuredNoCards && kept == 1;
                assert_eq!(r.hes_going.is_some(), needed, "{kind:?} {ending:?} {r:?}");
                hes_going_seen += usize::from(needed);
                recover(kind, "ordinary", BrushWithDeathRule::Replace, ending, Some(&r))
                    .unwrap_or_else(|e| panic!("{e}: {r:?}"));
            }
        }
    }
    assert!(hes_going_seen > 0, "200 seeds should give a 1 for a single die");
    let r = roll_recovery(CharacterType::Hero, Ending::Uninjured, &mut ChaCha8Rng::seed_from_u64(7)).unwrap();
    assert!(r.dice.iter().all(|d| (1..=10).contains(d)));
}

fn win(new_trait: bool) -> RecoveryOutcome {
    RecoveryOutcome { next: FIT, new_trait, brush_with_death: None }
}

fn choice(id: &str, param: Option<&str>, replace: Option<&str>) -> TraitChoiceInput {
    let pick = match param {
        Some(p) => TraitPick::with(id, p),
        None => TraitPick::plain(id),
    };
    TraitChoiceInput { pick, replace: replace.map(str::to_string) }
}

fn ids(s: &CharacterSheet) -> Vec<String> {
    s.traits.iter().map(|t| t.id.clone()).collect()
}

#[test]
fn a_new_trait_is_added_when_there_is_room() {
    let mut s = sheet("main", vec![TraitPick::plain("marksman")]);
    let changes = apply_recovery(&mut s, &win(true), Some(&choice("Quick Draw", None, None))).unwrap();
    assert_eq!(ids(&s), ["marksman", "quick_draw"]);
    assert_eq!(changes, ["Gains Quick Draw."]);
    let changes = apply_recovery(&mut s, &win(true), Some(&choice("expert", Some("winchester"), None))).unwrap();
    assert_eq!(changes, ["Gains Expert with Repeating rifle (lever, pump action or magazine)."]);
    assert_eq!(s.traits[2], TraitPick::with("expert", "winchester"));
    assert!(Character::from_sheet(&s).is_ok());
}

#[test]
fn no_choice_is_a_skip_and_a_choice_needs_the_right_result() {
    let before = sheet("main", vec![TraitPick::plain("marksman")]);
    let mut s = before.clone();
    assert_eq!(apply_recovery(&mut s, &win(true), None).unwrap(), Vec::<String>::new());
    assert_eq!(s, before);
    let e = apply_recovery(&mut s, &win(false), Some(&choice("tough", None, None))).unwrap_err();
    assert_eq!((e.code(), e.to_string().starts_with("trait: ")), ("no_new_trait", true));
    assert_eq!(s, before, "a refused change leaves the sheet alone");
}

#[test]
fn a_bad_new_trait_is_refused() {
    let mut s = sheet("hero", vec![TraitPick::plain("marksman"), TraitPick::plain("lumbering")]);
    let before = s.clone();
    let cases = [
        (choice("banjo", None, None), "unknown_trait"),
        (choice("marksman", None, None), "duplicate_trait"),
        (choice("frail", None, None), "handicap_trait"),
        (choice("fleet_footed", None, None), "conflicting_traits"),
        (choice("good_in_skill", None, None), "missing_param"),
        (choice("tough", Some("very"), None), "unexpected_param"),
        (choice("expert", Some("ray gun"), None), "unknown_weapon"),
    ];
    for (c, code) in cases {
        let e = apply_recovery(&mut s, &win(true), Some(&c)).unwrap_err();
        assert_eq!(e.code(), code, "{c:?}: {e}");
        assert!(e.to_string().starts_with("trait: "), "{e}");
        assert_eq!(s, before);
    }
}

#[test]
fn at_the_maximum_a_new_trait_replaces_a_held_one_or_is_skipped() {
    let full = sheet("supporting", vec![TraitPick::plain("athletic"), TraitPick::with("good_in_skill", "riding")]);
    let mut s = full.clone();
    let e = apply_recovery(&mut s, &win(true), Some(&choice("tough", None, None))).unwrap_err();
    assert_eq!(e, RecoveryError::TraitsFull { kind: CharacterType::Supporting, max: 2 });
    assert_eq!(e.code(), "traits_full");
    assert!(e.to_string().starts_with("replace: a Supporting Character has at most 2"), "{e}");
    let e = apply_recovery(&mut s, &win(true), Some(&choice("tough", None, Some("marksman")))).unwrap_err();
    assert_eq!(e.code(), "replace_not_held");
    assert_eq!(s, full);

    let changes = apply_recovery(&mut s, &win(true), Some(&choice("tough", None, Some("Athletic")))).unwrap();
    assert_eq!(changes, ["Drops Athletic.", "Gains Tough."]);
    assert_eq!(ids(&s), ["good_in_skill", "tough"]);

    let mut s = sheet("minor", vec![TraitPick::with("good_in_skill", "riding")]);
    let c = choice("good_in_skill", Some("tracking"), Some("good_in_skill:Riding"));
    apply_recovery(&mut s, &win(true), Some(&c)).unwrap();
    assert_eq!(s.traits, [TraitPick::with("good_in_skill", "tracking")]);

    let mut s = sheet("supporting", vec![TraitPick::with("expert", "bow"), TraitPick::with("expert", "winchester")]);
    let e = apply_recovery(&mut s, &win(true), Some(&choice("tough", None, Some("expert")))).unwrap_err();
    assert_eq!(e.code(), "ambiguous_replace");
    apply_recovery(&mut s, &win(true), Some(&choice("tough", None, Some("expert:henry rifle")))).unwrap();
    assert_eq!(s.traits, [TraitPick::with("expert", "bow"), TraitPick::plain("tough")]);

    let mut s = sheet("main", vec![TraitPick::plain("athletic")]);
    let e = apply_recovery(&mut s, &win(true), Some(&choice("tough", None, Some("athletic")))).unwrap_err();
    assert_eq!(e.code(), "nothing_to_replace");
}

fn brush(b: BrushWithDeath) -> RecoveryOutcome {
    RecoveryOutcome { next: NextAdventure::MissNext, new_trait: false, brush_with_death: Some(b) }
}

fn sheet_of(personality: &str) -> CharacterSheet {
    CharacterSheet { personality: personality.into(), ..sheet("main", vec![]) }
}

#[test]
fn a_brush_with_death_makes_the_heroic_take_courage_tests() {
    let mut s = sheet_of("heroic");
    let o = outcome(CharacterType::Main, "heroic", Ending::InjuredNoCards, &hes_going(&[1, 1], &[5, 3]));
    assert_eq!(apply_recovery(&mut s, &o, None).unwrap(), ["Still Heroic, but takes Courage Tests from now on."]);
    assert_eq!((s.personality.as_str(), s.courage_tests), ("heroic", true));
    assert_eq!(apply_recovery(&mut s, &o, None).unwrap(), ["Still Heroic, and already takes Courage Tests."]);
}

#[test]
fn a_brush_with_death_makes_the_brave_and_rash_ordinary_and_others_cautious() {
    for (from, to, words) in [
        ("brave", "ordinary", "Brave becomes Ordinary."),
        ("rash", "ordinary", "Rash becomes Ordinary."),
        ("disciplined", "cautious", "Disciplined becomes Cautious."),
        ("ordinary", "cautious", "Ordinary becomes Cautious."),
        ("cautious", "cautious", "Already Cautious."),
    ] {
        let mut s = sheet_of(from);
        let b = BrushWithDeath::of(Personality::from_id(from).unwrap(), BrushWithDeathRule::Replace);
        assert_eq!(apply_recovery(&mut s, &brush(b), None).unwrap(), [words]);
        assert_eq!((s.personality.as_str(), s.courage_tests), (to, false));
    }
}

#[test]
fn a_trait_and_nothing_else_for_a_miracle() {
    let mut s = sheet_of("brave");
    let o = outcome(CharacterType::Main, "brave", Ending::InjuredNoCards, &roll(&[2, 10]));
    assert_eq!(apply_recovery(&mut s, &o, Some(&choice("tough", None, None))).unwrap(), ["Gains Tough."]);
    assert_eq!(s.personality, "brave");
}

#[test]
fn an_invalid_sheet_is_refused_before_anything_changes() {
    let mut s = sheet_of("grumpy");
    let e = apply_recovery(&mut s, &brush(BrushWithDeath::TakesCourageTests), None).unwrap_err();
    assert_eq!(e.code(), "invalid_sheet");
    assert!(e.to_string().starts_with("sheet: personality: "), "{e}");
}

#[test]
fn the_options_leave_out_handicaps_held_traits_and_contradictions() {
    let c = Character::from_sheet(&sheet(
        "hero",
        vec![TraitPick::plain("lumbering"), TraitPick::plain("marksman"), TraitPick::with("expert", "bow")],
    ))
    .unwrap();
    let o = trait_options(&c);
    let ids: Vec<_> = o.options.iter().map(|t| t.id).collect();
    for absent in ["lumbering", "marksman", "fleet_footed", "frail", "poor_in_skill", "poor_fighter", "poor_shot"] {
        assert!(!ids.contains(&absent), "{absent}");
    }
    for present in ["expert", "good_in_skill", "quick_draw", "tough"] {
        assert!(ids.contains(&present), "{present}");
    }
    assert_eq!(o.options.len(), TRAITS.len() - HANDICAPS.len() - 2);
    let expert = o.options.iter().find(|t| t.id == "expert").unwrap();
    assert_eq!(expert.needs_param, Some(TraitParam::Weapon));
    assert_eq!((o.full, o.max), (false, 4));
    let minor = Character::from_sheet(&sheet("minor", vec![TraitPick::plain("tough")])).unwrap();
    let o = trait_options(&minor);
    assert_eq!((o.full, o.max), (true, 1));
}

#[test]
fn the_courage_tests_flag_is_written_only_when_set() {
    let json = r#"{"name":"Wyatt","type":"hero","personality":"heroic","traits":[],"weapons":[],"armour":"none","shield":false,"notes":""}"#;
    let s: CharacterSheet = serde_json::from_str(json).unwrap();
    assert!(!s.courage_tests);
    assert_eq!(serde_json::to_string(&s).unwrap(), json, "an old sheet is written back as it was");
    let flagged = CharacterSheet { courage_tests: true, ..s };
    let written = serde_json::to_string(&flagged).unwrap();
    assert!(written.ends_with(r#","courage_tests":true}"#), "{written}");
    assert_eq!(serde_json::from_str::<CharacterSheet>(&written).unwrap(), flagged);
    let c = Character::from_sheet(&flagged).unwrap();
    assert!(c.courage_tests() && !c.skips_courage_tests());
    assert_eq!(Character::from_sheet(&c.to_sheet()).unwrap(), c);
}

#[test]
fn a_heroic_character_who_has_had_a_brush_with_death_takes_courage_tests() {
    let heroic = CharacterSheet { personality: "heroic".into(), ..sheet("main", vec![]) };
    let spared = Character::from_sheet(&heroic).unwrap();
    let p = plan(&spared, TestId::CourageTest, &Circumstances::default());
    assert_eq!(p.automatic, Some(Band::FiveToNine));
    let tests = Character::from_sheet(&CharacterSheet { courage_tests: true, ..heroic }).unwrap();
    let p = plan(&tests, TestId::CourageTest, &Circumstances::default());
    assert_eq!(p.automatic, None);
    assert!(p.reasons.iter().any(|r| r.source == "courage_tests"), "{:?}", p.reasons);
    let brave = Character::from_sheet(&CharacterSheet { courage_tests: true, ..sheet_of("brave") }).unwrap();
    assert!(!brave.skips_courage_tests());
}

#[test]
fn the_shooting_chain_counts_courage_tests_for_a_heroic_target_after_a_brush_with_death() {
    use crate::rules::qotd::odds::shot_odds;
    let shooter = Character::from_sheet(&CharacterSheet {
        weapons: vec!["winchester".into()],
        ..sheet("hero", vec![TraitPick::plain("marksman")])
    })
    .unwrap();
    let heroic = CharacterSheet { personality: "heroic".into(), ..sheet("supporting", vec![]) };
    let c = Circumstances { range_paces: Some(10), ..Default::default() };
    let spared = shot_odds(&shooter, &Character::from_sheet(&heroic).unwrap(), &c, &Default::default()).unwrap();
    assert!(spared.summary.p_target_tests_courage.is_zero());
    let shaken = Character::from_sheet(&CharacterSheet { courage_tests: true, ..heroic }).unwrap();
    let tests = shot_odds(&shooter, &shaken, &c, &Default::default()).unwrap();
    assert!(!tests.summary.p_target_tests_courage.is_zero());
}

/// Item 10 of issue 10. Reel 6, Needs Extensive Medical Care!: "If none of these apply they have
/// gained the Cautious Trait". By default (`brush_with_death=keep`) the character keeps their
/// personality and gains Cautious's effect; `replace` makes Cautious their personality.
#[test]
fn a_brush_with_death_gives_cautious_as_an_extra_or_as_the_personality_by_option() {
    let lucky = Personality::from_id("lucky").unwrap();
    let dusty = |rule| {
        recover(CharacterType::Minor, "lucky", rule, Ending::InjuredNoCards, Some(&hes_going(&[1], &[6])))
            .unwrap()
            .outcome
    };
    let keep = dusty(BrushWithDeathRule::Keep);
    assert_eq!(keep.brush_with_death, Some(BrushWithDeath::GainsCautious { from: "lucky".into() }));
    assert_eq!(
        BrushWithDeath::of(lucky, BrushWithDeathRule::Keep),
        BrushWithDeath::GainsCautious { from: "lucky".into() }
    );
    let mut s = sheet_of("lucky");
    let changes = apply_recovery(&mut s, &keep, None).unwrap();
    assert_eq!((s.personality.as_str(), s.cautious), ("lucky", true), "a Lucky man stays Lucky");
    assert_eq!(
        changes,
        ["Stays Lucky and gains Cautious's effect: reduced dice for all Responding or Reacting tests."]
    );
    let shaken = Character::from_sheet(&s).unwrap();
    assert!(shaken.cautious_extra() && shaken.is_cautious());
    // A second brush changes nothing more.
    assert_eq!(apply_recovery(&mut s, &keep, None).unwrap(), ["Already Cautious since an earlier brush with death."]);
    // The Brave and Rash still "become Ordinary", and the Heroic take Courage Tests, either way.
    assert_eq!(
        BrushWithDeath::of(Personality::from_id("rash").unwrap(), BrushWithDeathRule::Keep),
        BrushWithDeath::BecomesOrdinary { from: "rash".into() }
    );

    let replace = dusty(BrushWithDeathRule::Replace);
    let mut s = sheet_of("lucky");
    assert_eq!(apply_recovery(&mut s, &replace, None).unwrap(), ["Lucky becomes Cautious."]);
    assert_eq!((s.personality.as_str(), s.cautious), ("cautious", false));
    let mut s = sheet_of("cautious");
    let cautious = brush(BrushWithDeath::of(Personality::from_id("cautious").unwrap(), BrushWithDeathRule::Keep));
    assert_eq!(apply_recovery(&mut s, &cautious, None).unwrap(), ["Already Cautious."]);
    assert!(!s.cautious);
}
