use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::dice::{Joker, Reroll};
use crate::rules::qotd::charts::{effect_of_hit, HitEffect, ShotType};
use crate::rules::qotd::test::fixtures::character;
use crate::rules::qotd::test::{Cover, ReasonKind};
use crate::rules::qotd::QotdOptions;

fn p(num: u128, exp: u8) -> Prob {
    Prob::new(num, exp)
}

fn bands(o: &TestOdds) -> Vec<Prob> {
    o.outcomes.iter().map(|x| x.probability).collect()
}

/// |p_exact − p_mc| ≤ 3·sqrt(p(1−p)/n) for each outcome.
fn within_three_sigma(what: &str, exact: &[Prob], counts: &[u64], n: u64) {
    assert_eq!(exact.len(), counts.len(), "{what}");
    for (i, (e, c)) in exact.iter().zip(counts).enumerate() {
        let pe = e.to_f64();
        let pm = *c as f64 / n as f64;
        let sigma = (pe * (1.0 - pe) / n as f64).sqrt();
        assert!(
            (pe - pm).abs() <= 3.0 * sigma + 1e-12,
            "{what}[{i}]: exact {pe}, Monte Carlo {pm}, 3σ {}",
            3.0 * sigma
        );
    }
}

const N: u64 = 1_000_000;

/// Rolls a plan the way a player would, with dice and the plan's re-rolls, and reads the band.
fn mc_bands(plan: &TestPlan, rng: &mut ChaCha8Rng) -> [u64; 4] {
    let dice = counting_die(plan.dice);
    let mut counts = [0u64; 4];
    for _ in 0..N {
        let mut r = dice.roll(rng).result;
        if Reroll::first_for(&plan.rerolls, r).is_some() {
            r = dice.roll(rng).result;
        }
        counts[band_of(plan, r).index()] += 1;
    }
    counts
}

#[test]
fn a_test_with_a_reroll_matches_monte_carlo() {
    // A Main Character, Disciplined, wanting to move in bad going, Fleet Footed too: reduced dice
    // (1D10) re-rolled on a failure.
    let c = character("main", "disciplined", &["fleet_footed"], &[]);
    let circ = Circumstances { in_bad_going: true, ..Default::default() };
    let plan = plan(&c, TestId::WantingToMove, &circ);
    assert!(plan.reduced);
    let exact = band_distribution(&plan);
    // 1D10 re-rolled on 1–4: P(1) = 0.4 × 0.1; P(5–9) = 0.5 + 0.4 × 0.5.
    assert_eq!(exact, [p(4, 2), p(12, 2), p(70, 2), p(14, 2)]);
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    within_three_sigma("wanting to move", &exact, &mc_bands(&plan, &mut rng), N);
}

#[test]
fn a_reduced_dice_test_matches_monte_carlo() {
    // A Supporting character, Cautious, responding to an attack: 2D10 take the worst, re-rolled
    // with a Dominant leader near.
    let c = character("supporting", "cautious", &[], &[]);
    let circ = Circumstances { dominant_leader_near: true, ..Default::default() };
    let plan = plan(&c, TestId::RespondingToAnAttack, &circ);
    assert_eq!(plan.dice.to_string(), "2D10, take the worst");
    let exact = band_distribution(&plan);
    // P(first fails) = 1 − 0.36 = 0.64; P(10) = 0.01 + 0.64 × 0.01.
    assert_eq!(exact[3], p(164, 4));
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    within_three_sigma("responding", &exact, &mc_bands(&plan, &mut rng), N);
}

/// Rolls a whole shot: first test, hit dice with the plan's re-rolls, chain fire, the target's
/// effect rolls. Returns (worst effect 0–3, cards lost capped at the target's cards, hits landed).
fn mc_shot(
    b: &[TestPlan; 4],
    weapon: Option<&crate::rules::qotd::MissileWeapon>,
    dvs: [i8; 3],
    target: &Character,
    rng: &mut ChaCha8Rng,
) -> (usize, usize, usize) {
    let [first, five, ten, hasty] = b;
    let fd = counting_die(first.dice);
    let mut r = fd.roll(rng).result;
    if Reroll::first_for(&first.rerolls, r).is_some() {
        r = fd.roll(rng).result;
    }
    let (hit_plan, dv) = match band_of(first, r) {
        crate::rules::qotd::charts::Band::FiveToNine => (five, dvs[0]),
        crate::rules::qotd::charts::Band::Ten => (ten, dvs[1]),
        _ => return (0, 0, 0),
    };
    // A miss is read on the die that counts: the best of 2D10 High or of a pool in which all can
    // score, the worst of reduced dice.
    let throw = |rng: &mut ChaCha8Rng| {
        let roll = hit_plan.dice.roll(rng);
        let counting = *roll.scoring.iter().max().unwrap();
        (roll.scoring, counting)
    };
    let (mut scoring, counting) = throw(rng);
    if Reroll::first_for(&hit_plan.rerolls, counting).is_some() {
        scoring = throw(rng).0;
    }
    let mut hits: Vec<i8> = Vec::new();
    for d in &scoring {
        match d {
            10 => hits.push(dv - 2),
            5..=9 => hits.push(dv),
            _ => {}
        }
    }
    if let Some(w) = weapon {
        if scoring.iter().any(|d| w.mishap_on(*d) == Some(crate::rules::qotd::Mishap::ChainFire)) {
            for _ in 0..3 {
                match rng.random_range(1..=10u8) {
                    10 => hits.push(dvs[2] - 2),
                    5..=9 => hits.push(dvs[2]),
                    _ => {}
                }
            }
        }
    }
    let _ = hasty;
    let (mut worst, mut lost) = (0usize, 0usize);
    for dv in &hits {
        let roll = target.kind().action_dice().roll(rng).result;
        let (w, k) = match effect_of_hit(*dv, roll) {
            HitEffect::NearMiss => (0, 0),
            HitEffect::Graze => (1, 0),
            HitEffect::CourageTest => (2, 0),
            HitEffect::Hits(k) => (3, usize::from(k)),
        };
        worst = worst.max(w);
        lost += k;
    }
    (worst, lost.min(usize::from(target.kind().cards())), hits.len())
}

fn check_shot_against_monte_carlo(
    shooter: &Character,
    target: &Character,
    circ: &Circumstances,
    seed: u64,
) -> ChainOdds {
    let odds = shot_odds(shooter, target, circ, &QotdOptions::default()).unwrap();
    let weapon = crate::rules::qotd::test::shooting_weapon(shooter, circ).unwrap();
    let hit_c = Circumstances {
        weapon: weapon.map(|w| w.id.to_string()),
        joker: None,
        cut: false,
        lucky: false,
        ..circ.clone()
    };
    let b = [
        plan(shooter, TestId::WantingToShoot, circ),
        plan(shooter, TestId::HitFromShooting, &hit_c),
        plan(shooter, TestId::HitFromShooting, &Circumstances { perfect: true, ..hit_c.clone() }),
        plan(shooter, TestId::HitFromShooting, &Circumstances { shot_type: Some(ShotType::Hasty), ..hit_c.clone() }),
    ];
    let base = target.armour().dv()
        + crate::rules::qotd::test::target_adjustments(target, weapon, true, target.shield())
            .1
            .iter()
            .filter_map(|r| r.dv)
            .sum::<i8>();
    let dvs = [base + b[1].dv_change(), base + b[2].dv_change(), base + b[3].dv_change()];
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut worst = [0u64; 4];
    let mut lost = vec![0u64; odds.cards_lost.len()];
    let mut hits = vec![0u64; odds.hits.len()];
    for _ in 0..N {
        let (w, k, h) = mc_shot(&b, weapon, dvs, target, &mut rng);
        worst[w] += 1;
        lost[k] += 1;
        let last = hits.len() - 1;
        hits[h.min(last)] += 1;
    }
    let s = &odds.summary;
    within_three_sigma("worst effect", &[s.p_no_effect, s.p_graze, s.p_courage_test, s.p_cards_lost], &worst, N);
    within_three_sigma("cards lost", &odds.cards_lost, &lost, N);
    within_three_sigma("hits", &odds.hits, &hits, N);
    odds
}

#[test]
fn the_shooting_chain_with_a_blunderbuss_matches_monte_carlo() {
    // A Hero fires a blunderbuss (3D10, all can score; high impact within 6 paces) at a Main
    // Character in minimal armour 5 paces away.
    let shooter = character("hero", "disciplined", &["expert:blunderbuss"], &["blunderbuss"]);
    let mut target = character("main", "brave", &["stealthy"], &[]).to_sheet();
    target.armour = "minimal".into();
    let target = Character::from_sheet(&target).unwrap();
    let circ = Circumstances { range_paces: Some(5), ..Default::default() };
    let odds = check_shot_against_monte_carlo(&shooter, &target, &circ, 11);
    assert_eq!(odds.hit.dice, "3D10, all can score");
    assert_eq!(odds.hits.len(), 4, "up to three hits");
    assert!(odds.mishaps.iter().any(|m| m.id == "misfire"), "a flintlock misfires on 1 or 2");
}

#[test]
fn an_early_revolvers_chain_fire_matches_monte_carlo() {
    // A Supporting character snap-shoots a pepperpot (2D10 High; a 1 ignites every chamber: 3D10
    // hasty) at a Minor character.
    let shooter = character("supporting", "ordinary", &[], &["pepperpot"]);
    let target = character("minor", "ordinary", &[], &[]);
    let circ = Circumstances { shot_type: Some(ShotType::Snap), range_paces: Some(6), ..Default::default() };
    let odds = check_shot_against_monte_carlo(&shooter, &target, &circ, 12);
    assert!(odds.mishaps.iter().any(|m| m.id == "chain_fire"));
}

/// The issue's "Done when": "my Hero, Disciplined, Marksman, aims a Winchester at a Supporting
/// character behind light cover at 20 paces: what happens?"
#[test]
fn a_disciplined_marksman_hero_aims_a_winchester_at_a_supporting_character_in_light_cover() {
    let hero = character("hero", "disciplined", &["marksman"], &["winchester"]);
    let target = character("supporting", "ordinary", &[], &[]);
    let circ = Circumstances {
        shot_type: Some(ShotType::Aimed),
        cover: Cover::Light,
        range_paces: Some(20),
        ..Default::default()
    };
    let odds = shot_odds(&hero, &target, &circ, &QotdOptions::default()).unwrap();

    // Wanting to shoot: 2D10 best, Disciplined re-rolls a 1–4 (16%). P(10) = 0.19 × 1.16.
    assert_eq!(bands(&odds.first), [p(16, 4), p(240, 4), p(7540, 4), p(2204, 4)]);
    // Hit: 2D10 High (a single-shot weapon) within the effective 36 paces: 84% to hit.
    assert_eq!(odds.hit.dice, "2D10, take the best");
    assert_eq!(odds.hit.p_success, p(84, 2));
    // DV 0 − 1 (aimed) − 2 (Marksman) + 1 (light cover) = −2; a Bulls Eye reads DV −4 (as −3).
    assert_eq!(odds.adjusted_dv, -2);
    // The target rolls 1D10: at DV −2, 1–7 lose cards (7 in 10); at DV −3, 1–8 (8 in 10).
    // P(cards lost) = P(5–9 first)·(0.65·0.7 + 0.19·0.8) + P(10 first)·(0.754·0.7 + 0.2204·0.8)
    //               = 0.754 × 0.607 + 0.2204 × 0.70412 = 0.612866048.
    assert_eq!(odds.summary.p_cards_lost, p(612866048, 9));
    // Two cards lost (a casualty for a Supporting character) on 1–5 at DV −2 and at DV −3 alike.
    assert_eq!(odds.summary.p_casualty, p(754, 3) * p(84, 2) * p(5, 1) + p(2204, 4) * p(9744, 4) * p(5, 1));
    let total: Prob = odds.cards_lost.iter().copied().sum();
    assert_eq!(total, Prob::ONE);
    let s = &odds.summary;
    assert_eq!(s.p_no_effect + s.p_graze + s.p_courage_test + s.p_cards_lost, Prob::ONE);
    let texts: Vec<&str> = odds.first.reasons.iter().chain(&odds.hit.reasons).map(|r| r.text.as_str()).collect();
    assert!(texts.iter().any(|t| t.starts_with("Disciplined")), "{texts:?}");
    assert!(texts.iter().any(|t| t.starts_with("Marksman: target's DV −2")), "{texts:?}");
    assert!(odds.hit.reasons.iter().any(|r| r.kind == ReasonKind::Dv && r.source == "light_cover" && r.dv == Some(1)));
    // The chart the engine read is the chart the Tables browser shows.
    assert_eq!(odds.first.outcomes[3].headline, crate::rules::qotd::charts::WANTING_TO_SHOOT.outcomes[3].headline);
}

#[test]
fn a_joker_is_certain_and_heroic_needs_no_courage_test() {
    let c = character("minor", "ordinary", &[], &[]);
    let black =
        test_odds(&c, TestId::WantingToShoot, &Circumstances { joker: Some(Joker::Black), ..Default::default() })
            .unwrap();
    assert_eq!(bands(&black), [Prob::ONE, Prob::ZERO, Prob::ZERO, Prob::ZERO]);
    let red = test_odds(&c, TestId::WantingToShoot, &Circumstances { joker: Some(Joker::Red), ..Default::default() })
        .unwrap();
    assert_eq!(red.p_success, Prob::ONE);
    let heroic = character("supporting", "heroic", &[], &[]);
    let o = test_odds(&heroic, TestId::CourageTest, &Circumstances::default()).unwrap();
    assert_eq!(bands(&o)[2], Prob::ONE);
}

#[test]
fn a_fanatic_reads_a_1_on_courage_as_a_failure() {
    let c = character("supporting", "fanatic", &[], &[]);
    let o = test_odds(&c, TestId::CourageTest, &Circumstances::default()).unwrap();
    assert_eq!(bands(&o), [Prob::ZERO, p(4, 1), p(5, 1), p(1, 1)]);
}

#[test]
fn entangled_by_a_10_rolls_twice_and_keeps_the_worse() {
    let c = character("supporting", "ordinary", &[], &[]);
    let o = test_odds(&c, TestId::Entanglement, &Circumstances { perfect: true, ..Default::default() }).unwrap();
    // The worse of two 1D10 is the same as 2D10 take the worst.
    let worst = ActionDice::TWO_D10_WORST.distribution();
    assert_eq!(bands(&o)[3], worst.p(10));
    assert_eq!(bands(&o)[0], worst.p(1));
}

#[test]
fn a_fight_sums_to_one_and_a_deadly_riposte_is_a_1() {
    let attacker = character("main", "fanatic", &["strong"], &["club"]);
    let target = character("supporting", "ordinary", &[], &["knife"]);
    let o = fight_odds(
        &attacker,
        &target,
        &Circumstances { charging: true, ..Default::default() },
        &QotdOptions::default(),
    )
    .unwrap();
    let s = &o.summary;
    assert_eq!(s.p_no_effect + s.p_graze + s.p_courage_test + s.p_cards_lost, Prob::ONE);
    assert_eq!(o.hit.dice, "2D10, take the best");
    // Club (blunt) and Strong: −1; charging −1.
    assert_eq!(o.adjusted_dv, -2);
    assert!(o.mishaps.iter().any(|m| m.id == "deadly_riposte"));
}

#[test]
fn rolling_reports_the_dice_and_the_reroll() {
    let c = character("supporting", "disciplined", &[], &[]);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut saw_reroll = false;
    for _ in 0..50 {
        let r = roll_test(&c, TestId::WantingToShoot, &Circumstances::default(), &mut rng).unwrap();
        assert_eq!(r.first.len(), 1);
        if let Some(again) = &r.reroll {
            saw_reroll = true;
            assert!(r.first[0] <= 4);
            assert_eq!(r.result, again[0]);
            assert!(r.reroll_because.as_deref().unwrap().starts_with("Disciplined"));
        }
        assert_eq!(r.headline, crate::rules::qotd::charts::WANTING_TO_SHOOT.on(r.result).headline);
    }
    assert!(saw_reroll);
}

#[test]
fn every_test_has_odds_that_add_up_to_one() {
    let c = character("hero", "lucky", &["marksman", "quick_draw", "healer"], &["winchester", "bowie_knife"]);
    for t in TestId::ALL {
        // Cut! and Lucky are spent "during the game", not on the roll after the adventure.
        let luck = t != TestId::PostActionRecovery;
        let o = test_odds(&c, t, &Circumstances { lucky: luck, cut: luck, ..Default::default() }).unwrap();
        let total: Prob = bands(&o).into_iter().sum();
        assert_eq!(total, Prob::ONE, "{t}");
        assert!(o.outcomes.iter().all(|x| !x.headline.is_empty()), "{t}");
    }
    assert_eq!(list_tests().len(), TestId::ALL.len());
}
