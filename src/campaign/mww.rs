//! What an MWW campaign keeps besides its figures' sheets: what a figure's card shows
//! ([`MwwDerived`]), a gang's AP budget from its roster, and the catalog the gang editor picks from.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{AvailabilityStatus, CampaignError, Sheet};
use crate::rules::mww::action_points::{budget, ApBudget};
use crate::rules::mww::shooting::figure_chance;
use crate::rules::mww::weapons::{RangeBand, Shooting, WEAPONS};
use crate::rules::mww::{Figure, Skill};
use crate::rules::Ruleset;
use crate::store::{change_log, sides, Store};

/// What an MWW figure's card shows besides the sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct MwwDerived {
    /// "Figure" or "Mounted figure".
    pub kind_name: String,
    pub skills: Vec<MwwSkillLine>,
    /// Each weapon carried, with its chance to hit at each range band.
    pub weapons: Vec<MwwWeaponLine>,
    /// What he fights with in hand to hand: "Rifle/Shoot gun (+2, 2 wounds)".
    pub fight_weapon: String,
    /// "Horse", or none.
    pub mount: Option<String>,
    pub wounds: u8,
    /// What the wounds do, in words.
    pub wound_effects: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct MwwSkillLine {
    pub id: String,
    pub name: String,
    pub effect: String,
}

/// A weapon as the gang sheet shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct MwwWeaponLine {
    pub id: String,
    pub name: String,
    /// The chance of hit column it is read on ("Thrown weapon"), if it shoots or is thrown.
    pub shoots_as: Option<String>,
    /// The same column's id (`thrown_weapon`), for a shot asked about this weapon (the odds panel).
    /// Absent from cast lists saved before it was added: read back as none.
    #[serde(default)]
    pub column: Option<Shooting>,
    /// The figure's chance to hit at 0"–2", 2"–6", 6"–12", 12"–24", 24"–36" with his shooting skill
    /// and wounds, before any other modifier: the chance the dice give, 00 included ("71%" for a
    /// final figure of 70), as `posse odds mww hit --shooter` gives it
    /// ([`crate::rules::mww::shooting::figure_chance`]); the table's "N/A" or "To close" out of
    /// reach. Empty for a weapon that is not shot.
    pub chances: Vec<String>,
    /// "Knife (+1, 2 wounds)".
    pub fights_as: String,
}

/// The range bands' headings, for the chances of [`MwwWeaponLine`].
pub fn range_headings() -> Vec<String> {
    RangeBand::ALL.iter().map(|b| b.name().to_string()).collect()
}

/// How the gang sheet, the figure cards and `posse character show` say once what a chance to hit
/// counts.
pub const CHANCE_NOTE: &str =
    "To hit: the chance the dice give. 0,0 is always a hit unless N/A, so 71% hits on 01–70 and 00.";

/// The figure's own chance at each band: table, skill and wounds only.
fn chances(figure: &Figure, shooting: Shooting) -> Vec<String> {
    RangeBand::ALL.iter().map(|band| figure_chance(figure, shooting, *band).text()).collect()
}

pub(crate) fn derived(figure: &Figure) -> MwwDerived {
    let fight = |f: crate::rules::mww::weapons::FightWeapon| {
        let i = f.info();
        format!("{} (+{}, {} wound{})", i.name, i.points, i.wounds, if i.wounds == 1 { "" } else { "s" })
    };
    MwwDerived {
        kind_name: figure.kind_name().to_string(),
        skills: figure
            .skills()
            .iter()
            .map(|s| MwwSkillLine {
                id: s.id().to_string(),
                name: s.name().to_string(),
                effect: s.effect().to_string(),
            })
            .collect(),
        weapons: figure
            .weapons()
            .iter()
            .map(|w| {
                let info = w.info();
                MwwWeaponLine {
                    id: info.id.to_string(),
                    name: info.name.to_string(),
                    shoots_as: info.shoots_as.map(|s| s.name().to_string()),
                    column: info.shoots_as,
                    chances: info.shoots_as.map(|s| chances(figure, s)).unwrap_or_default(),
                    fights_as: fight(info.fights_as),
                }
            })
            .collect(),
        fight_weapon: fight(figure.fight_weapon()),
        mount: figure.mount().map(|m| m.name().to_string()),
        wounds: figure.wounds(),
        wound_effects: figure.wound_effects(),
    }
}

/// One choice of the gang editor.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct MwwChoice {
    pub id: String,
    pub name: String,
    /// What it does, or how it is read on the tables.
    pub effect: String,
}

/// What the gang editor picks from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct MwwCatalog {
    pub skills: Vec<MwwChoice>,
    pub weapons: Vec<MwwChoice>,
    pub mounts: Vec<MwwChoice>,
    /// The range bands, for the chances the weapons show.
    pub range_bands: Vec<String>,
    /// What a figure's chance to hit counts, said once where his chances are shown.
    pub chance_note: String,
}

pub fn mww_catalog() -> MwwCatalog {
    MwwCatalog {
        skills: Skill::ALL
            .iter()
            .map(|s| MwwChoice { id: s.id().to_string(), name: s.name().to_string(), effect: s.effect().to_string() })
            .collect(),
        weapons: WEAPONS
            .iter()
            .map(|w| {
                let f = w.fights_as.info();
                let shoots = w.shoots_as.map(|s| format!("shoots as {}; ", s.name())).unwrap_or_default();
                MwwChoice {
                    id: w.id.to_string(),
                    name: w.name.to_string(),
                    effect: format!(
                        "{shoots}hand to hand as {} (+{}, {} wound{})",
                        f.name,
                        f.points,
                        f.wounds,
                        if f.wounds == 1 { "" } else { "s" }
                    ),
                }
            })
            .collect(),
        mounts: vec![MwwChoice {
            id: "horse".to_string(),
            name: "Horse".to_string(),
            effect: "Moves 2\" an AP; takes 5 wounds before it is killed".to_string(),
        }],
        range_bands: range_headings(),
        chance_note: CHANCE_NOTE.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mww::FigureSheet;

    #[test]
    fn a_figures_card_shows_its_chances_with_skill_and_wounds() {
        let sheet: FigureSheet = serde_json::from_str(
            r#"{"name": "Kid", "skills": ["shooting"], "weapons": ["six_gun", "rifle", "club"], "wounds": 1}"#,
        )
        .unwrap();
        let d = derived(&Figure::from_sheet(&sheet).unwrap());
        // Six gun 65/50/25/10/N/A, +10 skill, −5 a wound; and 00 ("0,0 is always a hit unless N/A").
        assert_eq!(d.weapons[0].chances, ["71%", "56%", "31%", "16%", "N/A"]);
        assert_eq!(d.weapons[1].chances, ["26%", "36%", "56%", "46%", "31%"]);
        assert!(d.weapons[2].chances.is_empty() && d.weapons[2].shoots_as.is_none());
        assert_eq!(d.fight_weapon, "Rifle/Shoot gun (+2, 2 wounds)");
        assert_eq!(d.skills[0].name, "Shooting / throwing skill");
        assert_eq!(mww_catalog().weapons.len(), WEAPONS.len());
    }
}

/// A gang as it starts its next game: the figures who can play, the wounds they carry, its money,
/// and the AP budget that gives each turn.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct GangView {
    #[ts(type = "number")]
    pub side_id: i64,
    pub name: String,
    #[ts(type = "number")]
    pub money: i64,
    /// Figures who can play (the dead are not counted).
    pub figures: u8,
    /// Wounds they carry, all together.
    pub wounds: u32,
    /// The figures left out, with why: "Ike (dead)".
    pub left_out: Vec<String>,
    /// Each turn's APs; `None` for a gang with no figure to play.
    pub budget: Option<crate::rules::mww::action_points::ApBudget>,
}

fn mww_side(store: &Store, side_id: i64) -> Result<sides::SideRecord, CampaignError> {
    let side = sides::get(store.conn(), side_id)?.ok_or(CampaignError::NotFound { what: "side", id: side_id })?;
    let ruleset = super::summary(store, side.campaign_id)?.ruleset;
    if ruleset != Ruleset::Mww {
        return Err(CampaignError::NotMwwSide { id: side_id, ruleset });
    }
    Ok(side)
}

/// An MWW gang: its figures, wounds, money and AP budget. Decision: the figures counted are those on
/// the roster who are not dead (the text counts "the number of figures in the gang").
pub fn gang(store: &Store, side_id: i64) -> Result<GangView, CampaignError> {
    let side = mww_side(store, side_id)?;
    let standing = super::availability(store, side.campaign_id)?;
    let view = super::side(store, side_id)?;
    let (mut figures, mut wounds, mut left_out) = (0u32, 0u32, Vec::new());
    for c in &view.characters {
        let a = standing.iter().find(|a| a.character_id == c.id);
        if a.is_some_and(|a| a.status == AvailabilityStatus::Dead) {
            left_out.push(format!("{} (dead)", c.sheet.name()));
            continue;
        }
        figures += 1;
        if let Sheet::Mww(s) = &c.sheet {
            wounds += s.wounds.max(0) as u32;
        }
    }
    let figures = u8::try_from(figures).unwrap_or(u8::MAX);
    let budget = if figures == 0 { None } else { Some(budget(figures, wounds, 0).map_err(CampaignError::Ap)?) };
    Ok(GangView { side_id, name: side.name, money: side.money, figures, wounds, left_out, budget })
}

/// The AP budget of a gang's turn, with `civilians` allocated to it.
pub fn gang_ap(store: &Store, side_id: i64, civilians: u8) -> Result<ApBudget, CampaignError> {
    let g = gang(store, side_id)?;
    budget(g.figures, g.wounds, civilians).map_err(CampaignError::Ap)
}

/// Sets a gang's money (one undoable change). Refused: a negative sum, a side of another family.
pub fn set_gang_money(store: &mut Store, side_id: i64, money: i64, at: i64) -> Result<GangView, CampaignError> {
    let side = mww_side(store, side_id)?;
    if money < 0 {
        return Err(CampaignError::BadMoney(format!("${money}: a gang cannot have less than nothing")));
    }
    if money != side.money {
        store.write(|tx| {
            let before = sides::snapshot(tx, side_id)?;
            sides::set_money(tx, side_id, money)?;
            change_log::append(
                tx,
                change_log::NewChange {
                    campaign_id: side.campaign_id,
                    at,
                    action: "side.money",
                    entity: "side",
                    entity_id: side_id,
                    before,
                    after: sides::snapshot(tx, side_id)?,
                    summary: format!("{}'s money: ${} → ${money}", side.name, side.money),
                },
            )?;
            Ok::<_, CampaignError>(())
        })?;
    }
    gang(store, side_id)
}
