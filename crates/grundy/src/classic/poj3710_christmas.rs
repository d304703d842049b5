//! POJ 3710 "Christmas Game": the judge's input and output formats, and the answer by
//! Green Hackenbush ([`crate::game::hackenbush`]).
//!
//! Input: test cases until the end of the input. A case is `N`, the number of trees, then
//! `N` trees, each `m k` (nodes `1..=m`, `k` edges) followed by `k` edges `a b`. Node 1 is
//! the tree's root (the ground). The input is read token by token, as `scanf` would, so
//! line breaks are free; anything that is not a number where one is due is an error.
//! Output: `Sally` (the first player wins) or `Harry`, one line per case.
//!
//! Bounds decided here: the judge promises `N < 100`, `m < 100`, `k < 500`, and polygons
//! hanging from the tree at one vertex. This parser is more generous, since the solver
//! handles any multigraph: `N` and `k` up to `u32::MAX - 1`, `1 <= m <= u32::MAX - 1`,
//! self-loops, parallel edges and any cycle structure are accepted; `a` or `b` outside
//! `1..=m` is [`OutOfRange`](crate::ParseErrorKind::OutOfRange), a case cut short is
//! [`UnexpectedEnd`](crate::ParseErrorKind::UnexpectedEnd), and an input without any
//! case is [`Empty`](crate::ParseErrorKind::Empty). Memory is proportional to the input's
//! length, never to `N`, `m` or `k`: a tree keeps only node 1 and the nodes its edges
//! touch (so `m = 10^9` with two edges costs three vertices).
//!
//! Not done: checking the judge's promise that the graph is a tree with hanging polygons.

use std::collections::HashMap;

use crate::format::scan::Scanner;
use crate::game::hackenbush::green_hackenbush_value;
use crate::graph::{Graph, VertexId};
use crate::{ParseError, ParseErrorKind};

/// The largest count or node number accepted (ids are `u32`, `u32::MAX` is reserved).
const MAX_COUNT: u64 = u32::MAX as u64 - 1;

/// A parsed POJ 3710 input: the test cases in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    cases: Vec<TestCase>,
}

impl Input {
    /// The test cases, in input order.
    pub fn cases(&self) -> &[TestCase] {
        &self.cases
    }
}

/// The answer: each case's Grundy value (non-zero: Sally, who moves first, wins).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Answer {
    /// One value per case.
    pub values: Vec<u64>,
}

/// One test case: a sum of rooted Green Hackenbush graphs.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct TestCase {
    /// The trees, in input order.
    pub trees: Vec<Tree>,
}

/// One tree of a test case, with its nodes renumbered compactly.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Tree {
    /// The edges in input order over the nodes that occur; vertex 0 is node 1 (the root).
    pub graph: Graph,
    /// `nodes[i]` is the 1-based node number of vertex `i` (so `nodes[0] == 1`).
    pub nodes: Vec<u32>,
}

/// Parses every test case of the input.
///
/// # Errors
/// A located [`ParseError`] on the first token that breaks the format (see the module doc).
///
/// # Complexity
/// O(length of the input) expected time and space.
///
/// # Examples
/// ```
/// use grundy::classic::poj3710_christmas::{parse, solve, write};
/// let answer = solve(&parse(b"2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n")?);
/// assert_eq!(answer.values, vec![3]);
/// assert_eq!(write(&answer), "Sally\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse(src: &[u8]) -> Result<Input, ParseError> {
    let mut s = Scanner::new(src);
    let mut cases = Vec::new();
    loop {
        s.skip_space();
        if s.at_end() {
            break;
        }
        let n_trees = s.u64_in("the number of trees", 0, MAX_COUNT)?;
        let mut trees = Vec::new();
        for _ in 0..n_trees {
            trees.push(parse_tree(&mut s)?);
        }
        cases.push(TestCase { trees });
    }
    if cases.is_empty() {
        return Err(s.error(ParseErrorKind::Empty));
    }
    Ok(Input { cases })
}

/// Parses one tree: `m k` and `k` edges.
fn parse_tree(s: &mut Scanner<'_>) -> Result<Tree, ParseError> {
    let n_nodes = s.u64_in("the number of nodes", 1, MAX_COUNT)?;
    let n_edges = s.u64_in("the number of edges", 0, MAX_COUNT)?;
    let mut vertex_of: HashMap<u32, VertexId> = HashMap::new();
    let mut nodes = vec![1u32];
    vertex_of.insert(1, VertexId::new(0));
    let mut edges = Vec::new();
    for _ in 0..n_edges {
        let mut ends = [VertexId::new(0); 2];
        for end in &mut ends {
            let node = s.u64_in("a node number", 1, n_nodes)? as u32;
            *end = *vertex_of.entry(node).or_insert_with(|| {
                nodes.push(node);
                VertexId::new(nodes.len() - 1)
            });
        }
        edges.push((ends[0], ends[1]));
    }
    Ok(Tree { graph: Graph::from_edges(nodes.len(), edges), nodes })
}

/// Solves every case.
///
/// # Complexity
/// O(total size of the input).
pub fn solve(input: &Input) -> Answer {
    Answer { values: input.cases.iter().map(value).collect() }
}

/// The Grundy value of a test case: the XOR of its trees' Green Hackenbush values, each
/// grounded at node 1. Sally, who moves first, wins exactly when it is not 0.
///
/// # Complexity
/// O(total size of the trees).
pub fn value(case: &TestCase) -> u64 {
    case.trees.iter().fold(0, |acc, tree| acc ^ green_hackenbush_value(&tree.graph, &[VertexId::new(0)]))
}

/// The judge's output: `Sally` for a non-zero value, else `Harry`, each followed by `\n`.
pub fn write(answer: &Answer) -> String {
    let mut out = String::new();
    for &value in &answer.values {
        out.push_str(if value != 0 { "Sally\n" } else { "Harry\n" });
    }
    out
}

#[cfg(test)]
mod tests;
