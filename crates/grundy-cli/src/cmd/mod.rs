//! One file per subcommand; [`run`] dispatches.

pub(crate) mod bean_split;
pub(crate) mod board;
pub(crate) mod check;
pub(crate) mod classic;
pub(crate) mod equal_split;
pub(crate) mod gen;
pub(crate) mod generate;
pub(crate) mod geography;
pub(crate) mod graph_input;
pub(crate) mod hackenbush;
pub(crate) mod heaps;
pub(crate) mod inspect;
pub(crate) mod matching;
pub(crate) mod nim;
pub(crate) mod octal;
pub(crate) mod paper_cutting;
pub(crate) mod play;
pub(crate) mod replay;
pub(crate) mod serve;
pub(crate) mod staircase;
pub(crate) mod stones;
pub(crate) mod stress;

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::Args;
use grundy_json::{Field, RequestError, Spelling};

use crate::cli::{Cli, Command};
use crate::{json, Outcome};

/// Runs the subcommand named on the command line, writing its output to `out`.
pub(crate) fn run(cli: &Cli, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    match &cli.command {
        Command::Classic(args) => classic::run(args, cli.json, out),
        Command::Inspect(args) => inspect::run(args, cli.json, out),
        Command::Nim(args) => nim::run(args, cli.json, out),
        Command::Staircase(args) => staircase::run(args, cli.json, out),
        Command::BeanSplit(args) => bean_split::run(args, cli.json, out),
        Command::EqualSplit(args) => equal_split::run(args, cli.json, out),
        Command::PaperCutting(args) => paper_cutting::run(args, cli.json, out),
        Command::Hackenbush(args) => hackenbush::run(args, cli.json, out),
        Command::Heaps(args) => heaps::run(args, cli.json, out),
        Command::Board(args) => board::run(args, cli.json, out),
        Command::Replay(args) => replay::run(args, cli.json, out),
        Command::Stones(args) => stones::run(args, cli.json, out),
        Command::Matching(args) => matching::run(args, cli.json, out),
        Command::Geography(args) => geography::run(args, cli.json, out),
        Command::Octal(args) => octal::run(args, cli.json, out),
        Command::Gen(args) => gen::run(args, out),
        Command::Check(args) => check::run(args),
        Command::Stress(args) => stress::run(args),
        Command::Serve(args) => serve::run(args),
        Command::Generate(args) => generate::run(args, out),
    }
}

/// Whether JSON is pretty-printed: `--pretty`, or standard output is a terminal (set
/// once by `main`).
static PRETTY: AtomicBool = AtomicBool::new(false);

/// Chooses pretty or compact JSON for the whole run.
pub(crate) fn set_pretty(pretty: bool) {
    PRETTY.store(pretty, Ordering::Relaxed);
}

/// Writes `body` as the document of `command` ([`json::write_doc`]), pretty or compact as
/// chosen for the run.
pub(crate) fn write_json<T: serde::Serialize>(
    out: &mut dyn Write,
    command: &str,
    body: T,
) -> anyhow::Result<()> {
    json::write_doc(out, command, body, PRETTY.load(Ordering::Relaxed))?;
    Ok(())
}

/// The command line's spelling of a request's fields: the flag of the field among the
/// arguments `A`, then the value given (`--cell 9,9`); a positional field by its value
/// name.
struct Flags(clap::Command);

impl Spelling for Flags {
    fn spell(&self, field: &Field) -> String {
        let arg = self.0.get_arguments().find(|arg| arg.get_id() == field.name);
        let mut text = match arg {
            Some(arg) => match arg.get_long() {
                Some(long) => format!("--{long}"),
                None => arg
                    .get_value_names()
                    .and_then(|names| names.first())
                    .map_or_else(|| field.name.to_uppercase(), |name| name.to_string()),
            },
            None => field.name.replace('_', "-"),
        };
        if let Some(value) = &field.value {
            text.push(' ');
            text.push_str(value);
        }
        text
    }
}

/// A request's error, its fields spelled as the flags of the command whose arguments are
/// `A`.
pub(crate) fn flag_error<A: Args>(err: RequestError) -> anyhow::Error {
    let flags = Flags(A::augment_args(clap::Command::new("grundy")));
    anyhow::Error::msg(err.message(&flags))
}
