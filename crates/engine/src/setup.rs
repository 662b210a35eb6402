//! Unchecked positions: a [`Setup`] has public fields and may be anything (a saved game,
//! a test's position); it becomes a [`Position`] only through [`FromSetup::from_setup`],
//! which checks every field against the rules, and the error names the first field found
//! wrong, in the words of saved games.

use crate::board::{MAX_ARMS, MAX_CELLS};
use crate::colour::Colour;
use crate::error::{ErrorCode, GameError};
use crate::movegen::{MoveGen, nothing_can_move};
use crate::occupancy::Occupancy;
use crate::position::{
    Dice, MAX_EXTRA_ROLLS, NEUTRAL, Phase, Position, STALEMATE_ROLLS, Sides, Traits, TurnOrder,
};
use crate::rules::Rules;
use crate::special::{SPECIAL_COUNTS, Special, SpecialSquares};

/// An unchecked game position with public fields. Turn it into a [`Position`] with
/// [`FromSetup::from_setup`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The rules in force.
    pub rules: Rules,
    /// How many seats (players), 2–4 (up to 6 on six arms).
    pub seats: u8,
    /// Path positions of each side's pawns.
    pub pawns: Vec<[u8; 4]>,
    /// The side on turn.
    pub side: u8,
    /// The side that took the first turn (rounds are counted from it).
    pub first: u8,
    /// The round number, from 1.
    pub round: u16,
    /// What the side on turn must do.
    pub phase: Phase,
    /// Dice rolled and not yet used.
    pub dice: Dice,
    /// Sixes rolled in a row by the side on turn.
    pub sixes_in_row: u8,
    /// Extra rolls the side on turn has in hand.
    pub extra_rolls: u8,
    /// Rolls left for the side on turn this turn, when nothing can move (`threeRolls`).
    pub tries: u8,
    /// Turns each side will miss.
    pub skips: [u8; MAX_ARMS],
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
            side: 0,
            first: 0,
            round: 1,
            phase: Phase::Roll,
            dice: Dice::default(),
            sixes_in_row: 0,
            extra_rolls: 0,
            tries: 1,
            skips: [0; MAX_ARMS],
            specials: [Special::default(); crate::board::MAX_TRACK],
            ranking: vec![],
            waiting: vec![],
            idle_rolls: 0,
        }
    }
}

/// Why a setup is not a valid position: code `save.position` (or the code of the
/// rules' refusal), naming the field at fault in the words of saved games (`tries`).
pub type SetupError = GameError;

/// Refuses the setup: `bail!(field; "what was wrong, {}", x)`.
macro_rules! bail {
    ($field:expr; $($arg:tt)*) => {
        return Err(refused(&$field, format!($($arg)*)))
    };
}

/// A position refused for what `field` holds.
#[inline(never)]
fn refused(field: &str, what: String) -> GameError {
    GameError::at(ErrorCode::SavePosition, field, what)
}

/// Making a checked value from a [`Setup`].
pub trait FromSetup: Sized {
    /// Checks a setup against the rules and turns it into a position. The error names the
    /// first field found wrong, in the words of saved games.
    fn from_setup(s: &Setup) -> Result<Self, SetupError>;
}

impl FromSetup for Position {
    fn from_setup(s: &Setup) -> Result<Position, SetupError> {
        s.rules.check()?;
        s.rules.check_seats(s.seats)?;
        let board = s.rules.geometry();
        let sides = Sides::layout(&s.rules, s.seats);
        let n = sides.len;
        if s.pawns.len() != n as usize {
            bail!(
                "pawns"; "expected one list per colour in play ({n}), got {}",
                s.pawns.len()
            );
        }
        let mut pawns = [[0u8; 4]; MAX_ARMS];
        for (side, list) in s.pawns.iter().enumerate() {
            for (k, &p) in list.iter().enumerate() {
                if p > board.goal {
                    bail!(
                        format!("pawns[{side}][{k}]"); "{p} is not a path position on the {} board (0 to {})",
                        board.kind.name(),
                        board.goal
                    );
                }
            }
            pawns[side] = *list;
        }
        let mut ranking = [0u8; MAX_ARMS];
        let mut waiting = [0u8; MAX_ARMS];
        for (field, list, out) in [
            ("ranking", &s.ranking, &mut ranking),
            ("waiting", &s.waiting, &mut waiting),
        ] {
            if list.len() > s.seats as usize {
                bail!(field; "more entries than seats");
            }
            for (i, &seat) in list.iter().enumerate() {
                if seat >= s.seats || list[..i].contains(&seat) {
                    bail!(field; "seat {seat} is not a seat, or is listed twice");
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
            side_on_turn: s.side,
            first: s.first,
            round: s.round,
            phase: s.phase,
            dice: s.dice,
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
        check_squares(&pos)?;
        check_turn(&pos)?;
        check_specials(&pos)?;
        check_places(&pos)?;
        Ok(pos)
    }
}

impl From<&Position> for Setup {
    /// The unchecked form of a position.
    fn from(pos: &Position) -> Setup {
        Setup {
            rules: pos.rules,
            seats: pos.seats,
            pawns: pos.pawns[..pos.sides.len as usize].to_vec(),
            side: pos.side_on_turn,
            first: pos.first,
            round: pos.round,
            phase: pos.phase,
            dice: pos.dice,
            sixes_in_row: pos.sixes_in_row,
            extra_rolls: pos.extra_rolls,
            tries: pos.tries,
            skips: pos.skips,
            specials: pos.specials,
            ranking: pos.ranking().to_vec(),
            waiting: pos.waiting().to_vec(),
            idle_rolls: pos.idle_rolls,
        }
    }
}

/// Checks that no square holds what the rules forbid.
pub fn check_squares(pos: &Position) -> Result<(), SetupError> {
    let r = &pos.rules;
    let occ = Occupancy::place(
        pos.board,
        &pos.sides.colours[..pos.sides.len as usize],
        &pos.pawns,
    );
    if occ != pos.occ {
        bail!("pawns"; "the pawns recorded per square are out of step (an engine bug)");
    }
    for cell in 0..MAX_CELLS {
        let cell = cell as u8;
        if occ.is_free(cell) {
            continue;
        }
        let counts: Vec<u8> = (0..pos.sides.len).map(|s| occ.of(cell, s)).collect();
        // Partners share squares (`teams`): they count as one colour here.
        #[cfg(not(feature = "six"))]
        let colours = counts.iter().filter(|&&c| c > 0).count();
        #[cfg(feature = "six")]
        let colours = {
            let first = |s: u8| {
                pos.partner(s)
                    .is_none_or(|p| p > s || counts[p as usize] == 0)
            };
            (0..pos.sides.len)
                .filter(|&s| counts[s as usize] > 0 && first(s))
                .count()
        };
        let most = *counts.iter().max().unwrap_or(&0);
        let where_ = describe_cell(pos, cell);
        let track = pos.board.is_track_cell(cell);
        if track && r.safe_squares && pos.is_safe_track(cell) || r.stacking {
            continue;
        }
        if colours > 1 {
            bail!("pawns"; "{where_} holds pawns of two colours, which the rules forbid there");
        }
        let limit = if r.towers || (r.barriers && track) {
            2
        } else {
            1
        };
        if most > limit {
            bail!("pawns"; "{where_} holds {most} pawns of one colour; at most {limit} may share it");
        }
    }
    Ok(())
}

fn describe_cell(pos: &Position, cell: u8) -> String {
    if pos.board.is_track_cell(cell) {
        format!("track square {cell}")
    } else {
        let k = cell - pos.board.track_len;
        let colour = Colour::from_index((k / pos.board.home_len) as usize);
        format!("{colour}'s home square {}", k % pos.board.home_len + 1)
    }
}

fn check_turn(pos: &Position) -> Result<(), SetupError> {
    let n = pos.sides.len;
    let r = &pos.rules;
    if pos.side_on_turn >= n || pos.owner(pos.side_on_turn) == NEUTRAL {
        bail!("side"; "side {} cannot be on turn", pos.side_on_turn);
    }
    if pos.first >= n || pos.owner(pos.first) == NEUTRAL {
        bail!("first"; "side {} cannot have begun the game", pos.first);
    }
    if pos.round == 0 {
        bail!("round"; "rounds are counted from 1");
    }
    if pos.phase == Phase::Over {
        if !pos.dice.is_empty() {
            bail!("dice"; "a finished game has no dice in hand");
        }
        return Ok(());
    }
    if pos.idle_rolls >= STALEMATE_ROLLS {
        bail!(
            "idleRolls"; "{} rolls without a move would have ended the game",
            pos.idle_rolls
        );
    }
    if pos.extra_rolls > MAX_EXTRA_ROLLS {
        bail!(
            "extraRolls"; "{} is more than a game can earn",
            pos.extra_rolls
        );
    }
    let max_sixes = if r.three_sixes { 2 } else { u8::MAX };
    if pos.sixes_in_row > max_sixes {
        bail!(
            "sixesInRow"; "a third six in a row ends the turn, so {} cannot be pending",
            pos.sixes_in_row
        );
    }
    let max_tries = if r.three_rolls { 3 } else { 1 };
    match pos.phase {
        Phase::Over => {}
        Phase::Roll => {
            let banked_ok = r.bank_sixes && r.six_bonus && pos.dice.other == 0;
            if !pos.dice.is_empty() && !banked_ok {
                bail!("dice"; "only banked sixes may wait while a roll is due");
            }
            if pos.dice.sixes > pos.sixes_in_row {
                bail!("dice"; "more sixes banked than sixes rolled in a row");
            }
        }
        Phase::Move => {
            if pos.dice.is_empty() {
                bail!("dice"; "a move is due but no die is in hand");
            }
            if !r.bank_sixes && pos.dice.sixes + (pos.dice.other != 0) as u8 > 1 {
                bail!("dice"; "only one die is in hand unless sixes are banked");
            }
            if !pos.has_legal_move() {
                bail!("phase"; "a move is due but no die in hand can be used");
            }
        }
    }
    if !(1..=max_tries).contains(&pos.tries) {
        bail!("tries"; "expected 1 to {max_tries}, got {}", pos.tries);
    }
    if pos.tries > 1 && !nothing_can_move(pos, pos.moving_side()) {
        bail!(
            "tries"; "more than one roll is left only while no pawn of side {} can move",
            pos.side_on_turn
        );
    }
    if !pos.can_take_turn(pos.side_on_turn) {
        bail!("side"; "side {} has no turns left", pos.side_on_turn);
    }
    if pos.is_over() {
        bail!("phase"; "the game is decided, so the phase must be \"over\"");
    }
    Ok(())
}

fn check_specials(pos: &Position) -> Result<(), SetupError> {
    let placed = pos.specials.iter().filter(|&&s| s != Special::None).count();
    if !pos.rules.special_squares {
        if placed > 0 {
            bail!("specialSquares"; "special squares need the specialSquares rule");
        }
        if pos.skips.iter().any(|&k| k > 0) {
            bail!("skips"; "turns can only be skipped with special squares");
        }
        return Ok(());
    }
    for (kind, count) in SPECIAL_COUNTS {
        let have = pos.specials.iter().filter(|&&s| s == kind).count();
        if have != count {
            bail!(
                "specialSquares"; "expected {count} \"{}\" squares, found {have}",
                kind.name()
            );
        }
    }
    for (i, &s) in pos.specials.iter().enumerate() {
        if s != Special::None
            && (i >= pos.board.track_len as usize || pos.board.is_start_square(i as u8))
        {
            bail!("specialSquares"; "square {i} is a start square or off the track");
        }
    }
    if pos.skips[pos.sides.len as usize..].iter().any(|&k| k > 0) {
        bail!("skips"; "only colours in play can miss turns");
    }
    Ok(())
}

fn check_places(pos: &Position) -> Result<(), SetupError> {
    let neutral = pos.neutral_side();
    if pos.waited > 0 && neutral.is_none_or(|ns| pos.side_done(ns)) {
        bail!("waiting"; "seats wait only for an unfinished neutral colour");
    }
    for &seat in pos.waiting() {
        if !pos.seat_done(seat) || pos.ranking().contains(&seat) {
            bail!("waiting"; "seat {seat} has not finished, or is already ranked");
        }
    }
    if pos.phase == Phase::Over {
        if pos.ranked != pos.seats {
            bail!("ranking"; "a finished game ranks every seat");
        }
        return check_final_ranking(pos);
    }
    for (place, &seat) in pos.ranking().iter().enumerate() {
        if !pos.seat_done(seat) {
            bail!(
                "ranking"; "seat {seat} is in place {} but has not finished",
                place + 1
            );
        }
    }
    for seat in 0..pos.seats {
        let placed = pos.ranking().contains(&seat) || pos.waiting().contains(&seat);
        if pos.seat_done(seat) && !placed {
            bail!("ranking"; "seat {seat} has finished but has no place");
        }
    }
    Ok(())
}

/// Checks the places of a finished game: seats that finished come first, then the
/// others by score (with `scoreRanking`, every place goes by score).
fn check_final_ranking(pos: &Position) -> Result<(), SetupError> {
    let ranking = pos.ranking();
    for (place, pair) in ranking.windows(2).enumerate() {
        let (a, b) = (pair[0], pair[1]);
        let (done_a, done_b) = (pos.seat_done(a), pos.seat_done(b));
        if !done_a && done_b && !pos.rules.score_ranking {
            bail!("ranking"; "seat {b} finished but is placed after seat {a}, who did not");
        }
        let by_score = pos.rules.score_ranking || !done_a;
        if by_score && pos.score(a) < pos.score(b) {
            bail!(
                "ranking"; "places {} and {} do not follow the scores ({} < {})",
                place + 1,
                place + 2,
                pos.score(a),
                pos.score(b)
            );
        }
    }
    Ok(())
}

/// Validates a position again as a saved game would be, and checks that it comes back
/// unchanged: in particular that what the position keeps up to date as pawns move (the
/// pawns on each square, the sides that still take turns and their order) agrees with a
/// fresh look. The invariant checks of `ludo-lab` run it after every roll and move.
pub fn recheck(pos: &Position) -> Result<(), String> {
    let again = Position::from_setup(&Setup::from(pos))
        .map_err(|e| format!("validation refuses the position: {e}"))?;
    if again.occ != pos.occ {
        return Err("the pawns recorded per square are out of step with the pawns".into());
    }
    if again.turn_order != pos.turn_order {
        return Err("the sides that take turns are out of step with the pawns".into());
    }
    // Compared field by field: unused entries of the ranking arrays may differ.
    let same = again.pawns == pos.pawns
        && again.sides == pos.sides
        && (again.side_on_turn, again.first, again.round, again.phase)
            == (pos.side_on_turn, pos.first, pos.round, pos.phase)
        && again.dice == pos.dice
        && (
            again.sixes_in_row,
            again.extra_rolls,
            again.tries,
            again.idle_rolls,
        ) == (pos.sixes_in_row, pos.extra_rolls, pos.tries, pos.idle_rolls)
        && again.skips == pos.skips
        && again.specials == pos.specials
        && again.ranking() == pos.ranking()
        && again.waiting() == pos.waiting()
        && again.traits == pos.traits;
    if !same {
        return Err(format!(
            "the position is not the same after validation: {}",
            first_difference(&format!("{pos:?}"), &format!("{again:?}"))
        ));
    }
    Ok(())
}

/// Where two descriptions first differ, with some context.
fn first_difference(a: &str, b: &str) -> String {
    let at = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
    let from = a[..at].rfind(", ").map_or(0, |i| i + 2);
    let show = |s: &str| {
        s.get(from..(at + 40).min(s.len()))
            .unwrap_or("")
            .to_string()
    };
    format!("{} became {}", show(a), show(b))
}
