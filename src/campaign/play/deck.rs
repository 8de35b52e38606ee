//! The deck of a game in play, whatever the family: the cards of this round (a QOTD phase, a fate
//! deck between Jokers, a My Wild West turn, a pass through the TWTW action deck) in the order they
//! will be turned, those turned, and those taken out.
//!
//! A round's order is the family's cards, in the family's own fixed order, shuffled with the game's
//! seed and the round's number (ChaCha8, the round as its stream): the same seed deals the same
//! order, round after round. A card named by hand ("we turned the 7♥": following the physical deck)
//! is taken from where it lies; the others keep their places. A card that leaves the game in the
//! middle of a round (a QOTD card lost to a hit, a dead man's fate card) is taken out of the round.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The deck's state: see the module.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Deck {
    /// 0 before the first shuffle, then 1, 2, …
    pub round: u32,
    /// This round's cards in the order they are turned.
    pub order: Vec<String>,
    /// The cards turned this round, in the order turned.
    pub turned: Vec<String>,
    /// Cards of this round taken out before they were turned.
    pub withdrawn: Vec<String>,
    /// The round was ended early (a fate Joker): the next turn shuffles.
    pub ended: bool,
}

/// `cards` (in the family's fixed order) shuffled for round `round` of a game dealt with `seed`.
pub fn shuffled(cards: &[String], seed: u64, round: u32) -> Vec<String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(u64::from(round));
    let mut order = cards.to_vec();
    order.shuffle(&mut rng);
    order
}

impl Deck {
    /// Starts the next round with `cards`.
    pub fn shuffle(&mut self, cards: &[String], seed: u64) {
        self.round += 1;
        self.order = shuffled(cards, seed, self.round);
        self.turned.clear();
        self.withdrawn.clear();
        self.ended = false;
    }

    /// The cards still to turn this round, in order.
    pub fn remaining(&self) -> impl Iterator<Item = &String> + '_ {
        self.order.iter().filter(move |c| !self.ended && !self.turned.contains(c) && !self.withdrawn.contains(c))
    }

    /// The next card the deck deals, if the round has one left.
    pub fn next(&self) -> Option<&String> {
        self.remaining().next()
    }

    /// Whether this round has no card left to turn (or has not begun).
    pub fn spent(&self) -> bool {
        self.round == 0 || self.next().is_none()
    }

    /// Whether `card` is still to turn this round.
    pub fn holds(&self, card: &str) -> bool {
        self.remaining().any(|c| c == card)
    }

    /// Turns `card` (which the caller has found in [`Deck::remaining`]).
    pub fn turn(&mut self, card: &str) {
        self.turned.push(card.to_string());
    }

    /// Takes `card` out of this round, if it is still to turn.
    pub fn withdraw(&mut self, card: &str) {
        if self.holds(card) {
            self.withdrawn.push(card.to_string());
        }
    }

    /// The card turned last this round.
    pub fn current(&self) -> Option<&String> {
        self.turned.last()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(n: usize) -> Vec<String> {
        (1..=n).map(|i| i.to_string()).collect()
    }

    #[test]
    fn a_seed_deals_the_same_order_every_time_and_each_round_another() {
        let all = cards(20);
        let (a, b) = (shuffled(&all, 42, 1), shuffled(&all, 42, 1));
        assert_eq!(a, b);
        assert_ne!(a, shuffled(&all, 42, 2));
        assert_ne!(a, shuffled(&all, 43, 1));
        let mut sorted = a.clone();
        sorted.sort_by_key(|c| c.parse::<u32>().unwrap());
        assert_eq!(sorted, all);
    }

    #[test]
    fn a_named_card_leaves_the_rest_in_their_places_and_a_withdrawn_card_is_skipped() {
        let mut deck = Deck::default();
        assert!(deck.spent());
        deck.shuffle(&cards(5), 7);
        let order = deck.order.clone();
        deck.turn(&order[2]);
        assert_eq!(deck.next(), Some(&order[0]));
        deck.withdraw(&order[0]);
        deck.withdraw(&order[2]);
        assert_eq!(deck.withdrawn, vec![order[0].clone()], "a card already turned is not withdrawn");
        assert_eq!(deck.remaining().collect::<Vec<_>>(), vec![&order[1], &order[3], &order[4]]);
        deck.ended = true;
        assert!(deck.spent());
        deck.shuffle(&cards(5), 7);
        assert_eq!((deck.round, deck.turned.len(), deck.remaining().count()), (2, 0, 5));
    }
}
