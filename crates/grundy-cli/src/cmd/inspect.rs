//! `grundy inspect FILE [--format F]`: parse a general input file and summarise it.

use std::io::Write;
use std::path::PathBuf;

use crate::Outcome;

/// Arguments of `grundy inspect`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Input file; standard input when omitted or `-`.
    pub(crate) file: Option<PathBuf>,
}

/// Runs `inspect`.
pub(crate) fn run(_args: &Args, _json: bool, _out: &mut dyn Write) -> anyhow::Result<Outcome> {
    anyhow::bail!("inspect: not implemented yet")
}
