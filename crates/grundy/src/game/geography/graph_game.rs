//! A game of geography in progress on any graph, for front ends where a person plays
//! against the engine: the token's path so far ([`GraphGame`]), the position it leaves,
//! and what comes next ([`GraphTurn`]: the legal moves, who wins, every winning move, the
//! engine's move).
//!
//! The position after a path is a fresh game: the graph without the vertices the token
//! has left ([`GraphInput::without`]; the token's own vertex stays, as a start does),
//! with the token where it stands. The visited vertices can never be entered again, and
//! no other rule remembers the past, so every answer on the position is an answer of
//! [`solve_graph_geography`] on that smaller graph: the player to move wins iff every
//! maximum matching of it covers the token, and wins by moving to the token's mate. The
//! winning moves are the neighbours `w` from which the opponent loses in the graph
//! without the token too, that is the `w` some maximum matching of that graph misses.
//!
//! O(V + E) to build the position, then the engine's time on it; [`GraphGame::turn`]
//! solves the position without the token once more when the player to move wins (to list
//! every winning move). Not done here: directed graphs; a front end's undo (it replays a
//! shorter path).

use std::fmt;

use super::{solve_graph_geography, Engine, GraphGeography};
use crate::graph::VertexId;
use crate::input::GraphInput;
use crate::matching::Side;

/// The engine that decided a [`GraphGeography`]'s verdicts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GeographyEngine {
    /// The grid engine, on a token board.
    Grid,
    /// A maximum matching and alternating paths (Dulmage-Mendelsohn), on a bipartite graph.
    Bipartite,
    /// The blossom algorithm's Gallai-Edmonds decomposition, on a graph with an odd cycle.
    Blossom,
}

impl GeographyEngine {
    /// The name in every front end's answers: `grid`, `bipartite` or `blossom`.
    pub fn name(self) -> &'static str {
        match self {
            GeographyEngine::Grid => "grid",
            GeographyEngine::Bipartite => "bipartite",
            GeographyEngine::Blossom => "blossom",
        }
    }
}

impl GraphGeography<'_> {
    /// The engine that decided the verdicts.
    pub fn engine(&self) -> GeographyEngine {
        match &self.engine {
            Engine::Grid(_) => GeographyEngine::Grid,
            Engine::Bipartite(..) => GeographyEngine::Bipartite,
            Engine::General(_) => GeographyEngine::Blossom,
        }
    }

    /// The maximum matching the verdicts come from, as pairs of input vertices in input
    /// order of their first vertex: a winning move goes to the mover's mate in it.
    ///
    /// # Complexity
    /// O(V) (O(cells) on a board).
    pub fn matching_pairs(&self) -> Vec<(VertexId, VertexId)> {
        let mut res: Vec<(VertexId, VertexId)> = match &self.engine {
            Engine::Grid(grid) => grid
                .cells()
                .filter_map(|c| {
                    let mate = c.mate()?;
                    (c.id() < mate).then(|| (VertexId::new(c.id().index()), VertexId::new(mate.index())))
                })
                .collect(),
            Engine::Bipartite(view, game) => game
                .matching()
                .pairs()
                .map(|(u, w)| (view.input_vertex(Side::Left, u), view.input_vertex(Side::Right, w)))
                .map(|(u, w)| (u.min(w), u.max(w)))
                .collect(),
            Engine::General(game) => game.matching().pairs().map(|(u, w)| (u.min(w), u.max(w))).collect(),
        };
        res.sort_unstable();
        res
    }

    /// The input the verdicts are about.
    pub(crate) fn input(&self) -> &GraphInput {
        self.input
    }
}

/// Why a list of vertices is not a game of geography: the token's path must start
/// somewhere, follow edges, and never enter a vertex twice. Move `i` is the step from
/// `path[i - 1]` to `path[i]` (`path[0]` is the start).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum GraphPathError {
    /// The path is empty: a game starts with the token on a vertex.
    Empty,
    /// `path[index]` is not a vertex of the input (a blocked board cell, or a number
    /// past the last vertex).
    NotVertex {
        /// Its index in the path.
        index: usize,
        /// The number given.
        vertex: VertexId,
    },
    /// Move `index` enters a vertex the token has visited before.
    Revisited {
        /// The move's index in the path.
        index: usize,
        /// The vertex.
        vertex: VertexId,
    },
    /// No edge joins `path[index - 1]` and `path[index]`.
    NotAdjacent {
        /// The move's index in the path.
        index: usize,
        /// The vertex the token leaves.
        from: VertexId,
        /// The vertex it was to enter.
        to: VertexId,
    },
}

impl GraphPathError {
    /// The message, with the vertices named as in `input` (the graph the path was
    /// checked on).
    pub fn named<'a>(&'a self, input: &'a GraphInput) -> impl fmt::Display + 'a {
        NamedPathError { error: self, input }
    }
}

struct NamedPathError<'a> {
    error: &'a GraphPathError,
    input: &'a GraphInput,
}

impl fmt::Display for NamedPathError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let input = self.input;
        self.error.write(f, |v| match v.index() < input.n_vertices() {
            true => input.name(v).to_string(),
            false => v.to_string(),
        })
    }
}

impl GraphPathError {
    fn write(&self, f: &mut fmt::Formatter<'_>, name: impl Fn(VertexId) -> String) -> fmt::Result {
        match *self {
            GraphPathError::Empty => {
                f.write_str("the path is empty: it starts with the token's start vertex")
            }
            GraphPathError::NotVertex { index, vertex } => {
                write!(f, "vertex {} of the path ({}) is not a vertex of the graph", index + 1, name(vertex))
            }
            GraphPathError::Revisited { index, vertex } => {
                write!(f, "move {index} enters {}, which the token has visited before", name(vertex))
            }
            GraphPathError::NotAdjacent { index, from, to } => {
                write!(f, "move {index} goes from {} to {}, and no edge joins them", name(from), name(to))
            }
        }
    }
}

impl fmt::Display for GraphPathError {
    /// The message with vertex numbers; [`GraphPathError::named`] names the vertices.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, |v| v.to_string())
    }
}

impl std::error::Error for GraphPathError {}

/// A game of geography in progress: the token's path from its start, and the position
/// it leaves (the input without the vertices the token has left).
///
/// # Examples
/// ```
/// use grundy::game::geography::{solve_graph_geography, GraphGame};
/// use grundy::input::{read_graph, FormatHint};
/// // The path a - b - c - d - e: from a the first player loses. After a -> b, the
/// // second player is to move on b in the path b - c - d - e, and wins by moving to c.
/// let input = read_graph(b"a b\nb c\nc d\nd e\n", FormatHint::Detect)?;
/// let [a, b, c] = ["a", "b", "c"].map(|name| input.find(name).unwrap());
/// let game = GraphGame::new(&input, &[a, b])?;
/// assert_eq!(game.token(), b);
/// let solved = solve_graph_geography(game.remaining());
/// let turn = game.turn(&solved);
/// assert_eq!(turn.legal_moves, vec![c]);
/// assert!(turn.mover_wins);
/// assert_eq!(turn.engine_move(), Some(c));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct GraphGame {
    path: Vec<VertexId>,
    remaining: GraphInput,
}

/// What the player to move can do in a [`GraphGame`], and who wins with correct play.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct GraphTurn {
    /// The token's unvisited neighbours, in input order; empty when the game is over.
    pub legal_moves: Vec<VertexId>,
    /// Whether the player to move has a winning strategy (`false` when the game is over).
    pub mover_wins: bool,
    /// When `mover_wins`, the winning move along the solution's maximum matching (the
    /// token's mate in [`GraphGeography::matching_pairs`]).
    pub winning_move: Option<VertexId>,
    /// Every winning move, in input order (empty when the player to move loses).
    pub winning_moves: Vec<VertexId>,
}

impl GraphTurn {
    /// Whether the game is over: the player to move has no legal move, and loses.
    pub fn is_over(&self) -> bool {
        self.legal_moves.is_empty()
    }

    /// The move a perfect engine plays: the winning move when the player to move wins;
    /// otherwise every move loses against correct play, and it plays the first legal
    /// move in input order. `None` when the game is over.
    pub fn engine_move(&self) -> Option<VertexId> {
        self.winning_move.or_else(|| self.legal_moves.first().copied())
    }
}

impl GraphGame {
    /// The game after the token went along `path` on `input`: `path[0]` is the start,
    /// every later vertex one move.
    ///
    /// # Errors
    /// A [`GraphPathError`] when `path` is empty, names a number that is not a vertex,
    /// steps where no edge leads, or enters a vertex twice.
    ///
    /// # Complexity
    /// O(V + E) time and space (O(cells) on a board): each move is checked in
    /// O(min(deg u, deg w)) by [`GraphInput::has_edge`].
    pub fn new(input: &GraphInput, path: &[VertexId]) -> Result<GraphGame, GraphPathError> {
        if path.is_empty() {
            return Err(GraphPathError::Empty);
        }
        let mut visited = vec![false; input.n_vertices()];
        for (index, &v) in path.iter().enumerate() {
            if v.index() >= input.n_vertices() || !input.is_vertex(v) {
                return Err(GraphPathError::NotVertex { index, vertex: v });
            }
            if visited[v.index()] {
                return Err(GraphPathError::Revisited { index, vertex: v });
            }
            if index > 0 {
                let from = path[index - 1];
                if !input.has_edge(from, v) {
                    return Err(GraphPathError::NotAdjacent { index, from, to: v });
                }
            }
            visited[v.index()] = true;
        }
        let remaining = input.without(path[..path.len() - 1].iter().copied());
        Ok(GraphGame { path: path.to_vec(), remaining })
    }

    /// The token's path: the start, then every move's vertex.
    pub fn path(&self) -> &[VertexId] {
        &self.path
    }

    /// The vertex the token stands on.
    pub fn token(&self) -> VertexId {
        *self.path.last().expect("a path is not empty")
    }

    /// How many moves were made.
    pub fn n_moves(&self) -> usize {
        self.path.len() - 1
    }

    /// Whether the first player (who moved from the start) is to move: after an even
    /// number of moves.
    pub fn first_player_to_move(&self) -> bool {
        self.n_moves().is_multiple_of(2)
    }

    /// The position: the input without the vertices the token has left (the token's
    /// vertex stays). Solve it with [`solve_graph_geography`] for every vertex's verdict
    /// and for [`GraphGame::turn`].
    pub fn remaining(&self) -> &GraphInput {
        &self.remaining
    }

    /// The turn of the player to move: the legal moves, who wins, the winning moves.
    /// `solved` is [`solve_graph_geography`] of [`GraphGame::remaining`].
    ///
    /// # Complexity
    /// O(d log d) for the token's d edges when the player to move loses; otherwise one
    /// more solve, of the position without the token.
    ///
    /// # Panics
    /// If `solved` was not solved on [`GraphGame::remaining`].
    pub fn turn(&self, solved: &GraphGeography<'_>) -> GraphTurn {
        assert!(std::ptr::eq(solved.input(), &self.remaining), "solved on another graph");
        let token = self.token();
        let legal_moves = self.remaining.neighbors(token);
        let winning_move = solved.winning_move(token);
        let winning_moves = match winning_move {
            None => Vec::new(),
            Some(_) => {
                let after = self.remaining.without([token]);
                let next = solve_graph_geography(&after);
                legal_moves.iter().copied().filter(|&w| !next.mover_wins(w)).collect()
            }
        };
        GraphTurn { mover_wins: winning_move.is_some(), winning_move, winning_moves, legal_moves }
    }
}

#[cfg(test)]
mod tests;
