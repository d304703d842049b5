//! The command line, as clap-derive structs: global switches and one struct per
//! subcommand. Each subcommand's help ends with an example.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use crate::cmd;

/// Exact solver for impartial combinatorial games.
///
/// Exit codes: 0 success, 1 a "no"/"losing" verdict where a command documents it,
/// 2 bad input or usage.
#[derive(Debug, Parser)]
#[command(name = "grundy", version)]
#[command(
    after_help = "Examples:\n  grundy classic loj6033-board examples/loj6033_board.in\n  grundy inspect examples/board.txt --json"
)]
pub(crate) struct Cli {
    /// Print machine-readable JSON instead of text.
    #[arg(long, global = true)]
    pub(crate) json: bool,

    #[command(subcommand)]
    pub(crate) command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Judge mode: read a classic problem's exact input format and write its exact output.
    #[command(after_help = "Example:\n  grundy classic poi2009-kam < kam.in")]
    Classic(cmd::classic::Args),
    /// Parse an input file (graph or board) and summarise it; errors point at line and column.
    #[command(after_help = "Example:\n  grundy inspect graph.txt --format edgelist --json")]
    Inspect(cmd::inspect::Args),
    /// Token board (LOJ 6033 rules): redraw it with who wins from a token on each cell.
    #[command(after_help = "Example:\n  grundy board examples/loj6033_board.in")]
    Board(cmd::board::Args),
    /// NOI 2011 game record: who was winning before and after every half-move.
    #[command(after_help = "Example:\n  grundy replay examples/noi2011_bunny.in --json")]
    Replay(cmd::replay::Args),
}

/// An optional input file argument: a path, or `-` / nothing for standard input.
#[derive(Debug, clap::Args)]
pub(crate) struct InputFile {
    /// Input file; standard input when omitted or `-`.
    pub(crate) file: Option<PathBuf>,
}
