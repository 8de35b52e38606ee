//! `posse character …`.

use std::path::PathBuf;

use clap::Subcommand;

use super::{now, print_id_or_json, print_json, print_list, read_input, read_text, words, CliError};
use crate::campaign::{self, CharacterView, Derived, FateDerived, Sheet};
use crate::rules::{fate, qotd};
use crate::store::Store;

#[derive(Debug, Subcommand)]
pub enum CharacterCommand {
    /// Add a character to a side from a character JSON file and print its id. The sheet is of the
    /// side's campaign's rule set: QOTD (`{"name", "type", "personality", …}`) or fate
    /// (`{"name", "class", "skills", "hand", "weapons", "kills", "wounds", "notes"}`).
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

/// A character on one line: `#3 Wyatt Earp — Hero, 4 cards, 2D10, take the best, DV 0, Disciplined; Marksman, Quick Draw`
/// or `#9 Kid Kelly — Gunman, 4 nerve dice, 3 kills; Quick shot; Six-shooter`.
pub fn one_line(c: &CharacterView) -> String {
    match (&c.sheet, &c.derived) {
        (Sheet::Qotd(s), Derived::Qotd(d)) => {
            let w = words::qotd(s);
            format!(
                "#{} {} — {}, {}, {}, DV {}, {}{}",
                c.id,
                s.name,
                w.kind,
                crate::campaign::plural(usize::from(d.cards), "card"),
                d.action_dice,
                d.dv,
                personality_line(s),
                if w.traits.is_empty() { String::new() } else { format!("; {}", w.traits.join(", ")) }
            )
        }
        (Sheet::Fate(s), Derived::Fate(d)) => {
            let skills: Vec<&str> = d.skills.iter().map(|k| k.label.as_str()).collect();
            let mut line =
                format!("#{} {} — {}, {} nerve dice, {} kills", c.id, s.name, d.class_name, d.nerve_dice, s.kills);
            if !skills.is_empty() {
                line.push_str(&format!("; {}", skills.join(", ")));
            }
            if !d.weapons.is_empty() {
                line.push_str(&format!("; {}", d.weapons.join(", ")));
            }
            line
        }
        (Sheet::Mww(s), Derived::Mww(d)) => {
            let wounds = if s.wounds == 1 { "1 wound".to_string() } else { format!("{} wounds", s.wounds) };
            let mut line = format!("#{} {} — {}, {wounds}, {} kills", c.id, s.name, d.kind_name, s.kills);
            if !d.skills.is_empty() {
                line.push_str(&format!(
                    "; {}",
                    d.skills.iter().map(|k| k.name.as_str()).collect::<Vec<_>>().join(", ")
                ));
            }
            if !d.weapons.is_empty() {
                line.push_str(&format!(
                    "; {}",
                    d.weapons.iter().map(|w| w.name.as_str()).collect::<Vec<_>>().join(", ")
                ));
            }
            line
        }
        (Sheet::Twtw(s), Derived::Twtw(d)) => super::twtw::hero_line(c.id, s, d),
        _ => format!("#{} {}", c.id, c.sheet.name()),
    }
}

fn show(c: &CharacterView) {
    match (&c.sheet, &c.derived) {
        (Sheet::Qotd(s), Derived::Qotd(d)) => show_qotd(c, s, d),
        (Sheet::Fate(s), Derived::Fate(d)) => show_fate(c, s, d),
        (Sheet::Mww(s), Derived::Mww(d)) => show_mww(c, s, d),
        (Sheet::Twtw(s), Derived::Twtw(d)) => super::twtw::show_hero(c, s, d),
        _ => println!("{} (#{}, side #{})", c.sheet.name(), c.id, c.side_id),
    }
    if c.has_portrait {
        println!("  Portrait:     yes");
    }
}

/// The personality with what a brush with death added to it: "Lucky, and Cautious since a brush
/// with death" (QOTD Reel 6, Needs Extensive Medical Care!).
fn personality_line(s: &qotd::CharacterSheet) -> String {
    let mut line = words::qotd(s).personality;
    if s.cautious {
        line.push_str(", and Cautious since a brush with death");
    }
    if s.courage_tests {
        line.push_str(", but takes Courage Tests since a brush with death");
    }
    line
}

fn show_mww(c: &CharacterView, s: &crate::rules::mww::FigureSheet, d: &crate::campaign::MwwDerived) {
    println!("{} (#{}, side #{})", s.name, c.id, c.side_id);
    println!("  Figure:       {}", d.kind_name);
    println!("  Wounds:       {}", s.wounds);
    println!("  Kills:        {}", s.kills);
    println!("  Hand to hand: {}", d.fight_weapon);
    for k in &d.skills {
        println!("  Skill:        {} — {}", k.name, k.effect);
    }
    let bands = crate::campaign::range_headings().join(" · ");
    for w in &d.weapons {
        match &w.shoots_as {
            Some(_) => println!("  Weapon:       {} — to hit {bands}: {}", w.name, w.chances.join(" · ")),
            None => println!("  Weapon:       {} — hand to hand {}", w.name, w.fights_as),
        }
    }
    if d.weapons.iter().any(|w| w.shoots_as.is_some()) {
        println!("                {}", crate::campaign::CHANCE_NOTE);
    }
    for e in &d.wound_effects {
        println!("  Wounds do:    {e}");
    }
    if !s.notes.is_empty() {
        println!("  Notes:        {}", s.notes);
    }
}

fn show_qotd(c: &CharacterView, s: &qotd::CharacterSheet, d: &qotd::Derived) {
    let w = words::qotd(s);
    println!("{} (#{}, side #{})", s.name, c.id, c.side_id);
    println!("  Type:         {}", w.kind);
    println!("  Cards:        {}", d.cards);
    println!("  Action dice:  {}", d.action_dice);
    println!("  Reduced dice: {}", d.reduced_dice);
    println!("  DV:           {}{}", d.dv, if s.shield { " (shield: +1 in close combat)" } else { "" });
    println!("  Move:         {} paces", d.move_paces);
    println!("  Personality:  {}", personality_line(s));
    for t in &w.traits {
        println!("  Trait:        {t}");
    }
    for weapon in &w.weapons {
        println!("  Weapon:       {weapon}");
    }
    println!("  Armour:       {}", w.armour);
    if !s.notes.is_empty() {
        println!("  Notes:        {}", s.notes);
    }
}

fn show_fate(c: &CharacterView, s: &fate::CharacterSheet, d: &FateDerived) {
    println!("{} (#{}, side #{})", s.name, c.id, c.side_id);
    println!(
        "  Class:        {} ({} nerve and fast-draw dice, {:+} firing dice)",
        d.class_name, d.nerve_dice, d.firing_dice
    );
    for k in &d.skills {
        let from = if k.implied_by.is_empty() { String::new() } else { format!(" (from {})", k.implied_by.join(", ")) };
        println!("  Skill:        {}{from}: {}", k.label, k.effect);
    }
    println!("  Hand:         {}", words::capitalised(&s.hand));
    for w in &d.weapons {
        println!("  Weapon:       {w}");
    }
    println!("  Kills:        {}", s.kills);
    for w in &s.wounds {
        println!("  Wound:        {}", words::fate_wound(&w.severity, &w.location));
    }
    for e in &d.wound_effects {
        println!("  So:           {e}");
    }
    for f in &d.flags {
        println!("  Flag:         {f}");
    }
    if !s.notes.is_empty() {
        println!("  Notes:        {}", s.notes);
    }
}

pub fn run(store: &mut Store, command: CharacterCommand) -> Result<(), CliError> {
    match command {
        CharacterCommand::Add { side, file, json } => {
            let (name, text) = read_text(&file)?;
            let ruleset = campaign::side_rules(store, side)?.ruleset();
            let sheet = campaign::parse_sheet(&name, &text, ruleset)?;
            let view = campaign::add_character(store, side, &sheet, now())?;
            print_id_or_json(view.id, &view, json);
        }
        CharacterCommand::List { campaign: campaign_id, json } => {
            let all = campaign::characters_of(store, campaign_id)?;
            print_list(&all, json, "No characters yet: `posse character add --side ID --file CHAR.json`", one_line);
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
            let ruleset = campaign::get_character(store, id)?.ruleset;
            let sheet = campaign::parse_sheet(&name, &text, ruleset)?;
            let view = campaign::edit_character(store, id, &sheet, now())?;
            print_id_or_json(view.id, &view, json);
        }
        CharacterCommand::Remove { id } => {
            let view = campaign::get_character(store, id)?;
            campaign::remove_character(store, id, now())?;
            eprintln!("Removed {} (#{id})", view.sheet.name());
        }
        CharacterCommand::Portrait { id, file, clear } => {
            let view = match (file, clear) {
                (Some(file), _) => {
                    let (_, bytes) = read_input(&file)?;
                    campaign::set_portrait(store, id, &bytes, now())?
                }
                (None, _) => campaign::clear_portrait(store, id, now())?,
            };
            eprintln!(
                "{} {}",
                if view.has_portrait { "Set the portrait of" } else { "Cleared the portrait of" },
                view.sheet.name()
            );
        }
    }
    Ok(())
}
