//! The same seed and the same choices give the same game: natively here, and in the
//! browser in `tests/web.rs`, both against `tests/data/determinism.txt`.

#[path = "support/replay.rs"]
mod replay;

use ludo::{Game, Phase};
use serde_json::json;

fn play(preset: &str, seed: u64) -> Vec<String> {
    let mut g = Game::from_options(&json!({ "preset": preset, "seed": seed, "seats": 4 })).unwrap();
    let mut moves = 0usize;
    loop {
        match g.position().phase() {
            Phase::Over => return g.log_lines(),
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
    let got: Vec<String> = replay::GAMES
        .iter()
        .map(|&(p, s)| replay::summary(p, s, &play(p, s)))
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
    assert_eq!(play("classic", 5), play("classic", 5));
    assert_ne!(play("classic", 5), play("classic", 6));
}
