//! The requests of the Sprague-Grundy games' commands, declared once for both front
//! ends: [`NimRequest`], [`StaircaseRequest`], [`BeanSplitRequest`], [`EqualSplitRequest`],
//! [`PaperCuttingRequest`], [`HackenbushRequest`] and [`HeapsRequest`] are the flags of
//! `grundy <command>` (clap, the `clap` feature) and the bodies of `POST /api/<command>`
//! (serde). Each `run` checks the fields against each other (a [`RequestError`] names
//! the field: `move` with `play`, a threshold of 0, a ground vertex that is not in the
//! graph) and writes the command's document with the functions of `games.rs`.
//!
//! A move asked for is a move argument ([`TakeMoveArg`], [`BeanSplitMoveArg`],
//! [`EqualSplitMoveArg`], [`CutArg`], [`EdgeArg`], [`HeapMoveArg`]), numbered as the
//! documents number moves, so a `winning_move` can be sent back as it is: the command
//! line writes it as numbers joined by `:` (`PILE:TAKE`, parsed by `FromStr`), the API as
//! the object a document writes (`{"pile": 1, "take": 2}`) or as that text.
//!
//! What is not here: the input texts (a Hackenbush graph, an octal code) are read by each
//! front end, which locates their errors its own way, and the web server's own limits
//! (how many components a request may hold) stay in the web server.

use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

use grundy::game::misere::Play;
use grundy::game::octal::OctalGame;
use grundy::game::play::Turn;
use grundy::input::GraphInput;
use grundy::VertexId;
use serde::de::{self, value::MapAccessDeserializer, Deserializer, MapAccess, Visitor};
use serde::Deserialize;

use crate::dto as json;
use crate::games::{
    bean_split_doc, equal_split_doc, hackenbush_doc, heaps_doc, nim_doc, paper_cutting_doc, staircase_doc,
};
use crate::request::{Field, Problem, RequestError};
use crate::{GameError, Heaps};

// ---------------------------------------------------------------- the moves asked for

/// The `N` parts of `text` separated by `:` (`what` says which, for the message).
fn parts<const N: usize>(text: &str, what: &str) -> Result<[String; N], String> {
    let parts: Vec<&str> = text.split(':').collect();
    if parts.len() != N {
        return Err(format!("expected {what}, {N} parts separated by `:`"));
    }
    Ok(std::array::from_fn(|i| parts[i].trim().to_string()))
}

/// The `N` numbers of `text` separated by `:`.
fn numbers<const N: usize>(text: &str, what: &str) -> Result<[u64; N], String> {
    let parts: [String; N] = parts(text, what)?;
    let mut res = [0u64; N];
    for (slot, part) in res.iter_mut().zip(&parts) {
        *slot = part.parse().map_err(|_| format!("expected {what}: `{part}` is not a natural number"))?;
    }
    Ok(res)
}

/// A number as an index (a number that large names nothing, and the game says so).
fn number(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// A move argument's object form, read by the serde derive of the type itself
/// (`#[serde(remote = "Self")]` makes it an inherent function, which the type's own
/// `Deserialize`, text or object, calls for an object).
trait MoveObject: Sized + FromStr<Err = String> {
    /// The text form, for messages (`PILE:TAKE`).
    const TEXT: &'static str;

    /// Reads the object form from `map`.
    fn from_object<'de, A: MapAccess<'de>>(map: A) -> Result<Self, A::Error>;
}

/// Reads a move argument from a JSON object or from its command-line text.
struct TextOrObject<T>(PhantomData<T>);

impl<'de, T: MoveObject> Visitor<'de> for TextOrObject<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a move: an object as documents write moves, or the text \"{}\"", T::TEXT)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        text.parse().map_err(|err| E::custom(format!("{err}, found {text:?}")))
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
        T::from_object(map)
    }
}

/// Implements `Deserialize` (text or object) and `MoveObject` for a move argument whose
/// derive is `#[serde(remote = "Self")]`.
macro_rules! text_or_object {
    ($ty:ident, $text:literal) => {
        impl MoveObject for $ty {
            const TEXT: &'static str = $text;

            fn from_object<'de, A: MapAccess<'de>>(map: A) -> Result<$ty, A::Error> {
                $ty::deserialize(MapAccessDeserializer::new(map))
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$ty, D::Error> {
                deserializer.deserialize_any(TextOrObject::<$ty>(PhantomData))
            }
        }
    };
}

/// The JSON Schema of a move argument: the object `properties` (every one required), or
/// the command line's text (numbers and words joined by `:`).
#[cfg(feature = "schema")]
fn move_schema(description: &str, properties: serde_json::Value) -> schemars::Schema {
    let required: Vec<String> =
        properties.as_object().map(|p| p.keys().cloned().collect()).unwrap_or_default();
    schemars::json_schema!({
        "description": description,
        "oneOf": [
            {
                "type": "object",
                "properties": properties,
                "required": required,
                "additionalProperties": false
            },
            {"type": "string", "pattern": "^[^:]*(:[^:]*)*$"}
        ]
    })
}

/// Implements `JsonSchema` for a move argument with [`move_schema`].
macro_rules! move_json_schema {
    ($ty:ident, $description:literal, $properties:tt) => {
        #[cfg(feature = "schema")]
        impl schemars::JsonSchema for $ty {
            fn schema_name() -> std::borrow::Cow<'static, str> {
                stringify!($ty).into()
            }

            fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
                move_schema($description, serde_json::json!($properties))
            }
        }
    };
}

/// A take-away move (`nim`, `staircase`): take `take` from pile `pile` (from 1); `PILE:TAKE`
/// as text.
///
/// ```
/// use grundy_json::TakeMoveArg;
/// let m: TakeMoveArg = "2:3".parse().unwrap();
/// assert_eq!((m.pile, m.take), (2, 3));
/// let same: TakeMoveArg = serde_json::from_str(r#"{"pile": 2, "take": 3}"#).unwrap();
/// assert_eq!(same, m);
/// assert_eq!(serde_json::from_str::<TakeMoveArg>(r#""2:3""#).unwrap(), m);
/// assert_eq!(m.to_string(), "2:3");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(remote = "Self", deny_unknown_fields)]
pub struct TakeMoveArg {
    /// The pile, numbered from 1.
    pub pile: usize,
    /// How many to take.
    pub take: u64,
}

text_or_object!(TakeMoveArg, "PILE:TAKE");
move_json_schema!(TakeMoveArg, "A take-away move: take `take` from pile `pile` (from 1); `PILE:TAKE` as text.", {
    "pile": {"type": "integer", "minimum": 0},
    "take": {"type": "integer", "minimum": 0}
});

impl FromStr for TakeMoveArg {
    type Err = String;

    fn from_str(text: &str) -> Result<TakeMoveArg, String> {
        let [pile, take] = numbers(text, "PILE:TAKE")?;
        Ok(TakeMoveArg { pile: number(pile), take })
    }
}

impl fmt::Display for TakeMoveArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.pile, self.take)
    }
}

/// A bean move (`bean-split`): a bean of bottle `i` goes to bottles `j` and `k` (from 0);
/// `I:J:K` as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(remote = "Self", deny_unknown_fields)]
pub struct BeanSplitMoveArg {
    /// The bottle a bean is taken from.
    pub i: usize,
    /// The first bottle receiving a bean.
    pub j: usize,
    /// The second bottle receiving a bean.
    pub k: usize,
}

text_or_object!(BeanSplitMoveArg, "I:J:K");
move_json_schema!(BeanSplitMoveArg, "A bean move: a bean of bottle `i` goes to bottles `j` and `k` (from 0); `I:J:K` as text.", {
    "i": {"type": "integer", "minimum": 0},
    "j": {"type": "integer", "minimum": 0},
    "k": {"type": "integer", "minimum": 0}
});

impl FromStr for BeanSplitMoveArg {
    type Err = String;

    fn from_str(text: &str) -> Result<BeanSplitMoveArg, String> {
        let [i, j, k] = numbers(text, "I:J:K")?;
        Ok(BeanSplitMoveArg { i: number(i), j: number(j), k: number(k) })
    }
}

impl fmt::Display for BeanSplitMoveArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.i, self.j, self.k)
    }
}

/// An equal split (`equal-split`): split pile `pile` (from 1) into `parts` piles;
/// `PILE:PARTS` as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(remote = "Self", deny_unknown_fields)]
pub struct EqualSplitMoveArg {
    /// The pile, numbered from 1.
    pub pile: usize,
    /// Into how many piles.
    pub parts: u64,
}

text_or_object!(EqualSplitMoveArg, "PILE:PARTS");
move_json_schema!(EqualSplitMoveArg, "An equal split: split pile `pile` (from 1) into `parts` piles; `PILE:PARTS` as text.", {
    "pile": {"type": "integer", "minimum": 0},
    "parts": {"type": "integer", "minimum": 0}
});

impl FromStr for EqualSplitMoveArg {
    type Err = String;

    fn from_str(text: &str) -> Result<EqualSplitMoveArg, String> {
        let [pile, parts] = numbers(text, "PILE:PARTS")?;
        Ok(EqualSplitMoveArg { pile: number(pile), parts })
    }
}

impl fmt::Display for EqualSplitMoveArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.pile, self.parts)
    }
}

/// A cut (`paper-cutting`): cut sheet `sheet` (from 1) `vertical`ly or `horizontal`ly at `at`;
/// `SHEET:DIRECTION:AT` as text.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(remote = "Self", deny_unknown_fields)]
pub struct CutArg {
    /// The sheet, numbered from 1.
    pub sheet: usize,
    /// `vertical` (splits the width) or `horizontal` (splits the height).
    pub direction: String,
    /// The width (or height) of the first piece.
    pub at: u32,
}

text_or_object!(CutArg, "SHEET:DIRECTION:AT");
move_json_schema!(CutArg, "A cut: cut sheet `sheet` (from 1) `vertical`ly or `horizontal`ly at `at`; `SHEET:DIRECTION:AT` as text.", {
    "sheet": {"type": "integer", "minimum": 0},
    "direction": {"type": "string"},
    "at": {"type": "integer", "minimum": 0}
});

impl FromStr for CutArg {
    type Err = String;

    fn from_str(text: &str) -> Result<CutArg, String> {
        let [sheet, direction, at]: [String; 3] = parts(text, "SHEET:DIRECTION:AT")?;
        let natural =
            |part: &str| part.parse::<u64>().map_err(|_| format!("`{part}` is not a natural number"));
        let at = u32::try_from(natural(&at)?).unwrap_or(u32::MAX);
        Ok(CutArg { sheet: number(natural(&sheet)?), direction, at })
    }
}

impl fmt::Display for CutArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.sheet, self.direction, self.at)
    }
}

/// A Hackenbush cut: the edge's 1-based position among the file's edges; `EDGE` as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(remote = "Self", deny_unknown_fields)]
pub struct EdgeArg {
    /// The edge, numbered from 1.
    pub edge: usize,
}

text_or_object!(EdgeArg, "EDGE");
move_json_schema!(EdgeArg, "A Hackenbush cut: the edge's 1-based position among the file's edges; `EDGE` as text.", {
    "edge": {"type": "integer", "minimum": 0}
});

impl FromStr for EdgeArg {
    type Err = String;

    fn from_str(text: &str) -> Result<EdgeArg, String> {
        let [edge] = numbers(text, "EDGE")?;
        Ok(EdgeArg { edge: number(edge) })
    }
}

impl fmt::Display for EdgeArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.edge)
    }
}

/// A heap move (`heaps`), as [`crate::HeapMove`]; `HEAP:TAKE:LEFT:RIGHT` as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(remote = "Self", deny_unknown_fields)]
pub struct HeapMoveArg {
    /// The heap, numbered from 1.
    pub heap: usize,
    /// How many tokens to take.
    pub take: u64,
    /// The heap to leave before them (0: none).
    pub left: u64,
    /// The heap to leave after them (0: none).
    pub right: u64,
}

text_or_object!(HeapMoveArg, "HEAP:TAKE:LEFT:RIGHT");
move_json_schema!(HeapMoveArg, "A heap move: take `take` tokens in a row from heap `heap` (from 1), leaving `left` before them and `right` after them; `HEAP:TAKE:LEFT:RIGHT` as text.", {
    "heap": {"type": "integer", "minimum": 0},
    "take": {"type": "integer", "minimum": 0},
    "left": {"type": "integer", "minimum": 0},
    "right": {"type": "integer", "minimum": 0}
});

impl FromStr for HeapMoveArg {
    type Err = String;

    fn from_str(text: &str) -> Result<HeapMoveArg, String> {
        let [heap, take, left, right] = numbers(text, "HEAP:TAKE:LEFT:RIGHT")?;
        Ok(HeapMoveArg { heap: number(heap), take, left, right })
    }
}

impl fmt::Display for HeapMoveArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}:{}", self.heap, self.take, self.left, self.right)
    }
}

// ---------------------------------------------------------------- the requests

/// The turn that `move` (a move to play) or `play` (the engine's move) asks for.
///
/// # Errors
/// Both given: one move is played before the answer.
fn turn<M: Clone + fmt::Display>(given: &Option<M>, play: bool) -> Result<Turn<M>, RequestError> {
    match (given, play) {
        (Some(m), true) => Err(RequestError {
            field: Field::value("move", m),
            problem: Problem::Excludes {
                other: "play",
                why: "the answer is about the position after one move, the given one or the engine's",
            },
        }),
        (Some(m), false) => Ok(Turn::Move(m.clone())),
        (None, true) => Ok(Turn::Engine),
        (None, false) => Ok(Turn::Analyse),
    }
}

/// The rule `misere` asks for.
fn rule(misere: bool) -> Play {
    if misere {
        Play::Misere
    } else {
        Play::Normal
    }
}

/// The request of `grundy nim` and `POST /api/nim`: Nim on `piles`, after `move` or the
/// engine's move (`play`).
#[derive(Clone, Debug, Default, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct NimRequest {
    /// The pile sizes.
    #[cfg_attr(feature = "clap", arg(required = true, value_name = "PILE"))]
    pub piles: Vec<u64>,
    /// First play this move: take TAKE from pile PILE (piles from 1); the answer is about
    /// the position after it.
    #[cfg_attr(feature = "clap", arg(long = "move", value_name = "PILE:TAKE"))]
    #[serde(default)]
    pub r#move: Option<TakeMoveArg>,
    /// First let the engine move (a winning move when there is one); the answer is about
    /// the position after it.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub play: bool,
    /// Misère play: the player who takes the last token loses.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub misere: bool,
}

impl NimRequest {
    /// The document: the position after the move asked for, solved.
    ///
    /// # Errors
    /// [`GameError::Request`] for `move` with `play`; the errors of the game's document
    /// (no pile, an illegal move, the engine asked to move in an empty position).
    pub fn run(&self) -> Result<json::TakeGame, GameError> {
        nim_doc(&self.piles, turn(&self.r#move, self.play)?, rule(self.misere))
    }
}

/// The request of `grundy staircase` and `POST /api/staircase`: staircase Nim on a
/// non-decreasing row of `piles`, after `move` or the engine's move (`play`).
#[derive(Clone, Debug, Default, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct StaircaseRequest {
    /// The pile sizes, non-decreasing from left to right.
    #[cfg_attr(feature = "clap", arg(required = true, value_name = "PILE"))]
    pub piles: Vec<u64>,
    /// First play this move: take TAKE pebbles from pile PILE (piles from 1), keeping the
    /// row non-decreasing; the answer is about the position after it.
    #[cfg_attr(feature = "clap", arg(long = "move", value_name = "PILE:TAKE"))]
    #[serde(default)]
    pub r#move: Option<TakeMoveArg>,
    /// First let the engine move (a winning move when there is one); the answer is about
    /// the position after it.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub play: bool,
    /// Misère play: the player who makes the last move loses.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub misere: bool,
}

impl StaircaseRequest {
    /// The document: the position after the move asked for, solved.
    ///
    /// # Errors
    /// [`GameError::Request`] for `move` with `play`; the errors of the game's document
    /// (no pile, a decreasing row, an illegal move, the engine asked to move when no
    /// move is left).
    pub fn run(&self) -> Result<json::TakeGame, GameError> {
        staircase_doc(&self.piles, turn(&self.r#move, self.play)?, rule(self.misere))
    }
}

/// The request of `grundy bean-split` and `POST /api/bean-split`: bean splitting on
/// `beans`, after `move` or the engine's move (`play`).
#[derive(Clone, Debug, Default, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct BeanSplitRequest {
    /// The number of beans in each bottle 0, 1, ..., n-1 (at least two bottles).
    #[cfg_attr(feature = "clap", arg(required = true, value_name = "BEANS"))]
    pub beans: Vec<u64>,
    /// List every winning move, in lexicographic order.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub all: bool,
    /// First play this move: a bean of bottle I goes into bottles J and K (bottles from
    /// 0, I < J <= K); the answer is about the position after it.
    #[cfg_attr(feature = "clap", arg(long = "move", value_name = "I:J:K"))]
    #[serde(default)]
    pub r#move: Option<BeanSplitMoveArg>,
    /// First let the engine move (a winning move when there is one); the answer is about
    /// the position after it.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub play: bool,
    /// Misère play: the player who makes the last move loses.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub misere: bool,
}

impl BeanSplitRequest {
    /// The document: the position after the move asked for, solved.
    ///
    /// # Errors
    /// [`GameError::Request`] for `move` with `play`; the errors of the game's document
    /// (fewer than two bottles, too many, an illegal move, the engine asked to move when
    /// every bean is in the last bottle).
    pub fn run(&self) -> Result<json::BeanSplit, GameError> {
        bean_split_doc(&self.beans, self.all, turn(&self.r#move, self.play)?, rule(self.misere))
    }
}

/// The request of `grundy equal-split` and `POST /api/equal-split`: equal splitting with
/// threshold `threshold` on `piles`, after `move` or the engine's move (`play`).
#[derive(Clone, Debug, Default, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct EqualSplitRequest {
    /// The threshold F: only piles of at least F stones can be split.
    #[cfg_attr(feature = "clap", arg(long, short = 'f', value_parser = clap::value_parser!(u64).range(1..)))]
    pub threshold: u64,
    /// The pile sizes (1 to 10^6 stones).
    #[cfg_attr(
        feature = "clap",
        arg(required = true, value_name = "PILE", value_parser = clap::value_parser!(u64).range(1..=1_000_000))
    )]
    pub piles: Vec<u64>,
    /// Also list every winning move (scans every split of every pile).
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub all: bool,
    /// First play this move: split pile PILE (from 1) into PARTS piles as evenly as
    /// possible; the answer is about the position after it.
    #[cfg_attr(feature = "clap", arg(long = "move", value_name = "PILE:PARTS"))]
    #[serde(default)]
    pub r#move: Option<EqualSplitMoveArg>,
    /// First let the engine move (a winning move when there is one); the answer is about
    /// the position after it.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub play: bool,
    /// Misère play: the player who makes the last split loses.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub misere: bool,
}

impl EqualSplitRequest {
    /// The document: the position after the move asked for, solved.
    ///
    /// # Errors
    /// [`GameError::Request`] for `move` with `play` or a threshold of 0; the errors of
    /// the game's document (no pile, a pile of 0 or above the table's limit, an illegal
    /// move, the engine asked to move when no pile can be split).
    pub fn run(&self) -> Result<json::EqualSplit, GameError> {
        if self.threshold == 0 {
            return Err(RequestError::invalid(
                Field::value("threshold", 0),
                "the threshold F must be at least 1",
            )
            .into());
        }
        let turn = turn(&self.r#move, self.play)?;
        equal_split_doc(self.threshold, &self.piles, self.all, turn, rule(self.misere))
    }
}

/// The request of `POST /api/paper-cutting` and `grundy paper-cutting`: paper cutting on
/// a sum of `sheets`, after `move` or the engine's cut (`play`).
#[derive(Clone, Debug, Default, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct PaperCuttingRequest {
    /// The sheets, `[width, height]` each (the API's; the command line writes them as
    /// pairs `W H` of its own positional arguments and fills this field).
    #[cfg_attr(feature = "clap", arg(skip))]
    pub sheets: Vec<[u32; 2]>,
    /// Also print the Grundy values of every sheet w x h with 2 <= w <= W, 2 <= h <= H.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub table: bool,
    /// First play this cut: cut sheet SHEET (from 1) along a `vertical` or `horizontal`
    /// line, AT from its left (or top) side; the answer is about the position after it.
    #[cfg_attr(feature = "clap", arg(long = "move", value_name = "SHEET:DIRECTION:AT"))]
    #[serde(default)]
    pub r#move: Option<CutArg>,
    /// First let the engine cut (a winning cut when there is one); the answer is about
    /// the position after it.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub play: bool,
    /// Misère play: the player who makes the last move loses.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub misere: bool,
}

impl PaperCuttingRequest {
    /// The document: the position after the cut asked for, solved.
    ///
    /// # Errors
    /// [`GameError::Request`] for `move` with `play`; the errors of the game's document
    /// (no sheet, a side of 0 or above the table's limit, an unknown direction, an
    /// illegal cut, a move asked for when the game is over).
    pub fn run(&self) -> Result<json::PaperCutting, GameError> {
        paper_cutting_doc(&self.sheets, self.table, turn(&self.r#move, self.play)?, rule(self.misere))
    }
}

/// The request of `grundy hackenbush` and `POST /api/hackenbush`: Green Hackenbush on a
/// graph grounded at `ground`, after `move` or the engine's cut (`play`).
#[derive(Clone, Debug, Default, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct HackenbushRequest {
    /// The graph's text: an edge list or a DIMACS graph (the API's; the command line
    /// reads it from a file).
    #[cfg_attr(feature = "clap", arg(skip))]
    pub input: String,
    /// How to read `input`: `auto` (by content; the default), `edgelist` or `dimacs` (the
    /// API's; the command line's `--format` also goes by the file's extension).
    #[cfg_attr(feature = "clap", arg(skip))]
    #[serde(default)]
    pub format: Option<String>,
    /// A ground vertex, by name (repeat for several; all of them act as one ground).
    /// Default: the vertex named `1` if there is one, else the first vertex in the file.
    #[cfg_attr(feature = "clap", arg(long = "ground", value_name = "V"))]
    #[serde(default)]
    pub ground: Vec<String>,
    /// First cut this edge (its 1-based position among the file's edges); the answer is
    /// about the position after the cut.
    #[cfg_attr(feature = "clap", arg(long = "move", value_name = "EDGE"))]
    #[serde(default)]
    pub r#move: Option<EdgeArg>,
    /// First let the engine cut (a winning cut when it finds one); the answer is about
    /// the position after it.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub play: bool,
    /// Misère play: the player who makes the last move loses.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub misere: bool,
}

impl HackenbushRequest {
    /// The ground vertices `ground` names in `input`, or by default the vertex named `1`
    /// if there is one, else the first vertex (none for an empty graph).
    ///
    /// # Errors
    /// The first name that names no vertex.
    pub fn ground(&self, input: &GraphInput) -> Result<Vec<VertexId>, RequestError> {
        if self.ground.is_empty() {
            let default = input.find("1").or_else(|| (input.n_vertices() > 0).then(|| VertexId::new(0)));
            return Ok(default.into_iter().collect());
        }
        let named = |(i, name): (usize, &String)| {
            input.find(name).ok_or_else(|| {
                RequestError::invalid(
                    Field::item("ground", i, name),
                    format!("no vertex named `{name}` in the graph"),
                )
            })
        };
        self.ground.iter().enumerate().map(named).collect()
    }

    /// The document for the graph `input` (read from `input` or from a file by the front
    /// end): the position after the cut asked for, solved.
    ///
    /// # Errors
    /// [`GameError::Request`] for `move` with `play` or a ground vertex that is not in the
    /// graph; the errors of the game's document (a matrix or a board, an edge that does
    /// not exist or is not live, the engine asked to move when no edge is live).
    pub fn run(&self, input: &GraphInput) -> Result<json::Hackenbush, GameError> {
        let turn = turn(&self.r#move, self.play)?;
        let ground = self.ground(input)?;
        hackenbush_doc(input, &ground, turn, rule(self.misere))
    }
}

/// The request of `grundy heaps` and `POST /api/heaps`: heaps of the octal game `code`,
/// after `move` or the engine's move (`play`).
#[derive(Clone, Debug, Default, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct HeapsRequest {
    /// The game code, e.g. 0.77 (Kayles), 0.07 (Dawson's Kayles), 0.137; see `grundy octal
    /// --help` for what the digits mean.
    pub code: String,
    /// The heap sizes (at most 100000 tokens in all; none is a finished game).
    #[cfg_attr(feature = "clap", arg(value_name = "HEAP"))]
    pub heaps: Vec<u64>,
    /// First play this move: take TAKE tokens in a row from heap HEAP (from 1), leaving
    /// LEFT tokens before them and RIGHT after them (0 for none); the answer is about the
    /// position after it.
    #[cfg_attr(feature = "clap", arg(long = "move", value_name = "HEAP:TAKE:LEFT:RIGHT"))]
    #[serde(default)]
    pub r#move: Option<HeapMoveArg>,
    /// First let the engine move (a winning move when there is one); the answer is about
    /// the position after it.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub play: bool,
    /// Misère play: the player who makes the last move loses.
    #[cfg_attr(feature = "clap", arg(long))]
    #[serde(default)]
    pub misere: bool,
}

impl HeapsRequest {
    /// The document for `game`, the octal game `code` names (read by the front end, which
    /// locates its errors): the position after the move asked for, solved.
    ///
    /// # Errors
    /// [`GameError::Request`] for `move` with `play`; the errors of the game's document
    /// (too many tokens, an illegal move, the engine asked to move when no heap has a
    /// move).
    pub fn run(&self, game: &OctalGame) -> Result<Heaps, GameError> {
        heaps_doc(game, &self.heaps, turn(&self.r#move, self.play)?, rule(self.misere))
    }
}
