//! The exact misère search of a sum of components, for the positions no theorem decides.
//!
//! A game of this kind ([`SumGame`]) is a sum of components, each named by a
//! [`ComponentId`] (a heap size, a bean's distance, an interned Hackenbush piece); a move
//! replaces one component by a sum of components (none: it disappears). A position is a
//! multiset of components, kept as a sorted list without the components that have no
//! move (each is the game 0, and G + 0 is G itself), so positions that differ only in the
//! order of their components, or in dead components, are one entry of the memo.
//!
//! [`SumSearch::wins`] decides a position under misère play (no move: the player to move
//! wins; otherwise they win iff some option is lost for the opponent) by a depth-first
//! search with an explicit stack that stops at the first losing option, remembering every
//! position it decides. Each component's options are listed once and kept.
//!
//! Complexity: O(V · b · k log k) time for the V positions decided, b moves per position
//! and k components per position; O(V · (k + 1)) memory. The search stops with a
//! [`MisereLimitError`] once it has entered [`Limits::max_positions`] positions (so a game
//! that wrongly lists a cycle also stops there). Not done: misère canonical forms or
//! quotients, which would merge positions that are equivalent without being equal.

use std::collections::HashMap;
use std::rc::Rc;

use super::genus::{Genus, GenusError, GenusMemo};
use super::outcome::{Limits, MisereLimitError};

/// A component of a sum: its meaning is the [`SumGame`]'s (a heap size, an interned
/// piece, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ComponentId(u32);

impl ComponentId {
    /// The id numbered `index`.
    pub fn new(index: u32) -> ComponentId {
        ComponentId(index)
    }

    /// Its number.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// A game whose positions are sums of components.
pub trait SumGame {
    /// The options of component `c`: for each move in it, the components that replace it
    /// (empty: it disappears). The game must end: no sequence of moves returns to a
    /// component.
    fn options(&self, c: ComponentId) -> Vec<Vec<ComponentId>>;
}

/// A position on the search path and the next of its moves to try: the `component`-th
/// entry of its list (skipping repeats) and that component's `option`-th option.
struct Frame {
    position: Rc<[ComponentId]>,
    component: usize,
    option: usize,
}

/// The exact misère search of one [`SumGame`], with its memo: keep it across calls to
/// share the work (the winning moves of a position search its options).
pub struct SumSearch<'g, G> {
    game: &'g G,
    options: HashMap<ComponentId, Rc<[Vec<ComponentId>]>>,
    memo: HashMap<Rc<[ComponentId]>, bool>,
    entered: u64,
    limits: Limits,
}

impl<'g, G: SumGame> SumSearch<'g, G> {
    /// A search of `game` within `limits`.
    pub fn new(game: &'g G, limits: &Limits) -> SumSearch<'g, G> {
        SumSearch { game, options: HashMap::new(), memo: HashMap::new(), entered: 0, limits: limits.clone() }
    }

    /// The number of positions decided so far.
    pub fn positions(&self) -> u64 {
        self.memo.len() as u64
    }

    /// The options of `c`, listed once.
    fn options_of(&mut self, c: ComponentId) -> Rc<[Vec<ComponentId>]> {
        if let Some(options) = self.options.get(&c) {
            return Rc::clone(options);
        }
        let options: Rc<[Vec<ComponentId>]> = self.game.options(c).into();
        self.options.insert(c, Rc::clone(&options));
        options
    }

    /// Whether component `c` has a move.
    fn is_live(&mut self, c: ComponentId) -> bool {
        !self.options_of(c).is_empty()
    }

    /// The position `components` as a memo key: sorted, without dead components.
    pub fn canonical(&mut self, components: &[ComponentId]) -> Vec<ComponentId> {
        let mut key: Vec<ComponentId> = components.iter().copied().filter(|&c| self.is_live(c)).collect();
        key.sort_unstable();
        key
    }

    /// The position after replacing the copy of `position[at]` by `parts`.
    fn after(&mut self, position: &[ComponentId], at: usize, parts: &[ComponentId]) -> Rc<[ComponentId]> {
        let mut next: Vec<ComponentId> = Vec::with_capacity(position.len() + parts.len());
        next.extend_from_slice(&position[..at]);
        next.extend_from_slice(&position[at + 1..]);
        for &p in parts {
            if self.is_live(p) {
                next.push(p);
            }
        }
        next.sort_unstable();
        next.into()
    }

    /// The next option of the frame's position not tried yet, advancing the frame.
    fn next_child(&mut self, frame: &mut Frame) -> Option<Rc<[ComponentId]>> {
        let position = Rc::clone(&frame.position);
        while frame.component < position.len() {
            let at = frame.component;
            if at > 0 && position[at - 1] == position[at] {
                frame.component += 1;
                continue;
            }
            let options = self.options_of(position[at]);
            if frame.option < options.len() {
                let parts = &options[frame.option];
                frame.option += 1;
                return Some(self.after(&position, at, parts));
            }
            frame.component += 1;
            frame.option = 0;
        }
        None
    }

    /// Whether the player to move wins the sum of `components` under misère play.
    ///
    /// # Complexity
    /// See the module doc.
    ///
    /// # Errors
    /// [`MisereLimitError`] when the search would enter more than
    /// [`Limits::max_positions`] positions (counted over the life of this search).
    ///
    /// # Examples
    /// ```
    /// use grundy::game::misere::sum_search::{ComponentId, SumGame, SumSearch};
    /// use grundy::game::misere::Limits;
    /// // Nim heaps: heap n has the options 0, ..., n - 1.
    /// struct Nim;
    /// impl SumGame for Nim {
    ///     fn options(&self, c: ComponentId) -> Vec<Vec<ComponentId>> {
    ///         (0..c.index()).map(|k| vec![ComponentId::new(k)]).collect()
    ///     }
    /// }
    /// let mut search = SumSearch::new(&Nim, &Limits::default());
    /// let heaps = |h: &[u32]| h.iter().map(|&n| ComponentId::new(n)).collect::<Vec<_>>();
    /// assert!(!search.wins(&heaps(&[1]))?); // the last token loses
    /// assert!(search.wins(&heaps(&[1, 1]))?);
    /// assert!(!search.wins(&heaps(&[2, 2]))?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn wins(&mut self, components: &[ComponentId]) -> Result<bool, MisereLimitError> {
        let start: Rc<[ComponentId]> = self.canonical(components).into();
        if let Some(&known) = self.memo.get(&start) {
            return Ok(known);
        }
        let mut stack = vec![Frame { position: start, component: 0, option: 0 }];
        self.enter()?;
        // The value of the frame just finished, handed to the frame below it.
        let mut returned: Option<bool> = None;
        loop {
            let Some(mut frame) = stack.pop() else { unreachable!("the search returns at the start") };
            // A losing option wins the frame's position; a winning one is passed over.
            let mut value = match returned.take() {
                Some(false) => Some(true),
                _ => None,
            };
            while value.is_none() {
                match self.next_child(&mut frame) {
                    None => {
                        // No option is lost for the opponent. With no move at all, the
                        // player to move wins (misère).
                        value = Some(frame.position.is_empty());
                    }
                    Some(child) => match self.memo.get(&child) {
                        Some(false) => value = Some(true),
                        Some(true) => {}
                        None => {
                            self.enter()?;
                            stack.push(frame);
                            frame = Frame { position: child, component: 0, option: 0 };
                        }
                    },
                }
            }
            let value = value.unwrap_or_else(|| unreachable!("the loop sets it"));
            self.memo.insert(Rc::clone(&frame.position), value);
            if stack.is_empty() {
                return Ok(value);
            }
            returned = Some(value);
        }
    }

    /// Counts one more position entered, within the limit.
    fn enter(&mut self) -> Result<(), MisereLimitError> {
        self.entered += 1;
        if self.entered > self.limits.max_positions {
            return Err(MisereLimitError::search(&self.limits, self.entered));
        }
        Ok(())
    }

    /// Every option of the position `components`: for each entry (in the given order)
    /// and each of its options, the position after that move, canonical.
    pub fn option_positions(&mut self, components: &[ComponentId]) -> Vec<Vec<ComponentId>> {
        let mut out = Vec::new();
        for at in 0..components.len() {
            let options = self.options_of(components[at]);
            for parts in options.iter() {
                out.push(self.after(components, at, parts).to_vec());
            }
        }
        out
    }
}

/// The genus of the sum `components` of `game` (a component given by an option table):
/// [`GenusMemo::genus`] over the positions of the sum, as canonical multisets.
///
/// # Complexity
/// That of [`GenusMemo::genus`] over the positions reachable from the sum.
///
/// # Errors
/// [`GenusError::Limit`] beyond `limits.max_positions` positions;
/// [`GenusError::Cycle`] when the game's options loop.
///
/// # Examples
/// ```
/// use grundy::game::misere::sum_search::{genus_of_sum, ComponentId, SumGame};
/// use grundy::game::misere::Limits;
/// struct Nim;
/// impl SumGame for Nim {
///     fn options(&self, c: ComponentId) -> Vec<Vec<ComponentId>> {
///         (0..c.index()).map(|k| vec![ComponentId::new(k)]).collect()
///     }
/// }
/// let two = ComponentId::new(2);
/// assert_eq!(genus_of_sum(&Nim, &[two, two], &Limits::default())?.to_string(), "0^02");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn genus_of_sum<G: SumGame>(
    game: &G,
    components: &[ComponentId],
    limits: &Limits,
) -> Result<Genus, GenusError<Vec<ComponentId>>> {
    let mut search = SumSearch::new(game, limits);
    let start = search.canonical(components);
    GenusMemo::new().genus(start, |p: &Vec<ComponentId>| search.option_positions(p), limits)
}

#[cfg(test)]
mod tests;
