//! One code of a census, run from its checkpoint file and saved to it while it runs: the
//! task of a census spread over many processes or machines (the Python package's
//! `grundy.census` on Dask), where a process may die at any moment (SIGKILL, a preempted
//! node) and the code is then run again elsewhere from the checkpoint on shared storage.
//!
//! The file of a code is created at its first save only (`every` after the start), so
//! the many codes that end quickly never touch the disk; a file that exists is taken up
//! ([`Checkpoint::open`]) and the run continues after its values, which gives the row of
//! an uninterrupted run. The budget is measured from the start of this attempt: a run
//! resumed from a checkpoint has had more time in all.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use grundy::game::octal::census::{self, CodeRun};
use grundy::game::octal::{OctalGame, Values};

use crate::checkpoint::{Checkpoint, Result};

/// A code's run with what its checkpoint did.
#[derive(Debug)]
#[non_exhaustive]
pub struct CheckpointedRun {
    /// The row and the key of its sequence.
    pub run: CodeRun,
    /// How many values came from the checkpoint (0: the run started at heap 0).
    pub resumed_after: u64,
    /// What the checkpoint did, for the log: `checkpoint FILE: resumed after N values`
    /// (with the bytes dropped from an incomplete last record), and the first save that
    /// failed (the run goes on without it: only a later kill would cost more).
    pub notes: Vec<String>,
}

/// The name of `code`'s checkpoint file in a census's checkpoint directory: the code with
/// every character other than an ASCII letter, a digit or `.` written `_XX` (its bytes in
/// hexadecimal), then `.ckpt`; different codes get different names.
///
/// # Examples
/// ```
/// assert_eq!(grundy_checkpoint::checkpoint_file_name("0.137"), "0.137.ckpt");
/// assert_eq!(grundy_checkpoint::checkpoint_file_name("4!.0"), "4_21.0.ckpt");
/// ```
pub fn checkpoint_file_name(code: &str) -> String {
    let mut name = String::with_capacity(code.len() + 5);
    for byte in code.bytes() {
        if byte.is_ascii_alphanumeric() || byte == b'.' {
            name.push(char::from(byte));
        } else {
            name.push_str(&format!("_{byte:02X}"));
        }
    }
    name.push_str(".ckpt");
    name
}

/// Runs one code of a census as `grundy::game::octal::census::census_code` does (until
/// its period is certified or `limit` values), within `budget` (`None`: no bound); with a
/// `checkpoint` (file, seconds between saves), it starts after the values the file holds,
/// if it exists, and saves the values to it every `every` while it runs. Setting `stop`
/// ends the run (its row says `stopped`).
///
/// A save that fails does not end the run: the first failure is in the notes.
///
/// # Errors
/// A checkpoint file that exists but cannot be read, or that is not a checkpoint of this
/// game ([`crate::CheckpointError`]).
pub fn census_code(
    code: &str,
    game: &OctalGame,
    limit: u64,
    budget: Option<Duration>,
    checkpoint: Option<(&Path, Duration)>,
    stop: &AtomicBool,
) -> Result<CheckpointedRun> {
    let mut notes = Vec::new();
    let mut open = None;
    let mut known = Values::U8(Vec::new());
    if let Some((path, every)) = checkpoint {
        if path.metadata().is_ok_and(|m| m.len() > 0) {
            let (file, values, note) = Checkpoint::open(path, game, every)?;
            notes.push(note);
            known = values;
            open = Some(file);
        }
    }
    let resumed_after = known.len() as u64;
    let started = Instant::now();
    let mut failed = false;
    let mut observer = |_: &grundy::game::octal::Progress, values: grundy::game::octal::ValuesRef<'_>| {
        let Some((path, every)) = checkpoint else { return };
        let result = match &mut open {
            Some(file) => file.save_if_due(values),
            None if started.elapsed() >= every => {
                Checkpoint::open(path, game, every).and_then(|(mut file, _, _)| {
                    let saved = file.save(values);
                    open = Some(file);
                    saved
                })
            }
            None => Ok(()),
        };
        if let (Err(err), false) = (result, failed) {
            notes.push(format!("{err}; the run goes on and will try again"));
            failed = true;
        }
    };
    // The flag that ends the run: set by `stop`, or by the watchdog at the budget's end.
    let flag = AtomicBool::new(false);
    let done = (Mutex::new(false), Condvar::new());
    let run = std::thread::scope(|scope| {
        let deadline = budget.and_then(|b| started.checked_add(b));
        let (flag, done) = (&flag, &done);
        scope.spawn(move || {
            let mut finished = done.0.lock().unwrap_or_else(PoisonError::into_inner);
            while !*finished {
                let now = Instant::now();
                if stop.load(Ordering::Relaxed) || deadline.is_some_and(|d| now >= d) {
                    flag.store(true, Ordering::Relaxed);
                }
                let wait = deadline.map_or(Duration::from_millis(50), |d| d.saturating_duration_since(now));
                let wait = wait.clamp(Duration::from_millis(1), Duration::from_millis(50));
                finished = done.1.wait_timeout(finished, wait).unwrap_or_else(PoisonError::into_inner).0;
            }
        });
        let run = census::census_code(code, game, limit, known, &mut observer, flag, stop);
        *done.0.lock().unwrap_or_else(PoisonError::into_inner) = true;
        done.1.notify_all();
        run
    });
    Ok(CheckpointedRun { run, resumed_after, notes })
}

#[cfg(test)]
mod tests;
