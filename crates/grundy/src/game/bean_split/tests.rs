use std::collections::HashMap;

use super::*;
use crate::game::grundy::mex;
use crate::tests::support::{seeded, RngExt};

/// The literal game on bean counts: win/lose by direct search.
fn wins_naive(memo: &mut HashMap<Vec<u16>, bool>, beans: &[u16]) -> bool {
    if let Some(&w) = memo.get(beans) {
        return w;
    }
    let win = moves_naive(beans).iter().any(|(_, next)| !wins_naive(memo, next));
    memo.insert(beans.to_vec(), win);
    win
}

fn moves_naive(beans: &[u16]) -> Vec<(SplitMove, Vec<u16>)> {
    let n = beans.len();
    let mut res = Vec::new();
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
                res.push((SplitMove { i, j, k }, next));
            }
        }
    }
    res
}

fn check_against_search(memo: &mut HashMap<Vec<u16>, bool>, beans: &[u16]) {
    let expected: Vec<SplitMove> =
        moves_naive(beans).into_iter().filter(|(_, next)| !wins_naive(memo, next)).map(|(m, _)| m).collect();
    let as_u64: Vec<u64> = beans.iter().map(|&b| u64::from(b)).collect();
    assert_eq!(try_split_winning_moves(&as_u64).unwrap(), expected, "{beans:?}");
    let outcome = try_split_outcome(&as_u64).unwrap();
    assert_eq!(outcome.count, expected.len() as u64);
    assert_eq!(outcome.winning_move, expected.first().copied());
    assert_eq!(outcome.value != 0, !expected.is_empty());
}

/// Every configuration of `n` bottles holding at most `max` beans each.
fn every_configuration(n: u32, max: u16) -> impl Iterator<Item = Vec<u16>> {
    let base = u32::from(max) + 1;
    (0..base.pow(n)).map(move |code| (0..n).map(|i| (code / base.pow(i) % base) as u16).collect())
}

#[test]
fn split_matches_game_search_on_all_small_configurations() {
    for (n, max) in [(2u32, 3u16), (3, 3), (4, 2), (5, 1)] {
        let mut memo = HashMap::new();
        for beans in every_configuration(n, max) {
            check_against_search(&mut memo, &beans);
        }
    }
}

#[test]
fn hnoi2007_split_sample1() {
    let first = try_split_outcome(&[1, 0, 1, 5000]).unwrap();
    assert_eq!((first.winning_move, first.count), (Some(SplitMove { i: 0, j: 2, k: 3 }), 1));
    let second = try_split_outcome(&[0, 0, 1]).unwrap();
    assert_eq!((second.winning_move, second.count, second.value), (None, 0, 0));
}

#[test]
fn winning_moves_need_a_bean_in_bottle_i() {
    // The cases of the problem notes; the second is 5 without the p_i >= 1 check.
    let res = try_split_outcome(&[0, 0, 0, 1, 0]).unwrap();
    assert_eq!((res.winning_move, res.count), (Some(SplitMove { i: 3, j: 4, k: 4 }), 1));
    let res = try_split_outcome(&[1, 0, 0, 0, 0]).unwrap();
    assert_eq!((res.winning_move, res.count), (Some(SplitMove { i: 0, j: 1, k: 1 }), 4));
}

#[test]
fn distance_values_of_the_problem_notes() {
    let values = split_bottle_values(21);
    let expected = [38, 37, 35, 32, 31, 28, 26, 25, 22, 21, 19, 16, 14, 13, 11, 8, 7, 4, 2, 1, 0];
    assert_eq!(values, expected);
}

#[test]
fn distance_values_are_mex_of_their_options() {
    let values = split_distance_values(120);
    for d in 0..values.len() {
        let options: Vec<u64> =
            (0..d).flat_map(|a| (0..=a).map(move |b| (a, b))).map(|(a, b)| values[a] ^ values[b]).collect();
        assert_eq!(values[d], mex(&options), "d = {d}");
    }
}

/// The usual O(n^3) count over all triples, with the p_i >= 1 check.
fn outcome_cubic_naive(beans: &[u64]) -> (Option<SplitMove>, u64) {
    let n = beans.len();
    let values = split_bottle_values(n);
    let total = (0..n).filter(|&i| beans[i] % 2 == 1).fold(0, |acc, i| acc ^ values[i]);
    if total == 0 {
        return (None, 0);
    }
    let mut first = None;
    let mut count = 0;
    for i in 0..n {
        for j in i + 1..n {
            for k in j..n {
                if beans[i] >= 1 && total ^ values[i] ^ values[j] ^ values[k] == 0 {
                    first.get_or_insert(SplitMove { i, j, k });
                    count += 1;
                }
            }
        }
    }
    (first, count)
}

#[test]
fn split_matches_cubic_count_on_random_large_inputs() {
    let mut rng = seeded(2007);
    for _ in 0..40 {
        let n = 2 + rng.random_range(..120usize);
        let density = 1 + rng.random_range(..6u64);
        let beans: Vec<u64> = (0..n)
            .map(|_| if rng.random_range(..density) == 0 { rng.random_range(..10_000) } else { 0 })
            .collect();
        let res = try_split_outcome(&beans).unwrap();
        assert_eq!((res.winning_move, res.count), outcome_cubic_naive(&beans), "{beans:?}");
    }
}

#[test]
fn too_many_bottles_is_a_limit_error() {
    let beans = vec![1u64; SPLIT_MAX_BOTTLES + 1];
    let err = try_split_outcome(&beans).unwrap_err();
    assert_eq!(err.to_string(), "number of bottles of 10001 exceeds the limit of 10000");
    assert!(try_split_winning_moves(&beans).is_err());
}

#[test]
fn slow_split_matches_game_search_on_six_bottles() {
    if !crate::game::grundy::tests::slow_tests() {
        return;
    }
    let mut memo = HashMap::new();
    for code in 0u32..1 << 6 {
        let beans: Vec<u16> = (0..6).map(|bit| (code >> bit & 1) as u16).collect();
        check_against_search(&mut memo, &beans);
    }
}

/// The value of a position: the XOR of the bean values of the bottles with an odd count.
fn position_value(table: &SplitTable, beans: &[u64]) -> u64 {
    let value =
        beans.iter().zip(table.bean_values()).filter(|(&b, _)| b % 2 == 1).fold(0, |acc, (_, &v)| acc ^ v);
    assert_eq!(table.value(beans), value);
    assert_eq!(table.bottle_values(beans).iter().fold(0, |acc, v| acc ^ v), value);
    assert_eq!(try_split_outcome(beans).unwrap().value, value);
    value
}

#[test]
fn moves_apply_as_the_rules_say_on_all_small_configurations() {
    for (n, max) in [(2u32, 3u16), (3, 2), (4, 2)] {
        let table = SplitTable::try_new(n as usize).unwrap();
        let mut memo = HashMap::new();
        for beans in every_configuration(n, max) {
            let as_u64: Vec<u64> = beans.iter().map(|&b| u64::from(b)).collect();
            let legal = moves_naive(&beans);
            for i in 0..=n as usize {
                for j in 0..=n as usize {
                    for k in 0..=n as usize {
                        let m = SplitMove { i, j, k };
                        let expected = legal.iter().find(|(l, _)| *l == m);
                        match (table.apply(&as_u64, m), expected) {
                            (Ok((next, step)), Some((_, want))) => {
                                let want: Vec<u64> = want.iter().map(|&b| u64::from(b)).collect();
                                assert_eq!(next, want);
                                assert_eq!(step.component, i);
                                let before = position_value(&table, &as_u64);
                                assert_eq!(position_value(&table, &next), before ^ step.from ^ step.to);
                            }
                            (Err(err), None) => assert!(!err.to_string().is_empty()),
                            (res, want) => panic!("{beans:?} {m:?}: {res:?}, expected {want:?}"),
                        }
                    }
                }
            }
            // The engine's move is legal, wins when the position is won, and exists iff
            // some move does.
            let engine = table.engine_move(&as_u64);
            assert_eq!(engine.is_some(), !legal.is_empty(), "{beans:?}");
            if let Some(m) = engine {
                let (_, next) = legal.iter().find(|(l, _)| *l == m).unwrap();
                if wins_naive(&mut memo, &beans) {
                    assert!(!wins_naive(&mut memo, next), "{beans:?}: {m:?} does not win");
                }
            }
        }
    }
}

#[test]
fn engine_games_on_random_positions_keep_the_certificate() {
    let mut rng = seeded(2014);
    for _ in 0..30 {
        let n = 2 + rng.random_range(..40usize);
        let table = SplitTable::try_new(n).unwrap();
        let mut beans: Vec<u64> = (0..n).map(|_| rng.random_range(..3u64)).collect();
        for _ in 0..50 {
            let before = position_value(&table, &beans);
            let Ok((next, played)) = table.play(&beans, Turn::Engine) else {
                assert!(beans[..n - 1].iter().all(|&b| b == 0));
                break;
            };
            let step = played.unwrap().step.unwrap();
            let after = position_value(&table, &next);
            assert_eq!(after, before ^ step.from ^ step.to);
            if before != 0 {
                assert_eq!(after, 0, "{beans:?}");
            }
            beans = next;
        }
    }
}

#[test]
fn move_errors() {
    let table = SplitTable::try_new(3).unwrap();
    let err = |m| table.apply(&[1, 0, u64::MAX], m).unwrap_err().to_string();
    assert_eq!(err(SplitMove { i: 0, j: 1, k: 3 }), "there is no bottle 3: the bottles are numbered 0 to 2");
    assert_eq!(
        err(SplitMove { i: 1, j: 1, k: 2 }),
        "a bean moves right: the bottles must satisfy i < j <= k, found i = 1, j = 1, k = 2"
    );
    assert_eq!(err(SplitMove { i: 1, j: 2, k: 2 }), "bottle 1 has no bean to take");
    assert_eq!(err(SplitMove { i: 0, j: 2, k: 2 }), "bottle 2 would hold more than 18446744073709551615");
    assert!(SplitTable::try_new(SPLIT_MAX_BOTTLES + 1).is_err());
}
