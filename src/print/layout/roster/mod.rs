//! The roster sheet: every page has a header (campaign title, rule set, a rule) and a footer ("Page
//! N of M"). Each side is headed by its name and suit, and each character is a framed block that
//! flows down a column, then the next column, then onto the next page ([`flow`]: sides follow one
//! another, and a block goes into the first column with room for it). A block is kept
//! whole: one that does not fit in what is left of a column moves to the next one, and only a
//! block taller than a whole column is split, between lines, its continuation headed
//! "(continued)". Text is measured with the embedded fonts' glyph advances ([`Metrics`]) and
//! wrapped into its box; a word wider than its box is broken between letters, so nothing runs off
//! the page.

mod flow;
#[cfg(test)]
mod tests;

use super::text::{wrap, Span, Style, TextLine};
use super::{Colour, FontFace, Item, Metrics, Page, Picture, Stroke, EPS};
use crate::print::template::{pt_to_mm, RosterTemplate as Template};
use crate::print::{Feature, Paper, PrintError, RosterDoc, RosterEntry, RosterSide, Standing, WeaponLine};
use flow::Flow;

/// Lays out a roster sheet on `paper`.
pub fn roster(doc: &RosterDoc, t: &Template, paper: Paper) -> Result<Vec<Page>, PrintError> {
    let metrics = Metrics::embedded();
    t.check_fits(paper)?;
    let sheet = Sheet::new(t, &metrics, paper);
    let header = sheet.header(doc);
    let mut flow = Flow::new(&sheet, &header);
    if doc.sides.is_empty() {
        flow.note(sheet.note_rows("This roster has no sides yet."));
    }
    for side in &doc.sides {
        flow.start_side(sheet.side_heading(side, false), sheet.side_heading(side, true));
        if side.characters.is_empty() {
            flow.note(sheet.note_rows("No characters on this side yet."));
        }
        for entry in &side.characters {
            let block = sheet.block(entry)?;
            flow.place(block);
        }
    }
    let mut pages = flow.pages;
    let count = pages.len();
    for (index, page) in pages.iter_mut().enumerate() {
        page.items.extend(sheet.footer(index + 1, count));
    }
    Ok(pages)
}

/// A horizontal slice of a character block: the unit of splitting a block across columns.
/// Item coordinates are relative to the block's top-left corner and the slice's top.
struct Row {
    height_mm: f32,
    items: Vec<Item>,
    /// Prefer not to split the block right after this row (a label before what it labels, the
    /// lines of one weapon, the stats beside the portrait).
    keep_with_next: bool,
}

impl Row {
    fn space(height_mm: f32, keep_with_next: bool) -> Self {
        Row { height_mm, items: Vec::new(), keep_with_next }
    }
}

/// A character's block: its title bar (repeated, marked continued, when the block is split) and
/// its rows.
struct Block<'a> {
    name: &'a str,
    kind: &'a str,
    /// The name struck through (the dead).
    struck: bool,
    rows: Vec<Row>,
}

/// The page's furniture, worked out once per side.
struct Header {
    items: Vec<Item>,
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
        Style { font, size_pt: self.t.type_.body_pt, colour: Colour::Grey(self.text()) }
    }

    fn label(&self) -> Style {
        Style { font: FontFace::Bold, size_pt: self.t.type_.label_pt, colour: Colour::Grey(self.t.colours.label) }
    }

    fn hairline(&self) -> Stroke {
        Stroke { width_pt: 0.3, colour: Colour::Grey(self.t.colours.rule) }
    }

    fn page(&self, header: &Header) -> Page {
        Page { width_mm: self.width_mm, height_mm: self.height_mm, items: header.items.clone() }
    }

    /// A grey remark, as rows a column wide.
    fn note_rows(&self, text: &str) -> Vec<Row> {
        let style = Style { colour: Colour::Grey(self.t.colours.label), ..self.body(FontFace::Regular) };
        let mut rows = self.paragraph(&[Span { style, text }], 0.0, self.column_mm);
        rows.push(Row::space(self.t.page.block_gap_mm, false));
        rows
    }

    /// A side's heading in the flow: its name and suit in bold over a rule a column wide, marked
    /// "(continued)" at the top of a page it runs onto.
    fn side_heading(&self, side: &RosterSide, continued: bool) -> Row {
        let h = &self.t.header;
        let name = Style { font: FontFace::Bold, size_pt: h.subtitle_pt, colour: Colour::Grey(self.text()) };
        let suit = side.suit.as_deref().map(|s| match suit_symbol(s) {
            Some(symbol) => format!(" \u{2014} {s} {symbol}"),
            None => format!(" \u{2014} {s}"),
        });
        let mut spans = vec![Span { style: name, text: &side.name }];
        if let Some(suit) = &suit {
            spans.push(Span { style: Style { font: FontFace::Regular, ..name }, text: suit });
        }
        let note = Style {
            font: FontFace::Regular,
            size_pt: self.t.type_.small_pt,
            colour: Colour::Grey(self.t.colours.label),
        };
        if continued {
            spans.push(Span { style: note, text: " (continued)" });
        }
        let line = self.line_mm(name.size_pt);
        let mut items = Vec::new();
        let mut y = 0.0;
        for l in self.wrap(&spans, self.column_mm) {
            items.extend(l.items(0.0, y + self.baseline(name, line)));
            y += line;
        }
        let rule_y = y + 0.6;
        items.push(Item::Line {
            x1_mm: 0.0,
            y1_mm: rule_y,
            x2_mm: self.column_mm,
            y2_mm: rule_y,
            stroke: Stroke { width_pt: 0.8, colour: Colour::Grey(self.t.colours.frame) },
        });
        Row { height_mm: rule_y + 2.0, items, keep_with_next: true }
    }

    fn wrap(&self, spans: &[Span<'_>], width_mm: f32) -> Vec<TextLine> {
        wrap(self.m, spans, width_mm)
    }

    fn measure(&self, style: Style, text: &str) -> f32 {
        self.m.width_mm(style.font, style.size_pt, text)
    }

    fn baseline(&self, style: Style, line_mm: f32) -> f32 {
        self.m.baseline_mm(style.font, style.size_pt, line_mm)
    }

    /// Campaign title (top left), rule set (top right), and a rule.
    fn header(&self, doc: &RosterDoc) -> Header {
        let h = &self.t.header;
        let width = self.right_mm - self.left_mm;
        let title = Style { font: FontFace::Heading, size_pt: h.title_pt, colour: Colour::Grey(self.text()) };
        let rules =
            Style { font: FontFace::Regular, size_pt: h.subtitle_pt, colour: Colour::Grey(self.t.colours.label) };
        let gap = 6.0;
        let rules_width = self.m.width_mm(rules.font, rules.size_pt, &doc.ruleset).min(width * 0.35);
        let title_lines = self.wrap(&[Span { style: title, text: &doc.title }], width - rules_width - gap);
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
        let rule_y = y + 1.0 + pt_to_mm(h.rule_pt) / 2.0;
        items.push(Item::Line {
            x1_mm: self.left_mm,
            y1_mm: rule_y,
            x2_mm: self.right_mm,
            y2_mm: rule_y,
            stroke: Stroke { width_pt: h.rule_pt, colour: Colour::Grey(self.t.colours.frame) },
        });
        Header { items, bottom_mm: rule_y + h.gap_mm }
    }

    /// A rule and "Page N of M", centred.
    fn footer(&self, number: usize, count: usize) -> Vec<Item> {
        let f = &self.t.footer;
        let style = Style { font: FontFace::Regular, size_pt: f.size_pt, colour: Colour::Grey(self.t.colours.label) };
        let text = format!("Page {number} of {count}");
        let width = self.m.width_mm(style.font, style.size_pt, &text);
        let baseline = self.height_mm - self.t.page.margin_bottom_mm - self.m.descent_mm(style.font, style.size_pt);
        vec![
            Item::Line {
                x1_mm: self.left_mm,
                y1_mm: self.footer_rule_mm,
                x2_mm: self.right_mm,
                y2_mm: self.footer_rule_mm,
                stroke: Stroke { width_pt: f.rule_pt, colour: Colour::Grey(self.t.colours.rule) },
            },
            Item::Text {
                x_mm: (self.left_mm + self.right_mm - width) / 2.0,
                y_mm: baseline,
                size_pt: style.size_pt,
                font: style.font,
                colour: style.colour,
                text,
            },
        ]
    }

    /// A paragraph as rows, one per line, `x_mm` from the block's left edge.
    fn paragraph(&self, spans: &[Span<'_>], x_mm: f32, width_mm: f32) -> Vec<Row> {
        let Some(first) = spans.first() else {
            return Vec::new();
        };
        let line = self.line_mm(first.style.size_pt);
        let baseline = self.baseline(first.style, line);
        self.wrap(spans, width_mm)
            .into_iter()
            .map(|l| Row { height_mm: line, items: l.items(x_mm, baseline).collect(), keep_with_next: false })
            .collect()
    }

    /// A character's block, `column_mm` wide.
    fn block<'a>(&self, e: &'a RosterEntry) -> Result<Block<'a>, PrintError> {
        let b = &self.t.block;
        let pad = b.padding_mm;
        let inner = self.column_mm - 2.0 * pad;
        let mut rows = vec![Row::space(pad, true)];

        if let Some(standing) = &e.standing {
            rows.extend(self.standing(standing, pad, inner));
            rows.push(Row::space(b.item_gap_mm, true));
        }

        // The stats run on as one paragraph ("Cards 4 · Action 2D10, take the best · …"), the
        // portrait in its box on the right.
        let portrait_w = self.t.portrait.width_mm;
        let portrait_h = self.t.portrait.height_mm;
        let stats_width = match e.portrait_png {
            Some(_) => inner - portrait_w - pad,
            None => inner,
        };
        let values: Vec<String> = e
            .stats
            .iter()
            .map(|(_, value)| if value.trim().is_empty() { "\u{2014}".to_string() } else { value.to_string() })
            .collect();
        let stat_label =
            Style { font: FontFace::Bold, size_pt: self.t.type_.body_pt, colour: Colour::Grey(self.t.colours.label) };
        let mut spans = Vec::new();
        for (i, ((label, _), value)) in e.stats.iter().zip(&values).enumerate() {
            if i > 0 {
                spans.push(Span { style: self.body(FontFace::Regular), text: "  \u{b7}  " });
            }
            spans.push(Span { style: stat_label, text: label });
            spans.push(Span { style: self.body(FontFace::Regular), text: " " });
            spans.push(Span { style: self.body(FontFace::Regular), text: value });
        }
        let mut stat_rows = self.paragraph(&spans, pad, stats_width);
        for line in &mut stat_rows {
            line.keep_with_next = true;
        }
        if let Some(png) = &e.portrait_png {
            let fitted = Picture::fit(png, portrait_w, portrait_h)
                .map_err(|reason| PrintError::Portrait { character: e.name.clone(), reason })?;
            let (w, h) = (fitted.w_mm, fitted.h_mm);
            let x = pad + inner - portrait_w;
            stat_rows[0].items.push(Item::Image {
                x_mm: x + (portrait_w - w) / 2.0,
                y_mm: (portrait_h - h) / 2.0,
                w_mm: w,
                h_mm: h,
                picture: fitted.picture,
                alt: e.name.clone(),
            });
            stat_rows[0].items.push(Item::Rect {
                x_mm: x,
                y_mm: 0.0,
                w_mm: portrait_w,
                h_mm: portrait_h,
                stroke: Some(Stroke { width_pt: self.t.portrait.frame_pt, colour: Colour::Grey(self.t.colours.rule) }),
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

        for section in e.sections.iter().filter(|s| !s.items.is_empty()) {
            rows.push(self.section_label(&section.title, inner));
            for (i, feature) in section.items.iter().enumerate() {
                if i > 0 {
                    rows.push(Row::space(b.item_gap_mm, false));
                }
                rows.extend(self.feature(feature, pad, inner));
            }
        }
        if !e.weapons.is_empty() {
            rows.extend(self.weapons(&e.weapons, &e.weapon_columns, pad, inner));
        }
        if !e.notes.trim().is_empty() {
            rows.push(self.section_label("Notes", inner));
            rows.extend(self.paragraph(&[Span { style: self.body(FontFace::Regular), text: &e.notes }], pad, inner));
        }
        rows.push(Row::space(pad, false));
        let struck = e.standing.as_ref().is_some_and(|s| s.struck);
        Ok(Block { name: &e.name, kind: &e.kind, struck, rows })
    }

    /// The standing under the title bar: a bold label and why, beside a bar in the frame's grey.
    fn standing(&self, standing: &Standing, pad: f32, inner: f32) -> Vec<Row> {
        let bar = 1.2;
        let style = self.body(FontFace::Bold);
        let detail =
            Style { font: FontFace::Regular, size_pt: self.t.type_.small_pt, colour: Colour::Grey(self.text()) };
        let label = format!("{}.", standing.label.trim_end_matches('.'));
        let spans = [
            Span { style, text: &label },
            Span { style: detail, text: " " },
            Span { style: detail, text: &standing.detail },
        ];
        let mut rows = self.paragraph(&spans, pad + bar + 1.5, inner - bar - 1.5);
        let height: f32 = rows.iter().map(|r| r.height_mm).sum();
        if let Some(first) = rows.first_mut() {
            first.items.push(Item::Rect {
                x_mm: pad,
                y_mm: 0.0,
                w_mm: bar,
                h_mm: height,
                stroke: None,
                fill: Some(Colour::Grey(self.t.colours.frame)),
            });
        }
        for row in &mut rows {
            row.keep_with_next = true;
        }
        rows
    }

    /// The grey bar at the top of a block: the name and, at the right, the character's type; a
    /// name too long for one line beside the type takes the bar's width, the type going under it.
    fn title_bar(&self, name: &str, kind: &str, struck: bool, continued: bool) -> Row {
        let b = &self.t.block;
        let pad = b.padding_mm;
        let inner = self.column_mm - 2.0 * pad;
        let small =
            Style { font: FontFace::Regular, size_pt: self.t.type_.small_pt, colour: Colour::Grey(self.text()) };
        let name_style =
            Style { font: FontFace::Heading, size_pt: self.t.type_.name_pt, colour: Colour::Grey(self.text()) };
        let note = Style { colour: Colour::Grey(self.t.colours.label), ..small };
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
            fill: Some(Colour::Grey(self.t.colours.title_fill)),
        }];
        let name_count = name_lines.len() as f32;
        let x_height = self.m.ascent_mm(name_style.font, name_style.size_pt) * 0.38;
        for (i, l) in name_lines.into_iter().enumerate() {
            let y = baseline + i as f32 * line;
            if struck {
                // Through the name only, not the "(continued)" note after it.
                let name_w = l
                    .runs
                    .iter()
                    .filter(|(_, s, _)| s.font == FontFace::Heading)
                    .map(|(dx, s, t)| dx + self.measure(*s, t))
                    .fold(0.0, f32::max);
                items.push(Item::Line {
                    x1_mm: pad - 0.5,
                    y1_mm: y - x_height,
                    x2_mm: pad + name_w + 0.5,
                    y2_mm: y - x_height,
                    stroke: Stroke { width_pt: 1.1, colour: Colour::Grey(self.text()) },
                });
            }
            items.extend(l.items(pad, y));
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
    fn section_label(&self, label: &str, inner: f32) -> Row {
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
            colour: style.colour,
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
    fn feature(&self, f: &Feature, x_mm: f32, width_mm: f32) -> Vec<Row> {
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
    fn weapons(&self, weapons: &[WeaponLine], columns: &[String; 3], x_mm: f32, width_mm: f32) -> Vec<Row> {
        let cell_gap = 1.5;
        // The name column is as wide as the longest name needs, up to its share (a name longer than
        // that wraps); what it leaves goes to the range and the impact in their shares' proportion.
        let widest = weapons.iter().map(|w| self.measure(self.body(FontFace::Bold), &w.name)).fold(0.0, f32::max);
        let name_share = ((widest + cell_gap + 0.5) / width_mm).clamp(0.2, self.t.weapons.name_share);
        // The range and the impact share the rest as their longest texts need (a fate weapon's
        // firing bands are long, a QOTD one's range short), neither less than half its template
        // share.
        let need = |text: fn(&WeaponLine) -> &str| {
            weapons.iter().map(|w| self.measure(self.body(FontFace::Regular), text(w))).fold(1.0, f32::max)
        };
        let (range_need, impact_need) = (need(|w| &w.range), need(|w| &w.impact));
        let rest = 1.0 - name_share;
        let template_range = self.t.weapons.range_share / (1.0 - self.t.weapons.name_share);
        let range_part =
            (range_need / (range_need + impact_need)).clamp(template_range * 0.5, 1.0 - (1.0 - template_range) * 0.5);
        let range_share = rest * range_part;
        let shares = [name_share, range_share];
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
        for (i, title) in columns.iter().enumerate() {
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
            let mut weapon_rows: Vec<Row> =
                (0..count).map(|_| Row { height_mm: line, items: Vec::new(), keep_with_next: true }).collect();
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
            let notes_lines = self.wrap(&[Span { style: notes, text: &weapon.notes }], width_mm - notes_indent);
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
