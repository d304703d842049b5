//! Tests of SHOI 2008 John: the sample byte for byte, located errors, the answer against a
//! misère game search written from the rules alone (every small input, then seeded inputs
//! from `gen`), John's winning moves as certificates, and the checker on the answer and on
//! answers with a verdict flipped.

use std::collections::HashMap;

use super::*;
use crate::classic::check::{check, CheckVerdict};
use crate::classic::gen::{generate, Mode, Size};
use crate::classic::Problem;
use crate::game::staircase::TakeMove;
use crate::tests::support::{located, seeded, RngExt};
use crate::ParseErrorKind;

const SAMPLE_IN: &[u8] = b"2\n3\n3 5 1\n1\n1\n";
const SAMPLE_OUT: &str = "John\nBrother\n";

fn err(src: &str) -> (ParseErrorKind, usize, usize) {
    located(parse(src.as_bytes()).unwrap_err())
}

/// The input text of `games`.
fn print(games: &[Vec<u64>]) -> String {
    let mut out = format!("{}\n", games.len());
    for piles in games {
        let line: Vec<String> = piles.iter().map(u64::to_string).collect();
        out.push_str(&format!("{}\n{}\n", piles.len(), line.join(" ")));
    }
    out
}

/// Misère Nim by a game search from the rules alone: a move takes at least one stone from
/// one pile, and the player who takes the last stone loses, so the player to move wins
/// when no stone is left (the other player took the last one) or when some move leaves a
/// position the other player loses. Memoised on the sorted non-empty piles; an explicit
/// stack, each position settled once all its options are.
struct MisereSearch {
    wins: HashMap<Vec<u64>, bool>,
}

impl MisereSearch {
    fn new() -> MisereSearch {
        MisereSearch { wins: HashMap::new() }
    }

    fn key(piles: &[u64]) -> Vec<u64> {
        let mut key: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
        key.sort_unstable();
        key
    }

    fn options(key: &[u64]) -> Vec<Vec<u64>> {
        let mut res = Vec::new();
        for i in 0..key.len() {
            for left in 0..key[i] {
                let mut next = key.to_vec();
                next[i] = left;
                res.push(MisereSearch::key(&next));
            }
        }
        res
    }

    /// Whether the player to move wins on `piles`.
    fn mover_wins(&mut self, piles: &[u64]) -> bool {
        let start = MisereSearch::key(piles);
        let mut stack = vec![start.clone()];
        while let Some(key) = stack.last().cloned() {
            if self.wins.contains_key(&key) {
                stack.pop();
                continue;
            }
            let options = MisereSearch::options(&key);
            let unknown: Vec<Vec<u64>> =
                options.iter().filter(|o| !self.wins.contains_key(*o)).cloned().collect();
            if unknown.is_empty() {
                let wins = key.is_empty() || options.iter().any(|o| !self.wins[o]);
                self.wins.insert(key, wins);
                stack.pop();
            } else {
                stack.extend(unknown);
            }
        }
        self.wins[&start]
    }
}

/// Every list of `n_piles` piles of at most `max` stones.
fn all_positions(n_piles: usize, max: u64) -> Vec<Vec<u64>> {
    let mut res = vec![Vec::new()];
    for _ in 0..n_piles {
        res = res
            .into_iter()
            .flat_map(|p: Vec<u64>| (0..=max).map(move |s| [p.clone(), vec![s]].concat()))
            .collect();
    }
    res
}

/// `piles` after `m`.
fn after(piles: &[u64], m: TakeMove) -> Vec<u64> {
    let mut next = piles.to_vec();
    next[m.pile] -= m.take;
    next
}

/// Judges `games` end to end (text, parse, solve, write) against the search: each line is
/// the search's verdict, John's winning moves are exactly the moves to a position his
/// brother loses.
fn assert_matches_search(games: &[Vec<u64>], search: &mut MisereSearch) {
    let text = print(games);
    let input = parse(text.as_bytes()).unwrap();
    let answer = solve(&input);
    let expected: String =
        games.iter().map(|piles| if search.mover_wins(piles) { "John\n" } else { "Brother\n" }).collect();
    assert_eq!(write(&answer), expected, "{text}");
    for (piles, case) in games.iter().zip(&answer.cases) {
        for (pile, &stones) in piles.iter().enumerate() {
            for take in 1..=stones {
                let m = TakeMove { pile, take };
                let wins = !search.mover_wins(&after(piles, m));
                assert_eq!(case.winning_moves.contains(&m), wins, "{piles:?}: take {take} from pile {pile}");
            }
        }
    }
}

#[test]
fn shoi2008_john_sample1() {
    let input = parse(SAMPLE_IN).unwrap();
    assert_eq!(input.games, vec![vec![3, 5, 1], vec![1]]);
    assert_eq!(write(&solve(&input)), SAMPLE_OUT);
    assert_eq!(Problem::Shoi2008John.judge(SAMPLE_IN).unwrap(), SAMPLE_OUT);
}

#[test]
fn the_judge_page_puts_the_sample_on_one_line() {
    // BZOJ shows the sample as one line; scanf reads it the same.
    assert_eq!(write(&solve(&parse(b"2 3 3 5 1 1 1").unwrap())), SAMPLE_OUT);
    assert_eq!(write(&solve(&parse(b" 2\r\n3\r\n3 5 1 \r\n\n1\t\r\n1\r\n\r\n").unwrap())), SAMPLE_OUT);
}

#[test]
fn round_trip_at_the_bounds() {
    let games = vec![vec![0], vec![MAX_STONES; MAX_PILES as usize], vec![1, 0, 5, 4999]];
    assert_eq!(parse(print(&games).as_bytes()).unwrap().games, games);
    let most = vec![vec![1]; MAX_CASES as usize];
    assert_eq!(parse(print(&most).as_bytes()).unwrap().games.len(), 500);
}

#[test]
fn empty_piles_are_accepted_and_change_nothing() {
    // No stone at all: John cannot move, so he cannot take the last stone.
    assert_eq!(write(&solve(&parse(b"3\n1\n0\n2\n0 0\n3\n0 1 0\n").unwrap())), "John\nJohn\nBrother\n");
    assert_eq!(write(&solve(&parse(b"2\n4\n3 0 5 1\n2\n1 0\n").unwrap())), SAMPLE_OUT);
}

#[test]
fn errors_are_located() {
    let range = |what, value, min, max| ParseErrorKind::OutOfRange { what, value, min, max };
    assert_eq!(err("").0, ParseErrorKind::Empty);
    assert_eq!(err(" \n\t\n").0, ParseErrorKind::Empty);
    assert_eq!(err("0\n"), (range("the number of test cases T", 0, 1, 500), 1, 1));
    assert_eq!(err("501\n"), (range("the number of test cases T", 501, 1, 500), 1, 1));
    assert_eq!(err("1\n0\n"), (range("the number of piles N", 0, 1, 50), 2, 1));
    assert_eq!(err("2\n1\n1\n 51\n"), (range("the number of piles N", 51, 1, 50), 4, 2));
    assert_eq!(err("1\n3\n3 5001 1\n"), (range("a pile size", 5001, 0, 5000), 3, 3));
    assert_eq!(err("1\n2\n3 -1\n"), (ParseErrorKind::Negative { what: "a pile size" }, 3, 3));
    assert_eq!(
        err("1\n2\n3 x\n"),
        (ParseErrorKind::UnexpectedToken { expected: "a pile size", found: "x".into() }, 3, 3)
    );
    assert_eq!(err("1\n3\n3 5\n"), (ParseErrorKind::UnexpectedEnd { expected: "a pile size" }, 4, 1));
    assert_eq!(err("2\n1\n1\n"), (ParseErrorKind::UnexpectedEnd { expected: "the number of piles N" }, 4, 1));
    assert_eq!(err("1\n1\n1\n1\n"), (ParseErrorKind::Trailing { found: "1".into() }, 4, 1));
    assert_eq!(err("1\n2\n1 2 3\n"), (ParseErrorKind::Trailing { found: "3".into() }, 3, 5));
    assert_eq!(err("1\n1\n99999999999999999999\n").0, ParseErrorKind::Overflow { what: "a pile size" });
    let message = parse(b"1\n1\n5001\n").unwrap_err().to_string();
    assert!(
        message.starts_with("line 3, column 1: a pile size must be between 0 and 5000, found 5001"),
        "{message}"
    );
}

#[test]
fn matches_the_search_on_every_small_input() {
    // Every case of up to 3 piles of up to 7 stones, of 4 piles of up to 5 and of 5 piles
    // of up to 3, packed 500 to an input (the most T allows): 2,904 cases in 6 inputs.
    let mut search = MisereSearch::new();
    let mut positions = Vec::new();
    for (n_piles, max) in [(1, 7), (2, 7), (3, 7), (4, 5), (5, 3)] {
        positions.extend(all_positions(n_piles, max));
    }
    assert_eq!(positions.len(), 8 + 64 + 512 + 1296 + 1024);
    for games in positions.chunks(MAX_CASES as usize) {
        assert_matches_search(games, &mut search);
    }
}

#[test]
fn matches_the_search_on_generated_inputs() {
    // `gen`'s tiny and small inputs (up to 8 piles of up to 10 stones): 400 inputs.
    let mut search = MisereSearch::new();
    let mut cases = 0;
    for size in [Size::Tiny, Size::Small] {
        for mode in [Mode::Random, Mode::Corner] {
            for seed in 0..100 {
                let input = parse(generate(Problem::Shoi2008John, seed, size, mode).as_bytes()).unwrap();
                cases += input.games.len();
                assert_matches_search(&input.games, &mut search);
            }
        }
    }
    assert!(cases > 1000, "{cases} cases");
}

#[test]
fn winning_moves_are_certificates_on_large_generated_inputs() {
    // Beyond the search's reach: every winning move of John leaves a position his brother
    // loses, and from a position John loses, random moves all leave one his brother wins.
    let mut rng = seeded(1022);
    for size in [Size::Medium, Size::Max] {
        for mode in [Mode::Random, Mode::Corner] {
            for seed in 0..6 {
                let input = parse(generate(Problem::Shoi2008John, seed, size, mode).as_bytes()).unwrap();
                for (piles, case) in input.games.iter().zip(&solve(&input).cases).take(60) {
                    let stones: u64 = piles.iter().sum();
                    assert_eq!(case.mover_wins, stones == 0 || !case.winning_moves.is_empty(), "{piles:?}");
                    for &m in &case.winning_moves {
                        assert!(!solve_misere_nim(&after(piles, m)).mover_wins, "{piles:?}: {m:?}");
                    }
                    if !case.mover_wins {
                        for _ in 0..50 {
                            let pile = rng.random_range(..piles.len());
                            if piles[pile] > 0 {
                                let m = TakeMove { pile, take: rng.random_range(1..=piles[pile]) };
                                assert!(solve_misere_nim(&after(piles, m)).mover_wins, "{piles:?}: {m:?}");
                            }
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn the_checker_accepts_the_answer_and_rejects_flipped_verdicts() {
    let flip = |word: &str| if word == "John" { "Brother" } else { "John" };
    for seed in 0..40 {
        let input = generate(Problem::Shoi2008John, seed, Size::Small, Mode::Random);
        let answer = Problem::Shoi2008John.judge(input.as_bytes()).unwrap();
        assert_eq!(
            check(Problem::Shoi2008John, input.as_bytes(), answer.as_bytes()).unwrap(),
            CheckVerdict::Accepted
        );
        let lines: Vec<&str> = answer.lines().collect();
        for i in 0..lines.len() {
            let mut flipped = lines.clone();
            flipped[i] = flip(lines[i]);
            let output = flipped.join("\n") + "\n";
            match check(Problem::Shoi2008John, input.as_bytes(), output.as_bytes()).unwrap() {
                CheckVerdict::WrongAnswer(d) => {
                    assert_eq!((d.line, d.token), (i + 1, i + 1));
                    assert_eq!(d.expected.as_deref(), Some(lines[i]));
                    assert_eq!(d.found.as_deref(), Some(flip(lines[i])));
                }
                verdict => panic!("{output:?} for {answer:?}: {verdict:?}"),
            }
        }
    }
}

#[test]
fn the_checker_minds_the_capitals_and_the_layout() {
    let judge = |output: &[u8]| check(Problem::Shoi2008John, SAMPLE_IN, output).unwrap();
    assert_eq!(judge(b"John\r\nBrother"), CheckVerdict::Accepted);
    assert!(matches!(judge(b"john\nBrother\n"), CheckVerdict::WrongAnswer(d) if d.line == 1));
    assert!(matches!(judge(b"John\nBROTHER\n"), CheckVerdict::WrongAnswer(d) if d.line == 2));
    assert!(matches!(judge(b"John\n"), CheckVerdict::WrongAnswer(d) if d.found.is_none()));
    assert!(matches!(judge(b"John\nBrother\nJohn\n"), CheckVerdict::WrongAnswer(d) if d.expected.is_none()));
    assert_eq!(judge(b"John Brother\n"), CheckVerdict::PresentationError { line: 1 });
    // An input outside the statement cannot be judged.
    assert!(check(Problem::Shoi2008John, b"1\n51\n", b"John\n").is_err());
}

#[test]
fn mutated_samples_never_panic() {
    super::super::test_support::assert_mutations_never_panic(SAMPLE_IN, parse);
}
