//! `grundy replay [FILE]`: analyse every half-move of a NOI 2011 "bunny and egg" game
//! record (the judge's input format): whether the mover was winning before the move,
//! whether the opponent is winning after it, whether it was a mistake (both), and a
//! winning move the mover had instead.
//!
//! Text output: a header line, then one line per half-move with aligned columns, then
//! each player's mistakes. `--json` gives the same per half-move, plus a winning move
//! for every position that had one, and the start board (the document comes from
//! `grundy_json::replay`, which the web server's `POST /api/replay` answers with too).
//! To play on from a record that is not finished, see `grundy stones`.

use std::io::Write;
use std::path::PathBuf;

use grundy::game::replay::{replay, Player, Replay, StoneRecord};
use grundy::CellId;

use crate::cmd::write_json;
use crate::{input, json, Outcome};

/// Arguments of `grundy replay`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Record file in the NOI 2011 input format; standard input when omitted or `-`.
    pub(crate) file: Option<PathBuf>,
}

/// Runs `replay`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let record = input::parse_file(args.file.as_deref(), grundy::classic::noi2011_bunny::parse)?;
    let analysis = replay(&record);
    if json {
        write_json(out, "replay", json::replay(&record, &analysis))?;
        return Ok(Outcome::Done);
    }
    let shape = record.board().shape();
    writeln!(
        out,
        "start ({} x {}; tutu moves first, white stones O; dandan moves black stones X; . is empty):",
        shape.n_rows(),
        shape.n_cols()
    )?;
    write!(out, "{}", record.board())?;
    write_half_moves(out, &record, &analysis)?;
    let last = analysis.half_moves().last();
    let next = record.next_player();
    let other = Player::of_half_move(analysis.half_moves().len() + 1);
    let after = last.map_or("at the start".to_string(), |h| {
        format!("after half-move {} ({} {})", analysis.half_moves().len(), h.player.name(), h.number)
    });
    if record.final_legal_moves().is_empty() {
        writeln!(out, "{after}, {} is to move and has no move: {} wins", next.name(), other.name())?;
    } else if analysis.final_mover_wins() {
        writeln!(out, "{after}, {} is to move and can force a win", next.name())?;
    } else {
        writeln!(out, "{after}, {} is to move and cannot force a win: {} wins", next.name(), other.name())?;
    }
    write_mistakes(out, &analysis)
}

/// The table of the half-moves (with its header line): for each, the stone moved,
/// whether its mover could force a win before it, whether the opponent can after it,
/// whether it was a mistake, and the better move. `replay` and `stones` print it.
pub(crate) fn write_half_moves(
    out: &mut dyn Write,
    record: &StoneRecord,
    analysis: &Replay,
) -> anyhow::Result<()> {
    let shape = record.board().shape();
    let show = |cell: CellId| shape.position(cell).to_string();
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    writeln!(
        out,
        "each half-move: the stone moved; whether its mover could force a win before it; whether the opponent can after it; a mistake is both (a win thrown away), with the winning move the mover had"
    )?;
    let mut rows = vec![[
        "half-move".to_string(),
        "player".to_string(),
        "stone moved".to_string(),
        "mover wins before".to_string(),
        "opponent wins after".to_string(),
        "mistake".to_string(),
        "better move".to_string(),
    ]];
    for (index, h) in analysis.half_moves().iter().enumerate() {
        let better = match (h.mistake, h.winning_move) {
            (true, Some(cell)) => show(cell),
            _ => "-".to_string(),
        };
        rows.push([
            (index + 1).to_string(),
            format!("{} {}", h.player.name(), h.number),
            show(h.to),
            yes_no(h.won_before).to_string(),
            yes_no(h.won_after).to_string(),
            yes_no(h.mistake).to_string(),
            better,
        ]);
    }
    let mut widths = [0usize; 7];
    for row in &rows {
        for (width, text) in widths.iter_mut().zip(row) {
            *width = (*width).max(text.len());
        }
    }
    for row in &rows {
        let mut line = String::new();
        for (i, (text, width)) in row.iter().zip(widths).enumerate() {
            if i + 1 == row.len() {
                line.push_str(text);
            } else {
                line.push_str(&format!("{text:<width$}  "));
            }
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    Ok(())
}

/// The two lines listing each player's mistakes.
pub(crate) fn write_mistakes(out: &mut dyn Write, analysis: &Replay) -> anyhow::Result<Outcome> {
    let list = |player: Player| {
        let numbers: Vec<String> = analysis.mistakes(player).map(|n| n.to_string()).collect();
        if numbers.is_empty() {
            "none".to_string()
        } else {
            numbers.join(" ")
        }
    };
    writeln!(out, "mistakes of tutu: {}", list(Player::Tutu))?;
    writeln!(out, "mistakes of dandan: {}", list(Player::Dandan))?;
    Ok(Outcome::Done)
}
