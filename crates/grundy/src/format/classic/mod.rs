//! The input and output formats of the classic judge problems, one module per problem.
//!
//! Each module has `parse` (reading the stated input format token by token, as `scanf`
//! does: any white space, line breaks included, separates numbers) and `write_output` (the
//! exact bytes the judge expects). Every structural guarantee of the statement is checked
//! with a located error: a count that disagrees with the data (a missing number is
//! [`UnexpectedEnd`](crate::ParseErrorKind::UnexpectedEnd), numbers after the data are
//! [`Trailing`](crate::ParseErrorKind::Trailing)), zero where a positive number is
//! required, an order the statement promises. Upper bounds on sizes are relaxed to what
//! grundy can solve, as each module documents.

pub mod hnoi2007_split;
pub mod hnoi2014_jiangnan;
pub mod poi2009_kam;
pub mod poj2311_cutting;
