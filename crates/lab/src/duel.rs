//! Quick matches of a network against the `hard` level, for the learning curve of
//! `train-expert`.

use std::sync::atomic::{AtomicUsize, Ordering};

use ludo_ai::expert::Net;
use ludo_ai::{Search, Strategy};
use ludo_engine::moves::MoveList;
use ludo_engine::position::{Phase, Position};
use ludo_engine::prelude::*;
use ludo_engine::rng::Rng;
use ludo_engine::rules::Rules;

use crate::td::Greedy;

/// The seed of the measuring games: the same games for every run and every measurement.
const SEED: u64 = 7_777;

/// Plays `games` four-player games, the network choosing greedily (no search) in seat
/// `i % 4` of game `i` and `hard` in the others; returns the network's wins.
pub fn against_hard(net: &Net, rules: Rules, games: usize, threads: usize, _seed: u64) -> usize {
    let wins = AtomicUsize::new(0);
    crate::parallel::each_index(games as u64, threads, |i| {
        if play(net, rules, i) {
            wins.fetch_add(1, Ordering::Relaxed);
        }
        true
    });
    wins.into_inner()
}

/// Plays game `i`; whether the network's seat won.
fn play(net: &Net, rules: Rules, i: u64) -> bool {
    let mut rng = Rng::new(crate::cli::game_seed(SEED, i as usize));
    let Ok(mut pos) = Position::start(rules, 4, &mut rng, &mut ()) else {
        return false;
    };
    let seat = (i % 4) as u8;
    let mut greedy = Greedy { net, explore: 0.0 };
    let mut hard = Search::hard();
    let mut moves = MoveList::new();
    while pos.ranking().is_empty() && pos.phase() != Phase::Over {
        match pos.phase() {
            Phase::Roll => pos.roll_with_moves(rng.die(), &mut moves, &mut ()),
            Phase::Move => {
                if moves.is_empty() {
                    pos.legal_moves(&mut moves);
                }
                let k = if pos.seat_on_turn() == seat {
                    greedy.choose(&pos, &moves, &mut rng)
                } else {
                    hard.choose(&pos, &moves, &mut rng)
                };
                let m = moves[k];
                pos.play_with_moves(&m, &mut moves, &mut ());
            }
            Phase::Over => {}
        }
    }
    pos.ranking().first() == Some(&seat)
}
