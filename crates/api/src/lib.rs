//! The JavaScript API of Ludo in plain Rust: the `Game` class with every call the page
//! makes, its options, and the typed values it returns.
//!
//! The wasm module (the top-level crate) binds this to JavaScript and only converts
//! values; the fuzzer in `ludo-lab` drives this same code natively. Nothing here is
//! specific to a browser.
//!
//! After a roll or a move a page needs only the outcome, which carries the position
//! that follows ([`Outcome::position`]); the log, which grows with the game, is read in
//! pages ([`Game::log_entries`]) when it is shown, and the whole game only when saved.

pub mod analysis;
pub mod game;
pub mod geometry;
pub mod meaning;
pub mod options;
pub mod replay;
pub mod view;

pub use analysis::Analysis;
pub use game::{Game, LOG_PAGE, parse_move_id};
pub use geometry::{Geometry, Place};
pub use ludo_engine::{ErrorCode, GameError};
pub use meaning::{DieState, HandDie, RollResult, Route};
pub use options::Options;
pub use replay::{Replay, TurnStart};
pub use view::{Hint, LegalMove, Limits, Outcome, PresetInfo, SeatStats, SwitchInfo};
