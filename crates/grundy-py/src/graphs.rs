//! Graphs from Python: a NetworkX graph's adjacency dict or an edge list of any hashable
//! labels becomes a library [`Graph`] once (a `grundy._native.Graph`), and every answer
//! comes back keyed by the caller's own labels. Arrays come through the sparse reading
//! path ([`PySparsePattern`], the buffer protocol, no Python object per entry): a
//! matrix's rows and columns become the two sides of a bipartite graph (labels
//! `("row", i)` and `("col", j)`), an `(m, 2)` edge array or an adjacency matrix a
//! graph on `0..n` (labels the ints); such labels are made only when a dict is asked
//! for, and the array answers (`mate_array`, `geography`) index vertices by position.
//!
//! Matching uses the library's engines as the CLI's `matching` command does: on a
//! bipartite graph [`maximum_matching`], [`dulmage_mendelsohn`] and the König
//! certificates; on a graph with an odd cycle [`gallai_edmonds`] and the Tutte-Berge
//! certificate. Geography is [`solve_graph_geography`] on [`GraphInput::from_graph`].
//! Conversion is O(V + E) dict operations done in Rust (no Python loop); labels that
//! are the ints `0..n` in order skip the label dict altogether.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

use grundy::game::geography::solve_graph_geography;
use grundy::input::GraphInput;
use grundy::matching::{
    bipartition, bipartition_with_sides, dulmage_mendelsohn, gallai_edmonds, maximum_independent_set,
    maximum_matching, minimum_edge_cover, minimum_vertex_cover, tutte_berge_verify, verify,
    BipartiteMatching, Bipartition, DulmageMendelsohn, GallaiEdmonds, Side,
};
use grundy::{EdgeId, Graph, VertexId};
use numpy::{IntoPyArray, PyArray1, PyReadonlyArray1};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyInt, PyList, PySet, PyTuple};

use crate::errors::{run, value_error};
use crate::sparse::PySparsePattern;

/// Registers the graph classes.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyGraph>()?;
    m.add_class::<PyMatching>()?;
    Ok(())
}

/// A hash map keyed by an object's address (a pointer: hashed by one multiplication).
type AddressMap = HashMap<usize, u32, BuildHasherDefault<AddressHasher>>;

/// The hasher of [`AddressMap`]: addresses are distinct and aligned, so a multiplication
/// and a shift spread them well enough.
#[derive(Default)]
struct AddressHasher(u64);

impl Hasher for AddressHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8 | u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_usize(&mut self, x: usize) {
        let h = (x as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = h ^ (h >> 29);
    }
}

/// The largest number of vertices or edges a graph may have (ids are `u32`).
const MAX_ITEMS: usize = u32::MAX as usize - 1;

/// How a graph's vertices are named.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Naming {
    /// By the caller's objects, kept in a list.
    Objects,
    /// By their positions, the ints `0..n` (an edge array, an adjacency matrix).
    Positions,
    /// A matrix's rows and columns: vertex `i < n_rows` is `("row", i)`, vertex
    /// `n_rows + j` is `("col", j)`.
    Matrix { n_rows: usize },
}

/// A graph's labels: vertex `i` is `nodes[i]`, found again from a label by the cheapest
/// way that applies: labels that are the ints `0..n` in order are their own vertices;
/// NetworkX keys a neighbour by the object it was given, most often the node's own
/// label object, so other labels are looked up by address, then by equality. Positional
/// labels (an edge array's ints, a matrix's rows and columns) are made when asked for,
/// so an array input never builds a Python object per vertex unless the caller wants one.
struct Labels {
    naming: Naming,
    /// The labels in vertex order (built on first use for positional labels).
    nodes: OnceLock<Py<PyList>>,
    /// The number of labels (read on the hot path of the conversion).
    len: usize,
    /// The labels are the ints `0..n` in order.
    range: bool,
    /// The vertex of each label object by its address (empty for `range` labels).
    by_address: AddressMap,
    /// The label → vertex dict, built on first use (for equal labels that are other
    /// objects).
    index: OnceLock<Py<PyDict>>,
}

impl Labels {
    /// The labels `nodes`, with their label dict when the caller has built it.
    fn new(nodes: Bound<'_, PyList>, index: Option<Py<PyDict>>) -> Labels {
        let range = nodes
            .iter()
            .enumerate()
            .all(|(i, node)| node.is_exact_instance_of::<PyInt>() && node.extract::<usize>().ok() == Some(i));
        let by_address = if range {
            AddressMap::default()
        } else {
            nodes.iter().enumerate().map(|(i, node)| (node.as_ptr() as usize, i as u32)).collect()
        };
        let cell = OnceLock::new();
        if let Some(index) = index {
            let _ = cell.set(index);
        }
        let len = nodes.len();
        let list = OnceLock::new();
        let _ = list.set(nodes.unbind());
        Labels { naming: Naming::Objects, nodes: list, len, range, by_address, index: cell }
    }

    /// Positional labels for `len` vertices.
    fn positional(naming: Naming, len: usize) -> Labels {
        Labels {
            naming,
            nodes: OnceLock::new(),
            len,
            range: naming == Naming::Positions,
            by_address: AddressMap::default(),
            index: OnceLock::new(),
        }
    }

    /// The label of vertex `v`.
    fn label<'py>(&self, py: Python<'py>, v: VertexId) -> PyResult<Bound<'py, PyAny>> {
        match self.naming {
            Naming::Objects => self.nodes(py).get_item(v.index()),
            Naming::Positions => Ok(v.index().into_pyobject(py)?.into_any()),
            Naming::Matrix { n_rows } => {
                let (axis, i) =
                    if v.index() < n_rows { ("row", v.index()) } else { ("col", v.index() - n_rows) };
                Ok((axis, i).into_pyobject(py)?.into_any())
            }
        }
    }

    /// The labels in vertex order.
    fn nodes<'py>(&self, py: Python<'py>) -> &Bound<'py, PyList> {
        self.nodes
            .get_or_init(|| {
                let list = PyList::empty(py);
                for v in 0..self.len {
                    // Positional labels are ints and tuples, which always convert.
                    if let Ok(label) = self.label(py, VertexId::new(v)) {
                        let _ = list.append(label);
                    }
                }
                list.unbind()
            })
            .bind(py)
    }

    /// The label → vertex dict.
    fn index<'py>(&self, py: Python<'py>) -> PyResult<&Bound<'py, PyDict>> {
        if self.index.get().is_none() {
            let dict = PyDict::new(py);
            for (i, node) in self.nodes(py).iter().enumerate() {
                dict.set_item(node, i)?;
            }
            let _ = self.index.set(dict.unbind());
        }
        match self.index.get() {
            Some(index) => Ok(index.bind(py)),
            None => Err(value_error("the node index could not be built")),
        }
    }

    /// The vertex labelled `node`, if there is one.
    #[inline]
    fn find(&self, py: Python<'_>, node: &Bound<'_, PyAny>) -> PyResult<Option<VertexId>> {
        if self.range && node.is_exact_instance_of::<PyInt>() {
            if let Ok(i) = node.extract::<usize>() {
                if i < self.len {
                    return Ok(Some(VertexId::new(i)));
                }
            }
        }
        match self.naming {
            Naming::Objects => {}
            // A positional label is found by its value alone (a NumPy integer or `True`
            // too, as a dict would find them).
            Naming::Positions => {
                return Ok(node.extract::<usize>().ok().filter(|&i| i < self.len).map(VertexId::new))
            }
            Naming::Matrix { n_rows } => {
                let Ok((axis, i)) = node.extract::<(String, usize)>() else { return Ok(None) };
                let v = match axis.as_str() {
                    "row" if i < n_rows => i,
                    "col" if i < self.len - n_rows => n_rows + i,
                    _ => return Ok(None),
                };
                return Ok(Some(VertexId::new(v)));
            }
        }
        if let Some(&i) = self.by_address.get(&(node.as_ptr() as usize)) {
            return Ok(Some(VertexId::new(i as usize)));
        }
        match self.index(py)?.get_item(node)? {
            Some(i) => Ok(Some(VertexId::new(i.extract::<usize>()?))),
            None => Ok(None),
        }
    }
}

/// A graph with the caller's labels.
#[pyclass(frozen, module = "grundy._native", name = "Graph")]
pub(crate) struct PyGraph {
    labels: Labels,
    graph: Graph,
    /// The graph as a library input, two-coloured (geography picks its engine from
    /// this), built on first use.
    input: OnceLock<GraphInput>,
}

impl PyGraph {
    /// A graph on `labels` with `edges`.
    fn new(labels: Labels, edges: Vec<(VertexId, VertexId)>) -> PyGraph {
        let graph = Graph::from_edges(labels.len, edges);
        PyGraph { labels, graph, input: OnceLock::new() }
    }

    /// The graph.
    pub(crate) fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The label of vertex `v`.
    fn label<'py>(&self, py: Python<'py>, v: VertexId) -> PyResult<Bound<'py, PyAny>> {
        self.labels.label(py, v)
    }

    /// The vertex labelled `node`, or a `ValueError` naming it.
    pub(crate) fn vertex(&self, py: Python<'_>, node: &Bound<'_, PyAny>) -> PyResult<VertexId> {
        match self.labels.find(py, node)? {
            Some(v) => Ok(v),
            None => Err(value_error(format!("{} is not a node of the graph", node.repr()?))),
        }
    }

    /// A dict `{label: f(v)}` over all vertices.
    fn dict_by_vertex<'py, T: IntoPyObject<'py>>(
        &self,
        py: Python<'py>,
        mut f: impl FnMut(VertexId) -> PyResult<T>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for (i, node) in self.labels.nodes(py).iter().enumerate() {
            dict.set_item(node, f(VertexId::new(i))?)?;
        }
        Ok(dict)
    }
}

/// The `n_edges` edges `edge(0), edge(1), ...` without repeats, in their order, each
/// kept where it first appears: `(u, w)` repeats an earlier `(u, w)`, and with
/// `either_way` an earlier `(w, u)` too. A counting sort by first endpoint (the smaller
/// one with `either_way`) and one mark per second endpoint: O(V + E) time, no hashing.
fn first_occurrences(
    n_vertices: usize,
    n_edges: usize,
    edge: impl Fn(usize) -> (VertexId, VertexId),
    either_way: bool,
) -> Vec<(VertexId, VertexId)> {
    let key = |k: usize| {
        let (u, w) = edge(k);
        if either_way && w < u {
            (w, u)
        } else {
            (u, w)
        }
    };
    let mut starts = vec![0usize; n_vertices + 1];
    let mut ends = Vec::with_capacity(n_edges);
    for k in 0..n_edges {
        let (u, w) = key(k);
        starts[u.index() + 1] += 1;
        ends.push(w);
    }
    for v in 0..n_vertices {
        starts[v + 1] += starts[v];
    }
    // The edges' positions grouped by first endpoint, each group in the order given.
    let mut by_first = vec![0u32; n_edges];
    let mut cursor = starts.clone();
    for k in 0..n_edges {
        let slot = &mut cursor[key(k).0.index()];
        by_first[*slot] = k as u32;
        *slot += 1;
    }
    let mut keep = vec![false; n_edges];
    let mut last_first = vec![usize::MAX; n_vertices];
    for u in 0..n_vertices {
        for &k in &by_first[starts[u]..starts[u + 1]] {
            let w = ends[k as usize].index();
            if last_first[w] != u {
                last_first[w] = u;
                keep[k as usize] = true;
            }
        }
    }
    (0..n_edges).filter(|&k| keep[k]).map(edge).collect()
}

/// Reads the label → vertex of one endpoint in an edge list, adding new labels.
fn intern<'py>(
    index: &Bound<'py, PyDict>,
    nodes: &Bound<'py, PyList>,
    node: &Bound<'py, PyAny>,
) -> PyResult<VertexId> {
    if let Some(i) = index.get_item(node)? {
        return Ok(VertexId::new(i.extract::<usize>()?));
    }
    let i = nodes.len();
    if i >= MAX_ITEMS {
        return Err(value_error(format!("more than {MAX_ITEMS} nodes")));
    }
    index.set_item(node, i)?;
    nodes.append(node)?;
    Ok(VertexId::new(i))
}

#[pymethods]
impl PyGraph {
    /// A graph from a NetworkX adjacency dict (`G._adj`: node → neighbour → data; a
    /// multigraph's parallel edges count once). Each undirected edge is read once.
    #[staticmethod]
    fn from_adjacency(py: Python<'_>, adj: &Bound<'_, PyDict>) -> PyResult<PyGraph> {
        let nodes = PyList::new(py, adj.keys())?;
        let n = nodes.len();
        if n > MAX_ITEMS {
            return Err(value_error(format!("{n} nodes exceed the limit of {MAX_ITEMS}")));
        }
        let labels = Labels::new(nodes, None);
        let mut edges = Vec::new();
        for (i, (_, neighbours)) in adj.iter().enumerate() {
            let neighbours = neighbours.cast::<PyDict>().map_err(|_| {
                PyTypeError::new_err("an adjacency dict maps each node to a dict of its neighbours")
            })?;
            // `keys()` copies the keys in one C loop without touching the edge data
            // objects, which halves the cache misses of iterating the items.
            for neighbour in neighbours.keys() {
                let Some(j) = labels.find(py, &neighbour)?.map(VertexId::index) else {
                    return Err(value_error(format!("neighbour {} is not a node", neighbour.repr()?)));
                };
                if i <= j {
                    edges.push((VertexId::new(i), VertexId::new(j)));
                }
            }
            if edges.len() > MAX_ITEMS {
                return Err(value_error(format!("more than {MAX_ITEMS} edges")));
            }
        }
        Ok(PyGraph::new(labels, edges))
    }

    /// A graph from an iterable of 2-tuples of hashable labels; `nodes` adds labels
    /// (isolated vertices) first, in their order. With `simple`, an edge listed again
    /// (either way round) counts once, as in a NetworkX `Graph` (matching and geography);
    /// without it every listed edge is its own (Hackenbush stalks).
    #[staticmethod]
    #[pyo3(signature = (edges, nodes=None, simple=true))]
    fn from_edges(
        py: Python<'_>,
        edges: &Bound<'_, PyAny>,
        nodes: Option<&Bound<'_, PyAny>>,
        simple: bool,
    ) -> PyResult<PyGraph> {
        let index = PyDict::new(py);
        let labels = PyList::empty(py);
        if let Some(nodes) = nodes {
            for node in nodes.try_iter()? {
                intern(&index, &labels, &node?)?;
            }
        }
        let mut pairs = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for (k, edge) in edges.try_iter()?.enumerate() {
            let edge = edge?;
            let pair: (Bound<'_, PyAny>, Bound<'_, PyAny>) = edge.extract().map_err(|_| {
                PyTypeError::new_err(format!(
                    "edge {k} is not a pair of nodes: {}",
                    edge.repr().map_or_else(|_| "?".into(), |r| r.to_string())
                ))
            })?;
            let (u, w) = (intern(&index, &labels, &pair.0)?, intern(&index, &labels, &pair.1)?);
            if simple && !seen.insert((u.min(w), u.max(w))) {
                continue;
            }
            pairs.push((u, w));
            if pairs.len() > MAX_ITEMS {
                return Err(value_error(format!("more than {MAX_ITEMS} edges")));
            }
        }
        Ok(PyGraph::new(Labels::new(labels, Some(index.unbind())), pairs))
    }

    /// A graph from a sparse pattern read by `SparsePattern.from_arrays` (the one
    /// reading path of matrices and edge arrays). `kind`:
    ///
    /// - `"bipartite"`: rows and columns are the two sides, vertex `i` the row `i`
    ///   (`("row", i)`) and vertex `n_rows + j` the column `j` (`("col", j)`), every
    ///   entry an edge; matching takes the rows as the left side.
    /// - `"undirected"`: a square pattern as a graph on `0..n`, entry `(i, j)` the edge
    ///   `{i, j}` (an edge array's rows, or an adjacency matrix, symmetric or not).
    ///
    /// An edge stored twice (either way round for `"undirected"`) counts once, as in
    /// the edge-list path; the first occurrence keeps its place.
    #[staticmethod]
    fn from_pattern(py: Python<'_>, pattern: &PySparsePattern, kind: &str) -> PyResult<PyGraph> {
        let pattern = pattern.pattern();
        let (n_rows, n_cols) = (pattern.n_rows(), pattern.n_cols());
        let (naming, n_vertices) = match kind {
            "bipartite" => (Naming::Matrix { n_rows }, n_rows + n_cols),
            "undirected" if n_rows == n_cols => (Naming::Positions, n_rows),
            "undirected" => {
                return Err(value_error(format!(
                    "an adjacency matrix is square; this one is {n_rows} x {n_cols}"
                )))
            }
            other => {
                return Err(value_error(format!(
                    "unknown graph kind {other:?}: expected bipartite or undirected"
                )))
            }
        };
        if n_vertices > MAX_ITEMS {
            return Err(value_error(format!("{n_vertices} vertices exceed the limit of {MAX_ITEMS}")));
        }
        let graph = run(py, || {
            let entries = pattern.graph();
            let edge = |k: usize| {
                let (i, j) = entries.endpoints(EdgeId::new(k));
                match naming {
                    Naming::Matrix { n_rows } => (i, VertexId::new(n_rows + j.index())),
                    _ => (i, j),
                }
            };
            let either_way = naming == Naming::Positions;
            Graph::from_edges(n_vertices, first_occurrences(n_vertices, entries.n_edges(), edge, either_way))
        })?;
        Ok(PyGraph { labels: Labels::positional(naming, n_vertices), graph, input: OnceLock::new() })
    }

    /// The number of rows of a graph made from a matrix's rows and columns, else `None`.
    #[getter]
    fn matrix_rows(&self) -> Option<usize> {
        match self.labels.naming {
            Naming::Matrix { n_rows } => Some(n_rows),
            _ => None,
        }
    }

    /// Whether the vertices are named by their positions `0..n` (an edge array's graph).
    #[getter]
    fn positional(&self) -> bool {
        self.labels.naming == Naming::Positions
    }

    /// The labels, in vertex order.
    #[getter]
    fn nodes(&self, py: Python<'_>) -> Py<PyList> {
        self.labels.nodes(py).clone().unbind()
    }

    /// The number of vertices.
    #[getter]
    fn n_vertices(&self) -> usize {
        self.graph.n_vertices()
    }

    /// The number of edges.
    #[getter]
    fn n_edges(&self) -> usize {
        self.graph.n_edges()
    }

    /// Whether the graph has a two-colouring.
    #[getter]
    fn is_bipartite(&self, py: Python<'_>) -> PyResult<bool> {
        Ok(self.bipartite_components(py)?.is_some())
    }

    /// The number of connected components when the graph is bipartite, else `None`.
    fn bipartite_components(&self, py: Python<'_>) -> PyResult<Option<usize>> {
        let graph = &self.graph;
        run(py, || bipartition(graph).ok().map(|split| split.n_components()))
    }

    /// The edges as label pairs, in the graph's order.
    fn edges<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let list = PyList::empty(py);
        for (_, u, w) in self.graph.edges() {
            list.append((self.label(py, u)?, self.label(py, w)?))?;
        }
        Ok(list)
    }

    /// A maximum matching with its certificates. `top`: the labels of one side (the
    /// other side is every other node; every edge must join the two); without it the
    /// sides are the graph's two-colouring, and a graph with an odd cycle is matched by
    /// the blossom algorithm.
    #[pyo3(signature = (top=None))]
    fn matching(slf: Bound<'_, PyGraph>, top: Option<&Bound<'_, PyAny>>) -> PyResult<PyMatching> {
        let py = slf.py();
        let this = slf.get();
        let n = this.graph.n_vertices();
        let is_top = match top {
            None if this.matrix_rows().is_some() => {
                let n_rows = this.matrix_rows().unwrap_or(0);
                Some((0..n).map(|v| v < n_rows).collect())
            }
            Some(top) => {
                let mut is_top = vec![false; n];
                for node in top.try_iter()? {
                    let node = node?;
                    // NetworkX accepts top nodes that are not in the graph; so do we.
                    if let Ok(v) = this.vertex(py, &node) {
                        is_top[v.index()] = true;
                    }
                }
                Some(is_top)
            }
            None => None,
        };
        let graph = &this.graph;
        // The sides given, or the two-colouring if there is one (`None`: an odd cycle).
        let split = run(py, || match &is_top {
            Some(is_top) => bipartition_with_sides(graph, is_top).map(Some),
            None => Ok(bipartition(graph).ok()),
        })?;
        let split = match split {
            Ok(split) => split,
            Err(e) => {
                let (u, w) = graph.endpoints(e);
                let side = if is_top.as_ref().is_some_and(|t| t[u.index()]) { "top" } else { "bottom" };
                return Err(value_error(format!(
                    "edge ({}, {}) joins two {side} nodes: the top nodes must be one side of a bipartite graph",
                    this.label(py, u)?.repr()?,
                    this.label(py, w)?.repr()?
                )));
            }
        };
        let kind = run(py, move || match split {
            Some(split) => {
                let matching = maximum_matching(split.graph());
                Kind::Bipartite { split, matching, decomposition: OnceLock::new() }
            }
            None => Kind::General { decomposition: gallai_edmonds(graph) },
        })?;
        Ok(PyMatching { graph: slf.unbind(), kind })
    }

    /// Vertex geography from every vertex: the winning move of each vertex as an `int64`
    /// array of vertex positions, `-1` where the mover loses.
    fn geography<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i64>>> {
        let graph = &self.graph;
        let input = &self.input;
        let moves: Vec<i64> = run(py, || {
            let game = solve_graph_geography(input.get_or_init(|| GraphInput::from_graph(graph.clone())));
            game.verdicts().map(|(_, to)| to.map_or(-1, |to| to.index() as i64)).collect()
        })?;
        Ok(moves.into_pyarray(py))
    }

    /// The dicts of a geography answer keyed by label: `(mover_wins, winning_move)`
    /// from the array `geography` returned (`winning_move[v]` is `None` where the mover
    /// loses).
    fn geography_dicts<'py>(
        &self,
        py: Python<'py>,
        moves: PyReadonlyArray1<'py, i64>,
    ) -> PyResult<(Bound<'py, PyDict>, Bound<'py, PyDict>)> {
        let moves = moves.as_array();
        let n = self.graph.n_vertices();
        if moves.len() != n {
            return Err(value_error(format!("{} moves for {n} vertices", moves.len())));
        }
        let target = |v: VertexId| -> PyResult<Option<VertexId>> {
            match usize::try_from(moves[v.index()]) {
                Ok(to) if to < n => Ok(Some(VertexId::new(to))),
                Ok(to) => Err(value_error(format!("move to {to}, not a vertex"))),
                Err(_) => Ok(None),
            }
        };
        let wins = self.dict_by_vertex(py, |v| Ok(target(v)?.is_some()))?;
        let winning_moves = self.dict_by_vertex(py, |v| match target(v)? {
            Some(to) => Ok(Some(self.label(py, to)?)),
            None => Ok(None),
        })?;
        Ok((wins, winning_moves))
    }

    /// The König vertex cover of a given maximum matching (`pairs`: label pairs) with
    /// the sides given by `top` (or the two-colouring), as a set of labels; a
    /// `ValueError` when a pair is not an edge, a vertex is matched twice, or the
    /// matching is not maximum.
    #[pyo3(signature = (pairs, top=None))]
    fn vertex_cover_of<'py>(
        slf: Bound<'py, PyGraph>,
        pairs: &Bound<'py, PyAny>,
        top: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PySet>> {
        let py = slf.py();
        let matching = PyGraph::matching(slf.clone(), top)?;
        let Kind::Bipartite { split, .. } = &matching.kind else {
            return Err(value_error("the graph is not bipartite"));
        };
        let graph = split.graph();
        let this = slf.get();
        let mut given = Vec::new();
        for pair in pairs.try_iter()? {
            let (a, b): (Bound<'_, PyAny>, Bound<'_, PyAny>) = pair?.extract()?;
            let (a, b) = (this.vertex(py, &a)?, this.vertex(py, &b)?);
            let ((side_a, ia), (side_b, ib)) = (split.place(a), split.place(b));
            if side_a == side_b {
                return Err(value_error(format!(
                    "({}, {}) joins two vertices of one side, so it is not an edge",
                    this.label(py, a)?.repr()?,
                    this.label(py, b)?.repr()?
                )));
            }
            given.push(if side_a == Side::Left { (ia, ib) } else { (ib, ia) });
        }
        let given = BipartiteMatching::from_pairs(graph.n_left(), graph.n_right(), given)
            .ok_or_else(|| value_error("a vertex is matched twice"))?;
        let maximum = matching.matching_size();
        if given.size() != maximum {
            return Err(value_error(format!(
                "the matching has {} pairs but a maximum matching has {maximum}: König's cover needs a maximum matching",
                given.size()
            )));
        }
        let cover = run(py, || {
            let cover = minimum_vertex_cover(graph, &given);
            verify(graph, &given, &cover).map(|()| cover).map_err(|e| e.to_string())
        })?
        .map_err(|e| value_error(format!("the matching does not fit the graph: {e}")))?;
        let set = PySet::empty(py)?;
        for (side, v) in cover.vertices() {
            set.add(this.label(py, split.original(side, v))?)?;
        }
        Ok(set)
    }
}

/// What a matching was computed on. One lives in each `Matching` object, so the size
/// of the larger variant costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
enum Kind {
    /// A bipartite graph: its sides, the matching and (on first use) its
    /// Dulmage-Mendelsohn decomposition.
    Bipartite { split: Bipartition, matching: BipartiteMatching, decomposition: OnceLock<DulmageMendelsohn> },
    /// A graph with an odd cycle: the blossom algorithm's matching and parts.
    General { decomposition: GallaiEdmonds },
}

/// A maximum matching of a [`PyGraph`], with every certificate computed on request.
#[pyclass(frozen, module = "grundy._native", name = "Matching")]
pub(crate) struct PyMatching {
    graph: Py<PyGraph>,
    kind: Kind,
}

impl PyMatching {
    fn matching_size(&self) -> usize {
        match &self.kind {
            Kind::Bipartite { matching, .. } => matching.size(),
            Kind::General { decomposition } => decomposition.matching().size(),
        }
    }

    /// The mate of every vertex (original ids).
    fn mates(&self) -> Vec<Option<VertexId>> {
        match &self.kind {
            Kind::Bipartite { split, matching, .. } => (0..self.graph.get().graph.n_vertices())
                .map(|v| {
                    let (side, i) = split.place(VertexId::new(v));
                    matching.mate(side, i).map(|m| split.original(side.other(), m))
                })
                .collect(),
            Kind::General { decomposition } => {
                let m = decomposition.matching();
                (0..m.n_vertices()).map(|v| m.mate(VertexId::new(v))).collect()
            }
        }
    }

    fn decomposition(&self, py: Python<'_>) -> PyResult<Option<&DulmageMendelsohn>> {
        match &self.kind {
            Kind::Bipartite { split, matching, decomposition } => {
                if decomposition.get().is_none() {
                    let dm = run(py, || dulmage_mendelsohn(split.graph(), matching))?;
                    let _ = decomposition.set(dm);
                }
                Ok(decomposition.get())
            }
            Kind::General { .. } => Ok(None),
        }
    }

    fn bipartite_only(&self, what: &str) -> PyErr {
        value_error(format!("{what} needs a bipartite graph, and this one has an odd cycle"))
    }
}

#[pymethods]
impl PyMatching {
    /// The number of matched pairs.
    #[getter]
    fn size(&self) -> usize {
        self.matching_size()
    }

    /// Whether the graph was matched as bipartite.
    #[getter]
    fn is_bipartite(&self) -> bool {
        matches!(self.kind, Kind::Bipartite { .. })
    }

    /// The mate of every vertex as an `int64` array of vertex positions, `-1` where
    /// unmatched.
    fn mate_array<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i64>>> {
        let mates: Vec<i64> =
            run(py, || self.mates().into_iter().map(|m| m.map_or(-1, |m| m.index() as i64)).collect())?;
        Ok(mates.into_pyarray(py))
    }

    /// `{node: mate}` for every matched node, both directions (NetworkX's shape).
    fn mate<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let graph = self.graph.get();
        let dict = PyDict::new(py);
        for (v, mate) in self.mates().into_iter().enumerate() {
            if let Some(m) = mate {
                dict.set_item(graph.label(py, VertexId::new(v))?, graph.label(py, m)?)?;
            }
        }
        Ok(dict)
    }

    /// The matched pairs as label tuples, each once: (left, right) on a bipartite graph,
    /// the smaller vertex first otherwise.
    fn pairs<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let graph = self.graph.get();
        let list = PyList::empty(py);
        match &self.kind {
            Kind::Bipartite { split, matching, .. } => {
                for (u, w) in matching.pairs() {
                    let (u, w) = (split.original(Side::Left, u), split.original(Side::Right, w));
                    list.append((graph.label(py, u)?, graph.label(py, w)?))?;
                }
            }
            Kind::General { decomposition } => {
                for (u, w) in decomposition.matching().pairs() {
                    list.append((graph.label(py, u)?, graph.label(py, w)?))?;
                }
            }
        }
        Ok(list)
    }

    /// `{node: "missable" | "adjacent" | "perfect"}`: the Dulmage-Mendelsohn (bipartite)
    /// or Gallai-Edmonds (D, A, C) part of every node.
    fn parts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let graph = self.graph.get();
        match &self.kind {
            Kind::Bipartite { split, .. } => {
                let status = self.decomposition(py)?.map(|dm| dm.vertex_status());
                graph.dict_by_vertex(py, |v| {
                    let (side, i) = split.place(v);
                    Ok(status.map(|s| s.part(side, i).name()))
                })
            }
            Kind::General { decomposition } => {
                graph.dict_by_vertex(py, |v| Ok(Some(decomposition.part(v).name())))
            }
        }
    }

    /// `{node: "left" | "right"}` (bipartite graphs).
    fn sides<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let Kind::Bipartite { split, .. } = &self.kind else { return Err(self.bipartite_only("sides")) };
        self.graph.get().dict_by_vertex(py, |v| Ok(split.place(v).0.name()))
    }

    /// `{node: ("over" | "under" | "well", fine block or None)}`: the coarse
    /// Dulmage-Mendelsohn block of every node and, in the well-determined part, its fine
    /// block (a strongly connected component, numbered from 0).
    fn blocks<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let Kind::Bipartite { split, .. } = &self.kind else { return Err(self.bipartite_only("blocks")) };
        let Some(dm) = self.decomposition(py)? else { return Err(self.bipartite_only("blocks")) };
        self.graph.get().dict_by_vertex(py, |v| {
            let (side, i) = split.place(v);
            Ok((dm.coarse_block(side, i).name(), dm.fine_block(side, i)))
        })
    }

    /// `{(u, v): "necessary" | "optional" | "forbidden"}` for every edge, in the graph's
    /// orientation: in every maximum matching, in some, in none (bipartite graphs).
    fn edge_classes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let Some(dm) = self.decomposition(py)? else { return Err(self.bipartite_only("edge classes")) };
        let graph = self.graph.get();
        let dict = PyDict::new(py);
        for (e, u, w) in graph.graph.edges() {
            let key = PyTuple::new(py, [graph.label(py, u)?, graph.label(py, w)?])?;
            dict.set_item(key, dm.edge_class(e).name())?;
        }
        Ok(dict)
    }

    /// The König certificates, as sets of labels: `(vertex_cover, independent_set)`, a
    /// minimum vertex cover of the matching's size and its complement, and a minimum
    /// edge cover as label pairs (bipartite graphs); each checked by the library's
    /// verifier before it is returned.
    fn certificates<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PySet>, Bound<'py, PySet>, Bound<'py, PyList>)> {
        let Kind::Bipartite { split, matching, .. } = &self.kind else {
            return Err(self.bipartite_only("the König certificates"));
        };
        let graph = split.graph();
        let (cover, independent, edge_cover) = run(py, || {
            let cover = minimum_vertex_cover(graph, matching);
            verify(graph, matching, &cover).map_err(|e| e.to_string())?;
            Ok::<_, String>((
                cover,
                maximum_independent_set(graph, matching),
                minimum_edge_cover(graph, matching),
            ))
        })?
        .map_err(|e| value_error(format!("certificate check failed (a bug): {e}")))?;
        let labels = self.graph.get();
        let original = |side: Side, v: VertexId| split.original(side, v);
        let cover_set = PySet::empty(py)?;
        for (side, v) in cover.vertices() {
            cover_set.add(labels.label(py, original(side, v))?)?;
        }
        let independent_set = PySet::empty(py)?;
        for (side, v) in independent.vertices() {
            independent_set.add(labels.label(py, original(side, v))?)?;
        }
        let edges = PyList::empty(py);
        for e in edge_cover {
            let (u, w) = graph.endpoints(e);
            edges.append((
                labels.label(py, original(Side::Left, u))?,
                labels.label(py, original(Side::Right, w))?,
            ))?;
        }
        Ok((cover_set, independent_set, edges))
    }

    /// The Tutte-Berge certificate of a graph with an odd cycle: `(barrier, odd
    /// components, bound)` with the barrier (Gallai-Edmonds A) as a set of labels,
    /// checked by the library's independent verifier; `None` on bipartite graphs.
    fn tutte_berge<'py>(&self, py: Python<'py>) -> PyResult<Option<(Bound<'py, PySet>, usize, usize)>> {
        let Kind::General { decomposition } = &self.kind else { return Ok(None) };
        let labels = self.graph.get();
        let barrier = decomposition.barrier();
        let proof = tutte_berge_verify(&labels.graph, decomposition.matching(), &barrier)
            .map_err(|e| value_error(format!("certificate check failed (a bug): {e}")))?;
        let set = PySet::empty(py)?;
        for v in barrier {
            set.add(labels.label(py, v)?)?;
        }
        Ok(Some((set, proof.odd_components, proof.bound)))
    }
}
