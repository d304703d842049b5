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
//! Exit code 1 when the player to move loses.

use std::io::Write;

use anyhow::Context;

use grundy::game::misere::Play;

use crate::cmd::play::{self, game_error, write_misere_verdict, write_played};
use crate::{dto, Outcome};

/// Arguments of `grundy heaps`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The game code, e.g. 0.77 (Kayles), 0.07 (Dawson's Kayles), 0.137; see `grundy octal
    /// --help` for what the digits mean.
    pub(crate) code: String,
    /// The heap sizes (at most 100000 tokens in all; none is a finished game).
    #[arg(value_name = "HEAP")]
    pub(crate) heaps: Vec<u64>,
    /// First play this move: take TAKE tokens in a row from heap HEAP (from 1), leaving
    /// LEFT tokens before them and RIGHT after them (0 for none); the answer is about the
    /// position after it.
    #[arg(long = "move", value_name = "HEAP:TAKE:LEFT:RIGHT", value_parser = parse_heap_move, conflicts_with = "play")]
    pub(crate) given: Option<dto::HeapMoveArg>,
    /// First let the engine move (a winning move when there is one); the answer is about
    /// the position after it.
    #[arg(long)]
    pub(crate) play: bool,
    /// Misère play: the player who makes the last move loses.
    #[arg(long)]
    pub(crate) misere: bool,
}

/// Parses `HEAP:TAKE:LEFT:RIGHT`.
fn parse_heap_move(text: &str) -> Result<dto::HeapMoveArg, String> {
    let [heap, take, left, right] = play::numbers(text, "HEAP:TAKE:LEFT:RIGHT")?;
    Ok(dto::HeapMoveArg { heap: play::number(heap), take, left, right })
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
    let game = grundy::game::heaps::parse_row_code(&args.code)
        .with_context(|| format!("heaps: bad octal game code `{}`", args.code))?;
    let turn = play::turn(&args.given, args.play);
    let rule = if args.misere { Play::Misere } else { Play::Normal };
    let doc = dto::heaps_doc(&game, &args.heaps, turn, rule).map_err(|e| game_error("heaps", e))?;
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
