//! The JavaScript API in real browsers (`wasm-pack test --headless --chrome|--firefox`):
//! games play to the end, state round-trips, and every refused call throws an `Error`
//! whose message says what was wrong, leaving the game exactly as it was. With
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
use wasm_bindgen::{JsCast, JsError, JsValue};
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

/// The message of a refusal, which must be a JavaScript `Error`.
fn message(e: JsError) -> String {
    let v: JsValue = e.into();
    let err: js_sys::Error = v.dyn_into().expect("a refusal is an Error");
    err.message().into()
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

/// Checks that a call is refused with a message containing `expect`, and changes nothing.
fn refused<T>(g: &mut Game, expect: &str, call: impl FnOnce(&mut Game) -> Result<T, JsError>) {
    let before = text(&g.state());
    match call(g) {
        Ok(_) => panic!("expected a refusal containing {expect:?}"),
        Err(e) => {
            let msg = message(e);
            assert!(
                msg.contains(expect),
                "message {msg:?} does not contain {expect:?}"
            );
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
    refused(&mut g, "roll: a move is due", |g| g.roll());
}

#[wasm_bindgen_test]
fn apply_move_when_a_roll_is_due_is_refused() {
    let mut g = new_game(r#"{"seed":1}"#);
    refused(&mut g, "applyMove: a roll is due", |g| {
        g.apply_move(JsValue::from(0))
    });
    refused(&mut g, "chooseMove: a roll is due", |g| g.choose_move());
    refused(&mut g, "hints: a roll is due", |g| g.hints());
}

#[wasm_bindgen_test]
fn bad_move_ids_are_refused() {
    let mut g = game_with_move_due();
    refused(&mut g, "move id 99 is not one of the", |g| {
        g.apply_move(JsValue::from(99))
    });
    refused(&mut g, "not -1", |g| g.apply_move(JsValue::from(-1)));
    refused(&mut g, "not a fractional number", |g| {
        g.apply_move(JsValue::from(0.5))
    });
    refused(&mut g, "not \"abc\"", |g| {
        g.apply_move(JsValue::from("abc"))
    });
    refused(&mut g, "not null", |g| g.apply_move(JsValue::NULL));
}

#[wasm_bindgen_test]
fn unknown_preset_is_refused() {
    let e = Game::new(js(r#"{"preset":"chess"}"#)).err().unwrap();
    assert_eq!(
        message(e),
        "new Game: options.preset: unknown preset \"chess\"; expected one of classic, velvet, brazilian, mensch, rewards"
    );
}

#[wasm_bindgen_test]
fn wrong_seat_counts_are_refused() {
    for (opts, expect) in [
        (r#"{"seats":5}"#, "a game has 2 to 4 seats, got 5"),
        (r#"{"seats":1}"#, "a game has 2 to 4 seats, got 1"),
        (r#"{"seats":[{}]}"#, "a game has 2 to 4 seats, got 1 seats"),
        (r#"{"seats":"four"}"#, "expected a number of seats"),
        (
            r#"{"seats":[{"computer":"grandmaster"},{}]}"#,
            "options.seats[0].computer: expected a level",
        ),
    ] {
        let msg = message(Game::new(js(opts)).err().unwrap());
        assert!(msg.contains(expect), "{opts}: {msg}");
    }
}

#[wasm_bindgen_test]
fn bad_options_are_refused() {
    for (opts, expect) in [
        (
            r#"{"rules":{"towers":"yes"}}"#,
            "rules.towers: expected true or false",
        ),
        (
            r#"{"rules":{"teleport":true}}"#,
            "unknown switch \"teleport\"",
        ),
        (r#"{"seed":-4}"#, "options.seed: expected a whole number"),
        (r#"{"colour":"red"}"#, "options: unknown field \"colour\""),
        (
            r#"{"rules":{"towers":true,"barriers":true}}"#,
            "towers and barriers cannot be combined",
        ),
        ("42", "options: expected an object"),
    ] {
        let msg = message(Game::new(js(opts)).err().unwrap());
        assert!(msg.contains(expect), "{opts}: {msg}");
    }
}

#[wasm_bindgen_test]
fn invalid_saved_states_are_refused_with_the_field_named() {
    let good = text(&game_with_move_due().state());
    let edit = |from: &str, to: &str| {
        assert!(good.contains(from), "fixture lacks {from}");
        good.replacen(from, to, 1)
    };
    for (state, expect) in [
        ("[]".to_string(), "fromState: state: expected an object"),
        (
            edit("\"version\":1", "\"version\":9"),
            "state.version: this game reads saves of version 1",
        ),
        (
            edit("\"phase\":\"move\"", "\"phase\":\"dance\""),
            "state.phase: expected",
        ),
        (
            edit("\"turn\":", "\"turnx\":"),
            "state: unknown field \"turnx\"",
        ),
        (
            edit("\"rng\":\"", "\"rng\":\"zz"),
            "state.rng: expected 16 hexadecimal digits",
        ),
        (
            edit("\"pawns\":[[", "\"pawns\":[[99,"),
            "state.pawns[0]: expected 4 pawns",
        ),
        (
            edit("\"preset\":\"classic\"", "\"preset\":\"ludo\""),
            "state.preset: unknown preset",
        ),
    ] {
        let msg = message(Game::from_state(js(&state)).err().unwrap());
        assert!(msg.contains(expect), "{msg:?} lacks {expect:?}");
    }
    assert!(
        message(Game::from_state(JsValue::from("{}")).err().unwrap())
            .contains("expected an object")
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
        got.push(computer::summary(preset, seed, &log_lines(&state)));
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
    for (bytes, expect) in [
        (
            &b"PK\x03\x04 a zip file"[..],
            "loadExpert: not an expert weights file",
        ),
        (
            &good[..good.len() / 3],
            "loadExpert: the expert weights file is damaged",
        ),
        (
            &flipped[..],
            "loadExpert: the expert weights file is damaged",
        ),
    ] {
        let e = Game::load_expert(bytes).expect_err("refused");
        let msg = message(e);
        assert!(msg.contains(expect), "{msg:?} lacks {expect:?}");
    }
    // the network loaded before is still the one that plays
    let g = new_game(&expert::options("classic", 4101));
    assert!(g.expert_ready());
    assert_eq!(expert_ids("classic", 4101), before);
}
