//! The six-arm board and partnerships, rule by rule: the RULINGS.md section "Six arms and
//! teams (beyond the rule texts)". On six arms two seats sit on arms 1 and 4: red (A–D)
//! and blue (E–H), so on the ludo board red's path position p is blue's p − 39 (or
//! p + 39), on the mensch board p − 30 (or p + 30).

use crate::support::setup;

use ludo_engine::prelude::*;
use ludo_engine::{Arms, Colour, ErrorCode, Game, Phase, Position, Preset, Rng, Rules, Seat, save};
use ludo_lab::check;
use serde_json::json;
use setup::{NO_MOVES, Scene, meeting, scene};

/// A preset on the six-arm board.
fn six(preset: Preset) -> Scene {
    scene(preset).rule("arms", 6)
}

fn six_arms(preset: Preset) -> Rules {
    Rules {
        arms: Arms::SIX,
        ..preset.rules()
    }
}

fn seats(n: usize) -> Vec<Seat> {
    (1..=n)
        .map(|i| Seat {
            name: format!("P{i}"),
            computer: None,
        })
        .collect()
}

/// RULINGS.md Six arms and teams, "`arms`": the track is six arms long, 78 squares on the
/// `ludo` board: positions 1..77 track, 78..82 home column, 83 finished.
#[test]
fn the_six_arm_ludo_track_has_77_steps_then_five_home_squares_then_home() {
    let mut t = six(Preset::Classic).seats(2).pawns("A72").build();
    let b = t.pos.board();
    assert_eq!((b.arms, b.track_len, b.track_steps), (6, 78, 77));
    assert_eq!((b.goal, b.done_from), (83, 83));
    assert!(b.on_track(77) && !b.on_track(78));
    assert!(b.in_home_column(78) && b.in_home_column(82) && !b.in_home_column(83));
    t.roll(5);
    assert_eq!(t.moves(), ["A5:72>77"]);
    t.play("A5:72>77");
    assert_eq!(t.pos.track_square(0, 77), Some(76));

    let mut t = six(Preset::Classic).seats(2).pawns("A77 B78").build();
    t.roll(5);
    assert_eq!(t.moves(), ["A5:77>82", "B5:78>83"]);
    t.play("B5:78>83");
    assert!(t.pos.board().is_done(t.pos.pawns(0)[1]));

    // Past home is not a move (classic: "move not allowed").
    let mut t = six(Preset::Classic).seats(2).pawns("A80").build();
    t.roll(4);
    assert_eq!(t.moves(), NO_MOVES);
}

/// RULINGS.md Six arms and teams, "`arms`": 60 squares on the `mensch` board (1..60
/// track, 61..64 finish squares).
#[test]
fn the_six_arm_mensch_track_has_60_squares_then_four_finish_squares() {
    let mut t = six(Preset::Mensch)
        .seats(2)
        .pawns("A58 B10 C20 D30")
        .build();
    let b = t.pos.board();
    assert_eq!(
        (b.track_len, b.track_steps, b.goal, b.done_from),
        (60, 60, 64, 61)
    );
    t.roll(3);
    assert_eq!(t.moves(), ["A3:58>61", "B3:10>13", "C3:20>23", "D3:30>33"]);
    t.play("A3:58>61");
    assert_eq!(t.pawns(), "A61 B10 C20 D30");

    let mut t = six(Preset::Mensch)
        .seats(2)
        .pawns("A60 B61 C20 D30")
        .build();
    t.roll(5);
    assert_eq!(t.moves(), ["C5:20>25", "D5:30>35"]);
}

/// RULINGS.md Six arms and teams, "`arms`": every arm keeps its start square, 13 (ludo)
/// or 10 (mensch) squares after the previous one, and its star 8 after it.
#[test]
fn every_arm_keeps_its_start_square_and_star() {
    let b = six_arms(Preset::Classic).geometry();
    assert_eq!(b.start, [0, 13, 26, 39, 52, 65]);
    let stars: Vec<u8> = (0..b.track_len).filter(|&i| b.is_star(i)).collect();
    assert_eq!(stars, [8, 21, 34, 47, 60, 73]);
    let m = six_arms(Preset::Mensch).geometry();
    assert_eq!(m.start, [0, 10, 20, 30, 40, 50]);
    assert!((0..m.track_len).all(|i| !m.is_star(i)));
    // The four-arm boards are as before.
    assert_eq!(Preset::Classic.rules().geometry().track_len, 52);
    assert_eq!(Preset::Mensch.rules().geometry().track_len, 40);
}

/// RULINGS.md Six arms and teams, "Seats on six arms": seats take arms evenly, clockwise
/// from arm 1, with the colours of their arms (red, green, yellow, blue, purple, orange);
/// on four arms two players are red and yellow.
#[test]
fn seats_spread_evenly_over_the_six_arms_with_their_arms_colours() {
    use Colour::*;
    let want: [&[Colour]; 5] = [
        &[Red, Blue],
        &[Red, Yellow, Purple],
        &[Red, Green, Blue, Purple],
        &[Red, Green, Yellow, Blue, Purple],
        &[Red, Green, Yellow, Blue, Purple, Orange],
    ];
    let rules = six_arms(Preset::Classic);
    for (i, colours) in want.iter().enumerate() {
        let n = i as u8 + 2;
        let pos = Position::start(rules, n, &mut Rng::new(3), &mut ()).unwrap();
        let got: Vec<Colour> = (0..pos.sides().len).map(|s| pos.colour(s)).collect();
        assert_eq!(&got, colours, "{n} seats");
        for s in 0..n {
            assert_eq!(pos.owner(s), s);
            // Each side's start square is its arm's.
            let arm = pos.colour(s).index() as u8;
            assert_eq!(pos.track_square(s, 1), Some(arm * 13));
        }
    }
    let four = Position::start(Preset::Classic.rules(), 2, &mut Rng::new(3), &mut ()).unwrap();
    assert_eq!((four.colour(0), four.colour(1)), (Red, Yellow));
}

/// RULINGS.md Six arms and teams, "Seats on six arms": pawn labels continue A–D, E–H, …,
/// U–X by seat; a save names each side's colour, seat and pawns.
#[test]
fn pawn_labels_continue_by_seat_to_x() {
    let g = Game::new(Preset::Classic, six_arms(Preset::Classic), seats(6), 5).unwrap();
    let state = save::write(&g);
    assert_eq!(state["rules"]["arms"], json!(6));
    assert_eq!(
        state["sides"][4],
        json!({ "colour": "purple", "seat": 4, "pawns": "QRST" })
    );
    assert_eq!(
        state["sides"][5],
        json!({ "colour": "orange", "seat": 5, "pawns": "UVWX" })
    );
    let back = save::read(&state).unwrap();
    assert_eq!(back.position(), g.position());
}

/// RULINGS.md Six arms and teams: every preset plays as before unless the switches are on,
/// so a four-arm game's save has neither `arms` nor `teams` (saves read before the switches
/// existed stay the same).
#[test]
fn a_four_arm_save_leaves_the_new_switches_out() {
    let g = Game::new(Preset::Velvet, Preset::Velvet.rules(), seats(4), 5).unwrap();
    let state = save::write(&g);
    assert_eq!(state["rules"].get("arms"), None);
    assert_eq!(state["rules"].get("teams"), None);
    assert_eq!(g.position().rules().get("arms"), Some(json!(4)));
    save::read(&state).unwrap();
}

/// RULINGS.md Six arms and teams, "Combinations refused": more seats than arms.
#[test]
fn more_seats_than_arms_are_refused() {
    let e = Position::start(Preset::Classic.rules(), 5, &mut Rng::new(1), &mut ()).unwrap_err();
    assert_eq!((e.code, e.field()), (ErrorCode::SeatsCount, Some("seats")));
    assert_eq!(e.to_string(), "seats: a game has 2 to 4 seats, not 5");
    let e = Position::start(six_arms(Preset::Classic), 7, &mut Rng::new(1), &mut ()).unwrap_err();
    assert_eq!((e.code, e.field()), (ErrorCode::SeatsCount, Some("seats")));
    let e = Game::new(Preset::Classic, Preset::Classic.rules(), seats(6), 1).unwrap_err();
    assert_eq!((e.code, e.field()), (ErrorCode::SeatsCount, Some("seats")));
    // A save of a four-arm game with six seats is refused too.
    let g = Game::new(Preset::Classic, six_arms(Preset::Classic), seats(6), 5).unwrap();
    let mut state = save::write(&g);
    state["rules"]["arms"] = json!(4);
    let e = save::read(&state).unwrap_err();
    assert_eq!(
        (e.code, e.field()),
        (ErrorCode::SeatsCount, Some("state.seats"))
    );
}

/// RULINGS.md Six arms and teams, "Combinations refused": `twoColoursEach` or
/// `neutralColour` with six arms; `arms` takes 4 or 6.
#[test]
fn the_mensch_colour_house_rules_are_refused_on_six_arms() {
    for name in ["twoColoursEach", "neutralColour"] {
        let mut rules = six_arms(Preset::Mensch);
        rules.set(name, &json!(true)).unwrap();
        let e = rules.check().unwrap_err();
        assert_eq!(e.code, ErrorCode::RulesCombine, "{name}");
        assert_eq!(e.fields, [format!("rules.{name}"), "rules.arms".into()]);
        let e = Position::start(rules, 2, &mut Rng::new(1), &mut ()).unwrap_err();
        assert_eq!(e.code, ErrorCode::RulesCombine);
    }
    let mut rules = Preset::Classic.rules();
    let e = rules.set("arms", &json!(5)).unwrap_err();
    assert_eq!(
        (e.code, e.field()),
        (ErrorCode::RulesValue, Some("rules.arms"))
    );
    assert_eq!(e.to_string(), "rules.arms: expected 4 or 6, got 5");
}

/// RULINGS.md Six arms and teams, "`arms`": velvet's safe squares are every arm's start
/// square and star (12), whether or not a seat plays on that arm.
#[test]
fn velvet_has_twelve_safe_squares_on_six_arms_even_on_empty_arms() {
    let t = six(Preset::Velvet).seats(2).build();
    let safe: Vec<u8> = (0..78).filter(|&i| t.pos.is_safe_track(i)).collect();
    assert_eq!(safe, [0, 8, 13, 21, 26, 34, 39, 47, 52, 60, 65, 73]);
    // Green's arm (track 13, red's 14) is empty with two seats, yet safe: red joins blue.
    let rules = six_arms(Preset::Velvet);
    let blue = meeting(&rules, 2, 0, 14, 1).unwrap();
    assert_eq!(blue, 53);
    let mut t = six(Preset::Velvet)
        .seats(2)
        .pawns(&format!("A10 E{blue}"))
        .build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:10>14"]);
    // One square on, a lone blue pawn is captured.
    let mut t = six(Preset::Velvet)
        .seats(2)
        .pawns(&format!("A10 E{}", blue + 1))
        .build();
    t.roll(5);
    assert_eq!(t.moves(), ["A5:10>15xE"]);
}

/// RULINGS.md Six arms and teams, "`arms`": `rewards` keeps its 11 special squares,
/// placed on the longer track, never on one of the six start squares.
#[test]
fn rewards_places_eleven_special_squares_on_the_sixty_square_track() {
    let rules = six_arms(Preset::Rewards);
    let mut far = false;
    for seed in 0..40 {
        let pos = Position::start(rules, 6, &mut Rng::new(seed), &mut ()).unwrap();
        let placed: Vec<u8> = (0..60)
            .filter(|&i| pos.special(i) != ludo_engine::Special::None)
            .collect();
        assert_eq!(placed.len(), 11, "seed {seed}");
        assert!(
            placed.iter().all(|&i| i % 10 != 0),
            "seed {seed}: {placed:?}"
        );
        far |= placed.iter().any(|&i| i >= 40);
    }
    assert!(far, "some squares lie on the two added arms");
}

/// RULINGS.md Six arms and teams, "`arms`": a capture on the six-arm track sends the
/// pawn home as on four arms; the arms meet where RULINGS.md says (blue's 40 is red's 1).
#[test]
fn captures_on_the_six_arm_track() {
    let rules = six_arms(Preset::Classic);
    assert_eq!(meeting(&rules, 2, 1, 40, 0), Some(1));
    let mut t = six(Preset::Classic).seats(2).pawns("A20 E60").build();
    // Blue's 60 is track (39 + 59) mod 78 = 20, red's 21.
    t.roll(1);
    assert_eq!(t.moves(), ["A1:20>21xE"]);
    t.play("A1:20>21xE");
    assert_eq!(t.pawns(), "A21");
}

/// RULINGS.md Six arms and teams: every preset plays six-arm games to the end with 2 to 6
/// seats, the invariants of `ludo_lab::check` holding after every roll and move and the
/// legal moves matching the reference generator.
#[test]
fn every_preset_plays_random_six_arm_games_to_the_end() {
    let mut failures = Vec::new();
    for preset in Preset::ALL {
        let rules = six_arms(preset);
        for seats in 2..=6 {
            for seed in 0..4 {
                let seed = 60_000 + 10 * seats as u64 + seed;
                if let Err(e) = check::play_checked(rules, seats, seed, seed.is_multiple_of(2)) {
                    failures.push(format!("{} {seats} seats, seed {seed}: {e}", preset.name()));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

// ---------------------------------------------------------------------------------------
// Teams. Four seats on four arms: red (A–D) and yellow (I–L) are partners, green (E–H)
// and blue (M–P); red's path position p is green's p − 13, yellow's p − 26, blue's p − 39
// (or that plus 52).

/// A preset with partners, four seats on four arms.
fn teams(preset: Preset) -> Scene {
    scene(preset).rule("teams", true).seats(4)
}

fn with_teams(preset: Preset) -> Rules {
    Rules {
        teams: true,
        ..preset.rules()
    }
}

/// RULINGS.md Six arms and teams, "`teams`": partners sit opposite: with 4 seats 1 and 3,
/// 2 and 4; with 6 seats 1 and 4, 2 and 5, 3 and 6.
#[test]
fn partners_sit_opposite() {
    let four = Position::start(with_teams(Preset::Classic), 4, &mut Rng::new(1), &mut ()).unwrap();
    let partners: Vec<_> = (0..4).map(|s| four.partner(s)).collect();
    assert_eq!(partners, [Some(2), Some(3), Some(0), Some(1)]);
    let rules = Rules {
        arms: Arms::SIX,
        ..with_teams(Preset::Classic)
    };
    let six = Position::start(rules, 6, &mut Rng::new(1), &mut ()).unwrap();
    let partners: Vec<_> = (0..6).map(|s| six.partner(s)).collect();
    assert_eq!(
        partners,
        [Some(3), Some(4), Some(5), Some(0), Some(1), Some(2)]
    );
    let four_on_six = Position::start(rules, 4, &mut Rng::new(1), &mut ()).unwrap();
    assert_eq!(four_on_six.partner(0), Some(2));
    assert_eq!(
        four.partner(0).map(|p| four.colour(p)),
        Some(Colour::Yellow)
    );
    let alone = Position::start(Preset::Classic.rules(), 4, &mut Rng::new(1), &mut ()).unwrap();
    assert_eq!(alone.partner(0), None);
}

/// RULINGS.md Six arms and teams, "Combinations refused": `teams` with 2, 3 or 5 seats,
/// and `twoColoursEach` or `neutralColour` with `teams`.
#[test]
fn teams_need_four_or_six_seats_and_no_colour_house_rules() {
    let six_teams = Rules {
        arms: Arms::SIX,
        ..with_teams(Preset::Classic)
    };
    for n in [2, 3, 5] {
        let e = Position::start(six_teams, n, &mut Rng::new(1), &mut ()).unwrap_err();
        assert_eq!(e.code, ErrorCode::RulesCombine, "{n} seats");
        assert_eq!(e.fields, ["rules.teams", "seats"]);
    }
    let e = Game::new(Preset::Classic, with_teams(Preset::Classic), seats(3), 1).unwrap_err();
    assert_eq!(e.fields, ["rules.teams", "seats"]);
    // Six seats need six arms.
    let e = Position::start(with_teams(Preset::Classic), 6, &mut Rng::new(1), &mut ()).unwrap_err();
    assert_eq!((e.code, e.field()), (ErrorCode::SeatsCount, Some("seats")));
    for name in ["twoColoursEach", "neutralColour"] {
        let mut rules = with_teams(Preset::Mensch);
        rules.set(name, &json!(true)).unwrap();
        let e = rules.check().unwrap_err();
        assert_eq!(e.code, ErrorCode::RulesCombine, "{name}");
        assert_eq!(e.fields, [format!("rules.{name}"), "rules.teams".into()]);
    }
}

/// RULINGS.md Six arms and teams, "`teams`": a pawn never captures a partner's pawn; it
/// may end its move on it, and they share the square (classic forbids two pawns of one
/// colour on a square, but a partner's pawn is not the player's own).
#[test]
fn partners_share_a_square_and_never_capture_each_other() {
    let rules = with_teams(Preset::Classic);
    let yellow = meeting(&rules, 4, 0, 14, 2).unwrap();
    assert_eq!(yellow, 40);
    let mut t = teams(Preset::Classic)
        .pawns(&format!("A10 I{yellow}"))
        .build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:10>14"]);
    t.play("A4:10>14");
    assert_eq!(t.pawns(), "A14 I40");
    // Two own pawns still may not share it.
    let mut t = teams(Preset::Classic).pawns("A10 B14 I40").build();
    t.roll(4);
    assert_eq!(t.moves(), ["B4:14>18"]);
}

/// RULINGS.md Six arms and teams, "`teams`": a move that captures takes every opponent
/// pawn on the square it ends on, two partners sharing it included.
#[test]
fn a_capture_takes_both_opponent_partners_sharing_a_square() {
    let rules = with_teams(Preset::Classic);
    let (green, blue) = (meeting(&rules, 4, 0, 20, 1), meeting(&rules, 4, 0, 20, 3));
    assert_eq!((green, blue), (Some(7), Some(33)));
    let mut t = teams(Preset::Classic).pawns("A16 E7 M33").build();
    t.roll(4);
    assert_eq!(t.moves(), ["A4:16>20xEM"]);
    t.play("A4:16>20xEM");
    assert_eq!(t.pawns(), "A20");
    assert_eq!(t.side_on_turn(), 1);
}

/// RULINGS.md Six arms and teams, "`teams`": a partner's tower never blocks its partner's
/// pawns (it still blocks everyone else), and two partners' pawns never form a tower.
#[test]
fn a_partners_tower_does_not_block_and_partners_form_no_tower() {
    // Yellow's tower on red's 20 (yellow's 46): red passes it and lands beyond.
    let mut t = teams(Preset::Brazilian).pawns("A17 I46 J46").build();
    t.roll(5);
    assert_eq!(t.moves(), ["A5:17>22"]);
    // Red may land on it too, and shares the square: no tower of two colours forms.
    let mut t = teams(Preset::Brazilian).pawns("A17 I46 J46").build();
    t.roll(3);
    assert_eq!(t.moves(), ["A3:17>20"]);
    t.play("A3:17>20");
    assert_eq!(t.pawns(), "A20 I46 J46");
    // Green's tower on red's 20 (green's 7) stops red just before it.
    let mut t = teams(Preset::Brazilian).pawns("A17 E7 F7").build();
    t.roll(5);
    assert_eq!(t.moves(), ["A5:17>19"]);
    // The yellow tower still blocks green: green's 44 is yellow's 31, and a yellow tower
    // on yellow's 33 stops green's 4 on green's 45.
    let mut t = teams(Preset::Brazilian)
        .pawns("E44 I33 J33")
        .side_on_turn(1)
        .build();
    t.roll(4);
    assert_eq!(t.moves(), ["E4:44>45"]);
    // A red pawn and a yellow pawn on one square are no tower: green lands and takes both.
    let mut t = teams(Preset::Brazilian)
        .pawns("A20 E4 I46")
        .side_on_turn(1)
        .build();
    t.roll(3);
    assert_eq!(t.moves(), ["E3:4>7xAI"]);
}

/// RULINGS.md Six arms and teams, "`teams`": a player whose pawns have all finished moves
/// the partner's pawns with their own dice, under the partner colour's rules (mensch's
/// obligations bind the partner's colour), while the turn rules are their own (the six's
/// extra roll).
#[test]
fn a_finished_player_moves_the_partners_pawns_under_the_partners_obligations() {
    let mut t = teams(Preset::Mensch).pawns("A41 B42 C43 D44 I1").build();
    t.roll(6);
    // Yellow's pawn on its start square must move the 6 while yellow pawns wait.
    assert_eq!(t.moves(), ["I6:1>7"]);
    t.play("I6:1>7");
    assert_eq!((t.side_on_turn(), t.phase()), (0, Phase::Roll));
    t.roll(6);
    // Now a yellow pawn must be brought in.
    assert_eq!(t.moves(), ["J6:0>1", "K6:0>1", "L6:0>1"]);
    t.play("J6:0>1");
    t.roll(2);
    // Yellow's start square must be cleared.
    assert_eq!(t.moves(), ["J2:1>3"]);
    t.play("J2:1>3");
    assert_eq!(t.side_on_turn(), 1);
}

/// RULINGS.md Six arms and teams, "`teams`": every rule about turns is the player's own,
/// so a partner's pawn that ends on "skip next turn" makes the player miss a turn.
#[test]
fn a_partners_pawn_on_skip_next_turn_makes_the_player_miss_a_turn() {
    // Rewards' test squares: skip next turn on red's 17 (track 16), yellow's 37.
    let mut t = teams(Preset::Rewards).pawns("A41 B42 C43 D44 I35").build();
    t.roll(2);
    assert_eq!(t.moves(), ["I2:35>37"]);
    t.play("I2:35>37");
    assert_eq!((t.pos.skips(0), t.pos.skips(2)), (1, 0));
    assert_eq!(t.side_on_turn(), 1);
}

/// RULINGS.md Six arms and teams, "`teams`": the turn in which the player's own last pawn
/// finishes ends with that move: dice still in hand are lost.
#[test]
fn the_turn_ends_when_the_players_own_last_pawn_finishes() {
    let mut t = teams(Preset::Classic).pawns("A55 B57 C57 D57 I10").build();
    t.rolls(&[6, 2]);
    assert_eq!(t.dice(), [6, 2]);
    assert_eq!(t.moves(), ["A2:55>57"]);
    t.play("A2:55>57");
    assert_eq!((t.side_on_turn(), t.dice()), (1, vec![]));
    // From its next turn on red moves yellow's pawns.
    let mut t = teams(Preset::Classic).pawns("A57 B57 C57 D57 I10").build();
    t.roll(3);
    assert_eq!(t.moves(), ["I3:10>13"]);
}

/// RULINGS.md Six arms and teams, "`teams`": a team has finished when both partners have;
/// places are per team, and with two teams the game ends when the first finishes.
#[test]
fn the_first_team_to_finish_takes_first_place_and_two_teams_end_the_game() {
    let mut t = teams(Preset::Classic)
        .pawns("A57 B57 C57 D57 I55 J57 K57 L57 E5")
        .build();
    t.roll(2);
    assert_eq!(t.moves(), ["I2:55>57"]);
    t.play("I2:55>57");
    assert_eq!(t.phase(), Phase::Over);
    assert_eq!(t.pos.ranking(), [0, 2, 1, 3]);
    let places: Vec<(u8, u8)> = t
        .events()
        .iter()
        .filter_map(|e| match *e {
            ludo_engine::Event::Finish { seat, place } => Some((seat, place)),
            _ => None,
        })
        .collect();
    assert_eq!(places, [(0, 1), (2, 1)]);
    let all = [0, 1, 2, 3].map(|s| t.pos.place(s));
    assert_eq!(all, [Some(1), Some(2), Some(1), Some(2)]);
}

/// RULINGS.md Six arms and teams, "`teams`": with three teams the other two play on for
/// places; the second team to finish takes second place.
#[test]
fn three_teams_play_on_for_second_place() {
    let rules = Rules {
        arms: Arms::SIX,
        ..with_teams(Preset::Classic)
    };
    let scene = scene(Preset::Classic)
        .rule("arms", 6)
        .rule("teams", true)
        .seats(6);
    assert_eq!(scene.rules(), rules);
    // Red (seat 1) and blue (seat 4) are partners; red's pawns are home, blue's last one
    // is a step from home.
    let mut t = scene.pawns("A83 B83 C83 D83 M82 N83 O83 P83").build();
    t.roll(1);
    assert_eq!(t.moves(), ["M1:82>83"]);
    t.play("M1:82>83");
    assert_eq!(t.phase(), Phase::Roll);
    assert_eq!(t.pos.ranking(), [0, 3]);
    assert_eq!(t.side_on_turn(), 1);
}

/// RULINGS.md Six arms and teams, "`teams`": in velvet the game ends when the first team has
/// finished, and a team's score is the sum of its partners' scores.
#[test]
fn velvet_sums_the_partners_scores() {
    let t = teams(Preset::Velvet).pawns("A10 I5 E3").build();
    assert_eq!([0, 1, 2, 3].map(|s| t.pos.score(s)), [15, 3, 15, 3]);
    let mut t = teams(Preset::Velvet)
        .pawns("A57 B57 C57 D57 I55 J57 K57 L57 E5 M9")
        .build();
    t.roll(2);
    t.play("I2:55>57");
    assert_eq!(t.phase(), Phase::Over);
    assert_eq!([0, 1, 2, 3].map(|s| t.pos.score(s)), [2000, 14, 2000, 14]);
    assert_eq!(t.pos.ranking(), [0, 2, 1, 3]);
}

/// RULINGS.md Six arms and teams: every preset plays games with partners to the end, four
/// seats on four arms and four or six on six arms, the invariants of `ludo_lab::check`
/// holding after every roll and move and the legal moves matching the reference.
#[test]
fn every_preset_plays_random_team_games_to_the_end() {
    let mut failures = Vec::new();
    for preset in Preset::ALL {
        for (arms, n) in [(Arms::FOUR, 4), (Arms::SIX, 4), (Arms::SIX, 6)] {
            let rules = Rules {
                arms,
                ..with_teams(preset)
            };
            for seed in 0..4 {
                let seed = 70_000 + 10 * n as u64 + seed;
                if let Err(e) = check::play_checked(rules, n, seed, seed.is_multiple_of(2)) {
                    let name = preset.name();
                    failures.push(format!("{name} {n} seats, seed {seed}: {e}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// RULINGS.md Six arms and teams, "Seats on six arms": the API takes six seats on six arms;
/// computer players (which play five or six seats at random) and hints carry such a game
/// to its end, and its save reads back.
#[test]
fn a_six_seat_game_of_computers_plays_to_the_end_through_the_api() {
    let seats =
        ["hard", "easy", "medium", "easy", "medium", "easy"].map(|c| json!({ "computer": c }));
    let options = json!({
        "preset": "velvet",
        "seats": seats,
        "seed": 11,
        "rules": { "arms": 6, "teams": true },
    });
    let mut g = ludo_api::Game::new(&options).unwrap();
    for step in 0..100_000 {
        match g.engine().position().phase() {
            Phase::Over => break,
            Phase::Roll => drop(g.roll().unwrap()),
            Phase::Move => {
                // the hints (the expert's, played as hard here) rank every legal move;
                // asked at every seventh step, for the test's time
                if step % 7 == 0 {
                    assert_eq!(g.hints().unwrap().len(), g.legal_moves().len());
                }
                let id = g.choose_move().unwrap();
                g.apply_move(&json!(id)).unwrap();
            }
        }
    }
    let pos = g.engine().position();
    assert_eq!(pos.phase(), Phase::Over);
    assert_eq!(pos.ranking().len(), 6);
    let state = g.state();
    assert_eq!(state["rules"]["teams"], json!(true));
    assert_eq!(save::read(&state).unwrap().position(), pos);
    let e = ludo_api::Game::new(&json!({ "seats": 6 })).err().unwrap();
    assert_eq!((e.code, e.field()), (ErrorCode::SeatsCount, Some("seats")));
}
