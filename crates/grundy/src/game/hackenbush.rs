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
//!    stack (no recursion), skipping the tree edge by its id so parallel edges count.
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
//! [`GreenHackenbush::move_search_cost`] tells the cost in advance.
//!
//! Not done here: Blue-Red (partizan) Hackenbush, whose values are not nimbers.

use crate::graph::{EdgeId, Graph, VertexId};

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
/// // ground = 0, a stalk 0 - 1 with a triangle 1 - 2 - 3 hanging from vertex 1:
/// //   0 - 1 < 2
/// //         \ |
/// //           3
/// let v = VertexId::new;
/// let g = Graph::from_edges(4, vec![(v(0), v(1)), (v(1), v(2)), (v(2), v(3)), (v(3), v(1))]);
/// // The triangle fuses to one loop (*1) at vertex 1, so the value is 1 + 1 = 2.
/// assert_eq!(green_hackenbush_value(&g, &[v(0)]), 2);
/// ```
pub fn green_hackenbush_value(graph: &Graph, ground: &[VertexId]) -> u64 {
    GreenHackenbush::new(graph, ground).value()
}

/// A Green Hackenbush position, decomposed into its tree of bridges and 2-edge-connected
/// components, with the value of every subtree.
#[derive(Clone, Debug)]
pub struct GreenHackenbush {
    /// Endpoints of every edge of the input graph, ground vertices renamed to the root.
    ends: Vec<(u32, u32)>,
    /// The decomposition of the part connected to the root.
    dec: Decomposition,
    /// Value of the subtree of each blob (blob 0 holds the root; the value of the game).
    values: Vec<u64>,
}

impl GreenHackenbush {
    /// Decomposes `graph` with ground vertices `ground` and evaluates it. Several ground
    /// vertices act as one; an empty `ground` leaves nothing to play (value 0).
    ///
    /// # Complexity
    /// O(V + E) time and space.
    ///
    /// # Panics
    /// If a ground vertex is not a vertex of `graph`.
    pub fn new(graph: &Graph, ground: &[VertexId]) -> GreenHackenbush {
        let n_vertices = graph.n_vertices();
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
        let csr = Csr::build(n_vertices + 1, &ends, NONE);
        let dec = if ground.is_empty() { Decomposition::empty() } else { Decomposition::new(&csr, &ends, root) };
        let values = dec.blob_values(|_| 0);
        GreenHackenbush { ends, dec, values }
    }

    /// The Grundy value of the position.
    pub fn value(&self) -> u64 {
        self.values.first().copied().unwrap_or(0)
    }

    /// Whether the edge is still in play: connected to the ground.
    pub fn is_live(&self, edge: EdgeId) -> bool {
        self.dec.blob_of[self.ends[edge.index()].0 as usize] != NONE
    }

    /// Whether the edge is a bridge of the live part: cutting it removes everything beyond it.
    pub fn is_bridge(&self, edge: EdgeId) -> bool {
        self.dec.is_bridge[edge.index()]
    }

    /// An upper estimate of the work of [`Self::moves_to`] beyond the linear part:
    /// `Σ_B |E_B| · (|V_B| + |E_B|)` over the 2-edge-connected components `B`.
    ///
    /// # Complexity
    /// O(number of components).
    pub fn move_search_cost(&self) -> u64 {
        let dec = &self.dec;
        (0..dec.n_blobs())
            .map(|b| {
                let edges = dec.internal[b] as u64;
                let vertices = (dec.vertex_start[b + 1] - dec.vertex_start[b]) as u64;
                edges.saturating_mul(vertices + edges)
            })
            .fold(0u64, u64::saturating_add)
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
        let dec = &self.dec;
        let n_blobs = dec.n_blobs();
        let mut res = Vec::new();
        if n_blobs == 0 || self.values[0] == target {
            return res;
        }
        // `need[b]`: the value blob b's subtree must take, or NONE_VALUE when no move in
        // that subtree can help (its parent needs its own current value).
        const NONE_VALUE: u64 = u64::MAX;
        let mut need = vec![NONE_VALUE; n_blobs];
        need[0] = target;
        for b in 1..n_blobs {
            let parent = dec.parent[b] as usize;
            let wanted = need[parent];
            if wanted == NONE_VALUE || wanted == self.values[parent] {
                continue;
            }
            // The parent's value is `rest ^ (values[b] + 1)`; it must become `wanted`.
            let y = wanted ^ self.values[parent] ^ (self.values[b] + 1);
            if y == 0 {
                res.push(EdgeId::new(dec.parent_edge[b] as usize));
            } else {
                need[b] = y - 1;
            }
        }
        // Moves inside blobs: re-evaluate the blob without the edge, its hanging subtrees
        // folded into the weights of the vertices they hang from.
        let mut weight = vec![0u64; dec.blob_of.len()];
        for b in 1..n_blobs {
            let attach = dec.attach[b] as usize;
            weight[attach] ^= self.values[b] + 1;
        }
        let mut local_of = vec![NONE; dec.blob_of.len()];
        for b in 0..n_blobs {
            if need[b] == NONE_VALUE || need[b] == self.values[b] || dec.internal[b] == 0 {
                continue;
            }
            let vertices = &dec.vertices[dec.vertex_start[b]..dec.vertex_start[b + 1]];
            for (i, &v) in vertices.iter().enumerate() {
                local_of[v as usize] = i as u32;
            }
            let edge_ids = &dec.edges[dec.edge_start[b]..dec.edge_start[b + 1]];
            let local_ends: Vec<(u32, u32)> = edge_ids
                .iter()
                .map(|&e| {
                    let (u, v) = self.ends[e as usize];
                    (local_of[u as usize], local_of[v as usize])
                })
                .collect();
            let local_weight: Vec<u64> = vertices.iter().map(|&v| weight[v as usize]).collect();
            let entry = local_of[dec.entry[b] as usize];
            for (skip, &e) in edge_ids.iter().enumerate() {
                let csr = Csr::build(vertices.len(), &local_ends, skip as u32);
                let local = Decomposition::new(&csr, &local_ends, entry);
                let value = local.blob_values(|v| local_weight[v]).first().copied().unwrap_or(0);
                if value == need[b] {
                    res.push(EdgeId::new(e as usize));
                }
            }
        }
        res.sort_unstable();
        res
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

/// Adjacency lists in compressed sparse rows over `(neighbour, edge)` pairs.
struct Csr {
    offsets: Vec<usize>,
    arcs: Vec<(u32, u32)>,
    /// The edge left out (NONE when none is).
    skip: u32,
}

impl Csr {
    /// Builds the rows of `n_vertices` vertices from `ends`, leaving out edge `skip`
    /// (`NONE` keeps all). A loop is listed once.
    fn build(n_vertices: usize, ends: &[(u32, u32)], skip: u32) -> Csr {
        let mut offsets = vec![0usize; n_vertices + 1];
        for (e, &(u, v)) in ends.iter().enumerate() {
            if e as u32 == skip {
                continue;
            }
            offsets[u as usize + 1] += 1;
            if u != v {
                offsets[v as usize + 1] += 1;
            }
        }
        for i in 0..n_vertices {
            offsets[i + 1] += offsets[i];
        }
        let mut arcs = vec![(0u32, 0u32); offsets[n_vertices]];
        let mut next = offsets.clone();
        for (e, &(u, v)) in ends.iter().enumerate() {
            if e as u32 == skip {
                continue;
            }
            arcs[next[u as usize]] = (v, e as u32);
            next[u as usize] += 1;
            if u != v {
                arcs[next[v as usize]] = (u, e as u32);
                next[v as usize] += 1;
            }
        }
        Csr { offsets, arcs, skip }
    }

    fn n_vertices(&self) -> usize {
        self.offsets.len() - 1
    }
}

/// The bridges and 2-edge-connected components ("blobs") of the part of a graph connected
/// to a root. Blobs are numbered in depth-first preorder of their entry vertices, so a
/// blob's parent has a smaller number; blob 0 holds the root.
#[derive(Clone, Debug)]
struct Decomposition {
    /// Blob of each vertex, NONE when the vertex is not connected to the root.
    blob_of: Vec<u32>,
    /// Whether each edge is a bridge (false for edges not connected to the root).
    is_bridge: Vec<bool>,
    /// Parent blob of each blob (NONE for blob 0).
    parent: Vec<u32>,
    /// The bridge joining each blob to its parent (NONE for blob 0).
    parent_edge: Vec<u32>,
    /// The vertex of each blob where its parent bridge arrives (the root for blob 0).
    entry: Vec<u32>,
    /// The vertex of the parent blob where the parent bridge leaves (NONE for blob 0).
    attach: Vec<u32>,
    /// Number of non-bridge edges inside each blob.
    internal: Vec<u32>,
    /// The vertices of blob b are `vertices[vertex_start[b]..vertex_start[b + 1]]`.
    vertices: Vec<u32>,
    vertex_start: Vec<usize>,
    /// The internal edges of blob b are `edges[edge_start[b]..edge_start[b + 1]]`.
    edges: Vec<u32>,
    edge_start: Vec<usize>,
}

impl Decomposition {
    fn empty() -> Decomposition {
        Decomposition {
            blob_of: Vec::new(),
            is_bridge: Vec::new(),
            parent: Vec::new(),
            parent_edge: Vec::new(),
            entry: Vec::new(),
            attach: Vec::new(),
            internal: Vec::new(),
            vertices: Vec::new(),
            vertex_start: vec![0],
            edges: Vec::new(),
            edge_start: vec![0],
        }
    }

    /// Decomposes the part of `csr` connected to `root`; `ends` are the edges' endpoints.
    /// O(V + E) time, one explicit stack.
    fn new(csr: &Csr, ends: &[(u32, u32)], root: u32) -> Decomposition {
        let n_vertices = csr.n_vertices();
        let mut tin = vec![NONE; n_vertices];
        let mut low = vec![0u32; n_vertices];
        let mut parent_edge_of = vec![NONE; n_vertices];
        let mut parent_of = vec![NONE; n_vertices];
        let mut preorder = Vec::new();
        let mut is_bridge = vec![false; ends.len()];
        // Each frame: a vertex and the next position in its adjacency row.
        let mut stack: Vec<(u32, usize)> = Vec::new();
        let mut timer = 0u32;
        tin[root as usize] = timer;
        low[root as usize] = timer;
        timer += 1;
        preorder.push(root);
        stack.push((root, csr.offsets[root as usize]));
        while let Some(frame) = stack.last_mut() {
            let v = frame.0 as usize;
            if frame.1 < csr.offsets[v + 1] {
                let (w, e) = csr.arcs[frame.1];
                frame.1 += 1;
                if e == parent_edge_of[v] {
                    continue;
                }
                if tin[w as usize] == NONE {
                    tin[w as usize] = timer;
                    low[w as usize] = timer;
                    timer += 1;
                    parent_edge_of[w as usize] = e;
                    parent_of[w as usize] = v as u32;
                    preorder.push(w);
                    stack.push((w, csr.offsets[w as usize]));
                } else {
                    low[v] = low[v].min(tin[w as usize]);
                }
            } else {
                stack.pop();
                if let Some(&(p, _)) = stack.last() {
                    let p = p as usize;
                    low[p] = low[p].min(low[v]);
                    if low[v] > tin[p] {
                        is_bridge[parent_edge_of[v] as usize] = true;
                    }
                }
            }
        }
        // Blobs in preorder: a vertex starts a new blob exactly when its tree edge is a bridge.
        let mut blob_of = vec![NONE; n_vertices];
        blob_of[root as usize] = 0;
        let mut parent = vec![NONE];
        let mut parent_edge = vec![NONE];
        let mut entry = vec![root];
        let mut attach = vec![NONE];
        for &v in &preorder[1..] {
            let v = v as usize;
            let p = parent_of[v];
            let e = parent_edge_of[v];
            if is_bridge[e as usize] {
                blob_of[v] = parent.len() as u32;
                parent.push(blob_of[p as usize]);
                parent_edge.push(e);
                entry.push(v as u32);
                attach.push(p);
            } else {
                blob_of[v] = blob_of[p as usize];
            }
        }
        let n_blobs = parent.len();
        // Group vertices and internal edges by blob (counting sorts).
        let mut vertex_start = vec![0usize; n_blobs + 1];
        for &v in &preorder {
            vertex_start[blob_of[v as usize] as usize + 1] += 1;
        }
        let mut internal = vec![0u32; n_blobs];
        for (e, &(u, _)) in ends.iter().enumerate() {
            let b = blob_of[u as usize];
            if b != NONE && !is_bridge[e] && e as u32 != csr.skip {
                internal[b as usize] += 1;
            }
        }
        for b in 0..n_blobs {
            vertex_start[b + 1] += vertex_start[b];
        }
        let mut vertices = vec![0u32; preorder.len()];
        let mut next = vertex_start.clone();
        for &v in &preorder {
            let b = blob_of[v as usize] as usize;
            vertices[next[b]] = v;
            next[b] += 1;
        }
        let mut edge_start = vec![0usize; n_blobs + 1];
        for b in 0..n_blobs {
            edge_start[b + 1] = edge_start[b] + internal[b] as usize;
        }
        let mut edges = vec![0u32; edge_start[n_blobs]];
        let mut next = edge_start.clone();
        for (e, &(u, _)) in ends.iter().enumerate() {
            let b = blob_of[u as usize];
            if b != NONE && !is_bridge[e] && e as u32 != csr.skip {
                edges[next[b as usize]] = e as u32;
                next[b as usize] += 1;
            }
        }
        Decomposition {
            blob_of,
            is_bridge,
            parent,
            parent_edge,
            entry,
            attach,
            internal,
            vertices,
            vertex_start,
            edges,
            edge_start,
        }
    }

    fn n_blobs(&self) -> usize {
        self.parent.len()
    }

    /// The value of every blob's subtree by the colon principle, each vertex `v` carrying
    /// an extra nim value `weight(v)` (the subtrees hanging from it in an enclosing graph).
    fn blob_values(&self, weight: impl Fn(usize) -> u64) -> Vec<u64> {
        let n_blobs = self.n_blobs();
        let mut values: Vec<u64> = (0..n_blobs).map(|b| u64::from(self.internal[b] & 1)).collect();
        for (b, value) in values.iter_mut().enumerate() {
            for &v in &self.vertices[self.vertex_start[b]..self.vertex_start[b + 1]] {
                *value ^= weight(v as usize);
            }
        }
        // Children have larger numbers than their parents.
        for b in (1..n_blobs).rev() {
            let contribution = values[b] + 1;
            values[self.parent[b] as usize] ^= contribution;
        }
        values
    }
}

#[cfg(test)]
mod tests;
