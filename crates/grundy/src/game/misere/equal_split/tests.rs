use std::collections::HashMap;

use super::*;
use crate::tests::support::{seeded, RngExt};

/// Misère equal splitting from the rules alone: split a pile of at least max(F, 2) into
/// M >= 2 parts as even as possible (test code only).
fn wins_naive(f: u64, piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = piles.to_vec();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut w = true;
    let mut any = false;
    'all: for (i, &x) in key.iter().enumerate() {
        if x < f.max(2) {
            continue;
        }
        for m in 2..=x {
            any = true;
            let mut next: Vec<u64> = key[..i].iter().chain(&key[i + 1..]).copied().collect();
            next.extend((0..m).map(|j| x / m + u64::from(j < x % m)));
            if !wins_naive(f, &next, memo) {
                w = true;
                break 'all;
            }
            w = false;
        }
    }
    let w = !any || w;
    memo.insert(key, w);
    w
}

#[test]
fn misere_equal_split_matches_a_naive_search() {
    let mut rng = seeded(2014);
    for f in 1..=4 {
        let table = EqualSplitTable::try_new(f, 9).unwrap();
        let mut memo = HashMap::new();
        let mut positions: Vec<Vec<u64>> = vec![];
        for a in 1..=9 {
            for b in a..=9 {
                positions.push(vec![a, b]);
                positions.push(vec![b]);
            }
        }
        for _ in 0..40 {
            positions.push((0..rng.random_range(1..=4)).map(|_| rng.random_range(1..=7u64)).collect());
        }
        for p in positions {
            let answer = misere_equal_split(&table, &p, 1_000_000).unwrap();
            assert_eq!(answer.mover_wins, wins_naive(f, &p, &mut memo), "F = {f}, {p:?}");
            for m in &answer.winning_moves {
                let (after, _) = table.apply(&p, *m).unwrap();
                assert!(!wins_naive(f, &after, &mut memo), "F = {f}, {p:?}: {m:?}");
            }
            // A won position with a move has a winning move listed.
            let has_move = p.iter().any(|&x| x >= f.max(2));
            assert_eq!(answer.mover_wins && has_move, !answer.winning_moves.is_empty(), "F = {f}, {p:?}");
        }
    }
}
