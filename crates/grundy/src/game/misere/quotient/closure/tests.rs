use std::sync::atomic::AtomicBool;

use super::*;
use crate::game::misere::quotient::extend::option_images;
use crate::game::misere::quotient::{misere_quotient, QuotientConfig};
use crate::game::octal::OctalGame;
use crate::tests::support::{seeded, RngExt, TestRng};

/// The quotient of heaps 1..`heaps` of `code` and the transition of every heap
/// (index h - 1), each with its options' images.
fn heap_transitions(code: &str, heaps: u64) -> (Table, Vec<bool>, Vec<Transition>) {
    let game: OctalGame = code.parse().unwrap();
    let q = misere_quotient(&game, &QuotientConfig::new(heaps), &AtomicBool::new(false)).unwrap();
    let phi: Vec<u32> = q.phi.iter().map(|e| e.0).collect();
    let transitions = (1..=q.heaps())
        .map(|h| {
            let opts = option_images(&game, h, &phi, |items| q.table.product(items.iter().copied()));
            heap_transition(&q.table, &q.in_p, phi[h as usize], &opts)
        })
        .collect();
    (q.table, q.in_p, transitions)
}

/// The product of two transitions from the definition (set by set, element by element).
fn product_naive(table: &Table, a: &Transition, b: &Transition) -> Transition {
    let n = table.len() as u32;
    let mut contexts = vec![0u64; (n as usize).div_ceil(64)].into_boxed_slice();
    for y in 0..n {
        if bit(&a.contexts, table.mul(y, b.value)) || bit(&b.contexts, table.mul(y, a.value)) {
            set_bit(&mut contexts, y);
        }
    }
    Transition { value: table.mul(a.value, b.value), has_move: a.has_move || b.has_move, contexts }
}

type Snapshot = (Vec<Transition>, Vec<(bool, Box<[u64]>, u32)>, Vec<Transition>);

/// What a closure holds, in a form that compares: its states in order, the first state of
/// every move flag and contexts, its generators.
fn snapshot(c: &Closure) -> Snapshot {
    assert_eq!(c.index.len(), c.states.len());
    for (id, t) in c.states.iter().enumerate() {
        assert_eq!(c.index[t], id as u32);
    }
    let mut by_options: Vec<_> = c.by_options.iter().map(|((m, s), &id)| (*m, s.clone(), id)).collect();
    by_options.sort();
    (c.states.clone(), by_options, c.generators.clone())
}

/// Every heap transition of the first `k` heaps, and every element put in the place of the
/// value of heap k + 1: `admits` says exactly whether every product with a state is
/// parity-correct (checked on the products formed naively), `try_extend` accepts only
/// what `admits` allows, and a rejected transition leaves the closure as it was.
fn check_trials(code: &str, heaps: u64) {
    let (table, in_p, transitions) = heap_transitions(code, heaps);
    for k in 0..transitions.len() {
        let mut closure = Closure::verify(&table, &in_p, &transitions[..k], 1 << 20).unwrap();
        let before = snapshot(&closure);
        for value in 0..table.len() as u32 {
            let t = Transition { value, ..transitions[k].clone() };
            let admits = closure.admits(&table, &in_p, &t);
            let naive = closure.states.iter().all(|s| parity_correct(&product_naive(&table, s, &t), &in_p));
            assert_eq!(admits, naive, "{code}: heap {} at {value}", k + 1);
            let mut trial = closure.clone();
            match trial.try_extend(&table, &in_p, t.clone(), 1 << 20) {
                Ok(()) => {
                    assert!(admits, "{code}: heap {} at {value}", k + 1);
                    // The same states as the closure built at once (perhaps in another order).
                    let mut heaps = transitions[..k].to_vec();
                    heaps.push(t);
                    let at_once = Closure::verify(&table, &in_p, &heaps, 1 << 20).unwrap();
                    let mut got = trial.states.clone();
                    let mut want = at_once.states.clone();
                    got.sort_by_key(|t| (t.value, t.has_move, t.contexts.clone()));
                    want.sort_by_key(|t| (t.value, t.has_move, t.contexts.clone()));
                    assert_eq!(got, want, "{code}: heap {} at {value}", k + 1);
                }
                Err(Failure::Parity) => {
                    assert_eq!(snapshot(&trial), before, "{code}: heap {} at {value}", k + 1)
                }
                Err(err) => panic!("{code}: {err:?}"),
            }
        }
        // The trials on copies left the closure itself alone; a failed trial in place too.
        for value in 0..table.len() as u32 {
            let t = Transition { value, ..transitions[k].clone() };
            if closure.try_extend(&table, &in_p, t, 1 << 20).is_ok() {
                break;
            }
            assert_eq!(snapshot(&closure), before, "{code}: heap {} at {value}", k + 1);
        }
    }
}

#[test]
fn trials_agree_with_the_products_0_75() {
    check_trials("0.75", 30);
}

#[test]
fn trials_agree_with_the_products_0_77() {
    check_trials("0.77", 30);
}

#[test]
fn trials_agree_with_the_products_0_34() {
    check_trials("0.34", 40);
}

#[test]
fn a_closure_too_large_is_restored() {
    let (table, in_p, transitions) = heap_transitions("0.77", 30);
    let mut closure = Closure::verify(&table, &in_p, &transitions[..10], 1 << 20).unwrap();
    let before = snapshot(&closure);
    let bound = closure.states.len();
    // The heaps whose transition brings new states: the bound stops them, and nothing stays.
    let mut stopped = 0;
    for t in &transitions[10..] {
        let mut unbounded = closure.clone();
        unbounded.try_extend(&table, &in_p, t.clone(), 1 << 20).unwrap();
        if unbounded.states.len() > bound {
            let res = closure.try_extend(&table, &in_p, t.clone(), bound);
            assert!(matches!(res, Err(Failure::TooLarge { .. })), "{res:?}");
            assert_eq!(snapshot(&closure), before);
            stopped += 1;
        }
    }
    assert!(stopped > 0);
}

/// A closure holding the given states and generators as they are (no closing, no check).
fn closure_of(table: &Table, states: Vec<Transition>, generators: Vec<Transition>) -> Closure {
    Closure {
        words: table.len().div_ceil(64),
        index: states.iter().cloned().zip(0..).collect(),
        states,
        by_options: HashMap::default(),
        generator_preimages: vec![None; generators.len() * table.len()],
        generators,
        division_tables: vec![None; table.len()],
    }
}

fn random_transition(rng: &mut TestRng, n: usize) -> Transition {
    let mut contexts = vec![0u64; n.div_ceil(64)].into_boxed_slice();
    for y in 0..n as u32 {
        if rng.random_range(0..3u8) == 0 {
            set_bit(&mut contexts, y);
        }
    }
    Transition { value: rng.random_range(0..n as u32), has_move: rng.random_range(0..2u8) == 0, contexts }
}

/// Every product a closure forms (by division tables up to 64 elements, word by word
/// beyond) is the product of the definition: Kayles' quotient of order 40 and cyclic
/// monoids of orders 1, 8, 63, 64, 65, 130, on seeded random transitions.
#[test]
fn products_agree_with_the_definition() {
    let (kayles, _, _) = heap_transitions("0.77", 30);
    let cyclic =
        |n: usize| Table::from_action(n, &[(0..n as u32).map(|x| (x + 1) % n as u32).collect()]).unwrap();
    let mut rng = seeded(36);
    for table in [kayles, cyclic(1), cyclic(8), cyclic(63), cyclic(64), cyclic(65), cyclic(130)] {
        let n = table.len();
        let states: Vec<Transition> = (0..30).map(|_| random_transition(&mut rng, n)).collect();
        let generators: Vec<Transition> = (0..6).map(|_| random_transition(&mut rng, n)).collect();
        let mut closure = closure_of(&table, states.clone(), generators.clone());
        let mut out =
            Transition { value: 0, has_move: false, contexts: vec![0u64; n.div_ceil(64)].into_boxed_slice() };
        for (s, state) in states.iter().enumerate() {
            for (g, generator) in generators.iter().enumerate() {
                closure.product(&table, s, g, &mut out);
                assert_eq!(
                    out,
                    product_naive(&table, state, generator),
                    "order {n}: state {s}, generator {g}"
                );
            }
        }
    }
}
