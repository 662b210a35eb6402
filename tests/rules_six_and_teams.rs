//! The six-arm board and partnerships, rule by rule: the RULINGS.md section "Six arms and
//! teams (beyond the rule texts)". On six arms two seats sit on arms 1 and 4: red (A–D)
//! and blue (E–H), so on the ludo board red's path position p is blue's p − 39 (or
//! p + 39), on the mensch board p − 30 (or p + 30).

use crate::support::setup;

use ludo_engine::prelude::*;
use ludo_engine::{Arms, Colour, ErrorCode, Game, Position, Preset, Rng, Rules, Seat, save};
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
