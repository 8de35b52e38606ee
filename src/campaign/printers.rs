//! Printer profiles: a printer as its owner measured it (paper, duplex edge, back offset, the 100 mm
//! ruler's length), kept by name and chosen on every print. They belong to the database, not to a
//! campaign: no change log records them, and undo does not reach them.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::ErrorCode;
use crate::print::settings::{parse_offset, DuplexChoice, PrinterProfile};
use crate::print::PrintError;
use crate::store::{printers, Store, StoreError};

#[derive(Debug, thiserror::Error)]
pub enum PrinterError {
    #[error("printer: there is no printer profile called \"{name}\" (posse printer list shows them)")]
    NotFound { name: String },
    #[error("name: there is already a printer profile called \"{name}\"")]
    NameTaken { name: String },
    #[error(transparent)]
    Print(#[from] PrintError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl ErrorCode for PrinterError {
    fn code(&self) -> &'static str {
        match self {
            PrinterError::NotFound { .. } => "printer_not_found",
            PrinterError::NameTaken { .. } => "printer_name_taken",
            PrinterError::Print(e) => e.code(),
            PrinterError::Store(e) => e.code(),
        }
    }
}

/// A profile as shown: its values and the scale correction its ruler gives.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct PrinterView {
    #[serde(flatten)]
    #[ts(flatten)]
    pub profile: PrinterProfile,
    /// 100 / the measured ruler: what every page is scaled by.
    pub scale: f32,
}

impl PrinterView {
    fn of(profile: PrinterProfile) -> PrinterView {
        PrinterView { scale: profile.scale(), profile }
    }
}

/// What an edit changes; what is `None` stays as it is.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default, deny_unknown_fields)]
#[ts(export, optional_fields)]
pub struct PrinterEdit {
    /// A new name.
    pub name: Option<String>,
    pub paper: Option<String>,
    pub duplex: Option<DuplexChoice>,
    pub back_offset_mm: Option<(f32, f32)>,
    pub measured_ruler_mm: Option<f32>,
}

/// Every printer profile, by name.
pub fn list_printers(store: &Store) -> Result<Vec<PrinterView>, PrinterError> {
    Ok(printers::list(store.conn())?.into_iter().map(PrinterView::of).collect())
}

/// The profile called `name` (any case).
pub fn printer(store: &Store, name: &str) -> Result<PrinterView, PrinterError> {
    Ok(PrinterView::of(profile(store, name)?))
}

/// The profile called `name`, as the print settings read it.
pub fn profile(store: &Store, name: &str) -> Result<PrinterProfile, PrinterError> {
    printers::get(store.conn(), name)?.ok_or_else(|| PrinterError::NotFound { name: name.trim().to_string() })
}

/// Adds a profile, checked first; a name already taken (in any case) is refused.
pub fn add_printer(store: &mut Store, profile: PrinterProfile, at: i64) -> Result<PrinterView, PrinterError> {
    let profile = profile.checked()?;
    store.write(|tx| {
        if printers::get(tx, &profile.name)?.is_some() {
            return Err(PrinterError::NameTaken { name: profile.name.clone() });
        }
        printers::insert(tx, &profile, at)?;
        Ok(())
    })?;
    Ok(PrinterView::of(profile))
}

/// Changes a profile; nothing changes if any new value is refused.
pub fn edit_printer(store: &mut Store, name: &str, edit: PrinterEdit, at: i64) -> Result<PrinterView, PrinterError> {
    store.write(|tx| {
        let old = printers::get(tx, name)?.ok_or_else(|| PrinterError::NotFound { name: name.trim().to_string() })?;
        let mut new = old.clone();
        if let Some(n) = edit.name {
            new.name = n;
        }
        if let Some(paper) = edit.paper {
            new.paper = paper;
        }
        if let Some(duplex) = edit.duplex {
            new.duplex = duplex;
        }
        if let Some((x, y)) = edit.back_offset_mm {
            // Checked as typed, so that the error reads as the offset given.
            parse_offset(&format!("{x},{y}"))?;
            (new.back_offset_x_mm, new.back_offset_y_mm) = (x, y);
        }
        if let Some(mm) = edit.measured_ruler_mm {
            new.measured_ruler_mm = mm;
        }
        let new = new.checked()?;
        if !new.name.eq_ignore_ascii_case(&old.name) && printers::get(tx, &new.name)?.is_some() {
            return Err(PrinterError::NameTaken { name: new.name.clone() });
        }
        printers::update(tx, &old.name, &new, at)?;
        Ok(PrinterView::of(new))
    })
}

/// Removes a profile.
pub fn remove_printer(store: &mut Store, name: &str) -> Result<(), PrinterError> {
    store.write(|tx| {
        if printers::delete(tx, name)? {
            Ok(())
        } else {
            Err(PrinterError::NotFound { name: name.trim().to_string() })
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn laser() -> PrinterProfile {
        PrinterProfile { measured_ruler_mm: 99.2, ..PrinterProfile::new("Office laser") }
    }

    #[test]
    fn a_profile_is_added_read_edited_and_removed_by_name() {
        let mut store = Store::open_in_memory().unwrap();
        let added = add_printer(&mut store, laser(), 10).unwrap();
        assert!((added.scale - 100.0 / 99.2).abs() < 1e-6);
        assert_eq!(printer(&store, "office LASER").unwrap().profile, laser());
        let edit =
            PrinterEdit { back_offset_mm: Some((0.8, -1.2)), duplex: Some(DuplexChoice::Short), ..Default::default() };
        let edited = edit_printer(&mut store, "Office laser", edit, 11).unwrap();
        assert_eq!((edited.profile.back_offset_x_mm, edited.profile.back_offset_y_mm), (0.8, -1.2));
        assert_eq!(profile(&store, "Office laser").unwrap().duplex, DuplexChoice::Short);
        let renamed = edit_printer(
            &mut store,
            "office laser",
            PrinterEdit { name: Some("Den".into()), ..Default::default() },
            12,
        )
        .unwrap();
        assert_eq!(renamed.profile.name, "Den");
        assert_eq!(list_printers(&store).unwrap().len(), 1);
        remove_printer(&mut store, "den").unwrap();
        assert!(list_printers(&store).unwrap().is_empty());
        assert_eq!(remove_printer(&mut store, "den").unwrap_err().code(), "printer_not_found");
    }

    #[test]
    fn a_duplicate_name_or_a_bad_value_is_refused_and_nothing_changes() {
        let mut store = Store::open_in_memory().unwrap();
        add_printer(&mut store, laser(), 10).unwrap();
        add_printer(&mut store, PrinterProfile::new("Inkjet"), 10).unwrap();
        let e = add_printer(&mut store, PrinterProfile::new(" office laser "), 11).unwrap_err();
        assert_eq!(e.code(), "printer_name_taken");
        let e = edit_printer(
            &mut store,
            "Inkjet",
            PrinterEdit { name: Some("OFFICE LASER".into()), ..Default::default() },
            12,
        )
        .unwrap_err();
        assert_eq!(e.code(), "printer_name_taken");
        let e =
            edit_printer(&mut store, "Inkjet", PrinterEdit { measured_ruler_mm: Some(70.0), ..Default::default() }, 12)
                .unwrap_err();
        assert!(e.to_string().starts_with("measured_ruler: "), "{e}");
        let e = edit_printer(
            &mut store,
            "Inkjet",
            PrinterEdit { back_offset_mm: Some((0.0, 20.0)), ..Default::default() },
            12,
        )
        .unwrap_err();
        assert!(e.to_string().starts_with("back_offset: "), "{e}");
        assert_eq!(profile(&store, "Inkjet").unwrap(), PrinterProfile::new("Inkjet"));
        // Profiles are not campaign changes: the change log stays empty.
        let changes: i64 = store.conn().query_row("SELECT count(*) FROM change_log", [], |r| r.get(0)).unwrap();
        assert_eq!(changes, 0);
    }
}
