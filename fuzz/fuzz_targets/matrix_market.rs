//! Fuzzes `parse_matrix_market`: no panic, located errors, and writing round-trips.
#![no_main]

#[path = "common.rs"]
mod common;

use grundy::format::{parse_matrix_market, write_matrix_market};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    match parse_matrix_market(data) {
        Ok(graph) => {
            assert_eq!(parse_matrix_market(write_matrix_market(&graph).as_bytes()).as_ref(), Ok(&graph))
        }
        Err(err) => common::check_location(data, &err),
    }
});
