//! Games between computer players shared by the native tests and the API cases in
//! JavaScript (`e2e/api/`): the same seed must give the same choices, so the same log,
//! natively and through the built module in Node and every browser. `e2e/api/games.mjs`
//! holds the same games: change both.

/// The games played: preset name and seed.
pub const COMPUTER_GAMES: [(&str, u64); 2] = [("velvet", 2031), ("mensch", 2032)];

/// The seats of every computer game, as `new Game(options)` takes them.
pub const COMPUTER_SEATS: &str =
    r#"[{"computer":"hard"},{"computer":"medium"},{"computer":"easy"},{"computer":"hard"}]"#;

/// The fixture file's contents.
pub const COMPUTER_FIXTURE: &str = include_str!("../data/computer.txt");

/// One line of the fixture file: preset, seed, the log's length and its hash, and the
/// hash of the final state's JSON text (which the API cases in JavaScript compare, as they
/// have no English log lines).
pub fn summary(preset: &str, seed: u64, lines: &[String], state: &serde_json::Value) -> String {
    format!(
        "{preset} {seed} {} {:016x} state {:016x}",
        lines.len(),
        super::replay::fnv(lines),
        super::replay::fnv(&[state.to_string()])
    )
}
