//! The `expert` level (issue 17): it plays only legal moves under every preset and house
//! rule, the same seed gives the same choices as the fixture the browser tests also
//! check, and its committed weights pass the file's checks.

use crate::support::expert;
use crate::support::game;

use ludo_ai::Level;
use ludo_ai::expert::calibration::{Calibration, FITTED};
use ludo_ai::expert::{file, load};
use ludo_engine::prelude::*;
use ludo_engine::{Game, MoveKind, Phase, Preset, Rules};
use serde_json::{Value, json};

fn load_all() {
    for (preset, _) in expert::EXPERT_GAMES {
        let loaded = load(expert::weights(preset)).unwrap_or_else(|e| panic!("{preset}: {e}"));
        assert_eq!(
            loaded.name(),
            preset,
            "the file of {preset} says it is for {preset}"
        );
    }
}

use game::rules;

/// Plays a game with the given levels to its end (or `max` moves), checking that every
/// choice is a legal move; returns the moves played and how many were backward or tower
/// moves, or a neutral pawn's.
fn play(preset: Preset, rules: Rules, levels: &[Level], seed: u64, max: usize) -> (usize, usize) {
    let mut unusual = 0;
    let (played, _) = game::play_levels(preset, rules, levels, seed, max, |pos, m| {
        unusual += (m.kind == MoveKind::Backward
            || m.kind == MoveKind::Tower
            || m.side != pos.side_on_turn()) as usize;
        let mut copy = *pos;
        copy.play(m, &mut ())
            .expect("the checked engine call agrees the move is legal");
    });
    (played, unusual)
}

/// A preset, the switches changed and the line-up.
type HouseGame<'a> = (Preset, &'a [(&'a str, Value)], &'a [Level]);

#[test]
fn the_expert_plays_only_legal_moves_under_every_preset() {
    use Level::*;
    load_all();
    for (i, preset) in Preset::ALL.into_iter().enumerate() {
        let (n, _) = play(
            preset,
            preset.rules(),
            &[Expert, Hard, Expert, Medium],
            50 + i as u64,
            200,
        );
        assert!(n > 0, "{}: {n} moves", preset.name());
        play(preset, preset.rules(), &[Expert, Easy], 60 + i as u64, 100);
        play(
            preset,
            preset.rules(),
            &[Medium, Expert, Expert],
            70 + i as u64,
            100,
        );
    }
}

// (A test of its own, so the test threads share the expert's games out.)
#[test]
fn the_expert_plays_only_legal_moves_under_house_rules() {
    use Level::*;
    load_all();
    let house: [HouseGame; 7] = [
        (
            Preset::Mensch,
            &[("twoColoursEach", json!(true))],
            &[Expert, Expert],
        ),
        (
            Preset::Mensch,
            &[("neutralColour", json!(true))],
            &[Expert, Hard, Expert],
        ),
        (
            Preset::Mensch,
            &[("captureBackwards", json!(true))],
            &[Expert, Expert, Easy, Expert],
        ),
        (
            Preset::Mensch,
            &[
                ("barriers", json!(true)),
                ("compulsoryCapture", json!(true)),
            ],
            &[Expert, Medium, Expert, Expert],
        ),
        (
            Preset::Mensch,
            &[
                ("threeRolls", json!(true)),
                ("noSkippingInFinish", json!(true)),
            ],
            &[Expert, Expert, Expert, Expert],
        ),
        (
            Preset::Classic,
            &[("towers", json!(true)), ("bounceBack", json!(true))],
            &[Expert, Expert, Expert, Expert],
        ),
        (
            Preset::Velvet,
            &[("bankSixes", json!(true)), ("enterOn", json!([1, 6]))],
            &[Expert, Easy, Expert, Expert],
        ),
    ];
    let mut unusual = 0;
    for (k, (preset, changes, levels)) in house.iter().enumerate() {
        unusual += play(*preset, rules(*preset, changes), levels, 90 + k as u64, 150).1;
    }
    assert!(
        unusual > 0,
        "the house rules brought backward, tower or neutral moves"
    );
}

/// The ids `chooseMove()` gives for every move of a fixture game, through the API.
fn fixture_ids(preset: &str, seed: u64) -> Vec<usize> {
    let options: Value = serde_json::from_str(&expert::options(preset, seed)).unwrap();
    let mut g = ludo_api::Game::new(&options).unwrap();
    let mut ids = Vec::new();
    while g.engine().position().phase() != Phase::Over && ids.len() < expert::EXPERT_MOVES {
        if g.engine().position().phase() == Phase::Roll {
            g.roll().unwrap();
        } else {
            let id = g.choose_move().unwrap();
            g.apply_move(&json!(id)).unwrap();
            ids.push(id);
        }
    }
    ids
}

#[test]
fn the_same_seed_gives_the_choices_of_the_fixture() {
    load_all();
    let got: Vec<String> = expert::EXPERT_GAMES
        .iter()
        .map(|&(preset, seed)| expert::line(preset, seed, &fixture_ids(preset, seed)))
        .collect();
    let text = got.join("\n") + "\n";
    if std::env::var_os("LUDO_WRITE_FIXTURE").is_some() {
        std::fs::write(
            concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/expert.txt"),
            &text,
        )
        .unwrap();
    }
    assert_eq!(
        text,
        expert::EXPERT_FIXTURE,
        "the expert's choices changed (new weights?): LUDO_WRITE_FIXTURE=1 cargo test --release --test all expert::"
    );
}

#[test]
fn the_committed_weights_pass_their_checks_and_say_how_they_were_made() {
    for (preset, _) in expert::EXPERT_GAMES {
        let bytes = expert::weights(preset);
        let net = file::from_bytes(bytes).unwrap_or_else(|e| panic!("{preset}: {e}"));
        assert_eq!(net.preset.name(), preset);
        assert!(net.note.contains("train-expert"), "{preset}: {}", net.note);
        assert!(bytes.len() < 56 * 1024, "{preset}: {} bytes", bytes.len());
        assert!(
            net.w2.iter().any(|&w| w != 0.0),
            "{preset}: the network was trained"
        );
    }
}

#[test]
fn the_expert_differs_from_hard_once_its_network_is_loaded() {
    load_all();
    // Over a few positions of a seeded game, the expert and hard disagree at least once:
    // the network changes the choices (a network adding nothing would agree always).
    assert!(expert::choices_unlike_hard(4242, 400) > 0);
}

#[test]
fn every_fitted_calibration_belongs_to_a_committed_weights_file() {
    // A calibration is keyed by its file's checksum: weights trained again leave it
    // behind, and then it must be fitted again (calibrate-expert --fit, README).
    for &(preset, checksum, c) in FITTED {
        let net = file::from_bytes(expert::weights(preset.name())).unwrap();
        assert_eq!(
            net.calibration,
            c,
            "{}: the calibration fitted to weights 0x{checksum:08x} no longer matches the \
             committed file; fit it again with calibrate-expert --fit",
            preset.name()
        );
        assert_ne!(c, Calibration::IDENTITY);
    }
}

#[test]
fn the_hints_show_the_search_chances_through_the_calibration() {
    // Velvet's chances are calibrated (BENCHMARKS.md, "Honest win chances"): each hint's
    // chance is the expert's search's chance for its move, calibrated, and the hints keep
    // the search's order.
    load_all();
    let net = ludo_ai::expert::net_for(&Preset::Velvet.rules()).unwrap();
    assert_ne!(net.calibration, Calibration::IDENTITY);
    let seats = game::computer_seats(&[Level::Hard; 4]);
    let mut game = Game::new(Preset::Velvet, Preset::Velvet.rules(), seats, 4242).unwrap();
    let mut checked = 0;
    while checked < 12 && game.position().phase() != Phase::Over {
        if game.position().phase() == Phase::Roll {
            game.roll().unwrap();
            continue;
        }
        let moves = game.legal_moves();
        let pos = *game.position();
        let raw = ludo_ai::expert::search(net.clone()).rank(&pos, &moves);
        let hints = ludo_ai::hints(&pos, &moves);
        for h in &hints {
            // The search ranks one move of each outcome; the others share its chance.
            if let Some(&(_, p)) = raw.iter().find(|r| r.0 == h.id) {
                let want = net.calibration.apply(p.clamp(0.0, 1.0));
                assert!((h.win_chance - want).abs() < 1e-6, "{h:?}: {want}");
                checked += 1;
            }
        }
        for pair in hints.windows(2) {
            assert!(pair[0].win_chance >= pair[1].win_chance);
        }
        let choice = ludo_ai::choose(Level::Hard, &pos, &moves, &mut game.choice_rng());
        game.apply_move(choice).unwrap();
    }
    assert!(checked >= 12);
}
