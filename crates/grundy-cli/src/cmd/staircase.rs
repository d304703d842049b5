//! `grundy staircase PILE... [--move PILE:TAKE | --play] [--misere]`: staircase Nim on a
//! non-decreasing row of pebbles: the verdict and a winning move in the original game
//! (take pebbles from one pile, keeping the row non-decreasing); with `--move` or
//! `--play`, the position after that move. With `--misere`, misère play (who takes the
//! last pebble loses), decided by Bouton's misère rule on the counted differences.
//!
//! The flags are [`grundy_json::StaircaseRequest`]'s fields, the ones `POST /api/staircase` takes.
//!
//! Exit code 1 when the player to move loses; a decreasing row is an error (exit 2).

use std::io::Write;

use crate::cmd::nim::write_take_game;
use crate::cmd::play::game_error;
use crate::{dto, Outcome};

/// Arguments of `grundy staircase`: the request, declared once with the web API.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) request: dto::StaircaseRequest,
}

/// Runs `staircase`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let doc = args.request.run().map_err(|e| game_error::<Args>("staircase", e))?;
    write_take_game(out, json.then_some("staircase"), doc, Some(("pebble", "pebbles")))
}
