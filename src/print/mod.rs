//! Printing, like a print shop: what a sheet shows (a roster, a deck of cards) goes through
//! [`layout`] — pure geometry in millimetres, tested without a PDF — and then [`pdf`], the only
//! module that touches `printpdf`, draws the laid-out pages.
//!
//! # Printing a deck of cards
//!
//! Every deck (the fate deck, the hit-location chits, the QOTD pack, The West That Wasn't's action
//! deck, My Wild West's turn cards) is printed the same way: describe each card's face as a
//! [`CardFace`] — drawings ([`Item`]), text fields ([`TextField`], fitted to their box: shrunk,
//! then wrapped, then reported as a [`PrintWarning`] naming the card and the field), portraits —
//! all in the card's own millimetres, origin at the top-left corner of its cut box; give the one
//! back design; choose the sheet ([`CardSheetOptions`]: paper, card size, bleed, gutter, crop marks
//! or cut guides, duplex edge and back offset, the printer's scale correction); and call
//! [`cards_pdf`]. It imposes the cards (as many as fit, centred), clips each to its bleed, puts the
//! 100 mm calibration ruler on every sheet, follows each sheet of fronts with its mirrored backs,
//! and returns the PDF with a [`SheetReport`] and the warnings.
//!
//! ```
//! use posse::print::{cards_pdf, CardFace, CardJob, CardSheetOptions, TextField, FontFace};
//! use posse::print::layout::sheet::{CardSize, CropMarks, Duplex, DuplexEdge, Marks, SheetSpec};
//! use posse::print::layout::{Colour, Item, Stroke};
//!
//! let card = CardSize::POKER;
//! let front = |title: &str| {
//!     CardFace::new(title)
//!         .with(Item::Rect { x_mm: 3.0, y_mm: 3.0, w_mm: 57.5, h_mm: 82.9,
//!                            stroke: Some(Stroke::new(0.8, Colour::BLACK)), fill: None })
//!         .with(TextField::new("title", (6.0, 6.0, 51.5, 10.0), title, FontFace::Heading, 14.0))
//!         .with(TextField::new("rule", (6.0, 20.0, 51.5, 60.0),
//!                              "Roll two dice; the first is the location.", FontFace::Regular, 9.0)
//!                   .paragraph())
//! };
//! let job = CardJob {
//!     title: "Action deck".into(),
//!     caption: "Action deck".into(),
//!     fronts: vec![front("Aimed shot"), front("Wild shot")],
//!     back: CardFace::new("back").background(Colour::Rgb(0.45, 0.1, 0.08)),
//! };
//! let options = CardSheetOptions {
//!     sheet: SheetSpec { paper_w_mm: 210.0, paper_h_mm: 297.0, card, bleed_mm: 3.0, gutter_mm: 3.0,
//!                        margin_mm: 4.0, marks: Marks::Crop(CropMarks::default()) },
//!     duplex: Some(Duplex { edge: DuplexEdge::Long, offset_x_mm: 0.0, offset_y_mm: 0.0 }),
//!     scale: 1.0,
//! };
//! let printed = cards_pdf(&job, &options).unwrap();
//! assert_eq!(printed.report.pages, 2); // one sheet of fronts, one of backs
//! assert!(printed.warnings.is_empty());
//! assert!(printed.pdf.starts_with(b"%PDF"));
//! ```
//!
//! The printables themselves ([`decks`]: the fate deck, the hit-location chits, the QOTD pack) are
//! written against this API; the campaign layer words what they show (`crate::campaign::print_shop`),
//! and [`settings`] turns what a user asked for (and their printer profile) into
//! [`CardSheetOptions`]. [`alignment_pdf`] prints the duplex alignment test.

pub mod action_cards;
pub mod cast_sheet;
mod content_stream;
pub mod decks;
#[cfg(test)]
mod font_file;
pub mod layout;
pub mod pdf;
pub mod playsheet;
pub mod settings;
pub mod template;

pub use layout::cards::{
    lay_out_cards, CardFace, CardItem, CardJob, CardSheetOptions, CardSheets, PrintWarning, SheetReport,
};
pub use layout::fit::{Align, TextField, VAlign};
pub use layout::{Colour, FontFace, Item, Stroke};

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The paper a sheet is printed on, at true size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Paper {
    /// 210 × 297 mm.
    A4,
    /// 8.5 × 11 in (215.9 × 279.4 mm).
    Letter,
}

impl Paper {
    /// Width and height in millimetres.
    pub fn size_mm(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }

    pub fn from_id(id: &str) -> Option<Paper> {
        match id.trim().to_ascii_lowercase().as_str() {
            "a4" => Some(Paper::A4),
            "letter" => Some(Paper::Letter),
            _ => None,
        }
    }
}

/// What a roster sheet shows: already worded, so that layout needs no rules knowledge.
#[derive(Debug, Clone, PartialEq)]
pub struct RosterDoc {
    /// Campaign name, printed as the sheet's title.
    pub title: String,
    /// e.g. "Quick on the Draw".
    pub ruleset: String,
    pub sides: Vec<RosterSide>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct RosterSide {
    pub name: String,
    /// e.g. "Hearts"; `None` when the side has no suit.
    pub suit: Option<String>,
    pub characters: Vec<RosterEntry>,
}

/// One character's block on the roster sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct RosterEntry {
    pub name: String,
    /// e.g. "Hero" or "Shootist".
    pub kind: String,
    /// Label and value, in the order printed beside the portrait: ("Cards", "3"), ("Nerve", "5 dice").
    pub stats: Vec<(String, String)>,
    /// Labelled lists of named rules: "Personality", "Traits", "Skills", "Wounds".
    pub sections: Vec<Section>,
    /// The headings of the weapons table: `["WEAPON", "RANGE", "IMPACT"]`.
    pub weapon_columns: [String; 3],
    pub weapons: Vec<WeaponLine>,
    pub notes: String,
    /// A PNG thumbnail.
    pub portrait_png: Option<Vec<u8>>,
    /// How the character stands for the next game; `None` when fit.
    pub standing: Option<Standing>,
}

/// A character's standing, printed under the block's title: "Dead" (the name struck through),
/// "Misses the next game", "Next game: one card less, reduced dice".
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    pub label: String,
    /// Why, in a sentence.
    pub detail: String,
    /// The name is struck through (the dead).
    pub struck: bool,
}

/// A labelled list of named rules in a character's block; an empty one is not printed.
#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    pub title: String,
    pub items: Vec<Feature>,
}

impl RosterEntry {
    /// The weapons table headings of a QOTD roster.
    pub fn qotd_weapon_columns() -> [String; 3] {
        ["WEAPON".to_string(), "RANGE".to_string(), "IMPACT".to_string()]
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Feature {
    pub name: String,
    pub effect: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct WeaponLine {
    pub name: String,
    /// e.g. "36 paces" or "—" for melee.
    pub range: String,
    /// e.g. "Normal", "High under 6, Normal over 6".
    pub impact: String,
    pub notes: String,
}

/// Errors of printing.
#[derive(Debug, thiserror::Error)]
pub enum PrintError {
    #[error("template {name}: {reason}")]
    Template { name: String, reason: String },
    /// A picture a template names that it may not reach (outside its folder) or that is no PNG
    /// or JPEG.
    #[error("template {name}: {reason}")]
    TemplatePicture { name: String, reason: String },
    /// A template file that cannot be read (missing, a folder, too large).
    #[error("template {name}: {reason}")]
    TemplateUnreadable { name: String, reason: String },
    #[error("the portrait of {character} could not be embedded: {reason}")]
    Portrait { character: String, reason: String },
    #[error("the PDF could not be written: {0}")]
    Pdf(String),
    #[error("card: {reason}")]
    DoesNotFit { reason: String },
    #[error("{field}: {reason}")]
    Invalid { field: String, reason: String },
    #[error("{field}: does not apply to {printable} ({reason})")]
    NotApplicable { field: String, printable: String, reason: String },
}

impl PrintError {
    pub fn invalid(field: &str, reason: impl Into<String>) -> PrintError {
        PrintError::Invalid { field: field.to_string(), reason: reason.into() }
    }
}

impl crate::error::ErrorCode for PrintError {
    fn code(&self) -> &'static str {
        match self {
            PrintError::Template { .. } => "template_invalid",
            PrintError::TemplatePicture { .. } => "template_picture_refused",
            PrintError::TemplateUnreadable { .. } => "template_unreadable",
            PrintError::Portrait { .. } => "portrait_unprintable",
            PrintError::Pdf(_) => "pdf_failed",
            PrintError::DoesNotFit { .. } => "card_does_not_fit",
            PrintError::Invalid { .. } => "print_option_invalid",
            PrintError::NotApplicable { .. } => "print_option_not_applicable",
        }
    }
}

/// A rendered PDF and how many pages it has.
#[derive(Debug, Clone)]
pub struct Printed {
    pub pdf: Vec<u8>,
    pub pages: usize,
}

/// Lays out and renders a roster sheet as `template` has it: a PDF at true paper size with the
/// embedded font.
pub fn roster_pdf(doc: &RosterDoc, paper: Paper, template: &template::RosterTemplate) -> Result<Printed, PrintError> {
    let pages = layout::roster(doc, template, paper)?;
    Ok(Printed { pdf: pdf::render(&doc.title, &pages)?, pages: pages.len() })
}

/// A printed deck: the PDF, how the cards went onto the paper, and what did not fit.
#[derive(Debug, Clone)]
pub struct PrintedCards {
    pub pdf: Vec<u8>,
    pub report: SheetReport,
    pub warnings: Vec<PrintWarning>,
}

/// Lays out and renders a deck of cards (see the module's documentation).
pub fn cards_pdf(job: &CardJob, options: &CardSheetOptions) -> Result<PrintedCards, PrintError> {
    let sheets = lay_out_cards(job, options)?;
    let pdf = pdf::render(&job.title, &sheets.pages)?;
    Ok(PrintedCards { pdf, report: sheets.report, warnings: sheets.warnings })
}

/// Prints the duplex alignment test for a sheet of cards (see [`layout::alignment`]): a front page
/// with crosshairs and scales, and its back. `printer` names the printer on the sheet.
pub fn alignment_pdf(options: &CardSheetOptions, printer: &str) -> Result<PrintedCards, PrintError> {
    let duplex = options.duplex.ok_or_else(|| PrintError::NotApplicable {
        field: "duplex".into(),
        printable: "the alignment test".into(),
        reason: "the test is its backs: print it long- or short-edge".into(),
    })?;
    let (pages, report) = layout::alignment::alignment_test(&options.sheet, &duplex, options.scale, printer)?;
    let pdf = pdf::render(&format!("Alignment test ({printer})"), &pages)?;
    Ok(PrintedCards { pdf, report, warnings: Vec::new() })
}
