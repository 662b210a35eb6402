//! The rules of Ludo, as plain Rust: both boards, every rule as a switch and the five
//! presets as bundles of switches, positions, legal moves, the turn machine, and whole
//! games with their seeded dice, seats, log and saved form.
//!
//! No browser code lives here, and no computer player: `ludo-ai` chooses moves, and
//! `ludo-api` turns a [`Game`] into the JavaScript API.
//!
//! ```
//! use ludo_engine::{Game, Phase, Preset, Seat};
//!
//! let seats = (1..=4).map(|i| Seat { name: format!("P{i}"), computer: None }).collect();
//! let mut game = Game::new(Preset::Classic, Preset::Classic.rules(), seats, 42).unwrap();
//! while game.position().phase() != Phase::Over {
//!     match game.position().phase() {
//!         Phase::Roll => drop(game.roll().unwrap()),
//!         _ => drop(game.apply_move(0).unwrap()),
//!     }
//! }
//! assert_eq!(game.position().ranking().len(), 4);
//! ```

#[macro_use]
mod names;

pub mod board;
pub mod colour;
pub mod error;
pub mod event;
pub mod game;
pub mod json;
pub mod log_entry;
pub mod log_text;
pub mod movegen;
pub mod moves;
mod occupancy;
pub mod play;
pub mod position;
pub mod replay;
pub mod rng;
pub mod rules;
pub mod save;
pub mod seat;
pub mod setup;
pub mod special;

pub use board::{Board, BoardKind};
pub use colour::Colour;
pub use error::{ErrorCode, GameError};
pub use event::{Event, Sink};
pub use game::{Game, SeatStats};
pub use movegen::MoveGen;
pub use moves::{Move, MoveKind, MoveList};
pub use play::Play;
pub use play::PlayError;
pub use position::{Dice, Phase, Position};
pub use replay::Replay;
pub use rng::Rng;
pub use rules::{Arms, Preset, Rules};
pub use seat::{Level, Seat};
pub use setup::{FromSetup, Setup, SetupError};
pub use special::Special;

/// The traits that give a [`Position`] its rules: `use ludo_engine::prelude::*;`.
pub mod prelude {
    pub use crate::movegen::MoveGen;
    pub use crate::play::Play;
    pub use crate::setup::FromSetup;
}
