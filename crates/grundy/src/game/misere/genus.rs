//! Conway's genus theory of misère impartial games: the genus of any game given by a
//! successor closure ([`genus`], [`GenusMemo`]), tame games and the rule that decides
//! sums of them ([`TameClass`]), and the classification of components from their options
//! ([`OptionClasses`], [`ComponentClass`]).
//!
//! # Genus
//! For a game G let g+ be its normal-play Grundy value and G^-(G) its misère Grundy value
//! (G^-(0) = 1, otherwise the mex of the options' G^- values; the player to move wins
//! G under misère play iff G^-(G) != 0). The genus of G is g+ with the exponents
//! γ_n = G^-(G + 2_n), where 2_n is a sum of n nim heaps of size 2 (ONAG, ch. 12;
//! *Winning Ways* ch. 13; Siegel, *Combinatorial Game Theory*, ch. V). [`Genus`] shows it
//! as CGSuite does: `0^120` for the game 0 (γ = 1, 2, 0, 2, 0, ...).
//!
//! The exponents are computed from the options' exponents alone, without building the
//! sums: G + 2_n has the options G' + 2_n, G + 2_{n-1} + *1 and G + 2_{n-1}, and
//! G^-(H + *1) = G^-(H) XOR 1 for every game H (by induction: for H = 0 both sides are 0;
//! otherwise H + *1 has the options H' + *1, worth G^-(H') XOR 1, and H, worth v = G^-(H),
//! and the mex of {v} with the set {G^-(H')} XOR 1 is v XOR 1, as the pairs {2k, 2k + 1}
//! are closed under XOR 1). So, for n >= 1,
//!
//! γ_n = mex({γ'_n : G' an option} ∪ {γ_{n-1}, γ_{n-1} XOR 1}), and γ_0 = mex{γ'_0}
//! (1 without options).
//!
//! *When the exponents have settled.* If every option satisfies γ'_{i+2} = γ'_i for
//! i >= s', let M = max(1, max s'). For n >= M the n-th step is x ↦ f_n(x) =
//! mex(S_n ∪ {x, x XOR 1}) with S_{n+2} = S_n. Such a map gives μ = mex S_n unless x is in
//! μ's pair {2k, 2k + 1}, and its value is never in x's pair. Hence g = f_M ∘ f_{M+1}
//! fixes μ_M (f_{M+1}(μ_M) is outside μ_M's pair, and f_M of such a value is μ_M), and
//! its images, which lie in f_M's image {μ_M, ν_M}, are fixed points. So γ_{M+2} =
//! g(γ_M) is fixed by g, and likewise γ_{M+3}: γ_{i+2} = γ_i for every i >= M + 2.
//! [`GenusMemo`] computes γ_0 ..= γ_{M+3} for each position and keeps the shortest prefix
//! after which the last two exponents repeat. The tests check every exponent against the
//! definition (a misère search of G + 2_n) on every game born by day 3 and on random
//! games born on day 4.
//!
//! Complexity: O(Σ_v (s_v + 4) · (deg(v) + 1)) time for the V positions reachable from the
//! start, s_v the settling index (at most 2 more than its options'; small in practice),
//! and O(Σ_v s_v) space, with one successor listing per position.
//!
//! # Tame games and their sums
//! Following ONAG (ch. 12), a game is *tame* when every option is tame and its pair
//! (g+, G^-) is one of (0, 1), (1, 0), (0, 0), (1, 1) or (n, n) for n >= 2: the pairs
//! of the sums of nim heaps. A tame game is *fickle* when its pair is (0, 1) or (1, 0)
//! (it acts as a heap of 0 or 1), *firm* otherwise. Conway's theorem: a sum of tame games
//! is tame; its g+ is the XOR of the parts' g+; it is fickle iff every part is; so its
//! G^- is g+ XOR 1 when fickle and g+ when firm. The player to move wins iff G^- != 0:
//! misère Nim's rule with "a heap of two or more" read as "a firm component"
//! (*Winning Ways*, ch. 13, "tame games"; the firm and fickle names are theirs). A tame
//! game's genus is g+^{G^-, g+ XOR 2, g+, ...} ([`TameClass::genus`]). The tests check
//! the theorem on every pair of games born by day 3, on random sums of up to four tame
//! games born by day 4, and that it fails for wild games. Only this hereditary notion of
//! tameness is used: Winning Ways' extension to games that are tame through reversible
//! moves, the restive and restless games, and misère simplification (with its Endgame
//! Proviso) are not.
//!
//! A component whose options are sums of classified components is classified in time
//! linear in its options' parts ([`OptionClasses`]); it is tame iff every part of every
//! option is tame and its own pair is a tame pair, and it is exactly a nim heap when every
//! option is exactly a heap (or 0) and the sizes are those below its value.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::fmt;
use std::hash::Hash;

use super::outcome::{Limits, MisereLimitError};
use crate::game::grundy::CycleError;
use crate::game::Nimber;

/// The genus of a game: its normal-play value g+ and the exponents γ_0, γ_1, ...
/// (γ_n the misère Grundy value of the game plus n heaps of size 2), stored as the
/// shortest prefix after which the last two repeat for ever.
///
/// # Examples
/// ```
/// use grundy::game::misere::genus::genus;
/// use grundy::game::misere::Limits;
/// // A nim heap of 3: options the heaps 0, 1, 2.
/// let heap = genus(3u32, |&n| 0..n, &Limits::default())?;
/// assert_eq!(heap.to_string(), "3^31");
/// assert_eq!((heap.plus(), heap.gamma(0), heap.gamma(5)), (3, 3, 1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Genus {
    plus: Nimber,
    /// γ_0 ..= γ_{s+1}, s the settling index; at least two values.
    minus: Vec<Nimber>,
}

impl Genus {
    /// The genus with normal value `plus` and exponents `exponents`, continued by repeating
    /// the last two; `None` for fewer than two exponents.
    pub fn new(plus: Nimber, exponents: &[Nimber]) -> Option<Genus> {
        if exponents.len() < 2 {
            return None;
        }
        let mut minus = exponents.to_vec();
        while minus.len() > 2 && minus[minus.len() - 1] == minus[minus.len() - 3] {
            minus.pop();
        }
        Some(Genus { plus, minus })
    }

    /// g+: the normal-play Grundy value.
    pub fn plus(&self) -> Nimber {
        self.plus
    }

    /// γ_n: the misère Grundy value of the game plus `n` heaps of size 2.
    pub fn gamma(&self, n: u64) -> Nimber {
        let len = self.minus.len() as u64;
        let idx = if n < len { n } else { len - 2 + (n - len) % 2 };
        self.minus[idx as usize]
    }

    /// γ_0, the misère Grundy value: the player to move wins the game alone iff it is
    /// non-zero.
    pub fn misere_value(&self) -> Nimber {
        self.minus[0]
    }

    /// The stored exponents γ_0 ..= γ_{s+1}: the last two repeat for ever.
    pub fn exponents(&self) -> &[Nimber] {
        &self.minus
    }

    /// The least s with γ_{n+2} = γ_n for every n >= s.
    pub fn settled_from(&self) -> usize {
        self.minus.len() - 2
    }
}

impl fmt::Display for Genus {
    /// CGSuite's notation: `g^abc`, or `g^(a,b,c)` when an exponent has two digits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}^", self.plus)?;
        if self.minus.iter().all(|&g| g < 10) {
            self.minus.iter().try_for_each(|g| write!(f, "{g}"))
        } else {
            let parts: Vec<String> = self.minus.iter().map(|g| g.to_string()).collect();
            write!(f, "({})", parts.join(","))
        }
    }
}

/// The pair (g+, G^-) of a tame game: one of (0, 1), (1, 0), (0, 0), (1, 1), (n, n).
///
/// # Examples
/// ```
/// use grundy::game::misere::genus::TameClass;
/// let one = TameClass::new(1, 0).unwrap(); // a heap of one (fickle)
/// let two = TameClass::new(2, 2).unwrap(); // a heap of two (firm)
/// assert_eq!(TameClass::sum([one, one]), TameClass::new(0, 1).unwrap());
/// assert_eq!(TameClass::sum([two, two]), TameClass::new(0, 0).unwrap()); // lost
/// assert!(TameClass::new(4, 1).is_none()); // a wild pair
/// assert_eq!(two.genus().to_string(), "2^20");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TameClass {
    plus: Nimber,
    minus: Nimber,
}

impl TameClass {
    /// The class of the game 0 (and of every fickle game of value 0).
    pub const ZERO: TameClass = TameClass { plus: 0, minus: 1 };

    /// The class with these values, `None` unless they are a tame pair.
    pub fn new(plus: Nimber, minus: Nimber) -> Option<TameClass> {
        (plus == minus || (plus < 2 && minus < 2)).then_some(TameClass { plus, minus })
    }

    /// g+.
    pub fn plus(self) -> Nimber {
        self.plus
    }

    /// G^-, the misère Grundy value.
    pub fn minus(self) -> Nimber {
        self.minus
    }

    /// Whether the game acts as a heap of 0 or 1: its pair is (0, 1) or (1, 0).
    pub fn is_fickle(self) -> bool {
        self.plus != self.minus
    }

    /// Whether the player to move wins the game alone under misère play.
    pub fn mover_wins(self) -> bool {
        self.minus != 0
    }

    /// The class of a sum of tame games (Conway): g+ the XOR, fickle iff every part is.
    ///
    /// # Complexity
    /// O(k) for k parts.
    pub fn sum(parts: impl IntoIterator<Item = TameClass>) -> TameClass {
        let (plus, fickle) = parts.into_iter().fold((0, true), |(p, f), c| (p ^ c.plus, f && c.is_fickle()));
        TameClass { plus, minus: if fickle { plus ^ 1 } else { plus } }
    }

    /// The genus of a tame game of this class: g+^{G^-, g+ XOR 2, g+, g+ XOR 2, ...}.
    pub fn genus(self) -> Genus {
        let exponents = [self.minus, self.plus ^ 2, self.plus];
        Genus::new(self.plus, &exponents).unwrap_or_else(|| unreachable!("three exponents"))
    }
}

/// What genus theory knows of a component from its options: its normal value, whether
/// it is tame (and its class), whether its game tree is exactly a nim heap's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ComponentClass {
    plus: Nimber,
    tame: Option<TameClass>,
    nim_heap: bool,
}

impl ComponentClass {
    /// A component without a move: the game 0 (a nim heap of 0, tame and fickle).
    pub const ZERO: ComponentClass = ComponentClass { plus: 0, tame: Some(TameClass::ZERO), nim_heap: true };

    /// Its normal-play Grundy value.
    pub fn plus(self) -> Nimber {
        self.plus
    }

    /// Its tame class, `None` when it is wild (not tame).
    pub fn tame(self) -> Option<TameClass> {
        self.tame
    }

    /// Whether its game tree is that of the nim heap of size [`Self::plus`].
    pub fn is_nim_heap(self) -> bool {
        self.nim_heap
    }
}

/// A set of small values with its mex, growing only (so the mex only grows).
#[derive(Clone, Debug, Default)]
struct GrowingSet {
    dense: Vec<bool>,
    /// Values too large for `dense`.
    sparse: BTreeSet<Nimber>,
    mex: Nimber,
}

/// Values below this go into the dense part of a [`GrowingSet`].
const DENSE_BELOW: Nimber = 1 << 20;

impl GrowingSet {
    fn insert(&mut self, value: Nimber) {
        if value < DENSE_BELOW {
            let v = value as usize;
            if v >= self.dense.len() {
                self.dense.resize((v + 1).next_power_of_two(), false);
            }
            self.dense[v] = true;
        } else {
            self.sparse.insert(value);
        }
    }

    fn contains(&self, value: Nimber) -> bool {
        if value < DENSE_BELOW {
            self.dense.get(value as usize).copied().unwrap_or(false)
        } else {
            self.sparse.contains(&value)
        }
    }

    fn mex(&mut self) -> Nimber {
        while self.contains(self.mex) {
            self.mex += 1;
        }
        self.mex
    }
}

/// The options of one component, classified one by one, and the component's class
/// ([`OptionClasses::class`]). Options may keep coming after a class is taken (the option
/// sets of the split games grow with the component).
///
/// # Complexity
/// O(parts) per option, O(1) amortised per [`OptionClasses::class`] call over a growing
/// set; space linear in the largest option value.
///
/// # Examples
/// ```
/// use grundy::game::misere::genus::{ComponentClass, OptionClasses};
/// // A heap of 1, then a component with the options 0, *1 and *1 + *1.
/// let mut one = OptionClasses::new();
/// one.add([]);
/// let one = one.class();
/// assert!(one.is_nim_heap());
/// let mut c = OptionClasses::new();
/// for parts in [vec![], vec![one], vec![one, one]] {
///     c.add(parts);
/// }
/// let c = c.class();
/// assert_eq!((c.plus(), c.is_nim_heap()), (2, false)); // *1 + *1 is no heap
/// assert_eq!(c.tame().map(|t| t.minus()), Some(2)); // tame, genus 2^20
/// ```
#[derive(Clone, Debug)]
pub struct OptionClasses {
    plus: GrowingSet,
    minus: GrowingSet,
    any: bool,
    all_tame: bool,
    heaps_only: bool,
    largest_heap: Option<Nimber>,
}

impl Default for OptionClasses {
    fn default() -> OptionClasses {
        OptionClasses::new()
    }
}

impl OptionClasses {
    /// No option yet.
    pub fn new() -> OptionClasses {
        OptionClasses {
            plus: GrowingSet::default(),
            minus: GrowingSet::default(),
            any: false,
            all_tame: true,
            heaps_only: true,
            largest_heap: None,
        }
    }

    /// Adds an option: the sum of the components `parts` (empty: the game 0).
    pub fn add(&mut self, parts: impl IntoIterator<Item = ComponentClass>) {
        self.any = true;
        let mut plus = 0;
        let mut tame = Some((0, true));
        let mut non_zero_heaps = 0u32;
        let mut heaps = true;
        for part in parts {
            plus ^= part.plus;
            tame = match (tame, part.tame) {
                (Some((p, fickle)), Some(t)) => Some((p ^ t.plus, fickle && t.is_fickle())),
                _ => None,
            };
            heaps &= part.nim_heap;
            non_zero_heaps += u32::from(part.plus != 0);
        }
        self.plus.insert(plus);
        match tame {
            Some((p, fickle)) => self.minus.insert(if fickle { p ^ 1 } else { p }),
            None => self.all_tame = false,
        }
        if heaps && non_zero_heaps <= 1 {
            self.largest_heap = self.largest_heap.max(Some(plus));
        } else {
            self.heaps_only = false;
        }
    }

    /// The class of the component whose options are those added so far.
    pub fn class(&mut self) -> ComponentClass {
        let plus = self.plus.mex();
        let minus = if self.any { self.minus.mex() } else { 1 };
        let tame = if self.all_tame { TameClass::new(plus, minus) } else { None };
        let nim_heap = self.heaps_only && self.largest_heap.is_none_or(|h| h < plus);
        ComponentClass { plus, tame, nim_heap }
    }
}

/// Why [`genus`] gave no genus.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenusError<P> {
    /// The game graph has a cycle (genus theory is for games that end).
    Cycle(CycleError<P>),
    /// More positions than [`Limits::max_positions`].
    Limit(MisereLimitError),
}

impl<P: fmt::Debug> fmt::Display for GenusError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenusError::Cycle(err) => err.fmt(f),
            GenusError::Limit(err) => err.fmt(f),
        }
    }
}

impl<P: fmt::Debug> std::error::Error for GenusError<P> {}

/// The genera of the positions of one game, filled by [`GenusMemo::genus`]; keep it
/// across calls to share work between start positions.
#[derive(Clone, Debug)]
pub struct GenusMemo<P> {
    genera: HashMap<P, Genus>,
}

impl<P: Clone + Eq + Hash> Default for GenusMemo<P> {
    fn default() -> Self {
        GenusMemo { genera: HashMap::new() }
    }
}

/// One position on the search path with its successors still to visit.
struct Frame<P> {
    position: P,
    successors: Vec<P>,
    next: usize,
}

impl<P: Clone + Eq + Hash> GenusMemo<P> {
    /// An empty memo.
    pub fn new() -> GenusMemo<P> {
        GenusMemo::default()
    }

    /// The genus of `position` if it has been computed.
    pub fn get(&self, position: &P) -> Option<&Genus> {
        self.genera.get(position)
    }

    /// The number of positions whose genus is known.
    pub fn len(&self) -> usize {
        self.genera.len()
    }

    /// Whether no genus is known yet.
    pub fn is_empty(&self) -> bool {
        self.genera.is_empty()
    }

    /// The genus of `start` in the game whose moves `successors` lists (a finite game
    /// that ends: no cycle), computing and remembering the genus of every position it
    /// needs, by the recurrence of the module doc. A depth-first search with an explicit
    /// stack.
    ///
    /// # Complexity
    /// See the module doc; one successor listing per new position.
    ///
    /// # Errors
    /// [`GenusError::Cycle`] when a position can be reached again from itself;
    /// [`GenusError::Limit`] when the memo would hold more than `limits.max_positions`
    /// positions.
    pub fn genus<F, I>(
        &mut self,
        start: P,
        mut successors: F,
        limits: &Limits,
    ) -> Result<Genus, GenusError<P>>
    where
        F: FnMut(&P) -> I,
        I: IntoIterator<Item = P>,
    {
        if let Some(genus) = self.get(&start) {
            return Ok(genus.clone());
        }
        let mut on_path: HashSet<P> = HashSet::new();
        let mut stack: Vec<Frame<P>> = Vec::new();
        let mut work = GammaWork::default();
        on_path.insert(start.clone());
        let first = successors(&start).into_iter().collect();
        stack.push(Frame { position: start, successors: first, next: 0 });
        while let Some(frame) = stack.last_mut() {
            if frame.next < frame.successors.len() {
                let child = frame.successors[frame.next].clone();
                frame.next += 1;
                if self.genera.contains_key(&child) {
                    continue;
                }
                if on_path.contains(&child) {
                    let from = stack.iter().position(|f| f.position == child).unwrap_or(0);
                    let cycle = stack[from..].iter().map(|f| f.position.clone()).collect();
                    return Err(GenusError::Cycle(CycleError { cycle }));
                }
                if (self.genera.len() + stack.len()) as u64 >= limits.max_positions {
                    let reached = (self.genera.len() + stack.len()) as u64 + 1;
                    return Err(GenusError::Limit(MisereLimitError::search(limits, reached)));
                }
                on_path.insert(child.clone());
                let succ = successors(&child).into_iter().collect();
                stack.push(Frame { position: child, successors: succ, next: 0 });
            } else {
                let frame = stack.pop().unwrap_or_else(|| unreachable!("the loop holds a frame"));
                let options: Vec<&Genus> = frame
                    .successors
                    .iter()
                    .map(|c| self.genera.get(c).unwrap_or_else(|| unreachable!("options first")))
                    .collect();
                let genus = work.genus_from(&options);
                on_path.remove(&frame.position);
                self.genera.insert(frame.position, genus.clone());
                if stack.is_empty() {
                    return Ok(genus);
                }
            }
        }
        unreachable!("the search returns when the start position is done")
    }
}

/// Reusable buffers for the recurrence.
#[derive(Default)]
struct GammaWork {
    seen: Vec<bool>,
    gammas: Vec<Nimber>,
}

impl GammaWork {
    /// The genus of a game whose options have the genera `options`.
    fn genus_from(&mut self, options: &[&Genus]) -> Genus {
        let plus = {
            self.seen.clear();
            self.seen.resize(options.len() + 1, false);
            for g in options {
                if let Some(s) = self.seen.get_mut(g.plus as usize) {
                    *s = true;
                }
            }
            self.seen.iter().position(|&s| !s).unwrap_or(options.len()) as Nimber
        };
        let settled = options.iter().map(|g| g.settled_from()).max().unwrap_or(0).max(1);
        let len = settled + 4;
        self.gammas.clear();
        for n in 0..len {
            // The mex of at most options + 2 values is at most options + 2.
            self.seen.clear();
            self.seen.resize(options.len() + 3, false);
            let mut mark = |v: Nimber| {
                if let Some(s) = self.seen.get_mut(v as usize) {
                    *s = true;
                }
            };
            for g in options {
                mark(g.gamma(n as u64));
            }
            if n > 0 {
                let before = self.gammas[n - 1];
                mark(before);
                mark(before ^ 1);
            }
            let gamma = if n == 0 && options.is_empty() {
                1
            } else {
                self.seen.iter().position(|&s| !s).unwrap_or(self.seen.len()) as Nimber
            };
            self.gammas.push(gamma);
        }
        Genus::new(plus, &self.gammas).unwrap_or_else(|| unreachable!("at least four exponents"))
    }
}

/// The genus of `start` in the game whose moves `successors` lists: a convenience over a
/// fresh [`GenusMemo`].
///
/// # Complexity
/// See the module doc.
///
/// # Errors
/// As [`GenusMemo::genus`].
///
/// # Examples
/// ```
/// use grundy::game::misere::genus::genus;
/// use grundy::game::misere::Limits;
/// // Kayles on a row of 5 pins (knock down 1 or 2 adjacent pins), positions as sorted
/// // rows: the genus Winning Ways gives, 4^146.
/// let moves = |rows: &Vec<u32>| {
///     let mut next = Vec::new();
///     for (i, &n) in rows.iter().enumerate() {
///         for take in 1..=2.min(n) {
///             for left in 0..=(n - take) {
///                 let mut rest: Vec<u32> = rows.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &r)| r).collect();
///                 rest.extend([left, n - take - left].into_iter().filter(|&r| r > 0));
///                 rest.sort_unstable();
///                 next.push(rest);
///             }
///         }
///     }
///     next
/// };
/// assert_eq!(genus(vec![5], moves, &Limits::default())?.to_string(), "4^146");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn genus<P, F, I>(start: P, successors: F, limits: &Limits) -> Result<Genus, GenusError<P>>
where
    P: Clone + Eq + Hash,
    F: FnMut(&P) -> I,
    I: IntoIterator<Item = P>,
{
    GenusMemo::new().genus(start, successors, limits)
}

#[cfg(test)]
mod tests;
