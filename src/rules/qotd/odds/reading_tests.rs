//! The shooting and fighting chains by the readings settled in issue 10 (QOTD items 4, 5, 6, 9,
//! 12, 26 and the `misfires` option), each against the rule text's words; worked by hand or
//! checked against a Monte Carlo run of the rules as a player plays them.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::error::ErrorCode;
use crate::rules::qotd::charts::{effect_of_hit, HitEffect, ShotType};
use crate::rules::qotd::options::MishapDice;
use crate::rules::qotd::test::fixtures::character;
use crate::rules::qotd::QotdOptions;

fn p(num: u128, exp: u8) -> Prob {
    Prob::new(num, exp)
}

fn mishap(o: &ChainOdds, id: &str) -> Prob {
    o.mishaps.iter().find(|m| m.id == id).map_or(Prob::ZERO, |m| m.probability)
}

fn shot(shooter: &Character, target: &Character, c: &Circumstances) -> ChainOdds {
    shot_odds(shooter, target, c, &QotdOptions::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn with(weapon: &str) -> Circumstances {
    Circumstances { weapon: Some(weapon.into()), ..Default::default() }
}

/// Item 5. Reel 4, Reloading weapons: "Missile weapons that have to be reloaded if any 1s are
/// thrown when shooting: All Revolving or Repeating cartridge Firearms". A Hero's 1 and 7 empties
/// the Winchester though the 7 counts.
#[test]
fn any_1_thrown_empties_a_repeater_not_only_the_die_that_counts() {
    let hero = character("hero", "ordinary", &[], &["winchester"]);
    let target = character("supporting", "ordinary", &[], &[]);
    let o = shot(&hero, &target, &Circumstances::default());
    // Wanting to shoot 5–9 (0.65): 2D10, any 1 is 0.19. A 10 (0.19), "Got Them!": a miss (best 1–4,
    // 0.16) is re-rolled ignoring its 1s; a kept hit has a 1 with chance 0.19 − 0.07 = 0.12.
    // 0.65 × 0.19 + 0.19 × (0.12 + 0.16 × 0.19) = 0.152076.
    assert_eq!(mishap(&o, "out_of_ammo"), p(152076, 6));
    assert!(o.mishaps.iter().any(|m| m.id == "out_of_ammo" && m.text.contains("if any 1s are thrown")));
    assert!(!o.mishaps.iter().any(|m| m.id == "one"), "a repeater's Damn It! is its empty magazine");
}

/// Item 6. Only "Got Them!" re-rolls "ignoring any 1's rolled": an Expert's re-roll of a miss
/// ("may reroll their dice but must keep the second dice roll") keeps the 1 already thrown.
#[test]
fn an_experts_reroll_keeps_the_1_already_thrown_but_got_them_does_not() {
    let expert = character("hero", "ordinary", &["expert:winchester"], &["winchester"]);
    let target = character("supporting", "ordinary", &[], &[]);
    let o = shot(&expert, &target, &Circumstances::default());
    // After 5–9: a kept hit with a 1 (0.12); a miss (0.16) re-rolled by the Expert, empty if its
    // first throw had a 1 (0.07) or the second does (0.09 × 0.19). After a 10, "Got Them!" is the
    // re-roll taken (it ignores the 1s): 0.12 + 0.16 × 0.19.
    // 0.65 × (0.12 + 0.07 + 0.0171) + 0.19 × 0.1504 = 0.163191.
    assert_eq!(mishap(&o, "out_of_ammo"), p(163191, 6));
    let first_reroll = o.hit.reasons.iter().find(|r| r.kind == crate::rules::qotd::test::ReasonKind::Reroll);
    assert_eq!(first_reroll.map(|r| r.source.as_str()), Some("expert"));
}

/// The `misfires` option. Reel 4, Firearms: "If a Flintlock they misfire if a 1 or 2 is rolled".
#[test]
fn misfires_come_from_the_dice_that_count_or_by_option_any_die() {
    let hero = character("hero", "ordinary", &[], &["flintlock_musket"]);
    let target = character("supporting", "ordinary", &[], &[]);
    let c = Circumstances::default();
    let counting = shot(&hero, &target, &c);
    // The die that counts is 1 or 2 (0.04) after 5–9; after a 10 only a re-rolled miss can misfire.
    assert_eq!(mishap(&counting, "misfire"), p(27216, 6));
    let any = QotdOptions { misfires: MishapDice::AnyDie, ..Default::default() };
    let any = shot_odds(&hero, &target, &c, &any).unwrap();
    // Any die of two is 1 or 2: 0.36; after a 10: 0.24 + 0.16 × 0.36.
    assert_eq!(mishap(&any, "misfire"), p(290544, 6));
    // The hits are the same either way: only what befalls the weapon differs.
    assert_eq!(any.hits, counting.hits);
}

/// Item 4. Reel 6: "Using a shield when hit in close combat or by a non-gunpowder weapon", DV +1 —
/// once, whether the sheet or the circumstances say the target has one.
#[test]
fn a_shield_counts_once() {
    let archer = character("hero", "ordinary", &[], &["bow"]);
    let mut sheet = character("main", "ordinary", &[], &[]).to_sheet();
    let bare = Character::from_sheet(&sheet).unwrap();
    sheet.shield = true;
    let shielded = Character::from_sheet(&sheet).unwrap();
    let c = Circumstances { range_paces: Some(10), ..Default::default() };
    let with_shield = Circumstances { shield: true, ..c.clone() };
    let none = shot(&archer, &bare, &c).adjusted_dv;
    assert_eq!(shot(&archer, &shielded, &c).adjusted_dv, none + 1);
    assert_eq!(shot(&archer, &bare, &with_shield).adjusted_dv, none + 1);
    assert_eq!(shot(&archer, &shielded, &with_shield).adjusted_dv, none + 1, "not twice");
    let knife = character("hero", "ordinary", &[], &["knife"]);
    let blow =
        fight_odds(&knife, &shielded, &Circumstances { shield: true, ..Default::default() }, &QotdOptions::default())
            .unwrap();
    let plain = fight_odds(&knife, &bare, &Circumstances::default(), &QotdOptions::default()).unwrap();
    assert_eq!(blow.adjusted_dv, plain.adjusted_dv + 1);
}

/// Item 12 in the chain: the Le Mat's barrel fires "1 shot as a sawn off shotgun" and is then
/// reloaded; fanning "automatically empties the revolver" and a 1 jams it.
#[test]
fn the_le_mat_barrel_and_fanning_in_the_chain() {
    let hero = character("hero", "ordinary", &[], &["le_mat"]);
    let target = character("supporting", "ordinary", &[], &[]);
    let barrel = Circumstances { fire_mode: Some("shotgun_barrel".into()), range_paces: Some(4), ..Default::default() };
    let o = shot(&hero, &target, &barrel);
    assert!(o.weapon.ends_with("shotgun barrel"), "{}", o.weapon);
    assert_eq!(o.hits.len(), 3, "both dice can score");
    assert_eq!(mishap(&o, "out_of_ammo"), Prob::ZERO, "a single barrel is reloaded after firing, not on a 1");
    let fan = Circumstances { shot_type: Some(ShotType::Fanning), range_paces: Some(4), ..with("revolver") };
    let o = shot(&hero, &target, &fan);
    assert_eq!(mishap(&o, "out_of_ammo"), o.summary.p_attempt, "every fanned shot empties it");
    assert!(mishap(&o, "jam") > Prob::ZERO);
}

/// Item 26 for the target: "rolls their Action Dice for each potential injury", reduced after "I'm
/// Exhausted!".
#[test]
fn a_target_with_reduced_dice_rolls_them_for_each_hit() {
    let hero = character("hero", "ordinary", &[], &["winchester"]);
    let target = character("supporting", "ordinary", &[], &[]);
    let plain = shot(&hero, &target, &Circumstances::default());
    let reduced = shot(&hero, &target, &Circumstances { target_reduced: true, ..Default::default() });
    assert_eq!((plain.target_dice.as_str(), reduced.target_dice.as_str()), ("1D10", "2D10, take the worst"));
    assert!(reduced.summary.p_cards_lost > plain.summary.p_cards_lost);
    let exhausted = target.clone().with_reduced_dice("I'm Exhausted! after \"Dry Gulch\"");
    let o = shot(&hero, &exhausted, &Circumstances::default());
    assert_eq!(o.summary, reduced.summary);
    assert!(o.reasons.iter().any(|r| r.source == "target_reduced" && r.text.contains("Dry Gulch")));
    // The shooter's own reduced dice: a single shot's 2D10 High becomes 1D10.
    let tired = shot(&hero, &target, &Circumstances { reduced: true, ..Default::default() });
    assert_eq!((tired.first.dice.as_str(), tired.hit.dice.as_str()), ("1D10", "1D10"));
}

/// Item 9. Lucky: "this includes dice rolls which cause an adverse affect on them, such as hits,
/// wounds … as well as improving the results of hits caused by them"; Cut!: "a botched attempt at
/// shooting or fighting, or a hit or wound inflicted by the opponent".
#[test]
fn cut_and_lucky_reach_the_effect_of_a_hit() {
    let shooter = character("main", "lucky", &[], &["revolver"]);
    let target = character("main", "lucky", &[], &[]);
    let c = Circumstances { range_paces: Some(5), ..Default::default() };
    let plain = shot(&shooter, &target, &c);
    let lucky_shooter = shot(&shooter, &target, &Circumstances { lucky: true, ..c.clone() });
    let cut_target = shot(&shooter, &target, &Circumstances { target_cut: true, ..c.clone() });
    let lucky_target = shot(&shooter, &target, &Circumstances { target_lucky: true, ..c.clone() });
    assert!(lucky_shooter.summary.p_cards_lost > plain.summary.p_cards_lost);
    assert!(cut_target.summary.p_cards_lost < plain.summary.p_cards_lost);
    assert_eq!(cut_target.summary, lucky_target.summary, "one re-roll each way");
    assert!(cut_target.reasons.iter().any(|r| r.source == "target_cut"));
    // A Supporting target cannot call Cut!; an unlucky one has no Lucky re-rolls.
    let supporting = character("supporting", "ordinary", &[], &[]);
    let e = shot_odds(&shooter, &supporting, &Circumstances { target_cut: true, ..c.clone() }, &Default::default());
    assert_eq!(e.unwrap_err().code(), "cut_not_allowed");
    let e = shot_odds(&shooter, &supporting, &Circumstances { target_lucky: true, ..c }, &Default::default());
    assert_eq!(e.unwrap_err().code(), "not_lucky");
}

/// Item 9, weighed exactly and rolled a million times: a Lucky Main Character who will also call
/// Cut! shoots a revolver at a Main Character who will call Cut! on a wound.
#[test]
fn cut_and_lucky_across_the_chain_match_monte_carlo() {
    let shooter = character("main", "lucky", &[], &["revolver"]);
    let target = character("main", "ordinary", &[], &[]);
    let c = Circumstances { range_paces: Some(5), cut: true, lucky: true, target_cut: true, ..Default::default() };
    let exact = shot(&shooter, &target, &c);
    let n = 1_000_000u64;
    let mut rng = ChaCha8Rng::seed_from_u64(909);
    let (mut worst, mut lost, mut empty) = ([0u64; 4], [0u64; 4], 0u64);
    let d10 = |rng: &mut ChaCha8Rng| rng.random_range(1..=10u8);
    for _ in 0..n {
        // The shooter's re-rolls, spent on the first roll that goes wrong (Cut! first).
        let (mut cut, mut lucky) = (true, true);
        let spend = |cut: &mut bool, lucky: &mut bool| {
            if *cut {
                *cut = false;
                true
            } else if *lucky {
                *lucky = false;
                true
            } else {
                false
            }
        };
        let mut first = d10(&mut rng).max(d10(&mut rng));
        if first <= 4 && spend(&mut cut, &mut lucky) {
            first = d10(&mut rng).max(d10(&mut rng));
        }
        let mut hits: Vec<i8> = Vec::new();
        if first >= 5 {
            let throw = |rng: &mut ChaCha8Rng| [d10(rng), d10(rng)];
            let mut dice = throw(&mut rng);
            let mut any_one = dice.contains(&1);
            if *dice.iter().max().unwrap() <= 4 {
                if first == 10 {
                    dice = throw(&mut rng);
                    any_one = dice.contains(&1);
                } else if spend(&mut cut, &mut lucky) {
                    dice = throw(&mut rng);
                    any_one |= dice.contains(&1);
                }
            }
            empty += u64::from(any_one);
            match dice.iter().max().unwrap() {
                10 => hits.push(-2),
                5..=9 => hits.push(0),
                _ => {}
            }
        }
        let (mut w, mut k, mut target_cut) = (0usize, 0u8, true);
        for dv in hits {
            let roll = |rng: &mut ChaCha8Rng| d10(rng).max(d10(rng));
            let mut e = effect_of_hit(dv, roll(&mut rng));
            let costs = matches!(e, HitEffect::Hits(_));
            if costs && target_cut {
                target_cut = false;
                e = effect_of_hit(dv, roll(&mut rng));
            } else if !costs && lucky {
                lucky = false;
                e = effect_of_hit(dv, roll(&mut rng));
            }
            let (we, ke) = match e {
                HitEffect::NearMiss => (0, 0),
                HitEffect::Graze => (1, 0),
                HitEffect::CourageTest => (2, 0),
                HitEffect::Hits(h) => (3, h),
            };
            w = w.max(we);
            k += ke;
        }
        worst[w] += 1;
        lost[usize::from(k.min(3))] += 1;
    }
    let within = |what: &str, e: Prob, count: u64| {
        let (pe, pm) = (e.to_f64(), count as f64 / n as f64);
        let sigma = (pe * (1.0 - pe) / n as f64).sqrt();
        assert!((pe - pm).abs() <= 3.0 * sigma + 1e-12, "{what}: exact {pe}, Monte Carlo {pm}");
    };
    let s = &exact.summary;
    for (i, e) in [s.p_no_effect, s.p_graze, s.p_courage_test, s.p_cards_lost].into_iter().enumerate() {
        within(&format!("worst {i}"), e, worst[i]);
    }
    for (i, e) in exact.cards_lost.iter().enumerate() {
        within(&format!("cards lost {i}"), *e, lost[i]);
    }
    within("out of ammo", mishap(&exact, "out_of_ammo"), empty);
}
