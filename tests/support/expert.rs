//! Games of the `expert` level shared by the native tests and the API cases in JavaScript
//! (`e2e/api/`, whose `games.mjs` holds the same games: change both): with the same
//! weights, the same seed must give the same choices natively and through the built
//! module in Node and every browser.

/// The games played: preset name and seed. Every preset whose weights are committed.
pub const EXPERT_GAMES: [(&str, u64); 5] = [
    ("classic", 4101),
    ("velvet", 4102),
    ("brazilian", 4103),
    ("mensch", 4104),
    ("rewards", 4105),
];

/// Moves played per game (the game may end sooner).
pub const EXPERT_MOVES: usize = 60;

/// The options of an expert game, as `new Game(options)` takes them.
pub fn options(preset: &str, seed: u64) -> String {
    let seats = r#"[{"computer":"expert"},{"computer":"expert"},{"computer":"expert"},{"computer":"expert"}]"#;
    format!(r#"{{"preset":"{preset}","seed":{seed},"seats":{seats}}}"#)
}

/// The fixture: one line per game, `PRESET SEED id id …` (the ids `chooseMove()` gave).
pub const EXPERT_FIXTURE: &str = include_str!("../data/expert.txt");

/// The committed weights of a preset.
pub fn weights(preset: &str) -> &'static [u8] {
    match preset {
        "classic" => include_bytes!("../../crates/ai/weights/classic.bin"),
        "velvet" => include_bytes!("../../crates/ai/weights/velvet.bin"),
        "brazilian" => include_bytes!("../../crates/ai/weights/brazilian.bin"),
        "mensch" => include_bytes!("../../crates/ai/weights/mensch.bin"),
        "rewards" => include_bytes!("../../crates/ai/weights/rewards.bin"),
        _ => &[],
    }
}

/// One line of the fixture.
pub fn line(preset: &str, seed: u64, ids: &[usize]) -> String {
    let ids: Vec<String> = ids.iter().map(|i| i.to_string()).collect();
    format!("{preset} {seed} {}", ids.join(" "))
}

/// Plays the first `decisions` moves of a seeded classic game as `hard` chooses them and
/// counts the decisions where `expert` would have chosen another move.
pub fn choices_unlike_hard(seed: u64, decisions: usize) -> usize {
    use ludo_ai::{Level, Search, Strategy};
    use ludo_engine::{Game, Phase, Preset, Seat};

    let seats = (0..4)
        .map(|_| Seat {
            name: "x".into(),
            computer: Some(Level::Hard),
        })
        .collect();
    let mut game = Game::new(Preset::Classic, Preset::Classic.rules(), seats, seed).unwrap();
    let (mut played, mut unlike) = (0, 0);
    while played < decisions && game.position().phase() != Phase::Over {
        if game.position().phase() == Phase::Roll {
            game.roll().unwrap();
            continue;
        }
        let moves = game.legal_moves();
        let pos = *game.position();
        let hard = Search::hard().choose(&pos, &moves, &mut game.choice_rng());
        let expert = ludo_ai::choose(Level::Expert, &pos, &moves, &mut game.choice_rng());
        unlike += usize::from(hard != expert);
        game.apply_move(hard).unwrap();
        played += 1;
    }
    unlike
}
