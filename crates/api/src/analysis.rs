//! `Analysis`: a saved game analysed a few steps at a time (`ludo_ai::analysis`), so a
//! page can show progress and stop; the result is plain JSON the page keeps with the game.

use serde::Serialize;
use serde_json::Value;

use ludo_ai::analysis::{self as ai, Analyser, BLUNDER, GameAnalysis, INACCURACY, MISTAKE};
use ludo_engine::moves::Move;
use ludo_engine::{ErrorCode, GameError, save};

use crate::view::{to_json, whole};

/// The most steps one `run` call analyses.
pub const MAX_CHUNK: u64 = 1_000_000;

/// A share (0–1) to four places, so every browser shows the same figure.
fn round(x: f32) -> f64 {
    (x as f64 * 10_000.0).round() / 10_000.0
}

/// A move as the analysis shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveView {
    /// The move's id among the legal moves of its position.
    pub id: usize,
    /// The pawn's letter.
    pub pawn: String,
    /// The die it uses.
    pub die: u8,
    /// Path position before.
    pub from: u8,
    /// Path position after.
    pub to: u8,
    /// Letters of the pawns it captures.
    pub captures: Vec<String>,
}

impl MoveView {
    fn of(id: usize, m: &Move) -> MoveView {
        MoveView {
            id,
            pawn: m.label().to_string(),
            die: m.die,
            from: m.from,
            to: m.to,
            captures: m.captured_labels().map(|c| c.to_string()).collect(),
        }
    }
}

/// One decision with a real choice.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DecisionView {
    /// The step that played the move (`Replay.viewAt(step)` shows the moment before it).
    pub step: usize,
    /// The seat that moved.
    pub seat: u8,
    /// The move played.
    pub played: MoveView,
    /// The best move (the one played when it was as good).
    pub best: MoveView,
    /// The mover's chance (0–1) after the move played.
    pub played_chance: f64,
    /// The mover's chance after the best move.
    pub best_chance: f64,
    /// The chance lost: `bestChance − playedChance`, never negative.
    pub loss: f64,
    /// `inaccuracy`, `mistake`, `blunder`, or null.
    pub label: Option<&'static str>,
    /// What the best move does, as the hints name it (`captures`, `enters`, ...).
    pub reason: &'static str,
    /// The same in English.
    pub text: String,
}

/// One roll.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RollView {
    /// The step that rolled.
    pub step: usize,
    /// The seat that rolled.
    pub seat: u8,
    /// The die.
    pub die: u8,
    /// The roller's chance after the roll minus its average over the six faces.
    pub luck: f64,
}

/// The chart's point at the start of a turn.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PointView {
    /// Steps played before it.
    pub step: usize,
    /// The seat on turn.
    pub seat: u8,
    /// The round.
    pub round: u16,
    /// Each seat's chance (0–1) of first place.
    pub chances: Vec<f64>,
    /// A six was rolled in the turn.
    pub six: bool,
    /// A pawn was captured in the turn.
    pub capture: bool,
    /// A pawn reached home in the turn.
    pub finish: bool,
}

/// One seat's figures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatView {
    /// Decisions with a real choice.
    pub decisions: usize,
    /// Accuracy, 0–100, to one place.
    pub accuracy: f64,
    /// Inaccuracies.
    pub inaccuracies: usize,
    /// Mistakes.
    pub mistakes: usize,
    /// Blunders.
    pub blunders: usize,
    /// The chance lost in all decisions.
    pub lost: f64,
    /// The luck of its rolls, summed.
    pub luck: f64,
}

/// The least loss of each label.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Thresholds {
    /// Of an inaccuracy.
    pub inaccuracy: f64,
    /// Of a mistake.
    pub mistake: f64,
    /// Of a blunder.
    pub blunder: f64,
}

/// A whole game analysed: `result()`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisView {
    /// The analysis's version (a page keeps results of its own version only).
    pub version: u32,
    /// What valued the positions: `expert` or `hard`.
    pub judge: &'static str,
    /// The number of steps of the game.
    pub steps: usize,
    /// The labels' thresholds.
    pub thresholds: Thresholds,
    /// Every decision with a real choice.
    pub decisions: Vec<DecisionView>,
    /// Every roll.
    pub rolls: Vec<RollView>,
    /// The chart.
    pub points: Vec<PointView>,
    /// Each seat's figures.
    pub seats: Vec<SeatView>,
}

/// The analysis's version.
pub const ANALYSIS_VERSION: u32 = 1;

impl AnalysisView {
    fn of(a: &GameAnalysis, steps: usize, seats: usize) -> AnalysisView {
        AnalysisView {
            version: ANALYSIS_VERSION,
            judge: a.judge,
            steps,
            thresholds: Thresholds {
                inaccuracy: round(INACCURACY),
                mistake: round(MISTAKE),
                blunder: round(BLUNDER),
            },
            decisions: a.decisions.iter().map(decision).collect(),
            rolls: a
                .rolls
                .iter()
                .map(|r| RollView {
                    step: r.step,
                    seat: r.seat,
                    die: r.die,
                    luck: round(r.luck),
                })
                .collect(),
            points: a
                .points
                .iter()
                .map(|p| PointView {
                    step: p.step,
                    seat: p.seat,
                    round: p.round,
                    chances: p.chances[..seats].iter().map(|&c| round(c)).collect(),
                    six: p.six,
                    capture: p.capture,
                    finish: p.finish,
                })
                .collect(),
            seats: a
                .seats
                .iter()
                .map(|s| SeatView {
                    decisions: s.decisions,
                    accuracy: (s.accuracy as f64 * 10.0).round() / 10.0,
                    inaccuracies: s.inaccuracies,
                    mistakes: s.mistakes,
                    blunders: s.blunders,
                    lost: round(s.lost),
                    luck: round(s.luck),
                })
                .collect(),
        }
    }
}

fn decision(d: &ai::Decision) -> DecisionView {
    DecisionView {
        step: d.step,
        seat: d.seat,
        played: MoveView::of(d.played, &d.played_move),
        best: MoveView::of(d.best, &d.best_move),
        played_chance: round(d.played_chance),
        best_chance: round(d.best_chance),
        loss: round(d.loss),
        label: d.label.map(|l| l.code()),
        reason: d.best_reason.0.name(),
        text: d.best_reason.1.clone(),
    }
}

/// How far an analysis has come: `run()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Progress {
    /// Steps analysed.
    pub done: usize,
    /// Steps in all.
    pub total: usize,
    /// Whether the analysis is complete (`result()` gives it).
    pub finished: bool,
}

/// A game being analysed.
pub struct Analysis {
    analyser: Option<Analyser>,
    result: Option<AnalysisView>,
    total: usize,
    seats: usize,
}

impl Analysis {
    /// `Analysis.fromState(saved)`: a saved game (checked as `Replay.fromState` checks
    /// it: its log must follow from its seed), ready to be analysed. The expert's network
    /// judges when its weights for the game's preset are loaded, the `hard` level's
    /// evaluation otherwise.
    pub fn from_state(saved: &Value) -> Result<Analysis, GameError> {
        let game = save::read(saved)?;
        let replay = ludo_engine::Replay::of(&game)?;
        let start = *replay.game_at(0).position();
        let steps: Vec<_> = replay.steps().iter().map(|s| s.0).collect();
        Ok(Analysis {
            total: steps.len(),
            seats: start.seats() as usize,
            analyser: Some(Analyser::new(start, steps)),
            result: None,
        })
    }

    /// `run(steps)`: analyses up to `steps` more steps (a few hundred take a fraction of a
    /// second) and says how far the analysis has come.
    pub fn run(&mut self, steps: &Value) -> Result<Progress, GameError> {
        let n = whole(steps, ErrorCode::ArgsField, "steps", MAX_CHUNK)? as usize;
        if let Some(a) = self.analyser.as_mut() {
            // The replay checked every step already, so none can fail here; if one did,
            // the analysis ends where it stopped.
            let finished = a.run(n).unwrap_or(true);
            if finished && let Some(a) = self.analyser.take() {
                self.result = Some(AnalysisView::of(&a.finish(), self.total, self.seats));
            }
        }
        Ok(self.progress())
    }

    /// `progress()`: how far the analysis has come.
    pub fn progress(&self) -> Progress {
        let done = self.analyser.as_ref().map_or(self.total, |a| a.done());
        Progress {
            done,
            total: self.total,
            finished: self.result.is_some(),
        }
    }

    /// `result()`: the whole analysis, once `run` has finished it (null before).
    pub fn result(&self) -> Option<&AnalysisView> {
        self.result.as_ref()
    }

    /// The result as JSON (null before it is finished).
    pub fn result_json(&self) -> Value {
        self.result.as_ref().map_or(Value::Null, to_json)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A finished game of four medium players, as `state()` saves it.
    fn finished(preset: &str, seed: u64) -> Value {
        let seats: Vec<Value> = (0..4).map(|_| json!({ "computer": "medium" })).collect();
        let mut g =
            crate::Game::new(&json!({ "preset": preset, "seed": seed, "seats": seats })).unwrap();
        while !g.engine().position().is_over() {
            if g.engine().position().phase().name() == "roll" {
                g.roll().unwrap();
            } else {
                let id = g.choose_move().unwrap();
                g.apply_move(&json!(id)).unwrap();
            }
        }
        g.state()
    }

    #[test]
    fn a_game_is_analysed_in_chunks_and_the_result_comes_at_the_end() {
        let saved = finished("classic", 3);
        let mut a = Analysis::from_state(&saved).unwrap();
        let total = a.progress().total;
        assert!(total > 300);
        assert_eq!(a.result_json(), Value::Null);
        let mut last = 0;
        loop {
            let p = a.run(&json!(100)).unwrap();
            assert!(p.done > last && p.done <= total && p.total == total);
            last = p.done;
            if p.finished {
                break;
            }
            assert!(a.result().is_none());
        }
        assert_eq!(last, total);
        let r = a.result().unwrap();
        assert_eq!(
            (r.steps, r.seats.len(), r.version),
            (total, 4, ANALYSIS_VERSION)
        );
        assert_eq!(r.judge, "hard");
        // The same game analysed at once gives the same result.
        let mut b = Analysis::from_state(&saved).unwrap();
        assert!(b.run(&json!(MAX_CHUNK)).unwrap().finished);
        assert_eq!(b.result(), a.result());
        // Every decision's chances are rounded shares, the loss their difference.
        for d in &r.decisions {
            assert!(d.loss >= 0.0 && (d.best_chance - d.played_chance - d.loss).abs() < 2e-4);
            assert!(d.label.is_none() || d.loss >= r.thresholds.inaccuracy);
        }
        assert_eq!(r.points.last().unwrap().step, total);
        // Running on after the end changes nothing.
        assert!(a.run(&json!(5)).unwrap().finished);
    }

    #[test]
    fn bad_input_is_refused_and_changes_nothing() {
        let mut saved = finished("mensch", 4);
        let mut a = Analysis::from_state(&saved).unwrap();
        assert!(a.run(&json!(-1)).is_err());
        assert!(a.run(&json!("x")).is_err());
        assert_eq!(a.progress().done, 0);
        saved["log"][5] = json!({ "type": "roll", "side": 0, "die": 7 });
        assert!(Analysis::from_state(&saved).is_err());
        assert!(Analysis::from_state(&json!({})).is_err());
    }
}
