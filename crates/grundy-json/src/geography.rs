//! The document of `geography` (vertex geography on any graph), written by the CLI's
//! `grundy geography --json` and by the web server's `POST /api/geography` from these
//! functions: the request ([`GeographyRequest`]) are resolved to the
//! input's vertices once ([`geography_query`]: names looked up, the token's path checked
//! by the library's [`GraphGame`]), the graph the query is about is solved by the caller
//! (the CLI streams a board's 10^7 verdicts from the same solution), and
//! [`geography`] reshapes the answers: vertices become their names, players `first` and
//! `second`.

use serde::Deserialize;

use grundy::game::geography::{GraphGame, GraphGeography, StrategyLimits};
use grundy::input::GraphInput;
use grundy::VertexId;

use crate::dto as json;
use crate::request::{Field, RequestError};
use crate::Lazy;

/// The request of `grundy geography` and `POST /api/geography`: the flags of the
/// command, the fields of the API's body (the API's graph comes as `input`, the
/// command's from a file).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct GeographyRequest {
    /// The graph file's text (the API's; the command line reads a file).
    #[cfg_attr(feature = "clap", arg(skip))]
    pub input: String,
    /// The graph's format: `auto` (by content; the default), `edgelist`, `dimacs`, `mtx`
    /// or `board` (the API's; the command line has `--format`).
    #[cfg_attr(feature = "clap", arg(skip))]
    #[serde(default)]
    pub format: Option<String>,
    /// Show the whole winning strategy from this vertex (a name from the edge list, a
    /// DIMACS number, `r3`/`c2` for a matrix row/column, `2,3` or `(2, 3)` for a cell).
    #[cfg_attr(feature = "clap", arg(long, value_name = "V"))]
    #[serde(default)]
    pub start: Option<String>,
    /// With a start: list moves at most this deep (default 20).
    #[cfg_attr(feature = "clap", arg(long, value_name = "N"))]
    #[serde(default)]
    pub depth: Option<usize>,
    /// With a start: list at most this many moves (default 1000).
    #[cfg_attr(feature = "clap", arg(long, value_name = "N"))]
    #[serde(default)]
    pub max_moves: Option<usize>,
    /// Play on from a game in progress: the token's path so far, the start vertex then the
    /// vertex of every move (vertices named as for the start).
    #[cfg_attr(feature = "clap", arg(long, num_args = 1.., value_name = "V"))]
    #[serde(default)]
    pub visited: Vec<String>,
    /// List the maximum matching the verdicts come from (a winning move goes to the
    /// mover's mate in it).
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub pairs: bool,
    /// List the graph's edges by vertex names (in a game in progress, those of the
    /// position).
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub edges: bool,
}

impl GeographyRequest {
    /// The deepest move a strategy tree lists when the request does not say.
    pub const DEFAULT_DEPTH: usize = 20;
    /// The most moves a strategy tree lists when the request does not say.
    pub const DEFAULT_MAX_MOVES: usize = 1000;

    /// The deepest move the strategy tree lists.
    pub fn depth(&self) -> usize {
        self.depth.unwrap_or(GeographyRequest::DEFAULT_DEPTH)
    }

    /// The most moves the strategy tree lists.
    pub fn max_moves(&self) -> usize {
        self.max_moves.unwrap_or(GeographyRequest::DEFAULT_MAX_MOVES)
    }

    /// Checks the fields against each other: `depth` and `max_moves` go with `start`,
    /// `start` and `visited` exclude each other, `depth` is at least 1.
    ///
    /// # Errors
    /// The first field that does not fit, named.
    pub fn check(&self) -> Result<(), RequestError> {
        if self.start.is_some() && !self.visited.is_empty() {
            return Err(RequestError::excludes(
                "start",
                "visited",
                "a start asks for the strategy tree, a path plays on from a position",
            ));
        }
        for (field, given) in [("depth", self.depth.is_some()), ("max_moves", self.max_moves.is_some())] {
            if given && self.start.is_none() {
                return Err(RequestError::needs(
                    field,
                    &["start"],
                    "it bounds the strategy tree from a start",
                ));
            }
        }
        if self.depth == Some(0) {
            return Err(RequestError::invalid(Field::value("depth", 0), "the first move has depth 1"));
        }
        Ok(())
    }
}

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

/// Resolves `request` on `input`: the fields checked ([`GeographyRequest::check`]),
/// every vertex name looked up, the token's path checked.
///
/// # Errors
/// Fields that do not fit each other, a name that is no vertex of the graph, a path that
/// breaks the rules (its message names the move).
pub fn geography_query(
    input: &GraphInput,
    request: &GeographyRequest,
) -> Result<GeographyQuery, RequestError> {
    request.check()?;
    let unknown = |field: Field| {
        RequestError::invalid(field, format!("no such vertex in the graph ({})", input.format().naming()))
    };
    let start = match &request.start {
        Some(name) => Some(input.find(name).ok_or_else(|| unknown(Field::value("start", name)))?),
        None => None,
    };
    let game = if request.visited.is_empty() {
        None
    } else {
        // One index for the whole path: a long path on a large edge list stays linear.
        let found = input.find_all(request.visited.iter().map(String::as_str));
        let path = found
            .iter()
            .zip(&request.visited)
            .enumerate()
            .map(|(i, (v, name))| v.ok_or_else(|| unknown(Field::item("visited", i, name))))
            .collect::<Result<Vec<_>, _>>()?;
        let game = GraphGame::new(input, &path)
            .map_err(|err| RequestError::invalid(Field::named("visited"), err.named(input).to_string()))?;
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
    request: &GeographyRequest,
) -> json::Geography<impl serde::Serialize + 'a> {
    let graph = query.graph(input);
    let name = move |v: VertexId| graph.name(v).to_string();
    let strategy = query.start.map(|start| {
        let tree = solved.strategy(start, StrategyLimits::new(request.depth(), request.max_moves()));
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
        matching: request
            .pairs
            .then(|| solved.matching_pairs().into_iter().map(|(u, w)| [name(u), name(w)]).collect()),
        edges: request.edges.then(|| graph.edges().into_iter().map(|(u, w)| [name(u), name(w)]).collect()),
        verdicts: strategy.is_none().then_some(Lazy(verdicts)),
        strategy,
        game,
    }
}
