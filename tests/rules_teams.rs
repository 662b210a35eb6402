//! Partnerships, rule by rule: RULINGS.md "Six arms and teams", the `teams` switch on
//! every preset. Partners sit opposite: with four seats red (A–D) and yellow (I–L) play
//! against green (E–H) and blue (M–P); with six seats on six arms red and blue, green and
//! purple (Q–T), yellow and orange (U–X). Positions are given as red's path position of
//! the square, turned into each side's own with [`at`].

use crate::support::game;
use crate::support::setup;

use game::GameExt;
use ludo_engine::{ErrorCode, Event, Game, Phase, Preset, Special};
use serde_json::json;
use setup::{NO_DICE, NO_MOVES, Scene, meeting, scene};

/// A preset with teams and so many seats (four arms unless the scene says six).
fn teams(preset: Preset, seats: u8) -> Scene {
    scene(preset).rule("teams", true).seats(seats)
}

/// Side `side`'s path position of the square at red's position `red` in `scene`'s game.
fn at(scene: &Scene, side: u8, red: u8) -> u8 {
    let s = scene.setup();
    meeting(&s.rules, s.seats, 0, red, side).unwrap()
}

/// RULINGS.md "teams": "Partners sit opposite: with 4 seats, seats 1 and 3, seats 2 and 4;
/// with 6 seats, 1 and 4, 2 and 5, 3 and 6."
#[test]
fn partners_sit_opposite() {
    let four = teams(Preset::Classic, 4).build();
    let got: Vec<Option<u8>> = (0..4).map(|s| four.pos.partner(s)).collect();
    assert_eq!(got, [Some(2), Some(3), Some(0), Some(1)]);
    let six = teams(Preset::Classic, 6).rule("arms", 6).build();
    let got: Vec<Option<u8>> = (0..6).map(|s| six.pos.partner(s)).collect();
    assert_eq!(got, [Some(3), Some(4), Some(5), Some(0), Some(1), Some(2)]);
    // Four seats on six arms sit on arms 1, 2, 4 and 5: partners are still opposite.
    let g = Game::from_options(
        &json!({ "seats": 4, "rules": { "arms": 6, "teams": true }, "seed": 1 }),
    )
    .unwrap();
    let sides = g.state()["sides"].clone();
    assert_eq!(
        sides,
        json!([
            { "colour": "red", "seat": 0, "pawns": "ABCD", "partner": 2 },
            { "colour": "green", "seat": 1, "pawns": "EFGH", "partner": 3 },
            { "colour": "blue", "seat": 2, "pawns": "IJKL", "partner": 0 },
            { "colour": "purple", "seat": 3, "pawns": "MNOP", "partner": 1 },
        ])
    );
    // Without teams nobody has a partner.
    assert_eq!(scene(Preset::Classic).build().pos.partner(0), None);
}

/// RULINGS.md "teams": "A pawn never captures a partner's pawn. It may end its move on a
/// partner's pawn, and they share the square (where a preset forbids two pawns of one
/// colour on a square, a partner's pawn is not the player's own)."
#[test]
fn a_pawn_shares_its_partner_s_square_and_never_captures_it() {
    let base = teams(Preset::Classic, 4);
    let yellow = at(&base, 2, 20);
    let mut t = base.clone().pawns(&format!("A16 I{yellow}")).build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:16>20"]);
    t.play("A4:16>20");
    assert_eq!(t.pawns(), format!("A20 I{yellow}"));
    // The player's own pawn there still forbids it, the partner's beside it or not.
    let mut t = base.pawns(&format!("A16 B20 I{yellow}")).build();
    t.roll(4);
    assert_eq!(t.moves(), ["B4:20>24"]);
    // Mensch too: a partner's pawn on the square is no obstacle.
    let base = teams(Preset::Mensch, 4);
    let yellow = at(&base, 2, 15);
    let mut t = base.pawns(&format!("A11 B30 C31 D32 I{yellow}")).build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:11>15", "B4:30>34", "C4:31>35", "D4:32>36"]);
}

/// RULINGS.md "teams": "A move that captures takes every opponent pawn on the square it
/// ends on: a lone opponent, two partners sharing it, or a tower and a partner pawn beside
/// it."
#[test]
fn a_capture_takes_both_partners_sharing_a_square() {
    let base = teams(Preset::Classic, 4).side_on_turn(1);
    let (green, yellow) = (at(&base, 1, 16), at(&base, 2, 20));
    let mut t = base.pawns(&format!("A20 I{yellow} E{green}")).build();
    t.roll(4);
    assert_eq!(t.moves(), [format!("E4:{green}>{}xAI", green + 4)]);
    t.play(&format!("E4:{green}>{}xAI", green + 4));
    assert_eq!(t.pawns(), format!("E{}", green + 4));
    let captured: Vec<&Event> = t
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Capture { .. }))
        .collect();
    assert_eq!(
        captured,
        [&Event::Capture { pawn: 0 }, &Event::Capture { pawn: 8 }]
    );
}

/// RULINGS.md "teams": "a tower and a partner pawn beside it" are all captured; "Pawns of
/// two partners never form a tower … and a partner's tower … never blocks its partner's
/// pawns (it still blocks everyone else)"; Details "brazilian towers".
#[test]
fn brazilian_towers_are_never_mixed_and_never_block_the_partner() {
    let base = teams(Preset::Brazilian, 4);
    let (yellow, green) = (at(&base, 2, 20), at(&base, 1, 16));
    // Red's tower on 20: yellow walks past it and may stop on it; green stops before it.
    let mut t = base
        .clone()
        .side_on_turn(2)
        .pawns(&format!("A20 B20 I{} J{}", yellow - 4, yellow - 2))
        .build();
    t.roll(6);
    assert_eq!(
        t.moves(),
        [
            format!("I6:{}>{}", yellow - 4, yellow + 2),
            format!("J6:{}>{}", yellow - 2, yellow + 4),
            "K6:0>6".into(),
            "L6:0>6".into(),
        ]
    );
    let mut t = base
        .clone()
        .side_on_turn(2)
        .pawns(&format!("A20 B20 I{}", yellow - 4))
        .build();
    t.roll(4).play(&format!("I4:{}>{yellow}", yellow - 4));
    assert_eq!(t.pawns(), format!("A20 B20 I{yellow}"));
    // The view shows red's tower alone as a block.
    let g = setup::Scene::clone(&base)
        .pawns(&format!("A20 B20 I{yellow}"))
        .build()
        .game();
    let view = ludo_api::Game::wrap(g).view();
    assert_eq!(view["blocks"], json!(["AB"]));
    // Green is stopped just before it.
    let mut t = base
        .clone()
        .side_on_turn(1)
        .pawns(&format!("A20 B20 E{green} F40 G41 H42"))
        .build();
    t.roll(6);
    assert_eq!(
        t.moves(),
        [
            format!("E6:{green}>{}", green + 3),
            "F6:40>46".into(),
            "G6:41>47".into(),
            "H6:42>48".into()
        ]
    );
    // A red pawn and a yellow pawn on one square are no tower: green passes and captures.
    let mut t = base
        .clone()
        .side_on_turn(1)
        .pawns(&format!("A20 I{yellow} E{green} F40 G41 H42"))
        .build();
    t.roll(4);
    assert_eq!(
        t.moves(),
        [
            format!("E4:{green}>{}xAI", green + 4),
            "F4:40>44".into(),
            "G4:41>45".into(),
            "H4:42>46".into()
        ]
    );
    // A green tower takes red's tower and the yellow pawn beside it.
    let mut t = base
        .side_on_turn(1)
        .pawns(&format!("A20 B20 I{yellow} E{green} F{green} G1 H2"))
        .build();
    t.roll(4);
    let tower = format!("E+F4:{green}>{}xABI", green + 4);
    // Alone, a pawn of the tower stops before red's tower.
    assert_eq!(
        t.moves(),
        [
            tower.clone(),
            format!("E4:{green}>{}", green + 3),
            format!("F+E4:{green}>{}xABI", green + 4),
            format!("F4:{green}>{}", green + 3),
            // Green's own tower stops G on H's square; H cannot move at all.
            "G4:1>2".into(),
        ]
    );
    t.play(&tower);
    assert_eq!(t.pawns(), format!("E{0} F{0} G1 H2", green + 4));
}

/// RULINGS.md "teams": "Pawns of two partners never form … a barrier … together, and a
/// partner's … barrier never blocks its partner's pawns (it still blocks everyone else)";
/// Edge cases "barriers".
#[test]
fn mensch_barriers_are_never_mixed_and_never_block_the_partner() {
    let base = teams(Preset::Mensch, 4).rule("barriers", true);
    let (yellow, green) = (at(&base, 2, 15), at(&base, 1, 12));
    // Red's barrier on 15: yellow passes it, green may not.
    let mut t = base
        .clone()
        .side_on_turn(2)
        .pawns(&format!("A15 B15 C30 D31 I{} J30 K31 L32", yellow - 2))
        .build();
    t.roll(4);
    // I passes red's barrier, K may even stop on it.
    assert_eq!(
        t.moves(),
        [
            format!("I4:{}>{}", yellow - 2, yellow + 2),
            "J4:30>34".into(),
            "K4:31>35".into(),
            "L4:32>36".into()
        ]
    );
    assert_eq!(yellow, 35);
    let mut t = base
        .clone()
        .side_on_turn(1)
        .pawns(&format!("A15 B15 C30 D31 E{green} F30 G31 H32"))
        .build();
    t.roll(4);
    assert_eq!(t.moves(), ["F4:30>34", "G4:31>35", "H4:32>36"]);
    // A red pawn and a yellow pawn on one square are no barrier.
    let mut t = base
        .side_on_turn(1)
        .pawns(&format!("A15 I{yellow} C30 D31 E{green} F30 G31 H32"))
        .build();
    t.roll(4);
    assert_eq!(
        t.moves(),
        [
            format!("E4:{green}>{}", green + 4),
            "F4:30>34".into(),
            "G4:31>35".into(),
            "H4:32>36".into()
        ]
    );
}

/// RULINGS.md "teams": "In velvet, where two or more pawns on a square are joined, not
/// captured, the mover joins them."
#[test]
fn velvet_joins_partners_sharing_a_square() {
    let base = teams(Preset::Velvet, 4).side_on_turn(1);
    let (green, yellow) = (at(&base, 1, 16), at(&base, 2, 20));
    let mut t = base
        .clone()
        .pawns(&format!("A20 I{yellow} E{green}"))
        .build();
    t.roll(4);
    assert_eq!(t.moves(), [format!("E4:{green}>{}", green + 4)]);
    t.play(&format!("E4:{green}>{}", green + 4));
    assert_eq!(t.pawns(), format!("A20 E{} I{yellow}", green + 4));
    // A lone opponent is still captured.
    let mut t = base.pawns(&format!("A20 E{green}")).build();
    t.roll(4);
    assert_eq!(t.moves(), [format!("E4:{green}>{}xA", green + 4)]);
}

/// RULINGS.md "teams": "A player whose pawns have all finished while the partner's have
/// not keeps their turns, rolls as usual and moves the partner's pawns with their dice."
#[test]
fn a_finished_player_moves_the_partner_s_pawns() {
    let mut t = teams(Preset::Classic, 4)
        .pawns("A57 B57 C57 D57 I10 J30 E5")
        .build();
    t.roll(3);
    assert_eq!(t.moves(), ["I3:10>13", "J3:30>33"]);
    t.play("J3:30>33");
    assert_eq!(t.side_on_turn(), 1);
    // Yellow's own turn comes as usual.
    t.roll(2).play("E2:5>7");
    assert_eq!(t.side_on_turn(), 2);
    // Every rule about turns is the player's own: red's six is banked, red rolls again.
    let mut t = teams(Preset::Classic, 4)
        .pawns("A57 B57 C57 D57 I10")
        .build();
    t.roll(6);
    assert_eq!(
        (t.side_on_turn(), t.phase(), t.dice()),
        (0, Phase::Roll, vec![6])
    );
    t.roll(6).roll(6);
    assert!(
        t.events().contains(&Event::Foul { side: 0 }),
        "three sixes: red's foul"
    );
    assert_eq!(t.side_on_turn(), 1);
}

/// RULINGS.md "teams": "Every rule about pawns and squares is then the partner colour's
/// (mensch's obligations, its start square, its finish …)"; "mensch obligations".
#[test]
fn the_partner_s_mensch_obligations_bind_the_finished_player() {
    let base = teams(Preset::Mensch, 4).pawns("A41 B42 C43 D44 I1 J20");
    let mut t = base.build();
    t.roll(3);
    // Yellow's pawn on its start square must move while yellow's pawns wait.
    assert_eq!(t.moves(), ["I3:1>4"]);
    let mut t = base.build();
    t.roll(6);
    assert_eq!(t.moves(), ["I6:1>7"]);
    t.play("I6:1>7");
    // The six's roll is red's; a six now must bring yellow's pawn in.
    assert_eq!((t.side_on_turn(), t.phase()), (0, Phase::Roll));
    t.roll(6);
    assert_eq!(t.moves(), ["K6:0>1", "L6:0>1"]);
}

/// RULINGS.md "teams": "… and threeRolls' 'no pawn can move'" is the partner colour's.
#[test]
fn three_rolls_count_the_partner_s_pawns() {
    let base = teams(Preset::Mensch, 4)
        .rule("threeRolls", true)
        .side_on_turn(3)
        .pawns("A41 B42 C43 D44 M20 N21 O22 P23");
    // Yellow's pawns all wait in the base: red has three tries.
    let mut t = base.build();
    t.roll(1).play("P1:23>24");
    assert_eq!(t.side_on_turn(), 0);
    assert_eq!(ludo_engine::Setup::from(&t.pos).tries, 3);
    // A yellow pawn out on the track: one roll.
    let mut t = base.pawns("A41 B42 C43 D44 I10 M20 N21 O22 P23").build();
    t.roll(1).play("P1:23>24");
    assert_eq!(ludo_engine::Setup::from(&t.pos).tries, 1);
}

/// RULINGS.md "teams": "… compulsoryCapture's penalty" is the partner colour's: the
/// partner's pawn that could have captured goes back to its base.
#[test]
fn compulsory_capture_sends_back_the_partner_s_pawn() {
    let base = teams(Preset::Mensch, 4).rule("compulsoryCapture", true);
    // Yellow's I on 10 can capture green's E 3 squares ahead; J on 30 walks on.
    let red_of_yellow = |p: u8| meeting(&base.rules(), 4, 2, p, 0).unwrap();
    let e = at(&base, 1, red_of_yellow(13));
    let mut t = base
        .pawns(&format!("A41 B42 C43 D44 I10 J30 K31 L32 E{e}"))
        .build();
    t.roll(3);
    assert_eq!(
        t.moves(),
        ["I3:10>13xE", "J3:30>33!I", "K3:31>34!I", "L3:32>35!I"]
    );
    t.play("J3:30>33!I");
    assert_eq!(t.pawns(), format!("A41 B42 C43 D44 E{e} J33 K31 L32"));
}

/// RULINGS.md "teams": "… every rule about turns is the player's own (… skipping a turn
/// after a special square)".
#[test]
fn a_skip_square_makes_the_player_miss_a_turn_not_the_partner() {
    let mut t = teams(Preset::Rewards, 4)
        .pawns("A41 B42 C43 D44 I10")
        .build();
    // Yellow's 10 is track 29; skip next turn lies on track 36 (yellow's 17).
    t.roll(6).play("I6:10>16");
    t.roll(1).play("I1:16>17");
    assert!(t.events().iter().any(|e| matches!(
        e,
        Event::Special {
            effect: Special::SkipTurn,
            ..
        }
    )));
    assert_eq!((t.pos.skips(0), t.pos.skips(2)), (1, 0));
}

/// RULINGS.md "teams": "The turn in which the player's own last pawn finishes ends with
/// that move: dice still in hand and rolls still owed are lost, and the player plays for
/// the partner from their next turn on."
#[test]
fn the_turn_ends_with_the_player_s_own_last_pawn_home() {
    // Classic: a six banked and a 2; the 2 brings the last pawn home and the six is lost.
    let mut t = teams(Preset::Classic, 4)
        .pawns("A55 B57 C57 D57 I10 E5")
        .build();
    t.rolls(&[6, 2]);
    t.play("A2:55>57");
    assert_eq!((t.side_on_turn(), t.dice()), (1, NO_DICE.to_vec()));
    // Velvet: reaching home earns a roll, which is lost too.
    let mut t = teams(Preset::Velvet, 4)
        .pawns("A54 B57 C57 D57 I10 E5")
        .build();
    t.roll(3).play("A3:54>57");
    assert_eq!((t.side_on_turn(), t.extra()), (1, 0));
    // From the next turn on red moves yellow's pawns.
    t.roll(1).play("E1:5>6");
    t.roll(1).play("I1:10>11");
    t.roll(1);
    assert_eq!(t.moves(), NO_MOVES, "blue has no pawn out");
    assert_eq!(t.side_on_turn(), 0);
    t.roll(2);
    assert_eq!(t.moves(), ["I2:11>13"]);
}

/// RULINGS.md "teams": "A team has finished when both partners have. The first team to
/// finish wins; places are per team, in the order teams finish; … with two teams the game
/// ends when the first finishes."
#[test]
fn two_teams_end_when_the_first_finishes() {
    let mut t = teams(Preset::Classic, 4)
        .pawns("A57 B57 C57 D57 I55 J57 K57 L57 E30 M20")
        .build();
    t.roll(2);
    assert_eq!(t.moves(), ["I2:55>57"]);
    t.play("I2:55>57");
    assert_eq!(t.phase(), Phase::Over);
    let finished: Vec<&Event> = t
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Finish { .. }))
        .collect();
    assert_eq!(
        finished,
        [
            &Event::Finish { seat: 0, place: 1 },
            &Event::Finish { seat: 2, place: 1 }
        ]
    );
    // Green and blue share the second place, ranked by their team's score.
    assert_eq!(t.pos.ranking(), [0, 2, 1, 3]);
    let places: Vec<Option<u8>> = (0..4).map(|s| t.pos.place_of(s)).collect();
    assert_eq!(places, [Some(1), Some(2), Some(1), Some(2)]);
    // One partner home is no place yet: red waits for yellow.
    let t = teams(Preset::Classic, 4)
        .pawns("A57 B57 C57 D57 I10")
        .build();
    assert_eq!(t.pos.ranking(), &[] as &[u8]);
    assert!(t.pos.seat_done(0) && !t.pos.seat_finished(0));
}

/// RULINGS.md "teams": "with three teams the other two may play on for places as the
/// preset says" (classic: play on for places).
#[test]
fn three_teams_play_on_for_places() {
    let base = teams(Preset::Classic, 6).rule("arms", 6);
    let mut t = base
        .clone()
        .pawns("A83 B83 C83 D83 M81 N83 O83 P83 E10 I10 Q10 U10")
        .build();
    t.roll(2).play("M2:81>83");
    assert_eq!(t.phase(), Phase::Roll, "the others play on");
    assert_eq!(t.pos.ranking(), [0, 3]);
    assert_eq!(t.side_on_turn(), 1);
    // The next team to finish ends the game: the last team takes third place.
    let mut t = base
        .pawns("A83 B83 C83 D83 M83 N83 O83 P83 E83 F83 G83 H83 Q81 R83 S83 T83 I10 U10")
        .ranking(&[0, 3])
        .side_on_turn(4)
        .build();
    t.roll(2).play("Q2:81>83");
    assert_eq!(t.phase(), Phase::Over);
    assert_eq!(t.pos.ranking(), [0, 3, 1, 4, 2, 5]);
    let places: Vec<Option<u8>> = (0..6).map(|s| t.pos.place_of(s)).collect();
    assert_eq!(
        places,
        [Some(1), Some(2), Some(3), Some(1), Some(2), Some(3)]
    );
}

/// RULINGS.md "teams": "Velvet: the game ends when the first team has finished, and a
/// team's score is the sum of its partners' scores" (Presets velvet: "rank by score").
#[test]
fn velvet_ranks_teams_by_the_sum_of_their_scores() {
    // Six seats: red and blue finish; green (a lone pawn far on) and purple (one pawn
    // barely out) score 60 + 2; yellow and orange 30 + 40.
    let mut t = teams(Preset::Velvet, 6)
        .rule("arms", 6)
        .pawns("A83 B83 C83 D83 M80 N83 O83 P83 E60 Q2 I30 U40")
        .side_on_turn(3)
        .build();
    t.roll(3).play("M3:80>83");
    assert_eq!(t.phase(), Phase::Over, "the first team home ends the game");
    let scores: Vec<u32> = (0..6).map(|s| t.pos.score(s)).collect();
    assert_eq!(scores, [1000, 60, 30, 1000, 2, 40]);
    let team: Vec<u32> = (0..6).map(|s| t.pos.team_score(s)).collect();
    assert_eq!(team, [2000, 62, 70, 2000, 62, 70]);
    // Yellow and orange (70) beat green and purple (62), though green alone scores most.
    assert_eq!(t.pos.ranking(), [0, 3, 2, 5, 1, 4]);
}

/// RULINGS.md "Combinations refused with an error that says why: `teams` with 2, 3 or 5
/// seats; `twoColoursEach` or `neutralColour` with six arms or with `teams`; more seats
/// than arms."
#[test]
fn refused_combinations_name_their_fields() {
    let refusal = |options: serde_json::Value| Game::from_options(&options).unwrap_err();
    for (seats, arms) in [(2, 4), (3, 4), (2, 6), (3, 6), (5, 6)] {
        let e = refusal(json!({ "seats": seats, "rules": { "teams": true, "arms": arms } }));
        assert_eq!(e.code, ErrorCode::SeatsTeams, "{seats} seats");
        assert_eq!(e.fields, ["seats", "rules.teams"]);
    }
    for (house, seats) in [("twoColoursEach", 2), ("neutralColour", 3)] {
        for (with, value) in [("arms", json!(6)), ("teams", json!(true))] {
            let e = refusal(json!({
                "preset": "mensch",
                "seats": seats,
                "rules": { house: true, with: value }
            }));
            assert_eq!(e.code, ErrorCode::RulesCombine, "{house} with {with}");
            assert_eq!(
                e.fields,
                [format!("rules.{house}"), format!("rules.{with}")]
            );
        }
    }
    // More seats than arms: six seats with teams on the cross.
    let e = refusal(json!({ "seats": 6, "rules": { "teams": true } }));
    assert_eq!(e.code, ErrorCode::SeatsCount);
    assert_eq!(e.fields, ["seats", "rules.arms"]);
    // And what is allowed: teams with 4 seats on either board, with 6 on six arms.
    for (seats, arms) in [(4, 4), (4, 6), (6, 6)] {
        let options =
            json!({ "seats": seats, "rules": { "teams": true, "arms": arms }, "seed": 1 });
        Game::from_options(&options).unwrap();
    }
}

/// RULINGS.md "teams", with the saved form: a team game saves, loads and plays on; its
/// moves listed for the finished player are the partner's, and no two opposing pawns
/// share a square in a saved position.
#[test]
fn a_team_game_saves_and_loads() {
    let t = teams(Preset::Classic, 4)
        .pawns("A57 B57 C57 D57 I10 E5")
        .build();
    let g = t.game();
    let saved = g.state();
    assert_eq!(saved["rules"]["teams"], json!(true));
    let again = Game::from_state(&saved).unwrap();
    assert_eq!(again.state(), saved);
    // Opponents sharing a square are refused; partners are not.
    let mut bad = saved;
    let green = meeting(&t.pos.rules().clone(), 4, 2, 10, 1).unwrap();
    bad["pawns"][1] = json!([green, 0, 0, 0]);
    let e = Game::from_state(&bad).unwrap_err();
    assert_eq!(
        (e.code, e.field()),
        (ErrorCode::SavePosition, Some("state.pawns"))
    );
}
