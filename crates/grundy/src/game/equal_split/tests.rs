use std::collections::HashMap;

use super::*;
use crate::game::grundy::mex;
use crate::tests::support::{seeded, RngExt};

/// The table by trying every M for every x: O(N^2).
fn table_naive(threshold: u64, max_pile: usize) -> Vec<u32> {
    let mut values = vec![0u32; max_pile + 1];
    for x in 0..=max_pile {
        if (x as u64) < threshold {
            continue;
        }
        let options: Vec<u64> = (2..=x).map(|m| u64::from(split_value_in(&values, x, m))).collect();
        values[x] = u32::try_from(mex(&options)).unwrap();
    }
    values
}

/// Win/lose of a multiset of piles (sorted) by the literal rules.
fn wins_naive(memo: &mut HashMap<Vec<u8>, bool>, threshold: u8, piles: &[u8]) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let mut win = false;
    'search: for (idx, &x) in piles.iter().enumerate() {
        if x < threshold {
            continue;
        }
        for parts in 2..=x {
            let (q, r) = (x / parts, x % parts);
            let mut next: Vec<u8> = piles.to_vec();
            next.remove(idx);
            next.extend(std::iter::repeat_n(q + 1, usize::from(r)));
            next.extend(std::iter::repeat_n(q, usize::from(parts - r)));
            next.sort_unstable();
            if !wins_naive(memo, threshold, &next) {
                win = true;
                break 'search;
            }
        }
    }
    memo.insert(piles.to_vec(), win);
    win
}

#[test]
fn table_matches_naive_for_all_small_thresholds() {
    for threshold in 1..=30 {
        let table = EqualSplitTable::try_new(threshold, 200).unwrap();
        let naive = table_naive(threshold, 200);
        assert_eq!(table.values, naive, "F = {threshold}");
    }
}

#[test]
fn sums_match_direct_game_search() {
    for threshold in 1u8..=5 {
        let table = EqualSplitTable::try_new(u64::from(threshold), 12).unwrap();
        let mut memo = HashMap::new();
        for a in 1u8..=12 {
            for b in a..=9 {
                for c in [0u8, 1, 2, 3, 4, 5, 6] {
                    let mut piles = vec![a, b];
                    if c > 0 {
                        piles.push(c);
                    }
                    piles.sort_unstable();
                    let as_u64: Vec<u64> = piles.iter().map(|&p| u64::from(p)).collect();
                    let win = wins_naive(&mut memo, threshold, &piles);
                    assert_eq!(table.game_value(&as_u64) != 0, win, "F = {threshold}, {piles:?}");
                    assert_eq!(table.winning_move(&as_u64).is_some(), win);
                    // Every winning move, against the search: splits that leave a lost game.
                    let mut expected = Vec::new();
                    for (pile, &size) in piles.iter().enumerate() {
                        for parts in 2..=size {
                            if size < threshold {
                                break;
                            }
                            let mut after: Vec<u8> = piles.clone();
                            after.remove(pile);
                            let (q, r) = (size / parts, size % parts);
                            after.extend((0..parts).map(|i| if i < r { q + 1 } else { q }));
                            after.sort_unstable();
                            if !wins_naive(&mut memo, threshold, &after) {
                                expected.push(EqualSplitMove { pile, parts: u64::from(parts) });
                            }
                        }
                    }
                    assert_eq!(table.winning_moves(&as_u64), expected, "F = {threshold}, {piles:?}");
                    assert_eq!(table.winning_move(&as_u64), expected.first().copied());
                }
            }
        }
    }
}

#[test]
fn hnoi2014_jiangnan_sample1() {
    let table = EqualSplitTable::try_new(3, 5).unwrap();
    assert_eq!([1, 2, 3, 5].map(|x| table.game_value(&[x]) != 0), [false, false, true, true]);
}

#[test]
fn table_matches_naive_on_random_larger_sizes() {
    let mut rng = seeded(2014);
    for _ in 0..4 {
        let threshold = 1 + rng.random_range(..50u64);
        let max_pile = 1500 + rng.random_range(..500usize);
        let table = EqualSplitTable::try_new(threshold, max_pile as u64).unwrap();
        assert_eq!(table.values, table_naive(threshold, max_pile), "F = {threshold}");
    }
}

#[test]
fn winning_moves_reach_zero_on_random_games() {
    let mut rng = seeded(3576);
    let table = EqualSplitTable::try_new(4, 5000).unwrap();
    for _ in 0..300 {
        let piles: Vec<u64> =
            (0..1 + rng.random_range(..6u64)).map(|_| 1 + rng.random_range(..5000u64)).collect();
        match table.winning_move(&piles) {
            None => assert_eq!(table.game_value(&piles), 0),
            Some(m) => {
                // Certificate: the split is legal and leaves a nim-sum of zero.
                let size = piles[m.pile];
                assert!(size >= table.threshold() && (2..=size).contains(&m.parts));
                let rest = piles.iter().enumerate().filter(|&(i, _)| i != m.pile).map(|(_, &p)| p);
                let after = table.game_value(&rest.collect::<Vec<_>>()) ^ table.split_value(size, m.parts);
                assert_eq!(after, 0);
            }
        }
    }
}

#[test]
fn limits_and_edges() {
    let err = EqualSplitTable::try_new(3, EQUAL_SPLIT_MAX_PILE + 1).unwrap_err();
    assert_eq!(err.to_string(), "pile size of 1000001 exceeds the limit of 1000000");
    let table = EqualSplitTable::try_new(u64::MAX, 10).unwrap();
    assert!((0..=10).all(|x| table.value(x) == 0));
    let table = EqualSplitTable::try_new(1, 0).unwrap();
    assert_eq!(table.max_pile(), 0);
    assert_eq!(table.value(0), 0);
}

#[test]
fn slow_table_matches_naive_to_5000() {
    if !crate::game::grundy::tests::slow_tests() {
        return;
    }
    for threshold in [1, 2, 3, 7, 100, 1000] {
        let table = EqualSplitTable::try_new(threshold, 5000).unwrap();
        assert_eq!(table.values, table_naive(threshold, 5000), "F = {threshold}");
    }
}

#[test]
fn general_mex_path_matches_naive() {
    // The table uses a bit mask while values are small; force the general mex set.
    for threshold in [1, 2, 5, 40] {
        assert_eq!(fill(threshold, 1500, 0), table_naive(threshold, 1500), "F = {threshold}");
        assert_eq!(fill(threshold, 1500, 3), table_naive(threshold, 1500), "F = {threshold}");
    }
}

#[test]
fn moves_apply_as_the_rules_say_on_small_games() {
    for threshold in 1u8..=4 {
        let table = EqualSplitTable::try_new(u64::from(threshold), 8).unwrap();
        let mut memo = HashMap::new();
        for a in 1u8..=8 {
            for b in 0u8..=6 {
                let piles: Vec<u8> = if b == 0 { vec![a] } else { vec![a, b] };
                let as_u64: Vec<u64> = piles.iter().map(|&p| u64::from(p)).collect();
                let mut legal = 0;
                for pile in 0..=piles.len() {
                    for parts in 0..=u64::from(a.max(b)) + 1 {
                        let m = EqualSplitMove { pile, parts };
                        // The literal rule: a pile of at least F stones, 2 to x parts.
                        let allowed = piles
                            .get(pile)
                            .is_some_and(|&x| x >= threshold && (2..=u64::from(x)).contains(&parts));
                        match table.apply(&as_u64, m) {
                            Ok((next, step)) => {
                                assert!(allowed, "F = {threshold}, {piles:?}, {m:?}");
                                legal += 1;
                                let size = as_u64[pile];
                                let mut want = as_u64.clone();
                                want.splice(pile..=pile, m.sizes(size));
                                assert_eq!(next, want);
                                assert_eq!(next.iter().sum::<u64>(), as_u64.iter().sum::<u64>());
                                assert_eq!(step.component, pile);
                                let before = table.game_value(&as_u64);
                                assert_eq!(table.game_value(&next), before ^ step.from ^ step.to);
                            }
                            Err(err) => assert!(!allowed && !err.to_string().is_empty(), "{piles:?} {m:?}"),
                        }
                    }
                }
                let engine = table.engine_move(&as_u64);
                assert_eq!(engine.is_some(), legal > 0, "F = {threshold}, {piles:?}");
                if let Some(m) = engine {
                    let (next, _) = table.apply(&as_u64, m).unwrap();
                    let mut sorted: Vec<u8> = next.iter().map(|&p| p as u8).collect();
                    sorted.sort_unstable();
                    let mut start = piles.clone();
                    start.sort_unstable();
                    if wins_naive(&mut memo, threshold, &start) {
                        assert!(!wins_naive(&mut memo, threshold, &sorted), "{piles:?}: {m:?} does not win");
                    }
                }
            }
        }
    }
}

#[test]
fn engine_games_on_random_piles_keep_the_certificate() {
    let mut rng = seeded(2014);
    for _ in 0..40 {
        let threshold = 1 + rng.random_range(..6u64);
        let table = EqualSplitTable::try_new(threshold, 300).unwrap();
        let mut piles: Vec<u64> =
            (0..1 + rng.random_range(..5usize)).map(|_| 1 + rng.random_range(..300u64)).collect();
        for _ in 0..30 {
            let before = table.game_value(&piles);
            let Ok((next, played)) = table.play(&piles, Turn::Engine) else {
                assert!(piles.iter().all(|&p| p < threshold.max(2)));
                break;
            };
            let step = played.unwrap().step.unwrap();
            assert_eq!(table.game_value(&next), before ^ step.from ^ step.to);
            if before != 0 {
                assert_eq!(table.game_value(&next), 0, "{piles:?}");
            }
            piles = next;
        }
    }
    let table = EqualSplitTable::try_new(3, 5).unwrap();
    let err = |m| table.apply(&[2, 5], m).unwrap_err().to_string();
    assert_eq!(
        err(EqualSplitMove { pile: 0, parts: 2 }),
        "pile 1 has 2 stones: only piles of at least 3 stones can be split"
    );
    assert_eq!(
        err(EqualSplitMove { pile: 1, parts: 6 }),
        "a pile of 5 stones splits into 2 to 5 piles, not 6"
    );
    assert_eq!(
        err(EqualSplitMove { pile: 2, parts: 2 }),
        "there is no pile 3: the piles are numbered 1 to 2"
    );
}
