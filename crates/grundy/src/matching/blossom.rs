//! Maximum cardinality matching on general graphs: a Karp-Sipser greedy start (or, when the
//! numbering keeps neighbours close as on boards, the empty matching, see
//! [`numbering_is_local`]), then Edmonds' blossom algorithm (<https://en.wikipedia.org/wiki/Blossom_algorithm>) with
//! blossoms contracted in a union-find structure (Gabow 1976), one alternating search per
//! free vertex, never restarting from scratch. O(V E α(V)) in the worst case; near-linear
//! on the sparse random graphs and boards measured in `benches/blossom.rs`.
//!
//! Each search grows an alternating tree from one free root by breadth-first search.
//! An edge from an even (outer) vertex to an unlabelled vertex grows the tree; an edge
//! between two even vertices of different blossoms closes a new blossom: the walk to the
//! lowest common base goes base to base, the odd vertices on it become even and remember
//! the closing edge (their bridge), and the classes merge, so a search costs O(E α(V)) in
//! the part of the graph it touches. An edge to an unlabelled free vertex ends the search
//! with an augmentation (the path through blossoms is unfolded from the bridges with an
//! explicit stack), after which only the vertices the search touched are reset. A search
//! that fails leaves a Hungarian tree: no augmenting path can ever pass through it
//! (Edmonds 1965), so its vertices keep their labels and every later search ignores them.
//! When every root has been searched, the Hungarian trees together are exactly the forest
//! of a failed search from all free vertices at once, so their even vertices are the missable
//! ones (D), their odd vertices A and the unlabelled rest C of the Gallai-Edmonds
//! decomposition
//! ([`super::gallai_edmonds`]).
//!
//! Not done here: weighted matching, Micali-Vazirani's O(E √V) bound (successful searches
//! may each explore much of the graph, so O(V E α(V)) is the honest worst case), dynamic
//! graphs. Self-loops and parallel edges are allowed and change nothing.

use super::gallai_edmonds::GallaiEdmonds;
use super::{VertexPart, NONE};
use crate::graph::{Graph, VertexId};

/// A matching of a general [`Graph`]: the mate (if any) of every vertex.
///
/// The mates always agree (`u`'s mate is `w` iff `w`'s mate is `u`, and no vertex is its
/// own mate); whether each pair is an edge of a given graph is what
/// [`tutte_berge_verify`](super::tutte_berge_verify) checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneralMatching {
    mate: Vec<u32>,
    size: usize,
}

impl GeneralMatching {
    /// The empty matching on `n_vertices` vertices.
    pub fn empty(n_vertices: usize) -> GeneralMatching {
        GeneralMatching { mate: vec![NONE; n_vertices], size: 0 }
    }

    /// A matching from its pairs, or `None` if a vertex is out of range, paired with
    /// itself, or in two pairs. The pairs need not be edges of any graph.
    pub fn from_pairs(
        n_vertices: usize,
        pairs: impl IntoIterator<Item = (VertexId, VertexId)>,
    ) -> Option<GeneralMatching> {
        let mut res = GeneralMatching::empty(n_vertices);
        for (u, w) in pairs {
            let (u, w) = (u.index(), w.index());
            if u >= n_vertices || w >= n_vertices || u == w {
                return None;
            }
            if res.mate[u] != NONE || res.mate[w] != NONE {
                return None;
            }
            res.mate[u] = w as u32;
            res.mate[w] = u as u32;
            res.size += 1;
        }
        Some(res)
    }

    /// Builds a matching from a mate array that already agrees with itself.
    pub(crate) fn from_mates(mate: Vec<u32>) -> GeneralMatching {
        debug_assert!(mate
            .iter()
            .enumerate()
            .all(|(u, &w)| w == NONE || (w as usize != u && mate[w as usize] == u as u32)));
        let size = mate.iter().filter(|&&w| w != NONE).count() / 2;
        GeneralMatching { mate, size }
    }

    /// The number of matched pairs.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The number of vertices.
    pub fn n_vertices(&self) -> usize {
        self.mate.len()
    }

    /// The mate of `v`, if `v` is matched.
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn mate(&self, v: VertexId) -> Option<VertexId> {
        let w = self.mate[v.index()];
        (w != NONE).then(|| VertexId::new(w as usize))
    }

    /// Whether every vertex is matched.
    pub fn is_perfect(&self) -> bool {
        2 * self.size == self.mate.len()
    }

    /// The matched pairs `(u, w)` with `u < w`, by increasing `u`.
    pub fn pairs(&self) -> impl Iterator<Item = (VertexId, VertexId)> + '_ {
        self.mate
            .iter()
            .enumerate()
            .filter(|&(u, &w)| w != NONE && u < w as usize)
            .map(|(u, &w)| (VertexId::new(u), VertexId::new(w as usize)))
    }
}

/// A maximum matching of `graph` with its Gallai-Edmonds decomposition, always by the
/// blossom algorithm (bipartite graphs included; [`gallai_edmonds`](super::gallai_edmonds())
/// sends those to the bipartite engine instead).
///
/// # Complexity
/// O(V E α(V)) time in the worst case: each of at most V/2 successful searches is
/// near-linear in the part of the graph it touches, and the failed ones touch disjoint
/// parts. O(V) extra space: 17 bytes a vertex (mate, label, blossom base, predecessor,
/// and one word that holds a bridge or a walk's stamp), besides the graph's rows.
///
/// # Examples
/// ```
/// use grundy::matching::{blossom, VertexPart};
/// use grundy::{Graph, VertexId};
/// // A triangle 0 - 1 - 2 - 0 with a pendant vertex 3 on 2.
/// let v = VertexId::new;
/// let g = Graph::from_edges(4, vec![(v(0), v(1)), (v(1), v(2)), (v(2), v(0)), (v(2), v(3))]);
/// let res = blossom(&g);
/// assert_eq!(res.matching().size(), 2);
/// assert!(res.matching().is_perfect());
/// assert_eq!(res.part(v(0)), VertexPart::Perfect);
/// ```
pub fn blossom(graph: &Graph) -> GallaiEdmonds {
    let start = if numbering_is_local(graph) { vec![NONE; graph.n_vertices()] } else { karp_sipser(graph) };
    blossom_from(graph, start)
}

/// Whether the vertices are numbered so that neighbours are close: at least 90% of the
/// edges of (up to) 4096 evenly spaced vertices join vertices at most `max(4 √V + 16, V / 32)`
/// apart, as on a board numbered row by row (of any shape but the thinnest; a random graph
/// has about 6% of its edges that short). Then [`blossom`] starts from the empty matching: the
/// searches from the vertices in increasing order act as a greedy matching whose free
/// vertices are the ones not yet reached, always next to the current root, so almost
/// every search ends within a few steps (LEMON's `MaxMatching` starts the same way on
/// graphs with at least two edges per vertex). A greedy start instead leaves its free
/// vertices scattered, and on a board each search from one of them grows a ball until it
/// meets the next. On graphs without such a numbering (random graphs) the searches in
/// increasing order keep meeting free vertices far away, and the Karp-Sipser start, which
/// leaves very few free vertices, is much faster (the measurements are in the repository's
/// `docs/design/graph-matching.md`).
/// O(V + E) at worst, O(sampled edges) in practice.
fn numbering_is_local(graph: &Graph) -> bool {
    let n_vertices = graph.n_vertices();
    let reach = (4 * n_vertices.isqrt() + 16).max(n_vertices / 32);
    let step = (n_vertices / 4096).max(1);
    let (mut near, mut total) = (0usize, 0usize);
    for v in (0..n_vertices).step_by(step) {
        for w in graph.neighbor_row(VertexId::new(v)) {
            total += 1;
            near += usize::from(w.index().abs_diff(v) <= reach);
        }
    }
    near * 10 >= total * 9
}

/// [`blossom`] from a given starting matching (a mate array that agrees with itself and
/// pairs only neighbours); the tests start from empty and from poor greedy matchings.
pub(crate) fn blossom_from(graph: &Graph, mate: Vec<u32>) -> GallaiEdmonds {
    run(Forest::new(graph, mate))
}

/// [`blossom_from`] with the walks' stamp starting at `stamp`: the tests start it just
/// below `u32::MAX`, so that the stamps wrap around in the middle of the searches.
#[cfg(test)]
pub(crate) fn blossom_from_stamp(graph: &Graph, mate: Vec<u32>, stamp: u32) -> GallaiEdmonds {
    run(Forest { stamp, ..Forest::new(graph, mate) })
}

/// Searches from every free root in turn, then reads the decomposition off the labels.
fn run(mut forest: Forest<'_>) -> GallaiEdmonds {
    let graph = forest.graph;
    for root in 0..graph.n_vertices() as u32 {
        if forest.mate[root as usize] == NONE && forest.label[root as usize] == UNLABELLED {
            forest.search(root);
        }
    }
    let parts = forest
        .label
        .iter()
        .map(|&label| {
            if label & EVEN != 0 {
                VertexPart::Missable
            } else if label & ODD != 0 {
                VertexPart::Adjacent
            } else {
                VertexPart::Perfect
            }
        })
        .collect();
    GallaiEdmonds::new(GeneralMatching::from_mates(forest.mate), parts)
}

/// A greedy maximal matching by the Karp-Sipser rule: while some unmatched vertex has
/// exactly one unmatched neighbour, match that pair (never a mistake); otherwise match a
/// vertex of least remaining degree to its neighbour of least remaining degree.
/// O(V + E) time with lazy degree buckets.
pub(crate) fn karp_sipser(graph: &Graph) -> Vec<u32> {
    let n_vertices = graph.n_vertices();
    let row = |v: u32| graph.neighbor_row(VertexId::new(v as usize));
    let mut mate = vec![NONE; n_vertices];
    let mut degree: Vec<u32> = (0..n_vertices as u32)
        .map(|v| row(v).iter().filter(|w| w.index() != v as usize).count() as u32)
        .collect();
    let max_degree = degree.iter().copied().max().unwrap_or(0) as usize;
    let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); max_degree + 1];
    for v in (0..n_vertices as u32).rev() {
        if degree[v as usize] > 0 {
            buckets[degree[v as usize] as usize].push(v);
        }
    }
    let mut lowest = 1;
    while lowest <= max_degree {
        let Some(v) = buckets[lowest].pop() else {
            lowest += 1;
            continue;
        };
        if mate[v as usize] != NONE || degree[v as usize] as usize != lowest {
            continue; // A stale entry: the vertex was matched or its degree dropped.
        }
        let mut best = NONE;
        for &w in row(v) {
            let w = w.index() as u32;
            if w != v
                && mate[w as usize] == NONE
                && (best == NONE || degree[w as usize] < degree[best as usize])
            {
                best = w;
            }
        }
        if best == NONE {
            continue;
        }
        mate[v as usize] = best;
        mate[best as usize] = v;
        for z in [v, best] {
            for &w in row(z) {
                let w = w.index();
                if mate[w] == NONE && degree[w] > 0 {
                    degree[w] -= 1;
                    let d = degree[w] as usize;
                    if d > 0 {
                        buckets[d].push(w as u32);
                        lowest = lowest.min(d);
                    }
                }
            }
        }
    }
    mate
}

/// Label bits: unlabelled, even (outer), odd (inner), and dead (in the Hungarian tree of
/// an earlier failed search, so ignored by later searches); `BRIDGED` marks an odd vertex
/// made even by a blossom, whose `tag` then holds its bridge.
const UNLABELLED: u8 = 0;
const EVEN: u8 = 1;
const ODD: u8 = 2;
const DEAD: u8 = 4;
const BRIDGED: u8 = 8;

/// The state of the searches: mates, labels, blossom bases and tree links.
struct Forest<'g> {
    graph: &'g Graph,
    mate: Vec<u32>,
    label: Vec<u8>,
    /// Union-find parent; the root of a class is the base of its blossom.
    base: Vec<u32>,
    /// For an odd vertex, the even vertex that labelled it.
    pred: Vec<u32>,
    /// Two uses that never meet on one vertex, in 4 bytes a vertex: for a `BRIDGED`
    /// vertex, the index in `bridges` of the edge that closed its blossom (the many
    /// vertices one blossom makes even share the edge); for a blossom base (a vertex even
    /// when labelled, never bridged), the stamp of the last lowest-common-ancestor walk
    /// that passed it.
    tag: Vec<u32>,
    /// The closing edges of the current search's blossoms, each with the endpoint on the
    /// side of the vertices that refer to it first.
    bridges: Vec<(u32, u32)>,
    /// The stamp of the current walk (tags below it are older walks').
    stamp: u32,
    queue: Vec<u32>,
    touched: Vec<u32>,
    /// The pending halves of an augmentation.
    stack: Vec<(u32, u32)>,
}

impl<'g> Forest<'g> {
    fn new(graph: &'g Graph, mate: Vec<u32>) -> Forest<'g> {
        let n_vertices = graph.n_vertices();
        Forest {
            graph,
            mate,
            label: vec![UNLABELLED; n_vertices],
            base: (0..n_vertices as u32).collect(),
            pred: vec![NONE; n_vertices],
            tag: vec![0; n_vertices],
            bridges: Vec::new(),
            stamp: 0,
            queue: Vec::new(),
            touched: Vec::new(),
            stack: Vec::new(),
        }
    }

    /// The base of the blossom holding `v` (path halving).
    fn find(&mut self, mut v: u32) -> u32 {
        while self.base[v as usize] != v {
            let parent = self.base[v as usize];
            self.base[v as usize] = self.base[parent as usize];
            v = parent;
        }
        v
    }

    /// The base of the smallest blossom-to-be holding the even vertices `x` and `y` of the
    /// same tree: walks up from both alternately, so the walk costs at most twice the
    /// length of the cycle it closes.
    fn lowest_common_base(&mut self, x: u32, y: u32) -> u32 {
        if self.stamp == u32::MAX {
            // Once in 2^32 walks: forget every stamp (the bridges stay).
            for (tag, &label) in self.tag.iter_mut().zip(&self.label) {
                if label & BRIDGED == 0 {
                    *tag = 0;
                }
            }
            self.stamp = 0;
        }
        self.stamp += 1;
        let (mut a, mut b) = (self.find(x), self.find(y));
        loop {
            if a != NONE {
                if self.tag[a as usize] == self.stamp {
                    return a;
                }
                self.tag[a as usize] = self.stamp;
                let up = self.mate[a as usize];
                a = if up == NONE { NONE } else { self.find(self.pred[up as usize]) };
            }
            std::mem::swap(&mut a, &mut b);
        }
    }

    /// Contracts the half of the blossom from `x` up to base `lca`, closed by the edge
    /// `x`-`y`: walks base to base (never inside an earlier blossom), makes each odd vertex
    /// on the way even (queueing it, and recording the edge as its bridge) and merges each
    /// class on the way into `lca`'s. O(1) amortised per merged class, plus the finds.
    fn contract(&mut self, x: u32, y: u32, lca: u32) {
        let mut b = self.find(x);
        if b == lca {
            return;
        }
        let bridge = self.bridges.len() as u32;
        self.bridges.push((x, y));
        while b != lca {
            // `b` is the base of a blossom below `lca`, so its mate is the odd vertex that
            // links it to its parent (an odd vertex is never inside a blossom).
            let odd = self.mate[b as usize];
            self.tag[odd as usize] = bridge;
            self.label[odd as usize] = EVEN | BRIDGED;
            self.queue.push(odd);
            self.base[b as usize] = lca;
            self.base[odd as usize] = lca;
            b = self.find(self.pred[odd as usize]);
        }
    }

    /// Flips the augmenting path that ends with the edge from the even vertex `x` to the
    /// free vertex `y`. The path from an even vertex `v` to its root is: nothing more for
    /// the root; `v`, its odd mate `o`, then the path of `pred[o]` for a vertex that was
    /// even when labelled; and for an odd vertex made even with bridge (`bx`, `by`), the
    /// path of `bx` from `bx` back to `v`, reversed, then `by` and the path of `by`.
    /// Rematching `v` first sets its new mate, which stops the reversed walk at `v`
    /// (Gabow 1976; Tarjan, "Data Structures and Network Algorithms", ch. 9). The pending
    /// halves are kept on an explicit stack.
    fn augment(&mut self, x: u32, y: u32) {
        self.mate[y as usize] = x;
        let mut stack = std::mem::take(&mut self.stack);
        stack.push((x, y));
        while let Some((mut v, mut w)) = stack.pop() {
            loop {
                let old = self.mate[v as usize];
                self.mate[v as usize] = w;
                if old == NONE || self.mate[old as usize] != v {
                    break;
                }
                if self.label[v as usize] & BRIDGED == 0 {
                    let up = self.pred[old as usize];
                    self.mate[old as usize] = up;
                    (v, w) = (up, old);
                } else {
                    let (bx, by) = self.bridges[self.tag[v as usize] as usize];
                    stack.push((by, bx));
                    (v, w) = (bx, by);
                }
            }
        }
        self.stack = stack;
    }

    /// One alternating search from the free vertex `root`; augments and resets what it
    /// touched on success, leaves a dead Hungarian tree on failure.
    fn search(&mut self, root: u32) -> bool {
        self.queue.clear();
        self.touched.clear();
        self.bridges.clear();
        self.label[root as usize] = EVEN;
        self.queue.push(root);
        self.touched.push(root);
        let graph = self.graph;
        let mut head = 0;
        let mut found = (NONE, NONE);
        'scan: while head < self.queue.len() {
            let x = self.queue[head];
            head += 1;
            for &y in graph.neighbor_row(VertexId::new(x as usize)) {
                let y = y.index() as u32;
                let label = self.label[y as usize];
                if label & (ODD | DEAD) != 0 {
                    continue;
                }
                if label == UNLABELLED {
                    self.label[y as usize] = ODD;
                    self.pred[y as usize] = x;
                    self.touched.push(y);
                    let next = self.mate[y as usize];
                    if next == NONE {
                        found = (x, y);
                        break 'scan;
                    }
                    self.label[next as usize] = EVEN;
                    self.touched.push(next);
                    self.queue.push(next);
                } else {
                    let (bx, by) = (self.find(x), self.find(y));
                    if bx != by {
                        let lca = self.lowest_common_base(bx, by);
                        self.contract(x, y, lca);
                        self.contract(y, x, lca);
                    }
                }
            }
        }
        if found.0 == NONE {
            for &v in &self.touched {
                self.label[v as usize] |= DEAD;
            }
            return false;
        }
        self.augment(found.0, found.1);
        for &v in &self.touched {
            self.label[v as usize] = UNLABELLED;
            self.base[v as usize] = v;
            self.pred[v as usize] = NONE;
            self.tag[v as usize] = 0;
        }
        true
    }
}

#[cfg(test)]
mod tests;
