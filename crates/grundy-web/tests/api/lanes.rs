//! The two lanes (`compute.rs`): with the long lane full of octal runs, small requests
//! are still answered while those runs go on; a long run beyond the lane's slots and
//! line is refused at once with 503, one beyond its client's share with 429, both with
//! `Retry-After` and the `busy` error document; a board over `long_input_bytes` is a long
//! run; a stopped run's place goes to the next in line. Every run is ended by
//! `POST /api/octal/stop` before the test ends, so each test's time is bounded.
//!
//! The assertions are on the order of events (a small answer arrives while the long runs
//! still send progress lines), never on how long anything took.

use std::time::Duration;

use serde_json::{json, Value};

use crate::{validate, Config, Server};

/// A run of Officers that would take minutes: it goes on until stopped.
fn endless() -> Value {
    json!({"code": "0.6", "until_periodic": true, "limit": 100_000_000, "show": 10, "progress": true})
}

/// A streamed octal run as client `client`: the response, read line by line.
struct Run {
    response: reqwest::Response,
    /// The text read so far.
    text: String,
}

impl Run {
    /// Starts `body` as `client`; the answer must be a 200 stream.
    async fn start(server: &Server, client: &str, body: &Value) -> Run {
        let response = post(server, client, "/api/octal", body).await;
        assert_eq!(response.status(), 200, "{client}");
        Run { response, text: String::new() }
    }

    /// The documents of the whole lines read so far.
    fn docs(&self) -> Vec<Value> {
        let whole = self.text.rsplit_once('\n').map_or("", |(lines, _)| lines);
        whole.lines().filter(|l| !l.trim().is_empty()).map(|l| serde_json::from_str(l).unwrap()).collect()
    }

    /// Reads until a whole line satisfies `wanted`; returns that document.
    async fn until(&mut self, what: &str, wanted: impl Fn(&Value) -> bool) -> Value {
        loop {
            if let Some(doc) = self.docs().into_iter().find(&wanted) {
                return doc;
            }
            let chunk = tokio::time::timeout(Duration::from_secs(60), self.response.chunk())
                .await
                .unwrap_or_else(|_| panic!("no {what} within 60 s: {}", self.text))
                .unwrap();
            let chunk = chunk.unwrap_or_else(|| panic!("the stream ended before {what}: {}", self.text));
            self.text.push_str(std::str::from_utf8(&chunk).unwrap());
        }
    }

    /// Reads until a progress line says the run computes on the long lane; its id.
    async fn running(&mut self) -> String {
        let doc = self.until("a running progress line", |d| d["waiting"] == false).await;
        doc["run"].as_str().unwrap().to_string()
    }

    /// Reads until a progress line says the run waits for a slot; its id.
    async fn waiting(&mut self) -> String {
        let doc = self.until("a waiting progress line", |d| d["waiting"] == true).await;
        doc["run"].as_str().unwrap().to_string()
    }

    /// Reads one more line and asserts the run still goes on (a progress line).
    async fn still_going(&mut self) {
        let before = self.docs().len();
        while self.docs().len() == before {
            let chunk = tokio::time::timeout(Duration::from_secs(60), self.response.chunk())
                .await
                .unwrap_or_else(|_| panic!("no line within 60 s: {}", self.text))
                .unwrap()
                .unwrap_or_else(|| panic!("the stream ended: {}", self.text));
            self.text.push_str(std::str::from_utf8(&chunk).unwrap());
        }
        let docs = self.docs();
        assert_eq!(docs.last().unwrap()["command"], "octal-progress", "the run ended: {}", self.text);
    }

    /// Stops the run by its id and reads its stream to the end: the last line is the
    /// partial `octal` document.
    async fn stop(mut self, server: &Server, id: &str) {
        let reply = server.post("/api/octal/stop", &json!({ "run": id })).await;
        assert_eq!(reply.ok("octal-stop")["stopped"], true, "{}", reply.text);
        while let Some(chunk) = self.response.chunk().await.unwrap() {
            self.text.push_str(std::str::from_utf8(&chunk).unwrap());
        }
        let last = self.docs().pop().unwrap_or_else(|| panic!("no document: {}", self.text));
        assert_eq!(last["command"], "octal", "{}", self.text);
        assert_eq!(last["partial"], true, "{}", self.text);
    }
}

/// `POST path` with `body` as client `client` (`X-Grundy-Client`; none when empty).
async fn post(server: &Server, client: &str, path: &str, body: &Value) -> reqwest::Response {
    let mut req = server.client().post(server.url(path)).json(body);
    if !client.is_empty() {
        req = req.header("x-grundy-client", client);
    }
    req.send().await.unwrap_or_else(|e| panic!("POST {path}: {e}"))
}

/// Asserts a refusal of a busy server: `status`, a `Retry-After` of whole seconds, and
/// the `busy` error document. Returns the message.
async fn assert_busy(response: reqwest::Response, status: u16) -> String {
    assert_eq!(response.status(), status);
    let retry = response.headers().get("retry-after").expect("a Retry-After header").to_str().unwrap();
    assert!(retry.parse::<u64>().is_ok_and(|s| s > 0), "Retry-After: {retry}");
    let doc: Value = response.json().await.unwrap();
    validate("error", &doc);
    assert_eq!(doc["error"]["kind"], "busy", "{doc}");
    doc["error"]["message"].as_str().unwrap().to_string()
}

/// A long lane of one slot and one place in line, one long run per client; every octal
/// run goes to the long lane at once (no fast-lane budget), boards of more than 200 bytes
/// too.
fn lanes_server() -> Server {
    let mut config = Config::default();
    config.progress_every = Duration::from_millis(20);
    let limits = &mut config.limits;
    limits.long_parallel = 1;
    limits.long_threads = 1;
    limits.long_queue = 1;
    limits.long_per_client = 1;
    limits.fast_budget = Duration::ZERO;
    limits.long_input_bytes = 200;
    Server::start(config)
}

/// The small requests of a click: each must be answered with its document.
async fn small_requests_answer(server: &Server) {
    server.post("/api/nim", &json!({"piles": [3, 4, 5]})).await.ok("nim");
    server.post("/api/staircase", &json!({"piles": [1, 2, 4], "play": true})).await.ok("staircase");
    server.post("/api/board", &json!({"input": "3 3\n...\n.#.\n...\n"})).await.ok("board");
    server.post("/api/geography", &json!({"input": "1 2\n2 3\n"})).await.ok("geography");
    server.post("/api/heaps", &json!({"code": "0.77", "heaps": [5, 7]})).await.ok("heaps");
}

/// The whole story of a full long lane, in order.
#[tokio::test]
async fn small_requests_answer_beside_a_full_long_lane_and_long_runs_are_refused_clearly() {
    let server = lanes_server();
    // Client a takes the one slot.
    let mut a = Run::start(&server, "a", &endless()).await;
    let a_id = a.running().await;
    // One client cannot take the place in line too: 429.
    let message = assert_busy(post(&server, "a", "/api/octal", &endless()).await, 429).await;
    assert!(message.contains("each client"), "{message}");
    // Client b takes the place in line, and says it waits.
    let mut b = Run::start(&server, "b", &endless()).await;
    let b_id = b.waiting().await;
    // The lane is full: client c is refused at once, streamed or not: 503.
    assert_busy(post(&server, "c", "/api/octal", &endless()).await, 503).await;
    let plain = json!({"code": "0.6", "max": 1_000_000});
    assert_busy(post(&server, "c", "/api/octal", &plain).await, 503).await;
    // A board over long_input_bytes is a long run: refused as well.
    let big_board = format!("20 20\n{}", format!("{}\n", ".".repeat(20)).repeat(20));
    assert_busy(post(&server, "d", "/api/board", &json!({ "input": big_board })).await, 503).await;
    // Small requests are answered, while both long runs go on.
    small_requests_answer(&server).await;
    a.still_going().await;
    b.still_going().await;
    assert_eq!(b.docs().last().unwrap()["waiting"], true, "b still waits: {}", b.text);
    // Stopping a frees the slot: b computes, and c gets the place in line.
    a.stop(&server, &a_id).await;
    assert_eq!(b.running().await, b_id);
    let mut c = Run::start(&server, "c", &endless()).await;
    let c_id = c.waiting().await;
    small_requests_answer(&server).await;
    b.stop(&server, &b_id).await;
    assert_eq!(c.running().await, c_id);
    c.stop(&server, &c_id).await;
    // The lane is empty again: the big board is answered (on the long lane).
    let reply = server.post("/api/board", &json!({ "input": big_board })).await;
    reply.ok("board");
}

/// Without a client header, the client is the peer's address: two header-less runs from
/// 127.0.0.1 are one client's, and the second is a 429 though the lane has room.
#[tokio::test]
async fn without_a_token_the_client_is_its_address() {
    let server = lanes_server();
    let mut first = Run::start(&server, "", &endless()).await;
    let id = first.running().await;
    assert_busy(post(&server, "", "/api/octal", &endless()).await, 429).await;
    // Another tab (its own token) may wait in line.
    let mut other = Run::start(&server, "other-tab", &endless()).await;
    let other_id = other.waiting().await;
    first.stop(&server, &id).await;
    assert_eq!(other.running().await, other_id);
    other.stop(&server, &other_id).await;
}

/// A client token that is not 1 to 64 letters, digits, `-` or `_` is a 400 (before any
/// work), on every endpoint that counts clients.
#[tokio::test]
async fn a_malformed_client_token_is_a_400() {
    let server = lanes_server();
    for token in ["", "has space", "é", &"x".repeat(65), "semi;colon"] {
        let res = server
            .client()
            .post(server.url("/api/octal"))
            .header("x-grundy-client", token.as_bytes())
            .json(&json!({"code": "0.07", "max": 10}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 400, "{token:?}");
        let doc: Value = res.json().await.unwrap();
        validate("error", &doc);
        assert_eq!(doc["error"]["kind"], "request", "{doc}");
    }
    let ok = post(&server, &"x".repeat(64), "/api/board", &json!({"input": "1 2\n..\n"})).await;
    assert_eq!(ok.status(), 200);
}

/// A run stopped while it waits in line (the page's Cancel) ends with the values it
/// had, while the run ahead of it still computes.
#[tokio::test]
async fn a_waiting_run_stops_without_waiting_for_a_slot() {
    let server = lanes_server();
    let mut a = Run::start(&server, "a", &endless()).await;
    let a_id = a.running().await;
    let mut b = Run::start(&server, "b", &endless()).await;
    let b_id = b.waiting().await;
    b.stop(&server, &b_id).await;
    a.still_going().await;
    a.stop(&server, &a_id).await;
}
