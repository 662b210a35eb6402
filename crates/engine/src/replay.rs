//! Watching a game again: a [`Replay`] rebuilds a finished (or unfinished) game from its
//! seed and its log, step by step, so any moment of it can be shown.
//!
//! A game's start follows from its preset, rules, seats and seed (the roll-off and the
//! special squares come from the seeded generator). After the opening, the log is a list
//! of steps, each a roll or a move with what it caused. A replay plays each step again
//! with the logged die or the logged move, and checks that the engine logs exactly what
//! the save logged: a save whose log does not follow from its start is refused.

use std::ops::Range;

use crate::error::{ErrorCode, GameError};
use crate::event::Event;
use crate::game::Game;
use crate::position::Phase;

/// One roll or one move of a game, and the log entries it made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The die rolled.
    Roll(u8),
    /// The index of the move played among the legal moves of its position.
    Move(usize),
}

/// A game ready to be shown at any step.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The game before its first roll.
    start: Game,
    /// Every step, with the log entries it made (indices into the whole log).
    steps: Vec<(Step, Range<usize>)>,
}

impl Replay {
    /// Rebuilds `game` from its start. Refused when the log does not begin at the start of
    /// the game (a game restored from a position), or does not follow from its seed.
    pub fn of(game: &Game) -> Result<Replay, GameError> {
        if game.log_start() > 0 {
            return Err(GameError::at(
                ErrorCode::SaveLog,
                "state.log",
                "the game was restored from a position, without the start of its log",
            ));
        }
        let start = Game::new(
            game.preset(),
            *game.position().rules(),
            game.seats().to_vec(),
            game.seed(),
        )?;
        let log = game.log();
        let opening = start.log().len();
        let track = 0..game.position().board().track_len;
        let same_squares = track
            .into_iter()
            .all(|i| start.position().special(i) == game.position().special(i));
        if log.get(..opening) != Some(start.log()) || !same_squares {
            return Err(GameError::at(
                ErrorCode::SaveLog,
                "state.log",
                "the log does not begin as a game with this seed begins",
            ));
        }
        let mut replay = Replay {
            start: start.clone(),
            steps: Vec::new(),
        };
        let mut at = start;
        let mut from = opening;
        while from < log.len() {
            let step = replay.next_step(&at, log, from)?;
            let made = play_step(&mut at, step)?;
            let to = from + made.len();
            if log.get(from..to) != Some(made) {
                return Err(GameError::at(
                    ErrorCode::SaveLog,
                    format!("state.log[{from}]"),
                    "the entry does not follow from the game before it",
                ));
            }
            replay.steps.push((step, from..to));
            from = to;
        }
        if at.position() != game.position() {
            return Err(GameError::at(
                ErrorCode::SaveLog,
                "state.log",
                "the log does not lead to the position of the game",
            ));
        }
        Ok(replay)
    }

    /// The step that the log entry at `from` begins.
    fn next_step(&self, at: &Game, log: &[Event], from: usize) -> Result<Step, GameError> {
        let phase = at.position().phase();
        match log[from] {
            Event::Roll { die, .. } if phase == Phase::Roll => Ok(Step::Roll(die)),
            Event::Move {
                pawn,
                die,
                from: a,
                to: b,
                kind,
            } if phase == Phase::Move => at
                .legal_moves()
                .iter()
                .position(|m| {
                    m.pawn_id() == pawn
                        && m.die == die
                        && m.from == a
                        && m.to == b
                        && m.kind == kind
                })
                .map(Step::Move)
                .ok_or_else(|| {
                    GameError::at(
                        ErrorCode::SaveLog,
                        format!("state.log[{from}]"),
                        "the entry is not a legal move then",
                    )
                }),
            _ => Err(GameError::at(
                ErrorCode::SaveLog,
                format!("state.log[{from}]"),
                "the entry is not a roll or a move where one is due",
            )),
        }
    }

    /// The number of steps.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether the game has no step at all.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The steps, with the range of log entries each made.
    pub fn steps(&self) -> &[(Step, Range<usize>)] {
        &self.steps
    }

    /// The game after its first `k` steps (the whole game for `k` ≥ [`Replay::len`]).
    pub fn game_at(&self, k: usize) -> Game {
        let mut g = self.start.clone();
        for &(step, _) in self.steps.iter().take(k) {
            // Every step was played once already when the replay was made.
            let _ = play_step(&mut g, step);
        }
        g
    }
}

/// Plays one step on a game, keeping the dice's generator in step with the original as
/// far as its dice came from it. Returns the log entries the step made.
fn play_step(g: &mut Game, step: Step) -> Result<&[Event], GameError> {
    match step {
        Step::Roll(die) => {
            g.rng.die();
            g.roll_die(die)?;
        }
        Step::Move(id) => {
            g.apply_move(id)?;
        }
    }
    Ok(g.last_events())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;
    use crate::seat::Seat;

    fn played(preset: Preset, seed: u64, steps: usize) -> Game {
        let seats = (0..4)
            .map(|i| Seat {
                name: format!("P{i}"),
                computer: None,
            })
            .collect();
        let mut g = Game::new(preset, preset.rules(), seats, seed).unwrap();
        for i in 0..steps {
            match g.position().phase() {
                Phase::Roll => drop(g.roll().unwrap()),
                Phase::Move => drop(g.apply_move(i % g.legal_moves().len()).unwrap()),
                Phase::Over => break,
            }
        }
        g
    }

    #[test]
    fn a_replay_shows_every_moment_of_the_game_as_it_was() {
        for preset in Preset::ALL {
            let g = played(preset, 31, 100_000);
            let r = Replay::of(&g).unwrap();
            assert_eq!(r.game_at(r.len()), g, "{preset:?}");
            assert_eq!(r.steps().last().unwrap().1.end, g.log().len());
            // A moment halfway through is the game as it stood then.
            let half = r.len() / 2;
            let mut again = played(preset, 31, half);
            assert_eq!(r.game_at(half).position(), again.position());
            assert_eq!(r.game_at(half).rng(), again.rng());
            again = r.game_at(0);
            assert_eq!(again.log().len(), r.steps()[0].1.start);
        }
    }

    #[test]
    fn a_log_that_does_not_follow_from_the_seed_is_refused() {
        // Another seed places the reward squares elsewhere.
        let mut g = played(Preset::Rewards, 5, 40);
        g.seed += 1;
        let e = Replay::of(&g).unwrap_err();
        assert_eq!((e.code, e.field()), (ErrorCode::SaveLog, Some("state.log")));
        // A die changed in the middle of the game, or at its very end.
        let mut g = played(Preset::Velvet, 5, 40);
        let i = (0..g.log.len() - 1)
            .find(|&i| {
                matches!(
                    (g.log[i], g.log[i + 1]),
                    (Event::Roll { .. }, Event::Move { .. })
                )
            })
            .unwrap();
        if let Event::Roll { side, die } = g.log[i] {
            g.log[i] = Event::Roll {
                side,
                die: die % 6 + 1,
            };
        }
        let e = Replay::of(&g).unwrap_err();
        assert_eq!(e.code, ErrorCode::SaveLog);
        assert!(
            e.field().is_some_and(|f| f.starts_with("state.log[")),
            "{e}"
        );
        let mut g = played(Preset::Velvet, 5, 40);
        let last = g.log.len() - 1;
        let Event::Roll { side, die } = g.log[last] else {
            panic!("the 40th step is a roll");
        };
        g.log[last] = Event::Roll {
            side,
            die: die % 6 + 1,
        };
        let e = Replay::of(&g).unwrap_err();
        assert_eq!((e.code, e.field()), (ErrorCode::SaveLog, Some("state.log")));
        assert_eq!(
            e.to_string(),
            "state.log: the log does not lead to the position of the game"
        );
    }
}
