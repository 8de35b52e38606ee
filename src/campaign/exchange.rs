//! Campaign files: a whole campaign (sides, rosters, portraits) as one JSON document that names its
//! format and version. Importing validates everything first and then creates a new campaign in one
//! transaction; it never overwrites one. The file carries the campaign's change log (`log`), which an
//! import keeps as the new campaign's history, and its games with their aftermaths. Since version 2
//! each portrait is in the file once (`portraits`), named by its SHA-256 wherever a character has
//! it (see [`portraits`]).

mod portraits;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::ops::ControlFlow;

use base64::Engine;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use super::sheet::{sheet_from_value, Rules, Sheet};
use super::RuleOptions;
use super::{checked_name, parse_suit, summary, CampaignError, CampaignSummary};
use crate::rules::qotd::QotdOptions;
use crate::rules::Ruleset;
use crate::store::{campaigns, change_log, characters, games, operations, scenarios, sides, Store};

/// The `format` every Posse campaign file names.
pub const EXPORT_FORMAT: &str = "posse-campaign";
/// The version of the campaign file this Posse writes, and the newest it reads: 2, which keeps each
/// portrait once (`portraits`) and names it elsewhere by its SHA-256 (`portrait_sha256`). Version 1
/// (Posse before it) carried the portrait inline (`portrait_png`) on the roster and in every
/// character snapshot of the log; it is still read.
pub const EXPORT_VERSION: u32 = 2;
/// The oldest version of the campaign file this Posse reads.
pub const OLDEST_EXPORT_VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CampaignExport {
    pub format: String,
    pub version: u32,
    pub campaign: ExportedCampaign,
    pub sides: Vec<ExportedSide>,
    /// The campaign's change log, oldest first (absent in files of older Posses). An import keeps it
    /// as the new campaign's history, which cannot be undone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log: Option<Vec<ExportedChange>>,
    /// The games played and their aftermaths (absent in files of older Posses). Characters and sides
    /// in them are named by the ids the file gives its sides and characters (`id`), which an import
    /// maps to the new ones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub games: Option<Vec<ExportedGame>>,
    /// The scenarios cast, each with the cast list it was saved with (absent in older files).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scenarios: Option<Vec<ExportedScenario>>,
    /// Every portrait the file's characters and log name (`portrait_sha256`), once: its SHA-256 (64
    /// lowercase hex digits) → the PNG as base64 (absent when there are none, and in version 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub portraits: Option<BTreeMap<String, String>>,
}

/// A scenario as the file keeps it; `id` is what the games name as their `scenario_id`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportedScenario {
    pub id: i64,
    pub title: String,
    pub script: serde_json::Value,
    pub cast_list: serde_json::Value,
    pub created_at: i64,
    pub updated_at: i64,
}

/// A game as the file keeps it: the row, and its aftermath if it was applied.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportedGame {
    pub played_on: String,
    pub title: String,
    pub created_at: i64,
    pub record: serde_json::Value,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<serde_json::Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aftermath: Option<ExportedAftermath>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportedAftermath {
    pub dice: serde_json::Value,
    pub results: serde_json::Value,
    pub applied_at: i64,
}

/// One change of the log, as `store::change_log` keeps it but without ids: the entity is named by
/// kind only, as its id belonged to the database the file came from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportedChange {
    pub at: i64,
    pub action: String,
    pub entity: String,
    pub before: Option<serde_json::Value>,
    pub after: Option<serde_json::Value>,
    pub summary: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportedCampaign {
    pub name: String,
    pub ruleset: String,
    pub created_at: i64,
    /// A fate campaign's options (absent for QOTD, and for every default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<serde_json::Value>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportedSide {
    /// The side's id in the database the file came from (what the games name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<i64>,
    pub name: String,
    pub suit: Option<String>,
    /// My Wild West: the gang's money (absent for the other families, and in older files).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub money: Option<i64>,
    pub characters: Vec<ExportedCharacter>,
}

/// The file as read: each character is kept as JSON until the campaign's rule set says how to read
/// it; `C` is how the log's changes are read ([`TextChange`] from the file's text, [`ExportedChange`]
/// where the file is read as a JSON value first, to name what is wrong with it).
#[derive(Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "C: Deserialize<'de>"))]
struct RawExport<C> {
    #[allow(dead_code)]
    format: String,
    #[allow(dead_code)]
    version: u32,
    campaign: ExportedCampaign,
    sides: Vec<RawSide>,
    #[serde(default)]
    log: Option<Vec<C>>,
    #[serde(default)]
    games: Option<Vec<ExportedGame>>,
    #[serde(default)]
    scenarios: Option<Vec<ExportedScenario>>,
    #[serde(default)]
    portraits: Option<BTreeMap<String, String>>,
}

/// A change of the log as the file has it, its snapshots kept as the JSON text they are: an
/// import writes them to the new campaign's log as they are, reading only the portrait a
/// character's names (a long campaign's log is most of its file).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TextChange {
    at: i64,
    action: String,
    entity: String,
    before: Option<Box<RawValue>>,
    after: Option<Box<RawValue>>,
    summary: String,
}

impl From<ExportedChange> for TextChange {
    fn from(c: ExportedChange) -> TextChange {
        let text = |v: serde_json::Value| RawValue::from_string(v.to_string()).expect("a JSON value's text is JSON");
        TextChange {
            at: c.at,
            action: c.action,
            entity: c.entity,
            before: c.before.map(text),
            after: c.after.map(text),
            summary: c.summary,
        }
    }
}

impl<C> RawExport<C> {
    fn with_log<D: From<C>>(self) -> RawExport<D> {
        RawExport {
            format: self.format,
            version: self.version,
            campaign: self.campaign,
            sides: self.sides,
            log: self.log.map(|log| log.into_iter().map(D::from).collect()),
            games: self.games,
            scenarios: self.scenarios,
            portraits: self.portraits,
        }
    }
}

/// A campaign file read straight from its text, if it is a whole one this Posse reads (`None`:
/// it is not, and [`read_file`] says what is wrong).
fn read_text(text: &str) -> Option<RawExport<TextChange>> {
    let file: RawExport<TextChange> = serde_json::from_str(text).ok()?;
    let version = OLDEST_EXPORT_VERSION..=EXPORT_VERSION;
    (file.format == EXPORT_FORMAT && version.contains(&file.version)).then_some(file)
}

/// A campaign file read as a JSON value first, then as a campaign file, so that an error names
/// the field at fault.
fn read_file(what: &str, text: &str) -> Result<RawExport<TextChange>, CampaignError> {
    let bad = |reason: String| CampaignError::BadExport { what: what.to_string(), reason };
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| CampaignError::MalformedJson {
        what: what.to_string(),
        line: e.line(),
        column: e.column(),
        reason: e.to_string(),
    })?;
    match value.get("format").and_then(|f| f.as_str()) {
        Some(EXPORT_FORMAT) => {}
        Some(other) => {
            return Err(bad(format!("format: \"{other}\" is not a Posse campaign file (expected \"{EXPORT_FORMAT}\")")))
        }
        None => {
            return Err(bad(format!("format: missing; a Posse campaign file says \"format\": \"{EXPORT_FORMAT}\"")))
        }
    }
    match value.get("version").and_then(|v| v.as_u64()) {
        Some(v) if (OLDEST_EXPORT_VERSION as u64..=EXPORT_VERSION as u64).contains(&v) => {}
        Some(v) if v < OLDEST_EXPORT_VERSION as u64 => {
            return Err(bad(format!("version: {v} is not a version of the campaign file (they start at 1)")))
        }
        Some(v) => {
            return Err(bad(format!(
                "version: {v} is newer than this Posse reads (up to {EXPORT_VERSION}); update Posse"
            )))
        }
        None => return Err(bad("version: missing".to_string())),
    }
    let file: RawExport<ExportedChange> = crate::error::from_json_object(value, "a campaign file")
        .map_err(|e| bad(format!("{}: {}", e.field_or("campaign file"), e.reason)))?;
    Ok(file.with_log())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSide {
    #[serde(default)]
    id: Option<i64>,
    name: String,
    suit: Option<String>,
    #[serde(default)]
    money: Option<i64>,
    characters: Vec<serde_json::Value>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ExportedCharacter {
    /// The character's id in the database the file came from (what the games name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<i64>,
    #[serde(flatten)]
    pub sheet: Sheet,
    /// The portrait thumbnail: its SHA-256, the name it has in the file's `portraits` (version 1
    /// files carried it here as base64 PNG, `portrait_png`, which is still read).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub portrait_sha256: Option<String>,
}

/// The whole campaign as a campaign file.
pub fn export(store: &Store, campaign_id: i64) -> Result<CampaignExport, CampaignError> {
    let campaign = summary(store, campaign_id)?;
    let rules = super::campaign_rules(store, campaign_id)?;
    let options = match super::options::rule_options(store, campaign_id)? {
        RuleOptions::Fate(o) => Some(RuleOptions::Fate(o).to_value()),
        // A QOTD campaign's options go into the file when it has chosen any.
        RuleOptions::Qotd(o) if o != QotdOptions::default() => Some(RuleOptions::Qotd(o).to_value()),
        // So do an MWW campaign's.
        RuleOptions::Mww(o) if o != crate::rules::mww::MwwOptions::default() => Some(RuleOptions::Mww(o).to_value()),
        RuleOptions::Qotd(_) | RuleOptions::Mww(_) | RuleOptions::Twtw(_) => None,
    };
    let mut applied: HashMap<i64, games::AftermathRecord> =
        games::aftermaths_of_campaign(store.conn(), campaign_id)?.into_iter().map(|a| (a.game_id, a)).collect();
    let mut out = Vec::new();
    let mut pictures = portraits::Gathered::default();
    for side in sides::of_campaign(store.conn(), campaign_id)? {
        let mut roster = Vec::new();
        for record in characters::of_side(store.conn(), side.id)? {
            let portrait_sha256 = characters::portrait(store.conn(), record.id)?.map(|png| pictures.name(&png));
            roster.push(ExportedCharacter {
                id: Some(record.id),
                sheet: rules.read(&record)?.sheet(),
                portrait_sha256,
            });
        }
        out.push(ExportedSide {
            id: Some(side.id),
            name: side.name,
            suit: side.suit.map(|s| s.id().to_string()),
            money: (campaign.ruleset == Ruleset::Mww).then_some(side.money),
            characters: roster,
        });
    }
    let mut log = Vec::new();
    for mut c in change_log::of_campaign(store.conn(), campaign_id)? {
        if c.entity == "character" {
            for snapshot in [&mut c.before, &mut c.after].into_iter().flatten() {
                pictures.by_reference(store.conn(), snapshot)?;
            }
        }
        log.push(ExportedChange {
            at: c.at,
            action: c.action,
            entity: c.entity,
            before: c.before,
            after: c.after,
            summary: c.summary,
        });
    }
    Ok(CampaignExport {
        format: EXPORT_FORMAT.to_string(),
        version: EXPORT_VERSION,
        campaign: ExportedCampaign {
            name: campaign.name,
            ruleset: campaign.ruleset.id().to_string(),
            created_at: campaign.created_at,
            options,
        },
        sides: out,
        log: Some(log),
        games: Some(
            games::of_campaign(store.conn(), campaign_id)?
                .into_iter()
                .map(|g| ExportedGame {
                    aftermath: applied.remove(&g.id).map(|a| ExportedAftermath {
                        dice: a.dice,
                        results: a.results,
                        applied_at: a.applied_at,
                    }),
                    played_on: g.played_on,
                    title: g.title,
                    created_at: g.created_at,
                    record: g.record,
                    dice: g.dice,
                })
                .collect(),
        ),
        scenarios: Some(
            scenarios::of_campaign(store.conn(), campaign_id)?
                .into_iter()
                .map(|s| ExportedScenario {
                    id: s.id,
                    title: s.title,
                    script: s.script,
                    cast_list: s.cast_list,
                    created_at: s.created_at,
                    updated_at: s.updated_at,
                })
                .collect(),
        ),
        portraits: pictures.into_file(),
    })
}

/// Rewrites what a scenario's script (or cast list) names by id: each entry's `side`, its
/// `characters` and the ids that key its `cards`.
fn remap_script(value: &mut serde_json::Value, characters: &HashMap<i64, i64>, sides: &HashMap<i64, i64>) {
    let new_character = |old: i64| characters.get(&old).copied().unwrap_or(-old.abs());
    for entry in value.get_mut("sides").and_then(|s| s.as_array_mut()).into_iter().flatten() {
        if let Some(side) = entry.get("side").and_then(|s| s.as_i64()) {
            entry["side"] = serde_json::json!(sides.get(&side).copied().unwrap_or(0));
        }
        for c in entry.get_mut("characters").and_then(|c| c.as_array_mut()).into_iter().flatten() {
            if let Some(old) = c.as_i64() {
                *c = serde_json::json!(new_character(old));
            }
        }
        if let Some(cards) = entry.get_mut("cards").and_then(|c| c.as_object_mut()) {
            let renamed: serde_json::Map<String, serde_json::Value> = std::mem::take(cards)
                .into_iter()
                .map(|(key, hand)| match key.parse::<i64>() {
                    Ok(old) => (new_character(old).to_string(), hand),
                    Err(_) => (key, hand),
                })
                .collect();
            *cards = renamed;
        }
    }
}

/// Rewrites the ids a game or aftermath names (`character_id`, `victim_id`, `side_id`) from the
/// file's to the new database's. A character the file does not carry (removed from its roster
/// before the export) gets the negative of its old id: still one id per person, and never a
/// roster character's; the games still name them.
fn remap(value: &mut serde_json::Value, characters: &HashMap<i64, i64>, sides: &HashMap<i64, i64>) {
    match value {
        serde_json::Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                let ids = match key.as_str() {
                    "character_id" | "victim_id" => Some(characters),
                    "side_id" => Some(sides),
                    _ => None,
                };
                match (ids, v.as_i64()) {
                    (Some(ids), Some(old)) => *v = serde_json::json!(ids.get(&old).copied().unwrap_or(-old.abs())),
                    _ => remap(v, characters, sides),
                }
            }
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(|v| remap(v, characters, sides)),
        _ => {}
    }
}

/// What [`export_file`] wrote.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[ts(export)]
pub struct ExportInfo {
    pub path: String,
    /// The campaign's name.
    pub name: String,
    #[ts(type = "number")]
    pub bytes: u64,
    pub characters: u32,
    pub games: u32,
}

/// Writes a campaign to a campaign file at `path`: first to a temporary file beside it, then
/// renamed over `path`, so that `path` is either the file it was or the whole new one. Replacing an
/// existing file is the caller's choice (the app's save dialog asks; the CLI is told `-o FILE`).
pub fn export_file(store: &Store, campaign_id: i64, path: &std::path::Path) -> Result<ExportInfo, CampaignError> {
    let file = export(store, campaign_id)?;
    let text = serde_json::to_string_pretty(&file).expect("campaign files serialize");
    super::write_whole(path, text.as_bytes())?;
    Ok(ExportInfo {
        path: path.display().to_string(),
        name: file.campaign.name.clone(),
        bytes: text.len() as u64,
        characters: file.sides.iter().map(|s| s.characters.len() as u32).sum(),
        games: file.games.as_ref().map_or(0, |g| g.len() as u32),
    })
}

/// Reads the campaign file at `path` as a new campaign (see [`import`]).
pub fn import_file(store: &mut Store, path: &std::path::Path, at: i64) -> Result<CampaignSummary, CampaignError> {
    import_file_with_progress(store, path, at, &mut |_| ControlFlow::Continue(()))
}

/// [`import_file`] with [`import_with_progress`]'s progress and cancelling.
pub fn import_file_with_progress(
    store: &mut Store,
    path: &std::path::Path,
    at: i64,
    progress: &mut dyn FnMut(ImportProgress) -> ControlFlow<()>,
) -> Result<CampaignSummary, CampaignError> {
    let shown = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|source| CampaignError::Read { path: shown.clone(), source })?;
    let text = String::from_utf8(bytes).map_err(|e| CampaignError::BadExport {
        what: shown.clone(),
        reason: format!("not a Posse campaign file (not UTF-8 text: {e})"),
    })?;
    import_with_progress(store, &shown, &text, at, progress)
}

/// Reads a campaign file (`what` names it in errors) and creates it as a new campaign.
pub fn import(store: &mut Store, what: &str, text: &str, at: i64) -> Result<CampaignSummary, CampaignError> {
    import_with_progress(store, what, text, at, &mut |_| ControlFlow::Continue(()))
}

/// How far an import has got: `done` of the `total` rows it writes (the log's entries, the
/// characters, scenarios and games), all in one transaction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[ts(export)]
pub struct ImportProgress {
    pub done: u32,
    pub total: u32,
}

/// [`import`], telling `progress` after each row it writes; when `progress` breaks, the import
/// stops and its transaction is rolled back (error `import_cancelled`): the database is as it was.
pub fn import_with_progress(
    store: &mut Store,
    what: &str,
    text: &str,
    at: i64,
    progress: &mut dyn FnMut(ImportProgress) -> ControlFlow<()>,
) -> Result<CampaignSummary, CampaignError> {
    let bad = |reason: String| CampaignError::BadExport { what: what.to_string(), reason };
    let file = match read_text(text) {
        Some(file) => file,
        None => read_file(what, text)?,
    };

    // Check everything before writing anything.
    let name = checked_name("campaign.name", &file.campaign.name)?;
    let ruleset = Ruleset::from_id(&file.campaign.ruleset)
        .ok_or_else(|| CampaignError::UnknownRuleset(file.campaign.ruleset.clone()))?;
    if !ruleset.has_roster() {
        return Err(CampaignError::RulesetNotYet(ruleset));
    }
    let options = match &file.campaign.options {
        None => serde_json::json!({}),
        Some(options) => options.clone(),
    };
    let rules = match RuleOptions::from_value(ruleset, options.clone(), "campaign.options") {
        Ok(RuleOptions::Fate(o)) => Rules::Fate(o),
        Ok(RuleOptions::Qotd(_)) => Rules::Qotd,
        Ok(RuleOptions::Mww(_)) => Rules::Mww,
        Ok(RuleOptions::Twtw(_)) => Rules::Twtw,
        Err(CampaignError::BadOption(reason)) => return Err(bad(reason)),
        Err(other) => return Err(other),
    };
    let pictures = portraits::checked(file.portraits).map_err(bad)?;
    let mut named = HashSet::new();
    let mut plan = Vec::new();
    let mut seen_suits = Vec::new();
    for (s, side) in file.sides.iter().enumerate() {
        let side_name = checked_name("sides[].name", &side.name)?;
        let suit = side.suit.as_deref().map(parse_suit).transpose()?;
        if suit.is_some() && ruleset != Ruleset::Qotd {
            return Err(bad(format!("sides[{s}].suit: sides of a {ruleset} campaign have no suit")));
        }
        let money = match (side.money, ruleset) {
            (None, _) => 0,
            (Some(m), Ruleset::Mww) if m >= 0 => m,
            (Some(m), Ruleset::Mww) => return Err(bad(format!("sides[{s}].money: ${m} is less than nothing"))),
            (Some(_), other) => {
                return Err(bad(format!("sides[{s}].money: sides of a {other} campaign keep no money")))
            }
        };
        if let Some(suit) = suit {
            if seen_suits.contains(&suit) {
                return Err(bad(format!("sides[{s}].suit: {} is used by two sides", suit.id())));
            }
            seen_suits.push(suit);
        }
        let mut roster = Vec::new();
        for (c, character) in side.characters.iter().enumerate() {
            let mut character = character.clone();
            let mut take = |key: &str| match character.as_object_mut().and_then(|m| m.remove(key)) {
                None | Some(serde_json::Value::Null) => Ok(None),
                Some(serde_json::Value::String(text)) => Ok(Some(text)),
                Some(_) => Err(bad(format!("sides[{s}].characters[{c}].{key}: not a string"))),
            };
            let (portrait_png, portrait_sha256) = (take("portrait_png")?, take("portrait_sha256")?);
            let old_id = match character.as_object_mut().and_then(|m| m.remove("id")) {
                None | Some(serde_json::Value::Null) => None,
                Some(serde_json::Value::Number(n)) if n.as_i64().is_some() => n.as_i64(),
                Some(_) => return Err(bad(format!("sides[{s}].characters[{c}].id: not a whole number"))),
            };
            let at_fault = format!("sides[{s}].characters[{c}]");
            let sheet = sheet_from_value(&at_fault, character, ruleset)?.upgraded();
            let checked = rules.check(&sheet).map_err(|e| bad(format!("{at_fault} ({}): {e}", sheet.name())))?;
            let portrait = match (&portrait_png, &portrait_sha256) {
                (None, None) => None,
                (Some(b64), None) => {
                    let bytes = base64::engine::general_purpose::STANDARD
                        .decode(b64)
                        .map_err(|e| bad(format!("{at_fault}.portrait_png: not base64: {e}")))?;
                    Some(super::portrait::thumbnail(&bytes)?)
                }
                (None, Some(sha256)) => {
                    let png = pictures.get(sha256).ok_or_else(|| bad(portraits::missing(&at_fault, sha256)))?;
                    named.insert(sha256.clone());
                    Some(super::portrait::thumbnail(png)?)
                }
                (Some(_), Some(_)) => {
                    return Err(bad(format!(
                        "{at_fault}.portrait_png: a character's portrait is given once, here or by portrait_sha256"
                    )))
                }
            };
            roster.push((checked.row_parts(), portrait, old_id));
        }
        plan.push((side.id, side_name, suit, money, roster));
    }

    let played = file.games.unwrap_or_default();
    let cast = file.scenarios.unwrap_or_default();
    for (i, scenario) in cast.iter().enumerate() {
        if scenario.title.trim().is_empty() {
            return Err(bad(format!("scenarios[{i}].title: a scenario needs a title")));
        }
        if !scenario.script.is_object() || !scenario.cast_list.is_object() {
            return Err(bad(format!("scenarios[{i}]: its script and cast list must be JSON objects")));
        }
    }
    for (g, game) in played.iter().enumerate() {
        if game.title.trim().is_empty() {
            return Err(bad(format!("games[{g}].title: a game needs a title")));
        }
        super::games::checked_date(&game.played_on).map_err(|e| bad(format!("games[{g}].played_on: {e}")))?;
        let body: Result<super::games::GameBody, _> = serde_json::from_value(game.record.clone());
        body.map_err(|e| bad(format!("games[{g}].record: {e}")))?;
        if let Some(a) = &game.aftermath {
            let entries: Result<Vec<super::games::AftermathEntry>, _> = serde_json::from_value(a.results.clone());
            entries.map_err(|e| bad(format!("games[{g}].aftermath.results: {e}")))?;
        }
    }
    let log = file.log.unwrap_or_default();
    let blank = |c: &&TextChange| c.action.trim().is_empty() || c.entity.trim().is_empty();
    if let Some(i) = log.iter().position(|c| blank(&c)) {
        return Err(bad(format!("log[{i}]: action and entity must not be empty")));
    }
    for (i, change) in log.iter().enumerate().filter(|(_, c)| c.entity == "character") {
        for (which, snapshot) in [("before", &change.before), ("after", &change.after)] {
            let at = format!("log[{i}].{which}");
            if let Some(sha256) = portraits::named_in(&at, snapshot.as_deref().map(RawValue::get)).map_err(bad)? {
                if !pictures.contains_key(&sha256) {
                    return Err(bad(portraits::missing(&at, &sha256)));
                }
                named.insert(sha256);
            }
        }
    }
    if let Some(unnamed) = pictures.keys().filter(|k| !named.contains(*k)).min() {
        return Err(bad(format!("portraits.{unnamed}: no character and no change of the log names this portrait")));
    }
    let summary_words = format!("Imported the campaign \"{name}\" from {what}");
    let characters: usize = plan.iter().map(|side| side.4.len()).sum();
    let total = (log.len() + characters + cast.len() + played.len()) as u32;
    let mut done = 0;
    let mut step = || {
        done += 1;
        match progress(ImportProgress { done, total }) {
            ControlFlow::Continue(()) => Ok(()),
            ControlFlow::Break(()) => Err(CampaignError::ImportCancelled { what: what.to_string() }),
        }
    };
    let id = store.write(|tx| {
        let campaign_id = campaigns::insert(tx, &name, ruleset, at)?;
        campaigns::set_options(tx, campaign_id, &options)?;
        for (sha256, png) in &pictures {
            crate::store::portraits::keep_named(tx, sha256, png)?;
        }
        // The history the file brought, then the import itself: one operation that cannot be undone.
        let mut first = None;
        for change in &log {
            let entity_id = if change.entity == "campaign" { campaign_id } else { 0 };
            let id = change_log::append_text(
                tx,
                change_log::NewChange {
                    campaign_id,
                    at: change.at,
                    action: &change.action,
                    entity: &change.entity,
                    entity_id,
                    before: change.before.as_deref().map(RawValue::get),
                    after: change.after.as_deref().map(RawValue::get),
                    summary: change.summary.clone(),
                },
            )?;
            first.get_or_insert(id);
            step()?;
        }
        let last = change_log::append(
            tx,
            change_log::NewChange {
                campaign_id,
                at,
                action: "campaign.import",
                entity: "campaign",
                entity_id: campaign_id,
                before: None,
                after: Some(serde_json::json!({ "name": name, "ruleset": ruleset, "from": what })),
                summary: summary_words.clone(),
            },
        )?;
        operations::append(
            tx,
            operations::NewOperation {
                campaign_id,
                at,
                kind: operations::OperationKind::Import,
                target: None,
                first_change: first.unwrap_or(last),
                last_change: last,
                summary: &summary_words,
            },
        )?;
        let (mut side_ids, mut character_ids) = (HashMap::new(), HashMap::new());
        for (old_side, side_name, suit, money, roster) in &plan {
            let side_id = sides::insert(tx, campaign_id, side_name, *suit, at)?;
            if *money != 0 {
                sides::set_money(tx, side_id, *money)?;
            }
            if let Some(old) = old_side {
                side_ids.insert(*old, side_id);
            }
            for ((sheet, name, kind), portrait, old_id) in roster {
                let id = characters::insert(
                    tx,
                    side_id,
                    &characters::SheetRow { name, kind, sheet },
                    portrait.as_deref(),
                    at,
                )?;
                if let Some(old) = old_id {
                    character_ids.insert(*old, id);
                }
                step()?;
            }
        }
        let mut scenario_ids = HashMap::new();
        for scenario in &cast {
            let (mut script, mut cast_list) = (scenario.script.clone(), scenario.cast_list.clone());
            remap_script(&mut script, &character_ids, &side_ids);
            remap_script(&mut cast_list, &character_ids, &side_ids);
            remap(&mut cast_list, &character_ids, &side_ids);
            let row = scenarios::ScenarioRow { title: &scenario.title, script: &script, cast_list: &cast_list };
            let id = scenarios::insert(tx, campaign_id, &row, scenario.created_at)?;
            scenarios::update(tx, id, &row, scenario.updated_at)?;
            scenario_ids.insert(scenario.id, id);
            step()?;
        }
        for game in &played {
            let mut record = game.record.clone();
            remap(&mut record, &character_ids, &side_ids);
            if let Some(old) = record.get("scenario_id").and_then(|s| s.as_i64()) {
                match scenario_ids.get(&old) {
                    Some(new) => record["scenario_id"] = serde_json::json!(new),
                    None => _ = record.as_object_mut().map(|r| r.remove("scenario_id")),
                }
            }
            let id = games::insert(tx, campaign_id, &game.played_on, &game.title, &record, game.created_at)?;
            if let Some(dice) = &game.dice {
                let mut dice = dice.clone();
                remap(&mut dice, &character_ids, &side_ids);
                games::set_dice(tx, id, Some(&dice))?;
            }
            if let Some(a) = &game.aftermath {
                let (mut dice, mut results) = (a.dice.clone(), a.results.clone());
                remap(&mut dice, &character_ids, &side_ids);
                remap(&mut results, &character_ids, &side_ids);
                games::insert_aftermath(tx, id, campaign_id, &dice, &results, a.applied_at)?;
            }
            step()?;
        }
        Ok::<_, CampaignError>(campaign_id)
    })?;
    summary(store, id)
}
