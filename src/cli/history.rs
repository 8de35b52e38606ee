//! `posse undo`, `posse redo`, `posse history` and `posse backup`.

use std::path::PathBuf;

use clap::Subcommand;

use super::{now, print_json, CliError};
use crate::campaign::{self, HistoryOutcome, NextStep};
use crate::store::operations::OperationKind;
use crate::store::Store;

#[derive(Debug, Subcommand)]
pub enum HistoryCommand {
    /// Undo the newest change of a campaign (by default of the campaign changed last) and say what it was.
    Undo {
        /// The campaign (see `posse campaign list`); default: the one whose change is newest.
        #[arg(long)]
        campaign: Option<i64>,
        /// Print what was undone, and what undo and redo would do next, as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Redo the change undone last (by default in the campaign where it was undone).
    Redo {
        /// The campaign; default: the one whose undo is newest.
        #[arg(long)]
        campaign: Option<i64>,
        /// Print what was redone, and what undo and redo would do next, as JSON.
        #[arg(long)]
        json: bool,
    },
    /// List a campaign's operations (changes, undos, redos, imports), newest first, marking what
    /// `undo` and `redo` would take next.
    History {
        /// The campaign's id.
        #[arg(long)]
        campaign: i64,
        #[arg(long)]
        json: bool,
    },
    /// Copy the whole database to a new file, safely while Posse is in use; never overwrites a file.
    Backup {
        /// The backup file to write, e.g. posse-backup.sqlite.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
        /// Print where and how much, as JSON.
        #[arg(long)]
        json: bool,
    },
}

impl HistoryCommand {
    pub fn json(&self) -> bool {
        match self {
            HistoryCommand::Undo { json, .. }
            | HistoryCommand::Redo { json, .. }
            | HistoryCommand::History { json, .. }
            | HistoryCommand::Backup { json, .. } => *json,
        }
    }
}

pub fn run(store: &mut Store, command: HistoryCommand) -> Result<(), CliError> {
    match command {
        HistoryCommand::Undo { campaign, json } => report(campaign::undo(store, campaign, now())?, json),
        HistoryCommand::Redo { campaign, json } => report(campaign::redo(store, campaign, now())?, json),
        HistoryCommand::History { campaign: id, json } => {
            let entries = campaign::history(store, id)?;
            if json {
                print_json(&entries);
            } else {
                for e in &entries {
                    let mark = match e.next {
                        Some(NextStep::Undo) => "undo→",
                        Some(NextStep::Redo) => "redo→",
                        None => "",
                    };
                    let undone = if e.undone { " (undone)" } else { "" };
                    println!("{mark:>5} {:>5}  {:<6} {}{undone}", e.operation_id, e.kind.id(), e.summary);
                }
            }
        }
        HistoryCommand::Backup { output, json } => {
            let info = campaign::backup(store, &output)?;
            if json {
                print_json(&info);
            } else {
                println!("{}", info.path);
                eprintln!("Backed up {} campaigns ({} bytes) to {}", info.campaigns, info.bytes, info.path);
            }
        }
    }
    Ok(())
}

fn report(outcome: HistoryOutcome, json: bool) {
    if json {
        print_json(&outcome);
        return;
    }
    let verb = if outcome.kind == OperationKind::Redo { "Redid" } else { "Undid" };
    println!("{verb}: {} ({}, #{})", outcome.step.summary, outcome.campaign_name, outcome.campaign_id);
    let next = |step: &Option<campaign::HistoryStep>| {
        step.as_ref().map(|s| s.summary.clone()).unwrap_or_else(|| "nothing".into())
    };
    eprintln!("Next undo: {}; next redo: {}", next(&outcome.state.can_undo), next(&outcome.state.can_redo));
}
