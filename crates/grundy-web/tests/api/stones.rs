//! The stone game's endpoints: `POST /api/replay` and `POST /api/stones` answer with the
//! very bytes `grundy replay --json` and `grundy stones --json` print (the CLI's blessed
//! outputs under `crates/grundy-cli/tests/data/`, and the library's answer through
//! `grundy-json` on every prefix of the bundled records); whole games played through the
//! API (the engine against itself and against a player who picks moves in turn) keep the
//! rules and the verdicts; bad boards and records are 422s located in their field, bad
//! moves 422s that name the move, boards over `max_board_cells` 413s; and the bundled
//! examples are served.

use grundy::game::replay::{replay, StoneRecord};
use grundy::{Position, StoneCell};
use serde_json::{json, Value};

use crate::{cli_cases, read, shared, with_limits};

/// The compact document the CLI prints, with its line end.
fn cli_doc<T: serde::Serialize>(command: &str, body: T) -> String {
    let mut bytes = Vec::new();
    grundy_json::write_doc(&mut bytes, command, body, false).unwrap();
    String::from_utf8(bytes).unwrap()
}

/// What `grundy stones --json` prints for `board` and `moves` (1-based `row,col`).
fn stones_doc(board: &str, moves: &[String]) -> String {
    let board = grundy::format::parse_board::<StoneCell>(board.as_bytes()).unwrap();
    let moves: Vec<Position> = moves.iter().map(|m| Position::parse_one_based(m).unwrap()).collect();
    let record = StoneRecord::from_positions(board, &moves).unwrap();
    cli_doc("stones", grundy_json::stones(&record, &replay(&record)))
}

fn cell(p: &Value) -> String {
    format!("{},{}", p["row"], p["column"])
}

/// The CLI data cases of `command` run with `--json` and exit 0 or 1: (input, args,
/// expected output).
fn cli_json_cases(command: &str) -> Vec<(String, Vec<String>, String)> {
    let cases = cli_cases(command).into_iter().filter(|c| c.json() && c.code != 2);
    cases.map(|c| (c.input().to_string(), c.args, c.out)).collect()
}

#[tokio::test]
async fn replay_answers_with_the_clis_document() {
    let server = shared();
    let cases = cli_json_cases("replay");
    assert!(cases.len() >= 2, "{cases:?}");
    for (record, _, expected) in cases {
        let reply = server.post("/api/replay", &json!({ "record": record })).await;
        reply.ok("replay");
        assert_eq!(reply.text, expected, "{record}");
    }
}

#[tokio::test]
async fn stones_answers_with_the_clis_document() {
    let server = shared();
    let cases = cli_json_cases("stones");
    assert!(cases.len() >= 2, "{cases:?}");
    for (board, args, expected) in cases {
        let moves: Vec<&String> =
            args.iter().zip(args.iter().skip(1)).filter(|(a, _)| *a == "--move").map(|(_, m)| m).collect();
        let reply = server.post("/api/stones", &json!({ "board": board, "moves": moves })).await;
        reply.ok("stones");
        assert_eq!(reply.text, expected, "{board} {moves:?}");
    }
}

/// Every prefix of every bundled record, as `stones` (the board of the record and its
/// first moves) and the whole record as `replay`: the library's documents, byte for byte;
/// and the analysis of the moves so far agrees with the whole record's.
#[tokio::test]
async fn every_prefix_of_the_bundled_records() {
    let server = shared();
    for name in ["stones_game.in", "noi2011_bunny.in", "noi2011_bunny_sample1.in", "noi2011_bunny_sample2.in"]
    {
        let text = read(&format!("examples/{name}"));
        let record = grundy::classic::noi2011_bunny::parse(text.as_bytes()).unwrap();
        let reply = server.post("/api/replay", &json!({ "record": text })).await;
        let whole = reply.ok("replay").clone();
        assert_eq!(reply.text, cli_doc("replay", grundy_json::replay(&record, &replay(&record))));
        let board: String =
            whole["board"].as_array().unwrap().iter().map(|r| format!("{}\n", r.as_str().unwrap())).collect();
        let moves: Vec<String> =
            whole["half_moves"].as_array().unwrap().iter().map(|h| cell(&h["to"])).collect();
        for n in 0..=moves.len() {
            let reply = server.post("/api/stones", &json!({ "board": board, "moves": &moves[..n] })).await;
            let doc = reply.ok("stones");
            assert_eq!(reply.text, stones_doc(&board, &moves[..n]), "{name} after {n}");
            let analysed = doc["half_moves"].as_array().unwrap();
            assert_eq!(analysed.len(), n);
            for (i, h) in analysed.iter().enumerate() {
                let full = &whole["half_moves"][i];
                // The verdict after the last move is the position's own.
                if i + 1 < n {
                    assert_eq!(h, full, "{name} after {n}, half-move {i}");
                } else {
                    assert_eq!(
                        (&h["mover_wins"], &h["winning_move"]),
                        (&full["mover_wins"], &full["winning_move"])
                    );
                }
            }
            let position = &doc["position"];
            if n < moves.len() {
                assert!(!position["game_over"].as_bool().unwrap());
                let legal: Vec<String> =
                    position["legal_moves"].as_array().unwrap().iter().map(cell).collect();
                assert!(legal.contains(&moves[n]), "{name}: the record's move {} is legal", moves[n]);
                assert_eq!(position["mover_wins"], whole["half_moves"][n]["mover_wins"]);
            } else {
                // A record ends with Tutu stuck.
                assert_eq!(position["player"], "tutu");
                assert_eq!(
                    (position["game_over"].as_bool(), position["engine_move"].is_null()),
                    (Some(true), true)
                );
            }
        }
    }
}

/// Plays whole games through the API, the way the page does: the player to move picks a
/// move from `legal_moves` (the engine its `engine_move`), the board is the server's.
/// Returns the moves and the final document.
async fn play(board: &str, pick: impl Fn(usize, &Value) -> String) -> (Vec<String>, Value) {
    let server = shared();
    let mut moves: Vec<String> = Vec::new();
    loop {
        let reply = server.post("/api/stones", &json!({ "board": board, "moves": moves })).await;
        let doc = reply.ok("stones").clone();
        let position = &doc["position"];
        let legal: Vec<String> = position["legal_moves"].as_array().unwrap().iter().map(cell).collect();
        assert_eq!(position["game_over"].as_bool().unwrap(), legal.is_empty());
        assert_eq!(position["player"], if moves.len().is_multiple_of(2) { "tutu" } else { "dandan" });
        if legal.is_empty() {
            assert!(!position["mover_wins"].as_bool().unwrap() && position["engine_move"].is_null());
            return (moves, doc);
        }
        let engine = cell(&position["engine_move"]);
        assert!(legal.contains(&engine));
        if position["mover_wins"].as_bool().unwrap() {
            assert_eq!(position["winning_move"], position["engine_move"]);
        }
        let next = pick(moves.len(), &doc);
        assert!(legal.contains(&next));
        moves.push(next);
    }
}

#[tokio::test]
async fn whole_games_against_the_engine_keep_the_verdicts() {
    let board = read("examples/stones.txt");
    let start = shared().post("/api/stones", &json!({ "board": board })).await.ok("stones").clone();
    let tutu_wins = start["position"]["mover_wins"].as_bool().unwrap();
    assert!(tutu_wins, "the bundled board is a win for Tutu");
    // The engine against itself: the player who wins at the start wins the game.
    let (moves, end) = play(&board, |_, doc| cell(&doc["position"]["engine_move"])).await;
    assert_eq!(moves.len() % 2 == 1, tutu_wins, "{moves:?}");
    assert_eq!(end["mistakes"], json!({"tutu": [], "dandan": []}));
    // The engine as Tutu against every choice of Dandan's first reply and then some
    // other legal move in turn: Tutu, winning at the start, wins every game.
    for seed in 0..4 {
        let (moves, end) = play(&board, |n, doc| {
            let position = &doc["position"];
            if n % 2 == 0 {
                cell(&position["engine_move"])
            } else {
                let legal = position["legal_moves"].as_array().unwrap();
                cell(&legal[(seed + n / 2) % legal.len()])
            }
        })
        .await;
        assert_eq!(moves.len() % 2, 1, "Tutu makes the last move: {moves:?}");
        assert_eq!(end["mistakes"]["tutu"], json!([]));
    }
    // The engine as Dandan after Tutu's mistake: Dandan wins.
    let mistake = start["position"]["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(cell)
        .find(|m| *m != cell(&start["position"]["winning_move"]))
        .unwrap();
    let (moves, end) =
        play(&board, |n, doc| if n == 0 { mistake.clone() } else { cell(&doc["position"]["engine_move"]) })
            .await;
    assert_eq!(moves.len() % 2, 0, "Dandan makes the last move: {moves:?}");
    assert_eq!(end["mistakes"]["tutu"], json!([1]));
}

#[tokio::test]
async fn bad_records_and_boards_are_located_422s() {
    let server = shared();
    // An illegal move in a record: at the move's line and column.
    let reply = server.post("/api/replay", &json!({"record": "1 6\nXO.OXO\n1\n1 4\n1 3\n"})).await;
    let error = reply.error(422, "input");
    assert_eq!((&error["file"], &error["line"], &error["column"]), (&json!("record"), &json!(5), &json!(1)));
    assert!(error["message"].as_str().unwrap().contains("dandan"), "{}", reply.text);
    // A record that stops before the end.
    let reply = server.post("/api/replay", &json!({"record": "1 6\nXO.OXO\n1\n1 4\n1 5\n"})).await;
    let error = reply.error(422, "input");
    assert_eq!((&error["line"], &error["column"]), (&json!(5), &json!(1)), "{}", reply.text);
    // A board with a bad character, and one with two empty cells.
    let reply = server.post("/api/stones", &json!({"board": "XO.\nXOZ\n"})).await;
    let error = reply.error(422, "input");
    assert_eq!((&error["file"], &error["line"], &error["column"]), (&json!("board"), &json!(2), &json!(3)));
    let reply = server.post("/api/stones", &json!({"board": "X..\n"})).await;
    let error = reply.error(422, "input");
    assert_eq!((&error["line"], &error["column"]), (&json!(1), &json!(3)), "{}", reply.text);
    // A record given as a board, and an empty board.
    let reply = server.post("/api/stones", &json!({"board": read("examples/noi2011_bunny.in")})).await;
    reply.error(422, "input");
    server.post("/api/stones", &json!({"board": "  \n"})).await.error(422, "input");
    server.post("/api/replay", &json!({"record": ""})).await.error(422, "input");
}

#[tokio::test]
async fn bad_moves_are_422s_that_name_the_move() {
    let server = shared();
    let cases = [
        (json!(["1,5"]), "`moves[0]`: move 1 of tutu: (1, 5) is not adjacent to the empty cell (1, 3)"),
        (
            json!(["1,4", { "row": 1, "column": 3 }]),
            "`moves[1]`: move 1 of dandan: (1, 3) holds a white stone `O`",
        ),
        (json!(["2,1"]), "`moves[0]`: move 1 of tutu: (2, 1) is off the board"),
        (json!(["1,2", "1,1", "1,2"]), "`moves[2]`: move 2 of tutu: (1, 2) holds a black stone `X`"),
    ];
    for (moves, message) in cases {
        let reply = server.post("/api/stones", &json!({"board": "XO.OXO", "moves": moves})).await;
        let error = reply.error(422, "invalid");
        assert!(error["message"].as_str().unwrap().starts_with(message), "{moves}: {}", reply.text);
    }
    // Cells that are not cells: the body is not what the endpoint takes, located in it.
    for moves in [json!(["1,2", "x"]), json!(["0,3"]), json!([{ "row": 0, "column": 3 }])] {
        let reply = server.post("/api/stones", &json!({"board": "XO.OXO", "moves": moves})).await;
        let error = reply.error(400, "request");
        assert!(error["message"].as_str().unwrap().contains("from 1"), "{moves}: {}", reply.text);
    }
    // Not the JSON the endpoint takes.
    for body in [
        json!({"board": "XO.OXO", "moves": [[1, 2]]}),
        json!({"board": "XO.OXO", "move": ["1,2"]}),
        json!({"moves": ["1,2"]}),
        json!({"record": 5}),
    ] {
        server.post("/api/stones", &body).await.error(400, "request");
    }
    server.post("/api/replay", &json!({"board": "XO.OXO"})).await.error(400, "request");
}

#[tokio::test]
async fn boards_over_the_cell_limit_are_413s() {
    let server = with_limits(|limits| limits.max_board_cells = 12);
    let reply = server.post("/api/stones", &json!({"board": read("examples/stones.txt")})).await;
    let error = reply.error(413, "limit");
    assert!(error["message"].as_str().unwrap().contains("36"), "{}", reply.text);
    let reply = server.post("/api/replay", &json!({"record": read("examples/noi2011_bunny.in")})).await;
    reply.error(413, "limit");
    // At the limit is fine.
    server
        .post("/api/replay", &json!({"record": read("examples/noi2011_bunny_sample2.in")}))
        .await
        .ok("replay");
    server.post("/api/stones", &json!({"board": "XOXO\nO.OX\nXOXO\n"})).await.ok("stones");
}

#[tokio::test]
async fn the_bundled_examples_are_served() {
    let server = shared();
    for name in [
        "stones.txt",
        "stones_game.in",
        "noi2011_bunny.in",
        "noi2011_bunny_sample1.in",
        "noi2011_bunny_sample2.in",
    ] {
        let reply = server.get(&format!("/examples/{name}")).await;
        assert_eq!(reply.status, 200, "{name}");
        assert!(reply.content_type.starts_with("text/plain"), "{name}: {}", reply.content_type);
        assert_eq!(reply.text, read(&format!("examples/{name}")), "{name}");
    }
    assert_eq!(server.get("/examples/nothing.txt").await.status, 404);
}
