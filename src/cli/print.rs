//! `posse print …`.

use std::path::PathBuf;

use clap::{Subcommand, ValueEnum};

use super::CliError;
use crate::campaign;
use crate::print::Paper;
use crate::store::Store;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum PaperArg {
    /// 210 × 297 mm.
    A4,
    /// 8.5 × 11 in.
    Letter,
}

impl From<PaperArg> for Paper {
    fn from(p: PaperArg) -> Paper {
        match p {
            PaperArg::A4 => Paper::A4,
            PaperArg::Letter => Paper::Letter,
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum PrintCommand {
    /// Print a campaign's roster sheet (every side, or one) as a PDF at true paper size.
    Roster {
        /// The campaign's id.
        #[arg(long)]
        campaign: i64,
        /// Only this side.
        #[arg(long)]
        side: Option<i64>,
        /// The PDF to write.
        #[arg(short, long, value_name = "FILE.pdf")]
        output: PathBuf,
        /// The paper size.
        #[arg(long, value_enum, default_value = "a4")]
        paper: PaperArg,
    },
    /// Print every table of a rule set (`mww`, or `qotd`, `fate`) as a PDF playsheet: each table
    /// as `posse tables show` has it, with its source and notes. Needs no database.
    Playsheet {
        /// The rule set: mww, qotd or fate.
        ruleset: String,
        /// The PDF to write.
        #[arg(short, long, value_name = "FILE.pdf")]
        output: PathBuf,
        /// The paper size.
        #[arg(long, value_enum, default_value = "a4")]
        paper: PaperArg,
    },
}

impl PrintCommand {
    /// Whether the command reads the campaign database (a playsheet is the rules only).
    pub fn needs_store(&self) -> bool {
        !matches!(self, PrintCommand::Playsheet { .. })
    }
}

/// `posse print playsheet …`: the rules only, no database.
pub fn playsheet(command: PrintCommand) -> Result<(), CliError> {
    if let PrintCommand::Playsheet { ruleset, output, paper } = command {
        let ruleset = campaign::parse_ruleset(&ruleset)?;
        let outcome = campaign::print_playsheet(ruleset, paper.into(), &output)?;
        let pages = if outcome.pages == 1 { "1 page".to_string() } else { format!("{} pages", outcome.pages) };
        eprintln!("Wrote {} ({pages}, {} bytes)", outcome.path, outcome.bytes);
    }
    Ok(())
}

pub fn run(store: &Store, command: PrintCommand) -> Result<(), CliError> {
    match command {
        PrintCommand::Roster { campaign: campaign_id, side, output, paper } => {
            let outcome = campaign::print_roster(store, campaign_id, side, paper.into(), &output)?;
            let pages = if outcome.pages == 1 { "1 page".to_string() } else { format!("{} pages", outcome.pages) };
            eprintln!("Wrote {} ({pages}, {} bytes)", outcome.path, outcome.bytes);
        }
        PrintCommand::Playsheet { .. } => return playsheet(command),
    }
    Ok(())
}
