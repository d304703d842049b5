//! `grundy split BEANS... [--all] [--move I:J:K | --play]`: the bean-splitting game of HNOI
//! 2007: the smallest winning move, the number of winning moves and, with `--all`, every
//! winning move; with `--move` or `--play`, the position after that move. Bottles are
//! numbered from 0, as in the problem. With `--misere`, misère play (who makes the last
//! move loses), decided by Conway's genus theory (every bean is tame).
//!
//! Exit code 1 when the player to move loses.

use std::io::Write;

use grundy::game::misere::Play;

use crate::cmd::play::{self, game_error, write_misere_verdict, write_played};
use crate::{dto, Outcome};

/// Arguments of `grundy split`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The number of beans in each bottle 0, 1, ..., n-1 (at least two bottles).
    #[arg(required = true, value_name = "BEANS")]
    pub(crate) beans: Vec<u64>,
    /// List every winning move, in lexicographic order.
    #[arg(long)]
    pub(crate) all: bool,
    /// First play this move: a bean of bottle I goes into bottles J and K (bottles from
    /// 0, I < J <= K); the answer is about the position after it.
    #[arg(long = "move", value_name = "I:J:K", value_parser = parse_split_move, conflicts_with = "play")]
    pub(crate) given: Option<dto::SplitMoveArg>,
    /// First let the engine move (a winning move when there is one); the answer is about
    /// the position after it.
    #[arg(long)]
    pub(crate) play: bool,
    /// Misère play: the player who makes the last move loses.
    #[arg(long)]
    pub(crate) misere: bool,
}

/// Parses `I:J:K`.
fn parse_split_move(text: &str) -> Result<dto::SplitMoveArg, String> {
    let [i, j, k] = play::numbers(text, "I:J:K")?;
    Ok(dto::SplitMoveArg { i: play::number(i), j: play::number(j), k: play::number(k) })
}

/// "take a bean from bottle i, put two beans into bottle j" (or one into j and one into k).
fn describe(m: &dto::SplitMove) -> String {
    let into = if m.j == m.k {
        format!("two beans into bottle {}", m.j)
    } else {
        format!("one bean into bottle {} and one into bottle {}", m.j, m.k)
    };
    format!("take a bean from bottle {}, put {into}", m.i)
}

/// Runs `split`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let turn = play::turn(&args.given, args.play);
    let rule = if args.misere { Play::Misere } else { Play::Normal };
    let doc = dto::split_doc(&args.beans, args.all, turn, rule).map_err(|e| game_error("split", e))?;
    let res = if doc.mover_wins { Outcome::Done } else { Outcome::No };
    if json {
        super::write_json(out, "split", doc)?;
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
