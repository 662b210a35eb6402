//! The values the JavaScript API returns, as typed Rust structs. Their JSON forms are the
//! TypeScript interfaces of `src/lib.rs` (`LegalMove`, `Outcome`, `Hint`, ...), which
//! `tests/typescript.rs` holds against these fields.

use serde::Serialize;
use serde_json::{Map, Value, json};

use ludo_ai::Hint as AiHint;
#[cfg(feature = "six")]
use ludo_engine::board::NO_CELL;
use ludo_engine::colour::pawn_label;
use ludo_engine::log_entry::event_json;
use ludo_engine::moves::NO_PAWN;
use ludo_engine::rules::SwitchKind;
use ludo_engine::{ErrorCode, Event, Game, GameError, Move, Position, Preset, Rules};

use crate::meaning::{self, RollResult, Route};

fn label(id: u8) -> Option<String> {
    (id != NO_PAWN).then(|| pawn_label(id as usize / 4, id as usize % 4).to_string())
}

/// One legal move.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LegalMove {
    /// Its id: the index in the legal moves, what `applyMove` takes.
    pub id: usize,
    /// The seat on turn.
    pub seat: u8,
    /// The side (colour in play) the pawn belongs to.
    pub side: u8,
    /// That side's colour: `red`, `green`, `yellow` or `blue`.
    pub colour: &'static str,
    /// The pawn's letter.
    pub pawn: String,
    /// The die it uses.
    pub die: u8,
    /// Path position before (0 = base).
    pub from: u8,
    /// Path position after.
    pub to: u8,
    /// `enter`, `move`, `bounce`, `back` or `tower`.
    pub kind: &'static str,
    /// Letters of the pawns it captures.
    pub captures: Vec<String>,
    /// A tower's other pawn.
    pub with: Option<String>,
    /// The pawn a compulsory-capture rule sends home if this move is played.
    pub forfeit: Option<String>,
    /// Whether the pawn ends the move home (finished).
    pub home: bool,
}

impl LegalMove {
    /// The view of move `id` of `pos`.
    pub fn of(pos: &Position, id: usize, m: &Move) -> LegalMove {
        let with = if m.partner == NO_PAWN {
            NO_PAWN
        } else {
            m.side * 4 + m.partner
        };
        LegalMove {
            id,
            seat: pos.seat_on_turn(),
            side: m.side,
            colour: pos.colour(m.side).name(),
            pawn: m.label().to_string(),
            die: m.die,
            from: m.from,
            to: m.to,
            kind: m.kind.name(),
            captures: m.captured_labels().map(|c| c.to_string()).collect(),
            with: label(with),
            forfeit: label(m.forfeit),
            home: pos.board().is_done(m.to) && !pos.board().is_done(m.from),
        }
    }
}

/// A ranked move of `hints()`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Hint {
    /// The move's id.
    pub id: usize,
    /// The pawn's letter.
    pub pawn: String,
    /// The die it uses.
    pub die: u8,
    /// Path position before.
    pub from: u8,
    /// Path position after.
    pub to: u8,
    /// The `hard` level's chance (0–1) of winning after it, to four places.
    pub win_chance: f64,
    /// The main thing it does: `captures`, `finishes`, `enters`, `special`, `forfeits`,
    /// `blocks`, `reachesSafety`, `escapesDanger` or `advances`.
    pub reason: &'static str,
    /// Letters of the pawns it captures.
    pub captures: Vec<String>,
    /// The reason in English.
    pub text: String,
}

impl From<&AiHint> for Hint {
    fn from(h: &AiHint) -> Hint {
        Hint {
            id: h.id,
            pawn: h.pawn.to_string(),
            die: h.die,
            from: h.from,
            to: h.to,
            // Rounded so the page shows the same figure natively and in every browser.
            win_chance: (h.win_chance as f64 * 10_000.0).round() / 10_000.0,
            reason: h.reason.name(),
            captures: h.captures.iter().map(|c| c.to_string()).collect(),
            text: h.text.clone(),
        }
    }
}

/// A special square's effect on a pawn, in an outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SpecialEffect {
    /// The pawn's letter.
    pub pawn: String,
    /// `forward3`, `back3`, `playAgain`, `skipTurn` or `backToStart`.
    pub effect: &'static str,
    /// Where the pawn ended.
    pub to: u8,
    /// Whether the square is a reward (otherwise a penalty).
    pub reward: bool,
}

/// A seat that took a place, in an outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Finish {
    /// The seat.
    pub seat: u8,
    /// Its place, from 1.
    pub place: u8,
}

/// What a roll or a move caused, and what it changed of the position: all a page needs
/// to go on drawing, whatever the length of the game, and what it means in the game's
/// terms (`roll`, `routes`, `home`: [`crate::meaning`]). The summary fields (`roll` to
/// `gameOver`) are left out when they would be empty, zero or false.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Outcome {
    /// What the roll led to at once (a roll's outcome only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub roll: Option<RollResult>,
    /// After a six that earned or banked a roll: how many more sixes in a row would be a
    /// foul (`threeSixes`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sixes_to_foul: Option<u8>,
    /// Each pawn that moved, with its way square by square.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub routes: Vec<Route>,
    /// Pawns that reached home (finished).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub home: Vec<String>,
    /// Pawns captured.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub captures: Vec<String>,
    /// Pawns sent home for a missed compulsory capture.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub forfeits: Vec<String>,
    /// Special squares that acted.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub specials: Vec<SpecialEffect>,
    /// Seats that took a place.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub finished: Vec<Finish>,
    /// Sides that missed their turn.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub skipped: Vec<u8>,
    /// Extra rolls earned.
    #[serde(skip_serializing_if = "is_zero")]
    pub extra_rolls: u32,
    /// The turn passed to another side (after a roll: what followed a foul or a die that
    /// could not be used; `roll` says which).
    #[serde(skip_serializing_if = "is_false")]
    pub turn_passed: bool,
    /// The game ended.
    #[serde(skip_serializing_if = "is_false")]
    pub game_over: bool,
    /// The seat on turn now (`seatOnTurn` in JSON, as in the position).
    pub seat_on_turn: u8,
    /// The side on turn now (`side` in JSON).
    #[serde(rename = "side")]
    pub side_on_turn: u8,
    /// `roll`, `move` or `over`.
    pub phase: &'static str,
    /// How many legal moves there are now (0 unless a move is due).
    pub moves: usize,
    /// With `teams`: the partner's pawns on the square where the moved pawn stopped
    /// (partners share squares: RULINGS.md "Six arms and teams").
    #[cfg(feature = "six")]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub shares: Vec<String>,
    /// With `teams`: the partner whose pawn a player moved on their own turn, having
    /// finished (RULINGS.md "Six arms and teams").
    #[cfg(feature = "six")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plays_for: Option<u8>,
    /// The log entries it added, in the saved form.
    pub events: Vec<Value>,
    /// The fields of the position ([`ludo_engine::save::position`] and
    /// [`crate::meaning::fields`]) that it changed, and `logLength` always: merged into the
    /// view from before, they give the view after.
    pub position: Map<String, Value>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Outcome {
    /// What `events` (the last roll's or move's) did to `game`; `before` is the position
    /// before them, if known (otherwise the outcome carries the whole position).
    pub fn of(game: &Game, events: &[Event], before: Option<&Map<String, Value>>) -> Outcome {
        let pos = game.position();
        let roll = meaning::roll_result(pos, events);
        let (routes, home) = meaning::routes(pos, events, before);
        let now = meaning::position(game);
        let mut o = Outcome {
            roll: roll.map(|r| r.0),
            sixes_to_foul: roll.and_then(|r| r.1),
            routes,
            home,
            captures: Vec::new(),
            forfeits: Vec::new(),
            specials: Vec::new(),
            finished: Vec::new(),
            skipped: Vec::new(),
            extra_rolls: 0,
            turn_passed: false,
            game_over: false,
            seat_on_turn: pos.seat_on_turn(),
            side_on_turn: pos.side_on_turn(),
            phase: pos.phase().name(),
            moves: game.legal_moves().len(),
            #[cfg(feature = "six")]
            shares: Vec::new(),
            #[cfg(feature = "six")]
            plays_for: None,
            events: events.iter().map(event_json).collect(),
            position: changed(now, before),
        };
        for e in events {
            o.note(e);
        }
        #[cfg(feature = "six")]
        o.partners(pos, events, before);
        o
    }

    /// With `teams`, what a move did between partners: the partner's pawns on the square
    /// the moved pawn stopped on, and the partner it was played for (the mover, on turn
    /// before the move, is not the pawn's seat).
    #[cfg(feature = "six")]
    fn partners(&mut self, pos: &Position, events: &[Event], before: Option<&Map<String, Value>>) {
        let Some(pawn) = events.iter().rev().find_map(|e| match *e {
            Event::Move { pawn, .. } | Event::Special { pawn, .. } => Some(pawn),
            _ => None,
        }) else {
            return;
        };
        let side = pawn / 4;
        let Some(partner) = pos.partner(side) else {
            return;
        };
        let board = pos.board();
        let cell = board.cell(pos.colour(side), pos.pawns(side)[(pawn % 4) as usize]);
        if cell != NO_CELL {
            let theirs = pos.pawns(partner);
            let on = |k: &usize| board.cell(pos.colour(partner), theirs[*k]) == cell;
            let labels = (0..4)
                .filter(on)
                .filter_map(|k| label(partner * 4 + k as u8));
            self.shares = labels.collect();
        }
        let mover = before
            .and_then(|b| b.get("seatOnTurn"))
            .and_then(Value::as_u64);
        let owner = pos.owner(side);
        if mover.is_some_and(|m| m != u64::from(owner)) {
            self.plays_for = Some(owner);
        }
    }

    fn note(&mut self, e: &Event) {
        let name = |pawn: u8| label(pawn).unwrap_or_default();
        match *e {
            Event::Capture { pawn } => self.captures.push(name(pawn)),
            Event::Forfeit { pawn } => self.forfeits.push(name(pawn)),
            Event::Special { pawn, effect, to } => self.specials.push(SpecialEffect {
                pawn: name(pawn),
                effect: effect.name(),
                to,
                reward: effect.is_reward(),
            }),
            Event::Finish { seat, place } => self.finished.push(Finish { seat, place }),
            Event::SkipTurn { side } => self.skipped.push(side),
            Event::ExtraRoll { .. } => self.extra_rolls += 1,
            Event::Turn { .. } => self.turn_passed = true,
            Event::Over => self.game_over = true,
            _ => {}
        }
    }
}

/// The fields of `after` that differ from `before`, and `logLength` always.
fn changed(after: Map<String, Value>, before: Option<&Map<String, Value>>) -> Map<String, Value> {
    let Some(before) = before else {
        return after;
    };
    // Inserted one by one: collecting into a map would sort, and the library's sort adds
    // kilobytes to the wasm.
    let mut out = Map::new();
    for (k, v) in after {
        if k == "logLength" || before.get(&k) != Some(&v) {
            out.insert(k, v);
        }
    }
    out
}

/// Per-seat figures of `stats()`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatStats {
    /// The seat.
    pub seat: usize,
    /// Its player's name.
    pub name: String,
    /// Its place, once it has one.
    pub place: Option<usize>,
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
    /// 250 per finished pawn plus how far each other pawn got.
    pub score: u32,
}

/// The figures of every seat of `game`.
pub fn stats(game: &Game) -> Vec<SeatStats> {
    let pos = game.position();
    game.stats()
        .iter()
        .enumerate()
        .map(|(seat, s)| SeatStats {
            seat,
            name: game.seats()[seat].name.clone(),
            place: pos.place(seat as u8).map(usize::from),
            turns: s.turns,
            rolls: s.rolls,
            sixes: s.sixes,
            moves: s.moves,
            captures: s.captures,
            captured: s.captured,
            finished: s.finished,
            score: s.score,
        })
        .collect()
}

/// A rule switch of `Game.switches()`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SwitchInfo {
    /// Its name in options and saves.
    pub name: &'static str,
    /// `bool`, `dice`, `count` or `choice`.
    pub kind: &'static str,
    /// The names a `choice` takes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub choices: Option<&'static [&'static str]>,
    /// The largest value a `count` takes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<u8>,
    /// What it does, in one English line.
    pub about: &'static str,
}

/// Every rule switch this build plays: without six arms (the engine's feature `six`)
/// `arms` and `teams` take only their defaults, so they are not offered.
pub fn switches() -> Vec<SwitchInfo> {
    let offered = if ludo_engine::board::MAX_ARMS == 6 {
        Rules::SWITCHES
    } else {
        &Rules::SWITCHES[..Rules::SWITCHES.len() - 2] // `arms` and `teams` come last
    };
    offered
        .iter()
        .map(|s| {
            let (kind, choices, max) = match s.kind {
                SwitchKind::Bool => ("bool", None, None),
                SwitchKind::Dice => ("dice", None, None),
                SwitchKind::Count(max) => ("count", None, Some(max)),
                SwitchKind::Choice(choices) => ("choice", Some(choices), None),
            };
            SwitchInfo {
                name: s.name,
                kind,
                choices,
                max,
                about: s.about,
            }
        })
        .collect()
}

/// A preset of `Game.presets()`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PresetInfo {
    /// Its name.
    pub name: &'static str,
    /// One English line about it.
    pub about: &'static str,
    /// Its switch values.
    pub rules: Map<String, Value>,
    /// Whether its default seats are one person against computers.
    pub against_computers: bool,
}

/// Every preset.
pub fn presets() -> Vec<PresetInfo> {
    Preset::ALL
        .iter()
        .map(|p| PresetInfo {
            name: p.name(),
            about: p.about(),
            rules: p.rules().to_json(),
            against_computers: p.against_computers(),
        })
        .collect()
}

/// A whole number argument (`field`) from 0 to `max`, refused with `code` unless it is one.
pub(crate) fn whole(v: &Value, code: ErrorCode, field: &str, max: u64) -> Result<u64, GameError> {
    ludo_engine::json::uint(v, field, max).map_err(|_| {
        GameError::at(
            code,
            field,
            format!(
                "expected a whole number from 0 to {max}, not {}",
                ludo_engine::json::short(v)
            ),
        )
    })
}

/// The limits a page shares with the engine (`Game.limits()`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Limits {
    /// The most characters of a player's name.
    pub name_length: usize,
    /// The most log entries one `logEntries` call returns.
    pub log_page: usize,
}

impl Limits {
    /// The JSON form, `{ nameLength, logPage }`. Built by hand: a serializer of its own
    /// would add to the wasm.
    pub fn to_json(self) -> Value {
        ludo_engine::json::object(vec![
            ("nameLength", Value::from(self.name_length)),
            ("logPage", Value::from(self.log_page)),
        ])
    }
}

/// The JSON of a value that cannot fail to serialize (plain structs of numbers and strings).
pub fn to_json<T: Serialize>(v: &T) -> Value {
    serde_json::to_value(v).unwrap_or_else(|e| json!({ "error": e.to_string() }))
}
