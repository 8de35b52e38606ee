//! Tests of the dice: every roll and re-roll rule, and exact distributions.

use super::*;
use crate::rules::qotd::{may_call_cut, CharacterType};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[test]
fn best_of_two_keeps_the_highest_and_reports_both_dice() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..1000 {
        let roll = ActionDice::TWO_D10_BEST.roll(&mut rng);
        assert_eq!(roll.dice.len(), 2);
        assert!(roll.dice.iter().all(|d| (1..=10).contains(d)));
        assert_eq!(roll.result, *roll.dice.iter().max().unwrap());
    }
}

#[test]
fn worst_of_two_keeps_the_lowest() {
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    for _ in 0..1000 {
        let roll = ActionDice::TWO_D10_WORST.roll(&mut rng);
        assert_eq!(roll.result, *roll.dice.iter().min().unwrap());
    }
}

#[test]
fn the_same_seed_gives_the_same_rolls() {
    let a: Vec<_> = {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        (0..20).map(|_| ActionDice::ONE_D10.roll(&mut rng)).collect()
    };
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let b: Vec<_> = (0..20).map(|_| ActionDice::ONE_D10.roll(&mut rng)).collect();
    assert_eq!(a, b);
}

#[test]
fn dice_read_as_the_rule_book_says() {
    assert_eq!(ActionDice::TWO_D10_BEST.to_string(), "2D10, take the best");
    assert_eq!(ActionDice::ONE_D10.to_string(), "1D10");
    assert_eq!(ActionDice::TWO_D10_WORST.to_string(), "2D10, take the worst");
    assert_eq!(AttackDice::Each(2).to_string(), "2D10, both can score");
    assert_eq!(AttackDice::Each(4).to_string(), "4D10, all can score");
}

fn p(num: u128, exp: u8) -> Prob {
    Prob::new(num, exp)
}

#[test]
fn exact_distributions_of_action_dice() {
    let one = ActionDice::ONE_D10.distribution();
    assert!((1..=10).all(|r| one.p(r) == p(1, 1)));
    let best = ActionDice::TWO_D10_BEST.distribution();
    // Best of two is r when both ≤ r but not both ≤ r − 1: (2r − 1) / 100.
    assert!((1..=10).all(|r| best.p(r) == p(2 * u128::from(r) - 1, 2)));
    let worst = ActionDice::TWO_D10_WORST.distribution();
    assert!((1..=10).all(|r| worst.p(r) == p(21 - 2 * u128::from(r), 2)));
    for d in [one, best, worst] {
        assert_eq!(d.total(), Prob::ONE);
    }
    // A Hero succeeds (5+) 84% of the time, a Supporting character 60%, reduced 36%.
    assert_eq!(best.p_in(5..=10), p(84, 2));
    assert_eq!(one.p_in(5..=10), p(6, 1));
    assert_eq!(worst.p_in(5..=10), p(36, 2));
}

#[test]
fn a_reroll_of_a_failed_result_keeps_the_second() {
    let one = ActionDice::ONE_D10.distribution();
    let d = one.reroll_if(|r| r <= 4, &one);
    // Kept first: 5..10 at 1/10 each; re-rolled 4/10 of the time, then any face at 1/10.
    assert_eq!(d.p(1), p(4, 2));
    assert_eq!(d.p(7), p(14, 2));
    assert_eq!(d.p_in(5..=10), p(84, 2), "1 − 0.4² of succeeding");
    assert_eq!(d.total(), Prob::ONE);
    // Re-rolling reduced dice: a Supporting character's 2D10 worst, re-rolled with 2D10 worst.
    let worst = ActionDice::TWO_D10_WORST.distribution();
    let d = worst.rerolled(&[Reroll::failed("Disciplined")], &worst);
    assert_eq!(d.p_in(1..=4), p(64 * 64, 4));
    assert_eq!(d.total(), Prob::ONE);
}

#[test]
fn a_rolled_reroll_is_taken_only_on_a_failure_and_is_final() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let reroll = Reroll::failed("Disciplined: may re-roll, must keep the second");
    let mut rerolled = 0;
    for _ in 0..2000 {
        let t = ActionDice::ONE_D10.roll_test(&mut rng, None, std::slice::from_ref(&reroll));
        match &t.reroll {
            Some(r) => {
                rerolled += 1;
                assert!(t.first.result <= 4);
                assert_eq!(t.result, r.roll.result, "the second stands, even if worse");
                assert_eq!(r.because, reroll.because);
            }
            None => {
                assert!(t.first.result >= 5);
                assert_eq!(t.result, t.first.result);
            }
        }
    }
    assert!((600..1000).contains(&rerolled), "{rerolled}");
}

#[test]
fn of_several_rerolls_the_first_that_covers_the_result_is_taken() {
    // An All Out Attack re-rolls a 2–4; Cut! any failure: a 1 is re-rolled by Cut!.
    let grants = [Reroll { from: 2, to: 4, because: "All Out Attack".into() }, Reroll::failed("Cut!")];
    assert_eq!(Reroll::first_for(&grants, 3).map(|r| r.because.as_str()), Some("All Out Attack"));
    assert_eq!(Reroll::first_for(&grants, 1).map(|r| r.because.as_str()), Some("Cut!"));
    assert_eq!(Reroll::first_for(&grants, 5), None);
    let one = ActionDice::ONE_D10.distribution();
    // A first 1 stands (0.1), and a re-rolled 2–4 (0.3) may come up 1 (0.1).
    assert_eq!(one.rerolled(&grants[..1], &one).p(1), p(13, 2));
}

#[test]
fn jokers_count_as_a_1_and_a_10_and_throw_no_dice() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let reroll = Reroll::failed("Disciplined");
    let black = ActionDice::TWO_D10_BEST.roll_test(&mut rng, Some(Joker::Black), &[reroll]);
    assert_eq!((black.result, black.first.dice.len(), black.reroll.is_none()), (1, 0, true));
    let red = ActionDice::TWO_D10_WORST.roll_test(&mut rng, Some(Joker::Red), &[]);
    assert_eq!(red.result, 10);
    assert_eq!(Distribution::certain(Joker::Black.result()).p(1), Prob::ONE);
}

#[test]
fn only_heroes_and_main_characters_with_a_card_left_may_call_cut() {
    assert!(may_call_cut(CharacterType::Hero, 1));
    assert!(may_call_cut(CharacterType::Main, 3));
    assert!(!may_call_cut(CharacterType::Main, 0), "the card is sacrificed: one must be left");
    assert!(!may_call_cut(CharacterType::Supporting, 2));
    assert!(!may_call_cut(CharacterType::Minor, 1));
}

#[test]
fn lucky_has_four_rerolls_a_game() {
    let mut lucky = LuckyRerolls::new_game();
    let taken: Vec<_> = std::iter::from_fn(|| lucky.spend()).collect();
    assert_eq!(taken.len(), 4);
    assert!(taken[0].because.starts_with("Lucky"));
    assert!(taken[3].because.contains("0 left"));
    assert_eq!(lucky.left, 0);
}

#[test]
fn the_ladder_reduces_one_step_and_stops_at_the_worst() {
    use AttackDice::{Each, One};
    assert_eq!(One(ActionDice::TWO_D10_BEST).reduced(), One(ActionDice::ONE_D10));
    assert_eq!(One(ActionDice::ONE_D10).reduced(), One(ActionDice::TWO_D10_WORST));
    assert_eq!(One(ActionDice::TWO_D10_WORST).reduced(), One(ActionDice::TWO_D10_WORST));
    assert_eq!(Each(2).reduced(), One(ActionDice::TWO_D10_BEST));
    assert_eq!(Each(4).reduced(), Each(3));
}

#[test]
fn pools_in_which_all_can_score_roll_every_die() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let r = AttackDice::Each(3).roll(&mut rng);
    assert_eq!(r.dice.len(), 3);
    assert_eq!(r.scoring, r.dice);
    let r = AttackDice::One(ActionDice::TWO_D10_WORST).roll(&mut rng);
    assert_eq!(r.scoring, vec![*r.dice.iter().min().unwrap()]);
}

#[test]
fn outcomes_count_every_ordered_throw() {
    for n in 1..=4u8 {
        let all = AttackDice::Each(n).outcomes();
        let total: u32 = all.iter().map(|(_, w)| w).sum();
        assert_eq!(total, 10u32.pow(u32::from(n)));
    }
    assert_eq!(AttackDice::Each(4).outcomes().len(), 715);
}

#[test]
fn scoring_dice_follow_the_binomial() {
    // Each die scores on 5 to 10: 6 chances in 10.
    let d = AttackDice::Each(2).scoring_distribution(false);
    assert_eq!(d, vec![p(16, 2), p(48, 2), p(36, 2)]);
    let d = AttackDice::Each(2).scoring_distribution(true);
    assert_eq!(d[0], p(16 * 16, 4));
    assert_eq!(d[2], p(36, 2) + p(16, 2) * p(36, 2));
    assert_eq!(d.iter().copied().sum::<Prob>(), Prob::ONE);
    let one = AttackDice::One(ActionDice::TWO_D10_BEST).scoring_distribution(false);
    assert_eq!(one, vec![p(16, 2), p(84, 2)]);
}

#[test]
fn probabilities_are_exact_decimals() {
    assert_eq!(p(4851, 4).decimal(), "0.4851");
    assert_eq!(p(500, 3).decimal(), "0.5");
    assert_eq!(p(7, 3).decimal(), "0.007");
    assert_eq!(Prob::ONE.decimal(), "1");
    assert_eq!(p(1, 1) + p(25, 2), p(35, 2));
    assert_eq!(p(3, 1) * p(3, 1), p(9, 2));
    assert_eq!(p(3, 1).complement(), p(7, 1));
    assert_eq!(p(5, 1).percent(), "50%");
    assert_eq!(p(4851, 4).percent(), "48.51%");
    assert_eq!(p(1, 6).percent(), "<0.01%");
    assert!(p(1, 1) < p(11, 2));
    assert_eq!(serde_json::to_string(&p(25, 2)).unwrap(), "0.25");
    // Twenty places, as a long chain reaches, stay exact.
    let tiny = p(1, 10) * p(1, 10);
    assert_eq!(tiny.parts(), (1, 20));
}
