//! A candidate for the quotient of heaps 1..n built from what is known of heaps 1..n-1:
//! the rows of outcomes of a base monoid times the powers of the new heap, reduced.
//!
//! Write H for heap n and let β: A → B be a homomorphism from the positions A of heaps
//! 1..n-1 onto a finite monoid B that refines the quotient Q of heaps 1..n-1 (so a
//! position's outcome is read from its image). Suppose the outcome of G + k·H depends
//! only on β(G) and k; call it R_k(β(G)). Then the rows R_k are computed one from the
//! other: R_0(y) is "y's image in Q is in P", and for k >= 1, with r(y) a position of
//! least rank mapping to y (rank: fewer tokens, then more heaps, so every option of a
//! position ranks below it, including the splits that remove no token),
//!
//! R_k(y) = P iff no option H' of H has R_{k-1}(y β(H')) = P and no option G' of r(y)
//! has R_k(β(G')) = P
//!
//! (H has a move, so G + k·H is never terminal). The options of r(y) have images of
//! representatives of lower rank, so one pass in increasing rank computes a row. Each
//! row is a function of the previous one, so the rows repeat: R_{a+b} = R_a. The
//! candidate is B × {1, x, ..., x^{a+b-1}} with x^{a+b} = x^a, the P-portion read from
//! the rows, reduced by indistinguishability ([`super::monoid::reduce`]).
//!
//! The supposition may fail: adding a heap can split classes of the old quotient (two
//! positions that no position of heaps 1..n-1 tells apart, but one with heap n does).
//! The candidate is therefore always verified ([`super::closure`]), and when it fails the
//! base is refined: level 0 is B = Q; level l + 1 maps G to the pair (its image at level
//! l, the set of the classes of G's options in the candidate built on level l),
//! multiplied as (u, E)(v, F) = (u v, q(v) E ∪ q(u) F) with q the candidate's class.
//! The supposition holds as soon as the base refines the true quotient of heaps 1..n on
//! the positions of heaps 1..n-1 together with the classes of their options (then the
//! rows are exactly the outcomes); the refinements aim there, and a bounded number is
//! tried before the heap is refused.
//!
//! Complexity per candidate: the base's elements by a Dijkstra search from the identity
//! (O(|B| g log |B|) products for g distinct heap images), the options of every
//! representative, O(|B| (|O| + |E|)) per row for the new heap's |O| option images and
//! the |E| option images of a representative, then the reduction of |B| (a + b) elements.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

use super::monoid::{reduce, Table};
use super::options::for_each_option;
use crate::game::octal::OctalGame;

/// Most refinements of the base tried for one heap.
pub(crate) const MAX_REFINEMENTS: usize = 6;

/// A candidate quotient of heaps 1..n.
pub(crate) struct Candidate {
    pub(crate) table: Table,
    pub(crate) in_p: Vec<bool>,
    /// The image of heaps 0..=n (heap 0: the identity).
    pub(crate) phi: Vec<u32>,
    /// The class (at x^0) of every element of the base's top level.
    class_of: HashMap<u32, u32>,
}

/// Why no candidate was built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BuildError {
    /// The base, the rows or the unreduced candidate outgrew `limit`.
    TooLarge { what: &'static str, size: usize, limit: usize },
}

/// Limits of one build.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BuildLimits {
    pub(crate) max_base: usize,
    pub(crate) max_rows: usize,
    pub(crate) max_elements: usize,
}

/// Level l >= 1 of a base: pairs (an element of level l - 1, the sorted set of the
/// classes of its options in the candidate `classes` built on level l - 1).
struct Level {
    elems: Vec<(u32, Vec<u32>)>,
    index: HashMap<(u32, Vec<u32>), u32>,
    memo: HashMap<(u32, u32), u32>,
    classes: Table,
    class_of: HashMap<u32, u32>,
}

/// The base monoid: the quotient of heaps 1..n-1 at level 0, each refinement a level.
pub(crate) struct Base<'a> {
    quotient: &'a Table,
    levels: Vec<Level>,
    /// The image of heaps 0..n-1 at every level.
    gens: Vec<Vec<u32>>,
}

impl Base<'_> {
    /// The base of level 0: `quotient` with the heaps' images `phi`.
    pub(crate) fn new<'a>(quotient: &'a Table, phi: &[u32]) -> Base<'a> {
        Base { quotient, levels: Vec::new(), gens: vec![phi.to_vec()] }
    }

    fn intern(&mut self, l: usize, elem: (u32, Vec<u32>)) -> u32 {
        let level = &mut self.levels[l - 1];
        if let Some(&id) = level.index.get(&elem) {
            return id;
        }
        let id = level.elems.len() as u32;
        level.elems.push(elem.clone());
        level.index.insert(elem, id);
        id
    }

    /// `a * b` at level `l` (0: the quotient). The recursion is at most
    /// `MAX_REFINEMENTS` deep.
    fn mul(&mut self, l: usize, a: u32, b: u32) -> u32 {
        if l == 0 {
            return self.quotient.mul(a, b);
        }
        let key = (a.min(b), a.max(b));
        if let Some(&c) = self.levels[l - 1].memo.get(&key) {
            return c;
        }
        let (ua, ea) = self.levels[l - 1].elems[a as usize].clone();
        let (ub, eb) = self.levels[l - 1].elems[b as usize].clone();
        let u = self.mul(l - 1, ua, ub);
        let level = &self.levels[l - 1];
        let (qa, qb) = (level.class_of[&ua], level.class_of[&ub]);
        let mut set: Vec<u32> = ea.iter().map(|&e| level.classes.mul(qb, e)).collect();
        set.extend(eb.iter().map(|&e| level.classes.mul(qa, e)));
        set.sort_unstable();
        set.dedup();
        let c = self.intern(l, (u, set));
        self.levels[l - 1].memo.insert(key, c);
        c
    }

    fn product(&mut self, l: usize, items: &[u32]) -> u32 {
        items.iter().fold(0, |acc, &x| self.mul(l, acc, x))
    }

    /// The element of level 0 below `a` of level `l`.
    fn project(&self, l: usize, mut a: u32) -> u32 {
        for level in (1..=l).rev() {
            a = self.levels[level - 1].elems[a as usize].0;
        }
        a
    }

    /// The number of refinements so far.
    pub(crate) fn refinements(&self) -> usize {
        self.levels.len()
    }

    /// One level more: positions told apart by the classes, in the candidate `cand`
    /// (built on the current top level), of their options.
    pub(crate) fn refine(&mut self, game: &OctalGame, cand: Candidate) {
        let Candidate { table, phi, class_of, .. } = cand;
        let mut index = HashMap::new();
        index.insert((0, Vec::new()), 0);
        self.levels.push(Level {
            elems: vec![(0, Vec::new())],
            index,
            memo: HashMap::new(),
            classes: table,
            class_of,
        });
        let l = self.levels.len();
        let below = self.gens[l - 1].clone();
        let mut row = vec![0u32; below.len()];
        for (j, slot) in row.iter_mut().enumerate().skip(1) {
            let classes = &self.levels[l - 1].classes;
            let mut set = option_images(game, j as u64, &phi, |items| classes.product(items.iter().copied()));
            set.sort_unstable();
            set.dedup();
            *slot = self.intern(l, (below[j], set));
        }
        self.gens.push(row);
    }
}

/// The candidate for heaps 1..n on `base` (the quotient of heaps 1..n-1, whose
/// P-portion is `in_p`, refined `base.refinements()` times).
pub(crate) fn candidate(
    game: &OctalGame,
    base: &mut Base<'_>,
    in_p: &[bool],
    limits: BuildLimits,
) -> Result<Candidate, BuildError> {
    let depth = base.levels.len();
    let tower = base;
    let top = tower.gens[depth].clone();
    let top = &top;
    let n = top.len(); // the new heap
                       // The distinct heap images of the base with their lightest heap.
    let mut generators: Vec<(u32, u64)> = Vec::new();
    for (j, &g) in top.iter().enumerate().skip(1) {
        if g != 0 && !generators.iter().any(|&(h, _)| h == g) {
            generators.push((g, j as u64));
        }
    }
    // Dijkstra from the identity by rank (tokens, then more heaps first).
    let mut rank: HashMap<u32, (u64, u64)> = HashMap::new();
    let mut via: HashMap<u32, (u32, u64)> = HashMap::new();
    let mut order: Vec<u32> = Vec::new();
    let mut frontier = BinaryHeap::new();
    frontier.push(Reverse(((0u64, u64::MAX), 0u32)));
    rank.insert(0, (0, u64::MAX));
    while let Some(Reverse((r, y))) = frontier.pop() {
        if rank.get(&y) != Some(&r) {
            continue;
        }
        order.push(y);
        if order.len() > limits.max_base {
            return Err(BuildError::TooLarge {
                what: "base size",
                size: order.len(),
                limit: limits.max_base,
            });
        }
        for &(g, heap) in &generators {
            let z = tower.mul(depth, y, g);
            let rz = (r.0 + heap, r.1 - 1);
            if rank.get(&z).is_none_or(|&old| rz < old) {
                rank.insert(z, rz);
                via.insert(z, (y, heap));
                frontier.push(Reverse((rz, z)));
            }
        }
    }
    // Dense indices of the base in rank order.
    let size = order.len();
    let mut dense: HashMap<u32, u32> = HashMap::with_capacity(size);
    for (i, &y) in order.iter().enumerate() {
        dense.insert(y, i as u32);
    }
    let mut heap_options: HashMap<u64, Vec<u32>> = HashMap::new();
    let mut options_of = |tower: &mut Base<'_>, heap: u64| -> Vec<u32> {
        heap_options
            .entry(heap)
            .or_insert_with(|| {
                let mut set = option_images(game, heap, top, |items| tower.product(depth, items));
                set.sort_unstable();
                set.dedup();
                set
            })
            .clone()
    };
    // Option images (dense) of every representative.
    let mut option_sets: Vec<Vec<u32>> = Vec::with_capacity(size);
    for &y in &order {
        let mut heaps = Vec::new();
        let mut cur = y;
        while let Some(&(parent, heap)) = via.get(&cur) {
            heaps.push(heap);
            cur = parent;
        }
        let images: Vec<u32> = heaps.iter().map(|&h| top[h as usize]).collect();
        // Prefix and suffix products: the image of the representative less heap i.
        let mut prefix = vec![0u32; images.len() + 1];
        for i in 0..images.len() {
            prefix[i + 1] = tower.mul(depth, prefix[i], images[i]);
        }
        let mut suffix = vec![0u32; images.len() + 1];
        for i in (0..images.len()).rev() {
            suffix[i] = tower.mul(depth, images[i], suffix[i + 1]);
        }
        let mut set = Vec::new();
        for i in 0..heaps.len() {
            if heaps[..i].contains(&heaps[i]) {
                continue;
            }
            let rest = tower.mul(depth, prefix[i], suffix[i + 1]);
            for o in options_of(tower, heaps[i]) {
                let e = tower.mul(depth, rest, o);
                set.push(dense[&e]);
            }
        }
        set.sort_unstable();
        set.dedup();
        option_sets.push(set);
    }
    // The new heap's options, as multipliers on the base.
    let new_options = options_of(tower, n as u64);
    let shifted: Vec<Vec<u32>> = order
        .iter()
        .map(|&y| new_options.iter().map(|&o| dense[&tower.mul(depth, y, o)]).collect())
        .collect();
    // The rows until one repeats.
    let first: Vec<bool> = order.iter().map(|&y| in_p[tower.project(depth, y) as usize]).collect();
    let mut rows: Vec<Vec<bool>> = vec![first];
    let mut seen: HashMap<Vec<bool>, usize> = HashMap::new();
    seen.insert(rows[0].clone(), 0);
    let start = loop {
        if rows.len() > limits.max_rows {
            return Err(BuildError::TooLarge { what: "row count", size: rows.len(), limit: limits.max_rows });
        }
        let prev = rows.last().expect("a row");
        let mut row = vec![false; size];
        for y in 0..size {
            row[y] = shifted[y].iter().all(|&z| !prev[z as usize])
                && option_sets[y].iter().all(|&e| !row[e as usize]);
        }
        if let Some(&k) = seen.get(&row) {
            break k;
        }
        seen.insert(row.clone(), rows.len());
        rows.push(row);
    };
    let length = rows.len();
    let total = size * length;
    if total > limits.max_elements {
        return Err(BuildError::TooLarge {
            what: "unreduced candidate size",
            size: total,
            limit: limits.max_elements,
        });
    }
    // The unreduced candidate: (y, k) at k * size + y.
    let mut action: Vec<Vec<u32>> = Vec::with_capacity(generators.len() + 1);
    for &(g, _) in &generators {
        let times: Vec<u32> = order.iter().map(|&y| dense[&tower.mul(depth, y, g)]).collect();
        action.push((0..total).map(|i| ((i / size) * size) as u32 + times[i % size]).collect());
    }
    action.push(
        (0..total)
            .map(|i| {
                let k = i / size;
                let next = if k + 1 < length { k + 1 } else { start };
                (next * size + i % size) as u32
            })
            .collect(),
    );
    let in_p_m: Vec<bool> = (0..total).map(|i| rows[i / size][i % size]).collect();
    let (block, n_blocks) = reduce(total, &action, &in_p_m);
    let mut block_action = vec![vec![0u32; n_blocks]; action.len()];
    let mut block_p = vec![false; n_blocks];
    for i in 0..total {
        let b = block[i] as usize;
        block_p[b] = in_p_m[i];
        for (g, act) in action.iter().enumerate() {
            block_action[g][b] = block[act[i] as usize];
        }
    }
    let reduced = Table::from_action(n_blocks, &block_action).expect("every block is reachable");
    let class_of: HashMap<u32, u32> = order.iter().enumerate().map(|(i, &y)| (y, block[i])).collect();
    let mut phi_new: Vec<u32> = (0..n).map(|j| block[dense[&top[j]] as usize]).collect();
    // (identity, x): x^1 is x^start when the rows repeat at once.
    phi_new.push(block[if length > 1 { size } else { start * size }]);
    Ok(Candidate { table: reduced, in_p: block_p, phi: phi_new, class_of })
}

/// The images of the options of heap `heap` (with repeats), the image of a list of
/// heaps being `product` of their images `images[h]`.
pub(crate) fn option_images(
    game: &OctalGame,
    heap: u64,
    images: &[u32],
    mut product: impl FnMut(&[u32]) -> u32,
) -> Vec<u32> {
    let mut out = Vec::new();
    let mut buf = Vec::with_capacity(4);
    for_each_option(game, heap, |_, parts| {
        buf.clear();
        buf.extend(parts.iter().map(|&p| images[p as usize]));
        out.push(product(&buf));
        true
    });
    out
}
