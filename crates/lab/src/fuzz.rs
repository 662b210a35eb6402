//! Fuzzing the JavaScript-facing API: random sequences of calls with valid and invalid
//! arguments (move ids that are unknown, negative, fractional, strings or null; calls
//! out of turn; absurd options; saved states mutated field by field, truncated, with
//! types swapped and absurd numbers, or taken from another game).
//!
//! The fuzzer drives anything that implements [`Api`]: natively `ludo_api::Game`, the
//! very code the wasm bindings call (`tests/fuzz.rs`, and millions of calls in
//! `scripts/bench.sh`), and the real WebAssembly exports of the built module, held by Node
//! and called through their JavaScript glue over a JSON-lines bridge
//! (`tests/exports_fuzz.rs` with `e2e/api/bridge.mjs`).
//! After every call it checks:
//! - nothing panics (a panic fails the run);
//! - a refusal has a non-empty message and leaves the game exactly as it was: `state()`
//!   and `lastOutcome()` are unchanged;
//! - an accepted call leaves a game whose `state()` round-trips through `fromState`;
//! - calls are refused exactly when they are out of turn: `roll()` works iff the phase is
//!   "roll", `applyMove(id)` iff the phase is "move" and `id` is a listed move's id.

use std::borrow::Cow;

use serde_json::{Map, Value, json};

use ludo_api::view::to_json;
use ludo_api::{Game, parse_move_id};
use ludo_engine::rng::Rng;
use ludo_engine::rules::{Preset, Rules, SwitchKind};
use ludo_engine::save;

/// A value that only JavaScript has; the fuzz through the exports passes these as
/// arguments, made in JavaScript from their names (`e2e/api/jsonly.mjs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsOnly {
    /// `undefined`, as when an argument is left out.
    Undefined,
    /// `NaN`.
    NaN,
    /// `Infinity`.
    Infinity,
    /// A BigInt, `5n`.
    BigInt,
    /// A function.
    Function,
    /// A symbol.
    Symbol,
    /// An object with a field that refers back to the object.
    Cyclic,
    /// Arrays nested 100,000 deep.
    Deep,
    /// An object whose field has a getter that throws.
    ThrowingGetter,
}

impl JsOnly {
    /// Every kind.
    pub const ALL: [JsOnly; 9] = [
        JsOnly::Undefined,
        JsOnly::NaN,
        JsOnly::Infinity,
        JsOnly::BigInt,
        JsOnly::Function,
        JsOnly::Symbol,
        JsOnly::Cyclic,
        JsOnly::Deep,
        JsOnly::ThrowingGetter,
    ];
}

/// An argument of an API call.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Plain JSON data.
    Json(Value),
    /// A value only JavaScript has.
    Js(JsOnly),
}

/// The JavaScript API of `Game`, as the fuzzer calls it. Errors are the messages of the
/// JavaScript `Error`s thrown.
pub trait Api: Sized {
    /// `new Game(options)`.
    fn create(options: &Arg) -> Result<Self, String>;
    /// `Game.fromState(state)`.
    fn from_state(state: &Arg) -> Result<Self, String>;
    /// `Game.fromPosition(view)`.
    fn from_position(view: &Arg) -> Result<Self, String>;
    /// `Game.geometryOf(board)`.
    fn geometry_of(board: &str) -> Result<Value, String>;
    /// `Game.presets()` and `Game.switches()`.
    fn catalogue() -> Value;
    /// `game.roll()`.
    fn roll(&mut self) -> Result<u8, String>;
    /// `game.applyMove(id)`.
    fn apply_move(&mut self, id: &Arg) -> Result<Value, String>;
    /// `game.chooseMove()`.
    fn choose_move(&self) -> Result<usize, String>;
    /// `game.legalMoves()`.
    fn legal_moves(&self) -> Value;
    /// `game.lastOutcome()`.
    fn last_outcome(&self) -> Value;
    /// `game.state()`.
    fn state(&self) -> Value;
    /// `game.view()`.
    fn view(&self) -> Value;
    /// `game.logEntries(from, to)`.
    fn log_entries(&self, from: &Arg, to: &Arg) -> Result<Value, String>;
    /// `game.stats()` and `game.geometry()`, which only read.
    fn views(&self) -> Value;
}

/// The native API: the very code the wasm bindings call (`ludo-api`), on plain JSON
/// values. A value only JavaScript has is refused the way the bindings refuse it
/// (`undefined` is a left-out argument, like `null`).
impl Api for Game {
    fn create(options: &Arg) -> Result<Self, String> {
        let v = native_value(options, "options")?;
        Game::new(&v).map_err(|e| e.to_string())
    }

    fn from_state(state: &Arg) -> Result<Self, String> {
        let v = native_value(state, "state")?;
        Game::from_state(&v).map_err(|e| e.to_string())
    }

    fn from_position(view: &Arg) -> Result<Self, String> {
        let v = native_value(view, "view")?;
        Game::from_position(&v).map_err(|e| e.to_string())
    }

    fn geometry_of(board: &str) -> Result<Value, String> {
        Game::geometry_of(board)
            .map(|g| to_json(&g))
            .map_err(|e| e.to_string())
    }

    fn catalogue() -> Value {
        json!([to_json(&Game::presets()), to_json(&Game::switches())])
    }

    fn roll(&mut self) -> Result<u8, String> {
        Game::roll(self).map_err(|e| e.to_string())
    }

    fn apply_move(&mut self, id: &Arg) -> Result<Value, String> {
        let id = native_value(id, "id")?;
        Game::apply_move(self, &id)
            .map(|o| to_json(&o))
            .map_err(|e| e.to_string())
    }

    fn choose_move(&self) -> Result<usize, String> {
        Game::choose_move(self).map_err(|e| e.to_string())
    }

    fn legal_moves(&self) -> Value {
        to_json(&Game::legal_moves(self))
    }

    fn last_outcome(&self) -> Value {
        to_json(&Game::last_outcome(self))
    }

    fn state(&self) -> Value {
        Game::state(self)
    }

    fn view(&self) -> Value {
        Game::view(self)
    }

    fn log_entries(&self, from: &Arg, to: &Arg) -> Result<Value, String> {
        let from = native_value(from, "from")?;
        let to = native_value(to, "to")?;
        Game::log_entries(self, &from, &to)
            .map(Value::Array)
            .map_err(|e| e.to_string())
    }

    fn views(&self) -> Value {
        json!([to_json(&self.stats()), to_json(&self.geometry())])
    }
}

fn native_value<'a>(arg: &'a Arg, what: &str) -> Result<Cow<'a, Value>, String> {
    match arg {
        Arg::Json(v) => Ok(Cow::Borrowed(v)),
        Arg::Js(JsOnly::Undefined) => Ok(Cow::Owned(Value::Null)),
        Arg::Js(other) => Err(format!("{what}: not plain data ({other:?})")),
    }
}

/// What a fuzz run did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// API calls made.
    pub calls: u64,
    /// Calls refused (each with a message, the game unchanged).
    pub refused: u64,
    /// Calls accepted (each leaving a state that round-trips).
    pub accepted: u64,
    /// Altered or foreign saved states offered to `fromState`.
    pub altered_states: u64,
    /// Of those, the ones accepted (they are then played on).
    pub altered_accepted: u64,
    /// Games that reached the end.
    pub games_over: u64,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, o: Tally) {
        self.calls += o.calls;
        self.refused += o.refused;
        self.accepted += o.accepted;
        self.altered_states += o.altered_states;
        self.altered_accepted += o.altered_accepted;
        self.games_over += o.games_over;
    }
}

/// Where two values first differ, as a path (for messages).
pub fn difference(a: &Value, b: &Value) -> Option<String> {
    if a == b {
        return None;
    }
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for (k, v) in x {
                match y.get(k) {
                    None => return Some(format!(".{k} is gone")),
                    Some(w) => {
                        if let Some(d) = difference(v, w) {
                            return Some(format!(".{k}{d}"));
                        }
                    }
                }
            }
            y.keys()
                .find(|k| !x.contains_key(*k))
                .map(|k| format!(".{k} is new"))
        }
        (Value::Array(x), Value::Array(y)) => {
            for (i, (v, w)) in x.iter().zip(y).enumerate() {
                if let Some(d) = difference(v, w) {
                    return Some(format!("[{i}]{d}"));
                }
            }
            (x.len() != y.len()).then(|| format!(" has {} entries, not {}", y.len(), x.len()))
        }
        _ if a == b => None,
        _ => Some(format!(": {a} became {b}")),
    }
}

fn phase_of(state: &Value) -> &str {
    state["phase"].as_str().unwrap_or("")
}

/// Checks that `state()` round-trips through `fromState`.
pub fn check_round_trip<A: Api>(game: &A) -> Result<(), String> {
    round_trip_of::<A>(&game.state())
}

/// Checks that a game's `state()` round-trips through `fromState`.
fn round_trip_of<A: Api>(state: &Value) -> Result<(), String> {
    let again = A::from_state(&Arg::Json(state.clone()))
        .map_err(|e| format!("state() does not round-trip: fromState refuses it: {e}"))?;
    match difference(state, &again.state()) {
        None => Ok(()),
        Some(d) => Err(format!("state() does not round-trip: state{d}")),
    }
}

/// The fuzzer: a seeded generator of calls and arguments.
pub struct Fuzzer {
    rng: Rng,
    js_values: bool,
    /// Real saved states seen so far, to alter and to offer to other games.
    states: Vec<Value>,
    tally: Tally,
}

const WORDS: &[&str] = &[
    "",
    "classic",
    "velvet",
    "brazilian",
    "mensch",
    "rewards",
    "roll",
    "move",
    "over",
    "red",
    "blue",
    "A",
    "P",
    "Q",
    "easy",
    "medium",
    "hard",
    "ludo",
    "0",
    "-1",
    "1e3",
    "NaN",
    "null",
    "true",
    "move id",
    "🎲",
    "Ünïcödé",
    "a\u{0}b",
    "line\nbreak",
    "  padded  ",
];

const ABSURD: &[f64] = &[
    -1.0,
    -0.0,
    0.5,
    1e-9,
    3.0,
    255.0,
    256.0,
    65535.0,
    65536.0,
    2147483648.0,
    4294967296.0,
    9007199254740991.0,
    9007199254740992.0,
    1.8446744073709552e19,
    1e21,
    1e308,
    -1e308,
];

impl Fuzzer {
    /// A fuzzer seeded with `seed`. With `js_values`, arguments include values only
    /// JavaScript has (for the run through the exports).
    pub fn new(seed: u64, js_values: bool) -> Fuzzer {
        Fuzzer {
            rng: Rng::new(seed),
            js_values,
            states: Vec::new(),
            tally: Tally::default(),
        }
    }

    /// What the calls so far did.
    pub fn tally(&self) -> Tally {
        self.tally
    }

    fn below(&mut self, n: usize) -> usize {
        self.rng.below(n as u32) as usize
    }

    fn chance(&mut self, percent: u32) -> bool {
        self.rng.below(100) < percent
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// A number: small, large, negative, fractional or absurd.
    fn number(&mut self) -> Value {
        match self.below(4) {
            0 => json!(self.below(70)),
            1 => json!(-(self.below(5) as i64) - 1),
            2 => json!(u64::MAX - self.below(3) as u64),
            _ => json!(*self.pick(ABSURD)),
        }
    }

    fn string(&mut self) -> Value {
        match self.below(12) {
            0 => json!("x".repeat(10_000)),
            1 => json!(format!("{}", self.rng.next_u64())),
            _ => json!(*self.pick(WORDS)),
        }
    }

    fn key(&mut self) -> String {
        match self.below(4) {
            0 => self.pick(save_fields()).to_string(),
            1 => Rules::SWITCHES[self.below(Rules::SWITCHES.len())]
                .name
                .to_string(),
            2 => self
                .pick(&[
                    "preset", "seats", "seed", "rules", "name", "computer", "type", "side", "die",
                    "pawn",
                ])
                .to_string(),
            _ => self.pick(WORDS).to_string(),
        }
    }

    /// Random JSON, nested up to `depth`.
    pub fn random_json(&mut self, depth: u32) -> Value {
        let kinds = if depth == 0 { 4 } else { 6 };
        match self.below(kinds) {
            0 => Value::Null,
            1 => json!(self.chance(50)),
            2 => self.number(),
            3 => self.string(),
            4 => Value::Array(
                (0..self.below(5))
                    .map(|_| self.random_json(depth - 1))
                    .collect(),
            ),
            _ => {
                let mut m = Map::new();
                for _ in 0..self.below(5) {
                    let k = self.key();
                    let v = self.random_json(depth - 1);
                    m.insert(k, v);
                }
                Value::Object(m)
            }
        }
    }

    /// A value of the kind a rule switch takes, sometimes of the wrong kind.
    fn switch_value(&mut self, kind: SwitchKind) -> Value {
        if self.chance(10) {
            return self.random_json(1);
        }
        match kind {
            SwitchKind::Bool => json!(self.chance(50)),
            SwitchKind::Choice(names) => json!(*self.pick(names)),
            SwitchKind::Dice => {
                let dice: Vec<u8> = (1..=6).filter(|_| self.chance(40)).collect();
                json!(dice)
            }
            SwitchKind::Count(max) => json!(self.below(max as usize + 1)),
        }
    }

    /// Options for `new Game`: mostly valid, with random rule switches (some combinations
    /// are refused as conflicting), sometimes altered or absurd.
    pub fn options(&mut self) -> Value {
        let mut o = Map::new();
        if self.chance(80) {
            o.insert("preset".into(), json!(self.pick(&Preset::ALL).name()));
        }
        if self.chance(80) {
            // Now and then five or six seats, which six arms take.
            let most = if self.chance(85) { 3 } else { 5 };
            let n = 2 + self.below(most);
            let seats = if self.chance(50) {
                json!(n)
            } else {
                Value::Array(
                    (0..n)
                        .map(|i| {
                            let mut s = Map::new();
                            if self.chance(50) {
                                s.insert("name".into(), json!(format!("Seat {i}")));
                            }
                            if self.chance(60) {
                                let level = self
                                    .pick(&[
                                        json!("easy"),
                                        json!("medium"),
                                        json!("hard"),
                                        Value::Null,
                                        json!(false),
                                    ])
                                    .clone();
                                s.insert("computer".into(), level);
                            }
                            Value::Object(s)
                        })
                        .collect(),
                )
            };
            o.insert("seats".into(), seats);
        }
        if self.chance(80) {
            o.insert("seed".into(), json!(self.rng.next_u64() & ((1 << 53) - 1)));
        }
        if self.chance(60) {
            let mut rules = Map::new();
            for _ in 0..1 + self.below(6) {
                let s = Rules::SWITCHES[self.below(Rules::SWITCHES.len())];
                let v = self.switch_value(s.kind);
                rules.insert(s.name.into(), v);
            }
            o.insert("rules".into(), Value::Object(rules));
        }
        let mut v = Value::Object(o);
        match self.below(10) {
            0 => self.alter(&mut v),
            1 => v = self.random_json(3),
            _ => {}
        }
        v
    }

    /// Changes one thing somewhere in `v`: removes it, replaces it with random or absurd
    /// data, swaps its type, truncates or pads a list, nudges a number, adds an unknown
    /// field, or swaps two fields.
    pub fn alter(&mut self, v: &mut Value) {
        // Walk down to a random spot, favouring shallow ones.
        let mut spot = v;
        loop {
            let descend = match &*spot {
                Value::Array(a) => !a.is_empty() && self.chance(55),
                Value::Object(m) => !m.is_empty() && self.chance(70),
                _ => false,
            };
            if !descend {
                break;
            }
            spot = match spot {
                Value::Array(a) => {
                    let i = self.below(a.len());
                    &mut a[i]
                }
                Value::Object(m) => {
                    let i = self.below(m.len());
                    let k = m.keys().nth(i).cloned().unwrap_or_default();
                    // Sometimes act on the field itself rather than inside it.
                    if self.chance(50) {
                        self.alter_field(m, &k);
                        return;
                    }
                    m.get_mut(&k).expect("the key just read")
                }
                _ => unreachable!("only arrays and objects are descended into"),
            };
        }
        self.alter_value(spot);
    }

    fn alter_field(&mut self, m: &mut Map<String, Value>, key: &str) {
        match self.below(4) {
            0 => {
                m.remove(key);
            }
            1 => {
                let k = self.key();
                let v = self.random_json(1);
                m.insert(k, v);
            }
            2 => {
                // Swap the values of two fields.
                let i = self.below(m.len());
                if let Some(other) = m.keys().nth(i).cloned()
                    && let (Some(a), Some(b)) = (m.get(key).cloned(), m.get(&other).cloned())
                {
                    m.insert(key.to_string(), b);
                    m.insert(other, a);
                }
            }
            _ => {
                if let Some(v) = m.get_mut(key) {
                    self.alter_value(v);
                }
            }
        }
    }

    fn alter_value(&mut self, v: &mut Value) {
        *v = match (self.below(7), &*v) {
            (0, _) => self.random_json(2),
            (1, _) => self.number(),
            (2, Value::Number(n)) => {
                let x = n.as_f64().unwrap_or(0.0);
                let nudged = *self.pick(&[x + 1.0, x - 1.0, x * 1000.0, -x, x + 0.5]);
                match serde_json::Number::from_f64(nudged) {
                    Some(n) if nudged.fract() != 0.0 || nudged.abs() > 1e15 => Value::Number(n),
                    _ => json!(nudged as i64),
                }
            }
            (2, Value::String(s)) => match s.parse::<f64>() {
                Ok(x) => json!(x),
                Err(_) => json!(format!("{s}x")),
            },
            (3, Value::Array(a)) => {
                let mut a = a.clone();
                if self.chance(50) || a.is_empty() {
                    let keep = self.below(a.len() + 1);
                    a.truncate(keep);
                } else {
                    let i = self.below(a.len());
                    a.push(a[i].clone());
                }
                Value::Array(a)
            }
            (4, Value::Number(n)) => json!(n.to_string()),
            (4, Value::Bool(b)) => json!(*b as u8),
            (4, Value::Array(a)) => Value::Object(
                a.iter()
                    .enumerate()
                    .map(|(i, x)| (i.to_string(), x.clone()))
                    .collect(),
            ),
            (5, _) => Value::Null,
            _ => self.string(),
        };
    }

    /// A saved state to offer `fromState`: a real one altered in one to three places,
    /// truncated, mixed with another game's, or random data.
    fn altered_state(&mut self, current: &Value) -> Value {
        let mut s = if self.states.is_empty() || self.chance(60) {
            current.clone()
        } else {
            let i = self.below(self.states.len());
            self.states[i].clone()
        };
        match self.below(10) {
            // A foreign state: one field taken from another game.
            0 if !self.states.is_empty() => {
                let i = self.below(self.states.len());
                let key = *self.pick(save_fields());
                if let (Some(m), Some(v)) = (s.as_object_mut(), self.states[i].get(key)) {
                    m.insert(key.to_string(), v.clone());
                }
            }
            // Truncated: fields from some point on are lost.
            1 => {
                if let Some(m) = s.as_object_mut() {
                    let keep = self.below(m.len());
                    let gone: Vec<String> = m.keys().skip(keep).cloned().collect();
                    for k in gone {
                        m.remove(&k);
                    }
                }
            }
            2 => s = self.random_json(3),
            _ => {
                for _ in 0..1 + self.below(3) {
                    self.alter(&mut s);
                }
            }
        }
        s
    }

    /// A move id: mostly a listed one, otherwise unknown, negative, fractional, a string,
    /// null, or something else entirely.
    fn move_id(&mut self, legal: usize) -> (Arg, bool) {
        if legal > 0 && self.chance(70) {
            return (Arg::Json(json!(self.below(legal))), true);
        }
        let arg = match self.below(9) {
            0 => json!(legal + self.below(3)),
            1 => json!(-1 - self.below(3) as i64),
            2 => json!(self.below(legal.max(1)) as f64 + 0.5),
            3 => json!(self.below(legal.max(1)).to_string()),
            4 => Value::Null,
            5 if self.js_values => return (Arg::Js(*self.pick(&JsOnly::ALL)), false),
            5 => json!(*self.pick(ABSURD)),
            6 => json!([0]),
            7 => json!({ "id": 0 }),
            _ => self.random_json(2),
        };
        // A float such as 2.0 names move 2, as JSON cannot tell them apart.
        let valid = parse_move_id(&arg).is_ok_and(|id| id < legal);
        (Arg::Json(arg), valid)
    }

    fn arg(&mut self, v: Value) -> Arg {
        if self.js_values && self.chance(5) {
            Arg::Js(*self.pick(&JsOnly::ALL))
        } else {
            Arg::Json(v)
        }
    }

    /// Calls a method that may change the game; `state` is the game's `state()` before,
    /// and is updated to the state after. A refusal must have a message and leave the game
    /// as it was; an acceptance must leave a state that round-trips.
    fn mutating<A: Api, T>(
        &mut self,
        game: &mut A,
        state: &mut Value,
        what: &str,
        call: impl FnOnce(&mut A) -> Result<T, String>,
    ) -> Result<Option<T>, String> {
        let outcome = game.last_outcome();
        let view = game.view();
        self.tally.calls += 1;
        let result = call(game);
        let after = game.state();
        match result {
            Err(msg) => {
                if msg.trim().is_empty() {
                    return Err(format!("{what} was refused without a message"));
                }
                if let Some(d) = difference(state, &after) {
                    return Err(format!("{what} was refused ({msg}) but changed state{d}"));
                }
                if let Some(d) = difference(&outcome, &game.last_outcome()) {
                    return Err(format!(
                        "{what} was refused ({msg}) but changed lastOutcome{d}"
                    ));
                }
                self.tally.refused += 1;
                Ok(None)
            }
            Ok(v) => {
                round_trip_of::<A>(&after).map_err(|e| format!("after {what}: {e}"))?;
                let outcome = game.last_outcome();
                check_changes(&view, &outcome, &game.view())
                    .map_err(|e| format!("after {what}: {e}"))?;
                let moves = game.legal_moves().as_array().map_or(0, Vec::len);
                if outcome["moves"] != json!(moves) {
                    return Err(format!(
                        "after {what}: the outcome counts {} moves, not {moves}",
                        outcome["moves"]
                    ));
                }
                *state = after;
                self.tally.accepted += 1;
                Ok(Some(v))
            }
        }
    }

    /// A static call (`new Game`, `fromState`): a refusal must have a message; a game
    /// made must have a state that round-trips.
    fn making<A: Api>(&mut self, what: &str, made: Result<A, String>) -> Result<Option<A>, String> {
        self.tally.calls += 1;
        match made {
            Err(msg) if msg.trim().is_empty() => {
                Err(format!("{what} was refused without a message"))
            }
            Err(_) => {
                self.tally.refused += 1;
                Ok(None)
            }
            Ok(g) => {
                check_round_trip(&g).map_err(|e| format!("after {what}: {e}"))?;
                self.tally.accepted += 1;
                Ok(Some(g))
            }
        }
    }

    /// A new game from valid options.
    fn fresh_game<A: Api>(&mut self) -> Result<A, String> {
        for _ in 0..100 {
            let mut o = self.options();
            if !o.is_object() {
                o = json!({});
            }
            if let Some(m) = o.as_object_mut() {
                m.remove("rules");
                m.insert("seed".into(), json!(self.rng.next_u64() >> 11));
            }
            if let Some(g) = self.making("new Game", A::create(&Arg::Json(o)))? {
                return Ok(g);
            }
        }
        A::create(&Arg::Json(json!({}))).map_err(|e| format!("new Game({{}}) refused: {e}"))
    }

    /// Plays up to `steps` rolls and moves with listed ids, checking only that they are
    /// accepted (to reach later stages of a game quickly).
    fn fast_forward<A: Api>(&mut self, game: &mut A, steps: usize) -> Result<(), String> {
        for _ in 0..steps {
            match phase_of(&game.last_outcome()) {
                "roll" => {
                    game.roll()
                        .map_err(|e| format!("roll refused in phase roll: {e}"))?;
                }
                "move" => {
                    let n = game.legal_moves().as_array().map_or(0, Vec::len);
                    let id = Arg::Json(json!(self.below(n.max(1))));
                    game.apply_move(&id)
                        .map_err(|e| format!("applyMove refused a listed id: {e}"))?;
                }
                _ => break,
            }
        }
        Ok(())
    }

    /// One session: a new game, then `calls` random calls on it (and on games restored
    /// from altered states). Returns the first broken expectation.
    pub fn session<A: Api>(&mut self, calls: usize) -> Result<(), String> {
        let game: A = self.fresh_game()?;
        let state = game.state();
        let mut s = Session { game, state };
        for _ in 0..calls {
            let phase = phase_of(&s.state).to_string();
            let n = s.game.legal_moves().as_array().map_or(0, Vec::len);
            if (phase == "move") != (n > 0) {
                return Err(format!("phase {phase} with {n} legal moves"));
            }
            match self.below(100) {
                0..=29 => self.try_roll(&mut s, &phase)?,
                30..=64 => self.try_move(&mut s, n)?,
                65..=69 => self.try_choice(&mut s, n)?,
                70..=79 => self.try_altered_state(&mut s)?,
                80..=84 => self.try_new_game(&mut s)?,
                85..=89 => self.try_reading(&s)?,
                90..=92 => self.try_fast_forward(&mut s)?,
                93..=96 => self.try_position(&mut s)?,
                _ => {
                    let again = A::from_state(&Arg::Json(s.state.clone()));
                    let restored = self.making("fromState", again)?;
                    s.game = restored.ok_or("fromState refused the game's own state")?;
                }
            }
            if phase_of(&s.state) == "over" {
                self.tally.games_over += 1;
                s.game = self.fresh_game()?;
                s.state = s.game.state();
            }
        }
        Ok(())
    }

    /// `roll()`: accepted exactly when a roll is due, with a die 1 to 6.
    fn try_roll<A: Api>(&mut self, s: &mut Session<A>, phase: &str) -> Result<(), String> {
        let rolled = self.mutating(&mut s.game, &mut s.state, "roll", |g| g.roll())?;
        match (phase == "roll", rolled) {
            (true, Some(d)) if (1..=6).contains(&d) => Ok(()),
            (false, None) => Ok(()),
            (_, r) => Err(format!("roll in phase {phase} gave {r:?}")),
        }
    }

    /// `applyMove(id)`: accepted exactly for a listed id.
    fn try_move<A: Api>(&mut self, s: &mut Session<A>, n: usize) -> Result<(), String> {
        let (id, valid) = self.move_id(n);
        let label = format!("applyMove({id:?})");
        let applied = self.mutating(&mut s.game, &mut s.state, &label, |g| g.apply_move(&id))?;
        if applied.is_some() != valid {
            return Err(format!(
                "{label} with {n} legal moves was {}",
                if valid { "refused" } else { "accepted" }
            ));
        }
        Ok(())
    }

    /// `chooseMove()`: a listed id when a move is due, and playing it is accepted.
    fn try_choice<A: Api>(&mut self, s: &mut Session<A>, n: usize) -> Result<(), String> {
        self.tally.calls += 1;
        match s.game.choose_move() {
            Ok(id) if id < n => {
                self.tally.accepted += 1;
                let arg = Arg::Json(json!(id));
                let what = "applyMove(chooseMove())";
                let applied =
                    self.mutating(&mut s.game, &mut s.state, what, |g| g.apply_move(&arg))?;
                match applied {
                    Some(_) => Ok(()),
                    None => Err("the chosen move was refused".into()),
                }
            }
            Ok(id) => Err(format!("chooseMove gave {id} of {n} moves")),
            Err(msg) if n == 0 && !msg.trim().is_empty() => {
                self.tally.refused += 1;
                Ok(())
            }
            Err(msg) => Err(format!("chooseMove refused ({msg:?}) with {n} moves")),
        }
    }

    /// `fromState(altered)`: refused with a message, or a game that round-trips.
    fn try_altered_state<A: Api>(&mut self, s: &mut Session<A>) -> Result<(), String> {
        let altered = self.altered_state(&s.state);
        self.tally.altered_states += 1;
        let arg = self.arg(altered);
        if let Some(g) = self.making("fromState(altered)", A::from_state(&arg))? {
            self.tally.altered_accepted += 1;
            if self.chance(50) {
                s.game = g; // play on from an accepted altered state
                s.state = s.game.state();
            }
        }
        Ok(())
    }

    /// `new Game(options)` with random options.
    fn try_new_game<A: Api>(&mut self, s: &mut Session<A>) -> Result<(), String> {
        let options = self.options();
        let arg = self.arg(options);
        let made = self.making("new Game", A::create(&arg))?;
        // Without a seed the dice are not reproducible: such a game is checked but not
        // played on.
        let seeded = matches!(&arg, Arg::Json(o) if !o["seed"].is_null());
        if let Some(g) = made.filter(|_| seeded) {
            s.game = g;
            s.state = s.game.state();
        }
        Ok(())
    }

    /// The calls that only read must not fail or change anything.
    fn try_reading<A: Api>(&mut self, s: &Session<A>) -> Result<(), String> {
        self.tally.calls += 1;
        self.tally.accepted += 1;
        let _ = s.game.views();
        let board = if self.chance(70) {
            self.pick(&["ludo", "mensch"]).to_string()
        } else {
            self.string().as_str().unwrap_or("").to_string()
        };
        let known = matches!(board.as_str(), "ludo" | "mensch");
        match A::geometry_of(&board) {
            Ok(_) if known => {}
            Err(msg) if !known && !msg.is_empty() => {}
            other => return Err(format!("geometryOf({board:?}) gave {other:?}")),
        }
        let _ = A::catalogue();
        match difference(&s.state, &s.game.state()) {
            Some(d) => Err(format!("reading changed state{d}")),
            None => Ok(()),
        }
    }

    /// Plays on quickly, keeping the state before for foreign-state alterations.
    fn try_fast_forward<A: Api>(&mut self, s: &mut Session<A>) -> Result<(), String> {
        if self.states.len() < 16 {
            self.states.push(s.state.clone());
        } else {
            let i = self.below(16);
            self.states[i] = s.state.clone();
        }
        let steps = 1 + self.below(400);
        self.fast_forward(&mut s.game, steps)?;
        s.state = s.game.state();
        round_trip_of::<A>(&s.state)
    }

    /// `view()`, `fromPosition(view)` and `logEntries(from, to)`: the view is the state
    /// without its log; a game restored from it (or from an altered one, when accepted)
    /// plays on as the original, computer choices included; log pages are pieces of the
    /// saved log, and bad bounds are refused with a message.
    fn try_position<A: Api>(&mut self, s: &mut Session<A>) -> Result<(), String> {
        self.tally.calls += 1;
        self.tally.accepted += 1;
        let view = s.game.view();
        check_view(&s.state, &view)?;
        let mut offered = view.clone();
        if self.chance(30) {
            self.alter(&mut offered);
        }
        let arg = self.arg(offered.clone());
        let own = matches!(&arg, Arg::Json(v) if *v == view);
        self.tally.calls += 1;
        match A::from_position(&arg) {
            Err(msg) if msg.trim().is_empty() => {
                return Err("fromPosition was refused without a message".into());
            }
            Err(_) if !own => self.tally.refused += 1,
            Err(msg) => return Err(format!("fromPosition refused the game's own view: {msg}")),
            Ok(g) => {
                self.tally.accepted += 1;
                let again = g.view();
                if own {
                    // The hand is read from the log, which a game restored from a view
                    // lacks: it shows the dice in hand alone.
                    let handless = |v: &Value| {
                        let mut v = v.clone();
                        if let Some(m) = v.as_object_mut() {
                            m.remove("hand");
                        }
                        v
                    };
                    if let Some(d) = difference(&handless(&view), &handless(&again)) {
                        return Err(format!("fromPosition(view()).view() differs: view{d}"));
                    }
                    if s.game.choose_move().ok() != g.choose_move().ok() {
                        return Err("a game from its view chooses another move".into());
                    }
                }
                let twice = A::from_position(&Arg::Json(again.clone()))
                    .map_err(|e| format!("fromPosition refuses its own view(): {e}"))?;
                if let Some(d) = difference(&again, &twice.view()) {
                    return Err(format!("view() does not round-trip: view{d}"));
                }
            }
        }
        self.try_log_entries(s)
    }

    fn try_log_entries<A: Api>(&mut self, s: &Session<A>) -> Result<(), String> {
        let log = s.state["log"].as_array().cloned().unwrap_or_default();
        let len = log.len();
        let bound = |f: &mut Fuzzer| match f.below(6) {
            0 => Arg::Json(Value::Null),
            1 => Arg::Json(f.random_json(1)),
            _ => Arg::Json(json!(f.below(len + 2))),
        };
        let (from, to) = (bound(self), bound(self));
        self.tally.calls += 1;
        let expected = match (&from, &to) {
            (Arg::Json(a), Arg::Json(b)) => {
                let read = |v: &Value, d: usize| match v {
                    Value::Null => Some(d),
                    // A whole float (2.0) counts, as JSON cannot tell them apart.
                    v => ludo_engine::json::uint(v, "", len as u64)
                        .ok()
                        .map(|n| n as usize),
                };
                match (read(a, 0), read(b, len)) {
                    (Some(a), Some(b)) if a <= b => {
                        Some(Value::Array(log[a..b.min(a + ludo_api::LOG_PAGE)].to_vec()))
                    }
                    _ => None,
                }
            }
            _ => None,
        };
        match (s.game.log_entries(&from, &to), expected) {
            (Ok(got), Some(want)) if got == want => self.tally.accepted += 1,
            (Err(msg), None) if !msg.trim().is_empty() => self.tally.refused += 1,
            (got, want) => {
                return Err(format!(
                    "logEntries({from:?}, {to:?}) of {len} entries gave {got:?}, expected {want:?}"
                ));
            }
        }
        Ok(())
    }
}

/// A game and its `state()` as last seen.
struct Session<A> {
    game: A,
    state: Value,
}

/// Checks that an outcome's position carries what changed: merged into the view from
/// before the step, it gives the view after.
fn check_changes(before: &Value, outcome: &Value, after: &Value) -> Result<(), String> {
    let mut merged = before.clone();
    if let (Some(m), Some(changes)) = (merged.as_object_mut(), outcome["position"].as_object()) {
        for (k, v) in changes {
            m.insert(k.clone(), v.clone());
        }
    }
    match difference(after, &merged) {
        Some(d) => Err(format!(
            "the view with the outcome's changes is not the view: view{d}"
        )),
        None => Ok(()),
    }
}

/// Checks that `view` is `state` without its log and with `logLength`, and with what the
/// engine reads in the position (`ludo_api::meaning::FIELDS`), which a save never holds.
fn check_view(state: &Value, view: &Value) -> Result<(), String> {
    let mut expected = state.clone();
    let Some(m) = expected.as_object_mut() else {
        return Err("state() is not an object".into());
    };
    let len = m.remove("log").and_then(|l| l.as_array().map(Vec::len));
    m.insert("logLength".into(), json!(len));
    let mut view = view.clone();
    if let Some(v) = view.as_object_mut() {
        for key in ludo_api::meaning::FIELDS {
            // the teams' seats (`partners`) only with `teams`
            let due = key != "partners" || state["rules"]["teams"] == json!(true);
            if v.remove(key).is_some() != due {
                let what = if due { "lacks" } else { "has" };
                return Err(format!("view() {what} {key}"));
            }
        }
    }
    match difference(&expected, &view) {
        Some(d) => Err(format!("view() is not state() without the log: view{d}")),
        None => Ok(()),
    }
}

fn save_fields() -> &'static [&'static str] {
    save::FIELDS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn difference_names_the_path() {
        let a = json!({ "x": [1, { "y": 2 }] });
        let b = json!({ "x": [1, { "y": 3 }] });
        assert_eq!(difference(&a, &b).unwrap(), ".x[1].y: 2 became 3");
        assert_eq!(difference(&a, &a), None);
    }

    #[test]
    fn alterations_change_something() {
        let mut f = Fuzzer::new(1, false);
        let g = Game::new(&json!({ "seed": 1 })).unwrap();
        let state = Api::state(&g);
        let changed = (0..200)
            .filter(|_| f.altered_state(&state) != state)
            .count();
        assert!(changed > 150, "only {changed} of 200 altered states differ");
    }
}
