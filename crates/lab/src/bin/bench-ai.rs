//! How long the `hard` level takes to decide, natively:
//!
//! ```sh
//! cargo run --release -p ludo-lab --bin bench-ai -- --games 6
//! ```
//!
//! Plays seeded games of `hard` against three `easy` in every preset (the same games as
//! `scripts/bench-ai.mjs` plays in the browser) and times every `hard` decision with at
//! least two legal moves, and `hints()` at the same moments. Prints the median, the 90th
//! and 99th percentiles and the worst time, and how deep the searches went. `--arms 6
//! --seats 6` plays six-arm games, `hard` against five `easy`.

use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use ludo_ai::{HARD_BUDGET, Level, Search};
use ludo_api::Game;
use ludo_engine::{Phase, Preset};
use serde_json::json;

/// Times the hard level's decisions and hints, natively, in seeded games against three
/// easy players in every preset.
#[derive(Parser)]
#[command(name = "bench-ai")]
struct Args {
    /// Games per preset
    #[arg(long, default_value_t = 6)]
    games: usize,
    /// Work the hard level may spend per decision
    #[arg(long, default_value_t = HARD_BUDGET)]
    budget: u32,
    /// The board's arms: 4 or 6
    #[arg(long, default_value_t = 4)]
    arms: u8,
    /// Players per game (up to 6 on six arms): hard and the rest easy
    #[arg(long, default_value_t = 4)]
    seats: usize,
}

/// The seed of game `i` of a preset, as the browser benchmark computes it.
fn seed(preset: usize, i: usize) -> u64 {
    1000 * (preset as u64 + 1) + i as u64
}

/// The options of game `i`: `hard` rotates through the seats.
fn options(preset: Preset, p: usize, i: usize, o: &Args) -> serde_json::Value {
    let n = o.seats;
    let seats: Vec<_> = (0..n)
        .map(|s| json!({ "computer": if s == i % n { "hard" } else { "easy" } }))
        .collect();
    let mut options = json!({ "preset": preset.name(), "seed": seed(p, i), "seats": seats });
    if o.arms != 4 {
        options["rules"] = json!({ "arms": o.arms });
    }
    options
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

/// The times of one preset's games, and how deep the searches went.
fn play_preset(p: usize, preset: Preset, o: &Args, depths: &mut [usize; 8]) -> (Times, Times) {
    let search = Search::with_budget(o.budget);
    let (mut times, mut hint_times) = (Times::default(), Times::default());
    for i in 0..o.games {
        let mut game = Game::new(&options(preset, p, i, o)).expect("valid options");
        loop {
            let pos = *game.engine().position();
            match pos.phase() {
                Phase::Over => break,
                Phase::Roll => {
                    game.roll().expect("a roll is due");
                    continue;
                }
                Phase::Move => {}
            }
            let hard =
                game.engine().seats()[pos.seat_on_turn() as usize].computer == Some(Level::Hard);
            let moves = game.engine().legal_moves();
            let t = Instant::now();
            let id = game.choose_move().expect("a move is due");
            if hard && moves.len() >= 2 {
                times.ms.push(t.elapsed().as_secs_f64() * 1e3);
                let t = Instant::now();
                let hints = game.hints().expect("a move is due");
                hint_times.ms.push(t.elapsed().as_secs_f64() * 1e3);
                assert_eq!(hints.len(), moves.len());
                depths[search.analyse(&pos, &moves).depth as usize] += 1;
            }
            game.apply_move(&json!(id)).expect("a legal move");
        }
    }
    (times, hint_times)
}

fn main() -> ExitCode {
    let o = Args::parse();
    let (mut all, mut all_hints) = (Times::default(), Times::default());
    let mut depths = [0usize; 8];
    println!(
        "hard level, budget {} (work); {} games per preset against {} easy, {} arms",
        o.budget,
        o.games,
        o.seats - 1,
        o.arms
    );
    for (p, preset) in Preset::ALL.into_iter().enumerate() {
        let (mut times, mut hint_times) = play_preset(p, preset, &o, &mut depths);
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
