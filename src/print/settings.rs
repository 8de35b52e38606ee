//! Print settings (coming).
