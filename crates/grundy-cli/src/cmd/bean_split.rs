//! `grundy bean-split BEANS... [--all] [--move I:J:K | --play]`: bean splitting: the
//! smallest winning move, the number of winning moves and, with `--all`, every
//! winning move; with `--move` or `--play`, the position after that move. Bottles are
//! numbered from 0, as in the contest problem. With `--misere`, misère play (who makes the last
//! move loses), decided by Conway's genus theory (every bean is tame). The flags are
//! [`grundy_json::BeanSplitRequest`]'s fields, the ones `POST /api/bean-split` takes.
//!
//! Exit code 1 when the player to move loses.

use std::io::Write;

use crate::cmd::play::{game_error, write_misere_verdict, write_played};
use crate::{dto, Outcome};

/// Arguments of `grundy bean-split`: the request, declared once with the web API.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) request: dto::BeanSplitRequest,
}

/// "take a bean from bottle i, put two beans into bottle j" (or one into j and one into k).
fn describe(m: &dto::BeanSplitMove) -> String {
    let into = if m.j == m.k {
        format!("two beans into bottle {}", m.j)
    } else {
        format!("one bean into bottle {} and one into bottle {}", m.j, m.k)
    };
    format!("take a bean from bottle {}, put {into}", m.i)
}

/// Runs `bean-split`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let doc = args.request.run().map_err(|e| game_error::<Args>("bean-split", e))?;
    let res = if doc.mover_wins { Outcome::Done } else { Outcome::No };
    if json {
        super::write_json(out, "bean-split", doc)?;
        return Ok(res);
    }
    if let Some(played) = &doc.played {
        let m = &played.played;
        write_played(
            out,
            played,
            &format!("{} {} {} ({})", m.i, m.j, m.k, describe(m)),
            Some(doc.value),
            doc.misere.is_some(),
        )?;
    }
    if let Some(misere) = &doc.misere {
        let winning = doc
            .winning_move
            .as_ref()
            .map(|m| format!("smallest winning move: {} {} {} ({})", m.i, m.j, m.k, describe(m)));
        write_misere_verdict(out, misere, doc.mover_wins, doc.game_over == Some(true), winning)?;
    } else {
        match &doc.winning_move {
            Some(m) => {
                writeln!(out, "the player to move wins (value {})", doc.value)?;
                writeln!(out, "smallest winning move: {} {} {} ({})", m.i, m.j, m.k, describe(m))?;
            }
            None => writeln!(out, "the player to move loses (value {})", doc.value)?,
        }
    }
    writeln!(out, "winning moves: {}", doc.winning_move_count)?;
    for m in doc.winning_moves.iter().flatten() {
        writeln!(out, "{} {} {}", m.i, m.j, m.k)?;
    }
    Ok(res)
}
