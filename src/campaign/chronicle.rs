//! The story of a campaign, or of one character in it: who joined, the games and how each
//! participant ended them, the aftermath rolls, promotions, traits and skills gained, deaths, and
//! every undo — with the figures the desktop plots (games played, kills and wounds per character,
//! each side's strength after every game).
//!
//! The games and aftermaths are read as they stand now (an undone aftermath is no longer in them);
//! the change log adds the roster's comings and goings and the undos and redos themselves.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::games::{aftermath::stored_entries, body_of, AftermathEntry, Ended, GameBody, GameError};
use super::{availability, get_character, summary, AvailabilityStatus, CampaignError, CampaignSummary};
use crate::store::games::{self, GameRecord};
use crate::store::operations::{self, OperationKind};
use crate::store::{change_log, characters, sides, Store};

/// What an entry of the chronicle is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum ChronicleKind {
    Campaign,
    Joined,
    Left,
    Edited,
    Game,
    Outcome,
    Roll,
    Promotion,
    Trait,
    Skill,
    /// Anything else an aftermath wrote on a sheet: a trait dropped, a personality changed, kills
    /// counted, a wound kept, a horse lost.
    Change,
    Death,
    Undo,
    Redo,
}

/// One line of the story.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct ChronicleEntry {
    /// When it was recorded (Unix seconds).
    #[ts(type = "number")]
    pub at: i64,
    /// The game's date, for what happened in or after a game.
    pub played_on: Option<String>,
    pub kind: ChronicleKind,
    #[ts(type = "number | null")]
    pub character_id: Option<i64>,
    #[ts(type = "number | null")]
    pub game_id: Option<i64>,
    pub text: String,
}

/// A character's figures over the campaign.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct CharacterRecordStats {
    #[ts(type = "number")]
    pub character_id: i64,
    pub name: String,
    #[ts(type = "number")]
    pub side_id: i64,
    pub games: u32,
    pub kills: u32,
    /// Men wounded (fate: armed men seriously wounded).
    pub wounds_dealt: u32,
    /// Games they ended injured, wounded or worse.
    pub times_hurt: u32,
    /// Their standing for the next game, as the roster and the Games tab give it.
    pub status: AvailabilityStatus,
    /// Cards fewer than normal in the next game (QOTD).
    pub cards_lost: u8,
    /// Playing with their reduced dice in the next game (QOTD).
    pub reduced_dice: bool,
}

/// One side after one game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct SideStrength {
    #[ts(type = "number")]
    pub side_id: i64,
    pub name: String,
    /// Characters on the roster and alive after the game.
    pub alive: u32,
}

/// Every side's strength after one game, or at the campaign's start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct StrengthPoint {
    /// The game; `None` for the campaign's start (the rosters before the first game), where every
    /// line of the chart begins.
    #[ts(type = "number | null")]
    pub game_id: Option<i64>,
    pub title: String,
    /// The game's date; empty for the start.
    pub played_on: String,
    pub sides: Vec<SideStrength>,
}

/// A campaign's (or a character's) chronicle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Chronicle {
    pub campaign: CampaignSummary,
    /// The character this chronicle follows (none for the whole campaign).
    #[ts(type = "number | null")]
    pub character_id: Option<i64>,
    /// Oldest first.
    pub entries: Vec<ChronicleEntry>,
    pub characters: Vec<CharacterRecordStats>,
    pub strength: Vec<StrengthPoint>,
}

/// A game as the chronicle reads it: the row, what was recorded, and the applied aftermath (when
/// it was applied, and its entries).
struct Played {
    game: GameRecord,
    body: GameBody,
    aftermath: Option<(i64, Vec<AftermathEntry>)>,
}

fn hurt(ended: Ended) -> bool {
    !matches!(ended, Ended::Uninjured | Ended::Unhurt | Ended::LostNerve | Ended::Surrendered | Ended::RefusedChallenge)
}

fn entry(
    at: i64,
    game: Option<&GameRecord>,
    kind: ChronicleKind,
    character_id: Option<i64>,
    text: String,
) -> ChronicleEntry {
    ChronicleEntry {
        at,
        played_on: game.map(|g| g.played_on.clone()),
        kind,
        character_id,
        game_id: game.map(|g| g.id),
        text,
    }
}

fn aftermath_entries(at: i64, game: &GameRecord, e: &AftermathEntry, out: &mut Vec<ChronicleEntry>) {
    let who = Some(e.character_id);
    for r in &e.rolls {
        let dice: Vec<String> = r.dice.iter().map(u8::to_string).collect();
        let dice = if dice.is_empty() { String::new() } else { format!(" [{}]", dice.join(", ")) };
        out.push(entry(
            at,
            Some(game),
            ChronicleKind::Roll,
            who,
            format!("{}: {}{dice} — {}", e.name, r.what, r.result),
        ));
    }
    if let Some(p) = &e.promotion {
        out.push(entry(at, Some(game), ChronicleKind::Promotion, who, format!("{} promoted: {p}", e.name)));
    }
    for skill in &e.skills {
        out.push(entry(at, Some(game), ChronicleKind::Skill, who, format!("{} gains the skill {skill}", e.name)));
    }
    // Every change written on the sheet, once: the promotion and the skills gained are told above,
    // and a fate man's kills added by the outcome ("Killed 1 armed man: career kills 3 → 4.").
    for change in &e.changes {
        let told = (e.promotion.is_some() && change.starts_with("Promoted from "))
            || (!e.skills.is_empty() && change.starts_with("Gains "))
            || (e.kills_added > 0 && change.starts_with("Kills: "));
        if told {
            continue;
        }
        let kind = if change.starts_with("Gains ") || change.starts_with("Drops ") {
            ChronicleKind::Trait
        } else {
            ChronicleKind::Change
        };
        out.push(entry(at, Some(game), kind, who, format!("{}: {change}", e.name)));
    }
    if e.dies && !e.ended.died() {
        let headline = e.rolls.last().map(|r| format!(" ({})", r.result)).unwrap_or_default();
        out.push(entry(
            at,
            Some(game),
            ChronicleKind::Death,
            who,
            format!("{} dies of their wounds{headline}", e.name),
        ));
    } else {
        out.push(entry(at, Some(game), ChronicleKind::Outcome, who, format!("{}: {}", e.name, e.results.join(" "))));
    }
}

/// The whole campaign's chronicle.
pub fn of_campaign(store: &Store, campaign_id: i64) -> Result<Chronicle, GameError> {
    let campaign = summary(store, campaign_id)?;
    let mut applied: HashMap<i64, games::AftermathRecord> =
        games::aftermaths_of_campaign(store.conn(), campaign_id)?.into_iter().map(|a| (a.game_id, a)).collect();
    let played = games::of_campaign(store.conn(), campaign_id)?
        .into_iter()
        .map(|game| {
            let aftermath = match applied.remove(&game.id) {
                Some(a) => Some((a.applied_at, stored_entries(&a)?)),
                None => None,
            };
            Ok(Played { body: body_of(&game)?, game, aftermath })
        })
        .collect::<Result<Vec<_>, GameError>>()?;
    let mut entries = Vec::new();
    // The log's lines without their snapshots: the story is in the summaries.
    for change in change_log::lines_of_campaign(store.conn(), campaign_id)? {
        let kind = match change.action.as_str() {
            "campaign.create" | "campaign.import" | "campaign.rename" => ChronicleKind::Campaign,
            "character.add" => ChronicleKind::Joined,
            "character.remove" => ChronicleKind::Left,
            "character.edit" => ChronicleKind::Edited,
            _ => continue,
        };
        let character = (change.entity == "character").then_some(change.entity_id);
        entries.push(entry(change.at, None, kind, character, change.summary));
    }
    for op in operations::of_campaign(store.conn(), campaign_id)? {
        let kind = match op.kind {
            OperationKind::Undo => ChronicleKind::Undo,
            OperationKind::Redo => ChronicleKind::Redo,
            _ => continue,
        };
        // A card or a hit of a game in play taken back is the game's business, not the campaign's story.
        let changes = change_log::lines_in_range(store.conn(), op.campaign_id, op.first_change, op.last_change)?;
        if !changes.is_empty() && changes.iter().all(|c| c.entity == "play_event") {
            continue;
        }
        entries.push(entry(op.at, None, kind, None, op.summary));
    }
    for Played { game, body, aftermath } in &played {
        let at = game.created_at;
        entries.push(entry(
            at,
            Some(game),
            ChronicleKind::Game,
            None,
            format!("\"{}\" is played ({} taking part)", game.title, body.participants.len()),
        ));
        for p in &body.participants {
            let kills: Vec<&str> = p.kills.iter().map(|k| k.name.as_str()).collect();
            let kills = if kills.is_empty() { String::new() } else { format!(", killing {}", kills.join(", ")) };
            let kind = if p.ended.died() { ChronicleKind::Death } else { ChronicleKind::Outcome };
            entries.push(entry(
                at,
                Some(game),
                kind,
                Some(p.character_id),
                format!("{} ends it {}{kills}", p.name, p.ended.words()),
            ));
        }
        if let Some((applied_at, applied)) = aftermath {
            for e in applied {
                aftermath_entries(*applied_at, game, e, &mut entries);
            }
        }
    }
    entries.sort_by_key(|e| e.at);

    let standing = availability(store, campaign_id)?;
    let mut stats: Vec<CharacterRecordStats> = standing
        .iter()
        .map(|a| CharacterRecordStats {
            character_id: a.character_id,
            name: a.name.clone(),
            side_id: a.side_id,
            games: 0,
            kills: 0,
            wounds_dealt: 0,
            times_hurt: 0,
            status: a.status,
            cards_lost: a.cards_lost,
            reduced_dice: a.reduced_dice,
        })
        .collect();
    let index: HashMap<i64, usize> = stats.iter().enumerate().map(|(i, s)| (s.character_id, i)).collect();
    let side_rows = sides::of_campaign(store.conn(), campaign_id)?;
    // When each joined: a character counts towards his side's strength from then on.
    let joined: HashMap<i64, i64> =
        characters::lines_of_campaign(store.conn(), campaign_id)?.into_iter().map(|l| (l.id, l.created_at)).collect();
    let mut dead: Vec<i64> = Vec::new();
    let mut strength = Vec::new();
    // Each side's strength when the first game began: who had joined by then.
    if let Some(first) = played.first() {
        strength.push(StrengthPoint {
            game_id: None,
            title: "Start".to_string(),
            played_on: String::new(),
            sides: side_rows
                .iter()
                .map(|side| SideStrength {
                    side_id: side.id,
                    name: side.name.clone(),
                    alive: stats
                        .iter()
                        .filter(|s| s.side_id == side.id)
                        .filter(|s| joined.get(&s.character_id).is_some_and(|&at| at <= first.game.created_at))
                        .count() as u32,
                })
                .collect(),
        });
    }
    for Played { game, body, aftermath } in &played {
        for p in &body.participants {
            if let Some(s) = index.get(&p.character_id).map(|&i| &mut stats[i]) {
                s.games += 1;
                s.kills += p.kills.len() as u32;
                s.wounds_dealt += p.seriously_wounded;
                s.times_hurt += u32::from(hurt(p.ended));
            }
        }
        let applied = aftermath.iter().flat_map(|(_, entries)| entries);
        dead.extend(applied.filter(|e| e.dies).map(|e| e.character_id));
        dead.extend(body.participants.iter().filter(|p| p.ended.died()).map(|p| p.character_id));
        strength.push(StrengthPoint {
            game_id: Some(game.id),
            title: game.title.clone(),
            played_on: game.played_on.clone(),
            sides: side_rows
                .iter()
                .map(|side| SideStrength {
                    side_id: side.id,
                    name: side.name.clone(),
                    alive: stats
                        .iter()
                        .filter(|s| s.side_id == side.id && !dead.contains(&s.character_id))
                        .filter(|s| joined.get(&s.character_id).is_some_and(|&at| at <= game.created_at))
                        .count() as u32,
                })
                .collect(),
        });
    }
    Ok(Chronicle { campaign, character_id: None, entries, characters: stats, strength })
}

/// One character's chronicle: the campaign's, narrowed to them.
pub fn of_character(store: &Store, character_id: i64) -> Result<Chronicle, GameError> {
    let character = get_character(store, character_id)?;
    let campaign_id = sides::get(store.conn(), character.side_id)?
        .ok_or(GameError::Campaign(CampaignError::NotFound { what: "side", id: character.side_id }))?
        .campaign_id;
    let mut chronicle = of_campaign(store, campaign_id)?;
    let games: Vec<i64> =
        chronicle.entries.iter().filter(|e| e.character_id == Some(character_id)).filter_map(|e| e.game_id).collect();
    chronicle.entries.retain(|e| {
        e.character_id == Some(character_id)
            || (e.kind == ChronicleKind::Game && e.game_id.is_some_and(|g| games.contains(&g)))
    });
    chronicle.characters.retain(|s| s.character_id == character_id);
    chronicle.character_id = Some(character_id);
    Ok(chronicle)
}

/// The chronicle in words.
pub fn text(c: &Chronicle) -> String {
    let mut out = format!("Chronicle of \"{}\"\n", c.campaign.name);
    for e in &c.entries {
        let date = e.played_on.as_deref().map(|d| format!("{d}  ")).unwrap_or_default();
        out.push_str(&format!("  {date}{}\n", e.text));
    }
    if !c.characters.is_empty() {
        out.push_str("\nGames, kills, wounds dealt, times hurt:\n");
        for s in &c.characters {
            out.push_str(&format!(
                "  {:<24} {:>3} {:>3} {:>3} {:>3}\n",
                s.name, s.games, s.kills, s.wounds_dealt, s.times_hurt
            ));
        }
    }
    out
}
