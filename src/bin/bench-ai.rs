//! How long the `hard` level takes to decide, natively:
//!
//! ```sh
//! cargo run --release --bin bench-ai -- --games 6
//! ```
//!
//! Plays seeded games of `hard` against three `easy` in every preset (the same games as
//! `scripts/bench-ai.mjs` plays in the browser) and times every `hard` decision with at
//! least two legal moves, and `hints()` at the same moments. Prints the median, the 90th
//! and 99th percentiles and the worst time, and how deep the searches went.

use std::process::ExitCode;
use std::time::Instant;

use ludo::ai::{HARD_BUDGET, Search};
use ludo::{Game, Phase, Preset};
use serde_json::json;

/// The seed of game `i` of a preset, as the browser benchmark computes it.
fn seed(preset: usize, i: usize) -> u64 {
    1000 * (preset as u64 + 1) + i as u64
}

/// The options of game `i`: `hard` rotates through the seats.
fn options(preset: Preset, p: usize, i: usize) -> serde_json::Value {
    let seats: Vec<_> = (0..4)
        .map(|s| json!({ "computer": if s == i % 4 { "hard" } else { "easy" } }))
        .collect();
    json!({ "preset": preset.name(), "seed": seed(p, i), "seats": seats })
}

#[derive(Default)]
struct Times {
    ms: Vec<f64>,
}

impl Times {
    fn summary(&mut self) -> String {
        self.ms.sort_by(f64::total_cmp);
        let n = self.ms.len();
        if n == 0 {
            return "no decisions".into();
        }
        let at = |q: f64| self.ms[((n - 1) as f64 * q).round() as usize];
        format!(
            "{n:>5} decisions: median {:>6.2} ms, p90 {:>6.2} ms, p99 {:>6.2} ms, worst {:>6.2} ms",
            at(0.5),
            at(0.9),
            at(0.99),
            self.ms[n - 1]
        )
    }
}

fn main() -> ExitCode {
    let mut games = 6usize;
    let mut budget = HARD_BUDGET;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let v = args.next().and_then(|v| v.parse::<usize>().ok());
        match (a.as_str(), v) {
            ("--games", Some(v)) => games = v,
            ("--budget", Some(v)) => budget = v as u32,
            _ => {
                eprintln!("usage: bench-ai [--games N] [--budget WORK]");
                return ExitCode::from(2);
            }
        }
    }
    let search = Search::with_budget(budget);
    let (mut all, mut all_hints) = (Times::default(), Times::default());
    let mut depths = [0usize; 8];
    println!("hard level, budget {budget} (work); {games} games per preset against three easy");
    for (p, preset) in Preset::ALL.into_iter().enumerate() {
        let (mut times, mut hint_times) = (Times::default(), Times::default());
        for i in 0..games {
            let mut game = Game::from_options(&options(preset, p, i)).expect("valid options");
            while game.position().phase() != Phase::Over {
                if game.position().phase() == Phase::Roll {
                    game.roll().expect("a roll is due");
                    continue;
                }
                let hard = game.seats()[game.position().seat_on_turn() as usize].computer
                    == Some(ludo::ai::Level::Hard);
                let moves = game.legal_moves();
                if hard && moves.len() >= 2 {
                    let t = Instant::now();
                    let id = game.choose_move().expect("a move is due");
                    times.ms.push(t.elapsed().as_secs_f64() * 1e3);
                    let t = Instant::now();
                    let hints = game.hints().expect("a move is due");
                    hint_times.ms.push(t.elapsed().as_secs_f64() * 1e3);
                    assert_eq!(hints.len(), moves.len());
                    let a = search.analyse(game.position(), &moves);
                    depths[a.depth as usize] += 1;
                    game.apply_move(id).expect("a legal move");
                } else {
                    let id = game.choose_move().expect("a move is due");
                    game.apply_move(id).expect("a legal move");
                }
            }
        }
        println!("{:<10} choose {}", preset.name(), times.summary());
        println!("{:<10} hints  {}", "", hint_times.summary());
        all.ms.extend(&times.ms);
        all_hints.ms.extend(&hint_times.ms);
    }
    println!("{:<10} choose {}", "all", all.summary());
    println!("{:<10} hints  {}", "", all_hints.summary());
    let total: usize = depths.iter().sum();
    let spread: Vec<String> = depths
        .iter()
        .enumerate()
        .filter(|d| *d.1 > 0)
        .map(|(d, &n)| format!("{d}: {:.0}%", 100.0 * n as f64 / total as f64))
        .collect();
    println!("rolls searched after the move: {}", spread.join(", "));
    ExitCode::SUCCESS
}
