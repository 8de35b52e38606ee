//! Cast sheets: a part per player — the scenario's title, plot and set notes, the player's own
//! facts (an MWW gang's money and APs); each member of the player's cast with their facts beside
//! the portrait and their tables (traits, props, skills, weapons), kept together on one page when
//! they fit on one (two to a page where each takes half a page or less); what the player should
//! know (the campaign's options); and, once per player, a quick reference of the charts their
//! characters roll most, in two columns (a chart too wide for a column spans the page). Worded by
//! the campaign layer (`crate::campaign::cast_sheet`), laid out as a [`Booklet`].

use super::layout::booklet::{booklet, Block, Booklet, Facts, Heading, HeadingLevel, TableBlock};
use super::playsheet::{shown, table_block};
use super::template::BookletTemplate;
use super::{pdf, Paper, PrintError, Printed};
use crate::rules::tables::Table;

/// What the cast sheets of a scenario show, already worded.
#[derive(Debug, Clone, PartialEq)]
pub struct CastSheetDoc {
    /// The scenario's title.
    pub title: String,
    /// "Showdown at Dry Gulch · Quick on the Draw": the campaign and its rule set.
    pub subtitle: String,
    pub plot: String,
    pub set_notes: String,
    pub players: Vec<PlayerSheet>,
}

/// One player's sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerSheet {
    /// "Ann — The Earps ♥".
    pub heading: String,
    /// Labelled values about the player's side, before the cast: an MWW gang's money, APs a turn
    /// and turn card. Empty for most families.
    pub facts: Vec<(String, String)>,
    pub members: Vec<MemberSheet>,
    /// Paragraphs after the cast (the campaign's options that differ from the playsheet).
    pub remarks: Vec<String>,
    /// The charts this player's characters roll most, whole or narrowed to the columns they need.
    pub reference: Vec<Table>,
}

/// One member of the cast.
#[derive(Debug, Clone, PartialEq)]
pub struct MemberSheet {
    pub name: String,
    /// "Hero", "Beast (extra)", "Shootist".
    pub kind: String,
    /// Short labelled values, two side by side, beside the portrait: ("Cards", "A♥ K♥ Q♥ J♥").
    pub facts: Vec<(String, String)>,
    /// Long labelled values under them, the whole width: ("Notes", "…").
    pub wide_facts: Vec<(String, String)>,
    pub portrait_png: Option<Vec<u8>>,
    /// Traits, props, skills, weapons.
    pub tables: Vec<TableBlock>,
    /// Small print under the tables (how a figure was worked out).
    pub remarks: Vec<String>,
}

/// The cast sheets as a booklet: a part (new page, own page numbers) per player; the quick
/// reference when `quick_reference`.
pub fn cast_sheet_booklet(doc: &CastSheetDoc, quick_reference: bool) -> Booklet {
    let mut blocks = Vec::new();
    for player in &doc.players {
        blocks.push(Block::Part(player.heading.clone()));
        blocks.push(Block::Heading(Heading {
            text: doc.title.clone(),
            aside: doc.subtitle.clone(),
            level: HeadingLevel::Section,
        }));
        if !doc.plot.trim().is_empty() {
            blocks.push(Block::Paragraph(doc.plot.clone()));
        }
        if !doc.set_notes.trim().is_empty() {
            blocks.push(Block::Paragraph(format!("The set: {}", doc.set_notes)));
        }
        if !player.facts.is_empty() {
            blocks.push(Block::Facts(Facts::list(player.facts.clone())));
        }
        for member in &player.members {
            let mut kept = vec![
                Block::Heading(Heading {
                    text: member.name.clone(),
                    aside: member.kind.clone(),
                    level: HeadingLevel::Bar,
                }),
                Block::Facts(Facts {
                    pairs: member.facts.clone(),
                    portrait: member.portrait_png.clone(),
                    alt: member.name.clone(),
                    columns: 2,
                }),
            ];
            if !member.wide_facts.is_empty() {
                kept.push(Block::Facts(Facts::list(member.wide_facts.clone())));
            }
            kept.extend(member.tables.iter().cloned().map(Block::Table));
            kept.extend(member.remarks.iter().cloned().map(Block::Remark));
            blocks.push(Block::Keep(kept));
        }
        blocks.extend(player.remarks.iter().cloned().map(Block::Paragraph));
        if quick_reference && !player.reference.is_empty() {
            blocks.push(Block::Heading(Heading {
                text: "Quick reference".to_string(),
                aside: "The charts this cast rolls most, as Posse rolls them".to_string(),
                level: HeadingLevel::Section,
            }));
            blocks.push(Block::Columns(2));
            blocks.extend(player.reference.iter().map(|t| Block::Table(table_block(t))));
            blocks.push(Block::Columns(1));
        }
    }
    Booklet { title: format!("{} \u{2014} cast sheet", doc.title), subtitle: doc.subtitle.clone(), blocks }
}

/// Lays out and renders the cast sheets as template `t` has them.
pub fn cast_sheet_pdf(doc: &CastSheetDoc, paper: Paper, t: &BookletTemplate) -> Result<Printed, PrintError> {
    let pages = booklet(&shown(cast_sheet_booklet(doc, t.show.quick_reference), t), &t.style(), paper)?;
    Ok(Printed { pdf: pdf::render(&doc.title, &pages)?, pages: pages.len() })
}
