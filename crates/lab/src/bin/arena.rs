//! A tournament between computer players:
//!
//! ```sh
//! cargo run --release -p ludo-lab --bin arena -- --preset velvet --games 4000 --seats hard,easy,easy,easy
//! ```
//!
//! Game `i` rotates the line-up by `i` seats, so every level sits in every seat equally
//! often. Games run on every core; each game's dice and choices follow from `--seed` and
//! its number only, so a run gives the same figures however the games are spread.
//! Prints each level's win rate (first place) with a 95% Wilson interval, and how often a
//! player had a real choice; or with `--json` one object with the games and wins per level
//! and the decisions and real choices of all players.
//!
//! `--arms 6` plays on the six-arm board (up to six levels in the line-up) and `--teams`
//! seats partners opposite (4 or 6 levels: with `hard,easy,hard,easy` two `hard` play
//! against two `easy`); a rotation keeps the partners together, and a level's win rate is
//! then its team's, out of the games its team played.

use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Instant;

use clap::Parser;
use ludo_ai::expert::{EXPERT_BUDGET, EXPERT_REPLY, NetLeaf};
use ludo_ai::{HARD_BUDGET, Level, Reply, Search, Strategy};
use ludo_engine::{Game, Phase, Preset, Rules, Seat};
use ludo_lab::cli;
use ludo_lab::rollout::Rollout;
use serde_json::{Value, json};

/// A tournament between computer players, with each level's win rate and its 95 %
/// interval.
#[derive(Parser)]
#[command(name = "arena")]
struct Args {
    /// classic, velvet, brazilian, mensch or rewards
    #[arg(long, default_value = "classic", value_parser = cli::preset)]
    preset: Preset,
    /// Games to play
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// The line-up: 2 to 6 levels (easy, medium, hard or expert); more than 4 on six arms
    #[arg(long, default_value = "hard,easy,easy,easy", value_parser = cli::levels)]
    seats: cli::LineUp,
    /// The tournament's seed
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Begin at game N of the tournament (games N to N + games - 1 are played), so that a
    /// run can be added to an earlier one of the same seed
    #[arg(long, default_value_t = 0)]
    first: usize,
    /// Switches to change, e.g. captureBackwards=true,enterOn=[1,6]
    #[arg(long, value_parser = cli::rule_changes)]
    rules: Option<cli::Changes>,
    /// The board's arms: 4 or 6 (the switch `arms`)
    #[arg(long)]
    arms: Option<u8>,
    /// Partners sit opposite (the switch `teams`), with 4 or 6 levels
    #[arg(long)]
    teams: bool,
    /// Work the hard level may spend per decision (default: the game's)
    #[arg(long, default_value_t = HARD_BUDGET)]
    budget: u32,
    /// Seat a Monte Carlo player where the line-up says hard: N playouts per move,
    /// everyone moving at random in them (its own moves as medium's with N,medium)
    #[arg(long, value_parser = parse_rollouts)]
    rollouts: Option<Rollout>,
    /// The expert's weights: a file, or a folder of PRESET.bin files
    #[arg(long, default_value = ludo_lab::expert::WEIGHTS_DIR)]
    weights: String,
    /// Work the expert may spend per decision (default: the game's)
    #[arg(long, default_value_t = EXPERT_BUDGET)]
    expert_budget: u32,
    /// How the expert expects the others to move: medium, linear or leaf (default: the game's)
    #[arg(long, value_parser = parse_reply)]
    expert_reply: Option<Reply>,
    /// Worker threads (default: every core)
    #[arg(long, default_value_t = cli::all_cores())]
    threads: usize,
    /// Print one JSON object instead of a table
    #[arg(long)]
    json: bool,
}

fn parse_reply(v: &str) -> Result<Reply, String> {
    match v {
        "medium" => Ok(Reply::Medium),
        "linear" => Ok(Reply::Linear),
        "leaf" => Ok(Reply::Leaf),
        _ => Err(format!("medium, linear or leaf, not \"{v}\"")),
    }
}

fn parse_rollouts(v: &str) -> Result<Rollout, String> {
    let (n, own) = v.split_once(',').unwrap_or((v, "easy"));
    Ok(Rollout {
        playouts: n.parse().map_err(|_| "expected a whole number")?,
        own_medium: match own {
            "medium" => true,
            "easy" => false,
            _ => return Err(format!("easy or medium, not \"{own}\"")),
        },
    })
}

/// The checked options of a run.
struct Run {
    args: Args,
    rules: Rules,
    /// The levels in the order they first appear in the line-up.
    levels: Vec<Level>,
}

/// The end of one game.
struct Played {
    /// The winner's index in the line-up.
    winner: usize,
    /// Decisions made: a move chosen by a player, even the only one.
    decisions: usize,
    /// Decisions with a real choice: moves leading to two or more different positions.
    choices: usize,
}

/// Plays game `i`.
fn play(run: &Run, i: usize) -> Result<Played, String> {
    let o = &run.args;
    let n = o.seats.0.len();
    let lineup: Vec<usize> = (0..n).map(|seat| (seat + i) % n).collect();
    let seats = lineup
        .iter()
        .enumerate()
        .map(|(seat, &k)| Seat {
            name: format!("{} {}", o.seats.0[k].name(), seat + 1),
            computer: Some(o.seats.0[k]),
        })
        .collect();
    let seed = cli::game_seed(o.seed, i);
    let mut game = Game::new(o.preset, run.rules, seats, seed).map_err(|e| e.to_string())?;
    let (mut decisions, mut choices) = (0, 0);
    loop {
        match game.position().phase() {
            Phase::Over => break,
            Phase::Roll => {
                game.roll().map_err(|e| e.to_string())?;
            }
            Phase::Move => {
                let level = o.seats.0[lineup[game.position().seat_on_turn() as usize]];
                let moves = game.legal_moves();
                decisions += 1;
                if ludo_ai::distinct(&moves).nth(1).is_some() {
                    choices += 1;
                }
                let mut rng = game.choice_rng();
                let pos = game.position();
                let id = match (level, o.rollouts) {
                    (Level::Hard, Some(mut r)) => r.choose(pos, &moves, &mut rng),
                    (Level::Hard, None) if o.budget != HARD_BUDGET => {
                        Search::with_budget(o.budget).choose(pos, &moves, &mut rng)
                    }
                    (Level::Expert, _)
                        if o.expert_budget != EXPERT_BUDGET || o.expert_reply.is_some() =>
                    {
                        let net =
                            ludo_ai::expert::net_for(&run.rules).ok_or("no expert weights")?;
                        let reply = o.expert_reply.unwrap_or(EXPERT_REPLY);
                        Search::with_leaf(o.expert_budget, NetLeaf(net))
                            .with_reply(reply)
                            .choose(pos, &moves, &mut rng)
                    }
                    (level, _) => ludo_ai::choose(level, pos, &moves, &mut rng),
                };
                game.apply_move(id).map_err(|e| e.to_string())?;
            }
        }
    }
    let winner = game.position().ranking()[0] as usize;
    Ok(Played {
        winner: lineup[winner],
        decisions,
        choices,
    })
}

/// One level's results: its seats in the line-up, the games it sat in, its wins.
struct Row {
    level: Level,
    seats: usize,
    games: usize,
    wins: usize,
}

/// How much there was to choose, over every seat of every game.
struct Choices {
    decisions: usize,
    choices: usize,
    seat_games: usize,
}

impl Choices {
    /// Decisions with a real choice per player and game.
    fn per_player(&self) -> f64 {
        self.choices as f64 / self.seat_games.max(1) as f64
    }

    /// The share of decisions with a real choice.
    fn share(&self) -> f64 {
        self.choices as f64 / self.decisions.max(1) as f64
    }
}

fn rows(run: &Run, winners: &[usize]) -> Vec<Row> {
    let o = &run.args;
    // With teams a win is the team's: partners share their games.
    let per_team = if run.rules.has_teams() { 2 } else { 1 };
    run.levels
        .iter()
        .map(|&level| {
            let seats = o.seats.0.iter().filter(|&&s| s == level).count();
            let wins = winners.iter().filter(|&&w| o.seats.0[w] == level).count();
            Row {
                level,
                seats,
                games: o.games * seats / per_team,
                wins,
            }
        })
        .collect()
}

fn print_json(run: &Run, rows: &[Row], choices: &Choices) {
    let o = &run.args;
    let mut per_level = serde_json::Map::new();
    for r in rows {
        let (low, high) = cli::wilson(r.wins, r.games);
        per_level.insert(
            r.level.name().into(),
            json!({
                "seats": r.seats,
                "games": r.games,
                "wins": r.wins,
                "rate": r.wins as f64 / r.games.max(1) as f64,
                "low": low,
                "high": high,
            }),
        );
    }
    let lineup: Vec<&str> = o.seats.0.iter().map(|l| l.name()).collect();
    let out = json!({
        "preset": o.preset.name(),
        "rules": Value::Object(run.rules.to_json()),
        "seats": lineup,
        "seed": o.seed,
        "first": o.first,
        "games": o.games,
        "levels": per_level,
        "decisions": choices.decisions,
        "choices": choices.choices,
    });
    println!("{out}");
}

fn print_table(run: &Run, rows: &[Row], choices: &Choices, seconds: f64) {
    let o = &run.args;
    let lineup: Vec<&str> = o.seats.0.iter().map(|l| l.name()).collect();
    let from = if o.first > 0 {
        format!(" from game {}", o.first)
    } else {
        String::new()
    };
    let board = match (run.rules.arms.count(), run.rules.has_teams()) {
        (4, false) => String::new(),
        (arms, false) => format!(", {arms} arms"),
        (arms, true) => format!(", {arms} arms, teams (a level's rate is its team's)"),
    };
    println!(
        "{} games{from}, preset {}{board}, seats {}, seed {} ({seconds:.1} s, {} threads)",
        o.games,
        o.preset.name(),
        lineup.join(","),
        o.seed,
        o.threads
    );
    if let Some(r) = o.rollouts {
        let own = if r.own_medium { "medium" } else { "easy" };
        println!(
            "hard seats play Monte Carlo: {} playouts per move, their own moves in them as {own}'s",
            r.playouts
        );
    }
    let games = if run.rules.has_teams() {
        "team-games"
    } else {
        "seat-games"
    };
    println!("level    seats  {games:>10}   wins   win rate   95% interval");
    for r in rows {
        let (low, high) = cli::wilson(r.wins, r.games);
        println!(
            "{:<8} {:>5}  {:>10}  {:>5}    {:>6.1}%   {:.1}% – {:.1}%",
            r.level.name(),
            r.seats,
            r.games,
            r.wins,
            100.0 * r.wins as f64 / r.games.max(1) as f64,
            100.0 * low,
            100.0 * high
        );
    }
    println!(
        "a real choice (moves to two or more different positions): {:.1} times per player \
         and game, {:.1}% of {} decisions",
        choices.per_player(),
        100.0 * choices.share(),
        choices.decisions
    );
}

fn checked(args: Args) -> Result<Run, String> {
    let mut changes = args.rules.clone().unwrap_or_default();
    if let Some(arms) = args.arms {
        changes.0.push(("arms".into(), json!(arms)));
    }
    if args.teams {
        changes.0.push(("teams".into(), json!(true)));
    }
    let rules = cli::rules(args.preset, &changes)?;
    let most = rules.arms.count() as usize;
    if !(2..=most).contains(&args.seats.0.len()) {
        return Err(format!(
            "--seats: 2 to {most} levels, got {}",
            args.seats.0.len()
        ));
    }
    rules
        .check_seats(args.seats.0.len() as u8)
        .map_err(|e| e.to_string())?;
    if args.seats.0.contains(&Level::Expert) {
        ludo_lab::expert::load_weights(&args.weights, args.preset)?;
    }
    let mut levels: Vec<Level> = Vec::new();
    for &l in &args.seats.0 {
        if !levels.contains(&l) {
            levels.push(l);
        }
    }
    Ok(Run {
        args,
        rules,
        levels,
    })
}

fn main() -> ExitCode {
    let run = match checked(Args::parse()) {
        Ok(run) => run,
        Err(e) => {
            eprintln!("arena: {e}");
            return ExitCode::from(2);
        }
    };
    let o = &run.args;
    let started = Instant::now();
    let played: Mutex<Vec<Option<Played>>> = Mutex::new((0..o.games).map(|_| None).collect());
    let failure: Mutex<Option<String>> = Mutex::new(None);
    ludo_lab::parallel::each_index(o.games as u64, o.threads.max(1), |i| {
        let i = i as usize;
        match play(&run, o.first + i) {
            Ok(p) => played.lock().unwrap()[i] = Some(p),
            Err(e) => *failure.lock().unwrap() = Some(format!("game {}: {e}", o.first + i)),
        }
        failure.lock().unwrap().is_none()
    });
    if let Some(e) = failure.into_inner().unwrap() {
        eprintln!("arena: {e}");
        return ExitCode::FAILURE;
    }
    let played: Vec<Played> = played.into_inner().unwrap().into_iter().flatten().collect();
    let winners: Vec<usize> = played.iter().map(|p| p.winner).collect();
    let rows = rows(&run, &winners);
    let choices = Choices {
        decisions: played.iter().map(|p| p.decisions).sum(),
        choices: played.iter().map(|p| p.choices).sum(),
        seat_games: played.len() * o.seats.0.len(),
    };
    if o.json {
        print_json(&run, &rows, &choices);
    } else {
        print_table(&run, &rows, &choices, started.elapsed().as_secs_f64());
    }
    ExitCode::SUCCESS
}
