use std::collections::HashMap;

use super::*;
use crate::game::misere::naive::misere_wins_naive;
use crate::tests::support::{seeded, RngExt};

/// Every move (i, j, k) from the rules and the beans after it.
fn moves(beans: &[u64]) -> Vec<(SplitMove, Vec<u64>)> {
    let n = beans.len();
    let mut out = Vec::new();
    for i in 0..n {
        if beans[i] == 0 {
            continue;
        }
        for j in i + 1..n {
            for k in j..n {
                let mut next = beans.to_vec();
                next[i] -= 1;
                next[j] += 1;
                next[k] += 1;
                out.push((SplitMove { i, j, k }, next));
            }
        }
    }
    out
}

fn check(beans: &[u64], memo: &mut HashMap<Vec<u64>, bool>) {
    let rules = |p: &Vec<u64>| moves(p).into_iter().map(|(_, n)| n).collect();
    let beans = beans.to_vec();
    let answer = misere_split(&beans, &Limits::default()).unwrap();
    assert_eq!(answer.mover_wins, misere_wins_naive(&beans, &rules, memo), "{beans:?}");
    let expected: Vec<SplitMove> = moves(&beans)
        .into_iter()
        .filter(|(_, next)| !misere_wins_naive(next, &rules, memo))
        .map(|(m, _)| m)
        .collect();
    assert_eq!(answer.winning_moves, expected, "{beans:?}");
    assert_eq!(answer.winning_move_count, expected.len() as u64);
    let engine = misere_split_engine_move(&beans, &Limits::default()).unwrap();
    match engine {
        Some(m) => assert!(moves(&beans).iter().any(|(legal, _)| *legal == m)),
        None => assert!(moves(&beans).is_empty()),
    }
}

#[test]
fn misere_split_matches_naive_on_every_small_position() {
    let mut memo = HashMap::new();
    for n in 0..=4usize {
        let mut beans = vec![0u64; n];
        loop {
            check(&beans, &mut memo);
            // Next position with at most 2 beans a bottle (3 in the first two of 4).
            let mut i = 0;
            loop {
                if i == n {
                    break;
                }
                beans[i] += 1;
                if beans[i] <= 2 {
                    break;
                }
                beans[i] = 0;
                i += 1;
            }
            if i == n {
                break;
            }
        }
    }
    // Misère and normal play differ: two beans one step from the end.
    assert!(misere_split(&[2, 0], &Limits::default()).unwrap().mover_wins);
}

#[test]
fn misere_split_on_random_positions() {
    let mut rng = seeded(41);
    let mut memo = HashMap::new();
    for _ in 0..150 {
        let n = rng.random_range(1..=6);
        let beans: Vec<u64> =
            (0..n).map(|_| if rng.random_bool(0.6) { 0 } else { rng.random_range(1..=2) }).collect();
        check(&beans, &mut memo);
    }
    // Large positions: every winning move leaves a lost position.
    for _ in 0..30 {
        let n = rng.random_range(2..=60);
        let beans: Vec<u64> =
            (0..n).map(|_| if rng.random_bool(0.7) { 0 } else { rng.random_range(1..=5) }).collect();
        let answer = misere_split(&beans, &Limits::default()).unwrap();
        assert_ne!(answer.reason.name(), "search");
        for m in &answer.winning_moves {
            let mut next = beans.clone();
            next[m.i] -= 1;
            next[m.j] += 1;
            next[m.k] += 1;
            assert!(!misere_split(&next, &Limits::default()).unwrap().mover_wins, "{beans:?} {m:?}");
        }
    }
}

#[test]
fn every_bean_is_tame() {
    // Up to 3000 here (O(n^2)); the solver checks every call, and searches otherwise.
    let classes = bean_classes(3000);
    for (d, c) in classes.iter().enumerate() {
        let tame = c.tame().unwrap_or_else(|| panic!("bean at distance {d} is wild"));
        assert_eq!(tame.is_fickle(), d <= 1, "distance {d}");
    }
    assert_eq!(classes[..6].iter().map(|c| c.plus()).collect::<Vec<_>>(), [0, 1, 2, 4, 7, 8]);
}

#[test]
fn too_many_bottles_is_an_error() {
    let err = misere_split(&vec![0; SPLIT_MAX_BOTTLES + 1], &Limits::default()).unwrap_err();
    assert_eq!(err.limit, SPLIT_MAX_BOTTLES as u64);
}
