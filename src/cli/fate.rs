//! `posse fate …`: what a fate-family campaign needs at the table besides its roster.

use clap::Subcommand;

use super::{print_json, CliError};
use crate::campaign;
use crate::rules::fate::CardKind;
use crate::store::Store;

#[derive(Debug, Subcommand)]
pub enum FateCommand {
    /// The fate deck of a fate campaign's roster (or one side's): one character card each, the
    /// Citizen, Gunman, Shootist and Legend action cards, the Joker, and a Muzzleloader Fire card
    /// for each muzzle-loader carried.
    Deck {
        /// The campaign's id.
        #[arg(long)]
        campaign: i64,
        /// Only this side's characters.
        #[arg(long)]
        side: Option<i64>,
        #[arg(long)]
        json: bool,
    },
}

impl FateCommand {
    pub fn json(&self) -> bool {
        match self {
            FateCommand::Deck { json, .. } => *json,
        }
    }
}

pub fn run(store: &Store, command: FateCommand) -> Result<(), CliError> {
    match command {
        FateCommand::Deck { campaign: campaign_id, side, json } => {
            let deck = campaign::fate_deck(store, campaign_id, side)?;
            if json {
                print_json(&deck);
                return Ok(());
            }
            println!("Fate deck: {} cards (shuffle before play)", deck.len());
            let mut action_rule = None;
            for card in &deck.cards {
                let kind = match card.kind {
                    CardKind::Character { .. } => "character",
                    CardKind::Action { .. } => "action",
                    CardKind::Joker => "joker",
                    CardKind::MuzzleloaderFire { .. } => "muzzleloader",
                };
                if let CardKind::Action { .. } = card.kind {
                    // The four action cards carry the same rule: it is printed once, below.
                    println!("  {kind:<12} {}", card.title);
                    action_rule = Some(&card.text);
                } else {
                    println!("  {kind:<12} {}: {}", card.title, card.text);
                }
            }
            if let Some(rule) = action_rule {
                println!("\nAction cards: {rule}");
            }
        }
    }
    Ok(())
}
