//! Paper cutting under misère play: the cut that cuts out a 1 x 1 piece ends the game, so
//! under misère play its cutter loses (and a player with no cut at all, facing only 1 x 1
//! pieces, wins).
//!
//! # Reduction to normal play
//! A cut that cuts out a 1 x 1 loses at once, so nobody makes one while another cut is
//! left, and a player whose every cut cuts out a 1 x 1 has lost. The game is therefore,
//! for every position with a cut, the *normal-play* game G' whose cuts are those that
//! leave no 1 x 1 piece, a sum over the pieces (a cut of G' leaves two pieces that still
//! have a cut, so G' never meets the position without any cut). Its values:
//! SG'(w, h) = mex of SG'(a, h) ^ SG'(w - a, h) and SG'(w, b) ^ SG'(w, h - b) over the
//! cuts that leave no 1 x 1 (strips 1 x k included: they are pieces like any other here).
//! The position is won iff the XOR of its pieces' SG' values is non-zero
//! ([`MisereReason::NormalPlay`]); a position with no cut at all, or just after a 1 x 1
//! was cut out, is won by the player to move ([`MisereReason::NoMove`]). The tests check
//! this against a search of the literal misère rules on sums of small sheets.
//!
//! The table costs O(L^3) for sides up to L (as in normal play), filled for w <= h and
//! mirrored; winning moves try every cut of every sheet, O(sum of the sides). Cuts are
//! numbered as `paper_cutting::CuttingTable` numbers them: by sheet, vertical cuts first, each
//! by increasing position. Not done: sides above `paper_cutting::CUTTING_MAX_SIDE`.

use super::outcome::{Limits, MisereLimitError, MisereOutcome, MisereReason, MoveList};
use crate::game::grundy::MexSet;
use crate::game::paper_cutting::{Cut, CutDirection, CuttingPosition, SheetCut, CUTTING_MAX_SIDE};
use crate::game::{LimitError, Nimber};

/// The values SG' of the cutting game without 1 x 1 cuts, for sides 1..=L.
struct Table {
    side: usize,
    values: Vec<u32>,
}

/// Whether the cut leaves a 1 x 1 piece.
fn cuts_out_unit(pieces: [[u32; 2]; 2]) -> bool {
    pieces.contains(&[1, 1])
}

/// Every cut of a `w` x `h` sheet in the normal-play order: vertical first, by position.
fn cuts(w: u32, h: u32) -> impl Iterator<Item = Cut> {
    let vertical = (1..w).map(|at| Cut { direction: CutDirection::Vertical, at });
    let horizontal = (1..h).map(|at| Cut { direction: CutDirection::Horizontal, at });
    vertical.chain(horizontal)
}

impl Table {
    fn new(max_side: u32) -> Result<Table, MisereLimitError> {
        if max_side > CUTTING_MAX_SIDE {
            let err = LimitError::new("side of the paper", u64::from(max_side), u64::from(CUTTING_MAX_SIDE));
            return Err(err.into());
        }
        let side = max_side as usize;
        let stride = side + 1;
        let mut values = vec![0u32; stride * stride];
        let mut set = MexSet::new();
        for w in 1..=side {
            for h in w..=side {
                for cut in cuts(w as u32, h as u32) {
                    let pieces = cut.pieces(w as u32, h as u32);
                    if cuts_out_unit(pieces) {
                        continue;
                    }
                    let [[a, b], [c, d]] = pieces;
                    let value =
                        values[a as usize * stride + b as usize] ^ values[c as usize * stride + d as usize];
                    set.insert(Nimber::from(value));
                }
                // A mex is at most the number of options, far below u32::MAX.
                let value = set.take_mex() as u32;
                values[w * stride + h] = value;
                values[h * stride + w] = value;
            }
        }
        Ok(Table { side, values })
    }

    fn value(&self, [w, h]: [u32; 2]) -> Nimber {
        Nimber::from(self.values[w as usize * (self.side + 1) + h as usize])
    }
}

/// Checks the sides and builds the table up to the longest.
fn table_for(sheets: &[[u32; 2]]) -> Result<Table, MisereLimitError> {
    assert!(sheets.iter().all(|&[w, h]| w >= 1 && h >= 1), "a sheet has a side of 0");
    Table::new(sheets.iter().map(|&[w, h]| w.max(h)).max().unwrap_or(1))
}

/// Solves a sum of sheets under misère play: who wins, every winning cut (by sheet,
/// vertical cuts first, by position; listed up to [`Limits::max_listed_moves`]), and the
/// reason: the SG' values of the sheets ([`MisereReason::NormalPlay`]), or
/// [`MisereReason::NoMove`] when the game is over (a 1 x 1 was just cut out, or no sheet
/// can be cut).
///
/// # Complexity
/// O(L^3) for the longest side L, plus O(sum of the sides).
///
/// # Errors
/// [`MisereLimitError`] for a side above `CUTTING_MAX_SIDE`.
///
/// # Panics
/// If a side is 0.
///
/// # Examples
/// ```
/// use grundy::game::paper_cutting::{Cut, CutDirection, CuttingPosition, SheetCut};
/// use grundy::game::misere::paper_cutting::misere_cutting_sum;
/// use grundy::game::misere::Limits;
/// // A 1 x 2 strip: its only cut cuts out two 1 x 1 pieces, and loses.
/// assert!(!misere_cutting_sum(&CuttingPosition::new(vec![[1, 2]]), &Limits::default())?.mover_wins);
/// // A 4 x 1 strip: cut it in the middle; each 2 x 1 left can only be cut into 1 x 1
/// // pieces.
/// let answer = misere_cutting_sum(&CuttingPosition::new(vec![[4, 1]]), &Limits::default())?;
/// let middle = Cut { direction: CutDirection::Vertical, at: 2 };
/// assert_eq!(answer.winning_moves, [SheetCut { sheet: 0, cut: middle }]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn misere_cutting_sum(
    position: &CuttingPosition,
    limits: &Limits,
) -> Result<MisereOutcome<SheetCut>, MisereLimitError> {
    let table = table_for(&position.sheets)?;
    let can_cut = position.sheets.iter().any(|&[w, h]| w.max(h) >= 2);
    if position.unit_cut || !can_cut {
        return Ok(MisereOutcome::no_move());
    }
    let values: Vec<Nimber> = position.sheets.iter().map(|&s| table.value(s)).collect();
    let nim_sum = values.iter().fold(0, |x, &v| x ^ v);
    let mut moves = MoveList::new(limits);
    for (sheet, &[w, h]) in position.sheets.iter().enumerate() {
        for cut in cuts(w, h) {
            let pieces = cut.pieces(w, h);
            if !cuts_out_unit(pieces)
                && nim_sum ^ values[sheet] ^ table.value(pieces[0]) ^ table.value(pieces[1]) == 0
            {
                moves.push(SheetCut { sheet, cut });
            }
        }
    }
    Ok(moves.outcome_with(nim_sum != 0, MisereReason::NormalPlay { values, nim_sum }))
}

/// Solves one `w` x `h` sheet under misère play: [`misere_cutting_sum`] of that sheet
/// alone, its cuts without the sheet number.
///
/// # Complexity
/// O(L^3) for L = max(w, h).
///
/// # Errors
/// As [`misere_cutting_sum`].
///
/// # Panics
/// If a side is 0.
///
/// # Examples
/// ```
/// use grundy::game::misere::paper_cutting::misere_cutting;
/// use grundy::game::misere::Limits;
/// // 2 x 2: both cuts leave two 1 x 2 strips (SG' 0 each): a lost position for the
/// // opponent.
/// assert!(misere_cutting(2, 2, &Limits::default())?.mover_wins);
/// assert!(misere_cutting(1, 1, &Limits::default())?.mover_wins); // no cut: a win
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn misere_cutting(w: u32, h: u32, limits: &Limits) -> Result<MisereOutcome<Cut>, MisereLimitError> {
    let sum = misere_cutting_sum(&CuttingPosition::new(vec![[w, h]]), limits)?;
    Ok(MisereOutcome {
        mover_wins: sum.mover_wins,
        winning_moves: sum.winning_moves.iter().map(|m| m.cut).collect(),
        winning_move_count: sum.winning_move_count,
        reason: sum.reason,
    })
}

/// The cut the engine plays under misère play: the first winning cut, or in a lost
/// position the first cut that cuts out no 1 x 1, or else the first cut (every cut
/// loses); `None` when the game is over.
///
/// # Complexity
/// That of [`misere_cutting_sum`].
///
/// # Errors
/// As [`misere_cutting_sum`].
///
/// # Panics
/// If a side is 0.
pub fn misere_cutting_engine_move(
    position: &CuttingPosition,
    limits: &Limits,
) -> Result<Option<SheetCut>, MisereLimitError> {
    let answer = misere_cutting_sum(position, &limits.clone().with_max_listed_moves(1))?;
    if answer.reason == MisereReason::NoMove {
        return Ok(None);
    }
    if let Some(&m) = answer.winning_moves.first() {
        return Ok(Some(m));
    }
    let all = || {
        position.sheets.iter().enumerate().flat_map(|(sheet, &[w, h])| {
            cuts(w, h).map(move |cut| (SheetCut { sheet, cut }, cut.pieces(w, h)))
        })
    };
    let quiet = all().find(|&(_, pieces)| !cuts_out_unit(pieces));
    Ok(quiet.or_else(|| all().next()).map(|(m, _)| m))
}

#[cfg(test)]
mod tests;
