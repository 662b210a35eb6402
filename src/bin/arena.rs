//! A tournament between computer players:
//!
//! ```sh
//! cargo run --release --bin arena -- --preset velvet --games 4000 --seats hard,easy,easy,easy
//! ```
//!
//! Game `i` rotates the line-up by `i` seats, so every level sits in every seat equally
//! often. Games run on every core; each game's dice and choices follow from `--seed` and
//! its number only, so a run gives the same figures however the games are spread.
//! Prints each level's win rate (first place) with a 95% Wilson interval, or with
//! `--json` one object with the games and wins per level.

use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Instant;

use ludo::ai::{HARD_BUDGET, Level, Rollout, Search, Strategy};
use ludo::{Game, Phase, Preset, Rng, Rules, Seat};
use serde_json::{Value, json};

const USAGE: &str = "usage: arena [--preset NAME] [--games N] [--seats LEVEL,LEVEL[,...]] \
[--seed N] [--rules name=value,...] [--budget N] [--rollouts N[,medium]] [--threads N] [--json]

  --preset   classic, velvet, brazilian, mensch or rewards (default classic)
  --games    games to play (default 1000)
  --seats    2 to 4 levels: easy, medium or hard (default hard,easy,easy,easy)
  --seed     the tournament's seed (default 1)
  --rules    switches to change, e.g. captureBackwards=true,enterOn=[1,6]
  --budget   work the hard level may spend per decision (default: the game's)
  --rollouts seat a Monte Carlo player where the line-up says hard: N playouts per move,
             everyone moving at random in them (its own moves as medium's with ,medium)
  --threads  worker threads (default: every core)
  --json     print one JSON object instead of a table";

struct Options {
    preset: Preset,
    rules: Rules,
    games: usize,
    seats: Vec<Level>,
    seed: u64,
    budget: u32,
    rollouts: Option<Rollout>,
    threads: usize,
    json: bool,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut preset = Preset::Classic;
    let mut changes: Vec<(String, Value)> = Vec::new();
    let mut games = 1000;
    let mut seats = vec![Level::Hard, Level::Easy, Level::Easy, Level::Easy];
    let mut seed = 1;
    let mut budget = HARD_BUDGET;
    let mut rollouts = None;
    let mut threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut json = false;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match arg.as_str() {
            "--preset" => {
                let name = value("--preset")?;
                preset =
                    Preset::from_name(&name).ok_or_else(|| format!("unknown preset \"{name}\""))?;
            }
            "--games" => {
                games = value("--games")?
                    .parse()
                    .map_err(|_| "--games: expected a whole number")?
            }
            "--seed" => {
                seed = value("--seed")?
                    .parse()
                    .map_err(|_| "--seed: expected a whole number")?
            }
            "--budget" => {
                budget = value("--budget")?
                    .parse()
                    .map_err(|_| "--budget: expected a whole number")?
            }
            "--rollouts" => {
                let v = value("--rollouts")?;
                let (n, own) = v.split_once(',').unwrap_or((&v, "easy"));
                rollouts = Some(Rollout {
                    playouts: n
                        .parse()
                        .map_err(|_| "--rollouts: expected a whole number")?,
                    own_medium: match own {
                        "medium" => true,
                        "easy" => false,
                        _ => return Err(format!("--rollouts: easy or medium, not \"{own}\"")),
                    },
                });
            }
            "--threads" => {
                threads = value("--threads")?
                    .parse()
                    .map_err(|_| "--threads: expected a whole number")?
            }
            "--seats" => {
                seats = value("--seats")?
                    .split(',')
                    .map(|l| Level::from_name(l.trim()).ok_or(format!("unknown level \"{l}\"")))
                    .collect::<Result<_, _>>()?;
            }
            "--rules" => {
                for pair in split_top_level(&value("--rules")?) {
                    let (name, v) = pair
                        .split_once('=')
                        .ok_or_else(|| format!("--rules: expected name=value, got \"{pair}\""))?;
                    // JSON when it parses (true, 3, [1,6]), a plain name otherwise (mensch).
                    let v = serde_json::from_str(v).unwrap_or_else(|_| Value::from(v));
                    changes.push((name.trim().to_string(), v));
                }
            }
            "--json" => json = true,
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown argument \"{other}\"")),
        }
    }
    if !(2..=4).contains(&seats.len()) {
        return Err(format!("--seats: 2 to 4 levels, got {}", seats.len()));
    }
    let mut rules = preset.rules();
    for (name, v) in &changes {
        rules.set(name, v)?;
    }
    rules.check()?;
    Ok(Options {
        preset,
        rules,
        games,
        seats,
        seed,
        budget,
        rollouts,
        threads: threads.max(1),
        json,
    })
}

/// Splits at commas outside brackets, so `enterOn=[1,6],towers=true` is two switches.
fn split_top_level(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in s.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out.into_iter().filter(|p| !p.trim().is_empty()).collect()
}

/// The seed of game `i` of a tournament.
fn game_seed(seed: u64, i: usize) -> u64 {
    let mut r = Rng::new(seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    r.next_u64() & ludo::rng::MAX_SEED
}

/// Plays game `i` and returns the winner's index in the line-up.
fn play(o: &Options, i: usize) -> Result<usize, String> {
    let n = o.seats.len();
    let lineup: Vec<usize> = (0..n).map(|seat| (seat + i) % n).collect();
    let seats = lineup
        .iter()
        .enumerate()
        .map(|(seat, &k)| Seat {
            name: format!("{} {}", o.seats[k].name(), seat + 1),
            computer: Some(o.seats[k]),
        })
        .collect();
    let mut game = Game::new(o.preset, o.rules, seats, Some(game_seed(o.seed, i)))
        .map_err(|e| e.to_string())?;
    loop {
        match game.position().phase() {
            Phase::Over => break,
            Phase::Roll => {
                game.roll().map_err(|e| e.to_string())?;
            }
            Phase::Move => {
                let level = o.seats[lineup[game.position().seat_on_turn() as usize]];
                let id = if level == Level::Hard
                    && (o.budget != HARD_BUDGET || o.rollouts.is_some())
                {
                    let moves = game.legal_moves();
                    let mut rng = game.choice_rng();
                    match o.rollouts {
                        Some(mut r) => r.choose(game.position(), &moves, &mut rng),
                        None => {
                            Search::with_budget(o.budget).choose(game.position(), &moves, &mut rng)
                        }
                    }
                } else {
                    game.choose_move().map_err(|e| e.to_string())?
                };
                game.apply_move(id).map_err(|e| e.to_string())?;
            }
        }
    }
    let winner = game.position().ranking()[0] as usize;
    Ok(lineup[winner])
}

/// The 95% Wilson score interval of `wins` out of `n`.
fn wilson(wins: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (w, n) = (wins as f64, n as f64);
    let z = 1.96f64;
    let p = w / n;
    let d = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / d;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
    (centre - half, centre + half)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let o = match parse(&args) {
        Ok(o) => o,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("arena: {e}");
            }
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    let started = Instant::now();
    let winners: Mutex<Vec<Option<usize>>> = Mutex::new(vec![None; o.games]);
    let failure: Mutex<Option<String>> = Mutex::new(None);
    ludo::parallel::each_index(o.games as u64, o.threads, |i| {
        let i = i as usize;
        match play(&o, i) {
            Ok(w) => winners.lock().unwrap()[i] = Some(w),
            Err(e) => *failure.lock().unwrap() = Some(format!("game {i}: {e}")),
        }
        failure.lock().unwrap().is_none()
    });
    if let Some(e) = failure.into_inner().unwrap() {
        eprintln!("arena: {e}");
        return ExitCode::FAILURE;
    }
    let winners = winners.into_inner().unwrap();
    let seconds = started.elapsed().as_secs_f64();

    // Levels in the order they first appear in the line-up.
    let mut levels: Vec<Level> = Vec::new();
    for &l in &o.seats {
        if !levels.contains(&l) {
            levels.push(l);
        }
    }
    let rows: Vec<(Level, usize, usize, usize)> = levels
        .iter()
        .map(|&l| {
            let seats = o.seats.iter().filter(|&&s| s == l).count();
            let wins = winners
                .iter()
                .flatten()
                .filter(|&&w| o.seats[w] == l)
                .count();
            (l, seats, o.games * seats, wins)
        })
        .collect();
    let lineup: Vec<&str> = o.seats.iter().map(|l| l.name()).collect();
    if o.json {
        let mut per_level = serde_json::Map::new();
        for &(l, seats, seat_games, wins) in &rows {
            let (low, high) = wilson(wins, seat_games);
            per_level.insert(
                l.name().into(),
                json!({
                    "seats": seats,
                    "games": seat_games,
                    "wins": wins,
                    "rate": wins as f64 / seat_games.max(1) as f64,
                    "low": low,
                    "high": high,
                }),
            );
        }
        let out = json!({
            "preset": o.preset.name(),
            "rules": Value::Object(o.rules.to_json()),
            "seats": lineup,
            "seed": o.seed,
            "games": o.games,
            "levels": per_level,
        });
        println!("{out}");
    } else {
        println!(
            "{} games, preset {}, seats {}, seed {} ({:.1} s, {} threads)",
            o.games,
            o.preset.name(),
            lineup.join(","),
            o.seed,
            seconds,
            o.threads
        );
        if let Some(r) = o.rollouts {
            let own = if r.own_medium { "medium" } else { "easy" };
            println!(
                "hard seats play Monte Carlo: {} playouts per move, their own moves in them as {own}'s",
                r.playouts
            );
        }
        println!("level    seats  seat-games   wins   win rate   95% interval");
        for &(l, seats, seat_games, wins) in &rows {
            let (low, high) = wilson(wins, seat_games);
            println!(
                "{:<8} {:>5}  {:>10}  {:>5}    {:>6.1}%   {:.1}% – {:.1}%",
                l.name(),
                seats,
                seat_games,
                wins,
                100.0 * wins as f64 / seat_games.max(1) as f64,
                100.0 * low,
                100.0 * high
            );
        }
    }
    ExitCode::SUCCESS
}
