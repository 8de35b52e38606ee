//! The card printables' looks: `templates/fate-deck.toml`, `chits.toml`, `pack.toml` and
//! `action-cards.toml`.
//!
//! Type sizes are points on a poker card (63.5 × 88.9 mm; a chit's on a 30 mm chit) and grow or
//! shrink with the card; regions are shares of the card's height (or width, where it says);
//! colours are `[red, green, blue]`, each from 0.0 to 1.0. Each card template has a `[back]` (its
//! colour, the words in its medallion, and perhaps a picture over the whole back) and a `[logo]`
//! (a picture on every front, in a region of the card); pictures are PNG or JPEG files in the
//! template's own folder.

use std::sync::Arc;

use serde::Deserialize;

use super::{positive, shares, FieldError, Look, TemplateKind};
use crate::print::layout::Colour;

/// A colour: red, green and blue, each from 0.0 to 1.0.
pub type Rgb = [f32; 3];

pub(super) fn colour(rgb: Rgb) -> Colour {
    Colour::Rgb(rgb[0], rgb[1], rgb[2])
}

pub(super) fn check_colours(values: &[(&str, Rgb)]) -> Result<(), FieldError> {
    for (field, rgb) in values {
        if rgb.iter().any(|c| !(0.0..=1.0).contains(c)) {
            return Err(FieldError::new(field, format!("is [red, green, blue], each from 0.0 to 1.0, not {rgb:?}")));
        }
    }
    Ok(())
}

/// The back every card of the deck shares.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BackStyle {
    pub colour: Rgb,
    /// The medallion's words; empty keeps Posse's ("FATE", the table's name).
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub subtitle: String,
    /// A picture (PNG or JPEG in the template's folder) printed over the whole back, bleed
    /// included, keeping its proportions; empty for none.
    #[serde(default)]
    pub image: String,
    #[serde(skip)]
    pub image_bytes: Option<Arc<Vec<u8>>>,
}

impl BackStyle {
    pub fn colour(&self) -> Colour {
        colour(self.colour)
    }

    /// The medallion's title: the template's, else `posse`'s.
    pub fn title_or<'a>(&'a self, posse: &'a str) -> &'a str {
        if self.title.trim().is_empty() {
            posse
        } else {
            &self.title
        }
    }

    pub fn subtitle_or<'a>(&'a self, posse: &'a str) -> &'a str {
        if self.subtitle.trim().is_empty() {
            posse
        } else {
            &self.subtitle
        }
    }
}

/// A picture on every front.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogoStyle {
    /// A PNG or JPEG in the template's folder; empty for none.
    #[serde(default)]
    pub image: String,
    /// Its box, `[x, y, width, height]` as shares of the card's width and height (from the top
    /// left); the picture keeps its proportions inside it.
    pub region: [f32; 4],
    #[serde(skip)]
    pub image_bytes: Option<Arc<Vec<u8>>>,
}

impl LogoStyle {
    pub(super) fn check(&self) -> Result<(), FieldError> {
        let [x, y, w, h] = self.region;
        let inside = [x, y, w, h].iter().all(|v| v.is_finite() && (0.0..=1.0).contains(v));
        if !inside || w <= 0.0 || h <= 0.0 || x + w > 1.0 + 1e-4 || y + h > 1.0 + 1e-4 {
            return Err(FieldError::new(
                "logo.region",
                format!("is [x, y, width, height] as shares of the card, inside it, not {:?}", self.region),
            ));
        }
        Ok(())
    }
}

/// A card template's [`Pictures`]: its back's image, and its logo's where it has one
/// (`card_pictures!(PackTemplate, logo)`).
macro_rules! card_pictures {
    ($template:ty $(, $logo:ident)?) => {
        impl $crate::print::template::Pictures for $template {
            fn pictures(&self) -> Vec<(&'static str, String)> {
                let logo = $crate::print::template::cards::card_pictures!(@ref self $(, $logo)?);
                $crate::print::template::cards::pictures(&self.back, logo)
            }

            fn set_picture(&mut self, field: &str, bytes: std::sync::Arc<Vec<u8>>) {
                let logo = $crate::print::template::cards::card_pictures!(@mut self $(, $logo)?);
                $crate::print::template::cards::set_picture(&mut self.back, logo, field, bytes)
            }
        }
    };
    (@ref $self:ident) => { None };
    (@ref $self:ident, $logo:ident) => { Some(&$self.$logo) };
    (@mut $self:ident) => { None };
    (@mut $self:ident, $logo:ident) => { Some(&mut $self.$logo) };
}
pub(super) use card_pictures;

pub(super) fn pictures(back: &BackStyle, logo: Option<&LogoStyle>) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    if !back.image.trim().is_empty() {
        out.push(("back.image", back.image.clone()));
    }
    if let Some(logo) = logo.filter(|l| !l.image.trim().is_empty()) {
        out.push(("logo.image", logo.image.clone()));
    }
    out
}

pub(super) fn set_picture(back: &mut BackStyle, logo: Option<&mut LogoStyle>, field: &str, bytes: Arc<Vec<u8>>) {
    match (field, logo) {
        ("back.image", _) => back.image_bytes = Some(bytes),
        ("logo.image", Some(logo)) => logo.image_bytes = Some(bytes),
        _ => {}
    }
}

// --- The fate deck --------------------------------------------------------------------------------

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FateDeckTemplate {
    pub printable: String,
    #[serde(rename = "type")]
    pub type_: FateDeckType,
    pub regions: FateDeckRegions,
    pub show: FateDeckShow,
    pub colours: FateDeckColours,
    pub back: BackStyle,
    pub logo: LogoStyle,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FateDeckType {
    pub name_pt: f32,
    pub class_pt: f32,
    pub figures_pt: f32,
    pub skills_pt: f32,
    pub weapons_pt: f32,
    pub label_pt: f32,
    pub action_class_pt: f32,
    pub action_text_pt: f32,
    pub rule_title_pt: f32,
    pub rule_text_pt: f32,
    /// The smallest a text is shrunk to before it is shortened with "…" (and reported).
    pub smallest_pt: f32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FateDeckRegions {
    /// The title band's height.
    pub band: f32,
    /// The portrait's box: a share of the card's width, and of its height.
    pub portrait_width: f32,
    pub portrait_height: f32,
    /// The most of the card's height the weapons may take.
    pub weapons: f32,
    /// A tally box's side.
    pub tally_box: f32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FateDeckShow {
    pub portrait: bool,
    pub figures: bool,
    pub skills: bool,
    pub weapons: bool,
    /// Boxes to tally the gunfight's wounds and kills.
    pub tallies: bool,
    /// How many boxes each tally has.
    pub tally_boxes: u8,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FateDeckColours {
    /// The band of each class's cards (and its action card).
    pub citizen: Rgb,
    pub gunman: Rgb,
    pub shootist: Rgb,
    pub legend: Rgb,
    /// The Joker's band, and the Muzzleloader Fire cards'.
    pub joker: Rgb,
    pub muzzleloader: Rgb,
    pub blank: Rgb,
    pub ink: Rgb,
    pub muted: Rgb,
}

impl FateDeckTemplate {
    /// The band's colour for a tier: 0 Citizen to 3 Legend.
    pub fn tier(&self, tier: u8) -> Colour {
        let c = &self.colours;
        colour(match tier {
            0 => c.citizen,
            1 => c.gunman,
            2 => c.shootist,
            _ => c.legend,
        })
    }

    pub fn colour(rgb: Rgb) -> Colour {
        colour(rgb)
    }
}

impl Look for FateDeckTemplate {
    const KIND: TemplateKind = TemplateKind::FateDeck;

    fn check(&self) -> Result<(), FieldError> {
        let t = &self.type_;
        positive(&[
            ("type.name_pt", t.name_pt),
            ("type.class_pt", t.class_pt),
            ("type.figures_pt", t.figures_pt),
            ("type.skills_pt", t.skills_pt),
            ("type.weapons_pt", t.weapons_pt),
            ("type.label_pt", t.label_pt),
            ("type.action_class_pt", t.action_class_pt),
            ("type.action_text_pt", t.action_text_pt),
            ("type.rule_title_pt", t.rule_title_pt),
            ("type.rule_text_pt", t.rule_text_pt),
            ("type.smallest_pt", t.smallest_pt),
        ])?;
        let r = &self.regions;
        shares(&[
            ("regions.band", r.band),
            ("regions.portrait_width", r.portrait_width),
            ("regions.portrait_height", r.portrait_height),
            ("regions.weapons", r.weapons),
            ("regions.tally_box", r.tally_box),
        ])?;
        if r.band > 0.4 {
            return Err(FieldError::new("regions.band", format!("at most 0.4 of the card, not {}", r.band)));
        }
        if r.portrait_width > 0.6 || r.portrait_height > 0.5 {
            return Err(FieldError::new(
                "regions.portrait_width",
                "the portrait may take at most 0.6 of the card's width and 0.5 of its height",
            ));
        }
        if !(1..=12).contains(&self.show.tally_boxes) {
            return Err(FieldError::new("show.tally_boxes", format!("1 to 12, not {}", self.show.tally_boxes)));
        }
        let c = &self.colours;
        check_colours(&[
            ("colours.citizen", c.citizen),
            ("colours.gunman", c.gunman),
            ("colours.shootist", c.shootist),
            ("colours.legend", c.legend),
            ("colours.joker", c.joker),
            ("colours.muzzleloader", c.muzzleloader),
            ("colours.blank", c.blank),
            ("colours.ink", c.ink),
            ("colours.muted", c.muted),
            ("back.colour", self.back.colour),
        ])?;
        self.logo.check()
    }
}

card_pictures!(FateDeckTemplate, logo);

// --- The hit-location chits -----------------------------------------------------------------------

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChitsTemplate {
    pub printable: String,
    #[serde(rename = "type")]
    pub type_: ChitsType,
    pub show: ChitsShow,
    pub colours: ChitsColours,
    pub back: BackStyle,
}

/// Points on a 30 mm chit.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChitsType {
    pub location_pt: f32,
    pub text_pt: f32,
    pub code_pt: f32,
    pub smallest_pt: f32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChitsShow {
    /// The two rolls the chit stands for ("5 · 2").
    pub code: bool,
    /// The ring inside the cut, in the chit's tone.
    pub ring: bool,
    /// The face tinted with the tone (else white).
    pub tint: bool,
}

/// A chit's tone by how bad the hit is.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChitsColours {
    pub graze: Rgb,
    pub flesh: Rgb,
    pub serious: Rgb,
    pub deadly: Rgb,
    pub text: Rgb,
}

impl ChitsTemplate {
    pub fn tone(&self, tone: u8) -> Colour {
        let c = &self.colours;
        colour(match tone {
            0 => c.graze,
            1 => c.flesh,
            2 => c.serious,
            _ => c.deadly,
        })
    }

    pub fn text(&self) -> Colour {
        colour(self.colours.text)
    }
}

impl Look for ChitsTemplate {
    const KIND: TemplateKind = TemplateKind::Chits;

    fn check(&self) -> Result<(), FieldError> {
        let t = &self.type_;
        positive(&[
            ("type.location_pt", t.location_pt),
            ("type.text_pt", t.text_pt),
            ("type.code_pt", t.code_pt),
            ("type.smallest_pt", t.smallest_pt),
        ])?;
        let c = &self.colours;
        check_colours(&[
            ("colours.graze", c.graze),
            ("colours.flesh", c.flesh),
            ("colours.serious", c.serious),
            ("colours.deadly", c.deadly),
            ("colours.text", c.text),
            ("back.colour", self.back.colour),
        ])
    }
}

card_pictures!(ChitsTemplate);

// --- The pack of playing cards --------------------------------------------------------------------

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PackTemplate {
    pub printable: String,
    #[serde(rename = "type")]
    pub type_: PackType,
    pub regions: PackRegions,
    pub show: PackShow,
    pub colours: PackColours,
    pub back: BackStyle,
    pub logo: LogoStyle,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PackType {
    pub rank_pt: f32,
    pub suit_pt: f32,
    /// The large suit sign of a card no one holds.
    pub pip_pt: f32,
    pub name_pt: f32,
    pub kind_pt: f32,
    pub joker_title_pt: f32,
    pub joker_text_pt: f32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PackRegions {
    /// Where the holder's picture starts, and its height.
    pub picture_top: f32,
    pub picture_height: f32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PackShow {
    /// Who acts on a card dealt to someone (else every card prints plain).
    pub holder: bool,
    pub portrait: bool,
    /// The holder's side and player under the name.
    pub side: bool,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PackColours {
    /// Hearts, diamonds and the red joker.
    pub red: Rgb,
    pub black: Rgb,
    pub muted: Rgb,
}

impl PackTemplate {
    pub fn suit(&self, red: bool) -> Colour {
        colour(if red { self.colours.red } else { self.colours.black })
    }

    pub fn muted(&self) -> Colour {
        colour(self.colours.muted)
    }
}

impl Look for PackTemplate {
    const KIND: TemplateKind = TemplateKind::Pack;

    fn check(&self) -> Result<(), FieldError> {
        let t = &self.type_;
        positive(&[
            ("type.rank_pt", t.rank_pt),
            ("type.suit_pt", t.suit_pt),
            ("type.pip_pt", t.pip_pt),
            ("type.name_pt", t.name_pt),
            ("type.kind_pt", t.kind_pt),
            ("type.joker_title_pt", t.joker_title_pt),
            ("type.joker_text_pt", t.joker_text_pt),
        ])?;
        let r = &self.regions;
        shares(&[("regions.picture_top", r.picture_top), ("regions.picture_height", r.picture_height)])?;
        if r.picture_top + r.picture_height > 0.7 {
            return Err(FieldError::new(
                "regions.picture_height",
                format!(
                    "the picture ends at {} of the card's height; the name and side need what is below 0.7",
                    r.picture_top + r.picture_height
                ),
            ));
        }
        let c = &self.colours;
        check_colours(&[
            ("colours.red", c.red),
            ("colours.black", c.black),
            ("colours.muted", c.muted),
            ("back.colour", self.back.colour),
        ])?;
        self.logo.check()
    }
}

card_pictures!(PackTemplate, logo);

// --- The West That Wasn't's action deck -----------------------------------------------------------

/// The action deck's faces are a grid fixed by the chapter (every cell readable at poker size):
/// its template changes colours, the frame and the back, not the grid.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionCardsTemplate {
    pub printable: String,
    pub show: ActionCardsShow,
    pub colours: ActionCardsColours,
    pub back: BackStyle,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionCardsShow {
    /// The frame inside the cut, in the suit's colour.
    pub frame: bool,
    /// The deck's seed at the foot of the back.
    pub seed: bool,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionCardsColours {
    pub red: Rgb,
    pub black: Rgb,
    /// Behind exceptional faces and increased effects.
    pub tint: Rgb,
    /// Behind a critical failure.
    pub cf_tint: Rgb,
    pub rule: Rgb,
    /// The back's frame and words.
    pub back_ink: Rgb,
}

impl ActionCardsTemplate {
    pub fn colour(rgb: Rgb) -> Colour {
        colour(rgb)
    }
}

impl Look for ActionCardsTemplate {
    const KIND: TemplateKind = TemplateKind::ActionCards;

    fn check(&self) -> Result<(), FieldError> {
        let c = &self.colours;
        check_colours(&[
            ("colours.red", c.red),
            ("colours.black", c.black),
            ("colours.tint", c.tint),
            ("colours.cf_tint", c.cf_tint),
            ("colours.rule", c.rule),
            ("colours.back_ink", c.back_ink),
            ("back.colour", self.back.colour),
        ])
    }
}

card_pictures!(ActionCardsTemplate);
