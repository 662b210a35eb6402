//! Saves written before the engine became a workspace of crates (`tests/data/saves/`,
//! written by the page's `state()` at commit f6fe6f5) load unchanged: `fromState` accepts
//! each, `state()` gives it back field for field, and the game plays on exactly as it
//! did then: 40 more rolls and computer moves end in the same state
//! (`tests/data/saves/after40.txt`: steps played and a hash of the state's JSON).
//! They are of version 1, which named the seat on turn `turn`; `state()` writes version 2,
//! where it is `seatOnTurn`, and nothing else differs.

use ludo_api::Game;
use serde_json::{Value, json};

const SAVES: &[(&str, &str)] = &[
    ("classic-mid", include_str!("data/saves/classic-mid.json")),
    ("velvet-mid", include_str!("data/saves/velvet-mid.json")),
    (
        "brazilian-over",
        include_str!("data/saves/brazilian-over.json"),
    ),
    (
        "mensch-neutral",
        include_str!("data/saves/mensch-neutral.json"),
    ),
    ("rewards-mid", include_str!("data/saves/rewards-mid.json")),
    (
        "mensch-twocolours",
        include_str!("data/saves/mensch-twocolours.json"),
    ),
    (
        "classic-start",
        include_str!("data/saves/classic-start.json"),
    ),
];

const AFTER: &str = include_str!("data/saves/after40.txt");

fn fnv(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

#[test]
fn saves_of_the_earlier_layout_load_and_play_on_unchanged() {
    assert_eq!(AFTER.lines().count(), SAVES.len());
    for ((name, text), line) in SAVES.iter().zip(AFTER.lines()) {
        let saved: Value = serde_json::from_str(text).unwrap();
        let mut game = Game::from_state(&saved).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(
            as_version_1(game.state()),
            saved,
            "{name}: state() differs from the save"
        );
        let mut steps = 0;
        while steps < 40 {
            match saved_phase(&game) {
                "roll" => drop(game.roll().unwrap()),
                "move" => {
                    let id = game.choose_move().unwrap();
                    game.apply_move(&json!(id)).unwrap();
                }
                _ => break,
            }
            steps += 1;
        }
        let after = serde_json::to_string(&as_version_1(game.state())).unwrap();
        assert_eq!(
            format!("{name} {steps} {:016x}", fnv(&after)),
            line,
            "{name} plays on differently"
        );
    }
}

/// A state of version 2 in the form of version 1: the same fields in the same order, with
/// `turn` for `seatOnTurn`.
fn as_version_1(state: Value) -> Value {
    let Value::Object(fields) = state else {
        panic!("a state is an object")
    };
    assert_eq!(fields["version"], json!(2));
    let fields = fields.into_iter().map(|(key, value)| match key.as_str() {
        "version" => (key, json!(1)),
        "seatOnTurn" => ("turn".to_string(), value),
        _ => (key, value),
    });
    Value::Object(fields.collect())
}

#[test]
fn a_save_of_a_version_to_come_is_refused_with_its_code() {
    let mut saved: Value = serde_json::from_str(SAVES[0].1).unwrap();
    saved["version"] = json!(3);
    let e = Game::from_state(&saved).unwrap_err();
    assert_eq!(e.code.name(), "save.version");
    assert_eq!(e.field(), Some("state.version"));
}

fn saved_phase(game: &Game) -> &'static str {
    game.engine().position().phase().name()
}
