//! What the Sprague-Grundy games' commands (`nim`, `staircase`, `bean-split`,
//! `equal-split`, `paper-cutting`, `hackenbush`, `heaps`) write alike: the line that says
//! which move was played (`--move` or `--play`, read by the command's request in
//! [`grundy_json`]) and what it did to the nim-sum, the misère verdict, and the errors of
//! the game documents as this command's errors, a request's fields spelled as its flags.

use std::io::Write;

use crate::cmd::flag_error;
use crate::dto;

/// The error of a game's document as the error of the command whose arguments are `A`
/// (its limit and move errors kept as such, so `--json` reports their kind; a request's
/// error spelled with the flags of `A`).
pub(crate) fn game_error<A: clap::Args>(command: &'static str, err: dto::GameError) -> anyhow::Error {
    match err {
        dto::GameError::Request(err) => flag_error::<A>(err).context(command),
        dto::GameError::Limit(err) => anyhow::Error::new(err).context(command),
        dto::GameError::Move(err) => anyhow::anyhow!(err).context(command),
        dto::GameError::Invalid(message) => anyhow::anyhow!(message).context(command),
        dto::GameError::Search(err) => anyhow::Error::new(err).context(command),
        dto::GameError::MisereLimit(err) => anyhow::Error::new(err).context(command),
    }
}

/// Writes the line about the move played: who played it, `what` it was, and what it did
/// to the component it was made in and to the nim-sum (`value` is the nim-sum after it).
pub(crate) fn write_played<M>(
    out: &mut dyn Write,
    played: &dto::Played<M>,
    what: &str,
    value: Option<u64>,
    misere: bool,
) -> anyhow::Result<()> {
    let who = if played.by == "engine" { "the engine plays" } else { "played" };
    write!(out, "{who}: {what}")?;
    // Under misère play the normal-play values decide nothing: the move alone is said.
    let values = (played.component, played.from_value, played.to_value);
    if let (false, (Some(component), Some(from), Some(to))) = (misere, values) {
        write!(out, "; component {component} goes from value {from} to {to}")?;
        if let (Some(before), Some(after)) = (played.value_before, value) {
            write!(out, ", the nim-sum from {before} to {after}")?;
        }
    }
    writeln!(out)?;
    if !played.mover_was_winning && played.by == "engine" {
        match misere {
            true => writeln!(out, "(the engine had no winning move under misère play)")?,
            false => writeln!(out, "(the engine had no winning move: the nim-sum was 0)")?,
        }
    }
    Ok(())
}

/// Writes a misère verdict: who wins under misère play and why (`misere`, the document's
/// method and reason), then `winning` (the winning move in words) when there is one; a
/// position with no move left is won by the player to move.
pub(crate) fn write_misere_verdict(
    out: &mut dyn Write,
    misere: &dto::Misere,
    mover_wins: bool,
    game_over: bool,
    winning: Option<String>,
) -> anyhow::Result<()> {
    if game_over {
        writeln!(
            out,
            "the player to move wins under misère play: no move is left, the other player moved last"
        )?;
        return Ok(());
    }
    let verdict = if mover_wins { "wins" } else { "loses" };
    let how = match misere.method.as_str() {
        "nim-rule" => "by misère Nim's rule",
        "staircase" => "by misère staircase Nim's rule",
        "genus" | "tame" => "by genus theory",
        "normal-play" => "as a normal-play game in disguise",
        "quotient" => "by the misère quotient",
        "search" => "by an exact search",
        other => other,
    };
    writeln!(out, "the player to move {verdict} under misère play, {how}: {}", misere.reason)?;
    if let Some(winning) = winning {
        writeln!(out, "{winning}")?;
    }
    Ok(())
}
