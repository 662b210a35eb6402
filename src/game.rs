//! A whole game: the position plus the seeded dice, the seats and the log.
//!
//! Everything the JavaScript API offers is here, in plain Rust, so it is tested and
//! fuzzed natively; `wasm.rs` only converts values.

use std::fmt;
use std::ops::Range;

use serde_json::Value;

use crate::ai::{self, Hint, Level};
use crate::event::Event;
use crate::json::{self, Obj};
use crate::moves::{Move, MoveList};
use crate::position::{NEUTRAL, Phase, Position};
use crate::rng::{self, Rng};
use crate::rules::{Preset, Rules};

/// A refused call, with a message saying what was wrong. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError(pub String);

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for GameError {}

impl From<String> for GameError {
    fn from(s: String) -> GameError {
        GameError(s)
    }
}

impl From<&str> for GameError {
    fn from(s: &str) -> GameError {
        GameError(s.into())
    }
}

/// The longest player name accepted.
pub const MAX_NAME: usize = 40;

/// A player's seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// The name shown on the page and in the log.
    pub name: String,
    /// The computer level playing this seat, or `None` for a person.
    pub computer: Option<Level>,
}

/// A game in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub(crate) preset: Preset,
    pub(crate) seed: u64,
    pub(crate) rng: Rng,
    pub(crate) seats: Vec<Seat>,
    pub(crate) pos: Position,
    pub(crate) log: Vec<Event>,
    /// The log entries added by the last roll or move.
    pub(crate) last: Range<usize>,
}

/// Per-seat figures for the results screen, counted from the log.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeatStats {
    /// Turns taken.
    pub turns: u32,
    /// Dice rolled.
    pub rolls: u32,
    /// Sixes rolled.
    pub sixes: u32,
    /// Moves made.
    pub moves: u32,
    /// Opponent pawns captured.
    pub captures: u32,
    /// Own pawns lost to captures.
    pub captured: u32,
    /// Pawns finished.
    pub finished: u32,
    /// Score: 250 per finished pawn plus the path position of each other pawn.
    pub score: u32,
}

impl Game {
    /// Starts a game. `seed` decides every die; `None` draws one from the platform.
    pub fn new(
        preset: Preset,
        rules: Rules,
        seats: Vec<Seat>,
        seed: Option<u64>,
    ) -> Result<Game, GameError> {
        let seed = seed.unwrap_or_else(|| rng::entropy_seed() & rng::MAX_SEED);
        let n = u8::try_from(seats.len()).unwrap_or(u8::MAX);
        let mut rng = Rng::new(seed);
        let mut log = Vec::new();
        let pos = Position::start(rules, n, &mut rng, &mut log).map_err(|e| GameError(e.0))?;
        let last = 0..log.len();
        Ok(Game {
            preset,
            seed,
            rng,
            seats,
            pos,
            log,
            last,
        })
    }

    /// Starts a game from the options object of `new Game(options)`:
    /// `{ preset?, seats?, seed?, rules? }`.
    pub fn from_options(v: &Value) -> Result<Game, GameError> {
        let empty = Value::Object(Default::default());
        let v = if v.is_null() { &empty } else { v };
        let o = Obj::new(v, "options")?;
        o.only(&["preset", "seats", "seed", "rules"])?;
        let preset = match o.opt("preset") {
            None => Preset::Classic,
            Some(p) => {
                let name = p
                    .as_str()
                    .ok_or("options.preset: expected a preset name such as \"classic\"")?;
                Preset::from_name(name).ok_or_else(|| {
                    let names: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
                    format!(
                        "options.preset: unknown preset \"{name}\"; expected one of {}",
                        names.join(", ")
                    )
                })?
            }
        };
        let mut rules = preset.rules();
        if let Some(r) = o.opt("rules") {
            let r = Obj::new(r, "options.rules")?;
            for (name, value) in r.map() {
                rules.set(name, value)?;
            }
        }
        let seats = parse_seats(o.opt("seats"), preset)?;
        let seed = o
            .opt("seed")
            .map(|s| json::uint(s, "options.seed", rng::MAX_SEED))
            .transpose()?;
        Game::new(preset, rules, seats, seed)
    }

    /// The position.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The preset the game started from.
    pub fn preset(&self) -> Preset {
        self.preset
    }

    /// The seed the game started from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The seats.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// Everything that happened, in order.
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// What the last roll or move caused.
    pub fn last_events(&self) -> &[Event] {
        &self.log[self.last.clone()]
    }

    /// Rolls the game's die for the side on turn and returns it. If nothing can then be
    /// moved the game moves on by itself; [`Game::last_events`] tells what happened.
    pub fn roll(&mut self) -> Result<u8, GameError> {
        self.check_roll_due()?;
        let die = self.rng.die();
        self.roll_die(die)?;
        Ok(die)
    }

    /// Rolls a chosen die value (for tests and replays).
    pub fn roll_die(&mut self, die: u8) -> Result<(), GameError> {
        self.check_roll_due()?;
        let start = self.log.len();
        self.pos
            .roll(die, &mut self.log)
            .map_err(|e| GameError(format!("roll: {e}")))?;
        self.last = start..self.log.len();
        Ok(())
    }

    fn check_roll_due(&self) -> Result<(), GameError> {
        match self.pos.phase() {
            Phase::Roll => Ok(()),
            Phase::Move => Err(GameError(format!(
                "roll: a move is due: choose one of the {} legal moves before rolling",
                self.legal_moves().len()
            ))),
            Phase::Over => Err(GameError("roll: the game is over".into())),
        }
    }

    /// The legal moves, in a fixed order; a move's id is its index here.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.pos.legal_moves(&mut list);
        list
    }

    /// Plays the legal move with this id.
    pub fn apply_move(&mut self, id: usize) -> Result<Move, GameError> {
        let m = self.legal_move(id)?;
        let start = self.log.len();
        self.pos.play_unchecked(&m, &mut self.log);
        self.last = start..self.log.len();
        Ok(m)
    }

    /// The legal move with this id, or an error saying why there is none.
    pub fn legal_move(&self, id: usize) -> Result<Move, GameError> {
        match self.pos.phase() {
            Phase::Roll => {
                return Err(GameError(
                    "applyMove: a roll is due: roll the die before moving".into(),
                ));
            }
            Phase::Over => return Err(GameError("applyMove: the game is over".into())),
            Phase::Move => {}
        }
        let moves = self.legal_moves();
        moves.get(id).copied().ok_or_else(|| {
            GameError(format!(
                "applyMove: move id {id} is not one of the {} legal moves (ids 0 to {})",
                moves.len(),
                moves.len() - 1
            ))
        })
    }

    /// The id of the move the computer would play for the side on turn: the seat's own
    /// level, or `medium` for a person's seat.
    pub fn choose_move(&self) -> Result<usize, GameError> {
        let level = self.seats[self.pos.seat_on_turn() as usize]
            .computer
            .unwrap_or(Level::Medium);
        self.choose_move_at(level)
    }

    /// The id of the move a computer player of the given level would play.
    pub fn choose_move_at(&self, level: Level) -> Result<usize, GameError> {
        let moves = self.legal_moves();
        if moves.is_empty() {
            return Err(GameError(match self.pos.phase() {
                Phase::Over => "chooseMove: the game is over".into(),
                _ => "chooseMove: a roll is due, so there is no move to choose".into(),
            }));
        }
        let mut rng = self.choice_rng();
        Ok(ai::choose(level, &self.pos, &moves, &mut rng))
    }

    /// The legal moves ranked best first, with the estimated chance to win after each and
    /// the main thing each does ([`ai::hints`]). Refused when no move is due.
    pub fn hints(&self) -> Result<Vec<Hint>, GameError> {
        let moves = self.legal_moves();
        if moves.is_empty() {
            return Err(GameError(match self.pos.phase() {
                Phase::Over => "hints: the game is over".into(),
                _ => "hints: a roll is due, so there is no move to rank".into(),
            }));
        }
        Ok(ai::hints(&self.pos, &moves))
    }

    /// A generator for computer choices, derived from the game so that the same game
    /// gives the same choices, without touching the dice.
    pub fn choice_rng(&self) -> Rng {
        let mut r = Rng::new(
            self.rng.state() ^ (self.log.len() as u64).wrapping_mul(0xA24B_AED4_963E_E407),
        );
        r.next_u64();
        r
    }

    /// The name of the player of a side (the neutral colour is "Neutral").
    pub fn side_name(&self, side: u8) -> String {
        match self.pos.owner(side) {
            NEUTRAL => "Neutral".into(),
            seat => self.seats[seat as usize].name.clone(),
        }
    }

    /// The log as English lines, in the words of the rule texts.
    pub fn log_lines(&self) -> Vec<String> {
        self.lines(&self.log)
    }

    /// Events as English lines.
    pub fn lines(&self, events: &[Event]) -> Vec<String> {
        let side_name = |s: u8| self.side_name(s);
        let seat_name = |s: u8| self.seats[s as usize].name.clone();
        events
            .iter()
            .flat_map(|e| e.lines(&side_name, &seat_name))
            .collect()
    }

    /// Per-seat figures counted from the log.
    pub fn stats(&self) -> Vec<SeatStats> {
        let pos = &self.pos;
        let mut stats = vec![SeatStats::default(); self.seats.len()];
        let mut on_turn = NEUTRAL;
        let seat_of_pawn = |id: u8| pos.owner(id / 4);
        for e in &self.log {
            match *e {
                Event::Turn { side, .. } => on_turn = pos.owner(side),
                Event::Capture { pawn } => {
                    if let Some(s) = stats.get_mut(seat_of_pawn(pawn) as usize) {
                        s.captured += 1;
                    }
                }
                _ => {}
            }
            // A loaded log need not begin with a turn, nor name a seat on turn (the
            // neutral colour): what happens then counts for nobody.
            let Some(s) = stats.get_mut(on_turn as usize) else {
                continue;
            };
            match *e {
                Event::Turn { .. } => s.turns += 1,
                Event::Roll { die, .. } => {
                    s.rolls += 1;
                    s.sixes += (die == 6) as u32;
                }
                Event::Move { .. } => s.moves += 1,
                Event::Capture { .. } => s.captures += 1,
                _ => {}
            }
        }
        for (seat, s) in stats.iter_mut().enumerate() {
            s.score = pos.score(seat as u8);
            s.finished = (0..pos.sides().len)
                .filter(|&side| pos.owner(side) == seat as u8)
                .flat_map(|side| pos.pawns(side))
                .filter(|&p| pos.board().is_done(p))
                .count() as u32;
        }
        stats
    }
}

/// Reads a move id: a whole number, refused otherwise (no silent conversion of "abc" to 0).
pub fn parse_move_id(v: &Value) -> Result<usize, GameError> {
    json::uint(v, "applyMove: move id", u32::MAX as u64)
        .map(|id| id as usize)
        .map_err(|_| {
            GameError(format!(
                "applyMove: a move id is a whole number from 0, not {}",
                json::short(v)
            ))
        })
}

fn parse_seats(v: Option<&Value>, preset: Preset) -> Result<Vec<Seat>, GameError> {
    let default_seat = |i: usize| Seat {
        name: format!("Player {}", i + 1),
        computer: (preset.against_computers() && i > 0).then_some(Level::Medium),
    };
    let Some(v) = v else {
        return Ok((0..4).map(default_seat).collect());
    };
    let count_err =
        |got: String| GameError(format!("options.seats: a game has 2 to 4 seats, got {got}"));
    if let Value::Number(_) = v {
        let n = json::uint(v, "options.seats", 4).map_err(|_| count_err(json::short(v)))? as usize;
        if n < 2 {
            return Err(count_err(n.to_string()));
        }
        return Ok((0..n).map(default_seat).collect());
    }
    let list = json::array(v, "options.seats").map_err(|_| {
        GameError("options.seats: expected a number of seats (2 to 4) or an array of seats".into())
    })?;
    if !(2..=4).contains(&list.len()) {
        return Err(count_err(format!("{} seats", list.len())));
    }
    list.iter()
        .enumerate()
        .map(|(i, s)| parse_seat(s, &format!("options.seats[{i}]"), default_seat(i)))
        .collect::<Result<_, String>>()
        .map_err(GameError)
}

/// Reads one seat: `{ name?, computer? }`; a missing name gets the default.
pub(crate) fn parse_seat(v: &Value, path: &str, default: Seat) -> Result<Seat, String> {
    let o = Obj::new(v, path)?;
    o.only(&["name", "computer"])?;
    let name = match o.opt("name") {
        None => default.name,
        Some(n) => parse_name(n, &o.at("name"))?,
    };
    let computer = match o.map().get("computer") {
        None => default.computer,
        Some(Value::Null) | Some(Value::Bool(false)) => None,
        Some(l) => Some(parse_level(l, &o.at("computer"))?),
    };
    Ok(Seat { name, computer })
}

fn parse_name(v: &Value, path: &str) -> Result<String, String> {
    let name = v
        .as_str()
        .ok_or_else(|| format!("{path}: expected a string"))?
        .trim();
    if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        return Err(format!(
            "{path}: a name has 1 to {MAX_NAME} characters and no control characters"
        ));
    }
    Ok(name.to_string())
}

pub(crate) fn parse_level(v: &Value, path: &str) -> Result<Level, String> {
    let names: Vec<String> = Level::ALL
        .iter()
        .map(|l| format!("\"{}\"", l.name()))
        .collect();
    v.as_str().and_then(Level::from_name).ok_or_else(|| {
        format!(
            "{path}: expected a level ({}) or null for a person, got {}",
            names.join(", "),
            json::short(v)
        )
    })
}
