//! `posse campaign …` and `posse side …`.

use std::path::PathBuf;

use clap::Subcommand;

use super::{now, print_id_or_json, print_json, read_text, CliError};
use crate::campaign::{self, CampaignError, Derived};
use crate::rules::Ruleset;
use crate::store::Store;

#[derive(Debug, Subcommand)]
pub enum CampaignCommand {
    /// Start a new campaign and print its id.
    New {
        /// The campaign's name, e.g. "Showdown at Dry Gulch".
        name: String,
        /// The rule set it is played under: qotd (Quick on the Draw) or fate (Ansell's western
        /// gunfight rules and The Rules With No Name).
        #[arg(long, default_value = "qotd")]
        ruleset: String,
        /// An option, KEY=VALUE (repeatable), e.g. `--option jams=ansell_1996` (fate) or
        /// `--option brush_with_death=replace` (qotd); `posse campaign options ID` lists them.
        #[arg(long = "option", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// Print the new campaign as JSON.
        #[arg(long)]
        json: bool,
    },
    /// List every campaign, newest first.
    List {
        /// List the removed campaigns instead (`posse campaign restore ID` brings one back).
        #[arg(long)]
        removed: bool,
        #[arg(long)]
        json: bool,
    },
    /// Give a campaign a new name (undoable).
    Rename {
        /// The campaign's id.
        id: i64,
        /// The new name.
        name: String,
        #[arg(long)]
        json: bool,
    },
    /// Remove a campaign from the list. Nothing is deleted: `posse campaign restore ID` (or
    /// `posse undo`) brings it back as it was; `posse campaign list --removed` lists them.
    Remove {
        /// The campaign's id.
        id: i64,
        #[arg(long)]
        json: bool,
    },
    /// Bring back a removed campaign.
    Restore {
        /// The campaign's id (see `posse campaign list --removed`).
        id: i64,
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
    /// Show a campaign's options (each choice, its rule and source; `*` marks a non-default), or
    /// change them with `--set KEY=VALUE` (one change, undoable).
    Options {
        /// The campaign's id.
        id: i64,
        /// Change an option, e.g. `--set jams=ansell_1996 --set fumbles=on` (one change, logged).
        #[arg(long = "set", value_name = "KEY=VALUE")]
        set: Vec<String>,
        #[arg(long)]
        json: bool,
    },
    /// Show a fate campaign's tables (the 36 hit-location chits it rolls on — the TRWNN playsheet 2
    /// chart or the house grid, by option hit_location — the fighting results and the fighting
    /// dice), or edit them: `--export FILE.toml`, change the file, `--import FILE.toml`; `--reset`
    /// goes back to the tables Posse ships.
    HouseTables {
        /// The campaign's id.
        id: i64,
        /// Write the tables as TOML for editing.
        #[arg(long, value_name = "FILE.toml", conflicts_with_all = ["import", "reset"])]
        export: Option<PathBuf>,
        /// Read edited tables (checked first; nothing changes if they are wrong). `-` reads stdin.
        #[arg(long, value_name = "FILE.toml", conflicts_with = "reset")]
        import: Option<PathBuf>,
        /// Go back to the house tables Posse ships.
        #[arg(long)]
        reset: bool,
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
            | CampaignCommand::List { json, .. }
            | CampaignCommand::Rename { json, .. }
            | CampaignCommand::Remove { json, .. }
            | CampaignCommand::Restore { json, .. }
            | CampaignCommand::Show { json, .. }
            | CampaignCommand::Options { json, .. }
            | CampaignCommand::HouseTables { json, .. }
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
        /// The suit its characters' cards come from (QOTD only): hearts, diamonds, clubs or spades.
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
        CampaignCommand::New { name, ruleset, options, json } => {
            let ruleset = campaign::parse_ruleset(&ruleset)?;
            let options = match (campaign::RuleOptions::default_for(ruleset), options.is_empty()) {
                (_, true) => None,
                (Some(defaults), false) => Some(campaign::with_settings(defaults, &options)?),
                (None, false) => {
                    return Err(CampaignError::BadOption(format!("a {ruleset} campaign has no options yet")).into())
                }
            };
            let summary = campaign::create_with_options(store, &name, ruleset, options, now())?;
            print_id_or_json(summary.id, &summary, json);
        }
        CampaignCommand::List { removed: true, json } => {
            let removed = campaign::removed(store)?;
            if json {
                print_json(&removed);
            } else if removed.is_empty() {
                println!("No removed campaigns.");
            } else {
                println!("{:>4}  {:<32} {:<8} {:>5} {:>10}", "ID", "NAME", "RULESET", "SIDES", "CHARACTERS");
                for r in removed {
                    let c = r.campaign;
                    println!("{:>4}  {:<32} {:<8} {:>5} {:>10}", c.id, c.name, c.ruleset.id(), c.sides, c.characters);
                }
                println!("`posse campaign restore ID` brings one back.");
            }
        }
        CampaignCommand::Rename { id, name, json } => {
            let summary = campaign::rename(store, id, &name, now())?;
            print_id_or_json(summary.id, &summary, json);
        }
        CampaignCommand::Remove { id, json } => {
            let removed = campaign::remove(store, id, now())?;
            if json {
                print_json(&removed);
            } else {
                println!(
                    "Removed \"{}\" ({id}); it is kept: `posse campaign restore {id}` brings it back",
                    removed.campaign.name
                );
            }
        }
        CampaignCommand::Restore { id, json } => {
            let summary = campaign::restore(store, id, now())?;
            print_id_or_json(summary.id, &summary, json);
        }
        CampaignCommand::List { removed: false, json } => {
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
                {
                    let options = campaign::options(store, id)?;
                    let changed: Vec<String> = options
                        .choices
                        .iter()
                        .filter(|o| !o.is_default)
                        .map(|o| format!("{}={}", o.id, o.value))
                        .collect();
                    let usual =
                        if c.ruleset == Ruleset::Fate { "the playsheet's rules" } else { "the default readings" };
                    if changed.is_empty() {
                        println!("  Options: {usual} throughout (`posse campaign options {id}`)");
                    } else {
                        println!("  Options: {} (the rest {usual}; `posse campaign options {id}`)", changed.join(", "));
                    }
                }
                if detail.sides.is_empty() {
                    let suit = if c.ruleset == Ruleset::Qotd { " --suit hearts" } else { "" };
                    println!("  No sides yet: `posse side add --campaign {} NAME{suit}`", c.id);
                }
                for side in &detail.sides {
                    let suit = side.suit.map(|s| format!(" {} {}", s.symbol(), s.name())).unwrap_or_default();
                    let cards: u32 = side
                        .characters
                        .iter()
                        .map(|ch| match &ch.derived {
                            Derived::Qotd(d) => u32::from(d.cards),
                            Derived::Fate(_) | Derived::Mww(_) | Derived::Twtw(_) => 0,
                        })
                        .sum();
                    if c.ruleset == Ruleset::Qotd {
                        println!(
                            "\n  Side #{} {}{} — {} characters, {} cards",
                            side.id,
                            side.name,
                            suit,
                            side.characters.len(),
                            cards
                        );
                    } else if let Some(money) = side.money {
                        println!(
                            "\n  Gang #{} {} — {} figures, ${money} (`posse mww gang {}`)",
                            side.id,
                            side.name,
                            side.characters.len(),
                            side.id
                        );
                    } else {
                        println!("\n  Side #{} {} — {} characters", side.id, side.name, side.characters.len());
                    }
                    for ch in &side.characters {
                        println!("    {}", super::character::one_line(ch));
                    }
                }
            }
        }
        CampaignCommand::Options { id, set, json } => {
            let shown = if set.is_empty() {
                campaign::options(store, id)?
            } else {
                let current = campaign::options(store, id)?.options;
                campaign::set_options(store, id, campaign::with_settings(current, &set)?, now())?
            };
            if json {
                print_json(&shown);
            } else {
                for o in &shown.choices {
                    let mark = if o.is_default { " " } else { "*" };
                    println!("{mark} {:<28} {:<12} {}", o.id, o.value, o.title);
                    println!("    {}", o.rule);
                    println!("    Source: {}; values: {}", o.source, o.values.join(", "));
                }
            }
        }
        CampaignCommand::HouseTables { id, export, import, reset, json } => {
            if let Some(path) = export {
                let text = campaign::house_tables_text(store, id)?;
                std::fs::write(&path, text)
                    .map_err(|source| CliError::Write { path: path.display().to_string(), source })?;
                eprintln!("Wrote the house tables to {}; edit them and read them back with --import", path.display());
                return Ok(());
            }
            let tables = match (import, reset) {
                (Some(path), _) => {
                    let (_, text) = read_text(&path)?;
                    campaign::set_house_tables(store, id, Some(&text), now())?
                }
                (None, true) => campaign::set_house_tables(store, id, None, now())?,
                (None, false) => campaign::house_tables(store, id)?,
            };
            if json {
                print_json(&tables);
            } else {
                print_house_tables(&tables);
            }
        }
        CampaignCommand::Export { id, output } => {
            let info = campaign::export_file(store, id, &output)?;
            eprintln!("Exported \"{}\" to {}", info.name, info.path);
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

/// The tables a fate campaign plays by: the hit-location chart it rolls on (its 36 chits), the
/// fighting results and the fighting dice, each labelled as what it is.
fn print_house_tables(tables: &crate::rules::fate::HouseTables) {
    use crate::rules::fate::fighting::Arms;
    use crate::rules::fate::{Class, HitTable, HOUSE_TABLE};
    let grid = &tables.hit_location;
    println!("Hit location and effect ({}): the 36 chits this campaign rolls on", grid.table.label());
    for chit in grid.chits() {
        println!("  {} {}  {}: {}", chit.location_roll, chit.effect_roll, chit.location.name(), chit.text);
    }
    let other = match grid.table {
        HitTable::Trwnn2003 => "the house grid: option hit_location=ansell_1996",
        HitTable::House => "the TRWNN playsheet 2 chart: option hit_location=playsheet",
    };
    println!("  (The other chart is {other}; both are in the file --export writes.)");
    println!("\nFighting results ({HOUSE_TABLE}): a D6 for each hit, by what the attacker fights with");
    for arms in Arms::ALL {
        let blows: Vec<&str> = (1..=6).map(|d| tables.fighting_results.blow(arms, d).name()).collect();
        println!("  {:<16} {}", arms.name(), blows.join(" | "));
    }
    println!("\nFighting dice ({HOUSE_TABLE})");
    let dice: Vec<String> = Class::ALL.iter().map(|c| format!("{} {}", c.name(), tables.fighting.dice(*c))).collect();
    println!("  {}", dice.join(", "));
    println!(
        "  Clubbing a weapon {:+}; each serious wound {:+}",
        tables.fighting.clubbed_weapon, tables.fighting.each_serious_wound
    );
}
