//! `posse fate …`: what a fate-family campaign needs at the table besides its roster.

use clap::Subcommand;

use super::{print_json, CliError};
use crate::campaign;
use crate::rules::fate::CardKind;
use crate::store::{Store, StoreError};

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
    /// What the roster editor picks from: the classes, skills (with their effects), weapons, hands
    /// and campaign options of the fate family, as the desktop app's `fate_catalog` gives them.
    Catalog {
        #[arg(long)]
        json: bool,
    },
}

impl FateCommand {
    pub fn json(&self) -> bool {
        match self {
            FateCommand::Deck { json, .. } | FateCommand::Catalog { json } => *json,
        }
    }
}

/// `open_store` opens (and creates) the database: only the deck needs it.
pub fn run(open_store: impl FnOnce() -> Result<Store, StoreError>, command: FateCommand) -> Result<(), CliError> {
    match command {
        FateCommand::Catalog { json } => {
            let catalog = campaign::fate_catalog();
            if json {
                print_json(&catalog);
                return Ok(());
            }
            let names = |list: Vec<&str>| list.join(", ");
            println!("Classes: {}", names(catalog.classes.iter().map(|c| c.name).collect()));
            println!("Skills: {}", names(catalog.skills.iter().map(|s| s.name).collect()));
            println!("Weapons: {}", names(catalog.weapons.iter().map(|w| w.name).collect()));
            println!("Options: {}", names(catalog.options.iter().map(|o| o.id).collect()));
        }
        FateCommand::Deck { campaign: campaign_id, side, json } => {
            let deck = campaign::fate_deck(&open_store()?, campaign_id, side)?;
            if json {
                print_json(&deck);
                return Ok(());
            }
            println!("Fate deck: {} cards (shuffle before play)", deck.len());
            for card in &deck.cards {
                let kind = match card.kind {
                    CardKind::Character { .. } => "Character",
                    CardKind::Action { .. } => "Action",
                    CardKind::Joker => "Joker",
                    CardKind::MuzzleloaderFire { .. } => "Muzzleloader",
                };
                println!("  {kind:<12} {}: {}", card.title, card.text);
            }
        }
    }
    Ok(())
}
