//! Roster sheets: the campaign's characters worded for print, then laid out and rendered by
//! [`crate::print`].

use std::path::Path;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::availability::{availability, Availability, AvailabilityStatus};
use super::families::family;
use super::sheet::{campaign_rules, wound_effects, Checked};
use super::{summary, CampaignError};
use crate::print::{self, Feature, Paper, RosterDoc, RosterEntry, RosterSide, Section, Standing, WeaponLine};
use crate::rules::fate;
use crate::rules::qotd::{Character, MeleeKind, WeaponChoice};
use crate::store::{characters, sides, Store};

/// What printing wrote.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct PrintOutcome {
    pub path: String,
    pub pages: u32,
    #[ts(type = "number")]
    pub bytes: u64,
}

/// What a roster sheet prints.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, optional_fields)]
pub struct RosterOptions {
    /// Only this side; every side when `null`.
    #[ts(type = "number | null")]
    pub side_id: Option<i64>,
    /// Leave the dead out, instead of printing them struck through.
    pub leave_out_dead: bool,
}

/// The roster sheet's content for a campaign, or for one of its sides: every character with their
/// standing for the next game (issue 15: the dead struck through or left out, who misses the next
/// game or plays a card short marked).
pub fn roster_doc(store: &Store, campaign_id: i64, options: &RosterOptions) -> Result<RosterDoc, CampaignError> {
    let campaign = summary(store, campaign_id)?;
    let rules = campaign_rules(store, campaign_id)?;
    let standing = availability(store, campaign_id)?;
    let mut all_sides = sides::of_campaign(store.conn(), campaign_id)?;
    if let Some(only) = options.side_id {
        all_sides.retain(|s| s.id == only);
        if all_sides.is_empty() {
            return Err(CampaignError::NotFound { what: "side", id: only });
        }
    }
    let mut doc_sides = Vec::new();
    for side in all_sides {
        let mut entries = Vec::new();
        for record in characters::of_side(store.conn(), side.id)? {
            let standing = standing.iter().find(|a| a.character_id == record.id).and_then(standing_of);
            if options.leave_out_dead && standing.as_ref().is_some_and(|s| s.struck) {
                continue;
            }
            let portrait = characters::portrait(store.conn(), record.id)?;
            let mut entry = match rules.read(&record)? {
                Checked::Qotd(character) => entry(&character, portrait),
                Checked::Fate(character) => fate_entry(&character, portrait),
                Checked::Mww(figure) => mww_entry(&figure, portrait),
                Checked::Twtw(hero) => super::twtw::roster_entry(&hero, portrait),
            };
            entry.standing = standing;
            entries.push(entry);
        }
        let subtitle = family(rules.ruleset()).roster_side_line(store, &side)?;
        doc_sides.push(RosterSide { name: side.name, suit: subtitle, characters: entries });
    }
    Ok(RosterDoc { title: campaign.name, ruleset: campaign.ruleset.title().to_string(), sides: doc_sides })
}

/// A character's standing as the roster prints it; `None` when fit.
fn standing_of(a: &Availability) -> Option<Standing> {
    let sentence = |reason: &str| {
        let mut reason = reason.trim().to_string();
        if let Some(first) = reason.get(..1) {
            reason = format!("{}{}", first.to_uppercase(), &reason[1..]);
        }
        if !reason.ends_with(['.', '!', '?']) {
            reason.push('.');
        }
        reason
    };
    let (label, struck) = match a.status {
        AvailabilityStatus::Dead => ("Dead".to_string(), true),
        AvailabilityStatus::Missing => ("Misses the next game".to_string(), false),
        AvailabilityStatus::AwaitingAftermath => ("Aftermath to apply".to_string(), false),
        AvailabilityStatus::Available if a.cards_lost > 0 && a.reduced_dice => {
            ("Next game: one card less, reduced dice".to_string(), false)
        }
        AvailabilityStatus::Available if a.cards_lost > 0 => ("Next game: one card less".to_string(), false),
        AvailabilityStatus::Available if a.reduced_dice => ("Next game: reduced dice".to_string(), false),
        AvailabilityStatus::Available => return None,
    };
    Some(Standing { label, detail: sentence(&a.reason), struck })
}

fn entry(character: &Character, portrait_png: Option<Vec<u8>>) -> RosterEntry {
    let derived = character.derived();
    let personality = character.personality();
    let dv = if character.shield() {
        format!("DV {} (+1 with shield in close combat and against non-gunpowder missiles)", derived.dv)
    } else {
        format!("DV {}", derived.dv)
    };
    RosterEntry {
        name: character.name().to_string(),
        kind: character.kind().name().to_string(),
        stats: vec![
            ("Cards".to_string(), derived.cards.to_string()),
            ("Action".to_string(), derived.action_dice.to_string()),
            ("Reduced".to_string(), derived.reduced_dice.to_string()),
            ("Defence".to_string(), format!("{dv} · {}", character.armour().name())),
            ("Move".to_string(), format!("{} paces", derived.move_paces)),
        ],
        sections: vec![
            Section {
                title: "Personality".to_string(),
                items: vec![Feature { name: personality.name.to_string(), effect: personality.effect.to_string() }],
            },
            Section {
                title: "Traits".to_string(),
                items: character
                    .traits()
                    .iter()
                    .map(|t| Feature { name: t.label(), effect: t.definition.effect.to_string() })
                    .collect(),
            },
        ],
        weapon_columns: RosterEntry::qotd_weapon_columns(),
        weapons: character.weapons().iter().map(weapon_line).collect(),
        notes: character.notes().to_string(),
        portrait_png,
        standing: None,
    }
}

/// A fate character's block: class, nerve, hand, kills; skills with their effects; wounds and what
/// they do; weapons with their firing-chart ranges.
fn fate_entry(character: &fate::Character, portrait_png: Option<Vec<u8>>) -> RosterEntry {
    let info = character.class().info();
    let hand = match character.hand() {
        fate::Hand::Right => "Right",
        fate::Hand::Left => "Left",
        fate::Hand::Ambidextrous => "Ambidextrous",
    };
    let firing = match info.firing_dice {
        0 => "±0 dice".to_string(),
        n => format!("{n:+} {}", if n.abs() == 1 { "die" } else { "dice" }),
    };
    RosterEntry {
        name: character.name().to_string(),
        kind: info.name.to_string(),
        stats: vec![
            ("Nerve".to_string(), format!("{} dice (fast draw the same)", info.nerve_dice)),
            ("Firing".to_string(), format!("{firing} for the class")),
            ("Hand".to_string(), hand.to_string()),
            ("Kills".to_string(), character.kills().to_string()),
        ],
        sections: vec![
            Section {
                title: "Skills".to_string(),
                items: character
                    .skills()
                    .into_iter()
                    .map(|h| {
                        let mut effect = h.skill.info().effect.to_string();
                        if !h.implied_by.is_empty() {
                            let by: Vec<&str> = h.implied_by.iter().map(|s| s.name()).collect();
                            effect = format!("(from {}) {effect}", by.join(", "));
                        }
                        Feature { name: h.label, effect }
                    })
                    .collect(),
            },
            Section {
                title: "Wounds".to_string(),
                items: character
                    .wounds()
                    .iter()
                    .map(|w| Feature { name: w.label(), effect: String::new() })
                    .chain(wound_effects(character).into_iter().map(|e| Feature { name: e, effect: String::new() }))
                    .collect(),
            },
        ],
        weapon_columns: ["WEAPON".to_string(), "RANGE: DICE".to_string(), "FIRE".to_string()],
        weapons: character.weapons().iter().map(|w| fate_weapon_line(*w)).collect(),
        notes: character.notes().to_string(),
        portrait_png,
        standing: None,
    }
}

/// A gang's money and AP budget, for the gang sheet: "$1,200 · 5 figures, 2 wounds: 30–33 APs a
/// turn (6 × 5 + 1 average − 2), at most 12 a figure; 4 held at the start".
pub(crate) fn gang_line(g: &super::GangView) -> String {
    let money = format!("${}", thousands(g.money));
    match &g.budget {
        None => format!("{money} · no figure to play"),
        Some(b) => {
            let wounds = if g.wounds > 0 { format!(" − {}", g.wounds) } else { String::new() };
            format!(
                "{money} · {} figure{}, {} wound{}: {}–{} APs a turn (6 × {} + {}{wounds}), at most 12 a figure; {} held at the start",
                g.figures,
                if g.figures == 1 { "" } else { "s" },
                g.wounds,
                if g.wounds == 1 { "" } else { "s" },
                b.least,
                b.most,
                g.figures,
                b.dice,
                b.held_at_start
            )
        }
    }
}

/// 5 → "5th", 1 → "1st".
pub fn ordinal(n: u8) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// 1200 → "1,200".
pub fn thousands(n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    if n < 0 {
        format!("-{out}")
    } else {
        out
    }
}

/// An MWW figure's block on the gang sheet: wounds, kills, horse, what he fights with; skills; what
/// the wounds do; each weapon with his chance to hit at each range band.
fn mww_entry(figure: &crate::rules::mww::Figure, portrait_png: Option<Vec<u8>>) -> RosterEntry {
    let d = super::mww::derived(figure);
    RosterEntry {
        name: figure.name().to_string(),
        kind: d.kind_name.clone(),
        stats: vec![
            ("Wounds".to_string(), d.wounds.to_string()),
            ("Kills".to_string(), figure.kills().to_string()),
            ("Mount".to_string(), d.mount.clone().unwrap_or_else(|| "On foot".to_string())),
            ("Fights".to_string(), d.fight_weapon.clone()),
        ],
        sections: vec![
            Section {
                title: "Skills".to_string(),
                items: d.skills.iter().map(|s| Feature { name: s.name.clone(), effect: s.effect.clone() }).collect(),
            },
            Section {
                title: "Wounds".to_string(),
                items: d.wound_effects.iter().map(|e| Feature { name: e.clone(), effect: String::new() }).collect(),
            },
        ],
        weapon_columns: ["WEAPON".to_string(), "REACH".to_string(), "HAND TO HAND".to_string()],
        // Under each weapon that shoots, the figure's chance at each band of the chance of hit table.
        weapons: d
            .weapons
            .iter()
            .map(|w| {
                let bands = super::range_headings();
                let reach = bands
                    .iter()
                    .zip(&w.chances)
                    .rfind(|(_, c)| c.ends_with('%'))
                    .map(|(b, _)| format!("to {}", b.rsplit(' ').next().unwrap_or_default()));
                let chances: Vec<String> =
                    bands.iter().zip(&w.chances).map(|(b, c)| format!("{c} at {}", b.replace(' ', ""))).collect();
                WeaponLine {
                    name: w.name.clone(),
                    range: reach.unwrap_or_else(|| "\u{2014}".to_string()),
                    impact: w.fights_as.clone(),
                    notes: match &w.shoots_as {
                        Some(s) => format!("To hit: {} (as {s})", chances.join(" · ")),
                        None => String::new(),
                    },
                }
            })
            .collect(),
        notes: figure.notes().to_string(),
        portrait_png,
        standing: None,
    }
}

/// A fate weapon: its firing-chart bands ("2\" 6D · 6\" 4D · …") and how it may fire.
pub(super) fn fate_weapon_line(weapon: fate::Weapon) -> WeaponLine {
    let info = weapon.info();
    let range = match weapon.row() {
        Some(row) => row
            .bands
            .iter()
            .flatten()
            .map(|cell| match cell.up_to {
                Some(up_to) => format!("{up_to}\" {}D", cell.dice),
                None => format!("beyond {}D", cell.dice),
            })
            .collect::<Vec<_>>()
            .join(" · "),
        None if info.firearm => "shotgun chart".to_string(),
        None => "\u{2014}".to_string(),
    };
    let fire = match info.blaze {
        Some(blaze) => format!("Blaze +{}D, up to {} hits", blaze.dice, blaze.max_hits),
        None if weapon.row().is_some() || info.firearm => "Deliberate only".to_string(),
        None => "Fighting".to_string(),
    };
    WeaponLine { name: info.name.to_string(), range, impact: fire, notes: String::new() }
}

fn weapon_line(weapon: &WeaponChoice) -> WeaponLine {
    match weapon {
        WeaponChoice::Missile(w) => {
            // "Repeating rifle (lever, pump action or magazine)": the name in the table's column,
            // what the brackets say at the head of its notes.
            let (name, kinds) = match w.name.split_once(" (") {
                Some((name, rest)) => (name.to_string(), format!("({rest} ")),
                None => (w.name.to_string(), String::new()),
            };
            WeaponLine {
                name,
                range: w.range_text(),
                impact: w.impact_text(),
                notes: format!("{kinds}{}", w.notes).trim().to_string(),
            }
        }
        WeaponChoice::Melee(w) => WeaponLine {
            name: w.name.to_string(),
            range: format!("{} reach", w.reach.name()),
            // QOTD Reel 6, DV adjustments: improvised weapons hit as light impact (+1 DV); fists
            // and light clubs are blunt, so their hits knock out rather than wound (Effects of hits).
            impact: match w.kind {
                MeleeKind::Fighting => "Normal",
                MeleeKind::Improvised => "Light",
                MeleeKind::Fists => "Blunt (stuns)",
            }
            .to_string(),
            notes: w.kind.name().to_string(),
        },
    }
}

/// The roster sheet (a PDF at true paper size) as `template` (a template file, else the shipped
/// one) has it, not written anywhere.
pub fn roster_pdf(
    store: &Store,
    campaign_id: i64,
    options: &RosterOptions,
    paper: Paper,
    template: Option<&str>,
) -> Result<print::Printed, CampaignError> {
    let doc = roster_doc(store, campaign_id, options)?;
    let look = super::templates::template_for(template)?;
    Ok(print::roster_pdf(&doc, paper, &look)?)
}

/// Prints the roster sheet to `path` (a PDF at true paper size).
pub fn print_roster(
    store: &Store,
    campaign_id: i64,
    options: &RosterOptions,
    paper: Paper,
    template: Option<&str>,
    path: &Path,
) -> Result<PrintOutcome, CampaignError> {
    let printed = roster_pdf(store, campaign_id, options, paper, template)?;
    super::write_whole(path, &printed.pdf)?;
    Ok(PrintOutcome { path: path.display().to_string(), pages: printed.pages as u32, bytes: printed.pdf.len() as u64 })
}
