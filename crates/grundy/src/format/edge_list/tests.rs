//! Tests of the edge-list parser and printer: names, comments, errors, round trips.

use super::*;
use crate::tests::support::{edge_text, located, random_edges, seeded, RngExt};
use ParseErrorKind::*;

/// Parses and describes the graph as `names | u-v u-v ...` with vertex indices.
fn ok(src: &str) -> String {
    let named = parse_edge_list(src.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    format!("{} | {}", named.names.join(","), edge_text(named.graph.edges()))
}

fn err(src: &[u8]) -> (ParseErrorKind, usize, usize) {
    located(parse_edge_list(src).unwrap_err())
}

#[test]
fn simple() {
    assert_eq!(ok("1 2\n2 3\n"), "1,2,3 | 0-1 1-2");
}
#[test]
fn words_and_numbers() {
    assert_eq!(ok("alice bob\nbob 7\n"), "alice,bob,7 | 0-1 1-2");
}
#[test]
fn first_appearance_order() {
    assert_eq!(ok("9 3\n3 1\n"), "9,3,1 | 0-1 1-2");
}
#[test]
fn comments_everywhere() {
    assert_eq!(ok("# header\n  # indented\na b # tail\nb#c\n"), "a,b | 0-1");
}
#[test]
fn comment_glued_to_name() {
    assert_eq!(ok("a b#c d\n"), "a,b | 0-1");
}
#[test]
fn blank_lines_crlf_no_final_newline() {
    assert_eq!(ok("\r\na\tb\r\n\r\n  b c"), "a,b,c | 0-1 1-2");
}
#[test]
fn isolated_vertex() {
    assert_eq!(ok("x\na b\n"), "x,a,b | 1-2");
}
#[test]
fn only_isolated_vertices() {
    assert_eq!(ok("x\ny\n"), "x,y | ");
}
#[test]
fn self_loop_kept() {
    assert_eq!(ok("a a\na b\n"), "a,b | 0-0 0-1");
}
#[test]
fn parallel_edges_kept() {
    assert_eq!(ok("a b\nb a\na b\n"), "a,b | 0-1 1-0 0-1");
}
#[test]
fn unicode_names() {
    assert_eq!(ok("élan ñu\n"), "élan,ñu | 0-1");
}
#[test]
fn negative_numbers_are_names() {
    assert_eq!(ok("-1 +2\n"), "-1,+2 | 0-1");
}

#[test]
fn empty_input() {
    assert_eq!(err(b""), (Empty, 1, 1));
}
#[test]
fn only_comments() {
    assert_eq!(err(b"# nothing\n\n# here\n"), (Empty, 4, 1));
}
#[test]
fn three_tokens() {
    assert_eq!(err(b"a b\na b c\n"), (Trailing { found: "c".into() }, 2, 5));
}
#[test]
fn three_tokens_crlf() {
    assert_eq!(err(b"a b 1\r\n"), (Trailing { found: "1".into() }, 1, 5));
}
#[test]
fn invalid_utf8_name() {
    assert_eq!(err(b"a b\nab\xffc d\n"), (InvalidUtf8, 2, 3));
}
#[test]
fn invalid_utf8_second_name() {
    assert_eq!(err(b"a \xc3\n"), (InvalidUtf8, 1, 3));
}

#[test]
fn lookup_by_name() {
    let named = parse_edge_list(b"a b\nb c\n").unwrap();
    assert_eq!(named.vertex_by_name("c"), Some(VertexId::new(2)));
    assert_eq!(named.vertex_by_name("d"), None);
    assert_eq!(named.name(VertexId::new(1)), "b");
}

#[test]
fn display_simple() {
    let named = parse_edge_list(b"# c\na b\nb c\nz\n").unwrap();
    assert_eq!(named.to_string(), "a b\nb c\nz\n");
}

#[test]
fn display_declares_out_of_order_vertices() {
    let names = ["a", "b", "c", "d"].map(String::from).to_vec();
    let v = VertexId::new;
    let graph = Graph::from_edges(4, vec![(v(2), v(0)), (v(1), v(3)), (v(1), v(1))]);
    let named = NamedGraph { graph, names };
    assert_eq!(named.to_string(), "a\nb\nc\nc a\nb d\nb b\n");
    assert_eq!(parse_edge_list(named.to_string().as_bytes()).unwrap(), named);
}

#[test]
fn round_trip_random_graphs() {
    let mut rng = seeded(12345);
    for _ in 0..500 {
        let n = rng.random_range(1..=8);
        let m = rng.random_range(..10);
        let edges = random_edges(&mut rng, n, n, m);
        let names = (0..n).map(|i| if i % 2 == 0 { format!("v{i}") } else { i.to_string() }).collect();
        let named = NamedGraph { graph: Graph::from_edges(n, edges), names };
        let text = named.to_string();
        assert_eq!(parse_edge_list(text.as_bytes()).unwrap(), named, "{text}");
    }
}

#[test]
fn long_and_short_names() {
    // 15 bytes (packed), 16 bytes (looked up by slice), and names differing only in length.
    let src = "abcdefghijklmno abcdefghijklmnop\nabcdefghijklmnop abcdefghijklmno\na a\u{0}\n";
    assert_eq!(ok(src), "abcdefghijklmno,abcdefghijklmnop,a,a\u{0} | 0-1 1-0 2-3");
}
