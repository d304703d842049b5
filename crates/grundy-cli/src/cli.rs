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
    /// Print machine-readable JSON instead of text: one document per run, compact on one
    /// line (pretty on a terminal), following the versioned schema in `crates/grundy-json/schema/`; errors
    /// too are JSON then.
    #[arg(long, global = true)]
    pub(crate) json: bool,

    /// With --json: indent the JSON for people, even when it does not go to a terminal.
    #[arg(long, global = true, requires = "json")]
    pub(crate) pretty: bool,

    #[command(subcommand)]
    pub(crate) command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Judge mode: read a classic problem's exact input format and write its exact output.
    #[command(
        after_help = "Examples:\n  grundy classic poi2009-kam examples/poi2009_kam.in\n  grundy classic noi2011-bunny examples/noi2011_bunny.in --json"
    )]
    Classic(cmd::classic::Args),
    /// Parse an input file (graph or board) and summarise it; errors point at line and column.
    #[command(after_help = "Example:\n  grundy inspect examples/graph.txt --format edgelist --json")]
    Inspect(cmd::inspect::Args),
    /// Nim: the verdict and a winning move (exit 1 when the position is lost).
    ///
    /// With --move PILE:TAKE (a move to check and play) or --play (the engine's move),
    /// the answer is about the position after that move, and says what it did.
    #[command(
        after_help = "Examples:\n  grundy nim 3 4 5\n  grundy nim 3 4 5 --move 3:1 --json\n\nPiles are numbered from 1. Exit code 1 when the player to move loses."
    )]
    Nim(cmd::nim::Args),
    /// Staircase Nim on a non-decreasing row: the verdict and a winning move.
    ///
    /// A move takes pebbles from one pile and must keep the row non-decreasing. With
    /// --move PILE:TAKE or --play (the engine's move), the answer is about the position
    /// after that move.
    #[command(
        alias = "kam",
        after_help = "Examples:\n  grundy staircase 1 5 14 16 20\n  grundy staircase 1 5 14 16 20 --play\n\nPiles are numbered from 1. Exit code 1 when the player to move loses."
    )]
    Staircase(cmd::staircase::Args),
    /// Bean splitting: the smallest winning move (i j k, bottles from 0) and the number
    /// of winning moves.
    ///
    /// With --move I:J:K or --play (the engine's move), the answer is about the position
    /// after that move.
    #[command(
        alias = "split",
        after_help = "Examples:\n  grundy bean-split 1 0 1 5000 --all\n  grundy bean-split 1 0 1 5000 --move 0:2:3\n\nExit code 1 when the player to move loses."
    )]
    BeanSplit(cmd::bean_split::Args),
    /// Equal splitting: the verdict and a winning split.
    ///
    /// With --move PILE:PARTS or --play (the engine's move), the answer is about the
    /// position after that split (its parts in place of the pile).
    #[command(
        alias = "jiangnan",
        after_help = "Examples:\n  grundy equal-split --threshold 3 5 6 7 --all\n  grundy equal-split --threshold 3 5 6 7 --play\n\nPiles are numbered from 1. Exit code 1 when the player to move loses."
    )]
    EqualSplit(cmd::equal_split::Args),
    /// Paper cutting: whoever cuts out a 1 x 1 piece wins; the verdict and a winning cut,
    /// on one sheet or a sum of several (W H W H ...).
    ///
    /// With --move SHEET:DIRECTION:AT (DIRECTION `vertical` or `horizontal`) or --play
    /// (the engine's cut), the answer is about the position after that cut (its two
    /// pieces in place of the sheet).
    #[command(
        alias = "cutting",
        after_help = "Examples:\n  grundy paper-cutting 4 2 --table\n  grundy paper-cutting 4 2 6 2 --move 2:vertical:2\n\nSheets are numbered from 1. Exit code 1 when the player to move loses."
    )]
    PaperCutting(cmd::paper_cutting::Args),
    /// Green Hackenbush on an edge list or DIMACS graph: the Grundy value, who wins, and a
    /// winning cut.
    ///
    /// The value takes linear time. Winning cuts of bridges are always listed; cuts inside
    /// 2-edge-connected components are searched within a budget of 10^8 steps (about a
    /// second), since that search is quadratic in a component's size.
    ///
    /// With --move EDGE (its position among the file's edges, from 1) or --play (the
    /// engine's cut), the answer is about the position after the cut: the same edge
    /// numbers, the cut edge and those that fell no longer live.
    ///
    /// Exit codes: 0 when the player to move wins, 1 when the player to move loses,
    /// 2 on bad input.
    #[command(
        after_help = "Examples:\n  grundy hackenbush examples/tree.txt --ground 1 --json\n  grundy hackenbush examples/tree.txt --ground 1 --play"
    )]
    Hackenbush(cmd::hackenbush::Args),
    /// Heaps of an octal game (Kayles 0.77, Dawson's Kayles 0.07, ...): each heap's
    /// Grundy value, the nim-sum, who wins and a winning move.
    ///
    /// A move takes TAKE tokens in a row from one heap and leaves the tokens on either
    /// side as heaps, as the code allows (see `grundy octal --help`). With
    /// --move HEAP:TAKE:LEFT:RIGHT (LEFT tokens left before the taken ones, RIGHT after;
    /// 0 for none) or --play (the engine's move), the answer is about the position after
    /// that move.
    #[command(
        after_help = "Examples:\n  grundy heaps 0.77 3 4 7\n  grundy heaps 0.77 7 --move 1:2:2:3\n\nHeaps are numbered from 1. Exit code 1 when the player to move loses."
    )]
    Heaps(cmd::heaps::Args),
    /// Token board (LOJ 6033 rules): redraw it with who wins from a token on each cell.
    ///
    /// With --token and --move, the position of a game in progress (visited cells are
    /// blocked): who is to move wins, the legal moves, the engine's move; exit code 1 when
    /// the player to move loses. --explain says why, from the maximum matching.
    #[command(
        after_help = "Examples:\n  grundy board examples/loj6033_board.in\n  grundy board examples/loj6033_board.in --cell 2,3 --cell 4,4 --explain\n  grundy board examples/loj6033_board.in --token 1,1 --move 1,2 --explain\n  grundy board examples/loj6033_board.in --svg board.svg --moves"
    )]
    Board(cmd::board::Args),
    /// NOI 2011 game record: who was winning before and after every half-move.
    #[command(after_help = "Example:\n  grundy replay examples/noi2011_bunny.in --json")]
    Replay(cmd::replay::Args),
    /// The stone game (NOI 2011 rules) on a stone board, after the moves so far: who is
    /// to move, the legal moves, who wins with correct play and the winning move.
    ///
    /// Tutu moves a white stone `O` next to the empty cell into it, first; Dandan a black
    /// stone `X`; who cannot move loses. Each --move names the stone moved, in order; the
    /// moves so far are analysed as `replay` does (mistakes, better moves).
    ///
    /// Exit codes: 0, or 1 when the player to move loses; 2 on bad input.
    #[command(after_help = "Example:\n  grundy stones examples/stones.txt --move 2,3 --move 1,3")]
    Stones(cmd::stones::Args),
    /// Maximum matching of any graph, with the certificates that it is maximum.
    ///
    /// The size, and on request the pairs, every vertex's part (missable, adjacent, perfect) and, on bipartite graphs, every
    /// vertex's and edge's Dulmage-Mendelsohn status, a minimum vertex cover, a maximum
    /// independent set and a minimum edge cover; on graphs with an odd cycle, the
    /// Tutte-Berge certificate.
    ///
    /// Formats: edge list (own names), DIMACS (vertex numbers), Matrix Market (rows r1..,
    /// columns c1..), token board (free cells "(row, col)", 1-based). Edge lists and
    /// DIMACS graphs are two-coloured; a graph with an odd cycle is solved by Edmonds'
    /// blossom algorithm, and the bipartite-only flags are refused for it.
    ///
    /// With --dmperm, a Matrix Market matrix's Dulmage-Mendelsohn permutation instead:
    /// MATLAB's [p,q,r,s,cc,rr] = dmperm(A), 1-based.
    #[command(
        after_help = "Examples:\n  grundy matching examples/bipartite.txt --edges --cover\n  grundy matching examples/jacobian.mtx --dmperm"
    )]
    Matching(cmd::matching::Args),
    /// Vertex geography on any graph: who wins from each start, and how.
    ///
    /// With --start, the winner's whole strategy, a tree of moves (the winner answers along a maximum
    /// matching), on bipartite graphs and graphs with odd cycles alike.
    ///
    /// Exit codes: 0, or 1 when the player to move loses from --start; 2 on bad input.
    #[command(after_help = "Example:\n  grundy geography examples/bipartite.txt --start a --depth 6")]
    Geography(cmd::geography::Args),
    /// Octal games: the Grundy sequence, its period certified by the Guy-Smith bound, and
    /// the sparse space (rare values and mask).
    #[command(
        args_conflicts_with_subcommands = true,
        subcommand_negates_reqs = true,
        long_about = cmd::octal::LONG_ABOUT,
        after_help = "Examples:\n  grundy octal 0.07 --until-periodic\n  grundy octal 0.1777 --max 1000000 --values values.txt --json\n  grundy octal 0.77 --misere\n  grundy octal census 0.### 4.### --max 1000"
    )]
    Octal(cmd::octal::Args),
    /// Draw one valid input of a judge problem (the same seed gives the same input).
    #[command(
        after_help = "Examples:\n  grundy gen poi2009-kam --seed 7\n  grundy gen noi2011-bunny --size tiny --corner"
    )]
    Gen(cmd::gen::Args),
    /// Judge an output: exit 0 accepted, 1 wrong answer, 2 presentation error, 3 checker
    /// failure (testlib's convention), with a one-line reason on standard error.
    ///
    /// Usable as `oj t --judge-command "grundy check PROBLEM"` and as a Polygon/testlib
    /// checker (INPUT OUTPUT ANSWER; the answer is computed, so ANSWER is ignored).
    #[command(
        after_help = "Example:\n  grundy check poj2311-cutting examples/poj2311_cutting.in examples/poj2311_cutting.out"
    )]
    Check(cmd::check::Args),
    /// Stress-test a solution against grundy: generated inputs, compared answers, and the
    /// smallest failing input found by shrinking.
    #[command(long_about = cmd::stress::LONG_ABOUT, after_help = cmd::stress::AFTER_HELP)]
    Stress(cmd::stress::Args),
    /// Start the web app: set up positions, see who wins and why, play against the engine.
    ///
    /// Serves the page and its JSON API (`GET /api` lists the endpoints; each returns the
    /// document of the command of the same name with `--json`) on 127.0.0.1 only, unless
    /// --host says otherwise. Ctrl-C stops the server.
    ///
    /// Small requests (a click) run on the fast lane; long runs (an octal run past
    /// --fast-budget-ms, a board or graph of more than 256 KiB) on the long lane, which
    /// has fewer slots than the machine has cores, a bounded line and a share per client,
    /// so a click never waits behind a long run. A full lane answers 503, a client over
    /// its share 429, both with Retry-After; `GET /api` lists the limits.
    #[command(
        after_help = "Examples:\n  grundy serve --port 8642\n  then open http://127.0.0.1:8642/ in a browser\n  grundy serve --port 8642 --long-parallel 1 --long-queue 8 --long-per-client 1\n  a classroom on a 2-core laptop: one long run at a time, eight in line, one each\n  (add --host 0.0.0.0 to serve the room's network)"
    )]
    Serve(cmd::serve::Args),
    /// Write grundy's manual page or a shell's completion script, generated from these
    /// very definitions of the commands and their flags.
    #[command(long_about = cmd::generate::LONG_ABOUT, after_help = cmd::generate::AFTER_HELP)]
    Generate(cmd::generate::Args),
}

/// An optional input file argument: a path, or `-` / nothing for standard input.
#[derive(Debug, clap::Args)]
pub(crate) struct InputFile {
    /// Input file; standard input when omitted or `-`.
    pub(crate) file: Option<PathBuf>,
}
