//! The fate deck (1996: "one character card for each character plus one each Citizen, Gunman,
//! Shootist and Legend Action Cards and a Joker"), as data for the printer and the table.

use serde::Serialize;
use ts_rs::TS;

use super::card_words::action_card_words;
use super::class::{ActionCard, Class};
use super::skills::Skill;
use super::Character;

/// What a card is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case", tag = "kind")]
#[ts(export, rename = "FateCardKind")]
pub enum CardKind {
    /// A character's card: he takes a turn when it is drawn.
    Character {
        /// The character's position in the list the deck was made from.
        index: usize,
        class: Class,
        /// Legend of the West: "when his character card is drawn, his player takes it into his hand
        /// as if it was an action card which can be used only for this character".
        held_as_action_card: bool,
    },
    /// An action card.
    Action { card: ActionCard },
    /// "If it is the Joker, all discards and any action cards held by players are shuffled back
    /// into the Fate Deck."
    Joker,
    /// The playsheet's "Muzzleloader Fire" card for one muzzle-loader a character carries: the
    /// weapon fires only while its card is in its owner's hand.
    MuzzleloaderFire { index: usize },
}

/// One card, as printed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateCard")]
pub struct Card {
    pub kind: CardKind,
    /// "Big John", "Gunman Action Card", "Joker".
    pub title: String,
    /// What the card says: the class and skills, or the rule.
    pub text: String,
}

/// A fate deck, in the order it is made up (shuffle before play).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, rename = "FateDeck")]
pub struct Deck {
    pub cards: Vec<Card>,
}

impl Deck {
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }
}

/// What one action card says: who takes it up, and what it allows.
fn action_card_text(card: ActionCard) -> String {
    let words = action_card_words(card, &Class::ALL);
    let taken = if card == ActionCard::Citizen {
        "Taken into his hand by the next player to draw any character card.".to_string()
    } else {
        format!("Taken into his hand by the next player to draw the card of a {} or higher.", words.class)
    };
    format!("{taken} {}", words.allows)
}

/// The fate deck for a roster or a chosen set of characters: a card each, in the order given; then
/// the Citizen, Gunman, Shootist and Legend action cards; the Joker; then a Muzzleloader Fire card
/// for each muzzle-loader carried.
///
/// Decisions: the playsheet names the Muzzleloader Fire card without printing its rules ("See rules
/// for more on this"); Posse makes one per muzzle-loading weapon ("its … card"), titled with the
/// weapon and owner. The action cards are one of each, whatever the roster, as both texts say.
pub fn fate_deck<'a>(characters: impl IntoIterator<Item = &'a Character>) -> Deck {
    let characters: Vec<&Character> = characters.into_iter().collect();
    let mut cards = Vec::new();
    for (index, c) in characters.iter().enumerate() {
        let skills: Vec<String> = c.skills().into_iter().map(|s| s.label).collect();
        let mut text = c.class().name().to_string();
        if !skills.is_empty() {
            text = format!("{text}. {}", skills.join(", "));
        }
        let held = c.has(Skill::LegendOfTheWest);
        if held {
            text.push_str(
                ". Legend of the West: when drawn, keep this card in hand and use it as an action card for him alone",
            );
        }
        cards.push(Card {
            kind: CardKind::Character { index, class: c.class(), held_as_action_card: held },
            title: c.name().to_string(),
            text,
        });
    }
    // Each action card says who takes it up and what it allows (the rule of them all is the
    // playsheet's; issue 29, item 13: not the same paragraph four times).
    for card in ActionCard::ALL {
        cards.push(Card { kind: CardKind::Action { card }, title: card.title(), text: action_card_text(card) });
    }
    cards.push(Card {
        kind: CardKind::Joker,
        title: "Joker".to_string(),
        text: "All discards and any action cards held by players are shuffled back into the Fate Deck.".to_string(),
    });
    for (index, c) in characters.iter().enumerate() {
        for w in c.weapons().iter().filter(|w| w.is_muzzle_loader()) {
            cards.push(Card {
                kind: CardKind::MuzzleloaderFire { index },
                title: format!("Muzzleloader Fire: {}", c.name()),
                text: format!(
                    "{}'s {} may fire only while this card is in his player's hand.",
                    c.name(),
                    w.name().to_lowercase()
                ),
            });
        }
    }
    Deck { cards }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fate::options::FateOptions;
    use crate::rules::fate::sheet::{CharacterSheet, SkillPick};

    fn character(name: &str, class: &str, skills: &[&str], weapons: &[&str]) -> Character {
        let sheet = CharacterSheet {
            name: name.to_string(),
            class: class.to_string(),
            skills: skills.iter().map(|s| SkillPick::plain(s)).collect(),
            hand: "right".to_string(),
            weapons: weapons.iter().map(|w| w.to_string()).collect(),
            kills: 0,
            wounds: vec![],
            notes: String::new(),
        };
        Character::from_sheet(&sheet, &FateOptions::default()).unwrap()
    }

    #[test]
    fn one_card_each_four_action_cards_and_the_joker() {
        let roster = [
            character("Enoch Weatherdrew", "citizen", &[], &["six_shooter"]),
            character("Big John", "legend", &["legend of the west", "very strong"], &["six_shooter"]),
            character("The Chico Kid", "gunman", &[], &["muzzle_loading_rifle"]),
        ];
        let deck = fate_deck(&roster);
        assert_eq!(deck.len(), 3 + 4 + 1 + 1);
        assert_eq!(deck.cards[0].title, "Enoch Weatherdrew");
        assert_eq!(deck.cards[0].text, "Citizen");
        assert_eq!(
            deck.cards[1].kind,
            CardKind::Character { index: 1, class: Class::Legend, held_as_action_card: true }
        );
        assert!(deck.cards[1].text.starts_with("Legend. Legend of the West, Very Strong."), "{}", deck.cards[1].text);
        let titles: Vec<&str> = deck.cards[3..8].iter().map(|c| c.title.as_str()).collect();
        assert_eq!(
            titles,
            ["Citizen Action Card", "Gunman Action Card", "Shootist Action Card", "Legend Action Card", "Joker"]
        );
        assert_eq!(deck.cards[8].kind, CardKind::MuzzleloaderFire { index: 2 });
        let json = serde_json::to_value(&deck.cards[4]).unwrap();
        assert_eq!(json["kind"], serde_json::json!({"kind": "action", "card": "gunman"}));
        // Each action card says its own words: who takes it up and what it allows (issue 29, item 13).
        let texts: Vec<&str> = deck.cards[3..7].iter().map(|c| c.text.as_str()).collect();
        assert!(
            texts[0].starts_with("Taken into his hand by the next player to draw any character card."),
            "{}",
            texts[0]
        );
        for (text, class) in texts[1..].iter().zip(["Gunman", "Shootist", "Legend"]) {
            assert!(text.contains(&format!("the card of a {class} or higher")), "{text}");
            assert!(text.contains(&format!("characters of {class} class or higher")), "{text}");
        }
        let distinct: std::collections::BTreeSet<&str> = texts.iter().copied().collect();
        assert_eq!(distinct.len(), 4, "{texts:?}");
    }

    #[test]
    fn an_empty_roster_still_has_the_action_cards_and_the_joker() {
        let deck = fate_deck(&[]);
        assert_eq!(deck.len(), 5);
        assert!(!deck.is_empty());
    }
}
