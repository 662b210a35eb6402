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

/// A preset's rules with some switches changed by name, as options give them.
pub fn rules(preset: ludo_engine::Preset, changes: &[(&str, Value)]) -> ludo_engine::Rules {
    let mut r = preset.rules();
    for (name, v) in changes {
        r.set(name, v).unwrap();
    }
    r
}

/// Plays a game of computer players (one level per seat) to its end or `max` moves, each
/// choice the level's own and checked to be one of the legal moves; `each` sees every
/// position and the move played from it. Returns the moves played and the game.
pub fn play_levels(
    preset: ludo_engine::Preset,
    rules: ludo_engine::Rules,
    levels: &[ludo_ai::Level],
    seed: u64,
    max: usize,
    mut each: impl FnMut(&ludo_engine::Position, &ludo_engine::Move),
) -> (usize, Game) {
    use ludo_engine::Phase;
    let mut game = Game::new(preset, rules, computer_seats(levels), seed).unwrap();
    let mut played = 0;
    while game.position().phase() != Phase::Over && played < max {
        if game.position().phase() == Phase::Roll {
            game.roll().unwrap();
            continue;
        }
        let moves = game.legal_moves();
        let pos = *game.position();
        let level = levels[pos.seat_on_turn() as usize];
        let id = ludo_ai::choose(level, &pos, &moves, &mut game.choice_rng());
        assert!(
            id < moves.len(),
            "{} chose {id} of {}",
            level.name(),
            moves.len()
        );
        each(&pos, &moves[id]);
        game.apply_move(id).unwrap();
        played += 1;
    }
    (played, game)
}
