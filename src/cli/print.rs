//! `posse print …`.

use std::path::PathBuf;

use clap::{Subcommand, ValueEnum};

use super::CliError;
use crate::campaign;
use crate::print::Paper;
use crate::store::{Store, StoreError};

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
    #[command(flatten)]
    Sheets(super::print_sheets::SheetCommand),
}

pub fn run(open_store: impl Fn() -> Result<Store, StoreError>, command: PrintCommand) -> Result<(), CliError> {
    match command {
        PrintCommand::Sheets(c) => return super::print_sheets::run(open_store, c),
        PrintCommand::Roster { campaign: campaign_id, side, output, paper } => {
            let outcome = campaign::print_roster(&open_store()?, campaign_id, side, paper.into(), &output)?;
            let pages = if outcome.pages == 1 { "1 page".to_string() } else { format!("{} pages", outcome.pages) };
            eprintln!("Wrote {} ({pages}, {} bytes)", outcome.path, outcome.bytes);
        }
    }
    Ok(())
}
