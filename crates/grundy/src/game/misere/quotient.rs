//! Misère quotients of take-and-break games (Plambeck; Plambeck and Siegel): the
//! commutative monoid that decides every sum of heaps under misère play.
//!
//! Two positions G, H of a closed set A of positions (here: all sums of heaps of sizes
//! 1..n of one [`OctalGame`]) are *indistinguishable* when G + X and H + X have the same
//! misère outcome for every X in A. The classes form a commutative monoid Q_n, the
//! *misère quotient*; the classes of P-positions form its *P-portion*, and the
//! *pretending function* Φ maps heap h to its class. The outcome of any sum of heaps is
//! then read from the product of its heaps' classes. (T. E. Plambeck, "Taming the wild
//! in impartial combinatorial games", INTEGERS 5 (2005) G05; T. E. Plambeck and
//! A. N. Siegel, "Misère quotients for impartial games", J. Combin. Theory Ser. A 115
//! (2008) 593-622, arXiv math/0609825.)
//!
//! # The algorithm
//! Heap by heap, n = 1, 2, ...: Q_n is computed from Q_{n-1}, and every candidate is
//! checked by an exact, finite test before it is accepted (`closure`: the closure of
//! the heaps' transitions, each parity-correct; with a reduced monoid this proves the
//! candidate is Q_n). Candidates, cheapest first:
//!
//! 1. Heap n joins an element of Q_{n-1}: first the value of a transition already in
//!    the closure whose options act as heap n's do, then every other element x whose
//!    products with the closure's states are parity-correct (`Closure::admits`, O(1) a
//!    state). When heap n's transition is itself already in the closure, nothing needs
//!    checking (the closure does not change); otherwise the closure is extended by it
//!    (undone when it fails). Q_{n-1} is reduced and P unchanged, so a value that passes
//!    makes Q_{n-1} the quotient of heaps 1..n, and at most one element can: the value
//!    is heap n's class. This is the usual case once the quotient has its final order,
//!    and it costs only the closure's new states, where a candidate would verify the
//!    closure of all n heaps again.
//! 2. Otherwise `extend`: the rows of outcomes of a base monoid times the powers of
//!    heap n, reduced by indistinguishability; the base is Q_{n-1}, then, when adding the
//!    heap splits classes of Q_{n-1}, finer bases that also tell positions apart by the
//!    classes of their options.
//!    A heap that no candidate explains is refused ([`QuotientError::Unresolved`]), as
//!    is a quotient larger than the configured bound ([`QuotientError::TooLarge`]).
//!
//! # Certification: a periodicity theorem for quotients
//! The run stops as soon as the pretending function is certified periodic. Let t be
//! the code's last digit position, j the most heaps a move leaves, p > 0 and e >= 0, and
//! e' = max(e, 1). **Theorem.** If the quotient Q_N of heaps 1..N (verified as above)
//! has Φ(h + p) = Φ(h) for e <= h <= N - p, and N + 1 >= j (e' + p) + t, then Q_N is the
//! misère quotient of the whole game (every heap size) and Φ(h + p) = Φ(h) for every
//! h >= e. Proof: extend Φ periodically beyond N. For h >= j (e' + p) + t - p, the
//! options of heap h + p and of heap h have the same images (an option of h + p leaves
//! parts whose largest is at least e' + p; taking p tokens off it, or adding p to the
//! largest part of an option of h, pairs the options, and the image does not change
//! because Φ is periodic from e); so heap h + p has the same transition as heap h, every
//! heap beyond N has the transition of a heap up to N, and the verified closure is the
//! closure of all the heaps: the extended Φ is correct for every position, and Q_N is
//! reduced. This is the Guy-Smith induction of normal play (Winning Ways, chapter 4;
//! [`crate::game::octal::PeriodRule`] gives the same bound j e' + j p + t) applied to
//! transitions; Siegel's lecture notes "Misère games and misère quotients"
//! (arXiv math/0612616) prove a periodicity theorem for misère quotients of octal games
//! of this kind (the "Guy-Smith-Plambeck Periodicity Theorem"). The pairing of options
//! needs digits without conditions: codes with `!`, `?` or `=` are computed but never
//! certified.
//!
//! # Answers for sums
//! A sum of heaps maps to the product of their classes (with a certified period, a heap
//! beyond N is read at the heap of its residue): O(m) products for m heaps, whatever
//! their sizes. A winning move takes one heap to an option whose class, times the
//! other heaps' product, is in the P-portion; on a heap beyond N the move is found on
//! the heap of its residue and lifted (the same tokens taken, the difference added to
//! the largest part), which keeps its class. O(m + the options of the heaps tried, each
//! at most N tokens).
//!
//! Not done: the genus of each heap (it needs the sums with copies of nim-heaps, which
//! are not positions of the game), periods of codes with conditions, and quotients of
//! infinite order (a quotient that keeps growing is reported heap by heap until the
//! bounds, never guessed).

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::game::octal::{find_period, OctalGame, Parts, PeriodRule, PLAIN_MAX_HEAPS};
use crate::game::{LimitError, Verdict};

mod closure;
mod extend;
mod monoid;
mod options;

#[cfg(test)]
mod tests;

use closure::{heap_transition, Closure, Failure, Transition};
use extend::{candidate, option_images, Base, BuildError, BuildLimits, MAX_REFINEMENTS};
use monoid::{Presentation, Table};
use options::for_each_option;

/// Largest quotient order accepted ([`QuotientConfig::max_order`]): the multiplication
/// table takes order² · 4 bytes.
pub const MAX_ORDER: usize = 8192;

/// An element of a misère quotient: an index into [`MisereQuotient`]'s elements, which
/// are numbered by their normal forms (the identity is 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ElementId(u32);

impl ElementId {
    /// The element's index, `0..order`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Bounds of a quotient computation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct QuotientConfig {
    /// The most heaps (sizes 1..max_heaps) computed before giving up certifying.
    pub max_heaps: u64,
    /// The largest quotient order accepted (at most [`MAX_ORDER`]).
    pub max_order: usize,
    /// The most transitions the verification closure may hold.
    pub max_transitions: usize,
}

impl QuotientConfig {
    /// Heaps 1..max_heaps, quotients up to order 1024, closures up to 2^20 transitions.
    pub fn new(max_heaps: u64) -> QuotientConfig {
        QuotientConfig { max_heaps, max_order: 1024, max_transitions: 1 << 20 }
    }

    /// The same with another bound on the order.
    pub fn with_max_order(self, max_order: usize) -> QuotientConfig {
        QuotientConfig { max_order, ..self }
    }

    /// The same with another bound on the verification closure.
    pub fn with_max_transitions(self, max_transitions: usize) -> QuotientConfig {
        QuotientConfig { max_transitions, ..self }
    }
}

/// Why a quotient was not computed.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum QuotientError {
    /// A bound of the request is beyond what the library accepts.
    Limit(LimitError),
    /// At heap `heap`, `what` reached `size`, beyond the bound `limit`: computing the
    /// quotient of heaps 1..heap needs a larger bound. A candidate's order counts before
    /// the candidate is verified (a wrong candidate may be larger than the quotient).
    TooLarge {
        /// The heap being added.
        heap: u64,
        /// What outgrew its bound: "candidate order", "verification closure size",
        /// "base size", "row count", "unreduced candidate size".
        what: &'static str,
        /// How large it was found (at least).
        size: usize,
        /// The bound.
        limit: usize,
    },
    /// No candidate for heaps 1..heap passed the verification after `refinements`
    /// refinements of the base: more refinements would be needed.
    Unresolved {
        /// The heap being added.
        heap: u64,
        /// The refinements tried.
        refinements: usize,
    },
    /// The stop flag was raised; heaps 1..heap - 1 were done.
    Stopped {
        /// The heap being added.
        heap: u64,
    },
}

impl fmt::Display for QuotientError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QuotientError::Limit(err) => write!(f, "{err}"),
            QuotientError::TooLarge { heap, what, size, limit } => write!(
                f,
                "computing the misère quotient of heaps 1..{heap} reached a {what} of {size}, \
                 beyond the bound of {limit}: a larger bound is needed"
            ),
            QuotientError::Unresolved { heap, refinements } => write!(
                f,
                "no candidate quotient of heaps 1..{heap} passed the verification after \
                 {refinements} refinements of its base: more refinements would be needed"
            ),
            QuotientError::Stopped { heap } => write!(f, "stopped while adding heap {heap}"),
        }
    }
}

impl std::error::Error for QuotientError {}

impl From<LimitError> for QuotientError {
    fn from(err: LimitError) -> QuotientError {
        QuotientError::Limit(err)
    }
}

/// A generator of a quotient's presentation: the first heap whose class the earlier
/// generators do not produce.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Generator {
    /// Its name: `a`, `b`, ..., `z`, then `g27`, `g28`, ...
    pub name: String,
    /// The heap size whose class it is.
    pub heap: u64,
    /// Its element.
    pub element: ElementId,
}

/// A relation of a presentation, `lhs = rhs`, each word an exponent per generator.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Relation {
    /// The left-hand word (a least word that is not a normal form).
    pub lhs: Vec<u32>,
    /// The right-hand word (the normal form of the same element).
    pub rhs: Vec<u32>,
}

/// The period of a pretending function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct QuotientPeriod {
    /// p: Φ(h + p) = Φ(h) for every h >= `preperiod` within the heaps computed.
    pub period: u64,
    /// e: the smallest such start.
    pub preperiod: u64,
    /// Whether the heaps computed reach `needed`, which proves the period and the
    /// quotient for every heap (see the module doc).
    pub certified: bool,
    /// How many heap sizes (0..N) the theorem needs; `None` for codes with conditions.
    pub needed: Option<u64>,
}

/// A move on one heap of a sum: take `take` tokens from heap `heap` (0-based in the
/// sum), leaving `parts` (0 to 4 heaps, in non-decreasing order).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct QuotientMove {
    /// The heap, 0-based.
    pub heap: usize,
    /// How many tokens are taken.
    pub take: u64,
    /// The heaps left in its place.
    pub parts: Vec<u64>,
}

/// The answer for a sum of heaps, read from the quotient.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct SumOutcome {
    /// The sum's class.
    pub element: ElementId,
    /// Whether the player to move wins (the class is not in the P-portion).
    pub mover_wins: bool,
    /// A winning move, `None` when the player to move loses or has no move (and wins).
    pub winning_move: Option<QuotientMove>,
}

impl Verdict for SumOutcome {
    type Move = QuotientMove;

    fn mover_wins(&self) -> bool {
        self.mover_wins
    }

    fn winning_move(&self) -> Option<QuotientMove> {
        self.winning_move.clone()
    }
}

/// The misère quotient of a game's heaps 1..N, with its pretending function and, once
/// certified, its period (then it is the quotient of every heap size).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MisereQuotient {
    game: OctalGame,
    table: Table,
    in_p: Vec<bool>,
    phi: Vec<ElementId>,
    orders: Vec<usize>,
    presentation: Presentation,
    period: Option<QuotientPeriod>,
}

/// The misère quotient of `game`'s heaps, heap by heap until its pretending function is
/// certified periodic (see the module doc) or `config.max_heaps` heaps are done.
///
/// # Errors
/// [`QuotientError::Limit`] when `config` asks for more heaps than the code's bound
/// ([`PLAIN_MAX_HEAPS`] by the most heaps a move leaves) or an order above
/// [`MAX_ORDER`]; [`QuotientError::TooLarge`] and [`QuotientError::Unresolved`] when a
/// heap's quotient is beyond the bounds; [`QuotientError::Stopped`] when `stop` is
/// raised.
///
/// # Complexity
/// Per heap n: O(n t) products for its options' classes, then either a hash look-up
/// (the usual case), or the closure extended by heap n's transition at the elements that
/// pass an O(states) check, or a candidate built and verified (see the modules `extend`
/// and `closure`).
///
/// # Examples
/// ```
/// use std::sync::atomic::AtomicBool;
/// use grundy::game::misere::quotient::{misere_quotient, QuotientConfig};
/// use grundy::game::octal::OctalGame;
/// // 0.75: an order-8 quotient generated by heaps 1, 2 and 5.
/// let game: OctalGame = "0.75".parse()?;
/// let q = misere_quotient(&game, &QuotientConfig::new(100), &AtomicBool::new(false))?;
/// assert!(q.is_certified());
/// assert_eq!(q.order(), 8);
/// let relations: Vec<String> = q.relations().iter().map(|r| q.relation_text(r)).collect();
/// assert_eq!(relations, ["a^2 = 1", "bc = ab", "c^2 = b^2", "b^3 = b"]);
/// let p: Vec<String> = q.p_portion().into_iter().map(|e| q.name(e)).collect();
/// assert_eq!(p, ["a", "b^2"]);
/// // Heaps 1 and 2: a b is not in the P-portion, so the player to move wins.
/// assert!(q.outcome(&[1, 2]).unwrap().mover_wins);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn misere_quotient(
    game: &OctalGame,
    config: &QuotientConfig,
    stop: &AtomicBool,
) -> Result<MisereQuotient, QuotientError> {
    let run = misere_quotient_run(game, config, stop, &mut |_, _| {})?;
    match run.stopped_by {
        Some(err) => Err(err),
        None => Ok(run.quotient),
    }
}

/// What [`misere_quotient_run`] computed: the quotient of the heaps done, and what
/// stopped the run before `max_heaps` or a certified period, if anything.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct QuotientRun {
    /// The quotient of heaps 1..`quotient.heaps()`: every heap added before the stop.
    pub quotient: MisereQuotient,
    /// Why the run stopped early (a bound met at the next heap, or the stop flag); `None`
    /// when it reached `max_heaps` or certified a period.
    pub stopped_by: Option<QuotientError>,
}

/// As [`misere_quotient`], but a run stopped by a bound or the stop flag keeps what it
/// computed: the quotient of the heaps done before, with the reason it stopped.
/// `on_heap(n, order)` is called after each heap n with the order of the quotient of
/// heaps 1..n (for progress reports).
///
/// # Errors
/// [`QuotientError::Limit`] for a request beyond the library's bounds (nothing computed).
pub fn misere_quotient_run(
    game: &OctalGame,
    config: &QuotientConfig,
    stop: &AtomicBool,
    on_heap: &mut dyn FnMut(u64, usize),
) -> Result<QuotientRun, QuotientError> {
    run_with(game, config, stop, on_heap, Joins::AnyElement)
}

/// [`misere_quotient_run`], trying heap n at the elements `joins` names first.
fn run_with(
    game: &OctalGame,
    config: &QuotientConfig,
    stop: &AtomicBool,
    on_heap: &mut dyn FnMut(u64, usize),
    joins: Joins,
) -> Result<QuotientRun, QuotientError> {
    let j = (game.most_heaps_left() as usize).min(PLAIN_MAX_HEAPS.len() - 1);
    let heap_limit = PLAIN_MAX_HEAPS[j];
    if config.max_heaps > heap_limit {
        return Err(
            LimitError::new("number of heaps of a misère quotient", config.max_heaps, heap_limit).into()
        );
    }
    if config.max_order > MAX_ORDER {
        return Err(
            LimitError::new("misère quotient order", config.max_order as u64, MAX_ORDER as u64).into()
        );
    }
    let rule = certifying_rule(game);
    let mut state = State::new(config, joins);
    let mut orders = vec![1usize];
    let mut period = None;
    let mut stopped_by = None;
    for heap in 1..=config.max_heaps {
        if stop.load(Ordering::Relaxed) {
            stopped_by = Some(QuotientError::Stopped { heap });
            break;
        }
        // A failed heap leaves the state of heaps 1..heap - 1 as it was.
        if let Err(err) = state.add_heap(game, heap) {
            stopped_by = Some(err);
            break;
        }
        orders.push(state.table.len());
        on_heap(heap, state.table.len());
        let values: Vec<u16> = state.phi.iter().map(|&x| x as u16).collect();
        period = find_period(&values, &rule).map(|p| QuotientPeriod {
            period: p.period,
            preperiod: p.preperiod,
            certified: p.certified,
            needed: p.needed,
        });
        if period.is_some_and(|p| p.certified) {
            break;
        }
    }
    Ok(QuotientRun { quotient: MisereQuotient::assemble(game, state, orders, period), stopped_by })
}

/// The periodicity rule the theorem of the module doc certifies with: the octal rule for
/// codes without conditions, none otherwise.
fn certifying_rule(game: &OctalGame) -> PeriodRule {
    let t = game.last_digit_position() as u64;
    if (0..game.digits().len()).any(|k| game.parts(k) != Parts::Any) {
        PeriodRule::none(t)
    } else {
        PeriodRule::new(t, u64::from(game.most_heaps_left().max(1)), 0)
    }
}

/// Which elements of Q_{n-1} heap n is tried at before a new candidate is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Joins {
    /// Only the value of a state with heap n's move flag and contexts.
    // Only the tests run it: the reference `AnyElement` is compared with.
    #[cfg_attr(not(test), allow(dead_code))]
    KnownOptions,
    /// That value first, then every element that passes [`Closure::admits`].
    AnyElement,
}

/// The computation's state after heaps 1..n.
struct State {
    table: Table,
    in_p: Vec<bool>,
    phi: Vec<u32>,
    closure: Closure,
    max_order: usize,
    max_transitions: usize,
    joins: Joins,
}

impl State {
    fn new(config: &QuotientConfig, joins: Joins) -> State {
        let table = Table::trivial();
        let in_p = vec![false];
        let closure = Closure::verify(&table, &in_p, &[], usize::MAX).expect("the trivial quotient");
        State {
            table,
            in_p,
            phi: vec![0],
            closure,
            max_order: config.max_order,
            max_transitions: config.max_transitions,
            joins,
        }
    }

    fn option_set(&self, game: &OctalGame, heap: u64, phi: &[u32], table: &Table) -> Vec<u32> {
        let mut set = option_images(game, heap, phi, |items| table.product(items.iter().copied()));
        set.sort_unstable();
        set.dedup();
        set
    }

    fn add_heap(&mut self, game: &OctalGame, heap: u64) -> Result<(), QuotientError> {
        let options = self.option_set(game, heap, &self.phi, &self.table);
        if options.is_empty() {
            // A heap without a move is the empty position.
            self.phi.push(0);
            return Ok(());
        }
        // 1. Heap n joins an element of Q_{n-1}: first the value of a state whose options
        // act as heap n's do, then (`Joins::AnyElement`) every other element whose
        // products with the states are parity-correct.
        let probe = heap_transition(&self.table, &self.in_p, 0, &options);
        let known = self.closure.value_with_options(&probe);
        if let Some(value) = known {
            if self.closure.contains(&Transition { value, ..probe.clone() }) {
                self.phi.push(value);
                return Ok(());
            }
        }
        let others = match self.joins {
            Joins::KnownOptions => 0,
            Joins::AnyElement => self.table.len() as u32,
        };
        for value in known.into_iter().chain((0..others).filter(|&x| Some(x) != known)) {
            let t = Transition { value, ..probe.clone() };
            if Some(value) != known && !self.closure.admits(&self.table, &self.in_p, &t) {
                continue;
            }
            match self.closure.try_extend(&self.table, &self.in_p, t, self.max_transitions) {
                Ok(()) => {
                    self.phi.push(value);
                    return Ok(());
                }
                Err(Failure::Parity) => {}
                Err(Failure::TooLarge { states }) if Some(value) == known => {
                    return Err(self.too_large(
                        heap,
                        "verification closure size",
                        states,
                        self.max_transitions,
                    ));
                }
                // Another element may still pass, or a new candidate.
                Err(Failure::TooLarge { .. }) => {}
            }
        }
        // 2. A new candidate, on finer and finer bases.
        let limits = BuildLimits {
            max_base: self.max_order.saturating_mul(64).max(1 << 12),
            max_rows: 4096,
            max_elements: self.max_order.saturating_mul(256).max(1 << 16),
        };
        let accepted = {
            let mut base = Base::new(&self.table, &self.phi);
            let mut accepted = None;
            while accepted.is_none() {
                let cand = candidate(game, &mut base, &self.in_p, limits).map_err(
                    |BuildError::TooLarge { what, size, limit }| QuotientError::TooLarge {
                        heap,
                        what,
                        size,
                        limit,
                    },
                )?;
                if cand.table.len() > self.max_order {
                    let what = "candidate order";
                    return Err(self.too_large(heap, what, cand.table.len(), self.max_order));
                }
                let heaps: Vec<Transition> = (1..=heap)
                    .map(|h| {
                        let opts = self.option_set(game, h, &cand.phi, &cand.table);
                        heap_transition(&cand.table, &cand.in_p, cand.phi[h as usize], &opts)
                    })
                    .collect();
                match Closure::verify(&cand.table, &cand.in_p, &heaps, self.max_transitions) {
                    Ok(closure) => accepted = Some((cand, closure)),
                    Err(Failure::Parity) if base.refinements() < MAX_REFINEMENTS => base.refine(game, cand),
                    Err(Failure::Parity) => {
                        return Err(QuotientError::Unresolved { heap, refinements: MAX_REFINEMENTS });
                    }
                    Err(Failure::TooLarge { states }) => {
                        return Err(self.too_large(
                            heap,
                            "verification closure size",
                            states,
                            self.max_transitions,
                        ));
                    }
                }
            }
            accepted
        };
        let (cand, closure) = accepted.expect("accepted");
        self.table = cand.table;
        self.in_p = cand.in_p;
        self.phi = cand.phi;
        self.closure = closure;
        Ok(())
    }

    fn too_large(&self, heap: u64, what: &'static str, size: usize, limit: usize) -> QuotientError {
        QuotientError::TooLarge { heap, what, size, limit }
    }
}

/// The name of generator `g`: `a`..`z`, then `g27`, ...
fn generator_name(g: usize) -> String {
    if g < 26 {
        char::from(b'a' + g as u8).to_string()
    } else {
        format!("g{}", g + 1)
    }
}

impl MisereQuotient {
    fn assemble(
        game: &OctalGame,
        state: State,
        orders: Vec<usize>,
        period: Option<QuotientPeriod>,
    ) -> MisereQuotient {
        let State { table, in_p, phi, .. } = state;
        let presentation = Presentation::new(&table, &phi[1..]);
        // Number the elements by their normal forms.
        let mut by_word: Vec<u32> = (0..table.len() as u32).collect();
        by_word.sort_by(|&a, &b| {
            word_order(&presentation.normal_forms[a as usize], &presentation.normal_forms[b as usize])
        });
        let mut new_of_old = vec![0u32; table.len()];
        for (new, &old) in by_word.iter().enumerate() {
            new_of_old[old as usize] = new as u32;
        }
        let table = table.relabel(&new_of_old);
        let in_p = by_word.iter().map(|&old| in_p[old as usize]).collect();
        let phi = phi.iter().map(|&x| ElementId(new_of_old[x as usize])).collect();
        let presentation = Presentation {
            generators: presentation.generators.iter().map(|&g| new_of_old[g as usize]).collect(),
            generator_sources: presentation.generator_sources,
            normal_forms: by_word
                .iter()
                .map(|&old| presentation.normal_forms[old as usize].clone())
                .collect(),
            relations: presentation.relations,
        };
        MisereQuotient { game: game.clone(), table, in_p, phi, orders, presentation, period }
    }

    /// The game.
    pub fn game(&self) -> &OctalGame {
        &self.game
    }

    /// N: the largest heap computed (the quotient is that of heaps 1..N, and of every
    /// heap once certified).
    pub fn heaps(&self) -> u64 {
        self.phi.len() as u64 - 1
    }

    /// The number of elements.
    pub fn order(&self) -> usize {
        self.table.len()
    }

    /// The order of the quotient of heaps 1..n, for n = 0..=N.
    pub fn orders(&self) -> &[usize] {
        &self.orders
    }

    /// The identity (the class of the empty position).
    pub fn identity(&self) -> ElementId {
        ElementId(0)
    }

    /// Every element, in order.
    pub fn elements(&self) -> impl Iterator<Item = ElementId> {
        (0..self.table.len() as u32).map(ElementId)
    }

    /// The product of two elements (the class of a sum).
    pub fn multiply(&self, a: ElementId, b: ElementId) -> ElementId {
        ElementId(self.table.mul(a.0, b.0))
    }

    /// Whether `e` is in the P-portion (its positions are won by the previous player).
    pub fn is_p(&self, e: ElementId) -> bool {
        self.in_p[e.index()]
    }

    /// The P-portion, in order.
    pub fn p_portion(&self) -> Vec<ElementId> {
        self.elements().filter(|&e| self.is_p(e)).collect()
    }

    /// The generators of the presentation, in the order of their heaps.
    pub fn generators(&self) -> Vec<Generator> {
        let p = &self.presentation;
        (0..p.generators.len())
            .map(|g| Generator {
                name: generator_name(g),
                heap: p.generator_sources[g] as u64 + 1,
                element: ElementId(p.generators[g]),
            })
            .collect()
    }

    /// The relations of the presentation (see [`Relation`]); with the generators they
    /// determine the monoid.
    pub fn relations(&self) -> Vec<Relation> {
        self.presentation.relations.iter().map(|(l, r)| Relation { lhs: l.clone(), rhs: r.clone() }).collect()
    }

    /// The normal form of `e`: the exponent of each generator.
    pub fn word(&self, e: ElementId) -> &[u32] {
        &self.presentation.normal_forms[e.index()]
    }

    /// A word in the generators' names: `1`, `a`, `ab^2`, `b^2c`.
    pub fn word_text(&self, word: &[u32]) -> String {
        let mut s = String::new();
        for (g, &k) in word.iter().enumerate() {
            if k == 0 {
                continue;
            }
            s.push_str(&generator_name(g));
            if k > 1 {
                s.push_str(&format!("^{k}"));
            }
        }
        if s.is_empty() {
            s.push('1');
        }
        s
    }

    /// The name of `e`: its normal form as [`MisereQuotient::word_text`] writes it.
    pub fn name(&self, e: ElementId) -> String {
        self.word_text(self.word(e))
    }

    /// A relation as text: `bc = ac`.
    pub fn relation_text(&self, r: &Relation) -> String {
        format!("{} = {}", self.word_text(&r.lhs), self.word_text(&r.rhs))
    }

    /// The pretending function on heaps 0..=N (heap 0: the identity).
    pub fn pretending_function(&self) -> &[ElementId] {
        &self.phi
    }

    /// The period of the pretending function: certified (then the quotient is the whole
    /// game's), or the candidate the heaps computed show with the heaps it would need;
    /// `None` when none shows.
    pub fn period(&self) -> Option<QuotientPeriod> {
        self.period
    }

    /// Whether the quotient is certified to be that of every heap size.
    pub fn is_certified(&self) -> bool {
        self.period.is_some_and(|p| p.certified)
    }

    /// The heap up to N with the class of `heap`: `heap` itself up to N, beyond it (once
    /// certified) the heap in N - p + 1..=N of the same residue; `None` beyond N when
    /// not certified.
    fn representative(&self, heap: u64) -> Option<u64> {
        let n = self.heaps();
        if heap <= n {
            return Some(heap);
        }
        let p = self.period.filter(|p| p.certified)?.period;
        Some(heap - (heap - n).div_ceil(p) * p)
    }

    /// The class Φ(heap); `None` beyond the heaps computed when not certified.
    pub fn pretending(&self, heap: u64) -> Option<ElementId> {
        self.representative(heap).map(|h| self.phi[h as usize])
    }

    /// The class of a sum of heaps (0 for an empty heap); `None` when a heap is beyond
    /// the heaps computed and the quotient is not certified.
    pub fn element_of(&self, heaps: &[u64]) -> Option<ElementId> {
        heaps.iter().try_fold(self.identity(), |acc, &h| Some(self.multiply(acc, self.pretending(h)?)))
    }

    /// Who wins a sum of heaps and a winning move, read from the quotient; `None` when a
    /// heap is beyond the heaps computed and the quotient is not certified.
    ///
    /// # Complexity
    /// O(m) products for m heaps, and for a winning move the options of the heaps tried
    /// (each read at a heap of at most N tokens): independent of the heap sizes.
    pub fn outcome(&self, heaps: &[u64]) -> Option<SumOutcome> {
        let classes: Vec<ElementId> = heaps.iter().map(|&h| self.pretending(h)).collect::<Option<_>>()?;
        let mut suffix = vec![self.identity(); classes.len() + 1];
        for i in (0..classes.len()).rev() {
            suffix[i] = self.multiply(classes[i], suffix[i + 1]);
        }
        let element = suffix[0];
        let mover_wins = !self.is_p(element);
        let mut winning_move = None;
        if mover_wins {
            let mut prefix = self.identity();
            for (i, &h) in heaps.iter().enumerate() {
                let rest = self.multiply(prefix, suffix[i + 1]);
                if let Some(m) = self.move_into_p(i, h, rest) {
                    winning_move = Some(m);
                    break;
                }
                prefix = self.multiply(prefix, classes[i]);
            }
        }
        Some(SumOutcome { element, mover_wins, winning_move })
    }

    /// A move on heap `h` (number `index` in the sum) whose result times `rest` is in
    /// the P-portion.
    fn move_into_p(&self, index: usize, h: u64, rest: ElementId) -> Option<QuotientMove> {
        let base = self.representative(h)?;
        let mut found = None;
        for_each_option(&self.game, base, |take, parts| {
            let class = parts.iter().fold(rest, |acc, &p| self.multiply(acc, self.phi[p as usize]));
            // A move that takes a whole heap is no option of a larger one.
            if self.is_p(class) && (h == base || !parts.is_empty()) {
                let mut parts = parts.to_vec();
                if let Some(last) = parts.last_mut() {
                    // Lifted to the real heap: the largest part takes the difference.
                    *last += h - base;
                }
                found = Some(QuotientMove { heap: index, take, parts });
                return false;
            }
            true
        });
        found
    }
}

/// The order of normal forms: fewer letters, then smaller exponents of later generators.
fn word_order(a: &[u32], b: &[u32]) -> std::cmp::Ordering {
    let (da, db): (u32, u32) = (a.iter().sum(), b.iter().sum());
    da.cmp(&db).then_with(|| a.iter().rev().cmp(b.iter().rev()))
}
