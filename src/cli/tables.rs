//! `posse tables list|show` and `posse lookup`: the rule books' charts in the terminal. They read
//! only the rules, so they need (and open) no database.

use clap::{Args, Subcommand};

use super::{print_json, CliError};
use crate::campaign::families::family;
use crate::rules::tables::{self, Table};
use crate::store::{Store, StoreError};

#[derive(Debug, Subcommand)]
pub enum TablesCommand {
    /// List every chart and table: its id, title and where it is in the rule text.
    List {
        /// Print the list as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Show a chart or table laid out as in the book, with the keys to look it up by.
    Show {
        /// The table's id, e.g. `qotd.effects_of_hits` (see `posse tables list`).
        id: String,
        /// As this fate campaign plays it: its options and house tables (what its playsheet prints).
        #[arg(long)]
        campaign: Option<i64>,
        /// Print the table as JSON.
        #[arg(long)]
        json: bool,
    },
}

impl TablesCommand {
    pub fn json(&self) -> bool {
        match self {
            TablesCommand::List { json } | TablesCommand::Show { json, .. } => *json,
        }
    }
}

/// Look up one result of a chart or table, e.g. `posse lookup qotd.effects_of_hits dv=0 roll=5`.
#[derive(Debug, Args)]
pub struct LookupArgs {
    /// The table's id, e.g. `qotd.wanting_to_shoot` (see `posse tables list`).
    id: String,
    /// A value for each of the table's keys, e.g. `roll=7` (see `posse tables show ID`).
    #[arg(value_name = "KEY=VALUE")]
    keys: Vec<String>,
    /// Print the result as JSON.
    #[arg(long)]
    json: bool,
}

impl LookupArgs {
    pub fn json(&self) -> bool {
        self.json
    }
}

pub fn run(open_store: impl Fn() -> Result<Store, StoreError>, command: TablesCommand) -> Result<(), CliError> {
    match command {
        TablesCommand::List { json } => {
            let infos = tables::all();
            if json {
                print_json(&infos);
            } else {
                let width = infos.iter().map(|t| t.id.chars().count()).max().unwrap_or(0);
                for t in &infos {
                    println!("{:width$}  {}  ({})", t.id, t.title, t.source);
                }
            }
        }
        TablesCommand::Show { id, campaign: None, json } => show(&tables::table(&id)?, json),
        TablesCommand::Show { id, campaign: Some(campaign_id), json } => {
            // The table must exist whatever the campaign; then the campaign's own, where its options
            // change its family's tables (a fate campaign's).
            let table = tables::table(&id)?;
            let store = open_store()?;
            let ruleset = crate::campaign::summary(&store, campaign_id)?.ruleset;
            if ruleset != table.info.family {
                return Err(CliError::NotPlayed {
                    table: table.info.id.clone(),
                    campaign: campaign_id,
                    reason: format!("it is a {} campaign", ruleset.id()),
                });
            }
            let own = match family(ruleset).tables_played(&store, campaign_id)? {
                Some(played) => {
                    played.into_iter().find(|t| t.info.id == table.info.id).ok_or_else(|| CliError::NotPlayed {
                        table: table.info.id.clone(),
                        campaign: campaign_id,
                        reason: "its options leave it out".to_string(),
                    })?
                }
                None => table,
            };
            show(&own, json);
        }
    }
    Ok(())
}

fn show(table: &Table, json: bool) {
    if json {
        print_json(table);
    } else {
        print!("{}", render(table, terminal_width()));
    }
}

pub fn lookup(args: LookupArgs) -> Result<(), CliError> {
    // A word without `=` is a key with no value: the lookup then says which values it takes.
    let keys: Vec<(String, String)> = args
        .keys
        .iter()
        .map(|pair| match pair.split_once('=') {
            Some((key, value)) => (key.trim().to_string(), value.trim().to_string()),
            None => (pair.trim().to_string(), String::new()),
        })
        .collect();
    let found = tables::lookup(&args.id, &keys)?;
    if args.json {
        print_json(&found);
        return Ok(());
    }
    for reading in &found.keys {
        if reading.value.trim() != reading.read_as {
            eprintln!("({} {} reads as {})", reading.name, reading.value, reading.read_as);
        }
    }
    if let Some(headline) = &found.headline {
        println!("{headline}");
    }
    if !found.text.is_empty() {
        println!("{}", found.text);
    }
    Ok(())
}

/// The width to lay tables out in: `$COLUMNS`, or 120 (wide enough for the effects tables).
fn terminal_width() -> usize {
    std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok()).filter(|w| *w >= 40).unwrap_or(120)
}

const GAP: &str = "  ";

/// A table as text: its title and source, the grid with each cell wrapped to fit `width`
/// characters, then how to look it up and its notes.
fn render(table: &Table, width: usize) -> String {
    let paragraph = |text: &str| wrap(text, width).join("\n") + "\n";
    let mut out = paragraph(&table.info.title);
    out += &paragraph(&format!("{} — {}", table.info.id, table.info.source));
    out.push('\n');
    let headers: Vec<String> = table.columns.iter().map(|c| c.title.clone()).collect();
    let rows: Vec<Vec<String>> = table.rows.iter().map(|r| r.cells.iter().map(|c| c.full_text()).collect()).collect();
    let widths = column_widths(&headers, &rows, width);
    let rule: String = widths.iter().map(|w| "─".repeat(*w)).collect::<Vec<_>>().join(GAP);
    out += &render_row(&headers, &widths);
    out += &format!("{rule}\n");
    let spaced = rows.iter().any(|r| r.iter().zip(&widths).any(|(c, w)| wrap(c, *w).len() > 1));
    for (i, row) in rows.iter().enumerate() {
        if spaced && i > 0 {
            out.push('\n');
        }
        out += &render_row(row, &widths);
    }
    let keys: Vec<String> = table.keys.iter().map(|k| format!("{}={}", k.name, k.spec())).collect();
    out += &format!("\n{}", paragraph(&format!("Look up: posse lookup {} {}", table.info.id, keys.join(" "))));
    for note in &table.notes {
        out += &paragraph(&format!("Note: {note}"));
    }
    out
}

/// Column widths: each column's longest line (a heading wraps rather than widen its column), the
/// widest shrunk in turn until the row fits `width`, but never below the column's longest word: a
/// table that cannot fit runs wider.
fn column_widths(headers: &[String], rows: &[Vec<String>], width: usize) -> Vec<usize> {
    let longest_line = |text: &str| text.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    let longest_word = |text: &str| text.split_whitespace().map(|w| w.chars().count()).max().unwrap_or(0);
    let column = |c: usize| rows.iter().map(move |r| r[c].as_str());
    let floors: Vec<usize> = (0..headers.len())
        .map(|c| column(c).map(longest_word).max().unwrap_or(0).max(longest_word(&headers[c])).max(1))
        .collect();
    let mut widths: Vec<usize> =
        (0..headers.len()).map(|c| column(c).map(longest_line).max().unwrap_or(0).max(floors[c])).collect();
    let available = width.saturating_sub(GAP.len() * widths.len().saturating_sub(1));
    while widths.iter().sum::<usize>() > available {
        let shrinkable = widths.iter().enumerate().filter(|(c, w)| **w > floors[*c]).max_by_key(|(_, w)| **w);
        match shrinkable {
            Some((c, _)) => widths[c] -= 1,
            None => break,
        }
    }
    widths
}

fn render_row(cells: &[String], widths: &[usize]) -> String {
    let wrapped: Vec<Vec<String>> = cells.iter().zip(widths).map(|(c, w)| wrap(c, *w)).collect();
    let height = wrapped.iter().map(Vec::len).max().unwrap_or(1);
    let mut out = String::new();
    for line in 0..height {
        let parts: Vec<String> = wrapped
            .iter()
            .zip(widths)
            .map(|(cell, w)| {
                let text = cell.get(line).map(String::as_str).unwrap_or("");
                format!("{text}{}", " ".repeat(w.saturating_sub(text.chars().count())))
            })
            .collect();
        out += parts.join(GAP).trim_end();
        out.push('\n');
    }
    out
}

/// Wraps text to `width` characters, at spaces where it can; each of its lines starts a new line.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        for word in paragraph.split_whitespace() {
            let mut word: Vec<char> = word.chars().collect();
            let needed = line.chars().count() + usize::from(!line.is_empty()) + word.len();
            if !line.is_empty() && needed > width {
                lines.push(std::mem::take(&mut line));
            }
            while word.len() > width {
                let rest = word.split_off(width);
                lines.push(word.into_iter().collect());
                word = rest;
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.extend(word);
        }
        lines.push(line);
    }
    if lines.is_empty() {
        lines.push(String::new());
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_breaks_at_spaces_and_keeps_lines() {
        assert_eq!(wrap("Gotcha!\nHits opponent", 20), ["Gotcha!", "Hits opponent"]);
        assert_eq!(wrap("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert_eq!(wrap("", 4), [""]);
    }

    #[test]
    fn a_grid_is_laid_out_as_in_the_book() {
        let table = tables::table("qotd.effects_of_hits").unwrap();
        let text = render(&table, 120);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "Effects of hit table on characters");
        assert_eq!(lines[3], "Dice  DV-3          DV-2          DV-1          DV 0          DV 1          DV 2          DV 3          DV 3+");
        assert_eq!(lines[4], "Roll");
        assert_eq!(lines[6], "10    Graze         Graze         Graze         Graze         Near Miss     Near Miss     Near Miss     Near Miss");
        assert!(text.contains("Look up: posse lookup qotd.effects_of_hits dv=-3..3+ roll=1..10"), "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 120), "{text}");
        // Narrower, the cells wrap between words.
        let text = render(&table, 90);
        assert!(text.lines().all(|l| l.chars().count() <= 90), "{text}");
        assert!(text.contains("Courage"), "{text}");
    }

    #[test]
    fn a_chart_fits_a_narrow_terminal() {
        let table = tables::table("qotd.hit_from_shooting").unwrap();
        let text = render(&table, 60);
        assert!(text.lines().all(|l| l.chars().count() <= 60), "{text}");
        assert!(text.contains("Bulls Eye!"));
    }
}
