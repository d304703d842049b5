//! `grundy jiangnan --threshold F PILE... [--all]`: the equal-split game of HNOI 2014: the
//! verdict and a winning move (which pile to split into how many piles); with `--all`,
//! every winning move and their number.
//!
//! Exit code 1 when the player to move loses; piles above 10^6 (the table's limit) are
//! refused (exit 2).

use std::io::Write;

use anyhow::Context;
use grundy::game::equal_split::EqualSplitTable;
use grundy::game::Verdict;

use crate::{dto, Outcome};

/// Arguments of `grundy jiangnan`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The threshold F: only piles of at least F stones can be split.
    #[arg(long, short = 'f', value_parser = clap::value_parser!(u64).range(1..))]
    pub(crate) threshold: u64,
    /// The pile sizes (1 to 10^6 stones).
    #[arg(required = true, value_name = "PILE", value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub(crate) piles: Vec<u64>,
    /// Also list every winning move (scans every split of every pile).
    #[arg(long)]
    pub(crate) all: bool,
}

/// Describes the piles left by a split: "3 piles of 2" or "1 pile of 3 and 2 piles of 2".
fn describe(size: u64, parts: u64) -> String {
    let (q, r) = (size / parts, size % parts);
    let group = |count: u64, of: u64| format!("{count} pile{} of {of}", if count == 1 { "" } else { "s" });
    if r == 0 {
        group(parts, q)
    } else {
        format!("{} and {}", group(r, q + 1), group(parts - r, q))
    }
}

/// Runs `jiangnan`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let max_pile = args.piles.iter().copied().max().unwrap_or(0);
    let table = EqualSplitTable::try_new(args.threshold, max_pile).context("jiangnan")?;
    let outcome = table.outcome(&args.piles);
    let moves = args.all.then(|| table.winning_moves(&args.piles));
    let res = if outcome.mover_wins() { Outcome::Done } else { Outcome::No };
    if json {
        super::write_json(
            out,
            "jiangnan",
            dto::jiangnan(args.threshold, &args.piles, &outcome, moves.as_deref()),
        )?;
        return Ok(res);
    }
    let values: Vec<String> = outcome.pile_values.iter().map(u64::to_string).collect();
    writeln!(out, "pile values: {}", values.join(" "))?;
    match outcome.winning_move() {
        Some(m) => {
            writeln!(out, "the first player wins (value {})", outcome.value)?;
            let size = args.piles[m.pile];
            writeln!(
                out,
                "split pile {} ({size} stones) into {} piles: {}",
                m.pile + 1,
                m.parts,
                describe(size, m.parts)
            )?;
        }
        None => writeln!(out, "the first player loses (value {})", outcome.value)?,
    }
    if let Some(moves) = &moves {
        writeln!(out, "winning moves: {}", moves.len())?;
        for m in moves {
            let size = args.piles[m.pile];
            writeln!(out, "  pile {} into {}: {}", m.pile + 1, m.parts, describe(size, m.parts))?;
        }
    }
    Ok(res)
}
