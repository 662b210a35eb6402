//! The saved form of a game (`state()` / `Game.fromState`): a plain JSON object holding
//! everything, checked field by field when read back.
//!
//! A save has three parts: the table (preset, rules, seats: fixed for the whole game),
//! the position (pawns, turn, dice: what changes with every roll and move) and the log.
//! [`position`] alone is what a page needs after each step; [`read_position`] restores a
//! game from the table and the position without the log, for a computer player's thread.

use serde_json::{Map, Value, json};

use crate::board::MAX_ARMS;
use crate::colour::pawn_label;
use crate::error::{ErrorCode, GameError};
use crate::event::Event;
use crate::game::Game;
use crate::json::{self, Obj, uint};
use crate::log_entry::{event_json, read_event};
use crate::play::replay_roll_off;
use crate::position::{Dice, NEUTRAL, Phase, Position, STALEMATE_ROLLS, Sides};
use crate::rng::{MAX_SEED, Rng};
use crate::rules::{FirstTurn, Preset, Rules};
use crate::seat::{Seat, parse_seat};
use crate::setup::{FromSetup, Setup};
use crate::special::Special;

/// The version of the saved form this build writes.
pub const STATE_VERSION: u64 = 2;

/// The oldest version this build reads: version 1 named the seat on turn `turn`
/// (`seatOnTurn` since); nothing else changed.
pub const OLDEST_STATE_VERSION: u64 = 1;

/// The most log entries a saved game may hold.
pub const MAX_LOG: usize = 200_000;

/// The fields of a saved state, in the order `state()` documents them.
pub const FIELDS: &[&str] = &[
    "version",
    "preset",
    "rules",
    "board",
    "seed",
    "rng",
    "seats",
    "sides",
    "seatOnTurn",
    "side",
    "first",
    "round",
    "phase",
    "dice",
    "sixesInRow",
    "extraRolls",
    "tries",
    "skips",
    "specialSquares",
    "pawns",
    "ranking",
    "waiting",
    "scores",
    "idleRolls",
    "log",
];

/// The fields of a position without its log ([`read_position`]): the saved fields but
/// `log`, and `logLength`, the number of log entries before it.
pub const POSITION_FIELDS: &[&str] = &[
    "version",
    "preset",
    "rules",
    "board",
    "seed",
    "rng",
    "seats",
    "sides",
    "seatOnTurn",
    "side",
    "first",
    "round",
    "phase",
    "dice",
    "sixesInRow",
    "extraRolls",
    "tries",
    "skips",
    "specialSquares",
    "pawns",
    "ranking",
    "waiting",
    "scores",
    "idleRolls",
    "logLength",
];

/// The whole game as a plain JSON object: the table, the position and the log.
pub fn write(game: &Game) -> Value {
    let mut out = table(game);
    fill_position(game, &mut out);
    out.insert(
        "log".into(),
        Value::Array(game.log().iter().map(event_json).collect()),
    );
    Value::Object(out)
}

/// What stays the same for the whole game: `version`, `preset`, `rules`, `board`,
/// `seed`, `seats`, `sides`, `first` and `specialSquares`.
pub fn table(game: &Game) -> Map<String, Value> {
    let p = game.position();
    let seats: Vec<Value> = game
        .seats()
        .iter()
        .map(|s| json!({ "name": s.name, "computer": s.computer.map(|l| l.name()) }))
        .collect();
    let specials: Vec<Value> = (0..p.board().track_len)
        .filter(|&i| p.special(i) != Special::None)
        .map(|i| json!({ "square": i, "kind": p.special(i).name() }))
        .collect();
    let mut out = Map::new();
    out.insert("version".into(), json!(STATE_VERSION));
    out.insert("preset".into(), json!(game.preset().name()));
    out.insert("rules".into(), Value::Object(p.rules().saved_json()));
    out.insert("board".into(), json!(p.rules().board.name()));
    out.insert("seed".into(), json!(game.seed()));
    out.insert("seats".into(), Value::Array(seats));
    out.insert("sides".into(), sides_json(p.sides()));
    out.insert("first".into(), json!(Setup::from(p).first));
    out.insert("specialSquares".into(), Value::Array(specials));
    out
}

/// What changes with every roll and move: `rng`, `turn`, `side`, `round`, `phase`,
/// `dice`, `sixesInRow`, `extraRolls`, `tries`, `skips`, `pawns`, `ranking`, `waiting`,
/// `scores`, `idleRolls`, and `logLength`, the number of log entries so far.
pub fn position(game: &Game) -> Map<String, Value> {
    let mut out = Map::new();
    fill_position(game, &mut out);
    out.insert("logLength".into(), json!(game.log_length()));
    out
}

/// The fields of [`position`] but `logLength`.
fn fill_position(game: &Game, out: &mut Map<String, Value>) {
    let p = game.position();
    let setup = Setup::from(p);
    let n = p.sides().len as usize;
    out.insert("rng".into(), json!(format!("{:016x}", game.rng().state())));
    out.insert("seatOnTurn".into(), json!(p.seat_on_turn()));
    out.insert("side".into(), json!(p.side_on_turn()));
    out.insert("round".into(), json!(p.round()));
    out.insert("phase".into(), json!(p.phase().name()));
    out.insert("dice".into(), json!(p.dice().to_vec()));
    out.insert("sixesInRow".into(), json!(setup.sixes_in_row));
    out.insert("extraRolls".into(), json!(setup.extra_rolls));
    out.insert("tries".into(), json!(setup.tries));
    out.insert("skips".into(), json!(setup.skips[..n]));
    out.insert("pawns".into(), json!(setup.pawns));
    out.insert("ranking".into(), json!(p.ranking()));
    out.insert("waiting".into(), json!(p.waiting()));
    let scores: Vec<u32> = (0..p.seats()).map(|s| p.score(s)).collect();
    out.insert("scores".into(), json!(scores));
    out.insert("idleRolls".into(), json!(setup.idle_rolls));
}

/// Restores a game from [`write`], after checking every field. The error names the first
/// field found wrong (`state.pawns[2]`).
pub fn read(v: &Value) -> Result<Game, GameError> {
    read_game(v, FIELDS)
}

/// Restores a game from its table and position without the log ([`table`] and
/// [`position`] in one object), checked as [`read`] checks a save. The game plays on
/// exactly as the original would, computer choices included; its log starts empty.
pub fn read_position(v: &Value) -> Result<Game, GameError> {
    read_game(v, POSITION_FIELDS)
}

/// A field of the save that disagrees with the rest of it.
fn inconsistent(field: &str, what: String) -> GameError {
    GameError::at(ErrorCode::SavePosition, format!("state.{field}"), what)
}

/// Fields of the save that disagree with each other (`code`: the position's or the log's).
fn disagree(code: ErrorCode, fields: &[&str], what: String) -> GameError {
    GameError {
        code,
        fields: fields.iter().map(|f| format!("state.{f}")).collect(),
        what,
    }
}

/// [`read_position`] of a view that may also hold fields worked out from the position
/// (`derived`: a page's view shows them, a save never holds them); they are left unread.
pub fn read_position_with(v: &Value, derived: &[&str]) -> Result<Game, GameError> {
    let fields: Vec<&str> = POSITION_FIELDS.iter().chain(derived).copied().collect();
    read_game(v, &fields)
}

fn sides_json(sides: &Sides) -> Value {
    Value::Array(
        (0..sides.len as usize)
            .map(|s| {
                let owner = sides.owners[s];
                json!({
                    "colour": sides.colours[s].name(),
                    "seat": (owner != NEUTRAL).then_some(owner),
                    "pawns": (0..4).map(|k| pawn_label(s, k)).collect::<String>(),
                })
            })
            .collect(),
    )
}

/// The table of a save, read.
struct Head {
    preset: Preset,
    rules: Rules,
    seed: u64,
    rng: u64,
    seats: Vec<Seat>,
    sides: Sides,
}

fn read_game(v: &Value, fields: &[&str]) -> Result<Game, GameError> {
    let o = Obj::new(v, "state")?;
    let version = read_version(&o)?;
    let seat_key = seat_on_turn_key(version);
    let named: Vec<&str> = fields
        .iter()
        .map(|&f| if f == "seatOnTurn" { seat_key } else { f })
        .collect();
    o.only(&named)?;
    let head = read_head(&o)?;
    let setup = read_setup(&o, &head, seat_key)?;
    let pos = Position::from_setup(&setup).map_err(|e| e.within("state"))?;
    let scores: Vec<Value> = (0..pos.seats()).map(|s| json!(pos.score(s))).collect();
    if *o.array("scores")? != scores {
        return Err(inconsistent("scores", "they do not match the pawns".into()));
    }
    let (log, log_start) = if fields.contains(&"log") {
        (read_log(&o, &pos)?, 0)
    } else {
        (Vec::new(), o.uint("logLength", MAX_LOG as u64)? as usize)
    };
    Ok(Game::restore(
        head.preset,
        head.seed,
        Rng::from_state(head.rng),
        head.seats,
        pos,
        log,
        log_start,
    ))
}

/// The version of a save, if this build reads it.
fn read_version(o: &Obj) -> Result<u64, GameError> {
    let version = o.req("version")?;
    match version.as_u64() {
        Some(v @ OLDEST_STATE_VERSION..=STATE_VERSION) => Ok(v),
        _ => Err(GameError::at(
            ErrorCode::SaveVersion,
            "state.version",
            format!(
                "this game reads saves of versions {OLDEST_STATE_VERSION} to {STATE_VERSION}, not {}",
                json::short(version)
            ),
        )),
    }
}

/// The name of the seat on turn in a save of `version`: version 1 called it `turn`.
fn seat_on_turn_key(version: u64) -> &'static str {
    if version == 1 { "turn" } else { "seatOnTurn" }
}

fn read_head(o: &Obj) -> Result<Head, GameError> {
    let preset_name = o.str("preset")?;
    let preset = Preset::from_name(preset_name).ok_or_else(|| {
        GameError::at(
            ErrorCode::PresetUnknown,
            "state.preset",
            format!("there is no preset \"{preset_name}\""),
        )
    })?;
    let rules = read_rules(&Obj::new(o.req("rules")?, "state.rules")?)?;
    if o.str("board")? != rules.board.name() {
        return Err(disagree(
            ErrorCode::SavePosition,
            &["board", "rules.board"],
            format!("they differ (the rules say \"{}\")", rules.board.name()),
        ));
    }
    let seed = o.uint("seed", MAX_SEED)?;
    let rng_text = o.str("rng")?;
    let rng = (rng_text.len() == 16)
        .then(|| u64::from_str_radix(rng_text, 16).ok())
        .flatten()
        .ok_or_else(|| {
            GameError::at(
                ErrorCode::ArgsField,
                "state.rng",
                "expected 16 hexadecimal digits",
            )
        })?;
    let seats = read_seats(o)?;
    rules
        .check_seats(seats.len() as u8)
        .map_err(|e| e.within("state"))?;
    let sides = Sides::layout(&rules, seats.len() as u8);
    if *o.req("sides")? != sides_json(&sides) {
        return Err(disagree(
            ErrorCode::SavePosition,
            &["sides", "seats", "rules"],
            "the colours in play do not follow from the seats and the rules".into(),
        ));
    }
    Ok(Head {
        preset,
        rules,
        seed,
        rng,
        seats,
        sides,
    })
}

fn read_seats(o: &Obj) -> Result<Vec<Seat>, GameError> {
    let seat_list = o.array("seats")?;
    if !(2..=MAX_ARMS).contains(&seat_list.len()) {
        return Err(GameError::at(
            ErrorCode::SeatsCount,
            "state.seats",
            format!("a game has 2 to {MAX_ARMS} seats, got {}", seat_list.len()),
        ));
    }
    seat_list
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let blank = Seat {
                name: String::new(),
                computer: None,
            };
            let seat = parse_seat(s, &format!("state.seats[{i}]"), blank)?;
            if seat.name.is_empty() {
                return Err(GameError::at(
                    ErrorCode::SeatsName,
                    format!("state.seats[{i}].name"),
                    "missing",
                ));
            }
            Ok(seat)
        })
        .collect()
}

/// The position's fields, read into a [`Setup`] (checked against the rules afterwards).
fn read_setup(o: &Obj, head: &Head, seat_key: &str) -> Result<Setup, GameError> {
    let n_seats = head.seats.len() as u8;
    let n = head.sides.len as usize;
    let side = o.uint("side", n as u64 - 1)? as u8;
    let turn = o.uint(seat_key, n_seats as u64 - 1)? as u8;
    if head.sides.owners[side as usize] != turn {
        return Err(disagree(
            ErrorCode::SavePosition,
            &[seat_key, "side"],
            format!("seat {turn} does not play side {side}"),
        ));
    }
    let phase_name = o.str("phase")?;
    let phase = Phase::from_name(phase_name).ok_or_else(|| {
        GameError::at(
            ErrorCode::ArgsField,
            "state.phase",
            format!("expected \"roll\", \"move\" or \"over\", got \"{phase_name}\""),
        )
    })?;
    let dice = read_dice(o)?;
    let pawns = read_pawns(o, n, head.rules.geometry().goal)?;
    let skips = read_skips(o, n)?;
    let specials = read_specials(o, head.rules.geometry().track_len)?;
    let seat_list_of = |key: &str| -> Result<Vec<u8>, GameError> {
        o.array(key)?
            .iter()
            .enumerate()
            .map(|(i, s)| {
                uint(s, &format!("state.{key}[{i}]"), n_seats as u64 - 1).map(|s| s as u8)
            })
            .collect()
    };
    Ok(Setup {
        rules: head.rules,
        seats: n_seats,
        pawns,
        side,
        first: o.uint("first", n as u64 - 1)? as u8,
        round: o.uint("round", u16::MAX as u64)? as u16,
        phase,
        dice,
        sixes_in_row: o.uint("sixesInRow", 255)? as u8,
        extra_rolls: o.uint("extraRolls", 255)? as u8,
        tries: o.uint("tries", 3)? as u8,
        skips,
        specials,
        ranking: seat_list_of("ranking")?,
        waiting: seat_list_of("waiting")?,
        idle_rolls: o.uint("idleRolls", STALEMATE_ROLLS as u64)? as u16,
    })
}

fn read_dice(o: &Obj) -> Result<Dice, GameError> {
    let dice: Vec<u8> = o
        .array("dice")?
        .iter()
        .enumerate()
        .map(|(i, d)| uint(d, &format!("state.dice[{i}]"), 6).map(|d| d as u8))
        .collect::<Result<_, _>>()?;
    Dice::from_values(&dice).ok_or_else(|| {
        GameError::at(
            ErrorCode::ArgsField,
            "state.dice",
            "expected die values 1 to 6, only sixes repeated",
        )
    })
}

fn read_pawns(o: &Obj, n: usize, goal: u8) -> Result<Vec<[u8; 4]>, GameError> {
    let pawn_lists = o.array("pawns")?;
    if pawn_lists.len() != n {
        return Err(GameError::at(
            ErrorCode::ArgsField,
            "state.pawns",
            format!(
                "expected {n} lists, one per colour in play, got {}",
                pawn_lists.len()
            ),
        ));
    }
    let mut pawns = Vec::with_capacity(n);
    for (s, list) in pawn_lists.iter().enumerate() {
        let path = format!("state.pawns[{s}]");
        let list = json::array(list, &path)?;
        if list.len() != 4 {
            return Err(GameError::at(
                ErrorCode::ArgsField,
                path,
                format!("expected 4 pawns, got {}", list.len()),
            ));
        }
        let mut four = [0u8; 4];
        for (k, p) in list.iter().enumerate() {
            four[k] = uint(p, &format!("{path}[{k}]"), goal as u64)? as u8;
        }
        pawns.push(four);
    }
    Ok(pawns)
}

fn read_skips(o: &Obj, n: usize) -> Result<[u8; MAX_ARMS], GameError> {
    let skips_list = o.array("skips")?;
    if skips_list.len() != n {
        return Err(GameError::at(
            ErrorCode::ArgsField,
            "state.skips",
            format!("expected {n} numbers, one per colour in play"),
        ));
    }
    let mut skips = [0u8; MAX_ARMS];
    for (s, k) in skips_list.iter().enumerate() {
        skips[s] = uint(k, &format!("state.skips[{s}]"), 255)? as u8;
    }
    Ok(skips)
}

fn read_specials(o: &Obj, track_len: u8) -> Result<crate::special::SpecialSquares, GameError> {
    let mut specials = [Special::None; crate::board::MAX_TRACK];
    for (i, sq) in o.array("specialSquares")?.iter().enumerate() {
        let so = Obj::new(sq, format!("state.specialSquares[{i}]"))?;
        so.only(&["square", "kind"])?;
        let at = so.uint("square", track_len as u64 - 1)? as usize;
        let kind_name = so.str("kind")?;
        let kind = Special::from_name(kind_name).ok_or_else(|| {
            GameError::at(
                ErrorCode::ArgsField,
                so.at("kind"),
                format!("unknown kind \"{kind_name}\""),
            )
        })?;
        if specials[at] != Special::None {
            return Err(inconsistent(
                "specialSquares",
                format!("square {at} is listed twice"),
            ));
        }
        specials[at] = kind;
    }
    Ok(specials)
}

/// Reads the log and checks it against the position: the roll-off, the first turn and
/// the turn in progress.
fn read_log(o: &Obj, pos: &Position) -> Result<Vec<Event>, GameError> {
    let entries = o.array("log")?;
    if entries.len() > MAX_LOG {
        return Err(GameError::at(
            ErrorCode::ArgsField,
            "state.log",
            format!("more than {MAX_LOG} entries"),
        ));
    }
    let log = entries
        .iter()
        .enumerate()
        .map(|(i, e)| read_event(e, &format!("state.log[{i}]"), pos))
        .collect::<Result<Vec<_>, GameError>>()?;
    check_roll_off(pos, &log)?;
    // A log from the start of the game begins (after any roll-off) with the first turn.
    let opening = log.iter().find(|e| !matches!(e, Event::RollOff { .. }));
    if let Some(&Event::Turn { side, round: 1 }) = opening
        && side != pos.first
    {
        return Err(disagree(
            ErrorCode::SaveLog,
            &["first", "log"],
            format!(
                "side {} began, but the log's first turn entry is side {side}'s",
                pos.first
            ),
        ));
    }
    check_turn_in_progress(pos, &log)?;
    Ok(log)
}

/// The last turn entry of the log is the turn in progress.
fn check_turn_in_progress(pos: &Position, log: &[Event]) -> Result<(), GameError> {
    let last_turn = log.iter().rev().find_map(|e| match *e {
        Event::Turn { side, round } => Some((side, round)),
        _ => None,
    });
    if let Some((side, round)) = last_turn.filter(|_| pos.phase() != Phase::Over) {
        if side != pos.side_on_turn() {
            return Err(disagree(
                ErrorCode::SaveLog,
                &["log", "side"],
                format!(
                    "the last turn entry is side {side}'s, but side {} is on turn",
                    pos.side_on_turn()
                ),
            ));
        }
        if round != pos.round() {
            return Err(disagree(
                ErrorCode::SaveLog,
                &["round", "log"],
                format!(
                    "round {}, but the log's last turn entry is in round {round}",
                    pos.round()
                ),
            ));
        }
    }
    Ok(())
}

/// A game that begins with the highest roll keeps its roll-off at the head of the log, and
/// it must let the side in `first` begin; no other game has one.
fn check_roll_off(pos: &Position, log: &[Event]) -> Result<(), GameError> {
    let head = if pos.rules().first_turn == FirstTurn::HighestRoll {
        let (seat, len) = replay_roll_off(pos.seats(), log).map_err(|e| e.within("state"))?;
        if seat != pos.owner(pos.first) {
            return Err(disagree(
                ErrorCode::SaveLog,
                &["log", "first"],
                format!(
                    "the roll-off lets seat {seat} begin, but side {} (seat {}) began",
                    pos.first,
                    pos.owner(pos.first)
                ),
            ));
        }
        len
    } else {
        0
    };
    match log[head..]
        .iter()
        .position(|e| matches!(e, Event::RollOff { .. }))
    {
        Some(i) => Err(GameError::at(
            ErrorCode::SaveLog,
            format!("state.log[{}]", head + i),
            "a roll to decide who begins belongs only at the start of a game that begins with the highest roll",
        )),
        None => Ok(()),
    }
}

fn read_rules(o: &Obj) -> Result<Rules, GameError> {
    let mut rules = Preset::Classic.rules();
    for s in Rules::SWITCHES {
        // A switch a save leaves out at its default (`Rules::left_out`) may be missing.
        let v = match o.opt(s.name) {
            None if rules.left_out(s.name) => continue,
            _ => o.req(s.name)?,
        };
        rules.set(s.name, v).map_err(|e| e.within("state"))?;
    }
    let names: Vec<&str> = Rules::SWITCHES.iter().map(|s| s.name).collect();
    o.only(&names)?;
    rules.check().map_err(|e| e.within("state"))?;
    Ok(rules)
}
