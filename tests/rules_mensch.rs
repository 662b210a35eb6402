//! The mensch preset and its house rules, rule by rule: seed 003 (Mensch ärgere Dich
//! nicht) and the RULINGS.md rows of the "mensch" column, "mensch obligations", "barriers",
//! "captureBackwards" and "twoColoursEach".
//!
//! The 40-square board: positions 1–40 are the track (1 = the A square), 41–44 the finish
//! squares a–d. Colours are red A–D, green E–H, yellow I–L, blue M–P (with two players and
//! `twoColoursEach` too, and with three players and `neutralColour`, blue being neutral).
//! Red's position p is green's p − 10, yellow's p − 20 and blue's p − 30 (plus 40 when
//! that is below 1).

use crate::support::game;
use crate::support::setup;

use game::GameExt;
use ludo_engine::prelude::*;
use ludo_engine::{ErrorCode, Event, Game, Phase, Position, Preset, Rng};
use serde_json::json;
use setup::{NO_MOVES, Scene, scene};

fn mensch() -> Scene {
    scene(Preset::Mensch)
}

/// Three players with the neutral (blue, M–P) colour.
fn neutral() -> Scene {
    mensch().seats(3).rule("neutralColour", true)
}

/// Side `side`'s position of the square at red's position `red`.
fn of(side: u8, red: u8) -> u8 {
    (red + 40 - 10 * side - 1) % 40 + 1
}

fn tries(t: &setup::Table) -> u8 {
    ludo_engine::Setup::from(&t.pos).tries
}

// ---------------------------------------------------------------------------------------
// Seed 003, basic rules

/// Seed 003 "Game preparation": "They place one stone on the A field of their color, and
/// the remaining three are placed on the B fields"; RULINGS.md Presets "pawns on start
/// square at setup: 1".
#[test]
fn one_piece_starts_on_the_a_square_and_three_wait_on_b() {
    let mut log = Vec::new();
    let pos = Position::start(Preset::Mensch.rules(), 4, &mut Rng::new(5), &mut log).unwrap();
    for side in 0..4 {
        assert_eq!(pos.pawns(side), [1, 0, 0, 0]);
    }
}

/// Seed 003: "The dice is rolled once, and the player who rolls the highest number begins";
/// RULINGS.md Presets "who starts: highest roll, ties roll again". The roll-off is in the
/// log, and only the tied seats roll again.
#[test]
fn the_highest_roll_begins_and_ties_roll_again() {
    let mut saw_tie = false;
    for seed in 0..60u64 {
        let g = Game::from_options(&json!({ "preset": "mensch", "seed": seed })).unwrap();
        let rolls: Vec<(u8, u8)> = g
            .log()
            .iter()
            .map_while(|e| match *e {
                Event::RollOff { seat, die } => Some((seat, die)),
                _ => None,
            })
            .collect();
        // Replay the roll-off from the log.
        let mut contenders: Vec<u8> = (0..4).collect();
        let mut rest = &rolls[..];
        while contenders.len() > 1 {
            let round = &rest[..contenders.len()];
            assert_eq!(
                round.iter().map(|r| r.0).collect::<Vec<_>>(),
                contenders,
                "seed {seed}"
            );
            let best = round.iter().map(|r| r.1).max().unwrap();
            contenders = round.iter().filter(|r| r.1 == best).map(|r| r.0).collect();
            saw_tie |= contenders.len() > 1;
            rest = &rest[round.len()..];
        }
        assert!(rest.is_empty());
        assert_eq!(g.position().seat_on_turn(), contenders[0], "seed {seed}");
        assert_eq!(
            g.log()[rolls.len()],
            Event::Turn {
                side: contenders[0],
                round: 1
            }
        );
        let lines = g.log_lines();
        assert_eq!(lines[0], format!("Player 1 rolls {} to begin", rolls[0].1));
    }
    assert!(saw_tie, "no seed from 0 to 59 had a tie");
}

/// Seed 003: "Play proceeds clockwise around the table."
#[test]
fn play_proceeds_clockwise() {
    let mut t = mensch().pawns("A10 E10 I10 M10").side_on_turn(1).build();
    for want in [2, 3, 0, 1] {
        t.roll(1);
        t.play(&t.moves()[0].clone());
        assert_eq!(t.side_on_turn(), want);
    }
}

/// Seed 003 "Game play": "moves their playing piece forward on the track … by the number
/// rolled. They can jump over their own and other players' pieces, but the occupied spaces
/// are counted."
#[test]
fn pieces_jump_over_others_and_occupied_squares_are_counted() {
    let mut t = mensch()
        .pawns(&format!("A5 B6 C11 D21 E{}", of(1, 7)))
        .build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:5>9", "B4:6>10", "C4:11>15", "D4:21>25"]);
    t.play("A4:5>9");
    assert_eq!(t.pawns(), format!("A9 B6 C11 D21 E{}", of(1, 7)));
}

/// Seed 003: "If you have several playing pieces on the board, you can choose which piece
/// to move next."
#[test]
fn the_player_chooses_which_piece_to_move() {
    let mut t = mensch().pawns("A5 B12 C13 D14").build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:5>8", "B3:12>15", "C3:13>16", "D3:14>17"]);
}

/// Seed 003: "If the last point of the roll lands on a square occupied by another player's
/// piece, that piece is captured … However, there is no obligation to capture. Captured
/// pieces are placed on the B squares of their color."
#[test]
fn landing_on_an_opponent_captures_it_but_capturing_is_optional() {
    let e = of(1, 8);
    let mut t = mensch().pawns(&format!("A5 B12 C20 D30 E{e}")).build();
    t.roll(3);
    assert_eq!(
        t.moves(),
        [
            "A3:5>8xE".to_string(),
            "B3:12>15".into(),
            "C3:20>23".into(),
            "D3:30>33".into()
        ]
    );
    t.play("B3:12>15");
    assert_eq!(t.pawns(), format!("A5 B15 C20 D30 E{e}"));
    let mut t = mensch().pawns(&format!("A5 B12 C20 D30 E{e}")).build();
    t.roll(3).play("A3:5>8xE");
    assert_eq!(t.pawns(), "A8 B12 C20 D30");
    assert_eq!(t.side_on_turn(), 1);
}

/// Seed 003: "A player's own pieces cannot be captured; the player must then move another
/// piece, as only one piece may occupy each square at a time."
#[test]
fn own_pieces_cannot_be_captured_so_another_piece_moves() {
    let mut t = mensch().pawns("A5 B8 C20 D30").build();
    t.roll(3);
    assert_eq!(t.moves(), ["B3:8>11", "C3:20>23", "D3:30>33"]);
}

/// Seed 003: "As long as there are still stones waiting to be played on the B fields, none
/// of your own pieces may remain on the A field; they must vacate the field as soon as they
/// have the opportunity to do so"; RULINGS.md Edge cases "mensch obligations (2)".
#[test]
fn the_a_square_must_be_vacated_while_pieces_wait_on_b() {
    let mut t = mensch().pawns("A1 B10").build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:1>4"]);
    // When it cannot move, any other move is allowed.
    let mut t = mensch().pawns("A1 B4").build();
    t.roll(3);
    assert_eq!(t.moves(), ["B3:4>7"]);
    // With nobody waiting on B the piece may stay.
    let mut t = mensch().pawns("A1 B10 C20 D30").build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:1>4", "B3:10>13", "C3:20>23", "D3:30>33"]);
}

/// Seed 003: "The pieces on the B fields can only be brought into play with a '6' and thus
/// placed on the starting field A"; RULINGS.md Presets "tries to enter when nothing can
/// move: 1".
#[test]
fn only_a_six_brings_a_piece_onto_the_a_square() {
    for die in 1..=5 {
        let mut t = mensch().build();
        t.roll(die);
        assert_eq!(t.moves(), NO_MOVES);
        assert_eq!(t.side_on_turn(), 1, "one try only");
    }
    let mut t = mensch().build();
    t.roll(6);
    assert_eq!(t.moves(), ["A6:0>1", "B6:0>1", "C6:0>1", "D6:0>1"]);
}

/// Seed 003 "Special features of the number 6": "If you roll a '6' you get another free
/// roll after your turn. If you roll another '6' you may roll again after moving";
/// RULINGS.md Presets "three sixes in a row: no limit".
#[test]
fn a_six_earns_another_roll_after_moving_again_and_again() {
    let mut t = mensch().pawns("A2 B11 C21 D31").build();
    for k in 0..4u8 {
        t.roll(6);
        t.play(&format!("A6:{}>{}", 2 + 6 * k, 8 + 6 * k));
        assert_eq!((t.side_on_turn(), t.phase()), (0, Phase::Roll));
    }
    t.roll(1).play("A1:26>27");
    assert_eq!(t.side_on_turn(), 1);
}

/// Seed 003: "If you roll a '6' you must bring a new piece into play as long as there are
/// still pieces on your own B spaces"; RULINGS.md Edge cases "mensch obligations (1)".
#[test]
fn a_six_must_bring_a_piece_in_while_pieces_wait() {
    let mut t = mensch().pawns("A10").build();
    t.roll(6);
    assert_eq!(t.moves(), ["B6:0>1", "C6:0>1", "D6:0>1"]);
    t.play("B6:0>1");
    assert_eq!((t.side_on_turn(), t.phase()), (0, Phase::Roll));
    // Then the new piece must leave the A square.
    t.roll(2);
    assert_eq!(t.moves(), ["B2:1>3"]);
}

/// Seed 003: "If this square is already occupied by another of the player's pieces, this
/// piece must first be moved forward with a roll of '6'"; RULINGS.md Edge cases "mensch
/// obligations (1): the pawn on the own start square moves the 6 if it can".
#[test]
fn a_six_moves_the_own_piece_off_the_a_square_first() {
    let mut t = mensch().pawns("A1 B10").build();
    t.roll(6);
    assert_eq!(t.moves(), ["A6:1>7"]);
    t.play("A6:1>7");
    t.roll(6);
    assert_eq!(t.moves(), ["C6:0>1", "D6:0>1"]);
}

/// RULINGS.md Edge cases "mensch obligations": when the piece on the A square cannot move
/// the 6 (its own piece stands 6 ahead) no piece can come in either, so (3) any legal move.
#[test]
fn when_the_a_square_piece_cannot_move_the_six_any_move_is_allowed() {
    let mut t = mensch().pawns("A1 B7 C20").build();
    t.roll(6);
    assert_eq!(t.moves(), ["B6:7>13", "C6:20>26"]);
}

/// Seed 003: "If, on the other hand, an opponent's piece is on square A, it is captured";
/// RULINGS.md Details "An opponent on the start square is captured by the entering pawn".
#[test]
fn an_opponent_on_the_a_square_is_captured_by_the_entering_piece() {
    let mut t = mensch().pawns(&format!("A10 E{}", of(1, 1))).build();
    t.roll(6);
    assert_eq!(t.moves(), ["B6:0>1xE", "C6:0>1xE", "D6:0>1xE"]);
    t.play("C6:0>1xE");
    assert_eq!(t.pawns(), "A10 C1");
}

/// Seed 003: "If you roll a '6' and no longer have any pieces on the B squares, you may
/// move one of your pieces six squares forward on the board and then roll again."
#[test]
fn with_nobody_on_b_a_six_moves_any_piece_and_rolls_again() {
    let mut t = mensch().pawns("A1 B10 C20 D30").build();
    t.roll(6);
    assert_eq!(t.moves(), ["A6:1>7", "B6:10>16", "C6:20>26", "D6:30>36"]);
    t.play("D6:30>36");
    assert_eq!((t.side_on_turn(), t.phase()), (0, Phase::Roll));
}

/// Seed 003: "If you roll a '6' to move your last piece to the finish, you do not need to
/// roll again"; RULINGS.md Presets "six: bonus roll (none if the six brought the last pawn
/// into the finish)".
#[test]
fn no_bonus_roll_when_the_six_brings_the_last_piece_into_the_finish() {
    let mut t = mensch().pawns("A36 B41 C43 D44 E10 I10").build();
    t.roll(6).play("A6:36>42");
    assert_eq!(t.pos.ranking(), [0]);
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.extra()),
        (1, Phase::Roll, 0)
    );
    // A six bringing in a piece that is not the last still earns the roll.
    let mut t = mensch().pawns("A36 B38 C43 D44 E10").build();
    t.roll(6).play("A6:36>42");
    assert_eq!((t.side_on_turn(), t.phase()), (0, Phase::Roll));
}

/// Seed 003 "Entering the finish squares": "The finish squares are also counted
/// individually … if a player is directly in front of their row of finish squares, they can
/// only move to square a with a '1,' to square b with a '2,' and so on. Pieces can be
/// skipped"; RULINGS.md Details "a pawn may jump over own pawns in the finish but not land
/// on them", Presets "overshooting the end: move not allowed".
#[test]
fn finish_squares_are_counted_one_by_one_own_pieces_jumped_not_landed_on() {
    for (die, want) in [(1, "A1:40>41"), (2, "A2:40>42"), (4, "A4:40>44")] {
        let mut t = mensch().pawns("A40 B43 C20 D30").build();
        t.roll(die);
        assert!(t.moves().contains(&want.to_string()), "{die}");
    }
    let mut t = mensch().pawns("A40 B43 C20 D30").build();
    t.roll(3);
    assert_eq!(t.moves(), ["C3:20>23", "D3:30>33"]);
    let mut t = mensch().pawns("A40 B43 C20 D30").build();
    t.roll(5);
    assert_eq!(t.moves(), ["C5:20>25", "D5:30>35"]);
}

/// RULINGS.md Words "a pawn on a finish square may still move inside the finish (unless
/// blocked)".
#[test]
fn a_piece_may_move_on_inside_the_finish() {
    let mut t = mensch().pawns("A41 B43 C20 D30").build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:41>44", "C3:20>23", "D3:30>33"]);
    let mut t = mensch().pawns("A41 B43 C20 D30").build();
    t.roll(2);
    assert_eq!(t.moves(), ["C2:20>22", "D2:30>32"]);
}

/// Seed 003: "You may not enter other players' finish spaces."
#[test]
fn other_players_finish_squares_are_closed() {
    // Green at red's 40 (green 30) goes on along the track, past red's finish.
    let mut t = mensch().pawns("E30 F10 G20 H25").side_on_turn(1).build();
    t.roll(3);
    assert!(t.moves().contains(&"E3:30>33".to_string()));
    // Red and green on their own finish squares never meet.
    let mut t = mensch()
        .pawns("A42 E40 F10 G20 H25")
        .side_on_turn(1)
        .build();
    t.roll(2);
    assert!(t.moves().contains(&"E2:40>42".to_string()));
}

/// Seed 003 "End of the game": "The player who is the first to move all of their pieces to
/// their destination squares wins the game. The other players continue playing for the
/// remaining places."
#[test]
fn the_first_home_wins_and_the_others_play_on() {
    let mut t = mensch().pawns("A40 B42 C43 D44 E3 I3 M3").build();
    t.roll(1).play("A1:40>41");
    assert_eq!(t.pos.ranking(), [0]);
    assert_eq!(t.side_on_turn(), 1);
    let mut t = mensch()
        .pawns("A41 B42 C43 D44 E40 F42 G43 H44 I10 M10")
        .ranking(&[0])
        .side_on_turn(1)
        .build();
    t.roll(1).play("E1:40>41");
    assert_eq!(t.pos.ranking(), [0, 1]);
    assert_eq!(t.side_on_turn(), 2);
    t.roll(1).play("I1:10>11");
    assert_eq!(t.side_on_turn(), 3);
}

// ---------------------------------------------------------------------------------------
// House rules

/// Seed 003 "Game variations": "You can incorporate one, several, or all of these rules";
/// RULINGS.md Details "House-rule switches, each off by default", with these names.
#[test]
fn the_house_rules_are_switches_off_by_default_and_combine() {
    let names = [
        "twoColoursEach",
        "neutralColour",
        "captureBackwards",
        "threeRolls",
        "noSkippingInFinish",
        "barriers",
        "compulsoryCapture",
    ];
    for name in names {
        assert_eq!(
            Preset::Mensch.rules().get(name),
            Some(json!(false)),
            "{name}"
        );
    }
    let all: serde_json::Map<String, serde_json::Value> =
        names.iter().map(|n| (n.to_string(), json!(true))).collect();
    for seats in 2..=4 {
        let g = Game::from_options(&json!({ "preset": "mensch", "seats": seats, "rules": all }))
            .unwrap();
        assert_eq!(
            g.position().sides().len,
            4,
            "{seats} seats: all four colours"
        );
    }
}

// ---------------------------------------------------------------------------------------
// House rule twoColoursEach

/// Seed 003 "Fewer than 4 players": "If only two people are playing, each player receives
/// two opposite colours … Each color is played separately"; RULINGS.md Details
/// "twoColoursEach".
#[test]
fn two_colours_each_player_plays_two_opposite_colours_in_turn() {
    let t = mensch().seats(2).rule("twoColoursEach", true).build();
    let sides = t.pos.sides();
    assert_eq!(sides.len, 4);
    assert_eq!(sides.owners, [0, 1, 0, 1]);
    let mut t = mensch()
        .seats(2)
        .rule("twoColoursEach", true)
        .pawns("A10 E10 I10 M10")
        .build();
    for (side, pawn) in [(0, "A"), (1, "E"), (2, "I"), (3, "M")] {
        assert_eq!(t.side_on_turn(), side);
        assert_eq!(t.pos.seat_on_turn(), side % 2);
        t.roll(1);
        assert_eq!(t.moves(), [format!("{pawn}1:10>11")]);
        t.play(&format!("{pawn}1:10>11"));
    }
    assert_eq!(t.side_on_turn(), 0);
}

/// RULINGS.md Edge cases "twoColoursEach: the two colours of a player are independent, so
/// one may capture the other."
#[test]
fn two_colours_each_one_colour_may_capture_the_other() {
    let mut t = mensch()
        .seats(2)
        .rule("twoColoursEach", true)
        .pawns(&format!("A5 I{} E3 M3", of(2, 8)))
        .build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:5>8xI"]);
    t.play("A3:5>8xI");
    assert_eq!(t.pos.pawns(2), [0; 4]);
}

/// RULINGS.md Details "twoColoursEach (… wins when both are finished)": one colour home
/// gives no place and stops taking turns; the second one wins.
#[test]
fn two_colours_each_a_player_wins_when_both_colours_are_home() {
    let mut t = mensch()
        .seats(2)
        .rule("twoColoursEach", true)
        .pawns("A40 B42 C43 D44 I3 E3 M3")
        .build();
    t.roll(1).play("A1:40>41");
    assert_eq!(t.pos.ranking(), [] as [u8; 0]);
    assert_eq!(t.side_on_turn(), 1);
    t.roll(1).play("E1:3>4");
    t.roll(1).play("I1:3>4");
    t.roll(1).play("M1:3>4");
    // Red is done: yellow is next for seat 0.
    assert_eq!(t.side_on_turn(), 1);
    let mut t = mensch()
        .seats(2)
        .rule("twoColoursEach", true)
        .pawns("A41 B42 C43 D44 I40 J42 K43 L44 E3 M3")
        .side_on_turn(2)
        .build();
    t.roll(1).play("I1:40>41");
    assert_eq!(t.pos.ranking(), [0, 1]);
    assert_eq!(t.phase(), Phase::Over);
}

// ---------------------------------------------------------------------------------------
// House rule neutralColour

/// Seed 003: "When three people are playing, the fourth color is neutral: The player whose
/// turn it is can either move one of their own pieces or a neutral piece"; RULINGS.md
/// Details "neutralColour".
#[test]
fn neutral_colour_whoever_is_on_turn_may_move_it() {
    let t = neutral().build();
    assert_eq!(t.pos.sides().len, 4);
    assert_eq!(t.pos.sides().owners[3], ludo_engine::position::NEUTRAL);
    for turn in 0..3 {
        let mut t = neutral()
            .pawns("A2 B3 C4 D6 E2 F3 G4 H6 I2 J3 K4 L6 M5")
            .side_on_turn(turn)
            .build();
        t.roll(2);
        assert!(t.moves().contains(&"M2:5>7".to_string()), "{turn}");
        t.play("M2:5>7");
        assert_eq!(t.pos.pawns(3), [7, 0, 0, 0]);
        assert_eq!(t.side_on_turn(), (turn + 1) % 3);
    }
}

/// RULINGS.md Edge cases "mensch obligations … While an obligation binds, a neutral pawn
/// may not be moved instead."
#[test]
fn neutral_colour_obligations_bind_before_neutral_moves() {
    // (2) vacate the A square.
    let mut t = neutral().pawns("A1 B10 M5").build();
    t.roll(2);
    assert_eq!(t.moves(), ["A2:1>3"]);
    // (1) a six brings a piece in.
    let mut t = neutral().pawns("A10 M5").build();
    t.roll(6);
    assert_eq!(t.moves(), ["B6:0>1", "C6:0>1", "D6:0>1"]);
    // No obligation: own and neutral moves.
    let mut t = neutral().pawns("A10 B20 C30 D36 M3").build();
    t.roll(2);
    assert_eq!(
        t.moves(),
        ["A2:10>12", "B2:20>22", "C2:30>32", "D2:36>38", "M2:3>5"]
    );
}

/// RULINGS.md Edge cases "mensch obligations … for the player's own colour": the neutral
/// colour has none, so a six need not bring a neutral piece in.
#[test]
fn neutral_colour_has_no_obligations_of_its_own() {
    // Blue's M waits on its A square with blue pieces on B: red may leave it there,
    // and need not bring a blue piece in (it could not: M is in the way).
    let mut t = neutral().pawns("A10 B12 C14 D16 M1 N5").build();
    t.roll(6);
    assert_eq!(
        t.moves(),
        ["B6:12>18", "C6:14>20", "D6:16>22", "M6:1>7", "N6:5>11"]
    );
}

/// Seed 003: "A player's own pieces cannot be captured": not with a neutral piece either,
/// while a neutral piece may capture the others' pieces and be captured.
#[test]
fn neutral_colour_captures_others_but_never_the_mover() {
    let out = "B20 C30 D35";
    // Blue on red's 5 would land on red's own A on 8.
    let mut t = neutral().pawns(&format!("A8 {out} M{}", of(3, 5))).build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:8>11", "B3:20>23", "C3:30>33", "D3:35>38"]);
    // It captures green's piece for red.
    let m = of(3, 9);
    let mut t = neutral()
        .pawns(&format!("A8 {out} E{} M{m}", of(1, 12)))
        .build();
    t.roll(3);
    let capture = format!("M3:{m}>{}xE", m + 3);
    assert!(t.moves().contains(&capture), "{:?}", t.moves());
    t.play(&capture);
    assert_eq!(t.pos.pawns(1), [0; 4]);
    // And red captures it.
    let mut t = neutral().pawns(&format!("A5 {out} M{}", of(3, 8))).build();
    t.roll(3);
    assert!(t.moves().contains(&"A3:5>8xM".to_string()));
}

/// Seed 003: "The player who gets all of their pieces to the finish line wins, but only once
/// the four neutral pieces have also reached their destination": a player who finishes
/// first waits, still taking turns to move the neutral pieces, and wins when the last
/// neutral piece comes home, whoever brings it.
#[test]
fn neutral_colour_a_finished_player_wins_once_the_neutral_pieces_are_home() {
    let mut t = neutral()
        .pawns("A40 B42 C43 D44 E10 I3 M40 N42 O43 P44")
        .build();
    t.roll(1).play("A1:40>41");
    assert_eq!(t.pos.ranking(), [] as [u8; 0]);
    assert_eq!(t.pos.waiting(), [0]);
    assert_eq!(t.side_on_turn(), 1);
    t.roll(2).play("E2:10>12");
    t.roll(2).play("I2:3>5");
    // Red still takes turns, with only neutral pieces to move.
    assert_eq!(t.side_on_turn(), 0);
    t.roll(2);
    // M onto N (42) is its own colour; nothing else moves 2 in the finish.
    assert_eq!(t.moves(), NO_MOVES);
    assert_eq!(t.side_on_turn(), 1);
    t.roll(1);
    assert!(t.moves().contains(&"M1:40>41".to_string()));
    t.play("M1:40>41");
    assert_eq!(t.pos.ranking(), [0]);
    assert_eq!(t.pos.waiting(), [] as [u8; 0]);
    assert_eq!(t.phase(), Phase::Roll);
}

/// Seed 003: "If several players have already got all of their pieces to the finish line,
/// the player who gets the last neutral piece to the finish line wins." The others who had
/// finished follow in the order they finished.
#[test]
fn neutral_colour_among_finished_players_the_one_bringing_the_last_neutral_home_wins() {
    let done = "A41 B42 C43 D44 E41 F42 G43 H44 I3";
    let mut t = neutral()
        .pawns(&format!("{done} M40 N42 O43 P44"))
        .waiting(&[0, 1])
        .side_on_turn(1)
        .build();
    t.roll(1).play("M1:40>41");
    assert_eq!(t.pos.ranking(), [1, 0, 2]);
    assert_eq!(t.phase(), Phase::Over);
}

/// RULINGS.md Details "neutralColour … the winner rule is the one in the text": when a
/// player who has not finished brings the last neutral piece home, the text names no one
/// among those waiting, so the first of them to have finished wins.
#[test]
fn neutral_colour_a_player_not_finished_bringing_it_home_leaves_the_first_finisher_winning() {
    let done = "A41 B42 C43 D44 E41 F42 G43 H44 I3";
    let mut t = neutral()
        .pawns(&format!("{done} M40 N42 O43 P44"))
        .waiting(&[1, 0])
        .side_on_turn(2)
        .build();
    t.roll(1).play("M1:40>41");
    assert_eq!(t.pos.ranking(), [1, 0, 2]);
}

/// Seed 003 "neutral": once the neutral pieces are home first, a player finishing later
/// takes a place at once.
#[test]
fn neutral_colour_home_first_lets_players_place_at_once() {
    let mut t = neutral()
        .pawns("A40 B42 C43 D44 E10 I10 M41 N42 O43 P44")
        .build();
    t.roll(1).play("A1:40>41");
    assert_eq!(t.pos.ranking(), [0]);
}

// ---------------------------------------------------------------------------------------
// House rule captureBackwards

fn backwards() -> Scene {
    mensch().rule("captureBackwards", true)
}

/// Seed 003 "Capturing backwards": "If you roll a number that allows you to capture an
/// opponent's piece behind you, you may move backwards as an exception"; RULINGS.md Edge
/// cases "captureBackwards: only a pawn on the track may step back, exactly the die, only
/// to capture".
#[test]
fn capture_backwards_a_piece_may_step_back_exactly_the_die_to_capture() {
    let mut t = backwards()
        .pawns(&format!("A20 B25 C30 D35 E{}", of(1, 17)))
        .build();
    t.roll(3);
    assert_eq!(
        t.moves(),
        ["A3:20<17xE", "A3:20>23", "B3:25>28", "C3:30>33", "D3:35>38"]
    );
    t.play("A3:20<17xE");
    assert_eq!(t.pawns(), "A17 B25 C30 D35");
    // Only to capture: with nobody 3 behind, no step back; nor onto an own piece.
    let mut t = backwards().pawns("A20 B17 C30 D35").build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:20>23", "C3:30>33", "D3:35>38"]);
    let mut t = backwards().pawns("A20 B25 C30 D35").build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:20>23", "B3:25>28", "C3:30>33", "D3:35>38"]);
}

/// Seed 003: "However, you may not move onto or past your A square."
#[test]
fn capture_backwards_never_onto_or_past_the_own_a_square() {
    let out = "B25 C30 D35";
    let mut t = backwards()
        .pawns(&format!("A4 {out} E{}", of(1, 1)))
        .build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:4>7", "B3:25>28", "C3:30>33", "D3:35>38"]);
    let mut t = backwards()
        .pawns(&format!("A5 {out} E{}", of(1, 2)))
        .build();
    t.roll(3);
    assert!(t.moves().contains(&"A3:5<2xE".to_string()));
}

/// RULINGS.md Edge cases "captureBackwards: only a pawn on the track may step back": not
/// from the finish squares back onto the track.
#[test]
fn capture_backwards_not_from_the_finish_squares() {
    let mut t = backwards()
        .pawns(&format!("A42 B25 C30 D35 E{}", of(1, 39)))
        .build();
    t.roll(3);
    assert_eq!(t.moves(), ["B3:25>28", "C3:30>33", "D3:35>38"]);
}

// ---------------------------------------------------------------------------------------
// House rule threeRolls

fn three_rolls() -> Scene {
    mensch().rule("threeRolls", true)
}

/// Seed 003 "Rolling three times": "If you do not have any pieces on the board because all
/// of your pieces have been captured and are waiting on the B fields to be used, you may
/// roll the dice three times"; RULINGS.md Presets "tries to enter when nothing can move:
/// 3 with the three-rolls switch".
#[test]
fn three_rolls_with_every_piece_on_b_the_player_rolls_up_to_three_times() {
    // Blue's turn ends; red, all on B, gets three tries.
    let mut t = three_rolls().pawns("M10").side_on_turn(3).build();
    t.roll(1).play("M1:10>11");
    assert_eq!((t.side_on_turn(), tries(&t)), (0, 3));
    t.roll(2);
    assert_eq!(
        (t.side_on_turn(), t.phase(), tries(&t)),
        (0, Phase::Roll, 2)
    );
    assert_eq!(t.lines(), ["Dice: 2", "No legal move!"]);
    t.roll(3);
    assert_eq!((t.side_on_turn(), tries(&t)), (0, 1));
    t.roll(4);
    assert_eq!(t.side_on_turn(), 1);
    // A six on a later try brings a piece in and earns the six's roll.
    let mut t = three_rolls().pawns("E10").tries(3).build();
    t.roll(2).roll(6);
    assert_eq!(t.moves(), ["A6:0>1", "B6:0>1", "C6:0>1", "D6:0>1"]);
    t.play("A6:0>1");
    assert_eq!(
        (t.side_on_turn(), t.phase(), tries(&t)),
        (0, Phase::Roll, 1)
    );
    t.roll(2).play("A2:1>3");
    assert_eq!(t.side_on_turn(), 1);
}

/// Seed 003: "This also applies if one or more pieces have already reached their
/// destination fields, but only if they cannot advance any further from there. (Example:
/// One playing piece is already on field c in the destination, the other three are waiting
/// on the B fields. The player may not roll the dice three times because the piece on field
/// c could still advance with a '1'."
#[test]
fn three_rolls_only_if_pieces_in_the_finish_cannot_advance() {
    for (red, want) in [
        ("A43", 1),
        ("A44", 3),
        ("A43 B44", 3),
        ("A41 B42 C43", 1),
        ("A10", 1),
    ] {
        let mut t = three_rolls()
            .pawns(&format!("{red} M10"))
            .side_on_turn(3)
            .build();
        t.roll(1).play("M1:10>11");
        assert_eq!((t.side_on_turn(), tries(&t)), (0, want), "{red}");
    }
    // Without the house rule: one try.
    let mut t = mensch().pawns("M10").side_on_turn(3).build();
    t.roll(1).play("M1:10>11");
    assert_eq!((t.side_on_turn(), tries(&t)), (0, 1));
}

/// A save claiming three tries while a piece could move is refused naming `tries`.
#[test]
fn three_rolls_saves_keep_the_tries_left() {
    let mut t = three_rolls().pawns("E10").tries(3).build();
    t.roll(2);
    let state = t.game().state();
    assert_eq!(state["tries"], json!(2));
    assert_eq!(Game::from_state(&state).unwrap().state(), state);
    let e = three_rolls()
        .pawns("A5 E10")
        .tries(3)
        .try_build()
        .unwrap_err();
    assert_eq!(
        (e.code, e.field()),
        (ErrorCode::SavePosition, Some("tries"))
    );
    let mut bad = state;
    bad["pawns"][0][0] = json!(5);
    bad["scores"][0] = json!(5);
    let e = Game::from_state(&bad).unwrap_err();
    assert_eq!(e.code, ErrorCode::SavePosition, "{e}");
    assert!(
        e.field().is_some_and(|f| f.starts_with("state.tries")),
        "{e}"
    );
}

// ---------------------------------------------------------------------------------------
// House rule noSkippingInFinish

fn no_skipping() -> Scene {
    mensch().rule("noSkippingInFinish", true)
}

/// Seed 003 "Skipping in the finish area is not allowed": "No pieces may be skipped on the
/// destination squares."
#[test]
fn no_skipping_in_finish_pieces_there_may_not_be_jumped() {
    let mut t = no_skipping().pawns("A40 B42 C20 D30").build();
    t.roll(3);
    assert_eq!(t.moves(), ["C3:20>23", "D3:30>33"]);
    let mut t = no_skipping().pawns("A40 B42 C20 D30").build();
    t.roll(1);
    assert!(t.moves().contains(&"A1:40>41".to_string()));
    // Inside the finish too.
    let mut t = no_skipping().pawns("A41 B43 C20 D30").build();
    t.roll(3);
    assert_eq!(t.moves(), ["C3:20>23", "D3:30>33"]);
    t = no_skipping().pawns("A41 B43 C20 D30").build();
    t.roll(1);
    assert!(t.moves().contains(&"A1:41>42".to_string()));
    // Pieces on the track may still be jumped.
    let mut t = no_skipping()
        .pawns(&format!("A5 B20 C25 D30 E{}", of(1, 7)))
        .build();
    t.roll(4);
    assert!(t.moves().contains(&"A4:5>9".to_string()));
}

/// Seed 003: "The last piece to 'come home' can only enter the destination on square a."
#[test]
fn no_skipping_in_finish_the_last_piece_enters_on_square_a() {
    for die in 1..=4u8 {
        let mut t = no_skipping().pawns("A42 B43 C44 D39").build();
        t.roll(die);
        let want: Vec<String> = match die {
            1 => vec!["D1:39>40".into()],
            2 => vec!["D2:39>41".into()],
            _ => vec![],
        };
        assert_eq!(t.moves(), want, "die {die}");
    }
}

// ---------------------------------------------------------------------------------------
// House rule barriers

fn barriers() -> Scene {
    mensch().rule("barriers", true)
}

/// Seed 003 "Barriers": "As an exception to the basic rule, two pieces of the same color may
/// stand on one square. These two pieces form a barrier"; RULINGS.md Edge cases "barriers
/// stand only on the track".
#[test]
fn barriers_two_own_pieces_may_share_a_track_square() {
    let mut t = barriers().pawns("A5 B8 C20 D30").build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:5>8", "B3:8>11", "C3:20>23", "D3:30>33"]);
    t.play("A3:5>8");
    assert_eq!(t.pawns(), "A8 B8 C20 D30");
    // Not on a finish square.
    let mut t = barriers().pawns("A40 B41 C20 D30").build();
    t.roll(1);
    assert_eq!(t.moves(), ["B1:41>42", "C1:20>21", "D1:30>31"]);
}

/// Seed 003: "These two pieces form a barrier that cannot be jumped over or captured by any
/// other piece. This barrier also applies to the player who built it"; RULINGS.md Edge
/// cases "a move that would pass or land on a barrier is not legal (it is not shortened,
/// unlike brazilian towers)".
#[test]
fn barriers_cannot_be_jumped_landed_on_or_captured_by_anyone() {
    let red = "A5 B5 C3 D30";
    let e = of(1, 2);
    // Green on red's 2: 4 would pass the barrier on red's 5, 3 would land on it.
    for die in [3, 4] {
        let mut t = barriers()
            .pawns(&format!("{red} E{e} F21 G25 H36"))
            .side_on_turn(1)
            .build();
        t.roll(die);
        assert!(!t.moves().iter().any(|m| m.starts_with('E')), "{die}");
    }
    // Red's own piece on 3 neither passes nor joins it.
    for die in [2, 4] {
        let mut t = barriers().pawns(red).build();
        t.roll(die);
        assert!(!t.moves().iter().any(|m| m.starts_with('C')), "{die}");
    }
    let mut t = barriers().pawns(red).build();
    t.roll(1);
    assert!(t.moves().contains(&"C1:3>4".to_string()));
}

/// RULINGS.md Edge cases "barriers": a barrier on a start square keeps that colour's pieces
/// from coming in, and a move stopped by one is not shortened.
#[test]
fn barriers_on_the_a_square_block_entering() {
    let green_on_red_start = of(1, 1);
    let mut t = barriers()
        .pawns(&format!("A20 E{green_on_red_start} F{green_on_red_start}"))
        .build();
    t.roll(6);
    assert_eq!(t.moves(), ["A6:20>26"]);
}

// ---------------------------------------------------------------------------------------
// House rule compulsoryCapture

fn compulsory() -> Scene {
    mensch().rule("compulsoryCapture", true)
}

/// Seed 003 "Compulsory capture": "opposing pieces must be captured whenever possible. If a
/// player fails to comply with this obligation to capture, the piece that failed to capture
/// is returned to the B squares"; Move.forfeit names it in the move list.
#[test]
fn compulsory_capture_a_missed_capture_sends_the_piece_back() {
    let mut t = compulsory()
        .pawns(&format!("A5 B12 C20 D30 E{}", of(1, 8)))
        .build();
    t.roll(3);
    assert_eq!(
        t.moves(),
        ["A3:5>8xE", "B3:12>15!A", "C3:20>23!A", "D3:30>33!A"]
    );
    t.play("B3:12>15!A");
    assert_eq!(t.pawns(), format!("B15 C20 D30 E{}", of(1, 8)));
    assert!(t.events().contains(&Event::Forfeit { pawn: 0 }));
    assert_eq!(
        t.lines()[..2],
        ["Move pawn: B 12 → 15", "Missed capture: A back to base"]
    );
    // Capturing is the way out.
    let mut t = compulsory()
        .pawns(&format!("A5 B12 C20 D30 E{}", of(1, 8)))
        .build();
    t.roll(3).play("A3:5>8xE");
    assert_eq!(t.pawns(), "A8 B12 C20 D30");
}

/// Seed 003: "If there are several possibilities for capturing, the player can choose one
/// of them"; RULINGS.md Details "if several could, the one furthest along" goes back.
#[test]
fn compulsory_capture_with_several_captures_any_may_be_chosen_and_the_furthest_is_liable() {
    let mut t = compulsory()
        .pawns(&format!("A5 B12 C20 D30 E{} F{}", of(1, 8), of(1, 15)))
        .build();
    t.roll(3);
    assert_eq!(
        t.moves(),
        ["A3:5>8xE", "B3:12>15xF", "C3:20>23!B", "D3:30>33!B"]
    );
    t.play("C3:20>23!B");
    assert_eq!(t.pos.pawns(0), [5, 0, 23, 30]);
}

/// RULINGS.md Edge cases "mensch obligations" come first: a six that must bring a piece in
/// is no missed capture.
#[test]
fn compulsory_capture_yields_to_the_obligation_to_bring_a_piece_in() {
    let mut t = compulsory().pawns(&format!("A10 E{}", of(1, 16))).build();
    t.roll(6);
    assert_eq!(t.moves(), ["B6:0>1", "C6:0>1", "D6:0>1"]);
}

/// Compulsory capture with the neutral colour: the obligation is the player's, so a
/// neutral piece that could capture is not sent back, while a neutral move that leaves an
/// own capture undone sends the own piece back.
#[test]
fn compulsory_capture_binds_the_player_s_own_pieces() {
    let out = "B20 C25 D30";
    let m = of(3, 5);
    let mut t = neutral()
        .rule("compulsoryCapture", true)
        .pawns(&format!("A12 {out} E{} M{m}", of(1, 8)))
        .build();
    t.roll(3);
    assert_eq!(
        t.moves(),
        [
            "A3:12>15".to_string(),
            "B3:20>23".into(),
            "C3:25>28".into(),
            "D3:30>33".into(),
            format!("M3:{m}>{}xE", m + 3)
        ]
    );
    let mut t = neutral()
        .rule("compulsoryCapture", true)
        .pawns(&format!("A5 {out} E{} M{}", of(1, 8), of(3, 12)))
        .build();
    t.roll(3);
    assert!(
        t.moves()
            .contains(&format!("M3:{}>{}!A", of(3, 12), of(3, 15)))
    );
}

// ---------------------------------------------------------------------------------------
// Saves

/// A saved mensch game keeps the roll-off at the head of its log; a log whose roll-off
/// would have let another seat begin is refused naming the log.
#[test]
fn saves_keep_the_roll_off_and_refuse_a_tampered_one() {
    let mut g = Game::from_options(&json!({ "preset": "mensch", "seed": 11 })).unwrap();
    for _ in 0..30 {
        if g.position().phase() == Phase::Move {
            g.apply_move(0).unwrap();
        } else {
            g.roll().unwrap();
        }
    }
    let state = g.state();
    assert_eq!(state["log"][0]["type"], json!("rollOff"));
    assert_eq!(Game::from_state(&state).unwrap().state(), state);
    let first = state["first"].as_u64().unwrap() as usize;
    let mut bad = state;
    let log = bad["log"].as_array_mut().unwrap();
    for e in log.iter_mut().take_while(|e| e["type"] == "rollOff") {
        let seat = e["seat"].as_u64().unwrap() as usize;
        e["die"] = json!(if seat == first { 1 } else { 6 });
    }
    let e = Game::from_state(&bad).unwrap_err();
    assert_eq!(e.code, ErrorCode::SaveLog, "{e}");
    assert!(e.field().is_some_and(|f| f.starts_with("state.log")), "{e}");
}

/// A saved three-player game with the neutral colour keeps the seats waiting for it; a
/// save naming a waiting seat that has not finished is refused naming `waiting`.
#[test]
fn saves_keep_seats_waiting_for_the_neutral_colour() {
    let mut t = neutral()
        .pawns("A40 B42 C43 D44 E10 I3 M29 N42 O43 P44")
        .build();
    t.roll(1).play("A1:40>41");
    let state = t.game().state();
    assert_eq!(state["waiting"], json!([0]));
    assert_eq!(state["sides"][3]["seat"], json!(null));
    assert_eq!(Game::from_state(&state).unwrap().state(), state);
    let mut bad = state.clone();
    bad["waiting"] = json!([1]);
    let e = Game::from_state(&bad).unwrap_err();
    assert_eq!(e.code, ErrorCode::SavePosition, "{e}");
    assert!(
        e.field().is_some_and(|f| f.starts_with("state.waiting")),
        "{e}"
    );
    let mut bad = state;
    bad["waiting"] = json!([]);
    let e = Game::from_state(&bad).unwrap_err();
    assert_eq!(e.code, ErrorCode::SavePosition, "{e}");
    assert!(
        e.field().is_some_and(|f| f.starts_with("state.ranking")),
        "{e}"
    );
}
