//! Judge mode's document: `classic PROBLEM`, one entry per test case.

use serde::Serialize;

use super::{Position, TakeMove};

/// `classic PROBLEM` for the Sprague-Grundy problems and misère Nim: one entry per test
/// case, in input order, each the body of the matching friendly command (`staircase`,
/// `bean-split`, `equal-split`, `paper-cutting`), a value (`poj3710-christmas`) or a misère Nim position
/// (`shoi2008-john`).
#[derive(Debug, Serialize)]
// Judge mode's bodies are alternatives of one schema (`anyOf`): the document as a whole
// forbids unknown fields, not each alternative.
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Classic<T> {
    /// The problem name, as on the command line (e.g. `poi2009-kam`).
    pub problem: String,
    /// The answer of each test case.
    pub cases: Vec<T>,
}

/// A case of `classic poj3710-christmas`: a sum of Green Hackenbush trees.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct ValueCase {
    /// The Grundy value of the case (the XOR of its trees' values).
    pub value: u64,
    /// Whether the player to move (Sally) wins: `value` is non-zero.
    pub mover_wins: bool,
}

/// A case of `classic shoi2008-john`: misère Nim (a move takes stones from one pile, and
/// the player who takes the last stone loses), John to move. Misère play has no Grundy
/// value that decides a sum, so there is no `value`: Bouton's rule reads `nim_sum` while
/// some pile has two stones or more, and otherwise the player to move wins iff it is 0.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct MisereNim {
    /// The pile sizes, in input order.
    pub piles: Vec<u64>,
    /// The XOR of the piles.
    pub nim_sum: u64,
    /// How many piles have two stones or more.
    pub large_piles: usize,
    /// Whether the player to move (John) wins. True when no stone is left: John has no
    /// move, so he cannot take the last stone.
    pub mover_wins: bool,
    /// The winning move on the lowest-numbered pile; `null` when the player to move
    /// loses, and when no stone is left.
    pub winning_move: Option<TakeMove>,
    /// Every winning move, by pile.
    pub winning_moves: Vec<TakeMove>,
}

/// `classic loj6033-board`: the cells where the placer wins.
#[derive(Debug, Serialize)]
// Judge mode's bodies are alternatives of one schema (`anyOf`): the document as a whole
// forbids unknown fields, not each alternative.
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Loj6033Board {
    /// The problem name, `loj6033-board`.
    pub problem: String,
    /// The cells where the player to move loses, so the player who places the token wins,
    /// row-major.
    pub placer_wins: Vec<Position>,
}

/// `classic noi2011-bunny`: Tutu's mistakes.
#[derive(Debug, Serialize)]
// Judge mode's bodies are alternatives of one schema (`anyOf`): the document as a whole
// forbids unknown fields, not each alternative.
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Noi2011Bunny {
    /// The problem name, `noi2011-bunny`.
    pub problem: String,
    /// The numbers (1-based among Tutu's own moves) of the moves where Tutu threw a win
    /// away, increasing.
    pub mistakes: Vec<usize>,
}
