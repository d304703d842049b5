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
