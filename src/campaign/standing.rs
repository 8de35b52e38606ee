//! A character's standing for the next game, in the words the aftermath, the availability and the
//! chronicle share (below all three).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Whether a character can be cast in the next game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum AvailabilityStatus {
    /// May play (perhaps with a card fewer or reduced dice: see [`Availability`](super::Availability)).
    Available,
    /// Took part in a game whose aftermath has not been applied yet: may play, but the aftermath
    /// may still change that.
    AwaitingAftermath,
    /// Must miss the next adventure (QOTD: needs medical care; or a Minor Character one card
    /// down, who has no card left to act on and must rest).
    Missing,
    /// Dead.
    Dead,
}

/// What a QOTD post action roll's "one card less" means for the next adventure: the standing and
/// whether resting instead is a choice, in the one wording that the aftermath's review, the
/// availability and the chronicle all use (issue 15, item 3).
///
/// QOTD Reel 6, Post action rest and recovery: "If they take part in the next adventure they do so
/// with one card less than normal [and using their reduced dice]. If they miss the next adventure
/// then they can take part in the one after that fully recovered." Decision (the text is silent on
/// it): a Minor Character is dealt one card (Reel 2), and cards are how a character acts (Reel 1),
/// so one card less leaves him none to act on — he cannot take part, and must take the rule's other
/// way, missing the next adventure and coming back fully recovered after it.
pub(crate) fn one_card_less(type_name: &str, cards: u8, reduced_dice: bool) -> (AvailabilityStatus, bool, String) {
    if cards <= 1 {
        let words = format!(
            "Must miss the next adventure: a {type_name} with one card less has none to act on. \
             Back fully recovered after it."
        );
        return (AvailabilityStatus::Missing, false, words);
    }
    let dice = if reduced_dice { " and reduced dice" } else { "" };
    (
        AvailabilityStatus::Available,
        true,
        format!("Next adventure with one card less{dice}, or miss it and come back fully recovered."),
    )
}

/// A QOTD character's standing after "Needs … Medical Care!" and the like, in the same words.
pub(crate) const MUST_MISS: &str = "Must miss the next adventure.";
