//! The flags of each MWW throw, read into the rules' own values. A roster figure (`--shooter ID`,
//! `--attacker ID`, `--defender ID`, `--target ID`) brings its weapons, skills, wounds and horse;
//! the flags describe everything else.

use std::path::Path;

use clap::Args;

use super::{fail, MwwCliError, Result};
use crate::rules::mww::fighting::{Fight, Fighter};
use crate::rules::mww::jumping::{GapJump, Landing};
use crate::rules::mww::reactions::{Reactor, Room};
use crate::rules::mww::robbery::{Alarm, Till};
use crate::rules::mww::shooting::{Cover, FiringFrom, Shot, ShotAt, TargetMoved};
use crate::rules::mww::spotting::HidingPlace;
use crate::rules::mww::weapons::{FightWeapon, Shooting, Weapon, FIGHT_WEAPONS, WEAPONS};
use crate::rules::mww::{nearest_name, Figure, Inches, MwwOptions, Skill};

/// Reads a distance in inches (`14`, `2.5`).
pub(super) fn inches(flag: &'static str, typed: &str) -> Result<Inches> {
    Inches::parse(typed).ok_or_else(|| {
        fail(MwwCliError::BadValue {
            flag,
            given: typed.to_string(),
            valid: "a distance in inches, e.g. 14 or 2.5".to_string(),
        })
    })
}

fn bad(flag: &'static str, given: &str, valid: impl IntoIterator<Item = &'static str>) -> crate::cli::CliError {
    fail(MwwCliError::BadValue {
        flag,
        given: given.to_string(),
        valid: valid.into_iter().collect::<Vec<_>>().join(", "),
    })
}

fn not_applicable(flag: &'static str, reason: impl Into<String>) -> crate::cli::CliError {
    fail(MwwCliError::NotApplicable { flag, reason: reason.into() })
}

/// A roster figure of an MWW campaign.
pub(super) fn roster_figure(who: &'static str, id: i64, db: &Path) -> Result<Figure> {
    if !db.exists() {
        return Err(fail(MwwCliError::NoDatabase { who, id, path: db.display().to_string() }));
    }
    let store = crate::store::Store::open(db)?;
    Ok(crate::campaign::mww_figure(&store, id)?)
}

fn store(who: &'static str, id: i64, db: &Path) -> Result<crate::store::Store> {
    if !db.exists() {
        return Err(fail(MwwCliError::NoDatabase { who, id, path: db.display().to_string() }));
    }
    Ok(crate::store::Store::open(db)?)
}

/// The campaign readings a throw is weighed by (`posse campaign options`): a roster figure's
/// campaign's, `--campaign ID`'s, or the defaults; `--option KEY=VALUE` changes one for this
/// question only.
#[derive(Debug, Args)]
pub struct ReadingArgs {
    /// An MWW campaign whose readings the throw follows (a roster figure's own campaign is read
    /// without it).
    #[arg(long, value_name = "ID", global = true)]
    campaign: Option<i64>,
    /// A campaign option for this question only, KEY=VALUE: `moving_mount=stacks` (a shot),
    /// `knocked_out=at_third_wound` (a fight), `horse_jump_00=clears`, `rearing=horse_hit`,
    /// `horse_killed=fifth_wound` (`posse campaign options ID` lists them).
    #[arg(long = "option", value_name = "KEY=VALUE", global = true)]
    options: Vec<String>,
}

impl ReadingArgs {
    /// The readings of a throw that reads the options `reads`, for a roster figure `figure` (who he
    /// is, his id) if there is one. A campaign or an option the throw does not read is refused.
    pub(super) fn resolve(&self, db: &Path, reads: &[&str], figure: Option<(&'static str, i64)>) -> Result<MwwOptions> {
        if reads.is_empty() && self.campaign.is_some() {
            return Err(not_applicable("--campaign", "this throw reads none of a campaign's options"));
        }
        for setting in &self.options {
            let key = setting.split_once('=').map_or(setting.as_str(), |(k, _)| k).trim().replace('-', "_");
            if crate::rules::mww::options::OPTIONS.iter().any(|o| o.id == key) && !reads.contains(&key.as_str()) {
                let which = if reads.is_empty() { "none".to_string() } else { reads.join(", ") };
                return Err(not_applicable(
                    "--option",
                    format!("{key} does not change this throw (the options it reads: {which})"),
                ));
            }
        }
        let base = match (self.campaign, figure) {
            (Some(_), Some((who, id))) => {
                return Err(not_applicable(
                    "--campaign",
                    format!("the {who} (#{id}) is a roster figure: his own campaign's options are read"),
                ))
            }
            (Some(id), None) => crate::campaign::mww_options(&store("campaign", id, db)?, id)?,
            (None, Some((who, id))) => crate::campaign::mww_figure_options(&store(who, id, db)?, id)?,
            (None, None) => MwwOptions::default(),
        };
        Ok(crate::campaign::with_settings(base, &self.options)?)
    }
}

/// The weapon's column of the chance of hit table, as typed (a weapon or a column).
fn shooting(typed: &str) -> Result<Shooting> {
    if let Some(w) = Weapon::read(typed) {
        return w
            .info()
            .shoots_as
            .ok_or_else(|| not_applicable("--weapon", format!("a {} is not shot or thrown", w.name().to_lowercase())));
    }
    match crate::rules::mww::normalise_id(typed).as_str() {
        "thrown_weapon" | "thrown" => Ok(Shooting::ThrownWeapon),
        _ => Err(fail(MwwCliError::BadValue {
            flag: "--weapon",
            given: typed.to_string(),
            valid: format!(
                "a weapon ({}){}",
                WEAPONS.iter().filter(|w| w.shoots_as.is_some()).map(|w| w.id).collect::<Vec<_>>().join(", "),
                nearest_name(typed, Weapon::names()).map(|s| format!("; did you mean {s}?")).unwrap_or_default()
            ),
        })),
    }
}

fn fight_weapon(flag: &'static str, typed: &str) -> Result<FightWeapon> {
    if let Some(w) = Weapon::read(typed) {
        return Ok(w.info().fights_as);
    }
    let id = crate::rules::mww::normalise_id(typed);
    FIGHT_WEAPONS
        .iter()
        .find(|f| f.id == id)
        .map(|f| f.weapon)
        .ok_or_else(|| bad(flag, typed, WEAPONS.iter().map(|w| w.id).chain(["no_weapon", "hand_gun", "rifle_shotgun"])))
}

/// `posse odds mww hit`.
#[derive(Debug, Args)]
pub struct HitArgs {
    /// A roster figure: its weapon (if it has one that shoots), shooting skill and wounds.
    #[arg(long, value_name = "ID")]
    shooter: Option<i64>,
    /// The weapon: six_gun, heavy_pistol, repeating_rifle (winchester), rifle, shotgun, derringer,
    /// bow, lasso, or a thrown knife, axe or spear.
    #[arg(long, value_name = "W")]
    weapon: Option<String>,
    /// Distance to the target in inches (up to 36).
    #[arg(long, value_name = "INCHES", required_unless_present = "by_range")]
    range: Option<String>,
    /// The chance at every inch from 1" to 36" instead (odds only).
    #[arg(long, conflicts_with = "range")]
    by_range: bool,
    /// The firer has the shooting / throwing skill (+10%).
    #[arg(long)]
    skill: bool,
    /// Opportunity fire (−15%).
    #[arg(long)]
    opportunity: bool,
    /// Aim + Shoot (+10%; not when wounded).
    #[arg(long)]
    aim: bool,
    /// The firer moved before shooting (−10%, as the text's worked example counts it).
    #[arg(long)]
    moving: bool,
    /// Or: inches the firer moved on foot (−5% an inch).
    #[arg(long, value_name = "N")]
    moved_inches: Option<u8>,
    /// Firing from a moving horse (−20%).
    #[arg(long, conflicts_with = "from_wagon")]
    from_horse: bool,
    /// Firing from a moving stage or wagon (−15%).
    #[arg(long)]
    from_wagon: bool,
    /// Wounds the firer carries (−5% each; no aiming).
    #[arg(long, value_name = "N")]
    wounds: Option<u8>,
    /// Inches the target moved this turn (under 6: −10%; 6 or more: −20%).
    #[arg(long, value_name = "INCHES")]
    target_moved: Option<String>,
    /// The target is prone (−10% if level and over 2" away, or higher; never in cover).
    #[arg(long)]
    target_prone: bool,
    /// The prone target is higher than the firer.
    #[arg(long, conflicts_with = "target_lower")]
    target_higher: bool,
    /// The prone target is lower than the firer: prone does not count ("only if target is level
    /// and over 2" away or higher than firer").
    #[arg(long)]
    target_lower: bool,
    /// The target fired this turn (opportunity fire is "Only if target moved or fired").
    #[arg(long)]
    target_fired: bool,
    /// The target is outside the firer's forward arc (no opportunity fire; any other shot turns
    /// the model to face it, at no cost).
    #[arg(long)]
    out_of_arc: bool,
    /// The firer has already taken an opportunity shot this turn ("Max of 1 shot per figure").
    #[arg(long)]
    opportunity_taken: bool,
    /// The target's cover: none, soft, hard or window (any cover halves the chance, rounded up).
    #[arg(long, value_name = "COVER")]
    target_cover: Option<String>,
    /// The target is mounted: the shot is at the rider, and a miss is rolled again for the horse.
    #[arg(long, conflicts_with = "at_horse")]
    rider: bool,
    /// Shoot the rider's horse: a miss is rolled again for the rider.
    #[arg(long)]
    at_horse: bool,
}

impl HitArgs {
    pub(super) fn by_range(&self) -> bool {
        self.by_range
    }

    /// The roster figure firing, for his campaign's readings.
    pub(super) fn figure(&self) -> Option<(&'static str, i64)> {
        self.shooter.map(|id| ("shooter", id))
    }

    /// The shot, and the firer's name if he is a roster figure.
    pub(super) fn read(&self, db: &Path) -> Result<(Shot, Option<String>)> {
        let figure = self.shooter.map(|id| roster_figure("shooter", id, db)).transpose()?;
        let weapon = match (&self.weapon, &figure) {
            (Some(typed), Some(f)) => {
                let w = shooting(typed)?;
                if !f.shooting_weapons().iter().any(|c| c.info().shoots_as == Some(w)) {
                    return Err(not_applicable("--weapon", format!("{} carries no {}", f.name(), w.name())));
                }
                w
            }
            (Some(typed), None) => shooting(typed)?,
            (None, Some(f)) => match f.shooting_weapons().as_slice() {
                [one] => one.info().shoots_as.expect("a shooting weapon"),
                [] => {
                    return Err(not_applicable("--shooter", format!("{} carries nothing to shoot or throw", f.name())))
                }
                many => {
                    return Err(fail(MwwCliError::NoWeapon {
                        who: f.name().to_string(),
                        valid: many.iter().map(|w| w.id()).collect::<Vec<_>>().join(", "),
                    }))
                }
            },
            (None, None) => {
                return Err(fail(MwwCliError::NoWeapon {
                    who: "the shooter".to_string(),
                    valid: "six_gun, heavy_pistol, repeating_rifle, rifle, shotgun, derringer, bow, lasso, knife"
                        .to_string(),
                }))
            }
        };
        let range = match &self.range {
            Some(r) => inches("--range", r)?,
            None => Inches(0),
        };
        let mut shot = Shot::new(weapon, range);
        shot.skill = self.skill || figure.as_ref().is_some_and(|f| f.has(Skill::Shooting));
        if self.skill && figure.as_ref().is_some_and(|f| !f.has(Skill::Shooting)) {
            return Err(not_applicable("--skill", "a roster figure's skills come from its sheet"));
        }
        if self.wounds.is_some() && figure.is_some() {
            return Err(not_applicable("--wounds", "a roster figure's wounds come from its sheet"));
        }
        shot.wounds = self.wounds.or(figure.as_ref().map(Figure::wounds)).unwrap_or(0);
        shot.opportunity = self.opportunity;
        shot.aim = self.aim;
        shot.firer_moved = self.moving;
        shot.moved_inches = self.moved_inches.unwrap_or(0);
        if self.moved_inches == Some(0) {
            return Err(not_applicable("--moved-inches", "give the inches moved (1 or more), or leave it out"));
        }
        shot.from = match (self.from_horse, self.from_wagon) {
            (true, _) => FiringFrom::MovingHorse,
            (_, true) => FiringFrom::MovingWagon,
            _ => FiringFrom::Foot,
        };
        if self.from_horse && figure.as_ref().is_some_and(|f| f.mount().is_none()) {
            return Err(not_applicable("--from-horse", "the shooter has no horse on his sheet"));
        }
        shot.target_moved = match &self.target_moved {
            None => TargetMoved::No,
            Some(typed) => {
                let moved = inches("--target-moved", typed)?;
                if moved == Inches(0) {
                    TargetMoved::No
                } else if moved < Inches::whole(6) {
                    TargetMoved::Under6
                } else {
                    TargetMoved::SixPlus
                }
            }
        };
        shot.target_prone = self.target_prone;
        shot.target_higher = self.target_higher;
        shot.target_lower = self.target_lower;
        shot.target_fired = self.target_fired;
        shot.out_of_arc = self.out_of_arc;
        shot.opportunity_taken = self.opportunity_taken;
        shot.cover = match &self.target_cover {
            None => Cover::None,
            Some(typed) => {
                let id = crate::rules::mww::normalise_id(typed);
                Cover::ALL
                    .into_iter()
                    .find(|c| c.id() == id || (id == "doorway" && *c == Cover::Window))
                    .ok_or_else(|| bad("--target-cover", typed, Cover::ALL.map(Cover::id)))?
            }
        };
        shot.at = match (self.rider, self.at_horse) {
            (true, _) => ShotAt::Rider,
            (_, true) => ShotAt::Horse,
            _ => ShotAt::Figure,
        };
        Ok((shot, figure.map(|f| f.name().to_string())))
    }
}

/// `posse odds mww wound`.
#[derive(Debug, Args)]
pub struct WoundArgs {
    /// The weapon that hit (as for `hit`), or `arrow`.
    #[arg(long, value_name = "W")]
    weapon: String,
    /// The figure hit is mounted: the chance he falls off, and what the fall does.
    #[arg(long)]
    mounted: bool,
    /// Wounds the mounted figure carried before this hit.
    #[arg(long, value_name = "N", requires = "mounted")]
    wounds: Option<u8>,
}

impl WoundArgs {
    pub(super) fn read(&self) -> Result<(crate::rules::mww::weapons::WoundRow, Option<u8>)> {
        let row = if crate::rules::mww::normalise_id(&self.weapon) == "arrow" {
            crate::rules::mww::weapons::WoundRow::Arrow
        } else {
            let s = shooting(&self.weapon)?;
            s.wounds().ok_or_else(|| not_applicable("--weapon", "a lasso catches and does not wound"))?
        };
        Ok((row, self.mounted.then(|| self.wounds.unwrap_or(0))))
    }
}

/// `posse odds mww fight`.
#[derive(Debug, Args)]
pub struct FightArgs {
    /// The attacker, a roster figure (his best weapon, fighting skill, wounds, horse).
    #[arg(long, value_name = "ID")]
    attacker: Option<i64>,
    /// The attacker's weapon (a roster figure's must be one he carries).
    #[arg(long, value_name = "W")]
    weapon: Option<String>,
    /// APs the attacker puts in: 1 to 3 (default 1).
    #[arg(long, value_name = "N", default_value_t = 1)]
    ap: u8,
    /// The attacker has the fighting skill.
    #[arg(long)]
    skill: bool,
    /// The attacker's wounds (an inline attacker).
    #[arg(long, value_name = "N")]
    wounds: Option<u8>,
    /// The attacker is mounted (an inline attacker).
    #[arg(long)]
    mounted: bool,
    #[arg(long)]
    prone: bool,
    /// The attacker stands on the higher level.
    #[arg(long)]
    higher: bool,
    /// Attacking from the rear (+2).
    #[arg(long)]
    rear: bool,
    /// One of two or more attacking the defender (+1).
    #[arg(long)]
    multiple: bool,
    /// The defender, a roster figure.
    #[arg(long, value_name = "ID")]
    defender: Option<i64>,
    #[arg(long, value_name = "W")]
    defender_weapon: Option<String>,
    /// Held APs the defender adds: 0 to 3 (default 0).
    #[arg(long, value_name = "N", default_value_t = 0)]
    defender_ap: u8,
    #[arg(long)]
    defender_skill: bool,
    #[arg(long, value_name = "N")]
    defender_wounds: Option<u8>,
    #[arg(long)]
    defender_mounted: bool,
    #[arg(long)]
    defender_prone: bool,
    #[arg(long)]
    defender_higher: bool,
    /// The defender fights from behind an obstacle (+2).
    #[arg(long)]
    obstacle: bool,
}

/// One side of a fight as typed.
struct Side<'a> {
    who: &'static str,
    id: Option<i64>,
    weapon: Option<&'a str>,
    weapon_flag: &'static str,
    ap: u8,
    skill: (bool, &'static str),
    wounds: (Option<u8>, &'static str),
    mounted: (bool, &'static str),
    prone: bool,
    higher: bool,
}

fn fighter(side: Side, db: &Path) -> Result<(Fighter, String)> {
    let figure = side.id.map(|id| roster_figure(side.who, id, db)).transpose()?;
    let weapon = match (side.weapon, &figure) {
        (Some(typed), Some(f)) => {
            let w = fight_weapon(side.weapon_flag, typed)?;
            if w != FightWeapon::NoWeapon && !f.weapons().iter().any(|c| c.info().fights_as == w) {
                return Err(not_applicable(
                    side.weapon_flag,
                    format!("{} carries no {}", f.name(), w.info().name.to_lowercase()),
                ));
            }
            w
        }
        (Some(typed), None) => fight_weapon(side.weapon_flag, typed)?,
        (None, Some(f)) => f.fight_weapon(),
        (None, None) => FightWeapon::NoWeapon,
    };
    if let Some(f) = &figure {
        for (given, flag) in
            [(side.skill.0, side.skill.1), (side.wounds.0.is_some(), side.wounds.1), (side.mounted.0, side.mounted.1)]
        {
            if given {
                return Err(not_applicable(
                    flag,
                    format!("{}'s skills, wounds and horse come from his sheet", f.name()),
                ));
            }
        }
    }
    let mut fighter = Fighter::new(weapon, side.ap);
    fighter.skill = side.skill.0 || figure.as_ref().is_some_and(|f| f.has(Skill::Fighting));
    fighter.wounds = side.wounds.0.or(figure.as_ref().map(Figure::wounds)).unwrap_or(0);
    fighter.mounted = side.mounted.0 || figure.as_ref().is_some_and(|f| f.mount().is_some());
    fighter.prone = side.prone;
    fighter.higher = side.higher;
    let name = figure.map_or_else(|| format!("The {}", side.who), |f| f.name().to_string());
    Ok((fighter, name))
}

impl FightArgs {
    /// The roster figure whose campaign's readings the fight follows: the attacker's, else the
    /// defender's.
    pub(super) fn figure(&self) -> Option<(&'static str, i64)> {
        self.attacker.map(|id| ("attacker", id)).or(self.defender.map(|id| ("defender", id)))
    }

    pub(super) fn read(&self, db: &Path) -> Result<(Fight, String, String)> {
        let (attacker, a_name) = fighter(
            Side {
                who: "attacker",
                id: self.attacker,
                weapon: self.weapon.as_deref(),
                weapon_flag: "--weapon",
                ap: self.ap,
                skill: (self.skill, "--skill"),
                wounds: (self.wounds, "--wounds"),
                mounted: (self.mounted, "--mounted"),
                prone: self.prone,
                higher: self.higher,
            },
            db,
        )?;
        let (defender, d_name) = fighter(
            Side {
                who: "defender",
                id: self.defender,
                weapon: self.defender_weapon.as_deref(),
                weapon_flag: "--defender-weapon",
                ap: self.defender_ap,
                skill: (self.defender_skill, "--defender-skill"),
                wounds: (self.defender_wounds, "--defender-wounds"),
                mounted: (self.defender_mounted, "--defender-mounted"),
                prone: self.defender_prone,
                higher: self.defender_higher,
            },
            db,
        )?;
        if self.attacker.is_some() && self.attacker == self.defender {
            return Err(not_applicable("--defender", "a figure cannot fight himself"));
        }
        let fight =
            Fight { attacker, defender, from_rear: self.rear, multiple: self.multiple, behind_obstacle: self.obstacle };
        Ok((fight, a_name, d_name))
    }
}

/// `posse odds mww spot`.
#[derive(Debug, Args)]
pub struct SpotArgs {
    /// Where the target is: window (or doorway), hard or soft (cover).
    #[arg(long, value_name = "PLACE")]
    place: String,
    /// Distance in inches.
    #[arg(long, value_name = "INCHES")]
    range: String,
}

impl SpotArgs {
    pub(super) fn read(&self) -> Result<(HidingPlace, Inches)> {
        let id = crate::rules::mww::normalise_id(&self.place);
        let place = HidingPlace::ALL
            .into_iter()
            .find(|p| {
                p.id() == id || (id == "doorway" && *p == HidingPlace::Window) || id == format!("{}_cover", p.id())
            })
            .ok_or_else(|| bad("--place", &self.place, HidingPlace::ALL.map(HidingPlace::id)))?;
        Ok((place, inches("--range", &self.range)?))
    }
}

/// `posse odds mww reaction`: two figures meeting unexpectedly.
#[derive(Debug, Args)]
pub struct ReactionArgs {
    /// The first figure is moving (+1).
    #[arg(long)]
    moving: bool,
    /// The first figure has his back to the other (−1).
    #[arg(long)]
    back_to_target: bool,
    /// The first figure's wounds (−1 each).
    #[arg(long, value_name = "N", default_value_t = 0)]
    wounds: u8,
    #[arg(long)]
    other_moving: bool,
    #[arg(long)]
    other_back_to_target: bool,
    #[arg(long, value_name = "N", default_value_t = 0)]
    other_wounds: u8,
}

impl ReactionArgs {
    pub(super) fn read(&self) -> (Reactor, Reactor) {
        (
            Reactor { moving: self.moving, back_to_target: self.back_to_target, wounds: self.wounds },
            Reactor { moving: self.other_moving, back_to_target: self.other_back_to_target, wounds: self.other_wounds },
        )
    }
}

/// `posse odds mww target`: whom a figure bursting into a room shoots at.
#[derive(Debug, Args)]
pub struct TargetArgs {
    #[arg(long, value_name = "N")]
    enemies: u8,
    #[arg(long, value_name = "N")]
    friends: u8,
    /// Some of the friendly figures are of the figure's own gang.
    #[arg(long)]
    own_gang: bool,
    #[arg(long, value_name = "N", default_value_t = 0)]
    civilians: u8,
}

impl TargetArgs {
    pub(super) fn read(&self) -> Room {
        Room { enemies: self.enemies, friends: self.friends, own_gang: self.own_gang, civilians: self.civilians }
    }
}

/// `posse odds mww gap`: jumping a gap.
#[derive(Debug, Args)]
pub struct GapArgs {
    /// The gap, in inches.
    #[arg(long, value_name = "INCHES")]
    distance: String,
    /// The far side is this many inches lower.
    #[arg(long, value_name = "INCHES", conflicts_with = "higher")]
    lower: Option<String>,
    /// The far side is this many inches higher.
    #[arg(long, value_name = "INCHES")]
    higher: Option<String>,
    /// The figure moved more than 1" and then jumped (+1).
    #[arg(long)]
    run_up: bool,
}

impl GapArgs {
    pub(super) fn read(&self) -> Result<GapJump> {
        let landing = match (&self.lower, &self.higher) {
            (Some(d), _) => Landing::Lower(inches("--lower", d)?),
            (_, Some(d)) => Landing::Higher(inches("--higher", d)?),
            _ => Landing::Level,
        };
        if matches!(landing, Landing::Lower(Inches(0)) | Landing::Higher(Inches(0))) {
            return Err(not_applicable("--lower", "a difference of 0\" is the same level: leave it out"));
        }
        Ok(GapJump { distance: inches("--distance", &self.distance)?, landing, run_up: self.run_up })
    }
}

/// `posse odds mww height`: jumping down from a height.
#[derive(Debug, Args)]
pub struct HeightArgs {
    /// The height, in inches (up to 4).
    #[arg(long, value_name = "INCHES")]
    height: String,
}

impl HeightArgs {
    pub(super) fn read(&self) -> Result<Inches> {
        inches("--height", &self.height)
    }
}

/// `posse odds mww horse_jump`: a horse jumping a fence or wall.
#[derive(Debug, Args)]
pub struct HorseJumpArgs {
    /// The rider has riding skill (fails on 01–15, not 01–25; "Figures with riding skills fail on 15%").
    #[arg(long)]
    riding_skill: bool,
    /// Inches the horse moved before the jump (at least 1).
    #[arg(long, value_name = "INCHES")]
    moved: String,
}

impl HorseJumpArgs {
    pub(super) fn read(&self) -> Result<(bool, Inches)> {
        Ok((self.riding_skill, inches("--moved", &self.moved)?))
    }
}

/// `posse odds mww rear`: a horse or its rider hit, the horse rearing up.
#[derive(Debug, Args)]
pub struct RearArgs {
    /// The horse's wounds, this turn's hit included (0 for a rider hit on an unhurt horse).
    #[arg(long, value_name = "N", default_value_t = 0)]
    horse_wounds: u8,
    /// The rider's wounds, this turn's hit included.
    #[arg(long, value_name = "N", default_value_t = 0)]
    rider_wounds: u8,
}

impl RearArgs {
    pub(super) fn read(&self) -> (u8, u8) {
        (self.horse_wounds, self.rider_wounds)
    }
}

/// `posse odds mww alarm`: the alarm's chance this turn of a bank robbery.
#[derive(Debug, Args)]
pub struct AlarmArgs {
    /// Turns the robbers have been in the bank, this one included (at least 1).
    #[arg(long, value_name = "N")]
    turns: u8,
    /// Shots heard.
    #[arg(long, value_name = "N", default_value_t = 0)]
    shots: u8,
    /// Horses within 6" of the bank door.
    #[arg(long, value_name = "N", default_value_t = 0)]
    horses: u8,
    /// Gang members within 12" of a lawman.
    #[arg(long, value_name = "N", default_value_t = 0)]
    near_lawman: u8,
}

impl AlarmArgs {
    pub(super) fn read(&self) -> Result<Alarm> {
        if self.turns == 0 {
            return Err(not_applicable(
                "--turns",
                "the alarm is rolled on each turn the robbers are in the bank: 1 or more",
            ));
        }
        Ok(Alarm { turns: self.turns, shots: self.shots, horses: self.horses, near_lawman: self.near_lawman })
    }
}

/// `posse odds mww robbery`: the wait and the takings.
#[derive(Debug, Args)]
pub struct RobberyArgs {
    /// The safe (2 d3 turns, 3 d6 × 1000) rather than the money handed over (1 d3, 3 d6 × 100).
    #[arg(long)]
    safe: bool,
    /// One of the staff was shot: the wait is halved.
    #[arg(long)]
    staff_shot: bool,
}

impl RobberyArgs {
    pub(super) fn read(&self) -> (Till, bool) {
        (if self.safe { Till::Safe } else { Till::Counter }, self.staff_shot)
    }
}
