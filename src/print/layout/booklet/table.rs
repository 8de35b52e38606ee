//! A booklet's table cut into slices: its title (and the title again, "(continued)"), its header
//! row, a slice per row (a row taller than a page cut between lines) and its notes.

use super::super::text::{wrap, Span, Style, TextLine};
use super::{BookletStyle, Slice, TableBlock, TableCell};
use crate::print::layout::{Colour, FontFace, Item, Metrics, Stroke};
use crate::print::template::pt_to_mm;

pub(super) struct Built {
    pub(super) title: Slice,
    pub(super) continued: Slice,
    pub(super) header: Slice,
    pub(super) rows: Vec<Slice>,
    pub(super) notes: Vec<Slice>,
}

pub(super) struct Styles {
    title: Style,
    source: Style,
    head: Style,
    body: Style,
    bold: Style,
    note: Style,
}

/// Cuts `t` into slices `width` mm wide; no slice is taller than `room` mm (a fresh page's
/// room) once the continued title and the header row are above it.
pub(super) fn build(m: &Metrics, s: &BookletStyle, t: &TableBlock, width: f32, room: f32) -> Built {
    let st = styles(s);
    let line = pt_to_mm(s.cell_pt) * s.line_height;
    let title = title_slice(m, s, &st, &t.title, &t.source, width);
    let continued = title_slice(m, s, &st, &format!("{} (continued)", t.title), "", width);
    let widths = column_widths(m, s, &st, t, width);

    let header_cells: Vec<Vec<TextLine>> = t
        .columns
        .iter()
        .zip(&widths)
        .map(|(c, w)| wrap(m, &[Span { style: st.head, text: c }], w - 2.0 * s.cell_pad_x_mm))
        .collect();
    let header = row_slice(s, &widths, header_cells, line, Some(Colour::Grey(s.fill_grey)), m, st.head);

    let max_row = room - continued.height_mm - header.height_mm - 0.5;
    let mut rows = Vec::new();
    for (i, row) in t.rows.iter().enumerate() {
        let cells: Vec<Vec<TextLine>> = row
            .iter()
            .zip(&widths)
            .map(|(cell, w)| wrap(m, &cell_spans(&st, cell), w - 2.0 * s.cell_pad_x_mm))
            .collect();
        let fill = (i % 2 == 1).then_some(Colour::Grey(s.stripe_grey));
        let tallest = cells.iter().map(Vec::len).max().unwrap_or(1).max(1);
        let per_slice = (((max_row - 2.0 * s.cell_pad_y_mm) / line).floor() as usize).max(1);
        if tallest <= per_slice {
            rows.push(row_slice(s, &widths, cells, line, fill, m, st.body));
            continue;
        }
        // Taller than a page: cut between lines, the same lines of every cell together.
        let mut cells: Vec<std::vec::IntoIter<TextLine>> = cells.into_iter().map(Vec::into_iter).collect();
        for _ in (0..tallest).step_by(per_slice) {
            let part: Vec<Vec<TextLine>> = cells.iter_mut().map(|c| c.by_ref().take(per_slice).collect()).collect();
            rows.push(row_slice(s, &widths, part, line, fill, m, st.body));
        }
    }

    let note_line = pt_to_mm(s.small_pt) * s.line_height;
    let baseline = m.baseline_mm(st.note.font, st.note.size_pt, note_line);
    let notes = t
        .notes
        .iter()
        .flat_map(|note| wrap(m, &[Span { style: st.note, text: note }], width))
        .map(|l| Slice { height_mm: note_line, items: l.items(0.0, baseline).collect() })
        .collect();
    Built { title, continued, header, rows, notes }
}

pub(super) fn styles(s: &BookletStyle) -> Styles {
    let grey = Colour::Grey(s.label_grey);
    Styles {
        title: Style { font: FontFace::Heading, size_pt: s.table_title_pt, colour: Colour::BLACK },
        source: Style { font: FontFace::Regular, size_pt: s.small_pt, colour: grey },
        head: Style { font: FontFace::Bold, size_pt: s.cell_pt, colour: Colour::BLACK },
        body: Style { font: FontFace::Regular, size_pt: s.cell_pt, colour: Colour::BLACK },
        bold: Style { font: FontFace::Bold, size_pt: s.cell_pt, colour: Colour::BLACK },
        note: Style { font: FontFace::Regular, size_pt: s.small_pt, colour: grey },
    }
}

/// A cell's spans: the headline in bold, then the text on the next line.
fn cell_spans<'c>(st: &Styles, cell: &'c TableCell) -> Vec<Span<'c>> {
    let mut spans = Vec::new();
    if let Some(headline) = &cell.headline {
        spans.push(Span { style: st.bold, text: headline.as_str() });
    }
    if !cell.text.is_empty() {
        if cell.headline.is_some() {
            spans.push(Span { style: st.body, text: "\n" });
        }
        spans.push(Span { style: st.body, text: cell.text.as_str() });
    }
    spans
}

fn title_slice(m: &Metrics, s: &BookletStyle, st: &Styles, title: &str, source: &str, width: f32) -> Slice {
    let line = pt_to_mm(s.table_title_pt) * s.line_height;
    let baseline = m.baseline_mm(st.title.font, st.title.size_pt, line);
    let source = if source.is_empty() { String::new() } else { format!("  {source}") };
    let spans = [Span { style: st.title, text: title }, Span { style: st.source, text: &source }];
    let lines = wrap(m, &spans, width);
    let height = lines.len() as f32 * line + 0.8;
    let items = lines.into_iter().enumerate().flat_map(|(i, l)| l.items(0.0, baseline + i as f32 * line)).collect();
    Slice { height_mm: height, items }
}

/// One row: its fill, the cells' lines (cell by cell, so that each cell reads whole), the rules
/// between the columns and under the row.
fn row_slice(
    s: &BookletStyle,
    widths: &[f32],
    cells: Vec<Vec<TextLine>>,
    line: f32,
    fill: Option<Colour>,
    m: &Metrics,
    style: Style,
) -> Slice {
    let tallest = cells.iter().map(Vec::len).max().unwrap_or(1).max(1);
    let height = tallest as f32 * line + 2.0 * s.cell_pad_y_mm;
    let total: f32 = widths.iter().sum();
    let mut items = Vec::new();
    if let Some(fill) = fill {
        items.push(Item::Rect { x_mm: 0.0, y_mm: 0.0, w_mm: total, h_mm: height, stroke: None, fill: Some(fill) });
    }
    let baseline = s.cell_pad_y_mm + m.baseline_mm(style.font, style.size_pt, line);
    let mut x = 0.0;
    for (cell, w) in cells.into_iter().zip(widths) {
        for (i, l) in cell.into_iter().enumerate() {
            items.extend(l.items(x + s.cell_pad_x_mm, baseline + i as f32 * line));
        }
        x += w;
    }
    let rule = Stroke::new(0.3, Colour::Grey(s.rule_grey));
    let mut x = 0.0;
    for w in &widths[..widths.len().saturating_sub(1)] {
        x += w;
        items.push(Item::Line { x1_mm: x, y1_mm: 0.0, x2_mm: x, y2_mm: height, stroke: rule });
    }
    items.push(Item::Line { x1_mm: 0.0, y1_mm: height, x2_mm: total, y2_mm: height, stroke: rule });
    Slice { height_mm: height, items }
}

/// Whether every column of `t` gets at least its longest word in `width` mm (no word broken).
pub(super) fn fits(m: &Metrics, s: &BookletStyle, t: &TableBlock, width: f32) -> bool {
    let (least, _) = extents(m, s, &styles(s), t);
    least.iter().sum::<f32>() <= width
}

/// Each column gets its longest word (or, if they all fit, its longest line) and a share of what
/// is left in proportion to how much its text would like to widen; the widths add up to `width`.
pub(super) fn column_widths(m: &Metrics, s: &BookletStyle, st: &Styles, t: &TableBlock, width: f32) -> Vec<f32> {
    let (least, most) = extents(m, s, st, t);
    let sum_most: f32 = most.iter().sum();
    let sum_least: f32 = least.iter().sum();
    if sum_most <= width {
        // Everything fits on one line: the rest goes to the columns in proportion to their text.
        return most.iter().map(|w| w * width / sum_most).collect();
    }
    if sum_least <= width {
        let wants: f32 = most.iter().zip(&least).map(|(a, b)| a - b).sum();
        let spare = width - sum_least;
        return least.iter().zip(&most).map(|(l, h)| l + spare * (h - l) / wants).collect();
    }
    // Even the longest words do not fit: every column shrinks alike, and words break.
    least.iter().map(|l| l * width / sum_least).collect()
}

/// Each column's least width (its longest word) and most (its longest line), padding included.
fn extents(m: &Metrics, s: &BookletStyle, st: &Styles, t: &TableBlock) -> (Vec<f32>, Vec<f32>) {
    let pad = 2.0 * s.cell_pad_x_mm;
    let n = t.columns.len().max(1);
    let mut least = vec![0.0f32; n];
    let mut most = vec![0.0f32; n];
    let mut measure = |c: usize, style: Style, text: &str| {
        for paragraph in text.lines() {
            most[c] = most[c].max(m.width_mm(style.font, style.size_pt, paragraph.trim()) + pad);
            for word in paragraph.split_whitespace() {
                least[c] = least[c].max(m.width_mm(style.font, style.size_pt, word) + pad);
            }
        }
    };
    for (c, title) in t.columns.iter().enumerate() {
        measure(c, st.head, title);
    }
    for row in &t.rows {
        for (c, cell) in row.iter().enumerate().take(n) {
            if let Some(h) = &cell.headline {
                measure(c, st.bold, h);
            }
            measure(c, st.body, &cell.text);
        }
    }
    for c in 0..n {
        least[c] = least[c].max(pad + 2.0);
        most[c] = most[c].max(least[c]);
    }
    (least, most)
}
