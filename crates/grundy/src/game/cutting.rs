//! The paper-cutting game of POJ 2311: a move cuts one rectangular piece along a grid
//! line into two; whoever cuts out a 1 x 1 piece wins at once.
//!
//! Reduction: a piece of width or height 1 (and length >= 2) lets the player to move cut
//! out a 1 x 1, so nobody who has another move creates one, and a player whose every move
//! creates one has lost. The game on pieces with both sides >= 2 is therefore the
//! normal-play game whose cuts must leave both parts with both sides >= 2, a sum over
//! pieces: SG(w, h) = mex of SG(a, h) ^ SG(w - a, h) (2 <= a <= w - 2) and SG(w, b) ^
//! SG(w, h - b) (2 <= b <= h - 2). The tests check this against a direct search of the
//! literal rules on sums of small rectangles. Each option appears twice (a and w - a), so
//! only a <= w / 2 is tried, and the table is filled for w <= h and mirrored: O(L^3) for
//! sides up to L, with one reused mex set. Not done: sides above [`CUTTING_MAX_SIDE`].

use super::grundy::MexSet;
use super::{LimitError, Nimber, Verdict};

/// The longest side [`CuttingTable::try_new`] accepts (a second or so in release builds).
pub const CUTTING_MAX_SIDE: u32 = 1000;

/// The direction of a cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CutDirection {
    /// Along a vertical line: a W x H piece becomes `at` x H and (W - `at`) x H.
    Vertical,
    /// Along a horizontal line: a W x H piece becomes W x `at` and W x (H - `at`).
    Horizontal,
}

impl CutDirection {
    /// The direction's name in every front end's answers: `vertical` or `horizontal`.
    pub fn name(self) -> &'static str {
        match self {
            CutDirection::Vertical => "vertical",
            CutDirection::Horizontal => "horizontal",
        }
    }
}

/// A cut of one W x H piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cut {
    /// Vertical (splitting the width) or horizontal (splitting the height).
    pub direction: CutDirection,
    /// The width (or height) of the first part, between 1 and the side minus 1.
    pub at: u32,
}

/// The answer for one W x H sheet by the literal rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct CuttingOutcome {
    /// The width W.
    pub width: u32,
    /// The height H.
    pub height: u32,
    /// The Grundy value of the reduced game, when both sides are at least 2 (a side of 1
    /// is decided by the literal rules alone).
    pub value: Option<u64>,
    /// The first winning cut (see [`CuttingTable::winning_moves`]), `None` when lost.
    pub winning_move: Option<Cut>,
}

impl Verdict for CuttingOutcome {
    type Move = Cut;

    fn mover_wins(&self) -> bool {
        self.winning_move.is_some()
    }

    fn winning_move(&self) -> Option<Cut> {
        self.winning_move
    }
}

impl Cut {
    /// The two pieces, `[width, height]` each, that this cut leaves of a `w` x `h` sheet.
    pub fn pieces(&self, w: u32, h: u32) -> [[u32; 2]; 2] {
        match self.direction {
            CutDirection::Vertical => [[self.at, h], [w - self.at, h]],
            CutDirection::Horizontal => [[w, self.at], [w, h - self.at]],
        }
    }
}

/// The Grundy values of the reduced cutting game for every piece with sides in
/// `2..=max_side`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CuttingTable {
    max_side: u32,
    /// Row-major (w, h) with stride `max_side + 1`; rows and columns 0 and 1 unused.
    values: Vec<u32>,
}

impl CuttingTable {
    /// The table for all sides up to `max_side`.
    ///
    /// # Complexity
    /// O(L^3) time for L = `max_side` (about L^3 / 4 lookups), O(L^2) space.
    ///
    /// # Errors
    /// [`LimitError`] when `max_side` exceeds [`CUTTING_MAX_SIDE`].
    ///
    /// # Examples
    /// POJ 2311 sample: 2 x 2 and 3 x 2 are lost, 4 x 2 is won.
    /// ```
    /// use grundy::game::cutting::CuttingTable;
    /// let table = CuttingTable::try_new(4)?;
    /// assert_eq!([(2, 2), (3, 2), (4, 2)].map(|(w, h)| table.first_player_wins(w, h)), [false, false, true]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_new(max_side: u32) -> Result<CuttingTable, LimitError> {
        if max_side > CUTTING_MAX_SIDE {
            return Err(LimitError {
                what: "side of the paper",
                requested: u64::from(max_side),
                limit: u64::from(CUTTING_MAX_SIDE),
            });
        }
        let side = max_side as usize;
        let stride = side + 1;
        let mut values = vec![0u32; stride * stride];
        let mut set = MexSet::new();
        for w in 2..=side {
            for h in w..=side {
                let row_h = &values[h * stride..(h + 1) * stride];
                for a in 2..=w / 2 {
                    set.insert(Nimber::from(row_h[a] ^ row_h[w - a]));
                }
                let row_w = &values[w * stride..(w + 1) * stride];
                for b in 2..=h / 2 {
                    set.insert(Nimber::from(row_w[b] ^ row_w[h - b]));
                }
                // A mex is at most the number of options, far below u32::MAX.
                let value = set.take_mex() as u32;
                values[w * stride + h] = value;
                values[h * stride + w] = value;
            }
        }
        Ok(CuttingTable { max_side, values })
    }

    /// The longest side in the table.
    pub fn max_side(&self) -> u32 {
        self.max_side
    }

    /// The Grundy value of a `w` x `h` piece in the reduced game (both sides >= 2).
    ///
    /// # Panics
    /// If a side is below 2 or above [`CuttingTable::max_side`].
    pub fn value(&self, w: u32, h: u32) -> Nimber {
        assert!(
            (2..=self.max_side).contains(&w) && (2..=self.max_side).contains(&h),
            "no value for {w} x {h}"
        );
        Nimber::from(self.values[w as usize * (self.max_side as usize + 1) + h as usize])
    }

    /// Whether the first player wins on one `w` x `h` sheet by the literal rules: 1 x 1
    /// has no move (lost), 1 x k with k >= 2 is won by cutting out a 1 x 1, otherwise the
    /// reduced value decides.
    ///
    /// # Panics
    /// If a side is 0 or above [`CuttingTable::max_side`].
    pub fn first_player_wins(&self, w: u32, h: u32) -> bool {
        !self.winning_moves(w, h).is_empty()
    }

    /// Every winning cut of one `w` x `h` sheet by the literal rules, vertical cuts first,
    /// each by increasing `at`: on a 1 x k sheet the cuts that cut out a 1 x 1, otherwise
    /// the cuts into two pieces with sides >= 2 whose values are equal. Empty iff lost.
    ///
    /// # Complexity
    /// O(w + h).
    ///
    /// # Panics
    /// If a side is 0 or above [`CuttingTable::max_side`].
    ///
    /// # Examples
    /// ```
    /// use grundy::game::cutting::{Cut, CutDirection, CuttingTable};
    /// let table = CuttingTable::try_new(4)?;
    /// let halves = |at| Cut { direction: CutDirection::Vertical, at };
    /// assert_eq!(table.winning_moves(4, 2), vec![halves(2)]);
    /// assert_eq!(table.winning_moves(3, 1), vec![halves(1), halves(2)]);
    /// assert!(table.winning_moves(1, 1).is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn winning_moves(&self, w: u32, h: u32) -> Vec<Cut> {
        assert!((1..=self.max_side).contains(&w) && (1..=self.max_side).contains(&h), "no sheet {w} x {h}");
        let mut cuts = Vec::new();
        if w == 1 || h == 1 {
            let (direction, long) =
                if h == 1 { (CutDirection::Vertical, w) } else { (CutDirection::Horizontal, h) };
            if long >= 2 {
                cuts.push(Cut { direction, at: 1 });
                if long > 2 {
                    cuts.push(Cut { direction, at: long - 1 });
                }
            }
            return cuts;
        }
        for a in 2..=w.saturating_sub(2) {
            if self.value(a, h) == self.value(w - a, h) {
                cuts.push(Cut { direction: CutDirection::Vertical, at: a });
            }
        }
        for b in 2..=h.saturating_sub(2) {
            if self.value(w, b) == self.value(w, h - b) {
                cuts.push(Cut { direction: CutDirection::Horizontal, at: b });
            }
        }
        cuts
    }

    /// The answer for one `w` x `h` sheet: its value and first winning cut.
    ///
    /// # Panics
    /// If a side is 0 or above [`CuttingTable::max_side`].
    pub fn outcome(&self, w: u32, h: u32) -> CuttingOutcome {
        CuttingOutcome {
            width: w,
            height: h,
            value: (w >= 2 && h >= 2).then(|| self.value(w, h)),
            winning_move: self.winning_move(w, h),
        }
    }

    /// The first of [`CuttingTable::winning_moves`], or `None` if the sheet is lost.
    ///
    /// # Panics
    /// If a side is 0 or above [`CuttingTable::max_side`].
    pub fn winning_move(&self, w: u32, h: u32) -> Option<Cut> {
        self.winning_moves(w, h).into_iter().next()
    }
}

#[cfg(test)]
mod tests;
