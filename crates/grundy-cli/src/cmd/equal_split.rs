//! `grundy equal-split --threshold F PILE... [--all] [--move PILE:PARTS | --play]`:
//! equal splitting: the verdict and a winning move (which pile to split
//! into how many piles); with `--all`, every winning move and their number; with `--move`
//! or `--play`, the position after that move (the parts in place of the pile).
//!
//! With `--misere`, misère play (the player who makes the last split loses), decided by an
//! exact search within a limit (beyond it, a limit error, exit code 2). The flags are
//! [`grundy_json::EqualSplitRequest`]'s fields, the ones `POST /api/equal-split` takes.
//!
//! Exit code 1 when the player to move loses; piles above 10^6 (the table's limit) are
//! refused (exit 2).

use std::io::Write;

use crate::cmd::play::{game_error, write_misere_verdict, write_played};
use crate::{dto, Outcome};

/// Arguments of `grundy equal-split`: the request, declared once with the web API.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) request: dto::EqualSplitRequest,
}

/// Describes the piles left by a split: "3 piles of 2" or "1 pile of 3 and 2 piles of 2".
fn describe(sizes: &[u64]) -> String {
    let group = |count: usize, of: u64| format!("{count} pile{} of {of}", if count == 1 { "" } else { "s" });
    let (first, last) = (sizes[0], sizes[sizes.len() - 1]);
    let larger = sizes.iter().filter(|&&s| s == first).count();
    if first == last {
        group(sizes.len(), first)
    } else {
        format!("{} and {}", group(larger, first), group(sizes.len() - larger, last))
    }
}

/// Runs `equal-split`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let doc = args.request.run().map_err(|e| game_error::<Args>("equal-split", e))?;
    let res = if doc.mover_wins { Outcome::Done } else { Outcome::No };
    if json {
        super::write_json(out, "equal-split", doc)?;
        return Ok(res);
    }
    if let Some(played) = &doc.played {
        let m = &played.played;
        let size: u64 = m.sizes.iter().sum();
        let what = format!("split pile {} ({size} stones) into {}: {}", m.pile, m.parts, describe(&m.sizes));
        write_played(out, played, &what, Some(doc.value), doc.misere.is_some())?;
        let piles: Vec<String> = doc.piles.iter().map(u64::to_string).collect();
        writeln!(out, "piles: {}", piles.join(" "))?;
    }
    let values: Vec<String> = doc.pile_values.iter().map(u64::to_string).collect();
    writeln!(out, "pile values: {}", values.join(" "))?;
    let split_words = |m: &dto::EqualSplitMove| {
        let size = doc.piles[m.pile - 1];
        format!("split pile {} ({size} stones) into {} piles: {}", m.pile, m.parts, describe(&m.sizes))
    };
    if let Some(misere) = &doc.misere {
        let over = doc.game_over == Some(true);
        write_misere_verdict(out, misere, doc.mover_wins, over, doc.winning_move.as_ref().map(split_words))?;
    } else {
        match &doc.winning_move {
            Some(m) => {
                writeln!(out, "the player to move wins (value {})", doc.value)?;
                writeln!(out, "{}", split_words(m))?;
            }
            None => writeln!(out, "the player to move loses (value {})", doc.value)?,
        }
    }
    if let Some(moves) = &doc.winning_moves {
        writeln!(out, "winning moves: {}", moves.len())?;
        for m in moves {
            writeln!(out, "  pile {} into {}: {}", m.pile, m.parts, describe(&m.sizes))?;
        }
    }
    Ok(res)
}
