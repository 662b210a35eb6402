//! The `Game` class of the JavaScript API, in plain Rust: every call the page makes, with
//! the same arguments (JSON values) and the same refusals. The wasm bindings in the
//! top-level crate only convert values to and from JavaScript and call this, and the
//! fuzzer in `ludo-lab` calls this very code natively.

use serde_json::{Map, Value};

use ludo_ai::Level;
use ludo_engine::seat::MAX_NAME;
use ludo_engine::{BoardKind, ErrorCode, GameError, Phase, log_entry, save};

use crate::geometry::Geometry;
use crate::meaning;
use crate::options::Options;
use crate::view::{self, Hint, LegalMove, Limits, Outcome, PresetInfo, SeatStats, SwitchInfo};

/// The most log entries or lines one call returns, so that no single call carries much.
/// A longer range is read in pages (`logEntries(from)` again from where it stopped).
pub const LOG_PAGE: usize = 100;

/// A game of Ludo behind the JavaScript API.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    inner: ludo_engine::Game,
    /// The position before the last roll or move, so that its outcome carries only what
    /// changed; `None` before the first (the outcome then carries the whole position).
    before: Option<Map<String, Value>>,
}

impl Game {
    /// `new Game(options)`: `{ preset?, seats?, seed?, rules? }`, every field optional.
    pub fn new(options: &Value) -> Result<Game, GameError> {
        let o = Options::read(options)?;
        let seed = o.seed_or_fresh();
        ludo_engine::Game::new(o.preset, o.rules, o.seats, seed).map(Game::wrap)
    }

    /// `Game.fromState(state)`: a game restored from `state()`, after checking every field.
    pub fn from_state(state: &Value) -> Result<Game, GameError> {
        save::read(state).map(Game::wrap)
    }

    /// `Game.fromPosition(view)`: a game restored from `view()` (no log), checked as
    /// `fromState` checks a save. It plays on exactly as the original would, computer
    /// choices included; a computer player's thread needs nothing more.
    pub fn from_position(view: &Value) -> Result<Game, GameError> {
        // What the view says beside the saved position is worked out again, not read.
        save::read_position_with(view, &meaning::FIELDS).map(Game::wrap)
    }

    /// A game of the engine behind the API.
    pub fn wrap(inner: ludo_engine::Game) -> Game {
        Game {
            inner,
            before: None,
        }
    }

    /// The engine's game.
    pub fn engine(&self) -> &ludo_engine::Game {
        &self.inner
    }

    /// `roll()`: the die, 1–6. If nothing can then be moved the game moves on by itself.
    pub fn roll(&mut self) -> Result<u8, GameError> {
        let before = meaning::position(&self.inner);
        let die = self.inner.roll()?;
        self.before = Some(before);
        Ok(die)
    }

    /// Rolls a die decided elsewhere (online play: a die drawn by the fair-dice scheme of
    /// `ludo-online`), 1–6, for the side on turn; refused as `roll()` is when no roll is
    /// due. [`Game::last_outcome`] tells what happened. The game's own generator is left
    /// as it was.
    pub fn roll_die(&mut self, die: u8) -> Result<(), GameError> {
        if !(1..=6).contains(&die) {
            return Err(GameError::new(
                ErrorCode::RollDie,
                format!("a die is 1 to 6, not {die}"),
            ));
        }
        let before = meaning::position(&self.inner);
        self.inner.roll_die(die)?;
        self.before = Some(before);
        Ok(())
    }

    /// `applyMove(id)`: plays the legal move with this id and returns what happened.
    pub fn apply_move(&mut self, id: &Value) -> Result<Outcome, GameError> {
        let id = parse_move_id(id)?;
        let before = meaning::position(&self.inner);
        self.inner.apply_move(id)?;
        self.before = Some(before);
        Ok(self.last_outcome())
    }

    /// `lastOutcome()`: what the last roll or move caused, and what it changed of the
    /// position (all of it when nothing was played yet).
    pub fn last_outcome(&self) -> Outcome {
        Outcome::of(&self.inner, self.inner.last_events(), self.before.as_ref())
    }

    /// `legalMoves()`: the legal moves, in a fixed order; a move's id is its index.
    pub fn legal_moves(&self) -> Vec<LegalMove> {
        let pos = self.inner.position();
        self.inner
            .legal_moves()
            .iter()
            .enumerate()
            .map(|(id, m)| LegalMove::of(pos, id, m))
            .collect()
    }

    /// `chooseMove()`: the id of the move the seat on turn's computer level would play
    /// (`medium` for a person's seat).
    pub fn choose_move(&self) -> Result<usize, GameError> {
        let pos = self.inner.position();
        let level = self.inner.seats()[pos.seat_on_turn() as usize]
            .computer
            .unwrap_or(Level::Medium);
        self.choose_move_at(level)
    }

    /// The id of the move a computer player of `level` would play.
    pub fn choose_move_at(&self, level: Level) -> Result<usize, GameError> {
        let moves = self.inner.legal_moves();
        if moves.is_empty() {
            return Err(self.no_move_due("choose"));
        }
        let mut rng = self.inner.choice_rng();
        Ok(ludo_ai::choose(
            level,
            self.inner.position(),
            &moves,
            &mut rng,
        ))
    }

    /// `Game.loadExpert(bytes)`: makes a weights file the expert's network for its preset
    /// and returns the preset's name. A file that fails its checks is refused with what is
    /// wrong, and the networks loaded before stay.
    #[cfg(feature = "expert")]
    pub fn load_expert(bytes: &[u8]) -> Result<String, GameError> {
        ludo_ai::expert::load(bytes).map(|p| p.name().to_string())
    }

    /// `expertReady()`: whether the expert's network for this game's rules is loaded (if
    /// not, the `expert` level plays as `hard` and hints use `hard`'s estimate).
    #[cfg(feature = "expert")]
    pub fn expert_ready(&self) -> bool {
        ludo_ai::expert::ready(self.inner.position().rules())
    }

    /// `expertUnready()`: why the `expert` level plays this game as `hard`, or `None`
    /// when it plays with its network: `arms` (a six-arm board) or `teams` (partners),
    /// for which no network is trained, or `weights` (the network for the preset closest
    /// to the game's rules is not loaded).
    #[cfg(feature = "expert")]
    pub fn expert_unready(&self) -> Option<&'static str> {
        ludo_ai::expert::unready(self.inner.position().rules())
    }

    /// `hints()`: the legal moves ranked best first, with the chance to win after each.
    pub fn hints(&self) -> Result<Vec<Hint>, GameError> {
        let moves = self.inner.legal_moves();
        if moves.is_empty() {
            return Err(self.no_move_due("rank"));
        }
        let hints = ludo_ai::hints(self.inner.position(), &moves);
        Ok(hints.iter().map(Hint::from).collect())
    }

    fn no_move_due(&self, verb: &str) -> GameError {
        match self.inner.position().phase() {
            Phase::Over => GameError::new(ErrorCode::GameOver, "the game is over"),
            _ => GameError::new(
                ErrorCode::MoveNotDue,
                format!("a roll is due, so there is no move to {verb}"),
            ),
        }
    }

    /// `view()`: the whole game but the log, and `logLength`; what a page draws from.
    pub fn view(&self) -> Value {
        let mut v = save::table(&self.inner);
        v.extend(meaning::position(&self.inner));
        Value::Object(v)
    }

    /// The position alone ([`save::position`]): what changes with every roll and move.
    pub fn position(&self) -> Map<String, Value> {
        save::position(&self.inner)
    }

    /// `state()`: the whole game as plain JSON, log included, for saving.
    pub fn state(&self) -> Value {
        save::write(&self.inner)
    }

    /// `logEntries(from?, to?)`: log entries `from..to` in the saved form, at most
    /// [`LOG_PAGE`] of them; `to` defaults to the end of the log.
    pub fn log_entries(&self, from: &Value, to: &Value) -> Result<Vec<Value>, GameError> {
        let range = self.log_range(from, to)?;
        let range = range.start..range.end.min(range.start + LOG_PAGE);
        let log = &self.inner.log()[range];
        Ok(log.iter().map(log_entry::event_json).collect())
    }

    /// The held part of the log that `from..to` (counted from the start of the game)
    /// asks for.
    fn log_range(&self, from: &Value, to: &Value) -> Result<std::ops::Range<usize>, GameError> {
        let len = self.inner.log_length();
        let start = self.inner.log_start();
        let bound = |v: &Value, name: &str, default: usize| -> Result<usize, GameError> {
            if v.is_null() {
                return Ok(default);
            }
            Ok(view::whole(v, ErrorCode::LogRange, name, len as u64)? as usize)
        };
        let from = bound(from, "from", start)?;
        let to = bound(to, "to", len)?;
        if from > to {
            return Err(GameError::at(
                ErrorCode::LogRange,
                "from",
                format!("{from} is after to ({to})"),
            ));
        }
        if from < start {
            return Err(GameError::at(
                ErrorCode::LogRange,
                "from",
                format!("the game was restored from a position; its log starts at entry {start}"),
            ));
        }
        Ok(from - start..to - start)
    }

    /// `stats()`: per-seat figures counted from the log.
    pub fn stats(&self) -> Vec<SeatStats> {
        view::stats(&self.inner)
    }

    /// `geometry()`: this game's board for drawing.
    pub fn geometry(&self) -> Geometry {
        Geometry::of_board(self.inner.position().board())
    }

    /// `Game.geometryOf(board)`: a board's geometry by name (`ludo` or `mensch`).
    pub fn geometry_of(board: &str) -> Result<Geometry, GameError> {
        BoardKind::from_name(board)
            .map(Geometry::of)
            .ok_or_else(|| {
                GameError::new(
                    ErrorCode::BoardUnknown,
                    format!("there is no board \"{board}\""),
                )
            })
    }

    /// `Game.presets()`: every preset with its switch values.
    pub fn presets() -> Vec<PresetInfo> {
        view::presets()
    }

    /// `Game.switches()`: every rule switch with its kind and a one-line explanation.
    pub fn switches() -> Vec<SwitchInfo> {
        view::switches()
    }

    /// `Game.limits()`: the limits a page shares with the engine (the longest name, the
    /// most log entries one call returns).
    pub fn limits() -> Limits {
        Limits {
            name_length: MAX_NAME,
            log_page: LOG_PAGE,
        }
    }
}

/// Reads a move id: a whole number, refused otherwise (no silent conversion of "abc" to 0).
pub fn parse_move_id(v: &Value) -> Result<usize, GameError> {
    ludo_engine::json::uint(v, "id", u32::MAX as u64)
        .map(|id| id as usize)
        .map_err(|_| {
            GameError::new(
                ErrorCode::MoveId,
                format!(
                    "a move id is a whole number from 0, not {}",
                    ludo_engine::json::short(v)
                ),
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn roll_die_rolls_the_given_die_and_refuses_others() {
        let mut game = Game::new(&json!({ "seats": 2, "seed": 7 })).unwrap();
        let rng = game.engine().rng();
        for bad in [0, 7, 255] {
            let before = game.clone();
            let err = game.roll_die(bad).unwrap_err();
            assert_eq!(err.code, ErrorCode::RollDie);
            assert_eq!(err.to_string(), format!("a die is 1 to 6, not {bad}"));
            assert_eq!(game, before);
        }
        game.roll_die(3).unwrap();
        assert_eq!(
            game.engine().rng(),
            rng,
            "the game's generator is left alone"
        );
        let rolled = game.last_outcome();
        assert!(
            rolled.events.iter().any(|e| e["die"] == json!(3)),
            "{:?}",
            rolled.events
        );
    }

    #[test]
    fn roll_die_gives_the_outcome_roll_gives() {
        let mut a = Game::new(&json!({ "seats": 2, "seed": 3 })).unwrap();
        let mut b = a.clone();
        for _ in 0..40 {
            if a.engine().position().phase() == Phase::Over {
                break;
            }
            if a.legal_moves().is_empty() {
                let die = a.roll().unwrap();
                b.roll_die(die).unwrap();
            } else {
                let id = json!(a.choose_move().unwrap());
                a.apply_move(&id).unwrap();
                b.apply_move(&id).unwrap();
            }
            // the same outcome, but for the generator, which a die from elsewhere leaves
            let (mut x, mut y) = (a.last_outcome(), b.last_outcome());
            x.position.remove("rng");
            y.position.remove("rng");
            assert_eq!(x, y);
        }
    }

    #[test]
    fn roll_die_is_refused_when_a_move_is_due() {
        let mut game = Game::new(&json!({ "seats": 2, "seed": 1 })).unwrap();
        for die in (1..=6).cycle().take(60) {
            if !game.legal_moves().is_empty() {
                break;
            }
            game.roll_die(die).unwrap();
        }
        assert!(!game.legal_moves().is_empty(), "{}", game.view());
        let before = game.clone();
        assert_eq!(game.roll_die(6).unwrap_err().code, ErrorCode::RollNotDue);
        assert_eq!(game, before);
    }
}
