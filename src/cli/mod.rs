//! The `posse` command line: clap subcommands over the library. Every command that prints data
//! takes `--json` for scripting; errors go to standard error as `error[code]: message` (or as a
//! `{code, message}` JSON object with `--json`) with a non-zero exit status.

mod campaign;
mod cast;
mod character;
mod fate;
mod game;
mod history;
mod mww;
mod odds;
mod odds_args;
mod odds_fate;
mod odds_mww;
mod odds_text;
mod paper;
mod play;
mod print;
mod print_sheets;
mod printer;
pub mod reference;
mod tables;
pub(crate) mod twtw;
mod words;

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use serde::Serialize;

use crate::campaign::CampaignError;
use crate::error::ErrorCode;
use crate::store::{self, Store};

/// Posse keeps your Old West skirmish campaigns: rosters, games, casting and printable sheets.
#[derive(Debug, Parser)]
#[command(name = "posse", version, about, propagate_version = true)]
pub struct Cli {
    /// The campaign database to use. Default: posse.sqlite in your data directory
    /// (~/.local/share/posse/ on Linux).
    #[arg(long, global = true, env = "POSSE_DB", value_name = "PATH")]
    db: Option<PathBuf>,

    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Create a demo campaign: "Showdown at Dry Gulch" (QOTD: the Earps against the Cowboys), with
    /// `--ruleset fate` "Trouble at Tin Cup" (two gangs, a character of every class), or with
    /// `--ruleset mww` "The Dry Creek Bank Job" (a gang of five against a marshal's posse), and
    /// `--ruleset twtw` "Showdown at the Laroq Ranch" (The West That Wasn't's heroes and villains).
    Demo {
        /// The demo's rule set: qotd, fate, mww or twtw.
        #[arg(long, default_value = "qotd")]
        ruleset: String,
        /// Print the new campaign as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Make, list, show, export and import campaigns.
    #[command(subcommand)]
    Campaign(campaign::CampaignCommand),
    /// Add a side (a player's posse or gang) to a campaign.
    #[command(subcommand)]
    Side(campaign::SideCommand),
    /// Add, list, show, edit and remove characters.
    #[command(subcommand)]
    Character(character::CharacterCommand),
    /// Cast scenarios: who plays, on which side, and the cards each acts on.
    #[command(subcommand)]
    Cast(cast::CastCommand),
    /// The fate-deck family's table aids: `posse fate deck --campaign ID`.
    #[command(subcommand)]
    Fate(fate::FateCommand),
    /// My Wild West's table aids: a gang's AP budget, the gang, its money, the editor's catalog.
    #[command(subcommand)]
    Mww(mww::MwwCommand),
    /// Print sheets as PDF: the roster, cast sheets, playsheets, the fate deck, hit-location chits,
    /// a QOTD pack, the MWW turn deck, the TWTW action deck, the alignment test.
    #[command(subcommand, after_help = print::PRINT_MENU)]
    Print(print::PrintCommand),
    /// A game's deck of cards: `posse deck twtw --seed 7 --stats`.
    #[command(subcommand)]
    Deck(twtw::DeckCommand),
    /// The West That Wasn't's table aids: `posse twtw catalog` (what the hero editor picks from).
    #[command(subcommand)]
    Twtw(twtw::TwtwCommand),
    /// Keep printer profiles: paper, duplex edge, back offset and the measured ruler, by name.
    #[command(subcommand)]
    Printer(printer::PrinterCommand),
    /// List and show the rule books' charts and tables.
    #[command(subcommand)]
    Tables(tables::TablesCommand),
    /// Look up a result on a chart or table: `posse lookup qotd.effects_of_hits dv=0 roll=5`.
    Lookup(tables::LookupArgs),
    /// Roll a test of a character with seeded dice: `posse roll qotd wanting_to_shoot --character 3`.
    Roll(odds::RollArgs),
    /// The exact odds of a test, a shot or a fight: `posse odds qotd shot --shooter 3 --target 7`.
    Odds(odds::OddsArgs),
    #[command(flatten)]
    History(history::HistoryCommand),
    /// Record games and roll, review and apply their aftermath.
    #[command(subcommand)]
    Game(game::GameCommand),
    /// Play a saved scenario beside the table: turn the deck, mark hits, roll attacks, and at the
    /// end record the game: `posse play start --cast ID`.
    #[command(subcommand)]
    Play(play::PlayCommand),
    /// Who may take part in the next game, and with what.
    Availability(game::AvailabilityArgs),
    /// The story of a campaign or a character: games, outcomes, rolls, promotions, traits, deaths.
    Chronicle(game::ChronicleArgs),
}

/// What a command failed with: a library error, or a problem with the command line's own input.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    #[error(transparent)]
    Campaign(#[from] CampaignError),
    #[error(transparent)]
    Store(#[from] store::StoreError),
    #[error(transparent)]
    Table(#[from] crate::rules::tables::TableError),
    #[error(transparent)]
    Odds(#[from] odds::OddsCliError),
    #[error(transparent)]
    Cast(#[from] crate::campaign::CastError),
    #[error(transparent)]
    History(#[from] crate::campaign::HistoryError),
    #[error(transparent)]
    Game(#[from] crate::campaign::games::GameError),
    #[error(transparent)]
    Play(#[from] crate::campaign::play::PlayError),
    #[error("--campaign: campaign {campaign} does not play {table}: {reason}")]
    NotPlayed { table: String, campaign: i64, reason: String },
    #[error(transparent)]
    Twtw(#[from] twtw::TwtwCliError),
    #[error(transparent)]
    Print(#[from] crate::print::PrintError),
    #[error(transparent)]
    PrintShop(#[from] crate::campaign::print_shop::PrintShopError),
    #[error(transparent)]
    Printer(#[from] crate::campaign::printers::PrinterError),
    #[error("{path}: {source}")]
    Read { path: String, source: std::io::Error },
    #[error("{path}: {source}")]
    Write { path: String, source: std::io::Error },
}

impl ErrorCode for CliError {
    fn code(&self) -> &'static str {
        match self {
            CliError::Campaign(e) => e.code(),
            CliError::Store(e) => e.code(),
            CliError::Table(e) => e.code(),
            CliError::Odds(e) => e.code(),
            CliError::Cast(e) => e.code(),
            CliError::History(e) => e.code(),
            CliError::Game(e) => e.code(),
            CliError::Play(e) => e.code(),
            CliError::NotPlayed { .. } => "table_not_played",
            CliError::Twtw(e) => e.code(),
            CliError::Print(e) => e.code(),
            CliError::PrintShop(e) => e.code(),
            CliError::Printer(e) => e.code(),
            CliError::Read { .. } => "read_failed",
            CliError::Write { .. } => "write_failed",
        }
    }
}

/// Runs the command line and returns the process's exit code.
pub fn main() -> ExitCode {
    // Like other command-line tools, end quietly when the reader of our output goes away
    // (`posse tables list | head`) instead of panicking on a broken pipe.
    #[cfg(unix)]
    // SAFETY: restoring the default action for SIGPIPE before any other thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    // Windows has no SIGPIPE: there the write fails, and `println!` panics on it.
    if cfg!(not(unix)) {
        let report = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            // (`PanicHookInfo::payload_as_str` is newer than the MSRV.)
            let payload = info.payload();
            let text = payload.downcast_ref::<&str>().copied().or(payload.downcast_ref::<String>().map(String::as_str));
            match text.is_some_and(reader_gone) {
                true => std::process::exit(0),
                false => report(info),
            }
        }));
    }
    let cli = Cli::parse();
    let json = cli.wants_json();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let body = e.to_body();
            if json {
                eprintln!("{}", serde_json::to_string(&body).expect("error bodies serialize"));
            } else {
                eprintln!("error[{}]: {}", body.code, body.message);
            }
            ExitCode::FAILURE
        }
    }
}

/// Whether a panic is `println!` finding the reader of the output gone on Windows: the pipe's other
/// end closed (ERROR_NO_DATA, 232) or broken (ERROR_BROKEN_PIPE, 109). The codes, not the system's
/// words for them, which depend on its language.
fn reader_gone(panic: &str) -> bool {
    panic.starts_with("failed printing to stdout")
        && (panic.ends_with("(os error 232)") || panic.ends_with("(os error 109)"))
}

impl Cli {
    fn wants_json(&self) -> bool {
        match &self.command {
            Command::Demo { json, .. } => *json,
            Command::Fate(c) => c.json(),
            Command::Mww(c) => c.json(),
            Command::Campaign(c) => c.json(),
            Command::Side(c) => c.json(),
            Command::Character(c) => c.json(),
            Command::Cast(c) => c.json(),
            Command::Print(c) => c.json(),
            Command::Printer(c) => c.json(),
            Command::Deck(c) => c.json(),
            Command::Twtw(c) => c.json(),
            Command::Tables(c) => c.json(),
            Command::Lookup(c) => c.json(),
            Command::Roll(c) => c.json(),
            Command::Odds(c) => c.json(),
            Command::History(c) => c.json(),
            Command::Game(c) => c.json(),
            Command::Play(c) => c.json(),
            Command::Availability(c) => c.json(),
            Command::Chronicle(c) => c.json(),
        }
    }
}

fn run(cli: Cli) -> Result<(), CliError> {
    let path = cli.db.clone().unwrap_or_else(store::default_path);
    // Opened (and created) only by the commands that need it: reading the rules needs no database.
    let open_store = || Store::open(&path);
    match cli.command {
        Command::Demo { ruleset, json } => {
            let ruleset = crate::campaign::parse_ruleset(&ruleset)?;
            let summary = crate::campaign::create_demo(&mut open_store()?, ruleset, now())?;
            print_id_or_json(summary.id, &summary, json);
            if !json {
                eprintln!(
                    "Created the demo campaign \"{}\" ({} sides, {} characters) in {}",
                    summary.name,
                    summary.sides,
                    summary.characters,
                    path.display()
                );
            }
            Ok(())
        }
        Command::Campaign(c) => campaign::run_campaign(&mut open_store()?, c),
        Command::Side(c) => campaign::run_side(&mut open_store()?, c),
        Command::Character(c) => character::run(&mut open_store()?, c),
        Command::Cast(c) => cast::run(&mut open_store()?, c),
        Command::Print(c) => print::run(open_store, c),
        Command::Printer(c) => printer::run(&mut open_store()?, c),
        Command::Fate(c) => fate::run(open_store, c),
        Command::Mww(c) => mww::run(open_store, c),
        Command::Deck(c) => twtw::run_deck(c),
        Command::Twtw(c) => twtw::run(c),
        Command::Tables(c) => tables::run(open_store, c),
        Command::Lookup(c) => tables::lookup(c),
        Command::Roll(c) => odds::roll(c, &path),
        Command::Odds(c) => odds::odds(c, &path),
        Command::History(c) => history::run(&mut open_store()?, c),
        Command::Game(c) => game::run(&mut open_store()?, c),
        Command::Play(c) => play::run(&mut open_store()?, c),
        Command::Availability(c) => game::availability(&open_store()?, c),
        Command::Chronicle(c) => game::chronicle(&open_store()?, c),
    }
}

/// The time now, in Unix seconds: the only place the command line reads the clock.
fn now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0)
}

fn print_json<T: Serialize>(value: &T) {
    println!("{}", serde_json::to_string_pretty(value).expect("output values serialize"));
}

/// What a list command prints: the JSON array with `--json`; otherwise a line each, or `empty`
/// (saying how to make the first) when there is nothing.
fn print_list<T: Serialize>(items: &[T], json: bool, empty: &str, line: impl Fn(&T) -> String) {
    if json {
        print_json(&items);
    } else if items.is_empty() {
        println!("{empty}");
    } else {
        for item in items {
            println!("{}", line(item));
        }
    }
}

/// What a command that creates or changes something prints: the whole value with `--json`,
/// otherwise just its id, for scripts (`id=$(posse campaign new …)`).
fn print_id_or_json<T: Serialize>(id: i64, value: &T, json: bool) {
    if json {
        print_json(value);
    } else {
        println!("{id}");
    }
}

/// Reads a file given on the command line; `-` reads standard input.
fn read_input(path: &Path) -> Result<(String, Vec<u8>), CliError> {
    if path == Path::new("-") {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes).map_err(|source| CliError::Read { path: "stdin".into(), source })?;
        return Ok(("stdin".to_string(), bytes));
    }
    let bytes = std::fs::read(path).map_err(|source| CliError::Read { path: path.display().to_string(), source })?;
    Ok((path.display().to_string(), bytes))
}

fn read_text(path: &Path) -> Result<(String, String), CliError> {
    let (name, bytes) = read_input(path)?;
    let text = String::from_utf8(bytes).map_err(|e| CliError::Read {
        path: name.clone(),
        source: std::io::Error::new(std::io::ErrorKind::InvalidData, format!("not UTF-8 text: {e}")),
    })?;
    Ok((name, text))
}

#[cfg(test)]
mod tests {
    use super::reader_gone;

    #[test]
    fn on_windows_only_a_closed_pipe_ends_the_command_quietly() {
        assert!(reader_gone("failed printing to stdout: The pipe is being closed. (os error 232)"));
        assert!(reader_gone("failed printing to stdout: Die Pipe wurde beendet. (os error 109)"));
        // A full disk under `posse … > file`, or anything else, is reported as ever.
        assert!(!reader_gone("failed printing to stdout: There is not enough space on the disk. (os error 112)"));
        assert!(!reader_gone("failed printing to stderr: The pipe is being closed. (os error 232)"));
        assert!(!reader_gone("index out of bounds (os error 232)"));
    }
}
