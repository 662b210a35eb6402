//! The velvet preset, rule by rule: seed 000 (GameVelvet's Ludo) and the RULINGS.md rows
//! of the "velvet" column. Four seats unless said otherwise: red A–D, green E–H, yellow
//! I–L, blue M–P. In red's path positions, the start squares are 1 (red), 14 (green),
//! 27 (yellow) and 40 (blue), and the stars 8 squares after them are 9, 22, 35 and 48.

use crate::support::game;
use crate::support::setup;

use game::GameExt;
use ludo_engine::{ErrorCode, Event, Game, Phase, Preset};
use serde_json::json;
use setup::{NO_DICE, NO_MOVES, Scene, meeting, scene};

fn velvet() -> Scene {
    scene(Preset::Velvet)
}

/// Green's path position of the square at red's position `at`.
fn green(at: u8) -> u8 {
    meeting(&Preset::Velvet.rules(), 4, 0, at, 1).unwrap()
}

/// Seed 000 "Leaving the Initial Area": "They need to take 6 in the dice to do that … they
/// can take off one of their pawns that are in the initial area and move to the entrance of
/// their color"; "In case the result of the dice doesn't be 6 and all their pawns are in the
/// initial area, they don't have valid moves, and have to pass the turn."
#[test]
fn a_six_takes_a_pawn_to_the_entrance_and_nothing_else_does() {
    let mut t = velvet().build();
    t.roll(4);
    assert_eq!(t.moves(), NO_MOVES);
    assert_eq!((t.side_on_turn(), t.phase()), (1, Phase::Roll));
    assert_eq!(
        t.lines(),
        ["Dice: 4", "No legal move!", "Round: 1", "Turn: Player 2"]
    );
    let mut t = velvet().build();
    t.roll(6);
    assert_eq!(t.moves(), ["A6:0>1", "B6:0>1", "C6:0>1", "D6:0>1"]);
}

/// Seed 000 "Taking 6 in the dice": "everytime a player takes 6 in the dice, they receive an
/// extra turn, after their movimentation. As a consequence, everytime a player puts one of
/// their pawns in the entrance place, they can play another turn after that"; RULINGS.md
/// Presets "rolls after a six: move then roll".
#[test]
fn a_six_is_moved_first_and_then_earns_another_roll() {
    let mut t = velvet().build();
    t.roll(6);
    assert_eq!(t.phase(), Phase::Move);
    t.play("A6:0>1");
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.extra()),
        (0, Phase::Roll, 0)
    );
    assert!(t.events().contains(&Event::ExtraRoll { side: 0 }));
    t.roll(3);
    assert_eq!(t.moves(), ["A3:1>4"]);
    t.play("A3:1>4");
    assert_eq!(t.side_on_turn(), 1);
}

/// Seed 000: "In case the player takes 6 three consecutive times, they pass the turn
/// immediately, and don't move any pawn"; RULINGS.md Presets "three sixes in a row: turn
/// passes at once, no move".
#[test]
fn three_sixes_pass_the_turn_at_once() {
    let mut t = velvet().pawns("A20").build();
    t.roll(6).play("A6:20>26");
    t.roll(6).play("A6:26>32");
    t.roll(6);
    assert_eq!(t.moves(), NO_MOVES);
    assert_eq!(t.pawns(), "A32");
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.dice()),
        (1, Phase::Roll, NO_DICE.to_vec())
    );
    assert_eq!(t.events()[1], Event::Foul { side: 0 });
    // Extra rolls earned on the way are lost with the turn.
    let mut t = velvet().pawns("A20").sixes(2).extra(1).build();
    t.roll(6);
    assert_eq!((t.side_on_turn(), t.extra()), (1, 0));
}

/// Seed 000 "Movimentation": "move it … through an amount of places exactly the same as the
/// dice's result. This movimentation ends up their turn."
#[test]
fn a_pawn_moves_exactly_the_die_and_the_turn_ends() {
    let mut t = velvet().pawns("A3 B10").build();
    t.roll(5);
    assert_eq!(t.moves(), ["A5:3>8", "B5:10>15"]);
    t.play("A5:3>8");
    assert_eq!((t.side_on_turn(), t.extra()), (1, 0));
}

/// Seed 000: "the pawn can pass freely through any place and gets into their destiny place
/// … independently of the numbers of pawns that are in that place. This way, there's no
/// limit to the number of pawns that a place can contain and there's no barriers";
/// RULINGS.md Presets "own pawns on one square: allowed, any number, no blockade".
#[test]
fn any_number_of_pawns_may_share_a_square_and_nothing_blocks() {
    let mut t = velvet().pawns("A10 B12 C12 D12").build();
    t.roll(2);
    assert_eq!(t.moves(), ["A2:10>12", "B2:12>14", "C2:12>14", "D2:12>14"]);
    t.play("A2:10>12");
    assert_eq!(t.pawns(), "A12 B12 C12 D12");
    // A green pair on red's 5 does not stop red passing.
    let mut t = velvet().pawns(&format!("A3 E{0} F{0}", green(5))).build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:3>7"]);
}

/// Seed 000 "Capture": "A capture occurs when a pawn of a player ends their moves in a place
/// where only exists a single pawn and its pawn is of an adversary player. When it occurs,
/// the adversary pawn returns to their initial place … and the player that made the capture
/// receives an extra shift."
#[test]
fn landing_on_a_lone_opponent_captures_it_and_earns_an_extra_roll() {
    let mut t = velvet().pawns(&format!("A3 E{}", green(7))).build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:3>7xE"]);
    t.play("A4:3>7xE");
    assert_eq!(t.pawns(), "A7");
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.extra()),
        (0, Phase::Roll, 0)
    );
    assert_eq!(
        t.events(),
        [
            Event::Move {
                pawn: 0,
                die: 4,
                from: 3,
                to: 7,
                kind: ludo_engine::MoveKind::Forward
            },
            Event::Capture { pawn: 4 },
            Event::ExtraRoll { side: 0 },
        ]
    );
}

/// Seed 000: "only exists a single pawn"; RULINGS.md Details "velvet: a capture needs exactly
/// one opponent pawn on a non-safe destination; with two or more pawns there, the mover
/// simply joins them".
#[test]
fn two_or_more_pawns_on_a_square_are_joined_not_captured() {
    // Two green pawns.
    let mut t = velvet().pawns(&format!("A3 E{0} F{0}", green(7))).build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:3>7"]);
    t.play("A4:3>7");
    assert_eq!(t.pawns(), format!("A7 E{0} F{0}", green(7)));
    assert_eq!(t.side_on_turn(), 1);
    // A green and a yellow pawn.
    let yellow = meeting(&Preset::Velvet.rules(), 4, 0, 7, 2).unwrap();
    let mut t = velvet()
        .pawns(&format!("A3 E{} I{yellow}", green(7)))
        .build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:3>7"]);
}

/// RULINGS.md Details "velvet: a capture needs exactly one opponent pawn": a lone opponent
/// sharing its square with one of the mover's own pawns is not alone, so it is joined.
#[test]
fn an_opponent_sharing_a_square_with_an_own_pawn_is_not_captured() {
    let mut t = velvet().pawns(&format!("A3 B7 E{}", green(7))).build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:3>7", "B4:7>11"]);
    t.play("A4:3>7");
    assert_eq!(t.pawns(), format!("A7 B7 E{}", green(7)));
    assert_eq!((t.side_on_turn(), t.extra()), (1, 0));
}

/// Seed 000: "The captured pawn must be in the destiny place that is moving, and not
/// through the way."
#[test]
fn a_pawn_passed_on_the_way_is_not_captured() {
    let mut t = velvet().pawns(&format!("A3 E{}", green(5))).build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:3>7"]);
    t.play("A4:3>7");
    assert_eq!(t.pawns(), format!("A7 E{}", green(5)));
}

/// Seed 000: "In case the player captures a pawn after taking 6 in the dice, they receive
/// two extra shifts: one shift for the 6 in the dice and another for the capture";
/// RULINGS.md Presets "they add up", Details "Extra turns are counted".
#[test]
fn a_six_and_a_capture_earn_two_extra_rolls() {
    let mut t = velvet().pawns(&format!("A4 E{}", green(10))).build();
    t.roll(6).play("A6:4>10xE");
    let extras = t
        .events()
        .iter()
        .filter(|e| matches!(e, Event::ExtraRoll { .. }))
        .count();
    assert_eq!(extras, 2);
    // One is being used now, one is in hand.
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.extra()),
        (0, Phase::Roll, 1)
    );
    t.roll(2).play("A2:10>12");
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.extra()),
        (0, Phase::Roll, 0)
    );
    t.roll(2).play("A2:12>14");
    assert_eq!(t.side_on_turn(), 1);
}

/// Seed 000 "Safe Places": "places close to the entrance of each player … and the places
/// with a symbol of a star. In this places, even if a pawn is alone, it can not be
/// captured … both adversaries' pawns stay together"; RULINGS.md Presets "safe squares:
/// 4 start squares + 4 stars", Words "Star squares sit 8 squares after each start square".
#[test]
fn start_squares_and_stars_protect_every_pawn() {
    for safe in [9u8, 14, 22, 27, 35, 40, 48] {
        let from = safe - 1;
        let e = green(safe);
        let mut t = velvet().pawns(&format!("A{from} E{e}")).build();
        t.roll(1);
        assert_eq!(t.moves(), [format!("A1:{from}>{safe}")], "square {safe}");
        t.play(&format!("A1:{from}>{safe}"));
        assert_eq!(t.pawns(), format!("A{safe} E{e}"));
        assert_eq!(t.side_on_turn(), 1);
    }
    // Red's own start square (1) is the subject of the next test. The squares between
    // are not safe.
    for plain in [8u8, 10, 15, 20] {
        let mut t = velvet()
            .pawns(&format!("A{} E{}", plain - 1, green(plain)))
            .build();
        t.roll(1);
        assert_eq!(t.moves(), [format!("A1:{}>{plain}xE", plain - 1)]);
    }
}

/// Seed 000: "The entrance places of each player prevent the capture of any pawn, not only
/// pawns of the same color": a pawn entering onto its start square joins opponents there.
#[test]
fn entering_onto_a_start_square_held_by_an_opponent_captures_nothing() {
    let mut t = velvet().pawns(&format!("E{}", green(1))).build();
    t.roll(6);
    assert_eq!(t.moves(), ["A6:0>1", "B6:0>1", "C6:0>1", "D6:0>1"]);
    t.play("A6:0>1");
    assert_eq!(t.pawns(), format!("A1 E{}", green(1)));
    // Green on its own start square (red's 14) is safe from red too.
    let mut t = velvet().pawns("A13 E1").build();
    t.roll(1);
    assert_eq!(t.moves(), ["A1:13>14"]);
}

/// Seed 000 "Final line": "The places of the final line can only be accessed for the pawns
/// of its respective player … No pawn can pass the entrance of the line of the same color
/// and give a complete round"; RULINGS.md Details "Only pawns of the colour may enter its
/// home column".
#[test]
fn only_the_own_colour_enters_its_final_line() {
    // Green passing red's final line entrance (red's 51, green's 38) stays on the track.
    let mut t = velvet()
        .pawns(&format!("E{}", green(50)))
        .side_on_turn(1)
        .build();
    t.roll(4);
    assert_eq!(t.moves(), [format!("E4:{}>{}", green(50), green(50) + 4)]);
    // Red turns into its own line instead of going round again.
    let mut t = velvet().pawns("A50").build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:50>54"]);
    // Pawns of two colours on their final lines never meet.
    let mut t = velvet().pawns("A53 E52").side_on_turn(1).build();
    t.roll(1);
    assert_eq!(t.moves(), ["E1:52>53"]);
}

/// Seed 000 "Final Area": "the player has to take a result exactly the same as the distance
/// … In case the result of the dice is bigger than the distance between the pawn and the
/// final area, this pawn cannot be moved"; RULINGS.md Presets "overshooting the end: move
/// not allowed".
#[test]
fn overshooting_the_final_area_is_not_allowed() {
    let mut t = velvet().pawns("A54 B57 C57 D57").build();
    t.roll(5);
    assert_eq!(t.moves(), NO_MOVES);
    assert_eq!(t.side_on_turn(), 1);
    let mut t = velvet().pawns("A54 B57 C57 D57 E3").build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:54>57"]);
}

/// Seed 000: "Done this, this pawn came into its destiny and can not be moved until the end
/// of the game."
#[test]
fn a_pawn_in_the_final_area_never_moves_again() {
    let mut t = velvet().pawns("A57 B10").build();
    t.roll(6);
    assert_eq!(t.moves(), ["B6:10>16", "C6:0>1", "D6:0>1"]);
}

/// Seed 000: "Every time that a player comes with one of their pawns in the final area he
/// receives an extra shift. In case the player does that after taking a 6 in the dice, he
/// receives two extra shifts"; RULINGS.md Presets "extra turn for reaching home: yes".
#[test]
fn reaching_the_final_area_earns_an_extra_roll_and_adds_up_with_a_six() {
    let mut t = velvet().pawns("A54 B10").build();
    t.roll(3).play("A3:54>57");
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.extra()),
        (0, Phase::Roll, 0)
    );
    let mut t = velvet().pawns("A51 B10").build();
    t.roll(6).play("A6:51>57");
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.extra()),
        (0, Phase::Roll, 1)
    );
}

/// Seed 000 "End of the game": "The game's end when a player comes with all their 4 pawns
/// in the final area. This player is the winner. At GameVelvet, the order of classification
/// of the players is determined after the check of points"; RULINGS.md Presets "end of
/// game: game ends when one player finishes; rank by score".
#[test]
fn the_game_ends_when_one_player_finishes_and_the_rest_are_ranked_by_score() {
    let mut t = velvet()
        .pawns("A54 B57 C57 D57 E30 F2 I40 M20 N20 O1")
        .build();
    t.roll(3).play("A3:54>57");
    assert_eq!(t.phase(), Phase::Over);
    // Scores: red 1000, green 32, yellow 40, blue 41.
    assert_eq!(t.pos.ranking(), [0, 3, 2, 1]);
    assert_eq!(
        (0..4).map(|s| t.pos.score(s)).collect::<Vec<_>>(),
        [1000, 32, 40, 41]
    );
    assert_eq!(t.events().last(), Some(&Event::Over));
}

/// Seed 000 "Score": "Each pawn that came in the final place costs 250 points, and the rest
/// of them cost as points as their distance … Example: … a pawn in the final space (250
/// points), walked 20 spaces with another pawn (20 points), put a pawn in the entrance space
/// (1 point) and finished with a pawn in the initial area (0 points). This player summed 271
/// points"; RULINGS.md Presets "score: 250 per finished pawn + path position".
#[test]
fn the_score_is_250_per_finished_pawn_plus_each_pawn_s_distance() {
    let t = velvet().pawns("A57 B20 C1").build();
    assert_eq!(t.pos.score(0), 271);
    let t = velvet().pawns("A57 B57 C57 D56").build();
    assert_eq!(t.pos.score(0), 806);
}

/// Seed 000: "The winner always ends the game with 1000 points", and a tie in points keeps
/// the earlier seat first.
#[test]
fn the_winner_has_1000_points_and_ties_keep_seat_order() {
    let mut t = velvet().pawns("A56 B57 C57 D57 E10 I10 M10").build();
    t.roll(1).play("A1:56>57");
    assert_eq!(t.pos.score(0), 1000);
    assert_eq!(t.pos.ranking(), [0, 1, 2, 3]);
}

/// Seed 000 "Game Match": "after each shift the turn is passed to the next player
/// clockwise"; "The player that starts the game and plays the first shift is raffled";
/// RULINGS.md Presets "players: 4 (2–3 allowed)".
#[test]
fn turns_go_clockwise_from_a_drawn_first_player() {
    let mut t = velvet().side_on_turn(2).build();
    for want in [3, 0, 1, 2] {
        t.roll(1);
        assert_eq!(t.side_on_turn(), want);
    }
    let firsts: Vec<u8> = (0..30)
        .map(|seed| {
            Game::from_options(&json!({ "preset": "velvet", "seed": seed }))
                .unwrap()
                .position()
                .side_on_turn()
        })
        .collect();
    assert!((0..4).all(|s| firsts.contains(&s)), "{firsts:?}");
    for seats in [2, 3] {
        Game::from_options(&json!({ "preset": "velvet", "seats": seats })).unwrap();
    }
}

/// A saved velvet game carries its stacks on safe and plain squares and its extra rolls;
/// the scores must match the pawns, and a stack cannot be moved where it is not allowed.
#[test]
fn saves_keep_stacks_extra_rolls_and_scores() {
    let mut t = velvet()
        .pawns(&format!("A4 B9 C9 E{} F{} I30", green(9), green(10)))
        .build();
    t.roll(6).play("A6:4>10xF");
    let g = t.game();
    let state = g.state();
    assert_eq!(state["extraRolls"], json!(1));
    assert_eq!(state["scores"], json!([10 + 9 + 9, green(9), 30, 0]));
    assert_eq!(Game::from_state(&state).unwrap().state(), state);
    let mut bad = state.clone();
    bad["scores"][0] = json!(1000);
    let e = Game::from_state(&bad).unwrap_err();
    assert_eq!(e.code, ErrorCode::SavePosition, "{e}");
    assert!(
        e.field().is_some_and(|f| f.starts_with("state.scores")),
        "{e}"
    );
    let mut bad = state;
    bad["extraRolls"] = json!(201);
    let e = Game::from_state(&bad).unwrap_err();
    assert_eq!(e.code, ErrorCode::SavePosition, "{e}");
    assert!(
        e.field().is_some_and(|f| f.starts_with("state.extraRolls")),
        "{e}"
    );
}

/// A finished velvet game is ranked by score: a save whose ranking disagrees with the
/// scores is refused.
#[test]
fn saves_of_a_finished_game_keep_the_ranking_by_score() {
    let mut t = velvet().pawns("A54 B57 C57 D57 E30 I40 M41").build();
    t.roll(3).play("A3:54>57");
    assert_eq!(t.phase(), Phase::Over);
    let mut g = t.game();
    assert_eq!(g.position().ranking(), [0, 3, 2, 1]);
    let state = g.state();
    assert_eq!(Game::from_state(&state).unwrap().state(), state);
    let mut bad = state;
    bad["ranking"] = json!([0, 1, 2, 3]);
    let e = Game::from_state(&bad).unwrap_err();
    assert_eq!(e.code, ErrorCode::SavePosition, "{e}");
    assert!(
        e.field().is_some_and(|f| f.starts_with("state.ranking")),
        "{e}"
    );
    assert!(g.roll().is_err());
}
