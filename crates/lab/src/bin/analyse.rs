//! Game analysis measured over many games:
//!
//! ```sh
//! nice -n 10 cargo run --release -p ludo-lab --bin analyse -- --preset all --games 200
//! nice -n 10 cargo run --release -p ludo-lab --bin analyse -- --seats hard,hard,hard,hard
//! cargo run --release -p ludo-lab --bin analyse -- --bench
//! ```
//!
//! Plays seeded games between computer players (game `i` rotates the line-up by `i`
//! seats, as the arena does), analyses each as the page does (`ludo_ai::analysis`, with
//! the expert's network judging unless `--judge hard`), and prints per level the average
//! accuracy with its 95 % interval, the labels per 100 decisions and the average luck;
//! the share of decisions losing at least 1, 2, 3, ... points (to choose the labels'
//! thresholds); and the sum of all seats' luck per game, which should be about zero.
//! `--bench` times the analysis of seeded classic games of four `hard` players instead.

use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Instant;

use clap::Parser;
use ludo_ai::Level;
use ludo_ai::analysis::{Analyser, GameAnalysis, Label, move_accuracy};
use ludo_engine::replay::Step;
use ludo_engine::{Game, Phase, Position, Preset, Replay, Seat};
use ludo_lab::cli;

/// Analyses seeded games between computer players and prints what the analysis finds.
#[derive(Parser)]
#[command(name = "analyse")]
struct Args {
    /// Presets, comma-separated, or all
    #[arg(long = "preset", default_value = "all", value_parser = cli::presets)]
    presets: PresetList,
    /// Games per preset
    #[arg(long, default_value_t = 20)]
    games: usize,
    /// The line-up: 2 to 4 levels (easy, medium, hard or expert)
    #[arg(long, default_value = "easy,medium,hard,expert", value_parser = cli::levels)]
    seats: cli::LineUp,
    /// The seed
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// What judges the positions: expert (its network, as the page does) or hard
    #[arg(long, default_value = "expert")]
    judge: String,
    /// The expert's weights: a file, or a folder of PRESET.bin files
    #[arg(long, default_value = ludo_lab::expert::WEIGHTS_DIR)]
    weights: String,
    /// Worker threads
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Time the analysis of classic games of four hard players instead (--games of them)
    #[arg(long)]
    bench: bool,
}

/// The presets named on the command line.
type PresetList = Vec<Preset>;

/// A finished game: its start, its steps, and the line-up index of each seat.
struct Played {
    start: Position,
    steps: Vec<Step>,
    lineup: Vec<usize>,
}

/// Plays game `i` of `preset`.
fn play(args: &Args, preset: Preset, i: usize) -> Result<Played, String> {
    let levels = &args.seats.0;
    let n = levels.len();
    let lineup: Vec<usize> = (0..n).map(|seat| (seat + i) % n).collect();
    let seats = lineup
        .iter()
        .map(|&k| Seat {
            name: levels[k].name().into(),
            computer: Some(levels[k]),
        })
        .collect();
    let seed = cli::game_seed(args.seed, i);
    let mut game = Game::new(preset, preset.rules(), seats, seed).map_err(|e| format!("{e:?}"))?;
    while game.position().phase() != Phase::Over {
        if game.position().phase() == Phase::Roll {
            game.roll().map_err(|e| format!("{e:?}"))?;
        } else {
            let level = levels[lineup[game.position().seat_on_turn() as usize]];
            let moves = game.legal_moves();
            let id = ludo_ai::choose(level, game.position(), &moves, &mut game.choice_rng());
            game.apply_move(id).map_err(|e| format!("{e:?}"))?;
        }
    }
    let replay = Replay::of(&game).map_err(|e| format!("{e:?}"))?;
    Ok(Played {
        start: *replay.game_at(0).position(),
        steps: replay.steps().iter().map(|s| s.0).collect(),
        lineup,
    })
}

/// Analyses a played game.
fn analyse(p: &Played) -> Result<GameAnalysis, String> {
    let mut a = Analyser::new(p.start, p.steps.clone());
    a.run(usize::MAX)?;
    Ok(a.finish())
}

/// What one level did over all its seats.
#[derive(Default)]
struct Tally {
    accuracies: Vec<f64>,
    decisions: usize,
    labels: [usize; 3],
    luck: f64,
    losses: Vec<f32>,
}

fn label_index(l: Label) -> usize {
    match l {
        Label::Inaccuracy => 0,
        Label::Mistake => 1,
        Label::Blunder => 2,
    }
}

/// The mean and the half-width of its 95 % interval.
fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len().max(1) as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}

/// Adds one analysed game to the tallies of the levels.
fn add(lineup: &[Level], levels: &[Level], tallies: &mut [Tally], p: &Played, a: &GameAnalysis) {
    for (seat, s) in a.seats.iter().enumerate() {
        let level = lineup[p.lineup[seat]];
        let i = levels.iter().position(|&l| l == level).unwrap_or(0);
        let t = &mut tallies[i];
        if s.decisions > 0 {
            t.accuracies.push(s.accuracy as f64);
        }
        t.decisions += s.decisions;
        t.luck += s.luck as f64;
        for d in a.decisions.iter().filter(|d| d.seat as usize == seat) {
            if let Some(l) = d.label {
                t.labels[label_index(l)] += 1;
            }
            t.losses.push(d.loss);
        }
    }
}

fn print_preset(preset: Preset, args: &Args, tallies: &[Tally], lucks: &[f64], seconds: f64) {
    let levels = distinct_levels(args);
    println!(
        "{}: {} games, seats {}, judge {} ({seconds:.0} s)",
        preset.name(),
        args.games,
        args.seats
            .0
            .iter()
            .map(|l| l.name())
            .collect::<Vec<_>>()
            .join(","),
        args.judge
    );
    println!(
        "level    seat-games  decisions  accuracy (95%)   per decision  inacc/100  mist/100  blund/100  luck/game  loss/decision"
    );
    for (l, t) in levels.iter().zip(tallies) {
        let (acc, ci) = mean_ci(&t.accuracies);
        let per = |k: usize| 100.0 * t.labels[k] as f64 / t.decisions.max(1) as f64;
        let games = t.accuracies.len().max(1);
        let each: Vec<f64> = t.losses.iter().map(|&x| move_accuracy(x) as f64).collect();
        println!(
            "{:<8} {:>10}  {:>9}  {acc:>6.2} ± {ci:<5.2}  {:>12.2}  {:>9.2}  {:>8.2}  {:>9.2}  {:>+8.2}  {:>13.3}",
            l.name(),
            t.accuracies.len(),
            t.decisions,
            mean_ci(&each).0,
            per(0),
            per(1),
            per(2),
            100.0 * t.luck / games as f64,
            100.0 * t.losses.iter().map(|&x| x as f64).sum::<f64>() / t.losses.len().max(1) as f64
        );
    }
    for (l, t) in levels.iter().zip(tallies) {
        let n = t.losses.len().max(1) as f64;
        let shares: Vec<String> = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0, 12.0, 15.0, 20.0]
            .iter()
            .map(|&pts| {
                let k = t.losses.iter().filter(|&&x| 100.0 * x >= pts).count();
                format!("≥{pts}: {:.1}%", 100.0 * k as f64 / n)
            })
            .collect();
        println!("{:<8} losses {}", l.name(), shares.join("  "));
    }
    println!("{}", ordering(&levels, tallies));
    let (luck, ci) = mean_ci(lucks);
    println!(
        "all seats' luck summed per game: {:+.2} ± {:.2} points (95%), per-game spread {:.1}",
        100.0 * luck,
        100.0 * ci,
        100.0 * (ci / 1.96) * (lucks.len() as f64).sqrt()
    );
}

/// Whether the levels' average accuracies hold the ordering easy < medium < hard ≤ expert
/// (over the levels in the line-up), in words.
fn ordering(levels: &[Level], tallies: &[Tally]) -> String {
    let rank = |l: Level| {
        [Level::Easy, Level::Medium, Level::Hard, Level::Expert]
            .iter()
            .position(|&x| x == l)
    };
    let mut by: Vec<(usize, Level, f64)> = levels
        .iter()
        .zip(tallies)
        .filter_map(|(&l, t)| Some((rank(l)?, l, mean_ci(&t.accuracies).0)))
        .collect();
    by.sort_by_key(|x| x.0);
    let broken: Vec<String> = by
        .windows(2)
        .filter(|w| {
            let strict = w[1].1 != Level::Expert;
            if strict {
                w[1].2 <= w[0].2
            } else {
                w[1].2 < w[0].2
            }
        })
        .map(|w| {
            format!(
                "{} {:.2} against {} {:.2}",
                w[1].1.name(),
                w[1].2,
                w[0].1.name(),
                w[0].2
            )
        })
        .collect();
    if broken.is_empty() {
        "ordering easy < medium < hard ≤ expert: holds".into()
    } else {
        format!(
            "ordering easy < medium < hard ≤ expert: does not hold ({})",
            broken.join("; ")
        )
    }
}

fn distinct_levels(args: &Args) -> Vec<Level> {
    let mut levels: Vec<Level> = Vec::new();
    for &l in &args.seats.0 {
        if !levels.contains(&l) {
            levels.push(l);
        }
    }
    levels
}

fn run_preset(args: &Args, preset: Preset) -> Result<(), String> {
    match args.judge.as_str() {
        "expert" => ludo_lab::expert::load_weights(&args.weights, preset)?,
        "hard" if args.seats.0.contains(&Level::Expert) => {
            return Err("--judge hard: seat no expert (its network would judge)".into());
        }
        "hard" => ludo_ai::expert::unload_all(),
        other => return Err(format!("--judge: expert or hard, not \"{other}\"")),
    }
    let levels = distinct_levels(args);
    let started = Instant::now();
    let results: Mutex<Vec<Option<(Played, GameAnalysis)>>> =
        Mutex::new((0..args.games).map(|_| None).collect());
    let failure: Mutex<Option<String>> = Mutex::new(None);
    ludo_lab::parallel::each_index(args.games as u64, args.threads.max(1), |i| {
        let i = i as usize;
        match play(args, preset, i).and_then(|p| analyse(&p).map(|a| (p, a))) {
            Ok(r) => results.lock().unwrap()[i] = Some(r),
            Err(e) => *failure.lock().unwrap() = Some(format!("game {i}: {e}")),
        }
        failure.lock().unwrap().is_none()
    });
    if let Some(e) = failure.into_inner().unwrap() {
        return Err(e);
    }
    let mut tallies: Vec<Tally> = levels.iter().map(|_| Tally::default()).collect();
    let mut lucks = Vec::new();
    for (p, a) in results.into_inner().unwrap().iter().flatten() {
        add(&args.seats.0, &levels, &mut tallies, p, a);
        lucks.push(a.seats.iter().map(|s| s.luck as f64).sum());
    }
    print_preset(
        preset,
        args,
        &tallies,
        &lucks,
        started.elapsed().as_secs_f64(),
    );
    Ok(())
}

fn bench(args: &Args) -> Result<(), String> {
    ludo_lab::expert::load_weights(&args.weights, Preset::Classic)?;
    let hard = Args {
        seats: cli::LineUp(vec![Level::Hard; 4]),
        ..Args::parse_from(["analyse"])
    };
    for i in 0..args.games {
        let p = play(&hard, Preset::Classic, i)?;
        let decisions = p
            .steps
            .iter()
            .filter(|s| matches!(s, Step::Move(_)))
            .count();
        let t = Instant::now();
        let a = analyse(&p)?;
        println!(
            "classic game {i}: {} steps, {decisions} decisions ({} with a choice), {} rolls: analysed in {:.0} ms (judge {})",
            p.steps.len(),
            a.decisions.len(),
            a.rolls.len(),
            t.elapsed().as_secs_f64() * 1000.0,
            a.judge
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    let args = Args::parse();
    let result = if args.bench {
        bench(&args)
    } else {
        args.presets.iter().try_for_each(|&p| run_preset(&args, p))
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("analyse: {e}");
            ExitCode::FAILURE
        }
    }
}
