//! The file and `--format` arguments of the commands that read a graph (`matching`,
//! `geography`, `hackenbush`), turned into one call of [`grundy::input::read_graph`].
//! Everything about formats, names and detection is the library's; this module maps the
//! flags to a [`FormatHint`], names the file in errors, and says how to force a format
//! when the file is not clearly the one read.

use std::path::{Path, PathBuf};

use anyhow::bail;
use grundy::format::{detect, FileKind, Format, ParseErrorKind};
use grundy::input::{read_graph, FormatHint, GraphInput};

use crate::cmd::inspect::FormatArg;
use crate::input::{self, Hinted, InFile};

/// The input arguments of the commands that read any graph.
#[derive(Debug, clap::Args)]
pub(crate) struct GraphFileArgs {
    /// Input file; standard input when omitted or `-`.
    pub(crate) file: Option<PathBuf>,
    /// The input format; `auto` goes by the file extension, else by the content.
    #[arg(long, value_enum, default_value_t = FormatArg::Auto)]
    pub(crate) format: FormatArg,
}

impl GraphFileArgs {
    /// Reads the graph these arguments name.
    pub(crate) fn read(&self) -> anyhow::Result<GraphInput> {
        read(self.file.as_deref(), self.format)
    }

    /// How to name the file in messages.
    pub(crate) fn display_name(&self) -> String {
        input::display_name(self.file.as_deref())
    }
}

/// Reads `path` (or standard input) as a graph in `format`.
pub(crate) fn read(path: Option<&Path>, format: FormatArg) -> anyhow::Result<GraphInput> {
    let bytes = input::read(path)?;
    let name = input::display_name(path);
    let stones = || {
        format!(
            "in {name}: a stone board (with `X`/`O`) is not a graph here; `grundy stones` plays on it and `grundy replay` analyses game records, or pass --format board for a board of `.` and `#`"
        )
    };
    let hint = match format {
        FormatArg::Auto => {
            match path.and_then(Path::extension).and_then(|e| e.to_str()).and_then(Format::from_extension) {
                Some(format) => FormatHint::Exactly(format),
                _ if detect(&bytes) == Format::Board && bytes.iter().any(|&b| b == b'X' || b == b'O') => {
                    bail!(stones())
                }
                _ => FormatHint::Detect,
            }
        }
        FormatArg::Stones => bail!(stones()),
        FormatArg::Board => FormatHint::Exactly(Format::Board),
        FormatArg::EdgeList => FormatHint::Exactly(Format::EdgeList),
        FormatArg::Dimacs => FormatHint::Exactly(Format::Dimacs),
        FormatArg::Mtx => FormatHint::Exactly(Format::MatrixMarket),
    };
    read_graph(&bytes, hint).map_err(|error| {
        let in_file = InFile(name);
        match error.kind() {
            ParseErrorKind::NotFormat { found, .. } => {
                let replay = if *found == FileKind::GameRecord {
                    "`grundy replay` analyses game records; "
                } else {
                    ""
                };
                let hint = format!(
                    "{replay}pass --format edgelist, dimacs, mtx or board to read it in that format anyway"
                );
                anyhow::Error::new(Hinted { error, hint }).context(in_file)
            }
            _ => anyhow::Error::new(error).context(in_file),
        }
    })
}

/// Reads a graph for a command that plays on an edge list or DIMACS graph only
/// (`hackenbush`): a matrix or a board, detected or forced, is an error that says what
/// the file looks like.
pub(crate) fn read_general(args: &GraphFileArgs, command: &str) -> anyhow::Result<GraphInput> {
    let graph = args.read()?;
    if graph.general().is_none() {
        let name = args.display_name();
        bail!(
            "in {name}: {command} plays on an edge list or DIMACS graph, and this looks like {} (pass --format edgelist to read it as an edge list anyway)",
            FileKind::Graph(graph.format())
        );
    }
    Ok(graph)
}
