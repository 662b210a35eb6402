//! The native half of `scripts/bench.sh`.
//!
//! ```text
//! bench speed PRESET GAMES SEED     plays GAMES random 4-player games, prints "SECONDS STEPS"
//!                                   (--arms 6 --seats 6: six-arm games of six players)
//! bench invariants GAMES SEED       GAMES checked games per preset (and for the mensch
//!                                   house rules together), spread over every variation
//! bench movegen TRIALS SEED         the move-generation check on TRIALS random positions
//! bench fuzz CALLS SEED             fuzzes the JavaScript API (crates/api)
//! ```
//!
//! `--threads` (or `THREADS`, default 1) spreads the checked runs over that many threads;
//! `--only` (or `ONLY`: a preset's name or `mensch+house`) limits `invariants` to that one
//! set of rules.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use clap::{Parser, Subcommand};
use ludo_api::Game;
use ludo_engine::{Preset, Rng};
use ludo_lab::check::{self, Variation};
use ludo_lab::cli;
use ludo_lab::fuzz::{Fuzzer, Tally};

/// The engine's speed, and the robustness runs: invariants, move generation, fuzzing.
#[derive(Parser)]
#[command(name = "bench")]
struct Args {
    #[command(subcommand)]
    run: Run,
    /// Threads for the checked runs
    #[arg(long, global = true, env = "THREADS", default_value_t = 1)]
    threads: usize,
    /// Print every failure's first line as it happens
    #[arg(long, global = true, env = "SHOW_FAILURES")]
    show_failures: bool,
}

#[derive(Subcommand)]
enum Run {
    /// Plays GAMES random 4-player games of a preset on one core; prints "SECONDS STEPS"
    Speed {
        #[arg(value_parser = cli::preset)]
        preset: Preset,
        games: u32,
        seed: u64,
        /// The board's arms: 4 or 6
        #[arg(long, default_value_t = 4)]
        arms: u8,
        /// Players per game (up to 6 on six arms)
        #[arg(long, default_value_t = 4)]
        seats: u8,
    },
    /// GAMES checked games per preset (and of the mensch house rules together), spread
    /// over every variation of the rules, with the invariants checked after every step
    Invariants {
        games: u64,
        seed: u64,
        /// Only this set of rules: a preset's name or mensch+house
        #[arg(long, env = "ONLY")]
        only: Option<String>,
    },
    /// The move generator against the reference on TRIALS random positions
    Movegen { trials: u64, seed: u64 },
    /// CALLS random calls of the JavaScript API, in sessions of 200
    Fuzz { calls: u64, seed: u64 },
}

/// The message of a panic caught while checking.
fn panic_text(p: Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "a panic".into())
}

/// Runs `job(i)` for `i` in `0..count` on `THREADS` threads. Returns the number of
/// failures and the first failure's message (a panic counts as a failure).
fn run_parallel(
    o: &Args,
    count: u64,
    job: &(dyn Fn(u64) -> Result<(), String> + Sync),
) -> (u64, Option<String>) {
    let threads = o.threads.max(1);
    let failures = AtomicU64::new(0);
    let first = Mutex::new(None::<(u64, String)>);
    ludo_lab::parallel::each_index(count, threads, |i| {
        let outcome = catch_unwind(AssertUnwindSafe(|| job(i)))
            .unwrap_or_else(|p| Err(format!("panic: {}", panic_text(p))));
        if let Err(e) = outcome {
            if o.show_failures {
                eprintln!("{}", e.lines().next().unwrap_or(""));
            }
            failures.fetch_add(1, Ordering::Relaxed);
            let mut first = first.lock().unwrap_or_else(|p| p.into_inner());
            if first.as_ref().is_none_or(|(j, _)| i < *j) {
                *first = Some((i, e));
            }
        }
        true
    });
    let first = first.into_inner().unwrap_or_else(|p| p.into_inner());
    (failures.into_inner(), first.map(|(_, e)| e))
}

fn invariants(o: &Args, games: u64, seed: u64, only: Option<&str>) -> bool {
    let mut sets: Vec<(String, Vec<Variation>)> = Preset::ALL
        .iter()
        .map(|p| (p.name().to_string(), check::variations(*p)))
        .collect();
    sets.push(("mensch+house".into(), check::house_rules()));
    if let Some(only) = only {
        sets.retain(|(name, _)| *name == only);
        if sets.is_empty() {
            eprintln!("--only: no set of rules named \"{only}\"");
            return false;
        }
    }
    let mut ok = true;
    for (name, variations) in &sets {
        let start = Instant::now();
        let longest = AtomicU64::new(0);
        let steps = AtomicU64::new(0);
        let (failures, first) = run_parallel(o, games, &|i| {
            let v = &variations[(i % variations.len() as u64) as usize];
            let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(i);
            let played = check::play_checked(v.rules, v.seats, game_seed, false)
                .map_err(|e| format!("{} with {} seats, seed {game_seed}: {e}", v.name, v.seats))?;
            longest.fetch_max(played.steps, Ordering::Relaxed);
            steps.fetch_add(played.steps, Ordering::Relaxed);
            Ok(())
        });
        println!(
            "invariants {name}: {games} games over {} rule sets (2-4 seats), {failures} failures, longest {} rolls and moves (bound {}), mean {:.0}, {:.0} s",
            variations.len(),
            longest.into_inner(),
            check::MAX_STEPS,
            steps.into_inner() as f64 / games.max(1) as f64,
            start.elapsed().as_secs_f64()
        );
        if let Some(e) = first {
            println!("  first failure: {e}");
            ok = false;
        }
    }
    ok
}

fn movegen(o: &Args, trials: u64, seed: u64) -> bool {
    let start = Instant::now();
    let moves = AtomicU64::new(0);
    let (failures, first) = run_parallel(o, trials, &|i| {
        let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9).wrapping_add(i));
        // Draw set-ups until one is a valid position.
        for _ in 0..1000 {
            if let Some(n) = check::movegen_trial(&mut rng)
                .map_err(|e| format!("trial {i} (seed {seed}): {e}"))?
            {
                moves.fetch_add(n, Ordering::Relaxed);
                return Ok(());
            }
        }
        Err(format!("trial {i}: no valid random position in 1000 draws"))
    });
    println!(
        "movegen: {trials} random positions, {} moves compared with the reference and played, {failures} failures, {:.0} s",
        moves.into_inner(),
        start.elapsed().as_secs_f64()
    );
    if let Some(e) = &first {
        println!("  first failure: {e}");
    }
    first.is_none()
}

/// Calls per fuzz session: a fresh game, then this many random calls.
const SESSION_CALLS: u64 = 200;

fn fuzz(o: &Args, calls: u64, seed: u64) -> bool {
    let start = Instant::now();
    let tally = Mutex::new(Tally::default());
    let sessions = calls.div_ceil(SESSION_CALLS);
    let (failures, first) = run_parallel(o, sessions, &|i| {
        let mut f = Fuzzer::new(seed.wrapping_mul(0x2545_F491).wrapping_add(i), false);
        let outcome = f
            .session::<Game>(SESSION_CALLS as usize)
            .map_err(|e| format!("session {i} (seed {seed}): {e}"));
        *tally.lock().unwrap_or_else(|p| p.into_inner()) += f.tally();
        outcome
    });
    let t = tally.into_inner().unwrap_or_else(|p| p.into_inner());
    println!(
        "fuzz: {} API calls in {sessions} sessions ({} refused with a message and the game unchanged, {} accepted and round-tripped), {} altered saved states ({} accepted and played on), {} games to the end, {failures} failures, {:.0} s",
        t.calls,
        t.refused,
        t.accepted,
        t.altered_states,
        t.altered_accepted,
        t.games_over,
        start.elapsed().as_secs_f64()
    );
    if let Some(e) = &first {
        println!("  first failure: {e}");
    }
    first.is_none()
}

fn main() -> ExitCode {
    let o = Args::parse();
    let ok = match &o.run {
        Run::Speed {
            preset,
            games,
            seed,
            arms,
            seats,
        } => {
            let changes = cli::Changes(vec![("arms".into(), (*arms).into())]);
            match cli::rules(*preset, &changes) {
                Ok(rules) => {
                    let start = Instant::now();
                    let steps = if (*arms, *seats) == (4, 4) {
                        ludo_lab::bench::play_games(*preset, *games, *seed)
                    } else {
                        ludo_lab::bench::play_games_with(rules, *seats, *games, *seed)
                    };
                    println!("{:.6} {steps}", start.elapsed().as_secs_f64());
                    true
                }
                Err(e) => {
                    eprintln!("bench: {e}");
                    false
                }
            }
        }
        Run::Invariants { games, seed, only } => invariants(&o, *games, *seed, only.as_deref()),
        Run::Movegen { trials, seed } => movegen(&o, *trials, *seed),
        Run::Fuzz { calls, seed } => fuzz(&o, *calls, *seed),
    };
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
