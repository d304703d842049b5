use std::collections::HashMap;

use super::*;
use crate::tests::support::{seeded, RngExt};

/// Misère outcome by plain recursion on small games (test code only).
fn wins_naive(
    n: &Vec<u64>,
    moves: &dyn Fn(&Vec<u64>) -> Vec<Vec<u64>>,
    memo: &mut HashMap<Vec<u64>, bool>,
) -> bool {
    if let Some(&w) = memo.get(n) {
        return w;
    }
    let succ = moves(n);
    let w = succ.is_empty() || succ.iter().any(|s| !wins_naive(s, moves, memo));
    memo.insert(n.clone(), w);
    w
}

/// Sums of heaps of the subtraction game {1, 2} and of Kayles (take 1 or 2 adjacent pins,
/// possibly splitting the row), every position of up to four heaps of at most 6.
#[test]
fn sums_match_a_naive_search() {
    let kayles = |&n: &u64| -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for take in 1..=2u64.min(n) {
            let rest = n - take;
            for a in 0..=rest / 2 {
                out.push([a, rest - a].into_iter().filter(|&h| h > 0).collect());
            }
        }
        out
    };
    let sum_moves = |p: &Vec<u64>| sum_successors(p, kayles);
    let mut naive = HashMap::new();
    let mut memo = MisereMemo::new();
    let mut count = 0;
    for a in 0..=6u64 {
        for b in a..=6 {
            for c in b..=6 {
                for d in c..=6 {
                    let mut p: Vec<u64> = [a, b, c, d].into_iter().filter(|&h| h > 0).collect();
                    p.sort_unstable();
                    let expected = wins_naive(&p, &sum_moves, &mut naive);
                    assert_eq!(memo.wins(p.clone(), sum_moves, usize::MAX), Ok(expected), "{p:?}");
                    count += 1;
                }
            }
        }
    }
    assert_eq!(count, 210);
}

#[test]
fn random_dags_match_a_naive_search_and_the_limit_is_an_error() {
    let mut rng = seeded(3636);
    for _ in 0..200 {
        let n = rng.random_range(1..40usize);
        // Position i moves to some positions below i.
        let edges: Vec<Vec<u64>> =
            (0..n as u64).map(|i| (0..i).filter(|_| rng.random_bool(0.3)).collect()).collect();
        let moves = |p: &Vec<u64>| edges[p[0] as usize].iter().map(|&j| vec![j]).collect::<Vec<_>>();
        let mut naive = HashMap::new();
        let mut memo = MisereMemo::new();
        for i in 0..n as u64 {
            assert_eq!(memo.wins(vec![i], moves, usize::MAX), Ok(wins_naive(&vec![i], &moves, &mut naive)));
        }
        // A fresh search with room for one position only settles nothing but a leaf.
        let top = vec![n as u64 - 1];
        match MisereMemo::new().wins(top.clone(), moves, 1) {
            Ok(w) => assert!(edges[n - 1].is_empty() && w),
            Err(e) => assert_eq!(e, SearchLimitError { limit: 1 }),
        }
    }
}
