//! The game position: where every pawn is, whose turn it is, and the dice in hand.
//!
//! This file holds what a position is and what can be read from it. What may be played
//! is [`crate::movegen`], how a turn runs is [`crate::play`], and how an unchecked
//! [`crate::setup::Setup`] becomes a position is [`crate::setup`]. The position is small
//! and `Copy`, so computer players can copy it freely.

use crate::board::{Board, MAX_ARMS, PawnSet};
use crate::colour::{Colour, pawn_label};
use crate::occupancy::{Occupancy, side_bits};
use crate::rules::Rules;
use crate::special::{Special, SpecialSquares};

/// The owner recorded for the neutral colour (mensch house rule `neutralColour`).
pub const NEUTRAL: u8 = u8::MAX;

/// So many rolls in a row without a single move end the game (RULINGS are silent on
/// positions where nobody can ever move again, which towers and barriers allow).
pub const STALEMATE_ROLLS: u16 = 1000;

/// The most extra rolls a side can have in hand (a bound for saved games).
pub const MAX_EXTRA_ROLLS: u8 = 200;

/// A side's index into the per-side arrays of a position. There are at most
/// [`MAX_ARMS`] sides, so the bound changes nothing; it tells the compiler so, which then
/// leaves out a range check per look-up (used where the turn passes on). With four arms
/// it is a mask.
#[inline(always)]
pub(crate) const fn slot(side: u8) -> usize {
    debug_assert!((side as usize) < MAX_ARMS);
    if MAX_ARMS == 4 {
        (side & 3) as usize
    } else if (side as usize) < MAX_ARMS {
        side as usize
    } else {
        MAX_ARMS - 1
    }
}

crate::named_enum! {
    /// What the side on turn must do next.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Phase {
        /// Roll the die.
        Roll = "roll",
        /// Choose one of the legal moves for a die in hand.
        Move = "move",
        /// The game is over.
        Over = "over",
    }
}

/// The dice in hand: rolled and not yet used (`dice` in the saved form). Only sixes can be
/// banked, so they are some sixes plus at most one other value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct Dice {
    /// How many sixes are in hand.
    pub sixes: u8,
    /// The other die in hand, or 0.
    pub other: u8,
}

impl Dice {
    /// Whether no die is in hand.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.sixes == 0 && self.other == 0
    }

    /// The distinct die values in hand (at most two).
    #[inline]
    pub fn distinct(self) -> impl Iterator<Item = u8> {
        [
            (self.sixes > 0).then_some(6),
            (self.other != 0).then_some(self.other),
        ]
        .into_iter()
        .flatten()
    }

    /// Whether a die of this value is in hand.
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

    /// The dice in hand from die values in any order; `None` if they are not sixes plus at
    /// most one other value.
    pub fn from_values(values: &[u8]) -> Option<Dice> {
        let mut dice = Dice::default();
        for &d in values {
            if !(1..=6).contains(&d) || (d != 6 && dice.other != 0) || dice.sixes == u8::MAX {
                return None;
            }
            dice.push(d);
        }
        Some(dice)
    }
}

/// Which colours are in play and who plays them, for a number of seats and the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sides {
    /// How many sides (colours) are in play.
    pub len: u8,
    /// The colour of each side (the colours past `len` are not in play).
    pub colours: [Colour; MAX_ARMS],
    /// The seat that plays each side, or [`NEUTRAL`].
    pub owners: Owners,
}

/// The seat that plays each side, or [`NEUTRAL`], for every side the board could have.
/// It reads as an array, and equals a shorter list that gives the first sides' seats when
/// every side past them is [`NEUTRAL`] (`[0, 1, 0, 1]` on four arms).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Owners(pub [u8; MAX_ARMS]);

impl std::ops::Deref for Owners {
    type Target = [u8; MAX_ARMS];
    #[inline]
    fn deref(&self) -> &[u8; MAX_ARMS] {
        &self.0
    }
}

impl std::ops::DerefMut for Owners {
    #[inline]
    fn deref_mut(&mut self) -> &mut [u8; MAX_ARMS] {
        &mut self.0
    }
}

impl<const N: usize> PartialEq<[u8; N]> for Owners {
    fn eq(&self, other: &[u8; N]) -> bool {
        N <= MAX_ARMS && self.0[..N] == other[..] && self.0[N..].iter().all(|&o| o == NEUTRAL)
    }
}

impl Sides {
    /// The layout for a seat count: two players sit opposite (red and yellow), three take
    /// red, green, yellow; the house rules `twoColoursEach` and `neutralColour` bring in
    /// all four colours (RULINGS.md "Words" and "mensch"). On six arms the seats spread
    /// evenly round the board, each with its arm's colour (RULINGS.md "Six arms and
    /// teams").
    pub fn layout(rules: &Rules, seats: u8) -> Sides {
        use Colour::*;
        #[cfg(feature = "six")]
        if rules.arms.count() == 6 {
            return Sides::on_six_arms(seats);
        }
        let (len, colours, owners) = match seats {
            2 if rules.two_colours_each => (4, [Red, Green, Yellow, Blue], [0, 1, 0, 1]),
            2 => (2, [Red, Yellow, Green, Blue], [0, 1, NEUTRAL, NEUTRAL]),
            3 if rules.neutral_colour => (4, [Red, Green, Yellow, Blue], [0, 1, 2, NEUTRAL]),
            3 => (3, [Red, Green, Yellow, Blue], [0, 1, 2, NEUTRAL]),
            _ => (4, [Red, Green, Yellow, Blue], [0, 1, 2, 3]),
        };
        // The colours past the four arms' (six arms only) follow, not in play.
        Sides {
            len,
            colours: std::array::from_fn(|i| colours.get(i).copied().unwrap_or(Colour::ALL[i])),
            owners: Owners(std::array::from_fn(|i| {
                owners.get(i).copied().unwrap_or(NEUTRAL)
            })),
        }
    }

    /// [`Sides::layout`] on six arms: the seats take arms evenly round the board, clockwise
    /// from arm 1, each with its arm's colour; the other colours follow, not in play.
    #[cfg(feature = "six")]
    fn on_six_arms(seats: u8) -> Sides {
        let arms: &[usize] = match seats {
            2 => &[0, 3, 1, 2, 4, 5],
            3 => &[0, 2, 4, 1, 3, 5],
            4 => &[0, 1, 3, 4, 2, 5],
            _ => &[0, 1, 2, 3, 4, 5],
        };
        let mut owners = [NEUTRAL; MAX_ARMS];
        for (s, owner) in owners.iter_mut().enumerate().take(seats as usize) {
            *owner = s as u8;
        }
        Sides {
            len: seats.min(6),
            colours: std::array::from_fn(|s| Colour::from_index(arms[s])),
            owners: Owners(owners),
        }
    }

    /// The neutral side, if there is one.
    pub fn neutral(&self) -> Option<u8> {
        (0..self.len).find(|&s| self.owners[s as usize] == NEUTRAL)
    }
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
    pub(crate) next: [u8; MAX_ARMS],
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
        for side in 0..MAX_ARMS as u8 {
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
    pub(crate) pawns: [[u8; 4]; MAX_ARMS],
    pub(crate) occ: Occupancy,
    pub(crate) traits: Traits,
    /// Which sides still take turns, and in what order.
    pub(crate) turn_order: TurnOrder,
    pub(crate) side_on_turn: u8,
    pub(crate) first: u8,
    pub(crate) round: u16,
    pub(crate) phase: Phase,
    pub(crate) dice: Dice,
    pub(crate) sixes_in_row: u8,
    pub(crate) extra_rolls: u8,
    pub(crate) tries: u8,
    pub(crate) skips: [u8; MAX_ARMS],
    pub(crate) specials: SpecialSquares,
    pub(crate) ranking: [u8; MAX_ARMS],
    pub(crate) ranked: u8,
    pub(crate) waiting: [u8; MAX_ARMS],
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
    pub fn side_on_turn(&self) -> u8 {
        self.side_on_turn
    }

    /// The seat on turn.
    #[inline]
    pub fn seat_on_turn(&self) -> u8 {
        self.owner(self.side_on_turn)
    }

    /// The side that took the first turn (rounds are counted from it).
    pub fn first(&self) -> u8 {
        self.first
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
    pub fn dice(&self) -> Dice {
        self.dice
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

    /// A seat's place once it has one (1 for first); with `teams` partners share their
    /// team's place (RULINGS.md "Six arms and teams").
    pub fn place(&self, seat: u8) -> Option<u8> {
        let i = self.ranking().iter().position(|&s| s == seat)? as u8;
        Some(if self.rules.has_teams() {
            i / 2 + 1
        } else {
            i + 1
        })
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
    /// With `teams`, the seat's team has finished: both partners.
    pub fn seat_done(&self, seat: u8) -> bool {
        (0..self.sides.len).all(|s| !self.of_team(s, seat) || self.side_done(s))
    }

    /// Whether a side is played by a seat, or with `teams` by its partner.
    #[inline]
    fn of_team(&self, side: u8, seat: u8) -> bool {
        self.owner(side) == seat || self.partner(side).is_some_and(|p| self.owner(p) == seat)
    }

    /// The partner of a side, when partners play (`teams`, RULINGS.md "Six arms and
    /// teams"): the side opposite, seats 1 and 3, 2 and 4 (four seats) or 1 and 4, 2 and
    /// 5, 3 and 6 (six seats). With `teams` each seat plays one side.
    #[cfg(feature = "six")]
    #[inline]
    pub fn partner(&self, side: u8) -> Option<u8> {
        let n = self.sides.len;
        self.rules.teams.then(|| (side + n / 2) % n)
    }

    /// The partner of a side: none without the `six` feature.
    #[cfg(not(feature = "six"))]
    #[inline(always)]
    pub fn partner(&self, _side: u8) -> Option<u8> {
        None
    }

    /// The pawn ids of a side's partner (none without `teams`).
    #[inline]
    pub(crate) fn partner_bits(&self, side: u8) -> PawnSet {
        self.partner(side).map_or(0, side_bits)
    }

    /// The side whose pawns the side on turn moves: its own, or, once they have all
    /// finished, its partner's (RULINGS.md "Six arms and teams").
    #[inline]
    pub fn moving_side(&self) -> u8 {
        self.moving_side_of(self.side_on_turn)
    }

    /// The side whose pawns `side` moves on its turns (see [`Position::moving_side`]).
    #[inline]
    pub(crate) fn moving_side_of(&self, side: u8) -> u8 {
        match self.partner(side) {
            Some(p) if self.side_done(side) => p,
            _ => side,
        }
    }

    /// A seat's score: 250 per finished pawn plus the path position of every other pawn
    /// (seed 000, "Score"); with `teams`, the team's (RULINGS.md "Six arms and teams").
    pub fn score(&self, seat: u8) -> u32 {
        (0..self.sides.len)
            .filter(|&s| self.of_team(s, seat))
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

    /// Whether a track square is safe under `safeSquares`: a start square or a star.
    #[inline]
    pub fn is_safe_track(&self, track_index: u8) -> bool {
        self.board.is_start_square(track_index) || self.board.is_star(track_index)
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
            self.side_on_turn,
            self.phase,
            self.dice.to_vec()
        );
        out
    }

    /// Moves a pawn to a path position, keeping the cells' bit sets of pawns right.
    /// Every change of a pawn's position goes through here.
    #[inline(always)]
    pub(crate) fn put(&mut self, side: u8, pawn: u8, pos: u8) {
        let colour = self.colour(side);
        let old = self.pawns[side as usize][pawn as usize];
        let id = side * 4 + pawn;
        self.occ.remove(self.board.cell(colour, old), id);
        self.occ.add(self.board.cell(colour, pos), id);
        self.pawns[side as usize][pawn as usize] = pos;
    }

    /// The neutral side, when the `neutralColour` house rule is in play.
    #[inline]
    pub(crate) fn neutral_side(&self) -> Option<u8> {
        self.traits.neutral
    }

    /// Whether a side still takes turns: it has pawns to bring home, or, once home, the
    /// neutral colour still has pawns out for it to move.
    #[inline]
    pub(crate) fn can_take_turn(&self, side: u8) -> bool {
        self.turn_order.playing >> side & 1 != 0
    }

    /// The sides that still take turns (see [`Position::can_take_turn`]), one bit each,
    /// worked out from where the pawns stand.
    fn playing_sides(&self) -> u8 {
        let neutral_out = self.neutral_side().is_some_and(|ns| !self.side_done(ns));
        let partner_out = |s: u8| self.partner(s).is_some_and(|p| !self.side_done(p));
        (0..self.sides.len)
            .filter(|&s| {
                self.owner(s) != NEUTRAL && (!self.side_done(s) || neutral_out || partner_out(s))
            })
            .fold(0, |mask, s| mask | 1 << s)
    }

    /// Works out again which sides take turns and in what order. The position keeps the
    /// result and calls this whenever a pawn reaches the finish, the only move that can
    /// change it.
    pub(crate) fn update_turn_order(&mut self) {
        self.turn_order = TurnOrder::new(self.playing_sides(), self.first);
    }

    /// Whether the game is decided: a winner without play-on, or all places but the last.
    pub fn is_over(&self) -> bool {
        if self.neutral_side().is_some_and(|ns| !self.side_done(ns)) || self.ranked == 0 {
            return false;
        }
        // Places go by team with `teams`: the last team has no place to play for.
        let team = 1 + self.rules.has_teams() as u8;
        !self.rules.play_on || self.ranked + team >= self.seats
    }
}
