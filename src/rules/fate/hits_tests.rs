use super::*;
use crate::rules::fate::house::HouseTables;
use crate::rules::fate::test_character;

const HOUSE: HitTable = HitTable::House;
const TRWNN: HitTable = HitTable::Trwnn2003;

#[test]
fn results_know_their_wound_and_knock() {
    assert_eq!(HitResult::Graze.severity(), None);
    assert_eq!(HitResult::FleshWoundKnockedOut.severity(), Some(Severity::Flesh));
    assert_eq!(HitResult::FleshWoundKnockedOut.knock(), Knock::Out);
    assert_eq!(HitResult::SeriousWoundKnockedDown.knock(), Knock::Down);
    assert_eq!(HitResult::Dead.severity(), None);
    assert_eq!(HitResult::from_id("Flesh wound & knocked down"), Some(HitResult::FleshWoundKnockedDown));
    for r in HitResult::ALL {
        assert_eq!(HitResult::from_id(r.id()), Some(r));
        assert_eq!(HitResult::from_id(r.name()), Some(r));
    }
}

/// Issue 21, item 5: the passage is read where it sits, after the knocked-out victim.
#[test]
fn a_knocked_out_victims_wounds_are_worse_and_a_knifed_standing_man_is_shot_in_normal_firing() {
    // 1996, Fighting: "If he has been knocked out, the attacker automatically scores a hit with
    // each dice he throws, alternatively the attacker might just as well shoot his unfortunate
    // victim at point blank range. … Graze or flesh wound becomes a serious wound. And a serious
    // wound either also causes the severing of a limb or the head, or runs through the body, killing
    // the victim and having a 50% chance of causing the weapon to become stuck."
    use HelplessWound::*;
    assert_eq!(helpless(HitResult::Graze, Location::Chest), (HitResult::SeriousWound, Some(MadeSerious)));
    assert_eq!(
        helpless(HitResult::FleshWoundKnockedDown, Location::Legs),
        (HitResult::SeriousWoundKnockedDown, Some(MadeSerious))
    );
    assert_eq!(helpless(HitResult::SeriousWound, Location::LeftArm), (HitResult::SeriousWound, Some(LimbSevered)));
    assert_eq!(
        helpless(HitResult::SeriousWoundKnockedOut, Location::Legs),
        (HitResult::SeriousWoundKnockedOut, Some(LimbSevered))
    );
    assert_eq!(helpless(HitResult::SeriousWound, Location::Head), (HitResult::Dead, Some(HeadSevered)));
    assert_eq!(helpless(HitResult::SeriousWoundKnockedDown, Location::Belly), (HitResult::Dead, Some(RunThrough)));
    assert_eq!(helpless(HitResult::Dead, Location::Chest), (HitResult::Dead, None));
    assert!(RunThrough.text().contains("50%"));
    // "Victims who are shot! or knifed! are treated exactly as if they had been shot in normal
    // firing": a knife's hit on a man still standing reads the chart as a bullet's.
    let knifed = plan_effect(None, None, &EffectContext { weapon: Some(Weapon::Knife), ..Default::default() }, HOUSE);
    let shot =
        plan_effect(None, None, &EffectContext { weapon: Some(Weapon::SixShooter), ..Default::default() }, HOUSE);
    assert!(!knifed.helpless && knifed.blade);
    assert_eq!(hit_odds(&house(), &knifed), hit_odds(&house(), &shot));
    // A knocked-out man: whatever hits him, by a blow's dice or a bullet at point blank.
    for weapon in [Some(Weapon::Knife), Some(Weapon::SixShooter), None] {
        let ctx = EffectContext { weapon, victim_knocked_out: true, ..Default::default() };
        let plan = plan_effect(None, None, &ctx, HOUSE);
        assert!(plan.helpless && plan.blade == (weapon == Some(Weapon::Knife)), "{weapon:?}");
        assert!(plan.reasons.iter().any(|r| r.source == "knocked_out"));
    }
    assert!(is_blade(Weapon::Tomahawk) && is_blade(Weapon::Sword) && !is_blade(Weapon::SixShooter));
}

#[test]
fn effect_rolls_below_one_do_nothing_and_above_six_read_as_six() {
    assert_eq!(effect_column(1, -1), None);
    assert_eq!(effect_column(3, -2), Some(1));
    assert_eq!(effect_column(5, 2), Some(6));
    assert_eq!(effect_column(4, 0), Some(4));
}

#[test]
fn wounds_cost_movement_and_weapons_as_the_text_says() {
    for table in HitTable::ALL {
        let c = consequences(
            &[Wound::new(Severity::Flesh, Location::Legs), Wound::new(Severity::Serious, Location::Chest)],
            table,
        );
        assert_eq!(c.movement_dice_lost, 2);
        assert!(!c.no_movement_or_turning && !c.no_rifle);
        let c = consequences(&[Wound::new(Severity::Serious, Location::RightArm)], table);
        assert_eq!((c.no_pistol_in.as_slice(), c.no_rifle), (&[Location::RightArm][..], true));
        assert!(consequences(&[Wound::new(Severity::Serious, Location::Legs)], table).no_movement_or_turning);
        assert!(consequences(&[Wound::new(Severity::Serious, Location::Belly)], table).no_movement_or_turning);
        assert_eq!(consequences(&[Wound::new(Severity::Flesh, Location::RightArm)], table), Consequences::default());
    }
    assert!(comes_round(6) && !comes_round(5));
}

#[test]
fn a_flesh_belly_wound_does_not_stop_movement_except_on_the_trwnn_chart() {
    // 1996: "No movement or turning is permitted with a serious leg or belly wound."
    let belly = [Wound::new(Severity::Flesh, Location::Belly)];
    assert!(!consequences(&belly, HOUSE).no_movement_or_turning);
    // TRWNN Belly 2: "Flesh Wound. No movement or turning."
    assert!(consequences(&belly, TRWNN).no_movement_or_turning);
    // TRWNN R. Arm 5: "Serious Wound. Cannot shoot with that arm. Cannot reload or shoot rifle."
    let arm = [Wound::new(Severity::Serious, Location::RightArm)];
    assert!(consequences(&arm, TRWNN).no_reloading && !consequences(&arm, HOUSE).no_reloading);
}

fn house() -> HouseGrid {
    HouseTables::standard().house_grid
}

fn trwnn() -> HouseGrid {
    HouseTables::standard().trwnn_grid
}

#[test]
fn effect_modifiers_from_weapons_skills_and_cover() {
    let tough = test_character("gunman", &["very tough"]);
    let knifeman = test_character("gunman", &["knifeman", "marksman"]);
    let knife = EffectContext { weapon: Some(Weapon::Knife), ..Default::default() };
    for table in HitTable::ALL {
        assert_eq!(plan_effect(Some(&knifeman), None, &knife, table).modifier, 1);
        assert_eq!(plan_effect(Some(&knifeman), Some(&tough), &knife, table).modifier, -1);
        assert_eq!(plan_effect(Some(&knifeman), None, &knife, table).marksman, 1);
    }
    let musket =
        EffectContext { weapon: Some(Weapon::MuzzleLoadingRifle), through_wooden_cover: true, ..Default::default() };
    // TRWNN: "muzzle-loader +2" — that chart's modifier only.
    assert_eq!(plan_effect(None, None, &musket, TRWNN).modifier, 2 - 1);
    assert_eq!(plan_effect(None, None, &musket, HOUSE).modifier, -1, "no muzzle-loader modifier in 1996");
    let blast = |w: Weapon, range: f64| EffectContext { weapon: Some(w), range: Some(range), ..Default::default() };
    // 1996: "deduct two … over nine or eighteen inches for sawn-off and conventional shotguns
    // respectively, deduct one at over six inches, and add one within three inches".
    assert_eq!(plan_effect(None, None, &blast(Weapon::Shotgun, 2.0), HOUSE).modifier, 1);
    assert_eq!(plan_effect(None, None, &blast(Weapon::Shotgun, 12.0), HOUSE).modifier, -1);
    assert_eq!(plan_effect(None, None, &blast(Weapon::Shotgun, 20.0), HOUSE).modifier, -2);
    assert_eq!(plan_effect(None, None, &blast(Weapon::SawnOffShotgun, 10.0), HOUSE).modifier, -2);
    // TRWNN: "any shotgun at 3\" or less +1; shotgun, blunderbuss or musketoon beyond 6\" −1".
    assert_eq!(plan_effect(None, None, &blast(Weapon::SawnOffShotgun, 3.0), TRWNN).modifier, 1);
    assert_eq!(plan_effect(None, None, &blast(Weapon::Shotgun, 20.0), TRWNN).modifier, -1);
    assert_eq!(plan_effect(None, None, &blast(Weapon::Blunderbuss, 7.0), TRWNN).modifier, -1);
    assert_eq!(plan_effect(None, None, &blast(Weapon::SawnOffShotgun, 10.0), TRWNN).modifier, 0);
    assert_eq!(plan_effect(None, None, &blast(Weapon::Blunderbuss, 2.0), TRWNN).modifier, 1, "no +2 for a shotgun");
    let wild = test_character("gunman", &["wildman"]);
    assert_eq!(plan_effect(None, Some(&wild), &blast(Weapon::Shotgun, 5.0), HOUSE).modifier, -1);
}

#[test]
fn a_hit_reads_the_chosen_grid() {
    let plain = plan_effect(None, None, &EffectContext::default(), HOUSE);
    let hit = resolve_hit(&house(), &plain, 2, 0, 3, 0);
    assert_eq!((hit.location, hit.result), (Location::Chest, Some(HitResult::FleshWoundKnockedDown)));
    assert_eq!(
        (hit.wound, hit.knock, hit.dead),
        (Some(Wound::new(Severity::Flesh, Location::Chest)), Knock::Down, false)
    );
    let graze = resolve_hit(&house(), &plain, 4, 0, 1, 0);
    assert_eq!((graze.result, graze.wound), (Some(HitResult::Graze), None));
    // TRWNN, location 5 (Belly), effect 2: "Flesh Wound. No movement or turning."
    let plain = plan_effect(None, None, &EffectContext::default(), TRWNN);
    let belly = resolve_hit(&trwnn(), &plain, 5, 0, 2, 0);
    assert_eq!((belly.location, belly.result), (Location::Belly, Some(HitResult::FleshWound)));
    assert_eq!(belly.chit_text.as_deref(), Some("Flesh wound. No movement or turning."));
    // Marksman moves the location roll, within his level and the grid's ends.
    let marksman = test_character("gunman", &["marksman"]);
    let aimed = plan_effect(Some(&marksman), None, &EffectContext::default(), HOUSE);
    assert_eq!(resolve_hit(&house(), &aimed, 2, -1, 5, 0).location, Location::Head);
    assert_eq!(resolve_hit(&house(), &aimed, 2, -3, 5, 0).location_read, 1);
    let plain = plan_effect(None, None, &EffectContext::default(), HOUSE);
    assert_eq!(resolve_hit(&house(), &plain, 2, -1, 5, 0).location, Location::Chest, "no Marksman, no shift");
    assert_eq!(resolve_hit(&house(), &aimed, 6, 1, 5, 0).location, Location::Legs);
}

#[test]
fn tough_hard_as_nails_and_the_blade() {
    let tough = plan_effect(None, Some(&test_character("gunman", &["tough"])), &EffectContext::default(), HOUSE);
    let hit = resolve_hit(&house(), &tough, 1, 0, 1, 0);
    assert_eq!((hit.column, hit.result), (None, None), "a graze less one: no effect");
    let hit = resolve_hit(&house(), &tough, 1, 0, 4, 0);
    assert_eq!(hit.chit, Some(HitResult::FleshWoundKnockedOut));
    assert_eq!(hit.result, Some(HitResult::FleshWound), "Tough: never knocked down or out");
    assert_eq!(hit.knock, Knock::None);
    let nails =
        plan_effect(None, Some(&test_character("gunman", &["hard as nails"])), &EffectContext::default(), HOUSE);
    let first = resolve_hit(&house(), &nails, 2, 0, 4, 0);
    assert!(first.wound_ignored && first.wound.is_none());
    assert_eq!(first.knock, Knock::Down, "still knocked down");
    assert!(!resolve_hit(&house(), &nails, 2, 0, 4, 1).wound_ignored, "only the first wound");
    assert!(resolve_hit(&house(), &nails, 1, 0, 6, 0).dead, "still dead");
    let sword = EffectContext { weapon: Some(Weapon::Sword), victim_knocked_out: true, ..Default::default() };
    let plan = plan_effect(None, None, &sword, HOUSE);
    let grazed = resolve_hit(&house(), &plan, 4, 0, 1, 0);
    assert_eq!((grazed.chit, grazed.result), (Some(HitResult::Graze), Some(HitResult::SeriousWound)));
    assert_eq!(grazed.wound, Some(Wound::new(Severity::Serious, Location::RightArm)));
    let severed = resolve_hit(&house(), &plan, 4, 0, 4, 0);
    assert_eq!((severed.result, severed.helpless), (Some(HitResult::SeriousWound), Some(HelplessWound::LimbSevered)));
    let run_through = resolve_hit(&house(), &plan, 3, 0, 3, 0);
    assert!(run_through.dead && run_through.helpless == Some(HelplessWound::RunThrough));
}

#[test]
fn hit_odds_count_the_36_chits() {
    let plain = plan_effect(None, None, &EffectContext::default(), HOUSE);
    let odds = hit_odds(&house(), &plain);
    assert_eq!(odds.iter().map(|(_, p)| *p).sum::<Fraction>(), Fraction::ONE);
    assert_eq!(odds.iter().find(|(r, _)| *r == Some(HitResult::Dead)).unwrap().1, Fraction::new(4, 36));
    assert_eq!(odds.iter().find(|(r, _)| *r == Some(HitResult::Graze)).unwrap().1, Fraction::new(6, 36));
    let very_tough =
        plan_effect(None, Some(&test_character("gunman", &["very tough"])), &EffectContext::default(), HOUSE);
    let odds = hit_odds(&house(), &very_tough);
    assert_eq!(odds[0], (None, Fraction::new(12, 36)), "Very Tough: effect rolls of 1 and 2 do nothing");
    // The TRWNN chart's tally: "7 Graze, 8 plain Flesh Wound, 8 flesh wounds with a further
    // effect, 8 Serious, 5 Dead = 36".
    let plain = plan_effect(None, None, &EffectContext::default(), TRWNN);
    let odds = hit_odds(&trwnn(), &plain);
    let p = |r: HitResult| odds.iter().find(|(x, _)| *x == Some(r)).map_or(Fraction::ZERO, |(_, p)| *p);
    assert_eq!(p(HitResult::Graze), Fraction::new(7, 36));
    assert_eq!(p(HitResult::Dead), Fraction::new(5, 36));
    // A knocked-out man on the TRWNN chart: no graze or flesh wound is left.
    let blade = plan_effect(
        None,
        None,
        &EffectContext { weapon: Some(Weapon::Knife), victim_knocked_out: true, ..Default::default() },
        TRWNN,
    );
    let odds = hit_odds(&trwnn(), &blade);
    assert!(odds.iter().all(|(r, _)| r.is_none_or(|r| r.severity() != Some(Severity::Flesh) && r != HitResult::Graze)));
}

#[test]
fn locations_and_severities_read_as_typed() {
    assert_eq!(Location::from_id("Right Arm"), Some(Location::RightArm));
    assert_eq!(Location::from_id("leg"), Some(Location::Legs));
    assert_eq!(Severity::from_id("Serious wound"), Some(Severity::Serious));
    assert_eq!(Wound::new(Severity::Flesh, Location::LeftArm).label(), "Flesh wound, left arm");
}
