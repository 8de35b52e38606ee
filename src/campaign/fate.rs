//! What a fate campaign needs besides its roster: the pick lists of the roster editor and the
//! fate deck of a roster.

use serde::Serialize;
use ts_rs::TS;

use super::sheet::{campaign_rules, Checked, Rules};
use super::CampaignError;
use crate::rules::fate::class::ClassInfo;
use crate::rules::fate::options::OptionInfo;
use crate::rules::fate::skills::SkillInfo;
use crate::rules::fate::weapons::{FiringRow, WeaponInfo};
use crate::rules::fate::{self, Deck, Hand, CLASSES, FIRING_CHART, OPTIONS, SKILLS, WEAPONS};
use crate::store::{characters, sides, Store};

/// The fate rules a roster editor picks from.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct FateCatalog {
    pub classes: Vec<ClassInfo>,
    /// Each skill's effect, and `double`: whether it may be taken twice ("Very Strong").
    pub skills: Vec<SkillInfo>,
    pub weapons: Vec<WeaponInfo>,
    /// The Range and Firing Chart rows the weapons refer to.
    pub firing_chart: Vec<FiringRow>,
    pub hands: Vec<Hand>,
    pub options: Vec<OptionInfo>,
}

pub fn fate_catalog() -> FateCatalog {
    FateCatalog {
        classes: CLASSES.to_vec(),
        skills: SKILLS.to_vec(),
        weapons: WEAPONS.to_vec(),
        firing_chart: FIRING_CHART.to_vec(),
        hands: vec![Hand::Right, Hand::Left, Hand::Ambidextrous],
        options: OPTIONS.to_vec(),
    }
}

/// The fate deck for a fate campaign's roster, or one side's: one character card each (in the
/// order of the sides and the rosters), the Citizen, Gunman, Shootist and Legend action cards, the
/// Joker, and a Muzzleloader Fire card for each muzzle-loader carried.
pub fn fate_deck(store: &Store, campaign_id: i64, side_id: Option<i64>) -> Result<Deck, CampaignError> {
    let rules = campaign_rules(store, campaign_id)?;
    if !matches!(rules, Rules::Fate(_)) {
        return Err(CampaignError::NotFateCampaign { id: campaign_id, ruleset: rules.ruleset() });
    }
    let records = match side_id {
        Some(id) => {
            let side = sides::get(store.conn(), id)?.filter(|s| s.campaign_id == campaign_id);
            side.ok_or(CampaignError::NotFound { what: "side", id })?;
            characters::of_side(store.conn(), id)?
        }
        None => characters::of_campaign(store.conn(), campaign_id)?,
    };
    let mut roster: Vec<fate::Character> = Vec::new();
    for record in &records {
        if let Checked::Fate(c) = rules.read(record)? {
            roster.push(c);
        }
    }
    Ok(fate::fate_deck(&roster))
}
