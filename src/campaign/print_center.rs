//! The print center: one place to print any printable, with a preview of the very bytes that
//! will be saved. [`preview`] renders a [`PrintJob`] with its [`PrintSettings`] and writes
//! nothing; the desktop app shows the PDF with pdf.js and, on "Save PDF…", writes those bytes.
//!
//! The sheets (roster, cast sheets, playsheets) take the paper and a template only: any card
//! option (card size, bleed, marks, duplex, back offset, ruler, printer) is refused for them with
//! the reason, never ignored. The card printables take every option, as `posse print …` does.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub use super::families::{family_printables, prints_instead};
use super::print_shop::{self, DeckSource, PrintShopError};
use super::{cast_sheet, playsheet, printing, RosterOptions};
use crate::print::settings::PrintSettings;
use crate::print::PrintWarning;
use crate::print::{Paper, PrintError};
use crate::rules::Ruleset;
use crate::store::Store;

/// What to print, and for which campaign, cast or side.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "what", rename_all = "snake_case")]
#[ts(export)]
pub enum PrintJob {
    Roster {
        #[ts(type = "number")]
        campaign_id: i64,
        #[serde(default)]
        options: RosterOptions,
    },
    CastSheet {
        #[ts(type = "number")]
        cast_id: i64,
        #[serde(default)]
        player: Option<String>,
    },
    Playsheet {
        ruleset: Ruleset,
        #[serde(default)]
        #[ts(type = "number | null")]
        campaign_id: Option<i64>,
    },
    FateDeck {
        source: DeckSource,
        #[serde(default)]
        blanks: Option<u32>,
    },
    Chits {
        #[ts(type = "number")]
        campaign_id: i64,
    },
    Pack {
        #[ts(type = "number")]
        cast_id: i64,
    },
    ActionCards {
        #[serde(default)]
        #[ts(type = "number | null")]
        seed: Option<u64>,
    },
    /// My Wild West's turn deck of a saved cast: a card per gang and the civilians'.
    TurnCards {
        #[ts(type = "number")]
        cast_id: i64,
    },
    AlignmentTest,
}

/// A PDF rendered and not written: its bytes, and what the print center shows beside it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct Preview {
    /// The PDF's bytes (sent to the app as base64 beside this report).
    #[serde(skip)]
    #[ts(skip)]
    pub pdf: Vec<u8>,
    /// "fate deck", "cast sheets".
    pub printable: String,
    pub pages: u32,
    /// Sheets of paper (a duplex sheet of cards is one sheet, two pages).
    pub sheets: u32,
    /// Text that did not fit its box, by card and field (cards only).
    pub warnings: Vec<PrintWarning>,
    /// Things to know: who was left out, blank cards added.
    pub notes: Vec<String>,
    /// The settings in words: "Letter, poker 63.5 × 88.9 mm, 3 mm bleed, crop marks, long-edge backs".
    pub settings: String,
}

/// Renders `job` with `settings`, writing nothing.
pub fn preview(store: &Store, job: &PrintJob, settings: &PrintSettings) -> Result<Preview, PrintShopError> {
    let template = settings.template.as_deref();
    let rendered = match job {
        PrintJob::Roster { campaign_id, options } => {
            let paper = sheet_paper(settings, "the roster")?;
            let printed = printing::roster_pdf(store, *campaign_id, options, paper, template)?;
            return Ok(sheet_preview(printed, "roster", paper));
        }
        PrintJob::CastSheet { cast_id, player } => {
            let paper = sheet_paper(settings, "the cast sheets")?;
            let printed = cast_sheet::cast_sheet_bytes(store, *cast_id, player.as_deref(), paper, template)?;
            return Ok(sheet_preview(printed, "cast sheets", paper));
        }
        PrintJob::Playsheet { ruleset, campaign_id } => {
            let paper = sheet_paper(settings, "the playsheet")?;
            let campaign = campaign_id.map(|id| (store, id));
            let printed = playsheet::playsheet_bytes(*ruleset, campaign, paper, template)?;
            return Ok(sheet_preview(printed, "playsheet", paper));
        }
        PrintJob::FateDeck { source, blanks } => print_shop::fate_deck_pdf(store, *source, *blanks, settings)?,
        PrintJob::Chits { campaign_id } => print_shop::chits_pdf(store, *campaign_id, settings)?,
        PrintJob::Pack { cast_id } => print_shop::pack_pdf(store, *cast_id, settings)?,
        PrintJob::ActionCards { seed } => print_shop::action_cards_pdf(Some(store), *seed, settings)?,
        PrintJob::TurnCards { cast_id } => print_shop::turn_cards_pdf(store, *cast_id, settings)?,
        PrintJob::AlignmentTest => print_shop::alignment_test_pdf(store, settings)?,
    };
    let settings = rendered.settings_words();
    Ok(Preview {
        printable: rendered.printable.to_string(),
        pages: rendered.printed.report.pages,
        sheets: rendered.printed.report.sheets,
        warnings: rendered.printed.warnings,
        notes: rendered.notes,
        settings,
        pdf: rendered.printed.pdf,
    })
}

/// The paper of a sheet (A4 unless Letter is asked); a card option is refused with the reason.
fn sheet_paper(settings: &PrintSettings, printable: &str) -> Result<Paper, PrintShopError> {
    let refuse = |field: &str| -> PrintShopError {
        PrintError::NotApplicable {
            field: field.to_string(),
            printable: printable.to_string(),
            reason: "a sheet of pages takes only the paper and a template".to_string(),
        }
        .into()
    };
    let s = settings;
    let given = [
        ("printer", s.printer.is_some()),
        ("landscape", s.landscape),
        ("card", s.card.is_some()),
        ("chit_shape", s.chit_shape.is_some()),
        ("chit_size", s.chit_size_mm.is_some()),
        ("bleed", s.bleed_mm.is_some()),
        ("marks", s.marks.is_some()),
        ("duplex", s.duplex.is_some()),
        ("back_offset", s.back_offset_mm.is_some()),
        ("measured_ruler", s.measured_ruler_mm.is_some()),
    ];
    if let Some((field, _)) = given.iter().find(|(_, on)| *on) {
        return Err(refuse(field));
    }
    match s.paper.as_deref().map(|p| p.trim().to_ascii_lowercase()) {
        None => Ok(Paper::A4),
        Some(p) if p == "a4" => Ok(Paper::A4),
        Some(p) if p == "letter" => Ok(Paper::Letter),
        Some(other) => Err(PrintError::NotApplicable {
            field: "paper".to_string(),
            printable: printable.to_string(),
            reason: format!("\"{other}\": a sheet of pages prints on A4 or Letter"),
        }
        .into()),
    }
}

fn sheet_preview(printed: crate::print::Printed, printable: &str, paper: Paper) -> Preview {
    let pages = printed.pages as u32;
    Preview {
        printable: printable.to_string(),
        pages,
        sheets: pages,
        warnings: Vec::new(),
        notes: Vec::new(),
        settings: match paper {
            Paper::A4 => "A4".to_string(),
            Paper::Letter => "Letter".to_string(),
        },
        pdf: printed.pdf,
    }
}

/// Writes a preview's PDF to `path` (whole or not at all): the bytes the print center showed.
/// Bytes that are not a PDF are refused, and nothing is written.
pub fn save(path: &std::path::Path, pdf: &[u8]) -> Result<u64, PrintShopError> {
    if !pdf.starts_with(b"%PDF-") {
        return Err(PrintError::Pdf("pdf: these bytes are not a PDF; nothing was written".to_string()).into());
    }
    super::write_whole(path, pdf)?;
    Ok(pdf.len() as u64)
}
