//! Strongly connected components of a directed graph in CSR form, by Tarjan's algorithm
//! (<https://en.wikipedia.org/wiki/Tarjan%27s_strongly_connected_components_algorithm>)
//! with an explicit stack instead of recursion; O(V + E) time and O(V) extra space.
//!
//! Components are numbered in the order Tarjan completes them, which is a reverse
//! topological order: an arc `v → w` has `component[w] <= component[v]`. Used by the
//! Dulmage-Mendelsohn edge classification; condensation graphs are not built.

use super::NONE;
use crate::graph::Csr;

/// The strongly connected components of a digraph.
pub(crate) struct Components {
    /// The component of every vertex.
    pub(crate) component: Vec<u32>,
    /// The number of vertices of every component.
    pub(crate) size: Vec<u32>,
}

/// The components of the digraph whose arcs out of `v` are row `v` of `arcs`; targets
/// equal to [`NONE`] are skipped.
pub(crate) fn strong_components(arcs: &Csr<u32>) -> Components {
    let n = arcs.n_rows();
    let targets = arcs.targets();
    let mut index = vec![NONE; n];
    let mut low = vec![0u32; n];
    let mut component = vec![NONE; n];
    let mut size = Vec::new();
    let mut stack: Vec<u32> = Vec::new();
    // The explicit call stack: (vertex, next arc position).
    let mut calls: Vec<(u32, usize)> = Vec::new();
    let mut counter = 0u32;
    for root in 0..n {
        if index[root] != NONE {
            continue;
        }
        index[root] = counter;
        low[root] = counter;
        counter += 1;
        stack.push(root as u32);
        calls.push((root as u32, arcs.range(root).start));
        while let Some(&mut (v, ref mut pos)) = calls.last_mut() {
            let v = v as usize;
            if *pos < arcs.range(v).end {
                let w = targets[*pos];
                *pos += 1;
                if w == NONE {
                    continue;
                }
                let w = w as usize;
                if index[w] == NONE {
                    index[w] = counter;
                    low[w] = counter;
                    counter += 1;
                    stack.push(w as u32);
                    calls.push((w as u32, arcs.range(w).start));
                } else if component[w] == NONE {
                    // On the stack: a back or cross arc within the current search.
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            calls.pop();
            if low[v] == index[v] {
                let id = size.len() as u32;
                let mut n_members = 0;
                loop {
                    let x = stack.pop().expect("the root is on the stack") as usize;
                    component[x] = id;
                    n_members += 1;
                    if x == v {
                        break;
                    }
                }
                size.push(n_members);
            }
            if let Some(&(parent, _)) = calls.last() {
                let parent = parent as usize;
                low[parent] = low[parent].min(low[v]);
            }
        }
    }
    Components { component, size }
}
