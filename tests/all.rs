//! The whole module's tests as one test program (`autotests = false` in Cargo.toml), so
//! they build and link once instead of once per file. Each file is a module of it:
//! `cargo test --test all rules_classic::` runs one file's tests, and
//! `cargo test --test all -- --ignored exports_fuzz` the fuzzer on the built module.
//! `expert_fallback.rs` is a test program of its own: it needs a process where no
//! weights were loaded.

/// What several files share (`tests/support/`).
#[allow(dead_code)]
mod support {
    pub mod computer;
    pub mod expert;
    pub mod game;
    pub mod replay;
    pub mod setup;
}

mod computer_players;
mod computer_six_and_teams;
mod determinism;
mod expert;
mod exports_fuzz;
mod fuzz;
mod habits;
mod meaning;
mod move_lists;
mod old_saves;
mod page_rules;
mod random_games;
mod readme;
mod replays;
mod rules_brazilian;
mod rules_classic;
mod rules_mensch;
mod rules_rewards;
mod rules_six_and_teams;
mod rules_velvet;
mod saves;
mod typescript;
