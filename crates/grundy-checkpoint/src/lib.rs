//! The files of grundy's long octal runs, shared by the front ends that write them (the
//! CLI's `grundy octal --checkpoint`, the Python package's census on Dask), so that there
//! is one implementation of each format:
//!
//! - [`Checkpoint`] ([`checkpoint`]): the values of one run, appended as they are
//!   computed, each record checked by a CRC-32; a run killed at any moment goes on from
//!   its last save.
//! - [`census_code`]: one code of a census run from its checkpoint (when
//!   there is one) and saved to it while it runs, with a time budget: the task a census
//!   spread over many processes gives each of them.
//!
//! The game logic stays in the library (`grundy::game::octal::resume` rebuilds a run from
//! its values, `grundy::game::octal::census::census_code` makes a census row); this crate
//! adds the files, and nothing else: no flags, no printing, no serde.

mod census;
pub mod checkpoint;

pub use census::{census_code, checkpoint_file_name, CheckpointedRun};
pub use checkpoint::{Checkpoint, CheckpointError, HeaderError};
