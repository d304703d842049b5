//! Fuzzes `detect` followed by the parser it picks: no panic, located errors.
#![no_main]

#[path = "common.rs"]
mod common;

use grundy::format::{self, Format};
use grundy::TokenCell;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let res = match format::detect(data) {
        Format::Board => format::parse_board::<TokenCell>(data).map(drop),
        Format::EdgeList => format::parse_edge_list(data).map(drop),
        Format::Dimacs => format::parse_dimacs(data).map(drop),
        Format::MatrixMarket => format::parse_matrix_market(data).map(drop),
    };
    if let Err(err) = res {
        common::check_location(data, &err);
    }
});
