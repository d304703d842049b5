//! Tests of octal heap positions: every small position against a game search of the literal
//! rules (values, legal moves, winning moves), the values against the plain mex method,
//! engine-against-engine games keeping the certificate (a winning move leaves nim-sum 0),
//! and the limits and errors.

use super::*;
use crate::game::grundy::GrundyMemo;
use crate::game::octal::plain::grundy_values_plain;
use crate::tests::support::{seeded, RngExt};

const CODES: [&str; 10] = ["0.77", "0.07", "0.137", "4.7", "0.6", "0.51", "0.14", "0.4", "0.123", "4.07"];

/// Every move of `heaps` by the literal rules: remove `take` tokens in a row starting at
/// token `left`, as the code's digit allows; the heaps after it, in place.
fn moves_naive(game: &OctalGame, heaps: &[u64]) -> Vec<(HeapMove, Vec<u64>)> {
    let mut res = Vec::new();
    for (heap, &size) in heaps.iter().enumerate() {
        for take in 0..=size {
            let digit = game.digit(take as usize);
            for left in 0..=size - take {
                let right = size - take - left;
                let parts = usize::from(left > 0) + usize::from(right > 0);
                if digit & [1, 2, 4][parts] == 0 {
                    continue;
                }
                let mut next = heaps.to_vec();
                let kept: Vec<u64> = [left, right].into_iter().filter(|&h| h > 0).collect();
                next.splice(heap..=heap, kept);
                res.push((HeapMove { heap, take, left, right }, next));
            }
        }
    }
    res
}

fn sorted(heaps: &[u64]) -> Vec<u64> {
    let mut res = heaps.to_vec();
    res.sort_unstable();
    res
}

/// The value of a position by a game search over sorted multisets of heaps.
fn value_naive(memo: &mut GrundyMemo<Vec<u64>>, game: &OctalGame, heaps: &[u64]) -> Nimber {
    memo.value(sorted(heaps), |p| {
        moves_naive(game, p).into_iter().map(|(_, next)| sorted(&next)).collect::<Vec<_>>()
    })
    .unwrap()
}

#[test]
fn positions_match_game_search_on_all_small_positions() {
    for code in CODES {
        let game = OctalGame::parse(code).unwrap();
        let table = HeapGame::try_new(&game, &[6]).unwrap();
        let mut memo = GrundyMemo::new();
        let mut positions: Vec<Vec<u64>> = (0..=6).map(|a| vec![a]).collect();
        for a in 1..=6 {
            for b in 1..=5 {
                positions.push(vec![a, b]);
                for c in 1..=3 {
                    positions.push(vec![a, b, c]);
                }
            }
        }
        for heaps in positions {
            let outcome = table.outcome(&heaps);
            let legal = moves_naive(&game, &heaps);
            assert_eq!(outcome.value, value_naive(&mut memo, &game, &heaps), "{code} {heaps:?}");
            assert_eq!(outcome.game_over, legal.is_empty(), "{code} {heaps:?}");
            // Every candidate move, legal or not, against the rules.
            for heap in 0..=heaps.len() {
                for take in 0..=7 {
                    for left in 0..=7 {
                        for right in 0..=7 {
                            let m = HeapMove { heap, take, left, right };
                            let expected = legal.iter().find(|(l, _)| *l == m);
                            match (table.apply(&heaps, m), expected) {
                                (Ok((next, step)), Some((_, want))) => {
                                    assert_eq!(&next, want);
                                    assert_eq!(step.component, heap);
                                    let after = value_naive(&mut memo, &game, &next);
                                    assert_eq!(
                                        after,
                                        outcome.value ^ step.from ^ step.to,
                                        "{code} {heaps:?} {m:?}"
                                    );
                                }
                                (Err(err), None) => assert!(!err.to_string().is_empty()),
                                (res, want) => panic!("{code} {heaps:?} {m:?}: {res:?}, expected {want:?}"),
                            }
                        }
                    }
                }
            }
            // The winning move and the engine's move: legal, and winning when possible.
            let wins = legal.iter().any(|(_, next)| value_naive(&mut memo, &game, next) == 0);
            assert_eq!(outcome.winning_move.is_some(), wins, "{code} {heaps:?}");
            let engine = table.engine_move(&heaps);
            assert_eq!(engine.is_some(), !legal.is_empty());
            for m in [outcome.winning_move, engine].into_iter().flatten() {
                let (_, next) = legal.iter().find(|(l, _)| *l == m).unwrap();
                if wins {
                    assert_eq!(value_naive(&mut memo, &game, next), 0, "{code} {heaps:?} {m:?}");
                }
            }
        }
    }
}

#[test]
fn values_match_the_plain_method_and_engine_games_keep_the_certificate() {
    let mut rng = seeded(77);
    for code in CODES {
        let game = OctalGame::parse(code).unwrap();
        let table = HeapGame::try_new(&game, &[300]).unwrap();
        let plain = grundy_values_plain(&game, 301);
        assert_eq!((0..=300).map(|h| table.value(h)).collect::<Vec<_>>(), plain, "{code}");
        for _ in 0..10 {
            let mut heaps: Vec<u64> =
                (0..1 + rng.random_range(..5usize)).map(|_| rng.random_range(..300u64)).collect();
            for _ in 0..400 {
                let before = table.outcome(&heaps);
                let Ok((next, played)) = table.play(&heaps, Turn::Engine) else {
                    assert!(before.game_over);
                    break;
                };
                let step = played.unwrap().step.unwrap();
                let after = table.outcome(&next).value;
                assert_eq!(after, before.value ^ step.from ^ step.to);
                if before.value != 0 {
                    assert_eq!(after, 0, "{code} {heaps:?}");
                }
                heaps = next;
            }
        }
    }
}

#[test]
fn limits_and_errors() {
    let kayles = OctalGame::parse("0.77").unwrap();
    let err = HeapGame::try_new(&kayles, &[HEAPS_MAX_TOKENS, 1]).unwrap_err();
    assert_eq!(err.to_string(), "number of tokens of 100001 exceeds the limit of 100000");
    assert!(HeapGame::try_new(&kayles, &[u64::MAX, u64::MAX]).is_err());
    let table = HeapGame::try_new(&kayles, &[5]).unwrap();
    let err = |m| table.apply(&[5], m).unwrap_err().to_string();
    assert_eq!(
        err(HeapMove { heap: 0, take: 3, left: 1, right: 1 }),
        "the game's code does not allow taking 3 tokens and leaving 2 heaps"
    );
    assert_eq!(
        err(HeapMove { heap: 0, take: 1, left: 1, right: 1 }),
        "heap 1 has 5 tokens: taking 1 leaves 4, not 1 + 1"
    );
    assert_eq!(
        err(HeapMove { heap: 1, take: 1, left: 1, right: 1 }),
        "there is no heap 2: the heaps are numbered 1 to 1"
    );
    assert_eq!(
        err(HeapMove { heap: 0, take: u64::MAX, left: 1, right: 1 }),
        "heap 1 has 5 tokens: taking 18446744073709551615 leaves 0, not 1 + 1"
    );
    assert_eq!(table.play(&[0, 0], Turn::Engine), Err(HeapMoveError::GameOver));
}

/// Grundy's game: a split into equal heaps is refused, every engine move leaves unequal
/// heaps, and codes whose moves leave three heaps are no row game.
#[test]
fn grundys_game_splits_into_unequal_heaps() {
    let game = OctalGame::parse("4!.0").unwrap();
    let table = HeapGame::try_new(&game, &[10]).unwrap();
    let err = table.apply(&[8], HeapMove { heap: 0, take: 0, left: 4, right: 4 }).unwrap_err();
    assert_eq!(
        err.to_string(),
        "taking 0 and leaving heaps of 4 and 4 is not allowed: the game's code demands unequal heaps"
    );
    assert!(table.apply(&[8], HeapMove { heap: 0, take: 0, left: 3, right: 5 }).is_ok());
    let mut heaps = vec![10];
    while let Some(m) = table.engine_move(&heaps) {
        assert_ne!(m.left, m.right, "{heaps:?}: {m:?}");
        heaps = table.apply(&heaps, m).unwrap().0;
    }
    assert!(heaps.iter().all(|&h| h <= 2), "{heaps:?}");
    let err = HeapGame::try_new(&OctalGame::parse("0.F").unwrap(), &[3]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "number of heaps a move leaves in a row of tokens of 3 exceeds the limit of 2"
    );
}
