use std::collections::HashMap;

use super::*;
use crate::game::misere::naive::misere_wins_naive;
use crate::tests::support::{seeded, RngExt};

/// Every split from the rules and the piles after it (sorted, for the oracle's memo).
fn moves(threshold: u64, piles: &[u64]) -> Vec<(EqualSplitMove, Vec<u64>)> {
    let mut out = Vec::new();
    for (pile, &x) in piles.iter().enumerate() {
        if x < threshold.max(2) {
            continue;
        }
        for parts in 2..=x {
            let m = EqualSplitMove { pile, parts };
            let mut next = piles.to_vec();
            next.remove(pile);
            next.extend(m.sizes(x));
            next.sort_unstable();
            out.push((m, next));
        }
    }
    out
}

#[test]
fn block_classes_match_every_split() {
    for threshold in 1..=6 {
        let fast = pile_classes(threshold, 300);
        let mut slow: Vec<ComponentClass> = Vec::new();
        for x in 0..=300u64 {
            let mut options = OptionClasses::new();
            if x >= threshold.max(2) {
                for parts in 2..=x {
                    let m = EqualSplitMove { pile: 0, parts };
                    options.add(m.sizes(x).into_iter().map(|s| slow[s as usize]));
                }
            }
            slow.push(options.class());
        }
        assert_eq!(fast, slow, "F = {threshold}");
        assert!(fast.iter().all(|c| c.tame().is_some()), "F = {threshold}");
    }
}

#[test]
fn misere_equal_split_matches_naive_on_small_positions() {
    let mut rng = seeded(51);
    for threshold in 1..=4 {
        let mut memo = HashMap::new();
        let rules = |p: &Vec<u64>| moves(threshold, p).into_iter().map(|(_, n)| n).collect();
        let mut positions: Vec<Vec<u64>> = Vec::new();
        for a in 0..=9 {
            positions.push(vec![a]);
            for b in 0..=7 {
                positions.push(vec![a, b]);
            }
        }
        for _ in 0..60 {
            let k = rng.random_range(1..=4);
            positions.push((0..k).map(|_| rng.random_range(0..=8)).collect());
        }
        for piles in positions {
            let answer = misere_equal_split(threshold, &piles, &Limits::default()).unwrap();
            let mut sorted = piles.clone();
            sorted.sort_unstable();
            assert_eq!(
                answer.mover_wins,
                misere_wins_naive(&sorted, &rules, &mut memo),
                "F {threshold} {piles:?}"
            );
            let expected: Vec<EqualSplitMove> = moves(threshold, &piles)
                .into_iter()
                .filter(|(_, next)| !misere_wins_naive(next, &rules, &mut memo))
                .map(|(m, _)| m)
                .collect();
            assert_eq!(answer.winning_moves, expected, "F {threshold} {piles:?}");
            let engine = misere_equal_split_engine_move(threshold, &piles, &Limits::default()).unwrap();
            assert_eq!(engine.is_some(), !moves(threshold, &piles).is_empty());
        }
    }
}

#[test]
fn winning_moves_leave_lost_positions_on_large_piles() {
    let mut rng = seeded(52);
    for _ in 0..40 {
        let threshold = rng.random_range(1..=20);
        let piles: Vec<u64> = (0..rng.random_range(1..=5)).map(|_| rng.random_range(0..=3000)).collect();
        let answer = misere_equal_split(threshold, &piles, &Limits::default()).unwrap();
        for m in answer.winning_moves.iter().take(5) {
            let mut next = piles.clone();
            let x = next.remove(m.pile);
            next.extend(m.sizes(x));
            assert!(!misere_equal_split(threshold, &next, &Limits::default()).unwrap().mover_wins);
        }
    }
}

#[test]
fn too_large_a_pile_is_an_error() {
    let err = misere_equal_split(1, &[MISERE_EQUAL_SPLIT_MAX_PILE + 1], &Limits::default()).unwrap_err();
    assert_eq!(err.what, "pile size");
}
