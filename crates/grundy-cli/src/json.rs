//! The JSON wire format of `--json`: one serde DTO per command's output.
//!
//! This module is the specification of the JSON output: every field is documented here.
//! Library types are converted to these DTOs by hand in the command modules, so the
//! library never depends on serde. The DTOs also derive `Deserialize` with
//! `deny_unknown_fields`: the integration tests parse every JSON output back into them.
#![allow(dead_code)] // Some DTO fields are only read by the integration tests.

use serde::{Deserialize, Serialize};

/// A board cell, 1-based row and column (row 1 is the top line, column 1 the left end).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Position {
    /// Row, from 1 at the top.
    pub(crate) row: usize,
    /// Column, from 1 at the left.
    pub(crate) col: usize,
}

/// `grundy classic loj6033-board --json`: the cells where the placer wins.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Loj6033Board {
    /// The number of cells where the player who places the token (and moves second) wins.
    pub(crate) count: usize,
    /// Those cells, row-major.
    pub(crate) cells: Vec<Position>,
}

/// `grundy classic noi2011-bunny --json`: Tutu's mistakes.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Noi2011Bunny {
    /// The number of Tutu's mistakes.
    pub(crate) count: usize,
    /// Their move numbers (1-based among Tutu's own moves), increasing.
    pub(crate) mistakes: Vec<usize>,
}

/// `grundy board --json`: who wins from a token placed on each cell, the opponent of the
/// placer moving first.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct BoardVerdicts {
    /// Number of rows.
    pub(crate) rows: usize,
    /// Number of columns.
    pub(crate) cols: usize,
    /// The verdict map, one string per row: `W` the player to move wins, `L` the player
    /// to move loses (the placer wins), `#` blocked.
    pub(crate) map: Vec<String>,
    /// Number of `W` cells.
    pub(crate) wins: usize,
    /// Number of `L` cells.
    pub(crate) losses: usize,
    /// Number of `#` cells.
    pub(crate) blocked: usize,
    /// Every cell, row-major.
    pub(crate) cells: Vec<CellVerdict>,
}

/// The verdict of one cell of `grundy board --json`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CellVerdict {
    /// Row, from 1.
    pub(crate) row: usize,
    /// Column, from 1.
    pub(crate) col: usize,
    /// `"win"` (the player to move wins), `"lose"` (the placer wins) or `"blocked"`.
    pub(crate) verdict: String,
    /// For `"win"`: the neighbouring cell to move the token to; otherwise `null`.
    pub(crate) winning_move: Option<Position>,
}

/// `grundy replay --json`: the analysis of every half-move of a NOI 2011 record.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Replay {
    /// The half-moves, in order.
    pub(crate) half_moves: Vec<HalfMove>,
    /// Whether the player to move after the record (Tutu) has a winning strategy; `false`
    /// for every valid record, since the format guarantees that Dandan wins.
    pub(crate) final_mover_wins: bool,
    /// Move numbers of Tutu's mistakes, increasing.
    pub(crate) tutu_mistakes: Vec<usize>,
    /// Move numbers of Dandan's mistakes, increasing.
    pub(crate) dandan_mistakes: Vec<usize>,
}

/// One half-move of `grundy replay --json`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct HalfMove {
    /// Index among all half-moves, from 1.
    pub(crate) index: usize,
    /// `"tutu"` (moves white stones `O`, first) or `"dandan"` (black stones `X`).
    pub(crate) player: String,
    /// The move's number among its player's moves, from 1 (as in the judge output).
    pub(crate) number: usize,
    /// The empty cell before the move.
    pub(crate) from: Position,
    /// The cell whose stone moved into the empty cell.
    pub(crate) to: Position,
    /// Whether the mover had a winning strategy before the move.
    pub(crate) won_before: bool,
    /// Whether the opponent has a winning strategy after the move.
    pub(crate) won_after: bool,
    /// `won_before && won_after`: the move threw a win away.
    pub(crate) mistake: bool,
    /// When `won_before`: a winning move (the stone to move); otherwise `null`.
    pub(crate) winning_move: Option<Position>,
}

/// Parses `text`, the JSON output of a run with arguments `args`, into the DTO of its
/// command; used by the integration tests to hold the wire format to this module.
pub(crate) fn check(args: &[String], text: &str) -> Result<(), String> {
    fn parse<T: serde::de::DeserializeOwned>(text: &str) -> Result<(), String> {
        serde_json::from_str::<T>(text).map(|_| ()).map_err(|e| e.to_string())
    }
    let mut positional = args.iter().filter(|a| !a.starts_with('-')).map(String::as_str);
    let command = positional.next().unwrap_or("");
    match command {
        "classic" => match positional.next().unwrap_or("") {
            "loj6033-board" => parse::<Loj6033Board>(text),
            "noi2011-bunny" => parse::<Noi2011Bunny>(text),
            problem => Err(format!("no JSON DTO is registered for `classic {problem}`")),
        },
        "board" => parse::<BoardVerdicts>(text),
        "replay" => parse::<Replay>(text),
        _ => Err(format!("no JSON DTO is registered for `{command}`")),
    }
}
