//! Fits the evaluation's weights (`WEIGHTS` in `crates/ai/src/eval.rs`) to the outcomes
//! of seeded games between computer players:
//!
//! ```sh
//! cargo run --release -p ludo-lab --bin fit-eval -- --preset classic --games 8000
//! ```
//!
//! Plays the games (on every core), records the features of every seat at the start of
//! every `--every`-th turn until someone finishes, and finds the weights under which the
//! evaluation gives the actual winners the highest likelihood (Adam on the log-likelihood,
//! features scaled to unit size). Prints the log-loss on held-out games (one game in five)
//! against guessing evenly, a calibration table, and the weights as Rust code.

use std::process::ExitCode;
use std::sync::Mutex;

use clap::Parser;
use ludo_ai::eval::{self, Eval, FEATURES, NF, Weights};
use ludo_ai::{HARD_BUDGET, Level, Search, Strategy};
use ludo_engine::{Game, Phase, Preset, Seat};
use ludo_lab::cli;

/// One recorded moment: the features of every seat still racing, and who won.
struct Sample {
    seats: Vec<[f32; NF]>,
    winner: usize,
}

/// Fits the evaluation's weights to the outcomes of seeded games, and prints them as
/// Rust code with the held-out log-loss and a calibration table.
#[derive(Parser)]
#[command(name = "fit-eval")]
struct Options {
    /// A preset, several separated by commas, or all
    #[arg(long = "preset", default_value = "all", value_parser = cli::presets)]
    presets: PresetList,
    /// Games to play per preset
    #[arg(long, default_value_t = 8000)]
    games: usize,
    /// The line-up of levels
    #[arg(long, default_value = "medium,medium,medium,medium", value_parser = cli::levels)]
    seats: cli::LineUp,
    /// The run's seed
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Record every K-th turn
    #[arg(long, default_value_t = 6, value_parser = at_least_one)]
    every: usize,
    /// Steps of the optimiser
    #[arg(long, default_value_t = 1500)]
    iterations: usize,
    /// Work the hard level may spend per decision
    #[arg(long, default_value_t = HARD_BUDGET)]
    budget: u32,
    /// Worker threads (default: every core)
    #[arg(long, default_value_t = cli::all_cores())]
    threads: usize,
}

type PresetList = Vec<Preset>;

fn at_least_one(v: &str) -> Result<usize, String> {
    match v.parse() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err("expected a whole number from 1".into()),
    }
}

/// Plays game `i` and returns its samples.
fn play(o: &Options, preset: Preset, i: usize) -> Vec<Sample> {
    let lineup = &o.seats.0;
    let n = lineup.len();
    let seats = (0..n)
        .map(|s| Seat {
            name: format!("Seat {}", s + 1),
            computer: Some(lineup[(s + i) % n]),
        })
        .collect();
    let seed = cli::game_seed(o.seed, i);
    let mut game = Game::new(preset, preset.rules(), seats, seed).expect("valid game");
    let mut strategies: Vec<Box<dyn Strategy>> = (0..n)
        .map(|s| match lineup[(s + i) % n] {
            Level::Hard => Box::new(Search::with_budget(o.budget)) as Box<dyn Strategy>,
            level => ludo_ai::strategy(level),
        })
        .collect();
    let mut moments: Vec<Vec<[f32; NF]>> = Vec::new();
    let mut turns = 0usize;
    let mut last_turn = None;
    while game.position().phase() != Phase::Over {
        let pos = *game.position();
        if pos.phase() == Phase::Roll {
            let key = (pos.round(), pos.side_on_turn());
            if last_turn != Some(key) && pos.ranking().is_empty() {
                last_turn = Some(key);
                turns += 1;
                if turns % o.every == (i % o.every) {
                    let e = Eval::with(&pos, eval::START);
                    moments.push((0..pos.sides().len).map(|s| e.features(s)).collect());
                }
            }
            game.roll().expect("a roll is due");
        } else {
            let moves = game.legal_moves();
            let mut rng = game.choice_rng();
            let seat = pos.seat_on_turn() as usize;
            let id = strategies[seat].choose(&pos, &moves, &mut rng);
            game.apply_move(id).expect("a legal move");
        }
    }
    let winner = game.position().ranking()[0] as usize;
    moments
        .into_iter()
        .map(|seats| Sample { seats, winner })
        .collect()
}

/// The model's log-likelihood of the samples and its gradient, in the scaled parameters
/// `theta` = (weights 1.. of the scaled features, ln spread, ln spread0); weight 0 is fixed.
fn likelihood(samples: &[&Sample], scale: &[f64; NF], theta: &[f64]) -> (f64, Vec<f64>) {
    let mut w = [0.0f64; NF];
    w[0] = eval::PIP as f64 * scale[0];
    w[1..].copy_from_slice(&theta[..NF - 1]);
    let spread = theta[NF - 1].exp();
    let spread0 = theta[NF].exp();
    let mut grad = vec![0.0; theta.len()];
    let mut ll = 0.0;
    let mut u = Vec::new();
    let mut p = Vec::new();
    for s in samples {
        let m = s.seats.len() as f64;
        u.clear();
        for x in &s.seats {
            u.push((0..NF).map(|j| w[j] * x[j] as f64 / scale[j]).sum::<f64>());
        }
        let mean = u.iter().sum::<f64>() / m;
        let c = spread0 + spread * mean.max(0.0);
        let g = c.powf(-0.5);
        let best = u.iter().cloned().fold(f64::INFINITY, f64::min);
        p.clear();
        p.extend(u.iter().map(|&ui| ((best - ui) * g).exp()));
        let total: f64 = p.iter().sum();
        for v in p.iter_mut() {
            *v /= total;
        }
        ll += p[s.winner].max(1e-12).ln();
        // d ll / d V_k = [k = winner] - P_k; V_k = -u_k g.
        let delta: Vec<f64> = (0..p.len())
            .map(|k| (k == s.winner) as u8 as f64 - p[k])
            .collect();
        let du: f64 = delta.iter().zip(&u).map(|(d, u)| d * u).sum();
        let dg_dc = -0.5 * c.powf(-1.5);
        for j in 1..NF {
            let dx: f64 = delta
                .iter()
                .zip(&s.seats)
                .map(|(d, x)| d * x[j] as f64 / scale[j])
                .sum();
            let mean_x = s.seats.iter().map(|x| x[j] as f64 / scale[j]).sum::<f64>() / m;
            let dg = if mean > 0.0 {
                dg_dc * spread * mean_x
            } else {
                0.0
            };
            grad[j - 1] += -g * dx - dg * du;
        }
        let dg_spread = if mean > 0.0 { dg_dc * mean } else { 0.0 };
        grad[NF - 1] += -dg_spread * du * spread;
        grad[NF] += -dg_dc * du * spread0;
    }
    (ll, grad)
}

fn to_weights(scale: &[f64; NF], theta: &[f64]) -> Weights {
    let mut w = [0.0f32; NF];
    w[0] = eval::PIP;
    for j in 1..NF {
        w[j] = (theta[j - 1] / scale[j]) as f32;
    }
    Weights {
        w,
        spread: theta[NF - 1].exp() as f32,
        spread0: theta[NF].exp() as f32,
    }
}

fn from_weights(scale: &[f64; NF], weights: &Weights) -> Vec<f64> {
    let mut theta: Vec<f64> = (1..NF).map(|j| weights.w[j] as f64 * scale[j]).collect();
    theta.push((weights.spread as f64).ln());
    theta.push((weights.spread0 as f64).ln());
    theta
}

/// Plays the games of a preset and splits their moments: one game in five is held out.
fn samples(o: &Options, preset: Preset) -> (Vec<Sample>, Vec<Sample>) {
    let all: Mutex<Vec<(usize, Vec<Sample>)>> = Mutex::new(Vec::new());
    ludo_lab::parallel::each_index(o.games as u64, o.threads.max(1), |i| {
        let samples = play(o, preset, i as usize);
        all.lock().unwrap().push((i as usize, samples));
        true
    });
    let mut all = all.into_inner().unwrap();
    all.sort_by_key(|g| g.0);
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for (i, samples) in all {
        if i % 5 == 0 {
            test.extend(samples);
        } else {
            train.extend(samples);
        }
    }
    (train, test)
}

/// Each feature's root mean square over the training moments, to scale it to unit size.
fn scales(train: &[&Sample]) -> [f64; NF] {
    let mut scale = [0.0f64; NF];
    let n = train.iter().map(|s| s.seats.len()).sum::<usize>().max(1) as f64;
    for (j, sc) in scale.iter_mut().enumerate() {
        let sq: f64 = train
            .iter()
            .flat_map(|s| &s.seats)
            .map(|x| (x[j] as f64).powi(2))
            .sum();
        *sc = (sq / n).sqrt().max(1e-3);
    }
    scale
}

/// Adam on the log-likelihood, from the starting weights.
fn optimise(train: &[&Sample], scale: &[f64; NF], iterations: usize) -> Vec<f64> {
    let mut theta = from_weights(scale, &eval::START);
    let (mut m1, mut m2) = (vec![0.0; theta.len()], vec![0.0; theta.len()]);
    let (b1, b2, rate) = (0.9f64, 0.999f64, 0.02f64);
    let n = train.len() as f64;
    for t in 1..=iterations {
        let (_, grad) = likelihood(train, scale, &theta);
        for k in 0..theta.len() {
            let g = grad[k] / n;
            m1[k] = b1 * m1[k] + (1.0 - b1) * g;
            m2[k] = b2 * m2[k] + (1.0 - b2) * g * g;
            let step = rate * (m1[k] / (1.0 - b1.powi(t as i32)))
                / ((m2[k] / (1.0 - b2.powi(t as i32))).sqrt() + 1e-9);
            theta[k] += step;
        }
    }
    theta
}

/// Calibration on the held-out games, with the evaluation itself: predicted chances in
/// tenths against how often they came true.
fn print_calibration(test: &[&Sample], weights: &Weights) {
    let mut bins = [(0.0f64, 0.0f64, 0usize); 10];
    for s in test {
        let mut turns = [0.0f32; eval::SIDES];
        let mut racing = [false; eval::SIDES];
        for (k, x) in s.seats.iter().enumerate() {
            turns[k] = (0..NF).map(|j| weights.w[j] * x[j]).sum();
            racing[k] = true;
        }
        let mut out = [0.0f32; eval::SIDES];
        eval::race(&turns, &racing, weights, &mut out);
        for (k, &chance) in out.iter().enumerate().take(s.seats.len()) {
            let b = ((chance * 10.0) as usize).min(9);
            bins[b].0 += chance as f64;
            bins[b].1 += (k == s.winner) as u8 as f64;
            bins[b].2 += 1;
        }
    }
    println!("  predicted  actual   moments");
    for (pred, won, count) in bins {
        if count > 0 {
            println!(
                "  {:>8.3}  {:>6.3}  {:>8}",
                pred / count as f64,
                won / count as f64,
                count
            );
        }
    }
}

fn fit(o: &Options, preset: Preset) {
    let (train, test) = samples(o, preset);
    let train: Vec<&Sample> = train.iter().collect();
    let test: Vec<&Sample> = test.iter().collect();
    let scale = scales(&train);
    let theta = optimise(&train, &scale, o.iterations);
    let weights = to_weights(&scale, &theta);
    let guess: f64 = test.iter().map(|s| (s.seats.len() as f64).ln()).sum();
    let start = -likelihood(&test, &scale, &from_weights(&scale, &eval::START)).0;
    let fitted = -likelihood(&test, &scale, &theta).0;
    let nt = test.len().max(1) as f64;
    println!(
        "{}: {} games, {} moments ({} held out); log-loss per moment held out: even {:.4}, \
         start {:.4}, fitted {:.4}",
        preset.name(),
        o.games,
        train.len() + test.len(),
        test.len(),
        guess / nt,
        start / nt,
        fitted / nt
    );
    print_calibration(&test, &weights);
    let names: Vec<String> = FEATURES.iter().map(|f| format!("{f:>8}")).collect();
    println!("  // {}", names.join(" "));
    let values: Vec<String> = weights.w.iter().map(|w| format!("{w:>8.5}")).collect();
    println!(
        "  Weights {{ w: [{}], spread: {:.4}, spread0: {:.4} }}, // {}",
        values.join(","),
        weights.spread,
        weights.spread0,
        preset.name()
    );
}

fn main() -> ExitCode {
    let o = Options::parse();
    for &preset in &o.presets {
        fit(&o, preset);
    }
    ExitCode::SUCCESS
}
