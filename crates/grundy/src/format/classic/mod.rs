//! The input and output formats of the classic judge problems, one module per problem:
//! `parse` reads the judge's exact input, `write_output` prints its exact expected output.
pub mod poj3710_christmas;
