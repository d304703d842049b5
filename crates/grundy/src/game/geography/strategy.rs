//! The whole winning strategy of vertex geography from one start vertex, as a tree of
//! moves in preorder, cut at a depth and a node budget; O(V + E) to set up, then O(degree)
//! per listed move.
//!
//! The winner never has to think: take a maximum matching M that covers the start if
//! the first player wins, or one that misses it if she loses (flip an even alternating
//! path from a free vertex, O(V + E)); the winner always answers along M. Each answer
//! keeps the invariant of [`super`]'s theorem (M minus the visited pairs is a maximum
//! matching of what is left, and the loser stands on a vertex it misses), so the
//! loser's every reply is met. The tree lists every reply of the loser (parallel edges
//! count once) and the one answer of the winner; it grows exponentially with the depth,
//! hence the limits. Non-bipartite graphs are not handled.

use super::Geography;
use crate::graph::{BipartiteGraph, VertexId};
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

/// One move of a strategy tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StrategyMove {
    /// The depth of the move: 1 for the first move from the start, and so on; the move
    /// is made by the first player iff the depth is odd.
    pub depth: usize,
    /// Whether the winner makes the move (else it is one of the loser's replies).
    pub by_winner: bool,
    /// The side of the vertex the token moves to.
    pub side: Side,
    /// The vertex the token moves to (from the vertex of the enclosing move, or the start).
    pub to: VertexId,
    /// Whether the game goes on after this move but the tree stops here (cut by a limit).
    pub cut: bool,
}

/// A winning strategy from one start vertex: the moves of the tree in preorder (a
/// move's continuations follow it, one depth deeper).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strategy {
    /// Whether the first player (the player to move from the start) wins.
    pub first_player_wins: bool,
    /// The moves in preorder.
    pub moves: Vec<StrategyMove>,
    /// Whether the tree is whole (no limit cut it).
    pub complete: bool,
}

/// Both sides' rows, parallel edges removed.
struct Rows {
    left: (Vec<usize>, Vec<u32>),
    right: (Vec<usize>, Vec<u32>),
}

impl Rows {
    fn build(graph: &BipartiteGraph) -> Rows {
        let mut left_lists = vec![Vec::new(); graph.n_left()];
        let mut right_lists = vec![Vec::new(); graph.n_right()];
        for (_, u, w) in graph.edges() {
            left_lists[u.index()].push(w.index() as u32);
            right_lists[w.index()].push(u.index() as u32);
        }
        let csr = |mut lists: Vec<Vec<u32>>| {
            let mut offsets = vec![0];
            let mut targets = Vec::new();
            for list in &mut lists {
                list.sort_unstable();
                list.dedup();
                targets.extend_from_slice(list);
                offsets.push(targets.len());
            }
            (offsets, targets)
        };
        Rows { left: csr(left_lists), right: csr(right_lists) }
    }

    fn row(&self, side: Side, v: usize) -> &[u32] {
        let (offsets, targets) = if side == Side::Left { &self.left } else { &self.right };
        &targets[offsets[v]..offsets[v + 1]]
    }
}

/// The mate arrays, indexed by side.
struct Mates {
    left: Vec<u32>,
    right: Vec<u32>,
}

impl Mates {
    fn get(&self, side: Side, v: usize) -> u32 {
        if side == Side::Left {
            self.left[v]
        } else {
            self.right[v]
        }
    }

    fn set(&mut self, side: Side, v: usize, mate: u32) {
        if side == Side::Left {
            self.left[v] = mate;
        } else {
            self.right[v] = mate;
        }
    }

    /// Flips an even alternating path from a free vertex of `side` to `v`, so that `v`
    /// becomes free; `v` must be missed by some maximum matching.
    fn free(&mut self, rows: &Rows, side: Side, v: usize) {
        if self.get(side, v) == NONE {
            return;
        }
        let n = if side == Side::Left { self.left.len() } else { self.right.len() };
        // prev[y]: the vertex of `side` and the other-side vertex before y on the path.
        let mut prev = vec![(NONE, NONE); n];
        let mut seen = vec![false; n];
        let mut queue: Vec<usize> = (0..n).filter(|&x| self.get(side, x) == NONE).collect();
        for &x in &queue {
            seen[x] = true;
        }
        let mut head = 0;
        while head < queue.len() && !seen[v] {
            let x = queue[head];
            head += 1;
            for &w in rows.row(side, x) {
                let y = self.get(side.other(), w as usize);
                assert!(y != NONE, "the matching is not maximum");
                if !seen[y as usize] {
                    seen[y as usize] = true;
                    prev[y as usize] = (x as u32, w);
                    queue.push(y as usize);
                }
            }
        }
        assert!(seen[v], "the start vertex is covered by every maximum matching");
        self.set(side, v, NONE);
        let mut y = v;
        while prev[y].0 != NONE {
            let (x, w) = prev[y];
            self.set(side, x as usize, w);
            self.set(side.other(), w as usize, x);
            y = x as usize;
        }
    }
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
    /// assert!(!strategy.first_player_wins);
    /// let line: Vec<_> = strategy.moves.iter().map(|m| (m.depth, m.by_winner, m.to.index())).collect();
    /// assert_eq!(line, vec![(1, false, 0), (2, true, 1)]);
    /// ```
    pub fn strategy(
        &self,
        graph: &BipartiteGraph,
        side: Side,
        start: VertexId,
        limits: StrategyLimits,
    ) -> Strategy {
        assert!(
            graph.n_left() == self.matching.n_left() && graph.n_right() == self.matching.n_right(),
            "the solution is for another graph"
        );
        let first_player_wins = self.mover_wins(side, start);
        let rows = Rows::build(graph);
        let mut mates =
            Mates { left: self.matching.left_mates().to_vec(), right: self.matching.right_mates().to_vec() };
        if !first_player_wins {
            mates.free(&rows, side, start.index());
        }
        let mut visited = [vec![false; graph.n_left()], vec![false; graph.n_right()]];
        let slot = |side: Side| usize::from(side == Side::Right);
        visited[slot(side)][start.index()] = true;
        let mut moves = Vec::new();
        let mut complete = true;
        // The explicit stack: (side, vertex, depth of the move that reached it, next
        // row position for the loser's replies).
        let mut stack: Vec<(Side, usize, usize, usize)> = vec![(side, start.index(), 0, 0)];
        'search: while let Some(&mut (at_side, at, depth, ref mut pos)) = stack.last_mut() {
            let winner_to_move = (depth % 2 == 0) == first_player_wins;
            let next = if winner_to_move {
                // The winner's one answer, along the matching.
                if *pos > 0 {
                    None
                } else {
                    *pos = 1;
                    let mate = mates.get(at_side, at);
                    assert!(mate != NONE, "the winner's vertex is matched");
                    Some(mate as usize)
                }
            } else {
                let row = rows.row(at_side, at);
                let visited_other = &visited[slot(at_side.other())];
                while *pos < row.len() && visited_other[row[*pos] as usize] {
                    *pos += 1;
                }
                let next = row.get(*pos).map(|&w| w as usize);
                *pos += 1;
                next
            };
            let Some(to) = next else {
                visited[slot(at_side)][at] = false;
                stack.pop();
                continue;
            };
            let to_side = at_side.other();
            assert!(!visited[slot(to_side)][to], "the winner's answer is a fresh vertex");
            if moves.len() == limits.max_moves {
                complete = false;
                break 'search;
            }
            let new_depth = depth + 1;
            visited[slot(to_side)][to] = true;
            let goes_on = rows.row(to_side, to).iter().any(|&x| !visited[slot(at_side)][x as usize]);
            let cut = goes_on && new_depth >= limits.max_depth;
            complete &= !cut;
            moves.push(StrategyMove {
                depth: new_depth,
                by_winner: winner_to_move,
                side: to_side,
                to: VertexId::new(to),
                cut,
            });
            if cut {
                visited[slot(to_side)][to] = false;
            } else {
                stack.push((to_side, to, new_depth, 0));
            }
        }
        Strategy { first_player_wins, moves, complete }
    }
}

#[cfg(test)]
mod tests;
