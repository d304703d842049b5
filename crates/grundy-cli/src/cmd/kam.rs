//! `grundy kam PILE...`: the pebbles game of POI 2009 Kam on a non-decreasing row: the
//! verdict and a winning move in the original game (take pebbles from one pile, keeping
//! the row non-decreasing).
//!
//! Exit code 1 when the player to move loses; a decreasing row is an error (exit 2).

use std::io::Write;

use anyhow::bail;
use grundy::format::classic::poi2009_kam;
use grundy::game::staircase::{pebbles_value, pebbles_winning_moves};

use crate::cmd::classic;
use crate::cmd::nim::{take_game_dto, write_take_game};
use crate::{input, json, Outcome};

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
    if let Some(i) = (1..piles.len()).find(|&i| piles[i] < piles[i - 1]) {
        bail!(
            "kam: pile {} has {} pebbles, fewer than the {} of pile {}: the row must be non-decreasing",
            i + 1,
            piles[i],
            piles[i - 1],
            i
        );
    }
    let value = pebbles_value(piles);
    let moves = pebbles_winning_moves(piles);
    if json {
        super::write_json(out, &take_game_dto(piles, value, &moves))?;
        return Ok(if moves.is_empty() { Outcome::No } else { Outcome::Done });
    }
    write_take_game(out, piles, value, &moves, Some(("pebble", "pebbles")))
}

/// Judge mode for POI 2009 Kam.
pub(crate) fn run_classic(args: &classic::Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let parsed = input::parse_file(args.file.as_deref(), poi2009_kam::parse)?;
    if json {
        let cases = parsed
            .arrangements
            .iter()
            .map(|piles| take_game_dto(piles, pebbles_value(piles), &pebbles_winning_moves(piles)))
            .collect();
        super::write_json(out, &json::Classic { problem: args.problem.name().to_string(), cases })?;
    } else {
        let wins: Vec<bool> = parsed.arrangements.iter().map(|piles| pebbles_value(piles) != 0).collect();
        out.write_all(poi2009_kam::write_output(&wins).as_bytes())?;
    }
    Ok(Outcome::Done)
}
