//! The octal explorer's documents: `octal`, `octal-progress`, `octal-stop`,
//! `octal-census` (with its journal record) and `octal-misere`.

use serde::{Deserialize, Serialize};

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
