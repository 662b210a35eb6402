//! Game analysis: a finished game's log played again, and every real decision and every
//! roll judged by the win chance it gave or cost.
//!
//! Positions are valued as the hints value them, the expert's network (calibrated, see
//! `expert::calibration`) where its weights for these rules are loaded and the `hard`
//! level's evaluation otherwise, but without searching: each candidate position (after
//! each move, after each face of the die) is valued once, as the search values the leaves
//! of its first round. A whole game of four takes a second or two in the browser.
//!
//! - A **decision** is a move chosen where the legal moves lead to two or more different
//!   positions. Its *loss* is the mover's chance after the best move minus their chance
//!   after the move played (never negative; 0 for the best move). Chances are of the best
//!   place still open, as the hints give them.
//! - A roll's **luck** is the roller's chance after it (with their best move) minus the
//!   average of that over the six faces: what the die gave or took.
//! - The **chart** holds every seat's chance of first place at the start of every turn.
//! - Per seat: an **accuracy** from the losses ([`accuracy`]), the decisions labelled
//!   [`Label::Inaccuracy`], [`Label::Mistake`] and [`Label::Blunder`] by the loss
//!   ([`Label::of`]), and the luck of its rolls summed.

use ludo_engine::moves::{Move, MoveList};
use ludo_engine::position::{Phase, Position};
use ludo_engine::prelude::*;
use ludo_engine::replay::Step;

use crate::eval::{Eval, PerSeat, Weights, exp, weights_for};
use crate::hints::describe;
use crate::search::{Leaf, Linear, Search};
use crate::{Reason, distinct, representative};

/// How a decision is labelled by the win chance it lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Label {
    /// Lost at least [`INACCURACY`].
    Inaccuracy,
    /// Lost at least [`MISTAKE`].
    Mistake,
    /// Lost at least [`BLUNDER`].
    Blunder,
}

/// The least loss (a share of the chance to win, 0–1) labelled an inaccuracy. The three
/// thresholds were chosen from how often losses occur between `hard` players (README,
/// BENCHMARKS.md: `analyse --seats hard,hard,hard,hard`).
pub const INACCURACY: f32 = 0.01;
/// The least loss labelled a mistake.
pub const MISTAKE: f32 = 0.025;
/// The least loss labelled a blunder.
pub const BLUNDER: f32 = 0.05;

impl Label {
    /// The label of a decision that lost `loss`, if any.
    pub fn of(loss: f32) -> Option<Label> {
        if loss >= BLUNDER {
            Some(Label::Blunder)
        } else if loss >= MISTAKE {
            Some(Label::Mistake)
        } else if loss >= INACCURACY {
            Some(Label::Inaccuracy)
        } else {
            None
        }
    }

    /// The code used in the JavaScript API.
    pub const fn code(self) -> &'static str {
        match self {
            Label::Inaccuracy => "inaccuracy",
            Label::Mistake => "mistake",
            Label::Blunder => "blunder",
        }
    }
}

/// One decision with a real choice.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The step of the game (its index among the replay's steps) that played the move.
    pub step: usize,
    /// The seat that moved.
    pub seat: u8,
    /// The id of the move played (its index in the legal moves).
    pub played: usize,
    /// The id of the best move (the move played when it was as good as the best).
    pub best: usize,
    /// The move played.
    pub played_move: Move,
    /// The best move.
    pub best_move: Move,
    /// The mover's chance after the move played.
    pub played_chance: f32,
    /// The mover's chance after the best move.
    pub best_chance: f32,
    /// `best_chance - played_chance`, never negative.
    pub loss: f32,
    /// The label the loss earns, if any.
    pub label: Option<Label>,
    /// What the best move does, and that in words (as the hints say it).
    pub best_reason: (Reason, String),
}

/// One roll and its luck.
#[derive(Clone, Debug, PartialEq)]
pub struct Roll {
    /// The step that rolled.
    pub step: usize,
    /// The seat that rolled.
    pub seat: u8,
    /// The die.
    pub die: u8,
    /// The roller's chance after the roll (with their best move) minus its average over
    /// the six faces.
    pub luck: f32,
}

/// The chart's point at the start of a turn (and one after the last step).
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    /// The number of steps played before it.
    pub step: usize,
    /// The seat on turn (for the last point, the seat that moved last).
    pub seat: u8,
    /// The round, from 1.
    pub round: u16,
    /// Every seat's chance of first place.
    pub chances: PerSeat,
    /// Whether a six was rolled in the turn.
    pub six: bool,
    /// Whether a pawn was captured in the turn.
    pub capture: bool,
    /// Whether a pawn reached home in the turn.
    pub finish: bool,
}

/// One seat's figures.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatSummary {
    /// Decisions with a real choice.
    pub decisions: usize,
    /// Accuracy, 0–100 ([`accuracy`]); 100 with no decision.
    pub accuracy: f32,
    /// Decisions labelled inaccuracies.
    pub inaccuracies: usize,
    /// Decisions labelled mistakes.
    pub mistakes: usize,
    /// Decisions labelled blunders.
    pub blunders: usize,
    /// The win chance lost in all decisions.
    pub lost: f32,
    /// The luck of all its rolls.
    pub luck: f32,
}

/// A game analysed.
#[derive(Clone, Debug, PartialEq)]
pub struct GameAnalysis {
    /// What valued the positions: `"expert"` or `"hard"`.
    pub judge: &'static str,
    /// Every decision with a real choice, in the order played.
    pub decisions: Vec<Decision>,
    /// Every roll, in order.
    pub rolls: Vec<Roll>,
    /// The chart's points.
    pub points: Vec<Point>,
    /// Each seat's figures.
    pub seats: Vec<SeatSummary>,
}

/// How many of lichess's win-percentage points one point of a Ludo player's chance to
/// win counts for in [`move_accuracy`]: a Ludo decision moves the chance about a tenth as
/// much as a chess move moves a chess player's (README, "Game analysis").
pub const ACCURACY_SCALE: f32 = 10.0;

/// The accuracy of one decision, 0–100, from the win chance it lost (0–1): lichess's
/// curve, `103.1668 · e^(−0.04354 · x) − 3.1669`, with `x` the loss in points (0–100)
/// times [`ACCURACY_SCALE`]; so a loss of 0 scores 100, half a point about 80, a point
/// about 64, three points about 24.
pub fn move_accuracy(loss: f32) -> f32 {
    let points = 100.0 * ACCURACY_SCALE * loss;
    if points <= 0.0 {
        return 100.0; // the curve gives 99.9999 at 0
    }
    (103.166_8 * exp(-0.043_54 * points) - 3.166_9).clamp(0.0, 100.0)
}

/// A seat's accuracy, 0–100: the mean of its decisions' accuracies ([`move_accuracy`]); 100
/// with no decision. (Lichess also mixes in the harmonic mean, so that one blunder weighs
/// more; over a Ludo game's few dozen decisions that let one rare large loss decide the
/// score, and ranked `medium`, whose one-move look makes a few, below random play in
/// classic: README, "Game analysis".)
pub fn accuracy(losses: &[f32]) -> f32 {
    if losses.is_empty() {
        return 100.0;
    }
    losses.iter().map(|&l| move_accuracy(l)).sum::<f32>() / losses.len() as f32
}

/// What values the positions.
#[derive(Clone, Debug)]
enum Judge {
    Linear,
    #[cfg(feature = "expert")]
    Net(crate::expert::NetLeaf),
}

impl Leaf for Judge {
    fn work(&self) -> u32 {
        0
    }

    fn chances(&self, pos: &Position, place: usize, weights: Weights) -> PerSeat {
        match self {
            Judge::Linear => Linear.chances(pos, place, weights),
            #[cfg(feature = "expert")]
            Judge::Net(net) => {
                let calibration = net.0.calibration;
                net.chances(pos, place, weights)
                    .map(|p| calibration.apply(p))
            }
        }
    }
}

impl Judge {
    /// The expert's network for these rules when it is loaded, else the linear evaluation.
    fn for_position(pos: &Position) -> Judge {
        #[cfg(feature = "expert")]
        if let Some(net) = crate::expert::net_for(pos.rules()) {
            return Judge::Net(crate::expert::NetLeaf(net));
        }
        let _ = pos;
        Judge::Linear
    }

    fn name(&self) -> &'static str {
        match self {
            Judge::Linear => "hard",
            #[cfg(feature = "expert")]
            Judge::Net(_) => "expert",
        }
    }
}

/// Plays a finished game again and analyses it a few steps at a time (so a page can show
/// progress and stop).
pub struct Analyser {
    judge: Judge,
    weights: Weights,
    pos: Position,
    steps: Vec<Step>,
    next: usize,
    /// The chances after each distinct move of the position reached by the last roll.
    ranked: Option<(Position, Vec<(usize, f32)>)>,
    out: GameAnalysis,
}

impl Analyser {
    /// Ready to analyse the game that begins at `start` (before its first roll) and plays
    /// `steps`.
    pub fn new(start: Position, steps: Vec<Step>) -> Analyser {
        Analyser::with_judge(Judge::for_position(&start), start, steps)
    }

    fn with_judge(judge: Judge, start: Position, steps: Vec<Step>) -> Analyser {
        let seats = (0..start.seats()).map(|_| SeatSummary::default()).collect();
        Analyser {
            weights: weights_for(start.rules()),
            out: GameAnalysis {
                judge: judge.name(),
                decisions: Vec::new(),
                rolls: Vec::new(),
                points: Vec::new(),
                seats,
            },
            judge,
            pos: start,
            steps,
            next: 0,
            ranked: None,
        }
    }

    /// The number of steps of the game.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether the game has no step.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The number of steps analysed so far.
    pub fn done(&self) -> usize {
        self.next
    }

    /// Analyses up to `count` more steps. Returns whether every step is analysed. A step
    /// that does not follow (a die out of range, a move id not legal) is an error, and
    /// the analysis stops there.
    pub fn run(&mut self, count: usize) -> Result<bool, String> {
        let end = self.next.saturating_add(count).min(self.steps.len());
        while self.next < end {
            self.step()?;
            self.next += 1;
        }
        if self.next == self.steps.len()
            && self.out.points.last().is_none_or(|p| p.step < self.next)
        {
            self.point(self.steps.len());
        }
        Ok(self.next == self.steps.len())
    }

    /// The analysis, with each seat's figures (complete once [`Analyser::run`] returned
    /// true).
    pub fn finish(mut self) -> GameAnalysis {
        for (seat, s) in self.out.seats.iter_mut().enumerate() {
            let mine = || {
                self.out
                    .decisions
                    .iter()
                    .filter(|d| d.seat as usize == seat)
            };
            let losses: Vec<f32> = mine().map(|d| d.loss).collect();
            let count = |l: Label| mine().filter(|d| d.label == Some(l)).count();
            *s = SeatSummary {
                decisions: losses.len(),
                accuracy: accuracy(&losses),
                inaccuracies: count(Label::Inaccuracy),
                mistakes: count(Label::Mistake),
                blunders: count(Label::Blunder),
                lost: losses.iter().sum(),
                luck: self
                    .out
                    .rolls
                    .iter()
                    .filter(|r| r.seat as usize == seat)
                    .map(|r| r.luck)
                    .sum(),
            };
        }
        self.out
    }

    /// Analyses the next step and plays it.
    fn step(&mut self) -> Result<(), String> {
        let k = self.next;
        let pos = self.pos;
        match (self.steps[k], pos.phase()) {
            (Step::Roll(die), Phase::Roll) if (1..=6).contains(&die) => {
                self.turn_point(k);
                let seat = pos.seat_on_turn();
                let faces: Vec<f32> = (1..=6).map(|f| self.face(&pos, f, f == die)).collect();
                // The chance after this face minus their average, as the average of the
                // differences: exactly 0 when every face gives the same chance.
                let got = faces[die as usize - 1];
                let luck = faces.iter().map(|&f| got - f).sum::<f32>() / 6.0;
                self.out.rolls.push(Roll {
                    step: k,
                    seat,
                    die,
                    luck,
                });
                self.pos
                    .roll(die, &mut ())
                    .map_err(|e| format!("step {k}: {e}"))?;
                let flags = (die == 6, false, false);
                self.mark(flags);
            }
            (Step::Move(id), Phase::Move) => {
                let mut list = MoveList::new();
                pos.legal_moves(&mut list);
                let m = *list
                    .get(id)
                    .ok_or_else(|| format!("step {k}: move {id} is not legal"))?;
                self.decide(k, &pos, &list, id);
                self.pos.play_unchecked(&m, &mut ());
                let b = pos.board();
                self.mark((false, m.is_capture(), b.is_done(m.to) && !b.is_done(m.from)));
            }
            (step, phase) => return Err(format!("step {k}: {step:?} where {phase:?} is due")),
        }
        Ok(())
    }

    /// The roller's chance after rolling `die` in `pos` and playing their best move.
    /// Keeps the moves' chances for the next step when `kept`.
    fn face(&mut self, pos: &Position, die: u8, kept: bool) -> f32 {
        let seat = pos.seat_on_turn() as usize;
        let mut child = *pos;
        let mut list = MoveList::new();
        child.roll_with_moves(die, &mut list, &mut ());
        if child.phase() != Phase::Move || list.is_empty() {
            let place = pos.ranking().len();
            return self.judge.chances(&child, place, self.weights)[seat];
        }
        let ranked = self.rank(&child, &list);
        let best = ranked.iter().map(|r| r.1).fold(0.0f32, f32::max);
        if kept {
            self.ranked = Some((child, ranked));
        }
        best
    }

    /// The mover's chance after each distinct move.
    fn rank(&self, pos: &Position, moves: &[Move]) -> Vec<(usize, f32)> {
        Search::with_leaf(0, self.judge.clone()).rank(pos, moves)
    }

    /// Judges the move `id` of `moves` played in `pos` at step `k`, if there was a choice.
    fn decide(&mut self, k: usize, pos: &Position, moves: &[Move], id: usize) {
        if distinct(moves).nth(1).is_none() {
            return;
        }
        let ranked = match self.ranked.take() {
            Some((at, ranked)) if at == *pos => ranked,
            _ => self.rank(pos, moves),
        };
        let rep = representative(moves, id);
        let played_chance = ranked.iter().find(|r| r.0 == rep).map_or(0.0, |r| r.1);
        let (mut best, mut best_chance) = (rep, played_chance);
        for &(i, c) in &ranked {
            if c > best_chance {
                (best, best_chance) = (i, c);
            }
        }
        let best = if best == rep { id } else { best };
        let loss = (best_chance - played_chance).max(0.0);
        self.out.decisions.push(Decision {
            step: k,
            seat: pos.seat_on_turn(),
            played: id,
            best,
            played_move: moves[id],
            best_move: moves[best],
            played_chance,
            best_chance,
            loss,
            label: Label::of(loss),
            best_reason: describe(pos, &Eval::new(pos), &moves[best]),
        });
    }

    /// Adds a chart point at step `k` when a new turn begins there.
    fn turn_point(&mut self, k: usize) {
        let (seat, round) = (self.pos.seat_on_turn(), self.pos.round());
        let new = self
            .out
            .points
            .last()
            .is_none_or(|p| (p.seat, p.round) != (seat, round));
        if new {
            self.point(k);
        }
    }

    /// Adds a chart point for the position after `k` steps.
    fn point(&mut self, k: usize) {
        let chances = self.judge.chances(&self.pos, 0, self.weights);
        self.out.points.push(Point {
            step: k,
            seat: self.pos.seat_on_turn(),
            round: self.pos.round(),
            chances,
            six: false,
            capture: false,
            finish: false,
        });
    }

    /// Marks what happened in the turn of the last point: (six, capture, finish).
    fn mark(&mut self, (six, capture, finish): (bool, bool, bool)) {
        if let Some(p) = self.out.points.last_mut() {
            p.six |= six;
            p.capture |= capture;
            p.finish |= finish;
        }
    }
}

impl Default for SeatSummary {
    fn default() -> SeatSummary {
        SeatSummary {
            decisions: 0,
            accuracy: 100.0,
            inaccuracies: 0,
            mistakes: 0,
            blunders: 0,
            lost: 0.0,
            luck: 0.0,
        }
    }
}

/// Analyses a whole game: the one that begins at `start` and plays `steps`.
pub fn analyse(start: Position, steps: Vec<Step>) -> Result<GameAnalysis, String> {
    let mut a = Analyser::new(start, steps);
    a.run(usize::MAX)?;
    Ok(a.finish())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pick_best;
    use ludo_engine::position::Dice;
    use ludo_engine::rng::Rng;
    use ludo_engine::rules::{Preset, Rules};
    use ludo_engine::seat::{Level, Seat};
    use ludo_engine::{Game, Replay, Setup};

    /// The start and steps of a finished game of `n` seats where each seat plays as
    /// `choose` picks.
    fn game(
        preset: Preset,
        n: usize,
        seed: u64,
        mut choose: impl FnMut(&Position, &[Move], &mut Rng) -> usize,
    ) -> (Position, Vec<Step>) {
        let seats = (0..n)
            .map(|i| Seat {
                name: format!("P{i}"),
                computer: Some(Level::Medium),
            })
            .collect();
        let mut g = Game::new(preset, preset.rules(), seats, seed).unwrap();
        while g.position().phase() != Phase::Over {
            if g.position().phase() == Phase::Roll {
                g.roll().unwrap();
            } else {
                let moves = g.legal_moves();
                let id = choose(g.position(), &moves[..], &mut g.choice_rng());
                g.apply_move(id).unwrap();
            }
        }
        let r = Replay::of(&g).unwrap();
        let steps = r.steps().iter().map(|s| s.0).collect();
        (*r.game_at(0).position(), steps)
    }

    fn linear(start: Position, steps: Vec<Step>) -> GameAnalysis {
        let mut a = Analyser::with_judge(Judge::Linear, start, steps);
        assert!(a.run(usize::MAX).unwrap());
        a.finish()
    }

    #[test]
    fn no_loss_is_negative_and_a_played_best_move_loses_nothing() {
        for (preset, n) in [
            (Preset::Classic, 4),
            (Preset::Velvet, 2),
            (Preset::Rewards, 3),
        ] {
            let (start, steps) = game(preset, n, 7, |p, m, r| {
                crate::choose(Level::Medium, p, m, r)
            });
            let a = linear(start, steps);
            assert!(a.decisions.len() > 20, "{preset:?}: {}", a.decisions.len());
            for d in &a.decisions {
                assert!(d.loss >= 0.0 && d.best_chance >= d.played_chance, "{d:?}");
                assert_eq!(d.loss, d.best_chance - d.played_chance);
                if d.played == d.best {
                    assert_eq!(d.loss, 0.0, "{d:?}");
                }
                assert_eq!(d.label, Label::of(d.loss));
            }
            assert!(a.decisions.iter().any(|d| d.loss > 0.0), "{preset:?}");
            assert_eq!(a.seats.len(), n);
            let rolls: usize = a.rolls.len();
            assert!(rolls > a.decisions.len());
            // The last point is the end: the winner's chance is 1.
            let last = a.points.last().unwrap();
            assert_eq!(last.chances.iter().filter(|&&c| c == 1.0).count(), 1);
        }
    }

    #[test]
    fn a_game_of_best_moves_loses_nothing_and_scores_full_accuracy() {
        // Every move is the one the analysis values best: the same leaves, no search.
        let (start, steps) = game(Preset::Classic, 4, 3, |p, m, r| {
            pick_best(&Search::with_budget(0).rank(p, m), r)
        });
        let a = linear(start, steps);
        assert!(a.decisions.len() > 50);
        // (Equal moves are told apart only within a millionth, see `pick_best`.)
        assert!(
            a.decisions
                .iter()
                .all(|d| d.loss < 1e-5 && d.label.is_none())
        );
        for s in &a.seats {
            assert!(s.accuracy > 99.99, "{s:?}");
            assert_eq!((s.inaccuracies, s.mistakes, s.blunders), (0, 0, 0));
        }
    }

    #[test]
    fn not_capturing_is_labelled_and_the_capture_is_the_better_move() {
        // Mensch: red A at 10 lands on yellow's pawn E (yellow's 34) with a 4; B at 30 may
        // move instead.
        let s = Setup::new(Preset::Mensch.rules(), vec![[10, 30, 0, 0], [34, 33, 0, 0]]);
        let start = Position::from_setup(&s).unwrap();
        let mut after = start;
        let mut list = MoveList::new();
        after.roll_with_moves(4, &mut list, &mut ());
        let capture = list.iter().position(|m| m.is_capture()).unwrap();
        let other = list.iter().position(|m| m.label() == 'B').unwrap();
        let a = linear(start, vec![Step::Roll(4), Step::Move(other)]);
        let d = &a.decisions[0];
        assert_eq!((d.step, d.seat, d.played, d.best), (1, 0, other, capture));
        assert!(d.label.is_some(), "{d:?}");
        assert_eq!(d.best_reason, (Reason::Captures, "captures E".into()));
        assert!(a.seats[0].accuracy < 100.0);
        // The capture itself loses nothing.
        let a = linear(start, vec![Step::Roll(4), Step::Move(capture)]);
        assert_eq!((a.decisions[0].loss, a.decisions[0].best), (0.0, capture));
    }

    #[test]
    fn a_roll_whose_faces_all_lead_to_the_same_position_has_no_luck() {
        // Classic with towers and no extra roll on a six: red's last pawn (at 10) stands
        // behind yellow's tower (red's 11, yellow's 37), so no face moves it.
        let rules = Rules {
            towers: true,
            six_bonus: false,
            bank_sixes: false,
            three_sixes: false,
            ..Preset::Classic.rules()
        };
        let goal = Position::from_setup(&Setup::new(rules, vec![[0; 4]; 2]))
            .unwrap()
            .board()
            .goal;
        let s = Setup::new(rules, vec![[goal, goal, goal, 10], [37, 37, 0, 0]]);
        let start = Position::from_setup(&s).unwrap();
        let ends: Vec<Position> = (1..=6)
            .map(|die| {
                let mut p = start;
                p.roll(die, &mut ()).unwrap();
                p
            })
            .collect();
        assert!(
            ends.iter()
                .all(|p| *p == ends[0] && p.dice() == Dice::default())
        );
        for die in 1..=6 {
            let a = linear(start, vec![Step::Roll(die)]);
            assert_eq!(a.rolls[0].luck, 0.0);
        }
        // A roll where a six enters and the rest do nothing: lucky six, unlucky others.
        let s = Setup::new(Preset::Classic.rules(), vec![[0; 4], [20, 0, 0, 0]]);
        let start = Position::from_setup(&s).unwrap();
        let six = linear(start, vec![Step::Roll(6)]).rolls[0].luck;
        let two = linear(start, vec![Step::Roll(2)]).rolls[0].luck;
        assert!(
            six > 0.0 && two < 0.0 && (six + 5.0 * two).abs() < 1e-5,
            "{six} {two}"
        );
    }

    #[test]
    fn accuracy_follows_the_documented_curve() {
        assert_eq!(move_accuracy(0.0), 100.0);
        assert!((move_accuracy(0.005) - 79.8).abs() < 0.1);
        assert!((move_accuracy(0.01) - 63.6).abs() < 0.1);
        assert_eq!(move_accuracy(0.2), 0.0);
        assert_eq!(accuracy(&[]), 100.0);
        // The mean of the decisions' accuracies.
        let losses = [0.0, 0.005, 0.01, 0.5];
        let mean = (100.0 + move_accuracy(0.005) + move_accuracy(0.01)) / 4.0;
        assert!((accuracy(&losses) - mean).abs() < 1e-4);
        assert_eq!(Label::of(0.0), None);
        assert_eq!(Label::of(INACCURACY), Some(Label::Inaccuracy));
        assert_eq!(Label::of(MISTAKE), Some(Label::Mistake));
        assert_eq!(Label::of(BLUNDER), Some(Label::Blunder));
    }

    #[test]
    fn a_step_that_does_not_follow_is_an_error() {
        let (start, mut steps) = game(Preset::Mensch, 2, 5, |_, _, _| 0);
        let i = steps
            .iter()
            .position(|s| matches!(s, Step::Move(_)))
            .unwrap();
        steps.insert(i, Step::Roll(3));
        let mut a = Analyser::new(start, steps);
        let e = a.run(usize::MAX).unwrap_err();
        assert!(e.starts_with(&format!("step {i}:")), "{e}");
        let mut a = Analyser::new(start, vec![Step::Roll(7)]);
        assert!(a.run(1).is_err());
    }
}
