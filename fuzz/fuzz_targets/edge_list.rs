//! Fuzzes `parse_edge_list`: no panic, located errors, and printing round-trips.
#![no_main]

#[path = "common.rs"]
mod common;

use grundy::format::parse_edge_list;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    match parse_edge_list(data) {
        Ok(named) => assert_eq!(parse_edge_list(named.to_string().as_bytes()).as_ref(), Ok(&named)),
        Err(err) => common::check_location(data, &err),
    }
});
