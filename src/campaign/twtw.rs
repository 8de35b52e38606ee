//! What a The West That Wasn't campaign needs besides its roster: the pick lists of the hero
//! editor, and a hero's block on the roster sheet.

use serde::Serialize;
use ts_rs::TS;

use crate::print::{Feature, RosterEntry, Section};
use crate::rules::twtw::die::Die;
use crate::rules::twtw::hero::{Hero, SkillInfo, Trait, DEFAULT_RANK, DERIVATIONS, MAN_SIZE, SKILLS};
use crate::rules::twtw::location::WoundLocation;

/// A trait as the editor offers it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "TwtwTraitInfo")]
pub struct TraitInfo {
    pub id: &'static str,
    pub name: &'static str,
}

/// A rank as the editor offers it: 1, "d4", "Feeble".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "TwtwRankInfo")]
pub struct RankInfo {
    pub rank: u8,
    pub die: String,
    pub grade: &'static str,
}

/// A wound box as the editor offers it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "TwtwLocationInfo")]
pub struct LocationInfo {
    pub id: &'static str,
    pub name: &'static str,
}

/// The TWTW rules the hero editor picks from: `posse twtw catalog` and the desktop's
/// `twtw_catalog`.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct TwtwCatalog {
    pub traits: Vec<TraitInfo>,
    pub ranks: Vec<RankInfo>,
    pub default_rank: u8,
    /// The skills the chapter names, with the trait each is usually checked with.
    pub skills: Vec<SkillInfo>,
    pub locations: Vec<LocationInfo>,
    pub default_size: u8,
    /// How Posse derives Size, Conc, DB, Initiative, Fortitude, APs and the dodge TN.
    pub derivations: Vec<String>,
}

pub fn twtw_catalog() -> TwtwCatalog {
    TwtwCatalog {
        traits: Trait::ALL.iter().map(|t| TraitInfo { id: t.id(), name: t.name() }).collect(),
        ranks: Die::ALL.iter().map(|d| RankInfo { rank: d.rank(), die: d.label(), grade: d.grade() }).collect(),
        default_rank: DEFAULT_RANK,
        skills: SKILLS.to_vec(),
        locations: WoundLocation::ALL.iter().map(|l| LocationInfo { id: l.id(), name: l.name() }).collect(),
        default_size: MAN_SIZE,
        derivations: DERIVATIONS.iter().map(|d| d.to_string()).collect(),
    }
}

/// A hero's block on the roster sheet: Size, Conc, DB, APs, Initiative and Fortitude beside the
/// portrait; traits with their dice, skills with their pools, wounds with what they cost.
pub(super) fn roster_entry(hero: &Hero, portrait_png: Option<Vec<u8>>) -> RosterEntry {
    let d = hero.derived();
    let mut wounds: Vec<Feature> = d
        .wounds
        .iter()
        .filter(|w| w.wounds > 0)
        .map(|w| Feature {
            name: format!("{}: {} ({})", w.name, w.wounds, w.level.as_deref().unwrap_or("")),
            effect: if w.disabled { "Disabled".to_string() } else { String::new() },
        })
        .collect();
    if let Some(worst) = &d.worst_wound {
        wounds.push(Feature {
            name: format!("Worst: {worst}"),
            effect: format!("−{} AP, Stun TN {}", d.ap_penalty, d.stun_tn),
        });
    }
    RosterEntry {
        name: hero.name().to_string(),
        kind: "Hero".to_string(),
        stats: vec![
            ("Size".to_string(), d.size.to_string()),
            ("Conc".to_string(), format!("{} of {}", d.conc_left, d.conc)),
            ("DB".to_string(), d.damage_bonus.to_string()),
            ("APs".to_string(), format!("{} (½ {}, ¼ {})", d.aps_now, d.ap_half, d.ap_quarter)),
            ("Initiative".to_string(), format!("{} · Quickness {}", d.initiative.value, d.quickness)),
            ("Fortitude".to_string(), format!("{} · Stun TN {}", d.fortitude.value, d.stun_tn)),
            (
                "Defence".to_string(),
                format!("{} unarmed, {} melee, dodge TN {}", d.defence_unarmed, d.defence_melee, d.dodge_tn),
            ),
        ],
        sections: vec![
            Section {
                title: "Traits".to_string(),
                // Two a line, to keep a hero's block short: "Strength d6, Dexterity d8".
                items: d
                    .traits
                    .chunks(2)
                    .map(|pair| Feature {
                        name: pair.iter().map(|t| format!("{} {}", t.name, t.die)).collect::<Vec<_>>().join(", "),
                        effect: String::new(),
                    })
                    .collect(),
            },
            Section {
                title: "Skills".to_string(),
                items: d
                    .skills
                    .iter()
                    .map(|s| {
                        let under = Trait::from_id(&s.under).map_or(s.under.as_str(), |t| t.name());
                        Feature { name: format!("{} {}", s.name, s.pool), effect: format!("{under} {}", s.level) }
                    })
                    .collect(),
            },
            Section { title: "Wounds".to_string(), items: wounds },
        ],
        weapon_columns: ["WEAPON".to_string(), "DMG / RD".to_string(), "PEN".to_string()],
        weapons: Vec::new(),
        notes: hero.to_sheet().notes,
        portrait_png,
        standing: None,
    }
}
