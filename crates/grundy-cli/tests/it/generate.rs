//! `grundy generate`: the manual pages and the completion scripts come from the one
//! clap definition, so every command `grundy --help` lists has its page and completes
//! in bash.

use std::fs;
use std::process::{Command, Output};

fn grundy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grundy")).args(args).output().unwrap()
}

/// The subcommands `grundy --help` lists, `generate` among them.
fn subcommands() -> Vec<String> {
    let names = super::subcommands();
    assert!(names.len() >= 15 && names.iter().any(|n| n == "generate"), "{names:?}");
    names
}

#[test]
fn the_manual_page_names_every_command_and_dir_writes_one_page_each() {
    let out = grundy(&["generate", "man"]);
    assert!(out.status.success());
    let page = String::from_utf8(out.stdout).unwrap();
    assert!(page.contains(".TH grundy 1"), "{}", &page[..200.min(page.len())]);
    for name in subcommands() {
        // roff writes every `-` of a name as `\-`.
        let roff = name.replace('-', "\\-");
        assert!(page.contains(&format!("grundy\\-{roff}(1)")), "the page does not list grundy-{name}(1)");
    }

    let dir = std::env::temp_dir().join(format!("grundy-man-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let out = grundy(&["generate", "man", "--dir", dir.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    for name in subcommands()
        .iter()
        .map(|n| format!("grundy-{n}"))
        .chain(["grundy".into(), "grundy-octal-census".into()])
    {
        let text =
            fs::read_to_string(dir.join(format!("{name}.1"))).unwrap_or_else(|_| panic!("no page {name}.1"));
        assert!(text.contains(&format!(".TH {name} 1")), "{name}.1: {}", &text[..200.min(text.len())]);
        assert!(text.contains(".SH SYNOPSIS") && text.contains(".SH OPTIONS"), "{name}.1");
    }
    let _ = fs::remove_dir_all(&dir);
}

/// The bash script, sourced in a real bash, completes the first word to each command
/// and a command's flags (`grundy octal --mi` to `--misere`, `--max-order`).
#[test]
fn bash_completes_commands_and_flags() {
    let out = grundy(&["generate", "complete-bash"]);
    assert!(out.status.success());
    let script = String::from_utf8(out.stdout).unwrap();
    let complete = |words: &[&str]| -> Vec<String> {
        let line = words.join(" ");
        let program = format!(
            "{script}\nCOMP_WORDS=({line}); COMP_CWORD={}; COMP_LINE='{line}'; COMP_POINT=${{#COMP_LINE}}; _grundy grundy '{}' '{}'; printf '%s\\n' \"${{COMPREPLY[@]}}\"",
            words.len() - 1,
            words[words.len() - 1],
            words[words.len() - 2],
        );
        let out = Command::new("bash").arg("-c").arg(program).output().unwrap();
        assert!(out.status.success(), "bash: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap().lines().map(str::to_string).collect()
    };
    let first = complete(&["grundy", "''"]);
    for name in subcommands() {
        assert!(first.contains(&name), "`grundy <TAB>` does not offer {name}: {first:?}");
    }
    let flags = complete(&["grundy", "octal", "--mi"]);
    assert!(flags.contains(&"--misere".to_string()), "{flags:?}");
    assert!(!flags.iter().any(|f| f == "--max"), "only the flags that start with --mi: {flags:?}");
}

#[test]
fn zsh_and_fish_scripts_name_every_command() {
    for (what, marker) in [("complete-zsh", "#compdef grundy"), ("complete-fish", "complete -c grundy")] {
        let out = grundy(&["generate", what]);
        assert!(out.status.success(), "{what}");
        let script = String::from_utf8(out.stdout).unwrap();
        assert!(script.contains(marker), "{what}");
        for name in subcommands() {
            assert!(script.contains(&name), "{what} does not name {name}");
        }
    }
}

#[test]
fn dir_is_refused_for_a_completion_script() {
    let out = grundy(&["generate", "complete-bash", "--dir", "x"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--dir applies to `generate man` only"));
    let out = grundy(&["generate", "complete-tcsh"]);
    assert_eq!(out.status.code(), Some(2));
}
