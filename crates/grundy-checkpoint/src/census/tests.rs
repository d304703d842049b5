//! A census code run from a checkpoint gives the row of an uninterrupted run; the file is
//! made at the first save only; a checkpoint of another game is refused; the budget ends
//! a run as out of time.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use grundy::game::octal::census::CensusOutcome;
use grundy::game::octal::{OctalGame, Values};

use super::*;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-checkpoint-census-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

fn game(code: &str) -> OctalGame {
    code.parse().unwrap()
}

#[test]
fn a_run_resumed_from_a_checkpoint_gives_the_uninterrupted_row() {
    let no = AtomicBool::new(false);
    // 0.161 is not periodic this early: the run goes to the limit.
    let fresh = census_code("0.161", &game("0.161"), 30_000, None, None, &no).unwrap();
    assert_eq!(fresh.resumed_after, 0);
    assert_eq!(fresh.run.row.outcome, CensusOutcome::Unsolved);
    // A checkpoint holding the first 12,345 values, as a killed run leaves it.
    let path = scratch("0.161.ckpt");
    let partial = census_code("0.161", &game("0.161"), 12_345, None, None, &no).unwrap();
    assert_eq!(partial.run.row.values, 12_345);
    let whole = grundy::game::octal::solve(
        &game("0.161"),
        &grundy::game::octal::SolveConfig::new(12_345),
        &mut |_| {},
        &no,
    )
    .unwrap();
    let (mut file, _, _) = Checkpoint::open(&path, &game("0.161"), Duration::ZERO).unwrap();
    file.save(whole.values.as_view()).unwrap();
    drop(file);
    let resumed =
        census_code("0.161", &game("0.161"), 30_000, None, Some((&path, Duration::from_secs(3600))), &no)
            .unwrap();
    assert_eq!(resumed.resumed_after, 12_345);
    assert_eq!(resumed.notes, [format!("checkpoint {}: resumed after 12345 values", path.display())]);
    assert_eq!(row_words(&resumed.run), row_words(&fresh.run));
}

/// What a census row shows (its CSV and JSON), and the key: all but the search
/// statistics, which count the new values alone after a resume.
fn row_words(run: &grundy::game::octal::census::CodeRun) -> String {
    let row = &run.row;
    let classes: Vec<_> = row
        .stats
        .classes
        .iter()
        .map(|c| (c.parity, c.moves.clone(), c.mask, c.rare_heaps, c.rare_values.clone(), c.last_rare_heap))
        .collect();
    format!(
        "{} {:?} {} {:?} {:?} {:?} {classes:?} {:?}",
        row.code, row.outcome, row.values, row.period, row.largest, row.method, run.key
    )
}

#[test]
fn the_file_is_made_at_the_first_save_only() {
    let no = AtomicBool::new(false);
    let quick = scratch("0.07.ckpt");
    let run =
        census_code("0.07", &game("0.07"), 10_000, None, Some((&quick, Duration::from_secs(3600))), &no)
            .unwrap();
    assert_eq!(run.run.row.outcome, CensusOutcome::Solved);
    assert!(!quick.exists());
    let saved = scratch("0.161-saved.ckpt");
    let run =
        census_code("0.161", &game("0.161"), 100_000, None, Some((&saved, Duration::ZERO)), &no).unwrap();
    assert!(run.notes.is_empty(), "{:?}", run.notes);
    let (_, values, _) = Checkpoint::open(&saved, &game("0.161"), Duration::ZERO).unwrap();
    assert!(!values.is_empty());
}

#[test]
fn a_checkpoint_of_another_game_is_refused() {
    let no = AtomicBool::new(false);
    let path = scratch("other.ckpt");
    let (mut file, _, _) = Checkpoint::open(&path, &game("0.6"), Duration::ZERO).unwrap();
    file.save(Values::U8(vec![0, 1, 2]).as_view()).unwrap();
    drop(file);
    let err = census_code("0.7", &game("0.7"), 100, None, Some((&path, Duration::ZERO)), &no).unwrap_err();
    assert!(err.to_string().contains("holds values of 0.6, not of 0.7"), "{err}");
}

#[test]
fn the_budget_ends_a_run_out_of_time() {
    let no = AtomicBool::new(false);
    let run = census_code("0.161", &game("0.161"), 100_000_000, Some(Duration::from_millis(50)), None, &no)
        .unwrap();
    assert_eq!(run.run.row.outcome, CensusOutcome::OutOfTime);
    assert!(run.run.key.is_none());
}

#[test]
fn file_names_tell_codes_apart() {
    assert_eq!(checkpoint_file_name("0.#!#"), "0._23_21_23.ckpt");
    assert_ne!(checkpoint_file_name("0.1_2"), checkpoint_file_name("0.1!2"));
    assert_eq!(checkpoint_file_name("S(1,3,4)"), "S_281_2C3_2C4_29.ckpt");
}
