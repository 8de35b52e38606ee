//! A shot: the chance of hit table's figure for the weapon and range, every shooting modifier with
//! its reason, cover's halving, "0,0 is always a hit unless N/A", and shooting at horses and their
//! riders (a miss is rolled again for the other).

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::percentile::{roll_d100, show_d100};
use super::weapons::{HitCell, RangeBand, Shooting};
use super::{signed, total, Chance, Fraction, Inches, Reason};
use crate::error::ErrorCode;

/// One line of the shooting modifiers table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Modifier {
    pub id: &'static str,
    /// As the table prints the line.
    pub text: &'static str,
    /// As the table prints the amount: "+10%", "−5% per wound cannot Aim".
    pub amount_text: &'static str,
    /// Percentage points (per inch, per wound where the line says so); 0 for cover's halving.
    pub amount: i32,
}

const fn m(id: &'static str, text: &'static str, amount_text: &'static str, amount: i32) -> Modifier {
    Modifier { id, text, amount_text, amount }
}

/// MWW "Shooting Modifiers" (the rules part and v4 agree line for line). "*Do not count prone if
/// the target is in cover".
pub static SHOOTING_MODIFIERS: [Modifier; 12] = [
    m("skill", "Shooting / Throwing Skill", "+10%", 10),
    m("opportunity_fire", "Opportunity fire", "−15%", -15),
    m("aim", "Aim + Shoot", "+10%", 10),
    m("per_inch_moved", "Per inch firer moved (on foot only)", "−5%", -5),
    m("target_moved_6_plus", "Target moved 6\" Plus", "−20%", -20),
    m("target_moved_under_6", "Target moved Under 6\"", "−10%", -10),
    m("firer_moved", "Firer moved", "−10%", -10),
    m("target_prone", "Target prone*", "−10% (only if target is level and over 2\" away or higher than firer)", -10),
    m("moving_horse", "Firing from moving horse", "−20%", -20),
    m("moving_wagon", "Firing from moving stage/wagon", "−15%", -15),
    m("wounded", "Wounded", "−5% per wound cannot Aim", -5),
    m("cover", "Target in cover", "50% of final figure (Round up)", 0),
];

fn modifier(id: &str) -> &'static Modifier {
    SHOOTING_MODIFIERS.iter().find(|m| m.id == id).expect("a modifier of the table")
}

/// What the target is behind. Any cover halves the chance; the kinds are the spotting table's.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwCover")]
pub enum Cover {
    #[default]
    None,
    Soft,
    Hard,
    /// At a window or doorway.
    Window,
}

impl Cover {
    pub const ALL: [Cover; 4] = [Cover::None, Cover::Soft, Cover::Hard, Cover::Window];

    pub fn id(self) -> &'static str {
        match self {
            Cover::None => "none",
            Cover::Soft => "soft",
            Cover::Hard => "hard",
            Cover::Window => "window",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Cover::None => "no cover",
            Cover::Soft => "soft cover",
            Cover::Hard => "hard cover",
            Cover::Window => "at a window or doorway",
        }
    }
}

/// How far the target moved this turn.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwTargetMoved")]
pub enum TargetMoved {
    #[default]
    No,
    Under6,
    SixPlus,
}

/// What the firer shoots from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwFiringFrom")]
pub enum FiringFrom {
    #[default]
    Foot,
    MovingHorse,
    MovingWagon,
}

/// What is shot at: a figure on foot, a mounted figure (the rider), or a rider's horse.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwShotAt")]
pub enum ShotAt {
    #[default]
    Figure,
    Rider,
    Horse,
}

/// A shot as the players describe it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "MwwShot")]
pub struct Shot {
    pub weapon: Shooting,
    pub range: Inches,
    /// The firer has the shooting / throwing skill.
    #[serde(default)]
    pub skill: bool,
    #[serde(default)]
    pub opportunity: bool,
    /// Aim + Shoot.
    #[serde(default)]
    pub aim: bool,
    /// The firer moved this turn before shooting: "Firer moved −10%".
    #[serde(default)]
    pub firer_moved: bool,
    /// Whole inches the firer moved on foot, for "Per inch firer moved (on foot only) −5%".
    #[serde(default)]
    pub moved_inches: u8,
    #[serde(default)]
    pub from: FiringFrom,
    /// Wounds the firer carries.
    #[serde(default)]
    pub wounds: u8,
    #[serde(default)]
    pub target_moved: TargetMoved,
    #[serde(default)]
    pub target_prone: bool,
    /// The target stands higher than the firer (for a prone target).
    #[serde(default)]
    pub target_higher: bool,
    #[serde(default)]
    pub cover: Cover,
    #[serde(default)]
    pub at: ShotAt,
}

impl Shot {
    /// A plain shot: no modifier at all.
    pub fn new(weapon: Shooting, range: Inches) -> Shot {
        Shot {
            weapon,
            range,
            skill: false,
            opportunity: false,
            aim: false,
            firer_moved: false,
            moved_inches: 0,
            from: FiringFrom::Foot,
            wounds: 0,
            target_moved: TargetMoved::No,
            target_prone: false,
            target_higher: false,
            cover: Cover::None,
            at: ShotAt::Figure,
        }
    }
}

/// Why a shot cannot be weighed as described.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShotError {
    #[error("range: {range} is beyond the chance of hit table (36\" at most)")]
    OutOfRange { range: Inches },
    /// A circumstance that cannot apply to this shot: refused with the reason, never ignored.
    #[error("{field}: {reason}")]
    NotApplicable { field: &'static str, reason: String },
}

impl ErrorCode for ShotError {
    fn code(&self) -> &'static str {
        match self {
            ShotError::OutOfRange { .. } => "out_of_range",
            ShotError::NotApplicable { .. } => "not_applicable",
        }
    }
}

fn refuse(field: &'static str, reason: impl Into<String>) -> ShotError {
    ShotError::NotApplicable { field, reason: reason.into() }
}

/// A shot worked out: the table's figure, each modifier, cover, and the chance of a hit.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwShotPlan")]
pub struct ShotPlan {
    pub weapon: Shooting,
    pub range: Inches,
    pub band: RangeBand,
    /// The table's cell.
    pub cell: HitCell,
    /// The table's figure and each modifier, in the order of the table; cover last.
    pub reasons: Vec<Reason>,
    /// The figure after the modifiers, before cover.
    pub before_cover: i32,
    /// The final figure: a roll of 01 up to it hits (and 00 always, unless N/A).
    pub final_percent: i32,
    /// The chance of hitting what is aimed at with one roll.
    pub chance: Chance,
    /// Whether the table says N/A (or "To close"): no roll hits, not even 00.
    pub not_applicable: bool,
}

/// Works out a shot. Decisions where the text is silent or disagrees with itself:
///
/// - "Firer moved −10%" and "Per inch firer moved (on foot only) −5%" are two ways of counting the
///   same move. The text's worked example (a figure moves 8" and takes opportunity fire: "firer
///   moved −10, Opportunity fire −15") counts the flat −10%; Posse offers both, and refuses them
///   together.
/// - Aim + Shoot (7 APs) and opportunity fire (4 APs) are different actions: not both at once. A
///   wounded figure cannot aim ("−5% per wound cannot Aim").
/// - Prone counts only where the table says (level and over 2" away, or higher than the firer)
///   and never in cover; a prone flag outside those is refused, not ignored.
/// - The final figure may fall to 0 or below: then only 00 hits. A final figure of 99 or more hits
///   on every roll.
pub fn plan(shot: &Shot) -> Result<ShotPlan, ShotError> {
    let band = RangeBand::of(shot.range).ok_or(ShotError::OutOfRange { range: shot.range })?;
    if shot.aim && shot.opportunity {
        return Err(refuse(
            "aim",
            "Aim + Shoot (7 APs) and opportunity fire (4 APs) are two different actions; choose one",
        ));
    }
    if shot.aim && shot.wounds > 0 {
        return Err(refuse("aim", "a wounded figure cannot aim (Wounded: −5% per wound, cannot Aim)"));
    }
    if shot.firer_moved && shot.moved_inches > 0 {
        return Err(refuse(
            "moved_inches",
            "\"Firer moved\" and \"Per inch firer moved\" count the same move twice; give one (the text's own example counts \"Firer moved −10\")",
        ));
    }
    if shot.moved_inches > 0 && shot.from != FiringFrom::Foot {
        return Err(refuse("moved_inches", "the per-inch penalty is for a firer on foot only"));
    }
    if shot.target_prone && shot.cover != Cover::None {
        return Err(refuse("target_prone", "do not count prone if the target is in cover"));
    }
    if shot.target_prone && !shot.target_higher && shot.range <= Inches::whole(2) {
        return Err(refuse(
            "target_prone",
            "prone counts only if the target is level and over 2\" away, or higher than the firer",
        ));
    }
    if shot.target_higher && !shot.target_prone {
        return Err(refuse("target_higher", "the target's height counts only for a prone target"));
    }
    if shot.target_prone && shot.at != ShotAt::Figure {
        return Err(refuse("target_prone", "a mounted figure or a horse is not prone"));
    }

    let cell = shot.weapon.chance(band);
    let base = match cell {
        HitCell::Chance(p) => i32::from(p),
        HitCell::NotApplicable | HitCell::TooClose => 0,
    };
    let not_applicable = !matches!(cell, HitCell::Chance(_));
    let mut reasons = vec![Reason::amount(
        "table",
        base,
        format!("{} at {} ({}): {}", shot.weapon.name(), band.name(), shot.range, cell_words(cell)),
    )];
    if not_applicable {
        let chance = Fraction::ZERO.into();
        return Ok(ShotPlan {
            weapon: shot.weapon,
            range: shot.range,
            band,
            cell,
            reasons,
            before_cover: 0,
            final_percent: 0,
            chance,
            not_applicable,
        });
    }
    let mut add = |id: &str, times: i32, extra: String| {
        let m = modifier(id);
        let amount = m.amount * times;
        reasons.push(Reason::amount(
            id,
            amount,
            format!("{}{extra}: {}", m.text.trim_end_matches('*'), signed(amount, "%")),
        ));
    };
    if shot.skill {
        add("skill", 1, String::new());
    }
    if shot.opportunity {
        add("opportunity_fire", 1, String::new());
    }
    if shot.aim {
        add("aim", 1, String::new());
    }
    if shot.moved_inches > 0 {
        add("per_inch_moved", i32::from(shot.moved_inches), format!(" ({}\")", shot.moved_inches));
    }
    match shot.target_moved {
        TargetMoved::No => {}
        TargetMoved::Under6 => add("target_moved_under_6", 1, String::new()),
        TargetMoved::SixPlus => add("target_moved_6_plus", 1, String::new()),
    }
    if shot.firer_moved {
        add("firer_moved", 1, String::new());
    }
    if shot.target_prone {
        add("target_prone", 1, String::new());
    }
    match shot.from {
        FiringFrom::Foot => {}
        FiringFrom::MovingHorse => add("moving_horse", 1, String::new()),
        FiringFrom::MovingWagon => add("moving_wagon", 1, String::new()),
    }
    if shot.wounds > 0 {
        let n = shot.wounds;
        add("wounded", i32::from(n), format!(" ({n} wound{})", if n == 1 { "" } else { "s" }));
    }
    let before_cover = total(&reasons);
    let final_percent = if shot.cover == Cover::None {
        before_cover
    } else {
        let halved = halve_up(before_cover);
        reasons.push(Reason::note(
            "cover",
            format!("Target in cover ({}): 50% of {before_cover}%, rounded up: {halved}%", shot.cover.name()),
        ));
        halved
    };
    if final_percent <= 0 {
        reasons.push(Reason::note("always", "Only 00 hits: 0,0 is always a hit unless N/A"));
    } else if final_percent < 99 {
        reasons.push(Reason::note("always", format!("01 to {final_percent:02} hits, and 00: 0,0 is always a hit")));
    } else {
        reasons.push(Reason::note("always", "Every roll hits"));
    }
    Ok(ShotPlan {
        weapon: shot.weapon,
        range: shot.range,
        band,
        cell,
        reasons,
        before_cover,
        final_percent,
        chance: hit_chance(final_percent).into(),
        not_applicable,
    })
}

fn cell_words(cell: HitCell) -> String {
    match cell {
        HitCell::Chance(p) => format!("{p}%"),
        HitCell::NotApplicable => "N/A, out of its reach".to_string(),
        HitCell::TooClose => "\"To close\" (too close to throw): N/A".to_string(),
    }
}

/// Half, rounded up ("50% of final figure (Round up)"): 25 → 13, −5 → −2.
pub fn halve_up(n: i32) -> i32 {
    n.div_euclid(2) + n.rem_euclid(2)
}

/// The chance one percentile roll hits against a final figure (not N/A): 01 to the figure, and
/// 00. That is the figure plus one in a hundred, from 1% to 100%.
pub fn hit_chance(final_percent: i32) -> Fraction {
    Fraction::new((final_percent.clamp(0, 99) + 1) as u128, 100)
}

/// Whether a percentile roll hits against a plan.
pub fn hits(plan: &ShotPlan, roll: u8) -> bool {
    !plan.not_applicable && (roll == 0 || i32::from(roll) <= plan.final_percent)
}

/// What a shot comes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "MwwShotResult")]
pub enum ShotResult {
    /// What was aimed at is hit.
    Hit,
    /// A mounted target: the first roll missed and the second hit the other (the horse when the
    /// rider was aimed at, the rider when the horse was).
    HitOther,
    Miss,
}

/// The chance of each result of a shot.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwShotOutcome")]
pub struct ShotOutcome {
    pub result: ShotResult,
    /// "The rider is hit", "The horse is hit instead (the miss rolled again)".
    pub text: String,
    pub chance: Chance,
}

/// A shot's odds: the plan and each result.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwHitOdds")]
pub struct HitOdds {
    pub plan: ShotPlan,
    pub outcomes: Vec<ShotOutcome>,
}

fn what(at: ShotAt, result: ShotResult) -> &'static str {
    match (at, result) {
        (_, ShotResult::Miss) => "Miss",
        (ShotAt::Figure, _) => "Hit",
        (ShotAt::Rider, ShotResult::Hit) => "The rider is hit",
        (ShotAt::Rider, ShotResult::HitOther) => {
            "The horse is hit instead (the miss rolled again, with the same factors)"
        }
        (ShotAt::Horse, ShotResult::Hit) => "The horse is hit",
        (ShotAt::Horse, ShotResult::HitOther) => {
            "The rider is hit instead (the miss rolled again, with the same factors)"
        }
    }
}

/// MWW, Shooting at Horses/Mounted figures: "If a shot fired at a mounted figure misses, re-roll
/// using the same factors, if successful the horse has been hit instead of the rider. If you would
/// rather shoot the horse roll for a hit on the horse first and then if missed re-roll to see if
/// the rider gets hit."
pub fn hit_odds(shot: &Shot) -> Result<HitOdds, ShotError> {
    let plan = plan(shot)?;
    let p = plan.chance.probability;
    let outcome = |result, chance: Fraction| ShotOutcome {
        result,
        text: what(shot.at, result).to_string(),
        chance: chance.into(),
    };
    let outcomes = match shot.at {
        ShotAt::Figure => vec![outcome(ShotResult::Hit, p), outcome(ShotResult::Miss, p.complement())],
        ShotAt::Rider | ShotAt::Horse => vec![
            outcome(ShotResult::Hit, p),
            outcome(ShotResult::HitOther, p.complement() * p),
            outcome(ShotResult::Miss, p.complement() * p.complement()),
        ],
    };
    Ok(HitOdds { plan, outcomes })
}

/// A shot as rolled: each percentile roll (two for a mounted target that was missed) and the
/// result.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwShotRoll")]
pub struct ShotRoll {
    pub plan: ShotPlan,
    /// As read off the dice: "00" to "99".
    pub rolls: Vec<String>,
    pub result: ShotResult,
    pub text: String,
}

pub fn roll_shot(shot: &Shot, rng: &mut impl Rng) -> Result<ShotRoll, ShotError> {
    let plan = plan(shot)?;
    let first = roll_d100(rng);
    let mut rolls = vec![first];
    let result = if hits(&plan, first) {
        ShotResult::Hit
    } else if shot.at != ShotAt::Figure {
        let second = roll_d100(rng);
        rolls.push(second);
        if hits(&plan, second) {
            ShotResult::HitOther
        } else {
            ShotResult::Miss
        }
    } else {
        ShotResult::Miss
    };
    Ok(ShotRoll {
        text: what(shot.at, result).to_string(),
        rolls: rolls.into_iter().map(show_d100).collect(),
        plan,
        result,
    })
}

/// The chance at one range, for a chart of chance by range.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwRangeChance")]
pub struct RangeChance {
    pub range: Inches,
    pub band: RangeBand,
    /// The final figure (0 where the table says N/A).
    pub final_percent: i32,
    /// `None` where the circumstances cannot apply at this range (a prone target within 2").
    pub chance: Option<Chance>,
    pub not_applicable: bool,
    /// Why there is no chance at this range, when there is none.
    pub refused: Option<String>,
}

/// The chance of the same shot at every whole inch from 1" to 36": the chart of chance by range.
pub fn by_range(shot: &Shot) -> Vec<RangeChance> {
    (1..=36u16)
        .map(|inches| {
            let at = Shot { range: Inches::whole(inches), ..shot.clone() };
            let band = RangeBand::of(at.range).expect("36\" at most");
            match plan(&at) {
                Ok(p) => RangeChance {
                    range: at.range,
                    band,
                    final_percent: p.final_percent,
                    not_applicable: p.not_applicable,
                    chance: Some(p.chance),
                    refused: None,
                },
                Err(e) => RangeChance {
                    range: at.range,
                    band,
                    final_percent: 0,
                    not_applicable: false,
                    chance: None,
                    refused: Some(e.to_string()),
                },
            }
        })
        .collect()
}

#[cfg(test)]
#[path = "shooting_tests.rs"]
mod tests;
