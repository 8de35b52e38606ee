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
    /// Print The West That Wasn't's 54-card action deck on poker cards (63.5 × 88.9 mm): every
    /// front, then its sheet of backs for long-edge duplex, with crop marks, 0.5 mm bleed and the
    /// 100 mm ruler. Needs no campaign.
    #[command(name = "action-cards")]
    ActionCards {
        /// The deck of this seed (`posse deck twtw --seed N`); default: the deck Posse ships.
        #[arg(long)]
        seed: Option<u64>,
        /// The PDF to write.
        #[arg(short, long, value_name = "FILE.pdf")]
        output: PathBuf,
        /// The paper size (A4 takes 9 cards a sheet, Letter 6).
        #[arg(long, value_enum, default_value = "a4")]
        paper: PaperArg,
    },
}

/// `open_store` opens (and creates) the database: only what reads a campaign needs it.
pub fn run(open_store: impl Fn() -> Result<Store, StoreError>, command: PrintCommand) -> Result<(), CliError> {
    match command {
        PrintCommand::Sheets(c) => return super::print_sheets::run(open_store, c),
        PrintCommand::ActionCards { seed, output, paper } => {
            let printed = crate::print::action_cards::print_action_deck(seed, paper.into())?;
            std::fs::write(&output, &printed.pdf)
                .map_err(|source| CliError::Write { path: output.display().to_string(), source })?;
            for w in &printed.warnings {
                eprintln!("warning: {w}");
            }
            let r = &printed.report;
            eprintln!(
                "Wrote {} ({} pages: {} sheets of {} cards, fronts and backs; {} bytes)",
                output.display(),
                r.pages,
                r.sheets,
                r.per_sheet,
                printed.pdf.len()
            );
        }
        PrintCommand::Roster { campaign: campaign_id, side, output, paper } => {
            let outcome = campaign::print_roster(&open_store()?, campaign_id, side, paper.into(), &output)?;
            let pages = if outcome.pages == 1 { "1 page".to_string() } else { format!("{} pages", outcome.pages) };
            eprintln!("Wrote {} ({pages}, {} bytes)", outcome.path, outcome.bytes);
        }
    }
    Ok(())
}
