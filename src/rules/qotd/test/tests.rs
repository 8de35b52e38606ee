use super::fixtures::character;
use super::*;
use crate::error::ErrorCode;
use crate::rules::qotd::charts::{AttackForm, DefenceForm, ShotType, ACTION_CHARTS};

fn c() -> Circumstances {
    Circumstances::default()
}

/// The re-rolls a plan grants, by source.
fn rerolls(p: &TestPlan) -> Vec<&str> {
    p.reasons.iter().filter(|r| r.kind == ReasonKind::Reroll).map(|r| r.source.as_str()).collect()
}

fn plan_of(
    kind: &str,
    personality: &str,
    traits: &[&str],
    weapons: &[&str],
    test: TestId,
    circ: &Circumstances,
) -> TestPlan {
    let ch = character(kind, personality, traits, weapons);
    check(&ch, test, circ).unwrap();
    plan(&ch, test, circ)
}

#[test]
fn every_test_reads_a_chart_of_the_same_id() {
    for t in TestId::ALL {
        match t.chart() {
            Some(chart) => assert_eq!(chart.id, t.id()),
            None => assert_eq!(t, TestId::PostActionRecovery),
        }
        assert_eq!(TestId::from_id(t.id()), Some(t));
        assert_eq!(TestId::from_id(&format!("qotd.{}", t.id())), Some(t));
    }
    // Every action chart a character rolls on is a test; the beast's reaction is a beast's.
    for chart in ACTION_CHARTS {
        assert!(TestId::from_id(chart.id).is_some() || chart.id == "beasts_reaction", "{}", chart.id);
    }
    assert_eq!(TestId::from_id("courage"), Some(TestId::CourageTest));
    assert_eq!(TestId::from_id("Wanting to Shoot"), Some(TestId::WantingToShoot));
    assert_eq!(TestId::from_id("banjo"), None);
}

#[test]
fn personalities_that_reroll() {
    let cases: &[(&str, TestId, Circumstances)] = &[
        ("disciplined", TestId::WantingToMove, c()),
        ("disciplined", TestId::WantingToShoot, c()),
        ("disciplined", TestId::WantingToAttack, c()),
        ("disciplined", TestId::RespondingToAnOpportunity, c()),
        ("disciplined", TestId::ReloadOrRestring, c()),
        ("brave", TestId::CourageTest, c()),
        ("proud", TestId::CourageTest, c()),
        ("quick_witted", TestId::RespondingToAnOpportunity, c()),
        ("quick_witted", TestId::RespondingToAnAttack, c()),
        ("quick_witted", TestId::ReactingToANewEvent, c()),
        ("fanatic", TestId::WantingToAttack, c()),
        ("fanatic", TestId::WantingToMove, Circumstances { towards_enemy: true, ..c() }),
        ("rash", TestId::WantingToMove, Circumstances { towards_enemy: true, ..c() }),
        ("academic", TestId::WantingToCompleteATask, Circumstances { own_field: true, ..c() }),
        ("lucky", TestId::CourageTest, Circumstances { lucky: true, ..c() }),
    ];
    for (personality, test, circ) in cases {
        let p = plan_of("supporting", personality, &[], &[], *test, circ);
        assert_eq!(rerolls(&p), [*personality], "{personality} on {test}");
        assert_eq!(p.rerolls[0].from..=p.rerolls[0].to, 1..=4);
        assert!(p.reasons.iter().any(|r| r.text.contains("must keep the second")), "{personality}: {:?}", p.reasons);
    }
    // …and not elsewhere.
    for (personality, test) in [
        ("disciplined", TestId::CourageTest),
        ("brave", TestId::WantingToShoot),
        ("rash", TestId::WantingToMove),
        ("quick_witted", TestId::LocatingTheEnemy),
        ("academic", TestId::WantingToCompleteATask),
    ] {
        assert!(plan_of("main", personality, &[], &[], test, &c()).rerolls.is_empty(), "{personality} on {test}");
    }
}

#[test]
fn cautious_uses_reduced_dice_to_respond_and_react() {
    for test in [
        TestId::RespondingToAnOpportunity,
        TestId::RespondingToAnAttack,
        TestId::ReactingToANewEvent,
        TestId::RespondingToAnOpponentDrawing,
    ] {
        let p = plan_of("hero", "cautious", &[], &[], test, &c());
        assert!(p.reduced);
        assert_eq!(p.dice.to_string(), "1D10");
    }
    assert!(!plan_of("hero", "cautious", &[], &[], TestId::WantingToShoot, &c()).reduced);
}

#[test]
fn heroic_needs_no_courage_test_and_a_fanatic_ignores_1s() {
    let p = plan_of("minor", "heroic", &[], &[], TestId::CourageTest, &c());
    assert_eq!(p.automatic, Some(Band::FiveToNine));
    let p = plan_of("minor", "fanatic", &[], &[], TestId::CourageTest, &c());
    assert!(p.ones_read_as_failure && p.rerolls.is_empty());
}

#[test]
fn a_natural_leader_lends_their_dice_and_a_dominant_leader_a_reroll() {
    let led = Circumstances { natural_leader_near: Some(crate::rules::qotd::CharacterType::Hero), ..c() };
    // (A Supporting character: a Minor Character cannot hold, so never responds while holding.)
    for test in [TestId::WantingToMove, TestId::CourageTest, TestId::RespondingToAnOpportunity] {
        assert_eq!(
            plan_of("supporting", "ordinary", &[], &[], test, &led).dice.to_string(),
            "2D10, take the best",
            "{test}"
        );
    }
    // Not for shooting: the circumstance is refused rather than ignored.
    let minor = character("minor", "ordinary", &[], &[]);
    assert_eq!(check(&minor, TestId::WantingToShoot, &led).unwrap_err().code(), "does_not_apply");
    // The leader's reduced dice on a second move: a Hero's are 1D10.
    let second = Circumstances { second_move_this_phase: true, ..led };
    assert_eq!(plan_of("minor", "ordinary", &[], &[], TestId::WantingToMove, &second).dice.to_string(), "1D10");
    let dominant = Circumstances { dominant_leader_near: true, ..c() };
    assert_eq!(
        rerolls(&plan_of("minor", "ordinary", &[], &[], TestId::WantingToCompleteATask, &dominant)),
        ["dominant_leader_near"]
    );
    // A Courage Test is not an action: refused, not ignored.
    assert_eq!(check(&minor, TestId::CourageTest, &dominant).unwrap_err().code(), "does_not_apply");
}

#[test]
fn traits_that_reroll() {
    let athletic = Circumstances { task: TaskKind::Athletic, ..c() };
    let strength = Circumstances { task: TaskKind::Strength, ..c() };
    let riding = Circumstances { skill: Some("Riding".into()), ..c() };
    let bad_going = Circumstances { in_bad_going: true, ..c() };
    let with_rifle = Circumstances { weapon: Some("winchester".into()), ..c() };
    let cases: Vec<(&str, TestId, Circumstances)> = vec![
        ("athletic", TestId::WantingToCompleteATask, athletic),
        ("strong", TestId::WantingToCompleteATask, strength),
        ("strong", TestId::Escape, c()),
        ("good_in_skill:riding", TestId::WantingToCompleteATask, riding),
        ("fleet_footed", TestId::WantingToMove, c()),
        ("surefooted", TestId::WantingToMove, bad_going),
        ("surefooted", TestId::WantingToMoveThroughRuins, c()),
        ("tough", TestId::ComingRound, c()),
        ("tough", TestId::Poison, c()),
        ("quick_draw", TestId::DrawingAndShooting, c()),
        ("quick_draw", TestId::RespondingToAnOpponentDrawing, c()),
        ("marksman", TestId::ReloadOrRestring, c()),
        ("expert:winchester", TestId::ReloadOrRestring, with_rifle.clone()),
        ("expert:winchester", TestId::HitFromShooting, with_rifle.clone()),
        ("expert:winchester", TestId::WantingToCompleteATask, with_rifle),
    ];
    for (t, test, circ) in cases {
        let p = plan_of("supporting", "ordinary", &[t], &["winchester"], test, &circ);
        let id = t.split(':').next().unwrap();
        assert_eq!(rerolls(&p), [id], "{t} on {test}");
    }
    assert!(plan_of("main", "ordinary", &["athletic"], &[], TestId::WantingToCompleteATask, &c()).rerolls.is_empty());
    assert!(
        plan_of("main", "ordinary", &["expert:bow"], &["winchester"], TestId::HitFromShooting, &c()).rerolls.is_empty(),
        "expert with another weapon"
    );
}

#[test]
fn traits_and_circumstances_that_reduce_dice() {
    let bad_going = Circumstances { in_bad_going: true, ..c() };
    let cases: Vec<(&str, TestId, Circumstances)> = vec![
        ("poor_shot", TestId::HitFromShooting, c()),
        ("poor_fighter", TestId::HitFromAnAttack, c()),
        ("frail", TestId::ComingRound, c()),
        ("frail", TestId::Poison, c()),
        ("lumbering", TestId::WantingToMove, bad_going),
        ("lumbering", TestId::WantingToMoveInForestOrJungle, c()),
        (
            "poor_in_skill:reading",
            TestId::WantingToCompleteATask,
            Circumstances { skill: Some("reading".into()), ..c() },
        ),
        ("athletic", TestId::WantingToMove, Circumstances { second_move_this_phase: true, ..c() }),
        ("athletic", TestId::HitFromShooting, Circumstances { range_paces: Some(40), ..c() }),
        ("athletic", TestId::HitFromAnAttack, Circumstances { outnumbered: true, ..c() }),
        ("athletic", TestId::LocatingTheEnemy, Circumstances { hidden: Hidden::StaticInCover, ..c() }),
        ("athletic", TestId::Escape, Circumstances { restrained_by_several: true, ..c() }),
        ("healer", TestId::Healing, Circumstances { patient_frail: true, ..c() }),
    ];
    for (t, test, circ) in cases {
        let hero = plan_of("hero", "ordinary", &[t], &["winchester"], test, &circ);
        assert!(hero.reduced, "{t} on {test}");
        assert_eq!(hero.dice.to_string(), "1D10", "{t} on {test}");
        let minor = plan_of("minor", "ordinary", &[t], &["winchester"], test, &circ);
        assert_eq!(minor.dice.to_string(), "2D10, take the worst", "{t} on {test}");
    }
    // Two reasons reduce once.
    let p = plan_of(
        "hero",
        "ordinary",
        &["poor_shot"],
        &["winchester"],
        TestId::HitFromShooting,
        &Circumstances { range_paces: Some(40), ..c() },
    );
    assert_eq!(p.dice.to_string(), "1D10");
    // Surefooted moves through bad going without penalty.
    assert!(!plan_of("hero", "ordinary", &["surefooted"], &[], TestId::WantingToMove, &bad_going_c()).reduced);
}

fn bad_going_c() -> Circumstances {
    Circumstances { in_bad_going: true, ..c() }
}

/// The DV adjustments of a shot, by source.
fn dv(p: &TestPlan) -> Vec<(&str, i8)> {
    p.reasons.iter().filter_map(|r| r.dv.map(|n| (r.source.as_str(), n))).collect()
}

#[test]
fn shooting_adjusts_the_targets_dv() {
    let aimed = Circumstances { shot_type: Some(ShotType::Aimed), ..c() };
    let p = plan_of(
        "hero",
        "ordinary",
        &["marksman", "man_killer", "expert:winchester"],
        &["winchester"],
        TestId::HitFromShooting,
        &aimed,
    );
    assert_eq!(dv(&p), [("aimed_shot", -1), ("marksman", -2), ("man_killer", -2), ("expert", -1)]);
    // Marksman only for deliberate or aimed shots; a moving shooter's shot is hasty.
    let moved = Circumstances { moved: true, shot_type: None, ..aimed.clone() };
    let p = plan_of("hero", "ordinary", &["marksman"], &["winchester"], TestId::HitFromShooting, &moved);
    assert_eq!(dv(&p), [("hasty", 2)]);
    let snap = Circumstances { shot_type: Some(ShotType::Snap), cover: Cover::Hard, prone: true, ..c() };
    let p = plan_of("main", "ordinary", &[], &["winchester"], TestId::HitFromShooting, &snap);
    assert_eq!(dv(&p), [("snap_shot", 1), ("hard_cover", 2), ("prone", 2)]);
    assert_eq!(p.dice.to_string(), "2D10, both can score", "snap shots are the third column");
    // Impact by range, point blank, light cover.
    let close = Circumstances { range_paces: Some(1), cover: Cover::Light, ..c() };
    let p = plan_of("supporting", "ordinary", &[], &["sawn_off_shotgun"], TestId::HitFromShooting, &close);
    assert_eq!(dv(&p), [("high_impact", -1), ("point_blank", -1), ("light_cover", 1)]);
    assert_eq!(p.dice.to_string(), "2D10, take the best", "one barrel of a sawn-off");
    let p = plan_of("supporting", "ordinary", &[], &["derringer"], TestId::HitFromShooting, &c());
    assert_eq!(dv(&p), [("light_impact", 1)]);
    // Drawing: a hasty shot, unless Quick Draw.
    let drawing = Circumstances { drawing: true, ..c() };
    assert_eq!(dv(&plan_of("main", "ordinary", &[], &["revolver"], TestId::HitFromShooting, &drawing)), [("hasty", 2)]);
    assert!(
        dv(&plan_of("main", "ordinary", &["quick_draw"], &["revolver"], TestId::HitFromShooting, &drawing)).is_empty()
    );
    // The wrong hand, unless Ambidextrous.
    let wrong = Circumstances { wrong_hand: true, ..c() };
    assert_eq!(
        dv(&plan_of("main", "ordinary", &[], &["revolver"], TestId::HitFromShooting, &wrong)),
        [("wrong_hand", 2)]
    );
    assert!(
        dv(&plan_of("main", "ordinary", &["ambidextrous"], &["revolver"], TestId::HitFromShooting, &wrong)).is_empty()
    );
    // Fanning: the fourth column.
    let fan = Circumstances { shot_type: Some(ShotType::Fanning), range_paces: Some(5), ..c() };
    let p = plan_of("hero", "ordinary", &[], &["revolver"], TestId::HitFromShooting, &fan);
    assert_eq!((p.dice.to_string(), dv(&p)), ("3D10, all can score".to_string(), vec![("fanned", 2)]));
}

#[test]
fn fighting_adjusts_the_targets_dv() {
    let p = plan_of(
        "main",
        "ordinary",
        &["strong", "man_killer", "two_weapon_trained"],
        &["club"],
        TestId::HitFromAnAttack,
        &c(),
    );
    assert_eq!(dv(&p), [("man_killer", -2), ("two_weapon_trained", -1), ("strong", -1)]);
    let p = plan_of(
        "main",
        "ordinary",
        &["two_fisted", "martial_artist", "off_handed"],
        &[],
        TestId::HitFromAnAttack,
        &c(),
    );
    assert_eq!(dv(&p), [("martial_artist", -1), ("off_handed", -1), ("two_fisted", -1)]);
    // Brawler: "clubs, chairs, bottles or other improvised short range weapons" — not a pitchfork
    // (long reach): a note says why, and no DV.
    let p =
        plan_of("main", "ordinary", &["brawler", "expert:pitchfork"], &["pitchfork"], TestId::HitFromAnAttack, &c());
    assert_eq!(dv(&p), [("expert", -1), ("improvised_weapon", 1)]);
    assert!(p.reasons.iter().any(|r| r.source == "brawler" && r.kind == ReasonKind::Note));
    assert_eq!(rerolls(&p), ["expert"]);
    let circ =
        Circumstances { attack: Some(AttackForm::MightyBlow), defence: Some(DefenceForm::Block), drawing: true, ..c() };
    let p = plan_of("main", "ordinary", &[], &["knife"], TestId::HitFromAnAttack, &circ);
    assert_eq!(dv(&p), [("mighty_blow", -1), ("drawing", 1), ("block", 2)]);
    // An all-out attack re-rolls a 2–4 but not a 1.
    let p = plan_of(
        "main",
        "ordinary",
        &[],
        &[],
        TestId::HitFromAnAttack,
        &Circumstances { attack: Some(AttackForm::AllOut), ..c() },
    );
    assert_eq!((p.rerolls[0].from, p.rerolls[0].to), (2, 4));
}

#[test]
fn a_10_before_the_hit_rerolls_a_miss() {
    let p = plan_of(
        "minor",
        "ordinary",
        &[],
        &["revolver"],
        TestId::HitFromShooting,
        &Circumstances { perfect: true, ..c() },
    );
    assert_eq!(rerolls(&p), ["perfect"]);
    assert!(p.reasons.iter().any(|r| r.text.contains("Got Them!")));
}

#[test]
fn cut_is_for_heroes_and_main_characters_and_lucky_for_the_lucky() {
    let cut = Circumstances { cut: true, ..c() };
    assert_eq!(rerolls(&plan_of("main", "ordinary", &[], &[], TestId::CourageTest, &cut)), ["cut"]);
    let minor = character("minor", "ordinary", &[], &[]);
    assert_eq!(
        check(&minor, TestId::CourageTest, &cut),
        Err(TestError::CutNotAllowed(crate::rules::qotd::CharacterType::Minor))
    );
    assert_eq!(check(&minor, TestId::CourageTest, &Circumstances { lucky: true, ..c() }), Err(TestError::NotLucky));
    // With a free re-roll and Cut!, only one re-roll is taken: the reasons say so.
    let p = plan_of("hero", "brave", &[], &[], TestId::CourageTest, &cut);
    assert_eq!(rerolls(&p), ["brave", "cut"]);
    assert!(p.reasons.iter().any(|r| r.source == "one_reroll"));
}

#[test]
fn impossible_shots_are_refused_with_the_field() {
    let ch = character("hero", "ordinary", &[], &["winchester", "long_pistol"]);
    let far = Circumstances { weapon: Some("winchester".into()), range_paces: Some(73), ..c() };
    assert_eq!(check(&ch, TestId::HitFromShooting, &far).unwrap_err().code(), "out_of_range");
    let snap = Circumstances { weapon: Some("sharps_big_50".into()), shot_type: Some(ShotType::Snap), ..c() };
    assert_eq!(check(&ch, TestId::HitFromShooting, &snap).unwrap_err().code(), "shot_not_possible");
    let fan = Circumstances {
        weapon: Some("revolver".into()),
        shot_type: Some(ShotType::Fanning),
        range_paces: Some(8),
        ..c()
    };
    assert!(check(&ch, TestId::HitFromShooting, &fan).unwrap_err().to_string().contains("6 paces"));
    let draw = Circumstances { weapon: Some("long_pistol".into()), ..c() };
    assert_eq!(check(&ch, TestId::DrawingAndShooting, &draw).unwrap_err().code(), "cannot_draw_and_fire");
    let typo = Circumstances { weapon: Some("winchestr".into()), ..c() };
    assert!(check(&ch, TestId::HitFromShooting, &typo).unwrap_err().to_string().contains("did you mean winchester"));
    let knife = Circumstances { weapon: Some("knife".into()), ..c() };
    assert_eq!(check(&ch, TestId::HitFromShooting, &knife).unwrap_err().code(), "not_a_missile_weapon");
    let barrels = Circumstances { weapon: Some("winchester".into()), both_barrels: true, ..c() };
    assert_eq!(check(&ch, TestId::HitFromShooting, &barrels).unwrap_err().code(), "no_second_barrel");
}

#[test]
fn the_stealthy_target_and_a_shield() {
    let mut sheet = character("main", "ordinary", &["stealthy"], &[]).to_sheet();
    sheet.shield = true;
    sheet.armour = "minimal".into();
    let target = Character::from_sheet(&sheet).unwrap();
    let bow = crate::rules::qotd::find_missile_weapon("bow");
    let rifle = crate::rules::qotd::find_missile_weapon("winchester");
    let (basic, r) = target_adjustments(&target, bow, true, true);
    assert_eq!((basic, r.iter().filter_map(|r| r.dv).sum::<i8>()), (1, 2), "stealthy +1, shield against an arrow +1");
    let (_, r) = target_adjustments(&target, rifle, true, true);
    assert_eq!(r.iter().filter_map(|r| r.dv).sum::<i8>(), 1, "no shield against a bullet");
    let (_, r) = target_adjustments(&target, None, false, true);
    assert_eq!(r.iter().filter_map(|r| r.dv).sum::<i8>(), 1, "shield in close combat; Stealthy only when shot");
}

#[test]
fn circumstances_read_from_json_with_defaults() {
    let circ: Circumstances =
        serde_json::from_str(r#"{"shot_type": "aimed", "cover": "light", "range_paces": 20}"#).unwrap();
    assert_eq!(circ.shot_type, Some(ShotType::Aimed));
    assert_eq!(circ.cover, Cover::Light);
    assert!(!circ.moved);
    assert!(serde_json::from_str::<Circumstances>(r#"{"cover": "thick"}"#).is_err());
    assert!(serde_json::from_str::<Circumstances>(r#"{"banjo": true}"#).is_err());
}
