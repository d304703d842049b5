//! The whole winning strategy of vertex geography from one start vertex, as a tree of
//! moves in preorder, cut at a depth and a node budget; O(V + E log E) to set up, then O(degree)
//! per listed move.
//!
//! The winner never has to think: take a maximum matching M that covers the start if
//! the first player wins, or one that misses it if she loses; the winner always answers
//! along M. Each answer keeps the invariant of [`super`]'s theorem (M minus the visited
//! pairs is a maximum matching of what is left, and the loser stands on a vertex it
//! misses), so the loser's every reply is met. The tree lists every reply of the loser
//! (parallel edges count once) and the one answer of the winner; it grows exponentially
//! with the depth, hence the limits.
//!
//! One walk ([`strategy_tree`]) serves every engine: it sees the game graph through
//! [`Moves`] (a deduplicated adjacency for graphs, the four directions of a board) and
//! the winner's matching as one mate array. On a bipartite graph a matching that misses
//! the start comes from the maximum one by flipping one even alternating path from a free
//! vertex ([`free_vertex`], O(V + E)); on a general graph the caller matches the graph
//! without the start's edges instead (blossoms make the flip harder to find).

use super::Geography;
use crate::graph::{BipartiteGraph, Csr, Graph, VertexId};
use crate::matching::{Side, NONE};

/// How much of a strategy tree to list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct StrategyLimits {
    /// The deepest move listed (the first move has depth 1).
    pub max_depth: usize,
    /// The largest number of moves listed.
    pub max_moves: usize,
}

impl StrategyLimits {
    /// Limits of `max_depth` moves deep and `max_moves` moves in all.
    pub fn new(max_depth: usize, max_moves: usize) -> StrategyLimits {
        StrategyLimits { max_depth, max_moves }
    }
}

impl Default for StrategyLimits {
    /// No depth limit, 10 000 moves.
    fn default() -> StrategyLimits {
        StrategyLimits { max_depth: usize::MAX, max_moves: 10_000 }
    }
}

/// One move of a strategy tree; `V` names a vertex (`(Side, VertexId)` on a bipartite
/// graph, the input's `VertexId` for [`super::GraphGeography`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct StrategyMove<V> {
    /// The depth of the move: 1 for the first move from the start, and so on; the move
    /// is made by the first player iff the depth is odd.
    pub depth: usize,
    /// Whether the winner makes the move (else it is one of the loser's replies).
    pub by_winner: bool,
    /// The vertex the token moves to (from the vertex of the enclosing move, or the start).
    pub to: V,
    /// Whether the game goes on after this move but the tree stops here (cut by a limit).
    pub cut: bool,
}

/// A winning strategy from one start vertex: the moves of the tree in preorder (a
/// move's continuations follow it, one depth deeper).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Strategy<V> {
    /// Whether the player to move from the start wins.
    pub mover_wins: bool,
    /// The moves in preorder.
    pub moves: Vec<StrategyMove<V>>,
    /// Whether the tree is whole (no limit cut it).
    pub complete: bool,
}

impl<V> Strategy<V> {
    /// The same tree with every vertex renamed by `name`.
    pub fn map<W>(self, mut name: impl FnMut(V) -> W) -> Strategy<W> {
        let moves = self
            .moves
            .into_iter()
            .map(|m| StrategyMove { depth: m.depth, by_winner: m.by_winner, to: name(m.to), cut: m.cut })
            .collect();
        Strategy { mover_wins: self.mover_wins, moves, complete: self.complete }
    }
}

/// The moves of a game graph, vertices `0..n`: vertex `v`'s neighbours sit in slots
/// `0..slots(v)`, some of them empty (a board's blocked or missing neighbours).
pub(crate) trait Moves {
    /// The number of vertices.
    fn n_vertices(&self) -> usize;
    /// The number of neighbour slots of `v`.
    fn slots(&self, v: usize) -> usize;
    /// The neighbour in slot `slot` of `v`, if any.
    fn neighbor(&self, v: usize, slot: usize) -> Option<usize>;
}

/// A deduplicated adjacency without self-loops, each row sorted.
pub(crate) struct Rows(Csr<u32>);

impl Rows {
    /// The rows of `n` vertices joined by `edges` (each edge listed in both rows; loops
    /// and parallel edges dropped). O(V + E log E).
    pub(crate) fn build(n: usize, edges: impl Iterator<Item = (usize, usize)> + Clone) -> Rows {
        let both = edges.filter(|(a, b)| a != b).flat_map(|(a, b)| [(a, b as u32), (b, a as u32)]);
        let raw = Csr::<u32>::build(n, both);
        Rows(Csr::from_row_fn(n, |v, targets| {
            let start = targets.len();
            targets.extend_from_slice(raw.row(v));
            targets[start..].sort_unstable();
            let mut kept = start;
            for i in start..targets.len() {
                if i == start || targets[i] != targets[kept - 1] {
                    targets[kept] = targets[i];
                    kept += 1;
                }
            }
            targets.truncate(kept);
        }))
    }

    /// The rows of a bipartite graph, left vertex `u` as `u` and right vertex `w` as
    /// `n_left + w`.
    pub(crate) fn of_bipartite(graph: &BipartiteGraph) -> Rows {
        let n_left = graph.n_left();
        let edges: Vec<(usize, usize)> =
            graph.edges().map(|(_, u, w)| (u.index(), n_left + w.index())).collect();
        Rows::build(n_left + graph.n_right(), edges.into_iter())
    }

    /// The rows of a general graph.
    pub(crate) fn of_graph(graph: &Graph) -> Rows {
        let edges: Vec<(usize, usize)> = graph.edges().map(|(_, u, w)| (u.index(), w.index())).collect();
        Rows::build(graph.n_vertices(), edges.into_iter())
    }
}

impl Moves for Rows {
    fn n_vertices(&self) -> usize {
        self.0.n_rows()
    }

    fn slots(&self, v: usize) -> usize {
        self.0.row(v).len()
    }

    fn neighbor(&self, v: usize, slot: usize) -> Option<usize> {
        Some(self.0.row(v)[slot] as usize)
    }
}

/// Flips an even alternating path from a free vertex of `v`'s colour class to `v`, so that
/// `v` becomes free and the matching stays maximum; `same_class(x)` tells the vertices of
/// `v`'s class (the graph must be bipartite). `v` must be missed by some maximum matching.
///
/// # Complexity
/// O(V + E) time and O(V) space.
///
/// # Panics
/// If `mates` is not a maximum matching, or every maximum matching covers `v`.
pub(crate) fn free_vertex(
    moves: &impl Moves,
    mates: &mut [u32],
    same_class: impl Fn(usize) -> bool,
    v: usize,
) {
    if mates[v] == NONE {
        return;
    }
    let n = moves.n_vertices();
    // prev[y]: the vertex of v's class and the other vertex before y on the path.
    let mut prev = vec![(NONE, NONE); n];
    let mut seen = vec![false; n];
    let mut queue: Vec<usize> = (0..n).filter(|&x| same_class(x) && mates[x] == NONE).collect();
    for &x in &queue {
        seen[x] = true;
    }
    let mut head = 0;
    while head < queue.len() && !seen[v] {
        let x = queue[head];
        head += 1;
        for slot in 0..moves.slots(x) {
            let Some(w) = moves.neighbor(x, slot) else { continue };
            let y = mates[w];
            assert!(y != NONE, "the matching is not maximum");
            if !seen[y as usize] {
                seen[y as usize] = true;
                prev[y as usize] = (x as u32, w as u32);
                queue.push(y as usize);
            }
        }
    }
    assert!(seen[v], "the start vertex is covered by every maximum matching");
    mates[v] = NONE;
    let mut y = v;
    while prev[y].0 != NONE {
        let (x, w) = prev[y];
        mates[x as usize] = w;
        mates[w as usize] = x;
        y = x as usize;
    }
}

/// The strategy tree from `start`: `mates` is a maximum matching (mate of every vertex,
/// or [`NONE`]) that covers `start` when `mover_wins`, and misses it otherwise.
///
/// # Complexity
/// O(V) to set up, then O(slots) per listed move; at most `limits.max_moves` moves.
///
/// # Panics
/// If `mates` is not such a matching.
pub(crate) fn strategy_tree(
    moves: &impl Moves,
    mates: &[u32],
    start: usize,
    mover_wins: bool,
    limits: StrategyLimits,
) -> Strategy<usize> {
    let mut visited = vec![false; moves.n_vertices()];
    visited[start] = true;
    let mut tree = Vec::new();
    let mut complete = true;
    let goes_on = |visited: &[bool], to: usize| {
        (0..moves.slots(to)).any(|slot| moves.neighbor(to, slot).is_some_and(|x| !visited[x]))
    };
    // The explicit stack: (vertex, depth of the move that reached it, next slot for the
    // loser's replies).
    let mut stack: Vec<(usize, usize, usize)> = vec![(start, 0, 0)];
    'search: while let Some(&mut (at, depth, ref mut pos)) = stack.last_mut() {
        let winner_to_move = (depth % 2 == 0) == mover_wins;
        let next = if winner_to_move {
            // The winner's one answer, along the matching.
            if *pos > 0 {
                None
            } else {
                *pos = 1;
                let mate = mates[at];
                assert!(mate != NONE, "the winner's vertex is matched");
                Some(mate as usize)
            }
        } else {
            let mut next = None;
            while next.is_none() && *pos < moves.slots(at) {
                next = moves.neighbor(at, *pos).filter(|&x| !visited[x]);
                *pos += 1;
            }
            next
        };
        let Some(to) = next else {
            visited[at] = false;
            stack.pop();
            continue;
        };
        assert!(!visited[to], "the winner's answer is a fresh vertex");
        if tree.len() == limits.max_moves {
            complete = false;
            break 'search;
        }
        let new_depth = depth + 1;
        visited[to] = true;
        let cut = new_depth >= limits.max_depth && goes_on(&visited, to);
        complete &= !cut;
        tree.push(StrategyMove { depth: new_depth, by_winner: winner_to_move, to, cut });
        if cut {
            visited[to] = false;
        } else {
            stack.push((to, new_depth, 0));
        }
    }
    Strategy { mover_wins, moves: tree, complete }
}

impl Geography {
    /// The winning strategy from vertex `start` of side `side` of `graph` (the graph
    /// this solution was computed for), as far as `limits` allow: every reply of the
    /// loser, each followed by the winner's answer.
    ///
    /// # Complexity
    /// O(V + E log E) to set up, then O(degree) per listed move; at most
    /// `limits.max_moves` moves.
    ///
    /// # Panics
    /// If `graph` is not the graph of this solution, or `start` is not a vertex of `side`.
    ///
    /// # Examples
    /// ```
    /// use grundy::game::geography::{solve_geography, StrategyLimits};
    /// use grundy::matching::Side;
    /// use grundy::{BipartiteGraph, VertexId};
    /// // Path l0 - r0 - l1: from l0 the first player must go to r0, then the second
    /// // player goes to l1 and wins.
    /// let v = VertexId::new;
    /// let g = BipartiteGraph::from_edges(2, 1, vec![(v(0), v(0)), (v(1), v(0))]);
    /// let strategy = solve_geography(&g).strategy(&g, Side::Left, v(0), StrategyLimits::default());
    /// assert!(!strategy.mover_wins);
    /// let line: Vec<_> = strategy.moves.iter().map(|m| (m.depth, m.by_winner, m.to)).collect();
    /// assert_eq!(line, vec![(1, false, (Side::Right, v(0))), (2, true, (Side::Left, v(1)))]);
    /// ```
    pub fn strategy(
        &self,
        graph: &BipartiteGraph,
        side: Side,
        start: VertexId,
        limits: StrategyLimits,
    ) -> Strategy<(Side, VertexId)> {
        let n_left = self.matching.n_left();
        assert!(
            graph.n_left() == n_left && graph.n_right() == self.matching.n_right(),
            "the solution is for another graph"
        );
        let flat = |side: Side, v: usize| if side == Side::Left { v } else { n_left + v };
        let mover_wins = self.mover_wins(side, start);
        let rows = Rows::of_bipartite(graph);
        let mut mates: Vec<u32> = self
            .matching
            .left_mates()
            .iter()
            .map(|&w| if w == NONE { NONE } else { w + n_left as u32 })
            .collect();
        mates.extend_from_slice(self.matching.right_mates());
        let root = flat(side, start.index());
        if !mover_wins {
            free_vertex(&rows, &mut mates, |x| (x < n_left) == (side == Side::Left), root);
        }
        strategy_tree(&rows, &mates, root, mover_wins, limits).map(|x| {
            if x < n_left {
                (Side::Left, VertexId::new(x))
            } else {
                (Side::Right, VertexId::new(x - n_left))
            }
        })
    }
}

#[cfg(test)]
mod tests;
