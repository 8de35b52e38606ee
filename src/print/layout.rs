//! Placeholder: being written.
use super::{template::Template, Paper, PrintError, RosterDoc};
pub struct Page;
pub fn roster(_doc: &RosterDoc, _t: &Template, _p: Paper) -> Result<Vec<Page>, PrintError> {
    Ok(Vec::new())
}
