//! Green Hackenbush on rooted multigraphs of any shape: the Grundy value in O(V + E), and
//! every move that reaches a given value.
//!
//! A position is an undirected multigraph (self-loops and parallel edges allowed) with a
//! set of *ground* vertices. A move deletes one edge, and then every edge no longer
//! connected to the ground disappears; the player who cannot move loses
//! (Berlekamp, Conway, Guy, *Winning Ways*, ch. 7;
//! <https://en.wikipedia.org/wiki/Hackenbush>). The value is computed as follows.
//!
//! 1. All ground vertices are merged into one root (an edge between two ground vertices
//!    becomes a loop at the root), and edges not connected to the root are dropped.
//! 2. The bridges are found by Tarjan's low-link depth-first search, run with an explicit
//!    stack (no recursion, the search shared with the strongly connected components of
//!    the matching code, in `graph/low_link.rs`), skipping the tree edge by its id so
//!    parallel edges count.
//! 3. *Fusion principle*: the vertices of a circuit may be fused without changing the
//!    value, so each 2-edge-connected component ("blob") becomes one vertex whose `k`
//!    internal edges are `k` loops. A loop is a one-edge stalk worth `*1`, so the blob
//!    carries `k mod 2`.
//! 4. *Colon principle* on the tree of bridges: `value(b) = (k_b mod 2) XOR` over the
//!    children `c` of `(value(c) + 1)`; the game's value is the root blob's value.
//!
//! Moves ([`GreenHackenbush::moves_to`]): going down the bridge tree, each blob gets the
//! value it must take for the whole graph to reach the target. Cutting a bridge removes a
//! subtree, which is checked in O(1). Cutting an edge inside a blob re-shapes only that
//! blob (it stays connected but may split into a chain of smaller blobs), so the blob is
//! re-evaluated alone with its hanging subtrees folded into vertex weights (the colon
//! principle again). That costs O(|E_B| · (|V_B| + |E_B|)) for a blob `B`, linear for
//! trees and small cycles but quadratic for one huge 2-edge-connected component;
//! [`GreenHackenbush::move_search_cost`] tells the cost in advance, and
//! [`GreenHackenbush::moves_to_within`] searches within a budget (bridges always).
//!
//! Playing ([`play_hackenbush`]): a cut is checked (the edge exists and is live), the
//! position after it is [`GreenHackenbush::after_cut`] (the same graph with that edge
//! left out, so edge ids stay those of the input), and its [`Step`] is told by the
//! *pieces* of the position ([`GreenHackenbush::pieces`]): the live edges grouped by
//! their connections away from the ground. Pieces meet only at the ground, so they are
//! the independent games of the sum; a piece's value is read off the bridge tree in
//! O(V + E) (the blobs below the root each lie in one piece, and the root blob's edges
//! are split among the pieces without changing the decomposition). The engine cuts the
//! first winning edge it finds within a search budget, or in a lost position the last
//! edge whose cut drops no other edge.
//!
//! Not done here: Blue-Red (partizan) Hackenbush, whose values are not nimbers.

use std::fmt;

use super::play::{take_turn, GameOver, NoComponent, Played, Step, Turn};
use crate::graph::{Csr, EdgeId, Graph, LowLink, LowLinkVisitor, VertexId};

/// Marks an absent vertex, edge or blob in the `u32` arrays below.
const NONE: u32 = u32::MAX;

/// The Grundy value of the Green Hackenbush position `graph` grounded at `ground`.
///
/// Shorthand for [`GreenHackenbush::new`] followed by [`GreenHackenbush::value`].
///
/// # Complexity
/// O(V + E) time and space.
///
/// # Panics
/// If a ground vertex is not a vertex of `graph`.
///
/// # Examples
/// ```
/// use grundy::game::hackenbush::green_hackenbush_value;
/// use grundy::{Graph, VertexId};
/// // Ground 0, a stalk 0 - 1, and a triangle 1 - 2 - 3 hanging from vertex 1:
/// //
/// //   0 --- 1 --- 2
/// //          \   /
/// //            3
/// let v = VertexId::new;
/// let g = Graph::from_edges(4, vec![(v(0), v(1)), (v(1), v(2)), (v(2), v(3)), (v(3), v(1))]);
/// // The triangle fuses to one loop (*1) at vertex 1, so the value is 1 + 1 = 2.
/// assert_eq!(green_hackenbush_value(&g, &[v(0)]), 2);
/// ```
pub fn green_hackenbush_value(graph: &Graph, ground: &[VertexId]) -> u64 {
    GreenHackenbush::new(graph, ground).value()
}

/// The budget front ends give [`GreenHackenbush::moves_to_within`] by default (about a
/// second): the search is linear for trees and small cycles, but quadratic in the size of
/// a 2-edge-connected component. Cuts of bridges are always searched.
pub const MOVE_SEARCH_BUDGET: u64 = 100_000_000;

/// A Green Hackenbush position, decomposed into its tree of bridges and 2-edge-connected
/// components ("blobs"), with the value of every subtree.
#[derive(Clone, Debug)]
pub struct GreenHackenbush {
    /// Endpoints of every edge of the input graph, ground vertices renamed to the root.
    ends: Vec<(u32, u32)>,
    /// Blob of each vertex, NONE when the vertex is not connected to the ground.
    blob_of: Vec<u32>,
    /// Whether each edge is a bridge (false for edges not connected to the ground).
    is_bridge: Vec<bool>,
    /// The depth-first tree edge into each vertex (NONE for the root and unreached ones).
    parent_edge_of: Vec<u32>,
    /// Parent blob of each blob (NONE for blob 0, which holds the root).
    blob_parent: Vec<u32>,
    /// The vertex of each blob reached first: where its parent bridge arrives.
    blob_entry: Vec<u32>,
    /// Number of vertices of each blob.
    blob_size: Vec<u32>,
    /// Number of edges inside each blob (not bridges).
    internal: Vec<u32>,
    /// Value of the subtree of each blob; `values[0]` is the value of the game.
    values: Vec<u64>,
    /// The edge left out ([`GreenHackenbush::after_cut`]), NONE for none.
    cut: u32,
}

impl GreenHackenbush {
    /// Decomposes `graph` with ground vertices `ground` and evaluates it. Several ground
    /// vertices act as one; an empty `ground` leaves nothing to play (value 0).
    ///
    /// # Complexity
    /// O(V + E) time and space.
    ///
    /// # Panics
    /// If a ground vertex is not a vertex of `graph`, or if `graph` has `u32::MAX`
    /// vertices (the merged ground needs one more id).
    pub fn new(graph: &Graph, ground: &[VertexId]) -> GreenHackenbush {
        GreenHackenbush::decompose(graph, ground, NONE)
    }

    /// The position after cutting `edge` from `graph`: the same graph with `edge` left
    /// out (so ids of the other edges stay those of `graph`), evaluated.
    ///
    /// # Complexity
    /// O(V + E) time and space.
    ///
    /// # Panics
    /// As [`GreenHackenbush::new`], and if `edge` is not an edge of `graph`.
    pub fn after_cut(graph: &Graph, ground: &[VertexId], edge: EdgeId) -> GreenHackenbush {
        assert!(edge.index() < graph.n_edges(), "edge {edge} is not in the graph");
        GreenHackenbush::decompose(graph, ground, edge.index() as u32)
    }

    fn decompose(graph: &Graph, ground: &[VertexId], cut: u32) -> GreenHackenbush {
        let n_vertices = graph.n_vertices();
        assert!(n_vertices < NONE as usize, "too many vertices");
        for g in ground {
            assert!(g.index() < n_vertices, "ground vertex {g} is not in the graph");
        }
        // Vertex `n_vertices` is the merged root; ground vertices are renamed to it.
        let root = n_vertices as u32;
        let mut is_ground = vec![false; n_vertices];
        for g in ground {
            is_ground[g.index()] = true;
        }
        let rename = |v: VertexId| if is_ground[v.index()] { root } else { v.index() as u32 };
        let ends: Vec<(u32, u32)> = graph.edges().map(|(_, u, v)| (rename(u), rename(v))).collect();
        let mut search = Search::default();
        // Without ground the root is isolated: it alone is reached, and nothing is in play.
        search.build_rows(n_vertices + 1, &ends);
        search.decompose(&ends, cut, root);
        let mut values = Vec::new();
        search.blob_values(|_| 0, &mut values);
        let mut blob_size = vec![0u32; search.blob_parent.len()];
        for &v in &search.preorder {
            blob_size[search.blob_of[v as usize] as usize] += 1;
        }
        let Search { blob_of, is_bridge, parent_edge_of, blob_parent, blob_entry, internal, .. } = search;
        GreenHackenbush {
            ends,
            blob_of,
            is_bridge,
            parent_edge_of,
            blob_parent,
            blob_entry,
            blob_size,
            internal,
            values,
            cut,
        }
    }

    /// The Grundy value of the position.
    pub fn value(&self) -> u64 {
        self.values[0]
    }

    /// Whether the edge is still in play: connected to the ground.
    ///
    /// # Panics
    /// If `edge` is not an edge of the graph.
    pub fn is_live(&self, edge: EdgeId) -> bool {
        edge.index() as u32 != self.cut && self.blob_of[self.ends[edge.index()].0 as usize] != NONE
    }

    /// The number of edges of the graph, live or not.
    pub fn n_edges(&self) -> usize {
        self.ends.len()
    }

    /// The live edges, in increasing id order.
    pub fn live_edges(&self) -> impl Iterator<Item = EdgeId> + '_ {
        (0..self.ends.len()).map(EdgeId::new).filter(|&e| self.is_live(e))
    }

    /// The pieces of the position: its live edges grouped by their connections away from
    /// the ground (two edges are in one piece when a path joins them without passing
    /// through the ground), each with its Grundy value. The pieces are independent games
    /// whose values XOR to [`Self::value`]. Listed by their first edge; each lists its
    /// edges in increasing id order.
    ///
    /// # Complexity
    /// O(V + E).
    ///
    /// # Examples
    /// ```
    /// use grundy::game::hackenbush::GreenHackenbush;
    /// use grundy::{EdgeId, Graph, VertexId};
    /// let v = VertexId::new;
    /// // A stalk of two edges and a triangle, both standing on the ground 0.
    /// let g = Graph::from_edges(5, vec![(v(0), v(1)), (v(1), v(2)), (v(0), v(3)), (v(3), v(4)), (v(4), v(0))]);
    /// let game = GreenHackenbush::new(&g, &[v(0)]);
    /// let pieces = game.pieces();
    /// assert_eq!(pieces.len(), 2);
    /// assert_eq!((pieces[0].edges.len(), pieces[0].value), (2, 2));
    /// assert_eq!((pieces[1].edges.len(), pieces[1].value), (3, 1));
    /// assert_eq!(game.value(), 2 ^ 1);
    /// ```
    pub fn pieces(&self) -> Vec<Piece> {
        let root = self.blob_of.len() as u32 - 1;
        // Union-find over the vertices away from the ground, joined by live edges.
        let mut parent: Vec<u32> = (0..self.blob_of.len() as u32).collect();
        fn find(parent: &mut [u32], mut v: u32) -> u32 {
            while parent[v as usize] != v {
                let up = parent[parent[v as usize] as usize];
                parent[v as usize] = up;
                v = up;
            }
            v
        }
        let live: Vec<EdgeId> = self.live_edges().collect();
        for &e in &live {
            let (u, v) = self.ends[e.index()];
            if u != root && v != root {
                let (a, b) = (find(&mut parent, u), find(&mut parent, v));
                parent[a as usize] = b;
            }
        }
        // The piece of each live edge, numbered by first edge; a loop at the ground is a
        // piece of its own.
        let mut piece_of_vertex = vec![NONE; self.blob_of.len()];
        let mut pieces: Vec<Piece> = Vec::new();
        let mut root_parity: Vec<u64> = Vec::new();
        let mut piece_of_edge = Vec::with_capacity(live.len());
        for &e in &live {
            let (u, v) = self.ends[e.index()];
            let away = if u != root { u } else { v };
            let piece = if away == root { NONE } else { piece_of_vertex[find(&mut parent, away) as usize] };
            let piece = if piece == NONE {
                pieces.push(Piece { edges: Vec::new(), value: 0 });
                root_parity.push(0);
                let id = pieces.len() as u32 - 1;
                if away != root {
                    let rep = find(&mut parent, away);
                    piece_of_vertex[rep as usize] = id;
                }
                id
            } else {
                piece
            };
            pieces[piece as usize].edges.push(e);
            piece_of_edge.push(piece);
            // Edges inside the root blob count by parity, as loops at the root.
            if !self.is_bridge[e.index()] && self.blob_of[u as usize] == 0 {
                root_parity[piece as usize] ^= 1;
            }
        }
        for (piece, parity) in root_parity.iter().enumerate() {
            pieces[piece].value ^= parity;
        }
        // The subtrees hanging from the root blob, by the colon principle.
        for b in 1..self.blob_parent.len() {
            if self.blob_parent[b] == 0 {
                let entry = self.blob_entry[b];
                let piece = piece_of_vertex[find(&mut parent, entry) as usize];
                pieces[piece as usize].value ^= self.values[b] + 1;
            }
        }
        pieces
    }

    /// The edge the engine cuts: the first winning move found within `max_cost` (see
    /// [`Self::moves_to_within`]), or, in a lost position or when the search found none,
    /// the last live edge whose cut drops no other edge (an edge on a cycle, or a leaf);
    /// `None` when no edge is live.
    ///
    /// # Complexity
    /// As [`Self::moves_to_within`].
    pub fn engine_move_within(&self, max_cost: u64) -> Option<EdgeId> {
        if self.value() != 0 {
            if let Some(&first) = self.moves_to_within(0, max_cost).moves.first() {
                return Some(first);
            }
        }
        let n_blobs = self.blob_parent.len();
        let mut has_child = vec![false; n_blobs];
        for b in 1..n_blobs {
            has_child[self.blob_parent[b] as usize] = true;
        }
        let drops_nothing = |e: EdgeId| {
            if !self.is_bridge[e.index()] {
                return true;
            }
            // A bridge drops the blob beyond it and all below: nothing more for a leaf.
            let (u, v) = self.ends[e.index()];
            let below = if self.parent_edge_of[u as usize] == e.index() as u32 { u } else { v };
            let b = self.blob_of[below as usize] as usize;
            self.internal[b] == 0 && !has_child[b]
        };
        self.live_edges().filter(|&e| drops_nothing(e)).last()
    }

    /// Whether the edge is a bridge of the live part: cutting it removes everything beyond it.
    ///
    /// # Panics
    /// If `edge` is not an edge of the graph.
    pub fn is_bridge(&self, edge: EdgeId) -> bool {
        self.is_bridge[edge.index()]
    }

    /// An upper estimate of the work of [`Self::moves_to`] beyond the linear part:
    /// `Σ_B |E_B| · (|V_B| + |E_B|)` over the 2-edge-connected components `B`.
    ///
    /// # Complexity
    /// O(number of components).
    pub fn move_search_cost(&self) -> u64 {
        (0..self.blob_parent.len()).map(|b| self.blob_cost(b)).fold(0u64, u64::saturating_add)
    }

    /// The cost of searching the edges inside blob `b`: `|E_B| · (|V_B| + |E_B|)`.
    fn blob_cost(&self, b: usize) -> u64 {
        let edges = u64::from(self.internal[b]);
        edges.saturating_mul(u64::from(self.blob_size[b]) + edges)
    }

    /// The blob where the bridge into blob `b` leaves: its parent-side endpoint.
    fn attach(&self, b: usize) -> u32 {
        let entry = self.blob_entry[b];
        let (u, v) = self.ends[self.parent_edge_of[entry as usize] as usize];
        u ^ v ^ entry
    }

    /// Every edge whose cutting leaves a position of value `target`, in increasing id
    /// order. With `target` the XOR of the other games in a sum, these are the winning
    /// moves in this graph; with `target = 0`, see [`Self::winning_moves`].
    ///
    /// # Complexity
    /// O(V + E + [`Self::move_search_cost`]) time, O(V + E) space.
    ///
    /// # Examples
    /// ```
    /// use grundy::game::hackenbush::GreenHackenbush;
    /// use grundy::{EdgeId, Graph, VertexId};
    /// let v = VertexId::new;
    /// // A loop at the ground and a two-edge stalk: *1 + *2 = *3. The only move to 0 cuts
    /// // the top of the stalk (edge 2), leaving *1 + *1.
    /// let g = Graph::from_edges(3, vec![(v(0), v(0)), (v(0), v(1)), (v(1), v(2))]);
    /// let game = GreenHackenbush::new(&g, &[v(0)]);
    /// assert_eq!(game.value(), 3);
    /// assert_eq!(game.moves_to(0), vec![EdgeId::new(2)]);
    /// ```
    pub fn moves_to(&self, target: u64) -> Vec<EdgeId> {
        self.moves_to_within(target, u64::MAX).moves
    }

    /// Like [`Self::moves_to`], but spends at most `max_cost` (in the units of
    /// [`Self::move_search_cost`]) on edges inside 2-edge-connected components: moves that
    /// cut bridges are always found (in linear time), then the components are searched
    /// from the cheapest while the budget lasts.
    ///
    /// # Complexity
    /// O(V + E + min(`max_cost`, [`Self::move_search_cost`])) time, O(V + E) space.
    pub fn moves_to_within(&self, target: u64, max_cost: u64) -> MoveSearch {
        let n_blobs = self.blob_parent.len();
        let mut res = Vec::new();
        if self.values[0] == target {
            return MoveSearch { moves: res, complete: true };
        }
        // `need[b]`: the value blob b's subtree must take, or NONE_VALUE when no move in
        // that subtree can help (because its parent needs its own current value).
        const NONE_VALUE: u64 = u64::MAX;
        let mut need = vec![NONE_VALUE; n_blobs];
        need[0] = target;
        for b in 1..n_blobs {
            let parent = self.blob_parent[b] as usize;
            let wanted = need[parent];
            if wanted == NONE_VALUE || wanted == self.values[parent] {
                continue;
            }
            // The parent's value is `rest ^ (values[b] + 1)`; it must become `wanted`.
            let y = wanted ^ self.values[parent] ^ (self.values[b] + 1);
            if y == 0 {
                let entry = self.blob_entry[b] as usize;
                res.push(EdgeId::new(self.parent_edge_of[entry] as usize));
            } else {
                need[b] = y - 1;
            }
        }
        // Moves inside blobs: re-evaluate the blob without the edge, its hanging subtrees
        // folded into the weights of the vertices they hang from.
        let mut candidates: Vec<(u64, usize)> = (0..n_blobs)
            .filter(|&b| need[b] != NONE_VALUE && need[b] != self.values[b] && self.internal[b] > 0)
            .map(|b| (self.blob_cost(b), b))
            .collect();
        candidates.sort_unstable();
        let mut active = vec![false; n_blobs];
        let mut spent = 0u64;
        let mut complete = true;
        for &(cost, b) in &candidates {
            if spent.saturating_add(cost) <= max_cost {
                spent += cost;
                active[b] = true;
            } else {
                complete = false;
            }
        }
        if !active.contains(&true) {
            res.sort_unstable();
            return MoveSearch { moves: res, complete };
        }
        let n_vertices = self.blob_of.len();
        let mut weight = vec![0u64; n_vertices];
        for b in 1..n_blobs {
            weight[self.attach(b) as usize] ^= self.values[b] + 1;
        }
        let vertices_of = group_by_blob(
            n_blobs,
            (0..n_vertices as u32).filter(|&v| self.blob_of[v as usize] != NONE),
            |v| self.blob_of[v as usize],
            &active,
        );
        let edges_of = group_by_blob(
            n_blobs,
            (0..self.ends.len() as u32).filter(|&e| {
                e != self.cut
                    && !self.is_bridge[e as usize]
                    && self.blob_of[self.ends[e as usize].0 as usize] != NONE
            }),
            |e| self.blob_of[self.ends[e as usize].0 as usize],
            &active,
        );
        let mut local_of = vec![NONE; n_vertices];
        let mut search = Search::default();
        let mut local_values = Vec::new();
        for b in (0..n_blobs).filter(|&b| active[b]) {
            let vertices = vertices_of.row(b);
            for (i, &v) in vertices.iter().enumerate() {
                local_of[v as usize] = i as u32;
            }
            let edge_ids = edges_of.row(b);
            let local_ends: Vec<(u32, u32)> = edge_ids
                .iter()
                .map(|&e| {
                    let (u, v) = self.ends[e as usize];
                    (local_of[u as usize], local_of[v as usize])
                })
                .collect();
            let local_weight: Vec<u64> = vertices.iter().map(|&v| weight[v as usize]).collect();
            let entry = local_of[self.blob_entry[b] as usize];
            search.build_rows(vertices.len(), &local_ends);
            for (skip, &e) in edge_ids.iter().enumerate() {
                search.decompose(&local_ends, skip as u32, entry);
                if search.blob_values(|v| local_weight[v], &mut local_values) == need[b] {
                    res.push(EdgeId::new(e as usize));
                }
            }
        }
        res.sort_unstable();
        MoveSearch { moves: res, complete }
    }

    /// Every winning move (an edge whose cutting leaves value 0), in increasing id order;
    /// empty when the player to move loses.
    ///
    /// # Complexity
    /// As [`Self::moves_to`].
    pub fn winning_moves(&self) -> Vec<EdgeId> {
        self.moves_to(0)
    }
}

/// A piece of a Green Hackenbush position: live edges joined away from the ground, an
/// independent game of the sum ([`GreenHackenbush::pieces`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Piece {
    /// Its edges, in increasing id order.
    pub edges: Vec<EdgeId>,
    /// Its Grundy value.
    pub value: u64,
}

/// A Hackenbush cut that breaks the rules, or a cut asked of the engine when no edge is
/// live. Edges are numbered from 1 in file order, as the front ends show them.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum HackenbushMoveError {
    /// The cut names an edge the graph does not have.
    NoEdge(NoComponent),
    /// The edge has fallen: it is no longer connected to the ground.
    DeadEdge {
        /// The edge's number.
        edge: u64,
    },
    /// The engine was asked to cut, but no edge is live.
    GameOver,
}

impl fmt::Display for HackenbushMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            HackenbushMoveError::NoEdge(err) => err.fmt(f),
            HackenbushMoveError::DeadEdge { edge } => {
                write!(f, "edge {edge} is not in play: it is no longer connected to the ground")
            }
            HackenbushMoveError::GameOver => GameOver.fmt(f),
        }
    }
}

impl From<GameOver> for HackenbushMoveError {
    fn from(_: GameOver) -> HackenbushMoveError {
        HackenbushMoveError::GameOver
    }
}

impl std::error::Error for HackenbushMoveError {}

/// Cuts `edge` of the position `before` (the evaluation of `graph` grounded at `ground`):
/// the position after the cut and its step (the piece holding the edge, from its value
/// to the XOR of the pieces its remaining edges form).
///
/// # Complexity
/// O(V + E).
///
/// # Errors
/// [`HackenbushMoveError`] when the edge does not exist or is not live.
///
/// # Panics
/// As [`GreenHackenbush::new`]; `before` must be the evaluation of `graph` and `ground`.
pub fn apply_cut(
    graph: &Graph,
    ground: &[VertexId],
    before: &GreenHackenbush,
    edge: EdgeId,
) -> Result<(GreenHackenbush, Step), HackenbushMoveError> {
    if edge.index() >= graph.n_edges() {
        return Err(HackenbushMoveError::NoEdge(NoComponent::at("edge", edge.index(), 1, graph.n_edges())));
    }
    if !before.is_live(edge) {
        return Err(HackenbushMoveError::DeadEdge { edge: edge.index() as u64 + 1 });
    }
    let after = GreenHackenbush::after_cut(graph, ground, edge);
    let pieces = before.pieces();
    let component = pieces.iter().position(|p| p.edges.binary_search(&edge).is_ok()).unwrap_or(0);
    let old = &pieces[component].edges;
    let to = after
        .pieces()
        .iter()
        .filter(|p| old.binary_search(&p.edges[0]).is_ok())
        .fold(0, |acc, p| acc ^ p.value);
    Ok((after, Step { component, from: pieces[component].value, to }))
}

/// Plays `turn` on `graph` grounded at `ground`: the position after it (evaluated) and
/// the cut played. The engine searches its winning move within `max_cost`
/// ([`GreenHackenbush::engine_move_within`]).
///
/// # Complexity
/// O(V + E) plus the engine's search.
///
/// # Errors
/// An illegal cut; [`HackenbushMoveError::GameOver`] when the engine is asked to move and no edge
/// is live.
///
/// # Panics
/// As [`GreenHackenbush::new`].
///
/// # Examples
/// ```
/// use grundy::game::hackenbush::{play_hackenbush, MOVE_SEARCH_BUDGET};
/// use grundy::game::play::Turn;
/// use grundy::{EdgeId, Graph, VertexId};
/// let v = VertexId::new;
/// // A loop at the ground and a two-edge stalk: *1 + *2. The engine cuts the top of the
/// // stalk (edge 2), leaving *1 + *1.
/// let g = Graph::from_edges(3, vec![(v(0), v(0)), (v(0), v(1)), (v(1), v(2))]);
/// let (after, played) = play_hackenbush(&g, &[v(0)], Turn::Engine, MOVE_SEARCH_BUDGET)?;
/// assert_eq!(played.unwrap().played, EdgeId::new(2));
/// assert_eq!(after.value(), 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn play_hackenbush(
    graph: &Graph,
    ground: &[VertexId],
    turn: Turn<EdgeId>,
    max_cost: u64,
) -> Result<(GreenHackenbush, Option<Played<EdgeId>>), HackenbushMoveError> {
    let before = GreenHackenbush::new(graph, ground);
    take_turn(
        before,
        turn,
        |b| b.engine_move_within(max_cost),
        |b, e| apply_cut(graph, ground, b, e).map(|(after, step)| (after, Some(step))),
    )
}

/// The outcome of [`GreenHackenbush::moves_to_within`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct MoveSearch {
    /// The moves found, in increasing id order.
    pub moves: Vec<EdgeId>,
    /// Whether the search was complete, so `moves` holds every such move.
    pub complete: bool,
}

/// Groups `items` by blob, keeping only the blobs marked in `keep`: row b lists the
/// items of blob b in the order given.
fn group_by_blob(
    n_blobs: usize,
    items: impl Iterator<Item = u32> + Clone,
    blob: impl Fn(u32) -> u32,
    keep: &[bool],
) -> Csr<u32> {
    let entries = items.filter_map(|item| {
        let b = blob(item) as usize;
        keep[b].then_some((b, item))
    });
    Csr::build(n_blobs, entries)
}

/// The bridges and blobs of the part of a graph connected to a root, in reusable
/// buffers. Blobs are numbered in depth-first preorder of their entry vertices, so a
/// blob's parent has a smaller number; blob 0 holds the root.
#[derive(Clone, Debug, Default)]
struct Search {
    /// Adjacency rows: the `(neighbour, edge)` pairs of each vertex, in edge id order; a
    /// loop is listed once.
    rows: Csr<(u32, u32)>,
    /// The depth-first search: discovery numbers and low-links.
    low_link: LowLink,
    /// The depth-first tree edge into each vertex (NONE for the root and unreached ones).
    parent_edge_of: Vec<u32>,
    /// The reached vertices in depth-first preorder.
    preorder: Vec<u32>,
    /// Whether each edge is a bridge.
    is_bridge: Vec<bool>,
    /// Blob of each vertex (NONE: not reached).
    blob_of: Vec<u32>,
    /// Parent blob, entry vertex and number of internal edges of each blob.
    blob_parent: Vec<u32>,
    blob_entry: Vec<u32>,
    internal: Vec<u32>,
}

impl Search {
    /// Decomposes the part of the graph `ends` (whose rows [`Self::build_rows`] has
    /// built) connected to `root`, leaving out edge `skip` (NONE keeps all).
    ///
    /// O(V + E) time: one depth-first search with an explicit stack.
    fn decompose(&mut self, ends: &[(u32, u32)], skip: u32, root: u32) {
        let n_vertices = self.rows.n_rows();
        self.find_bridges(n_vertices, ends.len(), skip, root);
        self.label_blobs(n_vertices, ends, skip);
    }

    /// Builds the adjacency rows of the graph `ends` on `n_vertices` vertices by a
    /// counting sort; each row lists its edges in id order.
    fn build_rows(&mut self, n_vertices: usize, ends: &[(u32, u32)]) {
        let arcs = ends.iter().enumerate().flat_map(|(e, &(u, v))| {
            let back = (u != v).then_some((v as usize, (u, e as u32)));
            std::iter::once((u as usize, (v, e as u32))).chain(back)
        });
        self.rows.rebuild(n_vertices, arcs);
    }

    /// Tarjan's bridge search from `root`, without edge `skip`; the tree edge is skipped
    /// by id, so a parallel edge back to the parent counts as a cycle.
    fn find_bridges(&mut self, n_vertices: usize, n_edges: usize, skip: u32, root: u32) {
        let Search { rows, low_link, parent_edge_of, preorder, is_bridge, .. } = self;
        parent_edge_of.clear();
        parent_edge_of.resize(n_vertices, NONE);
        is_bridge.clear();
        is_bridge.resize(n_edges, false);
        preorder.clear();
        low_link.reset(n_vertices);
        let mut bridges = Bridges { skip, parent_edge_of, preorder, is_bridge };
        low_link.search(rows, [root as usize], &mut bridges);
    }

    /// Numbers the blobs in preorder: a vertex starts a new blob exactly when its tree
    /// edge is a bridge. Then counts the edges inside each blob.
    fn label_blobs(&mut self, n_vertices: usize, ends: &[(u32, u32)], skip: u32) {
        let Search {
            parent_edge_of, preorder, is_bridge, blob_of, blob_parent, blob_entry, internal, ..
        } = self;
        blob_of.clear();
        blob_of.resize(n_vertices, NONE);
        blob_parent.clear();
        blob_entry.clear();
        let root = preorder[0];
        blob_of[root as usize] = 0;
        blob_parent.push(NONE);
        blob_entry.push(root);
        for &v in &preorder[1..] {
            let e = parent_edge_of[v as usize] as usize;
            let (a, b) = ends[e];
            let parent = (a ^ b ^ v) as usize;
            if is_bridge[e] {
                blob_of[v as usize] = blob_parent.len() as u32;
                blob_parent.push(blob_of[parent]);
                blob_entry.push(v);
            } else {
                blob_of[v as usize] = blob_of[parent];
            }
        }
        internal.clear();
        internal.resize(blob_parent.len(), 0);
        for (e, &(u, _)) in ends.iter().enumerate() {
            let b = blob_of[u as usize];
            if b != NONE && !is_bridge[e] && e as u32 != skip {
                internal[b as usize] += 1;
            }
        }
    }

    /// The value of every blob's subtree by the colon principle, into `values`, each
    /// vertex `v` carrying an extra nim value `weight(v)` (the subtrees hanging from it in
    /// an enclosing graph). Returns the root blob's value.
    fn blob_values(&self, weight: impl Fn(usize) -> u64, values: &mut Vec<u64>) -> u64 {
        values.clear();
        values.extend(self.internal.iter().map(|&k| u64::from(k & 1)));
        for &v in &self.preorder {
            values[self.blob_of[v as usize] as usize] ^= weight(v as usize);
        }
        // Children have larger numbers than their parents.
        for b in (1..values.len()).rev() {
            let contribution = values[b] + 1;
            values[self.blob_parent[b] as usize] ^= contribution;
        }
        values[0]
    }
}

/// The bridge search's side of the shared low-link search (`graph/low_link.rs`):
/// the tree edges, the preorder and the bridges, in [`Search`]'s buffers.
struct Bridges<'a> {
    /// The edge the search pretends is cut (NONE for none).
    skip: u32,
    parent_edge_of: &'a mut [u32],
    preorder: &'a mut Vec<u32>,
    is_bridge: &'a mut [bool],
}

impl LowLinkVisitor<(u32, u32)> for Bridges<'_> {
    /// Every edge but the tree edge into `v` (by id: a parallel edge back to the parent
    /// is a cycle) and the cut one.
    #[inline]
    fn head(&mut self, v: usize, (w, e): (u32, u32)) -> Option<usize> {
        (e != self.parent_edge_of[v] && e != self.skip).then_some(w as usize)
    }

    /// Every one: in an undirected graph a non-tree edge joins a vertex to an ancestor
    /// or a descendant.
    #[inline]
    fn counts(&self, _: usize) -> bool {
        true
    }

    #[inline]
    fn discover(&mut self, w: usize, via: Option<(u32, u32)>) {
        if let Some((_, e)) = via {
            self.parent_edge_of[w] = e;
        }
        self.preorder.push(w as u32);
    }

    /// The tree edge into `v` is a bridge when nothing below it reaches above it.
    #[inline]
    fn finish(&mut self, v: usize, parent: Option<usize>, search: &LowLink) {
        if let Some(p) = parent {
            if search.low(v) > search.index(p) {
                self.is_bridge[self.parent_edge_of[v] as usize] = true;
            }
        }
    }
}

#[cfg(test)]
mod tests;
