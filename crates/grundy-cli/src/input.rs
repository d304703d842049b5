//! Reading input files (or standard input) and attaching the file name to errors, as
//! typed contexts ([`InFile`], [`FileProblem`]) that `main` finds again for a JSON error.

use std::fmt;
use std::io::Read;
use std::path::Path;

use anyhow::Context;

/// Context of an error inside a file: displays as `in NAME`.
#[derive(Debug)]
pub(crate) struct InFile(pub(crate) String);

impl fmt::Display for InFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "in {}", self.0)
    }
}

/// Context of a file that cannot be read or written: displays as `cannot read NAME`.
#[derive(Debug)]
pub(crate) struct FileProblem {
    /// `read`, `write` or `create`.
    pub(crate) action: &'static str,
    /// The file.
    pub(crate) file: String,
}

impl fmt::Display for FileProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot {} {}", self.action, self.file)
    }
}

/// A parse error with a hint for the reader, shown after the message and before the
/// quoted line (how to force a format, which command reads this kind of file).
#[derive(Debug)]
pub(crate) struct Hinted {
    /// The error.
    pub(crate) error: grundy::ParseError,
    /// The hint, without parentheses.
    pub(crate) hint: String,
}

impl fmt::Display for Hinted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.error.to_string();
        let (head, quote) = text.split_once('\n').unwrap_or((&text, ""));
        write!(f, "{head} ({})\n{quote}", self.hint)
    }
}

impl std::error::Error for Hinted {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// The bytes of `path`, or of standard input when `path` is `None` or `-`.
pub(crate) fn read(path: Option<&Path>) -> anyhow::Result<Vec<u8>> {
    match path {
        Some(path) if path != Path::new("-") => {
            let file = path.display().to_string();
            std::fs::read(path).with_context(|| FileProblem { action: "read", file })
        }
        _ => {
            let mut bytes = Vec::new();
            let problem = FileProblem { action: "read", file: "standard input".to_string() };
            std::io::stdin().lock().read_to_end(&mut bytes).context(problem)?;
            Ok(bytes)
        }
    }
}

/// How to name `path` in a message.
pub(crate) fn display_name(path: Option<&Path>) -> String {
    match path {
        Some(path) if path != Path::new("-") => path.display().to_string(),
        _ => "<stdin>".to_string(),
    }
}

/// Runs `parse` on the bytes of `path`, naming the file in the error.
pub(crate) fn parse_file<T>(
    path: Option<&Path>,
    parse: impl FnOnce(&[u8]) -> Result<T, grundy::ParseError>,
) -> anyhow::Result<T> {
    let bytes = read(path)?;
    parse(&bytes).with_context(|| InFile(display_name(path)))
}
