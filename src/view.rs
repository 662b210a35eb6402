//! Plain JSON views of moves, outcomes, statistics, switches and presets, as the
//! JavaScript API returns them.

use serde_json::{Value, json};

use crate::ai::Hint;
use crate::colour::pawn_label;
use crate::event::Event;
use crate::game::Game;
use crate::moves::{Move, NO_PAWN};
use crate::position::{NEUTRAL, Position};
use crate::rules::{Preset, Rules, SwitchKind};
use crate::save::event_json;

fn label(id: u8) -> Value {
    if id == NO_PAWN {
        Value::Null
    } else {
        json!(pawn_label(id as usize / 4, id as usize % 4).to_string())
    }
}

/// One legal move: `{ id, seat, side, colour, pawn, die, from, to, kind, captures, with, forfeit }`.
pub fn move_json(pos: &Position, id: usize, m: &Move) -> Value {
    let with = if m.partner == NO_PAWN {
        NO_PAWN
    } else {
        m.side * 4 + m.partner
    };
    json!({
        "id": id,
        "seat": pos.seat_on_turn(),
        "side": m.side,
        "colour": pos.colour(m.side).name(),
        "pawn": m.label().to_string(),
        "die": m.die,
        "from": m.from,
        "to": m.to,
        "kind": m.kind.name(),
        "captures": m.captured_labels().map(|c| c.to_string()).collect::<Vec<_>>(),
        "with": label(with),
        "forfeit": label(m.forfeit),
    })
}

/// One hint: `{ id, pawn, die, from, to, winChance, reason, captures, text }`.
pub fn hint_json(h: &Hint) -> Value {
    // Rounded so the page shows the same figure natively and in every browser.
    let chance = (h.win_chance as f64 * 10_000.0).round() / 10_000.0;
    json!({
        "id": h.id,
        "pawn": h.pawn.to_string(),
        "die": h.die,
        "from": h.from,
        "to": h.to,
        "winChance": chance,
        "reason": h.reason.code(),
        "captures": h.captures.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
        "text": h.text,
    })
}

/// What a roll or move caused: `{ captures, extraRolls, noLegalMove, foul, turnPassed,
/// specials, forfeits, finished, gameOver, turn, side, phase, events }`.
pub fn outcome_json(game: &Game, events: &[Event]) -> Value {
    let pos = game.position();
    let mut captures = Vec::new();
    let mut forfeits = Vec::new();
    let mut specials = Vec::new();
    let mut finished = Vec::new();
    let mut skipped = Vec::new();
    let mut extra = 0;
    let (mut no_move, mut foul, mut passed, mut over) = (false, false, false, false);
    for e in events {
        match *e {
            Event::Capture { pawn } => captures.push(label(pawn)),
            Event::Forfeit { pawn } => forfeits.push(label(pawn)),
            Event::Special { pawn, effect, to } => {
                specials.push(json!({ "pawn": label(pawn), "effect": effect.name(), "to": to }))
            }
            Event::Finish { seat, place } => finished.push(json!({ "seat": seat, "place": place })),
            Event::SkipTurn { side } => skipped.push(json!(side)),
            Event::ExtraRoll { .. } => extra += 1,
            Event::NoMove { .. } => no_move = true,
            Event::Foul { .. } => foul = true,
            Event::Turn { .. } => passed = true,
            Event::Over => over = true,
            _ => {}
        }
    }
    json!({
        "captures": captures,
        "forfeits": forfeits,
        "specials": specials,
        "finished": finished,
        "skipped": skipped,
        "extraRolls": extra,
        "noLegalMove": no_move,
        "foul": foul,
        "turnPassed": passed,
        "gameOver": over,
        "turn": pos.seat_on_turn(),
        "side": pos.turn(),
        "phase": pos.phase().name(),
        "events": events.iter().map(event_json).collect::<Vec<_>>(),
    })
}

/// Per-seat figures: `[{ seat, name, place, turns, rolls, sixes, moves, captures, captured, finished, score }]`.
pub fn stats_json(game: &Game) -> Value {
    let pos = game.position();
    Value::Array(
        game.stats()
            .iter()
            .enumerate()
            .map(|(seat, s)| {
                let place = pos
                    .ranking()
                    .iter()
                    .position(|&r| r as usize == seat)
                    .map(|p| p + 1);
                json!({
                    "seat": seat,
                    "name": game.seats()[seat].name,
                    "place": place,
                    "turns": s.turns,
                    "rolls": s.rolls,
                    "sixes": s.sixes,
                    "moves": s.moves,
                    "captures": s.captures,
                    "captured": s.captured,
                    "finished": s.finished,
                    "score": s.score,
                })
            })
            .collect(),
    )
}

/// Every rule switch: `[{ name, kind, choices?, max?, about }]`.
pub fn switches_json() -> Value {
    Value::Array(
        Rules::SWITCHES
            .iter()
            .map(|s| {
                let mut v = json!({ "name": s.name, "about": s.about });
                let kind = match s.kind {
                    SwitchKind::Bool => "bool",
                    SwitchKind::Dice => "dice",
                    SwitchKind::Count(max) => {
                        v["max"] = json!(max);
                        "count"
                    }
                    SwitchKind::Choice(choices) => {
                        v["choices"] = json!(choices);
                        "choice"
                    }
                };
                v["kind"] = json!(kind);
                v
            })
            .collect(),
    )
}

/// Every preset: `[{ name, about, rules, againstComputers }]`.
pub fn presets_json() -> Value {
    Value::Array(
        Preset::ALL
            .iter()
            .map(|p| {
                json!({
                    "name": p.name(),
                    "about": p.about(),
                    "rules": Value::Object(p.rules().to_json()),
                    "againstComputers": p.against_computers(),
                })
            })
            .collect(),
    )
}

/// The seat playing a side, or `None` for the neutral colour.
pub fn seat_of(pos: &Position, side: u8) -> Option<u8> {
    let owner = pos.owner(side);
    (owner != NEUTRAL).then_some(owner)
}
