//! Every refusal of the API has a stable code, names the field at fault where one applies,
//! and says what was wrong in plain English, naming no JavaScript call. One case per code
//! (`args.notData`, which only the wasm bindings give, is checked through the built module
//! in Node and the browsers by the API cases, `e2e/api/cases.mjs`). The game is unchanged
//! after each refusal.

use std::collections::BTreeSet;

use ludo_api::{ErrorCode, Game, GameError, Replay};
use serde_json::{Value, json};

/// The names of the API's calls, which no message names.
const CALLS: [&str; 13] = [
    "new Game",
    "fromState",
    "fromPosition",
    "applyMove",
    "chooseMove",
    "hints:",
    "roll:",
    "logEntries",
    "loadExpert",
    "geometryOf",
    "Replay",
    "viewAt",
    "outcomeAt",
];

/// A game played with its own choices until a move is due.
fn move_due() -> Game {
    let mut g = Game::new(&json!({ "seats": 2, "seed": 7 })).unwrap();
    while g.legal_moves().is_empty() {
        g.roll().unwrap();
    }
    g
}

/// A game played to its end.
fn over() -> Game {
    let mut g = Game::new(&json!({ "seats": 2, "seed": 7 })).unwrap();
    while g.engine().position().phase() != ludo_engine::Phase::Over {
        if g.legal_moves().is_empty() {
            g.roll().unwrap();
        } else {
            let id = g.choose_move().unwrap();
            g.apply_move(&json!(id)).unwrap();
        }
    }
    g
}

fn new_game(options: Value) -> GameError {
    Game::new(&options).unwrap_err()
}

/// Checks the refusal: its code, its field, and a message in plain English.
fn check(e: &GameError, code: ErrorCode, field: Option<&str>) {
    assert_eq!((e.code, e.field()), (code, field), "{e}");
    let message = e.message();
    assert!(CALLS.iter().all(|c| !message.contains(c)), "{message}");
    assert!(e.what.split(' ').count() >= 3, "{message}");
    assert!(
        !e.what.starts_with(char::is_uppercase) && !e.what.ends_with('.'),
        "{message}"
    );
    match field {
        Some(f) => assert!(message.starts_with(f), "{message}"),
        None => assert_eq!(message, e.what),
    }
}

#[test]
fn every_code_is_given_with_its_field_and_a_plain_message() {
    use ErrorCode::*;
    let mut seen = BTreeSet::new();
    let mut case = |e: GameError, code: ErrorCode, field: Option<&str>| {
        check(&e, code, field);
        seen.insert(code.name());
    };
    case(
        new_game(json!({ "colour": "red" })),
        ArgsField,
        Some("colour"),
    );
    case(new_game(json!(42)), ArgsField, None);
    case(
        new_game(json!({ "preset": "chess" })),
        PresetUnknown,
        Some("preset"),
    );
    case(new_game(json!({ "seats": 9 })), SeatsCount, Some("seats"));
    case(
        new_game(json!({ "seats": [{ "name": "x".repeat(41) }, {}] })),
        SeatsName,
        Some("seats[0].name"),
    );
    case(
        new_game(json!({ "seats": [{}, { "computer": "grandmaster" }] })),
        SeatsLevel,
        Some("seats[1].computer"),
    );
    case(
        new_game(json!({ "rules": { "teleport": true } })),
        RulesUnknown,
        Some("rules.teleport"),
    );
    case(
        new_game(json!({ "rules": { "enterOn": [7] } })),
        RulesValue,
        Some("rules.enterOn"),
    );
    let both = new_game(json!({ "rules": { "stacking": true, "barriers": true } }));
    assert_eq!(both.fields, ["rules.stacking", "rules.barriers"]);
    case(both, RulesCombine, Some("rules.stacking"));
    case(new_game(json!({ "seed": "abc" })), Seed, Some("seed"));

    let mut g = move_due();
    let saved = g.state();
    let mut other = saved.clone();
    other["version"] = json!(3);
    case(
        Game::from_state(&other).unwrap_err(),
        SaveVersion,
        Some("state.version"),
    );
    let mut other = saved.clone();
    other["scores"][0] = json!(999);
    case(
        Game::from_state(&other).unwrap_err(),
        SavePosition,
        Some("state.scores"),
    );
    // a die that a move then used, changed: the move no longer follows
    let mut other = over().state();
    let log = other["log"].as_array_mut().unwrap();
    let i = (0..log.len() - 1)
        .find(|&i| log[i]["type"] == "roll" && log[i + 1]["type"] == "move")
        .unwrap();
    let die = log[i]["die"].as_u64().unwrap();
    log[i]["die"] = json!(die % 6 + 1);
    let e = Replay::from_state(&other).unwrap_err();
    assert!(e.field().is_some_and(|f| f.starts_with("state.log")), "{e}");
    case(e.clone(), SaveLog, e.field());

    let before = g.clone();
    case(g.roll().unwrap_err(), RollNotDue, None);
    case(g.apply_move(&json!("x")).unwrap_err(), MoveId, None);
    case(g.apply_move(&json!(99)).unwrap_err(), MoveUnknown, None);
    case(
        g.log_entries(&json!(5), &json!(2)).unwrap_err(),
        LogRange,
        Some("from"),
    );
    case(
        g.log_entries(&json!(-1), &Value::Null).unwrap_err(),
        LogRange,
        Some("from"),
    );
    assert_eq!(g, before, "refusals change nothing");
    let mut fresh = Game::new(&json!({ "seats": 2, "seed": 7 })).unwrap();
    case(fresh.apply_move(&json!(0)).unwrap_err(), MoveNotDue, None);
    case(fresh.hints().unwrap_err(), MoveNotDue, None);
    case(fresh.roll_die(7).unwrap_err(), RollDie, None);
    let mut ended = over();
    case(ended.roll().unwrap_err(), GameOver, None);
    case(ended.choose_move().unwrap_err(), GameOver, None);

    let replay = Replay::from_state(&saved).unwrap();
    case(
        replay.view_at(&json!(-1)).unwrap_err(),
        ReplayStep,
        Some("step"),
    );
    case(
        replay.outcome_at(&json!(replay.len())).unwrap_err(),
        ReplayStep,
        Some("step"),
    );
    case(Game::geometry_of("hex").unwrap_err(), BoardUnknown, None);

    #[cfg(feature = "expert")]
    {
        case(
            Game::load_expert(b"PK\x03\x04").unwrap_err(),
            ExpertFile,
            None,
        );
        let other_layout = b"LUDOEXP1\x63\x00\x00\x00\x00\x00\x00\x00";
        case(
            Game::load_expert(other_layout).unwrap_err(),
            ExpertForeign,
            None,
        );
    }
    let wasm_only = ["args.notData"];
    let expert = ["expert.file", "expert.foreign"];
    let expected: BTreeSet<&str> = ErrorCode::NAMES
        .into_iter()
        .filter(|n| !wasm_only.contains(n) && (cfg!(feature = "expert") || !expert.contains(n)))
        .collect();
    assert_eq!(seen, expected);
}
