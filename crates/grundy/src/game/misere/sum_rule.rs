//! Deciding a sum of classified components by theory, for the per-game solvers: Bouton's
//! rule when every component is exactly a nim heap, Conway's tame rule when every
//! component is tame (see [`super::genus`]), and nothing otherwise (the caller searches).
//!
//! [`Totals`] holds what both rules read, the XOR of the normal values and the number of
//! firm components (heaps of two or more), with multiplicity, so that the verdict after
//! any move is O(1) plus the move's parts: the sum is lost iff (some component is firm
//! and the XOR is 0) or (none is firm and the XOR is 1). Everything is linear in the
//! number of components.

use super::genus::{ComponentClass, TameClass};
use super::outcome::{MisereReason, TameComponent};
use crate::game::Nimber;

/// A live component of a position with its class: the game's number for it and how
/// many copies the position holds.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Classified {
    pub(crate) component: usize,
    pub(crate) count: u64,
    pub(crate) class: ComponentClass,
}

/// The XOR of the normal values and the firm components of a tame sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Totals {
    pub(crate) nim_sum: Nimber,
    pub(crate) firm: u64,
}

impl Totals {
    /// Whether the player to move loses a tame sum with these totals.
    pub(crate) fn lost(self) -> bool {
        if self.firm > 0 {
            self.nim_sum == 0
        } else {
            self.nim_sum == 1
        }
    }

    /// Whether the sum is lost after one copy of `removed` is replaced by a sum of tame
    /// parts whose XOR is `added_plus` and which holds a firm part iff `added_firm`.
    pub(crate) fn lost_after(self, removed: TameClass, added_plus: Nimber, added_firm: bool) -> bool {
        let firm_left = self.firm - u64::from(!removed.is_fickle());
        Totals {
            nim_sum: self.nim_sum ^ removed.plus() ^ added_plus,
            firm: firm_left + u64::from(added_firm),
        }
        .lost()
    }
}

/// The part of an option that the tame rule reads: the XOR of its parts and whether one
/// is firm; `None` if a part is wild.
pub(crate) fn option_totals(parts: impl IntoIterator<Item = ComponentClass>) -> Option<(Nimber, bool)> {
    let mut plus = 0;
    let mut firm = false;
    for part in parts {
        let tame = part.tame()?;
        plus ^= tame.plus();
        firm |= !tame.is_fickle();
    }
    Some((plus, firm))
}

/// Decides the sum of `components` by theory: the totals and the reason, or `None` when
/// some component is wild. Bouton's rule is named when every component is exactly a nim
/// heap held once.
pub(crate) fn decide(components: &[Classified]) -> Option<(Totals, MisereReason)> {
    let mut totals = Totals { nim_sum: 0, firm: 0 };
    for c in components {
        let tame = c.class.tame()?;
        if c.count % 2 == 1 {
            totals.nim_sum ^= tame.plus();
        }
        if !tame.is_fickle() {
            totals.firm = totals.firm.saturating_add(c.count);
        }
    }
    let heaps = components.iter().all(|c| c.class.is_nim_heap() && c.count == 1);
    let reason = if heaps {
        MisereReason::NimRule {
            heaps: components.iter().map(|c| c.class.plus()).collect(),
            nim_sum: totals.nim_sum,
            large_heaps: components.iter().filter(|c| c.class.plus() >= 2).count(),
        }
    } else {
        let components = components
            .iter()
            .map(|c| TameComponent {
                component: c.component,
                count: c.count,
                genus: c.class.tame().unwrap_or(TameClass::ZERO).genus(),
            })
            .collect();
        MisereReason::Tame { components, nim_sum: totals.nim_sum, firm: totals.firm }
    };
    Some((totals, reason))
}
