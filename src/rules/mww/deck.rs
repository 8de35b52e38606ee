//! The turn deck: "Gangs will perform actions when their card is drawn" — a card for each gang, and
//! the civilians' card ("When the civilian move card is drawn").

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::action_points::{budget, RandomAddition, AP_PER_FIGURE, CIVILIAN_AP, HELD_AT_START};

/// One card of the turn deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "MwwTurnCard")]
pub struct TurnCard {
    /// The gang's name, or "Civilians".
    pub title: String,
    /// What the card's holder does when it is drawn.
    pub text: String,
}

/// The turn deck of a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export, rename = "MwwTurnDeck")]
pub struct TurnDeck {
    pub cards: Vec<TurnCard>,
    /// How the deck is used.
    pub rule: String,
}

/// A gang in the deck: its name, the figures it fields and the wounds they carry.
pub struct DeckGang<'a> {
    pub name: &'a str,
    pub figures: u8,
    pub wounds: u32,
}

/// Decision (the text says only that a gang acts when its card is drawn, and that civilians move
/// when theirs is): every card is drawn once a turn, so the deck is shuffled at the start of every
/// turn; the civilians' card is in the deck whether or not any civilian is on the table yet.
pub fn turn_deck(gangs: &[DeckGang], civilians: usize) -> TurnDeck {
    let mut cards: Vec<TurnCard> = gangs
        .iter()
        .map(|g| {
            let dice = RandomAddition::of(g.figures.max(1)).dice_text;
            let wounds = if g.wounds > 0 { format!(" − {} for wounds", g.wounds) } else { String::new() };
            // The sum worked out (issue 29, item 9): the least and the most the dice can give.
            let result = match budget(g.figures.max(1), g.wounds, 0) {
                Ok(b) if b.least == b.most => format!(" = {} APs", b.least),
                Ok(b) => format!(" = {} to {} APs", b.least, b.most),
                Err(_) => " APs".to_string(),
            };
            TurnCard {
                title: g.name.to_string(),
                text: format!(
                    "{} figure{}: {} × {} + {dice}{wounds}{result} a turn, at most 12 a figure. Starts the game with {HELD_AT_START} held APs.",
                    g.figures,
                    if g.figures == 1 { "" } else { "s" },
                    AP_PER_FIGURE,
                    g.figures
                ),
            }
        })
        .collect();
    let present = match civilians {
        0 => "No civilians cast yet".to_string(),
        1 => "1 civilian".to_string(),
        n => format!("{n} civilians"),
    };
    cards.push(TurnCard {
        title: "Civilians".to_string(),
        text: format!(
            "{present}: moved at random by the players. Civilians allocated to a gang get {CIVILIAN_AP} APs each and no roll. In a robbed bank, roll for a heroic civilian (10% or less)."
        ),
    });
    TurnDeck {
        cards,
        rule: "Shuffle at the start of every turn; each gang acts when its card is drawn, spending up to its APs (Posse's reading: every card is drawn once a turn).".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_a_gang_and_one_for_the_civilians() {
        let deck = turn_deck(&[DeckGang { name: "The Kelly Gang", figures: 5, wounds: 2 }], 3);
        assert_eq!(deck.cards.len(), 2);
        assert_eq!(deck.cards[0].title, "The Kelly Gang");
        assert!(
            deck.cards[0].text.starts_with("5 figures: 6 × 5 + 1 average − 2 for wounds = 30 to 33 APs a turn"),
            "{}",
            deck.cards[0].text
        );
        assert!(deck.cards[1].text.starts_with("3 civilians"));
    }
}
