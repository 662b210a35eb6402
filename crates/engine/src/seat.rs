//! Seats: who plays each seat of a game, a person or a computer player of some level.

use serde_json::Value;

use crate::error::{ErrorCode, GameError};
use crate::json::{self, Obj};

/// The longest player name accepted, in characters: in a game's seats, and in an online
/// room (`ludo_online::wire::check_name`), which reads names with [`clean_name`].
pub const MAX_NAME: usize = 40;

/// A player's name as a game keeps it: `name` trimmed, if that has 1 to [`MAX_NAME`]
/// characters and no control characters.
pub fn clean_name(name: &str) -> Option<&str> {
    let name = name.trim();
    let chars = name.chars().count();
    let ok = (1..=MAX_NAME).contains(&chars) && !name.chars().any(char::is_control);
    ok.then_some(name)
}

crate::named_enum! {
    /// Which computer player plays a seat, weakest first. The players themselves live in
    /// the `ludo-ai` crate; the engine only records the level, in options and saved games.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Level {
        /// A random legal move.
        Easy = "easy",
        /// A one-move heuristic: progress, captures, safety, entering, finishing, blocking.
        Medium = "medium",
        /// A search over the next rolls of the dice with an estimate of every player's
        /// chance to win at its end.
        Hard = "hard",
        /// The `hard` level's search with an evaluation learnt by self-play (a small neural
        /// network per preset, loaded at run time); without it, it plays as `Hard`.
        Expert = "expert",
    }
}

/// A player's seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// The name shown on the page and in the log.
    pub name: String,
    /// The computer level playing this seat, or `None` for a person.
    pub computer: Option<Level>,
}

/// Reads one seat: `{ name?, computer? }`; a missing name gets the default's.
pub fn parse_seat(v: &Value, path: &str, default: Seat) -> Result<Seat, GameError> {
    let o = Obj::new(v, path)?;
    o.only(&["name", "computer"])?;
    let name = match o.opt("name") {
        None => default.name,
        Some(n) => parse_name(n, &o.at("name"))?,
    };
    let computer = match o.map().get("computer") {
        None => default.computer,
        Some(Value::Null) | Some(Value::Bool(false)) => None,
        Some(l) => Some(parse_level(l, &o.at("computer"))?),
    };
    Ok(Seat { name, computer })
}

fn parse_name(v: &Value, path: &str) -> Result<String, GameError> {
    let refused = || {
        GameError::at(
            ErrorCode::SeatsName,
            path,
            format!("a name has 1 to {MAX_NAME} characters and no control characters"),
        )
    };
    let name = v.as_str().and_then(clean_name).ok_or_else(refused)?;
    Ok(name.to_string())
}

fn parse_level(v: &Value, path: &str) -> Result<Level, GameError> {
    let names: Vec<String> = Level::ALL
        .iter()
        .map(|l| format!("\"{}\"", l.name()))
        .collect();
    v.as_str().and_then(Level::from_name).ok_or_else(|| {
        GameError::at(
            ErrorCode::SeatsLevel,
            path,
            format!(
                "expected a level ({}) or null for a person, got {}",
                names.join(", "),
                json::short(v)
            ),
        )
    })
}
