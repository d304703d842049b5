//! Tests of `grundy stress` with real programs (`tests/solutions/`): a correct solution
//! passes with no false alarm on every problem; wrong solutions are caught and shrunk to
//! a case that no single shrinking step still fails (checked against the library's own
//! candidates); every verdict (time, memory, crash, garbage, silence, flood) is named, and
//! no process of a run outlives it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use grundy::classic::check::{compare, CheckVerdict};
use grundy::classic::shrink::shrink_candidates;
use grundy::classic::Problem;

fn grundy() -> &'static str {
    env!("CARGO_BIN_EXE_grundy")
}

/// A test program: in `tests/solutions/`, or one of the worked examples in `examples/`.
fn solution(name: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let own = root.join("tests/solutions").join(name);
    let path = if own.exists() { own } else { root.join("../../examples").join(name) };
    path.display().to_string()
}

/// A solution's command line: scripts by their interpreter.
fn command_of(name: &str) -> Vec<String> {
    let path = solution(name);
    let interpreter = if name.ends_with(".py") { "python3" } else { "sh" };
    vec![interpreter.to_string(), path]
}

/// The time limit of the runs of a test that is not about time: generous, so that a
/// machine busy with other tests (a solution's interpreter starting slowly) is never
/// taken for a solution that is too slow.
const PATIENT: [&str; 2] = ["--time-limit", "60"];

fn stress(args: &[&str], command: &[String]) -> Output {
    let patient: &[&str] = if args.contains(&"--time-limit") { &[] } else { &PATIENT };
    Command::new(grundy()).arg("stress").args(args).args(patient).arg("--").args(command).output().unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A scratch folder for `--save`.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-stress-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Runs `command` on `input` and judges its output against the library's answer.
fn judged(problem: Problem, command: &[String], input: &[u8]) -> CheckVerdict {
    use std::io::Write;
    let mut child = Command::new(&command[0])
        .args(&command[1..])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    compare(problem.judge(input).unwrap().as_bytes(), &out.stdout)
}

#[test]
fn a_correct_solution_passes_every_problem_without_a_false_alarm() {
    for problem in Problem::ALL {
        let reference = [grundy().to_string(), "classic".to_string(), problem.name().to_string()];
        let out = stress(&[problem.name(), "--cases", "400", "-j", "2", "--size", "medium"], &reference);
        assert_eq!(out.status.code(), Some(0), "{problem}: {}", stdout(&out));
        assert!(stdout(&out).starts_with("no difference in 400 cases"), "{problem}: {}", stdout(&out));
    }
}

/// Runs a wrong solution, expects a failure shrunk to a minimal case, and returns it.
fn caught_and_minimal(problem: Problem, name: &str, extra: &[&str]) -> String {
    let dir = scratch(name);
    let command = command_of(name);
    let mut args = vec![problem.name(), "--cases", "2000", "-j", "2", "--save", dir.to_str().unwrap()];
    args.extend(extra);
    let out = stress(&args, &command);
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    assert!(stdout(&out).contains("wrong answer"), "{}", stdout(&out));
    let shrunk_file = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| {
            p.file_name().unwrap().to_str().unwrap().starts_with("shrunk") && p.extension().unwrap() == "in"
        })
        .expect("the shrunk case is saved");
    let shrunk = std::fs::read(&shrunk_file).unwrap();
    let expected = std::fs::read(shrunk_file.with_extension("out")).unwrap();
    assert_eq!(problem.judge(&shrunk).unwrap().as_bytes(), expected, "the saved answer is grundy's");
    assert!(
        matches!(judged(problem, &command, &shrunk), CheckVerdict::WrongAnswer(_)),
        "the shrunk case still fails"
    );
    for candidate in shrink_candidates(problem, &shrunk) {
        assert_eq!(
            judged(problem, &command, candidate.as_bytes()),
            CheckVerdict::Accepted,
            "a smaller case fails too: {candidate}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
    String::from_utf8(shrunk).unwrap()
}

#[test]
fn a_solution_wrong_on_rare_inputs_is_caught_and_shrunk_to_a_minimal_case() {
    let shrunk = caught_and_minimal(Problem::Poj2311Cutting, "cutting_wrong.py", &["--size", "tiny"]);
    assert_eq!(shrunk, "3 3\n");
}

#[test]
fn a_wrong_kam_solution_is_shrunk_to_one_short_row() {
    // Kam and Nim agree on rows of one or two piles, so the smallest case has three.
    let shrunk = caught_and_minimal(Problem::Poi2009Kam, "kam_as_nim.py", &[]);
    let piles: Vec<&str> = shrunk.lines().nth(2).unwrap().split_whitespace().collect();
    assert!(shrunk.starts_with("1\n3\n") && piles.len() == 3, "{shrunk}");
}

#[test]
fn a_normal_play_john_solution_is_shrunk_to_one_empty_pile() {
    // Normal and misère Nim disagree exactly when no pile has two stones: one case of one
    // pile, lowered to 0 stones (John has no move, so he wins misère play), is the end.
    let shrunk = caught_and_minimal(Problem::Shoi2008John, "john_as_nim.py", &[]);
    assert_eq!(shrunk, "1\n1\n0\n");
}

/// The verdict line of a run that fails at once, and its exit code.
fn first_verdict(name: &str, extra: &[&str]) -> String {
    let mut args = vec!["poj2311-cutting", "--cases", "1", "--size", "tiny"];
    args.extend(extra);
    let out = stress(&args, &command_of(name));
    assert_eq!(out.status.code(), Some(1), "{name}: {}", stdout(&out));
    stdout(&out).lines().next().unwrap().to_string()
}

#[test]
fn every_verdict_is_named() {
    assert!(first_verdict("loops.sh", &["--time-limit", "0.3"]).contains("time limit exceeded"));
    assert!(first_verdict("crashes.py", &[]).contains("runtime error (killed by SIGABRT, signal 6)"));
    assert!(first_verdict("allocates.py", &["--memory-limit", "64", "--time-limit", "10"])
        .contains("memory limit exceeded"));
    assert!(first_verdict("garbage.py", &[]).contains("wrong answer"));
    assert!(first_verdict("silent.sh", &[]).contains("no output"));
    assert!(first_verdict("floods.sh", &["--time-limit", "20"]).contains("output limit exceeded"));
}

#[test]
fn a_crash_shows_and_saves_the_end_of_the_solutions_standard_error() {
    let dir = scratch("raises");
    let args = ["poj2311-cutting", "--cases", "1", "--size", "tiny", "--save", dir.to_str().unwrap()];
    let out = stress(&args, &command_of("raises.py"));
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    let text = stdout(&out);
    assert!(text.starts_with("== case 1 (seed 1) fails: runtime error (exit code 1)"), "{text}");
    // The failing case and the shrunk one each show the last 50 of the 120 + traceback lines.
    let shown = text.split("-- the solution's standard error (the last 50 of its ").count() - 1;
    assert_eq!(shown, 2, "{text}");
    assert!(text.contains("Traceback (most recent call last):"), "{text}");
    assert!(text.contains("ValueError: the solution gave up on this input\n"), "{text}");
    assert!(text.contains("debug line 120\n") && !text.contains("debug line 1\n"), "{text}");
    for stem in ["failing-seed1", "shrunk-seed1"] {
        let saved = std::fs::read_to_string(dir.join(format!("{stem}.err"))).unwrap();
        assert_eq!(saved.lines().count(), 50, "{saved}");
        assert!(saved.ends_with("ValueError: the solution gave up on this input\n"), "{saved}");
        assert!(dir.join(format!("{stem}.in")).exists() && dir.join(format!("{stem}.out")).exists());
    }
    assert!(
        text.contains("saved to ") && text.contains("failing-seed1.in/.out/.err, shrunk-seed1.in/.out/.err"),
        "{text}"
    );
    // A solution that writes nothing to standard error shows no such section and saves no .err.
    let quiet = scratch("quiet");
    let out = stress(
        &["poj2311-cutting", "--cases", "2000", "--size", "tiny", "--save", quiet.to_str().unwrap()],
        &command_of("cutting_wrong.py"),
    );
    assert!(!stdout(&out).contains("standard error"), "{}", stdout(&out));
    let saved: Vec<_> = std::fs::read_dir(&quiet).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(saved.len(), 4, "{saved:?}");
    assert!(saved.iter().all(|name| !name.to_string_lossy().ends_with(".err")), "{saved:?}");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&quiet);
}

#[test]
fn nothing_outlives_a_run() {
    let marker = format!("{}", 1000 + std::process::id() % 1000);
    // The script sleeps 1000 s; a copy that sleeps a unique number of seconds is easy to find.
    let script = std::env::temp_dir().join(format!("grundy-forks-{}.sh", std::process::id()));
    let text = std::fs::read_to_string(solution("forks_and_sleeps.sh")).unwrap().replace("1000", &marker);
    std::fs::write(&script, text).unwrap();
    let out = stress(
        &["poj2311-cutting", "--cases", "1", "--time-limit", "0.3"],
        &["sh".to_string(), script.display().to_string()],
    );
    assert!(stdout(&out).contains("time limit exceeded"), "{}", stdout(&out));
    std::thread::sleep(std::time::Duration::from_millis(200));
    let left = Command::new("pgrep").args(["-f", &format!("sleep {marker}")]).output().unwrap();
    let _ = std::fs::remove_file(&script);
    assert!(left.stdout.is_empty(), "left behind: {}", String::from_utf8_lossy(&left.stdout));
}

#[test]
fn generic_mode_finds_and_shrinks_by_lines_and_tokens() {
    let gen = format!("{} gen poj2311-cutting --size tiny --seed", grundy());
    let reference = format!("{} classic poj2311-cutting", grundy());
    let out = Command::new(grundy())
        .args(["stress", "--gen", &gen, "--reference", &reference, "--cases", "500", "-j", "2"])
        .args(PATIENT)
        .arg("--")
        .args(command_of("cutting_wrong.py"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    let text = stdout(&out);
    let shrunk = text.split("== shrunk").nth(1).expect("a shrunk case");
    assert!(shrunk.contains("-- input (4 bytes)\n3 3\n"), "{text}");
}

#[test]
fn every_problem_catches_a_wrong_solution_and_shrinks_it_to_a_minimal_case() {
    for problem in Problem::ALL {
        let command = vec![
            "python3".to_string(),
            solution("wrong_when_3.py"),
            grundy().to_string(),
            problem.name().to_string(),
        ];
        let dir = scratch(&format!("wrong-{}", problem.name()));
        let started = std::time::Instant::now();
        let out =
            stress(&[problem.name(), "--cases", "300", "-j", "2", "--save", dir.to_str().unwrap()], &command);
        assert_eq!(out.status.code(), Some(1), "{problem}: {}", stdout(&out));
        assert!(started.elapsed().as_secs() < 60, "{problem}: {:?}", started.elapsed());
        let shrunk_file = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| {
                p.file_name().unwrap().to_str().unwrap().starts_with("shrunk")
                    && p.extension().unwrap() == "in"
            })
            .expect("the shrunk case is saved");
        let shrunk = std::fs::read(&shrunk_file).unwrap();
        assert!(problem.validate(&shrunk).is_ok(), "{problem}: the shrunk case is valid");
        assert!(
            !matches!(judged(problem, &command, &shrunk), CheckVerdict::Accepted),
            "{problem}: it still fails"
        );
        for candidate in shrink_candidates(problem, &shrunk) {
            let verdict = judged(problem, &command, candidate.as_bytes());
            assert_eq!(verdict, CheckVerdict::Accepted, "{problem}: a smaller case fails too: {candidate}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
