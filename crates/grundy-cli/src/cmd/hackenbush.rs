//! `grundy hackenbush [FILE] [--format F] [--ground V]... [--move EDGE | --play]`: Green
//! Hackenbush on an edge list or DIMACS graph (read by [`grundy::input`]; a file that
//! looks like a board or a game record is refused with what it looks like).
//!
//! Prints the Grundy value, the verdict for the player to move and, when that player wins,
//! a winning cut (the first in file order). With `--move` or `--play`, the position after
//! that cut (the same edge numbers; the cut edge and the edges that fell are no longer
//! live). With `--misere`, misère play (who cuts the last edge loses), decided by genus
//! theory when every piece is tame, else by an exact search. Exit code 1 when the player
//! to move loses.

use std::io::Write;

use anyhow::bail;

use crate::cmd::graph_input::{read_general, GraphFileArgs};
use grundy::game::misere::Play;

use crate::cmd::play::{self, game_error, write_misere_verdict, write_played};
use crate::{dto, Outcome};

/// Arguments of `grundy hackenbush`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The graph: an edge list (one edge `u v` per line; vertex names are numbers or
    /// words; `#` starts a comment) or a DIMACS graph. Loops and parallel edges are allowed.
    #[command(flatten)]
    pub(crate) input: GraphFileArgs,
    /// A ground vertex, by name (repeat for several; all of them act as one ground).
    /// Default: the vertex named `1` if there is one, else the first vertex in the file.
    #[arg(long = "ground", value_name = "V")]
    pub(crate) ground: Vec<String>,
    /// First cut this edge (its 1-based position among the file's edges); the answer is
    /// about the position after the cut.
    #[arg(long = "move", value_name = "EDGE", value_parser = parse_edge, conflicts_with = "play")]
    pub(crate) given: Option<dto::EdgeArg>,
    /// First let the engine cut (a winning cut when it finds one); the answer is about
    /// the position after it.
    #[arg(long)]
    pub(crate) play: bool,
    /// Misère play: the player who makes the last move loses.
    #[arg(long)]
    pub(crate) misere: bool,
}

/// Parses `EDGE`.
fn parse_edge(text: &str) -> Result<dto::EdgeArg, String> {
    let [edge] = play::numbers(text, "EDGE")?;
    Ok(dto::EdgeArg { edge: play::number(edge) })
}

/// Runs `hackenbush`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let named = read_general(&args.input, "hackenbush")?;
    let ground = match dto::hackenbush_ground(&named, &args.ground) {
        Ok(ground) => ground,
        Err(name) => {
            bail!("hackenbush: --ground {name}: no vertex named `{name}` in {}", args.input.display_name())
        }
    };
    let turn = play::turn(&args.given, args.play);
    let rule = if args.misere { Play::Misere } else { Play::Normal };
    let doc = dto::hackenbush_doc(&named, &ground, turn, rule).map_err(|e| game_error("hackenbush", e))?;
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
