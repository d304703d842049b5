//! Test support shared by the classic judge parsers: mutation fuzzing of a sample.

use crate::tests::support::{seeded, RngExt, TestRng};
use crate::ParseError;

/// Mutates `sample` 3000 times (1 to 4 byte replacements, deletions or insertions drawn
/// from digits, white space, signs, a letter and a non-UTF-8 byte) and runs `parse` on
/// each. Either answer is fine; a panic fails the test, and an error must be located.
pub(crate) fn assert_mutations_never_panic<T>(sample: &[u8], parse: impl Fn(&[u8]) -> Result<T, ParseError>) {
    let mut rng = seeded(0x5eed);
    let alphabet = b"0123456789 \n\r-+x\xff";
    for _ in 0..3000 {
        let bytes = mutated(&mut rng, sample, alphabet);
        if let Err(err) = parse(&bytes) {
            assert!(err.line() >= 1 && err.column() >= 1);
            assert!(!err.to_string().is_empty());
        }
    }
}

/// `sample` with 1 to 4 bytes replaced, deleted or inserted (new bytes drawn from
/// `alphabet`), at positions drawn from `rng`.
pub(crate) fn mutated(rng: &mut TestRng, sample: &[u8], alphabet: &[u8]) -> Vec<u8> {
    let mut bytes = sample.to_vec();
    for _ in 0..rng.random_range(1..=4) {
        let pos = rng.random_range(..=bytes.len());
        let byte = alphabet[rng.random_range(..alphabet.len())];
        match rng.random_range(..3usize) {
            0 if pos < bytes.len() => bytes[pos] = byte,
            1 if pos < bytes.len() => {
                bytes.remove(pos);
            }
            _ => bytes.insert(pos, byte),
        }
    }
    bytes
}
