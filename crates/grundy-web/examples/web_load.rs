//! A load generator for `grundy serve` (driven by `bench/web_load.sh`): simulated players
//! who play whole games against the engine over HTTP, as the page does, and the latency of
//! every request.
//!
//! `load` mode: `--clients` players (each its own keep-alive connection, like a browser
//! tab) play for `--seconds`, each game in turn a token board, Nim or geography:
//! - token board: a random board (8 to 60 rows and columns, 10% blocked), the token on a
//!   random free cell; the player moves to a random legal cell (`POST /api/board` with the
//!   walk, `explain` and `map_only`, as the page sends it), the answer's `engine_move` is
//!   played by the next request, until the game is over;
//! - Nim: 3 to 6 piles of 1 to 30; a random move (`move`), then the engine's (`play`);
//! - geography: a random graph (20 to 200 vertices, two edges a vertex, as an edge list),
//!   the token on a random vertex, random legal moves and the engine's, by `visited`.
//!
//! Each request is timed from sending to the last byte of the answer; an answer that is not
//! a 200 with the document of its command is an error. The report gives, per game and in
//! all, the requests, the errors, the games finished, requests per second and the latency
//! percentiles p50, p90, p99 and the maximum.
//!
//! `latency` mode: one player plays token-board games on one `--size` x `--size` board (10%
//! blocked) where the engine plays both sides, one request at a time, and the report gives
//! the median, p90 and maximum of `--requests` engine replies (after 10 untimed ones).
//!
//! `lanes` mode (`bench/web_lanes.sh`): whether a click waits behind long runs. Two
//! phases of `--seconds` each: `--clients` clients send small requests back to back (a
//! mix of Nim, staircase Nim, heaps, a small token board and a short octal run: the clicks of a
//! classroom), first alone, then beside `--long` long octal runs (`--long-code` to
//! `--long-max` values, each streamed by its own client, as the page's octal explorer
//! does). The report gives the small requests' count, errors, rate and latency
//! percentiles per phase, and per long run when it was admitted, when it began to compute
//! (it may wait for a slot of the long lane), and when it ended; a long run not ended
//! `--long-wait` seconds after the second phase is stopped (`POST /api/octal/stop`), so
//! the benchmark always ends. Any error, refused or lost request exits non-zero.
//!
//! The random draws come from rand's `Xoshiro256PlusPlus` seeded by `--seed` (the player's
//! number added), so a run's games are the same every time up to the timing.
//!
//! usage: web_load --url http://127.0.0.1:PORT/ [--mode load|latency|lanes] [--clients 50]
//!                 [--seconds 60] [--size 200] [--requests 300] [--seed 15]
//!                 [--long 4] [--long-code 0.6] [--long-max 1000000] [--long-wait 120]

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use rand::{RngExt, SeedableRng};
use serde_json::{json, Value};

type Rng = rand::rngs::Xoshiro256PlusPlus;

/// The games a player plays, in turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Game {
    Board,
    Nim,
    Geography,
}

const GAMES: [Game; 3] = [Game::Board, Game::Nim, Game::Geography];

impl Game {
    fn name(self) -> &'static str {
        match self {
            Game::Board => "board",
            Game::Nim => "nim",
            Game::Geography => "geography",
        }
    }
}

#[derive(Debug, Clone)]
struct Args {
    url: String,
    mode: String,
    clients: usize,
    seconds: u64,
    size: usize,
    requests: usize,
    seed: u64,
    long: usize,
    long_code: String,
    long_max: u64,
    long_wait: u64,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        url: String::new(),
        mode: "load".into(),
        clients: 50,
        seconds: 60,
        size: 200,
        requests: 300,
        seed: 15,
        long: 4,
        long_code: "0.6".into(),
        long_max: 1_000_000,
        long_wait: 120,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{flag} needs a value"));
        let number = |text: String| text.parse::<u64>().map_err(|e| format!("{flag} {text}: {e}"));
        match flag.as_str() {
            "--url" => args.url = value()?,
            "--mode" => args.mode = value()?,
            "--clients" => args.clients = number(value()?)? as usize,
            "--seconds" => args.seconds = number(value()?)?,
            "--size" => args.size = number(value()?)? as usize,
            "--requests" => args.requests = number(value()?)? as usize,
            "--seed" => args.seed = number(value()?)?,
            "--long" => args.long = number(value()?)? as usize,
            "--long-code" => args.long_code = value()?,
            "--long-max" => args.long_max = number(value()?)?,
            "--long-wait" => args.long_wait = number(value()?)?,
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    if args.url.is_empty() {
        return Err("--url is required (grundy serve prints it)".into());
    }
    if !args.url.ends_with('/') {
        args.url.push('/');
    }
    if !["load", "latency", "lanes"].contains(&args.mode.as_str()) {
        return Err(format!("--mode {}: load, latency or lanes", args.mode));
    }
    Ok(args)
}

/// What one player saw: per game, the latency of every request, the errors, the games
/// played to their end.
#[derive(Default)]
struct Tally {
    latencies: [Vec<Duration>; 3],
    errors: [usize; 3],
    games: [usize; 3],
    first_errors: Vec<String>,
}

impl Tally {
    fn merge(&mut self, other: Tally) {
        for k in 0..3 {
            self.latencies[k].extend(other.latencies[k].iter().copied());
            self.errors[k] += other.errors[k];
            self.games[k] += other.games[k];
        }
        for e in other.first_errors {
            if self.first_errors.len() < 10 {
                self.first_errors.push(e);
            }
        }
    }
}

/// A player: its connection, its random stream, what it saw, and when to stop.
struct Player {
    client: reqwest::Client,
    base: String,
    rng: Rng,
    tally: Tally,
    deadline: Instant,
}

/// A request failed: the game is abandoned.
struct Failed;

impl Player {
    /// Posts `body` to `/api/<command>`, timed, and returns the document.
    async fn post(&mut self, game: Game, command: &str, body: &Value) -> Result<Value, Failed> {
        let started = Instant::now();
        let res = self.client.post(format!("{}api/{command}", self.base)).json(body).send().await;
        let outcome = match res {
            Err(err) => Err(format!("{command}: {err}")),
            Ok(res) => {
                let status = res.status();
                match res.bytes().await {
                    Err(err) => Err(format!("{command}: {status}: {err}")),
                    Ok(bytes) => {
                        let doc: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
                        if status == 200 && doc["command"] == command {
                            Ok(doc)
                        } else {
                            Err(format!("{command} {body}: {status} {}", String::from_utf8_lossy(&bytes)))
                        }
                    }
                }
            }
        };
        let k = game as usize;
        self.tally.latencies[k].push(started.elapsed());
        outcome.map_err(|message| {
            self.tally.errors[k] += 1;
            if self.tally.first_errors.len() < 10 {
                self.tally.first_errors.push(message);
            }
            Failed
        })
    }

    /// The next move of a game in progress (a document's `game`): the player's, a random
    /// legal move; else the engine's.
    fn next_move(&mut self, game: &Value, players_turn: bool) -> Result<Value, Failed> {
        if !players_turn {
            return Ok(game["engine_move"].clone());
        }
        let legal = game["legal_moves"].as_array().ok_or(Failed)?;
        Ok(legal[self.rng.random_range(..legal.len())].clone())
    }

    fn over(&self) -> bool {
        Instant::now() >= self.deadline
    }

    /// Plays games in turn until the deadline.
    async fn play(mut self, first: usize) -> Tally {
        let mut k = first;
        while !self.over() {
            let game = GAMES[k % GAMES.len()];
            let finished = match game {
                Game::Board => self.board_game().await,
                Game::Nim => self.nim_game().await,
                Game::Geography => self.geography_game().await,
            };
            if let Ok(true) = finished {
                self.tally.games[game as usize] += 1;
            }
            k += 1;
        }
        self.tally
    }

    /// A token board game; `Ok(true)` when it was played to its end.
    async fn board_game(&mut self) -> Result<bool, Failed> {
        let rows = self.rng.random_range(8..=60usize);
        let cols = self.rng.random_range(8..=60usize);
        let (text, free) = random_board(&mut self.rng, rows, cols);
        if free.is_empty() {
            return Ok(false);
        }
        let start = free[self.rng.random_range(..free.len())].clone();
        let mut walk = vec![start];
        let mut players_turn = true;
        loop {
            if self.over() {
                return Ok(false);
            }
            let body = json!({
                "input": text,
                "token": walk[0],
                "moves": walk[1..],
                "explain": true,
                "map_only": true,
            });
            let doc = self.post(Game::Board, "board", &body).await?;
            let game = &doc["game"];
            if game["game_over"] == true {
                return Ok(true);
            }
            let next = self.next_move(game, players_turn)?;
            walk.push(format!("{},{}", next["row"], next["column"]));
            players_turn = !players_turn;
        }
    }

    /// A Nim game: the player's random move, then the engine's.
    async fn nim_game(&mut self) -> Result<bool, Failed> {
        let n_piles = self.rng.random_range(3..=6usize);
        let mut piles: Vec<u64> = (0..n_piles).map(|_| self.rng.random_range(1..=30u64)).collect();
        loop {
            if self.over() {
                return Ok(false);
            }
            let nonempty: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] > 0).collect();
            if nonempty.is_empty() {
                return Ok(true);
            }
            let pile = nonempty[self.rng.random_range(..nonempty.len())];
            let take = self.rng.random_range(1..=piles[pile]);
            let doc = self
                .post(Game::Nim, "nim", &json!({"piles": piles, "move": {"pile": pile + 1, "take": take}}))
                .await?;
            piles = serde_json::from_value(doc["piles"].clone()).map_err(|_| Failed)?;
            if doc["game_over"] == true {
                return Ok(true);
            }
            let doc = self.post(Game::Nim, "nim", &json!({"piles": piles, "play": true})).await?;
            piles = serde_json::from_value(doc["piles"].clone()).map_err(|_| Failed)?;
            if doc["game_over"] == true {
                return Ok(true);
            }
        }
    }

    /// A geography game on a random graph: the player's random moves, the engine's.
    async fn geography_game(&mut self) -> Result<bool, Failed> {
        let n = self.rng.random_range(20..=200usize);
        let mut text = String::new();
        for _ in 0..2 * n {
            let u = self.rng.random_range(..n);
            let v = self.rng.random_range(..n);
            if u != v {
                writeln!(text, "v{u} v{v}").unwrap();
            }
        }
        let first = text.split_whitespace().next().unwrap_or("v0").to_string();
        let mut visited = vec![first];
        let mut players_turn = true;
        loop {
            if self.over() {
                return Ok(false);
            }
            let doc =
                self.post(Game::Geography, "geography", &json!({"input": text, "visited": visited})).await?;
            let game = &doc["game"];
            if game["game_over"] == true {
                return Ok(true);
            }
            let next = self.next_move(game, players_turn)?;
            visited.push(next.as_str().ok_or(Failed)?.to_string());
            players_turn = !players_turn;
        }
    }
}

/// A rows x cols board text, 10% blocked, with its `n m` header, and its free cells as
/// `row,col` from 1.
fn random_board(rng: &mut Rng, rows: usize, cols: usize) -> (String, Vec<String>) {
    let mut text = format!("{rows} {cols}\n");
    let mut free = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            if rng.random_bool(0.1) {
                text.push('#');
            } else {
                text.push('.');
                free.push(format!("{},{}", r + 1, c + 1));
            }
        }
        text.push('\n');
    }
    (text, free)
}

fn player(args: &Args, k: usize, deadline: Instant) -> Player {
    Player {
        client: reqwest::Client::builder().no_proxy().build().expect("an HTTP client"),
        base: args.url.clone(),
        rng: Rng::seed_from_u64(args.seed.wrapping_add(k as u64)),
        tally: Tally::default(),
        deadline,
    }
}

/// The `q` quantile of sorted latencies (nearest rank), in milliseconds.
fn quantile(sorted: &[Duration], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1].as_secs_f64() * 1000.0
}

fn report_line(name: &str, latencies: &mut [Duration], errors: usize, games: usize, seconds: f64) -> String {
    latencies.sort_unstable();
    format!(
        "{name:<10} {:>8} {:>6} {:>6} {:>8.0} {:>8.2} {:>8.2} {:>8.2} {:>8.2}",
        latencies.len(),
        errors,
        games,
        latencies.len() as f64 / seconds,
        quantile(latencies, 0.5),
        quantile(latencies, 0.9),
        quantile(latencies, 0.99),
        latencies.last().map_or(0.0, |d| d.as_secs_f64() * 1000.0),
    )
}

async fn load(args: &Args) {
    let started = Instant::now();
    let deadline = started + Duration::from_secs(args.seconds);
    let mut tasks = tokio::task::JoinSet::new();
    for k in 0..args.clients {
        let p = player(args, k, deadline);
        tasks.spawn(p.play(k));
    }
    let mut all = Tally::default();
    while let Some(tally) = tasks.join_next().await {
        all.merge(tally.expect("a player does not panic"));
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{} clients for {seconds:.1} s against {} (board, nim and geography games in turn)",
        args.clients, args.url
    );
    println!(
        "{:<10} {:>8} {:>6} {:>6} {:>8} {:>8} {:>8} {:>8} {:>8}",
        "game", "requests", "errors", "games", "req/s", "p50 ms", "p90 ms", "p99 ms", "max ms"
    );
    let mut every = Vec::new();
    for game in GAMES {
        let k = game as usize;
        every.extend(all.latencies[k].iter().copied());
        println!("{}", report_line(game.name(), &mut all.latencies[k], all.errors[k], all.games[k], seconds));
    }
    let errors = all.errors.iter().sum();
    let games = all.games.iter().sum();
    println!("{}", report_line("all", &mut every, errors, games, seconds));
    for e in &all.first_errors {
        println!("error: {e}");
    }
    if errors > 0 {
        std::process::exit(1);
    }
}

async fn latency(args: &Args) {
    let mut p = player(args, 0, Instant::now() + Duration::from_secs(3600));
    let (text, free) = random_board(&mut p.rng, args.size, args.size);
    let mut timed = Vec::new();
    let mut walk: Vec<String> = Vec::new();
    let mut n_requests = 0;
    while timed.len() < args.requests {
        if walk.is_empty() {
            walk.push(free[p.rng.random_range(..free.len())].clone());
        }
        let body =
            json!({"input": text, "token": walk[0], "moves": walk[1..], "explain": true, "map_only": true});
        let started = Instant::now();
        let Ok(doc) = p.post(Game::Board, "board", &body).await else {
            eprintln!("{}", p.tally.first_errors.join("\n"));
            std::process::exit(1);
        };
        let took = started.elapsed();
        n_requests += 1;
        if n_requests > 10 {
            timed.push(took);
        }
        let game = &doc["game"];
        if game["game_over"] == true {
            walk.clear();
        } else {
            walk.push(format!("{},{}", game["engine_move"]["row"], game["engine_move"]["column"]));
        }
    }
    timed.sort_unstable();
    println!(
        "engine replies on a {0} x {0} token board (10% blocked), one at a time: {1} timed, median {2:.2} ms, p90 {3:.2} ms, max {4:.2} ms",
        args.size,
        timed.len(),
        quantile(&timed, 0.5),
        quantile(&timed, 0.9),
        quantile(&timed, 1.0),
    );
}

/// A client of small requests until `deadline`: the latency of each, and the errors.
async fn clicker(args: &Args, k: usize, deadline: Instant) -> (Vec<Duration>, Vec<String>) {
    let client = reqwest::Client::builder().no_proxy().build().expect("an HTTP client");
    let mut rng = Rng::seed_from_u64(args.seed.wrapping_add(k as u64));
    let (mut latencies, mut errors) = (Vec::new(), Vec::new());
    while Instant::now() < deadline {
        let (command, body) = match rng.random_range(0..5u32) {
            0 => {
                let piles: Vec<u64> =
                    (0..rng.random_range(3..=6)).map(|_| rng.random_range(1..=30u64)).collect();
                ("nim", json!({ "piles": piles, "play": true }))
            }
            1 => {
                let mut piles: Vec<u64> =
                    (0..rng.random_range(2..=6)).map(|_| rng.random_range(0..=20u64)).collect();
                piles.sort_unstable();
                ("staircase", json!({ "piles": piles }))
            }
            2 => {
                let heaps: Vec<u64> =
                    (0..rng.random_range(1..=4)).map(|_| rng.random_range(1..=60u64)).collect();
                ("heaps", json!({ "code": "0.77", "heaps": heaps }))
            }
            3 => {
                let size = rng.random_range(8..=30usize);
                let (text, _) = random_board(&mut rng, size, size);
                ("board", json!({ "input": text, "map_only": true }))
            }
            _ => ("octal", json!({ "code": "0.07", "until_periodic": true, "limit": 10_000, "show": 200 })),
        };
        let started = Instant::now();
        let res = client.post(format!("{}api/{command}", args.url)).json(&body).send().await;
        let outcome = match res {
            Err(err) => Err(format!("{command}: {err}")),
            Ok(res) => {
                let status = res.status();
                match res.bytes().await {
                    Err(err) => Err(format!("{command}: {status}: {err}")),
                    Ok(bytes) => {
                        let doc: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
                        if status == 200 && doc["command"] == command {
                            Ok(())
                        } else {
                            Err(format!("{command}: {status} {}", String::from_utf8_lossy(&bytes)))
                        }
                    }
                }
            }
        };
        latencies.push(started.elapsed());
        if let Err(e) = outcome {
            errors.push(e);
        }
    }
    (latencies, errors)
}

/// `--clients` clickers for `--seconds`: the report line, and whether all went well.
async fn click_phase(args: &Args, name: &str) -> bool {
    let started = Instant::now();
    let deadline = started + Duration::from_secs(args.seconds);
    let mut tasks = tokio::task::JoinSet::new();
    for k in 0..args.clients {
        let args = args.clone();
        tasks.spawn(async move { clicker(&args, k, deadline).await });
    }
    let (mut latencies, mut errors) = (Vec::new(), Vec::new());
    while let Some(res) = tasks.join_next().await {
        let (l, e) = res.expect("a client does not panic");
        latencies.extend(l);
        errors.extend(e);
    }
    let seconds = started.elapsed().as_secs_f64();
    println!("{}", report_line(name, &mut latencies, errors.len(), 0, seconds));
    for e in errors.iter().take(5) {
        println!("error: {e}");
    }
    errors.is_empty()
}

/// What happened to a long run: times in seconds from its request.
#[derive(Debug, Default)]
struct LongOutcome {
    status: u16,
    /// The first progress line that said it computes (not waiting).
    running: Option<f64>,
    /// Its last line (the document).
    ended: Option<f64>,
    computed: u64,
    partial: bool,
    stopped_by_bench: bool,
    error: Option<String>,
}

/// One long streamed run as client `long-K`, stopped by its id once `stop_at` passes.
async fn long_run(args: &Args, k: usize, stop_at: tokio::sync::watch::Receiver<bool>) -> LongOutcome {
    let client = reqwest::Client::builder().no_proxy().build().expect("an HTTP client");
    let body = json!({ "code": args.long_code, "max": args.long_max, "show": 10, "progress": true });
    let started = Instant::now();
    let mut out = LongOutcome::default();
    let res = client
        .post(format!("{}api/octal", args.url))
        .header("x-grundy-client", format!("long-{k}"))
        .json(&body)
        .send()
        .await;
    let mut res = match res {
        Ok(res) => res,
        Err(err) => {
            out.error = Some(err.to_string());
            return out;
        }
    };
    out.status = res.status().as_u16();
    if out.status != 200 {
        out.error = Some(res.text().await.unwrap_or_default());
        return out;
    }
    let (mut text, mut run_id) = (String::new(), None::<String>);
    let mut stop_at = stop_at;
    loop {
        tokio::select! {
            chunk = res.chunk() => {
                let Ok(Some(chunk)) = chunk else { break };
                text.push_str(&String::from_utf8_lossy(&chunk));
                while let Some(end) = text.find('\n') {
                    let line: String = text.drain(..=end).collect();
                    let doc: Value = serde_json::from_str(&line).unwrap_or(Value::Null);
                    match doc["command"].as_str() {
                        Some("octal-progress") => {
                            run_id = doc["run"].as_str().map(str::to_string);
                            if doc["waiting"] == false && out.running.is_none() {
                                out.running = Some(started.elapsed().as_secs_f64());
                            }
                        }
                        Some("octal") => {
                            out.ended = Some(started.elapsed().as_secs_f64());
                            out.computed = doc["computed"].as_u64().unwrap_or(0);
                            out.partial = doc["partial"] == true;
                        }
                        _ => out.error = Some(line.trim_end().to_string()),
                    }
                }
            }
            _ = stop_at.changed(), if !out.stopped_by_bench => {
                out.stopped_by_bench = true;
                if let Some(id) = &run_id {
                    let _ = client.post(format!("{}api/octal/stop", args.url)).json(&json!({ "run": id })).send().await;
                }
            }
        }
    }
    if out.ended.is_none() && out.error.is_none() {
        out.error = Some("the stream ended without a document".into());
    }
    out
}

async fn lanes(args: &Args) {
    println!(
        "{} clients of small requests (nim, staircase, heaps, a board of 8 to 30 squared, octal 0.07 to its period), {} s a phase, against {}",
        args.clients, args.seconds, args.url
    );
    println!(
        "{:<10} {:>8} {:>6} {:>6} {:>8} {:>8} {:>8} {:>8} {:>8}",
        "phase", "requests", "errors", "", "req/s", "p50 ms", "p90 ms", "p99 ms", "max ms"
    );
    let mut fine = click_phase(args, "alone").await;
    let (stop, stop_rx) = tokio::sync::watch::channel(false);
    let mut longs = tokio::task::JoinSet::new();
    for k in 0..args.long {
        let args = args.clone();
        let rx = stop_rx.clone();
        longs.spawn(async move { (k, long_run(&args, k, rx).await) });
    }
    // The long runs leave the fast lane after its budget: let them reach the long lane.
    tokio::time::sleep(Duration::from_millis(500)).await;
    fine &= click_phase(args, &format!("beside {}", args.long)).await;
    let wait = tokio::time::sleep(Duration::from_secs(args.long_wait));
    tokio::pin!(wait);
    let mut outcomes = Vec::new();
    loop {
        tokio::select! {
            next = longs.join_next() => match next {
                Some(res) => outcomes.push(res.expect("a long run does not panic")),
                None => break,
            },
            () = &mut wait, if !*stop.borrow() => { let _ = stop.send(true); }
        }
    }
    outcomes.sort_by_key(|(k, _)| *k);
    println!(
        "long runs: {} x octal {} to {} values, each streamed by its own client",
        args.long, args.long_code, args.long_max
    );
    println!(
        "{:<5} {:>6} {:>12} {:>10} {:>12} {:>8}",
        "run", "status", "computing s", "ended s", "values", "partial"
    );
    for (k, o) in &outcomes {
        let secs = |t: Option<f64>| t.map_or("-".to_string(), |t| format!("{t:.1}"));
        println!(
            "{k:<5} {:>6} {:>12} {:>10} {:>12} {:>8}{}",
            o.status,
            secs(o.running),
            secs(o.ended),
            o.computed,
            if o.partial { "yes" } else { "no" },
            if o.stopped_by_bench { " (stopped by the bench)" } else { "" },
        );
        if let Some(e) = &o.error {
            println!("error: long run {k}: {e}");
            fine = false;
        }
    }
    if !fine {
        std::process::exit(1);
    }
}

fn main() {
    let args = parse_args().unwrap_or_else(|e| {
        eprintln!("web_load: {e}");
        std::process::exit(2);
    });
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a tokio runtime");
    runtime.block_on(async {
        match args.mode.as_str() {
            "load" => load(&args).await,
            "lanes" => lanes(&args).await,
            _ => latency(&args).await,
        }
    });
}
