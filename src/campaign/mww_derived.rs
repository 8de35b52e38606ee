//! What an MWW figure's card shows besides his sheet: his skills and weapons in lines, and his
//! chance to hit at each range (below the gang, the sheet and the roster print, which all show it).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::rules::mww::shooting::figure_chance;
use crate::rules::mww::weapons::{RangeBand, Shooting};
use crate::rules::mww::Figure;

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
