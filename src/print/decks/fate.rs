//! The fate deck's faces: a character card per character, the action cards, the Joker, a
//! Muzzleloader Fire card for each muzzle-loader, and blank character cards to write in.
//!
//! A character card: a band in the class's colour with the name and class; the figures (nerve,
//! firing dice, hand, kills, wounds carried) beside the portrait; the skills, each with its effect
//! in short; the weapons with their ranges and dice; and tally boxes for this gunfight's wounds and
//! kills. The blank card has the same places, ruled to write in.

use std::sync::Arc;

use super::{band, label, logo, safe_margin, tally, templated_back, CREAM};
use crate::print::layout::sheet::CardSize;
use crate::print::layout::{pt_to_mm, Colour, FontFace, Item, Stroke};
use crate::print::template::FateDeckTemplate;
use crate::print::{Align, CardFace, CardItem, CardJob, TextField, VAlign};

/// A fate deck, worded: what each card says.
#[derive(Debug, Clone, PartialEq)]
pub struct FateDeckDoc {
    /// The PDF's title.
    pub title: String,
    /// Beside the ruler on every sheet.
    pub caption: String,
    pub cards: Vec<FateCardDoc>,
    /// In the back's medallion: "FATE".
    pub back_title: String,
    pub back_subtitle: String,
}

/// One card of the fate deck.
#[derive(Debug, Clone, PartialEq)]
pub enum FateCardDoc {
    Character(CharacterCardDoc),
    Action(ActionCardDoc),
    /// The Joker, or a Muzzleloader Fire card: a title, a subtitle and what it does.
    Rule {
        title: String,
        subtitle: String,
        text: String,
        tier: u8,
    },
    /// A character card to write in; the labels are those of [`CharacterCardDoc`].
    Blank(BlankCardDoc),
}

/// A character's card.
#[derive(Debug, Clone, PartialEq)]
pub struct CharacterCardDoc {
    pub name: String,
    /// "Shootist".
    pub class: String,
    /// 0 (Citizen) to 3 (Legend): the band's colour.
    pub tier: u8,
    /// Label and value: ("Nerve", "5 dice, fast draw the same").
    pub figures: Vec<(String, String)>,
    /// Name and effect in short: ("Very Strong", "+6 dice in a fight.").
    pub skills: Vec<(String, String)>,
    /// Name and what it fires at what range: ("Six-shooter", "2\" 6D · 6\" 4D · … · blaze +1D").
    pub weapons: Vec<(String, String)>,
    /// Tally boxes for the gunfight: ("Wounds", 6), ("Kills", 6).
    pub tallies: Vec<(String, u8)>,
    /// The section labels: "Skills", "Weapons".
    pub skills_label: String,
    pub weapons_label: String,
    pub portrait: Option<Arc<Vec<u8>>>,
}

/// An action card.
#[derive(Debug, Clone, PartialEq)]
pub struct ActionCardDoc {
    /// "Gunman".
    pub class: String,
    /// "Action Card".
    pub kind: String,
    pub tier: u8,
    /// ("Taken up by", "Gunman, Shootist, Legend").
    pub taken_by: (String, String),
    /// ("Allows", "A free turn for …").
    pub allows: (String, String),
    /// When it is drawn, in small type at the foot.
    pub when_drawn: String,
}

/// A character card to write in.
#[derive(Debug, Clone, PartialEq)]
pub struct BlankCardDoc {
    /// "Name", "Class".
    pub name_label: String,
    pub class_label: String,
    /// The figures' labels: "Nerve", "Hand", "Kills".
    pub figures: Vec<String>,
    pub skills_label: String,
    pub weapons_label: String,
    pub tallies: Vec<(String, u8)>,
}

/// The deck's faces for `card`-sized cards, as template `t` has them.
pub fn job(doc: &FateDeckDoc, card: &CardSize, t: &FateDeckTemplate) -> CardJob {
    let fronts = doc
        .cards
        .iter()
        .map(|c| {
            let mut face = match c {
                FateCardDoc::Character(c) => character(c, card, t),
                FateCardDoc::Action(a) => action(a, card, t),
                FateCardDoc::Rule { title, subtitle, text, tier } => rule(title, subtitle, text, *tier, card, t),
                FateCardDoc::Blank(b) => blank(b, card, t),
            };
            logo(&mut face, card, &t.logo);
            face
        })
        .collect();
    CardJob {
        title: doc.title.clone(),
        caption: doc.caption.clone(),
        fronts,
        back: templated_back(card, &t.back, &doc.back_title, &doc.back_subtitle),
    }
}

/// The card's measures: safe margin, width inside it, the band's height.
struct Frame {
    w: f32,
    h: f32,
    m: f32,
    inner: f32,
    band: f32,
    ink: Colour,
    muted: Colour,
    smallest: f32,
}

impl Frame {
    fn of(card: &CardSize, t: &FateDeckTemplate) -> Frame {
        let m = safe_margin(card);
        let h = card.height_mm;
        Frame {
            w: card.width_mm,
            h,
            m,
            inner: card.width_mm - 2.0 * m,
            band: h * t.regions.band,
            ink: FateDeckTemplate::colour(t.colours.ink),
            muted: FateDeckTemplate::colour(t.colours.muted),
            smallest: (t.type_.smallest_pt * h / 88.9).max(3.5),
        }
    }

    /// A type size in proportion to the card (sizes are given for a poker card's height).
    fn pt(&self, poker_pt: f32) -> f32 {
        (poker_pt * self.h / 88.9).clamp(3.5, poker_pt * 1.6)
    }
}

/// The band with the card's name and, under it, its kind.
#[allow(clippy::too_many_arguments)]
fn title_band(
    face: &mut CardFace,
    f: &Frame,
    card: &CardSize,
    fill: Colour,
    name: &str,
    kind: &str,
    t: &FateDeckTemplate,
) {
    face.push(band(card, 0.0, f.band, fill));
    let name_h = f.band * 0.58;
    let name_pt = f.pt(t.type_.name_pt);
    face.push(
        TextField::new("name", (f.m, f.band * 0.1, f.inner, name_h), name, FontFace::Heading, name_pt)
            .colour(CREAM)
            .valign(VAlign::Bottom)
            .min_size(f.pt(t.type_.name_pt * 6.5 / 11.0).max(f.smallest)),
    );
    let class_pt = f.pt(t.type_.class_pt);
    face.push(
        TextField::new("class", (f.m, f.band * 0.66, f.inner, f.band * 0.3), kind, FontFace::Bold, class_pt)
            .colour(CREAM)
            .min_size(f.pt(t.type_.class_pt * 4.5 / 6.5).max(f.smallest)),
    );
}

/// Runs of bold names and regular texts, one pair to a line.
fn pairs_field(
    name: &str,
    rect: (f32, f32, f32, f32),
    pairs: &[(String, String)],
    size: f32,
    min: f32,
    ink: Colour,
) -> TextField {
    let mut field = TextField::new(name, rect, "", FontFace::Regular, size).colour(ink).paragraph().min_size(min);
    for (i, (head, text)) in pairs.iter().enumerate() {
        let lead = if i == 0 { "" } else { "\n" };
        let head = if head.ends_with(['.', ':']) || text.is_empty() { head.clone() } else { format!("{head}:") };
        field = field.then(&format!("{lead}{head}"), FontFace::Bold);
        if !text.is_empty() {
            field = field.then(&format!(" {text}"), FontFace::Regular);
        }
    }
    field.line_height(1.15)
}

fn character(c: &CharacterCardDoc, card: &CardSize, t: &FateDeckTemplate) -> CardFace {
    let f = Frame::of(card, t);
    let ty = &t.type_;
    let mut face = CardFace::new(c.name.clone());
    title_band(&mut face, &f, card, t.tier(c.tier), &c.name, &c.class, t);

    let gap = f.h * 0.015;
    let top = f.band + gap;
    let figure_pt = f.pt(ty.figures_pt);
    let line = pt_to_mm(figure_pt) * 1.15;
    let (pw, ph) = (f.w * t.regions.portrait_width, f.h * t.regions.portrait_height);
    let portrait = c.portrait.as_ref().filter(|_| t.show.portrait);
    let figures = if t.show.figures { c.figures.as_slice() } else { &[] };
    let figures_h = if figures.is_empty() { 0.0 } else { figures.len() as f32 * line + 0.5 }
        .max(if portrait.is_some() { ph } else { 0.0 });
    let figures_w = if portrait.is_some() { f.inner - pw - 1.5 } else { f.inner };
    if let Some(image) = portrait {
        let x = f.w - f.m - pw;
        face.push(CardItem::Portrait {
            x_mm: x,
            y_mm: top,
            w_mm: pw,
            h_mm: ph,
            image: image.clone(),
            alt: c.name.clone(),
        });
        face.push(Item::Rect {
            x_mm: x,
            y_mm: top,
            w_mm: pw,
            h_mm: ph,
            stroke: Some(Stroke::new(0.3, f.muted)),
            fill: None,
        });
    }
    if !figures.is_empty() {
        let min = f.pt(4.5).max(f.smallest);
        face.push(pairs_field("figures", (f.m, top, figures_w, figures_h), figures, figure_pt, min, f.ink));
    }

    // Tallies at the foot, weapons above them, skills take what is left.
    let box_size = f.h * t.regions.tally_box;
    let tally_gap = box_size * 0.45;
    let tallies = if t.show.tallies { c.tallies.as_slice() } else { &[] };
    let tallies_h = tallies.len() as f32 * (box_size + tally_gap);
    let tallies_top = f.h - f.m - tallies_h + if tallies.is_empty() { 0.0 } else { tally_gap };
    let label_pt = f.pt(ty.label_pt);
    for (i, (name, _)) in tallies.iter().enumerate() {
        let y = tallies_top + i as f32 * (box_size + tally_gap);
        face.items.extend(tally(name, t.show.tally_boxes, f.m, y, f.inner, box_size, label_pt));
    }
    let label_h = pt_to_mm(label_pt) * 1.3;
    let weapon_pt = f.pt(ty.weapons_pt);
    let weapon_line = pt_to_mm(weapon_pt) * 1.15;
    let weapons_h = if t.show.weapons {
        (c.weapons.len().max(1) as f32 * 2.0 * weapon_line).min(f.h * t.regions.weapons)
    } else {
        0.0
    };
    let weapons_top = tallies_top - gap - weapons_h;
    let skills_top = top + figures_h + gap;
    let skills_bottom = if t.show.weapons { weapons_top - label_h - gap } else { tallies_top - gap };
    let skills_h = skills_bottom - (skills_top + label_h);
    let smallest = f.pt(4.2).max(f.smallest);
    if t.show.skills {
        face.items.extend(label(&c.skills_label, f.m, skills_top, f.inner, label_pt));
        let rect = (f.m, skills_top + label_h, f.inner, skills_h);
        face.push(pairs_field("skills", rect, &c.skills, f.pt(ty.skills_pt), smallest, f.ink));
    }
    if t.show.weapons {
        face.items.extend(label(&c.weapons_label, f.m, weapons_top - label_h, f.inner, label_pt));
        let rect = (f.m, weapons_top, f.inner, weapons_h);
        face.push(pairs_field("weapons", rect, &c.weapons, weapon_pt, smallest, f.ink));
    }
    face
}

fn action(a: &ActionCardDoc, card: &CardSize, t: &FateDeckTemplate) -> CardFace {
    let f = Frame::of(card, t);
    let mut face = CardFace::new(format!("{} {}", a.class, a.kind));
    let fill = t.tier(a.tier);
    let band_h = f.h * 0.3;
    face.push(band(card, 0.0, band_h, fill));
    face.push(
        TextField::new(
            "class",
            (f.m, band_h * 0.22, f.inner, band_h * 0.42),
            &a.class,
            FontFace::Heading,
            f.pt(t.type_.action_class_pt),
        )
        .colour(CREAM)
        .centred()
        .min_size(f.pt(t.type_.action_class_pt * 9.0 / 17.0)),
    );
    face.push(
        TextField::new(
            "kind",
            (f.m, band_h * 0.64, f.inner, band_h * 0.22),
            &a.kind.to_uppercase(),
            FontFace::Bold,
            f.pt(7.0),
        )
        .colour(CREAM)
        .centred()
        .min_size(f.pt(5.0)),
    );
    let label_pt = f.pt(t.type_.label_pt);
    let label_h = pt_to_mm(label_pt) * 1.3;
    let mut y = band_h + f.h * 0.03;
    let foot_h = f.h * 0.17;
    let room = f.h - f.m - foot_h - y;
    let text_pt = t.type_.action_text_pt;
    for (name, (head, text), share, size) in
        [("taken_by", &a.taken_by, 0.35, text_pt * 7.5 / 8.5), ("allows", &a.allows, 0.65, text_pt)]
    {
        face.items.extend(label(head, f.m, y, f.inner, label_pt));
        let h = room * share - label_h - f.h * 0.01;
        face.push(
            TextField::new(name, (f.m, y + label_h, f.inner, h), text, FontFace::Regular, f.pt(size))
                .colour(f.ink)
                .paragraph()
                .min_size(f.pt(4.5).max(f.smallest)),
        );
        y += room * share;
    }
    face.push(
        TextField::new(
            "when drawn",
            (f.m, f.h - f.m - foot_h, f.inner, foot_h),
            &a.when_drawn,
            FontFace::Regular,
            f.pt(6.0),
        )
        .colour(f.muted)
        .paragraph()
        .valign(VAlign::Bottom)
        .min_size(f.pt(4.0).max(f.smallest)),
    );
    face
}

fn rule(title: &str, subtitle: &str, text: &str, tier: u8, card: &CardSize, t: &FateDeckTemplate) -> CardFace {
    let f = Frame::of(card, t);
    let mut face = CardFace::new(if subtitle.is_empty() { title.to_string() } else { format!("{title}: {subtitle}") });
    let fill = FateDeckTemplate::colour(match tier {
        0 => t.colours.muzzleloader,
        _ => t.colours.joker,
    });
    let band_h = f.h * 0.3;
    face.push(band(card, 0.0, band_h, fill));
    face.push(
        TextField::new(
            "title",
            (f.m, band_h * 0.18, f.inner, band_h * 0.5),
            title,
            FontFace::Heading,
            f.pt(t.type_.rule_title_pt),
        )
        .colour(CREAM)
        .centred()
        .min_size(f.pt(7.0).max(f.smallest)),
    );
    if !subtitle.is_empty() {
        face.push(
            TextField::new(
                "subtitle",
                (f.m, band_h * 0.68, f.inner, band_h * 0.22),
                subtitle,
                FontFace::Bold,
                f.pt(7.0),
            )
            .colour(CREAM)
            .centred()
            .min_size(f.pt(4.5)),
        );
    }
    let star_h = f.h * 0.16;
    face.push(
        TextField::new("mark", (f.m, band_h + f.h * 0.03, f.inner, star_h), "\u{2605}", FontFace::Regular, f.pt(26.0))
            .colour(fill)
            .centred()
            .min_size(f.pt(10.0)),
    );
    let top = band_h + f.h * 0.04 + star_h;
    face.push(
        TextField::new(
            "text",
            (f.m, top, f.inner, f.h - f.m - top),
            text,
            FontFace::Regular,
            f.pt(t.type_.rule_text_pt),
        )
        .colour(f.ink)
        .paragraph()
        .align(Align::Centre)
        .min_size(f.pt(4.5).max(f.smallest)),
    );
    face
}

fn blank(b: &BlankCardDoc, card: &CardSize, t: &FateDeckTemplate) -> CardFace {
    let f = Frame::of(card, t);
    let mut face = CardFace::new("blank character card");
    let fill = FateDeckTemplate::colour(t.colours.blank);
    face.push(band(card, 0.0, f.band, fill));
    let ink = Stroke::new(0.35, CREAM);
    let label_pt = f.pt(5.0);
    let lh = pt_to_mm(label_pt) * 1.3;
    // A white line to write the name on, and one for the class.
    for (i, name) in [&b.name_label, &b.class_label].into_iter().enumerate() {
        let y = f.band * if i == 0 { 0.55 } else { 0.92 };
        face.push(
            TextField::new(&format!("{name} label"), (f.m, y - lh, f.inner * 0.3, lh), name, FontFace::Bold, label_pt)
                .colour(CREAM)
                .min_size(4.0),
        );
        face.push(Item::Line { x1_mm: f.m + f.inner * 0.3, y1_mm: y, x2_mm: f.w - f.m, y2_mm: y, stroke: ink });
    }
    let rule = Stroke::new(0.3, Colour::Grey(0.6));
    let write_line = pt_to_mm(f.pt(6.0)) * 1.6;
    let mut y = f.band + f.h * 0.02;
    for name in &b.figures {
        face.push(
            TextField::new(
                &format!("{name} label"),
                (f.m, y, f.inner * 0.3, write_line),
                name,
                FontFace::Bold,
                label_pt,
            )
            .colour(f.muted)
            .valign(VAlign::Bottom)
            .min_size(4.0),
        );
        face.push(Item::Line {
            x1_mm: f.m + f.inner * 0.3,
            y1_mm: y + write_line,
            x2_mm: f.w - f.m,
            y2_mm: y + write_line,
            stroke: rule,
        });
        y += write_line;
    }
    let box_size = f.h * t.regions.tally_box;
    let tally_gap = box_size * 0.45;
    let tally_rows = if t.show.tallies { b.tallies.len() } else { 0 };
    let tallies_top = f.h - f.m - tally_rows as f32 * (box_size + tally_gap) + tally_gap;
    let room = tallies_top - y - f.h * 0.02;
    for (name, share) in [(&b.skills_label, 0.6), (&b.weapons_label, 0.4)] {
        y += f.h * 0.015;
        face.items.extend(label(name, f.m, y, f.inner, f.pt(4.8)));
        let bottom = y + room * share - f.h * 0.015;
        let mut line_y = y + lh + write_line;
        while line_y <= bottom {
            face.push(Item::Line { x1_mm: f.m, y1_mm: line_y, x2_mm: f.w - f.m, y2_mm: line_y, stroke: rule });
            line_y += write_line;
        }
        y += room * share - f.h * 0.015;
    }
    if t.show.tallies {
        for (i, (name, _)) in b.tallies.iter().enumerate() {
            let y = tallies_top + i as f32 * (box_size + tally_gap);
            face.items.extend(tally(name, t.show.tally_boxes, f.m, y, f.inner, box_size, f.pt(t.type_.label_pt)));
        }
    }
    face
}
