//! `grundy paper-cutting W H [W H]... [--table] [--move SHEET:DIRECTION:AT | --play]`:
//! paper cutting (whoever cuts out a 1 x 1 piece wins) on one W x H
//! sheet or a sum of several: the verdict, a winning cut and, with `--table`, the Grundy
//! values of the reduced game for all sheets up to the largest W x H; with `--move` or
//! `--play`, the position after that cut (the two pieces in place of the sheet).
//!
//! With `--misere`, misère play: whoever cuts out a 1 x 1 loses at once, so the game is
//! the normal-play game without those cuts (and a position where every cut leaves a 1 x 1
//! is lost by the player who must cut).
//!
//! The flags are [`grundy_json::PaperCuttingRequest`]'s fields, the ones `POST /api/paper-cutting`
//! takes; its `sheets` are the pairs of sides.
//!
//! Exit code 1 when the player to move loses. Sides of 1 follow the literal rules: 1 x 1
//! can never be cut, a strip 1 x k with k >= 2 is won at once by cutting out a 1 x 1.

use std::io::Write;

use anyhow::bail;

use crate::cmd::play::{game_error, write_misere_verdict, write_played};
use crate::dto;
use crate::Outcome;

/// Arguments of `grundy paper-cutting`: the sheets, then the request, declared once with the
/// web API (whose `sheets` the sides fill).
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The width W and height H of each sheet, 1 to 1000 (one sheet: `4 2`; several:
    /// `4 2 3 3`).
    #[arg(required = true, value_names = ["W", "H"], num_args = 2.., value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub(crate) sides: Vec<u32>,
    #[command(flatten)]
    pub(crate) request: dto::PaperCuttingRequest,
}

/// "vertical at 2 (leaves 2 x 2 and 2 x 2)", with "sheet 2 " before it for a sum, and
/// " of equal value" after the pieces when `equal`.
fn describe(cut: &dto::Cut, several: bool, equal: bool, misere: bool) -> String {
    let [a, b] = cut.pieces;
    let what = if a == [1, 1] || b == [1, 1] {
        if misere { "cuts out a 1 x 1 and loses" } else { "cuts out a 1 x 1 and wins" }.to_string()
    } else {
        let equal = if equal { " of equal value" } else { "" };
        format!("leaves {} x {} and {} x {}{equal}", a[0], a[1], b[0], b[1])
    };
    let sheet = match cut.sheet {
        Some(sheet) if several => format!("sheet {sheet} "),
        _ => String::new(),
    };
    format!("{sheet}{} at {} ({what})", cut.direction, cut.at)
}

/// Runs `paper-cutting`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    if args.sides.len() % 2 == 1 {
        bail!("paper-cutting: the sides come in pairs W H, found {} numbers", args.sides.len());
    }
    let mut request = args.request.clone();
    request.sheets = args.sides.chunks(2).map(|s| [s[0], s[1]]).collect();
    let doc = request.run().map_err(|e| game_error::<Args>("paper-cutting", e))?;
    let res = if doc.mover_wins { Outcome::Done } else { Outcome::No };
    if json {
        super::write_json(out, "paper-cutting", doc)?;
        return Ok(res);
    }
    let several = request.sheets.len() > 1 || doc.played.is_some();
    if let Some(played) = &doc.played {
        write_played(
            out,
            played,
            &format!("cut {}", describe(&played.played, true, false, doc.misere.is_some())),
            doc.value,
            doc.misere.is_some(),
        )?;
    }
    if let Some(misere) = &doc.misere {
        let winning = doc
            .winning_move
            .as_ref()
            .map(|cut| format!("winning cut: {}", describe(cut, several, false, true)));
        write_misere_verdict(out, misere, doc.mover_wins, doc.game_over == Some(true), winning)?;
        if let Some(rows) = &doc.table {
            let w = doc.sheets.iter().flatten().map(|s| s.width).max().unwrap_or(1);
            write_table(out, w, rows)?;
        }
        return Ok(res);
    }
    let verdict = if doc.mover_wins { "wins" } else { "loses" };
    let position = match (doc.width, doc.height) {
        (Some(w), Some(h)) => format!("{w} x {h}"),
        _ => {
            let all = doc.sheets.iter().flatten().map(|s| format!("{} x {}", s.width, s.height));
            all.collect::<Vec<_>>().join(" + ")
        }
    };
    let over = if doc.game_over == Some(true) { ", the game is over" } else { "" };
    match doc.value {
        Some(value) => writeln!(out, "{position}: the player to move {verdict} (value {value}){over}")?,
        None => writeln!(out, "{position}: the player to move {verdict}{over}")?,
    }
    if let Some(cut) = &doc.winning_move {
        let equal = doc.value.is_some() && !several;
        writeln!(out, "winning cut: {}", describe(cut, several, equal, false))?;
    }
    if let Some(rows) = &doc.table {
        let w = doc.sheets.iter().flatten().map(|s| s.width).max().unwrap_or(1);
        write_table(out, w, rows)?;
    }
    Ok(res)
}

/// Prints the table with a header row of widths and a first column of heights.
fn write_table(out: &mut dyn Write, w: u32, rows: &[Vec<u64>]) -> anyhow::Result<()> {
    if rows.is_empty() || w < 2 {
        return Ok(());
    }
    let cell = rows.iter().flatten().map(|v| v.to_string().len()).max().unwrap_or(1).max(w.to_string().len());
    let label = (rows.len() + 1).to_string().len().max(3);
    let header: Vec<String> = (2..=w).map(|ww| format!("{ww:>cell$}")).collect();
    writeln!(out, "{:>label$} {}", "h\\w", header.join(" "))?;
    for (idx, row) in rows.iter().enumerate() {
        let cells: Vec<String> = row.iter().map(|v| format!("{v:>cell$}")).collect();
        writeln!(out, "{:>label$} {}", idx + 2, cells.join(" "))?;
    }
    Ok(())
}
