//! The octal explorer's documents: `octal` (a run's values, their histogram, the period
//! and the sparse space), `octal-misere` (the misère quotient of `octal CODE --misere`)
//! and `octal-progress` (a moment of a run that is still going),
//! written by the CLI's `grundy octal --json` and by the web server's `POST /api/octal`
//! from these functions. They only reshape the library's
//! [`grundy::game::octal::Solution`] and [`grundy::game::octal::Progress`]; which heaps
//! are rare is the library's [`grundy::game::octal::sparse::ClassStats::is_rare`].

use std::time::Duration;

use grundy::game::misere::quotient::{MisereQuotient, QuotientError};
use grundy::game::octal::census::{CensusOutcome, CensusRow};
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
            same_as: row.same_as.and_then(|j| rows.get(j)).map(|first| first.code.clone()),
        })
        .collect();
    json::OctalCensus { max, rows }
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
