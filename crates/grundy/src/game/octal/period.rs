//! Period detection for Grundy sequences of octal games, certified by the Guy-Smith
//! periodicity theorem: for a game whose last non-zero digit is at position t, if
//! G(n + p) = G(n) for all e <= n < 2e + p + t, then it holds for every n >= e.
//! So G(0..N) proves period p and preperiod e as soon as N >= 2e + 2p + t.
//! See Winning Ways, chapter 4, and <https://en.wikipedia.org/wiki/Octal_game>.
//!
//! For every candidate period p the search compares the values from the end backwards
//! until the first mismatch, which gives the smallest preperiod e(p) the data allows.
//! Most candidates fail at the first comparison, so a search costs O(N) in practice; for
//! a multiple of a candidate already found the comparison starts where that candidate's
//! stretch ends.
//! It does not prove non-periodicity: a game without a certificate may still be periodic
//! beyond the values computed.

use crate::game::octal::CompactValue;

/// Shortest matching stretch for an uncertified period to be reported as a candidate.
const MIN_STRETCH: u64 = 16;

/// A period found in a Grundy sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Period {
    /// p: G(n + p) = G(n) for every n >= `preperiod` within the values.
    pub period: u64,
    /// e: the smallest such start (the last exceptional heap is e - 1).
    pub preperiod: u64,
    /// Whether the values reach 2e + 2p + t, which proves the period for every n >= e.
    pub certified: bool,
    /// 2e + 2p + t: how many values the certificate needs.
    pub needed: u64,
    /// How many values the search looked at.
    pub values: u64,
}

/// The smallest period certified by the Guy-Smith bound within `values` (a Grundy
/// sequence G(0..N) of a game with last digit position `t`), or else the uncertified
/// candidate that would need the fewest values to certify, or `None`.
///
/// # Complexity
/// O(N + the total length of the matching stretches examined), O(1) extra space.
///
/// # Examples
/// ```
/// use grundy::game::octal::find_period;
/// // G(n) = n mod 3 from the start, t = 1: certified once 2*0 + 2*3 + 1 = 7 values exist.
/// let values: Vec<u8> = (0..7).map(|n| n % 3).collect();
/// let p = find_period(&values, 1).unwrap();
/// assert_eq!((p.period, p.preperiod, p.certified), (3, 0, true));
/// ```
pub fn find_period<V: CompactValue>(values: &[V], t: u64) -> Option<Period> {
    let n_values = values.len();
    let mut best: Option<Period> = None;
    // Candidates (period, preperiod) with a long stretch. For a multiple p of such a
    // period b, G(n + p) = G(n) already holds for n >= e(b), so its comparison starts
    // below e(b): the multiples of a true period cost nearly nothing.
    let mut bases: Vec<(usize, usize)> = Vec::new();
    // The next multiple of every base, and the smallest of them.
    let mut next_multiple: Vec<usize> = Vec::new();
    let mut p = 0;
    while p + 1 < n_values {
        p += 1;
        let top = n_values - 1;
        let next_base_multiple = next_multiple.iter().copied().min().unwrap_or(usize::MAX);
        if p < next_base_multiple {
            // Up to the next multiple of a base, a period p whose first comparison fails
            // has stretch 0 and changes nothing: skip those a chunk at a time.
            p = next_match(values, p, next_base_multiple.min(n_values));
            if p >= n_values {
                break;
            }
        }
        let known_from = if p == next_base_multiple {
            let mut from = usize::MAX;
            for (i, next) in next_multiple.iter_mut().enumerate() {
                if *next == p {
                    from = from.min(bases[i].1);
                    *next += bases[i].0;
                }
            }
            Some(from)
        } else {
            None
        };
        let mut stretch = known_from.map_or(0, |e| (n_values - p).saturating_sub(e));
        while stretch < n_values - p && values[top - stretch] == values[top - stretch - p] {
            stretch += 1;
        }
        let preperiod = (n_values - p - stretch) as u64;
        let needed = 2 * preperiod + 2 * p as u64 + t;
        let found = Period {
            period: p as u64,
            preperiod,
            certified: needed <= n_values as u64,
            needed,
            values: n_values as u64,
        };
        if found.certified {
            return Some(found);
        }
        if stretch as u64 >= MIN_STRETCH {
            if bases.len() < 16 {
                bases.push((p, preperiod as usize));
                next_multiple.push(2 * p);
            }
            if best.is_none_or(|b| needed < b.needed) {
                best = Some(found);
            }
        }
    }
    best
}

/// The smallest q in `p..end` with `values[top - q] == values[top]` (top the last index),
/// or `end` when there is none; compares 32 values at a time.
fn next_match<V: CompactValue>(values: &[V], p: usize, end: usize) -> usize {
    const CHUNK: usize = 32;
    let top = values.len() - 1;
    let last = values[top];
    let mut q = p;
    while q + CHUNK <= end {
        // values[top - q - CHUNK + 1 ..= top - q], compared all at once.
        let chunk = &values[top + 1 - q - CHUNK..top + 1 - q];
        let mut any = false;
        for &x in chunk {
            any |= x == last;
        }
        if any {
            break;
        }
        q += CHUNK;
    }
    while q < end && values[top - q] != last {
        q += 1;
    }
    q
}
