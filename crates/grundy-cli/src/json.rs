//! The JSON wire format of `--json`: one serde DTO per command's output.
//!
//! This module is the specification of the JSON output: every field is documented here.
//! Library types are converted to these DTOs by hand in the command modules, so the
//! library never depends on serde. The DTOs also derive `Deserialize` with
//! `deny_unknown_fields`: the integration tests parse every JSON output back into them.
#![allow(dead_code)] // Some DTO fields are only read by the integration tests.

use serde::{Deserialize, Serialize};

/// Placeholder kept until the first command emits JSON.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Empty {}

/// Parses `text`, the JSON output of a run with arguments `args`, into the DTO of its
/// command; used by the integration tests to hold the wire format to this module.
pub(crate) fn check(args: &[String], text: &str) -> Result<(), String> {
    fn parse<T: serde::de::DeserializeOwned>(text: &str) -> Result<(), String> {
        serde_json::from_str::<T>(text).map(|_| ()).map_err(|e| e.to_string())
    }
    let command = args.iter().find(|a| !a.starts_with('-')).map_or("", String::as_str);
    match command {
        _ => {
            let _ = parse::<Empty>;
            Err(format!("no JSON DTO is registered for `{command}`"))
        }
    }
}
