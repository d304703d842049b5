//! The Sprague-Grundy games' documents for playing: `nim`, `staircase`, `bean-split`,
//! `equal-split`, `paper-cutting`, `hackenbush` and `heaps`, each the analysis of one
//! position, after a given move (`move`) or the engine's (`play`) when one is asked for.
//! The requests (`games_request.rs`: [`crate::NimRequest`], ...) call these functions, so
//! the CLI's `grundy <command> --json` and the web server's `POST /api/<command>` answer
//! with the same document.
//!
//! The functions check the position, let the library apply the move and solve the
//! position after it, and reshape its answers: piles, sheets, heaps, edges and
//! components are numbered from 1 (bottles from 0, as in their contest problem),
//! directions and movers get the library's names. The move arguments ([`TakeMoveArg`], ...) are numbered
//! the same way, so a move read from a document can be sent back as it is.

use std::fmt;

use grundy::game::bean_split::{
    try_split_outcome, try_split_winning_moves, SplitMove as LibSplitMove, SplitMoveError, SplitTable,
};
use grundy::game::equal_split::{EqualSplitMove as LibEqualSplitMove, EqualSplitMoveError, EqualSplitTable};
use grundy::game::hackenbush::{play_hackenbush, GreenHackenbush, HackenbushMoveError, MOVE_SEARCH_BUDGET};
use grundy::game::heaps::{HeapGame, HeapMove as LibHeapMove, HeapMoveError};
use grundy::game::misere::bean_split::{misere_split, misere_split_engine_move};
use grundy::game::misere::equal_split::{misere_equal_split, misere_equal_split_engine_move};
use grundy::game::misere::hackenbush::{misere_hackenbush, misere_hackenbush_engine_move};
use grundy::game::misere::heaps::MisereHeapsSolver;
use grundy::game::misere::nim::{play_misere_nim, solve_misere_nim, MisereNim};
use grundy::game::misere::paper_cutting::{misere_cutting_engine_move, misere_cutting_sum};
use grundy::game::misere::search::{SearchLimitError, DEFAULT_SEARCH_LIMIT};
use grundy::game::misere::staircase::{misere_staircase_row, misere_staircase_row_engine_move};
use grundy::game::misere::{Limits, MisereLimitError, MisereReason, Play};
use grundy::game::octal::OctalGame;
use grundy::game::paper_cutting::{
    Cut as LibCut, CutDirection, CutError, CuttingPosition, CuttingTable, SheetCut,
};
use grundy::game::play::{self, take_turn, GameOver, NoComponent, Step, Turn};
use grundy::game::staircase::{
    apply_staircase_row_move, nim_engine_move, nim_value, play_nim, play_staircase_row, solve_nim,
    solve_staircase_row, staircase_row_components, staircase_row_engine_move, staircase_row_value,
    TakeMove as LibTakeMove, TakeMoveError,
};
use grundy::game::{LimitError, Verdict};
use grundy::input::GraphInput;
use grundy::{EdgeId, Graph, InvalidReason, VertexId};

use crate::convert::{
    bean_split as bean_split_case, equal_split as equal_split_case, equal_split_move, take_game,
};
use crate::dto as json;
use crate::dto::{CountedDifference, HackenbushEdgeState, HackenbushPiece, HeapMove, Heaps, Played, Sheet};
use crate::games_request::{BeanSplitMoveArg, CutArg, EdgeArg, EqualSplitMoveArg, HeapMoveArg, TakeMoveArg};
use crate::request::RequestError;

// ---------------------------------------------------------------- errors

/// Why a game's document cannot be written.
#[derive(Debug)]
pub enum GameError {
    /// A size beyond the library's limits.
    Limit(LimitError),
    /// A move against the rules, or the engine asked to move when the game is over: the
    /// game's own move error (`TakeMoveError` for `nim` and `staircase`, `SplitMoveError`,
    /// `EqualSplitMoveError`, `CutError`, `HackenbushMoveError`, `HeapMoveError`), which
    /// `downcast_ref` recovers. One boxed variant rather than one per game: every front
    /// end does the same with each (the message, an `invalid` error), and the caller
    /// knows which game it asked for.
    Move(Box<dyn std::error::Error + Send + Sync>),
    /// A position or an argument the game does not take (a decreasing staircase row, an
    /// unknown cut direction).
    Invalid(String),
    /// A misère position that only an exact search decides, beyond the search's limit.
    Search(SearchLimitError),
    /// A misère position beyond the limits of its solver (positions searched, pieces
    /// built), with what would be needed.
    MisereLimit(MisereLimitError),
    /// A request whose fields do not fit each other or the input (`move` with `play`, a
    /// ground vertex not in the graph): the message names the field.
    Request(RequestError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Limit(err) => err.fmt(f),
            GameError::Move(err) => err.fmt(f),
            GameError::Invalid(message) => f.write_str(message),
            GameError::Search(err) => err.fmt(f),
            GameError::MisereLimit(err) => err.fmt(f),
            GameError::Request(err) => err.fmt(f),
        }
    }
}

impl std::error::Error for GameError {}

impl From<LimitError> for GameError {
    fn from(err: LimitError) -> GameError {
        GameError::Limit(err)
    }
}

impl From<SearchLimitError> for GameError {
    fn from(err: SearchLimitError) -> GameError {
        GameError::Search(err)
    }
}

impl From<MisereLimitError> for GameError {
    fn from(err: MisereLimitError) -> GameError {
        GameError::MisereLimit(err)
    }
}

impl From<RequestError> for GameError {
    fn from(err: RequestError) -> GameError {
        GameError::Request(err)
    }
}

/// Each game's move error is a [`GameError::Move`].
macro_rules! move_error {
    ($($ty:ty),*) => {$(
        impl From<$ty> for GameError {
            fn from(err: $ty) -> GameError {
                GameError::Move(Box::new(err))
            }
        }
    )*};
}

move_error!(TakeMoveError, SplitMoveError, EqualSplitMoveError, CutError, HackenbushMoveError, HeapMoveError);

/// The 0-based index of `number` (from 1); 0 names nothing.
fn index(what: &'static str, number: usize, count: usize) -> Result<usize, NoComponent> {
    number.checked_sub(1).ok_or(NoComponent { what, number: 0, first: 1, count })
}

/// `turn` with its move converted by `convert`.
fn convert_turn<A, M>(
    turn: Turn<A>,
    convert: impl FnOnce(A) -> Result<M, GameError>,
) -> Result<Turn<M>, GameError> {
    Ok(match turn {
        Turn::Analyse => Turn::Analyse,
        Turn::Engine => Turn::Engine,
        Turn::Move(arg) => Turn::Move(convert(arg)?),
    })
}

/// The DTO of a move played, its move converted by `dto`.
fn played<M: Copy, D>(
    p: play::Played<M>,
    dto: impl FnOnce(M) -> D,
    value_before: Option<u64>,
    mover_was_winning: bool,
) -> Played<D> {
    Played {
        by: p.by.name().to_string(),
        played: dto(p.played),
        mover_was_winning,
        value_before,
        component: p.step.map(|s| s.component + 1),
        from_value: p.step.map(|s| s.from),
        to_value: p.step.map(|s| s.to),
    }
}

/// Why misère Nim's rule decides `answer` as it does.
fn misere_nim_reason(answer: &MisereNim) -> json::Misere {
    json::Misere { method: answer.method().to_string(), reason: answer.reason() }
}

/// The misère part of a document: the method that decided it and why.
fn misere_dto(reason: &MisereReason) -> json::Misere {
    misere_dto_numbered(reason, "component", 1)
}

/// As [`misere_dto`], naming the components `what`, numbered from `first`.
fn misere_dto_numbered(reason: &MisereReason, what: &str, first: usize) -> json::Misere {
    json::Misere { method: reason.name().to_string(), reason: reason.text_numbered(what, first) }
}

/// Plays `turn` on `position` under misère play: a given move checked by `apply`, or the
/// misère engine's move (`engine`, which may meet its solver's limit), as
/// [`play::take_turn`] plays it under normal play.
fn misere_turn<P, M: Copy, E: From<GameOver>>(
    position: P,
    turn: Turn<M>,
    engine: impl FnOnce(&P) -> Result<Option<M>, MisereLimitError>,
    apply: impl FnOnce(&P, M) -> Result<(P, Option<Step>), E>,
) -> Result<(P, Option<play::Played<M>>), GameError>
where
    GameError: From<E>,
{
    let chosen = match turn {
        Turn::Engine => engine(&position)?,
        _ => None,
    };
    Ok(take_turn(position, turn, |_| chosen, apply)?)
}

fn take_move_dto(m: LibTakeMove) -> json::TakeMove {
    json::TakeMove { pile: m.pile + 1, take: m.take }
}

fn take_move_arg(piles: &[u64]) -> impl FnOnce(TakeMoveArg) -> Result<LibTakeMove, GameError> + '_ {
    |a| {
        let pile = index("pile", a.pile, piles.len()).map_err(TakeMoveError::NoPile)?;
        Ok(LibTakeMove { pile, take: a.take })
    }
}

// ---------------------------------------------------------------- the commands

/// Refuses a position without a pile (the CLI's arguments always hold one; a web request
/// may not).
fn at_least_one_pile(piles: &[u64]) -> Result<(), GameError> {
    if piles.is_empty() {
        return Err(GameError::Invalid("the game needs at least one pile".to_string()));
    }
    Ok(())
}

/// The document of `nim PILE... [--move PILE:TAKE | --play] [--misere]`.
///
/// # Errors
/// [`GameError::Invalid`] for no pile; [`GameError::Move`] for an illegal move, or the
/// engine asked to move in an empty position.
pub(crate) fn nim_doc(
    piles: &[u64],
    turn: Turn<TakeMoveArg>,
    rule: Play,
) -> Result<json::TakeGame, GameError> {
    at_least_one_pile(piles)?;
    let turn = convert_turn(turn, take_move_arg(piles))?;
    if rule == Play::Misere {
        let (after, moved) = play_misere_nim(piles, turn)?;
        let answer = solve_misere_nim(&after);
        let mut doc = take_game(&after, &solve_nim(&after));
        doc.play = Some(rule.name().to_string());
        doc.mover_wins = answer.mover_wins;
        doc.winning_moves = answer.winning_moves.iter().copied().map(take_move_dto).collect();
        doc.winning_move = answer.winning_move().map(take_move_dto);
        doc.misere = Some(misere_nim_reason(&answer));
        doc.game_over = Some(after.iter().all(|&p| p == 0));
        let before = solve_misere_nim(piles).mover_wins;
        doc.played = moved.map(|p| played(p, take_move_dto, Some(nim_value(piles)), before));
        return Ok(doc);
    }
    let (after, moved) = play_nim(piles, turn)?;
    let mut doc = take_game(&after, &solve_nim(&after));
    doc.game_over = Some(nim_engine_move(&after).is_none());
    let before = nim_value(piles);
    doc.played = moved.map(|p| played(p, take_move_dto, Some(before), before != 0));
    Ok(doc)
}

/// The document of `staircase PILE... [--move PILE:TAKE | --play] [--misere]` (a
/// non-decreasing row).
///
/// # Errors
/// [`GameError::Invalid`] for no pile or a decreasing row; [`GameError::Move`] for an
/// illegal move, or the engine asked to move in an empty position;
/// [`GameError::MisereLimit`] never in practice (misère staircase Nim is decided in O(n)).
pub(crate) fn staircase_doc(
    piles: &[u64],
    turn: Turn<TakeMoveArg>,
    rule: Play,
) -> Result<json::TakeGame, GameError> {
    at_least_one_pile(piles)?;
    if let Some(reason) = InvalidReason::first_decreasing_pile(piles) {
        return Err(GameError::Invalid(reason.to_string()));
    }
    let turn = convert_turn(turn, take_move_arg(piles))?;
    if rule == Play::Misere {
        let limits = Limits::default();
        let (after, moved) = misere_turn(
            piles.to_vec(),
            turn,
            |p| misere_staircase_row_engine_move(p, &limits),
            |p, m| apply_staircase_row_move(p, m).map(|(next, step)| (next, Some(step))),
        )?;
        let answer = misere_staircase_row(&after, &limits)?;
        let before = misere_staircase_row(piles, &limits)?.mover_wins;
        let mut doc = take_game(&after, &solve_staircase_row(&after));
        doc.components = Some(
            staircase_row_components(&after)
                .iter()
                .map(|c| CountedDifference { pile: c.pile + 1, value: c.value })
                .collect(),
        );
        doc.play = Some(rule.name().to_string());
        doc.mover_wins = answer.mover_wins;
        doc.winning_moves = answer.winning_moves.iter().copied().map(take_move_dto).collect();
        doc.winning_move = answer.winning_move().map(take_move_dto);
        doc.misere = Some(misere_dto(&answer.reason));
        doc.game_over = Some(staircase_row_engine_move(&after).is_none());
        doc.played = moved.map(|p| played(p, take_move_dto, Some(staircase_row_value(piles)), before));
        return Ok(doc);
    }
    let (after, moved) = play_staircase_row(piles, turn)?;
    let mut doc = take_game(&after, &solve_staircase_row(&after));
    let components = staircase_row_components(&after);
    doc.components =
        Some(components.iter().map(|c| CountedDifference { pile: c.pile + 1, value: c.value }).collect());
    doc.game_over = Some(staircase_row_engine_move(&after).is_none());
    let before = staircase_row_value(piles);
    doc.played = moved.map(|p| played(p, take_move_dto, Some(before), before != 0));
    Ok(doc)
}

/// The document of `split BEANS... [--all] [--move I:J:K | --play] [--misere]`.
///
/// # Errors
/// [`GameError::Invalid`] for fewer than two bottles; [`GameError::Limit`] for too many;
/// [`GameError::Move`] for an illegal move, or the engine asked to move when every bean
/// is in the last bottle.
pub(crate) fn bean_split_doc(
    beans: &[u64],
    all: bool,
    turn: Turn<BeanSplitMoveArg>,
    rule: Play,
) -> Result<json::BeanSplit, GameError> {
    if beans.len() < 2 {
        return Err(GameError::Invalid(format!(
            "the game needs at least two bottles, found {}",
            beans.len()
        )));
    }
    let table = SplitTable::try_new(beans.len())?;
    let turn = convert_turn(turn, |a| Ok(LibSplitMove { i: a.i, j: a.j, k: a.k }))?;
    let split_move = |m: LibSplitMove| json::BeanSplitMove { i: m.i, j: m.j, k: m.k };
    if rule == Play::Misere {
        let limits = Limits::default();
        let (after, moved) = misere_turn(
            beans.to_vec(),
            turn,
            |b| misere_split_engine_move(b, &limits),
            |b, m| table.apply(b, m).map(|(next, step)| (next, Some(step))),
        )?;
        let answer = misere_split(&after, &limits)?;
        let before = misere_split(beans, &limits.clone().with_max_listed_moves(1))?.mover_wins;
        let mut doc = bean_split_case(&after, &try_split_outcome(&after)?, None);
        doc.play = Some(rule.name().to_string());
        doc.mover_wins = answer.mover_wins;
        doc.misere = Some(misere_dto_numbered(&answer.reason, "bottle", 0));
        doc.winning_move = answer.winning_move().map(split_move);
        doc.winning_move_count = answer.winning_move_count;
        doc.winning_moves = all.then(|| answer.winning_moves.iter().copied().map(split_move).collect());
        doc.bean_values = Some(table.bean_values().to_vec());
        doc.bottle_values = Some(table.bottle_values(&after));
        doc.game_over = Some(table.engine_move(&after).is_none());
        doc.played = moved.map(|p| played(p, split_move, Some(table.value(beans)), before));
        return Ok(doc);
    }
    let (after, moved) = table.play(beans, turn)?;
    let outcome = try_split_outcome(&after)?;
    let moves = if all { Some(try_split_winning_moves(&after)?) } else { None };
    let mut doc = bean_split_case(&after, &outcome, moves.as_deref());
    doc.bean_values = Some(table.bean_values().to_vec());
    doc.bottle_values = Some(table.bottle_values(&after));
    doc.game_over = Some(table.engine_move(&after).is_none());
    let before = table.value(beans);
    doc.played = moved.map(|p| played(p, split_move, Some(before), before != 0));
    Ok(doc)
}

/// The document of `equal-split --threshold F PILE... [--all] [--move PILE:PARTS | --play]`.
///
/// # Errors
/// [`GameError::Invalid`] for no pile or a pile of 0; [`GameError::Limit`] for a pile
/// above the table's limit; [`GameError::Move`] for an illegal move, or the engine asked
/// to move when no pile can be split.
pub(crate) fn equal_split_doc(
    threshold: u64,
    piles: &[u64],
    all: bool,
    turn: Turn<EqualSplitMoveArg>,
    rule: Play,
) -> Result<json::EqualSplit, GameError> {
    at_least_one_pile(piles)?;
    // `EqualSplitRequest::run` refuses a threshold of 0, naming the field.
    debug_assert!(threshold >= 1);
    if let Some(pile) = piles.iter().position(|&p| p == 0) {
        return Err(GameError::Invalid(format!(
            "pile {} is empty: every pile holds at least 1 stone",
            pile + 1
        )));
    }
    let max_pile = piles.iter().copied().max().unwrap_or(0);
    let table = EqualSplitTable::try_new(threshold, max_pile)?;
    let turn = convert_turn(turn, |a| {
        let pile = index("pile", a.pile, piles.len()).map_err(EqualSplitMoveError::NoPile)?;
        Ok(LibEqualSplitMove { pile, parts: a.parts })
    })?;
    if rule == Play::Misere {
        let limits = Limits::default();
        let (after, moved) = misere_turn(
            piles.to_vec(),
            turn,
            |p| misere_equal_split_engine_move(threshold, p, &limits),
            |p, m| table.apply(p, m).map(|(next, step)| (next, Some(step))),
        )?;
        let answer = misere_equal_split(threshold, &after, &limits)?;
        let before =
            misere_equal_split(threshold, piles, &limits.clone().with_max_listed_moves(1))?.mover_wins;
        let moves = all.then_some(answer.winning_moves.as_slice());
        let mut doc = equal_split_case(threshold, &after, &table.outcome(&after), moves);
        doc.play = Some(rule.name().to_string());
        doc.mover_wins = answer.mover_wins;
        doc.misere = Some(misere_dto_numbered(&answer.reason, "pile", 1));
        doc.winning_move = answer.winning_move().map(|m| equal_split_move(&after, m));
        doc.game_over = Some(table.engine_move(&after).is_none());
        let value_before = table.game_value(piles);
        doc.played = moved.map(|p| played(p, |m| equal_split_move(piles, m), Some(value_before), before));
        return Ok(doc);
    }
    let (after, moved) = table.play(piles, turn)?;
    let outcome = table.outcome(&after);
    let moves = all.then(|| table.winning_moves(&after));
    let mut doc = equal_split_case(threshold, &after, &outcome, moves.as_deref());
    doc.game_over = Some(table.engine_move(&after).is_none());
    let before = table.game_value(piles);
    doc.played = moved.map(|p| played(p, |m| equal_split_move(piles, m), Some(before), before != 0));
    Ok(doc)
}

/// The DTO of cut `m` of a position's sheets.
fn cut_dto(sheets: &[[u32; 2]], m: SheetCut) -> json::Cut {
    let [w, h] = sheets[m.sheet];
    json::Cut {
        sheet: Some(m.sheet + 1),
        direction: m.cut.direction.name().to_string(),
        at: m.cut.at,
        pieces: m.cut.pieces(w, h),
    }
}

/// The reduced values of every sheet w x h with 2 <= w <= `width`, 2 <= h <= `height`,
/// by rows of equal h.
pub fn paper_cutting_table(table: &CuttingTable, width: u32, height: u32) -> Vec<Vec<u64>> {
    (2..=height).map(|h| (2..=width).map(|w| table.value(w, h)).collect()).collect()
}

/// The document of `cutting W H [W H]... [--table] [--move SHEET:DIRECTION:AT | --play]
/// [--misere]`:
/// `sheets` as `[width, height]`.
///
/// # Errors
/// [`GameError::Invalid`] for no sheet, a side of 0 or an unknown direction;
/// [`GameError::Limit`] for a side above the table's limit; [`GameError::Move`] for an
/// illegal cut, or a move asked for when the game is over.
pub(crate) fn paper_cutting_doc(
    sheets: &[[u32; 2]],
    table: bool,
    turn: Turn<CutArg>,
    rule: Play,
) -> Result<json::PaperCutting, GameError> {
    if sheets.is_empty() {
        return Err(GameError::Invalid("the game needs at least one sheet".to_string()));
    }
    if let Some(sheet) = sheets.iter().position(|s| s.contains(&0)) {
        return Err(GameError::Invalid(format!("sheet {} has a side of 0: sides are at least 1", sheet + 1)));
    }
    let max_side = sheets.iter().flatten().copied().max().unwrap_or(1);
    let values = CuttingTable::try_new(max_side)?;
    let turn = convert_turn(turn, |a| {
        let direction = CutDirection::from_name(&a.direction).ok_or_else(|| {
            GameError::Invalid(format!(
                "unknown cut direction `{}`: `{}` or `{}`",
                a.direction,
                CutDirection::Vertical.name(),
                CutDirection::Horizontal.name()
            ))
        })?;
        let sheet = index("sheet", a.sheet, sheets.len()).map_err(CutError::NoSheet)?;
        Ok(SheetCut { sheet, cut: LibCut { direction, at: a.at } })
    })?;
    let position = CuttingPosition::new(sheets.to_vec());
    let limits = Limits::default();
    let (after, moved) = match rule {
        Play::Misere => misere_turn(
            position.clone(),
            turn,
            |p| misere_cutting_engine_move(p, &limits),
            |p, m| values.apply(p, m),
        )?,
        Play::Normal => values.play(&position, turn)?,
    };
    let outcome = values.sum_outcome(&after);
    let one = (after.sheets.len() == 1).then(|| after.sheets[0]);
    let rows = table.then(|| {
        let width = after.sheets.iter().map(|s| s[0]).max().unwrap_or(1);
        let height = after.sheets.iter().map(|s| s[1]).max().unwrap_or(1);
        paper_cutting_table(&values, width, height)
    });
    let before = values.sum_outcome(&position);
    let mut doc = json::PaperCutting {
        play: None,
        misere: None,
        width: one.map(|s| s[0]),
        height: one.map(|s| s[1]),
        value: outcome.value,
        mover_wins: outcome.mover_wins(),
        winning_move: outcome.winning_move().map(|m| cut_dto(&after.sheets, m)),
        table: rows,
        sheets: Some(
            after
                .sheets
                .iter()
                .zip(&outcome.values)
                .map(|(&[width, height], &value)| Sheet { width, height, value })
                .collect(),
        ),
        game_over: Some(outcome.game_over),
        played: None,
    };
    let mover_was_winning = match rule {
        Play::Misere => {
            let answer = misere_cutting_sum(&after, &limits)?;
            doc.play = Some(rule.name().to_string());
            doc.mover_wins = answer.mover_wins;
            doc.winning_move = answer.winning_move().map(|m| cut_dto(&after.sheets, m));
            doc.misere = Some(misere_dto(&answer.reason));
            misere_cutting_sum(&position, &limits.clone().with_max_listed_moves(1))?.mover_wins
        }
        Play::Normal => before.mover_wins(),
    };
    doc.played = moved.map(|p| played(p, |m| cut_dto(sheets, m), before.value, mover_was_winning));
    Ok(doc)
}

/// The document of `hackenbush [FILE] [--ground V]... [--move EDGE | --play] [--misere]` on `input`
/// (an edge list or DIMACS graph) grounded at `ground`.
///
/// # Errors
/// [`GameError::Invalid`] for a matrix or a board; [`GameError::Move`] for an edge that
/// does not exist or is not live, or the engine asked to move when no edge is live.
pub(crate) fn hackenbush_doc(
    input: &GraphInput,
    ground: &[VertexId],
    turn: Turn<EdgeArg>,
    rule: Play,
) -> Result<json::Hackenbush, GameError> {
    let Some(graph) = input.general() else {
        return Err(GameError::Invalid("Hackenbush plays on an edge list or DIMACS graph".to_string()));
    };
    let mut turn = convert_turn(turn, |a| {
        let edge = index("edge", a.edge, graph.n_edges()).map_err(HackenbushMoveError::NoEdge)?;
        Ok(EdgeId::new(edge))
    })?;
    let limits = Limits::default();
    let mut engine_cut = false;
    if rule == Play::Misere && matches!(turn, Turn::Engine) {
        let cut =
            misere_hackenbush_engine_move(graph, ground, &limits)?.ok_or(HackenbushMoveError::GameOver)?;
        turn = Turn::Move(cut);
        engine_cut = true;
    }
    let (game, mut moved) = play_hackenbush(graph, ground, turn, MOVE_SEARCH_BUDGET)?;
    if let Some(p) = moved.as_mut().filter(|_| engine_cut) {
        p.by = play::Mover::Engine;
    }
    let game_over = game.live_edges().next().is_none();
    let edge_dto = |edge: EdgeId| {
        let (u, v) = graph.endpoints(edge);
        json::HackenbushEdge {
            edge: edge.index() + 1,
            u: input.name(u).to_string(),
            v: input.name(v).to_string(),
        }
    };
    let value = game.value();
    let search = game.moves_to_within(0, MOVE_SEARCH_BUDGET);
    let (misere, mover_wins, winning_moves, complete, mover_was_winning) = match rule {
        Play::Misere => {
            // The position after the cut: the live edges, renumbered; moves map back.
            let live: Vec<EdgeId> = game.live_edges().collect();
            let after =
                Graph::from_edges(graph.n_vertices(), live.iter().map(|&e| graph.endpoints(e)).collect());
            let answer = misere_hackenbush(&after, ground, &limits)?;
            let before =
                misere_hackenbush(graph, ground, &limits.clone().with_max_listed_moves(1))?.mover_wins;
            let moves: Vec<EdgeId> = answer.winning_moves.iter().map(|e| live[e.index()]).collect();
            let complete = answer.lists_every_winning_move();
            (
                Some(misere_dto_numbered(&answer.reason, "piece", 1)),
                answer.mover_wins,
                moves,
                complete,
                before,
            )
        }
        Play::Normal => {
            let before = GreenHackenbush::new(graph, ground).value() != 0;
            (None, value != 0, search.moves.clone(), search.complete, before)
        }
    };
    let value_before = moved.is_some().then(|| GreenHackenbush::new(graph, ground).value());
    let moved = moved.map(|p| played(p, edge_dto, value_before, mover_was_winning));
    Ok(json::Hackenbush {
        play: (rule == Play::Misere).then(|| rule.name().to_string()),
        misere,
        vertex_count: graph.n_vertices(),
        edge_count: graph.n_edges(),
        live_edge_count: game.live_edges().count(),
        ground: ground.iter().map(|&g| input.name(g).to_string()).collect(),
        value,
        mover_wins,
        winning_move: winning_moves.first().map(|&e| edge_dto(e)),
        winning_moves: winning_moves.iter().map(|&e| edge_dto(e)).collect(),
        winning_moves_complete: complete,
        move_search_cost: game.move_search_cost(),
        move_search_limit: MOVE_SEARCH_BUDGET,
        pieces: game
            .pieces()
            .into_iter()
            .map(|p| HackenbushPiece {
                edges: p.edges.iter().map(|e| e.index() + 1).collect(),
                value: p.value,
            })
            .collect(),
        game_over,
        edges: graph
            .edges()
            .map(|(e, u, v)| HackenbushEdgeState {
                edge: e.index() + 1,
                u: input.name(u).to_string(),
                v: input.name(v).to_string(),
                live: game.is_live(e),
            })
            .collect(),
        played: moved,
    })
}

fn heap_move_dto(m: LibHeapMove) -> HeapMove {
    HeapMove { heap: m.heap + 1, take: m.take, left: m.left, right: m.right }
}

/// The document of `heaps CODE HEAP... [--move HEAP:TAKE:LEFT:RIGHT | --play]`.
///
/// # Errors
/// [`GameError::Limit`] for too many tokens; [`GameError::Move`] for an illegal move, or
/// the engine asked to move when no heap has a move.
pub(crate) fn heaps_doc(
    game: &OctalGame,
    heaps: &[u64],
    turn: Turn<HeapMoveArg>,
    rule: Play,
) -> Result<Heaps, GameError> {
    let values = HeapGame::try_new(game, heaps)?;
    let turn = convert_turn(turn, |a| {
        let heap = index("heap", a.heap, heaps.len()).map_err(HeapMoveError::NoHeap)?;
        Ok(LibHeapMove { heap, take: a.take, left: a.left, right: a.right })
    })?;
    if rule == Play::Misere {
        let limit = DEFAULT_SEARCH_LIMIT;
        let solver = MisereHeapsSolver::new(&values, limit);
        let (after, moved) = solver.play(heaps, turn)??;
        let answer = solver.solve(&after)?;
        let before = solver.solve(heaps)?.mover_wins;
        let outcome = values.outcome(&after);
        let value_before = values.position_value(heaps);
        return Ok(Heaps {
            play: Some(rule.name().to_string()),
            code: game.to_string(),
            heap_values: outcome.heap_values.clone(),
            heaps: after,
            value: outcome.value,
            mover_wins: answer.mover_wins,
            misere: Some(json::Misere { method: answer.method_name().to_string(), reason: answer.reason() }),
            winning_move: answer.winning_move().map(heap_move_dto),
            game_over: outcome.game_over,
            played: moved.map(|p| played(p, heap_move_dto, Some(value_before), before)),
        });
    }
    let (after, moved) = values.play(heaps, turn)?;
    let outcome = values.outcome(&after);
    let before = values.position_value(heaps);
    Ok(Heaps {
        play: None,
        code: game.to_string(),
        heap_values: outcome.heap_values.clone(),
        heaps: after,
        value: outcome.value,
        mover_wins: outcome.mover_wins(),
        misere: None,
        winning_move: outcome.winning_move().map(heap_move_dto),
        game_over: outcome.game_over,
        played: moved.map(|p| played(p, heap_move_dto, Some(before), before != 0)),
    })
}
