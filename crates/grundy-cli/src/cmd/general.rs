//! Matching and vertex geography on general graphs (odd cycles allowed):
//! [`run_matching`] prints a maximum matching, the Gallai-Edmonds sets D, A, C and the
//! Tutte-Berge certificate; [`run_geography`] prints who wins from every vertex with a
//! winning move, or with `--start V` the winner's strategy from `V`.
//!
//! Both take an already read [`GraphInput`]; `grundy matching` and `grundy geography`
//! call them for edge lists and DIMACS graphs that are not bipartite.

use std::io::Write;

use anyhow::Context;
use grundy::game::geography::{general_geography_strategy, solve_general_geography};
use grundy::input::GraphInput;
use grundy::matching::{gallai_edmonds, is_bipartite, tutte_berge_verify, GeneralMatching, VertexPart};
use grundy::{Graph, VertexId};

use crate::cmd::write_json;
use crate::{json, Outcome};

fn pair_names(named: &GraphInput, matching: &GeneralMatching) -> Vec<[String; 2]> {
    matching.pairs().map(|(u, w)| [named.name(u).to_string(), named.name(w).to_string()]).collect()
}

/// The graph of an input that is not bipartite (an edge list or DIMACS graph).
fn general(named: &GraphInput) -> &Graph {
    named.general().expect("a graph with an odd cycle comes from an edge list or DIMACS")
}

/// Prints a maximum matching of any graph, its Gallai-Edmonds sets and the Tutte-Berge
/// certificate (checked by the independent verifier before printing).
pub(crate) fn run_matching(named: &GraphInput, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let graph = general(named);
    let res = gallai_edmonds(graph);
    let barrier = res.barrier();
    let proof = tutte_berge_verify(graph, res.matching(), &barrier).context("certificate check failed")?;
    let names_in = |part| res.vertices_in(part).map(|v| named.name(v).to_string()).collect::<Vec<_>>();
    let report = json::GeneralMatchingReport {
        vertices: graph.n_vertices(),
        edges: graph.n_edges(),
        bipartite: is_bipartite(graph),
        size: res.matching().size(),
        perfect: res.matching().is_perfect(),
        pairs: pair_names(named, res.matching()),
        d: names_in(VertexPart::Inessential),
        a: names_in(VertexPart::Adjacent),
        c: names_in(VertexPart::Perfect),
        certificate: json::TutteBergeCertificate {
            witness: "A".to_string(),
            witness_size: proof.witness_size,
            odd_components: proof.odd_components,
            bound: proof.bound,
            verified: true,
        },
    };
    if json {
        write_json(out, &report)?;
        return Ok(Outcome::Done);
    }
    let engine = if report.bipartite { "bipartite" } else { "not bipartite (blossom)" };
    writeln!(out, "vertices: {}, edges: {}, {engine}", report.vertices, report.edges)?;
    let perfect = if report.perfect { " (perfect)" } else { "" };
    let plural = if report.size == 1 { "" } else { "s" };
    writeln!(out, "maximum matching: {} pair{plural}{perfect}", report.size)?;
    for [u, w] in &report.pairs {
        writeln!(out, "  {u} {w}")?;
    }
    let list = |names: &[String]| if names.is_empty() { "-".to_string() } else { names.join(" ") };
    writeln!(out, "D (missed by some maximum matching), {}: {}", report.d.len(), list(&report.d))?;
    writeln!(out, "A (neighbours of D outside D), {}: {}", report.a.len(), list(&report.a))?;
    writeln!(out, "C (the rest), {}: {}", report.c.len(), list(&report.c))?;
    writeln!(
        out,
        "certificate (Tutte-Berge, witness A, verified): ({} + {} - {} odd components of G - A) / 2 = {} = matching size",
        report.vertices, proof.witness_size, proof.odd_components, proof.bound
    )?;
    Ok(Outcome::Done)
}

/// Prints who wins vertex geography from every vertex of any graph and a winning move, or
/// with `start` the verdict from that vertex and the winner's strategy. Returns
/// [`Outcome::No`] when `start` is given and the player to move from it loses.
pub(crate) fn run_geography(
    named: &GraphInput,
    start: Option<VertexId>,
    json: bool,
    out: &mut dyn Write,
) -> anyhow::Result<Outcome> {
    let graph = general(named);
    let game = solve_general_geography(graph);
    let verdict = |v: VertexId| json::GeneralGeographyVerdict {
        vertex: named.name(v).to_string(),
        wins: game.mover_wins(v),
        winning_move: game.winning_move(v).map(|to| named.name(to).to_string()),
    };
    let start_report = start.map(|v| {
        let strategy = general_geography_strategy(graph, &game, v);
        let wins = game.mover_wins(v);
        json::GeneralGeographyStart {
            vertex: named.name(v).to_string(),
            wins,
            winning_move: game.winning_move(v).map(|to| named.name(to).to_string()),
            winner: if wins { "mover" } else { "opponent" }.to_string(),
            strategy: pair_names(named, &strategy),
        }
    });
    let report = json::GeneralGeographyReport {
        vertices: graph.n_vertices(),
        edges: graph.n_edges(),
        bipartite: is_bipartite(graph),
        matching_size: game.decomposition().matching().size(),
        verdicts: if start.is_some() {
            Vec::new()
        } else {
            (0..graph.n_vertices()).map(|v| verdict(VertexId::new(v))).collect()
        },
        start: start_report,
    };
    let outcome = match &report.start {
        Some(start) if !start.wins => Outcome::No,
        _ => Outcome::Done,
    };
    if json {
        write_json(out, &report)?;
        return Ok(outcome);
    }
    match &report.start {
        None => {
            let n_wins = report.verdicts.iter().filter(|v| v.wins).count();
            writeln!(
                out,
                "vertices: {}, edges: {}, maximum matching size: {}; the player to move wins from {n_wins}, loses from {}",
                report.vertices,
                report.edges,
                report.matching_size,
                report.vertices - n_wins
            )?;
            for v in &report.verdicts {
                match &v.winning_move {
                    Some(to) => writeln!(out, "{}: wins, move to {to}", v.vertex)?,
                    None => writeln!(out, "{}: loses", v.vertex)?,
                }
            }
        }
        Some(start) => {
            match &start.winning_move {
                Some(to) => {
                    writeln!(out, "from {}: the player to move wins, first move to {to}", start.vertex)?
                }
                None => writeln!(out, "from {}: the player to move loses", start.vertex)?,
            }
            let (who, covers) =
                if start.wins { ("the player to move", "covers") } else { ("the opponent", "leaves free") };
            writeln!(
                out,
                "strategy: {who} always moves the token to the mate of the vertex it stands on, in this maximum matching ({covers} {}):",
                start.vertex
            )?;
            for [u, w] in &start.strategy {
                writeln!(out, "  {u} {w}")?;
            }
        }
    }
    Ok(outcome)
}
