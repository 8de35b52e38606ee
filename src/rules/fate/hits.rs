//! Hit location and effect (Ansell 1996, "Hit Location & Effect" and "Using cards to determine hit
//! location & effect"): where a hit lands, what it does, what moves the effect roll, and what each
//! wound costs the victim afterwards.
//!
//! The grid that joins a location roll and an effect roll to a result is the campaign's
//! hit-location table ([`super::hit_tables::HitTable`]): the TRWNN playsheet 2 chart or Posse's
//! house grid (the 1996 chits were "overleaf" and are not in the scan). Each has its own effect
//! modifiers ([`super::hit_tables::EFFECT_MODIFIERS`]).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub use super::hit_tables::{consequences, Consequences};
use super::hit_tables::{effect_modifier, HitTable};
use super::house::HouseGrid;
use super::pool::Fraction;
use super::shotgun::shotgun;
use super::skills::Skill;
use super::weapons::Weapon;
pub use super::wounds::{HitResult, Knock, Location, Severity, Wound};
use super::{Character, Reason};

/// What a hit on a knocked-out victim did beyond the chart (1996, Fighting; see [`helpless`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateHelplessWound")]
pub enum HelplessWound {
    /// "Graze or flesh wound becomes a serious wound."
    MadeSerious,
    /// "A serious wound either also causes the severing of a limb": an arm or a leg is off; he
    /// lives, seriously wounded.
    LimbSevered,
    /// "… or the head": dead.
    HeadSevered,
    /// "… or runs through the body, killing the victim and having a 50% chance of causing the
    /// weapon to become stuck" (a blade only: a bullet or a club cannot stick).
    RunThrough,
}

impl HelplessWound {
    pub fn text(self) -> &'static str {
        match self {
            HelplessWound::MadeSerious => "A graze or flesh wound on a knocked-out man becomes serious.",
            HelplessWound::LimbSevered => "The limb is severed.",
            HelplessWound::HeadSevered => "The head is severed: dead.",
            HelplessWound::RunThrough => {
                "Run through the body: dead; a blade has a 50% chance of being stuck (D6: 4 to 6)."
            }
        }
    }
}

/// A hit on a knocked-out victim (Ansell 1996, Fighting): "If he has been knocked out, the attacker
/// automatically scores a hit with each dice he throws, alternatively the attacker might just as
/// well shoot his unfortunate victim at point blank range. Neither course of action is regarded as
/// gentlemanly, and both disqualify the character from earning experience or skills. Graze or flesh
/// wound becomes a serious wound. And a serious wound either also causes the severing of a limb or
/// the head, or runs through the body, killing the victim and having a 50% chance of causing the
/// weapon to become stuck. Victims who are shot! or knifed! are treated exactly as if they had been
/// shot in normal firing except that a character who is out of ammo cannot shoot an opponent, and
/// counts a shot! result as no effect."
///
/// Decision (issue 21, item 5; it replaces the reading of issue 10, item 16, which gave the passage
/// to edged weapons hitting anyone in a fight and so made "knifed!" worse than "treated exactly as
/// if they had been shot in normal firing"): the passage is read where it sits, as the rule for the
/// knocked-out victim it follows. Every hit on a knocked-out man — by the attacker's dice in a fight
/// (a shot!, knifed! or struck! read on the chart) or a shot at point blank as he lies — is worse,
/// whatever the weapon; a shot! or knifed! on a man who is not knocked out is read exactly as a shot
/// in normal firing. How the passage is applied:
/// - a graze or flesh wound (with whatever knock it has) becomes the serious wound of the same
///   knock; a "no effect" stays no effect;
/// - a serious wound to an arm or the legs severs the limb: still a serious wound, and the limb is
///   gone; to the head, the head is off: dead; to the chest or belly, it runs him through: dead,
///   and a blade's is stuck on a D6 of 4 to 6 (50%);
/// - a result converted from a graze or flesh wound does not go on to sever (one step, as written).
pub fn helpless(result: HitResult, location: Location) -> (HitResult, Option<HelplessWound>) {
    use HitResult::*;
    match result {
        Graze | FleshWound => (SeriousWound, Some(HelplessWound::MadeSerious)),
        FleshWoundKnockedDown => (SeriousWoundKnockedDown, Some(HelplessWound::MadeSerious)),
        FleshWoundKnockedOut => (SeriousWoundKnockedOut, Some(HelplessWound::MadeSerious)),
        SeriousWound | SeriousWoundKnockedDown | SeriousWoundKnockedOut => match location {
            Location::Head => (Dead, Some(HelplessWound::HeadSevered)),
            Location::Chest | Location::Belly => (Dead, Some(HelplessWound::RunThrough)),
            Location::RightArm | Location::LeftArm | Location::Legs => (result, Some(HelplessWound::LimbSevered)),
        },
        Dead => (Dead, None),
    }
}

/// The blades, whose run-through may leave them stuck: the knife, the sword, the tomahawk or axe,
/// the lance.
pub fn is_blade(weapon: Weapon) -> bool {
    matches!(weapon, Weapon::Knife | Weapon::Sword | Weapon::Tomahawk | Weapon::Lance)
}

/// A modified effect roll read against the grid: `None` when it fell below 1 (no effect).
pub fn effect_column(roll: u8, modifier: i8) -> Option<u8> {
    let modified = i16::from(roll) + i16::from(modifier);
    (modified >= 1).then(|| modified.min(6) as u8)
}

/// The consequences of wounds, as the 1996 text lists them, for the table.
pub static CONSEQUENCES: [(&str, &str); 6] = [
    ("Each serious wound, each flesh wound on a leg", "Movement is reduced by one dice."),
    ("Serious leg or belly wound", "No movement or turning is permitted. (A flesh belly wound does not stop him, except on the TRWNN chart, whose belly chits say so.)"),
    ("Knocked down", "Must Get up before making any other action other than recovering."),
    ("Knocked out", "Must attempt to throw a 6 each time he has a turn; until he succeeds he may make no actions."),
    ("Serious arm wound", "Cannot fire a pistol in that hand, or fire a rifle at all (whichever hand holds it)."),
    ("Serious arm wound, TRWNN chart", "Cannot shoot with that arm. Cannot reload or shoot rifle."),
];

/// A knocked-out character comes round on a 6.
pub fn comes_round(roll: u8) -> bool {
    roll == 6
}

/// What a hit is made with and how it arrives, for the effect roll. `{}` is a bullet from a
/// cartridge gun that met no cover.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, rename = "FateEffectContext", optional_fields)]
pub struct EffectContext {
    /// The weapon that hit (`None`: fists, or not said).
    pub weapon: Option<Weapon>,
    /// Inches from the shooter, for a shotgun's range modifiers.
    pub range: Option<f64>,
    /// The shot went through less substantial cover.
    pub through_wooden_cover: bool,
    /// The victim was knocked out when hit (by the attacker's dice in a fight, or shot at point
    /// blank range as he lies): the wound is worse ([`helpless`]).
    pub victim_knocked_out: bool,
}

/// How a hit's location and effect are rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateEffectPlan")]
pub struct EffectPlan {
    /// The table the hit is read on.
    pub table: HitTable,
    /// Added to the effect die.
    pub modifier: i8,
    /// How far (per level of Marksman) the attacker may move the location roll.
    pub marksman: u8,
    /// The victim is Tough: never knocked down or out.
    pub tough: bool,
    /// Hard as nails: how many of the victim's first wounds are ignored.
    pub hard_as_nails: u8,
    /// The victim was knocked out when hit ([`helpless`]).
    pub helpless: bool,
    /// The hit was a blade's: run through, it may be stuck.
    pub blade: bool,
    pub reasons: Vec<Reason>,
}

/// Plans the effect roll of a hit by `attacker` (if known) on `victim` (if known), on `table`.
pub fn plan_effect(
    attacker: Option<&Character>,
    victim: Option<&Character>,
    ctx: &EffectContext,
    table: HitTable,
) -> EffectPlan {
    let mut reasons = Vec::new();
    let mut add = |id: &str, n: i8, text: String| {
        if n != 0 {
            reasons.push(Reason::dice(id, n, format!("{text}: {}", signed(n))));
        }
    };
    let tough = victim.map_or(0, |v| v.level(Skill::Tough));
    add("tough", -(tough as i8), format!("Victim is {}", Skill::Tough.label(tough)));
    let knifeman = attacker.map_or(0, |a| a.level(Skill::Knifeman)) as i8;
    if ctx.weapon.is_some_and(|w| w.info().blade) {
        add("knifeman", knifeman, "Knifeman/Swordsman with his blade".to_string());
    }
    let gun = ctx.weapon.and_then(shotgun);
    match table {
        HitTable::Trwnn2003 => {
            if ctx.weapon.is_some_and(Weapon::is_muzzle_loader) {
                add(
                    "muzzle_loader",
                    effect_modifier("muzzle_loader").amount,
                    "Muzzle-loader (TRWNN chart)".to_string(),
                );
            }
            if let (Some(gun), Some(range)) = (gun, ctx.range) {
                let beyond_6 = matches!(gun.weapon, Weapon::Shotgun | Weapon::Blunderbuss);
                if range <= 3.0 {
                    add("shotgun_range", 1, format!("{} at {range}\" (TRWNN chart: 3\" or less)", gun.name));
                } else if range > 6.0 && beyond_6 {
                    add("shotgun_range", -1, format!("{} at {range}\" (TRWNN chart: beyond 6\")", gun.name));
                }
            }
        }
        HitTable::House => {
            if let (Some(gun), Some(range)) = (gun, ctx.range) {
                add("shotgun_range", gun.effect_at(range), format!("{} at {range}\" (Ansell 1996)", gun.name));
            }
        }
    }
    if ctx.through_wooden_cover {
        add("wooden_cover", -1, "Through less substantial cover".to_string());
    }
    let marksman = attacker.map_or(0, |a| a.level(Skill::Marksman));
    if marksman > 0 {
        reasons.push(Reason::note(
            "marksman",
            format!("{}: may move the location roll by up to {marksman}", Skill::Marksman.label(marksman)),
        ));
    }
    if tough > 0 {
        reasons.push(Reason::note("tough", "Tough: never knocked down or knocked out"));
    }
    let hard_as_nails = victim.map_or(0, |v| v.level(Skill::HardAsNails));
    let helpless = ctx.victim_knocked_out;
    if helpless {
        reasons.push(Reason::note(
            "knocked_out",
            "A knocked-out victim: a graze or flesh wound becomes serious; a serious wound severs the limb or the head, or runs him through (dead; a blade is stuck on a D6 of 4 to 6)",
        ));
    }
    reasons.push(Reason::note("table", format!("Read on the hit-location chart: {}", table.label())));
    let modifier = reasons.iter().filter_map(|r| r.dice).sum();
    let blade = ctx.weapon.is_some_and(is_blade);
    EffectPlan { table, modifier, marksman, tough: tough > 0, hard_as_nails, helpless, blade, reasons }
}

fn signed(n: i8) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        format!("−{}", n.unsigned_abs())
    }
}

/// What one hit did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateHitOutcome")]
pub struct HitOutcome {
    pub location_roll: u8,
    /// The location roll after Marksman's shift, 1 to 6.
    pub location_read: u8,
    pub location: Location,
    pub effect_roll: u8,
    /// The effect column read (after modifiers), or `None`: no effect.
    pub column: Option<u8>,
    /// The chit the grid gives (before the knocked-out victim's rule, Tough and Hard as nails).
    pub chit: Option<HitResult>,
    /// The chit as printed on the table in use.
    pub chit_text: Option<String>,
    /// What it comes to.
    pub result: Option<HitResult>,
    /// What being knocked out when hit did to it, if anything.
    pub helpless: Option<HelplessWound>,
    /// The lasting wound to record, if any.
    pub wound: Option<Wound>,
    pub knock: Knock,
    pub dead: bool,
    /// Hard as nails ignored this wound.
    pub wound_ignored: bool,
}

/// Reads a hit from its location roll, the Marksman's chosen shift (held to his level), and its
/// effect roll; `wounds_ignored` is how many wounds Hard as nails has already ignored this
/// gunfight.
///
/// Decisions: the Marksman's shift moves along the grid's location order and stops at either end;
/// a knocked-out victim's wound is worse first ([`helpless`]); Tough takes away the knock-down or
/// knock-out but not the wound; Hard as nails ignores a flesh or serious wound (not a graze, and
/// never the knock or death); a graze leaves no wound to record.
pub fn resolve_hit(
    grid: &HouseGrid,
    plan: &EffectPlan,
    location_roll: u8,
    shift: i8,
    effect_roll: u8,
    wounds_ignored: u8,
) -> HitOutcome {
    let most = plan.marksman as i8;
    let location_read = (i16::from(location_roll.clamp(1, 6)) + i16::from(shift.clamp(-most, most))).clamp(1, 6) as u8;
    let location = grid.location(location_read);
    let column = effect_column(effect_roll, plan.modifier);
    let chit = column.map(|c| grid.result(location, c));
    let (result, worse) = match chit {
        Some(r) if plan.helpless => {
            let (r, how) = self::helpless(r, location);
            (Some(r), how)
        }
        other => (other, None),
    };
    let result = if plan.tough { result.map(HitResult::without_knock) } else { result };
    let severity = result.and_then(HitResult::severity);
    let wound_ignored = severity.is_some() && plan.hard_as_nails > wounds_ignored;
    let knock = result.map_or(Knock::None, HitResult::knock);
    HitOutcome {
        location_roll,
        location_read,
        location,
        effect_roll,
        column,
        chit,
        chit_text: chit.map(|r| grid.table.chit_text(location, r)),
        result,
        helpless: worse,
        wound: severity.filter(|_| !wound_ignored).map(|severity| Wound { location, severity }),
        knock,
        dead: result == Some(HitResult::Dead),
        wound_ignored,
    }
}

/// The exact chance of each result of a hit (no Marksman shift; `None`: no effect), on the grid.
pub fn hit_odds(grid: &HouseGrid, plan: &EffectPlan) -> Vec<(Option<HitResult>, Fraction)> {
    let mut out: Vec<(Option<HitResult>, Fraction)> = Vec::new();
    for l in 1..=6 {
        for e in 1..=6 {
            let r = resolve_hit(grid, plan, l, 0, e, 0).result;
            match out.iter_mut().find(|(k, _)| *k == r) {
                Some((_, p)) => *p = *p + Fraction::new(1, 36),
                None => out.push((r, Fraction::new(1, 36))),
            }
        }
    }
    out.sort_by_key(|(r, _)| *r);
    out
}

#[cfg(test)]
#[path = "hits_tests.rs"]
mod tests;
