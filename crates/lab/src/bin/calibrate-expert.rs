//! How honest the hints' win chances are: plays seeded games of the expert against three
//! `hard` players (seats rotated) and, at each of the expert's decisions, keeps the chance
//! its search gives the move it plays. Then groups the predictions in tenths and prints,
//! per group, the mean prediction against the share of those positions whose game the
//! expert won, and the Brier score (the mean squared error of the predictions): first for
//! the search's own chances, then for the chances the hints show, through the calibration
//! fitted to these weights (if any; see `ludo_ai::expert::calibration`):
//!
//! ```sh
//! cargo run --release -p ludo-lab --bin calibrate-expert -- --preset classic --games 2000
//! ```
//!
//! A group is within the mark when it holds at least `--min-group` positions and its
//! observed rate is within 5 points of its mean prediction. `--fit` fits a calibration to
//! the games instead and prints it, to be added to the table of fitted calibrations;
//! `--records` keeps every prediction in a file, and `--from-records` reads such a file
//! back instead of playing.

use std::process::ExitCode;
use std::sync::Mutex;

use clap::Parser;
use ludo_ai::expert::calibration::Calibration;
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
    /// Also write every prediction to this file, a line per position: game, won (0 or
    /// 1), the search's chance
    #[arg(long)]
    records: Option<String>,
    /// Read the predictions from a file written by `--records` instead of playing
    #[arg(long)]
    from_records: Option<String>,
    /// Fit a calibration to these games and judge the chances through it
    #[arg(long)]
    fit: bool,
}

/// One game: its number, the expert's predictions, whether it won.
type Game = (u64, Vec<f32>, bool);

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
    match run(&Args::parse()) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("calibrate-expert: {e}");
            ExitCode::from(2)
        }
    }
}

/// Plays (or reads) the games and prints the tables; whether the hints' chances are
/// calibrated.
fn run(a: &Args) -> Result<bool, String> {
    expert::load_weights(&a.weights, a.preset)?;
    let rules = a.preset.rules();
    let net = ludo_ai::expert::net_for(&rules).ok_or("the weights did not load")?;
    let (games, seed) = match &a.from_records {
        Some(path) => read_records(path, a.preset)?,
        None => (play_all(a, rules), a.seed),
    };
    if let Some(path) = &a.records {
        write_records(path, a.preset, seed, &games)?;
    }
    let wins = games.iter().filter(|g| g.2).count();
    println!(
        "{} games of expert against three hard, preset {}, seed {seed}: the expert won {wins} ({:.1} %)",
        games.len(),
        a.preset.name(),
        100.0 * wins as f64 / games.len().max(1) as f64
    );
    let calibration = if a.fit {
        let samples: Vec<(f32, bool)> = games
            .iter()
            .flat_map(|g| g.1.iter().map(move |&p| (p, g.2)))
            .collect();
        let c = expert::fit_calibration(&samples);
        let bytes =
            std::fs::read(expert::weights_file(&a.weights, a.preset)).map_err(|e| e.to_string())?;
        println!(
            "fitted calibration: slope {}, offset {}; for these weights, in FITTED:\n    \
             (Preset::{:?}, 0x{:08x}, Calibration {{ slope: {}, offset: {} }}),",
            c.slope,
            c.offset,
            a.preset,
            ludo_ai::expert::file::stored_checksum(&bytes),
            c.slope,
            c.offset
        );
        c
    } else {
        net.calibration
    };
    if calibration == Calibration::IDENTITY {
        println!("\nNo calibration fitted to these weights: the hints show the search's chances.");
        Ok(report(a, &games, Calibration::IDENTITY))
    } else {
        println!("\nThe search's chances:");
        report(a, &games, Calibration::IDENTITY);
        println!(
            "\nThe hints' chances (calibrated: slope {}, offset {}):",
            calibration.slope, calibration.offset
        );
        Ok(report(a, &games, calibration))
    }
}

/// Plays the games on `--threads` threads, in order of their number.
fn play_all(a: &Args, rules: Rules) -> Vec<Game> {
    let results: Mutex<Vec<Game>> = Mutex::new(Vec::new());
    ludo_lab::parallel::each_index(a.games as u64, a.threads, |i| {
        let (p, won) = play(rules, a.seed, i);
        results.lock().unwrap().push((i, p, won));
        true
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| r.0);
    results
}

/// Writes the predictions: a first line `# preset P seed S`, then `game won chance` per
/// position.
fn write_records(path: &str, preset: Preset, seed: u64, games: &[Game]) -> Result<(), String> {
    let mut text = format!("# preset {} seed {seed}\n", preset.name());
    for (i, predictions, won) in games {
        for p in predictions {
            text.push_str(&format!("{i} {} {p}\n", *won as u8));
        }
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {path}: {e}"))
}

/// Reads predictions written by [`write_records`]: the games and the seed.
fn read_records(path: &str, preset: Preset) -> Result<(Vec<Game>, u64), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap_or("").split_whitespace().collect();
    let (name, seed) = match header[..] {
        ["#", "preset", name, "seed", seed] => (name, seed.parse().ok()),
        _ => ("", None),
    };
    let seed = seed.ok_or_else(|| format!("{path}: not a file written by --records"))?;
    if name != preset.name() {
        return Err(format!(
            "{path}: these games are of {name}, not {}",
            preset.name()
        ));
    }
    let mut games: Vec<Game> = Vec::new();
    for (n, line) in lines.enumerate() {
        let bad = || format!("{path}: line {} is not `game won chance`", n + 2);
        let mut f = line.split_whitespace();
        let i: u64 = f.next().and_then(|x| x.parse().ok()).ok_or_else(bad)?;
        let won = f.next().ok_or_else(bad)? == "1";
        let p: f32 = f.next().and_then(|x| x.parse().ok()).ok_or_else(bad)?;
        match games.last_mut() {
            Some(g) if g.0 == i => g.1.push(p),
            _ => games.push((i, vec![p], won)),
        }
    }
    Ok((games, seed))
}

/// Prints the table and the Brier score of the predictions through `calibration`;
/// whether every judged group is within 5 points.
fn report(a: &Args, games: &[Game], calibration: Calibration) -> bool {
    let mut groups = [(0usize, 0.0f64, 0usize); 10];
    let (mut brier, mut n) = (0.0f64, 0usize);
    for (_, predictions, won) in games {
        let y = *won as u8 as f64;
        for &raw in predictions {
            let p = calibration.apply(raw);
            let g = ((p * 10.0) as usize).min(9);
            groups[g].0 += 1;
            groups[g].1 += p as f64;
            groups[g].2 += *won as usize;
            brier += (p as f64 - y) * (p as f64 - y);
            n += 1;
        }
    }
    let wins = games.iter().filter(|g| g.2).count();
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
            let base = wins as f64 / games.len().max(1) as f64;
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
