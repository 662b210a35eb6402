//! `Replay`: a saved game watched again, one step at a time. Built on the engine's
//! [`ludo_engine::Replay`], which plays the game again from its seed and checks that
//! every logged step follows.

use serde::Serialize;
use serde_json::Value;

use ludo_engine::{ErrorCode, Event, GameError, save};

use crate::view::{Outcome, whole};

/// Where a turn begins in a replay: the step it starts at, its round and side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TurnStart {
    /// The number of steps played before the turn begins.
    pub step: usize,
    /// The round, from 1.
    pub round: u16,
    /// The side on turn.
    pub side: u8,
}

/// A game ready to be shown at any step.
#[derive(Clone, Debug)]
pub struct Replay {
    inner: ludo_engine::Replay,
    turns: Vec<TurnStart>,
}

impl Replay {
    /// `Replay.fromState(saved)`: a saved game (checked as `Game.fromState` checks it)
    /// made ready to be watched; refused if its log does not follow from its seed.
    pub fn from_state(saved: &Value) -> Result<Replay, GameError> {
        let game = save::read(saved)?;
        let inner = ludo_engine::Replay::of(&game)?;
        let start = inner.game_at(0);
        let first = start.position();
        let mut turns = vec![TurnStart {
            step: 0,
            round: first.round(),
            side: first.side_on_turn(),
        }];
        for (i, (_, range)) in inner.steps().iter().enumerate() {
            for e in &game.log()[range.clone()] {
                if let Event::Turn { side, round } = *e {
                    turns.push(TurnStart {
                        step: i + 1,
                        round,
                        side,
                    });
                }
            }
        }
        Ok(Replay { inner, turns })
    }

    /// `length`: the number of steps (rolls and moves).
    pub fn len(&self) -> usize {
        self.inner.len()
    }

    /// Whether the game has no step.
    pub fn is_empty(&self) -> bool {
        self.inner.is_empty()
    }

    /// `turns()`: where each turn begins.
    pub fn turns(&self) -> &[TurnStart] {
        &self.turns
    }

    /// `viewAt(step)`: the game (as `view()` gives it) after `step` steps.
    pub fn view_at(&self, step: &Value) -> Result<Value, GameError> {
        let k = whole(step, ErrorCode::ReplayStep, "step", self.len() as u64)?;
        let game = self.inner.game_at(k as usize);
        Ok(crate::Game::wrap(game).view())
    }

    /// `outcomeAt(step)`: what step number `step` (from 0) did, and the position after
    /// it, as `applyMove` or `lastOutcome` gave it when it was played.
    pub fn outcome_at(&self, step: &Value) -> Result<Outcome, GameError> {
        let last = (self.len() as u64).saturating_sub(1);
        if self.is_empty() {
            return Err(GameError::at(
                ErrorCode::ReplayStep,
                "step",
                "the game has no step to show",
            ));
        }
        let k = whole(step, ErrorCode::ReplayStep, "step", last)?;
        let before = crate::meaning::position(&self.inner.game_at(k as usize));
        let game = self.inner.game_at(k as usize + 1);
        Ok(Outcome::of(&game, game.last_events(), Some(&before)))
    }
}
