//! `grundy cutting W H [--table]`: the paper-cutting game of POJ 2311 on one W x H sheet
//! (whoever cuts out a 1 x 1 piece wins): the verdict, a winning cut and, with `--table`,
//! the Grundy values of the reduced game for all sheets up to W x H.
//!
//! Exit code 1 when the player to move loses. Sides of 1 follow the literal rules: 1 x 1
//! has no move (lost), 1 x k with k >= 2 is won by cutting out a 1 x 1.

use std::io::Write;

use anyhow::Context;
use grundy::game::cutting::CuttingTable;
use grundy::game::Verdict;

use crate::dto;
use crate::Outcome;

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

fn table_rows(table: &CuttingTable, w: u32, h: u32) -> Vec<Vec<u64>> {
    (2..=h).map(|hh| (2..=w).map(|ww| table.value(ww, hh)).collect()).collect()
}

/// Runs `cutting`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let (w, h) = (args.width, args.height);
    let table = CuttingTable::try_new(w.max(h)).context("cutting")?;
    let outcome = table.outcome(w, h);
    let rows = args.table.then(|| table_rows(&table, w, h));
    let res = if outcome.mover_wins() { Outcome::Done } else { Outcome::No };
    if json {
        super::write_json(out, "cutting", dto::cutting(&outcome, rows))?;
        return Ok(res);
    }
    let verdict = if outcome.mover_wins() { "wins" } else { "loses" };
    match outcome.value {
        Some(value) => writeln!(out, "{w} x {h}: the first player {verdict} (value {value})")?,
        None => writeln!(out, "{w} x {h}: the first player {verdict}")?,
    }
    if let Some(cut) = outcome.winning_move() {
        let [a, b] = cut.pieces(w, h);
        let what = if a == [1, 1] || b == [1, 1] {
            "cuts out a 1 x 1 and wins".to_string()
        } else {
            format!("leaves {} x {} and {} x {} of equal value", a[0], a[1], b[0], b[1])
        };
        writeln!(out, "winning cut: {} at {} ({what})", cut.direction.name(), cut.at)?;
    }
    if let Some(rows) = &rows {
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
