//! Exact odds over the 54 cards of a deck, beside the same throw made with ideal dice: what a
//! group's own deck does, and what real dice would.
//!
//! Every card is equally likely to be drawn. A check extends an exceptional best face from the
//! other 53 cards, drawn one by one without replacement ([`super::check`]); ideal dice extend it
//! as an open-ended die. Damage reads the card's shield and effect cell together (they are on one
//! card); ideal dice take them as independent.

use serde::Serialize;
use ts_rs::TS;

use super::armour::{self, Penetration, Protection};
use super::card::{ActionCard, DECK_SIZE};
use super::check::best_row;
use super::damage::{deal, read_effect, DamageKind};
use super::deck::Deck;
use super::die::{binomial, is_critical_failure, Die, Pool, EFFECT_ROWS};
use super::initiative::PHASE_TNS;
use crate::rules::fate::{Chance, Fraction};

/// How the results of a check fall: a critical failure, finite results, and (ideal dice only) an
/// open-ended tail.
struct Law {
    critical_failure: Fraction,
    finite: Vec<(i32, Fraction)>,
    /// The chance the best face is the maximum, `base` (maximum plus modifier) and the die the
    /// extension is rolled open-ended on.
    open: Option<(Fraction, i32, Die)>,
}

impl Law {
    fn at_least(&self, t: i32) -> Fraction {
        let finite: Fraction = self.finite.iter().filter(|(r, _)| *r >= t).map(|(_, p)| *p).sum();
        let open = self.open.map_or(Fraction::ZERO, |(p, base, die)| p * die.open_ended_at_least(t - base));
        finite + open
    }
}

/// The added total of extending row `row` of `die` from the cards of `deck` other than `drawn`:
/// each chain of k maxima then a lower face, with its exact chance.
fn extension(deck: &Deck, drawn: usize, die: Die, row: usize) -> Vec<(i32, Fraction)> {
    let x = die.sides();
    let others: Vec<u8> = deck
        .cards
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != drawn)
        .map(|(_, c)| c.cause_column(die).cells[row].face)
        .collect();
    let left = others.len() as u128;
    let maxima = others.iter().filter(|f| **f == x).count() as u128;
    let mut out = Vec::new();
    let mut chain = Fraction::ONE;
    for k in 0..=maxima {
        let pool = left - k;
        if pool == 0 {
            break;
        }
        for face in 1..x {
            let n = others.iter().filter(|f| **f == face).count() as u128;
            if n > 0 {
                out.push((i32::from(x) * k as i32 + i32::from(face), chain * Fraction::new(n, pool)));
            }
        }
        if k < maxima {
            chain = chain * Fraction::new(maxima - k, pool);
        }
    }
    out
}

fn deck_law(deck: &Deck, pool: Pool, modifier: i32) -> Law {
    let each = Fraction::new(1, deck.cards.len() as u128);
    let mut cf = Fraction::ZERO;
    let mut finite = Vec::new();
    for (i, card) in deck.cards.iter().enumerate() {
        let cells = card.cause_cells(pool);
        if cells.last().is_some_and(|c| c.critical_failure) {
            cf = cf + each;
            continue;
        }
        let faces: Vec<u8> = cells.iter().map(|c| c.face).collect();
        let row = best_row(&faces);
        let best = i32::from(faces[row]);
        if faces[row] == pool.die.sides() {
            for (added, p) in extension(deck, i, pool.die, row) {
                finite.push((best + added + modifier, each * p));
            }
        } else {
            finite.push((best + modifier, each));
        }
    }
    Law { critical_failure: cf, finite, open: None }
}

fn ideal_law(pool: Pool, modifier: i32) -> Law {
    let n = u32::from(pool.dice);
    let x = u128::from(pool.die.sides());
    let all = x.pow(n);
    // Ways for the best face to be at most `v` with exactly `k` 1s among the dice.
    let at_most = |v: u128, k: u32| -> u128 {
        if v == 0 {
            0
        } else {
            binomial(n, k) * (v - 1).pow(n - k)
        }
    };
    let mut finite = Vec::new();
    let mut open = None;
    let mut cf = Fraction::ZERO;
    for k in 0..=n {
        if is_critical_failure(pool.dice, k as u8) {
            cf = cf + Fraction::new(binomial(n, k) * (x - 1).pow(n - k), all);
        }
    }
    for v in 1..=x {
        let ways: u128 = (0..=n)
            .filter(|k| !is_critical_failure(pool.dice, *k as u8))
            .map(|k| at_most(v, k) - at_most(v - 1, k))
            .sum();
        let p = Fraction::new(ways, all);
        if v == x {
            open = Some((p, v as i32 + modifier, pool.die));
        } else {
            finite.push((v as i32 + modifier, p));
        }
    }
    Law { critical_failure: cf, finite, open }
}

/// One side of a check's odds.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "TwtwCheckSide")]
pub struct CheckSide {
    pub hit: Chance,
    pub miss: Chance,
    pub critical_failure: Chance,
    /// A hit with exactly 0, 1 and 2 bumps, and with 3 or more.
    pub bumps: Vec<Chance>,
}

fn check_side(law: &Law, tn: i32) -> CheckSide {
    let hit = law.at_least(tn);
    let bumps = (0..4)
        .map(|b| {
            let here = law.at_least(tn + 4 * b);
            if b == 3 {
                here.into()
            } else {
                here.saturating_sub(law.at_least(tn + 4 * (b + 1))).into()
            }
        })
        .collect();
    CheckSide {
        hit: hit.into(),
        miss: Fraction::ONE.saturating_sub(hit).saturating_sub(law.critical_failure).into(),
        critical_failure: law.critical_failure.into(),
        bumps,
    }
}

/// A check's odds on a deck and with ideal dice.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "TwtwCheckOdds")]
pub struct CheckOdds {
    /// "3d10 at TN 5, −3".
    pub title: String,
    pub pool: Pool,
    pub tn: i32,
    pub modifier: i32,
    #[ts(type = "number")]
    pub seed: u64,
    pub deck: CheckSide,
    pub ideal: CheckSide,
}

fn signed(n: i32) -> String {
    match n {
        0 => String::new(),
        n if n > 0 => format!(", +{n}"),
        n => format!(", −{}", -n),
    }
}

/// The odds of `pool` meeting `tn` with `modifier` added, on `deck` and with ideal dice.
pub fn check_odds(deck: &Deck, pool: Pool, tn: i32, modifier: i32) -> CheckOdds {
    CheckOdds {
        title: format!("{} at TN {tn}{}", pool.check_label(), signed(modifier)),
        pool,
        tn,
        modifier,
        seed: deck.seed,
        deck: check_side(&deck_law(deck, pool, modifier), tn),
        ideal: check_side(&ideal_law(pool, modifier), tn),
    }
}

/// One side of an initiative check's odds: each phase, hesitation and Calamity.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "TwtwInitiativeSide")]
pub struct InitiativeSide {
    /// Phases I to IV.
    pub phases: Vec<Chance>,
    pub hesitates: Chance,
    pub calamity: Chance,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "TwtwInitiativeOdds")]
pub struct InitiativeOdds {
    pub title: String,
    #[ts(type = "number")]
    pub seed: u64,
    pub deck: InitiativeSide,
    pub ideal: InitiativeSide,
}

fn initiative_side(law: &Law) -> InitiativeSide {
    let mut phases = Vec::new();
    let mut above = Fraction::ZERO;
    for (_, tn) in PHASE_TNS {
        let here = law.at_least(tn);
        phases.push(here.saturating_sub(above).into());
        above = here;
    }
    InitiativeSide {
        phases,
        hesitates: Fraction::ONE.saturating_sub(above).saturating_sub(law.critical_failure).into(),
        calamity: law.critical_failure.into(),
    }
}

/// The odds of each phase for an Initiative `pool` with a bid `bonus`.
pub fn initiative_odds(deck: &Deck, pool: Pool, bonus: i32) -> InitiativeOdds {
    InitiativeOdds {
        title: format!("Initiative {}{}", pool.check_label(), signed(bonus)),
        seed: deck.seed,
        deck: initiative_side(&deck_law(deck, pool, bonus)),
        ideal: initiative_side(&ideal_law(pool, bonus)),
    }
}

/// An attack's damage, as asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize, TS)]
#[ts(export, rename = "TwtwDamageQuery")]
pub struct DamageQuery {
    /// The weapon's DMG, "(5)8".
    pub effect: Pool,
    /// Its RD, dealt when the attack ablates.
    pub reduced: Pool,
    /// Rows added (bumps, head or vitals, heavy attack) or taken away (quick attack).
    pub shift: i16,
    pub kind: DamageKind,
    pub size: u8,
    /// Added to the effect: the attacker's DB, an improvised weapon's damage.
    pub bonus: u16,
    /// The attack's penetration (the weapon's; an impact attack's Force and its weapon's).
    pub pen: i16,
    /// The cover's or armour's AV; none: deadly attacks penetrate, impact meets natural armour.
    pub av: Option<u8>,
}

impl DamageQuery {
    /// The query, if its pools fit the effect grid (a query sent as data is checked as a typed one).
    pub fn checked(self) -> Result<DamageQuery, super::die::PoolError> {
        self.effect.checked("effect grid", EFFECT_ROWS)?;
        self.reduced.checked("effect grid", EFFECT_ROWS)?;
        Ok(DamageQuery { size: self.size.max(1), ..self })
    }
}

/// One way an attack's damage can land.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "TwtwDamageOutcome")]
pub struct DamageOutcome {
    pub wounds: u8,
    pub conc: u16,
    pub chance: Chance,
}

/// One side of an attack's damage odds.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "TwtwDamageSide")]
pub struct DamageSide {
    pub penetrate: Chance,
    pub ablate: Chance,
    pub deflect: Chance,
    /// Every (wounds, Conc) the attack can deal, deflections as 0 and 0.
    pub outcomes: Vec<DamageOutcome>,
    /// The chance of at least one wound.
    pub wounded: Chance,
    pub expected_wounds: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "TwtwDamageOdds")]
pub struct DamageOdds {
    pub title: String,
    pub query: DamageQuery,
    #[ts(type = "number")]
    pub seed: u64,
    pub deck: DamageSide,
    pub ideal: DamageSide,
}

/// The chance of each shield value with ideal dice: the difference of two d3 (as the deck).
fn shield_law() -> Vec<(i8, Fraction)> {
    (-2i8..=2).map(|v| (v, Fraction::new(u128::from(3 - v.unsigned_abs()), 9))).collect()
}

/// The ideal chance of each effect total of `rows` of `die` (rows past 7 add the die's size).
fn effect_law(die: Die, rows: u8) -> Vec<(u16, Fraction)> {
    let within = rows.min(EFFECT_ROWS);
    let beyond = u16::from(rows - within) * u16::from(die.sides());
    Pool::new(within, die).sum_distribution().into_iter().map(|(v, p)| (v + beyond, p)).collect()
}

fn rows(pool: Pool, shift: i16) -> u8 {
    super::damage::effect_rows(pool.dice, shift)
}

struct Tally(Vec<(Penetration, u8, u16, Fraction)>);

impl Tally {
    fn side(self) -> DamageSide {
        let by = |what: Penetration| -> Chance {
            self.0.iter().filter(|t| t.0 == what).map(|t| t.3).sum::<Fraction>().into()
        };
        let mut outcomes: Vec<(u8, u16, Fraction)> = Vec::new();
        for (_, w, c, p) in &self.0 {
            match outcomes.iter_mut().find(|o| o.0 == *w && o.1 == *c) {
                Some(o) => o.2 = o.2 + *p,
                None => outcomes.push((*w, *c, *p)),
            }
        }
        outcomes.sort_by_key(|o| (o.0, o.1));
        let wounded: Fraction = self.0.iter().filter(|t| t.1 > 0).map(|t| t.3).sum();
        let expected_wounds = self.0.iter().map(|t| f64::from(t.1) * t.3.to_f64()).sum();
        DamageSide {
            penetrate: by(Penetration::Penetrate),
            ablate: by(Penetration::Ablate),
            deflect: by(Penetration::Deflect),
            outcomes: outcomes
                .into_iter()
                .map(|(wounds, conc, p)| DamageOutcome { wounds, conc, chance: p.into() })
                .collect(),
            wounded: wounded.into(),
            expected_wounds,
        }
    }
}

fn through(q: &DamageQuery, shield: i8) -> Penetration {
    armour::resolve(q.pen, shield, q.kind == DamageKind::Deadly, Protection { av: q.av })
}

/// The odds of an attack's damage on `deck` and with ideal dice.
pub fn damage_odds(deck: &Deck, q: DamageQuery) -> DamageOdds {
    let each = Fraction::new(1, DECK_SIZE as u128);
    let full_rows = rows(q.effect, q.shift);
    let reduced_rows = rows(q.reduced, q.shift);
    let mut on_deck = Vec::new();
    for card in &deck.cards {
        on_deck.push(card_damage(card, &q, full_rows, reduced_rows, each));
    }
    let mut ideal = Vec::new();
    for (shield, ps) in shield_law() {
        let how = through(&q, shield);
        let (die, r) = match how {
            Penetration::Penetrate => (q.effect.die, full_rows),
            Penetration::Ablate => (q.reduced.die, reduced_rows),
            Penetration::Deflect => {
                ideal.push((how, 0, 0, ps));
                continue;
            }
        };
        for (value, pv) in effect_law(die, r) {
            let d = deal(q.kind, value + q.bonus, q.size);
            ideal.push((how, d.wounds, d.conc, ps * pv));
        }
    }
    let title = format!(
        "{} {} on Size {}{}",
        q.effect.effect_label(),
        match q.kind {
            DamageKind::Deadly => "deadly",
            DamageKind::Impact => "impact",
        },
        q.size,
        match q.av {
            Some(av) => format!(", penetration {} against AV {av}", q.pen),
            None if q.kind == DamageKind::Impact => format!(", penetration {} against natural armour 1", q.pen),
            None => String::new(),
        }
    );
    DamageOdds { title, query: q, seed: deck.seed, deck: Tally(on_deck).side(), ideal: Tally(ideal).side() }
}

fn card_damage(
    card: &ActionCard,
    q: &DamageQuery,
    full: u8,
    reduced: u8,
    p: Fraction,
) -> (Penetration, u8, u16, Fraction) {
    let how = through(q, card.penetration);
    let read = match how {
        Penetration::Penetrate => read_effect(card, q.effect.die, full),
        Penetration::Ablate => read_effect(card, q.reduced.die, reduced),
        Penetration::Deflect => return (how, 0, 0, p),
    };
    let d = deal(q.kind, read.value + q.bonus, q.size);
    (how, d.wounds, d.conc, p)
}

#[cfg(test)]
#[path = "odds_tests.rs"]
mod tests;
