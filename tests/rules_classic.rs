//! The classic preset, rule by rule: seed 001 (common Ludo) and the RULINGS.md rows of
//! the "classic" column. Two seats unless said otherwise: red (A–D) and yellow (E–H) sit
//! opposite, so red's path position p is yellow's p − 26 (or p + 26).

use crate::support::game;
use crate::support::setup;

use game::GameExt;
use ludo_engine::prelude::*;
use ludo_engine::{ErrorCode, Event, Game, Phase, Position, Preset, Rng};
use serde_json::json;
use setup::{NO_DICE, NO_MOVES, Scene, meeting, scene};

fn classic() -> Scene {
    scene(Preset::Classic).seats(2)
}

/// Seed 001: "At the start of the game, the player's four pieces are placed in the start
/// area of their colour."
#[test]
fn every_piece_starts_in_the_start_area() {
    let mut log = Vec::new();
    let pos = Position::start(Preset::Classic.rules(), 4, &mut Rng::new(1), &mut log).unwrap();
    for side in 0..4 {
        assert_eq!(pos.pawns(side), [0; 4]);
    }
    assert_eq!(pos.phase(), Phase::Roll);
}

/// Seed 001: "A player must first throw a six to be able to move a piece from the starting
/// area onto the starting square"; RULINGS.md Presets "leave base on 6", "leaving moves to
/// start square", Edge cases "interchangeable pawns … listed as separate moves".
#[test]
fn a_six_brings_a_piece_onto_the_starting_square() {
    let mut t = classic().build();
    t.roll(6).roll(2);
    assert_eq!(t.moves(), ["A6:0>1", "B6:0>1", "C6:0>1", "D6:0>1"]);
    t.play("C6:0>1");
    assert_eq!(t.pawns(), "C1");
    // The 2 still in hand moves the new piece on.
    assert_eq!(t.moves(), ["C2:1>3"]);
}

/// Seed 001: "must first throw a six"; RULINGS.md Details "No legal move: the roll is shown,
/// the turn passes; the log says no legal move".
#[test]
fn without_a_six_nothing_leaves_the_start_area_and_the_turn_passes() {
    for die in 1..=5 {
        let mut t = classic().build();
        t.roll(die);
        assert_eq!(t.moves(), NO_MOVES);
        assert_eq!(t.side_on_turn(), 1, "die {die}");
        assert_eq!(t.phase(), Phase::Roll);
        assert_eq!(t.dice(), NO_DICE);
        assert_eq!(
            t.lines(),
            [
                format!("Dice: {die}"),
                "No legal move!".into(),
                "Round: 1".into(),
                "Turn: Player 2".into()
            ]
        );
    }
}

/// Seed 001: "In each subsequent turn the player moves a piece forward 1 to 6 squares as
/// indicated by the dice."
#[test]
fn a_piece_moves_forward_by_the_die() {
    let mut t = classic().pawns("A3 B20").build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:3>7", "B4:20>24"]);
    t.play("B4:20>24");
    assert_eq!(t.pawns(), "A3 B24");
    assert_eq!(t.side_on_turn(), 1);
}

/// Seed 001: "When a player throws a 6 the player may bring a new piece onto the starting
/// square, or may choose to move a piece already in play."
#[test]
fn a_six_may_bring_in_a_piece_or_move_one_in_play() {
    let mut t = classic().pawns("A10").build();
    t.roll(6).roll(1);
    assert_eq!(
        t.moves(),
        ["A1:10>11", "A6:10>16", "B6:0>1", "C6:0>1", "D6:0>1"]
    );
    t.play("A6:10>16");
    assert_eq!(t.pawns(), "A16");
}

/// Seed 001: "The player is also granted another turn as a bonus"; RULINGS.md Presets
/// "rolls after a six: banked: roll again before moving".
#[test]
fn a_six_is_banked_and_the_player_rolls_again_before_moving() {
    let mut t = classic().pawns("A10").build();
    t.roll(6);
    assert_eq!(t.phase(), Phase::Roll);
    assert_eq!(t.dice(), [6]);
    assert_eq!(t.moves(), NO_MOVES);
    assert_eq!(t.side_on_turn(), 0);
    t.roll(6);
    assert_eq!(t.phase(), Phase::Roll);
    assert_eq!(t.dice(), [6, 6]);
    t.roll(4);
    assert_eq!(t.phase(), Phase::Move);
    assert_eq!(t.dice(), [6, 6, 4]);
}

/// Seed 001: "if a 6 is rolled three times in a row it is counted as a foul and the
/// player therefore loses their turn"; RULINGS.md Presets "three sixes in a row: foul:
/// the turn ends, no move, banked dice are lost".
#[test]
fn three_sixes_in_a_row_are_a_foul_and_banked_dice_are_lost() {
    let mut t = classic().pawns("A10").build();
    t.rolls(&[6, 6, 6]);
    assert_eq!(t.pawns(), "A10");
    assert_eq!(t.side_on_turn(), 1);
    assert_eq!(t.phase(), Phase::Roll);
    assert_eq!(t.dice(), NO_DICE);
    assert_eq!(t.extra(), 0);
    assert_eq!(t.events()[1], Event::Foul { side: 0 });
    assert_eq!(
        t.lines(),
        [
            "Dice: 6",
            "Third six in a row: turn lost",
            "Round: 1",
            "Turn: Player 2"
        ]
    );
    // The next player's sixes are counted afresh.
    t.roll(6).roll(6);
    assert_eq!((t.side_on_turn(), t.dice()), (1, vec![6, 6]));
}

/// Seed 001: "the player can separate 6 on one piece and 3 on the other if they get a 6
/// and a 3, if the pieces are already out of the house".
#[test]
fn a_six_and_a_three_may_be_split_between_two_pieces() {
    let mut t = classic().pawns("A10 B20 C57 D57").build();
    t.roll(6).roll(3);
    assert_eq!(t.moves(), ["A3:10>13", "A6:10>16", "B3:20>23", "B6:20>26"]);
    t.play("A6:10>16");
    assert_eq!(t.phase(), Phase::Move);
    assert_eq!(t.dice(), [3]);
    assert_eq!(t.moves(), ["A3:16>19", "B3:20>23"]);
    t.play("B3:20>23");
    assert_eq!(t.pawns(), "A16 B23 C57 D57");
    assert_eq!((t.side_on_turn(), t.phase()), (1, Phase::Roll));
}

/// Seed 001: "The player can also play the numbers (6 & 3) using the same piece in any
/// order."
#[test]
fn both_dice_may_be_played_by_one_piece_in_either_order() {
    for first in ["A6:10>16", "A3:10>13"] {
        let mut t = classic().pawns("A10 B57 C57 D57").build();
        t.roll(6).roll(3);
        t.play(first);
        let second = if first.starts_with("A6") {
            "A3:16>19"
        } else {
            "A6:13>19"
        };
        assert_eq!(t.moves(), [second]);
        t.play(second);
        assert_eq!(t.pawns(), "A19 B57 C57 D57");
        assert_eq!(t.side_on_turn(), 1);
    }
}

/// Seed 001: "If a player cannot make a valid move after first move of 6 they must pass
/// the die to the next player"; RULINGS.md Edge cases "classic dice pool: when no die in
/// the pool can be used, the rest of the pool is lost and the turn passes".
#[test]
fn a_die_that_cannot_be_used_after_the_six_passes_the_turn() {
    let mut t = classic().pawns("A47 B57 C57 D57 E10").build();
    t.roll(6).roll(5);
    assert_eq!(t.moves(), ["A5:47>52", "A6:47>53"]);
    t.play("A6:47>53");
    // 53 + 5 overshoots home: the 5 is lost and yellow is on turn.
    assert_eq!(t.moves(), NO_MOVES);
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.dice()),
        (1, Phase::Roll, NO_DICE.to_vec())
    );
    assert_eq!(
        t.lines(),
        [
            "Move pawn: A 47 → 53",
            "No legal move!",
            "Round: 1",
            "Turn: Player 2"
        ]
    );
}

/// RULINGS.md Edge cases "classic dice pool: the legal moves are those for any die still in
/// the pool; there is no duty to choose so that as many dice as possible get used".
#[test]
fn there_is_no_duty_to_use_as_many_dice_as_possible() {
    // A on 50 can take the 6 (to 56) and then the 3 is useless; or the 3 (to 53) and then
    // neither … the 6 would overshoot. Either first choice is legal.
    let mut t = classic().pawns("A50 B57 C57 D57").build();
    t.roll(6).roll(3);
    assert_eq!(t.moves(), ["A3:50>53", "A6:50>56"]);
    t.play("A6:50>56");
    assert_eq!(t.moves(), NO_MOVES);
    assert_eq!((t.side_on_turn(), t.dice()), (1, NO_DICE.to_vec()));
    assert_eq!(t.lines()[1], "No legal move!");
}

/// RULINGS.md Edge cases "classic dice pool": a banked six nobody can use is lost with the
/// rest of the pool, and a six that becomes usable after the other die is played is kept.
#[test]
fn a_banked_six_that_cannot_be_used_is_lost_but_one_that_becomes_usable_is_kept() {
    // A on 54 needs 3: the 6 overshoots, the 3 finishes; then the 6 brings in B.
    let mut t = classic().pawns("A54 C57 D57").build();
    t.roll(6).roll(3);
    assert_eq!(t.moves(), ["A3:54>57", "B6:0>1"]);
    t.play("A3:54>57");
    assert_eq!(t.moves(), ["B6:0>1"]);
    // Nothing can use the 6 at all: pool lost, turn passes, the 3 never played.
    let mut t = classic().pawns("A54 B55 C56 D57").build();
    t.roll(6).roll(3);
    assert_eq!(t.moves(), ["A3:54>57"]);
    t.play("A3:54>57");
    assert_eq!((t.side_on_turn(), t.dice()), (1, NO_DICE.to_vec()));
    // A six blocked by the player's own piece becomes usable once that piece moves on.
    let mut t = classic().pawns("A10 B16 C57 D57").build();
    t.roll(6).roll(2);
    assert_eq!(t.moves(), ["A2:10>12", "B2:16>18", "B6:16>22"]);
    t.play("B2:16>18");
    assert_eq!(t.moves(), ["A6:10>16", "B6:18>24"]);
}

/// Seed 001: "If a player's piece lands on a square containing an opponent's piece, the
/// opponent's piece is captured and returns to the starting area"; RULINGS.md Presets
/// "landing on one opponent pawn: capture", "extra turn for a capture: no".
#[test]
fn landing_on_an_opponent_captures_it_and_sends_it_home() {
    let e = meeting(&Preset::Classic.rules(), 2, 0, 14, 1).unwrap();
    assert_eq!(e, 40);
    let mut t = classic().pawns("A12 E40").build();
    t.roll(2);
    assert_eq!(t.moves(), ["A2:12>14xE"]);
    t.play("A2:12>14xE");
    assert_eq!(t.pawns(), "A14");
    assert!(t.events().contains(&Event::Capture { pawn: 4 }));
    assert_eq!(t.lines()[..2], ["Move pawn: A 12 → 14", "Capture: E"]);
    // No extra roll for a capture.
    assert_eq!((t.side_on_turn(), t.extra()), (1, 0));
}

/// Seed 001: "The opponent's piece … is captured" also on its own start square and when
/// the capturing piece enters (nothing in the text protects a square).
#[test]
fn entering_onto_an_opponent_captures_it_and_no_square_is_safe() {
    // E on yellow's 27 is red's start square.
    let mut t = classic().pawns("E27 F26").side_on_turn(0).build();
    t.roll(6).roll(1);
    assert_eq!(t.moves(), ["A6:0>1xE", "B6:0>1xE", "C6:0>1xE", "D6:0>1xE"]);
    t.play("A6:0>1xE");
    // A captures F standing on yellow's own start square (red's 27).
    assert_eq!(t.pawns(), "A1 F26");
    let mut t = classic().pawns("A26 F1").build();
    t.roll(1);
    assert_eq!(t.moves(), ["A1:26>27xF"]);
}

/// Seed 001: "A piece may not land on a square that already contains a piece of the same
/// colour"; RULINGS.md Presets "own pawns on one square: not allowed".
#[test]
fn a_piece_may_not_land_on_its_own_colour() {
    let mut t = classic().pawns("A10 B14").build();
    t.roll(4);
    assert_eq!(t.moves(), ["B4:14>18"]);
    // Nor enter onto its own start square while a piece stands there.
    let mut t = classic().pawns("A1").build();
    t.roll(6).roll(5);
    assert_eq!(t.moves(), ["A5:1>6", "A6:1>7"]);
    t.play("A6:1>7");
    assert_eq!(t.moves(), ["A5:7>12"]);
}

/// Seed 001: "Once a piece has completed a circuit of the board it moves up the home
/// column of its own colour"; RULINGS.md Words "positions 1..51 are track, 52..56 home
/// column, 57 finished".
#[test]
fn after_a_circuit_a_piece_moves_up_its_own_home_column() {
    let mut t = classic().pawns("A49").build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:49>53"]);
    t.play("A4:49>53");
    assert_eq!(t.pawns(), "A53");
}

/// Seed 001: "moves up the home column of its own colour": the column is private, so
/// pieces of two colours on their own columns never meet, and an opponent passes the
/// entrance of red's column and stays on the track.
#[test]
fn the_home_column_is_private() {
    // A on red's home square 53 and E on yellow's 53: no capture possible either way.
    let mut t = classic().pawns("A52 E50").side_on_turn(1).build();
    t.roll(3);
    assert_eq!(t.moves(), ["E3:50>53"]);
    t.play("E3:50>53");
    assert_eq!(t.pawns(), "A52 E53");
    // Yellow on red's last track square (red 51 = yellow 25) walks on along the track.
    let mut t = classic().pawns("A51 E24").side_on_turn(1).build();
    t.roll(3);
    assert_eq!(t.moves(), ["E3:24>27"]);
}

/// Seed 001: "The player must throw the exact number to advance to the home square";
/// RULINGS.md Presets "overshooting the end: move not allowed".
#[test]
fn the_exact_number_is_needed_to_reach_home() {
    for die in 4..=5 {
        let mut t = classic().pawns("A54 B57 C57 D57").build();
        t.roll(die);
        assert_eq!(t.moves(), NO_MOVES, "die {die}");
        assert_eq!(t.side_on_turn(), 1);
    }
    let mut t = classic().pawns("A54 B57 C57 D57").build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:54>57"]);
}

/// Seed 001: "The winner is the first to get all four of their pieces onto the home
/// square"; RULINGS.md Presets "end of game: first to finish wins; the others may play on
/// for places (switch, default on)".
#[test]
fn the_first_home_wins_and_the_others_play_on_for_places() {
    let mut t = scene(Preset::Classic)
        .seats(3)
        .pawns("A54 B57 C57 D57 E10 I20")
        .build();
    t.roll(3).play("A3:54>57");
    assert_eq!(t.pos.ranking(), [0]);
    assert!(t.events().contains(&Event::Finish { seat: 0, place: 1 }));
    assert_eq!((t.phase(), t.side_on_turn()), (Phase::Roll, 1));
    // Red no longer takes turns.
    t.roll(1).play("E1:10>11");
    t.roll(1).play("I1:20>21");
    assert_eq!(t.side_on_turn(), 1);
    // With play-on off the game ends at once, the others ranked by score.
    let mut t = scene(Preset::Classic)
        .seats(3)
        .rule("playOn", false)
        .pawns("A54 B57 C57 D57 E10 I20")
        .build();
    t.roll(3).play("A3:54>57");
    assert_eq!(t.phase(), Phase::Over);
    assert_eq!(t.pos.ranking(), [0, 2, 1]);
}

/// RULINGS.md Presets "end of game": with play-on the game ends when only one player is
/// left without a place.
#[test]
fn the_game_ends_when_one_player_is_left() {
    let mut t = classic().pawns("A54 B57 C57 D57 E10").build();
    t.roll(3).play("A3:54>57");
    assert_eq!(t.phase(), Phase::Over);
    assert_eq!(t.pos.ranking(), [0, 1]);
    assert_eq!(t.events().last(), Some(&Event::Over));
}

/// RULINGS.md Presets "who starts: random draw"; the draw comes from the game's seed.
#[test]
fn the_first_player_is_drawn_from_the_seed() {
    let first = |seed: u64| {
        let g = Game::from_options(&json!({ "preset": "classic", "seed": seed })).unwrap();
        assert!(matches!(g.log()[0], Event::Turn { round: 1, .. }));
        g.position().side_on_turn()
    };
    let drawn: Vec<u8> = (0..40).map(first).collect();
    for side in 0..4 {
        assert!(drawn.contains(&side), "seat {side} never begins: {drawn:?}");
    }
    assert_eq!(drawn, (0..40).map(first).collect::<Vec<_>>());
}

/// RULINGS.md Details "No legal move: the roll is shown, the turn passes (or the next
/// banked die is used)": the game moves on by itself, and never refuses the roll.
#[test]
fn a_roll_with_no_legal_move_moves_the_game_on_by_itself() {
    let mut g = Game::from_options(&json!({ "preset": "classic", "seed": 3, "seats": 2 })).unwrap();
    let on_turn = g.position().side_on_turn();
    g.roll_die(2).unwrap();
    assert_eq!(g.position().side_on_turn(), 1 - on_turn);
    assert_eq!(g.position().phase(), Phase::Roll);
    let lines = g.lines(g.last_events());
    assert_eq!(lines[..2], ["Dice: 2", "No legal move!"]);
}

/// RULINGS.md Presets "extra turn for reaching home: no": bringing a piece home ends the
/// turn like any move.
#[test]
fn reaching_home_earns_no_extra_roll() {
    let mut t = classic().pawns("A54 E10").build();
    t.roll(3).play("A3:54>57");
    assert_eq!((t.side_on_turn(), t.extra()), (1, 0));
}

/// A saved classic game keeps its banked sixes and the count of sixes in a row; a save
/// claiming a third six pending, or more banked sixes than rolled, is refused.
#[test]
fn saves_keep_banked_sixes_and_refuse_impossible_ones() {
    let mut t = classic().pawns("A10 E30").build();
    t.roll(6).roll(6);
    let g = t.game();
    let state = g.state();
    assert_eq!(state["dice"], json!([6, 6]));
    assert_eq!(state["sixesInRow"], json!(2));
    assert_eq!(Game::from_state(&state).unwrap().state(), state);
    let mut bad = state.clone();
    bad["sixesInRow"] = json!(3);
    let e = Game::from_state(&bad).unwrap_err();
    assert_eq!(e.code, ErrorCode::SavePosition, "{e}");
    assert!(
        e.field().is_some_and(|f| f.starts_with("state.sixesInRow")),
        "{e}"
    );
    let mut bad = state.clone();
    bad["sixesInRow"] = json!(1);
    let e = Game::from_state(&bad).unwrap_err();
    assert_eq!(e.code, ErrorCode::SavePosition, "{e}");
    assert!(
        e.field().is_some_and(|f| f.starts_with("state.dice")),
        "{e}"
    );
    let mut bad = state;
    bad["dice"] = json!([6, 3]);
    let e = Game::from_state(&bad).unwrap_err();
    assert_eq!(e.code, ErrorCode::SavePosition, "{e}");
    assert!(
        e.field().is_some_and(|f| f.starts_with("state.dice")),
        "{e}"
    );
}
