//! The exact input and output formats of the classic judge problems, one file each.

pub mod loj6033_board;
pub mod noi2011_bunny;
