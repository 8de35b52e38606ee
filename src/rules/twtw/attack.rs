//! One attack resolved on the cards ("Resolution Flow"): "1. Determine hit or miss. 2. Determine
//! number of hits. 3. Determine hit location(s). 4. Check for armor penetration/ablation. 5.
//! Determine damage. 6. Check for ancillary effects." All results are read on the card drawn;
//! cards drawn to extend an exceptional result or an increased effect serve nothing else.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::armour::{self, Penetration, Protection};
use super::card::{ActionCard, Toggle};
use super::check::{self, Check, Outcome, Reading};
use super::damage::{deal, effect_rows, increased_effect, read_effect, Damage, DamageKind, EffectRead};
use super::die::Pool;
use super::location::Location;

/// How a player spends the bumps a hit earns: first on the hit location, then on penetration,
/// then on damage rows (all that are left, unless a number is given: the rest are kept, for the
/// bonus counter). Asked-for bumps the hit did not earn are not spent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwBumpPlan", optional_fields)]
pub struct BumpPlan {
    /// Steps up (positive) or down (negative) the hit-location stack: 1 or 2 up, 1 down.
    pub location: i8,
    /// Bumps on penetration (the shield never beyond +2).
    pub penetration: u8,
    /// Bumps on damage rows; none given: every bump left.
    pub damage: Option<u8>,
}

/// An attack as declared before the card is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwAttack")]
pub struct Attack {
    pub check: Check,
    /// The weapon's DMG.
    pub effect: Pool,
    /// Its RD, dealt when the attack ablates.
    pub reduced: Pool,
    pub kind: DamageKind,
    /// The target's Size.
    pub size: u8,
    /// Added to the effect (DB, an improvised weapon).
    pub bonus: u16,
    /// Rows added to the effect (heavy +1, quick −1).
    pub shift: i16,
    /// The attack's penetration.
    pub pen: i16,
    /// Cover or armour in the way.
    pub av: Option<u8>,
    /// Rounds fired, for a burst weapon.
    pub burst: Option<u8>,
    /// The equipment's reliability.
    pub rel: Option<u8>,
    /// Draw again and add on an increased effect (optional rule).
    pub increased_effect: bool,
    pub bumps: BumpPlan,
}

/// Steps 3 to 5, for a hit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwHitResult")]
pub struct HitResult {
    pub hits: u8,
    pub location: Location,
    /// Bumps spent on the location, penetration and damage (any others are kept).
    pub bumps_spent: [u8; 3],
    pub shield: i8,
    pub penetration: Penetration,
    pub effect: Option<EffectRead>,
    /// Cards drawn for an increased effect, and the value they added.
    pub increased: Vec<u8>,
    pub added: u16,
    /// The effect dealt: the card's value, increased effect and bonus.
    pub value: u16,
    pub damage: Damage,
}

/// A whole attack as the cards resolved it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwResolution")]
pub struct Resolution {
    pub card: u8,
    pub check: Reading,
    pub hit: Option<HitResult>,
    pub stray: u8,
    pub unintended_hit: u8,
    pub wrench: Option<u8>,
    pub equipment_fails: bool,
    pub toggle: Toggle,
    /// The six steps in words.
    pub steps: Vec<String>,
}

/// Resolves `attack` on `card`, with `next` the cards after it (for extensions).
pub fn resolve<'a>(attack: &Attack, card: &ActionCard, next: &mut impl Iterator<Item = &'a ActionCard>) -> Resolution {
    let reading = check::read(attack.check, card, next);
    let mut steps = Vec::new();
    let faces: Vec<String> = reading.faces.iter().map(u8::to_string).collect();
    let extended = reading.extensions.iter().map(|e| format!(" + {} (card {})", e.face, e.card)).collect::<String>();
    steps.push(format!(
        "1. Hit or miss: {} reads {}; best {}{extended}, {:+} = {} against TN {}: {}{}",
        attack.check.pool.check_label(),
        faces.join(", "),
        reading.best,
        attack.check.modifier,
        reading.result,
        attack.check.tn,
        reading.outcome.word(),
        match reading.bumps {
            0 => String::new(),
            1 => ", 1 bump".to_string(),
            b => format!(", {b} bumps"),
        }
    ));
    let rounds = attack.burst.unwrap_or(1);
    let (hit, stray) = if reading.outcome == Outcome::Hit {
        let (hits, stray) = match attack.burst {
            Some(rounds) => {
                let b = card.burst_for(rounds);
                let hits = b.hits.min(rounds);
                steps.push(format!("2. Burst of {} (fired {rounds}): {hits} hit, {} stray", b.burst, rounds - hits));
                (hits, rounds - hits)
            }
            None => {
                steps.push("2. A single shot: 1 hit".to_string());
                (1, 0)
            }
        };
        let hit = hit_result(attack, card, reading.bumps, hits, next, &mut steps);
        (Some(hit), stray)
    } else {
        steps.push(format!("2–5. No hit: {rounds} round(s) astray"));
        (None, rounds)
    };
    let unintended_hit = card.unintended_hit(stray) as u8;
    let equipment_fails = attack.rel.is_some_and(|rel| card.equipment_fails(rel));
    steps.push(format!(
        "6. Ancillary: wrench {}{}; {stray} stray shot(s) against {:?}: {unintended_hit} unintended target(s) hit",
        card.wrench.map_or("blank".to_string(), |w| w.to_string()),
        match attack.rel {
            Some(rel) if equipment_fails => format!(", below Rel {rel}: the equipment fails"),
            Some(rel) => format!(", not below Rel {rel}"),
            None => String::new(),
        },
        card.unintended,
    ));
    Resolution {
        card: card.number,
        check: reading,
        hit,
        stray,
        unintended_hit,
        wrench: card.wrench,
        equipment_fails,
        toggle: card.toggle,
        steps,
    }
}

fn hit_result<'a>(
    attack: &Attack,
    card: &ActionCard,
    bumps: u8,
    hits: u8,
    next: &mut impl Iterator<Item = &'a ActionCard>,
    steps: &mut Vec<String>,
) -> HitResult {
    let mut left = bumps;
    let (location, loc_bumps) = match card.stack_step(attack.bumps.location) {
        Some((l, cost)) if cost <= left => (l, cost),
        _ => (card.standard_location(), 0),
    };
    left -= loc_bumps;
    steps.push(format!(
        "3. Hit location: {}{}",
        location.name(),
        if loc_bumps > 0 {
            format!(" ({loc_bumps} bump(s) from {})", card.standard_location().name())
        } else {
            " (standard)".to_string()
        }
    ));
    let pen_bumps = attack.bumps.penetration.min(left);
    left -= pen_bumps;
    let shield = armour::shield(card.penetration, pen_bumps);
    let deadly = attack.kind == DamageKind::Deadly;
    let penetration = armour::resolve(attack.pen, shield, deadly, Protection { av: attack.av });
    steps.push(match (attack.av, deadly) {
        (None, true) => "4. Penetration: deadly against no cover: full damage".to_string(),
        (av, _) => format!(
            "4. Penetration: {} {:+} = EP {} against AV {}: {}",
            attack.pen,
            shield,
            attack.pen + i16::from(shield),
            av.unwrap_or(armour::NATURAL_ARMOUR_VS_IMPACT),
            penetration.word()
        ),
    });
    let damage_bumps = attack.bumps.damage.map_or(left, |d| d.min(left));
    let shift =
        attack.shift + i16::from(damage_bumps) + i16::from(location.damage_bumps()) + i16::from(hits.saturating_sub(1));
    let pool = match penetration {
        Penetration::Penetrate => Some(attack.effect),
        Penetration::Ablate => Some(attack.reduced),
        Penetration::Deflect => None,
    };
    let Some(pool) = pool else {
        steps.push("5. Damage: none".to_string());
        return HitResult {
            hits,
            location,
            bumps_spent: [loc_bumps, pen_bumps, 0],
            shield,
            penetration,
            effect: None,
            increased: Vec::new(),
            added: 0,
            value: 0,
            damage: Damage { wounds: 0, conc: 0 },
        };
    };
    let rows = effect_rows(pool.dice, shift);
    let read = read_effect(card, pool.die, rows);
    let reduced = penetration == Penetration::Ablate;
    let (added, increased) =
        if attack.increased_effect { increased_effect(read, pool.die, reduced, next) } else { (0, Vec::new()) };
    let value = read.value + added + attack.bonus;
    let damage = deal(attack.kind, value, attack.size);
    steps.push(format!(
        "5. Damage: ({rows}){} reads {}{}{} = {value} {} on Size {}: {} wound(s), {} Conc",
        pool.die.sides(),
        read.value,
        if added > 0 { format!(" + {added} increased (cards {increased:?})") } else { String::new() },
        if attack.bonus > 0 { format!(" + {}", attack.bonus) } else { String::new() },
        if deadly { "deadly" } else { "impact" },
        attack.size,
        damage.wounds,
        damage.conc
    ));
    HitResult {
        hits,
        location,
        bumps_spent: [loc_bumps, pen_bumps, damage_bumps],
        shield,
        penetration,
        effect: Some(read),
        increased,
        added,
        value,
        damage,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::twtw::deck::default_deck;
    use crate::rules::twtw::die::Die;

    fn sharps() -> Attack {
        Attack {
            check: Check { pool: Pool::new(3, Die::D10), tn: 5, modifier: -3 },
            effect: Pool::new(5, Die::D8),
            reduced: Pool::new(2, Die::D8),
            kind: DamageKind::Deadly,
            size: 6,
            bonus: 0,
            shift: 0,
            pen: 4,
            av: None,
            burst: None,
            rel: None,
            increased_effect: false,
            bumps: BumpPlan::default(),
        }
    }

    #[test]
    fn miranda_s_sharps_on_card_50_as_the_chapter_tells_it() {
        // TN 5, −3; card 50: 8, 1, 3, a hit; the left leg; deadly, no cover: full damage (5)8;
        // "the result is 14. The shot deals 2 wound and 2 concussion"; no wrench; no stray shots.
        let deck = default_deck();
        let r = resolve(&sharps(), &deck.cards[50], &mut std::iter::empty());
        assert_eq!(r.check.faces, [8, 1, 3]);
        assert_eq!(r.check.outcome, Outcome::Hit);
        let hit = r.hit.expect("a hit");
        assert_eq!(hit.location, Location::LeftLeg);
        assert_eq!(hit.penetration, Penetration::Penetrate);
        assert_eq!(hit.value, 14);
        assert_eq!(hit.damage, Damage { wounds: 2, conc: 2 });
        assert_eq!((r.wrench, r.equipment_fails, r.stray, r.unintended_hit), (None, false, 0, 0));
        assert_eq!(r.steps.len(), 6, "{:?}", r.steps);
    }

    #[test]
    fn angus_s_gatling_on_card_50_lands_8_of_10_with_7_damage_bumps() {
        let deck = default_deck();
        let gatling =
            Attack { burst: Some(10), check: Check { pool: Pool::new(2, Die::D8), tn: 5, modifier: 0 }, ..sharps() };
        let r = resolve(&gatling, &deck.cards[50], &mut std::iter::empty());
        let hit = r.hit.unwrap_or_else(|| panic!("{:?}", r.steps));
        assert_eq!(hit.hits, 8);
        assert_eq!(hit.effect.map(|e| e.rows), Some(5 + 7), "7 damage bumps");
        assert_eq!((r.stray, r.unintended_hit), (2, 0), "The result is 3, so no unintended targets are hit");
    }

    #[test]
    fn cyril_s_schofield_into_pete_s_neck_for_19() {
        // Card 22: the vitals bump (3)6 to (4)6, "for 19"; "Cyril has an extra bump remaining, so
        // he snatches the bonus counter": none is spent on damage.
        let deck = default_deck();
        let schofield = Attack {
            check: Check { pool: Pool::new(2, Die::D10), tn: 5, modifier: 0 },
            effect: Pool::new(3, Die::D6),
            reduced: Pool::new(1, Die::D6),
            bumps: BumpPlan { damage: Some(0), ..BumpPlan::default() },
            ..sharps()
        };
        let r = resolve(&schofield, &deck.cards[22], &mut std::iter::empty());
        assert_eq!(r.check.bumps, 1);
        let hit = r.hit.expect("a hit");
        assert_eq!(hit.location, Location::Vitals);
        assert_eq!(hit.value, 19);
        assert_eq!(hit.damage, Damage { wounds: 3, conc: 1 });
    }

    #[test]
    fn clem_s_knife_on_card_16_and_38() {
        // "A standard attack with a knife does (2)4, for 6. Cyril has a size of 6, so that is 1
        // wound to the belly." Then card 38: "(1)4, which shows 3 … Cyril takes 3 Conc".
        let deck = default_deck();
        let knife = Attack {
            check: Check { pool: Pool::new(3, Die::D8), tn: 4, modifier: 0 },
            effect: Pool::new(2, Die::D4),
            reduced: Pool::new(1, Die::D4),
            ..sharps()
        };
        let r = resolve(&knife, &deck.cards[16], &mut std::iter::empty());
        let hit = r.hit.expect("7 against Cyril's defence of 4");
        assert_eq!((hit.location, hit.value, hit.damage), (Location::Belly, 6, Damage { wounds: 1, conc: 0 }));
        let quick = Attack { shift: -1, ..knife };
        let second = hit_result(&quick, &deck.cards[38], 0, 1, &mut std::iter::empty(), &mut Vec::new());
        assert_eq!(
            (second.location, second.value, second.damage),
            (Location::LeftLeg, 3, Damage { wounds: 0, conc: 3 })
        );
    }

    #[test]
    fn cyril_s_butt_to_the_chin_on_card_29() {
        // Penetration 0, small improvised (+1) and Force 1 against a Jaw of 1: reduced damage
        // (1)6 + 1; the bonus counter's bump moves the chest to the head; two rows down for the
        // head: "he finds a 10, leading to 11 effect … 11 Conc".
        let deck = default_deck();
        let butt = Attack {
            check: Check { pool: Pool::new(2, Die::D4), tn: 6, modifier: 1 },
            effect: Pool::new(2, Die::D6),
            reduced: Pool::new(1, Die::D6),
            kind: DamageKind::Impact,
            bonus: 1,
            pen: 2,
            bumps: BumpPlan { location: 1, ..BumpPlan::default() },
            ..sharps()
        };
        let hit = hit_result(&butt, &deck.cards[29], 1, 1, &mut std::iter::empty(), &mut Vec::new());
        assert_eq!(hit.location, Location::Head);
        assert_eq!(hit.penetration, Penetration::Ablate);
        assert_eq!(hit.effect.map(|e| (e.rows, e.value)), Some((3, 10)));
        assert_eq!((hit.value, hit.damage), (11, Damage { wounds: 0, conc: 11 }));
    }
}
