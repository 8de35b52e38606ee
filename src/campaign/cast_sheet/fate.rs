//! A fate-family player's cast sheet: each character's class, nerve and fast-draw dice, skills with
//! their effects, wounds and what they stop, and weapons; the campaign's options that differ from
//! the playsheet; and the rules of fire, nerve and the campaign's hit-location chart.
//!
//! - Each weapon shows its firing-chart row as the chart prints it, and the row again with the
//!   class's dice added ("as a Shootist"); a shotgun its shotgun-chart row. The options that differ
//!   from the playsheet are listed on every player's sheet; the quick reference is the rules of
//!   fire, nerve and the campaign's hit-location chart (and the shotgun chart if one is carried).

use super::{corrupt, heading, kind, pick, portrait};
use crate::campaign::casting::{CastError, CastMember, CastSide, Scenario};
use crate::campaign::playsheet::options_in_words;
use crate::campaign::{options, CampaignError, Sheet};
use crate::print::cast_sheet::{MemberSheet, PlayerSheet};
use crate::print::layout::booklet::{TableBlock, TableCell};
use crate::rules::fate;
use crate::rules::tables::Table;
use crate::store::Store;

/// Every chosen player's sheet, with the campaign's options and house tables.
pub(crate) fn players(store: &Store, scenario: &Scenario, sides: &[&CastSide]) -> Result<Vec<PlayerSheet>, CastError> {
    let opts = options::options(store, scenario.campaign_id)?.options.fate().unwrap_or_default();
    let house = options::house_tables(store, scenario.campaign_id)?;
    let mut players = Vec::new();
    for side in sides {
        let members = side
            .cast
            .iter()
            .map(|m| fate_member(m, &opts, portrait(store, m)?))
            .collect::<Result<Vec<_>, CastError>>()?;
        let (remarks, reference) = fate_extras(side, &opts, &house);
        players.push(PlayerSheet { heading: heading(side), facts: Vec::new(), members, remarks, reference });
    }
    Ok(players)
}

fn fate_member(
    m: &CastMember,
    opts: &fate::FateOptions,
    portrait_png: Option<Vec<u8>>,
) -> Result<MemberSheet, CastError> {
    let Some(Sheet::Fate(sheet)) = &m.sheet else {
        return Err(corrupt(m, "fate sheet"));
    };
    let character = fate::Character::from_sheet(sheet, opts).map_err(CampaignError::from)?;
    let info = character.class().info();
    let hand = match character.hand() {
        fate::Hand::Right => "Right",
        fate::Hand::Left => "Left",
        fate::Hand::Ambidextrous => "Ambidextrous",
    };
    let wounds: Vec<String> = character.wounds().iter().map(|w| w.label()).collect();
    let facts = vec![
        ("Class".to_string(), info.name.to_string()),
        ("Nerve".to_string(), format!("{} dice; fast draw {} dice", info.nerve_dice, info.nerve_dice)),
        ("Firing".to_string(), format!("{} for the class", fate::signed_dice(info.firing_dice))),
        ("Hand".to_string(), hand.to_string()),
        ("Kills".to_string(), character.kills().to_string()),
        ("Wounds".to_string(), if wounds.is_empty() { "None".to_string() } else { wounds.join(", ") }),
    ];
    let mut wide_facts = Vec::new();
    let effects = crate::campaign::sheet::wound_effects(&character);
    if !effects.is_empty() {
        wide_facts.push(("Wounds stop".to_string(), effects.join("; ")));
    }
    if let Some(standing) = &m.standing {
        wide_facts.push(("Standing".to_string(), standing.clone()));
    }
    if !character.notes().is_empty() {
        wide_facts.push(("Notes".to_string(), character.notes().to_string()));
    }
    let mut tables = Vec::new();
    let skills: Vec<Vec<TableCell>> = character
        .skills()
        .into_iter()
        .map(|h| {
            let mut effect = h.skill.info().effect.to_string();
            if !h.implied_by.is_empty() {
                let by: Vec<&str> = h.implied_by.iter().map(|s| s.name()).collect();
                effect = format!("(from {}) {effect}", by.join(", "));
            }
            vec![TableCell::text(h.label), TableCell::text(effect)]
        })
        .collect();
    if !skills.is_empty() {
        tables.push(TableBlock {
            title: "Skills".to_string(),
            source: "Ansell 1996, Skills".to_string(),
            columns: vec!["Skill".to_string(), "Effect".to_string()],
            rows: skills,
            notes: Vec::new(),
        });
    }
    if !character.weapons().is_empty() {
        tables.push(fate_weapons(&character, info));
    }
    Ok(MemberSheet {
        name: m.name.clone(),
        kind: kind(m),
        facts,
        wide_facts,
        portrait_png,
        tables,
        remarks: Vec::new(),
    })
}

/// Each weapon's firing-chart row as the chart prints it, then with the class's dice added; a
/// shotgun's shotgun-chart row; a weapon for fighting only says so.
fn fate_weapons(character: &fate::Character, info: &fate::ClassInfo) -> TableBlock {
    let mut rows = Vec::new();
    for weapon in character.weapons() {
        let w = weapon.info();
        let fire = match w.blaze {
            Some(b) => format!("Blaze {}, up to {} hit(s)", fate::signed_dice(b.dice), b.max_hits),
            None if w.firearm || weapon.row().is_some() => "Deliberate only".to_string(),
            None => "Fighting".to_string(),
        };
        match weapon.row() {
            Some(row) => {
                let mut chart = vec![TableCell::text(format!("{} ({} row)", w.name, row.name))];
                let mut class =
                    vec![TableCell::text(format!("as a {} ({})", info.name, fate::signed_dice(info.firing_dice)))];
                let mut previous = 0;
                for band in &row.bands {
                    match band {
                        Some(cell) => {
                            let reach = match cell.up_to {
                                Some(up_to) => {
                                    previous = up_to;
                                    format!("{up_to}\"")
                                }
                                None => format!("{previous}\"+"),
                            };
                            chart.push(TableCell::text(format!("{reach} / {}D6", cell.dice)));
                            class.push(TableCell::text(format!("{reach} / {}D6", cell.dice + info.firing_dice)));
                        }
                        None => {
                            chart.push(TableCell::text("--"));
                            class.push(TableCell::text("--"));
                        }
                    }
                }
                chart.push(TableCell::text(fire));
                class.push(TableCell::text(""));
                rows.push(chart);
                rows.push(class);
            }
            None => {
                let shotgun = fate::shotgun::SHOTGUNS.iter().find(|s| s.weapon == *weapon);
                let mut cells = vec![TableCell::text(w.name)];
                match shotgun {
                    Some(s) => {
                        cells.push(TableCell::text(format!("Shotgun chart: 6\" or less {} hits", s.hits_close)));
                        cells.push(TableCell::text(format!("greater than 6\" {} hit", s.hits_far)));
                        cells.extend((0..3).map(|_| TableCell::text("")));
                    }
                    None => cells.extend((0..5).map(|_| TableCell::text("--"))),
                }
                cells.push(TableCell::text(fire));
                rows.push(cells);
            }
        }
    }
    TableBlock {
        title: "Weapons".to_string(),
        source: "Playsheet, Range and Firing Chart".to_string(),
        columns: ["Weapon", "PB", "Close", "Medium", "Long", "Extreme", "Fire"].map(String::from).to_vec(),
        rows,
        notes: vec![
            "Each band reaches its figure inclusive; the dice are before the modifiers (moving, cover, wounds, \
             skills: see the playsheet)."
                .to_string(),
        ],
    }
}

/// A fate player's remarks (the options that differ from the playsheet) and quick reference.
fn fate_extras(side: &CastSide, opts: &fate::FateOptions, house: &fate::HouseTables) -> (Vec<String>, Vec<Table>) {
    let differ = options_in_words(opts);
    let mut remarks = vec![if differ.is_empty() {
        "This campaign plays every rule as the playsheet has it.".to_string()
    } else {
        "This campaign's options that differ from the playsheet:".to_string()
    }];
    remarks.extend(differ.into_iter().map(|d| format!("\u{2022} {d}")));
    let shotgun = side.cast.iter().any(|m| match &m.sheet {
        Some(Sheet::Fate(s)) => fate::Character::from_sheet(s, opts)
            .is_ok_and(|c| c.weapons().iter().any(|w| fate::shotgun::SHOTGUNS.iter().any(|s| s.weapon == *w))),
        _ => false,
    });
    let grid = match fate::HitTable::of(opts) {
        fate::HitTable::Trwnn2003 => "fate.hit_location_trwnn_2003",
        fate::HitTable::House => "fate.hit_location_house_grid",
    };
    let mut wanted = vec!["fate.deliberate_fire_and_blazing_away", "fate.nerve", grid];
    if shotgun {
        wanted.push("fate.shotgun");
    }
    (remarks, pick(&fate::campaign_tables(opts, house), &wanted))
}
