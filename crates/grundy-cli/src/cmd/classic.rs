//! `grundy classic PROBLEM [FILE]`: judge mode. Reads the exact input format of a classic
//! problem and writes its exact expected output, byte for byte ([`Problem::judge`]); with
//! `--json`, the same answer as JSON ([`grundy_json::classic`]).

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use grundy::classic::Problem;

use crate::cmd::write_json;
use crate::{input, json, Outcome};

/// Arguments of `grundy classic`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The problem whose input format FILE is in.
    #[arg(value_parser = problem_parser())]
    pub(crate) problem: Problem,
    /// Input file; standard input when omitted or `-`.
    pub(crate) file: Option<PathBuf>,
}

/// The problems by name, each with its summary in `--help`.
pub(crate) fn problem_parser() -> impl TypedValueParser<Value = Problem> {
    let names = Problem::ALL.map(|p| PossibleValue::new(p.name()).help(p.summary()));
    PossibleValuesParser::new(names).map(|name| Problem::from_name(&name).expect("clap checked the name"))
}

/// Runs judge mode.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let src = input::read(args.file.as_deref())?;
    let in_file = || input::InFile(input::display_name(args.file.as_deref()));
    if json {
        let Some(answer) = json::classic(args.problem, &src).with_context(in_file)? else {
            anyhow::bail!("judge mode has no JSON answer for {} yet", args.problem);
        };
        write_json(out, "classic", answer)?;
    } else {
        out.write_all(args.problem.judge(&src).with_context(in_file)?.as_bytes())?;
    }
    Ok(Outcome::Done)
}
