//! Ludo for the web: one rules engine with five presets, computer players, and a
//! WebAssembly API.
//!
//! The engine ([`Position`], [`Rules`], [`Board`]) is plain Rust with no browser code.
//! [`Game`] adds the seeded dice, seats and the log; [`wasm`] exports it to JavaScript.

pub mod board;
pub mod colour;
pub mod event;
pub mod movegen;
pub mod moves;
pub mod play;
pub mod position;
pub mod rng;
pub mod rules;
pub mod special;

pub use board::{Board, BoardKind};
pub use colour::Colour;
pub use event::{Event, Sink};
pub use moves::{Move, MoveKind, MoveList};
pub use play::PlayError;
pub use position::{Phase, Pool, Position, Setup, SetupError};
pub use rng::Rng;
pub use rules::{Preset, Rules};
pub use special::Special;

pub mod ai;
pub mod bench;
pub mod check;
pub mod fuzz;
pub mod game;
mod json;
pub mod parallel;
pub mod save;
pub mod view;
pub mod wasm;

pub use game::{Game, GameError, Seat};
