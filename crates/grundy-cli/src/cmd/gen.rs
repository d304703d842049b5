//! `grundy gen PROBLEM [--seed S] [--size SIZE] [--corner]`: one valid input of a judge
//! problem's exact format, drawn by [`grundy::classic::gen::generate`] (the same seed
//! gives the same input on every machine).

use std::io::Write;

use grundy::classic::gen::{generate, Mode, Size};
use grundy::classic::Problem;

use crate::cmd::classic::problem_parser;
use crate::Outcome;

/// Arguments of `grundy gen`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The problem whose input to draw.
    #[arg(value_parser = problem_parser())]
    pub(crate) problem: Problem,
    /// The seed: the same seed gives the same input.
    #[arg(long, default_value_t = 1)]
    pub(crate) seed: u64,
    /// How large: tiny, small, medium or max (the statement's limits).
    #[arg(long, default_value = "small", value_parser = size_parser())]
    pub(crate) size: Size,
    /// Draw one of the statement's corner cases (empty bottles, a single cell, a board
    /// with no free cell, a pile at the bound, ...) instead of a uniform input.
    #[arg(long)]
    pub(crate) corner: bool,
}

/// The sizes by name.
pub(crate) fn size_parser() -> impl clap::builder::TypedValueParser<Value = Size> {
    use clap::builder::{PossibleValuesParser, TypedValueParser};
    PossibleValuesParser::new(Size::ALL.map(Size::name))
        .map(|name| Size::from_name(&name).expect("clap checked the name"))
}

/// Runs `gen`.
pub(crate) fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let mode = if args.corner { Mode::Corner } else { Mode::Random };
    out.write_all(generate(args.problem, args.seed, args.size, mode).as_bytes())?;
    Ok(Outcome::Done)
}
