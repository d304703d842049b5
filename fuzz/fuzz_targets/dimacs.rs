//! Fuzzes `parse_dimacs`: no panic, located errors, and writing round-trips.
#![no_main]

#[path = "common.rs"]
mod common;

use grundy::format::{parse_dimacs, write_dimacs};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    match parse_dimacs(data) {
        Ok(graph) => assert_eq!(parse_dimacs(write_dimacs(&graph).as_bytes()).as_ref(), Ok(&graph)),
        Err(err) => common::check_location(data, &err),
    }
});
