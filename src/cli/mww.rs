//! `posse mww …`: what a My Wild West gang needs at the table besides its roster — the turn's AP
//! budget (rolled, with its exact distribution), the gang as it starts its next game, its money,
//! and the catalog the gang editor picks from.

use clap::{ArgGroup, Subcommand};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use super::odds_mww::{fail, MwwCliError};
use super::{print_json, CliError};
use crate::campaign::{self, GangView};
use crate::rules::mww::action_points::{budget, roll_budget, total_for, ApBudget, ApRoll};
use crate::rules::mww::percentile::Die;
use crate::store::{Store, StoreError};

#[derive(Debug, Subcommand)]
pub enum MwwCommand {
    /// A turn's action points: 6 a figure, the random addition by the gang's size (rolled, and its
    /// exact distribution), 1 less a wound; a roster gang (`--gang ID`) or `--figures N`.
    #[command(group(ArgGroup::new("who").required(true).args(["gang", "figures"])))]
    Ap {
        /// A gang (side) of an MWW campaign: its figures who can play and the wounds they carry.
        #[arg(long, value_name = "ID")]
        gang: Option<i64>,
        /// Figures in the gang.
        #[arg(long, value_name = "N", conflicts_with = "gang")]
        figures: Option<u8>,
        /// Wounds carried by the gang's figures.
        #[arg(long, value_name = "N", requires = "figures")]
        wounds: Option<u32>,
        /// Civilians allocated to the gang (5 APs each, no roll).
        #[arg(long, value_name = "N", default_value_t = 0)]
        civilians: u8,
        /// The seed of the dice; the same seed rolls the same dice. Default: from the clock.
        #[arg(long, conflicts_with = "dice")]
        seed: Option<u64>,
        /// The random addition as rolled at the table, e.g. `--dice 3` or `--dice 2,3`.
        #[arg(long, value_name = "D,D", value_delimiter = ',')]
        dice: Option<Vec<u8>>,
        #[arg(long)]
        json: bool,
    },
    /// A gang as it starts its next game: figures, wounds, money and AP budget.
    Gang {
        /// The gang's side id.
        id: i64,
        #[arg(long)]
        json: bool,
    },
    /// Set a gang's money, or add to it (one undoable change).
    #[command(group(ArgGroup::new("how").required(true).args(["set", "add"])))]
    Money {
        /// The gang's side id.
        id: i64,
        /// The gang's money, in dollars.
        #[arg(long, value_name = "DOLLARS", allow_negative_numbers = true)]
        set: Option<i64>,
        /// Dollars to add (negative to take away).
        #[arg(long, value_name = "DOLLARS", allow_negative_numbers = true)]
        add: Option<i64>,
        #[arg(long)]
        json: bool,
    },
    /// The skills, weapons and mounts a figure may have, as the gang editor offers them.
    Catalog {
        #[arg(long)]
        json: bool,
    },
}

impl MwwCommand {
    pub fn json(&self) -> bool {
        match self {
            MwwCommand::Ap { json, .. }
            | MwwCommand::Gang { json, .. }
            | MwwCommand::Money { json, .. }
            | MwwCommand::Catalog { json } => *json,
        }
    }
}

/// What `posse mww ap --json` prints.
#[derive(Serialize)]
struct Turn<'a> {
    gang: Option<&'a GangView>,
    seed: Option<u64>,
    roll: &'a ApRoll,
}

/// The dice entered at the table, checked against the dice the gang rolls.
fn entered(b: &ApBudget, dice: &[u8]) -> Result<ApRoll, CliError> {
    let expected = crate::rules::mww::action_points::RandomAddition::of(b.figures).dice;
    let faces = |d: &Die| d.faces().iter().map(u8::to_string).collect::<Vec<_>>().join(", ");
    if dice.len() != expected.len() {
        return Err(fail(MwwCliError::BadValue {
            flag: "--dice",
            given: dice.iter().map(u8::to_string).collect::<Vec<_>>().join(","),
            valid: format!("what {} figures roll: {}", b.figures, b.dice),
        }));
    }
    for (d, die) in dice.iter().zip(expected) {
        if !die.faces().contains(d) {
            return Err(fail(MwwCliError::BadValue {
                flag: "--dice",
                given: d.to_string(),
                valid: format!("a face of the {} ({})", die.name(), faces(die)),
            }));
        }
    }
    let total = total_for(b, dice);
    let addition: u32 = dice.iter().map(|d| u32::from(*d)).sum();
    let wounds = if b.wounds > 0 { format!(" − {} (wounds)", b.wounds) } else { String::new() };
    let shown: Vec<String> = dice.iter().map(u8::to_string).collect();
    Ok(ApRoll {
        sum: format!("6 × {} + {addition} ({}: {}){wounds} = {total} APs", b.figures, b.dice, shown.join(" + ")),
        budget: b.clone(),
        dice: dice.to_vec(),
        addition,
        total,
    })
}

fn print_turn(title: &str, roll: &ApRoll, seed: Option<u64>) {
    let b = &roll.budget;
    println!("{title} — action points for a turn");
    for line in &b.lines {
        println!("  {line}");
    }
    match seed {
        Some(seed) => println!("  Rolled (seed {seed}): {}", roll.sum),
        None => println!("  As rolled: {}", roll.sum),
    }
    println!("  Every total ({}–{}):", b.least, b.most);
    for d in &b.distribution {
        println!("    {:>3} APs  {:>7}  ({})", d.total, d.chance.probability.percent(), d.chance.exact);
    }
}

/// `open_store` opens (and creates) the database: `ap --figures` and `catalog` need none.
pub fn run(open_store: impl FnOnce() -> Result<Store, StoreError>, command: MwwCommand) -> Result<(), CliError> {
    match command {
        MwwCommand::Ap { gang, figures, wounds, civilians, seed, dice, json } => {
            let (view, b) = match (gang, figures) {
                (Some(id), _) => {
                    let store = open_store()?;
                    let view = campaign::gang(&store, id)?;
                    let b = campaign::gang_ap(&store, id, civilians)?;
                    (Some(view), b)
                }
                (None, Some(n)) => {
                    (None, budget(n, wounds.unwrap_or(0), civilians).map_err(campaign::CampaignError::Ap)?)
                }
                (None, None) => unreachable!("clap requires --gang or --figures"),
            };
            let (roll, seed) = match dice {
                Some(dice) => (entered(&b, &dice)?, None),
                None => {
                    let seed = seed.unwrap_or_else(|| super::now() as u64);
                    (roll_budget(b, &mut ChaCha8Rng::seed_from_u64(seed)), Some(seed))
                }
            };
            if json {
                print_json(&Turn { gang: view.as_ref(), seed, roll: &roll });
            } else {
                let title = view.as_ref().map_or_else(|| "A gang".to_string(), |g| g.name.clone());
                print_turn(&title, &roll, seed);
            }
        }
        MwwCommand::Gang { id, json } => {
            let g = campaign::gang(&open_store()?, id)?;
            if json {
                print_json(&g);
            } else {
                print_gang(&g);
            }
        }
        MwwCommand::Money { id, set, add, json } => {
            let mut store = open_store()?;
            let now = match (set, add) {
                (Some(n), _) => n,
                (None, Some(n)) => campaign::gang(&store, id)?.money.saturating_add(n),
                (None, None) => unreachable!("clap requires --set or --add"),
            };
            let g = campaign::set_gang_money(&mut store, id, now, super::now())?;
            if json {
                print_json(&g);
            } else {
                println!("${}", crate::campaign::thousands(g.money));
            }
        }
        MwwCommand::Catalog { json } => {
            let c = campaign::mww_catalog();
            if json {
                print_json(&c);
            } else {
                // Each by name, with the id a figure file types it by (in backticks), and what it does.
                for (what, list) in [("Skills", &c.skills), ("Weapons", &c.weapons), ("Mounts", &c.mounts)] {
                    println!("{what}:");
                    for x in list {
                        println!("  {:<40} {}", format!("{} (`{}`)", x.name, x.id), x.effect);
                    }
                }
            }
        }
    }
    Ok(())
}

fn print_gang(g: &GangView) {
    println!("{} — ${}", g.name, crate::campaign::thousands(g.money));
    println!(
        "  {} figure{} to play, carrying {} wound{}",
        g.figures,
        if g.figures == 1 { "" } else { "s" },
        g.wounds,
        if g.wounds == 1 { "" } else { "s" }
    );
    for out in &g.left_out {
        println!("  Left out: {out}");
    }
    match &g.budget {
        Some(b) => {
            println!("  APs a turn: {}–{} ({})", b.least, b.most, b.lines[..2].join("; "));
            println!("  Starts the game with {} held APs", b.held_at_start);
        }
        None => println!("  No figure to play: no APs"),
    }
}
