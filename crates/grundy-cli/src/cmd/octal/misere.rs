//! `grundy octal CODE --misere [--max N] [--max-order N] [--show N]`: the misère quotient
//! of the game's heaps from the library's [`misere_quotient_run`], as text or as the
//! `octal-misere` document of `grundy_json::octal_misere`. A run that meets a bound or
//! Ctrl-C prints the quotient of the heaps done, then why it stopped (exit 2, or 130
//! after Ctrl-C); a progress line on standard error (on a terminal) shows long runs.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use grundy::game::misere::quotient::{misere_quotient_run, MisereQuotient, QuotientConfig, QuotientError};
use grundy::game::octal::OctalGame;

use super::Args;
use crate::Outcome;

/// Runs `octal CODE --misere`.
pub(crate) fn run(args: &Args, game: &OctalGame, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let stop = Arc::new(AtomicBool::new(false));
    let handler_stop = Arc::clone(&stop);
    let _ = ctrlc::set_handler(move || handler_stop.store(true, Ordering::Relaxed));
    let config = QuotientConfig::new(args.request.max)
        .with_max_order(args.request.max_order.unwrap_or(crate::json::OctalRequest::DEFAULT_MAX_ORDER));
    let bar = indicatif::ProgressBar::hidden();
    if std::io::stderr().is_terminal() {
        bar.set_draw_target(indicatif::ProgressDrawTarget::stderr());
        bar.set_style(
            indicatif::ProgressStyle::with_template("{elapsed_precise} {msg}")
                .expect("the template is valid"),
        );
        bar.enable_steady_tick(Duration::from_millis(250));
    }
    let mut on_heap = |heap: u64, order: usize| {
        bar.set_message(format!("heap {heap} of {}: order {order}", args.request.max))
    };
    let run = misere_quotient_run(game, &config, &stop, &mut on_heap)
        .with_context(|| format!("misère quotient of {game}"))?;
    bar.finish_and_clear();
    let q = &run.quotient;
    if json {
        super::super::write_json(
            out,
            "octal-misere",
            crate::json::octal_misere(q, args.request.show, run.stopped_by.as_ref()),
        )?;
    } else {
        write_text(out, q, args.request.show)?;
        if !q.is_certified() {
            write_growth(out, q.orders())?;
        }
        if let Some(err) = &run.stopped_by {
            writeln!(out, "stopped at heap {}: {err}", q.heaps() + 1)?;
        }
    }
    Ok(match run.stopped_by {
        None => Outcome::Done,
        Some(QuotientError::Stopped { .. }) => Outcome::Interrupted,
        Some(_) => Outcome::Partial,
    })
}

/// Says how the order grew over the last heaps, so a quotient that keeps growing is
/// seen as such (no finite quotient is certified until a period is).
fn write_growth(out: &mut dyn Write, orders: &[usize]) -> anyhow::Result<()> {
    let n = orders.len() - 1;
    let last = n.min(40);
    if last < 2 {
        return Ok(());
    }
    let window = &orders[n - last..];
    let grew = window.windows(2).filter(|w| w[1] > w[0]).count();
    let (from, to) = (window[0], orders[n]);
    match grew {
        0 => writeln!(out, "the order has stayed {to} over the last {last} heaps")?,
        _ => writeln!(
            out,
            "the order grew at {grew} of the last {last} heaps (from {from} to {to}): it is not known to be finite"
        )?,
    }
    Ok(())
}

fn write_text(out: &mut dyn Write, q: &MisereQuotient, show: u64) -> anyhow::Result<()> {
    let n = q.heaps();
    writeln!(
        out,
        "game {} under misère play: the quotient of heaps 1..{n} has order {}",
        q.game(),
        q.order()
    )?;
    match q.period() {
        Some(p) if p.certified => writeln!(
            out,
            "certified: the pretending function has period {} from heap {} (the theorem needs heaps 0..{}), so this is the quotient of every heap size",
            p.period,
            p.preperiod,
            p.needed.unwrap_or(0).saturating_sub(1)
        )?,
        Some(p) => match p.needed {
            Some(needed) => writeln!(
                out,
                "not certified: candidate period {} from heap {} would need heaps 0..{} (have 0..{n})",
                p.period,
                p.preperiod,
                needed - 1
            )?,
            None => writeln!(
                out,
                "not certified: candidate period {} from heap {}; no periodicity theorem is known for this code",
                p.period, p.preperiod
            )?,
        },
        None => writeln!(out, "not certified: no period shows in heaps 1..{n}")?,
    }
    let gens: Vec<String> = q.generators().iter().map(|g| format!("{} = heap {}", g.name, g.heap)).collect();
    writeln!(out, "generators: {}", if gens.is_empty() { "none".to_string() } else { gens.join(", ") })?;
    let rels: Vec<String> = q.relations().iter().map(|r| q.relation_text(r)).collect();
    writeln!(out, "relations: {}", if rels.is_empty() { "none".to_string() } else { rels.join(", ") })?;
    let names = |items: Vec<String>| items.join(" ");
    writeln!(out, "elements: {}", names(q.elements().map(|e| q.name(e)).collect()))?;
    writeln!(
        out,
        "P-portion (the player to move loses): {}",
        names(q.p_portion().into_iter().map(|e| q.name(e)).collect())
    )?;
    let phi = q.pretending_function();
    let listed = phi.len().min(usize::try_from(show).unwrap_or(usize::MAX));
    let more = if listed < phi.len() {
        format!(" ... (the first {listed} of {})", phi.len())
    } else {
        String::new()
    };
    writeln!(
        out,
        "pretending function, heaps 0..: {}{more}",
        names(phi[..listed].iter().map(|&e| q.name(e)).collect())
    )?;
    let orders: Vec<String> = q.orders().iter().map(|o| o.to_string()).collect();
    writeln!(out, "order of the quotient of heaps 1..n, n = 0..{n}: {}", orders.join(" "))?;
    Ok(())
}
