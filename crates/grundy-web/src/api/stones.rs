//! The stones area's endpoints (being built).

use std::sync::Arc;

use axum::Router;

use super::Endpoint;

/// The endpoints of this area.
pub(super) const ENDPOINTS: &[Endpoint] = &[];

pub(super) fn routes() -> Router<Arc<crate::State>> {
    Router::new()
}
