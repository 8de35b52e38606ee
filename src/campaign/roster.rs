//! Sides and characters: adding, editing, removing, portraits. Each write is one transaction that
//! also appends its change-log entry.

use serde_json::Value;

use super::sheet::{campaign_rules, sheet_from_value, side_rules, Rules, Sheet};
use super::{
    character_view, checked_name, portrait, summary, CampaignError, CharacterView, SheetCheck, SheetIssue, SideView,
    Suit,
};
use crate::error::ErrorCode;
use crate::rules::Ruleset;
use crate::store::{change_log, characters, sides, Store};

/// Checks a sheet against a campaign's rules without saving anything: every problem, with its field.
pub fn check_sheet(rules: &Rules, sheet: &Sheet) -> SheetCheck {
    fn issues<E: ErrorCode + std::fmt::Display>(errors: &[E], field: impl Fn(&E) -> String) -> SheetCheck {
        SheetCheck {
            issues: errors
                .iter()
                .map(|e| SheetIssue { field: field(e), code: e.code().to_string(), message: e.to_string() })
                .collect(),
            derived: None,
        }
    }
    match rules.check(sheet) {
        Ok(checked) => SheetCheck { issues: Vec::new(), derived: Some(checked.derived()) },
        Err(CampaignError::InvalidSheet(errors)) => issues(&errors.0, |e| e.field()),
        Err(CampaignError::InvalidFateSheet(errors)) => issues(&errors.0, |e| e.field()),
        Err(CampaignError::InvalidMwwSheet(errors)) => issues(&errors.0, |e| e.field()),
        Err(CampaignError::InvalidTwtwSheet(errors)) => issues(&errors.0, |e| e.field()),
        Err(other) => issues(&[other], |_| "sheet".to_string()),
    }
}

/// Checks a sheet sent as JSON against a campaign's rules (for the desktop's live checks).
pub fn check_character(store: &Store, campaign_id: i64, sheet: Value) -> Result<SheetCheck, CampaignError> {
    let rules = campaign_rules(store, campaign_id)?;
    let sheet = sheet_from_value("sheet", sheet, rules.ruleset())?;
    Ok(check_sheet(&rules, &sheet))
}

fn side_record(store: &Store, id: i64) -> Result<sides::SideRecord, CampaignError> {
    sides::get(store.conn(), id)?.ok_or(CampaignError::NotFound { what: "side", id })
}

fn character_record(store: &Store, id: i64) -> Result<characters::CharacterRecord, CampaignError> {
    characters::get(store.conn(), id)?.ok_or(CampaignError::NotFound { what: "character", id })
}

/// A snapshot of a character for the change log: the whole row (sheet, portrait as base64, times),
/// so that an undo can bring it back exactly.
fn snapshot(conn: &rusqlite::Connection, id: i64) -> Result<Value, CampaignError> {
    characters::snapshot(conn, id)?.ok_or(CampaignError::NotFound { what: "character", id })
}

/// Adds a side (a player's posse or gang) to a campaign. Within a campaign, names and suits are unique.
pub fn add_side(
    store: &mut Store,
    campaign_id: i64,
    name: &str,
    suit: Option<Suit>,
    at: i64,
) -> Result<SideView, CampaignError> {
    let campaign = summary(store, campaign_id)?;
    if suit.is_some() && campaign.ruleset != Ruleset::Qotd {
        return Err(CampaignError::NoSuits(campaign.ruleset));
    }
    let name = checked_name("name", name)?;
    let existing = sides::of_campaign(store.conn(), campaign_id)?;
    if existing.iter().any(|s| s.name.eq_ignore_ascii_case(&name)) {
        return Err(CampaignError::DuplicateSide(name));
    }
    if let Some(wanted) = suit {
        if let Some(taken) = existing.iter().find(|s| s.suit == Some(wanted)) {
            return Err(CampaignError::SuitTaken { suit: wanted.id(), side: taken.name.clone() });
        }
    }
    let id = store.write(|tx| {
        let id = sides::insert(tx, campaign_id, &name, suit, at)?;
        let suit_words = suit.map(|s| format!(" ({})", s.name())).unwrap_or_default();
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id,
                at,
                action: "side.add",
                entity: "side",
                entity_id: id,
                before: None,
                after: sides::snapshot(tx, id)?,
                summary: format!("Added the side {name}{suit_words} to {}", campaign.name),
            },
        )?;
        Ok::<_, CampaignError>(id)
    })?;
    super::side(store, id)
}

/// Validates a sheet and adds the character to a side's roster.
pub fn add_character(store: &mut Store, side_id: i64, sheet: &Sheet, at: i64) -> Result<CharacterView, CampaignError> {
    let side = side_record(store, side_id)?;
    let character = side_rules(store, side_id)?.check(sheet)?;
    let (canonical, name, kind) = character.row_parts();
    let id = store.write(|tx| {
        let row = characters::SheetRow { name: &name, kind, sheet: &canonical };
        let id = characters::insert(tx, side_id, &row, None, at)?;
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: side.campaign_id,
                at,
                action: "character.add",
                entity: "character",
                entity_id: id,
                before: None,
                after: Some(snapshot(tx, id)?),
                summary: format!("Added {} ({}) to {}", character.name(), character.kind_name(), side.name),
            },
        )?;
        Ok::<_, CampaignError>(id)
    })?;
    get_character(store, id)
}

pub fn get_character(store: &Store, id: i64) -> Result<CharacterView, CampaignError> {
    let record = character_record(store, id)?;
    character_view(&side_rules(store, record.side_id)?, record)
}

/// Replaces a character's sheet after validating the new one; the old one stays in the change log.
pub fn edit_character(store: &mut Store, id: i64, sheet: &Sheet, at: i64) -> Result<CharacterView, CampaignError> {
    let record = character_record(store, id)?;
    let side = side_record(store, record.side_id)?;
    let character = side_rules(store, record.side_id)?.check(sheet)?;
    let (canonical, name, kind) = character.row_parts();
    let before = snapshot(store.conn(), id)?;
    store.write(|tx| {
        characters::update_sheet(tx, id, &characters::SheetRow { name: &name, kind, sheet: &canonical }, at)?;
        let after = snapshot(tx, id)?;
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: side.campaign_id,
                at,
                action: "character.edit",
                entity: "character",
                entity_id: id,
                before: Some(before),
                after: Some(after),
                summary: format!("Edited {}", character.name()),
            },
        )?;
        Ok::<_, CampaignError>(())
    })?;
    get_character(store, id)
}

/// Removes a character from the roster. The change log keeps the whole character (sheet and portrait).
pub fn remove_character(store: &mut Store, id: i64, at: i64) -> Result<(), CampaignError> {
    let record = character_record(store, id)?;
    let side = side_record(store, record.side_id)?;
    let before = snapshot(store.conn(), id)?;
    store.write(|tx| {
        characters::delete(tx, id)?;
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: side.campaign_id,
                at,
                action: "character.remove",
                entity: "character",
                entity_id: id,
                before: Some(before),
                after: None,
                summary: format!("Removed {} from {}", record.name(), side.name),
            },
        )?;
        Ok::<_, CampaignError>(())
    })?;
    Ok(())
}

/// Sets a character's portrait from the bytes of a PNG or JPEG file; stores a PNG thumbnail.
pub fn set_portrait(store: &mut Store, id: i64, image: &[u8], at: i64) -> Result<CharacterView, CampaignError> {
    let thumbnail = portrait::thumbnail(image)?;
    change_portrait(store, id, Some(thumbnail), at)
}

/// [`set_portrait`] from the picture as base64 text (as the app uploads it).
pub fn set_portrait_base64(store: &mut Store, id: i64, image: &str, at: i64) -> Result<CharacterView, CampaignError> {
    use base64::Engine;
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(image.trim())
        .map_err(|e| super::PortraitError::NotBase64(e.to_string()))?;
    set_portrait(store, id, &bytes, at)
}

pub fn clear_portrait(store: &mut Store, id: i64, at: i64) -> Result<CharacterView, CampaignError> {
    change_portrait(store, id, None, at)
}

fn change_portrait(store: &mut Store, id: i64, png: Option<Vec<u8>>, at: i64) -> Result<CharacterView, CampaignError> {
    let record = character_record(store, id)?;
    let side = side_record(store, record.side_id)?;
    let before = snapshot(store.conn(), id)?;
    store.write(|tx| {
        characters::set_portrait(tx, id, png.as_deref(), at)?;
        let after = snapshot(tx, id)?;
        let verb = if png.is_some() { "Set the portrait of" } else { "Removed the portrait of" };
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id: side.campaign_id,
                at,
                action: "character.portrait",
                entity: "character",
                entity_id: id,
                before: Some(before),
                after: Some(after),
                summary: format!("{verb} {}", record.name()),
            },
        )?;
        Ok::<_, CampaignError>(())
    })?;
    get_character(store, id)
}

/// The stored portrait thumbnail (PNG bytes), if any.
pub fn get_portrait(store: &Store, id: i64) -> Result<Option<Vec<u8>>, CampaignError> {
    character_record(store, id)?;
    Ok(characters::portrait(store.conn(), id)?)
}
