//! Replays: a saved game watched again shows, at every step, the game as it stood then,
//! and each step's outcome as it was when played; a save whose log does not follow from
//! its seed is refused with a message, and bad steps too.

use ludo_api::{ErrorCode, Game, Replay};
use serde_json::{Value, json};

/// A whole game of computers, with the view and the outcome after every step.
fn played(options: Value) -> (Game, Vec<Value>, Vec<Value>) {
    let mut g = Game::new(&options).unwrap();
    let (mut views, mut outcomes) = (vec![g.view()], Vec::new());
    loop {
        let outcome = match g.engine().position().phase().name() {
            "roll" => {
                g.roll().unwrap();
                g.last_outcome()
            }
            "move" => g.apply_move(&json!(g.choose_move().unwrap())).unwrap(),
            _ => break,
        };
        outcomes.push(serde_json::to_value(outcome).unwrap());
        views.push(g.view());
    }
    (g, views, outcomes)
}

#[test]
fn a_replay_shows_each_step_as_it_was_played() {
    for preset in ["classic", "velvet", "brazilian", "mensch", "rewards"] {
        let seats =
            json!([{ "computer": "medium" }, { "computer": "easy" }, { "computer": "hard" }]);
        let (g, views, outcomes) = played(json!({ "preset": preset, "seed": 8, "seats": seats }));
        let r = Replay::from_state(&g.state()).unwrap();
        assert_eq!(r.len(), outcomes.len(), "{preset}");
        for k in [0, 1, r.len() / 3, r.len() - 1, r.len()] {
            assert_eq!(
                r.view_at(&json!(k)).unwrap(),
                views[k],
                "{preset} view at {k}"
            );
        }
        for k in [0, r.len() / 2, r.len() - 1] {
            let o = serde_json::to_value(r.outcome_at(&json!(k)).unwrap()).unwrap();
            assert_eq!(o, outcomes[k], "{preset} outcome of step {k}");
        }
        // Every turn starts where the step before it passed the turn.
        let turns = r.turns();
        assert_eq!(turns[0].step, 0);
        for t in &turns[1..] {
            assert_eq!(outcomes[t.step - 1]["turnPassed"], json!(true), "{preset}");
            assert_eq!(views[t.step]["side"], json!(t.side));
            assert_eq!(views[t.step]["round"], json!(t.round));
        }
    }
}

#[test]
fn bad_saves_and_bad_steps_are_refused_with_a_message() {
    let (g, _, _) = played(json!({ "preset": "velvet", "seed": 3, "seats": 2 }));
    // A die that a move then used, changed: the move no longer follows.
    let mut s = g.state();
    let log = s["log"].as_array_mut().unwrap();
    let i = (0..log.len() - 1)
        .find(|&i| log[i]["type"] == "roll" && log[i + 1]["type"] == "move")
        .unwrap();
    let die = log[i]["die"].as_u64().unwrap();
    log[i]["die"] = json!(die % 6 + 1);
    let e = Replay::from_state(&s).unwrap_err();
    assert_eq!(e.code, ErrorCode::SaveLog, "{e}");
    assert!(
        e.field().is_some_and(|f| f.starts_with("state.log[")),
        "{e}"
    );
    let e = Replay::from_state(&json!({ "version": 1 })).unwrap_err();
    assert_eq!(
        (e.code, e.field()),
        (ErrorCode::ArgsField, Some("state.preset"))
    );
    let r = Replay::from_state(&g.state()).unwrap();
    for bad in [
        json!(-1),
        json!(r.len() + 1),
        json!("2"),
        json!(1.5),
        Value::Null,
    ] {
        let e = r.view_at(&bad).unwrap_err();
        assert_eq!((e.code, e.field()), (ErrorCode::ReplayStep, Some("step")));
    }
    let e = r.outcome_at(&json!(r.len())).unwrap_err();
    assert_eq!((e.code, e.field()), (ErrorCode::ReplayStep, Some("step")));
}
