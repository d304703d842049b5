use std::collections::HashMap;

use super::*;
use crate::tests::support::{seeded, RngExt};

/// Misère Nim from the rules alone: the player to move wins iff there is no move, or some
/// move leaves a position the other player loses. Memoised on the sorted heaps.
fn wins_naive(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut wins = key.is_empty();
    'moves: for i in 0..key.len() {
        for take in 1..=key[i] {
            let mut next = key.clone();
            next[i] -= take;
            if !wins_naive(&next, memo) {
                wins = true;
                break 'moves;
            }
        }
    }
    memo.insert(key, wins);
    wins
}

fn all_positions(heaps: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out = vec![Vec::new()];
    for _ in 0..heaps {
        out = out.into_iter().flat_map(|p| (0..=max).map(move |h| [p.clone(), vec![h]].concat())).collect();
    }
    out
}

#[test]
fn misere_nim_matches_naive_on_every_small_position() {
    let mut memo = HashMap::new();
    for heaps in 0..=4 {
        for position in all_positions(heaps, if heaps <= 3 { 7 } else { 4 }) {
            let answer = solve_misere_nim(&position);
            assert_eq!(answer.mover_wins, wins_naive(&position, &mut memo), "{position:?}");
            // Every winning move is one, and every move that wins is listed.
            for (pile, &h) in position.iter().enumerate() {
                for take in 1..=h {
                    let mut next = position.clone();
                    next[pile] -= take;
                    let wins = !wins_naive(&next, &mut memo);
                    let listed = answer.winning_moves.contains(&TakeMove { pile, take });
                    assert_eq!(listed, wins, "{position:?}: take {take} from heap {pile}");
                }
            }
        }
    }
}

#[test]
fn misere_nim_winning_moves_leave_losing_positions_on_random_positions() {
    let mut rng = seeded(36);
    for _ in 0..2000 {
        let n = rng.random_range(0..=50);
        let max = if rng.random_bool(0.3) { 2 } else { 5000 };
        let heaps: Vec<u64> = (0..n).map(|_| rng.random_range(0..=max)).collect();
        let answer = solve_misere_nim(&heaps);
        assert_eq!(answer.mover_wins, misere_nim_wins(&heaps));
        assert_eq!(
            answer.mover_wins && heaps.iter().any(|&h| h > 0),
            !answer.winning_moves.is_empty(),
            "{heaps:?}"
        );
        for m in &answer.winning_moves {
            let mut next = heaps.clone();
            next[m.pile] -= m.take;
            assert!(!misere_nim_wins(&next), "{heaps:?}: {m:?}");
        }
        // A losing position: every move leaves a winning one (sampled).
        if !answer.mover_wins {
            for (pile, &h) in heaps.iter().enumerate().filter(|&(_, &h)| h > 0) {
                let mut next = heaps.clone();
                next[pile] = rng.random_range(0..h);
                assert!(misere_nim_wins(&next), "{heaps:?} -> {next:?}");
            }
        }
    }
}
