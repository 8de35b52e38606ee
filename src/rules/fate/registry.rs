//! The fate family's tables in the registry's generic shape.

use crate::rules::tables::Table;

/// Every fate table.
pub fn tables() -> Vec<Table> {
    Vec::new()
}
