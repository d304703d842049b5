//! Conversions from the library's answers to the DTOs that more than one command writes
//! (a friendly command and judge mode share each of them), and judge mode's answer for
//! every problem.

use serde::Serialize;

use grundy::classic::{self, Problem};
use grundy::game::bean_split::{SplitMove, SplitOutcome};
use grundy::game::equal_split::{EqualSplitMove, EqualSplitOutcome};
use grundy::game::misere::nim::MisereNim;
use grundy::game::paper_cutting::{Cut, CuttingOutcome};
use grundy::game::replay::Player;
use grundy::game::staircase::{TakeMove, TakeOutcome};
use grundy::game::Verdict;

use grundy::format::ParseError;

use crate::dto as json;

impl From<grundy::Position> for json::Position {
    fn from(p: grundy::Position) -> json::Position {
        json::Position { row: p.row + 1, column: p.col + 1 }
    }
}

/// A take-away game (`nim`, `staircase`); moves are numbered from 1.
pub fn take_game(piles: &[u64], outcome: &TakeOutcome) -> json::TakeGame {
    let take_move = |m: TakeMove| json::TakeMove { pile: m.pile + 1, take: m.take };
    json::TakeGame {
        play: None,
        piles: piles.to_vec(),
        value: outcome.value,
        mover_wins: outcome.mover_wins(),
        misere: None,
        winning_move: outcome.winning_move().map(take_move),
        winning_moves: outcome.winning_moves.iter().copied().map(take_move).collect(),
        components: None,
        game_over: None,
        played: None,
    }
}

/// A misère Nim position (SHOI 2008 John); moves are numbered from 1.
pub fn misere_nim(piles: &[u64], outcome: &MisereNim) -> json::MisereNim {
    let take_move = |m: TakeMove| json::TakeMove { pile: m.pile + 1, take: m.take };
    json::MisereNim {
        piles: piles.to_vec(),
        nim_sum: outcome.nim_sum,
        large_piles: outcome.large_heaps,
        mover_wins: outcome.mover_wins(),
        winning_move: outcome.winning_move().map(take_move),
        winning_moves: outcome.winning_moves.iter().copied().map(take_move).collect(),
    }
}

/// One bean-splitting position; with `moves`, every winning move too.
pub fn bean_split(beans: &[u64], outcome: &SplitOutcome, moves: Option<&[SplitMove]>) -> json::BeanSplit {
    let split_move = |m: SplitMove| json::BeanSplitMove { i: m.i, j: m.j, k: m.k };
    json::BeanSplit {
        play: None,
        misere: None,
        beans: beans.to_vec(),
        value: outcome.value,
        mover_wins: outcome.mover_wins(),
        winning_move: outcome.winning_move().map(split_move),
        winning_move_count: outcome.count,
        winning_moves: moves.map(|ms| ms.iter().copied().map(split_move).collect()),
        bean_values: None,
        bottle_values: None,
        game_over: None,
        played: None,
    }
}

/// A move of the equal-split game, piles numbered from 1.
pub fn equal_split_move(piles: &[u64], m: EqualSplitMove) -> json::EqualSplitMove {
    json::EqualSplitMove { pile: m.pile + 1, parts: m.parts, sizes: m.sizes(piles[m.pile]) }
}

/// One equal-splitting position; with `moves`, every winning move too.
pub fn equal_split(
    threshold: u64,
    piles: &[u64],
    outcome: &EqualSplitOutcome,
    moves: Option<&[EqualSplitMove]>,
) -> json::EqualSplit {
    json::EqualSplit {
        play: None,
        threshold,
        piles: piles.to_vec(),
        pile_values: outcome.pile_values.clone(),
        value: outcome.value,
        mover_wins: outcome.mover_wins(),
        misere: None,
        winning_move: outcome.winning_move().map(|m| equal_split_move(piles, m)),
        winning_moves: moves.map(|ms| ms.iter().map(|&m| equal_split_move(piles, m)).collect()),
        game_over: None,
        played: None,
    }
}

/// One sheet of paper cutting; `table` is `--table`'s.
pub fn paper_cutting(outcome: &CuttingOutcome, table: Option<Vec<Vec<u64>>>) -> json::PaperCutting {
    let (w, h) = (outcome.width, outcome.height);
    json::PaperCutting {
        play: None,
        misere: None,
        width: Some(w),
        height: Some(h),
        value: outcome.value,
        mover_wins: outcome.mover_wins(),
        winning_move: outcome.winning_move().map(|c: Cut| json::Cut {
            sheet: None,
            direction: c.direction.name().to_string(),
            at: c.at,
            pieces: c.pieces(w, h),
        }),
        table,
        sheets: None,
        game_over: None,
        played: None,
    }
}

/// Judge mode's answer for every problem: the body of the matching friendly command for
/// each case, or the problem's own list.
#[derive(Debug, Serialize)]
#[serde(untagged)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum ClassicAnswer {
    /// `poi2009-kam`: one take-away game per arrangement.
    TakeGames(json::Classic<json::TakeGame>),
    /// `hnoi2007-split`.
    BeanSplits(json::Classic<json::BeanSplit>),
    /// `hnoi2014-jiangnan`.
    EqualSplits(json::Classic<json::EqualSplit>),
    /// `poj2311-cutting`.
    PaperCuttings(json::Classic<json::PaperCutting>),
    /// `poj3710-christmas`.
    Values(json::Classic<json::ValueCase>),
    /// `loj6033-board`.
    Loj6033(json::Loj6033Board),
    /// `noi2011-bunny`.
    Noi2011(json::Noi2011Bunny),
    /// `shoi2008-john`: one misère Nim position per test case.
    MisereNims(json::Classic<json::MisereNim>),
}

/// Judge mode with `--json`: parses `src` as `problem`'s input and solves it; `None` for
/// a problem without a JSON answer.
///
/// # Errors
/// The problem's parse error.
pub fn classic(problem: Problem, src: &[u8]) -> Result<Option<ClassicAnswer>, ParseError> {
    let name = problem.name().to_string();
    Ok(Some(match problem {
        Problem::Noi2011Bunny => {
            let answer = classic::noi2011_bunny::solve(&classic::noi2011_bunny::parse(src)?);
            let mistakes = answer.mistakes(Player::Tutu).collect();
            ClassicAnswer::Noi2011(json::Noi2011Bunny { problem: name, mistakes })
        }
        Problem::Loj6033Board => {
            let answer = classic::loj6033_board::solve(&classic::loj6033_board::parse(src)?);
            let shape = answer.shape();
            let placer_wins = answer.placer_wins().map(|c| shape.position(c).into()).collect();
            ClassicAnswer::Loj6033(json::Loj6033Board { problem: name, placer_wins })
        }
        Problem::Poi2009Kam => {
            let input = classic::poi2009_kam::parse(src)?;
            let answer = classic::poi2009_kam::solve(&input);
            let cases =
                input.arrangements().iter().zip(&answer.cases).map(|(p, o)| take_game(p, o)).collect();
            ClassicAnswer::TakeGames(json::Classic { problem: name, cases })
        }
        Problem::Hnoi2007Split => {
            let input = classic::hnoi2007_split::parse(src)?;
            let answer = classic::hnoi2007_split::solve(&input);
            let cases =
                input.cases().iter().zip(&answer.cases).map(|(b, o)| bean_split(b, o, None)).collect();
            ClassicAnswer::BeanSplits(json::Classic { problem: name, cases })
        }
        Problem::Hnoi2014Jiangnan => {
            let input = classic::hnoi2014_jiangnan::parse(src)?;
            let answer = classic::hnoi2014_jiangnan::solve(&input);
            let cases = (input.games().iter().zip(&answer.cases))
                .map(|(piles, o)| equal_split(answer.threshold, piles, o, None))
                .collect();
            ClassicAnswer::EqualSplits(json::Classic { problem: name, cases })
        }
        Problem::Poj2311Cutting => {
            let answer = classic::poj2311_cutting::solve(&classic::poj2311_cutting::parse(src)?);
            let cases = answer.cases.iter().map(|o| paper_cutting(o, None)).collect();
            ClassicAnswer::PaperCuttings(json::Classic { problem: name, cases })
        }
        Problem::Poj3710Christmas => {
            let answer = classic::poj3710_christmas::solve(&classic::poj3710_christmas::parse(src)?);
            let case = |&value: &u64| json::ValueCase { value, mover_wins: value != 0 };
            let cases = answer.values.iter().map(case).collect();
            ClassicAnswer::Values(json::Classic { problem: name, cases })
        }
        Problem::Shoi2008John => {
            let input = classic::shoi2008_john::parse(src)?;
            let answer = classic::shoi2008_john::solve(&input);
            let cases = input.games().iter().zip(&answer.cases).map(|(p, o)| misere_nim(p, o)).collect();
            ClassicAnswer::MisereNims(json::Classic { problem: name, cases })
        }
        _ => return Ok(None),
    }))
}
