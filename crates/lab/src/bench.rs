//! The benchmark's playout loop: random games with random legal moves, played to the end.
//!
//! One function does the work for both measurements, natively (`examples/bench.rs`) and in
//! the browser (the `benchGames` export, built only with this crate's `wasm` feature), so the two
//! figures count exactly the same games.

use ludo_engine::moves::MoveList;
use ludo_engine::position::{Phase, Position};
use ludo_engine::prelude::*;
use ludo_engine::rng::Rng;
use ludo_engine::rules::{Preset, Rules};

/// Plays one game from the start with random dice and random legal moves, until it is
/// over. Returns the number of rolls and moves played.
pub fn play_random_game(rules: Rules, seats: u8, rng: &mut Rng) -> u64 {
    let Ok(mut pos) = Position::start(rules, seats, rng, &mut ()) else {
        return 0;
    };
    let mut moves = MoveList::new();
    let mut steps = 0;
    loop {
        match pos.phase() {
            Phase::Roll => pos.roll_with_moves(rng.die(), &mut moves, &mut ()),
            Phase::Move => {
                // `moves` holds the legal moves left by the roll or the previous move.
                if moves.is_empty() {
                    pos.legal_moves(&mut moves);
                }
                let m = moves[rng.below(moves.len() as u32) as usize];
                // Leaves the moves for the next die in hand, if one can be used.
                pos.play_with_moves(&m, &mut moves, &mut ());
            }
            Phase::Over => return steps,
        }
        steps += 1;
    }
}

/// Plays `games` four-player games of a preset, the generator seeded with `seed`. Kept out
/// of line, so the measured loop is compiled the same wherever it is called from.
/// Returns the total number of rolls and moves, a checksum that both builds must agree on.
#[inline(never)]
pub fn play_games(preset: Preset, games: u32, seed: u64) -> u64 {
    play_games_with(preset.rules(), 4, games, seed)
}

/// [`play_games`] under any rules and number of seats (six arms: up to six).
#[inline(never)]
pub fn play_games_with(rules: Rules, seats: u8, games: u32, seed: u64) -> u64 {
    let mut rng = Rng::new(seed);
    (0..games)
        .map(|_| play_random_game(rules, seats, &mut rng))
        .sum()
}

/// The browser side of the benchmark: `benchGames(preset, games, seed, arms, seats)` plays
/// the same games as the native `bench speed` with `--arms` and `--seats` (four arms and
/// four seats when left out) and returns the same checksum, or -1 for an unknown preset
/// or a board and seats that make no game.
#[cfg(feature = "wasm")]
#[wasm_bindgen::prelude::wasm_bindgen(js_name = benchGames)]
pub fn bench_games(
    preset: &str,
    games: u32,
    seed: u32,
    arms: Option<u8>,
    seats: Option<u8>,
) -> f64 {
    let Some(p) = Preset::from_name(preset) else {
        return -1.0;
    };
    match (arms.unwrap_or(4), seats.unwrap_or(4)) {
        (4, 4) => play_games(p, games, seed as u64) as f64,
        (arms, seats) => {
            let mut rules = p.rules();
            match rules.set("arms", &arms.into()) {
                Ok(()) if (2..=arms).contains(&seats) => {
                    play_games_with(rules, seats, games, seed as u64) as f64
                }
                _ => -1.0,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_plays_to_the_end_and_the_checksum_follows_the_seed() {
        for p in Preset::ALL {
            let a = play_games(p, 20, 7);
            assert!(a > 20 * 50, "{}: only {a} steps in 20 games", p.name());
            assert_eq!(a, play_games(p, 20, 7));
            assert_ne!(a, play_games(p, 20, 8));
        }
    }
}
