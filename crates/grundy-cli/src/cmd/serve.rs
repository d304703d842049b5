//! `grundy serve [--port P] [--host H] [--assets DIR] [lane flags]`: starts the web app
//! ([`grundy_web`]) and prints its address; runs until Ctrl-C. The lane flags set the
//! server's `Limits` of the fast and the long lane; the others keep their defaults.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;

use anyhow::Context;

use crate::Outcome;

/// Arguments of `grundy serve`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The port to listen on (0 picks a free one and prints it).
    #[arg(long, default_value_t = 8642)]
    pub(crate) port: u16,
    /// The address to listen on. The default serves this machine only; `0.0.0.0` serves
    /// the network too (the server has no authentication).
    #[arg(long, default_value_t = IpAddr::V4(Ipv4Addr::LOCALHOST))]
    pub(crate) host: IpAddr,
    /// Serve the page's files from this folder instead of the copies built into the
    /// binary (for working on the front end: crates/grundy-web/web).
    #[arg(long, value_name = "DIR", hide = true)]
    pub(crate) assets: Option<PathBuf>,
    /// Small computations at once (the fast lane; a click's answer). Default: the
    /// machine's cores.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024), help_heading = "Lanes")]
    pub(crate) parallel: Option<u32>,
    /// Long runs computing at once (the long lane: octal runs past --fast-budget-ms,
    /// boards and graphs of more than 256 KiB). Default: the cores less one, at least 1,
    /// so that clicks keep a core.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024), help_heading = "Lanes")]
    pub(crate) long_parallel: Option<u32>,
    /// Threads one long octal run may use. Default: as --long-parallel.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024), help_heading = "Lanes")]
    pub(crate) long_threads: Option<u32>,
    /// Long runs that may wait in line for a slot; beyond, the server answers 503 with
    /// Retry-After. Default: 4 times --long-parallel.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=100_000), help_heading = "Lanes")]
    pub(crate) long_queue: Option<u32>,
    /// Long runs one client (a page's tab, else an address) may have running or waiting;
    /// beyond, the server answers 429 with Retry-After.
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=100_000), help_heading = "Lanes")]
    pub(crate) long_per_client: u32,
    /// How long an octal run computes on the fast lane before it moves to the long lane.
    #[arg(long, value_name = "MS", default_value_t = 50, value_parser = clap::value_parser!(u64).range(0..=60_000), help_heading = "Lanes")]
    pub(crate) fast_budget_ms: u64,
}

/// Runs `serve` until Ctrl-C.
pub(crate) fn run(args: &Args) -> anyhow::Result<Outcome> {
    let mut config = grundy_web::Config::default();
    config.assets_dir = args.assets.clone();
    let limits = &mut config.limits;
    if let Some(n) = args.parallel {
        limits.max_parallel = n as usize;
    }
    if let Some(n) = args.long_parallel {
        limits.long_parallel = n as usize;
        limits.long_threads = n as usize;
        limits.long_queue = 4 * n as usize;
    }
    if let Some(n) = args.long_threads {
        limits.long_threads = n as usize;
    }
    if let Some(n) = args.long_queue {
        limits.long_queue = n as usize;
    }
    limits.long_per_client = args.long_per_client as usize;
    limits.fast_budget = std::time::Duration::from_millis(args.fast_budget_ms);
    let addr = SocketAddr::new(args.host, args.port);
    grundy_web::run(addr, config, |bound| {
        let host = match bound.ip() {
            ip if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
            ip => ip,
        };
        let url = SocketAddr::new(host, bound.port());
        println!("grundy serve: listening on http://{url}/ (the API: http://{url}/api); Ctrl-C stops");
    })
    .with_context(|| format!("serve on {addr}"))?;
    Ok(Outcome::Done)
}
