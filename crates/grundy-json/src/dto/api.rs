//! The web server's own document: `api` (`GET /api`), its endpoints and limits.

use serde::Serialize;

/// `GET /api` of `grundy serve`: the endpoints and the server's limits.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Api {
    /// Every endpoint.
    pub endpoints: Vec<ApiEndpoint>,
    /// What a request may ask.
    pub limits: ApiLimits,
}

/// One endpoint of the API.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct ApiEndpoint {
    /// `GET` or `POST`.
    pub method: String,
    /// The path, e.g. `/api/nim`.
    pub path: String,
    /// What it answers, and the CLI command whose `--json` document it returns.
    pub summary: String,
    /// An example request body, for `POST` endpoints.
    pub example: Option<serde_json::Value>,
}

/// The bounds every request of the API meets.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct ApiLimits {
    /// The largest request body, in bytes (413 beyond).
    pub max_body_bytes: u64,
    /// How long a client may take to send its body, in milliseconds (408 beyond).
    pub body_timeout_ms: u64,
    /// The most cells of a board (413 beyond).
    pub max_board_cells: u64,
    /// The most vertices plus edges of a graph (413 beyond).
    pub max_graph_size: u64,
    /// The most values an octal run computes (413 beyond).
    pub max_octal_values: u64,
    /// The most values an octal document lists (`show`; 413 beyond).
    pub max_octal_listed: u64,
    /// The most piles, bottles, sheets or heaps in one position (413 beyond).
    pub max_components: u64,
    /// How many small computations run at once on the fast lane; the others wait their
    /// turn (milliseconds).
    pub max_parallel: u64,
    /// How many long runs compute at once on the long lane (an octal run past
    /// `fast_budget_ms`, a board or graph of more than `long_input_bytes`).
    pub long_parallel: u64,
    /// How many threads one long octal run may use.
    pub long_threads: u64,
    /// How many long runs may wait in line for a slot (503 `busy` with `Retry-After`
    /// beyond).
    pub long_queue: u64,
    /// How many long runs one client (its `X-Grundy-Client` header, else its address) may
    /// have running or waiting (429 `busy` with `Retry-After` beyond).
    pub long_per_client: u64,
    /// How long an octal run computes on the fast lane before it moves to the long lane,
    /// in milliseconds.
    pub fast_budget_ms: u64,
    /// A request whose input text (a board, a graph, a record) is over this many bytes runs
    /// on the long lane.
    pub long_input_bytes: u64,
}
