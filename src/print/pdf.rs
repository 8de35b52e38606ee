//! Placeholder: being written.
use super::{layout::Page, PrintError};
pub fn render(_pages: &[Page]) -> Result<Vec<u8>, PrintError> {
    Err(PrintError::Pdf("not yet available".into()))
}
