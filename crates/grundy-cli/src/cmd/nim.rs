//! `grundy nim PILE...`: Nim: the verdict and a winning move (take from one pile).
//!
//! Exit code 1 when the player to move loses (nim-sum zero), as documented in the help.

use std::io::Write;

use grundy::game::staircase::{nim_value, nim_winning_moves, TakeMove};

use crate::json;
use crate::Outcome;

/// Arguments of `grundy nim`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The pile sizes.
    #[arg(required = true, value_name = "PILE")]
    pub(crate) piles: Vec<u64>,
}

/// The JSON DTO of a take-away game (shared with `kam`); moves are numbered from 1.
pub(crate) fn take_game_dto(piles: &[u64], value: u64, moves: &[TakeMove]) -> json::TakeGame {
    let dto_move = |m: &TakeMove| json::TakeMove { pile: m.pile + 1, take: m.take };
    json::TakeGame {
        piles: piles.to_vec(),
        value,
        first_player_wins: value != 0,
        winning_move: moves.first().map(dto_move),
        winning_moves: moves.iter().map(dto_move).collect(),
    }
}

/// The text verdict of a take-away game: the value line and the first winning move;
/// `items` names what is taken, singular and plural (`("pebble", "pebbles")`), or is
/// `None` to say just "take 3 from pile 1".
pub(crate) fn write_take_game(
    out: &mut dyn Write,
    piles: &[u64],
    value: u64,
    moves: &[TakeMove],
    items: Option<(&str, &str)>,
) -> anyhow::Result<Outcome> {
    match moves.first() {
        Some(m) => {
            writeln!(out, "the first player wins (value {value})")?;
            let before = piles[m.pile];
            let what = match items {
                Some((one, _)) if m.take == 1 => format!(" {one}"),
                Some((_, many)) => format!(" {many}"),
                None => String::new(),
            };
            writeln!(
                out,
                "take {}{what} from pile {} ({before} -> {})",
                m.take,
                m.pile + 1,
                before - m.take
            )?;
            Ok(Outcome::Done)
        }
        None => {
            writeln!(out, "the first player loses (value {value})")?;
            Ok(Outcome::No)
        }
    }
}

/// Runs `nim`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let value = nim_value(&args.piles);
    let moves = nim_winning_moves(&args.piles);
    if json {
        super::write_json(out, &take_game_dto(&args.piles, value, &moves))?;
        return Ok(if moves.is_empty() { Outcome::No } else { Outcome::Done });
    }
    write_take_game(out, &args.piles, value, &moves, None)
}
