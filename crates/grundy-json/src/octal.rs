//! The octal explorer's documents: `octal` (a run's values, their histogram, the period
//! and the sparse space), `octal-misere` (the misère quotient of `octal CODE --misere`),
//! `octal-progress` (a moment of a run that is still going) and `octal-census` (with its
//! CSV table, [`write_census_csv`], and the journal lines a census spread over many
//! processes keeps, [`census_record`]),
//! written by the CLI's `grundy octal --json` and by the web server's `POST /api/octal`
//! from these functions. They only reshape the library's
//! [`grundy::game::octal::Solution`] and [`grundy::game::octal::Progress`]; which heaps
//! are rare is the library's [`grundy::game::octal::sparse::ClassStats::is_rare`].

use std::io::{self, Write};
use std::time::Duration;

use grundy::game::misere::quotient::{MisereQuotient, QuotientError};
use grundy::game::octal::census::{first_of_kind, CensusOutcome, CensusRow, CodeRun, SequenceKey};
use grundy::game::octal::sparse::ClassStats;
use grundy::game::octal::{Method, OctalGame, Period, Progress, Solution, SolveConfig};

use crate::dto as json;
use crate::request::{Field, RequestError};

/// The request of `grundy octal` and `POST /api/octal` (and of `POST /api/octal-misere`,
/// which is the same request with `misere` set): the flags the command shares with the
/// API, the fields of the API's body. The command's own flags (files, threads, windows,
/// checkpoints) are the CLI's.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct OctalRequest {
    /// The game code, e.g. 0.07 (Dawson's Kayles), .137, 4.7, 0.77 (Kayles), 4!.0
    /// (Grundy's game), 0.F, S(1,3,4).
    #[cfg_attr(feature = "clap", arg(value_name = "CODE", required = true))]
    pub code: Option<String>,
    /// Compute G(0) .. G(N-1); with misère play, the quotient of heaps 1 .. N.
    #[cfg_attr(feature = "clap", arg(long, value_name = "N", default_value_t = OctalRequest::DEFAULT_MAX))]
    #[serde(default = "default_max")]
    pub max: u64,
    /// Go on past the maximum until the period is certified (at most the limit's values).
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub until_periodic: bool,
    /// The most values a run until periodic may compute (default 10^9; in the API, the
    /// server's limit).
    #[cfg_attr(feature = "clap", arg(long, value_name = "N"))]
    #[serde(default)]
    pub limit: Option<u64>,
    /// How many of the first values (with misère play, heaps' elements) the answer lists.
    #[cfg_attr(feature = "clap", arg(long, value_name = "N", default_value_t = OctalRequest::DEFAULT_SHOW))]
    #[serde(default = "default_show")]
    pub show: u64,
    /// Misère play: the misère quotient of heaps 1, 2, ... (the monoid that decides every
    /// sum of heaps), until its pretending function is certified periodic or the maximum.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub misere: bool,
    /// With misère play: the largest quotient order computed (default 1024; in the API 128,
    /// and at most 256).
    #[cfg_attr(feature = "clap", arg(long, value_name = "N"))]
    #[serde(default)]
    pub max_order: Option<usize>,
    /// Answer with progress lines before the document (the API's).
    #[cfg_attr(feature = "clap", arg(skip))]
    #[serde(default)]
    pub progress: bool,
}

fn default_max() -> u64 {
    OctalRequest::DEFAULT_MAX
}

fn default_show() -> u64 {
    OctalRequest::DEFAULT_SHOW
}

impl Default for OctalRequest {
    fn default() -> OctalRequest {
        OctalRequest {
            code: None,
            max: OctalRequest::DEFAULT_MAX,
            until_periodic: false,
            limit: None,
            show: OctalRequest::DEFAULT_SHOW,
            misere: false,
            max_order: None,
            progress: false,
        }
    }
}

impl OctalRequest {
    /// The values computed (heaps, with misère play) when the request does not say.
    pub const DEFAULT_MAX: u64 = 1000;
    /// The values listed when the request does not say.
    pub const DEFAULT_SHOW: u64 = 100;
    /// The command line's bound on a run until periodic when the request does not say.
    pub const DEFAULT_LIMIT: u64 = 1_000_000_000;
    /// The command line's largest misère quotient when the request does not say.
    pub const DEFAULT_MAX_ORDER: usize = 1024;

    /// Checks the fields against each other: a code is given, `limit` goes with
    /// `until_periodic`, `max_order` with `misere`, and misère play takes neither
    /// `until_periodic`, `limit` nor `progress`.
    ///
    /// # Errors
    /// The first field that does not fit, named.
    pub fn check(&self) -> Result<&str, RequestError> {
        let Some(code) = &self.code else {
            return Err(RequestError::invalid(Field::named("code"), "give the game's code, e.g. 0.07"));
        };
        if self.misere {
            for (field, given) in [
                ("until_periodic", self.until_periodic),
                ("limit", self.limit.is_some()),
                ("progress", self.progress),
            ] {
                if given {
                    return Err(RequestError::excludes(
                        field,
                        "misere",
                        "a misère quotient is computed heap by heap to its certificate or the maximum",
                    ));
                }
            }
        }
        if self.limit.is_some() && !self.until_periodic {
            return Err(RequestError::needs(
                "limit",
                &["until_periodic"],
                "it bounds a run that goes on until the period is certified",
            ));
        }
        if self.max_order.is_some() && !self.misere {
            return Err(RequestError::needs("max_order", &["misere"], "it bounds the misère quotient"));
        }
        Ok(code)
    }
}

/// The document of `octal`: `solution`'s first `show` values (all when there are fewer),
/// the histogram of all of them, the period and the sparse space with the rare heaps
/// among the listed values.
///
/// # Complexity
/// O(N + show × groups + the largest value) for N values computed.
pub fn octal(solution: &Solution, show: u64) -> json::Octal {
    let values = &solution.values;
    let listed = values.len().min(usize::try_from(show).unwrap_or(usize::MAX));
    json::Octal {
        code: solution.game.to_string(),
        computed: values.len() as u64,
        bytes_per_value: values.width() as u8,
        values: (0..listed).map(|n| values.get(n)).collect(),
        values_truncated: values.len() > listed,
        histogram: values.histogram(),
        period: solution.period.as_ref().map(octal_period),
        partial: solution.stopped,
        sparse: solution
            .stats
            .classes
            .iter()
            .map(|c| json::OctalSparseClass {
                listed_rare_heaps: (0..listed as u64)
                    .filter(|&n| c.is_rare(n, values.get(n as usize)))
                    .collect(),
                ..sparse_class(c)
            })
            .collect(),
        method: method_name(solution.method).to_string(),
    }
}

fn sparse_class(c: &ClassStats) -> json::OctalSparseClass {
    json::OctalSparseClass {
        parity: c.parity,
        moves: c.moves.clone(),
        mask: c.mask,
        rare_heaps: c.rare_heaps as u64,
        last_rare_heap: c.last_rare_heap as u64,
        rare_values: c.rare_values.clone(),
        listed_rare_heaps: Vec::new(),
    }
}

/// The name of a method in the documents and the census table: "sparse" or "plain".
pub fn method_name(method: Method) -> &'static str {
    match method {
        Method::Plain => "plain",
        _ => "sparse",
    }
}

/// The status word of a census row (the `status` of the JSON row and the CSV column).
pub fn census_status(outcome: &CensusOutcome) -> &'static str {
    match outcome {
        CensusOutcome::Solved => "solved",
        CensusOutcome::Unsolved => "unsolved",
        CensusOutcome::OutOfTime => "out-of-time",
        CensusOutcome::Stopped => "stopped",
        _ => "failed",
    }
}

/// The document of `octal census`: the library's rows, reshaped.
pub fn octal_census(rows: &[CensusRow], max: u64) -> json::OctalCensus {
    let rows = rows
        .iter()
        .map(|row| json::OctalCensusRow {
            same_as: row.same_as.and_then(|j| rows.get(j)).map(|first| first.code.clone()),
            ..census_row(row)
        })
        .collect();
    json::OctalCensus { max, rows }
}

/// One row of the census document, its `same_as` left `null`.
fn census_row(row: &CensusRow) -> json::OctalCensusRow {
    json::OctalCensusRow {
        code: row.code.clone(),
        game: row.game.to_string(),
        status: census_status(&row.outcome).to_string(),
        error: match &row.outcome {
            CensusOutcome::Failed(err) => Some(err.to_string()),
            _ => None,
        },
        values: row.values,
        period: row.period.as_ref().map(octal_period),
        largest: row.largest.map(|(v, _)| v),
        largest_heap: row.largest.map(|(_, n)| n),
        method: method_name(row.method).to_string(),
        sparse: row.stats.classes.iter().map(sparse_class).collect(),
        same_as: None,
    }
}

/// The census journal's line of one code's run (`grundy::game::octal::census::census_code`)
/// in a census of `max` values a run within `budget` seconds a run.
pub fn census_record(run: &CodeRun, max: u64, budget: Option<f64>) -> json::OctalCensusRecord {
    json::OctalCensusRecord {
        max,
        budget,
        row: census_row(&run.row),
        key: run.key.map(|key| json::OctalSequenceKey {
            certified: key.certified,
            span: key.span,
            preperiod: key.preperiod,
            fingerprint: format!("{:032x}", key.fingerprint),
        }),
    }
}

/// The document of a census from its journal's records, one per code in the order of
/// the codes: the rows linked by their keys (`same_as`) as `octal census` links them,
/// so the document is the one `octal_census` makes of the same rows.
///
/// # Errors
/// A key whose fingerprint is not 32 hexadecimal digits (a journal written by hand):
/// the code of its row.
pub fn census_from_records(
    records: Vec<json::OctalCensusRecord>,
    max: u64,
) -> Result<json::OctalCensus, String> {
    let mut keys = Vec::with_capacity(records.len());
    for record in &records {
        let key = match &record.key {
            None => None,
            Some(key) => {
                let fingerprint = Some(&key.fingerprint)
                    .filter(|f| f.len() == 32)
                    .and_then(|f| u128::from_str_radix(f, 16).ok())
                    .ok_or_else(|| {
                        format!("the row of {} has a bad fingerprint `{}`", record.row.code, key.fingerprint)
                    })?;
                Some(SequenceKey {
                    certified: key.certified,
                    span: key.span,
                    preperiod: key.preperiod,
                    fingerprint,
                })
            }
        };
        keys.push(key);
    }
    let firsts = first_of_kind(&keys);
    let codes: Vec<String> = records.iter().map(|r| r.row.code.clone()).collect();
    let rows = records
        .into_iter()
        .zip(firsts)
        .map(|(record, first)| json::OctalCensusRow {
            same_as: first.map(|j| codes[j].clone()),
            ..record.row
        })
        .collect();
    Ok(json::OctalCensus { max, rows })
}

/// Writes the census as the CSV table of `grundy octal census` (the same bytes from the
/// CLI and the Python package): a header line, then one line per row, one value per
/// cell (the groups of split moves in columns of their own, masks as decimal numbers,
/// an empty cell where a value does not apply), fields quoted as RFC 4180 asks.
///
/// # Errors
/// What writing to `out` returns.
pub fn write_census_csv(out: &mut dyn Write, census: &json::OctalCensus) -> io::Result<()> {
    writeln!(
        out,
        "code,status,values,period,preperiod,certificate,largest,largest_heap,method,\
         even_space,even_mask,even_rare_heaps,even_last_rare_heap,\
         odd_space,odd_mask,odd_rare_heaps,odd_last_rare_heap,same_as"
    )?;
    let text = |n: Option<u64>| n.map_or_else(String::new, |n| n.to_string());
    for row in &census.rows {
        let period = row.period.as_ref();
        let mut fields = vec![
            row.code.clone(),
            row.status.clone(),
            row.values.to_string(),
            text(period.map(|p| p.period)),
            text(period.map(|p| p.preperiod)),
            text(period.and_then(|p| p.needed)),
            text(row.largest),
            text(row.largest_heap),
            row.method.clone(),
        ];
        for parity in [0, 1] {
            let group = row.sparse.iter().find(|c| c.parity == parity);
            fields.extend(group_fields(group));
        }
        fields.push(row.same_as.clone().unwrap_or_default());
        let line: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
        writeln!(out, "{}", line.join(","))?;
    }
    Ok(())
}

/// The four cells of a group of split moves: space, mask, rare heaps, last rare heap.
fn group_fields(group: Option<&json::OctalSparseClass>) -> [String; 4] {
    match group {
        None => Default::default(),
        Some(json::OctalSparseClass { mask: None, .. }) => {
            ["plain".to_string(), String::new(), String::new(), String::new()]
        }
        Some(c @ json::OctalSparseClass { mask: Some(mask), .. }) => {
            ["sparse".to_string(), mask.to_string(), c.rare_heaps.to_string(), c.last_rare_heap.to_string()]
        }
    }
}

/// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
fn csv_field(field: &str) -> String {
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}

/// A period as the documents show it.
pub fn octal_period(p: &Period) -> json::OctalPeriod {
    json::OctalPeriod { period: p.period, preperiod: p.preperiod, certified: p.certified, needed: p.needed }
}

/// The document of `octal-progress`: a run of `game` as `config` asks, `elapsed` after the
/// request; `progress` is the library's last report (`None` before the first one, when
/// nothing is computed yet), `waiting` whether the run has not started yet.
pub fn octal_progress(
    run: &str,
    game: &OctalGame,
    config: &SolveConfig,
    progress: Option<&Progress>,
    waiting: bool,
    elapsed: Duration,
) -> json::OctalProgress {
    json::OctalProgress {
        run: run.to_string(),
        code: game.to_string(),
        waiting,
        done: progress.map_or(0, |p| p.done),
        target: progress.map_or(config.max, |p| p.target),
        period: progress.and_then(|p| p.period.as_ref()).map(octal_period),
        elapsed_ms: u64::try_from(elapsed.as_millis()).unwrap_or(u64::MAX),
    }
}

/// The document of `octal CODE --misere`: the library's [`MisereQuotient`] with the
/// pretending function of the first `show` heaps (heap 0 included), and why the run
/// stopped early (`stopped`), if it did.
///
/// # Complexity
/// O(order · generators + relations + show + N).
pub fn octal_misere(q: &MisereQuotient, show: u64, stopped: Option<&QuotientError>) -> json::OctalMisere {
    let phi = q.pretending_function();
    let listed = phi.len().min(usize::try_from(show).unwrap_or(usize::MAX));
    json::OctalMisere {
        code: q.game().to_string(),
        heaps: q.heaps(),
        order: q.order(),
        certified: q.is_certified(),
        period: q.period().map(|p| json::OctalPeriod {
            period: p.period,
            preperiod: p.preperiod,
            certified: p.certified,
            needed: p.needed,
        }),
        generators: q
            .generators()
            .into_iter()
            .map(|g| json::OctalMisereGenerator { name: g.name, heap: g.heap })
            .collect(),
        relations: q.relations().iter().map(|r| q.relation_text(r)).collect(),
        elements: q.elements().map(|e| q.name(e)).collect(),
        p_portion: q.p_portion().into_iter().map(|e| q.name(e)).collect(),
        pretending: phi[..listed].iter().map(|&e| q.name(e)).collect(),
        pretending_truncated: listed < phi.len(),
        orders: q.orders().to_vec(),
        stopped: stopped.map(|err| {
            let (kind, heap) = match *err {
                QuotientError::Stopped { heap } => ("interrupted", heap),
                QuotientError::Unresolved { heap, .. } => ("unresolved", heap),
                QuotientError::TooLarge { heap, .. } => ("limit", heap),
                _ => ("limit", q.heaps() + 1),
            };
            json::OctalMisereStop { kind: kind.to_string(), heap, message: err.to_string() }
        }),
    }
}
