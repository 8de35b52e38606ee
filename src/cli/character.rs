//! `posse character …`.

use std::path::PathBuf;

use clap::Subcommand;

use super::{now, print_id_or_json, print_json, read_input, read_text, CliError};
use crate::campaign::{self, CharacterView};
use crate::store::Store;

#[derive(Debug, Subcommand)]
pub enum CharacterCommand {
    /// Add a character to a side from a character JSON file and print its id.
    Add {
        /// The side's id.
        #[arg(long)]
        side: i64,
        /// The character JSON; `-` reads standard input.
        #[arg(long, value_name = "CHAR.json")]
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// List the characters of a campaign.
    List {
        #[arg(long)]
        campaign: i64,
        #[arg(long)]
        json: bool,
    },
    /// Show one character; `--json` prints JSON that `add` and `edit` accept back.
    Show {
        id: i64,
        #[arg(long)]
        json: bool,
    },
    /// Replace a character's sheet with a character JSON file.
    Edit {
        id: i64,
        /// The character JSON; `-` reads standard input.
        #[arg(long, value_name = "CHAR.json")]
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Remove a character from its side's roster (the change log keeps it).
    Remove { id: i64 },
    /// Set a character's portrait from a PNG or JPEG file, or clear it.
    Portrait {
        id: i64,
        /// The picture; `-` reads standard input.
        #[arg(long, value_name = "IMAGE", required_unless_present = "clear", conflicts_with = "clear")]
        file: Option<PathBuf>,
        /// Remove the portrait.
        #[arg(long)]
        clear: bool,
    },
}

impl CharacterCommand {
    pub fn json(&self) -> bool {
        match self {
            CharacterCommand::Add { json, .. }
            | CharacterCommand::List { json, .. }
            | CharacterCommand::Show { json, .. }
            | CharacterCommand::Edit { json, .. } => *json,
            CharacterCommand::Remove { .. } | CharacterCommand::Portrait { .. } => false,
        }
    }
}

/// A character on one line: `#3 Wyatt Earp — Hero, 4 cards, 2D10, take the best, DV 0, Disciplined; marksman, quick_draw`.
pub fn one_line(c: &CharacterView) -> String {
    let traits: Vec<String> = c
        .sheet
        .traits
        .iter()
        .map(|t| match &t.param {
            Some(p) => format!("{} ({p})", t.id),
            None => t.id.clone(),
        })
        .collect();
    format!(
        "#{} {} — {}, {} cards, {}, DV {}, {}{}",
        c.id,
        c.sheet.name,
        c.sheet.kind,
        c.derived.cards,
        c.derived.action_dice,
        c.derived.dv,
        c.sheet.personality,
        if traits.is_empty() { String::new() } else { format!("; {}", traits.join(", ")) }
    )
}

fn show(c: &CharacterView) {
    let s = &c.sheet;
    println!("{} (#{}, side #{})", s.name, c.id, c.side_id);
    println!("  Type:         {}", s.kind);
    println!("  Cards:        {}", c.derived.cards);
    println!("  Action dice:  {}", c.derived.action_dice);
    println!("  Reduced dice: {}", c.derived.reduced_dice);
    println!("  DV:           {}{}", c.derived.dv, if s.shield { " (shield: +1 in close combat)" } else { "" });
    println!("  Move:         {} paces", c.derived.move_paces);
    println!("  Personality:  {}", s.personality);
    for t in &s.traits {
        match &t.param {
            Some(p) => println!("  Trait:        {} ({p})", t.id),
            None => println!("  Trait:        {}", t.id),
        }
    }
    for w in &s.weapons {
        println!("  Weapon:       {w}");
    }
    println!("  Armour:       {}", s.armour);
    if !s.notes.is_empty() {
        println!("  Notes:        {}", s.notes);
    }
    if c.has_portrait {
        println!("  Portrait:     yes");
    }
}

pub fn run(store: &mut Store, command: CharacterCommand) -> Result<(), CliError> {
    match command {
        CharacterCommand::Add { side, file, json } => {
            let (name, text) = read_text(&file)?;
            let sheet = campaign::parse_sheet(&name, &text)?;
            let view = campaign::add_character(store, side, &sheet, now())?;
            print_id_or_json(view.id, &view, json);
        }
        CharacterCommand::List { campaign: campaign_id, json } => {
            let all = campaign::characters_of(store, campaign_id)?;
            if json {
                print_json(&all);
            } else if all.is_empty() {
                println!("No characters yet: `posse character add --side ID --file CHAR.json`");
            } else {
                for c in &all {
                    println!("{}", one_line(c));
                }
            }
        }
        CharacterCommand::Show { id, json } => {
            let view = campaign::get_character(store, id)?;
            if json {
                print_json(&view);
            } else {
                show(&view);
            }
        }
        CharacterCommand::Edit { id, file, json } => {
            let (name, text) = read_text(&file)?;
            let sheet = campaign::parse_sheet(&name, &text)?;
            let view = campaign::edit_character(store, id, &sheet, now())?;
            print_id_or_json(view.id, &view, json);
        }
        CharacterCommand::Remove { id } => {
            let view = campaign::get_character(store, id)?;
            campaign::remove_character(store, id, now())?;
            eprintln!("Removed {} (#{id})", view.sheet.name);
        }
        CharacterCommand::Portrait { id, file, clear } => {
            let view = match (file, clear) {
                (Some(file), _) => {
                    let (_, bytes) = read_input(&file)?;
                    campaign::set_portrait(store, id, &bytes, now())?
                }
                (None, _) => campaign::clear_portrait(store, id, now())?,
            };
            eprintln!("{} {}", if view.has_portrait { "Set the portrait of" } else { "Cleared the portrait of" }, view.sheet.name);
        }
    }
    Ok(())
}
