//! The code forms beyond octal digits: conditions on the heaps left (`!`, `?`, `=`;
//! Grundy's game `4!.0`), moves that leave three or four heaps, subtraction games; each
//! against the game-tree search of the parent module, and their periods against longer
//! runs of the plain method.

use super::*;

/// A code with `after` random digits below `digit_limit` after the point, a random digit
/// before it (bits 1 and 2 clear) and a random condition on every digit.
fn random_general_code(rng: &mut TestRng, after: usize, digit_limit: u8) -> OctalGame {
    let conditions = [Parts::Any, Parts::Unequal, Parts::NotAllEqual, Parts::AllEqual];
    let d0 = [0, 4, 8, 12, 16][rng.random_range(..5usize)].min(digit_limit & !3);
    let mut digits = vec![d0];
    digits.extend((0..after).map(|_| rng.random_range(..u64::from(digit_limit)) as u8));
    let parts: Vec<Parts> = digits.iter().map(|_| conditions[rng.random_range(..4usize)]).collect();
    OctalGame::with_parts(&digits, &parts).unwrap()
}

/// `game` with `!` on every digit that splits a heap in two.
fn with_unequal_splits(game: &OctalGame) -> OctalGame {
    let parts: Vec<Parts> = game
        .digits()
        .iter()
        .map(|&d| if d & TAKE_SPLIT != 0 { Parts::Unequal } else { Parts::Any })
        .collect();
    OctalGame::with_parts(game.digits(), &parts).unwrap()
}

/// Every position of up to three heaps with at most 8 tokens: the player to move loses
/// exactly when the nim-sum of the plain values is zero.
fn check_plain_against_naive(game: &OctalGame) {
    let values = grundy_values_plain(game, 9);
    let mut memo = HashMap::new();
    for a in 0..=8usize {
        for b in 0..=a.min(8 - a) {
            for c in 0..=b.min(8 - a - b) {
                let mut heaps: Vec<usize> = [a, b, c].into_iter().filter(|&h| h > 0).collect();
                heaps.sort_unstable();
                let lost = values[a] ^ values[b] ^ values[c] == 0;
                assert_eq!(wins_naive(game, &mut memo, &heaps), !lost, "{game} {heaps:?}");
            }
        }
    }
}

#[test]
fn plain_matches_naive_on_every_one_digit_code_with_conditions() {
    let conditions = [Parts::Any, Parts::Unequal, Parts::NotAllEqual, Parts::AllEqual];
    for d0 in [0u8, 4, 8, 16, 28] {
        for d1 in 0..32u8 {
            for p0 in conditions {
                for p1 in conditions {
                    check_plain_against_naive(&OctalGame::with_parts(&[d0, d1], &[p0, p1]).unwrap());
                }
            }
        }
    }
}

#[test]
fn plain_matches_naive_on_random_general_codes() {
    let mut rng = seeded(0x4e7c);
    for _ in 0..300 {
        let after = 1 + rng.random_range(..3usize);
        check_plain_against_naive(&random_general_code(&mut rng, after, 32));
    }
}

#[test]
fn subtraction_games_match_naive() {
    let mut rng = seeded(0x5b7);
    for _ in 0..100 {
        let set: Vec<u64> =
            (0..1 + rng.random_range(..4usize)).map(|_| 1 + rng.random_range(..6u64)).collect();
        let game = OctalGame::subtraction(&set).unwrap();
        check_plain_against_naive(&game);
        let values = grundy_values_plain(&game, 200);
        // G(n) is the mex of G(n - s) over the moves s <= n.
        for n in 0..200 {
            let options: Vec<u64> =
                set.iter().filter(|&&s| s as usize <= n).map(|&s| values[n - s as usize]).collect();
            assert_eq!(values[n], crate::game::grundy::mex(&options), "{set:?} heap {n}");
        }
        assert_eq!(sparse_values(&game, 200), values, "{set:?}");
    }
}

/// `!` on every split digit of every one- and two-digit octal code, and on random longer
/// codes: the sparse solver skips the equal splits exactly where the plain method does.
#[test]
fn sparse_matches_plain_on_unequal_codes() {
    for game in all_codes(2) {
        let unequal = with_unequal_splits(&game);
        assert_eq!(sparse_values(&unequal, 300), grundy_values_plain(&unequal, 300), "{unequal}");
        let (forced, _) = forced_values(&unequal, 300, 0, 64);
        assert_eq!(forced, grundy_values_plain(&unequal, 300), "{unequal} forced");
    }
    let mut rng = seeded(0x1e9a1);
    for _ in 0..60 {
        let game = random_code(&mut rng);
        let parts: Vec<Parts> = game
            .digits()
            .iter()
            .map(|_| if rng.random_range(..2u64) == 0 { Parts::Unequal } else { Parts::Any })
            .collect();
        let game = OctalGame::with_parts(game.digits(), &parts).unwrap();
        assert_eq!(sparse_values(&game, 500), grundy_values_plain(&game, 500), "{game}");
    }
}

/// Grundy's game over a longer run, with the solver's default paths and the forced ones
/// (byte set, every scan inserting every split), and its sparse space: a mask with few
/// rare heaps, all of them listed by `is_rare`.
#[test]
fn grundys_game_sparse_matches_plain() {
    let game: OctalGame = "4!.0".parse().unwrap();
    let plain = grundy_values_plain(&game, 3000);
    assert_eq!(sparse_values(&game, 3000), plain);
    let (forced, stats) = forced_values(&game, 3000, 0, 64);
    assert_eq!(forced, plain);
    let class = &stats.classes[0];
    assert!(class.mask.is_some(), "{stats:?}");
    let rare = (0..3000).filter(|&n| class.is_rare(n as u64, plain[n])).count();
    assert_eq!(rare, class.rare_heaps);
    assert!(rare * 4 < 3000, "{rare} rare heaps");
}

/// Every period `solve` certifies holds on a run of the plain method several times as
/// long as the certificate needs.
fn check_certified_periods(game: &OctalGame, limit: u64) -> Option<Period> {
    let sol =
        solve(game, &SolveConfig::until_periodic(10, limit), &mut |_| {}, &AtomicBool::new(false)).unwrap();
    let p = sol.period.filter(|p| p.certified)?;
    let len = (3 * p.needed.unwrap() + 200) as usize;
    let values = grundy_values_plain(game, len);
    let (e, q) = (p.preperiod as usize, p.period as usize);
    for n in e..len - q {
        assert_eq!(values[n], values[n + q], "{game}: period {q} from {e} breaks at heap {n}");
    }
    Some(p)
}

#[test]
fn certified_periods_hold_for_subtraction_unequal_and_three_heap_codes() {
    let mut rng = seeded(0xce27);
    let mut certified = 0;
    for _ in 0..60 {
        let set: Vec<u64> =
            (0..1 + rng.random_range(..4usize)).map(|_| 1 + rng.random_range(..9u64)).collect();
        certified +=
            usize::from(check_certified_periods(&OctalGame::subtraction(&set).unwrap(), 2000).is_some());
    }
    for game in all_codes(2) {
        let game = with_unequal_splits(&game);
        certified += usize::from(check_certified_periods(&game, 400).is_some());
    }
    for _ in 0..40 {
        let after = 1 + rng.random_range(..2usize);
        let game = random_general_code(&mut rng, after, 16);
        let game = OctalGame::from_digits(game.digits()).unwrap();
        certified += usize::from(check_certified_periods(&game, 300).is_some());
    }
    assert!(certified > 100, "only {certified} games certified");
}

/// The zero rule of unequal splits is needed and enough: on every three-digit code with
/// `!` on its split digits, the game's rule never certifies a period that the first 1000
/// values break, while the plain Guy-Smith bound alone does for some (0.226! gets period
/// 5 from heap 2 out of 20 values).
#[test]
fn zero_rule_of_unequal_splits_is_needed_and_enough() {
    let mut refuted = Vec::new();
    for game in all_codes(3) {
        if !game.has_splits() {
            continue;
        }
        let game = with_unequal_splits(&game);
        let values: Vec<u16> = sparse_values(&game, 1000).iter().map(|&v| v as u16).collect();
        let breaks = |p: &Period| {
            let (e, q) = (p.preperiod as usize, p.period as usize);
            (e..values.len() - q).any(|n| values[n] != values[n + q])
        };
        let t = game.last_digit_position() as u64;
        let mut seen_refuted = false;
        for len in [20, 40, 80, 160, 320] {
            if let Some(p) = find_period(&values[..len], &game.period_rule()).filter(|p| p.certified) {
                assert!(!breaks(&p), "{game}: {p:?}");
            }
            let plain_bound = find_period(&values[..len], &PeriodRule::octal(t)).filter(|p| p.certified);
            if !seen_refuted && plain_bound.is_some_and(|p| breaks(&p)) {
                refuted.push(game.to_string());
                seen_refuted = true;
            }
        }
    }
    assert!(refuted.contains(&"0.226!".to_string()), "{refuted:?}");
}

#[test]
fn codes_without_a_theorem_are_never_certified() {
    for code in ["0.4=", "0.F!", "0.8?", "4=.0"] {
        let game: OctalGame = code.parse().unwrap();
        assert!(!game.period_rule().has_theorem(), "{code}");
        let sol = solve(&game, &SolveConfig::until_periodic(10, 500), &mut |_| {}, &AtomicBool::new(false))
            .unwrap();
        assert_eq!(sol.method, Method::Plain);
        assert!(sol.period.is_none_or(|p| !p.certified), "{code}: {:?}", sol.period);
        assert_eq!(sol.values.to_vec(), grundy_values_plain(&game, sol.values.len()));
    }
}

/// The plain method refuses a `max` beyond its bound (before computing anything), and a
/// code without a periodicity theorem computes `max` values only, even `until_periodic`.
#[test]
fn plain_method_bounds() {
    let no = AtomicBool::new(false);
    let game: OctalGame = "0.G".parse().unwrap();
    let err = solve(&game, &SolveConfig::new(PLAIN_MAX_HEAPS[4] + 1), &mut |_| {}, &no).unwrap_err();
    assert_eq!(err.to_string(), "number of heap sizes by the plain method of 1001 exceeds the limit of 1000");
    let game: OctalGame = "0.4=".parse().unwrap();
    let sol = solve(&game, &SolveConfig::until_periodic(50, u64::MAX), &mut |_| {}, &no).unwrap();
    assert_eq!(sol.values.len(), 50);
}

/// The histograms at powers of two count heaps 1..=n exactly, zero counts included up to
/// the largest value among them, on both storage widths.
#[test]
fn histograms_at_powers_of_two_count_heaps_from_one() {
    let mut rng = seeded(0x4157);
    for len in [0usize, 1, 2, 3, 5, 64, 65, 300] {
        let raw: Vec<u16> = (0..len).map(|_| rng.random_range(..300u64) as u16).collect();
        let wide = Values::U16(raw.clone());
        let narrow = Values::U8(raw.iter().map(|&v| (v % 7) as u8).collect());
        for (values, data) in [(&wide, raw.clone()), (&narrow, raw.iter().map(|&v| v % 7).collect())] {
            let powers = values.histograms_at_powers_of_two();
            let expected: Vec<u64> = (1..64).map(|b| 1u64 << b).filter(|&n| (n as usize) < len).collect();
            assert_eq!(powers.iter().map(|(n, _)| *n).collect::<Vec<_>>(), expected);
            for (n, counts) in powers {
                let heaps = &data[1..=n as usize];
                let max = *heaps.iter().max().unwrap() as usize;
                let naive: Vec<u64> =
                    (0..=max).map(|v| heaps.iter().filter(|&&x| x as usize == v).count() as u64).collect();
                assert_eq!(counts, naive, "n = {n}");
            }
            let from_one = values.histogram_from(1);
            assert_eq!(from_one.iter().sum::<u64>(), len.saturating_sub(1) as u64);
        }
    }
}
