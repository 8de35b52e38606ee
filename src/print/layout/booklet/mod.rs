//! A booklet: headed parts, headings, paragraphs, facts beside a portrait, and tables, flowing
//! down A4 or Letter pages with a running header and "Page N of M" under each page. The
//! playsheets (every chart of a rule set, from the table registry) and the cast sheets (a part per
//! player) are booklets; any printable that is mostly tables can be one.
//!
//! - A table's columns are measured with the embedded fonts: each gets at least its longest word
//!   and, if the page is wide enough, its longest line; the width left over goes to the columns
//!   whose text wraps. Cells wrap between words (a word wider than its column breaks between
//!   letters): nothing is clipped.
//! - A table starts on a new page when its title, header row and first row do not fit; a table
//!   that breaks across pages repeats its title, marked "(continued)", and its header row at the
//!   top of the next page. A row taller than a whole page is split between lines.
//! - A [`Block::Part`] starts a new page; its pages carry the part's name in the header and are
//!   numbered on their own ("Ann · Page 1 of 2"), so that each player's sheet stands alone.
//! - [`Block::Columns`] flows what follows in columns side by side (a quick reference of short
//!   charts in two): each column fills down the page before the next starts; a table too wide for
//!   a column (its longest words do not fit) spans the page, and the columns start again under it.
//! - [`Block::Keep`] keeps its blocks together (a character): when they fit on a page (or in a
//!   column) but not in what is left of this one, they start on the next; longer, they flow. The
//!   gap between kept blocks is half the usual.
//! - Texts are drawn cell by cell, line by line, in reading order: a cell's words follow one another
//!   in the PDF's content stream, so a text extractor reads every cell whole.

mod table;
#[cfg(test)]
mod tests;

use super::text::{wrap, Span, Style};
use super::{Colour, FontFace, Item, Metrics, Page, Picture, Stroke};
use crate::print::template::pt_to_mm;
use crate::print::{Paper, PrintError};

/// A document of parts, headings, paragraphs, facts and tables, already worded.
#[derive(Debug, Clone, PartialEq)]
pub struct Booklet {
    /// Printed at the top left of every page ("Quick on the Draw — playsheet").
    pub title: String,
    /// Printed at the top right of every page outside a part (a campaign's name, the paper).
    pub subtitle: String,
    pub blocks: Vec<Block>,
}

/// One piece of a booklet, in reading order.
#[derive(Debug, Clone, PartialEq)]
pub enum Block {
    /// Starts a new page; the pages up to the next part carry this name at the top right and are
    /// numbered on their own.
    Part(String),
    /// A heading kept with what follows it.
    Heading(Heading),
    /// A paragraph of body text.
    Paragraph(String),
    /// A small grey paragraph (a remark, a source).
    Remark(String),
    /// Labelled values, with a portrait at the right if any.
    Facts(Facts),
    Table(TableBlock),
    /// What follows flows in this many columns (1: the whole width again), from here down.
    Columns(u8),
    /// Blocks kept together on one page (or column) when they fit on one.
    Keep(Vec<Block>),
}

/// A heading: a section's (large, with a rule under it) or a character's (a filled bar with
/// `aside` at its right: "Hero").
#[derive(Debug, Clone, PartialEq)]
pub struct Heading {
    pub text: String,
    pub aside: String,
    pub level: HeadingLevel,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeadingLevel {
    Section,
    Bar,
}

/// Labelled values ("Cards" "A♥ K♥ Q♥"), one under another (or two side by side, in reading
/// order, when `columns` is 2), with a portrait (PNG or JPEG) at the right; `alt` names the
/// portrait in an error. Facts that follow facts follow without a gap.
#[derive(Debug, Clone, PartialEq)]
pub struct Facts {
    pub pairs: Vec<(String, String)>,
    pub portrait: Option<Vec<u8>>,
    pub alt: String,
    pub columns: u8,
}

impl Facts {
    /// Facts one under another, with no portrait.
    pub fn list(pairs: Vec<(String, String)>) -> Facts {
        Facts { pairs, portrait: None, alt: String::new(), columns: 1 }
    }
}

/// A table: its title, where it comes from, the column headings, the rows and the notes printed
/// under it.
#[derive(Debug, Clone, PartialEq)]
pub struct TableBlock {
    pub title: String,
    /// Printed small after the title ("QOTD Reel 6, Effects of hit table on characters").
    pub source: String,
    pub columns: Vec<String>,
    pub rows: Vec<Vec<TableCell>>,
    pub notes: Vec<String>,
}

/// A cell: a bold headline ("Shoot at the Enemy!") over its text, either of them optional. A
/// newline in the text starts a new line.
#[derive(Debug, Clone, PartialEq)]
pub struct TableCell {
    pub headline: Option<String>,
    pub text: String,
}

impl TableCell {
    pub fn text(text: impl Into<String>) -> TableCell {
        TableCell { headline: None, text: text.into() }
    }
}

/// The booklet's measurements: margins and gaps in mm, type sizes in points, greys from 0.0
/// (black) to 1.0 (white).
#[derive(Debug, Clone, PartialEq)]
pub struct BookletStyle {
    pub margin_mm: f32,
    pub title_pt: f32,
    pub subtitle_pt: f32,
    pub section_pt: f32,
    pub bar_pt: f32,
    pub table_title_pt: f32,
    pub body_pt: f32,
    pub cell_pt: f32,
    pub small_pt: f32,
    pub footer_pt: f32,
    /// Baseline-to-baseline distance as a multiple of the type size.
    pub line_height: f32,
    pub cell_pad_x_mm: f32,
    pub cell_pad_y_mm: f32,
    /// Space between two blocks.
    pub gap_mm: f32,
    pub label_mm: f32,
    pub portrait_w_mm: f32,
    pub portrait_h_mm: f32,
    pub label_grey: f32,
    pub rule_grey: f32,
    pub fill_grey: f32,
    pub stripe_grey: f32,
}

/// Lays out a booklet on `paper`.
pub fn booklet(doc: &Booklet, style: &BookletStyle, paper: Paper) -> Result<Vec<Page>, PrintError> {
    let metrics = Metrics::embedded();
    let mut flow = Flow::new(doc, style, &metrics, paper);
    for block in &doc.blocks {
        flow.block(block)?;
    }
    Ok(flow.finish())
}

/// A horizontal slice of a block: the unit that goes on one page. Items are placed relative to
/// the left margin and the slice's top.
pub(super) struct Slice {
    pub(super) height_mm: f32,
    pub(super) items: Vec<Item>,
}

/// A page being filled, and the part it belongs to.
struct Draft {
    items: Vec<Item>,
    part: Option<String>,
}

/// The pages so far and where the next slice goes.
struct Flow<'a> {
    doc: &'a Booklet,
    s: &'a BookletStyle,
    m: &'a Metrics,
    width_mm: f32,
    height_mm: f32,
    pages: Vec<Draft>,
    part: Option<String>,
    y: f32,
    /// Whether anything but the header is on the current page.
    used: bool,
    /// Whether the last thing placed was a heading (what follows it takes no gap).
    after_heading: bool,
    /// Whether the last thing placed was facts (facts after it take no gap).
    after_facts: bool,
    /// Whether `y` is the top of columns, their gap already taken: what comes first takes none.
    fresh: bool,
    /// Inside kept blocks (a character): the gap between them is halved.
    kept: bool,
    /// The columns side by side, the one being filled, where they start on this page, and the
    /// lowest point the columns before this one reached.
    columns: u8,
    column: u8,
    columns_top: f32,
    columns_bottom: f32,
}

/// The space between two columns.
const COLUMN_GAP_MM: f32 = 5.0;

impl<'a> Flow<'a> {
    fn new(doc: &'a Booklet, s: &'a BookletStyle, m: &'a Metrics, paper: Paper) -> Flow<'a> {
        let (width_mm, height_mm) = paper.size_mm();
        let mut flow = Flow {
            doc,
            s,
            m,
            width_mm,
            height_mm,
            pages: Vec::new(),
            part: None,
            y: 0.0,
            used: false,
            after_heading: false,
            after_facts: false,
            fresh: false,
            kept: false,
            columns: 1,
            column: 0,
            columns_top: 0.0,
            columns_bottom: 0.0,
        };
        flow.new_page();
        flow
    }

    /// The left edge of the column being filled.
    fn left(&self) -> f32 {
        self.s.margin_mm + f32::from(self.column) * (self.text_width() + COLUMN_GAP_MM)
    }

    /// The width of a column (of the page, in one column).
    fn text_width(&self) -> f32 {
        let n = f32::from(self.columns);
        (self.width_mm - 2.0 * self.s.margin_mm - (n - 1.0) * COLUMN_GAP_MM) / n
    }

    /// The page's width between the margins.
    fn page_width(&self) -> f32 {
        self.width_mm - 2.0 * self.s.margin_mm
    }

    /// Flows what follows in `n` columns, starting under everything on this page.
    fn set_columns(&mut self, n: u8) {
        self.y = self.y.max(self.columns_bottom);
        if self.used && !self.after_heading && !self.fresh {
            self.y += self.s.gap_mm;
        }
        self.fresh = true;
        self.columns = n.max(1);
        self.column = 0;
        self.columns_top = self.y;
        self.columns_bottom = self.y;
    }

    fn footer_line(&self) -> f32 {
        pt_to_mm(self.s.footer_pt) * self.s.line_height
    }

    /// Where slices must end.
    fn bottom(&self) -> f32 {
        self.height_mm - self.s.margin_mm - self.footer_line() - 2.5
    }

    fn line(&self, size_pt: f32) -> f32 {
        pt_to_mm(size_pt) * self.s.line_height
    }

    fn style(&self, font: FontFace, size_pt: f32) -> Style {
        Style { font, size_pt, colour: Colour::BLACK }
    }

    fn grey(&self, font: FontFace, size_pt: f32) -> Style {
        Style { font, size_pt, colour: Colour::Grey(self.s.label_grey) }
    }

    /// Starts a page with its header: the booklet's title at the left, the part (or subtitle) at
    /// the right, a rule under them. In columns, the next column of this page comes first.
    fn new_page(&mut self) {
        if self.column + 1 < self.columns {
            self.columns_bottom = self.columns_bottom.max(self.y);
            self.column += 1;
            self.y = self.columns_top;
            self.fresh = true;
            // A column that starts under something on the page is not a fresh page.
            self.used = self.columns_top > self.header().1 + super::EPS;
            return;
        }
        let (items, bottom) = self.header();
        self.pages.push(Draft { items, part: self.part.clone() });
        self.y = bottom;
        self.used = false;
        self.column = 0;
        self.columns_top = bottom;
        self.columns_bottom = bottom;
    }

    fn header(&self) -> (Vec<Item>, f32) {
        let width = self.page_width();
        let right_text = self.part.as_deref().unwrap_or(&self.doc.subtitle);
        let title = self.style(FontFace::Heading, self.s.title_pt);
        let aside = self.style(FontFace::Bold, self.s.subtitle_pt);
        let aside = if self.part.is_some() { aside } else { self.grey(FontFace::Regular, self.s.subtitle_pt) };
        let aside_width = self.m.width_mm(aside.font, aside.size_pt, right_text).min(width * 0.45);
        let title_lines = wrap(self.m, &[Span { style: title, text: &self.doc.title }], width - aside_width - 5.0);
        let aside_lines = wrap(self.m, &[Span { style: aside, text: right_text }], aside_width);
        let top = self.s.margin_mm;
        let title_line = self.line(title.size_pt);
        let first_baseline = top + self.m.baseline_mm(title.font, title.size_pt, title_line);
        let mut items = Vec::new();
        let mut y = top;
        let left = self.s.margin_mm;
        for line in title_lines {
            items.extend(line.items(left, y + self.m.baseline_mm(title.font, title.size_pt, title_line)));
            y += title_line;
        }
        let aside_line = self.line(aside.size_pt);
        for (i, line) in aside_lines.into_iter().enumerate() {
            let baseline = first_baseline + i as f32 * aside_line;
            let x = left + width - line.width_mm;
            items.extend(line.items(x, baseline));
            y = y.max(baseline + self.m.descent_mm(aside.font, aside.size_pt));
        }
        let rule = y + 1.2;
        items.push(Item::Line {
            x1_mm: left,
            y1_mm: rule,
            x2_mm: left + width,
            y2_mm: rule,
            stroke: Stroke::new(0.9, Colour::Grey(0.25)),
        });
        (items, rule + self.s.gap_mm)
    }

    /// The height a fresh page offers.
    fn page_room(&self) -> f32 {
        self.bottom() - self.header().1
    }

    fn room(&self) -> f32 {
        self.bottom() - self.y
    }

    /// Moves to a new page unless `height` fits on this one (or this page is still empty).
    fn ensure(&mut self, height: f32) {
        if self.used && height > self.room() + super::EPS {
            self.new_page();
        }
    }

    fn place(&mut self, slice: Slice) {
        let (dx, dy) = (self.left(), self.y);
        let page = self.pages.last_mut().expect("a page is always started");
        page.items.extend(slice.items.into_iter().map(|item| item.moved(dx, dy)));
        self.y += slice.height_mm;
        self.used = true;
        self.fresh = false;
    }

    /// Places slices one after another, each on a new page when it does not fit.
    fn place_all(&mut self, slices: Vec<Slice>) {
        for slice in slices {
            self.ensure(slice.height_mm);
            self.place(slice);
        }
    }

    fn gap(&mut self) {
        if self.used && !self.after_heading && !self.fresh {
            self.y += if self.kept { self.s.gap_mm / 2.0 } else { self.s.gap_mm };
        }
    }

    fn block(&mut self, block: &Block) -> Result<(), PrintError> {
        let result = self.place_block(block);
        // Columns begun under a heading still follow it without a gap.
        self.after_heading = match block {
            Block::Heading(_) => true,
            Block::Columns(_) => self.after_heading,
            _ => false,
        };
        self.after_facts = matches!(block, Block::Facts(_));
        result
    }

    /// The height kept `blocks` take when placed from here with no page break: laid out on a page
    /// as wide as this column and endlessly tall.
    fn measure(&self, blocks: &[Block]) -> Result<f32, PrintError> {
        let mut scratch = Flow {
            doc: self.doc,
            s: self.s,
            m: self.m,
            width_mm: self.width_mm,
            height_mm: f32::MAX / 4.0,
            pages: Vec::new(),
            part: None,
            y: 0.0,
            used: self.used,
            after_heading: self.after_heading,
            after_facts: self.after_facts,
            fresh: self.fresh,
            kept: self.kept,
            columns: self.columns,
            column: 0,
            columns_top: 0.0,
            columns_bottom: 0.0,
        };
        scratch.pages.push(Draft { items: Vec::new(), part: None });
        scratch.keep(blocks)?;
        Ok(scratch.y)
    }

    /// Places kept blocks: the gap before them a whole one; between them, half.
    fn keep(&mut self, blocks: &[Block]) -> Result<(), PrintError> {
        self.gap();
        self.fresh = true;
        self.kept = true;
        let placed = blocks.iter().try_for_each(|b| self.block(b));
        self.kept = false;
        placed
    }

    fn place_block(&mut self, block: &Block) -> Result<(), PrintError> {
        match block {
            Block::Part(name) => {
                self.set_columns(1);
                self.part = Some(name.clone());
                if !self.used {
                    // A page with nothing on it yet becomes the part's first page.
                    self.pages.pop();
                }
                self.new_page();
            }
            Block::Heading(h) => {
                self.gap();
                let slice = self.heading(h);
                // Kept with at least a few lines of what follows.
                self.ensure(slice.height_mm + 14.0);
                self.place(slice);
            }
            Block::Paragraph(text) => {
                self.gap();
                let style = self.style(FontFace::Regular, self.s.body_pt);
                let slices = self.lines(&[Span { style, text }], 0.0, self.text_width());
                self.place_all(slices);
            }
            Block::Remark(text) => {
                self.gap();
                let style = self.grey(FontFace::Regular, self.s.small_pt);
                let slices = self.lines(&[Span { style, text }], 0.0, self.text_width());
                self.place_all(slices);
            }
            Block::Facts(facts) => {
                if !self.after_facts {
                    self.gap();
                }
                self.facts(facts)?;
            }
            Block::Table(t) if self.columns > 1 && !table::fits(self.m, self.s, t, self.text_width()) => {
                let columns = self.columns;
                self.set_columns(1);
                self.table(t);
                self.set_columns(columns);
            }
            Block::Table(t) => {
                self.gap();
                self.table(t);
            }
            Block::Columns(n) => self.set_columns(*n),
            Block::Keep(blocks) => {
                let height = self.measure(blocks)?;
                if height > self.room() + super::EPS && height <= self.page_room() + super::EPS {
                    self.new_page();
                }
                self.keep(blocks)?;
            }
        }
        Ok(())
    }

    /// A paragraph as slices, a line each, `x` from the left margin.
    fn lines(&self, spans: &[Span<'_>], x: f32, width: f32) -> Vec<Slice> {
        let Some(first) = spans.first() else {
            return Vec::new();
        };
        let line = self.line(first.style.size_pt);
        let baseline = self.m.baseline_mm(first.style.font, first.style.size_pt, line);
        wrap(self.m, spans, width)
            .into_iter()
            .map(|l| Slice { height_mm: line, items: l.items(x, baseline).collect() })
            .collect()
    }

    fn heading(&self, h: &Heading) -> Slice {
        let width = self.text_width();
        match h.level {
            HeadingLevel::Section => {
                let style = self.style(FontFace::Heading, self.s.section_pt);
                let aside = self.grey(FontFace::Regular, self.s.small_pt);
                let line = self.line(style.size_pt);
                let mut items = Vec::new();
                let mut y = 0.0;
                for l in wrap(self.m, &[Span { style, text: &h.text }], width) {
                    items.extend(l.items(0.0, y + self.m.baseline_mm(style.font, style.size_pt, line)));
                    y += line;
                }
                if !h.aside.is_empty() {
                    let small = self.line(aside.size_pt);
                    for l in wrap(self.m, &[Span { style: aside, text: &h.aside }], width) {
                        items.extend(l.items(0.0, y + self.m.baseline_mm(aside.font, aside.size_pt, small)));
                        y += small;
                    }
                }
                y += 0.8;
                items.push(Item::Line {
                    x1_mm: 0.0,
                    y1_mm: y,
                    x2_mm: width,
                    y2_mm: y,
                    stroke: Stroke::new(0.5, Colour::Grey(self.s.rule_grey)),
                });
                Slice { height_mm: y + 2.0, items }
            }
            HeadingLevel::Bar => {
                let style = self.style(FontFace::Heading, self.s.bar_pt);
                let aside = self.style(FontFace::Bold, self.s.body_pt);
                let pad = 1.5;
                let aside_width = self.m.width_mm(aside.font, aside.size_pt, &h.aside).min(width * 0.4);
                let line = self.line(style.size_pt);
                let lines = wrap(self.m, &[Span { style, text: &h.text }], width - aside_width - 3.0 * pad);
                let height = lines.len().max(1) as f32 * line + 2.0 * pad;
                let mut items = vec![Item::Rect {
                    x_mm: 0.0,
                    y_mm: 0.0,
                    w_mm: width,
                    h_mm: height,
                    stroke: Some(Stroke::new(0.6, Colour::Grey(0.25))),
                    fill: Some(Colour::Grey(self.s.fill_grey)),
                }];
                let baseline = pad + self.m.baseline_mm(style.font, style.size_pt, line);
                for (i, l) in lines.into_iter().enumerate() {
                    items.extend(l.items(pad, baseline + i as f32 * line));
                }
                for l in wrap(self.m, &[Span { style: aside, text: &h.aside }], aside_width) {
                    let x = width - pad - l.width_mm;
                    items.extend(l.items(x, baseline));
                }
                Slice { height_mm: height + 1.5, items }
            }
        }
    }

    /// Labelled values down the left, the portrait in its box at the right.
    fn facts(&mut self, f: &Facts) -> Result<(), PrintError> {
        let width = self.text_width();
        let s = self.s;
        let fitted = match &f.portrait {
            Some(bytes) => Some(
                Picture::fit(bytes, s.portrait_w_mm, s.portrait_h_mm)
                    .map_err(|reason| PrintError::Portrait { character: f.alt.clone(), reason })?,
            ),
            None => None,
        };
        let values_width = match fitted {
            Some(_) => width - s.portrait_w_mm - 3.0,
            None => width,
        };
        let label = self.grey(FontFace::Bold, s.small_pt + 0.5);
        let value = self.style(FontFace::Regular, s.body_pt);
        let line = self.line(value.size_pt);
        let baseline = self.m.baseline_mm(value.font, value.size_pt, line);
        let columns = usize::from(f.columns.clamp(1, 2));
        let column_width = (values_width - 4.0 * (columns - 1) as f32) / columns as f32;
        let mut slices = Vec::new();
        for row in f.pairs.chunks(columns) {
            let mut items = Vec::new();
            let mut count = 1;
            for (i, (name, text)) in row.iter().enumerate() {
                let x = i as f32 * (column_width + 4.0);
                let text = if text.trim().is_empty() { "\u{2014}" } else { text.as_str() };
                let labels = wrap(self.m, &[Span { style: label, text: name }], s.label_mm - 1.5);
                let values = wrap(self.m, &[Span { style: value, text }], column_width - s.label_mm);
                count = count.max(labels.len().max(values.len()));
                for (i, l) in labels.into_iter().enumerate() {
                    items.extend(l.items(x, baseline + i as f32 * line));
                }
                for (i, l) in values.into_iter().enumerate() {
                    items.extend(l.items(x + s.label_mm, baseline + i as f32 * line));
                }
            }
            slices.push(Slice { height_mm: count as f32 * line + 0.6, items });
        }
        let total: f32 = slices.iter().map(|s| s.height_mm).sum();
        if let Some(fitted) = fitted {
            let x = width - s.portrait_w_mm;
            let portrait = vec![
                Item::Image {
                    x_mm: x + (s.portrait_w_mm - fitted.w_mm) / 2.0,
                    y_mm: (s.portrait_h_mm - fitted.h_mm) / 2.0,
                    w_mm: fitted.w_mm,
                    h_mm: fitted.h_mm,
                    picture: fitted.picture,
                    alt: f.alt.clone(),
                },
                Item::Rect {
                    x_mm: x,
                    y_mm: 0.0,
                    w_mm: s.portrait_w_mm,
                    h_mm: s.portrait_h_mm,
                    stroke: Some(Stroke::new(0.4, Colour::Grey(s.rule_grey))),
                    fill: None,
                },
            ];
            if total < s.portrait_h_mm {
                slices.push(Slice { height_mm: s.portrait_h_mm - total, items: Vec::new() });
            }
            // The portrait hangs from the first slice: the page must hold all of it.
            self.ensure(s.portrait_h_mm.max(slices[0].height_mm));
            slices[0].items.splice(0..0, portrait);
            let first = slices.remove(0);
            self.place(first);
        }
        self.place_all(slices);
        Ok(())
    }

    /// A table: title, header row and first row kept together; on each new page the title
    /// "(continued)" and the header row again.
    fn table(&mut self, t: &TableBlock) {
        let room = self.page_room();
        let built = table::build(self.m, self.s, t, self.text_width(), room);
        let mut rows = built.rows.into_iter();
        let first_row = rows.next();
        let opening = built.title.height_mm + built.header.height_mm + first_row.as_ref().map_or(0.0, |r| r.height_mm);
        self.ensure(opening);
        self.place(built.title);
        let header = built.header;
        self.place(header.clone_slice());
        for row in first_row.into_iter().chain(rows) {
            if row.height_mm > self.room() + super::EPS {
                self.new_page();
                self.place(built.continued.clone_slice());
                self.place(header.clone_slice());
            }
            self.place(row);
        }
        if !built.notes.is_empty() {
            self.y += 1.0;
        }
        self.place_all(built.notes);
    }

    /// Adds each page's footer: a rule and "Page N of M", counted within the part.
    fn finish(self) -> Vec<Page> {
        let style = self.grey(FontFace::Regular, self.s.footer_pt);
        let counts: Vec<(usize, usize)> = {
            let mut out = Vec::new();
            let mut start = 0;
            for i in 0..self.pages.len() {
                let last = i + 1 == self.pages.len() || self.pages[i + 1].part != self.pages[i].part;
                if last {
                    let n = i + 1 - start;
                    out.extend((1..=n).map(|k| (k, n)));
                    start = i + 1;
                }
            }
            out
        };
        let rule_y = self.bottom() + 1.2;
        let baseline = self.height_mm - self.s.margin_mm - self.m.descent_mm(style.font, style.size_pt);
        let left = self.s.margin_mm;
        let right = self.width_mm - self.s.margin_mm;
        self.pages
            .into_iter()
            .zip(counts)
            .map(|(mut draft, (n, of))| {
                let text = match &draft.part {
                    Some(part) => format!("{part} \u{b7} Page {n} of {of}"),
                    None => format!("Page {n} of {of}"),
                };
                let width = self.m.width_mm(style.font, style.size_pt, &text);
                draft.items.push(Item::Line {
                    x1_mm: left,
                    y1_mm: rule_y,
                    x2_mm: right,
                    y2_mm: rule_y,
                    stroke: Stroke::new(0.4, Colour::Grey(self.s.rule_grey)),
                });
                draft.items.push(Item::Text {
                    x_mm: (left + right - width) / 2.0,
                    y_mm: baseline,
                    size_pt: style.size_pt,
                    font: style.font,
                    colour: style.colour,
                    text,
                });
                Page { width_mm: self.width_mm, height_mm: self.height_mm, items: draft.items }
            })
            .collect()
    }
}

impl Slice {
    fn clone_slice(&self) -> Slice {
        Slice { height_mm: self.height_mm, items: self.items.clone() }
    }
}
