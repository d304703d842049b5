//! SVG pictures of token-board verdict maps (`grundy board --svg`): one square per cell,
//! coloured by who wins from a token there, a legend with the counts, row and column
//! numbers (every one on boards of at most 40 rows and columns, else 1 and every 5th,
//! 10th, ... so that labels stay 30 pixels apart), and optionally an arrow from every
//! winning cell to its winning move, with a legend note on why an arrow may end on a `W`
//! cell. O(cells) time and output.
//!
//! The output is deterministic and small: integer coordinates, one CSS class and one
//! `<path>` per colour with a subpath per run of equal cells in a row (the grid lines
//! still separate its squares), the arrowhead defined once as a `<marker>`. The scale is chosen so the
//! board is about 640 pixels across. Boards of more than [`MAX_CELLS`] cells are refused,
//! and arrows need squares of at least 8 pixels (boards of at most [`MAX_SIDE_FOR_MOVES`]
//! rows and columns). No interactivity, no embedded fonts.

use std::fmt::Write;

use anyhow::bail;
use grundy::game::geography::CellVerdict;
use grundy::{BoardShape, CellId};

/// The largest board drawn: a larger picture would be megabytes of rectangles.
pub(crate) const MAX_CELLS: usize = 250_000;
/// The largest number of rows or columns for which arrows are drawn.
pub(crate) const MAX_SIDE_FOR_MOVES: usize = 80;

const MARGIN: usize = 8;
const LEGEND_LINE: usize = 18;
const MIN_WIDTH: usize = 420;
/// The legend's note on arrows that end on a `W` cell.
const MOVES_NOTE: &str = "(it may end on a W cell: W is for a fresh token, and the cell left behind is gone)";

/// Checks that a board of `n_rows × n_cols` can be drawn.
///
/// # Errors
/// A message naming the limit when the board is too large.
pub(crate) fn check_size(n_rows: usize, n_cols: usize) -> anyhow::Result<()> {
    let n_cells = n_rows.saturating_mul(n_cols);
    if n_cells > MAX_CELLS {
        bail!(
            "--svg draws boards of at most {MAX_CELLS} cells, this one has {n_cells} ({n_rows} x {n_cols})"
        );
    }
    Ok(())
}

/// Whether arrows are legible on a board of `n_rows × n_cols`: at most
/// [`MAX_SIDE_FOR_MOVES`] rows and columns.
pub(crate) fn arrows_fit(n_rows: usize, n_cols: usize) -> bool {
    n_rows.max(n_cols) <= MAX_SIDE_FOR_MOVES
}

/// The class (and legend key) of a verdict.
fn class(verdict: CellVerdict) -> &'static str {
    match verdict {
        CellVerdict::Win { .. } => "w",
        CellVerdict::Lose => "l",
        CellVerdict::Blocked => "b",
    }
}

/// The SVG picture of the verdicts of an `n_rows × n_cols` board (row-major), with an
/// arrow per winning cell if `moves`.
///
/// # Panics
/// If `verdicts` does not have `n_rows · n_cols` entries, or the board fails
/// [`check_size`].
pub(crate) fn board_svg(n_rows: usize, n_cols: usize, verdicts: &[CellVerdict], moves: bool) -> String {
    assert_eq!(verdicts.len(), n_rows * n_cols, "one verdict per cell");
    assert!(
        check_size(n_rows, n_cols).is_ok() && (!moves || arrows_fit(n_rows, n_cols)),
        "board too large to draw"
    );
    let max_side = n_rows.max(n_cols).max(1);
    // An even size, so cell centres have integer coordinates.
    let cell = (640 / max_side).clamp(2, 32) / 2 * 2;
    // Coordinates on every row and column of small boards; on larger ones at 1 and every
    // `step`-th, so that labels stay at least 30 pixels apart.
    let step = if cell >= 16 {
        1
    } else {
        [5, 10, 20, 25, 50, 100, 200].into_iter().find(|s| s * cell >= 30).unwrap_or(250)
    };
    let labelled = |i: usize| step == 1 || i == 0 || (i + 1).is_multiple_of(step);
    let digits = n_rows.max(n_cols).to_string().len();
    let (label_left, label_top) = (digits * 8 + 6, 16);
    let (x0, y0) = (MARGIN + label_left, MARGIN + label_top);
    let (board_width, board_height) = (n_cols * cell, n_rows * cell);
    let legend_top = y0 + board_height + 12;
    let legend_lines = if moves { 5 } else { 3 };
    // Wide enough for the longest legend line (monospace, about 7.2 pixels a character).
    let width =
        (x0 + board_width + MARGIN).max(MIN_WIDTH).max(MARGIN + 18 + MOVES_NOTE.len() * 15 / 2 + MARGIN);
    let height = legend_top + legend_lines * LEGEND_LINE + MARGIN;

    // Writing to a `String` cannot fail.
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="monospace" font-size="12">"#
    );
    let _ = writeln!(svg, "<title>grundy board: {n_rows} x {n_cols} token board</title>");
    svg.push_str("<style>.w{fill:#5b9bd5}.l{fill:#f4a261}.b{fill:#404040}</style>\n");
    let stroke = (cell / 12).max(1);
    if moves {
        svg.push_str(concat!(
            r#"<defs><marker id="a" viewBox="0 0 6 6" refX="5" refY="3" markerWidth="4" markerHeight="4" orient="auto">"#,
            r#"<path d="M0,0L6,3L0,6z"/></marker></defs>"#,
            "\n"
        ));
    }
    let _ = writeln!(svg, r##"<rect width="{width}" height="{height}" fill="#fff"/>"##);

    // The squares: one path per colour, a run of equal cells in a row per subpath.
    for key in ["w", "l", "b"] {
        let mut d = String::new();
        for row in 0..n_rows {
            let line = &verdicts[row * n_cols..(row + 1) * n_cols];
            let mut col = 0;
            while col < n_cols {
                let run = line[col..].iter().take_while(|&&v| class(v) == class(line[col])).count();
                if class(line[col]) == key {
                    let run_width = run * cell;
                    let _ = write!(
                        d,
                        "M{} {}h{run_width}v{cell}h-{run_width}z",
                        x0 + col * cell,
                        y0 + row * cell
                    );
                }
                col += run;
            }
        }
        if !d.is_empty() {
            let _ = writeln!(svg, r#"<path class="{key}" d="{d}" shape-rendering="crispEdges"/>"#);
        }
    }

    // Grid lines between the squares, as one path.
    if cell >= 6 && n_rows > 0 && n_cols > 0 {
        let mut d = String::new();
        for row in 1..n_rows {
            let _ = write!(d, "M{x0} {}h{board_width}", y0 + row * cell);
        }
        for col in 1..n_cols {
            let _ = write!(d, "M{} {y0}v{board_height}", x0 + col * cell);
        }
        if !d.is_empty() {
            let _ = writeln!(
                svg,
                r##"<path d="{d}" stroke="#fff" stroke-width="1" shape-rendering="crispEdges"/>"##
            );
        }
    }

    // Row and column numbers (1-based, as in the board formats).
    {
        svg.push_str("<g text-anchor=\"middle\" fill=\"#333\">\n");
        for col in (0..n_cols).filter(|&c| labelled(c)) {
            let _ = writeln!(
                svg,
                r#"<text x="{}" y="{}">{}</text>"#,
                x0 + col * cell + cell / 2,
                y0 - 4,
                col + 1
            );
        }
        svg.push_str("</g>\n<g text-anchor=\"end\" fill=\"#333\">\n");
        for row in (0..n_rows).filter(|&r| labelled(r)) {
            let _ = writeln!(
                svg,
                r#"<text x="{}" y="{}">{}</text>"#,
                x0 - 4,
                y0 + row * cell + cell / 2 + 4,
                row + 1
            );
        }
        svg.push_str("</g>\n");
    }

    // Arrows from each winning cell's centre across the border into its target.
    let arrow_group = format!(r##"<g stroke="#000" stroke-width="{stroke}" marker-end="url(#a)">"##);
    if moves {
        let _ = writeln!(svg, "{arrow_group}");
        let shape = BoardShape::new(n_rows, n_cols);
        let centre = |c: CellId| {
            let p = shape.position(c);
            (x0 + p.col * cell + cell / 2, y0 + p.row * cell + cell / 2)
        };
        for (from, &verdict) in shape.cells().zip(verdicts) {
            let CellVerdict::Win { to } = verdict else { continue };
            let ((x1, y1), (x2, y2)) = (centre(from), centre(to));
            // Start a quarter cell behind the centre, end three quarters ahead of it.
            let along = |a: usize, b: usize, num: usize| -> usize {
                if b >= a {
                    a + (b - a) * num / 4
                } else {
                    a - (a - b) * num / 4
                }
            };
            let back = |a: usize, b: usize| -> usize {
                if b >= a {
                    a - (b - a) / 4
                } else {
                    a + (a - b) / 4
                }
            };
            let _ = writeln!(
                svg,
                r#"<line x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
                back(x1, x2),
                back(y1, y2),
                along(x1, x2, 3),
                along(y1, y2, 3)
            );
        }
        svg.push_str("</g>\n");
    }

    // The legend, with the counts.
    let count = |key: &str| verdicts.iter().filter(|&&v| class(v) == key).count();
    let entries = [
        ("w", format!("W: the player to move wins ({})", count("w"))),
        ("l", format!("L: the player to move loses, the placer wins ({})", count("l"))),
        ("b", format!("#: blocked ({})", count("b"))),
    ];
    for (line, (key, text)) in entries.iter().enumerate() {
        let top = legend_top + line * LEGEND_LINE;
        let _ = writeln!(svg, r#"<rect class="{key}" x="{MARGIN}" y="{top}" width="12" height="12"/>"#);
        let _ = writeln!(svg, r#"<text x="{}" y="{}">{text}</text>"#, MARGIN + 18, top + 10);
    }
    if moves {
        let top = legend_top + 3 * LEGEND_LINE;
        let _ = writeln!(svg, "{arrow_group}");
        let _ =
            writeln!(svg, r#"<line x1="{MARGIN}" y1="{}" x2="{}" y2="{}"/>"#, top + 6, MARGIN + 10, top + 6);
        svg.push_str("</g>\n");
        let _ = writeln!(
            svg,
            r#"<text x="{}" y="{}">a winning move: the token goes there</text>"#,
            MARGIN + 18,
            top + 10
        );
        let _ =
            writeln!(svg, r#"<text x="{}" y="{}">{MOVES_NOTE}</text>"#, MARGIN + 18, top + 10 + LEGEND_LINE);
    }
    svg.push_str("</svg>\n");
    svg
}

#[cfg(test)]
mod tests;
