//! Finite commutative monoids given by their generators: the full multiplication table
//! built from the generators' action, the reduction of a bipartite monoid by
//! indistinguishability, and a presentation by normal forms.
//!
//! - [`Table`]: elements `0..n` (0 the identity) and every product, O(n^2) space. It is
//!   built from the action of the generators on the elements by a breadth-first tree
//!   from the identity: `x * y = (x * parent(y)) * generator(y)`, O(n^2) time.
//! - [`reduce`]: the coarsest partition of a bipartite monoid (M, P) that refines P and
//!   is stable under multiplication by every generator (Moore's partition refinement, as
//!   in the minimisation of a deterministic automaton whose letters are the
//!   generators). Since every element is a product of generators, two elements share a
//!   block iff `x z` and `y z` are both in P or both out of it for every z in M: the
//!   indistinguishability congruence. O(r n) per round for r generators, at most n rounds
//!   (in practice a few).
//! - [`Presentation`]: generators chosen among given images in order (an image becomes a
//!   generator when the earlier generators do not already produce it), each element's
//!   normal form (its least word in the order "fewer letters first, then a smaller
//!   exponent of the later generators first", so the normal forms are closed under
//!   division), and the relations: every least word that is not a normal form, equal to
//!   its element's normal form. Those relations rewrite every word to its normal form, so
//!   they present the monoid.

use std::collections::{HashMap, HashSet, VecDeque};

/// A finite commutative monoid by its full multiplication table; element 0 is the
/// identity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Table {
    n: usize,
    mul: Vec<u32>,
}

impl Table {
    /// The trivial monoid {1}.
    pub(crate) fn trivial() -> Table {
        Table { n: 1, mul: vec![0] }
    }

    /// The monoid of elements `0..n` (0 the identity) on which generator g acts by
    /// `action[g][x]`, every element reachable from 0; `None` when some element is not.
    pub(crate) fn from_action(n: usize, action: &[Vec<u32>]) -> Option<Table> {
        // A breadth-first tree: each element but 0 is parent * generator.
        let mut via: Vec<Option<(u32, usize)>> = vec![None; n];
        let mut seen = vec![false; n];
        let mut order = Vec::with_capacity(n);
        let mut queue = VecDeque::from([0u32]);
        seen[0] = true;
        while let Some(x) = queue.pop_front() {
            order.push(x);
            for (g, act) in action.iter().enumerate() {
                let y = act[x as usize];
                if !seen[y as usize] {
                    seen[y as usize] = true;
                    via[y as usize] = Some((x, g));
                    queue.push_back(y);
                }
            }
        }
        if order.len() != n {
            return None;
        }
        let mut mul = vec![0u32; n * n];
        // Column y from column parent(y): x * y = (x * parent) * g. Breadth-first order
        // fills every parent's column first.
        for x in 0..n {
            mul[x * n] = x as u32;
        }
        for &y in order.iter().skip(1) {
            let (parent, g) = via[y as usize].expect("reached");
            for x in 0..n {
                let xp = mul[x * n + parent as usize];
                mul[x * n + y as usize] = action[g][xp as usize];
            }
        }
        Some(Table { n, mul })
    }

    /// The number of elements.
    pub(crate) fn len(&self) -> usize {
        self.n
    }

    /// The products `z * y` for y = 0..n in order: by commutativity also `y * z`.
    #[inline]
    pub(crate) fn row(&self, z: u32) -> &[u32] {
        &self.mul[z as usize * self.n..(z as usize + 1) * self.n]
    }

    /// The product `a * b`.
    #[inline]
    pub(crate) fn mul(&self, a: u32, b: u32) -> u32 {
        self.mul[a as usize * self.n + b as usize]
    }

    /// The same monoid with element x renamed `new_of_old[x]` (a permutation fixing 0).
    pub(crate) fn relabel(&self, new_of_old: &[u32]) -> Table {
        let n = self.n;
        let mut mul = vec![0u32; n * n];
        for a in 0..n {
            for b in 0..n {
                let c = self.mul[a * n + b];
                mul[new_of_old[a] as usize * n + new_of_old[b] as usize] = new_of_old[c as usize];
            }
        }
        Table { n, mul }
    }

    /// The product of a sequence of elements (the identity for none).
    pub(crate) fn product(&self, items: impl IntoIterator<Item = u32>) -> u32 {
        items.into_iter().fold(0, |acc, x| self.mul(acc, x))
    }
}

/// The blocks of the indistinguishability congruence of the bipartite monoid on
/// `0..n` with generators acting by `action` and P-portion `in_p`: block ids numbered
/// by first appearance in `0..n` (so element 0 has block 0), and their count.
pub(crate) fn reduce(n: usize, action: &[Vec<u32>], in_p: &[bool]) -> (Vec<u32>, usize) {
    let mut block: Vec<u32> = in_p.iter().map(|&p| u32::from(p)).collect();
    let mut n_blocks = renumber(&mut block);
    loop {
        // Signature of x: its block and the blocks of its images under every generator.
        let mut ids: HashMap<Vec<u32>, u32> = HashMap::with_capacity(n_blocks * 2);
        let mut next = Vec::with_capacity(n);
        let mut sig = Vec::with_capacity(action.len() + 1);
        for x in 0..n {
            sig.clear();
            sig.push(block[x]);
            sig.extend(action.iter().map(|act| block[act[x] as usize]));
            let fresh = ids.len() as u32;
            next.push(*ids.entry(sig.clone()).or_insert(fresh));
        }
        let count = ids.len();
        block = next;
        if count == n_blocks {
            n_blocks = renumber(&mut block);
            return (block, n_blocks);
        }
        n_blocks = count;
    }
}

/// Renumbers block ids by first appearance; returns their count.
fn renumber(block: &mut [u32]) -> usize {
    let mut map: HashMap<u32, u32> = HashMap::new();
    for b in block.iter_mut() {
        let fresh = map.len() as u32;
        *b = *map.entry(*b).or_insert(fresh);
    }
    map.len()
}

/// A word: the exponent of each generator.
pub(crate) type Word = Vec<u32>;

/// Generators, normal forms and relations of a finite commutative monoid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Presentation {
    /// The generators' elements, in order.
    pub(crate) generators: Vec<u32>,
    /// Which of the given images each generator is (its index in the images).
    pub(crate) generator_sources: Vec<usize>,
    /// The normal form of each element.
    pub(crate) normal_forms: Vec<Word>,
    /// The relations `lhs = rhs`, rhs a normal form, in the order of their lhs.
    pub(crate) relations: Vec<(Word, Word)>,
}

/// Whether word `a` comes before word `b`: fewer letters first, then a smaller exponent
/// of the last generator, then of the one before, and so on.
fn word_less(a: &[u32], b: &[u32]) -> bool {
    let (da, db): (u32, u32) = (a.iter().sum(), b.iter().sum());
    if da != db {
        return da < db;
    }
    for (x, y) in a.iter().rev().zip(b.iter().rev()) {
        if x != y {
            return x < y;
        }
    }
    false
}

impl Presentation {
    /// The presentation of `table` with generators taken among `images` in order: an
    /// image becomes a generator when the earlier generators do not produce it. Every
    /// element must be a product of the images.
    pub(crate) fn new(table: &Table, images: &[u32]) -> Presentation {
        let n = table.len();
        let mut generators = Vec::new();
        let mut generator_sources = Vec::new();
        let mut produced = vec![false; n];
        produced[0] = true;
        let mut members = vec![0u32];
        for (i, &img) in images.iter().enumerate() {
            if produced[img as usize] {
                continue;
            }
            generators.push(img);
            generator_sources.push(i);
            // Close the submonoid under the new generator.
            let mut k = 0;
            while k < members.len() {
                let y = table.mul(members[k], img);
                if !produced[y as usize] {
                    produced[y as usize] = true;
                    members.push(y);
                }
                k += 1;
            }
        }
        let r = generators.len();
        // Normal forms, degree by degree: the least word of degree d of an element not
        // reached before is a normal form of degree d - 1 times a generator.
        let mut normal_forms: Vec<Option<Word>> = vec![None; n];
        normal_forms[0] = Some(vec![0; r]);
        let mut layer = vec![0u32];
        while !layer.is_empty() {
            let mut best: HashMap<u32, Word> = HashMap::new();
            for &u in &layer {
                let word = normal_forms[u as usize].clone().expect("normal form");
                for (g, &gen) in generators.iter().enumerate() {
                    let y = table.mul(u, gen);
                    if normal_forms[y as usize].is_some() {
                        continue;
                    }
                    let mut w = word.clone();
                    w[g] += 1;
                    match best.get(&y) {
                        Some(old) if !word_less(&w, old) => {}
                        _ => {
                            best.insert(y, w);
                        }
                    }
                }
            }
            let mut next: Vec<u32> = best.keys().copied().collect();
            next.sort_unstable();
            for &y in &next {
                normal_forms[y as usize] = best.remove(&y);
            }
            layer = next;
        }
        let normal_forms: Vec<Word> =
            normal_forms.into_iter().map(|w| w.unwrap_or_else(|| vec![0; r])).collect();
        let normal_set: HashSet<&Word> = normal_forms.iter().collect();
        let mut relations = Vec::new();
        let mut seen: HashSet<Word> = HashSet::new();
        for (u, word) in normal_forms.iter().enumerate() {
            for (g, &gen) in generators.iter().enumerate() {
                let mut m = word.clone();
                m[g] += 1;
                if normal_set.contains(&m) || seen.contains(&m) {
                    continue;
                }
                // Least non-normal words only: every divisor by a generator is normal.
                let minimal = (0..r).filter(|&j| m[j] > 0).all(|j| {
                    let mut d = m.clone();
                    d[j] -= 1;
                    normal_set.contains(&d)
                });
                if minimal {
                    let y = table.mul(u as u32, gen);
                    seen.insert(m.clone());
                    relations.push((m, normal_forms[y as usize].clone()));
                }
            }
        }
        relations.sort_by(|a, b| {
            if word_less(&a.0, &b.0) {
                std::cmp::Ordering::Less
            } else if word_less(&b.0, &a.0) {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        });
        Presentation { generators, generator_sources, normal_forms, relations }
    }
}

#[cfg(test)]
mod tests;
