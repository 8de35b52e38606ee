//! Card faces placed on sheets: the card API every deck is printed through.
//!
//! A deck is data plus a layout: each [`CardFace`] is a list of [`CardItem`]s in the card's own
//! millimetres (origin at the top-left corner of its cut box, y downwards), and a name that
//! warnings use. [`lay_out_cards`] fits every text, brings portraits to their box's size, imposes
//! the cards on sheets ([`super::sheet`]), clips each card to its bleed, adds crop marks or cut
//! guides and the calibration ruler, and (for duplex) follows each sheet of fronts with its sheet
//! of backs, mirrored. It returns the pages, a [`SheetReport`] and the overflow [`PrintWarning`]s.

use std::collections::HashMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::fit::{fit, TextField};
use super::picture::Fitted as FittedPicture;
use super::sheet::{impose, BandPlace, BoxMm, CardShape, CardSize, Duplex, Grid, Marks, SheetSpec};
use super::{ruler, Affine, Clip, Colour, Item, Metrics, Page, Picture, Stroke};
use crate::print::PrintError;

/// One side of a card: what it shows, in the card's own millimetres.
#[derive(Debug, Clone, PartialEq)]
pub struct CardFace {
    /// Names the card in warnings: "Wyatt Earp (A♥)", "Gunman Action Card".
    pub name: String,
    /// Fills the whole card and its bleed.
    pub background: Option<Colour>,
    /// Drawn in order, later over earlier.
    pub items: Vec<CardItem>,
}

impl CardFace {
    pub fn new(name: impl Into<String>) -> CardFace {
        CardFace { name: name.into(), background: None, items: Vec::new() }
    }

    pub fn background(mut self, colour: Colour) -> CardFace {
        self.background = Some(colour);
        self
    }

    pub fn with(mut self, item: impl Into<CardItem>) -> CardFace {
        self.items.push(item.into());
        self
    }

    pub fn push(&mut self, item: impl Into<CardItem>) {
        self.items.push(item.into());
    }
}

/// Something on a card, in the card's millimetres. Items may reach into the bleed (negative
/// coordinates, or past the card's size): the bleed shows them, the cut removes them.
#[derive(Debug, Clone, PartialEq)]
pub enum CardItem {
    /// A drawing, as it is.
    Draw(Item),
    /// Text fitted into its box when laid out; what does not fit is reported, never dropped silently.
    Text(TextField),
    /// A picture (PNG or JPEG bytes) fitted into its box, centred, keeping its aspect ratio;
    /// `alt` names it in errors.
    Portrait { x_mm: f32, y_mm: f32, w_mm: f32, h_mm: f32, image: Arc<Vec<u8>>, alt: String },
    /// Items turned by `quarters` quarter turns clockwise about the card's centre (the
    /// upside-down index of a playing card is `quarters: 2`).
    Turned { quarters: i32, items: Vec<CardItem> },
}

impl From<Item> for CardItem {
    fn from(item: Item) -> CardItem {
        CardItem::Draw(item)
    }
}

impl From<TextField> for CardItem {
    fn from(field: TextField) -> CardItem {
        CardItem::Text(field)
    }
}

/// A deck to print: its fronts and the one back design they share.
#[derive(Debug, Clone, PartialEq)]
pub struct CardJob {
    /// The PDF's title.
    pub title: String,
    /// Printed beside the ruler on every sheet ("Hit-location chits — house table").
    pub caption: String,
    pub fronts: Vec<CardFace>,
    pub back: CardFace,
}

/// How a deck is printed: the sheet's geometry ([`SheetSpec`]), the backs, and the printer's
/// scale correction.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CardSheetOptions {
    pub sheet: SheetSpec,
    /// `None`: fronts only.
    pub duplex: Option<Duplex>,
    /// Every page is scaled by this about its centre (a printer that prints the 100 mm ruler at
    /// 98.5 mm needs 100 / 98.5).
    pub scale: f32,
}

/// How the cards went onto the paper.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct SheetReport {
    pub cards: u32,
    pub cols: u32,
    pub rows: u32,
    pub per_sheet: u32,
    /// Sheets of paper (a duplex sheet is one sheet, two pages).
    pub sheets: u32,
    pub pages: u32,
    pub paper_w_mm: f32,
    pub paper_h_mm: f32,
    pub card_w_mm: f32,
    pub card_h_mm: f32,
    /// `"bottom"` or `"left"`.
    pub ruler: String,
}

/// Text that did not fit its box, even at its smallest size.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct PrintWarning {
    /// The card's name ("Wyatt Earp (A♥)"), or "sheet" for the ruler's note.
    pub card: String,
    /// The field ("skills", "name").
    pub field: String,
    pub message: String,
}

impl std::fmt::Display for PrintWarning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}, {}: {}", self.card, self.field, self.message)
    }
}

/// Laid-out sheets of cards.
#[derive(Debug, Clone, PartialEq)]
pub struct CardSheets {
    pub pages: Vec<Page>,
    pub report: SheetReport,
    pub warnings: Vec<PrintWarning>,
}

/// Lays out a deck: fronts (and backs) on as many sheets as it takes.
pub fn lay_out_cards(job: &CardJob, options: &CardSheetOptions) -> Result<CardSheets, PrintError> {
    let spec = options.sheet;
    let grid = impose(&spec)?;
    let m = Metrics::embedded();
    let mut faces = Faces { m: &m, card: spec.card, pictures: HashMap::new(), warnings: Vec::new() };
    let fronts: Vec<Vec<Item>> = job.fronts.iter().map(|f| faces.face(f)).collect::<Result<_, _>>()?;
    let back = match options.duplex {
        Some(_) => Some(faces.face(&job.back)?),
        None => None,
    };

    let per_sheet = grid.per_sheet();
    let sheets = job.fronts.len().div_ceil(per_sheet).max(1);
    let mut pages = Vec::new();
    let mut warnings = faces.warnings;
    let mut fronts = fronts.into_iter();
    for sheet in 0..sheets {
        let mut items = Vec::new();
        let mut on_sheet = 0;
        for (slot, face) in fronts.by_ref().take(per_sheet).enumerate() {
            items.push(card_at(&grid, grid.slot(slot), face));
            on_sheet += 1;
        }
        items.extend(cut_marks(&grid, on_sheet));
        let side = if back.is_some() { " · fronts" } else { "" };
        let note = format!("{} · sheet {} of {sheets}{side}", job.caption, sheet + 1);
        let (band, overflow) = ruler::band(&m, grid.band, grid.band_box(), &note);
        items.extend(band);
        if let Some(message) = overflow.filter(|_| sheet == 0) {
            warnings.push(PrintWarning { card: "sheet".into(), field: "ruler note".into(), message });
        }
        pages.push(page(&spec, options.scale, items));

        if let (Some(back), Some(duplex)) = (&back, &options.duplex) {
            let mut items = Vec::new();
            for slot in 0..on_sheet {
                items.push(card_at(&grid, grid.back_box(slot, duplex), back.clone()));
            }
            let edge = match duplex.edge {
                super::sheet::DuplexEdge::Long => "long",
                super::sheet::DuplexEdge::Short => "short",
            };
            let note = format!("{} · sheet {} of {sheets} · backs ({edge}-edge duplex)", job.caption, sheet + 1);
            items.extend(ruler::band(&m, grid.band, grid.band_box(), &note).0);
            pages.push(page(&spec, options.scale, items));
        }
    }
    let report = SheetReport {
        cards: job.fronts.len() as u32,
        cols: grid.cols,
        rows: grid.rows,
        per_sheet: per_sheet as u32,
        sheets: sheets as u32,
        pages: pages.len() as u32,
        paper_w_mm: spec.paper_w_mm,
        paper_h_mm: spec.paper_h_mm,
        card_w_mm: spec.card.width_mm,
        card_h_mm: spec.card.height_mm,
        ruler: match grid.band {
            BandPlace::Bottom => "bottom",
            BandPlace::Left => "left",
        }
        .to_string(),
    };
    Ok(CardSheets { pages, report, warnings })
}

/// A page of the paper's size, scaled about its centre when the printer needs it.
fn page(spec: &SheetSpec, scale: f32, items: Vec<Item>) -> Page {
    let (w, h) = (spec.paper_w_mm, spec.paper_h_mm);
    let items = if (scale - 1.0).abs() > 1e-6 {
        vec![Item::Group { transform: Some(Affine::scale_about(scale, w / 2.0, h / 2.0)), clip: None, items }]
    } else {
        items
    };
    Page { width_mm: w, height_mm: h, items }
}

/// A face's items (card-local) placed at a cut box and clipped to its bleed.
fn card_at(grid: &Grid, cut: BoxMm, face: Vec<Item>) -> Item {
    let b = grid.spec.bleed_mm;
    let clip = match grid.spec.card.shape {
        CardShape::Rect => {
            let bleed = cut.grown(b);
            Clip::Rect { x_mm: bleed.x, y_mm: bleed.y, w_mm: bleed.w, h_mm: bleed.h }
        }
        CardShape::Round => {
            Clip::Circle { cx_mm: cut.x + cut.w / 2.0, cy_mm: cut.y + cut.h / 2.0, r_mm: cut.w / 2.0 + b }
        }
    };
    let items = face.into_iter().map(|item| item.moved(cut.x, cut.y)).collect();
    Item::Group { transform: None, clip: Some(clip), items }
}

fn cut_marks(grid: &Grid, used: usize) -> Vec<Item> {
    let (segments, width_pt) = match grid.spec.marks {
        Marks::None => return Vec::new(),
        Marks::Crop(c) => (grid.crop_marks(used, &c), c.thickness_pt),
        Marks::CutGuides { thickness_pt } => (grid.cut_guides(), thickness_pt),
    };
    let stroke = Stroke::new(width_pt, Colour::BLACK);
    segments.into_iter().map(|s| Item::Line { x1_mm: s.x1, y1_mm: s.y1, x2_mm: s.x2, y2_mm: s.y2, stroke }).collect()
}

/// Lays out faces: fits their text and pictures, collecting warnings.
struct Faces<'m> {
    m: &'m Metrics,
    card: CardSize,
    /// Each picture once per box size: (bytes' address, box width, box height).
    pictures: HashMap<(usize, u32, u32), FittedPicture>,
    warnings: Vec<PrintWarning>,
}

impl Faces<'_> {
    /// A face's items in card-local millimetres, its background reaching into the bleed.
    fn face(&mut self, face: &CardFace) -> Result<Vec<Item>, PrintError> {
        let mut items = Vec::new();
        if let Some(colour) = face.background {
            // Generously past any bleed: the card's clip trims it.
            let reach = 10.0;
            items.push(Item::Rect {
                x_mm: -reach,
                y_mm: -reach,
                w_mm: self.card.width_mm + 2.0 * reach,
                h_mm: self.card.height_mm + 2.0 * reach,
                stroke: None,
                fill: Some(colour),
            });
        }
        for item in &face.items {
            self.item(&face.name, item, &mut items)?;
        }
        Ok(items)
    }

    fn item(&mut self, card: &str, item: &CardItem, out: &mut Vec<Item>) -> Result<(), PrintError> {
        match item {
            CardItem::Draw(item) => out.push(item.clone()),
            CardItem::Text(field) => {
                let fitted = fit(self.m, field);
                if let Some(message) = fitted.overflow {
                    self.warnings.push(PrintWarning { card: card.to_string(), field: field.field.clone(), message });
                }
                out.extend(fitted.items);
            }
            CardItem::Portrait { x_mm, y_mm, w_mm, h_mm, image, alt } => {
                let key = (Arc::as_ptr(image) as usize, w_mm.to_bits(), h_mm.to_bits());
                let fitted = match self.pictures.get(&key) {
                    Some(fitted) => fitted.clone(),
                    None => {
                        let fitted = Picture::fit(image, *w_mm, *h_mm)
                            .map_err(|reason| PrintError::Portrait { character: alt.clone(), reason })?;
                        self.pictures.insert(key, fitted.clone());
                        fitted
                    }
                };
                out.push(Item::Image {
                    x_mm: x_mm + (w_mm - fitted.w_mm) / 2.0,
                    y_mm: y_mm + (h_mm - fitted.h_mm) / 2.0,
                    w_mm: fitted.w_mm,
                    h_mm: fitted.h_mm,
                    picture: fitted.picture.clone(),
                    alt: alt.clone(),
                });
            }
            CardItem::Turned { quarters, items } => {
                let mut inner = Vec::new();
                for item in items {
                    self.item(card, item, &mut inner)?;
                }
                let (cx, cy) = (self.card.width_mm / 2.0, self.card.height_mm / 2.0);
                out.push(Item::Group {
                    transform: Some(Affine::quarter_turns_about(*quarters, cx, cy)),
                    clip: None,
                    items: inner,
                });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "cards_tests.rs"]
mod tests;
