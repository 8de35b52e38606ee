//! The roster sheet's look: `templates/roster.toml`.
//!
//! Colours are greys from 0.0 (black) to 1.0 (white). Margins wider than the paper are refused
//! when the paper is known ([`RosterTemplate::check_fits`]).

use serde::Deserialize;

use super::{pt_to_mm, FieldError, Look, Pictures, TemplateKind};
use crate::print::{Paper, PrintError};

/// The smallest width left for text beside a block's portrait and stat labels; a template whose
/// columns are narrower than this cannot print a readable block.
const MIN_TEXT_WIDTH_MM: f32 = 20.0;

/// A sheet's look. Every field is documented in the TOML file it comes from.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RosterTemplate {
    /// Where the template came from, for error messages; not part of the TOML.
    #[serde(skip)]
    pub name: String,
    /// "roster".
    pub printable: String,
    pub page: PageStyle,
    pub header: HeaderStyle,
    pub footer: FooterStyle,
    #[serde(rename = "type")]
    pub type_: TypeStyle,
    pub block: BlockStyle,
    pub portrait: PortraitStyle,
    pub weapons: WeaponColumns,
    pub colours: Colours,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PageStyle {
    pub margin_top_mm: f32,
    pub margin_bottom_mm: f32,
    pub margin_left_mm: f32,
    pub margin_right_mm: f32,
    pub columns: u32,
    pub column_gap_mm: f32,
    pub block_gap_mm: f32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeaderStyle {
    pub title_pt: f32,
    pub subtitle_pt: f32,
    pub rule_pt: f32,
    pub gap_mm: f32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FooterStyle {
    pub size_pt: f32,
    pub rule_pt: f32,
    pub gap_mm: f32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TypeStyle {
    pub name_pt: f32,
    pub label_pt: f32,
    pub body_pt: f32,
    pub small_pt: f32,
    /// Baseline-to-baseline distance as a multiple of the type size.
    pub line_height: f32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockStyle {
    pub padding_mm: f32,
    pub frame_pt: f32,
    pub title_bar_mm: f32,
    pub section_gap_mm: f32,
    pub item_gap_mm: f32,
    pub stat_label_mm: f32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PortraitStyle {
    pub width_mm: f32,
    pub height_mm: f32,
    pub frame_pt: f32,
}

/// Shares of the weapons table's width; the impact column takes the rest.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WeaponColumns {
    pub name_share: f32,
    pub range_share: f32,
}

/// Greys, 0.0 black to 1.0 white.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Colours {
    pub text: f32,
    pub label: f32,
    pub title_fill: f32,
    pub rule: f32,
    pub frame: f32,
}

fn invalid(name: &str, reason: String) -> PrintError {
    PrintError::Template { name: name.to_string(), reason }
}

/// Names no pictures.
impl Pictures for RosterTemplate {
    fn pictures(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }

    fn set_picture(&mut self, _field: &str, _bytes: std::sync::Arc<Vec<u8>>) {}
}

impl Look for RosterTemplate {
    const KIND: TemplateKind = TemplateKind::Roster;

    fn check(&self) -> Result<(), FieldError> {
        self.check_fields()
    }

    fn set_origin(&mut self, origin: &str) {
        self.name = origin.to_string();
    }
}

impl RosterTemplate {
    /// Width of one column of blocks on `paper`, in mm.
    pub fn column_width_mm(&self, paper: Paper) -> f32 {
        let (w, _) = paper.size_mm();
        let p = &self.page;
        let columns = self.page.columns as f32;
        (w - p.margin_left_mm - p.margin_right_mm - p.column_gap_mm * (columns - 1.0)) / columns
    }

    /// Checks that the sheet fits on `paper`: margins leave room, and a column is wide enough for a
    /// portrait, the stat labels and some text.
    pub fn check_fits(&self, paper: Paper) -> Result<(), PrintError> {
        let (w, h) = paper.size_mm();
        let p = &self.page;
        if p.margin_left_mm + p.margin_right_mm >= w * 0.5 {
            return Err(self.error(format!(
                "the left and right margins ({} + {} mm) leave less than half the paper's width \
                 ({w} mm)",
                p.margin_left_mm, p.margin_right_mm
            )));
        }
        if p.margin_top_mm + p.margin_bottom_mm >= h * 0.5 {
            return Err(self.error(format!(
                "the top and bottom margins ({} + {} mm) leave less than half the paper's height \
                 ({h} mm)",
                p.margin_top_mm, p.margin_bottom_mm
            )));
        }
        let needed =
            self.portrait.width_mm + self.block.stat_label_mm + 2.0 * self.block.padding_mm + 2.0 * MIN_TEXT_WIDTH_MM;
        let column = self.column_width_mm(paper);
        if column < needed {
            return Err(self.error(format!(
                "a column is {column:.1} mm wide on {paper:?} paper; a block needs at least \
                 {needed:.1} mm (fewer columns, narrower margins or a smaller portrait)"
            )));
        }
        Ok(())
    }

    fn error(&self, reason: String) -> PrintError {
        invalid(&self.name, reason)
    }

    /// Checks what can be checked without knowing the paper.
    fn check_fields(&self) -> Result<(), FieldError> {
        let positive = [
            ("page.column_gap_mm", self.page.column_gap_mm),
            ("page.block_gap_mm", self.page.block_gap_mm),
            ("header.title_pt", self.header.title_pt),
            ("header.subtitle_pt", self.header.subtitle_pt),
            ("header.rule_pt", self.header.rule_pt),
            ("header.gap_mm", self.header.gap_mm),
            ("footer.size_pt", self.footer.size_pt),
            ("footer.rule_pt", self.footer.rule_pt),
            ("footer.gap_mm", self.footer.gap_mm),
            ("type.name_pt", self.type_.name_pt),
            ("type.label_pt", self.type_.label_pt),
            ("type.body_pt", self.type_.body_pt),
            ("type.small_pt", self.type_.small_pt),
            ("block.padding_mm", self.block.padding_mm),
            ("block.frame_pt", self.block.frame_pt),
            ("block.title_bar_mm", self.block.title_bar_mm),
            ("block.section_gap_mm", self.block.section_gap_mm),
            ("block.item_gap_mm", self.block.item_gap_mm),
            ("block.stat_label_mm", self.block.stat_label_mm),
            ("portrait.width_mm", self.portrait.width_mm),
            ("portrait.height_mm", self.portrait.height_mm),
            ("portrait.frame_pt", self.portrait.frame_pt),
            ("weapons.name_share", self.weapons.name_share),
            ("weapons.range_share", self.weapons.range_share),
        ];
        super::positive(&positive)?;
        let margins = [
            ("page.margin_top_mm", self.page.margin_top_mm),
            ("page.margin_bottom_mm", self.page.margin_bottom_mm),
            ("page.margin_left_mm", self.page.margin_left_mm),
            ("page.margin_right_mm", self.page.margin_right_mm),
        ];
        for (field, value) in margins {
            if !(value.is_finite() && value >= 0.0) {
                return Err(FieldError::new(field, format!("must be zero or more, not {value}")));
            }
        }
        if !(1..=4).contains(&self.page.columns) {
            return Err(FieldError::new("page.columns", format!("must be 1 to 4, not {}", self.page.columns)));
        }
        if !(self.type_.line_height >= 1.0 && self.type_.line_height <= 3.0) {
            return Err(FieldError::new(
                "type.line_height",
                format!("must be between 1.0 and 3.0, not {}", self.type_.line_height),
            ));
        }
        let w = &self.weapons;
        let shares = w.name_share + w.range_share;
        if shares > 0.8 {
            return Err(FieldError::new(
                "weapons.range_share",
                format!(
                    "the weapons table's name and range shares add up to {shares}; they must leave at \
                     least 0.2 for the impact"
                ),
            ));
        }
        let c = &self.colours;
        let greys = [
            ("colours.text", c.text),
            ("colours.label", c.label),
            ("colours.title_fill", c.title_fill),
            ("colours.rule", c.rule),
            ("colours.frame", c.frame),
        ];
        for (field, value) in greys {
            if !(0.0..=1.0).contains(&value) {
                return Err(FieldError::new(field, format!("is a grey from 0.0 (black) to 1.0 (white), not {value}")));
            }
        }
        // The title bar must hold the name.
        let name_mm = pt_to_mm(self.type_.name_pt);
        if self.block.title_bar_mm < name_mm {
            return Err(FieldError::new(
                "block.title_bar_mm",
                format!("{} mm is lower than the name's type ({name_mm:.1} mm)", self.block.title_bar_mm),
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The roster sheet's shipped template, `templates/roster.toml`.
    fn roster() -> Result<RosterTemplate, PrintError> {
        super::super::shipped_look()
    }

    #[test]
    fn the_roster_template_loads_and_fits_both_papers() {
        let t = roster().expect("templates/roster.toml is valid");
        assert_eq!(t.printable, "roster");
        assert_eq!(t.page.columns, 2);
        assert!(t.type_.body_pt >= 8.0, "readable in the hand");
        for paper in [Paper::A4, Paper::Letter] {
            t.check_fits(paper).unwrap();
            assert!(t.column_width_mm(paper) > 80.0);
        }
    }

    #[test]
    fn a_negative_size_is_refused_naming_the_field() {
        let text = super::super::SHIPPED[0].text.replace("body_pt = 8.5", "body_pt = -8.5");
        let err = super::super::parse::<RosterTemplate>("roster", &text).unwrap_err();
        assert!(matches!(err, PrintError::Template { .. }));
        assert!(err.to_string().contains("type.body_pt"), "{err}");
    }

    #[test]
    fn an_unknown_field_is_refused() {
        let text = super::super::SHIPPED[0].text.replace("[page]\n", "[page]\nmargins_mm = 3.0\n");
        let err = super::super::parse::<RosterTemplate>("roster", &text).unwrap_err();
        assert!(err.to_string().contains("margins_mm"), "{err}");
    }

    #[test]
    fn margins_wider_than_the_paper_are_refused() {
        let text = super::super::SHIPPED[0].text.replace("margin_left_mm = 12.0", "margin_left_mm = 200.0");
        let t = super::super::parse::<RosterTemplate>("roster", &text).unwrap();
        let err = t.check_fits(Paper::A4).unwrap_err();
        assert!(err.to_string().contains("margins"), "{err}");
    }

    #[test]
    fn too_many_columns_for_the_paper_are_refused() {
        let text = super::super::SHIPPED[0].text.replace("columns = 2", "columns = 4");
        let t = super::super::parse::<RosterTemplate>("roster", &text).unwrap();
        let err = t.check_fits(Paper::Letter).unwrap_err();
        assert!(err.to_string().contains("column"), "{err}");
    }
}
