use super::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn shot(weapon: Shooting, range: u16) -> Shot {
    Shot::new(weapon, Inches::whole(range))
}

// The throws weighed by the default readings (each test of another reading says so).
fn plan(s: &Shot) -> Result<ShotPlan, ShotError> {
    super::plan(s, &MwwOptions::default())
}

fn hit_odds(s: &Shot) -> Result<HitOdds, ShotError> {
    super::hit_odds(s, &MwwOptions::default())
}

fn by_range(s: &Shot) -> Vec<RangeChance> {
    super::by_range(s, &MwwOptions::default())
}

fn roll_shot(s: &Shot, rng: &mut ChaCha8Rng) -> Result<ShotRoll, ShotError> {
    super::roll_shot(s, &MwwOptions::default(), rng)
}

#[test]
fn the_tables_figure_hits_on_that_or_less_and_on_00() {
    let p = plan(&shot(Shooting::SixGun, 4)).unwrap();
    assert_eq!(p.band, RangeBand::UpTo6);
    assert_eq!(p.final_percent, 50);
    assert_eq!(p.chance.probability, Fraction::new(51, 100));
    assert!(hits(&p, 50) && hits(&p, 0) && !hits(&p, 51));
}

#[test]
fn na_never_hits_not_even_00() {
    let p = plan(&shot(Shooting::SixGun, 30)).unwrap();
    assert!(p.not_applicable);
    assert_eq!(p.chance.probability, Fraction::ZERO);
    assert!(!hits(&p, 0));
    let thrown = plan(&shot(Shooting::ThrownWeapon, 1)).unwrap();
    assert!(thrown.not_applicable && thrown.reasons[0].text.contains("To close"));
    assert_eq!(plan(&shot(Shooting::Rifle, 37)).unwrap_err().code(), "out_of_range");
}

#[test]
fn a_rider_at_14_inches_with_a_rifle_while_moving() {
    // The issue's question: rifle, 14", firer moved, target in hard cover... here a plain rider.
    let mut s = shot(Shooting::Rifle, 14);
    s.firer_moved = true;
    s.at = ShotAt::Rider;
    let odds = hit_odds(&s).unwrap();
    assert_eq!(odds.plan.final_percent, 30);
    let p = Fraction::new(31, 100);
    assert_eq!(odds.outcomes[0].chance.probability, p);
    assert_eq!(odds.outcomes[1].chance.probability, p.complement() * p);
    assert_eq!(odds.outcomes[2].chance.probability, p.complement() * p.complement());
    assert!(odds.outcomes[1].text.contains("horse is hit instead"));
}

#[test]
fn every_modifier_adds_as_the_table_says_and_cover_halves_rounding_up() {
    let mut s = shot(Shooting::RepeatingRifle, 10);
    s.skill = true; // +10
    s.opportunity = true; // −15
    s.target_moved = TargetMoved::Under6; // −10
    s.firer_moved = true; // −10
    s.wounds = 1; // −5
    s.cover = Cover::Hard;
    let p = plan(&s).unwrap();
    assert_eq!(p.before_cover, 50 + 10 - 15 - 10 - 10 - 5);
    assert_eq!(p.final_percent, 10);
    let mut s = shot(Shooting::Shotgun, 3);
    s.cover = Cover::Soft;
    s.moved_inches = 1; // −5: 55, half rounded up 28
    let p = plan(&s).unwrap();
    assert_eq!((p.before_cover, p.final_percent), (55, 28));
    assert_eq!(halve_up(25), 13);
    assert_eq!(halve_up(-5), -2);
}

#[test]
fn a_hopeless_shot_still_hits_on_00_and_a_sure_one_always() {
    let mut s = shot(Shooting::Derringer, 10);
    s.from = FiringFrom::MovingHorse;
    let p = plan(&s).unwrap();
    assert_eq!(p.final_percent, -10);
    assert_eq!(p.chance.probability, Fraction::new(1, 100));
    let mut sure = shot(Shooting::Shotgun, 1);
    sure.skill = true;
    sure.aim = true;
    sure.target_prone = true;
    sure.target_higher = true;
    let p = plan(&sure).unwrap();
    assert_eq!(p.final_percent, 80);
    assert_eq!(hit_chance(99), Fraction::ONE);
    assert_eq!(hit_chance(150), Fraction::ONE);
}

#[test]
fn circumstances_that_cannot_apply_are_refused_with_the_reason() {
    let refused = |f: fn(&mut Shot)| {
        let mut s = shot(Shooting::Rifle, 10);
        f(&mut s);
        plan(&s).unwrap_err()
    };
    assert!(refused(|s| {
        s.aim = true;
        s.wounds = 2
    })
    .to_string()
    .contains("cannot aim"));
    assert!(refused(|s| {
        s.aim = true;
        s.opportunity = true
    })
    .to_string()
    .starts_with("aim: "));
    assert!(refused(|s| {
        s.firer_moved = true;
        s.moved_inches = 3
    })
    .to_string()
    .starts_with("moved_inches: "));
    assert!(refused(|s| {
        s.moved_inches = 3;
        s.from = FiringFrom::MovingHorse
    })
    .to_string()
    .contains("on foot only"));
    assert!(refused(|s| {
        s.target_prone = true;
        s.cover = Cover::Soft
    })
    .to_string()
    .contains("in cover"));
    assert!(refused(|s| s.target_higher = true).to_string().starts_with("target_higher: "));
    let mut close = shot(Shooting::SixGun, 2);
    close.target_prone = true;
    assert!(plan(&close).unwrap_err().to_string().contains("over 2\" away"));
    close.range = Inches(21);
    assert_eq!(plan(&close).unwrap().final_percent, 40);
}

#[test]
fn the_exact_odds_match_a_million_seeded_rolls() {
    let mut s = shot(Shooting::Rifle, 14);
    s.firer_moved = true;
    s.at = ShotAt::Rider;
    let odds = hit_odds(&s).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(14);
    let n = 1_000_000;
    let mut counts = [0u32; 3];
    for _ in 0..n {
        let r = roll_shot(&s, &mut rng).unwrap();
        counts[match r.result {
            ShotResult::Hit => 0,
            ShotResult::HitOther => 1,
            ShotResult::Miss => 2,
        }] += 1;
    }
    for (o, c) in odds.outcomes.iter().zip(counts) {
        let seen = f64::from(c) / f64::from(n);
        assert!(
            (seen - o.chance.probability.to_f64()).abs() < 0.002,
            "{:?}: {seen} against {}",
            o.result,
            o.chance.exact
        );
    }
}

#[test]
fn the_chance_by_range_follows_the_bands() {
    let chart = by_range(&shot(Shooting::SixGun, 0));
    assert_eq!(chart.len(), 36);
    assert_eq!(chart[1].final_percent, 65); // 2"
    assert_eq!(chart[2].final_percent, 50); // 3"
    assert_eq!(chart[23].final_percent, 10); // 24"
    assert!(chart[24].not_applicable); // 25"
    assert_eq!(chart[24].chance.as_ref().unwrap().probability, Fraction::ZERO);
    let mut prone = shot(Shooting::SixGun, 0);
    prone.target_prone = true;
    let chart = by_range(&prone);
    assert!(chart[0].chance.is_none() && chart[0].refused.as_ref().unwrap().contains("over 2\""));
    assert_eq!(chart[2].final_percent, 40);
}

#[test]
fn a_figures_chance_is_what_the_dice_give_the_final_figure_and_00() {
    // "0,0 is always a hit unless N/A": a final figure of 70 hits on 01–70 and 00, 71 rolls in 100.
    let sheet: crate::rules::mww::FigureSheet = serde_json::from_str(
        r#"{"name": "Kid", "skills": ["shooting"], "weapons": ["six_gun", "knife"], "wounds": 1}"#,
    )
    .unwrap();
    let kid = Figure::from_sheet(&sheet).unwrap();
    let close = figure_chance(&kid, Shooting::SixGun, RangeBand::UpTo2);
    // Six gun 0"–2" 65, shooting skill +10, a wound −5.
    assert_eq!((close.final_percent, close.hits_on.as_deref()), (Some(70), Some("01–70 and 00")));
    assert_eq!(close.text(), "71%");
    // Any range of the band gives the same chance as the odds of the same plain shot.
    for inches in [1, 2] {
        let odds = hit_odds(&Shot::by(&kid, Shooting::SixGun, Inches::whole(inches))).unwrap();
        assert_eq!(Some(odds.outcomes[0].chance.clone()), close.chance);
    }
    assert_eq!(figure_chance(&kid, Shooting::SixGun, RangeBand::UpTo36).text(), "N/A");
    assert_eq!(figure_chance(&kid, Shooting::ThrownWeapon, RangeBand::UpTo2).text(), "To close");
    assert_eq!(hits_on(0), "00 only");
    assert_eq!(hits_on(5), "01–05 and 00");
    assert_eq!(hits_on(99), "every roll");
}

#[test]
fn firing_from_a_moving_horse_replaces_firer_moved_unless_the_campaign_stacks_them() {
    // "Per inch firer moved (on foot only) −5%", "Firer moved −10%", "Firing from moving horse −20%".
    let mut s = shot(Shooting::SixGun, 4);
    s.from = FiringFrom::MovingHorse;
    assert_eq!(plan(&s).unwrap().final_percent, 30);
    s.firer_moved = true;
    let e = plan(&s).unwrap_err();
    assert!(e.to_string().starts_with("firer_moved: \"Firing from moving horse\" −20% already counts"), "{e}");
    let stacks = MwwOptions { moving_mount: crate::rules::mww::options::MovingMount::Stacks, ..MwwOptions::default() };
    assert_eq!(super::plan(&s, &stacks).unwrap().final_percent, 20);
    s.from = FiringFrom::MovingWagon;
    assert!(plan(&s).unwrap_err().to_string().contains("Firing from moving stage/wagon"));
    assert_eq!(super::plan(&s, &stacks).unwrap().final_percent, 25);
}

#[test]
fn opportunity_fire_only_if_the_target_moved_or_fired_in_arc_once_a_figure() {
    // "Opportunity fire 4 Only if target moved or fired (Max of 1 shot per figure)"; "Opportunity
    // fire cannot be taken against targets not in arc".
    let mut s = shot(Shooting::Rifle, 10);
    s.opportunity = true;
    let e = plan(&s).unwrap_err();
    assert!(e.to_string().starts_with("opportunity: opportunity fire is \"Only if target moved or fired\""), "{e}");
    s.target_fired = true;
    assert_eq!(plan(&s).unwrap().final_percent, 35);
    s.target_fired = false;
    s.target_moved = TargetMoved::Under6;
    assert_eq!(plan(&s).unwrap().final_percent, 25);
    s.out_of_arc = true;
    assert!(plan(&s).unwrap_err().to_string().starts_with("out_of_arc: \"Opportunity fire cannot be taken"));
    s.out_of_arc = false;
    s.opportunity_taken = true;
    assert!(plan(&s).unwrap_err().to_string().contains("Max of 1 shot per figure"));
    // Outside an opportunity shot: the target fired says nothing; out of arc, the model turns.
    let mut plain = shot(Shooting::Rifle, 10);
    plain.target_fired = true;
    assert!(plan(&plain).unwrap_err().to_string().starts_with("target_fired: counts only for opportunity fire"));
    plain.target_fired = false;
    plain.out_of_arc = true;
    let p = plan(&plain).unwrap();
    assert_eq!(p.final_percent, 50);
    assert!(p.reasons.iter().any(|r| r.source == "facing" && r.text.contains("no cost to change facing")));
}

#[test]
fn a_prone_target_lower_than_the_firer_counts_no_prone_modifier() {
    // "Target prone −10% (only if target is level and over 2" away or higher than firer)".
    let mut s = shot(Shooting::SixGun, 1);
    s.target_prone = true;
    s.target_lower = true;
    let p = plan(&s).unwrap();
    assert_eq!(p.final_percent, 65);
    assert!(p.reasons.iter().any(|r| r.source == "target_prone" && r.amount.is_none() && r.text.contains("lower")));
    s.target_higher = true;
    assert!(plan(&s).unwrap_err().to_string().starts_with("target_lower: "));
    let mut standing = shot(Shooting::SixGun, 5);
    standing.target_lower = true;
    assert!(plan(&standing).unwrap_err().to_string().starts_with("target_lower: the target's height counts only"));
}
