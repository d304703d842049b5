//! `grundy nim PILE...`: Nim: the verdict and a winning move (take from one pile).
//!
//! Exit code 1 when the player to move loses (nim-sum zero), as documented in the help.

use std::io::Write;

use grundy::game::staircase::{solve_nim, TakeOutcome};
use grundy::game::Verdict;

use crate::cmd::write_json;
use crate::{dto, Outcome};

/// Arguments of `grundy nim`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The pile sizes.
    #[arg(required = true, value_name = "PILE")]
    pub(crate) piles: Vec<u64>,
}

/// Writes a take-away game's answer (`nim`, `kam`): as the JSON of the command `json`
/// names, or as the value line and
/// the first winning move; `items` names what is taken, singular and plural
/// (`("pebble", "pebbles")`), or is `None` to say just "take 3 from pile 1".
pub(crate) fn write_take_game(
    out: &mut dyn Write,
    json: Option<&str>,
    piles: &[u64],
    outcome: &TakeOutcome,
    items: Option<(&str, &str)>,
) -> anyhow::Result<Outcome> {
    let res = if outcome.mover_wins() { Outcome::Done } else { Outcome::No };
    if let Some(command) = json {
        write_json(out, command, dto::take_game(piles, outcome))?;
        return Ok(res);
    }
    let value = outcome.value;
    match outcome.winning_move() {
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
        }
        None => writeln!(out, "the first player loses (value {value})")?,
    }
    Ok(res)
}

/// Runs `nim`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    write_take_game(out, json.then_some("nim"), &args.piles, &solve_nim(&args.piles), None)
}
