//! Times [`misere_quotient`] on octal codes and reports, per code, the quotient's order,
//! P-portion size, heaps computed, period and certification, wall time and the peak
//! resident memory of the process so far (Linux `VmHWM`, 0 elsewhere).
//!
//! usage: `misere_quotient_time [--max-heaps N] [--max-order N] CODE...` (default codes:
//! 0.77 0.75 0.07 0.137 0.31 0.34). One line `key=value ...` per code.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use grundy::game::misere::quotient::{misere_quotient, QuotientConfig};
use grundy::game::octal::OctalGame;

/// Peak resident memory in KiB, from /proc/self/status.
fn peak_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let (mut max_heaps, mut max_order) = (2000u64, 1024usize);
    let mut codes = Vec::new();
    while let Some(a) = args.next() {
        match a.as_str() {
            "--max-heaps" => max_heaps = args.next().and_then(|v| v.parse().ok()).expect("--max-heaps N"),
            "--max-order" => max_order = args.next().and_then(|v| v.parse().ok()).expect("--max-order N"),
            _ => codes.push(a),
        }
    }
    if codes.is_empty() {
        codes = ["0.77", "0.75", "0.07", "0.137", "0.31", "0.34"].map(String::from).to_vec();
    }
    let config = QuotientConfig::new(max_heaps).with_max_order(max_order);
    for code in codes {
        let game: OctalGame = code.parse().expect("a code");
        let start = Instant::now();
        let res = misere_quotient(&game, &config, &AtomicBool::new(false));
        let secs = start.elapsed().as_secs_f64();
        match res {
            Ok(q) => {
                let period = q.period().map_or("none".to_string(), |p| {
                    format!("{}from{}{}", p.period, p.preperiod, if p.certified { "" } else { "?" })
                });
                println!(
                    "code={code} order={} p_portion={} generators={} relations={} heaps={} period={period} certified={} time_s={secs:.3} peak_kib={}",
                    q.order(),
                    q.p_portion().len(),
                    q.generators().len(),
                    q.relations().len(),
                    q.heaps(),
                    q.is_certified(),
                    peak_kib()
                );
            }
            Err(err) => println!("code={code} error=\"{err}\" time_s={secs:.3} peak_kib={}", peak_kib()),
        }
    }
}
