//! `grundy octal CODE --max N --window W [--spill FILE] [--checkpoint FILE]`: a run that keeps
//! only a window of the values in memory ([`grundy::game::octal::long_run::LongRun`]),
//! for runs far beyond memory. It prints what researchers publish (histograms at the end
//! and at powers of two, the largest value, the sparse space); the values leaving memory
//! go to the spill file ([`super::spill`]). With `--checkpoint`, every 65,536 values are
//! appended to the checkpoint as they are computed (synced every --checkpoint-every
//! seconds), and a run killed at any moment goes on from the last values on disk.

use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use grundy::game::octal::long_run::{LongRun, FIRST_VALUES};
use grundy::game::octal::{OctalGame, Progress, ValuesRef, Window};

use grundy_checkpoint::{Checkpoint, CheckpointError};

use super::checkpoint_error;
use super::spill::Spill;
use super::{grouped, progress_bar, write_classes, write_histogram, write_histograms_to, Args, RateLine};
use crate::Outcome;

/// Runs `octal` with `--window recent` on up to `threads` threads.
pub(crate) fn run(
    args: &Args,
    game: &OctalGame,
    recent: usize,
    threads: usize,
    stop: &AtomicBool,
    out: &mut dyn Write,
) -> anyhow::Result<Outcome> {
    let window = Window { prefix: recent, recent };
    let spill = Arc::new(Spill::create(args.spill.as_deref())?);
    let mut run = LongRun::new(game, window, spill.clone(), threads)
        .with_context(|| format!("--window {recent} for {game}"))?;
    let mut checkpoint = match &args.checkpoint {
        Some(path) => {
            let every = Duration::from_secs(args.checkpoint_every);
            let (checkpoint, note) = Checkpoint::open_with(path, game, every, &mut |values| {
                run.take_known(values).map_err(|err| CheckpointError::Take(err.into()))
            })
            .map_err(checkpoint_error)?;
            eprintln!("{note}");
            Some(checkpoint)
        }
        None => None,
    };
    let bar = progress_bar(args.request.max);
    // A save that fails is reported (once while it keeps failing) and tried again with
    // the next values; the run goes on.
    let mut failing = false;
    let mut slow_before = 0;
    let mut rate_line = RateLine::new(run.len());
    let mut observer = |progress: &Progress, first: u64, values: ValuesRef<'_>| {
        if let Some(checkpoint) = &mut checkpoint {
            let result = checkpoint
                .append(first as usize, values)
                .and_then(|()| checkpoint.sync_if_due())
                .map_err(checkpoint_error);
            if let (Err(err), false) = (&result, failing) {
                bar.suspend(|| eprintln!("warning: {err:#}; the run goes on and will try again"));
            }
            failing = result.is_err();
        }
        if progress.slow_heaps > slow_before {
            let (from, to) = (grouped(first), grouped(first + values.len() as u64 - 1));
            bar.suspend(|| {
                eprintln!(
                    "heaps {from}..={to}: {} computed by the slow path, reading values back from {} (a scan went past the first {recent} values, or a split with a rare part past the last {recent}: a larger --window avoids it)",
                    grouped(progress.slow_heaps - slow_before),
                    spill.describe()
                )
            });
            slow_before = progress.slow_heaps;
        }
        bar.set_length(progress.target.max(progress.done));
        bar.set_position(progress.done);
        bar.set_message(rate_line.text(progress.done, progress.target));
    };
    let result = run.extend_until(args.request.max, &mut observer, stop);
    bar.finish_and_clear();
    // Everything computed is on disk, also when the run was stopped or failed.
    let saved = checkpoint.as_mut().map_or(Ok(()), |c| c.sync().map_err(checkpoint_error));
    let stopped = result.is_ok() && run.len() < args.request.max;
    if let Some(dir) = &args.histogram_dir {
        write_histograms_to(dir, &run.histograms_at_powers_of_two())?;
    }
    write_text(out, game, &run, args.request.show, stopped, &spill)?;
    if args.histogram {
        let last = run.len().saturating_sub(1);
        writeln!(out, "histogram of heaps 1..={} (value count):", grouped(last))?;
        write_histogram(out, &run.histogram())?;
    }
    result.with_context(|| {
        format!("{game} stopped after {} values (the output above covers them)", grouped(run.len()))
    })?;
    saved.context("the values were computed and written, but not saved to the checkpoint")?;
    Ok(if stopped { Outcome::Interrupted } else { Outcome::Done })
}

fn write_text(
    out: &mut dyn Write,
    game: &OctalGame,
    run: &LongRun,
    show: u64,
    stopped: bool,
    spill: &Spill,
) -> anyhow::Result<()> {
    let n = run.len();
    let bytes = if run.width() == 1 { "1 byte" } else { "2 bytes" };
    let window = run.window().map_or(0, |w| w.recent);
    writeln!(
        out,
        "game {game}: {} values computed ({bytes} each in memory: the first {} and the last {} to {}; the others in {}, 2 bytes each)",
        grouped(n),
        grouped(window as u64),
        grouped(window as u64),
        grouped(2 * window as u64),
        spill.describe()
    )?;
    if stopped {
        writeln!(out, "partial: stopped by the user (Ctrl-C) after {} values", grouped(n))?;
    }
    let firsts = run.first_values();
    let listed = firsts.len().min(usize::try_from(show).unwrap_or(usize::MAX));
    let shown: Vec<String> = firsts[..listed].iter().map(u16::to_string).collect();
    if listed == 0 && n > 0 {
        writeln!(out, "values: none listed (--show 0)")?;
    } else {
        let more = if n > listed as u64 {
            format!(
                " ... (the first {} of {}; at most {} with --window)",
                grouped(listed as u64),
                grouped(n),
                grouped(FIRST_VALUES as u64)
            )
        } else {
            String::new()
        };
        writeln!(out, "values: {}{more}", shown.join(" "))?;
    }
    if let Some((value, heap)) = run.largest() {
        writeln!(out, "largest value {value}, first at heap {}", grouped(heap as u64))?;
    }
    writeln!(out, "no period search: a windowed run does not keep values a period apart (run without --window for periods)")?;
    let stats = run.stats();
    write_classes(out, &stats)?;
    writeln!(out, "slow path: {} heaps read values back from the spill file", grouped(stats.slow_heaps))?;
    Ok(())
}
