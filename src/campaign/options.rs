//! A campaign's options: for the fate family, which text's rule it plays where the two disagree
//! and the optional rules it switches on; for Quick on the Draw, how it reads the passages that can
//! be read two ways. Shown with every choice's rule, description and source; changed in one
//! transaction that logs the options before and after (so undo and redo restore them).

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use super::{summary, CampaignError};
use crate::rules::fate::options::OptionKind;
use crate::rules::fate::{FateOptions, HouseTables, OPTIONS};
use crate::rules::mww::MwwOptions;
use crate::rules::qotd::QotdOptions;
use crate::rules::Ruleset;
use crate::store::{campaigns, change_log, Store};

/// A campaign's options, of its rule family. Sent as the family's own object (`{"jams":
/// "ansell1996"}`, `{"brush_with_death": "replace"}`); read back by the campaign's rule set
/// ([`RuleOptions::from_value`]), never guessed from the keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(untagged)]
#[ts(export)]
pub enum RuleOptions {
    Qotd(QotdOptions),
    Fate(FateOptions),
    Mww(MwwOptions),
    Twtw(NoOptions),
}

/// The options of a family that has none: The West That Wasn't, whose chapter has one reading;
/// where it is silent, Posse's decisions are written next to the data (`src/rules/twtw`). Sent and
/// stored as `{}`; any key is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(export)]
pub struct NoOptions {}

/// A campaign's options as its family's rules read them (its attacks in play, its aftermath, its
/// game in play's knock-outs): its own, the defaults for the other families'. A family's
/// [`Family::context`](super::families::Family::context) reads them.
#[derive(Debug, Clone, Default)]
pub struct RulesContext {
    /// A QOTD campaign's options (how a brush with death reads).
    pub qotd: QotdOptions,
    /// A fate campaign's options and house tables (its hit-location chart among them).
    pub fate: Option<(FateOptions, HouseTables)>,
    /// An MWW campaign's readings.
    pub mww: MwwOptions,
}

impl RuleOptions {
    pub fn ruleset(&self) -> Ruleset {
        match self {
            RuleOptions::Qotd(_) => Ruleset::Qotd,
            RuleOptions::Fate(_) => Ruleset::Fate,
            RuleOptions::Mww(_) => Ruleset::Mww,
            RuleOptions::Twtw(_) => Ruleset::Twtw,
        }
    }

    /// A rule set's default options; `None` for a rule set without a roster yet.
    pub fn default_for(ruleset: Ruleset) -> Option<RuleOptions> {
        match ruleset {
            Ruleset::Qotd => Some(RuleOptions::Qotd(QotdOptions::default())),
            Ruleset::Fate => Some(RuleOptions::Fate(FateOptions::default())),
            Ruleset::Mww => Some(RuleOptions::Mww(MwwOptions::default())),
            Ruleset::Twtw => Some(RuleOptions::Twtw(NoOptions::default())),
        }
    }

    /// Reads options sent or stored as JSON for a campaign of `ruleset`; `what` names them in the
    /// error (`campaign 3 options`, `options`).
    pub fn from_value(ruleset: Ruleset, value: Value, what: &str) -> Result<RuleOptions, CampaignError> {
        let bad = |e: serde_json::Error| CampaignError::BadOption(format!("{what}: {e}"));
        match ruleset {
            Ruleset::Qotd => serde_json::from_value(value).map(RuleOptions::Qotd).map_err(bad),
            Ruleset::Fate => serde_json::from_value(value).map(RuleOptions::Fate).map_err(bad),
            Ruleset::Mww => serde_json::from_value(value).map(RuleOptions::Mww).map_err(bad),
            Ruleset::Twtw => serde_json::from_value(value).map(RuleOptions::Twtw).map_err(bad),
        }
    }

    pub fn to_value(&self) -> Value {
        serde_json::to_value(self).expect("options serialize")
    }

    /// The fate options, if these are a fate campaign's.
    pub fn fate(&self) -> Option<FateOptions> {
        match self {
            RuleOptions::Fate(o) => Some(*o),
            RuleOptions::Qotd(_) | RuleOptions::Mww(_) | RuleOptions::Twtw(_) => None,
        }
    }

    /// The QOTD options, if these are a QOTD campaign's.
    pub fn qotd(&self) -> Option<QotdOptions> {
        match self {
            RuleOptions::Qotd(o) => Some(*o),
            RuleOptions::Fate(_) | RuleOptions::Mww(_) | RuleOptions::Twtw(_) => None,
        }
    }

    /// The My Wild West options, if these are an MWW campaign's.
    pub fn mww(&self) -> Option<MwwOptions> {
        match self {
            RuleOptions::Mww(o) => Some(*o),
            RuleOptions::Qotd(_) | RuleOptions::Fate(_) | RuleOptions::Twtw(_) => None,
        }
    }
}

impl From<MwwOptions> for RuleOptions {
    fn from(o: MwwOptions) -> RuleOptions {
        RuleOptions::Mww(o)
    }
}

impl From<FateOptions> for RuleOptions {
    fn from(o: FateOptions) -> RuleOptions {
        RuleOptions::Fate(o)
    }
}

impl From<QotdOptions> for RuleOptions {
    fn from(o: QotdOptions) -> RuleOptions {
        RuleOptions::Qotd(o)
    }
}

/// A campaign's options as shown: the options themselves (which `set_campaign_options` takes back)
/// and every choice in words.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct CampaignOptions {
    #[ts(type = "number")]
    pub campaign_id: i64,
    pub ruleset: Ruleset,
    pub options: RuleOptions,
    pub choices: Vec<OptionView>,
}

/// One option of a campaign.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct OptionView {
    /// The key: `jams`, `fumbles`, `brush_with_death`.
    pub id: String,
    pub title: String,
    /// As `--option KEY=VALUE` takes it: `playsheet` or `ansell_1996`; `on` or `off`; `keep` or
    /// `replace`.
    pub value: String,
    /// The values it may take, the default first for QOTD.
    pub values: Vec<String>,
    /// How each value is labelled where it is shown ("Playsheet", "On", "Becomes Cautious").
    pub labels: Vec<String>,
    /// The rule each value plays, in words, in the order of `values`.
    pub rules: Vec<String>,
    pub is_default: bool,
    /// The rule in force, in words.
    pub rule: String,
    /// Where the rules are.
    pub source: String,
}

/// Options that can be shown as choices and set as `KEY=VALUE`: a family's own, or either.
pub trait OptionSet: Sized {
    /// Every choice, in the family's order.
    fn views(&self) -> Vec<OptionView>;
    /// These options with `key` set to `word` (both as typed, normalised), or why not.
    fn set(self, key: &str, word: &str) -> Result<Self, CampaignError>;
}

fn unknown_key(key: &str, family: &str, views: &[OptionView]) -> CampaignError {
    let keys: Vec<&str> = views.iter().map(|v| v.id.as_str()).collect();
    CampaignError::BadOption(format!("\"{key}\" is not an option of {family} campaigns ({})", keys.join(", ")))
}

fn unknown_value(key: &str, given: &str, view: &OptionView) -> CampaignError {
    CampaignError::BadOption(format!("{key}: \"{given}\" is not a value of it ({})", view.values.join(" or ")))
}

impl OptionSet for FateOptions {
    fn views(&self) -> Vec<OptionView> {
        self.choices()
            .into_iter()
            .zip(OPTIONS.iter())
            .map(|(choice, info)| OptionView {
                id: choice.id.to_string(),
                title: choice.title.to_string(),
                value: info.words()[choice.index].to_string(),
                values: info.words().iter().map(|w| w.to_string()).collect(),
                labels: info.labels().iter().map(|w| w.to_string()).collect(),
                rules: vec![info.first.to_string(), info.second.to_string()],
                is_default: choice.is_default,
                rule: choice.rule.to_string(),
                source: info.source.to_string(),
            })
            .collect()
    }

    fn set(self, key: &str, word: &str) -> Result<FateOptions, CampaignError> {
        let views = self.views();
        let view = views.iter().find(|v| v.id == key).ok_or_else(|| unknown_key(key, "fate", &views))?;
        let info = OPTIONS.iter().find(|o| o.id == key).expect("views come from OPTIONS");
        let new = match (info.kind, word) {
            (OptionKind::Text, "playsheet") => Value::String("playsheet".into()),
            (OptionKind::Text, "ansell_1996" | "ansell1996" | "1996") => Value::String("ansell1996".into()),
            (OptionKind::Switch, "on" | "true" | "yes") => Value::Bool(true),
            (OptionKind::Switch, "off" | "false" | "no") => Value::Bool(false),
            // A reading's words are its stored values; the names it had before (`hit_location`'s
            // `ansell_1996`) are read by the options' own aliases.
            (OptionKind::Reading, word) => Value::String(word.to_string()),
            _ => return Err(unknown_value(key, word, view)),
        };
        let mut json = serde_json::to_value(self).expect("options serialize");
        json[key] = new;
        serde_json::from_value(json).map_err(|_| unknown_value(key, word, view))
    }
}

/// Two-way readings (QOTD's, MWW's) as shown: each with its values, labels and rules, the one chosen
/// and where the text is.
fn reading_views(choices: Vec<crate::rules::qotd::options::OptionChoice>) -> Vec<OptionView> {
    let strings = |list: &[&str; 2]| list.iter().map(|w| w.to_string()).collect();
    choices
        .into_iter()
        .map(|c| OptionView {
            id: c.info.id.to_string(),
            title: c.info.title.to_string(),
            value: c.value().to_string(),
            values: strings(&c.info.values),
            labels: strings(&c.info.labels),
            rules: strings(&c.info.rules),
            is_default: c.is_default(),
            rule: c.rule().to_string(),
            source: c.info.source.to_string(),
        })
        .collect()
}

impl OptionSet for QotdOptions {
    fn views(&self) -> Vec<OptionView> {
        reading_views(self.choices())
    }

    fn set(self, key: &str, word: &str) -> Result<QotdOptions, CampaignError> {
        let views = self.views();
        let view = views.iter().find(|v| v.id == key).ok_or_else(|| unknown_key(key, "QOTD", &views))?;
        self.with(key, word).ok_or_else(|| unknown_value(key, word, view))
    }
}

impl OptionSet for MwwOptions {
    fn views(&self) -> Vec<OptionView> {
        reading_views(self.choices())
    }

    fn set(self, key: &str, word: &str) -> Result<MwwOptions, CampaignError> {
        let views = self.views();
        let view = views.iter().find(|v| v.id == key).ok_or_else(|| unknown_key(key, "My Wild West", &views))?;
        self.with(key, word).ok_or_else(|| unknown_value(key, word, view))
    }
}

impl OptionSet for RuleOptions {
    fn views(&self) -> Vec<OptionView> {
        match self {
            RuleOptions::Qotd(o) => o.views(),
            RuleOptions::Fate(o) => o.views(),
            RuleOptions::Mww(o) => o.views(),
            RuleOptions::Twtw(_) => Vec::new(),
        }
    }

    fn set(self, key: &str, word: &str) -> Result<RuleOptions, CampaignError> {
        Ok(match self {
            RuleOptions::Qotd(o) => RuleOptions::Qotd(o.set(key, word)?),
            RuleOptions::Fate(o) => RuleOptions::Fate(o.set(key, word)?),
            RuleOptions::Mww(o) => RuleOptions::Mww(o.set(key, word)?),
            other @ RuleOptions::Twtw(_) => {
                return Err(CampaignError::BadOption(format!(
                    "{key}: {} has no options (its readings are written next to its tables)",
                    other.ruleset().title()
                )))
            }
        })
    }
}

/// Every choice of `options`, in the family's order.
pub fn option_views(options: &impl OptionSet) -> Vec<OptionView> {
    options.views()
}

/// `options` with each `KEY=VALUE` applied, as typed on the command line (`jams=ansell_1996`,
/// `fumbles=on`, `brush_with_death=replace`). An unknown key or value is refused with the valid
/// ones listed.
pub fn with_settings<O: OptionSet>(options: O, settings: &[String]) -> Result<O, CampaignError> {
    let mut options = options;
    for setting in settings {
        let (key, value) = setting.split_once('=').ok_or_else(|| {
            CampaignError::BadOption(format!("\"{setting}\" is not KEY=VALUE (e.g. jams=ansell_1996)"))
        })?;
        let key = key.trim().to_ascii_lowercase().replace('-', "_");
        let word = value.trim().to_ascii_lowercase().replace('-', "_");
        options = options.set(&key, &word)?;
    }
    Ok(options)
}

/// A campaign's options as stored, read by its rule set (missing keys take their defaults).
pub(super) fn rule_options(store: &Store, campaign_id: i64) -> Result<RuleOptions, CampaignError> {
    let campaign = summary(store, campaign_id)?;
    let text = campaigns::options(store.conn(), campaign_id)?
        .ok_or(CampaignError::NotFound { what: "campaign", id: campaign_id })?;
    let value: Value = crate::store::from_json(format!("campaign {campaign_id} options"), &text)?;
    RuleOptions::from_value(campaign.ruleset, value, &format!("campaign {campaign_id} options"))
}

/// A QOTD campaign's options.
pub fn qotd_options(store: &Store, campaign_id: i64) -> Result<QotdOptions, CampaignError> {
    match rule_options(store, campaign_id)? {
        RuleOptions::Qotd(o) => Ok(o),
        other => Err(CampaignError::BadOption(format!(
            "campaign {campaign_id} is a {} campaign, not a QOTD one",
            other.ruleset()
        ))),
    }
}

/// An MWW campaign's options (its readings where the text can be read two ways).
pub fn mww_options(store: &Store, campaign_id: i64) -> Result<MwwOptions, CampaignError> {
    match rule_options(store, campaign_id)? {
        RuleOptions::Mww(o) => Ok(o),
        other => Err(CampaignError::BadOption(format!(
            "campaign {campaign_id} is a {} campaign, not a My Wild West one",
            other.ruleset()
        ))),
    }
}

/// The options of the MWW campaign a roster figure belongs to.
pub fn mww_figure_options(store: &Store, character_id: i64) -> Result<MwwOptions, CampaignError> {
    let record = crate::store::characters::get(store.conn(), character_id)?
        .ok_or(CampaignError::NotFound { what: "character", id: character_id })?;
    let side = crate::store::sides::get(store.conn(), record.side_id)?
        .ok_or(CampaignError::NotFound { what: "side", id: record.side_id })?;
    mww_options(store, side.campaign_id)
}

fn fate_campaign(store: &Store, campaign_id: i64) -> Result<FateOptions, CampaignError> {
    let campaign = summary(store, campaign_id)?;
    if campaign.ruleset != Ruleset::Fate {
        return Err(CampaignError::NotFateCampaign { id: campaign_id, ruleset: campaign.ruleset });
    }
    super::sheet::fate_options(store, campaign_id)
}

/// A campaign's options, every choice in words.
pub fn options(store: &Store, campaign_id: i64) -> Result<CampaignOptions, CampaignError> {
    let options = rule_options(store, campaign_id)?;
    Ok(CampaignOptions { campaign_id, ruleset: options.ruleset(), options, choices: options.views() })
}

/// Replaces a campaign's options, logging them before and after. Options of another rule family
/// are refused. A fate roster is checked against the new options first: a change that would make
/// a character illegal (Indian classes off with a Warrior on a side, treble skills off with a
/// "Very, Very" skill) is refused.
pub fn set_options(
    store: &mut Store,
    campaign_id: i64,
    new: impl Into<RuleOptions>,
    at: i64,
) -> Result<CampaignOptions, CampaignError> {
    let new = new.into();
    let before = rule_options(store, campaign_id)?;
    if before.ruleset() != new.ruleset() {
        return Err(CampaignError::BadOption(format!(
            "campaign {campaign_id} is a {} campaign: {} options do not apply to it",
            before.ruleset(),
            new.ruleset()
        )));
    }
    if let RuleOptions::Fate(fate) = new {
        let rules = super::Rules::Fate(fate);
        for record in crate::store::characters::of_campaign(store.conn(), campaign_id)? {
            rules
                .read(&record)
                .map_err(|e| CampaignError::BadOption(format!("{} would no longer be legal: {e}", record.name())))?;
        }
    }
    if before != new {
        let changed: Vec<String> = new
            .views()
            .into_iter()
            .zip(before.views())
            .filter(|(n, b)| n.value != b.value)
            .map(|(n, _)| format!("{}={}", n.id, n.value))
            .collect();
        // The options as stored (an imported campaign may keep `{}`), so that undo writes them back exactly.
        let stored = campaigns::options(store.conn(), campaign_id)?.unwrap_or_else(|| "{}".to_string());
        let before_json: Value = crate::store::from_json(format!("campaign {campaign_id} options"), &stored)?;
        let after_json = new.to_value();
        store.write(|tx| {
            campaigns::set_options(tx, campaign_id, &after_json)?;
            change_log::append(
                tx,
                change_log::NewChange {
                    campaign_id,
                    at,
                    action: "campaign.options",
                    entity: "campaign",
                    entity_id: campaign_id,
                    before: Some(serde_json::json!({ "options": before_json })),
                    after: Some(serde_json::json!({ "options": after_json })),
                    summary: format!("Set the options {}", changed.join(", ")),
                },
            )?;
            Ok::<_, CampaignError>(())
        })?;
    }
    options(store, campaign_id)
}

/// A fate campaign's house tables (the fighting dice, the fighting results, the hit-location
/// grids): its own edited copy, or the tables Posse ships. `hit_location` is the grid the campaign
/// rolls on and prints as its 36 chits — the TRWNN chart or the house grid, by its option
/// `hit_location`.
pub fn house_tables(store: &Store, campaign_id: i64) -> Result<HouseTables, CampaignError> {
    let options = fate_campaign(store, campaign_id)?;
    let tables = match campaigns::house_tables(store.conn(), campaign_id)? {
        Some(text) => HouseTables::from_toml(&text)?,
        None => *HouseTables::standard(),
    };
    Ok(tables.with_options(&options))
}

/// The house tables of a fate roster character's campaign (as [`house_tables`]).
pub fn character_house_tables(store: &Store, character_id: i64) -> Result<HouseTables, CampaignError> {
    let record = crate::store::characters::get(store.conn(), character_id)?
        .ok_or(CampaignError::NotFound { what: "character", id: character_id })?;
    let side = crate::store::sides::get(store.conn(), record.side_id)?
        .ok_or(CampaignError::NotFound { what: "side", id: record.side_id })?;
    house_tables(store, side.campaign_id)
}

/// A fate campaign's house tables as editable TOML text: its own copy (with any table it lacks
/// added from the shipped file), or the shipped file (with its comments) when it has none. `posse
/// campaign house-tables --export` writes this for editing.
pub fn house_tables_text(store: &Store, campaign_id: i64) -> Result<String, CampaignError> {
    fate_campaign(store, campaign_id)?;
    Ok(match campaigns::house_tables(store.conn(), campaign_id)? {
        Some(text) => crate::rules::fate::house::completed_text(&text),
        None => crate::rules::fate::house::STANDARD_HOUSE_TABLES.to_string(),
    })
}

/// Gives a fate campaign its own house tables (TOML text in the shape of the shipped
/// `house_tables.toml`, checked first), or with `None` goes back to the shipped ones. Logged with
/// the text before and after.
pub fn set_house_tables(
    store: &mut Store,
    campaign_id: i64,
    toml: Option<&str>,
    at: i64,
) -> Result<HouseTables, CampaignError> {
    fate_campaign(store, campaign_id)?;
    if let Some(text) = toml {
        HouseTables::from_toml(text)?;
    }
    let before = campaigns::house_tables(store.conn(), campaign_id)?;
    store.write(|tx| {
        campaigns::set_house_tables(tx, campaign_id, toml)?;
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id,
                at,
                action: "campaign.house_tables",
                entity: "campaign",
                entity_id: campaign_id,
                before: Some(serde_json::json!({ "house_tables": before })),
                after: Some(serde_json::json!({ "house_tables": toml })),
                summary: match toml {
                    Some(_) => "Set the campaign's own house tables".to_string(),
                    None => "Went back to the house tables Posse ships".to_string(),
                },
            },
        )?;
        Ok::<_, CampaignError>(())
    })?;
    house_tables(store, campaign_id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_read_as_typed_and_strangers_are_refused_with_the_valid_ones() {
        let o = with_settings(FateOptions::default(), &["jams=ansell_1996".into(), "Fumbles=on".into()]).unwrap();
        assert_eq!(o.jams, crate::rules::fate::RuleText::Ansell1996);
        assert!(o.fumbles);
        let views = option_views(&o);
        assert!(views.iter().all(|v| v.values.len() == 2 && v.labels.len() == 2 && v.rules.len() == 2));
        assert_eq!(views.len(), OPTIONS.len());
        assert!(views.iter().filter(|v| !v.is_default).map(|v| v.id.as_str()).eq(["jams", "fumbles"]));
        let e = with_settings(o, &["jam=playsheet".into()]).unwrap_err().to_string();
        assert!(e.starts_with("option: \"jam\"") && e.contains("jams, actions, movement"), "{e}");
        let e = with_settings(o, &["jams=1997".into()]).unwrap_err().to_string();
        assert!(e.contains("playsheet or ansell_1996"), "{e}");
        let e = with_settings(o, &["jams".into()]).unwrap_err().to_string();
        assert!(e.contains("KEY=VALUE"), "{e}");
    }

    #[test]
    fn a_character_stored_with_fast_learner_is_read_without_it_and_the_chits_follow_the_option() {
        let mut store = Store::open_in_memory().unwrap();
        let c = super::super::create(&mut store, "Tin Cup", Ruleset::Fate, 1).unwrap();
        let side = super::super::add_side(&mut store, c.id, "Kellys", None, 1).unwrap();
        let sheet = super::super::parse_sheet(
            "test",
            r#"{"name": "Kid", "class": "shootist", "skills": ["lucky"]}"#,
            Ruleset::Fate,
        )
        .unwrap();
        let kid = super::super::add_character(&mut store, side.id, &sheet, 1).unwrap();
        // An earlier Posse drew "Fast learner" for him.
        let old = r#"{"name": "Kid", "class": "shootist", "skills": [{"id": "lucky", "level": 1}, {"id": "fast_learner", "level": 1}]}"#;
        store.conn().execute("UPDATE character SET sheet = ?1 WHERE id = ?2", rusqlite::params![old, kid.id]).unwrap();
        let read = super::super::get_character(&store, kid.id).unwrap();
        let json = serde_json::to_value(&read.sheet).unwrap();
        assert_eq!(json["skills"], serde_json::json!([{"id": "lucky", "level": 1}]));
        assert!(json["notes"].as_str().unwrap().contains("Fast learner removed"), "{json}");
        // The campaign's chits follow its hit_location option.
        assert_eq!(house_tables(&store, c.id).unwrap().hit_location.table, crate::rules::fate::HitTable::Trwnn2003);
        let house = with_settings(FateOptions::default(), &["hit_location=house".into()]).unwrap();
        set_options(&mut store, c.id, house, 2).unwrap();
        let tables = house_tables(&store, c.id).unwrap();
        assert_eq!(tables.hit_location, tables.house_grid);
        // Issue 21, item 11: the old name is still read, as typed and as stored by an earlier Posse.
        assert_eq!(with_settings(FateOptions::default(), &["hit_location=ansell_1996".into()]).unwrap(), house);
        let e = with_settings(FateOptions::default(), &["hit_location=1997".into()]).unwrap_err().to_string();
        assert!(e.contains("playsheet or house"), "{e}");
        store
            .conn()
            .execute("UPDATE campaign SET options = '{\"hit_location\": \"ansell1996\"}' WHERE id = ?1", [c.id])
            .unwrap();
        let shown = options(&store, c.id).unwrap();
        let view = shown.choices.iter().find(|v| v.id == "hit_location").unwrap();
        assert_eq!(
            (view.value.as_str(), view.values.clone()),
            ("house", vec!["playsheet".to_string(), "house".to_string()])
        );
        assert_eq!(house_tables(&store, c.id).unwrap().hit_location, tables.house_grid);
        assert_eq!(character_house_tables(&store, kid.id).unwrap(), tables);
    }

    #[test]
    fn a_campaign_keeps_its_own_checked_house_tables_and_can_go_back() {
        let mut store = Store::open_in_memory().unwrap();
        let c = super::super::create(&mut store, "Tin Cup", Ruleset::Fate, 1).unwrap();
        assert_eq!(house_tables(&store, c.id).unwrap(), *HouseTables::standard());
        let shipped = include_str!("../rules/fate/house_tables.toml");
        let edited = format!("# Tin Cup's copy\n{shipped}");
        let bad = set_house_tables(&mut store, c.id, Some("fighting = 3"), 2).unwrap_err();
        assert!(bad.to_string().starts_with("house tables:"), "{bad}");
        set_house_tables(&mut store, c.id, Some(&edited), 3).unwrap();
        assert_eq!(
            crate::store::campaigns::house_tables(store.conn(), c.id).unwrap().as_deref(),
            Some(edited.as_str())
        );
        set_house_tables(&mut store, c.id, None, 4).unwrap();
        assert_eq!(crate::store::campaigns::house_tables(store.conn(), c.id).unwrap(), None);
        let log = crate::store::change_log::of_campaign(store.conn(), c.id).unwrap();
        assert_eq!(log.iter().filter(|l| l.action == "campaign.house_tables").count(), 2);
        let q = super::super::create(&mut store, "Q", Ruleset::Qotd, 1).unwrap();
        assert!(matches!(house_tables(&store, q.id), Err(CampaignError::NotFateCampaign { .. })));
    }
}
