//! The shooting chain (QOTD Reel 4: "Shooting is a three-step process") and the fighting chain
//! (Reel 5), weighed exactly: the first test (wanting to shoot, drawing and shooting, or wanting to
//! attack), then the hit dice, then the target's roll for the effect of each hit.
//!
//! How the chain is read:
//! - A 10 on Wanting to shoot ("Got Them!") or Wanting to attack ("Get Stuck In!") lets the hit be
//!   re-rolled if it missed, ignoring any 1s: a re-rolled throw is discarded whole, so only the kept
//!   throw's 1s bring mishaps. A 10 on Drawing and shooting removes the penalty for drawing.
//! - Each scoring die (5+) of the kept throw is a hit; a 10 is a Bulls Eye or Deadly Blow, and
//!   that hit's effect is rolled with the target's DV 2 lower.
//! - Mishaps come from the dice that count (the best die of 2D10 High, every die of a pool in
//!   which all can score), by the weapon's misfire, jam and chain-fire numbers. An early
//!   revolver's chain fire ("ignites all shots in one single blast") throws 3D10, all can score,
//!   as hasty shots.
//! - The target rolls their action dice for each hit ("rolls their Action Dice for each potential
//!   injury"). The chain's result is the worst effect of its hits: cards lost, else a Courage
//!   Test, else a graze, else nothing. Cards lost add up over the hits, up to the target's cards.
//! - The joker, Cut! and Lucky in the circumstances apply to the first test only.

use serde::Serialize;
use ts_rs::TS;

use super::{band_distribution, odds_of, OddsError, TestOdds};
use crate::dice::{AttackDice, Prob, Reroll};
use crate::rules::qotd::charts::{effect_of_hit, Band, HitEffect, ShotType};
use crate::rules::qotd::test::{
    check, plan, shooting_weapon, target_adjustments, Circumstances, Reason, TestError, TestId, TestPlan,
};
use crate::rules::qotd::{Character, CharacterType, Mishap, MissileWeapon, Reload};

/// What the chain comes to.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct ChainSummary {
    /// The first test passed (5+): the shot is taken or the attack made.
    #[ts(type = "number")]
    pub p_attempt: Prob,
    /// At least one hit landed.
    #[ts(type = "number")]
    pub p_hit: Prob,
    /// No effect on the target: no shot, a miss, or near misses only.
    #[ts(type = "number")]
    pub p_no_effect: Prob,
    /// The worst effect was a graze.
    #[ts(type = "number")]
    pub p_graze: Prob,
    /// The worst effect was a Courage Test.
    #[ts(type = "number")]
    pub p_courage_test: Prob,
    /// At least one card lost.
    #[ts(type = "number")]
    pub p_cards_lost: Prob,
    /// All the target's cards lost: a casualty.
    #[ts(type = "number")]
    pub p_casualty: Prob,
    /// The target must take a Courage Test (a Courage Test result, a graze unless they carry on,
    /// or a hit that leaves them standing; never if Heroic).
    #[ts(type = "number")]
    pub p_target_tests_courage: Prob,
    #[ts(type = "number")]
    pub expected_cards_lost: Prob,
    /// The expected cards lost, exactly.
    pub expected_cards_lost_exact: String,
}

/// The chance of a mishap to the weapon.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct MishapOdds {
    pub id: String,
    pub text: String,
    #[ts(type = "number")]
    pub probability: Prob,
}

/// The exact odds of a shot or an attack on a character.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct ChainOdds {
    pub attacker: String,
    pub target: String,
    pub weapon: String,
    /// Wanting to shoot, Drawing and shooting, or Wanting to attack.
    pub first: TestOdds,
    /// The hit, once the first test passed with 5–9 (a 10 adds a re-roll of a miss).
    pub hit: TestOdds,
    /// The target's DV for a hit (a Bulls Eye or Deadly Blow is 2 lower).
    pub adjusted_dv: i8,
    /// The target's dice for the effect of each hit.
    pub target_dice: String,
    /// The chance of each number of hits landing (index 0 = none).
    #[ts(type = "Array<number>")]
    pub hits: Vec<Prob>,
    /// The chance of each number of cards lost, 0 up to all the target's cards.
    #[ts(type = "Array<number>")]
    pub cards_lost: Vec<Prob>,
    pub summary: ChainSummary,
    pub mishaps: Vec<MishapOdds>,
    /// The target's own reasons (armour, Stealthy, shield) and how grazes are read.
    pub reasons: Vec<Reason>,
}

/// One way the hit dice can end: hits at the ordinary DV and at the Bulls Eye DV, hits from a
/// chain fire (hasty), and what befell the weapon.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
struct Hits {
    hits: u8,
    bulls: u8,
    chain_hits: u8,
    chain_bulls: u8,
    /// Read at the DV after a 10 on the first test.
    ten: bool,
    one: bool,
    misfire: bool,
    jam: bool,
    chain: bool,
}

impl Hits {
    fn landed(self) -> u8 {
        self.hits + self.bulls + self.chain_hits + self.chain_bulls
    }
}

fn add<K: PartialEq + Copy>(into: &mut Vec<(K, Prob)>, key: K, p: Prob) {
    match into.iter_mut().find(|(k, _)| *k == key) {
        Some((_, q)) => *q = *q + p,
        None => into.push((key, p)),
    }
}

/// The hit dice of a plan, thrown (and re-thrown on a miss, as the plan's re-rolls allow).
fn hit_states(plan: &TestPlan, weapon: Option<&MissileWeapon>) -> Vec<(Hits, Prob)> {
    let n = plan.dice.count();
    let mut first: Vec<(Hits, Prob, u8)> = Vec::new();
    for (throw, ways) in plan.dice.outcomes() {
        let mut h = Hits::default();
        for &d in throw.scoring(plan.dice) {
            match d {
                10 => h.bulls += 1,
                5..=9 => h.hits += 1,
                _ => {}
            }
            h.one |= d == 1;
            match weapon.and_then(|w| w.mishap_on(d)) {
                Some(Mishap::Misfire) => h.misfire = true,
                Some(Mishap::Jam) => h.jam = true,
                Some(Mishap::ChainFire) => h.chain = true,
                None => {}
            }
        }
        let best = throw.dice().iter().copied().max().unwrap_or(1);
        let p = Prob::new(u128::from(ways), n);
        match first.iter_mut().find(|(k, _, b)| *k == h && *b == best) {
            Some((_, q, _)) => *q = *q + p,
            None => first.push((h, p, best)),
        }
    }
    let again: Prob =
        first.iter().filter(|(_, _, best)| Reroll::first_for(&plan.rerolls, *best).is_some()).map(|(_, p, _)| *p).sum();
    let mut out = Vec::new();
    for (h, p, best) in &first {
        let kept = if Reroll::first_for(&plan.rerolls, *best).is_some() { Prob::ZERO } else { *p };
        add(&mut out, *h, kept + again * *p);
    }
    out
}

/// Adds the hits of a chain fire: 3D10, all can score, for every state whose weapon chain-fired.
fn with_chain_fire(states: Vec<(Hits, Prob)>) -> Vec<(Hits, Prob)> {
    let pool = AttackDice::Each(3);
    let mut out = Vec::new();
    for (h, p) in states {
        if !h.chain {
            add(&mut out, h, p);
            continue;
        }
        for (throw, ways) in pool.outcomes() {
            let mut c = h;
            for &d in throw.dice() {
                match d {
                    10 => c.chain_bulls += 1,
                    5..=9 => c.chain_hits += 1,
                    _ => {}
                }
            }
            add(&mut out, c, p * Prob::new(u128::from(ways), 3));
        }
    }
    out
}

/// What the hits do: (worst effect 0 none / 1 graze / 2 courage test / 3 cards lost, cards lost).
type Effect = (u8, u8);

fn effect_key(e: HitEffect) -> Effect {
    match e {
        HitEffect::NearMiss => (0, 0),
        HitEffect::Graze => (1, 0),
        HitEffect::CourageTest => (2, 0),
        HitEffect::Hits(k) => (3, k),
    }
}

/// The effect of one hit on a target rolling `dice` at adjusted DV `dv`.
fn one_hit(dice: &crate::dice::Distribution, dv: i8) -> Vec<(Effect, Prob)> {
    let mut out = Vec::new();
    for r in 1..=10u8 {
        add(&mut out, effect_key(effect_of_hit(dv, r)), dice.p(r));
    }
    out
}

fn combine(a: &[(Effect, Prob)], b: &[(Effect, Prob)]) -> Vec<(Effect, Prob)> {
    let mut out = Vec::new();
    for (ea, pa) in a {
        for (eb, pb) in b {
            add(&mut out, (ea.0.max(eb.0), ea.1 + eb.1), *pa * *pb);
        }
    }
    out
}

/// What the first test's success bands lead to: the circumstances of the hit after a 5–9 and
/// after a 10.
struct Branches {
    first: TestPlan,
    five: TestPlan,
    ten: TestPlan,
    hasty: Option<TestPlan>,
}

/// The exact odds of `shooter` shooting at `target` in circumstances `c` (which weapon, how,
/// range, cover …).
pub fn shot_odds(shooter: &Character, target: &Character, c: &Circumstances) -> Result<ChainOdds, OddsError> {
    check(shooter, TestId::HitFromShooting, c)?;
    let weapon =
        shooting_weapon(shooter, c)?.ok_or_else(|| TestError::NoMissileWeapon { name: shooter.name().to_string() })?;
    let first_test = if c.drawing { TestId::DrawingAndShooting } else { TestId::WantingToShoot };
    check(shooter, first_test, c)?;
    let hit_c =
        Circumstances { weapon: Some(weapon.id.to_string()), joker: None, cut: false, lucky: false, ..c.clone() };
    let ten_c = if c.drawing {
        Circumstances { drawing: false, ..hit_c.clone() }
    } else {
        Circumstances { perfect: true, ..hit_c.clone() }
    };
    let chain_fire = !weapon.mishaps.chain_fire.is_empty();
    let branches = Branches {
        first: plan(shooter, first_test, c),
        five: plan(shooter, TestId::HitFromShooting, &hit_c),
        ten: plan(shooter, TestId::HitFromShooting, &ten_c),
        hasty: chain_fire.then(|| {
            plan(shooter, TestId::HitFromShooting, &Circumstances { shot_type: Some(ShotType::Hasty), ..hit_c.clone() })
        }),
    };
    Ok(weigh(shooter, target, Some(weapon), weapon.name, &branches, true))
}

/// The exact odds of `attacker` attacking `target` in close combat in circumstances `c`.
pub fn fight_odds(attacker: &Character, target: &Character, c: &Circumstances) -> Result<ChainOdds, OddsError> {
    check(attacker, TestId::HitFromAnAttack, c)?;
    let hit_c = Circumstances { joker: None, cut: false, lucky: false, ..c.clone() };
    let branches = Branches {
        first: plan(attacker, TestId::WantingToAttack, c),
        five: plan(attacker, TestId::HitFromAnAttack, &hit_c),
        ten: plan(attacker, TestId::HitFromAnAttack, &Circumstances { perfect: true, ..hit_c.clone() }),
        hasty: None,
    };
    let weapon = branches.five.weapon.map_or("Fists and feet", |w| w.name());
    Ok(weigh(attacker, target, None, weapon, &branches, false))
}

fn weigh(
    attacker: &Character,
    target: &Character,
    weapon: Option<&MissileWeapon>,
    weapon_name: &str,
    b: &Branches,
    shooting: bool,
) -> ChainOdds {
    let first_bands = band_distribution(&b.first);
    let (basic_dv, mut reasons) = target_adjustments(target, weapon, shooting);
    let target_dv = basic_dv + reasons.iter().filter_map(|r| r.dv).sum::<i8>();
    let dv = target_dv + b.five.dv_change();
    let dv_ten = target_dv + b.ten.dv_change();
    let dv_hasty = b.hasty.as_ref().map_or(dv, |h| target_dv + h.dv_change());
    let target_dice = target.kind().action_dice();
    let effect_dice = target_dice.distribution();
    let bulls = crate::rules::qotd::charts::dv_adjustment("bulls_eye").map_or(-2, |a| a.amount);

    // Every way the hits can land, weighted by the first test's bands.
    let mut states: Vec<(Hits, Prob)> =
        vec![(Hits::default(), first_bands[Band::One.index()] + first_bands[Band::TwoToFour.index()])];
    for (band, hit_plan) in [(Band::FiveToNine, &b.five), (Band::Ten, &b.ten)] {
        let p_band = first_bands[band.index()];
        if p_band.is_zero() {
            continue;
        }
        let mut s = hit_states(hit_plan, weapon);
        if b.hasty.is_some() {
            s = with_chain_fire(s);
        }
        for (h, p) in s {
            states.push((Hits { ten: band == Band::Ten, ..h }, p_band * p));
        }
    }

    let effect = |dv: i8| one_hit(&effect_dice, dv);
    let (normal, deadly, normal_ten, deadly_ten, chain, chain_deadly) = (
        effect(dv),
        effect(dv + bulls),
        effect(dv_ten),
        effect(dv_ten + bulls),
        effect(dv_hasty),
        effect(dv_hasty + bulls),
    );

    let mut hits_dist = vec![Prob::ZERO; 8];
    let mut outcome: Vec<(Effect, Prob)> = Vec::new();
    let mut mishaps = [Prob::ZERO; 5];
    for (h, p) in &states {
        let (n, d) = if h.ten { (&normal_ten, &deadly_ten) } else { (&normal, &deadly) };
        let mut e: Vec<(Effect, Prob)> = vec![((0, 0), Prob::ONE)];
        for (count, per_hit) in [(h.hits, n), (h.bulls, d), (h.chain_hits, &chain), (h.chain_bulls, &chain_deadly)] {
            for _ in 0..count {
                e = combine(&e, per_hit);
            }
        }
        for (k, q) in e {
            add(&mut outcome, k, *p * q);
        }
        let landed = usize::from(h.landed()).min(hits_dist.len() - 1);
        hits_dist[landed] = hits_dist[landed] + *p;
        for (flag, slot) in [(h.one, 0), (h.misfire, 1), (h.jam, 2), (h.chain, 3)] {
            if flag {
                mishaps[slot] = mishaps[slot] + *p;
            }
        }
    }
    while hits_dist.len() > 2 && hits_dist.last().is_some_and(|p| p.is_zero()) {
        hits_dist.pop();
    }

    let cards = target.kind().cards();
    let carries_on = matches!(target.kind(), CharacterType::Hero | CharacterType::Main)
        || ["brave", "fanatic"].contains(&target.personality().id);
    let heroic = target.skips_courage_tests();
    let mut cards_lost = vec![Prob::ZERO; usize::from(cards) + 1];
    let mut worst = [Prob::ZERO; 4];
    let mut tests_courage = Prob::ZERO;
    let mut expected = Prob::ZERO;
    for ((w, k), p) in &outcome {
        let lost = (*k).min(cards);
        cards_lost[usize::from(lost)] = cards_lost[usize::from(lost)] + *p;
        expected = expected + p.times(u128::from(lost));
        worst[usize::from(*w)] = worst[usize::from(*w)] + *p;
        let tests = match w {
            3 => lost < cards,
            2 => true,
            1 => !carries_on,
            _ => false,
        };
        if tests && !heroic {
            tests_courage = tests_courage + *p;
        }
    }
    reasons.push(Reason {
        kind: crate::rules::qotd::test::ReasonKind::Note,
        source: "graze".into(),
        dv: None,
        text: if carries_on {
            format!(
                "{}: a graze is shrugged off (Heroes, Main Characters, the Brave and Fanatics carry on)",
                target.name()
            )
        } else {
            format!("{}: a graze means a Courage Test", target.name())
        },
    });
    if heroic {
        reasons.push(Reason {
            kind: crate::rules::qotd::test::ReasonKind::Note,
            source: "heroic".into(),
            dv: None,
            text: format!("{} is Heroic: never tests for Courage", target.name()),
        });
    }

    let p_attempt = first_bands[Band::FiveToNine.index()] + first_bands[Band::Ten.index()];
    let mishap_lines = mishap_lines(weapon, shooting, &mishaps);
    ChainOdds {
        attacker: attacker.name().to_string(),
        target: target.name().to_string(),
        weapon: weapon_name.to_string(),
        first: odds_of(attacker, &b.first),
        hit: odds_of(attacker, &b.five),
        adjusted_dv: dv,
        target_dice: target_dice.to_string(),
        hits: hits_dist.clone(),
        summary: ChainSummary {
            p_attempt,
            p_hit: hits_dist.iter().skip(1).copied().sum(),
            p_no_effect: worst[0],
            p_graze: worst[1],
            p_courage_test: worst[2],
            p_cards_lost: worst[3],
            p_casualty: cards_lost[usize::from(cards)],
            p_target_tests_courage: tests_courage,
            expected_cards_lost: expected,
            expected_cards_lost_exact: expected.decimal(),
        },
        cards_lost,
        mishaps: mishap_lines,
        reasons,
    }
}

fn mishap_lines(weapon: Option<&MissileWeapon>, shooting: bool, p: &[Prob; 5]) -> Vec<MishapOdds> {
    let mut out = Vec::new();
    let mut line = |id: &str, text: String, q: Prob| {
        if !q.is_zero() {
            out.push(MishapOdds { id: id.into(), text, probability: q });
        }
    };
    if !shooting {
        line(
            "deadly_riposte",
            "A Deadly Riposte! (a 1): the opponent makes an immediate fight back and may re-roll".into(),
            p[0],
        );
        return out;
    }
    let Some(w) = weapon else { return out };
    let damn = match w.reload {
        Reload::WhenAOneIsThrown => "out of ammo, must be reloaded",
        _ => "Damn It! – see the chart for what befalls this weapon",
    };
    line("one", format!("A 1 is thrown: {damn}"), p[0]);
    line("misfire", format!("{} misfires", w.name), p[1]);
    line("jam", format!("{} jams", w.name), p[2]);
    line(
        "chain_fire",
        format!("{} ignites all shots at once (3D10 hasty; the shooter tests for injury)", w.name),
        p[3],
    );
    out
}
