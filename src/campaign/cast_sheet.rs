//! Cast sheets: a saved scenario's cast list worded for print, one part per player
//! ([`crate::print::cast_sheet`]).
//!
//! Decisions where the issue and the rules are silent:
//! - A player is an entry of the script; a player with no name is shown by the side's name.
//!   `--player` picks entries by player name (case and spacing ignored), or by side name when the
//!   entry has no player.
//! - QOTD: the cards, dice and standing are what the member plays this scenario with (the cast list
//!   as it was cast), with the normal figures beside them when the last aftermath changed them.
//! - QOTD quick reference, chosen from the cast's weapons, traits and personalities, in the order a
//!   player reaches for them: Effects of hits (narrowed to the DVs of the other players' cast,
//!   before adjustments; all of it when there is no other player), Wanting to Shoot and the hit
//!   chart for anyone with a missile weapon, Wanting to make an attack and its hit chart for anyone
//!   with a combat weapon or a beast, Courage unless every character is Heroic (who never tests),
//!   DV adjustments, reloading for missile weapons, Drawing and shooting for handguns or Quick
//!   Draw, Wanting to Move, and the Beast's Reaction for a beast.
//! - Fate: each weapon shows its firing-chart row as the chart prints it, and the row again with the
//!   class's dice added ("as a Shootist"); a shotgun its shotgun-chart row. The options that differ
//!   from the playsheet are listed on every player's sheet; the quick reference is the rules of
//!   fire, nerve and the campaign's hit-location chart (and the shotgun chart if one is carried).

use std::path::Path;

use super::casting::{get_scenario, CastError, CastMember, CastSide, Scenario};
use super::printing::PrintOutcome;
use super::{options, playsheet::options_in_words, summary, CampaignError, Derived, Sheet};
use crate::print::cast_sheet::{cast_sheet_pdf, CastSheetDoc, MemberSheet, PlayerSheet};
use crate::print::layout::booklet::{TableBlock, TableCell};
use crate::print::{Paper, PrintError};
use crate::rules::qotd::{self, WeaponChoice};
use crate::rules::tables::Table;
use crate::rules::{fate, Ruleset};
use crate::store::{characters, Store};

/// The cast sheets of a saved scenario: every player's, or those of `player`.
pub fn cast_sheet_doc(store: &Store, scenario_id: i64, player: Option<&str>) -> Result<CastSheetDoc, CastError> {
    let scenario = get_scenario(store, scenario_id)?;
    let campaign = summary(store, scenario.campaign_id)?;
    let sides: Vec<&CastSide> = match player {
        None => scenario.sides.iter().collect(),
        Some(wanted) => {
            let key = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase();
            let chosen: Vec<&CastSide> =
                scenario.sides.iter().filter(|s| key(&player_name(s)) == key(wanted)).collect();
            if chosen.is_empty() {
                let players: Vec<String> = scenario.sides.iter().map(player_name).collect();
                return Err(CampaignError::from(PrintError::invalid(
                    "--player",
                    format!(
                        "no player called \"{wanted}\" in \"{}\" (players: {})",
                        scenario.title,
                        players.join(", ")
                    ),
                ))
                .into());
            }
            chosen
        }
    };
    let fate_rules = match scenario.ruleset {
        Ruleset::Fate => {
            let opts = options::options(store, scenario.campaign_id)?.options.fate().unwrap_or_default();
            Some((opts, options::house_tables(store, scenario.campaign_id)?))
        }
        _ => None,
    };
    // Built once: the quick references pick from them.
    let charts = match scenario.ruleset {
        Ruleset::Qotd => qotd::charts::tables(),
        _ => Vec::new(),
    };
    let mut players = Vec::new();
    for side in sides {
        let mut members = Vec::new();
        for m in &side.cast {
            let portrait = match m.character_id {
                Some(id) => characters::portrait(store.conn(), id).map_err(CampaignError::from)?,
                None => None,
            };
            members.push(match &fate_rules {
                Some((opts, _)) => fate_member(m, opts, portrait)?,
                None => qotd_member(m, portrait)?,
            });
        }
        let (remarks, reference) = match &fate_rules {
            Some((opts, house)) => fate_extras(side, opts, house),
            None => (Vec::new(), qotd_reference(&scenario, side, &charts)),
        };
        players.push(PlayerSheet { heading: heading(side), members, remarks, reference });
    }
    Ok(CastSheetDoc {
        title: scenario.title.clone(),
        subtitle: format!("{} \u{b7} {}", campaign.name, campaign.ruleset.title()),
        plot: scenario.plot.clone(),
        set_notes: scenario.set_notes.clone(),
        players,
    })
}

/// The cast sheets of a saved scenario (every player's, or `player`'s) as `template` (a template
/// file, else the shipped one) has them, not written anywhere.
pub fn cast_sheet_bytes(
    store: &Store,
    scenario_id: i64,
    player: Option<&str>,
    paper: Paper,
    template: Option<&str>,
) -> Result<crate::print::Printed, CastError> {
    let doc = cast_sheet_doc(store, scenario_id, player)?;
    let look = super::templates::template_for(template).map_err(CampaignError::from)?;
    Ok(cast_sheet_pdf(&doc, paper, &look).map_err(CampaignError::from)?)
}

/// Prints the cast sheets of a saved scenario to `path`.
pub fn print_cast_sheet(
    store: &Store,
    scenario_id: i64,
    player: Option<&str>,
    paper: Paper,
    template: Option<&str>,
    path: &Path,
) -> Result<PrintOutcome, CastError> {
    let printed = cast_sheet_bytes(store, scenario_id, player, paper, template)?;
    super::write_whole(path, &printed.pdf)?;
    Ok(PrintOutcome { path: path.display().to_string(), pages: printed.pages as u32, bytes: printed.pdf.len() as u64 })
}

fn player_name(side: &CastSide) -> String {
    match side.script.player.trim() {
        "" => side.side_name.clone(),
        name => name.to_string(),
    }
}

/// "Ann — The Earps ♥ Hearts", or the side's name alone.
fn heading(side: &CastSide) -> String {
    let suit = side.script.suit.map(|s| format!(" {} {}", s.symbol(), s.name())).unwrap_or_default();
    match side.script.player.trim() {
        "" => format!("{}{suit}", side.side_name),
        player => format!("{player} \u{2014} {}{suit}", side.side_name),
    }
}

fn kind(m: &CastMember) -> String {
    if m.extra {
        format!("{} (extra)", m.kind_name)
    } else {
        m.kind_name.clone()
    }
}

fn corrupt(m: &CastMember, what: &str) -> CastError {
    CastError::Malformed { field: format!("cast list: {}", m.name), reason: format!("has no {what}") }
}

fn qotd_member(m: &CastMember, portrait_png: Option<Vec<u8>>) -> Result<MemberSheet, CastError> {
    let cards = match m.cards.as_slice() {
        [] => "none dealt".to_string(),
        cards => cards.iter().map(|c| c.label()).collect::<Vec<_>>().join(" "),
    };
    let cards = match m.cards_lost {
        0 => cards,
        n => {
            format!("{cards} ({} less than normal, after the last aftermath)", super::casting::plural(n.into(), "card"))
        }
    };
    if let Some(beast) = &m.beast {
        let mut facts = vec![
            ("Card".to_string(), format!("{cards} (goes into the pack once the beast is activated)")),
            ("Speed".to_string(), format!("{} paces", beast.speed)),
            ("DV".to_string(), beast.dv.to_string()),
            ("Attack".to_string(), format!("{} dice, the best counting; one lost for each hit", beast.attack_dice)),
            ("Attack type".to_string(), beast.attack_type.clone()),
            ("Impact".to_string(), if beast.high_impact { "High" } else { "Normal" }.to_string()),
        ];
        if !beast.traits.is_empty() {
            facts.push((
                "Traits".to_string(),
                beast.traits.iter().map(|t| t.replace('_', " ")).collect::<Vec<_>>().join(", "),
            ));
        }
        if !beast.special_rules.is_empty() {
            facts.push(("Special rules".to_string(), beast.special_rules.clone()));
        }
        return Ok(MemberSheet { name: m.name.clone(), kind: kind(m), facts, portrait_png: None, tables: Vec::new() });
    }
    let Some(Sheet::Qotd(sheet)) = &m.sheet else {
        return Err(corrupt(m, "QOTD sheet"));
    };
    let character = qotd::Character::from_sheet(sheet).map_err(CampaignError::from)?;
    let Some(Derived::Qotd(normal)) = &m.derived else {
        return Err(corrupt(m, "derived figures"));
    };
    let plays = m.action_dice.unwrap_or(normal.action_dice);
    let action = if m.plays_reduced {
        format!("{plays} (the reduced dice, after the last aftermath; normally {})", normal.action_dice)
    } else {
        plays.to_string()
    };
    let armour = character.armour();
    let mut defence = format!("DV {}: {} ({:+})", normal.dv, armour.name(), armour.dv());
    if character.shield() {
        defence.push_str(&format!(
            "; shield +{} in close combat and against non-gunpowder missiles",
            qotd::SHIELD_DV_BONUS
        ));
    }
    let mut facts = vec![
        ("Cards".to_string(), cards),
        ("Action dice".to_string(), action),
        ("Reduced dice".to_string(), m.reduced_dice.unwrap_or(normal.reduced_dice).to_string()),
        ("Defence".to_string(), defence),
        ("Move".to_string(), format!("{} paces", normal.move_paces)),
    ];
    if let Some(standing) = &m.standing {
        facts.push(("Standing".to_string(), standing.clone()));
    }
    if !character.notes().is_empty() {
        facts.push(("Notes".to_string(), character.notes().to_string()));
    }
    let personality = character.personality();
    let mut traits =
        vec![vec![TableCell::text(format!("{} (personality)", personality.name)), TableCell::text(personality.effect)]];
    traits.extend(
        character.traits().iter().map(|t| vec![TableCell::text(t.label()), TableCell::text(t.definition.effect)]),
    );
    let mut tables = vec![TableBlock {
        title: "Personality and traits".to_string(),
        source: "QOTD Reel 2".to_string(),
        columns: vec!["Name".to_string(), "Effect".to_string()],
        rows: traits,
        notes: Vec::new(),
    }];
    if !character.weapons().is_empty() {
        tables.push(TableBlock {
            title: "Props".to_string(),
            source: "QOTD Reel 4, Weapons table; Props, Combat weapons".to_string(),
            columns: ["Prop", "Range", "Impact", "Notes"].map(String::from).to_vec(),
            rows: character.weapons().iter().map(prop_row).collect(),
            notes: Vec::new(),
        });
    }
    Ok(MemberSheet { name: m.name.clone(), kind: kind(m), facts, portrait_png, tables })
}

fn prop_row(weapon: &WeaponChoice) -> Vec<TableCell> {
    match weapon {
        WeaponChoice::Missile(w) => vec![
            TableCell::text(w.name),
            TableCell::text(w.range_text()),
            TableCell::text(w.impact_text()),
            TableCell::text(w.notes),
        ],
        WeaponChoice::Melee(w) => vec![
            TableCell::text(w.name),
            TableCell::text(format!("{} reach", w.reach.name())),
            TableCell::text(match w.kind {
                qotd::MeleeKind::Fighting => "Normal",
                qotd::MeleeKind::Improvised => "Light",
                qotd::MeleeKind::Fists => "Blunt (stuns)",
            }),
            TableCell::text(w.kind.name()),
        ],
    }
}

/// The charts a QOTD player's cast rolls most (see the module's decisions).
fn qotd_reference(scenario: &Scenario, side: &CastSide, charts: &[Table]) -> Vec<Table> {
    let characters: Vec<qotd::Character> = side
        .cast
        .iter()
        .filter_map(|m| match &m.sheet {
            Some(Sheet::Qotd(s)) => qotd::Character::from_sheet(s).ok(),
            _ => None,
        })
        .collect();
    let weapons = || characters.iter().flat_map(|c| c.weapons().iter());
    let missile = weapons().any(|w| matches!(w, WeaponChoice::Missile(_)));
    let beast = side.cast.iter().any(|m| m.beast.is_some());
    let melee = beast || weapons().any(|w| matches!(w, WeaponChoice::Melee(_)));
    let handgun = weapons().any(|w| matches!(w, WeaponChoice::Missile(m) if m.group == qotd::MissileGroup::Handgun))
        || characters.iter().any(|c| c.traits().iter().any(|t| t.id() == "quick_draw"));
    let courage = characters.iter().any(|c| !c.skips_courage_tests());
    let chosen = [
        ("wanting_to_shoot", missile),
        ("hit_from_shooting", missile),
        ("wanting_to_attack", melee),
        ("hit_from_an_attack", melee),
        ("courage_test", courage),
        ("dv_adjustments", true),
        ("reload_or_restring", missile),
        ("drawing_and_shooting", handgun),
        ("wanting_to_move", !characters.is_empty()),
        ("beasts_reaction", beast),
    ];
    let chart = |name: &str| charts.iter().find(|t| t.info.id.strip_prefix("qotd.") == Some(name));
    let mut out: Vec<Table> =
        chart("effects_of_hits").map(|full| effects_for_targets(scenario, side, full)).into_iter().collect();
    out.extend(chosen.iter().filter(|(_, wanted)| *wanted).filter_map(|(name, _)| chart(name).cloned()));
    out
}

/// Effects of hits (`full`), narrowed to the columns of the other players' cast's DVs.
fn effects_for_targets(scenario: &Scenario, side: &CastSide, full: &Table) -> Table {
    let mut dvs: Vec<i8> = scenario
        .sides
        .iter()
        .filter(|s| !std::ptr::eq(*s, side))
        .flat_map(|s| &s.cast)
        .filter_map(|m| match (&m.derived, &m.beast) {
            (Some(Derived::Qotd(d)), _) => Some(d.dv),
            (_, Some(b)) => Some(b.dv),
            _ => None,
        })
        .collect();
    dvs.sort_unstable();
    dvs.dedup();
    let Some(dv_key) = full.keys.iter().find(|k| k.name == "dv") else {
        return full.clone();
    };
    // A DV the table has is its column; one beyond its ends reads the first or last (the key's clamp).
    let mut columns: Vec<usize> = dvs
        .iter()
        .filter_map(|dv| {
            let value = match (&dv_key.clamp, dv.to_string()) {
                (Some(c), _) if i32::from(*dv) < c.min => c.below.clone(),
                (Some(c), _) if i32::from(*dv) > c.max => c.above.clone(),
                (_, value) => value,
            };
            dv_key.values.iter().find(|v| v.value == value).map(|v| v.index)
        })
        .collect();
    columns.dedup();
    if columns.is_empty() {
        return full.clone();
    }
    let keep: Vec<usize> = std::iter::once(0).chain(columns).collect();
    let listed: Vec<String> = dvs.iter().map(|d| d.to_string()).collect();
    let mut table = full.clone();
    table.info.title = format!("{} \u{2014} your targets' DVs", full.info.title);
    table.columns = keep.iter().map(|&i| full.columns[i].clone()).collect();
    for (row, full_row) in table.rows.iter_mut().zip(&full.rows) {
        row.cells = keep.iter().map(|&i| full_row.cells[i].clone()).collect();
    }
    table.notes.insert(
        0,
        format!(
            "The columns of the DVs of the other players' cast ({}), before adjustments: an adjusted DV reads its own \
             column (the playsheet has them all).",
            listed.join(", ")
        ),
    );
    table
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
    let mut facts = vec![
        ("Class".to_string(), info.name.to_string()),
        ("Nerve".to_string(), format!("{} dice; fast draw {} dice", info.nerve_dice, info.nerve_dice)),
        ("Firing".to_string(), format!("{} for the class", fate::signed_dice(info.firing_dice))),
        ("Hand".to_string(), hand.to_string()),
        ("Kills".to_string(), character.kills().to_string()),
        ("Wounds".to_string(), if wounds.is_empty() { "None".to_string() } else { wounds.join(", ") }),
    ];
    let effects = super::sheet::wound_effects(&character);
    if !effects.is_empty() {
        facts.push(("Wounds stop".to_string(), effects.join("; ")));
    }
    if let Some(standing) = &m.standing {
        facts.push(("Standing".to_string(), standing.clone()));
    }
    if !character.notes().is_empty() {
        facts.push(("Notes".to_string(), character.notes().to_string()));
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
    Ok(MemberSheet { name: m.name.clone(), kind: kind(m), facts, portrait_png, tables })
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
    let all = fate::campaign_tables(opts, house);
    let reference = wanted.iter().filter_map(|id| all.iter().find(|t| t.info.id == *id).cloned()).collect();
    (remarks, reference)
}
