//! `grundy heaps CODE HEAP... [--move HEAP:TAKE:LEFT:RIGHT | --play]`: a position of
//! several heaps in an octal game (Kayles 0.77, Dawson's Kayles 0.07, any code `octal`
//! reads): each heap's Grundy value, the nim-sum, who wins and the first winning move;
//! with `--move` or `--play`, the position after that move (the heaps it leaves in place
//! of its heap). `octal` computes a code's sequence; this command plays on positions.
//!
//! With `--misere`, misère play (the player who makes the last move loses): misère Nim's
//! rule on the heaps' Grundy values where it is a theorem, else an exact search within a
//! limit (beyond it, a limit error, exit code 2).
//!
//! The flags are [`grundy_json::HeapsRequest`]'s fields, the ones `POST /api/heaps` takes.
//!
//! Exit code 1 when the player to move loses.

use std::io::Write;

use anyhow::Context;

use crate::cmd::play::{game_error, write_misere_verdict, write_played};
use crate::{dto, Outcome};

/// Arguments of `grundy heaps`: the request, declared once with the web API.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) request: dto::HeapsRequest,
}

/// "take 2 from heap 1 (7), leaving 2 and 3".
fn describe(m: &dto::HeapMove) -> String {
    let size = m.take + m.left + m.right;
    let leaves = match (m.left, m.right) {
        (0, 0) => "leaving nothing".to_string(),
        (0, one) | (one, 0) => format!("leaving {one}"),
        (left, right) => format!("leaving {left} and {right}"),
    };
    format!("take {} from heap {} ({size}), {leaves}", m.take, m.heap)
}

/// Runs `heaps`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let code = &args.request.code;
    let game = grundy::game::heaps::parse_row_code(code)
        .with_context(|| format!("heaps: bad octal game code `{code}`"))?;
    let doc = args.request.run(&game).map_err(|e| game_error::<Args>("heaps", e))?;
    let res = if doc.mover_wins { Outcome::Done } else { Outcome::No };
    if json {
        super::write_json(out, "heaps", doc)?;
        return Ok(res);
    }
    if let Some(played) = &doc.played {
        write_played(out, played, &describe(&played.played), Some(doc.value), doc.misere.is_some())?;
    }
    let list = |values: &[u64]| values.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
    writeln!(out, "game {}: heaps {}", doc.code, list(&doc.heaps))?;
    writeln!(out, "heap values: {}", list(&doc.heap_values))?;
    if let Some(misere) = &doc.misere {
        let winning = doc.winning_move.as_ref().map(describe);
        write_misere_verdict(out, misere, doc.mover_wins, doc.game_over, winning)?;
        return Ok(res);
    }
    match &doc.winning_move {
        Some(m) => {
            writeln!(out, "the player to move wins (value {})", doc.value)?;
            writeln!(out, "{}", describe(m))?;
        }
        None if doc.game_over => {
            writeln!(out, "the player to move loses (value {}): no move is left", doc.value)?
        }
        None => writeln!(out, "the player to move loses (value {})", doc.value)?,
    }
    Ok(res)
}
