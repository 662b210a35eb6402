//! The JavaScript API in real browsers (`wasm-pack test --headless --chrome|--firefox`):
//! games play to the end, state round-trips, and every refused call throws an `Error`
//! with a `code`, the `field` at fault and a message that says what was wrong (naming no
//! call), leaving the game exactly as it was. With
//! `--features expert` (the expert's module): the expert chooses as natively with the
//! committed weights, and a damaged weights file is refused.
#![cfg(target_arch = "wasm32")]

#[path = "support/replay.rs"]
mod replay;

#[path = "support/computer.rs"]
mod computer;

#[cfg(feature = "expert")]
#[path = "support/expert.rs"]
mod expert;

use ludo::Game;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn js(json: &str) -> JsValue {
    js_sys::JSON::parse(json).expect("test JSON parses")
}

fn text(v: &JsValue) -> String {
    js_sys::JSON::stringify(v).unwrap().into()
}

fn get(v: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(v, &key.into()).unwrap()
}

/// A refusal as JavaScript sees it.
#[derive(Debug)]
struct Refusal {
    code: String,
    field: Option<String>,
    message: String,
}

/// The names of the API's calls, which no refusal's message names.
const CALLS: [&str; 12] = [
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
    "viewAt",
    "outcomeAt",
];

/// A refusal, which must be a JavaScript `Error` with a code (and a field where one
/// applies) and a message that names no call.
fn refusal(e: JsValue) -> Refusal {
    let err: js_sys::Error = e.clone().dyn_into().expect("a refusal is an Error");
    let r = Refusal {
        code: get(&e, "code").as_string().expect("a refusal has a code"),
        field: get(&e, "field").as_string(),
        message: err.message().into(),
    };
    assert!(
        !r.message.is_empty() && CALLS.iter().all(|c| !r.message.contains(c)),
        "{r:?}"
    );
    r
}

/// The message of a refusal.
fn message(e: JsValue) -> String {
    refusal(e).message
}

fn new_game(options: &str) -> Game {
    Game::new(js(options)).unwrap_or_else(|e| panic!("{}", message(e)))
}

/// The phase, from `lastOutcome()` (small) rather than `state()` (the whole log).
fn phase(g: &Game) -> String {
    get(&g.last_outcome(), "phase").as_string().unwrap()
}

/// A seeded game rolled until a move is due.
fn game_with_move_due() -> Game {
    let mut g = new_game(r#"{"preset":"classic","seed":11,"seats":2}"#);
    while phase(&g) != "move" {
        g.roll().unwrap();
    }
    g
}

/// Checks that a call is refused with `code`, and changes nothing.
fn refused<T>(g: &mut Game, code: &str, call: impl FnOnce(&mut Game) -> Result<T, JsValue>) {
    let before = text(&g.state());
    match call(g) {
        Ok(_) => panic!("expected a refusal {code:?}"),
        Err(e) => {
            let r = refusal(e);
            assert_eq!(r.code, code, "{r:?}");
        }
    }
    assert_eq!(text(&g.state()), before, "a refused call changed the game");
}

#[wasm_bindgen_test]
fn a_whole_game_plays_to_the_end_with_a_ranking() {
    let mut g = new_game(r#"{"preset":"classic","seed":3,"seats":4}"#);
    for _ in 0..100_000 {
        match phase(&g).as_str() {
            "over" => break,
            "roll" => {
                let die = g.roll().unwrap();
                assert!((1..=6).contains(&die));
            }
            _ => {
                let id = g.choose_move().unwrap();
                g.apply_move(JsValue::from(id as u32)).unwrap();
            }
        }
    }
    let state = g.state();
    assert_eq!(phase(&g), "over");
    let ranking: js_sys::Array = get(&state, "ranking").dyn_into().unwrap();
    assert_eq!(ranking.length(), 4);
}

#[wasm_bindgen_test]
fn state_round_trips_through_from_state() {
    let g = game_with_move_due();
    let restored = Game::from_state(g.state()).unwrap_or_else(|e| panic!("{}", message(e)));
    assert_eq!(text(&restored.state()), text(&g.state()));
    // Through a JSON string too, as a saved file would be.
    let reparsed = Game::from_state(js(&text(&g.state()))).unwrap();
    assert_eq!(text(&reparsed.state()), text(&g.state()));
}

#[wasm_bindgen_test]
fn legal_moves_are_plain_objects_with_the_documented_fields() {
    let g = game_with_move_due();
    let moves: js_sys::Array = g.legal_moves().dyn_into().unwrap();
    assert!(moves.length() > 0);
    let m = moves.get(0);
    for key in [
        "id", "seat", "pawn", "die", "from", "to", "captures", "kind", "colour",
    ] {
        assert!(!get(&m, key).is_undefined(), "move lacks {key}");
    }
    assert_eq!(get(&m, "id").as_f64(), Some(0.0));
    assert!(get(&m, "pawn").as_string().unwrap().len() == 1);
}

#[wasm_bindgen_test]
fn roll_when_a_move_is_due_is_refused() {
    let mut g = game_with_move_due();
    refused(&mut g, "roll.notDue", |g| g.roll());
}

#[wasm_bindgen_test]
fn apply_move_when_a_roll_is_due_is_refused() {
    let mut g = new_game(r#"{"seed":1}"#);
    refused(&mut g, "move.notDue", |g| g.apply_move(JsValue::from(0)));
    refused(&mut g, "move.notDue", |g| g.choose_move());
    refused(&mut g, "move.notDue", |g| g.hints());
}

#[wasm_bindgen_test]
fn bad_move_ids_are_refused() {
    let mut g = game_with_move_due();
    refused(&mut g, "move.unknown", |g| g.apply_move(JsValue::from(99)));
    for id in [
        JsValue::from(-1),
        JsValue::from(0.5),
        JsValue::from("abc"),
        JsValue::NULL,
    ] {
        refused(&mut g, "move.id", |g| g.apply_move(id));
    }
    refused(&mut g, "args.notData", |g| {
        g.apply_move(JsValue::from(f64::NAN))
    });
}

#[wasm_bindgen_test]
fn unknown_preset_is_refused() {
    let e = refusal(Game::new(js(r#"{"preset":"chess"}"#)).err().unwrap());
    assert_eq!(
        (e.code.as_str(), e.field.as_deref()),
        ("preset.unknown", Some("preset"))
    );
    assert_eq!(e.message, "preset: there is no preset \"chess\"");
}

#[wasm_bindgen_test]
fn wrong_seat_counts_are_refused() {
    for (opts, code, field) in [
        (r#"{"seats":5}"#, "seats.count", "seats"),
        (r#"{"seats":1}"#, "seats.count", "seats"),
        (r#"{"seats":[{}]}"#, "seats.count", "seats"),
        (r#"{"seats":"four"}"#, "seats.count", "seats"),
        (
            r#"{"seats":[{"computer":"grandmaster"},{}]}"#,
            "seats.level",
            "seats[0].computer",
        ),
        (
            r#"{"seats":[{},{"name":""}]}"#,
            "seats.name",
            "seats[1].name",
        ),
    ] {
        let e = refusal(Game::new(js(opts)).err().unwrap());
        assert_eq!(
            (e.code.as_str(), e.field.as_deref()),
            (code, Some(field)),
            "{opts}"
        );
    }
}

#[wasm_bindgen_test]
fn bad_options_are_refused() {
    for (opts, code, field) in [
        (
            r#"{"rules":{"towers":"yes"}}"#,
            "rules.value",
            Some("rules.towers"),
        ),
        (
            r#"{"rules":{"teleport":true}}"#,
            "rules.unknown",
            Some("rules.teleport"),
        ),
        (r#"{"seed":-4}"#, "seed", Some("seed")),
        (r#"{"colour":"red"}"#, "args.field", Some("colour")),
        (
            r#"{"rules":{"towers":true,"barriers":true}}"#,
            "rules.combine",
            Some("rules.towers"),
        ),
        ("42", "args.field", None),
    ] {
        let e = refusal(Game::new(js(opts)).err().unwrap());
        assert_eq!(
            (e.code.as_str(), e.field.as_deref()),
            (code, field),
            "{opts}"
        );
    }
    // Switches that cannot be played together are all named.
    let e = Game::new(js(r#"{"rules":{"towers":true,"barriers":true}}"#))
        .err()
        .unwrap();
    assert_eq!(
        text(&get(&e, "fields")),
        r#"["rules.towers","rules.barriers"]"#
    );
    // A value only JavaScript has.
    let cyclic = js_sys::Function::new_no_args("const o = {}; o.rules = o; return o")
        .call0(&JsValue::NULL)
        .unwrap();
    let e = refusal(Game::new(cyclic).err().unwrap());
    assert_eq!(
        (e.code.as_str(), e.field.as_deref()),
        ("args.notData", Some("options"))
    );
}

#[wasm_bindgen_test]
fn invalid_saved_states_are_refused_with_the_field_named() {
    let good = text(&game_with_move_due().state());
    let edit = |from: &str, to: &str| {
        assert!(good.contains(from), "fixture lacks {from}");
        good.replacen(from, to, 1)
    };
    for (state, code, field) in [
        ("[]".to_string(), "args.field", "state"),
        (
            edit("\"version\":2", "\"version\":9"),
            "save.version",
            "state.version",
        ),
        (
            edit("\"phase\":\"move\"", "\"phase\":\"dance\""),
            "args.field",
            "state.phase",
        ),
        (
            edit("\"seatOnTurn\":", "\"seatOnTurnx\":"),
            "args.field",
            "state.seatOnTurnx",
        ),
        (
            edit("\"rng\":\"", "\"rng\":\"zz"),
            "args.field",
            "state.rng",
        ),
        (
            edit("\"pawns\":[[", "\"pawns\":[[99,"),
            "args.field",
            "state.pawns[0]",
        ),
        (
            edit("\"preset\":\"classic\"", "\"preset\":\"ludo\""),
            "preset.unknown",
            "state.preset",
        ),
        (
            edit("\"sixesInRow\":", "\"sixesInRow\":9,\"x\":"),
            "args.field",
            "state.x",
        ),
    ] {
        let e = refusal(Game::from_state(js(&state)).err().unwrap());
        assert_eq!(
            (e.code.as_str(), e.field.as_deref()),
            (code, Some(field)),
            "{e:?}"
        );
    }
    let e = refusal(Game::from_state(JsValue::from("{}")).err().unwrap());
    assert_eq!(
        (e.code.as_str(), e.field.as_deref()),
        ("args.field", Some("state"))
    );
}

/// The log of the game a save holds, as the engine's English lines: the game the browser
/// played, read back by the engine (compiled to wasm here too).
fn log_lines(state: &serde_json::Value) -> Vec<String> {
    ludo_engine::save::read(state).unwrap().log_lines()
}

#[wasm_bindgen_test]
fn same_seed_and_choices_give_the_native_logs() {
    let mut got = Vec::new();
    for (i, &(preset, seed, seats, rules)) in replay::GAMES.iter().enumerate() {
        let mut g = new_game(&replay::options(preset, seed, seats, rules));
        let mut moves = 0usize;
        while phase(&g) != "over" {
            if phase(&g) == "roll" {
                g.roll().unwrap();
            } else {
                let n = js_sys::Array::from(&g.legal_moves()).length() as usize;
                g.apply_move(JsValue::from((moves % n) as u32)).unwrap();
                moves += 1;
            }
        }
        let state: serde_json::Value = serde_json::from_str(&text(&g.state())).unwrap();
        got.push(replay::summary(i, &log_lines(&state), &state));
    }
    let want: Vec<&str> = replay::FIXTURE.lines().collect();
    assert_eq!(got, want);
}

#[wasm_bindgen_test]
fn hints_rank_the_legal_moves_as_plain_objects() {
    let g = game_with_move_due();
    let hints: js_sys::Array = g.hints().unwrap().dyn_into().unwrap();
    let moves: js_sys::Array = g.legal_moves().dyn_into().unwrap();
    assert_eq!(hints.length(), moves.length());
    let mut last = f64::INFINITY;
    for h in hints.iter() {
        for key in [
            "id",
            "pawn",
            "die",
            "from",
            "to",
            "winChance",
            "reason",
            "captures",
            "text",
        ] {
            assert!(!get(&h, key).is_undefined(), "hint lacks {key}");
        }
        let chance = get(&h, "winChance").as_f64().unwrap();
        assert!(
            (0.0..=1.0).contains(&chance) && chance <= last,
            "ranked best first"
        );
        last = chance;
        let m = moves.get(get(&h, "id").as_f64().unwrap() as u32);
        assert_eq!(text(&get(&h, "pawn")), text(&get(&m, "pawn")));
        assert!(js_sys::Array::is_array(&get(&h, "captures")));
    }
}

#[wasm_bindgen_test]
fn computer_players_choose_as_natively() {
    let mut got = Vec::new();
    for &(preset, seed) in &computer::COMPUTER_GAMES {
        let seats = computer::COMPUTER_SEATS;
        let mut g = new_game(&format!(
            r#"{{"preset":"{preset}","seed":{seed},"seats":{seats}}}"#
        ));
        while phase(&g) != "over" {
            if phase(&g) == "roll" {
                g.roll().unwrap();
            } else {
                let id = g.choose_move().unwrap();
                g.apply_move(JsValue::from(id as u32)).unwrap();
            }
        }
        let state: serde_json::Value = serde_json::from_str(&text(&g.state())).unwrap();
        got.push(computer::summary(preset, seed, &log_lines(&state), &state));
    }
    let want: Vec<&str> = computer::COMPUTER_FIXTURE.lines().collect();
    assert_eq!(got, want);
}

#[wasm_bindgen_test]
fn a_game_from_its_view_chooses_as_the_game_itself() {
    // What the computer players' worker does: it gets the position (`view()`, no log),
    // not the whole game, and must choose exactly as the page's own game would.
    let seats = computer::COMPUTER_SEATS;
    let mut g = new_game(&format!(
        r#"{{"preset":"classic","seed":77,"seats":{seats}}}"#
    ));
    let mut compared = 0;
    while phase(&g) != "over" && compared < 40 {
        if phase(&g) == "roll" {
            g.roll().unwrap();
            continue;
        }
        let view = g.view();
        assert!(get(&view, "log").is_undefined(), "view() carries no log");
        let copy = Game::from_position(view).unwrap_or_else(|e| panic!("{}", message(e)));
        let id = g.choose_move().unwrap();
        assert_eq!(copy.choose_move().unwrap(), id);
        assert_eq!(text(&copy.legal_moves()), text(&g.legal_moves()));
        g.apply_move(JsValue::from(id as u32)).unwrap();
        compared += 1;
    }
    assert_eq!(compared, 40);
}

/// The ids `chooseMove()` gives for every move of an expert fixture game (the procedure of
/// tests/expert.rs, through the browser's exports).
#[cfg(feature = "expert")]
fn expert_ids(preset: &str, seed: u64) -> Vec<usize> {
    let mut g = new_game(&expert::options(preset, seed));
    assert!(g.expert_ready(), "{preset}: the expert's network is loaded");
    let mut ids = Vec::new();
    while phase(&g) != "over" && ids.len() < expert::EXPERT_MOVES {
        if phase(&g) == "roll" {
            g.roll().unwrap();
        } else {
            let id = g.choose_move().unwrap();
            g.apply_move(JsValue::from(id as u32)).unwrap();
            ids.push(id);
        }
    }
    ids
}

#[cfg(feature = "expert")]
#[wasm_bindgen_test]
fn the_expert_chooses_as_natively_with_the_committed_weights() {
    for (preset, _) in expert::EXPERT_GAMES {
        let name =
            Game::load_expert(expert::weights(preset)).unwrap_or_else(|e| panic!("{}", message(e)));
        assert_eq!(name, preset);
    }
    let got: Vec<String> = expert::EXPERT_GAMES
        .iter()
        .map(|&(preset, seed)| expert::line(preset, seed, &expert_ids(preset, seed)))
        .collect();
    assert_eq!(got.join("\n") + "\n", expert::EXPERT_FIXTURE);
}

#[cfg(feature = "expert")]
#[wasm_bindgen_test]
fn a_damaged_or_foreign_weights_file_is_refused_and_changes_nothing() {
    let good = expert::weights("classic");
    let name = Game::load_expert(good).unwrap_or_else(|e| panic!("{}", message(e)));
    assert_eq!(name, "classic");
    let before = expert_ids("classic", 4101);
    let mut flipped = good.to_vec();
    flipped[good.len() / 2] ^= 1;
    let mut foreign = good.to_vec();
    foreign[14] ^= 1; // the hidden units
    for (bytes, code) in [
        (&b"PK\x03\x04 a zip file"[..], "expert.file"),
        (&good[..good.len() / 3], "expert.file"),
        (&flipped[..], "expert.file"),
        (&foreign[..], "expert.foreign"),
    ] {
        let e = refusal(Game::load_expert(bytes).expect_err("refused"));
        assert_eq!(e.code, code, "{e:?}");
    }
    // the network loaded before is still the one that plays
    let g = new_game(&expert::options("classic", 4101));
    assert!(g.expert_ready());
    assert_eq!(expert_ids("classic", 4101), before);
}
