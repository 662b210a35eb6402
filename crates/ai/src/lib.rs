//! Computer players. They see the game only through the position and its legal moves,
//! like a person does: they never read the game's dice, and they try moves out on copies
//! of the position with the engine's own `roll` and `play`, so no rule lives here.
//!
//! Every strategy implements [`Strategy`]; a [`Level`] (a seat's level, as the engine
//! records it) names one with its fixed work budget, so a level plays the same on every
//! machine, however fast.

pub mod analysis;
pub mod eval;
#[cfg(feature = "expert")]
pub mod expert;
mod heuristic;
mod hints;
mod random;
mod search;

pub use heuristic::Heuristic;
pub use hints::{Hint, Reason, hints};
pub use random::Random;
pub use search::{Analysis, HARD_BUDGET, LEAF_WORK, Leaf, Linear, Reply, Search};

use ludo_engine::moves::Move;
use ludo_engine::position::Position;
use ludo_engine::rng::Rng;
pub use ludo_engine::seat::Level;

/// A way of choosing moves.
pub trait Strategy {
    /// Picks the index of one of `moves`, the legal moves of `pos` (never empty). Any
    /// randomness comes from `rng`, so the same position and generator give the same pick.
    fn choose(&mut self, pos: &Position, moves: &[Move], rng: &mut Rng) -> usize;
}

/// The strategy that plays a level.
pub fn strategy(level: Level) -> Box<dyn Strategy> {
    match level {
        Level::Easy => Box::new(Random),
        Level::Medium => Box::new(Heuristic),
        Level::Hard => Box::new(Search::hard()),
        #[cfg(feature = "expert")]
        Level::Expert => Box::new(expert::Expert),
        // Without the `expert` feature the level plays as `hard`.
        #[cfg(not(feature = "expert"))]
        Level::Expert => Box::new(Search::hard()),
    }
}

/// Picks the index of one of `moves` (the legal moves of `pos`, not empty) for the side
/// on turn, as a player of `level` would.
pub fn choose(level: Level, pos: &Position, moves: &[Move], rng: &mut Rng) -> usize {
    debug_assert!(!moves.is_empty());
    strategy(level).choose(pos, moves, rng)
}

/// Whether two moves lead to the same position up to which pawn is which: pawns that
/// share a square (in the base, a stack or a tower) are interchangeable, so trying more
/// than one of them is wasted work.
pub(crate) fn same_outcome(a: &Move, b: &Move) -> bool {
    a.side == b.side
        && a.die == b.die
        && a.from == b.from
        && a.to == b.to
        && a.kind == b.kind
        && a.captures == b.captures
        && a.forfeit == b.forfeit
}

/// The indices of the moves that lead to different positions: the first of each group
/// of moves with the same outcome.
pub fn distinct(moves: &[Move]) -> impl Iterator<Item = usize> + '_ {
    (0..moves.len()).filter(move |&i| !moves[..i].iter().any(|m| same_outcome(m, &moves[i])))
}

/// The index of the first move with the same outcome as `moves[i]`.
pub(crate) fn representative(moves: &[Move], i: usize) -> usize {
    (0..=i)
        .find(|&j| same_outcome(&moves[j], &moves[i]))
        .unwrap_or(i)
}

/// Picks uniformly among the indices whose score is within a hair of the best one, so
/// equal moves are not always resolved the same way and the pick stays reproducible.
pub fn pick_best(scores: &[(usize, f32)], rng: &mut Rng) -> usize {
    const TIE: f32 = 1e-6;
    let best = scores.iter().map(|s| s.1).fold(f32::NEG_INFINITY, f32::max);
    let ties: Vec<usize> = scores
        .iter()
        .filter(|s| s.1 >= best - TIE)
        .map(|s| s.0)
        .collect();
    match ties.len() {
        0 => scores.first().map_or(0, |s| s.0),
        1 => ties[0],
        n => ties[rng.below(n as u32) as usize],
    }
}
