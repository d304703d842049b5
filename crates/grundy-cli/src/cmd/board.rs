//! `grundy board [FILE] [--cell R,C]... [--svg OUT [--moves]]`: the verdict map of a token
//! board (LOJ 6033 rules: a token is placed on a free cell, then the players alternately
//! move it to an adjacent free cell never visited; who cannot move loses).
//!
//! The input is a board of `.` (free) and `#` (blocked), with or without the LOJ 6033
//! `n m` header line. The output redraws the board with `W` where the player to move wins,
//! `L` where the player to move loses (the placer wins) and `#` for blocked cells, then a
//! legend line and the counts. `--cell R,C` (repeatable) answers for those cells only,
//! with their winning moves, and prints no map. `--json` adds every free cell's winning
//! move; it is written cell by cell, so a board of 10^8 cells needs no more memory for its
//! JSON than for its solution.
//!
//! `--svg OUT` also draws the map as an SVG picture (see [`crate::svg`]) into the file
//! `OUT`; with `--svg -` the picture goes to standard output instead of the text map (so
//! it cannot be combined with `--json`). `--moves` adds an arrow from every winning cell
//! to its winning move. Boards of more than 250 000 cells are refused with `--svg`, before
//! anything is written; on boards of more than 80 rows or columns `--moves` draws no
//! arrows (they would not be legible) and says so on standard error.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{bail, Context};

use grundy::game::geography::{solve_token_board, CellVerdict, TokenBoardSolution};
use grundy::{BoardShape, CellId, Position};

use crate::cmd::{write_json, Lazy};
use crate::{input, json, svg, Outcome};

/// Arguments of `grundy board`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Board file (`.` free, `#` blocked; an `n m` header line is optional); standard
    /// input when omitted or `-`.
    pub(crate) file: Option<PathBuf>,
    /// Answer for this cell only, `row,col` from 1 (repeat for several): who wins from a
    /// token there and the winning move; no map is printed.
    #[arg(long, value_name = "R,C")]
    pub(crate) cell: Vec<String>,
    /// Also draw the map as an SVG picture into this file (`-`: standard output, instead
    /// of the text map).
    #[arg(long, value_name = "OUT", conflicts_with = "cell")]
    pub(crate) svg: Option<PathBuf>,
    /// With `--svg`: draw an arrow from every winning cell to its winning move (boards of
    /// at most 80 rows and columns; larger ones are drawn without arrows).
    #[arg(long, requires = "svg")]
    pub(crate) moves: bool,
}

/// The map letter of a verdict.
fn symbol(verdict: CellVerdict) -> u8 {
    match verdict {
        CellVerdict::Blocked => b'#',
        CellVerdict::Lose => b'L',
        CellVerdict::Win { .. } => b'W',
    }
}

/// The cells `--cell` names, checked against the board.
fn asked_cells(args: &Args, shape: BoardShape, solution: &TokenBoardSolution) -> anyhow::Result<Vec<CellId>> {
    let (n_rows, n_cols) = (shape.n_rows(), shape.n_cols());
    let mut cells = Vec::new();
    for text in &args.cell {
        let Some(position) = Position::parse_one_based(text) else {
            bail!("--cell {text}: expected a cell as `row,col`, both from 1");
        };
        let Some(cell) = shape.cell(position) else {
            bail!("--cell {text}: the board has {n_rows} rows and {n_cols} columns");
        };
        if solution.verdict(cell) == CellVerdict::Blocked {
            bail!("--cell {text}: the cell {position} is blocked, no token stands there");
        }
        cells.push(cell);
    }
    Ok(cells)
}

/// The JSON entry of a free cell.
fn cell_dto(shape: BoardShape, cell: CellId, verdict: CellVerdict) -> json::CellVerdict {
    let here = json::Position::from(shape.position(cell));
    let winning_move = match verdict {
        CellVerdict::Win { to } => Some(shape.position(to).into()),
        _ => None,
    };
    json::CellVerdict { row: here.row, column: here.column, mover_wins: winning_move.is_some(), winning_move }
}

/// The document of `board --json`: the counts (rows, columns, wins, losses, blocked), the
/// map and the cells.
fn board_doc<M, C>(
    counts: (usize, usize, usize, usize, usize),
    map: Option<M>,
    cells: C,
) -> json::Board<M, C> {
    let (rows, columns, wins, losses, blocked) = counts;
    json::Board { rows, columns, wins, losses, blocked, map, cells }
}

/// Runs `board`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let board = input::parse_file(args.file.as_deref(), grundy::format::parse_token_board)?;
    let (n_rows, n_cols) = (board.n_rows(), board.n_cols());
    let shape = board.shape();
    let svg_to_stdout = args.svg.as_deref().is_some_and(|p| p.as_os_str() == "-");
    if svg_to_stdout && json {
        bail!("--json and --svg - both write to standard output");
    }
    if args.svg.is_some() {
        svg::check_size(n_rows, n_cols)?;
    }
    let solution = solve_token_board(&board);
    let asked = asked_cells(args, shape, &solution)?;
    if let Some(path) = &args.svg {
        let arrows = args.moves && svg::arrows_fit(n_rows, n_cols);
        if args.moves && !arrows {
            eprintln!(
                "note: --moves draws no arrows on a board of more than {} rows or columns; this one is {n_rows} x {n_cols}",
                svg::MAX_SIDE_FOR_MOVES
            );
        }
        let verdicts: Vec<CellVerdict> = solution.verdicts().collect();
        let picture = svg::board_svg(n_rows, n_cols, &verdicts, arrows);
        if svg_to_stdout {
            out.write_all(picture.as_bytes())?;
            return Ok(Outcome::Done);
        }
        let problem = || input::FileProblem { action: "write", file: path.display().to_string() };
        std::fs::write(path, picture).with_context(problem)?;
    }
    let (mut wins, mut losses, mut blocked) = (0, 0, 0);
    for verdict in solution.verdicts() {
        match verdict {
            CellVerdict::Win { .. } => wins += 1,
            CellVerdict::Lose => losses += 1,
            CellVerdict::Blocked => blocked += 1,
        }
    }
    if json {
        let rows = || {
            let mut verdicts = solution.verdicts();
            (0..n_rows).map(move |_| {
                let row: Vec<u8> = verdicts.by_ref().take(n_cols).map(symbol).collect();
                String::from_utf8(row).expect("map letters are ASCII")
            })
        };
        let map = asked.is_empty().then_some(Lazy(rows));
        let counts = (n_rows, n_cols, wins, losses, blocked);
        if asked.is_empty() {
            let every_free = || {
                let free = shape.cells().zip(solution.verdicts()).filter(|&(_, v)| v != CellVerdict::Blocked);
                free.map(|(c, v)| cell_dto(shape, c, v))
            };
            write_json(out, "board", board_doc(counts, map, Lazy(every_free)))?;
        } else {
            let cells: Vec<json::CellVerdict> =
                asked.iter().map(|&c| cell_dto(shape, c, solution.verdict(c))).collect();
            write_json(out, "board", board_doc(counts, map, cells))?;
        }
        return Ok(Outcome::Done);
    }
    if !asked.is_empty() {
        for &cell in &asked {
            let here = shape.position(cell);
            match solution.verdict(cell) {
                CellVerdict::Win { to } => {
                    writeln!(out, "{here}: the player to move wins, winning move to {}", shape.position(to))?
                }
                _ => writeln!(out, "{here}: the player to move loses (the placer wins)")?,
            }
        }
        return Ok(Outcome::Done);
    }
    let mut line = Vec::with_capacity(n_cols + 1);
    let mut verdicts = solution.verdicts();
    for _ in 0..n_rows {
        line.clear();
        line.extend(verdicts.by_ref().take(n_cols).map(symbol));
        line.push(b'\n');
        out.write_all(&line)?;
    }
    writeln!(
        out,
        "legend: W = the player to move wins, L = the player to move loses (the placer wins), # = blocked"
    )?;
    writeln!(out, "W: {wins}, L: {losses}, #: {blocked}")?;
    Ok(Outcome::Done)
}
