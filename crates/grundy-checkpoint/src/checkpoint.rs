//! The checkpoint file of an octal run (`grundy octal --checkpoint FILE`, and each code of
//! the Python package's census): the values computed so far, saved every few minutes
//! and when the run ends, so that a run that is killed (SIGKILL, a power cut) goes on from
//! its last save. The values are the whole state: `grundy::game::octal::resume` rebuilds
//! the solver from them.
//!
//! The file is two text lines and then binary records, one appended per save:
//!
//! ```text
//! grundy octal checkpoint 1
//! code 0.161
//! VALS w f c <c values of w bytes> crc     (repeated)
//! ```
//!
//! `VALS` is the four-byte tag, `w` one byte (1 or 2: bytes per value), `f` the first heap
//! and `c` the number of values (u64 little-endian each), then the values (little-endian)
//! and a CRC-32 of everything after the tag. A save appends one record and syncs it to
//! disk before it counts. A run killed during a save leaves an incomplete last record: the
//! next run keeps the records before it, says how many bytes it drops, and truncates the
//! file there before it appends. Appending costs O(new values), whatever the file's size.

use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, BufReader, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use grundy::game::octal::{OctalGame, Values, ValuesRef};

/// The first line of every checkpoint file.
const MAGIC: &str = "grundy octal checkpoint 1";

/// The tag that starts a record.
const TAG: &[u8; 4] = b"VALS";

/// Bytes of a record before its values: tag, width, first heap, count.
const RECORD_HEAD: usize = 4 + 1 + 8 + 8;

/// A checkpoint file that is not one, or that holds another game: where, and why.
#[derive(Debug)]
pub struct HeaderError {
    /// The file.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for HeaderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "checkpoint {}: line {}, column {}: {}", self.file, self.line, self.column, self.message)
    }
}

impl std::error::Error for HeaderError {}

/// Why a checkpoint cannot be used.
#[derive(Debug)]
#[non_exhaustive]
pub enum CheckpointError {
    /// The file cannot be opened, read or written (`action`: `open`, `read`, `write`,
    /// `truncate`, `create`).
    Io {
        /// What was being done.
        action: &'static str,
        /// The file.
        file: String,
        /// The system's error.
        source: io::Error,
    },
    /// The file is not a checkpoint, or holds another game.
    Header(HeaderError),
    /// The caller could not take up the values read (its own error, such as a windowed
    /// run's archive that cannot be written).
    Take(Box<dyn std::error::Error + Send + Sync>),
    /// Values were appended that do not continue those saved (a caller's bug).
    Gap {
        /// The file.
        file: String,
        /// The first heap whose value is missing.
        heap: usize,
    },
}

impl fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckpointError::Io { action, file, source } => write!(f, "cannot {action} {file}: {source}"),
            CheckpointError::Header(err) => err.fmt(f),
            CheckpointError::Take(err) => err.fmt(f),
            CheckpointError::Gap { file, heap } => {
                write!(f, "checkpoint {file}: values from heap {heap} were not saved")
            }
        }
    }
}

impl std::error::Error for CheckpointError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CheckpointError::Io { source, .. } => Some(source),
            CheckpointError::Header(err) => Some(err),
            CheckpointError::Take(err) => Some(err.as_ref()),
            CheckpointError::Gap { .. } => None,
        }
    }
}

impl From<HeaderError> for CheckpointError {
    fn from(err: HeaderError) -> CheckpointError {
        CheckpointError::Header(err)
    }
}

/// The result of a checkpoint's operations.
pub type Result<T> = std::result::Result<T, CheckpointError>;

/// An `io::Error` of `action` on `file` as a [`CheckpointError`].
fn io_error<'a>(action: &'static str, file: &'a str) -> impl FnOnce(io::Error) -> CheckpointError + 'a {
    move |source| CheckpointError::Io { action, file: file.to_string(), source }
}

/// An open checkpoint: appends the values computed since the last save.
pub struct Checkpoint {
    file: File,
    path: PathBuf,
    /// How many values the file holds.
    saved: usize,
    last_save: Instant,
    every: Duration,
}

impl Checkpoint {
    /// Opens `path` for `game`, creating it when it does not exist or is empty, and returns
    /// the values it holds (none for a new file) with a note for the user about what was
    /// resumed or dropped.
    pub fn open(path: &Path, game: &OctalGame, every: Duration) -> Result<(Checkpoint, Values, String)> {
        let (mut narrow, mut wide): (Vec<u8>, Option<Vec<u16>>) = (Vec::new(), None);
        let (checkpoint, note) = Checkpoint::open_with(path, game, every, &mut |values| {
            if let (ValuesRef::U16(_), None) = (values, &wide) {
                wide = Some(narrow.drain(..).map(u16::from).collect());
            }
            match (values, &mut wide) {
                (ValuesRef::U16(v), Some(w)) => w.extend_from_slice(v),
                (ValuesRef::U8(v), Some(w)) => w.extend(v.iter().map(|&x| u16::from(x))),
                (ValuesRef::U8(v), None) => narrow.extend_from_slice(v),
                (ValuesRef::U16(_), None) => unreachable!("widened above"),
            }
            Ok(())
        })?;
        let values = match wide {
            Some(w) => Values::U16(w),
            None => Values::U8(narrow),
        };
        Ok((checkpoint, values, note))
    }

    /// [`Checkpoint::open`], handing the values saved to `take`, one record at a time, in
    /// order, rather than returning them (a windowed run takes them in as they come).
    pub fn open_with(
        path: &Path,
        game: &OctalGame,
        every: Duration,
        take: &mut dyn FnMut(ValuesRef<'_>) -> Result<()>,
    ) -> Result<(Checkpoint, String)> {
        let shown = path.display().to_string();
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
            .map_err(io_error("open", &shown))?;
        let length = file.metadata().map_err(io_error("read", &shown))?.len();
        let mut checkpoint =
            Checkpoint { file, path: path.to_path_buf(), saved: 0, last_save: Instant::now(), every };
        if length == 0 {
            let header = format!("{MAGIC}\ncode {game}\n");
            checkpoint.file.write_all(header.as_bytes()).map_err(io_error("write", &shown))?;
            checkpoint.file.sync_all().map_err(io_error("write", &shown))?;
            return Ok((checkpoint, format!("checkpoint {shown}: new file")));
        }
        let mut reader = BufReader::with_capacity(1 << 20, &checkpoint.file);
        let header_len = read_header(&mut reader, game, &shown)?;
        let (count, good_end, dropped) = read_records(&mut reader, header_len, take, &shown)?;
        drop(reader);
        let mut note = format!("checkpoint {shown}: resumed after {count} values");
        if let Some(reason) = dropped {
            let lost = length - good_end;
            note.push_str(&format!(
                "; dropped the last {lost} bytes from byte {good_end} on ({reason}: a run stopped while saving)"
            ));
            checkpoint.file.set_len(good_end).map_err(io_error("truncate", &shown))?;
        }
        checkpoint.file.seek(SeekFrom::Start(good_end)).map_err(io_error("read", &shown))?;
        checkpoint.saved = count as usize;
        Ok((checkpoint, note))
    }

    /// Saves when the last save is at least the interval old.
    pub fn save_if_due(&mut self, values: ValuesRef<'_>) -> Result<()> {
        if self.last_save.elapsed() >= self.every {
            self.save(values)?;
        }
        Ok(())
    }

    /// Appends the values from the last save on as one record and syncs it to disk.
    pub fn save(&mut self, values: ValuesRef<'_>) -> Result<()> {
        self.append(0, values)?;
        self.sync()
    }

    /// Appends the values of `values` = G(first), G(first + 1), ... from the last save on
    /// as one record, without syncing it (a windowed run appends every slice, as its values
    /// leave memory, and syncs every interval, [`Checkpoint::sync_if_due`]).
    pub fn append(&mut self, first: usize, values: ValuesRef<'_>) -> Result<()> {
        let end = first + values.len();
        if end <= self.saved {
            return Ok(());
        }
        let from = self.saved.checked_sub(first).ok_or_else(|| CheckpointError::Gap {
            file: self.path.display().to_string(),
            heap: self.saved,
        })?;
        let mut record = Vec::with_capacity(RECORD_HEAD + (end - self.saved) * values.width() + 4);
        record.extend_from_slice(TAG);
        record.push(values.width() as u8);
        record.extend_from_slice(&(self.saved as u64).to_le_bytes());
        record.extend_from_slice(&((end - self.saved) as u64).to_le_bytes());
        match values {
            ValuesRef::U8(v) => record.extend_from_slice(&v[from..]),
            ValuesRef::U16(v) => v[from..].iter().for_each(|x| record.extend_from_slice(&x.to_le_bytes())),
        }
        let crc = crc32fast::hash(&record[TAG.len()..]);
        record.extend_from_slice(&crc.to_le_bytes());
        self.file.write_all(&record).map_err(io_error("write", &self.path.display().to_string()))?;
        self.saved = end;
        Ok(())
    }

    /// Syncs the records appended to disk.
    pub fn sync(&mut self) -> Result<()> {
        self.last_save = Instant::now();
        self.file.sync_data().map_err(io_error("write", &self.path.display().to_string()))
    }

    /// Syncs when the last sync is at least the interval old.
    pub fn sync_if_due(&mut self) -> Result<()> {
        if self.last_save.elapsed() >= self.every {
            self.sync()?;
        }
        Ok(())
    }
}

/// Reads and checks the two header lines; returns their length in bytes.
fn read_header(reader: &mut impl BufRead, game: &OctalGame, file: &str) -> Result<u64> {
    let located =
        |line, column, message: String| HeaderError { file: file.to_string(), line, column, message };
    let mut first = Vec::new();
    reader.take(MAGIC.len() as u64 + 1).read_until(b'\n', &mut first).map_err(io_error("read", file))?;
    let first_text = String::from_utf8_lossy(&first);
    if first_text.trim_end_matches('\n') != MAGIC {
        let column = 1 + MAGIC.chars().zip(first_text.chars()).take_while(|(a, b)| a == b).count();
        return Err(located(
            1,
            column,
            format!("not a grundy octal checkpoint (its first line must be `{MAGIC}`)"),
        )
        .into());
    }
    let mut second = Vec::new();
    reader.take(64 * 1024).read_until(b'\n', &mut second).map_err(io_error("read", file))?;
    let Some(text) = second.strip_suffix(b"\n").and_then(|line| std::str::from_utf8(line).ok()) else {
        return Err(located(2, 1, "the second line must be `code CODE`".to_string()).into());
    };
    let Some(code) = text.strip_prefix("code ") else {
        return Err(located(2, 1, "the second line must be `code CODE`".to_string()).into());
    };
    let saved = OctalGame::parse(code)
        .map_err(|err| located(2, 5 + err.column(), format!("the game code: {}", err.kind())))?;
    if saved != *game {
        return Err(located(
            2,
            6,
            format!(
                "the file holds values of {saved}, not of {game} (give another file, or the code {saved})"
            ),
        )
        .into());
    }
    Ok((first.len() + second.len()) as u64)
}

/// Reads the records from byte `start` on, handing the values of each valid one to
/// `take`: how many values they hold, where they end, and why the bytes after them (if
/// any) were not taken.
fn read_records(
    reader: &mut impl Read,
    start: u64,
    take: &mut dyn FnMut(ValuesRef<'_>) -> Result<()>,
    file: &str,
) -> Result<(u64, u64, Option<&'static str>)> {
    let mut count_so_far = 0u64;
    let mut end = start;
    let mut payload = Vec::new();
    let mut wide = Vec::new();
    loop {
        let mut head = [0u8; RECORD_HEAD];
        match read_full(reader, &mut head).map_err(io_error("read", file))? {
            0 => break,
            n if n < RECORD_HEAD => return Ok((count_so_far, end, Some("an incomplete record"))),
            _ => {}
        }
        let width = head[4];
        let first = u64::from_le_bytes(head[5..13].try_into().expect("8 bytes"));
        let count = u64::from_le_bytes(head[13..21].try_into().expect("8 bytes"));
        if &head[..4] != TAG || !(width == 1 || width == 2) || first != count_so_far {
            return Ok((count_so_far, end, Some("not a record that continues the values")));
        }
        let Some(bytes) = count.checked_mul(u64::from(width)).filter(|&b| b <= 1 << 40) else {
            return Ok((count_so_far, end, Some("a record of impossible length")));
        };
        payload.clear();
        let got =
            reader.by_ref().take(bytes + 4).read_to_end(&mut payload).map_err(io_error("read", file))?;
        if (got as u64) < bytes + 4 {
            return Ok((count_so_far, end, Some("an incomplete record")));
        }
        let (body, crc) = payload.split_at(bytes as usize);
        let mut hasher = crc32fast::Hasher::new();
        hasher.update(&head[4..]);
        hasher.update(body);
        if hasher.finalize().to_le_bytes() != crc {
            return Ok((count_so_far, end, Some("a record whose checksum does not match")));
        }
        if width == 2 {
            wide.clear();
            wide.extend(body.chunks_exact(2).map(|b| u16::from_le_bytes([b[0], b[1]])));
            take(ValuesRef::U16(&wide))?;
        } else {
            take(ValuesRef::U8(body))?;
        }
        count_so_far += count;
        end += (RECORD_HEAD as u64) + bytes + 4;
    }
    Ok((count_so_far, end, None))
}

/// Reads until `buf` is full or the input ends; returns the bytes read.
fn read_full(reader: &mut impl Read, buf: &mut [u8]) -> io::Result<usize> {
    let mut got = 0;
    while got < buf.len() {
        match reader.read(&mut buf[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => {}
            Err(err) => return Err(err),
        }
    }
    Ok(got)
}
