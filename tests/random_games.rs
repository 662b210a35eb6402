//! Random seeded games in every preset, with every switch changed alone on top of each
//! preset and with the seven mensch house rules together, for 2, 3 and 4 seats. After
//! every roll and move `ludo_lab::check` verifies that every pawn is accounted for, that the
//! position passes the validation of saved games (pawns within the board, no square
//! holding what the rules forbid), that the turn went to the next side clockwise that may
//! play, and that the game ends within `check::MAX_STEPS` with every seat placed.
//! `scripts/bench.sh` runs the same checks on a million games per preset.

use ludo_engine::Setup;
use ludo_engine::position::Phase;
use ludo_engine::prelude::*;
use ludo_engine::{Event, Position, Preset, Rules};
use ludo_lab::check::{self, MAX_STEPS, Variation};

/// Plays `games` games of each variation; returns the failures, one line each.
fn play_all(variations: &[Variation], games: u64, seed: u64) -> Vec<String> {
    let mut failures = Vec::new();
    for (i, v) in variations.iter().enumerate() {
        for g in 0..games {
            let game_seed = seed + 1_000 * i as u64 + g;
            if let Err(e) = check::play_checked(v.rules, v.seats, game_seed, false) {
                failures.push(format!(
                    "{} with {} seats, seed {game_seed}: {e}",
                    v.name, v.seats
                ));
            }
        }
    }
    failures
}

#[test]
fn every_switch_changed_alone_on_every_preset_keeps_the_invariants() {
    for preset in Preset::ALL {
        let failures = play_all(&check::variations(preset), 3, 10_000);
        assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    }
}

#[test]
fn hundreds_of_games_of_each_preset_keep_the_invariants() {
    for preset in Preset::ALL {
        let own: Vec<Variation> = check::variations(preset)
            .into_iter()
            .filter(|v| v.name == preset.name())
            .collect();
        assert_eq!(own.len(), 3, "the preset itself with 2, 3 and 4 seats");
        let failures = play_all(&own, 100, 20_000);
        assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    }
}

#[test]
fn the_seven_mensch_house_rules_together_keep_the_invariants() {
    let variations = check::house_rules();
    assert_eq!(
        variations.iter().map(|v| v.seats).collect::<Vec<_>>(),
        [2, 3, 4]
    );
    for name in check::HOUSE_RULES {
        assert_eq!(variations[0].rules.get(name), Some(serde_json::json!(true)));
    }
    let failures = play_all(&variations, 60, 30_000);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// A three-seat mensch position with the neutral colour (blue) in play: green (side 1) is
/// home, waits for its place and is on turn to roll.
fn green_home_waiting_for_the_neutral_colour(
    rules: ludo_engine::Rules,
    pawns: [[u8; 4]; 4],
    round: u16,
) -> Position {
    // Four rows of pawns for three seats: the fourth is the neutral colour.
    let setup = Setup {
        seats: 3,
        side: 1,
        round,
        waiting: vec![1],
        ..Setup::new(rules, pawns.to_vec())
    };
    Position::from_setup(&setup).unwrap()
}

#[test]
fn a_seat_that_finishes_the_neutral_colour_passes_the_turn() {
    // Mensch with a neutral colour and three players. Green (side 1) is home and waits for
    // the neutral blue pawns; blue's last pawn is 6 squares from blue's first finish square.
    let mut rules = Preset::Mensch.rules();
    rules.neutral_colour = true;
    let before = green_home_waiting_for_the_neutral_colour(
        rules,
        [
            [39, 0, 0, 0],
            [43, 44, 41, 42],
            [26, 7, 0, 9],
            [44, 35, 42, 43],
        ],
        40,
    );
    let mut rolled = before;
    let mut events = Vec::new();
    rolled.roll(6, &mut events).unwrap();
    check::check_step(&before, &rolled, &events).unwrap();
    let mut moves = ludo_engine::MoveList::new();
    rolled.legal_moves(&mut moves);
    assert_eq!(
        moves.len(),
        1,
        "only the neutral pawn N can move: {moves:?}"
    );
    let mut after = rolled;
    events.clear();
    after.play(&moves[0], &mut events).unwrap();
    assert!(events.contains(&Event::Finish { seat: 1, place: 1 }));
    // Green is placed and has nothing left to move: the turn must pass to yellow.
    check::check_step(&rolled, &after, &events).unwrap();
}

#[test]
fn a_finished_seat_cannot_bounce_out_of_the_finish() {
    // Mensch board with bounce-back and a neutral colour. Green (side 1) has all four
    // pawns on its finish squares and waits for the neutral colour. With a 5, pawn G on
    // 43 would go to 44 and bounce back four squares, out of the finish onto the track
    // (40), unfinishing a placed seat: that roll is refused.
    let mut rules = Preset::Mensch.rules();
    rules.neutral_colour = true;
    rules.bounce_back = true;
    let before = green_home_waiting_for_the_neutral_colour(
        rules,
        [
            [14, 6, 8, 1],
            [41, 42, 43, 44],
            [36, 9, 1, 24],
            [42, 38, 1, 0],
        ],
        30,
    );
    let mut rolled = before;
    rolled.roll(5, &mut ()).unwrap();
    let mut moves = ludo_engine::MoveList::new();
    rolled.legal_moves(&mut moves);
    // A bounce stays in the finish (RULINGS.md "overshooting the end"): G on 43 has no 5,
    // and neither has any other green pawn; only the neutral colour moves.
    assert!(moves.iter().all(|m| m.side == 3), "{moves:?}");
    assert!(!moves.is_empty());
    for m in moves.iter() {
        let mut after = rolled;
        let mut events = Vec::new();
        after.play(m, &mut events).unwrap();
        if let Err(e) = check::check_step(&rolled, &after, &events) {
            panic!("{m:?}: {e}");
        }
    }
}

#[test]
fn the_checker_catches_broken_steps() {
    // A real step with a turn change, then the same step misreported in several ways.
    let rules = Preset::Classic.rules();
    let mut rng = ludo_engine::Rng::new(5);
    let mut events = Vec::new();
    let mut pos = Position::start(rules, 4, &mut rng, &mut events).unwrap();
    check::check_start(&pos, &events).unwrap();
    let (before, after, step) = loop {
        let before = pos;
        events.clear();
        if pos.phase() == Phase::Roll {
            pos.roll(rng.die(), &mut events).unwrap();
        } else {
            let mut moves = ludo_engine::MoveList::new();
            pos.legal_moves(&mut moves);
            pos.play(&moves[0], &mut events).unwrap();
        }
        check::check_step(&before, &pos, &events).unwrap();
        let moved = events.iter().any(|e| matches!(e, Event::Move { .. }));
        if moved && events.iter().any(|e| matches!(e, Event::Turn { .. })) {
            break (before, pos, events.clone());
        }
    };
    let broken: Vec<(&str, Vec<Event>)> = vec![
        (
            "turn to the wrong side",
            step.iter()
                .map(|e| match *e {
                    Event::Turn { side, round } => Event::Turn {
                        side: (side + 1) % 4,
                        round,
                    },
                    e => e,
                })
                .collect(),
        ),
        (
            "a pawn captured without moving",
            step.iter()
                .copied()
                .chain([Event::Capture { pawn: 0 }])
                .collect(),
        ),
        (
            "no move logged",
            step.iter()
                .copied()
                .filter(|e| !matches!(e, Event::Move { .. }))
                .collect(),
        ),
    ];
    for (what, events) in broken {
        assert!(
            check::check_step(&before, &after, &events).is_err(),
            "{what} went unnoticed"
        );
    }
    // A pawn moved without an event.
    let mut setup = ludo_engine::Setup::from(&after);
    setup.pawns[0][3] = if setup.pawns[0][3] == 0 { 1 } else { 0 };
    if let Ok(moved) = Position::from_setup(&setup) {
        assert!(check::check_step(&before, &moved, &step).is_err());
    }
}

#[test]
fn games_end_well_within_the_bound() {
    // The bound is generous: the longest of these games is a small fraction of it.
    let mut longest = 0;
    for preset in Preset::ALL {
        for seed in 0..50 {
            let played = check::play_checked(preset.rules(), 4, seed, false).unwrap();
            longest = longest.max(played.steps);
        }
    }
    assert!(longest < MAX_STEPS / 5, "longest game {longest} steps");
    let _ = Rules::SWITCHES;
}
