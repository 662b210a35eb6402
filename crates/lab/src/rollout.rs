//! A Monte Carlo player, kept for measurement rather than play: it tries each move and
//! plays the game on from the position after it many times, to the first place, and picks
//! the move that won most often. Every other player moves at random in these playouts, as
//! `easy` does, so against three `easy` players it knows exactly how they play; its own
//! later moves are random too, or `medium`'s.
//!
//! The arena seats it in place of `hard` with `--rollouts N` (BENCHMARKS.md, "Computer
//! players"): it shows how far knowing the opponents and playing games to the end gets,
//! against the `hard` level's search and evaluation. It is slow (thousands of games per
//! decision), so no level of the game uses it.

use ludo_ai::{Heuristic, Strategy, distinct};
use ludo_engine::moves::{Move, MoveList};
use ludo_engine::position::{Phase, Position};
use ludo_engine::prelude::*;
use ludo_engine::rng::Rng;

/// Monte Carlo over whole games.
#[derive(Clone, Copy, Debug)]
pub struct Rollout {
    /// Playouts per move that leads to a different position.
    pub playouts: u32,
    /// Whether the player's own moves in the playouts are `medium`'s rather than random.
    pub own_medium: bool,
}

impl Strategy for Rollout {
    fn choose(&mut self, pos: &Position, moves: &[Move], rng: &mut Rng) -> usize {
        let me = pos.seat_on_turn();
        let choices: Vec<usize> = distinct(moves).collect();
        if choices.len() == 1 {
            return choices[0];
        }
        // The first of the moves that won most often.
        let mut best: Option<(usize, usize)> = None;
        for i in choices {
            let mut after = *pos;
            after.play_unchecked(&moves[i], &mut ());
            let wins = (0..self.playouts)
                .filter(|_| self.playout(after, me, rng))
                .count();
            if best.is_none_or(|b| wins > b.1) {
                best = Some((i, wins));
            }
        }
        best.map_or(0, |b| b.0)
    }
}

impl Rollout {
    /// Plays `pos` on to the first place; whether seat `me` takes it.
    fn playout(&self, mut pos: Position, me: u8, rng: &mut Rng) -> bool {
        let mut moves = MoveList::new();
        loop {
            if let Some(&first) = pos.ranking().first() {
                return first == me;
            }
            match pos.phase() {
                Phase::Roll => pos.roll_with_moves(rng.die(), &mut moves, &mut ()),
                Phase::Move => {
                    if moves.is_empty() {
                        pos.legal_moves(&mut moves);
                    }
                    let i = if self.own_medium && moves.len() > 1 && pos.seat_on_turn() == me {
                        Heuristic.choose(&pos, &moves, rng)
                    } else {
                        rng.below(moves.len() as u32) as usize
                    };
                    let m = moves[i];
                    pos.play_with_moves(&m, &mut moves, &mut ());
                }
                Phase::Over => return false,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludo_engine::position::Dice;
    use ludo_engine::rules::Preset;
    use ludo_engine::setup::Setup;

    #[test]
    fn takes_the_capture_that_ends_the_game_for_the_other_side() {
        // Classic, red to move a 4: red's B at 20 can hit yellow's last pawn out, 4 ahead
        // (yellow's 50, 7 squares from home), or red's A at 30 can walk on (listed
        // first). Without the capture yellow finishes first nearly every time.
        let s = Setup {
            phase: Phase::Move,
            dice: Dice::from_values(&[4]).unwrap(),
            ..Setup::new(
                Preset::Classic.rules(),
                vec![[30, 20, 57, 57], [50, 57, 57, 57]],
            )
        };
        let pos = Position::from_setup(&s).unwrap();
        let mut list = MoveList::new();
        pos.legal_moves(&mut list);
        let capture = list.iter().position(|m| m.captures != 0).unwrap();
        let mut player = Rollout {
            playouts: 200,
            own_medium: false,
        };
        let pick = player.choose(&pos, &list, &mut Rng::new(3));
        assert_eq!(pick, capture, "{:?}", list[pick]);
        // The same generator gives the same pick.
        assert_eq!(player.choose(&pos, &list, &mut Rng::new(3)), pick);
    }
}
