use std::collections::HashMap;

use super::*;
use crate::game::grundy::GrundyMemo;
use crate::game::misere::naive::{misere_grundy_naive, misere_wins_naive};
use crate::tests::support::{seeded, RngExt};

/// Games as option lists of smaller games: index 0 is the game 0, 1 is *1, 2 is *2.
struct Arena {
    options: Vec<Vec<usize>>,
}

impl Arena {
    /// Every game born by day 3 (16 of them), then `extra` random games born on day 4.
    fn new(extra: usize, seed: u64) -> Arena {
        let mut options: Vec<Vec<usize>> = vec![vec![], vec![0], vec![0, 1], vec![1]];
        // Day 3: every subset of the four games born by day 2.
        for mask in 0u32..16 {
            let set: Vec<usize> = (0..4).filter(|&i| mask & (1 << i) != 0).collect();
            if !options.contains(&set) {
                options.push(set);
            }
        }
        assert_eq!(options.len(), 16);
        let mut rng = seeded(seed);
        while options.len() < 16 + extra {
            let set: Vec<usize> = (0..16).filter(|_| rng.random_bool(0.35)).collect();
            if !options.contains(&set) {
                options.push(set);
            }
        }
        Arena { options }
    }

    /// The options of a sum of arena games (a sorted list of indices).
    fn sum_moves(&self, position: &[usize]) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for (i, &g) in position.iter().enumerate() {
            for &o in &self.options[g] {
                let mut next = position.to_vec();
                next[i] = o;
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }

    /// Each game's class from its options (each option one part).
    fn classes(&self) -> Vec<ComponentClass> {
        let mut classes: Vec<ComponentClass> = Vec::new();
        for opts in &self.options {
            let mut c = OptionClasses::new();
            for &o in opts {
                c.add([classes[o]]);
            }
            classes.push(c.class());
        }
        classes
    }
}

#[test]
fn genus_exponents_match_the_definition_on_every_game_born_by_day_three_and_random_day_four_games() {
    let arena = Arena::new(80, 7);
    let limits = Limits::default();
    let mut memo = GenusMemo::new();
    let mut minus = HashMap::new();
    let moves = |p: &Vec<usize>| arena.sum_moves(p);
    for g in 0..arena.options.len() {
        let genus = memo.genus(vec![g], moves, &limits).unwrap();
        for n in 0..7u64 {
            let mut position = vec![g];
            position.extend(std::iter::repeat_n(2, n as usize));
            position.sort_unstable();
            let expected = misere_grundy_naive(&position, &moves, &mut minus);
            assert_eq!(genus.gamma(n), expected, "game {g} ({:?}), n = {n}, genus {genus}", arena.options[g]);
        }
        let plus = GrundyMemo::new().value(vec![g], moves).unwrap();
        assert_eq!(genus.plus(), plus);
    }
}

#[test]
fn genus_of_known_games() {
    let limits = Limits::default();
    let heap = |n: u32| genus(n, |&k| 0..k, &limits).unwrap().to_string();
    assert_eq!([heap(0), heap(1), heap(2), heap(3)], ["0^120", "1^031", "2^20", "3^31"]);
    // *2 + *2 and *2 + *2 + *1: the firm 0 and 1.
    let sum = |heaps: Vec<u32>| {
        let moves = |p: &Vec<u32>| {
            let mut out = Vec::new();
            for i in 0..p.len() {
                for k in 0..p[i] {
                    let mut next = p.clone();
                    next[i] = k;
                    next.sort_unstable();
                    out.push(next);
                }
            }
            out
        };
        genus(heaps, moves, &limits).unwrap().to_string()
    };
    assert_eq!(sum(vec![2, 2]), "0^02");
    assert_eq!(sum(vec![1, 2, 2]), "1^13");
    // Display with two-digit exponents.
    assert_eq!(Genus::new(12, &[12, 14]).unwrap().to_string(), "12^(12,14)");
    assert_eq!(Genus::new(0, &[1, 2, 0, 2, 0, 2]).unwrap().exponents(), [1, 2, 0]);
    assert!(Genus::new(0, &[1]).is_none());
}

#[test]
fn genus_reports_cycles_and_limits() {
    let limits = Limits::default();
    assert!(matches!(genus(0u32, |&n| vec![(n + 1) % 3], &limits), Err(GenusError::Cycle(_))));
    let small = Limits::default().with_max_positions(10);
    let err = genus(50u32, |&n| (0..n).collect::<Vec<_>>(), &small).unwrap_err();
    assert!(matches!(err, GenusError::Limit(MisereLimitError { limit: 10, .. })), "{err}");
}

/// (g+, G^-) of a sum of arena games, from the rules.
fn pair(arena: &Arena, position: &[usize], minus: &mut HashMap<Vec<usize>, u64>) -> (u64, u64) {
    let mut position = position.to_vec();
    position.sort_unstable();
    let moves = |p: &Vec<usize>| arena.sum_moves(p);
    let plus = GrundyMemo::new().value(position.clone(), moves).unwrap();
    (plus, misere_grundy_naive(&position, &moves, minus))
}

#[test]
fn conways_rule_decides_sums_of_tame_games_and_fails_for_wild_ones() {
    let arena = Arena::new(200, 11);
    let classes = arena.classes();
    let mut minus = HashMap::new();
    // Each class agrees with the game's own pair.
    for (g, class) in classes.iter().enumerate() {
        let (p, m) = pair(&arena, &[g], &mut minus);
        assert_eq!(class.plus(), p);
        if let Some(t) = class.tame() {
            assert_eq!(t.minus(), m, "game {g}");
        }
    }
    let tame: Vec<usize> = (0..classes.len()).filter(|&g| classes[g].tame().is_some()).collect();
    let wild: Vec<usize> = (0..classes.len()).filter(|&g| classes[g].tame().is_none()).collect();
    assert_eq!(tame.iter().filter(|&&g| g < 16).count(), 16, "every game born by day 3 is tame");
    assert!(wild.len() >= 10, "the random day-4 games include wild ones");
    // Every pair of games born by day 3.
    for a in 0..16 {
        for b in 0..16 {
            let rule = TameClass::sum([classes[a].tame().unwrap(), classes[b].tame().unwrap()]);
            assert_eq!(pair(&arena, &[a, b], &mut minus), (rule.plus(), rule.minus()), "{a} + {b}");
        }
    }
    // Random sums of two to four tame games born by day 4.
    let mut rng = seeded(12);
    for _ in 0..150 {
        let k = rng.random_range(2..=4);
        let parts: Vec<usize> = (0..k).map(|_| tame[rng.random_range(0..tame.len())]).collect();
        let rule = TameClass::sum(parts.iter().map(|&g| classes[g].tame().unwrap()));
        assert_eq!(pair(&arena, &parts, &mut minus), (rule.plus(), rule.minus()), "{parts:?}");
        // The outcome agrees with a plain misère search.
        let mut position = parts.clone();
        position.sort_unstable();
        let moves = |p: &Vec<usize>| arena.sum_moves(p);
        assert_eq!(misere_wins_naive(&position, &moves, &mut HashMap::new()), rule.mover_wins());
    }
    // The rule needs tameness: with a wild part it is often wrong.
    let mut wrong = 0;
    for &w in &wild {
        for &t in &tame[..16] {
            let (p, m) = pair(&arena, &[w, t], &mut minus);
            let (_, wm) = pair(&arena, &[w], &mut minus);
            let guess = TameClass::sum([
                TameClass { plus: classes[w].plus(), minus: wm },
                classes[t].tame().unwrap(),
            ]);
            wrong += usize::from((p, m) != (guess.plus(), guess.minus()));
        }
    }
    assert!(wrong > 0);
}

#[test]
fn tame_genus_is_the_genus_of_tame_games() {
    let arena = Arena::new(150, 3);
    let classes = arena.classes();
    let limits = Limits::default();
    let moves = |p: &Vec<usize>| arena.sum_moves(p);
    let mut memo = GenusMemo::new();
    for (g, class) in classes.iter().enumerate() {
        if let Some(t) = class.tame() {
            assert_eq!(memo.genus(vec![g], moves, &limits).unwrap(), t.genus(), "game {g}");
        }
    }
}

#[test]
fn nim_heaps_are_recognised_exactly() {
    let arena = Arena::new(0, 0);
    let classes = arena.classes();
    for (g, opts) in arena.options.iter().enumerate() {
        // Born by day 3, a game is a heap iff its options are 0..n (as sets).
        let mut set = opts.iter().map(|&o| classes[o]).collect::<Vec<_>>();
        set.sort_by_key(|c| c.plus());
        let heap = set.iter().all(|c| c.is_nim_heap())
            && set.iter().map(|c| c.plus()).max().is_none_or(|m| m < classes[g].plus());
        assert_eq!(classes[g].is_nim_heap(), heap, "{opts:?}");
    }
    assert!(classes[0].is_nim_heap() && classes[1].is_nim_heap() && classes[2].is_nim_heap());
    assert!(!classes[3].is_nim_heap(), "{{*1}} is not a heap");
    // The game whose only option is *1 + *1 (two heaps, not one): value 1, misère value
    // 0 (*1 + *1 is won), so it is fickle, like *1, but it is no heap.
    let mut c = OptionClasses::new();
    c.add([classes[1], classes[1]]);
    let one = TameClass::new(1, 0);
    assert_eq!(c.class(), ComponentClass { plus: 1, tame: one, nim_heap: false });
}
