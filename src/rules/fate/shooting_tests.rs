use super::*;
use crate::rules::fate::hits::{Severity, Wound};
use crate::rules::fate::test_character;

fn at(range: f64) -> ShotContext {
    ShotContext { range, ..Default::default() }
}

fn blaze(range: f64) -> ShotContext {
    ShotContext { range, fire: Fire::BlazeAway, ..Default::default() }
}

fn plan(class: &str, skills: &[&str], weapon: Weapon, ctx: ShotContext) -> ShotPlan {
    plan_shot(&test_character(class, skills), weapon, &ctx, None, &FateOptions::default()).unwrap()
}

fn dice(class: &str, skills: &[&str], weapon: Weapon, ctx: ShotContext) -> i8 {
    plan(class, skills, weapon, ctx).dice
}

fn refused(class: &str, skills: &[&str], weapon: Weapon, ctx: ShotContext) -> ShotError {
    plan_shot(&test_character(class, skills), weapon, &ctx, None, &FateOptions::default()).unwrap_err()
}

#[test]
fn the_done_when_shot_throws_five_dice_and_may_hit_four_times() {
    // Shootist, Quick shot and Very Strong, blazing away with a six-shooter at 7" at a man in cover:
    // medium 2 − cover 1 + Shootist 1 + blazing pistol 3 = 5 dice; up to 3 + 1 hits.
    let p =
        plan("shootist", &["quick shot", "very strong"], Weapon::SixShooter, ShotContext { cover: true, ..blaze(7.0) });
    assert_eq!((p.dice, p.thrown, p.max_hits, p.band), (5, 5, 4, RangeBand::Medium));
    assert_eq!(p.failure, Failure::Playsheet);
    let sources: Vec<&str> = p.reasons.iter().filter(|r| r.dice.is_some()).map(|r| r.source.as_str()).collect();
    assert_eq!(sources, ["range", "cover", "class", "blazing_away"]);
}

#[test]
fn every_dice_modifier_of_the_playsheet() {
    let base = at(7.0); // Gunman, pistol, medium: 2 dice, deliberate.
    let g = |ctx: ShotContext| dice("gunman", &[], Weapon::SixShooter, ctx);
    assert_eq!(g(base), 2);
    assert_eq!(g(ShotContext { cover: true, ..base }), 1);
    assert_eq!(g(ShotContext { moved: true, ..base }), 1);
    assert_eq!(
        dice("gunman", &[], Weapon::RepeatingRifle, ShotContext { moved: true, ..at(10.0) }),
        1,
        "rifle −2 after moving"
    );
    assert_eq!(
        dice("gunman", &[], Weapon::Knife, ShotContext { moved: true, ..at(4.0) }),
        2,
        "throwing after moving −1"
    );
    assert_eq!(g(ShotContext { grip: Grip::TwoPistols, ..at(4.0) }), 0);
    assert_eq!(g(ShotContext { grip: Grip::OtherHand, ..at(4.0) }), 0);
    assert_eq!(dice("gunman", &[], Weapon::RepeatingRifle, ShotContext { grip: Grip::RifleOneHanded, ..at(10.0) }), 0);
    assert_eq!(g(ShotContext { horseback_dice: 2, ..at(4.0) }), 1);
    assert_eq!(g(ShotContext { horseback_dice: 2, expert_rider: true, ..at(4.0) }), 2);
    assert_eq!(dice("gunman", &[], Weapon::RepeatingRifle, ShotContext { horseback_dice: 1, ..at(10.0) }), 1);
    assert_eq!(g(ShotContext { impaled: Impaled::ArrowIn, ..at(4.0) }), 1);
    assert_eq!(g(ShotContext { impaled: Impaled::ArrowRemoved, ..at(4.0) }), 2);
    assert_eq!(g(ShotContext { backshooting: true, ..base }), 5);
    assert_eq!(g(ShotContext { target_down: true, ..base }), 4);
    assert_eq!(g(ShotContext { feeling: Feeling::Hates, ..base }), 3);
    assert_eq!(g(ShotContext { feeling: Feeling::HatesExtremely, ..base }), 4);
    assert_eq!(g(ShotContext { feeling: Feeling::Fears, ..at(4.0) }), 2);
    assert_eq!(g(ShotContext { feeling: Feeling::FearsExtremely, ..at(4.0) }), 1);
    assert_eq!(g(ShotContext { aimed: true, ..base }), 6);
    assert_eq!(dice("gunman", &[], Weapon::RepeatingRifle, ShotContext { aimed: true, ..at(10.0) }), 9);
    assert_eq!(dice("citizen", &[], Weapon::SixShooter, blaze(7.0)), 4);
    assert_eq!(dice("shootist", &[], Weapon::SixShooter, base), 3);
    assert_eq!(dice("legend", &[], Weapon::SixShooter, base), 4);
    assert_eq!(dice("warrior", &[], Weapon::SixShooter, base), 2, "+1 Warrior −1 Indian with firearm");
    assert_eq!(dice("warrior", &["crack shot"], Weapon::SixShooter, base), 4, "an Apache Crack Shot ignores it");
    assert_eq!(dice("warrior", &[], Weapon::Bow, at(7.0)), 3, "a bow is no firearm");
    assert_eq!(dice("gunman", &[], Weapon::BreechLoadingRifle, blaze(10.0)), 4);
    assert_eq!(dice("gunman", &[], Weapon::RepeatingRifle, blaze(10.0)), 5);
    assert_eq!(dice("gunman", &[], Weapon::SixShooter, blaze(7.0)), 5);
}

#[test]
fn wounds_on_the_shooter() {
    let shooter = |wounds: Vec<Wound>| test_character("gunman", &[]).with_wounds(wounds);
    let dice = |c: &Character, weapon: Weapon, range: f64| {
        plan_shot(c, weapon, &at(range), None, &FateOptions::default()).map(|p| p.dice)
    };
    let head = shooter(vec![Wound::new(Severity::Flesh, Location::Head)]);
    assert_eq!(dice(&head, Weapon::SixShooter, 4.0), Ok(2));
    let left_arm = shooter(vec![Wound::new(Severity::Flesh, Location::LeftArm)]);
    assert_eq!(dice(&left_arm, Weapon::SixShooter, 4.0), Ok(3), "not his firing arm");
    assert_eq!(dice(&left_arm, Weapon::RepeatingRifle, 10.0), Ok(2), "either arm for a rifle");
    let serious =
        shooter(vec![Wound::new(Severity::Serious, Location::Chest), Wound::new(Severity::Serious, Location::Legs)]);
    assert_eq!(dice(&serious, Weapon::SixShooter, 4.0), Ok(-1));
    let right_arm = shooter(vec![Wound::new(Severity::Serious, Location::RightArm)]);
    assert_eq!(
        dice(&right_arm, Weapon::SixShooter, 4.0),
        Err(ShotError::ArmWounded { arm: Location::RightArm, rifle: false })
    );
    assert_eq!(dice(&right_arm, Weapon::RepeatingRifle, 10.0).unwrap_err().code(), "arm_wounded");
    let other_hand = ShotContext { grip: Grip::OtherHand, ..at(4.0) };
    assert_eq!(
        plan_shot(&right_arm, Weapon::SixShooter, &other_hand, None, &FateOptions::default()).unwrap().dice,
        3 - 3 - 2
    );
}

#[test]
fn skills_that_change_firing_dice_or_hits() {
    assert_eq!(dice("gunman", &["crack shot"], Weapon::SixShooter, at(7.0)), 3);
    assert_eq!(dice("gunman", &["very crack shot"], Weapon::SixShooter, at(7.0)), 4);
    assert_eq!(dice("gunman", &["agile"], Weapon::SixShooter, ShotContext { moved: true, ..at(7.0) }), 2);
    assert_eq!(dice("gunman", &["wildman"], Weapon::SixShooter, ShotContext { moved: true, ..at(7.0) }), 2);
    assert_eq!(dice("gunman", &["wildman"], Weapon::RepeatingRifle, ShotContext { moved: true, ..at(10.0) }), 1);
    assert_eq!(
        dice("gunman", &["ambidextrous"], Weapon::SixShooter, ShotContext { grip: Grip::TwoPistols, ..at(4.0) }),
        3
    );
    assert_eq!(dice("gunman", &["knifeman"], Weapon::Knife, at(4.0)), 4);
    assert_eq!(plan("gunman", &["quick shot"], Weapon::RepeatingRifle, blaze(10.0)).max_hits, 3);
    assert_eq!(plan("gunman", &["very quick shot"], Weapon::SixShooter, blaze(7.0)).max_hits, 5);
    assert_eq!(plan("gunman", &["quick shot"], Weapon::SixShooter, at(7.0)).max_hits, 1, "deliberate: one hit");
    assert_eq!(plan("gunman", &["deadeye"], Weapon::SixShooter, at(7.0)).hit_on, 5);
    assert_eq!(plan("gunman", &["deadeye"], Weapon::SixShooter, blaze(7.0)).hit_on, 6);
    assert_eq!(plan("gunman", &["very lucky"], Weapon::SixShooter, at(7.0)).rerolls, 2);
    // The target's skills.
    let shooter = test_character("gunman", &[]);
    let o = FateOptions::default();
    let swift = test_character("gunman", &["very swift"]);
    let moved = ShotContext { target_moved: true, ..at(4.0) };
    assert_eq!(plan_shot(&shooter, Weapon::SixShooter, &moved, Some(&swift), &o).unwrap().dice, 1);
    let stalker = test_character("gunman", &["stalker"]);
    let covered = ShotContext { cover: true, ..at(4.0) };
    assert_eq!(plan_shot(&shooter, Weapon::SixShooter, &covered, Some(&stalker), &o).unwrap().dice, 1);
    let terror = test_character("legend", &["terrifying"]);
    assert_eq!(plan_shot(&shooter, Weapon::SixShooter, &at(4.0), Some(&terror), &o).unwrap().dice, 2);
    let knight = test_character("gunman", &["white knight"]);
    let evil = test_character("gunman", &["evil"]);
    assert_eq!(plan_shot(&knight, Weapon::SixShooter, &at(4.0), Some(&evil), &o).unwrap().dice, 4);
    assert_eq!(plan_shot(&knight, Weapon::SixShooter, &at(4.0), Some(&terror), &o).unwrap().dice, 3, "fears no-one");
}

#[test]
fn deliberate_fire_caps_and_who_may_do_what() {
    assert_eq!(plan("warrior", &[], Weapon::Bow, at(7.0)).max_hits, 2);
    assert_eq!(plan("mighty_warrior", &[], Weapon::Bow, at(7.0)).max_hits, 3);
    assert_eq!(plan("young_blood", &[], Weapon::Bow, at(7.0)).max_hits, 1);
    assert_eq!(plan("warrior", &[], Weapon::SixShooter, at(7.0)).max_hits, 1);
    assert_eq!(refused("citizen", &[], Weapon::SixShooter, at(7.0)), ShotError::CitizenDeliberate);
    assert_eq!(plan("citizen", &[], Weapon::MuzzleLoadingRifle, at(7.0)).failure, Failure::Misfire);
    assert_eq!(refused("gunman", &["nervous"], Weapon::SixShooter, at(7.0)), ShotError::NervousBlazes);
    assert_eq!(refused("gunman", &[], Weapon::Bow, blaze(7.0)), ShotError::DeliberateOnly { weapon: Weapon::Bow });
    assert_eq!(refused("gunman", &[], Weapon::MuzzleLoadingPistol, blaze(7.0)).code(), "deliberate_only");
    assert_eq!(
        refused("gunman", &[], Weapon::Bow, ShotContext { moved: true, ..at(7.0) }),
        ShotError::NoMoveAndFire { weapon: Weapon::Bow }
    );
    assert_eq!(refused("gunman", &[], Weapon::Sword, at(1.0)).code(), "weapon_not_fired");
    assert_eq!(refused("gunman", &[], Weapon::Shotgun, at(5.0)).code(), "use_shotgun_rules");
    assert_eq!(
        refused("gunman", &[], Weapon::SixShooter, at(25.0)).to_string(),
        "range: 25\" is beyond the Six-shooter's reach of 24\""
    );
    assert_eq!(refused("gunman", &[], Weapon::SixShooter, at(-1.0)).code(), "bad_range");
    assert_eq!(
        refused("gunman", &["white knight"], Weapon::SixShooter, ShotContext { backshooting: true, ..at(4.0) }).code(),
        "white_knight_may_not"
    );
    assert_eq!(
        refused("gunman", &[], Weapon::SixShooter, ShotContext { grip: Grip::RifleOneHanded, ..at(4.0) }).code(),
        "bad_grip"
    );
    assert_eq!(
        refused("gunman", &[], Weapon::RepeatingRifle, ShotContext { grip: Grip::TwoPistols, ..at(4.0) }).code(),
        "bad_grip"
    );
}

#[test]
fn the_1996_knife_throwing_option() {
    let o = FateOptions { knife_throwing: RuleText::Ansell1996, ..Default::default() };
    let plain = test_character("gunman", &[]);
    let knifeman = test_character("gunman", &["knifeman"]);
    assert_eq!(plan_shot(&plain, Weapon::Knife, &at(4.0), None, &o), Err(ShotError::KnifemenOnly));
    assert_eq!(plan_shot(&knifeman, Weapon::Knife, &at(4.0), None, &o).unwrap().dice, 4);
    assert_eq!(plan_shot(&knifeman, Weapon::Knife, &at(8.0), None, &o).unwrap_err().code(), "out_of_range");
    assert!(plan_shot(&plain, Weapon::Tomahawk, &at(8.0), None, &o).is_ok());
}

#[test]
fn the_zero_dice_rule() {
    let p = plan("gunman", &[], Weapon::SixShooter, ShotContext { cover: true, moved: true, ..at(20.0) });
    assert_eq!((p.dice, p.thrown, p.zero_dice, p.per_hit, p.max_hits), (-3, 3, true, 2, 1));
    assert_eq!(p.failure, Failure::OutOfAmmo);
    assert_eq!(resolve(&p, &[6, 6, 1]).hits, 1);
    assert_eq!(resolve(&p, &[6, 5, 1]).hits, 0);
    assert!(resolve(&p, &[1, 1, 6]).out_of_ammo);
    let rifle = plan("gunman", &[], Weapon::RepeatingRifle, at(30.0));
    assert_eq!((rifle.dice, rifle.thrown), (0, 2));
    let deadeye =
        plan("gunman", &["deadeye"], Weapon::SixShooter, ShotContext { cover: true, moved: true, ..at(20.0) });
    assert_eq!(resolve(&deadeye, &[5, 6, 2]).hits, 0, "only 6s count under the zero-dice rule");
}

#[test]
fn ones_against_sixes_on_the_playsheet() {
    let p = plan("gunman", &[], Weapon::SixShooter, blaze(7.0));
    let r = |dice: &[u8]| resolve(&p, dice);
    assert_eq!(r(&[6, 6, 6, 6, 2]), ShotResult { hits: 3, ..Default::default() });
    assert_eq!(r(&[6, 6, 1, 3, 2]), ShotResult { hits: 2, ..Default::default() });
    assert_eq!(r(&[6, 1, 3, 3, 2]), ShotResult { hits: 1, out_of_ammo: true, ..Default::default() });
    assert_eq!(r(&[6, 1, 1, 3, 2]), ShotResult { hits: 0, out_of_ammo: true, ..Default::default() });
    assert_eq!(r(&[1, 3, 3, 3, 2]), ShotResult { hits: 0, out_of_ammo: true, ..Default::default() });
    assert_eq!(r(&[6, 1, 1, 1, 2]), ShotResult { hits: 0, jammed: true, ..Default::default() });
    assert_eq!(r(&[1, 1, 3, 3, 2]), ShotResult { hits: 0, jammed: true, ..Default::default() });
    assert_eq!(r(&[2, 3, 3, 4, 5]), ShotResult::default(), "no 6s and no 1s: a plain miss");
    // Deliberate fire with a cartridge gun: 1s do nothing.
    let d = plan("gunman", &[], Weapon::SixShooter, at(7.0));
    assert_eq!(resolve(&d, &[1, 1]), ShotResult::default());
    assert_eq!(resolve(&d, &[6, 6]).hits, 1);
    // A bow breaks, a muzzle-loader misfires.
    let bow = plan("warrior", &[], Weapon::Bow, at(7.0));
    assert_eq!(resolve(&bow, &[6, 6, 3]).hits, 2);
    assert_eq!(resolve(&bow, &[6, 1, 1]), ShotResult { bow_broken: true, ..Default::default() });
    let musket = plan("gunman", &[], Weapon::MuzzleLoadingRifle, at(10.0));
    assert_eq!(resolve(&musket, &[1, 1, 6]), ShotResult { misfire: true, ..Default::default() });
}

#[test]
fn ones_against_sixes_in_1996_and_fumbles() {
    let o = FateOptions { jams: RuleText::Ansell1996, fumbles: true, ..Default::default() };
    let c = test_character("legend", &[]);
    let p = plan_shot(&c, Weapon::SixShooter, &blaze(7.0), None, &o).unwrap();
    assert_eq!(p.failure, Failure::Ansell1996);
    let r = |dice: &[u8]| resolve(&p, dice);
    assert_eq!(r(&[6, 6, 6, 1, 1, 1, 2]), ShotResult { hits: 3, jammed: true, ..Default::default() });
    assert_eq!(r(&[6, 1, 1, 3, 3, 3, 2]), ShotResult { hits: 0, out_of_ammo: true, ..Default::default() });
    assert_eq!(r(&[6, 1, 3, 3, 3, 3, 2]), ShotResult { hits: 1, ..Default::default() }, "1996: equal is no problem");
    assert_eq!(
        r(&[1, 1, 1, 1, 3, 3, 2]),
        ShotResult { out_of_ammo: true, jammed: true, fumble: true, ..Default::default() }
    );
}

#[test]
fn lucky_rerolls_ones_first_then_misses_while_hits_can_come() {
    let p = plan("gunman", &["very lucky"], Weapon::SixShooter, blaze(7.0));
    assert_eq!(lucky_rerolls(&p, 1, 0, 4), (1, 1));
    assert_eq!(lucky_rerolls(&p, 3, 1, 1), (2, 0));
    assert_eq!(lucky_rerolls(&p, 0, 3, 2), (0, 0), "three hits already: nothing to gain");
    let d = plan("gunman", &["lucky"], Weapon::SixShooter, at(7.0));
    assert_eq!(lucky_rerolls(&d, 1, 1, 0), (0, 0), "deliberate and hit: 1s do no harm");
    assert_eq!(lucky_rerolls(&d, 1, 0, 1), (1, 0));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    for _ in 0..200 {
        let shot = roll_shot(&p, &mut rng);
        assert!(shot.rerolled.len() <= 2);
        for i in &shot.rerolled {
            assert!(shot.first[*i] < 6);
        }
        assert_eq!(shot.result, resolve(&p, &shot.dice));
    }
}

use rand::SeedableRng;

#[test]
fn a_serious_wound_in_either_arm_stops_a_rifle_however_it_is_held() {
    // 1996, Hit Location & Effect: "Characters with a serious arm wound cannot fire a pistol in that
    // hand, or fire a rifle at all."
    let left_arm = test_character("gunman", &[]).with_wounds(vec![Wound::new(Severity::Serious, Location::LeftArm)]);
    let o = FateOptions::default();
    for grip in [Grip::ShootingHand, Grip::RifleOneHanded] {
        let ctx = ShotContext { grip, ..at(10.0) };
        assert_eq!(
            plan_shot(&left_arm, Weapon::RepeatingRifle, &ctx, None, &o),
            Err(ShotError::ArmWounded { arm: Location::LeftArm, rifle: true }),
            "{grip:?}: the right-handed man's left arm still stops the rifle"
        );
    }
    assert!(plan_shot(&left_arm, Weapon::Bow, &at(7.0), None, &o).is_err(), "a bow needs both arms too");
    // A pistol in the unhurt hand still fires.
    assert_eq!(plan_shot(&left_arm, Weapon::SixShooter, &at(4.0), None, &o).unwrap().dice, 3 - 2);
    let e = plan_shot(&left_arm, Weapon::SixShooter, &ShotContext { grip: Grip::OtherHand, ..at(4.0) }, None, &o);
    assert_eq!(e, Err(ShotError::ArmWounded { arm: Location::LeftArm, rifle: false }));
}

#[test]
fn the_horseback_penalty_replaces_the_after_moving_penalty() {
    // Playsheet: "Firing pistol from horseback…-1 Dice per movement dice used to move" stands in for
    // "Firing Pistol … after moving…-1 Dice"; the two do not add up.
    let g = |ctx: ShotContext| dice("gunman", &[], Weapon::SixShooter, ctx);
    assert_eq!(g(ShotContext { moved: true, horseback_dice: 2, ..at(4.0) }), 3 - 2);
    assert_eq!(g(ShotContext { moved: true, horseback_dice: 2, expert_rider: true, ..at(4.0) }), 3 - 1);
    let rifle = |ctx: ShotContext| dice("gunman", &[], Weapon::RepeatingRifle, ctx);
    assert_eq!(rifle(ShotContext { moved: true, horseback_dice: 1, ..at(10.0) }), 3 - 2);
    assert_eq!(rifle(ShotContext { moved: true, ..at(10.0) }), 3 - 2, "on foot: −2 after moving");
    let p = plan("gunman", &[], Weapon::SixShooter, ShotContext { moved: true, horseback_dice: 2, ..at(4.0) });
    assert!(p.reasons.iter().any(|r| r.source == "moved" && r.dice.is_none() && r.text.contains("replaces")));
    assert!(!p.reasons.iter().any(|r| r.source == "moved" && r.dice.is_some()));
    // An expert rider on foot: refused, not ignored.
    assert_eq!(
        refused("gunman", &[], Weapon::SixShooter, ShotContext { expert_rider: true, ..at(4.0) }).code(),
        "not_applicable"
    );
}
