//! What a user asks of a print, and their printer: turned into the sheet's geometry.
//!
//! A print is asked for with [`PrintSettings`] (every field optional: the CLI's shared flags and
//! the desktop's print dialog fill the same struct), perhaps naming a [`PrinterProfile`] kept in
//! the database. [`resolve`] reads them in that order — what was asked, else the profile, else the
//! defaults — checks each value (a bad one names its field) and refuses a setting that does not
//! apply to the printable (a card size for chits, bleed for the alignment test), and gives the
//! [`CardSheetOptions`] the layout engine prints with.
//!
//! Defaults: A4 portrait, poker cards, round chits 30 mm across, no bleed, crop marks, long-edge
//! duplex backs, no back offset, no scale correction. A profile keeps a printer's paper, duplex
//! edge, back offset and its measurement of the 100 mm ruler; the scale correction is 100 divided by
//! that measurement (a printer that prints the ruler 99.2 mm long is corrected by 100 / 99.2).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::layout::sheet::{CardShape, CardSize, CropMarks, Duplex, DuplexEdge, Marks, SheetSpec, RULER_MM};
use super::{CardSheetOptions, PrintError};

/// The bleed a user may ask for, in mm.
pub const MAX_BLEED_MM: f32 = 3.0;
/// How far a back may be moved, either way, in mm: the alignment test's scales read ±10 mm.
pub const MAX_BACK_OFFSET_MM: f32 = 10.0;
/// The measurements of the 100 mm ruler accepted, in mm: a printer that is further out than this
/// was not printing at actual size (a "fit to page" setting), which a scale correction must not hide.
pub const RULER_RANGE_MM: (f32, f32) = (90.0, 110.0);
/// Custom paper, either side, in mm.
pub const PAPER_RANGE_MM: (f32, f32) = (50.0, 1200.0);
/// Custom cards and chits, either side, in mm.
pub const CARD_RANGE_MM: (f32, f32) = (10.0, 400.0);
/// The chit size when none is asked for.
pub const DEFAULT_CHIT_MM: f32 = 30.0;
/// Space between two cards' bleeds.
pub const GUTTER_MM: f32 = 3.0;
/// What a home printer cannot reach at the paper's edges.
pub const MARGIN_MM: f32 = 4.0;

/// Which marks show where to cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum MarksChoice {
    /// Short lines at every card corner, on the cut lines' extensions.
    #[default]
    CropMarks,
    /// Every cut line drawn across the sheet.
    CutGuides,
    None,
}

/// Which edge a duplex printer turns the sheet over on, or fronts only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum DuplexChoice {
    #[default]
    Long,
    Short,
    /// Fronts only: no backs are printed.
    None,
}

impl DuplexChoice {
    pub fn id(self) -> &'static str {
        match self {
            DuplexChoice::Long => "long",
            DuplexChoice::Short => "short",
            DuplexChoice::None => "none",
        }
    }

    pub fn from_id(id: &str) -> Option<DuplexChoice> {
        match id.trim().to_ascii_lowercase().as_str() {
            "long" | "long-edge" | "long_edge" => Some(DuplexChoice::Long),
            "short" | "short-edge" | "short_edge" => Some(DuplexChoice::Short),
            "none" | "off" => Some(DuplexChoice::None),
            _ => None,
        }
    }

    fn edge(self) -> Option<DuplexEdge> {
        match self {
            DuplexChoice::Long => Some(DuplexEdge::Long),
            DuplexChoice::Short => Some(DuplexEdge::Short),
            DuplexChoice::None => None,
        }
    }
}

/// A chit's outline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum ChitShape {
    #[default]
    Round,
    Square,
}

/// What a user asks of one print. Every field is optional: what is not asked comes from the printer
/// profile (if one is named), else the defaults (see the module's documentation).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, optional_fields)]
pub struct PrintSettings {
    /// A printer profile's name.
    pub printer: Option<String>,
    /// `a4`, `letter`, or `WxH` in millimetres (`148x210`).
    pub paper: Option<String>,
    /// The paper turned on its side.
    pub landscape: bool,
    /// `poker`, `bridge`, `mini`, `tarot`, or `WxH` in millimetres. Cards only.
    pub card: Option<String>,
    /// Chits only.
    pub chit_shape: Option<ChitShape>,
    /// A round chit's diameter or a square one's side, in mm. Chits only.
    pub chit_size_mm: Option<f32>,
    /// 0 to 3 mm of art past the cut line.
    pub bleed_mm: Option<f32>,
    pub marks: Option<MarksChoice>,
    pub duplex: Option<DuplexChoice>,
    /// Added to every back's position, x right and y down, in mm.
    pub back_offset_mm: Option<(f32, f32)>,
    /// How long the 100 mm calibration ruler printed, in mm: the scale correction is 100 / this.
    pub measured_ruler_mm: Option<f32>,
    /// A template file (`posse print template export`) to print with, instead of the shipped one.
    pub template: Option<String>,
}

/// A printer as the user measured it, kept in the database by name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct PrinterProfile {
    pub name: String,
    /// `a4`, `letter` or `WxH` (mm), as for [`PrintSettings::paper`].
    pub paper: String,
    pub duplex: DuplexChoice,
    pub back_offset_x_mm: f32,
    pub back_offset_y_mm: f32,
    /// How long this printer prints the 100 mm ruler.
    pub measured_ruler_mm: f32,
}

impl PrinterProfile {
    /// A profile with the defaults: A4, long-edge duplex, no offset, a true ruler.
    pub fn new(name: &str) -> PrinterProfile {
        PrinterProfile {
            name: name.trim().to_string(),
            paper: "a4".to_string(),
            duplex: DuplexChoice::Long,
            back_offset_x_mm: 0.0,
            back_offset_y_mm: 0.0,
            measured_ruler_mm: RULER_MM,
        }
    }

    /// The scale correction the ruler's measurement gives.
    pub fn scale(&self) -> f32 {
        RULER_MM / self.measured_ruler_mm
    }

    /// Checks every value, naming the first field at fault; the paper is written as parsed
    /// (`a4`, `letter` or `210x297`).
    pub fn checked(mut self) -> Result<PrinterProfile, PrintError> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err(PrintError::invalid("name", "a printer profile needs a name"));
        }
        if name.chars().count() > 80 {
            return Err(PrintError::invalid("name", "at most 80 characters"));
        }
        self.name = name.to_string();
        self.paper = parse_paper(&self.paper)?.id;
        check_offset(self.back_offset_x_mm, self.back_offset_y_mm)?;
        check_ruler(self.measured_ruler_mm)?;
        Ok(self)
    }
}

/// A paper size.
#[derive(Debug, Clone, PartialEq)]
pub struct PaperSize {
    /// `a4`, `letter` or `210x297`.
    pub id: String,
    pub w_mm: f32,
    pub h_mm: f32,
}

impl PaperSize {
    /// "A4", "Letter" or "210 × 297 mm", with "landscape" when it is wider than tall.
    pub fn label(&self) -> String {
        let name = match self.id.as_str() {
            "a4" => "A4".to_string(),
            "letter" => "Letter".to_string(),
            _ => format!("{} × {} mm", trim_number(self.w_mm.min(self.h_mm)), trim_number(self.w_mm.max(self.h_mm))),
        };
        if self.w_mm > self.h_mm {
            format!("{name} landscape")
        } else {
            name
        }
    }
}

/// Reads a paper as typed: `a4`, `letter`, or `WxH` in millimetres (`x`, `X` or `×`).
pub fn parse_paper(text: &str) -> Result<PaperSize, PrintError> {
    let t = text.trim().to_ascii_lowercase();
    let (w, h) = match t.as_str() {
        "a4" => (210.0, 297.0),
        "letter" | "us-letter" | "us_letter" => (215.9, 279.4),
        _ => {
            let (w, h) = parse_wxh(&t).ok_or_else(|| {
                PrintError::invalid(
                    "paper",
                    format!("\"{}\" is not a paper: a4, letter, or WxH in millimetres (e.g. 148x210)", text.trim()),
                )
            })?;
            let (lo, hi) = PAPER_RANGE_MM;
            if !(lo..=hi).contains(&w) || !(lo..=hi).contains(&h) {
                return Err(PrintError::invalid("paper", format!("{w} × {h} mm: each side must be {lo} to {hi} mm")));
            }
            return Ok(PaperSize { id: format!("{}x{}", trim_number(w), trim_number(h)), w_mm: w, h_mm: h });
        }
    };
    Ok(PaperSize { id: t, w_mm: w, h_mm: h })
}

/// Reads a card size as typed: `poker` (63.5 × 88.9), `bridge` (57.2 × 88.9), `mini` (44.5 × 63.5),
/// `tarot` (70 × 120), or `WxH` in millimetres.
pub fn parse_card(text: &str) -> Result<CardSize, PrintError> {
    let t = text.trim().to_ascii_lowercase();
    match t.as_str() {
        "poker" => Ok(CardSize::POKER),
        "bridge" => Ok(CardSize::BRIDGE),
        "mini" => Ok(CardSize::MINI),
        "tarot" => Ok(CardSize::TAROT),
        _ => {
            let (w, h) = parse_wxh(&t).ok_or_else(|| {
                PrintError::invalid(
                    "card",
                    format!(
                        "\"{}\" is not a card size: poker, bridge, mini, tarot, or WxH in millimetres (e.g. 63x88)",
                        text.trim()
                    ),
                )
            })?;
            let (lo, hi) = CARD_RANGE_MM;
            if !(lo..=hi).contains(&w) || !(lo..=hi).contains(&h) {
                return Err(PrintError::invalid("card", format!("{w} × {h} mm: each side must be {lo} to {hi} mm")));
            }
            Ok(CardSize::rect(w, h))
        }
    }
}

/// Reads a back offset as typed: `X,Y` in millimetres (`0.8,-1.2`).
pub fn parse_offset(text: &str) -> Result<(f32, f32), PrintError> {
    let bad = || {
        PrintError::invalid(
            "back_offset",
            format!("\"{}\" is not an offset: X,Y in millimetres, e.g. 0.8,-1.2", text.trim()),
        )
    };
    let (x, y) = text.split_once(',').ok_or_else(bad)?;
    let x: f32 = x.trim().replace('\u{2212}', "-").parse().map_err(|_| bad())?;
    let y: f32 = y.trim().replace('\u{2212}', "-").parse().map_err(|_| bad())?;
    check_offset(x, y)?;
    Ok((x, y))
}

fn check_offset(x: f32, y: f32) -> Result<(), PrintError> {
    for v in [x, y] {
        if !v.is_finite() || v.abs() > MAX_BACK_OFFSET_MM {
            return Err(PrintError::invalid(
                "back_offset",
                format!(
                    "{},{} mm: each must be within ±{MAX_BACK_OFFSET_MM} mm (the alignment test reads that far)",
                    trim_number(x),
                    trim_number(y)
                ),
            ));
        }
    }
    Ok(())
}

fn check_ruler(mm: f32) -> Result<(), PrintError> {
    let (lo, hi) = RULER_RANGE_MM;
    if !mm.is_finite() || !(lo..=hi).contains(&mm) {
        return Err(PrintError::invalid(
            "measured_ruler",
            format!(
                "{} mm: the 100 mm ruler must measure {lo} to {hi} mm; further out, the PDF was scaled to fit the \
                 page — print it at actual size (100%) and measure again",
                trim_number(mm)
            ),
        ));
    }
    Ok(())
}

/// The scale correction for a ruler that measured `mm`.
pub fn scale_of_ruler(mm: f32) -> Result<f32, PrintError> {
    check_ruler(mm)?;
    Ok(RULER_MM / mm)
}

fn parse_wxh(t: &str) -> Option<(f32, f32)> {
    let t = t.trim_end_matches("mm").trim();
    let (w, h) = t.split_once(['x', '×'])?;
    let w: f32 = w.trim().trim_end_matches("mm").trim().parse().ok()?;
    let h: f32 = h.trim().trim_end_matches("mm").trim().parse().ok()?;
    (w.is_finite() && h.is_finite()).then_some((w, h))
}

/// `63.5`, `210`, `-1.2`: a number without a trailing `.0`.
pub fn trim_number(v: f32) -> String {
    let s = format!("{:.2}", v);
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// What is printed on the sheet, which decides the settings that apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stock {
    /// Cards of a card size (`card` applies; chits' settings do not).
    Cards,
    /// Chits (`chit_shape` and `chit_size_mm` apply; `card` does not).
    Chits,
    /// The duplex alignment test: card outlines and crosshairs, no art (bleed and marks do not
    /// apply; the backs are the test, so duplex must be long or short).
    AlignmentTest,
}

/// A print's settings resolved: the geometry, and what to say about it.
#[derive(Debug, Clone, PartialEq)]
pub struct Resolved {
    pub options: CardSheetOptions,
    pub paper: PaperSize,
    /// The printer profile used, if any.
    pub printer: Option<String>,
}

/// Resolves what was asked (`settings`), the printer profile it names (`profile`: the caller looks it
/// up) and the defaults into the sheet's geometry for a printable of `stock`; `printable` names it
/// in an error ("the hit-location chits"). A setting that does not apply is refused, never ignored.
pub fn resolve(
    settings: &PrintSettings,
    profile: Option<&PrinterProfile>,
    stock: Stock,
    printable: &str,
) -> Result<Resolved, PrintError> {
    let refuse = |field: &str, reason: &str| PrintError::NotApplicable {
        field: field.to_string(),
        printable: printable.to_string(),
        reason: reason.to_string(),
    };
    match stock {
        Stock::Cards | Stock::AlignmentTest => {
            if settings.chit_shape.is_some() {
                return Err(refuse("chit_shape", "it prints cards, not chits"));
            }
            if settings.chit_size_mm.is_some() {
                return Err(refuse("chit_size", "it prints cards, not chits; its card size is --card"));
            }
        }
        Stock::Chits => {
            if settings.card.is_some() {
                return Err(refuse("card", "chits have a shape and a size: --chit round|square, --chit-size MM"));
            }
        }
    }
    if stock == Stock::AlignmentTest {
        if settings.bleed_mm.is_some() {
            return Err(refuse("bleed", "the test prints outlines and crosshairs on the cut lines, no art"));
        }
        if settings.marks.is_some() {
            return Err(refuse("marks", "the test draws every card's outline itself"));
        }
        if settings.duplex == Some(DuplexChoice::None) {
            return Err(refuse("duplex", "the test is its backs: print it long- or short-edge"));
        }
    }

    let mut paper = parse_paper(settings.paper.as_deref().or(profile.map(|p| p.paper.as_str())).unwrap_or("a4"))?;
    if settings.landscape {
        paper = PaperSize { w_mm: paper.h_mm.max(paper.w_mm), h_mm: paper.h_mm.min(paper.w_mm), ..paper };
    } else {
        paper = PaperSize { w_mm: paper.h_mm.min(paper.w_mm), h_mm: paper.h_mm.max(paper.w_mm), ..paper };
    }
    let card = match stock {
        Stock::Chits => {
            let size = settings.chit_size_mm.unwrap_or(DEFAULT_CHIT_MM);
            let (lo, hi) = CARD_RANGE_MM;
            if !size.is_finite() || !(lo..=hi).contains(&size) {
                return Err(PrintError::invalid(
                    "chit_size",
                    format!("{} mm: a chit must be {lo} to {hi} mm across", trim_number(size)),
                ));
            }
            match settings.chit_shape.unwrap_or_default() {
                ChitShape::Round => CardSize::round(size),
                ChitShape::Square => CardSize::rect(size, size),
            }
        }
        _ => parse_card(settings.card.as_deref().unwrap_or("poker"))?,
    };
    let bleed_mm = settings.bleed_mm.unwrap_or(0.0);
    if !bleed_mm.is_finite() || !(0.0..=MAX_BLEED_MM).contains(&bleed_mm) {
        return Err(PrintError::invalid(
            "bleed",
            format!("{} mm: bleed must be 0 to {MAX_BLEED_MM} mm", trim_number(bleed_mm)),
        ));
    }
    let marks = match (stock, settings.marks.unwrap_or_default()) {
        (Stock::AlignmentTest, _) | (_, MarksChoice::None) => Marks::None,
        (_, MarksChoice::CropMarks) => Marks::Crop(CropMarks::default()),
        (_, MarksChoice::CutGuides) => Marks::CutGuides { thickness_pt: 0.25 },
    };
    let duplex = settings.duplex.or(profile.map(|p| p.duplex)).unwrap_or_default();
    let duplex = match (stock, duplex) {
        // A profile of a printer that prints fronts only still needs a way round for the test.
        (Stock::AlignmentTest, DuplexChoice::None) => DuplexChoice::Long,
        (_, d) => d,
    };
    let (offset_x_mm, offset_y_mm) = match settings.back_offset_mm {
        Some((x, y)) => {
            check_offset(x, y)?;
            (x, y)
        }
        None => profile.map_or((0.0, 0.0), |p| (p.back_offset_x_mm, p.back_offset_y_mm)),
    };
    if duplex == DuplexChoice::None && settings.back_offset_mm.is_some() {
        return Err(refuse("back_offset", "it is printed fronts only (--duplex none): there are no backs to move"));
    }
    let scale = match settings.measured_ruler_mm {
        Some(mm) => scale_of_ruler(mm)?,
        None => profile.map_or(1.0, PrinterProfile::scale),
    };
    let sheet = SheetSpec {
        paper_w_mm: paper.w_mm,
        paper_h_mm: paper.h_mm,
        card,
        bleed_mm: if stock == Stock::AlignmentTest { 0.0 } else { bleed_mm },
        gutter_mm: GUTTER_MM,
        margin_mm: MARGIN_MM,
        marks,
    };
    let duplex = duplex.edge().map(|edge| Duplex { edge, offset_x_mm, offset_y_mm });
    Ok(Resolved { options: CardSheetOptions { sheet, duplex, scale }, paper, printer: profile.map(|p| p.name.clone()) })
}

/// The card's size in words: "poker 63.5 × 88.9 mm", "round chits 30 mm across".
pub fn card_label(card: &CardSize) -> String {
    let named = [
        (CardSize::POKER, "poker"),
        (CardSize::BRIDGE, "bridge"),
        (CardSize::MINI, "mini"),
        (CardSize::TAROT, "tarot"),
    ];
    let (w, h) = (trim_number(card.width_mm), trim_number(card.height_mm));
    match card.shape {
        CardShape::Round => format!("round chits {w} mm across"),
        CardShape::Rect => match named.iter().find(|(c, _)| c == card) {
            Some((_, name)) => format!("{name} {w} × {h} mm"),
            None => format!("{w} × {h} mm"),
        },
    }
}

#[cfg(test)]
#[path = "settings_tests.rs"]
mod tests;
