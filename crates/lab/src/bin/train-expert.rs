//! Trains the expert's network for one preset by self-play (TD(λ), see `ludo_lab::td`):
//!
//! ```sh
//! cargo run --release -p ludo-lab --bin train-expert -- --preset classic --minutes 60
//! ```
//!
//! Starts from a network that adds nothing to the `hard` level's evaluation (or from
//! `--from FILE`), plays `--games` games (or as many as `--minutes` allow, in whole
//! batches), and every `--every` games measures the network against three `hard` players
//! (`--eval-games` games, seats rotated, the same games each time): the learning curve,
//! printed and written as CSV. The weights are written to `--out` (by default
//! `crates/ai/weights/PRESET.bin`). The same seed and settings give the same network,
//! whatever the threads; with `--minutes` the number of games depends on the machine, and
//! it is printed so that `--games` can repeat the run exactly.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use ludo_ai::expert::{Net, file};
use ludo_engine::Preset;
use ludo_lab::{cli, duel, td};

#[derive(Parser)]
#[command(name = "train-expert")]
struct Args {
    /// classic, velvet, brazilian, mensch or rewards
    #[arg(long, default_value = "classic", value_parser = cli::preset)]
    preset: Preset,
    /// Games of self-play (a whole number of batches)
    #[arg(long, default_value_t = 200_000)]
    games: u64,
    /// Stop after this many minutes instead (at the end of a batch)
    #[arg(long)]
    minutes: Option<f64>,
    /// The run's seed
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Learning rate at the start
    #[arg(long, default_value_t = 0.01)]
    rate: f32,
    /// The learning rate at the end, as a share of the first
    #[arg(long, default_value_t = 0.2)]
    rate_end: f32,
    /// λ of TD(λ)
    #[arg(long, default_value_t = 0.7)]
    lambda: f32,
    /// Chance of a random move in self-play
    #[arg(long, default_value_t = 0.02)]
    explore: f32,
    /// Games per batch (the network is fixed while a batch is played)
    #[arg(long, default_value_t = 32)]
    batch: usize,
    /// Measure against three hard players every N games (0: never)
    #[arg(long, default_value_t = 20_000)]
    every: u64,
    /// Games of each measurement
    #[arg(long, default_value_t = 400)]
    eval_games: usize,
    /// Skip the measurement before the first game
    #[arg(long)]
    skip_start: bool,
    /// Start from these weights
    #[arg(long)]
    from: Option<String>,
    /// Where to write the weights
    #[arg(long)]
    out: Option<String>,
    /// Where to write the learning curve (CSV)
    #[arg(long)]
    csv: Option<String>,
    /// Worker threads (default: every core)
    #[arg(long, default_value_t = cli::all_cores())]
    threads: usize,
}

fn main() -> ExitCode {
    match run(Args::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("train-expert: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(a: Args) -> Result<(), String> {
    let rules = a.preset.rules();
    let mut net = match &a.from {
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
            file::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?
        }
        None => Net::new(a.preset, a.seed),
    };
    let out = a
        .out
        .clone()
        .unwrap_or_else(|| format!("crates/ai/weights/{}.bin", a.preset.name()));
    let settings = settings(&a);
    let mut csv = match &a.csv {
        Some(p) => Some(std::fs::File::create(p).map_err(|e| format!("{p}: {e}"))?),
        None => None,
    };
    let mut line = |text: String| -> Result<(), String> {
        println!("{text}");
        if let Some(f) = csv.as_mut() {
            writeln!(f, "{text}").map_err(|e| e.to_string())?;
        }
        Ok(())
    };
    line("games,seconds,positions,loss,wins,eval_games,win_rate,low,high".into())?;
    let started = Instant::now();
    let (mut played, mut positions) = (0u64, 0u64);
    let measure = |net: &Net, played: u64, positions: u64, loss: f64| {
        // Measured as shipped: with the weights rounded as the file stores them.
        let shipped = file::from_bytes(&file::to_bytes(net)).unwrap_or_else(|_| net.clone());
        let wins = duel::against_hard(&shipped, rules, a.eval_games, a.threads, a.seed);
        let (lo, hi) = cli::wilson(wins, a.eval_games);
        format!(
            "{played},{:.0},{positions},{:.4},{wins},{},{:.4},{:.4},{:.4}",
            started.elapsed().as_secs_f64(),
            loss / positions.max(1) as f64,
            a.eval_games,
            wins as f64 / a.eval_games.max(1) as f64,
            lo,
            hi
        )
    };
    if a.every > 0 && !a.skip_start {
        line(measure(&net, 0, 0, 0.0))?;
    }
    let budget = a.minutes.map(|m| m * 60.0);
    let (mut window_loss, mut window_positions) = (0.0f64, 0u64);
    while played < a.games && budget.is_none_or(|b| started.elapsed().as_secs_f64() < b) {
        let progress = match budget {
            Some(b) => (started.elapsed().as_secs_f64() / b) as f32,
            None => played as f32 / a.games as f32,
        };
        let rate = settings.rate * (1.0 + (settings.rate_end - 1.0) * progress);
        let games = td::play_batch(&net, &settings, rules, played, settings.batch);
        for g in &games {
            window_loss += td::learn(&mut net, g, rate, settings.lambda) as f64;
            window_positions += g.len() as u64;
        }
        played += settings.batch as u64;
        if a.every > 0 && played % a.every < settings.batch as u64 {
            positions += window_positions;
            line(measure(&net, played, window_positions, window_loss))?;
            (window_loss, window_positions) = (0.0, 0);
            save(&net, &a, played, &out)?;
        }
    }
    positions += window_positions;
    save(&net, &a, played, &out)?;
    eprintln!(
        "train-expert: {played} games, {positions} positions in {:.0} s; weights in {out}",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The training's settings from the command line.
fn settings(a: &Args) -> td::Settings {
    td::Settings {
        preset: a.preset,
        seed: a.seed,
        rate: a.rate,
        rate_end: a.rate_end,
        lambda: a.lambda,
        explore: a.explore,
        batch: a.batch.max(1),
        threads: a.threads.max(1),
    }
}

/// Writes the weights with a note of the command that made them.
fn save(net: &Net, a: &Args, played: u64, out: &str) -> Result<(), String> {
    let mut net = net.clone();
    net.note = format!(
        "train-expert --preset {} --games {played} --seed {} --rate {} --rate-end {} --lambda {} \
         --explore {} --batch {}{}",
        a.preset.name(),
        a.seed,
        a.rate,
        a.rate_end,
        a.lambda,
        a.explore,
        a.batch,
        a.from
            .as_ref()
            .map_or(String::new(), |f| format!(" --from {f}"))
    );
    if let Some(dir) = std::path::Path::new(out).parent() {
        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    }
    std::fs::write(out, file::to_bytes(&net)).map_err(|e| format!("{out}: {e}"))
}
