//! The WebAssembly module of Ludo for the web: the `Game` class for JavaScript.
//!
//! This crate only binds [`ludo_api::Game`] to JavaScript: it converts arguments to JSON
//! values, calls the API, and converts what comes back; every refusal becomes a
//! JavaScript `Error` with the API's message, its `code` and the `field` at fault. The TypeScript types of the generated
//! `ludo.d.ts` are written below and held against the API's values by
//! `tests/typescript.rs`. No rule lives here (`crates/engine`), nor any computer player
//! (`crates/ai`).

use serde::Serialize;
use serde_json::Value;
use wasm_bindgen::prelude::*;

use ludo_api::{ErrorCode, GameError};

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
// ts:start
/** The five presets. */
export type PresetName = 'classic' | 'velvet' | 'brazilian' | 'mensch' | 'rewards';
/** A computer player's level. */
export type Level = 'easy' | 'medium' | 'hard' | 'expert';
/** What the side on turn must do next. */
export type Phase = 'roll' | 'move' | 'over';
/** A colour, in the order of the geometry's per-colour arrays. */
export type Colour = 'red' | 'green' | 'yellow' | 'blue' | 'purple' | 'orange';
/** `ludo` (15×15, 52 track squares) or `mensch` (11×11, 40 squares). */
export type BoardName = 'ludo' | 'mensch';
/** How a pawn moved. */
export type MoveKind = 'enter' | 'move' | 'bounce' | 'back' | 'tower';
/** A reward or penalty square. */
export type SpecialKind = 'forward3' | 'playAgain' | 'back3' | 'skipTurn' | 'backToStart';
/** What a roll led to at once: a move is due (`bonus`: and the six earns another roll
 * once it is played), the six is banked (kept in hand, roll again), the third six's foul,
 * or no die in hand can be used (`noMove`; the outcome's `turnPassed` says whether the turn
 * passed or the side rolls again). */
export type RollResult = 'move' | 'bonus' | 'banked' | 'foul' | 'noMove';
/** Where a die of the hand on show stands: still to be played, played this turn, or of a hand that is over. */
export type DieState = 'live' | 'used' | 'old';
/** What a path position is: the base, a square (of the track or the home column), or home. */
export type Place = 'base' | 'square' | 'home';
/** Why a hint ranks a move where it does. */
export type Reason =
  | 'captures' | 'finishes' | 'enters' | 'special' | 'forfeits'
  | 'blocks' | 'reachesSafety' | 'escapesDanger' | 'advances';
/** Who takes the first turn. */
export type FirstTurn = 'random' | 'highestRoll' | 'firstSeat';

/** What kind of refusal (README, "Refusals"). */
export type ErrorCode =
  | 'args.notData' | 'args.field'
  | 'preset.unknown' | 'seats.count' | 'seats.name' | 'seats.level'
  | 'rules.unknown' | 'rules.value' | 'rules.combine' | 'seed'
  | 'save.version' | 'save.position' | 'save.log'
  | 'roll.notDue' | 'roll.die' | 'move.notDue' | 'move.id' | 'move.unknown' | 'game.over'
  | 'log.range' | 'replay.step' | 'board.unknown' | 'expert.file' | 'expert.foreign';

/** What every refused call throws: an `Error` whose `message` says what was wrong. */
export interface GameError extends Error {
  code: ErrorCode;
  /** The field at fault: `seats[1].name`, `rules.towers`, `state.log[12]`, `from`. */
  field?: string;
  /** Every field at fault, when several are (`rules.combine`: the switches). */
  fields?: string[];
}

/** Every rule switch (README, "Rules"). */
export interface Rules {
  board: BoardName;
  firstTurn: FirstTurn;
  enterOn: number[];
  enterToDie: boolean;
  startPawns: number;
  sixBonus: boolean;
  bankSixes: boolean;
  threeSixes: boolean;
  safeSquares: boolean;
  stacking: boolean;
  towers: boolean;
  barriers: boolean;
  captureBonus: boolean;
  homeBonus: boolean;
  bounceBack: boolean;
  specialSquares: boolean;
  playOn: boolean;
  scoreRanking: boolean;
  vacateStart: boolean;
  forcedEntry: boolean;
  twoColoursEach: boolean;
  neutralColour: boolean;
  captureBackwards: boolean;
  threeRolls: boolean;
  noSkippingInFinish: boolean;
  compulsoryCapture: boolean;
  /** 4, or 6 for the six-arm board (only modules built with six arms take 6). A saved game leaves it out at 4. */
  arms: 4 | 6;
  /** Partners sit opposite (only modules built with six arms take true). A saved game leaves it out when false. */
  teams: boolean;
}

/** A seat in the options of `new Game`: no `computer` (or null) is a person. */
export interface SeatOption {
  name?: string;
  computer?: Level | null | false;
}

/** The options of `new Game`; every field may be left out. */
export interface GameOptions {
  preset?: PresetName;
  /** 2–4 seats, or 2–4 seat descriptions. */
  seats?: number | SeatOption[];
  /** The same seed and the same choices give the same game. */
  seed?: number;
  /** Single switches changed from the preset's. */
  rules?: Partial<Rules>;
}

/** A seat of a game. */
export interface Seat {
  name: string;
  computer: Level | null;
}

/** A colour in play: who plays it (null for the neutral colour) and its pawns' letters. */
export interface Side {
  colour: Colour;
  seat: number | null;
  pawns: string;
}

/** A reward or penalty square on the track. */
export interface SpecialSquare {
  square: number;
  kind: SpecialKind;
}

/** What stays the same for the whole game. */
export interface Table {
  version: number;
  preset: PresetName;
  rules: Rules;
  board: BoardName;
  seed: number;
  seats: Seat[];
  sides: Side[];
  /** The side that took the first turn. */
  first: number;
  specialSquares: SpecialSquare[];
}

/** What changes with every roll and move. */
export interface Position {
  /** The dice generator's state, 16 hexadecimal digits. */
  rng: string;
  /** The seat on turn (a seat, not a side: see `side`). */
  seatOnTurn: number;
  /** The side (colour in play) on turn. */
  side: number;
  round: number;
  phase: Phase;
  /** Dice rolled and not yet used: the saved form of the hand's `live` dice (a page reads
   * the dice in hand from `hand`). */
  dice: number[];
  sixesInRow: number;
  extraRolls: number;
  /** Rolls left this turn when nothing can move (`threeRolls`). */
  tries: number;
  /** Turns each side will miss. */
  skips: number[];
  /** Path positions of each side's pawns: 0 = base, 1 = start square, … goal = home. */
  pawns: number[][];
  /** Seats in order of their places so far. */
  ranking: number[];
  /** Seats that finished while the neutral colour had not. */
  waiting: number[];
  scores: number[];
  idleRolls: number;
  /** Log entries so far. */
  logLength: number;
}

/** A die of the hand on show: still to be played, played this turn, or of a hand that is over. */
export interface HandDie {
  die: number;
  state: DieState;
}

/** What the engine reads in a position beside its saved form: in `view()` and in
 * outcomes, never in saves (`Game.fromPosition` leaves it out). */
export interface Meaning {
  /** The dice of the hand on show: the turn's latest hand, or the last one of the turn before. */
  hand: HandDie[];
  /** The pawns standing as towers or barriers (squares nobody may pass), each as its pawns' letters. */
  blocks: string[];
  /** Whether places go by score (the page shows the scores). */
  scored: boolean;
  /** Whether every person's place is settled while the game goes on: only computer
   * players are left to decide the places still open. */
  settled: boolean;
  /** The track squares where nobody is captured in this game (none unless `safeSquares`). */
  safe: number[];
  /** The special squares (track indices) that are rewards; the others are penalties. */
  rewards: number[];
  /** With `teams`: each team's seats, partners together (`[[0, 2], [1, 3]]`). */
  partners?: number[][];
}

/** `view()`: the whole game but the log. */
export type GameView = Table & Position & Meaning;

/** `state()`: the whole game, for saving; `Game.fromState` reads it back. */
export type SavedGame = Table & Omit<Position, 'logLength'> & { log: LogEntry[] };

/** One entry of the log, in the saved form. Pawns are letters (A–P). */
export type LogEntry =
  | { type: 'rollOff'; seat: number; die: number }
  | { type: 'turn'; side: number; round: number }
  | { type: 'skipTurn'; side: number }
  | { type: 'roll'; side: number; die: number }
  | { type: 'noMove'; side: number }
  | { type: 'foul'; side: number }
  | { type: 'move'; pawn: string; die: number; from: number; to: number; kind: MoveKind }
  | { type: 'capture'; pawn: string }
  | { type: 'forfeit'; pawn: string }
  | { type: 'special'; pawn: string; effect: SpecialKind; to: number }
  | { type: 'extraRoll'; side: number }
  | { type: 'finish'; seat: number; place: number }
  | { type: 'stalemate' }
  | { type: 'over' };

/** A legal move; `applyMove` takes its `id`. */
export interface LegalMove {
  id: number;
  seat: number;
  side: number;
  colour: Colour;
  pawn: string;
  die: number;
  from: number;
  to: number;
  kind: MoveKind;
  captures: string[];
  /** A tower's other pawn. */
  with: string | null;
  /** The pawn a compulsory-capture rule sends home if this move is played. */
  forfeit: string | null;
  /** Whether the pawn ends the move home (finished). */
  home: boolean;
}

/** A special square's effect on a pawn. */
export interface SpecialEffect {
  pawn: string;
  effect: SpecialKind;
  to: number;
  /** A reward (otherwise a penalty). */
  reward: boolean;
}

/** One pawn's way in a step: path positions square by square (a bounce goes to the goal and
 * back; 0, the base, is one jump). `sentBack`: another pawn's move sent it to its base, and
 * it goes once the mover has arrived. */
export interface Route {
  pawn: string;
  path: number[];
  sentBack?: boolean;
}

/** A seat that took a place. */
export interface Finish {
  seat: number;
  place: number;
}

/**
 * What a roll or a move caused, and what it changed of the position: merged into the
 * view from before (`{ ...view, ...outcome.position }`), it gives the view after. The
 * summary fields are left out when they would be empty, zero or false.
 */
export interface Outcome {
  /** What the roll led to (a roll's outcome only). */
  roll?: RollResult;
  /** After a six that earned or banked a roll: more sixes in a row that would be a foul. */
  sixesToFoul?: number;
  /** Each pawn that moved, with its way. */
  routes?: Route[];
  /** Pawns that reached home. */
  home?: string[];
  captures?: string[];
  forfeits?: string[];
  specials?: SpecialEffect[];
  finished?: Finish[];
  skipped?: number[];
  extraRolls?: number;
  /** The turn passed to another side. */
  turnPassed?: boolean;
  gameOver?: boolean;
  /** The seat on turn now. */
  seatOnTurn: number;
  /** The side (colour in play) on turn now. */
  side: number;
  phase: Phase;
  /** How many legal moves there are now (0 unless a move is due). */
  moves: number;
  /** With teams: the partner's pawns on the square where the moved pawn stopped. */
  shares?: string[];
  /** With teams: the partner whose pawn a player who has finished moved. */
  playsFor?: number;
  /** The log entries it added. */
  events: LogEntry[];
  /** The fields of the position it changed (all of them before the first step). */
  position: Partial<Position & Meaning> & { logLength: number };
}

/** A legal move ranked by `hints()`. */
export interface Hint {
  id: number;
  pawn: string;
  die: number;
  from: number;
  to: number;
  /** The estimated chance (0–1) of winning after the move: the expert's network where it is loaded (the expert's module), the `hard` level's evaluation otherwise. */
  winChance: number;
  reason: Reason;
  captures: string[];
  /** The reason in English. */
  text: string;
}

/** One seat's figures, counted from the log. */
export interface SeatStats {
  seat: number;
  name: string;
  place: number | null;
  turns: number;
  rolls: number;
  sixes: number;
  moves: number;
  captures: number;
  captured: number;
  finished: number;
  score: number;
}

/** A rule switch. */
export interface SwitchInfo {
  name: keyof Rules;
  kind: 'bool' | 'dice' | 'count' | 'choice';
  choices?: string[];
  max?: number;
  about: string;
}

/** `Game.limits()`: the limits the page shares with the engine. */
export interface Limits {
  /** The most characters of a player's name. */
  nameLength: number;
  /** The most entries one `logEntries` call returns. */
  logPage: number;
}

/** A preset with its switch values. */
export interface PresetInfo {
  name: PresetName;
  about: string;
  rules: Rules;
  againstComputers: boolean;
}

/** Where a turn begins in a replay: the steps played before it, its round and side. */
export interface TurnStart {
  step: number;
  round: number;
  side: number;
}

/** A point in half cells: the centre of grid cell (x, y) is (2x + 1, 2y + 1). */
export type Point = [number, number];

/** A board's geometry for drawing; per-colour arrays are in `Colour` order. */
export interface Geometry {
  board: BoardName;
  size: number;
  track: Point[];
  homeColumns: Point[][];
  bases: Point[][];
  goals: Point[];
  starts: number[];
  stars: number[];
  goal: number;
  trackSteps: number;
  /** Path positions from this one on count as home (finished). */
  homeFrom: number;
  /** Each colour's path: the point of every path position, base to goal. */
  paths: Point[][];
  /** What each path position is (base to goal): the page tells a position by it. */
  places: Place[];
}

/** A move in a game's analysis. */
export interface AnalysedMove {
  id: number;
  pawn: string;
  die: number;
  from: number;
  to: number;
  captures: string[];
}

/** One decision with a real choice: the mover's chance (0–1) after the move played and after the best one. */
export interface AnalysedDecision {
  step: number;
  seat: number;
  played: AnalysedMove;
  best: AnalysedMove;
  playedChance: number;
  bestChance: number;
  loss: number;
  label: 'inaccuracy' | 'mistake' | 'blunder' | null;
  /** What the best move does, as hints name it. */
  reason: Reason;
  text: string;
}

/** One roll: the roller's chance after it minus its average over the six faces. */
export interface AnalysedRoll {
  step: number;
  seat: number;
  die: number;
  luck: number;
}

/** Every seat's chance (0–1) of first place at the start of a turn, and what the turn held. */
export interface ChartPoint {
  step: number;
  seat: number;
  round: number;
  chances: number[];
  six: boolean;
  capture: boolean;
  finish: boolean;
}

/** One seat's figures: accuracy 0–100, labelled decisions, the chance lost and the dice's luck (0–1 shares). */
export interface SeatAnalysis {
  decisions: number;
  accuracy: number;
  inaccuracies: number;
  mistakes: number;
  blunders: number;
  lost: number;
  luck: number;
}

/** The least loss of each label. */
export interface AnalysisThresholds {
  inaccuracy: number;
  mistake: number;
  blunder: number;
}

/** A whole game analysed (`Analysis.result()`, expert module only). */
export interface GameAnalysis {
  version: number;
  judge: 'expert' | 'hard';
  steps: number;
  thresholds: AnalysisThresholds;
  decisions: AnalysedDecision[];
  rolls: AnalysedRoll[];
  points: ChartPoint[];
  seats: SeatAnalysis[];
}

/** How far an analysis has come. */
export interface AnalysisProgress {
  done: number;
  total: number;
  finished: boolean;
}
// ts:end
"#;

/// A game of Ludo, held in WebAssembly memory.
#[wasm_bindgen(js_name = Game)]
pub struct Game {
    inner: ludo_api::Game,
}

#[wasm_bindgen]
extern "C" {
    /// `JSON.stringify`. Its exceptions (a value that refers to itself, a BigInt, nesting
    /// deeper than the browser's stack) come back as errors instead of unwinding through
    /// WebAssembly.
    #[wasm_bindgen(js_namespace = JSON, js_name = stringify, catch)]
    fn json_stringify(v: &JsValue) -> Result<JsValue, JsValue>;

    /// `JSON.parse`, for a value the engine wrote as JSON text.
    #[wasm_bindgen(js_namespace = JSON, js_name = parse, catch)]
    fn json_parse(text: &str) -> Result<JsValue, JsValue>;

    /// `String(v)`, for the message of a caught exception.
    #[wasm_bindgen(js_name = String, catch)]
    fn js_string(v: &JsValue) -> Result<String, JsValue>;

    /// A JavaScript `Error`, thrown for a refusal with its `code` and `field`.
    #[wasm_bindgen(js_name = Error)]
    type Refusal;

    #[wasm_bindgen(constructor, js_class = "Error")]
    fn new(message: &str) -> Refusal;

    #[wasm_bindgen(method, setter)]
    fn set_code(this: &Refusal, code: &str);

    #[wasm_bindgen(method, setter)]
    fn set_field(this: &Refusal, field: &str);

    #[wasm_bindgen(method, setter)]
    fn set_fields(this: &Refusal, fields: &JsValue);
}

/// A value for JavaScript: objects as plain objects, whole numbers as numbers. Written as
/// JSON text and read by `JSON.parse`, which keeps one serializer in the module (serde_json,
/// which the engine uses anyway) and crosses into JavaScript once per value.
fn to_js<T: Serialize + ?Sized>(v: &T) -> JsValue {
    serde_json::to_string(v)
        .ok()
        .and_then(|text| json_parse(&text).ok())
        .unwrap_or(JsValue::NULL)
}

/// Reads a value from JavaScript as JSON data. Through its JSON text, so that a cyclic or
/// absurdly deep object is refused with a message (serde_json stops at 128 levels) rather
/// than overflowing the stack in a recursive conversion.
fn from_js(v: &JsValue, what: &str) -> Result<Value, JsValue> {
    if v.is_undefined() {
        return Ok(Value::Null); // an argument left out
    }
    let refused = |why: String| {
        err(GameError::at(
            ErrorCode::ArgsNotData,
            what,
            format!("not plain data ({why})"),
        ))
    };
    if let Some(x) = v.as_f64().filter(|x| !x.is_finite()) {
        let name = non_finite(x);
        return Err(refused(format!("{name} is not a number JSON can hold")));
    }
    let text = json_stringify(v)
        .map_err(|e| refused(js_string(&e).unwrap_or_else(|_| "an exception".into())))?;
    let text = text
        .as_string()
        .ok_or_else(|| refused("a function or a symbol".into()))?;
    serde_json::from_str(&text).map_err(|e| refused(e.to_string()))
}

/// An optional number argument as JSON (left out: null); `NaN` and the infinities, which
/// JSON cannot hold, are refused with a message.
fn number(v: Option<f64>, what: &str) -> Result<Value, JsValue> {
    let Some(x) = v else {
        return Ok(Value::Null);
    };
    serde_json::Number::from_f64(x)
        .map(Value::Number)
        .ok_or_else(|| {
            err(GameError::at(
                ErrorCode::ArgsNotData,
                what,
                format!("expected a whole number, not {}", non_finite(x)),
            ))
        })
}

/// The name of a number JSON cannot hold. Named by hand: formatting a float would add its
/// machinery to the wasm.
fn non_finite(x: f64) -> &'static str {
    match x {
        x if x.is_nan() => "NaN",
        x if x > 0.0 => "Infinity",
        _ => "-Infinity",
    }
}

/// A refusal as JavaScript sees it: an `Error` with the message, the `code`, the `field`
/// at fault (if any) and, when several are, all the `fields`. Not inlined: every export
/// calls it.
#[inline(never)]
fn err(e: GameError) -> JsValue {
    let error = Refusal::new(&e.message());
    error.set_code(e.code.name());
    if let Some(field) = e.field() {
        error.set_field(field);
    }
    if e.fields.len() > 1 {
        error.set_fields(&to_js(&e.fields));
    }
    error.into()
}

#[wasm_bindgen(js_class = Game)]
impl Game {
    /// `new Game({ preset, seats, seed, rules })`; every option may be left out.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "GameOptions | undefined")] options: JsValue,
    ) -> Result<Game, JsValue> {
        let options = from_js(&options, "options")?;
        let inner = ludo_api::Game::new(&options).map_err(err)?;
        Ok(Game { inner })
    }

    /// Restores a game from `state()`, after checking every field.
    #[wasm_bindgen(js_name = fromState)]
    pub fn from_state(
        #[wasm_bindgen(unchecked_param_type = "SavedGame")] state: JsValue,
    ) -> Result<Game, JsValue> {
        let state = from_js(&state, "state")?;
        let inner = ludo_api::Game::from_state(&state).map_err(err)?;
        Ok(Game { inner })
    }

    /// Restores a game from `view()` (no log), checked as `fromState` checks a save; it
    /// plays on exactly as the original would. For a computer player's thread.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(
        #[wasm_bindgen(unchecked_param_type = "GameView")] view: JsValue,
    ) -> Result<Game, JsValue> {
        let view = from_js(&view, "view")?;
        let inner = ludo_api::Game::from_position(&view).map_err(err)?;
        Ok(Game { inner })
    }

    /// Makes a weights file (`expert/PRESET.bin`) the expert's network for its preset and
    /// returns the preset's name; a damaged or foreign file is refused with what is wrong.
    /// Only in the expert's module (`pkg-expert/`).
    #[cfg(feature = "expert")]
    #[wasm_bindgen(js_name = loadExpert)]
    pub fn load_expert(bytes: &[u8]) -> Result<String, JsValue> {
        ludo_api::Game::load_expert(bytes).map_err(err)
    }

    /// Whether the expert's network for this game's rules is loaded. Only in the expert's
    /// module.
    #[cfg(feature = "expert")]
    #[wasm_bindgen(js_name = expertReady)]
    pub fn expert_ready(&self) -> bool {
        self.inner.expert_ready()
    }

    /// Why the expert plays this game as Hard, or `undefined` when it plays with its
    /// network: `"arms"` (six arms) or `"teams"` (partners), for which no network is
    /// trained, or `"weights"` (its network for the game's rules is not loaded). Only in
    /// the expert's module.
    #[cfg(feature = "expert")]
    #[wasm_bindgen(js_name = expertUnready)]
    pub fn expert_unready(&self) -> Option<String> {
        self.inner.expert_unready().map(String::from)
    }

    /// Rolls the die and returns it (1–6). If nothing can then be moved the game moves on
    /// by itself; `lastOutcome()` says so.
    pub fn roll(&mut self) -> Result<u8, JsValue> {
        self.inner.roll().map_err(err)
    }

    /// Plays the legal move with this id and returns what happened.
    #[wasm_bindgen(js_name = applyMove, unchecked_return_type = "Outcome")]
    pub fn apply_move(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
    ) -> Result<JsValue, JsValue> {
        let id = from_js(&id, "id")?;
        let outcome = self.inner.apply_move(&id).map_err(err)?;
        Ok(to_js(&outcome))
    }

    /// What the last roll or move caused, and the position after it.
    #[wasm_bindgen(js_name = lastOutcome, unchecked_return_type = "Outcome")]
    pub fn last_outcome(&self) -> JsValue {
        to_js(&self.inner.last_outcome())
    }

    /// The legal moves, in a fixed order; a move's id is its index.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "LegalMove[]")]
    pub fn legal_moves(&self) -> JsValue {
        to_js(&self.inner.legal_moves())
    }

    /// The id of the move the computer would play for the seat on turn.
    #[wasm_bindgen(js_name = chooseMove)]
    pub fn choose_move(&self) -> Result<usize, JsValue> {
        self.inner.choose_move().map_err(err)
    }

    /// The legal moves ranked best first, with the chance to win after each. Refused when
    /// no move is due. Only in the expert's module (its network's chance where its weights
    /// are loaded, else `hard`'s): the page asks for hints there.
    #[cfg(feature = "expert")]
    #[wasm_bindgen(unchecked_return_type = "Hint[]")]
    pub fn hints(&self) -> Result<JsValue, JsValue> {
        let hints = self.inner.hints().map_err(err)?;
        Ok(to_js(&hints))
    }

    /// The whole game but the log, with `logLength`: what a page draws from.
    #[wasm_bindgen(unchecked_return_type = "GameView")]
    pub fn view(&self) -> JsValue {
        to_js(&self.inner.view())
    }

    /// The whole game as a plain object, log included, for saving.
    #[wasm_bindgen(unchecked_return_type = "SavedGame")]
    pub fn state(&self) -> JsValue {
        to_js(&self.inner.state())
    }

    /// Log entries `from..to` in the saved form, at most 100 per call (`to` defaults to
    /// the end of the log): read the log in pages.
    #[wasm_bindgen(js_name = logEntries, unchecked_return_type = "LogEntry[]")]
    pub fn log_entries(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] from: JsValue,
        to: Option<f64>,
    ) -> Result<JsValue, JsValue> {
        let from = from_js(&from, "from")?;
        let to = number(to, "to")?;
        let entries = self.inner.log_entries(&from, &to).map_err(err)?;
        Ok(to_js(&entries))
    }

    /// Per-seat figures: place, turns, rolls, sixes, moves, captures, captured, finished,
    /// score.
    #[wasm_bindgen(unchecked_return_type = "SeatStats[]")]
    pub fn stats(&self) -> JsValue {
        to_js(&self.inner.stats())
    }

    /// This game's board geometry for drawing.
    #[wasm_bindgen(unchecked_return_type = "Geometry")]
    pub fn geometry(&self) -> JsValue {
        to_js(&self.inner.geometry())
    }

    /// A board's geometry by name (`"ludo"` or `"mensch"`).
    #[wasm_bindgen(js_name = geometryOf, unchecked_return_type = "Geometry")]
    pub fn geometry_of(board: &str) -> Result<JsValue, JsValue> {
        let geometry = ludo_api::Game::geometry_of(board).map_err(err)?;
        Ok(to_js(&geometry))
    }

    /// Every preset with its switch values.
    #[wasm_bindgen(unchecked_return_type = "PresetInfo[]")]
    pub fn presets() -> JsValue {
        to_js(&ludo_api::Game::presets())
    }

    /// Every rule switch with its kind and a one-line explanation.
    #[wasm_bindgen(unchecked_return_type = "SwitchInfo[]")]
    pub fn switches() -> JsValue {
        to_js(&ludo_api::Game::switches())
    }

    /// The limits the page shares with the engine: `{ nameLength, logPage }`.
    #[wasm_bindgen(unchecked_return_type = "Limits")]
    pub fn limits() -> JsValue {
        to_js(&ludo_api::Game::limits().to_json())
    }
}

/// A saved game watched again, step by step (a roll or a move is a step). Only in the
/// expert's module, which the page loads when a replay is first watched: the page's own
/// module is on the first load, and a game needs no replay.
#[cfg(feature = "expert")]
#[wasm_bindgen(js_name = Replay)]
pub struct Replay {
    inner: ludo_api::Replay,
}

#[cfg(feature = "expert")]
#[wasm_bindgen(js_class = Replay)]
impl Replay {
    /// A saved game (`state()`), checked as `Game.fromState` checks it, made ready to be
    /// watched; refused if its log does not follow from its seed.
    #[wasm_bindgen(js_name = fromState)]
    pub fn from_state(
        #[wasm_bindgen(unchecked_param_type = "SavedGame")] saved: JsValue,
    ) -> Result<Replay, JsValue> {
        let saved = from_js(&saved, "state")?;
        let inner = ludo_api::Replay::from_state(&saved).map_err(err)?;
        Ok(Replay { inner })
    }

    /// The number of steps.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> usize {
        self.inner.len()
    }

    /// Where each turn begins: `[{ step, round, side }]`.
    #[wasm_bindgen(unchecked_return_type = "TurnStart[]")]
    pub fn turns(&self) -> JsValue {
        to_js(self.inner.turns())
    }

    /// The game as `view()` gives it after `step` steps (0 = before the first roll).
    #[wasm_bindgen(js_name = viewAt, unchecked_return_type = "GameView")]
    pub fn view_at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] step: JsValue,
    ) -> Result<JsValue, JsValue> {
        let step = from_js(&step, "step")?;
        Ok(to_js(&self.inner.view_at(&step).map_err(err)?))
    }

    /// What step number `step` (from 0) did and the position after it, as when it was
    /// played.
    #[wasm_bindgen(js_name = outcomeAt, unchecked_return_type = "Outcome")]
    pub fn outcome_at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] step: JsValue,
    ) -> Result<JsValue, JsValue> {
        let step = from_js(&step, "step")?;
        Ok(to_js(&self.inner.outcome_at(&step).map_err(err)?))
    }
}

/// A saved game analysed a few steps at a time: each decision's win chance lost, each
/// roll's luck, each seat's chance over the game. Only in the expert's module, where the
/// expert's network judges once its weights are loaded (`Game.loadExpert`).
#[cfg(feature = "expert")]
#[wasm_bindgen(js_name = Analysis)]
pub struct Analysis {
    inner: ludo_api::Analysis,
}

#[cfg(feature = "expert")]
#[wasm_bindgen(js_class = Analysis)]
impl Analysis {
    /// A saved game (`state()`), checked as `Replay.fromState` checks it, ready to be
    /// analysed.
    #[wasm_bindgen(js_name = fromState)]
    pub fn from_state(
        #[wasm_bindgen(unchecked_param_type = "SavedGame")] saved: JsValue,
    ) -> Result<Analysis, JsValue> {
        let saved = from_js(&saved, "state")?;
        let inner = ludo_api::Analysis::from_state(&saved).map_err(err)?;
        Ok(Analysis { inner })
    }

    /// Analyses up to `steps` more steps; says how far the analysis has come.
    #[wasm_bindgen(unchecked_return_type = "AnalysisProgress")]
    pub fn run(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] steps: JsValue,
    ) -> Result<JsValue, JsValue> {
        let steps = from_js(&steps, "steps")?;
        Ok(to_js(&self.inner.run(&steps).map_err(err)?))
    }

    /// The whole analysis once `run` has finished it, null before.
    #[wasm_bindgen(unchecked_return_type = "GameAnalysis | null")]
    pub fn result(&self) -> JsValue {
        to_js(&self.inner.result())
    }
}

/// The allocator: talc rather than the standard library's dlmalloc (smaller and as fast).
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Installs the panic hook so an engine bug would at least be reported in the console.
#[wasm_bindgen(start)]
pub fn start() {
    #[cfg(feature = "console_error_panic_hook")]
    console_error_panic_hook::set_once();
}
