//! Games between computer players shared by the native and browser tests: the same seed
//! must give the same choices, so the same log, natively and in every browser.

/// The games played: preset name and seed.
pub const COMPUTER_GAMES: [(&str, u64); 2] = [("velvet", 2031), ("mensch", 2032)];

/// The seats of every computer game, as `new Game(options)` takes them.
pub const COMPUTER_SEATS: &str =
    r#"[{"computer":"hard"},{"computer":"medium"},{"computer":"easy"},{"computer":"hard"}]"#;

/// The fixture file's contents.
pub const COMPUTER_FIXTURE: &str = include_str!("../data/computer.txt");

/// One line of the fixture file: preset, seed, the log's length and its hash.
pub fn summary(preset: &str, seed: u64, lines: &[String]) -> String {
    format!(
        "{preset} {seed} {} {:016x}",
        lines.len(),
        super::replay::fnv(lines)
    )
}
