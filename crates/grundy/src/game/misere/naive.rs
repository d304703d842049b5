//! Test-only oracle for every misère test: a position is won iff it has no move, or some
//! move leaves a position that is lost, decided from a game's rules alone (its moves
//! given by a closure), memoised, with an explicit stack.

use std::collections::HashMap;
use std::hash::Hash;

/// Whether the player to move wins `start` under misère play, the moves of a position
/// listed by `moves`; `memo` keeps every position decided.
pub(crate) fn misere_wins_naive<P, F>(start: &P, moves: &F, memo: &mut HashMap<P, bool>) -> bool
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> Vec<P>,
{
    if let Some(&w) = memo.get(start) {
        return w;
    }
    // Frames: a position, its options, the next option to look at.
    let mut stack: Vec<(P, Vec<P>, usize)> = vec![(start.clone(), moves(start), 0)];
    while let Some((position, options, next)) = stack.last_mut() {
        if *next < options.len() {
            match memo.get(&options[*next]) {
                Some(&false) => {
                    let position = position.clone();
                    memo.insert(position, true);
                    stack.pop();
                }
                Some(&true) => *next += 1,
                None => {
                    let child = options[*next].clone();
                    let child_moves = moves(&child);
                    stack.push((child, child_moves, 0));
                }
            }
        } else {
            let value = options.is_empty();
            let position = position.clone();
            memo.insert(position, value);
            stack.pop();
        }
    }
    memo[start]
}

/// The misère Grundy value of `start`: 1 without a move, else the mex of its options'
/// (recursion-free, memoised).
pub(crate) fn misere_grundy_naive<P, F>(start: &P, moves: &F, memo: &mut HashMap<P, u64>) -> u64
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> Vec<P>,
{
    let mut stack: Vec<(P, Vec<P>, usize)> = vec![(start.clone(), moves(start), 0)];
    while let Some((_, options, next)) = stack.last_mut() {
        if *next < options.len() {
            let child = options[*next].clone();
            *next += 1;
            if !memo.contains_key(&child) {
                let child_moves = moves(&child);
                stack.push((child, child_moves, 0));
            }
        } else {
            let Some((position, options, _)) = stack.pop() else { unreachable!() };
            let value = if options.is_empty() {
                1
            } else {
                let seen: Vec<u64> = options.iter().map(|o| memo[o]).collect();
                (0..).find(|v| !seen.contains(v)).unwrap_or(0)
            };
            memo.insert(position, value);
        }
    }
    memo[start]
}
