//! `grundy geography [FILE] [--format F] [--start V] [--depth N] [--max-moves N]`:
//! undirected vertex geography on any graph (a token on a vertex; players
//! alternately move it along an edge to a vertex not visited yet; who cannot move loses).
//!
//! Without `--start`: for every vertex, whether the player to move from a token there
//! wins, and a winning move. With `--start V`: the whole strategy of the winner from `V`,
//! a tree of moves printed as indented lines (every reply of the loser, each followed by
//! the winner's answer), cut at `--depth` moves deep and `--max-moves` lines, with a note
//! when cut. Exit 1 when the first player loses from `--start`. Vertex names are the
//! library's ([`grundy::input`]); the solving is [`solve_graph_geography`] (the grid
//! engine on boards, the blossom algorithm on graphs with odd cycles); text and JSON have
//! one shape for every graph.

use std::io::Write;

use anyhow::bail;
use grundy::game::geography::{solve_graph_geography, StrategyLimits};
use grundy::input::VertexName;
use grundy::VertexId;

use crate::cmd::{graph_input, write_json, Lazy};
use crate::{json, Outcome};

/// Arguments of `grundy geography`.
#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) input: graph_input::GraphFileArgs,
    /// Show the whole winning strategy from this vertex (a name from the edge list, a
    /// DIMACS number, `r3`/`c2` for a matrix row/column, `2,3` or `(2, 3)` for a cell).
    #[arg(long)]
    pub(crate) start: Option<String>,
    /// With `--start`: list moves at most this deep.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..), requires = "start")]
    pub(crate) depth: u32,
    /// With `--start`: list at most this many moves.
    #[arg(long, default_value_t = 1000, requires = "start")]
    pub(crate) max_moves: usize,
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
    let input = args.input.read()?;
    let start = match &args.start {
        None => None,
        Some(name) => match input.find(name) {
            Some(found) => Some(found),
            None => bail!("--start {name}: no such vertex in the graph ({})", input.format().naming()),
        },
    };
    let game = solve_graph_geography(&input);
    let name = |v: VertexId| input.name(v).to_string();
    let strategy = start.map(|start| {
        let strategy = game.strategy(start, StrategyLimits::new(args.depth as usize, args.max_moves));
        // Each move's origin: the vertex of the enclosing move, kept on a path stack.
        let mut path = vec![start];
        let moves = strategy
            .moves
            .iter()
            .map(|m| {
                path.truncate(m.depth);
                let from = *path.last().expect("the start is on the path");
                path.push(m.to);
                json::GeographyMove {
                    depth: m.depth,
                    player: if m.depth % 2 == 1 { "first" } else { "second" }.to_string(),
                    by_winner: m.by_winner,
                    from: name(from),
                    to: name(m.to),
                    cut: m.cut,
                }
            })
            .collect();
        json::GeographyStrategy {
            start: name(start),
            mover_wins: strategy.first_player_wins,
            complete: strategy.complete,
            moves,
        }
    });
    let outcome = match &strategy {
        Some(s) if !s.mover_wins => Outcome::No,
        _ => Outcome::Done,
    };
    let (n_vertices, wins) =
        game.verdicts().fold((0, 0), |(n, wins), (_, to)| (n + 1, wins + usize::from(to.is_some())));
    if json {
        let verdicts = || {
            game.verdicts().map(|(v, to)| json::GeographyVerdict {
                vertex: name(v),
                mover_wins: to.is_some(),
                winning_move: to.map(name),
            })
        };
        let report = json::Geography {
            format: input.format().name().to_string(),
            bipartite: input.is_bipartite(),
            vertex_count: n_vertices,
            matching_size: game.matching_size(),
            verdicts: strategy.is_none().then_some(Lazy(verdicts)),
            strategy,
        };
        write_json(out, "geography", report)?;
        return Ok(outcome);
    }
    match strategy {
        None => {
            writeln!(
                out,
                "{n_vertices} vertices, maximum matching of {} pairs: the player to move wins from {wins}, loses from {}",
                game.matching_size(),
                n_vertices - wins
            )?;
            // Streamed: a board of 10^7 cells is written without a line in memory.
            let mut lines = NameWriter::new();
            for (v, winning_move) in game.verdicts() {
                lines.name(input.name(v));
                match winning_move {
                    Some(to) => {
                        lines.text(b": wins, move to ");
                        lines.name(input.name(to));
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
                writeln!(out, "  (no move: the first player is stuck)")?;
            }
            if s.moves.iter().any(|m| m.cut) {
                writeln!(out, "(cut at --depth {}: lines ending in ... have more moves below)", args.depth)?;
            }
            if s.moves.len() == args.max_moves && !s.complete {
                writeln!(out, "(cut after --max-moves {} moves: the tree goes on)", args.max_moves)?;
            }
        }
    }
    Ok(outcome)
}
