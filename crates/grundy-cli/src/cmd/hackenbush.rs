//! `grundy hackenbush [FILE] [--format F] [--ground V]...`: Green Hackenbush on an edge
//! list or DIMACS graph (read by [`grundy::input`]; a file that looks like a board or a
//! game record is refused with what it looks like).
//!
//! Prints the Grundy value, the verdict for the player to move and, when that player wins,
//! a winning cut (the first in file order). Exit code 1 when the player to move loses.

use std::io::Write;

use anyhow::bail;
use grundy::game::hackenbush::{GreenHackenbush, MOVE_SEARCH_BUDGET};
use grundy::input::GraphInput;
use grundy::VertexId;

use crate::cmd::graph_input::{read_general, GraphFileArgs};
use crate::{json, Outcome};

/// Arguments of `grundy hackenbush`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The graph: an edge list (one edge `u v` per line; vertex names are numbers or
    /// words; `#` starts a comment) or a DIMACS graph. Loops and parallel edges are allowed.
    #[command(flatten)]
    pub(crate) input: GraphFileArgs,
    /// A ground vertex, by name (repeat for several; all of them act as one ground).
    /// Default: the vertex named `1` if there is one, else the first vertex in the file.
    #[arg(long = "ground", value_name = "V")]
    pub(crate) ground: Vec<String>,
}

/// Runs `hackenbush`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let named = read_general(&args.input, "hackenbush")?;
    let ground = ground_vertices(&named, &args.ground, &args.input.display_name())?;
    let graph = named.general().expect("read_general reads a general graph");
    let game = GreenHackenbush::new(graph, &ground);
    let value = game.value();
    let cost = game.move_search_cost();
    let search = game.moves_to_within(0, MOVE_SEARCH_BUDGET);
    let edge_dto = |edge: grundy::EdgeId| {
        let (u, v) = graph.endpoints(edge);
        json::HackenbushEdge {
            edge: edge.index() + 1,
            u: named.name(u).to_string(),
            v: named.name(v).to_string(),
        }
    };
    if json {
        let dto = json::Hackenbush {
            vertex_count: graph.n_vertices(),
            edge_count: graph.n_edges(),
            live_edge_count: graph.edges().filter(|&(e, _, _)| game.is_live(e)).count(),
            ground: ground.iter().map(|&g| named.name(g).to_string()).collect(),
            value,
            mover_wins: value != 0,
            winning_move: search.moves.first().map(|&e| edge_dto(e)),
            winning_moves: search.moves.iter().map(|&e| edge_dto(e)).collect(),
            winning_moves_complete: search.complete,
            move_search_cost: cost,
            move_search_limit: MOVE_SEARCH_BUDGET,
        };
        super::write_json(out, "hackenbush", dto)?;
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
                    "winning move: not found within the search limit (estimated cost {cost}, limit {MOVE_SEARCH_BUDGET})"
                )?,
            }
        }
    }
    Ok(if value != 0 { Outcome::Done } else { Outcome::No })
}

/// The ground vertices named on the command line, or the default one.
fn ground_vertices(named: &GraphInput, names: &[String], file: &str) -> anyhow::Result<Vec<VertexId>> {
    if names.is_empty() {
        let default = named.find("1").or_else(|| (named.n_vertices() > 0).then(|| VertexId::new(0)));
        return Ok(default.into_iter().collect());
    }
    let mut ground = Vec::new();
    for name in names {
        match named.find(name) {
            Some(v) => ground.push(v),
            None => bail!("hackenbush: --ground {name}: no vertex named `{name}` in {file}"),
        }
    }
    Ok(ground)
}
