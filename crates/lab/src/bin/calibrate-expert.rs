//! How honest the hints' win chances are: plays seeded games of the expert against three
//! `hard` players (seats rotated) and, at each of the expert's decisions, keeps the chance
//! its hints give the move it plays. Then groups the predictions in tenths and prints,
//! per group, the mean prediction against the share of those positions whose game the
//! expert won, and the Brier score (the mean squared error of the predictions):
//!
//! ```sh
//! cargo run --release -p ludo-lab --bin calibrate-expert -- --preset classic --games 2000
//! ```
//!
//! A group is within the mark when it holds at least `--min-group` positions and its
//! observed rate is within 5 points of its mean prediction.

use std::process::ExitCode;
use std::sync::Mutex;

use clap::Parser;
use ludo_ai::{Search, Strategy, pick_best};
use ludo_engine::moves::MoveList;
use ludo_engine::position::{Phase, Position};
use ludo_engine::prelude::*;
use ludo_engine::rng::Rng;
use ludo_engine::{Preset, Rules};
use ludo_lab::{cli, expert};

#[derive(Parser)]
#[command(name = "calibrate-expert")]
struct Args {
    /// classic, velvet, brazilian, mensch or rewards
    #[arg(long, default_value = "classic", value_parser = cli::preset)]
    preset: Preset,
    /// Games to play
    #[arg(long, default_value_t = 2000)]
    games: usize,
    /// The run's seed
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The expert's weights: a file, or a folder of PRESET.bin files
    #[arg(long, default_value = expert::WEIGHTS_DIR)]
    weights: String,
    /// Groups with fewer positions are shown but not judged
    #[arg(long, default_value_t = 100)]
    min_group: usize,
    /// Worker threads (default: every core)
    #[arg(long, default_value_t = cli::all_cores())]
    threads: usize,
}

/// Plays game `i`; returns the expert's predictions and whether it won.
fn play(rules: Rules, seed: u64, i: u64) -> (Vec<f32>, bool) {
    let mut rng = Rng::new(cli::game_seed(seed, i as usize));
    let Ok(mut pos) = Position::start(rules, 4, &mut rng, &mut ()) else {
        return (Vec::new(), false);
    };
    let seat = (i % 4) as u8;
    let net = ludo_ai::expert::net_for(&rules).expect("weights loaded");
    let search = ludo_ai::expert::search(net);
    let mut hard = Search::hard();
    let mut moves = MoveList::new();
    let mut predictions = Vec::new();
    while pos.phase() != Phase::Over && pos.ranking().is_empty() {
        match pos.phase() {
            Phase::Roll => pos.roll_with_moves(rng.die(), &mut moves, &mut ()),
            Phase::Move => {
                if moves.is_empty() {
                    pos.legal_moves(&mut moves);
                }
                let k = if pos.seat_on_turn() == seat {
                    let ranked = search.rank(&pos, &moves);
                    let k = pick_best(&ranked, &mut rng);
                    let chance = ranked.iter().find(|r| r.0 == k).map_or(0.0, |r| r.1);
                    predictions.push(chance.clamp(0.0, 1.0));
                    k
                } else {
                    hard.choose(&pos, &moves, &mut rng)
                };
                let m = moves[k];
                pos.play_with_moves(&m, &mut moves, &mut ());
            }
            Phase::Over => {}
        }
    }
    (predictions, pos.ranking().first() == Some(&seat))
}

fn main() -> ExitCode {
    let a = Args::parse();
    if let Err(e) = expert::load_weights(&a.weights, a.preset) {
        eprintln!("calibrate-expert: {e}");
        return ExitCode::from(2);
    }
    let rules = a.preset.rules();
    let results: Mutex<Vec<(u64, Vec<f32>, bool)>> = Mutex::new(Vec::new());
    ludo_lab::parallel::each_index(a.games as u64, a.threads, |i| {
        let (p, won) = play(rules, a.seed, i);
        results.lock().unwrap().push((i, p, won));
        true
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| r.0);
    if report(&a, &results) {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Prints the table and the Brier score; whether every judged group is within 5 points.
fn report(a: &Args, results: &[(u64, Vec<f32>, bool)]) -> bool {
    let mut groups = [(0usize, 0.0f64, 0usize); 10];
    let (mut brier, mut n) = (0.0f64, 0usize);
    for (_, predictions, won) in results {
        let y = *won as u8 as f64;
        for &p in predictions {
            let g = ((p * 10.0) as usize).min(9);
            groups[g].0 += 1;
            groups[g].1 += p as f64;
            groups[g].2 += *won as usize;
            brier += (p as f64 - y) * (p as f64 - y);
            n += 1;
        }
    }
    let wins = results.iter().filter(|r| r.2).count();
    println!(
        "{} games of expert against three hard, preset {}, seed {}: the expert won {} ({:.1} %)",
        a.games,
        a.preset.name(),
        a.seed,
        wins,
        100.0 * wins as f64 / a.games.max(1) as f64
    );
    println!("predicted   positions   mean prediction   observed   difference");
    let mut ok = true;
    for (g, &(count, sum, won)) in groups.iter().enumerate() {
        if count == 0 {
            continue;
        }
        let mean = sum / count as f64;
        let seen = won as f64 / count as f64;
        let judged = count >= a.min_group;
        let within = (seen - mean).abs() <= 0.05;
        ok &= !judged || within;
        let mark = match (judged, within) {
            (false, _) => "(too few to judge)",
            (true, true) => "within 5 points",
            (true, false) => "OFF by more than 5 points",
        };
        println!(
            "{:>3}–{:<3} %  {count:>9}   {:>14.1} %  {:>7.1} %   {:>+6.1}  {mark}",
            g * 10,
            g * 10 + 10,
            100.0 * mean,
            100.0 * seen,
            100.0 * (seen - mean)
        );
    }
    println!(
        "Brier score {:.4} over {n} positions (always saying the base rate would score {:.4})",
        brier / n.max(1) as f64,
        {
            let base = wins as f64 / a.games.max(1) as f64;
            base * (1.0 - base)
        }
    );
    println!(
        "{}",
        if ok {
            "calibrated: every judged group within 5 points"
        } else {
            "NOT calibrated"
        }
    );
    ok
}
