//! Training the expert's network by self-play with temporal-difference learning, TD(λ),
//! as backgammon programs were trained.
//!
//! Four copies of the network play a preset against each other, each choosing the move
//! after which the network gives its seat the best chance (a few moves at random, for
//! variety). After each game every position it passed through is pulled towards its
//! λ-return: the next position's chances, blended over the positions that follow, and
//! finally who won. The pull is the gradient of the cross-entropy between the network's
//! chances and that target.
//!
//! Games are played in batches, spread over threads with the network of the batch's start;
//! the updates are then applied in the order of the games, so a run depends only on its
//! seed and settings, not on the threads.

use ludo_ai::Strategy;
use ludo_ai::distinct;
use ludo_ai::eval::{PerSeat, SIDES, weights_for};
use ludo_ai::expert::inputs::Inputs;
use ludo_ai::expert::net::{HIDDEN, Net, OUTPUTS, softmax};
use ludo_engine::moves::{Move, MoveList};
use ludo_engine::position::{Phase, Position};
use ludo_engine::prelude::*;
use ludo_engine::rng::Rng;
use ludo_engine::rules::{Preset, Rules};

/// The settings of a training run.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The preset whose games train the network.
    pub preset: Preset,
    /// The run's seed: the first weights and every game's dice follow from it.
    pub seed: u64,
    /// Learning rate at the start.
    pub rate: f32,
    /// The learning rate falls to `rate * rate_end` by the last game.
    pub rate_end: f32,
    /// λ: how far a position's target looks ahead (0: the next position; 1: the result).
    pub lambda: f32,
    /// Chance of a random move instead of the best one.
    pub explore: f32,
    /// Games per batch.
    pub batch: usize,
    /// Threads that play a batch.
    pub threads: usize,
}

/// One position of a game, kept for learning.
struct Step {
    x: Inputs,
    /// The network's chances per seat when the game was played.
    value: PerSeat,
}

/// A game played by the network.
pub struct Record {
    steps: Vec<Step>,
    /// The winner's seat.
    winner: u8,
}

impl Record {
    /// Positions the game passed through.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether the game recorded no position.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }
}

/// Every seat's chances after a move, by the network (or the result, once someone won).
fn after(net: &Net, pos: &Position, m: &Move, weights: ludo_ai::eval::Weights) -> PerSeat {
    let mut child = *pos;
    child.play_unchecked(m, &mut ());
    value(net, &child, weights)
}

/// Every seat's chances in a position, by the network; the result once someone won.
fn value(net: &Net, pos: &Position, weights: ludo_ai::eval::Weights) -> PerSeat {
    if let Some(&w) = pos.ranking().first() {
        let mut out = [0.0; SIDES];
        out[w as usize] = 1.0;
        return out;
    }
    match Inputs::with(pos, weights) {
        Some(x) => x.per_seat(&net.chances(&x)),
        None => [0.25; SIDES],
    }
}

/// The network's pick among `moves`: the best for the seat on turn, or now and then one
/// at random.
pub struct Greedy<'a> {
    /// The network.
    pub net: &'a Net,
    /// Chance of a random move.
    pub explore: f32,
}

impl Strategy for Greedy<'_> {
    fn choose(&mut self, pos: &Position, moves: &[Move], rng: &mut Rng) -> usize {
        let reps: Vec<usize> = distinct(moves).collect();
        if reps.len() == 1 {
            return reps[0];
        }
        if self.explore > 0.0 && (rng.below(1 << 20) as f32) < self.explore * (1 << 20) as f32 {
            return reps[rng.below(reps.len() as u32) as usize];
        }
        let me = pos.seat_on_turn() as usize;
        let weights = weights_for(pos.rules());
        let scores: Vec<(usize, f32)> = reps
            .iter()
            .map(|&i| (i, after(self.net, pos, &moves[i], weights)[me]))
            .collect();
        ludo_ai::pick_best(&scores, rng)
    }
}

/// Plays one four-player game of self-play to its first place, recording every position
/// where a roll is due or a banked die is to be played.
pub fn self_play(net: &Net, rules: Rules, explore: f32, seed: u64) -> Record {
    let mut rng = Rng::new(seed);
    let weights = weights_for(&rules);
    let mut steps = Vec::new();
    let Ok(mut pos) = Position::start(rules, 4, &mut rng, &mut ()) else {
        return Record { steps, winner: 0 };
    };
    let mut player = Greedy { net, explore };
    let mut moves = MoveList::new();
    let record = |pos: &Position, steps: &mut Vec<Step>| {
        if let Some(x) = Inputs::with(pos, weights) {
            let value = x.per_seat(&net.chances(&x));
            steps.push(Step { x, value });
        }
    };
    while pos.ranking().is_empty() && pos.phase() != Phase::Over {
        match pos.phase() {
            Phase::Roll => {
                record(&pos, &mut steps);
                pos.roll_with_moves(rng.die(), &mut moves, &mut ());
            }
            Phase::Move => {
                if moves.is_empty() {
                    pos.legal_moves(&mut moves);
                }
                let m = moves[player.choose(&pos, &moves, &mut rng)];
                pos.play_with_moves(&m, &mut moves, &mut ());
                if pos.phase() == Phase::Move && pos.ranking().is_empty() {
                    record(&pos, &mut steps);
                }
            }
            Phase::Over => {}
        }
    }
    let winner = pos.ranking().first().copied().unwrap_or(0);
    Record { steps, winner }
}

/// Pulls the network towards the λ-returns of one game; returns the summed cross-entropy
/// of its positions against their targets.
pub fn learn(net: &mut Net, game: &Record, rate: f32, lambda: f32) -> f32 {
    let mut target = [0.0f32; SIDES];
    target[game.winner as usize] = 1.0;
    let mut loss = 0.0;
    for t in (0..game.steps.len()).rev() {
        let step = &game.steps[t];
        // Relative to the seat order of this position.
        let mut y = [0.0f32; OUTPUTS];
        for r in 0..OUTPUTS {
            if step.x.racing[r] {
                y[r] = target[step.x.seats[r] as usize];
            }
        }
        loss += descend(net, &step.x, &y, rate);
        // The target of the position before: this one's value, blended with its target.
        for (t, v) in target.iter_mut().zip(step.value) {
            *t = (1.0 - lambda) * v + lambda * *t;
        }
    }
    loss
}

/// One step of gradient descent on the cross-entropy between the network's chances for
/// `x` and the target `y`; returns the cross-entropy before the step.
fn descend(net: &mut Net, x: &Inputs, y: &[f32; OUTPUTS], rate: f32) -> f32 {
    let h = net.hidden(x);
    let p = softmax(&net.logits(x, &h), &x.racing);
    let mut g = [0.0f32; OUTPUTS];
    let mut loss = 0.0;
    let total: f32 = (0..OUTPUTS).filter(|&o| x.racing[o]).map(|o| y[o]).sum();
    for o in 0..OUTPUTS {
        if x.racing[o] {
            let yo = if total > 0.0 { y[o] / total } else { 0.0 };
            g[o] = p[o] - yo;
            if yo > 0.0 {
                loss -= yo * p[o].max(1e-7).ln();
            }
        }
    }
    let mut dpre = [0.0f32; HIDDEN];
    for (k, d) in dpre.iter_mut().enumerate() {
        let row = &mut net.w2[k * OUTPUTS..][..OUTPUTS];
        if h.pre[k] > 0.0 {
            *d = row.iter().zip(&g).map(|(w, gi)| w * gi).sum();
        }
        for (w, gi) in row.iter_mut().zip(&g) {
            *w -= rate * h.act[k] * gi;
        }
    }
    for (b, gi) in net.b2.iter_mut().zip(&g) {
        *b -= rate * gi;
    }
    for &i in x.sparse() {
        let col = &mut net.w1[i as usize * HIDDEN..][..HIDDEN];
        for (w, d) in col.iter_mut().zip(&dpre) {
            *w -= rate * d;
        }
    }
    let sparse = ludo_ai::expert::inputs::SPARSE;
    for (k, &v) in x.dense.iter().enumerate() {
        if v != 0.0 {
            let col = &mut net.w1[(sparse + k) * HIDDEN..][..HIDDEN];
            for (w, d) in col.iter_mut().zip(&dpre) {
                *w -= rate * v * d;
            }
        }
    }
    for (b, d) in net.b1.iter_mut().zip(&dpre) {
        *b -= rate * d;
    }
    loss
}

/// Plays the games `first..first + count` of a run with the network as it is, spread over
/// threads; the records come back in the order of the games.
pub fn play_batch(net: &Net, s: &Settings, rules: Rules, first: u64, count: usize) -> Vec<Record> {
    let threads = s.threads.max(1);
    let mut out: Vec<Option<Record>> = (0..count).map(|_| None).collect();
    std::thread::scope(|scope| {
        let chunks: Vec<_> = out
            .chunks_mut(count.div_ceil(threads).max(1))
            .enumerate()
            .map(|(c, chunk)| {
                let start = c * count.div_ceil(threads).max(1);
                scope.spawn(move || {
                    for (k, slot) in chunk.iter_mut().enumerate() {
                        let g = first + (start + k) as u64;
                        let seed = crate::cli::game_seed(s.seed, g as usize);
                        *slot = Some(self_play(net, rules, s.explore, seed));
                    }
                })
            })
            .collect();
        for c in chunks {
            let _ = c.join();
        }
    });
    out.into_iter().flatten().collect()
}
