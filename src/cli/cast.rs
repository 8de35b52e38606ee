//! `posse cast …`: casting scenarios (QOTD Reel 1, "The Script"; the fate family's deck).

use std::path::PathBuf;

use clap::Subcommand;

use super::{now, print_id_or_json, print_json, print_list, read_text, words, CliError};
use crate::campaign::{self, plural, CastMember, Scenario, Sheet};

#[derive(Debug, Subcommand)]
pub enum CastCommand {
    /// Cast a scenario from a script file and print its id; or copy a previous one (`--from ID`:
    /// the same script, cast against today's rosters, leaving out who can no longer play).
    New {
        /// The campaign (not with `--from`: a copy stays in the campaign of the scenario copied).
        #[arg(long, required_unless_present = "from", conflicts_with = "from")]
        campaign: Option<i64>,
        /// The script JSON (see README, "Casting a scenario"); `-` reads standard input.
        #[arg(long, value_name = "SCENARIO.json", required_unless_present = "from", conflicts_with = "from")]
        file: Option<PathBuf>,
        /// The scenario to copy.
        #[arg(long, value_name = "ID")]
        from: Option<i64>,
        #[arg(long)]
        json: bool,
    },
    /// Cast a script without saving it: the cast list it would give, or what is wrong with it.
    Preview {
        #[arg(long)]
        campaign: i64,
        /// The script JSON; `-` reads standard input.
        #[arg(long, value_name = "SCENARIO.json")]
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Show a scenario's cast list; `--json` prints JSON that `new` and `edit` accept back.
    Show {
        id: i64,
        #[arg(long)]
        json: bool,
    },
    /// List a campaign's scenarios.
    List {
        #[arg(long)]
        campaign: i64,
        #[arg(long)]
        json: bool,
    },
    /// Cast a scenario afresh from a script file (against today's rosters).
    Edit {
        id: i64,
        /// The script JSON; `-` reads standard input.
        #[arg(long, value_name = "SCENARIO.json")]
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Remove a scenario (the change log keeps it; no roster changes).
    Remove { id: i64 },
}

impl CastCommand {
    pub fn json(&self) -> bool {
        match self {
            CastCommand::New { json, .. }
            | CastCommand::Preview { json, .. }
            | CastCommand::Show { json, .. }
            | CastCommand::List { json, .. }
            | CastCommand::Edit { json, .. } => *json,
            CastCommand::Remove { .. } => false,
        }
    }
}

pub fn run(store: &mut crate::store::Store, command: CastCommand) -> Result<(), CliError> {
    match command {
        CastCommand::New { campaign: campaign_id, file, from, json } => {
            let scenario = match (from, file, campaign_id) {
                (Some(from), _, _) => campaign::copy_scenario(store, from, now())?,
                (None, Some(file), Some(campaign_id)) => {
                    let (name, text) = read_text(&file)?;
                    let script = campaign::parse_script(&name, &text)?;
                    campaign::create_scenario(store, campaign_id, script, now())?
                }
                _ => unreachable!("clap requires --file and --campaign without --from"),
            };
            print_id_or_json(scenario.id.unwrap_or_default(), &scenario, json);
            if !json {
                warn(&scenario);
            }
        }
        CastCommand::Preview { campaign: campaign_id, file, json } => {
            let (name, text) = read_text(&file)?;
            let scenario = campaign::cast_preview(store, campaign_id, campaign::parse_script(&name, &text)?)?;
            if json {
                print_json(&scenario);
            } else {
                show(&scenario);
            }
        }
        CastCommand::Show { id, json } => {
            let scenario = campaign::get_scenario(store, id)?;
            if json {
                print_json(&scenario);
            } else {
                show(&scenario);
            }
        }
        CastCommand::List { campaign: campaign_id, json } => {
            let all = campaign::list_scenarios(store, campaign_id)?;
            let empty = format!("No scenarios yet: `posse cast new --campaign {campaign_id} --file SCENARIO.json`");
            print_list(&all, json, &empty, |s| {
                let extras = if s.extras > 0 { format!(", {}", plural(s.extras, "extra")) } else { String::new() };
                format!(
                    "#{} {} — {}; {}{extras}",
                    s.id,
                    s.title,
                    s.sides.join(" v "),
                    plural(s.characters, "character")
                )
            });
        }
        CastCommand::Edit { id, file, json } => {
            let (name, text) = read_text(&file)?;
            let scenario = campaign::edit_scenario(store, id, campaign::parse_script(&name, &text)?, now())?;
            print_id_or_json(id, &scenario, json);
            if !json {
                warn(&scenario);
            }
        }
        CastCommand::Remove { id } => {
            // The title only: a cast list that no longer reads can still be removed.
            let title = crate::store::scenarios::get(store.conn(), id)?.map(|r| r.title);
            campaign::remove_scenario(store, id, now())?;
            eprintln!("Removed the scenario \"{}\" (#{id})", title.unwrap_or_default());
        }
    }
    Ok(())
}

fn warn(scenario: &Scenario) {
    for w in &scenario.warnings {
        eprintln!("warning: {w}");
    }
}

/// The cast list as a cast sheet prints it.
fn show(s: &Scenario) {
    match s.id {
        Some(id) => println!("{} (#{id}, {})", s.title, s.ruleset.title()),
        None => println!("{} (not saved, {})", s.title, s.ruleset.title()),
    }
    if !s.plot.is_empty() {
        println!("  Plot: {}", s.plot);
    }
    if !s.set_notes.is_empty() {
        println!("  Set:  {}", s.set_notes);
    }
    for side in &s.sides {
        let player = if side.script.player.is_empty() { String::new() } else { format!(" — {}", side.script.player) };
        let suit = side
            .script
            .suit
            .map(|x| format!(", {} {} ({})", x.symbol(), x.name(), plural(side.cards_used, "card")))
            .unwrap_or_default();
        println!();
        println!("{}{player}{suit}", side.side_name);
        for m in &side.cast {
            println!("  {}", member_line(m));
            let beast_notes = side.script.extras.iter().find_map(|e| match e {
                campaign::Extra::Beast(b) if m.beast.is_some() && b.name == m.name && !b.notes.is_empty() => {
                    Some(b.notes.as_str())
                }
                _ => None,
            });
            if let Some(more) = sheet_line(m, beast_notes) {
                println!("      {more}");
            }
            if let Some(standing) = &m.standing {
                println!("      {standing}");
            }
        }
        for a in &side.unavailable {
            println!("  (not available) {}: {}", a.name, a.reason);
        }
    }
    if !s.jokers.is_empty() {
        println!();
        for j in &s.jokers {
            println!("{}: {}", j.title, j.effect);
        }
        println!("Pack: {} (the jokers included)", plural(s.pack_size, "card"));
        if s.beast_cards > 0 {
            println!(
                "  and {} held back: a beast's card goes into the pack once the beast is activated (Reel 7)",
                if s.beast_cards == 1 {
                    "1 beast's card".to_string()
                } else {
                    format!("{} beasts' cards", s.beast_cards)
                }
            );
        }
    }
    if !s.civilians.is_empty() {
        println!();
        println!("Civilians: {}", s.civilians.join(", "));
    }
    if let Some(deck) = &s.turn_deck {
        println!();
        println!("Turn deck ({}): {}", plural(s.pack_size, "card"), deck["rule"].as_str().unwrap_or_default());
        for card in deck["cards"].as_array().into_iter().flatten() {
            println!("  {}: {}", card["title"].as_str().unwrap_or_default(), card["text"].as_str().unwrap_or_default());
        }
    }
    if let Some(deck) = &s.fate_deck {
        println!();
        println!("Fate deck ({}):", plural(s.pack_size, "card"));
        for card in deck["cards"].as_array().into_iter().flatten() {
            println!("  {}: {}", card["title"].as_str().unwrap_or_default(), card["text"].as_str().unwrap_or_default());
        }
    }
    for w in &s.warnings {
        println!("warning: {w}");
    }
}

/// `Wyatt Earp — Hero; A♥ K♥ Q♥ J♥; 2D10, take the best; Disciplined; Marksman, Quick Draw; 'Long' pistol`.
fn member_line(m: &CastMember) -> String {
    let mut parts = vec![format!("{}{} — {}", m.name, if m.extra { " (extra)" } else { "" }, m.kind_name)];
    if !m.cards.is_empty() {
        parts.push(m.cards.iter().map(|c| c.label()).collect::<Vec<_>>().join(" "));
    }
    if let Some(dice) = m.action_dice {
        parts.push(if m.plays_reduced { format!("{dice} (reduced)") } else { dice.to_string() });
    }
    match &m.sheet {
        Some(Sheet::Qotd(s)) => {
            let w = words::qotd(s);
            parts.push(w.personality);
            if !w.traits.is_empty() {
                parts.push(w.traits.join(", "));
            }
            if !w.weapons.is_empty() {
                parts.push(w.weapons.join(", "));
            }
        }
        Some(Sheet::Mww(s)) => {
            let w = words::mww(s);
            if !w.skills.is_empty() {
                parts.push(w.skills.join(", "));
            }
            if !w.weapons.is_empty() {
                parts.push(w.weapons.join(", "));
            }
            if let Some(mount) = w.mount {
                parts.push(mount);
            }
            if s.wounds > 0 {
                parts.push(format!("{} wound{}", s.wounds, if s.wounds == 1 { "" } else { "s" }));
            }
        }
        Some(Sheet::Fate(s)) => match &m.derived {
            Some(campaign::Derived::Fate(d)) => {
                let skills: Vec<&str> = d.skills.iter().map(|k| k.label.as_str()).collect();
                if !skills.is_empty() {
                    parts.push(skills.join(", "));
                }
                if !d.weapons.is_empty() {
                    parts.push(d.weapons.join(", "));
                }
            }
            _ if !s.weapons.is_empty() => parts.push(s.weapons.join(", ")),
            _ => {}
        },
        Some(Sheet::Twtw(_)) => {
            if let Some(campaign::Derived::Twtw(d)) = &m.derived {
                let skills: Vec<String> = d.skills.iter().map(|k| format!("{} {}", k.name, k.pool)).collect();
                parts.push(format!("Initiative {}", d.initiative.value));
                if !skills.is_empty() {
                    parts.push(skills.join(", "));
                }
            }
        }
        None => {}
    }
    if let Some(b) = &m.beast {
        parts.push(format!(
            "{}: speed {}, DV {}, {} attack dice ({})",
            b.name, b.speed, b.dv, b.attack_dice, b.attack_type
        ));
        if !b.traits.is_empty() {
            parts.push(b.traits.iter().map(|t| crate::rules::qotd::trait_label(t)).collect::<Vec<_>>().join(", "));
        }
        if b.high_impact {
            parts.push("all damage high impact".to_string());
        }
    }
    parts.join("; ")
}

/// The rest of a character's sheet on a second line: `DV 0, move 8 paces; No Armour; shield;
/// takes Courage Tests; Deputy U.S. Marshal.` (QOTD); a beast's special rules and notes.
fn sheet_line(m: &CastMember, beast_notes: Option<&str>) -> Option<String> {
    let mut parts = Vec::new();
    match (&m.sheet, &m.derived) {
        (Some(Sheet::Qotd(s)), Some(campaign::Derived::Qotd(d))) => {
            parts.push(format!("DV {}, move {} paces", d.dv, d.move_paces));
            parts.push(words::qotd(s).armour);
            if s.shield {
                parts.push("shield (+1 DV in close combat)".to_string());
            }
            if s.courage_tests {
                parts.push("takes Courage Tests".to_string());
            }
            if !s.notes.is_empty() {
                parts.push(s.notes.clone());
            }
        }
        (Some(Sheet::Fate(s)), _) if !s.notes.is_empty() => parts.push(s.notes.clone()),
        (Some(Sheet::Mww(s)), _) if !s.notes.is_empty() => parts.push(s.notes.clone()),
        (Some(Sheet::Twtw(s)), _) if !s.notes.is_empty() => parts.push(s.notes.clone()),
        _ => {}
    }
    if let Some(b) = &m.beast {
        if !b.special_rules.is_empty() {
            parts.push(b.special_rules.clone());
        }
    }
    parts.extend(beast_notes.map(str::to_string));
    (!parts.is_empty()).then(|| parts.join("; "))
}
