//! `grundy serve`: a local web app to set up a position, see who wins and why, and play
//! against the perfect engine, over a JSON API.
//!
//! The server is axum on tokio. It serves the front end (HTML, CSS and JavaScript
//! embedded in the binary by the `assets` module, nothing fetched at run time) at `/`,
//! and the JSON API under `/api/` ([`api`]): `GET /api` lists the endpoints; `POST /api/<command>`
//! takes the arguments of `grundy <command>` as a JSON object and answers with the very
//! document `grundy <command> --json` prints (the same [`grundy_json`] code writes both).
//!
//! Every request is bounded ([`Limits`]): the body's size and the time to receive it,
//! the size of what it asks to compute, and how many computations run at once.
//! Computations run on tokio's blocking threads, never on the threads that serve
//! connections, in two lanes (the `compute` module): small work on the fast lane, long
//! runs (an octal run past a fraction of a second, a very large board or graph) on the
//! long lane, which has a bounded share of the cores, a bounded line and a limit per
//! client (the `client` module), so a click never waits behind someone else's long run;
//! a full lane answers 503 or 429 with `Retry-After` at once. A long run is stopped when
//! its client goes away. Bad requests get a 4xx JSON error document (the `error` module);
//! nothing a client sends makes the server panic or hang.
//!
//! The server holds no game logic: every endpoint converts JSON to the library's types,
//! calls the library, and converts the answer with `grundy-json`.

pub mod api;
mod assets;
mod client;
mod compute;
mod error;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;

pub use error::ApiError;

/// What the server accepts: every bound a request meets, documented in `GET /api` and
/// in the README.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Limits {
    /// The largest request body, in bytes.
    pub max_body_bytes: usize,
    /// How long a client may take to send its request body.
    pub body_timeout: Duration,
    /// The most cells of a board (token board or stone board).
    pub max_board_cells: usize,
    /// The most vertices plus edges of a graph (geography, matching, Hackenbush).
    pub max_graph_size: usize,
    /// The most values an octal run may compute.
    pub max_octal_values: u64,
    /// The most values an octal document may list (`show`): a bound on the answer's size.
    pub max_octal_listed: u64,
    /// The most piles, bottles or sheets in one position.
    pub max_components: usize,
    /// How many small computations run at once on the fast lane (the others wait, for
    /// milliseconds).
    pub max_parallel: usize,
    /// How many long runs compute at once on the long lane (default: one fewer than the
    /// machine's cores, at least 1, so the fast lane keeps a core).
    pub long_parallel: usize,
    /// How many threads one long run may use (an octal run of the sparse method; default
    /// as `long_parallel`).
    pub long_threads: usize,
    /// How many long runs may wait in line for a slot; beyond, 503 with `Retry-After`.
    pub long_queue: usize,
    /// How many long runs one client may have in the long lane, running or waiting;
    /// beyond, 429 with `Retry-After`.
    pub long_per_client: usize,
    /// How long an octal run computes on the fast lane before it moves to the long lane.
    pub fast_budget: Duration,
    /// A request whose input text (a board, a graph) is over this many bytes runs on the
    /// long lane.
    pub long_input_bytes: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Limits {
            max_body_bytes: 4 << 20,
            body_timeout: Duration::from_secs(10),
            max_board_cells: 1_000_000,
            max_graph_size: 1_000_000,
            max_octal_values: 100_000_000,
            max_octal_listed: 1_000_000,
            max_components: 10_000,
            max_parallel: cores,
            long_parallel: (cores - 1).max(1),
            long_threads: (cores - 1).max(1),
            long_queue: 4 * (cores - 1).max(1),
            long_per_client: 2,
            fast_budget: Duration::from_millis(50),
            long_input_bytes: 256 << 10,
        }
    }
}

/// The server's configuration.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Config {
    /// The request limits.
    pub limits: Limits,
    /// Serve the front end from this directory instead of the embedded files (for working
    /// on the front end without rebuilding; `grundy serve --assets DIR`).
    pub assets_dir: Option<std::path::PathBuf>,
    /// How often a streamed run (`"progress": true`) reports (default: a quarter of a
    /// second; at least a millisecond is used; the tests use a few milliseconds, so that
    /// a run of any speed reports several times).
    pub progress_every: Duration,
}

impl Default for Config {
    fn default() -> Config {
        Config { limits: Limits::default(), assets_dir: None, progress_every: Duration::from_millis(250) }
    }
}

/// What every handler shares.
#[derive(Debug)]
pub(crate) struct State {
    pub(crate) config: Config,
    /// The fast and the long lane.
    pub(crate) lanes: Arc<compute::Lanes>,
    /// The streamed octal runs under way, by id, with their stop flags
    /// (`POST /api/octal/stop`).
    pub(crate) runs: Arc<api::octal::Runs>,
}

/// The application: the front end at `/`, the API under `/api`.
pub fn router(config: Config) -> Router {
    let lanes = Arc::new(compute::Lanes::new(&config.limits));
    let state = Arc::new(State { config, lanes, runs: Arc::default() });
    api::routes().merge(assets::routes()).with_state(state)
}

/// Serves `router(config)` on `listener` until `shutdown` completes, with each
/// connection's peer address known to the handlers (the long lane's limit per client
/// falls back to it).
///
/// # Errors
/// What accepting connections returns.
pub async fn serve(
    listener: tokio::net::TcpListener,
    config: Config,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let app = router(config).into_make_service_with_connect_info::<SocketAddr>();
    axum::serve(listener, app).with_graceful_shutdown(shutdown).await
}

/// Binds `addr`, calls `ready` with the address bound (port 0 picks a free port), and
/// serves until Ctrl-C. Builds its own tokio runtime: the CLI calls this from `main`.
///
/// # Errors
/// The address cannot be bound, or the runtime cannot start.
pub fn run(addr: SocketAddr, config: Config, ready: impl FnOnce(SocketAddr)) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(addr).await?;
        ready(listener.local_addr()?);
        let ctrl_c = async {
            // Without a signal handler the server runs until killed.
            if tokio::signal::ctrl_c().await.is_err() {
                std::future::pending::<()>().await;
            }
        };
        serve(listener, config, ctrl_c).await
    })
}
