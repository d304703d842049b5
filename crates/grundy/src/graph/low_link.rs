//! Tarjan's low-link depth-first search, with an explicit stack instead of recursion: the
//! one iterative DFS core behind the strongly connected components of a digraph
//! (`matching/strong_components.rs`,
//! <https://en.wikipedia.org/wiki/Tarjan%27s_strongly_connected_components_algorithm>)
//! and the bridges of an undirected multigraph (`game/hackenbush.rs`,
//! <https://en.wikipedia.org/wiki/Bridge_(graph_theory)#Tarjan's_bridge-finding_algorithm>).
//! O(V + E) time, O(V) extra space besides the rows.
//!
//! The shared part, [`LowLink::search`]: number the vertices in discovery order, walk the
//! rows of a [`Csr`] with a stack of `(vertex, next row position)` frames (so boards of
//! 10^7 cells need no deep recursion), let an arc to an already discovered vertex (one the
//! visitor counts) lower the low-link of its tail to the head's number, and when a vertex
//! is finished fold its low-link into its tree parent's.
//!
//! What genuinely differs is left to a [`LowLinkVisitor`]:
//! - which arcs are walked ([`LowLinkVisitor::head`]): the SCC search skips absent arcs;
//!   the bridge search skips the tree edge it came in by (by edge id, so a parallel edge
//!   back to the parent counts as a cycle), and the one edge it pretends is cut;
//! - which discovered heads count ([`LowLinkVisitor::counts`]): in a digraph only those
//!   still on the component stack (an arc into a finished component is a cross arc that
//!   proves nothing); in an undirected graph every one (a non-tree edge always joins a
//!   vertex to an ancestor or descendant);
//! - what a finished vertex means ([`LowLinkVisitor::finish`]): the root of a component
//!   when its low-link is its own number, or the lower end of a bridge when its low-link
//!   is above its parent's number.

use super::{Csr, RowsView};

/// Marks a vertex not yet discovered.
const UNDISCOVERED: u32 = u32::MAX;

/// The part of a low-link search that depends on the problem (see the module doc).
pub(crate) trait LowLinkVisitor<T> {
    /// The head of the arc `entry` out of `v`, or `None` to pass over the arc.
    fn head(&mut self, v: usize, entry: T) -> Option<usize>;
    /// Whether an arc to `w`, discovered already, lowers the low-link of its tail.
    fn counts(&self, w: usize) -> bool;
    /// `w` was discovered, through the arc `entry` (`None` for the root of the search).
    fn discover(&mut self, w: usize, via: Option<T>);
    /// `v` is finished: its low-link is final, its tree `parent` is still on the stack.
    fn finish(&mut self, v: usize, parent: Option<usize>, search: &LowLink);
}

/// The discovery numbers and low-links of a low-link search, in reusable buffers.
#[derive(Clone, Debug, Default)]
pub(crate) struct LowLink {
    index: Vec<u32>,
    low: Vec<u32>,
    /// The explicit call stack: a vertex and the position of its next arc in the rows.
    calls: Vec<(u32, usize)>,
    counter: u32,
}

impl LowLink {
    /// Forgets every search: all `n_vertices` vertices undiscovered, numbering from 0.
    pub(crate) fn reset(&mut self, n_vertices: usize) {
        self.index.clear();
        self.index.resize(n_vertices, UNDISCOVERED);
        self.low.clear();
        self.low.resize(n_vertices, 0);
        self.counter = 0;
    }

    /// The discovery number of `v` (counted over all searches since the reset).
    #[inline]
    pub(crate) fn index(&self, v: usize) -> u32 {
        self.index[v]
    }

    /// The low-link of `v`: the smallest discovery number that an arc counted by the
    /// visitor reaches from `v`'s subtree (final once `v` is finished).
    #[inline]
    pub(crate) fn low(&self, v: usize) -> u32 {
        self.low[v]
    }

    /// Searches from each of `roots` not yet discovered (since the reset), in turn,
    /// along the rows of `arcs`, reporting to `visitor`.
    pub(crate) fn search<T: Copy>(
        &mut self,
        arcs: &Csr<T>,
        roots: impl IntoIterator<Item = usize>,
        visitor: &mut impl LowLinkVisitor<T>,
    ) {
        let rows: RowsView<'_, T> = arcs.view();
        for root in roots {
            if self.index[root] != UNDISCOVERED {
                continue;
            }
            self.enter(rows, root);
            visitor.discover(root, None);
            while let Some(frame) = self.calls.last_mut() {
                let v = frame.0 as usize;
                if frame.1 < rows.end(v) {
                    let entry = rows.target(frame.1);
                    frame.1 += 1;
                    let Some(w) = visitor.head(v, entry) else { continue };
                    if self.index[w] == UNDISCOVERED {
                        self.enter(rows, w);
                        visitor.discover(w, Some(entry));
                    } else if visitor.counts(w) {
                        self.low[v] = self.low[v].min(self.index[w]);
                    }
                    continue;
                }
                self.calls.pop();
                let parent = self.calls.last().map(|&(p, _)| p as usize);
                if let Some(p) = parent {
                    self.low[p] = self.low[p].min(self.low[v]);
                }
                visitor.finish(v, parent, self);
            }
        }
    }

    /// Numbers `v` and pushes its frame.
    #[inline]
    fn enter<T: Copy>(&mut self, rows: RowsView<'_, T>, v: usize) {
        self.index[v] = self.counter;
        self.low[v] = self.counter;
        self.counter += 1;
        self.calls.push((v as u32, rows.start(v)));
    }
}
