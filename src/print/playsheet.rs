//! Playsheets: the charts of a rule set printed from the table registry
//! ([`crate::rules::tables`]) as a [`Booklet`], so that a printed chart is the chart the engine
//! rolls on. Any rule set prints one by passing its tables, grouped into sections; the campaign
//! layer (`crate::campaign::playsheet`) chooses them for QOTD and the fate family.

use super::layout::booklet::{booklet, Block, Booklet, Heading, HeadingLevel, TableBlock, TableCell};
use super::template::BookletTemplate;
use super::{pdf, Paper, PrintError, Printed};
use crate::rules::tables::{self, Table, TableError};

/// What a playsheet prints: a title, a subtitle (the campaign, or "Reference"), remarks under the
/// title, and sections of tables in order.
#[derive(Debug, Clone, PartialEq)]
pub struct Playsheet {
    pub title: String,
    pub subtitle: String,
    /// Paragraphs printed before the first section (the campaign's options).
    pub remarks: Vec<String>,
    pub sections: Vec<PlaysheetSection>,
}

impl Playsheet {
    /// A playsheet of registry tables, by id, in sections: how a rule set whose charts need no
    /// campaign prints one (`[("Shooting", &["twtw.shooting", …]), …]`). An unknown id is refused
    /// as the registry refuses it.
    pub fn from_registry(title: &str, subtitle: &str, sections: &[(&str, &[&str])]) -> Result<Playsheet, TableError> {
        let sections = sections
            .iter()
            .map(|(heading, ids)| {
                let tables = ids.iter().map(|id| tables::table(id)).collect::<Result<Vec<_>, _>>()?;
                Ok(PlaysheetSection { heading: heading.to_string(), tables })
            })
            .collect::<Result<Vec<_>, TableError>>()?;
        Ok(Playsheet { title: title.to_string(), subtitle: subtitle.to_string(), remarks: Vec::new(), sections })
    }
}

/// A heading and the tables under it.
#[derive(Debug, Clone, PartialEq)]
pub struct PlaysheetSection {
    pub heading: String,
    pub tables: Vec<Table>,
}

/// A registry table as the booklet prints it: title, source, column titles, every cell (headline
/// and text) and the notes, word for word.
pub fn table_block(t: &Table) -> TableBlock {
    TableBlock {
        title: t.info.title.clone(),
        source: t.info.source.clone(),
        columns: t.columns.iter().map(|c| c.title.clone()).collect(),
        rows: t
            .rows
            .iter()
            .map(|r| r.cells.iter().map(|c| TableCell { headline: c.headline.clone(), text: c.text.clone() }).collect())
            .collect(),
        notes: t.notes.clone(),
    }
}

/// The playsheet as a booklet.
pub fn playsheet_booklet(p: &Playsheet) -> Booklet {
    let mut blocks: Vec<Block> = p.remarks.iter().map(|r| Block::Paragraph(r.clone())).collect();
    for section in p.sections.iter().filter(|s| !s.tables.is_empty()) {
        blocks.push(Block::Heading(Heading {
            text: section.heading.clone(),
            aside: String::new(),
            level: HeadingLevel::Section,
        }));
        blocks.extend(section.tables.iter().map(|t| Block::Table(table_block(t))));
    }
    Booklet { title: p.title.clone(), subtitle: p.subtitle.clone(), blocks }
}

/// Lays out and renders a playsheet as template `t` has it.
pub fn playsheet_pdf(p: &Playsheet, paper: Paper, t: &BookletTemplate) -> Result<Printed, PrintError> {
    let pages = booklet(&shown(playsheet_booklet(p), t), &t.style(), paper)?;
    Ok(Printed { pdf: pdf::render(&p.title, &pages)?, pages: pages.len() })
}

/// A booklet less what template `t` does not show: the tables' sources, the portraits.
pub(crate) fn shown(mut b: Booklet, t: &BookletTemplate) -> Booklet {
    fn hide(blocks: &mut [Block], t: &BookletTemplate) {
        for block in blocks {
            match block {
                Block::Table(table) if !t.show.sources => table.source.clear(),
                Block::Facts(facts) if !t.show.portraits => facts.portrait = None,
                Block::Keep(inner) => hide(inner, t),
                _ => {}
            }
        }
    }
    hide(&mut b.blocks, t);
    b
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorCode;

    #[test]
    fn a_playsheet_of_registry_ids_prints_their_cells_word_for_word() {
        let p = Playsheet::from_registry("Test", "Reference", &[("Hits", &["qotd.effects_of_hits", "fate.nerve"])])
            .unwrap();
        let booklet = playsheet_booklet(&p);
        let Block::Table(t) = &booklet.blocks[1] else { panic!("{:?}", booklet.blocks[1]) };
        let registry = tables::table("qotd.effects_of_hits").unwrap();
        assert_eq!(t.title, registry.info.title);
        assert_eq!(t.rows.len(), registry.rows.len());
        assert_eq!(t.rows[0][4].text, registry.rows[0].cells[4].text);
        let pdf = playsheet_pdf(&p, Paper::A4, &crate::print::template::shipped_look().unwrap()).unwrap();
        assert!(pdf.pdf.starts_with(b"%PDF") && pdf.pages >= 1);
        let err = Playsheet::from_registry("Test", "", &[("Nothing", &["twtw.nothing_yet"])]).unwrap_err();
        assert_eq!(err.code(), "unknown_table");
    }
}
