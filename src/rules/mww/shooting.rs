//! A shot: the chance of hit table's figure for the weapon and range, every shooting modifier with
//! its reason, cover's halving, "0,0 is always a hit unless N/A", and shooting at horses and their
//! riders (a miss is rolled again for the other).

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::options::MovingMount;
use super::percentile::{roll_d100, show_d100};
use super::weapons::{HitCell, RangeBand, Shooting};
use super::{signed, total, Chance, Figure, Fraction, Inches, MwwOptions, Reason, Skill};
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
    /// The target lies lower than the firer (for a prone target: prone then does not count).
    #[serde(default)]
    pub target_lower: bool,
    /// The target fired this turn (opportunity fire is "Only if target moved or fired").
    #[serde(default)]
    pub target_fired: bool,
    /// The target is outside the firer's forward arc ("Opportunity fire cannot be taken against
    /// targets not in arc"; any other shot turns the model to face it, at no cost).
    #[serde(default)]
    pub out_of_arc: bool,
    /// The firer has already taken an opportunity shot this turn ("Max of 1 shot per figure").
    #[serde(default)]
    pub opportunity_taken: bool,
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
            target_lower: false,
            target_fired: false,
            out_of_arc: false,
            opportunity_taken: false,
            cover: Cover::None,
            at: ShotAt::Figure,
        }
    }

    /// A figure's plain shot with a weapon: his shooting skill and the wounds he carries, nothing
    /// else.
    pub fn by(figure: &Figure, weapon: Shooting, range: Inches) -> Shot {
        Shot { skill: figure.has(Skill::Shooting), wounds: figure.wounds(), ..Shot::new(weapon, range) }
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
    /// The rolls that hit, as a player reads them off the dice: "01–70 and 00", "00 only", "every
    /// roll", "none (N/A)".
    pub hits_on: String,
    /// The chance of hitting what is aimed at with one roll: the number Posse shows for the shot
    /// everywhere (the final figure and 00).
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
/// - Prone counts only where the table says ("−10% (only if target is level and over 2" away or
///   higher than firer)") and never in cover ("*Do not count prone if the target is in cover"); a
///   prone target level with the firer within 2" is refused, not ignored. A prone target lower
///   than the firer is taken, and the reasons say prone does not count.
/// - "Firing from moving horse −20%" (or stage/wagon −15%) with "Firer moved −10%": the campaign's
///   reading ([`MwwOptions::moving_mount`]); by default the mount's line is the firer's move and
///   both together are refused.
/// - Opportunity fire (4 APs, "Only if target moved or fired (Max of 1 shot per figure)"; "Opportunity
///   fire cannot be taken against targets not in arc"): refused unless the target moved or fired,
///   refused against a target outside the arc or for a figure that has had his shot this turn.
///   Those circumstances are refused on any other shot (they say nothing of it), but a target
///   outside the arc: "There is no cost to change facing but the model should always be turned to
///   face the target".
/// - The final figure may fall to 0 or below: then only 00 hits. A final figure of 99 or more hits
///   on every roll.
pub fn plan(shot: &Shot, readings: &MwwOptions) -> Result<ShotPlan, ShotError> {
    let band = RangeBand::of(shot.range).ok_or(ShotError::OutOfRange { range: shot.range })?;
    if shot.firer_moved && shot.from != FiringFrom::Foot && readings.moving_mount == MovingMount::Replaces {
        let line = modifier(if shot.from == FiringFrom::MovingHorse { "moving_horse" } else { "moving_wagon" });
        return Err(refuse(
            "firer_moved",
            format!(
                "\"{}\" {} already counts the firer's move: \"Firer moved\" is not taken as well (the campaign's reading moving_mount=replaces; moving_mount=stacks counts both)",
                line.text,
                line.amount_text
            ),
        ));
    }
    if shot.aim && shot.opportunity {
        return Err(refuse(
            "aim",
            "Aim + Shoot (7 APs) and opportunity fire (4 APs) are two different actions; choose one",
        ));
    }
    if shot.aim && shot.wounds > 0 {
        return Err(refuse("aim", "a wounded figure cannot aim (Wounded: −5% per wound, cannot Aim)"));
    }
    check_opportunity(shot)?;
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
    if shot.target_higher && shot.target_lower {
        return Err(refuse("target_lower", "a target cannot be both higher and lower than the firer"));
    }
    if shot.target_prone && !shot.target_higher && !shot.target_lower && shot.range <= Inches::whole(2) {
        return Err(refuse(
            "target_prone",
            "prone counts only if the target is level and over 2\" away, or higher than the firer",
        ));
    }
    for (on, field) in [(shot.target_higher, "target_higher"), (shot.target_lower, "target_lower")] {
        if on && !shot.target_prone {
            return Err(refuse(field, "the target's height counts only for a prone target"));
        }
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
            hits_on: "none (N/A)".to_string(),
            chance,
            not_applicable,
        });
    }
    if shot.out_of_arc {
        reasons.push(Reason::note(
            "facing",
            "Outside the forward arc: the model is turned to face the target (no cost to change facing)",
        ));
    }
    let add = |reasons: &mut Vec<Reason>, id: &str, times: i32, extra: String| {
        let m = modifier(id);
        let amount = m.amount * times;
        reasons.push(Reason::amount(
            id,
            amount,
            format!("{}{extra}: {}", m.text.trim_end_matches('*'), signed(amount, "%")),
        ));
    };
    if shot.skill {
        add(&mut reasons, "skill", 1, String::new());
    }
    if shot.opportunity {
        add(&mut reasons, "opportunity_fire", 1, String::new());
    }
    if shot.aim {
        add(&mut reasons, "aim", 1, String::new());
    }
    if shot.moved_inches > 0 {
        add(&mut reasons, "per_inch_moved", i32::from(shot.moved_inches), format!(" ({}\")", shot.moved_inches));
    }
    match shot.target_moved {
        TargetMoved::No => {}
        TargetMoved::Under6 => add(&mut reasons, "target_moved_under_6", 1, String::new()),
        TargetMoved::SixPlus => add(&mut reasons, "target_moved_6_plus", 1, String::new()),
    }
    if shot.firer_moved {
        add(&mut reasons, "firer_moved", 1, String::new());
    }
    if shot.target_prone && shot.target_lower {
        reasons.push(Reason::note(
            "target_prone",
            "Target prone, but lower than the firer: no modifier (−10% only if target is level and over 2\" away or higher than firer)",
        ));
    } else if shot.target_prone {
        add(&mut reasons, "target_prone", 1, String::new());
    }
    match shot.from {
        FiringFrom::Foot => {}
        FiringFrom::MovingHorse => add(&mut reasons, "moving_horse", 1, String::new()),
        FiringFrom::MovingWagon => add(&mut reasons, "moving_wagon", 1, String::new()),
    }
    if shot.wounds > 0 {
        let n = shot.wounds;
        add(&mut reasons, "wounded", i32::from(n), format!(" ({n} wound{})", if n == 1 { "" } else { "s" }));
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
    let chance = hit_chance(final_percent);
    let hits_on = hits_on(final_percent);
    reasons.push(Reason::note(
        "always",
        if final_percent <= 0 {
            format!("Hits on 00 only (0,0 is always a hit unless N/A): {}", chance.percent())
        } else if final_percent < 99 {
            format!("Final figure {final_percent}: hits on {hits_on} (0,0 is always a hit): {}", chance.percent())
        } else {
            format!("Final figure {final_percent}: every roll hits")
        },
    ));
    Ok(ShotPlan {
        weapon: shot.weapon,
        range: shot.range,
        band,
        cell,
        reasons,
        before_cover,
        final_percent,
        hits_on,
        chance: chance.into(),
        not_applicable,
    })
}

/// Opportunity fire's conditions, from the AP costs ("Opportunity fire 4 Only if target moved or
/// fired (Max of 1 shot per figure)") and Figure facing ("Opportunity fire cannot be taken against
/// targets not in arc").
fn check_opportunity(shot: &Shot) -> Result<(), ShotError> {
    if !shot.opportunity {
        for (on, field) in [(shot.target_fired, "target_fired"), (shot.opportunity_taken, "opportunity_taken")] {
            if on {
                return Err(refuse(
                    field,
                    "counts only for opportunity fire (\"Only if target moved or fired (Max of 1 shot per figure)\")",
                ));
            }
        }
        return Ok(());
    }
    if shot.target_moved == TargetMoved::No && !shot.target_fired {
        return Err(refuse(
            "opportunity",
            "opportunity fire is \"Only if target moved or fired\": give how far the target moved, or that it fired",
        ));
    }
    if shot.out_of_arc {
        return Err(refuse("out_of_arc", "\"Opportunity fire cannot be taken against targets not in arc\""));
    }
    if shot.opportunity_taken {
        return Err(refuse(
            "opportunity_taken",
            "opportunity fire is \"Max of 1 shot per figure\": this figure has had his this turn",
        ));
    }
    Ok(())
}

/// The rolls that hit against a final figure (not N/A), as read off the dice: "01–70 and 00",
/// "00 only", "every roll".
pub fn hits_on(final_percent: i32) -> String {
    match final_percent {
        ..=0 => "00 only".to_string(),
        1..=98 => format!("01–{final_percent:02} and 00"),
        _ => "every roll".to_string(),
    }
}

/// A figure's chance to hit with a weapon at a range band: his plain shot (his shooting skill and
/// the wounds he carries, nothing else) at the band's reach.
///
/// This is the one figure every place that shows a figure's chance to hit shows: his card in the
/// app, the gang sheet (`posse print roster`), `posse character show`, the cast sheet; and it is
/// the chance `posse odds mww hit --shooter ID --weapon W --range R` gives at any range R of the
/// band (the table is read by band, and a plain shot has no modifier that changes within one).
/// The chance is what the dice give: 01 to the final figure, and 00 ("0,0 is always a hit unless
/// N/A").
pub fn figure_chance(figure: &Figure, weapon: Shooting, band: RangeBand) -> BandChance {
    // A plain shot meets no reading of the campaign's options (they concern moving mounts).
    let p = plan(&Shot::by(figure, weapon, band.reach()), &MwwOptions::default())
        .expect("a plain shot within 36\" is always weighed");
    BandChance {
        band,
        cell: p.cell,
        final_percent: (!p.not_applicable).then_some(p.final_percent),
        hits_on: (!p.not_applicable).then(|| p.hits_on.clone()),
        chance: (!p.not_applicable).then_some(p.chance),
    }
}

/// A figure's chance to hit at one range band ([`figure_chance`]).
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "MwwBandChance")]
pub struct BandChance {
    pub band: RangeBand,
    /// The chance of hit table's cell.
    pub cell: HitCell,
    /// The final figure; `None` where the table says N/A or "To close".
    pub final_percent: Option<i32>,
    /// "01–70 and 00".
    pub hits_on: Option<String>,
    /// `None` where the table says N/A or "To close".
    pub chance: Option<Chance>,
}

impl BandChance {
    /// As every sheet prints it: "71%", or the table's "N/A" / "To close".
    pub fn text(&self) -> String {
        match &self.chance {
            Some(c) => c.probability.percent(),
            None => self.cell.text(),
        }
    }
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
pub fn hit_odds(shot: &Shot, readings: &MwwOptions) -> Result<HitOdds, ShotError> {
    let plan = plan(shot, readings)?;
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

pub fn roll_shot(shot: &Shot, readings: &MwwOptions, rng: &mut impl Rng) -> Result<ShotRoll, ShotError> {
    let plan = plan(shot, readings)?;
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
pub fn by_range(shot: &Shot, readings: &MwwOptions) -> Vec<RangeChance> {
    (1..=36u16)
        .map(|inches| {
            let at = Shot { range: Inches::whole(inches), ..shot.clone() };
            let band = RangeBand::of(at.range).expect("36\" at most");
            match plan(&at, readings) {
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
