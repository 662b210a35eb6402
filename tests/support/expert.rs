//! Games of the `expert` level shared by the native and browser tests: with the same
//! weights, the same seed must give the same choices natively and in every browser.
#![allow(dead_code)]

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
