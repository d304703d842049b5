//! Period detection for Grundy sequences of octal games, certified by the Guy-Smith
//! periodicity theorem: for a game whose last non-zero digit is at position t, if
//! G(n + p) = G(n) for all e <= n < 2e + p + t, then it holds for every n >= e, provided
//! e >= 1 (with e = 0 the induction's pairing of options breaks at the smallest heaps:
//! [`PeriodRule::needed`] counts e = 0 as 1, as tczajka/octal-games does). So G(0..N)
//! proves period p and preperiod e as soon as N >= 2 max(e, 1) + 2p + t.
//! See Winning Ways, chapter 4, and <https://en.wikipedia.org/wiki/Octal_game>.
//!
//! The same induction gives the bound for other games ([`PeriodRule`]): when a move
//! leaves at most j heaps, the largest part of an option of n + p is at least
//! (n + p - k) / j, so j e + j p + t values certify (e at least 1) (j = 1 for subtraction games, 3 for
//! hexadecimal codes that leave three heaps). When a split must leave two unequal heaps
//! (a `!` digit, Grundy's game `4!.0`), heap n + p has one option more than heap n: the
//! split into a and a + p, of value G(a) ^ G(a + p) = 0, whose twin at n is the
//! forbidden equal split. That changes nothing when 0 is an option of n already, that is
//! when G(n) != 0, and breaks the period otherwise. So such a period is certified only
//! when, besides the bound, no heap n of the periodic part that has the extra split
//! (n - k even) has G(n) = 0; the values of one stretch of 2p heaps decide it, and a
//! candidate that fails it is refuted, not merely uncertified.
//!
//! For every candidate period p the search compares the values from the end backwards
//! until the first mismatch, which gives the smallest preperiod e(p) the data allows.
//! Most candidates fail at the first comparison, so a search costs O(N) in practice; for
//! a multiple of a candidate already found the comparison starts where that candidate's
//! stretch ends.
//! It does not prove non-periodicity: a game without a certificate may still be periodic
//! beyond the values computed.

use crate::game::octal::CompactValue;

/// What the periodicity theorem needs to know of a game: see the module doc.
///
/// # Examples
/// ```
/// use grundy::game::octal::{OctalGame, PeriodRule};
/// let kayles: OctalGame = "0.77".parse()?;
/// assert_eq!(kayles.period_rule(), PeriodRule::octal(2));
/// // Subtraction games: e + p + t values; Grundy's game: no zero at an even heap of the
/// // periodic part.
/// assert_eq!("S(1,2)".parse::<OctalGame>()?.period_rule(), PeriodRule::new(2, 1, 0));
/// assert_eq!("4!.0".parse::<OctalGame>()?.period_rule(), PeriodRule::new(0, 2, 1));
/// // Period 12 from heap 71 needs 2 * 71 + 2 * 12 + 2 values.
/// assert_eq!(kayles.period_rule().needed(12, 71), Some(168));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct PeriodRule {
    /// t: the most tokens a move removes (the position of the last non-zero digit).
    pub last_digit: u64,
    /// j: the most heaps a move leaves, at least 1; 0 when no theorem is known for the
    /// game ([`PeriodRule::none`]).
    pub parts: u64,
    /// Bit r (r = 0, 1) set: some split of n - k tokens into two unequal heaps has
    /// k = r (mod 2), so the periodic part may not have G(n) = 0 at a heap n = r (mod 2).
    pub zero_free_parities: u8,
}

impl PeriodRule {
    /// The rule of an octal game (moves leave at most two heaps, no `!`) whose last
    /// non-zero digit is at position `t`: the Guy-Smith bound 2 max(e, 1) + 2p + t.
    pub fn octal(t: u64) -> PeriodRule {
        PeriodRule { last_digit: t, parts: 2, zero_free_parities: 0 }
    }

    /// A rule with every field given (`parts` at least 1).
    pub fn new(last_digit: u64, parts: u64, zero_free_parities: u8) -> PeriodRule {
        PeriodRule { last_digit, parts: parts.max(1), zero_free_parities: zero_free_parities & 3 }
    }

    /// The rule of a game for which no periodicity theorem is known: periods are found
    /// but never certified.
    pub fn none(last_digit: u64) -> PeriodRule {
        PeriodRule { last_digit, parts: 0, zero_free_parities: 0 }
    }

    /// Whether a theorem is known (the rule is not [`PeriodRule::none`]).
    pub fn has_theorem(&self) -> bool {
        self.parts > 0
    }

    /// How many values certify period `period` with preperiod `preperiod`:
    /// j e' + j p + t with e' = max(e, 1) (saturating), `None` without a theorem.
    ///
    /// The induction pairs each option of heap n + p with one of heap n; a preperiod of 0
    /// counts as 1 because with e = 0 the pairing breaks at the smallest heaps: heap n = k
    /// has the option of removing all k tokens, which n + p lacks, and a part of p tokens
    /// left at n + p pairs with an empty part at n. (0.01 would get period 3 from
    /// G(0..5) = 0 0 1 0 0, while G(5) = 0; 0.4 period 1 from G(0..3) = 0 0 0, while
    /// G(3) = 1.)
    pub fn needed(&self, period: u64, preperiod: u64) -> Option<u64> {
        self.has_theorem().then(|| {
            let e = preperiod.max(1);
            self.parts.saturating_mul(e.saturating_add(period)).saturating_add(self.last_digit)
        })
    }

    /// Whether the periodic part of `values` from `preperiod` on, with period `period`,
    /// keeps 0 away from the heaps where unequal splits would break it (the values must
    /// reach `preperiod + 2 period`, or as far as they go).
    fn zeros_allowed<V: CompactValue>(&self, values: &[V], period: usize, preperiod: usize) -> bool {
        if self.zero_free_parities == 0 {
            return true;
        }
        let end = values.len().min(preperiod + 2 * period);
        (preperiod..end).all(|n| values[n].get() != 0 || self.zero_free_parities >> (n % 2) & 1 == 0)
    }
}

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
    /// Whether the values reach [`PeriodRule::needed`] (2e + 2p + t for an octal game),
    /// which proves the period for every n >= e.
    pub certified: bool,
    /// How many values the certificate needs ([`PeriodRule::needed`]); `None` when no
    /// periodicity theorem is known for the game, so the period cannot be certified.
    pub needed: Option<u64>,
    /// How many values the search looked at.
    pub values: u64,
}

/// The smallest period certified by the Guy-Smith bound within `values` (a Grundy
/// sequence G(0..N) of a game with the periodicity rule `rule`), or else the uncertified
/// candidate that would need the fewest values to certify, or `None`. A candidate that the
/// rule refutes (a zero where an unequal split breaks the period) is neither.
///
/// # Complexity
/// O(N + the total length of the matching stretches examined), O(1) extra space.
///
/// # Examples
/// ```
/// use grundy::game::octal::{find_period, PeriodRule};
/// // G(n) = n mod 3 from the start, t = 1: certified once 2*1 + 2*3 + 1 = 9 values exist
/// // (a preperiod 0 counts as 1).
/// let values: Vec<u8> = (0..9).map(|n| n % 3).collect();
/// let p = find_period(&values, &PeriodRule::octal(1)).unwrap();
/// assert_eq!((p.period, p.preperiod, p.certified), (3, 0, true));
/// ```
pub fn find_period<V: CompactValue>(values: &[V], rule: &PeriodRule) -> Option<Period> {
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
        let needed = rule.needed(p as u64, preperiod);
        let certified = needed.is_some_and(|needed| needed <= n_values as u64);
        let long = stretch as u64 >= MIN_STRETCH;
        if long && bases.len() < 16 {
            bases.push((p, preperiod as usize));
            next_multiple.push(2 * p);
        }
        // Only a candidate worth reporting pays for the O(p) look at its zeros.
        if !(certified || long) || !rule.zeros_allowed(values, p, preperiod as usize) {
            continue;
        }
        let found = Period { period: p as u64, preperiod, certified, needed, values: n_values as u64 };
        if certified {
            return Some(found);
        }
        if best.is_none_or(|b| needed.unwrap_or(u64::MAX) < b.needed.unwrap_or(u64::MAX)) {
            best = Some(found);
        }
    }
    best
}

/// [`find_period`]'s answer, or else, when it finds no candidate (no period repeats over
/// the last 16 values), the period the end of `values` follows longest: for each p the
/// values G(n) = G(n + p) matching backwards from the last one, the longest such stretch
/// (the smallest p among equals), leaving out the candidates the rule refutes (counting, to
/// stay within O(N), every zero from the preperiod on). Such a weak
/// candidate says how far from periodic the values look: `values - preperiod - period`
/// of them follow it. `None` for fewer than two values.
///
/// # Complexity
/// [`find_period`], then O(N) more (each stretch is shorter than 16), O(1) extra space.
///
/// # Examples
/// ```
/// use grundy::game::octal::{find_candidate, find_period, PeriodRule};
/// // No period repeats over 16 values; the last four follow period 2 (from heap 10).
/// let values: Vec<u8> = vec![5, 1, 4, 2, 3, 0, 6, 7, 9, 8, 1, 2, 1, 2];
/// assert_eq!(find_period(&values, &PeriodRule::octal(1)), None);
/// let weak = find_candidate(&values, &PeriodRule::octal(1)).unwrap();
/// assert_eq!((weak.period, weak.preperiod, weak.certified), (2, 10, false));
/// ```
pub fn find_candidate<V: CompactValue>(values: &[V], rule: &PeriodRule) -> Option<Period> {
    if let Some(found) = find_period(values, rule) {
        return Some(found);
    }
    let n_values = values.len();
    if n_values < 2 {
        return None;
    }
    let top = n_values - 1;
    // The zero rule refutes a period whose periodic part (from e, two periods long) holds
    // a zero at a heap of a forbidden parity; a zero anywhere from e on is counted (the
    // two periods reach the end unless p < stretch), so the last such zero decides.
    let last_bad_zero =
        (0..n_values).rev().find(|&n| values[n].get() == 0 && rule.zero_free_parities >> (n % 2) & 1 == 1);
    let mut best: Option<(usize, usize)> = None;
    for p in 1..n_values {
        let mut stretch = 0;
        let most = (n_values - p).min(MIN_STRETCH as usize);
        while stretch < most && values[top - stretch] == values[top - stretch - p] {
            stretch += 1;
        }
        if stretch as u64 >= MIN_STRETCH {
            // find_period saw this stretch: the rule refuted it.
            continue;
        }
        let preperiod = n_values - p - stretch;
        if last_bad_zero.is_some_and(|z| z >= preperiod) {
            continue;
        }
        if best.is_none_or(|(_, s)| stretch > s) {
            best = Some((p, stretch));
        }
    }
    best.map(|(p, stretch)| {
        let preperiod = (n_values - p - stretch) as u64;
        let needed = rule.needed(p as u64, preperiod);
        Period { period: p as u64, preperiod, certified: false, needed, values: n_values as u64 }
    })
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
