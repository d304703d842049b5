//! One file per subcommand; [`run`] dispatches.

pub(crate) mod board;
pub(crate) mod classic;
pub(crate) mod cutting;
pub(crate) mod general;
pub(crate) mod geography;
pub(crate) mod graph_input;
pub(crate) mod hackenbush;
pub(crate) mod inspect;
pub(crate) mod jiangnan;
pub(crate) mod kam;
pub(crate) mod matching;
pub(crate) mod nim;
pub(crate) mod octal;
pub(crate) mod replay;
pub(crate) mod split;

use std::io::Write;

use crate::cli::{Cli, Command};
use crate::Outcome;

/// Runs the subcommand named on the command line, writing its output to `out`.
pub(crate) fn run(cli: &Cli, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    match &cli.command {
        Command::Classic(args) => classic::run(args, cli.json, out),
        Command::Inspect(args) => inspect::run(args, cli.json, out),
        Command::Nim(args) => nim::run(args, cli.json, out),
        Command::Kam(args) => kam::run(args, cli.json, out),
        Command::Split(args) => split::run(args, cli.json, out),
        Command::Jiangnan(args) => jiangnan::run(args, cli.json, out),
        Command::Cutting(args) => cutting::run(args, cli.json, out),
        Command::Hackenbush(args) => hackenbush::run(args, cli.json, out),
        Command::Board(args) => board::run(args, cli.json, out),
        Command::Replay(args) => replay::run(args, cli.json, out),
        Command::Matching(args) => matching::run(args, cli.json, out),
        Command::Geography(args) => geography::run(args, cli.json, out),
        Command::Octal(args) => octal::run(args, cli.json, out),
    }
}

/// Writes `value` as one line of pretty JSON.
pub(crate) fn write_json<T: serde::Serialize>(out: &mut dyn Write, value: &T) -> anyhow::Result<()> {
    serde_json::to_writer_pretty(&mut *out, value)?;
    writeln!(out)?;
    Ok(())
}
