//! `grundy board [FILE]`: the verdict map of a token board (LOJ 6033 rules: a token is
//! placed on a free cell, then the players alternately move it to an adjacent free cell
//! never visited; who cannot move loses).
//!
//! The input is a board of `.` (free) and `#` (blocked), with or without the LOJ 6033
//! `n m` header line. The output redraws the board with `W` where the player to move wins,
//! `L` where the player to move loses (the placer wins) and `#` for blocked cells, then a
//! legend line and the counts. `--json` adds every cell's winning move.
//!
//! `--svg OUT` also draws the map as an SVG picture (see [`crate::svg`]) into the file
//! `OUT`; with `--svg -` the picture goes to standard output instead of the text map (so
//! it cannot be combined with `--json`). `--moves` adds an arrow from every winning cell
//! to its winning move. Boards of more than 250 000 cells are refused with `--svg`, and
//! boards of more than 80 rows or columns with `--moves`, before anything is written.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{bail, Context};

use grundy::game::geography::{solve_token_board, CellVerdict};
use grundy::CellId;

use crate::cmd::write_json;
use crate::{input, json, svg, Outcome};

/// Arguments of `grundy board`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Board file (`.` free, `#` blocked; an `n m` header line is optional); standard
    /// input when omitted or `-`.
    pub(crate) file: Option<PathBuf>,
    /// Also draw the map as an SVG picture into this file (`-`: standard output, instead
    /// of the text map).
    #[arg(long, value_name = "OUT")]
    pub(crate) svg: Option<PathBuf>,
    /// With `--svg`: draw an arrow from every winning cell to its winning move.
    #[arg(long, requires = "svg")]
    pub(crate) moves: bool,
}

/// Runs `board`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let board = input::parse_file(args.file.as_deref(), grundy::format::parse_token_board)?;
    let (n_rows, n_cols) = (board.n_rows(), board.n_cols());
    let svg_to_stdout = args.svg.as_deref().is_some_and(|p| p.as_os_str() == "-");
    if svg_to_stdout && json {
        bail!("--json and --svg - both write to standard output");
    }
    if args.svg.is_some() {
        svg::check_size(n_rows, n_cols, args.moves)?;
    }
    let solution = solve_token_board(&board);
    if let Some(path) = &args.svg {
        let picture = svg::board_svg(n_rows, n_cols, solution.verdicts(), args.moves);
        if svg_to_stdout {
            out.write_all(picture.as_bytes())?;
            return Ok(Outcome::Done);
        }
        std::fs::write(path, picture).with_context(|| format!("cannot write {}", path.display()))?;
    }
    let symbol = |verdict: CellVerdict| match verdict {
        CellVerdict::Blocked => '#',
        CellVerdict::Lose => 'L',
        CellVerdict::Win { .. } => 'W',
    };
    let map: Vec<String> = (0..n_rows)
        .map(|row| solution.verdicts()[row * n_cols..(row + 1) * n_cols].iter().map(|&v| symbol(v)).collect())
        .collect();
    let count = |wanted: char| solution.verdicts().iter().filter(|&&v| symbol(v) == wanted).count();
    let (wins, losses, blocked) = (count('W'), count('L'), count('#'));
    if json {
        let shape = board.shape();
        let position = |cell: CellId| json::Position::from(shape.position(cell));
        let cells = solution
            .verdicts()
            .iter()
            .enumerate()
            .map(|(cell, &verdict)| {
                let (name, winning_move) = match verdict {
                    CellVerdict::Blocked => ("blocked", None),
                    CellVerdict::Lose => ("lose", None),
                    CellVerdict::Win { to } => ("win", Some(position(to))),
                };
                let here = position(CellId::new(cell));
                json::CellVerdict { row: here.row, col: here.col, verdict: name.to_string(), winning_move }
            })
            .collect();
        let dto = json::BoardVerdicts { rows: n_rows, cols: n_cols, map, wins, losses, blocked, cells };
        write_json(out, &dto)?;
    } else {
        for line in &map {
            writeln!(out, "{line}")?;
        }
        writeln!(out, "legend: W = the player to move wins, L = the player to move loses (the placer wins), # = blocked")?;
        writeln!(out, "W: {wins}, L: {losses}, #: {blocked}")?;
    }
    Ok(Outcome::Done)
}
