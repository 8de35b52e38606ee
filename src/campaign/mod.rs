//! Campaign operations.
