//! `grundy generate man|complete-bash|complete-zsh|complete-fish`: the manual page
//! (roff, by clap_mangen) and the shells' completion scripts (by clap_complete), both
//! generated from the one clap definition of the command line in `cli.rs`, so they
//! cannot drift from `--help`.
//!
//! `man` writes the page of `grundy` to standard output, or with `--dir DIR` one page
//! per command (`grundy.1`, `grundy-board.1`, ...) into DIR, as `man -l` and packagers
//! expect.

use std::fs;
use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;
use clap::{CommandFactory, ValueEnum};

use crate::cli::Cli;
use crate::Outcome;

/// The long help of `grundy generate`.
pub(crate) const LONG_ABOUT: &str =
    "Write grundy's manual page or a shell's completion script, generated from these \
very definitions of the commands and their flags.

`man` writes the roff page of grundy to standard output (read it with `man -l -`); with \
--dir DIR it writes one page per command into DIR: grundy.1, grundy-board.1, and so on. \
`complete-bash`, `complete-zsh` and `complete-fish` write the completion script of that \
shell to standard output.";

/// The examples of `grundy generate --help`.
pub(crate) const AFTER_HELP: &str = "Examples:
  grundy generate man --dir man
  grundy generate complete-bash

Installing them, for one user:
  grundy generate man --dir ~/.local/share/man/man1
  grundy generate complete-bash > ~/.local/share/bash-completion/completions/grundy
  grundy generate complete-zsh > ~/.zfunc/_grundy        (with fpath+=~/.zfunc in ~/.zshrc)
  grundy generate complete-fish > ~/.config/fish/completions/grundy.fish";

/// Arguments of `grundy generate`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// What to write.
    #[arg(value_enum)]
    pub(crate) what: What,
    /// With `man`: write one page per command into this folder (made if missing)
    /// instead of grundy's page to standard output.
    #[arg(long, value_name = "DIR")]
    pub(crate) dir: Option<PathBuf>,
}

/// The things `generate` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum What {
    /// The manual page (roff).
    Man,
    /// The completion script for bash.
    CompleteBash,
    /// The completion script for zsh.
    CompleteZsh,
    /// The completion script for fish.
    CompleteFish,
}

/// Runs `generate`.
pub(crate) fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let mut command = Cli::command();
    command.build();
    let shell = match args.what {
        What::Man => {
            match &args.dir {
                None => clap_mangen::Man::new(command).render(out)?,
                Some(dir) => write_pages(&command, dir)?,
            }
            return Ok(Outcome::Done);
        }
        What::CompleteBash => clap_complete::Shell::Bash,
        What::CompleteZsh => clap_complete::Shell::Zsh,
        What::CompleteFish => clap_complete::Shell::Fish,
    };
    if args.dir.is_some() {
        anyhow::bail!("--dir applies to `generate man` only; a completion script goes to standard output");
    }
    clap_complete::generate(shell, &mut command, "grundy", out);
    Ok(Outcome::Done)
}

/// Writes `grundy.1` and one page per command and nested command (`grundy-board.1`,
/// `grundy-octal-census.1`, ...) into `dir`.
fn write_pages(command: &clap::Command, dir: &std::path::Path) -> anyhow::Result<()> {
    fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let mut stack = vec![(String::from("grundy"), command.clone())];
    while let Some((name, page)) = stack.pop() {
        for sub in page.get_subcommands().filter(|sub| sub.get_name() != "help") {
            stack.push((format!("{name}-{}", sub.get_name()), sub.clone()));
        }
        let path = dir.join(format!("{name}.1"));
        let mut bytes = Vec::new();
        clap_mangen::Man::new(page).render(&mut bytes)?;
        fs::write(&path, bytes).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}
