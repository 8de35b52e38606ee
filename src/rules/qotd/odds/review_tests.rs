//! The shooting and fighting chains by the second reading of the rule text (issue 21): each item
//! against the text's words. The three figures are checked twice: as the issue gives them,
//! and against an enumeration of every way the dice can fall written here, apart from the chain
//! (plain loops over the dice, the rule read off the text, no plan, no re-roll table).

use super::*;
use crate::error::ErrorCode;
use crate::rules::qotd::charts::ShotType;
use crate::rules::qotd::options::{FlintlockMisfires, PerfectRerollOnes, PreloadedMisfires};
use crate::rules::qotd::test::fixtures::character;
use crate::rules::qotd::QotdOptions;

fn p(num: u128, exp: u8) -> Prob {
    Prob::new(num, exp)
}

fn mishap(o: &ChainOdds, id: &str) -> Prob {
    o.mishaps.iter().find(|m| m.id == id).map_or(Prob::ZERO, |m| m.probability)
}

fn shot(shooter: &Character, target: &Character, c: &Circumstances, options: &QotdOptions) -> ChainOdds {
    shot_odds(shooter, target, c, options).unwrap_or_else(|e| panic!("{e}"))
}

fn with(weapon: &str) -> Circumstances {
    Circumstances { weapon: Some(weapon.into()), ..Default::default() }
}

/// Every throw of `n` D10, each as likely as any other (10^n of them).
fn every_throw(n: u32) -> impl Iterator<Item = Vec<u8>> {
    (0..10u64.pow(n)).map(move |i| (0..n).map(|k| ((i / 10u64.pow(k)) % 10) as u8 + 1).collect())
}

/// Item 1. Reel 2: Supporting Characters' reduced action dice: "Roll 2D10 and take worst result";
/// Reel 4: "Poor shot … Uses reduced action dice when trying to hit"; "Fighter or Expert with a
/// particular weapon … If they fail to hit their opponent /target they may reroll their dice";
/// Wanting to Shoot, 10: "Got Them! … may reroll the shooting attack dice if failed to hit". A throw
/// of 3 and 8 is a miss (the 3 counts), so it is re-rolled.
#[test]
fn a_miss_on_the_worse_of_two_dice_is_re_rolled_poor_shot_expert_with_a_winchester() {
    // `posse odds qotd shot --type supporting --trait poor_shot --trait expert:winchester --weapon
    // winchester --range 10`: "p(hit) 0.25056 → 0.35424".
    let shooter = character("supporting", "ordinary", &["poor_shot", "expert:winchester"], &["winchester"]);
    let target = character("supporting", "ordinary", &[], &[]);
    let c = Circumstances { range_paces: Some(10), ..with("winchester") };
    let o = shot(&shooter, &target, &c, &QotdOptions::default());
    assert_eq!(o.hit.dice, "2D10, take the worst");
    assert_eq!(o.summary.p_hit, p(35424, 5));
    assert_eq!(o.summary.p_hit.decimal(), "0.35424");

    // By enumeration: Wanting to shoot (1D10), the hit (2D10, the worse counts) and, on a miss, the
    // re-roll (2D10 again): an Expert's after 5–9, Got Them!'s after a 10.
    let mut hits = 0u64;
    for d in every_throw(5) {
        let (want, first, again) = (d[0], d[1].min(d[2]), d[3].min(d[4]));
        if want >= 5 && (first >= 5 || again >= 5) {
            hits += 1;
        }
    }
    assert_eq!(Prob::new(u128::from(hits), 5), o.summary.p_hit);
    // The 3 and 8: a miss, re-rolled. (Decided on the best die, the chain gave 0.25056.)
    assert_ne!(o.summary.p_hit, p(25056, 5));
}

/// Item 1 in a fight. Reel 5: "Poor fighters have their action dice reduced"; "Rash characters and
/// fanatics must use this attack in the first round of fighting"; All Out Attack, 2 to 4: "may
/// reroll but must keep the second roll"; Wanting to make an attack, 10: "Get Stuck In! … may
/// reroll attack dice if fail to hit ignoring any 1s rolled".
#[test]
fn a_miss_on_the_worse_of_two_dice_is_re_rolled_rash_poor_fighter_with_a_knife() {
    // `posse odds qotd fight --type supporting --personality rash --trait poor_fighter --weapon
    // knife`: "0.24876 → 0.32004".
    let attacker = character("supporting", "rash", &["poor_fighter"], &["knife"]);
    let target = character("supporting", "ordinary", &[], &[]);
    let o = fight_odds(&attacker, &target, &with("knife"), &QotdOptions::default()).unwrap();
    assert_eq!(o.hit.dice, "2D10, take the worst");
    assert_eq!(o.summary.p_hit, p(32004, 5));
    assert_eq!(o.summary.p_hit.decimal(), "0.32004");

    // By enumeration: Wanting to attack (1D10, Rash re-rolls only a move); after 5–9 the All Out
    // Attack re-rolls a miss of 2 to 4 (a 1 is A Deadly Riposte), after a 10 Get Stuck In! re-rolls
    // any miss.
    let mut hits = 0u64;
    for d in every_throw(5) {
        let (want, first, again) = (d[0], d[1].min(d[2]), d[3].min(d[4]));
        let rerolled = match want {
            10 => first <= 4,
            5..=9 => (2..=4).contains(&first),
            _ => continue,
        };
        if first >= 5 || (rerolled && again >= 5) {
            hits += 1;
        }
    }
    assert_eq!(Prob::new(u128::from(hits), 5), o.summary.p_hit);
    assert_ne!(o.summary.p_hit, p(24876, 5));
}

/// The Effects of hit table on characters, DV 0 and DV −2 (a Bulls Eye), rolls 1 to 10, as cards
/// lost (0 for a Courage Test, a graze or a near miss), read off the text:
/// "5 | 2 Hits | 2 Hits | 1 Hit | 1 Hit | …" and so on down the columns.
const CARDS_AT_DV0: [u8; 10] = [2, 2, 2, 1, 1, 0, 0, 0, 0, 0];
const CARDS_AT_DV_MINUS_2: [u8; 10] = [3, 3, 2, 2, 2, 1, 1, 0, 0, 0];

/// Item 2. Reel 6, Post action rest and recovery, I'm Tired out!: "If they take part in the next
/// adventure they do so with one card less than normal"; Reel 2: "When a character has no cards
/// left they are deemed to be casualties". A Main Character with a cartridge revolver (Virgil Earp)
/// shoots Frank McLaury, a Supporting Character dealt one card instead of two.
#[test]
fn one_card_less_makes_the_first_card_lost_a_casualty() {
    let virgil = character("main", "natural_leader", &["strong"], &["cartridge_revolver"]);
    let frank = character("supporting", "proud", &["marksman"], &["cartridge_revolver", "repeating_rifle"]);
    let tired = frank.clone().with_one_card_less("I'm Tired out! after \"Showdown at Dry Gulch\"");
    let c = Circumstances::default();
    let o = QotdOptions::default();
    let fresh = shot(&virgil, &frank, &c, &o);
    let one_less = shot(&virgil, &tired, &c, &o);
    assert_eq!(fresh.summary.p_casualty.decimal(), "0.252416");
    assert_eq!(one_less.summary.p_casualty.decimal(), "0.3986432");
    assert_eq!(one_less.summary.p_casualty, p(3986432, 7));
    assert_eq!(one_less.cards_lost.len(), 2, "none or his one card");
    assert!(one_less.reasons.iter().any(|r| r.source == "target_cards" && r.text.contains("I'm Tired out!")));
    // The same inline (`--target-one-card-less`), and as the cards he has left (`--target-cards 1`).
    let inline = shot(&virgil, &frank, &Circumstances { target_one_card_less: true, ..c.clone() }, &o);
    assert_eq!(inline.summary.p_casualty, one_less.summary.p_casualty);
    let left = shot(&virgil, &frank, &Circumstances { target_cards: Some(1), ..c.clone() }, &o);
    assert_eq!(left.summary.p_casualty, one_less.summary.p_casualty);
    // Counted once: a target whose aftermath says so, said again inline.
    let twice = shot(&virgil, &tired, &Circumstances { target_one_card_less: true, ..c.clone() }, &o);
    assert_eq!(twice.summary.p_casualty, one_less.summary.p_casualty);

    // By enumeration: Wanting to shoot (2D10, the best counts), the hit (2D10 High), a miss after
    // a 10 re-rolled (Got Them!), and Frank's 1D10 on the table (DV 0, −2 for a Bulls Eye).
    let (mut two_cards, mut one_card) = (0u64, 0u64);
    for d in every_throw(7) {
        let want = d[0].max(d[1]);
        if want < 5 {
            continue;
        }
        let first = d[2].max(d[3]);
        let hit = if first <= 4 && want == 10 { d[4].max(d[5]) } else { first };
        let lost = match hit {
            10 => CARDS_AT_DV_MINUS_2[usize::from(d[6]) - 1],
            5..=9 => CARDS_AT_DV0[usize::from(d[6]) - 1],
            _ => 0,
        };
        two_cards += u64::from(lost >= 2);
        one_card += u64::from(lost >= 1);
    }
    assert_eq!(Prob::new(u128::from(two_cards), 7), fresh.summary.p_casualty);
    assert_eq!(Prob::new(u128::from(one_card), 7), one_less.summary.p_casualty);
}

/// Item 2: what a target's cards cannot be is refused, naming the field.
#[test]
fn a_targets_cards_are_checked() {
    let shooter = character("hero", "ordinary", &[], &["winchester"]);
    let refused = |target: &Character, c: Circumstances| {
        shot_odds(&shooter, target, &c, &QotdOptions::default()).unwrap_err().to_string()
    };
    let minor = character("minor", "ordinary", &[], &[]);
    let e = refused(&minor, Circumstances { target_one_card_less: true, ..Default::default() });
    assert!(e.starts_with("target_one_card_less: a Minor Character is dealt 1 card:"), "{e}");
    let supporting = character("supporting", "ordinary", &[], &[]);
    let e = refused(&supporting, Circumstances { target_cards: Some(3), ..Default::default() });
    assert!(e.starts_with("target_cards: 3 is not a number of cards the target can have left: 1 to 2"), "{e}");
    let e =
        refused(&supporting, Circumstances { target_cards: Some(2), target_one_card_less: true, ..Default::default() });
    assert!(e.contains("1 to 1") && e.contains("one less"), "{e}");
    let e = refused(&supporting, Circumstances { target_cards: Some(0), ..Default::default() });
    assert!(e.contains("casualty already"), "{e}");
    let hero = character("hero", "ordinary", &[], &[]);
    let o =
        shot(&shooter, &hero, &Circumstances { target_cards: Some(2), ..Default::default() }, &QotdOptions::default());
    assert_eq!(o.cards_lost.len(), 3);
    // A target's cards are a chain's: a test alone refuses them.
    let e = test_odds(&shooter, TestId::CourageTest, &Circumstances { target_cards: Some(1), ..Default::default() });
    assert!(e.unwrap_err().to_string().starts_with("target_cards: does not apply"));
}

/// Item 3. Reel 4, Types of shooting: "Snap shots– … the shooter must not have moved"; "Fanning –
/// … the character must not have moved"; "Aimed Shots – the shooter must not have moved, and spent
/// one turn aiming"; the Weapons Table, Thrown: "All shots are deliberate or aimed".
#[test]
fn shots_that_need_the_shooter_still_are_refused_after_moving() {
    let shooter = character("hero", "ordinary", &[], &["thrown", "cartridge_revolver", "winchester"]);
    let target = character("supporting", "ordinary", &[], &[]);
    let moved = |weapon: &str, shot: Option<ShotType>| Circumstances {
        moved: true,
        shot_type: shot,
        range_paces: Some(5),
        ..with(weapon)
    };
    let refused = |c: Circumstances| shot_odds(&shooter, &target, &c, &QotdOptions::default()).unwrap_err();
    for (weapon, asked) in [
        ("thrown", ShotType::Aimed),
        ("cartridge_revolver", ShotType::Fanning),
        ("winchester", ShotType::Snap),
        ("winchester", ShotType::Aimed),
        ("winchester", ShotType::Deliberate),
    ] {
        let e = refused(moved(weapon, Some(asked)));
        assert_eq!(e.code(), "shot_not_possible", "{weapon} {asked:?}");
        let text = e.to_string();
        assert!(
            text.starts_with(&format!("shot_type: {} is not possible here: after moving (moved)", asked.id())),
            "{text}"
        );
        assert!(text.contains("must not have moved"), "{text}");
    }
    // What the text allows after moving: a thrown weapon's deliberate throw, and any weapon's shot
    // left unsaid or said hasty, which is hasty ("If moved any shots are rated as Hasty").
    let thrown = shot(&shooter, &target, &moved("thrown", Some(ShotType::Deliberate)), &QotdOptions::default());
    assert!(!thrown.hit.reasons.iter().any(|r| r.source == "hasty"));
    for asked in [None, Some(ShotType::Hasty)] {
        let o = shot(&shooter, &target, &moved("winchester", asked), &QotdOptions::default());
        assert!(o.hit.reasons.iter().any(|r| r.source == "hasty"), "{asked:?}");
    }
    // Standing still, the same shots are taken.
    let still = Circumstances { range_paces: Some(5), shot_type: Some(ShotType::Aimed), ..with("thrown") };
    assert!(shot_odds(&shooter, &target, &still, &QotdOptions::default()).is_ok());
}

/// Item 6, option `perfect_reroll`. Reel 4, Wanting to Shoot, 10: "Got Them! Make the perfect shot
/// and may reroll the shooting attack dice if failed to hit ignoring any 1's rolled"; Reloading
/// weapons: "reloaded if any 1s are thrown".
#[test]
fn got_them_ignores_the_first_throws_1s_or_by_option_the_re_rolls() {
    let hero = character("hero", "ordinary", &[], &["winchester"]);
    let target = character("supporting", "ordinary", &[], &[]);
    let c = Circumstances::default();
    let first = shot(&hero, &target, &c, &QotdOptions::default());
    // After 5–9 (0.65) any 1 of 2D10 empties it (0.19). After a 10 (0.19): a hit with a 1 (0.12),
    // or a miss (0.16) re-rolled whose re-roll has a 1 (0.19): 0.65 × 0.19 + 0.19 × 0.1504.
    assert_eq!(mishap(&first, "out_of_ammo"), p(152076, 6));
    let options = QotdOptions { perfect_reroll: PerfectRerollOnes::Reroll, ..Default::default() };
    let reroll = shot(&hero, &target, &c, &options);
    // After a 10 the first throw's 1s stand and the re-roll's do nothing: a 1 in the first throw,
    // hit or miss (0.19). 0.65 × 0.19 + 0.19 × 0.19.
    assert_eq!(mishap(&reroll, "out_of_ammo"), p(1596, 4));
    assert_eq!(reroll.hits, first.hits, "only what befalls the weapon differs");

    // "Get Stuck In! … may reroll attack dice if fail to hit ignoring any 1s rolled": a Hero's
    // Deadly Riposte (both dice 1, 0.01). Default: after a 10 only the re-roll's (0.16 × 0.01).
    let knife = character("hero", "ordinary", &[], &["knife"]);
    let default = fight_odds(&knife, &target, &with("knife"), &QotdOptions::default()).unwrap();
    assert_eq!(mishap(&default, "deadly_riposte"), p(6804, 6));
    let by_reroll = fight_odds(&knife, &target, &with("knife"), &options).unwrap();
    assert_eq!(mishap(&by_reroll, "deadly_riposte"), p(84, 4));
}

/// Item 7, option `preloaded_misfires`. Reel 4, Improved Cap and Ball revolving pistols: "misfires
/// on a 2 and jams on a 1 … If preloaded cylinders are used then reloading is a normal action but
/// the weapon misfires on a 3 and 2".
#[test]
fn a_preloaded_cylinder_misfires_on_a_3_and_2_or_by_option_jams_on_2() {
    let hero = character("hero", "ordinary", &[], &["cap_and_ball_revolver"]);
    let target = character("supporting", "ordinary", &[], &[]);
    let c = Circumstances { preloaded_cylinder: true, ..with("cap_and_ball_revolver") };
    // The die that counts, the best of 2D10: 1 (0.01), 2 (0.03), 3 (0.05). After 5–9 (0.65) as it
    // falls; after a 10 (0.19) only a re-rolled miss (0.16) can misfire or jam.
    let as_written = shot(&hero, &target, &c, &QotdOptions::default());
    assert_eq!(mishap(&as_written, "misfire"), p(54432, 6), "0.65 × 0.08 + 0.19 × 0.16 × 0.08");
    assert_eq!(mishap(&as_written, "jam"), p(6804, 6), "0.65 × 0.01 + 0.19 × 0.16 × 0.01");
    assert!(as_written.hit.reasons.iter().any(|r| r.text == "A preloaded cylinder: misfires on a 2 or 3, jams on a 1"));
    let options = QotdOptions { preloaded_misfires: PreloadedMisfires::JamsOnTwo, ..Default::default() };
    let shifted = shot(&hero, &target, &c, &options);
    assert_eq!(mishap(&shifted, "misfire"), p(3402, 5), "0.65 × 0.05 + 0.19 × 0.16 × 0.05");
    assert_eq!(mishap(&shifted, "jam"), p(20412, 6), "0.65 × 0.03 + 0.19 × 0.16 × 0.03");
    assert!(shifted.hit.reasons.iter().any(|r| r.text == "A preloaded cylinder: misfires on a 3, jams on a 2"));
}

/// Item 8, option `flintlock_misfires`. Reel 4, Firearms: "If a Flintlock they misfire if a 1 or 2
/// is rolled"; Shooting – trying to hit, 2 to 4: "Missed! Fails to hit opponent If a Flint lock it
/// misfires".
#[test]
fn a_flintlock_misfires_on_1_or_2_or_by_option_on_any_miss() {
    let hero = character("hero", "ordinary", &[], &["flintlock_musket"]);
    let target = character("supporting", "ordinary", &[], &[]);
    let c = Circumstances::default();
    let one_or_two = shot(&hero, &target, &c, &QotdOptions::default());
    assert_eq!(mishap(&one_or_two, "misfire"), p(27216, 6), "0.65 × 0.04 + 0.19 × 0.16 × 0.04");
    let options = QotdOptions { flintlock_misfires: FlintlockMisfires::AnyMiss, ..Default::default() };
    let any_miss = shot(&hero, &target, &c, &options);
    assert_eq!(mishap(&any_miss, "misfire"), p(108864, 6), "0.65 × 0.16 + 0.19 × 0.16 × 0.16");
    assert!(any_miss.hit.reasons.iter().any(|r| r.source == "flintlock_misfires"));
    // A percussion musket is not a flintlock: the option leaves it be.
    let percussion = with("percussion_musket");
    assert_eq!(
        mishap(&shot(&hero, &target, &percussion, &options), "misfire"),
        mishap(&shot(&hero, &target, &percussion, &QotdOptions::default()), "misfire")
    );
}
