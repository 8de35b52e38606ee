//! Every chart and table of every rule set, in one generic shape for listing, showing and looking
//! up: the Tables browser of the desktop app and `posse tables` / `posse lookup` read them here.
//!
//! A [`Table`] is built from a rule set's typed data (for QOTD,
//! [`crate::rules::qotd::charts`] and the weapons, props and character tables), never kept as a
//! second copy of the text: the chart a player reads is the chart the engine rolls on.
//!
//! Ids are `family.snake_case_title` (`qotd.effects_of_hits`). A lookup names a value for each of
//! the table's keys (`dv=0 roll=5`); each key picks a row or a column, and the answer is the cell
//! where they meet (or the whole row, if no key picks a column).

use serde::Serialize;
use ts_rs::TS;

use crate::error::ErrorCode;
use crate::rules::Ruleset;

/// What a table is, for a list of tables.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct TableInfo {
    /// `family.snake_case_title`, e.g. `qotd.effects_of_hits`.
    pub id: String,
    /// As the rule text heads it.
    pub title: String,
    /// Where it is in the rule text: "QOTD Reel 6, Effects of hit table on characters".
    pub source: String,
    /// The rule set it belongs to.
    pub family: Ruleset,
}

/// One column of a table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct Column {
    /// Stable snake_case key of the column (`dv_0`, `result`).
    pub key: String,
    /// As the rule text heads it ("DV 0").
    pub title: String,
}

/// One cell: a text, and the exclamation heading it in the book ("Gotcha!"), if any.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct Cell {
    pub headline: Option<String>,
    /// Paragraphs and bullets are separate lines.
    pub text: String,
}

impl Cell {
    pub fn text(text: impl Into<String>) -> Cell {
        Cell { headline: None, text: text.into() }
    }

    pub fn with_headline(headline: impl Into<String>, text: impl Into<String>) -> Cell {
        Cell { headline: Some(headline.into()), text: text.into() }
    }

    /// The headline and the text on one line each, as the book prints the cell.
    pub fn full_text(&self) -> String {
        match (&self.headline, self.text.is_empty()) {
            (Some(h), true) => h.clone(),
            (Some(h), false) => format!("{h}\n{}", self.text),
            (None, _) => self.text.clone(),
        }
    }
}

/// One row of a table: a cell for each column.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct Row {
    pub cells: Vec<Cell>,
}

/// Whether a lookup key picks a row or a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum Axis {
    Row,
    Column,
}

/// A value a key may take, and the row or column it picks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct KeyValue {
    /// The value as it is typed (`5`, `3+`, `repeating_rifle`).
    pub value: String,
    /// Index of the row (in `rows`) or column (in `columns`) it picks.
    pub index: usize,
    /// Other spellings accepted for it (`winchester` for `repeating_rifle`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(skip)]
    pub aliases: Vec<String>,
}

/// Whole numbers beyond a key's values read as its first or last value: an adjusted DV of −5
/// reads the DV−3 column, and of 4 or more the DV 3+ column.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct Clamp {
    /// Numbers below `min` read as the value `below`.
    pub min: i32,
    pub below: String,
    /// Numbers above `max` read as the value `above`.
    pub max: i32,
    pub above: String,
}

/// A key of a lookup (`roll`, `dv`, `weapon`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct LookupKey {
    /// As typed on the command line: `roll` in `roll=5`.
    pub name: String,
    /// For people: "Dice roll".
    pub title: String,
    pub axis: Axis,
    pub values: Vec<KeyValue>,
    pub clamp: Option<Clamp>,
}

impl LookupKey {
    /// A key whose values are given in order, each picking the row or column at `index`.
    pub fn new(name: &str, title: &str, axis: Axis, values: impl IntoIterator<Item = (String, usize)>) -> LookupKey {
        LookupKey {
            name: name.to_string(),
            title: title.to_string(),
            axis,
            values: values.into_iter().map(|(value, index)| KeyValue { value, index, aliases: Vec::new() }).collect(),
            clamp: None,
        }
    }

    /// The values, shortly: `1..10`, `-3..3+`, `hero|main|supporting|minor`.
    pub fn spec(&self) -> String {
        let values: Vec<&str> = self.values.iter().map(|v| v.value.as_str()).collect();
        let numeric = |v: &str| v.trim_end_matches('+').parse::<i32>().ok();
        let run = values.len() > 3
            && values.windows(2).all(|w| match (numeric(w[0]), numeric(w[1])) {
                (Some(a), Some(b)) => b == a + 1 || (b == a && w[1].ends_with('+')),
                _ => false,
            });
        match values.as_slice() {
            [first, .., last] if run => format!("{first}..{last}"),
            _ if values.len() <= 12 => values.join("|"),
            _ => format!("{}|… ({} in all)", values[..10].join("|"), values.len()),
        }
    }

    /// Every value: the range when they run in order (`1..10`), else each of them.
    fn all_values(&self) -> String {
        let spec = self.spec();
        if spec.contains("..") {
            spec
        } else {
            self.values.iter().map(|v| v.value.as_str()).collect::<Vec<_>>().join("|")
        }
    }

    /// The value a typed value stands for, if any.
    fn read(&self, typed: &str) -> Option<&KeyValue> {
        let wanted = normalise_value(typed);
        let found = self
            .values
            .iter()
            .find(|v| normalise_value(&v.value) == wanted || v.aliases.iter().any(|a| normalise_value(a) == wanted));
        found.or_else(|| {
            let clamp = self.clamp.as_ref()?;
            let n: i32 = wanted.strip_prefix('+').unwrap_or(&wanted).parse().ok()?;
            let value = if n < clamp.min {
                &clamp.below
            } else if n > clamp.max {
                &clamp.above
            } else {
                return None;
            };
            self.values.iter().find(|v| &v.value == value)
        })
    }
}

/// Reads a typed value: trimmed, lower case, a typographic minus as `-`, spaces, hyphens and
/// slashes between words as `_`, quotes dropped.
fn normalise_value(typed: &str) -> String {
    let typed = typed.trim().replace(['−', '–'], "-").to_lowercase();
    let (sign, rest) = match typed.strip_prefix('-') {
        Some(rest) if rest.starts_with(|c: char| c.is_ascii_digit()) => ("-", rest),
        _ => ("", typed.as_str()),
    };
    let mut out = String::from(sign);
    for c in rest.chars() {
        match c {
            ' ' | '-' | '/' | '_' => {
                if !out.is_empty() && !out.ends_with('_') {
                    out.push('_');
                }
            }
            '\'' | '"' | '‘' | '’' => {}
            c => out.push(c),
        }
    }
    out.trim_end_matches('_').to_string()
}

/// A chart or table, laid out as the book prints it, with the keys to look it up by.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct Table {
    pub info: TableInfo,
    pub columns: Vec<Column>,
    pub rows: Vec<Row>,
    pub keys: Vec<LookupKey>,
    /// What the table's notes say, and what Posse decided where the text is silent.
    pub notes: Vec<String>,
}

impl Table {
    /// The table with only the rows these values of its row key pick, in the table's order (the
    /// rows a sheet needs of a long chart): every cell as the registry has it.
    pub fn only_rows(&self, values: &[&str]) -> Table {
        let Some(key) = self.keys.iter().find(|k| k.axis == Axis::Row) else {
            return self.clone();
        };
        let picked: Vec<usize> =
            key.values.iter().filter(|v| values.contains(&v.value.as_str())).map(|v| v.index).collect();
        let mut table = self.clone();
        table.rows = self.rows.iter().enumerate().filter(|(i, _)| picked.contains(i)).map(|(_, r)| r.clone()).collect();
        table.keys.clear();
        table
    }

    /// A table of `family`, with no rows yet.
    pub fn new(family: Ruleset, id: &str, title: &str, source: &str) -> Table {
        Table {
            info: TableInfo {
                id: format!("{}.{id}", family.id()),
                title: title.to_string(),
                source: source.to_string(),
                family,
            },
            columns: Vec::new(),
            rows: Vec::new(),
            keys: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// Adds columns, given as `(key, title)`.
    pub fn columns<'a>(mut self, columns: impl IntoIterator<Item = (&'a str, &'a str)>) -> Table {
        self.columns
            .extend(columns.into_iter().map(|(key, title)| Column { key: key.to_string(), title: title.to_string() }));
        self
    }

    pub fn row(mut self, cells: Vec<Cell>) -> Table {
        self.rows.push(Row { cells });
        self
    }

    pub fn key(mut self, key: LookupKey) -> Table {
        self.keys.push(key);
        self
    }

    pub fn note(mut self, note: impl Into<String>) -> Table {
        self.notes.push(note.into());
        self
    }

    /// The keys, shortly: `dv=-3..3+, roll=1..10`.
    fn keys_spec(&self) -> String {
        self.keys.iter().map(|k| format!("{}={}", k.name, k.spec())).collect::<Vec<_>>().join(", ")
    }
}

/// How a key's value was read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct KeyReading {
    pub name: String,
    /// As typed.
    pub value: String,
    /// The table's value it was read as (`3+` for a DV of 5).
    pub read_as: String,
}

/// A cell a lookup found, with its column's title.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct LookupCell {
    pub column: String,
    pub headline: Option<String>,
    pub text: String,
}

/// What a lookup found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct LookupResult {
    pub table: TableInfo,
    pub keys: Vec<KeyReading>,
    /// The cell where the keys meet, or every cell of the row after its label when no key picks a
    /// column.
    pub cells: Vec<LookupCell>,
    /// The outcome's heading ("Shoot at the Enemy!"), when one cell was found and it has one.
    pub headline: Option<String>,
    /// The answer as text: the cell's text ("1 Hit"), or a `Column: text` line for each cell.
    pub text: String,
}

/// Why a table could not be shown or looked up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("unknown table \"{id}\": {}Tables: {}", suggestion.as_ref().map(|s| format!("did you mean {s}? ")).unwrap_or_default(), ids.join(", "))]
    UnknownTable { id: String, suggestion: Option<String>, ids: Vec<String> },
    #[error("lookup {table}: unknown key \"{key}\" (keys: {keys})")]
    UnknownKey { table: String, key: String, keys: String },
    #[error("lookup {table}: missing key \"{key}\" (keys: {keys})")]
    MissingKey { table: String, key: String, keys: String },
    #[error("lookup {table}: key \"{key}\" is given twice")]
    RepeatedKey { table: String, key: String },
    #[error("lookup {table}: {key} cannot be \"{value}\"{} ({key}={values})", suggestion.as_ref().map(|s| format!("; did you mean {s}?")).unwrap_or_default())]
    BadValue { table: String, key: String, value: String, suggestion: Option<String>, values: String },
}

impl ErrorCode for TableError {
    fn code(&self) -> &'static str {
        match self {
            TableError::UnknownTable { .. } => "unknown_table",
            TableError::UnknownKey { .. } => "unknown_lookup_key",
            TableError::MissingKey { .. } => "missing_lookup_key",
            TableError::RepeatedKey { .. } => "repeated_lookup_key",
            TableError::BadValue { .. } => "bad_lookup_value",
        }
    }
}

fn every_table() -> impl Iterator<Item = Table> {
    super::FAMILY_TABLES.iter().flat_map(|family| family())
}

/// Every table of every family, in the order of the rule books.
pub fn all() -> Vec<TableInfo> {
    every_table().map(|t| t.info).collect()
}

/// The table with this id. The family may be left off when the name is unambiguous
/// (`effects_of_hits`), and the id is read case-insensitively with `-` as `_`.
pub fn table(id: &str) -> Result<Table, TableError> {
    let wanted = normalise_value(id);
    let tables: Vec<Table> = every_table().collect();
    let matches = |t: &Table| t.info.id == wanted || t.info.id.split_once('.').is_some_and(|(_, name)| name == wanted);
    if let Some(found) = tables.iter().position(matches) {
        return Ok(tables.into_iter().nth(found).expect("found by position"));
    }
    let ids: Vec<String> = tables.into_iter().map(|t| t.info.id).collect();
    Err(TableError::UnknownTable { id: id.to_string(), suggestion: nearest(&wanted, &ids).map(str::to_string), ids })
}

/// Looks up a table by `(key, value)` pairs, e.g. `[("dv", "0"), ("roll", "5")]`.
pub fn lookup(id: &str, keys: &[(String, String)]) -> Result<LookupResult, TableError> {
    let table = table(id)?;
    let table_id = table.info.id.clone();
    for (name, _) in keys {
        if !table.keys.iter().any(|k| k.name == normalise_value(name)) {
            return Err(TableError::UnknownKey { table: table_id, key: name.clone(), keys: table.keys_spec() });
        }
    }
    let mut row = None;
    let mut column = None;
    let mut readings = Vec::new();
    for key in &table.keys {
        let mut given = keys.iter().filter(|(name, _)| normalise_value(name) == key.name);
        let (_, typed) = given.next().ok_or_else(|| TableError::MissingKey {
            table: table_id.clone(),
            key: key.name.clone(),
            keys: table.keys_spec(),
        })?;
        if given.next().is_some() {
            return Err(TableError::RepeatedKey { table: table_id, key: key.name.clone() });
        }
        let value = key.read(typed).ok_or_else(|| {
            let names: Vec<String> = key
                .values
                .iter()
                .flat_map(|v| std::iter::once(v.value.clone()).chain(v.aliases.iter().cloned()))
                .collect();
            TableError::BadValue {
                table: table_id.clone(),
                key: key.name.clone(),
                value: typed.clone(),
                suggestion: match normalise_value(typed) {
                    number if number.trim_end_matches('+').parse::<i32>().is_ok() => None,
                    word => nearest(&word, &names).map(str::to_string),
                },
                values: key.all_values(),
            }
        })?;
        readings.push(KeyReading { name: key.name.clone(), value: typed.clone(), read_as: value.value.clone() });
        match key.axis {
            Axis::Row => row = Some(value.index),
            Axis::Column => column = Some(value.index),
        }
    }
    let row = &table.rows[row.unwrap_or(0)];
    let cell = |index: usize| LookupCell {
        column: table.columns[index].title.clone(),
        headline: row.cells[index].headline.clone(),
        text: row.cells[index].text.clone(),
    };
    let cells: Vec<LookupCell> = match column {
        Some(index) => vec![cell(index)],
        None => (1..table.columns.len()).map(cell).collect(),
    };
    let (headline, text) = match cells.as_slice() {
        [only] => (only.headline.clone(), only.text.clone()),
        cells => (
            None,
            cells
                .iter()
                .filter(|c| !c.text.is_empty() || c.headline.is_some())
                .map(|c| {
                    format!("{}: {}", c.column, Cell { headline: c.headline.clone(), text: c.text.clone() }.full_text())
                })
                .collect::<Vec<_>>()
                .join("\n"),
        ),
    };
    Ok(LookupResult { table: table.info, keys: readings, cells, headline, text })
}

/// The name nearest to what was typed, if near enough to be a typo or the start of a name:
/// `qotd.efects` gives `qotd.effects_of_hits`.
fn nearest<'a>(typed: &str, names: &'a [String]) -> Option<&'a str> {
    if typed.is_empty() {
        return None;
    }
    let limit = (typed.chars().count() / 5).clamp(1, 3);
    let best = |distance: fn(&str, &str) -> usize| {
        names
            .iter()
            .map(|n| (distance(typed, n), n))
            .filter(|(d, _)| *d <= limit)
            .min_by_key(|(d, _)| *d)
            .map(|(_, n)| n.as_str())
    };
    best(|a, b| edit_distance(a, b, false)).or_else(|| best(|a, b| edit_distance(a, b, true)))
}

/// Levenshtein distance in characters; with `prefix`, from `a` to the nearest start of `b`.
fn edit_distance(a: &str, b: &str, prefix: bool) -> usize {
    let a: Vec<char> = a.chars().collect();
    let mut column: Vec<usize> = (0..=a.len()).collect();
    let mut best = column[a.len()];
    for (j, cb) in b.chars().enumerate() {
        let mut diagonal = column[0];
        column[0] = j + 1;
        for (i, ca) in a.iter().enumerate() {
            let left = column[i + 1];
            column[i + 1] = if *ca == cb { diagonal } else { 1 + diagonal.min(left).min(column[i]) };
            diagonal = left;
        }
        best = best.min(column[a.len()]);
    }
    if prefix {
        best
    } else {
        column[a.len()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(keys: &[(&str, &str)]) -> Vec<(String, String)> {
        keys.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn every_table_loads_and_every_lookup_over_its_keys_finds_a_cell() {
        let infos = all();
        assert!(infos.len() >= 40, "{} tables", infos.len());
        let mut ids = std::collections::HashSet::new();
        for info in &infos {
            assert!(ids.insert(info.id.clone()), "{} twice", info.id);
            let (family, name) = info.id.split_once('.').expect("family.name");
            assert_eq!(family, info.family.id());
            assert_eq!(normalise_value(name), name, "{} is not snake_case", info.id);
            let book = match info.family {
                Ruleset::Qotd => "QOTD ",
                _ => "",
            };
            assert!(!info.title.is_empty() && !info.source.is_empty() && info.source.starts_with(book), "{info:?}");

            let table = table(&info.id).unwrap();
            assert_eq!(&table.info, info);
            assert!(!table.columns.is_empty() && !table.rows.is_empty(), "{} is empty", info.id);
            assert!(!table.keys.is_empty(), "{} has no keys", info.id);
            for row in &table.rows {
                assert_eq!(row.cells.len(), table.columns.len(), "{}: a row of {:?}", info.id, row.cells);
            }
            let column_keys: std::collections::HashSet<_> = table.columns.iter().map(|c| &c.key).collect();
            assert_eq!(column_keys.len(), table.columns.len(), "{}: column keys repeat", info.id);

            // Every combination of every key's values finds a cell with text in it.
            let mut combos: Vec<Vec<(String, String)>> = vec![Vec::new()];
            for key in &table.keys {
                assert!(!key.values.is_empty(), "{}: key {} has no values", info.id, key.name);
                for v in &key.values {
                    let limit = match key.axis {
                        Axis::Row => table.rows.len(),
                        Axis::Column => table.columns.len(),
                    };
                    assert!(v.index < limit, "{}: {}={} points outside the table", info.id, key.name, v.value);
                }
                combos = combos
                    .into_iter()
                    .flat_map(|c| {
                        key.values.iter().map(move |v| {
                            let mut c = c.clone();
                            c.push((key.name.clone(), v.value.clone()));
                            c
                        })
                    })
                    .collect();
            }
            for combo in combos {
                let found = lookup(&info.id, &combo).unwrap_or_else(|e| panic!("{}: {combo:?}: {e}", info.id));
                assert!(!found.cells.is_empty(), "{}: {combo:?}", info.id);
                assert!(!found.text.is_empty() || found.headline.is_some(), "{}: {combo:?} found nothing", info.id);
            }
        }
    }

    #[test]
    fn effects_of_hits_reads_as_the_book() {
        let found = lookup("qotd.effects_of_hits", &pairs(&[("dv", "0"), ("roll", "5")])).unwrap();
        assert_eq!(found.text, "1 Hit");
        assert_eq!(found.headline, None);
        let found = lookup("qotd.effects_of_hits", &pairs(&[("roll", "1"), ("dv", "3+")])).unwrap();
        assert_eq!(found.text, "1 Hit");
        let found = lookup("qotd.effects_of_hits", &pairs(&[("dv", "−5"), ("roll", "1")])).unwrap();
        assert_eq!((found.text.as_str(), found.keys[0].read_as.as_str()), ("3 Hits", "-3"));
        let found = lookup("qotd.effects_of_hits", &pairs(&[("dv", "7"), ("roll", "2")])).unwrap();
        assert_eq!((found.text.as_str(), found.keys[0].read_as.as_str()), ("1 Hit", "3+"));
    }

    #[test]
    fn a_chart_lookup_gives_the_headline_and_the_text() {
        let found = lookup("qotd.wanting_to_shoot", &pairs(&[("roll", "7")])).unwrap();
        assert_eq!(found.headline.as_deref(), Some("Shoot at the Enemy!"));
        assert!(found.text.starts_with("Take your shot."), "{}", found.text);
        let found = lookup("wanting-to-shoot", &pairs(&[("ROLL", "10")])).unwrap();
        assert_eq!(found.headline.as_deref(), Some("Got Them!"));
    }

    #[test]
    fn a_row_lookup_gives_every_cell_of_the_row() {
        let found = lookup("qotd.weapons", &pairs(&[("weapon", "Winchester")])).unwrap();
        assert_eq!(found.keys[0].read_as, "repeating_rifle");
        assert!(found.text.contains("Range: 36"), "{}", found.text);
    }

    #[test]
    fn an_unknown_table_suggests_the_nearest_and_lists_them_all() {
        let e = table("qotd.efects").unwrap_err();
        assert_eq!(e.code(), "unknown_table");
        let message = e.to_string();
        assert!(
            message.starts_with("unknown table \"qotd.efects\": did you mean qotd.effects_of_hits? Tables: "),
            "{message}"
        );
        for info in all() {
            assert!(message.contains(&info.id), "{message} does not name {}", info.id);
        }
        let e = table("banjo").unwrap_err();
        assert!(e.to_string().starts_with("unknown table \"banjo\": Tables: qotd."), "{e}");
    }

    #[test]
    fn lookup_errors_name_the_keys_and_values() {
        let e = lookup("qotd.effects_of_hits", &pairs(&[("roll", "5")])).unwrap_err();
        assert_eq!(e.code(), "missing_lookup_key");
        assert_eq!(e.to_string(), "lookup qotd.effects_of_hits: missing key \"dv\" (keys: dv=-3..3+, roll=1..10)");
        let e = lookup("qotd.effects_of_hits", &pairs(&[("roll", "5"), ("dv", "0"), ("range", "3")])).unwrap_err();
        assert_eq!(e.code(), "unknown_lookup_key");
        assert!(e.to_string().contains("unknown key \"range\" (keys: dv=-3..3+, roll=1..10)"), "{e}");
        let e = lookup("qotd.effects_of_hits", &pairs(&[("roll", "11"), ("dv", "0")])).unwrap_err();
        assert_eq!(e.code(), "bad_lookup_value");
        assert_eq!(e.to_string(), "lookup qotd.effects_of_hits: roll cannot be \"11\" (roll=1..10)");
        let e = lookup("qotd.weapons", &pairs(&[("weapon", "winchestr")])).unwrap_err();
        assert!(e.to_string().contains("did you mean winchester?"), "{e}");
        let e = lookup("qotd.effects_of_hits", &pairs(&[("roll", "5"), ("roll", "6"), ("dv", "0")])).unwrap_err();
        assert_eq!(e.code(), "repeated_lookup_key");
    }

    #[test]
    fn typed_values_are_read_leniently() {
        assert_eq!(normalise_value(" Bowie-Knife "), "bowie_knife");
        assert_eq!(normalise_value("−3"), "-3");
        assert_eq!(normalise_value("-2"), "-2");
        assert_eq!(normalise_value("3+"), "3+");
        assert_eq!(normalise_value("Healer/Saw Bones"), "healer_saw_bones");
    }

    #[test]
    fn nearest_reads_typos_and_beginnings() {
        let names: Vec<String> = ["qotd.effects_of_hits", "qotd.weapons"].iter().map(|s| s.to_string()).collect();
        assert_eq!(nearest("qotd.weapon", &names), Some("qotd.weapons"));
        assert_eq!(nearest("qotd.effects", &names), Some("qotd.effects_of_hits"));
        assert_eq!(nearest("banjo", &names), None);
    }
}
