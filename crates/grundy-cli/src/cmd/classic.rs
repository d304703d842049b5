//! `grundy classic PROBLEM [FILE]`: judge mode. Reads the exact input format of a classic
//! problem and writes its exact expected output, byte for byte; with `--json`, the same
//! answer as JSON.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::ValueEnum;

use crate::cmd::write_json;
use crate::{input, json, Outcome};

/// Arguments of `grundy classic`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The problem whose input format FILE is in.
    #[arg(value_enum)]
    pub(crate) problem: Problem,
    /// Input file; standard input when omitted or `-`.
    pub(crate) file: Option<PathBuf>,
}

/// The classic judge problems (formats in the README).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Problem {
    /// NOI 2011 "bunny and egg": list the first player's mistakes in a game record.
    #[value(name = "noi2011-bunny")]
    Noi2011Bunny,
    /// LOJ 6033 board game: cells where the player who places the token wins.
    #[value(name = "loj6033-board")]
    Loj6033Board,
    /// POI 2009 Kam (pebbles): staircase Nim on a non-decreasing sequence.
    #[value(name = "poi2009-kam")]
    Poi2009Kam,
    /// HNOI 2007 split game: the smallest winning move and the number of winning moves.
    #[value(name = "hnoi2007-split")]
    Hnoi2007Split,
    /// HNOI 2014 "Jiangnan" equal-split game: who wins each game.
    #[value(name = "hnoi2014-jiangnan")]
    Hnoi2014Jiangnan,
    /// POJ 2311 cutting game: whether the first player wins.
    #[value(name = "poj2311-cutting")]
    Poj2311Cutting,
    /// POJ 3710 Christmas game: Green Hackenbush on trees with hanging cycles.
    #[value(name = "poj3710-christmas")]
    Poj3710Christmas,
}

impl Problem {
    /// The problem's name on the command line.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Problem::Noi2011Bunny => "noi2011-bunny",
            Problem::Loj6033Board => "loj6033-board",
            Problem::Poi2009Kam => "poi2009-kam",
            Problem::Hnoi2007Split => "hnoi2007-split",
            Problem::Hnoi2014Jiangnan => "hnoi2014-jiangnan",
            Problem::Poj2311Cutting => "poj2311-cutting",
            Problem::Poj3710Christmas => "poj3710-christmas",
        }
    }
}

/// Runs judge mode: each problem's arm lives in the file of its friendly command or below.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let file = args.file.as_deref();
    match args.problem {
        Problem::Noi2011Bunny => noi2011_bunny(file, json, out),
        Problem::Loj6033Board => loj6033_board(file, json, out),
        Problem::Poi2009Kam => super::kam::run_classic(args, json, out),
        Problem::Hnoi2007Split => super::split::run_classic(args, json, out),
        Problem::Hnoi2014Jiangnan => super::jiangnan::run_classic(args, json, out),
        Problem::Poj2311Cutting => super::cutting::run_classic(args, json, out),
        Problem::Poj3710Christmas => poj3710_christmas(args, json, out),
    }
}

/// POJ 3710: `Sally` or `Harry` per case.
fn poj3710_christmas(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    use grundy::format::classic::poj3710_christmas as problem;
    let cases = input::parse_file(args.file.as_deref(), problem::parse)?;
    let values: Vec<u64> = cases.iter().map(problem::solve).collect();
    if json {
        let cases = values
            .iter()
            .map(|&value| json::Poj3710Case {
                value,
                winner: if value != 0 { "Sally" } else { "Harry" }.to_string(),
            })
            .collect();
        super::write_json(out, &json::Poj3710Christmas { cases })?;
    } else {
        out.write_all(problem::write_output(&values).as_bytes())?;
    }
    Ok(Outcome::Done)
}

/// LOJ 6033: the cells where the placer wins.
fn loj6033_board(file: Option<&Path>, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    use grundy::format::classic::loj6033_board::{parse_input, write_output};
    let board = input::parse_file(file, parse_input)?;
    let solution = grundy::game::geography::solve_token_board(&board);
    if json {
        let n_cols = board.n_cols();
        let cells: Vec<json::Position> = solution
            .placer_wins()
            .map(|cell| json::Position { row: cell.index() / n_cols + 1, col: cell.index() % n_cols + 1 })
            .collect();
        write_json(out, &json::Loj6033Board { count: cells.len(), cells })?;
    } else {
        out.write_all(write_output(&solution).as_bytes())?;
    }
    Ok(Outcome::Done)
}

/// NOI 2011: Tutu's mistakes in a game record.
fn noi2011_bunny(file: Option<&Path>, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    use grundy::format::classic::noi2011_bunny::{parse_input, write_output};
    let record = input::parse_file(file, parse_input)?;
    let analysis = grundy::game::replay::replay(&record);
    if json {
        let mistakes: Vec<usize> = analysis.mistakes(grundy::game::replay::Player::Tutu).collect();
        write_json(out, &json::Noi2011Bunny { count: mistakes.len(), mistakes })?;
    } else {
        out.write_all(write_output(&analysis).as_bytes())?;
    }
    Ok(Outcome::Done)
}
