//! The exact odds against brute force (every ordered throw) and against a Monte Carlo of 10^6
//! seeded throws made by the same code that rolls in play, within 3 sigma.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::rules::fate::duel::{draw_tops, roll_draw, who_draws_first, DrawOutcome, DrawPlan};
use crate::rules::fate::fighting::{fight_odds, plan_fight, roll_fight, Fighter, Standing};
use crate::rules::fate::house::HouseTables;
use crate::rules::fate::nerve::roll_nerve;
use crate::rules::fate::shooting::{resolve, roll_shot, Grip};
use crate::rules::fate::test_character;

const N: u64 = 1_000_000;

/// |p_exact − p_mc| ≤ 3·sqrt(p(1−p)/n), for each outcome.
fn within_three_sigma(what: &str, exact: &[Fraction], counts: &[u64]) {
    assert_eq!(exact.len(), counts.len(), "{what}");
    for (i, (e, c)) in exact.iter().zip(counts).enumerate() {
        let pe = e.to_f64();
        let pm = *c as f64 / N as f64;
        let sigma = (pe * (1.0 - pe) / N as f64).sqrt();
        assert!(
            (pe - pm).abs() <= 3.0 * sigma + 1e-12,
            "{what}[{i}]: exact {pe}, Monte Carlo {pm}, 3σ {}",
            3.0 * sigma
        );
    }
}

fn done_when_shooter() -> Character {
    test_character("shootist", &["quick shot", "very strong"])
}

fn done_when_shot() -> ShotPlan {
    let ctx = ShotContext { range: 7.0, fire: Fire::BlazeAway, cover: true, ..Default::default() };
    plan_shot(&done_when_shooter(), Weapon::SixShooter, &ctx, None, &FateOptions::default()).unwrap()
}

/// Every ordered throw of `n` dice.
fn every_throw(n: u8) -> Vec<Vec<u8>> {
    (0..6u32.pow(u32::from(n)))
        .map(|mut k| {
            (0..n)
                .map(|_| {
                    let d = (k % 6) as u8 + 1;
                    k /= 6;
                    d
                })
                .collect()
        })
        .collect()
}

/// The chance of each result of a shot by brute force: every first throw, Lucky's re-rolls made as
/// `roll_shot` makes them, and every way the re-rolled dice can fall.
fn brute_force(plan: &ShotPlan) -> Vec<(ShotResult, Fraction)> {
    let hit_on = if plan.zero_dice { 6 } else { plan.hit_on };
    let mut out: Vec<(ShotResult, Fraction)> = Vec::new();
    let mut put = |r: ShotResult, p: Fraction| match out.iter_mut().find(|(k, _)| *k == r) {
        Some((_, q)) => *q = *q + p,
        None => out.push((r, p)),
    };
    let first_p = Fraction::new(1, 6u128.pow(u32::from(plan.thrown)));
    for first in every_throw(plan.thrown) {
        let ones = first.iter().filter(|d| **d == 1).count() as u8;
        let successes = first.iter().filter(|d| **d >= hit_on).count() as u8;
        let (ro, rb) = lucky_rerolls(plan, ones, successes, plan.thrown - ones - successes);
        let at: Vec<usize> = (0..first.len())
            .filter(|i| first[*i] == 1)
            .take(usize::from(ro))
            .chain((0..first.len()).filter(|i| first[*i] != 1 && first[*i] < hit_on).take(usize::from(rb)))
            .collect();
        let again_p = Fraction::new(1, 6u128.pow(at.len() as u32));
        for again in every_throw(at.len() as u8) {
            let mut dice = first.clone();
            for (i, d) in at.iter().zip(&again) {
                dice[*i] = *d;
            }
            put(resolve(plan, &dice), first_p * again_p);
        }
    }
    out
}

fn sorted(mut v: Vec<(ShotResult, Fraction)>) -> Vec<(ShotResult, Fraction)> {
    v.sort_by_key(|(r, _)| (r.hits, r.out_of_ammo, r.jammed, r.bow_broken, r.misfire, r.fumble));
    v
}

#[test]
fn the_done_when_chance_of_at_least_one_hit() {
    // 5 dice, hits up to 4: a hit needs at least one 6 and no more 1s than 6s.
    let odds = shot_odds(&done_when_shot()).unwrap();
    let ways: u128 = every_throw(5)
        .iter()
        .filter(|d| {
            let sixes = d.iter().filter(|x| **x == 6).count();
            sixes >= 1 && d.iter().filter(|x| **x == 1).count() <= sixes
        })
        .count() as u128;
    assert_eq!(odds.at_least_one_hit.probability, Fraction::new(ways, 7776));
    assert_eq!(odds.at_least_one_hit.exact, "1019/1944");
    assert_eq!(odds.hits.len(), 5);
    assert_eq!(odds.hits.iter().map(|c| c.probability).sum::<Fraction>(), Fraction::ONE);
    assert_eq!(odds.hits[4].probability, Fraction::new(5 * 5 + 1, 7776), "four 6s and any other die, or five 6s");
}

#[test]
fn shot_odds_match_brute_force() {
    let o = FateOptions::default();
    let ansell = FateOptions { jams: crate::rules::fate::RuleText::Ansell1996, fumbles: true, ..Default::default() };
    let cases = [
        (
            test_character("gunman", &["very lucky"]),
            Weapon::SixShooter,
            ShotContext { range: 7.0, fire: Fire::BlazeAway, ..Default::default() },
            o,
        ),
        (
            test_character("gunman", &["deadeye", "lucky"]),
            Weapon::SixShooter,
            ShotContext { range: 4.0, ..Default::default() },
            o,
        ),
        (test_character("warrior", &["lucky"]), Weapon::Bow, ShotContext { range: 4.0, ..Default::default() }, o),
        (
            test_character("gunman", &[]),
            Weapon::MuzzleLoadingRifle,
            ShotContext { range: 10.0, ..Default::default() },
            o,
        ),
        (
            test_character("gunman", &["lucky"]),
            Weapon::SixShooter,
            ShotContext { range: 20.0, cover: true, ..Default::default() },
            o,
        ),
        (
            test_character("legend", &[]),
            Weapon::RepeatingRifle,
            ShotContext { range: 30.0, fire: Fire::BlazeAway, ..Default::default() },
            ansell,
        ),
        (
            test_character("shootist", &["quick shot"]),
            Weapon::SixShooter,
            ShotContext { range: 4.0, fire: Fire::BlazeAway, grip: Grip::TwoPistols, ..Default::default() },
            ansell,
        ),
    ];
    for (c, weapon, ctx, options) in cases {
        let plan = plan_shot(&c, weapon, &ctx, None, &options).unwrap();
        assert!(plan.thrown <= 6, "{plan:?}");
        assert_eq!(sorted(shot_results(&plan)), sorted(brute_force(&plan)), "{} with {weapon}", c.name());
    }
}

fn mc_shot(plan: &ShotPlan, seed: u64) -> (Vec<u64>, [u64; 5]) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut hits = vec![0u64; usize::from(plan.max_hits) + 1];
    let mut flags = [0u64; 5];
    for _ in 0..N {
        let r = roll_shot(plan, &mut rng).result;
        hits[usize::from(r.hits)] += 1;
        for (i, f) in [r.out_of_ammo, r.jammed, r.bow_broken, r.misfire, r.fumble].into_iter().enumerate() {
            flags[i] += u64::from(f);
        }
    }
    (hits, flags)
}

fn check_shot_mc(what: &str, plan: &ShotPlan, seed: u64) {
    let odds = shot_odds(plan).unwrap();
    let (hits, flags) = mc_shot(plan, seed);
    let exact: Vec<Fraction> = odds.hits.iter().map(|c| c.probability).collect();
    within_three_sigma(&format!("{what}: hits"), &exact, &hits);
    let exact_flags =
        [&odds.out_of_ammo, &odds.jammed, &odds.bow_broken, &odds.misfire, &odds.fumble].map(|c| c.probability);
    within_three_sigma(&format!("{what}: out of ammo, jammed, bow broken, misfire, fumble"), &exact_flags, &flags);
}

#[test]
fn the_done_when_shot_matches_monte_carlo() {
    check_shot_mc("Shootist blazing at 7\" in cover", &done_when_shot(), 1996);
}

#[test]
fn a_lucky_legend_blazing_in_1996_matches_monte_carlo() {
    let o = FateOptions { jams: crate::rules::fate::RuleText::Ansell1996, fumbles: true, ..Default::default() };
    let c = test_character("legend", &["lucky", "quick shot"]);
    let ctx = ShotContext { range: 4.0, fire: Fire::BlazeAway, ..Default::default() };
    check_shot_mc("Legend blazing, 1996 jams", &plan_shot(&c, Weapon::SixShooter, &ctx, None, &o).unwrap(), 25);
}

#[test]
fn deliberate_against_blazing_away() {
    let c = test_character("shootist", &["deadeye"]);
    let ctx = ShotContext { range: 7.0, ..Default::default() };
    let both = compare_fire(&c, Weapon::SixShooter, &ctx, None, &FateOptions::default());
    let (d, b) = (both.deliberate.unwrap(), both.blaze_away.unwrap());
    assert_eq!(d.plan.thrown, 3);
    assert_eq!(d.hits.len(), 2, "deliberate: one hit at most");
    // Deadeye deliberately: 3 dice hitting on 5+: 1 − (4/6)^3.
    assert_eq!(d.at_least_one_hit.probability, Fraction::new(19, 27));
    assert!(d.out_of_ammo.probability.is_zero() && d.jammed.probability.is_zero());
    assert_eq!(b.plan.thrown, 6);
    assert!(b.expected_hits > d.expected_hits);
    assert!(!b.out_of_ammo.probability.is_zero() && !b.jammed.probability.is_zero());
    check_shot_mc("Deadeye deliberate", &d.plan, 7);
    check_shot_mc("Deadeye blazing", &b.plan, 8);
    let citizen =
        compare_fire(&test_character("citizen", &[]), Weapon::SixShooter, &ctx, None, &FateOptions::default());
    assert!(citizen.deliberate.is_none() && citizen.blaze_away.is_some());
    assert_eq!(citizen.deliberate_refused.unwrap().code, "citizen_deliberate");
    let json = serde_json::to_value(&b).unwrap();
    assert!(json["at_least_one_hit"]["probability"].as_f64().unwrap() < 1.0);
}

#[test]
fn a_lucky_warriors_bow_matches_monte_carlo() {
    let c = test_character("mighty_warrior", &["lucky"]);
    let ctx = ShotContext { range: 4.0, ..Default::default() };
    let plan = plan_shot(&c, Weapon::Bow, &ctx, None, &FateOptions::default()).unwrap();
    assert_eq!(plan.max_hits, 3);
    check_shot_mc("Mighty Warrior's bow", &plan, 31);
}

#[test]
fn nerve_odds_match_monte_carlo() {
    for (skills, seed) in [(&[][..], 40u64), (&["very lucky", "nervous"][..], 41)] {
        let c = test_character("gunman", skills);
        let odds = nerve_test_odds(&c, &NerveContext { winning: true, ..Default::default() });
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let held = (0..N).filter(|_| roll_nerve(&odds.plan, &mut rng).passed).count() as u64;
        let p = odds.holds.probability;
        within_three_sigma(&format!("nerve {skills:?}"), &[p, p.complement()], &[held, N - held]);
    }
    let c = test_character("legend", &[]);
    assert_eq!(
        nerve_test_odds(&c, &NerveContext::default()).holds.probability,
        Fraction::new(5, 6).pow(6).complement()
    );
}

/// Who fires first by brute force over both throws (and Lucky's re-rolls, made as `roll_draw`
/// makes them).
fn brute_force_duel(a: &DrawPlan, b: &DrawPlan) -> [Fraction; 3] {
    let throws = |plan: &DrawPlan| -> Vec<(Vec<u8>, Fraction)> {
        let mut out = Vec::new();
        let p1 = Fraction::new(1, 6u128.pow(u32::from(plan.thrown())));
        for first in every_throw(plan.thrown()) {
            let top = first.iter().copied().max().unwrap_or(0);
            let mut below: Vec<usize> = (0..first.len()).filter(|i| first[*i] < top).collect();
            below.sort_by_key(|i| first[*i]);
            below.truncate(usize::from(plan.rerolls));
            let p2 = Fraction::new(1, 6u128.pow(below.len() as u32));
            for again in every_throw(below.len() as u8) {
                let mut dice = first.clone();
                for (i, d) in below.iter().zip(&again) {
                    dice[*i] = *d;
                }
                out.push((dice, p1 * p2));
            }
        }
        out
    };
    let mut p = [Fraction::ZERO; 3];
    let tb = throws(b);
    for (da, pa) in throws(a) {
        for (db, pb) in &tb {
            let i = who_draws_first(&da, db) as usize;
            p[i] = p[i] + pa * *pb;
        }
    }
    p
}

fn plan_of(dice: i8, rerolls: u8) -> DrawPlan {
    DrawPlan { name: format!("{dice}D6"), dice, rerolls, reasons: Vec::new() }
}

#[test]
fn duel_odds_match_brute_force() {
    for (a, b) in [
        (plan_of(2, 0), plan_of(3, 0)),
        (plan_of(3, 1), plan_of(2, 0)),
        (plan_of(0, 0), plan_of(1, 0)),
        (plan_of(3, 2), plan_of(3, 1)),
    ] {
        let odds = duel_odds(&a, &b);
        let exact =
            [odds.first_fires_first.probability, odds.second_fires_first.probability, odds.together.probability];
        assert_eq!(exact, brute_force_duel(&a, &b), "{} against {}", a.name, b.name);
    }
}

#[test]
fn the_done_when_duel_against_a_legend() {
    let shootist = done_when_shooter();
    let legend = test_character("legend", &[]);
    let odds = duel(&shootist, Facing::Facing, &legend, Facing::Facing).unwrap();
    assert_eq!((odds.first.dice, odds.second.dice), (8, 6), "Quick shot adds three fast-draw dice");
    assert_eq!(odds.favoured.as_deref(), Some(shootist.name()));
    let exact = [odds.first_fires_first.probability, odds.second_fires_first.probability, odds.together.probability];
    assert_eq!(exact.iter().copied().sum::<Fraction>(), Fraction::ONE);
    assert!(exact[0] > exact[1]);
    let mut rng = ChaCha8Rng::seed_from_u64(1873);
    let mut counts = [0u64; 3];
    for _ in 0..N {
        let (a, b) = (roll_draw(&odds.first, &mut rng), roll_draw(&odds.second, &mut rng));
        counts[who_draws_first(&a.dice, &b.dice) as usize] += 1;
    }
    within_three_sigma("Shootist against Legend", &exact, &counts);
    let backs = duel(&legend, Facing::Back, &shootist, Facing::Facing).unwrap();
    assert_eq!(backs.first.dice, 3);
    assert!(backs.first_fires_first.probability < odds.second_fires_first.probability);
}

#[test]
fn a_lucky_duellist_matches_monte_carlo() {
    let a = plan_draw(&test_character("gunman", &["very lucky", "swift"]), Facing::Facing);
    let b = plan_draw(&test_character("shootist", &[]), Facing::Sideways);
    let odds = duel_odds(&a, &b);
    let exact = [odds.first_fires_first.probability, odds.second_fires_first.probability, odds.together.probability];
    let mut rng = ChaCha8Rng::seed_from_u64(77);
    let mut counts = [0u64; 3];
    for _ in 0..N {
        let (ra, rb) = (roll_draw(&a, &mut rng), roll_draw(&b, &mut rng));
        counts[who_draws_first(&ra.dice, &rb.dice) as usize] += 1;
    }
    within_three_sigma("lucky duellist", &exact, &counts);
    assert_eq!(draw_tops(&a).iter().map(|(_, p)| *p).sum::<Fraction>(), Fraction::ONE);
    assert_eq!(DrawOutcome::Together as usize, 2);
}

#[test]
fn fight_odds_match_monte_carlo() {
    let house = HouseTables::standard().fighting;
    let o = FateOptions::default();
    let attacker = test_character("shootist", &["very strong", "lucky"]);
    let defender = test_character("legend", &[]);
    let a = plan_fight(&attacker, true, &Fighter::default(), Some(&defender), &house, &o);
    let d = plan_fight(&defender, false, &Fighter::default(), Some(&attacker), &house, &o);
    assert_eq!((a.dice, d.dice), (10, 5));
    let results = HouseTables::standard().fighting_results;
    let odds = fight_odds(&a, &d, Standing::Standing, &results);
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut hits = vec![0u64; odds.hits.len()];
    let mut down = 0u64;
    for _ in 0..N {
        let r = roll_fight(&a, &d, Standing::Standing, &results, &mut rng).result;
        hits[usize::from(r.hits)] += 1;
        down += u64::from(r.attacker_knocked_down);
    }
    let exact: Vec<Fraction> = odds.hits.iter().map(|c| c.probability).collect();
    within_three_sigma("fight: hits", &exact, &hits);
    let p = odds.attacker_knocked_down.probability;
    within_three_sigma("fight: attacker knocked down", &[p], &[down]);
}

#[test]
fn too_many_dice_are_refused_not_overflowed() {
    let big = DrawPlan { name: "Big".to_string(), dice: 30, rerolls: 0, reasons: Vec::new() };
    assert!(check_size("fast draw", big.thrown(), big.rerolls).is_err());
    let ok = plan_of(20, 3);
    assert!(check_size("fast draw", ok.thrown(), ok.rerolls).is_ok());
    let odds = duel_odds(&ok, &plan_of(24, 0));
    let total = odds.first_fires_first.probability + odds.second_fires_first.probability + odds.together.probability;
    assert_eq!(total, Fraction::ONE);
}
