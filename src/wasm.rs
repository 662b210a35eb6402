//! The JavaScript API: a thin layer that converts values and calls [`crate::game::Game`].
//! Every refusal becomes a JavaScript `Error` with a message; no rule lives here.

use serde::Serialize;
use serde_json::Value;
use wasm_bindgen::prelude::*;

use crate::board::BoardKind;
use crate::game::{self, GameError};
use crate::{save, view};

/// A game of Ludo, held in WebAssembly memory.
#[wasm_bindgen(js_name = Game)]
pub struct Game {
    inner: game::Game,
}

fn to_js(v: &Value) -> JsValue {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

#[wasm_bindgen]
extern "C" {
    /// `JSON.stringify`. Its exceptions (a value that refers to itself, a BigInt, nesting
    /// deeper than the browser's stack) come back as errors instead of unwinding through
    /// WebAssembly.
    #[wasm_bindgen(js_namespace = JSON, js_name = stringify, catch)]
    fn json_stringify(v: &JsValue) -> Result<JsValue, JsValue>;

    /// `String(v)`, for the message of a caught exception.
    #[wasm_bindgen(js_name = String, catch)]
    fn js_string(v: &JsValue) -> Result<String, JsValue>;
}

/// Reads a value from JavaScript as JSON data. Through its JSON text, so that a cyclic or
/// absurdly deep object is refused with a message (serde_json stops at 128 levels) rather
/// than overflowing the stack in a recursive conversion.
fn from_js(v: JsValue, what: &str) -> Result<Value, JsError> {
    if v.is_undefined() {
        return Ok(Value::Null); // an argument left out
    }
    let refused = |why: String| JsError::new(&format!("{what}: not plain data ({why})"));
    if let Some(x) = v.as_f64().filter(|x| !x.is_finite()) {
        // Named by hand: formatting a float would add its machinery to the wasm.
        let name = match x {
            x if x.is_nan() => "NaN",
            x if x > 0.0 => "Infinity",
            _ => "-Infinity",
        };
        return Err(refused(format!("{name} is not a number JSON can hold")));
    }
    let text = json_stringify(&v)
        .map_err(|e| refused(js_string(&e).unwrap_or_else(|_| "an exception".into())))?;
    let text = text
        .as_string()
        .ok_or_else(|| refused("a function or a symbol".into()))?;
    serde_json::from_str(&text).map_err(|e| refused(e.to_string()))
}

fn err(e: GameError) -> JsError {
    JsError::new(&e.0)
}

#[wasm_bindgen(js_class = Game)]
impl Game {
    /// `new Game({ preset, seats, seed, rules })`; every option may be left out.
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue) -> Result<Game, JsError> {
        let options = from_js(options, "new Game: options")?;
        let inner = game::Game::from_options(&options)
            .map_err(|e| JsError::new(&format!("new Game: {e}")))?;
        Ok(Game { inner })
    }

    /// Restores a game from `state()`, after checking every field.
    #[wasm_bindgen(js_name = fromState)]
    pub fn from_state(state: JsValue) -> Result<Game, JsError> {
        let state = from_js(state, "fromState: state")?;
        Ok(Game {
            inner: game::Game::from_state(&state).map_err(err)?,
        })
    }

    /// Rolls the die and returns it (1–6). If nothing can then be moved the game moves on
    /// by itself; `lastOutcome()` says so.
    pub fn roll(&mut self) -> Result<u8, JsError> {
        self.inner.roll().map_err(err)
    }

    /// The legal moves: `[{ id, seat, side, colour, pawn, die, from, to, kind, captures, with, forfeit }]`.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> JsValue {
        let pos = self.inner.position();
        let moves: Vec<Value> = self
            .inner
            .legal_moves()
            .iter()
            .enumerate()
            .map(|(id, m)| view::move_json(pos, id, m))
            .collect();
        to_js(&Value::Array(moves))
    }

    /// Plays the legal move with this id and returns what happened.
    #[wasm_bindgen(js_name = applyMove)]
    pub fn apply_move(&mut self, id: JsValue) -> Result<JsValue, JsError> {
        let id = move_id(&id)?;
        self.inner.apply_move(id).map_err(err)?;
        Ok(self.last_outcome())
    }

    /// What the last roll or move caused (captures, extra rolls, no legal move, turn
    /// passed, game over, and the log entries).
    #[wasm_bindgen(js_name = lastOutcome)]
    pub fn last_outcome(&self) -> JsValue {
        to_js(&view::outcome_json(&self.inner, self.inner.last_events()))
    }

    /// The id of the move the computer would play for the seat on turn.
    #[wasm_bindgen(js_name = chooseMove)]
    pub fn choose_move(&self) -> Result<usize, JsError> {
        self.inner.choose_move().map_err(err)
    }

    /// The legal moves ranked best first: `[{ id, pawn, die, from, to, winChance, reason,
    /// captures, text }]`. Refused when no move is due.
    pub fn hints(&self) -> Result<JsValue, JsError> {
        let hints = self.inner.hints().map_err(err)?;
        Ok(to_js(&Value::Array(
            hints.iter().map(view::hint_json).collect(),
        )))
    }

    /// The whole game as a plain object, for saving and drawing.
    pub fn state(&self) -> JsValue {
        to_js(&self.inner.state())
    }

    /// The log as English lines, in the words of the rule texts.
    #[wasm_bindgen(js_name = logLines)]
    pub fn log_lines(&self) -> Vec<String> {
        self.inner.log_lines()
    }

    /// Per-seat figures: turns, rolls, sixes, moves, captures, captured, finished, score, place.
    pub fn stats(&self) -> JsValue {
        to_js(&view::stats_json(&self.inner))
    }

    /// This game's board geometry for drawing.
    pub fn geometry(&self) -> JsValue {
        to_js(&save::geometry_json(self.inner.position().rules().board))
    }

    /// A board's geometry by name (`"ludo"` or `"mensch"`).
    #[wasm_bindgen(js_name = geometryOf)]
    pub fn geometry_of(board: &str) -> Result<JsValue, JsError> {
        let kind = BoardKind::from_name(board).ok_or_else(|| {
            JsError::new(&format!(
                "geometryOf: unknown board \"{board}\"; expected \"ludo\" or \"mensch\""
            ))
        })?;
        Ok(to_js(&save::geometry_json(kind)))
    }

    /// Every preset with its switch values.
    pub fn presets() -> JsValue {
        to_js(&view::presets_json())
    }

    /// Every rule switch with its kind and a one-line explanation.
    pub fn switches() -> JsValue {
        to_js(&view::switches_json())
    }
}

/// Reads a move id: a whole number, refused otherwise (no silent conversion of "abc" to 0).
fn move_id(v: &JsValue) -> Result<usize, JsError> {
    let value = from_js(v.clone(), "applyMove: move id")?;
    crate::game::parse_move_id(&value).map_err(err)
}

/// Installs the panic hook so an engine bug would at least be reported in the console.
#[wasm_bindgen(start)]
pub fn start() {
    #[cfg(feature = "console_error_panic_hook")]
    console_error_panic_hook::set_once();
}
