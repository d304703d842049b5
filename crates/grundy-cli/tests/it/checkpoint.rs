//! `grundy octal --checkpoint`: a run killed with SIGKILL and resumed from its checkpoint
//! computes bit-identical values and output; a checkpoint cut anywhere inside its last
//! record (a kill during a save) or with a damaged record is taken up to its last good
//! record. The errors of a file that is not a checkpoint or holds another game are
//! golden cases (`tests/data/octal/checkpoint_*`).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// A game with a few hundred rare heaps, whose values are not periodic this early.
const CODE: &str = "0.161";

/// Enough values that a debug build takes several seconds.
const N: usize = 200_000;

/// Bytes of the header lines of a checkpoint of [`CODE`].
const HEADER: u64 = ("grundy octal checkpoint 1\ncode 0.161\n".len()) as u64;

/// A file of this test's own directory (the tests run at once, and each has its own
/// `fresh.txt`, ...).
fn scratch(name: &str) -> PathBuf {
    let test = std::thread::current().name().unwrap_or("main").replace("::", "-");
    let dir = std::env::temp_dir().join(format!("grundy-checkpoint-{}-{test}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = fs::remove_file(&path);
    path
}

fn octal(extra: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_grundy"));
    command.args(["octal", CODE, "--max", &N.to_string(), "--show", "20"]).args(extra);
    command
}

/// The run without a checkpoint: its values file and standard output.
fn uninterrupted() -> (Vec<u8>, Vec<u8>) {
    let values = scratch("fresh.txt");
    let out = octal(&["--values", values.to_str().unwrap()]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    (fs::read(values).unwrap(), out.stdout)
}

/// Runs with the checkpoint to the end; returns the output and the values written.
fn finish(checkpoint: &Path, values: &str) -> (Output, Vec<u8>) {
    let path = scratch(values);
    let out = octal(&[
        "--checkpoint",
        checkpoint.to_str().unwrap(),
        "--checkpoint-every",
        "0",
        "--values",
        path.to_str().unwrap(),
    ])
    .output()
    .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    (out, fs::read(path).unwrap())
}

/// The number in "resumed after N values" on standard error.
fn resumed_after(out: &Output) -> usize {
    let err = String::from_utf8_lossy(&out.stderr);
    let tail = err.split("resumed after ").nth(1).unwrap_or_else(|| panic!("no resume in: {err}"));
    tail.split(' ').next().unwrap().parse().unwrap()
}

#[test]
fn a_run_killed_twice_resumes_to_identical_values() {
    let (fresh_values, fresh_out) = uninterrupted();
    let checkpoint = scratch("killed.ckpt");
    let mut resumed_at = Vec::new();
    for round in 0..2 {
        let mut child = octal(&["--checkpoint", checkpoint.to_str().unwrap(), "--checkpoint-every", "0"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // Wait for 30,000 more values saved than the run started from.
        let before = fs::metadata(&checkpoint).map_or(0, |m| m.len());
        let deadline = Instant::now() + Duration::from_secs(120);
        while fs::metadata(&checkpoint).map_or(0, |m| m.len()) < before.max(HEADER) + 30_000 {
            assert!(child.try_wait().unwrap().is_none(), "round {round}: the run ended before it was killed");
            assert!(Instant::now() < deadline, "no save within 120 s");
            sleep(Duration::from_millis(20));
        }
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        resumed_at.push(fs::metadata(&checkpoint).unwrap().len());
    }
    let (out, values) = finish(&checkpoint, "resumed.txt");
    let after = resumed_after(&out);
    assert!(resumed_at[0] < resumed_at[1], "the second run saved more: {resumed_at:?}");
    assert!((60_000..N).contains(&after), "resumed after {after} of {N} values");
    assert_eq!(values, fresh_values, "the values differ from an uninterrupted run's");
    assert_eq!(out.stdout, fresh_out, "the output differs from an uninterrupted run's");
    // The file now holds every value: a further run computes nothing and says so.
    let (again, values) = finish(&checkpoint, "again.txt");
    assert_eq!(resumed_after(&again), N);
    assert_eq!(values, fresh_values);
}

#[test]
fn a_checkpoint_cut_or_damaged_in_its_last_record_is_taken_up_to_the_record_before() {
    let (fresh_values, fresh_out) = uninterrupted();
    // A complete checkpoint, saved at every report of the run.
    let whole = scratch("whole.ckpt");
    finish(&whole, "whole.txt");
    let mut bytes = fs::read(&whole).unwrap();
    let file_len = bytes.len() as u64;
    // Records: a head of 21 bytes (its last 8 the count of values), the values, a crc.
    let (mut last, mut before_last, mut records) = (HEADER, 0, 0);
    while last + 21 + 4 < file_len {
        let count = u64::from_le_bytes(bytes[last as usize + 13..last as usize + 21].try_into().unwrap());
        if last + 21 + count + 4 == file_len {
            break;
        }
        before_last += count;
        last += 21 + count + 4;
        records += 1;
    }
    assert!(records >= 3 && before_last > 0 && (before_last as usize) < N, "{records} records");
    let before_last = before_last as usize;
    let damaged = scratch("damaged.ckpt");
    for cut in [last + 1, last + 20, last + 21, last + 500, file_len - 1] {
        fs::write(&damaged, &bytes[..cut as usize]).unwrap();
        let (out, values) = finish(&damaged, "cut.txt");
        assert_eq!(resumed_after(&out), before_last, "cut at byte {cut}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(&format!("dropped the last {} bytes from byte {last} on", cut - last)), "{err}");
        assert_eq!(values, fresh_values, "cut at byte {cut}");
        assert_eq!(out.stdout, fresh_out);
        // Saved again after the drop, the file is whole: the next run takes every value
        // and drops nothing. (Its records need not be those of the first file: a slice of
        // values is sized to the time it takes.)
        let (again, _) = finish(&damaged, "cut-again.txt");
        assert_eq!(resumed_after(&again), N, "cut at byte {cut}");
        let again_err = String::from_utf8_lossy(&again.stderr);
        assert!(!again_err.contains("dropped"), "cut at byte {cut}: {again_err}");
    }
    // One value changed in the last record: its checksum no longer matches.
    let at = (file_len - 100) as usize;
    bytes[at] ^= 1;
    fs::write(&damaged, &bytes).unwrap();
    let (out, values) = finish(&damaged, "flipped.txt");
    assert_eq!(resumed_after(&out), before_last);
    assert!(String::from_utf8_lossy(&out.stderr).contains("checksum does not match"));
    assert_eq!(values, fresh_values);
}

#[test]
fn files_that_are_not_checkpoints_of_the_game_are_refused_at_the_line_and_column() {
    let path = scratch("refused.ckpt");
    let cases: [(&str, &str, (u64, u64)); 5] = [
        ("grundy octal checkpoint 1\ncode 0.07\n", "the file holds values of 0.07, not of 0.161", (2, 6)),
        ("grundy octal checkpoint 2\ncode 0.161\n", "not a grundy octal checkpoint", (1, 25)),
        ("0 1 0 2 1 3\n", "not a grundy octal checkpoint", (1, 1)),
        ("grundy octal checkpoint 1\ncode 0.1x1\n", "the game code: ", (2, 9)),
        ("grundy octal checkpoint 1\nkode 0.161\n", "the second line must be `code CODE`", (2, 1)),
    ];
    for (content, message, (line, column)) in cases {
        fs::write(&path, content).unwrap();
        let out = octal(&["--checkpoint", path.to_str().unwrap()]).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{content:?}: {err}");
        assert!(err.contains(&format!("line {line}, column {column}: {message}")), "{content:?}: {err}");
        assert!(out.stdout.is_empty());
        // Nothing is written to a file that is refused.
        assert_eq!(fs::read_to_string(&path).unwrap(), content);
        let out = octal(&["--checkpoint", path.to_str().unwrap(), "--json"]).output().unwrap();
        let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(out.status.code(), Some(2));
        let error = &doc["error"];
        assert_eq!(
            (error["kind"].as_str(), error["line"].as_u64(), error["column"].as_u64()),
            (Some("input"), Some(line), Some(column)),
            "{doc}"
        );
        assert_eq!(error["file"].as_str(), path.to_str());
    }
}

/// A windowed run (`--window`, values beyond the window in the spill file) killed twice
/// with SIGKILL and resumed from its checkpoint prints what an uninterrupted windowed run
/// prints, and its histograms (at the end and at every power of two) are those of a run
/// that keeps every value. (0.1777: fast enough in a debug build to save many slices of
/// 65,536 values past the window.)
#[test]
fn a_windowed_run_killed_twice_resumes_to_identical_histograms() {
    const N: usize = 800_000;
    let octal = |extra: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_grundy"));
        command.args(["octal", "0.1777", "--max", &N.to_string(), "--show", "20", "--histogram"]).args(extra);
        command
    };
    let header = ("grundy octal checkpoint 1\ncode 0.1777\n".len()) as u64;
    let whole_dir = scratch("whole-histograms");
    let whole = octal(&["--histogram-dir", whole_dir.to_str().unwrap()]).output().unwrap();
    assert!(whole.status.success(), "{}", String::from_utf8_lossy(&whole.stderr));
    let fresh = octal(&["--window", "65536"]).output().unwrap();
    assert!(fresh.status.success(), "{}", String::from_utf8_lossy(&fresh.stderr));
    let histogram = |out: &[u8]| {
        let text = String::from_utf8_lossy(out).into_owned();
        text[text.find("histogram of heaps").expect("a histogram")..].to_string()
    };
    assert_eq!(histogram(&fresh.stdout), histogram(&whole.stdout));
    let checkpoint = scratch("windowed.ckpt");
    let spill = scratch("windowed.spill");
    let with_files = |extra: &[&str]| {
        let path = checkpoint.to_str().unwrap();
        let mut command = octal(&["--window", "65536", "--checkpoint", path, "--checkpoint-every", "0"]);
        command.args(extra);
        command
    };
    for round in 0..2 {
        let mut child = with_files(&["--spill", spill.to_str().unwrap()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // Past the first window (values in the spill file), then 130,000 values more.
        let before = fs::metadata(&checkpoint).map_or(0, |m| m.len());
        let goal = (before + 130_000).max(header + 300_000);
        let deadline = Instant::now() + Duration::from_secs(120);
        while fs::metadata(&checkpoint).map_or(0, |m| m.len()) < goal {
            assert!(child.try_wait().unwrap().is_none(), "round {round}: the run ended before it was killed");
            assert!(Instant::now() < deadline, "no save within 120 s");
            sleep(Duration::from_millis(5));
        }
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
    }
    let dir = scratch("resumed-histograms");
    let out = with_files(&["--histogram-dir", dir.to_str().unwrap()]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // The second run was killed with 130,000 bytes (values) more in the file than the
    // first had, and the first past 300,000; each kill can land in the middle of a
    // 65,536-value append, which the next run drops, so at least 430,000 - 2 * 65,536
    // values were saved, all past the first window.
    let after = resumed_after(&out);
    assert!((430_000 - 2 * 65_536..N).contains(&after), "resumed after {after} of {N} values");
    assert_eq!(out.stdout, fresh.stdout, "the output differs from an uninterrupted windowed run's");
    let files = |dir: &Path| {
        let mut names: Vec<_> = fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name()).collect();
        names.sort();
        names.into_iter().map(|name| (fs::read(dir.join(&name)).unwrap(), name)).collect::<Vec<_>>()
    };
    let ours = files(&dir);
    assert_eq!(ours.len(), 19, "2, 4, ..., 2^19");
    assert_eq!(ours, files(&whole_dir), "histograms at the powers of two");
}
