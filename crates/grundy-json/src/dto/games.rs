//! The Sprague-Grundy games' documents: `nim`, `staircase`, `bean-split`, `equal-split`,
//! `paper-cutting`, `hackenbush`, `heaps`, and the parts they share (a move played, the misère verdict).

use serde::Serialize;

/// A take-away move: take `take` items from pile `pile`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct TakeMove {
    /// The pile, numbered from 1.
    pub pile: usize,
    /// How many items to take (at least 1).
    pub take: u64,
}

/// How a position under misère play (`--misere`: the player who makes the last move
/// loses) was decided.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Misere {
    /// The method: `no-move` (no move is left: the player to move wins), `nim-rule`
    /// (misère Nim's rule, Bouton), `staircase` (Bouton's rule on the counted steps of
    /// staircase Nim), `tame` (Conway's genus theory: every component is tame),
    /// `normal-play` (a normal-play game in disguise: paper cutting without the losing
    /// 1 x 1 cuts), `quotient` (the misère quotient of the game's heaps) or `search` (an
    /// exact search of the whole position).
    pub method: String,
    /// Why the player to move wins or loses, in one sentence.
    pub reason: String,
}

/// `nim` and `staircase` (staircase Nim on a non-decreasing row); a case of
/// `classic poi2009-kam`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct TakeGame {
    /// `misere` when the position is played under the misère rule (`--misere`); absent
    /// under normal play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play: Option<String>,
    /// The pile sizes, in input order.
    pub piles: Vec<u64>,
    /// The Grundy value: the XOR of the piles (nim), of d_n, d_{n-2}, ... (staircase). It decides
    /// normal play only; under misère play see `misere`.
    pub value: u64,
    /// Whether the player to move wins (under normal play: value non-zero).
    pub mover_wins: bool,
    /// Under misère play: how the answer was decided.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub misere: Option<Misere>,
    /// The winning move on the lowest-numbered pile; `null` when the player to move loses.
    pub winning_move: Option<TakeMove>,
    /// Every winning move (at most one per pile), by pile.
    pub winning_moves: Vec<TakeMove>,
    /// `staircase` only: the components of the sum, the counted differences d_i = pile i -
    /// pile i-1 (the pile before the first counts 0) of the last pile and every second
    /// pile before it, by pile; their values XOR to `value`. (For `nim` the components
    /// are the piles themselves.) Absent in judge mode.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub components: Option<Vec<CountedDifference>>,
    /// Whether the player to move has no move (every pile is empty): the game is over
    /// and that player has lost. Absent in judge mode.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_over: Option<bool>,
    /// With `--move` or `--play`: the move played and what it did; the other fields
    /// describe the position after it. `component` is the pile (`nim`) or the entry of
    /// `components` (`staircase`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub played: Option<Played<TakeMove>>,
}

/// A move of bean splitting: a bean leaves bottle `i`, one goes into `j` and one into
/// `k`; bottles are numbered from 0 as in the contest problem.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct BeanSplitMove {
    /// The bottle a bean is taken from.
    pub i: usize,
    /// The first bottle receiving a bean.
    pub j: usize,
    /// The second bottle receiving a bean (j <= k).
    pub k: usize,
}

/// `bean-split`; a case of `classic hnoi2007-split`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct BeanSplit {
    /// `misere` when the position is played under misère play (`--misere`); absent under
    /// normal play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play: Option<String>,
    /// The bean count of each bottle 0..n-1.
    pub beans: Vec<u64>,
    /// The Grundy value of the position.
    pub value: u64,
    /// Whether the player to move wins.
    pub mover_wins: bool,
    /// Under misère play: the method that decided `mover_wins` and why.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub misere: Option<Misere>,
    /// The lexicographically smallest winning move; `null` when the player to move loses.
    pub winning_move: Option<BeanSplitMove>,
    /// The number of distinct winning moves.
    pub winning_move_count: u64,
    /// Every winning move in lexicographic order; present only with `--all`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_moves: Option<Vec<BeanSplitMove>>,
    /// The Grundy value of one bean in each bottle 0..n-1: the components of the sum are
    /// the bottles, each worth its bean value when it holds an odd number of beans (pairs
    /// cancel) and 0 otherwise. Absent in judge mode.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bean_values: Option<Vec<u64>>,
    /// The components' values: each bottle's bean value when it holds an odd number of
    /// beans, 0 otherwise; their XOR is `value`. Absent in judge mode.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bottle_values: Option<Vec<u64>>,
    /// Whether the player to move has no move (every bean is in the last bottle): the game
    /// is over and that player has lost. Absent in judge mode.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_over: Option<bool>,
    /// With `--move` or `--play`: the move played and what it did (a bean of bottle i,
    /// worth `from_value`, became two beans worth `to_value` together; `component` is
    /// i + 1); the other fields describe the position after it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub played: Option<Played<BeanSplitMove>>,
}

/// A move of equal splitting: split pile `pile` into `parts` piles.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct EqualSplitMove {
    /// The pile, numbered from 1.
    pub pile: usize,
    /// Into how many piles (at least 2).
    pub parts: u64,
    /// The sizes of the new piles, largest first.
    pub sizes: Vec<u64>,
}

/// `equal-split`; a case of `classic hnoi2014-jiangnan`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct EqualSplit {
    /// `misere` when the position is played under the misère rule (`--misere`); absent
    /// under normal play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play: Option<String>,
    /// The threshold F: piles of at least F stones (and at least 2) can be split.
    pub threshold: u64,
    /// The pile sizes, in input order.
    pub piles: Vec<u64>,
    /// The Grundy value of each pile.
    pub pile_values: Vec<u64>,
    /// The Grundy value of the game (XOR of the pile values).
    pub value: u64,
    /// Whether the player to move wins.
    pub mover_wins: bool,
    /// Under misère play: how the answer was decided.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub misere: Option<Misere>,
    /// A winning move (lowest pile, then fewest parts); `null` when the player to move loses.
    pub winning_move: Option<EqualSplitMove>,
    /// Every winning move, by pile and then by parts; present only with `--all`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_moves: Option<Vec<EqualSplitMove>>,
    /// Whether the player to move has no move (no pile of at least max(F, 2) stones): the
    /// game is over and that player has lost. Absent in judge mode.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_over: Option<bool>,
    /// With `--move` or `--play`: the move played and what it did (`component` is the
    /// pile, `to_value` the XOR of its parts' values); the other fields describe the
    /// position after it, the parts in place of the pile, largest first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub played: Option<Played<EqualSplitMove>>,
}

/// A cut of one W x H sheet.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Cut {
    /// `paper-cutting` only: the sheet cut, numbered from 1 in `sheets`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sheet: Option<usize>,
    /// `vertical` (splits the width) or `horizontal` (splits the height).
    pub direction: String,
    /// The width (vertical) or height (horizontal) of the first piece.
    pub at: u32,
    /// The two pieces as [width, height].
    pub pieces: [[u32; 2]; 2],
}

/// `paper-cutting` on one sheet or several; a case of `classic poj2311-cutting`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct PaperCutting {
    /// `misere` when the position is played under misère play (`--misere`); absent under
    /// normal play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play: Option<String>,
    /// The width W, when the position is one sheet.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
    /// The height H, when the position is one sheet.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub height: Option<u32>,
    /// The Grundy value in the reduced game (cuts leave both sides at least 2): the
    /// sheet's, or for `paper-cutting` the XOR of `sheets`' values. `null` when a sheet has a
    /// side of 1 (a strip 1 x k, k >= 2, from which the player to move cuts out a 1 x 1
    /// and wins; or a 1 x 1, which can never be cut and counts 0 for `mover_wins`), and
    /// (`paper-cutting` only) when a 1 x 1 was just cut out.
    pub value: Option<u64>,
    /// Whether the player to move wins by the literal rules.
    pub mover_wins: bool,
    /// Under misère play: the method that decided `mover_wins` and why.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub misere: Option<Misere>,
    /// A winning cut (vertical first, then by position); `null` when the player to move
    /// loses.
    pub winning_move: Option<Cut>,
    /// With `--table`: the reduced values, `table[h - 2][w - 2]` for 2 <= w <= W,
    /// 2 <= h <= H (the largest width and height among the sheets).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<Vec<Vec<u64>>>,
    /// `paper-cutting` only: every sheet in order with its value, the components of the sum.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sheets: Option<Vec<Sheet>>,
    /// `paper-cutting` only: whether the game is over, because the last cut cut out a 1 x 1
    /// (its cutter won) or no sheet can be cut; the player to move has lost.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_over: Option<bool>,
    /// With `--move` or `--play`: the cut played and what it did (`component` is the
    /// sheet; the values are `null` when a strip was on the table or the cut leaves one);
    /// the other fields describe the position after it, the two pieces in place of the
    /// sheet.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub played: Option<Played<Cut>>,
}

/// `hackenbush`: one Green Hackenbush graph.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Hackenbush {
    /// `misere` when the position is played under misère play (`--misere`); absent under
    /// normal play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play: Option<String>,
    /// Number of vertices in the file.
    pub vertex_count: usize,
    /// Number of edges in the file.
    pub edge_count: usize,
    /// Number of edges connected to the ground (the others are not in play).
    pub live_edge_count: usize,
    /// Names of the ground vertices (empty when the file has no vertex).
    pub ground: Vec<String>,
    /// The Grundy value of the position.
    pub value: u64,
    /// Whether the player to move wins (under normal play: `value` is non-zero).
    pub mover_wins: bool,
    /// Under misère play: the method that decided `mover_wins` and why.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub misere: Option<Misere>,
    /// The first winning move (by edge number); `null` when the player to move loses, or
    /// when the search limit was reached before one was found.
    pub winning_move: Option<HackenbushEdge>,
    /// Winning moves (cuts that leave a position the other player loses: value 0 under
    /// normal play), by increasing edge number.
    pub winning_moves: Vec<HackenbushEdge>,
    /// Whether `winning_moves` lists every winning move. Cuts of bridges are always
    /// searched; cuts inside 2-edge-connected components only within `move_search_limit`.
    pub winning_moves_complete: bool,
    /// The estimated work of a complete search, `Σ |E_B| (|V_B| + |E_B|)` over the
    /// 2-edge-connected components `B`.
    pub move_search_cost: u64,
    /// The budget of the search inside 2-edge-connected components.
    pub move_search_limit: u64,
    /// The components of the sum: the live edges grouped by their connections away from
    /// the ground (pieces meet only at the ground), each with its Grundy value; the values
    /// XOR to `value`. By first edge.
    pub pieces: Vec<HackenbushPiece>,
    /// Whether no edge is live: the game is over and the player to move has lost (won,
    /// under misère play).
    pub game_over: bool,
    /// Every edge of the file in order, with its endpoints and whether it is live
    /// (connected to the ground, and not the edge just cut).
    pub edges: Vec<HackenbushEdgeState>,
    /// With `--move` or `--play`: the cut played and what it did (`component` is the
    /// piece, numbered from 1 in the `pieces` before the cut; `to_value` is the XOR of the
    /// pieces its remaining edges form). The other fields describe the position after the
    /// cut: the same vertices and edge numbers, the cut edge and the edges that fell no
    /// longer live.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub played: Option<Played<HackenbushEdge>>,
}

/// An edge of a `hackenbush` input.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct HackenbushEdge {
    /// The edge's 1-based position among the file's edges.
    pub edge: usize,
    /// Name of its first endpoint, as written.
    pub u: String,
    /// Name of its second endpoint, as written.
    pub v: String,
}

/// A move that was played (`--move` or `--play`) and what it did to the sum of games.
/// The document's other fields describe the position after it.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Played<M> {
    /// `given` (the move of `--move`, checked against the rules) or `engine` (`--play`:
    /// the engine's choice, a winning move when there is one).
    pub by: String,
    /// The move, on the position before it, numbered as `winning_move` is.
    #[serde(rename = "move")]
    pub played: M,
    /// Whether the player who moved could win before the move. `false` for the engine
    /// means that it had no winning move (the nim-sum was 0) and played a legal move.
    pub mover_was_winning: bool,
    /// The Grundy value (the nim-sum of the components) before the move; `null` where
    /// values do not decide (`paper-cutting` with a strip on the table).
    pub value_before: Option<u64>,
    /// The component the move was made in, numbered from 1 in the list of components
    /// before the move (the command says which list); `null` with the values.
    pub component: Option<usize>,
    /// That component's value before the move.
    pub from_value: Option<u64>,
    /// The value of what replaced it (the XOR of the new parts' values): the position's
    /// value after the move is `value_before ^ from_value ^ to_value`, 0 after a winning
    /// move.
    pub to_value: Option<u64>,
}

/// A counted difference of staircase Nim (`staircase`): a component of the sum.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct CountedDifference {
    /// The pile i, numbered from 1, whose difference d_i = pile i - pile i-1 counts.
    pub pile: usize,
    /// d_i: the component's Grundy value.
    pub value: u64,
}

/// A sheet of `paper-cutting`: a component of the sum.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Sheet {
    /// Its width.
    pub width: u32,
    /// Its height.
    pub height: u32,
    /// Its Grundy value in the reduced game; `null` for a side of 1: a strip 1 x k
    /// (k >= 2), from which a 1 x 1 is cut out at once, or a 1 x 1, which can never be
    /// cut (it counts 0 in the sum).
    pub value: Option<u64>,
}

/// A piece of a `hackenbush` position: a component of the sum.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct HackenbushPiece {
    /// Its edges, by their 1-based positions among the file's edges, increasing.
    pub edges: Vec<usize>,
    /// Its Grundy value.
    pub value: u64,
}

/// An edge of a `hackenbush` position and whether it is still in play.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct HackenbushEdgeState {
    /// Its 1-based position among the file's edges.
    pub edge: usize,
    /// Name of its first endpoint, as written.
    pub u: String,
    /// Name of its second endpoint, as written.
    pub v: String,
    /// Whether it is live: connected to the ground (and not cut).
    pub live: bool,
}

/// A move of `heaps`: take `take` tokens in a row from heap `heap`, leaving `left`
/// tokens before them and `right` after them (each a heap; 0 for none).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct HeapMove {
    /// The heap, numbered from 1.
    pub heap: usize,
    /// How many tokens are taken.
    pub take: u64,
    /// The heap left before the taken tokens (0: none).
    pub left: u64,
    /// The heap left after them (0: none).
    pub right: u64,
}

/// `heaps`: a position of several heaps in an octal game.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Heaps {
    /// `misere` when the position is played under the misère rule (`--misere`); absent
    /// under normal play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play: Option<String>,
    /// The game code, normalised (`.77` is `0.77`).
    pub code: String,
    /// The heap sizes, in order.
    pub heaps: Vec<u64>,
    /// The Grundy value of each heap: the components of the sum.
    pub heap_values: Vec<u64>,
    /// The Grundy value of the position: the XOR of `heap_values`.
    pub value: u64,
    /// Whether the player to move wins (under normal play: `value` is non-zero).
    pub mover_wins: bool,
    /// Under misère play: how the answer was decided.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub misere: Option<Misere>,
    /// The first winning move (first heap; fewest tokens taken, then the whole heap, one
    /// heap left, two heaps with the smaller on the left); `null` when the player to move
    /// loses.
    pub winning_move: Option<HeapMove>,
    /// Whether no heap has a move: the game is over and the player to move has lost
    /// (under misère play: has won, the other player moved last).
    pub game_over: bool,
    /// With `--move` or `--play`: the move played and what it did (`component` is the
    /// heap); the other fields describe the position after it, the heaps it leaves in
    /// place of its heap.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub played: Option<Played<HeapMove>>,
}
