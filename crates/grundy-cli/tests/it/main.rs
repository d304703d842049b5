//! The one integration-test binary: data-driven runs of the `grundy` binary.
//!
//! `tests/data/<command>/<case>.in` is a case. Its siblings:
//! - `<case>.args`: the arguments, one per line (optional; default: just `<command>`).
//!   An argument `{in}` is replaced by the path of `<case>.in`, and then standard input is
//!   empty; otherwise `<case>.in` is fed on standard input. Other paths are relative to
//!   the crate's folder, the tests' working directory (`check` cases name the input and
//!   the contestant's output, `<case>.ans`, as `tests/data/check/...`, so that messages
//!   quoting them do not depend on where the repository is).
//! - `<case>.out`: the expected standard output, byte for byte.
//! - `<case>.err`: the expected standard error, byte for byte (written for failing runs).
//! - `<case>.code`: the expected exit code (absent means 0).
//!
//! A missing expected file is written out (blessing a new case) unless `CI` is set, where
//! it is a failure; `UPDATE_EXPECT=1` rewrites every expected file. Every JSON output
//! (runs with `--json`, errors included) is validated against the shipped JSON Schema of
//! its command (`schema/<command>.schema.json`), and those files are held equal to the
//! schemas derived from the DTOs of `src/json.rs` (which forbid unknown fields).

mod checkpoint;
mod generate;
mod stress;

use grundy_json as json;

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

/// All `.in` files under `dir`, sorted, found with an explicit stack.
fn cases(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "in") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

struct Run {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    code: i32,
}

fn run_case(input: &Path) -> (Vec<String>, Run) {
    let command = input.parent().unwrap().file_name().unwrap().to_str().unwrap().to_string();
    let args_path = input.with_extension("args");
    let mut args: Vec<String> = match fs::read_to_string(&args_path) {
        Ok(text) => text.lines().filter(|l| !l.is_empty()).map(str::to_string).collect(),
        Err(_) => vec![command],
    };
    let mut feed_stdin = true;
    for arg in &mut args {
        if arg == "{in}" {
            *arg = input.to_str().unwrap().to_string();
            feed_stdin = false;
        }
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let bytes = if feed_stdin { fs::read(input).unwrap() } else { Vec::new() };
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        // The program may exit before reading everything; a broken pipe is fine.
        let _ = stdin.write_all(&bytes);
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    let run = Run { stdout: output.stdout, stderr: output.stderr, code: output.status.code().unwrap_or(-1) };
    (args, run)
}

/// Compares `actual` with the file at `path`, blessing it when allowed. Returns a failure
/// description, if any.
fn check_file(path: &Path, actual: &[u8]) -> Option<String> {
    let update = std::env::var_os("UPDATE_EXPECT").is_some();
    match fs::read(path) {
        Ok(expected) if expected == actual && !update => None,
        Ok(_) if update => {
            fs::write(path, actual).unwrap();
            None
        }
        Ok(expected) => Some(format!(
            "{}: mismatch\n--- expected\n{}\n--- actual\n{}",
            path.display(),
            String::from_utf8_lossy(&expected),
            String::from_utf8_lossy(actual)
        )),
        Err(_) if std::env::var_os("CI").is_some() => {
            Some(format!("{}: expected file missing (bless it locally)", path.display()))
        }
        Err(_) => {
            fs::write(path, actual).unwrap();
            None
        }
    }
}

fn schema_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../grundy-json/schema")
}

/// The JSON Schema of every command's document (and of the error document), derived from
/// the DTOs.
fn derived_schemas() -> Vec<(&'static str, schemars::Schema)> {
    use json::*;
    use schemars::schema_for;
    vec![
        ("classic", schema_for!(Doc<ClassicAnswer>)),
        ("nim", schema_for!(Doc<TakeGame>)),
        ("staircase", schema_for!(Doc<TakeGame>)),
        ("bean-split", schema_for!(Doc<BeanSplit>)),
        ("equal-split", schema_for!(Doc<EqualSplit>)),
        ("paper-cutting", schema_for!(Doc<PaperCutting>)),
        ("hackenbush", schema_for!(Doc<Hackenbush>)),
        ("heaps", schema_for!(Doc<Heaps>)),
        ("octal", schema_for!(Doc<Octal>)),
        ("octal-progress", schema_for!(Doc<OctalProgress>)),
        ("octal-stop", schema_for!(Doc<OctalStop>)),
        ("octal-census", schema_for!(Doc<OctalCensus>)),
        ("octal-misere", schema_for!(Doc<OctalMisere>)),
        ("inspect", schema_for!(Doc<Inspect>)),
        ("board", schema_for!(Doc<json::Board<Vec<String>, Vec<CellVerdict>, Vec<String>>>)),
        ("replay", schema_for!(Doc<Replay>)),
        ("stones", schema_for!(Doc<Stones>)),
        ("matching", schema_for!(Doc<Matching>)),
        ("dmperm", schema_for!(Doc<Dmperm>)),
        ("geography", schema_for!(Doc<Geography<Vec<GeographyVerdict>>>)),
        ("error", schema_for!(Doc<ErrorDoc>)),
        ("api", schema_for!(Doc<Api>)),
    ]
}

/// The JSON Schema of every request the web API takes (`POST /api/<name>`), derived from
/// the request types the command line's flags are declared by.
fn derived_request_schemas() -> Vec<(&'static str, schemars::Schema)> {
    use json::*;
    use schemars::schema_for;
    vec![
        ("board", schema_for!(BoardRequest)),
        ("geography", schema_for!(GeographyRequest)),
        ("matching", schema_for!(MatchingRequest)),
        ("stones", schema_for!(StonesRequest)),
        ("replay", schema_for!(ReplayRequest)),
        ("octal", schema_for!(OctalRequest)),
        ("octal-misere", schema_for!(OctalRequest)),
        ("nim", schema_for!(NimRequest)),
        ("staircase", schema_for!(StaircaseRequest)),
        ("bean-split", schema_for!(BeanSplitRequest)),
        ("equal-split", schema_for!(EqualSplitRequest)),
        ("paper-cutting", schema_for!(PaperCuttingRequest)),
        ("hackenbush", schema_for!(HackenbushRequest)),
        ("heaps", schema_for!(HeapsRequest)),
    ]
}

/// The shipped schema files equal the schemas derived from the DTOs: a change of the wire
/// format shows up as a change of `schema/` (bless with `UPDATE_EXPECT=1`).
#[test]
fn schema_files_match_the_dtos() {
    let mut failures = Vec::new();
    for (name, mut schema) in derived_schemas() {
        // What the DTOs cannot say by their types: the title, and the two header values.
        let title = format!("grundy {name} --json, schema version {}", json::SCHEMA_VERSION);
        schema.insert("title".to_string(), title.into());
        let properties = schema.get_mut("properties").and_then(|p| p.as_object_mut()).unwrap();
        properties["command"]["const"] = name.into();
        properties["schema_version"]["const"] = json::SCHEMA_VERSION.into();
        let mut text = serde_json::to_string_pretty(&schema).unwrap();
        text.push('\n');
        if let Some(f) = check_file(&schema_dir().join(format!("{name}.schema.json")), text.as_bytes()) {
            failures.push(f);
        }
    }
    for (name, mut schema) in derived_request_schemas() {
        let title = format!("grundy POST /api/{name} request, schema version {}", json::SCHEMA_VERSION);
        schema.insert("title".to_string(), title.into());
        let mut text = serde_json::to_string_pretty(&schema).unwrap();
        text.push('\n');
        let path = schema_dir().join("request").join(format!("{name}.schema.json"));
        if let Some(f) = check_file(&path, text.as_bytes()) {
            failures.push(f);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Validates a JSON output against the shipped schema of the command that wrote it.
fn check_json(stdout: &[u8]) -> Result<(), String> {
    let doc: serde_json::Value = serde_json::from_slice(stdout).map_err(|e| format!("not JSON: {e}"))?;
    let command = doc.get("command").and_then(|c| c.as_str()).ok_or("no `command` field")?;
    let path = schema_dir().join(format!("{command}.schema.json"));
    let schema: serde_json::Value =
        serde_json::from_slice(&fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?).unwrap();
    let validator = jsonschema::validator_for(&schema).map_err(|e| e.to_string())?;
    let errors: Vec<String> =
        validator.iter_errors(&doc).map(|e| format!("{} at {}", e, e.instance_path())).collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(format!("invalid against {}: {}", path.display(), errors.join("; ")))
    }
}

#[test]
fn data_driven_cases() {
    let dir = data_dir();
    let all = cases(&dir);
    assert!(!all.is_empty(), "no cases under {}", dir.display());
    let mut failures = Vec::new();
    for input in &all {
        let (args, run) = run_case(input);
        let name = input.strip_prefix(&dir).unwrap().display().to_string();
        if let Some(f) = check_file(&input.with_extension("out"), &run.stdout) {
            failures.push(f);
        }
        let code_path = input.with_extension("code");
        let expected_code = fs::read_to_string(&code_path).ok().map(|t| t.trim().parse::<i32>().unwrap());
        if expected_code.unwrap_or(0) != run.code && !(expected_code.is_none() && run.code != 0) {
            failures.push(format!("{name}: exit code {} (expected {:?})", run.code, expected_code));
        }
        if run.code != 0 {
            if let Some(f) = check_file(&code_path, format!("{}\n", run.code).as_bytes()) {
                failures.push(f);
            }
            if let Some(f) = check_file(&input.with_extension("err"), &run.stderr) {
                failures.push(f);
            }
            let text = String::from_utf8_lossy(&run.stderr);
            if text.contains("panicked") {
                failures.push(format!("{name}: the program panicked:\n{text}"));
            }
        }
        if args.iter().any(|a| a == "--json") {
            if let Err(e) = check_json(&run.stdout) {
                failures.push(format!("{name}: {e}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        all.len(),
        failures.join("\n\n")
    );
    println!("{} data-driven cases passed", all.len());
}

/// The README and the guides (`docs/guides/*.md`), as (file name, text).
fn documentation() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = vec![root.join("README.md")];
    let mut guides: Vec<_> = fs::read_dir(root.join("docs/guides"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    guides.sort();
    files.extend(guides);
    files
        .into_iter()
        .map(|path| {
            (path.file_name().unwrap().to_string_lossy().into_owned(), fs::read_to_string(&path).unwrap())
        })
        .collect()
}

/// The `grundy ...` command lines a document shows: in code blocks (a `# ` comment
/// removed, a `$ ` prompt too) and in backticks inside the tables and the text.
fn doc_commands(text: &str) -> Vec<String> {
    let mut commands = Vec::new();
    let mut in_block = false;
    for line in text.lines() {
        if line.starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if in_block {
            let line = line.trim_start_matches("$ ");
            if line.starts_with("grundy ") && !line.contains('|') {
                commands.push(line.split(" # ").next().unwrap().trim().to_string());
            }
        } else {
            for (i, span) in line.split('`').enumerate() {
                // Odd pieces are inside backticks; spans with placeholders (`FILE`, `<command>`,
                // `...`) or a pipe show syntax, not an example to run.
                let syntax =
                    span.chars().any(|c| c.is_ascii_uppercase() || "<>|".contains(c)) || span.contains("...");
                if i % 2 == 1 && span.starts_with("grundy ") && !syntax {
                    commands.push(span.to_string());
                }
            }
        }
    }
    commands
}

/// The standard output of `grundy ARGS`, which must succeed.
fn help(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_grundy")).args(args).output().unwrap();
    assert!(out.status.success(), "grundy {args:?} failed");
    String::from_utf8(out.stdout).unwrap()
}

/// The subcommands `grundy --help` lists (without `help`).
fn subcommands() -> Vec<String> {
    let names: Vec<String> = help(&["--help"])
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .filter(|c| c != "help")
        .collect();
    assert!(names.len() >= 13, "subcommands found: {names:?}");
    names
}

/// The example lines of `grundy --help` and of every subcommand's `--help`.
fn help_commands() -> Vec<String> {
    let main_help = help(&["--help"]);
    let subcommands = subcommands();
    let mut commands = Vec::new();
    for text in std::iter::once(main_help.clone()).chain(subcommands.iter().map(|c| help(&[c, "--help"]))) {
        let mut in_examples = false;
        for line in text.lines() {
            if line.starts_with("Example") {
                in_examples = true;
            } else if in_examples && line.trim_start().starts_with("grundy ") {
                commands.push(line.trim().to_string());
            } else {
                in_examples = false;
            }
        }
    }
    commands
}

/// Every command line of the README, of the guides and of every help text runs from a fresh clone: the
/// files it names exist, and it exits 0 (or 1, "the player to move loses", where the
/// command says so). Each runs in a scratch folder that sees `examples/`, so the files the
/// examples write (pictures, value lists) land there.
#[test]
fn readme_and_help_examples_run() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap();
    let scratch = std::env::temp_dir().join(format!("grundy-examples-{}", std::process::id()));
    fs::create_dir_all(&scratch).unwrap();
    let link = scratch.join("examples");
    if !link.exists() {
        std::os::unix::fs::symlink(root.join("examples"), &link).unwrap();
    }
    let docs = documentation();
    let per_doc: Vec<(String, usize)> =
        docs.iter().map(|(name, text)| (name.clone(), doc_commands(text).len())).collect();
    assert!(per_doc.len() >= 6, "the README and the guides: {per_doc:?}");
    assert!(per_doc[0].1 >= 10, "README command lines: {per_doc:?}");
    let readme: Vec<String> = docs.iter().flat_map(|(_, text)| doc_commands(text)).collect();
    let help = help_commands();
    assert!(readme.len() >= 60, "command lines of the README and the guides: {per_doc:?}");
    assert!(help.len() >= 15, "help command lines found: {help:?}");
    let mut failures = Vec::new();
    for line in readme.iter().chain(&help) {
        assert!(!line.contains(['<', '>', '|']), "an example to run needs no shell: {line}");
        // Words, a quoted one kept whole (the commands of `stress --gen`, codes with `!`).
        let words: Vec<String> = line
            .split(['"', '\''])
            .enumerate()
            .flat_map(|(i, part)| {
                if i % 2 == 1 {
                    vec![part.to_string()]
                } else {
                    part.split_whitespace().map(str::to_string).collect()
                }
            })
            .collect();
        if words[1] == "serve" {
            if let Err(err) = serve_example(&words[2..]) {
                failures.push(format!("`{line}`: {err}"));
            }
            continue;
        }
        // `grundy` inside an example (a stress reference) is this build.
        let bin_dir = Path::new(env!("CARGO_BIN_EXE_grundy")).parent().unwrap();
        let path = format!("{}:{}", bin_dir.display(), std::env::var("PATH").unwrap_or_default());
        let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(&words[1..])
            .current_dir(&scratch)
            .env("PATH", path)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let code = out.status.code().unwrap_or(-1);
        let stderr = String::from_utf8_lossy(&out.stderr);
        // Exit 1 is "the player to move loses", or for `stress` "a difference found".
        let may_lose = [
            "board",
            "nim",
            "staircase",
            "bean-split",
            "equal-split",
            "paper-cutting",
            "hackenbush",
            "heaps",
            "geography",
            "stones",
            "stress",
        ]
        .contains(&words[1].as_str());
        if stderr.contains("cannot read") || !(code == 0 || code == 1 && may_lose) {
            failures.push(format!("`{line}`: exit {code}\n{stderr}"));
        }
    }
    let _ = fs::remove_dir_all(&scratch);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!(
        "{} command lines of the README and the guides ({per_doc:?}) and {} of the help ran",
        readme.len(),
        help.len()
    );
}

/// The games' old command names (`kam`, `split`, `jiangnan`, `cutting`) still run, as
/// hidden aliases: the same output as the new names, byte for byte, and not listed by
/// `grundy --help`.
#[test]
fn old_game_command_names_are_hidden_aliases() {
    let cases: [(&str, &str, &[&str]); 4] = [
        ("kam", "staircase", &["1", "5", "14", "16", "20", "--json"]),
        ("split", "bean-split", &["1", "0", "1", "5000", "--all"]),
        ("jiangnan", "equal-split", &["--threshold", "3", "5", "6", "7", "--play", "--json"]),
        ("cutting", "paper-cutting", &["4", "2", "--table"]),
    ];
    let listed = subcommands();
    for (old, new, args) in cases {
        let run =
            |name: &str| Command::new(env!("CARGO_BIN_EXE_grundy")).arg(name).args(args).output().unwrap();
        let (old_out, new_out) = (run(old), run(new));
        // Exit 1 is "the player to move loses".
        assert!(matches!(new_out.status.code(), Some(0 | 1)), "grundy {new} {args:?}");
        assert_eq!(old_out.status.code(), new_out.status.code(), "grundy {old} {args:?}");
        assert_eq!(
            String::from_utf8_lossy(&old_out.stdout),
            String::from_utf8_lossy(&new_out.stdout),
            "{old}"
        );
        assert!(listed.contains(&new.to_string()) && !listed.contains(&old.to_string()), "{listed:?}");
    }
}

/// Runs a `grundy serve` example on a free port instead of the one it names (the
/// example's port may be taken): the server prints its address, answers `GET /api` with
/// the endpoint list, and is stopped.
fn serve_example(args: &[String]) -> Result<(), String> {
    use std::io::{BufRead, BufReader, Read};
    let mut args = args.to_vec();
    if let Some(i) = args.iter().position(|a| a == "--port") {
        args[i + 1] = "0".to_string();
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .arg("serve")
        .args(&args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut first_line = String::new();
    let read = BufReader::new(child.stdout.take().unwrap()).read_line(&mut first_line);
    let res = (|| {
        read.map_err(|e| e.to_string())?;
        let addr = first_line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .ok_or_else(|| format!("no address in {first_line:?}"))?;
        let mut stream = std::net::TcpStream::connect(addr).map_err(|e| e.to_string())?;
        stream.write_all(b"GET /api HTTP/1.0\r\nHost: localhost\r\n\r\n").map_err(|e| e.to_string())?;
        let mut response = String::new();
        stream.read_to_string(&mut response).map_err(|e| e.to_string())?;
        if response.starts_with("HTTP/1.0 200") && response.contains(r#""command":"api""#) {
            Ok(())
        } else {
            Err(format!("GET /api answered {response:?}"))
        }
    })();
    let _ = child.kill();
    let _ = child.wait();
    res
}

/// Ctrl-C during a long computation: the answer so far is printed, marked partial, and
/// the exit code is 130.
#[test]
fn interrupted_octal_prints_a_partial_answer_and_exits_130() {
    let child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["octal", "0.6", "--max", "1000000000", "--json"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Let it install its handler and compute for a while, then interrupt it as Ctrl-C does.
    std::thread::sleep(std::time::Duration::from_millis(800));
    let kill = Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    assert!(kill.success());
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(130), "{}", String::from_utf8_lossy(&output.stderr));
    check_json(&output.stdout).unwrap();
    let doc: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(doc["partial"], true);
    let computed = doc["computed"].as_u64().unwrap();
    assert!(computed > 0 && computed < 1_000_000_000, "computed {computed}");
}
