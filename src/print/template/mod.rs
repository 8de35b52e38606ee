//! How each printable looks, as data: a TOML template per printable in `templates/`, embedded at
//! build time (the shipped ones, [`SHIPPED`]), or a user's copy read from a file
//! (`posse print template export NAME -o FILE`, then `--template FILE`).
//!
//! Lengths are millimetres, type sizes points, rule thicknesses points; card regions are shares of
//! the card's width and height, so one template serves every card size. A template says which
//! printable it is of (`printable = "fate-deck"`): one of another printable is refused with the
//! reason. A template that parses but makes no sense (a negative size, a share above 1) is refused
//! with [`PrintError::Template`], naming the file, the line and the field.
//!
//! A template may name pictures (a logo, a back image): PNG or JPEG files in its own folder. This
//! module only parses and checks; reading the files (and refusing `..`, absolute paths and links
//! out of the folder) is the loader's (`crate::campaign::templates`), through [`Pictures`].

mod booklet;
mod cards;
mod roster;
#[cfg(test)]
mod tests;
mod turn_cards;

use std::sync::Arc;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub use booklet::BookletTemplate;
pub use cards::{ActionCardsTemplate, BackStyle, ChitsTemplate, FateDeckTemplate, LogoStyle, PackTemplate, Rgb};
pub use roster::RosterTemplate;
pub use turn_cards::TurnCardsTemplate;

use super::PrintError;

/// The typefaces a sheet is set in: DejaVu (see `templates/fonts/LICENSE-DejaVu.txt`), embedded in
/// the program and, subset, in every PDF.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FontFace {
    /// DejaVu Sans: body text.
    Regular,
    /// DejaVu Sans Bold: labels, names of traits and weapons.
    Bold,
    /// DejaVu Serif Bold: the sheet's title and the characters' names.
    Heading,
}

impl FontFace {
    pub const ALL: [FontFace; 3] = [FontFace::Regular, FontFace::Bold, FontFace::Heading];

    /// The face's TrueType file.
    pub fn ttf(self) -> &'static [u8] {
        match self {
            FontFace::Regular => include_bytes!("../../../templates/fonts/DejaVuSans.ttf"),
            FontFace::Bold => include_bytes!("../../../templates/fonts/DejaVuSans-Bold.ttf"),
            FontFace::Heading => include_bytes!("../../../templates/fonts/DejaVuSerif-Bold.ttf"),
        }
    }
}

/// Points to millimetres (1 pt = 1/72 in).
pub fn pt_to_mm(pt: f32) -> f32 {
    pt * 25.4 / 72.0
}

/// The printables a template can be of. The playsheets and the cast sheets are both booklets and
/// share one template (decision: they are the same pages of tables and headings; a user who wants
/// them to differ keeps two files).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum TemplateKind {
    Roster,
    Booklet,
    FateDeck,
    Chits,
    Pack,
    ActionCards,
    TurnCards,
}

impl TemplateKind {
    /// As written after `printable =`.
    pub fn id(self) -> &'static str {
        match self {
            TemplateKind::Roster => "roster",
            TemplateKind::Booklet => "booklet",
            TemplateKind::FateDeck => "fate-deck",
            TemplateKind::Chits => "chits",
            TemplateKind::Pack => "pack",
            TemplateKind::ActionCards => "action-cards",
            TemplateKind::TurnCards => "turn-cards",
        }
    }

    /// In a sentence: "the fate deck".
    pub fn what(self) -> &'static str {
        match self {
            TemplateKind::Roster => "the roster sheet",
            TemplateKind::Booklet => "the playsheets and cast sheets",
            TemplateKind::FateDeck => "the fate deck",
            TemplateKind::Chits => "the hit-location chits",
            TemplateKind::Pack => "the pack of playing cards",
            TemplateKind::ActionCards => "the action deck",
            TemplateKind::TurnCards => "the turn deck",
        }
    }

    pub fn from_id(id: &str) -> Option<TemplateKind> {
        SHIPPED.iter().map(|t| t.kind).find(|k| k.id() == id.trim())
    }
}

/// A template Posse ships, embedded at build time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShippedTemplate {
    pub name: &'static str,
    pub kind: TemplateKind,
    /// The print commands that use it.
    pub used_by: &'static [&'static str],
    pub text: &'static str,
}

/// Every template Posse ships: one per printable that has a look of its own. (The alignment test
/// has none: its marks are measures, not a look.)
pub const SHIPPED: [ShippedTemplate; 7] = [
    ShippedTemplate {
        name: "roster",
        kind: TemplateKind::Roster,
        used_by: &["posse print roster"],
        text: include_str!("../../../templates/roster.toml"),
    },
    ShippedTemplate {
        name: "booklet",
        kind: TemplateKind::Booklet,
        used_by: &["posse print playsheet", "posse print cast-sheet"],
        text: include_str!("../../../templates/booklet.toml"),
    },
    ShippedTemplate {
        name: "fate-deck",
        kind: TemplateKind::FateDeck,
        used_by: &["posse print fate-deck"],
        text: include_str!("../../../templates/fate-deck.toml"),
    },
    ShippedTemplate {
        name: "chits",
        kind: TemplateKind::Chits,
        used_by: &["posse print chits"],
        text: include_str!("../../../templates/chits.toml"),
    },
    ShippedTemplate {
        name: "pack",
        kind: TemplateKind::Pack,
        used_by: &["posse print pack"],
        text: include_str!("../../../templates/pack.toml"),
    },
    ShippedTemplate {
        name: "action-cards",
        kind: TemplateKind::ActionCards,
        used_by: &["posse print action-cards"],
        text: include_str!("../../../templates/action-cards.toml"),
    },
    ShippedTemplate {
        name: "turn-cards",
        kind: TemplateKind::TurnCards,
        used_by: &["posse print turn-cards"],
        text: include_str!("../../../templates/turn-cards.toml"),
    },
];

/// A shipped template by name (`posse print templates` lists them).
pub fn shipped(name: &str) -> Result<&'static ShippedTemplate, PrintError> {
    SHIPPED.iter().find(|t| t.name == name.trim()).ok_or_else(|| PrintError::Template {
        name: name.to_string(),
        reason: format!(
            "no such template; the templates are {}",
            SHIPPED.iter().map(|t| t.name).collect::<Vec<_>>().join(", ")
        ),
    })
}

/// A shipped template as `posse print templates` lists it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct TemplateInfo {
    pub name: String,
    pub printable: TemplateKind,
    /// "the fate deck".
    pub what: String,
    pub used_by: Vec<String>,
    /// The first comment line of the file: what the printable is.
    pub description: String,
}

/// Every shipped template, described.
pub fn list() -> Vec<TemplateInfo> {
    SHIPPED
        .iter()
        .map(|t| TemplateInfo {
            name: t.name.to_string(),
            printable: t.kind,
            what: t.kind.what().to_string(),
            used_by: t.used_by.iter().map(|s| s.to_string()).collect(),
            description: t.text.lines().next().unwrap_or_default().trim_start_matches('#').trim().to_string(),
        })
        .collect()
}

/// A field that makes no sense, and why: turned into an error naming the line.
#[derive(Debug, Clone, PartialEq)]
pub struct FieldError {
    /// "type.name_pt".
    pub field: String,
    pub reason: String,
}

impl FieldError {
    pub fn new(field: &str, reason: impl Into<String>) -> FieldError {
        FieldError { field: field.to_string(), reason: reason.into() }
    }
}

/// A template of one printable: parsed from TOML, then checked.
pub trait Look: DeserializeOwned {
    const KIND: TemplateKind;
    /// Checks what can be checked without the paper or the card.
    fn check(&self) -> Result<(), FieldError>;
    /// Remembers where the template came from, for errors found later (on a given paper).
    fn set_origin(&mut self, _origin: &str) {}
}

/// The pictures a template names, for the loader to read from the template's folder.
pub trait Pictures {
    /// Each picture named: its field ("back.image") and the file name as written.
    fn pictures(&self) -> Vec<(&'static str, String)>;
    /// Gives the picture of `field` its bytes (read and checked by the loader).
    fn set_picture(&mut self, field: &str, bytes: Arc<Vec<u8>>);
}

/// The shipped template of `T`'s printable.
pub fn shipped_look<T: Look>() -> Result<T, PrintError> {
    let shipped = SHIPPED.iter().find(|t| t.kind == T::KIND).expect("every kind is shipped");
    parse(&format!("templates/{}.toml", shipped.name), shipped.text)
}

/// Parses and checks a template's TOML text; `origin` (the file) names it in errors.
pub fn parse<T: Look>(origin: &str, text: &str) -> Result<T, PrintError> {
    printable_of(origin, text, T::KIND)?;
    let mut template: T = toml::from_str(text).map_err(|e| {
        let line = e.span().map(|span| line_at(text, span.start));
        let message = e.message().trim().to_string();
        let reason = match line {
            Some(line) => format!("line {line}: {message}"),
            None => message,
        };
        PrintError::Template { name: origin.to_string(), reason }
    })?;
    template.check().map_err(|e| field_error(origin, text, &e.field, &e.reason))?;
    template.set_origin(origin);
    Ok(template)
}

/// Which printable the text says it is of; refused unless it is `kind`.
fn printable_of(origin: &str, text: &str, kind: TemplateKind) -> Result<(), PrintError> {
    #[derive(Deserialize)]
    struct Head {
        printable: Option<toml::Value>,
    }
    // A text that is not TOML at all is reported by the full parse, with its line.
    let Ok(head) = toml::from_str::<Head>(text) else { return Ok(()) };
    let said = match head.printable {
        None => {
            return Err(field_error(
                origin,
                text,
                "printable",
                &format!("missing: a template says which printable it is of (printable = \"{}\")", kind.id()),
            ))
        }
        Some(toml::Value::String(s)) => s,
        Some(other) => {
            return Err(field_error(
                origin,
                text,
                "printable",
                &format!("a name in quotes, not a {}", other.type_str()),
            ));
        }
    };
    match TemplateKind::from_id(&said) {
        Some(k) if k == kind => Ok(()),
        Some(k) => Err(field_error(
            origin,
            text,
            "printable",
            &format!("this is a template of {}, not of {}", k.what(), kind.what()),
        )),
        None => Err(field_error(
            origin,
            text,
            "printable",
            &format!(
                "\"{said}\" is no printable; one of {}",
                SHIPPED.iter().map(|t| t.kind.id()).collect::<Vec<_>>().join(", ")
            ),
        )),
    }
}

/// The 1-based line of byte `offset`.
fn line_at(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// The line where `field` ("type.name_pt", "printable") is set: the key's line under its table's
/// header; the header's line when the key is missing; none when neither is there.
pub fn line_of(text: &str, field: &str) -> Option<usize> {
    let (table, key) = match field.rsplit_once('.') {
        Some((table, key)) => (Some(table), key),
        None => (None, field),
    };
    let mut current: Option<String> = None;
    let mut header_line = None;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.starts_with('[') {
            current = Some(line.trim_matches(|c| c == '[' || c == ']').trim().to_string());
            if table.is_some_and(|t| current.as_deref() == Some(t)) {
                header_line = Some(i + 1);
            }
            continue;
        }
        let in_table = match table {
            None => current.is_none(),
            Some(t) => current.as_deref() == Some(t),
        };
        if in_table {
            if let Some((k, _)) = line.split_once('=') {
                if k.trim() == key {
                    return Some(i + 1);
                }
            }
        }
    }
    header_line
}

/// An error on `field` of the template from `origin`, naming the line it is set on.
pub fn field_error(origin: &str, text: &str, field: &str, reason: &str) -> PrintError {
    let reason = match line_of(text, field) {
        Some(line) => format!("line {line}: {field}: {reason}"),
        None => format!("{field}: {reason}"),
    };
    PrintError::Template { name: origin.to_string(), reason }
}

/// The largest type size or length a template may give: no sheet or card has room for more
/// (A3 is 420 mm long), and text fitting shrinks a size a quarter point at a time, so a size in
/// the millions would keep it shrinking for ever (a fate deck template with `skills_pt = 1e30`
/// hung `posse print fate-deck`).
pub(crate) const LARGEST: f32 = 500.0;

/// Checks that every value is a positive number, at most [`LARGEST`].
pub(crate) fn positive(values: &[(&str, f32)]) -> Result<(), FieldError> {
    for (field, value) in values {
        if !(value.is_finite() && *value > 0.0) {
            return Err(FieldError::new(field, format!("must be a positive number, not {value}")));
        }
        if *value > LARGEST {
            return Err(FieldError::new(
                field,
                format!("must be at most {LARGEST} (points or millimetres), not {value}"),
            ));
        }
    }
    Ok(())
}

/// Checks that every value is a share from 0 to 1 (0 excluded).
pub(crate) fn shares(values: &[(&str, f32)]) -> Result<(), FieldError> {
    for (field, value) in values {
        if !(value.is_finite() && *value > 0.0 && *value <= 1.0) {
            return Err(FieldError::new(field, format!("is a share of the card, above 0 and at most 1, not {value}")));
        }
    }
    Ok(())
}
