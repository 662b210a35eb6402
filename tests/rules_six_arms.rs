//! The six-arm board, rule by rule: RULINGS.md "Six arms and teams", the `arms` switch on
//! every preset. On the ludo board the track is 78 squares (positions 1–77 track, 78–82
//! home column, 83 finished), on the mensch board 60 (1–60 track, 61–64 finish squares).
//! Each arm keeps the cross's squares: its start square (ludo: 13 squares after the
//! previous arm's; mensch: 10), its star 8 after it, its home column.
//!
//! Seats take arms evenly, clockwise from arm 1 (red, green, yellow, blue, purple,
//! orange): two players sit on arms 1 and 4 (red and blue), three on 1, 3, 5, four on
//! 1, 2, 4, 5. With six seats side k sits on arm k + 1, so on the ludo board red's
//! position p is side k's p − 13k (plus 78 when that is below 1).

use crate::support::game;
use crate::support::setup;

use game::GameExt;
use ludo_engine::position::Sides;
use ludo_engine::prelude::*;
use ludo_engine::{ErrorCode, Game, Phase, Position, Preset, Rng, Special};
use serde_json::json;
use setup::{NO_MOVES, Scene, meeting, scene};

/// A preset on six arms with so many seats.
fn six(preset: Preset, seats: u8) -> Scene {
    scene(preset).rule("arms", 6).seats(seats)
}

/// Side `side`'s path position of the square at red's position `red`, six seats on the
/// six-arm ludo board.
fn of(side: u8, red: u8) -> u8 {
    meeting(&six(Preset::Classic, 6).rules(), 6, 0, red, side).unwrap()
}

/// RULINGS.md "Six arms and teams": "78 squares on the ludo board (positions 1..77 track,
/// 78..82 home column, 83 finished)".
#[test]
fn the_ludo_track_is_78_squares_and_home_is_83() {
    let mut t = six(Preset::Classic, 2).pawns("A75 B80 C82").build();
    t.roll(3);
    // 75 + 3 enters the home column at 78; 80 + 3 is home; 82 + 3 overshoots.
    assert_eq!(t.moves(), ["A3:75>78", "B3:80>83"]);
    t.play("B3:80>83");
    assert_eq!(t.pawns(), "A75 B83 C82");
    let b = t.pos.board();
    assert_eq!((b.track_len, b.track_steps, b.goal), (78, 77, 83));
    // A pawn walks 77 track squares: position 77 is the square before its start square.
    assert_eq!(t.pos.track_square(0, 77), Some(76));
    assert_eq!(t.pos.track_square(0, 78), None);
}

/// RULINGS.md "Six arms and teams": "60 on the mensch board (1..60 track, 61..64 finish
/// squares)".
#[test]
fn the_mensch_track_is_60_squares_and_the_finish_61_to_64() {
    let mut t = six(Preset::Mensch, 2).pawns("A57 B60 C63").build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:57>61", "B4:60>64"]);
    t.play("A4:57>61");
    assert_eq!(t.pawns(), "A61 B60 C63");
    let b = t.pos.board();
    assert_eq!(
        (b.track_len, b.track_steps, b.goal, b.done_from),
        (60, 60, 64, 61)
    );
    assert_eq!(t.pos.track_square(0, 60), Some(59));
}

/// RULINGS.md "Six arms and teams": "every arm keeps its squares, its start square, its
/// star (8 after the start square) and its home column or finish squares".
#[test]
fn each_arm_has_its_start_square_star_and_home_column() {
    for (preset, per_arm, star) in [(Preset::Classic, 13, Some(8)), (Preset::Mensch, 10, None)] {
        let t = six(preset, 6).build();
        let (pos, b) = (&t.pos, t.pos.board());
        let home = b.track_steps + 1;
        for side in 0..6u8 {
            assert_eq!(
                pos.track_square(side, 1),
                Some(side * per_arm),
                "{preset:?}"
            );
            if let Some(star) = star {
                assert!(b.is_star(pos.track_square(side, 1 + star).unwrap()));
            }
            // The home column is the side's own: no other side's path has its squares.
            let cell = b.cell(pos.colour(side), home);
            for other in (0..6).filter(|&o| o != side) {
                assert_eq!(b.position_of(pos.colour(other), cell), None);
            }
        }
    }
    // Entering puts a pawn on its arm's start square, where it captures.
    let mut t = six(Preset::Velvet, 6).side_on_turn(4).pawns("A54").build();
    assert_eq!(of(4, 53), 1);
    t.roll(6);
    assert_eq!(t.moves(), ["Q6:0>1", "R6:0>1", "S6:0>1", "T6:0>1"]);
    let mut t = six(Preset::Classic, 6).side_on_turn(4).pawns("A53").build();
    t.rolls(&[6, 1]);
    assert_eq!(t.moves(), ["Q6:0>1xA", "R6:0>1xA", "S6:0>1xA", "T6:0>1xA"]);
}

/// RULINGS.md "Six arms and teams": "2 players arms 1 and 4; 3 players 1, 3, 5; 4 players
/// 1, 2, 4, 5; 5 players 1 to 5; 6 players all. Colours in clockwise arm order: red,
/// green, yellow, blue, then two more … two players on six arms are red and blue".
#[test]
fn seats_spread_over_the_arms_and_take_their_arm_s_colour() {
    let rules = six(Preset::Classic, 2).rules();
    let want: [&[&str]; 5] = [
        &["red", "blue"],
        &["red", "yellow", "purple"],
        &["red", "green", "blue", "purple"],
        &["red", "green", "yellow", "blue", "purple"],
        &["red", "green", "yellow", "blue", "purple", "orange"],
    ];
    for (seats, colours) in (2..=6u8).zip(want) {
        let sides = Sides::layout(&rules, seats);
        let got: Vec<&str> = sides.colours[..sides.len as usize]
            .iter()
            .map(|c| c.name())
            .collect();
        assert_eq!(got, colours, "{seats} seats");
        assert_eq!(
            sides.owners[..seats as usize],
            (0..seats).collect::<Vec<_>>()
        );
        // The same in a game's saved sides.
        let g = Game::from_options(&json!({ "seats": seats, "rules": { "arms": 6 }, "seed": 1 }))
            .unwrap();
        let saved: Vec<String> = g.state()["sides"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["colour"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(saved, colours);
    }
    // Two players sit opposite: blue's start square is red's position 40 (track 39).
    let t = six(Preset::Classic, 2).build();
    assert_eq!(t.pos.track_square(1, 1), Some(39));
    assert_eq!(meeting(&rules, 2, 0, 40, 1), Some(1));
}

/// RULINGS.md "Six arms and teams": "Pawn labels continue A–D, E–H, …, U–X by seat".
#[test]
fn pawn_labels_continue_to_u_x() {
    let g = Game::from_options(&json!({ "seats": 6, "rules": { "arms": 6 }, "seed": 3 })).unwrap();
    let labels: Vec<String> = g.state()["sides"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["pawns"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(labels, ["ABCD", "EFGH", "IJKL", "MNOP", "QRST", "UVWX"]);
    let mut t = six(Preset::Velvet, 6).side_on_turn(5).pawns("U10").build();
    t.roll(3);
    assert_eq!(t.moves(), ["U3:10>13"]);
    t.play("U3:10>13");
    assert_eq!(t.pawns(), "U13");
    assert_eq!(t.side_on_turn(), 0, "orange passes the turn round to red");
}

/// RULINGS.md "Six arms and teams": "Velvet's safe squares are every arm's start square
/// and star (12), whether or not a seat plays on that arm".
#[test]
fn velvet_has_twelve_safe_squares_on_every_arm() {
    let t = six(Preset::Velvet, 2).build();
    let safe: Vec<u8> = (0..78).filter(|&i| t.pos.is_safe_track(i)).collect();
    assert_eq!(safe, [0, 8, 13, 21, 26, 34, 39, 47, 52, 60, 65, 73]);
    // Two players (red and blue): green's start square (track 13, red's 14) and purple's
    // star (track 60, red's 61) are safe though nobody plays green or purple.
    let rules = six(Preset::Velvet, 2).rules();
    for safe in [14u8, 61] {
        let blue = meeting(&rules, 2, 0, safe, 1).unwrap();
        let mut t = six(Preset::Velvet, 2)
            .pawns(&format!("A{} E{blue}", safe - 3))
            .build();
        t.roll(3);
        assert_eq!(
            t.moves(),
            [format!("A3:{}>{safe}", safe - 3)],
            "square {safe}"
        );
    }
    // The square after it is not safe.
    let blue = meeting(&rules, 2, 0, 62, 1).unwrap();
    let mut t = six(Preset::Velvet, 2)
        .pawns(&format!("A58 E{blue}"))
        .build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:58>62xE"]);
}

/// RULINGS.md "Six arms and teams": "`rewards` keeps its 11 special squares, placed on
/// the longer track" (and, Details "rewards", never on a start square).
#[test]
fn rewards_places_its_eleven_squares_on_the_longer_track() {
    let mut beyond_the_cross = false;
    for seed in 0..30 {
        let g = Game::from_options(
            &json!({ "preset": "rewards", "rules": { "arms": 6 }, "seed": seed }),
        )
        .unwrap();
        let squares: Vec<u64> = g.state()["specialSquares"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["square"].as_u64().unwrap())
            .collect();
        assert_eq!(squares.len(), 11);
        assert!(
            squares.iter().all(|&s| s < 60 && s % 10 != 0),
            "{squares:?}"
        );
        beyond_the_cross |= squares.iter().any(|&s| s >= 40);
    }
    assert!(beyond_the_cross);
    // A square on the fifth arm acts as on any other: forward 3 from red's 45 to 48.
    let shifted: Vec<(u8, Special)> = setup::SPECIALS.iter().map(|&(i, k)| (i + 20, k)).collect();
    let mut t = six(Preset::Rewards, 4)
        .specials(&shifted)
        .pawns("A41")
        .build();
    t.roll(4).play("A4:41>45");
    assert_eq!(t.pawns(), "A48");
    assert_eq!(t.lines()[1], "Extra 3 steps");
}

/// RULINGS.md "Six arms and teams": "Seats on six arms: 2 to 6 players"; "Combinations
/// refused … more seats than arms".
#[test]
fn six_arms_seat_up_to_six_and_four_arms_no_more_than_four() {
    for seats in 2..=6 {
        let mut rng = Rng::new(seats as u64);
        let pos =
            Position::start(six(Preset::Brazilian, 2).rules(), seats, &mut rng, &mut ()).unwrap();
        assert_eq!(pos.sides().len, seats);
    }
    for seats in [5, 6] {
        let e = Game::from_options(&json!({ "seats": seats })).unwrap_err();
        assert_eq!(e.code, ErrorCode::SeatsCount);
        assert_eq!(e.fields, ["seats", "rules.arms"]);
    }
    let e = Game::from_options(&json!({ "seats": 7, "rules": { "arms": 6 } })).unwrap_err();
    assert_eq!((e.code, e.field()), (ErrorCode::SeatsCount, Some("seats")));
    let e = Game::from_options(&json!({ "rules": { "arms": 5 } })).unwrap_err();
    assert_eq!(
        (e.code, e.field()),
        (ErrorCode::RulesValue, Some("rules.arms"))
    );
    // Left out, the seats are one per arm.
    let g = Game::from_options(&json!({ "rules": { "arms": 6 }, "seed": 1 })).unwrap();
    assert_eq!(g.seats().len(), 6);
}

/// RULINGS.md "Six arms and teams": the seats play clockwise round the star; three
/// players (red, yellow, purple) pass the turn red → yellow → purple → red.
#[test]
fn play_goes_clockwise_round_the_star() {
    let mut t = six(Preset::Mensch, 3).pawns("A20 E20 I20").build();
    for want in [1, 2, 0] {
        t.roll(1);
        t.play(&t.moves()[0].clone());
        assert_eq!(t.side_on_turn(), want);
    }
    // Purple's start square is red's 41 (track 40): red captures purple there.
    let purple = meeting(&t.pos.rules().clone(), 3, 0, 41, 2).unwrap();
    assert_eq!(purple, 1);
    let mut t = six(Preset::Mensch, 3).pawns("A37 I1").build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:37>41xI"]);
}

/// RULINGS.md "Six arms and teams" with Presets "overshooting the end: move not
/// allowed", "towers", "bounce back": the rules of each preset hold on the longer track.
#[test]
fn the_presets_rules_hold_on_the_longer_track() {
    // Brazilian: a bounce back from home (83) by the excess.
    let mut t = six(Preset::Brazilian, 2).pawns("A81").build();
    t.roll(5);
    assert_eq!(t.moves(), ["A5:81>|80"]);
    // A tower on the sixth arm stops the pawns behind it.
    let rules = six(Preset::Brazilian, 2).rules();
    let blue = meeting(&rules, 2, 0, 70, 1).unwrap();
    let mut t = six(Preset::Brazilian, 2)
        .pawns(&format!("A66 B10 C20 D30 E{blue} F{blue}"))
        .build();
    t.roll(6);
    assert_eq!(t.moves(), ["A6:66>69", "B6:10>16", "C6:20>26", "D6:30>36"]);
    // Mensch: a pawn enters the finish only by the exact count; none passes 64.
    let mut t = six(Preset::Mensch, 2).pawns("A62 B61 C60 D59").build();
    t.roll(5);
    assert_eq!(t.moves(), ["D5:59>64"]);
    let mut t = six(Preset::Mensch, 2).pawns("A62 B61 C60 D64").build();
    t.roll(5);
    assert_eq!(t.moves(), NO_MOVES);
    assert_eq!((t.side_on_turn(), t.phase()), (1, Phase::Roll));
}
