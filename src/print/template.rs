//! Placeholder: being written.
use super::PrintError;
pub struct Template;
pub fn roster() -> Result<Template, PrintError> {
    Err(PrintError::Template { name: "roster".into(), reason: "not yet available".into() })
}
