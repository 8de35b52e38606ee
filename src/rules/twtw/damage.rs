//! Damage and wounds ("Applying Damage and Wound Effects", "Hit Location and Damage", "Wound
//! Effects"): the effect read on the card, impact or deadly, into wounds by location and Conc,
//! the 5th wound, wound penalties, stun and recovery.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::card::{ActionCard, Toggle};
use super::die::{Die, Pool, EFFECT_ROWS};
use super::location::{Location, WoundLocation};

/// Impact (bare hands, most blunt weapons) or deadly (firearms, blades, piercing and slashing).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "TwtwDamageKind")]
pub enum DamageKind {
    Impact,
    Deadly,
}

/// Wounds and Conc dealt by one effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwDamage")]
pub struct Damage {
    pub wounds: u8,
    pub conc: u16,
}

/// "With deadly weapons, take the effect from the attack and compare it to the Size of the
/// target. For each multiple of the size, apply one wound. … apply the remaining effect as Conc."
pub fn deadly(effect: u16, size: u8) -> Damage {
    let size = u16::from(size.max(1));
    Damage { wounds: (effect / size).min(u16::from(u8::MAX)) as u8, conc: effect % size }
}

/// "Impact damage is dealt primarily to Concussion. Double the targets Size. If the effect is less
/// than this number, apply the effect as Conc. If it is greater, subtract this number from the
/// effect and deal one wound. Apply any remaining effect to the Size … If it is greater than or
/// equal, apply a wound and subtract the Size." An effect of exactly twice the Size is not named;
/// Posse deals the wound, as every later step and the deadly rule do on an equal.
pub fn impact(effect: u16, size: u8) -> Damage {
    let size = u16::from(size.max(1));
    if effect < 2 * size {
        return Damage { wounds: 0, conc: effect };
    }
    let rest = effect - 2 * size;
    Damage { wounds: (1 + rest / size).min(u16::from(u8::MAX)) as u8, conc: rest % size }
}

/// The damage of `effect` of `kind` on a target of `size`.
pub fn deal(kind: DamageKind, effect: u16, size: u8) -> Damage {
    match kind {
        DamageKind::Impact => impact(effect, size),
        DamageKind::Deadly => deadly(effect, size),
    }
}

/// The row an effect is read at: the weapon's rows, moved by the attack (quick −1, heavy +1),
/// bumps spent on damage, the location (head +2, vitals +1) and extra burst hits in one location
/// (+1 each). "Add the die value for each level below 7 (the last row on the chart) a result is
/// bumped": rows past 7 are read by [`read_effect`]. A quick attack of a (1)X weapon cannot go
/// above the first row; it reads row 1.
pub fn effect_rows(rows: u8, shift: i16) -> u8 {
    (i16::from(rows) + shift).clamp(1, i16::from(u8::MAX)) as u8
}

/// The wiki's Strength bonus: "Strength d10/d12 gives 1/2 damage-only bumps with deadly weapons
/// against unarmoured targets (never more than doubling the effect row)".
pub fn strength_bumps(strength: Die, kind: DamageKind, unarmoured: bool, rows: u8) -> u8 {
    let bumps = match (kind, unarmoured, strength) {
        (DamageKind::Deadly, true, Die::D10) => 1,
        (DamageKind::Deadly, true, Die::D12) => 2,
        _ => 0,
    };
    bumps.min(rows)
}

/// An effect as read on a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwEffectRead")]
pub struct EffectRead {
    /// The row read (may be past 7).
    pub rows: u8,
    pub value: u16,
    pub increased: bool,
}

/// Reads "(rows)X" on `card`. "Add the die value for each level below 7": Posse reads the die's
/// value as its size, so (9)8 is the (7)8 cell plus 16 — the most two more dice could give,
/// which a bump that far down (a head shot from a big gun) has earned.
pub fn read_effect(card: &ActionCard, die: Die, rows: u8) -> EffectRead {
    let within = rows.min(EFFECT_ROWS);
    let cell = card.effect_cell(Pool::new(within, die));
    let beyond = u16::from(rows.saturating_sub(EFFECT_ROWS)) * u16::from(die.sides());
    EffectRead { rows, value: cell.value + beyond, increased: cell.increased }
}

/// Increased effect (wiki): an effect cell whose every die shows its maximum lets another card
/// be drawn and its same cell added, again while that one too is increased. "Under a damage
/// reduction any added value counts at most the die's maximum" (card 39: the Peacemaker's 3d6
/// reads 18; reduced it reads 11). Returns the added value and the cards used.
pub fn increased_effect<'a>(
    read: EffectRead,
    die: Die,
    reduced: bool,
    next: &mut impl Iterator<Item = &'a ActionCard>,
) -> (u16, Vec<u8>) {
    let mut added = 0;
    let mut used = Vec::new();
    let mut go_on = read.increased;
    while go_on {
        let Some(card) = next.next() else { break };
        let more = read_effect(card, die, read.rows);
        used.push(card.number);
        added += if reduced { more.value.min(u16::from(die.sides())) } else { more.value };
        go_on = more.increased;
    }
    (added, used)
}

/// A wound level (the number of wounds in one location) and what it costs: "Wounds /
/// Description / AP Penalty / Stun".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WoundLevel {
    pub wounds: u8,
    pub description: &'static str,
    pub ap_penalty: u8,
    pub stun_tn: i32,
}

/// The wound table as printed. The sentence under it ("a light and a serious wound … subtract the
/// penalty for serious wounds (3)") disagrees with its own table (Serious: 4); the table stands.
pub const WOUND_LEVELS: [WoundLevel; 5] = [
    WoundLevel { wounds: 1, description: "Flesh Wound", ap_penalty: 1, stun_tn: 3 },
    WoundLevel { wounds: 2, description: "Light", ap_penalty: 2, stun_tn: 5 },
    WoundLevel { wounds: 3, description: "Heavy", ap_penalty: 3, stun_tn: 7 },
    WoundLevel { wounds: 4, description: "Serious", ap_penalty: 4, stun_tn: 9 },
    WoundLevel { wounds: 5, description: "Critical", ap_penalty: 5, stun_tn: 11 },
];

/// The stun TN of damage that leaves no wound anywhere: the chapter asks for a Stun check
/// "whenever a character is dealt damage" and gives TNs only by wound; Posse uses the lowest
/// line's, 3.
pub const STUN_TN_UNWOUNDED: i32 = 3;

/// The level of `wounds` in one location, if any.
pub fn wound_level(wounds: u8) -> Option<WoundLevel> {
    WOUND_LEVELS.iter().rev().find(|l| wounds >= l.wounds).copied()
}

/// Boxes of wounds a location holds: "Anytime a location takes a 5th wound it is disabled."
pub const WOUND_BOXES: u8 = 5;

/// What a hit did besides wounds and Conc.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case", tag = "kind")]
#[ts(export, rename = "TwtwConsequence")]
pub enum Consequence {
    /// A limb's 5th wound: "severed or otherwise rendered useless. In most cases this is
    /// permanent."
    Disabled { location: WoundLocation },
    /// A 5th wound to the torso or head ("the wound is critical"), or an impact final wound there
    /// with the toggle YES.
    Killed,
    /// An impact final wound to the torso or head with the toggle NO; or Conc run out.
    Unconscious,
}

/// A man's wounds and Conc through a fight.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwBody")]
pub struct Body {
    pub size: u8,
    /// His Conc when unhurt.
    pub conc: u16,
    pub conc_taken: u16,
    /// Wounds in head, torso, left arm, right arm, left leg, right leg.
    pub wounds: Vec<u8>,
}

impl Body {
    pub fn new(size: u8, conc: u16) -> Body {
        Body { size, conc, conc_taken: 0, wounds: vec![0; WoundLocation::ALL.len()] }
    }

    pub fn wounds_at(&self, location: WoundLocation) -> u8 {
        self.wounds[location as usize]
    }

    /// Conc left.
    pub fn conc_left(&self) -> i32 {
        i32::from(self.conc) - i32::from(self.conc_taken)
    }

    /// The highest wound level anywhere: "The penalty depends on the highest-level wound your
    /// hero has suffered … irrespective of wound location."
    pub fn worst(&self) -> Option<WoundLevel> {
        self.wounds.iter().filter_map(|w| wound_level(*w)).max_by_key(|l| l.wounds)
    }

    /// APs lost to wounds.
    pub fn ap_penalty(&self) -> u8 {
        self.worst().map_or(0, |l| l.ap_penalty)
    }

    /// The TN of a Stun check (and of recovering from a stun).
    pub fn stun_tn(&self) -> i32 {
        self.worst().map_or(STUN_TN_UNWOUNDED, |l| l.stun_tn)
    }

    /// Applies `damage` of `kind` at `location`; `toggle` is the card's, read for an impact final
    /// wound to the torso or head. Wounds past the fifth in a location are not kept.
    pub fn take(&mut self, location: Location, kind: DamageKind, damage: Damage, toggle: Toggle) -> Vec<Consequence> {
        let at = location.wound_location();
        let before = self.wounds[at as usize];
        let after = (u16::from(before) + u16::from(damage.wounds)).min(u16::from(WOUND_BOXES)) as u8;
        self.wounds[at as usize] = after;
        self.conc_taken += damage.conc;
        let mut out = Vec::new();
        if before < WOUND_BOXES && after == WOUND_BOXES {
            out.push(match (at.is_vital(), kind, toggle) {
                (false, _, _) => Consequence::Disabled { location: at },
                (true, DamageKind::Deadly, _) | (true, DamageKind::Impact, Toggle::Yes) => Consequence::Killed,
                (true, DamageKind::Impact, Toggle::No) => Consequence::Unconscious,
            });
        }
        if self.conc_left() <= 0 && !out.contains(&Consequence::Killed) && !out.contains(&Consequence::Unconscious) {
            out.push(Consequence::Unconscious);
        }
        out
    }
}

/// "Each round, stunned characters use their action (Recover, all APs) to attempt a recovery
/// check … Any character that critically fails a recovery check immediately falls unconscious for
/// 1d6 hours or until someone makes a Standard (5) medicine roll to revive." The recovery TN is
/// not given; Posse uses the Stun TN, and reads the 1d6 hours on the failing card's (1)6 cell.
pub const RECOVERY_RULE: &str = "Recover: all APs, a Fortitude check at the Stun TN; a critical failure leaves him unconscious for (1)6 hours (the failing card's cell) or until a Standard (5) medicine check revives him.";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::twtw::deck::default_deck;

    #[test]
    fn angus_s_impact_examples() {
        // Quick attack: (2)4 + DB 3 on the card gives 10: "Hank has a size of 6, so he is dealt 10
        // Conc. He has 4 Conc remaining".
        assert_eq!(impact(10, 6), Damage { wounds: 0, conc: 10 });
        let mut hank = Body::new(6, 14);
        hank.take(Location::Chest, DamageKind::Impact, impact(10, 6), Toggle::No);
        assert_eq!(hank.conc_left(), 4);
        // Heavy: 14 + 3 = 17: "1 wound and 5 Conc"; a 16 on the card: 19, "2 wounds and 1 Conc".
        assert_eq!(impact(17, 6), Damage { wounds: 1, conc: 5 });
        assert_eq!(impact(19, 6), Damage { wounds: 2, conc: 1 });
        assert_eq!(impact(12, 6), Damage { wounds: 1, conc: 0 });
    }

    #[test]
    fn deadly_examples() {
        // Miranda's Peacemaker: "If the number were a 10, 1 wound and 4 Conc would be dealt. If it
        // were 14, two wounds and 2 Conc."
        assert_eq!(deadly(10, 6), Damage { wounds: 1, conc: 4 });
        assert_eq!(deadly(14, 6), Damage { wounds: 2, conc: 2 });
        // Clem's knife on Cyril: 6 is one wound; 3 is 3 Conc.
        assert_eq!(deadly(6, 6), Damage { wounds: 1, conc: 0 });
        assert_eq!(deadly(3, 6), Damage { wounds: 0, conc: 3 });
    }

    #[test]
    fn rows_past_seven_add_the_die() {
        let card = &default_deck().cards[50];
        let seven = read_effect(card, Die::D8, 7);
        assert_eq!(read_effect(card, Die::D8, 9).value, seven.value + 16);
        assert_eq!(read_effect(card, Die::D8, 5).value, 14);
        assert_eq!(effect_rows(1, -1), 1);
        assert_eq!(effect_rows(3, 2), 5);
    }

    #[test]
    fn the_peacemaker_on_card_39_reads_increased_effect() {
        let deck = default_deck();
        let read = read_effect(&deck.cards[39], Die::D6, 3);
        assert_eq!((read.value, read.increased), (18, true));
        let one = read_effect(&deck.cards[39], Die::D6, 1);
        let next = &deck.cards[0];
        let (added, used) = increased_effect(one, Die::D6, true, &mut std::iter::once(next));
        assert_eq!(used, [0]);
        assert_eq!(added, next.effect_cell(Pool::new(1, Die::D6)).value.min(6));
    }

    #[test]
    fn the_fifth_wound_disables_or_kills() {
        let mut b = Body::new(6, 14);
        let five = Damage { wounds: 5, conc: 0 };
        assert_eq!(
            b.take(Location::LeftLeg, DamageKind::Deadly, five, Toggle::No),
            [Consequence::Disabled { location: WoundLocation::LeftLeg }]
        );
        assert_eq!(b.ap_penalty(), 5);
        assert_eq!(b.stun_tn(), 11);
        let mut b = Body::new(6, 14);
        assert_eq!(b.take(Location::Vitals, DamageKind::Deadly, five, Toggle::No), [Consequence::Killed]);
        let mut b = Body::new(6, 30);
        assert_eq!(b.take(Location::Head, DamageKind::Impact, five, Toggle::No), [Consequence::Unconscious]);
        let mut b = Body::new(6, 30);
        assert_eq!(b.take(Location::Chest, DamageKind::Impact, five, Toggle::Yes), [Consequence::Killed]);
    }

    #[test]
    fn wound_penalties_follow_the_worst_location() {
        let mut b = Body::new(6, 14);
        assert_eq!(b.stun_tn(), STUN_TN_UNWOUNDED);
        b.take(Location::Belly, DamageKind::Deadly, Damage { wounds: 2, conc: 0 }, Toggle::No);
        b.take(Location::LeftArm, DamageKind::Deadly, Damage { wounds: 4, conc: 0 }, Toggle::No);
        assert_eq!((b.ap_penalty(), b.stun_tn()), (4, 9));
        assert_eq!(b.wounds_at(WoundLocation::Torso), 2);
    }

    #[test]
    fn clem_is_knocked_out_when_his_conc_runs_out() {
        // "Pete has taken 5 Conc total, leaving him with 9"; then 11 Conc: "enough to knock him
        // out".
        let mut clem = Body::new(6, 14);
        clem.conc_taken = 5;
        assert_eq!(
            clem.take(Location::Head, DamageKind::Impact, impact(11, 6), Toggle::Yes),
            [Consequence::Unconscious]
        );
    }
}
