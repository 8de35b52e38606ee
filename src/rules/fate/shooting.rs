//! Shooting (1996, Shooting; playsheet, Range and Firing Chart, Deliberate Fire, Blazing Away): how
//! many dice a shot throws and why, how many hits it may score, and what its 1s do.
//!
//! [`plan_shot`] decides; [`resolve`] reads thrown dice; [`roll_shot`] throws them with a generator
//! passed in; `odds::shot_odds` weighs a plan exactly.
//!
//! How the texts are read where they are silent (each also said where it applies):
//! - Citizens may not fire deliberately (1996) with a gun that can blaze away; a bow, knife or
//!   muzzle-loader they fire deliberately, as it can be fired no other way.
//! - A Nervous man "always blazes away": deliberate fire is refused, unless the weapon can only fire
//!   deliberately.
//! - Deadeye's "single shot" is deliberate fire: a 5 or a 6 hits, and counts as a 6 against the
//!   1s.
//! - Firing two pistols is two shots, one per gun, each with the −3 dice (none if Ambidextrous);
//!   an Ambidextrous man has no wrong hand either.
//! - "Same number of 1s as 6s … hits, but … out of ammo" needs at least one 6: no 6s and no 1s is
//!   a plain miss.
//! - Playsheet: a jammed gun is jammed, not also out of ammo; a bow or muzzle-loader with more 1s
//!   than 6s misses. 1996 option: three 1s jam the gun even when the shot hits.
//! - The zero-dice rule counts only 6s (Deadeye does not help), scores one hit at most, and its
//!   "out of ammo" is the weapon's failure: out of ammo for a firearm, broken for a bow, a misfire
//!   for a muzzle-loader, nothing for a thrown weapon. It never jams.
//! - Lucky re-rolls up to one die per level of each throw, while it can help: 1s first (when 1s
//!   count against the shot), then other misses while the shot has fewer hits than it may score.

use rand::Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::emotions::{feeling_toward, Feeling};
use super::hits::{Location, Severity};
use super::options::{FateOptions, RuleText};
use super::pool::{count, count_at_least, roll_d6, roll_pool};
use super::skills::Skill;
use super::weapons::{ChartRow, Mechanism, RangeBand, Weapon};
use super::{signed_dice, total_dice, Character, Class, Reason};
use crate::error::ErrorCode;

/// Deliberate fire or blazing away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateFire")]
pub enum Fire {
    #[default]
    Deliberate,
    BlazeAway,
}

/// How the gun is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateGrip")]
pub enum Grip {
    #[default]
    ShootingHand,
    /// A pistol or thrown weapon in the other hand ("wrong-handed").
    OtherHand,
    /// This gun is one of two pistols fired together.
    TwoPistols,
    /// A rifle (or bow) fired with one hand.
    RifleOneHanded,
}

/// An arrow in the shooter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateImpaled")]
pub enum Impaled {
    #[default]
    No,
    /// "Shooter is impaled by an arrow(s) still in them…−2 Dice".
    ArrowIn,
    /// "Shooter is impaled but arrow(s) removed…−1 Dice".
    ArrowRemoved,
}

/// What is going on when a character shoots. Only `range` must be given; `{"range": 7}` is a
/// deliberate shot standing still at a man in the open.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, rename = "FateShotContext", optional_fields)]
pub struct ShotContext {
    /// Inches to the target.
    pub range: f64,
    pub fire: Fire,
    /// The target is in cover (substantial or not: brush "still reduces your opponent's chance of
    /// hitting by subtracting one of his dice").
    pub cover: bool,
    /// The shooter moved this turn (Move & Fire).
    pub moved: bool,
    pub grip: Grip,
    /// Firing from horseback: the movement dice used to move this turn.
    pub horseback_dice: u8,
    /// An expert or Plains Indian rider ignores the first movement die.
    pub expert_rider: bool,
    pub impaled: Impaled,
    pub backshooting: bool,
    /// The target is knocked down or knocked out.
    pub target_down: bool,
    /// How the shooter feels about the target.
    pub feeling: Feeling,
    /// An aimed shot (he aimed last turn and the target has not moved or ducked back).
    pub aimed: bool,
    /// The target moved on his last turn (for a Swift target).
    pub target_moved: bool,
}

/// What the 1s of a shot can do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "FateFailure")]
pub enum Failure {
    /// Nothing: deliberate fire with a cartridge gun, or a thrown weapon.
    None,
    /// Playsheet blazing away: equal 1s and 6s out of ammo (hits stand), more 1s misses and is out
    /// of ammo, two or more 1s more than 6s misses and jams.
    Playsheet,
    /// 1996 blazing away: more 1s than 6s misses and is out of ammo; three or more 1s jam.
    Ansell1996,
    /// More 1s than 6s: out of ammo, a miss (the zero-dice rule with a firearm).
    OutOfAmmo,
    /// More 1s than 6s: the bow is broken or out of arrows for the battle, and misses.
    BowBreaks,
    /// More 1s than 6s: the muzzle-loader misfires.
    Misfire,
}

/// How a shot is thrown and read.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export, rename = "FateShotPlan")]
pub struct ShotPlan {
    pub weapon: Weapon,
    pub fire: Fire,
    pub range: f64,
    pub band: RangeBand,
    /// The firing dice after every modifier (may be 0 or less).
    pub dice: i8,
    /// The dice actually thrown: `dice`, or under the zero-dice rule 3 (pistol) or 2 (rifle).
    pub thrown: u8,
    /// The zero-dice rule is in force: two 6s for a single hit.
    pub zero_dice: bool,
    /// A die showing this or more is a success (6, or 5 for Deadeye firing deliberately).
    pub hit_on: u8,
    /// Successes needed for each hit (2 under the zero-dice rule).
    pub per_hit: u8,
    /// The most hits the shot may score.
    pub max_hits: u8,
    /// Lucky's re-rolls for this throw.
    pub rerolls: u8,
    pub failure: Failure,
    /// Four or more 1s is a fumble (option `fumbles`).
    pub fumbles: bool,
    pub reasons: Vec<Reason>,
}

/// Why a shot cannot be taken as asked.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ShotError {
    #[error("range: {range}\" is not a distance")]
    BadRange { range: f64 },
    #[error("weapon: a {} is not fired (it is for fighting)", .weapon.name())]
    NotFired { weapon: Weapon },
    #[error("weapon: a {} fires by the shotgun rules (see the shotgun chart)", .weapon.name())]
    Shotgun { weapon: Weapon },
    #[error("range: {range}\" is beyond the {}'s reach of {max}\"", .weapon.name())]
    OutOfRange { weapon: Weapon, range: f64, max: u16 },
    #[error("fire: a {} may only fire deliberately", .weapon.name())]
    DeliberateOnly { weapon: Weapon },
    #[error("fire: Citizens may not fire deliberately")]
    CitizenDeliberate,
    #[error("fire: a Nervous man always blazes away")]
    NervousBlazes,
    #[error("moved: a {} may not Move & Fire", .weapon.name())]
    NoMoveAndFire { weapon: Weapon },
    #[error("grip: {}", .reason)]
    Grip { reason: &'static str },
    #[error("weapon: a serious wound to the {} stops {}", .arm.name().to_lowercase(), if *.rifle { "any rifle or bow (\"or fire a rifle at all\")" } else { "a pistol in that hand" })]
    ArmWounded { arm: Location, rifle: bool },
    #[error("{field}: a White Knight may not {what}")]
    WhiteKnight { field: &'static str, what: &'static str },
    #[error("weapon: only a Knifeman may throw his knife (option knife_throwing)")]
    KnifemenOnly,
    /// A circumstance given that cannot apply to this shot: refused, never ignored.
    #[error("{field}: {reason}")]
    NotApplicable { field: &'static str, reason: &'static str },
}

impl ErrorCode for ShotError {
    fn code(&self) -> &'static str {
        match self {
            ShotError::BadRange { .. } => "bad_range",
            ShotError::NotFired { .. } => "weapon_not_fired",
            ShotError::Shotgun { .. } => "use_shotgun_rules",
            ShotError::OutOfRange { .. } => "out_of_range",
            ShotError::DeliberateOnly { .. } => "deliberate_only",
            ShotError::CitizenDeliberate => "citizen_deliberate",
            ShotError::NervousBlazes => "nervous_blazes",
            ShotError::NoMoveAndFire { .. } => "no_move_and_fire",
            ShotError::Grip { .. } => "bad_grip",
            ShotError::ArmWounded { .. } => "arm_wounded",
            ShotError::WhiteKnight { .. } => "white_knight_may_not",
            ShotError::KnifemenOnly => "knifemen_only",
            ShotError::NotApplicable { .. } => "not_applicable",
        }
    }
}

/// Plans a shot by `shooter` with `weapon` at a target (`target`, if known, for his Swift,
/// Stalker, Evil or Terrifying).
pub fn plan_shot(
    shooter: &Character,
    weapon: Weapon,
    ctx: &ShotContext,
    target: Option<&Character>,
    options: &FateOptions,
) -> Result<ShotPlan, ShotError> {
    if !ctx.range.is_finite() || ctx.range < 0.0 {
        return Err(ShotError::BadRange { range: ctx.range });
    }
    let info = weapon.info();
    let row = match (info.mechanism, weapon.row()) {
        (Mechanism::Shotgun, _) => return Err(ShotError::Shotgun { weapon }),
        (_, None) => return Err(ShotError::NotFired { weapon }),
        (_, Some(row)) => row,
    };
    let knifeman = shooter.level(Skill::Knifeman);
    let knife_1996 = weapon == Weapon::Knife && options.knife_throwing == RuleText::Ansell1996;
    if knife_1996 && knifeman == 0 {
        return Err(ShotError::KnifemenOnly);
    }
    let reach = if knife_1996 { Some(6) } else { row.max_range() };
    let (band, cell) = row
        .band_at(ctx.range)
        .filter(|_| reach.is_none_or(|max| ctx.range <= f64::from(max)))
        .ok_or(ShotError::OutOfRange { weapon, range: ctx.range, max: reach.unwrap_or(0) })?;

    let can_blaze = info.blaze.is_some();
    match ctx.fire {
        Fire::BlazeAway if !can_blaze => return Err(ShotError::DeliberateOnly { weapon }),
        Fire::Deliberate if can_blaze && shooter.class() == Class::Citizen => return Err(ShotError::CitizenDeliberate),
        Fire::Deliberate if can_blaze && shooter.has(Skill::Nervous) => return Err(ShotError::NervousBlazes),
        _ => {}
    }
    if ctx.moved && !row.move_and_fire {
        return Err(ShotError::NoMoveAndFire { weapon });
    }
    check_grip(shooter, weapon, ctx)?;
    if ctx.expert_rider && ctx.horseback_dice == 0 {
        return Err(ShotError::NotApplicable {
            field: "expert_rider",
            reason: "an expert rider ignores the first movement die of a shot from horseback: give horseback_dice too",
        });
    }
    if shooter.has(Skill::WhiteKnight) {
        if ctx.backshooting {
            return Err(ShotError::WhiteKnight { field: "backshooting", what: "back-shoot" });
        }
        if ctx.target_down {
            return Err(ShotError::WhiteKnight { field: "target_down", what: "shoot knocked down targets" });
        }
    }

    let mut reasons = Vec::new();
    let r = &mut reasons;
    if cell.dice == 0 {
        r.push(Reason::dice("range", 0, format!("{} at {}\" ({}): no dice", row.name, ctx.range, band.title())));
    }
    add(r, "range", cell.dice, &format!("{} at {}\" ({})", row.name, ctx.range, band.title()));
    if ctx.cover {
        add(r, "cover", -1, "Target is in cover");
    }
    if ctx.moved && ctx.horseback_dice > 0 {
        r.push(Reason::note(
            "moved",
            "Moved on horseback: the per-movement-die penalty replaces the after-moving penalty",
        ));
    } else if ctx.moved {
        if shooter.has(Skill::Agile) {
            r.push(Reason::note("agile", "Agile: no firing penalty when moving"));
        } else if shooter.has(Skill::Wildman) && row.row == ChartRow::Pistols {
            r.push(Reason::note("wildman", "Wildman: no penalty for moving and firing a pistol"));
        } else {
            add(r, "moved", row.moved, "Firing after moving");
        }
    }
    match ctx.grip {
        Grip::ShootingHand => {}
        Grip::OtherHand | Grip::TwoPistols if shooter.is_ambidextrous() => {
            r.push(Reason::note("ambidextrous", "Ambidextrous: no penalty for two pistols or either hand"))
        }
        Grip::OtherHand => add(r, "wrong_hand", -3, "Firing wrong-handed"),
        Grip::TwoPistols => add(r, "two_pistols", -3, "Firing two pistols"),
        Grip::RifleOneHanded => add(r, "one_handed", -3, "Firing a rifle single-handed"),
    }
    if ctx.horseback_dice > 0 {
        let counted = ctx.horseback_dice.saturating_sub(u8::from(ctx.expert_rider)) as i8;
        let text = format!("Firing from horseback after {} movement dice", ctx.horseback_dice);
        add(r, "horseback", row.horseback * counted, &text);
    }
    if shooter.wounded_in(Location::Head) {
        add(r, "head_wound", -1, "Shooter with head wound");
    }
    let arm_flesh = shooter.wounds().iter().any(|w| {
        w.severity == Severity::Flesh
            && w.location.is_arm()
            && (row.two_handed || w.location == firing_arm(shooter, ctx))
    });
    if arm_flesh {
        add(r, "arm_wound", -1, "Shooter with flesh wound on firing arm");
    }
    let serious = shooter.serious_wounds();
    add(r, "serious_wounds", -2 * serious as i8, &format!("{serious} serious wound(s)"));
    match ctx.impaled {
        Impaled::No => {}
        Impaled::ArrowIn => add(r, "impaled", -2, "Impaled by an arrow still in him"),
        Impaled::ArrowRemoved => add(r, "impaled", -1, "Impaled, arrow removed"),
    }
    if ctx.backshooting {
        add(r, "backshooting", 3, "Backshooting");
    }
    if ctx.target_down {
        add(r, "target_down", 2, "Target is knocked down or knocked out");
    }
    add(r, "class", shooter.class().firing_dice(), shooter.class().name());
    if shooter.class().is_indian() && info.firearm {
        if shooter.has(Skill::CrackShot) {
            reasons.push(Reason::note(
                "indian_firearm",
                "Indian with firearm: ignored, a Crack shot (the playsheet's Apache Crack Shot)",
            ));
        } else {
            reasons.push(Reason::dice("indian_firearm", -1, "Indian with firearm: −1 die"));
        }
    }
    if ctx.aimed {
        reasons.push(Reason::dice("aimed", row.aimed, format!("Aimed shot: {}", signed_dice(row.aimed))));
    }
    if let (Fire::BlazeAway, Some(blaze)) = (ctx.fire, info.blaze) {
        reasons.push(Reason::dice(
            "blazing_away",
            blaze.dice,
            format!("Blazing away with a {}: {}", weapon.name().to_lowercase(), signed_dice(blaze.dice)),
        ));
    }
    let crack = shooter.level(Skill::CrackShot) as i8;
    if crack > 0 {
        reasons.push(Reason::dice(
            "crack_shot",
            crack,
            format!("{}: {}", Skill::CrackShot.label(crack as u8), signed_dice(crack)),
        ));
    }
    if weapon == Weapon::Knife && knifeman > 0 {
        reasons.push(Reason::dice("knifeman", 1, "Knifeman throwing his knife: +1 die"));
    }
    let feeling = feeling_toward(shooter, ctx.feeling, target, options, &mut reasons);
    let white_knight = shooter.level(Skill::WhiteKnight) as i8;
    if white_knight > 0 && (feeling.is_hatred() || target.is_some_and(|t| t.has(Skill::Evil))) {
        reasons.push(Reason::dice(
            "white_knight",
            white_knight,
            format!("White Knight against an Evil or hated opponent: {}", signed_dice(white_knight)),
        ));
    }
    if let Some(t) = target {
        let swift = t.level(Skill::Swift) as i8;
        if swift > 0 && ctx.target_moved {
            reasons.push(Reason::dice(
                "swift",
                -swift,
                format!("Target is Swift and moved last turn: {}", signed_dice(-swift)),
            ));
        }
        let stalker = t.level(Skill::Stalker) as i8;
        if stalker > 0 && ctx.cover {
            reasons.push(Reason::dice(
                "stalker",
                -stalker,
                format!("Target is a Stalker behind cover: {}", signed_dice(-stalker)),
            ));
        }
    }
    if shooter.has(Skill::LegendOfTheWest) {
        reasons.push(Reason::note(
            "legend_of_the_west",
            "Legend of the West: may fire at a group within four inches of each other and share the hits out",
        ));
    }

    let dice = total_dice(&reasons);
    let zero_dice = dice <= 0;
    let deadeye = ctx.fire == Fire::Deliberate && shooter.has(Skill::Deadeye) && !zero_dice;
    if deadeye {
        reasons.push(Reason::note("deadeye", "Deadeye firing single shot: hits on a 5 or 6"));
    }
    let max_hits = match (ctx.fire, info.blaze) {
        _ if zero_dice => 1,
        (Fire::BlazeAway, Some(blaze)) => {
            let quick = shooter.level(Skill::QuickShot);
            if quick > 0 {
                reasons.push(Reason::note(
                    "quick_shot",
                    format!("{}: up to {quick} extra hit(s) blazing away", Skill::QuickShot.label(quick)),
                ));
            }
            blaze.max_hits + quick
        }
        _ if info.mechanism == Mechanism::Bow => match shooter.class() {
            Class::Warrior => 2,
            Class::MightyWarrior => 3,
            _ => 1,
        },
        _ => 1,
    };
    let failure = match (info.mechanism, ctx.fire) {
        (Mechanism::MuzzleLoader, _) => Failure::Misfire,
        (Mechanism::Bow, _) => Failure::BowBreaks,
        (Mechanism::Thrown, _) => Failure::None,
        _ if zero_dice => Failure::OutOfAmmo,
        (_, Fire::BlazeAway) => match options.jams {
            RuleText::Playsheet => Failure::Playsheet,
            RuleText::Ansell1996 => Failure::Ansell1996,
        },
        (_, Fire::Deliberate) => Failure::None,
    };
    let thrown = if zero_dice { row.zero_dice } else { dice as u8 };
    if zero_dice {
        reasons.push(Reason::note(
            "zero_dice",
            format!("No dice left: throws {thrown}D6, two 6s for a single hit; out of ammo on more 1s than 6s"),
        ));
    }
    let rerolls = shooter.level(Skill::Lucky);
    if rerolls > 0 {
        reasons.push(Reason::note(
            "lucky",
            format!("{}: re-rolls {rerolls} die of the throw (1s first, then misses)", Skill::Lucky.label(rerolls)),
        ));
    }
    Ok(ShotPlan {
        weapon,
        fire: ctx.fire,
        range: ctx.range,
        band,
        dice,
        thrown,
        zero_dice,
        hit_on: if deadeye { 5 } else { 6 },
        per_hit: if zero_dice { 2 } else { 1 },
        max_hits,
        rerolls,
        failure,
        fumbles: options.fumbles,
        reasons,
    })
}

/// Adds a reason that changes the dice, unless it changes none.
fn add(reasons: &mut Vec<Reason>, source: &str, n: i8, text: &str) {
    if n != 0 {
        reasons.push(Reason::dice(source, n, format!("{text}: {}", signed_dice(n))));
    }
}

/// The arm of the hand that fires.
fn firing_arm(shooter: &Character, ctx: &ShotContext) -> Location {
    match (ctx.grip, shooter.hand().arm()) {
        (Grip::OtherHand, Location::RightArm) => Location::LeftArm,
        (Grip::OtherHand, _) => Location::RightArm,
        (_, arm) => arm,
    }
}

fn check_grip(shooter: &Character, weapon: Weapon, ctx: &ShotContext) -> Result<(), ShotError> {
    let row = weapon.row().map_or(ChartRow::Pistols, |r| r.row);
    let two_handed = weapon.row().is_some_and(|r| r.two_handed);
    match ctx.grip {
        Grip::TwoPistols if row != ChartRow::Pistols => {
            return Err(ShotError::Grip { reason: "two pistols means two pistols" })
        }
        Grip::RifleOneHanded if !two_handed => {
            return Err(ShotError::Grip { reason: "only a rifle or bow is fired single-handed" })
        }
        Grip::OtherHand if two_handed => {
            return Err(ShotError::Grip { reason: "a rifle or bow is not fired wrong-handed (fire it single-handed)" })
        }
        _ => {}
    }
    let serious_arm =
        |arm: Location| shooter.wounds().iter().any(|w| w.location == arm && w.severity == Severity::Serious);
    if two_handed {
        // 1996: "cannot fire a pistol in that hand, or fire a rifle at all": a serious wound in
        // either arm stops a rifle (or bow), however it is held, one-handed included.
        if let Some(arm) = [Location::RightArm, Location::LeftArm].into_iter().find(|a| serious_arm(*a)) {
            return Err(ShotError::ArmWounded { arm, rifle: true });
        }
        return Ok(());
    }
    let arm = firing_arm(shooter, ctx);
    if serious_arm(arm) {
        return Err(ShotError::ArmWounded { arm, rifle: false });
    }
    Ok(())
}

/// What a shot came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, TS)]
#[ts(export, rename = "FateShotResult")]
pub struct ShotResult {
    pub hits: u8,
    /// Must spend a turn reloading before firing that weapon again.
    pub out_of_ammo: bool,
    /// May not fire again until fixed (Fix Gun).
    pub jammed: bool,
    /// The bow is broken or out of arrows for the rest of the battle.
    pub bow_broken: bool,
    /// The muzzle-loader misfired.
    pub misfire: bool,
    /// Four or more 1s, with the `fumbles` option: something terrible happens.
    pub fumble: bool,
}

/// Reads a shot from how many of its dice (after re-rolls) show 1 and how many are successes.
pub fn result_of(plan: &ShotPlan, ones: u8, successes: u8) -> ShotResult {
    let mut r = ShotResult { hits: (successes / plan.per_hit.max(1)).min(plan.max_hits), ..Default::default() };
    let more_ones = ones > successes;
    match plan.failure {
        Failure::None => {}
        Failure::Playsheet => {
            if ones >= successes + 2 {
                r.jammed = true;
            } else if more_ones || (ones == successes && successes > 0) {
                r.out_of_ammo = true;
            }
            if more_ones {
                r.hits = 0;
            }
        }
        Failure::Ansell1996 => {
            r.out_of_ammo = more_ones;
            r.jammed = ones >= 3;
            if more_ones {
                r.hits = 0;
            }
        }
        Failure::OutOfAmmo | Failure::BowBreaks | Failure::Misfire if more_ones => {
            r.hits = 0;
            match plan.failure {
                Failure::OutOfAmmo => r.out_of_ammo = true,
                Failure::BowBreaks => r.bow_broken = true,
                _ => r.misfire = true,
            }
        }
        Failure::OutOfAmmo | Failure::BowBreaks | Failure::Misfire => {}
    }
    r.fumble = plan.fumbles && ones >= 4;
    r
}

/// Reads thrown dice (after re-rolls).
pub fn resolve(plan: &ShotPlan, dice: &[u8]) -> ShotResult {
    let hit_on = if plan.zero_dice { 6 } else { plan.hit_on };
    result_of(plan, count(dice, 1), count_at_least(dice, hit_on))
}

/// How many 1s and how many other misses Lucky re-rolls, given the first throw's counts: 1s first
/// (when 1s can count against the shot), then other misses while the shot could score more hits.
pub fn lucky_rerolls(plan: &ShotPlan, ones: u8, successes: u8, blanks: u8) -> (u8, u8) {
    let ones_matter = plan.failure != Failure::None || plan.fumbles;
    let more_hits_possible = successes < plan.max_hits.saturating_mul(plan.per_hit);
    let ones_rerolled = if ones_matter || more_hits_possible { plan.rerolls.min(ones) } else { 0 };
    let blanks_rerolled = if more_hits_possible { (plan.rerolls - ones_rerolled).min(blanks) } else { 0 };
    (ones_rerolled, blanks_rerolled)
}

/// A shot as thrown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateRolledShot")]
pub struct RolledShot {
    /// The dice as first thrown.
    pub first: Vec<u8>,
    /// Which of them Lucky re-rolled (indices into `first`).
    pub rerolled: Vec<usize>,
    /// The dice that stand.
    pub dice: Vec<u8>,
    pub result: ShotResult,
}

/// Throws a shot, Lucky's re-rolls included.
pub fn roll_shot(plan: &ShotPlan, rng: &mut impl Rng) -> RolledShot {
    let first = roll_pool(plan.thrown, rng);
    let hit_on = if plan.zero_dice { 6 } else { plan.hit_on };
    let ones = count(&first, 1);
    let successes = count_at_least(&first, hit_on);
    let blanks = first.len() as u8 - ones - successes;
    let (reroll_ones, reroll_blanks) = lucky_rerolls(plan, ones, successes, blanks);
    let mut dice = first.clone();
    let mut rerolled = Vec::new();
    let ones_at = (0..first.len()).filter(|i| first[*i] == 1).take(usize::from(reroll_ones));
    let blanks_at = (0..first.len()).filter(|i| first[*i] != 1 && first[*i] < hit_on).take(usize::from(reroll_blanks));
    for i in ones_at.chain(blanks_at) {
        dice[i] = roll_d6(rng);
        rerolled.push(i);
    }
    let result = resolve(plan, &dice);
    RolledShot { first, rerolled, dice, result }
}

#[cfg(test)]
#[path = "shooting_tests.rs"]
mod tests;
