//! `grundy check PROBLEM INPUT OUTPUT [ANSWER]`: whether OUTPUT is the right answer for
//! INPUT ([`grundy::classic::check::check`]), as a testlib-style checker: exit 0 accepted,
//! 1 wrong answer, 2 presentation error, 3 checker failure (an input that breaks the
//! format, a file that cannot be read, bad usage), with a one-line reason on standard
//! error. ANSWER, the jury's answer that `oj t --judge-command` and Polygon pass third, is
//! not needed (grundy computes the answer) and is ignored.

use std::path::PathBuf;

use anyhow::Context;
use grundy::classic::check::{check, CheckVerdict};
use grundy::classic::Problem;

use crate::cmd::classic::problem_parser;
use crate::{input, Outcome};

/// Arguments of `grundy check`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The problem.
    #[arg(value_parser = problem_parser())]
    pub(crate) problem: Problem,
    /// The input file.
    pub(crate) input: PathBuf,
    /// The contestant's output.
    pub(crate) output: PathBuf,
    /// The jury's answer (accepted for testlib and oj compatibility, and ignored).
    pub(crate) answer: Option<PathBuf>,
}

/// Runs `check`; the verdict is the outcome, the reason goes to standard error.
pub(crate) fn run(args: &Args) -> anyhow::Result<Outcome> {
    let src = input::read(Some(&args.input))?;
    let output = input::read(Some(&args.output))?;
    let verdict = check(args.problem, &src, &output)
        .with_context(|| input::InFile(args.input.display().to_string()))?;
    eprintln!("{verdict}");
    Ok(match verdict {
        CheckVerdict::Accepted => Outcome::Done,
        CheckVerdict::WrongAnswer(_) => Outcome::No,
        _ => Outcome::Presentation,
    })
}
