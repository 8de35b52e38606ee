use super::*;
use crate::rules::twtw::card::ActionCard;
use crate::rules::twtw::check::{read, Check, Outcome};
use crate::rules::twtw::deck::{default_deck, generate};

fn sum(side: &CheckSide) -> Fraction {
    side.hit.probability + side.miss.probability + side.critical_failure.probability
}

/// Every way `n` ideal dice of `die` can fall, with the open-ended extension of a maximum, counted
/// one by one: the chance the result (with `modifier`) is at least `tn`, and of a CF.
fn brute_ideal(pool: Pool, tn: i32, modifier: i32) -> (Fraction, Fraction) {
    let x = u32::from(pool.die.sides());
    let n = u32::from(pool.dice);
    let all = u128::from(x).pow(n);
    let (mut hit, mut cf) = (Fraction::ZERO, Fraction::ZERO);
    for code in 0..all {
        let faces: Vec<u32> = (0..n).map(|i| (code / u128::from(x).pow(i) % u128::from(x)) as u32 + 1).collect();
        let ones = faces.iter().filter(|f| **f == 1).count() as u8;
        let p = Fraction::new(1, all);
        if is_critical_failure(pool.dice, ones) {
            cf = cf + p;
            continue;
        }
        let best = *faces.iter().max().unwrap() as i32;
        if best == x as i32 {
            hit = hit + p * pool.die.open_ended_at_least(tn - modifier - best);
        } else if best + modifier >= tn {
            hit = hit + p;
        }
    }
    (hit, cf)
}

#[test]
fn ideal_odds_match_every_way_the_dice_fall() {
    for (pool, tn, m) in [
        (Pool::new(3, Die::D10), 5, -3),
        (Pool::new(2, Die::D4), 6, 1),
        (Pool::new(5, Die::D6), 9, 0),
        (Pool::new(1, Die::D12), 14, 0),
        (Pool::new(4, Die::D8), 12, -2),
    ] {
        let odds = check_odds(default_deck(), pool, tn, m);
        let (hit, cf) = brute_ideal(pool, tn, m);
        assert_eq!(odds.ideal.hit.probability, hit, "{pool:?} TN {tn}");
        assert_eq!(odds.ideal.critical_failure.probability, cf, "{pool:?}");
        assert_eq!(sum(&odds.ideal), Fraction::ONE);
        let bumps: Fraction = odds.ideal.bumps.iter().map(|b| b.probability).sum();
        assert_eq!(bumps, hit);
    }
}

/// The chance a card reaches the check's TN, extensions drawn from `rest` in every order they
/// can come.
fn brute_extend(card: &ActionCard, rest: &[&ActionCard], check: Check) -> Fraction {
    let r = read(check, card, &mut std::iter::empty());
    match r.outcome {
        Outcome::CriticalFailure => Fraction::ZERO,
        _ if r.best == check.pool.die.sides() => brute_chain(i32::from(r.best), usize::from(r.row) - 1, rest, check),
        Outcome::Hit => Fraction::ONE,
        Outcome::Miss => Fraction::ZERO,
    }
}

/// The chance that a chain standing at `total` (its last face a maximum) reaches the TN.
fn brute_chain(total: i32, row: usize, rest: &[&ActionCard], check: Check) -> Fraction {
    let mut sum = Fraction::ZERO;
    for (i, next) in rest.iter().enumerate() {
        let face = next.cause_column(check.pool.die).cells[row].face;
        let p = Fraction::new(1, rest.len() as u128);
        let sub = if face == check.pool.die.sides() {
            let others: Vec<&ActionCard> = rest.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, c)| *c).collect();
            brute_chain(total + i32::from(face), row, &others, check)
        } else if total + i32::from(face) + check.modifier >= check.tn {
            Fraction::ONE
        } else {
            Fraction::ZERO
        };
        sum = sum + p * sub;
    }
    sum
}

#[test]
fn deck_odds_match_every_order_the_cards_can_come_in() {
    let deck = generate(7);
    for (pool, tn, m) in
        [(Pool::new(3, Die::D10), 5, -3), (Pool::new(2, Die::D12), 16, 0), (Pool::new(1, Die::D10), 14, 1)]
    {
        let odds = check_odds(&deck, pool, tn, m);
        let check = Check { pool, tn, modifier: m };
        let mut hit = Fraction::ZERO;
        for (i, card) in deck.cards.iter().enumerate() {
            let rest: Vec<&ActionCard> =
                deck.cards.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, c)| c).collect();
            hit = hit + Fraction::new(1, 54) * brute_extend(card, &rest, check);
        }
        assert_eq!(odds.deck.hit.probability, hit, "{pool:?} TN {tn}");
        assert_eq!(sum(&odds.deck), Fraction::ONE);
    }
}

#[test]
fn miranda_s_deck_and_dice_side_by_side() {
    let odds = check_odds(default_deck(), Pool::new(3, Die::D10), 5, -3);
    assert_eq!(odds.title, "3d10 at TN 5, −3");
    // Ideal: the best of three d10 at 8 or more, less the critical failures: about 65%.
    let ideal = odds.ideal.hit.probability.to_f64();
    assert!((0.6..0.7).contains(&ideal), "{ideal}");
    let deck = odds.deck.hit.probability.to_f64();
    assert!((ideal - deck).abs() < 0.08, "deck {deck} against ideal {ideal}");
}

#[test]
fn initiative_phases_add_up() {
    let odds = initiative_odds(default_deck(), Pool::new(2, Die::D10), 1);
    for side in [&odds.deck, &odds.ideal] {
        let total: Fraction = side.phases.iter().map(|p| p.probability).sum::<Fraction>()
            + side.hesitates.probability
            + side.calamity.probability;
        assert_eq!(total, Fraction::ONE);
    }
}

fn query(kind: DamageKind, av: Option<u8>) -> DamageQuery {
    DamageQuery {
        effect: Pool::new(5, Die::D8),
        reduced: Pool::new(2, Die::D8),
        shift: 0,
        kind,
        size: 6,
        bonus: 0,
        pen: 4,
        av,
    }
}

#[test]
fn damage_odds_add_up_and_deadly_shots_at_an_open_man_always_penetrate() {
    let odds = damage_odds(default_deck(), query(DamageKind::Deadly, None));
    assert_eq!(odds.deck.penetrate.probability, Fraction::ONE);
    assert_eq!(odds.ideal.penetrate.probability, Fraction::ONE);
    // Card 50's (5)8 reads 14: two wounds and 2 Conc on Size 6.
    let two_and_two = odds.deck.outcomes.iter().find(|o| o.wounds == 2 && o.conc == 2).expect("card 50");
    assert!(two_and_two.chance.probability >= Fraction::new(1, 54));
    for side in [&odds.deck, &odds.ideal] {
        let total: Fraction = side.outcomes.iter().map(|o| o.chance.probability).sum();
        assert_eq!(total, Fraction::ONE);
    }
}

#[test]
fn behind_hardwood_the_sharps_penetrates_ablates_or_deflects_by_the_shield() {
    // Pen 4 against AV 3: shield +1 or +2 penetrates, −1 or 0 ablates, −2 deflects.
    let odds = damage_odds(default_deck(), query(DamageKind::Deadly, Some(3)));
    assert_eq!(odds.deck.penetrate.probability, Fraction::new(18, 54));
    assert_eq!(odds.deck.ablate.probability, Fraction::new(30, 54));
    assert_eq!(odds.deck.deflect.probability, Fraction::new(6, 54));
    assert_eq!(odds.ideal.deflect.probability, Fraction::new(1, 9));
    let impact = damage_odds(default_deck(), DamageQuery { pen: 0, ..query(DamageKind::Impact, None) });
    // Natural armour 1 against penetration 0: a shield of +1 or +2 ablates, nothing penetrates.
    assert_eq!(impact.ideal.ablate.probability, Fraction::new(3, 9));
    assert_eq!(impact.ideal.deflect.probability, Fraction::new(6, 9));
}
