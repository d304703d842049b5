//! The DTOs: one per document body, every field documented (the schema's descriptions
//! are these doc comments).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::games::{CountedDifference, HackenbushEdgeState, HackenbushPiece, Played, Sheet};

/// The version of the schema every document follows.
pub const SCHEMA_VERSION: u32 = 3;

/// A document: the command that wrote it, the schema version, then its body's fields.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Doc<T> {
    /// The command that wrote the document (`classic`, `board`, `geography`, ...).
    pub command: String,
    /// The schema version the document follows: 2.
    pub schema_version: u32,
    /// The command's own fields.
    #[serde(flatten)]
    pub body: T,
}

/// `--json` output when the command fails: what went wrong and where. The exit code is 2.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct ErrorDoc {
    /// The error.
    pub error: Error,
}

/// An error.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Error {
    /// `usage` (bad flags or arguments), `input` (a file that breaks its format, located
    /// by `line` and `column`), `io` (a file that cannot be read or written), `limit` (a
    /// size beyond what grundy solves) or `invalid` (an argument that does not fit the
    /// input, such as an unknown vertex); the web API adds `request` (a request that is
    /// not what the endpoint takes), `busy` (the long lane is full: 429 or 503 with
    /// `Retry-After`) and `internal`.
    pub kind: String,
    /// The file the error is in (`<stdin>` for standard input), when there is one.
    pub file: Option<String>,
    /// The line, from 1, for `input` errors.
    pub line: Option<usize>,
    /// The column (in characters), from 1, for `input` errors.
    pub column: Option<usize>,
    /// The message, as the text output prints it (without the quoted line).
    pub message: String,
}

/// A board cell, 1-based (row 1 is the top line, column 1 the left end).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Position {
    /// Row, from 1 at the top.
    pub row: usize,
    /// Column, from 1 at the left.
    pub column: usize,
}

// ---------------------------------------------------------------- Sprague-Grundy games

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

/// `nim` and `kam` (pebbles, POI 2009 Kam); a case of `classic poi2009-kam`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct TakeGame {
    /// `misere` when the position is played under the misère rule (`--misere`); absent
    /// under normal play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play: Option<String>,
    /// The pile sizes, in input order.
    pub piles: Vec<u64>,
    /// The Grundy value: the XOR of the piles (nim), of d_n, d_{n-2}, ... (kam). It decides
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
    /// `kam` only: the components of the sum, the counted differences d_i = pile i -
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
    /// `components` (`kam`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub played: Option<Played<TakeMove>>,
}

/// A move of the split game (HNOI 2007): a bean leaves bottle `i`, one goes into `j` and
/// one into `k`; bottles are numbered from 0 as in the problem.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct SplitMove {
    /// The bottle a bean is taken from.
    pub i: usize,
    /// The first bottle receiving a bean.
    pub j: usize,
    /// The second bottle receiving a bean (j <= k).
    pub k: usize,
}

/// `split` (HNOI 2007); a case of `classic hnoi2007-split`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Split {
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
    pub winning_move: Option<SplitMove>,
    /// The number of distinct winning moves.
    pub winning_move_count: u64,
    /// Every winning move in lexicographic order; present only with `--all`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_moves: Option<Vec<SplitMove>>,
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
    pub played: Option<Played<SplitMove>>,
}

/// A move of the equal-split game: split pile `pile` into `parts` piles.
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

/// `jiangnan` (HNOI 2014); a case of `classic hnoi2014-jiangnan`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Jiangnan {
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
    /// `cutting` only: the sheet cut, numbered from 1 in `sheets`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sheet: Option<usize>,
    /// `vertical` (splits the width) or `horizontal` (splits the height).
    pub direction: String,
    /// The width (vertical) or height (horizontal) of the first piece.
    pub at: u32,
    /// The two pieces as [width, height].
    pub pieces: [[u32; 2]; 2],
}

/// `cutting` (POJ 2311) on one sheet or several; a case of `classic poj2311-cutting`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Cutting {
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
    /// sheet's, or for `cutting` the XOR of `sheets`' values. `null` when a sheet has a
    /// side of 1 (a strip 1 x k, k >= 2, from which the player to move cuts out a 1 x 1
    /// and wins; or a 1 x 1, which can never be cut and counts 0 for `mover_wins`), and
    /// (`cutting` only) when a 1 x 1 was just cut out.
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
    /// `cutting` only: every sheet in order with its value, the components of the sum.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sheets: Option<Vec<Sheet>>,
    /// `cutting` only: whether the game is over, because the last cut cut out a 1 x 1
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

/// `octal`: the values, the period and the sparse space.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Octal {
    /// The game code, normalised (`.137` is `0.137`, trailing zeros dropped, `S(1,2)` is
    /// `0.33`).
    pub code: String,
    /// How many values were computed: G(0) .. G(computed - 1).
    pub computed: u64,
    /// Bytes per stored value: 1 while every value is below 256, else 2.
    pub bytes_per_value: u8,
    /// The first values: G(0), G(1), ... (at most `--show`, 100 by default; `--values
    /// FILE` writes all of them).
    pub values: Vec<u64>,
    /// Whether `values` stops before `computed` (the list is cut at `--show`).
    pub values_truncated: bool,
    /// How often each value occurs among all `computed` values: `histogram[g]` heaps n
    /// have G(n) = g (the last entry is the largest value; empty when nothing was computed).
    pub histogram: Vec<u64>,
    /// The period found: certified, or the best uncertified candidate; `null` when none.
    pub period: Option<OctalPeriod>,
    /// Whether the run was interrupted (Ctrl-C) before its goal: what is known so far.
    pub partial: bool,
    /// One entry per group of split moves (even or odd numbers of tokens removed); empty
    /// for the plain method.
    pub sparse: Vec<OctalSparseClass>,
    /// How the values were computed: `sparse` (the rare/common method) or `plain` (every
    /// option enumerated: codes whose moves leave three or four heaps, or with the
    /// condition `=`; `?` on two heaps is `!`).
    pub method: String,
}

/// A period of an octal game's Grundy sequence.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct OctalPeriod {
    /// p: G(n + p) = G(n) for n >= preperiod (within the values, or for all n if certified).
    pub period: u64,
    /// e: the first heap from which the period holds (the last exceptional heap is e - 1).
    pub preperiod: u64,
    /// Whether the periodicity theorem (the Guy-Smith bound) proves the period for every
    /// heap.
    pub certified: bool,
    /// The number of values the certificate needs: 2e + 2p + t for an octal code (j e +
    /// j p + t when moves leave at most j heaps; e counted as at least 1); `null` when no periodicity theorem is
    /// known for the code (conditions such as `=` or `!` on splits into three heaps).
    pub needed: Option<u64>,
}

/// The sparse space of one group of split moves.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct OctalSparseClass {
    /// The parity of the numbers of tokens removed by these split moves (0 or 1).
    pub parity: u8,
    /// The numbers of tokens removed by these split moves.
    pub moves: Vec<usize>,
    /// The mask over 2 G(n) + (n mod 2): heap n is rare when the masked bits have even
    /// parity. `null` when the group has no useful sparse space (plain method).
    pub mask: Option<u32>,
    /// How many heaps are rare.
    pub rare_heaps: u64,
    /// The largest rare heap (0 when none).
    pub last_rare_heap: u64,
    /// The distinct values of rare heaps (at most 64 listed).
    pub rare_values: Vec<u32>,
    /// The rare heaps among the listed `values` (n below the length of `values`),
    /// ascending.
    pub listed_rare_heaps: Vec<u64>,
}

/// `octal census`: one row per code of the patterns, in their order.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct OctalCensus {
    /// The most values a run computed (`--max`).
    pub max: u64,
    /// The rows, one per code.
    pub rows: Vec<OctalCensusRow>,
}

/// One code of a census.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct OctalCensusRow {
    /// The code as the pattern wrote it.
    pub code: String,
    /// The normalised code.
    pub game: String,
    /// "solved" (period certified), "unsolved" (not within `max` values), "out-of-time"
    /// (the time budget ended the run), "stopped" (Ctrl-C) or "failed" (see `error`).
    pub status: String,
    /// Why the run failed (a value too large to store), when it did.
    pub error: Option<String>,
    /// Values computed: G(0) .. G(values - 1).
    pub values: u64,
    /// The period: certified when solved, else the best candidate, a weak one (a period
    /// the last values follow over fewer than 16 heaps: `values - preperiod - period` of
    /// them) when no period repeats longer; `null` with fewer than two values.
    pub period: Option<OctalPeriod>,
    /// The largest value (`null` when none was computed).
    pub largest: Option<u64>,
    /// The first heap with the largest value.
    pub largest_heap: Option<u64>,
    /// "sparse" or "plain".
    pub method: String,
    /// The sparse space of each group of split moves (no `listed_rare_heaps`: empty).
    pub sparse: Vec<OctalSparseClass>,
    /// The `code` of the first row with the same Grundy sequence (`null`: none before
    /// it): both solved with the same period and equal values up to the end of its first
    /// period, so equal for every n; or both unsolved with as many values, all equal
    /// (compared by 128-bit fingerprints). Runs cut short are never linked.
    pub same_as: Option<String>,
}

/// A line of a census journal (not a document: the file `census-rows.jsonl` of the
/// Python package's `grundy.census` in its checkpoint directory): one code's finished
/// row, with what the census asked for and the key that links it to the rows of the
/// same sequence once every row is known. Written by `census_record`, read back by
/// `census_from_records`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OctalCensusRecord {
    /// The census's `max`.
    pub max: u64,
    /// The census's time budget per run in seconds (`null`: none).
    pub budget: Option<f64>,
    /// The row, its `same_as` `null`.
    pub row: OctalCensusRow,
    /// The key of the row's sequence (`null` for a run cut short).
    pub key: Option<OctalSequenceKey>,
}

/// `grundy::game::octal::census::SequenceKey` in a census journal.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OctalSequenceKey {
    /// Whether the period is certified.
    pub certified: bool,
    /// The period when certified, else the number of values.
    pub span: u64,
    /// The preperiod when certified, else 0.
    pub preperiod: u64,
    /// The 128-bit fingerprint, 32 hexadecimal digits.
    pub fingerprint: String,
}

/// `octal` on the web server with `"progress": true`: a line of the answer's
/// newline-delimited JSON, a few times a second while the run goes on; the last line is
/// the `octal` document (or an `error` document).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct OctalProgress {
    /// The run's id: `POST /api/octal/stop` with `{"run": ID}` stops it, and its stream then
    /// ends with the `octal` document of the values computed so far (`partial`).
    pub run: String,
    /// The normalised game code.
    pub code: String,
    /// Whether the run is still waiting for a free computation slot (the server runs a
    /// few computations at once; the others wait in line).
    pub waiting: bool,
    /// Values computed so far.
    pub done: u64,
    /// The current goal: `max`, or more while `until_periodic` looks for a certificate
    /// (it grows when a candidate period needs more values, up to `limit`).
    pub target: u64,
    /// The best period so far: certified, or the candidate that needs the fewest values
    /// to certify (`needed`); `null` when none yet.
    pub period: Option<OctalPeriod>,
    /// Milliseconds since the request was taken.
    pub elapsed_ms: u64,
}

/// `octal/stop` on the web server: whether the streamed run was still going and is now
/// told to stop (its stream ends with the `partial` document of what it computed).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct OctalStop {
    /// The run's id, as sent.
    pub run: String,
    /// Whether the run was under way (`false`: it had ended, or no run has this id).
    pub stopped: bool,
}

/// `octal CODE --misere`: the misère quotient of the game's heaps (Plambeck and
/// Siegel): the commutative monoid whose P-portion decides every sum of heaps under
/// misère play, computed heap by heap until its pretending function is certified
/// periodic (then it is the quotient of every heap size).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct OctalMisere {
    /// The normalised game code.
    pub code: String,
    /// N: the quotient is that of heaps 1..N (and of every heap once `certified`).
    pub heaps: u64,
    /// The number of elements of the quotient.
    pub order: usize,
    /// Whether the periodicity theorem proves that this is the quotient of every heap
    /// size (the pretending function's period is certified).
    pub certified: bool,
    /// The period of the pretending function: certified, or the candidate that the heaps
    /// show with the heap sizes (`needed`: heaps 0..needed - 1) it would need; `null`
    /// when none shows. `needed` is `null` for codes with conditions (`!`, `?`, `=`),
    /// for which no theorem is known.
    pub period: Option<OctalPeriod>,
    /// The generators of the presentation, named `a`, `b`, ... in the order of their
    /// heaps.
    pub generators: Vec<OctalMisereGenerator>,
    /// The relations, each `word = word` (a word such as `ab^2`; `1` the identity): with
    /// the generators they define the monoid.
    pub relations: Vec<String>,
    /// Every element, by its normal form; the other lists name elements the same way.
    pub elements: Vec<String>,
    /// The elements whose positions the player to move loses.
    pub p_portion: Vec<String>,
    /// The pretending function: the element of heaps 0, 1, ... (at most `--show`; heap 0
    /// is the identity).
    pub pretending: Vec<String>,
    /// Whether `pretending` stops before heap N.
    pub pretending_truncated: bool,
    /// The order of the quotient of heaps 1..n, for n = 0..N.
    pub orders: Vec<usize>,
    /// Present when the run stopped before `--max` heaps or a certified period: the
    /// quotient above is that of the heaps done, and this says why heap N + 1 was not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped: Option<OctalMisereStop>,
}

/// Why a misère quotient's run stopped early.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct OctalMisereStop {
    /// `limit` (a bound such as `--max-order` was met), `unresolved` (no candidate passed
    /// the verification) or `interrupted` (Ctrl-C).
    pub kind: String,
    /// The heap that was being added.
    pub heap: u64,
    /// What happened, and what would be needed.
    pub message: String,
}

/// A generator of a misère quotient.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct OctalMisereGenerator {
    /// Its name: `a`, `b`, ..., `z`, then `g27`, ...
    pub name: String,
    /// The heap size whose element it is.
    pub heap: u64,
}

// ---------------------------------------------------------------- judge mode

/// `classic PROBLEM` for the Sprague-Grundy problems and misère Nim: one entry per test
/// case, in input order, each the body of the matching friendly command (`kam`, `split`,
/// `jiangnan`, `cutting`), a value (`poj3710-christmas`) or a misère Nim position
/// (`shoi2008-john`).
#[derive(Debug, Serialize)]
// Judge mode's bodies are alternatives of one schema (`anyOf`): the document as a whole
// forbids unknown fields, not each alternative.
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Classic<T> {
    /// The problem name, as on the command line (e.g. `poi2009-kam`).
    pub problem: String,
    /// The answer of each test case.
    pub cases: Vec<T>,
}

/// A case of `classic poj3710-christmas`: a sum of Green Hackenbush trees.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct ValueCase {
    /// The Grundy value of the case (the XOR of its trees' values).
    pub value: u64,
    /// Whether the player to move (Sally) wins: `value` is non-zero.
    pub mover_wins: bool,
}

/// A case of `classic shoi2008-john`: misère Nim (a move takes stones from one pile, and
/// the player who takes the last stone loses), John to move. Misère play has no Grundy
/// value that decides a sum, so there is no `value`: Bouton's rule reads `nim_sum` while
/// some pile has two stones or more, and otherwise the player to move wins iff it is 0.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct MisereNim {
    /// The pile sizes, in input order.
    pub piles: Vec<u64>,
    /// The XOR of the piles.
    pub nim_sum: u64,
    /// How many piles have two stones or more.
    pub large_piles: usize,
    /// Whether the player to move (John) wins. True when no stone is left: John has no
    /// move, so he cannot take the last stone.
    pub mover_wins: bool,
    /// The winning move on the lowest-numbered pile; `null` when the player to move
    /// loses, and when no stone is left.
    pub winning_move: Option<TakeMove>,
    /// Every winning move, by pile.
    pub winning_moves: Vec<TakeMove>,
}

/// `classic loj6033-board`: the cells where the placer wins.
#[derive(Debug, Serialize)]
// Judge mode's bodies are alternatives of one schema (`anyOf`): the document as a whole
// forbids unknown fields, not each alternative.
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Loj6033Board {
    /// The problem name, `loj6033-board`.
    pub problem: String,
    /// The cells where the player to move loses, so the player who places the token wins,
    /// row-major.
    pub placer_wins: Vec<Position>,
}

/// `classic noi2011-bunny`: Tutu's mistakes.
#[derive(Debug, Serialize)]
// Judge mode's bodies are alternatives of one schema (`anyOf`): the document as a whole
// forbids unknown fields, not each alternative.
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Noi2011Bunny {
    /// The problem name, `noi2011-bunny`.
    pub problem: String,
    /// The numbers (1-based among Tutu's own moves) of the moves where Tutu threw a win
    /// away, increasing.
    pub mistakes: Vec<usize>,
}

// ---------------------------------------------------------------- boards

/// `board`: who wins from a token placed on each cell, the opponent of the placer moving
/// first. With `--token` (and `--move`), the board is the position of a game in
/// progress: the cells the token visited are blocked, except the one it stands on.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Board<Map, Cells, Mates> {
    /// Number of rows.
    pub rows: usize,
    /// Number of columns.
    pub columns: usize,
    /// Number of cells where the player to move wins (`W`).
    pub wins: usize,
    /// Number of cells where the player to move loses (`L`: the placer wins).
    pub losses: usize,
    /// Number of blocked cells (`#`; with `--token`, the visited cells but the token's
    /// are counted here).
    pub blocked: usize,
    /// The verdict map, one string per row: `W` the player to move wins, `L` the player
    /// to move loses (the placer wins), `#` blocked. Absent with `--cell`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub map: Option<Map>,
    /// Every free cell row-major, or with `--cell` the cells asked for, in that order.
    /// Absent with `--map-only`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cells: Option<Cells>,
    /// With `--matching`: the size of the maximum matching the verdicts come from (its
    /// number of pairs).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matching_size: Option<usize>,
    /// With `--matching`: that maximum matching cell by cell, one string per row, each
    /// cell an arrow to its mate (`>` right, `<` left, `^` up, `v` down), `o` a free cell
    /// the matching leaves unmatched, `#` blocked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mates: Option<Mates>,
    /// With `--token`: the game in progress, from the token's cell.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<TokenGame>,
}

/// One free cell of `board`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct CellVerdict {
    /// Row, from 1.
    pub row: usize,
    /// Column, from 1.
    pub column: usize,
    /// Whether the player to move from a token here wins (else the placer wins).
    pub mover_wins: bool,
    /// When `mover_wins`: the neighbouring cell to move the token to; otherwise `null`.
    pub winning_move: Option<Position>,
    /// With `--explain`: why, from the maximum matching.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanation: Option<CellExplanation>,
}

/// Why the player to move from a cell wins or loses (`board --explain`). The mover wins
/// exactly when every maximum matching of the free cells covers the cell, and then wins
/// by moving to the cell's mate (the winning move).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct CellExplanation {
    /// The cell's mate in the maximum matching (`mates`); `null` when the matching
    /// leaves the cell unmatched (then the mover loses).
    pub mate: Option<Position>,
    /// When the mover loses: an even alternating path from a cell the matching leaves
    /// unmatched to this cell, the cells in order. Its edges are alternately outside and
    /// inside the matching (the last one is this cell's matching edge); swapping them
    /// gives another maximum matching, which misses this cell, so the mover loses. One
    /// cell when the cell itself is unmatched. `null` when the mover wins.
    pub alternating_path: Option<Vec<Position>>,
}

/// `board --token R,C [--move R,C]...`: the game in progress. The token was placed on
/// `--token`, then moved to each `--move` cell in turn by alternate players.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct TokenGame {
    /// The cell the token stands on.
    pub token: Position,
    /// Number of moves made since the placement.
    pub moves: usize,
    /// The cells the player to move may move the token to (free neighbours never
    /// visited), row-major; empty when the game is over.
    pub legal_moves: Vec<Position>,
    /// Whether the player to move has no legal move (and has lost).
    pub game_over: bool,
    /// Whether the player to move wins with correct play.
    pub mover_wins: bool,
    /// When `mover_wins`: the winning move, along the token's matching edge; otherwise
    /// `null`.
    pub winning_move: Option<Position>,
    /// The move the engine plays: the winning move, or when the player to move loses
    /// the first legal move; `null` when the game is over.
    pub engine_move: Option<Position>,
    /// With `--explain`: why the player to move wins or loses.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanation: Option<CellExplanation>,
}

/// `replay`: every half-move of a NOI 2011 record.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Replay {
    /// Number of rows of the board.
    pub rows: usize,
    /// Number of columns of the board.
    pub columns: usize,
    /// The start board, one string per row: `O` a white stone (Tutu's), `X` a black stone
    /// (Dandan's), `.` the empty cell.
    pub board: Vec<String>,
    /// The half-moves, in order.
    pub half_moves: Vec<HalfMove>,
    /// Whether the player to move after the record (Tutu) wins; `false` for every valid
    /// record, since the format guarantees that Dandan wins.
    pub mover_wins_at_end: bool,
    /// Move numbers of each player's mistakes, increasing: `tutu` and `dandan`.
    pub mistakes: BTreeMap<String, Vec<usize>>,
}

/// One half-move of `replay`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct HalfMove {
    /// Index among all half-moves, from 1.
    pub index: usize,
    /// `tutu` (moves white stones `O`, first) or `dandan` (black stones `X`).
    pub player: String,
    /// The move's number among its player's moves, from 1 (as in the judge output).
    pub number: usize,
    /// The empty cell before the move.
    pub from: Position,
    /// The cell whose stone moved into the empty cell.
    pub to: Position,
    /// Whether the player making this move (the player to move) was winning before it.
    pub mover_wins: bool,
    /// Whether the opponent, to move after it, is winning.
    pub opponent_wins: bool,
    /// `mover_wins && opponent_wins`: the move threw a win away.
    pub mistake: bool,
    /// When `mover_wins`: a winning move (the stone to move); otherwise `null`.
    pub winning_move: Option<Position>,
}

/// `stones`: the stone game (NOI 2011 rules) after the moves so far: the board now, the
/// analysis of every move made, and the position to play from.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Stones {
    /// Number of rows of the board.
    pub rows: usize,
    /// Number of columns of the board.
    pub columns: usize,
    /// The board after the moves, one string per row: `O` a white stone (Tutu's), `X` a
    /// black stone (Dandan's), `.` the empty cell.
    pub board: Vec<String>,
    /// The moves made, in order, as `replay` analyses them.
    pub half_moves: Vec<HalfMove>,
    /// Move numbers of each player's mistakes so far, increasing: `tutu` and `dandan`.
    pub mistakes: BTreeMap<String, Vec<usize>>,
    /// The position after the moves: who is to move, how, and who wins.
    pub position: StonePosition,
}

/// The position of the stone game after some moves (`stones`).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct StonePosition {
    /// The player to move: `tutu` (white stones `O`) or `dandan` (black stones `X`).
    pub player: String,
    /// The empty cell.
    pub empty: Position,
    /// The stones the player to move may move into the empty cell, row-major; empty when
    /// the game is over.
    pub legal_moves: Vec<Position>,
    /// Whether the game is over: the player to move has no legal move and loses.
    pub game_over: bool,
    /// Whether the player to move wins with correct play (`false` when the game is over).
    pub mover_wins: bool,
    /// When `mover_wins`: a winning move (the stone to move); otherwise `null`.
    pub winning_move: Option<Position>,
    /// The move the engine plays here: the winning move when the player to move wins,
    /// otherwise the first legal move (every move loses against correct play); `null`
    /// when the game is over.
    pub engine_move: Option<Position>,
}

// ---------------------------------------------------------------- graphs

/// `grundy matching FILE.mtx --dmperm --json`: the Dulmage-Mendelsohn permutation of a
/// Matrix Market matrix, exactly MATLAB's `[p, q, r, s, cc, rr] = dmperm(A)` (1-based,
/// as MATLAB and the command line count). `A(p, q)` is block upper triangular: fine
/// block `k` is rows `r[k]..r[k+1]-1` and columns `s[k]..s[k+1]-1` of it; the coarse
/// row sets R1, R2, R3, R0 are rows `rr[i]..rr[i+1]-1` and the coarse column sets C0,
/// C1, C2, C3 columns `cc[j]..cc[j+1]-1` (C0 the unmatched columns, R0 the unmatched
/// rows). The under-determined part is R1 x (C0 C1), the well-determined part R2 x C2,
/// the over-determined part (R3 R0) x C3.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Dmperm {
    /// Number of rows.
    pub rows: usize,
    /// Number of columns.
    pub columns: usize,
    /// Number of stored entries (explicit zeros and duplicates included).
    pub entry_count: usize,
    /// The structural rank: the size of a maximum matching (`rr[3] - 1`).
    pub structural_rank: usize,
    /// The number of fine blocks (`r` has one more entry).
    pub block_count: usize,
    /// Row permutation, 1-based: row `k` of `A(p, q)` is row `p[k]` of `A`.
    pub p: Vec<usize>,
    /// Column permutation, 1-based.
    pub q: Vec<usize>,
    /// Fine block row boundaries, 1-based (from 1 to rows + 1).
    pub r: Vec<usize>,
    /// Fine block column boundaries, 1-based (from 1 to columns + 1).
    pub s: Vec<usize>,
    /// Coarse column boundaries, 5 of them, 1-based.
    pub cc: Vec<usize>,
    /// Coarse row boundaries, 5 of them, 1-based.
    pub rr: Vec<usize>,
}

/// `matching`: a maximum matching, the part of every vertex, and the certificate that
/// it is maximum. One shape for every graph; the fields marked "bipartite graphs only"
/// are present when `bipartite` is `true` (and asked for), the Tutte-Berge certificate
/// when it is `false`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Matching {
    /// The format the file was read as: `edgelist`, `dimacs`, `mtx` or `board`.
    pub format: String,
    /// Whether the graph is bipartite (matrices and boards always are).
    pub bipartite: bool,
    /// Number of vertices (a board's free cells).
    pub vertex_count: usize,
    /// Number of edges, parallel edges and loops included.
    pub edge_count: usize,
    /// The size of a maximum matching.
    pub matching_size: usize,
    /// Whether the matching covers every vertex.
    pub perfect: bool,
    /// The matched pairs, by vertex names (bipartite graphs: left vertex first).
    pub matching: Vec<[String; 2]>,
    /// Every vertex in input order with its part and mate.
    pub vertices: Vec<MatchingVertex>,
    /// Graphs with an odd cycle only: the Tutte-Berge certificate.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tutte_berge: Option<TutteBerge>,
    /// Bipartite graphs only: the sizes of the two sides (matrix rows and columns; board
    /// cells with row + column even and odd; for a two-coloured graph, the colour of each
    /// component's first vertex is left).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sides: Option<Sides>,
    /// Bipartite graphs only: the number of fine Dulmage-Mendelsohn blocks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fine_block_count: Option<usize>,
    /// Bipartite graphs only: every edge in input order with its class.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edge_classes: Option<Vec<MatchingEdge>>,
    /// Bipartite graphs only: a minimum vertex cover (König: as many vertices as
    /// `matching_size`), left side first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vertex_cover: Option<Vec<String>>,
    /// Bipartite graphs only: a maximum independent set (the other vertices).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub independent_set: Option<Vec<String>>,
    /// Bipartite graphs only: a minimum edge cover of the non-isolated vertices.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edge_cover: Option<Vec<MatchingEdge>>,
}

/// The sizes of a bipartite graph's sides.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Sides {
    /// Number of left vertices.
    pub left: usize,
    /// Number of right vertices.
    pub right: usize,
}

/// A vertex of `matching`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct MatchingVertex {
    /// Its name.
    pub vertex: String,
    /// Its Gallai-Edmonds part: `missable` (some maximum matching misses it: the player
    /// to move from it in geography loses), `adjacent` (always covered, next to a
    /// missable vertex) or `perfect` (the rest).
    pub part: String,
    /// Its mate in the matching, `null` when unmatched.
    pub mate: Option<String>,
    /// Bipartite graphs only: `left` or `right`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub side: Option<String>,
    /// Bipartite graphs only: its coarse Dulmage-Mendelsohn block, `over` (reached from
    /// free left vertices), `under` (from free right vertices) or `well`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub block: Option<String>,
    /// Bipartite graphs only, `well` vertices: the fine block, from 1; a left vertex of
    /// block i is joined only to right vertices of blocks j <= i, and such an edge is in
    /// some maximum matching iff j = i.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fine_block: Option<usize>,
}

/// An edge of `matching`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct MatchingEdge {
    /// Its 1-based position among the input's edges (for a board: row-major, each cell's
    /// right neighbour before its lower one).
    pub edge: usize,
    /// Its first endpoint (as written in an edge list or DIMACS file, else the left one).
    pub u: String,
    /// Its second endpoint.
    pub v: String,
    /// In `edge_classes`: `necessary` (in every maximum matching), `optional` (in some,
    /// not all) or `forbidden` (in none); absent in `edge_cover`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub class: Option<String>,
}

/// The Tutte-Berge certificate: no matching exceeds (|V| + |U| - odd(G - U)) / 2 for any
/// vertex set U; with U = the adjacent part A this bound equals the matching's size.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct TutteBerge {
    /// |U|, the number of `adjacent` vertices.
    pub witness_size: usize,
    /// The number of connected components of G - U with an odd number of vertices.
    pub odd_components: usize,
    /// (|V| + |U| - odd_components) / 2, equal to `matching_size`.
    pub bound: usize,
    /// Always `true`: re-checked by an independent verifier before printing.
    pub verified: bool,
}

/// `geography`: vertex geography from every start, or with `--start` the winner's
/// strategy from one. One shape for every graph, bipartite or not.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Geography<Verdicts> {
    /// The format the file was read as: `edgelist`, `dimacs`, `mtx` or `board`.
    pub format: String,
    /// Whether the graph is bipartite (then a maximum matching plus alternating paths
    /// decide; otherwise the blossom algorithm's Gallai-Edmonds sets). With `--visited`,
    /// this and every count below are about the position: the graph without the
    /// vertices the token has left.
    pub bipartite: bool,
    /// The engine that decided: `grid` (a token board), `bipartite` (a maximum matching
    /// and alternating paths) or `blossom` (the Gallai-Edmonds decomposition, for a graph
    /// with an odd cycle).
    pub engine: String,
    /// Number of vertices (a board's free cells).
    pub vertex_count: usize,
    /// The size of a maximum matching.
    pub matching_size: usize,
    /// With `--pairs`: the maximum matching the verdicts come from, each pair's vertices
    /// in input order; a winning move goes to the mover's mate in it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matching: Option<Vec<[String; 2]>>,
    /// With `--edges`: every edge of the graph (with `--visited`, of the position) as
    /// its two vertices, in input order, loops and parallel edges included.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edges: Option<Vec<[String; 2]>>,
    /// Without `--start`: every vertex in input order (with `--visited`, every vertex
    /// of the position, the token's included: who wins if the token stood there now).
    /// Absent with `--start`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verdicts: Option<Verdicts>,
    /// With `--start`: the strategy tree.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub strategy: Option<GeographyStrategy>,
    /// With `--visited`: the game in progress, where the token stands after its path.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<GeographyGame>,
}

/// A game of `geography --visited` in progress: the token's path and what the player to
/// move can do. The position is the graph without the vertices the token has left.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct GeographyGame {
    /// The token's path: the start vertex, then the vertex of every move.
    pub path: Vec<String>,
    /// The vertex the token stands on (the path's last).
    pub token: String,
    /// Who is to move: `first` (the player who moved from the start, after an even
    /// number of moves) or `second`.
    pub player: String,
    /// The vertices the token may move to (its unvisited neighbours), in input order;
    /// empty when `game_over`.
    pub legal_moves: Vec<String>,
    /// Whether the player to move has no move, and so has lost.
    pub game_over: bool,
    /// Whether the player to move wins with correct play.
    pub mover_wins: bool,
    /// A winning move: the token's mate in the maximum matching of the position
    /// (`matching`); `null` when the player to move loses.
    pub winning_move: Option<String>,
    /// Every winning move, in input order (empty when the player to move loses).
    pub winning_moves: Vec<String>,
    /// The move the engine plays: the winning move, or when every move loses the first
    /// legal move; `null` when the game is over.
    pub engine_move: Option<String>,
}

/// Who wins from one start vertex of `geography`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct GeographyVerdict {
    /// The vertex's name.
    pub vertex: String,
    /// Whether the player to move from a token on it wins.
    pub mover_wins: bool,
    /// A winning move (the vertex to move to), `null` when the player to move loses.
    pub winning_move: Option<String>,
}

/// The strategy of `geography --start V`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct GeographyStrategy {
    /// The start vertex.
    pub start: String,
    /// Whether the player to move from the start (the first player) wins.
    pub mover_wins: bool,
    /// Whether the tree is whole (not cut by `--depth` or `--max-moves`).
    pub complete: bool,
    /// The moves of the tree in preorder: each move is followed by its continuations,
    /// one depth deeper. The winner has one move per position (along a maximum
    /// matching), the loser all of theirs.
    pub moves: Vec<GeographyMove>,
}

/// One move of a geography strategy tree.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct GeographyMove {
    /// 1 for the first move from the start, and so on.
    pub depth: usize,
    /// `first` (odd depths) or `second`.
    pub player: String,
    /// Whether the winner makes it (else it is a reply of the loser).
    pub by_winner: bool,
    /// The vertex the token leaves.
    pub from: String,
    /// The vertex the token moves to.
    pub to: String,
    /// Whether the game goes on below this move but the tree was cut here.
    pub cut: bool,
}

/// `inspect`: the format read and a summary of its contents. Exactly one of `board` and
/// `graph` is present.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Inspect {
    /// The format the file was read as: `board`, `stones`, `edgelist`, `dimacs` or `mtx`.
    pub format: String,
    /// For `board` and `stones`: the board's size and cell counts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<InspectBoard>,
    /// For `edgelist`, `dimacs` and `mtx`: the graph's counts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub graph: Option<InspectGraph>,
}

/// A board's size and how many cells of each kind it has.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct InspectBoard {
    /// Number of rows.
    pub rows: usize,
    /// Number of columns.
    pub columns: usize,
    /// Cell counts by kind: `free`/`blocked` for token boards, `empty`/`black`/`white`
    /// for stone boards (kinds that do not occur are absent).
    pub cells: BTreeMap<String, usize>,
}

/// A graph's counts. For a Matrix Market file (a bipartite graph), `vertex_count` is rows
/// plus columns and `sides` gives each side.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct InspectGraph {
    /// Number of vertices.
    pub vertex_count: usize,
    /// Number of edges, self-loops and parallel edges included.
    pub edge_count: usize,
    /// Edges whose two endpoints are the same vertex (always 0 for bipartite graphs).
    pub self_loops: usize,
    /// Edges joining the same two vertices as an earlier edge.
    pub parallel_edges: usize,
    /// Vertices without any edge (a vertex with only a self-loop is not isolated).
    pub isolated_vertices: usize,
    /// Matrix Market only: the rows (left) and columns (right).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sides: Option<Sides>,
}

// ---------------------------------------------------------------- the web server

/// `GET /api` of `grundy serve`: the endpoints and the server's limits.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Api {
    /// Every endpoint.
    pub endpoints: Vec<ApiEndpoint>,
    /// What a request may ask.
    pub limits: ApiLimits,
}

/// One endpoint of the API.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct ApiEndpoint {
    /// `GET` or `POST`.
    pub method: String,
    /// The path, e.g. `/api/nim`.
    pub path: String,
    /// What it answers, and the CLI command whose `--json` document it returns.
    pub summary: String,
    /// An example request body, for `POST` endpoints.
    pub example: Option<serde_json::Value>,
}

/// The bounds every request of the API meets.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct ApiLimits {
    /// The largest request body, in bytes (413 beyond).
    pub max_body_bytes: u64,
    /// How long a client may take to send its body, in milliseconds (408 beyond).
    pub body_timeout_ms: u64,
    /// The most cells of a board (413 beyond).
    pub max_board_cells: u64,
    /// The most vertices plus edges of a graph (413 beyond).
    pub max_graph_size: u64,
    /// The most values an octal run computes (413 beyond).
    pub max_octal_values: u64,
    /// The most values an octal document lists (`show`; 413 beyond).
    pub max_octal_listed: u64,
    /// The most piles, bottles, sheets or heaps in one position (413 beyond).
    pub max_components: u64,
    /// How many small computations run at once on the fast lane; the others wait their
    /// turn (milliseconds).
    pub max_parallel: u64,
    /// How many long runs compute at once on the long lane (an octal run past
    /// `fast_budget_ms`, a board or graph of more than `long_input_bytes`).
    pub long_parallel: u64,
    /// How many threads one long octal run may use.
    pub long_threads: u64,
    /// How many long runs may wait in line for a slot (503 `busy` with `Retry-After`
    /// beyond).
    pub long_queue: u64,
    /// How many long runs one client (its `X-Grundy-Client` header, else its address) may
    /// have running or waiting (429 `busy` with `Retry-After` beyond).
    pub long_per_client: u64,
    /// How long an octal run computes on the fast lane before it moves to the long lane,
    /// in milliseconds.
    pub fast_budget_ms: u64,
    /// A request whose input text (a board, a graph, a record) is over this many bytes runs
    /// on the long lane.
    pub long_input_bytes: u64,
}
