//! Cross-module tests (tidy checks over the whole workspace's source) and the test
//! support every unit test shares (the seeded random generator and a few input and
//! assertion helpers).

pub(crate) mod support;
mod tidy;
