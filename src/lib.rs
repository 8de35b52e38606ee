//! Posse: campaigns, casting and printing for Old West miniature skirmish games.
//!
//! The crate reads like the hobby: [`rules`] holds each game's tables and logic (pure, no IO),
//! [`store`] keeps campaigns in SQLite, [`campaign`] is what a player does with them (the one API that
//! both the `posse` CLI and the desktop app call), and [`print`] turns them into PDFs.

pub mod campaign;
pub mod cli;
pub mod dice;
pub mod error;
pub mod guide;
pub mod print;
pub mod rules;
pub mod store;

pub use error::ErrorBody;
