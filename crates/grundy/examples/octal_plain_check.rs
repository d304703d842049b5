//! Checks a census result independently of the sparse-space solver and of the period
//! search: computes G(0..N) by the plain method (every option enumerated, O(N^2 t)),
//! compares them with the sparse solver's, and checks G(n + P) = G(n) for E <= n < N - P.
//! `cargo run --release -p grundy --example octal_plain_check CODE N P E`
//! (the evidence for the census results that disagree with published lists).
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use grundy::game::octal::plain::grundy_values_plain;
use grundy::game::octal::{find_period, solve, OctalGame, SolveConfig};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, code, n, p, e] = &args[..] else {
        eprintln!("usage: octal_plain_check CODE N P E");
        std::process::exit(2);
    };
    let game: OctalGame = code.parse().expect("a valid code");
    let (n, p, e): (usize, usize, usize) =
        (n.parse().expect("N"), p.parse().expect("P"), e.parse().expect("E"));
    let start = Instant::now();
    let plain = grundy_values_plain(&game, n);
    let plain_time = start.elapsed().as_secs_f64();
    let sparse =
        solve(&game, &SolveConfig::new(n as u64), &mut |_| {}, &AtomicBool::new(false)).expect("limits");
    assert_eq!(sparse.values.to_vec(), plain, "{code}: the sparse values differ from the plain ones");
    let breaks = (e..n - p).find(|&i| plain[i + p] != plain[i]);
    let compact: Vec<u16> = plain.iter().map(|&v| v as u16).collect();
    let found = find_period(&compact, &game.period_rule());
    println!(
        "{code}: {n} plain values in {plain_time:.1} s equal the sparse ones; period {p} from {e}: {}; \
         period search on the plain values: {found:?}",
        match breaks {
            None => format!("holds on all {} heaps checked", n - p - e),
            Some(i) => format!("BREAKS at heap {i}"),
        }
    );
}
