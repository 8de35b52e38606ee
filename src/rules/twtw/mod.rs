//! The West That Wasn't: its conflict chapter (`the-west-that-wasnt-conflict.txt`) and the
//! 54-card action deck every resolution is drawn from (the game rolls no dice).
//!
//! [`card`] is one card, every section the texts name; [`deck`] generates a deck balanced
//! against the true dice ([`balance`]), carrying the cards the chapter shows ([`chapter`]).
//!
//! Where the texts are silent or garbled, the decision is written in the doc comment of the table
//! or function it concerns.

pub mod actions;
pub mod armour;
pub mod attack;
mod balance;
pub mod card;
pub mod chapter;
pub mod check;
pub mod damage;
pub mod deck;
pub mod die;
pub mod hero;
pub mod initiative;
pub mod location;
pub mod melee;
pub mod odds;
pub mod ranged;
pub mod registry;
pub mod stats;

pub use card::{ActionCard, DECK_SIZE};
pub use deck::{default_deck, generate, Deck, DEFAULT_SEED};
pub use die::{Die, Pool};
pub use location::{Location, WoundLocation};
pub use registry::tables;
