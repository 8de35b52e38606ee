//! Portraits in a campaign file (version 2): each picture once, in the file's `portraits` (its
//! SHA-256 → the PNG as base64), named by `portrait_sha256` wherever a character has it — on the
//! roster and in the log's character snapshots, as the database's log names them (see
//! `store::portraits`). A version 1 file carried each portrait inline (`portrait_png`, base64) in
//! every snapshot and on the roster; Posse still reads those.

use std::collections::btree_map::Entry;
use std::collections::{BTreeMap, HashMap};

use base64::Engine;
use serde_json::Value;

use crate::store::{portraits, StoreError};

fn base64(png: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(png)
}

/// The portraits an export names, gathered as it goes.
#[derive(Default)]
pub(super) struct Gathered(BTreeMap<String, String>);

impl Gathered {
    /// Names a picture, gathering it.
    pub(super) fn name(&mut self, png: &[u8]) -> String {
        let sha256 = portraits::sha256_hex(png);
        self.0.entry(sha256.clone()).or_insert_with(|| base64(png));
        sha256
    }

    /// Turns a character snapshot of the log into one that names its portrait, gathering the
    /// picture: from the `portrait` table, or from the snapshot itself if it was written before
    /// schema version 11 (`portrait_png`), which becomes `portrait_sha256`.
    pub(super) fn by_reference(&mut self, conn: &rusqlite::Connection, snapshot: &mut Value) -> Result<(), StoreError> {
        let named = snapshot.get("portrait_sha256").and_then(Value::as_str).map(str::to_string);
        if let Some(sha256) = named {
            if let Entry::Vacant(unseen) = self.0.entry(sha256) {
                let png = portraits::get(conn, unseen.key())?.ok_or_else(|| StoreError::Corrupt {
                    what: "a character snapshot of the change log".to_string(),
                    source: serde::de::Error::custom(format!("portrait_sha256: no portrait {} is kept", unseen.key())),
                })?;
                unseen.insert(base64(&png));
            }
        } else if let Some((sha256, png)) = portraits::take_inline(snapshot) {
            self.0.entry(sha256).or_insert_with(|| base64(&png));
        }
        Ok(())
    }

    /// The file's `portraits` (`None`: there are none).
    pub(super) fn into_file(self) -> Option<BTreeMap<String, String>> {
        (!self.0.is_empty()).then_some(self.0)
    }
}

/// A file's `portraits`, checked: each name is the SHA-256 of its picture. `Err` says which and
/// why. The pictures themselves are checked where a roster names them (as an upload is); those
/// only the log names are its history, kept as they are, as a version 1 file's inline ones were.
pub(super) fn checked(file: Option<BTreeMap<String, String>>) -> Result<HashMap<String, Vec<u8>>, String> {
    let mut out = HashMap::new();
    for (sha256, b64) in file.unwrap_or_default() {
        let at = format!("portraits.{sha256}");
        if !portraits::is_sha256_hex(&sha256) {
            return Err(format!("{at}: a portrait is named by its SHA-256, 64 lowercase hex digits"));
        }
        let png =
            base64::engine::general_purpose::STANDARD.decode(&b64).map_err(|e| format!("{at}: not base64: {e}"))?;
        let actual = portraits::sha256_hex(&png);
        if actual != sha256 {
            return Err(format!("{at}: the picture's SHA-256 is {actual}, not its name"));
        }
        out.insert(sha256, png);
    }
    Ok(out)
}

/// The portrait a log snapshot (JSON text) names, if it names one (`at` says where, for errors).
/// Only a snapshot that mentions `portrait_sha256` is read.
pub(super) fn named_in(at: &str, snapshot: Option<&str>) -> Result<Option<String>, String> {
    let Some(snapshot) = snapshot.filter(|s| s.contains("portrait_sha256")) else { return Ok(None) };
    #[derive(serde::Deserialize)]
    struct Named {
        #[serde(default)]
        portrait_sha256: Option<Value>,
    }
    match serde_json::from_str::<Named>(snapshot).ok().and_then(|n| n.portrait_sha256) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(sha256)) => Ok(Some(sha256)),
        Some(_) => Err(format!("{at}.portrait_sha256: not text")),
    }
}

/// The error for a portrait a file names but does not carry.
pub(super) fn missing(at: &str, sha256: &str) -> String {
    format!("{at}.portrait_sha256: the file has no portrait {sha256} in its \"portraits\"")
}
