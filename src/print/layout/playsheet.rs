//! The playsheet: a rule set's tables, one after another down the page as the book prints them —
//! each with its title, where it comes from, its grid (header row shaded, cells wrapped to their
//! column) and its notes — with the sheet's title at the top of every page and "Page N of M" at the
//! foot. A table too long for what is left of a page goes on over the next, its header row again.
//!
//! Column widths: every column gets at least its longest word; what is left of the width is shared
//! out in proportion to how much wider each column's longest cell would like to be.

use super::text::{wrap, Metrics, Span, Style, TextLine};
use super::{Colour, FontFace, Item, Page, Stroke};
use crate::print::template::pt_to_mm;
use crate::print::{Paper, PlaysheetDoc, PlaysheetTable};

const MARGIN_MM: f32 = 12.0;
const TITLE_PT: f32 = 15.0;
const TABLE_TITLE_PT: f32 = 10.0;
const SOURCE_PT: f32 = 6.5;
const BODY_PT: f32 = 7.5;
const NOTE_PT: f32 = 6.8;
const FOOTER_PT: f32 = 7.0;
const LINE: f32 = 1.25;
const PAD_MM: f32 = 1.0;
const GAP_MM: f32 = 5.0;
const FOOTER_MM: f32 = 8.0;
const INK: Colour = Colour::Grey(0.1);
const GREY: Colour = Colour::Grey(0.4);
const SHADE: Colour = Colour::Grey(0.88);
const RULE: Colour = Colour::Grey(0.55);

fn style(font: FontFace, size_pt: f32, colour: Colour) -> Style {
    Style { font, size_pt, colour }
}

fn line_mm(size_pt: f32) -> f32 {
    pt_to_mm(size_pt) * LINE
}

/// Lines of a paragraph as items, from `y` (the top of the first line); returns the items and the
/// height used.
fn paragraph(m: &Metrics, s: Style, text: &str, x: f32, y: f32, width: f32) -> (Vec<Item>, f32) {
    let lines = wrap(m, &[Span { style: s, text }], width);
    let step = line_mm(s.size_pt);
    let mut items = Vec::new();
    for (i, l) in lines.into_iter().enumerate() {
        items.extend(l.items(x, y + i as f32 * step + m.baseline_mm(s.font, s.size_pt, step)));
    }
    let count = wrap(m, &[Span { style: s, text }], width).len() as f32;
    (items, count * step)
}

/// The widths of a table's columns within `width`.
pub(crate) fn column_widths(m: &Metrics, table: &PlaysheetTable, width: f32) -> Vec<f32> {
    let n = table.columns.len().max(1);
    let body = style(FontFace::Regular, BODY_PT, INK);
    let head = style(FontFace::Bold, BODY_PT, INK);
    let cells = |c: usize| {
        std::iter::once((head, table.columns.get(c).map(String::as_str).unwrap_or_default()))
            .chain(table.rows.iter().map(move |r| (body, r.get(c).map(String::as_str).unwrap_or_default())))
    };
    let measure = |s: Style, t: &str| m.width_mm(s.font, s.size_pt, t) + 2.0 * PAD_MM;
    let least: Vec<f32> = (0..n)
        .map(|c| {
            cells(c).flat_map(|(s, t)| t.split_whitespace().map(move |w| measure(s, w))).fold(2.0 * PAD_MM, f32::max)
        })
        .collect();
    let wish: Vec<f32> = (0..n).map(|c| cells(c).map(|(s, t)| measure(s, t)).fold(0.0, f32::max)).collect();
    let floor: f32 = least.iter().sum();
    if floor >= width {
        // Even the longest words do not fit: share the width in proportion to them.
        return least.iter().map(|l| l / floor * width).collect();
    }
    let extra: Vec<f32> = wish.iter().zip(&least).map(|(w, l)| (w - l).max(0.0)).collect();
    let want: f32 = extra.iter().sum();
    let spare = width - floor;
    if want <= spare {
        // Every column gets its wish; what is left goes to them all alike.
        let left = (spare - want) / n as f32;
        return least.iter().zip(&extra).map(|(l, e)| l + e + left).collect();
    }
    least.iter().zip(&extra).map(|(l, e)| l + e / want * spare).collect()
}

/// One row of a table: its cells wrapped, and its height.
struct GridRow {
    cells: Vec<Vec<TextLine>>,
    height: f32,
    style: Style,
}

fn grid_row(m: &Metrics, cells: &[String], widths: &[f32], s: Style) -> GridRow {
    let cells: Vec<Vec<TextLine>> = widths
        .iter()
        .enumerate()
        .map(|(i, w)| {
            wrap(m, &[Span { style: s, text: cells.get(i).map(String::as_str).unwrap_or("") }], w - 2.0 * PAD_MM)
        })
        .collect();
    let lines = cells.iter().map(Vec::len).max().unwrap_or(1).max(1);
    GridRow { cells, height: lines as f32 * line_mm(s.size_pt) + 2.0 * PAD_MM, style: s }
}

fn draw_row(m: &Metrics, row: GridRow, x: f32, y: f32, widths: &[f32], shade: bool) -> Vec<Item> {
    let total: f32 = widths.iter().sum();
    let mut items = Vec::new();
    if shade {
        items.push(Item::Rect { x_mm: x, y_mm: y, w_mm: total, h_mm: row.height, stroke: None, fill: Some(SHADE) });
    }
    let step = line_mm(row.style.size_pt);
    let mut cx = x;
    for (cell, w) in row.cells.into_iter().zip(widths) {
        for (i, l) in cell.into_iter().enumerate() {
            let baseline = y + PAD_MM + i as f32 * step + m.baseline_mm(row.style.font, row.style.size_pt, step);
            items.extend(l.items(cx + PAD_MM, baseline));
        }
        cx += w;
    }
    items.push(Item::Line {
        x1_mm: x,
        y1_mm: y + row.height,
        x2_mm: x + total,
        y2_mm: y + row.height,
        stroke: Stroke::new(0.3, RULE),
    });
    items
}

/// The pages being filled.
struct Pages<'d> {
    doc: &'d PlaysheetDoc,
    width: f32,
    height: f32,
    pages: Vec<Page>,
    y: f32,
}

impl<'d> Pages<'d> {
    fn new_page(&mut self, m: &Metrics) {
        let title = style(FontFace::Heading, TITLE_PT, INK);
        let sub = style(FontFace::Regular, 8.0, GREY);
        let step = line_mm(TITLE_PT);
        let baseline = MARGIN_MM + m.baseline_mm(title.font, title.size_pt, step);
        let mut items = vec![Item::Text {
            x_mm: MARGIN_MM,
            y_mm: baseline,
            size_pt: TITLE_PT,
            font: title.font,
            colour: INK,
            text: self.doc.title.clone(),
        }];
        let w = m.width_mm(sub.font, sub.size_pt, &self.doc.ruleset);
        items.push(Item::Text {
            x_mm: self.width - MARGIN_MM - w,
            y_mm: baseline,
            size_pt: sub.size_pt,
            font: sub.font,
            colour: GREY,
            text: self.doc.ruleset.clone(),
        });
        let rule = MARGIN_MM + step + 1.0;
        items.push(Item::Line {
            x1_mm: MARGIN_MM,
            y1_mm: rule,
            x2_mm: self.width - MARGIN_MM,
            y2_mm: rule,
            stroke: Stroke::new(0.8, INK),
        });
        self.pages.push(Page { width_mm: self.width, height_mm: self.height, items });
        self.y = rule + 3.0;
    }

    fn bottom(&self) -> f32 {
        self.height - MARGIN_MM - FOOTER_MM
    }

    fn room(&self) -> f32 {
        self.bottom() - self.y
    }

    fn push(&mut self, items: Vec<Item>, height: f32) {
        self.pages.last_mut().expect("a page is open").items.extend(items);
        self.y += height;
    }
}

/// Lays out a playsheet on `paper`.
pub fn playsheet(doc: &PlaysheetDoc, paper: Paper) -> Vec<Page> {
    let m = Metrics::embedded();
    let (width, height) = paper.size_mm();
    let mut p = Pages { doc, width, height, pages: Vec::new(), y: 0.0 };
    p.new_page(&m);
    let inner = width - 2.0 * MARGIN_MM;
    let head_style = style(FontFace::Bold, BODY_PT, INK);
    let body_style = style(FontFace::Regular, BODY_PT, INK);
    for (t, table) in doc.tables.iter().enumerate() {
        let widths = column_widths(&m, table, inner);
        let (title_items, title_h) =
            paragraph(&m, style(FontFace::Heading, TABLE_TITLE_PT, INK), &table.title, MARGIN_MM, 0.0, inner);
        let (source_items, source_h) =
            paragraph(&m, style(FontFace::Regular, SOURCE_PT, GREY), &table.source, MARGIN_MM, 0.0, inner);
        let head = || grid_row(&m, &table.columns, &widths, head_style);
        let first_row = table.rows.first().map_or(0.0, |r| grid_row(&m, r, &widths, body_style).height);
        let opening = title_h + source_h + 1.0 + head().height + first_row;
        if t > 0 && opening > p.room() {
            p.new_page(&m);
        }
        let y = p.y;
        p.push(title_items.into_iter().map(|i| i.moved(0.0, y)).collect(), title_h);
        let y = p.y;
        p.push(source_items.into_iter().map(|i| i.moved(0.0, y)).collect(), source_h + 1.0);
        let header = head();
        let hh = header.height;
        let y = p.y;
        p.push(draw_row(&m, header, MARGIN_MM, y, &widths, true), hh);
        for cells in &table.rows {
            let row = grid_row(&m, cells, &widths, body_style);
            if row.height > p.room() {
                p.new_page(&m);
                let (cont, ch) = paragraph(
                    &m,
                    style(FontFace::Bold, SOURCE_PT, GREY),
                    &format!("{} (continued)", table.title),
                    MARGIN_MM,
                    0.0,
                    inner,
                );
                let y = p.y;
                p.push(cont.into_iter().map(|i| i.moved(0.0, y)).collect(), ch);
                let header = head();
                let hh = header.height;
                let y = p.y;
                p.push(draw_row(&m, header, MARGIN_MM, y, &widths, true), hh);
            }
            let rh = row.height;
            let y = p.y;
            p.push(draw_row(&m, row, MARGIN_MM, y, &widths, false), rh);
        }
        p.y += 1.0;
        for note in &table.notes {
            let (items, h) = paragraph(&m, style(FontFace::Regular, NOTE_PT, GREY), note, MARGIN_MM, 0.0, inner);
            if h > p.room() {
                p.new_page(&m);
            }
            let y = p.y;
            p.push(items.into_iter().map(|i| i.moved(0.0, y)).collect(), h);
        }
        p.y += GAP_MM;
    }
    let count = p.pages.len();
    let footer = style(FontFace::Regular, FOOTER_PT, GREY);
    for (i, page) in p.pages.iter_mut().enumerate() {
        let text = format!("Page {} of {count}", i + 1);
        let w = m.width_mm(footer.font, footer.size_pt, &text);
        page.items.push(Item::Text {
            x_mm: (width - w) / 2.0,
            y_mm: height - MARGIN_MM,
            size_pt: FOOTER_PT,
            font: footer.font,
            colour: GREY,
            text,
        });
    }
    p.pages
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(rows: usize) -> PlaysheetDoc {
        PlaysheetDoc {
            title: "My Wild West".into(),
            ruleset: "Playsheet".into(),
            tables: vec![
                PlaysheetTable {
                    title: "Chance of hit table".into(),
                    source: "MWW tables v4".into(),
                    columns: vec!["Range".into(), "Six Gun".into(), "Thrown weapon".into()],
                    rows: (0..rows).map(|i| vec![format!("{i}\" – {}\"", i + 1), "65".into(), "To close".into()]).collect(),
                    notes: vec!["0,0 is always a hit unless N/A.".into()],
                },
                PlaysheetTable {
                    title: "Rules in words".into(),
                    source: "MWW rules".into(),
                    columns: vec!["What".into(), "Rule".into()],
                    rows: vec![vec!["Facing".into(), "Figures can only shoot at a target that is in the forward arc to its facing. There is no cost to change facing but the model should always be turned to face the target.".into()]],
                    notes: vec![],
                },
            ],
        }
    }

    fn texts(pages: &[Page]) -> Vec<String> {
        pages.iter().flat_map(|p| p.items.iter().flat_map(|i| i.texts().into_iter().map(str::to_string))).collect()
    }

    #[test]
    fn every_cell_is_on_the_page_within_the_margins() {
        for paper in [Paper::A4, Paper::Letter] {
            let pages = playsheet(&doc(5), paper);
            assert_eq!(pages.len(), 1);
            let all = texts(&pages).join(" ");
            for want in [
                "Chance of hit table",
                "MWW tables v4",
                "Six Gun",
                "Thrown weapon",
                "To close",
                "0,0 is always a hit unless N/A.",
                "Page 1 of 1",
                "forward arc",
            ] {
                assert!(all.contains(want), "{want} missing from {all}");
            }
            let m = Metrics::embedded();
            let (w, h) = paper.size_mm();
            for item in &pages[0].items {
                if let Item::Text { x_mm, y_mm, size_pt, font, text, .. } = item {
                    assert!(
                        *x_mm >= MARGIN_MM - 0.01 && x_mm + m.width_mm(*font, *size_pt, text) <= w - MARGIN_MM + 0.01,
                        "{text} leaves the page"
                    );
                    assert!(*y_mm <= h - MARGIN_MM + 0.01 && *y_mm > MARGIN_MM, "{text} at {y_mm}");
                }
            }
        }
    }

    #[test]
    fn a_long_table_goes_on_over_the_next_page_with_its_header_again() {
        let pages = playsheet(&doc(120), Paper::A4);
        assert!(pages.len() >= 2);
        let second = texts(&pages[1..2]).join(" ");
        assert!(second.contains("Chance of hit table (continued)") && second.contains("Six Gun"), "{second}");
        let all = texts(&pages).join(" ");
        assert!(all.contains("119\" – 120\""));
        assert!(all.contains(&format!("Page {} of {}", pages.len(), pages.len())));
    }

    #[test]
    fn columns_share_the_width_and_keep_their_longest_word() {
        let m = Metrics::embedded();
        let d = doc(3);
        let widths = column_widths(&m, &d.tables[1], 186.0);
        assert!((widths.iter().sum::<f32>() - 186.0).abs() < 0.01);
        assert!(widths[1] > widths[0] * 3.0, "{widths:?}");
        let narrow = column_widths(&m, &d.tables[0], 40.0);
        assert!((narrow.iter().sum::<f32>() - 40.0).abs() < 0.01);
    }
}
