use std::collections::HashMap;

use super::*;
use crate::tests::support::{seeded, RngExt};

/// Win/lose of any take-away game by direct search; `moves(p)` lists (move, successor).
fn wins_naive<F>(memo: &mut HashMap<Vec<u64>, bool>, position: &[u64], moves: &F) -> bool
where
    F: Fn(&[u64]) -> Vec<(TakeMove, Vec<u64>)>,
{
    if let Some(&w) = memo.get(position) {
        return w;
    }
    let win = moves(position).iter().any(|(_, next)| !wins_naive(memo, next, moves));
    memo.insert(position.to_vec(), win);
    win
}

fn winning_moves_naive<F>(memo: &mut HashMap<Vec<u64>, bool>, position: &[u64], moves: &F) -> Vec<TakeMove>
where
    F: Fn(&[u64]) -> Vec<(TakeMove, Vec<u64>)>,
{
    moves(position).into_iter().filter(|(_, next)| !wins_naive(memo, next, moves)).map(|(m, _)| m).collect()
}

fn nim_moves(piles: &[u64]) -> Vec<(TakeMove, Vec<u64>)> {
    let mut res = Vec::new();
    for pile in 0..piles.len() {
        for take in 1..=piles[pile] {
            let mut next = piles.to_vec();
            next[pile] -= take;
            res.push((TakeMove { pile, take }, next));
        }
    }
    res
}

/// The literal pebbles rules: take from a pile, the row stays non-decreasing.
fn pebbles_moves(piles: &[u64]) -> Vec<(TakeMove, Vec<u64>)> {
    nim_moves(piles).into_iter().filter(|(_, next)| is_non_decreasing(next)).collect()
}

fn staircase_moves(steps: &[u64]) -> Vec<(TakeMove, Vec<u64>)> {
    let mut res = Vec::new();
    for step in 0..steps.len() {
        for take in 1..=steps[step] {
            let mut next = steps.to_vec();
            next[step] -= take;
            if step > 0 {
                next[step - 1] += take;
            }
            res.push((TakeMove { pile: step, take }, next));
        }
    }
    res
}

/// Every vector of `len` values in `0..=max`.
fn all_vectors(len: usize, max: u64) -> Vec<Vec<u64>> {
    let mut res = vec![Vec::new()];
    for _ in 0..len {
        res = res.into_iter().flat_map(|v| (0..=max).map(move |x| [v.clone(), vec![x]].concat())).collect();
    }
    res
}

#[test]
fn nim_matches_naive_on_all_small_positions() {
    let mut memo = HashMap::new();
    for len in 0..=3 {
        for piles in all_vectors(len, 5) {
            let expected = winning_moves_naive(&mut memo, &piles, &nim_moves);
            assert_eq!(nim_winning_moves(&piles), expected, "{piles:?}");
            assert_eq!(nim_value(&piles) != 0, !expected.is_empty());
            assert_eq!(nim_winning_move(&piles), expected.first().copied());
        }
    }
}

#[test]
fn staircase_matches_naive_on_all_small_positions() {
    let mut memo = HashMap::new();
    for len in 0..=4 {
        for steps in all_vectors(len, 3) {
            let expected = winning_moves_naive(&mut memo, &steps, &staircase_moves);
            assert_eq!(staircase_winning_moves(&steps), expected, "{steps:?}");
            assert_eq!(staircase_value(&steps) != 0, !expected.is_empty(), "{steps:?}");
        }
    }
}

#[test]
fn pebbles_matches_naive_on_all_small_rows() {
    let mut memo = HashMap::new();
    let mut checked = 0;
    for len in 0..=6 {
        let max = [7, 7, 7, 7, 6, 4, 3][len];
        for piles in all_vectors(len, max).into_iter().filter(|p| is_non_decreasing(p)) {
            let expected = winning_moves_naive(&mut memo, &piles, &pebbles_moves);
            assert_eq!(pebbles_winning_moves(&piles), expected, "{piles:?}");
            assert_eq!(pebbles_value(&piles) != 0, !expected.is_empty(), "{piles:?}");
            assert_eq!(pebbles_winning_move(&piles), expected.first().copied());
            checked += 1;
        }
    }
    assert_eq!(checked, 585);
}

#[test]
fn poi2009_kam_sample1() {
    assert_eq!(pebbles_value(&[2, 2]), 0);
    assert_ne!(pebbles_value(&[1, 2, 4]), 0);
}

#[test]
fn pebbles_moves_on_random_large_rows_are_sound_and_complete() {
    let mut rng = seeded(2009);
    for _ in 0..200 {
        let len = 1 + rng.random_range(..60usize);
        let mut piles = Vec::with_capacity(len);
        let mut level = 0u64;
        for _ in 0..len {
            let spread: u64 = if rng.random_range(..4u64) == 0 { 1 << 40 } else { 9 };
            level += rng.random_range(..spread);
            piles.push(level);
        }
        let moves = pebbles_winning_moves(&piles);
        assert_eq!(pebbles_value(&piles) != 0, !moves.is_empty());
        // Certificate: each listed move is legal and leaves a position of value 0, and
        // each pile has at most one winning move (the target value is unique).
        for m in &moves {
            let mut next = piles.clone();
            next[m.pile] -= m.take;
            assert!(m.take >= 1 && is_non_decreasing(&next));
            assert_eq!(pebbles_value(&next), 0);
        }
        let mut seen: Vec<usize> = moves.iter().map(|m| m.pile).collect();
        seen.dedup();
        assert_eq!(seen.len(), moves.len());
    }
}

#[test]
fn pebbles_handles_huge_counts() {
    let piles = [u64::MAX - 1, u64::MAX];
    assert_eq!(pebbles_value(&piles), 1);
    for m in pebbles_winning_moves(&piles) {
        let mut next = piles;
        next[m.pile] -= m.take;
        assert_eq!(pebbles_value(&next), 0);
    }
}

#[test]
fn slow_pebbles_matches_naive_on_longer_rows() {
    if !crate::game::grundy::tests::slow_tests() {
        return;
    }
    let mut memo = HashMap::new();
    for len in 1..=7 {
        let max = [0, 12, 10, 8, 7, 6, 5, 4][len];
        for piles in all_vectors(len, max).into_iter().filter(|p| is_non_decreasing(p)) {
            let expected = winning_moves_naive(&mut memo, &piles, &pebbles_moves);
            assert_eq!(pebbles_winning_moves(&piles), expected, "{piles:?}");
        }
    }
}
