//! The stone game's documents (NOI 2011 "bunny and egg"): `replay` (every half-move of a
//! record) and `stones` (the game after the moves so far, to play on), written by the
//! CLI's `grundy replay --json` and `grundy stones --json` and by the web server's
//! `POST /api/replay` and `POST /api/stones` from these functions. They only reshape
//! [`grundy::game::replay::Replay`]: positions become 1-based, players their names.

use std::collections::BTreeMap;

use serde::Deserialize;

use grundy::game::replay::{FinalPosition, Player, RecordError, Replay, StoneRecord};
use grundy::{Board, Cell, CellId, Position, StoneCell};

use crate::dto as json;
use crate::request::{CellArg, Field, RequestError};

/// The request of `POST /api/replay` (`grundy replay` reads the record from a file).
#[derive(Clone, Debug, Default, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct ReplayRequest {
    /// The record, in the judge's input format (`n m`, the board, `k`, then `2k` moves).
    pub record: String,
}

/// The request of `grundy stones` and `POST /api/stones`: the moves so far (the API's
/// board comes as `board`, the command's from a file).
#[derive(Clone, Debug, Default, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct StonesRequest {
    /// The start board: `O` white, `X` black, one `.` empty, with or without the `n m`
    /// header line (the API's; the command line reads a file).
    #[cfg_attr(feature = "clap", arg(skip))]
    pub board: String,
    /// A move: the stone on this cell moves into the empty cell. Repeat for the moves so
    /// far, in order, Tutu (white stones) first.
    #[cfg_attr(feature = "clap", arg(long = "move", value_name = "R,C"))]
    #[serde(default)]
    pub moves: Vec<CellArg>,
}

impl StonesRequest {
    /// The game of the moves from `board`.
    ///
    /// # Errors
    /// A move against the rules, named by its place in `moves`.
    pub fn record(&self, board: Board<StoneCell>) -> Result<StoneRecord, RequestError> {
        let positions: Vec<Position> = self.moves.iter().map(|m| m.position()).collect();
        StoneRecord::from_positions(board, &positions).map_err(|err| match err {
            RecordError::IllegalMove { index, .. } => {
                RequestError::invalid(Field::item("moves", index, self.moves[index]), err.to_string())
            }
            _ => {
                RequestError::invalid(Field::named("moves"), format!("the moves are not a legal game: {err}"))
            }
        })
    }
}

/// A board's rows as strings of its cell characters (`O`, `X`, `.`).
fn board_rows(board: &Board<StoneCell>) -> Vec<String> {
    (0..board.n_rows()).map(|row| board.row(row).iter().map(|c| char::from(c.to_byte())).collect()).collect()
}

/// Every half-move's analysis, positions 1-based.
fn half_moves(record: &StoneRecord, analysis: &Replay) -> Vec<json::HalfMove> {
    let shape = record.board().shape();
    let position = |cell: CellId| json::Position::from(shape.position(cell));
    analysis
        .half_moves()
        .iter()
        .enumerate()
        .map(|(index, h)| json::HalfMove {
            index: index + 1,
            player: h.player.name().to_string(),
            number: h.number,
            from: position(h.from),
            to: position(h.to),
            mover_wins: h.won_before,
            opponent_wins: h.won_after,
            mistake: h.mistake,
            winning_move: h.winning_move.map(position),
        })
        .collect()
}

/// Each player's mistakes, keyed by the player's name.
fn mistakes(analysis: &Replay) -> BTreeMap<String, Vec<usize>> {
    [Player::Tutu, Player::Dandan].map(|p| (p.name().to_string(), analysis.mistakes(p).collect())).into()
}

/// The document of `replay`: the start board and every half-move of `record`, as
/// `analysis` (its [`grundy::game::replay::replay`]) found them.
pub fn replay(record: &StoneRecord, analysis: &Replay) -> json::Replay {
    let board = record.board();
    json::Replay {
        rows: board.n_rows(),
        columns: board.n_cols(),
        board: board_rows(board),
        half_moves: half_moves(record, analysis),
        mover_wins_at_end: analysis.final_mover_wins(),
        mistakes: mistakes(analysis),
    }
}

/// The position after a record, positions 1-based.
pub fn stone_position(record: &StoneRecord, position: &FinalPosition) -> json::StonePosition {
    let shape = record.board().shape();
    let at = |cell: CellId| json::Position::from(shape.position(cell));
    json::StonePosition {
        player: position.player.name().to_string(),
        empty: at(position.empty),
        legal_moves: position.legal_moves.iter().map(|&c| at(c)).collect(),
        game_over: position.is_over(),
        mover_wins: position.mover_wins,
        winning_move: position.winning_move.map(at),
        engine_move: position.engine_move().map(at),
    }
}

/// The document of `stones`: the board after the moves of `record`, their analysis, and
/// the position to play from, as `analysis` (its [`grundy::game::replay::replay`]) found
/// them.
pub fn stones(record: &StoneRecord, analysis: &Replay) -> json::Stones {
    let board = record.final_board();
    json::Stones {
        rows: board.n_rows(),
        columns: board.n_cols(),
        board: board_rows(&board),
        half_moves: half_moves(record, analysis),
        mistakes: mistakes(analysis),
        position: stone_position(record, analysis.final_position()),
    }
}
