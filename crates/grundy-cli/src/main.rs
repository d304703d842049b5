//! The `grundy` binary: parse the command line, run one subcommand, map the outcome to an
//! exit code (0 success, 1 a documented "no"/"losing" verdict, 2 bad input or usage).
//! A closed stdout (`grundy ... | head`) is not an error and exits 0.

mod cli;
mod cmd;
mod dto;
mod input;
#[allow(dead_code)] // `json::check` and the DTOs' `Deserialize` serve the integration tests only.
mod json;
mod svg;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::Parser;

/// What a successful command concluded, for the exit code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Done; exit 0.
    Done,
    /// The command answered its question with "no" (e.g. the position is lost); exit 1.
    No,
}

fn main() -> ExitCode {
    let cli = match cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => {
            let _ = err.print();
            return if err.use_stderr() { ExitCode::from(2) } else { ExitCode::SUCCESS };
        }
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let res = cmd::run(&cli, &mut out).and_then(|outcome| {
        out.flush()?;
        Ok(outcome)
    });
    match res {
        Ok(Outcome::Done) => ExitCode::SUCCESS,
        Ok(Outcome::No) => ExitCode::from(1),
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            // Whatever was written before the error still goes out, then the message.
            let _ = out.flush();
            eprintln!("error: {err:#}");
            ExitCode::from(2)
        }
    }
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain()
        .filter_map(|cause| cause.downcast_ref::<io::Error>())
        .any(|io_err| io_err.kind() == io::ErrorKind::BrokenPipe)
}
