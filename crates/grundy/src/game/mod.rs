//! Games: Sprague-Grundy values of impartial games and their winning moves.
pub mod hackenbush;
