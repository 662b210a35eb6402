//! The calls of the JavaScript API on the engine's own game, for tests that play through
//! the engine and read or restore whole games: options as `new Game` takes them, saves,
//! computer choices and hints. Each goes through the code the API uses.

use ludo_engine::{Game, GameError, save};
use serde_json::Value;

/// The API's calls on [`Game`].
pub trait GameExt: Sized {
    /// `new Game(options)`.
    fn from_options(options: &Value) -> Result<Self, GameError>;
    /// `Game.fromState(state)`.
    fn from_state(state: &Value) -> Result<Self, GameError>;
    /// `state()`.
    fn state(&self) -> Value;
    /// `chooseMove()`.
    fn choose_move(&self) -> Result<usize, GameError>;
    /// The move a computer player of `level` would choose.
    fn choose_move_at(&self, level: ludo_ai::Level) -> Result<usize, GameError>;
    /// `hints()`, as the computer players give them.
    fn hints(&self) -> Result<Vec<ludo_ai::Hint>, GameError>;
}

impl GameExt for Game {
    fn from_options(options: &Value) -> Result<Game, GameError> {
        ludo_api::Game::new(options).map(|g| g.engine().clone())
    }

    fn from_state(state: &Value) -> Result<Game, GameError> {
        save::read(state)
    }

    fn state(&self) -> Value {
        save::write(self)
    }

    fn choose_move(&self) -> Result<usize, GameError> {
        ludo_api::Game::wrap(self.clone()).choose_move()
    }

    fn choose_move_at(&self, level: ludo_ai::Level) -> Result<usize, GameError> {
        ludo_api::Game::wrap(self.clone()).choose_move_at(level)
    }

    fn hints(&self) -> Result<Vec<ludo_ai::Hint>, GameError> {
        // The API's refusal, then the computer players' own hints.
        ludo_api::Game::wrap(self.clone()).hints()?;
        Ok(ludo_ai::hints(self.position(), &self.legal_moves()))
    }
}

/// The seats of a game of computer players, one per level, each named after its level.
pub fn computer_seats(levels: &[ludo_ai::Level]) -> Vec<ludo_engine::Seat> {
    levels
        .iter()
        .map(|&l| ludo_engine::Seat {
            name: l.name().into(),
            computer: Some(l),
        })
        .collect()
}
