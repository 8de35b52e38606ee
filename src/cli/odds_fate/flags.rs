//! The flags of `posse odds fate …` and `posse roll fate …`, and how they are read into characters
//! (roster or inline), options and contexts.

use std::path::Path;

use clap::Args;
use serde::de::DeserializeOwned;

use crate::rules::fate::actions::{MoveContext, MoveKind, Terrain};
use crate::rules::fate::duel::Facing;
use crate::rules::fate::fighting::{plan_fight, Arms, FightPlan, Fighter, Standing};
use crate::rules::fate::hits::{plan_effect, EffectContext, EffectPlan};
use crate::rules::fate::nerve::NerveContext;
use crate::rules::fate::shooting::{plan_shot, Fire, ShotContext, ShotPlan};
use crate::rules::fate::{
    Character, CharacterSheet, Class, FateOptions, HitTable, HouseGrid, HouseTables, SkillPick, Weapon, WoundPick,
};

use super::{fail, FateCliError, Result};

/// An inline character, as typed: `--class shootist --skill quick_shot --skill strong --skill
/// strong` (a skill given twice is taken twice: Very Strong).
#[derive(Debug, Args)]
struct Inline {
    /// An inline character's class: citizen, gunman, shootist, legend, young_blood, warrior or
    /// mighty_warrior.
    #[arg(long, value_name = "CLASS")]
    class: Option<String>,
    /// An inline character's skill, repeatable; give a double skill twice (or `very_strong`).
    #[arg(long = "skill", value_name = "S", requires = "class")]
    skills: Vec<String>,
    /// An inline character's shooting hand: right, left or ambidextrous.
    #[arg(long, value_name = "HAND", requires = "class")]
    hand: Option<String>,
    /// An inline character's wound, repeatable: `serious:right_arm`, `flesh:legs` (or "serious right arm").
    #[arg(long = "wound", value_name = "W", requires = "class")]
    wounds: Vec<String>,
}

/// The character shot at or attacked, described inline.
#[derive(Debug, Args)]
struct TargetInline {
    /// An inline target's class.
    #[arg(long = "target-class", value_name = "CLASS", conflicts_with = "target")]
    target_class: Option<String>,
    /// An inline target's skill, repeatable.
    #[arg(long = "target-skill", value_name = "S", requires = "target_class")]
    target_skills: Vec<String>,
    /// An inline target's shooting hand.
    #[arg(long = "target-hand", value_name = "HAND", requires = "target_class")]
    target_hand: Option<String>,
    /// An inline target's wound, repeatable.
    #[arg(long = "target-wound", value_name = "W", requires = "target_class")]
    target_wounds: Vec<String>,
}

/// The second duellist, described inline.
#[derive(Debug, Args)]
struct OtherInline {
    /// The other duellist's class.
    #[arg(long = "other-class", value_name = "CLASS")]
    other_class: Option<String>,
    /// The other duellist's skill, repeatable.
    #[arg(long = "other-skill", value_name = "S", requires = "other_class")]
    other_skills: Vec<String>,
    /// The other duellist's shooting hand.
    #[arg(long = "other-hand", value_name = "HAND", requires = "other_class")]
    other_hand: Option<String>,
    /// The other duellist's wound, repeatable.
    #[arg(long = "other-wound", value_name = "W", requires = "other_class")]
    other_wounds: Vec<String>,
}

/// Rule options for inline characters, on top of the campaign's for roster ones.
#[derive(Debug, Args)]
struct OptionArgs {
    /// A rule option, repeatable: `jams=ansell_1996`, `fumbles=on` (as `posse campaign new
    /// --option` takes them).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
}

#[derive(Debug, Args)]
pub(super) struct FireArgs {
    /// The shooter's roster id (`--character` is the same flag).
    #[arg(long, alias = "character", value_name = "ID", conflicts_with = "class")]
    shooter: Option<i64>,
    #[command(flatten)]
    inline: Inline,
    /// The weapon fired (default: the shooter's first weapon): pistol, six_shooter, rifle, bow, …
    #[arg(long, value_name = "W")]
    weapon: Option<String>,
    /// Inches to the target.
    #[arg(long, value_name = "INCHES")]
    range: f64,
    /// Blaze away: a hit per 6, up to the weapon's limit.
    #[arg(long, conflicts_with = "deliberate")]
    blaze: bool,
    /// Fire deliberately: one hit on any 6.
    #[arg(long)]
    deliberate: bool,
    /// The target is in cover.
    #[arg(long)]
    cover: bool,
    /// The shooter moved this turn (Move & Fire).
    #[arg(long)]
    moved: bool,
    /// An aimed shot.
    #[arg(long)]
    aimed: bool,
    /// Shooting a man in the back.
    #[arg(long)]
    backshooting: bool,
    /// The target is knocked down or out.
    #[arg(long)]
    target_down: bool,
    /// How the gun is held: shooting_hand, other_hand, two_pistols or rifle_one_handed.
    #[arg(long, value_name = "GRIP")]
    grip: Option<String>,
    /// How the shooter feels about the target: none, hates, hates_extremely, fears or
    /// fears_extremely.
    #[arg(long, value_name = "FEELING")]
    feeling: Option<String>,
    /// Any other circumstance as shot-context JSON, e.g. '{"horseback_dice": 2}'; the flags above
    /// are added to it.
    #[arg(long, value_name = "JSON")]
    context: Option<String>,
    /// The target's roster id (for his Swift, Stalker, Evil or Terrifying).
    #[arg(long, value_name = "ID")]
    target: Option<i64>,
    #[command(flatten)]
    target_inline: TargetInline,
    #[command(flatten)]
    options: OptionArgs,
}

#[derive(Debug, Args)]
pub(super) struct NerveArgs {
    /// The character's roster id.
    #[arg(long, value_name = "ID", conflicts_with = "class")]
    character: Option<i64>,
    #[command(flatten)]
    inline: Inline,
    /// His side has put more of the enemy down than it has lost.
    #[arg(long)]
    winning: bool,
    /// The level of Boss on his side (another man), 0 if none.
    #[arg(long, value_name = "LEVEL")]
    side_boss: Option<u8>,
    /// He is within six inches of that Boss.
    #[arg(long)]
    near_boss: bool,
    /// That Boss has lost his nerve.
    #[arg(long)]
    boss_lost_nerve: bool,
    /// The highest level of Terrifying among the enemy facing him.
    #[arg(long, value_name = "LEVEL")]
    terrifying: Option<u8>,
    #[command(flatten)]
    options: OptionArgs,
}

#[derive(Debug, Args)]
pub(super) struct DuelArgs {
    /// The duellists' roster ids (none, one or two; inline duellists fill the rest).
    #[arg(value_name = "ID", num_args = 0..=2)]
    ids: Vec<i64>,
    #[command(flatten)]
    inline: Inline,
    #[command(flatten)]
    other: OtherInline,
    /// How the first man faces his opponent: facing, sideways or back.
    #[arg(long, value_name = "FACING")]
    facing: Option<String>,
    /// How the second man faces his opponent: facing, sideways or back.
    #[arg(long, value_name = "FACING")]
    other_facing: Option<String>,
    #[command(flatten)]
    options: OptionArgs,
}

#[derive(Debug, Args)]
pub(super) struct FightArgs {
    /// The attacker's roster id (`--character` is the same flag).
    #[arg(long, alias = "character", value_name = "ID", conflicts_with = "class")]
    attacker: Option<i64>,
    #[command(flatten)]
    inline: Inline,
    /// The defender's roster id.
    #[arg(long, value_name = "ID")]
    target: Option<i64>,
    #[command(flatten)]
    target_inline: TargetInline,
    /// The defender is standing, knocked_down or knocked_out.
    #[arg(long, value_name = "STATE")]
    defender: Option<String>,
    /// The attacker clubs his pistol or rifle (default: he fights with his gun in hand).
    #[arg(long, conflicts_with_all = ["blade", "fists", "out_of_ammo"])]
    clubbing: bool,
    /// The attacker fights with a knife or sword.
    #[arg(long, conflicts_with_all = ["fists", "out_of_ammo"])]
    blade: bool,
    /// The attacker fights with his bare fists.
    #[arg(long, alias = "unarmed", conflicts_with = "out_of_ammo")]
    fists: bool,
    /// The attacker's gun is out of ammo: a shot! is no effect.
    #[arg(long)]
    out_of_ammo: bool,
    /// The defender clubs his pistol or rifle.
    #[arg(long, conflicts_with_all = ["target_blade", "target_fists"])]
    target_clubbing: bool,
    /// The defender fights with a knife or sword.
    #[arg(long, conflicts_with = "target_fists")]
    target_blade: bool,
    /// The defender fights with his bare fists.
    #[arg(long, alias = "target-unarmed")]
    target_fists: bool,
    #[command(flatten)]
    options: OptionArgs,
}

/// `posse odds fate hit` and `posse roll fate hit`: one hit's location and effect.
#[derive(Debug, Args)]
pub(super) struct HitArgs {
    /// The attacker's roster id (for his Knifeman and Marksman, and his campaign's chart).
    #[arg(long, alias = "shooter", value_name = "ID", conflicts_with = "class")]
    attacker: Option<i64>,
    #[command(flatten)]
    inline: Inline,
    /// The victim's roster id (for his Tough and Hard as nails).
    #[arg(long, value_name = "ID")]
    target: Option<i64>,
    #[command(flatten)]
    target_inline: TargetInline,
    /// The weapon that hit: six_shooter, muzzle_loading_rifle, shotgun, knife, … (default: a
    /// cartridge gun).
    #[arg(long, value_name = "W")]
    weapon: Option<String>,
    /// Inches from the shooter: only for a shotgun, whose effect falls off with range.
    #[arg(long, value_name = "INCHES")]
    range: Option<f64>,
    /// The shot went through less substantial cover (wooden wall, fence, empty barrels): −1.
    #[arg(long)]
    wooden_cover: bool,
    /// The victim was knocked out when hit (hit by every die in a fight, or shot at point blank as
    /// he lies): a graze or flesh wound becomes serious, a serious one severs or kills.
    #[arg(long)]
    knocked_out: bool,
    /// Roll only: a Marksman's shift of the location roll, −level to +level.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub(super) shift: Option<i8>,
    #[command(flatten)]
    options: OptionArgs,
}

#[derive(Debug, Args)]
pub(super) struct MoveArgs {
    /// The character's roster id.
    #[arg(long, value_name = "ID", conflicts_with = "class")]
    character: Option<i64>,
    #[command(flatten)]
    inline: Inline,
    /// The move: move, move_and_fire or in_building.
    #[arg(long, value_name = "KIND")]
    kind: Option<String>,
    /// The terrain he starts in: open, loose or dense.
    #[arg(long, value_name = "TERRAIN")]
    terrain: Option<String>,
    /// A Swift man rolls his extra movement dice.
    #[arg(long)]
    swift_extra: bool,
    #[command(flatten)]
    options: OptionArgs,
}

/// Reads a snake_case value of a serde enum (`--grip two_pistols`).
fn pick<T: DeserializeOwned>(flag: &'static str, given: &str, valid: &str) -> Result<T, FateCliError> {
    let id = crate::rules::fate::normalise_id(given);
    serde_json::from_value(serde_json::Value::String(id)).map_err(|_| FateCliError::BadValue {
        flag,
        given: given.to_string(),
        valid: valid.to_string(),
    })
}

fn weapon_ids() -> String {
    Weapon::ALL.iter().map(|w| w.id()).collect::<Vec<_>>().join(", ")
}

/// `base` with each `KEY=VALUE` set, read as `posse campaign new --option` reads them.
fn read_options(base: FateOptions, pairs: &[String]) -> Result<FateOptions> {
    Ok(crate::campaign::with_settings(base, pairs)?)
}

/// An inline character as typed, whichever flags it came from.
struct Typed<'a> {
    class: &'a str,
    skills: &'a [String],
    hand: Option<&'a str>,
    wounds: &'a [String],
}

/// Refuses a flag that cannot apply to the test asked, with the reason (never ignored).
fn not_for(flag: &'static str, reason: &'static str) -> Result<()> {
    Err(fail(FateCliError::NotApplicable { flag, reason }))
}

/// A skill given `n` times is taken at level `n` ("Very Strong").
fn skill_picks(skills: &[String]) -> Vec<SkillPick> {
    let mut picks: Vec<(String, String, u8)> = Vec::new();
    for s in skills {
        let id = crate::rules::fate::normalise_id(s);
        match picks.iter_mut().find(|(k, _, _)| *k == id) {
            Some((_, _, n)) => *n += 1,
            None => picks.push((id, s.clone(), 1)),
        }
    }
    picks.into_iter().map(|(_, s, n)| if n == 1 { SkillPick::plain(&s) } else { SkillPick::at(&s, n) }).collect()
}

/// An inline character's sheet, checked by the rules so that errors name the field.
fn inline(
    who: &'static str,
    typed: Typed,
    weapon: Option<&str>,
    options: &FateOptions,
) -> Result<Character, FateCliError> {
    let class_name = Class::from_id(typed.class).map_or("character", Class::name);
    let sheet = CharacterSheet {
        name: format!("The {who} ({class_name})"),
        class: typed.class.to_string(),
        skills: skill_picks(typed.skills),
        hand: typed.hand.unwrap_or("right").to_string(),
        weapons: weapon.into_iter().map(str::to_string).collect(),
        kills: 0,
        wounds: typed
            .wounds
            .iter()
            .map(|w| match w.split_once(':') {
                Some((severity, location)) => WoundPick::new(severity.trim(), location.trim()),
                None => WoundPick::parse(w),
            })
            .collect(),
        notes: String::new(),
    };
    Character::from_sheet(&sheet, options).map_err(|errors| FateCliError::InvalidCharacter { who, errors })
}

/// A roster character and its campaign's options, `--option`s on top.
fn from_roster(who: &'static str, id: i64, db: &Path, extra: &[String]) -> Result<(Character, FateOptions)> {
    if !db.exists() {
        return Err(fail(FateCliError::NoDatabase { who, id, path: db.display().to_string() }));
    }
    let store = crate::store::Store::open(db)?;
    let (c, options) = crate::campaign::fate_character(&store, id)?;
    Ok((c, read_options(options, extra)?))
}

/// One part in a throw: a roster id, or an inline description.
struct Part<'a> {
    who: &'static str,
    flag: &'static str,
    prefix: &'static str,
    id: Option<i64>,
    typed: Option<Typed<'a>>,
    weapon: Option<&'a str>,
}

/// The character and the options he plays by.
fn character(part: Part, db: &Path, extra: &[String]) -> Result<(Character, FateOptions)> {
    match (part.id, part.typed) {
        (Some(id), _) => from_roster(part.who, id, db, extra),
        (None, Some(typed)) => {
            let options = read_options(FateOptions::default(), extra)?;
            Ok((inline(part.who, typed, part.weapon, &options).map_err(fail)?, options))
        }
        (None, None) => Err(fail(FateCliError::NoCharacter { who: part.who, flag: part.flag, prefix: part.prefix })),
    }
}

impl Inline {
    fn typed(&self) -> Option<Typed<'_>> {
        self.class.as_deref().map(|class| Typed {
            class,
            skills: &self.skills,
            hand: self.hand.as_deref(),
            wounds: &self.wounds,
        })
    }
}

impl TargetInline {
    fn typed(&self) -> Option<Typed<'_>> {
        self.target_class.as_deref().map(|class| Typed {
            class,
            skills: &self.target_skills,
            hand: self.target_hand.as_deref(),
            wounds: &self.target_wounds,
        })
    }
}

impl OtherInline {
    fn typed(&self) -> Option<Typed<'_>> {
        self.other_class.as_deref().map(|class| Typed {
            class,
            skills: &self.other_skills,
            hand: self.other_hand.as_deref(),
            wounds: &self.other_wounds,
        })
    }
}

fn part<'a>(
    who: &'static str,
    flag: &'static str,
    prefix: &'static str,
    id: Option<i64>,
    typed: Option<Typed<'a>>,
) -> Part<'a> {
    Part { who, flag, prefix, id, typed, weapon: None }
}

/// A shot, read from the flags.
pub(super) struct Shot {
    pub(super) shooter: Character,
    pub(super) weapon: Weapon,
    pub(super) ctx: ShotContext,
    pub(super) target: Option<Character>,
    pub(super) options: FateOptions,
}

impl FireArgs {
    pub(super) fn read(&self, db: &Path) -> Result<Shot> {
        let weapon_given = self.weapon.as_deref();
        let (shooter, options) = character(
            Part { weapon: weapon_given, ..part("shooter", "--shooter ID", "", self.shooter, self.inline.typed()) },
            db,
            &self.options.options,
        )?;
        let weapon = match weapon_given {
            Some(w) => Weapon::from_id(w).ok_or_else(|| {
                fail(FateCliError::BadValue { flag: "--weapon", given: w.to_string(), valid: weapon_ids() })
            })?,
            None => *shooter
                .weapons()
                .first()
                .ok_or_else(|| fail(FateCliError::NoWeapon { who: shooter.name().to_string(), valid: weapon_ids() }))?,
        };
        if self.target_inline.target_hand.is_some() {
            not_for("--target-hand", "the target's shooting hand plays no part in a shot at him")?;
        }
        if !self.target_inline.target_wounds.is_empty() {
            not_for("--target-wound", "the target's wounds play no part in a shot at him (his Tough and Hard as nails count when the hit is read: posse odds fate hit)")?;
        }
        let target = match (self.target, self.target_inline.typed()) {
            (None, None) => None,
            (id, typed) => {
                Some(character(part("target", "--target ID", "target-", id, typed), db, &self.options.options)?.0)
            }
        };
        let mut ctx: ShotContext = match &self.context {
            Some(json) => serde_json::from_str(json)
                .map_err(|e| fail(FateCliError::BadContext { what: "shot context", message: e.to_string() }))?,
            None => ShotContext::default(),
        };
        ctx.range = self.range;
        if self.blaze {
            ctx.fire = Fire::BlazeAway;
        } else if self.deliberate {
            ctx.fire = Fire::Deliberate;
        }
        if let Some(grip) = &self.grip {
            ctx.grip =
                pick("--grip", grip, "shooting_hand, other_hand, two_pistols, rifle_one_handed").map_err(fail)?;
        }
        if let Some(feeling) = &self.feeling {
            ctx.feeling =
                pick("--feeling", feeling, "none, hates, hates_extremely, fears, fears_extremely").map_err(fail)?;
        }
        for (on, field) in [
            (self.cover, &mut ctx.cover),
            (self.moved, &mut ctx.moved),
            (self.aimed, &mut ctx.aimed),
            (self.backshooting, &mut ctx.backshooting),
            (self.target_down, &mut ctx.target_down),
        ] {
            *field |= on;
        }
        Ok(Shot { shooter, weapon, ctx, target, options })
    }

    pub(super) fn chosen_fire(&self) -> bool {
        self.blaze || self.deliberate
    }

    pub(super) fn plan(&self, db: &Path) -> Result<(Shot, ShotPlan)> {
        let s = self.read(db)?;
        let plan = plan_shot(&s.shooter, s.weapon, &s.ctx, s.target.as_ref(), &s.options)
            .map_err(|e| fail(FateCliError::Shot(e)))?;
        Ok((s, plan))
    }
}

impl NerveArgs {
    pub(super) fn read(&self, db: &Path) -> Result<(Character, NerveContext)> {
        if self.inline.hand.is_some() {
            not_for("--hand", "the shooting hand plays no part in a nerve test")?;
        }
        let (c, _) = character(
            part("character", "--character ID", "", self.character, self.inline.typed()),
            db,
            &self.options.options,
        )?;
        let boss = self.side_boss.unwrap_or(0);
        if c.has(crate::rules::fate::Skill::Boss) && (boss > 0 || self.near_boss || self.boss_lost_nerve) {
            let flag = if boss > 0 {
                "--side-boss"
            } else if self.near_boss {
                "--near-boss"
            } else {
                "--boss-lost-nerve"
            };
            not_for(flag, "he is the Boss himself: the Great Man adds three dice")?;
        }
        if boss == 0 && self.near_boss {
            not_for("--near-boss", "there is no Boss on his side: give --side-boss LEVEL")?;
        }
        if boss == 0 && self.boss_lost_nerve {
            not_for("--boss-lost-nerve", "there is no Boss on his side: give --side-boss LEVEL")?;
        }
        let ctx = NerveContext {
            winning: self.winning,
            side_boss: self.side_boss.unwrap_or(0),
            near_boss: self.near_boss,
            boss_lost_nerve: self.boss_lost_nerve,
            terrifying_enemy: self.terrifying.unwrap_or(0),
        };
        Ok((c, ctx))
    }
}

impl DuelArgs {
    pub(super) fn read(&self, db: &Path) -> Result<((Character, Facing), (Character, Facing))> {
        let mut ids = self.ids.iter().copied();
        let first_typed = self.inline.typed();
        let first_id = if first_typed.is_some() { None } else { ids.next() };
        let second_typed = self.other.typed();
        let second_id = if second_typed.is_some() { None } else { ids.next() };
        if ids.next().is_some() {
            return Err(fail(FateCliError::TooManyDuellists));
        }
        let extra = &self.options.options;
        let (first, _) = character(part("first duellist", "an ID", "", first_id, first_typed), db, extra)?;
        let (second, _) =
            character(part("second duellist", "a second ID", "other-", second_id, second_typed), db, extra)?;
        let facing = |flag, given: &Option<String>| -> Result<Facing> {
            given.as_deref().map_or(Ok(Facing::Facing), |f| pick(flag, f, "facing, sideways, back").map_err(fail))
        };
        Ok(((first, facing("--facing", &self.facing)?), (second, facing("--other-facing", &self.other_facing)?)))
    }
}

/// A fight, read from the flags: both sides' plans, the defender's state, the tables of the
/// attacker's campaign (or the shipped ones), and the two men (for the effect of wounding blows).
pub(super) struct Fight {
    pub(super) attack: FightPlan,
    pub(super) defence: FightPlan,
    pub(super) standing: Standing,
    pub(super) tables: HouseTables,
    pub(super) attacker: Character,
    pub(super) target: Character,
}

/// The tables of a roster character's campaign, or the shipped ones with `options` for an inline
/// character.
fn tables_for(id: Option<i64>, db: &Path, options: &FateOptions) -> Result<HouseTables> {
    match id {
        Some(id) => Ok(crate::campaign::character_house_tables(&crate::store::Store::open(db)?, id)?),
        None => Ok(HouseTables::standard().with_options(options)),
    }
}

impl FightArgs {
    fn arms(&self) -> Arms {
        match (self.clubbing, self.blade, self.fists) {
            (true, _, _) => Arms::Clubbed,
            (_, true, _) => Arms::Blade,
            (_, _, true) => Arms::Fists,
            _ => Arms::Gun,
        }
    }

    fn target_arms(&self) -> Arms {
        match (self.target_clubbing, self.target_blade, self.target_fists) {
            (true, _, _) => Arms::Clubbed,
            (_, true, _) => Arms::Blade,
            (_, _, true) => Arms::Fists,
            _ => Arms::Gun,
        }
    }

    pub(super) fn read(&self, db: &Path) -> Result<Fight> {
        if self.inline.hand.is_some() {
            not_for("--hand", "the shooting hand plays no part in a fight")?;
        }
        if self.target_inline.target_hand.is_some() {
            not_for("--target-hand", "the shooting hand plays no part in a fight")?;
        }
        let extra = &self.options.options;
        let (attacker, options) =
            character(part("attacker", "--attacker ID", "", self.attacker, self.inline.typed()), db, extra)?;
        let (target, _) =
            character(part("target", "--target ID", "target-", self.target, self.target_inline.typed()), db, extra)?;
        let standing = match &self.defender {
            Some(s) => pick("--defender", s, "standing, knocked_down, knocked_out").map_err(fail)?,
            None => Standing::Standing,
        };
        let side = Fighter { arms: self.arms(), out_of_ammo: self.out_of_ammo, ..Default::default() };
        let other = Fighter { arms: self.target_arms(), ..Default::default() };
        side.check().map_err(|e| fail(FateCliError::Fight { flag: "--out-of-ammo", error: e }))?;
        other.check_defender(standing).map_err(|e| {
            let flag = match self.target_arms() {
                Arms::Clubbed => "--target-clubbing",
                Arms::Blade => "--target-blade",
                _ => "--target-fists",
            };
            fail(FateCliError::Fight { flag, error: e })
        })?;
        let tables = tables_for(self.attacker, db, &options)?.with_options(&options);
        let attack = plan_fight(&attacker, true, &side, Some(&target), &tables.fighting, &options);
        let defence = plan_fight(&target, false, &other, Some(&attacker), &tables.fighting, &options);
        Ok(Fight { attack, defence, standing, tables, attacker, target })
    }
}

/// A hit, read from the flags: the plan of its effect roll and the grid it is read on.
pub(super) struct Hit {
    pub(super) plan: EffectPlan,
    pub(super) grid: HouseGrid,
}

impl HitArgs {
    pub(super) fn read(&self, db: &Path) -> Result<Hit> {
        for (given, flag) in [
            (self.inline.hand.is_some(), "--hand"),
            (self.target_inline.target_hand.is_some(), "--target-hand"),
            (!self.inline.wounds.is_empty(), "--wound"),
            (!self.target_inline.target_wounds.is_empty(), "--target-wound"),
        ] {
            if given {
                not_for(flag, "hands and wounds play no part in where a hit lands or what it does (the attacker's Knifeman and Marksman and the victim's Tough and Hard as nails do)")?;
            }
        }
        let extra = &self.options.options;
        let attacker = match (self.attacker, self.inline.typed()) {
            (None, None) => None,
            (id, typed) => Some(character(part("attacker", "--attacker ID", "", id, typed), db, extra)?),
        };
        let target = match (self.target, self.target_inline.typed()) {
            (None, None) => None,
            (id, typed) => Some(character(part("target", "--target ID", "target-", id, typed), db, extra)?),
        };
        let options = match (&attacker, &target) {
            (Some((_, o)), _) | (None, Some((_, o))) => *o,
            (None, None) => read_options(FateOptions::default(), extra)?,
        };
        let roster = self.attacker.or(self.target);
        let tables = tables_for(roster, db, &options)?;
        let weapon = self
            .weapon
            .as_deref()
            .map(|w| {
                Weapon::from_id(w).ok_or_else(|| {
                    fail(FateCliError::BadValue { flag: "--weapon", given: w.to_string(), valid: weapon_ids() })
                })
            })
            .transpose()?;
        let not = |flag: &'static str, reason: &'static str| Err(fail(FateCliError::NotApplicable { flag, reason }));
        let shotgun = weapon.and_then(crate::rules::fate::shotgun::shotgun).is_some();
        if let Some(range) = self.range {
            if !shotgun {
                return not("--range", "range changes the effect roll of a shotgun only: give --weapon shotgun, sawn_off_shotgun, blunderbuss or le_mat");
            }
            if !range.is_finite() || range < 0.0 {
                return Err(fail(FateCliError::BadValue {
                    flag: "--range",
                    given: range.to_string(),
                    valid: "a distance in inches".to_string(),
                }));
            }
        }
        if self.knocked_out && self.wooden_cover {
            return not(
                "--wooden-cover",
                "a knocked-out man is hit where he lies, by every die or at point blank range, not through cover",
            );
        }
        if let Some(shift) = self.shift {
            let marksman = attacker.as_ref().map_or(0, |(a, _)| a.level(crate::rules::fate::Skill::Marksman));
            if shift.unsigned_abs() > marksman {
                return not(
                    "--shift",
                    if marksman == 0 {
                        "only a Marksman may move the location roll (give the attacker with --attacker or --class … --skill marksman)"
                    } else {
                        "a Marksman moves the location roll by one per level at most"
                    },
                );
            }
        }
        let ctx = EffectContext {
            weapon,
            range: self.range,
            through_wooden_cover: self.wooden_cover,
            victim_knocked_out: self.knocked_out,
        };
        let table = HitTable::of(&options);
        let plan = plan_effect(attacker.as_ref().map(|a| &a.0), target.as_ref().map(|t| &t.0), &ctx, table);
        Ok(Hit { plan, grid: *tables.grid(table) })
    }
}

impl MoveArgs {
    pub(super) fn read(&self, db: &Path) -> Result<(Character, MoveContext, FateOptions)> {
        if self.inline.hand.is_some() {
            not_for("--hand", "the shooting hand plays no part in a move")?;
        }
        let (c, options) = character(
            part("character", "--character ID", "", self.character, self.inline.typed()),
            db,
            &self.options.options,
        )?;
        let mut ctx = MoveContext { swift_extra: self.swift_extra, ..Default::default() };
        if let Some(kind) = &self.kind {
            ctx.kind = pick::<MoveKind>("--kind", kind, "move, move_and_fire, in_building").map_err(fail)?;
        }
        if let Some(t) = &self.terrain {
            ctx.starts_in = pick::<Terrain>("--terrain", t, "open, loose, dense").map_err(fail)?;
        }
        if self.swift_extra && !c.has(crate::rules::fate::Skill::Swift) {
            not_for("--swift-extra", "only a Swift man may roll extra movement dice")?;
        }
        if ctx.kind == MoveKind::InBuilding {
            if self.terrain.is_some() {
                not_for("--terrain", "a move inside a building is 1D6 whatever the terrain outside")?;
            }
            if self.swift_extra {
                not_for("--swift-extra", "a move inside a building is 1D6, Swift or not")?;
            }
        }
        Ok((c, ctx, options))
    }
}
