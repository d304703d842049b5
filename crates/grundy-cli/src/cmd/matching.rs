//! `grundy matching [FILE] [--format F] [--pairs] [--status] [--edges] [--cover]
//! [--independent-set] [--edge-cover] [--all]`: a maximum matching of a bipartite graph
//! and what it proves: the Dulmage-Mendelsohn status of every vertex and edge and the
//! König certificates, each checked by `verify_all` before printing.
//!
//! The input is any general format (edge list, DIMACS, Matrix Market, token board; see
//! [`super::graph_input`] for the vertex names). Edge lists and DIMACS graphs are
//! two-coloured first; a graph with an odd cycle goes to [`super::general::run_matching`].
//! Without flags only the size is printed; `--json` prints everything.

use std::io::Write;

use anyhow::Context;
use grundy::matching::{
    dulmage_mendelsohn, maximum_independent_set, maximum_matching, minimum_edge_cover, minimum_vertex_cover,
    verify_all, CoarseBlock, EdgeClass, Side, VertexPart,
};
use grundy::{EdgeId, VertexId};

use crate::cmd::graph_input::{self, GraphInput};
use crate::cmd::write_json;
use crate::{json, Outcome};

/// Arguments of `grundy matching`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) input: graph_input::GraphFileArgs,
    /// List the matched pairs.
    #[arg(long)]
    pub(crate) pairs: bool,
    /// List every vertex: covered by every maximum matching or not, and its block.
    #[arg(long)]
    pub(crate) status: bool,
    /// List every edge: necessary (in every maximum matching), optional (in some) or
    /// forbidden (in none).
    #[arg(long)]
    pub(crate) edges: bool,
    /// List a minimum vertex cover (König).
    #[arg(long)]
    pub(crate) cover: bool,
    /// List a maximum independent set.
    #[arg(long)]
    pub(crate) independent_set: bool,
    /// List a minimum edge cover (of the non-isolated vertices).
    #[arg(long)]
    pub(crate) edge_cover: bool,
    /// All of the above.
    #[arg(long)]
    pub(crate) all: bool,
}

fn part_name(part: VertexPart) -> &'static str {
    match part {
        VertexPart::Inessential => "inessential",
        VertexPart::Adjacent => "adjacent",
        VertexPart::Perfect => "perfect",
    }
}

fn block_name(block: CoarseBlock) -> &'static str {
    match block {
        CoarseBlock::Overdetermined => "over",
        CoarseBlock::Underdetermined => "under",
        CoarseBlock::WellDetermined => "well",
    }
}

fn class_name(class: EdgeClass) -> &'static str {
    match class {
        EdgeClass::Necessary => "necessary",
        EdgeClass::Optional => "optional",
        EdgeClass::Forbidden => "forbidden",
    }
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Left => "left",
        Side::Right => "right",
    }
}

/// The items joined by `separator`, after a space (nothing when there are none).
fn spaced(items: &[String], separator: &str) -> String {
    if items.is_empty() {
        String::new()
    } else {
        format!(" {}", items.join(separator))
    }
}

/// Runs `matching`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let input = match args.input.read()? {
        GraphInput::Bipartite(input) => input,
        GraphInput::General(graph) => return super::general::run_matching(&graph, json, out),
    };
    let graph = input.graph();
    let matching = maximum_matching(graph);
    let dm = dulmage_mendelsohn(graph, &matching);
    let cover = minimum_vertex_cover(graph, &matching);
    let independent = maximum_independent_set(graph, &matching);
    let edge_cover = minimum_edge_cover(graph, &matching);
    verify_all(graph, &matching, &cover, &independent, &edge_cover)
        .context("internal error: a certificate failed")?;

    // Only what will be printed is named (a million-vertex board needs no names for its
    // size alone).
    let want = |flag: bool| json || args.all || flag;
    let name = |side: Side, v: VertexId| input.name(side, v);
    let pairs: Vec<[String; 2]> = if want(args.pairs) {
        matching.pairs().map(|(u, w)| [name(Side::Left, u), name(Side::Right, w)]).collect()
    } else {
        Vec::new()
    };
    let edge = |e: EdgeId| {
        let (u, v) = input.edge_names(e);
        json::MatchingEdge { edge: e.index() + 1, u, v, class: None }
    };
    let set_names =
        |set: &grundy::matching::VertexSet| set.vertices().map(|(s, v)| name(s, v)).collect::<Vec<_>>();
    let all_vertices = if want(args.status) { input.vertices() } else { Vec::new() };
    let vertices: Vec<json::MatchingVertex> = all_vertices
        .into_iter()
        .map(|(side, v)| {
            let part = dm.vertex_status().part(side, v);
            json::MatchingVertex {
                name: name(side, v),
                side: side_name(side).to_string(),
                always_covered: part.is_essential(),
                part: part_name(part).to_string(),
                block: block_name(dm.coarse_block(side, v)).to_string(),
                fine_block: dm.fine_block(side, v).map(|b| b + 1),
                mate: matching.mate(side, v).map(|m| name(side.other(), m)),
            }
        })
        .collect();
    let report = json::Matching {
        format: input.format.to_string(),
        left_vertices: graph.n_left(),
        right_vertices: graph.n_right(),
        edges: graph.n_edges(),
        size: matching.size(),
        perfect: matching.is_perfect(),
        fine_blocks: dm.n_fine_blocks(),
        pairs,
        vertices,
        edge_classes: if want(args.edges) {
            graph
                .edges()
                .map(|(e, _, _)| json::MatchingEdge {
                    class: Some(class_name(dm.edge_class(e)).to_string()),
                    ..edge(e)
                })
                .collect()
        } else {
            Vec::new()
        },
        vertex_cover: if want(args.cover) { set_names(&cover) } else { Vec::new() },
        independent_set: if want(args.independent_set) { set_names(&independent) } else { Vec::new() },
        edge_cover: if want(args.edge_cover) {
            edge_cover.iter().map(|&e| edge(e)).collect()
        } else {
            Vec::new()
        },
    };
    if json {
        write_json(out, &report)?;
        return Ok(Outcome::Done);
    }
    writeln!(
        out,
        "maximum matching: {} pair{} ({} left + {} right vertices, {} edges){}",
        report.size,
        if report.size == 1 { "" } else { "s" },
        report.left_vertices,
        report.right_vertices,
        report.edges,
        if report.perfect { ", perfect" } else { "" }
    )?;
    if args.pairs || args.all {
        writeln!(out, "pairs:")?;
        for [u, w] in &report.pairs {
            writeln!(out, "  {u} -- {w}")?;
        }
    }
    if args.status || args.all {
        writeln!(
            out,
            "vertices (always: covered by every maximum matching; sometimes missed; block over/under/well-determined):"
        )?;
        for vertex in &report.vertices {
            let covered = if vertex.always_covered { "always covered" } else { "sometimes missed" };
            let fine = vertex.fine_block.map_or(String::new(), |b| format!(", fine block {b}"));
            writeln!(
                out,
                "  {} ({}): {covered}, {}-determined{fine}",
                vertex.name, vertex.side, vertex.block
            )?;
        }
    }
    if args.edges || args.all {
        let count = |c: &str| report.edge_classes.iter().filter(|e| e.class.as_deref() == Some(c)).count();
        writeln!(
            out,
            "edges ({} necessary: in every maximum matching, {} optional: in some, {} forbidden: in none):",
            count("necessary"),
            count("optional"),
            count("forbidden")
        )?;
        for e in &report.edge_classes {
            writeln!(out, "  {}. {} -- {}: {}", e.edge, e.u, e.v, e.class.as_deref().unwrap_or(""))?;
        }
    }
    if args.cover || args.all {
        writeln!(
            out,
            "minimum vertex cover ({}): {}",
            report.vertex_cover.len(),
            report.vertex_cover.join(" ")
        )?;
    }
    if args.independent_set || args.all {
        writeln!(
            out,
            "maximum independent set ({}):{}",
            report.independent_set.len(),
            spaced(&report.independent_set, " ")
        )?;
    }
    if args.edge_cover || args.all {
        let list: Vec<String> = report.edge_cover.iter().map(|e| format!("{} -- {}", e.u, e.v)).collect();
        writeln!(out, "minimum edge cover ({}):{}", list.len(), spaced(&list, ", "))?;
    }
    Ok(Outcome::Done)
}
