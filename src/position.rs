//! The game position: where every pawn is, whose turn it is, and the dice in hand.
//!
//! A [`Setup`] has public fields and may be anything; it becomes a [`Position`] only
//! through [`Position::from_setup`], which checks every field against the rules. The
//! position is small and `Copy`, so computer players can copy it freely.

use std::fmt;

use crate::board::{Board, MAX_CELLS};
use crate::colour::{Colour, pawn_label};
use crate::movegen::Occupancy;
use crate::rules::Rules;
use crate::special::{SPECIAL_COUNTS, Special, SpecialSquares};

/// The owner recorded for the neutral colour (mensch house rule `neutralColour`).
pub const NEUTRAL: u8 = u8::MAX;

/// So many rolls in a row without a single move end the game (RULINGS are silent on
/// positions where nobody can ever move again, which towers and barriers allow).
pub const STALEMATE_ROLLS: u16 = 1000;

/// The most extra rolls a side can have in hand (a bound for saved games).
pub const MAX_EXTRA_ROLLS: u8 = 200;

/// A side's index into the per-side arrays of a position. There are at most four sides,
/// numbered 0 to 3, so the mask changes nothing; it tells the compiler so, which then
/// leaves out a range check per look-up (used where the turn passes on).
#[inline(always)]
pub(crate) const fn slot(side: u8) -> usize {
    debug_assert!(side < 4);
    (side & 3) as usize
}

/// What the side on turn must do next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Roll the die.
    Roll,
    /// Choose one of the legal moves for a die in the pool.
    Move,
    /// The game is over.
    Over,
}

impl Phase {
    /// The name used in the JavaScript API.
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Roll => "roll",
            Phase::Move => "move",
            Phase::Over => "over",
        }
    }

    /// Parses a name produced by [`Phase::name`].
    pub fn from_name(name: &str) -> Option<Phase> {
        [Phase::Roll, Phase::Move, Phase::Over]
            .into_iter()
            .find(|p| p.name() == name)
    }
}

/// The dice rolled and not yet used. Only sixes can be banked, so the pool is some sixes
/// plus at most one other value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct Pool {
    /// How many sixes are in the pool.
    pub sixes: u8,
    /// The other die in the pool, or 0.
    pub other: u8,
}

impl Pool {
    /// Whether no die is in the pool.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.sixes == 0 && self.other == 0
    }

    /// The distinct die values in the pool (at most two).
    #[inline]
    pub fn distinct(self) -> impl Iterator<Item = u8> {
        [
            (self.sixes > 0).then_some(6),
            (self.other != 0).then_some(self.other),
        ]
        .into_iter()
        .flatten()
    }

    /// Whether the pool holds a die value.
    #[inline]
    pub fn has(self, die: u8) -> bool {
        if die == 6 {
            self.sixes > 0
        } else {
            die != 0 && self.other == die
        }
    }

    /// Adds a die.
    #[inline]
    pub fn push(&mut self, die: u8) {
        if die == 6 {
            self.sixes = self.sixes.saturating_add(1);
        } else {
            self.other = die;
        }
    }

    /// Removes one die of a value.
    #[inline]
    pub fn remove(&mut self, die: u8) {
        if die == 6 {
            self.sixes -= 1;
        } else {
            self.other = 0;
        }
    }

    /// The dice in roll order: the sixes, then the other value.
    pub fn to_vec(self) -> Vec<u8> {
        let mut v = vec![6; self.sixes as usize];
        if self.other != 0 {
            v.push(self.other);
        }
        v
    }

    /// A pool from dice in any order; `None` if it is not sixes plus at most one other value.
    pub fn from_dice(dice: &[u8]) -> Option<Pool> {
        let mut pool = Pool::default();
        for &d in dice {
            if !(1..=6).contains(&d) || (d != 6 && pool.other != 0) || pool.sixes == u8::MAX {
                return None;
            }
            pool.push(d);
        }
        Some(pool)
    }
}

/// Which colours are in play and who plays them, for a number of seats and the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sides {
    /// How many sides (colours) are in play.
    pub len: u8,
    /// The colour of each side.
    pub colours: [Colour; 4],
    /// The seat that plays each side, or [`NEUTRAL`].
    pub owners: [u8; 4],
}

impl Sides {
    /// The layout for a seat count: two players sit opposite (red and yellow), three take
    /// red, green, yellow; the house rules `twoColoursEach` and `neutralColour` bring in
    /// all four colours (RULINGS.md "Words" and "mensch").
    pub fn layout(rules: &Rules, seats: u8) -> Sides {
        use Colour::*;
        let (len, colours, owners) = match seats {
            2 if rules.two_colours_each => (4, [Red, Green, Yellow, Blue], [0, 1, 0, 1]),
            2 => (2, [Red, Yellow, Green, Blue], [0, 1, NEUTRAL, NEUTRAL]),
            3 if rules.neutral_colour => (4, [Red, Green, Yellow, Blue], [0, 1, 2, NEUTRAL]),
            3 => (3, [Red, Green, Yellow, Blue], [0, 1, 2, NEUTRAL]),
            _ => (4, [Red, Green, Yellow, Blue], [0, 1, 2, 3]),
        };
        Sides {
            len,
            colours,
            owners,
        }
    }

    /// The neutral side, if there is one.
    pub fn neutral(&self) -> Option<u8> {
        (0..self.len).find(|&s| self.owners[s as usize] == NEUTRAL)
    }
}

/// An unchecked game position with public fields. Turn it into a [`Position`] with
/// [`Position::from_setup`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The rules in force.
    pub rules: Rules,
    /// How many seats (players), 2–4.
    pub seats: u8,
    /// Path positions of each side's pawns.
    pub pawns: Vec<[u8; 4]>,
    /// The side on turn.
    pub turn: u8,
    /// The side that took the first turn (rounds are counted from it).
    pub first: u8,
    /// The round number, from 1.
    pub round: u16,
    /// What the side on turn must do.
    pub phase: Phase,
    /// Dice rolled and not yet used.
    pub dice: Pool,
    /// Sixes rolled in a row by the side on turn.
    pub sixes_in_row: u8,
    /// Extra rolls the side on turn has in hand.
    pub extra_rolls: u8,
    /// Rolls left for the side on turn this turn, when nothing can move (`threeRolls`).
    pub tries: u8,
    /// Turns each side will miss.
    pub skips: [u8; 4],
    /// The special square on each track square.
    pub specials: SpecialSquares,
    /// Seats in order of their places so far.
    pub ranking: Vec<u8>,
    /// Seats that finished while the neutral colour had not (they await its last pawn).
    pub waiting: Vec<u8>,
    /// Rolls in a row without any move.
    pub idle_rolls: u16,
}

impl Setup {
    /// The start of side 0's turn in round 1 with the pawns where given (one row per
    /// side, so `pawns.len()` seats), no dice in hand and nothing else pending; change
    /// the fields that matter with struct update syntax.
    pub fn new(rules: Rules, pawns: Vec<[u8; 4]>) -> Setup {
        Setup {
            rules,
            seats: pawns.len() as u8,
            pawns,
            turn: 0,
            first: 0,
            round: 1,
            phase: Phase::Roll,
            dice: Pool::default(),
            sixes_in_row: 0,
            extra_rolls: 0,
            tries: 1,
            skips: [0; 4],
            specials: [Special::default(); crate::board::MAX_TRACK],
            ranking: vec![],
            waiting: vec![],
            idle_rolls: 0,
        }
    }
}

/// Why a setup is not a valid position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}

macro_rules! bail {
    ($($arg:tt)*) => { return Err(SetupError(format!($($arg)*))) };
}

/// Facts that follow from the rules and the sides in play, worked out once when a
/// position is made: move generation and the turn machine ask them on every roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Traits {
    /// Only the landing square of a walk matters (no towers, barriers, bounce-back or
    /// no-skipping), so moves need not walk square by square.
    pub(crate) simple_walk: bool,
    /// Every move is one pawn's simple walk by one die, and nothing narrows or marks the
    /// list: no backward or tower moves, no obligations, no neutral colour, no compulsory
    /// capture.
    pub(crate) plain_moves: bool,
    /// Moves are plain and there are no special squares: playing a move needs no look at
    /// a tower partner, a forfeit or the square the pawn lands on.
    pub(crate) plain_play: bool,
    /// A move can earn an extra roll by itself: a six without banking, a capture, or a
    /// pawn brought home (special squares aside).
    pub(crate) move_bonus: bool,
    /// The neutral side, when the `neutralColour` house rule brings one into play.
    pub(crate) neutral: Option<u8>,
}

impl Traits {
    pub(crate) fn new(rules: &Rules, sides: &Sides) -> Traits {
        let neutral = sides.neutral().filter(|_| rules.neutral_colour);
        let plain_moves = rules.simple_walk()
            && !(rules.capture_backwards || rules.towers)
            && !(rules.forced_entry || rules.vacate_start)
            && neutral.is_none()
            && !rules.compulsory_capture;
        Traits {
            simple_walk: rules.simple_walk(),
            plain_moves,
            plain_play: plain_moves && !rules.special_squares,
            move_bonus: (rules.six_bonus && !rules.bank_sixes)
                || rules.capture_bonus
                || rules.home_bonus,
            neutral,
        }
    }
}

/// Who plays after whom: the sides that still take turns, for each side the next of
/// them, and whether passing the turn on from it begins a new round. Worked out from the
/// pawns only when a side finishes, so passing the turn is two look-ups.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct TurnOrder {
    /// The sides that still take turns, one bit each (see [`Position::can_take_turn`]).
    pub(crate) playing: u8,
    /// The side that plays after each side.
    pub(crate) next: [u8; 4],
    /// Bit `s` is set when passing the turn on from side `s` passes the first side.
    pub(crate) new_round_after: u8,
}

impl TurnOrder {
    /// The order among the sides in `playing` (one bit each), counting rounds from side
    /// `first`. With no side playing there is no order: passing the turn ends the game.
    pub(crate) fn new(playing: u8, first: u8) -> TurnOrder {
        let mut order = TurnOrder {
            playing,
            ..TurnOrder::default()
        };
        if playing == 0 {
            return order;
        }
        for side in 0..4u8 {
            // The next side that plays after `side`, in turn order, going round the table.
            let after = 0xFFu8 << (side + 1);
            let later = playing & after;
            let next = if later != 0 { later } else { playing }.trailing_zeros() as u8;
            // The sides stepped over: those after `side` up to `next`, going round the
            // table (all the way when `next` is `side`). A round begins each time the
            // turn passes the first side, whether it plays or not.
            let up_to_next = ((2u16 << next) - 1) as u8;
            let passed = if next > side {
                after & up_to_next
            } else {
                after | up_to_next
            };
            order.next[side as usize] = next;
            order.new_round_after |= ((passed >> first) & 1) << side;
        }
        order
    }
}

/// A valid game position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub(crate) rules: Rules,
    pub(crate) board: &'static Board,
    pub(crate) seats: u8,
    pub(crate) sides: Sides,
    pub(crate) pawns: [[u8; 4]; 4],
    pub(crate) occ: Occupancy,
    pub(crate) traits: Traits,
    /// Which sides still take turns, and in what order.
    pub(crate) turn_order: TurnOrder,
    pub(crate) turn: u8,
    pub(crate) first: u8,
    pub(crate) round: u16,
    pub(crate) phase: Phase,
    pub(crate) pool: Pool,
    pub(crate) sixes_in_row: u8,
    pub(crate) extra_rolls: u8,
    pub(crate) tries: u8,
    pub(crate) skips: [u8; 4],
    pub(crate) specials: SpecialSquares,
    pub(crate) ranking: [u8; 4],
    pub(crate) ranked: u8,
    pub(crate) waiting: [u8; 4],
    pub(crate) waited: u8,
    pub(crate) idle_rolls: u16,
}

impl Position {
    /// The rules in force.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The board's geometry.
    pub fn board(&self) -> &'static Board {
        self.board
    }

    /// How many seats (players) there are.
    pub fn seats(&self) -> u8 {
        self.seats
    }

    /// The colours in play and who plays them.
    pub fn sides(&self) -> &Sides {
        &self.sides
    }

    /// The colour of a side.
    #[inline]
    pub fn colour(&self, side: u8) -> Colour {
        self.sides.colours[side as usize]
    }

    /// The seat that plays a side, or [`NEUTRAL`].
    #[inline]
    pub fn owner(&self, side: u8) -> u8 {
        self.sides.owners[side as usize]
    }

    /// Path positions of a side's pawns.
    #[inline]
    pub fn pawns(&self, side: u8) -> [u8; 4] {
        self.pawns[side as usize]
    }

    /// The side on turn.
    #[inline]
    pub fn turn(&self) -> u8 {
        self.turn
    }

    /// The seat on turn.
    #[inline]
    pub fn seat_on_turn(&self) -> u8 {
        self.owner(self.turn)
    }

    /// The round number, from 1.
    pub fn round(&self) -> u16 {
        self.round
    }

    /// What the side on turn must do.
    #[inline]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Dice rolled and not yet used.
    #[inline]
    pub fn dice(&self) -> Pool {
        self.pool
    }

    /// Extra rolls the side on turn has in hand.
    pub fn extra_rolls(&self) -> u8 {
        self.extra_rolls
    }

    /// The special square on a track square.
    pub fn special(&self, track_index: u8) -> Special {
        self.specials[track_index as usize]
    }

    /// Turns a side will miss.
    pub fn skips(&self, side: u8) -> u8 {
        self.skips[side as usize]
    }

    /// Seats in order of their places so far.
    pub fn ranking(&self) -> &[u8] {
        &self.ranking[..self.ranked as usize]
    }

    /// Seats that finished while the neutral colour had not.
    pub fn waiting(&self) -> &[u8] {
        &self.waiting[..self.waited as usize]
    }

    /// Whether every pawn of a side is finished.
    #[inline]
    pub fn side_done(&self, side: u8) -> bool {
        let [a, b, c, d] = self.pawns[slot(side)];
        // The least advanced pawn decides (`min` keeps it free of branches).
        self.board.is_done(a.min(b).min(c.min(d)))
    }

    /// Whether every side of a seat is finished.
    pub fn seat_done(&self, seat: u8) -> bool {
        (0..self.sides.len).all(|s| self.owner(s) != seat || self.side_done(s))
    }

    /// A seat's score: 250 per finished pawn plus the path position of every other pawn
    /// (seed 000, "Score").
    pub fn score(&self, seat: u8) -> u32 {
        (0..self.sides.len)
            .filter(|&s| self.owner(s) == seat)
            .flat_map(|s| self.pawns[s as usize])
            .map(|p| if self.board.is_done(p) { 250 } else { p as u32 })
            .sum()
    }

    /// The track square a pawn stands on, if it is on the track.
    pub fn track_square(&self, side: u8, pos: u8) -> Option<u8> {
        self.board
            .on_track(pos)
            .then(|| self.board.track_index(self.colour(side), pos))
    }

    /// The cell of a side's path position (see [`Board::cell`]).
    #[inline]
    pub(crate) fn cell(&self, side: u8, pos: u8) -> u8 {
        self.board.cell(self.colour(side), pos)
    }

    /// The unchecked form of this position.
    pub fn to_setup(&self) -> Setup {
        Setup {
            rules: self.rules,
            seats: self.seats,
            pawns: self.pawns[..self.sides.len as usize].to_vec(),
            turn: self.turn,
            first: self.first,
            round: self.round,
            phase: self.phase,
            dice: self.pool,
            sixes_in_row: self.sixes_in_row,
            extra_rolls: self.extra_rolls,
            tries: self.tries,
            skips: self.skips,
            specials: self.specials,
            ranking: self.ranking().to_vec(),
            waiting: self.waiting().to_vec(),
            idle_rolls: self.idle_rolls,
        }
    }

    /// Checks a setup against the rules and turns it into a position. The error names the
    /// first field found wrong, in the words of saved games.
    pub fn from_setup(s: &Setup) -> Result<Position, SetupError> {
        s.rules.check().map_err(SetupError)?;
        if !(2..=4).contains(&s.seats) {
            bail!("seats: a game has 2 to 4 seats, not {}", s.seats);
        }
        let board = s.rules.board.board();
        let sides = Sides::layout(&s.rules, s.seats);
        let n = sides.len;
        if s.pawns.len() != n as usize {
            bail!(
                "pawns: expected one list per colour in play ({n}), got {}",
                s.pawns.len()
            );
        }
        let mut pawns = [[0u8; 4]; 4];
        for (side, list) in s.pawns.iter().enumerate() {
            for (k, &p) in list.iter().enumerate() {
                if p > board.goal {
                    bail!(
                        "pawns[{side}][{k}]: {p} is not a path position on the {} board (0 to {})",
                        board.kind.name(),
                        board.goal
                    );
                }
            }
            pawns[side] = *list;
        }
        let mut ranking = [0u8; 4];
        let mut waiting = [0u8; 4];
        for (field, list, out) in [
            ("ranking", &s.ranking, &mut ranking),
            ("waiting", &s.waiting, &mut waiting),
        ] {
            if list.len() > s.seats as usize {
                bail!("{field}: more entries than seats");
            }
            for (i, &seat) in list.iter().enumerate() {
                if seat >= s.seats || list[..i].contains(&seat) {
                    bail!("{field}: seat {seat} is not a seat, or is listed twice");
                }
                out[i] = seat;
            }
        }
        let mut pos = Position {
            rules: s.rules,
            board,
            seats: s.seats,
            sides,
            pawns,
            occ: Occupancy::place(board, &sides.colours[..n as usize], &pawns),
            traits: Traits::new(&s.rules, &sides),
            turn_order: TurnOrder::default(),
            turn: s.turn,
            first: s.first,
            round: s.round,
            phase: s.phase,
            pool: s.dice,
            sixes_in_row: s.sixes_in_row,
            extra_rolls: s.extra_rolls,
            tries: s.tries,
            skips: s.skips,
            specials: s.specials,
            ranking,
            ranked: s.ranking.len() as u8,
            waiting,
            waited: s.waiting.len() as u8,
            idle_rolls: s.idle_rolls,
        };
        pos.update_turn_order();
        pos.check_squares()?;
        pos.check_turn()?;
        pos.check_specials()?;
        pos.check_places()?;
        Ok(pos)
    }

    /// Checks that no square holds what the rules forbid.
    pub fn check_squares(&self) -> Result<(), SetupError> {
        let r = &self.rules;
        let occ = Occupancy::place(
            self.board,
            &self.sides.colours[..self.sides.len as usize],
            &self.pawns,
        );
        if occ != self.occ {
            bail!("pawns: the pawns recorded per square are out of step (an engine bug)");
        }
        for cell in 0..MAX_CELLS {
            let cell = cell as u8;
            if occ.is_free(cell) {
                continue;
            }
            let counts: Vec<u8> = (0..4).map(|s| occ.of(cell, s)).collect();
            let colours = counts.iter().filter(|&&c| c > 0).count();
            let most = *counts.iter().max().unwrap_or(&0);
            let where_ = self.describe_cell(cell);
            let track = self.board.is_track_cell(cell);
            if track && r.safe_squares && self.is_safe_track(cell) || r.stacking {
                continue;
            }
            if colours > 1 {
                bail!("pawns: {where_} holds pawns of two colours, which the rules forbid there");
            }
            let limit = if r.towers || (r.barriers && track) {
                2
            } else {
                1
            };
            if most > limit {
                bail!(
                    "pawns: {where_} holds {most} pawns of one colour; at most {limit} may share it"
                );
            }
        }
        Ok(())
    }

    fn describe_cell(&self, cell: u8) -> String {
        if self.board.is_track_cell(cell) {
            format!("track square {cell}")
        } else {
            let k = cell - self.board.track_len;
            let colour = Colour::from_index((k / self.board.home_len) as usize);
            format!("{colour}'s home square {}", k % self.board.home_len + 1)
        }
    }

    /// Whether a track square is safe under `safeSquares`: a start square or a star.
    #[inline]
    pub fn is_safe_track(&self, track_index: u8) -> bool {
        self.board.is_start_square(track_index) || self.board.is_star(track_index)
    }

    fn check_turn(&self) -> Result<(), SetupError> {
        let n = self.sides.len;
        let r = &self.rules;
        if self.turn >= n || self.owner(self.turn) == NEUTRAL {
            bail!("turn: side {} cannot be on turn", self.turn);
        }
        if self.first >= n || self.owner(self.first) == NEUTRAL {
            bail!("first: side {} cannot have begun the game", self.first);
        }
        if self.round == 0 {
            bail!("round: rounds are counted from 1");
        }
        if self.phase == Phase::Over {
            if !self.pool.is_empty() {
                bail!("dice: a finished game has no dice in hand");
            }
            return Ok(());
        }
        if self.idle_rolls >= STALEMATE_ROLLS {
            bail!(
                "idleRolls: {} rolls without a move would have ended the game",
                self.idle_rolls
            );
        }
        if self.extra_rolls > MAX_EXTRA_ROLLS {
            bail!(
                "extraRolls: {} is more than a game can earn",
                self.extra_rolls
            );
        }
        let max_sixes = if r.three_sixes { 2 } else { u8::MAX };
        if self.sixes_in_row > max_sixes {
            bail!(
                "sixesInRow: a third six in a row ends the turn, so {} cannot be pending",
                self.sixes_in_row
            );
        }
        let max_tries = if r.three_rolls { 3 } else { 1 };
        match self.phase {
            Phase::Over => {}
            Phase::Roll => {
                let banked_ok = r.bank_sixes && r.six_bonus && self.pool.other == 0;
                if !self.pool.is_empty() && !banked_ok {
                    bail!("dice: only banked sixes may wait while a roll is due");
                }
                if self.pool.sixes > self.sixes_in_row {
                    bail!("dice: more sixes banked than sixes rolled in a row");
                }
            }
            Phase::Move => {
                if self.pool.is_empty() {
                    bail!("dice: a move is due but no die is in hand");
                }
                if !r.bank_sixes && self.pool.sixes + (self.pool.other != 0) as u8 > 1 {
                    bail!("dice: only one die is in hand unless sixes are banked");
                }
                if !self.has_legal_move() {
                    bail!("phase: a move is due but no die in hand can be used");
                }
            }
        }
        if !(1..=max_tries).contains(&self.tries) {
            bail!("tries: expected 1 to {max_tries}, got {}", self.tries);
        }
        if self.tries > 1 && !self.nothing_can_move(self.turn) {
            bail!(
                "tries: more than one roll is left only while no pawn of side {} can move",
                self.turn
            );
        }
        if !self.can_take_turn(self.turn) {
            bail!("turn: side {} has no turns left", self.turn);
        }
        if self.is_over() {
            bail!("phase: the game is decided, so the phase must be \"over\"");
        }
        Ok(())
    }

    fn check_specials(&self) -> Result<(), SetupError> {
        let placed = self
            .specials
            .iter()
            .filter(|&&s| s != Special::None)
            .count();
        if !self.rules.special_squares {
            if placed > 0 {
                bail!("specialSquares: special squares need the specialSquares rule");
            }
            if self.skips.iter().any(|&k| k > 0) {
                bail!("skips: turns can only be skipped with special squares");
            }
            return Ok(());
        }
        for (kind, count) in SPECIAL_COUNTS {
            let have = self.specials.iter().filter(|&&s| s == kind).count();
            if have != count {
                bail!(
                    "specialSquares: expected {count} \"{}\" squares, found {have}",
                    kind.name()
                );
            }
        }
        for (i, &s) in self.specials.iter().enumerate() {
            if s != Special::None
                && (i >= self.board.track_len as usize || self.board.is_start_square(i as u8))
            {
                bail!("specialSquares: square {i} is a start square or off the track");
            }
        }
        if self.skips[self.sides.len as usize..].iter().any(|&k| k > 0) {
            bail!("skips: only colours in play can miss turns");
        }
        Ok(())
    }

    fn check_places(&self) -> Result<(), SetupError> {
        let neutral = self.neutral_side();
        if self.waited > 0 && neutral.is_none_or(|ns| self.side_done(ns)) {
            bail!("waiting: seats wait only for an unfinished neutral colour");
        }
        for &seat in self.waiting() {
            if !self.seat_done(seat) || self.ranking().contains(&seat) {
                bail!("waiting: seat {seat} has not finished, or is already ranked");
            }
        }
        if self.phase == Phase::Over {
            if self.ranked != self.seats {
                bail!("ranking: a finished game ranks every seat");
            }
            return self.check_final_ranking();
        }
        for (place, &seat) in self.ranking().iter().enumerate() {
            if !self.seat_done(seat) {
                bail!(
                    "ranking: seat {seat} is in place {} but has not finished",
                    place + 1
                );
            }
        }
        for seat in 0..self.seats {
            let placed = self.ranking().contains(&seat) || self.waiting().contains(&seat);
            if self.seat_done(seat) && !placed {
                bail!("ranking: seat {seat} has finished but has no place");
            }
        }
        Ok(())
    }

    /// Checks the places of a finished game: seats that finished come first, then the
    /// others by score (with `scoreRanking`, every place goes by score).
    fn check_final_ranking(&self) -> Result<(), SetupError> {
        let ranking = self.ranking();
        for (place, pair) in ranking.windows(2).enumerate() {
            let (a, b) = (pair[0], pair[1]);
            let (done_a, done_b) = (self.seat_done(a), self.seat_done(b));
            if !done_a && done_b && !self.rules.score_ranking {
                bail!("ranking: seat {b} finished but is placed after seat {a}, who did not");
            }
            let by_score = self.rules.score_ranking || !done_a;
            if by_score && self.score(a) < self.score(b) {
                bail!(
                    "ranking: places {} and {} do not follow the scores ({} < {})",
                    place + 1,
                    place + 2,
                    self.score(a),
                    self.score(b)
                );
            }
        }
        Ok(())
    }

    /// The position as text, one line per side, for test failures.
    pub fn describe(&self) -> String {
        let mut out = String::new();
        for s in 0..self.sides.len {
            let p = self.pawns[s as usize];
            let labels: Vec<String> = (0..4)
                .map(|k| format!("{}{}", pawn_label(s as usize, k), p[k]))
                .collect();
            out += &format!("{} {}\n", self.colour(s), labels.join(" "));
        }
        out += &format!(
            "turn {} {:?} dice {:?}",
            self.turn,
            self.phase,
            self.pool.to_vec()
        );
        out
    }
}
