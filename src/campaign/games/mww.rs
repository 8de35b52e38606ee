//! My Wild West after a game, for one figure: the wounds he takes into the next game, his kills, his
//! horse, the money he got away with; and for each gang, what it starts the next game with.
//!
//! A figure ends a game on 3 wounds or more knocked out or, by the campaign's reading
//! ([`KnockOut`]), wounded: by default 3 wounds knock a figure out only in a hand to hand, and a
//! figure shot to 3 "cannot do anything other than attempt to get to cover on the turn after
//! receiving the hits. The figure can continue normally on the turn after that."
//!
//! Decisions (the text has no rules between games): a figure carries the wounds he ended the game
//! with into the next — each costs his gang an AP every turn, him 5% to shoot and 1 in a fight — until
//! the players take them off his sheet (the text has no healing; Posse invents none). A figure is
//! dead only when killed (a 0 – 0, or a kill in a fight the players agree on). The money a figure got
//! away with goes to his gang, dead or alive (his gang carries his share off). A killed horse is
//! gone: the figure is on foot from the next game. There are no aftermath dice.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::entry::{AftermathEntry, ParticipantChoice, ParticipantDice, Worked};
use super::input::ParticipantInput;
use super::{invalid, Ended, GameError, Participant};
use crate::campaign::sheet::Rules;
use crate::campaign::thousands;
use crate::campaign::{AvailabilityStatus, CampaignError, CharacterView, Sheet};
use crate::rules::mww::action_points::budget;
use crate::rules::mww::fighting::KNOCKED_OUT_WOUNDS;
use crate::rules::mww::options::KnockOut;
use crate::rules::mww::{FigureSheet, MwwOptions};
use crate::store::{change_log, sides, Store};

fn plural(n: impl Into<i64>, one: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {one}s")
    }
}

/// Checks what an MWW game records of a figure: the wounds fit how he ended (by the campaign's
/// reading of the knock-out), the money is not negative, a horse killed was his.
pub(super) fn check_participant(
    p: &ParticipantInput,
    who: &CharacterView,
    ended: Ended,
    field: &str,
    readings: &MwwOptions,
) -> Result<(), GameError> {
    let Sheet::Mww(sheet) = &who.sheet else {
        return Err(invalid(format!("{field}.character"), "not a figure of this campaign's family"));
    };
    let name = &sheet.name;
    let super::GameWounds::Count(taken) = p.wounds else {
        return Err(invalid(format!("{field}.wounds"), "My Wild West counts the wounds a figure took: a number"));
    };
    let after = sheet.wounds + i32::from(taken);
    let out = i32::from(KNOCKED_OUT_WOUNDS);
    match ended {
        Ended::Unhurt if taken > 0 => {
            return Err(invalid(
                format!("{field}.wounds"),
                format!("{name} ended unhurt: give no wounds, or end him wounded"),
            ))
        }
        Ended::Wounded if taken == 0 => {
            return Err(invalid(
                format!("{field}.wounds"),
                format!("{name} ended wounded: how many wounds did he take?"),
            ))
        }
        Ended::Wounded if after >= out && readings.knocked_out == KnockOut::AtThirdWound => {
            return Err(invalid(
                format!("{field}.ended"),
                format!(
                    "{name} carried {} and took {}: 3 wounds or more is knocked out (the campaign's reading knocked_out=at_third_wound)",
                    plural(sheet.wounds, "wound"),
                    taken
                ),
            ))
        }
        Ended::KnockedOut if after < out => {
            return Err(invalid(
                format!("{field}.wounds"),
                format!(
                    "a figure is knocked out at 3 wounds or more: {name} carried {} and took {}",
                    plural(sheet.wounds, "wound"),
                    taken
                ),
            ))
        }
        Ended::Killed if taken > 0 => {
            return Err(invalid(format!("{field}.wounds"), format!("{name} was killed: his wounds no longer count")))
        }
        _ => {}
    }
    if p.money < 0 {
        return Err(invalid(format!("{field}.money"), "the money a figure got away with cannot be less than nothing"));
    }
    if p.horse_killed && sheet.mount.is_none() {
        return Err(invalid(format!("{field}.horse_killed"), format!("{name} has no horse on his sheet")));
    }
    if p.seriously_wounded > 0 {
        return Err(invalid(
            format!("{field}.seriously_wounded"),
            "My Wild West games record wounds taken (\"wounds\")",
        ));
    }
    Ok(())
}

/// What the game writes on a figure's sheet, and the entry that says so.
pub(crate) fn work(
    p: &Participant,
    sheet: &FigureSheet,
    dice: Option<&ParticipantDice>,
    choice: Option<(&str, &ParticipantChoice)>,
) -> Result<Worked, GameError> {
    if dice.is_some_and(|d| {
        !d.dice.is_empty()
            || d.hes_going.is_some()
            || d.skill_chance.is_some()
            || !d.skills.is_empty()
            || d.location_roll.is_some()
    }) {
        return Err(GameError::Dice(format!("{}: a My Wild West aftermath has no dice", p.name)));
    }
    if let Some((field, _)) = choice {
        return Err(GameError::Choice {
            field: field.to_string(),
            reason: "a My Wild West aftermath has nothing to choose".into(),
        });
    }
    let mut new = sheet.clone();
    let mut results = Vec::new();
    let mut changes = Vec::new();
    let kills = p.kills.len() as u32;
    let next = if p.ended.died() {
        results.push("Killed in the game.".to_string());
        AvailabilityStatus::Dead
    } else {
        new.wounds = (sheet.wounds + i32::from(p.wounds.count())).min(crate::rules::mww::MAX_WOUNDS);
        let carried = match new.wounds {
            0 => "no wounds".to_string(),
            n => plural(n, "wound"),
        };
        results.push(match p.ended {
            Ended::KnockedOut => format!("Knocked out; carries {carried} into the next game."),
            _ if p.wounds.count() > 0 => {
                format!("Took {}; carries {carried} into the next game.", plural(p.wounds.count(), "wound"))
            }
            _ => format!("Unhurt; carries {carried} into the next game."),
        });
        if new.wounds != sheet.wounds {
            changes.push(format!("wounds {} → {}", sheet.wounds, new.wounds));
        }
        if kills > 0 {
            new.kills = sheet.kills.saturating_add(i32::try_from(kills).unwrap_or(i32::MAX));
            changes.push(format!("kills {} → {}", sheet.kills, new.kills));
        }
        if p.horse_killed {
            new.mount = None;
            results.push("The horse was killed: on foot from the next game.".to_string());
            changes.push("horse lost".to_string());
        }
        AvailabilityStatus::Available
    };
    if kills > 0 {
        let names: Vec<&str> = p.kills.iter().map(|k| k.name.as_str()).collect();
        results.push(format!("Killed {}.", names.join(", ")));
    }
    if p.money > 0 {
        results.push(format!("Got away with ${} for the gang.", thousands(p.money)));
    }
    let mut entry = AftermathEntry::of(p, next, Vec::new(), results, changes);
    entry.kills_added = if p.ended.died() { 0 } else { kills };
    entry.money = p.money;
    let changed = !p.ended.died() && new != *sheet;
    Ok(Worked { entry, sheet: changed.then_some(Sheet::Mww(new)) })
}

/// A gang as it starts the next game, after an aftermath.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct GangAfter {
    #[ts(type = "number")]
    pub side_id: i64,
    pub name: String,
    #[ts(type = "number")]
    pub money_before: i64,
    /// Dollars its figures got away with in this game.
    #[ts(type = "number")]
    pub money_won: i64,
    #[ts(type = "number")]
    pub money: i64,
    /// Figures who can play the next game.
    pub figures: u8,
    /// Wounds they carry.
    pub wounds: u32,
    /// "30–33 APs a turn (6 × 5 + 1 average − 2), 4 held at the start"; "No figure left to play".
    pub aps: String,
}

/// Each MWW gang after the worked aftermath (before it is written): its money, and its figures,
/// wounds and APs for the next game. Empty for the other families.
pub(super) fn gangs_after(
    store: &Store,
    rules: &Rules,
    campaign_id: i64,
    worked: &[Worked],
    _applied: bool,
) -> Result<Vec<GangAfter>, GameError> {
    if *rules != Rules::Mww {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    for side in sides::of_campaign(store.conn(), campaign_id)? {
        let now = crate::campaign::gang(store, side.id)?;
        let view = crate::campaign::side(store, side.id)?;
        let (mut figures, mut wounds, mut won) = (i64::from(now.figures), i64::from(now.wounds), 0i64);
        for w in worked.iter().filter(|w| w.entry.side_id == side.id) {
            let before = view.characters.iter().find(|c| c.id == w.entry.character_id);
            let carried = match before.map(|c| &c.sheet) {
                Some(Sheet::Mww(s)) => i64::from(s.wounds),
                _ => 0,
            };
            if w.entry.dies {
                if before.is_some() {
                    figures -= 1;
                    wounds -= carried;
                }
            } else if let Some(Sheet::Mww(new)) = &w.sheet {
                wounds += i64::from(new.wounds) - carried;
            }
            won += w.entry.money;
        }
        let (figures, wounds) =
            (u8::try_from(figures.max(0)).unwrap_or(u8::MAX), u32::try_from(wounds.max(0)).unwrap_or(0));
        let aps = match budget(figures, wounds, 0) {
            Ok(b) => {
                let less = if wounds > 0 { format!(" − {wounds}") } else { String::new() };
                format!(
                    "{}–{} APs a turn (6 × {figures} + {}{less}), {} held at the start",
                    b.least, b.most, b.dice, b.held_at_start
                )
            }
            Err(_) => "No figure left to play".to_string(),
        };
        out.push(GangAfter {
            side_id: side.id,
            name: side.name,
            money_before: side.money,
            money_won: won,
            money: side.money + won,
            figures,
            wounds,
            aps,
        });
    }
    Ok(out)
}

/// Adds the money each figure got away with to his gang, with a change-log row a gang, in the
/// aftermath's transaction.
pub(super) fn add_money(
    tx: &rusqlite::Connection,
    campaign_id: i64,
    entries: &[AftermathEntry],
    at: i64,
) -> Result<(), CampaignError> {
    let mut by_side: Vec<(i64, i64)> = Vec::new();
    for e in entries.iter().filter(|e| e.money > 0) {
        match by_side.iter_mut().find(|(side, _)| *side == e.side_id) {
            Some((_, sum)) => *sum += e.money,
            None => by_side.push((e.side_id, e.money)),
        }
    }
    for (side_id, won) in by_side {
        let side = sides::get(tx, side_id)?.ok_or(CampaignError::NotFound { what: "side", id: side_id })?;
        let before = sides::snapshot(tx, side_id)?;
        sides::set_money(tx, side_id, side.money + won)?;
        change_log::append(
            tx,
            change_log::NewChange {
                campaign_id,
                at,
                action: "side.money",
                entity: "side",
                entity_id: side_id,
                before,
                after: sides::snapshot(tx, side_id)?,
                summary: format!(
                    "{} got away with ${}: ${} → ${}",
                    side.name,
                    thousands(won),
                    thousands(side.money),
                    thousands(side.money + won)
                ),
            },
        )?;
    }
    Ok(())
}
