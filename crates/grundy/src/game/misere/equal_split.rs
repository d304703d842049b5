//! Equal splitting under misère play (the player who makes the last split loses): who
//! wins and every winning move, numbered as `EqualSplitTable::winning_moves` numbers them
//! (by pile, then by number of parts).
//!
//! Components: the piles. A pile of x >= max(F, 2) stones splits into M >= 2 piles, r of
//! q + 1 and M - r of q (q = x / M, r = x mod M); smaller piles cannot move (each is the
//! game 0). Equal piles do not cancel under misère play, so the counts matter.
//!
//! Each pile size is classified by genus theory from its options ([`super::genus`]). The
//! class of an option depends only on the classes of q and q + 1 and on how many copies
//! of each it holds, up to this: 0, 1, 2 or 3 copies as they are, more as 2 (even) or 3
//! (odd) copies (the XOR, the firmness and whether the sum is a single heap are the
//! same). Inside a block of equal quotients q (M from lo to hi), M - r grows by q + 1
//! and r falls by q at each step, so M - r = 1 only at lo and r <= 1 only at hi - 1 and
//! hi, and between them the parities of r and M - r alternate with period two. So the
//! splits lo, lo + 1, lo + 2, hi - 1 and hi show every class of the block, and a pile of
//! x costs O(sqrt x): O(N sqrt N) for every size up to N. The tests check this against
//! the class from every split on all sizes up to 300 for several F.
//!
//! Every pile size computed so far is tame for every F tried, so positions are decided by
//! the tame rule ([`MisereReason::Tame`], or [`MisereReason::NimRule`] when every pile is
//! exactly a nim heap); otherwise the position is searched exactly ([`super::sum_search`])
//! within [`Limits`]. Winning moves: every split of every pile is tried, O(sum of the
//! pile sizes). Not done: piles above [`MISERE_EQUAL_SPLIT_MAX_PILE`].

use super::genus::{ComponentClass, OptionClasses};
use super::outcome::{Limits, MisereLimitError, MisereOutcome, MisereReason, MoveList};
use super::sum_rule::{decide, option_totals, Classified};
use super::sum_search::{ComponentId, SumGame, SumSearch};
use crate::game::equal_split::{fallback_split, EqualSplitMove};
use crate::game::LimitError;

/// The largest pile the misère solver accepts: classifying every size up to 10^5 takes
/// about a second.
pub const MISERE_EQUAL_SPLIT_MAX_PILE: u64 = 100_000;

/// Copies of a part that give the same class as `count` copies: the count itself up to
/// 3, else 2 or 3 by parity.
fn reduced(count: u64) -> usize {
    match count {
        0..=3 => count as usize,
        c if c % 2 == 0 => 2,
        _ => 3,
    }
}

/// The classes of the parts of the split of `x` into `parts` piles, reduced.
fn split_parts(classes: &[ComponentClass], x: u64, parts: u64) -> impl Iterator<Item = ComponentClass> + '_ {
    let (q, r) = (x / parts, x % parts);
    // No pile of q + 1 when r = 0 (q + 1 may then be x itself, not classified yet).
    let high_class = if r > 0 { classes[(q + 1) as usize] } else { ComponentClass::ZERO };
    let high = std::iter::repeat_n(high_class, reduced(r));
    let low = std::iter::repeat_n(classes[q as usize], reduced(parts - r));
    high.chain(low)
}

/// The class of every pile size 0..=`max_pile` for threshold `threshold`, by blocks.
fn pile_classes(threshold: u64, max_pile: u64) -> Vec<ComponentClass> {
    let smallest = threshold.max(2);
    let mut classes: Vec<ComponentClass> = Vec::with_capacity(max_pile as usize + 1);
    for x in 0..=max_pile {
        if x < smallest {
            classes.push(ComponentClass::ZERO);
            continue;
        }
        let mut options = OptionClasses::new();
        let mut lo = 2;
        while lo <= x {
            let q = x / lo;
            let hi = x / q;
            let mut tried = [0u64; 5];
            for (slot, m) in [lo, lo + 1, lo + 2, hi.saturating_sub(1), hi].into_iter().enumerate() {
                if m < lo || m > hi || tried[..slot].contains(&m) {
                    continue;
                }
                tried[slot] = m;
                options.add(split_parts(&classes, x, m));
            }
            lo = hi + 1;
        }
        classes.push(options.class());
    }
    classes
}

/// The piles as a sum game: component x is a pile of x stones.
struct Piles {
    smallest: u64,
}

impl SumGame for Piles {
    fn options(&self, c: ComponentId) -> Vec<Vec<ComponentId>> {
        let x = u64::from(c.index());
        if x < self.smallest {
            return Vec::new();
        }
        (2..=x)
            .map(|parts| {
                let m = EqualSplitMove { pile: 0, parts };
                m.sizes(x).into_iter().map(|s| ComponentId::new(s as u32)).collect()
            })
            .collect()
    }
}

/// Solves the equal-split game with threshold `threshold` (F) under misère play: who
/// wins, every winning move by pile and then by number of parts (listed up to
/// [`Limits::max_listed_moves`]), and the reason.
///
/// # Complexity
/// O(N sqrt N) for N the largest pile, plus O(sum of the pile sizes) for the moves.
///
/// # Errors
/// [`MisereLimitError`] for a pile above [`MISERE_EQUAL_SPLIT_MAX_PILE`], or a search
/// beyond [`Limits::max_positions`] (positions with a wild pile).
///
/// # Examples
/// ```
/// use grundy::game::misere::equal_split::misere_equal_split;
/// use grundy::game::misere::Limits;
/// use grundy::game::equal_split::EqualSplitMove;
/// // F = 1, one pile of 2: its only split (1 + 1) is the last move, which loses.
/// assert!(!misere_equal_split(1, &[2], &Limits::default())?.mover_wins);
/// // Two piles of 2: split one, the opponent must split the other.
/// let answer = misere_equal_split(1, &[2, 2], &Limits::default())?;
/// assert_eq!(answer.winning_moves, [EqualSplitMove { pile: 0, parts: 2 }, EqualSplitMove { pile: 1, parts: 2 }]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn misere_equal_split(
    threshold: u64,
    piles: &[u64],
    limits: &Limits,
) -> Result<MisereOutcome<EqualSplitMove>, MisereLimitError> {
    let max = piles.iter().copied().max().unwrap_or(0);
    if max > MISERE_EQUAL_SPLIT_MAX_PILE {
        return Err(LimitError::new("pile size", max, MISERE_EQUAL_SPLIT_MAX_PILE).into());
    }
    let smallest = threshold.max(2);
    let classes = pile_classes(threshold, max);
    let live: Vec<Classified> = piles
        .iter()
        .enumerate()
        .filter(|&(_, &x)| x >= smallest)
        .map(|(pile, &x)| Classified { component: pile, count: 1, class: classes[x as usize] })
        .collect();
    if live.is_empty() {
        return Ok(MisereOutcome::no_move());
    }
    let mut moves = MoveList::new(limits);
    let all_moves = piles
        .iter()
        .enumerate()
        .filter(|&(_, &x)| x >= smallest)
        .flat_map(|(pile, &x)| (2..=x).map(move |parts| (EqualSplitMove { pile, parts }, x)));
    match decide(&live) {
        Some((totals, reason)) => {
            for (m, x) in all_moves {
                let Some(removed) = classes[x as usize].tame() else { continue };
                let Some((plus, firm)) = option_totals(split_parts(&classes, x, m.parts)) else { continue };
                if totals.lost_after(removed, plus, firm) {
                    moves.push(m);
                }
            }
            Ok(moves.outcome_with(!totals.lost(), reason))
        }
        None => {
            let game = Piles { smallest };
            let mut search = SumSearch::new(&game, limits);
            let ids = |piles: &[u64]| piles.iter().map(|&x| ComponentId::new(x as u32)).collect::<Vec<_>>();
            let mover_wins = search.wins(&ids(piles))?;
            for (m, x) in all_moves {
                let mut next: Vec<u64> = piles.to_vec();
                next.remove(m.pile);
                next.extend(m.sizes(x));
                if !search.wins(&ids(&next))? {
                    moves.push(m);
                }
            }
            Ok(moves.outcome_with(mover_wins, MisereReason::Search { positions: search.positions() }))
        }
    }
}

/// The move the engine plays under misère play: the first winning move, or in a lost
/// position the first largest pile split in two (as in normal play); `None` when no pile
/// can be split.
///
/// # Complexity
/// That of [`misere_equal_split`].
///
/// # Errors
/// As [`misere_equal_split`].
pub fn misere_equal_split_engine_move(
    threshold: u64,
    piles: &[u64],
    limits: &Limits,
) -> Result<Option<EqualSplitMove>, MisereLimitError> {
    let answer = misere_equal_split(threshold, piles, &limits.clone().with_max_listed_moves(1))?;
    Ok(answer.winning_moves.first().copied().or_else(|| fallback_split(threshold, piles)))
}

#[cfg(test)]
mod tests;
