//! `grundy split BEANS... [--all]`: the bean-splitting game of HNOI 2007: the smallest
//! winning move, the number of winning moves and, with `--all`, every winning move.
//! Bottles are numbered from 0, as in the problem.
//!
//! Exit code 1 when the player to move loses.

use std::io::Write;

use anyhow::{bail, Context};
use grundy::game::split::{try_split_outcome, try_split_winning_moves};
use grundy::game::Verdict;

use crate::{dto, Outcome};

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

/// Runs `split`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    if args.beans.len() < 2 {
        bail!("split: the game needs at least two bottles, found {}", args.beans.len());
    }
    let outcome = try_split_outcome(&args.beans).context("split")?;
    let moves = if args.all { Some(try_split_winning_moves(&args.beans).context("split")?) } else { None };
    let res = if outcome.mover_wins() { Outcome::Done } else { Outcome::No };
    if json {
        super::write_json(out, "split", dto::split(&args.beans, &outcome, moves.as_deref()))?;
        return Ok(res);
    }
    match outcome.winning_move() {
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
