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

/// Where a JSON input does not have the shape Posse reads, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JsonFault {
    /// The path of the field at fault (`participants[0].kills`); `None`: the input as a whole.
    pub field: Option<String>,
    pub reason: String,
}

impl JsonFault {
    /// The field at fault, or `whole` (what the input is called) when it is the input as a whole.
    pub fn field_or(&self, whole: &str) -> String {
        self.field.clone().unwrap_or_else(|| whole.to_string())
    }
}

/// What kind of JSON value this is, in words.
fn json_kind(value: &serde_json::Value) -> &'static str {
    match value {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "true or false",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Array(_) => "a list",
        serde_json::Value::Object(_) => "an object",
    }
}

/// Reads a JSON object (a file already parsed, or an argument from the app) as a `T`, naming the
/// field at fault: a value of the wrong type, a missing or unknown key. `noun` names the whole
/// input ("a character sheet") when it is not an object at all.
pub fn from_json_object<T: serde::de::DeserializeOwned>(value: serde_json::Value, noun: &str) -> Result<T, JsonFault> {
    if !value.is_object() {
        return Err(JsonFault {
            field: None,
            reason: format!("{noun} is a JSON object ({{\"key\": value, …}}), not {}", json_kind(&value)),
        });
    }
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        JsonFault { field: (path != ".").then_some(path), reason: e.into_inner().to_string() }
    })
}
