//! A whole game: the position plus the seeded dice, the seats and the log.
//!
//! The game's own rules end at the position; a game adds where the dice come from, who
//! sits where, and the record of everything that happened.

use std::ops::Range;

use crate::error::{ErrorCode, GameError};
use crate::event::Event;
use crate::log_text::event_lines;
use crate::movegen::MoveGen;
use crate::moves::{Move, MoveList};
use crate::play::Play;
use crate::position::{NEUTRAL, Phase, Position};
use crate::rng::Rng;
use crate::rules::{Preset, Rules};
use crate::seat::Seat;

/// A game in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub(crate) preset: Preset,
    pub(crate) seed: u64,
    pub(crate) rng: Rng,
    pub(crate) seats: Vec<Seat>,
    pub(crate) pos: Position,
    pub(crate) log: Vec<Event>,
    /// How many log entries came before `log` (a game restored from a position without
    /// its log, see [`crate::save::read_position`]); 0 for every other game.
    pub(crate) log_start: usize,
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
    /// Starts a game. `seed` decides every die (at most [`crate::rng::MAX_SEED`], so that
    /// JavaScript holds it exactly).
    pub fn new(
        preset: Preset,
        rules: Rules,
        seats: Vec<Seat>,
        seed: u64,
    ) -> Result<Game, GameError> {
        let n = u8::try_from(seats.len()).unwrap_or(u8::MAX);
        let mut rng = Rng::new(seed);
        let mut log = Vec::new();
        let pos = Position::start(rules, n, &mut rng, &mut log)?;
        let last = 0..log.len();
        Ok(Game {
            preset,
            seed,
            rng,
            seats,
            pos,
            log,
            log_start: 0,
            last,
        })
    }

    /// A game put back together from checked parts (see [`crate::save`]): the position
    /// and the generator as they are now, `log` the entries after the first `log_start`.
    pub(crate) fn restore(
        preset: Preset,
        seed: u64,
        rng: Rng,
        seats: Vec<Seat>,
        pos: Position,
        log: Vec<Event>,
        log_start: usize,
    ) -> Game {
        let last = log.len()..log.len();
        Game {
            preset,
            seed,
            rng,
            seats,
            pos,
            log,
            log_start,
            last,
        }
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

    /// The dice's generator as it is now.
    pub fn rng(&self) -> Rng {
        self.rng
    }

    /// Everything that happened, in order (for a game restored from a position without
    /// its log, everything since then).
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// How many log entries the game has had since it began, those before a restored
    /// position included.
    pub fn log_length(&self) -> usize {
        self.log_start + self.log.len()
    }

    /// How many entries of the log are not held: those before the position a game was
    /// restored from ([`crate::save::read_position`]); 0 for every other game.
    pub fn log_start(&self) -> usize {
        self.log_start
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
        self.pos.roll(die, &mut self.log)?;
        self.last = start..self.log.len();
        Ok(())
    }

    fn check_roll_due(&self) -> Result<(), GameError> {
        match self.pos.phase() {
            Phase::Roll => Ok(()),
            Phase::Move => Err(GameError::new(
                ErrorCode::RollNotDue,
                format!(
                    "a move is due: choose one of the {} legal moves before rolling",
                    self.legal_moves().len()
                ),
            )),
            Phase::Over => Err(GameError::new(ErrorCode::GameOver, "the game is over")),
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
                return Err(GameError::new(
                    ErrorCode::MoveNotDue,
                    "a roll is due: roll the die before moving",
                ));
            }
            Phase::Over => {
                return Err(GameError::new(ErrorCode::GameOver, "the game is over"));
            }
            Phase::Move => {}
        }
        let moves = self.legal_moves();
        moves.get(id).copied().ok_or_else(|| {
            GameError::new(
                ErrorCode::MoveUnknown,
                format!(
                    "move id {id} is not one of the {} legal moves (ids 0 to {})",
                    moves.len(),
                    moves.len() - 1
                ),
            )
        })
    }

    /// A generator for computer choices, derived from the game so that the same game
    /// gives the same choices, without touching the dice.
    pub fn choice_rng(&self) -> Rng {
        let mut r = Rng::new(
            self.rng.state() ^ (self.log_length() as u64).wrapping_mul(0xA24B_AED4_963E_E407),
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
            .flat_map(|e| event_lines(e, &side_name, &seat_name))
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
