//! The `grundy` binary: parse the command line, run one subcommand, map the outcome to an
//! exit code (0 success, 1 a documented "no"/"losing" verdict, 2 bad input or usage).
//! A closed stdout (`grundy ... | head`) is not an error and exits 0.

mod cli;
mod cmd;
mod input;
mod svg;

// The JSON documents (DTOs and their conversions) are shared with the web server.
use grundy::game::misere::quotient::QuotientError;
use grundy_json as json;
use grundy_json as dto;

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use clap::Parser;

/// What a successful command concluded, for the exit code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Done; exit 0.
    Done,
    /// The command answered its question with "no" (e.g. the position is lost); exit 1.
    No,
    /// Interrupted (Ctrl-C) after printing what was known, marked as partial; exit 130.
    Interrupted,
    /// `check`: a presentation error; exit 2 (testlib's convention).
    Presentation,
    /// Stopped by a bound after printing what was computed and why it stopped; exit 2.
    Partial,
}

fn main() -> ExitCode {
    let cli = match cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) if err.use_stderr() && std::env::args_os().any(|a| a == "--json") => {
            // clap's message without its usage section, on one line.
            let text = err.to_string();
            let text = text.split("\n\nUsage").next().unwrap_or_default().trim_start_matches("error: ");
            let message = text.split_whitespace().collect::<Vec<_>>().join(" ");
            let error =
                json::Error { kind: "usage".to_string(), file: None, line: None, column: None, message };
            print_json_error(error);
            return ExitCode::from(2);
        }
        Err(err) => {
            let _ = err.print();
            // `check` follows testlib: bad usage is a checker failure, 3.
            let checker = std::env::args().nth(1).is_some_and(|a| a == "check");
            return match (err.use_stderr(), checker) {
                (false, _) => ExitCode::SUCCESS,
                (true, true) => ExitCode::from(3),
                (true, false) => ExitCode::from(2),
            };
        }
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    cmd::set_pretty(cli.pretty || (cli.json && io::stdout().is_terminal()));
    let res = cmd::run(&cli, &mut out).and_then(|outcome| {
        out.flush()?;
        Ok(outcome)
    });
    match res {
        Ok(Outcome::Done) => ExitCode::SUCCESS,
        Ok(Outcome::No) => ExitCode::from(1),
        Ok(Outcome::Interrupted) => ExitCode::from(130),
        Ok(Outcome::Presentation | Outcome::Partial) => ExitCode::from(2),
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) if matches!(cli.command, cli::Command::Check(_)) => {
            // testlib: a checker that cannot judge fails with 3, not 2 (a verdict).
            eprintln!("FAIL {err:#}");
            ExitCode::from(3)
        }
        Err(err) => {
            // Whatever was written before the error still goes out, then the message.
            let _ = out.flush();
            drop(out);
            if cli.json {
                print_json_error(json_error(&err));
            } else {
                eprintln!("error: {err:#}");
            }
            ExitCode::from(2)
        }
    }
}

/// The JSON form of an error: its kind, and for a parse error its file, line and column.
fn json_error(err: &anyhow::Error) -> json::Error {
    let file = err
        .downcast_ref::<input::InFile>()
        .map(|f| f.0.clone())
        .or_else(|| err.downcast_ref::<input::FileProblem>().map(|p| p.file.clone()));
    let parse = err.chain().find_map(|cause| cause.downcast_ref::<grundy::ParseError>());
    let hint = err.chain().find_map(|cause| cause.downcast_ref::<input::Hinted>()).map(|h| h.hint.as_str());
    if let Some(header) = err.chain().find_map(|cause| cause.downcast_ref::<cmd::octal::HeaderError>()) {
        return json::Error {
            kind: "input".to_string(),
            file: Some(header.file.clone()),
            line: Some(header.line),
            column: Some(header.column),
            message: header.message.clone(),
        };
    }
    let (kind, line, column, message) = match parse {
        Some(parse) => {
            let message = match hint {
                Some(hint) => format!("{} ({hint})", parse.kind()),
                None => parse.kind().to_string(),
            };
            ("input", Some(parse.line()), Some(parse.column()), message)
        }
        None => {
            let kind = if err.downcast_ref::<input::FileProblem>().is_some() {
                "io"
            } else if err.chain().any(|cause| {
                cause.is::<grundy::game::LimitError>()
                    || cause
                        .downcast_ref::<QuotientError>()
                        .is_some_and(|e| !matches!(e, QuotientError::Stopped { .. }))
                    || cause.is::<grundy::game::misere::search::SearchLimitError>()
                    || cause.is::<grundy::game::misere::MisereLimitError>()
            }) {
                "limit"
            } else {
                "invalid"
            };
            (kind, None, None, format!("{err:#}"))
        }
    };
    json::Error { kind: kind.to_string(), file, line, column, message }
}

/// Prints an error document on standard output (where a script reads the answer).
fn print_json_error(error: json::Error) {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let _ = cmd::write_json(&mut out, "error", json::ErrorDoc { error });
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain()
        .filter_map(|cause| cause.downcast_ref::<io::Error>())
        .any(|io_err| io_err.kind() == io::ErrorKind::BrokenPipe)
}
