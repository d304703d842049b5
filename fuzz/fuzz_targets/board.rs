//! Fuzzes `parse_board` for both cell alphabets: no panic, located errors, and a parsed
//! board prints back to itself.
#![no_main]

#[path = "common.rs"]
mod common;

use grundy::format::parse_board;
use grundy::{Cell, StoneCell, TokenCell};
use libfuzzer_sys::fuzz_target;

fn check<C: Cell>(data: &[u8]) {
    match parse_board::<C>(data) {
        Ok(board) => assert_eq!(parse_board::<C>(board.to_string().as_bytes()).as_ref(), Ok(&board)),
        Err(err) => common::check_location(data, &err),
    }
}

fuzz_target!(|data: &[u8]| {
    check::<TokenCell>(data);
    check::<StoneCell>(data);
});
