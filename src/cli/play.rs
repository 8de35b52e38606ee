//! `posse play …`: a game played from a saved scenario with Posse beside the table.

use clap::{Args, Subcommand};
use serde_json::Value;

use super::game::fresh_seed;
use super::{now, print_id_or_json, print_json, print_list, CliError};
use crate::campaign::play::{self, MemberRef, PlayDice, PlayInput, PlayView};
use crate::store::Store;

#[derive(Debug, Subcommand)]
pub enum PlayCommand {
    /// Start a game from a saved scenario (`posse cast list`); prints the game's id. Its deck is
    /// dealt with the seed (the same seed, the same order of cards).
    Start {
        /// The scenario.
        #[arg(long = "cast", value_name = "ID")]
        cast: i64,
        /// The deal's seed (below 2^53); default: one from the clock, shown by `play show`.
        #[arg(long)]
        seed: Option<u64>,
        #[arg(long)]
        json: bool,
    },
    /// The games in play (and finished or dropped), oldest first.
    List {
        #[arg(long)]
        campaign: Option<i64>,
        #[arg(long)]
        json: bool,
    },
    /// A game: the card turned last, who is acting, every character's state, the log.
    Show {
        game: i64,
        #[arg(long)]
        json: bool,
    },
    /// Turn the next card of the deck, or the card turned at the table (`--card 7♥`, `--card
    /// "Kid Curry"`, `--card 17`).
    Turn {
        game: i64,
        #[arg(long)]
        card: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Change one field of a character's state: `posse play mark 1 "Ike Clanton" hits=+1`
    /// (`hits=2` sets it; `out_of_ammo=on`; fate `wound=serious:right_arm`, `knocked=down`; MWW
    /// `wounds=+1`, `aps=-6`, `money=+500`; TWTW `wounds.left_leg=+1`, `conc=+3`). WHO is a
    /// roster id, a name, or @N (the Nth of the cast in `play show`).
    Mark {
        game: i64,
        who: String,
        /// FIELD=VALUE.
        change: String,
        #[arg(long)]
        json: bool,
    },
    /// A character killed, and by whom.
    Kill {
        game: i64,
        victim: String,
        #[arg(long)]
        by: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// The exact odds of an attack, both characters' state applied; changes nothing.
    Odds {
        game: i64,
        #[command(flatten)]
        attack: AttackArgs,
        #[arg(long)]
        json: bool,
    },
    /// An attack rolled (`--seed`, or a seed from the clock) or typed from the table (`--dice "7
    /// 3 9 4"`), applied to both characters in one step.
    Attack {
        game: i64,
        #[command(flatten)]
        attack: AttackArgs,
        #[arg(long, conflicts_with = "dice")]
        seed: Option<u64>,
        #[arg(long)]
        dice: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Fate: play a held action card for one of its holder's characters (a free turn).
    Card {
        game: i64,
        card: String,
        #[arg(long)]
        who: String,
        #[arg(long)]
        json: bool,
    },
    /// The West That Wasn't: begin a new turn (every hero's APs back).
    Round {
        game: i64,
        #[arg(long)]
        json: bool,
    },
    /// The game as the after-action wizard would record it; changes nothing.
    Result {
        game: i64,
        /// The day it was played, YYYY-MM-DD; default today.
        #[arg(long)]
        date: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Game over: record the game (as `posse game record` would) and print its id. Nothing is
    /// applied to the rosters until `posse game apply`.
    Finish {
        game: i64,
        #[arg(long)]
        date: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Drop a game abandoned (kept with its log; `posse undo` brings it back).
    Drop {
        game: i64,
        #[arg(long)]
        json: bool,
    },
}

/// Who attacks whom, and how.
#[derive(Debug, Args)]
pub struct AttackArgs {
    /// The attacker: a roster id, a name, or @N.
    #[arg(long)]
    by: String,
    #[arg(long)]
    target: String,
    /// The attack, as JSON (the family's form: see the README, "Playing a game").
    #[arg(long, value_name = "JSON")]
    form: Option<String>,
}

impl AttackArgs {
    fn parts(&self) -> Result<(MemberRef, MemberRef, Value), CliError> {
        Ok((member(&self.by), member(&self.target), form(self.form.as_deref())?))
    }
}

impl PlayCommand {
    pub fn json(&self) -> bool {
        match self {
            PlayCommand::Start { json, .. }
            | PlayCommand::List { json, .. }
            | PlayCommand::Show { json, .. }
            | PlayCommand::Turn { json, .. }
            | PlayCommand::Mark { json, .. }
            | PlayCommand::Kill { json, .. }
            | PlayCommand::Odds { json, .. }
            | PlayCommand::Attack { json, .. }
            | PlayCommand::Card { json, .. }
            | PlayCommand::Round { json, .. }
            | PlayCommand::Result { json, .. }
            | PlayCommand::Finish { json, .. }
            | PlayCommand::Drop { json, .. } => *json,
        }
    }
}

/// A cast member as typed: a roster id, a name, or @N.
fn member(typed: &str) -> MemberRef {
    match typed.trim().parse::<i64>() {
        Ok(id) => MemberRef::Id(id),
        Err(_) => MemberRef::Name(typed.trim().to_string()),
    }
}

fn form(text: Option<&str>) -> Result<Value, CliError> {
    let Some(text) = text else { return Ok(Value::Object(Default::default())) };
    serde_json::from_str(text).map_err(|e| play::PlayError::field("form", format!("not valid JSON: {e}")).into())
}

fn today() -> String {
    play::date_of(now())
}

/// Prints what the newest change added to the story (or the whole view as JSON).
fn print_change(view: &PlayView, json: bool) {
    if json {
        print_json(view);
        return;
    }
    let newest = view.log.last().map_or(0, |l| l.n);
    for line in view.log.iter().filter(|l| l.n == newest) {
        println!("{}", line.text);
    }
}

fn print_view(v: &PlayView) {
    let status = match v.status {
        play::PlayStatus::Playing => "being played".to_string(),
        play::PlayStatus::Finished => format!("finished: game {}", v.game_id.unwrap_or_default()),
        play::PlayStatus::Dropped => "dropped".to_string(),
    };
    println!("{} (game in play {}, {}, seed {}) — {status}", v.title, v.id, v.ruleset, v.seed);
    match &v.current {
        Some(card) => {
            let who = v.acting.map(|a| format!(": {}", v.members[a].name)).unwrap_or_default();
            println!(
                "{} {}, {} card{} left. Turned last: {}{who}",
                v.round_name,
                v.round,
                v.left,
                if v.left == 1 { "" } else { "s" },
                card.label
            );
        }
        None => println!("No card turned yet."),
    }
    if let Some(luck) = &v.luck {
        println!("  {luck}");
    }
    for h in &v.held {
        println!("  {h}");
    }
    for m in &v.members {
        let player = if m.player.is_empty() { m.side_name.clone() } else { format!("{}, {}", m.side_name, m.player) };
        let cards = if m.cards.is_empty() { String::new() } else { format!(": {}", m.cards.join(" ")) };
        let standing =
            serde_json::to_value(m.standing).ok().and_then(|s| s.as_str().map(str::to_string)).unwrap_or_default();
        println!("  @{} {} ({player}) — {}{cards}; {standing}", m.index + 1, m.name, m.kind_name);
        let mut notes = m.state.clone();
        if !m.kills.is_empty() {
            notes.push(format!("killed {}", m.kills.join(", ")));
        }
        if let Some(by) = &m.killed_by {
            notes.push(format!("killed by {by}"));
        }
        if !notes.is_empty() {
            println!("      {}", notes.join("; "));
        }
    }
    if !v.log.is_empty() {
        println!("Log:");
        for l in &v.log {
            println!("  {:>3}. {}", l.n, l.text);
        }
    }
}

pub fn run(store: &mut Store, command: PlayCommand) -> Result<(), CliError> {
    let change = |store: &mut Store, game: i64, input: PlayInput, json: bool| -> Result<(), CliError> {
        let view = play::change(store, game, input, fresh_seed(), now())?;
        print_change(&view, json);
        Ok(())
    };
    match command {
        PlayCommand::Start { cast, seed, json } => {
            let view = play::start(store, cast, seed.unwrap_or_else(fresh_seed), now())?;
            print_id_or_json(view.id, &view, json);
        }
        PlayCommand::List { campaign, json } => {
            let list = play::list(store, campaign)?;
            print_list(&list, json, "No games played yet: `posse play start --cast ID`", |p| {
                let status = match p.status {
                    play::PlayStatus::Playing => "being played".to_string(),
                    play::PlayStatus::Finished => format!("finished (game {})", p.game_id.unwrap_or_default()),
                    play::PlayStatus::Dropped => "dropped".to_string(),
                };
                format!("#{} {} (scenario {}) — {status}, {} changes", p.id, p.title, p.scenario_id, p.events)
            });
        }
        PlayCommand::Show { game, json } => {
            let view = play::show(store, game)?;
            if json {
                print_json(&view);
            } else {
                print_view(&view);
            }
        }
        PlayCommand::Turn { game, card, json } => change(store, game, PlayInput::Turn { card }, json)?,
        PlayCommand::Mark { game, who, change: text, json } => {
            change(store, game, PlayInput::Mark { who: member(&who), change: text }, json)?
        }
        PlayCommand::Kill { game, victim, by, json } => {
            change(store, game, PlayInput::Kill { victim: member(&victim), by: by.as_deref().map(member) }, json)?
        }
        PlayCommand::Odds { game, attack, json } => {
            let (by, target, form) = attack.parts()?;
            let odds = play::odds(store, game, &by, &target, &form)?;
            if json {
                print_json(&odds);
            } else {
                println!("{} — {} against {}", odds.title, odds.by, odds.target);
                for l in &odds.lines {
                    println!("  {:<48} {:>8}", l.label, l.percent);
                }
                for n in &odds.notes {
                    println!("  · {n}");
                }
                println!("Dice to type: {}", odds.dice);
            }
        }
        PlayCommand::Attack { game, attack, seed, dice, json } => {
            let (by, target, form) = attack.parts()?;
            let input = PlayInput::Attack { by, target, form, dice: PlayDice { seed, dice } };
            change(store, game, input, json)?
        }
        PlayCommand::Card { game, card, who, json } => {
            change(store, game, PlayInput::UseCard { card, who: member(&who) }, json)?
        }
        PlayCommand::Round { game, json } => change(store, game, PlayInput::NextRound, json)?,
        PlayCommand::Result { game, date, json } => {
            let input = play::result(store, game, &date.unwrap_or_else(today))?;
            if json {
                print_json(&input);
            } else {
                println!("{}", serde_json::to_string_pretty(&input).expect("games serialize"));
            }
        }
        PlayCommand::Finish { game, date, json } => {
            let done = play::finish(store, game, &date.unwrap_or_else(today), now())?;
            print_id_or_json(done.game.id, &done, json);
            if !json {
                eprintln!(
                    "Recorded \"{}\" as game {} ({} taking part); roll and apply its aftermath: posse game aftermath {}",
                    done.game.title,
                    done.game.id,
                    done.game.body.participants.len(),
                    done.game.id
                );
            }
        }
        PlayCommand::Drop { game, json } => {
            let view = play::drop_game(store, game, now())?;
            if json {
                print_json(&view);
            } else {
                println!(
                    "Dropped the game of \"{}\" ({}); `posse undo --campaign {}` brings it back",
                    view.title, view.id, view.campaign_id
                );
            }
        }
    }
    Ok(())
}
