//! Who may take part in the next game, and with what: derived from the applied aftermaths (QOTD
//! post action rest and recovery; deaths in either family). Casting reads it.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::games::{participant_ids, AftermathEntry};
use super::options::qotd_options;
use super::sheet::{side_rules, Checked};
pub use super::standing::AvailabilityStatus;
pub(crate) use super::standing::{one_card_less, MUST_MISS};
use super::{summary, CampaignError};
use crate::rules::qotd::{self, CharacterType};
use crate::rules::Ruleset;
use crate::store::{characters, games, sides, Store, StoreError};

/// One character's standing for the next game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Availability {
    #[ts(type = "number")]
    pub character_id: i64,
    #[ts(type = "number")]
    pub side_id: i64,
    pub name: String,
    pub status: AvailabilityStatus,
    /// QOTD: cards fewer than normal in the next adventure (0 or 1).
    pub cards_lost: u8,
    /// QOTD: the next adventure is played with reduced action dice.
    pub reduced_dice: bool,
    /// QOTD: instead of playing with the penalty, the character may miss the next adventure and
    /// come back fully recovered after it.
    pub may_rest: bool,
    /// In words, e.g. "I'm Exhausted! after Showdown at Dry Gulch: one card fewer and reduced dice
    /// in the next adventure, or miss it and come back fully recovered".
    pub reason: String,
    /// The game whose aftermath says so.
    #[ts(type = "number | null")]
    pub game_id: Option<i64>,
}

/// Every character of a campaign with their standing for the next game, side by side.
///
/// Read from the character's latest game (games in the order played): no aftermath yet means
/// awaiting it; otherwise the aftermath's entry for them says fit, a card fewer (and perhaps
/// reduced dice), missing the next adventure, or dead. "The next adventure" is the campaign's next
/// game: once a later game is recorded that they sat out, they are back fully recovered (QOTD
/// Reel 6: "If they miss the next adventure then they can take part in the one after that fully
/// recovered").
pub fn availability(store: &Store, campaign_id: i64) -> Result<Vec<Availability>, CampaignError> {
    summary(store, campaign_id)?;
    let played = games::of_campaign(store.conn(), campaign_id)?;
    availability_of(store, campaign_id, &played)
}

/// [`availability`] with the campaign's games (as [`games::of_campaign`] reads them) already read.
pub(crate) fn availability_of(
    store: &Store,
    campaign_id: i64,
    played: &[games::GameRecord],
) -> Result<Vec<Availability>, CampaignError> {
    let roster = characters::lines_of_campaign(store.conn(), campaign_id)?;
    let mut applied: HashMap<i64, Vec<AftermathEntry>> = HashMap::new();
    for a in games::aftermaths_of_campaign(store.conn(), campaign_id)? {
        let entries = serde_json::from_value(a.results)
            .map_err(|source| StoreError::Corrupt { what: format!("aftermath {}", a.id), source })?;
        applied.insert(a.game_id, entries);
    }
    let mut last_game: HashMap<i64, usize> = HashMap::new();
    for (index, game) in played.iter().enumerate() {
        for id in participant_ids(game) {
            last_game.insert(id, index);
        }
    }
    let mut dead: HashMap<i64, (&games::GameRecord, &AftermathEntry)> = HashMap::new();
    for game in played {
        for entry in applied.get(&game.id).into_iter().flatten().filter(|e| e.dies) {
            dead.entry(entry.character_id).or_insert((game, entry));
        }
    }
    let mut out = Vec::with_capacity(roster.len());
    for c in roster {
        let fit = |reason: String, game_id: Option<i64>| Availability {
            character_id: c.id,
            side_id: c.side_id,
            name: c.name.clone(),
            status: AvailabilityStatus::Available,
            cards_lost: 0,
            reduced_dice: false,
            may_rest: false,
            reason,
            game_id,
        };
        // Death is for good, whichever game it came in.
        if let Some(&(game, entry)) = dead.get(&c.id) {
            let reason = if entry.ended.died() {
                format!("killed in \"{}\" ({})", game.title, game.played_on)
            } else {
                let headline = entry.rolls.last().map(|r| r.result.as_str()).unwrap_or("died");
                format!("{headline} after \"{}\" ({}): dead", game.title, game.played_on)
            };
            out.push(Availability { status: AvailabilityStatus::Dead, reason, ..fit(String::new(), Some(game.id)) });
            continue;
        }
        let Some(&index) = last_game.get(&c.id) else {
            out.push(fit("Fit: has not played yet".to_string(), None));
            continue;
        };
        let game = &played[index];
        let later = played.get(index + 1);
        let Some(entries) = applied.get(&game.id) else {
            out.push(Availability {
                status: AvailabilityStatus::AwaitingAftermath,
                reason: format!(
                    "took part in \"{}\" ({}), whose aftermath is not applied yet",
                    game.title, game.played_on
                ),
                ..fit(String::new(), Some(game.id))
            });
            continue;
        };
        let Some(entry) = entries.iter().find(|e| e.character_id == c.id) else {
            out.push(fit(format!("Fit after \"{}\"", game.title), Some(game.id)));
            continue;
        };
        let headline = entry.rolls.last().map(|r| r.result.clone()).unwrap_or_default();
        // "{headline} after "{game}" ({date}). {what}", `what` a sentence as the aftermath words it.
        let after = |what: &str| {
            if headline.is_empty() {
                format!("After \"{}\" ({}). {what}", game.title, game.played_on)
            } else {
                format!("{headline} after \"{}\" ({}). {what}", game.title, game.played_on)
            }
        };
        let kind = CharacterType::from_id(&c.kind);
        let card_less = || {
            let name = kind.map_or("character", |k| k.name());
            one_card_less(name, cards_of(&c.kind), entry.reduced_dice)
        };
        out.push(match (entry.next, later) {
            (AvailabilityStatus::Dead, _) => Availability {
                status: AvailabilityStatus::Dead,
                reason: if entry.ended.died() {
                    format!("killed in \"{}\" ({})", game.title, game.played_on)
                } else {
                    after("Dies of their wounds.")
                },
                ..fit(String::new(), Some(game.id))
            },
            (AvailabilityStatus::Missing, None) => Availability {
                status: AvailabilityStatus::Missing,
                cards_lost: entry.cards_lost,
                reduced_dice: entry.reduced_dice,
                reason: after(&if entry.cards_lost > 0 { card_less().2 } else { MUST_MISS.to_string() }),
                ..fit(String::new(), Some(game.id))
            },
            (_, Some(next))
                if entry.next != AvailabilityStatus::Available || entry.cards_lost > 0 || entry.reduced_dice =>
            {
                fit(format!("Fully recovered: sat out \"{}\"", next.title), Some(game.id))
            }
            // An aftermath applied before a Minor Character's one card less was a standing of its
            // own reads the same: he must rest.
            (_, _) if entry.cards_lost > 0 => {
                let (status, may_rest, words) = card_less();
                Availability {
                    status,
                    cards_lost: entry.cards_lost,
                    reduced_dice: entry.reduced_dice,
                    may_rest: may_rest && entry.may_rest,
                    reason: after(&words),
                    ..fit(String::new(), Some(game.id))
                }
            }
            (_, _) if entry.reduced_dice => Availability {
                reduced_dice: true,
                may_rest: entry.may_rest,
                reason: after("Next adventure with reduced dice."),
                ..fit(String::new(), Some(game.id))
            },
            _ => fit(
                if headline.is_empty() { "Fit".to_string() } else { after("Fit for the next adventure.") },
                Some(game.id),
            ),
        });
    }
    Ok(out)
}

/// The cards a character of this kind is dealt when fit (QOTD); a large number for other families,
/// whose characters lose no cards.
fn cards_of(kind: &str) -> u8 {
    CharacterType::from_id(kind).map_or(u8::MAX, |k| k.cards())
}

/// A roster character of a QOTD campaign, as they would play the next game: checked, with the
/// card fewer and the reduced dice their last aftermath gives them ("I'm Tired out!": "with one
/// card less than normal"; "I'm Exhausted!": also "using their reduced dice"), the reason in words;
/// and the campaign's options.
pub fn qotd_character(store: &Store, id: i64) -> Result<(qotd::Character, qotd::QotdOptions), CampaignError> {
    let record = characters::get(store.conn(), id)?.ok_or(CampaignError::NotFound { what: "character", id })?;
    let side = sides::get(store.conn(), record.side_id)?
        .ok_or(CampaignError::NotFound { what: "side", id: record.side_id })?;
    let character = match side_rules(store, record.side_id)?.read(&record)? {
        Checked::Qotd(character) => character,
        other => return Err(CampaignError::WrongFamily { sheet: other.sheet().ruleset(), campaign: Ruleset::Qotd }),
    };
    let options = qotd_options(store, side.campaign_id)?;
    let standing = availability(store, side.campaign_id)?.into_iter().find(|a| a.character_id == id);
    let character = match standing {
        Some(a) if a.status == AvailabilityStatus::Available => {
            let character = if a.cards_lost > 0 { character.with_one_card_less(a.reason.clone()) } else { character };
            if a.reduced_dice {
                character.with_reduced_dice(a.reason)
            } else {
                character
            }
        }
        _ => character,
    };
    Ok((character, options))
}
