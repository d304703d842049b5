//! The plain method for octal games: G(n) is the mex of every option of a heap of n,
//! enumerated in full (what CGSuite does). It is the reference the sparse-space method
//! is tested against.
//!
//! Cost: O(N^2 t) time for G(0..N) with t the last digit position (every split of every
//! heap), O(N) space. It does not look for a sparse space or a period.

use crate::game::grundy::MexSet;
use crate::game::octal::{OctalGame, TAKE_ALL, TAKE_LEAVE_ONE, TAKE_SPLIT};
use crate::game::Nimber;

/// G(0), ..., G(n - 1) of `game` by the plain mex over all options.
///
/// # Complexity
/// O(n^2 t) time, O(n) space.
///
/// # Examples
/// ```
/// use grundy::game::octal::{plain::grundy_values_plain, OctalGame};
/// let kayles: OctalGame = "0.77".parse()?;
/// assert_eq!(grundy_values_plain(&kayles, 8), [0, 1, 2, 3, 1, 4, 3, 2]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn grundy_values_plain(game: &OctalGame, n: usize) -> Vec<Nimber> {
    let mut values: Vec<Nimber> = Vec::with_capacity(n);
    let mut set = MexSet::new();
    for heap in 0..n {
        for (k, &d) in game.digits().iter().enumerate() {
            if d & TAKE_ALL != 0 && heap == k {
                set.insert(0);
            }
            if k > heap {
                continue;
            }
            let rest = heap - k;
            if d & TAKE_LEAVE_ONE != 0 && rest >= 1 {
                set.insert(values[rest]);
            }
            if d & TAKE_SPLIT != 0 {
                for a in 1..=rest / 2 {
                    set.insert(values[a] ^ values[rest - a]);
                }
            }
        }
        values.push(set.take_mex());
    }
    values
}
