//! The same seed and the same choices give the same game: natively here, and through the
//! built module in Node, Chromium and Firefox by the API cases (`e2e/api/cases.mjs`), both
//! against `tests/data/determinism.txt`.

use crate::support::game;
use crate::support::replay;

use game::GameExt;
use ludo_engine::{Game, Phase};

/// Plays replayed game `i` with the fixed choice rule; returns the log lines and state.
fn play(i: usize) -> (Vec<String>, serde_json::Value) {
    let (preset, seed, seats, rules) = replay::GAMES[i];
    let options: serde_json::Value =
        serde_json::from_str(&replay::options(preset, seed, seats, rules)).unwrap();
    let mut g = Game::from_options(&options).unwrap();
    let mut moves = 0usize;
    loop {
        match g.position().phase() {
            Phase::Over => return (g.log_lines(), g.state()),
            Phase::Roll => {
                g.roll().unwrap();
            }
            Phase::Move => {
                let n = g.legal_moves().len();
                g.apply_move(moves % n).unwrap();
                moves += 1;
            }
        }
    }
}

#[test]
fn same_seed_and_choices_give_the_logs_in_the_fixture() {
    let got: Vec<String> = (0..replay::GAMES.len())
        .map(|i| {
            let (lines, state) = play(i);
            replay::summary(i, &lines, &state)
        })
        .collect();
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        std::fs::write("tests/data/determinism.txt", got.join("\n") + "\n").unwrap();
    }
    let want: Vec<&str> = replay::FIXTURE.lines().collect();
    assert_eq!(
        got, want,
        "rerun with UPDATE_FIXTURES=1 only if the rules changed on purpose"
    );
}

#[test]
fn replaying_twice_gives_the_same_log() {
    assert_eq!(play(0), play(0));
    assert_ne!(play(0).0, play(5).0);
    // Every replayed game reaches the end with every seat placed.
    for i in 0..replay::GAMES.len() {
        let (_, state) = play(i);
        assert_eq!(state["phase"], "over");
        assert_eq!(
            state["ranking"].as_array().unwrap().len(),
            replay::GAMES[i].2 as usize
        );
    }
}
