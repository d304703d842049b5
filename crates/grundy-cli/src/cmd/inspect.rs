//! `grundy inspect [FILE] [--format F]`: parse a general input file (board, edge list,
//! DIMACS or Matrix Market) and summarise it: sizes, cell counts, self-loops, parallel
//! edges and isolated vertices. A parse error is reported with file, line and column.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::ValueEnum;
use grundy::format::{self, Format};
use grundy::{BipartiteGraph, Board, Graph, StoneCell, TokenCell};

use crate::cmd::write_json;
use crate::input;
use crate::json::{Inspect, InspectBoard, InspectGraph, Sides};
use crate::Outcome;

/// Arguments of `grundy inspect`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Input file; standard input when omitted or `-`.
    pub(crate) file: Option<PathBuf>,
    /// The input format; `auto` goes by the file extension (`.mtx`, `.col`/`.dimacs`,
    /// `.board`), else by the content.
    #[arg(long, value_enum, default_value_t = FormatArg::Auto)]
    pub(crate) format: FormatArg,
}

/// The values of `--format`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum FormatArg {
    /// By extension, else by content (a board with `X`/`O` is a stone board).
    Auto,
    /// A token board (`.` free, `#` blocked), optional `n m` header.
    Board,
    /// A stone board (`.` the one empty cell, `X` black, `O` white), optional `n m` header.
    Stones,
    /// An edge list `u v` with named vertices and `#` comments.
    #[value(name = "edgelist")]
    EdgeList,
    /// A DIMACS `p edge N M` graph.
    Dimacs,
    /// A Matrix Market coordinate matrix, as a bipartite graph (rows left, columns right).
    Mtx,
}

impl FormatArg {
    /// The name of the format, as written by `--format` (and in the JSON `format` field).
    pub(crate) fn name(self) -> &'static str {
        match self {
            FormatArg::Auto => "auto",
            FormatArg::Board => "board",
            FormatArg::Stones => "stones",
            FormatArg::EdgeList => "edgelist",
            FormatArg::Dimacs => "dimacs",
            FormatArg::Mtx => "mtx",
        }
    }

    /// A human name for the text summary.
    fn title(self) -> &'static str {
        match self {
            FormatArg::Auto => "auto",
            FormatArg::Board => "token board",
            FormatArg::Stones => "stone board",
            FormatArg::EdgeList => "edge list",
            FormatArg::Dimacs => "DIMACS graph",
            FormatArg::Mtx => "Matrix Market bipartite graph",
        }
    }
}

/// Resolves `--format auto` by the extension of `path`, then by the content of `bytes`.
pub(crate) fn resolve(format: FormatArg, path: Option<&Path>, bytes: &[u8]) -> FormatArg {
    if format != FormatArg::Auto {
        return format;
    }
    let extension = path.and_then(Path::extension).and_then(|e| e.to_str());
    let detected = extension.and_then(Format::from_extension).unwrap_or_else(|| format::detect(bytes));
    match detected {
        Format::Board if bytes.iter().any(|&b| b == b'X' || b == b'O') => FormatArg::Stones,
        Format::Board => FormatArg::Board,
        Format::EdgeList => FormatArg::EdgeList,
        Format::Dimacs => FormatArg::Dimacs,
        // Matrix Market (and any format added later, `Format` being non-exhaustive).
        _ => FormatArg::Mtx,
    }
}

/// Counts of each cell kind, keyed by the kind's name.
fn board_summary<C: grundy::Cell>(board: &Board<C>, name: impl Fn(C) -> &'static str) -> InspectBoard {
    let mut cells = BTreeMap::new();
    for &cell in board.cells() {
        *cells.entry(name(cell).to_string()).or_insert(0) += 1;
    }
    InspectBoard { rows: board.n_rows(), columns: board.n_cols(), cells }
}

fn token_name(cell: TokenCell) -> &'static str {
    match cell {
        TokenCell::Free => "free",
        TokenCell::Blocked => "blocked",
    }
}

fn stone_name(cell: StoneCell) -> &'static str {
    match cell {
        StoneCell::Empty => "empty",
        StoneCell::Black => "black",
        StoneCell::White => "white",
    }
}

/// The number of edges whose endpoint pair (unordered) already occurred in `pairs`.
fn count_parallel(mut pairs: Vec<(usize, usize)>) -> usize {
    let n_edges = pairs.len();
    pairs.sort_unstable();
    pairs.dedup();
    n_edges - pairs.len()
}

fn graph_summary(graph: &Graph) -> InspectGraph {
    let pairs = graph.edges().map(|(_, u, v)| (u.index().min(v.index()), u.index().max(v.index()))).collect();
    let vertices = graph.n_vertices();
    InspectGraph {
        vertex_count: vertices,
        edge_count: graph.n_edges(),
        self_loops: graph.edges().filter(|(_, u, v)| u == v).count(),
        parallel_edges: count_parallel(pairs),
        isolated_vertices: (0..vertices).filter(|&v| graph.degree(grundy::VertexId::new(v)) == 0).count(),
        sides: None,
    }
}

fn bipartite_summary(graph: &BipartiteGraph) -> InspectGraph {
    let (n_left, n_right) = (graph.n_left(), graph.n_right());
    let mut left_used = vec![false; n_left];
    let mut right_used = vec![false; n_right];
    for (_, u, v) in graph.edges() {
        left_used[u.index()] = true;
        right_used[v.index()] = true;
    }
    let isolated = left_used.iter().chain(&right_used).filter(|&&used| !used).count();
    InspectGraph {
        vertex_count: n_left + n_right,
        edge_count: graph.n_edges(),
        self_loops: 0,
        parallel_edges: count_parallel(graph.edges().map(|(_, u, v)| (u.index(), v.index())).collect()),
        isolated_vertices: isolated,
        sides: Some(Sides { left: n_left, right: n_right }),
    }
}

/// Runs `inspect`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let path = args.file.as_deref();
    let bytes = input::read(path)?;
    let format = resolve(args.format, path, &bytes);
    let in_file = || input::InFile(input::display_name(path));
    let mut report = Inspect { format: format.name().to_string(), board: None, graph: None };
    match format {
        FormatArg::Auto | FormatArg::Board => {
            let board = format::parse_board::<TokenCell>(&bytes).with_context(in_file)?;
            report.board = Some(board_summary(&board, token_name));
        }
        FormatArg::Stones => {
            let board = format::parse_board::<StoneCell>(&bytes).with_context(in_file)?;
            report.board = Some(board_summary(&board, stone_name));
        }
        FormatArg::EdgeList => {
            let named = format::parse_edge_list(&bytes).with_context(in_file)?;
            report.graph = Some(graph_summary(&named.graph));
        }
        FormatArg::Dimacs => {
            let graph = format::parse_dimacs(&bytes).with_context(in_file)?;
            report.graph = Some(graph_summary(&graph));
        }
        FormatArg::Mtx => {
            let graph = format::parse_matrix_market(&bytes).with_context(in_file)?;
            report.graph = Some(bipartite_summary(&graph));
        }
    }
    if json {
        write_json(out, "inspect", report)?;
        return Ok(Outcome::Done);
    }
    writeln!(out, "format: {}", format.title())?;
    if let Some(board) = &report.board {
        writeln!(out, "size: {} x {} ({} cells)", board.rows, board.columns, board.rows * board.columns)?;
        let order: &[&str] =
            if format == FormatArg::Stones { &["empty", "black", "white"] } else { &["free", "blocked"] };
        for name in order {
            writeln!(out, "{name} cells: {}", board.cells.get(*name).copied().unwrap_or(0))?;
        }
    }
    if let Some(graph) = &report.graph {
        match &graph.sides {
            Some(Sides { left, right }) => {
                writeln!(out, "vertices: {} ({left} rows, {right} columns)", graph.vertex_count)?
            }
            None => writeln!(out, "vertices: {}", graph.vertex_count)?,
        }
        writeln!(out, "edges: {}", graph.edge_count)?;
        writeln!(out, "self-loops: {}", graph.self_loops)?;
        writeln!(out, "parallel edges: {}", graph.parallel_edges)?;
        writeln!(out, "isolated vertices: {}", graph.isolated_vertices)?;
    }
    Ok(Outcome::Done)
}

#[cfg(test)]
mod tests;
