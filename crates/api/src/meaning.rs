//! What a step means in the game's terms, read from the engine's events and its own
//! rule functions, so that a page only draws and tells: what a roll led to, each moving
//! pawn's way square by square, the pawns that reached home, the dice of the hand (used
//! and still to play) and the pawns that stand as towers or barriers.

use serde::Serialize;
use serde_json::{Map, Value};

use ludo_engine::colour::pawn_label;
use ludo_engine::movegen::blocking_pawns;
use ludo_engine::play::{move_earns_roll, sixes_to_foul};
use ludo_engine::{Event, Game, MoveKind, Phase, Position};

ludo_engine::named_enum! {
    /// What a roll led to at once (its name in the JavaScript API).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum RollResult {
        /// A move is due.
        Move = "move",
        /// A move is due, and once it is played the six earns another roll (`sixBonus`).
        Bonus = "bonus",
        /// The six is kept in hand and the side rolls again before moving (`bankSixes`).
        Banked = "banked",
        /// The third six in a row: the turn passes with no move (`threeSixes`).
        Foul = "foul",
        /// No die in hand can be used. Whether the turn passes (`turnPassed`) or the side
        /// rolls again (a try left under `threeRolls`, or an extra roll earned before) is
        /// the outcome's to say, as for a move.
        NoMove = "noMove",
    }
}

ludo_engine::named_enum! {
    /// Where a die of the hand on show stands (its name in the JavaScript API).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DieState {
        /// Still to be played.
        Live = "live",
        /// Played this turn.
        Used = "used",
        /// Of a hand that is over (the turn passed, or no die could be used).
        Old = "old",
    }
}

/// A named enum as its name, in the outcome's and the view's JSON.
macro_rules! serialize_by_name {
    ($($name:ty),+) => {
        $(impl Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.name())
            }
        })+
    };
}
serialize_by_name!(RollResult, DieState);

/// What the roll among `events` (if any) led to in `pos`, the position after them, and
/// how many more sixes in a row would then be a foul (after a six that did not foul).
pub fn roll_result(pos: &Position, events: &[Event]) -> Option<(RollResult, Option<u8>)> {
    let die = events.iter().find_map(|e| match *e {
        Event::Roll { die, .. } => Some(die),
        _ => None,
    })?;
    let has = |f: fn(&Event) -> bool| events.iter().any(f);
    let result = if has(|e| matches!(e, Event::Foul { .. })) {
        RollResult::Foul
    } else if has(|e| matches!(e, Event::NoMove { .. })) {
        RollResult::NoMove
    } else if pos.phase() == Phase::Move {
        if move_earns_roll(pos.rules(), die) {
            RollResult::Bonus
        } else {
            RollResult::Move
        }
    } else {
        // a die that neither fouls, nor leads to a move, nor is unusable is kept (`banks`)
        RollResult::Banked
    };
    let six = matches!(result, RollResult::Bonus | RollResult::Banked);
    Some((result, if six { sixes_to_foul(pos) } else { None }))
}

/// One pawn's way in a step: the path positions it passes, square by square (0 = base).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Route {
    /// The pawn's letter.
    pub pawn: String,
    /// Path positions from where it stood to where it ends, both included: one square at
    /// a time (a bounce goes to the goal and back), a jump straight to 0 when it goes
    /// back to its base.
    pub path: Vec<u8>,
    /// Sent back to its base by another pawn's move (a capture, a missed compulsory
    /// capture): it goes once the mover has arrived.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub sent_back: bool,
}

/// Appends the squares from the end of `path` to `to`, one at a time (to the base: one jump).
#[inline(never)]
fn walk_to(path: &mut Vec<u8>, to: u8) {
    let Some(&(mut at)) = path.last() else {
        path.push(to);
        return;
    };
    if to == 0 && at != 0 {
        path.push(0);
        return;
    }
    while at != to {
        at = if to > at { at + 1 } else { at - 1 };
        path.push(at);
    }
}

/// Each pawn's way in the step of `events`, which led to `pos`; `before` is the position
/// before it (saved form), if known. Pawns that did not move have none. Also the letters
/// of the pawns that reached home (finished) in the step.
#[inline(never)]
pub fn routes(
    pos: &Position,
    events: &[Event],
    before: Option<&Map<String, Value>>,
) -> (Vec<Route>, Vec<String>) {
    let before = before.and_then(|b| b.get("pawns"));
    let board = pos.board();
    let (mut out, mut home) = (Vec::new(), Vec::new());
    for side in 0..pos.sides().len {
        let now = pos.pawns(side);
        for k in 0..4u8 {
            let id = side * 4 + k;
            let mut path: Vec<u8> = before
                .and_then(|b| b[side as usize][k as usize].as_u64())
                .map(|p| p as u8)
                .into_iter()
                .collect();
            let (mut walked, mut sent) = (false, false);
            // where the last pawn to move (or be moved by a special square) ended
            let mut landing = None;
            for e in events {
                match *e {
                    Event::Move {
                        pawn,
                        from,
                        to,
                        kind,
                        ..
                    } => {
                        landing = Some((pawn / 4, to));
                        if pawn == id {
                            walk_to(&mut path, from);
                            if kind == MoveKind::Bounce {
                                walk_to(&mut path, board.goal);
                            }
                            walk_to(&mut path, to);
                            walked = true;
                        }
                    }
                    Event::Special { pawn, to, .. } => {
                        landing = Some((pawn / 4, to));
                        if pawn == id {
                            walk_to(&mut path, to);
                            walked = true;
                        }
                    }
                    Event::Capture { pawn } | Event::Forfeit { pawn } if pawn == id => {
                        if path.is_empty() && matches!(e, Event::Capture { .. }) {
                            // captured where the mover landed
                            let at = landing.and_then(|(s, to)| {
                                let cell = board.cell(pos.colour(s), to);
                                board.position_of(pos.colour(side), cell)
                            });
                            path.extend(at);
                        }
                        walk_to(&mut path, 0);
                        sent = !walked;
                    }
                    _ => {}
                }
            }
            if path.is_empty() {
                continue;
            }
            walk_to(&mut path, now[k as usize]);
            if path.len() < 2 {
                continue;
            }
            if !board.is_done(path[0]) && board.is_done(now[k as usize]) {
                home.push(pawn_label(side as usize, k as usize).to_string());
            }
            out.push(Route {
                pawn: pawn_label(side as usize, k as usize).to_string(),
                path,
                sent_back: sent,
            });
        }
    }
    (out, home)
}

/// A die of the hand on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct HandDie {
    /// Its value, 1–6.
    pub die: u8,
    /// Where it stands: to play, played, or of a hand that is over.
    pub state: DieState,
}

/// The dice of the hand on show: the current turn's latest hand (dice still to be played
/// and dice played), or the last hand of the turn before, all old. The dice still to be
/// played are the position's own: if the held log does not show how they came (a game
/// restored from a position), they are shown alone.
#[inline(never)]
pub fn hand(game: &Game) -> Vec<HandDie> {
    let log = game.log();
    let in_hand = game.position().dice().to_vec();
    let (start, end, over) = hand_span(log);
    let mut hand: Vec<HandDie> = Vec::new();
    let mut spent = false;
    for e in &log[start..end] {
        match *e {
            Event::Roll { die, .. } => {
                if spent || hand.iter().all(|d| d.state == DieState::Used) {
                    hand.clear();
                }
                hand.push(HandDie {
                    die,
                    state: DieState::Live,
                });
                spent = false;
            }
            Event::Move { die, .. } => {
                if let Some(d) = hand
                    .iter_mut()
                    .find(|d| d.state == DieState::Live && d.die == die)
                {
                    d.state = DieState::Used;
                }
            }
            Event::NoMove { .. } | Event::Foul { .. } => spent = true,
            _ => {}
        }
    }
    if over || spent {
        return hand
            .iter()
            .map(|d| HandDie {
                die: d.die,
                state: DieState::Old,
            })
            .collect();
    }
    // The same dice, counted by value (a sort would add kilobytes to the wasm).
    let count = |dice: &mut dyn Iterator<Item = u8>| {
        let mut n = [0u8; 7];
        for d in dice {
            n[d as usize % 7] += 1;
        }
        n
    };
    let live = count(
        &mut hand
            .iter()
            .filter(|d| d.state == DieState::Live)
            .map(|d| d.die),
    );
    if live == count(&mut in_hand.iter().copied()) {
        hand
    } else {
        in_hand
            .iter()
            .map(|&die| HandDie {
                die,
                state: DieState::Live,
            })
            .collect()
    }
}

/// Where in the log the hand on show was rolled and played: the entries `start..end` of
/// the latest turn that has a roll or a move, and whether that turn is over (the hand of
/// the turn before).
fn hand_span(log: &[Event]) -> (usize, usize, bool) {
    let marks = |e: &Event| {
        matches!(
            e,
            Event::Roll { .. } | Event::Move { .. } | Event::Turn { .. }
        )
    };
    let mut end = log.len();
    while end > 0 && !marks(&log[end - 1]) {
        end -= 1;
    }
    let over = end > 0 && matches!(log[end - 1], Event::Turn { .. });
    if over {
        end -= 1;
    }
    let mut start = end;
    while start > 0 && !matches!(log[start - 1], Event::Turn { .. }) {
        start -= 1;
    }
    (start, end, over)
}

/// The pawns standing as towers or barriers (squares nobody may pass), each as the
/// letters of its pawns, e.g. `["EF"]`.
pub fn blocks(pos: &Position) -> Vec<String> {
    blocking_pawns(pos)
        .into_iter()
        .map(|bits| {
            (0..16)
                .filter(|id| bits >> id & 1 != 0)
                .map(|id| pawn_label(id / 4, id % 4))
                .collect()
        })
        .collect()
}

/// Whether every person's place is settled while the game goes on: at least one seat is
/// a person's, and every person's seat has its place, so only computer players are left
/// to decide the places still open (the page may then play the rest at once).
pub fn settled(game: &Game) -> bool {
    let pos = game.position();
    let mut persons = game
        .seats()
        .iter()
        .enumerate()
        .filter(|(_, s)| s.computer.is_none())
        .peekable();
    pos.phase() != Phase::Over
        && persons.peek().is_some()
        && persons.all(|(i, _)| pos.ranking().contains(&(i as u8)))
}

/// The fields a view and an outcome's position carry beside the saved position: the
/// hand (`hand`), the towers and barriers (`blocks`), whether places go by score
/// (`scored`, `scoreRanking`: the page shows the scores), whether every person's place is
/// settled ([`settled`]), the track squares where nobody is captured in this game (`safe`),
/// the special squares that are rewards (`rewards`) and, with `teams`, each team's seats
/// (`partners`, RULINGS.md "Six arms and teams"). They are never saved.
pub fn fields(game: &Game) -> Map<String, Value> {
    let pos = game.position();
    let mut m = Map::new();
    // Built by hand: serde_json's serializer into values would add kilobytes to the wasm.
    let hand = hand(game).into_iter().map(|d| {
        let mut die = Map::new();
        die.insert("die".into(), d.die.into());
        die.insert("state".into(), d.state.name().into());
        Value::Object(die)
    });
    m.insert("hand".into(), Value::Array(hand.collect()));
    let blocks = blocks(pos).into_iter().map(Value::from);
    m.insert("blocks".into(), Value::Array(blocks.collect()));
    m.insert("scored".into(), pos.rules().score_ranking.into());
    m.insert("settled".into(), settled(game).into());
    let (mut safe, mut rewards) = (Vec::new(), Vec::new());
    for i in 0..pos.board().track_len {
        if pos.rules().safe_squares && pos.is_safe_track(i) {
            safe.push(Value::from(i));
        }
        if pos.special(i).is_reward() {
            rewards.push(Value::from(i));
        }
    }
    m.insert("safe".into(), Value::Array(safe));
    m.insert("rewards".into(), Value::Array(rewards));
    #[cfg(feature = "six")]
    teams(pos, &mut m);
    m
}

/// With `teams`, each team's seats, partners together (`partners`; nothing without it).
#[cfg(feature = "six")]
fn teams(pos: &Position, m: &mut Map<String, Value>) {
    let sides = pos.sides().len;
    let teams: Vec<Value> = (0..sides)
        .filter_map(|s| pos.partner(s).filter(|&p| p > s).map(|p| (s, p)))
        .map(|(s, p)| Value::from(vec![pos.owner(s), pos.owner(p)]))
        .collect();
    if !teams.is_empty() {
        m.insert("partners".into(), Value::Array(teams));
    }
}

/// The position as a page holds it: the saved position ([`ludo_engine::save::position`])
/// and [`fields`].
pub fn position(game: &Game) -> Map<String, Value> {
    let mut m = ludo_engine::save::position(game);
    m.extend(fields(game));
    m
}

/// The names of [`fields`], which a view given back (`Game.fromPosition`) may hold.
pub const FIELDS: [&str; 7] = [
    "hand", "blocks", "scored", "settled", "safe", "rewards", "partners",
];
