//! Green Hackenbush (any rooted multigraph) under misère play: the player who cuts the
//! last edge loses. Who wins and every winning cut, by increasing edge id as
//! `GreenHackenbush::winning_moves` lists them.
//!
//! Components: the *pieces*, the live edges grouped by their connections away from the
//! ground (as `GreenHackenbush::pieces` groups them). Normal play's fusion and colon
//! principles are theorems of normal play only, so each piece is played as the literal
//! graph: its options are the cuts of its edges, each leaving a sum of smaller pieces.
//!
//! Pieces are interned by a key that determines them up to isomorphism: a tree piece by
//! its canonical rooted-tree encoding (Aho-Hopcroft-Ullman, children sorted, so
//! isomorphic trees share one entry); any other piece by its edges with the vertices
//! renumbered in order of first appearance (exact, though isomorphic graphs drawn in
//! another order get two entries). Every piece reachable from the position is classified
//! by genus theory from its options ([`super::genus`]), children first, with an explicit
//! stack: O(P · E^2) for P pieces of at most E edges (E cuts, each O(E) to split and
//! key, trees O(E log E) to encode). When every piece of the position is tame, the tame
//! rule decides ([`MisereReason::Tame`]; [`MisereReason::NimRule`] when every piece is
//! exactly a nim heap, as stalks are); otherwise the whole sum is searched exactly
//! ([`super::sum_search`]). The pieces built and the positions searched are bounded by
//! [`Limits::max_positions`]; beyond it the position is refused.
//!
//! Every tree piece tried so far (random trees of up to a dozen edges) is tame; a cycle
//! can make a piece wild.

use std::collections::{HashMap, VecDeque};

use super::genus::{ComponentClass, OptionClasses};
use super::outcome::{Limits, MisereLimitError, MisereOutcome, MisereReason, MoveList};
use super::sum_rule::{decide, option_totals, Classified};
use super::sum_search::{ComponentId, SumGame, SumSearch};
use crate::graph::{EdgeId, Graph, VertexId};

/// Key tags: a canonical tree encoding, or an edge list.
const TREE: u32 = 0;
const GRAPH: u32 = 1;
/// Tree encoding symbols.
const OPEN: u32 = 2;
const CLOSE: u32 = 3;

/// The live edges of `edges` (vertex 0 the ground) grouped into pieces, by first edge;
/// each piece lists indices into `edges`, in order.
fn pieces_of(edges: &[(u32, u32)]) -> Vec<Vec<usize>> {
    let n = edges.iter().map(|&(u, v)| u.max(v) as usize + 1).max().unwrap_or(1);
    let mut adjacent: Vec<Vec<u32>> = vec![Vec::new(); n];
    for &(u, v) in edges {
        adjacent[u as usize].push(v);
        adjacent[v as usize].push(u);
    }
    let mut reached = vec![false; n];
    reached[0] = true;
    let mut queue = VecDeque::from([0u32]);
    while let Some(u) = queue.pop_front() {
        for &v in &adjacent[u as usize] {
            if !reached[v as usize] {
                reached[v as usize] = true;
                queue.push_back(v);
            }
        }
    }
    // Union-find over the vertices away from the ground.
    let mut parent: Vec<u32> = (0..n as u32).collect();
    let find = |parent: &mut Vec<u32>, mut v: u32| {
        while parent[v as usize] != v {
            let up = parent[parent[v as usize] as usize];
            parent[v as usize] = up;
            v = up;
        }
        v
    };
    for &(u, v) in edges {
        if u != 0 && v != 0 && reached[u as usize] {
            let (a, b) = (find(&mut parent, u), find(&mut parent, v));
            parent[a as usize] = b;
        }
    }
    let mut piece_of_root: HashMap<u32, usize> = HashMap::new();
    let mut pieces: Vec<Vec<usize>> = Vec::new();
    for (idx, &(u, v)) in edges.iter().enumerate() {
        if !reached[u as usize] {
            continue;
        }
        let away = if u != 0 { u } else { v };
        if away == 0 {
            pieces.push(vec![idx]);
            continue;
        }
        let root = find(&mut parent, away);
        let piece = *piece_of_root.entry(root).or_insert_with(|| {
            pieces.push(Vec::new());
            pieces.len() - 1
        });
        pieces[piece].push(idx);
    }
    pieces
}

/// The vertices of `edges` renumbered in order of first appearance (the ground stays 0),
/// each edge as (smaller, larger), in the given order; and the number of vertices.
fn renumber(edges: &[(u32, u32)]) -> (Vec<(u32, u32)>, usize) {
    let mut label: HashMap<u32, u32> = HashMap::from([(0, 0)]);
    let mut out = Vec::with_capacity(edges.len());
    for &(u, v) in edges {
        let mut name = |x: u32| {
            let next = label.len() as u32;
            *label.entry(x).or_insert(next)
        };
        let (a, b) = (name(u), name(v));
        out.push((a.min(b), a.max(b)));
    }
    (out, label.len())
}

/// The key of a piece and its stored shape (vertex 0 the ground): a tree by its
/// canonical encoding, with the edges in the encoding's preorder; any other piece by its
/// renumbered edges.
fn normalize(edges: &[(u32, u32)]) -> (Vec<u32>, Vec<(u32, u32)>) {
    let (edges, n) = renumber(edges);
    if edges.len() + 1 != n {
        let mut key = vec![GRAPH, n as u32];
        key.extend(edges.iter().flat_map(|&(u, v)| [u, v]));
        return (key, edges);
    }
    // A connected graph with one edge fewer than vertices: a tree rooted at the ground.
    let mut children: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut adjacent: Vec<Vec<u32>> = vec![Vec::new(); n];
    for &(u, v) in &edges {
        adjacent[u as usize].push(v);
        adjacent[v as usize].push(u);
    }
    let mut order = vec![0u32];
    let mut seen = vec![false; n];
    seen[0] = true;
    let mut next = 0;
    while next < order.len() {
        let u = order[next];
        next += 1;
        for &v in &adjacent[u as usize] {
            if !seen[v as usize] {
                seen[v as usize] = true;
                children[u as usize].push(v);
                order.push(v);
            }
        }
    }
    // Encodings bottom-up (reverse breadth-first order), children sorted by encoding.
    let mut code: Vec<Vec<u32>> = vec![Vec::new(); n];
    for &u in order.iter().rev() {
        let mut kids = std::mem::take(&mut children[u as usize]);
        kids.sort_by(|&a, &b| code[a as usize].cmp(&code[b as usize]));
        let mut c = vec![OPEN];
        for &k in &kids {
            c.extend_from_slice(&code[k as usize]);
        }
        c.push(CLOSE);
        code[u as usize] = c;
        children[u as usize] = kids;
    }
    // The shape: the edges in preorder of the sorted children, vertices numbered in
    // that order (an explicit stack).
    let mut shape = Vec::with_capacity(edges.len());
    let mut label_of = vec![0u32; n];
    let mut stack: Vec<u32> = vec![0];
    let mut visit = Vec::with_capacity(n);
    while let Some(u) = stack.pop() {
        visit.push(u);
        for &k in children[u as usize].iter().rev() {
            stack.push(k);
        }
    }
    for (i, &u) in visit.iter().enumerate() {
        label_of[u as usize] = i as u32;
    }
    for &u in &visit {
        for &k in &children[u as usize] {
            shape.push((label_of[u as usize], label_of[k as usize]));
        }
    }
    let mut key = vec![TREE];
    key.extend_from_slice(&code[0]);
    (key, shape)
}

/// The pieces met so far: their shapes, options and classes.
struct PieceTable {
    ids: HashMap<Vec<u32>, ComponentId>,
    shapes: Vec<Vec<(u32, u32)>>,
    options: Vec<Option<Vec<Vec<ComponentId>>>>,
    classes: Vec<Option<ComponentClass>>,
    limits: Limits,
}

impl PieceTable {
    fn new(limits: &Limits) -> PieceTable {
        PieceTable {
            ids: HashMap::new(),
            shapes: Vec::new(),
            options: Vec::new(),
            classes: Vec::new(),
            limits: limits.clone(),
        }
    }

    /// The id of the piece `edges` (vertex 0 the ground), interned.
    fn intern(&mut self, edges: &[(u32, u32)]) -> Result<ComponentId, MisereLimitError> {
        let (key, shape) = normalize(edges);
        if let Some(&id) = self.ids.get(&key) {
            return Ok(id);
        }
        if self.shapes.len() as u64 >= self.limits.max_positions {
            return Err(MisereLimitError::new(
                "Hackenbush pieces built",
                self.shapes.len() as u64 + 1,
                self.limits.max_positions,
                "more distinct pieces (a larger Limits::max_positions)",
            ));
        }
        let id = ComponentId::new(self.shapes.len() as u32);
        self.ids.insert(key, id);
        self.shapes.push(shape);
        self.options.push(None);
        self.classes.push(None);
        Ok(id)
    }

    /// The pieces left by cutting edge `cut` of `edges`, interned.
    fn after_cut(&mut self, edges: &[(u32, u32)], cut: usize) -> Result<Vec<ComponentId>, MisereLimitError> {
        let rest: Vec<(u32, u32)> =
            edges.iter().enumerate().filter(|&(i, _)| i != cut).map(|(_, &e)| e).collect();
        let mut parts = Vec::new();
        for piece in pieces_of(&rest) {
            let piece_edges: Vec<(u32, u32)> = piece.iter().map(|&i| rest[i]).collect();
            parts.push(self.intern(&piece_edges)?);
        }
        Ok(parts)
    }

    /// Classifies `root` and every piece it can become, children first.
    fn classify(&mut self, root: ComponentId) -> Result<ComponentClass, MisereLimitError> {
        let mut stack = vec![root];
        while let Some(&c) = stack.last() {
            let at = c.index() as usize;
            if self.classes[at].is_some() {
                stack.pop();
                continue;
            }
            if self.options[at].is_none() {
                let shape = self.shapes[at].clone();
                let mut options = Vec::with_capacity(shape.len());
                for cut in 0..shape.len() {
                    options.push(self.after_cut(&shape, cut)?);
                }
                self.options[at] = Some(options);
            }
            let options = self.options[at].as_ref().map_or(&[][..], |o| &o[..]);
            let pending =
                options.iter().flatten().find(|p| self.classes[p.index() as usize].is_none()).copied();
            match pending {
                Some(p) => stack.push(p),
                None => {
                    let mut classes = OptionClasses::new();
                    for parts in options {
                        classes.add(parts.iter().map(|p| self.class(*p)));
                    }
                    self.classes[at] = Some(classes.class());
                    stack.pop();
                }
            }
        }
        Ok(self.class(root))
    }

    fn class(&self, c: ComponentId) -> ComponentClass {
        self.classes[c.index() as usize].unwrap_or(ComponentClass::ZERO)
    }
}

impl SumGame for PieceTable {
    fn options(&self, c: ComponentId) -> Vec<Vec<ComponentId>> {
        self.options.get(c.index() as usize).cloned().flatten().unwrap_or_default()
    }
}

/// The position read from the input: its edges with the ground renumbered 0, its pieces
/// (input edge ids), and each cut's parts.
struct Position {
    /// Every input edge, ground vertices renamed 0 and the others v + 1.
    edges: Vec<(u32, u32)>,
    /// The pieces, each its input edge indices in increasing order.
    pieces: Vec<Vec<usize>>,
}

impl Position {
    fn new(graph: &Graph, ground: &[VertexId]) -> Position {
        let mut is_ground = vec![false; graph.n_vertices()];
        for g in ground {
            is_ground[g.index()] = true;
        }
        let name = |v: VertexId| if is_ground[v.index()] { 0 } else { v.index() as u32 + 1 };
        let edges: Vec<(u32, u32)> = graph.edges().map(|(_, u, v)| (name(u), name(v))).collect();
        let pieces = if ground.is_empty() { Vec::new() } else { pieces_of(&edges) };
        Position { edges, pieces }
    }
}

/// Solves Green Hackenbush on `graph` grounded at `ground` under misère play: who wins,
/// every winning cut by increasing edge id (listed up to [`Limits::max_listed_moves`]),
/// and the reason (pieces numbered by their first edge, as `GreenHackenbush::pieces`).
///
/// # Complexity
/// See the module doc: the pieces reachable from the position are classified, then the
/// tame rule is O(1) a cut; a wild piece makes a search of the sum.
///
/// # Errors
/// [`MisereLimitError`] when the pieces or the searched positions exceed
/// [`Limits::max_positions`].
///
/// # Panics
/// If a ground vertex is not a vertex of `graph`.
///
/// # Examples
/// ```
/// use grundy::game::misere::hackenbush::misere_hackenbush;
/// use grundy::game::misere::Limits;
/// use grundy::{EdgeId, Graph, VertexId};
/// let v = VertexId::new;
/// // Two stalks of one edge each: *1 + *1. Whoever cuts the second edge loses.
/// let g = Graph::from_edges(3, vec![(v(0), v(1)), (v(0), v(2))]);
/// let answer = misere_hackenbush(&g, &[v(0)], &Limits::default())?;
/// assert!(answer.mover_wins);
/// assert_eq!(answer.winning_moves, [EdgeId::new(0), EdgeId::new(1)]);
/// assert_eq!(answer.reason.name(), "nim-rule");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn misere_hackenbush(
    graph: &Graph,
    ground: &[VertexId],
    limits: &Limits,
) -> Result<MisereOutcome<EdgeId>, MisereLimitError> {
    Ok(solve(graph, ground, limits)?.0)
}

/// The answer and the engine's fallback cut (the last live edge whose cut drops no other
/// edge).
fn solve(
    graph: &Graph,
    ground: &[VertexId],
    limits: &Limits,
) -> Result<(MisereOutcome<EdgeId>, Option<EdgeId>), MisereLimitError> {
    let position = Position::new(graph, ground);
    if position.pieces.is_empty() {
        return Ok((MisereOutcome::no_move(), None));
    }
    let mut table = PieceTable::new(limits);
    let mut live = Vec::with_capacity(position.pieces.len());
    let mut top = Vec::with_capacity(position.pieces.len());
    for (piece, edges) in position.pieces.iter().enumerate() {
        let piece_edges: Vec<(u32, u32)> = edges.iter().map(|&e| position.edges[e]).collect();
        let id = table.intern(&piece_edges)?;
        let class = table.classify(id)?;
        top.push(id);
        live.push(Classified { component: piece, count: 1, class });
    }
    // Every cut, by increasing edge id: its piece and the pieces it leaves there.
    let mut cuts: Vec<(usize, usize, Vec<ComponentId>)> = Vec::new();
    for (piece, edges) in position.pieces.iter().enumerate() {
        let piece_edges: Vec<(u32, u32)> = edges.iter().map(|&e| position.edges[e]).collect();
        for (k, &e) in edges.iter().enumerate() {
            let parts = table.after_cut(&piece_edges, k)?;
            for &p in &parts {
                table.classify(p)?;
            }
            cuts.push((e, piece, parts));
        }
    }
    cuts.sort_by_key(|c| c.0);
    let size = |table: &PieceTable, c: ComponentId| table.shapes[c.index() as usize].len();
    let fallback = cuts
        .iter()
        .rev()
        .filter(|(_, piece, parts)| {
            parts.iter().map(|&p| size(&table, p)).sum::<usize>() + 1 == position.pieces[*piece].len()
        })
        .map(|c| c.0)
        .next()
        .or_else(|| cuts.last().map(|c| c.0));
    let mut moves = MoveList::new(limits);
    let answer = match decide(&live) {
        Some((totals, reason)) => {
            for (e, piece, parts) in &cuts {
                let Some(removed) = live[*piece].class.tame() else { continue };
                let Some((plus, firm)) = option_totals(parts.iter().map(|&p| table.class(p))) else {
                    continue;
                };
                if totals.lost_after(removed, plus, firm) {
                    moves.push(EdgeId::new(*e));
                }
            }
            moves.outcome_with(!totals.lost(), reason)
        }
        None => {
            let mut search = SumSearch::new(&table, limits);
            let mover_wins = search.wins(&top)?;
            for (e, piece, parts) in &cuts {
                let mut next: Vec<ComponentId> =
                    top.iter().enumerate().filter(|&(i, _)| i != *piece).map(|(_, &c)| c).collect();
                next.extend_from_slice(parts);
                if !search.wins(&next)? {
                    moves.push(EdgeId::new(*e));
                }
            }
            moves.outcome_with(mover_wins, MisereReason::Search { positions: search.positions() })
        }
    };
    Ok((answer, fallback.map(EdgeId::new)))
}

/// The cut the engine plays under misère play: the first winning cut, or in a lost
/// position the last live edge whose cut drops no other edge (as in normal play); `None`
/// when no edge is live.
///
/// # Complexity
/// That of [`misere_hackenbush`].
///
/// # Errors
/// As [`misere_hackenbush`].
///
/// # Panics
/// As [`misere_hackenbush`].
pub fn misere_hackenbush_engine_move(
    graph: &Graph,
    ground: &[VertexId],
    limits: &Limits,
) -> Result<Option<EdgeId>, MisereLimitError> {
    let (answer, fallback) = solve(graph, ground, &limits.clone().with_max_listed_moves(1))?;
    Ok(answer.winning_moves.first().copied().or(fallback))
}

#[cfg(test)]
mod tests;
