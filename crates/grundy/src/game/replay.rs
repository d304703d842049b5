//! Replaying a NOI 2011 "bunny and egg" game record: who was winning before and after
//! every half-move, and which moves threw a win away. One maximum matching (by the grid
//! engine, [`crate::matching::grid_matching`]), then one augmenting-path search per
//! half-move that skips regions earlier failed searches proved dead: O(C² + h · C) for C
//! cells and h half-moves in the worst case (the start matching's O(C²) bound; h < C),
//! and in practice a near-linear start and a few microseconds per half-move on
//! 10^6-cell boards.
//!
//! The game: every cell of a board holds a white stone (`O`) or a black stone (`X`),
//! except one empty cell. Tutu moves first and slides a white stone orthogonally adjacent
//! to the empty cell into it; Dandan does the same with black stones; who cannot move
//! loses. Seen as the empty cell walking, this is vertex geography (see
//! [`super::geography`]) on the grid graph of the *usable* cells: colouring the board
//! relative to the start cell, the start cell, the `X` cells of the start's colour and
//! the `O` cells of the other colour. The empty cell never re-enters a visited cell: it
//! alternates colours, and every visited cell now holds a stone of the colour its mover
//! cannot take.
//!
//! The replay keeps a maximum matching of the graph of not-yet-visited usable cells.
//! When the empty cell leaves `v`, `v` is deleted: if `v` was matched to `u`, one
//! alternating search from `u` (with epoch-stamped marks, never an O(V) clear per move)
//! either restores the matching's size, so `v` was missable and the mover was
//! losing, or fails, so `v` was always covered, the mover was winning, and `u` was a winning
//! move. A failed search would explore the whole region reachable from `u`; the
//! `incremental` module keeps those regions marked dead (closed under search steps and
//! free of targets) so that later searches skip them, and proves when the marks survive
//! a deletion. Records are validated by [`StoneRecord::new`]; nothing here handles other stone
//! games or boards with several empty cells.
//!
//! A record may stop anywhere, not only when the player to move is stuck: the replay ends
//! with the [`FinalPosition`] after it (who is to move, the legal moves, whether the mover
//! wins and a winning move, the move an engine plays there), which is how a front end
//! plays the game: the moves so far are a record, and the final position says what comes
//! next. The final delete of the replay answers it, so it costs nothing extra.

use crate::board::{CellId, StoneCell};
pub use crate::format::record::{MoveRule, Player, RecordError, StoneRecord};
use crate::graph::BoardGraph;
use crate::matching::{grid_fits, grid_matching, maximum_matching, Side, NONE};
use incremental::IncrementalMatching;

/// The analysis of one half-move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct HalfMove {
    /// Who moved.
    pub player: Player,
    /// The move's number among its player's moves, from 1.
    pub number: usize,
    /// The empty cell before the move.
    pub from: CellId,
    /// The cell whose stone moved (the empty cell after the move).
    pub to: CellId,
    /// Whether the mover had a winning strategy before the move.
    pub won_before: bool,
    /// Whether the opponent (now to move) has a winning strategy after the move.
    pub won_after: bool,
    /// Whether the move threw a win away: `won_before && won_after`.
    pub mistake: bool,
    /// When `won_before`, a winning move (the cell of the stone to move).
    pub winning_move: Option<CellId>,
}

/// The position after a record, where the game goes on: who is to move, the legal moves,
/// and who wins with correct play.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct FinalPosition {
    /// The player to move.
    pub player: Player,
    /// The empty cell.
    pub empty: CellId,
    /// The cells of the stones the player to move may move into the empty cell, in
    /// row-major order; empty when the game is over.
    pub legal_moves: Vec<CellId>,
    /// Whether the player to move has a winning strategy (`false` when the game is over).
    pub mover_wins: bool,
    /// When `mover_wins`, a winning move (one of `legal_moves`).
    pub winning_move: Option<CellId>,
}

impl FinalPosition {
    /// Whether the game is over: the player to move has no legal move, and loses.
    pub fn is_over(&self) -> bool {
        self.legal_moves.is_empty()
    }

    /// The move a perfect engine plays here: the winning move when the player to move
    /// wins; otherwise every move loses against correct play, and it plays the first
    /// legal move (row-major). `None` when the game is over.
    pub fn engine_move(&self) -> Option<CellId> {
        self.winning_move.or_else(|| self.legal_moves.first().copied())
    }
}

/// The analysis of a whole record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    half_moves: Vec<HalfMove>,
    final_position: FinalPosition,
}

impl Replay {
    /// Every half-move, in order.
    pub fn half_moves(&self) -> &[HalfMove] {
        &self.half_moves
    }

    /// The numbers (from 1, among `player`'s own moves) of `player`'s mistakes, increasing.
    pub fn mistakes(&self, player: Player) -> impl Iterator<Item = usize> + '_ {
        self.half_moves.iter().filter(move |h| h.player == player && h.mistake).map(|h| h.number)
    }

    /// Whether the player to move after the whole record has a winning strategy.
    pub fn final_mover_wins(&self) -> bool {
        self.final_position.mover_wins
    }

    /// The position after the whole record: who is to move, the legal moves, whether
    /// the player to move wins, a winning move.
    pub fn final_position(&self) -> &FinalPosition {
        &self.final_position
    }
}

/// Analyses every half-move of a record: who was winning before and after it, whether it
/// was a mistake, and a winning move where there was one; and the position after the
/// record ([`Replay::final_position`]), which need not be the end of the game.
///
/// # Complexity
/// O(C² + h · C) time and O(C) space for C cells and h half-moves in the worst case: the
/// start matching by the grid engine is O(C²) at worst (near linear on random boards),
/// and each half-move O(C).
/// Between two of the rare emptyings of a dead region (see the module doc), each cell is
/// visited by at most one failed search per colour (successful searches are not
/// bounded this way), so on the benchmark's records (`benches/replay.rs`) the start
/// matching dominates and a half-move costs a few microseconds.
///
/// # Examples
/// ```
/// use grundy::game::replay::{replay, Player, StoneRecord};
/// use grundy::{Board, CellId, StoneCell};
/// // NOI 2011 sample 1: XO.OXO, Tutu moves (1, 2), Dandan moves (1, 1).
/// let cells = "XO.OXO".bytes().map(|b| <StoneCell as grundy::Cell>::from_byte(b).unwrap()).collect();
/// let record = StoneRecord::new(Board::new(1, 6, cells), vec![CellId::new(1), CellId::new(0)])?;
/// let analysis = replay(&record);
/// assert_eq!(analysis.mistakes(Player::Tutu).collect::<Vec<_>>(), vec![1]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn replay(record: &StoneRecord) -> Replay {
    replay_counting(record).0
}

/// [`replay`], also returning how often the search's dead regions were emptied and how
/// often one survived a search from a cell inside it.
fn replay_counting(record: &StoneRecord) -> (Replay, [usize; 2]) {
    let board = record.board();
    let shape = board.shape();
    let (n_rows, n_cols) = (board.n_rows(), board.n_cols());
    let start = record.start().index();
    let start_colour = shape.colour(record.start());
    let cells = board.cells();
    let usable = |cell: usize| {
        let colour = shape.colour(CellId::new(cell));
        cell == start
            || (cells[cell] == StoneCell::Black && colour == start_colour)
            || (cells[cell] == StoneCell::White && colour != start_colour)
    };
    let mate = start_matching(shape, &usable);
    let mut state = IncrementalMatching::new(n_rows, n_cols, (0..cells.len()).map(usable).collect(), mate);

    let mut half_moves: Vec<HalfMove> = Vec::with_capacity(record.moves().len());
    let mut empty = start;
    for (index, &to) in record.moves().iter().enumerate() {
        let (won_before, winning) = state.delete(empty);
        #[cfg(test)]
        state.check_invariants();
        if let Some(previous) = half_moves.last_mut() {
            previous.won_after = won_before;
            previous.mistake = previous.won_before && won_before;
        }
        debug_assert!(state.is_alive(to.index()), "a legal move enters a usable, unvisited cell");
        half_moves.push(HalfMove {
            player: Player::of_half_move(index),
            number: index / 2 + 1,
            from: CellId::new(empty),
            to,
            won_before,
            won_after: false,
            mistake: false,
            winning_move: winning.map(CellId::new),
        });
        empty = to.index();
    }
    let (final_mover_wins, winning) = state.delete(empty);
    if let Some(previous) = half_moves.last_mut() {
        previous.won_after = final_mover_wins;
        previous.mistake = previous.won_before && final_mover_wins;
    }
    let final_position = FinalPosition {
        player: record.next_player(),
        empty: CellId::new(empty),
        legal_moves: record.final_legal_moves(),
        mover_wins: final_mover_wins,
        winning_move: winning.map(CellId::new),
    };
    (Replay { half_moves, final_position }, [state.n_clears, state.n_kept])
}

/// A maximum matching of the usable cells' grid graph, as each cell's mate cell (or
/// [`NONE`]): by the grid engine, which works on the board itself; boards too large for it
/// go through the board's graph and the general bipartite engine.
fn start_matching(shape: crate::BoardShape, usable: &impl Fn(usize) -> bool) -> Vec<u32> {
    let (n_rows, n_cols) = (shape.n_rows(), shape.n_cols());
    let mut mate = vec![NONE; shape.n_cells()];
    if grid_fits(n_rows, n_cols) {
        let grid = grid_matching(n_rows, n_cols, usable);
        for (slot, cell) in mate.iter_mut().zip(grid.cells()) {
            if let Some(to) = cell.mate() {
                *slot = to.index() as u32;
            }
        }
        return mate;
    }
    let board_graph = BoardGraph::from_cells(n_rows, n_cols, usable);
    for (u, w) in maximum_matching(board_graph.graph()).pairs() {
        let (a, b) = (board_graph.cell(Side::Left, u).index(), board_graph.cell(Side::Right, w).index());
        mate[a] = b as u32;
        mate[b] = a as u32;
    }
    mate
}

mod incremental;
#[cfg(test)]
mod tests;
