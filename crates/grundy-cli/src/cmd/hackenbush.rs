//! `grundy hackenbush [FILE] [--ground V]...`: Green Hackenbush on a plain edge list.
//!
//! Prints the Grundy value, the verdict for the player to move and, when that player wins,
//! a winning cut (the first in file order). Exit code 1 when the player to move loses.

use std::io::Write;
use std::path::PathBuf;

use anyhow::bail;
use grundy::game::hackenbush::GreenHackenbush;
use grundy::{NamedGraph, VertexId};

use crate::{input, json, Outcome};

/// The budget of the winning-move search inside 2-edge-connected components (about a
/// second): the search is linear for trees and small cycles, but quadratic in the size of
/// a component. Cuts of bridges are always searched.
const MOVE_SEARCH_LIMIT: u64 = 100_000_000;

/// Arguments of `grundy hackenbush`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Edge list: one edge `u v` per line; vertex names are numbers or words; `#` starts a
    /// comment. Loops and parallel edges are allowed. Standard input when omitted or `-`.
    pub(crate) file: Option<PathBuf>,
    /// A ground vertex, by name (repeat for several; all of them act as one ground).
    /// Default: the vertex named `1` if there is one, else the first vertex in the file.
    #[arg(long = "ground", value_name = "V")]
    pub(crate) ground: Vec<String>,
}

/// Runs `hackenbush`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let named: NamedGraph = input::parse_file(args.file.as_deref(), grundy::format::parse_edge_list)?;
    let ground = ground_vertices(&named, &args.ground, &input::display_name(args.file.as_deref()))?;
    let graph = &named.graph;
    let game = GreenHackenbush::new(graph, &ground);
    let value = game.value();
    let cost = game.move_search_cost();
    let search = game.moves_to_within(0, MOVE_SEARCH_LIMIT);
    let edge_dto = |edge: grundy::EdgeId| {
        let (u, v) = graph.endpoints(edge);
        json::HackenbushEdge {
            edge: edge.index() + 1,
            u: named.names[u.index()].clone(),
            v: named.names[v.index()].clone(),
        }
    };
    if json {
        let dto = json::Hackenbush {
            vertices: graph.n_vertices(),
            edges: graph.n_edges(),
            live_edges: graph.edges().filter(|&(e, _, _)| game.is_live(e)).count(),
            ground: ground.iter().map(|g| named.names[g.index()].clone()).collect(),
            value,
            wins: value != 0,
            winning_moves: search.moves.iter().map(|&e| edge_dto(e)).collect(),
            complete: search.complete,
            move_search_cost: cost,
            move_search_limit: MOVE_SEARCH_LIMIT,
        };
        super::write_json(out, &dto)?;
    } else {
        writeln!(out, "value: {value}")?;
        let verdict = if value != 0 { "wins" } else { "loses" };
        writeln!(out, "player to move: {verdict}")?;
        if value != 0 {
            match search.moves.first() {
                Some(&first) => {
                    let first = edge_dto(first);
                    let others = match (search.moves.len(), search.complete) {
                        (1, true) => "the only winning move".to_string(),
                        (count, true) => format!("one of {count} winning moves"),
                        (count, false) => format!("one of {count} found before the search limit"),
                    };
                    writeln!(out, "winning move: cut edge {} ({} {}), {others}", first.edge, first.u, first.v)?;
                }
                // A non-zero value always has a move to zero, so the search was cut short.
                None => writeln!(
                    out,
                    "winning move: not found within the search limit (estimated cost {cost}, limit {MOVE_SEARCH_LIMIT})"
                )?,
            }
        }
    }
    Ok(if value != 0 { Outcome::Done } else { Outcome::No })
}

/// The ground vertices named on the command line, or the default one.
fn ground_vertices(named: &NamedGraph, names: &[String], file: &str) -> anyhow::Result<Vec<VertexId>> {
    if names.is_empty() {
        let default =
            named.vertex_by_name("1").or_else(|| (!named.names.is_empty()).then(|| VertexId::new(0)));
        return Ok(default.into_iter().collect());
    }
    let mut ground = Vec::new();
    for name in names {
        match named.vertex_by_name(name) {
            Some(v) => ground.push(v),
            None => bail!("hackenbush: --ground {name}: no vertex named `{name}` in {file}"),
        }
    }
    Ok(ground)
}
