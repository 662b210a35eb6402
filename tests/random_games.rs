//! Random seeded games: every game ends with a full ranking, nothing panics, every pawn
//! stays accounted for, and every position on the way passes the same validation as a
//! loaded save (no square holds what the rules forbid, the turn is one that may play).

use ludo::{Event, MoveList, Phase, Position, Preset, Rng};

/// Plays one game with random legal moves, checking the invariants after every step.
/// Returns the number of rolls and moves.
fn play_checked(preset: Preset, seats: u8, seed: u64) -> usize {
    let mut rng = Rng::new(seed);
    let mut log: Vec<Event> = Vec::new();
    let mut pos = Position::start(preset.rules(), seats, &mut rng, &mut log).unwrap();
    let mut moves = MoveList::new();
    let mut steps = 0;
    while pos.phase() != Phase::Over {
        match pos.phase() {
            Phase::Roll => pos.roll(rng.die(), &mut log).unwrap(),
            _ => {
                pos.legal_moves(&mut moves);
                assert!(
                    !moves.is_empty(),
                    "a move is due but none is legal:\n{}",
                    pos.describe()
                );
                let m = moves[rng.below(moves.len() as u32) as usize];
                pos.play(&m, &mut log).unwrap();
            }
        }
        steps += 1;
        let sides = pos.sides().len as usize;
        let board = pos.board();
        let pawns: usize = (0..sides as u8)
            .map(|s| pos.pawns(s).iter().filter(|&&p| p <= board.goal).count())
            .sum();
        assert_eq!(pawns, 4 * sides, "pawns lost:\n{}", pos.describe());
        if let Err(e) = Position::from_setup(&pos.to_setup()) {
            panic!(
                "{} seed {seed} step {steps}: {e}\n{}",
                preset.name(),
                pos.describe()
            );
        }
        assert!(
            steps < 20_000,
            "{} seed {seed}: the game does not end",
            preset.name()
        );
    }
    let mut ranking = pos.ranking().to_vec();
    ranking.sort();
    assert_eq!(
        ranking,
        (0..seats).collect::<Vec<_>>(),
        "every seat gets one place"
    );
    assert_eq!(log.last(), Some(&Event::Over));
    steps
}

#[test]
fn thousands_of_random_games_end_with_a_ranking_in_every_preset() {
    for preset in Preset::ALL {
        for seed in 0..1_000u64 {
            let seats = 2 + (seed % 3) as u8;
            play_checked(preset, seats, seed);
        }
    }
}

#[test]
fn four_player_games_account_for_all_sixteen_pawns() {
    for preset in Preset::ALL {
        for seed in 1_000..1_400u64 {
            play_checked(preset, 4, seed);
        }
    }
}
