//! A game as a player writes it (`posse game record --file GAME.json`, or the desktop's after-action
//! wizard), and its checks against the campaign.

use rusqlite::OptionalExtension;

use super::input::{CharacterRef, GameInput, ParticipantInput};
use super::{invalid, Ended, GameBody, GameError, Kill, Participant};
use crate::campaign::availability::availability_of;
use crate::campaign::families::family;
use crate::campaign::{characters_of, same_name, summary, AvailabilityStatus, CharacterView, Sheet};
use crate::rules::fate::hits::Location;
use crate::rules::fate::Class;
use crate::rules::Ruleset;
use crate::store::{change_log, games, Store};

/// Finds a character of the campaign by id or (case-insensitive) name.
pub(crate) fn resolve<'a>(
    roster: &'a [CharacterView],
    who: &CharacterRef,
    field: &str,
) -> Result<&'a CharacterView, GameError> {
    match who {
        CharacterRef::Id(id) => roster
            .iter()
            .find(|c| c.id == *id)
            .ok_or_else(|| invalid(field, format!("character {id} is not on this campaign's rosters"))),
        CharacterRef::Name(name) => {
            let found: Vec<_> = roster.iter().filter(|c| same_name(c.sheet.name(), name)).collect();
            match found.as_slice() {
                [one] => Ok(one),
                [] => Err(invalid(field, format!("nobody called \"{name}\" is on this campaign's rosters"))),
                _ => Err(invalid(field, format!("{} characters are called \"{name}\": give the id", found.len()))),
            }
        }
    }
}

/// Checks a `YYYY-MM-DD` date.
pub(crate) fn checked_date(date: &str) -> Result<String, GameError> {
    let date = date.trim();
    let parts: Vec<&str> = date.split('-').collect();
    let bad = || invalid("date", format!("\"{date}\" is not a date written YYYY-MM-DD"));
    let [y, m, d] = parts.as_slice() else { return Err(bad()) };
    if y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return Err(bad());
    }
    let (y, m, d): (u32, u32, u32) =
        (y.parse().map_err(|_| bad())?, m.parse().map_err(|_| bad())?, d.parse().map_err(|_| bad())?);
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return Err(invalid("date", format!("\"{date}\": there is no month {m}"))),
    };
    if d == 0 || d > days {
        return Err(invalid("date", format!("\"{date}\": month {m} has no day {d}")));
    }
    Ok(date.to_string())
}

fn fate_class(sheet: &Sheet) -> Option<Class> {
    match sheet {
        Sheet::Fate(s) => Class::from_id(&s.class),
        Sheet::Qotd(_) | Sheet::Mww(_) | Sheet::Twtw(_) => None,
    }
}

/// Validates a game against the campaign: everyone on its rosters, nobody twice, nobody dead or
/// missing this adventure or still waiting for an earlier game's aftermath, endings and events of
/// the campaign's family. Returns the date, the title and the body to store.
pub(super) fn check(
    store: &Store,
    campaign_id: i64,
    input: &GameInput,
) -> Result<(String, String, GameBody), GameError> {
    let ruleset = summary(store, campaign_id)?.ruleset;
    let title = crate::campaign::checked_name("title", &input.title).map_err(|e| {
        let message = e.to_string();
        invalid("title", message.strip_prefix("title: ").unwrap_or(&message))
    })?;
    let played_on = checked_date(&input.date)?;
    let roster = characters_of(store, campaign_id)?;
    let played = crate::store::games::of_campaign(store.conn(), campaign_id)?;
    let standing = availability_of(store, campaign_id, &played).map_err(GameError::Campaign)?;
    if input.participants.is_empty() {
        return Err(invalid("participants", "a game needs at least one participant"));
    }
    let mww_readings = match ruleset {
        Ruleset::Mww => Some(crate::campaign::mww_options(store, campaign_id).map_err(GameError::Campaign)?),
        _ => None,
    };
    let mut participants: Vec<Participant> = Vec::new();
    for (i, p) in input.participants.iter().enumerate() {
        let field = format!("participants[{i}]");
        let who = resolve(&roster, &p.character, &format!("{field}.character"))?;
        let name = who.sheet.name().to_string();
        if participants.iter().any(|q| q.character_id == who.id) {
            return Err(invalid(format!("{field}.character"), format!("{name} is listed twice")));
        }
        // "The next adventure" is the next game played: games are recorded in the order they were
        // played, so that an aftermath's effects fall on the right game.
        if let Some(last) = played.iter().rev().find(|g| took_part(g, who.id)) {
            if last.played_on > played_on {
                return Err(invalid(
                    "date",
                    format!(
                        "{name} last played in \"{}\" on {}; record the games in the order they were played (this one is dated {played_on})",
                        last.title, last.played_on
                    ),
                ));
            }
        }
        if let Some(a) = standing.iter().find(|a| a.character_id == who.id) {
            match a.status {
                AvailabilityStatus::Dead | AvailabilityStatus::Missing => {
                    return Err(invalid(format!("{field}.character"), format!("{name} cannot take part: {}", a.reason)))
                }
                AvailabilityStatus::AwaitingAftermath => {
                    return Err(invalid(
                        format!("{field}.character"),
                        format!("{name}: {} — apply that aftermath first", a.reason),
                    ))
                }
                AvailabilityStatus::Available => {}
            }
        }
        let ended = Ended::read(&p.ended, ruleset).ok_or_else(|| {
            let ids: Vec<&str> = Ended::of(ruleset).iter().map(|e| e.id()).collect();
            invalid(
                format!("{field}.ended"),
                format!("\"{}\" is not how a {ruleset} game ends; one of {}", p.ended, ids.join(", ")),
            )
        })?;
        if ruleset != Ruleset::Fate {
            let fate_only = [
                ("fired_at_opponent", p.fired_at_opponent),
                ("backshot", p.backshot),
                ("shot_helpless", p.shot_helpless),
                ("shot_surrendered_or_woman", p.shot_surrendered_or_woman),
                ("surrendered", p.surrendered),
                ("refused_challenge", p.refused_challenge),
            ];
            if let Some((key, _)) = fate_only.iter().find(|(_, on)| *on) {
                return Err(invalid(
                    format!("{field}.{key}"),
                    "only fate-family games record this (it is for experience)",
                ));
            }
        }
        if let Some(readings) = &mww_readings {
            super::mww::check_participant(p, who, ended, &field, readings)?;
        } else {
            let count = matches!(p.wounds, super::GameWounds::Count(n) if n > 0);
            let mww_only = [("money", p.money != 0), ("horse_killed", p.horse_killed)];
            if let Some((key, _)) = mww_only.iter().find(|(_, on)| *on) {
                return Err(invalid(format!("{field}.{key}"), "only My Wild West games record this"));
            }
            if count && ruleset != Ruleset::Twtw {
                return Err(invalid(format!("{field}.wounds"), "only My Wild West games record wounds taken"));
            }
        }
        let (wounds, conc) = super::twtw::checked_damage(p, ended, ruleset, &field, &name)?;
        let wound = checked_wound(p, ended, ruleset, &field, &name)?;
        let mut kills = Vec::new();
        for (k, kill) in p.kills.iter().enumerate() {
            let kfield = format!("{field}.kills[{k}]");
            kills.push(match (&kill.victim, &kill.name) {
                (Some(victim), None) => {
                    let v = resolve(&roster, victim, &format!("{kfield}.victim"))?;
                    if v.id == who.id {
                        return Err(invalid(format!("{kfield}.victim"), format!("{name} cannot kill himself here")));
                    }
                    if kill.class.is_some() {
                        return Err(invalid(
                            format!("{kfield}.class"),
                            "a roster character's class comes from their sheet",
                        ));
                    }
                    Kill {
                        victim_id: Some(v.id),
                        name: v.sheet.name().to_string(),
                        class: fate_class(&v.sheet),
                        ally: false,
                    }
                }
                (None, Some(victim_name)) => {
                    let victim_name = crate::campaign::checked_name("name", victim_name)
                        .map_err(|e| invalid(format!("{kfield}.name"), e.to_string()))?;
                    let class = match (&kill.class, ruleset) {
                        (Some(c), Ruleset::Fate) => Some(Class::from_id(c).ok_or_else(|| {
                            invalid(
                                format!("{kfield}.class"),
                                format!("\"{c}\" is not a class (citizen, gunman, shootist, legend, …)"),
                            )
                        })?),
                        (None, Ruleset::Fate) => {
                            return Err(invalid(
                                format!("{kfield}.class"),
                                "a fate game needs the class of each man killed",
                            ))
                        }
                        (Some(_), _) => {
                            return Err(invalid(format!("{kfield}.class"), "only fate-family games have classes"))
                        }
                        (None, _) => None,
                    };
                    Kill { victim_id: None, name: victim_name, class, ally: false }
                }
                (Some(_), Some(_)) => {
                    return Err(invalid(kfield, "give either \"victim\" (a roster character) or \"name\", not both"))
                }
                (None, None) => {
                    return Err(invalid(kfield, "give \"victim\" (a roster character) or \"name\" and \"class\""))
                }
            });
        }
        participants.push(Participant {
            character_id: who.id,
            name,
            side_id: who.side_id,
            ended,
            fired_at_opponent: p.fired_at_opponent,
            kills,
            seriously_wounded: p.seriously_wounded,
            backshot: p.backshot,
            shot_helpless: p.shot_helpless,
            shot_surrendered_or_woman: p.shot_surrendered_or_woman,
            surrendered: p.surrendered || ended == Ended::Surrendered,
            refused_challenge: p.refused_challenge || ended == Ended::RefusedChallenge,
            wounds: if ruleset == Ruleset::Twtw { super::GameWounds::ByLocation(wounds) } else { p.wounds.clone() },
            money: p.money,
            horse_killed: p.horse_killed,
            conc,
            wound,
        });
    }
    // A roster victim is a participant who ended the game dead, killed by one man only. One of the
    // killer's own side is marked `ally` (Ansell 1996, Evil: only the Evil gain experience from
    // killing "friends and allies").
    let mut killed: Vec<i64> = Vec::new();
    for i in 0..participants.len() {
        for k in 0..participants[i].kills.len() {
            let Some(victim) = participants[i].kills[k].victim_id else { continue };
            let field = format!("participants[{i}].kills[{k}].victim");
            let name = participants[i].kills[k].name.clone();
            let Some(dead) = participants.iter().find(|q| q.character_id == victim) else {
                return Err(invalid(field, format!("{name} did not take part in this game: list them, ended dead")));
            };
            if !dead.ended.died() {
                return Err(invalid(field, format!("{name} took part and did not end the game dead")));
            }
            if killed.contains(&victim) {
                return Err(invalid(field, format!("{name} is killed twice")));
            }
            killed.push(victim);
            let ally = dead.side_id == participants[i].side_id;
            participants[i].kills[k].ally = ally;
        }
    }
    if let Some(scenario) = input.scenario {
        let owner: Option<i64> = store
            .conn()
            .query_row("SELECT campaign_id FROM scenario WHERE id = ?1", [scenario], |r| r.get(0))
            .optional()
            .map_err(crate::store::StoreError::from)?;
        match owner {
            Some(c) if c == campaign_id => {}
            Some(_) => return Err(invalid("scenario", format!("scenario {scenario} belongs to another campaign"))),
            None => return Err(invalid("scenario", format!("scenario {scenario} does not exist"))),
        }
    }
    let notes = crate::campaign::checked_text("notes", &input.notes).map_err(|e| {
        let message = e.to_string();
        invalid("notes", message.strip_prefix("notes: ").unwrap_or(&message))
    })?;
    Ok((played_on, title, GameBody { notes, scenario_id: input.scenario, participants }))
}

/// A fate participant's wound location, checked: fate games only, for a man who ended
/// flesh-wounded or seriously wounded, one of the six locations of the hit-location charts.
fn checked_wound(
    p: &ParticipantInput,
    ended: Ended,
    ruleset: Ruleset,
    field: &str,
    name: &str,
) -> Result<Option<Location>, GameError> {
    let Some(given) = &p.wound else { return Ok(None) };
    let at = format!("{field}.wound");
    if ruleset != Ruleset::Fate {
        return Err(invalid(at, "only fate-family games place a wound (the hit-location charts' locations)"));
    }
    if ended.fate_wound().is_none() {
        return Err(invalid(
            at,
            format!("{name} ended {}: only a flesh or serious wound has a location", ended.words()),
        ));
    }
    Location::from_id(given).map(Some).ok_or_else(|| {
        invalid(at, format!("\"{given}\" is not a location (head, chest, belly, right_arm, left_arm, legs)"))
    })
}

/// Writes a checked game and its change-log row (in the family's word: "Recorded the gunfight …"),
/// inside the caller's transaction; its id.
pub(super) fn insert(
    tx: &rusqlite::Transaction,
    campaign_id: i64,
    ruleset: Ruleset,
    played_on: &str,
    title: &str,
    body: &GameBody,
    at: i64,
) -> Result<i64, GameError> {
    let value = serde_json::to_value(body).expect("games serialize");
    let id = games::insert(tx, campaign_id, played_on, title, &value, at)?;
    let stored = games::get(tx, id)?.expect("just inserted");
    let word = family(ruleset).game_noun();
    change_log::append(
        tx,
        change_log::NewChange {
            campaign_id,
            at,
            action: "game.record",
            entity: "game",
            entity_id: id,
            before: None,
            after: Some(games::game_snapshot(&stored)),
            summary: format!("Recorded the {word} \"{title}\" ({played_on}, {} taking part)", body.participants.len()),
        },
    )?;
    Ok(id)
}

/// Whether a stored game lists the character among its participants.
fn took_part(game: &crate::store::games::GameRecord, character_id: i64) -> bool {
    super::participant_ids(game).any(|id| id == character_id)
}
