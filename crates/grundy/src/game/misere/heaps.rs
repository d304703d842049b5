//! Heaps of an octal game ([`HeapGame`]: Kayles, Dawson's Kayles, subtraction games, ...)
//! under misère play: who wins, every winning move, the engine's move, and how it was
//! decided.
//!
//! Methods, the first that applies:
//! - **Misère Nim's rule on the Grundy values** when the code never splits a heap (every
//!   move leaves at most one heap, so each heap stays one component) and every heap size up
//!   to the largest of the position with Grundy value 0 has no move. Then the sum is
//!   decided like misère Nim on heaps of those values (the theorem taught as the SJ or
//!   Anti-SG theorem): the player to move wins iff some value is at least 2 and the XOR
//!   is non-zero, or every value is at most 1 and the XOR is zero. The proof is Bouton's:
//!   a component of value v has options of every value below v (and perhaps above), none
//!   of value v, and a component of value 0 is over, so the four cases of misère Nim go
//!   through with "a heap of v tokens" read as "a component of value v".
//! - Otherwise an **exact search** of the whole position ([`super::search`]), first
//!   within [`SMALL_SEARCH`] positions: a sum is the sorted multiset of its heaps, a move
//!   replaces one heap by the heaps it leaves.
//! - Beyond that, the game's **misère quotient** ([`super::quotient`], computed once per
//!   [`MisereHeapsSolver`] with at most [`QUOTIENT_MAX_ORDER`] elements) when it covers
//!   every heap of the position (certified: every heap size): the product of the heaps'
//!   elements decides, in time independent of the heap sizes, with one winning move.
//! - Otherwise the search within the caller's limit, and a [`SearchLimitError`] beyond it.
//!
//! Complexity: the rule is O(k + N) for k heaps and largest heap N (the check of the
//! values); a winning move O(k t) more for t take sizes. The search is that of
//! [`super::search`]; the quotient's answer O(k + t |Q|) once it is computed (Kayles:
//! order 40, certified at heap 167, in a few hundredths of a second).

use std::cell::OnceCell;
use std::sync::atomic::AtomicBool;

use super::nim::misere_nim_wins;
use super::quotient::{misere_quotient_run, MisereQuotient, QuotientConfig};
use super::search::{solve_sum, SearchLimitError};
use super::MisereTurn;
use crate::game::heaps::{HeapGame, HeapMove, HeapMoveError};
use crate::game::play::{take_turn, Turn};
use crate::game::Nimber;

/// How a misère heaps position was decided.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MisereMethod {
    /// Misère Nim's rule on the heaps' Grundy values (every heap of value 0 is over).
    NimRuleOnValues {
        /// The Grundy value of each heap, in order.
        values: Vec<Nimber>,
    },
    /// An exact search of the whole position.
    Search {
        /// The positions whose outcome the search settled.
        positions: usize,
    },
    /// The game's misère quotient: the product of the heaps' elements, in the P-portion
    /// iff the player to move loses.
    Quotient {
        /// The quotient's order.
        order: usize,
        /// Whether it is certified (the quotient of every heap size).
        certified: bool,
        /// The element of each heap, by name (`ab^2`), in order.
        heap_elements: Vec<String>,
        /// Their product, by name.
        product: String,
    },
}

/// The positions the first, small search may settle before the quotient is tried.
pub const SMALL_SEARCH: usize = 20_000;

/// The largest order of the quotient a [`MisereHeapsSolver`] computes (a game whose
/// quotient is larger is decided by the search alone).
pub const QUOTIENT_MAX_ORDER: usize = 128;

/// The most heaps of the quotient a [`MisereHeapsSolver`] computes.
pub const QUOTIENT_MAX_HEAPS: u64 = 1000;

/// The misère answer for a position of heaps.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct MisereHeaps {
    /// Whether the player to move wins.
    pub mover_wins: bool,
    /// Every winning move, by heap then in the order of the code's options; empty when the
    /// player to move loses, and when no move is left (then the player to move wins).
    /// Decided by the quotient: one winning move (heaps of millions have millions).
    pub winning_moves: Vec<HeapMove>,
    /// How it was decided.
    pub method: MisereMethod,
}

impl MisereHeaps {
    /// The method's name in every front end: `nim-rule` or `search`.
    pub fn method_name(&self) -> &'static str {
        match self.method {
            MisereMethod::NimRuleOnValues { .. } => "nim-rule",
            MisereMethod::Search { .. } => "search",
            MisereMethod::Quotient { .. } => "quotient",
        }
    }

    /// Why the player to move wins or loses, in one sentence (no verdict).
    pub fn reason(&self) -> String {
        match &self.method {
            MisereMethod::NimRuleOnValues { values } => {
                let large = values.iter().filter(|&&v| v >= 2).count();
                let xor = values.iter().fold(0, |x, &v| x ^ v);
                let rule = match (large, xor) {
                    (0, 0) => "no heap is worth 2 or more and the heaps worth 1 are even in number".to_string(),
                    (0, _) => "no heap is worth 2 or more and the heaps worth 1 are odd in number".to_string(),
                    _ => format!("a heap worth 2 or more remains, so the nim-sum of the values decides, and it is {xor}"),
                };
                format!(
                    "every heap of Grundy value 0 has no move and no move splits a heap, so each heap plays \
                     like a Nim heap of its value (the SJ theorem): {rule}"
                )
            }
            MisereMethod::Search { positions } => {
                format!("an exact search of the whole position settled {positions} positions")
            }
            MisereMethod::Quotient { order, certified, heap_elements, product } => {
                let shown: Vec<&str> = heap_elements.iter().take(12).map(String::as_str).collect();
                let more = match heap_elements.len() {
                    n if n > 12 => format!(" and {} more", n - 12),
                    _ => String::new(),
                };
                let scope =
                    if *certified { "certified for every heap size" } else { "of the heaps computed" };
                format!(
                    "the misère quotient has order {order} ({scope}); the heaps are {}{more}, whose product {product} \
                     is {} the P-portion",
                    shown.join(" "),
                    if self.mover_wins { "outside" } else { "in" }
                )
            }
        }
    }
}

impl crate::game::Verdict for MisereHeaps {
    type Move = HeapMove;

    fn mover_wins(&self) -> bool {
        self.mover_wins
    }

    /// The first winning move.
    fn winning_move(&self) -> Option<HeapMove> {
        self.winning_moves.first().copied()
    }
}

/// Whether misère Nim's rule decides `heaps` of `game` (see the module doc).
fn rule_applies(game: &HeapGame, heaps: &[u64]) -> bool {
    let max = heaps.iter().copied().max().unwrap_or(0);
    game.game().most_heaps_left() <= 1
        && (1..=max).all(|n| game.value(n) != 0 || game.options(n).next().is_none())
}

/// Decides positions of one [`HeapGame`] under misère play (see the module doc),
/// computing the game's quotient once, when a position first needs it.
pub struct MisereHeapsSolver<'g> {
    game: &'g HeapGame,
    limit: usize,
    quotient: OnceCell<Option<MisereQuotient>>,
}

impl<'g> MisereHeapsSolver<'g> {
    /// A solver for `game` whose searches settle at most `limit` positions.
    pub fn new(game: &'g HeapGame, limit: usize) -> MisereHeapsSolver<'g> {
        MisereHeapsSolver { game, limit, quotient: OnceCell::new() }
    }

    /// The game's quotient of at most [`QUOTIENT_MAX_ORDER`] elements and
    /// [`QUOTIENT_MAX_HEAPS`] heaps (the heaps done before a bound stopped it), computed on
    /// the first call; `None` for codes the quotient does not take.
    fn quotient(&self) -> Option<&MisereQuotient> {
        self.quotient
            .get_or_init(|| {
                let config = QuotientConfig::new(QUOTIENT_MAX_HEAPS).with_max_order(QUOTIENT_MAX_ORDER);
                let run =
                    misere_quotient_run(self.game.game(), &config, &AtomicBool::new(false), &mut |_, _| {});
                run.ok().map(|run| run.quotient)
            })
            .as_ref()
    }

    /// Decides `heaps`.
    ///
    /// # Examples
    /// ```
    /// use grundy::game::heaps::{HeapGame, HeapMove};
    /// use grundy::game::misere::heaps::MisereHeapsSolver;
    /// use grundy::game::octal::OctalGame;
    /// // Misère Kayles: a row of 3 pins is won by taking two and leaving the last pin; a row
    /// // of 4 is lost (every move leaves a position the opponent wins).
    /// let kayles = HeapGame::try_new(&OctalGame::parse("0.77")?, &[50_000])?;
    /// let solver = MisereHeapsSolver::new(&kayles, 100_000);
    /// assert_eq!(solver.solve(&[3])?.winning_moves, [HeapMove { heap: 0, take: 2, left: 1, right: 0 }]);
    /// assert!(!solver.solve(&[4])?.mover_wins);
    /// // Rows of fifty thousand pins: the quotient decides.
    /// assert_eq!(solver.solve(&[50_000, 49_999, 7])?.method_name(), "quotient");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`SearchLimitError`] when neither a theorem nor the quotient decides and the search
    /// needs more than the solver's limit.
    ///
    /// # Panics
    /// If a heap exceeds [`HeapGame::max_heap`].
    pub fn solve(&self, heaps: &[u64]) -> Result<MisereHeaps, SearchLimitError> {
        let game = self.game;
        if rule_applies(game, heaps) {
            return Ok(by_rule(game, heaps));
        }
        match search(game, heaps, self.limit.min(SMALL_SEARCH)) {
            Err(_) if self.limit > SMALL_SEARCH || self.covers(heaps) => {}
            answer => return answer,
        }
        if let Some(answer) = self.by_quotient(heaps) {
            return Ok(answer);
        }
        search(game, heaps, self.limit)
    }

    /// Whether the quotient decides every heap of `heaps`.
    fn covers(&self, heaps: &[u64]) -> bool {
        self.quotient().is_some_and(|q| q.element_of(heaps).is_some())
    }

    fn by_quotient(&self, heaps: &[u64]) -> Option<MisereHeaps> {
        let q = self.quotient()?;
        let outcome = q.outcome(heaps)?;
        let winning_moves = outcome
            .winning_move
            .iter()
            .map(|m| {
                let (left, right) = match m.parts[..] {
                    [] => (0, 0),
                    [a] => (a, 0),
                    [a, b] => (a, b),
                    // A HeapGame's codes leave at most two heaps.
                    _ => unreachable!("a heap game's move leaves at most two heaps"),
                };
                HeapMove { heap: m.heap, take: m.take, left, right }
            })
            .collect();
        let heap_elements =
            heaps.iter().map(|&h| q.pretending(h).map(|e| q.name(e))).collect::<Option<_>>()?;
        Some(MisereHeaps {
            mover_wins: outcome.mover_wins,
            winning_moves,
            method: MisereMethod::Quotient {
                order: q.order(),
                certified: q.is_certified(),
                heap_elements,
                product: q.name(outcome.element),
            },
        })
    }

    /// The move the engine plays: the first winning move, or in a lost position the
    /// normal engine's choice of a legal move; `None` when no heap has a move.
    ///
    /// # Errors
    /// As [`MisereHeapsSolver::solve`].
    pub fn engine_move(&self, heaps: &[u64]) -> Result<Option<HeapMove>, SearchLimitError> {
        let answer = self.solve(heaps)?;
        Ok(answer.winning_moves.first().copied().or_else(|| self.game.engine_move(heaps)))
    }

    /// Plays `turn` ([`take_turn`] with [`MisereHeapsSolver::engine_move`] and
    /// [`HeapGame::apply`]).
    ///
    /// # Errors
    /// An illegal move, [`HeapMoveError::GameOver`]; the outer error when
    /// the engine's move needs a search beyond the limit.
    pub fn play(
        &self,
        heaps: &[u64],
        turn: Turn<HeapMove>,
    ) -> Result<MisereTurn<HeapMove, HeapMoveError>, SearchLimitError> {
        let engine = match turn {
            Turn::Engine => self.engine_move(heaps)?,
            _ => None,
        };
        let game = self.game;
        Ok(take_turn(
            heaps.to_vec(),
            turn,
            |_| engine,
            |h, m| game.apply(h, m).map(|(next, step)| (next, Some(step))),
        ))
    }
}

/// Every move of `heaps` with the position it leaves.
fn moves_of(game: &HeapGame, heaps: &[u64]) -> Vec<(HeapMove, Vec<u64>)> {
    let mut out = Vec::new();
    for (heap, &size) in heaps.iter().enumerate() {
        for (take, left, right) in game.options(size) {
            let m = HeapMove { heap, take, left, right };
            let mut after = heaps.to_vec();
            after.splice(heap..=heap, m.leaves());
            out.push((m, after));
        }
    }
    out
}

/// Misère Nim's rule on the values (when [`rule_applies`]).
fn by_rule(game: &HeapGame, heaps: &[u64]) -> MisereHeaps {
    let value_of = |hs: &[u64]| hs.iter().map(|&h| game.value(h)).collect::<Vec<_>>();
    let values = value_of(heaps);
    let mover_wins = misere_nim_wins(&values);
    let winning_moves = if mover_wins {
        moves_of(game, heaps)
            .into_iter()
            .filter(|(_, after)| !misere_nim_wins(&value_of(after)))
            .map(|(m, _)| m)
            .collect()
    } else {
        Vec::new()
    };
    MisereHeaps { mover_wins, winning_moves, method: MisereMethod::NimRuleOnValues { values } }
}

/// The exact search within `limit` positions.
fn search(game: &HeapGame, heaps: &[u64], limit: usize) -> Result<MisereHeaps, SearchLimitError> {
    // The moves of a heap of n list up to t n positions of k + 1 heaps: refused before they
    // are listed when they alone would pass the limit.
    let takes = game.game().last_digit_position() as u64 + 1;
    let k = heaps.len() as u64 + 1;
    if heaps.iter().any(|&n| takes.saturating_mul(n).saturating_mul(k) > limit as u64) {
        return Err(SearchLimitError { limit });
    }
    let answer = solve_sum(
        heaps,
        |heap, &size| {
            let options = game.options(size).map(|(take, left, right)| HeapMove { heap, take, left, right });
            options.map(|m| (m, m.leaves())).collect()
        },
        |&h| game.options(h).next().is_some(),
        limit,
    )?;
    Ok(MisereHeaps {
        mover_wins: answer.mover_wins,
        winning_moves: answer.winning_moves,
        method: MisereMethod::Search { positions: answer.positions },
    })
}

/// Decides `heaps` of `game` under misère play: [`MisereHeapsSolver::solve`] of a solver
/// used once.
///
/// # Errors
/// As [`MisereHeapsSolver::solve`].
///
/// # Panics
/// If a heap exceeds [`HeapGame::max_heap`].
pub fn misere_heaps(game: &HeapGame, heaps: &[u64], limit: usize) -> Result<MisereHeaps, SearchLimitError> {
    MisereHeapsSolver::new(game, limit).solve(heaps)
}

#[cfg(test)]
mod tests;
