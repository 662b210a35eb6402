//! The rewards preset, rule by rule: seed 004 ("Project Ludo") and the RULINGS.md rows of
//! the "rewards" column. The 40-square board with four seats: red A–D, green E–H, yellow
//! I–L, blue M–P; red's position p is green's p − 10 (plus 40 when below 1).
//!
//! Positions use the special squares of `setup::SPECIALS` unless said otherwise; in red's
//! path positions: forward 3 on 5, 15, 25; play again on 7, 27; back 3 on 8, 19, 29; skip
//! next turn on 17, 37; back to start square on 13.

use crate::support::game;
use crate::support::setup;

use game::GameExt;
use ludo_engine::{Event, Game, Phase, Preset, Special};
use serde_json::{Value, json};
use setup::{NO_MOVES, SPECIALS, Scene, scene};

fn rewards() -> Scene {
    scene(Preset::Rewards)
}

/// Green's position of the square at red's position `red`.
fn green(red: u8) -> u8 {
    (red + 40 - 10 - 1) % 40 + 1
}

/// The default special squares with one moved: `from` (track index) becomes `to`.
fn specials_moving(from: u8, to: u8) -> Vec<(u8, Special)> {
    SPECIALS
        .iter()
        .map(|&(i, k)| (if i == from { to } else { i }, k))
        .collect()
}

/// The special-square events of the last step.
fn effects(t: &setup::Table) -> Vec<(u8, Special, u8)> {
    t.events()
        .iter()
        .filter_map(|e| match *e {
            Event::Special { pawn, effect, to } => Some((pawn, effect, to)),
            _ => None,
        })
        .collect()
}

/// Seed 004 "General Information": "Ludo is a board game with 4 players. One player is
/// controlled by the user and other 3 players are controlled by the computer"; "Game
/// Elements": "A, B, C, D for Player1 (user); E, F, G, H for Player2 (computer) …";
/// RULINGS.md Presets "players: 4: seat 1 a person, seats 2–4 computer".
#[test]
fn four_players_one_person_and_three_computers_with_pawns_a_to_p() {
    let g = Game::from_options(&json!({ "preset": "rewards", "seed": 1 })).unwrap();
    let seats = g.seats();
    assert_eq!(seats.len(), 4);
    assert_eq!(seats[0].computer, None);
    assert!(seats[1..].iter().all(|s| s.computer.is_some()));
    let state = g.state();
    let labels: Vec<&str> = (0..4)
        .map(|s| state["sides"][s]["pawns"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["ABCD", "EFGH", "IJKL", "MNOP"]);
    // "Initially, each pawn is located on their home field."
    assert_eq!(
        state["pawns"],
        json!([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
    );
}

/// Seed 004 "Game Initialization": "Rewards and penalties are placed on the board randomly at
/// the beginning of the game. Rewards and penalties cannot be located on the starting
/// points"; "Game Elements": 3 × forward 3, 2 × play again, 3 × back 3, 2 × wait, 1 × back
/// to the starting point; RULINGS.md Details "rewards: placed at random (from the game's
/// seed) on track squares that are not start squares", visible in `state()`.
#[test]
fn eleven_special_squares_are_placed_from_the_seed_never_on_start_squares() {
    let layout = |seed: u64| {
        Game::from_options(&json!({ "preset": "rewards", "seed": seed }))
            .unwrap()
            .state()["specialSquares"]
            .clone()
    };
    for seed in 0..50 {
        let squares = layout(seed);
        let list = squares.as_array().unwrap();
        assert_eq!(list.len(), 11);
        let count = |kind: &str| list.iter().filter(|s| s["kind"] == kind).count();
        assert_eq!(
            [
                count("forward3"),
                count("playAgain"),
                count("back3"),
                count("skipTurn"),
                count("backToStart")
            ],
            [3, 2, 3, 2, 1]
        );
        for s in list {
            let i = s["square"].as_u64().unwrap();
            assert!(i < 40 && i % 10 != 0, "seed {seed}: square {i}");
        }
        assert_eq!(layout(seed), squares);
    }
    assert_ne!(layout(1), layout(2));
}

/// Seed 004 "Game Start": "Player1 begins the game. The players alternate turns in a
/// clockwise direction"; RULINGS.md Presets "who starts: seat 1"; the log's first lines
/// (Details "rewards: The log uses the text's words: round, turn").
#[test]
fn player_one_begins_and_turns_go_clockwise() {
    for seed in 0..20 {
        let g = Game::from_options(&json!({ "preset": "rewards", "seed": seed })).unwrap();
        assert_eq!(g.position().side_on_turn(), 0);
        assert_eq!(g.log_lines(), ["Round: 1", "Turn: Player 1"]);
    }
    let mut t = rewards().build();
    for want in [1, 2, 3, 0] {
        t.roll(1);
        assert_eq!(t.side_on_turn(), want);
    }
}

/// Seed 004: "a player must roll a six so that a pawn can be put into the starting point of
/// this player. Everyone gets one chance to roll a six, and if they don't get a six, it
/// becomes the next player's turn"; RULINGS.md Presets "tries to enter: 1".
#[test]
fn a_six_puts_a_pawn_on_the_starting_point_with_one_chance_per_turn() {
    for die in 1..=5 {
        let mut t = rewards().build();
        t.roll(die);
        assert_eq!(t.moves(), NO_MOVES);
        assert_eq!(t.side_on_turn(), 1);
        assert_eq!(
            t.lines()[..2],
            [format!("Dice: {die}"), "No legal move!".into()]
        );
    }
    let mut t = rewards().build();
    t.roll(6);
    assert_eq!(t.moves(), ["A6:0>1", "B6:0>1", "C6:0>1", "D6:0>1"]);
}

/// Seed 004 "During Game": "A dice is thrown again to move a pawn. You must follow the
/// number that is thrown in a clockwise direction"; "Exceptional Rules": "If a player
/// rolls a six, then the player can choose to place another pawn out of a home field or
/// move a pawn inside the game path. The player continues to play as long as he/she rolls a
/// six."
#[test]
fn after_a_six_the_player_rolls_again_and_moves_by_the_number() {
    let mut t = rewards().build();
    t.roll(6).play("A6:0>1");
    assert_eq!((t.side_on_turn(), t.phase()), (0, Phase::Roll));
    t.roll(6);
    // A is on the starting point: no two pawns on one point, so nobody enters.
    assert_eq!(t.moves(), ["A6:1>7"]);
    t.play("A6:1>7");
    // A ended on a play-again square: with the six, two more rolls (one in hand).
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.extra()),
        (0, Phase::Roll, 1)
    );
    t.roll(6);
    assert_eq!(t.moves(), ["A6:7>13", "B6:0>1", "C6:0>1", "D6:0>1"]);
    t.play("B6:0>1");
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.extra()),
        (0, Phase::Roll, 1)
    );
    t.roll(2).play("A2:7>9");
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.extra()),
        (0, Phase::Roll, 0)
    );
    t.roll(2).play("B2:1>3");
    assert_eq!(t.side_on_turn(), 1);
}

/// Seed 004: "Player should perform these operations when a pawn is located on one of these
/// points"; RULINGS.md Details "An effect applies once, when a pawn ends its move there".
#[test]
fn a_special_square_acts_only_on_a_pawn_ending_its_move_there() {
    // Passing the forward-3 square on 5, ending on the play-again square on 7.
    let mut t = rewards().pawns("A3").build();
    t.roll(4).play("A4:3>7");
    assert_eq!(t.pawns(), "A7");
    assert_eq!(effects(&t), [(0, Special::PlayAgain, 7)]);
    assert_eq!((t.side_on_turn(), t.phase()), (0, Phase::Roll));
}

/// Seed 004: "Go 3 steps forward"; log line "Extra 3 steps" (seed 004's sample log).
#[test]
fn forward_3_moves_the_pawn_three_more_squares() {
    let mut t = rewards().pawns("A12").build();
    t.roll(3).play("A3:12>15");
    assert_eq!(t.pawns(), "A18");
    assert_eq!(effects(&t), [(0, Special::Forward3, 18)]);
    assert_eq!(t.lines()[..2], ["Move pawn: A 12 → 15", "Extra 3 steps"]);
    assert_eq!(t.side_on_turn(), 1);
}

/// RULINGS.md Details "effects do not chain": a pawn sent onto another special square
/// stays there.
#[test]
fn special_squares_do_not_chain() {
    // Forward 3 from 5 ends on the back-3 square on 8.
    let mut t = rewards().pawns("A2").build();
    t.roll(3).play("A3:2>5");
    assert_eq!(t.pawns(), "A8");
    assert_eq!(effects(&t), [(0, Special::Forward3, 8)]);
    // Back 3 from 8 ends on the forward-3 square on 5.
    let mut t = rewards().pawns("A4").build();
    t.roll(4).play("A4:4>8");
    assert_eq!(t.pawns(), "A5");
    assert_eq!(effects(&t), [(0, Special::Back3, 5)]);
}

/// RULINGS.md Details "Forward 3 / back 3 move the pawn with the normal rules … if that move
/// is not possible the pawn stays": an own pawn in the way's end keeps it where it is; an
/// opponent there is captured.
#[test]
fn forward_3_follows_the_normal_rules() {
    let mut t = rewards().pawns("A12 B18").build();
    t.roll(3).play("A3:12>15");
    assert_eq!(t.pawns(), "A15 B18");
    assert_eq!(effects(&t), [(0, Special::Forward3, 15)]);
    let mut t = rewards().pawns(&format!("A12 E{}", green(18))).build();
    t.roll(3).play("A3:12>15");
    assert_eq!(t.pawns(), "A18");
    assert!(t.events().contains(&Event::Capture { pawn: 4 }));
}

/// RULINGS.md Details "Forward 3 … with the normal rules": into the finish squares by
/// counting them one by one (the lead asked how rewards act on pawns entering the finish).
#[test]
fn forward_3_may_carry_a_pawn_into_the_finish() {
    // Forward 3 on red's 39 (track 38) instead of 25.
    let squares = specials_moving(24, 38);
    let mut t = rewards().specials(&squares).pawns("A36 B10").build();
    t.roll(3).play("A3:36>39");
    assert_eq!(t.pawns(), "A42 B10");
    assert_eq!(effects(&t), [(0, Special::Forward3, 42)]);
    let mut t = rewards().specials(&squares).pawns("A36 B42").build();
    t.roll(3).play("A3:36>39");
    assert_eq!(t.pawns(), "A39 B42", "B's square: A stays");
    // Bringing the last pawn into the finish this way finishes the player.
    let mut t = rewards()
        .specials(&squares)
        .pawns("A36 B41 C43 D44 E5")
        .build();
    t.roll(3).play("A3:36>39");
    assert_eq!(t.pawns(), "A42 B41 C43 D44 E5");
    assert_eq!(t.pos.ranking(), [0]);
}

/// Seed 004: "Go 3 steps back"; RULINGS.md Details "back 3 with the normal rules", Edge cases
/// "'back 3' goes to the later of (position − 3) and the own start square".
#[test]
fn back_3_moves_the_pawn_three_squares_back_with_the_normal_rules() {
    let mut t = rewards().pawns("A17").build();
    t.roll(2).play("A2:17>19");
    assert_eq!(t.pawns(), "A16");
    assert_eq!(t.lines()[1], "Go 3 steps back");
    // Onto an own pawn: stays.
    let mut t = rewards().pawns("A17 B16").build();
    t.roll(2).play("A2:17>19");
    assert_eq!(t.pawns(), "A19 B16");
    // Onto an opponent: captures.
    let mut t = rewards().pawns(&format!("A17 E{}", green(16))).build();
    t.roll(2).play("A2:17>19");
    assert_eq!(t.pawns(), "A16");
    assert!(t.events().contains(&Event::Capture { pawn: 4 }));
}

/// RULINGS.md Details "back 3 stops at the own start square".
#[test]
fn back_3_stops_at_the_own_start_square() {
    // Back 3 on red's 3 (track 2) instead of 8.
    let squares = specials_moving(7, 2);
    let mut t = rewards().specials(&squares).pawns("A1").build();
    t.roll(2).play("A2:1>3");
    assert_eq!(t.pawns(), "A1");
    assert_eq!(effects(&t), [(0, Special::Back3, 1)]);
}

/// Seed 004: "Play one more time"; RULINGS.md Details "Extra turns are counted: each grant
/// adds one more roll".
#[test]
fn play_again_gives_one_more_roll_counted_with_a_six() {
    let mut t = rewards().pawns("A4").build();
    t.roll(3).play("A3:4>7");
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.extra()),
        (0, Phase::Roll, 0)
    );
    assert_eq!(t.lines(), ["Move pawn: A 4 → 7", "Play one more time"]);
    t.roll(1).play("A1:7>8");
    // Back 3 from 8 to 5 does not chain; the turn passes.
    assert_eq!(t.side_on_turn(), 1);
    let mut t = rewards().pawns("A1").build();
    t.roll(6).play("A6:1>7");
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.extra()),
        (0, Phase::Roll, 1)
    );
}

/// Seed 004: "Wait for one round without playing"; RULINGS.md Details "'Skip next turn'
/// makes that player miss their next turn".
#[test]
fn skip_next_turn_makes_the_player_miss_their_next_turn() {
    // Green, yellow and blue on their 20 and 21 stand on no special square.
    let mut t = rewards().pawns("A14 E20 I20 M20").build();
    t.roll(3).play("A3:14>17");
    assert_eq!(t.lines()[1], "Wait for one round without playing");
    assert_eq!(t.pos.skips(0), 1);
    assert_eq!(t.side_on_turn(), 1);
    t.roll(1).play("E1:20>21");
    t.roll(1).play("I1:20>21");
    t.roll(1).play("M1:20>21");
    // Red misses its turn: green again, in round 2.
    assert_eq!(t.side_on_turn(), 1);
    assert_eq!(t.pos.skips(0), 0);
    assert!(t.events().contains(&Event::SkipTurn { side: 0 }));
    assert_eq!(
        t.lines()[1..],
        ["Player 1 waits this round", "Round: 2", "Turn: Player 2"]
    );
    t.roll(1).play("E1:21>22");
    t.roll(1).play("I1:21>22");
    t.roll(1).play("M1:21>22");
    assert_eq!(t.side_on_turn(), 0);
}

/// RULINGS.md Details "'Skip next turn' makes that player miss their next turn": the turn
/// in progress goes on, a six's roll included.
#[test]
fn skip_next_turn_leaves_the_current_turn_s_rolls() {
    let mut t = rewards().pawns("A11 E5").build();
    t.roll(6).play("A6:11>17");
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.pos.skips(0)),
        (0, Phase::Roll, 1)
    );
}

/// Seed 004: "Go back to the starting point"; RULINGS.md Details "Back to start square: if an
/// own pawn is there, the pawn goes to base instead; an opponent there is captured".
#[test]
fn back_to_start_square_sends_the_pawn_to_its_start_square() {
    let mut t = rewards().pawns("A10").build();
    t.roll(3).play("A3:10>13");
    assert_eq!(t.pawns(), "A1");
    assert_eq!(t.lines()[1], "Go back to the starting point");
    let mut t = rewards().pawns("A10 B1").build();
    t.roll(3).play("A3:10>13");
    assert_eq!(t.pawns(), "B1");
    assert_eq!(effects(&t), [(0, Special::BackToStart, 0)]);
    let mut t = rewards().pawns(&format!("A10 E{}", green(1))).build();
    t.roll(3).play("A3:10>13");
    assert_eq!(t.pawns(), "A1");
    assert!(t.events().contains(&Event::Capture { pawn: 4 }));
}

/// Seed 004: "You can capture an opponent's pawn anytime you land on top of one of their
/// pawns. The pawn that is captured goes back to the corresponding player's home field.
/// That player then has to roll a six in order to get their pawn out."
#[test]
fn landing_on_an_opponent_captures_it_back_to_its_home_field() {
    let e = green(11);
    let mut t = rewards().pawns(&format!("A9 E{e}")).build();
    t.roll(2);
    assert_eq!(t.moves(), ["A2:9>11xE"]);
    t.play("A2:9>11xE");
    assert_eq!(t.pawns(), "A11");
    t.roll(5);
    assert_eq!(t.moves(), NO_MOVES);
}

/// Seed 004 "Exceptional Rules": "More than one pawn in the same point along the game path
/// is not allowed."
#[test]
fn two_pawns_never_share_a_point() {
    let mut t = rewards().pawns("A9 B11").build();
    t.roll(2);
    assert_eq!(t.moves(), ["B2:11>13"]);
}

/// Seed 004: "To land in the 'target field' section, player needs to roll the exact number,
/// otherwise he/she waits for the next round"; RULINGS.md Presets "overshooting the end:
/// move not allowed".
#[test]
fn the_exact_number_is_needed_to_land_in_the_target_field() {
    let mut t = rewards().pawns("A40 B41 C42 D43").build();
    t.roll(5);
    assert_eq!(t.moves(), NO_MOVES);
    assert_eq!(t.side_on_turn(), 1);
    let mut t = rewards().pawns("A40 B41 C42 D43").build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:40>44"]);
}

/// Seed 004: "If all of the points in the target field are full with pawns, then the
/// player finishes the game. The first player whose targeted field is full with pawns wins
/// the game"; RULINGS.md Presets "end of game: first to finish wins; play on for places".
#[test]
fn a_full_target_field_finishes_the_player_and_the_first_wins() {
    let mut t = rewards().pawns("A40 B41 C42 D43 E5 I5 M5").build();
    t.roll(4).play("A4:40>44");
    assert_eq!(t.pos.ranking(), [0]);
    assert!(t.events().contains(&Event::Finish { seat: 0, place: 1 }));
    assert_eq!((t.phase(), t.side_on_turn()), (Phase::Roll, 1));
}

/// Seed 004 "Sample Game": the log reads "Round: 1", "Turn: Player 1", "Dice: 6",
/// "Enter pawn: A", "Extra 3 steps", "No legal move!", "Play one more time"; RULINGS.md
/// Details "rewards: The log uses the text's words".
#[test]
fn the_log_reads_like_the_sample_game() {
    let mut g = rewards().build().game();
    let play = |g: &mut Game, m: &str| {
        let id = g
            .legal_moves()
            .iter()
            .position(|x| setup::notation(x) == m)
            .unwrap();
        g.apply_move(id).unwrap();
    };
    g.roll_die(6).unwrap();
    play(&mut g, "A6:0>1");
    g.roll_die(4).unwrap();
    play(&mut g, "A4:1>5");
    g.roll_die(4).unwrap();
    g.roll_die(6).unwrap();
    play(&mut g, "I6:0>1");
    g.roll_die(6).unwrap();
    play(&mut g, "I6:1>7");
    assert_eq!(
        g.log_lines(),
        [
            "Dice: 6",
            "Enter pawn: A",
            "Dice: 4",
            "Move pawn: A 1 → 5",
            "Extra 3 steps",
            "Round: 1",
            "Turn: Player 2",
            "Dice: 4",
            "No legal move!",
            "Round: 1",
            "Turn: Player 3",
            "Dice: 6",
            "Enter pawn: I",
            "Dice: 6",
            "Move pawn: I 1 → 7",
            "Play one more time",
        ]
    );
}

/// A saved rewards game carries its special squares and the turns to be skipped; a save
/// with a special square on a start square, a missing square, or a skip count that is not a
/// number of turns is refused naming the field.
#[test]
fn saves_keep_special_squares_and_skipped_turns() {
    let mut t = rewards().pawns("A14 E5").build();
    t.roll(3).play("A3:14>17");
    let state = t.game().state();
    assert_eq!(state["skips"], json!([1, 0, 0, 0]));
    let squares: Vec<(u64, String)> = state["specialSquares"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["square"].as_u64().unwrap(),
                s["kind"].as_str().unwrap().into(),
            )
        })
        .collect();
    let mut want: Vec<(u64, String)> = SPECIALS
        .iter()
        .map(|&(i, k)| (i as u64, k.name().into()))
        .collect();
    want.sort();
    assert_eq!(squares, want);
    assert_eq!(Game::from_state(&state).unwrap().state(), state);
    let refused = |edit: &dyn Fn(&mut Value), field: &str| {
        let mut bad = state.clone();
        edit(&mut bad);
        let e = Game::from_state(&bad).unwrap_err();
        assert!(
            e.field().is_some_and(|f| f.starts_with(field)),
            "{e} does not name {field}"
        );
    };
    refused(
        &|s| s["specialSquares"][0]["square"] = json!(10),
        "state.specialSquares",
    );
    refused(
        &|s| {
            s["specialSquares"].as_array_mut().unwrap().pop();
        },
        "state.specialSquares",
    );
    refused(
        &|s| s["specialSquares"][3]["kind"] = json!("teleport"),
        "state.specialSquares[3].kind",
    );
    refused(&|s| s["skips"] = json!([1, 0, 0]), "state.skips");
    refused(&|s| s["skips"][2] = json!(-1), "state.skips[2]");
    // Without the specialSquares rule nobody skips turns.
    refused(
        &|s| {
            s["rules"]["specialSquares"] = json!(false);
            s["specialSquares"] = json!([]);
        },
        "state.skips",
    );
}
