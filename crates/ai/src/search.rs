//! The `hard` level: expectimax over the next rolls of the dice.
//!
//! Each move is tried on a copy of the position; then every value of the next roll is
//! tried with the engine's own `roll`, whoever rolls it (the player's own extra rolls
//! and banked sixes included). The searching player picks, at each of their turns in the
//! tree, the move best for their own seat (with `teams`, their team's, and the partner too
//! plays the move best for the team); every other player is expected to play as a
//! careful person does at a glance, the move the `medium` level's one-move score likes
//! best (a reply model: it predicts real opponents better than assuming each plays the
//! move best for them by this evaluation, and following one reply rather than all lets the
//! search look further for the same work). At the end of the tree the evaluation estimates
//! every seat's chance of taking the best place still open. The search deepens one roll at
//! a time and stops when a fixed amount of work is spent (positions tried, and
//! evaluations, which cost about [`LEAF_WORK`] positions each), so it does the same work,
//! and picks the same move, on every machine, however fast.

use super::eval::{Eval, PerSeat, SIDES, Weights, weights_for};
use super::heuristic;
use super::{Strategy, distinct, pick_best};
use ludo_engine::moves::{Move, MoveList};
use ludo_engine::position::{Phase, Position};
use ludo_engine::prelude::*;
use ludo_engine::rng::Rng;

/// The work the `hard` level may spend per decision, in positions tried: small enough
/// for 20 ms per decision in the browser (see BENCHMARKS.md).
pub const HARD_BUDGET: u32 = 60_000;

/// What one evaluation costs, in positions tried (an evaluation takes about as long as
/// trying ten moves).
pub const LEAF_WORK: u32 = 10;

/// What scoring one reply of another player counts for, in positions tried: half an
/// evaluation (the score prepares the position after the move for evaluation but weighs
/// no features). Counted so, a decision takes about a third longer than without the reply
/// model, well within the time limits (BENCHMARKS.md), and the search looks further.
const REPLY_WORK: u32 = LEAF_WORK / 2;

/// The deepest search, in rolls after the move.
const MAX_DEPTH: u8 = 6;

/// How the search values the positions at the end of the tree: every seat's chance of
/// taking place `place` (0 = first).
pub trait Leaf {
    /// What one valuation costs, in positions tried.
    fn work(&self) -> u32;
    /// Every seat's chance of taking place `place` in `pos`.
    fn chances(&self, pos: &Position, place: usize, weights: Weights) -> PerSeat;
}

/// The `hard` level's leaves: the linear evaluation ([`Eval`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Linear;

impl Leaf for Linear {
    fn work(&self) -> u32 {
        LEAF_WORK
    }

    fn chances(&self, pos: &Position, place: usize, weights: Weights) -> PerSeat {
        Eval::with(pos, weights).chances(place)
    }
}

/// How the search expects the other players to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    /// As `medium` would: the move with the best one-move score.
    Medium,
    /// As the linear evaluation sees it at a glance: the move after which it gives the
    /// player the best chance, looking at no roll after it (how `hard` itself plays when
    /// it has no time to search).
    Linear,
    /// As the leaves' own evaluation sees it at a glance.
    Leaf,
}

/// Searches over the next rolls, within a fixed budget of work, valuing the leaves with
/// `L`.
#[derive(Clone, Copy, Debug)]
pub struct Search<L = Linear> {
    budget: u32,
    leaf: L,
    reply: Reply,
}

impl Search {
    /// The `hard` level.
    pub const fn hard() -> Search {
        Search::with_budget(HARD_BUDGET)
    }

    /// A search that spends at most about `budget` work per decision (the first round,
    /// which looks at no roll after the move, always completes).
    pub const fn with_budget(budget: u32) -> Search {
        Search {
            budget,
            leaf: Linear,
            reply: Reply::Medium,
        }
    }
}

impl<L: Leaf> Search<L> {
    /// A search with its own leaves.
    pub const fn with_leaf(budget: u32, leaf: L) -> Search<L> {
        Search {
            budget,
            leaf,
            reply: Reply::Medium,
        }
    }

    /// The same search with another model of the other players' moves.
    pub fn with_reply(self, reply: Reply) -> Search<L> {
        Search { reply, ..self }
    }

    /// The chance of the seat on turn taking the best place still open after each move
    /// that leads to a different position: `(index into moves, chance)`.
    pub fn rank(&self, pos: &Position, moves: &[Move]) -> Vec<(usize, f32)> {
        self.analyse(pos, moves).chances
    }

    /// [`Search::rank`], with how deep the search went and how much work it did.
    pub fn analyse(&self, pos: &Position, moves: &[Move]) -> Analysis {
        let me = pos.seat_on_turn() as usize;
        let reps: Vec<usize> = distinct(moves).collect();
        let mut run = Run {
            me,
            work: 0,
            budget: u32::MAX,
            place: pos.ranking().len(),
            weights: weights_for(pos.rules()),
            leaf: &self.leaf,
            reply: self.reply,
        };
        let mut chances: Vec<(usize, f32)> = reps
            .iter()
            .map(|&i| (i, run.after(pos, &moves[i], 0).map_or(0.0, |v| v[me])))
            .collect();
        let mut depth = 0;
        if reps.len() > 1 {
            run.budget = self.budget;
            for d in 1..=MAX_DEPTH {
                let deeper: Option<Vec<(usize, f32)>> = reps
                    .iter()
                    .map(|&i| run.after(pos, &moves[i], d).map(|v| (i, v[me])))
                    .collect();
                match deeper {
                    Some(values) => (chances, depth) = (values, d),
                    None => break,
                }
            }
        }
        Analysis {
            chances,
            depth,
            work: run.work,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The chance of the seat on turn after each move that leads to a different position:
    /// `(index into moves, chance)`.
    pub chances: Vec<(usize, f32)>,
    /// Rolls searched after the move (0 = the move alone).
    pub depth: u8,
    /// Work spent (positions tried, evaluations counting [`LEAF_WORK`]), the unfinished
    /// last round included.
    pub work: u32,
}

impl<L: Leaf> Strategy for Search<L> {
    fn choose(&mut self, pos: &Position, moves: &[Move], rng: &mut Rng) -> usize {
        pick_best(&self.rank(pos, moves), rng)
    }
}

/// One search: the work spent so far and the place being played for.
struct Run<'a, L> {
    /// The seat that searches.
    me: usize,
    work: u32,
    budget: u32,
    /// The place (0 = first) still open when the search began.
    place: usize,
    /// The evaluation's weights for these rules.
    weights: Weights,
    /// What values the leaves.
    leaf: &'a L,
    /// How the other players are expected to move.
    reply: Reply,
}

impl<L: Leaf> Run<'_, L> {
    /// Spends work; `None` once the budget is exceeded.
    fn spend(&mut self, work: u32) -> Option<()> {
        self.work = self.work.saturating_add(work);
        (self.work <= self.budget).then_some(())
    }

    /// Every seat's chances in `pos` as the evaluation sees them.
    fn leaf(&mut self, pos: &Position) -> Option<PerSeat> {
        self.spend(self.leaf.work())?;
        Some(self.leaf.chances(pos, self.place, self.weights))
    }

    /// Every seat's chances after playing `m` in `pos`, searching `depth` rolls further.
    fn after(&mut self, pos: &Position, m: &Move, depth: u8) -> Option<PerSeat> {
        let mut child = *pos;
        child.play_unchecked(m, &mut ());
        self.value(&child, depth)
    }

    /// Every seat's chances in `pos`, searching `depth` rolls further. `None` when the
    /// budget runs out.
    fn value(&mut self, pos: &Position, depth: u8) -> Option<PerSeat> {
        self.spend(1)?;
        if pos.ranking().len() > self.place {
            return self.leaf(pos); // the place is taken
        }
        match pos.phase() {
            Phase::Over => self.leaf(pos),
            Phase::Roll if depth == 0 => self.leaf(pos),
            Phase::Roll => {
                let mut sum = [0.0f32; SIDES];
                let mut list = MoveList::new();
                // Rolls that change nothing but the die (no move, the turn passes) lead to
                // one and the same position: search it once.
                let mut seen: [Option<(Position, PerSeat)>; 2] = [None, None];
                for die in 1..=6 {
                    let mut child = *pos;
                    child.roll_with_moves(die, &mut list, &mut ());
                    let v = if child.phase() == Phase::Move {
                        self.decide(&child, &list, depth - 1)?
                    } else if let Some((_, v)) = seen.iter().flatten().find(|s| s.0 == child) {
                        *v
                    } else {
                        let v = self.value(&child, depth - 1)?;
                        let slot = (die == 6) as usize;
                        seen[slot] = Some((child, v));
                        v
                    };
                    for (s, x) in sum.iter_mut().zip(v) {
                        *s += x / 6.0;
                    }
                }
                Some(sum)
            }
            Phase::Move => {
                let mut list = MoveList::new();
                pos.legal_moves(&mut list);
                self.decide(pos, &list, depth)
            }
        }
    }

    /// The chances after the move the seat on turn is expected to play: the one best for
    /// them when they are the searching seat or its partner (whose chance is the team's),
    /// otherwise the one `medium` would play.
    fn decide(&mut self, pos: &Position, moves: &[Move], depth: u8) -> Option<PerSeat> {
        let seat = pos.seat_on_turn() as usize;
        // With `teams` the partner plays for the searching seat's team (seats are sides).
        let ours = seat == self.me || pos.partner(seat as u8) == Some(self.me as u8);
        if !ours {
            let reply = self.reply(pos, moves)?;
            return self.after(pos, &moves[reply], depth);
        }
        let mut best: Option<PerSeat> = None;
        for i in distinct(moves) {
            let v = self.after(pos, &moves[i], depth)?;
            if best.is_none_or(|b| v[seat] > b[seat]) {
                best = Some(v);
            }
        }
        best
    }

    /// The index of the move another player is expected to play: the first of those with
    /// the best score by the reply model (no random choice among equals, so the search
    /// stays reproducible).
    fn reply(&mut self, pos: &Position, moves: &[Move]) -> Option<usize> {
        let before = Eval::new(pos);
        let seat = pos.seat_on_turn() as usize;
        let mut best: Option<(usize, f32)> = None;
        for i in distinct(moves) {
            let score = match self.reply {
                Reply::Medium => {
                    self.spend(REPLY_WORK)?;
                    heuristic::score(pos, &before, &moves[i])
                }
                Reply::Linear | Reply::Leaf => {
                    let mut child = *pos;
                    child.play_unchecked(&moves[i], &mut ());
                    let place = pos.ranking().len();
                    if self.reply == Reply::Linear {
                        self.spend(LEAF_WORK)?;
                        Eval::with(&child, self.weights).chances(place)[seat]
                    } else {
                        self.spend(self.leaf.work())?;
                        self.leaf.chances(&child, place, self.weights)[seat]
                    }
                }
            };
            if best.is_none_or(|b| score > b.1) {
                best = Some((i, score));
            }
        }
        best.map(|b| b.0)
    }
}
