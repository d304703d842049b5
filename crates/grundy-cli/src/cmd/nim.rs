//! `grundy nim PILE... [--move PILE:TAKE | --play]`: Nim: the verdict and a winning move
//! (take from one pile); with `--move` or `--play`, the position after that move (a
//! given one, checked against the rules, or the engine's). The flags are
//! [`grundy_json::NimRequest`]'s fields, the ones `POST /api/nim` takes.
//!
//! With `--misere`, misère Nim (the player who takes the last token loses), decided by
//! Bouton's misère rule.
//!
//! Exit code 1 when the player to move loses, as documented in the help.

use std::io::Write;

use crate::cmd::play::{game_error, write_misere_verdict, write_played};
use crate::cmd::write_json;
use crate::{dto, Outcome};

/// Arguments of `grundy nim`: the request, declared once with the web API.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) request: dto::NimRequest,
}

/// Writes a take-away game's document (`nim`, `staircase`): as the JSON of the command `json`
/// names, or as the move played (if any), the value line and the first winning move;
/// `items` names what is taken, singular and plural (`("pebble", "pebbles")`), or is
/// `None` to say just "take 3 from pile 1".
pub(crate) fn write_take_game(
    out: &mut dyn Write,
    json: Option<&str>,
    doc: dto::TakeGame,
    items: Option<(&str, &str)>,
) -> anyhow::Result<Outcome> {
    let res = if doc.mover_wins { Outcome::Done } else { Outcome::No };
    if let Some(command) = json {
        write_json(out, command, doc)?;
        return Ok(res);
    }
    let describe = |m: &dto::TakeMove, before: u64| {
        let what = match items {
            Some((one, _)) if m.take == 1 => format!(" {one}"),
            Some((_, many)) => format!(" {many}"),
            None => String::new(),
        };
        format!("take {}{what} from pile {} ({before} -> {})", m.take, m.pile, before - m.take)
    };
    if let Some(played) = &doc.played {
        let m = &played.played;
        let before = doc.piles[m.pile - 1] + m.take;
        write_played(out, played, &describe(m, before), Some(doc.value), doc.misere.is_some())?;
    }
    if let Some(misere) = &doc.misere {
        let winning = doc.winning_move.as_ref().map(|m| describe(m, doc.piles[m.pile - 1]));
        write_misere_verdict(out, misere, doc.mover_wins, doc.game_over == Some(true), winning)?;
        return Ok(res);
    }
    let value = doc.value;
    match &doc.winning_move {
        Some(m) => {
            writeln!(out, "the player to move wins (value {value})")?;
            writeln!(out, "{}", describe(m, doc.piles[m.pile - 1]))?;
        }
        None if doc.game_over == Some(true) => {
            writeln!(out, "the player to move loses (value {value}): no move is left")?
        }
        None => writeln!(out, "the player to move loses (value {value})")?,
    }
    Ok(res)
}

/// Runs `nim`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let doc = args.request.run().map_err(|e| game_error::<Args>("nim", e))?;
    write_take_game(out, json.then_some("nim"), doc, None)
}
