//! The turn machine: roll → move → next turn, with bonus rolls, fouls, special squares,
//! places and the end of the game.

use std::fmt;

use crate::board::{MAX_ARMS, PawnSet};
use crate::error::{ErrorCode, GameError};
use crate::event::{Event, Sink};
use crate::movegen::{MoveGen, landing, moves_with, nothing_can_move, walk};
use crate::moves::{Move, MoveKind, MoveList, NO_PAWN};
use crate::occupancy::Occupancy;
use crate::position::{
    Dice, MAX_EXTRA_ROLLS, NEUTRAL, Phase, Position, STALEMATE_ROLLS, Sides, Traits, TurnOrder,
    slot,
};
use crate::rng::Rng;
use crate::rules::{FirstTurn, Rules};
use crate::setup::SetupError;
use crate::special::{self, Special};

/// Sixes in a row that make a foul under `threeSixes` (seed 001, RULINGS.md Presets).
pub const FOUL_SIXES: u8 = 3;

/// Whether a rolled die is banked: kept in hand while the side rolls again before moving
/// (`bankSixes` with `sixBonus`, seed 001).
#[inline]
pub fn banks(rules: &Rules, die: u8) -> bool {
    rules.bank_sixes && rules.six_bonus && die == 6
}

/// Whether a move with `die` earns another roll for the die alone (`sixBonus` without
/// banking: "move then roll", RULINGS.md Presets).
#[inline]
pub fn move_earns_roll(rules: &Rules, die: u8) -> bool {
    rules.six_bonus && !rules.bank_sixes && die == 6
}

/// How many more sixes in a row would now be a foul (`threeSixes`); `None` without the rule.
pub fn sixes_to_foul(pos: &Position) -> Option<u8> {
    pos.rules
        .three_sixes
        .then(|| FOUL_SIXES.saturating_sub(pos.sixes_in_row))
}

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

impl From<PlayError> for GameError {
    fn from(e: PlayError) -> GameError {
        let code = match e {
            PlayError::MoveDue => ErrorCode::RollNotDue,
            PlayError::RollDue => ErrorCode::MoveNotDue,
            PlayError::GameOver => ErrorCode::GameOver,
            PlayError::BadDie(_) => ErrorCode::RollDie,
            PlayError::IllegalMove => ErrorCode::MoveUnknown,
        };
        GameError::new(code, e.to_string())
    }
}

/// How a turn runs: the opening, rolls, moves, extra rolls and the passing of the turn.
pub trait Play: Sized {
    /// The opening position of a new game. The generator places special squares and
    /// decides who begins; the sink hears the start roll-off and the first turn.
    fn start<S: Sink>(
        rules: Rules,
        seats: u8,
        rng: &mut Rng,
        sink: &mut S,
    ) -> Result<Self, SetupError>;

    /// Rolls the die for the side on turn. If no die in hand can then be used, the game
    /// moves on by itself (next die, another try, an extra roll, or the next side).
    fn roll<S: Sink>(&mut self, die: u8, sink: &mut S) -> Result<(), PlayError>;

    /// [`Position::roll`] for a caller that knows a roll is due and the die is 1 to 6.
    fn roll_unchecked<S: Sink>(&mut self, die: u8, sink: &mut S);

    /// [`Position::roll_unchecked`] that also leaves the legal moves that follow in `out`
    /// (empty unless a move is due), so simulations do not generate them twice.
    fn roll_with_moves<S: Sink>(&mut self, die: u8, out: &mut MoveList, sink: &mut S);

    /// Plays a move after checking that it is legal.
    fn play<S: Sink>(&mut self, m: &Move, sink: &mut S) -> Result<(), PlayError>;

    /// Plays a move taken from [`Position::legal_moves`] of this very position.
    fn play_unchecked<S: Sink>(&mut self, m: &Move, sink: &mut S);

    /// [`Position::play_unchecked`] that also leaves the legal moves that follow in `out`
    /// (empty unless a move is due), as [`Position::roll_with_moves`] does after a roll.
    fn play_with_moves<S: Sink>(&mut self, m: &Move, out: &mut MoveList, sink: &mut S);
}

impl Play for Position {
    fn start<S: Sink>(
        rules: Rules,
        seats: u8,
        rng: &mut Rng,
        sink: &mut S,
    ) -> Result<Self, SetupError> {
        rules.check()?;
        rules.check_seats(seats)?;
        let board = rules.geometry();
        let sides = Sides::layout(&rules, seats);
        let mut pawns = [[0u8; 4]; MAX_ARMS];
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
            side_on_turn: first,
            first,
            round: 1,
            phase: Phase::Roll,
            dice: Dice::default(),
            sixes_in_row: 0,
            extra_rolls: 0,
            tries: 1,
            skips: [0; MAX_ARMS],
            specials,
            ranking: [0; MAX_ARMS],
            ranked: 0,
            waiting: [0; MAX_ARMS],
            waited: 0,
            idle_rolls: 0,
        };
        pos.update_turn_order();
        pos.tries = initial_tries(&pos, first);
        sink.event(Event::Turn {
            side: first,
            round: 1,
        });
        Ok(pos)
    }

    fn roll<S: Sink>(&mut self, die: u8, sink: &mut S) -> Result<(), PlayError> {
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

    fn roll_unchecked<S: Sink>(&mut self, die: u8, sink: &mut S) {
        roll_inner(self, die, None, sink);
    }

    fn roll_with_moves<S: Sink>(&mut self, die: u8, out: &mut MoveList, sink: &mut S) {
        out.clear();
        roll_inner(self, die, Some(out), sink);
    }

    fn play<S: Sink>(&mut self, m: &Move, sink: &mut S) -> Result<(), PlayError> {
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

    fn play_unchecked<S: Sink>(&mut self, m: &Move, sink: &mut S) {
        play_inner(self, m, None, sink);
    }

    fn play_with_moves<S: Sink>(&mut self, m: &Move, out: &mut MoveList, sink: &mut S) {
        out.clear();
        play_inner(self, m, Some(out), sink);
    }
}

#[inline(always)]
fn roll_inner<S: Sink>(pos: &mut Position, die: u8, out: Option<&mut MoveList>, sink: &mut S) {
    sink.event(Event::Roll {
        side: pos.side_on_turn,
        die,
    });
    pos.idle_rolls += 1;
    pos.sixes_in_row = if die == 6 {
        pos.sixes_in_row.saturating_add(1)
    } else {
        0
    };
    if pos.rules.three_sixes && pos.sixes_in_row >= FOUL_SIXES {
        // Seed 001 "counted as a foul"; seed 000 "pass the turn immediately".
        sink.event(Event::Foul {
            side: pos.side_on_turn,
        });
        next_turn(pos, sink);
    } else {
        pos.dice.push(die);
        if banks(&pos.rules, die) {
            return; // seed 001: a six is banked and the player rolls again before moving
        }
        go_on(pos, out, sink);
    }
    if pos.phase == Phase::Roll && pos.idle_rolls >= STALEMATE_ROLLS {
        sink.event(Event::Stalemate);
        end_game(pos, sink);
    }
}

#[inline(always)]
fn play_inner<S: Sink>(pos: &mut Position, m: &Move, out: Option<&mut MoveList>, sink: &mut S) {
    if pos.traits.plain_play {
        apply::<true, S>(pos, m, out, sink);
    } else {
        apply::<false, S>(pos, m, out, sink);
    }
}

/// Plays a move, compiled once for rules whose moves are plain and with no special
/// squares (no tower partner, forfeit or special square to look at) and once for all
/// others.
#[inline(always)]
fn apply<const PLAIN: bool, S: Sink>(
    pos: &mut Position,
    m: &Move,
    out: Option<&mut MoveList>,
    sink: &mut S,
) {
    let turn = pos.side_on_turn;
    let special_squares = !PLAIN && pos.rules.special_squares;
    // Only a pawn reaching the finish can finish its colour: this one, if it moves
    // there or a special square takes it there. Otherwise there is nothing to compare.
    let may_finish = pos.board.is_done(m.to) || special_squares;
    let was_done = may_finish && pos.side_done(turn);
    let side = m.side as usize;
    pos.dice.remove(m.die);
    pos.idle_rolls = 0;
    pos.tries = 1;
    sink.event(Event::Move {
        pawn: m.pawn_id(),
        die: m.die,
        from: m.from,
        to: m.to,
        kind: m.kind,
    });
    pos.put(m.side, m.pawn, m.to);
    if !PLAIN && m.partner != NO_PAWN {
        pos.put(m.side, m.partner, m.to);
    }
    send_home(pos, m.captures, sink);
    if !PLAIN && m.forfeit != NO_PAWN {
        pos.put(m.forfeit / 4, m.forfeit % 4, 0);
        sink.event(Event::Forfeit { pawn: m.forfeit });
    }
    let mut extra = 0u8;
    let mut captured = m.captures != 0;
    if special_squares && m.kind != MoveKind::Tower {
        captured |= special_square(pos, m.side, m.pawn, &mut extra, sink);
    }
    // Only a special square moves the pawn on from where the move took it.
    let now = if PLAIN {
        m.to
    } else {
        pos.pawns[side][m.pawn as usize]
    };
    if pos.traits.move_bonus {
        let r = &pos.rules;
        if move_earns_roll(r, m.die) {
            extra += 1;
        }
        if r.capture_bonus && captured {
            extra += 1; // seed 000 "Capture": an extra shift, on top of the six's
        }
        if r.home_bonus && !pos.board.is_done(m.from) && pos.board.is_done(now) {
            extra += 1; // seed 000 "Final Area"
        }
    }
    if extra > 0 {
        for _ in 0..extra {
            sink.event(Event::ExtraRoll { side: turn });
        }
        pos.extra_rolls = pos.extra_rolls.saturating_add(extra).min(MAX_EXTRA_ROLLS);
    }
    if pos.board.is_done(now) {
        // Only a pawn reaching the finish can finish a seat or the neutral colour.
        pos.update_turn_order();
        update_places(pos, m.side, sink);
        if pos.phase == Phase::Over {
            return;
        }
        if (!was_done && pos.side_done(turn)) || !pos.can_take_turn(turn) {
            // The colour is home: no dice or extra rolls are left to use (seed 003, "6").
            // A seat already home that brought the neutral colour's last pawn in has
            // nothing left to move either.
            next_turn(pos, sink);
            return;
        }
    }
    go_on(pos, out, sink);
}

/// After a roll or a move: a move if a die in hand can be used, otherwise the next
/// try, an extra roll, or the next side.
#[inline(always)]
fn go_on<S: Sink>(pos: &mut Position, out: Option<&mut MoveList>, sink: &mut S) {
    if !pos.dice.is_empty() {
        let can_move = match out {
            Some(list) => {
                moves_with(pos, pos.dice, list);
                if list.is_empty() {
                    false
                } else {
                    pos.phase = Phase::Move;
                    return;
                }
            }
            None => pos.has_legal_move(),
        };
        if can_move {
            pos.phase = Phase::Move;
            return;
        }
        sink.event(Event::NoMove {
            side: pos.side_on_turn,
        });
        pos.dice = Dice::default();
        if pos.tries > 1 {
            pos.tries -= 1;
            pos.phase = Phase::Roll;
            return;
        }
    }
    if pos.extra_rolls > 0 {
        pos.extra_rolls -= 1;
        pos.tries = 1;
        pos.phase = Phase::Roll;
        return;
    }
    next_turn(pos, sink);
}

/// Passes the turn to the next side that plays, skipping finished sides and sides
/// that must miss a turn.
#[inline(always)]
fn next_turn<S: Sink>(pos: &mut Position, sink: &mut S) {
    pos.dice = Dice::default();
    pos.sixes_in_row = 0;
    pos.extra_rolls = 0;
    if pos.turn_order.playing == 0 {
        // Nobody can play: cannot happen in a game that is not decided.
        no_side_plays(pos, sink);
        return;
    }
    let mut side = pos.side_on_turn;
    loop {
        let new_round = (pos.turn_order.new_round_after >> side) as u16 & 1;
        pos.round = pos.round.saturating_add(new_round);
        side = pos.turn_order.next[slot(side)];
        if pos.skips[slot(side)] > 0 {
            pos.skips[slot(side)] -= 1;
            sink.event(Event::SkipTurn { side });
            continue;
        }
        break;
    }
    pos.side_on_turn = side;
    pos.tries = initial_tries(pos, side);
    pos.phase = Phase::Roll;
    sink.event(Event::Turn {
        side,
        round: pos.round,
    });
}

/// [`next_turn`] when no side can take a turn: the turn goes round the table
/// once more, counting rounds, and the game ends.
#[cold]
fn no_side_plays<S: Sink>(pos: &mut Position, sink: &mut S) {
    let n = pos.sides.len;
    let mut side = pos.side_on_turn;
    for _ in 0..=n {
        side = if side + 1 < n { side + 1 } else { 0 };
        pos.round = pos.round.saturating_add((side == pos.first) as u16);
    }
    end_game(pos, sink);
}

/// Rolls allowed at the start of a turn: three with `threeRolls` when nothing can move.
#[inline]
pub(crate) fn initial_tries(pos: &Position, side: u8) -> u8 {
    if pos.rules.three_rolls && nothing_can_move(pos, pos.moving_side_of(side)) {
        3
    } else {
        1
    }
}

/// Sends captured pawns back to their bases.
fn send_home<S: Sink>(pos: &mut Position, captures: PawnSet, sink: &mut S) {
    let mut bits = captures;
    while bits != 0 {
        let id = bits.trailing_zeros() as u8;
        bits &= bits - 1;
        pos.put(id / 4, id % 4, 0);
        sink.event(Event::Capture { pawn: id });
    }
}

/// Applies the special square a pawn ended its move on (RULINGS.md "rewards"). Returns
/// whether it captured.
fn special_square<S: Sink>(
    pos: &mut Position,
    side: u8,
    pawn: u8,
    extra: &mut u8,
    sink: &mut S,
) -> bool {
    let from = pos.pawns[side as usize][pawn as usize];
    let Some(square) = pos.track_square(side, from) else {
        return false;
    };
    let effect = pos.specials[square as usize];
    if effect == Special::None {
        return false;
    }
    let mover = pos.seat_on_turn();
    let (to, captures) = match effect {
        Special::Forward3 => walk(pos, side, from, 3)
            .and_then(|(to, _)| Some((to, landing(pos, side, to, mover)?)))
            .unwrap_or((from, 0)),
        Special::Back3 => {
            let to = from.saturating_sub(3).max(1);
            let blocked = (to..from).any(|p| {
                let c = pos.cell(side, p);
                (pos.rules.barriers || pos.rules.towers) && pos.occ.doubled(c)
            });
            match landing(pos, side, to, mover) {
                Some(c) if !blocked => (to, c),
                _ => (from, 0),
            }
        }
        Special::BackToStart => {
            let own_there = pos.pawns[side as usize].contains(&1);
            match landing(pos, side, 1, mover) {
                Some(c) if !own_there || pos.rules.stacking => (1, c),
                _ => (0, 0),
            }
        }
        Special::PlayAgain => {
            *extra += 1;
            (from, 0)
        }
        Special::SkipTurn => {
            // With `teams` the turn rules are the player's, whoever's pawn it was.
            let skipper = if pos.rules.has_teams() {
                pos.side_on_turn
            } else {
                side
            };
            let skips = &mut pos.skips[skipper as usize];
            *skips = skips.saturating_add(1);
            (from, 0)
        }
        Special::None => (from, 0),
    };
    pos.put(side, pawn, to);
    sink.event(Event::Special {
        pawn: side * 4 + pawn,
        effect,
        to,
    });
    send_home(pos, captures, sink);
    captures != 0
}

/// Records seats that have finished after a move of `moved` side, settles the neutral
/// colour's winner rule, and ends the game when it is decided.
fn update_places<S: Sink>(pos: &mut Position, moved: u8, sink: &mut S) {
    let seat = pos.owner(moved);
    let neutral = pos.neutral_side();
    if seat != NEUTRAL
        && pos.seat_done(seat)
        && !pos.ranking().contains(&seat)
        && !pos.waiting().contains(&seat)
    {
        if neutral.is_some_and(|ns| !pos.side_done(ns)) {
            pos.waiting[pos.waited as usize] = seat;
            pos.waited += 1;
        } else if let Some(p) = pos.partner(moved) {
            // With `teams` the team has finished: both partners take its place.
            let other = pos.owner(p);
            rank(pos, seat.min(other), sink);
            rank(pos, seat.max(other), sink);
        } else {
            rank(pos, seat, sink);
        }
    }
    if neutral == Some(moved) && pos.side_done(moved) && pos.waited > 0 {
        // Seed 003 "Fewer than 4 players": among those already finished, the one who
        // brings the last neutral pawn home wins; otherwise the first to have finished.
        let mover = pos.seat_on_turn();
        let waiting = pos.waiting;
        let n = pos.waited as usize;
        let winner = if waiting[..n].contains(&mover) {
            mover
        } else {
            waiting[0]
        };
        pos.waited = 0;
        rank(pos, winner, sink);
        for &s in waiting[..n].iter().filter(|&&s| s != winner) {
            rank(pos, s, sink);
        }
    }
    if pos.is_over() {
        end_game(pos, sink);
    }
}

fn rank<S: Sink>(pos: &mut Position, seat: u8, sink: &mut S) {
    pos.ranking[pos.ranked as usize] = seat;
    pos.ranked += 1;
    // Places go by team with `teams`: partners, ranked one after the other, share one.
    let place = if pos.rules.has_teams() {
        pos.ranked.div_ceil(2)
    } else {
        pos.ranked
    };
    sink.event(Event::Finish { seat, place });
}

/// Ends the game: seats without a place are ranked by score (ties by seat order), and
/// with `scoreRanking` every place is decided by score.
fn end_game<S: Sink>(pos: &mut Position, sink: &mut S) {
    for i in 0..pos.waited as usize {
        let seat = pos.waiting[i];
        rank(pos, seat, sink);
    }
    pos.waited = 0;
    let placed = pos.ranked as usize;
    for s in 0..pos.seats {
        if !pos.ranking().contains(&s) {
            pos.ranking[pos.ranked as usize] = s;
            pos.ranked += 1;
        }
    }
    let scores: [u32; MAX_ARMS] = std::array::from_fn(|s| pos.score(s as u8));
    #[cfg(not(feature = "six"))]
    let by_score = |a: &u8, b: &u8| scores[*a as usize] > scores[*b as usize];
    // With `teams` partners share their team's score, and stay side by side.
    #[cfg(feature = "six")]
    let by_score = {
        let teams = pos.rules.teams;
        let half = (pos.seats / 2).max(1);
        move |a: &u8, b: &u8| {
            let (sa, sb) = (scores[*a as usize], scores[*b as usize]);
            sa > sb || (teams && sa == sb && a % half < b % half)
        }
    };
    let from = if pos.rules.score_ranking { 0 } else { placed };
    insertion_sort(&mut pos.ranking[from..pos.ranked as usize], by_score);
    pos.dice = Dice::default();
    pos.extra_rolls = 0;
    pos.phase = Phase::Over;
    sink.event(Event::Over);
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
pub fn replay_roll_off(seats: u8, log: &[Event]) -> Result<(u8, usize), GameError> {
    let mut contenders: Vec<u8> = (0..seats).collect();
    let mut at = 0;
    loop {
        let mut best = 0;
        let mut tied = Vec::new();
        for &seat in &contenders {
            let die = match log.get(at) {
                Some(&Event::RollOff { seat: s, die }) if s == seat => die,
                _ => {
                    return Err(GameError::at(
                        ErrorCode::SaveLog,
                        format!("log[{at}]"),
                        format!("should be seat {seat}'s roll to decide who begins"),
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
