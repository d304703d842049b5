//! The JSON wire format of grundy's front ends, version [`SCHEMA_VERSION`]: what
//! `grundy … --json` prints and what `grundy serve` answers under `/api/`, the same
//! documents from the same code.
//!
//! Every document is a [`Doc`]: the fields `command` and `schema_version`, then the
//! command's own fields (one DTO per command, the types of the private `dto` module
//! re-exported here). The words are those of the vocabulary in `schema/README.md` (`mover_wins`,
//! `winning_move`, `value`, `vertex`, `row`/`column`, ...), the same in every command.
//! The JSON Schema of every document is derived from these types with the `schema`
//! feature (schemars); the CLI's tests hold the shipped `schema/*.schema.json` files to
//! it, then validate every JSON output of the data cases against them. Changing a
//! field's meaning needs a new [`SCHEMA_VERSION`].
//!
//! Library types are converted to these DTOs by hand (the functions of this crate), so
//! the library never depends on serde. This crate does no I/O beyond writing a document
//! to the writer it is handed, and holds no game logic: it only renames and reshapes
//! the library's answers.

mod board;
mod convert;
mod dmperm;
mod dto;
mod games;
mod games_request;
mod geography;
mod matching;
mod octal;
mod request;
mod stones;

use std::io::{self, Write};

pub use board::*;
pub use convert::*;
pub use dmperm::*;
pub use dto::*;
pub use games::*;
pub use games_request::*;
pub use geography::*;
pub use matching::*;
pub use octal::*;
pub use request::*;
pub use stones::*;

/// Writes `body` as the document of `command` ([`Doc`]: the command and the schema
/// version first), compact on one line or `pretty`, then a line end. Serialization
/// streams: a body whose lists are lazy ([`Lazy`]) is never held whole in memory.
///
/// # Errors
/// What writing to `out` returns.
pub fn write_doc<T: serde::Serialize>(
    out: &mut dyn Write,
    command: &str,
    body: T,
    pretty: bool,
) -> io::Result<()> {
    let doc = Doc { command: command.to_string(), schema_version: SCHEMA_VERSION, body };
    if pretty {
        serde_json::to_writer_pretty(&mut *out, &doc)?;
    } else {
        serde_json::to_writer(&mut *out, &doc)?;
    }
    writeln!(out)
}

/// A list serialized from an iterator made on demand, element by element, so that a
/// document of 10^8 cells is written without being held in memory.
pub struct Lazy<F>(pub F);

impl<F, I> serde::Serialize for Lazy<F>
where
    F: Fn() -> I,
    I: IntoIterator,
    I::Item: serde::Serialize,
{
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq((self.0)())
    }
}
