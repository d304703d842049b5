//! `grundy cutting W H [--table]`: the paper-cutting game of POJ 2311 on one W x H sheet
//! (whoever cuts out a 1 x 1 piece wins): the verdict, a winning cut and, with `--table`,
//! the Grundy values of the reduced game for all sheets up to W x H.
//!
//! Exit code 1 when the player to move loses. Sides of 1 follow the literal rules: 1 x 1
//! has no move (lost), 1 x k with k >= 2 is won by cutting out a 1 x 1.

use std::io::Write;

use anyhow::Context;
use grundy::format::classic::poj2311_cutting;
use grundy::game::cutting::{Cut, CutDirection, CuttingTable};

use crate::cmd::classic;
use crate::{input, json, Outcome};

/// Arguments of `grundy cutting`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The width W of the sheet (1 to 1000).
    #[arg(value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub(crate) width: u32,
    /// The height H of the sheet (1 to 1000).
    #[arg(value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub(crate) height: u32,
    /// Also print the Grundy values of every sheet w x h with 2 <= w <= W, 2 <= h <= H.
    #[arg(long)]
    pub(crate) table: bool,
}

/// The two pieces a cut leaves.
fn pieces(w: u32, h: u32, cut: &Cut) -> [[u32; 2]; 2] {
    match cut.direction {
        CutDirection::Vertical => [[cut.at, h], [w - cut.at, h]],
        CutDirection::Horizontal => [[w, cut.at], [w, h - cut.at]],
    }
}

fn direction_name(direction: CutDirection) -> &'static str {
    match direction {
        CutDirection::Vertical => "vertical",
        CutDirection::Horizontal => "horizontal",
    }
}

fn table_rows(table: &CuttingTable, w: u32, h: u32) -> Vec<Vec<u32>> {
    (2..=h).map(|hh| (2..=w).map(|ww| table.value(ww, hh)).collect()).collect()
}

/// The JSON DTO of one sheet.
pub(crate) fn cutting_dto(table: &CuttingTable, w: u32, h: u32, with_table: bool) -> json::Cutting {
    let cut = table.winning_cut(w, h);
    json::Cutting {
        width: w,
        height: h,
        value: (w >= 2 && h >= 2).then(|| table.value(w, h)),
        first_player_wins: cut.is_some(),
        winning_cut: cut.map(|c| json::Cut {
            direction: direction_name(c.direction).to_string(),
            at: c.at,
            pieces: pieces(w, h, &c),
        }),
        table: with_table.then(|| table_rows(table, w, h)),
    }
}

/// Runs `cutting`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let (w, h) = (args.width, args.height);
    let table = CuttingTable::try_new(w.max(h)).context("cutting")?;
    let dto = cutting_dto(&table, w, h, args.table);
    let res = if dto.first_player_wins { Outcome::Done } else { Outcome::No };
    if json {
        super::write_json(out, &dto)?;
        return Ok(res);
    }
    let verdict = if dto.first_player_wins { "wins" } else { "loses" };
    match dto.value {
        Some(value) => writeln!(out, "{w} x {h}: the first player {verdict} (value {value})")?,
        None => writeln!(out, "{w} x {h}: the first player {verdict}")?,
    }
    if let Some(cut) = table.winning_cut(w, h) {
        let [a, b] = pieces(w, h, &cut);
        let what = if a == [1, 1] || b == [1, 1] {
            "cuts out a 1 x 1 and wins".to_string()
        } else {
            format!("leaves {} x {} and {} x {} of equal value", a[0], a[1], b[0], b[1])
        };
        writeln!(out, "winning cut: {} at {} ({what})", direction_name(cut.direction), cut.at)?;
    }
    if let Some(rows) = &dto.table {
        write_table(out, w, rows)?;
    }
    Ok(res)
}

/// Prints the table with a header row of widths and a first column of heights.
fn write_table(out: &mut dyn Write, w: u32, rows: &[Vec<u32>]) -> anyhow::Result<()> {
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

/// Judge mode for POJ 2311.
pub(crate) fn run_classic(args: &classic::Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let parsed = input::parse_file(args.file.as_deref(), poj2311_cutting::parse)?;
    let table = CuttingTable::try_new(parsed.max_side().max(1))?;
    if json {
        let cases = parsed.sheets.iter().map(|&(w, h)| cutting_dto(&table, w, h, false)).collect();
        super::write_json(out, &json::Classic { problem: args.problem.name().to_string(), cases })?;
    } else {
        let wins: Vec<bool> = parsed.sheets.iter().map(|&(w, h)| table.first_player_wins(w, h)).collect();
        out.write_all(poj2311_cutting::write_output(&wins).as_bytes())?;
    }
    Ok(Outcome::Done)
}
