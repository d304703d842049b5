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

/// The literal rules of staircase Nim on a row: take from a pile, the row stays
/// non-decreasing.
fn staircase_row_moves(piles: &[u64]) -> Vec<(TakeMove, Vec<u64>)> {
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
fn staircase_row_matches_naive_on_all_small_rows() {
    let mut memo = HashMap::new();
    let mut checked = 0;
    for len in 0..=6 {
        let max = [7, 7, 7, 7, 6, 4, 3][len];
        for piles in all_vectors(len, max).into_iter().filter(|p| is_non_decreasing(p)) {
            let expected = winning_moves_naive(&mut memo, &piles, &staircase_row_moves);
            assert_eq!(staircase_row_winning_moves(&piles), expected, "{piles:?}");
            assert_eq!(staircase_row_value(&piles) != 0, !expected.is_empty(), "{piles:?}");
            assert_eq!(staircase_row_winning_move(&piles), expected.first().copied());
            checked += 1;
        }
    }
    assert_eq!(checked, 585);
}

#[test]
fn poi2009_kam_sample1() {
    assert_eq!(staircase_row_value(&[2, 2]), 0);
    assert_ne!(staircase_row_value(&[1, 2, 4]), 0);
}

#[test]
fn staircase_row_moves_on_random_large_rows_are_sound_and_complete() {
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
        let moves = staircase_row_winning_moves(&piles);
        assert_eq!(staircase_row_value(&piles) != 0, !moves.is_empty());
        // Certificate: each listed move is legal and leaves a position of value 0, and
        // each pile has at most one winning move (the target value is unique).
        for m in &moves {
            let mut next = piles.clone();
            next[m.pile] -= m.take;
            assert!(m.take >= 1 && is_non_decreasing(&next));
            assert_eq!(staircase_row_value(&next), 0);
        }
        let mut seen: Vec<usize> = moves.iter().map(|m| m.pile).collect();
        seen.dedup();
        assert_eq!(seen.len(), moves.len());
    }
}

#[test]
fn staircase_row_handles_huge_counts() {
    let piles = [u64::MAX - 1, u64::MAX];
    assert_eq!(staircase_row_value(&piles), 1);
    for m in staircase_row_winning_moves(&piles) {
        let mut next = piles;
        next[m.pile] -= m.take;
        assert_eq!(staircase_row_value(&next), 0);
    }
}

#[test]
fn slow_staircase_row_matches_naive_on_longer_rows() {
    if !crate::game::grundy::tests::slow_tests() {
        return;
    }
    let mut memo = HashMap::new();
    for len in 1..=7 {
        let max = [0, 12, 10, 8, 7, 6, 5, 4][len];
        for piles in all_vectors(len, max).into_iter().filter(|p| is_non_decreasing(p)) {
            let expected = winning_moves_naive(&mut memo, &piles, &staircase_row_moves);
            assert_eq!(staircase_row_winning_moves(&piles), expected, "{piles:?}");
        }
    }
}

/// Checks `apply` against the literal rules `moves` on every candidate move of `piles`
/// (legal or not): a move is accepted iff the rules list it, with the same successor,
/// and its step names the component whose value changed, so that the value moves by
/// `from ^ to`. `components` lists the values of the components of a position.
fn check_apply<A, M, C>(piles: &[u64], apply: A, moves: M, components: C, value: fn(&[u64]) -> u64)
where
    A: Fn(&[u64], TakeMove) -> Result<(Vec<u64>, Step), TakeMoveError>,
    M: Fn(&[u64]) -> Vec<(TakeMove, Vec<u64>)>,
    C: Fn(&[u64]) -> Vec<u64>,
{
    let legal = moves(piles);
    let max = piles.iter().copied().max().unwrap_or(0);
    for pile in 0..=piles.len() {
        for take in 0..=max + 1 {
            let m = TakeMove { pile, take };
            let expected = legal.iter().find(|(l, _)| *l == m).map(|(_, next)| next.clone());
            match (apply(piles, m), expected) {
                (Ok((next, step)), Some(expected)) => {
                    assert_eq!(next, expected, "{piles:?} {m:?}");
                    let (before, after) = (components(piles), components(&next));
                    assert_eq!(before.len(), after.len());
                    assert_eq!((before[step.component], after[step.component]), (step.from, step.to));
                    for (idx, (b, a)) in before.iter().zip(&after).enumerate() {
                        assert!(idx == step.component || a == b, "{piles:?} {m:?}: component {idx} changed");
                    }
                    assert_eq!(value(&next), value(piles) ^ step.from ^ step.to);
                }
                (Err(err), None) => assert!(!err.to_string().is_empty()),
                (res, expected) => panic!("{piles:?} {m:?}: {res:?}, expected {expected:?}"),
            }
        }
    }
}

/// The engine's move is legal, wins when the position is won, and exists iff some move
/// does; playing it through `play` gives the same position as applying it.
fn check_engine(
    piles: &[u64],
    engine: Option<TakeMove>,
    moves: &[(TakeMove, Vec<u64>)],
    value: fn(&[u64]) -> u64,
) {
    assert_eq!(engine.is_some(), !moves.is_empty(), "{piles:?}");
    if let Some(m) = engine {
        let (_, next) =
            moves.iter().find(|(l, _)| *l == m).unwrap_or_else(|| panic!("{piles:?}: {m:?} is illegal"));
        if value(piles) != 0 {
            assert_eq!(value(next), 0, "{piles:?}: {m:?} does not win");
        } else {
            assert_eq!(m.take, 1, "{piles:?}: a losing engine takes one");
        }
    }
}

#[test]
fn nim_moves_apply_as_the_rules_say_on_all_small_positions() {
    for len in 0..=3 {
        for piles in all_vectors(len, 4) {
            check_apply(&piles, apply_nim_move, nim_moves, |p| p.to_vec(), nim_value);
            check_engine(&piles, nim_engine_move(&piles), &nim_moves(&piles), nim_value);
        }
    }
}

#[test]
fn staircase_row_moves_apply_as_the_rules_say_on_all_small_rows() {
    let components = |p: &[u64]| staircase_row_components(p).iter().map(|c| c.value).collect::<Vec<_>>();
    for len in 0..=5 {
        for piles in all_vectors(len, 4).into_iter().filter(|p| is_non_decreasing(p)) {
            // The components' XOR is the value, and they are the right differences.
            assert_eq!(nim_sum(components(&piles)), staircase_row_value(&piles));
            check_apply(
                &piles,
                apply_staircase_row_move,
                staircase_row_moves,
                components,
                staircase_row_value,
            );
            check_engine(
                &piles,
                staircase_row_engine_move(&piles),
                &staircase_row_moves(&piles),
                staircase_row_value,
            );
        }
    }
}

#[test]
fn play_turns_on_random_positions_certify_the_engine() {
    let mut rng = seeded(15);
    for _ in 0..300 {
        let len = 1 + rng.random_range(..30usize);
        let mut piles: Vec<u64> = (0..len).map(|_| rng.random_range(..1u64 << 20)).collect();
        // Play a whole game of Nim with the engine on both sides, a few steps each.
        let mut turns = 0;
        while let Ok((next, played)) = play_nim(&piles, Turn::Engine) {
            let played = played.unwrap();
            let step = played.step.unwrap();
            assert_eq!(played.by, crate::game::play::Mover::Engine);
            assert_eq!(nim_value(&next), nim_value(&piles) ^ step.from ^ step.to);
            if nim_value(&piles) != 0 {
                assert_eq!(nim_value(&next), 0);
            }
            piles = next;
            turns += 1;
            if turns == 20 {
                break;
            }
        }
        piles.sort_unstable();
        for _ in 0..5 {
            let Ok((next, played)) = play_staircase_row(&piles, Turn::Engine) else { break };
            let step = played.unwrap().step.unwrap();
            assert!(is_non_decreasing(&next));
            assert_eq!(staircase_row_value(&next), staircase_row_value(&piles) ^ step.from ^ step.to);
            if staircase_row_value(&piles) != 0 {
                assert_eq!(staircase_row_value(&next), 0);
            }
            piles = next;
        }
    }
    assert_eq!(play_nim(&[0, 0], Turn::Engine), Err(TakeMoveError::GameOver));
    assert_eq!(play_staircase_row(&[], Turn::Engine), Err(TakeMoveError::GameOver));
    assert_eq!(play_nim(&[2], Turn::Analyse), Ok((vec![2], None)));
}

#[test]
fn move_errors_name_the_pile() {
    let err = |piles: &[u64], pile, take| {
        apply_staircase_row_move(piles, TakeMove { pile, take }).unwrap_err().to_string()
    };
    assert_eq!(err(&[1, 2], 2, 1), "there is no pile 3: the piles are numbered 1 to 2");
    assert_eq!(err(&[1, 2], 0, 0), "a move takes at least one");
    assert_eq!(err(&[1, 2], 0, 2), "cannot take 2 from pile 1, which holds 1");
    assert_eq!(
        err(&[1, 2], 1, 2),
        "that leaves 0 in pile 2, fewer than the 1 of pile 1: the row must stay non-decreasing"
    );
    assert_eq!(err(&[], 0, 1), "there is no pile 1: the position has none (numbered from 1)");
}
