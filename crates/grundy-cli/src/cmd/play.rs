//! The `--move` and `--play` arguments of the Sprague-Grundy games' commands (`nim`,
//! `kam`, `split`, `jiangnan`, `cutting`, `hackenbush`, `heaps`): a move written as
//! numbers joined by `:` (`2:3`), turned into the library's [`Turn`]; the line that says
//! which move was played and what it did to the nim-sum; and the errors of
//! [`grundy_json`]'s game documents as this command's errors.

use std::io::Write;

use grundy::game::play::Turn;

use crate::dto;

/// The turn that `--move` (a move to play) or `--play` (the engine's move) asks for.
pub(crate) fn turn<M: Clone>(given: &Option<M>, play: bool) -> Turn<M> {
    match given {
        Some(m) => Turn::Move(m.clone()),
        None if play => Turn::Engine,
        None => Turn::Analyse,
    }
}

/// The `N` parts of `text` separated by `:` (`what` says which, for the message).
pub(crate) fn parts<const N: usize>(text: &str, what: &str) -> Result<[String; N], String> {
    let parts: Vec<&str> = text.split(':').collect();
    if parts.len() != N {
        return Err(format!("expected {what}, {N} parts separated by `:`"));
    }
    Ok(std::array::from_fn(|i| parts[i].trim().to_string()))
}

/// The `N` numbers of `text` separated by `:`.
pub(crate) fn numbers<const N: usize>(text: &str, what: &str) -> Result<[u64; N], String> {
    let parts: [String; N] = parts(text, what)?;
    let mut res = [0u64; N];
    for (slot, part) in res.iter_mut().zip(&parts) {
        *slot = part.parse().map_err(|_| format!("expected {what}: `{part}` is not a natural number"))?;
    }
    Ok(res)
}

/// Converts a number to `usize` for an index (a number that large names nothing).
pub(crate) fn number(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// The error of a game's document as the command's error (its limit and move errors
/// kept as such, so `--json` reports their kind).
pub(crate) fn game_error(command: &'static str, err: dto::GameError) -> anyhow::Error {
    match err {
        dto::GameError::Limit(err) => anyhow::Error::new(err).context(command),
        dto::GameError::Move(err) => anyhow::Error::new(err).context(command),
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
