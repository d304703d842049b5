//! `grundy kam PILE...`: the pebbles game of POI 2009 Kam on a non-decreasing row: the
//! verdict and a winning move in the original game (take pebbles from one pile, keeping
//! the row non-decreasing).
//!
//! Exit code 1 when the player to move loses; a decreasing row is an error (exit 2).

use std::io::Write;

use anyhow::bail;
use grundy::game::staircase::solve_pebbles;
use grundy::InvalidReason;

use crate::cmd::nim::write_take_game;
use crate::Outcome;

/// Arguments of `grundy kam`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The pile sizes, non-decreasing from left to right.
    #[arg(required = true, value_name = "PILE")]
    pub(crate) piles: Vec<u64>,
}

/// Runs `kam`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let piles = &args.piles;
    if let Some(reason) = InvalidReason::first_decreasing_pile(piles) {
        bail!("kam: {reason}");
    }
    let outcome = solve_pebbles(piles);
    write_take_game(out, json.then_some("kam"), piles, &outcome, Some(("pebble", "pebbles")))
}
