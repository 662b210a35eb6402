//! Computer players: every level plays only legal moves under every preset and house
//! rule, the stronger levels beat the weaker ones over seeded games, the same game gives
//! the same choices, and hints rank every legal move with a reason.

use crate::support::computer;
use crate::support::game;

use game::GameExt;
use ludo_ai::{Hint, Level, Reason, Search, Strategy};
use ludo_engine::prelude::*;
use ludo_engine::{ErrorCode, Game, MoveKind, Phase, Preset, Rules};
use serde_json::json;

/// What the legality games saw, so the test can tell it reached the unusual moves.
#[derive(Default, Debug)]
struct Seen {
    decisions: usize,
    tower_moves: usize,
    backward_moves: usize,
    neutral_moves: usize,
    several_dice: usize,
    forfeits: usize,
}

use game::rules;

/// Checks what hints must always satisfy for the legal moves of `game`.
fn check_hints(game: &Game, hints: &[Hint]) {
    let moves = game.legal_moves();
    assert_eq!(hints.len(), moves.len(), "one hint per legal move");
    let mut ids: Vec<usize> = hints.iter().map(|h| h.id).collect();
    ids.sort();
    assert_eq!(
        ids,
        (0..moves.len()).collect::<Vec<_>>(),
        "ids are the move ids"
    );
    for pair in hints.windows(2) {
        assert!(
            pair[0].win_chance >= pair[1].win_chance,
            "sorted best first"
        );
    }
    for h in hints {
        let m = moves[h.id];
        assert!((0.0..=1.0).contains(&h.win_chance), "{h:?}");
        assert!(Reason::ALL.contains(&h.reason));
        assert!(!h.text.is_empty());
        assert_eq!(
            (h.pawn, h.die, h.from, h.to),
            (m.label(), m.die, m.from, m.to)
        );
        assert_eq!(h.captures, m.captured_labels().collect::<Vec<_>>());
        assert_eq!(h.reason == Reason::Captures, m.is_capture(), "{h:?}");
    }
}

/// Plays one game with the given levels (a small search stands in for `hard` unless
/// `real_hard`), checking every choice and, now and then, the hints.
fn play_checked(rules: Rules, levels: &[Level], seed: u64, real_hard: bool, seen: &mut Seen) {
    let seats = game::computer_seats(levels);
    let mut game = Game::new(Preset::Classic, rules, seats, seed).unwrap();
    let mut steps = 0;
    while game.position().phase() != Phase::Over {
        steps += 1;
        assert!(steps < 50_000, "the game does not end");
        if game.position().phase() == Phase::Roll {
            game.roll().unwrap();
            continue;
        }
        let moves = game.legal_moves();
        let pos = *game.position();
        let level = levels[pos.seat_on_turn() as usize];
        let id = if level == Level::Hard && !real_hard {
            Search::with_budget(3_000).choose(&pos, &moves, &mut game.choice_rng())
        } else {
            game.choose_move().unwrap()
        };
        assert!(
            id < moves.len(),
            "{} chose {id} of {}",
            level.name(),
            moves.len()
        );
        let m = moves[id];
        seen.decisions += 1;
        seen.tower_moves += (m.kind == MoveKind::Tower) as usize;
        seen.backward_moves += (m.kind == MoveKind::Backward) as usize;
        seen.neutral_moves += (m.side != pos.side_on_turn()) as usize;
        seen.several_dice += (pos.dice().to_vec().len() > 1) as usize;
        seen.forfeits += (m.forfeit != ludo_engine::moves::NO_PAWN) as usize;
        if steps % 97 == 0 {
            check_hints(&game, &game.hints().unwrap());
        }
        // The checked engine call agrees that the move is legal.
        let mut copy = pos;
        copy.play(&m, &mut ()).unwrap();
        game.apply_move(id).unwrap();
    }
}

#[test]
fn every_level_plays_only_legal_moves_under_every_preset_and_house_rule() {
    use Level::*;
    let mut seen = Seen::default();
    let four = [Easy, Medium, Hard, Medium];
    for (i, preset) in Preset::ALL.into_iter().enumerate() {
        play_checked(preset.rules(), &four, 10 + i as u64, i == 1, &mut seen);
        play_checked(
            preset.rules(),
            &[Hard, Easy],
            20 + i as u64,
            false,
            &mut seen,
        );
        play_checked(
            preset.rules(),
            &[Medium, Hard, Easy],
            30 + i as u64,
            false,
            &mut seen,
        );
    }
    let house = [
        ("captureBackwards", json!(true)),
        ("threeRolls", json!(true)),
        ("noSkippingInFinish", json!(true)),
        ("barriers", json!(true)),
        ("compulsoryCapture", json!(true)),
    ];
    let mut all = house.to_vec();
    all.push(("twoColoursEach", json!(true)));
    all.push(("neutralColour", json!(true)));
    for seed in 0..3 {
        // All the mensch house rules together, with two players (two colours each), three
        // (a neutral colour) and four.
        let r = rules(Preset::Mensch, &all);
        play_checked(r, &[Hard, Medium], 40 + seed, false, &mut seen);
        play_checked(r, &[Medium, Hard, Easy], 50 + seed, false, &mut seen);
        play_checked(r, &[Hard, Easy, Medium, Easy], 60 + seed, false, &mut seen);
        // The same house rules on the ludo board with banked sixes.
        let r = rules(Preset::Classic, &house);
        play_checked(
            r,
            &[Hard, Medium, Easy, Medium],
            70 + seed,
            false,
            &mut seen,
        );
    }
    // Towers with a neutral colour.
    let r = rules(Preset::Brazilian, &[("neutralColour", json!(true))]);
    play_checked(r, &[Hard, Medium, Easy], 80, false, &mut seen);
    assert!(seen.tower_moves > 0, "{seen:?}");
    assert!(seen.backward_moves > 0, "{seen:?}");
    assert!(seen.neutral_moves > 0, "{seen:?}");
    assert!(seen.several_dice > 0, "{seen:?}");
    assert!(seen.forfeits > 0, "{seen:?}");
}

/// Games won by `first` against `rest` in the other seats, rotating the seats.
fn wins(preset: Preset, first: Level, rest: Level, games: u64, budget: Option<u32>) -> u64 {
    let mut won = 0;
    for g in 0..games {
        let lineup: Vec<Level> = (0..4)
            .map(|s| if s == g % 4 { first } else { rest })
            .collect();
        let seats = game::computer_seats(&lineup);
        let mut game = Game::new(preset, preset.rules(), seats, 1_000 + g).unwrap();
        while game.position().phase() != Phase::Over {
            if game.position().phase() == Phase::Roll {
                game.roll().unwrap();
                continue;
            }
            let seat = game.position().seat_on_turn() as usize;
            let id = match (lineup[seat], budget) {
                (Level::Hard, Some(b)) => Search::with_budget(b).choose(
                    game.position(),
                    &game.legal_moves(),
                    &mut game.choice_rng(),
                ),
                _ => game.choose_move().unwrap(),
            };
            game.apply_move(id).unwrap();
        }
        won += (game.position().ranking()[0] as u64 == g % 4) as u64;
    }
    won
}

#[test]
fn medium_beats_easy() {
    // Three random players win a quarter of the games each; medium wins about half the
    // classic games and three quarters of the velvet ones (BENCHMARKS.md).
    let classic = wins(Preset::Classic, Level::Medium, Level::Easy, 300, None);
    let velvet = wins(Preset::Velvet, Level::Medium, Level::Easy, 300, None);
    assert!(classic >= 105, "medium won {classic} of 300 classic games");
    assert!(velvet >= 165, "medium won {velvet} of 300 velvet games");
}

#[test]
fn hard_beats_easy() {
    // About 83% in velvet (BENCHMARKS.md's arenas measure it); these 20 seeded games give
    // 19 wins, and 14 (70%) is asked: a weaker hard falls below it.
    let won = wins(Preset::Velvet, Level::Hard, Level::Easy, 20, None);
    assert!(won >= 14, "hard won {won} of 20 velvet games");
}

fn computer_game(preset: &str, seed: u64) -> Game {
    let seats: serde_json::Value = serde_json::from_str(computer::COMPUTER_SEATS).unwrap();
    Game::from_options(&json!({ "preset": preset, "seed": seed, "seats": seats })).unwrap()
}

/// Plays a game of computer players to the end, as the page would.
fn play_out(mut game: Game) -> Game {
    while game.position().phase() != Phase::Over {
        if game.position().phase() == Phase::Roll {
            game.roll().unwrap();
        } else {
            let id = game.choose_move().unwrap();
            game.apply_move(id).unwrap();
        }
    }
    game
}

#[test]
fn the_same_game_gives_the_same_choices() {
    let a = play_out(computer_game("classic", 5));
    let b = play_out(computer_game("classic", 5));
    assert_eq!(a.log_lines(), b.log_lines());
    let c = play_out(computer_game("classic", 6));
    assert_ne!(a.log_lines(), c.log_lines());
    // A game restored from its saved state chooses and ranks exactly as the original.
    let mut g = computer_game("velvet", 9);
    let mut checked = 0;
    while g.position().phase() != Phase::Over && checked < 30 {
        if g.position().phase() == Phase::Roll {
            g.roll().unwrap();
            continue;
        }
        let restored = Game::from_state(&g.state()).unwrap();
        assert_eq!(restored.choose_move(), g.choose_move());
        for level in Level::ALL {
            assert_eq!(restored.choose_move_at(level), g.choose_move_at(level));
        }
        assert_eq!(restored.hints(), g.hints());
        checked += 1;
        let id = g.choose_move().unwrap();
        g.apply_move(id).unwrap();
    }
}

#[test]
fn computer_games_match_the_fixture_shared_with_the_browser() {
    let got: Vec<String> = computer::COMPUTER_GAMES
        .iter()
        .map(|&(p, s)| {
            let g = play_out(computer_game(p, s));
            computer::summary(p, s, &g.log_lines(), &g.state())
        })
        .collect();
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        std::fs::write("tests/data/computer.txt", got.join("\n") + "\n").unwrap();
    }
    let want: Vec<&str> = computer::COMPUTER_FIXTURE.lines().collect();
    assert_eq!(
        got, want,
        "rerun with UPDATE_FIXTURES=1 only if the computer players changed on purpose"
    );
}

#[test]
fn hints_rank_every_legal_move_and_are_refused_without_a_move() {
    for preset in Preset::ALL {
        let mut g = computer_game(preset.name(), 3);
        let err = g.hints().unwrap_err();
        assert_eq!(err.code, ErrorCode::MoveNotDue, "{err}");
        let mut ranked = 0;
        while g.position().phase() != Phase::Over && ranked < 25 {
            if g.position().phase() == Phase::Roll {
                g.roll().unwrap();
                continue;
            }
            let hints = g.hints().unwrap();
            check_hints(&g, &hints);
            // The hard level plays a move the hints rank first (or tied with the first).
            let hard = g.choose_move_at(Level::Hard).unwrap();
            let chance = hints.iter().find(|h| h.id == hard).unwrap().win_chance;
            assert!(
                chance >= hints[0].win_chance - 1e-6,
                "{hints:?} hard {hard}"
            );
            ranked += 1;
            let id = g.choose_move().unwrap();
            g.apply_move(id).unwrap();
        }
        let g = play_out(g);
        assert_eq!(g.hints().unwrap_err().code, ErrorCode::GameOver);
    }
}

#[test]
fn with_a_single_legal_move_every_level_plays_it() {
    // The page plays a lone legal move without asking the computer players' worker; that
    // must be the move every level would choose.
    let mut single = 0;
    for preset in Preset::ALL {
        let mut g = computer_game(preset.name(), 41);
        while g.position().phase() != Phase::Over {
            if g.position().phase() == Phase::Roll {
                g.roll().unwrap();
                continue;
            }
            if g.legal_moves().len() == 1 {
                single += 1;
                for level in Level::ALL {
                    assert_eq!(g.choose_move_at(level).unwrap(), 0, "{preset:?} {level:?}");
                }
            }
            let id = g.choose_move().unwrap();
            g.apply_move(id).unwrap();
        }
    }
    assert!(single > 100, "only {single} positions with a single move");
}
