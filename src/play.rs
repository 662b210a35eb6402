//! The turn machine: roll → move → next turn, with bonus rolls, fouls, special squares,
//! places and the end of the game.

use std::fmt;

use crate::event::{Event, Sink};
use crate::movegen::Occupancy;
use crate::moves::{Move, MoveKind, MoveList, NO_PAWN};
use crate::position::{
    MAX_EXTRA_ROLLS, NEUTRAL, Phase, Pool, Position, STALEMATE_ROLLS, SetupError, Sides, Traits,
    TurnOrder, slot,
};
use crate::rng::Rng;
use crate::rules::{FirstTurn, Rules};
use crate::special::{self, Special};

/// Why a roll or a move was refused. The position is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// A roll was asked for while a move is due.
    MoveDue,
    /// A move was asked for while a roll is due.
    RollDue,
    /// The game is over.
    GameOver,
    /// The die is not 1 to 6.
    BadDie(u8),
    /// The move is not one of the legal moves.
    IllegalMove,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::MoveDue => {
                f.write_str("a move is due: choose one of the legal moves before rolling")
            }
            PlayError::RollDue => f.write_str("a roll is due: roll the die before moving"),
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::BadDie(d) => write!(f, "a die shows 1 to 6, not {d}"),
            PlayError::IllegalMove => f.write_str("that move is not legal now"),
        }
    }
}

impl std::error::Error for PlayError {}

impl Position {
    /// The opening position of a new game. The generator places special squares and
    /// decides who begins; the sink hears the start roll-off and the first turn.
    pub fn start<S: Sink>(
        rules: Rules,
        seats: u8,
        rng: &mut Rng,
        sink: &mut S,
    ) -> Result<Position, SetupError> {
        rules.check().map_err(SetupError)?;
        if !(2..=4).contains(&seats) {
            return Err(SetupError(format!(
                "seats: a game has 2 to 4 seats, not {seats}"
            )));
        }
        let board = rules.board.board();
        let sides = Sides::layout(&rules, seats);
        let mut pawns = [[0u8; 4]; 4];
        for list in pawns.iter_mut().take(sides.len as usize) {
            for p in list.iter_mut().take(rules.start_pawns as usize) {
                *p = 1;
            }
        }
        let occ = Occupancy::place(board, &sides.colours[..sides.len as usize], &pawns);
        let specials = if rules.special_squares {
            special::place(board, rng)
        } else {
            [Special::None; crate::board::MAX_TRACK]
        };
        let first_seat = match rules.first_turn {
            FirstTurn::FirstSeat => 0,
            FirstTurn::Random => rng.below(seats as u32) as u8,
            FirstTurn::HighestRoll => roll_off(seats, rng, sink),
        };
        let first = (0..sides.len)
            .find(|&s| sides.owners[s as usize] == first_seat)
            .unwrap_or(0);
        let mut pos = Position {
            rules,
            board,
            seats,
            sides,
            pawns,
            occ,
            traits: Traits::new(&rules, &sides),
            turn_order: TurnOrder::default(),
            turn: first,
            first,
            round: 1,
            phase: Phase::Roll,
            pool: Pool::default(),
            sixes_in_row: 0,
            extra_rolls: 0,
            tries: 1,
            skips: [0; 4],
            specials,
            ranking: [0; 4],
            ranked: 0,
            waiting: [0; 4],
            waited: 0,
            idle_rolls: 0,
        };
        pos.update_turn_order();
        pos.tries = pos.initial_tries(first);
        sink.event(Event::Turn {
            side: first,
            round: 1,
        });
        Ok(pos)
    }

    /// Rolls the die for the side on turn. If no die in hand can then be used, the game
    /// moves on by itself (next die, another try, an extra roll, or the next side).
    pub fn roll<S: Sink>(&mut self, die: u8, sink: &mut S) -> Result<(), PlayError> {
        match self.phase {
            Phase::Move => return Err(PlayError::MoveDue),
            Phase::Over => return Err(PlayError::GameOver),
            Phase::Roll => {}
        }
        if !(1..=6).contains(&die) {
            return Err(PlayError::BadDie(die));
        }
        self.roll_unchecked(die, sink);
        Ok(())
    }

    /// [`Position::roll`] for a caller that knows a roll is due and the die is 1 to 6.
    pub fn roll_unchecked<S: Sink>(&mut self, die: u8, sink: &mut S) {
        self.roll_inner(die, None, sink);
    }

    /// [`Position::roll_unchecked`] that also leaves the legal moves that follow in `out`
    /// (empty unless a move is due), so simulations do not generate them twice.
    pub fn roll_with_moves<S: Sink>(&mut self, die: u8, out: &mut MoveList, sink: &mut S) {
        out.clear();
        self.roll_inner(die, Some(out), sink);
    }

    #[inline(always)]
    fn roll_inner<S: Sink>(&mut self, die: u8, out: Option<&mut MoveList>, sink: &mut S) {
        sink.event(Event::Roll {
            side: self.turn,
            die,
        });
        self.idle_rolls += 1;
        self.sixes_in_row = if die == 6 {
            self.sixes_in_row.saturating_add(1)
        } else {
            0
        };
        if self.rules.three_sixes && self.sixes_in_row >= 3 {
            // Seed 001 "counted as a foul"; seed 000 "pass the turn immediately".
            sink.event(Event::Foul { side: self.turn });
            self.next_turn(sink);
        } else {
            self.pool.push(die);
            if self.rules.bank_sixes && self.rules.six_bonus && die == 6 {
                return; // seed 001: a six is banked and the player rolls again before moving
            }
            self.go_on(out, sink);
        }
        if self.phase == Phase::Roll && self.idle_rolls >= STALEMATE_ROLLS {
            sink.event(Event::Stalemate);
            self.end_game(sink);
        }
    }

    /// Plays a move after checking that it is legal.
    pub fn play<S: Sink>(&mut self, m: &Move, sink: &mut S) -> Result<(), PlayError> {
        match self.phase {
            Phase::Roll => return Err(PlayError::RollDue),
            Phase::Over => return Err(PlayError::GameOver),
            Phase::Move => {}
        }
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        if !list.contains(m) {
            return Err(PlayError::IllegalMove);
        }
        self.play_unchecked(m, sink);
        Ok(())
    }

    /// Plays a move taken from [`Position::legal_moves`] of this very position.
    pub fn play_unchecked<S: Sink>(&mut self, m: &Move, sink: &mut S) {
        self.play_inner(m, None, sink);
    }

    /// [`Position::play_unchecked`] that also leaves the legal moves that follow in `out`
    /// (empty unless a move is due), as [`Position::roll_with_moves`] does after a roll.
    pub fn play_with_moves<S: Sink>(&mut self, m: &Move, out: &mut MoveList, sink: &mut S) {
        out.clear();
        self.play_inner(m, Some(out), sink);
    }

    #[inline(always)]
    fn play_inner<S: Sink>(&mut self, m: &Move, out: Option<&mut MoveList>, sink: &mut S) {
        if self.traits.plain_play {
            self.apply::<true, S>(m, out, sink);
        } else {
            self.apply::<false, S>(m, out, sink);
        }
    }

    /// Plays a move, compiled once for rules whose moves are plain and with no special
    /// squares (no tower partner, forfeit or special square to look at) and once for all
    /// others.
    #[inline(always)]
    fn apply<const PLAIN: bool, S: Sink>(
        &mut self,
        m: &Move,
        out: Option<&mut MoveList>,
        sink: &mut S,
    ) {
        let turn = self.turn;
        let special_squares = !PLAIN && self.rules.special_squares;
        // Only a pawn reaching the finish can finish its colour: this one, if it moves
        // there or a special square takes it there. Otherwise there is nothing to compare.
        let may_finish = self.board.is_done(m.to) || special_squares;
        let was_done = may_finish && self.side_done(turn);
        let side = m.side as usize;
        self.pool.remove(m.die);
        self.idle_rolls = 0;
        self.tries = 1;
        sink.event(Event::Move {
            pawn: m.pawn_id(),
            die: m.die,
            from: m.from,
            to: m.to,
            kind: m.kind,
        });
        self.put(m.side, m.pawn, m.to);
        if !PLAIN && m.partner != NO_PAWN {
            self.put(m.side, m.partner, m.to);
        }
        self.send_home(m.captures, sink);
        if !PLAIN && m.forfeit != NO_PAWN {
            self.put(m.forfeit / 4, m.forfeit % 4, 0);
            sink.event(Event::Forfeit { pawn: m.forfeit });
        }
        let mut extra = 0u8;
        let mut captured = m.captures != 0;
        if special_squares && m.kind != MoveKind::Tower {
            captured |= self.special_square(m.side, m.pawn, &mut extra, sink);
        }
        // Only a special square moves the pawn on from where the move took it.
        let now = if PLAIN {
            m.to
        } else {
            self.pawns[side][m.pawn as usize]
        };
        if self.traits.move_bonus {
            let r = &self.rules;
            if r.six_bonus && !r.bank_sixes && m.die == 6 {
                extra += 1;
            }
            if r.capture_bonus && captured {
                extra += 1; // seed 000 "Capture": an extra shift, on top of the six's
            }
            if r.home_bonus && !self.board.is_done(m.from) && self.board.is_done(now) {
                extra += 1; // seed 000 "Final Area"
            }
        }
        if extra > 0 {
            for _ in 0..extra {
                sink.event(Event::ExtraRoll { side: turn });
            }
            self.extra_rolls = self.extra_rolls.saturating_add(extra).min(MAX_EXTRA_ROLLS);
        }
        if self.board.is_done(now) {
            // Only a pawn reaching the finish can finish a seat or the neutral colour.
            self.update_turn_order();
            self.update_places(m.side, sink);
            if self.phase == Phase::Over {
                return;
            }
            if (!was_done && self.side_done(turn)) || !self.can_take_turn(turn) {
                // The colour is home: no dice or extra rolls are left to use (seed 003, "6").
                // A seat already home that brought the neutral colour's last pawn in has
                // nothing left to move either.
                self.next_turn(sink);
                return;
            }
        }
        self.go_on(out, sink);
    }

    /// After a roll or a move: a move if a die in hand can be used, otherwise the next
    /// try, an extra roll, or the next side.
    #[inline(always)]
    fn go_on<S: Sink>(&mut self, out: Option<&mut MoveList>, sink: &mut S) {
        if !self.pool.is_empty() {
            let can_move = match out {
                Some(list) => {
                    self.moves_with(self.pool, list);
                    if list.is_empty() {
                        false
                    } else {
                        self.phase = Phase::Move;
                        return;
                    }
                }
                None => self.has_legal_move(),
            };
            if can_move {
                self.phase = Phase::Move;
                return;
            }
            sink.event(Event::NoMove { side: self.turn });
            self.pool = Pool::default();
            if self.tries > 1 {
                self.tries -= 1;
                self.phase = Phase::Roll;
                return;
            }
        }
        if self.extra_rolls > 0 {
            self.extra_rolls -= 1;
            self.tries = 1;
            self.phase = Phase::Roll;
            return;
        }
        self.next_turn(sink);
    }

    /// Passes the turn to the next side that plays, skipping finished sides and sides
    /// that must miss a turn.
    #[inline(always)]
    fn next_turn<S: Sink>(&mut self, sink: &mut S) {
        self.pool = Pool::default();
        self.sixes_in_row = 0;
        self.extra_rolls = 0;
        if self.turn_order.playing == 0 {
            // Nobody can play: cannot happen in a game that is not decided.
            self.no_side_plays(sink);
            return;
        }
        let mut side = self.turn;
        loop {
            let new_round = (self.turn_order.new_round_after >> side) as u16 & 1;
            self.round = self.round.saturating_add(new_round);
            side = self.turn_order.next[slot(side)];
            if self.skips[slot(side)] > 0 {
                self.skips[slot(side)] -= 1;
                sink.event(Event::SkipTurn { side });
                continue;
            }
            break;
        }
        self.turn = side;
        self.tries = self.initial_tries(side);
        self.phase = Phase::Roll;
        sink.event(Event::Turn {
            side,
            round: self.round,
        });
    }

    /// [`Position::next_turn`] when no side can take a turn: the turn goes round the table
    /// once more, counting rounds, and the game ends.
    #[cold]
    fn no_side_plays<S: Sink>(&mut self, sink: &mut S) {
        let n = self.sides.len;
        let mut side = self.turn;
        for _ in 0..=n {
            side = if side + 1 < n { side + 1 } else { 0 };
            self.round = self.round.saturating_add((side == self.first) as u16);
        }
        self.end_game(sink);
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
        (0..self.sides.len)
            .filter(|&s| self.owner(s) != NEUTRAL && (!self.side_done(s) || neutral_out))
            .fold(0, |mask, s| mask | 1 << s)
    }

    /// Works out again which sides take turns and in what order. The position keeps the
    /// result and calls this whenever a pawn reaches the finish, the only move that can
    /// change it.
    pub(crate) fn update_turn_order(&mut self) {
        self.turn_order = TurnOrder::new(self.playing_sides(), self.first);
    }

    /// Rolls allowed at the start of a turn: three with `threeRolls` when nothing can move.
    #[inline]
    pub(crate) fn initial_tries(&self, side: u8) -> u8 {
        if self.rules.three_rolls && self.nothing_can_move(side) {
            3
        } else {
            1
        }
    }

    /// Sends captured pawns back to their bases.
    fn send_home<S: Sink>(&mut self, captures: u16, sink: &mut S) {
        let mut bits = captures;
        while bits != 0 {
            let id = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            self.put(id / 4, id % 4, 0);
            sink.event(Event::Capture { pawn: id });
        }
    }

    /// Applies the special square a pawn ended its move on (RULINGS.md "rewards"). Returns
    /// whether it captured.
    fn special_square<S: Sink>(
        &mut self,
        side: u8,
        pawn: u8,
        extra: &mut u8,
        sink: &mut S,
    ) -> bool {
        let from = self.pawns[side as usize][pawn as usize];
        let Some(square) = self.track_square(side, from) else {
            return false;
        };
        let effect = self.specials[square as usize];
        if effect == Special::None {
            return false;
        }
        let mover = self.seat_on_turn();
        let (to, captures) = match effect {
            Special::Forward3 => self
                .walk(side, from, 3)
                .and_then(|(to, _)| Some((to, self.landing(side, to, mover)?)))
                .unwrap_or((from, 0)),
            Special::Back3 => {
                let to = from.saturating_sub(3).max(1);
                let blocked = (to..from).any(|p| {
                    let c = self.cell(side, p);
                    (self.rules.barriers || self.rules.towers) && self.occ.doubled(c)
                });
                match self.landing(side, to, mover) {
                    Some(c) if !blocked => (to, c),
                    _ => (from, 0),
                }
            }
            Special::BackToStart => {
                let own_there = self.pawns[side as usize].contains(&1);
                match self.landing(side, 1, mover) {
                    Some(c) if !own_there || self.rules.stacking => (1, c),
                    _ => (0, 0),
                }
            }
            Special::PlayAgain => {
                *extra += 1;
                (from, 0)
            }
            Special::SkipTurn => {
                self.skips[side as usize] = self.skips[side as usize].saturating_add(1);
                (from, 0)
            }
            Special::None => (from, 0),
        };
        self.put(side, pawn, to);
        sink.event(Event::Special {
            pawn: side * 4 + pawn,
            effect,
            to,
        });
        self.send_home(captures, sink);
        captures != 0
    }

    /// Records seats that have finished after a move of `moved` side, settles the neutral
    /// colour's winner rule, and ends the game when it is decided.
    fn update_places<S: Sink>(&mut self, moved: u8, sink: &mut S) {
        let seat = self.owner(moved);
        let neutral = self.neutral_side();
        if seat != NEUTRAL
            && self.seat_done(seat)
            && !self.ranking().contains(&seat)
            && !self.waiting().contains(&seat)
        {
            if neutral.is_some_and(|ns| !self.side_done(ns)) {
                self.waiting[self.waited as usize] = seat;
                self.waited += 1;
            } else {
                self.rank(seat, sink);
            }
        }
        if neutral == Some(moved) && self.side_done(moved) && self.waited > 0 {
            // Seed 003 "Fewer than 4 players": among those already finished, the one who
            // brings the last neutral pawn home wins; otherwise the first to have finished.
            let mover = self.seat_on_turn();
            let waiting = self.waiting;
            let n = self.waited as usize;
            let winner = if waiting[..n].contains(&mover) {
                mover
            } else {
                waiting[0]
            };
            self.waited = 0;
            self.rank(winner, sink);
            for &s in waiting[..n].iter().filter(|&&s| s != winner) {
                self.rank(s, sink);
            }
        }
        if self.is_over() {
            self.end_game(sink);
        }
    }

    fn rank<S: Sink>(&mut self, seat: u8, sink: &mut S) {
        self.ranking[self.ranked as usize] = seat;
        self.ranked += 1;
        sink.event(Event::Finish {
            seat,
            place: self.ranked,
        });
    }

    /// Whether the game is decided: a winner without play-on, or all places but the last.
    pub fn is_over(&self) -> bool {
        if self.neutral_side().is_some_and(|ns| !self.side_done(ns)) || self.ranked == 0 {
            return false;
        }
        !self.rules.play_on || self.ranked + 1 >= self.seats
    }

    /// Ends the game: seats without a place are ranked by score (ties by seat order), and
    /// with `scoreRanking` every place is decided by score.
    fn end_game<S: Sink>(&mut self, sink: &mut S) {
        for i in 0..self.waited as usize {
            let seat = self.waiting[i];
            self.rank(seat, sink);
        }
        self.waited = 0;
        let placed = self.ranked as usize;
        for s in 0..self.seats {
            if !self.ranking().contains(&s) {
                self.ranking[self.ranked as usize] = s;
                self.ranked += 1;
            }
        }
        let scores = [0, 1, 2, 3].map(|s| self.score(s));
        let by_score = |a: &u8, b: &u8| scores[*a as usize] > scores[*b as usize];
        let from = if self.rules.score_ranking { 0 } else { placed };
        insertion_sort(&mut self.ranking[from..self.ranked as usize], by_score);
        self.pool = Pool::default();
        self.extra_rolls = 0;
        self.phase = Phase::Over;
        sink.event(Event::Over);
    }
}

/// A stable sort for at most four seats (the library sort adds kilobytes to the wasm).
fn insertion_sort(seats: &mut [u8], before: impl Fn(&u8, &u8) -> bool) {
    for i in 1..seats.len() {
        let mut j = i;
        while j > 0 && before(&seats[j], &seats[j - 1]) {
            seats.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Every seat rolls; the highest begins; tied seats roll again (seed 003, RULINGS.md).
fn roll_off<S: Sink>(seats: u8, rng: &mut Rng, sink: &mut S) -> u8 {
    let mut contenders: Vec<u8> = (0..seats).collect();
    loop {
        let rolls: Vec<(u8, u8)> = contenders
            .iter()
            .map(|&seat| {
                let die = rng.die();
                sink.event(Event::RollOff { seat, die });
                (seat, die)
            })
            .collect();
        let best = rolls.iter().map(|r| r.1).max().unwrap_or(6);
        contenders = rolls.iter().filter(|r| r.1 == best).map(|r| r.0).collect();
        if contenders.len() == 1 {
            return contenders[0];
        }
    }
}

/// Replays the roll-off at the head of a log (seed 003: the highest roll begins, tied seats
/// roll again): the seat it lets begin and how many entries it takes, or which entry is not
/// the roll the roll-off calls for.
pub fn replay_roll_off(seats: u8, log: &[Event]) -> Result<(u8, usize), String> {
    let mut contenders: Vec<u8> = (0..seats).collect();
    let mut at = 0;
    loop {
        let mut best = 0;
        let mut tied = Vec::new();
        for &seat in &contenders {
            let die = match log.get(at) {
                Some(&Event::RollOff { seat: s, die }) if s == seat => die,
                _ => {
                    return Err(format!(
                        "entry {at} should be seat {seat}'s roll to decide who begins"
                    ));
                }
            };
            if die > best {
                best = die;
                tied.clear();
            }
            if die == best {
                tied.push(seat);
            }
            at += 1;
        }
        if let [winner] = tied[..] {
            return Ok((winner, at));
        }
        contenders = tied;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    /// Random games played twice: once with `roll_unchecked`, `play_unchecked` and
    /// `legal_moves`, once with the `_with_moves` forms. Positions and lists must agree.
    #[test]
    fn with_moves_forms_match_the_plain_calls() {
        for preset in Preset::ALL {
            for seed in 0..60 {
                let seats = 2 + (seed % 3) as u8;
                let (mut dice, mut again) = (Rng::new(seed), Rng::new(seed));
                let mut a = Position::start(preset.rules(), seats, &mut dice, &mut ()).unwrap();
                let mut b = Position::start(preset.rules(), seats, &mut again, &mut ()).unwrap();
                let (mut listed, mut left) = (MoveList::new(), MoveList::new());
                while a.phase() != Phase::Over {
                    if a.phase() == Phase::Roll {
                        let die = dice.die();
                        a.roll_unchecked(die, &mut ());
                        b.roll_with_moves(die, &mut left, &mut ());
                    } else {
                        a.legal_moves(&mut listed);
                        assert_eq!(&listed[..], &left[..], "{}", a.describe());
                        let m = listed[dice.below(listed.len() as u32) as usize];
                        a.play_unchecked(&m, &mut ());
                        b.play_with_moves(&m, &mut left, &mut ());
                    }
                    assert_eq!(a, b);
                    assert_eq!(a.phase() == Phase::Move, !left.is_empty());
                }
            }
        }
    }
}
