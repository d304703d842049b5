//! The options of one heap of a take-and-break game, as the code's digits allow: remove
//! k tokens (k = 0 only for the digit before the point, which must split) and leave
//! 0 to 4 non-empty heaps that meet the digit's [`Parts`] condition.
//!
//! Each option is given once, as its tokens removed and its parts in non-decreasing
//! order; the enumeration is the plain method's (nested loops over non-decreasing
//! parts). Cost: O(t h^(j-1)) options for a heap of h tokens, j the most heaps a move
//! leaves, t the last digit position.

use crate::game::octal::{
    OctalGame, TAKE_ALL, TAKE_LEAVE_ONE, TAKE_SPLIT, TAKE_SPLIT_FOUR, TAKE_SPLIT_THREE,
};

/// Calls `visit(take, parts)` for every option of a heap of `heap` tokens until it
/// returns `false`; returns `false` when it was stopped.
pub(crate) fn for_each_option(
    game: &OctalGame,
    heap: u64,
    mut visit: impl FnMut(u64, &[u64]) -> bool,
) -> bool {
    for (k, &d) in game.digits().iter().enumerate() {
        let k = k as u64;
        if k > heap {
            break;
        }
        let m = heap - k;
        let cond = game.parts(k as usize);
        if d & TAKE_ALL != 0 && m == 0 && k > 0 && !visit(k, &[]) {
            return false;
        }
        if d & TAKE_LEAVE_ONE != 0 && m >= 1 && k > 0 && !visit(k, &[m]) {
            return false;
        }
        if d & TAKE_SPLIT != 0 {
            for a in 1..=m / 2 {
                let parts = [a, m - a];
                if cond.allows(&parts) && !visit(k, &parts) {
                    return false;
                }
            }
        }
        if d & TAKE_SPLIT_THREE != 0 {
            for a in 1..=m / 3 {
                for b in a..=(m - a) / 2 {
                    let parts = [a, b, m - a - b];
                    if cond.allows(&parts) && !visit(k, &parts) {
                        return false;
                    }
                }
            }
        }
        if d & TAKE_SPLIT_FOUR != 0 {
            for a in 1..=m / 4 {
                for b in a..=(m - a) / 3 {
                    for c in b..=(m - a - b) / 2 {
                        let parts = [a, b, c, m - a - b - c];
                        if cond.allows(&parts) && !visit(k, &parts) {
                            return false;
                        }
                    }
                }
            }
        }
    }
    true
}
