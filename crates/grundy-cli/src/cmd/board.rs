//! `grundy board [FILE]`: the verdict map of a token board (LOJ 6033 rules: a token is
//! placed on a free cell, then the players alternately move it to an adjacent free cell
//! never visited; who cannot move loses).
//!
//! The input is a board of `.` (free) and `#` (blocked), with or without the LOJ 6033
//! `n m` header line. The output redraws the board with `W` where the player to move wins,
//! `L` where the player to move loses (the placer wins) and `#` for blocked cells, then a
//! legend line and the counts. `--json` adds every cell's winning move.

use std::io::Write;
use std::path::PathBuf;

use grundy::game::geography::{solve_token_board, CellVerdict};
use grundy::CellId;

use crate::cmd::write_json;
use crate::{input, json, Outcome};

/// Arguments of `grundy board`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Board file (`.` free, `#` blocked; an `n m` header line is optional); standard
    /// input when omitted or `-`.
    pub(crate) file: Option<PathBuf>,
}

/// Runs `board`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let board =
        input::parse_file(args.file.as_deref(), grundy::format::classic::loj6033_board::parse_token_board)?;
    let solution = solve_token_board(&board);
    let (n_rows, n_cols) = (board.n_rows(), board.n_cols());
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
        let position =
            |cell: CellId| json::Position { row: cell.index() / n_cols + 1, col: cell.index() % n_cols + 1 };
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
