//! A character sheet of either rule family, read by the campaign's rule set: QOTD sheets and
//! fate-deck sheets are stored alike (JSON text), and the campaign says which one a row holds.

use crate::error::from_json_object;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use super::CampaignError;
use crate::rules::fate::{self, FateOptions};
use crate::rules::twtw::hero as twtw;
use crate::rules::Ruleset;
use crate::rules::{mww, qotd};
use crate::store::{campaigns, characters, sides, Store};

/// Keys that `character show --json` prints besides the sheet; they are dropped on input so that the
/// printed JSON is accepted back by `add` and `edit`.
pub(super) const DERIVED_KEYS: [&str; 5] = ["id", "side_id", "ruleset", "derived", "has_portrait"];

/// A character sheet as typed, of the campaign's rule family. Written as the sheet's own keys.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(untagged)]
pub enum Sheet {
    Qotd(qotd::CharacterSheet),
    Fate(fate::CharacterSheet),
    Twtw(twtw::HeroSheet),
    /// Last: its only required key is the name, so it is tried after the others.
    Mww(mww::FigureSheet),
}

impl Sheet {
    pub fn name(&self) -> &str {
        match self {
            Sheet::Qotd(s) => &s.name,
            Sheet::Fate(s) => &s.name,
            Sheet::Mww(s) => &s.name,
            Sheet::Twtw(s) => &s.name,
        }
    }

    pub fn ruleset(&self) -> Ruleset {
        match self {
            Sheet::Qotd(_) => Ruleset::Qotd,
            Sheet::Fate(_) => Ruleset::Fate,
            Sheet::Mww(_) => Ruleset::Mww,
            Sheet::Twtw(_) => Ruleset::Twtw,
        }
    }

    /// A stored sheet brought up to the rules as Posse now reads them
    /// ([`fate::CharacterSheet::upgraded`]), so that a settled reading never makes a campaign
    /// unreadable. Sheets as typed are checked as they are.
    pub fn upgraded(self) -> Sheet {
        match self {
            Sheet::Fate(s) => Sheet::Fate(s.upgraded().0),
            other => other,
        }
    }
}

/// The figures that follow from a sheet, for either family (`Derived` of QOTD, or `FateDerived`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(untagged)]
#[ts(rename = "CharacterDerived")]
pub enum Derived {
    Qotd(qotd::Derived),
    Fate(FateDerived),
    Mww(super::mww_derived::MwwDerived),
    Twtw(twtw::HeroDerived),
}

/// What a fate character's card shows besides the sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct FateDerived {
    /// "Shootist".
    pub class_name: String,
    /// Nerve dice, and as many fast-draw dice.
    pub nerve_dice: u8,
    /// The playsheet's firing-dice modifier for the class.
    pub firing_dice: i8,
    /// Every skill held, own or implied, with its label ("Very Strong") and effect.
    pub skills: Vec<FateSkillLine>,
    /// Weapon names, in the order of the sheet.
    pub weapons: Vec<String>,
    pub serious_wounds: u8,
    pub flesh_wounds: u8,
    /// What the wounds stop him doing, in words ("One movement die less").
    pub wound_effects: Vec<String>,
    /// Contradictions the rules leave standing, in words.
    pub flags: Vec<String>,
}

/// One skill as the card shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct FateSkillLine {
    pub id: String,
    /// "Very Strong".
    pub label: String,
    pub level: u8,
    pub effect: String,
    /// Names of the skills that give it ("White knight").
    pub implied_by: Vec<String>,
}

/// The rules a campaign's characters are checked by.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Rules {
    Qotd,
    Fate(FateOptions),
    Mww,
    Twtw,
}

/// A sheet that obeys its campaign's rules.
#[derive(Debug, Clone, PartialEq)]
pub enum Checked {
    Qotd(qotd::Character),
    Fate(fate::Character),
    Mww(mww::Figure),
    Twtw(twtw::Hero),
}

impl Rules {
    pub fn ruleset(&self) -> Ruleset {
        match self {
            Rules::Qotd => Ruleset::Qotd,
            Rules::Fate(_) => Ruleset::Fate,
            Rules::Mww => Ruleset::Mww,
            Rules::Twtw => Ruleset::Twtw,
        }
    }

    /// Checks a sheet; a sheet of the other family is refused.
    pub fn check(&self, sheet: &Sheet) -> Result<Checked, CampaignError> {
        match (self, sheet) {
            (Rules::Qotd, Sheet::Qotd(s)) => Ok(Checked::Qotd(qotd::Character::from_sheet(s)?)),
            (Rules::Fate(options), Sheet::Fate(s)) => Ok(Checked::Fate(fate::Character::from_sheet(s, options)?)),
            (Rules::Mww, Sheet::Mww(s)) => Ok(Checked::Mww(mww::Figure::from_sheet(s)?)),
            (Rules::Twtw, Sheet::Twtw(s)) => Ok(Checked::Twtw(twtw::Hero::from_sheet(s)?)),
            _ => Err(CampaignError::WrongFamily { sheet: sheet.ruleset(), campaign: self.ruleset() }),
        }
    }

    /// A stored sheet, read and checked again (it was valid when written).
    pub fn read(&self, record: &characters::CharacterRecord) -> Result<Checked, CampaignError> {
        let sheet = sheet_from_value(&format!("character {}", record.id), record.sheet.clone(), self.ruleset())?;
        self.check(&sheet.upgraded())
    }
}

impl Checked {
    pub fn name(&self) -> &str {
        match self {
            Checked::Qotd(c) => c.name(),
            Checked::Fate(c) => c.name(),
            Checked::Mww(f) => f.name(),
            Checked::Twtw(c) => c.name(),
        }
    }

    /// The QOTD type or fate class, as named in the rules ("Hero", "Shootist"); an MWW figure is a
    /// "Figure" or a "Mounted figure"; a TWTW hero a "Hero".
    pub fn kind_name(&self) -> &'static str {
        match self {
            Checked::Qotd(c) => c.kind().name(),
            Checked::Fate(c) => c.class().name(),
            Checked::Mww(f) => f.kind_name(),
            Checked::Twtw(_) => "Hero",
        }
    }

    /// The canonical sheet.
    pub fn sheet(&self) -> Sheet {
        match self {
            Checked::Qotd(c) => Sheet::Qotd(c.to_sheet()),
            Checked::Fate(c) => Sheet::Fate(c.to_sheet()),
            Checked::Mww(f) => Sheet::Mww(f.to_sheet()),
            Checked::Twtw(c) => Sheet::Twtw(c.to_sheet()),
        }
    }

    /// The canonical sheet as JSON, its name and its kind id, for the store.
    pub fn row_parts(&self) -> (Value, String, &'static str) {
        let kind = match self {
            Checked::Qotd(c) => c.kind().id(),
            Checked::Fate(c) => c.class().id(),
            Checked::Mww(_) => "figure",
            Checked::Twtw(_) => "hero",
        };
        (serde_json::to_value(self.sheet()).expect("sheets serialize"), self.name().to_string(), kind)
    }

    pub fn derived(&self) -> Derived {
        match self {
            Checked::Qotd(c) => Derived::Qotd(c.derived()),
            Checked::Fate(c) => Derived::Fate(fate_derived(c)),
            Checked::Mww(f) => Derived::Mww(super::mww_derived::derived(f)),
            Checked::Twtw(c) => Derived::Twtw(c.derived()),
        }
    }
}

fn fate_derived(c: &fate::Character) -> FateDerived {
    let info = c.class().info();
    FateDerived {
        class_name: info.name.to_string(),
        nerve_dice: info.nerve_dice,
        firing_dice: info.firing_dice,
        skills: c
            .skills()
            .into_iter()
            .map(|h| FateSkillLine {
                id: h.skill.id().to_string(),
                label: h.label,
                level: h.level,
                effect: h.skill.info().effect.to_string(),
                implied_by: h.implied_by.iter().map(|s| s.name().to_string()).collect(),
            })
            .collect(),
        weapons: c.weapons().iter().map(|w| w.name().to_string()).collect(),
        serious_wounds: c.serious_wounds(),
        flesh_wounds: c.flesh_wounds(),
        wound_effects: wound_effects(c),
        flags: c.flags().iter().map(|f| format!("{} and {}: {}", f.a.name(), f.b.name(), f.decision)).collect(),
    }
}

/// What a fate character's wounds stop him doing, in words.
pub(super) fn wound_effects(c: &fate::Character) -> Vec<String> {
    let what = c.consequences();
    let mut out = Vec::new();
    match what.movement_dice_lost {
        0 => {}
        1 => out.push("One movement die less".to_string()),
        n => out.push(format!("{n} movement dice less")),
    }
    if what.no_movement_or_turning {
        out.push("No movement or turning".to_string());
    }
    for arm in &what.no_pistol_in {
        out.push(format!("No pistol in the {} hand", arm.name().to_lowercase().trim_end_matches(" arm")));
    }
    if what.no_rifle {
        out.push("No rifle".to_string());
    }
    if what.no_reloading {
        out.push("Cannot reload".to_string());
    }
    out
}

/// Reads a sheet of `ruleset` from JSON, dropping the keys `show --json` adds.
pub fn sheet_from_value(what: &str, mut value: Value, ruleset: Ruleset) -> Result<Sheet, CampaignError> {
    if let Value::Object(map) = &mut value {
        for key in DERIVED_KEYS {
            map.remove(key);
        }
    }
    let shape = |e: crate::error::JsonFault| CampaignError::BadField {
        what: what.to_string(),
        field: e.field_or("sheet"),
        reason: e.reason,
    };
    let noun = "a character sheet";
    match ruleset {
        Ruleset::Qotd => from_json_object(value, noun).map(Sheet::Qotd).map_err(shape),
        Ruleset::Fate => from_json_object(value, noun).map(Sheet::Fate).map_err(shape),
        Ruleset::Mww => from_json_object(value, noun).map(Sheet::Mww).map_err(shape),
        Ruleset::Twtw => from_json_object(value, noun).map(Sheet::Twtw).map_err(shape),
    }
}

/// Parses a character sheet of `ruleset` from JSON text as a user wrote it (or as
/// `character show --json` printed it). `what` names the source in errors, e.g. the file name.
pub fn parse_sheet(what: &str, text: &str, ruleset: Ruleset) -> Result<Sheet, CampaignError> {
    let value: Value = serde_json::from_str(text).map_err(|e| CampaignError::MalformedJson {
        what: what.to_string(),
        line: e.line(),
        column: e.column(),
        reason: e.to_string(),
    })?;
    sheet_from_value(what, value, ruleset)
}

/// The rules of a campaign: its rule set, and for fate its options.
pub fn campaign_rules(store: &Store, campaign_id: i64) -> Result<Rules, CampaignError> {
    let campaign = super::summary(store, campaign_id)?;
    match campaign.ruleset {
        Ruleset::Qotd => Ok(Rules::Qotd),
        Ruleset::Fate => Ok(Rules::Fate(fate_options(store, campaign_id)?)),
        Ruleset::Mww => Ok(Rules::Mww),
        Ruleset::Twtw => Ok(Rules::Twtw),
    }
}

/// A fate campaign's options as stored.
pub(super) fn fate_options(store: &Store, campaign_id: i64) -> Result<FateOptions, CampaignError> {
    let text = campaigns::options(store.conn(), campaign_id)?
        .ok_or(CampaignError::NotFound { what: "campaign", id: campaign_id })?;
    Ok(crate::store::from_json(format!("campaign {campaign_id} options"), &text)?)
}

/// The rules of the campaign a side belongs to.
pub fn side_rules(store: &Store, side_id: i64) -> Result<Rules, CampaignError> {
    let side = sides::get(store.conn(), side_id)?.ok_or(CampaignError::NotFound { what: "side", id: side_id })?;
    campaign_rules(store, side.campaign_id)
}

/// Reads a sheet sent as JSON for a side's roster, by the side's rule set.
pub fn sheet_for_side(store: &Store, side_id: i64, sheet: Value) -> Result<Sheet, CampaignError> {
    sheet_from_value("sheet", sheet, side_rules(store, side_id)?.ruleset())
}

/// Reads a sheet sent as JSON for a character already on a roster, by its campaign's rule set.
pub fn sheet_for_character(store: &Store, character_id: i64, sheet: Value) -> Result<Sheet, CampaignError> {
    let record = characters::get(store.conn(), character_id)?
        .ok_or(CampaignError::NotFound { what: "character", id: character_id })?;
    sheet_for_side(store, record.side_id, sheet)
}

/// A roster character of a fate campaign, checked with its campaign's options.
pub fn fate_character(store: &Store, id: i64) -> Result<(fate::Character, FateOptions), CampaignError> {
    let record = characters::get(store.conn(), id)?.ok_or(CampaignError::NotFound { what: "character", id })?;
    match side_rules(store, record.side_id)? {
        rules @ Rules::Fate(options) => match rules.read(&record)? {
            Checked::Fate(character) => Ok((character, options)),
            _ => unreachable!("fate rules read a fate sheet"),
        },
        rules => Err(CampaignError::NotFate { id, ruleset: rules.ruleset() }),
    }
}

/// A roster figure of an MWW campaign.
pub fn mww_figure(store: &Store, id: i64) -> Result<mww::Figure, CampaignError> {
    let record = characters::get(store.conn(), id)?.ok_or(CampaignError::NotFound { what: "character", id })?;
    match side_rules(store, record.side_id)?.read(&record)? {
        Checked::Mww(figure) => Ok(figure),
        other => Err(CampaignError::NotMww { id, ruleset: other.sheet().ruleset() }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HERO: &str = r#"{"name": "Wyatt", "type": "hero", "personality": "disciplined", "traits": ["marksman"]}"#;

    #[test]
    fn a_qotd_view_prints_the_sheet_keys_as_before_plus_ruleset_and_is_accepted_back() {
        let mut store = Store::open_in_memory().unwrap();
        let c = super::super::create(&mut store, "Q", Ruleset::Qotd, 1).unwrap();
        let side = super::super::add_side(&mut store, c.id, "Earps", None, 1).unwrap();
        let sheet = parse_sheet("test", HERO, Ruleset::Qotd).unwrap();
        let view = super::super::add_character(&mut store, side.id, &sheet, 1).unwrap();
        let json = serde_json::to_value(&view).unwrap();
        let keys: Vec<&str> = json.as_object().unwrap().keys().map(String::as_str).collect();
        for key in ["id", "side_id", "ruleset", "name", "type", "personality", "traits", "derived", "has_portrait"] {
            assert!(keys.contains(&key), "{key} missing from {keys:?}");
        }
        assert_eq!(json["derived"]["cards"], 4);
        assert_eq!(parse_sheet("shown", &json.to_string(), Ruleset::Qotd).unwrap(), view.sheet);
    }

    #[test]
    fn a_fate_view_carries_its_labels_and_a_sheet_of_the_other_family_is_refused() {
        let rules = Rules::Fate(FateOptions::default());
        let sheet = parse_sheet(
            "test",
            r#"{"name": "Clay", "class": "shootist", "skills": ["quick_shot", "strong", "strong"]}"#,
            Ruleset::Fate,
        )
        .unwrap();
        let Derived::Fate(d) = rules.check(&sheet).unwrap().derived() else { panic!("not fate") };
        assert_eq!(d.class_name, "Shootist");
        assert!(d.skills.iter().any(|s| s.label == "Very Strong" && s.level == 2));
        let hero = parse_sheet("test", HERO, Ruleset::Qotd).unwrap();
        assert!(matches!(rules.check(&hero), Err(CampaignError::WrongFamily { .. })));
        let e = parse_sheet("test", HERO, Ruleset::Fate).unwrap_err().to_string();
        assert!(e.contains("class") || e.contains("type"), "{e}");
    }
}
