//! The booklets' look: `templates/booklet.toml`, for the playsheets and the cast sheets.
//!
//! Colours are greys from 0.0 (black) to 1.0 (white).

use serde::Deserialize;

use super::{positive, FieldError, Look, Pictures, TemplateKind};
use crate::print::layout::booklet::BookletStyle;

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BookletTemplate {
    pub printable: String,
    pub page: BookletPage,
    #[serde(rename = "type")]
    pub type_: BookletType,
    pub table: BookletTable,
    pub facts: BookletFacts,
    pub colours: BookletColours,
    pub show: BookletShow,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BookletPage {
    pub margin_mm: f32,
    /// Space between two blocks.
    pub gap_mm: f32,
    /// Baseline-to-baseline distance as a multiple of the type size.
    pub line_height: f32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BookletType {
    pub title_pt: f32,
    pub subtitle_pt: f32,
    pub section_pt: f32,
    pub bar_pt: f32,
    pub table_title_pt: f32,
    pub body_pt: f32,
    pub cell_pt: f32,
    pub small_pt: f32,
    pub footer_pt: f32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BookletTable {
    pub cell_pad_x_mm: f32,
    pub cell_pad_y_mm: f32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BookletFacts {
    pub label_mm: f32,
    pub portrait_w_mm: f32,
    pub portrait_h_mm: f32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BookletColours {
    pub label: f32,
    pub rule: f32,
    /// A character's heading bar and a table's header row.
    pub fill: f32,
    /// Every other row of a table.
    pub stripe: f32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BookletShow {
    /// The portraits beside a cast member's facts.
    pub portraits: bool,
    /// Where each table comes from, after its title ("QOTD Reel 6, …").
    pub sources: bool,
    /// A cast sheet's quick reference of the charts the player's cast rolls most.
    pub quick_reference: bool,
}

impl BookletTemplate {
    /// The layout's measures.
    pub fn style(&self) -> BookletStyle {
        let (p, t) = (&self.page, &self.type_);
        BookletStyle {
            margin_mm: p.margin_mm,
            title_pt: t.title_pt,
            subtitle_pt: t.subtitle_pt,
            section_pt: t.section_pt,
            bar_pt: t.bar_pt,
            table_title_pt: t.table_title_pt,
            body_pt: t.body_pt,
            cell_pt: t.cell_pt,
            small_pt: t.small_pt,
            footer_pt: t.footer_pt,
            line_height: p.line_height,
            cell_pad_x_mm: self.table.cell_pad_x_mm,
            cell_pad_y_mm: self.table.cell_pad_y_mm,
            gap_mm: p.gap_mm,
            label_mm: self.facts.label_mm,
            portrait_w_mm: self.facts.portrait_w_mm,
            portrait_h_mm: self.facts.portrait_h_mm,
            label_grey: self.colours.label,
            rule_grey: self.colours.rule,
            fill_grey: self.colours.fill,
            stripe_grey: self.colours.stripe,
        }
    }
}

/// Names no pictures.
impl Pictures for BookletTemplate {
    fn pictures(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }

    fn set_picture(&mut self, _field: &str, _bytes: std::sync::Arc<Vec<u8>>) {}
}

impl Look for BookletTemplate {
    const KIND: TemplateKind = TemplateKind::Booklet;

    fn check(&self) -> Result<(), FieldError> {
        let (p, t) = (&self.page, &self.type_);
        positive(&[
            ("page.gap_mm", p.gap_mm),
            ("type.title_pt", t.title_pt),
            ("type.subtitle_pt", t.subtitle_pt),
            ("type.section_pt", t.section_pt),
            ("type.bar_pt", t.bar_pt),
            ("type.table_title_pt", t.table_title_pt),
            ("type.body_pt", t.body_pt),
            ("type.cell_pt", t.cell_pt),
            ("type.small_pt", t.small_pt),
            ("type.footer_pt", t.footer_pt),
            ("table.cell_pad_x_mm", self.table.cell_pad_x_mm),
            ("table.cell_pad_y_mm", self.table.cell_pad_y_mm),
            ("facts.label_mm", self.facts.label_mm),
            ("facts.portrait_w_mm", self.facts.portrait_w_mm),
            ("facts.portrait_h_mm", self.facts.portrait_h_mm),
        ])?;
        // A page must keep room for text: margins under a quarter of the smaller paper's width.
        if !(p.margin_mm.is_finite() && (5.0..=50.0).contains(&p.margin_mm)) {
            return Err(FieldError::new(
                "page.margin_mm",
                format!("5 to 50 mm (a printer cannot reach the paper's edge), not {}", p.margin_mm),
            ));
        }
        if !(1.0..=3.0).contains(&p.line_height) {
            return Err(FieldError::new("page.line_height", format!("between 1.0 and 3.0, not {}", p.line_height)));
        }
        for (field, pt) in [("type.cell_pt", t.cell_pt), ("type.body_pt", t.body_pt), ("type.small_pt", t.small_pt)] {
            if !(5.0..=24.0).contains(&pt) {
                return Err(FieldError::new(field, format!("5 to 24 pt, readable at the table, not {pt}")));
            }
        }
        if self.facts.portrait_w_mm > 80.0 || self.facts.label_mm > 80.0 {
            return Err(FieldError::new(
                "facts.portrait_w_mm",
                "the portrait and the labels may take at most 80 mm each of the page's width",
            ));
        }
        let c = &self.colours;
        for (field, value) in [
            ("colours.label", c.label),
            ("colours.rule", c.rule),
            ("colours.fill", c.fill),
            ("colours.stripe", c.stripe),
        ] {
            if !(0.0..=1.0).contains(&value) {
                return Err(FieldError::new(field, format!("is a grey from 0.0 (black) to 1.0 (white), not {value}")));
            }
        }
        Ok(())
    }
}

impl Default for BookletStyle {
    /// The shipped template's (`templates/booklet.toml`): readable at arm's length on a table, 8 pt
    /// cells, 9 pt body.
    fn default() -> BookletStyle {
        super::shipped_look::<BookletTemplate>()
            .expect("the shipped booklet template is valid (checked by a test)")
            .style()
    }
}
