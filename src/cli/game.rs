//! `posse game …`, `posse availability` and `posse chronicle`.

use std::path::PathBuf;

use clap::{Args, Subcommand};

use super::{now, print_id_or_json, print_json, print_list, read_text, CliError};
use crate::campaign::games::{
    self, parse_choices, parse_game, parse_rolls, Aftermath, AftermathChoices, DiceSource, GameStatus, GameView,
};
use crate::campaign::{self, AvailabilityStatus};
use crate::store::Store;

#[derive(Debug, Subcommand)]
pub enum GameCommand {
    /// Record a game from a GAME.json file and print its id: `{"title", "date": "YYYY-MM-DD",
    /// "participants": [{"character": ID or name, "ended": "uninjured", …}]}`.
    Record {
        #[arg(long)]
        campaign: i64,
        /// The game JSON; `-` reads standard input.
        #[arg(long, value_name = "GAME.json")]
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Show a game's aftermath rolls and results; changes nothing. Without `--seed` or `--rolls`,
    /// the dice recorded on the game, or new dice from a seed it prints.
    Aftermath {
        game: i64,
        #[command(flatten)]
        dice: DiceArgs,
        #[arg(long)]
        json: bool,
    },
    /// Record the aftermath's dice on the game now (roll them or enter yours), before choosing
    /// and applying.
    Dice {
        game: i64,
        #[command(flatten)]
        dice: DiceArgs,
        #[arg(long)]
        json: bool,
    },
    /// Apply a game's aftermath to the roster, in one step (`posse undo` takes it back).
    Apply {
        game: i64,
        #[command(flatten)]
        dice: DiceArgs,
        #[arg(long)]
        json: bool,
    },
    /// List a campaign's games, in the order played.
    List {
        #[arg(long)]
        campaign: i64,
        #[arg(long)]
        json: bool,
    },
    /// Show one game.
    Show {
        game: i64,
        #[arg(long)]
        json: bool,
    },
}

/// Where the dice come from, and the players' choices.
#[derive(Debug, Args)]
pub struct DiceArgs {
    /// Roll for me: the seed of the dice (the same seed gives the same rolls).
    #[arg(long, conflicts_with = "rolls")]
    seed: Option<u64>,
    /// The dice rolled at the table, as ROLLS.json: `{"rolls": [{"character": "Dusty", "dice": [1],
    /// "hes_going": [6]}]}`.
    #[arg(long, value_name = "ROLLS.json")]
    rolls: Option<PathBuf>,
    /// The players' choices, as CHOICES.json: `{"choices": [{"character": "Wyatt Earp", "trait":
    /// "marksman"}, {"character": "Kid Kelly", "skills": ["strong"]}]}`.
    #[arg(long, value_name = "CHOICES.json")]
    choices: Option<PathBuf>,
}

impl DiceArgs {
    fn source(&self) -> Result<DiceSource, CliError> {
        Ok(match (&self.seed, &self.rolls) {
            (Some(seed), _) => DiceSource::Seed(*seed),
            (None, Some(path)) => {
                let (_, text) = read_text(path)?;
                DiceSource::Entered(parse_rolls(&text)?)
            }
            (None, None) => DiceSource::Recorded { fresh_seed: fresh_seed() },
        })
    }

    fn choices(&self) -> Result<Option<AftermathChoices>, CliError> {
        self.choices
            .as_ref()
            .map(|path| {
                let (_, text) = read_text(path)?;
                Ok(parse_choices(&text)?)
            })
            .transpose()
    }
}

/// A seed for "roll for me" (or a deal, or a roll in a game in play) when none is given, from the clock.
pub(super) fn fresh_seed() -> u64 {
    let nanos =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.subsec_nanos()).unwrap_or(0);
    games::seed_from_clock(nanos)
}

#[derive(Debug, Args)]
pub struct AvailabilityArgs {
    #[arg(long)]
    campaign: i64,
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
pub struct ChronicleOf {
    /// A whole campaign's chronicle.
    #[arg(long)]
    campaign: Option<i64>,
    /// One character's.
    #[arg(long)]
    character: Option<i64>,
}

#[derive(Debug, Args)]
pub struct ChronicleArgs {
    #[command(flatten)]
    of: ChronicleOf,
    #[arg(long)]
    json: bool,
}

impl GameCommand {
    pub fn json(&self) -> bool {
        match self {
            GameCommand::Record { json, .. }
            | GameCommand::Aftermath { json, .. }
            | GameCommand::Dice { json, .. }
            | GameCommand::Apply { json, .. }
            | GameCommand::List { json, .. }
            | GameCommand::Show { json, .. } => *json,
        }
    }
}

impl AvailabilityArgs {
    pub fn json(&self) -> bool {
        self.json
    }
}

impl ChronicleArgs {
    pub fn json(&self) -> bool {
        self.json
    }
}

pub fn run(store: &mut Store, command: GameCommand) -> Result<(), CliError> {
    match command {
        GameCommand::Record { campaign, file, json } => {
            let (_, text) = read_text(&file)?;
            let input = parse_game(&text)?;
            let game = games::record_game(store, campaign, &input, now())?;
            print_id_or_json(game.id, &game, json);
        }
        GameCommand::Aftermath { game, dice, json } => {
            let aftermath = games::aftermath_preview(store, game, &dice.source()?, dice.choices()?.as_ref())?;
            if json {
                print_json(&aftermath);
            } else {
                print!("{}", aftermath_text(&aftermath));
                if !aftermath.applied {
                    let how = match aftermath.dice.seed {
                        Some(_) if aftermath.ruleset == crate::rules::Ruleset::Mww => String::new(),
                        Some(seed) if !aftermath.dice_recorded => format!(" --seed {seed}"),
                        _ => String::new(),
                    };
                    println!("\nNothing is changed yet. To apply: posse game apply {game}{how}");
                }
            }
        }
        GameCommand::Dice { game, dice, json } => {
            print_aftermath(&games::record_aftermath_dice(store, game, &dice.source()?, now())?, json);
        }
        GameCommand::Apply { game, dice, json } => {
            print_aftermath(
                &games::apply_aftermath(store, game, &dice.source()?, dice.choices()?.as_ref(), now())?,
                json,
            );
        }
        GameCommand::List { campaign, json } => {
            let list = games::list_games(store, campaign)?;
            let empty = format!("No games recorded yet: `posse game record --campaign {campaign} --file GAME.json`");
            print_list(&list, json, &empty, game_line);
        }
        GameCommand::Show { game, json } => {
            let game = games::get_game(store, game)?;
            if json {
                print_json(&game);
            } else {
                println!("{}", game_line(&game));
                if !game.body.notes.is_empty() {
                    println!("{}", game.body.notes);
                }
                for p in &game.body.participants {
                    let kills: Vec<&str> = p.kills.iter().map(|k| k.name.as_str()).collect();
                    let kills = if kills.is_empty() { String::new() } else { format!("; killed {}", kills.join(", ")) };
                    println!("  {} — {}{kills}", p.name, p.ended.words());
                }
                for e in &game.aftermath {
                    println!("  {}: {}", e.name, e.results.join(" "));
                }
            }
        }
    }
    Ok(())
}

fn print_aftermath(aftermath: &Aftermath, json: bool) {
    if json {
        print_json(aftermath);
    } else {
        print!("{}", aftermath_text(aftermath));
    }
}

fn game_line(g: &GameView) -> String {
    let status = match g.status {
        GameStatus::Recorded => "aftermath to roll",
        GameStatus::DiceRolled => "dice rolled, aftermath to apply",
        GameStatus::Applied => "aftermath applied",
    };
    format!("#{} {} \"{}\" — {} taking part, {status}", g.id, g.played_on, g.title, g.body.participants.len())
}

/// The aftermath in words, one participant after another.
fn aftermath_text(a: &Aftermath) -> String {
    let mut out = String::new();
    let dice = match a.dice.seed {
        Some(seed) => format!("dice rolled from seed {seed}"),
        None => "dice entered by the players".to_string(),
    };
    let state = if a.applied {
        "applied"
    } else if a.dice_recorded {
        "dice recorded, not applied yet"
    } else {
        "not applied yet"
    };
    if a.ruleset == crate::rules::Ruleset::Mww {
        out.push_str(&format!("Aftermath of \"{}\" ({state})\n", a.title));
    } else {
        out.push_str(&format!("Aftermath of \"{}\" — {dice} ({state})\n", a.title));
    }
    for e in &a.entries {
        out.push_str(&format!("\n{} ({})\n", e.name, e.ended.words()));
        for r in &e.rolls {
            let dice: Vec<String> = r.dice.iter().map(u8::to_string).collect();
            let dice = if dice.is_empty() { String::new() } else { format!(" [{}]", dice.join(", ")) };
            let kept = r.kept.map(|k| format!(" → {k}")).unwrap_or_default();
            out.push_str(&format!("  {}{dice}{kept}: {}\n", r.what, r.result));
        }
        for line in &e.results {
            out.push_str(&format!("  {line}\n"));
        }
        if let Some(choice) = &e.trait_choice {
            if choice.chosen.is_empty() {
                let names: Vec<&str> = choice.options.iter().map(|o| o.name.as_str()).collect();
                let full = if choice.full {
                    format!(" (has {} of {}: name one to \"replace\", or \"skip\")", choice.held.len(), choice.max)
                } else {
                    String::new()
                };
                out.push_str(&format!("  New trait to choose{full}: {}\n", names.join(", ")));
            }
        }
        for change in &e.changes {
            out.push_str(&format!("  Sheet: {change}\n"));
        }
    }
    for g in &a.gangs {
        use crate::campaign::thousands;
        let won = if g.money_won > 0 {
            format!(" (${} + ${} won)", thousands(g.money_before), thousands(g.money_won))
        } else {
            String::new()
        };
        out.push_str(&format!(
            "\n{} starts the next game with ${}{won}: {} figures, {} wounds; {}\n",
            g.name,
            thousands(g.money),
            g.figures,
            g.wounds,
            g.aps
        ));
    }
    out
}

pub fn availability(store: &Store, args: AvailabilityArgs) -> Result<(), CliError> {
    let list = campaign::availability(store, args.campaign)?;
    if args.json {
        print_json(&list);
        return Ok(());
    }
    for a in &list {
        let status = match a.status {
            AvailabilityStatus::Available if a.cards_lost > 0 || a.reduced_dice => "plays with a penalty",
            AvailabilityStatus::Available => "available",
            AvailabilityStatus::AwaitingAftermath => "awaiting the aftermath",
            AvailabilityStatus::Missing => "misses the next game",
            AvailabilityStatus::Dead => "dead",
        };
        println!("#{} {} — {status}: {}", a.character_id, a.name, a.reason);
    }
    Ok(())
}

pub fn chronicle(store: &Store, args: ChronicleArgs) -> Result<(), CliError> {
    let chronicle = match (args.of.campaign, args.of.character) {
        (Some(id), _) => campaign::chronicle::of_campaign(store, id)?,
        (None, Some(id)) => campaign::chronicle::of_character(store, id)?,
        (None, None) => unreachable!("clap requires one"),
    };
    if args.json {
        print_json(&chronicle);
    } else {
        print!("{}", campaign::chronicle::text(&chronicle));
    }
    Ok(())
}
