//! The one answer every misère solver gives ([`MisereOutcome`]: who wins, the winning
//! moves, and the reason, a [`MisereReason`]), the size limits of the exact searches
//! ([`Limits`]) and the error for a position beyond them ([`MisereLimitError`]).
//!
//! A misère answer is never a guess: a position that no theorem decides and that the
//! exact search cannot finish within [`Limits`] is refused with a [`MisereLimitError`]
//! that says what would be needed, never answered with the normal-play verdict.
//! Nothing here computes; every constructor is O(1) beyond copying its arguments.

use std::fmt;

use super::genus::Genus;
use crate::game::{LimitError, Nimber, Verdict};

/// The answer for one position under misère play (the player who makes the last move
/// loses; a player with no move wins).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct MisereOutcome<M> {
    /// Whether the player to move wins with correct play.
    pub mover_wins: bool,
    /// Winning moves in the game's canonical order (the order and numbering of the
    /// normal-play answer of the same game): every one of them, unless there are more than
    /// [`Limits::max_listed_moves`], when only the first that many are listed. Empty when
    /// the player to move loses, and also when they win because no move is left.
    pub winning_moves: Vec<M>,
    /// How many winning moves there are in all (`winning_moves` is complete iff its
    /// length equals this count).
    pub winning_move_count: u64,
    /// Why: which theorem, or which search, decided the position.
    pub reason: MisereReason,
}

impl<M: Copy> Verdict for MisereOutcome<M> {
    type Move = M;

    fn mover_wins(&self) -> bool {
        self.mover_wins
    }

    /// The canonical first winning move.
    fn winning_move(&self) -> Option<M> {
        self.winning_moves.first().copied()
    }
}

impl<M> MisereOutcome<M> {
    /// Whether [`MisereOutcome::winning_moves`] lists every winning move.
    pub fn lists_every_winning_move(&self) -> bool {
        self.winning_moves.len() as u64 == self.winning_move_count
    }

    /// The answer for a position with no move: the player to move wins.
    pub(crate) fn no_move() -> MisereOutcome<M> {
        MisereOutcome {
            mover_wins: true,
            winning_moves: Vec::new(),
            winning_move_count: 0,
            reason: MisereReason::NoMove,
        }
    }
}

/// Collects winning moves up to [`Limits::max_listed_moves`], counting them all.
#[derive(Debug)]
pub(crate) struct MoveList<M> {
    moves: Vec<M>,
    count: u64,
    cap: usize,
}

impl<M> MoveList<M> {
    pub(crate) fn new(limits: &Limits) -> MoveList<M> {
        MoveList { moves: Vec::new(), count: 0, cap: limits.max_listed_moves }
    }

    pub(crate) fn push(&mut self, m: M) {
        self.count += 1;
        if self.moves.len() < self.cap {
            self.moves.push(m);
        }
    }

    /// The answer for a position whose verdict is known (a win may have no move listed
    /// only when no move is left, which [`MisereOutcome::no_move`] answers).
    pub(crate) fn outcome_with(self, mover_wins: bool, reason: MisereReason) -> MisereOutcome<M> {
        MisereOutcome { mover_wins, winning_moves: self.moves, winning_move_count: self.count, reason }
    }
}

/// Why a misère position has its outcome. Every variant is exact: each names the
/// theorem or search that decided the position, with the numbers it read.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MisereReason {
    /// No move is left: the player to move wins (the other player moved last).
    NoMove,
    /// Bouton's misère Nim rule (see [`super::nim`]): every component is a nim heap
    /// (Nim's piles, or components whose game tree is exactly that of a nim heap, such as
    /// a Green Hackenbush stalk). The player to move wins iff some heap has at least two
    /// tokens and the XOR is non-zero, or no heap has two and the XOR is zero.
    NimRule {
        /// The heap sizes, in the order of the game's components (Nim: every pile, 0
        /// included; Hackenbush: each piece's stalk length).
        heaps: Vec<u64>,
        /// Their XOR.
        nim_sum: u64,
        /// How many have at least two tokens.
        large_heaps: usize,
    },
    /// Misère staircase Nim (on steps or on a row): Bouton's misère rule on the counted
    /// steps, as proved in [`super::staircase`].
    Staircase {
        /// The counted steps (a row: the differences d_n, d_{n-2}, ... by increasing
        /// pile, as `staircase::staircase_row_components` lists them).
        counted: Vec<u64>,
        /// Their XOR.
        nim_sum: u64,
        /// How many are at least 2.
        large: usize,
    },
    /// Conway's genus theory: every component is tame, and a sum of tame games is
    /// decided like misère Nim (see [`super::genus`]): the player to move wins iff some
    /// component is firm and the XOR of the normal values is non-zero, or none is firm
    /// and the XOR is zero.
    Tame {
        /// The components with their genus, in the game's order (components without a
        /// move left out).
        components: Vec<TameComponent>,
        /// The XOR of the components' normal-play values (counted with multiplicity).
        nim_sum: Nimber,
        /// How many components are firm (counted with multiplicity, saturating).
        firm: u64,
    },
    /// The misère game is a normal-play game in disguise (paper cutting: the cut that
    /// cuts out a 1 x 1 loses at once, so it is never a real option, see
    /// [`super::paper_cutting`]); decided by the nim-sum of the components' Grundy values in
    /// that normal-play game.
    NormalPlay {
        /// Each component's Grundy value in the equivalent normal-play game.
        values: Vec<Nimber>,
        /// Their XOR: the player to move wins iff it is non-zero.
        nim_sum: Nimber,
    },
    /// An exact memoised search of the whole sum ([`super::sum_search`]).
    Search {
        /// The positions the search decided (its memo), shared by the winning moves.
        positions: u64,
    },
}

impl MisereReason {
    /// The reason's name in every front end's answers: `no-move`, `nim-rule`,
    /// `staircase`, `tame`, `normal-play` or `search`.
    pub fn name(&self) -> &'static str {
        match self {
            MisereReason::NoMove => "no-move",
            MisereReason::NimRule { .. } => "nim-rule",
            MisereReason::Staircase { .. } => "staircase",
            MisereReason::Tame { .. } => "tame",
            MisereReason::NormalPlay { .. } => "normal-play",
            MisereReason::Search { .. } => "search",
        }
    }

    /// Why the position has its outcome, in one sentence without the verdict, for the
    /// front ends' explanations.
    ///
    /// # Examples
    /// ```
    /// use grundy::game::misere::staircase::misere_staircase_row;
    /// use grundy::game::misere::Limits;
    /// let answer = misere_staircase_row(&[3], &Limits::default())?;
    /// assert_eq!(
    ///     answer.reason.text(),
    ///     "Bouton's misère rule on the counted steps 3: one is at least 2, so their XOR decides as in normal play, and it is 3"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn text(&self) -> String {
        self.text_numbered("component", 1)
    }

    /// As [`MisereReason::text`], naming the components of a tame sum `what` and
    /// numbering them from `first` (`("bottle", 0)` for bean splitting, whose bottles are
    /// numbered from 0).
    pub fn text_numbered(&self, what: &str, first: usize) -> String {
        /// Bouton's rule in words, for `large` heaps of two or more and XOR `nim_sum`.
        fn bouton(large: usize, nim_sum: u64) -> String {
            match (large, nim_sum) {
                (0, 0) => "none is 2 or more and the ones are even in number, so the other player must take the last one".into(),
                (0, _) => "none is 2 or more and the ones are odd in number, so the player to move must take the last one".into(),
                (1, x) => format!("one is at least 2, so their XOR decides as in normal play, and it is {x}"),
                (n, x) => format!("{n} are at least 2, so their XOR decides as in normal play, and it is {x}"),
            }
        }
        fn list(values: &[u64]) -> String {
            let shown: Vec<String> = values.iter().take(12).map(u64::to_string).collect();
            let more =
                if values.len() > 12 { format!(" and {} more", values.len() - 12) } else { String::new() };
            format!("{}{more}", shown.join(" "))
        }
        match self {
            MisereReason::NoMove => "no move is left, so the other player made the last move".into(),
            MisereReason::NimRule { heaps, nim_sum, large_heaps } => {
                format!("Bouton's misère rule on the nim heaps {}: {}", list(heaps), bouton(*large_heaps, *nim_sum))
            }
            MisereReason::Staircase { counted, nim_sum, large } => {
                format!("Bouton's misère rule on the counted steps {}: {}", list(counted), bouton(*large, *nim_sum))
            }
            MisereReason::Tame { components, nim_sum, firm } => {
                let genera: Vec<String> = components
                    .iter()
                    .take(12)
                    .map(|c| {
                        let times = if c.count > 1 { format!(" x{}", c.count) } else { String::new() };
                        format!("{what} {} {}{times}", c.component + first, c.genus)
                    })
                    .collect();
                let more =
                    if components.len() > 12 { format!(" and {} more", components.len() - 12) } else { String::new() };
                let rule = if *firm > 0 {
                    format!("{firm} firm, so the XOR of the normal values decides, and it is {nim_sum}")
                } else {
                    format!("none firm, so the XOR of the normal values must be 0 for the mover to win, and it is {nim_sum}")
                };
                format!("every component is tame (genus {}{more}): {rule}", genera.join(", "))
            }
            MisereReason::NormalPlay { values, nim_sum } => format!(
                "the cut that leaves a 1 x 1 sheet loses at once, so this is the normal-play game without it; \
                 its Grundy values {} have XOR {nim_sum}",
                list(values)
            ),
            MisereReason::Search { positions } => format!("an exact search of the whole sum, {positions} positions"),
        }
    }
}

/// A tame component of a position decided by genus theory.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct TameComponent {
    /// The component, numbered as the game numbers its components (a pile, a bottle, a
    /// heap, a piece), 0-based.
    pub component: usize,
    /// How many copies of it the position holds (beans in a bottle; 1 elsewhere).
    pub count: u64,
    /// Its genus.
    pub genus: Genus,
}

/// Size limits of the misère solvers. `Default` gives limits that answer within about a
/// second and some hundred megabytes.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Limits {
    /// The most positions an exact search may decide and remember (each costs about
    /// 100 bytes plus 4 bytes per component); also bounds the distinct components
    /// (Hackenbush pieces) a solver may build.
    pub max_positions: u64,
    /// The most winning moves an answer lists (all of them are counted).
    pub max_listed_moves: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { max_positions: 1_000_000, max_listed_moves: 100_000 }
    }
}

impl Limits {
    /// These limits with at most `max_positions` positions searched.
    pub fn with_max_positions(mut self, max_positions: u64) -> Limits {
        self.max_positions = max_positions;
        self
    }

    /// These limits with at most `max_listed_moves` winning moves listed.
    pub fn with_max_listed_moves(mut self, max_listed_moves: usize) -> Limits {
        self.max_listed_moves = max_listed_moves;
        self
    }
}

/// A misère position the solver refuses: deciding it would take more than a limit.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct MisereLimitError {
    /// What is too large (`positions searched`, `pile size`, ...).
    pub what: &'static str,
    /// How much was asked for; for a search, how many positions it had reached when it
    /// stopped (the position needs more).
    pub requested: u64,
    /// The limit.
    pub limit: u64,
    /// What would decide the position.
    pub needed: &'static str,
}

impl MisereLimitError {
    /// The error for `requested` of `what` beyond `limit`; `needed` says what would decide
    /// the position.
    pub fn new(what: &'static str, requested: u64, limit: u64, needed: &'static str) -> MisereLimitError {
        MisereLimitError { what, requested, limit, needed }
    }

    /// The error of an exact search stopped at the limit.
    pub(crate) fn search(limits: &Limits, reached: u64) -> MisereLimitError {
        MisereLimitError::new(
            "positions searched",
            reached,
            limits.max_positions,
            "an exact search of more positions (a larger Limits::max_positions), or a misère quotient of the game",
        )
    }
}

impl From<LimitError> for MisereLimitError {
    fn from(err: LimitError) -> MisereLimitError {
        MisereLimitError::new(
            err.what,
            err.requested,
            err.limit,
            "the normal-play table this solver builds on",
        )
    }
}

impl fmt::Display for MisereLimitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "misère play: {} of {} exceeds the limit of {}; deciding this position needs {}",
            self.what, self.requested, self.limit, self.needed
        )
    }
}

impl std::error::Error for MisereLimitError {}
