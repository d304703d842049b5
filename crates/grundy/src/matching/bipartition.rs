//! Two-colouring a general [`Graph`] into a [`BipartiteGraph`] by breadth-first search
//! (<https://en.wikipedia.org/wiki/Bipartite_graph#Testing_bipartiteness>), O(V + E), or
//! an odd cycle proving that no two-colouring exists.
//!
//! Each connected component is coloured from its smallest vertex, which goes left; the
//! search uses a queue, not recursion. An edge joining two vertices of the same colour
//! closes an odd cycle through the search tree (up both tree paths to their lowest
//! common ancestor); a self-loop is an odd cycle of length 1. The cycle found is not
//! necessarily the shortest one. General-graph matching (blossoms) is not done here.

use std::fmt;

use super::{Side, NONE};
use crate::graph::{BipartiteGraph, EdgeId, Graph, VertexId};

/// A two-colouring of a graph and the bipartite graph it gives.
///
/// Edge `i` of the original graph is edge `i` of [`Bipartition::graph`]; each side numbers
/// its vertices in increasing order of their original ids.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bipartition {
    graph: BipartiteGraph,
    /// For every original vertex: its side and index on that side.
    place: Vec<(Side, VertexId)>,
    left: Vec<VertexId>,
    right: Vec<VertexId>,
    /// The number of connected components (isolated vertices count).
    components: usize,
}

impl Bipartition {
    /// The number of connected components of the graph (an isolated vertex is one). A
    /// connected graph has one two-colouring up to swapping the sides; with several
    /// components the sides are one choice among many.
    ///
    /// # Examples
    /// ```
    /// use grundy::matching::bipartition;
    /// use grundy::{Graph, VertexId};
    /// let v = VertexId::new;
    /// let two_edges = Graph::from_edges(4, vec![(v(0), v(1)), (v(2), v(3))]);
    /// assert_eq!(bipartition(&two_edges).unwrap().n_components(), 2);
    /// ```
    pub fn n_components(&self) -> usize {
        self.components
    }

    /// The bipartite graph: left and right vertices renumbered, edges in the original
    /// order, each as `(left, right)`.
    pub fn graph(&self) -> &BipartiteGraph {
        &self.graph
    }

    /// The side of original vertex `v` and its index there.
    ///
    /// # Panics
    /// If `v` is not a vertex of the original graph.
    pub fn place(&self, v: VertexId) -> (Side, VertexId) {
        self.place[v.index()]
    }

    /// The original vertex of vertex `v` of side `side`.
    ///
    /// # Panics
    /// If `v` is not a vertex of `side`.
    pub fn original(&self, side: Side, v: VertexId) -> VertexId {
        match side {
            Side::Left => self.left[v.index()],
            Side::Right => self.right[v.index()],
        }
    }
}

/// An odd cycle: the certificate that a graph has no two-colouring.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OddCycle {
    vertices: Vec<VertexId>,
    edges: Vec<EdgeId>,
}

impl OddCycle {
    /// The vertices around the cycle (an odd number of them, all distinct); edge `i`
    /// of [`OddCycle::edges`] joins vertex `i` to vertex `i + 1` (the last one back to
    /// the first).
    pub fn vertices(&self) -> &[VertexId] {
        &self.vertices
    }

    /// The edges around the cycle, as many as the vertices.
    pub fn edges(&self) -> &[EdgeId] {
        &self.edges
    }
}

impl fmt::Display for OddCycle {
    /// Writes the cycle as `0 - 1 - 2 - 0` (vertex indices).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for v in &self.vertices {
            write!(f, "{v} - ")?;
        }
        write!(f, "{}", self.vertices[0])
    }
}

impl std::error::Error for OddCycle {}

/// A two-colouring of `graph`, or an odd cycle if it has none.
///
/// # Complexity
/// O(V + E) time and extra space.
///
/// # Errors
/// An [`OddCycle`] of `graph` (a self-loop is one of length 1).
///
/// # Examples
/// ```
/// use grundy::matching::{bipartition, Side};
/// use grundy::{Graph, VertexId};
/// // A path 0 - 1 - 2 is bipartite; a triangle is not.
/// let v = VertexId::new;
/// let path = Graph::from_edges(3, vec![(v(0), v(1)), (v(1), v(2))]);
/// let split = bipartition(&path).unwrap();
/// assert_eq!(split.place(v(2)), (Side::Left, v(1)));
/// let triangle = Graph::from_edges(3, vec![(v(0), v(1)), (v(1), v(2)), (v(2), v(0))]);
/// assert_eq!(bipartition(&triangle).unwrap_err().vertices().len(), 3);
/// ```
pub fn bipartition(graph: &Graph) -> Result<Bipartition, OddCycle> {
    match two_colour(graph) {
        Ok((colour, components)) => Ok(from_colours(graph, &colour, components)),
        Err(clash) => Err(odd_cycle(graph, &clash)),
    }
}

/// [`bipartition`] without the odd cycle, for callers that only branch on bipartiteness
/// (the cycle's edges cost a pass over the edge list).
pub(crate) fn bipartition_if_any(graph: &Graph) -> Option<Bipartition> {
    let (colour, components) = two_colour(graph).ok()?;
    Some(from_colours(graph, &colour, components))
}

/// Whether `graph` has a two-colouring, in O(V + E) time and O(V) space.
pub(crate) fn has_two_colouring(graph: &Graph) -> bool {
    two_colour(graph).is_ok()
}

/// Where breadth-first two-colouring failed: the search tree so far and the two vertices
/// of one colour that an edge joins.
struct Clash {
    parent: Vec<u32>,
    depth: Vec<u32>,
    x: usize,
    y: usize,
}

/// The colours (0 left, 1 right) by breadth-first search from each uncoloured vertex in
/// turn, and the number of components; or the clash that makes them impossible. The
/// search reads the neighbour rows alone (a graph that is only matched never builds its
/// edge ids).
fn two_colour(graph: &Graph) -> Result<(Vec<u32>, usize), Clash> {
    let n = graph.n_vertices();
    // colour: 0 left, 1 right, NONE unseen; parent and depth in the search tree.
    let mut colour = vec![NONE; n];
    let mut parent = vec![NONE; n];
    let mut depth = vec![0u32; n];
    let mut queue: Vec<u32> = Vec::new();
    let mut components = 0;
    for root in 0..n {
        if colour[root] != NONE {
            continue;
        }
        components += 1;
        colour[root] = 0;
        queue.clear();
        queue.push(root as u32);
        let mut head = 0;
        while head < queue.len() {
            let x = queue[head] as usize;
            head += 1;
            for &y in graph.neighbor_row(VertexId::new(x)) {
                let y = y.index();
                if colour[y] == NONE {
                    colour[y] = 1 - colour[x];
                    parent[y] = x as u32;
                    depth[y] = depth[x] + 1;
                    queue.push(y as u32);
                } else if colour[y] == colour[x] {
                    return Err(Clash { parent, depth, x, y });
                }
            }
        }
    }
    Ok((colour, components))
}

/// The bipartition of `graph` with the sides its caller chose: vertex `v` is on the left
/// iff `is_left[v]` (the top nodes of a bipartite graph in NetworkX's words). Unlike
/// [`bipartition`], which picks one of the two-colourings, this keeps a given one.
///
/// # Complexity
/// O(V + E) time and extra space.
///
/// # Errors
/// The first edge (in input order) whose two ends are on the same side.
///
/// # Panics
/// If `is_left` does not have one entry per vertex.
///
/// # Examples
/// ```
/// use grundy::matching::{bipartition_with_sides, Side};
/// use grundy::{EdgeId, Graph, VertexId};
/// let v = VertexId::new;
/// let path = Graph::from_edges(3, vec![(v(0), v(1)), (v(1), v(2))]);
/// let split = bipartition_with_sides(&path, &[false, true, false]).unwrap();
/// assert_eq!(split.place(v(1)), (Side::Left, v(0)));
/// assert_eq!(bipartition_with_sides(&path, &[true, true, false]).unwrap_err(), EdgeId::new(0));
/// ```
pub fn bipartition_with_sides(graph: &Graph, is_left: &[bool]) -> Result<Bipartition, EdgeId> {
    assert_eq!(is_left.len(), graph.n_vertices(), "one side per vertex");
    if let Some((e, _, _)) = graph.edges().find(|&(_, a, b)| is_left[a.index()] == is_left[b.index()]) {
        return Err(e);
    }
    let colour: Vec<u32> = is_left.iter().map(|&left| u32::from(!left)).collect();
    Ok(from_colours(graph, &colour, count_components(graph)))
}

/// The number of connected components of `graph` (union-find with path halving).
fn count_components(graph: &Graph) -> usize {
    let mut parent: Vec<u32> = (0..graph.n_vertices() as u32).collect();
    fn root(parent: &mut [u32], mut x: u32) -> u32 {
        while parent[x as usize] != x {
            parent[x as usize] = parent[parent[x as usize] as usize];
            x = parent[x as usize];
        }
        x
    }
    let mut components = graph.n_vertices();
    for (_, a, b) in graph.edges() {
        let (ra, rb) = (root(&mut parent, a.index() as u32), root(&mut parent, b.index() as u32));
        if ra != rb {
            parent[ra as usize] = rb;
            components -= 1;
        }
    }
    components
}

/// The bipartition of `graph` given each vertex's colour (0 left, 1 right; every edge
/// joins the two), each side numbered in increasing order of the original ids.
fn from_colours(graph: &Graph, colour: &[u32], components: usize) -> Bipartition {
    let n = graph.n_vertices();
    let mut place = Vec::with_capacity(n);
    let mut left = Vec::new();
    let mut right = Vec::new();
    for (v, &c) in colour.iter().enumerate() {
        let (side, list) = if c == 0 { (Side::Left, &mut left) } else { (Side::Right, &mut right) };
        place.push((side, VertexId::new(list.len())));
        list.push(VertexId::new(v));
    }
    let endpoints = graph
        .edges()
        .map(|(_, a, b)| {
            let ((side_a, a), (_, b)) = (place[a.index()], place[b.index()]);
            if side_a == Side::Left {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    let graph = BipartiteGraph::from_edges(left.len(), right.len(), endpoints);
    Bipartition { graph, place, left, right, components }
}

/// The cycle closed by the edge between `x` and `y`, two vertices of the same colour in
/// one search tree: `x` up to the lowest common ancestor, down to `y`, and back to `x`.
/// Each of its edges is the one the search met: the first edge of the pair in a row,
/// which is the pair's edge of lowest id (rows list their edges in id order).
fn odd_cycle(graph: &Graph, clash: &Clash) -> OddCycle {
    let Clash { parent, depth, x, y } = clash;
    let (x, y) = (*x, *y);
    let (mut a, mut b) = (x, y);
    let mut up_a = Vec::new(); // from x upwards
    let mut up_b = Vec::new();
    while depth[a] > depth[b] {
        up_a.push(a);
        a = parent[a] as usize;
    }
    while depth[b] > depth[a] {
        up_b.push(b);
        b = parent[b] as usize;
    }
    while a != b {
        up_a.push(a);
        a = parent[a] as usize;
        up_b.push(b);
        b = parent[b] as usize;
    }
    let mut vertices: Vec<VertexId> = up_a.into_iter().map(VertexId::new).collect();
    if x != y {
        vertices.push(VertexId::new(a));
        vertices.extend(up_b.into_iter().rev().map(VertexId::new));
    } else {
        vertices.push(VertexId::new(x));
    }
    // Edge i joins vertex i and the next one around the cycle.
    let pairs: Vec<(VertexId, VertexId)> =
        (0..vertices.len()).map(|i| (vertices[i], vertices[(i + 1) % vertices.len()])).collect();
    let edges = graph.first_edges_between(&pairs);
    debug_assert!(edges.iter().all(Option::is_some), "every pair of the cycle is an edge the search met");
    OddCycle { vertices, edges: edges.into_iter().flatten().collect() }
}

#[cfg(test)]
mod tests;
