//! Printing, like a print shop: a template (TOML in `templates/`) says how a sheet looks, [`layout`]
//! places everything on pages as millimetre boxes (pure geometry, no PDF), and [`pdf`] — the only
//! module that touches `printpdf` — draws the laid-out pages.

pub mod layout;
pub mod pdf;
pub mod template;

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
    #[error("the portrait of {character} could not be embedded: {reason}")]
    Portrait { character: String, reason: String },
    #[error("the PDF could not be written: {0}")]
    Pdf(String),
}

impl crate::error::ErrorCode for PrintError {
    fn code(&self) -> &'static str {
        match self {
            PrintError::Template { .. } => "template_invalid",
            PrintError::Portrait { .. } => "portrait_unprintable",
            PrintError::Pdf(_) => "pdf_failed",
        }
    }
}

/// A rendered PDF and how many pages it has.
#[derive(Debug, Clone)]
pub struct Printed {
    pub pdf: Vec<u8>,
    pub pages: usize,
}

/// Lays out and renders a roster sheet: a PDF at true paper size with the embedded font.
pub fn roster_pdf(doc: &RosterDoc, paper: Paper) -> Result<Printed, PrintError> {
    let template = template::roster()?;
    let pages = layout::roster(doc, &template, paper)?;
    Ok(Printed { pdf: pdf::render(&doc.title, &pages)?, pages: pages.len() })
}
