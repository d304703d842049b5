//! Strongly connected components of a directed graph in CSR form, by Tarjan's algorithm
//! (<https://en.wikipedia.org/wiki/Tarjan%27s_strongly_connected_components_algorithm>)
//! on the iterative low-link search shared with the bridges of Green Hackenbush
//! (`graph/low_link.rs`); O(V + E) time
//! and O(V) extra space.
//!
//! Components are numbered in the order Tarjan completes them, which is a reverse
//! topological order: an arc `v → w` has `component[w] <= component[v]`. Used by the
//! Dulmage-Mendelsohn edge classification; condensation graphs are not built.

use super::NONE;
use crate::graph::{Csr, LowLink, LowLinkVisitor};

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
    let mut search = LowLink::default();
    search.reset(n);
    let mut tarjan =
        Tarjan { stack: Vec::new(), components: Components { component: vec![NONE; n], size: Vec::new() } };
    search.search(arcs, 0..n, &mut tarjan);
    tarjan.components
}

/// Tarjan's component stack and the components completed so far.
struct Tarjan {
    /// Discovered vertices not yet in a component, in discovery order.
    stack: Vec<u32>,
    components: Components,
}

impl LowLinkVisitor<u32> for Tarjan {
    #[inline]
    fn head(&mut self, _: usize, w: u32) -> Option<usize> {
        (w != NONE).then_some(w as usize)
    }

    /// Only a head still on the stack: an arc into a completed component proves nothing.
    #[inline]
    fn counts(&self, w: usize) -> bool {
        self.components.component[w] == NONE
    }

    #[inline]
    fn discover(&mut self, w: usize, _: Option<u32>) {
        self.stack.push(w as u32);
    }

    /// A vertex whose low-link is its own number roots a component: the vertices above
    /// it on the stack.
    #[inline]
    fn finish(&mut self, v: usize, _: Option<usize>, search: &LowLink) {
        if search.low(v) != search.index(v) {
            return;
        }
        let Components { component, size } = &mut self.components;
        let id = size.len() as u32;
        let mut n_members = 0;
        loop {
            let x = self.stack.pop().expect("the root is on the stack") as usize;
            component[x] = id;
            n_members += 1;
            if x == v {
                break;
            }
        }
        size.push(n_members);
    }
}
