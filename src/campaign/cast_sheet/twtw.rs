//! A The West That Wasn't player's cast sheet — the chapter's "character sheet" with "a combat
//! reference aid" on its back: each hero's eight traits as dice with his skills as pools under
//! them, the figures Posse derives (Size, Conc, DB, APs, Initiative, Fortitude, Stun TN), his
//! attacks, armour, a wound track per location and his Conc; then, once per player, the reference.
//!
//! Decisions where the chapter and the issue are silent:
//! - The chapter's gear section is lost and a hero's sheet holds no gear: a line per ranged skill
//!   he holds, with his pool, the range bands' TNs (point blank 3; 5 within the first range
//!   increment, one more for each full increment after it) and blanks to write in the weapon, its
//!   increment, Pen and DMG from its gear card. Throwing's increment is the chapter's 10 paces, and
//!   its reach the Strength die × 5. His hand-to-hand skills in a line, with the chapter's knife
//!   damage; the defence each lends him is beside his other figures.
//! - Armour: none worn (deadly weapons penetrate, unless through cover); a man's natural armour
//!   against impact. The gear card's blanks (weapon, increment, Pen, DMG) are to be written in.
//! - The wound track: five boxes a location, those carried crossed; the fifth disables a limb and
//!   kills at the torso or head. Conc: a box a point, those lost crossed.
//! - The reference: how to read an action card (its sections, checks on the cause grid, bumps,
//!   damage on the effect grid, the stun and the recovery check), the initiative phases, the action
//!   and movement AP costs, wound effects with their Stun TNs; range and its TNs for a hero with a
//!   ranged skill, the hand-to-hand attacks for one with a hand-to-hand skill.

use super::{boxes, corrupt, heading, kind, pick, portrait, rows_of};
use crate::campaign::casting::{CastError, CastMember, CastSide};
use crate::campaign::{CampaignError, Sheet};
use crate::print::cast_sheet::{MemberSheet, PlayerSheet};
use crate::print::layout::booklet::{TableBlock, TableCell};
use crate::rules::twtw::armour::NATURAL_ARMOUR_VS_IMPACT;
use crate::rules::twtw::damage::{STUN_TN_UNWOUNDED, WOUND_BOXES};
use crate::rules::twtw::hero::{Hero, HeroDerived, Trait};
use crate::rules::twtw::ranged::{BASE_TN, POINT_BLANK_TN, THROWN_INCREMENT};
use crate::rules::twtw::{self, WoundLocation};
use crate::store::Store;

/// The attack skills a hero shoots or throws with.
const RANGED: [&str; 3] = ["shooting_rifle", "firearms_pistol", "throwing"];
/// The attack skills of hand to hand.
const HAND_TO_HAND: [&str; 3] = ["melee", "unarmed_combat", "knife"];
/// The action card's sections a player reads in play (its number, fragments and suit aside).
const ACTION_CARD_ROWS: [&str; 9] = [
    "cause_grid",
    "burst",
    "hit_location",
    "penetration",
    "effect_grid",
    "wrench",
    "scatter",
    "unintended_targets",
    "toggle",
];
/// Range increments printed after point blank.
const INCREMENTS: u16 = 5;

/// Every chosen player's sheet.
pub(crate) fn players(store: &Store, sides: &[&CastSide]) -> Result<Vec<PlayerSheet>, CastError> {
    let all = twtw::tables();
    let mut players = Vec::new();
    for side in sides {
        let mut heroes = Vec::new();
        for m in &side.cast {
            let Some(Sheet::Twtw(sheet)) = &m.sheet else {
                return Err(corrupt(m, "The West That Wasn't hero sheet"));
            };
            heroes.push((m, Hero::from_sheet(sheet).map_err(CampaignError::from)?));
        }
        let holds = |ids: &[&str]| heroes.iter().any(|(_, h)| h.skills().iter().any(|s| ids.contains(&s.id.as_str())));
        let mut reference = vec![
            rows_of(&all, "twtw.action_card", &ACTION_CARD_ROWS),
            rows_of(&all, "twtw.checks", &["pool", "result", "critical_failure_cf", "exceptional"]),
            rows_of(&all, "twtw.bumps", &["earning_bumps", "hit_location", "penetration", "damage"]),
            rows_of(&all, "twtw.damage", &["effect", "deadly", "impact", "stun"]),
            rows_of(&all, "twtw.hand_to_hand", &["recover_from_stun"]),
        ];
        let mut wanted = vec!["twtw.initiative_phases", "twtw.action_costs", "twtw.movement_costs", "twtw.wounds"];
        if holds(&RANGED) {
            wanted.push("twtw.range");
        }
        if holds(&HAND_TO_HAND) {
            wanted.push("twtw.attacks");
        }
        reference.extend(pick(&all, &wanted).into_iter().map(Some));
        let members = heroes
            .iter()
            .map(|(m, h)| Ok(hero_sheet(m, h, portrait(store, m)?)))
            .collect::<Result<Vec<_>, CastError>>()?;
        players.push(PlayerSheet {
            heading: heading(side),
            facts: Vec::new(),
            members,
            remarks: Vec::new(),
            reference: reference.into_iter().flatten().collect(),
        });
    }
    Ok(players)
}

fn hero_sheet(m: &CastMember, hero: &Hero, portrait_png: Option<Vec<u8>>) -> MemberSheet {
    let d = hero.derived();
    let conc = usize::from(d.conc);
    let lost = usize::from(hero.conc_lost()).min(conc);
    let facts = vec![
        ("Size".to_string(), d.size.to_string()),
        ("DB".to_string(), format!("{} (an impact's Force too)", d.damage_bonus)),
        ("APs".to_string(), aps(&d)),
        ("Initiative".to_string(), format!("{} \u{b7} Quickness {}", d.initiative.value, d.quickness)),
        ("Fortitude".to_string(), d.fortitude.value.clone()),
        (
            "Stun TN".to_string(),
            match &d.worst_wound {
                Some(worst) => format!("{} ({worst} wound; unwounded {STUN_TN_UNWOUNDED})", d.stun_tn),
                None => format!("{} (unwounded)", d.stun_tn),
            },
        ),
        (
            "Defence".to_string(),
            format!("{} unarmed, {} with Melee; dodge TN {}", d.defence_unarmed, d.defence_melee, d.dodge_tn),
        ),
        ("Armour".to_string(), format!("None worn; natural {NATURAL_ARMOUR_VS_IMPACT} against impact")),
    ];
    let mut wide_facts =
        vec![("Conc".to_string(), format!("{} {}; at 0 he is knocked out", d.conc, boxes(lost, conc - lost)))];
    if let Some(line) = hand_to_hand(&d) {
        wide_facts.push(("Hand to hand".to_string(), line));
    }
    if let Some(standing) = &m.standing {
        wide_facts.push(("Standing".to_string(), standing.clone()));
    }
    let notes = hero.to_sheet().notes;
    if !notes.trim().is_empty() {
        wide_facts.push(("Notes".to_string(), notes));
    }
    let mut tables = vec![traits_table(&d)];
    tables.extend(ranged_table(hero, &d));
    tables.push(wounds_table(hero));
    MemberSheet {
        name: m.name.clone(),
        kind: kind(m),
        facts,
        wide_facts,
        portrait_png,
        tables,
        remarks: d.flags.clone(),
    }
}

/// "10 (½ 5, ¼ 2.5)", less the wound penalty.
fn aps(d: &HeroDerived) -> String {
    let penalty = if d.ap_penalty > 0 {
        format!("; {} less the wound penalty of {}", d.aps, d.ap_penalty)
    } else {
        String::new()
    };
    format!("{} (\u{bd} {}, \u{bc} {}){penalty}", d.aps_now, d.ap_half, d.ap_quarter)
}

/// The eight traits as dice, each with the skills under it as pools ("Shooting: Rifle 3d10").
fn traits_table(d: &HeroDerived) -> TableBlock {
    let dice = d.traits.iter().map(|t| TableCell::text(format!("{} {}", t.die, t.grade))).collect();
    let skills = d
        .traits
        .iter()
        .map(|t| {
            let under: Vec<String> =
                d.skills.iter().filter(|s| s.under == t.id).map(|s| format!("{} {}", s.name, s.pool)).collect();
            TableCell::text(under.join("\n"))
        })
        .collect();
    TableBlock {
        title: "Traits and skills".to_string(),
        source: String::new(),
        columns: d.traits.iter().map(|t| t.name.clone()).collect(),
        rows: vec![dice, skills],
        notes: Vec::new(),
    }
}

/// A line per ranged attack skill he holds: the pool, and the TN at each range band; blanks for
/// the weapon's gear card.
fn ranged_table(hero: &Hero, d: &HeroDerived) -> Option<TableBlock> {
    let blank = "____";
    let rows: Vec<Vec<TableCell>> = d
        .skills
        .iter()
        .filter(|s| RANGED.contains(&s.id.as_str()))
        .map(|s| {
            let increment = if s.id == "throwing" {
                let reach = twtw::ranged::throw_range(hero.die(Trait::Strength).sides());
                format!("{THROWN_INCREMENT} paces; at most {reach}")
            } else {
                blank.to_string()
            };
            let bands: Vec<String> = (0..INCREMENTS).map(|n| (BASE_TN + i32::from(n)).to_string()).collect();
            vec![
                TableCell::text(format!("{} {}", s.name, s.pool)),
                TableCell::text(blank),
                TableCell::text(increment),
                TableCell::text(format!("PB {POINT_BLANK_TN} \u{b7} {}", bands.join(" \u{b7} "))),
                TableCell::text(blank),
                TableCell::text(blank),
            ]
        })
        .collect();
    if rows.is_empty() {
        return None;
    }
    Some(TableBlock {
        title: "Ranged attacks".to_string(),
        source: "TWTW Conflict, Range".to_string(),
        columns: ["Skill", "Weapon", "Range increment", "TN: point blank, then each full increment", "Pen", "DMG"]
            .map(String::from)
            .to_vec(),
        rows,
        notes: Vec::new(),
    })
}

/// "Melee 3d8 · Knife 3d8: (1)4 quick, (2)4 standard, (3)4 heavy; + DB 1 …", or none.
fn hand_to_hand(d: &HeroDerived) -> Option<String> {
    let skills: Vec<String> = d
        .skills
        .iter()
        .filter(|s| HAND_TO_HAND.contains(&s.id.as_str()))
        .map(|s| {
            let knife = if s.id == "knife" { ": DMG (1)4 quick, (2)4 standard, (3)4 heavy" } else { "" };
            format!("{} {}{knife}", s.name, s.pool)
        })
        .collect();
    (!skills.is_empty()).then(|| {
        format!("{}; + DB {} to the damage; the TN is the defender's defence", skills.join(" \u{b7} "), d.damage_bonus)
    })
}

/// Five boxes a location, those carried crossed, and what the 5th does.
fn wounds_table(hero: &Hero) -> TableBlock {
    let boxes_of = usize::from(WOUND_BOXES);
    let mut columns = vec![String::new()];
    let mut track = vec![TableCell::text("Wounds")];
    let mut fifth = vec![TableCell::text("The 5th")];
    for l in WoundLocation::ALL {
        let carried = usize::from(hero.wounds_at(l)).min(boxes_of);
        columns.push(l.name().to_string());
        track.push(TableCell::text(boxes(carried, boxes_of - carried)));
        fifth.push(TableCell::text(if l.is_vital() { "Kills" } else { "Disables" }));
    }
    TableBlock {
        title: "Wounds".to_string(),
        source: "TWTW Conflict, Wound Effects".to_string(),
        columns,
        rows: vec![track, fifth],
        notes: Vec::new(),
    }
}
