//! The brazilian preset, rule by rule: seed 002 (Brazilian Ludo, in Portuguese) and the
//! RULINGS.md rows of the "brazilian" column. Two seats unless said otherwise: red (A–D)
//! and yellow (E–H) sit opposite, so red's path position p is yellow's p + 26 (p ≤ 25) or
//! p − 26. Positions 52–56 are the home column, 57 is home.

use crate::support::game;
use crate::support::setup;

use game::GameExt;
use ludo_engine::{ErrorCode, Event, Game, Phase, Preset};
use serde_json::json;
use setup::{NO_MOVES, Scene, meeting, scene};

fn brazilian() -> Scene {
    scene(Preset::Brazilian).seats(2)
}

/// Yellow's path position of red's track position `at` (two seats).
fn y(at: u8) -> u8 {
    meeting(&Preset::Brazilian.rules(), 2, 0, at, 1).unwrap()
}

/// Seed 002: "O resultado 1 no dado permite ao jogador tirar um peão da casa inicial e
/// avançar 1 casa"; RULINGS.md Presets "leave base on 1 or 6", "leaving moves to position =
/// the die (1 → start square)".
#[test]
fn a_one_takes_a_pawn_out_to_the_start_square() {
    let mut t = brazilian().build();
    t.roll(1);
    assert_eq!(t.moves(), ["A1:0>1", "B1:0>1", "C1:0>1", "D1:0>1"]);
    t.play("A1:0>1");
    assert_eq!(t.pawns(), "A1");
    assert_eq!((t.side_on_turn(), t.extra()), (1, 0));
}

/// Seed 002: "O resultado 6 no dado permite ao jogador tirar um peão da casa inicial,
/// avançar 6 casas e jogar novamente o dado"; RULINGS.md Presets "6 → 5 squares past it",
/// "six: bonus roll".
#[test]
fn a_six_takes_a_pawn_out_six_squares_and_earns_another_roll() {
    let mut t = brazilian().build();
    t.roll(6);
    assert_eq!(t.moves(), ["A6:0>6", "B6:0>6", "C6:0>6", "D6:0>6"]);
    t.play("B6:0>6");
    assert_eq!(t.pawns(), "B6");
    assert_eq!((t.side_on_turn(), t.phase()), (0, Phase::Roll));
}

/// Seed 002: "Qualquer resultado que não seja 1 ou 6 (2, 3, 4 ou 5) permite ao jogador
/// avançar um peão … contanto que este peão já esteja fora da casa inicial."
#[test]
fn two_to_five_move_only_pawns_already_out() {
    for die in 2..=5 {
        let mut t = brazilian().build();
        t.roll(die);
        assert_eq!(t.moves(), NO_MOVES, "die {die}");
        assert_eq!(t.side_on_turn(), 1);
        let mut t = brazilian().pawns("A10").build();
        t.roll(die);
        assert_eq!(t.moves(), [format!("A{die}:10>{}", 10 + die)]);
    }
}

/// Seed 002: "Se cair 1 ou 6, pode tanto sair com um novo peão do ponto inicial, como
/// avançar um peão que já está no tabuleiro."
#[test]
fn a_one_or_a_six_may_also_move_a_pawn_already_out() {
    let mut t = brazilian().pawns("A10 B57").build();
    t.roll(1);
    assert_eq!(t.moves(), ["A1:10>11", "C1:0>1", "D1:0>1"]);
    let mut t = brazilian().pawns("A10 B57").build();
    t.roll(6);
    assert_eq!(t.moves(), ["A6:10>16", "C6:0>6", "D6:0>6"]);
}

/// RULINGS.md Edge cases "brazilian: leaving the base with a 6 walks positions 1 to 6, so a
/// tower on one of them stops the pawn just before it": a lone pawn on the way is passed,
/// and a lone opponent on the landing square is captured.
#[test]
fn leaving_with_a_six_walks_the_squares_and_stops_before_a_tower() {
    let mut t = brazilian().pawns(&format!("E{0} F{0}", y(4))).build();
    t.roll(6);
    assert_eq!(t.moves(), ["A6:0>3", "B6:0>3", "C6:0>3", "D6:0>3"]);
    let mut t = brazilian().pawns(&format!("E{} F{}", y(3), y(6))).build();
    t.roll(6);
    assert_eq!(t.moves(), ["A6:0>6xF", "B6:0>6xF", "C6:0>6xF", "D6:0>6xF"]);
    t.play("A6:0>6xF");
    assert_eq!(t.pawns(), format!("A6 E{}", y(3)));
}

/// RULINGS.md Edge cases "brazilian: … (a tower on the own start square makes leaving
/// impossible)": with either die, for an own tower and an opponent's.
#[test]
fn a_tower_on_the_own_start_square_makes_leaving_impossible() {
    for die in [1, 6] {
        let mut t = brazilian().pawns("A1 B1").build();
        t.roll(die);
        assert_eq!(
            t.moves(),
            [
                format!("A{die}:1>{}", 1 + die),
                format!("B{die}:1>{}", 1 + die)
            ]
        );
        let mut t = brazilian().pawns(&format!("E{0} F{0}", y(1))).build();
        t.roll(die);
        assert_eq!(t.moves(), NO_MOVES);
    }
}

/// Seed 002: "Não é permitido aos peões retroceder, somente avançar (exceto quando passarem
/// a casa final)": no move goes backwards on the track.
#[test]
fn pawns_only_move_forward() {
    let mut t = brazilian().pawns(&format!("A10 E{}", y(8))).build();
    t.roll(2);
    assert_eq!(t.moves(), ["A2:10>12"]);
}

/// Seed 002: "é necessário tirar o resultado exato no dado" to enter home.
#[test]
fn the_exact_roll_takes_a_pawn_home() {
    let mut t = brazilian().pawns("A54 E10").build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:54>57"]);
    t.play("A3:54>57");
    assert_eq!(t.pawns(), "A57 E10");
    // RULINGS.md Presets "extra turn for reaching home: no".
    assert_eq!((t.side_on_turn(), t.extra()), (1, 0));
}

/// Seed 002: "caso o resultado seja maior, o peão deverá retroceder o número de casas que
/// sobraram. Por exemplo: João necessita um resultado 3 … porém ele consegue um resultado 5
/// no dado, então João avança as 3 posições, chegando na casa final, e então retrocede 2
/// posições. Na próxima jogada, João necessita um resultado exatamente de 2"; RULINGS.md
/// Presets "overshooting the end: bounce back by the excess".
#[test]
fn a_roll_past_home_bounces_back_by_the_excess() {
    let mut t = brazilian().pawns("A54 E10").build();
    t.roll(5);
    assert_eq!(t.moves(), ["A5:54>|55"]);
    t.play("A5:54>|55");
    assert_eq!(t.pawns(), "A55 E10");
    assert_eq!(
        t.events()[0],
        Event::Move {
            pawn: 0,
            die: 5,
            from: 54,
            to: 55,
            kind: ludo_engine::MoveKind::Bounce
        }
    );
    t.roll(1).play("E1:10>11");
    t.roll(2);
    assert_eq!(t.moves(), ["A2:55>57"]);
}

/// RULINGS.md Edge cases "brazilian: A move that ends where it started is not legal."
#[test]
fn a_bounce_that_ends_where_it_started_is_not_legal() {
    let mut t = brazilian().pawns("A56 B55 E10").build();
    t.roll(2);
    // A: 57 then back to 56; B: 56, 57, back 56: only B moves.
    assert_eq!(t.moves(), ["B2:55>57"]);
    let mut t = brazilian().pawns("A55 B57 C57 D57 E10").build();
    t.roll(4);
    assert_eq!(t.moves(), NO_MOVES);
    assert_eq!(t.side_on_turn(), 1);
}

/// Seed 002: "As casas coloridas próximas a casa final são casas protegidas e somente os
/// peões da mesma cor podem ocupá-las"; RULINGS.md Details "The home column and home are
/// private".
#[test]
fn the_coloured_home_column_is_private() {
    // Yellow passes the entrance to red's column (red 51) and stays on the track.
    let mut t = brazilian()
        .pawns(&format!("E{}", y(49)))
        .side_on_turn(1)
        .build();
    t.roll(5);
    assert_eq!(t.moves(), [format!("E5:{}>{}", y(49), y(49) + 5)]);
    // Red and yellow on their own columns' same-numbered squares never meet.
    let mut t = brazilian().pawns("A54 E52").side_on_turn(1).build();
    t.roll(2);
    assert_eq!(t.moves(), ["E2:52>54"]);
    t.play("E2:52>54");
    assert_eq!(t.pawns(), "A54 E54");
}

/// Seed 002: "Não são permitidos peões de jogadores diferentes em uma mesma posição no
/// tabuleiro, então caso um peão venha a ocupar uma casa ocupada por um peão de outro
/// jogador, o peão que estava ocupando a casa é capturado e deverá regressar à casa inicial.
/// Desta forma, este peão novamente precisará de um resultado 1 ou 6 para sair."
#[test]
fn landing_on_an_opponent_captures_it_and_it_needs_a_one_or_six_again() {
    let mut t = brazilian().pawns(&format!("A10 E{}", y(13))).build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:10>13xE"]);
    t.play("A3:10>13xE");
    assert_eq!(t.pawns(), "A13");
    // No extra roll for a capture (RULINGS.md Presets).
    assert_eq!((t.side_on_turn(), t.extra()), (1, 0));
    t.roll(3);
    assert_eq!(t.moves(), NO_MOVES);
}

/// Seed 002: "quando dois peões de uma mesma cor … se encontrarem em uma mesma casa,
/// forma-se uma torre"; RULINGS.md Presets "own pawns on one square: tower (2 pawns)".
#[test]
fn two_pawns_of_one_colour_on_a_square_form_a_tower() {
    let mut t = brazilian().pawns("A10 B13").build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:10>13", "B3:13>16"]);
    t.play("A3:10>13");
    assert_eq!(t.pawns(), "A13 B13");
    // A pawn leaving with a 1 joins a lone own pawn on the start square.
    let mut t = brazilian().pawns("A1").build();
    t.roll(1);
    assert_eq!(t.moves(), ["A1:1>2", "B1:0>1", "C1:0>1", "D1:0>1"]);
    t.play("B1:0>1");
    assert_eq!(t.pawns(), "A1 B1");
}

/// Seed 002: "nenhum peão pode ultrapassá-la, mesmo que o resultado do dado o permita e mesmo
/// que o peão seja da mesma cor da torre. O peão que não conseguiu atravessar termina seu
/// movimento na casa imediatamente atrás da torre"; RULINGS.md Details "brazilian towers: a
/// move whose path reaches a tower ends on the square just before it".
#[test]
fn nobody_passes_a_tower_and_a_blocked_move_stops_just_before_it() {
    // A yellow tower on red's 14 stops red.
    let mut t = brazilian().pawns(&format!("A10 E{0} F{0}", y(14))).build();
    t.roll(6);
    assert_eq!(t.moves(), ["A6:10>13", "B6:0>6", "C6:0>6", "D6:0>6"]);
    t.play("A6:10>13");
    assert_eq!(t.pawns(), format!("A13 E{0} F{0}", y(14)));
    // Red's own tower stops red as well.
    let mut t = brazilian().pawns("A10 B14 C14 D57").build();
    t.roll(5);
    assert_eq!(t.moves(), ["A5:10>13", "B5:14>19", "C5:14>19"]);
}

/// RULINGS.md Details "brazilian towers: No pawn (own or not) may … land on a tower", and a
/// third pawn may not join a tower: exact landing stops one square short too.
#[test]
fn nobody_lands_on_a_tower_and_a_third_pawn_cannot_join() {
    let mut t = brazilian().pawns(&format!("A10 E{0} F{0}", y(13))).build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:10>12"]);
    let mut t = brazilian().pawns("A10 B13 C13").build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:10>12", "B3:13>16", "C3:13>16"]);
}

/// RULINGS.md Edge cases "brazilian: A pawn stopped by a tower lands normally where it
/// stops: it captures a lone opponent or forms a tower with a lone own pawn there."
#[test]
fn a_pawn_stopped_by_a_tower_captures_or_forms_a_tower_where_it_stops() {
    let mut t = brazilian()
        .pawns(&format!("A10 E{0} F{0} G{1}", y(14), y(13)))
        .build();
    t.roll(6);
    assert!(t.moves().contains(&"A6:10>13xG".to_string()));
    t.play("A6:10>13xG");
    assert_eq!(t.pawns(), format!("A13 E{0} F{0}", y(14)));
    let mut t = brazilian()
        .pawns(&format!("A10 B13 E{0} F{0}", y(14)))
        .build();
    t.roll(5);
    t.play("A5:10>13");
    assert_eq!(t.pawns(), format!("A13 B13 E{0} F{0}", y(14)));
}

/// RULINGS.md Details "a move that would then go nowhere is not legal": a pawn right behind
/// a tower cannot move at all.
#[test]
fn a_pawn_right_behind_a_tower_cannot_move() {
    let mut t = brazilian()
        .pawns(&format!("A13 B57 C57 D57 E{0} F{0}", y(14)))
        .build();
    t.roll(4);
    assert_eq!(t.moves(), NO_MOVES);
    assert_eq!(t.side_on_turn(), 1);
}

/// Seed 002: "Somente uma torre pode ocupar o lugar de uma torre de outro jogador
/// ('capturando' a Torre, e neste caso ambas as peças que formam a torre capturada voltam
/// para a casa inicial.)"; "a torre adversária deve estar ao alcance do resultado do dado";
/// RULINGS.md Details "A tower moves as one piece, using one die, only to land exactly on an
/// opponent's tower, which it captures (both pawns go to base)".
#[test]
fn only_a_tower_captures_a_tower_moving_as_one_piece_by_one_die() {
    let mut t = brazilian()
        .pawns(&format!("A10 B10 E{0} F{0}", y(14)))
        .build();
    t.roll(4);
    assert_eq!(
        t.moves(),
        ["A+B4:10>14xEF", "A4:10>13", "B+A4:10>14xEF", "B4:10>13"]
    );
    t.play("A+B4:10>14xEF");
    assert_eq!(t.pawns(), "A14 B14");
    assert_eq!(
        t.lines()[..3],
        ["Move tower: A 10 → 14", "Capture: E", "Capture: F"]
    );
    assert_eq!(t.side_on_turn(), 1);
    // A tower out of reach of the die cannot capture; the pawns move alone.
    let mut t = brazilian()
        .pawns(&format!("A10 B10 E{0} F{0}", y(14)))
        .build();
    t.roll(5);
    assert_eq!(t.moves(), ["A5:10>13", "B5:10>13"]);
}

/// Seed 002: "A torre não pode se movimentar, a não ser para capturar uma torre
/// adversária"; RULINGS.md Edge cases "A tower moves only on the track, only to an opponent
/// tower exactly the die ahead with no tower between."
#[test]
fn a_tower_moves_only_to_capture_a_tower_with_no_tower_between() {
    // Nothing to capture: only single pawns move.
    let mut t = brazilian().pawns(&format!("A10 B10 E{}", y(13))).build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:10>13xE", "B3:10>13xE"]);
    // A tower in between (own here) stops the tower too.
    let mut t = brazilian()
        .pawns(&format!("A10 B10 C12 D12 E{0} F{0}", y(14)))
        .build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:10>11", "B4:10>11", "C4:12>13", "D4:12>13"]);
    // Not from the home column: red's tower on 52 has no opponent tower to reach there.
    let mut t = brazilian().pawns("A52 B52 C57 D57").build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:52>55", "B3:52>55"]);
}

/// Seed 002: "A torre pode ser desmanchada para que os peões que a formam possam se
/// movimentar. Neste caso, qualquer um dos peões da torre pode se movimentar primeiro."
#[test]
fn either_pawn_of_a_tower_may_move_alone_and_split_it() {
    let mut t = brazilian().pawns("A10 B10 C57 D57").build();
    t.roll(2);
    assert_eq!(t.moves(), ["A2:10>12", "B2:10>12"]);
    t.play("B2:10>12");
    assert_eq!(t.pawns(), "A10 B12 C57 D57");
    // Split, the square no longer blocks.
    let mut t = brazilian().pawns("A10 B12 E50").side_on_turn(1).build();
    t.roll(1);
    assert!(t.moves().contains(&"E1:50>51".to_string()));
}

/// RULINGS.md Details "towers may form there too" (home column), and block the colour's
/// own pawns there.
#[test]
fn a_tower_in_the_home_column_blocks_its_own_pawns() {
    let mut t = brazilian().pawns("A53 B53 C51 D57").build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:53>57", "B4:53>57", "C4:51>52"]);
}

/// RULINGS.md Edge cases "Home (the last position) is not a square: any number of pawns may
/// finish, and no tower forms there."
#[test]
fn home_is_not_a_square_and_holds_any_number_of_pawns() {
    let mut t = brazilian().pawns("A57 B57 C54 D50").build();
    t.roll(3);
    assert_eq!(t.moves(), ["C3:54>57", "D3:50>53"]);
    t.play("C3:54>57");
    assert_eq!(t.pawns(), "A57 B57 C57 D50");
    // Two pawns at home do not stop a bounce either.
    let mut t = brazilian().pawns("A57 B57 C55 D50").build();
    t.roll(4);
    // C: 56, 57, back to 56 and 55, where it started, so only D moves.
    assert_eq!(t.moves(), ["D4:50>54"]);
}

/// RULINGS.md Edge cases "On a bounce, a tower in the home column blocks the way back too":
/// a pawn bouncing back stops just before a tower behind it.
#[test]
fn a_tower_blocks_the_way_back_of_a_bounce() {
    let mut t = brazilian().pawns("A53 B53 C55 D57").build();
    t.roll(6);
    // C: 56, 57, back 56, 55, 54, and the tower on 53 stops it on 54. (A and B leave
    // the tower, pass C, bounce, and form a tower with it on 55.)
    assert_eq!(t.moves(), ["A6:53>|55", "B6:53>|55", "C6:55>|54"]);
    // C: 56, 57, back 56, 55, and the tower on 54 stops it where it started: not legal.
    // A and B (leaving the tower) pass C, bounce, and form a tower with C on 55.
    let mut t = brazilian().pawns("A54 B54 C55 D57").build();
    t.roll(5);
    assert_eq!(t.moves(), ["A5:54>|55", "B5:54>|55"]);
}

/// A pawn leaving a tower by bouncing passes back over its own square: the tower split when
/// it left, so it does not block it, and it does not finish without the exact roll
/// (seed 002: "necessita um resultado exatamente").
#[test]
fn a_pawn_bouncing_out_of_a_tower_is_not_blocked_by_its_own_square() {
    let mut t = brazilian().pawns("A56 B56 C57 D57").build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:56>|55", "B3:56>|55"]);
    t.play("A3:56>|55");
    assert_eq!(t.pawns(), "A55 B56 C57 D57");
}

/// Seed 002: "O jogador que primeiro conseguir que os seus quatro peões entre na casa final
/// é o vencedor!"; RULINGS.md Presets "end of game: first to finish wins; play on for
/// places", "players: 2–4".
#[test]
fn the_first_to_bring_four_pawns_home_wins_and_the_others_play_on() {
    let mut t = scene(Preset::Brazilian)
        .seats(3)
        .pawns("A56 B57 C57 D57 E10 I10")
        .build();
    t.roll(1).play("A1:56>57");
    assert_eq!(t.pos.ranking(), [0]);
    assert_eq!((t.phase(), t.side_on_turn()), (Phase::Roll, 1));
    for seats in 2..=4 {
        Game::from_options(&json!({ "preset": "brazilian", "seats": seats })).unwrap();
    }
}

/// RULINGS.md Presets "three sixes in a row: no limit".
#[test]
fn sixes_in_a_row_have_no_limit() {
    let mut t = brazilian().pawns("A2").build();
    for k in 0..4u8 {
        t.roll(6);
        let from = 2 + 6 * k;
        t.play(&format!("A6:{from}>{}", from + 6));
        assert_eq!((t.side_on_turn(), t.phase()), (0, Phase::Roll));
    }
    assert_eq!(t.pawns(), "A26");
}

/// A saved brazilian game keeps its towers; a save with three pawns of one colour on a
/// square, or pawns of two colours sharing one, is refused naming the pawns.
#[test]
fn saves_keep_towers_and_refuse_impossible_ones() {
    let mut t = brazilian()
        .pawns(&format!("A10 B10 C53 D53 E{0} F{0}", y(20)))
        .build();
    t.roll(1).play("A1:10>11");
    let g = t.game();
    let state = g.state();
    assert_eq!(
        state["pawns"],
        json!([[11, 10, 53, 53], [y(20), y(20), 0, 0]])
    );
    assert_eq!(Game::from_state(&state).unwrap().state(), state);
    let mut bad = state.clone();
    bad["pawns"][0][0] = json!(10);
    bad["pawns"][0][2] = json!(10);
    let e = Game::from_state(&bad).unwrap_err();
    assert_eq!(
        (e.code, e.field()),
        (ErrorCode::SavePosition, Some("state.pawns"))
    );
    assert!(e.what.contains("3 pawns"), "{e}");
    let mut bad = state;
    bad["pawns"][1][2] = json!(y(11));
    bad["scores"][1] = json!(2 * y(20) as u32 + y(11) as u32);
    let e = Game::from_state(&bad).unwrap_err();
    assert_eq!(
        (e.code, e.field()),
        (ErrorCode::SavePosition, Some("state.pawns"))
    );
    assert!(e.what.contains("two colours"), "{e}");
}
