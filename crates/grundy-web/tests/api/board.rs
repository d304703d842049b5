//! The token board's endpoint: `POST /api/board` answers with the very bytes
//! `grundy board --json` prints (the CLI's blessed outputs under
//! `crates/grundy-cli/tests/data/board/`, errors included, and the library's answer
//! through `grundy-json` on random boards and walks); whole games played through the API
//! (the engine against a player who picks moves in turn) keep the rules and the verdicts,
//! and every explanation is a valid certificate; bad boards are 422s located in `input`,
//! bad cells and moves 422s that name them, boards over `max_board_cells` and too many
//! explained cells 413s; and the bundled board examples are served.

use serde_json::{json, Value};

use crate::{cli_cases, json_spelling, read, shared, with_limits, CliCase};

fn cell(p: &Value) -> String {
    format!("{},{}", p["row"], p["column"])
}

/// The request `POST /api/board` takes for `grundy board` run with `args` on `input`
/// (`None` for flags the server does not take, such as `--svg`).
fn request(input: &str, args: &[String]) -> Option<Value> {
    let mut req = json!({ "input": input });
    let mut args = args.iter().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || Value::String(args.next().unwrap().clone());
        match flag.as_str() {
            "--json" => {}
            "--cell" => req["cells"]
                .as_array_mut()
                .map(|a| a.push(value()))
                .unwrap_or_else(|| req["cells"] = json!([value()])),
            "--move" => req["moves"]
                .as_array_mut()
                .map(|a| a.push(value()))
                .unwrap_or_else(|| req["moves"] = json!([value()])),
            "--token" => req["token"] = value(),
            "--explain" => req["explain"] = json!(true),
            "--matching" => req["matching"] = json!(true),
            "--map-only" => req["map_only"] = json!(true),
            _ => return None,
        }
    }
    Some(req)
}

/// The CLI's board cases run with `--json`: (request, expected output, exit code).
fn cli_json_cases() -> Vec<(Value, String, String)> {
    let cases = cli_cases("board").into_iter().filter(CliCase::json);
    cases
        .filter_map(|case| Some((request(case.input(), &case.args)?, case.out, case.code.to_string())))
        .collect()
}

#[tokio::test]
async fn board_answers_with_the_clis_document() {
    let server = shared();
    let cases = cli_json_cases();
    assert!(cases.len() >= 6, "{cases:?}");
    let mut errors = 0;
    for (req, expected, code) in cases {
        let reply = server.post("/api/board", &req).await;
        if code == "2" {
            // The CLI's error document names the same problem with the same words, the
            // fields spelled as flags there and as keys here; the server answers 422.
            let expected: Value = serde_json::from_str(&expected).unwrap();
            let error = reply.error(422, expected["error"]["kind"].as_str().unwrap());
            let message = expected["error"]["message"].as_str().unwrap();
            assert_eq!(error["message"], json_spelling(message, &req), "{req}");
            errors += 1;
        } else {
            reply.ok("board");
            assert_eq!(reply.text, expected, "{req}");
        }
    }
    assert!(errors >= 1);
}

/// The library's document for `req` through `grundy-json`, as the CLI writes it.
fn library_doc(req: &Value) -> String {
    let board = grundy::format::parse_token_board(req["input"].as_str().unwrap().as_bytes()).unwrap();
    let query: grundy_json::BoardRequest = serde_json::from_value(req.clone()).unwrap();
    let answer = query.run(&board).unwrap();
    let mut bytes = Vec::new();
    grundy_json::write_doc(&mut bytes, "board", answer.doc(), false).unwrap();
    String::from_utf8(bytes).unwrap()
}

/// A board of `rows` x `cols` with about `percent`% blocked cells, from `seed`.
fn random_board(rows: usize, cols: usize, percent: u64, seed: u64) -> String {
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut text = format!("{rows} {cols}\n");
    for _ in 0..rows {
        for _ in 0..cols {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            text.push(if state % 100 < percent { '#' } else { '.' });
        }
        text.push('\n');
    }
    text
}

/// Checks the explanation of the cell `at` against the map and matching of `doc`: a
/// winning cell's mate is its winning move; a losing cell's path starts at a cell the
/// matching leaves unmatched (`o`), steps between neighbours, alternates outside and
/// inside the matching (read from the arrows), and ends at `at`.
fn check_explanation(doc: &Value, at: &str, verdict_wins: bool, explanation: &Value) {
    let mates = doc["mates"].as_array().expect("the matching was asked for");
    let arrow =
        |row: i64, col: i64| mates[(row - 1) as usize].as_str().unwrap().as_bytes()[(col - 1) as usize];
    let mate_of = |row: i64, col: i64| match arrow(row, col) {
        b'>' => Some((row, col + 1)),
        b'<' => Some((row, col - 1)),
        b'^' => Some((row - 1, col)),
        b'v' => Some((row + 1, col)),
        _ => None,
    };
    let rc = |p: &Value| (p["row"].as_i64().unwrap(), p["column"].as_i64().unwrap());
    let (row, col) = {
        let (r, c) = at.split_once(',').unwrap();
        (r.parse::<i64>().unwrap(), c.parse::<i64>().unwrap())
    };
    let mate = (!explanation["mate"].is_null()).then(|| rc(&explanation["mate"]));
    assert_eq!(mate, mate_of(row, col), "{at}: the mate is the matching's");
    if verdict_wins {
        assert!(explanation["alternating_path"].is_null());
        return;
    }
    let path: Vec<(i64, i64)> = explanation["alternating_path"].as_array().unwrap().iter().map(rc).collect();
    assert_eq!(path.last(), Some(&(row, col)));
    assert_eq!(arrow(path[0].0, path[0].1), b'o', "the path starts unmatched: {path:?}");
    for (i, pair) in path.windows(2).enumerate() {
        let ((r1, c1), (r2, c2)) = (pair[0], pair[1]);
        assert_eq!((r1 - r2).abs() + (c1 - c2).abs(), 1, "neighbours: {path:?}");
        assert_eq!(mate_of(r1, c1) == Some((r2, c2)), i % 2 == 1, "edge {i} of {path:?}");
    }
}

/// Plays a whole game through the API on `input` from `start`: the engine moves when
/// `engine_moves(n)` for the `n`-th move, the other player picks legal moves in turn by
/// `seed`. Every position's explanation is checked; returns whether the first mover won.
async fn play(input: &str, start: &str, engine_moves: impl Fn(usize) -> bool, seed: usize) -> bool {
    let server = shared();
    let mut moves: Vec<String> = Vec::new();
    let mut was: Option<(bool, bool)> = None; // (engine moved, mover won) before the last move
    loop {
        let req = json!({ "input": input, "token": start, "moves": moves, "explain": true, "matching": true, "map_only": true });
        let reply = server.post("/api/board", &req).await;
        let doc = reply.ok("board").clone();
        assert_eq!(reply.text, library_doc(&req));
        let game = &doc["game"];
        assert_eq!(game["moves"], json!(moves.len()));
        let wins = game["mover_wins"].as_bool().unwrap();
        if let Some((engine_moved, won)) = was {
            // The engine keeps a won game won; any move from a lost position wins.
            if engine_moved && won {
                assert!(!wins, "after {moves:?}");
            }
            if !won {
                assert!(wins, "after {moves:?}");
            }
        }
        let token = cell(&game["token"]);
        let letter =
            doc["map"][game["token"]["row"].as_u64().unwrap() as usize - 1].as_str().unwrap().as_bytes()
                [game["token"]["column"].as_u64().unwrap() as usize - 1];
        assert_eq!(letter == b'W', wins, "the map agrees at the token");
        check_explanation(&doc, &token, wins, &game["explanation"]);
        let legal: Vec<String> = game["legal_moves"].as_array().unwrap().iter().map(cell).collect();
        assert_eq!(game["game_over"].as_bool().unwrap(), legal.is_empty());
        if legal.is_empty() {
            assert!(!wins && game["engine_move"].is_null());
            return moves.len() % 2 == 1;
        }
        let engine = cell(&game["engine_move"]);
        assert!(legal.contains(&engine));
        if wins {
            assert_eq!(game["winning_move"], game["engine_move"]);
            assert_eq!(cell(&game["explanation"]["mate"]), engine, "the engine follows its matching edge");
        }
        let by_engine = engine_moves(moves.len());
        let next = if by_engine { engine } else { legal[(seed + moves.len()) % legal.len()].clone() };
        was = Some((by_engine, wins));
        moves.push(next);
    }
}

#[tokio::test]
async fn whole_games_against_the_engine_keep_the_verdicts() {
    let input = read("examples/loj6033_board.in");
    // From a blue cell the engine moving first wins every game; from an orange cell the
    // engine moving second does.
    for seed in 0..3 {
        assert!(play(&input, "2,3", |n| n % 2 == 0, seed).await, "the engine first from a blue cell");
        assert!(!play(&input, "1,1", |n| n % 2 == 1, seed).await, "the engine second from an orange cell");
    }
    let maze = read("examples/board_maze.txt");
    play(&maze, "1,1", |n| n % 2 == 0, 0).await;
    play(&random_board(9, 11, 15, 5), "5,5", |n| n % 2 == 1, 1).await;
}

#[tokio::test]
async fn random_boards_and_cells_match_the_library() {
    let server = shared();
    for seed in 0..12u64 {
        let (rows, cols) = (1 + (seed as usize * 7) % 13, 1 + (seed as usize * 5) % 17);
        let input = random_board(rows, cols, [0, 10, 30][seed as usize % 3], seed);
        let free: Vec<String> = input
            .lines()
            .skip(1)
            .enumerate()
            .flat_map(|(r, line)| {
                line.bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == b'.')
                    .map(move |(c, _)| format!("{},{}", r + 1, c + 1))
            })
            .collect();
        for req in [
            json!({ "input": input }),
            json!({ "input": input, "map_only": true, "matching": true }),
            json!({ "input": input, "cells": free.iter().take(40).collect::<Vec<_>>(), "explain": true, "matching": true }),
        ] {
            if free.is_empty() && req["cells"].is_array() {
                continue;
            }
            let reply = server.post("/api/board", &req).await;
            let doc = reply.ok("board").clone();
            assert_eq!(reply.text, library_doc(&req), "{req}");
            if let Some(cells) = doc["cells"].as_array().filter(|_| req["explain"] == true) {
                for c in cells {
                    check_explanation(&doc, &cell(c), c["mover_wins"].as_bool().unwrap(), &c["explanation"]);
                }
            }
        }
    }
}

#[tokio::test]
async fn bad_boards_are_located_in_input() {
    let server = shared();
    let reply = server.post("/api/board", &json!({ "input": "2 3\n...\n.x.\n" })).await;
    let error = reply.error(422, "input");
    assert_eq!((&error["file"], &error["line"], &error["column"]), (&json!("input"), &json!(3), &json!(2)));
    let reply = server.post("/api/board", &json!({ "input": "3 3\n...\n" })).await;
    assert_eq!(reply.error(422, "input")["file"], "input");
    let reply = server.post("/api/board", &json!({ "input": "" })).await;
    reply.error(422, "input");
}

#[tokio::test]
async fn bad_cells_and_moves_are_named() {
    let server = shared();
    let input = read("examples/loj6033_board.in");
    let cases = [
        (json!({ "input": input, "cells": ["1,1", "9,9"] }), "`cells[1]`: the board has 6 rows and 8 columns"),
        (
            json!({ "input": input, "cells": [{ "row": 2, "column": 2 }] }),
            "`cells[0]`: the cell (2, 2) is blocked, no token stands there",
        ),
        (
            json!({ "input": input, "token": { "row": 2, "column": 2 } }),
            "`token`: the token cannot be placed on (2, 2): the cell is blocked",
        ),
        (
            json!({ "input": input, "token": "1,1", "moves": ["1,2", { "row": 1, "column": 1 }] }),
            "`moves[1]`: move 2 to (1, 1) is not allowed: the token has been there before",
        ),
        (
            json!({ "input": input, "token": "1,1", "moves": ["1,3"] }),
            "`moves[0]`: move 1 to (1, 3) is not allowed: the token stands on (1, 1), and moves one cell up, down, left or right",
        ),
        (json!({ "input": input, "moves": ["1,2"] }), "`moves` needs `token`: the cell the token was placed on first"),
        (json!({ "input": input, "explain": true }), "`explain` needs `cells` or `token`: the cells to explain"),
        (
            json!({ "input": input, "cells": ["1,1"], "map_only": true }),
            "`map_only` and `cells` cannot be combined: an answer for given cells has no map",
        ),
    ];
    for (req, message) in cases {
        let reply = server.post("/api/board", &req).await;
        assert_eq!(reply.error(422, "invalid")["message"], message, "{req}");
    }
    // Cells that are not cells: the body is not what the endpoint takes, located in it.
    for bad in
        [json!("x"), json!("0,1"), json!({ "row": 1 }), json!({ "row": 1, "column": 0 }), json!([1, 1])]
    {
        let reply = server.post("/api/board", &json!({ "input": input, "cells": [bad] })).await;
        let error = reply.error(400, "request");
        let message = error["message"].as_str().unwrap();
        assert!(message.contains("cell") || message.contains("`column`"), "{bad}: {error}");
        assert!(error["line"] == 1 && error["column"].as_u64() > Some(1), "{bad}: {error}");
    }
    // Objects and strings name the same cells.
    let strings =
        server.post("/api/board", &json!({ "input": input, "token": "1,1", "moves": ["1,2"] })).await;
    let objects = server
        .post(
            "/api/board",
            &json!({ "input": input, "token": { "row": 1, "column": 1 }, "moves": [{ "column": 2, "row": 1 }] }),
        )
        .await;
    assert_eq!(strings.ok("board"), objects.ok("board"));
    let reply = server.post("/api/board", &json!({ "input": input, "moves": "1,2" })).await;
    reply.error(400, "request");
    let reply = server.post("/api/board", &json!({ "input": input, "token": "1,1", "colour": "blue" })).await;
    reply.error(400, "request");
    let reply = server.post("/api/board", &json!({ "cells": [] })).await;
    reply.error(400, "request");
}

#[tokio::test]
async fn limits_are_enforced() {
    let server = with_limits(|limits| limits.max_board_cells = 100);
    let reply = server.post("/api/board", &json!({ "input": random_board(10, 10, 10, 1) })).await;
    reply.ok("board");
    let reply = server.post("/api/board", &json!({ "input": random_board(10, 11, 10, 1) })).await;
    let error = reply.error(413, "limit");
    assert!(error["message"].as_str().unwrap().contains("110 cells"), "{error}");
    let cells: Vec<String> = (1..=101).map(|c| format!("1,{}", 1 + c % 10)).collect();
    let reply = shared()
        .post("/api/board", &json!({ "input": random_board(10, 10, 0, 1), "cells": cells, "explain": true }))
        .await;
    reply.error(413, "limit");
    server.assert_alive().await;
}

#[tokio::test]
async fn a_large_board_is_answered() {
    // 200 x 200 with 10% blocked, in the middle of a game: the map, the matching and the
    // token's explanation.
    let input = random_board(200, 200, 10, 42);
    let free = |r: usize, c: usize| input.lines().nth(r).unwrap().as_bytes()[c - 1] == b'.';
    let (r, c) = (1..=200)
        .flat_map(|r| (1..=199).map(move |c| (r, c)))
        .find(|&(r, c)| free(r, c) && free(r, c + 1))
        .unwrap();
    let req = json!({ "input": input, "token": format!("{r},{c}"), "moves": [format!("{r},{}", c + 1)], "explain": true, "matching": true, "map_only": true });
    let reply = shared().post("/api/board", &req).await;
    let doc = reply.ok("board").clone();
    assert_eq!(doc["map"].as_array().unwrap().len(), 200);
    assert_eq!(reply.text, library_doc(&req));
    let game = &doc["game"];
    check_explanation(
        &doc,
        &cell(&game["token"]),
        game["mover_wins"].as_bool().unwrap(),
        &game["explanation"],
    );
}

#[tokio::test]
async fn the_board_examples_are_served() {
    let server = shared();
    for name in ["loj6033_board.in", "board.txt", "board_maze.txt"] {
        let res = server.client().get(server.url(&format!("/examples/{name}"))).send().await.unwrap();
        assert_eq!(res.status(), 200, "{name}");
        assert!(res.headers()["content-type"].to_str().unwrap().starts_with("text/plain"));
        let text = res.text().await.unwrap();
        assert_eq!(text, read(&format!("examples/{name}")));
        grundy::format::parse_token_board(text.as_bytes()).unwrap();
    }
}
