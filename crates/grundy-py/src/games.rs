//! The Sprague-Grundy games and the judge problems, each one library call: Nim and
//! staircase Nim ([`solve_nim`], [`solve_staircase_row`]), bean splitting ([`try_split_outcome`]),
//! equal splitting and paper cutting (their tables' `outcome`), Green Hackenbush
//! ([`GreenHackenbush`]), and [`Problem::judge`] from input text to the judge's output.
//! Answers come back as plain tuples; the Python package names their fields.

use grundy::classic::Problem;
use grundy::game::bean_split::{try_split_outcome, try_split_winning_moves};
use grundy::game::equal_split::EqualSplitTable;
use grundy::game::hackenbush::{GreenHackenbush, MOVE_SEARCH_BUDGET};
use grundy::game::misere::bean_split::misere_split;
use grundy::game::misere::equal_split::misere_equal_split;
use grundy::game::misere::hackenbush::misere_hackenbush;
use grundy::game::misere::nim::solve_misere_nim;
use grundy::game::misere::paper_cutting::misere_cutting;
use grundy::game::misere::staircase::misere_staircase_row;
use grundy::game::misere::{Limits, MisereOutcome};
use grundy::game::paper_cutting::{CuttingTable, CUTTING_MAX_SIDE};
use grundy::game::staircase::{solve_nim, solve_staircase_row, TakeOutcome};
use grundy::game::{LimitError, Verdict};
use grundy::InvalidReason;
use pyo3::prelude::*;

use crate::errors::{limit_error, parse_error_in_file, run, value_error};
use crate::graphs::PyGraph;

/// Registers the game functions.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(nim, m)?)?;
    m.add_function(wrap_pyfunction!(nim_misere, m)?)?;
    m.add_function(wrap_pyfunction!(staircase_misere, m)?)?;
    m.add_function(wrap_pyfunction!(bean_split_misere, m)?)?;
    m.add_function(wrap_pyfunction!(equal_split_misere, m)?)?;
    m.add_function(wrap_pyfunction!(paper_cutting_misere, m)?)?;
    m.add_function(wrap_pyfunction!(hackenbush_misere, m)?)?;
    m.add_function(wrap_pyfunction!(staircase, m)?)?;
    m.add_function(wrap_pyfunction!(bean_split, m)?)?;
    m.add_function(wrap_pyfunction!(equal_split, m)?)?;
    m.add_function(wrap_pyfunction!(paper_cutting, m)?)?;
    m.add_function(wrap_pyfunction!(hackenbush, m)?)?;
    m.add_function(wrap_pyfunction!(judge, m)?)?;
    m.add_function(wrap_pyfunction!(problems, m)?)?;
    Ok(())
}

/// A take-away answer: `(value, winning moves as (pile, take))`.
type Take = (u64, Vec<(usize, u64)>);

fn take(outcome: TakeOutcome) -> Take {
    (outcome.value, outcome.winning_moves.iter().map(|m| (m.pile, m.take)).collect())
}

/// Nim: the nim-sum and every winning move `(pile, take)`.
#[pyfunction]
fn nim(piles: Vec<u64>) -> Take {
    take(solve_nim(&piles))
}

/// A misère answer: `(mover wins, every winning move, method, reason)`.
type Misere<M> = (bool, Vec<M>, &'static str, String);

/// Misère Nim: who wins, every winning move `(pile, take)`, the method and the reason.
#[pyfunction]
fn nim_misere(piles: Vec<u64>) -> Misere<(usize, u64)> {
    let answer = solve_misere_nim(&piles);
    let moves = answer.winning_moves.iter().map(|m| (m.pile, m.take)).collect();
    (answer.mover_wins, moves, answer.method(), answer.reason())
}

/// A [`MisereOutcome`] as the tuple Python names, each move converted by `convert`.
/// A tame sum's reason names its components `what`, numbered from `first` (as the CLI
/// does: bottles from 0, pieces from 1).
fn misere<M: Copy, T>(
    answer: MisereOutcome<M>,
    convert: impl Fn(M) -> T,
    what: &str,
    first: usize,
) -> Misere<T> {
    let moves = answer.winning_moves.iter().map(|&m| convert(m)).collect();
    (answer.mover_wins, moves, answer.reason.name(), answer.reason.text_numbered(what, first))
}

/// Misère staircase Nim: who wins, every winning move `(pile, take)`, the method and the reason.
#[pyfunction]
fn staircase_misere(piles: Vec<u64>) -> PyResult<Misere<(usize, u64)>> {
    if let Some(reason) = InvalidReason::first_decreasing_pile(&piles) {
        return Err(value_error(reason.to_string()));
    }
    let answer = misere_staircase_row(&piles, &Limits::default()).map_err(|e| limit_error(&e))?;
    Ok(misere(answer, |m| (m.pile, m.take), "component", 1))
}

/// Misère bean splitting: who wins, every winning move `(i, j, k)`, the method and why.
#[pyfunction]
fn bean_split_misere(py: Python<'_>, beans: Vec<u64>) -> PyResult<Misere<(usize, usize, usize)>> {
    let answer = run(py, || misere_split(&beans, &Limits::default()))?.map_err(|e| limit_error(&e))?;
    Ok(misere(answer, |m| (m.i, m.j, m.k), "bottle", 0))
}

/// Misère equal splitting: who wins, every winning move `(pile, parts)`, the method and
/// why; a `LimitError` beyond the exact search's limit.
#[pyfunction]
fn equal_split_misere(py: Python<'_>, threshold: u64, piles: Vec<u64>) -> PyResult<Misere<(usize, u64)>> {
    if threshold == 0 {
        return Err(value_error("the threshold must be at least 1"));
    }
    if let Some(pile) = piles.iter().position(|&p| p == 0) {
        return Err(value_error(format!("piles[{pile}] is 0: every pile holds at least 1 stone")));
    }
    let answer = run(py, || misere_equal_split(threshold, &piles, &Limits::default()))?
        .map_err(|e| limit_error(&e))?;
    Ok(misere(answer, |m| (m.pile, m.parts), "pile", 1))
}

/// Misère paper cutting on a `width` x `height` sheet: who wins, every winning cut
/// `(direction, at)`, the method and why.
#[pyfunction]
fn paper_cutting_misere(width: u64, height: u64) -> PyResult<Misere<(&'static str, u32)>> {
    if width == 0 || height == 0 {
        return Err(value_error(format!("a sheet of {width} x {height}: both sides must be at least 1")));
    }
    let too_large =
        |side: u64| limit_error(&LimitError::new("side of the paper", side, u64::from(CUTTING_MAX_SIDE)));
    let width = u32::try_from(width).map_err(|_| too_large(width))?;
    let height = u32::try_from(height).map_err(|_| too_large(height))?;
    let answer = misere_cutting(width, height, &Limits::default()).map_err(|e| limit_error(&e))?;
    Ok(misere(answer, |c| (c.direction.name(), c.at), "sheet", 1))
}

/// Misère Green Hackenbush on `graph` grounded at `ground` (labels): who wins, every
/// winning cut (edge indices), the method and why.
#[pyfunction]
fn hackenbush_misere(
    py: Python<'_>,
    graph: &Bound<'_, PyGraph>,
    ground: &Bound<'_, PyAny>,
) -> PyResult<Misere<usize>> {
    let this = graph.get();
    let mut roots = Vec::new();
    for node in ground.try_iter()? {
        roots.push(this.vertex(py, &node?)?);
    }
    let graph = this.graph();
    let answer =
        run(py, || misere_hackenbush(graph, &roots, &Limits::default()))?.map_err(|e| limit_error(&e))?;
    Ok(misere(answer, |e| e.index(), "piece", 1))
}

/// Staircase Nim on a non-decreasing row: the value and every winning move
/// `(pile, take)`; a `ValueError` naming the first decreasing pile otherwise.
#[pyfunction]
fn staircase(piles: Vec<u64>) -> PyResult<Take> {
    if let Some(reason) = InvalidReason::first_decreasing_pile(&piles) {
        return Err(value_error(reason.to_string()));
    }
    Ok(take(solve_staircase_row(&piles)))
}

/// Bean splitting: `(value, first winning move (i, j, k) or None, number of
/// winning moves, every winning move if asked)`.
#[pyfunction]
#[pyo3(signature = (beans, all_moves=false))]
#[allow(clippy::type_complexity)]
fn bean_split(
    py: Python<'_>,
    beans: Vec<u64>,
    all_moves: bool,
) -> PyResult<(u64, Option<(usize, usize, usize)>, u64, Option<Vec<(usize, usize, usize)>>)> {
    let (outcome, moves) = run(py, || {
        let outcome = try_split_outcome(&beans)?;
        let moves = if all_moves { Some(try_split_winning_moves(&beans)?) } else { None };
        Ok((outcome, moves))
    })?
    .map_err(|e: LimitError| limit_error(&e))?;
    let triple = |m: grundy::game::bean_split::SplitMove| (m.i, m.j, m.k);
    Ok((
        outcome.value,
        outcome.winning_move().map(triple),
        outcome.count,
        moves.map(|ms| ms.into_iter().map(triple).collect()),
    ))
}

/// Equal splitting with threshold `threshold`: `(value, each pile's value,
/// first winning move (pile, parts) or None)`.
#[pyfunction]
#[allow(clippy::type_complexity)]
fn equal_split(
    py: Python<'_>,
    threshold: u64,
    piles: Vec<u64>,
) -> PyResult<(u64, Vec<u64>, Option<(usize, u64)>)> {
    if threshold == 0 {
        return Err(value_error("the threshold must be at least 1"));
    }
    let max_pile = piles.iter().copied().max().unwrap_or(0);
    let outcome =
        run(py, || EqualSplitTable::try_new(threshold, max_pile).map(|table| table.outcome(&piles)))?
            .map_err(|e| limit_error(&e))?;
    Ok((outcome.value, outcome.pile_values.clone(), outcome.winning_move().map(|m| (m.pile, m.parts))))
}

/// Paper cutting on a `width` x `height` sheet: `(mover wins, value of the
/// reduced game or None, first winning cut as ("vertical" | "horizontal", at) or None,
/// the two pieces it leaves)`.
#[pyfunction]
#[allow(clippy::type_complexity)]
fn paper_cutting(
    py: Python<'_>,
    width: u64,
    height: u64,
) -> PyResult<(bool, Option<u64>, Option<(&'static str, u32)>, Option<[[u32; 2]; 2]>)> {
    if width == 0 || height == 0 {
        return Err(value_error(format!("a sheet of {width} x {height}: both sides must be at least 1")));
    }
    let too_large =
        |side: u64| limit_error(&LimitError::new("side of the paper", side, u64::from(CUTTING_MAX_SIDE)));
    let width = u32::try_from(width).map_err(|_| too_large(width))?;
    let height = u32::try_from(height).map_err(|_| too_large(height))?;
    let outcome =
        run(py, || CuttingTable::try_new(width.max(height)).map(|table| table.outcome(width, height)))?
            .map_err(|e| limit_error(&e))?;
    let cut = outcome.winning_move();
    Ok((
        outcome.mover_wins(),
        outcome.value,
        cut.map(|c| (c.direction.name(), c.at)),
        cut.map(|c| c.pieces(width, height)),
    ))
}

/// Green Hackenbush on `graph` (a multigraph: every edge a stalk) grounded at `ground`
/// (labels): `(value, winning moves as edge indices, whether that list is complete)`;
/// the move search stops after `max_cost` steps (the CLI's limit by default).
#[pyfunction]
#[pyo3(signature = (graph, ground, max_cost=MOVE_SEARCH_BUDGET))]
fn hackenbush(
    py: Python<'_>,
    graph: &Bound<'_, PyGraph>,
    ground: &Bound<'_, PyAny>,
    max_cost: u64,
) -> PyResult<(u64, Vec<usize>, bool)> {
    let this = graph.get();
    let mut roots = Vec::new();
    for node in ground.try_iter()? {
        roots.push(this.vertex(py, &node?)?);
    }
    let graph = this.graph();
    run(py, || {
        let game = GreenHackenbush::new(graph, &roots);
        let search = game.moves_to_within(0, max_cost);
        (game.value(), search.moves.iter().map(|e| e.index()).collect(), search.complete)
    })
}

/// Runs judge problem `problem` (a name of `problems()`) on its input text: the exact
/// output the judge expects, or `grundy.ParseError` saying where the input is wrong.
#[pyfunction]
fn judge(py: Python<'_>, problem: &str, text: &[u8]) -> PyResult<String> {
    let Some(problem) = Problem::from_name(problem) else {
        let names: Vec<&str> = Problem::ALL.iter().map(|p| p.name()).collect();
        return Err(value_error(format!(
            "unknown problem {problem:?}: the problems are {}",
            names.join(", ")
        )));
    };
    let input = text.to_vec();
    run(py, move || problem.judge(&input))?.map_err(|e| parse_error_in_file(py, &e))
}

/// Every judge problem as `(name, summary)`.
#[pyfunction]
fn problems() -> Vec<(&'static str, &'static str)> {
    Problem::ALL.iter().map(|p| (p.name(), p.summary())).collect()
}
