//! How errors leave the library: every module has its own `thiserror` enum, and each can say what it is
//! as a stable machine-readable `code`. The desktop app receives `{code, message}` and switches on `code`;
//! the CLI prints `error[code]: message`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The JSON shape an error takes when it crosses to the UI.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct ErrorBody {
    /// Stable, snake_case identifier of the kind of error (`unknown_trait`, `database_too_new`, …).
    pub code: String,
    /// A sentence for a person: names the field and the reason.
    pub message: String,
}

/// Implemented by every module's error enum.
pub trait ErrorCode: std::fmt::Display {
    /// The stable code of this error; consumers match on it, never on the message.
    fn code(&self) -> &'static str;

    fn to_body(&self) -> ErrorBody {
        ErrorBody { code: self.code().to_string(), message: self.to_string() }
    }
}
