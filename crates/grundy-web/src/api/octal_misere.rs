//! The octal explorer's misère view: `POST /api/octal-misere` takes the request of
//! `grundy octal CODE --misere` ([`grundy_json::OctalRequest`] with `misere` set, as
//! `POST /api/octal` with `"misere": true` does: `code`, `max`, `max_order`, `show`) and
//! answers with its
//! `octal-misere` document, built by `grundy_json::octal_misere` as the CLI's is: the
//! misère quotient of the heaps done, and `stopped` when a bound (or the client leaving)
//! ended the run early.
//!
//! Bounds: `max` at most [`MAX_HEAPS`] heaps, `max_order` at most [`MAX_ORDER`] (413
//! beyond), so one request computes for seconds, not minutes; a client that goes away
//! stops the run (the lanes raise the library's stop flag).
//!
//! Lanes: a run starts on the fast lane with its budget (`Limits::fast_budget`); one
//! still going then is stopped and run again from heap 1 on the long lane (admitted
//! first: 503/429 with `Retry-After` when the lane is full), so a quotient of many
//! heaps never holds a fast-lane core. The run on the fast lane is lost work of at most
//! the budget (the quotient engine has no resume).

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use axum::body::Body;
use axum::extract::State;
use axum::response::Response;
use axum::routing::post;
use axum::Router;
use grundy::game::misere::quotient::{misere_quotient_run, QuotientConfig, QuotientError};
use grundy::game::octal::OctalGame;
use grundy_json::OctalRequest;

use super::{doc, read_json, Endpoint};
use crate::client::Client;
use crate::{compute, ApiError};

/// The most heaps a request may ask for.
const MAX_HEAPS: u64 = 1000;

/// The largest quotient order a request may allow.
const MAX_ORDER: usize = 256;

/// The endpoints of this area.
pub(super) const ENDPOINTS: &[Endpoint] = &[Endpoint {
    method: "POST",
    path: "/api/octal-misere",
    summary: "an octal game's misère quotient (Plambeck and Siegel), heap by heap until certified: order, generators and relations, P-portion, pretending function, period, and `stopped` when a bound ended the run; `grundy octal CODE --misere [--max N] [--max-order N] [--show N] --json` (max <= 1000, max_order <= 256)",
    example: Some(r#"{"code": "0.77", "max": 1000, "max_order": 64}"#),
}];

pub(super) fn routes() -> Router<Arc<crate::State>> {
    Router::new().route("/api/octal-misere", post(octal_misere))
}

/// The largest quotient order a request computes when it does not say.
const DEFAULT_MAX_ORDER: usize = 128;

async fn octal_misere(
    State(state): State<Arc<crate::State>>,
    client: Client,
    body: Body,
) -> Result<Response, ApiError> {
    let mut req: OctalRequest = read_json(&state, body).await?;
    req.misere = true;
    answer(&state, &client, req).await
}

/// The answer to a request for misère play (`misere` set), here or on `POST /api/octal`.
pub(super) async fn answer(
    state: &Arc<crate::State>,
    client: &Client,
    req: OctalRequest,
) -> Result<Response, ApiError> {
    let code = req.check()?;
    let game = OctalGame::parse(code).map_err(|err| ApiError::parse("code", &err))?;
    if req.max > MAX_HEAPS {
        return Err(ApiError::limit(format!(
            "max {}: the server computes at most {MAX_HEAPS} heaps",
            req.max
        )));
    }
    let max_order = req.max_order.unwrap_or(DEFAULT_MAX_ORDER);
    if max_order > MAX_ORDER {
        return Err(ApiError::limit(format!(
            "max_order {max_order}: the server computes quotients of at most {MAX_ORDER} elements"
        )));
    }
    let show = req.show.min(MAX_HEAPS + 1);
    let config = QuotientConfig::new(req.max).with_max_order(max_order);
    let budget = state.config.limits.fast_budget;
    let fast_game = game.clone();
    let first = compute::run_with_budget(state, budget, move |stop| {
        misere_quotient_run(&fast_game, &config, stop, &mut |_, _| {})
    })
    .await?;
    let run = match first {
        // Stopped by the budget (a client that went away drops this future instead).
        Ok(run) if matches!(run.stopped_by, Some(QuotientError::Stopped { .. })) => {
            let ticket = compute::admit(state, &client.0)?;
            compute::run_long(state, ticket, Arc::new(AtomicBool::new(false)), move |stop, _| {
                misere_quotient_run(&game, &config, stop, &mut |_, _| {})
            })
            .await?
        }
        other => other,
    };
    let res = run.map(|run| grundy_json::octal_misere(&run.quotient, show, run.stopped_by.as_ref()));
    let body = res.map_err(|err| ApiError::limit(err.to_string()))?;
    Ok(doc("octal-misere", body))
}
