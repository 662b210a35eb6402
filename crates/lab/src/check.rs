//! Invariants of games in progress, and a reference move generator to test the real one
//! against.
//!
//! The tests (`tests/random_games.rs`, `tests/fuzz.rs`) and the benchmark command
//! (`scripts/bench.sh`, millions of games) call the same functions here, so both check the
//! same things after every roll and move:
//! - every pawn is accounted for: replaying the step's events (moves, captures, forfeits,
//!   special squares) on the pawns before it gives exactly the pawns after it;
//! - the position passes the validation of saved games unchanged
//!   (`Position::from_setup(&pos.to_setup())`): pawns within the board, no square holding
//!   what the rules forbid, a side on turn that may play, places that add up;
//! - the turn goes to the next side clockwise that may play, skipping finished sides and
//!   sides that miss a turn, and rounds are counted when the first side's turn comes round;
//! - every game ends within [`MAX_STEPS`] rolls and moves, with every seat placed.
//!
//! The reference move generator ([`reference_moves`]) is written from RULINGS.md without
//! the engine's shortcuts (no incremental occupancy, no fast paths): it looks at every
//! pawn for every square and walks every move square by square.

use ludo_engine::board::{MAX_ARMS, NO_CELL, PawnSet};
use ludo_engine::event::Event;
use ludo_engine::moves::{Move, MoveKind, MoveList, NO_PAWN};
use ludo_engine::position::{Dice, NEUTRAL, Phase, Position, Sides};
use ludo_engine::prelude::*;
use ludo_engine::rng::Rng;
use ludo_engine::rules::{FirstTurn, Preset, Rules, SwitchKind};
use ludo_engine::setup::Setup;
use ludo_engine::special::{self, Special};

/// Every checked game ends within this many rolls and moves. Random games average about
/// 1,000 (longer with reward squares and towers); the longest seen in millions of games is
/// printed by `scripts/bench.sh`. The engine itself ends a game after 1,000 rolls in a row
/// without a move (`STALEMATE_ROLLS`).
pub const MAX_STEPS: u64 = 50_000;

/// A rule set to play: a preset with at most a few switches changed, and a seat count.
#[derive(Clone, Debug)]
pub struct Variation {
    /// The preset and the changed switches, e.g. `classic +towers` or `mensch enterOn=[1,6]`.
    pub name: String,
    /// The rules.
    pub rules: Rules,
    /// How many seats.
    pub seats: u8,
}

/// The values a switch is changed to on top of a preset: the other value of a yes/no
/// switch or of a board, every other first-turn choice, another set of entry dice.
fn other_values(rules: &Rules, name: &str) -> Vec<serde_json::Value> {
    use serde_json::{Value, json};
    let Some(switch) = Rules::SWITCHES.iter().find(|s| s.name == name) else {
        return Vec::new();
    };
    let now = rules.get(name).unwrap_or(Value::Null);
    match switch.kind {
        SwitchKind::Bool => vec![json!(!now.as_bool().unwrap_or(false))],
        SwitchKind::Choice(choices) => choices
            .iter()
            .filter(|c| now.as_str() != Some(c))
            .map(|c| json!(c))
            .collect(),
        SwitchKind::Dice if now == json!([6]) => vec![json!([1, 6])],
        SwitchKind::Dice => vec![json!([6])],
        SwitchKind::Count(max) => (0..=max)
            .filter(|&v| now.as_u64() != Some(v as u64))
            .map(|v| json!(v))
            .collect(),
    }
}

/// The seat counts a rule set is played with: house rules that only act with two or
/// three players are only played with that many.
fn seat_counts(rules: &Rules, changed: &str) -> &'static [u8] {
    match changed {
        "twoColoursEach" if rules.two_colours_each => &[2],
        "neutralColour" if rules.neutral_colour => &[3],
        "teams" if rules.teams => &[4],
        "arms" if rules.teams => &[4, 6],
        "arms" if rules.arms.count() == 6 => &[2, 3, 4, 5, 6],
        _ => &[2, 3, 4],
    }
}

/// A preset's rule sets: the preset itself and each switch changed alone (where the
/// result can be played: `stacking`, `towers` and `barriers` exclude each other), each
/// with 2, 3 and 4 seats.
pub fn variations(preset: Preset) -> Vec<Variation> {
    let base = preset.rules();
    let mut out: Vec<Variation> = [2, 3, 4]
        .into_iter()
        .map(|seats| Variation {
            name: preset.name().to_string(),
            rules: base,
            seats,
        })
        .collect();
    for s in Rules::SWITCHES {
        for value in other_values(&base, s.name) {
            let mut rules = base;
            if rules.set(s.name, &value).is_err() || rules.check().is_err() {
                continue;
            }
            let name = match value {
                serde_json::Value::Bool(true) => format!("{} +{}", preset.name(), s.name),
                serde_json::Value::Bool(false) => format!("{} -{}", preset.name(), s.name),
                other => format!("{} {}={}", preset.name(), s.name, other),
            };
            for &seats in seat_counts(&rules, s.name) {
                out.push(Variation {
                    name: name.clone(),
                    rules,
                    seats,
                });
            }
        }
    }
    out
}

/// The seven mensch house rules.
pub const HOUSE_RULES: [&str; 7] = [
    "twoColoursEach",
    "neutralColour",
    "captureBackwards",
    "threeRolls",
    "noSkippingInFinish",
    "barriers",
    "compulsoryCapture",
];

/// Mensch with all seven house rules on, with 2, 3 and 4 seats.
pub fn house_rules() -> Vec<Variation> {
    let mut rules = Preset::Mensch.rules();
    for name in HOUSE_RULES {
        rules
            .set(name, &serde_json::Value::Bool(true))
            .expect("a house rule switch");
    }
    [2, 3, 4]
        .into_iter()
        .map(|seats| Variation {
            name: "mensch +all seven house rules".into(),
            rules,
            seats,
        })
        .collect()
}

/// Whether a side still takes turns: it has pawns out, or, once home, the neutral colour
/// (house rule `neutralColour`) still has pawns out for it to move.
fn may_play(pos: &Position, side: u8) -> bool {
    if pos.owner(side) == NEUTRAL {
        return false;
    }
    let neutral_out =
        pos.rules().neutral_colour && pos.sides().neutral().is_some_and(|ns| !pos.side_done(ns));
    let partner_out = partner_of(pos, side).is_some_and(|p| !pos.side_done(p));
    !pos.side_done(side) || neutral_out || partner_out
}

/// The side opposite, with `teams` (RULINGS.md "Six arms and teams": seats 1 and 3, 2 and
/// 4; with six seats 1 and 4, 2 and 5, 3 and 6).
fn partner_of(pos: &Position, side: u8) -> Option<u8> {
    let n = pos.sides().len;
    pos.rules().teams.then_some((side + n / 2) % n)
}

/// The side whose pawns the side on turn moves: its partner's once its own are home.
fn mover_side(pos: &Position) -> u8 {
    let side = pos.side_on_turn();
    match partner_of(pos, side) {
        Some(p) if pos.side_done(side) => p,
        _ => side,
    }
}

/// A position on its own: the validation of saved games accepts it and gives it back
/// unchanged, and what the position keeps up to date as pawns move (the pawns on each
/// square, the sides that still take turns and their order) agrees with a fresh look.
pub fn check_position(pos: &Position) -> Result<(), String> {
    ludo_engine::setup::recheck(pos)
}

/// The opening position and what [`Position::start`] logged: pawns in their bases (or on
/// their start squares), round 1, and the first turn for the side the rules say.
pub fn check_start(pos: &Position, events: &[Event]) -> Result<(), String> {
    let r = pos.rules();
    for s in 0..pos.sides().len {
        let want: [u8; 4] = std::array::from_fn(|k| (k < r.start_pawns as usize) as u8);
        if pos.pawns(s) != want {
            return Err(format!("side {s} starts with pawns at {:?}", pos.pawns(s)));
        }
    }
    if pos.phase() != Phase::Roll || !pos.dice().is_empty() || pos.round() != 1 {
        return Err("a game starts in round 1 with a roll due".into());
    }
    let Some((Event::Turn { side, round: 1 }, roll_off)) = events.split_last() else {
        return Err(format!("the start logged {events:?}, not a first turn"));
    };
    if *side != pos.side_on_turn() || !may_play(pos, *side) {
        return Err(format!("the first turn went to side {side}"));
    }
    let seat = pos.owner(*side);
    match r.first_turn {
        FirstTurn::FirstSeat if seat != 0 => return Err(format!("seat {seat} began, not 0")),
        FirstTurn::HighestRoll => {
            let winner = roll_off_winner(pos.seats(), roll_off)?;
            if seat != winner {
                return Err(format!(
                    "seat {winner} won the roll-off but seat {seat} began"
                ));
            }
        }
        _ if !roll_off.is_empty() => return Err(format!("unexpected start events {roll_off:?}")),
        _ => {}
    }
    check_position(pos)
}

/// Replays a roll-off from its events: every contender rolls once a round, in seat order,
/// and those with the highest roll go on until one is left.
fn roll_off_winner(seats: u8, events: &[Event]) -> Result<u8, String> {
    let mut contenders: Vec<u8> = (0..seats).collect();
    let mut events = events.iter();
    loop {
        let mut rolls = Vec::new();
        for &c in &contenders {
            match events.next() {
                Some(&Event::RollOff { seat, die }) if seat == c && (1..=6).contains(&die) => {
                    rolls.push((seat, die));
                }
                other => {
                    return Err(format!(
                        "roll-off: expected seat {c} to roll, got {other:?}"
                    ));
                }
            }
        }
        let best = rolls.iter().map(|r| r.1).max().unwrap_or(0);
        contenders = rolls.iter().filter(|r| r.1 == best).map(|r| r.0).collect();
        if contenders.len() == 1 {
            return match events.next() {
                None => Ok(contenders[0]),
                Some(e) => Err(format!("roll-off: {e:?} after the winner was found")),
            };
        }
    }
}

/// One roll or one move: `before` and `after` are the positions around it, `events` what
/// it logged. See the module documentation for what is checked.
pub fn check_step(before: &Position, after: &Position, events: &[Event]) -> Result<(), String> {
    match events.first() {
        Some(&Event::Roll { side, die })
            if side == before.side_on_turn() && (1..=6).contains(&die) => {}
        Some(&Event::Move { pawn, die, .. }) if before.dice().has(die) => {
            let side = pawn / 4;
            let neutral = before.rules().neutral_colour && before.owner(side) == NEUTRAL;
            if side != mover_side(before) && !neutral {
                return Err(format!("side {} moved pawn {pawn}", before.side_on_turn()));
            }
        }
        other => return Err(format!("a step began with {other:?}")),
    }
    let mut skips = check_pawns(before, after, events)?;
    check_turn_order(before, after, events, &mut skips)?;
    let over = events.contains(&Event::Over);
    if over != (after.phase() == Phase::Over) || (over && events.last() != Some(&Event::Over)) {
        return Err(format!("phase {:?} after {events:?}", after.phase().name()));
    }
    check_position(after)
}

/// Every pawn accounted for: replaying the events on the pawns before the step gives the
/// pawns after it. Returns each side's turns to miss after the events.
fn check_pawns(
    before: &Position,
    after: &Position,
    events: &[Event],
) -> Result<[u16; MAX_ARMS], String> {
    let n = before.sides().len;
    let mut pawns: [[u8; 4]; MAX_ARMS] = std::array::from_fn(|s| before.pawns(s as u8));
    let mut skips: [u16; MAX_ARMS] = std::array::from_fn(|s| before.skips(s as u8) as u16);
    for e in events {
        replay_event(e, before, &mut pawns, &mut skips)?;
    }
    for s in 0..n {
        if pawns[s as usize] != after.pawns(s) {
            return Err(format!(
                "side {s}: the events leave pawns at {:?} but they are at {:?}",
                pawns[s as usize],
                after.pawns(s)
            ));
        }
    }
    Ok(skips)
}

/// Plays one logged event on the pawns, or says why it cannot have happened.
fn replay_event(
    e: &Event,
    before: &Position,
    pawns: &mut [[u8; 4]; MAX_ARMS],
    skips: &mut [u16; MAX_ARMS],
) -> Result<(), String> {
    let at = |id: u8| -> Result<(usize, usize), String> {
        if id / 4 >= before.sides().len {
            return Err(format!("{e:?} names a colour not in play"));
        }
        Ok(((id / 4) as usize, (id % 4) as usize))
    };
    match *e {
        Event::Move {
            pawn,
            from,
            to,
            kind,
            ..
        } => {
            let (s, k) = at(pawn)?;
            if pawns[s][k] != from || to > before.board().goal {
                return Err(format!("{e:?}, but the pawn stood at {}", pawns[s][k]));
            }
            if kind == MoveKind::Tower {
                let partner = (0..4).find(|&j| j != k && pawns[s][j] == from);
                let Some(j) = partner else {
                    return Err(format!("{e:?} without a second pawn"));
                };
                pawns[s][j] = to;
            }
            pawns[s][k] = to;
        }
        Event::Capture { pawn } => {
            let (s, k) = at(pawn)?;
            if pawns[s][k] == 0 {
                return Err(format!("{e:?}, but the pawn is in its base"));
            }
            pawns[s][k] = 0;
        }
        // A pawn that could only have captured by entering is "sent back" from its
        // base: the engine logs it, and nothing moves.
        Event::Forfeit { pawn } => {
            let (s, k) = at(pawn)?;
            pawns[s][k] = 0;
        }
        Event::Special { pawn, effect, to } => {
            let (s, k) = at(pawn)?;
            pawns[s][k] = to;
            if effect == Special::SkipTurn {
                // With `teams` the turn rules are the player's, whoever's pawn it was.
                let who = if before.rules().teams {
                    before.side_on_turn() as usize
                } else {
                    s
                };
                skips[who] += 1;
            }
        }
        _ => {}
    }
    Ok(())
}

/// The turn passes clockwise to the next side that may play; a side with a turn to miss
/// is skipped (and logged) instead; the round goes up when the first side's turn comes.
fn check_turn_order(
    before: &Position,
    after: &Position,
    events: &[Event],
    skips: &mut [u16; MAX_ARMS],
) -> Result<(), String> {
    let n = before.sides().len;
    let first = before.first();
    let turns: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Turn { .. }))
        .collect();
    let skipped: Vec<u8> = events
        .iter()
        .filter_map(|e| match *e {
            Event::SkipTurn { side } => Some(side),
            _ => None,
        })
        .collect();
    let (side, round) = match turns.as_slice() {
        [] => return check_same_turn(before, after, &skipped, skips),
        [Event::Turn { side, round }] => (*side, *round),
        _ => return Err(format!("{} turns passed in one step", turns.len())),
    };
    let mut expect_side = before.side_on_turn();
    let mut expect_round = before.round();
    let mut pending = skipped.iter();
    // Each pass round the table either reaches a side that plays or uses up a turn to
    // miss, so a bound of (1 + turns to miss) × sides steps is generous.
    let bound = (1 + skips.iter().map(|&k| k as usize).sum::<usize>()) * n as usize + n as usize;
    for _ in 0..=bound {
        expect_side = (expect_side + 1) % n;
        if expect_side == first {
            expect_round = expect_round.saturating_add(1);
        }
        if !may_play(after, expect_side) {
            continue;
        }
        if skips[expect_side as usize] > 0 {
            if pending.next() != Some(&expect_side) {
                return Err(format!(
                    "side {expect_side} had a turn to miss but was not skipped ({events:?})"
                ));
            }
            skips[expect_side as usize] -= 1;
            continue;
        }
        if side != expect_side || round != expect_round {
            return Err(format!(
                "the turn went to side {side} in round {round}, not side {expect_side} in round {expect_round}"
            ));
        }
        if let Some(extra) = pending.next() {
            return Err(format!("side {extra} was skipped out of turn"));
        }
        if after.side_on_turn() != side || after.round() != round {
            return Err("the position's turn and round do not match the log".into());
        }
        return check_skips(after, skips);
    }
    Err("no side may play, yet the turn passed".into())
}

/// A step that logged no turn: the side and round stay, and nobody was skipped.
fn check_same_turn(
    before: &Position,
    after: &Position,
    skipped: &[u8],
    skips: &[u16; MAX_ARMS],
) -> Result<(), String> {
    let over = after.phase() == Phase::Over;
    if !skipped.is_empty() || (!over && after.side_on_turn() != before.side_on_turn()) {
        return Err("the turn changed without a Turn entry".into());
    }
    if !over && after.round() != before.round() {
        return Err("the round changed within a turn".into());
    }
    check_skips(after, skips)
}

/// Each side's turns to miss are what the events left.
fn check_skips(after: &Position, skips: &[u16; MAX_ARMS]) -> Result<(), String> {
    for s in 0..after.sides().len {
        if after.skips(s) as u16 != skips[s as usize] {
            return Err(format!("side {s} has {} turns to miss", after.skips(s)));
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------
// The reference move generator.

/// What stands on a cell: pawns per side, and the pawn ids.
fn on_cell(pos: &Position, cell: u8) -> ([u8; MAX_ARMS], PawnSet) {
    let mut counts = [0u8; MAX_ARMS];
    let mut ids: PawnSet = 0;
    for s in 0..pos.sides().len {
        for (k, &p) in pos.pawns(s).iter().enumerate() {
            if pos.board().cell(pos.colour(s), p) == cell {
                counts[s as usize] += 1;
                ids |= 1 << (s * 4 + k as u8);
            }
        }
    }
    (counts, ids)
}

fn cell_of(pos: &Position, side: u8, p: u8) -> Option<u8> {
    let c = pos.board().cell(pos.colour(side), p);
    (c != NO_CELL).then_some(c)
}

/// The pawns on a cell as a pawn of `side` sees them: its partner's left out, which
/// neither block it nor are captured by it (RULINGS.md "Six arms and teams").
fn seen_by(pos: &Position, cell: u8, side: u8) -> ([u8; MAX_ARMS], PawnSet) {
    let (mut counts, mut ids) = on_cell(pos, cell);
    if let Some(p) = partner_of(pos, side) {
        counts[p as usize] = 0;
        ids &= !((0xF as PawnSet) << (p * 4));
    }
    (counts, ids)
}

/// A tower (anywhere) or a barrier (on the track): two pawns of one colour that block a
/// pawn of `side` (a partner's do not).
fn blocks(pos: &Position, cell: u8, side: u8) -> bool {
    let r = pos.rules();
    let pairs = r.towers || (r.barriers && pos.board().is_track_cell(cell));
    pairs && seen_by(pos, cell, side).0.iter().any(|&c| c >= 2)
}

/// Where a pawn's forward walk ends (RULINGS.md: towers stop it short, barriers forbid
/// it, bounce-back turns it round at home, no skipping in the finish), and how it moved.
fn reference_walk(pos: &Position, side: u8, from: u8, die: u8) -> Option<(u8, MoveKind)> {
    let r = pos.rules();
    let b = pos.board();
    let steps = if from == 0 {
        if !r.enter_on.has(die) {
            return None;
        }
        if r.enter_to_die { die } else { 1 }
    } else {
        if from >= b.goal || (from + die > b.goal && !r.bounce_back) {
            return None;
        }
        die
    };
    let mut p = from;
    let mut turned = false;
    for step in 0..steps {
        if !turned && p == b.goal {
            turned = true;
        }
        let next = if turned { p - 1 } else { p + 1 };
        if let Some(cell) = cell_of(pos, side, next) {
            // Bouncing back over its own square, the pawn no longer stands there.
            let own_square = from != 0 && cell_of(pos, side, from) == Some(cell);
            let (counts, _) = seen_by(pos, cell, side);
            let mut counts = counts;
            if own_square {
                counts[side as usize] -= 1;
            }
            let pairs = r.towers || (r.barriers && b.is_track_cell(cell));
            if pairs && counts.iter().any(|&c| c >= 2) {
                if r.towers {
                    break;
                }
                return None;
            }
            let occupied = counts.iter().any(|&c| c != 0);
            if r.no_skipping_in_finish && step + 1 < steps && b.in_home_column(next) && occupied {
                return None;
            }
        }
        p = next;
    }
    if p == from || (turned && p <= b.track_steps) {
        return None; // a bounce never leaves the finish
    }
    let kind = match (from, turned) {
        (0, _) => MoveKind::Enter,
        (_, true) => MoveKind::Bounce,
        _ => MoveKind::Forward,
    };
    Some((p, kind))
}

/// Whether a pawn of seat `seat` stands on a cell.
fn seat_on_cell(pos: &Position, seat: u8, cell: u8) -> bool {
    let (_, ids) = on_cell(pos, cell);
    (0..PawnSet::BITS as u8).any(|id| ids & (1 << id) != 0 && pos.owner(id / 4) == seat)
}

/// Landing a pawn of `side`, moved by seat `mover`, at path position `to`: the pawns it
/// captures, or `None` if it may not land there.
fn reference_landing(pos: &Position, side: u8, to: u8, mover: u8) -> Option<PawnSet> {
    let r = pos.rules();
    let Some(cell) = cell_of(pos, side, to) else {
        return Some(0); // the base and the ludo board's home hold any number
    };
    let (all, _) = on_cell(pos, cell);
    let (counts, ids) = seen_by(pos, cell, side);
    let total: u8 = counts.iter().sum();
    let own = counts[side as usize];
    if all.iter().sum::<u8>() == 0 {
        return Some(0);
    }
    let track = pos.board().is_track_cell(cell);
    if r.safe_squares && track && pos.is_safe_track(cell) {
        return Some(0);
    }
    if total > own {
        if pos.owner(side) == NEUTRAL && seat_on_cell(pos, mover, cell) {
            return None;
        }
        if r.stacking && all.iter().sum::<u8>() > 1 {
            return Some(0);
        }
        if blocks(pos, cell, side) {
            return None;
        }
        let own_ids: PawnSet = 0xF << (side * 4);
        return Some(ids & !own_ids);
    }
    let pairs = r.towers || (r.barriers && track);
    (own == 0 || r.stacking || (pairs && own == 1)).then_some(0)
}

/// Every move of one pawn with one die, in the order forward, backward, tower.
fn reference_pawn_moves(pos: &Position, side: u8, pawn: u8, die: u8, out: &mut Vec<Move>) {
    let r = pos.rules();
    let b = pos.board();
    let mover = pos.seat_on_turn();
    let from = pos.pawns(side)[pawn as usize];
    let m = Move {
        side,
        pawn,
        die,
        from,
        to: from,
        kind: MoveKind::Forward,
        captures: 0,
        partner: NO_PAWN,
        forfeit: NO_PAWN,
    };
    if let Some((to, kind)) = reference_walk(pos, side, from, die)
        && let Some(captures) = reference_landing(pos, side, to, mover)
    {
        out.push(Move {
            to,
            kind,
            captures,
            ..m
        });
    }
    // House rule: exactly the die backwards, on the track, only to capture, never onto
    // or past the own start square; barriers on the way (or at the end) forbid it.
    if r.capture_backwards && b.on_track(from) && from > die + 1 {
        let to = from - die;
        let clear = (to..from).all(|p| cell_of(pos, side, p).is_none_or(|c| !blocks(pos, c, side)));
        if clear
            && let Some(captures) = reference_landing(pos, side, to, mover)
            && captures != 0
        {
            out.push(Move {
                to,
                kind: MoveKind::Backward,
                captures,
                ..m
            });
        }
    }
    // Brazilian: a tower moves exactly the die along the track onto an opponent tower,
    // with no tower between, and captures it.
    if r.towers && b.on_track(from) && from + die <= b.track_steps {
        let to = from + die;
        let here = cell_of(pos, side, from).map(|c| on_cell(pos, c).0[side as usize]);
        let between_clear = (from + 1..to).all(|p| {
            cell_of(pos, side, p).is_none_or(|c| seen_by(pos, c, side).0.iter().all(|&k| k < 2))
        });
        if here == Some(2)
            && between_clear
            && let Some(cell) = cell_of(pos, side, to)
        {
            let (counts, ids) = seen_by(pos, cell, side);
            let safe = r.safe_squares && pos.is_safe_track(cell);
            let tower = counts.iter().any(|&k| k >= 2);
            let neutral_own = pos.owner(side) == NEUTRAL && seat_on_cell(pos, mover, cell);
            if !safe && tower && counts[side as usize] == 0 && !neutral_own {
                let partner = (0..4)
                    .find(|&k| k != pawn && pos.pawns(side)[k as usize] == from)
                    .unwrap_or(NO_PAWN);
                out.push(Move {
                    to,
                    kind: MoveKind::Tower,
                    captures: ids,
                    partner,
                    ..m
                });
            }
        }
    }
}

/// Every legal move of the side on turn for the dice in `dice`, worked out from the
/// rules without the engine's shortcuts. The order may differ from the engine's.
pub fn reference_moves(pos: &Position, dice: Dice) -> Vec<Move> {
    let r = pos.rules();
    let side = mover_side(pos);
    let neutral = if r.neutral_colour {
        pos.sides().neutral()
    } else {
        None
    };
    let mut out = Vec::new();
    // Sixes first: ties for the compulsory-capture culprit go to the first found.
    for die in [6, 1, 2, 3, 4, 5] {
        if !dice.has(die) {
            continue;
        }
        let mut own = Vec::new();
        for pawn in 0..4 {
            reference_pawn_moves(pos, side, pawn, die, &mut own);
        }
        // The mensch obligations bind the own colour, in the order of RULINGS.md.
        let base_waits = pos.pawns(side).contains(&0);
        let from_start =
            |m: &Move| m.from == 1 && matches!(m.kind, MoveKind::Forward | MoveKind::Bounce);
        let start_moves: Vec<Move> = own.iter().copied().filter(from_start).collect();
        let entries: Vec<Move> = own
            .iter()
            .copied()
            .filter(|m| m.kind == MoveKind::Enter)
            .collect();
        let bound = if !base_waits {
            None
        } else if r.forced_entry && r.enter_on.has(die) && !start_moves.is_empty() {
            Some(start_moves)
        } else if r.forced_entry && r.enter_on.has(die) && !entries.is_empty() {
            Some(entries)
        } else if r.vacate_start && !start_moves.is_empty() {
            Some(start_moves)
        } else {
            None
        };
        match bound {
            Some(moves) => out.extend(moves),
            None => {
                out.extend(own);
                if let Some(ns) = neutral {
                    for pawn in 0..4 {
                        reference_pawn_moves(pos, ns, pawn, die, &mut out);
                    }
                }
            }
        }
    }
    // Compulsory capture (RULINGS.md "mensch"), per die: every move with a die that does not
    // capture sends back the own pawn out of the base that could have captured with that
    // die, the one furthest along if several could (ties: the first found).
    if r.compulsory_capture {
        for die in 1..=6 {
            let culprit = out
                .iter()
                .filter(|m| m.die == die && m.side == side && m.captures != 0 && m.from > 0)
                .fold(None::<&Move>, |best, m| match best {
                    Some(b) if b.from >= m.from => Some(b),
                    _ => Some(m),
                })
                .map(|m| m.pawn_id());
            if let Some(id) = culprit {
                for m in out.iter_mut().filter(|m| m.die == die && m.captures == 0) {
                    m.forfeit = id;
                }
            }
        }
    }
    out
}

fn move_key(m: &Move) -> (u8, u8, u8, u8, u8, u8, PawnSet, u8, u8) {
    (
        m.side,
        m.pawn,
        m.die,
        m.from,
        m.to,
        m.kind as u8,
        m.captures,
        m.partner,
        m.forfeit,
    )
}

/// Every listed move is one the reference finds, and every move it finds is listed.
pub fn compare_moves(pos: &Position, listed: &[Move], reference: &[Move]) -> Result<(), String> {
    let mut a: Vec<_> = listed.iter().map(move_key).collect();
    let mut b: Vec<_> = reference.iter().map(move_key).collect();
    a.sort_unstable();
    b.sort_unstable();
    if a == b {
        return Ok(());
    }
    let extra: Vec<&Move> = listed
        .iter()
        .filter(|m| !b.contains(&move_key(m)))
        .collect();
    let missing: Vec<&Move> = reference
        .iter()
        .filter(|m| !a.contains(&move_key(m)))
        .collect();
    Err(format!(
        "move generation differs from the reference with dice {:?}:\nlisted but not legal: {extra:?}\nlegal but not listed: {missing:?}\n{}",
        pos.dice().to_vec(),
        pos.describe()
    ))
}

/// The move-generation check for a position where a move is due: the listed moves are
/// exactly the reference's; each is accepted by [`Position::play`] and leads to a position
/// that passes [`check_step`]; altered copies of them are refused, leaving the position
/// unchanged. Returns the number of moves checked.
pub fn check_moves(pos: &Position) -> Result<usize, String> {
    let mut listed = MoveList::new();
    pos.legal_moves(&mut listed);
    compare_moves(pos, &listed, &reference_moves(pos, pos.dice()))?;
    let mut events = Vec::new();
    for m in listed.iter() {
        let mut after = *pos;
        events.clear();
        after
            .play(m, &mut events)
            .map_err(|e| format!("play refused listed move {m:?}: {e}\n{}", pos.describe()))?;
        check_step(pos, &after, &events)
            .map_err(|e| format!("after {m:?}: {e}\n{}", pos.describe()))?;
        let altered = [
            Move { to: m.to ^ 1, ..*m },
            Move {
                captures: m.captures ^ 1,
                ..*m
            },
            Move {
                die: m.die % 6 + 1,
                ..*m
            },
            Move {
                pawn: (m.pawn + 1) % 4,
                ..*m
            },
        ];
        for bad in altered.iter().filter(|b| !listed.contains(b)) {
            let mut copy = *pos;
            if copy.play(bad, &mut events).is_ok() || copy != *pos {
                return Err(format!("play accepted {bad:?}, which is not listed"));
            }
        }
    }
    Ok(listed.len())
}

/// A roll of `die` in a position where a roll is due: it passes [`check_step`]; if it
/// leaves a move due, the moves are checked with [`check_moves`]; if it logs "no legal
/// move", the reference agrees that the dice in hand cannot be used.
pub fn check_roll(pos: &Position, die: u8) -> Result<(usize, Position), String> {
    let mut after = *pos;
    let mut events = Vec::new();
    after
        .roll(die, &mut events)
        .map_err(|e| format!("roll {die} refused: {e}"))?;
    check_step(pos, &after, &events)?;
    let r = pos.rules();
    let foul = events.iter().any(|e| matches!(e, Event::Foul { .. }));
    let banked = r.bank_sixes && r.six_bonus && die == 6;
    let mut checked = 0;
    if !foul && !banked {
        let mut dice = pos.dice();
        dice.push(die);
        let no_move = events.iter().any(|e| matches!(e, Event::NoMove { .. }));
        let usable = !reference_moves(pos, dice).is_empty();
        if no_move == usable {
            return Err(format!(
                "rolled {die}: the engine says {}, the reference {}\n{}",
                if no_move { "no legal move" } else { "a move" },
                if usable { "a move" } else { "no legal move" },
                pos.describe()
            ));
        }
        if after.phase() == Phase::Move {
            checked = check_moves(&after)?;
        }
    }
    Ok((checked, after))
}

// ---------------------------------------------------------------------------------------
// Whole games.

/// What a checked game did.
#[derive(Clone, Copy, Debug, Default)]
pub struct Played {
    /// Rolls and moves.
    pub steps: u64,
    /// Positions whose moves were compared with the reference.
    pub positions: u64,
    /// Moves checked against the reference and played.
    pub moves: u64,
}

/// Plays one game with random dice and random legal moves from a seed, checking every
/// step with [`check_step`], and with `movegen` also every roll and every set of legal
/// moves against the reference (slower).
pub fn play_checked(rules: Rules, seats: u8, seed: u64, movegen: bool) -> Result<Played, String> {
    let mut rng = Rng::new(seed);
    let mut events = Vec::new();
    let mut pos = Position::start(rules, seats, &mut rng, &mut events)
        .map_err(|e| format!("the game does not start: {e}"))?;
    check_start(&pos, &events)?;
    let mut played = Played::default();
    let mut moves = MoveList::new();
    while pos.phase() != Phase::Over {
        played.steps += 1;
        if played.steps > MAX_STEPS {
            return Err(format!(
                "the game did not end within {MAX_STEPS} rolls and moves"
            ));
        }
        let before = pos;
        events.clear();
        let context = |e: String| format!("step {}: {e}", played.steps);
        if pos.phase() == Phase::Roll {
            let die = rng.die();
            if movegen {
                let (checked, after) = check_roll(&pos, die).map_err(context)?;
                pos = after;
                played.moves += checked as u64;
                played.positions += (checked > 0) as u64;
                continue;
            }
            pos.roll(die, &mut events)
                .map_err(|e| context(format!("roll refused: {e}")))?;
        } else {
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                return Err(context(format!(
                    "a move is due but none is listed\n{}",
                    pos.describe()
                )));
            }
            let m = moves[rng.below(moves.len() as u32) as usize];
            pos.play(&m, &mut events)
                .map_err(|e| context(format!("play refused {m:?}: {e}")))?;
        }
        check_step(&before, &pos, &events)
            .map_err(|e| context(format!("{e}\nbefore:\n{}", before.describe())))?;
    }
    Ok(played)
}

// ---------------------------------------------------------------------------------------
// Random positions.

/// Random rules: a preset with each switch changed with probability 1/5, then conflicts
/// between `stacking`, `towers` and `barriers` resolved by keeping one of them.
pub fn random_rules(rng: &mut Rng) -> Rules {
    let mut rules = Preset::ALL[rng.below(5) as usize].rules();
    for s in Rules::SWITCHES {
        if rng.below(5) == 0 {
            let values = if s.kind == SwitchKind::Dice {
                let bits = 1 + rng.below(63) as u8;
                let dice: Vec<u8> = (1..=6).filter(|d| bits & (1 << (d - 1)) != 0).collect();
                vec![serde_json::json!(dice)]
            } else {
                other_values(&rules, s.name)
            };
            if !values.is_empty() {
                let v = &values[rng.below(values.len() as u32) as usize];
                let _ = rules.set(s.name, v);
            }
        }
    }
    let sharing = [rules.stacking, rules.towers, rules.barriers];
    if sharing.iter().filter(|&&on| on).count() > 1 {
        let keep = rng.below(3);
        rules.stacking &= keep == 0;
        rules.towers &= keep == 1;
        rules.barriers &= keep == 2;
    }
    rules
}

/// Gives the seats whose colours are all home a place (or a wait for the neutral colour);
/// with `teams` a seat has finished when its partner has too.
fn place_finished_seats(setup: &mut Setup, sides: &Sides, done: &[bool], neutral_out: bool) {
    let n = sides.len as usize;
    let of_team = |s: usize, seat: u8| {
        let partner = (s + n / 2) % n;
        sides.owners[s] == seat || (setup.rules.teams && sides.owners[partner] == seat)
    };
    for seat in 0..setup.seats {
        if (0..n).all(|s| !of_team(s, seat) || done[s]) {
            if neutral_out {
                setup.waiting.push(seat);
            } else {
                setup.ranking.push(seat);
            }
        }
    }
}

/// A seat count the rules can be played with: 2 up to the arms, or with teams 4 or 6.
fn random_seats(rules: &Rules, rng: &mut Rng) -> u8 {
    let arms = rules.arms.count();
    if !rules.teams {
        2 + rng.below(arms as u32 - 1) as u8
    } else if arms == 6 && rng.below(2) == 0 {
        6
    } else {
        4
    }
}

/// A random position where a roll is due, valid for random rules: pawns cluster on a
/// stretch of the track so that they meet, some wait in their bases, some are in the
/// finish. Returns `None` when the drawn set-up is not a valid position (then draw again).
pub fn random_position(rng: &mut Rng) -> Option<Position> {
    let rules = random_rules(rng);
    let seats = random_seats(&rules, rng);
    let sides = Sides::layout(&rules, seats);
    let n = sides.len;
    let b = rules.geometry();
    let hot = rng.below(b.track_len as u32) as u8;
    let width = 4 + rng.below(b.track_len as u32 - 4) as u8;
    let home = b.goal - b.track_steps;
    let pawns: Vec<[u8; 4]> = (0..n as usize)
        .map(|s| {
            std::array::from_fn(|_| match rng.below(10) {
                0 | 1 => 0,
                2 => b.track_steps + 1 + rng.below(home as u32) as u8,
                _ => {
                    let cell = (hot + rng.below(width as u32) as u8) % b.track_len;
                    b.position_of(sides.colours[s], cell).unwrap_or(0)
                }
            })
        })
        .collect();
    let playing: Vec<u8> = (0..n)
        .filter(|&s| sides.owners[s as usize] != NEUTRAL)
        .collect();
    let pick = |rng: &mut Rng| playing[rng.below(playing.len() as u32) as usize];
    let max_sixes = if rules.three_sixes { 2 } else { 3 };
    let banked = if rules.bank_sixes && rules.six_bonus {
        rng.below(max_sixes + 1) as u8
    } else {
        0
    };
    let mut setup = Setup {
        rules,
        seats,
        pawns,
        side: pick(rng),
        first: pick(rng),
        round: 1 + rng.below(40) as u16,
        phase: Phase::Roll,
        dice: Dice {
            sixes: banked,
            other: 0,
        },
        sixes_in_row: banked,
        extra_rolls: rng.below(3) as u8,
        tries: if rules.three_rolls {
            1 + rng.below(3) as u8
        } else {
            1
        },
        skips: [0; MAX_ARMS],
        specials: [Special::None; ludo_engine::board::MAX_TRACK],
        ranking: Vec::new(),
        waiting: Vec::new(),
        idle_rolls: rng.below(20) as u16,
    };
    if rules.special_squares {
        setup.specials = special::place(b, rng);
        for s in 0..n as usize {
            setup.skips[s] = (rng.below(4) == 0) as u8;
        }
    }
    // Seats whose colours are all home need a place (or wait for the neutral colour).
    let done: Vec<bool> = (setup.pawns.iter())
        .map(|list| list.iter().all(|&p| b.is_done(p)))
        .collect();
    let neutral_out =
        rules.neutral_colour && (0..n as usize).any(|s| sides.owners[s] == NEUTRAL && !done[s]);
    place_finished_seats(&mut setup, &sides, &done, neutral_out);
    Position::from_setup(&setup).ok()
}

/// One trial of the move-generation check on a random position: every die rolled in it
/// is checked with [`check_roll`], then a few more random steps are played from it with
/// every check on. Returns the number of moves checked, or `None` if the drawn set-up was
/// not a valid position.
pub fn movegen_trial(rng: &mut Rng) -> Result<Option<u64>, String> {
    let Some(start) = random_position(rng) else {
        return Ok(None);
    };
    let context = |e: String| format!("{e}\nfrom the random position {:?}", Setup::from(&start));
    let mut checked = 0;
    for die in 1..=6 {
        checked += check_roll(&start, die).map_err(context)?.0 as u64;
    }
    let mut pos = start;
    let mut moves = MoveList::new();
    let mut events = Vec::new();
    for _ in 0..40 {
        match pos.phase() {
            Phase::Over => break,
            Phase::Roll => {
                let (n, after) = check_roll(&pos, rng.die()).map_err(context)?;
                checked += n as u64;
                pos = after;
            }
            Phase::Move => {
                pos.legal_moves(&mut moves);
                let m = moves[rng.below(moves.len() as u32) as usize];
                let before = pos;
                events.clear();
                pos.play(&m, &mut events)
                    .map_err(|e| context(format!("play refused {m:?}: {e}")))?;
                check_step(&before, &pos, &events).map_err(context)?;
            }
        }
    }
    Ok(Some(checked))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variation_is_playable_and_named() {
        for p in Preset::ALL {
            let v = variations(p);
            assert!(v.len() > 3 * 20, "{}: {} variations", p.name(), v.len());
            for x in &v {
                x.rules.check().unwrap();
                assert!(x.name.starts_with(p.name()));
            }
        }
        assert_eq!(house_rules().len(), 3);
    }

    #[test]
    fn the_checker_notices_a_pawn_that_moves_without_an_event() {
        let mut rng = Rng::new(3);
        let mut events = Vec::new();
        let start = Position::start(Preset::Mensch.rules(), 4, &mut rng, &mut events).unwrap();
        check_start(&start, &events).unwrap();
        let mut pos = start;
        events.clear();
        pos.roll(3, &mut events).unwrap();
        check_step(&start, &pos, &events).unwrap();
        // The same step, but claiming a turn that did not pass (or passed wrongly).
        let mut wrong = events.clone();
        wrong.retain(|e| !matches!(e, Event::Turn { .. }));
        if wrong.len() != events.len() {
            assert!(check_step(&start, &pos, &wrong).is_err());
        }
        let mut moved = events.clone();
        moved.push(Event::Capture { pawn: 4 });
        assert!(check_step(&start, &pos, &moved).is_err());
    }

    #[test]
    fn the_reference_agrees_with_the_engine_on_an_opening_roll() {
        let mut rng = Rng::new(1);
        let pos = Position::start(Preset::Mensch.rules(), 4, &mut rng, &mut ()).unwrap();
        let moves = reference_moves(&pos, Dice { sixes: 0, other: 3 });
        // Only the pawn on the start square can move a 3, and must (vacate the start).
        assert_eq!(moves.len(), 1);
        assert_eq!((moves[0].from, moves[0].to), (1, 4));
        for die in 1..=6 {
            check_roll(&pos, die).unwrap();
        }
    }
}
