//! My Wild West's turn deck's look: `templates/turn-cards.toml`.
//!
//! Type sizes are points on a poker card and grow or shrink with the card; regions are shares of
//! the card's height; colours are `[red, green, blue]`, each from 0.0 to 1.0. Like the other card
//! templates it has a `[back]` and a `[logo]`, pictures in the template's own folder.
//!
//! Decisions where issue 12 is silent:
//! - A type size is at most [`MAX_PT`] on a poker card: a larger one cannot be a turn card's (a
//!   72 pt line is a quarter of the card), and the text fitting steps down from it a quarter point
//!   at a time.
//! - The band, the APs and the when-drawn line are regions; the rules lines and the figures take
//!   what is between, so they are not, and together the three leave at least a quarter of the card
//!   ([`MOST_FOR_THE_REGIONS`]) for them.
//! - A gang's band takes its colour by the gang's place in the cast, the list starting again after
//!   the last: at least one colour, at most [`MOST_GANG_COLOURS`] (more gangs than a table holds).

use serde::Deserialize;

use super::cards::{check_colours, colour};
use super::{positive, shares, BackStyle, FieldError, LogoStyle, Look, Rgb, TemplateKind};
use crate::print::layout::Colour;

/// The largest type size, in points on a poker card.
pub const MAX_PT: f32 = 72.0;
/// The most of the card's height the band, the APs and the when-drawn line may take together.
pub const MOST_FOR_THE_REGIONS: f32 = 0.75;
/// The most gang colours a template lists.
pub const MOST_GANG_COLOURS: usize = 16;

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnCardsTemplate {
    pub printable: String,
    #[serde(rename = "type")]
    pub type_: TurnCardsType,
    pub regions: TurnCardsRegions,
    pub show: TurnCardsShow,
    pub colours: TurnCardsColours,
    pub back: BackStyle,
    pub logo: LogoStyle,
}

/// Points on a poker card.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnCardsType {
    /// The gang's name in the band.
    pub title_pt: f32,
    /// The player under it.
    pub player_pt: f32,
    /// "ACTION POINTS A TURN", "FIGURES".
    pub label_pt: f32,
    /// The APs a turn, large.
    pub action_points_pt: f32,
    /// The lines under them: held at the start, wounds, at most.
    pub rules_pt: f32,
    /// The figures the card moves.
    pub figures_pt: f32,
    /// When the card is drawn.
    pub when_drawn_pt: f32,
}

/// Shares of the card's height.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnCardsRegions {
    /// The band across the top.
    pub band: f32,
    /// The APs a turn, under their label.
    pub action_points: f32,
    /// When the card is drawn, at the foot.
    pub when_drawn: f32,
}

/// What each card shows.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnCardsShow {
    /// The player under the gang's name (the civilians' card: how they move).
    pub player: bool,
    /// The APs a turn, with their label.
    pub action_points: bool,
    /// The lines under them.
    pub rules: bool,
    /// The figures, with their label.
    pub figures: bool,
    /// When the card is drawn.
    pub when_drawn: bool,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnCardsColours {
    /// Each gang's band, in the order they are cast; after the last, the first again.
    pub gangs: Vec<Rgb>,
    pub civilians: Rgb,
    /// The rules lines and the figures.
    pub ink: Rgb,
    /// The when-drawn line.
    pub muted: Rgb,
}

impl TurnCardsTemplate {
    /// The band's colour of a card: a gang's place in the cast, or `None` for the civilians.
    pub fn band(&self, gang: Option<usize>) -> Colour {
        let gangs = &self.colours.gangs;
        colour(gang.and_then(|i| gangs.get(i % gangs.len().max(1))).copied().unwrap_or(self.colours.civilians))
    }

    pub fn ink(&self) -> Colour {
        colour(self.colours.ink)
    }

    pub fn muted(&self) -> Colour {
        colour(self.colours.muted)
    }
}

impl Look for TurnCardsTemplate {
    const KIND: TemplateKind = TemplateKind::TurnCards;

    fn check(&self) -> Result<(), FieldError> {
        let t = &self.type_;
        let sizes = [
            ("type.title_pt", t.title_pt),
            ("type.player_pt", t.player_pt),
            ("type.label_pt", t.label_pt),
            ("type.action_points_pt", t.action_points_pt),
            ("type.rules_pt", t.rules_pt),
            ("type.figures_pt", t.figures_pt),
            ("type.when_drawn_pt", t.when_drawn_pt),
        ];
        positive(&sizes)?;
        if let Some((field, size)) = sizes.iter().find(|(_, size)| *size > MAX_PT) {
            return Err(FieldError::new(field, format!("at most {MAX_PT} pt on a poker card, not {size}")));
        }
        let r = &self.regions;
        shares(&[
            ("regions.band", r.band),
            ("regions.action_points", r.action_points),
            ("regions.when_drawn", r.when_drawn),
        ])?;
        if r.band > 0.4 {
            return Err(FieldError::new("regions.band", format!("at most 0.4 of the card, not {}", r.band)));
        }
        let taken = r.band + r.action_points + r.when_drawn;
        if taken > MOST_FOR_THE_REGIONS + 1e-4 {
            return Err(FieldError::new(
                "regions.when_drawn",
                format!(
                    "the band, the APs and the when-drawn line take {taken} of the card's height; at most \
                     {MOST_FOR_THE_REGIONS}, leaving the rest to the rules lines and the figures"
                ),
            ));
        }
        let c = &self.colours;
        if c.gangs.is_empty() || c.gangs.len() > MOST_GANG_COLOURS {
            return Err(FieldError::new(
                "colours.gangs",
                format!("a list of 1 to {MOST_GANG_COLOURS} colours, not {}", c.gangs.len()),
            ));
        }
        if let Some((i, rgb)) = c.gangs.iter().enumerate().find(|(_, rgb)| check_colours(&[("", **rgb)]).is_err()) {
            return Err(FieldError::new(
                "colours.gangs",
                format!("colour {} is [red, green, blue], each from 0.0 to 1.0, not {rgb:?}", i + 1),
            ));
        }
        check_colours(&[
            ("colours.civilians", c.civilians),
            ("colours.ink", c.ink),
            ("colours.muted", c.muted),
            ("back.colour", self.back.colour),
        ])?;
        self.logo.check()
    }
}

super::cards::card_pictures!(TurnCardsTemplate, logo);
