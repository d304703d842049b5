//! The octal explorer's endpoint: `POST /api/octal` answers with the very bytes
//! `grundy octal --json` prints (the CLI's blessed outputs under
//! `crates/grundy-cli/tests/data/octal/`, and the library's answer through `grundy-json`
//! for other runs), also as the last line of a streamed answer (`"progress": true`) whose
//! other lines are valid `octal-progress` documents that move forward; bad codes are 422s
//! located in the field `code`; runs and listings over the limits are 413s; and a run
//! stops soon after its client goes away, streamed or not (on a server whose long lane
//! runs one run at a time, the next long run starts after the disconnect, where the
//! abandoned run would take minutes); `POST /api/octal/stop` with a streamed run's id
//! ends it with the document of the values it computed, marked partial. The lanes
//! themselves (small requests beside full lanes, refusals) are tested in `lanes.rs`.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use grundy::game::octal::{solve, OctalGame, SolveConfig};
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::{cli_cases, shared, validate, with_limits, Config, Server};

/// The compact document `grundy octal CODE --max MAX [--until-periodic --limit LIMIT]
/// --show SHOW --json` prints, from the library and `grundy-json`.
fn library_doc(code: &str, config: &SolveConfig, show: u64) -> String {
    let game = OctalGame::parse(code).unwrap();
    let solution = solve(&game, config, &mut |_| {}, &AtomicBool::new(false)).unwrap();
    let mut bytes = Vec::new();
    grundy_json::write_doc(&mut bytes, "octal", grundy_json::octal(&solution, show), false).unwrap();
    String::from_utf8(bytes).unwrap()
}

/// The request for the arguments of a CLI case (`octal CODE --max N ... --json`).
fn request_of_args(args: &[String]) -> Value {
    let mut req = json!({ "code": args[1] });
    let mut i = 2;
    while i < args.len() {
        let number = || args[i + 1].parse::<u64>().unwrap();
        match args[i].as_str() {
            "--max" => req["max"] = number().into(),
            "--limit" => req["limit"] = number().into(),
            "--show" => req["show"] = number().into(),
            "--max-order" => req["max_order"] = number().into(),
            // Answered by `/api/octal-misere`: the marker is taken out before posting.
            "--misere" => {
                req["misere"] = true.into();
                i += 1;
                continue;
            }
            "--until-periodic" => {
                req["until_periodic"] = true.into();
                i += 1;
                continue;
            }
            "--json" => {
                i += 1;
                continue;
            }
            other => panic!("unexpected argument {other}"),
        }
        i += 2;
    }
    req
}

/// Every CLI data case of `octal CODE` with `--json` that succeeds (not `octal census` nor
/// `octal --misere`, which the server does not offer): (args, expected output).
fn cli_json_cases() -> Vec<(Vec<String>, String)> {
    let cases = cli_cases("octal").into_iter().filter(|c| {
        c.json()
            && !c.path.with_extension("code").exists()
            && c.args[1] != "census"
            && !c.args.iter().any(|a| a == "--misere")
    });
    cases.map(|c| (c.args, c.out)).collect()
}

#[tokio::test]
async fn octal_answers_with_the_clis_document() {
    let server = shared();
    let cases = cli_json_cases();
    assert!(cases.len() >= 3, "{cases:?}");
    for (args, expected) in cases {
        let mut req = request_of_args(&args);
        if req.as_object_mut().unwrap().remove("misere").is_some() {
            let reply = server.post("/api/octal-misere", &req).await;
            reply.ok("octal-misere");
            assert_eq!(reply.text, expected, "{args:?}");
            continue;
        }
        let reply = server.post("/api/octal", &req).await;
        reply.ok("octal");
        assert_eq!(reply.text, expected, "{args:?}");
        // The streamed answer ends with the same document.
        let mut streamed = req.clone();
        streamed["progress"] = true.into();
        let reply = server.post("/api/octal", &streamed).await;
        assert_eq!(reply.status, 200, "{}", reply.text);
        assert_eq!(reply.text.lines().last().map(|l| format!("{l}\n")), Some(expected), "{args:?}");
    }
}

/// Runs of every kind (fixed length, until periodic, a game without splits, one of many
/// listed values, one stopped by its limit before a certificate): the library's document.
#[tokio::test]
async fn octal_answers_with_the_librarys_document() {
    let server = shared();
    let runs = [
        ("0.07", SolveConfig::new(500), json!({"code": "0.07", "max": 500, "show": 500})),
        (".137", SolveConfig::new(1000), json!({"code": ".137"})),
        (
            "0.77",
            SolveConfig::until_periodic(10, 5000),
            json!({"code": "0.77", "max": 10, "until_periodic": true, "limit": 5000, "show": 300}),
        ),
        (
            "4.7",
            SolveConfig::until_periodic(1, 100),
            json!({"code": "4.7", "max": 1, "until_periodic": true, "limit": 100}),
        ),
        ("0.3", SolveConfig::new(50), json!({"code": "0.3", "max": 50, "show": 7})),
        ("0.0", SolveConfig::new(0), json!({"code": "0.0", "max": 0})),
        (
            "0.16",
            SolveConfig::until_periodic(100, 20_000),
            json!({"code": "0.16", "max": 100, "until_periodic": true, "limit": 20000, "show": 20000}),
        ),
    ];
    for (code, config, req) in runs {
        let show = req["show"].as_u64().unwrap_or(100);
        let reply = server.post("/api/octal", &req).await;
        let doc = reply.ok("octal");
        assert_eq!(reply.text, library_doc(code, &config, show), "{req}");
        let computed = doc["computed"].as_u64().unwrap();
        let histogram: u64 = doc["histogram"].as_array().unwrap().iter().map(|c| c.as_u64().unwrap()).sum();
        assert_eq!(histogram, computed, "{req}: the histogram counts every value");
        assert_eq!(doc["values"].as_array().unwrap().len() as u64, computed.min(show), "{req}");
    }
}

/// The rare heaps listed are those of the listed values, and 0.16's are the classic ones.
#[tokio::test]
async fn rare_heaps_are_listed_for_the_listed_values() {
    let server = shared();
    let reply = server.post("/api/octal", &json!({"code": "0.16", "max": 20000, "show": 20000})).await;
    let doc = reply.ok("octal");
    let class = &doc["sparse"][0];
    let listed: Vec<u64> =
        class["listed_rare_heaps"].as_array().unwrap().iter().map(|n| n.as_u64().unwrap()).collect();
    assert_eq!(listed.len() as u64, class["rare_heaps"].as_u64().unwrap(), "all values are listed");
    assert_eq!(listed.last().copied(), class["last_rare_heap"].as_u64());
    assert!(listed.windows(2).all(|w| w[0] < w[1]), "{listed:?}");
    let values = doc["values"].as_array().unwrap();
    let mut rare_values: Vec<u64> = listed.iter().map(|&n| values[n as usize].as_u64().unwrap()).collect();
    rare_values.sort_unstable();
    rare_values.dedup();
    assert_eq!(json!(rare_values), class["rare_values"]);
    // With fewer values listed, the rare heaps among them.
    let reply = server.post("/api/octal", &json!({"code": "0.16", "max": 20000, "show": 1000})).await;
    let short = reply.ok("octal");
    let expected: Vec<u64> = listed.iter().copied().filter(|&n| n < 1000).collect();
    assert_eq!(short["sparse"][0]["listed_rare_heaps"], json!(expected));
}

/// The lines of a streamed answer: every line but the last an `octal-progress` document
/// that moves forward, the last the `octal` document. Returns the progress lines.
fn check_stream(text: &str) -> Vec<Value> {
    let docs: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let (last, progress) = docs.split_last().expect("a line at least");
    assert_eq!(last["command"], "octal", "{text}");
    validate("octal", last);
    let mut done = 0;
    for p in progress {
        assert_eq!(p["command"], "octal-progress", "{p}");
        validate("octal-progress", p);
        let now = p["done"].as_u64().unwrap();
        assert!(now >= done, "progress went back: {text}");
        assert!(now <= p["target"].as_u64().unwrap().max(now), "{p}");
        done = now;
    }
    progress.to_vec()
}

/// A run reports several times with growing counts and a candidate period, then gives
/// the library's document. The server reports every 5 ms, so that the run (a fraction of
/// a second in a release build, seconds in a debug one) reports many times at any speed
/// (with the default quarter of a second, a release build could finish between two
/// reports). How regular the reports are is not checked: that is a matter of timing.
#[tokio::test]
async fn a_streamed_run_reports_progress_then_the_document() {
    let server = Server::start({
        let mut config = Config::default();
        config.progress_every = Duration::from_millis(5);
        // The whole run on the long lane, which streams.
        config.limits.fast_budget = Duration::ZERO;
        config
    });
    let config = SolveConfig::until_periodic(1000, 600_000);
    let req =
        json!({"code": "0.16", "until_periodic": true, "limit": 600000, "show": 1000, "progress": true});
    let reply = server.post("/api/octal", &req).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert!(reply.content_type.starts_with("application/x-ndjson"), "{}", reply.content_type);
    let progress = check_stream(&reply.text);
    assert_eq!(format!("{}\n", reply.text.lines().last().unwrap()), library_doc("0.16", &config, 1000));
    let final_doc = &reply.doc;
    assert_eq!(
        final_doc["period"],
        json!({"period": 149459, "preperiod": 105351, "certified": true, "needed": 509622})
    );
    let moving: Vec<&Value> = progress.iter().filter(|p| p["done"].as_u64().unwrap() > 0).collect();
    assert!(moving.len() >= 2, "{}", reply.text);
    assert!(progress.iter().all(|p| p["code"] == "0.16"));
    assert!(
        moving.iter().any(|p| p["period"]["period"] == 149459 && p["period"]["certified"] == false),
        "the candidate period shows before it is certified: {}",
        reply.text
    );
}

#[tokio::test]
async fn bad_codes_are_a_422_located_in_the_code() {
    let server = shared();
    for (code, column) in
        [("0.0&32;", 4), ("0.&3", 5), ("0.[3]", 3), ("1.07", 1), ("0.", 3), ("", 1), ("0x", 2), ("0.07z", 5)]
    {
        let reply = server.post("/api/octal", &json!({ "code": code })).await;
        let error = reply.error(422, "input");
        assert_eq!(
            (error["file"].as_str(), error["line"].as_u64(), error["column"].as_u64()),
            (Some("code"), Some(1), Some(column)),
            "{code}"
        );
        let expected = OctalGame::parse(code).unwrap_err().kind().to_string();
        assert_eq!(error["message"], expected, "{code}");
        // Also when streaming: refused before the answer begins.
        let reply = server.post("/api/octal", &json!({ "code": code, "progress": true })).await;
        reply.error(422, "input");
    }
}

#[tokio::test]
async fn bad_requests_are_400s() {
    let server = shared();
    for body in [
        json!({"code": "0.07", "colour": "red"}),
        json!({"code": 7}),
        json!({"code": "0.07", "max": -1}),
        json!({"code": "0.07", "show": "all"}),
        json!({"code": "0.07", "progress": "yes"}),
    ] {
        let reply = server.post("/api/octal", &body).await;
        reply.error(400, "request");
    }
    // Fields that do not fit each other: 422s that name them, as the command line's
    // errors name its flags.
    for (body, message) in [
        (json!({"max": 10}), "`code`: give the game's code, e.g. 0.07"),
        (json!({"code": "0.07", "limit": 100}), "`limit` needs `until_periodic`: it bounds a run"),
        (json!({"code": "0.07", "max_order": 8}), "`max_order` needs `misere`"),
        (
            json!({"code": "0.77", "misere": true, "until_periodic": true}),
            "`until_periodic` and `misere` cannot be combined",
        ),
        (
            json!({"code": "0.77", "misere": true, "progress": true}),
            "`progress` and `misere` cannot be combined",
        ),
    ] {
        let reply = server.post("/api/octal", &body).await;
        let error = reply.error(422, "invalid");
        assert!(error["message"].as_str().unwrap().starts_with(message), "{body}: {error}");
    }
}

#[tokio::test]
async fn misere_play_on_the_octal_endpoint_is_the_misere_endpoints_answer() {
    let server = shared();
    let body = json!({"code": "0.77", "max": 200, "max_order": 64, "show": 20});
    let misere = server.post("/api/octal-misere", &body).await;
    let mut on_octal = body.clone();
    on_octal["misere"] = json!(true);
    let octal = server.post("/api/octal", &on_octal).await;
    assert_eq!(misere.ok("octal-misere"), octal.ok("octal-misere"));
    assert_eq!(octal.doc["order"], 40, "{}", octal.text);
}

#[tokio::test]
async fn runs_and_listings_over_the_limits_are_413s() {
    let server = with_limits(|l| {
        l.max_octal_values = 10_000;
        l.max_octal_listed = 500;
    });
    for body in [
        json!({"code": "0.07", "max": 10001}),
        json!({"code": "0.07", "until_periodic": true, "limit": 10001}),
        json!({"code": "0.07", "until_periodic": true, "max": 20000, "limit": 100}),
        json!({"code": "0.07", "show": 501}),
        json!({"code": "0.07", "show": 501, "progress": true}),
        json!({"code": "0.07", "max": u64::MAX}),
    ] {
        let reply = server.post("/api/octal", &body).await;
        reply.error(413, "limit");
    }
    // At the limits, and the default limit of an until-periodic run is the server's.
    let reply = server.post("/api/octal", &json!({"code": "0.07", "max": 10000, "show": 500})).await;
    assert_eq!(reply.ok("octal")["values"].as_array().unwrap().len(), 500);
    let reply = server.post("/api/octal", &json!({"code": "0.6", "until_periodic": true, "max": 10})).await;
    let doc = reply.ok("octal");
    assert_eq!(doc["computed"], 10_000, "0.6 is not periodic within the server's limit");
    assert!(doc["period"].is_null() || doc["period"]["certified"] == false, "{}", doc["period"]);
}

/// Writes a POST of `body` to /api/octal on a new connection, as the client named
/// `client` (`X-Grundy-Client`), and returns the connection.
async fn open_octal(server: &Server, client: &str, body: &Value) -> tokio::net::TcpStream {
    let body = body.to_string();
    let request = format!(
        "POST /api/octal HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nX-Grundy-Client: {client}\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    let mut stream = tokio::net::TcpStream::connect(server.addr).await.unwrap();
    stream.write_all(request.as_bytes()).await.unwrap();
    stream
}

/// Reads from `stream` until `count` progress lines have arrived; returns what was read.
async fn read_progress(stream: &mut tokio::net::TcpStream, count: usize) -> String {
    let mut text = String::new();
    let mut buf = [0u8; 4096];
    let deadline = Instant::now() + Duration::from_secs(20);
    while text.matches("\"octal-progress\"").count() < count {
        assert!(Instant::now() < deadline, "no progress within 20 s: {text}");
        let n = tokio::time::timeout(Duration::from_secs(20), stream.read(&mut buf)).await.unwrap().unwrap();
        assert!(n > 0, "the connection closed: {text}");
        text.push_str(&String::from_utf8_lossy(&buf[..n]));
    }
    text
}

/// Reads progress lines from `stream` until one says the run is computing (not waiting
/// for a slot of the long lane); returns what was read.
async fn read_until_running(stream: &mut tokio::net::TcpStream) -> String {
    let mut text = String::new();
    let mut buf = [0u8; 4096];
    let deadline = Instant::now() + Duration::from_secs(60);
    while !text.contains("\"waiting\":false") {
        assert!(Instant::now() < deadline, "the run did not start within 60 s: {text}");
        let n = tokio::time::timeout(Duration::from_secs(60), stream.read(&mut buf)).await.unwrap().unwrap();
        assert!(n > 0, "the connection closed: {text}");
        text.push_str(&String::from_utf8_lossy(&buf[..n]));
    }
    text
}

/// A small run is answered (on the fast lane, whatever the long lane holds).
async fn assert_small_run_answers(server: &Server) {
    let body = json!({"code": "0.07", "max": 10});
    let reply = tokio::time::timeout(Duration::from_secs(30), server.post("/api/octal", &body))
        .await
        .expect("the small run is answered");
    reply.ok("octal");
}

/// A long lane of one slot: a run that would take minutes takes it, while its client
/// listens the next long run waits (and says so) and a small run is answered; once the
/// client closes the connection, the next long run gets the slot, so the abandoned run
/// has stopped.
#[tokio::test]
async fn a_streamed_run_stops_when_its_client_goes_away() {
    let server = with_limits(|l| l.long_parallel = 1);
    let long = json!({"code": "0.6", "until_periodic": true, "limit": 100_000_000, "progress": true});
    let mut stream = open_octal(&server, "first", &long).await;
    let text = read_until_running(&mut stream).await;
    assert!(text.starts_with("HTTP/1.1 200"), "{text}");
    // The slot is taken: a second streamed run waits, and says so.
    let mut second = open_octal(&server, "second", &long).await;
    let waiting = read_progress(&mut second, 2).await;
    assert!(waiting.contains("\"waiting\":true") && !waiting.contains("\"waiting\":false"), "{waiting}");
    drop(second);
    assert_small_run_answers(&server).await;
    // The long run was still going when the small one was answered.
    let more = read_progress(&mut stream, 1).await;
    assert!(!more.contains("\"command\":\"octal\""), "{more}");
    drop(stream);
    let mut third = open_octal(&server, "third", &long).await;
    read_until_running(&mut third).await;
}

#[tokio::test]
async fn a_plain_run_stops_when_its_client_goes_away() {
    let server = with_limits(|l| l.long_parallel = 1);
    let long = json!({"code": "0.6", "until_periodic": true, "limit": 100_000_000});
    let stream = open_octal(&server, "first", &long).await;
    // The plain run takes the slot once its fast-lane budget (50 ms) is spent: then a
    // streamed one waits for it.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mut second =
        open_octal(&server, "second", &json!({"code": "0.6", "max": 100_000_000, "progress": true})).await;
    let text = read_progress(&mut second, 2).await;
    assert!(text.contains("\"waiting\":true"), "{text}");
    assert_small_run_answers(&server).await;
    drop(stream);
    read_until_running(&mut second).await;
}

/// What the library refuses (more heaps than it can store) is a 413, streamed or not.
#[tokio::test]
async fn the_librarys_limits_are_a_413_or_the_streams_last_line() {
    let server = with_limits(|l| l.max_octal_values = u64::MAX);
    let body = json!({"code": "0.07", "until_periodic": true, "limit": 1u64 << 40});
    let reply = server.post("/api/octal", &body).await;
    let plain = reply.error(413, "limit").clone();
    // A streamed run is refused before its answer begins (the library refuses at once).
    let mut streamed = body.clone();
    streamed["progress"] = true.into();
    let reply = server.post("/api/octal", &streamed).await;
    assert_eq!(reply.error(413, "limit"), &plain);
}

/// A streamed run stopped by its id (the page's Cancel) ends its stream with the `octal`
/// document of the values computed so far, marked partial, equal to the library's first
/// values; its progress lines all carried that id, and once it ended, stopping it again
/// says it was not under way.
#[tokio::test]
async fn stopping_a_streamed_run_ends_it_with_the_values_computed() {
    let server = Server::start({
        let mut config = Config::default();
        config.progress_every = Duration::from_millis(5);
        config
    });
    // Officers: no period within 10^8 values, minutes of work.
    let req = json!({"code": "0.6", "until_periodic": true, "limit": 100_000_000, "show": 1_000_000, "progress": true});
    let mut response = server.client().post(server.url("/api/octal")).json(&req).send().await.unwrap();
    assert_eq!(response.status(), 200);
    let mut text = String::new();
    let run = loop {
        let chunk = response.chunk().await.unwrap().expect("the stream goes on until stopped");
        text.push_str(std::str::from_utf8(&chunk).unwrap());
        let started = text
            .lines()
            .filter_map(|line| serde_json::from_str::<Value>(line).ok())
            .find(|doc| doc["done"].as_u64().unwrap_or(0) > 0);
        if let Some(doc) = started {
            break doc["run"].as_str().unwrap().to_string();
        }
    };
    let reply = server.post("/api/octal/stop", &json!({ "run": run })).await;
    assert_eq!(reply.ok("octal-stop")["stopped"], true, "{}", reply.text);
    while let Some(chunk) = response.chunk().await.unwrap() {
        text.push_str(std::str::from_utf8(&chunk).unwrap());
    }
    let progress = check_stream(&text);
    assert!(progress.iter().all(|p| p["run"] == run.as_str()), "{text}");
    let last: Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    assert_eq!(last["partial"], true, "{last}");
    let computed = last["computed"].as_u64().unwrap();
    assert!(computed > 0 && computed < 100_000_000, "{computed}");
    let listed: Vec<u64> = last["values"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).collect();
    assert_eq!(listed.len() as u64, computed.min(1_000_000));
    let game = OctalGame::parse("0.6").unwrap();
    let direct =
        solve(&game, &SolveConfig::new(listed.len() as u64), &mut |_| {}, &AtomicBool::new(false)).unwrap();
    assert_eq!(listed, direct.values.to_vec(), "the partial values are the library's");
    let again = server.post("/api/octal/stop", &json!({ "run": run })).await;
    assert_eq!(again.ok("octal-stop")["stopped"], false, "{}", again.text);
    // An id no run had, and a malformed request.
    assert_eq!(server.post("/api/octal/stop", &json!({"run": "0"})).await.ok("octal-stop")["stopped"], false);
    server.post("/api/octal/stop", &json!({"id": "0"})).await.error(400, "request");
}

/// `POST /api/octal-misere`: the quotient's document; a run stopped by its bound keeps
/// the heaps done and says why; the server's bounds are 413s; a bad code is a 422 located
/// in `code`; unknown fields are refused.
#[tokio::test]
async fn octal_misere_answers_and_refuses() {
    let server = shared();
    let reply = server.post("/api/octal-misere", &json!({"code": "0.75"})).await;
    let doc = reply.ok("octal-misere");
    assert_eq!(doc["order"], 8);
    assert_eq!(doc["certified"], true);
    assert_eq!(doc["p_portion"], json!(["a", "b^2"]));
    assert!(doc.get("stopped").is_none());
    let reply = server.post("/api/octal-misere", &json!({"code": "0.26", "max_order": 40})).await;
    let doc = reply.ok("octal-misere");
    assert_eq!(doc["stopped"]["kind"], "limit", "{doc}");
    assert!(doc["order"].as_u64().unwrap() <= 40);
    assert_eq!(doc["stopped"]["heap"].as_u64().unwrap(), doc["heaps"].as_u64().unwrap() + 1);
    let reply = server.post("/api/octal-misere", &json!({"code": "0.77", "max_order": 100000})).await;
    assert_eq!(reply.status, 413, "{}", reply.text);
    let reply = server.post("/api/octal-misere", &json!({"code": "0.77", "max": 5000})).await;
    assert_eq!(reply.status, 413, "{}", reply.text);
    let reply = server.post("/api/octal-misere", &json!({"code": "0.7x"})).await;
    assert_eq!(reply.status, 422, "{}", reply.text);
    assert!(reply.text.contains("code"), "{}", reply.text);
    let reply = server.post("/api/octal-misere", &json!({"code": "0.77", "heaps": 3})).await;
    assert_eq!(reply.status, 400, "{}", reply.text);
}

/// A run moved to the long lane (at once, or after 5 ms on the fast lane: cut wherever
/// the budget falls) and continued there on two threads (the engine's leapfrog threads)
/// gives the document of one run on one thread, plain or streamed.
#[tokio::test]
async fn a_run_moved_to_the_long_lane_with_two_threads_is_the_librarys() {
    let config = SolveConfig::until_periodic(1000, 600_000);
    let expected = library_doc("0.16", &config, 1000);
    for budget in [Duration::ZERO, Duration::from_millis(5)] {
        let server = with_limits(|l| {
            l.fast_budget = budget;
            l.long_threads = 2;
        });
        let mut req = json!({"code": "0.16", "until_periodic": true, "limit": 600000, "show": 1000});
        let reply = server.post("/api/octal", &req).await;
        reply.ok("octal");
        assert_eq!(reply.text, expected, "{budget:?}");
        req["progress"] = true.into();
        let reply = server.post("/api/octal", &req).await;
        check_stream(&reply.text);
        assert_eq!(format!("{}\n", reply.text.lines().last().unwrap()), expected, "{budget:?}");
    }
}

/// A misère quotient still computing when the fast lane's budget ends is computed again
/// on the long lane: the answer is the fast lane's, byte for byte; with a budget of 0
/// every run takes the long lane.
#[tokio::test]
async fn an_octal_misere_run_past_the_fast_budget_is_finished_on_the_long_lane() {
    let fast = shared().post("/api/octal-misere", &json!({"code": "0.77"})).await;
    fast.ok("octal-misere");
    let server = with_limits(|l| l.fast_budget = Duration::ZERO);
    for req in [json!({"code": "0.77"}), json!({"code": "0.26", "max_order": 40})] {
        let long = server.post("/api/octal-misere", &req).await;
        let doc = long.ok("octal-misere");
        if req["code"] == "0.77" {
            assert_eq!(long.text, fast.text);
        } else {
            assert_eq!(doc["stopped"]["kind"], "limit", "{doc}");
        }
    }
}
