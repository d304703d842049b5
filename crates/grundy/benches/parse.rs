//! Parser throughput benchmarks (filled in with the format parsers).
fn main() {}
