//! Paper cutting: a move cuts one rectangular piece along a grid line into two; whoever
//! cuts out a 1 x 1 piece wins at once.
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
//!
//! Sums of sheets ([`CuttingPosition`], what a cut leaves): the same reduction holds for
//! any number of pieces, so a sum with a strip (a piece 1 x k, k >= 2) is won at once by
//! cutting out a 1 x 1, and otherwise its value is the XOR of the pieces' reduced values
//! (a 1 x 1 piece can never be cut: it counts 0, though like every piece with a side of 1
//! it has no reduced value of its own). A winning move must take one piece to
//! the value `value ^ total`, which may be above the piece's own value, so every cut of
//! every piece may be tried: O(sum of the sides). Once a cut has cut out a 1 x 1, the game
//! is over. The engine plays the first winning cut, or in a lost position the first cut
//! that leaves no strip (at 2), or else any cut.

use std::fmt;

use super::grundy::MexSet;
use super::play::{take_turn, GameOver, NoComponent, Played, Step, Turn};
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

    /// The direction of a [`CutDirection::name`], `None` for another word.
    ///
    /// # Examples
    /// ```
    /// use grundy::game::paper_cutting::CutDirection;
    /// assert_eq!(CutDirection::from_name("vertical"), Some(CutDirection::Vertical));
    /// assert_eq!(CutDirection::from_name("diagonal"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<CutDirection> {
        [CutDirection::Vertical, CutDirection::Horizontal].into_iter().find(|d| d.name() == name)
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
    /// use grundy::game::paper_cutting::CuttingTable;
    /// let table = CuttingTable::try_new(4)?;
    /// assert_eq!([(2, 2), (3, 2), (4, 2)].map(|(w, h)| table.mover_wins(w, h)), [false, false, true]);
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

    /// Whether the player to move wins on one `w` x `h` sheet by the literal rules: 1 x 1
    /// has no move (lost), 1 x k with k >= 2 is won by cutting out a 1 x 1, otherwise the
    /// reduced value decides.
    ///
    /// # Panics
    /// If a side is 0 or above [`CuttingTable::max_side`].
    pub fn mover_wins(&self, w: u32, h: u32) -> bool {
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
    /// use grundy::game::paper_cutting::{Cut, CutDirection, CuttingTable};
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

/// A cut of one sheet of a sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SheetCut {
    /// The sheet, 0-based.
    pub sheet: usize,
    /// The cut.
    pub cut: Cut,
}

/// A cut that breaks the rules, or a cut asked for when the game is over. Sheets are
/// numbered from 1, as the front ends show them.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CutError {
    /// The cut names a sheet the position does not have.
    NoSheet(NoComponent),
    /// A cut outside a sheet: a cut at `at` needs `1 <= at < side`.
    Outside {
        /// The sheet's number.
        sheet: u64,
        /// Its width.
        width: u32,
        /// Its height.
        height: u32,
        /// The cut's direction.
        direction: CutDirection,
        /// Where the cut was asked.
        at: u32,
    },
    /// No cut is left to make: the last cut cut out a 1 x 1, or (the engine asked to cut)
    /// every sheet is 1 x 1.
    GameOver,
}

impl fmt::Display for CutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CutError::NoSheet(err) => err.fmt(f),
            CutError::Outside { sheet, width, height, direction, at } => {
                let side = if direction == CutDirection::Vertical { width } else { height };
                if side < 2 {
                    write!(f, "sheet {sheet} ({width} x {height}) has no {} cut", direction.name())
                } else {
                    let range = if side == 2 { "1".to_string() } else { format!("1 to {}", side - 1) };
                    write!(
                        f,
                        "a {} cut of sheet {sheet} ({width} x {height}) is at {range}, not {at}",
                        direction.name()
                    )
                }
            }
            CutError::GameOver => GameOver.fmt(f),
        }
    }
}

impl From<GameOver> for CutError {
    fn from(_: GameOver) -> CutError {
        CutError::GameOver
    }
}

impl std::error::Error for CutError {}

/// A position of the cutting game: several sheets, `[width, height]` each, and whether the
/// game is over because the last cut cut out a 1 x 1 (its cutter won).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CuttingPosition {
    /// The sheets, `[width, height]` each, sides at least 1.
    pub sheets: Vec<[u32; 2]>,
    /// Whether the last cut cut out a 1 x 1, which ended the game.
    pub unit_cut: bool,
}

impl CuttingPosition {
    /// A position with these sheets, before any cut.
    pub fn new(sheets: Vec<[u32; 2]>) -> CuttingPosition {
        CuttingPosition { sheets, unit_cut: false }
    }

    /// Whether a sheet is a strip (a side of 1, the other at least 2), from which the
    /// player to move cuts out a 1 x 1 and wins at once.
    pub fn has_strip(&self) -> bool {
        self.sheets.iter().any(|&s| is_strip(s))
    }
}

fn is_strip([w, h]: [u32; 2]) -> bool {
    (w == 1 || h == 1) && w.max(h) >= 2
}

/// The answer for a sum of sheets.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct CuttingSumOutcome {
    /// Each sheet's reduced value: `None` for a sheet with a side of 1.
    pub values: Vec<Option<Nimber>>,
    /// The XOR of the sheets' values; `None` when a sheet has a side of 1 (a strip decides
    /// at once: the player to move wins; a 1 x 1 counts 0 but has no value) or a 1 x 1
    /// was just cut out.
    pub value: Option<Nimber>,
    /// Whether the player to move wins.
    pub mover_wins: bool,
    /// The first winning cut (first sheet, vertical cuts first, by position), `None` when
    /// the player to move loses.
    pub winning_move: Option<SheetCut>,
    /// Whether the game is over: a 1 x 1 was just cut out, or no sheet can be cut.
    pub game_over: bool,
}

impl Verdict for CuttingSumOutcome {
    type Move = SheetCut;

    fn mover_wins(&self) -> bool {
        self.mover_wins
    }

    fn winning_move(&self) -> Option<SheetCut> {
        self.winning_move
    }
}

impl CuttingTable {
    /// The reduced value of a sheet of the sum: `None` for a side of 1 (a strip is won at
    /// once, a 1 x 1 can never be cut).
    ///
    /// # Panics
    /// If a side is 0 or above [`CuttingTable::max_side`].
    pub fn sheet_value(&self, [w, h]: [u32; 2]) -> Option<Nimber> {
        assert!((1..=self.max_side).contains(&w) && (1..=self.max_side).contains(&h), "no sheet {w} x {h}");
        (w >= 2 && h >= 2).then(|| self.value(w, h))
    }

    /// The answer for a sum of sheets: every sheet's value, the sum's, who wins, the first
    /// winning cut and whether the game is over.
    ///
    /// # Complexity
    /// O(sum of the sheets' sides).
    ///
    /// # Panics
    /// If a side is 0 or above [`CuttingTable::max_side`].
    ///
    /// # Examples
    /// ```
    /// use grundy::game::paper_cutting::{Cut, CutDirection, CuttingPosition, CuttingTable, SheetCut};
    /// // 4 x 2 is worth 1 and 6 x 2 is worth 2: the sum is worth 3. Cutting a 2 x 2 off
    /// // the 6 x 2 leaves 2 x 2 (worth 0) and 4 x 2 (worth 1): 1 ^ 0 ^ 1 = 0.
    /// let table = CuttingTable::try_new(6)?;
    /// let sum = table.sum_outcome(&CuttingPosition::new(vec![[4, 2], [6, 2]]));
    /// assert_eq!(sum.value, Some(3));
    /// let cut = Cut { direction: CutDirection::Vertical, at: 2 };
    /// assert_eq!(sum.winning_move, Some(SheetCut { sheet: 1, cut }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn sum_outcome(&self, position: &CuttingPosition) -> CuttingSumOutcome {
        let values: Vec<Option<Nimber>> = position.sheets.iter().map(|&s| self.sheet_value(s)).collect();
        let can_cut = position.sheets.iter().any(|&[w, h]| w.max(h) >= 2);
        let over = position.unit_cut || !can_cut;
        let lost = CuttingSumOutcome {
            values: values.clone(),
            value: None,
            mover_wins: false,
            winning_move: None,
            game_over: over,
        };
        if position.unit_cut {
            return lost;
        }
        if let Some(sheet) = position.sheets.iter().position(|&s| is_strip(s)) {
            let [w, _] = position.sheets[sheet];
            let direction = if w >= 2 { CutDirection::Vertical } else { CutDirection::Horizontal };
            let cut = SheetCut { sheet, cut: Cut { direction, at: 1 } };
            return CuttingSumOutcome { value: None, mover_wins: true, winning_move: Some(cut), ..lost };
        }
        // 1 x 1 pieces count 0.
        let total = values.iter().fold(0, |acc, v| acc ^ v.unwrap_or(0));
        let value = values.iter().all(Option::is_some).then_some(total);
        let winning_move = (total != 0)
            .then(|| {
                position.sheets.iter().enumerate().find_map(|(sheet, &[w, h])| {
                    let target = values[sheet].unwrap_or(0) ^ total;
                    self.reduced_cuts(w, h)
                        .find(|&(_, value)| value == target)
                        .map(|(cut, _)| SheetCut { sheet, cut })
                })
            })
            .flatten();
        CuttingSumOutcome { value, mover_wins: total != 0, winning_move, ..lost }
    }

    /// The cuts of a `w` x `h` sheet that leave two pieces with both sides at least 2, each
    /// with the value of its two pieces: vertical cuts first, by position.
    fn reduced_cuts(&self, w: u32, h: u32) -> impl Iterator<Item = (Cut, Nimber)> + '_ {
        let vertical = (2..=w.saturating_sub(2)).filter(move |_| h >= 2).map(move |a| {
            (Cut { direction: CutDirection::Vertical, at: a }, self.value(a, h) ^ self.value(w - a, h))
        });
        let horizontal = (2..=h.saturating_sub(2)).filter(move |_| w >= 2).map(move |b| {
            (Cut { direction: CutDirection::Horizontal, at: b }, self.value(w, b) ^ self.value(w, h - b))
        });
        vertical.chain(horizontal)
    }

    /// Plays the cut `m`: the position after it (the sheet replaced by its two pieces, in
    /// place) and its step, which is `None` unless the values describe both positions (no
    /// strip before, and both pieces with sides at least 2).
    ///
    /// # Complexity
    /// O(number of sheets).
    ///
    /// # Errors
    /// [`CutError`] when the sheet does not exist, the cut is not inside it, or the game
    /// is over.
    ///
    /// # Panics
    /// If a side of the cut sheet is above [`CuttingTable::max_side`].
    pub fn apply(
        &self,
        position: &CuttingPosition,
        m: SheetCut,
    ) -> Result<(CuttingPosition, Option<Step>), CutError> {
        if position.unit_cut {
            return Err(CutError::GameOver);
        }
        let Some(&[w, h]) = position.sheets.get(m.sheet) else {
            return Err(CutError::NoSheet(NoComponent::at("sheet", m.sheet, 1, position.sheets.len())));
        };
        let side = if m.cut.direction == CutDirection::Vertical { w } else { h };
        if m.cut.at == 0 || m.cut.at >= side {
            let (direction, at) = (m.cut.direction, m.cut.at);
            return Err(CutError::Outside { sheet: m.sheet as u64 + 1, width: w, height: h, direction, at });
        }
        let [a, b] = m.cut.pieces(w, h);
        let unit_cut = a == [1, 1] || b == [1, 1];
        let mut sheets = Vec::with_capacity(position.sheets.len() + 1);
        sheets.extend_from_slice(&position.sheets[..m.sheet]);
        sheets.extend([a, b]);
        sheets.extend_from_slice(&position.sheets[m.sheet + 1..]);
        let reduced = |[x, y]: [u32; 2]| x >= 2 && y >= 2;
        let step = (!position.has_strip() && reduced(a) && reduced(b)).then(|| Step {
            component: m.sheet,
            from: self.value(w, h),
            to: self.value(a[0], a[1]) ^ self.value(b[0], b[1]),
        });
        Ok((CuttingPosition { sheets, unit_cut }, step))
    }

    /// The cut the engine plays: the first winning cut, or in a lost position the first
    /// cut that leaves no strip (at 2 of the first sheet that has one), or else a cut at 1
    /// of the first sheet that can be cut; `None` when the game is over.
    ///
    /// # Complexity
    /// O(sum of the sheets' sides).
    ///
    /// # Panics
    /// If a side is 0 or above [`CuttingTable::max_side`].
    pub fn engine_move(&self, position: &CuttingPosition) -> Option<SheetCut> {
        let outcome = self.sum_outcome(position);
        if outcome.game_over {
            return None;
        }
        if outcome.winning_move.is_some() {
            return outcome.winning_move;
        }
        let sheets = &position.sheets;
        let quiet = sheets.iter().enumerate().find_map(|(sheet, &[w, h])| {
            let (cut, _) = self.reduced_cuts(w, h).next()?;
            Some(SheetCut { sheet, cut })
        });
        quiet.or_else(|| {
            let sheet = sheets.iter().position(|&[w, h]| w.max(h) >= 2)?;
            let direction =
                if sheets[sheet][0] >= 2 { CutDirection::Vertical } else { CutDirection::Horizontal };
            Some(SheetCut { sheet, cut: Cut { direction, at: 1 } })
        })
    }

    /// Plays `turn` on a sum of sheets ([`take_turn`] with [`Self::engine_move`] and
    /// [`Self::apply`]).
    ///
    /// # Errors
    /// An illegal cut; [`CutError::GameOver`] when the game is over.
    ///
    /// # Panics
    /// If a side is 0 or above [`CuttingTable::max_side`].
    pub fn play(
        &self,
        position: &CuttingPosition,
        turn: Turn<SheetCut>,
    ) -> Result<(CuttingPosition, Option<Played<SheetCut>>), CutError> {
        take_turn(position.clone(), turn, |p| self.engine_move(p), |p, m| self.apply(p, m))
    }
}

#[cfg(test)]
mod tests;
