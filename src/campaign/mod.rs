//! What a player does with a campaign: make one, add sides and characters, edit and remove them,
//! exchange campaigns as files and print rosters. This is the one API that both the `posse` CLI and
//! the desktop app call; every write that changes more than one row is one transaction, and every
//! change is written to the change log with before/after snapshots.

mod availability;
mod cast_sheet;
mod casting;
pub mod chronicle;
mod demo;
mod exchange;
pub mod families;
mod fate;
pub mod games;
mod history;
mod mww;
mod mww_derived;
mod options;
pub mod play;
pub mod playsheet;
mod portrait;
pub mod print_center;
pub mod print_shop;
pub mod printers;
mod printing;
mod roster;
mod sheet;
mod standing;
pub mod templates;
mod twtw;
mod whole_file;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub use availability::{availability, qotd_character, Availability, AvailabilityStatus};
pub use cast_sheet::{cast_sheet_doc, print_cast_sheet};
pub(crate) use casting::plural;
pub use casting::{
    cast_preview, casting_board, copy_scenario, create_scenario, edit_scenario, get_scenario, list_scenarios,
    parse_script, remove_scenario, Allocation, BeastExtra, BeastView, Card, CastError, CastMember, CastSide,
    CastingBoard, Extra, Scenario, ScenarioScript, ScenarioSummary, ScriptSide, StandardDeal,
};
pub use demo::create_demo;
pub use exchange::{
    export, export_file, import, import_file, import_file_with_progress, import_with_progress, CampaignExport,
    ExportInfo, ImportProgress, EXPORT_FORMAT, EXPORT_VERSION,
};
pub use fate::{fate_catalog, fate_deck, FateCatalog};
pub use history::{
    backup, history, history_state, redo, undo, BackupInfo, HistoryEntry, HistoryError, HistoryOutcome, HistoryState,
    HistoryStep, NextStep,
};
pub use mww::{
    gang, gang_ap, mww_catalog, range_headings, set_gang_money, GangView, MwwCatalog, MwwChoice, MwwDerived,
    MwwSkillLine, MwwWeaponLine, CHANCE_NOTE,
};
pub use options::{
    character_house_tables, house_tables, house_tables_text, mww_figure_options, mww_options, option_views, options,
    qotd_options, set_house_tables, set_options, with_settings, CampaignOptions, OptionSet, OptionView, RuleOptions,
};
pub use playsheet::print_playsheet;
pub use portrait::{PortraitError, MAX_PORTRAIT_BYTES, THUMBNAIL_PX};
pub use printing::{ordinal, print_roster, roster_doc, roster_pdf, thousands, PrintOutcome, RosterOptions};
pub use roster::{
    add_character, add_side, check_character, check_sheet, clear_portrait, edit_character, get_character, get_portrait,
    remove_character, set_portrait, set_portrait_base64,
};
pub use sheet::{
    campaign_rules, fate_character, mww_figure, parse_sheet, sheet_for_character, sheet_for_side, sheet_from_value,
    side_rules, Checked, Derived, FateDerived, FateSkillLine, Rules, Sheet,
};
pub use twtw::{twtw_catalog, TwtwCatalog};
pub(crate) use whole_file::write_whole;

use crate::error::ErrorCode;
use crate::rules::fate::FateOptions;
use crate::rules::Ruleset;
pub use crate::store::campaigns::CampaignSummary;
pub use crate::store::sides::Suit;
use crate::store::{campaigns, change_log, characters, sides, Store, StoreError};

/// A campaign with its sides and their rosters.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct CampaignDetail {
    pub campaign: CampaignSummary,
    /// A fate campaign's options (absent for QOTD).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub options: Option<FateOptions>,
    pub sides: Vec<SideView>,
}

/// A side with its roster.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct SideView {
    #[ts(type = "number")]
    pub id: i64,
    #[ts(type = "number")]
    pub campaign_id: i64,
    pub name: String,
    pub suit: Option<Suit>,
    /// My Wild West: the gang's money, in dollars (absent for the other families).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "number")]
    pub money: Option<i64>,
    pub characters: Vec<CharacterView>,
}

/// A character as shown: the sheet (which `add` and `edit` accept back as it is) plus the figures
/// derived from it. The extra keys (`id`, `side_id`, `ruleset`, `derived`, `has_portrait`) are
/// ignored on input. The sheet and `derived` are of the campaign's rule family, as `ruleset` says.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct CharacterView {
    #[ts(type = "number")]
    pub id: i64,
    #[ts(type = "number")]
    pub side_id: i64,
    pub ruleset: Ruleset,
    #[serde(flatten)]
    #[ts(flatten)]
    pub sheet: Sheet,
    pub derived: Derived,
    pub has_portrait: bool,
}

/// One problem with a character sheet, for showing next to its field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct SheetIssue {
    /// QOTD: `name`, `type`, `personality`, `traits`, `traits[1]`, `weapons[0]`, `armour`;
    /// fate: `name`, `class`, `skills[1]`, `hand`, `weapons[0]`, `wounds[2]`.
    pub field: String,
    pub code: String,
    pub message: String,
}

/// The result of checking a sheet without saving it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct SheetCheck {
    pub issues: Vec<SheetIssue>,
    /// The derived figures, when the sheet is valid.
    pub derived: Option<Derived>,
}

#[derive(Debug, thiserror::Error)]
pub enum CampaignError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("{0}")]
    InvalidSheet(#[from] crate::rules::qotd::SheetErrors),
    #[error("{0}")]
    InvalidFateSheet(#[from] crate::rules::fate::SheetErrors),
    #[error("{0}")]
    InvalidMwwSheet(#[from] crate::rules::mww::SheetErrors),
    #[error("{0}")]
    InvalidTwtwSheet(#[from] crate::rules::twtw::hero::SheetErrors),
    #[error("sheet: a {sheet} character does not belong in a {campaign} campaign")]
    WrongFamily { sheet: Ruleset, campaign: Ruleset },
    #[error("character: {id} belongs to a {ruleset} campaign, not a fate one")]
    NotFate { id: i64, ruleset: Ruleset },
    #[error("character: {id} belongs to a {ruleset} campaign, not an mww one")]
    NotMww { id: i64, ruleset: Ruleset },
    #[error("side: {id} belongs to a {ruleset} campaign, not an mww one (only My Wild West gangs have money and APs)")]
    NotMwwSide { id: i64, ruleset: Ruleset },
    #[error("money: {0}")]
    BadMoney(String),
    #[error(transparent)]
    Ap(#[from] crate::rules::mww::action_points::ApError),
    #[error("campaign: {id} is a {ruleset} campaign, not a fate one")]
    NotFateCampaign { id: i64, ruleset: Ruleset },
    #[error(
        "--campaign: \"{name}\" ({id}) is a campaign of {}: print its playsheet with `playsheet {}` instead of `playsheet {}`",
        .campaign.title(), .campaign.id(), .asked.id()
    )]
    PlaysheetOfAnotherFamily { id: i64, name: String, campaign: Ruleset, asked: Ruleset },
    #[error("suit: sides of a {0} campaign have no suit (suits are a qotd thing)")]
    NoSuits(Ruleset),
    #[error("option: {0}")]
    BadOption(String),
    #[error("{what}: {id} does not exist")]
    NotFound { what: &'static str, id: i64 },
    #[error("campaign: \"{name}\" ({id}) was removed; bring it back first (Removed campaigns, or `posse campaign restore {id}`)")]
    Removed { id: i64, name: String },
    #[error("campaign: \"{name}\" ({id}) is not removed")]
    NotRemoved { id: i64, name: String },
    #[error("import: cancelled; nothing of {what} was added")]
    ImportCancelled { what: String },
    #[error("{field}: must not be empty")]
    EmptyName { field: &'static str },
    #[error("{field}: at most {max} characters (this one has {len})")]
    NameTooLong { field: &'static str, max: usize, len: usize },
    #[error("ruleset: \"{0}\" is not a rule set Posse knows (qotd, fate, mww, twtw)")]
    UnknownRuleset(String),
    #[error("ruleset: Posse keeps no rosters for {0} campaigns yet")]
    RulesetNotYet(Ruleset),
    #[error("suit: \"{0}\" is not a suit (hearts, diamonds, clubs, spades)")]
    UnknownSuit(String),
    #[error("suit: {suit} already belongs to side \"{side}\" in this campaign")]
    SuitTaken { suit: &'static str, side: String },
    #[error("name: this campaign already has a side called \"{0}\"")]
    DuplicateSide(String),
    #[error("{what}: not valid JSON (line {line}, column {column}): {reason}")]
    MalformedJson { what: String, line: usize, column: usize, reason: String },
    #[error("{what}: {field}: {reason}")]
    BadField { what: String, field: String, reason: String },
    #[error("{what}: {reason}")]
    BadExport { what: String, reason: String },
    #[error(transparent)]
    HouseTables(#[from] crate::rules::fate::house::HouseTableError),
    #[error(transparent)]
    Portrait(#[from] PortraitError),
    #[error(transparent)]
    Print(#[from] crate::print::PrintError),
    #[error("{path}: {source}")]
    Io { path: String, source: std::io::Error },
    #[error("{path}: {source}")]
    Read { path: String, source: std::io::Error },
    #[error("{field}: at most {max} characters (this has {len})")]
    TextTooLong { field: &'static str, max: usize, len: usize },
}

impl ErrorCode for CampaignError {
    fn code(&self) -> &'static str {
        match self {
            CampaignError::Store(e) => e.code(),
            CampaignError::InvalidSheet(e) => e.code(),
            CampaignError::InvalidFateSheet(e) => e.code(),
            CampaignError::InvalidMwwSheet(e) => e.code(),
            CampaignError::InvalidTwtwSheet(e) => e.code(),
            CampaignError::WrongFamily { .. } => "wrong_ruleset",
            CampaignError::PlaysheetOfAnotherFamily { .. } => "wrong_ruleset",
            CampaignError::NotFate { .. } => "not_a_fate_character",
            CampaignError::NotMww { .. } => "not_an_mww_figure",
            CampaignError::NotMwwSide { .. } => "not_an_mww_gang",
            CampaignError::BadMoney(_) => "bad_money",
            CampaignError::Ap(e) => e.code(),
            CampaignError::NoSuits(_) => "no_suits",
            CampaignError::NotFateCampaign { .. } => "not_a_fate_campaign",
            CampaignError::BadOption(_) => "bad_option",
            CampaignError::NotFound { what, .. } => match *what {
                "campaign" => "campaign_not_found",
                "side" => "side_not_found",
                _ => "character_not_found",
            },
            CampaignError::Removed { .. } => "campaign_removed",
            CampaignError::NotRemoved { .. } => "campaign_not_removed",
            CampaignError::ImportCancelled { .. } => "import_cancelled",
            CampaignError::EmptyName { .. } => "empty_name",
            CampaignError::NameTooLong { .. } => "name_too_long",
            CampaignError::UnknownRuleset(_) => "unknown_ruleset",
            CampaignError::RulesetNotYet(_) => "ruleset_not_supported",
            CampaignError::UnknownSuit(_) => "unknown_suit",
            CampaignError::SuitTaken { .. } => "suit_taken",
            CampaignError::DuplicateSide(_) => "duplicate_side",
            CampaignError::MalformedJson { .. } | CampaignError::BadField { .. } => "malformed_json",
            CampaignError::BadExport { .. } => "bad_export",
            CampaignError::HouseTables(e) => e.code(),
            CampaignError::Portrait(e) => e.code(),
            CampaignError::Print(e) => e.code(),
            CampaignError::Io { source, .. } if source.kind() == std::io::ErrorKind::StorageFull => "disk_full",
            CampaignError::Io { .. } => "io_error",
            CampaignError::Read { .. } => "read_failed",
            CampaignError::TextTooLong { .. } => "text_too_long",
        }
    }
}

const MAX_NAME: usize = 80;

/// The longest free text (a scenario's plot and set notes, a game's notes), as the sheets' notes:
/// a page. Decision: the rule books set no length; a page is more than any sheet or cast list prints.
pub const MAX_TEXT: usize = 4_000;

/// Trims a free text and checks it is not longer than [`MAX_TEXT`].
pub(crate) fn checked_text(field: &'static str, text: &str) -> Result<String, CampaignError> {
    let text = text.trim();
    let len = text.chars().count();
    if len > MAX_TEXT {
        return Err(CampaignError::TextTooLong { field, max: MAX_TEXT, len });
    }
    Ok(text.to_string())
}

/// Trims a name and checks it is neither empty nor too long.
pub(crate) fn checked_name(field: &'static str, name: &str) -> Result<String, CampaignError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(CampaignError::EmptyName { field });
    }
    let len = name.chars().count();
    if len > MAX_NAME {
        return Err(CampaignError::NameTooLong { field, max: MAX_NAME, len });
    }
    Ok(name.to_string())
}

/// Parses a rule-set id as typed.
pub fn parse_ruleset(id: &str) -> Result<Ruleset, CampaignError> {
    Ruleset::from_id(id).ok_or_else(|| CampaignError::UnknownRuleset(id.to_string()))
}

/// Parses a suit as typed.
pub fn parse_suit(id: &str) -> Result<Suit, CampaignError> {
    Suit::from_id(id).ok_or_else(|| CampaignError::UnknownSuit(id.to_string()))
}

/// Every campaign, newest first.
pub fn list(store: &Store) -> Result<Vec<CampaignSummary>, CampaignError> {
    Ok(campaigns::list(store.conn())?)
}

/// Starts a new campaign under a rule set, with the rule set's default options.
pub fn create(store: &mut Store, name: &str, ruleset: Ruleset, at: i64) -> Result<CampaignSummary, CampaignError> {
    create_with_options(store, name, ruleset, None, at)
}

/// Starts a new campaign under a rule set, which may be given its options (`None`: the defaults,
/// for the fate family the playsheet's rules). Options of another rule set are refused.
pub fn create_with_options(
    store: &mut Store,
    name: &str,
    ruleset: Ruleset,
    options: Option<RuleOptions>,
    at: i64,
) -> Result<CampaignSummary, CampaignError> {
    let name = checked_name("name", name)?;
    if !ruleset.has_roster() {
        return Err(CampaignError::RulesetNotYet(ruleset));
    }
    if let Some(given) = options.filter(|o| o.ruleset() != ruleset) {
        return Err(CampaignError::BadOption(format!("a {ruleset} campaign cannot take {} options", given.ruleset())));
    }
    let options = match (ruleset, options) {
        (Ruleset::Fate, given) => Some(given.unwrap_or(RuleOptions::Fate(FateOptions::default())).to_value()),
        (_, given) => given.map(|o| o.to_value()),
    };
    let id = store.write(|tx| {
        let id = campaigns::insert(tx, &name, ruleset, at)?;
        if let Some(options) = &options {
            campaigns::set_options(tx, id, options)?;
        }
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: id,
                at,
                action: "campaign.create",
                entity: "campaign",
                entity_id: id,
                before: None,
                after: Some(match &options {
                    Some(options) => serde_json::json!({ "name": name, "ruleset": ruleset, "options": options }),
                    None => serde_json::json!({ "name": name, "ruleset": ruleset }),
                }),
                summary: format!("Started the campaign \"{name}\" ({})", ruleset.title()),
            },
        )?;
        Ok::<_, CampaignError>(id)
    })?;
    summary(store, id)
}

/// A campaign in use; a removed one is refused as such (nothing is read from or written to it
/// until it is restored).
pub fn summary(store: &Store, id: i64) -> Result<CampaignSummary, CampaignError> {
    match campaigns::get_any(store.conn(), id)? {
        Some((campaign, None)) => Ok(campaign),
        Some((campaign, Some(_))) => Err(CampaignError::Removed { id, name: campaign.name }),
        None => Err(CampaignError::NotFound { what: "campaign", id }),
    }
}

/// A removed campaign, as the list of removed campaigns shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct RemovedCampaign {
    pub campaign: CampaignSummary,
    /// Unix seconds.
    #[ts(type = "number")]
    pub removed_at: i64,
}

/// Renames a campaign (one undoable change).
pub fn rename(store: &mut Store, id: i64, name: &str, at: i64) -> Result<CampaignSummary, CampaignError> {
    let name = checked_name("name", name)?;
    let old = summary(store, id)?.name;
    if old == name {
        return summary(store, id);
    }
    store.write(|tx| {
        campaigns::rename(tx, id, &name)?;
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: id,
                at,
                action: "campaign.rename",
                entity: "campaign",
                entity_id: id,
                before: Some(serde_json::json!({ "name": old })),
                after: Some(serde_json::json!({ "name": name })),
                summary: format!("Renamed the campaign \"{old}\" to \"{name}\""),
            },
        )?;
        Ok::<_, CampaignError>(())
    })?;
    summary(store, id)
}

/// Removes a campaign from the list. Nothing of it is deleted: it is kept, hidden, with its whole
/// history, and [`restore`] (or undoing the removal) brings it back as it was. Decision (issue 15):
/// removal is undoable rather than leaving a backup file, since a campaign's change log is
/// append-only and a file could be lost or forgotten.
pub fn remove(store: &mut Store, id: i64, at: i64) -> Result<RemovedCampaign, CampaignError> {
    let campaign = summary(store, id)?;
    store.write(|tx| {
        campaigns::set_removed(tx, id, Some(at))?;
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: id,
                at,
                action: "campaign.remove",
                entity: "campaign",
                entity_id: id,
                before: Some(serde_json::json!({ "removed_at": null })),
                after: Some(serde_json::json!({ "removed_at": at })),
                summary: format!("Removed the campaign \"{}\"", campaign.name),
            },
        )?;
        Ok::<_, CampaignError>(())
    })?;
    Ok(RemovedCampaign { campaign, removed_at: at })
}

/// Brings a removed campaign back into the list, as it was when removed.
pub fn restore(store: &mut Store, id: i64, at: i64) -> Result<CampaignSummary, CampaignError> {
    let (campaign, removed_at) =
        campaigns::get_any(store.conn(), id)?.ok_or(CampaignError::NotFound { what: "campaign", id })?;
    let Some(removed_at) = removed_at else {
        return Err(CampaignError::NotRemoved { id, name: campaign.name });
    };
    store.write(|tx| {
        campaigns::set_removed(tx, id, None)?;
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: id,
                at,
                action: "campaign.restore",
                entity: "campaign",
                entity_id: id,
                before: Some(serde_json::json!({ "removed_at": removed_at })),
                after: Some(serde_json::json!({ "removed_at": null })),
                summary: format!("Brought back the campaign \"{}\"", campaign.name),
            },
        )?;
        Ok::<_, CampaignError>(())
    })?;
    summary(store, id)
}

/// Every removed campaign, the latest removed first.
pub fn removed(store: &Store) -> Result<Vec<RemovedCampaign>, CampaignError> {
    Ok(campaigns::removed(store.conn())?
        .into_iter()
        .map(|(campaign, removed_at)| RemovedCampaign { campaign, removed_at })
        .collect())
}

/// A campaign with its sides and rosters.
pub fn detail(store: &Store, id: i64) -> Result<CampaignDetail, CampaignError> {
    let campaign = summary(store, id)?;
    let options = match campaign_rules(store, id)? {
        Rules::Fate(options) => Some(options),
        Rules::Qotd | Rules::Mww | Rules::Twtw => None,
    };
    let sides = sides::of_campaign(store.conn(), id)?
        .into_iter()
        .map(|side| side_view(store, side))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(CampaignDetail { campaign, options, sides })
}

fn side_view(store: &Store, side: sides::SideRecord) -> Result<SideView, CampaignError> {
    let rules = campaign_rules(store, side.campaign_id)?;
    let characters = characters::of_side(store.conn(), side.id)?
        .into_iter()
        .map(|record| character_view(&rules, record))
        .collect::<Result<Vec<_>, _>>()?;
    let money = (rules == Rules::Mww).then_some(side.money);
    Ok(SideView { id: side.id, campaign_id: side.campaign_id, name: side.name, suit: side.suit, money, characters })
}

pub fn side(store: &Store, id: i64) -> Result<SideView, CampaignError> {
    let side = sides::get(store.conn(), id)?.ok_or(CampaignError::NotFound { what: "side", id })?;
    side_view(store, side)
}

/// Every character of a campaign, side by side.
pub fn characters_of(store: &Store, campaign_id: i64) -> Result<Vec<CharacterView>, CampaignError> {
    let rules = campaign_rules(store, campaign_id)?;
    characters::of_campaign(store.conn(), campaign_id)?
        .into_iter()
        .map(|record| character_view(&rules, record))
        .collect()
}

/// The campaign's change log, oldest first.
pub fn changes(store: &Store, campaign_id: i64) -> Result<Vec<change_log::Change>, CampaignError> {
    summary(store, campaign_id)?;
    Ok(change_log::of_campaign(store.conn(), campaign_id)?)
}

pub(crate) fn character_view(
    rules: &Rules,
    record: characters::CharacterRecord,
) -> Result<CharacterView, CampaignError> {
    let checked = rules.read(&record)?;
    Ok(CharacterView {
        id: record.id,
        side_id: record.side_id,
        ruleset: rules.ruleset(),
        sheet: checked.sheet(),
        derived: checked.derived(),
        has_portrait: record.has_portrait,
    })
}

/// Whether two names are the same name as players type them: ASCII case and the spaces around
/// either are ignored ("wyatt earp " is "Wyatt Earp").
pub(crate) fn same_name(a: &str, b: &str) -> bool {
    a.trim().eq_ignore_ascii_case(b.trim())
}
