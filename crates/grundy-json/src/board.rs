//! The token board's document (LOJ 6033): `grundy board --json` and the web server's
//! `POST /api/board` both run [`BoardRequest::run`] on the one request type and write
//! [`BoardAnswer::doc`], so the two answer alike, errors included.
//!
//! The request's cells are [`CellArg`]s (from 1). `run` checks the fields against each
//! other, has the library check the cells against the board ([`play_token_board`] for
//! the token's walk), solves, and reshapes the answer: the verdict map, the cells, the
//! matching as arrows, the game in progress, each cell's explanation. Every list is
//! written lazily, so a board of 10^8 cells costs no more for its JSON than for its
//! solution.

use serde::{Deserialize, Serialize};

use grundy::game::geography::{
    play_token_board, solve_token_board, CellVerdict, TokenBoardSolution, TokenGame,
};
use grundy::{Board, BoardShape, CellId, Position, TokenCell};

use crate::dto as json;
use crate::request::{CellArg, Field, RequestError};
use crate::Lazy;

/// The request of `grundy board` and `POST /api/board`: the flags of the command, the
/// fields of the API's body.
#[derive(Clone, Debug, Default, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct BoardRequest {
    /// The board: `.` free, `#` blocked, an optional `n m` header line (the API's; the
    /// command line reads it from a file).
    #[cfg_attr(feature = "clap", arg(skip))]
    pub input: String,
    /// Answer for this cell only (repeat for several): who wins from a token there and
    /// the winning move; no map is printed.
    #[cfg_attr(feature = "clap", arg(long = "cell", value_name = "R,C"))]
    #[serde(default)]
    pub cells: Vec<CellArg>,
    /// A game in progress: the token was placed on this cell. The answer is for the
    /// position after the moves: who is to move wins, the legal moves, the engine's move.
    #[cfg_attr(feature = "clap", arg(long, value_name = "R,C"))]
    #[serde(default)]
    pub token: Option<CellArg>,
    /// With a token: a move of the token to this cell; repeat for the moves so far, in
    /// order. Visited cells can never be entered again.
    #[cfg_attr(feature = "clap", arg(long = "move", value_name = "R,C"))]
    #[serde(default)]
    pub moves: Vec<CellArg>,
    /// With cells or a token: why the player to move wins or loses: the cell's mate in the
    /// maximum matching, and for a losing cell an alternating path from an unmatched cell.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub explain: bool,
    /// Also the maximum matching: each cell as an arrow to its mate (`<` `>` `^` `v`), `o`
    /// unmatched, `#` blocked.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub matching: bool,
    /// In a document: the counts and the map only, without the list of every free cell.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub map_only: bool,
}

/// A board solved for a [`BoardRequest`]: what the text output and the document are made of.
#[derive(Debug)]
pub struct BoardAnswer {
    query: BoardRequest,
    shape: BoardShape,
    /// The board solved: the input, or the position of the game in progress.
    solution: TokenBoardSolution,
    game: Option<TokenGame>,
    asked: Vec<CellId>,
}

impl BoardRequest {
    /// Checks the fields against each other: `moves` needs `token`, `explain` needs cells
    /// or a token, `map_only` excludes `cells`. A front end calls it before reading the
    /// board, so that a mistake in the flags is told at once.
    ///
    /// # Errors
    /// The first field that does not fit, named.
    pub fn check(&self) -> Result<(), RequestError> {
        if !self.moves.is_empty() && self.token.is_none() {
            return Err(RequestError::needs("moves", &["token"], "the cell the token was placed on first"));
        }
        if self.explain && self.cells.is_empty() && self.token.is_none() {
            return Err(RequestError::needs("explain", &["cells", "token"], "the cells to explain"));
        }
        if self.map_only && !self.cells.is_empty() {
            return Err(RequestError::excludes("map_only", "cells", "an answer for given cells has no map"));
        }
        Ok(())
    }

    /// Checks the fields ([`BoardRequest::check`]) and the cells against `board`, plays
    /// the token's walk if there is one, and solves.
    ///
    /// # Errors
    /// Fields that do not fit each other; a cell off the board or blocked; a walk that
    /// breaks the rules.
    pub fn run(&self, board: &Board<TokenCell>) -> Result<BoardAnswer, RequestError> {
        self.check()?;
        let shape = board.shape();
        let mut game = None;
        if let Some(token) = self.token {
            let moves: Vec<Position> = self.moves.iter().map(|m| m.position()).collect();
            let played = play_token_board(board, token.position(), &moves).map_err(|err| {
                let field = match err.step {
                    0 => Field::value("token", token),
                    step => Field::item("moves", step - 1, self.moves[step - 1]),
                };
                RequestError::invalid(field, err.to_string())
            })?;
            game = Some(played);
        }
        let solution = match &game {
            Some(game) => game.solution().clone(),
            None => solve_token_board(board),
        };
        let mut asked = Vec::with_capacity(self.cells.len());
        for (i, &arg) in self.cells.iter().enumerate() {
            let at = arg.position();
            let field = || Field::item("cells", i, arg);
            let Some(cell) = shape.cell(at) else {
                let (n_rows, n_cols) = (shape.n_rows(), shape.n_cols());
                return Err(RequestError::invalid(
                    field(),
                    format!("the board has {n_rows} rows and {n_cols} columns"),
                ));
            };
            if solution.verdict(cell) == CellVerdict::Blocked {
                let what = if board.cells()[cell.index()] == TokenCell::Blocked {
                    "is blocked, no token stands there"
                } else {
                    "was visited by the token and is out of the game"
                };
                return Err(RequestError::invalid(field(), format!("the cell {at} {what}")));
            }
            asked.push(cell);
        }
        Ok(BoardAnswer { query: self.clone(), shape, solution, game, asked })
    }
}

/// The map letter of a verdict: `W` the player to move wins, `L` loses, `#` blocked.
pub fn verdict_letter(verdict: CellVerdict) -> u8 {
    match verdict {
        CellVerdict::Blocked => b'#',
        CellVerdict::Lose => b'L',
        CellVerdict::Win { .. } => b'W',
    }
}

/// The matching map's character of `cell`: an arrow to its mate (`>`, `<`, `^`, `v`),
/// `o` for a free cell left unmatched, `#` for a blocked one.
pub fn mate_arrow(shape: BoardShape, cell: CellId, verdict: CellVerdict, mate: Option<CellId>) -> u8 {
    let Some(mate) = mate else {
        return if verdict == CellVerdict::Blocked { b'#' } else { b'o' };
    };
    let (here, there) = (shape.position(cell), shape.position(mate));
    match (there.row.cmp(&here.row), there.col.cmp(&here.col)) {
        (std::cmp::Ordering::Less, _) => b'^',
        (std::cmp::Ordering::Greater, _) => b'v',
        (_, std::cmp::Ordering::Less) => b'<',
        _ => b'>',
    }
}

impl BoardAnswer {
    /// The board's geometry.
    pub fn shape(&self) -> BoardShape {
        self.shape
    }

    /// The solution of the board answered for: the input, or with `--token` the game's
    /// position (visited cells blocked but the token's).
    pub fn solution(&self) -> &TokenBoardSolution {
        &self.solution
    }

    /// The game in progress, with `--token`.
    pub fn game(&self) -> Option<&TokenGame> {
        self.game.as_ref()
    }

    /// The cells `--cell` asked for, in order.
    pub fn asked(&self) -> &[CellId] {
        &self.asked
    }

    /// The counts of the map: wins, losses, blocked.
    pub fn counts(&self) -> (usize, usize, usize) {
        let (mut wins, mut losses, mut blocked) = (0, 0, 0);
        for verdict in self.solution.verdicts() {
            match verdict {
                CellVerdict::Win { .. } => wins += 1,
                CellVerdict::Lose => losses += 1,
                CellVerdict::Blocked => blocked += 1,
            }
        }
        (wins, losses, blocked)
    }

    /// The rows of the verdict map, as strings of [`verdict_letter`]s.
    pub fn map_rows(&self) -> impl Iterator<Item = String> + '_ {
        let n_cols = self.shape.n_cols();
        let mut verdicts = self.solution.verdicts();
        (0..self.shape.n_rows()).map(move |_| {
            let row: Vec<u8> = verdicts.by_ref().take(n_cols).map(verdict_letter).collect();
            String::from_utf8(row).expect("map letters are ASCII")
        })
    }

    /// The rows of the matching map, as strings of [`mate_arrow`]s.
    pub fn mate_rows(&self) -> impl Iterator<Item = String> + '_ {
        let shape = self.shape;
        let mut cells = shape.cells().zip(self.solution.verdicts().zip(self.solution.mates()));
        (0..shape.n_rows()).map(move |_| {
            let row: Vec<u8> =
                cells.by_ref().take(shape.n_cols()).map(|(c, (v, m))| mate_arrow(shape, c, v, m)).collect();
            String::from_utf8(row).expect("arrows are ASCII")
        })
    }

    /// Why the player to move from the free cell `cell` wins or loses.
    pub fn explanation(&self, cell: CellId) -> json::CellExplanation {
        let at = |c: CellId| json::Position::from(self.shape.position(c));
        json::CellExplanation {
            mate: self.solution.mate(cell).map(at),
            alternating_path: self
                .solution
                .alternating_path(cell)
                .map(|path| path.into_iter().map(at).collect()),
        }
    }

    /// The JSON entry of a free cell.
    fn cell_dto(&self, cell: CellId, verdict: CellVerdict, explain: bool) -> json::CellVerdict {
        let here = json::Position::from(self.shape.position(cell));
        let winning_move = match verdict {
            CellVerdict::Win { to } => Some(self.shape.position(to).into()),
            _ => None,
        };
        json::CellVerdict {
            row: here.row,
            column: here.column,
            mover_wins: winning_move.is_some(),
            winning_move,
            explanation: explain.then(|| self.explanation(cell)),
        }
    }

    /// The game's part of the document.
    fn game_dto(&self, game: &TokenGame) -> json::TokenGame {
        let at = |c: CellId| json::Position::from(self.shape.position(c));
        json::TokenGame {
            token: at(game.token()),
            moves: game.n_moves(),
            legal_moves: game.legal_moves().iter().map(|&c| at(c)).collect(),
            game_over: game.is_over(),
            mover_wins: game.mover_wins(),
            winning_move: game.winning_move().map(at),
            engine_move: game.engine_move().map(at),
            explanation: self.query.explain.then(|| self.explanation(game.token())),
        }
    }

    /// The document of `board --json`, written lazily.
    pub fn doc(&self) -> impl Serialize + '_ {
        let (wins, losses, blocked) = self.counts();
        let map = self.asked.is_empty().then_some(Lazy(|| self.map_rows()));
        let cells = if self.query.map_only {
            None
        } else if self.asked.is_empty() {
            Some(Either::All(Lazy(move || {
                let verdicts = self.shape.cells().zip(self.solution.verdicts());
                verdicts.filter(|&(_, v)| v != CellVerdict::Blocked).map(|(c, v)| self.cell_dto(c, v, false))
            })))
        } else {
            Some(Either::Asked(Lazy(|| {
                self.asked.iter().map(|&c| self.cell_dto(c, self.solution.verdict(c), self.query.explain))
            })))
        };
        json::Board {
            rows: self.shape.n_rows(),
            columns: self.shape.n_cols(),
            wins,
            losses,
            blocked,
            map,
            cells,
            matching_size: self.query.matching.then(|| self.solution.matching_size()),
            mates: self.query.matching.then_some(Lazy(|| self.mate_rows())),
            game: self.game.as_ref().map(|g| self.game_dto(g)),
        }
    }
}

/// One of two serializable types, serialized as itself.
enum Either<A, B> {
    All(A),
    Asked(B),
}

impl<A: Serialize, B: Serialize> Serialize for Either<A, B> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Either::All(a) => a.serialize(serializer),
            Either::Asked(b) => b.serialize(serializer),
        }
    }
}
