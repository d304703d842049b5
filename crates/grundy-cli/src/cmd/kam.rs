//! `grundy kam PILE... [--move PILE:TAKE | --play] [--misere]`: the pebbles game of POI
//! 2009 Kam on a non-decreasing row: the verdict and a winning move in the original game
//! (take pebbles from one pile, keeping the row non-decreasing); with `--move` or
//! `--play`, the position after that move. With `--misere`, misère play (who takes the
//! last pebble loses), decided by Bouton's misère rule on the counted differences.
//!
//! Exit code 1 when the player to move loses; a decreasing row is an error (exit 2).

use std::io::Write;

use crate::cmd::nim::{parse_take_move, write_take_game};
use grundy::game::misere::Play;

use crate::cmd::play::{self, game_error};
use crate::{dto, Outcome};

/// Arguments of `grundy kam`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The pile sizes, non-decreasing from left to right.
    #[arg(required = true, value_name = "PILE")]
    pub(crate) piles: Vec<u64>,
    /// First play this move: take TAKE pebbles from pile PILE (piles from 1), keeping the
    /// row non-decreasing; the answer is about the position after it.
    #[arg(long = "move", value_name = "PILE:TAKE", value_parser = parse_take_move, conflicts_with = "play")]
    pub(crate) given: Option<dto::TakeMoveArg>,
    /// First let the engine move (a winning move when there is one); the answer is about
    /// the position after it.
    #[arg(long)]
    pub(crate) play: bool,
    /// Misère play: the player who makes the last move loses.
    #[arg(long)]
    pub(crate) misere: bool,
}

/// Runs `kam`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let rule = if args.misere { Play::Misere } else { Play::Normal };
    let doc = dto::kam_doc(&args.piles, play::turn(&args.given, args.play), rule)
        .map_err(|e| game_error("kam", e))?;
    write_take_game(out, json.then_some("kam"), doc, Some(("pebble", "pebbles")))
}
