//! The saved form of a game (`state()` / `Game.fromState`): a plain JSON object holding
//! everything, checked field by field when read back.

use serde_json::{Map, Value, json};

use crate::board::BoardKind;
use crate::colour::{Colour, parse_pawn_label, pawn_label};
use crate::event::Event;
use crate::game::{Game, GameError, Seat, parse_seat};
use crate::json::{self, Obj, uint};
use crate::moves::MoveKind;
use crate::play::replay_roll_off;
use crate::position::{NEUTRAL, Phase, Pool, Position, STALEMATE_ROLLS, Setup, Sides};
use crate::rng::{MAX_SEED, Rng};
use crate::rules::{FirstTurn, Preset, Rules};
use crate::special::Special;

/// The version of the saved form this build writes and reads.
pub const STATE_VERSION: u64 = 1;

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
    "turn",
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

fn label(id: u8) -> String {
    pawn_label(id as usize / 4, id as usize % 4).to_string()
}

impl Game {
    /// The whole game as a plain JSON object.
    pub fn state(&self) -> Value {
        let p = &self.pos;
        let sides = p.sides();
        let n = sides.len as usize;
        let seats: Vec<Value> = self
            .seats
            .iter()
            .map(|s| json!({ "name": s.name, "computer": s.computer.map(|l| l.name()) }))
            .collect();
        let specials: Vec<Value> = (0..p.board().track_len)
            .filter(|&i| p.special(i) != Special::None)
            .map(|i| json!({ "square": i, "kind": p.special(i).name() }))
            .collect();
        let mut out = Map::new();
        out.insert("version".into(), json!(STATE_VERSION));
        out.insert("preset".into(), json!(self.preset.name()));
        out.insert("rules".into(), Value::Object(p.rules().to_json()));
        out.insert("board".into(), json!(p.rules().board.name()));
        out.insert("seed".into(), json!(self.seed));
        out.insert("rng".into(), json!(format!("{:016x}", self.rng.state())));
        out.insert("seats".into(), Value::Array(seats));
        out.insert("sides".into(), sides_json(sides));
        out.insert("turn".into(), json!(p.seat_on_turn()));
        out.insert("side".into(), json!(p.turn()));
        out.insert("first".into(), json!(p.to_setup().first));
        out.insert("round".into(), json!(p.round()));
        out.insert("phase".into(), json!(p.phase().name()));
        out.insert("dice".into(), json!(p.dice().to_vec()));
        let setup = p.to_setup();
        out.insert("sixesInRow".into(), json!(setup.sixes_in_row));
        out.insert("extraRolls".into(), json!(setup.extra_rolls));
        out.insert("tries".into(), json!(setup.tries));
        out.insert("skips".into(), json!(setup.skips[..n]));
        out.insert("specialSquares".into(), Value::Array(specials));
        out.insert("pawns".into(), json!(setup.pawns));
        out.insert("ranking".into(), json!(p.ranking()));
        out.insert("waiting".into(), json!(p.waiting()));
        out.insert(
            "scores".into(),
            json!((0..p.seats()).map(|s| p.score(s)).collect::<Vec<_>>()),
        );
        out.insert("idleRolls".into(), json!(setup.idle_rolls));
        out.insert(
            "log".into(),
            Value::Array(self.log.iter().map(event_json).collect()),
        );
        Value::Object(out)
    }

    /// Restores a game from [`Game::state`], after checking every field. The error names
    /// the first field found wrong.
    pub fn from_state(v: &Value) -> Result<Game, GameError> {
        read_state(v).map_err(|e| GameError(format!("fromState: {e}")))
    }
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

fn read_state(v: &Value) -> Result<Game, String> {
    let o = Obj::new(v, "state")?;
    let version = o.req("version")?;
    if version.as_u64() != Some(STATE_VERSION) {
        return Err(format!(
            "state.version: this game reads saves of version {STATE_VERSION}, not {}",
            json::short(version)
        ));
    }
    o.only(FIELDS)?;
    let preset_name = o.str("preset")?;
    let preset = Preset::from_name(preset_name)
        .ok_or_else(|| format!("state.preset: unknown preset \"{preset_name}\""))?;
    let rules = read_rules(&Obj::new(o.req("rules")?, "state.rules")?)?;
    if o.str("board")? != rules.board.name() {
        return Err(format!(
            "state.board: does not match rules.board (\"{}\")",
            rules.board.name()
        ));
    }
    let seed = o.uint("seed", MAX_SEED)?;
    let rng_text = o.str("rng")?;
    let rng = (rng_text.len() == 16)
        .then(|| u64::from_str_radix(rng_text, 16).ok())
        .flatten()
        .ok_or("state.rng: expected 16 hexadecimal digits")?;
    let seat_list = o.array("seats")?;
    if !(2..=4).contains(&seat_list.len()) {
        return Err(format!(
            "state.seats: a game has 2 to 4 seats, got {}",
            seat_list.len()
        ));
    }
    let seats = seat_list
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let blank = Seat {
                name: String::new(),
                computer: None,
            };
            let seat = parse_seat(s, &format!("state.seats[{i}]"), blank)?;
            if seat.name.is_empty() {
                return Err(format!("state.seats[{i}].name: missing"));
            }
            Ok(seat)
        })
        .collect::<Result<Vec<_>, String>>()?;
    let n_seats = seats.len() as u8;
    let sides = Sides::layout(&rules, n_seats);
    if *o.req("sides")? != sides_json(&sides) {
        return Err("state.sides: does not match state.seats and state.rules".into());
    }
    let n = sides.len as usize;
    let board = rules.board.board();

    let side = o.uint("side", n as u64 - 1)? as u8;
    let turn = o.uint("turn", n_seats as u64 - 1)? as u8;
    if sides.owners[side as usize] != turn {
        return Err(format!(
            "state.turn: seat {turn} does not play side {side} (state.side)"
        ));
    }
    let phase_name = o.str("phase")?;
    let phase = Phase::from_name(phase_name).ok_or_else(|| {
        format!("state.phase: expected \"roll\", \"move\" or \"over\", got \"{phase_name}\"")
    })?;
    let dice: Vec<u8> = o
        .array("dice")?
        .iter()
        .enumerate()
        .map(|(i, d)| uint(d, &format!("state.dice[{i}]"), 6).map(|d| d as u8))
        .collect::<Result<_, _>>()?;
    let pool = Pool::from_dice(&dice)
        .ok_or("state.dice: expected die values 1 to 6, only sixes repeated")?;

    let pawn_lists = o.array("pawns")?;
    if pawn_lists.len() != n {
        return Err(format!(
            "state.pawns: expected {n} lists, one per colour in play, got {}",
            pawn_lists.len()
        ));
    }
    let mut pawns = Vec::with_capacity(n);
    for (s, list) in pawn_lists.iter().enumerate() {
        let path = format!("state.pawns[{s}]");
        let list = json::array(list, &path)?;
        if list.len() != 4 {
            return Err(format!("{path}: expected 4 pawns, got {}", list.len()));
        }
        let mut four = [0u8; 4];
        for (k, p) in list.iter().enumerate() {
            four[k] = uint(p, &format!("{path}[{k}]"), board.goal as u64)? as u8;
        }
        pawns.push(four);
    }

    let skips_list = o.array("skips")?;
    if skips_list.len() != n {
        return Err(format!(
            "state.skips: expected {n} numbers, one per colour in play"
        ));
    }
    let mut skips = [0u8; 4];
    for (s, k) in skips_list.iter().enumerate() {
        skips[s] = uint(k, &format!("state.skips[{s}]"), 255)? as u8;
    }

    let mut specials = [Special::None; crate::board::MAX_TRACK];
    for (i, sq) in o.array("specialSquares")?.iter().enumerate() {
        let so = Obj::new(sq, format!("state.specialSquares[{i}]"))?;
        so.only(&["square", "kind"])?;
        let at = so.uint("square", board.track_len as u64 - 1)? as usize;
        let kind_name = so.str("kind")?;
        let kind = Special::from_name(kind_name)
            .ok_or_else(|| format!("{}: unknown kind \"{kind_name}\"", so.at("kind")))?;
        if specials[at] != Special::None {
            return Err(format!("state.specialSquares: square {at} is listed twice"));
        }
        specials[at] = kind;
    }

    let seat_list_of = |key: &str| -> Result<Vec<u8>, String> {
        o.array(key)?
            .iter()
            .enumerate()
            .map(|(i, s)| {
                uint(s, &format!("state.{key}[{i}]"), n_seats as u64 - 1).map(|s| s as u8)
            })
            .collect()
    };

    let setup = Setup {
        rules,
        seats: n_seats,
        pawns,
        turn: side,
        first: o.uint("first", n as u64 - 1)? as u8,
        round: o.uint("round", u16::MAX as u64)? as u16,
        phase,
        dice: pool,
        sixes_in_row: o.uint("sixesInRow", 255)? as u8,
        extra_rolls: o.uint("extraRolls", 255)? as u8,
        tries: o.uint("tries", 3)? as u8,
        skips,
        specials,
        ranking: seat_list_of("ranking")?,
        waiting: seat_list_of("waiting")?,
        idle_rolls: o.uint("idleRolls", STALEMATE_ROLLS as u64)? as u16,
    };
    let pos = Position::from_setup(&setup).map_err(|e| format!("state.{e}"))?;

    let scores: Vec<Value> = (0..n_seats).map(|s| json!(pos.score(s))).collect();
    if *o.array("scores")? != scores {
        return Err("state.scores: do not match the pawns".into());
    }

    let entries = o.array("log")?;
    if entries.len() > MAX_LOG {
        return Err(format!("state.log: more than {MAX_LOG} entries"));
    }
    let log = entries
        .iter()
        .enumerate()
        .map(|(i, e)| read_event(e, &format!("state.log[{i}]"), &pos))
        .collect::<Result<Vec<_>, String>>()?;
    check_roll_off(&pos, &log)?;
    // A log from the start of the game begins (after any roll-off) with the first turn.
    let opening = log.iter().find(|e| !matches!(e, Event::RollOff { .. }));
    if let Some(&Event::Turn { side, round: 1 }) = opening
        && side != setup.first
    {
        return Err(format!(
            "state.first: side {}, but the log's first turn entry is side {side}'s",
            setup.first
        ));
    }
    // The last turn entry of the log is the turn in progress.
    let last_turn = log.iter().rev().find_map(|e| match *e {
        Event::Turn { side, round } => Some((side, round)),
        _ => None,
    });
    if let Some((side, round)) = last_turn.filter(|_| pos.phase() != Phase::Over) {
        if side != pos.turn() {
            return Err(format!(
                "state.log: the last turn entry is side {side}'s, but state.side is {}",
                pos.turn()
            ));
        }
        if round != pos.round() {
            return Err(format!(
                "state.round: {}, but the log's last turn entry is in round {round}",
                pos.round()
            ));
        }
    }
    let last = log.len()..log.len();
    Ok(Game {
        preset,
        seed,
        rng: Rng::from_state(rng),
        seats,
        pos,
        log,
        last,
    })
}

/// A game that begins with the highest roll keeps its roll-off at the head of the log, and
/// it must let the side in `first` begin; no other game has one.
fn check_roll_off(pos: &Position, log: &[Event]) -> Result<(), String> {
    let head = if pos.rules().first_turn == FirstTurn::HighestRoll {
        let (seat, len) =
            replay_roll_off(pos.seats(), log).map_err(|e| format!("state.log: {e}"))?;
        if seat != pos.owner(pos.first) {
            return Err(format!(
                "state.log: the roll-off lets seat {seat} begin, but state.first is side {} (seat {})",
                pos.first,
                pos.owner(pos.first)
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
        Some(i) => Err(format!(
            "state.log[{}]: a roll to decide who begins belongs only at the start of a game that begins with the highest roll",
            head + i
        )),
        None => Ok(()),
    }
}

fn read_rules(o: &Obj) -> Result<Rules, String> {
    let mut rules = Preset::Classic.rules();
    for s in Rules::SWITCHES {
        let v = o.req(s.name)?;
        rules.set(s.name, v).map_err(|e| format!("state.{e}"))?;
    }
    let names: Vec<&str> = Rules::SWITCHES.iter().map(|s| s.name).collect();
    o.only(&names)?;
    rules.check().map_err(|e| format!("state.{e}"))?;
    Ok(rules)
}

/// An event in its saved form.
pub fn event_json(e: &Event) -> Value {
    match *e {
        Event::RollOff { seat, die } => json!({ "type": "rollOff", "seat": seat, "die": die }),
        Event::Turn { side, round } => json!({ "type": "turn", "side": side, "round": round }),
        Event::SkipTurn { side } => json!({ "type": "skipTurn", "side": side }),
        Event::Roll { side, die } => json!({ "type": "roll", "side": side, "die": die }),
        Event::NoMove { side } => json!({ "type": "noMove", "side": side }),
        Event::Foul { side } => json!({ "type": "foul", "side": side }),
        Event::Move {
            pawn,
            die,
            from,
            to,
            kind,
        } => json!({
            "type": "move", "pawn": label(pawn), "die": die, "from": from, "to": to, "kind": kind.name()
        }),
        Event::Capture { pawn } => json!({ "type": "capture", "pawn": label(pawn) }),
        Event::Forfeit { pawn } => json!({ "type": "forfeit", "pawn": label(pawn) }),
        Event::Special { pawn, effect, to } => {
            json!({ "type": "special", "pawn": label(pawn), "effect": effect.name(), "to": to })
        }
        Event::ExtraRoll { side } => json!({ "type": "extraRoll", "side": side }),
        Event::Finish { seat, place } => json!({ "type": "finish", "seat": seat, "place": place }),
        Event::Stalemate => json!({ "type": "stalemate" }),
        Event::Over => json!({ "type": "over" }),
    }
}

fn read_event(v: &Value, path: &str, pos: &Position) -> Result<Event, String> {
    let o = Obj::new(v, path)?;
    let n_sides = pos.sides().len as u64;
    let seats = pos.seats() as u64;
    let goal = pos.board().goal as u64;
    let side = || o.uint("side", n_sides - 1).map(|s| s as u8);
    let seat = || o.uint("seat", seats - 1).map(|s| s as u8);
    let die = || match o.uint("die", 6)? {
        0 => Err(format!("{}: a die shows 1 to 6", o.at("die"))),
        d => Ok(d as u8),
    };
    let pawn = || {
        let text = o.str("pawn")?;
        match parse_pawn_label(text) {
            Some((s, k)) if (s as u64) < n_sides => Ok((s * 4 + k) as u8),
            _ => Err(format!(
                "{}: \"{text}\" is not a pawn in this game",
                o.at("pawn")
            )),
        }
    };
    let kind = o.str("type")?;
    let (event, fields): (Event, &[&str]) = match kind {
        "rollOff" => (
            Event::RollOff {
                seat: seat()?,
                die: die()?,
            },
            &["seat", "die"],
        ),
        "turn" => (
            Event::Turn {
                side: side()?,
                round: o.uint("round", u16::MAX as u64)? as u16,
            },
            &["side", "round"],
        ),
        "skipTurn" => (Event::SkipTurn { side: side()? }, &["side"]),
        "roll" => (
            Event::Roll {
                side: side()?,
                die: die()?,
            },
            &["side", "die"],
        ),
        "noMove" => (Event::NoMove { side: side()? }, &["side"]),
        "foul" => (Event::Foul { side: side()? }, &["side"]),
        "move" => {
            let kind_name = o.str("kind")?;
            let kind = MoveKind::from_name(kind_name)
                .ok_or_else(|| format!("{}: unknown kind \"{kind_name}\"", o.at("kind")))?;
            let event = Event::Move {
                pawn: pawn()?,
                die: die()?,
                from: o.uint("from", goal)? as u8,
                to: o.uint("to", goal)? as u8,
                kind,
            };
            (event, &["pawn", "die", "from", "to", "kind"])
        }
        "capture" => (Event::Capture { pawn: pawn()? }, &["pawn"]),
        "forfeit" => (Event::Forfeit { pawn: pawn()? }, &["pawn"]),
        "special" => {
            let name = o.str("effect")?;
            let effect = Special::from_name(name)
                .ok_or_else(|| format!("{}: unknown effect \"{name}\"", o.at("effect")))?;
            let event = Event::Special {
                pawn: pawn()?,
                effect,
                to: o.uint("to", goal)? as u8,
            };
            (event, &["pawn", "effect", "to"])
        }
        "extraRoll" => (Event::ExtraRoll { side: side()? }, &["side"]),
        "finish" => {
            let place = o.uint("place", seats)? as u8;
            if place == 0 {
                return Err(format!("{}: places are counted from 1", o.at("place")));
            }
            (
                Event::Finish {
                    seat: seat()?,
                    place,
                },
                &["seat", "place"],
            )
        }
        "stalemate" => (Event::Stalemate, &[]),
        "over" => (Event::Over, &[]),
        other => return Err(format!("{}: unknown entry type \"{other}\"", o.at("type"))),
    };
    let mut known = vec!["type"];
    known.extend_from_slice(fields);
    o.only(&known)?;
    Ok(event)
}

/// The board's geometry for drawing. Points are in half cells: the centre of grid cell
/// (x, y) is (2x + 1, 2y + 1), so every point is a whole number.
pub fn geometry_json(kind: BoardKind) -> Value {
    let b = kind.board();
    let pt = |(x, y): (u8, u8)| json!([x, y]);
    let per_colour =
        |f: &dyn Fn(Colour) -> Value| Value::Array(Colour::ALL.iter().map(|&c| f(c)).collect());
    json!({
        "board": kind.name(),
        "size": b.size,
        "track": (0..b.track_len).map(|i| pt(b.track_point(i))).collect::<Vec<_>>(),
        "homeColumns": per_colour(&|c| (0..b.home_len).map(|k| pt(b.home_point(c, k))).collect()),
        "bases": per_colour(&|c| (0..4).map(|k| pt(b.base_point(c, k))).collect()),
        "goals": per_colour(&|c| pt(b.goal_point(c))),
        "starts": b.start,
        "stars": (0..b.track_len).filter(|&i| b.is_star(i)).collect::<Vec<_>>(),
        "goal": b.goal,
        "trackSteps": b.track_steps,
        "paths": per_colour(&|c| (0..=b.goal).map(|p| pt(b.point(c, 0, p))).collect()),
    })
}
