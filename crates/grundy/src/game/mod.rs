//! Games solved through the library's algorithms: vertex geography by matching, the
//! boards of the classic problems built on it.

pub mod board_graph;
pub mod geography;
pub mod replay;
