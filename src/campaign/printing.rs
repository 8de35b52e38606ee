//! Roster sheets: the campaign's characters worded for print, then laid out and rendered by
//! [`crate::print`].

use std::path::Path;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{checked, summary, CampaignError};
use crate::print::{self, Feature, Paper, RosterDoc, RosterEntry, RosterSide, WeaponLine};
use crate::rules::qotd::{Character, MeleeKind, WeaponChoice};
use crate::store::{characters, sides, Store};

/// What printing wrote.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct PrintOutcome {
    pub path: String,
    pub pages: u32,
    #[ts(type = "number")]
    pub bytes: u64,
}

/// The roster sheet's content for a campaign, or for one of its sides.
pub fn roster_doc(store: &Store, campaign_id: i64, side_id: Option<i64>) -> Result<RosterDoc, CampaignError> {
    let campaign = summary(store, campaign_id)?;
    let mut all_sides = sides::of_campaign(store.conn(), campaign_id)?;
    if let Some(only) = side_id {
        all_sides.retain(|s| s.id == only);
        if all_sides.is_empty() {
            return Err(CampaignError::NotFound { what: "side", id: only });
        }
    }
    let mut doc_sides = Vec::new();
    for side in all_sides {
        let mut entries = Vec::new();
        for record in characters::of_side(store.conn(), side.id)? {
            let character = checked(&record)?;
            let portrait = characters::portrait(store.conn(), record.id)?;
            entries.push(entry(&character, portrait));
        }
        doc_sides.push(RosterSide { name: side.name, suit: side.suit.map(|s| format!("{} {}", s.symbol(), s.name())), characters: entries });
    }
    Ok(RosterDoc { title: campaign.name, ruleset: campaign.ruleset.title().to_string(), sides: doc_sides })
}

fn entry(character: &Character, portrait_png: Option<Vec<u8>>) -> RosterEntry {
    let derived = character.derived();
    let personality = character.personality();
    let dv = if character.shield() {
        format!("DV {} (+1 with shield in close combat and against non-gunpowder missiles)", derived.dv)
    } else {
        format!("DV {}", derived.dv)
    };
    RosterEntry {
        name: character.name().to_string(),
        kind: character.kind().name().to_string(),
        cards: derived.cards,
        action_dice: derived.action_dice.to_string(),
        reduced_dice: derived.reduced_dice.to_string(),
        dv: format!("{dv} · {}", character.armour().name()),
        movement: format!("{} paces", derived.move_paces),
        personality: Feature { name: personality.name.to_string(), effect: personality.effect.to_string() },
        traits: character
            .traits()
            .iter()
            .map(|t| Feature { name: t.label(), effect: t.definition.effect.to_string() })
            .collect(),
        weapons: character.weapons().iter().map(weapon_line).collect(),
        notes: character.notes().to_string(),
        portrait_png,
    }
}

fn weapon_line(weapon: &WeaponChoice) -> WeaponLine {
    match weapon {
        WeaponChoice::Missile(w) => WeaponLine {
            name: w.name.to_string(),
            range: w.range_text(),
            impact: w.impact_text(),
            notes: w.notes.to_string(),
        },
        WeaponChoice::Melee(w) => WeaponLine {
            name: w.name.to_string(),
            range: format!("{} reach", w.reach.name()),
            // QOTD Reel 6, DV adjustments: improvised weapons hit as light impact (+1 DV); fists
            // and light clubs are blunt, so their hits knock out rather than wound (Effects of hits).
            impact: match w.kind {
                MeleeKind::Fighting => "Normal",
                MeleeKind::Improvised => "Light",
                MeleeKind::Fists => "Blunt (stuns)",
            }
            .to_string(),
            notes: w.kind.name().to_string(),
        },
    }
}

/// Prints the roster sheet to `path` (a PDF at true paper size).
pub fn print_roster(
    store: &Store,
    campaign_id: i64,
    side_id: Option<i64>,
    paper: Paper,
    path: &Path,
) -> Result<PrintOutcome, CampaignError> {
    let doc = roster_doc(store, campaign_id, side_id)?;
    let printed = print::roster_pdf(&doc, paper)?;
    std::fs::write(path, &printed.pdf).map_err(|source| CampaignError::Io { path: path.display().to_string(), source })?;
    Ok(PrintOutcome { path: path.display().to_string(), pages: printed.pages as u32, bytes: printed.pdf.len() as u64 })
}
