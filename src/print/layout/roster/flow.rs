//! The [`Flow`] of side headings and character blocks down the columns of the pages, splitting a
//! block taller than a column with [`split_point`].
//!
//! Sides follow one another without a new page: a side's heading is kept with its first block and
//! starts after everything of the side before it (in a later column, or further down the same one);
//! a page that a side runs onto starts with the side's heading marked "(continued)". Within a side,
//! a block that does not fit under the last one goes into the first column of the page, from the
//! side's own first column on, that has room for it (so the left column does not stay half empty
//! while the right one fills), and only then onto a new page.

use super::{Block, Colour, Header, Item, Page, Row, Sheet, Stroke, EPS};

/// The pages, filled column by column.
pub(super) struct Flow<'s, 't> {
    sheet: &'s Sheet<'t>,
    header: &'s Header,
    pub(super) pages: Vec<Page>,
    /// The top of the free space in each column of the last page.
    ys: Vec<f32>,
    /// Whether each column of the last page holds anything yet.
    used: Vec<bool>,
    /// The first column the current side may fill on the last page.
    open_from: usize,
    /// The column the last block went into.
    last: usize,
    /// The current side's heading as a page it runs onto repeats it, and whether it still waits to
    /// be placed with the side's first block.
    side: Option<(Row, Row)>,
    heading_pending: bool,
}

impl<'s, 't> Flow<'s, 't> {
    pub(super) fn new(sheet: &'s Sheet<'t>, header: &'s Header) -> Self {
        let columns = sheet.t.page.columns as usize;
        Flow {
            sheet,
            header,
            pages: vec![sheet.page(header)],
            ys: vec![header.bottom_mm; columns],
            used: vec![false; columns],
            open_from: 0,
            last: 0,
            side: None,
            heading_pending: false,
        }
    }

    fn columns(&self) -> usize {
        self.ys.len()
    }

    fn remaining(&self, column: usize) -> f32 {
        self.sheet.content_bottom_mm() - self.ys[column]
    }

    /// The height of a whole column, below what a page starts with.
    fn full_column(&self) -> f32 {
        self.sheet.content_bottom_mm() - self.header.bottom_mm
    }

    /// Starts a side: `heading` goes above its first block (or its note), `continued` at the top of
    /// every further page it runs onto.
    pub(super) fn start_side(&mut self, heading: Row, continued: Row) {
        self.side = Some((heading, continued));
        self.heading_pending = true;
    }

    fn new_page(&mut self) {
        self.pages.push(self.sheet.page(self.header));
        let columns = self.columns();
        self.ys = vec![self.header.bottom_mm; columns];
        self.used = vec![false; columns];
        self.open_from = 0;
        self.last = 0;
        if let (Some((_, continued)), false) = (&self.side, self.heading_pending) {
            let row = Row { height_mm: continued.height_mm, items: continued.items.clone(), keep_with_next: true };
            self.draw_rows(0, vec![row], false);
        }
    }

    /// The column a side's first item may start in: after everything already on the page.
    fn side_start(&self) -> usize {
        self.used.iter().rposition(|u| *u).unwrap_or(0)
    }

    /// Where an item `height` high goes on this page, if it fits anywhere: the first column with
    /// room, from `from` on.
    fn column_for(&self, height: f32, from: usize) -> Option<usize> {
        (from..self.columns()).find(|&c| height <= self.remaining(c) + EPS)
    }

    /// Places a grey remark (a side without characters) under the side's heading.
    pub(super) fn note(&mut self, rows: Vec<Row>) {
        let heading = self.take_heading();
        let mut all = heading.into_iter().collect::<Vec<_>>();
        all.extend(rows);
        let height: f32 = all.iter().map(|r| r.height_mm).sum();
        let from = self.side_start();
        let column = match self.column_for(height, from) {
            Some(c) => c,
            None => {
                self.new_page();
                0
            }
        };
        self.open_from = column;
        self.draw_rows(column, all, false);
    }

    fn take_heading(&mut self) -> Option<Row> {
        if !self.heading_pending {
            return None;
        }
        self.heading_pending = false;
        self.side.as_ref().map(|(h, _)| Row { height_mm: h.height_mm, items: h.items.clone(), keep_with_next: true })
    }

    /// Places a block whole in the first column with room for it, or on a new page; splits it only
    /// if it is taller than a column.
    pub(super) fn place(&mut self, block: Block<'_>) {
        let starts_side = self.heading_pending;
        let heading = self.take_heading();
        let heading_h = heading.as_ref().map_or(0.0, |h| h.height_mm);
        let title = self.sheet.title_bar(block.name, block.kind, block.struck, false);
        let height = heading_h + title.height_mm + block.rows.iter().map(|r| r.height_mm).sum::<f32>();
        let from = if starts_side { self.side_start() } else { self.open_from };
        let column = match self.column_for(height, from) {
            Some(c) => Some(c),
            None if height <= self.full_column() + EPS => {
                self.new_page();
                Some(0)
            }
            None => None,
        };
        if let Some(column) = column {
            if starts_side {
                self.open_from = column;
            }
            if let Some(h) = heading {
                self.draw_rows(column, vec![h], false);
            }
            self.draw_block(column, title, block.rows);
            return;
        }
        // Taller than a column: split between rows, preferring not to part kept rows, from the
        // first column left empty (or a new page).
        let mut column = match (from..self.columns()).find(|&c| !self.used[c] && c >= self.last) {
            Some(c) => c,
            None => {
                self.new_page();
                0
            }
        };
        if starts_side {
            self.open_from = column;
        }
        if let Some(h) = heading {
            self.draw_rows(column, vec![h], false);
        }
        let mut rows = block.rows;
        let mut title = title;
        loop {
            let room = self.remaining(column) - title.height_mm;
            let take = split_point(&rows, room);
            let rest = rows.split_off(take);
            self.draw_block(column, title, rows);
            rows = rest;
            if rows.is_empty() {
                return;
            }
            if column + 1 < self.columns() {
                column += 1;
            } else {
                self.new_page();
                column = 0;
            }
            title = self.sheet.title_bar(block.name, block.kind, block.struck, true);
            let left: f32 = title.height_mm + rows.iter().map(|r| r.height_mm).sum::<f32>();
            if left <= self.remaining(column) + EPS {
                self.draw_block(column, title, rows);
                return;
            }
        }
    }

    fn x(&self, column: usize) -> f32 {
        let s = self.sheet;
        s.left_mm + column as f32 * (s.column_mm + s.t.page.column_gap_mm)
    }

    /// Draws rows at the top of a column's free space; framed as a block when `framed`.
    fn draw_rows(&mut self, column: usize, rows: Vec<Row>, framed: bool) {
        let s = self.sheet;
        let x = self.x(column);
        let top = self.ys[column];
        let mut y = top;
        let page = self.pages.last_mut().expect("a flow always has a page");
        for row in rows {
            page.items.extend(row.items.into_iter().map(|item| item.moved(x, y)));
            y += row.height_mm;
        }
        if framed {
            page.items.push(Item::Rect {
                x_mm: x,
                y_mm: top,
                w_mm: s.column_mm,
                h_mm: y - top,
                stroke: Some(Stroke { width_pt: s.t.block.frame_pt, colour: Colour::Grey(s.t.colours.frame) }),
                fill: None,
            });
            y += s.t.page.block_gap_mm;
        }
        self.ys[column] = y;
        self.used[column] = true;
        self.last = column;
    }

    /// Draws a block (or part of one) at the top of a column's free space, framed.
    fn draw_block(&mut self, column: usize, title: Row, rows: Vec<Row>) {
        let all = std::iter::once(title).chain(rows).collect();
        self.draw_rows(column, all, true);
    }
}

/// How many of `rows` go into `room` mm: as many as fit, backing off so that a kept row is not
/// left last; at least one, so that a split always makes progress.
fn split_point(rows: &[Row], room: f32) -> usize {
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
