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
//! everything that applies: the document [`json::matching`] builds, which the web
//! server's `POST /api/matching` answers too. `--dmperm` permutes a Matrix Market matrix
//! instead, as MATLAB's `dmperm` does (the `dmperm` document of [`json::dmperm_doc`]).

use std::io::Write;

use anyhow::Context;

use crate::cmd::{graph_input, write_json};
use crate::{json, Outcome};

/// Arguments of `grundy matching`: the graph file, the request (declared once, with the
/// web API), and `--dmperm`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) input: graph_input::GraphFileArgs,
    #[command(flatten)]
    pub(crate) request: json::MatchingRequest,
    /// Matrix Market matrices: the Dulmage-Mendelsohn permutation instead, MATLAB's
    /// `[p,q,r,s,cc,rr] = dmperm(A)` (1-based): A(p,q) is block upper triangular, with
    /// the under-, well- and over-determined parts and the fine blocks.
    #[arg(long, conflicts_with_all = ["pairs", "status", "edges", "cover", "independent_set", "edge_cover", "all"])]
    pub(crate) dmperm: bool,
}

impl Args {
    /// Whether the part a `flag` asks for is printed: with `--json` and `--all`, every part.
    fn wants(&self, json: bool, flag: bool) -> bool {
        json || self.request.all || flag
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

/// One line `name: v1 v2 ...` of the dmperm text.
fn write_vector(out: &mut dyn Write, name: &str, values: &[usize]) -> anyhow::Result<()> {
    let items: Vec<String> = values.iter().map(usize::to_string).collect();
    writeln!(out, "{name}:{}", spaced(&items, " "))?;
    Ok(())
}

/// Runs `matching --dmperm`: the document, or its text (a summary, the coarse parts'
/// sizes, then MATLAB's six vectors).
fn run_dmperm(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let input = args.input.read()?;
    let doc = json::dmperm_doc(&input).with_context(|| format!("in {}", args.input.display_name()))?;
    if json {
        write_json(out, "dmperm", doc)?;
        return Ok(Outcome::Done);
    }
    let (rr, cc) = (&doc.rr, &doc.cc);
    writeln!(
        out,
        "dmperm: {} x {} matrix, {} entries, structural rank {}, {} fine blocks",
        doc.rows, doc.columns, doc.entry_count, doc.structural_rank, doc.block_count
    )?;
    writeln!(
        out,
        "coarse parts (rows x columns): under-determined {} x {}, well-determined {} x {}, over-determined {} x {}",
        rr[1] - rr[0],
        cc[2] - cc[0],
        rr[2] - rr[1],
        cc[3] - cc[2],
        rr[4] - rr[2],
        cc[4] - cc[3]
    )?;
    writeln!(out, "[p,q,r,s,cc,rr] = dmperm(A), 1-based as in MATLAB; A(p,q) is block upper triangular:")?;
    for (name, values) in [("p", &doc.p), ("q", &doc.q), ("r", &doc.r), ("s", &doc.s), ("cc", cc), ("rr", rr)]
    {
        write_vector(out, name, values)?;
    }
    Ok(Outcome::Done)
}

/// Runs `matching`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    if args.dmperm {
        return run_dmperm(args, json, out);
    }
    let input = args.input.read()?;
    let want = |flag: bool| args.wants(json, flag);
    let mut report = json::matching(&input, &args.request, json)?;
    if json {
        write_json(out, "matching", report)?;
        return Ok(Outcome::Done);
    }
    write_summary(out, &report)?;
    if want(args.request.pairs) {
        writeln!(out, "matching:")?;
        for [u, w] in &report.matching {
            writeln!(out, "  {u} -- {w}")?;
        }
    }
    if want(args.request.status) {
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
