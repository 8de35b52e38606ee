//! The shooting chain (QOTD Reel 4: "Shooting is a three-step process") and the fighting chain
//! (Reel 5), weighed exactly: the first test (wanting to shoot, drawing and shooting, or wanting to
//! attack), then the hit dice, then the target's roll for the effect of each hit.
//!
//! How the chain is read:
//! - Whether the hit missed, and so may be re-rolled, is read on the die that counts: the best of
//!   "2D10 High", the worst of reduced dice ("Roll 2D10 and take worst result": a 3 and an 8 is a
//!   miss), the best of a pool in which all can score (no die scored). The single test reads it
//!   the same way.
//! - A 10 on Wanting to shoot ("Got Them!") or Wanting to attack ("Get Stuck In!") lets the hit be
//!   re-rolled if it missed, "ignoring any 1's rolled": by the campaign option `perfect_reroll`,
//!   the re-roll discards the first throw whole, its 1s with it (the default), or it keeps what the
//!   first throw did and its own 1s do nothing. Any other re-roll of the hit (an Expert's, an All
//!   Out Attack's, Cut!, Lucky) keeps what the first throw already did to the weapon (out of ammo,
//!   a misfire, a jam, a chain fire). A 10 on Drawing and shooting removes the penalty for drawing.
//! - What each die does to the weapon follows the campaign's readings of a preloaded cylinder
//!   (`preloaded_misfires`) and of a flintlock (`flintlock_misfires`): `test::with_options`.
//! - Each scoring die (5+) of the kept throw is a hit; a 10 is a Bulls Eye or Deadly Blow, and
//!   that hit's effect is rolled with the target's DV 2 lower.
//! - A revolving, repeating, bolt action or magazine firearm is out of ammo "if any 1s are thrown"
//!   (Reel 4, Reloading weapons): any die of the throw, counting or not; fanning empties it
//!   anyway. Misfires, jams and chain fires come from the dice that count (the best die of 2D10
//!   High, every die of a pool in which all can score), or from any die under the campaign option
//!   `misfires=any_die`. An early revolver's chain fire ("ignites all shots in one single blast")
//!   throws 3D10, all can score, as hasty shots.
//! - The target rolls their action dice (reduced dice if they play with them) for each hit ("rolls
//!   their Action Dice for each potential injury"). The chain's result is the worst effect of its
//!   hits: cards lost, else a Courage Test, else a graze, else nothing. Cards lost add up over the
//!   hits, up to the target's cards: the type's, one less when they play "with one card less than
//!   normal" (their last aftermath, or `target_one_card_less`), or the cards they have left
//!   (`target_cards`); losing them all is a casualty. The effect rolls are taken ordinary hits first, then Bulls
//!   Eyes, then a chain fire's hits.
//! - Cut! and Lucky's re-rolls (Reel 1, Reel 2) are each spent once in the chain, on the first roll
//!   that goes wrong for whoever holds them. The shooter's or attacker's: the first test (1–4),
//!   else the hit (a miss); Lucky's, else the effect of a hit that takes no card ("as well as
//!   improving the results of hits caused by them"). Cut! is spent before Lucky, whose re-roll can
//!   also serve later. The target's (`target_cut`, `target_lucky`): the first effect roll that
//!   costs them a card ("a hit or wound inflicted by the opponent"). A roll is re-rolled once at
//!   most, and a roll another re-roll covers first (Disciplined, an Expert's) spends nothing.
//! - The joker applies to the first test only.

use std::collections::HashMap;

use serde::Serialize;
use ts_rs::TS;

use super::{band_of, odds_of, OddsError, TestOdds};
use crate::dice::{ActionDice, AttackDice, Distribution, Prob};
use crate::rules::qotd::charts::{effect_of_hit, Band, HitEffect, ShotType};
use crate::rules::qotd::options::{MishapDice, PerfectRerollOnes};
use crate::rules::qotd::test::{
    check_applies, check_rules, plan, shooting_weapon, target_adjustments, with_options, Asked, Circumstances, Firing,
    Reason, ReasonKind, TestError, TestId, TestPlan,
};
use crate::rules::qotd::{Character, CharacterType, Mishap, QotdOptions};

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
    /// The target's own reasons (armour, Stealthy, shield), how grazes are read, and how the
    /// chain's re-rolls are spent.
    pub reasons: Vec<Reason>,
}

/// The attacker's re-rolls that are spent once in the chain, still unspent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(super) struct Left {
    cut: bool,
    lucky: bool,
}

impl Left {
    fn spend(self, source: &str) -> Left {
        match source {
            "cut" => Left { cut: false, ..self },
            "lucky" => Left { lucky: false, ..self },
            _ => self,
        }
    }
}

/// What happened to the weapon on a throw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
struct Weapon {
    /// A die that counts showed 1 (Damn It!).
    one: bool,
    /// Out of ammo: any 1 thrown with a revolving or repeating firearm, or fanned.
    empty: bool,
    misfire: bool,
    jam: bool,
    chain: bool,
}

impl Weapon {
    fn or(self, o: Weapon) -> Weapon {
        Weapon {
            one: self.one || o.one,
            empty: self.empty || o.empty,
            misfire: self.misfire || o.misfire,
            jam: self.jam || o.jam,
            chain: self.chain || o.chain,
        }
    }
}

/// One way the hit dice can end: hits at the ordinary DV and at the Bulls Eye DV, hits from a
/// chain fire (hasty), what befell the weapon, and the re-rolls left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
struct Hits {
    hits: u8,
    bulls: u8,
    chain_hits: u8,
    chain_bulls: u8,
    /// Read at the DV after a 10 on the first test.
    ten: bool,
    weapon: Weapon,
    left: Left,
}

impl Hits {
    fn landed(self) -> u8 {
        self.hits + self.bulls + self.chain_hits + self.chain_bulls
    }
}

fn add<K: Eq + std::hash::Hash>(into: &mut HashMap<K, Prob>, key: K, p: Prob) {
    if p.is_zero() {
        return;
    }
    let q = into.entry(key).or_insert(Prob::ZERO);
    *q = *q + p;
}

/// The results of a plan's roll (1 to 10, after any re-roll) with the re-roll taken, if any.
fn results_with_reroll(plan: &TestPlan) -> Vec<(u8, Option<String>, Prob)> {
    if let Some(band) = plan.automatic {
        return vec![(*band.rolls().start(), None, Prob::ONE)];
    }
    if let Some(joker) = plan.joker {
        return vec![(joker.result(), None, Prob::ONE)];
    }
    let once: Distribution = super::counting_die(plan.dice).distribution();
    let mut out: HashMap<(u8, Option<String>), Prob> = HashMap::new();
    for r1 in 1..=10u8 {
        match plan.reroll_for(r1) {
            Some((_, source)) => {
                for r2 in 1..=10u8 {
                    add(&mut out, (r2, Some(source.to_string())), once.p(r1) * once.p(r2));
                }
            }
            None => add(&mut out, (r1, None), once.p(r1)),
        }
    }
    out.into_iter().map(|((r, s), p)| (r, s, p)).collect()
}

/// What a throw did to the weapon: by every die, and with its 1s ignored (a 1 on "Got Them!"'s or
/// "Get Stuck In!"'s re-roll under `perfect_reroll=reroll`).
fn weapon_of(
    throw: &crate::dice::Throw,
    dice: AttackDice,
    firing: Option<&Firing>,
    options: &QotdOptions,
    ones: bool,
) -> Weapon {
    let counts = |d: &&u8| ones || **d != 1;
    let scoring = throw.scoring(dice);
    let mut w = Weapon { one: scoring.iter().filter(counts).any(|d| *d == 1), ..Weapon::default() };
    if let Some(f) = firing {
        w.empty = f.shot == ShotType::Fanning
            || (f.empties_on_any_one && throw.dice().iter().filter(counts).any(|d| *d == 1));
        let mishap_dice = match options.misfires {
            MishapDice::CountingDice => scoring,
            MishapDice::AnyDie => throw.dice(),
        };
        for d in mishap_dice.iter().filter(counts) {
            match f.mishaps.on(*d) {
                Some(Mishap::Misfire) => w.misfire = true,
                Some(Mishap::Jam) => w.jam = true,
                Some(Mishap::ChainFire) => w.chain = true,
                None => {}
            }
        }
    }
    w
}

/// One throw of the hit dice: its hits (with what it did to the weapon), what it did to the weapon
/// with its 1s ignored, and the die that counts — the best of 2D10 High or of a pool in which all
/// can score, the worst of reduced dice, which is the die a re-roll of a miss is decided on.
fn throws(plan: &TestPlan, firing: Option<&Firing>, options: &QotdOptions) -> Vec<(Hits, Weapon, u8, Prob)> {
    let n = plan.dice.count();
    let mut out: HashMap<(Hits, Weapon, u8), Prob> = HashMap::new();
    for (throw, ways) in plan.dice.outcomes() {
        let mut h = Hits::default();
        let scoring = throw.scoring(plan.dice);
        for &d in scoring {
            match d {
                10 => h.bulls += 1,
                5..=9 => h.hits += 1,
                _ => {}
            }
        }
        h.weapon = weapon_of(&throw, plan.dice, firing, options, true);
        let calm = weapon_of(&throw, plan.dice, firing, options, false);
        let counting = scoring.iter().copied().max().unwrap_or(1);
        add(&mut out, (h, calm, counting), Prob::new(u128::from(ways), n));
    }
    out.into_iter().map(|((h, calm, b), p)| (h, calm, b, p)).collect()
}

/// The hit dice of a plan, thrown, and thrown again on a miss as the plan's re-rolls allow, a miss
/// being read on the die that counts. A re-roll keeps the first throw's mishaps unless it is "Got
/// Them!"'s or "Get Stuck In!"'s, which ignore 1s: the first throw's (`perfect_reroll=first_throw`,
/// so nothing of it is kept) or the re-roll's own (`perfect_reroll=reroll`).
fn hit_states(plan: &TestPlan, firing: Option<&Firing>, options: &QotdOptions, left: Left) -> Vec<(Hits, Prob)> {
    let first = throws(plan, firing, options);
    let perfect_ignores_reroll_ones = options.perfect_reroll == PerfectRerollOnes::Reroll;
    // The re-rolled first throws, by what they did to the weapon and what re-rolled them.
    let mut again: HashMap<(Weapon, String), Prob> = HashMap::new();
    let mut out: HashMap<Hits, Prob> = HashMap::new();
    for (h, _, counting, p) in &first {
        match plan.reroll_for(*counting) {
            Some((_, source)) => {
                let kept =
                    if source == "perfect" && !perfect_ignores_reroll_ones { Weapon::default() } else { h.weapon };
                add(&mut again, (kept, source.to_string()), *p);
            }
            None => add(&mut out, Hits { left, ..*h }, *p),
        }
    }
    for ((kept, source), p) in again {
        let calm = source == "perfect" && perfect_ignores_reroll_ones;
        for (h, calm_weapon, _, q) in &first {
            let weapon = if calm { *calm_weapon } else { h.weapon };
            add(&mut out, Hits { weapon: weapon.or(kept), left: left.spend(&source), ..*h }, p * *q);
        }
    }
    out.into_iter().collect()
}

/// Adds the hits of a chain fire: 3D10, all can score, for every state whose weapon chain-fired.
fn with_chain_fire(states: Vec<(Hits, Prob)>) -> Vec<(Hits, Prob)> {
    let pool = AttackDice::Each(3);
    let mut out = HashMap::new();
    for (h, p) in states {
        if !h.weapon.chain {
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
    out.into_iter().collect()
}

/// What the hits do so far: worst effect (0 none, 1 graze, 2 courage test, 3 cards lost), cards
/// lost, the target's re-rolls left, and whether the attacker's Lucky re-roll is left.
type Effect = (u8, u8, u8, bool);

fn effect_key(e: HitEffect) -> (u8, u8) {
    match e {
        HitEffect::NearMiss => (0, 0),
        HitEffect::Graze => (1, 0),
        HitEffect::CourageTest => (2, 0),
        HitEffect::Hits(k) => (3, k),
    }
}

/// The effect of one more hit at adjusted DV `dv` on the target rolling `dice`.
fn one_more_hit(states: &HashMap<Effect, Prob>, dice: &Distribution, dv: i8) -> HashMap<Effect, Prob> {
    let mut out = HashMap::new();
    for (&(worst, cards, target_left, lucky_left), &p) in states {
        for r1 in 1..=10u8 {
            let p1 = p * dice.p(r1);
            if p1.is_zero() {
                continue;
            }
            let (w1, k1) = effect_key(effect_of_hit(dv, r1));
            let rerolled = if k1 > 0 && target_left > 0 {
                Some((target_left - 1, lucky_left))
            } else if k1 == 0 && lucky_left {
                Some((target_left, false))
            } else {
                None
            };
            match rerolled {
                None => add(&mut out, (worst.max(w1), cards + k1, target_left, lucky_left), p1),
                Some((t, l)) => {
                    for r2 in 1..=10u8 {
                        let (w2, k2) = effect_key(effect_of_hit(dv, r2));
                        add(&mut out, (worst.max(w2), cards + k2, t, l), p1 * dice.p(r2));
                    }
                }
            }
        }
    }
    out
}

/// What the first test's success bands lead to: the circumstances of the hit after a 5–9 and
/// after a 10, for each way the attacker's re-rolls may still be left.
pub(super) struct Branches {
    pub(super) first: TestPlan,
    /// The hit after 5–9 and after 10, as planned with `left` re-rolls.
    pub(super) hit: Box<dyn Fn(Band, Left) -> TestPlan>,
    /// A chain fire's hasty shots, as planned.
    hasty: Option<TestPlan>,
    pub(super) firing: Option<Firing>,
    pub(super) left: Left,
}

/// Refuses what a chain's target cannot do: Cut! for a Supporting or Minor target, Lucky's re-roll
/// for a target who is not Lucky, one card less for a Minor Character, more cards left than the
/// target plays with (or none).
fn check_target(target: &Character, c: &Circumstances) -> Result<(), TestError> {
    if c.target_cut && !crate::rules::qotd::may_call_cut(target.kind(), 1) {
        return Err(TestError::TargetCutNotAllowed(target.kind()));
    }
    if c.target_lucky && target.personality().id != "lucky" {
        return Err(TestError::TargetNotLucky);
    }
    if c.target_one_card_less && target.kind().cards() <= 1 {
        return Err(TestError::NoCardToSpare(target.kind()));
    }
    if let Some(given) = c.target_cards {
        let (most, why) = target_cards(target, c);
        if !(1..=most).contains(&given) {
            return Err(TestError::TargetCards { given, most, why });
        }
    }
    Ok(())
}

/// The cards a target plays the game with, and why in words: the type's, one less when their last
/// aftermath or the circumstances say so (counted once).
fn target_cards(target: &Character, c: &Circumstances) -> (u8, String) {
    let kind = target.kind();
    let dealt = format!("a {} is dealt {}", kind.name(), kind.cards());
    match target.one_card_less_because() {
        Some(why) => (target.cards(), format!("{dealt}, one less: {why}")),
        None if c.target_one_card_less => (
            kind.cards().saturating_sub(1).max(1),
            format!("{dealt}, one less than normal, as after \"I'm Tired out!\""),
        ),
        None => (kind.cards(), dealt),
    }
}

/// The exact odds of `shooter` shooting at `target` in circumstances `c` (which weapon, how,
/// range, cover …), by the campaign's `options`.
pub fn shot_odds(
    shooter: &Character,
    target: &Character,
    c: &Circumstances,
    options: &QotdOptions,
) -> Result<ChainOdds, OddsError> {
    let (hit_plan, name, branches) = shot_branches(shooter, target, c, options)?;
    Ok(weigh(shooter, target, c, hit_plan, &name, &branches, options))
}

/// A shot's tests planned: the hit as first planned, the weapon's name, and the branches.
pub(super) fn shot_branches(
    shooter: &Character,
    target: &Character,
    c: &Circumstances,
    options: &QotdOptions,
) -> Result<(TestPlan, String, Branches), OddsError> {
    check_applies(Asked::Shot, c)?;
    check_target(target, c)?;
    check_rules(shooter, TestId::HitFromShooting, c)?;
    let weapon =
        shooting_weapon(shooter, c)?.ok_or_else(|| TestError::NoMissileWeapon { name: shooter.name().to_string() })?;
    let first_test = if c.drawing { TestId::DrawingAndShooting } else { TestId::WantingToShoot };
    let first_c = Circumstances { weapon: None, ..first_circumstances(c) };
    check_rules(shooter, first_test, &Circumstances { weapon: Some(weapon.id.to_string()), ..first_c.clone() })?;
    let hit_c = Circumstances { weapon: Some(weapon.id.to_string()), joker: None, shield: false, ..c.clone() };
    let first = plan(shooter, first_test, &first_c);
    let hit_plan = with_options(plan(shooter, TestId::HitFromShooting, &hit_c), options);
    let chain_fire = hit_plan.firing.is_some_and(|f| !f.mishaps.chain_fire.is_empty());
    let drawing = c.drawing;
    let (s, hc, o) = (shooter.clone(), hit_c.clone(), *options);
    let branches = Branches {
        first,
        hit: Box::new(move |band, left| {
            let after = if band == Band::Ten && drawing {
                Circumstances { drawing: false, ..hc.clone() }
            } else {
                Circumstances { perfect: band == Band::Ten && !drawing, ..hc.clone() }
            };
            with_options(
                plan(&s, TestId::HitFromShooting, &Circumstances { cut: left.cut, lucky: left.lucky, ..after }),
                &o,
            )
        }),
        hasty: chain_fire.then(|| {
            let hasty = Circumstances { shot_type: Some(ShotType::Hasty), cut: false, lucky: false, ..hit_c.clone() };
            with_options(plan(shooter, TestId::HitFromShooting, &hasty), options)
        }),
        firing: hit_plan.firing,
        left: Left { cut: c.cut, lucky: c.lucky },
    };
    let name = hit_plan.firing.map_or_else(|| weapon.name.to_string(), |f| f.name());
    Ok((hit_plan, name, branches))
}

/// The circumstances of a chain's first test: only what it reads.
fn first_circumstances(c: &Circumstances) -> Circumstances {
    Circumstances {
        joker: c.joker,
        cut: c.cut,
        lucky: c.lucky,
        reduced: c.reduced,
        own_field: c.own_field,
        dominant_leader_near: c.dominant_leader_near,
        later_round: c.later_round,
        ..Circumstances::default()
    }
}

/// The exact odds of `attacker` attacking `target` in close combat in circumstances `c`, by the
/// campaign's `options` (`perfect_reroll`: which 1s "Get Stuck In!" ignores).
pub fn fight_odds(
    attacker: &Character,
    target: &Character,
    c: &Circumstances,
    options: &QotdOptions,
) -> Result<ChainOdds, OddsError> {
    let (hit_plan, weapon, branches) = fight_branches(attacker, target, c)?;
    Ok(weigh(attacker, target, c, hit_plan, &weapon, &branches, options))
}

/// A fight's tests planned: the hit as first planned, the weapon's name, and the branches.
pub(super) fn fight_branches(
    attacker: &Character,
    target: &Character,
    c: &Circumstances,
) -> Result<(TestPlan, String, Branches), OddsError> {
    check_applies(Asked::Fight, c)?;
    check_target(target, c)?;
    check_rules(attacker, TestId::HitFromAnAttack, c)?;
    let first_c = Circumstances { weapon: c.weapon.clone(), ..first_circumstances(c) };
    check_rules(attacker, TestId::WantingToAttack, &first_c)?;
    let hit_c = Circumstances { joker: None, shield: false, ..c.clone() };
    let hit_plan = plan(attacker, TestId::HitFromAnAttack, &hit_c);
    let (a, hc) = (attacker.clone(), hit_c.clone());
    let branches = Branches {
        first: plan(attacker, TestId::WantingToAttack, &first_c),
        hit: Box::new(move |band, left| {
            let after = Circumstances { perfect: band == Band::Ten, cut: left.cut, lucky: left.lucky, ..hc.clone() };
            plan(&a, TestId::HitFromAnAttack, &after)
        }),
        hasty: None,
        firing: None,
        left: Left { cut: c.cut, lucky: c.lucky },
    };
    let weapon = hit_plan.weapon.map_or("Fists and feet", |w| w.name()).to_string();
    Ok((hit_plan, weapon, branches))
}

/// The target's DV before the attacker's reasons, and the target's own reasons.
pub(super) fn target_dv(
    target: &Character,
    c: &Circumstances,
    firing: Option<&Firing>,
    shooting: bool,
) -> (i8, Vec<Reason>) {
    let (basic_dv, reasons) =
        target_adjustments(target, firing.map(|f| f.weapon), shooting, target.shield() || c.shield);
    (basic_dv + reasons.iter().filter_map(|r| r.dv).sum::<i8>(), reasons)
}

/// A Bulls Eye's or Deadly Blow's DV change.
pub(super) fn bulls_eye() -> i8 {
    crate::rules::qotd::charts::dv_adjustment("bulls_eye").map_or(-2, |a| a.amount)
}

/// The dice the target rolls for each hit's effect, and why reduced ones if so.
pub(super) fn target_dice(target: &Character, c: &Circumstances) -> (ActionDice, Option<String>) {
    let reduced_why = target
        .reduced_dice_because()
        .map(str::to_string)
        .or_else(|| c.target_reduced.then(|| "plays with reduced dice (as after \"I'm Exhausted!\")".to_string()));
    let dice = if reduced_why.is_some() { target.kind().reduced_dice() } else { target.kind().action_dice() };
    (dice, reduced_why)
}

fn weigh(
    attacker: &Character,
    target: &Character,
    c: &Circumstances,
    hit_plan: TestPlan,
    weapon_name: &str,
    b: &Branches,
    options: &QotdOptions,
) -> ChainOdds {
    let shooting = hit_plan.test == TestId::HitFromShooting;
    let firing = b.firing.as_ref();
    let (target_dv, mut reasons) = target_dv(target, c, firing, shooting);
    let bulls = bulls_eye();

    // The first test, split by band and by the attacker's re-rolls left after it.
    let mut first: HashMap<(Band, Left), Prob> = HashMap::new();
    for (r, source, p) in results_with_reroll(&b.first) {
        let left = source.as_deref().map_or(b.left, |s| b.left.spend(s));
        add(&mut first, (band_of(&b.first, r), left), p);
    }
    let p_attempt = first.iter().filter(|((band, _), _)| band.index() >= 2).map(|(_, p)| *p).sum::<Prob>();

    // Every way the hits can land.
    let mut states: Vec<(Hits, Prob)> = Vec::new();
    for ((band, left), p_band) in &first {
        if band.index() < 2 {
            states.push((Hits { left: *left, ..Hits::default() }, *p_band));
            continue;
        }
        let ten = *band == Band::Ten;
        let mut s = hit_states(&(b.hit)(*band, *left), firing, options, *left);
        if b.hasty.is_some() {
            s = with_chain_fire(s);
        }
        states.extend(s.into_iter().map(|(h, p)| (Hits { ten, ..h }, *p_band * p)));
    }
    // The DV of a hit after 5–9 and after a 10 on the first test (re-rolls left change no DV).
    let dv = target_dv + hit_plan.dv_change();
    let dv_ten = target_dv + (b.hit)(Band::Ten, b.left).dv_change();
    let dv_hasty = b.hasty.as_ref().map_or(dv, |h| target_dv + h.dv_change());

    let (target_dice, reduced_why) = target_dice(target, c);
    let effect_dice = target_dice.distribution();
    let target_rerolls = u8::from(c.target_cut) + u8::from(c.target_lucky);

    let mut hits_dist = vec![Prob::ZERO; 8];
    let mut outcome: HashMap<(u8, u8), Prob> = HashMap::new();
    let mut mishaps = [Prob::ZERO; 5];
    for (h, p) in &states {
        let hit_dv = if h.ten { dv_ten } else { dv };
        let mut e: HashMap<Effect, Prob> = HashMap::from([((0, 0, target_rerolls, h.left.lucky), Prob::ONE)]);
        for (count, at) in
            [(h.hits, hit_dv), (h.bulls, hit_dv + bulls), (h.chain_hits, dv_hasty), (h.chain_bulls, dv_hasty + bulls)]
        {
            for _ in 0..count {
                e = one_more_hit(&e, &effect_dice, at);
            }
        }
        for ((worst, cards, _, _), q) in e {
            add(&mut outcome, (worst, cards), *p * q);
        }
        let landed = usize::from(h.landed()).min(hits_dist.len() - 1);
        hits_dist[landed] = hits_dist[landed] + *p;
        let w = h.weapon;
        for (flag, slot) in [(w.one, 0), (w.empty, 1), (w.misfire, 2), (w.jam, 3), (w.chain, 4)] {
            if flag {
                mishaps[slot] = mishaps[slot] + *p;
            }
        }
    }
    while hits_dist.len() > 2 && hits_dist.last().is_some_and(|p| p.is_zero()) {
        hits_dist.pop();
    }

    let (playing, playing_why) = target_cards(target, c);
    let cards = c.target_cards.unwrap_or(playing);
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
    let mut note = |source: &str, text: String| {
        reasons.push(Reason { kind: ReasonKind::Note, source: source.into(), dv: None, text });
    };
    note(
        "graze",
        if carries_on {
            format!(
                "{}: a graze is shrugged off (Heroes, Main Characters, the Brave and Fanatics carry on)",
                target.name()
            )
        } else {
            format!("{}: a graze means a Courage Test", target.name())
        },
    );
    if heroic {
        note("heroic", format!("{} is Heroic: never tests for Courage", target.name()));
    }
    if cards < target.kind().cards() {
        let left = if c.target_cards.is_some() { format!("{cards} left (target_cards); ") } else { String::new() };
        note(
            "target_cards",
            format!(
                "{}: {left}plays with {playing} card{} ({playing_why}): losing {} makes a casualty",
                target.name(),
                if playing == 1 { "" } else { "s" },
                if cards == 1 { "it".to_string() } else { format!("all {cards}") },
            ),
        );
    }
    if let Some(why) = &reduced_why {
        note("target_reduced", format!("{}: rolls reduced dice ({target_dice}) for each hit: {why}", target.name()));
    }
    if c.target_cut {
        note("target_cut", format!("{} calls Cut! on the first effect roll that costs a card", target.name()));
    }
    if c.target_lucky {
        note(
            "target_lucky",
            format!("{} spends a Lucky re-roll on the first effect roll that costs a card", target.name()),
        );
    }
    if c.cut || c.lucky {
        note(
            "chain_rerolls",
            "Cut! and Lucky's re-rolls are spent once each, on the first roll that goes wrong: the first test, else the hit; Lucky's also on the effect of a hit that takes no card".to_string(),
        );
    }

    let mishap_lines = mishap_lines(firing, shooting, &mishaps);
    ChainOdds {
        attacker: attacker.name().to_string(),
        target: target.name().to_string(),
        weapon: weapon_name.to_string(),
        first: odds_of(attacker, &b.first),
        hit: odds_of(attacker, &hit_plan),
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

fn mishap_lines(firing: Option<&Firing>, shooting: bool, p: &[Prob; 5]) -> Vec<MishapOdds> {
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
    let Some(f) = firing else { return out };
    let name = f.name();
    if f.shot == ShotType::Fanning {
        line("out_of_ammo", "Fanning \"automatically empties the revolver\": it must be reloaded".into(), p[1]);
    } else if f.empties_on_any_one {
        line("out_of_ammo", "Any 1 thrown (\"if any 1s are thrown\"): out of ammo, must be reloaded".into(), p[1]);
    }
    if !f.empties_on_any_one && f.shot != ShotType::Fanning {
        line("one", "A 1 is thrown: Damn It! – see the chart for what befalls this weapon".into(), p[0]);
    }
    line("misfire", format!("{name} misfires"), p[2]);
    line("jam", format!("{name} jams"), p[3]);
    line("chain_fire", format!("{name} ignites all shots at once (3D10 hasty; the shooter tests for injury)"), p[4]);
    out
}
