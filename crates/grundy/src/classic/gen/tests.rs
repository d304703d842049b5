//! Tests of the generators and shrinkers: thousands of seeds over every problem, size and
//! mode parse; the same seed gives the same input; every shrinking candidate parses and
//! is smaller.

use super::*;
use crate::classic::shrink::shrink_candidates;

#[test]
fn every_generated_input_parses() {
    for problem in Problem::ALL {
        for size in Size::ALL {
            for mode in [Mode::Random, Mode::Corner] {
                // 6090 inputs in all; the largest are slow to play out in debug builds.
                let seeds = match size {
                    Size::Max => 5,
                    Size::Medium => 30,
                    _ => 200,
                };
                for seed in 0..seeds {
                    let input = generate(problem, seed, size, mode);
                    if let Err(err) = problem.validate(input.as_bytes()) {
                        panic!("{problem} {} {mode:?} seed {seed}: {err}\n{input}", size.name());
                    }
                }
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_input() {
    for problem in Problem::ALL {
        let a = generate(problem, 42, Size::Small, Mode::Random);
        assert_eq!(a, generate(problem, 42, Size::Small, Mode::Random), "{problem}");
        assert_ne!(a, generate(problem, 43, Size::Small, Mode::Random), "{problem}: seeds 42 and 43 agree");
    }
}

#[test]
fn shrinking_candidates_parse_and_are_smaller() {
    for problem in Problem::ALL {
        for seed in 0..40 {
            let input = generate(problem, seed, Size::Small, Mode::Random);
            for candidate in shrink_candidates(problem, input.as_bytes()) {
                assert!(problem.validate(candidate.as_bytes()).is_ok(), "{problem}: {candidate}");
                let weight = |t: &str| {
                    t.split_ascii_whitespace()
                        .map(|w| w.len() + w.parse::<u64>().unwrap_or(0) as usize)
                        .sum::<usize>()
                };
                assert!(
                    weight(&candidate) <= weight(&input) || candidate.len() < input.len(),
                    "{problem}: {candidate} from {input}"
                );
            }
        }
    }
}

#[test]
fn every_problem_shrinks_its_tiny_inputs_down_to_the_smallest() {
    // Shrinking with "always fails" reaches an input that no step shrinks.
    for problem in Problem::ALL {
        let mut input = generate(problem, 3, Size::Small, Mode::Random);
        let mut steps = 0;
        while let Some(next) = shrink_candidates(problem, input.as_bytes()).into_iter().next() {
            input = next;
            steps += 1;
            assert!(steps < 100_000, "{problem} does not converge");
        }
        assert!(problem.judge(input.as_bytes()).is_ok());
        assert!(input.len() < 40, "{problem}: {input}");
    }
}

#[test]
fn john_corner_cases_reach_the_statement_s_bounds() {
    use crate::classic::shoi2008_john::{parse, MAX_CASES, MAX_PILES, MAX_STONES};
    let (mut most_cases, mut most_piles, mut largest, mut all_ones, mut single, mut all_empty) =
        (false, false, false, false, false, false);
    for seed in 0..20 {
        let input = parse(generate(Problem::Shoi2008John, seed, Size::Max, Mode::Corner).as_bytes()).unwrap();
        let games = input.games();
        most_cases |= games.len() as u64 == MAX_CASES;
        most_piles |= games.iter().any(|g| g.len() as u64 == MAX_PILES && g.iter().all(|&p| p == MAX_STONES));
        largest |= games.iter().flatten().any(|&p| p == MAX_STONES);
        all_ones |= games.iter().any(|g| g.len() > 1 && g.iter().all(|&p| p == 1));
        single |= games.iter().any(|g| g.len() == 1);
        all_empty |= games.iter().any(|g| g.len() > 1 && g.iter().all(|&p| p == 0));
    }
    assert!(most_cases && most_piles && largest && all_ones && single && all_empty);
}
