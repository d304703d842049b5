//! Cross-module tests: tidy checks over the whole workspace's source.

mod tidy;
