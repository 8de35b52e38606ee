//! Cast sheets: a saved scenario's cast list worded for print, one part per player
//! ([`crate::print::cast_sheet`]). Every family has its own: QOTD ([`qotd`]), the fate family
//! ([`fate`]), My Wild West ([`mww`]) and The West That Wasn't ([`twtw`]).
//!
//! Decisions where the issue and the rules are silent:
//! - A player is an entry of the script; a player with no name is shown by the side's name.
//!   `--player` picks entries by player name (case and spacing ignored), or by side name when the
//!   entry has no player.
//! - A member is kept on one page when he fits on one (two to a page where each takes half a page
//!   or less); the quick reference is printed once per player, in two columns, from the table
//!   registry (each family's module says which charts).

pub(crate) mod fate;
pub(crate) mod mww;
pub(crate) mod qotd;
pub(crate) mod twtw;

use std::path::Path;

use super::casting::{get_scenario, CastError, CastMember, CastSide};
use super::printing::PrintOutcome;
use super::{summary, CampaignError};
use crate::print::cast_sheet::{cast_sheet_pdf, CastSheetDoc};
use crate::print::{Paper, PrintError};
use crate::store::{characters, Store};

/// The cast sheets of a saved scenario: every player's, or those of `player`.
pub fn cast_sheet_doc(store: &Store, scenario_id: i64, player: Option<&str>) -> Result<CastSheetDoc, CastError> {
    let scenario = get_scenario(store, scenario_id)?;
    let campaign = summary(store, scenario.campaign_id)?;
    let sides: Vec<&CastSide> = match player {
        None => scenario.sides.iter().collect(),
        Some(wanted) => {
            let key = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase();
            let chosen: Vec<&CastSide> =
                scenario.sides.iter().filter(|s| key(&player_name(s)) == key(wanted)).collect();
            if chosen.is_empty() {
                let players: Vec<String> = scenario.sides.iter().map(player_name).collect();
                return Err(CampaignError::from(PrintError::invalid(
                    "--player",
                    format!(
                        "no player called \"{wanted}\" in \"{}\" (players: {})",
                        scenario.title,
                        players.join(", ")
                    ),
                ))
                .into());
            }
            chosen
        }
    };
    let players = super::families::family(scenario.ruleset).cast_sheets(store, &scenario, &sides)?;
    Ok(CastSheetDoc {
        title: scenario.title.clone(),
        subtitle: format!("{} \u{b7} {}", campaign.name, campaign.ruleset.title()),
        plot: scenario.plot.clone(),
        set_notes: scenario.set_notes.clone(),
        players,
    })
}

/// The cast sheets of a saved scenario (every player's, or `player`'s) as `template` (a template
/// file, else the shipped one) has them, not written anywhere.
pub fn cast_sheet_bytes(
    store: &Store,
    scenario_id: i64,
    player: Option<&str>,
    paper: Paper,
    template: Option<&str>,
) -> Result<crate::print::Printed, CastError> {
    let doc = cast_sheet_doc(store, scenario_id, player)?;
    let look = super::templates::template_for(template).map_err(CampaignError::from)?;
    Ok(cast_sheet_pdf(&doc, paper, &look).map_err(CampaignError::from)?)
}

/// Prints the cast sheets of a saved scenario to `path`.
pub fn print_cast_sheet(
    store: &Store,
    scenario_id: i64,
    player: Option<&str>,
    paper: Paper,
    template: Option<&str>,
    path: &Path,
) -> Result<PrintOutcome, CastError> {
    let printed = cast_sheet_bytes(store, scenario_id, player, paper, template)?;
    super::write_whole(path, &printed.pdf)?;
    Ok(PrintOutcome { path: path.display().to_string(), pages: printed.pages as u32, bytes: printed.pdf.len() as u64 })
}

fn player_name(side: &CastSide) -> String {
    match side.script.player.trim() {
        "" => side.side_name.clone(),
        name => name.to_string(),
    }
}

/// "Ann — The Earps ♥ Hearts", or the side's name alone.
fn heading(side: &CastSide) -> String {
    let suit = side.script.suit.map(|s| format!(" {} {}", s.symbol(), s.name())).unwrap_or_default();
    match side.script.player.trim() {
        "" => format!("{}{suit}", side.side_name),
        player => format!("{player} \u{2014} {}{suit}", side.side_name),
    }
}

/// "Hero", "Mounted figure (extra)".
fn kind(m: &CastMember) -> String {
    if m.extra {
        format!("{} (extra)", m.kind_name)
    } else {
        m.kind_name.clone()
    }
}

/// A roster character's portrait; an extra has none.
fn portrait(store: &Store, m: &CastMember) -> Result<Option<Vec<u8>>, CastError> {
    match m.character_id {
        Some(id) => Ok(characters::portrait(store.conn(), id).map_err(CampaignError::from)?),
        None => Ok(None),
    }
}

/// A saved cast list whose member lacks what its family's sheet needs: it cannot be printed.
fn corrupt(m: &CastMember, what: &str) -> CastError {
    CastError::Malformed { field: format!("cast list: {}", m.name), reason: format!("has no {what}") }
}

/// Tick boxes: `marked` crossed, then `empty` to tick.
fn boxes(marked: usize, empty: usize) -> String {
    let crossed = std::iter::repeat_n("\u{2612}", marked);
    crossed.chain(std::iter::repeat_n("\u{2610}", empty)).collect::<Vec<_>>().join(" ")
}

/// The tables of `all` with these ids, in this order.
fn pick(all: &[crate::rules::tables::Table], ids: &[&str]) -> Vec<crate::rules::tables::Table> {
    ids.iter().filter_map(|id| all.iter().find(|t| t.info.id == *id).cloned()).collect()
}

/// The table of `all` with this id, narrowed to the rows its row key's `values` pick.
fn rows_of(all: &[crate::rules::tables::Table], id: &str, values: &[&str]) -> Option<crate::rules::tables::Table> {
    all.iter().find(|t| t.info.id == id).map(|t| t.only_rows(values))
}
