use std::collections::HashMap;

use super::*;
use crate::game::misere::naive::{misere_grundy_naive, misere_wins_naive};
use crate::tests::support::{seeded, RngExt, TestRng};

/// Components 0..n, each with random options: sums of up to two smaller components.
struct Random {
    options: Vec<Vec<Vec<ComponentId>>>,
}

impl Random {
    fn new(rng: &mut TestRng, n: u32) -> Random {
        let mut options = vec![Vec::new()];
        for c in 1..n {
            let k = rng.random_range(0..=4);
            let opts = (0..k)
                .map(|_| {
                    let parts = rng.random_range(0..=2);
                    (0..parts).map(|_| ComponentId::new(rng.random_range(0..c))).collect()
                })
                .collect();
            options.push(opts);
        }
        Random { options }
    }

    /// The moves of a position from the options, for the oracle.
    fn moves(&self, position: &[u32]) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for i in 0..position.len() {
            for parts in &self.options[position[i] as usize] {
                let mut next = position.to_vec();
                next.remove(i);
                next.extend(parts.iter().map(|p| p.index()));
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }
}

impl SumGame for Random {
    fn options(&self, c: ComponentId) -> Vec<Vec<ComponentId>> {
        self.options[c.index() as usize].clone()
    }
}

#[test]
fn search_matches_naive_on_random_sums() {
    let mut rng = seeded(21);
    for _ in 0..40 {
        let game = Random::new(&mut rng, 9);
        let mut search = SumSearch::new(&game, &Limits::default());
        let mut memo = HashMap::new();
        let moves = |p: &Vec<u32>| game.moves(p);
        for _ in 0..30 {
            let k = rng.random_range(0..=4);
            let mut position: Vec<u32> = (0..k).map(|_| rng.random_range(0..9)).collect();
            position.sort_unstable();
            let ids: Vec<ComponentId> = position.iter().map(|&c| ComponentId::new(c)).collect();
            let wins = search.wins(&ids).unwrap();
            assert_eq!(wins, misere_wins_naive(&position, &moves, &mut memo), "{position:?}");
            // Certificate: a won position has an option the search says is lost, a lost one
            // has none.
            let lost_options =
                search.option_positions(&ids).iter().filter(|o| !search.wins(o).unwrap()).count();
            assert_eq!(
                wins,
                position.iter().all(|&c| game.options[c as usize].is_empty()) || lost_options > 0
            );
        }
    }
}

#[test]
fn genus_of_sum_matches_naive() {
    let mut rng = seeded(22);
    for _ in 0..20 {
        let game = Random::new(&mut rng, 7);
        let moves = |p: &Vec<u32>| game.moves(p);
        let mut minus = HashMap::new();
        for c in 0..7u32 {
            let genus = genus_of_sum(&game, &[ComponentId::new(c)], &Limits::default()).unwrap();
            assert_eq!(genus.misere_value(), misere_grundy_naive(&vec![c], &moves, &mut minus));
        }
    }
}

#[test]
fn search_beyond_the_limit_is_an_error() {
    struct Nim;
    impl SumGame for Nim {
        fn options(&self, c: ComponentId) -> Vec<Vec<ComponentId>> {
            (0..c.index()).map(|k| vec![ComponentId::new(k)]).collect()
        }
    }
    let heaps: Vec<ComponentId> = [9, 11, 13, 6].into_iter().map(ComponentId::new).collect();
    let small = Limits::default().with_max_positions(100);
    let err = SumSearch::new(&Nim, &small).wins(&heaps).unwrap_err();
    assert_eq!((err.what, err.limit, err.requested), ("positions searched", 100, 101));
    assert!(err.to_string().contains("Limits::max_positions"), "{err}");
    // Within a larger limit the search agrees with Bouton's rule.
    let wins = SumSearch::new(&Nim, &Limits::default()).wins(&heaps).unwrap();
    assert_eq!(wins, crate::game::misere::nim::misere_nim_wins(&[9, 11, 13, 6]));
}
