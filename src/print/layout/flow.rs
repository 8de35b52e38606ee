//! The [`Flow`] of character blocks down the columns of a side's pages, splitting a block
//! taller than a column with [`split_point`].

use super::{Block, Header, Item, Page, Row, Sheet, Stroke, EPS};

/// Pages of one side, filled column by column.
pub(super) struct Flow<'s, 't, 'a> {
    sheet: &'s Sheet<'t>,
    header: &'s Header<'a>,
    pub(super) pages: Vec<Page<'a>>,
    column: u32,
    /// The top of the free space in the current column.
    y_mm: f32,
    column_empty: bool,
}

impl<'s, 't, 'a> Flow<'s, 't, 'a> {
    pub(super) fn new(sheet: &'s Sheet<'t>, header: &'s Header<'a>) -> Self {
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
    pub(super) fn place(&mut self, block: Block<'a>) {
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
