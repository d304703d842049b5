//! `grundy hackenbush [FILE] [--format F] [--ground V]... [--move EDGE | --play]`: Green
//! Hackenbush on an edge list or DIMACS graph (read by [`grundy::input`]; a file that
//! looks like a board or a game record is refused with what it looks like).
//!
//! Prints the Grundy value, the verdict for the player to move and, when that player wins,
//! a winning cut (the first in file order). With `--move` or `--play`, the position after
//! that cut (the same edge numbers; the cut edge and the edges that fell are no longer
//! live). With `--misere`, misère play (who cuts the last edge loses), decided by genus
//! theory when every piece is tame, else by an exact search. Exit code 1 when the player
//! to move loses. The flags are [`grundy_json::HackenbushRequest`]'s fields, the ones
//! `POST /api/hackenbush` takes.

use std::io::Write;

use crate::cmd::graph_input::{read_general, GraphFileArgs};

use crate::cmd::play::{game_error, write_misere_verdict, write_played};
use crate::{dto, Outcome};

/// Arguments of `grundy hackenbush`: the graph file, then the request, declared once with
/// the web API (whose `input` and `format` the file stands for).
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The graph: an edge list (one edge `u v` per line; vertex names are numbers or
    /// words; `#` starts a comment) or a DIMACS graph. Loops and parallel edges are allowed.
    #[command(flatten)]
    pub(crate) input: GraphFileArgs,
    #[command(flatten)]
    pub(crate) request: dto::HackenbushRequest,
}

/// Runs `hackenbush`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let named = read_general(&args.input, "hackenbush")?;
    let doc = args.request.run(&named).map_err(|e| game_error::<Args>("hackenbush", e))?;
    let res = if doc.mover_wins { Outcome::Done } else { Outcome::No };
    if json {
        super::write_json(out, "hackenbush", doc)?;
        return Ok(res);
    }
    if let Some(played) = &doc.played {
        let e = &played.played;
        let live = doc.live_edge_count;
        let what = format!("cut edge {} ({} {}), {live} edges left in play", e.edge, e.u, e.v);
        write_played(out, played, &what, Some(doc.value), doc.misere.is_some())?;
    }
    if let Some(misere) = &doc.misere {
        let winning = doc.winning_move.as_ref().map(|first| {
            let count = doc.winning_moves.len();
            let others = match (count, doc.winning_moves_complete) {
                (1, true) => "the only winning move".to_string(),
                (count, true) => format!("one of {count} winning moves"),
                (count, false) => format!("one of the first {count} listed"),
            };
            format!("winning move: cut edge {} ({} {}), {others}", first.edge, first.u, first.v)
        });
        write_misere_verdict(out, misere, doc.mover_wins, doc.game_over, winning)?;
        return Ok(res);
    }
    let value = doc.value;
    writeln!(out, "value: {value}")?;
    if doc.pieces.len() > 1 {
        let values: Vec<String> = doc.pieces.iter().map(|p| p.value.to_string()).collect();
        writeln!(out, "pieces on the ground: {} (values {})", doc.pieces.len(), values.join(" "))?;
    }
    let verdict = if value != 0 { "wins" } else { "loses" };
    writeln!(out, "player to move: {verdict}")?;
    if value != 0 {
        match &doc.winning_move {
            Some(first) => {
                let others = match (doc.winning_moves.len(), doc.winning_moves_complete) {
                    (1, true) => "the only winning move".to_string(),
                    (count, true) => format!("one of {count} winning moves"),
                    (count, false) => format!("one of {count} found before the search limit"),
                };
                writeln!(out, "winning move: cut edge {} ({} {}), {others}", first.edge, first.u, first.v)?;
            }
            // A non-zero value always has a move to zero, so the search was cut short.
            None => writeln!(
                out,
                "winning move: not found within the search limit (estimated cost {}, limit {})",
                doc.move_search_cost, doc.move_search_limit
            )?,
        }
    }
    Ok(res)
}
