//! The Sprague-Grundy games' endpoints (`nim`, `staircase`, `bean-split`, `equal-split`,
//! `paper-cutting`, `hackenbush`, `heaps`): each answers with the very bytes
//! `grundy <command> --json` prints (every blessed CLI case with `--json` under
//! `crates/grundy-cli/tests/data/`, its arguments turned into the request's fields; a move
//! as an object or as the command line's text); whole games played through the API,
//! the engine against itself, keep the certificate (a winning move leaves the nim-sum 0,
//! `value_before ^ from_value ^ to_value` is the new value) and end in `game_over`; bad
//! moves and fields that do not fit each other (`move` with `play`) are 422 `invalid`,
//! bad graph texts and octal codes
//! 422s located in their field, and sizes over the limits 413s. The games' old paths
//! (`/api/kam`, ...) answer as the new ones, unlisted.

use serde_json::{json, Map, Value};

use crate::{cli_cases, shared, with_limits};

const COMMANDS: [&str; 7] =
    ["nim", "staircase", "bean-split", "equal-split", "paper-cutting", "hackenbush", "heaps"];

/// The numbers of `text` separated by `:`.
fn numbers(text: &str) -> Vec<u64> {
    text.split(':').map(|n| n.parse().unwrap()).collect()
}

/// The request of the CLI's `args` (after the command name) for `command`; `input` is
/// the case's `.in` text (the file `{in}` names).
fn request(command: &str, args: &[String], input: &str) -> Value {
    let mut req = Map::new();
    let mut positional: Vec<String> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        match arg {
            "--json" => {}
            "--play" | "--all" | "--table" | "--misere" => {
                req.insert(arg[2..].to_string(), json!(true));
            }
            "--threshold" | "-f" => {
                i += 1;
                req.insert("threshold".into(), json!(args[i].parse::<u64>().unwrap()));
            }
            "--ground" => {
                i += 1;
                let ground = req.entry("ground").or_insert(json!([]));
                ground.as_array_mut().unwrap().push(json!(args[i]));
            }
            "--format" => {
                i += 1;
                req.insert("format".into(), json!(args[i]));
            }
            "--move" => {
                i += 1;
                let text = &args[i];
                let m = match command {
                    "nim" | "staircase" => {
                        let n = numbers(text);
                        json!({"pile": n[0], "take": n[1]})
                    }
                    "bean-split" => {
                        let n = numbers(text);
                        json!({"i": n[0], "j": n[1], "k": n[2]})
                    }
                    "equal-split" => {
                        let n = numbers(text);
                        json!({"pile": n[0], "parts": n[1]})
                    }
                    "paper-cutting" => {
                        let parts: Vec<&str> = text.split(':').collect();
                        json!({"sheet": parts[0].parse::<u64>().unwrap(), "direction": parts[1], "at": parts[2].parse::<u64>().unwrap()})
                    }
                    "hackenbush" => json!({"edge": text.parse::<u64>().unwrap()}),
                    "heaps" => {
                        let n = numbers(text);
                        json!({"heap": n[0], "take": n[1], "left": n[2], "right": n[3]})
                    }
                    _ => unreachable!(),
                };
                req.insert("move".into(), m);
            }
            "{in}" => {
                req.insert("input".into(), json!(input));
            }
            _ => positional.push(arg.to_string()),
        }
        i += 1;
    }
    let nums = || positional.iter().map(|n| n.parse::<u64>().unwrap()).collect::<Vec<_>>();
    match command {
        "nim" | "staircase" => {
            req.insert("piles".into(), json!(nums()));
        }
        "equal-split" => {
            req.insert("piles".into(), json!(nums()));
        }
        "bean-split" => {
            req.insert("beans".into(), json!(nums()));
        }
        "paper-cutting" => {
            let sheets: Vec<Value> = nums().chunks(2).map(|s| json!([s[0], s[1]])).collect();
            req.insert("sheets".into(), json!(sheets));
        }
        "heaps" => {
            req.insert("code".into(), json!(positional[0]));
            let heaps: Vec<u64> = positional[1..].iter().map(|n| n.parse().unwrap()).collect();
            req.insert("heaps".into(), json!(heaps));
        }
        "hackenbush" => {
            if !req.contains_key("input") {
                req.insert("input".into(), json!(input));
            }
        }
        _ => unreachable!(),
    }
    Value::Object(req)
}

/// The CLI data cases of `command` run with `--json` (compact) and exit 0 or 1: (name,
/// args after the command, input, expected output).
fn cli_json_cases(command: &str) -> Vec<(String, Vec<String>, String, String)> {
    let cases = cli_cases(command).into_iter();
    let cases = cases.filter(|c| c.json() && !c.args.iter().any(|a| a == "--pretty") && c.code != 2);
    cases
        .map(|c| {
            let name = c.path.file_stem().unwrap().to_string_lossy().to_string();
            (name, c.args[1..].to_vec(), c.input().to_string(), c.out)
        })
        .collect()
}

#[tokio::test]
async fn every_json_case_of_the_cli_is_answered_byte_for_byte() {
    let server = shared();
    let mut checked = 0;
    for command in COMMANDS {
        let cases = cli_json_cases(command);
        assert!(cases.len() >= 2, "{command}: too few CLI JSON cases");
        for (name, args, input, expected) in cases {
            let req = request(command, &args, &input);
            let reply = server.post(&format!("/api/{command}"), &req).await;
            reply.ok(command);
            assert_eq!(reply.text, expected, "{command}/{name}: {req}");
            checked += 1;
        }
    }
    assert!(checked >= 20, "{checked} cases");
}

/// Posts `req` to `command` with `"play": true` until the game is over, checking each
/// move's certificate; returns the number of moves.
async fn play_to_the_end(command: &str, mut req: Value, position: &[&str]) -> usize {
    let server = shared();
    let first = server.post(&format!("/api/{command}"), &req).await;
    let mut doc = first.ok(command).clone();
    let mut moves = 0;
    while doc["game_over"] != json!(true) {
        req["play"] = json!(true);
        let reply = server.post(&format!("/api/{command}"), &req).await;
        let next = reply.ok(command).clone();
        let played = &next["played"];
        assert_eq!(played["by"], "engine");
        assert_eq!(played["mover_was_winning"], doc["mover_wins"], "{next}");
        if let (Some(before), Some(from), Some(to)) =
            (played["value_before"].as_u64(), played["from_value"].as_u64(), played["to_value"].as_u64())
        {
            assert_eq!(Some(before), doc["value"].as_u64());
            assert_eq!(next["value"].as_u64(), Some(before ^ from ^ to), "{next}");
        }
        if doc["mover_wins"] == json!(true) {
            assert_eq!(next["mover_wins"], false, "a winning move leaves a lost position: {next}");
            if next["value"].is_u64() {
                assert_eq!(next["value"], 0);
            }
        }
        // The next request is the position after the move (a sheet is [width, height]
        // in a request, an object with its value in a document).
        for field in position {
            req[*field] = next[*field].clone();
        }
        if command == "paper-cutting" {
            let sheets = next["sheets"].as_array().unwrap().iter().map(|s| json!([s["width"], s["height"]]));
            req["sheets"] = Value::Array(sheets.collect());
        }
        req.as_object_mut().unwrap().remove("play");
        doc = next;
        moves += 1;
        assert!(moves < 500, "{command}: the game does not end");
    }
    assert_eq!(doc["mover_wins"], false);
    if command == "paper-cutting" && doc["played"]["move"]["pieces"].to_string().contains("[1,1]") {
        // The game ended because a 1 x 1 was cut out: the sheets alone do not say so.
        return moves;
    }
    // The engine has no move left: a 422 that says so.
    req["play"] = json!(true);
    let err = server.post(&format!("/api/{command}"), &req).await;
    let err = err.error(422, "invalid");
    assert!(err["message"].as_str().unwrap().contains("game is over"), "{err}");
    moves
}

#[tokio::test]
async fn the_engine_plays_whole_games_against_itself() {
    assert!(play_to_the_end("nim", json!({"piles": [3, 4, 5, 9]}), &["piles"]).await > 3);
    assert!(play_to_the_end("staircase", json!({"piles": [1, 2, 4, 4, 7]}), &["piles"]).await > 3);
    assert!(play_to_the_end("bean-split", json!({"beans": [1, 0, 2, 1, 0]}), &["beans"]).await > 3);
    assert!(play_to_the_end("equal-split", json!({"threshold": 2, "piles": [5, 9]}), &["piles"]).await > 3);
    assert!(play_to_the_end("paper-cutting", json!({"sheets": [[5, 4], [3, 3]]}), &["sheets"]).await > 1);
    assert!(play_to_the_end("heaps", json!({"code": "0.77", "heaps": [5, 8]}), &["heaps"]).await > 3);
    assert!(play_to_the_end("heaps", json!({"code": "0.07", "heaps": [9]}), &["heaps"]).await > 2);
}

#[tokio::test]
async fn paper_cutting_sheets_come_back_with_their_sheet() {
    // A sheet of `paper-cutting` is [width, height]; the position after a move is `sheets`.
    let reply = shared().post("/api/paper-cutting", &json!({"sheets": [[4, 2], [6, 2]], "play": true})).await;
    let doc = reply.ok("paper-cutting");
    let sheets: Vec<Value> =
        doc["sheets"].as_array().unwrap().iter().map(|s| json!([s["width"], s["height"]])).collect();
    assert_eq!(sheets, vec![json!([4, 2]), json!([2, 2]), json!([4, 2])]);
    assert_eq!(doc["value"], 0);
    assert_eq!(doc["played"]["move"]["sheet"], 2);
    // Cutting out a 1 x 1 ends the game at once.
    let reply = shared().post("/api/paper-cutting", &json!({"sheets": [[1, 3]], "play": true})).await;
    let doc = reply.ok("paper-cutting");
    assert_eq!((doc["game_over"].clone(), doc["mover_wins"].clone()), (json!(true), json!(false)));
}

#[tokio::test]
async fn hackenbush_cuts_drop_what_falls_and_keep_edge_numbers() {
    // Ground g; a stalk g-a-b and a triangle g-c-d. Cutting g-a drops a-b too.
    let input = "g a\na b\ng c\nc d\nd g\n";
    let reply = shared()
        .post("/api/hackenbush", &json!({"input": input, "ground": ["g"], "move": {"edge": 1}}))
        .await;
    let doc = reply.ok("hackenbush");
    assert_eq!(doc["edge_count"], 5);
    assert_eq!(doc["live_edge_count"], 3);
    assert_eq!(doc["pieces"], json!([{"edges": [3, 4, 5], "value": 1}]));
    assert_eq!(doc["played"]["component"], 1);
    assert_eq!(
        (doc["played"]["from_value"].clone(), doc["played"]["to_value"].clone()),
        (json!(2), json!(0))
    );
    // The engine's winning move from the start leaves 0.
    let reply =
        shared().post("/api/hackenbush", &json!({"input": input, "ground": ["g"], "play": true})).await;
    let doc = reply.ok("hackenbush");
    assert_eq!(doc["value"], 0);
    assert_eq!(doc["played"]["mover_was_winning"], true);
}

#[tokio::test]
async fn bad_moves_and_requests_say_what_is_wrong() {
    let server = shared();
    let cases = [
        ("nim", json!({"piles": [3, 4], "move": {"pile": 3, "take": 1}}), "there is no pile 3"),
        ("nim", json!({"piles": [3, 4], "move": {"pile": 0, "take": 1}}), "there is no pile 0"),
        ("nim", json!({"piles": [3, 4], "move": {"pile": 1, "take": 0}}), "at least one"),
        ("nim", json!({"piles": [0, 0], "play": true}), "game is over"),
        ("staircase", json!({"piles": [3, 2]}), "non-decreasing"),
        ("staircase", json!({"piles": [1, 2], "move": {"pile": 2, "take": 2}}), "non-decreasing"),
        ("bean-split", json!({"beans": [0, 1], "move": {"i": 0, "j": 1, "k": 1}}), "no bean"),
        ("bean-split", json!({"beans": [1]}), "at least two bottles"),
        (
            "equal-split",
            json!({"threshold": 3, "piles": [2, 5], "move": {"pile": 1, "parts": 2}}),
            "at least 3",
        ),
        (
            "paper-cutting",
            json!({"sheets": [[4, 2]], "move": {"sheet": 1, "direction": "up", "at": 1}}),
            "direction",
        ),
        (
            "paper-cutting",
            json!({"sheets": [[4, 2]], "move": {"sheet": 1, "direction": "vertical", "at": 4}}),
            "1 to 3",
        ),
        ("paper-cutting", json!({"sheets": [[0, 2]]}), "side of 0"),
        ("hackenbush", json!({"input": "g a\nx y\n", "ground": ["g"], "move": {"edge": 2}}), "not in play"),
        (
            "hackenbush",
            json!({"input": "%%MatrixMarket matrix coordinate pattern general\n2 2 1\n1 1\n"}),
            "edge list",
        ),
        (
            "heaps",
            json!({"code": "0.07", "heaps": [5], "move": {"heap": 1, "take": 1, "left": 4, "right": 0}}),
            "does not allow",
        ),
        (
            "heaps",
            json!({"code": "0.77", "heaps": [5], "move": {"heap": 1, "take": 2, "left": 4, "right": 0}}),
            "not 4 + 0",
        ),
    ];
    for (command, req, needle) in cases {
        let reply = server.post(&format!("/api/{command}"), &req).await;
        let err = reply.error(422, "invalid");
        let message = err["message"].as_str().unwrap();
        assert!(message.contains(needle), "{command} {req}: {message}");
    }
    // Fields that do not fit each other are 422s that name them by their keys, as the
    // command line names them by their flags (`--move 1:1 and --play ...`).
    let named = [
        (
            "nim",
            json!({"piles": [3], "move": {"pile": 1, "take": 1}, "play": true}),
            "`move` and `play` cannot be combined: the answer is about the position after one move, the given one or the engine's",
        ),
        ("equal-split", json!({"threshold": 0, "piles": [2]}), "`threshold`: the threshold F must be at least 1"),
        (
            "hackenbush",
            json!({"input": "g a\n", "ground": ["g", "h"]}),
            "`ground[1]`: no vertex named `h` in the graph",
        ),
    ];
    for (command, req, message) in named {
        let reply = server.post(&format!("/api/{command}"), &req).await;
        assert_eq!(reply.error(422, "invalid")["message"], message, "{command} {req}");
    }
    // Unknown fields and wrong types are 400s.
    let unknown =
        server.post("/api/nim", &json!({"piles": [3], "move": {"pile": 1, "take": 1, "from": 2}})).await;
    let err = unknown.error(400, "request");
    assert!(err["message"].as_str().unwrap().contains("unknown field"), "{err}");
    let typed = server.post_bytes("/api/heaps", r#"{"code": "0.77", "heaps": [1, "2"]}"#).await;
    let err = typed.error(400, "request");
    assert_eq!((err["line"].clone(), err["column"].clone()), (json!(1), json!(33)));
}

#[tokio::test]
async fn texts_are_located_in_their_field() {
    let server = shared();
    let reply = server.post("/api/hackenbush", &json!({"input": "1 2\n2 3 4\n"})).await;
    let err = reply.error(422, "input");
    assert_eq!(
        (err["file"].clone(), err["line"].clone(), err["column"].clone()),
        (json!("input"), json!(2), json!(5))
    );
    let reply = server.post("/api/heaps", &json!({"code": "0.7x", "heaps": [3]})).await;
    let err = reply.error(422, "input");
    assert_eq!(
        (err["file"].clone(), err["line"].clone(), err["column"].clone()),
        (json!("code"), json!(1), json!(4))
    );
    let reply = server.post("/api/heaps", &json!({"code": "0.78", "heaps": [3]})).await;
    let err = reply.error(422, "input");
    assert_eq!(err["column"], 4);
}

#[tokio::test]
async fn sizes_over_the_limits_are_413() {
    let server = with_limits(|limits| {
        limits.max_components = 5;
        limits.max_graph_size = 10;
    });
    let over = [
        ("nim", json!({"piles": [1, 1, 1, 1, 1, 1]})),
        ("staircase", json!({"piles": [1, 1, 1, 1, 1, 1]})),
        ("bean-split", json!({"beans": [1, 1, 1, 1, 1, 1]})),
        ("equal-split", json!({"threshold": 1, "piles": [1, 1, 1, 1, 1, 1]})),
        ("equal-split", json!({"threshold": 1, "piles": [9], "move": {"pile": 1, "parts": 9}})),
        ("paper-cutting", json!({"sheets": [[2, 2], [2, 2], [2, 2], [2, 2], [2, 2], [2, 2]]})),
        ("heaps", json!({"code": "0.77", "heaps": [1, 1, 1, 1, 1, 1]})),
        ("hackenbush", json!({"input": "1 2\n2 3\n3 4\n4 5\n5 6\n6 7\n"})),
    ];
    for (command, req) in over {
        server.post(&format!("/api/{command}"), &req).await.error(413, "limit");
    }
    // Within the limits, the same endpoints answer.
    server.post("/api/nim", &json!({"piles": [1, 1, 1, 1, 1]})).await.ok("nim");
    // The library's own limits are 413s too.
    let shared = shared();
    let library = [
        ("heaps", json!({"code": "0.77", "heaps": [60000, 60000]})),
        ("equal-split", json!({"threshold": 1, "piles": [1000001]})),
        ("paper-cutting", json!({"sheets": [[1001, 2]]})),
    ];
    for (command, req) in library {
        let reply = shared.post(&format!("/api/{command}"), &req).await;
        let err = reply.error(413, "limit");
        assert!(err["message"].as_str().unwrap().contains("exceeds the limit"), "{err}");
    }
}

#[tokio::test]
async fn moves_are_objects_or_the_command_lines_text() {
    let server = shared();
    let cases = [
        ("nim", json!({"piles": [3, 4, 5]}), json!({"pile": 1, "take": 2}), "1:2"),
        ("staircase", json!({"piles": [1, 2, 4]}), json!({"pile": 3, "take": 1}), "3:1"),
        ("bean-split", json!({"beans": [1, 0, 1, 5]}), json!({"i": 0, "j": 2, "k": 3}), "0:2:3"),
        ("equal-split", json!({"threshold": 3, "piles": [5, 6]}), json!({"pile": 2, "parts": 3}), "2:3"),
        (
            "paper-cutting",
            json!({"sheets": [[4, 2], [6, 2]]}),
            json!({"sheet": 2, "direction": "vertical", "at": 2}),
            "2:vertical:2",
        ),
        ("hackenbush", json!({"input": "1 2\n2 3\n"}), json!({"edge": 2}), "2"),
        (
            "heaps",
            json!({"code": "0.77", "heaps": [7]}),
            json!({"heap": 1, "take": 2, "left": 2, "right": 3}),
            "1:2:2:3",
        ),
    ];
    for (command, position, object, text) in cases {
        let path = format!("/api/{command}");
        let mut req = position.clone();
        req["move"] = object;
        let by_object = server.post(&path, &req).await.ok(command).clone();
        req["move"] = json!(text);
        let by_text = server.post(&path, &req).await.ok(command).clone();
        assert_eq!(by_object, by_text, "{command}");
        assert_eq!(by_text["played"]["by"], "given", "{command}");
        // A text that is not a move is not what the endpoint takes: a 400 located in the
        // body, with the command line's words.
        req["move"] = json!("x:y:z:w:v");
        let err = server.post(&path, &req).await;
        let err = err.error(400, "request");
        assert!(err["message"].as_str().unwrap().contains("parts separated by `:`"), "{command}: {err}");
    }
}

#[tokio::test]
async fn the_old_game_paths_answer_as_the_new_ones_unlisted() {
    let server = shared();
    let index = server.get("/api").await;
    let paths: Vec<String> = index.ok("api")["endpoints"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["path"].as_str().unwrap().to_string())
        .collect();
    let cases = [
        ("kam", "staircase", json!({"piles": [1, 2, 4], "play": true})),
        ("split", "bean-split", json!({"beans": [1, 0, 1, 5000], "all": true})),
        ("jiangnan", "equal-split", json!({"threshold": 3, "piles": [5, 6, 7]})),
        ("cutting", "paper-cutting", json!({"sheets": [[4, 2]], "table": true})),
    ];
    for (old, new, req) in cases {
        let by_new = server.post(&format!("/api/{new}"), &req).await.ok(new).clone();
        let by_old = server.post(&format!("/api/{old}"), &req).await.ok(new).clone();
        assert_eq!(by_old, by_new, "/api/{old}");
        assert!(paths.contains(&format!("/api/{new}")), "{paths:?}");
        assert!(!paths.contains(&format!("/api/{old}")), "{paths:?}");
    }
}
