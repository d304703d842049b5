//! The server as a whole, whatever the area: `GET /api` and every endpoint's example,
//! the error documents (malformed JSON located by line and column, unknown fields, wrong
//! types, unknown paths, wrong methods), the limits (body size, also announced falsely or
//! chunked, body time), hostile bodies that must get a 4xx and leave the server answering,
//! more concurrent requests than computations allowed at once, and the front end's files.

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tokio::io::AsyncWriteExt;

use crate::{raw_body, repo, shared, validate, with_limits};

/// The command a path answers for: `/api/nim` → `nim`, `/api` → `api`.
fn command_of(path: &str) -> String {
    path.strip_prefix("/api/").unwrap_or("api").replace('/', "-")
}

#[tokio::test]
async fn index_lists_every_endpoint_with_the_limits() {
    let server = shared();
    let reply = server.get("/api").await;
    let doc = reply.ok("api");
    let listed: Vec<(&str, &str)> = doc["endpoints"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["method"].as_str().unwrap(), e["path"].as_str().unwrap()))
        .collect();
    let expected: Vec<(&str, &str)> =
        grundy_web::api::endpoints().iter().map(|e| (e.method, e.path)).collect();
    assert_eq!(listed, expected);
    assert!(listed.contains(&("GET", "/api")) && listed.contains(&("POST", "/api/nim")), "{listed:?}");
    let mut paths: Vec<&str> = listed.iter().map(|(_, p)| *p).collect();
    paths.sort_unstable();
    paths.dedup();
    assert_eq!(paths.len(), listed.len(), "a path listed twice: {listed:?}");
    for e in doc["endpoints"].as_array().unwrap() {
        let path = e["path"].as_str().unwrap();
        assert!(path == "/api" || path.starts_with("/api/"), "{path}");
        assert!(!e["summary"].as_str().unwrap().is_empty(), "{path} has no summary");
        match e["method"].as_str().unwrap() {
            "POST" => assert!(e["example"].is_object(), "{path}: a POST endpoint needs an example object"),
            "GET" => {}
            other => panic!("{path}: method {other}"),
        }
    }
    let limits = &server.limits;
    assert_eq!(
        doc["limits"],
        json!({
            "max_body_bytes": limits.max_body_bytes,
            "body_timeout_ms": limits.body_timeout.as_millis() as u64,
            "max_board_cells": limits.max_board_cells,
            "max_graph_size": limits.max_graph_size,
            "max_octal_values": limits.max_octal_values,
            "max_octal_listed": limits.max_octal_listed,
            "max_components": limits.max_components,
            "max_parallel": limits.max_parallel,
            "long_parallel": limits.long_parallel,
            "long_threads": limits.long_threads,
            "long_queue": limits.long_queue,
            "long_per_client": limits.long_per_client,
            "fast_budget_ms": limits.fast_budget.as_millis() as u64,
            "long_input_bytes": limits.long_input_bytes,
        })
    );
}

/// Every listed example is valid against its request's schema file (where the request is
/// one of the types the command line's flags are declared by), gets a 2xx and the
/// document of the path's command, valid against that command's schema file.
#[tokio::test]
async fn every_example_succeeds_with_its_commands_document() {
    let server = shared();
    let index = server.get("/api").await;
    let (mut failures, mut n_requests) = (Vec::new(), 0);
    for e in index.ok("api")["endpoints"].as_array().unwrap() {
        let path = e["path"].as_str().unwrap();
        let name = path.strip_prefix("/api/").unwrap_or("");
        let request = repo().join(format!("crates/grundy-json/schema/request/{name}.schema.json"));
        if let Ok(text) = std::fs::read(&request) {
            let schema: Value = serde_json::from_slice(&text).unwrap();
            let validator = jsonschema::validator_for(&schema).unwrap();
            let errors: Vec<String> = validator.iter_errors(&e["example"]).map(|e| e.to_string()).collect();
            assert!(errors.is_empty(), "{path}: the example {}: {}", e["example"], errors.join("; "));
            n_requests += 1;
        }
        let reply = match e["method"].as_str().unwrap() {
            "GET" => server.get(path).await,
            _ => server.post(path, &e["example"]).await,
        };
        let command = command_of(path);
        if !(200..300).contains(&reply.status) || reply.doc["command"] != command {
            failures.push(format!("{path} {}: {} {}", e["example"], reply.status, reply.text));
            continue;
        }
        validate(&command, &reply.doc);
        assert_eq!(reply.doc["schema_version"], grundy_json::SCHEMA_VERSION, "{path}");
    }
    assert!(failures.is_empty(), "examples that failed:\n{}", failures.join("\n"));
    assert!(n_requests >= 14, "only {n_requests} examples had a request schema");
}

#[tokio::test]
async fn malformed_json_is_a_400_located_by_line_and_column() {
    let server = shared();
    for body in [
        "{\"piles\": [1, 2,}",
        "{\n  \"piles\": [1,\n    2,,\n  ]\n}",
        "{\"piles\": [1, 2]",
        "{'piles': [1]}",
        "{\"piles\": [1]} {\"piles\": [2]}",
        "{\"piles\": [1]}\n\nx",
        "piles=1,2",
    ] {
        let reply = server.post_bytes("/api/nim", body).await;
        let error = reply.error(400, "request");
        let expected = serde_json::from_str::<Value>(body).unwrap_err();
        assert_eq!(error["line"], expected.line(), "{body:?}: {}", reply.text);
        assert_eq!(error["column"], expected.column(), "{body:?}: {}", reply.text);
        assert!(!error["message"].as_str().unwrap().contains(" at line "), "{}", reply.text);
    }
}

#[tokio::test]
async fn unknown_fields_are_a_400_that_names_them() {
    let server = shared();
    let reply = server.post("/api/nim", &json!({"piles": [1, 2], "heaps": [3]})).await;
    let error = reply.error(400, "request");
    assert!(error["message"].as_str().unwrap().contains("heaps"), "{}", reply.text);
    assert_eq!(error["line"], 1);
}

#[tokio::test]
async fn wrong_json_types_are_a_400() {
    let server = shared();
    for body in [
        json!({"piles": "3 4 5"}),
        json!({"piles": [1, -2]}),
        json!({"piles": [1.5]}),
        json!({"piles": [true]}),
        json!({"piles": null}),
        json!({"piles": {"a": 1}}),
        json!({}),
        json!([3, 4, 5]),
        json!("piles"),
        json!(null),
        json!(7),
    ] {
        let reply = server.post("/api/nim", &body).await;
        reply.error(400, "request");
    }
}

#[tokio::test]
async fn unknown_endpoints_are_a_json_404() {
    let server = shared();
    for path in ["/api/nope", "/api/nim/extra", "/api/", "/api/NIM"] {
        let reply = server.post(path, &json!({})).await;
        let error = reply.error(404, "request");
        assert!(error["message"].as_str().unwrap().contains("GET /api"), "{path}: {}", reply.text);
        let reply = server.get(path).await;
        reply.error(404, "request");
    }
}

#[tokio::test]
async fn a_wrong_method_is_a_json_405() {
    let server = shared();
    let reply = server.get("/api/nim").await;
    let error = reply.error(405, "request");
    assert!(error["message"].as_str().unwrap().contains("POST"), "{}", reply.text);
    let reply = server.post("/api", &json!({})).await;
    let error = reply.error(405, "request");
    assert!(error["message"].as_str().unwrap().contains("GET"), "{}", reply.text);
    let res = server.client().delete(server.url("/api/nim")).send().await.unwrap();
    assert_eq!(res.status(), 405);
}

/// A valid Nim request of exactly `len` bytes (padded with spaces).
fn nim_body(len: usize) -> Vec<u8> {
    let mut body = b"{\"piles\": [3, 4, 5]".to_vec();
    body.resize(len - 1, b' ');
    body.push(b'}');
    body
}

#[tokio::test]
async fn a_body_over_the_limit_is_a_413() {
    let server = with_limits(|l| l.max_body_bytes = 1000);
    server.post_bytes("/api/nim", nim_body(1000)).await.ok("nim");
    let reply = server.post_bytes("/api/nim", nim_body(1001)).await;
    let error = reply.error(413, "limit");
    assert!(error["message"].as_str().unwrap().contains("1000"), "{}", reply.text);
    let reply = server.post_bytes("/api/nim", nim_body(1 << 20)).await;
    reply.error(413, "limit");
    server.assert_alive().await;
}

/// A body sent in chunks (no length announced) is counted as it arrives.
#[tokio::test]
async fn a_chunked_body_over_the_limit_is_a_413() {
    let server = with_limits(|l| l.max_body_bytes = 1000);
    let chunks = |body: Vec<u8>| {
        let parts: Vec<Result<Vec<u8>, std::io::Error>> = body.chunks(100).map(|c| Ok(c.to_vec())).collect();
        reqwest::Body::wrap_stream(futures_util::stream::iter(parts))
    };
    server.post_bytes("/api/nim", chunks(nim_body(1000))).await.ok("nim");
    server.post_bytes("/api/nim", chunks(nim_body(1001))).await.error(413, "limit");
    // The same by hand, chunk by chunk, with no end in sight.
    let mut request = b"POST /api/nim HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n".to_vec();
    for _ in 0..20 {
        request.extend_from_slice(b"64\r\n");
        request.extend_from_slice(&[b' '; 100]);
        request.extend_from_slice(b"\r\n");
    }
    let (status, response) = server.raw(&request, Duration::from_secs(5)).await;
    assert_eq!(status, 413, "{}", String::from_utf8_lossy(&response));
    let doc: Value = serde_json::from_slice(raw_body(&response)).unwrap();
    validate("error", &doc);
    server.assert_alive().await;
}

/// A `Content-Length` that announces more than the limit: refused as soon as the bytes
/// over the limit arrive, and at once when only a few are sent.
#[tokio::test]
async fn a_lying_content_length_is_a_413() {
    let server = with_limits(|l| {
        l.max_body_bytes = 1000;
        l.body_timeout = Duration::from_secs(30);
    });
    let head = b"POST /api/nim HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 5000000000\r\n\r\n";
    let mut request = head.to_vec();
    request.extend_from_slice(&nim_body(2000));
    let started = Instant::now();
    let (status, response) = server.raw(&request, Duration::from_secs(10)).await;
    assert_eq!(status, 413, "{}", String::from_utf8_lossy(&response));
    validate("error", &serde_json::from_slice(raw_body(&response)).unwrap());
    let mut request = head.to_vec();
    request.extend_from_slice(b"{\"piles\": [1]");
    let (status, response) = server.raw(&request, Duration::from_secs(10)).await;
    assert_eq!(status, 413, "{}", String::from_utf8_lossy(&response));
    assert!(started.elapsed() < Duration::from_secs(5), "took {:?}", started.elapsed());
    // A length under the limit followed by more bytes than it says: the rest is no
    // request, and the server answers the first and stays up.
    let mut request =
        b"POST /api/nim HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 15\r\n\r\n"
            .to_vec();
    request.extend_from_slice(&nim_body(5000));
    let (status, response) = server.raw(&request, Duration::from_secs(10)).await;
    assert_eq!(status, 400, "{}", String::from_utf8_lossy(&response));
    server.assert_alive().await;
}

#[tokio::test]
async fn a_body_sent_too_slowly_is_a_408_within_the_timeout() {
    let timeout = Duration::from_millis(500);
    let server = with_limits(|l| l.body_timeout = timeout);
    let request =
        b"POST /api/nim HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 40\r\n\r\n{\"piles\"";
    let started = Instant::now();
    let (status, response) = server.raw(request, Duration::from_secs(10)).await;
    let took = started.elapsed();
    assert_eq!(status, 408, "{}", String::from_utf8_lossy(&response));
    validate("error", &serde_json::from_slice(raw_body(&response)).unwrap());
    assert!(took >= timeout && took < timeout + Duration::from_secs(4), "408 after {took:?}");
    // A byte every 100 ms does not reset the clock.
    let stream = tokio::net::TcpStream::connect(server.addr).await.unwrap();
    let (mut reader, mut writer) = stream.into_split();
    writer
        .write_all(b"POST /api/nim HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 400\r\n\r\n")
        .await
        .unwrap();
    let started = Instant::now();
    let drip = tokio::spawn(async move {
        for _ in 0..399 {
            if writer.write_all(b" ").await.is_err() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    });
    let (status, response) = crate::read_response(&mut reader, Duration::from_secs(10)).await;
    let took = started.elapsed();
    drip.abort();
    assert_eq!(status, 408, "{}", String::from_utf8_lossy(&response));
    assert!(took >= timeout && took < timeout + Duration::from_secs(4), "408 after {took:?}");
    server.assert_alive().await;
}

/// Bodies no client should send: each gets a 4xx error document, and the server still
/// answers afterwards.
#[tokio::test]
async fn hostile_bodies_get_a_4xx_and_the_server_stays_up() {
    let server = shared();
    let deep_array = "[".repeat(100_000);
    let deep_field = format!("{{\"piles\": {}", "[".repeat(100_000));
    let deep_object = "{\"piles\":".repeat(50_000);
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("deeply nested arrays", deep_array.into_bytes()),
        ("deeply nested field", deep_field.into_bytes()),
        ("deeply nested objects", deep_object.into_bytes()),
        ("huge integer", b"{\"piles\": [123456789012345678901234567890]}".to_vec()),
        ("huge exponent", b"{\"piles\": [1e400]}".to_vec()),
        ("u64 + 1", b"{\"piles\": [18446744073709551616]}".to_vec()),
        ("a million digits", format!("{{\"piles\": [{}]}}", "9".repeat(1_000_000)).into_bytes()),
        ("non-UTF-8 in a string", b"{\"pi\xffles\": [1]}".to_vec()),
        ("non-UTF-8 bytes", b"\xfe\xff\x00{\x00".to_vec()),
        ("overlong UTF-8", b"{\"piles\xc0\xaf\": [1]}".to_vec()),
        ("NUL bytes", vec![0; 1000]),
        ("NUL after the document", b"{\"piles\": [1]}\0".to_vec()),
        ("NUL inside a key", b"{\"pi\0les\": [1]}".to_vec()),
        ("empty body", Vec::new()),
        ("only whitespace", b" \n\t\r\n".to_vec()),
        ("a lone surrogate escape", br#"{"piles\ud800": [1]}"#.to_vec()),
        ("a byte-order mark", b"\xef\xbb\xbf{\"piles\": [1]}".to_vec()),
        (
            "a million piles over the limit",
            format!("{{\"piles\": [{}1]}}", "1,".repeat(1_000_000)).into_bytes(),
        ),
    ];
    for (what, body) in cases {
        let reply = tokio::time::timeout(Duration::from_secs(20), server.post_bytes("/api/nim", body))
            .await
            .unwrap_or_else(|_| panic!("{what}: no answer within 20 s"));
        assert!((400..500).contains(&reply.status), "{what}: {} {}", reply.status, reply.text);
        reply.error(reply.status, reply.doc["error"]["kind"].as_str().unwrap_or("?"));
        server.assert_alive().await;
    }
    // Numbers at the edge of what fits are answered.
    let reply = server.post("/api/nim", &json!({"piles": [u64::MAX, u64::MAX - 1, 0]})).await;
    assert_eq!(reply.ok("nim")["value"], 1, "{}", reply.text);
}

#[tokio::test]
async fn too_many_components_are_a_413() {
    let server = with_limits(|l| l.max_components = 10);
    server.post("/api/nim", &json!({"piles": vec![1; 10]})).await.ok("nim");
    let reply = server.post("/api/nim", &json!({"piles": vec![1; 11]})).await;
    let error = reply.error(413, "limit");
    assert!(error["message"].as_str().unwrap().contains("10"), "{}", reply.text);
}

/// Far more requests at once than computations run at once: they wait their turn and
/// every one is answered.
#[tokio::test]
async fn more_concurrent_requests_than_max_parallel_all_succeed() {
    let server = std::sync::Arc::new(with_limits(|l| l.max_parallel = 2));
    let mut tasks = tokio::task::JoinSet::new();
    for i in 0..200u64 {
        let server = std::sync::Arc::clone(&server);
        tasks.spawn(async move {
            let piles: Vec<u64> = (0..1000).map(|k| (k * 7919 + i) % 1_000_003).collect();
            let reply = server.post("/api/nim", &json!({ "piles": piles })).await;
            let expected = piles.iter().fold(0, |x, p| x ^ p);
            assert_eq!(reply.ok("nim")["value"], expected);
        });
    }
    let mut n_done = 0;
    while let Some(res) = tasks.join_next().await {
        res.unwrap();
        n_done += 1;
    }
    assert_eq!(n_done, 200);
}

/// The files of `web/`, as (path under `/`, bytes).
fn web_files() -> Vec<(String, Vec<u8>)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("web");
    let mut res = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let rel = path.strip_prefix(&root).unwrap().to_str().unwrap().replace('\\', "/");
                res.push((rel, std::fs::read(&path).unwrap()));
            }
        }
    }
    res.sort();
    res
}

#[tokio::test]
async fn the_front_end_is_served_with_its_content_types() {
    let server = shared();
    let res = server.client().get(server.url("/")).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "text/html; charset=utf-8");
    let body = res.bytes().await.unwrap();
    assert!(body.starts_with(b"<!doctype html>"), "{}", String::from_utf8_lossy(&body));
    let files = web_files();
    assert!(files.iter().any(|(p, _)| p == "index.html") && files.iter().any(|(p, _)| p == "js/app.js"));
    for (path, bytes) in &files {
        let res = server.client().get(server.url(&format!("/{path}"))).send().await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
        let expected = match path.rsplit_once('.').map(|(_, ext)| ext) {
            Some("html") => "text/html; charset=utf-8",
            Some("css") => "text/css; charset=utf-8",
            Some("js") => "text/javascript; charset=utf-8",
            Some("svg") => "image/svg+xml",
            Some("png") => "image/png",
            Some("json") => "application/json",
            Some("txt") | Some("in") => "text/plain; charset=utf-8",
            other => panic!("{path}: a file type the server has no content type for: {other:?}"),
        };
        assert_eq!(res.headers()["content-type"], expected, "{path}");
        let etag = res.headers()["etag"].clone();
        assert_eq!(res.bytes().await.unwrap().as_ref(), bytes.as_slice(), "{path}: not the file of web/");
        // A reload with the tag revalidates without the body.
        let res = server
            .client()
            .get(server.url(&format!("/{path}")))
            .header("if-none-match", etag)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 304, "{path}");
    }
}

#[tokio::test]
async fn unknown_static_paths_are_a_404() {
    let server = shared();
    for path in ["/nope.js", "/js/nope.js", "/index.html/x", "/style.css.map"] {
        let res = server.client().get(server.url(path)).send().await.unwrap();
        assert_eq!(res.status(), 404, "{path}");
    }
    // Paths out of the folder, sent as they are (a client would normalize them).
    for path in ["/../Cargo.toml", "/js/../../build.rs", "/%2e%2e/Cargo.toml", "//etc/passwd"] {
        let request = format!("GET {path} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n");
        let (status, response) = server.raw(request.as_bytes(), Duration::from_secs(5)).await;
        assert!(status == 404 || status == 400, "{path}: {}", String::from_utf8_lossy(&response));
    }
}
