//! Where everything goes on the page: pure geometry, no PDF.
//!
//! [`roster`] turns a [`RosterDoc`] into [`Page`]s of [`Item`]s measured in millimetres. Every
//! coordinate is measured from the **top-left corner of the page, y growing downwards**; a text's
//! `y_mm` is its baseline, a rectangle's or an image's `y_mm` its top edge. (The PDF stage flips
//! this to PDF's bottom-left origin.)
//!
//! The roster sheet: each side starts on a new page; every page has a header (campaign title, rule
//! set, the side's name and suit, a rule) and a footer ("Page N of M"). Each character is a framed
//! block that flows down a column, then the next column, then onto the next page. A block is kept
//! whole: one that does not fit in what is left of a column moves to the next one, and only a
//! block taller than a whole column is split, between lines, its continuation headed
//! "(continued)". Text is measured with the embedded fonts' glyph advances ([`Metrics`]) and
//! wrapped into its box; a word wider than its box is broken between letters, so nothing runs off
//! the page.

use std::io::Cursor;

pub use super::template::FontFace;
use super::template::{pt_to_mm, Template};
use super::{Feature, Paper, PrintError, RosterDoc, RosterEntry, RosterSide, WeaponLine};

/// Slack for comparing lengths computed along different paths, in mm.
const EPS: f32 = 1e-3;

/// One laid-out page.
#[derive(Debug, Clone, PartialEq)]
pub struct Page<'a> {
    pub width_mm: f32,
    pub height_mm: f32,
    /// In drawing order: later items are drawn over earlier ones.
    pub items: Vec<Item<'a>>,
}

/// A line's or a frame's thickness and grey (0.0 black, 1.0 white).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stroke {
    pub width_pt: f32,
    pub grey: f32,
}

/// Something drawn on a page. Coordinates in mm from the page's top-left corner, y downwards.
#[derive(Debug, Clone, PartialEq)]
pub enum Item<'a> {
    /// One line of text starting at `x_mm` with its baseline at `y_mm`; `grey` is its colour.
    Text { x_mm: f32, y_mm: f32, size_pt: f32, font: FontFace, grey: f32, text: String },
    /// A rectangle whose top-left corner is at (`x_mm`, `y_mm`), outlined and/or filled with a grey.
    Rect { x_mm: f32, y_mm: f32, w_mm: f32, h_mm: f32, stroke: Option<Stroke>, fill: Option<f32> },
    /// A straight line.
    Line { x1_mm: f32, y1_mm: f32, x2_mm: f32, y2_mm: f32, stroke: Stroke },
    /// A PNG picture stretched over the box whose top-left corner is at (`x_mm`, `y_mm`); layout
    /// has already kept its aspect ratio. `alt` names it in error messages (the character).
    Image { x_mm: f32, y_mm: f32, w_mm: f32, h_mm: f32, png: &'a [u8], alt: String },
}

impl Item<'_> {
    fn moved(mut self, dx: f32, dy: f32) -> Self {
        match &mut self {
            Item::Text { x_mm, y_mm, .. }
            | Item::Rect { x_mm, y_mm, .. }
            | Item::Image { x_mm, y_mm, .. } => {
                *x_mm += dx;
                *y_mm += dy;
            }
            Item::Line { x1_mm, y1_mm, x2_mm, y2_mm, .. } => {
                *x1_mm += dx;
                *x2_mm += dx;
                *y1_mm += dy;
                *y2_mm += dy;
            }
        }
        self
    }
}

/// Text measurement with the embedded fonts' metrics, so that layout wraps text exactly where the
/// PDF will draw it.
pub struct Metrics {
    faces: [ttf_parser::Face<'static>; 3],
}

impl Metrics {
    /// The metrics of the fonts embedded in the program ([`FontFace::ttf`]).
    pub fn embedded() -> Metrics {
        let faces = FontFace::ALL.map(|face| {
            ttf_parser::Face::parse(face.ttf(), 0)
                .unwrap_or_else(|e| panic!("the embedded font {face:?} is a valid TrueType: {e}"))
        });
        Metrics { faces }
    }

    fn face(&self, font: FontFace) -> &ttf_parser::Face<'static> {
        &self.faces[font as usize]
    }

    /// The advance width of `text` set in `font` at `size_pt`, in mm (no kerning: the PDF has
    /// none either). A character the font lacks is measured as the font's missing-glyph box,
    /// which is what is drawn.
    pub fn width_mm(&self, font: FontFace, size_pt: f32, text: &str) -> f32 {
        let face = self.face(font);
        let units: u32 = text
            .chars()
            .map(|c| {
                let glyph = face.glyph_index(c).unwrap_or(ttf_parser::GlyphId(0));
                u32::from(face.glyph_hor_advance(glyph).unwrap_or(0))
            })
            .sum();
        pt_to_mm(units as f32 / f32::from(face.units_per_em()) * size_pt)
    }

    /// How far the font's tallest glyphs reach above the baseline, in mm.
    pub fn ascent_mm(&self, font: FontFace, size_pt: f32) -> f32 {
        let face = self.face(font);
        pt_to_mm(f32::from(face.ascender()) / f32::from(face.units_per_em()) * size_pt)
    }

    /// How far the font's glyphs reach below the baseline, in mm (a positive number).
    pub fn descent_mm(&self, font: FontFace, size_pt: f32) -> f32 {
        let face = self.face(font);
        pt_to_mm(-f32::from(face.descender()) / f32::from(face.units_per_em()) * size_pt)
    }

    /// Where the baseline sits below the top of a line box `line_mm` high, with the font's ink
    /// centred in the box.
    fn baseline_mm(&self, font: FontFace, size_pt: f32, line_mm: f32) -> f32 {
        let ascent = self.ascent_mm(font, size_pt);
        let descent = self.descent_mm(font, size_pt);
        (line_mm - ascent - descent) / 2.0 + ascent
    }
}

/// Lays out a roster sheet on `paper`.
pub fn roster<'a>(
    doc: &'a RosterDoc,
    t: &Template,
    paper: Paper,
) -> Result<Vec<Page<'a>>, PrintError> {
    let metrics = Metrics::embedded();
    t.check_fits(paper)?;
    let sheet = Sheet::new(t, &metrics, paper);
    let mut pages: Vec<Page<'a>> = Vec::new();
    if doc.sides.is_empty() {
        let header = sheet.header(doc, None);
        let mut page = sheet.page(&header);
        let note = sheet.note("This roster has no sides yet.", header.bottom_mm);
        page.items.extend(note);
        pages.push(page);
    }
    for side in &doc.sides {
        let header = sheet.header(doc, Some(side));
        let mut flow = Flow::new(&sheet, &header);
        if side.characters.is_empty() {
            let note = sheet.note("No characters on this side yet.", header.bottom_mm);
            flow.pages[0].items.extend(note);
        }
        for entry in &side.characters {
            let block = sheet.block(entry)?;
            flow.place(block);
        }
        pages.extend(flow.pages);
    }
    let count = pages.len();
    for (index, page) in pages.iter_mut().enumerate() {
        page.items.extend(sheet.footer(index + 1, count));
    }
    Ok(pages)
}

/// A font, size and grey.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Style {
    font: FontFace,
    size_pt: f32,
    grey: f32,
}

/// A piece of a paragraph in one style.
struct Span<'s> {
    style: Style,
    text: &'s str,
}

/// A word (or part of one) in one style, and whether a space separates it from what comes before.
struct Token {
    style: Style,
    text: String,
    space_before: bool,
    newline_before: bool,
    /// A line may break before this token: after whitespace, or after a hyphen in a word.
    break_before: bool,
}

/// A wrapped line: runs of text at x offsets from the line's start, and its width.
#[derive(Debug, Default)]
struct TextLine {
    runs: Vec<(f32, Style, String)>,
    width_mm: f32,
}

impl TextLine {
    /// The line's runs as items, starting at `x` with the baseline at `baseline`.
    fn items<'a>(self, x: f32, baseline: f32) -> impl Iterator<Item = Item<'a>> {
        self.runs.into_iter().map(move |(dx, style, text)| Item::Text {
            x_mm: x + dx,
            y_mm: baseline,
            size_pt: style.size_pt,
            font: style.font,
            grey: style.grey,
            text,
        })
    }
}

/// A horizontal slice of a character block: the unit of splitting a block across columns.
/// Item coordinates are relative to the block's top-left corner and the slice's top.
struct Row<'a> {
    height_mm: f32,
    items: Vec<Item<'a>>,
    /// Prefer not to split the block right after this row (a label before what it labels, the
    /// lines of one weapon, the stats beside the portrait).
    keep_with_next: bool,
}

impl<'a> Row<'a> {
    fn space(height_mm: f32, keep_with_next: bool) -> Self {
        Row { height_mm, items: Vec::new(), keep_with_next }
    }
}

/// A character's block: its title bar (repeated, marked continued, when the block is split) and
/// its rows.
struct Block<'a> {
    name: &'a str,
    kind: &'a str,
    rows: Vec<Row<'a>>,
}

/// The page's furniture, worked out once per side.
struct Header<'a> {
    items: Vec<Item<'a>>,
    /// Where the blocks may start.
    bottom_mm: f32,
}

/// The sheet's fixed measurements on one paper.
struct Sheet<'t> {
    t: &'t Template,
    m: &'t Metrics,
    width_mm: f32,
    height_mm: f32,
    left_mm: f32,
    right_mm: f32,
    column_mm: f32,
    /// The footer's rule; blocks end a gap above it.
    footer_rule_mm: f32,
}

impl<'t> Sheet<'t> {
    fn new(t: &'t Template, m: &'t Metrics, paper: Paper) -> Self {
        let (width_mm, height_mm) = paper.size_mm();
        let footer = t.footer.size_pt;
        let footer_line = pt_to_mm(footer) * t.type_.line_height;
        Sheet {
            t,
            m,
            width_mm,
            height_mm,
            left_mm: t.page.margin_left_mm,
            right_mm: width_mm - t.page.margin_right_mm,
            column_mm: t.column_width_mm(paper),
            footer_rule_mm: height_mm - t.page.margin_bottom_mm - footer_line - 0.8,
        }
    }

    fn content_bottom_mm(&self) -> f32 {
        self.footer_rule_mm - self.t.footer.gap_mm
    }

    fn line_mm(&self, size_pt: f32) -> f32 {
        pt_to_mm(size_pt) * self.t.type_.line_height
    }

    fn text(&self) -> f32 {
        self.t.colours.text
    }

    fn body(&self, font: FontFace) -> Style {
        Style { font, size_pt: self.t.type_.body_pt, grey: self.text() }
    }

    fn label(&self) -> Style {
        Style { font: FontFace::Bold, size_pt: self.t.type_.label_pt, grey: self.t.colours.label }
    }

    fn hairline(&self) -> Stroke {
        Stroke { width_pt: 0.3, grey: self.t.colours.rule }
    }

    fn page<'a>(&self, header: &Header<'a>) -> Page<'a> {
        Page { width_mm: self.width_mm, height_mm: self.height_mm, items: header.items.clone() }
    }

    /// A grey remark where blocks would start.
    fn note<'a>(&self, text: &str, top_mm: f32) -> Vec<Item<'a>> {
        let style = Style { grey: self.t.colours.label, ..self.body(FontFace::Regular) };
        let line = self.line_mm(style.size_pt);
        let lines = self.wrap(&[Span { style, text }], self.right_mm - self.left_mm);
        let mut items = Vec::new();
        for (i, l) in lines.into_iter().enumerate() {
            let top = top_mm + i as f32 * line;
            items.extend(l.items(self.left_mm, top + self.baseline(style, line)));
        }
        items
    }

    fn baseline(&self, style: Style, line_mm: f32) -> f32 {
        self.m.baseline_mm(style.font, style.size_pt, line_mm)
    }

    /// Campaign title (top left), rule set (top right), side's name and suit, and a rule.
    fn header<'a>(&self, doc: &RosterDoc, side: Option<&RosterSide>) -> Header<'a> {
        let h = &self.t.header;
        let width = self.right_mm - self.left_mm;
        let title = Style { font: FontFace::Heading, size_pt: h.title_pt, grey: self.text() };
        let rules =
            Style { font: FontFace::Regular, size_pt: h.subtitle_pt, grey: self.t.colours.label };
        let gap = 6.0;
        let rules_width =
            self.m.width_mm(rules.font, rules.size_pt, &doc.ruleset).min(width * 0.35);
        let title_lines =
            self.wrap(&[Span { style: title, text: &doc.title }], width - rules_width - gap);
        let rules_lines = self.wrap(&[Span { style: rules, text: &doc.ruleset }], rules_width);

        let mut items = Vec::new();
        let top = self.t.page.margin_top_mm;
        let title_line = self.line_mm(title.size_pt);
        let title_baseline = top + self.baseline(title, title_line);
        let mut y = top;
        for line in title_lines {
            items.extend(line.items(self.left_mm, y + self.baseline(title, title_line)));
            y += title_line;
        }
        // The rule set sits on the title's first baseline, right-aligned.
        let rules_line = self.line_mm(rules.size_pt);
        for (i, line) in rules_lines.into_iter().enumerate() {
            let baseline = title_baseline + i as f32 * rules_line;
            let x = self.right_mm - line.width_mm;
            items.extend(line.items(x, baseline));
            y = y.max(baseline + self.m.descent_mm(rules.font, rules.size_pt));
        }

        if let Some(side) = side {
            let name = Style { font: FontFace::Bold, size_pt: h.subtitle_pt, grey: self.text() };
            let suit = side.suit.as_deref().map(|s| match suit_symbol(s) {
                Some(symbol) => format!(" \u{2014} {s} {symbol}"),
                None => format!(" \u{2014} {s}"),
            });
            let mut spans = vec![Span { style: name, text: &side.name }];
            if let Some(suit) = &suit {
                spans.push(Span { style: Style { font: FontFace::Regular, ..name }, text: suit });
            }
            let line = self.line_mm(name.size_pt);
            for l in self.wrap(&spans, width) {
                items.extend(l.items(self.left_mm, y + self.baseline(name, line)));
                y += line;
            }
        }
        let rule_y = y + 1.0 + pt_to_mm(h.rule_pt) / 2.0;
        items.push(Item::Line {
            x1_mm: self.left_mm,
            y1_mm: rule_y,
            x2_mm: self.right_mm,
            y2_mm: rule_y,
            stroke: Stroke { width_pt: h.rule_pt, grey: self.t.colours.frame },
        });
        Header { items, bottom_mm: rule_y + h.gap_mm }
    }

    /// A rule and "Page N of M", centred.
    fn footer<'a>(&self, number: usize, count: usize) -> Vec<Item<'a>> {
        let f = &self.t.footer;
        let style =
            Style { font: FontFace::Regular, size_pt: f.size_pt, grey: self.t.colours.label };
        let text = format!("Page {number} of {count}");
        let width = self.m.width_mm(style.font, style.size_pt, &text);
        let baseline = self.height_mm
            - self.t.page.margin_bottom_mm
            - self.m.descent_mm(style.font, style.size_pt);
        vec![
            Item::Line {
                x1_mm: self.left_mm,
                y1_mm: self.footer_rule_mm,
                x2_mm: self.right_mm,
                y2_mm: self.footer_rule_mm,
                stroke: Stroke { width_pt: f.rule_pt, grey: self.t.colours.rule },
            },
            Item::Text {
                x_mm: (self.left_mm + self.right_mm - width) / 2.0,
                y_mm: baseline,
                size_pt: style.size_pt,
                font: style.font,
                grey: style.grey,
                text,
            },
        ]
    }

    /// Wraps a paragraph into lines no wider than `width_mm`. Whitespace separates words; a
    /// newline starts a new line; a word wider than the line is broken between letters.
    fn wrap(&self, spans: &[Span<'_>], width_mm: f32) -> Vec<TextLine> {
        let mut lines = Vec::new();
        let mut line = TextLine::default();
        for word in words(tokens(spans)) {
            let word_width: f32 = word.iter().map(|t| self.measure(t.style, &t.text)).sum();
            let first = &word[0];
            if first.newline_before && !line.runs.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            let spaced = first.space_before && !line.runs.is_empty();
            let space = if spaced { self.measure(first.style, " ") } else { 0.0 };
            if !line.runs.is_empty() && line.width_mm + space + word_width > width_mm + EPS {
                lines.push(std::mem::take(&mut line));
            }
            if word_width <= width_mm + EPS || !line.runs.is_empty() {
                for (i, token) in word.into_iter().enumerate() {
                    let spaced = i == 0 && token.space_before && !line.runs.is_empty();
                    self.append(&mut line, token.style, &token.text, spaced);
                }
                continue;
            }
            // Wider than a whole line: break between letters.
            for token in word {
                for c in token.text.chars() {
                    let mut buf = [0u8; 4];
                    let c = c.encode_utf8(&mut buf);
                    let w = self.measure(token.style, c);
                    if !line.runs.is_empty() && line.width_mm + w > width_mm + EPS {
                        lines.push(std::mem::take(&mut line));
                    }
                    self.append(&mut line, token.style, c, false);
                }
            }
        }
        if !line.runs.is_empty() {
            lines.push(line);
        }
        lines
    }

    fn measure(&self, style: Style, text: &str) -> f32 {
        self.m.width_mm(style.font, style.size_pt, text)
    }

    /// Adds `text` at the end of `line`, after a space if `spaced`; text in the style of the last
    /// run joins it.
    fn append(&self, line: &mut TextLine, style: Style, text: &str, spaced: bool) {
        let space = if spaced { self.measure(style, " ") } else { 0.0 };
        let width = self.measure(style, text);
        match line.runs.last_mut() {
            Some((_, last, run)) if *last == style => {
                if spaced {
                    run.push(' ');
                }
                run.push_str(text);
            }
            _ => line.runs.push((line.width_mm + space, style, text.to_string())),
        }
        line.width_mm += space + width;
    }

    /// A paragraph as rows, one per line, `x_mm` from the block's left edge.
    fn paragraph<'a>(&self, spans: &[Span<'_>], x_mm: f32, width_mm: f32) -> Vec<Row<'a>> {
        let Some(first) = spans.first() else {
            return Vec::new();
        };
        let line = self.line_mm(first.style.size_pt);
        let baseline = self.baseline(first.style, line);
        self.wrap(spans, width_mm)
            .into_iter()
            .map(|l| Row {
                height_mm: line,
                items: l.items(x_mm, baseline).collect(),
                keep_with_next: false,
            })
            .collect()
    }

    /// A character's block, `column_mm` wide.
    fn block<'a>(&self, e: &'a RosterEntry) -> Result<Block<'a>, PrintError> {
        let b = &self.t.block;
        let pad = b.padding_mm;
        let inner = self.column_mm - 2.0 * pad;
        let mut rows = vec![Row::space(pad, true)];

        // Stats on the left, the portrait in its box on the right.
        let portrait_w = self.t.portrait.width_mm;
        let portrait_h = self.t.portrait.height_mm;
        let stats_width = match e.portrait_png {
            Some(_) => inner - portrait_w - pad,
            None => inner,
        };
        let stats = [
            ("Cards", e.cards.to_string()),
            ("Action", e.action_dice.clone()),
            ("Reduced", e.reduced_dice.clone()),
            ("Defence", e.dv.clone()),
            ("Move", e.movement.clone()),
        ];
        let mut stat_rows = Vec::new();
        for (label, value) in stats {
            let value = if value.trim().is_empty() { "\u{2014}".to_string() } else { value };
            let label =
                self.wrap(&[Span { style: self.label(), text: label }], b.stat_label_mm - 1.0);
            let value_style = self.body(FontFace::Regular);
            let mut lines = self.paragraph(
                &[Span { style: value_style, text: &value }],
                pad + b.stat_label_mm,
                stats_width - b.stat_label_mm,
            );
            let baseline = self.baseline(value_style, self.line_mm(value_style.size_pt));
            let label_line = self.line_mm(self.label().size_pt);
            for (i, l) in label.into_iter().enumerate() {
                let item_baseline = baseline + i as f32 * label_line;
                lines[0].items.extend(l.items(pad, item_baseline));
            }
            for line in &mut lines {
                line.keep_with_next = true;
            }
            stat_rows.extend(lines);
        }
        if let Some(png) = &e.portrait_png {
            let (px_w, px_h) = png_size(png)
                .map_err(|reason| PrintError::Portrait { character: e.name.clone(), reason })?;
            let scale = (portrait_w / px_w as f32).min(portrait_h / px_h as f32);
            let (w, h) = (px_w as f32 * scale, px_h as f32 * scale);
            let x = pad + inner - portrait_w;
            stat_rows[0].items.push(Item::Image {
                x_mm: x + (portrait_w - w) / 2.0,
                y_mm: (portrait_h - h) / 2.0,
                w_mm: w,
                h_mm: h,
                png,
                alt: e.name.clone(),
            });
            stat_rows[0].items.push(Item::Rect {
                x_mm: x,
                y_mm: 0.0,
                w_mm: portrait_w,
                h_mm: portrait_h,
                stroke: Some(Stroke {
                    width_pt: self.t.portrait.frame_pt,
                    grey: self.t.colours.rule,
                }),
                fill: None,
            });
            let stats_height: f32 = stat_rows.iter().map(|r| r.height_mm).sum();
            if stats_height < portrait_h {
                stat_rows.push(Row::space(portrait_h - stats_height, true));
            }
        }
        if let Some(last) = stat_rows.last_mut() {
            last.keep_with_next = false;
        }
        rows.extend(stat_rows);

        rows.push(self.section_label("Personality", inner));
        rows.extend(self.feature(&e.personality, pad, inner));
        if !e.traits.is_empty() {
            rows.push(self.section_label("Traits", inner));
            for (i, feature) in e.traits.iter().enumerate() {
                if i > 0 {
                    rows.push(Row::space(b.item_gap_mm, false));
                }
                rows.extend(self.feature(feature, pad, inner));
            }
        }
        if !e.weapons.is_empty() {
            rows.extend(self.weapons(&e.weapons, pad, inner));
        }
        if !e.notes.trim().is_empty() {
            rows.push(self.section_label("Notes", inner));
            rows.extend(self.paragraph(
                &[Span { style: self.body(FontFace::Regular), text: &e.notes }],
                pad,
                inner,
            ));
        }
        rows.push(Row::space(pad, false));
        Ok(Block { name: &e.name, kind: &e.kind, rows })
    }

    /// The grey bar at the top of a block: the name and, at the right, the character's type; a
    /// name too long for one line beside the type takes the bar's width, the type going under it.
    fn title_bar<'a>(&self, name: &str, kind: &str, continued: bool) -> Row<'a> {
        let b = &self.t.block;
        let pad = b.padding_mm;
        let inner = self.column_mm - 2.0 * pad;
        let small =
            Style { font: FontFace::Regular, size_pt: self.t.type_.small_pt, grey: self.text() };
        let name_style =
            Style { font: FontFace::Heading, size_pt: self.t.type_.name_pt, grey: self.text() };
        let note = Style { grey: self.t.colours.label, ..small };
        let mut spans = vec![Span { style: name_style, text: name }];
        if continued {
            spans.push(Span { style: note, text: " (continued)" });
        }
        let kind_width = self.measure(small, kind.trim());
        let beside = kind_width > 0.0 && kind_width <= inner * 0.4;
        let mut name_lines = self.wrap(&spans, inner - if beside { kind_width + 3.0 } else { 0.0 });
        let kind_under = !beside || name_lines.len() > 1;
        if kind_under && beside {
            name_lines = self.wrap(&spans, inner);
        }
        let kind_lines = self.wrap(&[Span { style: small, text: kind }], inner);

        let line = self.line_mm(name_style.size_pt);
        let kind_line = self.line_mm(small.size_pt);
        let mut lines_height = name_lines.len() as f32 * line;
        if kind_under {
            lines_height += kind_lines.len() as f32 * kind_line;
        }
        let height = b.title_bar_mm.max(lines_height + 1.5);
        let top = (height - lines_height) / 2.0;
        let baseline = top + self.baseline(name_style, line);
        let mut items = vec![Item::Rect {
            x_mm: 0.0,
            y_mm: 0.0,
            w_mm: self.column_mm,
            h_mm: height,
            stroke: None,
            fill: Some(self.t.colours.title_fill),
        }];
        let name_count = name_lines.len() as f32;
        for (i, l) in name_lines.into_iter().enumerate() {
            items.extend(l.items(pad, baseline + i as f32 * line));
        }
        for (i, l) in kind_lines.into_iter().enumerate() {
            if kind_under {
                let kind_top = top + name_count * line + i as f32 * kind_line;
                items.extend(l.items(pad, kind_top + self.baseline(small, kind_line)));
            } else {
                let x = pad + inner - l.width_mm;
                items.extend(l.items(x, baseline + i as f32 * kind_line));
            }
        }
        Row { height_mm: height, items, keep_with_next: true }
    }

    /// "PERSONALITY ────": a small grey label and a hairline to the block's edge.
    fn section_label<'a>(&self, label: &str, inner: f32) -> Row<'a> {
        let pad = self.t.block.padding_mm;
        let style = self.label();
        let text = label.to_uppercase();
        let line = self.line_mm(style.size_pt);
        let gap = self.t.block.section_gap_mm;
        let baseline = gap + self.baseline(style, line);
        let width = self.measure(style, &text);
        let mut items = vec![Item::Text {
            x_mm: pad,
            y_mm: baseline,
            size_pt: style.size_pt,
            font: style.font,
            grey: style.grey,
            text,
        }];
        let rule_y = baseline - pt_to_mm(style.size_pt) * 0.3;
        if width + 2.0 < inner {
            items.push(Item::Line {
                x1_mm: pad + width + 2.0,
                y1_mm: rule_y,
                x2_mm: pad + inner,
                y2_mm: rule_y,
                stroke: self.hairline(),
            });
        }
        Row { height_mm: gap + line, items, keep_with_next: true }
    }

    /// "Name. Effect…" with the name in bold, run in.
    fn feature<'a>(&self, f: &Feature, x_mm: f32, width_mm: f32) -> Vec<Row<'a>> {
        let name = f.name.trim();
        let effect = f.effect.trim();
        let head = if effect.is_empty() || name.ends_with(['.', ':', '!', '?']) {
            name.to_string()
        } else {
            format!("{name}.")
        };
        let mut spans = vec![Span { style: self.body(FontFace::Bold), text: &head }];
        if !effect.is_empty() {
            spans.push(Span { style: self.body(FontFace::Regular), text: " " });
            spans.push(Span { style: self.body(FontFace::Regular), text: effect });
        }
        self.paragraph(&spans, x_mm, width_mm)
    }

    /// The weapons as a compact table (weapon, range, impact), each weapon's notes in small type
    /// on the lines under it.
    fn weapons<'a>(&self, weapons: &[WeaponLine], x_mm: f32, width_mm: f32) -> Vec<Row<'a>> {
        let shares = [self.t.weapons.name_share, self.t.weapons.range_share];
        let cell_gap = 1.5;
        let xs = [x_mm, x_mm + width_mm * shares[0], x_mm + width_mm * (shares[0] + shares[1])];
        let widths = [xs[1] - xs[0] - cell_gap, xs[2] - xs[1] - cell_gap, x_mm + width_mm - xs[2]];

        let mut rows = Vec::new();
        let label = self.label();
        let label_line = self.line_mm(label.size_pt);
        // The table's header is the section's label.
        let gap = self.t.block.section_gap_mm;
        let label_baseline = gap + self.baseline(label, label_line);
        let mut header = Vec::new();
        let mut header_lines = 1;
        for (i, title) in ["WEAPON", "RANGE", "IMPACT"].into_iter().enumerate() {
            let lines = self.wrap(&[Span { style: label, text: title }], widths[i]);
            header_lines = header_lines.max(lines.len());
            for (j, l) in lines.into_iter().enumerate() {
                header.extend(l.items(xs[i], j as f32 * label_line + label_baseline));
            }
        }
        let height_mm = gap + header_lines as f32 * label_line;
        rows.push(Row { height_mm, items: header, keep_with_next: true });

        let body = self.body(FontFace::Regular);
        let line = self.line_mm(body.size_pt);
        let baseline = self.baseline(body, line);
        let notes = Style { size_pt: self.t.type_.small_pt, ..body };
        let notes_line = self.line_mm(notes.size_pt);
        let notes_baseline = self.baseline(notes, notes_line);
        let notes_indent = 3.0;
        let top_gap = self.t.block.item_gap_mm;
        for weapon in weapons {
            let cells = [
                (self.body(FontFace::Bold), weapon.name.as_str()),
                (body, weapon.range.as_str()),
                (body, weapon.impact.as_str()),
            ];
            let wrapped: Vec<Vec<TextLine>> = cells
                .iter()
                .zip(widths)
                .map(|(&(style, text), width)| self.wrap(&[Span { style, text }], width))
                .collect();
            let count = wrapped.iter().map(Vec::len).max().unwrap_or(0).max(1);
            let mut weapon_rows: Vec<Row<'a>> = (0..count)
                .map(|_| Row { height_mm: line, items: Vec::new(), keep_with_next: true })
                .collect();
            weapon_rows[0].height_mm += top_gap;
            weapon_rows[0].items.push(Item::Line {
                x1_mm: x_mm,
                y1_mm: top_gap / 2.0,
                x2_mm: x_mm + width_mm,
                y2_mm: top_gap / 2.0,
                stroke: self.hairline(),
            });
            for (column, lines) in wrapped.into_iter().enumerate() {
                for (i, l) in lines.into_iter().enumerate() {
                    let offset = if i == 0 { top_gap } else { 0.0 };
                    weapon_rows[i].items.extend(l.items(xs[column], offset + baseline));
                }
            }
            let notes_lines =
                self.wrap(&[Span { style: notes, text: &weapon.notes }], width_mm - notes_indent);
            for l in notes_lines {
                weapon_rows.push(Row {
                    height_mm: notes_line,
                    items: l.items(x_mm + notes_indent, notes_baseline).collect(),
                    keep_with_next: true,
                });
            }
            if let Some(last) = weapon_rows.last_mut() {
                last.keep_with_next = false;
            }
            rows.extend(weapon_rows);
        }
        rows
    }
}

/// Pages of one side, filled column by column.
struct Flow<'s, 't, 'a> {
    sheet: &'s Sheet<'t>,
    header: &'s Header<'a>,
    pages: Vec<Page<'a>>,
    column: u32,
    /// The top of the free space in the current column.
    y_mm: f32,
    column_empty: bool,
}

impl<'s, 't, 'a> Flow<'s, 't, 'a> {
    fn new(sheet: &'s Sheet<'t>, header: &'s Header<'a>) -> Self {
        Flow {
            sheet,
            header,
            pages: vec![sheet.page(header)],
            column: 0,
            y_mm: header.bottom_mm,
            column_empty: true,
        }
    }

    fn remaining(&self) -> f32 {
        self.sheet.content_bottom_mm() - self.y_mm
    }

    fn next_column(&mut self) {
        self.column += 1;
        if self.column >= self.sheet.t.page.columns {
            self.column = 0;
            self.pages.push(self.sheet.page(self.header));
        }
        self.y_mm = self.header.bottom_mm;
        self.column_empty = true;
    }

    /// Places a block whole in this column or the next; splits it only if it is taller than a
    /// column.
    fn place(&mut self, block: Block<'a>) {
        let title = self.sheet.title_bar(block.name, block.kind, false);
        let height = title.height_mm + block.rows.iter().map(|r| r.height_mm).sum::<f32>();
        if height > self.remaining() + EPS && !self.column_empty {
            self.next_column();
        }
        if height <= self.remaining() + EPS {
            self.draw(title, block.rows);
            return;
        }
        // Taller than a column: split between rows, preferring not to part kept rows.
        let mut rows = block.rows;
        let mut title = title;
        loop {
            let room = self.remaining() - title.height_mm;
            let take = split_point(&rows, room);
            let rest = rows.split_off(take);
            self.draw(title, rows);
            rows = rest;
            if rows.is_empty() {
                return;
            }
            self.next_column();
            title = self.sheet.title_bar(block.name, block.kind, true);
            let left: f32 = title.height_mm + rows.iter().map(|r| r.height_mm).sum::<f32>();
            if left <= self.remaining() + EPS {
                self.draw(title, rows);
                return;
            }
        }
    }

    /// Draws a block (or part of one) at the top of the free space, framed.
    fn draw(&mut self, title: Row<'a>, rows: Vec<Row<'a>>) {
        let s = self.sheet;
        let x = s.left_mm + self.column as f32 * (s.column_mm + s.t.page.column_gap_mm);
        let top = self.y_mm;
        let mut y = top;
        let page = self.pages.last_mut().expect("a flow always has a page");
        for row in std::iter::once(title).chain(rows) {
            page.items.extend(row.items.into_iter().map(|item| item.moved(x, y)));
            y += row.height_mm;
        }
        page.items.push(Item::Rect {
            x_mm: x,
            y_mm: top,
            w_mm: s.column_mm,
            h_mm: y - top,
            stroke: Some(Stroke { width_pt: s.t.block.frame_pt, grey: s.t.colours.frame }),
            fill: None,
        });
        self.y_mm = y + s.t.page.block_gap_mm;
        self.column_empty = false;
    }
}

/// How many of `rows` go into `room` mm: as many as fit, backing off so that a kept row is not
/// left last; at least one, so that a split always makes progress.
fn split_point(rows: &[Row<'_>], room: f32) -> usize {
    let mut used = 0.0;
    let mut take = 0;
    while take < rows.len() && used + rows[take].height_mm <= room + EPS {
        used += rows[take].height_mm;
        take += 1;
    }
    if take < rows.len() {
        let mut kept = take;
        while kept > 0 && rows[kept - 1].keep_with_next {
            kept -= 1;
        }
        if kept > 0 {
            take = kept;
        }
    }
    take.max(1)
}

/// Splits text into tokens: runs of non-space characters in one style, each knowing whether
/// whitespace (or a newline) came before it. A hyphen after a letter ends a token too, so that
/// "Wolfenstein-Harrington" may break after its hyphen.
fn tokens(spans: &[Span<'_>]) -> Vec<Token> {
    let mut out = Vec::new();
    let mut space = false;
    let mut newline = false;
    let mut after_hyphen = false;
    for span in spans {
        let mut word = String::new();
        let mut flush =
            |word: &mut String, space: &mut bool, newline: &mut bool, hyphen: &mut bool| {
                if !word.is_empty() {
                    out.push(Token {
                        style: span.style,
                        text: std::mem::take(word),
                        space_before: *space,
                        newline_before: *newline,
                        break_before: *space || *hyphen,
                    });
                    *space = false;
                    *newline = false;
                    *hyphen = false;
                }
            };
        for c in span.text.chars() {
            if c.is_whitespace() {
                flush(&mut word, &mut space, &mut newline, &mut after_hyphen);
                space = true;
                after_hyphen = false;
                newline |= c == '\n';
            } else {
                let breaks = c == '-' && word.chars().last().is_some_and(char::is_alphabetic);
                word.push(c);
                if breaks {
                    flush(&mut word, &mut space, &mut newline, &mut after_hyphen);
                    after_hyphen = true;
                }
            }
        }
        flush(&mut word, &mut space, &mut newline, &mut after_hyphen);
    }
    out
}

/// Groups tokens into words, the units that wrapping keeps on one line: a token before which
/// no line may break belongs to the previous word.
fn words(tokens: Vec<Token>) -> Vec<Vec<Token>> {
    let mut out: Vec<Vec<Token>> = Vec::new();
    for token in tokens {
        match out.last_mut() {
            Some(word) if !token.break_before => word.push(token),
            _ => out.push(vec![token]),
        }
    }
    out
}

/// The pixel size of a PNG portrait.
fn png_size(png: &[u8]) -> Result<(u32, u32), String> {
    match image::guess_format(png) {
        Ok(image::ImageFormat::Png) => {}
        Ok(other) => return Err(format!("it is a {other:?} image, not a PNG")),
        Err(_) => return Err("it is not a PNG image".to_string()),
    }
    let (w, h) = image::ImageReader::with_format(Cursor::new(png), image::ImageFormat::Png)
        .into_dimensions()
        .map_err(|e| e.to_string())?;
    if w == 0 || h == 0 {
        return Err("the image is empty".to_string());
    }
    Ok((w, h))
}

/// The playing-card symbol of a suit's name, if it is one.
fn suit_symbol(suit: &str) -> Option<char> {
    match suit.trim().to_ascii_lowercase().as_str() {
        "spades" => Some('\u{2660}'),
        "hearts" => Some('\u{2665}'),
        "diamonds" => Some('\u{2666}'),
        "clubs" => Some('\u{2663}'),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::template;

    fn entry(name: &str) -> RosterEntry {
        RosterEntry {
            name: name.to_string(),
            kind: "Gunslinger".to_string(),
            cards: 3,
            action_dice: "2D10, take the best".to_string(),
            reduced_dice: "1D10".to_string(),
            dv: "DV 1 (+1 with shield in close combat)".to_string(),
            movement: "8 paces".to_string(),
            personality: Feature {
                name: "Disciplined".to_string(),
                effect: "May reroll one action die each turn when within 6 paces of the boss."
                    .to_string(),
            },
            traits: vec![
                Feature {
                    name: "Quick draw".to_string(),
                    effect: "Acts first in a shoot-out, before cards are compared; if two quick \
                             draws face each other, the higher card goes first."
                        .to_string(),
                },
                Feature {
                    name: "Tough".to_string(),
                    effect: "Ignores the first wound.".to_string(),
                },
            ],
            weapons: vec![
                WeaponLine {
                    name: "Colt Peacemaker".to_string(),
                    range: "12 paces".to_string(),
                    impact: "Normal".to_string(),
                    notes: "Fan the hammer: three shots at -1".to_string(),
                },
                WeaponLine {
                    name: "Winchester rifle".to_string(),
                    range: "36 paces".to_string(),
                    impact: "High under 6, Normal over 6".to_string(),
                    notes: String::new(),
                },
            ],
            notes: "Wanted in three territories.".to_string(),
            portrait_png: None,
        }
    }

    fn side(name: &str, count: usize) -> RosterSide {
        RosterSide {
            name: name.to_string(),
            suit: Some("Hearts".to_string()),
            characters: (1..=count).map(|i| entry(&format!("{name} hand {i:02}"))).collect(),
        }
    }

    fn doc(sides: Vec<RosterSide>) -> RosterDoc {
        RosterDoc {
            title: "Showdown at Dry Gulch".to_string(),
            ruleset: "Quick on the Draw".to_string(),
            sides,
        }
    }

    fn png(width: u32, height: u32) -> Vec<u8> {
        let img = image::RgbImage::from_pixel(width, height, image::Rgb([120, 90, 60]));
        let mut bytes = Vec::new();
        img.write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Png).unwrap();
        bytes
    }

    fn lay_out(doc: &RosterDoc, paper: Paper) -> Vec<Page<'_>> {
        roster(doc, &template::roster().unwrap(), paper).unwrap()
    }

    fn texts<'p>(page: &'p Page<'_>) -> impl Iterator<Item = &'p str> + 'p {
        page.items.iter().filter_map(|item| match item {
            Item::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
    }

    /// The box an item covers: (left, top, right, bottom) in mm.
    fn extent(m: &Metrics, item: &Item<'_>) -> (f32, f32, f32, f32) {
        match item {
            Item::Text { x_mm, y_mm, size_pt, font, text, .. } => (
                *x_mm,
                y_mm - m.ascent_mm(*font, *size_pt),
                x_mm + m.width_mm(*font, *size_pt, text),
                y_mm + m.descent_mm(*font, *size_pt),
            ),
            Item::Rect { x_mm, y_mm, w_mm, h_mm, .. }
            | Item::Image { x_mm, y_mm, w_mm, h_mm, .. } => {
                (*x_mm, *y_mm, x_mm + w_mm, y_mm + h_mm)
            }
            Item::Line { x1_mm, y1_mm, x2_mm, y2_mm, .. } => {
                (x1_mm.min(*x2_mm), y1_mm.min(*y2_mm), x1_mm.max(*x2_mm), y1_mm.max(*y2_mm))
            }
        }
    }

    fn assert_within_margins(pages: &[Page<'_>], t: &Template) {
        let m = Metrics::embedded();
        for (n, page) in pages.iter().enumerate() {
            let (left, top) = (t.page.margin_left_mm, t.page.margin_top_mm);
            let right = page.width_mm - t.page.margin_right_mm;
            let bottom = page.height_mm - t.page.margin_bottom_mm;
            for item in &page.items {
                let (x0, y0, x1, y1) = extent(&m, item);
                assert!(
                    x0 >= left - EPS && x1 <= right + EPS && y0 >= top - EPS && y1 <= bottom + EPS,
                    "page {}: {item:?} covers ({x0:.2}, {y0:.2})–({x1:.2}, {y1:.2}), outside the \
                     margins ({left}, {top})–({right}, {bottom})",
                    n + 1
                );
            }
        }
    }

    #[test]
    fn text_wraps_within_its_box() {
        let t = template::roster().unwrap();
        let m = Metrics::embedded();
        let sheet = Sheet::new(&t, &m, Paper::A4);
        let style = sheet.body(FontFace::Regular);
        let text = "The quick brown fox jumps over the lazy dog at high noon, twice. \
                    Pneumonoultramicroscopicsilicovolcanoconiosis-and-then-some is one word.";
        for width in [20.0, 35.0, 60.0, 90.0] {
            let lines = sheet.wrap(&[Span { style, text }], width);
            assert!(lines.len() > 1, "{width} mm is too narrow for one line");
            for line in &lines {
                let joined: String = line.runs.iter().map(|(_, _, t)| t.as_str()).collect();
                let measured = m.width_mm(FontFace::Regular, style.size_pt, &joined);
                assert!((measured - line.width_mm).abs() < 0.01, "{joined:?}");
                assert!(line.width_mm <= width + EPS, "{joined:?} is {} mm", line.width_mm);
            }
            // No letter is lost or added, only spaces.
            let rejoined: String = lines
                .iter()
                .flat_map(|l| l.runs.iter().map(|(_, _, t)| t.as_str()))
                .collect::<String>()
                .replace(' ', "");
            assert_eq!(rejoined, text.replace(' ', ""));
        }
    }

    #[test]
    fn mixed_styles_wrap_as_one_paragraph() {
        let t = template::roster().unwrap();
        let m = Metrics::embedded();
        let sheet = Sheet::new(&t, &m, Paper::A4);
        let bold = sheet.body(FontFace::Bold);
        let regular = sheet.body(FontFace::Regular);
        let spans = [
            Span { style: bold, text: "Quick draw." },
            Span { style: regular, text: " Acts first in a shoot-out.\nThen reloads." },
        ];
        let lines = sheet.wrap(&spans, 200.0);
        assert_eq!(lines.len(), 2, "the newline starts a line");
        assert_eq!(lines[0].runs.len(), 2);
        assert_eq!(lines[0].runs[0].2, "Quick draw.");
        assert_eq!(lines[0].runs[1].2, "Acts first in a shoot-out.");
        let space = m.width_mm(FontFace::Regular, regular.size_pt, " ");
        let head = m.width_mm(FontFace::Bold, bold.size_pt, "Quick draw.");
        assert!((lines[0].runs[1].0 - (head + space)).abs() < 1e-4);
        assert_eq!(lines[1].runs[0].2, "Then reloads.");
    }

    #[test]
    fn a_hyphenated_word_breaks_after_its_hyphen() {
        let t = template::roster().unwrap();
        let m = Metrics::embedded();
        let sheet = Sheet::new(&t, &m, Paper::A4);
        let style = sheet.body(FontFace::Regular);
        let text = "Wolfenstein-Harrington";
        let width = m.width_mm(FontFace::Regular, style.size_pt, "Wolfenstein-Harr");
        let lines = sheet.wrap(&[Span { style, text }], width);
        let texts: Vec<&str> = lines.iter().map(|l| l.runs[0].2.as_str()).collect();
        assert_eq!(texts, ["Wolfenstein-", "Harrington"]);
        // A leading minus is no hyphen, and on one line nothing changes.
        let lines = sheet.wrap(&[Span { style, text: "-1 to hit, Wolfenstein-Harrington" }], 200.0);
        assert_eq!(lines[0].runs[0].2, "-1 to hit, Wolfenstein-Harrington");
    }

    #[test]
    fn every_character_appears_exactly_once() {
        let doc = doc(vec![side("Earps", 9), side("Clantons", 7)]);
        let pages = lay_out(&doc, Paper::A4);
        for side in &doc.sides {
            for c in &side.characters {
                let count = pages.iter().flat_map(texts).filter(|t| *t == c.name).count();
                assert_eq!(count, 1, "{} appears {count} times", c.name);
            }
        }
        assert!(!pages.iter().flat_map(texts).any(|t| t.contains("continued")));
    }

    #[test]
    fn long_rosters_paginate_with_page_numbers() {
        let doc = doc(vec![side("Earps", 30)]);
        let pages = lay_out(&doc, Paper::A4);
        assert!(pages.len() >= 3, "30 characters on {} pages", pages.len());
        let count = pages.len();
        for (i, page) in pages.iter().enumerate() {
            let footer = format!("Page {} of {count}", i + 1);
            assert_eq!(texts(page).filter(|t| *t == footer).count(), 1, "{footer}");
            assert!(texts(page).any(|t| t == "Showdown at Dry Gulch"), "header on every page");
            assert!(texts(page).any(|t| t == "Earps"), "side on every page");
        }
        assert_within_margins(&pages, &template::roster().unwrap());
    }

    #[test]
    fn nothing_is_outside_the_margins_on_either_paper() {
        let mut earps = side("Earps", 7);
        earps.characters[2].portrait_png = Some(png(40, 60));
        earps.characters[3].name = "Wyatt Berry Stapp Earp, Deputy Marshal of Tombstone".into();
        earps.characters[4].notes = "x".repeat(300);
        earps.characters[5].weapons[0].notes = "Unbreakable-".repeat(12);
        let doc = doc(vec![earps, side("Clantons", 5)]);
        let t = template::roster().unwrap();
        for paper in [Paper::A4, Paper::Letter] {
            assert_within_margins(&lay_out(&doc, paper), &t);
        }
    }

    #[test]
    fn pages_are_the_paper_size() {
        let doc = doc(vec![side("Earps", 12)]);
        for (paper, w, h) in [(Paper::A4, 210.0, 297.0), (Paper::Letter, 215.9, 279.4)] {
            for page in lay_out(&doc, paper) {
                assert_eq!((page.width_mm, page.height_mm), (w, h));
            }
        }
    }

    #[test]
    fn each_side_starts_on_a_new_page() {
        let doc = doc(vec![side("Earps", 1), side("Clantons", 1), side("Cowboys", 0)]);
        let pages = lay_out(&doc, Paper::Letter);
        assert_eq!(pages.len(), 3);
        for (page, side) in pages.iter().zip(["Earps", "Clantons", "Cowboys"]) {
            let names: Vec<&str> = texts(page).collect();
            assert!(names.contains(&side), "{names:?}");
        }
        assert!(texts(&pages[0]).any(|t| t == "Earps hand 01"));
        assert!(texts(&pages[1]).any(|t| t == "Clantons hand 01"));
        assert!(texts(&pages[2]).any(|t| t.contains("No characters")));
    }

    #[test]
    fn a_roster_without_sides_still_has_a_page() {
        let empty = doc(Vec::new());
        let pages = lay_out(&empty, Paper::A4);
        assert_eq!(pages.len(), 1);
        assert!(texts(&pages[0]).any(|t| t.contains("no sides")));
    }

    #[test]
    fn a_block_moves_whole_to_the_next_column() {
        let doc = doc(vec![side("Earps", 12)]);
        let t = template::roster().unwrap();
        let pages = lay_out(&doc, Paper::A4);
        // Each block is one framed rectangle; none of them is split.
        let frames: Vec<(f32, f32)> = pages
            .iter()
            .flat_map(|p| &p.items)
            .filter_map(|item| match item {
                Item::Rect { y_mm, h_mm, stroke: Some(s), .. }
                    if s.width_pt == t.block.frame_pt =>
                {
                    Some((*y_mm, *h_mm))
                }
                _ => None,
            })
            .collect();
        assert_eq!(frames.len(), 12);
        let (first_h, rest) = (frames[0].1, &frames[1..]);
        assert!(rest.iter().all(|(_, h)| (h - first_h).abs() < EPS), "same blocks, same height");
    }

    #[test]
    fn a_block_taller_than_a_column_is_split_between_lines() {
        let mut earps = side("Earps", 2);
        earps.characters[1].notes = "A long, long story of the trail. ".repeat(250);
        let doc = doc(vec![earps]);
        let pages = lay_out(&doc, Paper::A4);
        let continued = pages.iter().flat_map(texts).filter(|t| t.contains("(continued)")).count();
        assert!(continued >= 1, "the long block continues");
        assert_eq!(
            pages.iter().flat_map(texts).filter(|t| *t == "Earps hand 02").count(),
            1 + continued
        );
        assert_within_margins(&pages, &template::roster().unwrap());
    }

    #[test]
    fn a_portrait_keeps_its_aspect_ratio_inside_its_box() {
        let t = template::roster().unwrap();
        let mut earps = side("Earps", 1);
        earps.characters[0].portrait_png = Some(png(100, 50));
        let doc = doc(vec![earps]);
        let pages = lay_out(&doc, Paper::A4);
        let images: Vec<_> = pages[0]
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Image { w_mm, h_mm, alt, .. } => Some((*w_mm, *h_mm, alt.clone())),
                _ => None,
            })
            .collect();
        assert_eq!(images.len(), 1);
        let (w, h, alt) = &images[0];
        assert!((w / h - 2.0).abs() < 1e-3);
        assert!((w - t.portrait.width_mm).abs() < EPS && *h <= t.portrait.height_mm);
        assert_eq!(alt, "Earps hand 01");
    }

    #[test]
    fn a_portrait_that_is_not_a_png_is_refused_naming_the_character() {
        let mut earps = side("Earps", 1);
        earps.characters[0].portrait_png = Some(b"GIF89a nonsense".to_vec());
        let doc = doc(vec![earps]);
        let err = roster(&doc, &template::roster().unwrap(), Paper::A4).unwrap_err();
        match err {
            PrintError::Portrait { character, .. } => assert_eq!(character, "Earps hand 01"),
            other => panic!("{other}"),
        }
    }

    #[test]
    fn metrics_measure_with_the_embedded_fonts() {
        let m = Metrics::embedded();
        let narrow = m.width_mm(FontFace::Regular, 10.0, "iiii");
        let wide = m.width_mm(FontFace::Regular, 10.0, "WWWW");
        assert!(wide > 2.0 * narrow);
        assert!(
            m.width_mm(FontFace::Bold, 10.0, "Hero") > m.width_mm(FontFace::Regular, 10.0, "Hero")
        );
        // DejaVu Sans "M" at 10 pt is 8.63 pt wide: 3.04 mm.
        assert!((m.width_mm(FontFace::Regular, 10.0, "M") - 3.045).abs() < 0.01);
        let (big, small) =
            (m.width_mm(FontFace::Regular, 20.0, "ab"), m.width_mm(FontFace::Regular, 10.0, "ab"));
        assert!((big - 2.0 * small).abs() < 1e-5);
    }
}
