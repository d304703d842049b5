//! The document of `matching` (a maximum matching of any graph and its certificates),
//! written by the CLI's `grundy matching --json` and by the web server's
//! `POST /api/matching` from [`matching`]: bipartite graphs get the Dulmage-Mendelsohn
//! parts, blocks and edge classes and the König certificates (each checked by
//! `verify_all`), graphs with an odd cycle the Gallai-Edmonds parts and the Tutte-Berge
//! certificate (checked by `tutte_berge_verify`). The CLI's text is printed from the same
//! document.

use std::fmt;

use serde::Deserialize;

use grundy::input::GraphInput;
use grundy::matching::{
    bipartition, dulmage_mendelsohn, gallai_edmonds, maximum_independent_set, minimum_edge_cover,
    minimum_vertex_cover, tutte_berge_verify, verify_all, Side,
};
use grundy::{EdgeId, VertexId};

use crate::dto as json;

/// The request of `grundy matching` and `POST /api/matching`. The flags choose the parts
/// of the command's text; a document (`--json`, the API) holds every part that applies
/// whatever they say, so the API takes only the graph.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct MatchingRequest {
    /// The graph file's text (the API's; the command line reads a file).
    #[cfg_attr(feature = "clap", arg(skip))]
    pub input: String,
    /// The graph's format: `auto` (by content; the default), `edgelist`, `dimacs`, `mtx`
    /// or `board` (the API's; the command line has `--format`).
    #[cfg_attr(feature = "clap", arg(skip))]
    #[serde(default)]
    pub format: Option<String>,
    /// List the matched pairs.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(skip)]
    pub pairs: bool,
    /// List every vertex: its part (missable: some maximum matching misses it; adjacent;
    /// perfect) and, on bipartite graphs, its side and block; on other graphs, also the
    /// Tutte-Berge certificate.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(skip)]
    pub status: bool,
    /// Bipartite graphs: list every edge, necessary (in every maximum matching), optional
    /// (in some) or forbidden (in none).
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(skip)]
    pub edges: bool,
    /// Bipartite graphs: list a minimum vertex cover (König).
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(skip)]
    pub cover: bool,
    /// Bipartite graphs: list a maximum independent set.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(skip)]
    pub independent_set: bool,
    /// Bipartite graphs: list a minimum edge cover (of the non-isolated vertices).
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(skip)]
    pub edge_cover: bool,
    /// All of the above that apply to the graph.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(skip)]
    pub all: bool,
}

impl MatchingRequest {
    /// Whether the part a `flag` asks for is computed: in a document, and with `--all`,
    /// every part.
    fn wants(&self, everything: bool, flag: bool) -> bool {
        everything || self.all || flag
    }
}

/// Why a matching report cannot be given.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MatchingError {
    /// A bipartite-only flag on a graph with an odd cycle (its vertices, in order).
    BipartiteOnly {
        /// The flag, as the CLI spells it.
        flag: &'static str,
        /// The odd cycle's vertices.
        cycle: Vec<String>,
    },
    /// A certificate failed its independent check: a bug.
    Certificate(String),
}

impl fmt::Display for MatchingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchingError::BipartiteOnly { flag, cycle } => write!(
                f,
                "{flag} needs a bipartite graph, and this one has an odd cycle: {} - {}",
                cycle.join(" - "),
                cycle.first().map_or("", String::as_str)
            ),
            MatchingError::Certificate(err) => write!(f, "internal error: a certificate failed: {err}"),
        }
    }
}

impl std::error::Error for MatchingError {}

/// The report of `matching` on `input`: what `args` ask for, or with `everything` (a
/// document) every part that applies.
///
/// # Errors
/// A bipartite-only flag of `args` on a graph with an odd cycle; a certificate that fails
/// its check (a bug).
pub fn matching(
    input: &GraphInput,
    args: &MatchingRequest,
    everything: bool,
) -> Result<json::Matching, MatchingError> {
    if input.bipartite_sizes().is_some() {
        return bipartite_report(input, args, everything);
    }
    let bipartite_only = [("--edges", args.edges), ("--cover", args.cover)]
        .into_iter()
        .chain([("--independent-set", args.independent_set), ("--edge-cover", args.edge_cover)]);
    if let Some((flag, _)) = bipartite_only.into_iter().find(|&(_, on)| on) {
        let graph = input.general().expect("a graph with an odd cycle is a general graph");
        let cycle = bipartition(graph).expect_err("the graph has an odd cycle");
        let cycle = cycle.vertices().iter().map(|&v| input.name(v).to_string()).collect();
        return Err(MatchingError::BipartiteOnly { flag, cycle });
    }
    general_report(input, args, everything)
}

/// The report of a bipartite graph: what the flags (or `--json`) ask for, nothing more (a
/// board's size alone needs no graph and no names).
fn bipartite_report(
    input: &GraphInput,
    args: &MatchingRequest,
    json: bool,
) -> Result<json::Matching, MatchingError> {
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
        .map_err(|err| MatchingError::Certificate(err.to_string()))?;
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
fn general_report(
    input: &GraphInput,
    args: &MatchingRequest,
    json: bool,
) -> Result<json::Matching, MatchingError> {
    let want = |flag: bool| args.wants(json, flag);
    let graph = input.general().expect("a graph with an odd cycle is a general graph");
    let res = gallai_edmonds(graph);
    let barrier = res.barrier();
    let proof = tutte_berge_verify(graph, res.matching(), &barrier)
        .map_err(|err| MatchingError::Certificate(err.to_string()))?;
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
