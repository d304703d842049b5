//! What the requests of the commands are made of: each command's request is one type,
//! declared once (in this crate, beside the document it answers with), read from the
//! command line by clap (the `clap` feature, which the CLI turns on) and from a JSON
//! body by serde (the web API), and described by schemars (the `schema` feature).
//!
//! A request field's Rust name is its JSON key and its clap id, so a [`RequestError`]
//! names the field once ([`Field`]) and each front end spells it its own way: the CLI by
//! the field's flag and the value given (`--cell 9,9`), the API by its key and the
//! item's index (`cells[0]`). [`RequestError`]'s `Display` is the API's spelling; the
//! CLI spells through [`RequestError::message`] with its own [`Spelling`].
//!
//! Cells are [`CellArg`]s: `row,col` from 1 on the command line and as a JSON string,
//! or `{"row": R, "column": C}` in JSON, the way answers write cells.

use std::fmt;
use std::str::FromStr;

use grundy::Position;
use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::Deserialize;

/// A board cell in a request, both coordinates from 1: `row,col` (or `(row, col)`, or
/// `row col`) as text, `{"row": R, "column": C}` as a JSON object.
///
/// ```
/// use grundy_json::CellArg;
/// let cell: CellArg = "2,3".parse().unwrap();
/// assert_eq!((cell.row, cell.column), (2, 3));
/// let same: CellArg = serde_json::from_str(r#"{"row": 2, "column": 3}"#).unwrap();
/// assert_eq!(same, cell);
/// assert_eq!(cell.to_string(), "2,3");
/// assert_eq!(cell.position(), grundy::Position::new(1, 2));
/// assert!("0,3".parse::<CellArg>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CellArg {
    /// The row, from 1 at the top.
    pub row: usize,
    /// The column, from 1 at the left.
    pub column: usize,
}

/// What a cell's text must look like.
const CELL_EXPECTED: &str = "expected a cell as `row,col`, both from 1";

impl CellArg {
    /// The library's (0-based) position of the cell.
    pub fn position(self) -> Position {
        Position::new(self.row - 1, self.column - 1)
    }
}

impl FromStr for CellArg {
    type Err = String;

    fn from_str(text: &str) -> Result<CellArg, String> {
        let at = Position::parse_one_based(text).ok_or_else(|| CELL_EXPECTED.to_string())?;
        Ok(CellArg { row: at.row + 1, column: at.col + 1 })
    }
}

impl fmt::Display for CellArg {
    /// `row,col`, as the command line takes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.row, self.column)
    }
}

impl<'de> Deserialize<'de> for CellArg {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CellArg, D::Error> {
        struct CellVisitor;

        impl<'de> Visitor<'de> for CellVisitor {
            type Value = CellArg;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a cell: {\"row\": R, \"column\": C} or \"R,C\", both from 1")
            }

            fn visit_str<E: de::Error>(self, text: &str) -> Result<CellArg, E> {
                text.parse().map_err(|_| E::custom(format!("{CELL_EXPECTED}, found {text:?}")))
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<CellArg, A::Error> {
                let (mut row, mut column) = (None, None);
                while let Some(key) = map.next_key::<String>()? {
                    let slot = match key.as_str() {
                        "row" => &mut row,
                        "column" => &mut column,
                        other => return Err(de::Error::unknown_field(other, &["row", "column"])),
                    };
                    if slot.is_some() {
                        return Err(de::Error::custom(format!("duplicate field `{key}`")));
                    }
                    let value: usize = map.next_value()?;
                    if value == 0 {
                        return Err(de::Error::custom(format!("`{key}` counts from 1, found 0")));
                    }
                    *slot = Some(value);
                }
                let row = row.ok_or_else(|| de::Error::missing_field("row"))?;
                let column = column.ok_or_else(|| de::Error::missing_field("column"))?;
                Ok(CellArg { row, column })
            }
        }

        deserializer.deserialize_any(CellVisitor)
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for CellArg {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "CellArg".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A board cell, both coordinates from 1: an object as answers write cells, or the text `row,col`.",
            "oneOf": [
                {
                    "type": "object",
                    "properties": {
                        "row": {"type": "integer", "minimum": 1},
                        "column": {"type": "integer", "minimum": 1}
                    },
                    "required": ["row", "column"],
                    "additionalProperties": false
                },
                {"type": "string", "pattern": "^\\s*\\(?\\s*[0-9]+\\s*[, ]\\s*[0-9]+\\s*\\)?\\s*$"}
            ]
        })
    }
}

/// A field of a request, named once: its Rust name, which is both its JSON key and its
/// clap id, and for a list the item at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// The field's name (`cells`, `token`, `move`, ...).
    pub name: &'static str,
    /// For a list: the index of the item at fault.
    pub index: Option<usize>,
    /// The value at fault as the command line writes it, if the error is about a value.
    pub value: Option<String>,
}

impl Field {
    /// The field itself (no value: an error about its presence).
    pub fn named(name: &'static str) -> Field {
        Field { name, index: None, value: None }
    }

    /// A single value of the field.
    pub fn value(name: &'static str, value: impl fmt::Display) -> Field {
        Field { name, index: None, value: Some(value.to_string()) }
    }

    /// Item `index` of a list field.
    pub fn item(name: &'static str, index: usize, value: impl fmt::Display) -> Field {
        Field { name, index: Some(index), value: Some(value.to_string()) }
    }
}

/// How a front end writes a [`Field`] in a message.
pub trait Spelling {
    /// The field (and the value or item at fault) as this front end's user wrote it.
    fn spell(&self, field: &Field) -> String;
}

/// The web API's spelling: the JSON key, with the index of a list's item (`cells[0]`).
#[derive(Clone, Copy, Debug, Default)]
pub struct JsonSpelling;

impl Spelling for JsonSpelling {
    fn spell(&self, field: &Field) -> String {
        match field.index {
            Some(i) => format!("`{}[{i}]`", field.name),
            None => format!("`{}`", field.name),
        }
    }
}

/// What is wrong with a request's field.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Problem {
    /// The field makes sense only with another one, which is missing.
    Needs {
        /// The missing fields (any one of them will do).
        others: Vec<&'static str>,
        /// Why, in words that name no field.
        why: &'static str,
    },
    /// The field cannot be combined with another one that is given.
    Excludes {
        /// The other field.
        other: &'static str,
        /// Why, in words that name no field.
        why: &'static str,
    },
    /// The value does not fit the input or the game: the message says why.
    Invalid(String),
}

/// A request that does not fit itself or its input: which field, and what is wrong.
/// Its `Display` is the API's spelling ([`JsonSpelling`]).
///
/// ```
/// use grundy_json::{Field, JsonSpelling, RequestError};
/// let err = RequestError::invalid(Field::item("cells", 0, "9,9"), "the board has 6 rows and 8 columns");
/// assert_eq!(err.to_string(), "`cells[0]`: the board has 6 rows and 8 columns");
/// let needs = RequestError::needs("moves", &["token"], "the cell the token was placed on first");
/// assert_eq!(needs.message(&JsonSpelling), "`moves` needs `token`: the cell the token was placed on first");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequestError {
    /// The field at fault.
    pub field: Field,
    /// What is wrong with it.
    pub problem: Problem,
}

impl RequestError {
    /// `field`'s value does not fit: `message` says why.
    pub fn invalid(field: Field, message: impl Into<String>) -> RequestError {
        RequestError { field, problem: Problem::Invalid(message.into()) }
    }

    /// `field` is given without any of `others`.
    pub fn needs(field: &'static str, others: &[&'static str], why: &'static str) -> RequestError {
        RequestError { field: Field::named(field), problem: Problem::Needs { others: others.to_vec(), why } }
    }

    /// `field` is given with `other`, which it excludes.
    pub fn excludes(field: &'static str, other: &'static str, why: &'static str) -> RequestError {
        RequestError { field: Field::named(field), problem: Problem::Excludes { other, why } }
    }

    /// The message, with the fields spelled by `spelling`.
    pub fn message(&self, spelling: &dyn Spelling) -> String {
        let here = spelling.spell(&self.field);
        match &self.problem {
            Problem::Needs { others, why } => {
                let others: Vec<String> = others.iter().map(|&o| spelling.spell(&Field::named(o))).collect();
                format!("{here} needs {}: {why}", others.join(" or "))
            }
            Problem::Excludes { other, why } => {
                format!("{here} and {} cannot be combined: {why}", spelling.spell(&Field::named(other)))
            }
            Problem::Invalid(message) => format!("{here}: {message}"),
        }
    }
}

impl fmt::Display for RequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(&JsonSpelling))
    }
}

impl std::error::Error for RequestError {}
