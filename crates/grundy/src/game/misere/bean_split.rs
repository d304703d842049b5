//! Bean splitting under misère play (the player who moves the last bean loses): who wins
//! and every winning move (i, j, k), numbered as `bean_split::try_split_outcome` numbers
//! them.
//!
//! Components: every bean is a game of its own, B_d for a bean at distance d from the
//! last bottle, whose options are B_a + B_b for b <= a < d (B_0 = 0 cannot move). Unlike
//! normal play, two beans in a bottle do not cancel, so counts matter, not parities.
//! Each B_d is classified by genus theory from its options ([`super::genus`]); the option
//! sets grow with d, so one cumulative [`OptionClasses`] classifies all n distances in
//! O(n^2). Every B_d found so far is tame: B_1 = *1 (fickle), and for d >= 2 the options
//! 0, *1 and *1 + *1 give both g+ and G^- the values 0 and 1, so B_d is firm with
//! g+ = G^- = SG(d) (checked for every d up to `SPLIT_MAX_BOTTLES` by the tests). A
//! position is then decided by the tame rule ([`MisereReason::Tame`]): the player to move
//! wins iff (some bean is at distance >= 2 and the XOR over beans of SG(d) is non-zero) or
//! (none is and the number of beans at distance 1 is even).
//!
//! Winning moves: a move (i, j, k) leaves a lost position iff the XOR becomes 0 with a
//! firm bean left, or 1 without. The normal values are distinct (they strictly increase
//! with d), so for each (i, j) at most two k are candidates: O(n^2) for all moves, as in
//! normal play. Were some B_d wild, the position would be searched exactly
//! ([`super::sum_search`]) within [`Limits`].

use super::genus::{ComponentClass, OptionClasses};
use super::outcome::{Limits, MisereLimitError, MisereOutcome, MisereReason, MoveList};
use super::sum_rule::{decide, Classified, Totals};
use super::sum_search::{ComponentId, SumGame, SumSearch};
use crate::game::bean_split::{SplitMove, SPLIT_MAX_BOTTLES};
use crate::game::LimitError;

/// The class of a bean at each distance 0..n from the last bottle.
fn bean_classes(n: usize) -> Vec<ComponentClass> {
    let mut classes: Vec<ComponentClass> = Vec::with_capacity(n);
    let mut options = OptionClasses::new();
    for d in 0..n {
        let class = options.class();
        classes.push(class);
        // B_{d+1} and beyond gain the options B_d + B_b, b <= d.
        for &other in &classes[..=d] {
            options.add([class, other]);
        }
    }
    classes
}

/// The beans as a sum game: component d is a bean at distance d.
struct Beans;

impl SumGame for Beans {
    fn options(&self, c: ComponentId) -> Vec<Vec<ComponentId>> {
        let d = c.index();
        (0..d).flat_map(|a| (0..=a).map(move |b| vec![ComponentId::new(a), ComponentId::new(b)])).collect()
    }
}

fn check_size(beans: &[u64]) -> Result<(), MisereLimitError> {
    if beans.len() > SPLIT_MAX_BOTTLES {
        let err = LimitError::new("number of bottles", beans.len() as u64, SPLIT_MAX_BOTTLES as u64);
        return Err(err.into());
    }
    Ok(())
}

/// Solves the split game under misère play for bottles holding `beans[i]` beans: who
/// wins, every winning move (i, j, k) in lexicographic order (listed up to
/// [`Limits::max_listed_moves`], all counted), and the reason.
///
/// # Complexity
/// O(n^2) time, O(n) space for n bottles.
///
/// # Errors
/// [`MisereLimitError`] for more than `SPLIT_MAX_BOTTLES` bottles, or (were a bean wild)
/// a search beyond [`Limits::max_positions`].
///
/// # Examples
/// ```
/// use grundy::game::misere::bean_split::misere_split;
/// use grundy::game::misere::Limits;
/// use grundy::game::bean_split::SplitMove;
/// // Two beans one step from the end: each is *1, and the player who moves the last
/// // one loses, so the player to move wins (the opponent moves the second).
/// let answer = misere_split(&[0, 2, 0], &Limits::default())?;
/// assert!(answer.mover_wins);
/// assert_eq!(answer.winning_moves, [SplitMove { i: 1, j: 2, k: 2 }]);
/// // In normal play the two beans cancel and the position is lost.
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn misere_split(beans: &[u64], limits: &Limits) -> Result<MisereOutcome<SplitMove>, MisereLimitError> {
    check_size(beans)?;
    let n = beans.len();
    let classes = bean_classes(n);
    let live: Vec<Classified> = (0..n)
        .filter(|&i| beans[i] > 0 && i + 1 < n)
        .map(|i| Classified { component: i, count: beans[i], class: classes[n - 1 - i] })
        .collect();
    if live.is_empty() {
        return Ok(MisereOutcome::no_move());
    }
    let mut moves = MoveList::new(limits);
    match decide(&live) {
        Some((totals, reason)) => {
            tame_winning_moves(beans, &classes, totals, &mut moves);
            Ok(moves.outcome_with(!totals.lost(), reason))
        }
        None => {
            let mut search = SumSearch::new(&Beans, limits);
            let position = expand(beans, limits)?;
            let mover_wins = search.wins(&position)?;
            for (i, j, k) in all_moves(beans) {
                let mut next = beans.to_vec();
                next[i] -= 1;
                let Some(at_j) = next[j].checked_add(1) else { continue };
                next[j] = at_j;
                let Some(at_k) = next[k].checked_add(1) else { continue };
                next[k] = at_k;
                if !search.wins(&expand(&next, limits)?)? {
                    moves.push(SplitMove { i, j, k });
                }
            }
            Ok(moves.outcome_with(mover_wins, MisereReason::Search { positions: search.positions() }))
        }
    }
}

/// Every legal move (i, j, k) in lexicographic order.
fn all_moves(beans: &[u64]) -> impl Iterator<Item = (usize, usize, usize)> + '_ {
    let n = beans.len();
    (0..n)
        .filter(|&i| beans[i] > 0)
        .flat_map(move |i| (i + 1..n).flat_map(move |j| (j..n).map(move |k| (i, j, k))))
}

/// The beans as components (one per bean), refused when there are more beans than the
/// search could ever visit positions.
fn expand(beans: &[u64], limits: &Limits) -> Result<Vec<ComponentId>, MisereLimitError> {
    let n = beans.len();
    let total = beans.iter().fold(0u64, |acc, &b| acc.saturating_add(b));
    if total > limits.max_positions {
        return Err(MisereLimitError::search(limits, total));
    }
    Ok((0..n).flat_map(|i| (0..beans[i]).map(move |_| ComponentId::new((n - 1 - i) as u32))).collect())
}

/// Pushes every winning move of a tame position, in lexicographic order.
fn tame_winning_moves(
    beans: &[u64],
    classes: &[ComponentClass],
    totals: Totals,
    moves: &mut MoveList<SplitMove>,
) {
    let n = beans.len();
    // The normal values strictly increase with the distance: each names one bottle.
    let value = |bottle: usize| classes[n - 1 - bottle].plus();
    let mut bottle_of = std::collections::HashMap::with_capacity(n);
    for bottle in 0..n {
        bottle_of.insert(value(bottle), bottle);
    }
    let tame = |bottle: usize| classes[n - 1 - bottle].tame();
    for i in (0..n).filter(|&i| beans[i] > 0 && i + 1 < n) {
        let Some(removed) = tame(i) else { continue };
        for j in i + 1..n {
            let Some(at_j) = tame(j) else { continue };
            let want = totals.nim_sum ^ removed.plus() ^ at_j.plus();
            // The new XOR is 0 with a firm bean, or 1 without: two candidate values of k.
            let mut ks: Vec<usize> = [want, want ^ 1]
                .iter()
                .filter_map(|v| bottle_of.get(v).copied())
                .filter(|&k| k >= j)
                .collect();
            ks.sort_unstable();
            ks.dedup();
            for k in ks {
                let Some(at_k) = tame(k) else { continue };
                let added = at_j.plus() ^ at_k.plus();
                let firm = !at_j.is_fickle() || !at_k.is_fickle();
                if totals.lost_after(removed, added, firm) {
                    moves.push(SplitMove { i, j, k });
                }
            }
        }
    }
}

/// The move the engine plays under misère play: the first winning move, or in a lost
/// position a bean of the last bottle that can move going into the next bottle twice (as
/// in normal play); `None` when every bean is in the last bottle.
///
/// # Complexity
/// That of [`misere_split`].
///
/// # Errors
/// As [`misere_split`].
pub fn misere_split_engine_move(
    beans: &[u64],
    limits: &Limits,
) -> Result<Option<SplitMove>, MisereLimitError> {
    let answer = misere_split(beans, &limits.clone().with_max_listed_moves(1))?;
    Ok(answer.winning_moves.first().copied().or_else(|| {
        let i = (0..beans.len().saturating_sub(1)).rev().find(|&i| beans[i] > 0)?;
        Some(SplitMove { i, j: i + 1, k: i + 1 })
    }))
}

#[cfg(test)]
mod tests;
