//! `grundy octal CODE [--max N] [--until-periodic] [--limit N] [--show N] [--values FILE]
//! [--histogram] [--histogram-dir DIR] [--checkpoint FILE]`, or `grundy octal CODE --misere
//! [--max N] [--max-order N] [--show N]` ([`misere`]: the misère quotient): the Grundy sequence of a take-and-break game by
//! the sparse-space method (or the plain one), its period certified by the Guy-Smith
//! bound, the rare values and masks. The `--json` document comes from
//! `grundy_json::octal`, as the web server's `POST /api/octal` does.
//!
//! A progress bar (indicatif, on standard error, only on a terminal) shows long runs with
//! the rate in units that fit and the time left at a smoothed rate ([`RateLine`], the
//! library's [`grundy::progress`]); Ctrl-C sets a stop flag that the library polls, and the command then
//! prints what is known so far. `--checkpoint` ([`checkpoint`]) saves the values as they
//! are computed and resumes from them.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context;
use grundy::game::octal::{
    resume, Method, OctalGame, Period, Solution, SolveConfig, SparseStats, Values, ValuesRef,
};
use grundy::progress::RateMeter;

mod census;
mod misere;
mod spill;
mod windowed;

use grundy_checkpoint::CheckpointError;
pub(crate) use grundy_checkpoint::HeaderError;

use crate::cmd::flag_error;
use crate::Outcome;

/// Runs at least this long get a progress bar.
const PROGRESS_FROM: u64 = 1 << 22;

/// The rate on the progress bars is averaged over about this many seconds.
const RATE_WINDOW_SECS: f64 = 20.0;

/// Arguments of `grundy octal`: the request (declared once, with the web API), the
/// census subcommand, and the command line's own flags.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) request: crate::json::OctalRequest,
    /// `octal census`: many codes at once.
    #[command(subcommand)]
    pub(crate) command: Option<OctalCommand>,
    /// Write every value computed to FILE, one per line.
    #[arg(long, value_name = "FILE", conflicts_with = "misere")]
    pub(crate) values: Option<PathBuf>,
    /// Print how often each value occurs among heaps 1..=N-1 (one `value count` line per
    /// value, zeros included: the form of the published tables).
    #[arg(long, conflicts_with = "misere")]
    pub(crate) histogram: bool,
    /// Write the histogram of heaps 1..=n for every power of two n computed to DIR/n
    /// (Rogalski's layout: compare with `diff -r`).
    #[arg(long, value_name = "DIR", conflicts_with = "misere")]
    pub(crate) histogram_dir: Option<PathBuf>,
    /// Save the values to FILE as they are computed (every --checkpoint-every seconds and
    /// when the run ends or is stopped); if FILE holds values of this game already, go on
    /// from them. A run killed at any moment loses only what came after its last save.
    #[arg(long, value_name = "FILE", conflicts_with = "misere")]
    pub(crate) checkpoint: Option<PathBuf>,
    /// Seconds between two saves of --checkpoint (0: at every progress report, 4,096 to
    /// 65,536 values apart).
    #[arg(long, value_name = "SECS", default_value_t = 300, requires = "checkpoint")]
    pub(crate) checkpoint_every: u64,
    /// Threads for one game (default and at most: one per core), each computing every N-th
    /// heap with its own copy of the values.
    #[arg(long, value_name = "N", conflicts_with = "misere")]
    pub(crate) threads: Option<usize>,
    /// Keep only the first N values and the last N to 2N in memory (N at least 65536),
    /// the others in the --spill file: runs far beyond memory. Prints the histograms, the
    /// largest value and the sparse space; no period is searched for.
    #[arg(long, value_name = "N", conflicts_with_all = ["until_periodic", "values", "misere"])]
    pub(crate) window: Option<usize>,
    /// With --window: the file that receives the values leaving memory (two bytes each;
    /// read back only when a heap needs one). Default: a temporary file, removed at the end.
    #[arg(long, value_name = "FILE", requires = "window")]
    pub(crate) spill: Option<PathBuf>,
}

/// The subcommands of `grundy octal`.
#[derive(Debug, clap::Subcommand)]
pub(crate) enum OctalCommand {
    /// Run every code of the patterns (0.### is every three-digit octal code) on all
    /// cores, each until its period is certified or --max values, and write one row per
    /// code: CSV, or JSON with --json.
    #[command(long_about = census::LONG_ABOUT, after_help = census::AFTER_HELP)]
    Census(census::Args),
}

/// Help text of `grundy octal`: what the code means and what is not supported.
pub(crate) const LONG_ABOUT: &str = "\
Grundy values of a take-and-break game: G(0..N), the period certified by the Guy-Smith bound, and the sparse space.

The code d0.d1d2d3... gives for each number k of tokens removed (digit d_k) how many non-empty heaps may remain, as a sum of:
  1  none (the whole heap of exactly k tokens is removed)
  2  one heap
  4  two heaps (the rest is split in two)
  8  three heaps (hexadecimal digits 8-F), 16 four heaps (base-32 digits G-V, as CGSuite writes them)
So 0.07 is Dawson's Kayles (remove 2 tokens, leaving 0, 1 or 2 heaps), 0.77 is Kayles, .137 Dawson's chess, 0.6 Officers.
The digit before the point is d0 (removing nothing): it must leave two heaps or more (0, 4, 8, C, ...).
&N; writes digit N in decimal, {1,2} lists the numbers of heaps (= digit 6).
After a digit, a condition on the heaps it leaves: ! all unequal, ? not all equal, = all equal. Grundy's game (split a heap into two unequal heaps) is 4!.0.
S(1,3,4) is the subtraction game removing 1, 3 or 4 tokens (the code 0.3033).
Not supported (the error says where): codes with infinitely many digits (0.[3], 0.333...), moves that leave five heaps or more (&32;, {5}, *, {2+}), digits before d0 (moves that add tokens).

Codes whose moves leave at most two heaps use the sparse-space method; the others (three or four heaps, or the condition = on two) the plain method, every option enumerated: O(N^j) for j heaps, so keep --max small.

Period: if G(n+p) = G(n) for e <= n < 2e + p + t (t = position of the last non-zero digit), it holds for all n >= e, so 2e + 2p + t values certify period p and preperiod e (j e + j p + t when moves leave at most j heaps: e + p + t for subtraction games; e = 0 counts as 1, as the induction needs heap n - k >= 1). With unequal splits (!) a period is certified only if its periodic part has no 0 at a heap n where n - k is even for such a split k. No theorem is known for the conditions = and ?, or ! on three or four heaps: their periods are candidates only.

Values take one byte each (two once a value reaches 256): 10^9 heap sizes need 1 to 2 GB, per thread.
--window N keeps only the first N values and the last N to 2N in memory (per thread; N >= 65536), the others in the --spill FILE (two bytes a value; a temporary file by default): for runs beyond memory. A heap that would read a value out of memory (a scan past the first N values, a rare heap's split past the window) is computed exactly from the spill file, and standard error says which heaps did. Such a run prints the histograms, the largest value and the sparse space, not a period.
Threads (--threads, default and at most one per core): consecutive heaps are computed at once, one per thread, each thread with its own copy of the values; a thread leaves out the few options that read the heaps still being computed until they are known. The values do not depend on the number of threads. Two threads on two cores: Grundy's game 1.9x, Officers 1.6x, 0.161 1.5x; games whose heaps take 100 ns (0.1777) gain little, as the threads meet at every heap.
--checkpoint FILE saves the values computed every --checkpoint-every seconds (300) and when the run ends or is stopped; run the same command again after a crash or a kill and it goes on from the last save, with the same values as an uninterrupted run.
Long runs show a progress bar on standard error: the rate (thousands or millions of values a second) and the time left at the rate of the last half-minute or so; Ctrl-C stops the run and prints what is known so far.

--misere: the misère quotient (Plambeck and Siegel) of heaps 1..n, heap by heap up to --max (default 1000) until its pretending function is certified periodic: the order, generators and relations, the P-portion (the elements whose sums the player to move loses) and the pretending function (each heap's element). Every quotient is verified exactly before it is accepted; the period is certified when N + 1 >= j (e' + p) + t heap sizes 0..N are done (as above; codes with conditions are never certified). A quotient beyond --max-order, or a heap no candidate explains, is an error that says what would be needed.";

/// Runs `octal`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    if let Some(OctalCommand::Census(census)) = &args.command {
        return census::run(census, json, out);
    }
    let request = &args.request;
    let code = request.check().map_err(flag_error::<Args>)?;
    let game = OctalGame::parse(code).with_context(|| format!("bad octal game code `{code}`"))?;
    if request.misere {
        return misere::run(args, &game, json, out);
    }
    let config = if request.until_periodic {
        SolveConfig::until_periodic(
            request.max,
            request.limit.unwrap_or(crate::json::OctalRequest::DEFAULT_LIMIT),
        )
    } else {
        SolveConfig::new(request.max)
    };
    let threads = match args.threads {
        Some(0) => anyhow::bail!("--threads must be at least 1"),
        Some(threads) => threads,
        // Every core: the library uses at most one thread per core.
        None => usize::MAX,
    };
    let config = config.with_threads(threads);
    let stop = Arc::new(AtomicBool::new(false));
    let handler_stop = Arc::clone(&stop);
    // A second handler cannot be installed (tests run one command per process); a run
    // without one simply cannot be interrupted cleanly.
    let _ = ctrlc::set_handler(move || handler_stop.store(true, Ordering::Relaxed));
    if let Some(window) = args.window {
        if json {
            anyhow::bail!("--json is not available with --window (the JSON document lists the values)");
        }
        return windowed::run(args, &game, window, threads, &stop, out);
    }
    let bar = progress_bar(request.max.max(if request.until_periodic { 1 << 24 } else { 0 }));
    let (mut checkpoint, known) = match &args.checkpoint {
        Some(path) => {
            let every = Duration::from_secs(args.checkpoint_every);
            let (checkpoint, known, note) =
                grundy_checkpoint::Checkpoint::open(path, &game, every).map_err(checkpoint_error)?;
            eprintln!("{note}");
            (Some(checkpoint), known)
        }
        None => (None, Values::U8(Vec::new())),
    };
    // A save that fails is reported (once while it keeps failing) and tried again at the
    // next one; the run goes on.
    let mut failing = false;
    let mut rate_line = RateLine::new(known.len() as u64);
    let mut observer = |progress: &grundy::game::octal::Progress, values: ValuesRef<'_>| {
        if let Some(checkpoint) = &mut checkpoint {
            let result = checkpoint.save_if_due(values).map_err(checkpoint_error);
            if let (Err(err), false) = (&result, failing) {
                bar.suspend(|| eprintln!("warning: {err:#}; the run goes on and will try again"));
            }
            failing = result.is_err();
        }
        bar.set_length(progress.target.max(progress.done));
        bar.set_position(progress.done);
        let rate = rate_line.text(progress.done, progress.target);
        let candidate = match progress.period {
            Some(p) => {
                let certificate = match p.needed {
                    Some(needed) if needed > progress.done => {
                        format!(", certificate needs {} more values", grouped(needed - progress.done))
                    }
                    Some(_) => String::new(),
                    None => ", no theorem to certify it".to_string(),
                };
                format!(
                    ", candidate period {} preperiod {}{certificate}",
                    grouped(p.period),
                    grouped(p.preperiod)
                )
            }
            None => String::new(),
        };
        bar.set_message(format!("{rate}{candidate}"));
    };
    let solution = resume(&game, known, &config, &mut observer, &stop)?;
    bar.finish_and_clear();
    // The last save: everything computed, also when the run was stopped. If it fails, the
    // output is still written, then the error is reported.
    let saved =
        checkpoint.as_mut().map_or(Ok(()), |c| c.save(solution.values.as_view()).map_err(checkpoint_error));
    if let Some(path) = &args.values {
        write_values(path, &solution.values)?;
    }
    if let Some(dir) = &args.histogram_dir {
        write_histogram_dir(dir, &solution.values)?;
    }
    if json {
        super::write_json(out, "octal", crate::json::octal(&solution, request.show))?;
    } else {
        write_text(out, &solution, request.show)?;
        if args.histogram {
            let counts = solution.values.histogram_from(1);
            let last = solution.values.len().saturating_sub(1);
            writeln!(out, "histogram of heaps 1..={} (value count):", grouped(last as u64))?;
            write_histogram(out, &counts)?;
        }
    }
    saved.context("the values were computed and written, but not saved to the checkpoint")?;
    // Interrupted: what is known was printed, marked as partial; exit 130 as after SIGINT.
    Ok(if solution.stopped { Outcome::Interrupted } else { Outcome::Done })
}

/// A checkpoint's error as the CLI reports it: a file that cannot be opened, read or
/// written is a [`crate::input::FileProblem`] (`cannot write FILE: why`, kind `io` in a
/// JSON error) with the system's error as its cause; a bad header stays the located
/// [`HeaderError`] (kind `input`).
pub(crate) fn checkpoint_error(err: CheckpointError) -> anyhow::Error {
    match err {
        CheckpointError::Io { action, file, source } => {
            anyhow::Error::new(source).context(crate::input::FileProblem { action, file })
        }
        CheckpointError::Header(err) => err.into(),
        CheckpointError::Take(err) => anyhow::anyhow!(err),
        other => other.into(),
    }
}

/// The rate and the time left of a progress bar: "1.23 million values/s, about 3 min 20 s
/// left", from a [`RateMeter`] fed with the values done since the start.
pub(crate) struct RateLine {
    started: Instant,
    meter: RateMeter,
}

impl RateLine {
    /// A run that starts now from `done` values (known from a checkpoint).
    pub(crate) fn new(done: u64) -> RateLine {
        let mut meter = RateMeter::new(RATE_WINDOW_SECS);
        meter.observe(0.0, done);
        RateLine { started: Instant::now(), meter }
    }

    /// The text for `done` values of `target`, taking them in.
    pub(crate) fn text(&mut self, done: u64, target: u64) -> String {
        self.meter.observe(self.started.elapsed().as_secs_f64(), done);
        self.meter.text(done, target, "values")
    }
}

/// A progress bar on standard error for a run to `max` values, hidden for short runs.
fn progress_bar(max: u64) -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::hidden();
    if max >= PROGRESS_FROM {
        bar.set_draw_target(indicatif::ProgressDrawTarget::stderr());
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{elapsed_precise} [{wide_bar}] {human_pos}/{human_len} values, {msg}",
            )
            .expect("the template is valid"),
        );
        bar.enable_steady_tick(Duration::from_millis(250));
    }
    bar
}

fn write_values(path: &PathBuf, values: &Values) -> anyhow::Result<()> {
    let problem = |action| crate::input::FileProblem { action, file: path.display().to_string() };
    let file = std::fs::File::create(path).with_context(|| problem("create"))?;
    let mut w = std::io::BufWriter::with_capacity(1 << 20, file);
    for n in 0..values.len() {
        writeln!(w, "{}", values.get(n))?;
    }
    w.flush().with_context(|| problem("write"))
}

/// One `value count` line per value, zero counts included.
fn write_histogram(out: &mut dyn Write, counts: &[u64]) -> std::io::Result<()> {
    for (value, count) in counts.iter().enumerate() {
        writeln!(out, "{value} {count}")?;
    }
    Ok(())
}

fn write_histogram_dir(dir: &PathBuf, values: &Values) -> anyhow::Result<()> {
    write_histograms_to(dir, &values.histograms_at_powers_of_two())
}

/// Writes each `(n, counts)` to DIR/n.
fn write_histograms_to(dir: &PathBuf, powers: &[(u64, Vec<u64>)]) -> anyhow::Result<()> {
    let problem = |action, file: &std::path::Path| crate::input::FileProblem {
        action,
        file: file.display().to_string(),
    };
    std::fs::create_dir_all(dir).with_context(|| problem("create", dir))?;
    for (n, counts) in powers {
        let path = dir.join(n.to_string());
        let mut bytes = Vec::new();
        write_histogram(&mut bytes, counts)?;
        std::fs::write(&path, bytes).with_context(|| problem("write", &path))?;
    }
    Ok(())
}

/// `n` with its digits in groups of three, separated by commas (`60,620,715`).
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut res = String::with_capacity(digits.len() * 4 / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            res.push(',');
        }
        res.push(digit);
    }
    res
}

fn write_text(out: &mut dyn Write, sol: &Solution, show: u64) -> anyhow::Result<()> {
    let n = sol.values.len();
    let width = sol.values.width();
    let bytes = if width == 1 { "1 byte" } else { "2 bytes" };
    writeln!(out, "game {}: {} values computed ({bytes} each)", sol.game, grouped(n as u64))?;
    if sol.stopped {
        writeln!(out, "partial: stopped by the user (Ctrl-C) after {} values", grouped(n as u64))?;
    }
    let listed = n.min(usize::try_from(show).unwrap_or(usize::MAX));
    let shown: Vec<String> = (0..listed).map(|i| sol.values.get(i).to_string()).collect();
    if listed == 0 && n > 0 {
        writeln!(out, "values: none listed (--show 0; --values FILE writes them all)")?;
    } else {
        let more = if n > listed {
            format!(
                " ... (the first {} of {}; --values FILE writes them all)",
                grouped(listed as u64),
                grouped(n as u64)
            )
        } else {
            String::new()
        };
        writeln!(out, "values: {}{more}", shown.join(" "))?;
    }
    let t = sol.game.last_digit_position();
    match &sol.period {
        Some(p @ Period { certified: true, needed: Some(needed), .. }) => writeln!(
            out,
            "period {}, preperiod {}: certified (Guy-Smith: {} value{} needed, t = {t})",
            grouped(p.period),
            grouped(p.preperiod),
            grouped(*needed),
            if *needed == 1 { "" } else { "s" }
        )?,
        Some(p) => match p.needed {
            Some(needed) => writeln!(
                out,
                "candidate period {}, preperiod {}: not certified (Guy-Smith needs {} values, have {})",
                grouped(p.period),
                grouped(p.preperiod),
                grouped(needed),
                grouped(n as u64)
            )?,
            None => writeln!(
                out,
                "candidate period {}, preperiod {}: cannot be certified (no periodicity theorem is known for this code)",
                grouped(p.period),
                grouped(p.preperiod)
            )?,
        },
        None => writeln!(out, "no period found in {} values", grouped(n as u64))?,
    }
    if sol.method == Method::Plain {
        writeln!(
            out,
            "plain method: every option enumerated (moves leave up to {} heaps)",
            sol.game.most_heaps_left()
        )?;
    }
    write_classes(out, &sol.stats)
}

/// One line per group of split moves: its mask and rare heaps, or the plain method.
fn write_classes(out: &mut dyn Write, stats: &SparseStats) -> anyhow::Result<()> {
    for c in &stats.classes {
        let moves: Vec<String> = c.moves.iter().map(|k| k.to_string()).collect();
        let kind = if c.parity == 0 { "even" } else { "odd" };
        match c.mask {
            Some(mask) => {
                let mut values: Vec<String> = c.rare_values.iter().map(|v| v.to_string()).collect();
                if values.is_empty() {
                    values.push("none".into());
                }
                writeln!(
                    out,
                    "sparse space for splits removing {kind} k ({}): mask {mask:#x} over 2G(n)+(n mod 2), {} rare heaps (last {}), rare values {}",
                    moves.join(" "),
                    grouped(c.rare_heaps as u64),
                    grouped(c.last_rare_heap as u64),
                    values.join(" ")
                )?;
            }
            None => writeln!(
                out,
                "no sparse space for splits removing {kind} k ({}): plain method",
                moves.join(" ")
            )?,
        }
    }
    Ok(())
}
