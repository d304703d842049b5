//! Tests of the SVG writer: size limits, structure and determinism.

use grundy::CellId;

use super::*;

fn verdicts(cells: &str) -> Vec<CellVerdict> {
    cells
        .bytes()
        .enumerate()
        .map(|(i, b)| match b {
            b'#' => CellVerdict::Blocked,
            b'L' => CellVerdict::Lose,
            b'>' => CellVerdict::Win { to: CellId::new(i + 1) },
            _ => CellVerdict::Win { to: CellId::new(i - 1) },
        })
        .collect()
}

#[test]
fn size_limits_are_named() {
    assert!(check_size(500, 500).is_ok());
    assert_eq!(
        check_size(500, 501).unwrap_err().to_string(),
        "--svg draws boards of at most 250000 cells, this one has 250500 (500 x 501)"
    );
    // Arrows fit up to 80 rows and columns; beyond, the picture is drawn without them.
    assert!(arrows_fit(80, 80));
    assert!(!arrows_fit(2, 81));
}

#[test]
fn runs_share_a_rectangle_and_every_win_gets_an_arrow() {
    // One row: W W L # L W, the first win moving right, the last moving left.
    let v = verdicts(">>L#L<");
    let svg = board_svg(1, 6, &v, true);
    assert_eq!(svg, board_svg(1, 6, &v, true), "deterministic");
    let runs: usize =
        svg.lines().filter(|l| l.starts_with("<path class=")).map(|l| l.matches('M').count()).sum();
    assert_eq!(runs, 5);
    assert_eq!(svg.matches("<line ").count(), 3 + 1, "three winning cells and the legend's arrow");
    assert!(svg.contains("W: the player to move wins (3)"));
    assert!(svg.contains("L: the player to move loses, the placer wins (2)"));
    assert!(svg.contains("#: blocked (1)"));
    assert!(!board_svg(1, 6, &v, false).contains("<line "));
}

#[test]
fn coordinates_are_integers_and_large_boards_number_every_few_rows() {
    let small = board_svg(3, 3, &verdicts("LLLLLLLLL"), false);
    assert!(small.contains(">2</text>") && small.contains(">3</text>"));
    // 200 x 200 cells of 2 pixels: 1 and every 20th row and column are numbered.
    let large = board_svg(200, 200, &vec![CellVerdict::Lose; 40_000], false);
    assert!(large.contains(">1</text>") && large.contains(">20</text>") && large.contains(">200</text>"));
    assert!(!large.contains(">2</text>") && !large.contains(">30</text>"));
    // The only dots are the two of the namespace's host name and the three CSS class
    // selectors: no fractional coordinates.
    for svg in [small, large, board_svg(2, 3, &verdicts(">L<>L<"), true)] {
        assert_eq!(svg.matches('.').count(), 5, "{svg}");
    }
}
