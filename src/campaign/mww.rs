//! What an MWW campaign keeps besides its figures' sheets: what a figure's card shows
//! ([`MwwDerived`]), a gang's AP budget from its roster, and the catalog the gang editor picks from.

use serde::Serialize;
use ts_rs::TS;

pub(crate) use super::mww_derived::derived;
pub use super::mww_derived::{range_headings, MwwDerived, MwwSkillLine, MwwWeaponLine, CHANCE_NOTE};
use super::{AvailabilityStatus, CampaignError, Sheet};
use crate::rules::mww::action_points::{budget, ApBudget};
use crate::rules::mww::weapons::WEAPONS;
use crate::rules::mww::Skill;
use crate::rules::Ruleset;
use crate::store::{change_log, sides, Store};

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
    use crate::rules::mww::{Figure, FigureSheet};

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
