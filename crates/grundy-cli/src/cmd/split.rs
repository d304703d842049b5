//! `grundy split BEANS... [--all]`: the bean-splitting game of HNOI 2007: the smallest
//! winning move, the number of winning moves and, with `--all`, every winning move.
//! Bottles are numbered from 0, as in the problem.
//!
//! Exit code 1 when the player to move loses.

use std::io::Write;

use anyhow::{bail, Context};
use grundy::format::classic::hnoi2007_split;
use grundy::game::split::{try_split_outcome, try_split_winning_moves, SplitMove, SplitOutcome};

use crate::cmd::classic;
use crate::{input, json, Outcome};

/// Arguments of `grundy split`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The number of beans in each bottle 0, 1, ..., n-1 (at least two bottles).
    #[arg(required = true, value_name = "BEANS")]
    pub(crate) beans: Vec<u64>,
    /// List every winning move, in lexicographic order.
    #[arg(long)]
    pub(crate) all: bool,
}

fn move_dto(m: &SplitMove) -> json::SplitMove {
    json::SplitMove { i: m.i, j: m.j, k: m.k }
}

/// The JSON DTO of one position.
pub(crate) fn split_dto(beans: &[u64], outcome: &SplitOutcome, moves: Option<&[SplitMove]>) -> json::Split {
    json::Split {
        beans: beans.to_vec(),
        value: outcome.value,
        first_player_wins: outcome.value != 0,
        first_move: outcome.first.as_ref().map(move_dto),
        count: outcome.count,
        moves: moves.map(|ms| ms.iter().map(move_dto).collect()),
    }
}

/// Runs `split`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    if args.beans.len() < 2 {
        bail!("split: the game needs at least two bottles, found {}", args.beans.len());
    }
    let outcome = try_split_outcome(&args.beans).context("split")?;
    let moves = if args.all { Some(try_split_winning_moves(&args.beans).context("split")?) } else { None };
    let res = if outcome.value != 0 { Outcome::Done } else { Outcome::No };
    if json {
        super::write_json(out, &split_dto(&args.beans, &outcome, moves.as_deref()))?;
        return Ok(res);
    }
    match outcome.first {
        Some(m) => {
            writeln!(out, "the first player wins (value {})", outcome.value)?;
            let into = if m.j == m.k {
                format!("two beans into bottle {}", m.j)
            } else {
                format!("one bean into bottle {} and one into bottle {}", m.j, m.k)
            };
            writeln!(
                out,
                "smallest winning move: {} {} {} (take a bean from bottle {}, put {into})",
                m.i, m.j, m.k, m.i
            )?;
        }
        None => writeln!(out, "the first player loses (value {})", outcome.value)?,
    }
    writeln!(out, "winning moves: {}", outcome.count)?;
    for m in moves.iter().flatten() {
        writeln!(out, "{} {} {}", m.i, m.j, m.k)?;
    }
    Ok(res)
}

/// Judge mode for HNOI 2007.
pub(crate) fn run_classic(args: &classic::Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let parsed = input::parse_file(args.file.as_deref(), hnoi2007_split::parse)?;
    let outcomes =
        parsed.cases.iter().map(|beans| try_split_outcome(beans)).collect::<Result<Vec<_>, _>>()?;
    if json {
        let cases = parsed.cases.iter().zip(&outcomes).map(|(beans, o)| split_dto(beans, o, None)).collect();
        super::write_json(out, &json::Classic { problem: args.problem.name().to_string(), cases })?;
    } else {
        out.write_all(hnoi2007_split::write_output(&outcomes).as_bytes())?;
    }
    Ok(Outcome::Done)
}
