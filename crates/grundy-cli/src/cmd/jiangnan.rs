//! `grundy jiangnan --threshold F PILE... [--all]`: the equal-split game of HNOI 2014: the
//! verdict and a winning move (which pile to split into how many piles); with `--all`,
//! every winning move and their number.
//!
//! Exit code 1 when the player to move loses; piles above 10^6 (the table's limit) are
//! refused (exit 2).

use std::io::Write;

use anyhow::Context;
use grundy::format::classic::hnoi2014_jiangnan;
use grundy::game::equal_split::{EqualSplitMove, EqualSplitTable};

use crate::cmd::classic;
use crate::{input, json, Outcome};

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

/// The sizes of the piles left by splitting `size` into `parts`, largest first.
fn split_sizes(size: u64, parts: u64) -> Vec<u64> {
    let (q, r) = (size / parts, size % parts);
    (0..parts).map(|idx| if idx < r { q + 1 } else { q }).collect()
}

/// The JSON DTO of a move.
fn move_dto(piles: &[u64], m: EqualSplitMove) -> json::EqualSplitMove {
    json::EqualSplitMove { pile: m.pile + 1, parts: m.parts, sizes: split_sizes(piles[m.pile], m.parts) }
}

/// The JSON DTO of one game; with `all`, every winning move too.
pub(crate) fn jiangnan_dto(table: &EqualSplitTable, piles: &[u64], all: bool) -> json::Jiangnan {
    let value = table.game_value(piles);
    json::Jiangnan {
        threshold: table.threshold(),
        piles: piles.to_vec(),
        pile_values: piles.iter().map(|&p| table.value(p)).collect(),
        value,
        first_player_wins: value != 0,
        winning_move: table.winning_move(piles).map(|m| move_dto(piles, m)),
        moves: all.then(|| table.winning_moves(piles).into_iter().map(|m| move_dto(piles, m)).collect()),
    }
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
    let dto = jiangnan_dto(&table, &args.piles, args.all);
    let res = if dto.first_player_wins { Outcome::Done } else { Outcome::No };
    if json {
        super::write_json(out, &dto)?;
        return Ok(res);
    }
    let values: Vec<String> = dto.pile_values.iter().map(u32::to_string).collect();
    writeln!(out, "pile values: {}", values.join(" "))?;
    match table.winning_move(&args.piles) {
        Some(m) => {
            writeln!(out, "the first player wins (value {})", dto.value)?;
            let size = args.piles[m.pile];
            writeln!(
                out,
                "split pile {} ({size} stones) into {} piles: {}",
                m.pile + 1,
                m.parts,
                describe(size, m.parts)
            )?;
        }
        None => writeln!(out, "the first player loses (value {})", dto.value)?,
    }
    if let Some(moves) = &dto.moves {
        writeln!(out, "winning moves: {}", moves.len())?;
        for m in moves {
            let size = args.piles[m.pile - 1];
            writeln!(out, "  pile {} into {}: {}", m.pile, m.parts, describe(size, m.parts))?;
        }
    }
    Ok(res)
}

/// Judge mode for HNOI 2014.
pub(crate) fn run_classic(args: &classic::Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let parsed = input::parse_file(args.file.as_deref(), hnoi2014_jiangnan::parse)?;
    let table = EqualSplitTable::try_new(parsed.threshold, parsed.max_pile())?;
    if json {
        let cases = parsed.games.iter().map(|piles| jiangnan_dto(&table, piles, false)).collect();
        super::write_json(out, &json::Classic { problem: args.problem.name().to_string(), cases })?;
    } else {
        let wins: Vec<bool> = parsed.games.iter().map(|piles| table.game_value(piles) != 0).collect();
        out.write_all(hnoi2014_jiangnan::write_output(&wins).as_bytes())?;
    }
    Ok(Outcome::Done)
}
