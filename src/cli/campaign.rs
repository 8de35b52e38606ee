//! `posse campaign …` and `posse side …`.

use std::path::PathBuf;

use clap::Subcommand;

use super::{now, print_id_or_json, print_json, read_text, CliError};
use crate::campaign;
use crate::store::Store;

#[derive(Debug, Subcommand)]
pub enum CampaignCommand {
    /// Start a new campaign and print its id.
    New {
        /// The campaign's name, e.g. "Showdown at Dry Gulch".
        name: String,
        /// The rule set it is played under: qotd (Quick on the Draw).
        #[arg(long, default_value = "qotd")]
        ruleset: String,
        /// Print the new campaign as JSON.
        #[arg(long)]
        json: bool,
    },
    /// List every campaign, newest first.
    List {
        #[arg(long)]
        json: bool,
    },
    /// Show a campaign with its sides and rosters.
    Show {
        /// The campaign's id (see `posse campaign list`).
        id: i64,
        #[arg(long)]
        json: bool,
    },
    /// Write a campaign (sides, rosters, portraits) to a campaign file.
    Export {
        id: i64,
        /// The file to write, e.g. dry-gulch.json.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
    },
    /// Read a campaign file as a new campaign (never overwrites one) and print its id.
    Import {
        /// The campaign file; `-` reads standard input.
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

impl CampaignCommand {
    pub fn json(&self) -> bool {
        match self {
            CampaignCommand::New { json, .. }
            | CampaignCommand::List { json }
            | CampaignCommand::Show { json, .. }
            | CampaignCommand::Import { json, .. } => *json,
            CampaignCommand::Export { .. } => false,
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum SideCommand {
    /// Add a side to a campaign and print its id.
    Add {
        /// The campaign's id.
        #[arg(long)]
        campaign: i64,
        /// The side's name, e.g. "The Earps".
        name: String,
        /// The suit its characters' cards come from (QOTD): hearts, diamonds, clubs or spades.
        #[arg(long)]
        suit: Option<String>,
        #[arg(long)]
        json: bool,
    },
}

impl SideCommand {
    pub fn json(&self) -> bool {
        match self {
            SideCommand::Add { json, .. } => *json,
        }
    }
}

pub fn run_campaign(store: &mut Store, command: CampaignCommand) -> Result<(), CliError> {
    match command {
        CampaignCommand::New { name, ruleset, json } => {
            let ruleset = campaign::parse_ruleset(&ruleset)?;
            let summary = campaign::create(store, &name, ruleset, now())?;
            print_id_or_json(summary.id, &summary, json);
        }
        CampaignCommand::List { json } => {
            let all = campaign::list(store)?;
            if json {
                print_json(&all);
            } else if all.is_empty() {
                println!("No campaigns yet. Try `posse demo` or `posse campaign new NAME --ruleset qotd`.");
            } else {
                println!("{:>4}  {:<32} {:<8} {:>5} {:>10}", "ID", "NAME", "RULESET", "SIDES", "CHARACTERS");
                for c in all {
                    println!("{:>4}  {:<32} {:<8} {:>5} {:>10}", c.id, c.name, c.ruleset.id(), c.sides, c.characters);
                }
            }
        }
        CampaignCommand::Show { id, json } => {
            let detail = campaign::detail(store, id)?;
            if json {
                print_json(&detail);
            } else {
                let c = &detail.campaign;
                println!("{} (#{}) — {}", c.name, c.id, c.ruleset.title());
                if detail.sides.is_empty() {
                    println!("  No sides yet: `posse side add --campaign {} NAME --suit hearts`", c.id);
                }
                for side in &detail.sides {
                    let suit = side.suit.map(|s| format!(" {} {}", s.symbol(), s.name())).unwrap_or_default();
                    let cards: u32 = side.characters.iter().map(|ch| u32::from(ch.derived.cards)).sum();
                    println!("\n  Side #{} {}{} — {} characters, {} cards", side.id, side.name, suit, side.characters.len(), cards);
                    for ch in &side.characters {
                        println!("    {}", super::character::one_line(ch));
                    }
                }
            }
        }
        CampaignCommand::Export { id, output } => {
            let file = campaign::export(store, id)?;
            let text = serde_json::to_string_pretty(&file).expect("campaign files serialize");
            std::fs::write(&output, text).map_err(|source| CliError::Write { path: output.display().to_string(), source })?;
            eprintln!("Exported \"{}\" to {}", file.campaign.name, output.display());
        }
        CampaignCommand::Import { file, json } => {
            let (name, text) = read_text(&file)?;
            let summary = campaign::import(store, &name, &text, now())?;
            print_id_or_json(summary.id, &summary, json);
        }
    }
    Ok(())
}

pub fn run_side(store: &mut Store, command: SideCommand) -> Result<(), CliError> {
    match command {
        SideCommand::Add { campaign: campaign_id, name, suit, json } => {
            let suit = suit.as_deref().map(campaign::parse_suit).transpose()?;
            let side = campaign::add_side(store, campaign_id, &name, suit, now())?;
            print_id_or_json(side.id, &side, json);
        }
    }
    Ok(())
}
