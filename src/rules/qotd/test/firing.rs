//! The weapon of a test (QOTD Reel 4, the Weapons Table and its notes): which one is used, how a
//! shot with it is really taken, in which column of the table of action dice, and what each die
//! does to it. Also the checks that refuse shots the rules do not allow.

use super::{Circumstances, Reason, ReasonKind, TestError, TestId, TestPlan};
use crate::dice::AttackDice;
use crate::rules::qotd::charts::{FiringForm, FormDice, ShotType};
use crate::rules::qotd::options::{FlintlockMisfires, PreloadedMisfires};
use crate::rules::qotd::{
    find_weapon, nearest_name, weapon_names, Character, FireMode, Ignition, Mishaps, MissileGroup, MissileWeapon,
    QotdOptions, Reload, ShotRule, WeaponChoice,
};

pub(super) fn find(given: &str) -> Result<WeaponChoice, TestError> {
    find_weapon(given).ok_or_else(|| TestError::UnknownWeapon {
        given: given.to_string(),
        suggestion: nearest_name(given, weapon_names().map(|(n, _)| n)).map(str::to_string),
    })
}

/// The missile weapon a shot is made with: the one named, else the first the character carries;
/// `None` when they carry none (then an unnamed single-shot weapon of normal impact is assumed).
/// Any weapon may be named, carried or not: weapons are picked up in play.
pub fn shooting_weapon(character: &Character, c: &Circumstances) -> Result<Option<&'static MissileWeapon>, TestError> {
    match c.weapon.as_deref() {
        Some(given) => match find(given)? {
            WeaponChoice::Missile(w) => Ok(Some(w)),
            WeaponChoice::Melee(w) => Err(TestError::NotAMissileWeapon { id: w.id }),
        },
        None => Ok(character.weapons().iter().find_map(|w| match w {
            WeaponChoice::Missile(m) => Some(*m),
            WeaponChoice::Melee(_) => None,
        })),
    }
}

/// The weapon an attack is made with: the one named, else the first melee weapon carried, else
/// fists (`None`).
pub fn fighting_weapon(character: &Character, c: &Circumstances) -> Result<Option<WeaponChoice>, TestError> {
    match c.weapon.as_deref() {
        Some(given) => match find(given)? {
            WeaponChoice::Missile(w) => Err(TestError::NotAMeleeWeapon { id: w.id }),
            melee => Ok(Some(melee)),
        },
        None => Ok(character.weapons().iter().copied().find(|w| matches!(w, WeaponChoice::Melee(_)))),
    }
}

/// Whether the weapon has two barrels to fire at once.
fn has_two_barrels(w: &MissileWeapon) -> bool {
    w.id.contains("double_barrelled") || w.id.contains("sawn_off") || w.id.contains("holdout")
}

/// Repeating or revolving weapons, which may make snap shots.
fn repeats(w: &MissileWeapon) -> bool {
    matches!(w.reload, Reload::WhenAOneIsThrown | Reload::Slide)
}

/// A weapon as one shot or reload uses it: the fire mode, the shot as really taken, and what each
/// die does to it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Firing {
    pub weapon: &'static MissileWeapon,
    pub mode: &'static FireMode,
    /// The Le Mat's shotgun barrel ("may make 1 shot as a sawn off shotgun"), not its bullets.
    pub barrel: bool,
    pub shot: ShotType,
    /// What each die does to the weapon: its own numbers, a preloaded cylinder's ("misfires on a 3
    /// and 2"), or fanning's (a 1 "jams and needs reloading").
    pub mishaps: Mishaps,
    /// "Missile weapons that have to be reloaded if any 1s are thrown when shooting": revolving,
    /// repeating, bolt action and magazine firearms (not the Le Mat's single shotgun barrel).
    pub empties_on_any_one: bool,
    pub preloaded_cylinder: bool,
}

impl Firing {
    pub fn range(&self) -> u8 {
        self.mode.range
    }

    /// As far as the weapon shoots: twice the effective range, but a stick of dynamite "can be
    /// thrown 8 paces".
    pub fn long_range(&self) -> u8 {
        if self.weapon.explosive {
            self.mode.range
        } else {
            self.mode.range.saturating_mul(2)
        }
    }

    /// Its name as shown: "French shotgun pistol (Le Mat), shotgun barrel".
    pub fn name(&self) -> String {
        if self.barrel {
            format!("{}, {}", self.weapon.name, self.mode.name)
        } else {
            self.weapon.name.to_string()
        }
    }

    /// Reloaded after this shot: a single shot (the Le Mat's barrel), else as the weapon is.
    pub fn reload(&self) -> Reload {
        if self.barrel {
            Reload::AfterEveryShot
        } else {
            self.weapon.reload
        }
    }
}

/// The weapon of a shot or reload as it is used in circumstances `c`, unchecked (see
/// [`check_firing`]): `None` for an unnamed weapon, or a mode the weapon does not have.
pub fn firing(character: &Character, weapon: Option<&'static MissileWeapon>, c: &Circumstances) -> Option<Firing> {
    let weapon = weapon?;
    let mode = match c.fire_mode.as_deref() {
        Some(given) => weapon.mode(given)?,
        None => &weapon.modes[0],
    };
    let barrel = !std::ptr::eq(mode, &weapon.modes[0]);
    let shot = effective_shot(character, weapon, c);
    let preloaded_cylinder = c.preloaded_cylinder && weapon.preloaded_cylinders;
    let mishaps = mishaps_of(weapon, preloaded_cylinder, shot, &QotdOptions::default());
    Some(Firing {
        weapon,
        mode,
        barrel,
        shot,
        mishaps,
        empties_on_any_one: weapon.reload == Reload::WhenAOneIsThrown && !barrel,
        preloaded_cylinder,
    })
}

/// What each die does to a weapon as used, by a campaign's readings: a preloaded cylinder's numbers
/// (option `preloaded_misfires`), a flintlock's (option `flintlock_misfires`), and fanning's ("If
/// a double action pistol or fanning reroll it jams and needs reloading": a 1 jams it).
fn mishaps_of(weapon: &MissileWeapon, preloaded: bool, shot: ShotType, options: &QotdOptions) -> Mishaps {
    let mishaps = match (preloaded, options.preloaded_misfires) {
        (true, PreloadedMisfires::ThreeAndTwo) => Mishaps::PRELOADED_CYLINDER,
        (true, PreloadedMisfires::JamsOnTwo) => Mishaps::PRELOADED_CYLINDER_JAMS_ON_TWO,
        (false, _)
            if weapon.ignition == Ignition::Flintlock && options.flintlock_misfires == FlintlockMisfires::AnyMiss =>
        {
            Mishaps { misfire: Mishaps::FLINTLOCK_ANY_MISS.misfire, ..weapon.mishaps }
        }
        (false, _) => weapon.mishaps,
    };
    if shot == ShotType::Fanning {
        Mishaps { jam: &[1], ..mishaps }
    } else {
        mishaps
    }
}

/// A plan of a hit or a reload with its weapon read by a campaign's `options` (a plan is made by
/// the default readings; the chain knows the campaign's): what each die does to the weapon, and the
/// notes that say so.
pub fn with_options(mut plan: TestPlan, options: &QotdOptions) -> TestPlan {
    let Some(f) = plan.firing else { return plan };
    let mishaps = mishaps_of(f.weapon, f.preloaded_cylinder, f.shot, options);
    plan.firing = Some(Firing { mishaps, ..f });
    for r in plan.reasons.iter_mut().filter(|r| r.source == "preloaded_cylinder" && r.kind == ReasonKind::Note) {
        if plan.test == TestId::HitFromShooting {
            r.text = preloaded_note(&mishaps);
        }
    }
    if f.weapon.ignition == Ignition::Flintlock
        && !f.preloaded_cylinder
        && options.flintlock_misfires == FlintlockMisfires::AnyMiss
    {
        plan.reasons.push(Reason {
            kind: ReasonKind::Note,
            source: "flintlock_misfires".into(),
            dv: None,
            text: "A flintlock misfires on any miss, 1 to 4 (campaign option flintlock_misfires=any_miss: the hit chart's \"If a Flint lock it misfires\")".into(),
        });
    }
    plan
}

/// The note of a shot with a preloaded cylinder.
pub(super) fn preloaded_note(mishaps: &Mishaps) -> String {
    format!("A preloaded cylinder: {}", mishaps.words())
}

/// The shot as it is really taken.
/// - A whip's is always hasty ("Treat as a hasty shot").
/// - A thrown weapon's, or an entangling hurled weapon's, is deliberate or aimed as asked, even
///   after moving or drawing: "All shots are deliberate or aimed" is the weapon's own rule, and
///   it is more particular than "If moved any shots are rated as Hasty". Not aimed after moving:
///   "Aimed Shots – the shooter must not have moved" ([`check_shot`] refuses it).
/// - Otherwise a character who moved, or draws without Quick Draw, shoots hastily ("If moved any
///   shots are rated as Hasty"; "When a character draws and fires their weapon in the same turn
///   this counts as firing a Hasty Shot").
pub(super) fn effective_shot(character: &Character, weapon: &MissileWeapon, c: &Circumstances) -> ShotType {
    let asked = c.shot_type.unwrap_or(ShotType::Deliberate);
    let quick_draw = character.traits().iter().any(|t| t.id() == "quick_draw");
    match weapon.shots {
        ShotRule::Hasty => ShotType::Hasty,
        ShotRule::DeliberateOrAimed => asked,
        ShotRule::Any if c.moved || (c.drawing && !quick_draw) => ShotType::Hasty,
        ShotRule::Any => asked,
    }
}

/// The shot of an unnamed weapon: hasty after moving or drawing without Quick Draw.
pub(super) fn unarmed_shot(character: &Character, c: &Circumstances) -> ShotType {
    let quick_draw = character.traits().iter().any(|t| t.id() == "quick_draw");
    if c.moved || (c.drawing && !quick_draw) {
        ShotType::Hasty
    } else {
        c.shot_type.unwrap_or(ShotType::Deliberate)
    }
}

/// The column of the form-of-attack table a shot is in.
///
/// Decisions: the Le Mat's bullets are a single shot, and its shotgun barrel "1 shot as a sawn off
/// shotgun" (one barrel of a sawn-off); a hold-out fires both its barrels as a double-barrelled
/// weapon; a volley gun and a blunderbuss are scatter weapons whatever the shot; a thrown stick of
/// dynamite is a "Fused Grenade/dynamite".
pub fn shooting_form(firing: Option<&Firing>, shot: ShotType, both_barrels: bool) -> FiringForm {
    if let Some(form) = shot.firing_form() {
        return form;
    }
    let Some(f) = firing else { return FiringForm::SingleShot };
    let w = f.weapon;
    match w.id {
        _ if f.barrel => FiringForm::DoubleShot,
        _ if w.explosive => FiringForm::Scatter,
        id if id.contains("blunderbuss") || id.contains("volley_gun") => FiringForm::Scatter,
        id if id.contains("sawn_off") => {
            if both_barrels {
                FiringForm::Scatter
            } else {
                FiringForm::DoubleShot
            }
        }
        _ if both_barrels => FiringForm::DoubleShot,
        _ => FiringForm::SingleShot,
    }
}

impl From<FormDice> for AttackDice {
    fn from(f: FormDice) -> AttackDice {
        if f.all_score {
            AttackDice::Each(f.dice)
        } else if f.dice == 1 {
            AttackDice::One(crate::dice::ActionDice::ONE_D10)
        } else {
            AttackDice::One(crate::dice::ActionDice { dice: f.dice, keep: crate::dice::Keep::Best })
        }
    }
}

/// Refuses a fire mode or preloaded cylinder the weapon does not have.
pub(super) fn check_firing(weapon: Option<&'static MissileWeapon>, c: &Circumstances) -> Result<(), TestError> {
    let Some(w) = weapon else { return Ok(()) };
    if let Some(given) = c.fire_mode.as_deref() {
        if w.mode(given).is_none() {
            return Err(TestError::UnknownFireMode { weapon: w.id, given: given.to_string(), modes: w.mode_ids() });
        }
    }
    if c.preloaded_cylinder && !w.preloaded_cylinders {
        return Err(TestError::NoPreloadedCylinder { weapon: w.id });
    }
    Ok(())
}

/// Refuses a shot the Weapons Table does not allow: beyond the weapon's reach, a shot its notes
/// forbid (a whip's is hasty, a thrown weapon's deliberate or aimed), a shot that needs the shooter
/// still asked for after moving ([`not_after_moving`]), a snap shot with a weapon that does not
/// repeat, fanning with anything but a single action revolver or beyond 6 paces, a second barrel
/// that is not there.
pub(super) fn check_shot(
    character: &Character,
    weapon: Option<&'static MissileWeapon>,
    c: &Circumstances,
) -> Result<(), TestError> {
    check_firing(weapon, c)?;
    let Some(f) = firing(character, weapon, c) else {
        not_after_moving(ShotRule::Any, c)?;
        let shot = unarmed_shot(character, c);
        return max_range(shot, c);
    };
    let w = f.weapon;
    let asked = c.shot_type;
    let refuse = |shot: ShotType, why: String| Err(TestError::ShotNotPossible { shot: shot.id(), why });
    match (w.shots, asked) {
        (ShotRule::Hasty, Some(s)) if s != ShotType::Hasty => {
            return refuse(s, format!("{} shots are always hasty (\"Treat as a hasty shot\")", w.name))
        }
        (ShotRule::DeliberateOrAimed, Some(s)) if !matches!(s, ShotType::Deliberate | ShotType::Aimed) => {
            return refuse(s, format!("with {} \"All shots are deliberate or aimed\"", w.name))
        }
        _ => {}
    }
    not_after_moving(w.shots, c)?;
    if let Some(range) = c.range_paces {
        if range > f.long_range() {
            return Err(TestError::OutOfRange { weapon: w.id, range, max: f.long_range(), doubled: !w.explosive });
        }
    }
    if c.both_barrels && (!has_two_barrels(w) || f.barrel) {
        return Err(TestError::NoSecondBarrel { weapon: w.id });
    }
    match f.shot {
        ShotType::Snap if !repeats(w) || f.barrel => {
            return refuse(f.shot, format!("snap shots need a repeating or revolving weapon, not {}", f.name()))
        }
        ShotType::Fanning if !w.fanning || f.barrel => {
            let what = match w.group {
                MissileGroup::Handgun => format!("{} is not one", w.name),
                _ => format!("not {}", f.name()),
            };
            return refuse(f.shot, format!("fanning is \"only possible with a single action revolver\": {what}"));
        }
        _ => {}
    }
    max_range(f.shot, c)
}

/// Refuses a shot asked for after moving that the Types of Shooting say needs the shooter still
/// (QOTD Reel 4): "Snap shots – … the shooter must not have moved", "Fanning – … the character must
/// not have moved", "Deliberate Shots – … the shooter must not have moved", "Aimed Shots – the
/// shooter must not have moved, and spent one turn aiming". Asked for by name, such a shot is
/// refused rather than quietly made hasty ("If moved any shots are rated as Hasty": a moving
/// shooter leaves the shot unsaid, or says hasty). A thrown or hurled weapon's own rule, "All shots
/// are deliberate or aimed", keeps its deliberate shot after moving, but never its aimed one.
fn not_after_moving(rule: ShotRule, c: &Circumstances) -> Result<(), TestError> {
    let Some(asked) = c.shot_type.filter(|_| c.moved) else { return Ok(()) };
    let rule_text = match (asked, rule) {
        (ShotType::Hasty, _) | (ShotType::Deliberate, ShotRule::DeliberateOrAimed) => return Ok(()),
        (ShotType::Aimed, _) => "\"Aimed Shots – the shooter must not have moved, and spent one turn aiming at a target before shooting\"",
        (ShotType::Snap, _) => "\"Snap shots – these are only possible with repeating or revolving weapons and the shooter must not have moved\"",
        (ShotType::Fanning, _) => "\"Fanning – this is only possible with a single action revolver and the character must not have moved\"",
        (ShotType::Deliberate, _) => "\"Deliberate Shots – this covers most shots; the shooter must not have moved\" (after moving, leave the shot unsaid or say hasty: \"If moved any shots are rated as Hasty\")",
    };
    Err(TestError::ShotNotPossible { shot: asked.id(), why: format!("after moving (moved) — {rule_text}") })
}

fn max_range(shot: ShotType, c: &Circumstances) -> Result<(), TestError> {
    if let (Some(max), Some(range)) = (shot.max_range(), c.range_paces) {
        if range > max {
            return Err(TestError::ShotNotPossible {
                shot: shot.id(),
                why: format!("it has a maximum range of {max} paces"),
            });
        }
    }
    Ok(())
}
