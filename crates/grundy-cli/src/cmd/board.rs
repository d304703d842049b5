//! `grundy board [FILE] [--cell R,C]... [--token R,C [--move R,C]...] [--explain]
//! [--matching] [--map-only] [--svg OUT [--moves]]`: the verdict map of a token board
//! (LOJ 6033 rules: a token is placed on a free cell, then the players alternately move
//! it to an adjacent free cell never visited; who cannot move loses).
//!
//! The input is a board of `.` (free) and `#` (blocked), with or without the LOJ 6033
//! `n m` header line. The output redraws the board with `W` where the player to move wins,
//! `L` where the player to move loses (the placer wins) and `#` for blocked cells, then a
//! legend line and the counts. `--cell R,C` (repeatable) answers for those cells only,
//! with their winning moves, and prints no map. `--json` adds every free cell's winning
//! move (`--map-only` leaves that list out); it is written cell by cell, so a board of
//! 10^8 cells needs no more memory for its JSON than for its solution.
//!
//! A game in progress: `--token R,C` is where the token was placed, each `--move R,C` a
//! move after it, in order. The board answered for is then the game's position (the
//! visited cells are blocked, except the token's), and the output ends with who is to
//! move wins, the legal moves, the winning move and the engine's move; the exit code is 1
//! when the player to move loses. `--explain` adds, for each `--cell` and the token, its
//! mate in the maximum matching (the winning move follows it) and, for a losing cell, the
//! alternating path from an unmatched cell that proves it loses. `--matching` prints the
//! maximum matching as arrows. The flags are [`grundy_json::BoardRequest`]'s fields, the
//! ones the web server's `POST /api/board` takes, and the document is the one it answers
//! with.
//!
//! `--svg OUT` also draws the map as an SVG picture (see [`crate::svg`]) into the file
//! `OUT`; with `--svg -` the picture goes to standard output instead of the text map (so
//! it cannot be combined with `--json`). `--moves` adds an arrow from every winning cell
//! to its winning move. Boards of more than 250 000 cells are refused with `--svg`, before
//! anything is written; on boards of more than 80 rows or columns `--moves` draws no
//! arrows (they would not be legible) and says so on standard error.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{bail, Context};

use grundy::game::geography::CellVerdict;
use grundy::CellId;

use crate::cmd::{flag_error, write_json};
use crate::{input, json, svg, Outcome};

/// Arguments of `grundy board`: the board file, the request (declared once, with the
/// web API), and the picture.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Board file (`.` free, `#` blocked; an `n m` header line is optional); standard
    /// input when omitted or `-`.
    pub(crate) file: Option<PathBuf>,
    #[command(flatten)]
    pub(crate) request: json::BoardRequest,
    /// Also draw the map as an SVG picture into this file (`-`: standard output, instead
    /// of the text map).
    #[arg(long, value_name = "OUT", conflicts_with = "cells")]
    pub(crate) svg: Option<PathBuf>,
    /// With `--svg`: draw an arrow from every winning cell to its winning move (boards of
    /// at most 80 rows and columns; larger ones are drawn without arrows).
    #[arg(long = "moves", requires = "svg")]
    pub(crate) moves_svg: bool,
}

/// Writes `--explain`'s lines for `cell`: its mate, and for a losing cell the
/// alternating path (` - ` an edge outside the matching, ` = ` a matching edge).
fn write_explanation(out: &mut dyn Write, answer: &json::BoardAnswer, cell: CellId) -> anyhow::Result<()> {
    let shape = answer.shape();
    let solution = answer.solution();
    let here = shape.position(cell);
    match solution.mate(cell) {
        Some(mate) => {
            writeln!(out, "  {here} is matched to {} in the maximum matching", shape.position(mate))?
        }
        None => writeln!(out, "  {here} is unmatched in the maximum matching, so the player to move loses")?,
    }
    if let Some(path) = solution.alternating_path(cell) {
        if path.len() > 1 {
            let mut text = shape.position(path[0]).to_string();
            for (i, &c) in path.iter().enumerate().skip(1) {
                text.push_str(if i % 2 == 1 { " - " } else { " = " });
                text.push_str(&shape.position(c).to_string());
            }
            writeln!(
                out,
                "  alternating path from the unmatched {}: {text} (- outside the matching, = in it); swapping its edges gives a maximum matching that misses {here}",
                shape.position(path[0])
            )?;
        }
    } else if solution.mate(cell).is_some() {
        writeln!(out, "  every maximum matching covers {here}: moving along the matching edge wins")?;
    }
    Ok(())
}

/// Runs `board`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    args.request.check().map_err(flag_error::<Args>)?;
    let board = input::parse_file(args.file.as_deref(), grundy::format::parse_token_board)?;
    let (n_rows, n_cols) = (board.n_rows(), board.n_cols());
    let svg_to_stdout = args.svg.as_deref().is_some_and(|p| p.as_os_str() == "-");
    if svg_to_stdout && json {
        bail!("--json and --svg - both write to standard output");
    }
    if args.svg.is_some() {
        svg::check_size(n_rows, n_cols)?;
    }
    let answer = args.request.run(&board).map_err(flag_error::<Args>)?;
    let solution = answer.solution();
    let outcome = match answer.game() {
        Some(game) if !game.mover_wins() => Outcome::No,
        _ => Outcome::Done,
    };
    if let Some(path) = &args.svg {
        let arrows = args.moves_svg && svg::arrows_fit(n_rows, n_cols);
        if args.moves_svg && !arrows {
            eprintln!(
                "note: --moves draws no arrows on a board of more than {} rows or columns; this one is {n_rows} x {n_cols}",
                svg::MAX_SIDE_FOR_MOVES
            );
        }
        let verdicts: Vec<CellVerdict> = solution.verdicts().collect();
        let picture = svg::board_svg(n_rows, n_cols, &verdicts, arrows);
        if svg_to_stdout {
            out.write_all(picture.as_bytes())?;
            return Ok(outcome);
        }
        let problem = || input::FileProblem { action: "write", file: path.display().to_string() };
        std::fs::write(path, picture).with_context(problem)?;
    }
    if json {
        write_json(out, "board", answer.doc())?;
        return Ok(outcome);
    }
    let shape = answer.shape();
    if let Some(game) = answer.game() {
        let token = shape.position(game.token());
        match game.n_moves() {
            0 => writeln!(out, "token placed on {token}")?,
            1 => writeln!(out, "token on {token} after 1 move; the cell it left is blocked")?,
            n => writeln!(out, "token on {token} after {n} moves; the cells it left are blocked")?,
        }
    }
    if answer.asked().is_empty() {
        for row in answer.map_rows() {
            writeln!(out, "{row}")?;
        }
        writeln!(
            out,
            "legend: W = the player to move wins, L = the player to move loses (the placer wins), # = blocked"
        )?;
        let (wins, losses, blocked) = answer.counts();
        writeln!(out, "W: {wins}, L: {losses}, #: {blocked}")?;
    }
    for &cell in answer.asked() {
        let here = shape.position(cell);
        match solution.verdict(cell) {
            CellVerdict::Win { to } => {
                writeln!(out, "{here}: the player to move wins, winning move to {}", shape.position(to))?
            }
            _ => writeln!(out, "{here}: the player to move loses (the placer wins)")?,
        }
        if args.request.explain {
            write_explanation(out, &answer, cell)?;
        }
    }
    if args.request.matching {
        writeln!(
            out,
            "maximum matching, {} pairs (each cell points to its mate; o = unmatched, # = blocked):",
            solution.matching_size()
        )?;
        for row in answer.mate_rows() {
            writeln!(out, "{row}")?;
        }
    }
    if let Some(game) = answer.game() {
        let token = shape.position(game.token());
        if game.is_over() {
            writeln!(out, "the player to move has no move from {token} and loses")?;
        } else {
            let legal: Vec<String> =
                game.legal_moves().iter().map(|&c| shape.position(c).to_string()).collect();
            writeln!(out, "legal moves from {token}: {}", legal.join(" "))?;
            match game.winning_move() {
                Some(to) => writeln!(out, "the player to move wins: move to {}", shape.position(to))?,
                None => writeln!(
                    out,
                    "the player to move loses with correct play; the engine would move to {}",
                    shape.position(game.engine_move().expect("a legal move"))
                )?,
            }
        }
        if args.request.explain {
            write_explanation(out, &answer, game.token())?;
        }
    }
    Ok(outcome)
}
