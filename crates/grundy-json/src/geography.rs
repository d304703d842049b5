//! The document of `geography` (vertex geography on any graph), written by the CLI's
//! `grundy geography --json` and by the web server's `POST /api/geography` from these
//! functions: the arguments besides the graph ([`GeographyArgs`]) are resolved to the
//! input's vertices once ([`geography_query`]: names looked up, the token's path checked
//! by the library's [`GraphGame`]), the graph the query is about is solved by the caller
//! (the CLI streams a board's 10^7 verdicts from the same solution), and
//! [`geography`] reshapes the answers: vertices become their names, players `first` and
//! `second`.

use std::fmt;

use grundy::game::geography::{GraphGame, GraphGeography, StrategyLimits};
use grundy::input::GraphInput;
use grundy::VertexId;

use crate::dto as json;
use crate::Lazy;

/// The arguments of `grundy geography` besides the graph file: its flags, the API's
/// fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeographyArgs {
    /// `--start V`: the whole winning strategy from `V`.
    pub start: Option<String>,
    /// `--visited V...`: the token's path so far (the start, then every move).
    pub visited: Vec<String>,
    /// `--depth N`: with `start`, the deepest move listed.
    pub depth: usize,
    /// `--max-moves N`: with `start`, the most moves listed.
    pub max_moves: usize,
    /// `--pairs`: list the maximum matching the verdicts come from.
    pub pairs: bool,
    /// `--edges`: list the graph's edges.
    pub edges: bool,
}

impl Default for GeographyArgs {
    /// The CLI's defaults: no start, no path, depth 20, 1000 moves, no pairs, no edges.
    fn default() -> GeographyArgs {
        GeographyArgs {
            start: None,
            visited: Vec::new(),
            depth: 20,
            max_moves: 1000,
            pairs: false,
            edges: false,
        }
    }
}

/// Arguments that do not fit the graph (the error kind `invalid`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeographyError(String);

impl fmt::Display for GeographyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for GeographyError {}

/// The arguments resolved against the graph: the start vertex or the game in progress.
#[derive(Clone, Debug)]
pub struct GeographyQuery {
    start: Option<VertexId>,
    game: Option<GraphGame>,
}

impl GeographyQuery {
    /// The graph to solve: the position of the game in progress (`--visited`), else
    /// `input` itself.
    pub fn graph<'a>(&'a self, input: &'a GraphInput) -> &'a GraphInput {
        self.game.as_ref().map_or(input, GraphGame::remaining)
    }

    /// The start vertex of `--start`.
    pub fn start(&self) -> Option<VertexId> {
        self.start
    }

    /// The game in progress of `--visited`.
    pub fn game(&self) -> Option<&GraphGame> {
        self.game.as_ref()
    }
}

/// Resolves `args` on `input`: every vertex name looked up, the token's path checked.
///
/// # Errors
/// A name that is no vertex of the graph, a path that breaks the rules (its message names
/// the move), or `start` and `visited` both given.
pub fn geography_query(input: &GraphInput, args: &GeographyArgs) -> Result<GeographyQuery, GeographyError> {
    let unknown = |flag: &str, name: &str| {
        GeographyError(format!("{flag} {name}: no such vertex in the graph ({})", input.format().naming()))
    };
    let find = |flag: &str, name: &str| input.find(name).ok_or_else(|| unknown(flag, name));
    if args.start.is_some() && !args.visited.is_empty() {
        return Err(GeographyError(
            "--start and --visited do not go together: --start lists the strategy from a start, --visited plays on from a path".into(),
        ));
    }
    let start = args.start.as_deref().map(|name| find("--start", name)).transpose()?;
    let game = if args.visited.is_empty() {
        None
    } else {
        // One index for the whole path: a long path on a large edge list stays linear.
        let found = input.find_all(args.visited.iter().map(String::as_str));
        let path = found
            .iter()
            .zip(&args.visited)
            .map(|(v, name)| v.ok_or_else(|| unknown("--visited", name)))
            .collect::<Result<Vec<_>, _>>()?;
        let game = GraphGame::new(input, &path)
            .map_err(|err| GeographyError(format!("--visited: {}", err.named(input))))?;
        Some(game)
    };
    Ok(GeographyQuery { start, game })
}

/// The document of `geography`: `solved` is the library's answer on
/// [`GeographyQuery::graph`]; `input` is the graph file as read. The verdicts are a lazy
/// list, streamed when written.
///
/// # Panics
/// If `solved` was not solved on `query.graph(input)`.
pub fn geography<'a>(
    input: &'a GraphInput,
    query: &'a GeographyQuery,
    solved: &'a GraphGeography<'a>,
    args: &GeographyArgs,
) -> json::Geography<impl serde::Serialize + 'a> {
    let graph = query.graph(input);
    let name = move |v: VertexId| graph.name(v).to_string();
    let strategy = query.start.map(|start| {
        let tree = solved.strategy(start, StrategyLimits::new(args.depth, args.max_moves));
        // Each move's origin: the vertex of the enclosing move, kept on a path stack.
        let mut path = vec![start];
        let moves = tree
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
            mover_wins: tree.mover_wins,
            complete: tree.complete,
            moves,
        }
    });
    let game = query.game.as_ref().map(|game| {
        let turn = game.turn(solved);
        let names = |vs: &[VertexId]| vs.iter().map(|&v| name(v)).collect();
        json::GeographyGame {
            path: names(game.path()),
            token: name(game.token()),
            player: if game.first_player_to_move() { "first" } else { "second" }.to_string(),
            legal_moves: names(&turn.legal_moves),
            game_over: turn.is_over(),
            mover_wins: turn.mover_wins,
            winning_move: turn.winning_move.map(name),
            winning_moves: names(&turn.winning_moves),
            engine_move: turn.engine_move().map(name),
        }
    });
    let verdicts = move || {
        solved.verdicts().map(move |(v, to)| json::GeographyVerdict {
            vertex: name(v),
            mover_wins: to.is_some(),
            winning_move: to.map(name),
        })
    };
    json::Geography {
        format: input.format().name().to_string(),
        bipartite: graph.is_bipartite(),
        engine: solved.engine().name().to_string(),
        vertex_count: solved.verdicts().count(),
        matching_size: solved.matching_size(),
        matching: args
            .pairs
            .then(|| solved.matching_pairs().into_iter().map(|(u, w)| [name(u), name(w)]).collect()),
        edges: args.edges.then(|| graph.edges().into_iter().map(|(u, w)| [name(u), name(w)]).collect()),
        verdicts: strategy.is_none().then_some(Lazy(verdicts)),
        strategy,
        game,
    }
}
