//! Where everything goes on the page: pure geometry, no PDF.
//!
//! Layout turns what a sheet shows into [`Page`]s of [`Item`]s measured in millimetres. Every
//! coordinate is measured from the **top-left corner of the page, y growing downwards**; a text's
//! `y_mm` is its baseline, a rectangle's or an image's `y_mm` its top edge. (The PDF stage flips
//! this to PDF's bottom-left origin.)
//!
//! - [`roster`]: the roster sheet (blocks flowing down columns).
//! - [`playsheet`]: a rule set's tables down the page, each with its notes.
//! - [`sheet`]: paper, card sizes, imposition (how many cards fit, where), bleed, crop marks and cut
//!   guides, duplex backs and the calibration ruler: the geometry of a sheet of cards.
//! - [`fit`]: text fitted into a box (shrink, then wrap, then an overflow warning).
//! - [`cards`]: card faces placed on sheets: the card API the printables are written against.
//! - [`alignment`]: the duplex alignment test.

pub mod alignment;
pub mod cards;
pub mod fit;
mod picture;
pub mod playsheet;
pub mod roster;
pub mod ruler;
pub mod sheet;
mod text;

use std::sync::Arc;

pub use super::template::FontFace;
pub use picture::Picture;
pub use roster::roster;
pub use text::Metrics;

/// Slack for comparing lengths computed along different paths, in mm.
const EPS: f32 = 1e-3;

/// One laid-out page.
#[derive(Debug, Clone, PartialEq)]
pub struct Page {
    pub width_mm: f32,
    pub height_mm: f32,
    /// In drawing order: later items are drawn over earlier ones.
    pub items: Vec<Item>,
}

/// A colour: a grey from 0.0 (black) to 1.0 (white), or red, green and blue from 0.0 to 1.0.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Colour {
    Grey(f32),
    Rgb(f32, f32, f32),
}

impl Colour {
    pub const BLACK: Colour = Colour::Grey(0.0);
    pub const WHITE: Colour = Colour::Grey(1.0);
}

/// A line's or a frame's thickness and colour.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stroke {
    pub width_pt: f32,
    pub colour: Colour,
}

impl Stroke {
    pub fn new(width_pt: f32, colour: Colour) -> Stroke {
        Stroke { width_pt, colour }
    }
}

/// The region a [`Item::Group`] is clipped to, in the group's own coordinates.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Clip {
    Rect { x_mm: f32, y_mm: f32, w_mm: f32, h_mm: f32 },
    Circle { cx_mm: f32, cy_mm: f32, r_mm: f32 },
}

/// An affine map of the page's millimetre coordinates (y downwards):
/// `x' = a·x + c·y + e`, `y' = b·x + d·y + f`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Affine {
    pub a: f32,
    pub b: f32,
    pub c: f32,
    pub d: f32,
    pub e: f32,
    pub f: f32,
}

impl Affine {
    pub const IDENTITY: Affine = Affine { a: 1.0, b: 0.0, c: 0.0, d: 1.0, e: 0.0, f: 0.0 };

    pub fn translate(dx: f32, dy: f32) -> Affine {
        Affine { e: dx, f: dy, ..Affine::IDENTITY }
    }

    /// Scales by `s` about the point (`cx`, `cy`), which stays where it is.
    pub fn scale_about(s: f32, cx: f32, cy: f32) -> Affine {
        Affine { a: s, b: 0.0, c: 0.0, d: s, e: cx - s * cx, f: cy - s * cy }
    }

    /// Turns by a quarter turn `quarters` times clockwise (as seen on the page) about (`cx`, `cy`).
    pub fn quarter_turns_about(quarters: i32, cx: f32, cy: f32) -> Affine {
        // With y downwards, a clockwise turn by θ is x' = x·cos − y·sin, y' = x·sin + y·cos.
        let (sin, cos) = match quarters.rem_euclid(4) {
            0 => (0.0, 1.0),
            1 => (1.0, 0.0),
            2 => (0.0, -1.0),
            _ => (-1.0, 0.0),
        };
        Affine { a: cos, b: sin, c: -sin, d: cos, e: cx - cos * cx + sin * cy, f: cy - sin * cx - cos * cy }
    }

    /// The map that applies `self` first, then `then`.
    pub fn then(self, then: Affine) -> Affine {
        let t = then;
        Affine {
            a: t.a * self.a + t.c * self.b,
            b: t.b * self.a + t.d * self.b,
            c: t.a * self.c + t.c * self.d,
            d: t.b * self.c + t.d * self.d,
            e: t.a * self.e + t.c * self.f + t.e,
            f: t.b * self.e + t.d * self.f + t.f,
        }
    }

    pub fn apply(&self, x: f32, y: f32) -> (f32, f32) {
        (self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f)
    }
}

/// Something drawn on a page. Coordinates in mm from the page's top-left corner, y downwards.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    /// One line of text starting at `x_mm` with its baseline at `y_mm`.
    Text { x_mm: f32, y_mm: f32, size_pt: f32, font: FontFace, colour: Colour, text: String },
    /// A rectangle whose top-left corner is at (`x_mm`, `y_mm`), outlined and/or filled.
    Rect { x_mm: f32, y_mm: f32, w_mm: f32, h_mm: f32, stroke: Option<Stroke>, fill: Option<Colour> },
    /// A straight line.
    Line { x1_mm: f32, y1_mm: f32, x2_mm: f32, y2_mm: f32, stroke: Stroke },
    /// A circle about (`cx_mm`, `cy_mm`), outlined and/or filled.
    Circle { cx_mm: f32, cy_mm: f32, r_mm: f32, stroke: Option<Stroke>, fill: Option<Colour> },
    /// A polygon through `points` (closed when filled or `closed`), outlined and/or filled.
    Path { points: Vec<(f32, f32)>, closed: bool, stroke: Option<Stroke>, fill: Option<Colour> },
    /// A picture stretched over the box whose top-left corner is at (`x_mm`, `y_mm`); layout has
    /// already kept its aspect ratio and brought it to the box's size. `alt` names it in error
    /// messages (the character).
    Image { x_mm: f32, y_mm: f32, w_mm: f32, h_mm: f32, picture: Arc<Picture>, alt: String },
    /// Items drawn through `transform` (if any), clipped to `clip` (in the items' coordinates).
    Group { transform: Option<Affine>, clip: Option<Clip>, items: Vec<Item> },
}

impl Item {
    /// The item moved by (`dx`, `dy`) mm.
    pub fn moved(mut self, dx: f32, dy: f32) -> Self {
        self.shift(dx, dy);
        self
    }

    fn shift(&mut self, dx: f32, dy: f32) {
        match self {
            Item::Text { x_mm, y_mm, .. } | Item::Rect { x_mm, y_mm, .. } | Item::Image { x_mm, y_mm, .. } => {
                *x_mm += dx;
                *y_mm += dy;
            }
            Item::Line { x1_mm, y1_mm, x2_mm, y2_mm, .. } => {
                *x1_mm += dx;
                *x2_mm += dx;
                *y1_mm += dy;
                *y2_mm += dy;
            }
            Item::Circle { cx_mm, cy_mm, .. } => {
                *cx_mm += dx;
                *cy_mm += dy;
            }
            Item::Path { points, .. } => {
                for (x, y) in points {
                    *x += dx;
                    *y += dy;
                }
            }
            Item::Group { transform: Some(t), .. } => *t = t.then(Affine::translate(dx, dy)),
            Item::Group { transform: None, clip, items } => {
                match clip {
                    Some(Clip::Rect { x_mm, y_mm, .. }) => {
                        *x_mm += dx;
                        *y_mm += dy;
                    }
                    Some(Clip::Circle { cx_mm, cy_mm, .. }) => {
                        *cx_mm += dx;
                        *cy_mm += dy;
                    }
                    None => {}
                }
                for item in items {
                    item.shift(dx, dy);
                }
            }
        }
    }

    /// Every text drawn by this item (a group's, in order).
    pub fn texts(&self) -> Vec<&str> {
        match self {
            Item::Text { text, .. } => vec![text.as_str()],
            Item::Group { items, .. } => items.iter().flat_map(Item::texts).collect(),
            _ => Vec::new(),
        }
    }
}

/// Points to millimetres (1 pt = 1/72 in).
pub use super::template::pt_to_mm;

/// Millimetres to points.
pub fn mm_to_pt(mm: f32) -> f32 {
    mm * 72.0 / 25.4
}
