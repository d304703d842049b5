use std::collections::HashMap;

use super::*;
use crate::game::misere::naive::misere_wins_naive;
use crate::tests::support::{seeded, RngExt};

/// Every cut from the literal rules and the position after it (sheets sorted for the
/// oracle's memo, each as [short, long]); a cut that cuts out a 1 x 1 ends the game.
fn moves(position: &CuttingPosition) -> Vec<(SheetCut, CuttingPosition)> {
    if position.unit_cut {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (sheet, &[w, h]) in position.sheets.iter().enumerate() {
        for cut in cuts(w, h) {
            let [a, b] = cut.pieces(w, h);
            let mut sheets = position.sheets.clone();
            sheets.remove(sheet);
            sheets.extend([a, b]);
            let mut sheets: Vec<[u32; 2]> = sheets.into_iter().map(|[x, y]| [x.min(y), x.max(y)]).collect();
            sheets.sort_unstable();
            out.push((
                SheetCut { sheet, cut },
                CuttingPosition { sheets, unit_cut: a == [1, 1] || b == [1, 1] },
            ));
        }
    }
    out
}

fn check(position: &CuttingPosition, memo: &mut HashMap<CuttingPosition, bool>) {
    let rules = |p: &CuttingPosition| moves(p).into_iter().map(|(_, n)| n).collect();
    let answer = misere_cutting_sum(position, &Limits::default()).unwrap();
    let mut sorted = position.clone();
    sorted.sheets = sorted.sheets.iter().map(|&[x, y]| [x.min(y), x.max(y)]).collect();
    sorted.sheets.sort_unstable();
    assert_eq!(answer.mover_wins, misere_wins_naive(&sorted, &rules, memo), "{position:?}");
    let expected: Vec<SheetCut> = moves(position)
        .into_iter()
        .filter(|(_, next)| !misere_wins_naive(next, &rules, memo))
        .map(|(m, _)| m)
        .collect();
    assert_eq!(answer.winning_moves, expected, "{position:?}");
    let engine = misere_cutting_engine_move(position, &Limits::default()).unwrap();
    assert_eq!(engine.is_some(), !moves(position).is_empty());
}

#[test]
fn misere_cutting_matches_the_literal_rules_on_small_sums() {
    let mut memo = HashMap::new();
    let sides: Vec<[u32; 2]> = (1..=5).flat_map(|w| (1..=5).map(move |h| [w, h])).collect();
    for &a in &sides {
        check(&CuttingPosition::new(vec![a]), &mut memo);
        for &b in &sides {
            if a[0] * a[1] + b[0] * b[1] <= 16 {
                check(&CuttingPosition::new(vec![a, b]), &mut memo);
            }
        }
    }
    let mut rng = seeded(61);
    for _ in 0..100 {
        let k = rng.random_range(1..=3);
        let sheets: Vec<[u32; 2]> =
            (0..k).map(|_| [rng.random_range(1..=3), rng.random_range(1..=4)]).collect();
        check(&CuttingPosition::new(sheets), &mut memo);
    }
    // After a 1 x 1 was cut out the game is over: the player to move wins.
    let over = CuttingPosition { sheets: vec![[1, 1], [3, 3]], unit_cut: true };
    assert_eq!(misere_cutting_sum(&over, &Limits::default()).unwrap().reason, MisereReason::NoMove);
    assert_eq!(misere_cutting_engine_move(&over, &Limits::default()).unwrap(), None);
}

#[test]
fn single_sheets_and_large_sheets() {
    let mut rng = seeded(62);
    for _ in 0..20 {
        let (w, h) = (rng.random_range(1..=60), rng.random_range(1..=60));
        let answer = misere_cutting(w, h, &Limits::default()).unwrap();
        for cut in &answer.winning_moves {
            let [a, b] = cut.pieces(w, h);
            assert_ne!(a, [1, 1]);
            assert_ne!(b, [1, 1]);
            let after = CuttingPosition::new(vec![a, b]);
            assert!(!misere_cutting_sum(&after, &Limits::default()).unwrap().mover_wins);
        }
    }
    assert!(misere_cutting(CUTTING_MAX_SIDE + 1, 2, &Limits::default()).is_err());
}
