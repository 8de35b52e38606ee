//! A hero of The West That Wasn't: the eight traits ranked 1–5, skills 1–5 under the traits they
//! use, Size, wounds by location and Conc lost — and the figures the chapter uses but does not
//! define, derived here (each derivation is Posse's and says so).
//!
//! A [`HeroSheet`] is what a player typed; [`Hero::from_sheet`] checks it and gives a [`Hero`],
//! or every problem at once.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::actions::aps;
use super::damage::{wound_level, STUN_TN_UNWOUNDED, WOUND_BOXES};
use super::die::{Die, Pool};
use super::location::WoundLocation;
use super::melee::{defence, dodge_tn};
use crate::error::ErrorCode;
use crate::rules::qotd::{nearest_name, normalise_id};

/// The longest name a hero may have, in characters.
pub const NAME_MAX_CHARS: usize = 80;

/// A man's Size: every man of the chapter is Size 6.
pub const MAN_SIZE: u8 = 6;

/// The eight traits (wiki, Character Generation), in the sheet's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, rename = "TwtwTrait")]
pub enum Trait {
    Strength,
    Dexterity,
    Acuity,
    Education,
    Presence,
    Reflex,
    Quickness,
    Coordination,
}

impl Trait {
    pub const ALL: [Trait; 8] = [
        Trait::Strength,
        Trait::Dexterity,
        Trait::Acuity,
        Trait::Education,
        Trait::Presence,
        Trait::Reflex,
        Trait::Quickness,
        Trait::Coordination,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Trait::Strength => "strength",
            Trait::Dexterity => "dexterity",
            Trait::Acuity => "acuity",
            Trait::Education => "education",
            Trait::Presence => "presence",
            Trait::Reflex => "reflex",
            Trait::Quickness => "quickness",
            Trait::Coordination => "coordination",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Trait::Strength => "Strength",
            Trait::Dexterity => "Dexterity",
            Trait::Acuity => "Acuity",
            Trait::Education => "Education",
            Trait::Presence => "Presence",
            Trait::Reflex => "Reflex",
            Trait::Quickness => "Quickness",
            Trait::Coordination => "Coordination",
        }
    }

    /// Reads a trait as typed; the chapter's "Brawn" is Strength.
    pub fn from_id(typed: &str) -> Option<Trait> {
        let id = normalise_id(typed);
        let id = if id == "brawn" { "strength" } else { id.as_str() };
        Trait::ALL.into_iter().find(|t| t.id() == id)
    }
}

/// A trait not given on a sheet: Normal (d6), the rank of an everyday man.
pub const DEFAULT_RANK: u8 = 2;

/// A skill the chapter names, and the trait it is usually checked with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "TwtwSkillInfo")]
pub struct SkillInfo {
    pub id: &'static str,
    pub name: &'static str,
    #[serde(rename = "trait")]
    #[ts(rename = "trait")]
    pub usual: Trait,
    pub source: &'static str,
}

/// The skills the chapter names. The game's Skill List is lost: a skill not named here is kept as
/// typed (a group's own), under whatever trait the player puts it. The usual trait is the
/// chapter's where it says ("A ranged attack is a Coordination (sometimes Acuity) check"; Melee
/// "because of her level 2 Brawn"); elsewhere Posse's.
pub const SKILLS: [SkillInfo; 12] = [
    SkillInfo {
        id: "shooting_rifle",
        name: "Shooting: Rifle",
        usual: Trait::Coordination,
        source: "Miranda's \"3d10 in Shooting: Rifle\"",
    },
    SkillInfo {
        id: "firearms_pistol",
        name: "Firearms: Pistol",
        usual: Trait::Coordination,
        source: "Cyril's \"2d10 in Firearms: Pistol\"",
    },
    SkillInfo { id: "throwing", name: "Throwing", usual: Trait::Coordination, source: "Throwing Things" },
    SkillInfo {
        id: "melee",
        name: "Melee",
        usual: Trait::Strength,
        source: "Hand to Hand Combat; Miranda's Melee \"because of her level 2 Brawn\"",
    },
    SkillInfo {
        id: "unarmed_combat",
        name: "Unarmed Combat",
        usual: Trait::Strength,
        source: "Hand to Hand Combat; blocks",
    },
    SkillInfo { id: "knife", name: "Knife", usual: Trait::Dexterity, source: "Clem's \"3d8 in Knife\"" },
    SkillInfo { id: "sneak", name: "Sneak", usual: Trait::Dexterity, source: "Miranda sneaks up on the guard" },
    SkillInfo {
        id: "lockpicking",
        name: "Lockpicking",
        usual: Trait::Dexterity,
        source: "Skills During Action Time (8 AP)",
    },
    SkillInfo { id: "bravery", name: "Bravery", usual: Trait::Presence, source: "Tactical Aiming" },
    SkillInfo {
        id: "medicine",
        name: "Medicine",
        usual: Trait::Education,
        source: "Wound Effects: \"a Standard (5) medicine roll to revive\"",
    },
    SkillInfo {
        id: "initiative",
        name: "Initiative",
        usual: Trait::Quickness,
        source: "Basic Initiative: \"her 2d10 Initiative versus his 3d8\"",
    },
    SkillInfo {
        id: "fortitude",
        name: "Fortitude",
        usual: Trait::Strength,
        source: "Wound Effects: \"they must check Fortitude, called a Stun check\" (Cyril's \"Toughness\")",
    },
];

/// The skill of this id, if the chapter names it.
pub fn skill_info(id: &str) -> Option<&'static SkillInfo> {
    let id = normalise_id(id);
    let id = if id == "toughness" { "fortitude".to_string() } else { id };
    SKILLS.iter().find(|s| s.id == id)
}

/// A hero as a player typed it, unchecked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export, rename = "TwtwHeroSheet")]
pub struct HeroSheet {
    pub name: String,
    /// Each trait's rank, 1 (d4 Feeble) to 5 (d12 Awesome): `{"strength": 2, "coordination": 4}`.
    /// A trait not given is Normal (2).
    #[serde(default)]
    pub traits: BTreeMap<String, u8>,
    /// Skills, 1 to 5, under the trait whose die they roll: `{"coordination": {"shooting_rifle": 3}}`.
    #[serde(default)]
    pub skills: BTreeMap<String, BTreeMap<String, u8>>,
    /// Size: 6 for a man.
    #[serde(default = "man_size")]
    pub size: u8,
    /// Wounds carried, 1 to 5 a location: `{"left_leg": 1, "torso": 2}` (chest, belly and vitals are
    /// the torso).
    #[serde(default)]
    pub wounds: BTreeMap<String, u8>,
    /// Conc lost and not yet recovered.
    #[serde(default)]
    pub conc_lost: u16,
    #[serde(default)]
    pub notes: String,
}

fn man_size() -> u8 {
    MAN_SIZE
}

fn did_you_mean(suggestion: &Option<String>) -> String {
    suggestion.as_ref().map(|s| format!(" (did you mean {s}?)")).unwrap_or_default()
}

/// One reason a hero sheet is refused. The message starts with the field at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SheetError {
    #[error("name: a hero needs a name")]
    EmptyName,
    #[error("name: at most {max} characters, this name has {len}")]
    NameTooLong { len: usize, max: usize },
    #[error("traits.{given}: not a trait (strength, dexterity, acuity, education, presence, reflex, quickness, coordination){}", did_you_mean(.suggestion))]
    UnknownTrait { given: String, suggestion: Option<String> },
    #[error("traits.{name}: rank {rank} is not a rank (1 Feeble d4 … 5 Awesome d12)")]
    BadRank { name: String, rank: u8 },
    #[error("skills.{given}: skills sit under a trait (strength, dexterity, acuity, education, presence, reflex, quickness, coordination){}", did_you_mean(.suggestion))]
    UnknownSkillTrait { given: String, suggestion: Option<String> },
    #[error("skills.{field}: \"{given}\" is not a skill name (letters, digits and _)")]
    BadSkillName { field: String, given: String },
    #[error("skills.{field}: level {level} is not a level (1 to 5)")]
    BadLevel { field: String, level: u8 },
    #[error("skills.{field}: {skill} is already under {first}; a skill sits under one trait")]
    SkillTwice { field: String, skill: String, first: String },
    #[error("size: {size} is not a Size (1 to 30; a man is 6)")]
    BadSize { size: u8 },
    #[error("wounds.{given}: not a location (head, torso, left_arm, right_arm, left_leg, right_leg)")]
    UnknownLocation { given: String },
    #[error("wounds.{location}: {wounds} wounds; a location holds 0 to 5")]
    TooManyWounds { location: String, wounds: u8 },
    #[error("wounds.{location}: given twice (chest, belly and vitals are all the torso)")]
    WoundsTwice { location: String },
    #[error("conc_lost: {lost} is more than twice his Conc of {conc}")]
    ConcTooLow { lost: u16, conc: u16 },
}

impl SheetError {
    /// The sheet field at fault, as the message starts: `name`, `traits.reflex`,
    /// `skills.coordination.shooting_rifle`, `size`, `wounds.left_leg`, `conc_lost`.
    pub fn field(&self) -> String {
        let message = self.to_string();
        message.split_once(':').map_or(message.clone(), |(field, _)| field.to_string())
    }
}

impl ErrorCode for SheetError {
    fn code(&self) -> &'static str {
        match self {
            SheetError::EmptyName => "empty_name",
            SheetError::NameTooLong { .. } => "name_too_long",
            SheetError::UnknownTrait { .. } => "unknown_trait",
            SheetError::BadRank { .. } => "bad_trait_rank",
            SheetError::UnknownSkillTrait { .. } => "unknown_trait",
            SheetError::BadSkillName { .. } => "bad_skill_name",
            SheetError::BadLevel { .. } => "bad_skill_level",
            SheetError::SkillTwice { .. } => "skill_twice",
            SheetError::BadSize { .. } => "bad_size",
            SheetError::UnknownLocation { .. } => "unknown_location",
            SheetError::TooManyWounds { .. } => "too_many_wounds",
            SheetError::WoundsTwice { .. } => "wounds_twice",
            SheetError::ConcTooLow { .. } => "bad_conc",
        }
    }
}

crate::rules::sheet_errors::sheet_errors!(SheetError);

/// A skill held: its level and the trait it is under.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldSkill {
    pub id: String,
    pub level: u8,
    pub under: Trait,
}

/// A checked hero.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hero {
    name: String,
    ranks: [u8; 8],
    skills: Vec<HeldSkill>,
    size: u8,
    wounds: [u8; 6],
    conc_lost: u16,
    notes: String,
}

/// The trait nearest to a typo.
fn nearest_trait(typed: &str) -> Option<String> {
    nearest_name(typed, Trait::ALL.iter().map(|t| t.id())).map(str::to_string)
}

impl Hero {
    /// Checks a sheet: every problem at once.
    pub fn from_sheet(sheet: &HeroSheet) -> Result<Hero, SheetErrors> {
        let mut errors = Vec::new();
        let name = sheet.name.trim().to_string();
        let len = name.chars().count();
        if name.is_empty() {
            errors.push(SheetError::EmptyName);
        } else if len > NAME_MAX_CHARS {
            errors.push(SheetError::NameTooLong { len, max: NAME_MAX_CHARS });
        }
        let mut ranks = [DEFAULT_RANK; 8];
        for (given, rank) in &sheet.traits {
            match Trait::from_id(given) {
                None => {
                    errors.push(SheetError::UnknownTrait { given: given.clone(), suggestion: nearest_trait(given) })
                }
                Some(_) if !(1..=5).contains(rank) => {
                    errors.push(SheetError::BadRank { name: given.clone(), rank: *rank })
                }
                Some(t) => ranks[t as usize] = *rank,
            }
        }
        let mut skills: Vec<HeldSkill> = Vec::new();
        for (trait_given, list) in &sheet.skills {
            let Some(under) = Trait::from_id(trait_given) else {
                errors.push(SheetError::UnknownSkillTrait {
                    given: trait_given.clone(),
                    suggestion: nearest_trait(trait_given),
                });
                continue;
            };
            for (skill, level) in list {
                let field = format!("{trait_given}.{skill}");
                let id = match skill_info(skill) {
                    Some(info) => info.id.to_string(),
                    None => normalise_id(skill),
                };
                if id.is_empty() || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                    errors.push(SheetError::BadSkillName { field, given: skill.clone() });
                    continue;
                }
                if !(1..=5).contains(level) {
                    errors.push(SheetError::BadLevel { field, level: *level });
                    continue;
                }
                if let Some(first) = skills.iter().find(|s| s.id == id) {
                    errors.push(SheetError::SkillTwice { field, skill: id, first: first.under.id().to_string() });
                    continue;
                }
                skills.push(HeldSkill { id, level: *level, under });
            }
        }
        if !(1..=30).contains(&sheet.size) {
            errors.push(SheetError::BadSize { size: sheet.size });
        }
        let mut wounds = [0u8; 6];
        let mut seen: Vec<WoundLocation> = Vec::new();
        for (given, n) in &sheet.wounds {
            match WoundLocation::from_id(given) {
                None => errors.push(SheetError::UnknownLocation { given: given.clone() }),
                Some(l) if seen.contains(&l) => errors.push(SheetError::WoundsTwice { location: given.clone() }),
                Some(_) if *n > WOUND_BOXES => {
                    errors.push(SheetError::TooManyWounds { location: given.clone(), wounds: *n })
                }
                Some(l) => {
                    seen.push(l);
                    wounds[l as usize] = *n;
                }
            }
        }
        let conc = conc(sheet.size.clamp(1, 30), ranks[Trait::Strength as usize]);
        if sheet.conc_lost > 2 * conc {
            errors.push(SheetError::ConcTooLow { lost: sheet.conc_lost, conc });
        }
        if !errors.is_empty() {
            return Err(SheetErrors(errors));
        }
        skills.sort_by_key(|s| (s.under, s.id.clone()));
        Ok(Hero {
            name,
            ranks,
            skills,
            size: sheet.size,
            wounds,
            conc_lost: sheet.conc_lost,
            notes: sheet.notes.clone(),
        })
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn rank(&self, t: Trait) -> u8 {
        self.ranks[t as usize]
    }

    pub fn die(&self, t: Trait) -> Die {
        Die::from_rank(self.rank(t)).expect("ranks are checked 1–5")
    }

    pub fn skills(&self) -> &[HeldSkill] {
        &self.skills
    }

    pub fn size(&self) -> u8 {
        self.size
    }

    pub fn wounds_at(&self, l: WoundLocation) -> u8 {
        self.wounds[l as usize]
    }

    pub fn conc_lost(&self) -> u16 {
        self.conc_lost
    }

    /// The pool of a skill: its level in dice of its trait's die. Without the skill, the usual
    /// trait untrained: its rank in d4s (the wiki: "untrained use reads the d4 column"; Cyril, with
    /// no Melee, "will be using the d4 column").
    pub fn pool(&self, skill: &str) -> Pool {
        let id = skill_info(skill).map_or_else(|| normalise_id(skill), |i| i.id.to_string());
        match self.skills.iter().find(|s| s.id == id) {
            Some(s) => Pool::new(s.level, self.die(s.under)),
            None => {
                let usual = skill_info(&id).map_or(Trait::Dexterity, |i| i.usual);
                Pool::new(self.rank(usual), Die::D4)
            }
        }
    }

    /// The sheet, written canonically: every trait, the skills under their traits.
    pub fn to_sheet(&self) -> HeroSheet {
        let mut skills: BTreeMap<String, BTreeMap<String, u8>> = BTreeMap::new();
        for s in &self.skills {
            skills.entry(s.under.id().to_string()).or_default().insert(s.id.clone(), s.level);
        }
        HeroSheet {
            name: self.name.clone(),
            traits: Trait::ALL.iter().map(|t| (t.id().to_string(), self.rank(*t))).collect(),
            skills,
            size: self.size,
            wounds: WoundLocation::ALL
                .iter()
                .filter(|l| self.wounds_at(**l) > 0)
                .map(|l| (l.id().to_string(), self.wounds_at(*l)))
                .collect(),
            conc_lost: self.conc_lost,
            notes: self.notes.clone(),
        }
    }

    /// Whether a 5th wound to the torso or head has killed him.
    pub fn dead(&self) -> bool {
        WoundLocation::ALL.iter().any(|l| l.is_vital() && self.wounds_at(*l) >= WOUND_BOXES)
    }

    /// What follows from the sheet.
    pub fn derived(&self) -> HeroDerived {
        derived(self)
    }
}

/// Conc: Posse's derivation, twice the Size plus the Strength rank. Every Size-6 man of the
/// chapter whose Conc shows has 14 (Hank: 10 dealt, "4 Conc remaining"; Pete: 5 taken, "leaving
/// him with 9"): twice 6, and a Normal Strength's 2.
pub fn conc(size: u8, strength_rank: u8) -> u16 {
    2 * u16::from(size) + u16::from(strength_rank)
}

/// The damage bonus (DB): Posse's derivation, the Strength rank less one (Normal 1, Excellent 3 —
/// Angus's DB of 3). An impact attack's Force is the same figure (Cyril's "Force of 1").
pub fn damage_bonus(strength_rank: u8) -> u8 {
    strength_rank.saturating_sub(1)
}

/// A trait as the card shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwTraitLine")]
pub struct TraitLine {
    pub id: String,
    pub name: String,
    pub rank: u8,
    /// "d8".
    pub die: String,
    /// "Good".
    pub grade: String,
}

/// A skill as the sheet shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwSkillLine")]
pub struct SkillLine {
    pub id: String,
    /// "Shooting: Rifle", or the id for a skill the chapter does not name.
    pub name: String,
    #[serde(rename = "trait")]
    #[ts(rename = "trait")]
    pub under: String,
    pub level: u8,
    /// "3d8".
    pub pool: String,
    /// Named in the chapter.
    pub known: bool,
}

/// One location's wounds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwWoundLine")]
pub struct WoundLine {
    pub location: String,
    pub name: String,
    pub wounds: u8,
    /// "Light".
    pub level: Option<String>,
    /// A 5th wound: a limb useless, the torso or head dead.
    pub disabled: bool,
}

/// A figure with how Posse arrives at it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwFigure")]
pub struct Figure {
    pub value: String,
    pub how: String,
}

/// What a hero's sheet shows besides what was typed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export, rename = "TwtwHeroDerived")]
pub struct HeroDerived {
    pub traits: Vec<TraitLine>,
    pub skills: Vec<SkillLine>,
    pub size: u8,
    pub conc: u16,
    pub conc_left: i32,
    pub damage_bonus: u8,
    pub initiative: Figure,
    pub quickness: String,
    pub fortitude: Figure,
    pub aps: u8,
    /// APs after the wound penalty, and the AP tracker's half and quarter of them.
    pub aps_now: u8,
    pub ap_half: f32,
    pub ap_quarter: f32,
    pub wounds: Vec<WoundLine>,
    /// The worst wound level ("Light"), its AP penalty and Stun TN.
    pub worst_wound: Option<String>,
    pub ap_penalty: u8,
    pub stun_tn: i32,
    /// Defence against hand-to-hand attacks, unarmed and with Melee.
    pub defence_unarmed: i32,
    pub defence_melee: i32,
    pub dodge_tn: i32,
    /// Paces an average weapon is thrown.
    pub throw_range: u16,
    pub knocked_out: bool,
    pub dead: bool,
    /// Notes: skills the chapter does not name, a skill away from its usual trait.
    pub flags: Vec<String>,
    /// How Posse derives the figures the chapter uses without defining.
    pub derivations: Vec<String>,
}

fn derived(h: &Hero) -> HeroDerived {
    let strength = h.rank(Trait::Strength);
    let conc = conc(h.size, strength);
    let worst = WoundLocation::ALL.iter().filter_map(|l| wound_level(h.wounds_at(*l))).max_by_key(|l| l.wounds);
    let ap_penalty = worst.map_or(0, |l| l.ap_penalty);
    let aps = aps(h.rank(Trait::Reflex));
    let aps_now = aps.saturating_sub(ap_penalty);
    let mut flags = Vec::new();
    let skills = h
        .skills
        .iter()
        .map(|s| {
            let info = skill_info(&s.id);
            match info {
                None => flags.push(format!(
                    "{}: not a skill the chapter names{}",
                    s.id,
                    nearest_name(&s.id, SKILLS.iter().map(|k| k.id))
                        .map(|n| format!(" (did you mean {n}?)"))
                        .unwrap_or_default()
                )),
                Some(i) if i.usual != s.under => flags.push(format!(
                    "{} is under {}; it is usually checked with {}",
                    i.name,
                    s.under.name(),
                    i.usual.name()
                )),
                _ => {}
            }
            SkillLine {
                id: s.id.clone(),
                name: info.map_or_else(|| s.id.clone(), |i| i.name.to_string()),
                under: s.under.id().to_string(),
                level: s.level,
                pool: Pool::new(s.level, h.die(s.under)).check_label(),
                known: info.is_some(),
            }
        })
        .collect();
    let level_of = |id: &str| h.skills.iter().find(|s| s.id == id).map_or(0, |s| s.level);
    let pool_figure = |id: &str, what: &str| {
        let pool = h.pool(id);
        let how = match h.skills.iter().find(|s| s.id == id) {
            Some(s) => {
                let name = skill_info(id).map_or(id, |i| i.name);
                format!("{what}: the {name} skill, {} under {}", s.level, s.under.name())
            }
            None => {
                let usual = skill_info(id).map_or(Trait::Dexterity, |i| i.usual);
                format!("{what}: untrained, {} rank {} in d4s", usual.name(), h.rank(usual))
            }
        };
        Figure { value: pool.check_label(), how }
    };
    HeroDerived {
        traits: Trait::ALL
            .iter()
            .map(|t| TraitLine {
                id: t.id().to_string(),
                name: t.name().to_string(),
                rank: h.rank(*t),
                die: h.die(*t).label(),
                grade: h.die(*t).grade().to_string(),
            })
            .collect(),
        skills,
        size: h.size,
        conc,
        conc_left: i32::from(conc) - i32::from(h.conc_lost),
        damage_bonus: damage_bonus(strength),
        initiative: pool_figure("initiative", "Initiative check"),
        quickness: h.die(Trait::Quickness).label(),
        fortitude: pool_figure("fortitude", "Stun and recovery checks"),
        aps,
        aps_now,
        ap_half: f32::from(aps_now) / 2.0,
        ap_quarter: f32::from(aps_now) / 4.0,
        wounds: WoundLocation::ALL
            .iter()
            .map(|l| {
                let n = h.wounds_at(*l);
                WoundLine {
                    location: l.id().to_string(),
                    name: l.name().to_string(),
                    wounds: n,
                    level: wound_level(n).map(|w| w.description.to_string()),
                    disabled: n >= WOUND_BOXES,
                }
            })
            .collect(),
        worst_wound: worst.map(|l| l.description.to_string()),
        ap_penalty,
        stun_tn: worst.map_or(STUN_TN_UNWOUNDED, |l| l.stun_tn),
        defence_unarmed: defence(level_of("unarmed_combat")),
        defence_melee: defence(level_of("melee")),
        dodge_tn: dodge_tn(h.rank(Trait::Dexterity), false),
        throw_range: super::ranged::throw_range(h.die(Trait::Strength).sides()),
        knocked_out: i32::from(conc) <= i32::from(h.conc_lost),
        dead: h.dead(),
        flags,
        derivations: DERIVATIONS.iter().map(|d| d.to_string()).collect(),
    }
}

/// How Posse derives what the chapter uses and never defines.
pub const DERIVATIONS: [&str; 6] = [
    "Size: a field, 6 for a man (every man in the chapter is Size 6).",
    "Conc: twice the Size plus the Strength rank (a Size 6 man of Normal Strength has 14, as Hank and Pete do).",
    "DB (and an impact attack's Force): the Strength rank less one (Normal 1, as Cyril's Force; Excellent 3, as Angus's DB).",
    "Initiative and Fortitude (the Stun check, Cyril's \"Toughness\") are skills under Quickness and Strength; a hero without one checks the trait untrained (its rank in d4s).",
    "APs from Reflex: Feeble 8, Normal 10, Good 11, Excellent 12, Awesome 14; less the wound penalty.",
    "Dodge TN: 4 plus the Dexterity rank (the chapter's AD).",
];

#[cfg(test)]
#[path = "hero_tests.rs"]
mod tests;
