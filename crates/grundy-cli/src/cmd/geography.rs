//! `grundy geography [FILE] [--format F] [--start V] [--depth N] [--max-moves N]
//! [--visited V...] [--pairs] [--edges]`: undirected vertex geography on any graph (a token on a
//! vertex; players alternately move it along an edge to a vertex not visited yet; who
//! cannot move loses).
//!
//! Without `--start`: for every vertex, whether the player to move from a token there
//! wins, and a winning move. With `--start V`: the whole strategy of the winner from `V`,
//! a tree of moves printed as indented lines (every reply of the loser, each followed by
//! the winner's answer), cut at `--depth` moves deep and `--max-moves` lines, with a note
//! when cut. With `--visited V...`: a game in progress, the token's path so far (the
//! start, then every move); the position is the graph without the vertices the token
//! left, and the answer says who is to move, the legal moves, who wins, every winning
//! move and the engine's move, then every vertex's verdict in that position. `--pairs`
//! adds the maximum matching the verdicts come from, `--edges` the graph's edges (how a
//! front end draws a graph it did not parse). Exit 1 when the player to move
//! loses from `--start` or after `--visited`. Vertex names are the library's
//! ([`grundy::input`]); the solving is [`solve_graph_geography`] (the grid engine on
//! boards, the blossom algorithm on graphs with odd cycles); the JSON document is
//! [`json::geography`]'s, which the web server's `POST /api/geography` answers too.

use std::io::Write;

use grundy::game::geography::solve_graph_geography;
use grundy::input::VertexName;

use crate::cmd::{flag_error, graph_input, write_json};
use crate::{json, Outcome};

/// Arguments of `grundy geography`: the graph file and the request (declared once, with
/// the web API).
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) input: graph_input::GraphFileArgs,
    #[command(flatten)]
    pub(crate) request: json::GeographyRequest,
}

/// Writes vertex names into a chunk of output without the formatting machinery (a board
/// of 10^7 cells writes 2·10^7 names), keeping the last board row's `(r, ` prefix.
struct NameWriter {
    chunk: Vec<u8>,
    row: Option<usize>,
    row_prefix: Vec<u8>,
}

impl NameWriter {
    /// The chunk is written out once it holds this many bytes.
    const CHUNK: usize = 1 << 20;

    fn new() -> NameWriter {
        NameWriter { chunk: Vec::with_capacity(NameWriter::CHUNK + 256), row: None, row_prefix: Vec::new() }
    }

    fn name(&mut self, name: VertexName<'_>) {
        match name {
            VertexName::Cell(p) => {
                if self.row != Some(p.row) {
                    self.row = Some(p.row);
                    self.row_prefix.clear();
                    self.row_prefix.push(b'(');
                    self.row_prefix.extend_from_slice(itoa::Buffer::new().format(p.row + 1).as_bytes());
                    self.row_prefix.extend_from_slice(b", ");
                }
                self.chunk.extend_from_slice(&self.row_prefix);
                self.chunk.extend_from_slice(itoa::Buffer::new().format(p.col + 1).as_bytes());
                self.chunk.push(b')');
            }
            other => self.chunk.extend_from_slice(other.to_string().as_bytes()),
        }
    }

    fn text(&mut self, text: &[u8]) {
        self.chunk.extend_from_slice(text);
    }

    /// Ends a line, writing the chunk out when it is full.
    fn end_line(&mut self, out: &mut dyn Write) -> std::io::Result<()> {
        self.chunk.push(b'\n');
        if self.chunk.len() >= NameWriter::CHUNK {
            out.write_all(&self.chunk)?;
            self.chunk.clear();
        }
        Ok(())
    }

    fn finish(&mut self, out: &mut dyn Write) -> std::io::Result<()> {
        out.write_all(&self.chunk)?;
        self.chunk.clear();
        Ok(())
    }
}

/// Runs `geography`.
pub(crate) fn run(args: &Args, json: bool, out: &mut dyn Write) -> anyhow::Result<Outcome> {
    let request = &args.request;
    request.check().map_err(flag_error::<Args>)?;
    let input = args.input.read()?;
    let query = json::geography_query(&input, request).map_err(flag_error::<Args>)?;
    let graph = query.graph(&input);
    let game = solve_graph_geography(graph);
    let report = json::geography(&input, &query, &game, request);
    let mover_loses = match (&report.strategy, &report.game) {
        (Some(strategy), _) => !strategy.mover_wins,
        (_, Some(game)) => !game.mover_wins,
        _ => false,
    };
    let outcome = if mover_loses { Outcome::No } else { Outcome::Done };
    if json {
        write_json(out, "geography", report)?;
        return Ok(outcome);
    }
    let (n_vertices, wins) =
        game.verdicts().fold((0, 0), |(n, wins), (_, to)| (n + 1, wins + usize::from(to.is_some())));
    if let Some(state) = &report.game {
        let n_moves = state.path.len() - 1;
        writeln!(
            out,
            "path: {} ({n_moves} move{}); the token is on {}, the {} player is to move",
            state.path.join(" -> "),
            if n_moves == 1 { "" } else { "s" },
            state.token,
            state.player
        )?;
        if state.game_over {
            writeln!(out, "no legal move: the player to move loses (the game is over)")?;
        } else {
            writeln!(out, "legal moves: {}", state.legal_moves.join(" "))?;
            match &state.winning_move {
                Some(to) => writeln!(
                    out,
                    "the player to move wins: move to {to} (winning moves: {})",
                    state.winning_moves.join(" ")
                )?,
                None => writeln!(out, "the player to move loses: every move loses against correct play")?,
            }
        }
        if n_moves > 0 {
            write!(out, "the graph without the vertices the token left: ")?;
        }
    }
    match &report.strategy {
        None => {
            writeln!(
                out,
                "{n_vertices} vertices, maximum matching of {} pair{} ({} engine): the player to move wins from {wins}, loses from {}",
                report.matching_size,
                if report.matching_size == 1 { "" } else { "s" },
                report.engine,
                n_vertices - wins
            )?;
            write_pairs(out, report.matching.as_deref())?;
            write_edges(out, report.edges.as_deref())?;
            // Streamed: a board of 10^7 cells is written without a line in memory.
            let mut lines = NameWriter::new();
            for (v, winning_move) in game.verdicts() {
                lines.name(graph.name(v));
                match winning_move {
                    Some(to) => {
                        lines.text(b": wins, move to ");
                        lines.name(graph.name(to));
                    }
                    None => lines.text(b": loses"),
                }
                lines.end_line(out)?;
            }
            lines.finish(out)?;
        }
        Some(s) => {
            let (winner, loser) = if s.mover_wins { ("first", "second") } else { ("second", "first") };
            if s.mover_wins {
                writeln!(out, "from {}: the player to move (first) wins", s.start)?;
            } else {
                writeln!(out, "from {}: the player to move (first) loses; the second player wins", s.start)?;
            }
            write_pairs(out, report.matching.as_deref())?;
            write_edges(out, report.edges.as_deref())?;
            writeln!(
                out,
                "strategy: every move of the {loser} player, each answered by the {winner} player along a maximum matching:"
            )?;
            for m in &s.moves {
                let indent = "  ".repeat(m.depth - 1);
                let note = if m.cut { " ..." } else { "" };
                writeln!(out, "{indent}{}. {}: {} -> {}{note}", m.depth, m.player, m.from, m.to)?;
            }
            if s.moves.is_empty() {
                writeln!(out, "  (no move: the player to move is stuck)")?;
            }
            if s.moves.iter().any(|m| m.cut) {
                writeln!(
                    out,
                    "(cut at --depth {}: lines ending in ... have more moves below)",
                    request.depth()
                )?;
            }
            if s.moves.len() == request.max_moves() && !s.complete {
                writeln!(out, "(cut after --max-moves {} moves: the tree goes on)", request.max_moves())?;
            }
        }
    }
    Ok(outcome)
}

/// The `--pairs` lines: the maximum matching the verdicts come from.
fn write_pairs(out: &mut dyn Write, pairs: Option<&[[String; 2]]>) -> std::io::Result<()> {
    if let Some(pairs) = pairs {
        let plural = if pairs.len() == 1 { "" } else { "s" };
        writeln!(
            out,
            "maximum matching ({} pair{plural}; a winning move goes to the mover's mate):",
            pairs.len()
        )?;
        for [u, w] in pairs {
            writeln!(out, "  {u} -- {w}")?;
        }
    }
    Ok(())
}

/// The `--edges` lines: every edge of the graph.
fn write_edges(out: &mut dyn Write, edges: Option<&[[String; 2]]>) -> std::io::Result<()> {
    if let Some(edges) = edges {
        writeln!(out, "edges ({}):", edges.len())?;
        for [u, w] in edges {
            writeln!(out, "  {u} -- {w}")?;
        }
    }
    Ok(())
}
