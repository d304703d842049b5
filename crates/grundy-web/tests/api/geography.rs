//! Geography on any graph: `POST /api/geography` answers with the very bytes
//! `grundy geography --json` prints (the CLI's blessed outputs under
//! `crates/grundy-cli/tests/data/geography/`, and the library's answer through
//! `grundy-json` at every move of whole games on the bundled graphs); games played
//! through the API keep the rules and the verdicts (the engine wins what it should win);
//! text that is not a graph is a 422 located in `input`, unknown vertices and illegal paths
//! are 422s that name them, graphs over `max_graph_size` 413s; and the bundled graphs are
//! served.

use grundy::game::geography::solve_graph_geography;
use grundy::input::{read_graph, FormatHint};
use serde_json::{json, Value};

use crate::{cli_cases, json_spelling, read, shared, with_limits, CliCase};

/// The bundled graphs the API serves.
const EXAMPLES: [&str; 4] = ["graph.txt", "bipartite.txt", "bowtie.txt", "petersen.col"];

/// What `grundy geography --json` prints for the graph `text` and these arguments.
fn cli_doc(text: &str, args: &grundy_json::GeographyRequest) -> String {
    let input = read_graph(text.as_bytes(), FormatHint::Detect).unwrap();
    let query = grundy_json::geography_query(&input, args).unwrap();
    let solved = solve_graph_geography(query.graph(&input));
    let mut bytes = Vec::new();
    grundy_json::write_doc(
        &mut bytes,
        "geography",
        grundy_json::geography(&input, &query, &solved, args),
        false,
    )
    .unwrap();
    String::from_utf8(bytes).unwrap()
}

/// The request body of a CLI argument list (`--json` and the file left out).
fn request(text: &str, args: &[String]) -> Value {
    let mut body = json!({ "input": text });
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        let value = || args[i + 1].clone();
        match arg {
            "--start" | "--format" => body[&arg[2..]] = json!(value()),
            "--depth" => body["depth"] = json!(value().parse::<u64>().unwrap()),
            "--max-moves" => body["max_moves"] = json!(value().parse::<u64>().unwrap()),
            "--pairs" | "--edges" => body[&arg[2..]] = json!(true),
            "--visited" => {
                let path: Vec<&String> = args[i + 1..].iter().take_while(|a| !a.starts_with("--")).collect();
                i += path.len();
                body["visited"] = json!(path);
                i += 1;
                continue;
            }
            _ => {
                i += 1;
                continue;
            }
        }
        i += if arg == "--pairs" || arg == "--edges" { 1 } else { 2 };
    }
    body
}

#[tokio::test]
async fn geography_answers_with_the_clis_document() {
    let server = shared();
    let mut n_cases = 0;
    for case in cli_cases("geography").into_iter().filter(CliCase::json) {
        let (path, expected) = (&case.path, &case.out);
        let reply = server.post("/api/geography", &request(case.input(), &case.args)).await;
        if case.code == 2 {
            // A usage error is the CLI's (clap's); an invalid argument is a 422 here, the
            // same words with the fields spelled as the API's keys.
            let cli: Value = serde_json::from_str(expected).unwrap();
            if cli["error"]["kind"] == "invalid" {
                let error = reply.error(422, "invalid");
                let req = request(case.input(), &case.args);
                let message = json_spelling(cli["error"]["message"].as_str().unwrap(), &req);
                assert_eq!(error["message"], message, "{}", path.display());
            }
            continue;
        }
        reply.ok("geography");
        assert_eq!(&reply.text, expected, "{}", path.display());
        n_cases += 1;
    }
    assert!(n_cases >= 10, "only {n_cases} cases");
}

/// Whole games on every bundled graph from every start: the engine against a player who
/// takes the first legal move, each side moving first. Every answer is the library's
/// document, byte for byte; every move is legal; the token's path never repeats; the
/// player who wins from the start wins when the engine plays that side.
#[tokio::test]
async fn whole_games_on_the_bundled_graphs() {
    let server = shared();
    for name in EXAMPLES {
        let text = read(&format!("examples/{name}"));
        let first = server.post("/api/geography", &json!({ "input": text })).await;
        let verdicts = first.ok("geography")["verdicts"].as_array().unwrap().clone();
        for verdict in &verdicts {
            let start = verdict["vertex"].as_str().unwrap().to_string();
            for engine_first in [true, false] {
                let mut path = vec![start.clone()];
                loop {
                    let body = json!({ "input": text, "visited": path, "pairs": true });
                    let reply = server.post("/api/geography", &body).await;
                    let doc = reply.ok("geography");
                    let args: grundy_json::GeographyRequest = serde_json::from_value(body.clone()).unwrap();
                    assert_eq!(reply.text, cli_doc(&text, &args), "{name} {path:?}");
                    let game = &doc["game"];
                    assert_eq!(game["token"], path.last().unwrap().as_str());
                    let legal: Vec<String> = game["legal_moves"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|m| m.as_str().unwrap().into())
                        .collect();
                    assert!(legal.iter().all(|m| !path.contains(m)), "{name} {path:?}");
                    if game["game_over"] == true {
                        assert!(legal.is_empty());
                        // The player to move lost: the engine moved last iff it won.
                        let engine_to_move = (path.len() % 2 == 1) == engine_first;
                        let engine_should_win = verdict["mover_wins"].as_bool().unwrap() == engine_first;
                        if engine_should_win {
                            assert!(!engine_to_move, "{name}: the engine lost {path:?}");
                        }
                        break;
                    }
                    // The winning move is the token's mate in the matching shown.
                    if let Some(to) = game["winning_move"].as_str() {
                        let token = game["token"].as_str().unwrap();
                        let pairs = doc["matching"].as_array().unwrap();
                        assert!(pairs.iter().any(|p| p == &json!([token, to]) || p == &json!([to, token])));
                    }
                    let engine_to_move = (path.len() % 2 == 1) == engine_first;
                    let next = if engine_to_move {
                        game["engine_move"].as_str().unwrap().to_string()
                    } else {
                        legal[0].clone()
                    };
                    assert!(legal.contains(&next));
                    path.push(next);
                }
            }
        }
    }
}

#[tokio::test]
async fn bad_text_is_located_in_input() {
    let server = shared();
    // A board row among the edges; a stone board; a broken DIMACS count; an edge list
    // forced to be read as DIMACS; a board with a stray character.
    let cases = [
        ("a b\n..#.\n", FormatHint::Detect, None),
        ("2 2\nX.\nOX\n", FormatHint::Detect, None),
        ("p edge 3 2\ne 1 2\n", FormatHint::Detect, None),
        ("a b\n", FormatHint::Exactly(grundy::format::Format::Dimacs), Some("dimacs")),
        ("..\n.x.\n", FormatHint::Exactly(grundy::format::Format::Board), Some("board")),
    ];
    for (text, hint, format) in cases {
        let err = read_graph(text.as_bytes(), hint).unwrap_err();
        let reply = server.post("/api/geography", &json!({ "input": text, "format": format })).await;
        let error = reply.error(422, "input");
        assert_eq!(error["file"], "input", "{text:?}");
        assert_eq!(error["line"].as_u64(), Some(err.line() as u64), "{text:?}");
        assert_eq!(error["column"].as_u64(), Some(err.column() as u64), "{text:?}");
        assert_eq!(error["message"], err.kind().to_string(), "{text:?}");
    }
}

#[tokio::test]
async fn unknown_vertices_and_illegal_paths_are_invalid() {
    let server = shared();
    let text = read("examples/bowtie.txt");
    let cases = [
        (json!({"input": text, "visited": ["t1", "zz"]}), "`visited[1]`: no such vertex in the graph"),
        (json!({"input": text, "start": "zz"}), "`start`: no such vertex in the graph"),
        (json!({"input": text, "visited": ["t1", "t2", "t1"]}), "move 2 enters t1"),
        (json!({"input": text, "visited": ["t1", "p"]}), "move 1 goes from t1 to p, and no edge joins them"),
        (
            json!({"input": text, "visited": ["t1"], "start": "t1"}),
            "`start` and `visited` cannot be combined: a start asks for the strategy tree",
        ),
        (json!({"input": text, "depth": 3}), "`depth` needs `start`: it bounds the strategy tree"),
        (json!({"input": text, "max_moves": 3}), "`max_moves` needs `start`"),
        (json!({"input": text, "start": "x", "depth": 0}), "`depth`: the first move has depth 1"),
        (json!({"input": text, "format": "csv"}), "format \"csv\""),
        (json!({"input": "..\n", "visited": ["1,1", "2,1"]}), "no such vertex"),
    ];
    for (body, message) in cases {
        let reply = server.post("/api/geography", &body).await;
        let error = reply.error(422, "invalid");
        assert!(error["message"].as_str().unwrap().contains(message), "{body}: {error}");
    }
    // Fields the endpoint does not take, and wrong types: 400, located in the body.
    let reply = server.post("/api/geography", &json!({"input": "a b\n", "moves": []})).await;
    assert!(reply.error(400, "request")["message"].as_str().unwrap().contains("moves"));
    server.post("/api/geography", &json!({"input": "a b\n", "visited": "a"})).await.error(400, "request");
    server.post("/api/geography", &json!({"visited": ["a"]})).await.error(400, "request");
}

#[tokio::test]
async fn graphs_over_the_limit_are_refused() {
    let server = with_limits(|limits| limits.max_graph_size = 10);
    // 5 vertices and 5 edges are 10: taken; one more edge is over.
    let cycle = "a b\nb c\nc d\nd e\ne a\n";
    server.post("/api/geography", &json!({ "input": cycle })).await.ok("geography");
    let reply = server.post("/api/geography", &json!({ "input": format!("{cycle}a c\n") })).await;
    assert!(reply.error(413, "limit")["message"].as_str().unwrap().contains("11 vertices and edges"));
    // A board counts its cells: 3 x 4 = 12 over 10.
    server.post("/api/geography", &json!({ "input": "....\n....\n....\n" })).await.error(413, "limit");
    // A DIMACS header of many vertices with no edges.
    server.post("/api/geography", &json!({ "input": "p edge 1000 0\n" })).await.error(413, "limit");
    // The strategy tree's size.
    let reply =
        shared().post("/api/geography", &json!({"input": cycle, "start": "a", "max_moves": 1_000_000})).await;
    reply.error(413, "limit");
    server.assert_alive().await;
}

#[tokio::test]
async fn the_bundled_graphs_are_served() {
    let server = shared();
    for name in EXAMPLES {
        let reply = server.get(&format!("/examples/{name}")).await;
        assert_eq!(reply.status, 200, "{name}");
        assert!(reply.content_type.starts_with("text/plain"), "{name}: {}", reply.content_type);
        assert_eq!(reply.text, read(&format!("examples/{name}")), "{name}");
    }
}

#[tokio::test]
async fn the_engine_is_named_and_follows_the_position() {
    let server = shared();
    // A triangle with a pendant d: the blossom engine; once the token has left a, what is
    // left (b - c - d) is a path, and the bipartite engine decides.
    let text = "a b\nb c\nc a\nc d\n";
    let doc = server.post("/api/geography", &json!({ "input": text })).await.ok("geography").clone();
    assert_eq!((doc["engine"].as_str(), doc["bipartite"].as_bool()), (Some("blossom"), Some(false)));
    let reply = server.post("/api/geography", &json!({ "input": text, "visited": ["a", "b"] })).await;
    let doc = reply.ok("geography");
    assert_eq!((doc["engine"].as_str(), doc["bipartite"].as_bool()), (Some("bipartite"), Some(true)));
    assert_eq!(doc["game"]["player"], "second");
    assert_eq!(doc["game"]["legal_moves"], json!(["c"]));
    // b - c - d with the token on b: moving to c leaves d to the opponent... who moves to
    // d and wins, so b loses. The verdicts list the vertices left, the token's included.
    assert_eq!(doc["game"]["mover_wins"], false);
    let left: Vec<&str> =
        doc["verdicts"].as_array().unwrap().iter().map(|v| v["vertex"].as_str().unwrap()).collect();
    assert_eq!(left, ["b", "c", "d"]);
    let board = server.post("/api/geography", &json!({ "input": "..\n" })).await;
    assert_eq!(board.ok("geography")["engine"], "grid");
}

#[tokio::test]
async fn matching_answers_with_the_clis_document() {
    let server = shared();
    let mut n_cases = 0;
    for case in cli_cases("matching") {
        // The document holds every part whatever the flags: the cases run with --json
        // alone (and --format), exit 0.
        let plain = case.args.iter().all(|a| {
            ["matching", "--json", "--format", "{in}"].contains(&a.as_str()) || !a.starts_with("--")
        });
        if !case.json() || case.code != 0 || !plain {
            continue;
        }
        let body = request(case.input(), &case.args);
        let body = json!({ "input": body["input"], "format": body["format"] });
        let reply = server.post("/api/matching", &body).await;
        reply.ok("matching");
        assert_eq!(reply.text, case.out, "{}", case.path.display());
        n_cases += 1;
    }
    assert!(n_cases >= 4, "only {n_cases} cases");
    // The bundled graphs: the library's document, byte for byte.
    for name in EXAMPLES {
        let text = read(&format!("examples/{name}"));
        let input = read_graph(text.as_bytes(), FormatHint::Detect).unwrap();
        let report = grundy_json::matching(&input, &grundy_json::MatchingRequest::default(), true).unwrap();
        let mut bytes = Vec::new();
        grundy_json::write_doc(&mut bytes, "matching", report, false).unwrap();
        let reply = server.post("/api/matching", &json!({ "input": text })).await;
        reply.ok("matching");
        assert_eq!(reply.text.as_bytes(), bytes, "{name}");
    }
}

#[tokio::test]
async fn matching_refuses_bad_text_and_large_graphs() {
    let reply = shared().post("/api/matching", &json!({"input": "a b\n..#.\n"})).await;
    let error = reply.error(422, "input");
    assert_eq!((error["file"].as_str(), error["line"].as_u64()), (Some("input"), Some(2)));
    shared().post("/api/matching", &json!({"input": "a b\n", "pairs": true})).await.error(400, "request");
    shared().post("/api/matching", &json!({"input": "a b\n", "format": "png"})).await.error(422, "invalid");
    let server = with_limits(|limits| limits.max_graph_size = 4);
    server.post("/api/matching", &json!({"input": "a b\nb c\n"})).await.error(413, "limit");
}
