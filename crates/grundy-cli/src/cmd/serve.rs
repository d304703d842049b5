//! `grundy serve [--port P] [--host H] [--assets DIR]`: starts the web app
//! ([`grundy_web`]) and prints its address; runs until Ctrl-C.

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
}

/// Runs `serve` until Ctrl-C.
pub(crate) fn run(args: &Args) -> anyhow::Result<Outcome> {
    let mut config = grundy_web::Config::default();
    config.assets_dir = args.assets.clone();
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
