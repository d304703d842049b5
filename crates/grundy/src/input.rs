//! Reading any graph file with its vertex names, in one place: [`read_graph`] takes the
//! bytes and a [`FormatHint`] and returns a [`GraphInput`]: the graph, the format it was
//! read as, every vertex's name, and the two-colouring when the graph is bipartite.
//!
//! The formats ([`Format`]): an edge list (vertices keep their own names), DIMACS
//! (vertices are named by their numbers), Matrix Market (rows `r1, r2, ...` are one side,
//! columns `c1, c2, ...` the other) and a token board (its free cells are the vertices,
//! named `(row, col)` from 1; neighbours are orthogonal). Vertices are numbered in input
//! order: an edge list's order of first appearance, DIMACS numbers, matrix rows then
//! columns, and for a board every cell row-major (a blocked cell is a number that is not
//! a vertex, so that 10^8-cell boards need no renumbering).
//!
//! Detection is strict. With [`FormatHint::Detect`] the format is guessed by [`detect`]
//! (the caller may first map a file extension through [`Format::from_extension`]),
//! and a guess of "edge list" must be clear: a file in which a line looks like a board
//! row (only `.`, `#`, `X`, `O`, two or more of them), such as a NOI 2011 game record or
//! a board with a stray line, is a [`ParseErrorKind::NotFormat`] error at that line that
//! says what the file looks like; so is a stone board. [`FormatHint::Exactly`] reads the
//! format it names and nothing else, which is how a user forces a format.
//!
//! O(length of the input) time and space, plus the two-colouring (O(V + E)) for edge
//! lists and DIMACS graphs. A game in progress deletes vertices ([`GraphInput::without`]):
//! the deleted keep their numbers and names but are no longer vertices, as a board's
//! blocked cells, so that every answer on what is left names the input's own vertices.
//! Not done here: directed graphs, weights, hypergraphs.

use std::collections::HashMap;
use std::fmt;

use crate::board::{Board, CellId, Position, TokenCell};
use crate::format::scan::Scanner;
use crate::format::{detect, first_board_row, starts_with_size_header};
use crate::format::{parse_dimacs, parse_edge_list, parse_matrix_market, parse_token_board};
use crate::format::{FileKind, Format, NamedGraph, ParseError, ParseErrorKind};
use crate::graph::{BipartiteGraph, BoardGraph, Graph, VertexId};
use crate::matching::bipartition::bipartition_if_any;
use crate::matching::{gallai_edmonds, grid_fits, grid_matching, maximum_matching};
use crate::matching::{BipartiteMatching, Bipartition, Side};

/// How [`read_graph`] chooses the format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FormatHint {
    /// By the content ([`detect`]), strictly: an unclear file is an error.
    Detect,
    /// This format and no other (the user forced it).
    Exactly(Format),
}

/// A graph read from a file, with the names of its vertices.
#[derive(Clone, Debug)]
pub struct GraphInput {
    format: Format,
    graph: InputGraph,
    /// For edge lists, DIMACS graphs and matrices, the vertex numbers that are no longer
    /// vertices ([`GraphInput::without`]): their edges are gone. Empty when none is
    /// (deleted board cells are blocked instead).
    deleted: Vec<bool>,
}

/// The graph of each format, as read.
#[derive(Clone, Debug)]
enum InputGraph {
    /// An edge list or DIMACS graph, with names (DIMACS: none, the numbers serve) and its
    /// two-colouring when it has one.
    General { graph: Graph, names: Option<Vec<String>>, split: Option<Box<Bipartition>> },
    /// A Matrix Market matrix: rows are left vertices, columns right ones.
    Matrix(BipartiteGraph),
    /// A token board.
    Board(Board<TokenCell>),
}

/// The name of a vertex of a [`GraphInput`]; displays as the user wrote or sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VertexName<'a> {
    /// A name from an edge list.
    Named(&'a str),
    /// A DIMACS vertex number (from 1).
    Number(usize),
    /// A matrix row, from 1 (`r3`).
    Row(usize),
    /// A matrix column, from 1 (`c3`).
    Column(usize),
    /// A board cell (`(2, 3)`, from 1).
    Cell(Position),
}

impl fmt::Display for VertexName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VertexName::Named(name) => f.write_str(name),
            VertexName::Number(n) => write!(f, "{n}"),
            VertexName::Row(r) => write!(f, "r{r}"),
            VertexName::Column(c) => write!(f, "c{c}"),
            VertexName::Cell(p) => write!(f, "{p}"),
        }
    }
}

/// The bipartite view of a bipartite [`GraphInput`]: the graph with its sides, and the
/// map between its `(side, vertex)` pairs and the input's vertices.
#[derive(Clone, Debug)]
pub struct BipartiteInput<'a> {
    source: BipartiteSource<'a>,
}

#[derive(Clone, Debug)]
enum BipartiteSource<'a> {
    Split(&'a Bipartition),
    Matrix(&'a BipartiteGraph),
    Board(Box<BoardGraph>),
}

impl BipartiteInput<'_> {
    /// A maximum matching of [`BipartiteInput::graph`]: on a board by the grid engine,
    /// which works on the board itself, otherwise by [`maximum_matching`].
    ///
    /// # Complexity
    /// That of the engine: near-linear on boards and random sparse graphs.
    pub fn maximum_matching(&self) -> BipartiteMatching {
        match &self.source {
            BipartiteSource::Board(board) if grid_fits(board.n_rows(), board.n_cols()) => {
                let usable = |cell: usize| board.vertex(CellId::new(cell)).is_some();
                let grid = grid_matching(board.n_rows(), board.n_cols(), usable);
                let pairs = grid.cells().filter_map(|cell| match board.vertex(cell.id())? {
                    (Side::Left, u) => Some((u, board.vertex(cell.mate()?)?.1)),
                    (Side::Right, _) => None,
                });
                let graph = board.graph();
                BipartiteMatching::from_pairs(graph.n_left(), graph.n_right(), pairs)
                    .expect("the grid engine matches each cell once")
            }
            _ => maximum_matching(self.graph()),
        }
    }

    /// The bipartite graph. For an edge list or DIMACS graph, edge `i` is the input's
    /// edge `i`; for a matrix, entry `i`; for a board, the grid edges row-major, each
    /// cell's right neighbour before its lower one. Left: the first colour class of each
    /// component (edge lists, DIMACS), the rows (matrices), the cells with `row + col`
    /// even (boards).
    pub fn graph(&self) -> &BipartiteGraph {
        match &self.source {
            BipartiteSource::Split(split) => split.graph(),
            BipartiteSource::Matrix(graph) => graph,
            BipartiteSource::Board(board) => board.graph(),
        }
    }

    /// The input vertex of vertex `v` of side `side`.
    ///
    /// # Panics
    /// If `v` is not a vertex of `side`.
    pub fn input_vertex(&self, side: Side, v: VertexId) -> VertexId {
        match &self.source {
            BipartiteSource::Split(split) => split.original(side, v),
            BipartiteSource::Matrix(graph) => match side {
                Side::Left => v,
                Side::Right => VertexId::new(graph.n_left() + v.index()),
            },
            BipartiteSource::Board(board) => VertexId::new(board.cell(side, v).index()),
        }
    }

    /// The side and index of input vertex `v`, `None` for a blocked board cell.
    ///
    /// # Panics
    /// If `v` is not below the input's [`GraphInput::n_vertices`].
    pub fn place(&self, v: VertexId) -> Option<(Side, VertexId)> {
        match &self.source {
            BipartiteSource::Split(split) => Some(split.place(v)),
            BipartiteSource::Matrix(graph) => Some(match v.index().checked_sub(graph.n_left()) {
                None => (Side::Left, v),
                Some(w) => (Side::Right, VertexId::new(w)),
            }),
            BipartiteSource::Board(board) => board.vertex(CellId::new(v.index())),
        }
    }
}

impl GraphInput {
    /// A graph built in memory (by a front end from its own graph type) as an input: it
    /// reads like a DIMACS file, its vertices named by their numbers from 1, and is
    /// two-coloured like every other graph, so [`solve_graph_geography`] picks its engine.
    ///
    /// [`solve_graph_geography`]: crate::game::geography::solve_graph_geography
    ///
    /// # Complexity
    /// O(V + E) time for the two-colouring.
    ///
    /// # Examples
    /// ```
    /// use grundy::input::GraphInput;
    /// use grundy::{Graph, VertexId};
    /// let v = VertexId::new;
    /// let triangle = GraphInput::from_graph(Graph::from_edges(3, vec![(v(0), v(1)), (v(1), v(2)), (v(2), v(0))]));
    /// assert!(!triangle.is_bipartite());
    /// assert_eq!(triangle.name(v(0)).to_string(), "1");
    /// ```
    pub fn from_graph(graph: Graph) -> GraphInput {
        let split = bipartition_if_any(&graph).map(Box::new);
        GraphInput {
            format: Format::Dimacs,
            graph: InputGraph::General { graph, names: None, split },
            deleted: Vec::new(),
        }
    }

    /// The format the file was read as.
    pub fn format(&self) -> Format {
        self.format
    }

    /// The number of vertex numbers: vertices, and for a board every cell (blocked cells
    /// included; see [`GraphInput::is_vertex`]), deleted vertices included.
    pub fn n_vertices(&self) -> usize {
        match &self.graph {
            InputGraph::General { graph, .. } => graph.n_vertices(),
            InputGraph::Matrix(graph) => graph.n_left() + graph.n_right(),
            InputGraph::Board(board) => board.cells().len(),
        }
    }

    /// Whether `v` is a vertex: always, but for the blocked cells of a board and the
    /// vertices deleted by [`GraphInput::without`].
    ///
    /// # Panics
    /// If `v` is not below [`GraphInput::n_vertices`].
    pub fn is_vertex(&self, v: VertexId) -> bool {
        match &self.graph {
            InputGraph::Board(board) => board.cells()[v.index()] == TokenCell::Free,
            _ => {
                assert!(v.index() < self.n_vertices(), "no vertex {v}");
                !self.deleted.get(v.index()).copied().unwrap_or(false)
            }
        }
    }

    /// The neighbours of vertex `v`: the vertices one edge away, each once, in input
    /// order (`v` itself never: a loop is no move); the legal moves of a token on `v`.
    ///
    /// # Complexity
    /// O(d log d) for `v`'s d edges; for a matrix column, O(E) (a matrix keeps its
    /// entries by row).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    ///
    /// # Examples
    /// ```
    /// use grundy::input::{read_graph, FormatHint};
    /// let input = read_graph(b"a b\nb c\nb a\nb b\n", FormatHint::Detect)?;
    /// let b = input.find("b").unwrap();
    /// let names: Vec<String> = input.neighbors(b).into_iter().map(|v| input.name(v).to_string()).collect();
    /// assert_eq!(names, ["a", "c"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn neighbors(&self, v: VertexId) -> Vec<VertexId> {
        assert!(self.is_vertex(v), "{v} is not a vertex");
        let mut res: Vec<VertexId> = match &self.graph {
            InputGraph::General { graph, .. } => graph.neighbor_row(v).to_vec(),
            InputGraph::Matrix(graph) => match v.index().checked_sub(graph.n_left()) {
                None => graph.left_row(v).iter().map(|w| VertexId::new(graph.n_left() + w.index())).collect(),
                Some(c) => graph.edges().filter(|&(_, _, w)| w.index() == c).map(|(_, u, _)| u).collect(),
            },
            InputGraph::Board(board) => {
                let free = |cell: &CellId| board.cells()[cell.index()] == TokenCell::Free;
                board
                    .shape()
                    .neighbors(CellId::new(v.index()))
                    .filter(free)
                    .map(|c| VertexId::new(c.index()))
                    .collect()
            }
        };
        res.retain(|&w| w != v);
        res.sort_unstable();
        res.dedup();
        res
    }

    /// The same input without the vertices `deleted`: they keep their numbers and names
    /// but are no longer vertices ([`GraphInput::is_vertex`], [`GraphInput::find`],
    /// [`GraphInput::vertices`] skip them), and their edges are gone (a board's cells
    /// become blocked). What a game of geography leaves of the graph: the vertices the
    /// token has left. The two-colouring is found anew, so a graph may become bipartite.
    ///
    /// # Complexity
    /// O(V + E) time and space (O(cells) for a board).
    ///
    /// # Panics
    /// If a vertex of `deleted` is not below [`GraphInput::n_vertices`].
    ///
    /// # Examples
    /// ```
    /// use grundy::input::{read_graph, FormatHint};
    /// // A triangle a - b - c: without b it is the edge a - c, bipartite.
    /// let input = read_graph(b"a b\nb c\nc a\n", FormatHint::Detect)?;
    /// let rest = input.without([input.find("b").unwrap()]);
    /// assert!(!input.is_bipartite() && rest.is_bipartite());
    /// assert_eq!(rest.find("b"), None);
    /// assert_eq!(rest.vertices().count(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn without(&self, deleted: impl IntoIterator<Item = VertexId>) -> GraphInput {
        let n = self.n_vertices();
        let mut gone = if self.deleted.is_empty() { vec![false; n] } else { self.deleted.clone() };
        for v in deleted {
            assert!(v.index() < n, "no vertex {v}");
            gone[v.index()] = true;
        }
        let kept = |v: VertexId| !gone[v.index()];
        let graph = match &self.graph {
            InputGraph::General { graph, names, .. } => {
                let edges = graph.edges().filter(|&(_, a, b)| kept(a) && kept(b)).map(|(_, a, b)| (a, b));
                let graph = Graph::from_edges(n, edges.collect());
                let split = bipartition_if_any(&graph).map(Box::new);
                InputGraph::General { graph, names: names.clone(), split }
            }
            InputGraph::Matrix(graph) => {
                let n_left = graph.n_left();
                let edges = graph
                    .edges()
                    .filter(|&(_, u, w)| kept(u) && kept(VertexId::new(n_left + w.index())))
                    .map(|(_, u, w)| (u, w));
                InputGraph::Matrix(BipartiteGraph::from_edges(n_left, graph.n_right(), edges.collect()))
            }
            InputGraph::Board(board) => {
                let cells = board
                    .cells()
                    .iter()
                    .zip(&gone)
                    .map(|(&cell, &gone)| if gone { TokenCell::Blocked } else { cell })
                    .collect();
                let board = Board::new(board.n_rows(), board.n_cols(), cells);
                return GraphInput {
                    format: self.format,
                    graph: InputGraph::Board(board),
                    deleted: Vec::new(),
                };
            }
        };
        GraphInput { format: self.format, graph, deleted: gone }
    }

    /// How many deleted vertices lie on each side, as `place` puts them.
    fn deleted_per_side(&self, place: impl Fn(VertexId) -> Side) -> (usize, usize) {
        let mut res = (0, 0);
        for (v, _) in self.deleted.iter().enumerate().filter(|(_, &gone)| gone) {
            match place(VertexId::new(v)) {
                Side::Left => res.0 += 1,
                Side::Right => res.1 += 1,
            }
        }
        res
    }

    /// Every vertex, in input order.
    pub fn vertices(&self) -> impl Iterator<Item = VertexId> + '_ {
        (0..self.n_vertices()).map(VertexId::new).filter(|&v| self.is_vertex(v))
    }

    /// The name of vertex `v`.
    ///
    /// # Panics
    /// If `v` is not below [`GraphInput::n_vertices`].
    pub fn name(&self, v: VertexId) -> VertexName<'_> {
        match &self.graph {
            InputGraph::General { names: Some(names), .. } => VertexName::Named(&names[v.index()]),
            InputGraph::General { names: None, .. } => VertexName::Number(v.index() + 1),
            InputGraph::Matrix(graph) => match v.index().checked_sub(graph.n_left()) {
                None => VertexName::Row(v.index() + 1),
                Some(c) => VertexName::Column(c + 1),
            },
            InputGraph::Board(board) => VertexName::Cell(board.position(CellId::new(v.index()))),
        }
    }

    /// Every edge as its two input vertices, in input order (an edge list's or DIMACS
    /// file's lines, loops and parallel edges included; a matrix's entries, row first; a
    /// board's grid edges row-major, each cell's right neighbour before its lower one).
    /// The edges of deleted vertices are gone.
    ///
    /// # Complexity
    /// O(V + E) (O(cells) for a board).
    ///
    /// # Examples
    /// ```
    /// use grundy::input::{read_graph, FormatHint};
    /// let input = read_graph(b"..\n#.\n", FormatHint::Detect)?;
    /// let edges: Vec<String> =
    ///     input.edges().into_iter().map(|(u, w)| format!("{} {}", input.name(u), input.name(w))).collect();
    /// assert_eq!(edges, ["(1, 1) (1, 2)", "(1, 2) (2, 2)"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn edges(&self) -> Vec<(VertexId, VertexId)> {
        match &self.graph {
            InputGraph::General { graph, .. } => graph.edges().map(|(_, u, w)| (u, w)).collect(),
            InputGraph::Matrix(graph) => {
                graph.edges().map(|(_, u, w)| (u, VertexId::new(graph.n_left() + w.index()))).collect()
            }
            InputGraph::Board(board) => {
                let shape = board.shape();
                let free = |cell: CellId| board.cells()[cell.index()] == TokenCell::Free;
                let id = |cell: CellId| VertexId::new(cell.index());
                shape
                    .cells()
                    .filter(|&c| free(c))
                    .flat_map(|c| {
                        shape.neighbors(c).filter(move |&n| n > c && free(n)).map(move |n| (id(c), id(n)))
                    })
                    .collect()
            }
        }
    }

    /// The vertices called `names`, each as [`GraphInput::find`] finds it, for many
    /// names at once: an edge list's names are looked up in one index instead of one
    /// linear search each.
    ///
    /// # Complexity
    /// O(V + L) expected for an edge list and L bytes of names, O(L) otherwise.
    ///
    /// # Examples
    /// ```
    /// use grundy::input::{read_graph, FormatHint};
    /// let input = read_graph(b"a b\nb c\n", FormatHint::Detect)?;
    /// let found = input.find_all(["c", "x", "a"]);
    /// assert_eq!(found, [input.find("c"), None, input.find("a")]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn find_all<'a>(&self, names: impl IntoIterator<Item = &'a str>) -> Vec<Option<VertexId>> {
        match &self.graph {
            InputGraph::General { names: Some(all), .. } => {
                let mut index: HashMap<&str, VertexId> = HashMap::with_capacity(all.len());
                // The first vertex of a name, as `find`'s search finds it.
                for (v, name) in all.iter().enumerate().rev() {
                    index.insert(name, VertexId::new(v));
                }
                names
                    .into_iter()
                    .map(|name| index.get(name).copied().filter(|&v| self.is_vertex(v)))
                    .collect()
            }
            _ => names.into_iter().map(|name| self.find(name)).collect(),
        }
    }

    /// Whether an edge joins vertices `u` and `w` (a loop joins `u` to itself).
    ///
    /// # Complexity
    /// O(min(deg u, deg w)) for a graph, O(degree of the row) for a matrix, O(1) for a
    /// board.
    ///
    /// # Panics
    /// If `u` or `w` is not below [`GraphInput::n_vertices`].
    pub fn has_edge(&self, u: VertexId, w: VertexId) -> bool {
        let n = self.n_vertices();
        assert!(u.index() < n && w.index() < n, "no vertex {u} or {w}");
        match &self.graph {
            InputGraph::General { graph, .. } => {
                let (from, to) = if graph.degree(u) <= graph.degree(w) { (u, w) } else { (w, u) };
                graph.neighbor_row(from).contains(&to)
            }
            InputGraph::Matrix(graph) => {
                let n_left = graph.n_left();
                let (row, column) = if u.index() < n_left { (u, w) } else { (w, u) };
                match column.index().checked_sub(n_left) {
                    Some(c) if row.index() < n_left => graph.left_row(row).iter().any(|x| x.index() == c),
                    _ => false,
                }
            }
            InputGraph::Board(board) => {
                let free = |v: VertexId| board.cells()[v.index()] == TokenCell::Free;
                free(u)
                    && free(w)
                    && board.shape().neighbors(CellId::new(u.index())).any(|c| c.index() == w.index())
            }
        }
    }

    /// The vertex called `name`: a name from an edge list, a DIMACS number, `r3`/`c2` for
    /// a matrix row or column, `2,3` or `(2, 3)` for a free board cell; `None` for a
    /// deleted vertex.
    ///
    /// # Complexity
    /// O(V) for an edge list (a linear search), O(1) otherwise.
    pub fn find(&self, name: &str) -> Option<VertexId> {
        let number = |text: &str| text.parse::<usize>().ok()?.checked_sub(1);
        let found = match &self.graph {
            InputGraph::General { names: Some(names), .. } => names.iter().position(|n| n == name)?,
            InputGraph::General { graph, names: None, .. } => {
                number(name).filter(|&v| v < graph.n_vertices())?
            }
            InputGraph::Matrix(graph) => match name.as_bytes().first()? {
                b'r' => number(&name[1..]).filter(|&r| r < graph.n_left())?,
                b'c' => graph.n_left() + number(&name[1..]).filter(|&c| c < graph.n_right())?,
                _ => return None,
            },
            InputGraph::Board(board) => {
                let cell = board.shape().cell(Position::parse_one_based(name)?)?;
                (board.cells()[cell.index()] == TokenCell::Free).then_some(cell.index())?
            }
        };
        Some(VertexId::new(found)).filter(|&v| self.is_vertex(v))
    }

    /// The token board, when the input is one.
    pub fn board(&self) -> Option<&Board<TokenCell>> {
        match &self.graph {
            InputGraph::Board(board) => Some(board),
            _ => None,
        }
    }

    /// The matrix of a Matrix Market file (rows on the left, columns on the right, stored
    /// entries as edges), as read (the entries of deleted rows and columns are gone);
    /// `None` for the other formats.
    pub fn matrix(&self) -> Option<&BipartiteGraph> {
        match &self.graph {
            InputGraph::Matrix(graph) => Some(graph),
            _ => None,
        }
    }

    /// The graph of an edge list or DIMACS file (any graph, odd cycles, loops and
    /// parallel edges included), as read (deleted vertices are isolated); `None` for
    /// matrices and boards.
    pub fn general(&self) -> Option<&Graph> {
        match &self.graph {
            InputGraph::General { graph, .. } => Some(graph),
            _ => None,
        }
    }

    /// Whether the graph is bipartite: matrices and boards always are; an edge list or
    /// DIMACS graph when it has no odd cycle (a self-loop is one).
    pub fn is_bipartite(&self) -> bool {
        !matches!(&self.graph, InputGraph::General { split: None, .. })
    }

    /// The bipartite view, `None` when the graph has an odd cycle. For a board it builds
    /// the grid graph (O(cells)); the solvers of [`crate::game::geography`] work on the
    /// board itself instead.
    pub fn bipartite(&self) -> Option<BipartiteInput<'_>> {
        let source = match &self.graph {
            InputGraph::General { split, .. } => BipartiteSource::Split(split.as_ref()?),
            InputGraph::Matrix(graph) => BipartiteSource::Matrix(graph),
            InputGraph::Board(board) => BipartiteSource::Board(Box::new(BoardGraph::from_token_board(board))),
        };
        Some(BipartiteInput { source })
    }

    /// The sizes of the bipartite view (left vertices, right vertices, edges) without
    /// building it, deleted vertices not counted, `None` when the graph has an odd cycle.
    /// O(cells) for a board.
    pub fn bipartite_sizes(&self) -> Option<(usize, usize, usize)> {
        match &self.graph {
            InputGraph::General { split, .. } => {
                let split = split.as_ref()?;
                let graph = split.graph();
                let (left, right) = self.deleted_per_side(|v| split.place(v).0);
                Some((graph.n_left() - left, graph.n_right() - right, graph.n_edges()))
            }
            InputGraph::Matrix(graph) => {
                let n_left = graph.n_left();
                let (left, right) =
                    self.deleted_per_side(|v| if v.index() < n_left { Side::Left } else { Side::Right });
                Some((n_left - left, graph.n_right() - right, graph.n_edges()))
            }
            InputGraph::Board(board) => {
                let shape = board.shape();
                let free = |cell: CellId| board.cells()[cell.index()] == TokenCell::Free;
                let (mut even, mut odd, mut edges) = (0, 0, 0);
                for cell in shape.cells().filter(|&c| free(c)) {
                    match shape.colour(cell) {
                        crate::Colour::Even => even += 1,
                        crate::Colour::Odd => odd += 1,
                    }
                    // Each edge once: from its upper or left end.
                    edges += shape.neighbors(cell).filter(|&n| n > cell && free(n)).count();
                }
                Some((even, odd, edges))
            }
        }
    }

    /// The size of a maximum matching, by the engine that fits: the grid engine on a
    /// board (no graph built), the bipartite engine, or the blossom algorithm.
    pub fn maximum_matching_size(&self) -> usize {
        match &self.graph {
            InputGraph::Board(board) if grid_fits(board.n_rows(), board.n_cols()) => {
                let cells = board.cells();
                grid_matching(board.n_rows(), board.n_cols(), |cell| cells[cell] == TokenCell::Free).size()
            }
            InputGraph::General { graph, split: None, .. } => gallai_edmonds(graph).matching().size(),
            _ => self.bipartite().expect("the other inputs are bipartite").maximum_matching().size(),
        }
    }

    /// The endpoints of input edge `edge` as input vertices, as written for edge lists
    /// and DIMACS; for matrices and boards, the left vertex first (edges numbered as in
    /// [`BipartiteInput::graph`]).
    ///
    /// # Panics
    /// If `edge` is not an edge of the input.
    pub fn edge_endpoints(
        &self,
        bipartite: &BipartiteInput<'_>,
        edge: crate::EdgeId,
    ) -> (VertexId, VertexId) {
        match &self.graph {
            InputGraph::General { graph, .. } => graph.endpoints(edge),
            _ => {
                let (u, w) = bipartite.graph().endpoints(edge);
                (bipartite.input_vertex(Side::Left, u), bipartite.input_vertex(Side::Right, w))
            }
        }
    }
}

/// Reads a graph file: the format chosen by `hint`, every vertex named, edge lists and
/// DIMACS graphs two-coloured when they can be.
///
/// # Errors
/// The located [`ParseError`] of the format's parser; with [`FormatHint::Detect`], also
/// [`ParseErrorKind::NotFormat`] for a file that is not clearly a graph (a stone board, a
/// game record, board rows among other lines), at the line that shows it; a token board
/// of more than 2^31 - 1 cells is [`ParseErrorKind::TooLarge`].
///
/// # Complexity
/// O(length of the input) time and space, plus O(V + E) for the two-colouring.
///
/// # Examples
/// ```
/// use grundy::format::Format;
/// use grundy::input::{read_graph, FormatHint};
/// let input = read_graph(b"a b\nb c\n", FormatHint::Detect)?;
/// assert_eq!(input.format(), Format::EdgeList);
/// let b = input.find("b").unwrap();
/// assert_eq!(input.name(b).to_string(), "b");
/// assert!(input.is_bipartite());
/// // A board row among the edges: not clearly an edge list.
/// let err = read_graph(b"a b\n..#.\n", FormatHint::Detect).unwrap_err();
/// assert_eq!((err.line(), err.column()), (2, 1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn read_graph(src: &[u8], hint: FormatHint) -> Result<GraphInput, ParseError> {
    let format = match hint {
        FormatHint::Exactly(format) => format,
        FormatHint::Detect => detect_graph(src)?,
    };
    let general = |graph: Graph, names| {
        let split = bipartition_if_any(&graph).map(Box::new);
        InputGraph::General { graph, names, split }
    };
    let graph = match format {
        Format::EdgeList => {
            let NamedGraph { graph, names } = parse_edge_list(src)?;
            general(graph, Some(names))
        }
        Format::Dimacs => general(parse_dimacs(src)?, None),
        Format::MatrixMarket => InputGraph::Matrix(parse_matrix_market(src)?),
        Format::Board => InputGraph::Board(parse_token_board(src)?),
    };
    Ok(GraphInput { format, graph, deleted: Vec::new() })
}

/// The graph format of `src` by its content, or an error that says what it looks like
/// when that is not a graph format or not clear.
fn detect_graph(src: &[u8]) -> Result<Format, ParseError> {
    let wrong = |offset: usize, found: FileKind| {
        Scanner::new(src).error_at(offset, ParseErrorKind::NotFormat { found, expected: "a graph" })
    };
    match detect(src) {
        Format::MatrixMarket => Ok(Format::MatrixMarket),
        Format::Dimacs => Ok(Format::Dimacs),
        Format::Board if src.iter().any(|&b| b == b'X' || b == b'O') => Err(wrong(0, FileKind::StoneBoard)),
        Format::Board => Ok(Format::Board),
        _ => match first_board_row(src) {
            None => Ok(Format::EdgeList),
            Some((offset, stones)) => {
                let found = if stones && starts_with_size_header(src) {
                    FileKind::GameRecord
                } else {
                    FileKind::BoardRows
                };
                Err(wrong(offset, found))
            }
        },
    }
}

#[cfg(test)]
mod tests;
