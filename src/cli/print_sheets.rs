//! `posse print playsheet` and `posse print cast-sheet`: the sheets a player takes to the table.

use std::path::PathBuf;

use clap::{Subcommand, ValueEnum};

use super::paper::PaperArg;
use super::CliError;
use crate::campaign;
use crate::campaign::PrintOutcome;
use crate::rules::Ruleset;
use crate::store::{Store, StoreError};

/// The rule sets that have a playsheet.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum PlaysheetRules {
    /// Quick on the Draw: every chart of Reels 3 to 7 and the props.
    Qotd,
    /// The fate-deck family, The Rules With No Name style.
    Fate,
    /// My Wild West: every table, action points to robbing banks.
    Mww,
    /// The West That Wasn't: the combat reference, every table of the conflict chapter.
    Twtw,
}

#[derive(Debug, Subcommand)]
pub enum SheetCommand {
    /// Print a rule set's playsheet: every chart as Posse rolls it, as a booklet of pages. With
    /// --campaign, a fate campaign's own options and house tables.
    Playsheet {
        /// qotd or fate.
        #[arg(value_enum)]
        rules: PlaysheetRules,
        /// The campaign whose rules to print (its name heads the pages).
        #[arg(long)]
        campaign: Option<i64>,
        /// The PDF to write.
        #[arg(short, long, value_name = "FILE.pdf")]
        output: PathBuf,
        /// The paper size.
        #[arg(long, value_enum, default_value = "a4")]
        paper: PaperArg,
        /// A booklet template file (`posse print template export booklet -o FILE`).
        #[arg(long, value_name = "FILE")]
        template: Option<PathBuf>,
    },
    /// Print a saved scenario's cast sheets: a sheet (or more) per player with everything their
    /// characters need, and a quick reference of the charts they roll most.
    CastSheet {
        /// The scenario's id (`posse cast list --campaign ID`).
        #[arg(long)]
        cast: i64,
        /// Only this player's sheet (the player's name, or the side's when it has no player).
        #[arg(long, value_name = "NAME")]
        player: Option<String>,
        /// The PDF to write.
        #[arg(short, long, value_name = "FILE.pdf")]
        output: PathBuf,
        /// The paper size.
        #[arg(long, value_enum, default_value = "a4")]
        paper: PaperArg,
        /// A booklet template file (`posse print template export booklet -o FILE`).
        #[arg(long, value_name = "FILE")]
        template: Option<PathBuf>,
    },
}

pub fn run(open_store: impl Fn() -> Result<Store, StoreError>, command: SheetCommand) -> Result<(), CliError> {
    let outcome = match command {
        SheetCommand::Playsheet { rules, campaign: campaign_id, output, paper, template } => {
            let ruleset = match rules {
                PlaysheetRules::Qotd => Ruleset::Qotd,
                PlaysheetRules::Fate => Ruleset::Fate,
                PlaysheetRules::Mww => Ruleset::Mww,
                PlaysheetRules::Twtw => Ruleset::Twtw,
            };
            // The reference playsheet reads only the rules: no database is opened.
            let store = campaign_id.map(|_| open_store()).transpose()?;
            let campaign = store.as_ref().zip(campaign_id);
            let template = template.map(|p| p.display().to_string());
            campaign::print_playsheet(ruleset, campaign, paper.into(), template.as_deref(), &output)?
        }
        SheetCommand::CastSheet { cast, player, output, paper, template } => {
            let template = template.map(|p| p.display().to_string());
            let store = open_store()?;
            campaign::print_cast_sheet(&store, cast, player.as_deref(), paper.into(), template.as_deref(), &output)?
        }
    };
    report(&outcome);
    Ok(())
}

/// "Wrote FILE (N pages, B bytes)" on standard error.
pub(super) fn report(outcome: &PrintOutcome) {
    let pages = if outcome.pages == 1 { "1 page".to_string() } else { format!("{} pages", outcome.pages) };
    eprintln!("Wrote {} ({pages}, {} bytes)", outcome.path, outcome.bytes);
}
