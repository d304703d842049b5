use std::collections::HashMap;

use super::*;
use crate::game::octal::OctalGame;
use crate::tests::support::{seeded, RngExt};

/// The sums a move of a plain octal code (digits 0-7) makes from `heaps`, from the rules
/// alone: take k tokens (digit k of the code) and leave no heap (bit 1, nothing left),
/// one heap (bit 2) or two heaps (bit 4); the digit before the point (k = 0) splits.
fn moves_naive(digits: &[u8], heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (i, &n) in heaps.iter().enumerate() {
        for (k, &d) in digits.iter().enumerate() {
            let k = k as u64;
            if k > n {
                break;
            }
            let rest = n - k;
            let mut leave = |parts: &[u64]| {
                let mut next: Vec<u64> = heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
                next.extend(parts);
                out.push(next);
            };
            // Taking none (the digit before the point) can only split the heap.
            if d & 1 != 0 && rest == 0 && k > 0 {
                leave(&[]);
            }
            if d & 2 != 0 && rest >= 1 && k > 0 {
                leave(&[rest]);
            }
            if d & 4 != 0 {
                for a in 1..=rest / 2 {
                    leave(&[a, rest - a]);
                }
            }
        }
    }
    out
}

fn wins_naive(digits: &[u8], heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let next = moves_naive(digits, &key);
    let w = next.is_empty() || next.iter().any(|n| !wins_naive(digits, n, memo));
    memo.insert(key, w);
    w
}

fn check_code(code: &str, max: u64, heaps_count: usize) -> (usize, usize) {
    let game: OctalGame = code.parse().unwrap();
    let digits: Vec<u8> = game.digits().to_vec();
    let mut naive = HashMap::new();
    let (mut by_rule, mut by_search) = (0, 0);
    let mut positions = vec![vec![]];
    for _ in 0..heaps_count {
        positions = positions
            .into_iter()
            .flat_map(|p: Vec<u64>| (1..=max).map(move |h| [p.clone(), vec![h]].concat()))
            .collect();
        let hg = HeapGame::try_new(&game, &[max]).unwrap();
        for p in &positions {
            let answer = misere_heaps(&hg, p, 1_000_000).unwrap();
            assert_eq!(answer.mover_wins, wins_naive(&digits, p, &mut naive), "{code} {p:?}");
            match answer.method {
                MisereMethod::NimRuleOnValues { .. } => by_rule += 1,
                MisereMethod::Search { .. } => by_search += 1,
                MisereMethod::Quotient { .. } => panic!("{code} {p:?}: a small sum went to the quotient"),
            }
            // Every move is listed as winning iff it leaves a position the opponent loses.
            let mut listed = 0;
            for (heap, &size) in p.iter().enumerate() {
                for (take, left, right) in hg.options(size) {
                    let m = HeapMove { heap, take, left, right };
                    let mut after = p.clone();
                    after.splice(heap..=heap, m.leaves());
                    let wins = !wins_naive(&digits, &after, &mut naive);
                    assert_eq!(answer.winning_moves.contains(&m), wins, "{code} {p:?}: {m:?}");
                    listed += usize::from(wins);
                }
            }
            assert_eq!(listed, answer.winning_moves.len(), "{code} {p:?}");
        }
    }
    (by_rule, by_search)
}

/// Kayles, Dawson's Kayles and other named codes, and subtraction games the rule decides:
/// every sum of up to three heaps of at most 7 against the naive search, every move.
#[test]
fn misere_heaps_match_a_naive_search_on_every_small_sum() {
    let (mut rule, mut search) = (0, 0);
    for code in ["0.77", "0.07", "0.137", "0.6", "0.75", "0.31", "0.4", "0.33", "0.3333333", "0.37", "4.7"] {
        let (r, s) = check_code(code, 7, 3);
        rule += r;
        search += s;
    }
    assert!(rule >= 300 && search >= 3000, "{rule} by the rule, {search} by search");
}

#[test]
fn misere_heaps_match_a_naive_search_on_random_codes() {
    let mut rng = seeded(0x3615);
    for _ in 0..25 {
        let len = rng.random_range(1..=4usize);
        let digits: String = (0..len).map(|_| char::from(b'0' + rng.random_range(0..8u8))).collect();
        let code = format!("{}.{digits}", if rng.random_bool(0.2) { 4 } else { 0 });
        check_code(&code, 6, 3);
    }
}

#[test]
fn a_search_beyond_its_limit_is_an_error() {
    // Dawson's Kayles: its quotient passes 128 elements before heap 40.
    let game: OctalGame = "0.07".parse().unwrap();
    let hg = HeapGame::try_new(&game, &[40]).unwrap();
    assert_eq!(misere_heaps(&hg, &[40, 39, 38, 37], 1000), Err(SearchLimitError { limit: 1000 }));
}

/// The quotient's answers (forced, though the search would decide these sums) against
/// the naive search on every sum of up to three heaps of at most 7, and its winning move
/// on large heaps checked against the quotient itself: legal, and leaving a lost sum.
#[test]
fn quotient_answers_match_a_naive_search() {
    for code in ["0.77", "0.75", "0.72", "0.34", "0.31"] {
        let game: OctalGame = code.parse().unwrap();
        let digits: Vec<u8> = game.digits().to_vec();
        let hg = HeapGame::try_new(&game, &[3000]).unwrap();
        let solver = MisereHeapsSolver::new(&hg, 1_000_000);
        let mut naive = HashMap::new();
        for a in 1..=7 {
            for b in 0..=a {
                for c in 0..=b {
                    let p: Vec<u64> = [a, b, c].into_iter().filter(|&h| h > 0).collect();
                    let answer = solver.by_quotient(&p).expect("the quotient covers small heaps");
                    assert_eq!(answer.mover_wins, wins_naive(&digits, &p, &mut naive), "{code} {p:?}");
                    if let Some(&m) = answer.winning_moves.first() {
                        let (after, _) = hg.apply(&p, m).unwrap();
                        assert!(!wins_naive(&digits, &after, &mut naive), "{code} {p:?}: {m:?}");
                    }
                }
            }
        }
        let mut rng = seeded(0x77);
        for _ in 0..200 {
            let k = rng.random_range(1..=6usize);
            let p: Vec<u64> = (0..k).map(|_| rng.random_range(1..=3000u64)).collect();
            let answer = solver.by_quotient(&p).expect("certified");
            assert!(matches!(answer.method, MisereMethod::Quotient { certified: true, .. }), "{code}");
            match answer.winning_moves.first() {
                Some(&m) => {
                    let (after, _) = hg.apply(&p, m).unwrap();
                    assert!(!solver.by_quotient(&after).unwrap().mover_wins, "{code} {p:?}: {m:?}");
                }
                // A won sum with no winning move listed would be a wrong answer.
                None => assert!(!answer.mover_wins, "{code} {p:?}"),
            }
        }
    }
}

/// Past the small search, the solver answers from the quotient.
#[test]
fn large_kayles_sums_go_to_the_quotient() {
    let game: OctalGame = "0.77".parse().unwrap();
    let hg = HeapGame::try_new(&game, &[100]).unwrap();
    let answer = misere_heaps(&hg, &[100, 99, 98, 97], 1_000_000).unwrap();
    assert_eq!(answer.method_name(), "quotient");
    assert!(answer.reason().contains("order 40"), "{}", answer.reason());
}
