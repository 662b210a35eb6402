//! The TypeScript types of the generated `ludo.d.ts` (written in `src/lib.rs`) against the
//! values the API returns: every interface names exactly the fields its value has, so the
//! types cannot drift from the code. The page is type-checked against these types.

use std::collections::{BTreeMap, BTreeSet};

use ludo_ai::Reason;
use ludo_api::{DieState, Game, Place, RollResult};
use ludo_engine::log_entry::event_json;
use ludo_engine::rules::FirstTurn;
use ludo_engine::{BoardKind, Colour, ErrorCode, Event, Level, MoveKind, Phase, Preset, Special};
use serde_json::{Value, json};

const LIB: &str = include_str!("../src/lib.rs");

/// Field names of an interface: (required, optional).
type Fields = (BTreeSet<String>, BTreeSet<String>);

/// The TypeScript text between the `ts:start` and `ts:end` markers.
fn typescript() -> &'static str {
    let start = LIB.find("// ts:start").expect("ts:start marker");
    let end = LIB.find("// ts:end").expect("ts:end marker");
    &LIB[start..end]
}

/// The fields of one `{ ... }` body, comments left out.
fn fields_of(body: &str) -> Fields {
    let mut required = BTreeSet::new();
    let mut optional = BTreeSet::new();
    let body = strip_comments(body);
    for part in body.split([';', '\n']) {
        let part = part.trim();
        let Some((name, _)) = part.split_once(':') else {
            continue;
        };
        let name = name.trim();
        if let Some(name) = name.strip_suffix('?') {
            optional.insert(name.to_string());
        } else if name.chars().all(|c| c.is_alphanumeric()) && !name.is_empty() {
            required.insert(name.to_string());
        }
    }
    (required, optional)
}

fn strip_comments(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("/*") {
        out.push_str(&rest[..i]);
        rest = rest[i..].split_once("*/").map_or("", |(_, after)| after);
    }
    out.push_str(rest);
    out
}

/// Every `export interface Name { ... }`.
fn interfaces() -> BTreeMap<String, Fields> {
    let ts = typescript();
    let mut out = BTreeMap::new();
    for chunk in ts.split("export interface ").skip(1) {
        let (name, rest) = chunk.split_once('{').expect("an interface body");
        let body = rest.split("\n}").next().unwrap_or("");
        // `GameError extends Error`: the interface's own name
        let name = name.split(" extends ").next().unwrap_or(name);
        out.insert(name.trim().to_string(), fields_of(body));
    }
    out
}

/// The members of the `LogEntry` union, by their `type`.
fn log_entry_members() -> BTreeMap<String, BTreeSet<String>> {
    let ts = typescript();
    let start = ts.find("export type LogEntry =").expect("LogEntry");
    let union = &ts[start..ts[start..].find(";\n\n").map_or(ts.len(), |e| start + e)];
    union
        .split('{')
        .skip(1)
        .map(|m| {
            let body = m.split('}').next().unwrap_or("");
            let (fields, _) = fields_of(body);
            let kind = body
                .split("type: '")
                .nth(1)
                .and_then(|t| t.split('\'').next())
                .expect("a type tag")
                .to_string();
            (kind, fields)
        })
        .collect()
}

fn keys(v: &Value) -> BTreeSet<String> {
    v.as_object()
        .unwrap_or_else(|| panic!("not an object: {v}"))
        .keys()
        .cloned()
        .collect()
}

/// Checks an interface against a value: every required field present, nothing unnamed.
fn check(name: &str, v: &Value) {
    let all = interfaces();
    let (required, optional) = all
        .get(name)
        .unwrap_or_else(|| panic!("no interface {name}"));
    let got = keys(v);
    let missing: Vec<_> = required.difference(&got).collect();
    let unnamed: Vec<_> = got
        .iter()
        .filter(|k| !required.contains(*k) && !optional.contains(*k))
        .collect();
    assert!(
        missing.is_empty() && unnamed.is_empty(),
        "{name}: the type names {missing:?} that the value lacks, the value has {unnamed:?} that the type does not name"
    );
}

fn union_of(names: &[&str]) -> BTreeSet<String> {
    let all = interfaces();
    names
        .iter()
        .flat_map(|n| all[*n].0.iter().cloned())
        .collect()
}

/// A rewards game (special squares) played until a move is due after some steps.
fn game_in_progress() -> Game {
    let mut g = Game::new(&json!({ "preset": "rewards", "seed": 9 })).unwrap();
    let mut steps = 0;
    loop {
        if g.engine().position().phase().name() == "roll" {
            g.roll().unwrap();
        } else if steps > 60 {
            return g;
        } else {
            let id = g.choose_move().unwrap();
            g.apply_move(&json!(id)).unwrap();
        }
        steps += 1;
    }
}

fn to(v: impl serde::Serialize) -> Value {
    serde_json::to_value(v).unwrap()
}

#[test]
fn the_types_name_the_fields_of_every_value() {
    let g = game_in_progress();
    let moves = to(g.legal_moves());
    check("LegalMove", &moves[0]);
    let outcome = to(g.last_outcome());
    check("Outcome", &outcome);
    // An outcome carries the fields of the position its step changed.
    let changed = keys(&outcome["position"]);
    let position = union_of(&["Position", "Meaning"]);
    assert!(changed.is_subset(&position), "{changed:?}");
    assert!(changed.contains("logLength") && changed.len() < position.len());
    let fresh = Game::new(&json!({ "seed": 2 })).unwrap();
    assert_eq!(keys(&to(fresh.last_outcome())["position"]), position);
    let mut moved = g.clone();
    let routes = to(moved.apply_move(&json!(0)).unwrap())["routes"].clone();
    check("Route", &routes[0]);
    for die in g.view()["hand"].as_array().unwrap() {
        check("HandDie", die);
    }
    check("Hint", &to(g.hints().unwrap())[0]);
    check("SeatStats", &to(g.stats())[0]);
    check("Geometry", &to(g.geometry()));
    check("PresetInfo", &to(Game::presets())[0]);
    check("Rules", &to(Game::presets())[0]["rules"]);
    for s in to(Game::switches()).as_array().unwrap() {
        check("SwitchInfo", s);
    }
    let view = g.view();
    assert_eq!(
        keys(&view),
        union_of(&["Table", "Position", "Meaning"]),
        "GameView"
    );
    let replay = ludo_api::Replay::from_state(&g.state()).unwrap();
    check("TurnStart", &to(replay.turns())[1]);
    check("Seat", &view["seats"][0]);
    check("Side", &view["sides"][0]);
    check("SpecialSquare", &view["specialSquares"][0]);
    let mut saved = union_of(&["Table", "Position"]);
    saved.remove("logLength");
    saved.insert("log".into());
    assert_eq!(keys(&g.state()), saved, "SavedGame");
}

#[test]
fn the_analysis_types_name_the_fields_of_its_values() {
    let g = game_in_progress();
    let mut a = ludo_api::Analysis::from_state(&g.state()).unwrap();
    check("AnalysisProgress", &to(a.progress()));
    a.run(&json!(1_000_000)).unwrap();
    let r = a.result_json();
    check("GameAnalysis", &r);
    check("AnalysisThresholds", &r["thresholds"]);
    check("AnalysedDecision", &r["decisions"][0]);
    check("AnalysedMove", &r["decisions"][0]["best"]);
    check("AnalysedRoll", &r["rolls"][0]);
    check("ChartPoint", &r["points"][0]);
    check("SeatAnalysis", &r["seats"][0]);
}

#[test]
fn the_log_entry_union_has_every_kind_of_entry_with_its_fields() {
    let events = [
        Event::RollOff { seat: 0, die: 6 },
        Event::Turn { side: 0, round: 1 },
        Event::SkipTurn { side: 0 },
        Event::Roll { side: 0, die: 3 },
        Event::NoMove { side: 0 },
        Event::Foul { side: 0 },
        Event::Move {
            pawn: 0,
            die: 3,
            from: 1,
            to: 4,
            kind: MoveKind::Forward,
        },
        Event::Capture { pawn: 4 },
        Event::Forfeit { pawn: 1 },
        Event::Special {
            pawn: 0,
            effect: Special::Forward3,
            to: 7,
        },
        Event::ExtraRoll { side: 0 },
        Event::Finish { seat: 0, place: 1 },
        Event::Stalemate,
        Event::Over,
    ];
    let members = log_entry_members();
    assert_eq!(members.len(), events.len(), "{members:?}");
    for e in events {
        let v = event_json(&e);
        let kind = v["type"].as_str().unwrap().to_string();
        let fields = members
            .get(&kind)
            .unwrap_or_else(|| panic!("LogEntry lacks {kind}"));
        assert_eq!(&keys(&v), fields, "LogEntry {kind}");
    }
}

#[test]
fn every_rule_switch_is_in_the_rules_type() {
    let names: BTreeSet<String> = to(Game::switches())
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(names, interfaces()["Rules"].0);
}

/// The names of a union of string literals: `export type Name = 'a' | 'b';`.
fn union(name: &str) -> Vec<String> {
    let ts = typescript();
    let head = format!("export type {name} =");
    let start = ts.find(&head).unwrap_or_else(|| panic!("no type {name}")) + head.len();
    let body = &ts[start..start + ts[start..].find(';').expect("the union ends")];
    body.split('|')
        .map(|m| m.trim().trim_matches('\'').to_string())
        .filter(|m| !m.is_empty())
        .collect()
}

#[test]
fn the_unions_list_the_names_of_the_enums_in_order() {
    let names = |all: &[&str]| all.iter().map(|n| n.to_string()).collect::<Vec<_>>();
    for (ts, rust) in [
        ("PresetName", names(&Preset::NAMES)),
        ("Level", names(&Level::NAMES)),
        ("Phase", names(&Phase::NAMES)),
        ("Colour", names(&Colour::NAMES)),
        ("BoardName", names(&BoardKind::NAMES)),
        ("MoveKind", names(&MoveKind::NAMES)),
        ("SpecialKind", names(&Special::NAMES)),
        ("Reason", names(&Reason::NAMES)),
        ("FirstTurn", names(&FirstTurn::NAMES)),
        ("ErrorCode", names(&ErrorCode::NAMES)),
        ("RollResult", names(&RollResult::NAMES)),
        ("DieState", names(&DieState::NAMES)),
        ("Place", names(&Place::NAMES)),
    ] {
        assert_eq!(union(ts), rust, "{ts}");
    }
}

#[test]
fn refusals_and_limits_have_their_types() {
    let (required, optional) = &interfaces()["GameError"];
    assert_eq!(required.iter().collect::<Vec<_>>(), ["code"]);
    assert_eq!(optional.iter().collect::<Vec<_>>(), ["field", "fields"]);
    check("Limits", &to(Game::limits()));
    assert_eq!(to(Game::limits()), Game::limits().to_json());
    assert_eq!(
        to(Game::limits()),
        json!({ "nameLength": ludo_engine::seat::MAX_NAME, "logPage": ludo_api::LOG_PAGE })
    );
}
