use super::*;

use crate::tests::support::{seeded, RngExt, TestRng};

fn mex_naive(values: &[u64]) -> u64 {
    (0..).find(|v| !values.contains(v)).unwrap()
}

#[test]
fn mex_small_cases() {
    assert_eq!(mex(&[] as &[u64]), 0);
    assert_eq!(mex([0]), 1);
    assert_eq!(mex([1]), 0);
    assert_eq!(mex([0, 0, 1, 1, 2]), 3);
    assert_eq!(mex([2, 0, 3, 1, 5]), 4);
    assert_eq!(mex([u64::MAX, 0]), 1);
    assert_eq!(mex(vec![0u64, 1, 2]), 3);
}

#[test]
fn mex_set_matches_naive_on_random_lists() {
    let mut rng = seeded(1);
    let mut set = MexSet::new();
    for _ in 0..3000 {
        let len = rng.random_range(..12usize);
        let spread = 1 + rng.random_range(..16u64);
        let values: Vec<u64> = (0..len)
            .map(|_| {
                if rng.random_range(..10u64) == 0 {
                    u64::MAX - rng.random_range(..3u64)
                } else {
                    rng.random_range(..spread) as u64
                }
            })
            .collect();
        for &v in &values {
            set.insert(v);
        }
        assert_eq!(set.take_mex(), mex_naive(&values), "{values:?}");
    }
    // The stamp array grows only to the sizes actually needed.
    assert!(set.stamps.len() <= 13);
}

#[test]
fn mex_set_survives_generation_wrap() {
    let mut set = MexSet::new();
    set.insert(0);
    set.insert(1);
    assert_eq!(set.take_mex(), 2);
    set.generation = u32::MAX;
    set.insert(0);
    assert_eq!(set.take_mex(), 1);
    assert_eq!(set.generation, 1);
    set.insert(1);
    assert_eq!(set.take_mex(), 0);
}

#[test]
fn nim_sum_of_values() {
    assert_eq!(nim_sum(&[] as &[u64]), 0);
    assert_eq!(nim_sum([1u64, 2, 3]), 0);
    assert_eq!(nim_sum(vec![7u64, 1]), 6);
}

/// Grundy values of a DAG on vertices 0..n with edges to smaller vertices, by recursion
/// in vertex order (the oracle).
fn dag_values_naive(edges: &[Vec<usize>]) -> Vec<u64> {
    let mut values = Vec::new();
    for succ in edges {
        let options: Vec<u64> = succ.iter().map(|&s| values[s]).collect();
        values.push(mex_naive(&options));
    }
    values
}

fn random_dag(rng: &mut TestRng, n: usize) -> Vec<Vec<usize>> {
    (0..n).map(|v| (0..v).filter(|_| rng.random_range(..3u64) == 0).collect()).collect()
}

#[test]
fn grundy_value_matches_naive_on_all_small_dags() {
    // Every DAG on 4 vertices with edges from higher to lower vertices (2^6 of them).
    let pairs: Vec<(usize, usize)> = (0..4).flat_map(|v| (0..v).map(move |s| (v, s))).collect();
    for mask in 0u64..1 << pairs.len() {
        let mut edges = vec![Vec::new(); 4];
        for (bit, &(v, s)) in pairs.iter().enumerate() {
            if mask >> bit & 1 == 1 {
                edges[v].push(s);
            }
        }
        let expected = dag_values_naive(&edges);
        for (start, &value) in expected.iter().enumerate() {
            assert_eq!(grundy_value(start, |&v| edges[v].clone()), Ok(value), "mask {mask}");
        }
    }
}

#[test]
fn grundy_value_matches_naive_on_random_dags() {
    let mut rng = seeded(7);
    for _ in 0..200 {
        let n = 1 + rng.random_range(..40usize);
        let edges = random_dag(&mut rng, n);
        let expected = dag_values_naive(&edges);
        let mut memo = GrundyMemo::new();
        let start = n - 1;
        assert_eq!(memo.value(start, |&v| edges[v].clone()), Ok(expected[start]));
        // Certificate: every memoised value is the mex of its options' values.
        for v in 0..n {
            if let Some(value) = memo.get(&v) {
                let options: Vec<u64> = edges[v].iter().map(|s| memo.get(s).unwrap()).collect();
                assert_eq!(value, mex(&options));
                assert_eq!(value, expected[v]);
            }
        }
    }
}

#[test]
fn subtraction_game_values_are_periodic() {
    // Take 1, 3 or 4: the values have period 7: 0 1 0 1 2 3 2.
    let period = [0, 1, 0, 1, 2, 3, 2];
    let mut memo = GrundyMemo::new();
    for n in 0u64..60 {
        let value = memo.value(n, |&n| [1, 3, 4].into_iter().filter(move |&k| k <= n).map(move |k| n - k));
        assert_eq!(value, Ok(period[n as usize % 7]));
    }
    assert_eq!(memo.len(), 60);
}

#[test]
fn long_chain_needs_no_recursion() {
    let value = grundy_value(200_000u64, |&n| if n == 0 { vec![] } else { vec![n - 1] });
    assert_eq!(value, Ok(0));
}

#[test]
fn cycles_are_reported() {
    let err = grundy_value(0u64, |&n| vec![(n + 1) % 3]).unwrap_err();
    assert_eq!(err.cycle, vec![0, 1, 2]);
    assert_eq!(err.to_string(), "the game has a cycle of 3 positions through 0");
    let self_loop = grundy_value(5u64, |&n| vec![n]).unwrap_err();
    assert_eq!(self_loop.cycle, vec![5]);
    // A cycle reached after a prefix names only the cycle.
    let err = grundy_value(10u64, |&n| if n == 10 { vec![1] } else { vec![n % 2 + 1] }).unwrap_err();
    assert_eq!(err.cycle, vec![1, 2]);
    // Reaching a position twice without a cycle is fine.
    assert_eq!(grundy_value(3u64, |&n| if n == 0 { vec![] } else { vec![n - 1, 0, n - 1] }), Ok(1));
}

#[test]
fn sum_winning_moves_match_brute_force() {
    for a in 0..6u64 {
        for b in 0..6u64 {
            for c in 0..6u64 {
                let values = [a, b, c];
                let moves = sum_winning_moves(&values);
                // Brute force: component i can move to any smaller value.
                let mut expected = Vec::new();
                for (component, &v) in values.iter().enumerate() {
                    for target in 0..v {
                        let mut next = values;
                        next[component] = target;
                        if nim_sum(next) == 0 {
                            expected.push(SumMove { component, target });
                        }
                    }
                }
                assert_eq!(moves, expected, "{values:?}");
                assert_eq!(sum_winning_move(&values), expected.first().copied());
            }
        }
    }
}

/// Whether the larger sweeps run (`GRUNDY_SLOW_TESTS=1`).
pub(crate) fn slow_tests() -> bool {
    std::env::var_os("GRUNDY_SLOW_TESTS").is_some()
}

#[test]
fn winning_moves_are_the_successors_of_value_zero() {
    let mut rng = seeded(11);
    for _ in 0..100 {
        let n = 1 + rng.random_range(..25usize);
        let edges = random_dag(&mut rng, n);
        let expected = dag_values_naive(&edges);
        let mut memo = GrundyMemo::new();
        let start = n - 1;
        let moves = memo.winning_moves(start, |&v| edges[v].clone()).unwrap();
        let zero: Vec<usize> = edges[start].iter().copied().filter(|&s| expected[s] == 0).collect();
        assert_eq!(moves, zero);
        assert_eq!(moves.is_empty(), expected[start] == 0);
    }
    assert!(GrundyMemo::new().winning_moves(0u64, |&n| vec![(n + 1) % 2]).is_err());
}
