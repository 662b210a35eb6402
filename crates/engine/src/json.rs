//! Reading untrusted JSON (options, saved games): a value of the wrong kind is refused
//! with code `args.field`, naming the field.

use serde_json::{Map, Value};

use crate::error::{ErrorCode, GameError};

/// A refusal of the field at `path` (no field for the empty path: the argument itself).
#[inline(never)]
fn wrong(path: &str, what: String) -> GameError {
    match path {
        "" => GameError::new(ErrorCode::ArgsField, what),
        _ => GameError::at(ErrorCode::ArgsField, path, what),
    }
}

/// A JSON object being read, with the path to it for refusals (`state.seats[1]`; empty
/// for an argument itself).
pub struct Obj<'a> {
    map: &'a Map<String, Value>,
    path: String,
}

pub fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// A whole number from `0` to `max`, written as a JSON number.
pub fn uint(v: &Value, path: &str, max: u64) -> Result<u64, GameError> {
    let n = match v {
        Value::Number(n) => n.as_u64().or_else(|| {
            n.as_f64()
                .filter(|f| f.fract() == 0.0 && *f >= 0.0 && *f <= u64::MAX as f64)
                .map(|f| f as u64)
        }),
        _ => None,
    };
    match n {
        Some(n) if n <= max => Ok(n),
        _ => Err(wrong(
            path,
            format!("expected a whole number from 0 to {max}, got {}", short(v)),
        )),
    }
}

/// A value shortened for a message. Written by hand: formatting floats or whole JSON
/// values would add their machinery to the wasm.
pub fn short(v: &Value) -> String {
    match v {
        Value::Number(n) => match (n.as_u64(), n.as_i64()) {
            (Some(u), _) => u.to_string(),
            (_, Some(i)) => i.to_string(),
            _ => "a fractional number".into(),
        },
        Value::String(s) if s.chars().count() > 40 => {
            format!("\"{}…\"", s.chars().take(40).collect::<String>())
        }
        Value::String(s) => format!("\"{s}\""),
        Value::Bool(b) => b.to_string(),
        other => kind_of(other).into(),
    }
}

/// An object from its fields in order. One function for every object the engine writes:
/// the `json!` macro would spell out each object's construction again, which adds up in
/// the wasm.
pub fn object(fields: Vec<(&str, Value)>) -> Value {
    let mut m = Map::new();
    for (k, v) in fields {
        m.insert(k.to_string(), v);
    }
    Value::Object(m)
}

/// An array, or an error naming what it was instead.
pub fn array<'a>(v: &'a Value, path: &str) -> Result<&'a Vec<Value>, GameError> {
    v.as_array()
        .ok_or_else(|| wrong(path, format!("expected an array, got {}", kind_of(v))))
}

impl<'a> Obj<'a> {
    /// Opens an object, or says what the value was instead.
    pub fn new(v: &'a Value, path: impl Into<String>) -> Result<Obj<'a>, GameError> {
        let path = path.into();
        match v {
            Value::Object(map) => Ok(Obj { map, path }),
            _ => Err(wrong(
                &path,
                format!("expected an object, got {}", kind_of(v)),
            )),
        }
    }

    /// The path of a field.
    pub fn at(&self, key: &str) -> String {
        match self.path.as_str() {
            "" => key.to_string(),
            path => format!("{path}.{key}"),
        }
    }

    /// Refuses fields outside `known`, so typing mistakes are not silently ignored.
    pub fn only(&self, known: &[&str]) -> Result<(), GameError> {
        match self.map.keys().find(|k| !known.contains(&k.as_str())) {
            Some(k) => Err(wrong(&self.at(k), format!("unknown field \"{k}\""))),
            None => Ok(()),
        }
    }

    /// An optional field (absent and null are the same).
    pub fn opt(&self, key: &str) -> Option<&'a Value> {
        self.map.get(key).filter(|v| !v.is_null())
    }

    /// A required field.
    pub fn req(&self, key: &str) -> Result<&'a Value, GameError> {
        self.map
            .get(key)
            .ok_or_else(|| wrong(&self.at(key), "missing".into()))
    }

    /// A required whole number up to `max`.
    pub fn uint(&self, key: &str, max: u64) -> Result<u64, GameError> {
        uint(self.req(key)?, &self.at(key), max)
    }

    /// A required string.
    pub fn str(&self, key: &str) -> Result<&'a str, GameError> {
        let v = self.req(key)?;
        v.as_str().ok_or_else(|| {
            wrong(
                &self.at(key),
                format!("expected a string, got {}", kind_of(v)),
            )
        })
    }

    /// A required array.
    pub fn array(&self, key: &str) -> Result<&'a Vec<Value>, GameError> {
        array(self.req(key)?, &self.at(key))
    }

    /// The underlying map.
    pub fn map(&self) -> &'a Map<String, Value> {
        self.map
    }
}
