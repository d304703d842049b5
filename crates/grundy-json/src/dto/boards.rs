//! The boards' documents: `board` (the token board), `replay` and `stones` (the stone game).

use std::collections::BTreeMap;

use serde::Serialize;

use super::Position;

/// `board`: who wins from a token placed on each cell, the opponent of the placer moving
/// first. With `--token` (and `--move`), the board is the position of a game in
/// progress: the cells the token visited are blocked, except the one it stands on.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Board<Map, Cells, Mates> {
    /// Number of rows.
    pub rows: usize,
    /// Number of columns.
    pub columns: usize,
    /// Number of cells where the player to move wins (`W`).
    pub wins: usize,
    /// Number of cells where the player to move loses (`L`: the placer wins).
    pub losses: usize,
    /// Number of blocked cells (`#`; with `--token`, the visited cells but the token's
    /// are counted here).
    pub blocked: usize,
    /// The verdict map, one string per row: `W` the player to move wins, `L` the player
    /// to move loses (the placer wins), `#` blocked. Absent with `--cell`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub map: Option<Map>,
    /// Every free cell row-major, or with `--cell` the cells asked for, in that order.
    /// Absent with `--map-only`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cells: Option<Cells>,
    /// With `--matching`: the size of the maximum matching the verdicts come from (its
    /// number of pairs).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matching_size: Option<usize>,
    /// With `--matching`: that maximum matching cell by cell, one string per row, each
    /// cell an arrow to its mate (`>` right, `<` left, `^` up, `v` down), `o` a free cell
    /// the matching leaves unmatched, `#` blocked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mates: Option<Mates>,
    /// With `--token`: the game in progress, from the token's cell.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<TokenGame>,
}

/// One free cell of `board`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct CellVerdict {
    /// Row, from 1.
    pub row: usize,
    /// Column, from 1.
    pub column: usize,
    /// Whether the player to move from a token here wins (else the placer wins).
    pub mover_wins: bool,
    /// When `mover_wins`: the neighbouring cell to move the token to; otherwise `null`.
    pub winning_move: Option<Position>,
    /// With `--explain`: why, from the maximum matching.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanation: Option<CellExplanation>,
}

/// Why the player to move from a cell wins or loses (`board --explain`). The mover wins
/// exactly when every maximum matching of the free cells covers the cell, and then wins
/// by moving to the cell's mate (the winning move).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct CellExplanation {
    /// The cell's mate in the maximum matching (`mates`); `null` when the matching
    /// leaves the cell unmatched (then the mover loses).
    pub mate: Option<Position>,
    /// When the mover loses: an even alternating path from a cell the matching leaves
    /// unmatched to this cell, the cells in order. Its edges are alternately outside and
    /// inside the matching (the last one is this cell's matching edge); swapping them
    /// gives another maximum matching, which misses this cell, so the mover loses. One
    /// cell when the cell itself is unmatched. `null` when the mover wins.
    pub alternating_path: Option<Vec<Position>>,
}

/// `board --token R,C [--move R,C]...`: the game in progress. The token was placed on
/// `--token`, then moved to each `--move` cell in turn by alternate players.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct TokenGame {
    /// The cell the token stands on.
    pub token: Position,
    /// Number of moves made since the placement.
    pub moves: usize,
    /// The cells the player to move may move the token to (free neighbours never
    /// visited), row-major; empty when the game is over.
    pub legal_moves: Vec<Position>,
    /// Whether the player to move has no legal move (and has lost).
    pub game_over: bool,
    /// Whether the player to move wins with correct play.
    pub mover_wins: bool,
    /// When `mover_wins`: the winning move, along the token's matching edge; otherwise
    /// `null`.
    pub winning_move: Option<Position>,
    /// The move the engine plays: the winning move, or when the player to move loses
    /// the first legal move; `null` when the game is over.
    pub engine_move: Option<Position>,
    /// With `--explain`: why the player to move wins or loses.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanation: Option<CellExplanation>,
}

/// `replay`: every half-move of a NOI 2011 record.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Replay {
    /// Number of rows of the board.
    pub rows: usize,
    /// Number of columns of the board.
    pub columns: usize,
    /// The start board, one string per row: `O` a white stone (Tutu's), `X` a black stone
    /// (Dandan's), `.` the empty cell.
    pub board: Vec<String>,
    /// The half-moves, in order.
    pub half_moves: Vec<HalfMove>,
    /// Whether the player to move after the record (Tutu) wins; `false` for every valid
    /// record, since the format guarantees that Dandan wins.
    pub mover_wins_at_end: bool,
    /// Move numbers of each player's mistakes, increasing: `tutu` and `dandan`.
    pub mistakes: BTreeMap<String, Vec<usize>>,
}

/// One half-move of `replay`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct HalfMove {
    /// Index among all half-moves, from 1.
    pub index: usize,
    /// `tutu` (moves white stones `O`, first) or `dandan` (black stones `X`).
    pub player: String,
    /// The move's number among its player's moves, from 1 (as in the judge output).
    pub number: usize,
    /// The empty cell before the move.
    pub from: Position,
    /// The cell whose stone moved into the empty cell.
    pub to: Position,
    /// Whether the player making this move (the player to move) was winning before it.
    pub mover_wins: bool,
    /// Whether the opponent, to move after it, is winning.
    pub opponent_wins: bool,
    /// `mover_wins && opponent_wins`: the move threw a win away.
    pub mistake: bool,
    /// When `mover_wins`: a winning move (the stone to move); otherwise `null`.
    pub winning_move: Option<Position>,
}

/// `stones`: the stone game (NOI 2011 rules) after the moves so far: the board now, the
/// analysis of every move made, and the position to play from.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Stones {
    /// Number of rows of the board.
    pub rows: usize,
    /// Number of columns of the board.
    pub columns: usize,
    /// The board after the moves, one string per row: `O` a white stone (Tutu's), `X` a
    /// black stone (Dandan's), `.` the empty cell.
    pub board: Vec<String>,
    /// The moves made, in order, as `replay` analyses them.
    pub half_moves: Vec<HalfMove>,
    /// Move numbers of each player's mistakes so far, increasing: `tutu` and `dandan`.
    pub mistakes: BTreeMap<String, Vec<usize>>,
    /// The position after the moves: who is to move, how, and who wins.
    pub position: StonePosition,
}

/// The position of the stone game after some moves (`stones`).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct StonePosition {
    /// The player to move: `tutu` (white stones `O`) or `dandan` (black stones `X`).
    pub player: String,
    /// The empty cell.
    pub empty: Position,
    /// The stones the player to move may move into the empty cell, row-major; empty when
    /// the game is over.
    pub legal_moves: Vec<Position>,
    /// Whether the game is over: the player to move has no legal move and loses.
    pub game_over: bool,
    /// Whether the player to move wins with correct play (`false` when the game is over).
    pub mover_wins: bool,
    /// When `mover_wins`: a winning move (the stone to move); otherwise `null`.
    pub winning_move: Option<Position>,
    /// The move the engine plays here: the winning move when the player to move wins,
    /// otherwise the first legal move (every move loses against correct play); `null`
    /// when the game is over.
    pub engine_move: Option<Position>,
}
