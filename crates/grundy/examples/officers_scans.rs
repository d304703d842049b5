//! Where the sparse method's time goes on a game with many unsafe candidates (Officers,
//! 0.6): for sample heaps near given sizes, the unsafe candidates each heap must exclude
//! by a split of two common parts, and how far a scan from a = 1 goes to find each one.
//! The findings are in `docs/design/officers.md`.
//!
//! `cargo run --release -p grundy --example officers_scans CODE AT... [--sample S]
//! [--values FILE] [--extend K]`: computes G(0..max AT) on two threads (or reads them from
//! FILE, two bytes a value, little-endian, writing FILE when it does not hold enough),
//! then for the S heaps before each AT prints, for the one split group of the code:
//! - the number of unsafe candidates per heap (the unsafe values below G(n) that no take
//!   and no split with a rare part gives: each needs a witness split of two common parts);
//! - the first witness a of each (how far a scan from a = 1 goes for it), as mean,
//!   median and quantiles, and the longest per heap (what the scan from a = 1 costs);
//! - how often the witness of the same value at the heap before still works at this heap
//!   at the same smaller part a, at a + 1 (the same larger part), or within 8 of it;
//! - the largest value and the number of distinct values;
//! - the cost of a scan of the first S splits followed by targeted checks for the
//!   candidates left (for the 16 most frequent values y, the small parts a with
//!   G(a) = y ^ c, round robin), in splits looked at per heap.
//!
//! With `--extend K` it instead resumes a one-thread solver from the values before each
//! AT - K and computes the K heaps up to AT again (checked against the values), printing
//! the time and the solver's own scan counts: the cost per heap of the library at that
//! size. For instruction counts, profile only `extend_from`:
//! `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*extend_from*'`
//! (the resume is inside it: subtract `resume`'s inclusive count).
//!
//! Only codes with one split group and one split move are handled (0.6, 4.7 and the like).
use std::fs;
use std::io::Write;

use grundy::game::octal::{OctalGame, SparseSolver};

fn values_of(game: &OctalGame, n: usize, file: Option<&str>) -> Vec<u16> {
    if let Some(path) = file {
        if let Ok(bytes) = fs::read(path) {
            if bytes.len() >= 2 * n {
                return bytes.chunks_exact(2).take(n).map(|b| u16::from_le_bytes([b[0], b[1]])).collect();
            }
        }
    }
    let mut solver = SparseSolver::<u16>::new(game).expect("a code the sparse method handles");
    let threads = solver.set_threads(2);
    let start = std::time::Instant::now();
    solver.extend_to(n).expect("values below 65536");
    eprintln!(
        "{n} values in {:.1} s on {threads} threads ({} stretches alone: the cores were shared)",
        start.elapsed().as_secs_f64(),
        solver.solo_stretches()
    );
    let vals = solver.into_values();
    if let Some(path) = file {
        let mut out = fs::File::create(path).expect("a writable values file");
        let bytes: Vec<u8> = vals.iter().flat_map(|v| v.to_le_bytes()).collect();
        out.write_all(&bytes).expect("the values written");
    }
    vals
}

/// Resumes a one-thread solver from `vals` less the last `extend`, computes those again
/// and checks them; returns the full scans, the splits they scanned and the seconds.
#[inline(never)]
fn extend_from(game: &OctalGame, vals: &[u16], extend: usize) -> (u64, u64, f64) {
    let cut = vals.len() - extend;
    let mut solver = SparseSolver::<u16>::resume(game, &vals[..cut]).expect("a sparse code");
    let start = std::time::Instant::now();
    solver.extend_to(vals.len()).expect("values below 65536");
    let wall = start.elapsed().as_secs_f64();
    assert_eq!(&solver.values()[cut..], &vals[cut..], "the values computed again");
    let class = &solver.stats().classes[0];
    (class.full_scans, class.scan_steps, wall)
}

fn parity(x: u32) -> u32 {
    x.count_ones() & 1
}

fn quantile(sorted: &[u64], q: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game: OctalGame = args[1].parse().expect("a valid code");
    let mut ats = Vec::new();
    let mut sample = 2000usize;
    let mut file = None;
    let mut extend = 0usize;
    let mut i = 2;
    while i < args.len() {
        match args[i].as_str() {
            "--sample" => {
                sample = args[i + 1].parse().expect("a number");
                i += 1;
            }
            "--extend" => {
                extend = args[i + 1].parse().expect("a number");
                i += 1;
            }
            "--values" => {
                file = Some(args[i + 1].clone());
                i += 1;
            }
            at => ats.push(at.replace('_', "").parse::<f64>().expect("a heap size") as usize),
        }
        i += 1;
    }
    let max = *ats.iter().max().expect("at least one heap size");
    let vals = values_of(&game, max, file.as_deref());
    if extend > 0 {
        // The solver's own cost at each size: resumed from the values before `at - extend`,
        // it computes the next `extend` heaps on one thread (profile this function alone:
        // valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*extend_from*').
        for &at in &ats {
            let (searches, steps, wall) = extend_from(&game, &vals[..at], extend);
            println!(
                "{at}: {extend} heaps in {wall:.3} s, {:.0} full scans of {:.0} splits each per heap",
                searches as f64 / extend as f64,
                steps as f64 / searches.max(1) as f64
            );
        }
        return;
    }
    // The masks the solver ends with (they are chosen again as the values come in).
    let solver = SparseSolver::<u16>::resume(&game, &vals).expect("a sparse code");
    let stats = solver.stats();
    assert_eq!(stats.classes.len(), 1, "one split group");
    let class = &stats.classes[0];
    assert_eq!(class.moves.len(), 1, "one split move");
    let k = class.moves[0];
    let mask = class.mask.expect("a sparse group");
    let takes: Vec<usize> =
        game.digits().iter().enumerate().filter(|&(k, &d)| k > 0 && d & 2 != 0).map(|(k, _)| k).collect();
    let is_rare = |a: usize| a > 0 && parity((u32::from(vals[a]) << 1 | (a & 1) as u32) & mask) == 0;
    let rare: Vec<usize> = (1..max).filter(|&a| is_rare(a)).collect();
    println!("{} mask {mask:#x}, {} rare heaps below {max}, last {:?}", args[1], rare.len(), rare.last());
    println!(
        "at | heaps | G max | distinct | unsafe cand./heap | witness a: mean p50 p90 p99 max | longest/heap mean | same a | a+1 | |d|<=8"
    );
    // Positions of each value among the small parts (the first 2^16 heaps), ascending.
    let mut positions: Vec<Vec<usize>> = vec![Vec::new(); 1 << 16];
    for a in 1..(1usize << 16).min(max) {
        positions[usize::from(vals[a])].push(a);
    }
    for &at in &ats {
        let from = at - sample;
        // The values by frequency among the 2^16 heaps before the sample, most frequent first.
        let mut freq = vec![0u32; 1 << 16];
        for &v in &vals[from.saturating_sub(1 << 16)..from] {
            freq[usize::from(v)] += 1;
        }
        let mut by_freq: Vec<u16> = (0..=u16::MAX).filter(|&v| freq[usize::from(v)] > 0).collect();
        by_freq.sort_by_key(|&v| std::cmp::Reverse(freq[usize::from(v)]));
        let mut hybrid = [0u64; 4];
        let mut cands_total = 0u64;
        let mut witnesses: Vec<u64> = Vec::new();
        let mut longest_total = 0u64;
        let mut last_witness = vec![usize::MAX; 1 << 16];
        let (mut same_a, mut next_a, mut near, mut tried) = (0u64, 0u64, 0u64, 0u64);
        let mut gmax = 0u16;
        let mut seen = vec![false; 1 << 16];
        for n in from..at {
            gmax = gmax.max(vals[n]);
            seen[usize::from(vals[n])] = true;
            let m = n - k;
            let mut opts = vec![false; 1 << 16];
            for &t in &takes {
                if t <= n && n - t > 0 {
                    opts[usize::from(vals[n - t])] = true;
                }
            }
            for &a in &rare {
                if a >= m {
                    break;
                }
                opts[usize::from(vals[a] ^ vals[m - a])] = true;
            }
            let g = u32::from(vals[n]);
            let mut longest = 0u64;
            for c in 0..g {
                let unsafe_c = parity(((c << 1) | ((n ^ k) & 1) as u32) & mask) == 0;
                if opts[c as usize] || !unsafe_c {
                    continue;
                }
                cands_total += 1;
                let c16 = c as u16;
                let prev = last_witness[c as usize];
                if prev != usize::MAX && prev + 1 < m {
                    tried += 1;
                    let gives = |a: usize| a >= 1 && a < m && vals[a] ^ vals[m - a] == c16;
                    if gives(prev) {
                        same_a += 1;
                    }
                    if gives(prev + 1) {
                        next_a += 1;
                    }
                    if (prev.saturating_sub(8)..=prev + 8).any(gives) {
                        near += 1;
                    }
                }
                let a =
                    (1..=m / 2).find(|&a| vals[a] ^ vals[m - a] == c16).expect("a witness: G(n) is a mex");
                witnesses.push(a as u64);
                // Hybrid: a scan of the first S splits, then targeted checks for the
                // candidates left: for the K most frequent values y in turn, the positions
                // of x = y ^ c among the small parts, round robin.
                for (slot, &s) in [256usize, 512, 1024, 4096].iter().enumerate() {
                    if a <= s {
                        continue;
                    }
                    let lists: Vec<&[usize]> =
                        by_freq.iter().take(16).map(|&y| &positions[usize::from(y ^ c16)][..]).collect();
                    let mut checks = 0u64;
                    let mut round = 0;
                    'search: loop {
                        let mut any = false;
                        for (li, list) in lists.iter().enumerate() {
                            if let Some(&a2) = list.get(round) {
                                any = true;
                                if a2 > m / 2 {
                                    continue;
                                }
                                checks += 1;
                                if vals[m - a2] == by_freq[li] {
                                    break 'search;
                                }
                            }
                        }
                        round += 1;
                        if !any || checks > 100_000 {
                            checks += a as u64; // Not found so: the scan's length.
                            break;
                        }
                    }
                    hybrid[slot] += checks;
                }
                longest = longest.max(a as u64);
                last_witness[c as usize] = a;
            }
            longest_total += longest;
            for (slot, &s) in [256u64, 512, 1024, 4096].iter().enumerate() {
                hybrid[slot] += longest.min(s);
            }
        }
        witnesses.sort_unstable();
        let mean = witnesses.iter().sum::<u64>() as f64 / witnesses.len().max(1) as f64;
        let pct = |x: u64| 100.0 * x as f64 / tried.max(1) as f64;
        println!(
            "{at} | {sample} | {gmax} | {} | {:.1} | {mean:.0} {} {} {} {} | {:.0} | {:.1}% | {:.1}% | {:.1}%",
            seen.iter().filter(|&&s| s).count(),
            cands_total as f64 / sample as f64,
            quantile(&witnesses, 0.5),
            quantile(&witnesses, 0.9),
            quantile(&witnesses, 0.99),
            witnesses.last().copied().unwrap_or(0),
            longest_total as f64 / sample as f64,
            pct(same_a),
            pct(next_a),
            pct(near),
        );
        println!(
            "  scan S then targeted checks, per heap: S=256 {:.0}, S=512 {:.0}, S=1024 {:.0}, S=4096 {:.0}",
            hybrid[0] as f64 / sample as f64,
            hybrid[1] as f64 / sample as f64,
            hybrid[2] as f64 / sample as f64,
            hybrid[3] as f64 / sample as f64
        );
    }
}
