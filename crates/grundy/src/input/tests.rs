//! Tests of reading graphs: strict detection (what a file looks like, at which line),
//! forced formats, names that round-trip through `find`, and the bipartite view's maps.

use super::*;
use crate::format::FileKind;

fn not_format(src: &str) -> (FileKind, usize, usize) {
    let err = read_graph(src.as_bytes(), FormatHint::Detect).unwrap_err();
    match err.kind() {
        ParseErrorKind::NotFormat { found, .. } => (*found, err.line(), err.column()),
        other => panic!("expected NotFormat, got {other:?} for {src:?}"),
    }
}

#[test]
fn a_game_record_is_not_a_graph() {
    let record = "4 4\nOOXX\nOXXO\nOO.O\nXXXO\n2\n3 2\n2 2\n1 2\n1 3\n";
    assert_eq!(not_format(record), (FileKind::GameRecord, 2, 1));
    let err = read_graph(record.as_bytes(), FormatHint::Detect).unwrap_err();
    assert_eq!(err.kind().to_string(), "this looks like a NOI 2011 game record, not a graph");
}

#[test]
fn stone_boards_and_stray_board_rows_are_refused() {
    assert_eq!(not_format("2 2\nX.\nOX\n"), (FileKind::StoneBoard, 1, 1));
    assert_eq!(not_format("a b\n  ..#.\nb c\n"), (FileKind::BoardRows, 2, 3));
    assert_eq!(not_format("..\n.x\n"), (FileKind::BoardRows, 1, 1));
}

#[test]
fn clear_files_are_read_in_their_format() {
    let cases: [(&str, Format); 5] = [
        ("a b\nb c\n# a comment\nX\n", Format::EdgeList),
        ("1 2\n2 3\n", Format::EdgeList),
        ("p edge 3 2\ne 1 2\ne 2 3\n", Format::Dimacs),
        ("%%MatrixMarket matrix coordinate pattern general\n2 2 2\n1 1\n2 1\n", Format::MatrixMarket),
        ("3 2\n.#\n..\n#.\n", Format::Board),
    ];
    for (src, format) in cases {
        assert_eq!(read_graph(src.as_bytes(), FormatHint::Detect).unwrap().format(), format, "{src:?}");
    }
}

#[test]
fn a_forced_format_is_read_as_told() {
    // A board read as an edge list: each row is a lone vertex.
    let input = read_graph(b"..\n.#\n", FormatHint::Exactly(Format::EdgeList)).unwrap();
    assert_eq!((input.format(), input.n_vertices()), (Format::EdgeList, 2));
    // And the other way round, the parser's own located error.
    let err = read_graph(b"a b\n", FormatHint::Exactly(Format::Board)).unwrap_err();
    assert_eq!((err.line(), err.column()), (1, 1));
}

/// Every vertex's name finds the vertex again, and the bipartite view maps it there and back.
fn check_names(src: &str, expected: &[&str]) {
    let input = read_graph(src.as_bytes(), FormatHint::Detect).unwrap();
    let names: Vec<String> = input.vertices().map(|v| input.name(v).to_string()).collect();
    assert_eq!(names, expected, "{src:?}");
    let view = input.bipartite();
    for v in input.vertices() {
        assert_eq!(input.find(&input.name(v).to_string()), Some(v));
        if let Some(view) = &view {
            let (side, w) = view.place(v).unwrap();
            assert_eq!(view.input_vertex(side, w), v);
        }
    }
}

#[test]
fn names_round_trip_in_every_format() {
    check_names("x y\ny z\n", &["x", "y", "z"]);
    check_names("x y\ny z\nz x\n", &["x", "y", "z"]);
    check_names("p edge 3 1\ne 3 1\n", &["1", "2", "3"]);
    check_names(
        "%%MatrixMarket matrix coordinate pattern general\n2 3 1\n2 3\n",
        &["r1", "r2", "c1", "c2", "c3"],
    );
    check_names("#.\n..\n", &["(1, 2)", "(2, 1)", "(2, 2)"]);
}

#[test]
fn board_cells_are_found_by_position_and_blocked_cells_are_not_vertices() {
    let input = read_graph(b"#.\n..\n", FormatHint::Detect).unwrap();
    assert_eq!(input.find("2,2"), Some(VertexId::new(3)));
    assert_eq!(input.find("(1, 2)"), Some(VertexId::new(1)));
    assert_eq!(input.find("1,1"), None, "blocked");
    assert_eq!(input.find("3,1"), None, "off the board");
    assert!(!input.is_vertex(VertexId::new(0)));
    assert_eq!(input.bipartite_sizes(), Some((1, 2, 2)));
    let view = input.bipartite().unwrap();
    let graph = view.graph();
    assert_eq!((graph.n_left(), graph.n_right(), graph.n_edges()), (1, 2, 2));
}

#[test]
fn sizes_and_matching_sizes_agree_with_the_bipartite_view() {
    for src in ["a b\nb c\nc d\n", "#..#\n....\n.#..\n", "a b\nb c\nc a\n"] {
        let input = read_graph(src.as_bytes(), FormatHint::Detect).unwrap();
        match (input.bipartite_sizes(), input.bipartite()) {
            (Some(sizes), Some(view)) => {
                let graph = view.graph();
                assert_eq!(sizes, (graph.n_left(), graph.n_right(), graph.n_edges()));
                let matching = view.maximum_matching();
                assert_eq!(matching.size(), maximum_matching(graph).size());
                assert_eq!(input.maximum_matching_size(), matching.size());
            }
            (None, None) => assert_eq!(input.maximum_matching_size(), 1, "a triangle"),
            _ => panic!("the sizes and the view disagree on {src:?}"),
        }
    }
}

#[test]
fn without_deletes_vertices_and_keeps_names_in_every_format() {
    // Each input with the vertex named `gone` deleted: the names left, and the sizes.
    type Case<'a> = (&'a str, &'a str, &'a [&'a str], (usize, usize, usize));
    let cases: [Case<'_>; 4] = [
        ("a b\nb c\nc a\nc d\n", "c", &["a", "b", "d"], (2, 1, 1)),
        ("p edge 4 3\ne 1 2\ne 2 3\ne 3 4\n", "2", &["1", "3", "4"], (2, 1, 1)),
        (
            "%%MatrixMarket matrix coordinate pattern general\n2 2 3\n1 1\n1 2\n2 2\n",
            "c2",
            &["r1", "r2", "c1"],
            (2, 1, 1),
        ),
        ("..\n..\n", "1,2", &["(1, 1)", "(2, 1)", "(2, 2)"], (2, 1, 2)),
    ];
    for (src, gone, names, sizes) in cases {
        let input = read_graph(src.as_bytes(), FormatHint::Detect).unwrap();
        let v = input.find(gone).unwrap();
        let rest = input.without([v]);
        assert!(!rest.is_vertex(v) && rest.find(gone).is_none(), "{src:?}");
        assert_eq!(rest.name(v).to_string(), input.name(v).to_string());
        let left: Vec<String> = rest.vertices().map(|w| rest.name(w).to_string()).collect();
        assert_eq!(left, names, "{src:?}");
        assert_eq!(rest.bipartite_sizes(), Some(sizes), "{src:?}");
        assert!(rest.vertices().all(|w| !rest.neighbors(w).contains(&v)), "{src:?}");
        // Deleting more keeps the earlier deletions.
        let first = rest.vertices().next().unwrap();
        assert_eq!(rest.without([first]).vertices().count(), names.len() - 1);
    }
}

#[test]
fn neighbours_are_listed_once_in_input_order_without_loops() {
    let cases: [(&str, &str, &[&str]); 4] = [
        ("a b\nc b\nb a\nb b\nb d\n", "b", &["a", "c", "d"]),
        ("%%MatrixMarket matrix coordinate pattern general\n2 2 3\n2 1\n1 1\n1 2\n", "c1", &["r1", "r2"]),
        ("%%MatrixMarket matrix coordinate pattern general\n2 2 3\n2 1\n1 2\n1 1\n", "r1", &["c1", "c2"]),
        ("...\n#..\n", "1,2", &["(1, 1)", "(1, 3)", "(2, 2)"]),
    ];
    for (src, of, expected) in cases {
        let input = read_graph(src.as_bytes(), FormatHint::Detect).unwrap();
        let names: Vec<String> =
            input.neighbors(input.find(of).unwrap()).into_iter().map(|w| input.name(w).to_string()).collect();
        assert_eq!(names, expected, "{src:?}");
    }
}

#[test]
fn find_all_has_edge_and_edges_agree_with_find_and_neighbors() {
    let sources = [
        "a b\nc b\nb a\nb b\nb d\na\ne\n",
        "p edge 4 3\ne 1 2\ne 2 3\ne 3 1\n",
        "%%MatrixMarket matrix coordinate pattern general\n2 3 3\n2 1\n1 1\n1 3\n",
        "...\n#..\n",
    ];
    for src in sources {
        let input = read_graph(src.as_bytes(), FormatHint::Detect).unwrap();
        let rest = input.without(input.vertices().take(1));
        for graph in [&input, &rest] {
            let names: Vec<String> =
                (0..graph.n_vertices()).map(|v| graph.name(VertexId::new(v)).to_string()).collect();
            let mut asked: Vec<&str> = names.iter().map(String::as_str).collect();
            asked.extend(["zz", "0", "r9", "(9, 9)"]);
            let found = graph.find_all(asked.iter().copied());
            assert_eq!(found, asked.iter().map(|name| graph.find(name)).collect::<Vec<_>>(), "{src:?}");
            // Every edge once, between vertices: as many as the graph counts.
            let edges = graph.edges();
            assert!(edges
                .iter()
                .all(|&(u, w)| graph.has_edge(u, w) && graph.is_vertex(u) && graph.is_vertex(w)));
            let count = graph.general().map_or_else(|| graph.bipartite_sizes().unwrap().2, |g| g.n_edges());
            assert_eq!(edges.len(), count, "{src:?}");
            for u in graph.vertices() {
                let neighbors = graph.neighbors(u);
                let mut listed: Vec<VertexId> = edges
                    .iter()
                    .filter_map(|&(a, b)| {
                        if a == u {
                            Some(b)
                        } else if b == u {
                            Some(a)
                        } else {
                            None
                        }
                    })
                    .filter(|&w| w != u)
                    .collect();
                listed.sort_unstable();
                listed.dedup();
                assert_eq!(listed, neighbors, "{u} in {src:?}");
                for w in (0..graph.n_vertices()).map(VertexId::new) {
                    let edge = graph.has_edge(u, w) && graph.is_vertex(w);
                    assert_eq!(edge && u != w, neighbors.contains(&w), "{u} {w} in {src:?}");
                    assert_eq!(graph.has_edge(u, w), graph.has_edge(w, u));
                }
            }
        }
    }
}
