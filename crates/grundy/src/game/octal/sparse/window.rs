//! Windowed memory: a run to 2^36 values keeps only what the recurrence reads in practice,
//! and reads the rest back from an archive the caller provides when it must.
//!
//! With a [`Window`] set ([`SparseSolver::set_window`]), a solver keeps the first
//! `prefix` values, the last `recent` to `2 recent` values, and its rare lists (the rare
//! heaps' values are kept there anyway). The values it drops go to a [`ValueArchive`]
//! first (the caller's file, in the command-line tool). The sparse method reads:
//! - G(n - k) for the takes (k is a digit position, below the window);
//! - G(n - k - a) for the splits with a rare part a: in the window once every k + a fits;
//! - G(a) and G(m - a) for the splits scanned when a candidate is unsafe, from a = 1 up:
//!   in memory while a is in the prefix and m - a in the window. Scans end after a few
//!   dozen to a few thousand splits in practice, far inside both.
//!
//! Whenever a read would fall outside (a scan that goes on past the prefix or the window,
//! a rare heap whose offset outgrows the window, a group run by the plain method), the
//! heap is computed instead by the slow path, exactly: every option enumerated, the
//! values outside memory read back from the archive in blocks (O(n s) for s split
//! moves). [`SparseStats::slow_heaps`](super::SparseStats) counts such heaps. The masks
//! are not chosen again once values may have been dropped (the safety argument holds for
//! any mask; choosing one needs every value): they stay those of the first `2 recent`
//! values.
//!
//! The prefix stays at the front of the solver's one vector of values, the window after
//! it (G(x) = `vals[x - shift]`), so the scans read both from one slice. Once `2 recent`
//! values follow the prefix, the oldest `recent` of them are stored and dropped: O(1)
//! amortised per value, and at most `prefix + 2 recent` values in memory per thread.
//!
//! On several threads only the solver the caller holds stores values in the archive;
//! the threads' copies drop only values it has stored, so every value a copy lacks can
//! be read back.

use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use super::{CompactValue, SparseSolver};

/// The values a windowed solver keeps in memory ([`SparseSolver::set_window`]): at least
/// [`Window::MIN`] each, and a prefix no longer than the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Window {
    /// G(0), ..., G(prefix - 1) are kept for good (the small parts of the splits).
    pub prefix: usize,
    /// At least the last `recent` values are kept (and at most twice as many).
    pub recent: usize,
}

impl Window {
    /// The smallest prefix and window: 65536 values.
    pub const MIN: usize = 1 << 16;

    /// Values kept in memory at most (the prefix and twice the window), per thread.
    pub fn kept_at_most(&self) -> usize {
        self.prefix.saturating_add(self.recent.saturating_mul(2))
    }
}

/// Where a windowed solver puts the values it drops from memory, and reads them back
/// from (the slow path, see the module doc). Values are two bytes each whatever the
/// solver's width. A range may be stored twice (with the same values); `load` reads only
/// ranges stored before.
pub trait ValueArchive: Send + Sync + fmt::Debug {
    /// Stores G(first), G(first + 1), ... = `values`.
    ///
    /// # Errors
    /// What went wrong, in words (a full disk, say).
    fn store(&self, first: usize, values: &[u16]) -> Result<(), String>;

    /// Reads G(first), G(first + 1), ... into `out`.
    ///
    /// # Errors
    /// What went wrong, in words.
    fn load(&self, first: usize, out: &mut [u16]) -> Result<(), String>;
}

/// A [`ValueArchive`] in memory (tests, and runs whose values fit in memory anyway).
///
/// # Examples
/// ```
/// use grundy::game::octal::{MemoryArchive, ValueArchive};
/// let archive = MemoryArchive::default();
/// archive.store(0, &[0, 1, 2]).unwrap();
/// let mut out = [0; 2];
/// archive.load(1, &mut out).unwrap();
/// assert_eq!(out, [1, 2]);
/// assert!(archive.load(2, &mut out).is_err());
/// ```
#[derive(Debug, Default)]
pub struct MemoryArchive {
    values: Mutex<Vec<u16>>,
}

impl MemoryArchive {
    /// How many values are stored.
    pub fn len(&self) -> usize {
        self.values.lock().map_or(0, |v| v.len())
    }

    /// Whether no value is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl ValueArchive for MemoryArchive {
    fn store(&self, first: usize, values: &[u16]) -> Result<(), String> {
        let mut all = self.values.lock().map_err(|_| "the archive's lock is poisoned".to_string())?;
        if first > all.len() {
            return Err(format!("values from heap {first} stored with only {} before", all.len()));
        }
        let overlap = (all.len() - first).min(values.len());
        all[first..first + overlap].copy_from_slice(&values[..overlap]);
        all.extend_from_slice(&values[overlap..]);
        Ok(())
    }

    fn load(&self, first: usize, out: &mut [u16]) -> Result<(), String> {
        let all = self.values.lock().map_err(|_| "the archive's lock is poisoned".to_string())?;
        match all.get(first..first.saturating_add(out.len())) {
            Some(values) => {
                out.copy_from_slice(values);
                Ok(())
            }
            None => Err(format!("heaps {first}..{} asked, {} stored", first + out.len(), all.len())),
        }
    }
}

/// The value archive failed: the heap where, and what the archive said.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ArchiveError {
    /// The first heap of the range stored or read.
    pub heap: usize,
    /// What went wrong.
    pub message: String,
}

impl fmt::Display for ArchiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the value archive failed at heap {}: {}", self.heap, self.message)
    }
}

impl std::error::Error for ArchiveError {}

/// The windowed state of a solver.
#[derive(Clone, Debug)]
pub(super) struct Windowed {
    pub(super) window: Window,
    archive: Arc<dyn ValueArchive>,
    /// Values below this are in the archive (shared by the threads' copies).
    stored: Arc<AtomicUsize>,
    /// Whether this solver stores values (the threads' copies do not).
    stores: bool,
}

impl Windowed {
    pub(super) fn new(window: Window, archive: Arc<dyn ValueArchive>) -> Windowed {
        Windowed { window, archive, stored: Arc::new(AtomicUsize::new(0)), stores: true }
    }

    /// The same window for a thread's copy: it drops only values already stored.
    pub(super) fn for_copy(&self) -> Windowed {
        Windowed { stores: false, ..self.clone() }
    }
}

/// Values read back from the archive at once by the slow path.
const BLOCK: usize = 1 << 14;

impl<V: CompactValue> SparseSolver<V> {
    /// Keeps only `window` of the values in memory from now on, storing the others in
    /// `archive` before they are dropped (see the module doc). Returns `false`, and changes
    /// nothing, when the prefix or the window is below [`Window::MIN`], the prefix is
    /// longer than the window, the window does not exceed the game's longest take, or a
    /// window is set already.
    ///
    /// # Examples
    /// ```
    /// use std::sync::Arc;
    /// use grundy::game::octal::{MemoryArchive, OctalGame, SparseSolver, Window};
    /// let game: OctalGame = "0.161".parse()?;
    /// let mut whole = SparseSolver::<u8>::new(&game).unwrap();
    /// whole.extend_to(400_000).unwrap();
    /// let mut windowed = SparseSolver::<u8>::new(&game).unwrap();
    /// let archive = Arc::new(MemoryArchive::default());
    /// assert!(windowed.set_window(Window { prefix: 1 << 16, recent: 1 << 16 }, archive.clone()));
    /// windowed.extend_to(400_000).unwrap();
    /// // The last values are in memory, the others in the archive.
    /// let first = windowed.first_kept();
    /// assert!(first >= 400_000 - 2 * 65536);
    /// assert_eq!(windowed.values(), &whole.values()[first..]);
    /// assert_eq!(archive.len(), first);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_window(&mut self, window: Window, archive: Arc<dyn ValueArchive>) -> bool {
        let longest =
            self.take_all.iter().chain(&self.take_one).chain(self.classes.iter().flat_map(|c| &c.ks));
        let longest = longest.copied().max().unwrap_or(0);
        if window.prefix < Window::MIN || window.recent < Window::MIN || window.recent <= longest {
            return false;
        }
        self.install_window(window, archive)
    }

    /// [`SparseSolver::set_window`] without the bounds of [`Window::MIN`] (tests: windows of
    /// a few dozen values, so that small runs take the slow path; they must still be longer
    /// than every take and than the heaps in flight of [`super::leapfrog`]).
    pub(crate) fn install_window(&mut self, window: Window, archive: Arc<dyn ValueArchive>) -> bool {
        if self.windowed.is_some() || window.prefix > window.recent || window.prefix == 0 {
            return false;
        }
        self.windowed = Some(Windowed::new(window, archive));
        for helper in &mut self.helpers {
            helper.windowed = self.windowed.as_ref().map(Windowed::for_copy);
        }
        true
    }

    /// The window set by [`SparseSolver::set_window`], if any.
    pub fn window(&self) -> Option<Window> {
        self.windowed.as_ref().map(|w| w.window)
    }

    /// The first heap whose value is in [`SparseSolver::values`] (0 unless values were
    /// dropped from a window).
    pub fn first_kept(&self) -> usize {
        self.base
    }

    /// G(x) if it is in memory (in the prefix or the window).
    #[inline(always)]
    pub(super) fn kept(&self, x: usize) -> Option<V> {
        if x >= self.base {
            self.vals.get(x - self.shift()).copied()
        } else if x < self.prefix_len {
            self.vals.get(x).copied()
        } else {
            None
        }
    }

    /// Whether the masks may no longer change: values from `known` on may have been dropped.
    pub(super) fn masks_frozen(&self, known: usize) -> bool {
        self.windowed.as_ref().is_some_and(|w| known > 2 * w.window.recent)
    }

    /// Drops the values before `taken - recent` (but the prefix) once `2 recent` are kept
    /// after it, storing them in the archive first (the threads' copies drop only what is
    /// stored). The values from `taken` on are placeholders of the threads. On an error
    /// nothing is dropped.
    #[inline(always)]
    pub(super) fn slide(&mut self, taken: usize) -> Result<(), ArchiveError> {
        match &self.windowed {
            Some(w) if taken.saturating_sub(self.base.max(w.window.prefix)) >= 2 * w.window.recent => {
                self.slide_now(taken)
            }
            _ => Ok(()),
        }
    }

    /// [`SparseSolver::slide`] once values are to be dropped.
    #[inline(never)]
    fn slide_now(&mut self, taken: usize) -> Result<(), ArchiveError> {
        let Some(w) = &self.windowed else { return Ok(()) };
        let shift = self.shift();
        let mut to = taken - w.window.recent;
        if w.stores {
            let mut buf = Vec::with_capacity(BLOCK);
            let mut first = self.stored_until().max(self.base);
            while first < to {
                let end = (first + BLOCK).min(to);
                buf.clear();
                buf.extend(self.vals[first - shift..end - shift].iter().map(|v| v.get() as u16));
                w.archive.store(first, &buf).map_err(|message| ArchiveError { heap: first, message })?;
                w.stored.store(end, Ordering::Release);
                first = end;
            }
        } else {
            to = to.min(w.stored.load(Ordering::Acquire));
        }
        // The prefix stays at the front: heaps from max(base, prefix) to `to` go. (The
        // solver that stores drops at least `recent` >= prefix values at its first slide,
        // so what it has stored starts past the prefix.)
        let from = self.base.max(w.window.prefix);
        if to > from {
            self.vals.drain(from - shift..to - shift);
            self.prefix_len = w.window.prefix;
            self.base = to;
        }
        Ok(())
    }

    /// Values below this are in the archive.
    fn stored_until(&self) -> usize {
        self.windowed.as_ref().map_or(0, |w| w.stored.load(Ordering::Acquire))
    }

    /// G(first), G(first + 1), ... into `out`, from memory or the archive.
    fn read_into(&self, first: usize, out: &mut [V]) -> Result<(), ArchiveError> {
        let end = first + out.len();
        let mut x = first;
        let mut wide = Vec::new();
        let shift = self.shift();
        while x < end {
            let (from_memory, next) = if x >= self.base {
                (&self.vals[x - shift..end - shift], end)
            } else if x < self.prefix_len {
                let next = end.min(self.prefix_len);
                (&self.vals[x..next], next)
            } else {
                let next = end.min(self.base);
                let Some(w) = &self.windowed else {
                    return Err(ArchiveError { heap: x, message: "no archive".into() });
                };
                wide.resize(next - x, 0u16);
                w.archive.load(x, &mut wide).map_err(|message| ArchiveError { heap: x, message })?;
                for (slot, &v) in out[x - first..next - first].iter_mut().zip(&wide) {
                    *slot = V::from_u32(u32::from(v)).ok_or_else(|| ArchiveError {
                        heap: x,
                        message: format!("a stored value {v} does not fit in the solver's value type"),
                    })?;
                }
                x = next;
                continue;
            };
            out[x - first..next - first].copy_from_slice(from_memory);
            x = next;
        }
        Ok(())
    }

    /// G(n) by the slow path: every option enumerated, the values outside memory read
    /// back from the archive (every value below n must be known).
    pub(super) fn slow_value(&mut self, n: usize) -> Result<u32, ArchiveError> {
        self.slow_heaps += 1;
        let mut set = vec![0u64; 1 << 10];
        let mut insert = |x: u32| set[(x >> 6) as usize & 1023] |= 1 << (x & 63);
        let mut one = [V::default()];
        for &k in &self.take_all {
            if k == n {
                insert(0);
            }
        }
        for &k in &self.take_one {
            if k < n {
                self.read_into(n - k, &mut one)?;
                insert(one[0].get());
            }
        }
        let (mut lo, mut hi) = (vec![V::default(); BLOCK], vec![V::default(); BLOCK]);
        for c in &self.classes {
            for (k_idx, &k) in c.ks.iter().enumerate() {
                if k + 2 > n {
                    break;
                }
                let m = n - k;
                let half = c.half(k_idx, m);
                let mut a = 1;
                while a <= half {
                    let len = BLOCK.min(half + 1 - a);
                    // lo[i] = G(a + i), hi[i] = G(m - a - len + 1 + i).
                    self.read_into(a, &mut lo[..len])?;
                    self.read_into(m - a + 1 - len, &mut hi[..len])?;
                    for i in 0..len {
                        insert((lo[i] ^ hi[len - 1 - i]).get());
                    }
                    a += len;
                }
            }
        }
        let mex = set
            .iter()
            .position(|&w| w != u64::MAX)
            .map_or(1 << 16, |i| i * 64 + (!set[i]).trailing_zeros() as usize);
        Ok(mex as u32)
    }
}
