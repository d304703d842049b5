//! `grundy stress PROBLEM [options] -- CMD ARGS...`: stress-tests a contestant's solution.
//! Inputs come from [`grundy::classic::gen`], answers from [`Problem::judge`], verdicts
//! from [`grundy::classic::check::compare`]; at the first failure the input is shrunk by
//! [`grundy::classic::shrink::shrink_candidates`] until no single step still fails. The
//! generic mode (`--gen CMD --reference CMD`, no problem) runs the user's generator and
//! reference instead, and shrinks by lines and tokens.
//!
//! Each run of the solution is one process with its standard input fed from memory and
//! its output read into memory up to [`OUTPUT_LIMIT`]. It runs in a process group of its
//! own, killed whole on a time limit, a memory limit (its peak resident memory, `VmHWM`,
//! read every few milliseconds) or too much output; nothing outlives the run. Its
//! standard error is read as it comes and only its tail is kept ([`STDERR_KEPT`] bytes),
//! so that a failure can show why the program stopped (the last [`STDERR_LINES`] lines:
//! a traceback, an assertion) and `--save` can write it beside the case. `-j N` runs N
//! solutions at once; the cases are numbered, and the failure reported is the
//! lowest-numbered one found.

use std::io::{IsTerminal, Read, Write};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use grundy::classic::check::{compare, CheckVerdict};
use grundy::classic::gen::{generate, Mode, Size};
use grundy::classic::shrink::shrink_candidates;
use grundy::classic::Problem;
use std::os::unix::process::CommandExt;

use crate::cmd::classic::problem_parser;
use crate::cmd::gen::size_parser;
use crate::Outcome;

/// The most output read from one run: beyond it the run is stopped ("output limit").
pub(crate) const OUTPUT_LIMIT: usize = 64 << 20;

/// How much of the end of a run's standard error is kept (the rest is read and dropped).
const STDERR_KEPT: usize = 64 << 10;

/// How many lines of the end of a failing run's standard error are shown and saved.
const STDERR_LINES: usize = 50;

/// Help text of `grundy stress`.
pub(crate) const LONG_ABOUT: &str = "\
Stress-test a solution: run it on generated inputs (standard input to standard output), compare its answers with grundy's, and at the first difference print the input, both answers and where they first differ. Then shrink the input (remove test cases, rows, columns, piles, edges, moves; lower numbers), keeping it valid and failing, until no single step still fails; print the smallest case and, with --save DIR, write it there as .in with the expected .out.

Verdicts: wrong answer, presentation error (the right tokens laid out differently), time limit exceeded (the process group is killed), memory limit exceeded (peak resident memory), runtime error (a non-zero exit code, or a signal, named: SIGSEGV, SIGABRT, ...), no output, output limit exceeded (more than 64 MiB).
A failing case shows the last 50 lines of the solution's standard error (a traceback, a failed assertion), and --save writes them beside the case as .err.

Generic mode, for problems grundy does not know: --gen CMD (called with the case's seed as its last argument, like oj and testlib generators) and --reference CMD; the input is shrunk by lines and tokens, keeping what the reference accepts.

Exit codes: 0 no difference found, 1 a difference found (after printing the shrunk case), 2 bad usage.";

/// Examples of `grundy stress`.
pub(crate) const AFTER_HELP: &str = "\
Examples:
  grundy stress hnoi2007-split --seconds 3 -j 2 --size medium -- python3 examples/split.py
  grundy stress poj2311-cutting --size tiny --save failures -- python3 examples/cutting_wrong.py
  grundy stress --gen \"grundy gen poj2311-cutting --size tiny --seed\" --reference \"grundy classic poj2311-cutting\" -- python3 examples/cutting_wrong.py";

/// Arguments of `grundy stress`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The problem (omit it with --gen and --reference).
    #[arg(value_parser = problem_parser(), required_unless_present = "gen")]
    pub(crate) problem: Option<Problem>,
    /// How many cases to run at most.
    #[arg(long, default_value_t = 1000)]
    pub(crate) cases: u64,
    /// Stop after this many seconds (whichever of --cases and --seconds comes first).
    #[arg(long)]
    pub(crate) seconds: Option<f64>,
    /// The seed of the first case; case i uses seed S + i.
    #[arg(long, default_value_t = 1)]
    pub(crate) seed: u64,
    /// The smallest size of the generated inputs.
    #[arg(long, default_value = "tiny", value_parser = size_parser())]
    pub(crate) min_size: Size,
    /// The largest size of the generated inputs (cases cycle from --min-size to it).
    #[arg(long, default_value = "small", value_parser = size_parser())]
    pub(crate) size: Size,
    /// How many runs at once.
    #[arg(short = 'j', long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=64))]
    pub(crate) jobs: u64,
    /// The time limit of one run, in seconds.
    #[arg(long, default_value_t = 2.0)]
    pub(crate) time_limit: f64,
    /// The memory limit of one run, in MB (peak resident memory).
    #[arg(long, default_value_t = 1024)]
    pub(crate) memory_limit: u64,
    /// Stop shrinking after this many seconds (a solution that times out on every
    /// candidate makes each step slow); the case printed then says it may shrink further.
    #[arg(long, default_value_t = 120.0)]
    pub(crate) shrink_seconds: f64,
    /// Where to save the failing and the shrunk case (`.in`, the expected `.out`, and the
    /// end of the solution's standard error as `.err` when it wrote any).
    #[arg(long, value_name = "DIR")]
    pub(crate) save: Option<PathBuf>,
    /// Generic mode: the generator command, called with the seed as its last argument.
    #[arg(long, value_name = "CMD", requires = "reference", conflicts_with = "problem")]
    pub(crate) gen: Option<String>,
    /// Generic mode: the reference solution's command.
    #[arg(long, value_name = "CMD", requires = "gen")]
    pub(crate) reference: Option<String>,
    /// The solution to test, after `--`.
    #[arg(last = true, required = true, value_name = "CMD")]
    pub(crate) solution: Vec<String>,
}

/// How one run of a program ended.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Ended {
    /// It exited (with this code).
    Exited(i32),
    /// A signal killed it.
    Signal(i32),
    /// It ran out of time and was killed.
    TimeLimit,
    /// Its resident memory passed the limit and it was killed.
    MemoryLimit,
    /// It printed more than [`OUTPUT_LIMIT`] and was killed.
    OutputLimit,
}

/// One run of a program.
struct Run {
    ended: Ended,
    stdout: Vec<u8>,
    /// The end of its standard error (at most [`STDERR_KEPT`] bytes).
    stderr: Vec<u8>,
    elapsed: Duration,
}

/// The limits of a run.
#[derive(Clone, Copy)]
struct Limits {
    time: Duration,
    memory_kb: u64,
}

/// Reads all of `source` into memory, at most `limit` bytes; stops reading (closing the
/// pipe) as soon as the limit is passed, and says so in `over`.
fn read_capped(mut source: impl Read, limit: usize, over: &AtomicBool) -> Vec<u8> {
    let mut bytes = Vec::new();
    let mut chunk = vec![0u8; 1 << 16];
    loop {
        match source.read(&mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(n) if bytes.len() + n <= limit => bytes.extend_from_slice(&chunk[..n]),
            Ok(_) => {
                over.store(true, Ordering::Relaxed);
                break;
            }
        }
    }
    bytes
}

/// Reads all of `source`, keeping only its last `keep` bytes (more is read and dropped, so
/// the program never blocks on a full pipe).
fn read_tail(mut source: impl Read, keep: usize) -> Vec<u8> {
    let mut tail = std::collections::VecDeque::with_capacity(keep.min(1 << 16));
    let mut chunk = vec![0u8; 1 << 14];
    loop {
        match source.read(&mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                tail.extend(&chunk[..n]);
                let over = tail.len().saturating_sub(keep);
                tail.drain(..over);
            }
        }
    }
    tail.into()
}

/// The last `lines` lines of `text` and how many lines it has in all.
fn last_lines(text: &[u8], lines: usize) -> (&[u8], usize) {
    let body = text.strip_suffix(b"\n").unwrap_or(text);
    if body.is_empty() {
        return (body, 0);
    }
    let total = body.iter().filter(|&&b| b == b'\n').count() + 1;
    let start = body
        .iter()
        .enumerate()
        .rev()
        .filter(|&(_, &b)| b == b'\n')
        .nth(lines.saturating_sub(1))
        .map_or(0, |(i, _)| i + 1);
    (&text[start..], total)
}

/// The name of signal `signal` (`SIGSEGV`), or its number when it has none.
fn signal_name(signal: i32) -> String {
    nix::sys::signal::Signal::try_from(signal)
        .map_or_else(|_| format!("signal {signal}"), |s| s.as_str().to_string())
}

/// The peak resident memory of process `pid` in kB, from `/proc`.
fn peak_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Kills the process group of `child` (the program and anything it started).
fn kill_group(child: &Child) {
    let group = nix::unistd::Pid::from_raw(child.id() as i32);
    let _ = nix::sys::signal::killpg(group, nix::sys::signal::Signal::SIGKILL);
}

/// Runs `command` with `input` on its standard input, within `limits`.
fn run_program(command: &[String], input: &[u8], limits: Limits) -> anyhow::Result<Run> {
    let start = Instant::now();
    let mut child = Command::new(&command[0])
        .args(&command[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .with_context(|| format!("cannot run `{}`", command.join(" ")))?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let stdout = child.stdout.take().expect("stdout is piped");
    let stderr = child.stderr.take().expect("stderr is piped");
    let input = input.to_vec();
    // A program may stop reading early (or never read): a broken pipe is fine.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let over = std::sync::Arc::new(AtomicBool::new(false));
    let reader_over = std::sync::Arc::clone(&over);
    let reader = std::thread::spawn(move || read_capped(stdout, OUTPUT_LIMIT, &reader_over));
    let error_reader = std::thread::spawn(move || read_tail(stderr, STDERR_KEPT));
    let mut ended = None;
    // Poll often at first (most runs take about a millisecond), less often later.
    let mut pause = Duration::from_micros(50);
    while ended.is_none() {
        if let Some(status) = child.try_wait()? {
            use std::os::unix::process::ExitStatusExt;
            ended = Some(match (status.code(), status.signal()) {
                (Some(code), _) => Ended::Exited(code),
                (None, Some(signal)) => Ended::Signal(signal),
                (None, None) => Ended::Exited(-1),
            });
            break;
        }
        if over.load(Ordering::Relaxed) {
            ended = Some(Ended::OutputLimit);
        } else if start.elapsed() > limits.time {
            ended = Some(Ended::TimeLimit);
        } else if peak_kb(child.id()).is_some_and(|kb| kb > limits.memory_kb) {
            ended = Some(Ended::MemoryLimit);
        } else {
            std::thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_millis(5));
        }
    }
    let elapsed = start.elapsed();
    // Whatever the ending, nothing of the run outlives it (children included).
    kill_group(&child);
    let _ = child.wait();
    let _ = writer.join();
    let stdout = reader.join().map_err(|_| anyhow::anyhow!("the output reader failed"))?;
    let stderr = error_reader.join().map_err(|_| anyhow::anyhow!("the error reader failed"))?;
    let ended = ended.expect("the loop ends with an ending");
    let ended = if over.load(Ordering::Relaxed) { Ended::OutputLimit } else { ended };
    Ok(Run { ended, stdout, stderr, elapsed })
}

/// The verdict on a run, against the expected answer.
fn verdict(run: &Run, expected: &[u8]) -> String {
    match &run.ended {
        Ended::TimeLimit => "time limit exceeded".to_string(),
        Ended::MemoryLimit => "memory limit exceeded".to_string(),
        Ended::OutputLimit => format!("output limit exceeded (more than {} MiB)", OUTPUT_LIMIT >> 20),
        Ended::Signal(signal) => {
            format!("runtime error (killed by {}, signal {signal})", signal_name(*signal))
        }
        Ended::Exited(code) if *code != 0 => format!("runtime error (exit code {code})"),
        Ended::Exited(_)
            if run.stdout.iter().all(u8::is_ascii_whitespace)
                && !expected.iter().all(u8::is_ascii_whitespace) =>
        {
            "no output".to_string()
        }
        Ended::Exited(_) => match compare(expected, &run.stdout) {
            CheckVerdict::Accepted => String::new(),
            other => other.to_string(),
        },
    }
}

/// The kind of a verdict (its words before a colon or parenthesis), to keep shrinking on
/// the same kind of failure.
fn kind(verdict: &str) -> &str {
    verdict.split([':', '(']).next().unwrap_or(verdict).trim()
}

/// Where the inputs and the expected answers come from.
enum Source<'a> {
    /// A problem grundy knows.
    Known(Problem, Size, Size),
    /// The user's generator and reference.
    Generic { gen: &'a str, reference: Vec<String> },
}

impl Source<'_> {
    /// The input of case `index`.
    fn input(&self, seed: u64, index: u64) -> anyhow::Result<Vec<u8>> {
        Ok(match self {
            Source::Known(problem, min, max) => {
                let sizes: Vec<Size> = Size::ALL.into_iter().filter(|s| min <= s && s <= max).collect();
                let size = sizes[(index % sizes.len().max(1) as u64) as usize];
                let mode = if index % 5 == 4 { Mode::Corner } else { Mode::Random };
                generate(*problem, seed, size, mode).into_bytes()
            }
            Source::Generic { gen, .. } => {
                let out = Command::new("sh")
                    .arg("-c")
                    .arg(format!("{gen} {seed}"))
                    .stdin(Stdio::null())
                    .output()?;
                if !out.status.success() {
                    bail!("the generator `{gen} {seed}` failed ({})", out.status);
                }
                out.stdout
            }
        })
    }

    /// The expected answer to `input`, or `None` when the input is not valid (a shrinking
    /// candidate the reference rejects).
    fn expected(&self, input: &[u8], limits: Limits) -> anyhow::Result<Option<Vec<u8>>> {
        Ok(match self {
            Source::Known(problem, ..) => problem.judge(input).ok().map(String::into_bytes),
            Source::Generic { reference, .. } => {
                let run = run_program(reference, input, Limits { time: limits.time * 10, ..limits })?;
                (run.ended == Ended::Exited(0)).then_some(run.stdout)
            }
        })
    }

    /// The inputs one shrinking step smaller.
    fn shrink(&self, input: &[u8]) -> Vec<Vec<u8>> {
        match self {
            Source::Known(problem, ..) => {
                shrink_candidates(*problem, input).into_iter().map(String::into_bytes).collect()
            }
            Source::Generic { .. } => generic_candidates(input),
        }
    }
}

/// Generic shrinking: every line removed, then every token removed, then every number
/// halved; only candidates strictly shorter or with a smaller number, so that shrinking
/// ends.
fn generic_candidates(input: &[u8]) -> Vec<Vec<u8>> {
    let mut res = generic_steps(input);
    res.retain(|c| c.as_slice() != input);
    res
}

/// The raw steps of [`generic_candidates`].
fn generic_steps(input: &[u8]) -> Vec<Vec<u8>> {
    let text = String::from_utf8_lossy(input);
    let lines: Vec<&str> = text.lines().collect();
    let mut res = Vec::new();
    for i in 0..lines.len() {
        let mut kept = lines.clone();
        kept.remove(i);
        res.push((kept.join("\n") + "\n").into_bytes());
    }
    for (i, line) in lines.iter().enumerate() {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        for j in 0..tokens.len() {
            let mut fewer = tokens.clone();
            let removed = fewer.remove(j);
            let mut all = lines.clone();
            let joined = fewer.join(" ");
            all[i] = &joined;
            res.push((all.join("\n") + "\n").into_bytes());
            if let Ok(n) = removed.parse::<i64>() {
                if n.abs() > 1 {
                    let mut halved = tokens.clone();
                    let half = (n / 2).to_string();
                    halved[j] = &half;
                    let mut all = lines.clone();
                    let joined = halved.join(" ");
                    all[i] = &joined;
                    res.push((all.join("\n") + "\n").into_bytes());
                }
            }
        }
    }
    res
}

/// A failing case.
struct Failure {
    index: u64,
    seed: u64,
    input: Vec<u8>,
    expected: Vec<u8>,
    actual: Vec<u8>,
    /// The end of the solution's standard error.
    stderr: Vec<u8>,
    verdict: String,
}

/// Progress shared by the workers.
struct Progress {
    done: AtomicU64,
    slowest_ms: AtomicU64,
    stop: AtomicBool,
    failure: Mutex<Option<Failure>>,
}

/// Runs `stress`.
pub(crate) fn run(args: &Args) -> anyhow::Result<Outcome> {
    let limits = Limits {
        time: Duration::from_secs_f64(args.time_limit.max(0.001)),
        memory_kb: args.memory_limit.saturating_mul(1024),
    };
    if args.solution.is_empty() {
        bail!("give the solution to test after `--`");
    }
    let source = match (&args.problem, &args.gen, &args.reference) {
        (Some(problem), None, None) => Source::Known(*problem, args.min_size, args.size.max(args.min_size)),
        (None, Some(gen), Some(reference)) => {
            Source::Generic { gen, reference: reference.split_whitespace().map(str::to_string).collect() }
        }
        _ => bail!("give a problem, or --gen and --reference"),
    };
    let deadline = args.seconds.map(|s| Instant::now() + Duration::from_secs_f64(s.max(0.0)));
    let progress = Progress {
        done: AtomicU64::new(0),
        slowest_ms: AtomicU64::new(0),
        stop: AtomicBool::new(false),
        failure: Mutex::new(None),
    };
    let next = AtomicU64::new(0);
    let started = Instant::now();
    let terminal = std::io::stderr().is_terminal();
    let errors: Mutex<Vec<anyhow::Error>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..args.jobs {
            scope.spawn(|| {
                while !progress.stop.load(Ordering::Relaxed) && deadline.is_none_or(|d| Instant::now() < d) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= args.cases {
                        break;
                    }
                    let seed = args.seed.wrapping_add(index);
                    match one_case(&source, &args.solution, seed, index, limits, &progress) {
                        Ok(()) => {}
                        Err(err) => {
                            errors.lock().expect("no worker panics").push(err);
                            progress.stop.store(true, Ordering::Relaxed);
                        }
                    }
                }
            });
        }
        if terminal {
            scope.spawn(|| {
                // Until the workers stop: a failure, the last case taken, or the deadline.
                let running = || {
                    !progress.stop.load(Ordering::Relaxed)
                        && next.load(Ordering::Relaxed) < args.cases
                        && deadline.is_none_or(|d| Instant::now() < d)
                };
                while running() {
                    std::thread::sleep(Duration::from_millis(200));
                    let done = progress.done.load(Ordering::Relaxed);
                    let rate = done as f64 / started.elapsed().as_secs_f64().max(1e-9);
                    let slowest = progress.slowest_ms.load(Ordering::Relaxed);
                    eprint!("\rstress: {done} cases, {rate:.0} cases/s, slowest run {slowest} ms   ");
                }
            });
        }
    });
    if terminal {
        eprint!("\r{:60}\r", "");
    }
    if let Some(err) = errors.into_inner().expect("no worker panics").into_iter().next() {
        return Err(err);
    }
    let done = progress.done.load(Ordering::Relaxed);
    let elapsed = started.elapsed().as_secs_f64();
    let slowest = progress.slowest_ms.load(Ordering::Relaxed);
    let Some(failure) = progress.failure.into_inner().expect("no worker panics") else {
        println!(
            "no difference in {done} cases ({:.0} cases/s over {elapsed:.1} s, slowest run {slowest} ms)",
            done as f64 / elapsed.max(1e-9)
        );
        return Ok(Outcome::Done);
    };
    report(args, &source, failure, limits)?;
    Ok(Outcome::No)
}

/// Runs case `index`; records a failure (keeping the lowest-numbered) and stops the others.
fn one_case(
    source: &Source<'_>,
    solution: &[String],
    seed: u64,
    index: u64,
    limits: Limits,
    progress: &Progress,
) -> anyhow::Result<()> {
    let input = source.input(seed, index)?;
    let Some(expected) = source.expected(&input, limits)? else {
        bail!("case {index} (seed {seed}): the reference rejects the generated input");
    };
    let run = run_program(solution, &input, limits)?;
    progress.done.fetch_add(1, Ordering::Relaxed);
    progress.slowest_ms.fetch_max(run.elapsed.as_millis() as u64, Ordering::Relaxed);
    let verdict = verdict(&run, &expected);
    if !verdict.is_empty() {
        let mut failure = progress.failure.lock().expect("no worker panics");
        if failure.as_ref().is_none_or(|f| index < f.index) {
            *failure = Some(Failure {
                index,
                seed,
                input,
                expected,
                actual: run.stdout,
                stderr: run.stderr,
                verdict,
            });
        }
        progress.stop.store(true, Ordering::Relaxed);
    }
    Ok(())
}

/// Prints a failing case: the input, both answers, the verdict, and the end of the
/// solution's standard error when it wrote any.
fn print_case(title: &str, input: &[u8], expected: &[u8], actual: &[u8], stderr: &[u8], verdict: &str) {
    let text = |b: &[u8]| {
        let t = String::from_utf8_lossy(b);
        let shown: String = t.chars().take(4000).collect();
        if shown.len() < t.len() {
            format!("{shown}\n... ({} bytes in all)\n", b.len())
        } else if shown.ends_with('\n') || shown.is_empty() {
            shown
        } else {
            shown + "\n"
        }
    };
    println!("== {title}: {verdict}");
    print!("-- input ({} bytes)\n{}", input.len(), text(input));
    print!("-- expected\n{}", text(expected));
    print!("-- the solution's output\n{}", text(actual));
    let (tail, total) = last_lines(stderr, STDERR_LINES);
    if total > 0 {
        let which = if total > STDERR_LINES {
            format!("the last {STDERR_LINES} of its {total} lines")
        } else {
            format!("{total} line{}", if total == 1 { "" } else { "s" })
        };
        print!("-- the solution's standard error ({which})\n{}", text(tail));
    }
}

/// Prints the failure, shrinks it, prints and saves the smallest case.
fn report(args: &Args, source: &Source<'_>, failure: Failure, limits: Limits) -> anyhow::Result<()> {
    print_case(
        &format!("case {} (seed {}) fails", failure.index + 1, failure.seed),
        &failure.input,
        &failure.expected,
        &failure.actual,
        &failure.stderr,
        &failure.verdict,
    );
    let wanted = kind(&failure.verdict).to_string();
    let (mut input, mut expected, mut actual, mut stderr, mut verdict) = (
        failure.input.clone(),
        failure.expected.clone(),
        failure.actual.clone(),
        failure.stderr.clone(),
        failure.verdict.clone(),
    );
    let mut steps = 0;
    let budget = Instant::now() + Duration::from_secs_f64(args.shrink_seconds.max(0.0));
    let mut cut_short = false;
    'shrink: loop {
        for candidate in source.shrink(&input) {
            if Instant::now() > budget {
                cut_short = true;
                break 'shrink;
            }
            let Some(answer) = source.expected(&candidate, limits)? else { continue };
            let run = run_program(&args.solution, &candidate, limits)?;
            let v = self::verdict(&run, &answer);
            if !v.is_empty() && kind(&v) == wanted {
                (input, expected, actual, stderr, verdict) = (candidate, answer, run.stdout, run.stderr, v);
                steps += 1;
                continue 'shrink;
            }
        }
        break;
    }
    println!();
    let plural = if steps == 1 { "" } else { "s" };
    let title = if cut_short {
        format!("shrunk in {steps} step{plural}, then stopped by --shrink-seconds (it may shrink further)")
    } else {
        format!("shrunk in {steps} step{plural} to a case no single step shrinks")
    };
    print_case(&title, &input, &expected, &actual, &stderr, &verdict);
    if let Some(dir) = &args.save {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        let mut saved = Vec::new();
        for (what, case_input, case_expected, case_stderr) in [
            ("failing", &failure.input, &failure.expected, &failure.stderr),
            ("shrunk", &input, &expected, &stderr),
        ] {
            let stem = format!("{what}-seed{}", failure.seed);
            let (tail, total) = last_lines(case_stderr, STDERR_LINES);
            let mut files = vec![("in", case_input.as_slice()), ("out", case_expected.as_slice())];
            if total > 0 {
                files.push(("err", tail));
            }
            for (ext, bytes) in &files {
                let path = dir.join(format!("{stem}.{ext}"));
                std::fs::write(&path, bytes).with_context(|| format!("cannot write {}", path.display()))?;
            }
            let exts: Vec<String> = files.iter().map(|(ext, _)| format!(".{ext}")).collect();
            saved.push(format!("{stem}{}", exts.join("/")));
        }
        println!("saved to {}: {}", dir.display(), saved.join(", "));
    }
    Ok(())
}
