//! `grundy octal CODE --misere [--max N] [--max-order N] [--show N]`: the misère quotient
//! of the game's heaps from the library's [`misere_quotient`], as text or as the
//! `octal-misere` document of `grundy_json::octal_misere`. Ctrl-C stops the run (an
//! error: no partial quotient is printed).

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use anyhow::Context;
use grundy::game::misere::quotient::{misere_quotient, MisereQuotient, QuotientConfig};
use grundy::game::octal::OctalGame;

use super::Args;
use crate::Outcome;

/// Runs `octal CODE --misere`.
pub(crate) fn run(args: &Args, game: &OctalGame, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let stop = Arc::new(AtomicBool::new(false));
    let handler_stop = Arc::clone(&stop);
    let _ = ctrlc::set_handler(move || handler_stop.store(true, Ordering::Relaxed));
    let config = QuotientConfig::new(args.max).with_max_order(args.max_order);
    let q = misere_quotient(game, &config, &stop).with_context(|| format!("misère quotient of {game}"))?;
    if json {
        super::super::write_json(out, "octal-misere", crate::json::octal_misere(&q, args.show))?;
    } else {
        write_text(out, &q, args.show)?;
    }
    Ok(Outcome::Done)
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
