//! The `easy` level: a random legal move. It is also the baseline the other levels are
//! measured against.

use super::Strategy;
use ludo_engine::moves::Move;
use ludo_engine::position::Position;
use ludo_engine::rng::Rng;

/// Plays a legal move chosen uniformly at random.
#[derive(Clone, Copy, Debug, Default)]
pub struct Random;

impl Strategy for Random {
    fn choose(&mut self, _pos: &Position, moves: &[Move], rng: &mut Rng) -> usize {
        rng.below(moves.len() as u32) as usize
    }
}
