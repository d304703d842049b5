//! `grundy octal census PATTERN... [--max N] [--budget SECS] [--jobs N]`: every code the
//! patterns stand for, run on all cores by the library's `octal::census::census`, one
//! row per code as CSV (or the `octal-census` JSON document), both written by
//! `grundy-json` (`write_census_csv`), as the Python package's census on Dask writes
//! them. The CSV has one value per cell: the groups of split moves (even and odd numbers
//! of tokens removed) get columns of their own, masks are decimal numbers as in the
//! JSON, and `same_as` names the first row of the same game. A progress bar on a terminal counts the codes done; Ctrl-C stops
//! the runs and writes every row, the unfinished ones marked `stopped`.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use grundy::game::octal::census::{census, expand_pattern, CensusConfig, CensusOutcome};

use crate::Outcome;

/// Arguments of `grundy octal census`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Patterns of codes: # stands for each octal digit 0-7 and @ for each hexadecimal
    /// digit 0-F (0.### is the 512 codes 0.000 .. 0.777).
    #[arg(value_name = "PATTERN", required = true)]
    pub(crate) patterns: Vec<String>,
    /// The most values a run computes: a code whose period is not certified within them
    /// is `unsolved`.
    #[arg(long, value_name = "N", default_value_t = 1_000_000)]
    pub(crate) max: u64,
    /// Stop a run after SECS seconds (its row says `out-of-time`, with what it computed).
    #[arg(long, value_name = "SECS")]
    pub(crate) budget: Option<f64>,
    /// Worker threads (default: one per core).
    #[arg(long, value_name = "N")]
    pub(crate) jobs: Option<usize>,
}

/// Help text of `grundy octal census`.
pub(crate) const LONG_ABOUT: &str = "\
Run every code the patterns stand for and write one row per code, in the order of the patterns: CSV on standard output, or the octal-census JSON document with --json.

In a pattern # stands for each octal digit 0-7 and @ for each hexadecimal digit 0-F; the rest is a code as `grundy octal` reads it (0.###, 4.###, 0.#!#, 0.@@).
A code with a periodicity theorem runs until its period is certified or --max values; one without (the conditions = and ?) runs --max values, and the plain method stops at its bound (100,000 values for two heaps).
The codes go to one worker thread per core (--jobs) from a shared queue; memory is one run's values per thread (one or two bytes a value).

CSV columns (one value per cell; an empty cell: does not apply):
  code            the code as the pattern wrote it
  status          solved (period certified), unsolved (not within --max), out-of-time (--budget), stopped (Ctrl-C), failed (a value too large)
  values          values computed, G(0) .. G(values-1)
  period, preperiod   the certified period, or else the best candidate: one that repeats over 16 values or more and needs the fewest values to certify, else the period the last values follow longest (values - preperiod - period of them follow it: a weak candidate)
  certificate     the values the period's proof needs (2e + 2p + t for octal codes, e at least 1); empty when no periodicity theorem is known for the code
  largest, largest_heap            the largest value and the first heap that has it
  method          sparse or plain
  even_space, even_mask, even_rare_heaps, even_last_rare_heap   the split moves that remove an even number of tokens: sparse (with a sparse space) or plain (no sparse space: every split enumerated), empty when the code has none; the mask over 2G(n) + (n mod 2), a decimal number as in the JSON; how many heaps are rare (heap 0 not counted); the last rare heap
  odd_space, odd_mask, odd_rare_heaps, odd_last_rare_heap       the same for an odd number of tokens
  same_as         the code of the first row with the same Grundy sequence: both solved with the same period and equal values up to the end of its first period (so equal for every n), or both unsolved with as many values, all equal (0.60 to 0.63 are one game: Officers); empty for the first of its kind";

/// Examples of `grundy octal census`.
pub(crate) const AFTER_HELP: &str = "\
Examples:
  grundy octal census 0.### 4.### --max 1000
  grundy octal census 0.1## --max 100000 --budget 10 --json";

/// Runs `octal census`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let mut codes = Vec::new();
    for pattern in &args.patterns {
        codes.extend(expand_pattern(pattern).with_context(|| format!("bad census pattern `{pattern}`"))?);
    }
    let budget = match args.budget {
        None => None,
        Some(secs) if secs.is_finite() && secs > 0.0 => Some(Duration::from_secs_f64(secs.min(1e9))),
        Some(secs) => anyhow::bail!("--budget must be a positive number of seconds, not {secs}"),
    };
    let mut config = CensusConfig::new(args.max).with_budget(budget);
    if let Some(jobs) = args.jobs {
        anyhow::ensure!(jobs > 0, "--jobs must be at least 1");
        config = config.with_jobs(jobs);
    }
    let stop = Arc::new(AtomicBool::new(false));
    let handler_stop = Arc::clone(&stop);
    let _ = ctrlc::set_handler(move || handler_stop.store(true, Ordering::Relaxed));
    let bar = indicatif::ProgressBar::with_draw_target(
        Some(codes.len() as u64),
        indicatif::ProgressDrawTarget::stderr(),
    );
    bar.set_style(
        indicatif::ProgressStyle::with_template("{elapsed_precise} [{wide_bar}] {pos}/{len} codes, {msg}")
            .expect("the template is valid"),
    );
    let solved = std::sync::atomic::AtomicU64::new(0);
    let rows = census(
        &codes,
        &config,
        &|_, row| {
            if row.outcome == CensusOutcome::Solved {
                solved.fetch_add(1, Ordering::Relaxed);
            }
            bar.set_message(format!("{} solved", solved.load(Ordering::Relaxed)));
            bar.inc(1);
        },
        &stop,
    );
    bar.finish_and_clear();
    if json {
        super::super::write_json(out, "octal-census", crate::json::octal_census(&rows, args.max))?;
    } else {
        crate::json::write_census_csv(out, &crate::json::octal_census(&rows, args.max))?;
    }
    Ok(if stop.load(Ordering::Relaxed) { Outcome::Interrupted } else { Outcome::Done })
}
