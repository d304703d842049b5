//! Reading a bipartite graph for `grundy matching` and `grundy geography`: any of the
//! general formats (edge list, DIMACS, Matrix Market, token board), two-coloured when it
//! is a general graph, with the names its vertices are shown by.
//!
//! Names: an edge list keeps its own names; DIMACS vertices are their 1-based numbers;
//! a Matrix Market matrix has rows `r1, r2, ...` (left) and columns `c1, c2, ...`
//! (right); a board's free cells are `(row, col)`, 1-based, and blocked cells are not
//! vertices. An edge list or DIMACS graph with an odd cycle (a self-loop included) comes
//! back as a [`GraphInput::General`] graph, for the blossom algorithm.

use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use grundy::format::{self, NamedGraph};
use grundy::game::board_graph::BoardGraph;
use grundy::matching::{bipartition, Bipartition, Side};
use grundy::{BipartiteGraph, EdgeId, TokenCell, VertexId};

use crate::cmd::inspect::{resolve, FormatArg};
use crate::input;

/// Where the vertex names come from.
enum Names {
    /// An edge list (named vertices) or DIMACS (names = 1-based numbers), two-coloured.
    General { split: Bipartition, names: Vec<String>, endpoints: Vec<(VertexId, VertexId)> },
    /// A Matrix Market matrix: rows left, columns right.
    Matrix,
    /// A token board's grid graph.
    Board(BoardGraph),
}

/// A bipartite graph read from a file, with its vertex names.
pub(crate) struct NamedBipartite {
    /// The format the file was read as (`edgelist`, `dimacs`, `mtx` or `board`).
    pub(crate) format: &'static str,
    names: Names,
    matrix: Option<BipartiteGraph>,
}

impl NamedBipartite {
    /// The bipartite graph.
    pub(crate) fn graph(&self) -> &BipartiteGraph {
        match &self.names {
            Names::General { split, .. } => split.graph(),
            Names::Matrix => self.matrix.as_ref().expect("a matrix has its graph"),
            Names::Board(board) => board.graph(),
        }
    }

    /// The name of vertex `v` of side `side`.
    pub(crate) fn name(&self, side: Side, v: VertexId) -> String {
        match &self.names {
            Names::General { split, names, .. } => names[split.original(side, v).index()].clone(),
            Names::Matrix => match side {
                Side::Left => format!("r{}", v.index() + 1),
                Side::Right => format!("c{}", v.index() + 1),
            },
            Names::Board(board) => {
                let cell = board.cell(side, v).index();
                format!("({}, {})", cell / board.n_cols() + 1, cell % board.n_cols() + 1)
            }
        }
    }

    /// The names of the endpoints of `edge`: as written in the file for edge lists and
    /// DIMACS, else the left (row, or the cell whose row + column is even) first.
    pub(crate) fn edge_names(&self, edge: EdgeId) -> (String, String) {
        match &self.names {
            Names::General { names, endpoints, .. } => {
                let (a, b) = endpoints[edge.index()];
                (names[a.index()].clone(), names[b.index()].clone())
            }
            _ => {
                let (u, w) = self.graph().endpoints(edge);
                (self.name(Side::Left, u), self.name(Side::Right, w))
            }
        }
    }

    /// How vertices are named, for messages.
    pub(crate) fn naming(&self) -> &'static str {
        match &self.names {
            Names::General { .. } if self.format == "dimacs" => "DIMACS vertices are named by their numbers",
            Names::General { .. } => "vertices are named as in the edge list",
            Names::Matrix => "matrix rows are r1, r2, ... and columns c1, c2, ...",
            Names::Board(_) => "vertices are the free cells, as `row,col` or `(row, col)` from 1",
        }
    }

    /// The vertex called `name` (a board cell also as `row,col`), if any.
    pub(crate) fn find(&self, name: &str) -> Option<(Side, VertexId)> {
        match &self.names {
            Names::General { split, names, .. } => {
                names.iter().position(|n| n == name).map(|v| split.place(VertexId::new(v)))
            }
            Names::Matrix => {
                let (side, number) = match name.as_bytes().first()? {
                    b'r' => (Side::Left, &name[1..]),
                    b'c' => (Side::Right, &name[1..]),
                    _ => return None,
                };
                let index = number.parse::<usize>().ok()?.checked_sub(1)?;
                let n = if side == Side::Left { self.graph().n_left() } else { self.graph().n_right() };
                (index < n).then(|| (side, VertexId::new(index)))
            }
            Names::Board(board) => {
                let inner = name.trim().trim_start_matches('(').trim_end_matches(')');
                let (row, col) = inner.split_once(',')?;
                let row = row.trim().parse::<usize>().ok()?.checked_sub(1)?;
                let col = col.trim().parse::<usize>().ok()?.checked_sub(1)?;
                if row >= board.n_rows() || col >= board.n_cols() {
                    return None;
                }
                board.vertex(grundy::CellId::new(row * board.n_cols() + col))
            }
        }
    }

    /// Every vertex, in input order: an edge list's order of first appearance, DIMACS
    /// numbers, matrix rows then columns, board cells row-major.
    pub(crate) fn vertices(&self) -> Vec<(Side, VertexId)> {
        match &self.names {
            Names::General { split, names, .. } => {
                (0..names.len()).map(|v| split.place(VertexId::new(v))).collect()
            }
            Names::Matrix => {
                let graph = self.graph();
                let left = (0..graph.n_left()).map(|v| (Side::Left, VertexId::new(v)));
                left.chain((0..graph.n_right()).map(|v| (Side::Right, VertexId::new(v)))).collect()
            }
            Names::Board(board) => (0..board.n_rows() * board.n_cols())
                .filter_map(|cell| board.vertex(grundy::CellId::new(cell)))
                .collect(),
        }
    }
}

/// A graph read for `matching` or `geography`.
pub(crate) enum GraphInput {
    /// A bipartite graph (any format), with its vertex names.
    Bipartite(Box<NamedBipartite>),
    /// An edge list or DIMACS graph with an odd cycle.
    General(NamedGraph),
}

/// The input arguments of the commands that read any graph (`matching`, `geography`).
#[derive(Debug, clap::Args)]
pub(crate) struct GraphFileArgs {
    /// Input file; standard input when omitted or `-`.
    pub(crate) file: Option<PathBuf>,
    /// The input format; `auto` goes by the file extension, else by the content.
    #[arg(long, value_enum, default_value_t = FormatArg::Auto)]
    pub(crate) format: FormatArg,
}

impl GraphFileArgs {
    /// Reads the graph these arguments name (see [`read`]).
    pub(crate) fn read(&self) -> anyhow::Result<GraphInput> {
        read(self.file.as_deref(), self.format)
    }
}

/// Reads `path` (or standard input) in `format`: a bipartite graph when it is one, else
/// (edge lists and DIMACS only) the general graph.
pub(crate) fn read(path: Option<&Path>, format: FormatArg) -> anyhow::Result<GraphInput> {
    let bytes = input::read(path)?;
    let format = resolve(format, path, &bytes);
    let in_file = || format!("in {}", input::display_name(path));
    let general = |names: Vec<String>, graph: grundy::Graph, format: &'static str| {
        let endpoints = graph.edges().map(|(_, a, b)| (a, b)).collect();
        Ok(match bipartition(&graph) {
            Ok(split) => GraphInput::Bipartite(Box::new(NamedBipartite {
                format,
                names: Names::General { split, names, endpoints },
                matrix: None,
            })),
            Err(_) => GraphInput::General(NamedGraph { graph, names }),
        })
    };
    match format {
        FormatArg::EdgeList => {
            let NamedGraph { graph, names } = format::parse_edge_list(&bytes).with_context(in_file)?;
            general(names, graph, "edgelist")
        }
        FormatArg::Dimacs => {
            let graph = format::parse_dimacs(&bytes).with_context(in_file)?;
            let names = (1..=graph.n_vertices()).map(|v| v.to_string()).collect();
            general(names, graph, "dimacs")
        }
        FormatArg::Mtx => {
            let graph = format::parse_matrix_market(&bytes).with_context(in_file)?;
            Ok(GraphInput::Bipartite(Box::new(NamedBipartite { format: "mtx", names: Names::Matrix, matrix: Some(graph) })))
        }
        FormatArg::Auto | FormatArg::Board => {
            let board = format::parse_board::<TokenCell>(&bytes).with_context(in_file)?;
            let max_cells = grundy::classic::loj6033_board::MAX_CELLS;
            if board.cells().len() as u64 > max_cells {
                bail!("in {}: a board of more than {max_cells} cells is too large for its grid graph", input::display_name(path));
            }
            let names = Names::Board(BoardGraph::from_token_board(&board));
            Ok(GraphInput::Bipartite(Box::new(NamedBipartite { format: "board", names, matrix: None })))
        }
        FormatArg::Stones => bail!(
            "in {}: a stone board (with `X`/`O`) is not a graph here; `grundy replay` analyses stone games, or pass --format board for a board of `.` and `#`",
            input::display_name(path)
        ),
    }
}
