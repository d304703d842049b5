//! The web API's tests: the one integration-test binary of `grundy-web`.
//!
//! Each test talks HTTP to a real server: [`Server::start`] binds `127.0.0.1:0` (a free
//! port), serves [`grundy_web::serve`] on its own thread and runtime, and shuts down when
//! dropped; [`shared`] is one server with the default limits that every test may use.
//! [`Server::post`] sends a JSON body with reqwest and returns a [`Reply`]: the status,
//! the content type and the document (the last line of the body, so streamed answers work
//! too). [`Server::raw`] writes bytes to a bare TCP connection, for what a well-behaved
//! client never sends (lying lengths, slow bodies, broken encodings).
//!
//! Every document is checked against its schema file (`crates/grundy-json/schema/`) by
//! [`Reply::ok`] and [`Reply::error`]. The generic checks (every endpoint, errors, limits,
//! hostile input, the front end's files) are in `api/server.rs`; each area of the app has
//! its own module `api/<area>.rs`, declared below with its `#[path]` (a test crate's root
//! finds its modules beside it, not in `api/`).

#[path = "api/board.rs"]
mod board;
#[path = "api/games.rs"]
mod games;
#[path = "api/geography.rs"]
mod geography;
#[path = "api/lanes.rs"]
mod lanes;
#[path = "api/octal.rs"]
mod octal;
#[path = "api/server.rs"]
mod server;
#[path = "api/stones.rs"]
mod stones;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

use grundy_web::{Config, Limits};
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A server on a free port of 127.0.0.1, serving until dropped.
pub struct Server {
    /// `http://127.0.0.1:PORT`.
    pub base: String,
    /// The address bound.
    pub addr: std::net::SocketAddr,
    /// The limits it was started with.
    pub limits: Limits,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
    client: reqwest::Client,
}

/// The server with the default limits that tests share.
pub fn shared() -> &'static Server {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER.get_or_init(|| Server::start(Config::default()))
}

/// A server whose limits `change` sets (small limits for tests of the limits).
pub fn with_limits(change: impl FnOnce(&mut Limits)) -> Server {
    let mut config = Config::default();
    change(&mut config.limits);
    Server::start(config)
}

impl Server {
    /// Binds 127.0.0.1:0 and serves `config` on a thread of its own (its own runtime, so
    /// it outlives any one test's runtime).
    pub fn start(config: Config) -> Server {
        let limits = config.limits.clone();
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port on 127.0.0.1");
        listener.set_nonblocking(true).unwrap();
        let addr = listener.local_addr().unwrap();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("a tokio runtime");
            runtime.block_on(async move {
                let listener = tokio::net::TcpListener::from_std(listener).unwrap();
                let shutdown = async {
                    let _ = stopped.await;
                };
                grundy_web::serve(listener, config, shutdown).await.expect("the server runs");
            });
        });
        // A new connection per request: a refused body closes its connection, and a
        // pooled one could be picked up just as it closes.
        let client = reqwest::Client::builder().no_proxy().pool_max_idle_per_host(0).build().unwrap();
        Server {
            base: format!("http://{addr}"),
            addr,
            limits,
            stop: Some(stop),
            thread: Some(thread),
            client,
        }
    }

    /// The full URL of `path` (which starts with `/`).
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// The server's reqwest client.
    pub fn client(&self) -> &reqwest::Client {
        &self.client
    }

    /// `POST path` with `body` as JSON.
    pub async fn post(&self, path: &str, body: &Value) -> Reply {
        self.post_bytes(path, serde_json::to_vec(body).unwrap()).await
    }

    /// `POST path` with these bytes as the body (content type JSON).
    pub async fn post_bytes(&self, path: &str, body: impl Into<reqwest::Body>) -> Reply {
        let res = self
            .client
            .post(self.url(path))
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await
            .unwrap_or_else(|e| panic!("POST {path}: {e}"));
        Reply::read(res).await
    }

    /// `GET path`.
    pub async fn get(&self, path: &str) -> Reply {
        let res = self.client.get(self.url(path)).send().await.unwrap_or_else(|e| panic!("GET {path}: {e}"));
        Reply::read(res).await
    }

    /// Writes `request` (a whole HTTP request, or its start) to a new connection, then
    /// reads the response until the connection closes or `within` passes; returns the
    /// status and the response's bytes.
    pub async fn raw(&self, request: &[u8], within: Duration) -> (u16, Vec<u8>) {
        let mut stream = tokio::net::TcpStream::connect(self.addr).await.unwrap();
        // The server may answer and close before reading everything (a 413): a failed
        // write is then no failure of the test.
        let _ = stream.write_all(request).await;
        read_response(&mut stream, within).await
    }

    /// Waits until the server answers `GET /api` (after a hostile request, say).
    pub async fn assert_alive(&self) {
        let reply = tokio::time::timeout(Duration::from_secs(10), self.get("/api"))
            .await
            .expect("the server answers GET /api within 10 s");
        reply.ok("api");
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        // Graceful shutdown waits for open connections: a test's pooled connection may
        // keep it alive, so the thread is left to end on its own rather than joined.
        drop(self.thread.take());
    }
}

/// Reads an HTTP/1.1 response from `stream`: the headers, then a body of the length
/// `Content-Length` gives (or until the connection closes), at most until `within`.
/// Returns the status (0 if none arrived) and every byte read.
pub async fn read_response(
    stream: &mut (impl tokio::io::AsyncRead + Unpin),
    within: Duration,
) -> (u16, Vec<u8>) {
    let mut bytes = Vec::new();
    let deadline = tokio::time::Instant::now() + within;
    let mut buf = [0u8; 8192];
    loop {
        if let Some(total) = response_len(&bytes) {
            if bytes.len() >= total {
                break;
            }
        }
        match tokio::time::timeout_at(deadline, stream.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) | Err(_) => break,
            Ok(Ok(n)) => bytes.extend_from_slice(&buf[..n]),
        }
    }
    let status = std::str::from_utf8(bytes.get(9..12).unwrap_or_default()).ok().and_then(|s| s.parse().ok());
    (status.unwrap_or(0), bytes)
}

/// The length of a whole response (headers and body) once its headers are in.
fn response_len(bytes: &[u8]) -> Option<usize> {
    let end = bytes.windows(4).position(|w| w == b"\r\n\r\n")? + 4;
    let head = std::str::from_utf8(&bytes[..end]).ok()?.to_ascii_lowercase();
    let len = head.lines().find_map(|l| l.strip_prefix("content-length:"))?.trim().parse::<usize>().ok()?;
    Some(end + len)
}

/// The body of a raw response (after the headers).
pub fn raw_body(response: &[u8]) -> &[u8] {
    let end = response.windows(4).position(|w| w == b"\r\n\r\n").map_or(response.len(), |p| p + 4);
    &response[end..]
}

/// A response: its status, content type, body text, and the document the body ends with.
#[derive(Debug)]
pub struct Reply {
    /// The HTTP status.
    pub status: u16,
    /// The `Content-Type` header.
    pub content_type: String,
    /// The body.
    pub text: String,
    /// The body's last non-empty line as JSON (`Value::Null` if it is not JSON).
    pub doc: Value,
}

impl Reply {
    async fn read(res: reqwest::Response) -> Reply {
        let status = res.status().as_u16();
        let content_type =
            res.headers().get("content-type").map(|v| v.to_str().unwrap().to_string()).unwrap_or_default();
        let text = res.text().await.expect("a body");
        let last = text.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("");
        let doc = serde_json::from_str(last).unwrap_or(Value::Null);
        Reply { status, content_type, text, doc }
    }

    /// Asserts a 200 with a JSON document of `command` valid against its schema, and
    /// returns the document.
    #[track_caller]
    pub fn ok(&self, command: &str) -> &Value {
        assert_eq!(self.status, 200, "expected 200, got {}: {}", self.status, self.text);
        assert!(self.content_type.starts_with("application/json"), "content type {}", self.content_type);
        assert_eq!(self.doc["command"], command, "{}", self.text);
        validate(command, &self.doc);
        &self.doc
    }

    /// Asserts an error document with this status and kind, valid against
    /// `error.schema.json`, and returns its `error` object.
    #[track_caller]
    pub fn error(&self, status: u16, kind: &str) -> &Value {
        assert_eq!(self.status, status, "expected {status}, got {}: {}", self.status, self.text);
        assert!(self.content_type.starts_with("application/json"), "content type {}", self.content_type);
        assert_eq!(self.doc["command"], "error", "{}", self.text);
        validate("error", &self.doc);
        assert_eq!(self.doc["error"]["kind"], kind, "{}", self.text);
        assert!(!self.doc["error"]["message"].as_str().unwrap_or("").is_empty(), "{}", self.text);
        &self.doc["error"]
    }
}

/// `crates/grundy-json/schema`.
pub fn schema_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../grundy-json/schema")
}

/// Asserts that `doc` is valid against `<command>.schema.json`.
#[track_caller]
pub fn validate(command: &str, doc: &Value) {
    let path = schema_dir().join(format!("{command}.schema.json"));
    let text =
        std::fs::read(&path).unwrap_or_else(|e| panic!("no schema for `{command}`: {}: {e}", path.display()));
    let schema: Value = serde_json::from_slice(&text).unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let errors: Vec<String> =
        validator.iter_errors(doc).map(|e| format!("{e} at {}", e.instance_path())).collect();
    assert!(errors.is_empty(), "invalid against {}: {}\n{doc}", path.display(), errors.join("; "));
}

/// The repository's root.
pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A file of the repository, by its path from the root.
pub fn read(path: &str) -> String {
    std::fs::read_to_string(repo().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A blessed data case of the CLI (`crates/grundy-cli/tests/data/<command>/<name>.in`
/// and its siblings; see the CLI's `tests/it/main.rs`).
#[derive(Debug)]
pub struct CliCase {
    /// The `.in` file.
    pub path: PathBuf,
    /// The arguments (`.args`, one per non-empty line; just the command without one).
    pub args: Vec<String>,
    /// The `.in` file's bytes (some cases hold bytes that are not UTF-8).
    pub bytes: Vec<u8>,
    /// The expected standard output (`.out`; empty without one).
    pub out: String,
    /// The expected exit code (`.code`; 0 without one).
    pub code: i32,
}

impl CliCase {
    /// The `.in` file's text.
    ///
    /// # Panics
    /// If it is not UTF-8 (a request carries text).
    pub fn input(&self) -> &str {
        std::str::from_utf8(&self.bytes).unwrap_or_else(|_| panic!("{}: not UTF-8", self.path.display()))
    }

    /// Whether the case runs with `--json`.
    pub fn json(&self) -> bool {
        self.args.iter().any(|a| a == "--json")
    }
}

/// Every data case of the CLI's `command`, sorted by file name.
pub fn cli_cases(command: &str) -> Vec<CliCase> {
    let dir = repo().join("crates/grundy-cli/tests/data").join(command);
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    paths.sort();
    paths
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .map(|path| {
            let args = std::fs::read_to_string(path.with_extension("args"))
                .map(|t| t.lines().filter(|l| !l.is_empty()).map(str::to_string).collect())
                .unwrap_or_else(|_| vec![command.to_string()]);
            let code = std::fs::read_to_string(path.with_extension("code"))
                .map_or(0, |t| t.trim().parse().expect("a .code file holds a number"));
            let bytes = std::fs::read(&path).unwrap();
            // A case that prints nothing (an error in text mode) may have no `.out`.
            let out = std::fs::read_to_string(path.with_extension("out")).unwrap_or_default();
            CliCase { path, args, bytes, out, code }
        })
        .collect()
}

/// The CLI's message `message` with its flags spelled as the API spells the fields of
/// `req`: `--cell 9,9:` as `` `cells[i]`: `` (i the cell's index in `req`), `--map-only`
/// as `` `map_only` ``. A flag's value is the word after it when that word ends the
/// field (with a colon).
pub fn json_spelling(message: &str, req: &Value) -> String {
    let mut words = message.split(' ').peekable();
    let mut out = Vec::new();
    while let Some(word) = words.next() {
        let Some(flag) = word.strip_prefix("--") else {
            out.push(word.to_string());
            continue;
        };
        let key = match flag.trim_end_matches(':') {
            "cell" => "cells".to_string(),
            "move" => "moves".to_string(),
            other => other.replace('-', "_"),
        };
        let value = words.peek().filter(|next| !flag.ends_with(':') && next.ends_with(':'));
        let spelled = match (value.map(|v| v.trim_end_matches(':')), req[&key].as_array()) {
            (Some(value), Some(list)) => {
                let index = list.iter().position(|v| v.as_str() == Some(value)).unwrap();
                format!("`{key}[{index}]`:")
            }
            (Some(_), None) => format!("`{key}`:"),
            (None, _) => format!("`{key}`{}", if flag.ends_with(':') { ":" } else { "" }),
        };
        if value.is_some() {
            words.next();
        }
        out.push(spelled);
    }
    out.join(" ")
}
