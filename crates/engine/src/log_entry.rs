//! The saved form of one log entry: `{ "type": "move", "pawn": "A", "die": 6, ... }`,
//! written from an [`Event`] and read back with every field checked against the game.

use serde_json::Value;

use crate::colour::{parse_pawn_label, pawn_label};
use crate::error::{ErrorCode, GameError};
use crate::event::Event;
use crate::json::{Obj, object};
use crate::moves::MoveKind;
use crate::position::Position;
use crate::special::Special;

fn label(id: u8) -> String {
    pawn_label(id as usize / 4, id as usize % 4).to_string()
}

/// An event in its saved form.
pub fn event_json(e: &Event) -> Value {
    let n = |x: u8| Value::from(x);
    let pawn = |id: u8| ("pawn", Value::from(label(id)));
    let (kind, mut fields) = match *e {
        Event::RollOff { seat, die } => ("rollOff", vec![("seat", n(seat)), ("die", n(die))]),
        Event::Turn { side, round } => ("turn", vec![("side", n(side)), ("round", round.into())]),
        Event::SkipTurn { side } => ("skipTurn", vec![("side", n(side))]),
        Event::Roll { side, die } => ("roll", vec![("side", n(side)), ("die", n(die))]),
        Event::NoMove { side } => ("noMove", vec![("side", n(side))]),
        Event::Foul { side } => ("foul", vec![("side", n(side))]),
        Event::Move {
            pawn: id,
            die,
            from,
            to,
            kind,
        } => (
            "move",
            vec![
                pawn(id),
                ("die", n(die)),
                ("from", n(from)),
                ("to", n(to)),
                ("kind", kind.name().into()),
            ],
        ),
        Event::Capture { pawn: id } => ("capture", vec![pawn(id)]),
        Event::Forfeit { pawn: id } => ("forfeit", vec![pawn(id)]),
        Event::Special {
            pawn: id,
            effect,
            to,
        } => (
            "special",
            vec![pawn(id), ("effect", effect.name().into()), ("to", n(to))],
        ),
        Event::ExtraRoll { side } => ("extraRoll", vec![("side", n(side))]),
        Event::Finish { seat, place } => ("finish", vec![("seat", n(seat)), ("place", n(place))]),
        Event::Stalemate => ("stalemate", vec![]),
        Event::Over => ("over", vec![]),
    };
    fields.insert(0, ("type", kind.into()));
    object(fields)
}

/// Reads one saved log entry of a game in `pos`; `path` names it in messages
/// (`state.log[12]`). Fields outside the entry's type are refused.
pub fn read_event(v: &Value, path: &str, pos: &Position) -> Result<Event, GameError> {
    let r = Entry {
        o: Obj::new(v, path)?,
        sides: pos.sides().len as u64,
        seats: pos.seats() as u64,
        goal: pos.board().goal as u64,
    };
    let (event, fields) = r.read()?;
    let mut known = vec!["type"];
    known.extend_from_slice(fields);
    r.o.only(&known)?;
    Ok(event)
}

/// One entry being read, with the bounds of its game.
struct Entry<'a> {
    o: Obj<'a>,
    sides: u64,
    seats: u64,
    goal: u64,
}

impl Entry<'_> {
    /// A refusal of one of the entry's fields.
    #[inline(never)]
    fn wrong(&self, key: &str, what: String) -> GameError {
        GameError::at(ErrorCode::ArgsField, self.o.at(key), what)
    }

    fn side(&self) -> Result<u8, GameError> {
        self.o.uint("side", self.sides - 1).map(|s| s as u8)
    }

    fn seat(&self) -> Result<u8, GameError> {
        self.o.uint("seat", self.seats - 1).map(|s| s as u8)
    }

    fn square(&self, key: &str) -> Result<u8, GameError> {
        self.o.uint(key, self.goal).map(|p| p as u8)
    }

    fn die(&self) -> Result<u8, GameError> {
        match self.o.uint("die", 6)? {
            0 => Err(self.wrong("die", "a die shows 1 to 6".into())),
            d => Ok(d as u8),
        }
    }

    fn pawn(&self) -> Result<u8, GameError> {
        let text = self.o.str("pawn")?;
        match parse_pawn_label(text) {
            Some((s, k)) if (s as u64) < self.sides => Ok((s * 4 + k) as u8),
            _ => Err(self.wrong("pawn", format!("\"{text}\" is not a pawn in this game"))),
        }
    }

    /// The event and the fields its type has besides `type`.
    fn read(&self) -> Result<(Event, &'static [&'static str]), GameError> {
        Ok(match self.o.str("type")? {
            "rollOff" => (
                Event::RollOff {
                    seat: self.seat()?,
                    die: self.die()?,
                },
                &["seat", "die"],
            ),
            "turn" => (
                Event::Turn {
                    side: self.side()?,
                    round: self.o.uint("round", u16::MAX as u64)? as u16,
                },
                &["side", "round"],
            ),
            "skipTurn" => (Event::SkipTurn { side: self.side()? }, &["side"]),
            "roll" => (
                Event::Roll {
                    side: self.side()?,
                    die: self.die()?,
                },
                &["side", "die"],
            ),
            "noMove" => (Event::NoMove { side: self.side()? }, &["side"]),
            "foul" => (Event::Foul { side: self.side()? }, &["side"]),
            "move" => (self.moved()?, &["pawn", "die", "from", "to", "kind"]),
            "capture" => (Event::Capture { pawn: self.pawn()? }, &["pawn"]),
            "forfeit" => (Event::Forfeit { pawn: self.pawn()? }, &["pawn"]),
            "special" => (self.special()?, &["pawn", "effect", "to"]),
            "extraRoll" => (Event::ExtraRoll { side: self.side()? }, &["side"]),
            "finish" => (self.finish()?, &["seat", "place"]),
            "stalemate" => (Event::Stalemate, &[]),
            "over" => (Event::Over, &[]),
            other => {
                return Err(self.wrong("type", format!("unknown entry type \"{other}\"")));
            }
        })
    }

    fn moved(&self) -> Result<Event, GameError> {
        let kind_name = self.o.str("kind")?;
        let kind = MoveKind::from_name(kind_name)
            .ok_or_else(|| self.wrong("kind", format!("unknown kind \"{kind_name}\"")))?;
        Ok(Event::Move {
            pawn: self.pawn()?,
            die: self.die()?,
            from: self.square("from")?,
            to: self.square("to")?,
            kind,
        })
    }

    fn special(&self) -> Result<Event, GameError> {
        let name = self.o.str("effect")?;
        let effect = Special::from_name(name)
            .ok_or_else(|| self.wrong("effect", format!("unknown effect \"{name}\"")))?;
        Ok(Event::Special {
            pawn: self.pawn()?,
            effect,
            to: self.square("to")?,
        })
    }

    fn finish(&self) -> Result<Event, GameError> {
        let place = self.o.uint("place", self.seats)? as u8;
        if place == 0 {
            return Err(self.wrong("place", "places are counted from 1".into()));
        }
        Ok(Event::Finish {
            seat: self.seat()?,
            place,
        })
    }
}
