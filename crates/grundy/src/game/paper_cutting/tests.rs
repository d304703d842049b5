use std::collections::HashMap;

use super::*;
use crate::game::grundy::{grundy_value, mex};
use crate::tests::support::{seeded, RngExt};

type Pieces = Vec<(u8, u8)>;

/// A cut with the two pieces it leaves.
type CutResult = (Cut, (u8, u8), (u8, u8));

fn normalize(w: u8, h: u8) -> (u8, u8) {
    (w.min(h), w.max(h))
}

/// The cuts of one piece as (cut, part, part).
fn cuts_of(w: u8, h: u8) -> Vec<CutResult> {
    let mut res = Vec::new();
    for a in 1..w {
        res.push((Cut { direction: CutDirection::Vertical, at: u32::from(a) }, (a, h), (w - a, h)));
    }
    for b in 1..h {
        res.push((Cut { direction: CutDirection::Horizontal, at: u32::from(b) }, (w, b), (w, h - b)));
    }
    res
}

/// The literal rules on a multiset of pieces: a cut that makes a 1 x 1 wins at once;
/// otherwise the player who cannot move loses. 1 x 1 pieces can never be cut, so they are
/// left out of the state.
fn wins_naive(memo: &mut HashMap<Pieces, bool>, pieces: &Pieces) -> bool {
    if let Some(&w) = memo.get(pieces) {
        return w;
    }
    let mut win = false;
    'search: for (idx, &(w, h)) in pieces.iter().enumerate() {
        for (_, p, q) in cuts_of(w, h) {
            if p == (1, 1) || q == (1, 1) {
                win = true;
                break 'search;
            }
            let mut next = pieces.clone();
            next.remove(idx);
            next.push(normalize(p.0, p.1));
            next.push(normalize(q.0, q.1));
            next.sort_unstable();
            if !wins_naive(memo, &next) {
                win = true;
                break 'search;
            }
        }
    }
    memo.insert(pieces.clone(), win);
    win
}

#[test]
fn single_sheets_match_literal_search() {
    let table = CuttingTable::try_new(7).unwrap();
    let mut memo = HashMap::new();
    for w in 1u8..=7 {
        for h in 1u8..=7 {
            if u32::from(w) * u32::from(h) > 36 {
                continue;
            }
            let sheet = if (w, h) == (1, 1) { vec![] } else { vec![normalize(w, h)] };
            let win = wins_naive(&mut memo, &sheet);
            assert_eq!(table.mover_wins(u32::from(w), u32::from(h)), win, "{w} x {h}");
            // The winning cuts are exactly those after which the opponent loses.
            let expected: Vec<Cut> = cuts_of(w, h)
                .into_iter()
                .filter(|&(_, p, q)| {
                    if p == (1, 1) || q == (1, 1) {
                        return true;
                    }
                    let mut next = vec![normalize(p.0, p.1), normalize(q.0, q.1)];
                    next.sort_unstable();
                    !wins_naive(&mut memo, &next)
                })
                .map(|(cut, _, _)| cut)
                .collect();
            assert_eq!(table.winning_moves(u32::from(w), u32::from(h)), expected, "{w} x {h}");
        }
    }
}

#[test]
fn sums_of_rectangles_match_literal_search() {
    let table = CuttingTable::try_new(5).unwrap();
    let mut memo = HashMap::new();
    let sides: Vec<(u8, u8)> = (2u8..=5).flat_map(|w| (w..=5).map(move |h| (w, h))).collect();
    for (i, &p) in sides.iter().enumerate() {
        for &q in &sides[i..] {
            let pieces = vec![p, q];
            let xor = table.value(p.0.into(), p.1.into()) ^ table.value(q.0.into(), q.1.into());
            assert_eq!(wins_naive(&mut memo, &pieces), xor != 0, "{pieces:?}");
        }
    }
    let small: Vec<(u8, u8)> = sides.iter().copied().filter(|&(w, h)| w * h <= 9).collect();
    for (i, &p) in small.iter().enumerate() {
        for (j, &q) in small.iter().enumerate().skip(i) {
            for &r in &small[j..] {
                let pieces = vec![p, q, r];
                let xor = [p, q, r].iter().fold(0, |acc, &(w, h)| acc ^ table.value(w.into(), h.into()));
                assert_eq!(wins_naive(&mut memo, &pieces), xor != 0, "{pieces:?}");
            }
        }
    }
    // Any piece of width 1 and length >= 2 makes the position a win.
    assert!(wins_naive(&mut memo, &vec![(1, 2), (2, 2)]));
}

#[test]
fn poj2311_cutting_sample1() {
    let table = CuttingTable::try_new(4).unwrap();
    assert!(!table.mover_wins(2, 2));
    assert!(!table.mover_wins(3, 2));
    assert!(table.mover_wins(4, 2));
}

#[test]
fn values_are_mex_of_all_options_and_symmetric() {
    let table = CuttingTable::try_new(40).unwrap();
    for w in 2..=40 {
        for h in 2..=40 {
            assert_eq!(table.value(w, h), table.value(h, w));
            let mut options = Vec::new();
            for a in 2..=w.saturating_sub(2) {
                options.push(table.value(a, h) ^ table.value(w - a, h));
            }
            for b in 2..=h.saturating_sub(2) {
                options.push(table.value(w, b) ^ table.value(w, h - b));
            }
            assert_eq!(table.value(w, h), mex(&options), "{w} x {h}");
        }
    }
}

#[test]
fn random_sums_match_the_engine_on_the_reduced_game() {
    let table = CuttingTable::try_new(12).unwrap();
    let mut rng = seeded(2311);
    for _ in 0..30 {
        let mut pieces: Vec<(u32, u32)> = (0..1 + rng.random_range(..2u64))
            .map(|_| (2 + rng.random_range(..7u32), 2 + rng.random_range(..7u32)))
            .collect();
        pieces.sort_unstable();
        let value = grundy_value(pieces.clone(), |ps: &Vec<(u32, u32)>| {
            let mut next_all = Vec::new();
            for (idx, &(w, h)) in ps.iter().enumerate() {
                let splits = (2..=w.saturating_sub(2))
                    .map(|a| ((a, h), (w - a, h)))
                    .chain((2..=h.saturating_sub(2)).map(|b| ((w, b), (w, h - b))));
                for (p, q) in splits {
                    let mut next = ps.clone();
                    next.remove(idx);
                    next.push(p);
                    next.push(q);
                    next.sort_unstable();
                    next_all.push(next);
                }
            }
            next_all
        })
        .unwrap();
        let xor = pieces.iter().fold(0, |acc, &(w, h)| acc ^ table.value(w, h));
        assert_eq!(value, xor, "{pieces:?}");
    }
}

#[test]
fn limits() {
    let err = CuttingTable::try_new(CUTTING_MAX_SIDE + 1).unwrap_err();
    assert_eq!(err.to_string(), "side of the paper of 1001 exceeds the limit of 1000");
    let table = CuttingTable::try_new(1).unwrap();
    assert!(!table.mover_wins(1, 1));
    assert_eq!(table.winning_move(1, 1), None);
}

#[test]
fn slow_larger_sheets_and_sums_match_literal_search() {
    if !crate::game::grundy::tests::slow_tests() {
        return;
    }
    let table = CuttingTable::try_new(8).unwrap();
    let mut memo = HashMap::new();
    for w in 1u8..=8 {
        for h in w..=8 {
            if u32::from(w) * u32::from(h) > 48 {
                continue;
            }
            let sheet = if (w, h) == (1, 1) { vec![] } else { vec![normalize(w, h)] };
            let win = wins_naive(&mut memo, &sheet);
            assert_eq!(table.mover_wins(u32::from(w), u32::from(h)), win, "{w} x {h}");
        }
    }
    let sides: Vec<(u8, u8)> = (2u8..=6).flat_map(|w| (w..=6).map(move |h| (w, h))).collect();
    for (i, &p) in sides.iter().enumerate() {
        for &q in &sides[i..] {
            if u32::from(p.0 * p.1) + u32::from(q.0 * q.1) > 40 {
                continue;
            }
            let xor = table.value(p.0.into(), p.1.into()) ^ table.value(q.0.into(), q.1.into());
            assert_eq!(wins_naive(&mut memo, &vec![p, q]), xor != 0, "{p:?} {q:?}");
        }
    }
}

/// The literal game on a list of sheets in order (not normalised): win/lose, ignoring
/// 1 x 1 pieces.
fn sum_wins_naive(memo: &mut HashMap<Pieces, bool>, sheets: &[[u32; 2]]) -> bool {
    let mut pieces: Pieces =
        sheets.iter().filter(|&&s| s != [1, 1]).map(|&[w, h]| normalize(w as u8, h as u8)).collect();
    pieces.sort_unstable();
    wins_naive(memo, &pieces)
}

/// Every cut of a list of sheets with the position it leaves, in the order the engine
/// lists them (sheet, then vertical cuts by position, then horizontal ones).
fn sum_cuts(sheets: &[[u32; 2]]) -> Vec<(SheetCut, Vec<[u32; 2]>)> {
    let mut res = Vec::new();
    for (sheet, &[w, h]) in sheets.iter().enumerate() {
        for (cut, p, q) in cuts_of(w as u8, h as u8) {
            let mut next = sheets.to_vec();
            next.splice(sheet..=sheet, [[u32::from(p.0), u32::from(p.1)], [u32::from(q.0), u32::from(q.1)]]);
            res.push((SheetCut { sheet, cut }, next));
        }
    }
    res
}

/// Whether the player who just made `cut` leaving `next` has won: it cut out a 1 x 1, or
/// the opponent loses the rest.
fn cut_wins(
    memo: &mut HashMap<Pieces, bool>,
    cut: &SheetCut,
    sheets: &[[u32; 2]],
    next: &[[u32; 2]],
) -> bool {
    let [a, b] = cut.cut.pieces(sheets[cut.sheet][0], sheets[cut.sheet][1]);
    a == [1, 1] || b == [1, 1] || !sum_wins_naive(memo, next)
}

#[test]
fn sums_of_sheets_match_literal_search_on_all_small_sums() {
    let table = CuttingTable::try_new(5).unwrap();
    let mut memo = HashMap::new();
    let sides: Vec<[u32; 2]> =
        (1..=5).flat_map(|w| (1..=5).map(move |h| [w, h])).filter(|&[w, h]| w * h <= 8).collect();
    let mut sums: Vec<Vec<[u32; 2]>> = sides.iter().map(|&s| vec![s]).collect();
    for &p in &sides {
        for &q in &sides {
            sums.push(vec![p, q]);
        }
    }
    let small: Vec<[u32; 2]> = sides.iter().copied().filter(|&[w, h]| w * h <= 4).collect();
    for &p in &small {
        for &q in &small {
            for &r in &small {
                sums.push(vec![p, q, r]);
            }
        }
    }
    for sheets in sums {
        let position = CuttingPosition::new(sheets.clone());
        let outcome = table.sum_outcome(&position);
        let cuts = sum_cuts(&sheets);
        assert_eq!(outcome.mover_wins, sum_wins_naive(&mut memo, &sheets), "{sheets:?}");
        assert_eq!(outcome.game_over, cuts.is_empty(), "{sheets:?}");
        let first_winning =
            cuts.iter().find(|(cut, next)| cut_wins(&mut memo, cut, &sheets, next)).map(|(c, _)| *c);
        assert_eq!(outcome.winning_move, first_winning, "{sheets:?}");
        // The value is the XOR of the sheets' values, and decides when there is no strip.
        if let Some(value) = outcome.value {
            assert_eq!(value, outcome.values.iter().fold(0, |acc, v| acc ^ v.unwrap()));
            assert_eq!(value != 0, outcome.mover_wins);
        } else {
            assert!(sheets.iter().any(|s| s.contains(&1)));
        }
        // Without a strip, the reduced values decide (a 1 x 1 counting 0).
        if !position.has_strip() {
            let xor = outcome.values.iter().fold(0, |acc, v| acc ^ v.unwrap_or(0));
            assert_eq!(xor != 0, outcome.mover_wins, "{sheets:?}");
        }
        // Every cut, legal or not, against the rules.
        for sheet in 0..=sheets.len() {
            for direction in [CutDirection::Vertical, CutDirection::Horizontal] {
                for at in 0..=6 {
                    let m = SheetCut { sheet, cut: Cut { direction, at } };
                    let expected = cuts.iter().find(|(c, _)| *c == m);
                    match (table.apply(&position, m), expected) {
                        (Ok((next, step)), Some((_, want))) => {
                            assert_eq!(&next.sheets, want);
                            let [a, b] = m.cut.pieces(sheets[sheet][0], sheets[sheet][1]);
                            assert_eq!(next.unit_cut, a == [1, 1] || b == [1, 1]);
                            if let Some(step) = step {
                                // The step moves the XOR of the values (1 x 1 counting 0).
                                let xor = |o: &CuttingSumOutcome| {
                                    o.values.iter().fold(0, |acc, v| acc ^ v.unwrap_or(0))
                                };
                                let after = table.sum_outcome(&next);
                                assert_eq!(xor(&after), xor(&outcome) ^ step.from ^ step.to);
                            }
                            if next.unit_cut {
                                let after = table.sum_outcome(&next);
                                assert!(after.game_over && !after.mover_wins && after.winning_move.is_none());
                            }
                        }
                        (Err(err), None) => assert!(!err.to_string().is_empty()),
                        (res, want) => panic!("{sheets:?} {m:?}: {res:?}, expected {want:?}"),
                    }
                }
            }
        }
        // The engine's cut is legal, wins when it can, and exists unless the game is over.
        let engine = table.engine_move(&position);
        assert_eq!(engine.is_some(), !cuts.is_empty(), "{sheets:?}");
        if let Some(m) = engine {
            let (_, next) = cuts.iter().find(|(c, _)| *c == m).unwrap();
            if outcome.mover_wins {
                assert!(cut_wins(&mut memo, &m, &sheets, next), "{sheets:?}: {m:?}");
            }
        }
    }
}

#[test]
fn engine_games_on_random_sums_keep_the_certificate() {
    let table = CuttingTable::try_new(30).unwrap();
    let mut rng = seeded(3710);
    for _ in 0..40 {
        let sheets: Vec<[u32; 2]> = (0..1 + rng.random_range(..4usize))
            .map(|_| [1 + rng.random_range(..30u32), 1 + rng.random_range(..30u32)])
            .collect();
        let mut position = CuttingPosition::new(sheets);
        for _ in 0..2000 {
            let before = table.sum_outcome(&position);
            let Ok((next, played)) = table.play(&position, Turn::Engine) else {
                assert!(before.game_over);
                break;
            };
            let after = table.sum_outcome(&next);
            if before.mover_wins {
                // Certificate: the opponent is left without a win.
                assert!(!after.mover_wins, "{position:?}");
                if let Some(value) = before.value {
                    let step = played.unwrap().step.unwrap();
                    assert_eq!(after.value, Some(value ^ step.from ^ step.to));
                    assert_eq!(after.value, Some(0));
                }
            }
            position = next;
        }
        assert!(table.sum_outcome(&position).game_over);
    }
    let err = table.apply(
        &CuttingPosition::new(vec![[3, 1]]),
        SheetCut { sheet: 0, cut: Cut { direction: CutDirection::Horizontal, at: 1 } },
    );
    assert_eq!(err.unwrap_err().to_string(), "sheet 1 (3 x 1) has no horizontal cut");
    let err = table.apply(
        &CuttingPosition::new(vec![[3, 4]]),
        SheetCut { sheet: 0, cut: Cut { direction: CutDirection::Vertical, at: 3 } },
    );
    assert_eq!(err.unwrap_err().to_string(), "a vertical cut of sheet 1 (3 x 4) is at 1 to 2, not 3");
}
