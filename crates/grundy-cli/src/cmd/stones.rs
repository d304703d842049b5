//! `grundy stones [FILE] [--move R,C]...`: play the stone game (NOI 2011 "bunny and egg"
//! rules) on a stone board: the position after the moves so far, who is to move, the
//! legal moves, whether the player to move wins with correct play and the winning move.
//!
//! The board is a stone board (`O` white, `X` black, one `.` empty; an `n m` header line
//! is optional). Each `--move R,C` names the stone (1-based row and column) that moves
//! into the empty cell, in order, Tutu (white) first; the moves may stop anywhere. The
//! text output redraws the board after the moves, analyses every move made as `replay`
//! does (mistakes and better moves), then says who is to move and how the game stands.
//! `--json` gives the document `grundy_json::stones` builds (the web server's
//! `POST /api/stones` answers with it too), with the engine's move. Exit code 1 when the
//! player to move loses.

use std::io::Write;
use std::path::PathBuf;

use grundy::format::parse_board;
use grundy::game::replay::replay;
use grundy::StoneCell;

use crate::cmd::replay::{write_half_moves, write_mistakes};
use crate::cmd::{flag_error, write_json};
use crate::{input, json, Outcome};

/// Arguments of `grundy stones`: the board file and the request (declared once, with the
/// web API).
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Stone board file (`O` white, `X` black, one `.` empty; an `n m` header line is
    /// optional); standard input when omitted or `-`.
    pub(crate) file: Option<PathBuf>,
    #[command(flatten)]
    pub(crate) request: json::StonesRequest,
}

/// Runs `stones`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let path = args.file.as_deref();
    let bytes = input::read(path)?;
    let board = parse_board::<StoneCell>(&bytes).map_err(|error| {
        let in_file = input::InFile(input::display_name(path));
        // A whole game record is a common mistake: say which command reads it.
        if grundy::classic::noi2011_bunny::parse(&bytes).is_ok() {
            let hint = "this is a NOI 2011 game record: `grundy replay` analyses it".to_string();
            anyhow::Error::new(input::Hinted { error, hint }).context(in_file)
        } else {
            anyhow::Error::new(error).context(in_file)
        }
    })?;
    let record = args.request.record(board).map_err(flag_error::<Args>)?;
    let analysis = replay(&record);
    let position = analysis.final_position();
    let res = if position.mover_wins { Outcome::Done } else { Outcome::No };
    if json {
        write_json(out, "stones", json::stones(&record, &analysis))?;
        return Ok(res);
    }
    let shape = record.board().shape();
    let n_moves = record.moves().len();
    writeln!(
        out,
        "board after {n_moves} half-move{} ({} x {}; tutu moves white stones O, dandan moves black stones X; . is empty):",
        if n_moves == 1 { "" } else { "s" },
        shape.n_rows(),
        shape.n_cols()
    )?;
    write!(out, "{}", record.final_board())?;
    if n_moves > 0 {
        write_half_moves(out, &record, &analysis)?;
    }
    let player = position.player.name();
    let other = grundy::game::replay::Player::of_half_move(n_moves + 1).name();
    let empty = shape.position(position.empty);
    if position.is_over() {
        writeln!(out, "{player} is to move into the empty cell {empty} and has no move: {other} wins")?;
    } else {
        let legal: Vec<String> =
            position.legal_moves.iter().map(|&c| shape.position(c).to_string()).collect();
        writeln!(out, "{player} is to move into the empty cell {empty}; legal moves: {}", legal.join(" "))?;
        match position.winning_move {
            Some(cell) => writeln!(out, "{player} can force a win: move {}", shape.position(cell))?,
            None => writeln!(out, "{player} cannot force a win: {other} wins with correct play")?,
        }
    }
    write_mistakes(out, &analysis)?;
    Ok(res)
}
