//! The lab: everything that measures or attacks the game, and nothing the page ships.
//!
//! - [`fuzz`]: the fuzzer of the JavaScript API, run natively on `ludo-api` and through
//!   the built wasm module's exports in Node (`tests/exports_fuzz.rs`);
//! - [`check`]: invariants checked after every roll and move, and a reference move
//!   generator;
//! - [`bench`]: the playout loop of the engine's speed benchmark (also built to wasm with
//!   the `wasm` feature, for the browser half of `scripts/bench.sh`);
//! - [`rollout`]: a Monte Carlo player for measurement;
//! - [`parallel`]: numbered jobs spread over threads;
//! - [`td`] and [`duel`]: training the expert's network by self-play, and measuring it;
//! - the binaries `arena`, `bench`, `bench-ai`, `boundary`, `fit-eval` and `train-expert` (each has
//!   `--help`).

pub mod bench;
pub mod check;
pub mod cli;
pub mod duel;
pub mod expert;
pub mod fuzz;
pub mod parallel;
pub mod rollout;
pub mod td;
