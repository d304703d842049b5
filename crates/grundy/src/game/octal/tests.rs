use std::collections::HashMap;
use std::sync::atomic::AtomicBool;

use super::plain::grundy_values_plain;
use super::*;
use crate::tests::support::{seeded, RngExt, TestRng};

/// The moves of a position (a sorted multiset of heaps) of the game, literally: remove k
/// tokens from a heap and leave j non-empty heaps (bit 2^j of d_k), every partition of the
/// rest into j parts that meets the digit's condition.
fn moves_naive(game: &OctalGame, heaps: &[usize]) -> Vec<Vec<usize>> {
    let mut res = Vec::new();
    for i in 0..heaps.len() {
        if i > 0 && heaps[i] == heaps[i - 1] {
            continue;
        }
        let h = heaps[i];
        for (k, &d) in game.digits().iter().enumerate() {
            if k > h {
                break;
            }
            let rest = h - k;
            for j in 0..=MAX_HEAPS_LEFT as usize {
                if d >> j & 1 == 0 || (j < 2 && k == 0) {
                    continue;
                }
                for parts in partitions(rest, j) {
                    let sizes: Vec<u64> = parts.iter().map(|&p| p as u64).collect();
                    if j >= 2 && !game.parts(k).allows(&sizes) {
                        continue;
                    }
                    let mut next = heaps.to_vec();
                    next.remove(i);
                    next.extend_from_slice(&parts);
                    next.sort_unstable();
                    res.push(next);
                }
            }
        }
    }
    res
}

/// Every way to write `m` as `j` positive parts in non-decreasing order (one empty way for
/// m = j = 0).
fn partitions(m: usize, j: usize) -> Vec<Vec<usize>> {
    if j == 0 {
        return if m == 0 { vec![vec![]] } else { vec![] };
    }
    let mut res = Vec::new();
    // Parts from smallest: the first part a, then partitions of m - a into j - 1 parts >= a.
    fn go(m: usize, j: usize, min: usize, prefix: &mut Vec<usize>, res: &mut Vec<Vec<usize>>) {
        if j == 1 {
            if m >= min {
                prefix.push(m);
                res.push(prefix.clone());
                prefix.pop();
            }
            return;
        }
        for a in min..=m / j {
            prefix.push(a);
            go(m - a, j - 1, a, prefix, res);
            prefix.pop();
        }
    }
    go(m, j, 1, &mut Vec::new(), &mut res);
    res
}

/// Whether the player to move wins, by a direct game-tree search (no Sprague-Grundy).
fn wins_naive(game: &OctalGame, memo: &mut HashMap<Vec<usize>, bool>, heaps: &[usize]) -> bool {
    if let Some(&w) = memo.get(heaps) {
        return w;
    }
    let win = moves_naive(game, heaps).iter().any(|next| !wins_naive(game, memo, next));
    memo.insert(heaps.to_vec(), win);
    win
}

fn all_codes(max_digits: usize) -> Vec<OctalGame> {
    let mut res = Vec::new();
    for len in 1..=max_digits {
        for code in 0..8usize.pow(len as u32) {
            let mut digits = vec![0u8];
            let mut c = code;
            for _ in 0..len {
                digits.push((c % 8) as u8);
                c /= 8;
            }
            for d0 in [0, 4] {
                digits[0] = d0;
                res.push(OctalGame::from_digits(&digits).unwrap());
            }
        }
    }
    res.sort_by_key(|g| g.digits().to_vec());
    res.dedup();
    res
}

fn sparse_values(game: &OctalGame, n: usize) -> Vec<u64> {
    let mut solver = SparseSolver::<u16>::new(game).unwrap();
    solver.extend_to(n).unwrap();
    solver.values().iter().map(|&v| u64::from(v)).collect()
}

/// Every position of up to three heaps with at most 8 tokens: the player to move loses
/// exactly when the nim-sum of the plain values is zero.
#[test]
fn plain_matches_naive_on_one_and_two_digit_codes() {
    for game in all_codes(2) {
        let values = grundy_values_plain(&game, 9);
        let mut memo = HashMap::new();
        for a in 0..=8 {
            for b in 0..=a {
                for c in 0..=b.min(8 - a) {
                    if a + b + c > 8 {
                        continue;
                    }
                    let mut heaps: Vec<usize> = [a, b, c].into_iter().filter(|&h| h > 0).collect();
                    heaps.sort_unstable();
                    let lost = values[a] ^ values[b] ^ values[c] == 0;
                    assert_eq!(wins_naive(&game, &mut memo, &heaps), !lost, "{game} {heaps:?}");
                }
            }
        }
    }
}

#[test]
fn sparse_matches_plain_on_one_and_two_digit_codes() {
    for game in all_codes(2) {
        assert_eq!(sparse_values(&game, 300), grundy_values_plain(&game, 300), "{game}");
    }
}

/// A random code of 3 to 5 digits after the point, a quarter of them splitting without
/// removing (digit 4 before the point).
fn random_code(rng: &mut TestRng) -> OctalGame {
    let len = 3 + rng.random_range(..3usize);
    let mut digits = vec![if rng.random_range(..4u64) == 0 { 4 } else { 0 }];
    digits.extend((0..len).map(|_| rng.random_range(..8u8)));
    OctalGame::from_digits(&digits).unwrap()
}

#[test]
fn sparse_matches_plain_on_random_codes() {
    let mut rng = seeded(0x0c7a1);
    for _ in 0..60 {
        let game = random_code(&mut rng);
        assert_eq!(sparse_values(&game, 500), grundy_values_plain(&game, 500), "{game}");
    }
}

/// Games known to have a sparse space keep it over a longer run, and the values still
/// match the plain method.
#[test]
fn sparse_matches_plain_on_sparse_games() {
    for code in ["0.16", "0.56", "0.1777", "0.007", "0.6"] {
        let game: OctalGame = code.parse().unwrap();
        assert_eq!(sparse_values(&game, 1500), grundy_values_plain(&game, 1500), "{code}");
    }
}

/// Certificate: each value is the mex of its options, checked on sampled heaps of a longer run.
#[test]
fn values_are_mex_of_options() {
    let mut rng = seeded(7);
    for code in ["0.16", "0.1777", "0.56"] {
        let game: OctalGame = code.parse().unwrap();
        let values = sparse_values(&game, 20_000);
        for _ in 0..30 {
            let n = 10_000 + rng.random_range(..10_000usize);
            let mut options = Vec::new();
            for (k, &d) in game.digits().iter().enumerate() {
                if k > n {
                    break;
                }
                let rest = n - k;
                if d & TAKE_ALL != 0 && rest == 0 {
                    options.push(0);
                }
                if d & TAKE_LEAVE_ONE != 0 && rest >= 1 {
                    options.push(values[rest]);
                }
                if d & TAKE_SPLIT != 0 {
                    options.extend((1..=rest / 2).map(|a| values[a] ^ values[rest - a]));
                }
            }
            assert_eq!(values[n], crate::game::grundy::mex(&options), "{code} heap {n}");
        }
    }
}

#[test]
fn widen_keeps_values() {
    let game: OctalGame = "0.1777".parse().unwrap();
    let mut small = SparseSolver::<u8>::new(&game).unwrap();
    small.extend_to(700).unwrap();
    let mut wide = small.widen();
    wide.extend_to(1400).unwrap();
    assert_eq!(
        wide.values().iter().map(|&v| u64::from(v)).collect::<Vec<_>>(),
        grundy_values_plain(&game, 1400)
    );
}

/// A game whose values grow without bound (take any number up to 40 as a subtraction
/// game has values n mod 41; a long code of 3s keeps values large): the u8 store must
/// refuse a value of 256 and the driver widens.
#[test]
fn overflow_of_u8_is_detected() {
    // Splitting without removal plus taking one: values grow roughly like n.
    let game = OctalGame::from_digits(&[4, 3]).unwrap();
    let plain = grundy_values_plain(&game, 700);
    let big = plain.iter().position(|&v| v >= 256);
    let mut solver = SparseSolver::<u8>::new(&game).unwrap();
    match big {
        Some(at) => {
            assert_eq!(solver.extend_to(700), Err(ValueOverflow { heap: at, value: plain[at] }.into()));
            assert_eq!(
                ValueOverflow { heap: at, value: plain[at] }.to_string(),
                format!(
                    "the Grundy value {} of heap {at} does not fit in the solver's value type",
                    plain[at]
                )
            );
            assert_eq!(solver.len(), at);
        }
        None => assert_eq!(solver.extend_to(700), Ok(())),
    }
    let sol = solve(&game, &SolveConfig::new(700), &mut |_| {}, &AtomicBool::new(false)).unwrap();
    assert_eq!(sol.values.to_vec(), plain);
}

fn check_period(code: &str, period: u64, preperiod: u64) {
    let game: OctalGame = code.parse().unwrap();
    let sol = solve(&game, &SolveConfig::until_periodic(10, 100_000), &mut |_| {}, &AtomicBool::new(false))
        .unwrap();
    let p = sol.period.unwrap();
    assert!(p.certified, "{code}: {p:?}");
    assert_eq!((p.period, p.preperiod), (period, preperiod), "{code}");
    assert!(p.needed.is_some_and(|needed| sol.values.len() as u64 >= needed));
}

#[test]
fn dawsons_kayles_period() {
    check_period("0.07", 34, 53);
}

#[test]
fn kayles_period() {
    check_period("0.77", 12, 71);
}

#[test]
fn nim_like_periods() {
    // Take one or two: period 3 from the start.
    check_period("0.33", 3, 0);
    // Dawson's chess is Dawson's Kayles shifted by one heap.
    check_period("0.137", 34, 52);
}

#[test]
fn dawsons_chess_is_shifted_dawsons_kayles() {
    let chess = grundy_values_plain(&"0.137".parse().unwrap(), 200);
    let kayles = grundy_values_plain(&"0.07".parse().unwrap(), 201);
    assert_eq!(chess[..], kayles[1..]);
}

#[test]
fn find_period_reports_an_uncertified_candidate() {
    // Period 5 from heap 40, but only 70 values: 2*40 + 10 + 2 > 70.
    let values: Vec<u8> = (0..70u8).map(|n| if n < 40 { 200 - n } else { n % 5 }).collect();
    let p = find_period(&values, &PeriodRule::octal(2)).unwrap();
    assert_eq!((p.period, p.preperiod, p.certified, p.needed), (5, 40, false, Some(92)));
    assert_eq!(find_period::<u8>(&[], &PeriodRule::octal(1)), None);
    assert_eq!(find_period(&[1u8, 2, 3, 4], &PeriodRule::octal(1)), None);
}

#[test]
fn stop_flag_stops_early() {
    let game: OctalGame = "0.16".parse().unwrap();
    let sol = solve(&game, &SolveConfig::new(100_000), &mut |_| {}, &AtomicBool::new(true)).unwrap();
    assert!(sol.stopped);
    assert!(sol.values.len() < 100_000);
}

fn parse_err(code: &str) -> String {
    OctalGame::parse(code).unwrap_err().to_string()
}

#[test]
fn parse_codes() {
    for (code, shown, t) in [
        ("0.07", "0.07", 2),
        (".137", "0.137", 3),
        ("4.7", "4.7", 1),
        ("0.6", "0.6", 1),
        ("0.070", "0.07", 2),
        ("0.0", "0.0", 0),
        ("4.0", "4.0", 0),
        ("4!.0", "4!.0", 0),
        ("0.f", "0.F", 1),
        ("0.&15;", "0.F", 1),
        ("0.{1,2}", "0.6", 1),
        ("0.{0,3}7!", "0.97!", 2),
        ("0.V?", "0.V?", 1),
        ("0.7?", "0.7!", 1),
        ("0.3!", "0.3", 1),
        ("8.0", "8.0", 0),
        ("S(1,3,4)", "0.3033", 4),
        ("S(2)", "0.03", 2),
    ] {
        let game = OctalGame::parse(code).unwrap_or_else(|e| panic!("{code}: {e}"));
        assert_eq!(game.to_string(), shown);
        assert_eq!(game.last_digit_position(), t);
        assert_eq!(OctalGame::parse(shown).unwrap(), game, "round trip");
    }
    let grundy: OctalGame = "4!.0".parse().unwrap();
    assert!(grundy.unequal(0) && grundy.is_octal());
    assert!(!"0.F".parse::<OctalGame>().unwrap().is_octal());
    assert!(!"0.4=".parse::<OctalGame>().unwrap().is_octal());
}

#[test]
fn parse_rejects_bad_codes() {
    assert_eq!(parse_err(""), "line 1, column 1: the input is empty\n1 | \n  | ^");
    let cases = [
        ("0.W", "column 3: expected a digit (0-9, A-V, `&N;` or `{...}`), found 'W'"),
        ("0.0&32;", "column 4: digit d2 lets a move leave 5 heaps; at most 4 are supported"),
        ("0.{5}", "column 4: digit d1 lets a move leave 5 heaps"),
        ("0.{2+}", "column 4: digit d1 lets a move leave any number of heaps"),
        ("0.*", "column 3: digit d1 lets a move leave any number of heaps"),
        ("0.&7", "column 5: the input ends where `;` ending the digit `&N;` was expected"),
        ("0.{1,", "column 6: the input ends where a number was expected"),
        ("0.{1;", "column 5: expected `,` or `}`, found ';'"),
        ("07", "column 1: only one digit may stand before the point"),
        ("0x", "column 2: expected `.` after the first digit, found 'x'"),
        ("1.7", "column 1: the digit before the point must be 0, 4 or another digit without bits 1 and 2"),
        ("0.", "column 3: the input ends where a digit after the point was expected"),
        ("0.3[3]", "column 4: codes with infinitely many digits (`[...]`, `...`) are not supported"),
        ("0.333...", "column 6: codes with infinitely many digits"),
        ("0.7x", "column 4: expected a digit (0-9, A-V, `&N;` or `{...}`), found 'x'"),
        ("x", "column 1: expected a digit (0-9, A-V, `&N;` or `{...}`), found 'x'"),
        ("S(1,0)", "column 5: a subtraction game's move must remove at least one token"),
        ("S(1,2", "column 6: the input ends where `,` or `)` was expected"),
        ("S1", "column 2: expected `(` after `S`"),
        ("S(1)x", "column 5: expected the end of the code after `)`, found 'x'"),
        ("S(1025)", "column 3: move of 1025 exceeds the limit of 1024"),
        ("S()", "column 3: expected a number, found ')'"),
    ];
    for (code, expect) in cases {
        let err = parse_err(code);
        assert!(err.contains(expect), "{code}: {err}");
    }
    let long = format!("0.{}", "7".repeat(MAX_DIGITS + 1));
    assert!(parse_err(&long).contains("number of digits"), "{}", parse_err(&long));
    assert!(OctalGame::parse(&format!("0.{}", "7".repeat(MAX_DIGITS))).is_ok());
}

#[test]
fn until_periodic_still_computes_max_values() {
    let game: OctalGame = "0.07".parse().unwrap();
    let sol = solve(&game, &SolveConfig::until_periodic(5000, 100_000), &mut |_| {}, &AtomicBool::new(false))
        .unwrap();
    assert_eq!(sol.values.len(), 5000);
    assert_eq!(sol.period.map(|p| (p.period, p.preperiod, p.certified)), Some((34, 53, true)));
    let plain = grundy_values_plain(&game, 5000);
    assert!((0..5000).all(|n| sol.values.get(n) == plain[n]));
}

#[test]
fn fixed_runs_stop_at_max_and_report_the_period() {
    let game: OctalGame = "0.77".parse().unwrap();
    let mut calls = 0;
    let sol = solve(&game, &SolveConfig::new(3000), &mut |_| calls += 1, &AtomicBool::new(false)).unwrap();
    assert_eq!(sol.values.len(), 3000);
    assert!(calls >= 1);
    assert_eq!(sol.period.map(|p| (p.period, p.preperiod, p.certified)), Some((12, 71, true)));
    // Too short to certify: 2 * 71 + 2 * 12 + 2 = 168 values are needed.
    let short = solve(&game, &SolveConfig::new(150), &mut |_| {}, &AtomicBool::new(false)).unwrap();
    assert!(short.period.is_none_or(|p| !p.certified));
    let too_many = solve(&game, &SolveConfig::new(MAX_HEAPS + 1), &mut |_| {}, &AtomicBool::new(false));
    assert!(too_many.is_err());
}

/// A short spurious period at the end must not hide a true period that is its multiple.
#[test]
fn find_period_sees_past_a_spurious_short_period() {
    // Period 6 from heap 2 ((0 1 0 1 0 2) repeated), so the tail also matches with period 2
    // for a while: ... 0 1 0 1 0 2 0 1 0 1 0 2.
    let mut values: Vec<u8> = vec![9, 8];
    while values.len() < 200 {
        values.extend_from_slice(&[0, 1, 0, 1, 0, 2]);
    }
    values.extend_from_slice(&[0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    // Now the sequence ends with a long 2-periodic stretch that breaks period 6.
    let p = find_period(&values, &PeriodRule::octal(1)).unwrap();
    assert!(!p.certified || p.period != 6);
    let mut periodic: Vec<u8> = vec![9, 8];
    while periodic.len() < 300 {
        periodic.extend_from_slice(&[0, 1, 0, 1, 0, 2]);
    }
    let p = find_period(&periodic, &PeriodRule::octal(1)).unwrap();
    assert_eq!((p.period, p.preperiod, p.certified), (6, 2, true));
    // Brute force: the smallest certified period agrees with a direct search.
    assert_eq!(certified_period_naive(&periodic, &PeriodRule::octal(1)), Some((6, 2)));
}

/// The smallest certified period by brute force: for every q the smallest e with
/// G(n + q) = G(n) on the rest, certified when j e + j q + t values exist and, with a
/// zero rule, no zero of the periodic part lies on a forbidden parity.
fn certified_period_naive(values: &[u8], rule: &PeriodRule) -> Option<(u64, u64)> {
    (1..values.len()).find_map(|q| {
        let e =
            (0..=values.len() - q).find(|&e| (e..values.len() - q).all(|n| values[n] == values[n + q]))?;
        let zeros_ok = (e..values.len().min(e + 2 * q))
            .all(|n| values[n] != 0 || rule.zero_free_parities >> (n % 2) & 1 == 0);
        let needed = rule.parts * (e + q) as u64 + rule.last_digit;
        (needed <= values.len() as u64 && zeros_ok).then_some((q as u64, e as u64))
    })
}

fn random_rule(rng: &mut TestRng, t: u64) -> PeriodRule {
    match rng.random_range(..4u64) {
        // t = 0 with one part is the game without moves, all of whose values are 0.
        0 => PeriodRule::new(t.max(1), 1, 0),
        1 => PeriodRule::new(t, 3, 0),
        2 => PeriodRule::new(t, 2, 1 + rng.random_range(..3u64) as u8),
        _ => PeriodRule::octal(t),
    }
}

#[test]
fn find_period_matches_naive_on_random_sequences() {
    let mut rng = seeded(0x9e71);
    for _ in 0..300 {
        let pre = rng.random_range(..40usize);
        let period = 1 + rng.random_range(..12usize);
        let len = 1 + rng.random_range(..200usize);
        let alphabet = 2 + rng.random_range(..4u64);
        let head: Vec<u8> = (0..pre).map(|_| rng.random_range(..alphabet) as u8).collect();
        let block: Vec<u8> = (0..period).map(|_| rng.random_range(..alphabet) as u8).collect();
        let values: Vec<u8> = head.iter().copied().chain(block.iter().copied().cycle()).take(len).collect();
        let t = rng.random_range(..4u64);
        let rule = random_rule(&mut rng, t);
        let found = find_period(&values, &rule).filter(|p| p.certified).map(|p| (p.period, p.preperiod));
        assert_eq!(found, certified_period_naive(&values, &rule), "{values:?} {rule:?}");
    }
}

/// `find_candidate` from its definition: `find_period`'s answer, else every p with its
/// whole matching stretch, the ones of 16 values or more (refuted) and those with a zero of
/// a forbidden parity from their preperiod on left out, the longest stretch and then the
/// smallest p.
fn find_candidate_naive(values: &[u8], rule: &PeriodRule) -> Option<Period> {
    if let Some(found) = find_period(values, rule) {
        return Some(found);
    }
    let n = values.len();
    let stretch = |p: usize| (0..n - p).take_while(|&i| values[n - 1 - i] == values[n - 1 - i - p]).count();
    let refuted = |e: usize| (e..n).any(|m| values[m] == 0 && rule.zero_free_parities >> (m % 2) & 1 == 1);
    let (p, s) = (1..n)
        .map(|p| (p, stretch(p)))
        .filter(|&(p, s)| s < 16 && !refuted(n - p - s))
        .max_by_key(|&(p, s)| (s, std::cmp::Reverse(p)))?;
    let e = (n - p - s) as u64;
    Some(Period {
        period: p as u64,
        preperiod: e,
        certified: false,
        needed: rule.needed(p as u64, e),
        values: n as u64,
    })
}

#[test]
fn find_candidate_matches_naive_and_its_stretch_holds() {
    let mut rng = seeded(0xca4d);
    for _ in 0..400 {
        let len = rng.random_range(..120usize);
        let alphabet = 2 + rng.random_range(..40u64);
        let values: Vec<u8> = (0..len).map(|_| rng.random_range(..alphabet) as u8).collect();
        let t = rng.random_range(..4u64);
        let rule = random_rule(&mut rng, t);
        let found = find_candidate(&values, &rule);
        assert_eq!(found, find_candidate_naive(&values, &rule), "{values:?} {rule:?}");
        // The certificate of a candidate: the values from its preperiod on follow it.
        if let Some(p) = found {
            let (period, e) = (p.period as usize, p.preperiod as usize);
            assert!((e..len - period).all(|n| values[n + period] == values[n]), "{values:?} {p:?}");
        } else {
            // None: too few values, or the last value is a zero that the rule refutes in
            // every periodic part (each one ends with it).
            let last_refutes =
                values.last().is_some_and(|&v| v == 0 && rule.zero_free_parities >> ((len - 1) % 2) & 1 == 1);
            assert!(len < 2 || last_refutes, "{values:?} {rule:?}");
        }
    }
}

/// The period search as first written: every candidate p from 1 up, its multiples of
/// long-stretch candidates found by division. `find_period` skips the candidates whose
/// first comparison fails a chunk at a time and must report exactly the same.
fn find_period_reference(values: &[u8], rule: &PeriodRule) -> Option<Period> {
    let n_values = values.len();
    let mut best: Option<Period> = None;
    let mut bases: Vec<(usize, usize)> = Vec::new();
    for p in 1..n_values {
        let top = n_values - 1;
        let known_from = bases.iter().filter(|&&(b, _)| p % b == 0).map(|&(_, e)| e).min();
        let mut stretch = known_from.map_or(0, |e| (n_values - p).saturating_sub(e));
        while stretch < n_values - p && values[top - stretch] == values[top - stretch - p] {
            stretch += 1;
        }
        let preperiod = (n_values - p - stretch) as u64;
        let needed = rule.needed(p as u64, preperiod);
        let found = Period {
            period: p as u64,
            preperiod,
            certified: needed.is_some_and(|needed| needed <= n_values as u64),
            needed,
            values: n_values as u64,
        };
        if stretch >= 16 && bases.len() < 16 {
            bases.push((p, preperiod as usize));
        }
        let e = preperiod as usize;
        let zeros_ok = (e..n_values.min(e + 2 * p))
            .all(|n| values[n] != 0 || rule.zero_free_parities >> (n % 2) & 1 == 0);
        if !zeros_ok {
            continue;
        }
        if found.certified {
            return Some(found);
        }
        if stretch >= 16 && best.is_none_or(|b| needed.unwrap_or(u64::MAX) < b.needed.unwrap_or(u64::MAX)) {
            best = Some(found);
        }
    }
    best
}

#[test]
fn find_period_matches_reference_on_long_random_sequences() {
    let mut rng = seeded(0x5eed_0c7a);
    for _ in 0..400 {
        let pre = rng.random_range(..300usize);
        let period = 1 + rng.random_range(..120usize);
        let len = 1 + rng.random_range(..1500usize);
        let alphabet = 2 + rng.random_range(..200u64);
        let head: Vec<u8> = (0..pre).map(|_| rng.random_range(..alphabet) as u8).collect();
        let block: Vec<u8> = (0..period).map(|_| rng.random_range(..alphabet) as u8).collect();
        let mut values: Vec<u8> =
            head.iter().copied().chain(block.iter().copied().cycle()).take(len).collect();
        // Sometimes a short periodic tail, a spurious candidate with multiples.
        if rng.random_range(..3u64) == 0 {
            let short = 1 + rng.random_range(..4usize);
            let tail: Vec<u8> = (0..short).map(|_| rng.random_range(..alphabet) as u8).collect();
            values.extend(tail.iter().copied().cycle().take(16 + rng.random_range(..40usize)));
        }
        let t = rng.random_range(..6u64);
        let rule = random_rule(&mut rng, t);
        assert_eq!(find_period(&values, &rule), find_period_reference(&values, &rule), "{values:?} {rule:?}");
    }
}

/// Values beyond 64 (the byte option set) with many unsafe candidates per heap (the
/// scan for many targets at once, dropping each as it is found), on one-byte storage.
#[test]
fn sparse_byte_set_and_many_targets_match_plain() {
    for code in ["0.6", "0.007", "0.56"] {
        let game: OctalGame = code.parse().unwrap();
        let mut solver = SparseSolver::<u8>::new(&game).unwrap();
        solver.extend_to(3000).unwrap();
        let ours: Vec<u64> = solver.values().iter().map(|&v| u64::from(v)).collect();
        assert_eq!(ours, grundy_values_plain(&game, 3000), "{code}");
        let scans: u64 = solver.stats().classes.iter().map(|c| c.full_scans).sum();
        assert!(scans > 0, "{code}");
        if code != "0.56" {
            assert!(ours.iter().any(|&v| v >= 64), "{code}");
        }
    }
}

fn forced_values(
    game: &OctalGame,
    n: usize,
    scatter_steps: u64,
    switch_splits: usize,
) -> (Vec<u64>, SparseStats) {
    let mut solver = SparseSolver::<u16>::with_thresholds(game, 0, scatter_steps, switch_splits).unwrap();
    solver.extend_to(n).unwrap();
    (solver.values().iter().map(|&v| u64::from(v)).collect(), solver.stats())
}

/// Every small code with the byte option set from the start, against the plain method:
/// every scan after the first of a class inserting every split (the path long scans
/// take) and comparing with the few candidates left at once, after 64 splits, or never;
/// and the target-list scans only.
#[test]
fn sparse_scatter_matches_plain_on_one_and_two_digit_codes() {
    for game in all_codes(2) {
        let plain = grundy_values_plain(&game, 300);
        for switch_splits in [0, 64, usize::MAX] {
            assert_eq!(
                forced_values(&game, 300, 0, switch_splits).0,
                plain,
                "{game} scatter {switch_splits}"
            );
        }
        assert_eq!(forced_values(&game, 300, u64::MAX, 0).0, plain, "{game} targets");
    }
}

#[test]
fn sparse_scatter_matches_plain_on_random_and_sparse_codes() {
    let mut rng = seeded(0x5ca7);
    for _ in 0..40 {
        let game = random_code(&mut rng);
        let plain = grundy_values_plain(&game, 500);
        for switch_splits in [0, 64, usize::MAX] {
            assert_eq!(forced_values(&game, 500, 0, switch_splits).0, plain, "{game} {switch_splits}");
        }
    }
    for code in ["0.16", "0.56", "0.1777", "0.007", "0.6"] {
        let game: OctalGame = code.parse().unwrap();
        let plain = grundy_values_plain(&game, 1500);
        for switch_splits in [64, 256, usize::MAX] {
            let (values, stats) = forced_values(&game, 1500, 0, switch_splits);
            assert_eq!(values, plain, "{code} {switch_splits}");
            assert!(stats.classes.iter().any(|c| c.scatter_scans > 0), "{code}");
        }
    }
}

/// Codes where heaps have many unsafe candidates (Officers 0.6, 0.64, 0.16, 4.7), every
/// heap below 4000 against the plain method: the real thresholds, every scan variant
/// forced (inserting every split, comparing with the few candidates left early or never,
/// the target lists only), and two threads leaving the options in flight out.
#[test]
fn many_unsafe_candidates_match_plain_on_every_scan_and_thread() {
    for code in ["0.6", "0.64", "0.16", "4.7"] {
        let game: OctalGame = code.parse().unwrap();
        let n = 4000;
        let plain = grundy_values_plain(&game, n);
        assert_eq!(sparse_values(&game, n), plain, "{code}");
        for switch_splits in [0, 256, usize::MAX] {
            let (values, stats) = forced_values(&game, n, 0, switch_splits);
            assert_eq!(values, plain, "{code} scatter {switch_splits}");
            assert!(stats.classes.iter().map(|c| c.full_scans).sum::<u64>() > 100, "{code}: many scans");
        }
        assert_eq!(forced_values(&game, n, u64::MAX, 0).0, plain, "{code} targets");
        let mut two = SparseSolver::<u16>::new(&game).unwrap();
        two.force_threads(2, 0);
        two.extend_to(n).unwrap();
        let ours: Vec<u64> = two.values().iter().map(|&v| u64::from(v)).collect();
        assert_eq!(ours, plain, "{code} two threads");
    }
}

/// With the real thresholds, 0.6 (long scans, values beyond 64) switches to inserting
/// every split, and its values still match the plain method.
#[test]
fn long_scans_switch_to_scatter() {
    let game: OctalGame = "0.6".parse().unwrap();
    let mut solver = SparseSolver::<u16>::new(&game).unwrap();
    solver.extend_to(4000).unwrap();
    let ours: Vec<u64> = solver.values().iter().map(|&v| u64::from(v)).collect();
    assert_eq!(ours, grundy_values_plain(&game, 4000));
    assert!(solver.stats().classes[0].scatter_scans > 0);
}

/// Past 65536 heaps the rare splits are read through a fixed window of the last values:
/// certificate check on sampled heaps beyond it, with the register and the byte option
/// set, both scan methods and both value widths, which must also agree with each other.
#[test]
fn window_reads_give_mex_of_options() {
    let mut rng = seeded(0x3d);
    for code in ["0.16", "0.1777"] {
        let game: OctalGame = code.parse().unwrap();
        let n = 66_000;
        let mut runs = Vec::new();
        for (register_bits, scatter_steps) in [(6, u64::MAX), (0, u64::MAX), (0, 0)] {
            let mut solver =
                SparseSolver::<u8>::with_thresholds(&game, register_bits, scatter_steps, 64).unwrap();
            solver.extend_to(n).unwrap();
            runs.push(solver.into_values());
        }
        assert!(runs.iter().all(|r| *r == runs[0]), "{code}");
        let mut wide = SparseSolver::<u16>::new(&game).unwrap();
        wide.extend_to(n).unwrap();
        assert!(wide.values().iter().zip(&runs[0]).all(|(&w, &v)| w == u16::from(v)), "{code}");
        let values = &runs[0];
        for _ in 0..10 {
            let heap = (1 << 16) + rng.random_range(..(n - (1 << 16)) as u64) as usize;
            let mut options = Vec::new();
            for (k, &d) in game.digits().iter().enumerate() {
                let rest = heap - k;
                if d & TAKE_LEAVE_ONE != 0 && k > 0 {
                    options.push(u64::from(values[rest]));
                }
                if d & TAKE_SPLIT != 0 {
                    options.extend((1..=rest / 2).map(|a| u64::from(values[a] ^ values[rest - a])));
                }
            }
            assert_eq!(u64::from(values[heap]), crate::game::grundy::mex(&options), "{code} heap {heap}");
        }
    }
}

/// `ClassStats::is_rare` names exactly the rare heaps the solver keeps: their number, the
/// last one and their distinct values equal the group's statistics, after `n` values.
fn check_is_rare(game: &OctalGame, n: usize) {
    let mut solver = SparseSolver::<u16>::new(game).unwrap();
    solver.extend_to(n).unwrap();
    let values = solver.values();
    for class in solver.stats().classes {
        let rare: Vec<usize> = (0..n).filter(|&a| class.is_rare(a as u64, u64::from(values[a]))).collect();
        assert_eq!(rare.len(), class.rare_heaps, "{game} parity {}", class.parity);
        assert_eq!(rare.last().copied().unwrap_or(0), class.last_rare_heap, "{game} parity {}", class.parity);
        let mut rare_values: Vec<u32> = rare.iter().map(|&a| u32::from(values[a])).collect();
        rare_values.sort_unstable();
        rare_values.dedup();
        rare_values.truncate(64);
        assert_eq!(rare_values, class.rare_values, "{game} parity {}", class.parity);
        if class.mask.is_none() {
            assert!(rare.is_empty(), "{game}: a group without a mask has no rare heaps");
        }
    }
}

#[test]
fn is_rare_matches_the_solvers_rare_heaps_on_one_and_two_digit_codes() {
    for game in all_codes(2) {
        check_is_rare(&game, 300);
    }
}

#[test]
fn is_rare_matches_the_solvers_rare_heaps_on_random_and_sparse_codes() {
    let mut rng = seeded(0x4a4e);
    for _ in 0..40 {
        check_is_rare(&random_code(&mut rng), 2000);
    }
    for code in ["0.16", "0.77", "0.07", "0.56", "0.1777", "0.6"] {
        check_is_rare(&code.parse().unwrap(), 5000);
    }
}

mod census;
mod codes;
mod leapfrog;
mod window;

/// A run resumed from any prefix of its values (what a checkpoint holds) computes exactly
/// what the uninterrupted run computes: values, period and masks. The cut points cross
/// mask rebuilds (powers of two), the widening to two bytes (0.4444, at heap 5,721) and the plain method
/// (0.F); the until-periodic run is resumed before and after its certificate.
#[test]
fn resumed_runs_equal_uninterrupted_runs() {
    let stop = AtomicBool::new(false);
    let mut rng = seeded(17);
    for (code, n) in
        [("0.161", 8000), ("0.6", 6000), ("4!.0", 5000), ("0.4444", 6000), ("0.F", 300), ("0.07", 3000)]
    {
        let game: OctalGame = code.parse().unwrap();
        let config = SolveConfig::new(n);
        let whole = solve(&game, &config, &mut |_| {}, &stop).unwrap();
        let all = whole.values.to_vec();
        let mut cuts = vec![0, 1, 2, 63, 64, 65, 1023, 1024, 1025, n as usize];
        cuts.extend((0..3).map(|_| rng.random_range(0..n as usize)));
        let wide = all.iter().position(|&v| v >= 256);
        assert_eq!(wide.is_some(), code == "0.4444", "{code}: only 0.4444 widens");
        if let Some(wide) = wide {
            cuts.extend([wide - 1, wide, wide + 1]);
        }
        for cut in cuts.into_iter().filter(|&c| c <= n as usize) {
            // The known values at the width a checkpoint would hold them.
            let known = match all[..cut].iter().all(|&v| v < 256) {
                true => Values::U8(all[..cut].iter().map(|&v| v as u8).collect()),
                false => Values::U16(all[..cut].iter().map(|&v| v as u16).collect()),
            };
            let mut seen = 0;
            let resumed =
                resume(&game, known, &config, &mut |p, v| seen = seen.max(p.done.min(v.len() as u64)), &stop)
                    .unwrap();
            assert_eq!(resumed.values.to_vec(), all, "{code} resumed at {cut}");
            assert_eq!(resumed.period, whole.period, "{code} resumed at {cut}");
            let masks = |s: &SparseStats| {
                s.classes.iter().map(|c| (c.mask, c.rare_heaps, c.last_rare_heap)).collect::<Vec<_>>()
            };
            assert_eq!(masks(&resumed.stats), masks(&whole.stats), "{code} resumed at {cut}");
            assert_eq!(resumed.method, whole.method);
            if cut < n as usize {
                assert_eq!(seen, n, "{code}: the observer sees the values up to the end");
            }
        }
        // More known values than asked for: the run keeps the first n.
        let mut longer = all.clone();
        longer.extend([0, 1, 2]);
        let known = Values::U16(longer.iter().map(|&v| v as u16).collect());
        let resumed = resume(&game, known, &config, &mut |_, _| {}, &stop).unwrap();
        assert_eq!(resumed.values.to_vec(), all);
    }
    let game: OctalGame = "0.45".parse().unwrap();
    let config = SolveConfig::until_periodic(100, 1 << 20);
    let whole = solve(&game, &config, &mut |_| {}, &stop).unwrap();
    assert!(whole.period.is_some_and(|p| p.certified && (p.period, p.preperiod) == (20, 498)));
    let Values::U8(all) = &whole.values else { panic!("0.45 fits in bytes") };
    for cut in [500, 1000, all.len() - 1, all.len()] {
        let resumed = resume(&game, Values::U8(all[..cut].to_vec()), &config, &mut |_, _| {}, &stop).unwrap();
        assert_eq!(resumed.values, whole.values, "0.45 resumed at {cut}");
        assert_eq!(resumed.period, whole.period);
    }
}

/// A run that stops as soon as its period is certified (what a census does) never
/// certifies a false period: for every one- and two-digit code with d0 in {0, 4}, the
/// period certified from the shortest prefix holds on the plain values three times as
/// long. With preperiod 0 the split of n + p - k into a and b pairs with a and b - p,
/// which is empty when b = p: the bound must count e as at least 1 (0.4 was "certified"
/// with period 1 from G(0..3) = 0 0 0, and G(3) = 1).
#[test]
fn periods_certified_from_the_shortest_prefix_hold() {
    let stop = AtomicBool::new(false);
    let mut checked = 0;
    for d0 in [0u8, 4] {
        for d1 in 0..8u8 {
            for d2 in 0..8u8 {
                let Some(game) = OctalGame::from_digits(&[d0, d1, d2]) else { continue };
                let sol = solve(&game, &SolveConfig::until_periodic(1, 4000), &mut |_| {}, &stop).unwrap();
                let Some(p) = sol.period.filter(|p| p.certified) else { continue };
                let n = (3 * p.needed.unwrap()).max(60) as usize;
                let plain = grundy_values_plain(&game, n);
                let e = p.preperiod as usize;
                let q = p.period as usize;
                assert!((e..n - q).all(|i| plain[i + q] == plain[i]), "{game}: period {q} from {e} is false");
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "{checked} codes certified");
}

/// The observer hears of every slice: 4,096 to 65,536 values apart (the last slice before
/// a period check or the goal may be shorter), up to the last value, whatever the game's
/// speed; the values are those of one call for them all. 0.07 is computed by the plain
/// method, where each heap costs more than the one before.
#[test]
fn the_observer_hears_every_slice() {
    let stop = AtomicBool::new(false);
    for (code, n) in [("0.07", 120_000u64), ("0.6", 40_000), ("4!.0", 30_000)] {
        let game: OctalGame = code.parse().unwrap();
        let mut reports = vec![0u64];
        let sol = solve(&game, &SolveConfig::new(n), &mut |p| reports.push(p.done), &stop).unwrap();
        assert_eq!(*reports.last().unwrap(), n, "{code}: {reports:?}");
        for pair in reports.windows(2) {
            let step = pair[1] - pair[0];
            assert!(step > 0 && step <= MAX_SLICE, "{code}: {reports:?}");
        }
        let short = reports.windows(2).filter(|p| p[1] - p[0] < MIN_SLICE).count();
        // Only the slices cut by a period check (at 1024, then 1.25 times further) or the end.
        assert!(short <= 40, "{code}: {short} short slices in {reports:?}");
        let mut whole = SparseSolver::<u16>::new(&game).unwrap();
        whole.extend_to(n as usize).unwrap();
        let at_once: Vec<u64> = whole.values().iter().map(|&v| u64::from(v)).collect();
        assert_eq!(sol.values.to_vec(), at_once, "{code}: in slices as in one go");
    }
}
