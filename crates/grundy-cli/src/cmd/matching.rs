//! `grundy matching [FILE] [--format F] [--pairs] [--status] [--edges] [--cover]
//! [--independent-set] [--edge-cover] [--all]`: a maximum matching of a bipartite graph
//! and what it proves: the Dulmage-Mendelsohn status of every vertex and edge and the
//! König certificates, each checked by `verify_all` before printing.
//!
//! The input is any general format (edge list, DIMACS, Matrix Market, token board), read
//! and named by [`grundy::input`]. Edge lists and DIMACS graphs are two-coloured first; a
//! graph with an odd cycle goes to [`super::general::run_matching`]. Without flags only
//! the size is printed, and a board's is found by the grid engine without building a
//! graph; `--json` prints everything (the grid engine's matching, then the
//! Dulmage-Mendelsohn decomposition of the board's graph).

use std::io::Write;

use anyhow::Context;
use grundy::matching::{
    dulmage_mendelsohn, maximum_independent_set, minimum_edge_cover, minimum_vertex_cover, verify_all,
    CoarseBlock, EdgeClass, Side, VertexPart,
};
use grundy::{EdgeId, VertexId};

use crate::cmd::graph_input;
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

/// The first line of the text output: the matching's size and the graph's.
fn write_summary(
    out: &mut dyn Write,
    size: usize,
    n_left: usize,
    n_right: usize,
    n_edges: usize,
    perfect: bool,
) -> anyhow::Result<()> {
    let plural = if size == 1 { "" } else { "s" };
    let perfect = if perfect { ", perfect" } else { "" };
    writeln!(out, "maximum matching: {size} pair{plural} ({n_left} left + {n_right} right vertices, {n_edges} edges){perfect}")?;
    Ok(())
}

/// Runs `matching`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let input = args.input.read()?;
    let Some((n_left, n_right, n_edges)) = input.bipartite_sizes() else {
        return super::general::run_matching(&input, json, out);
    };
    // Only what will be printed is computed (a board's size alone needs no graph, and no
    // names).
    let want = |flag: bool| json || args.all || flag;
    let any_list = [args.pairs, args.status, args.edges, args.cover, args.independent_set, args.edge_cover];
    if !any_list.into_iter().any(want) {
        let size = input.maximum_matching_size();
        write_summary(out, size, n_left, n_right, n_edges, size == n_left && size == n_right)?;
        return Ok(Outcome::Done);
    }
    let view = input.bipartite().expect("the sizes came from the bipartite view");
    let graph = view.graph();
    let matching = view.maximum_matching();
    let dm = dulmage_mendelsohn(graph, &matching);
    let cover = minimum_vertex_cover(graph, &matching);
    let independent = maximum_independent_set(graph, &matching);
    let edge_cover = minimum_edge_cover(graph, &matching);
    verify_all(graph, &matching, &cover, &independent, &edge_cover)
        .context("internal error: a certificate failed")?;

    let name = |side: Side, v: VertexId| input.name(view.input_vertex(side, v)).to_string();
    let pairs: Vec<[String; 2]> = if want(args.pairs) {
        matching.pairs().map(|(u, w)| [name(Side::Left, u), name(Side::Right, w)]).collect()
    } else {
        Vec::new()
    };
    let edge = |e: EdgeId| {
        let (u, v) = input.edge_endpoints(&view, e);
        json::MatchingEdge {
            edge: e.index() + 1,
            u: input.name(u).to_string(),
            v: input.name(v).to_string(),
            class: None,
        }
    };
    let set_names =
        |set: &grundy::matching::VertexSet| set.vertices().map(|(s, v)| name(s, v)).collect::<Vec<_>>();
    let all_vertices: Vec<(Side, VertexId)> =
        if want(args.status) { input.vertices().filter_map(|v| view.place(v)).collect() } else { Vec::new() };
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
        format: input.format().name().to_string(),
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
    write_summary(
        out,
        report.size,
        report.left_vertices,
        report.right_vertices,
        report.edges,
        report.perfect,
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
