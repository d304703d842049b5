//! One heap's value in the sparse method: the search behind [`super::SparseSolver`]'s
//! per-heap loop, generic over the stored value type and the option set, and compiled with
//! and without each of its variants (unequal splits, options left out, a window).
//!
//! The mex v of the take moves and of the splits with a rare part is a candidate; when it
//! is unsafe for a group (two common parts could give it), the group's splits are searched
//! for v. The search compares 64 splits at once (vectorised by the compiler) with v and
//! the next missing values up to the first safe one (at most 64 of them; a value found
//! leaves the list), so one pass usually settles the heap. The option set is a register
//! while the values stay below 64, else one byte per value (plain stores, which do not
//! chain through memory the way read-modify-writes of bitset words do). The flat arrays
//! of the splits with a rare part are walked four at a time; once there are 65536 values
//! and every offset fits in 16 bits, the values are read through a fixed window of the
//! last 65536 (an index that fits in 16 bits needs no bounds check).
//!
//! Where the scans of a group have averaged more than 256 splits and the option set is
//! the byte set (games such as 0.6, whose values pass 64 and where a heap has a hundred
//! unsafe candidates, some found only after thousands of splits), the group is scanned
//! the other way: every split is inserted into the option set (64 xors at once, then one
//! byte store each), and after each chunk the scan stops if v has turned up; v then
//! moves to the next missing value and, if that is unsafe too, the scan goes on from
//! where it stopped instead of starting over. A split then costs one store whatever the
//! number of candidates, where the list comparison costs one pass per candidate. Past 768
//! splits, when at most 4 unsafe candidates are left up to the first safe one, the scan
//! compares the remaining splits with that short list instead (a split before the stop
//! is in the set already, so it need not be looked at again).
//!
//! Invariant: the value returned is the mex of every option of the heap, whatever the
//! order of the scans: a candidate is accepted only when it is safe for every group or
//! every split that could give it has been compared with it.
//!
//! Cost: O(t + r s) per heap for s split moves and r rare heaps, plus up to O(n s) for
//! each unsafe candidate; a heap never scans a split twice once it inserts them all.

use super::{parity, Class, CompactValue, BYTE_SET_LEN, SLOW};

/// A set of option values below 2^value_bits.
pub(super) trait OptionSet {
    /// Whether unsafe candidates are settled by inserting every split in turn (true) or
    /// by comparing chunks of splits with a list of targets (false).
    const SCATTER: bool;
    fn insert(&mut self, x: u32);
    fn mex(&self) -> u32;
    /// Whether `x` is in the set (false beyond the set's range).
    fn contains(&self, x: u32) -> bool;
    /// The set holds values below this only (2^value_bits, or 64).
    fn capacity(&self) -> u32;
}

/// Values below 64.
pub(super) struct Bits64(pub(super) u64);

impl OptionSet for Bits64 {
    const SCATTER: bool = false;
    #[inline(always)]
    fn insert(&mut self, x: u32) {
        self.0 |= 1u64 << (x & 63);
    }
    #[inline(always)]
    fn mex(&self) -> u32 {
        (!self.0).trailing_zeros()
    }
    #[inline(always)]
    fn contains(&self, x: u32) -> bool {
        x < 64 && self.0 >> x & 1 != 0
    }
    #[inline(always)]
    fn capacity(&self) -> u32 {
        64
    }
}

/// Values below 65536, one byte each: an insertion is a plain store, with no dependency
/// on the insertions before it (a bitset word would chain them through memory).
pub(super) struct ByteSet<'a> {
    pub(super) bytes: &'a mut [u8; BYTE_SET_LEN],
    /// Every value inserted is below `len`, a multiple of 8; the bytes from `len` on are
    /// not cleared.
    pub(super) len: usize,
}

impl OptionSet for ByteSet<'_> {
    const SCATTER: bool = true;
    #[inline(always)]
    fn insert(&mut self, x: u32) {
        self.bytes[(x & 0xffff) as usize] = 1;
    }
    #[inline(always)]
    fn mex(&self) -> u32 {
        for (i, chunk) in self.bytes[..self.len].chunks_exact(8).enumerate() {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            let w = u64::from_le_bytes(word);
            // Every byte is 0 or 1: a zero byte leaves its low bit clear.
            let zeros = !w & 0x0101_0101_0101_0101;
            if zeros != 0 {
                return (i * 8) as u32 + zeros.trailing_zeros() / 8;
            }
        }
        self.len as u32
    }
    #[inline(always)]
    fn contains(&self, x: u32) -> bool {
        (x as usize) < self.len && self.bytes[(x & 0xffff) as usize] != 0
    }
    #[inline(always)]
    fn capacity(&self) -> u32 {
        self.len as u32
    }
}

/// How many missing values one chunked search looks for at once.
const TARGETS: usize = 64;

/// How many values a heap remembers as certainly no option of a class (the first one
/// missed ends the class's search; the others matter only when another class finds it).
const ABSENT: usize = 8;

/// Splits compared at once by the chunked scan (vectorised by the compiler).
const CHUNK: usize = 64;

/// Whether a candidate `v` at heap `n` is unsafe for class `c` (two common parts
/// could give it, or the class is plain).
#[inline(always)]
fn unsafe_for<V>(c: &Class<V>, n: usize, v: u32) -> bool {
    if c.ks[0] + 2 > n {
        return false; // No split move applies yet.
    }
    match c.mask {
        None => true,
        Some(mask) => parity(((v << 1) | ((n ^ c.parity) & 1) as u32) & mask) == 0,
    }
}

/// What the hot loop reads: `vals` holds every value before n, G(x) = `vals[x]`, unless
/// a window dropped some (`windowed`): then G(a) = `vals[a]` for a < `prefix_len`, and
/// G(x) = `vals[x - shift]` for `base` <= x < n.
#[derive(Clone, Copy)]
pub(super) struct Reads<'a, V> {
    pub(super) vals: &'a [V],
    pub(super) shift: usize,
    pub(super) prefix_len: usize,
    pub(super) base: usize,
    pub(super) take_all: &'a [usize],
    pub(super) take_one: &'a [usize],
    pub(super) windowed: bool,
}

impl<V: CompactValue> Reads<'_, V> {
    /// The last smaller part a <= `half` whose split (a, m - a) is in memory.
    #[inline(always)]
    fn in_memory(&self, m: usize, half: usize) -> usize {
        if !self.windowed {
            return half;
        }
        half.min(self.prefix_len.saturating_sub(1)).min(m - self.base)
    }

    /// G(x), if it is in memory.
    #[inline(always)]
    fn get(&self, x: usize) -> Option<V> {
        if x >= self.base {
            self.vals.get(x - self.shift).copied()
        } else if x < self.prefix_len {
            self.vals.get(x).copied()
        } else {
            None
        }
    }
}

/// Which of `targets` some split of class `c` at heap `n` gives (bit i for target i),
/// comparing a chunk of splits with every target still missing at once; a target found
/// leaves the list, so the later chunks compare with fewer; stops when all are found.
/// Also returns whether some splits were not looked at, being out of memory (a windowed
/// solver: then a target not found may still be an option).
#[inline(always)]
fn splits_give<V: CompactValue>(
    r: Reads<'_, V>,
    c: &mut Class<V>,
    (n, recent): (usize, usize),
    start: Cursor,
    targets: &[V],
) -> (u64, bool) {
    let mut cut = start.cut;
    let all = u64::MAX >> (64 - targets.len());
    let mut found = 0u64;
    // The targets still missing and their indices in `targets`.
    let mut left = [V::default(); TARGETS];
    let mut index = [0u8; TARGETS];
    let mut n_left = targets.len();
    left[..n_left].copy_from_slice(targets);
    for (i, slot) in index[..n_left].iter_mut().enumerate() {
        *slot = i as u8;
    }
    for k_idx in start.k_idx..c.ks.len() {
        let k = c.ks[k_idx];
        if k + 2 > n {
            break;
        }
        let m = n - k;
        let half = c.half(k_idx, m);
        let last = r.in_memory(m, half);
        cut |= last < half;
        let mb = m - r.shift;
        let mut a = if k_idx == start.k_idx { start.a } else { c.first_part(k_idx, recent) };
        while a + CHUNK - 1 <= last {
            c.scan_steps += CHUNK as u64;
            let xs = V::chunk_xor(&r.vals[a..a + CHUNK], &r.vals[mb - a + 1 - CHUNK..mb - a + 1]);
            let mut i = 0;
            while i < n_left {
                if V::chunk_contains(&xs, left[i]) {
                    found |= 1 << index[i];
                    n_left -= 1;
                    left[i] = left[n_left];
                    index[i] = index[n_left];
                } else {
                    i += 1;
                }
            }
            if n_left == 0 {
                return (found, false);
            }
            a += CHUNK;
        }
        while a <= last {
            c.scan_steps += 1;
            let x = r.vals[a] ^ r.vals[mb - a];
            for (i, &t) in targets.iter().enumerate() {
                if x == t {
                    found |= 1 << i;
                }
            }
            if found == all {
                return (found, false);
            }
            a += 1;
        }
        // The chunks of the next move compare with the targets still missing.
        n_left = 0;
        for (i, &t) in targets.iter().enumerate() {
            if found & (1 << i) == 0 {
                left[n_left] = t;
                index[n_left] = i as u8;
                n_left += 1;
            }
        }
    }
    (found, cut)
}

/// Where a scan of a class stands: move number `k_idx`, next lower part `a`; `cut`: some
/// splits before it were out of memory and not looked at.
#[derive(Clone, Copy)]
struct Cursor {
    k_idx: usize,
    a: usize,
    cut: bool,
}

/// Inserts the splits of class `c` at heap `n` from `cursor` on, a chunk at a time,
/// until `v` is in the set; returns whether the class is exhausted (the splits out of
/// memory skipped, `cursor.cut`).
#[inline(always)]
fn scatter_until<V: CompactValue, S: OptionSet>(
    r: Reads<'_, V>,
    c: &mut Class<V>,
    (n, recent): (usize, usize),
    cursor: &mut Cursor,
    set: &mut S,
    v: u32,
) -> bool {
    while cursor.k_idx < c.ks.len() {
        let k = c.ks[cursor.k_idx];
        if k + 2 > n {
            break;
        }
        let m = n - k;
        let half = c.half(cursor.k_idx, m);
        let last = r.in_memory(m, half);
        let mb = m - r.shift;
        let mut a = cursor.a;
        while a + CHUNK - 1 <= last {
            c.scan_steps += CHUNK as u64;
            let xs = V::chunk_xor(&r.vals[a..a + CHUNK], &r.vals[mb - a + 1 - CHUNK..mb - a + 1]);
            for &x in &xs {
                set.insert(x.get());
            }
            a += CHUNK;
            if set.contains(v) {
                cursor.a = a;
                return false;
            }
        }
        while a <= last {
            c.scan_steps += 1;
            set.insert((r.vals[a] ^ r.vals[mb - a]).get());
            a += 1;
        }
        cursor.cut |= last < half;
        cursor.k_idx += 1;
        if cursor.k_idx < c.ks.len() {
            cursor.a = c.first_part(cursor.k_idx, recent);
        }
        if set.contains(v) {
            return false;
        }
    }
    true
}

/// A heap inserts every split in turn (rather than comparing them with a list of
/// targets) when the scans of some class have averaged more than this many splits.
pub(super) const SCATTER_STEPS: u64 = 256;

/// Inserts `values[i] ^ vals[top - offsets[i]]` for every i.
#[inline(always)]
fn insert_xors<V: CompactValue, S: OptionSet>(
    set: &mut S,
    vals: &[V],
    top: usize,
    offsets: &[usize],
    values: &[V],
) {
    let below = &vals[..top];
    // Four at a time: the loop body is a handful of instructions per split.
    let mut offsets = offsets.chunks_exact(4);
    let mut values = values.chunks_exact(4);
    for (o, va) in (&mut offsets).zip(&mut values) {
        set.insert((va[0] ^ below[top - o[0]]).get());
        set.insert((va[1] ^ below[top - o[1]]).get());
        set.insert((va[2] ^ below[top - o[2]]).get());
        set.insert((va[3] ^ below[top - o[3]]).get());
    }
    for (&offset, &va) in offsets.remainder().iter().zip(values.remainder()) {
        set.insert((va ^ below[top - offset]).get());
    }
}

/// After how many splits a scan that inserts every split looks whether few enough
/// candidates are left to compare with instead.
pub(super) const SWITCH_SPLITS: usize = 768;

/// At most how many candidates such a scan compares with.
const FEW_TARGETS: usize = 4;

/// Whether `v` and the missing values after it that are unsafe for `c`, up to the first
/// safe one, are at most [`FEW_TARGETS`].
#[inline(always)]
fn few_targets<V, S: OptionSet>(c: &Class<V>, n: usize, v: u32, set: &S) -> bool {
    let mut count = 1;
    let mut w = v;
    loop {
        w += 1;
        while set.contains(w) {
            w += 1;
        }
        if !unsafe_for(c, n, w) {
            return true;
        }
        count += 1;
        if count > FEW_TARGETS {
            return false;
        }
    }
}

/// The last values a heap reads through a fixed-size window (no bounds checks).
pub(super) const WINDOW: usize = 1 << 16;

/// Inserts `values[i] ^ window[WINDOW - 1 - shorts[i]]` for every i: with `window` the
/// last WINDOW values before heap n and `shorts[i] = offset - 1`, that is
/// `values[i] ^ G(n - offset)`. The index is below WINDOW by its type, so it is not
/// checked.
#[inline(always)]
fn insert_xors_window<V: CompactValue, S: OptionSet>(
    set: &mut S,
    window: &[V; WINDOW],
    shorts: &[u16],
    values: &[V],
) {
    let mut shorts = shorts.chunks_exact(4);
    let mut values = values.chunks_exact(4);
    for (o, va) in (&mut shorts).zip(&mut values) {
        set.insert((va[0] ^ window[WINDOW - 1 - usize::from(o[0])]).get());
        set.insert((va[1] ^ window[WINDOW - 1 - usize::from(o[1])]).get());
        set.insert((va[2] ^ window[WINDOW - 1 - usize::from(o[2])]).get());
        set.insert((va[3] ^ window[WINDOW - 1 - usize::from(o[3])]).get());
    }
    for (&o, &va) in shorts.remainder().iter().zip(values.remainder()) {
        set.insert((va ^ window[WINDOW - 1 - usize::from(o)]).get());
    }
}

/// Inserts the splits of entries `range` of class `c`'s flattened list at heap `n`
/// (every k + a below n), through the fixed window when the offsets fit in it.
#[inline(always)]
fn insert_flat<V: CompactValue, S: OptionSet>(
    set: &mut S,
    vals: &[V],
    n: usize,
    c: &Class<V>,
    range: std::ops::Range<usize>,
) {
    let values = &c.flat_value[range.clone()];
    match <&[V; WINDOW]>::try_from(&vals[n.saturating_sub(WINDOW)..]) {
        Ok(window) if c.max_offset <= WINDOW => insert_xors_window(set, window, &c.flat_short[range], values),
        _ => insert_xors(set, vals, n, &c.flat_offset[range], values),
    }
}

/// [`insert_flat`] over the whole list less the entries of class `c` that heap `n` leaves
/// out ([`Class::left_out_entries`]; kept out of line: only codes with `!` and the
/// threads of [`leapfrog`](super::leapfrog) come here).
#[inline(never)]
fn insert_flat_leaving_out<V: CompactValue, S: OptionSet>(
    set: &mut S,
    (high, top): (&[V], usize),
    n: usize,
    c: &mut Class<V>,
    unequal: bool,
    recent: usize,
) {
    c.left_out_entries(n, unequal, recent);
    let mut from = 0;
    for &end in &c.skip {
        insert_flat(set, high, top, c, from..end);
        from = end + 1;
    }
    insert_flat(set, high, top, c, from..c.flat_value.len());
}

/// Inserts `values[i] ^ G(m - positions[i])` for every i, reading the values wherever they
/// are in memory (a windowed solver's heaps just after a new rare heap); false, with the
/// set incomplete, when one is not.
#[cold]
#[inline(never)]
fn insert_xors_kept<V: CompactValue, S: OptionSet>(
    set: &mut S,
    r: Reads<'_, V>,
    m: usize,
    positions: &[usize],
    values: &[V],
) -> bool {
    for (&a, &va) in positions.iter().zip(values) {
        let Some(vc) = r.get(m - a) else { return false };
        set.insert((va ^ vc).get());
    }
    true
}

/// G(n) from the values before it: see the module doc. `UNEQUAL`: some class has a move
/// whose splits must be unequal; `LEAVE_OUT`: `recent` > 0, the options that read one of
/// the `recent` heaps before n are left out and `settle` tells whether they give a
/// candidate (see [`SparseSolver::next_value_leaving_out`](super::SparseSolver::next_value_leaving_out)); `WINDOWED`: a window has
/// dropped values, and a heap that would read one returns [`SLOW`].
#[inline(always)]
pub(super) fn next_value<
    V: CompactValue,
    S: OptionSet,
    const UNEQUAL: bool,
    const LEAVE_OUT: bool,
    const WINDOWED: bool,
>(
    r: Reads<'_, V>,
    classes: &mut [Class<V>],
    (n, recent): (usize, usize),
    (scatter_steps, switch_splits): (u64, usize),
    set: &mut S,
    settle: &mut impl FnMut(u32) -> bool,
) -> u32 {
    let recent = if LEAVE_OUT { recent } else { 0 };
    for &k in r.take_all {
        if k == n {
            set.insert(0);
        }
    }
    // A window is longer than every take (`set_window`).
    let top = n - r.shift;
    for &k in r.take_one {
        if k < n && k > recent {
            set.insert(r.vals[top - k].get());
        }
    }
    for c in classes.iter_mut() {
        if c.mask.is_none() {
            continue;
        }
        if c.max_offset < n {
            if WINDOWED && c.max_offset > n - r.base {
                return SLOW; // A split with a rare part reads a value out of the window.
            }
            // Every split with a rare part applies: run over the flattened list, less
            // the equal splits of moves whose parts must be unequal.
            if UNEQUAL && c.any_unequal || recent > 0 {
                insert_flat_leaving_out(set, (r.vals, top), n, c, UNEQUAL && c.any_unequal, recent);
            } else {
                insert_flat(set, r.vals, top, c, 0..c.flat_value.len());
            }
            continue;
        }
        for (k_idx, &k) in c.ks.iter().enumerate() {
            if k + 2 > n {
                break;
            }
            let m = n - k;
            // The rare heaps below m: usually all of them.
            let count = match c.rare_pos.last() {
                Some(&last) if last >= m => c.rare_pos.partition_point(|&a| a < m),
                _ => c.rare_pos.len(),
            };
            // Left out: the rare heaps a whose split reads one of the recent heaps.
            let first =
                if recent > 0 { c.rare_pos.partition_point(|&a| a + k <= recent).min(count) } else { 0 };
            let (pos, val) = (&c.rare_pos[first..count], &c.rare_val[first..count]);
            // A move with unequal parts skips the rare heap m / 2 (the equal split).
            let equal = (UNEQUAL && c.unequal[k_idx] && m.is_multiple_of(2))
                .then(|| c.rare_index(m / 2))
                .flatten()
                .and_then(|i| i.checked_sub(first))
                .filter(|&i| i < pos.len());
            let (before, after) = match equal {
                Some(i) => ((&pos[..i], &val[..i]), (&pos[i + 1..], &val[i + 1..])),
                None => ((pos, val), (&pos[..0], &val[..0])),
            };
            for (pos, val) in [before, after] {
                if !WINDOWED {
                    insert_xors(set, r.vals, m, pos, val);
                } else if !insert_xors_kept(set, r, m, pos, val) {
                    return SLOW;
                }
            }
        }
    }
    let mut v = set.mex();
    // A plain class is scanned once in full, inserting every split. For a sparse class,
    // the unsafe candidate v and the next missing values after it (while they are unsafe
    // too, up to TARGETS of them) are looked for together, chunk by chunk; the ones found
    // are inserted, the others are certainly no option of this class.
    let mut done = [false; 2];
    let mut absent: [[u32; ABSENT]; 2] = [[u32::MAX; ABSENT]; 2];
    let mut n_absent = [0usize; 2];
    // Where each class's scan starts (past the splits left out).
    let mut firsts = [1usize; 2];
    if LEAVE_OUT {
        for (first, c) in firsts.iter_mut().zip(classes.iter()) {
            *first = c.first_part(0, recent);
        }
    }
    let mut cursors =
        [Cursor { k_idx: 0, a: firsts[0], cut: false }, Cursor { k_idx: 0, a: firsts[1], cut: false }];
    'check: loop {
        for (ci, c) in classes.iter_mut().enumerate() {
            if done[ci] || !unsafe_for(c, n, v) || absent[ci][..n_absent[ci]].contains(&v) {
                continue;
            }
            let cursor = cursors[ci];
            let fresh = cursor.k_idx == 0 && cursor.a == firsts[ci];
            if S::SCATTER && c.mask.is_some() && c.scan_steps > scatter_steps.saturating_mul(c.full_scans) {
                if fresh {
                    c.full_scans += 1;
                    c.scatter_scans += 1;
                }
                // Late in the scan few candidates are left: comparing with them is
                // cheaper than a store per split.
                let late = cursor.k_idx > 0 || cursor.a > switch_splits;
                if !(late && few_targets(c, n, v, set)) {
                    done[ci] = scatter_until(r, c, (n, recent), &mut cursors[ci], set, v);
                    if done[ci] && cursors[ci].cut {
                        return SLOW; // v may be a split out of memory.
                    }
                    v = set.mex();
                    continue 'check;
                }
            } else if fresh {
                c.full_scans += 1;
            }
            if c.mask.is_some() {
                let Some(first) = V::from_u32(v) else { continue };
                let mut targets = [first; TARGETS];
                let mut values = [v; TARGETS];
                let mut n_targets = 1;
                let mut w = v;
                while n_targets < TARGETS {
                    w += 1;
                    while set.contains(w) {
                        w += 1;
                    }
                    match V::from_u32(w) {
                        Some(t) if unsafe_for(c, n, w) => {
                            targets[n_targets] = t;
                            values[n_targets] = w;
                            n_targets += 1;
                        }
                        _ => break,
                    }
                }
                let (found, cut) = splits_give(r, c, (n, recent), cursor, &targets[..n_targets]);
                if cut && found & 1 == 0 {
                    return SLOW; // v may be a split out of memory.
                }
                for (i, &value) in values[..n_targets].iter().enumerate() {
                    if found & (1 << i) != 0 {
                        set.insert(value);
                    } else if n_absent[ci] < ABSENT && !cut {
                        absent[ci][n_absent[ci]] = value;
                        n_absent[ci] += 1;
                    }
                }
                if found & 1 != 0 {
                    v = set.mex();
                    continue 'check;
                }
                continue;
            }
            for k_idx in 0..c.ks.len() {
                let k = c.ks[k_idx];
                if k + 2 > n {
                    break;
                }
                let m = n - k;
                let half = c.half(k_idx, m);
                if r.in_memory(m, half) < half {
                    return SLOW; // The plain method reads every value.
                }
                c.scan_steps += half as u64;
                let mb = m - r.shift;
                for a in c.first_part(k_idx, recent)..=half {
                    set.insert((r.vals[a] ^ r.vals[mb - a]).get());
                }
            }
            done[ci] = true;
            v = set.mex();
            continue 'check;
        }
        // No option looked at gives v: G(n) = v unless an option left out gives it.
        while !settle(v) {
            if v < set.capacity() {
                // The next candidate: the smallest missing value after v.
                set.insert(v);
                v = set.mex();
                continue 'check;
            }
            v += 1; // No option looked at reaches v + 1 either.
        }
        return v;
    }
}
