//! `grundy matching [FILE] [--format F] [--pairs] [--status] [--edges] [--cover]
//! [--independent-set] [--edge-cover] [--all]`: a maximum matching of any graph and what
//! it proves: every vertex's Gallai-Edmonds part, and the certificate that the matching is
//! maximum.
//!
//! The input is any general format (edge list, DIMACS, Matrix Market, token board), read
//! and named by [`grundy::input`]. One shape for every graph: the size, the pairs
//! (`--pairs`) and every vertex's part and mate (`--status`). Bipartite graphs add the
//! Dulmage-Mendelsohn side and blocks of each vertex, the edge classes (`--edges`) and the
//! König certificates (`--cover`, `--independent-set`, `--edge-cover`), each checked by
//! `verify_all`; graphs with an odd cycle add the Tutte-Berge certificate (with
//! `--status`), checked by `tutte_berge_verify`. The bipartite-only flags on a graph with
//! an odd cycle are an error that names the cycle. Without flags only the size is printed,
//! and a board's is found by the grid engine without building a graph; `--json` prints
//! everything that applies.

use std::io::Write;

use anyhow::{bail, Context};
use grundy::input::GraphInput;
use grundy::matching::{
    bipartition, dulmage_mendelsohn, gallai_edmonds, maximum_independent_set, minimum_edge_cover,
    minimum_vertex_cover, tutte_berge_verify, verify_all, Side,
};
use grundy::{EdgeId, VertexId};

use crate::cmd::{graph_input, write_json};
use crate::{json, Outcome};

/// Arguments of `grundy matching`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) input: graph_input::GraphFileArgs,
    /// List the matched pairs.
    #[arg(long)]
    pub(crate) pairs: bool,
    /// List every vertex: its part (missable: some maximum matching misses it; adjacent;
    /// perfect) and, on bipartite graphs, its side and block; on other graphs, also the
    /// Tutte-Berge certificate.
    #[arg(long)]
    pub(crate) status: bool,
    /// Bipartite graphs: list every edge, necessary (in every maximum matching), optional
    /// (in some) or forbidden (in none).
    #[arg(long)]
    pub(crate) edges: bool,
    /// Bipartite graphs: list a minimum vertex cover (König).
    #[arg(long)]
    pub(crate) cover: bool,
    /// Bipartite graphs: list a maximum independent set.
    #[arg(long)]
    pub(crate) independent_set: bool,
    /// Bipartite graphs: list a minimum edge cover (of the non-isolated vertices).
    #[arg(long)]
    pub(crate) edge_cover: bool,
    /// All of the above that apply to the graph.
    #[arg(long)]
    pub(crate) all: bool,
}

impl Args {
    /// Whether the part a `flag` asks for is printed: with `--json` and `--all`, every part.
    fn wants(&self, json: bool, flag: bool) -> bool {
        json || self.all || flag
    }
}

/// The vocabulary's name of a part: `missable` (D), `adjacent` (A), `perfect` (C).
fn spaced(items: &[String], separator: &str) -> String {
    if items.is_empty() {
        String::new()
    } else {
        format!(" {}", items.join(separator))
    }
}

/// The first line of the text output: the matching's size and the graph's.
fn write_summary(out: &mut dyn Write, report: &json::Matching) -> anyhow::Result<()> {
    let size = report.matching_size;
    let plural = if size == 1 { "" } else { "s" };
    let perfect = if report.perfect { ", perfect" } else { "" };
    let kind = match &report.sides {
        Some(sides) => format!("bipartite, {} left + {} right", sides.left, sides.right),
        None => "with an odd cycle".to_string(),
    };
    writeln!(
        out,
        "maximum matching: {size} pair{plural} ({} vertices, {} edges; {kind}){perfect}",
        report.vertex_count, report.edge_count
    )?;
    Ok(())
}

/// Runs `matching`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let input = args.input.read()?;
    let want = |flag: bool| args.wants(json, flag);
    let bipartite_only = [("--edges", args.edges), ("--cover", args.cover)]
        .into_iter()
        .chain([("--independent-set", args.independent_set), ("--edge-cover", args.edge_cover)]);
    let mut report = match input.bipartite_sizes() {
        Some(_) => bipartite_report(&input, args, json)?,
        None => {
            if let Some((flag, _)) = bipartite_only.into_iter().find(|&(_, on)| on) {
                let graph = input.general().expect("a graph with an odd cycle is a general graph");
                let cycle = bipartition(graph).expect_err("the graph has an odd cycle");
                let names: Vec<String> =
                    cycle.vertices().iter().map(|&v| input.name(v).to_string()).collect();
                bail!(
                    "{flag} needs a bipartite graph, and this one has an odd cycle: {} - {}",
                    names.join(" - "),
                    names[0]
                );
            }
            general_report(&input, args, json)?
        }
    };
    if json {
        write_json(out, "matching", report)?;
        return Ok(Outcome::Done);
    }
    write_summary(out, &report)?;
    if want(args.pairs) {
        writeln!(out, "matching:")?;
        for [u, w] in &report.matching {
            writeln!(out, "  {u} -- {w}")?;
        }
    }
    if want(args.status) {
        writeln!(
            out,
            "vertices (missable: some maximum matching misses it; adjacent: always covered, next to a missable one; perfect: the rest):"
        )?;
        for vertex in &report.vertices {
            let side = vertex.side.as_ref().map_or(String::new(), |s| format!(" ({s})"));
            let block = vertex.block.as_ref().map_or(String::new(), |b| format!(", {b}-determined"));
            let fine = vertex.fine_block.map_or(String::new(), |b| format!(", fine block {b}"));
            writeln!(out, "  {}{side}: {}{block}{fine}", vertex.vertex, vertex.part)?;
        }
        if let Some(proof) = &report.tutte_berge {
            writeln!(
                out,
                "certificate (Tutte-Berge, U = the adjacent vertices, verified): ({} + {} - {} odd components of G - U) / 2 = {} = matching size",
                report.vertex_count, proof.witness_size, proof.odd_components, proof.bound
            )?;
        }
    }
    if let Some(edges) = report.edge_classes.take() {
        let count = |c: &str| edges.iter().filter(|e| e.class.as_deref() == Some(c)).count();
        writeln!(
            out,
            "edges ({} necessary: in every maximum matching, {} optional: in some, {} forbidden: in none):",
            count("necessary"),
            count("optional"),
            count("forbidden")
        )?;
        for e in &edges {
            writeln!(out, "  {}. {} -- {}: {}", e.edge, e.u, e.v, e.class.as_deref().unwrap_or(""))?;
        }
    }
    if let Some(cover) = &report.vertex_cover {
        writeln!(out, "minimum vertex cover ({}): {}", cover.len(), cover.join(" "))?;
    }
    if let Some(set) = &report.independent_set {
        writeln!(out, "maximum independent set ({}):{}", set.len(), spaced(set, " "))?;
    }
    if let Some(cover) = &report.edge_cover {
        let list: Vec<String> = cover.iter().map(|e| format!("{} -- {}", e.u, e.v)).collect();
        writeln!(out, "minimum edge cover ({}):{}", list.len(), spaced(&list, ", "))?;
    }
    Ok(Outcome::Done)
}

/// The report of a bipartite graph: what the flags (or `--json`) ask for, nothing more (a
/// board's size alone needs no graph and no names).
fn bipartite_report(input: &GraphInput, args: &Args, json: bool) -> anyhow::Result<json::Matching> {
    let want = |flag: bool| args.wants(json, flag);
    let (n_left, n_right, n_edges) = input.bipartite_sizes().expect("the caller checked");
    let mut report = json::Matching {
        format: input.format().name().to_string(),
        bipartite: true,
        vertex_count: n_left + n_right,
        edge_count: n_edges,
        matching_size: 0,
        perfect: false,
        matching: Vec::new(),
        vertices: Vec::new(),
        tutte_berge: None,
        sides: Some(json::Sides { left: n_left, right: n_right }),
        fine_block_count: None,
        edge_classes: None,
        vertex_cover: None,
        independent_set: None,
        edge_cover: None,
    };
    let lists = [args.pairs, args.status, args.edges, args.cover, args.independent_set, args.edge_cover];
    if !lists.into_iter().any(want) {
        report.matching_size = input.maximum_matching_size();
        report.perfect = report.matching_size == n_left && report.matching_size == n_right;
        return Ok(report);
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
    report.matching_size = matching.size();
    report.perfect = matching.is_perfect();
    if want(args.pairs) {
        report.matching =
            matching.pairs().map(|(u, w)| [name(Side::Left, u), name(Side::Right, w)]).collect();
    }
    if want(args.status) {
        report.fine_block_count = Some(dm.n_fine_blocks());
        report.vertices = input
            .vertices()
            .filter_map(|v| view.place(v))
            .map(|(side, v)| json::MatchingVertex {
                vertex: name(side, v),
                part: dm.vertex_status().part(side, v).name().to_string(),
                mate: matching.mate(side, v).map(|m| name(side.other(), m)),
                side: Some(side.name().to_string()),
                block: Some(dm.coarse_block(side, v).name().to_string()),
                fine_block: dm.fine_block(side, v).map(|b| b + 1),
            })
            .collect();
    }
    if want(args.edges) {
        let classes = graph.edges().map(|(e, _, _)| json::MatchingEdge {
            class: Some(dm.edge_class(e).name().to_string()),
            ..edge(e)
        });
        report.edge_classes = Some(classes.collect());
    }
    report.vertex_cover = want(args.cover).then(|| set_names(&cover));
    report.independent_set = want(args.independent_set).then(|| set_names(&independent));
    report.edge_cover = want(args.edge_cover).then(|| edge_cover.iter().map(|&e| edge(e)).collect());
    Ok(report)
}

/// The report of a graph with an odd cycle: the matching by the blossom algorithm, the
/// Gallai-Edmonds parts and the Tutte-Berge certificate (checked by the independent
/// verifier before printing).
fn general_report(input: &GraphInput, args: &Args, json: bool) -> anyhow::Result<json::Matching> {
    let want = |flag: bool| args.wants(json, flag);
    let graph = input.general().expect("a graph with an odd cycle is a general graph");
    let res = gallai_edmonds(graph);
    let barrier = res.barrier();
    let proof = tutte_berge_verify(graph, res.matching(), &barrier)
        .context("internal error: the certificate failed")?;
    let name = |v: VertexId| input.name(v).to_string();
    let matching = res.matching();
    Ok(json::Matching {
        format: input.format().name().to_string(),
        bipartite: false,
        vertex_count: graph.n_vertices(),
        edge_count: graph.n_edges(),
        matching_size: matching.size(),
        perfect: matching.is_perfect(),
        matching: if want(args.pairs) {
            matching.pairs().map(|(u, w)| [name(u), name(w)]).collect()
        } else {
            Vec::new()
        },
        vertices: if want(args.status) {
            input
                .vertices()
                .map(|v| json::MatchingVertex {
                    vertex: name(v),
                    part: res.part(v).name().to_string(),
                    mate: matching.mate(v).map(name),
                    side: None,
                    block: None,
                    fine_block: None,
                })
                .collect()
        } else {
            Vec::new()
        },
        tutte_berge: want(args.status).then_some(json::TutteBerge {
            witness_size: proof.witness_size,
            odd_components: proof.odd_components,
            bound: proof.bound,
            verified: true,
        }),
        sides: None,
        fine_block_count: None,
        edge_classes: None,
        vertex_cover: None,
        independent_set: None,
        edge_cover: None,
    })
}
