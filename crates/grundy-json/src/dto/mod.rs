//! The DTOs: one per document body, every field documented (the schema's descriptions
//! are these doc comments), one file per family of commands. This file holds what every
//! document shares: the envelope ([`Doc`]), the error, a board cell.

use serde::Serialize;

mod api;
mod boards;
mod classic;
mod games;
mod graphs;
mod octal;

pub use api::*;
pub use boards::*;
pub use classic::*;
pub use games::*;
pub use graphs::*;
pub use octal::*;

/// The version of the schema every document follows.
pub const SCHEMA_VERSION: u32 = 4;

/// A document: the command that wrote it, the schema version, then its body's fields.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Doc<T> {
    /// The command that wrote the document (`classic`, `board`, `geography`, ...).
    pub command: String,
    /// The version of the schema the document follows.
    pub schema_version: u32,
    /// The command's own fields.
    #[serde(flatten)]
    pub body: T,
}

/// `--json` output when the command fails: what went wrong and where. The exit code is 2.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct ErrorDoc {
    /// The error.
    pub error: Error,
}

/// An error.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Error {
    /// `usage` (bad flags or arguments), `input` (a file that breaks its format, located
    /// by `line` and `column`), `io` (a file that cannot be read or written), `limit` (a
    /// size beyond what grundy solves) or `invalid` (an argument that does not fit the
    /// input, such as an unknown vertex); the web API adds `request` (a request that is
    /// not what the endpoint takes), `busy` (the long lane is full: 429 or 503 with
    /// `Retry-After`) and `internal`.
    pub kind: String,
    /// The file the error is in (`<stdin>` for standard input), when there is one.
    pub file: Option<String>,
    /// The line, from 1, for `input` errors.
    pub line: Option<usize>,
    /// The column (in characters), from 1, for `input` errors.
    pub column: Option<usize>,
    /// The message, as the text output prints it (without the quoted line).
    pub message: String,
}

/// A board cell, 1-based (row 1 is the top line, column 1 the left end).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Position {
    /// Row, from 1 at the top.
    pub row: usize,
    /// Column, from 1 at the left.
    pub column: usize,
}
