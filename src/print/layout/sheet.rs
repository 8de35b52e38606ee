//! The geometry of a sheet of cards, in millimetres (pure: no text, no PDF).
//!
//! - **Cut box**: where a card is cut out, exactly its size. **Bleed** (0–3 mm) is art that runs
//!   past the cut box so that a cut a little off still leaves no white edge; the cut box does not
//!   move.
//! - **Imposition** ([`impose`]): the most cards that fit, in a grid centred on the paper. Between
//!   the bleed of neighbouring cards lies the **gutter** (so two cut lines are `gutter + 2 × bleed`
//!   apart). Everything printed keeps [`SheetSpec::margin_mm`] from the paper's edge (what a
//!   printer cannot reach); outside the grid there must also be room for the crop marks and for the
//!   **calibration ruler** band (100 mm with "print at actual size (100%)"), under the grid or, if
//!   that margin is too narrow, down its left side. If neither fits, a row or column is given up.
//! - **Crop marks** ([`Grid::crop_marks`]): short lines on the extension of every cut line at
//!   every card corner, starting `offset` past the bleed; in a gutter they fill what the gutter
//!   leaves between the two cards' offsets. Or **cut guides** ([`Grid::cut_guides`]): every cut
//!   line drawn across the sheet.
//! - **Duplex backs** ([`Grid::back_box`]): a card's back is printed where the front lands when the
//!   sheet is turned over. Long-edge binding on a portrait sheet mirrors left to right: the back
//!   of slot (r, c) is slot (r, cols − 1 − c); short-edge mirrors top to bottom: (rows − 1 − r, c).
//!   On a landscape sheet the long edge is the top one, so there long-edge mirrors the rows. The
//!   grid is centred, so the mirrored slot is exactly the mirrored position. The printer's back
//!   offset (measured with the alignment test) is then added.
//!
//! Round chits are laid out by their bounding square: the crop marks and cut guides are its
//! tangents, the bleed is a circle `bleed` wider.

use super::EPS;
use crate::print::PrintError;

/// How deep the calibration-ruler band is: the ruler's ticks and figures, and a line of text.
pub const BAND_MM: f32 = 5.0;
/// The ruler's length.
pub const RULER_MM: f32 = 100.0;
/// Space kept between the band and anything else printed.
pub const BAND_CLEARANCE_MM: f32 = 0.5;

/// A card's outline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardShape {
    Rect,
    /// A round chit; its width and height are its diameter.
    Round,
}

/// A card's (or chit's) cut size.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CardSize {
    pub width_mm: f32,
    pub height_mm: f32,
    pub shape: CardShape,
}

impl CardSize {
    /// Poker: 63.5 × 88.9 mm (2.5 × 3.5 in).
    pub const POKER: CardSize = CardSize::rect(63.5, 88.9);
    /// Bridge: 57.2 × 88.9 mm (2.25 × 3.5 in).
    pub const BRIDGE: CardSize = CardSize::rect(57.2, 88.9);
    /// Mini: 44.5 × 63.5 mm (1.75 × 2.5 in).
    pub const MINI: CardSize = CardSize::rect(44.5, 63.5);
    /// Tarot: 70 × 120 mm.
    pub const TAROT: CardSize = CardSize::rect(70.0, 120.0);

    pub const fn rect(width_mm: f32, height_mm: f32) -> CardSize {
        CardSize { width_mm, height_mm, shape: CardShape::Rect }
    }

    pub const fn round(diameter_mm: f32) -> CardSize {
        CardSize { width_mm: diameter_mm, height_mm: diameter_mm, shape: CardShape::Round }
    }
}

/// Crop marks: `length_mm` long, starting `offset_mm` past the bleed, `thickness_pt` thick.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CropMarks {
    pub length_mm: f32,
    pub offset_mm: f32,
    pub thickness_pt: f32,
}

impl Default for CropMarks {
    fn default() -> Self {
        CropMarks { length_mm: 2.0, offset_mm: 0.5, thickness_pt: 0.25 }
    }
}

/// What shows where to cut.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Marks {
    None,
    Crop(CropMarks),
    /// Every cut line drawn across the sheet, this thick.
    CutGuides {
        thickness_pt: f32,
    },
}

/// Which edge of the paper a duplex printer turns the sheet over on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DuplexEdge {
    Long,
    Short,
}

/// Backs printed on the other side of the sheet.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Duplex {
    pub edge: DuplexEdge,
    /// Added to every back's position (the printer's back offset), in mm, x right, y down.
    pub offset_x_mm: f32,
    pub offset_y_mm: f32,
}

/// Everything that decides where cards go on a sheet.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SheetSpec {
    pub paper_w_mm: f32,
    pub paper_h_mm: f32,
    pub card: CardSize,
    pub bleed_mm: f32,
    pub gutter_mm: f32,
    /// What a printer cannot reach at the paper's edges: nothing is printed there.
    pub margin_mm: f32,
    pub marks: Marks,
}

impl SheetSpec {
    /// How far printing reaches past the outer cut lines: the bleed and the outer crop marks.
    pub fn reach_mm(&self) -> f32 {
        match self.marks {
            Marks::Crop(c) => self.bleed_mm + c.offset_mm + c.length_mm,
            Marks::None | Marks::CutGuides { .. } => self.bleed_mm,
        }
    }

    /// The distance between the cut lines of two neighbouring cards.
    pub fn gap_mm(&self) -> f32 {
        self.gutter_mm + 2.0 * self.bleed_mm
    }

    /// The width and height of what a `cols` × `rows` grid prints, its reach included.
    pub fn extent_mm(&self, cols: u32, rows: u32) -> (f32, f32) {
        let gap = self.gap_mm();
        let reach = 2.0 * self.reach_mm();
        let w = cols as f32 * self.card.width_mm + cols.saturating_sub(1) as f32 * gap + reach;
        let h = rows as f32 * self.card.height_mm + rows.saturating_sub(1) as f32 * gap + reach;
        (w, h)
    }

    /// Where the ruler band goes beside a `cols` × `rows` grid, if the grid fits at all.
    pub fn band_for(&self, cols: u32, rows: u32) -> Option<BandPlace> {
        if cols == 0 || rows == 0 {
            return None;
        }
        let (w, h) = self.extent_mm(cols, rows);
        let (pw, ph, m) = (self.paper_w_mm, self.paper_h_mm, self.margin_mm);
        if w > pw - 2.0 * m + EPS || h > ph - 2.0 * m + EPS {
            return None;
        }
        let band = BAND_MM + BAND_CLEARANCE_MM;
        if (ph - h) / 2.0 - m + EPS >= band && pw - 2.0 * m + EPS >= RULER_MM {
            Some(BandPlace::Bottom)
        } else if (pw - w) / 2.0 - m + EPS >= band && ph - 2.0 * m + EPS >= RULER_MM {
            Some(BandPlace::Left)
        } else {
            None
        }
    }
}

/// Where the calibration ruler's band is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BandPlace {
    /// Across the bottom margin, reading left to right.
    Bottom,
    /// Down the left margin, reading bottom to top.
    Left,
}

/// A box on the page: top-left corner, width and height.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BoxMm {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl BoxMm {
    pub fn grown(self, by: f32) -> BoxMm {
        BoxMm { x: self.x - by, y: self.y - by, w: self.w + 2.0 * by, h: self.h + 2.0 * by }
    }

    pub fn moved(self, dx: f32, dy: f32) -> BoxMm {
        BoxMm { x: self.x + dx, y: self.y + dy, ..self }
    }

    pub fn overlaps(&self, other: &BoxMm) -> bool {
        self.x < other.x + other.w - EPS
            && other.x < self.x + self.w - EPS
            && self.y < other.y + other.h - EPS
            && other.y < self.y + self.h - EPS
    }
}

/// A line segment, from (x1, y1) to (x2, y2).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Segment {
    pub x1: f32,
    pub y1: f32,
    pub x2: f32,
    pub y2: f32,
}

/// The imposed grid of one sheet.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Grid {
    pub spec: SheetSpec,
    pub cols: u32,
    pub rows: u32,
    /// The top-left corner of slot (0, 0)'s cut box.
    pub origin_x_mm: f32,
    pub origin_y_mm: f32,
    pub band: BandPlace,
}

/// Imposes `spec`: the grid with the most cards that fits with its marks and the ruler band.
pub fn impose(spec: &SheetSpec) -> Result<Grid, PrintError> {
    let gap = spec.gap_mm();
    let most = |paper: f32, card: f32| {
        let room = paper - 2.0 * spec.margin_mm - 2.0 * spec.reach_mm() + gap;
        ((room + EPS) / (card + gap)).floor().max(0.0) as u32
    };
    let max_cols = most(spec.paper_w_mm, spec.card.width_mm);
    let max_rows = most(spec.paper_h_mm, spec.card.height_mm);
    let mut best: Option<(u32, u32, BandPlace)> = None;
    for cols in (1..=max_cols).rev() {
        for rows in (1..=max_rows).rev() {
            if best.is_some_and(|(c, r, _)| c * r >= cols * rows) {
                continue;
            }
            if let Some(band) = spec.band_for(cols, rows) {
                best = Some((cols, rows, band));
            }
        }
    }
    let (cols, rows, band) = best.ok_or_else(|| PrintError::DoesNotFit {
        reason: format!(
            "a {} × {} mm card with {} mm bleed{} does not fit on {} × {} mm paper, with {} mm kept clear at its \
             edges and room for the 100 mm calibration ruler",
            spec.card.width_mm,
            spec.card.height_mm,
            spec.bleed_mm,
            match spec.marks {
                Marks::Crop(_) => " and crop marks",
                _ => "",
            },
            spec.paper_w_mm,
            spec.paper_h_mm,
            spec.margin_mm
        ),
    })?;
    let (w, h) = spec.extent_mm(cols, rows);
    let reach = spec.reach_mm();
    Ok(Grid {
        spec: *spec,
        cols,
        rows,
        origin_x_mm: (spec.paper_w_mm - w) / 2.0 + reach,
        origin_y_mm: (spec.paper_h_mm - h) / 2.0 + reach,
        band,
    })
}

impl Grid {
    pub fn per_sheet(&self) -> usize {
        (self.cols * self.rows) as usize
    }

    /// The cut box of slot `index` (row by row from the top left).
    pub fn slot(&self, index: usize) -> BoxMm {
        let (r, c) = ((index / self.cols as usize) as f32, (index % self.cols as usize) as f32);
        let s = &self.spec;
        BoxMm {
            x: self.origin_x_mm + c * (s.card.width_mm + s.gap_mm()),
            y: self.origin_y_mm + r * (s.card.height_mm + s.gap_mm()),
            w: s.card.width_mm,
            h: s.card.height_mm,
        }
    }

    /// Whether the back mirrors left to right (else top to bottom) for this edge on this paper.
    pub fn mirrors_columns(&self, edge: DuplexEdge) -> bool {
        let portrait = self.spec.paper_h_mm >= self.spec.paper_w_mm;
        (edge == DuplexEdge::Long) == portrait
    }

    /// The slot whose position is the back of slot `index`.
    pub fn back_slot(&self, index: usize, edge: DuplexEdge) -> usize {
        let (cols, rows) = (self.cols as usize, self.rows as usize);
        let (r, c) = (index / cols, index % cols);
        if self.mirrors_columns(edge) {
            r * cols + (cols - 1 - c)
        } else {
            (rows - 1 - r) * cols + c
        }
    }

    /// Where the back of slot `index` is printed: the mirror of its front across the sheet, plus
    /// the printer's back offset.
    pub fn back_box(&self, index: usize, duplex: &Duplex) -> BoxMm {
        let front = self.slot(index);
        let (pw, ph) = (self.spec.paper_w_mm, self.spec.paper_h_mm);
        let mirrored = if self.mirrors_columns(duplex.edge) {
            BoxMm { x: pw - front.x - front.w, ..front }
        } else {
            BoxMm { y: ph - front.y - front.h, ..front }
        };
        mirrored.moved(duplex.offset_x_mm, duplex.offset_y_mm)
    }

    /// The crop marks of a sheet whose first `used` slots hold cards, each once.
    pub fn crop_marks(&self, used: usize, marks: &CropMarks) -> Vec<Segment> {
        let s = &self.spec;
        let (b, off) = (s.bleed_mm, marks.offset_mm);
        // In a gutter the marks of the two cards meet: one segment between the two offsets.
        let inner = s.gutter_mm - 2.0 * off;
        let mut out: Vec<Segment> = Vec::new();
        let mut push = |seg: Segment| {
            let same = |a: &Segment| {
                (a.x1 - seg.x1).abs() < EPS
                    && (a.y1 - seg.y1).abs() < EPS
                    && (a.x2 - seg.x2).abs() < EPS
                    && (a.y2 - seg.y2).abs() < EPS
            };
            if !out.iter().any(same) {
                out.push(seg);
            }
        };
        for index in 0..used.min(self.per_sheet()) {
            let (r, c) = ((index / self.cols as usize) as u32, (index % self.cols as usize) as u32);
            let cut = self.slot(index);
            // Past each edge: the length a mark may have there (None: no mark).
            let along = |has_neighbour: bool| -> Option<f32> {
                if has_neighbour {
                    (inner > 0.2).then_some(inner)
                } else {
                    Some(marks.length_mm)
                }
            };
            let left = along(c > 0);
            let right = along(c + 1 < self.cols);
            let up = along(r > 0);
            let down = along(r + 1 < self.rows);
            let (x0, x1, y0, y1) = (cut.x, cut.x + cut.w, cut.y, cut.y + cut.h);
            for y in [y0, y1] {
                if let Some(len) = left {
                    push(Segment { x1: x0 - b - off - len, y1: y, x2: x0 - b - off, y2: y });
                }
                if let Some(len) = right {
                    push(Segment { x1: x1 + b + off, y1: y, x2: x1 + b + off + len, y2: y });
                }
            }
            for x in [x0, x1] {
                if let Some(len) = up {
                    push(Segment { x1: x, y1: y0 - b - off - len, x2: x, y2: y0 - b - off });
                }
                if let Some(len) = down {
                    push(Segment { x1: x, y1: y1 + b + off, x2: x, y2: y1 + b + off + len });
                }
            }
        }
        out
    }

    /// Every cut line of the sheet drawn across it, from margin to margin, stopping short of the
    /// ruler band.
    pub fn cut_guides(&self) -> Vec<Segment> {
        let s = &self.spec;
        let (pw, ph, m) = (s.paper_w_mm, s.paper_h_mm, s.margin_mm);
        let band = BAND_MM + BAND_CLEARANCE_MM;
        let (top, bottom, left, right) = match self.band {
            BandPlace::Bottom => (m, ph - m - band, m, pw - m),
            BandPlace::Left => (m, ph - m, m + band, pw - m),
        };
        let mut xs: Vec<f32> = Vec::new();
        let mut ys: Vec<f32> = Vec::new();
        for index in 0..self.per_sheet() {
            let cut = self.slot(index);
            for x in [cut.x, cut.x + cut.w] {
                if !xs.iter().any(|v| (v - x).abs() < EPS) {
                    xs.push(x);
                }
            }
            for y in [cut.y, cut.y + cut.h] {
                if !ys.iter().any(|v| (v - y).abs() < EPS) {
                    ys.push(y);
                }
            }
        }
        let vertical = xs.into_iter().map(|x| Segment { x1: x, y1: top, x2: x, y2: bottom });
        let horizontal = ys.into_iter().map(|y| Segment { x1: left, y1: y, x2: right, y2: y });
        vertical.chain(horizontal).collect()
    }

    /// The ruler band's box: along the bottom margin, or down the left one (then `w` is its depth
    /// and `h` its length).
    pub fn band_box(&self) -> BoxMm {
        let s = &self.spec;
        let (pw, ph, m) = (s.paper_w_mm, s.paper_h_mm, s.margin_mm);
        match self.band {
            BandPlace::Bottom => BoxMm { x: m, y: ph - m - BAND_MM, w: pw - 2.0 * m, h: BAND_MM },
            BandPlace::Left => BoxMm { x: m, y: m, w: BAND_MM, h: ph - 2.0 * m },
        }
    }
}

#[cfg(test)]
#[path = "sheet_tests.rs"]
mod tests;
