//! Refusals: every call that cannot be done says why with a [`GameError`], which carries
//! a stable [`ErrorCode`] for programs (the page translates by it), the fields at fault,
//! and a plain English message for people. The game is unchanged after a refusal.

use std::fmt;

crate::named_enum! {
    /// What kind of refusal: a stable code, the same in Rust and JavaScript.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum ErrorCode {
        /// An argument is not plain data (a cycle, a function, NaN or Infinity).
        ArgsNotData = "args.notData",
        /// An object argument (options, a save) is not an object, lacks a field, has one
        /// it does not know, or one of the wrong kind or out of range.
        ArgsField = "args.field",
        /// Not the name of a preset.
        PresetUnknown = "preset.unknown",
        /// Not 2 to 4 seats.
        SeatsCount = "seats.count",
        /// A player's name is empty, too long, or has control characters.
        SeatsName = "seats.name",
        /// Not a computer level.
        SeatsLevel = "seats.level",
        /// Not the name of a rule switch.
        RulesUnknown = "rules.unknown",
        /// A value the switch does not take.
        RulesValue = "rules.value",
        /// Switches that cannot be played together.
        RulesCombine = "rules.combine",
        /// A seed that is not a whole number from 0 to 2^53 − 1.
        Seed = "seed",
        /// A save of another version of the saved form.
        SaveVersion = "save.version",
        /// A save whose position breaks the rules or disagrees with itself.
        SavePosition = "save.position",
        /// A save whose log does not agree with its position or its start.
        SaveLog = "save.log",
        /// A roll asked for while a move is due.
        RollNotDue = "roll.notDue",
        /// A die that is not 1 to 6.
        RollDie = "roll.die",
        /// A move (or a choice, or hints) asked for while a roll is due.
        MoveNotDue = "move.notDue",
        /// A move id that is not a whole number.
        MoveId = "move.id",
        /// A move id that is not one of the legal moves.
        MoveUnknown = "move.unknown",
        /// A roll or a move asked for after the game ended.
        GameOver = "game.over",
        /// Log entries asked for outside the log.
        LogRange = "log.range",
        /// A replay's step outside the game.
        ReplayStep = "replay.step",
        /// Not the name of a board.
        BoardUnknown = "board.unknown",
        /// An expert weights file that is damaged or not one at all.
        ExpertFile = "expert.file",
        /// An expert weights file made for another network than this game's.
        ExpertForeign = "expert.foreign",
    }
}

/// A refused call: what kind of refusal, the fields at fault, and what was wrong in plain
/// English. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError {
    /// What kind of refusal.
    pub code: ErrorCode,
    /// The fields at fault, the most direct first (`seats[1].name`, `state.log[12]`;
    /// `rules.combine` names each switch); empty when the refusal concerns no field.
    pub fields: Vec<String>,
    /// What was wrong, in plain English, without the fields.
    pub what: String,
}

impl GameError {
    /// A refusal that concerns no field.
    #[inline(never)]
    pub fn new(code: ErrorCode, what: impl Into<String>) -> GameError {
        GameError {
            code,
            fields: Vec::new(),
            what: what.into(),
        }
    }

    /// A refusal of one field.
    #[inline(never)]
    pub fn at(code: ErrorCode, field: impl Into<String>, what: impl Into<String>) -> GameError {
        GameError {
            code,
            fields: vec![field.into()],
            what: what.into(),
        }
    }

    /// The field at fault, if any (the first, when several are).
    pub fn field(&self) -> Option<&str> {
        self.fields.first().map(String::as_str)
    }

    /// The message: the fields, then what was wrong (`seats[1].name: a name has …`).
    pub fn message(&self) -> String {
        self.to_string()
    }

    /// The same refusal of a value read inside `outer` (`state`): each field is named
    /// from there (`pawns` becomes `state.pawns`).
    #[inline(never)]
    pub fn within(mut self, outer: &str) -> GameError {
        for f in &mut self.fields {
            *f = format!("{outer}.{f}");
        }
        self
    }

    /// The same refusal with another code.
    pub fn with_code(mut self, code: ErrorCode) -> GameError {
        self.code = code;
        self
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((last, rest)) = self.fields.split_last() {
            if !rest.is_empty() {
                write!(f, "{} and ", rest.join(", "))?;
            }
            write!(f, "{last}: ")?;
        }
        f.write_str(&self.what)
    }
}

impl std::error::Error for GameError {}

/// The message alone, for callers that keep refusals as text (`?` in a function that
/// returns `Result<_, String>`).
impl From<GameError> for String {
    fn from(e: GameError) -> String {
        e.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_dotted_names_each_read_back() {
        for code in ErrorCode::ALL {
            assert_eq!(ErrorCode::from_name(code.name()), Some(code));
            let name = code.name();
            assert!(
                name.split('.')
                    .all(|part| !part.is_empty() && part.chars().all(char::is_alphanumeric)),
                "{name}"
            );
        }
    }

    #[test]
    fn a_refusal_inside_a_value_names_its_fields_from_there() {
        let e = GameError::at(ErrorCode::ArgsField, "pawns[2]", "expected 4 pawns, got 3");
        let e = e.within("state");
        assert_eq!(e.field(), Some("state.pawns[2]"));
        assert_eq!(e.to_string(), "state.pawns[2]: expected 4 pawns, got 3");
        let two = GameError {
            code: ErrorCode::RulesCombine,
            fields: vec!["rules.stacking".into(), "rules.towers".into()],
            what: "cannot be played together".into(),
        };
        assert_eq!(
            two.within("state").to_string(),
            "state.rules.stacking and state.rules.towers: cannot be played together"
        );
    }
}
