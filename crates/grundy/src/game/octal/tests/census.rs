//! The census: patterns expand to the codes they stand for (errors at the pattern's
//! column), rows equal single runs of each code and do not depend on the number of
//! threads, and the stop flag and the time budget end runs with what they computed.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::game::octal::census::{census, expand_pattern, CensusConfig, CensusOutcome};
use crate::game::octal::{find_candidate, solve, OctalGame, SolveConfig, Values};

#[test]
fn patterns_expand_in_order_and_bad_codes_are_located_in_the_pattern() {
    let codes = expand_pattern("0.###").unwrap();
    assert_eq!(codes.len(), 512);
    assert_eq!((codes[0].0.as_str(), codes[1].0.as_str(), codes[8].0.as_str()), ("0.000", "0.001", "0.010"));
    assert_eq!(codes[511].0, "0.777");
    for (code, game) in &codes {
        assert_eq!(*game, code.parse::<OctalGame>().unwrap());
    }
    assert_eq!(expand_pattern("4.@").unwrap().iter().map(|(c, _)| c.clone()).collect::<Vec<_>>()[15], "4.F");
    assert_eq!(expand_pattern("0.137").unwrap().len(), 1);
    // d0 = 1 leaves one heap: refused at the wildcard that made it.
    let err = expand_pattern("#.3").unwrap_err();
    assert_eq!((err.line(), err.column()), (1, 1));
    let err = expand_pattern("0.#[3]").unwrap_err();
    assert_eq!(err.column(), 4, "{err}");
    let err = expand_pattern("0.@@@@@@").unwrap_err();
    assert!(err.to_string().contains("16777216"), "{err}");
}

#[test]
fn rows_equal_single_runs_whatever_the_number_of_threads() {
    let codes = expand_pattern("0.##").unwrap();
    let stop = AtomicBool::new(false);
    let config = CensusConfig::new(3000).with_jobs(1);
    let one = census(&codes, &config, &|_, _| {}, &stop);
    for jobs in [2, 3, 64] {
        let seen = std::sync::Mutex::new(vec![false; codes.len()]);
        let rows =
            census(&codes, &config.clone().with_jobs(jobs), &|i, _| seen.lock().unwrap()[i] = true, &stop);
        assert_eq!(rows, one, "{jobs} threads");
        assert!(seen.into_inner().unwrap().iter().all(|&s| s), "every row is reported");
    }
    let solved = one.iter().filter(|r| r.outcome == CensusOutcome::Solved).count();
    assert!(solved > 40, "{solved} of 64 two-digit codes solved within 3000 values");
    for row in &one {
        // The row is what a single run says: until certified, else 3000 values.
        let single =
            solve(&row.game, &SolveConfig::until_periodic(1, 3000), &mut |_| {}, &AtomicBool::new(false))
                .unwrap();
        assert_eq!(row.values, single.values.len() as u64, "{}", row.code);
        // A run without a candidate gets the weak one of `find_candidate`.
        let candidate = single.period.or_else(|| match &single.values {
            Values::U8(v) => find_candidate(v, &row.game.period_rule()),
            Values::U16(v) => find_candidate(v, &row.game.period_rule()),
        });
        assert_eq!(row.period, candidate, "{}", row.code);
        assert!(row.period.is_some(), "{}: every row of 3000 values has a candidate", row.code);
        let values = single.values.to_vec();
        let largest =
            values.iter().copied().max().map(|m| (m, values.iter().position(|&v| v == m).unwrap() as u64));
        assert_eq!(row.largest, largest);
        let solved = single.period.is_some_and(|p| p.certified);
        assert_eq!(row.outcome == CensusOutcome::Solved, solved, "{}", row.code);
    }
    // 0.07 (Dawson's Kayles) and 0.6 (Officers) by name.
    let dawson = &one[7];
    assert_eq!(
        (dawson.code.as_str(), dawson.period.map(|p| (p.period, p.preperiod))),
        ("0.07", Some((34, 53)))
    );
    let officers = &one[6 * 8];
    assert_eq!(
        (officers.code.as_str(), &officers.outcome, officers.values),
        ("0.60", &CensusOutcome::Unsolved, 3000)
    );
}

#[test]
fn codes_without_a_theorem_run_to_the_limit() {
    let codes =
        vec![("0.4=".to_string(), "0.4=".parse().unwrap()), ("0.F".to_string(), "0.F".parse().unwrap())];
    let rows = census(&codes, &CensusConfig::new(2000), &|_, _| {}, &AtomicBool::new(false));
    assert_eq!(rows[0].outcome, CensusOutcome::Unsolved);
    assert_eq!(rows[0].values, 2000);
    assert!(rows[0].period.is_some_and(|p| !p.certified && p.needed.is_none()));
    // 0.F has a theorem (3e + 3p + t), computed by the plain method within 5,000 values.
    assert_eq!(rows[1].outcome, CensusOutcome::Solved, "{:?}", rows[1]);
}

#[test]
fn stop_and_budget_end_runs_with_what_they_computed() {
    let codes = expand_pattern("0.1#").unwrap();
    let stopped = census(&codes, &CensusConfig::new(1 << 20), &|_, _| {}, &AtomicBool::new(true));
    assert!(stopped.iter().all(|r| r.outcome == CensusOutcome::Stopped), "{stopped:?}");
    // 0.161 is far from periodic: a budget of 50 ms cuts it after some values.
    let slow = vec![("0.161".to_string(), "0.161".parse().unwrap())];
    let config = CensusConfig::new(1 << 30).with_budget(Some(Duration::from_millis(50)));
    let rows = census(&slow, &config, &|_, _| {}, &AtomicBool::new(false));
    assert_eq!(rows[0].outcome, CensusOutcome::OutOfTime);
    assert!(rows[0].values > 0 && rows[0].values < 1 << 30, "{}", rows[0].values);
}

#[test]
fn same_as_names_the_first_row_of_the_same_sequence() {
    let codes = expand_pattern("0.##").unwrap();
    let rows = census(&codes, &CensusConfig::new(3000), &|_, _| {}, &AtomicBool::new(false));
    // Officers: 0.60 .. 0.63 are one game, as are 0.64 .. 0.67.
    let officers: Vec<_> = rows[48..56].iter().map(|r| r.same_as).collect();
    assert_eq!(officers, [None, Some(48), Some(48), Some(48), None, Some(52), Some(52), Some(52)]);
    // Against the sequences themselves, computed directly: a solved row's to 6000 values
    // (twice what the census ran: beyond every certificate), an unsolved row's to 3000.
    let stop = AtomicBool::new(false);
    let sequences: Vec<Vec<u64>> = rows
        .iter()
        .map(|row| {
            let n = if row.outcome == CensusOutcome::Solved { 6000 } else { 3000 };
            solve(&row.game, &SolveConfig::new(n), &mut |_| {}, &stop).unwrap().values.to_vec()
        })
        .collect();
    let same = |i: usize, j: usize| {
        let (a, b) = (&rows[i], &rows[j]);
        a.outcome == b.outcome
            && match a.outcome {
                CensusOutcome::Solved => {
                    let (p, q) = (a.period.unwrap(), b.period.unwrap());
                    (p.period, p.preperiod) == (q.period, q.preperiod) && sequences[i] == sequences[j]
                }
                CensusOutcome::Unsolved => a.values == b.values && sequences[i] == sequences[j],
                _ => false,
            }
    };
    let mut linked = 0;
    for (i, row) in rows.iter().enumerate() {
        let first = (0..i).find(|&j| same(i, j));
        assert_eq!(row.same_as, first, "{}", row.code);
        linked += usize::from(first.is_some());
    }
    assert!(linked > 10, "only {linked} of 64 codes repeat an earlier one");
}
