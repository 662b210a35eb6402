//! What the API's outcomes, views and legal moves say a step meant, in the game's terms,
//! checked field by field on set-up positions: what a roll led to (a six's bonus, a banked
//! six, the third six's foul, no move), the dice of the hand, each pawn's way square by
//! square (a bounce, a capture's way back to the base, a reward or penalty square), pawns
//! reaching home, and the towers and barriers. Each test cites its seed file or
//! RULINGS.md row. Two seats unless said otherwise: red (A–D) and the opposite colour (E–H).

use crate::support::setup;

use ludo_api::{Game, Outcome};
use ludo_engine::{Preset, Special};
use serde_json::{Value, json};
use setup::{Scene, scene};

/// The scene as a game of the API.
fn api(s: Scene) -> Game {
    Game::wrap(s.build().game())
}

/// Rolls a known die and returns the outcome as the page receives it.
fn roll(g: &mut Game, die: u8) -> Value {
    g.roll_die(die).unwrap();
    json(&g.last_outcome())
}

/// Plays the legal move of `pawn` to path position `to` and returns its outcome.
fn play(g: &mut Game, pawn: &str, to: u8) -> Value {
    let moves = g.legal_moves();
    let m = moves
        .iter()
        .find(|m| m.pawn == pawn && m.to == to)
        .unwrap_or_else(|| panic!("no move of {pawn} to {to}: {moves:?}"));
    json(&g.apply_move(&json!(m.id)).unwrap())
}

fn json(o: &Outcome) -> Value {
    serde_json::to_value(o).unwrap()
}

/// The view's `hand` as (die, state) pairs.
fn hand(g: &Game) -> Vec<(u64, String)> {
    g.view()["hand"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["die"].as_u64().unwrap(),
                d["state"].as_str().unwrap().into(),
            )
        })
        .collect()
}

fn dice(list: &[(u64, &str)]) -> Vec<(u64, String)> {
    list.iter().map(|&(d, s)| (d, s.to_string())).collect()
}

/// RULINGS.md Presets "rolls after a six: move then roll" (velvet; seed 000 "a six gives
/// another shift"): at the roll, a move is due and the six's roll comes after it; seed 000
/// "three sixes … pass the turn": two more sixes would be a foul.
#[test]
fn a_six_that_earns_a_roll_after_its_move_says_so_at_the_roll() {
    let mut g = api(scene(Preset::Velvet).seats(2).pawns("A10"));
    let o = roll(&mut g, 6);
    assert_eq!(o["roll"], "bonus");
    assert_eq!(o["sixesToFoul"], 2);
    assert_eq!(o["phase"], "move");
    assert_eq!(hand(&g), dice(&[(6, "live")]));
    let o = play(&mut g, "A", 16);
    assert_eq!(o["extraRolls"], 1);
    assert_eq!(
        o["routes"],
        json!([{ "pawn": "A", "path": [10, 11, 12, 13, 14, 15, 16] }])
    );
    assert_eq!(o.get("roll"), None, "a move's outcome has no roll result");
    assert_eq!(hand(&g), dice(&[(6, "used")]));
}

/// Seed 001 "a six is banked and the player rolls again before moving", RULINGS.md Presets
/// classic "banked: roll again before moving, then play each die": each six stays in hand,
/// the dice used are marked, the others stay live.
#[test]
fn a_banked_six_stays_in_hand_and_the_hand_marks_the_dice_used() {
    let mut g = api(scene(Preset::Classic).seats(2).pawns("A5"));
    let o = roll(&mut g, 6);
    assert_eq!(
        (&o["roll"], &o["sixesToFoul"], &o["phase"]),
        (&json!("banked"), &json!(2), &json!("roll"))
    );
    assert_eq!(
        o["position"]["hand"],
        json!([{ "die": 6, "state": "live" }])
    );
    let o = roll(&mut g, 6);
    assert_eq!(
        (&o["roll"], &o["sixesToFoul"]),
        (&json!("banked"), &json!(1))
    );
    let o = roll(&mut g, 3);
    assert_eq!(o["roll"], "move");
    assert_eq!(o.get("sixesToFoul"), None);
    assert_eq!(hand(&g), dice(&[(6, "live"), (6, "live"), (3, "live")]));
    play(&mut g, "A", 8);
    assert_eq!(hand(&g), dice(&[(6, "live"), (6, "live"), (3, "used")]));
    let o = play(&mut g, "A", 14);
    assert_eq!(
        o["position"]["hand"],
        json!([
            { "die": 6, "state": "used" }, { "die": 6, "state": "live" }, { "die": 3, "state": "used" }
        ])
    );
}

/// Seed 001 "three sixes in a row … counted as a foul", RULINGS.md Presets classic "foul:
/// the turn ends, no move, banked dice are lost": the hand is over.
#[test]
fn the_third_six_is_a_foul_and_the_hand_is_over() {
    let mut g = api(scene(Preset::Classic).seats(2).pawns("A5"));
    roll(&mut g, 6);
    roll(&mut g, 6);
    let o = roll(&mut g, 6);
    assert_eq!(
        (&o["roll"], &o["turnPassed"], &o["side"]),
        (&json!("foul"), &json!(true), &json!(1))
    );
    assert_eq!(o.get("sixesToFoul"), None);
    assert_eq!(hand(&g), dice(&[(6, "old"), (6, "old"), (6, "old")]));
}

/// RULINGS.md Details "No legal move: the roll is shown, the turn passes"; Presets "tries to
/// enter when nothing can move: 1 (3 with the three-rolls switch)" (mensch, seed 003).
#[test]
fn a_roll_with_no_move_passes_the_turn_or_lets_the_side_try_again() {
    let mut g = api(scene(Preset::Classic).seats(2));
    let o = roll(&mut g, 3);
    assert_eq!(
        (&o["roll"], &o["turnPassed"], &o["side"]),
        (&json!("noMove"), &json!(true), &json!(1))
    );
    assert_eq!(hand(&g), dice(&[(3, "old")]));
    let mut g = api(scene(Preset::Mensch)
        .seats(2)
        .rule("threeRolls", true)
        .tries(3));
    let o = roll(&mut g, 3);
    assert_eq!(
        (&o["roll"], &o["side"], &o["phase"]),
        (&json!("noMove"), &json!(0), &json!("roll"))
    );
    assert_eq!(o.get("turnPassed"), None);
    let o = roll(&mut g, 6);
    assert_eq!(
        o["roll"], "bonus",
        "mensch: a six's roll comes after its move"
    );
}

/// What a roll led to is said once: by `roll` (and whether the turn passed by
/// `turnPassed`), never again by flags of its own beside it.
#[test]
fn what_a_roll_led_to_is_said_once() {
    let mut g = api(scene(Preset::Classic).seats(2).pawns("A5"));
    roll(&mut g, 6);
    roll(&mut g, 6);
    let foul = roll(&mut g, 6);
    let mut g = api(scene(Preset::Classic).seats(2));
    let none = roll(&mut g, 3);
    for o in [foul, none] {
        for flag in ["foul", "noLegalMove", "pass", "again"] {
            assert_eq!(o.get(flag), None, "{flag} in {o}");
        }
    }
}

/// Seed 002 "João avança as 3 posições, chegando na casa final, e então retrocede 2
/// posições"; RULINGS.md Presets "overshooting the end: bounce back by the excess".
#[test]
fn a_bounce_walks_to_the_end_of_the_finish_and_back() {
    let mut g = api(scene(Preset::Brazilian).seats(2).pawns("A54 E10"));
    roll(&mut g, 5);
    let o = play(&mut g, "A", 55);
    assert_eq!(
        o["routes"],
        json!([{ "pawn": "A", "path": [54, 55, 56, 57, 56, 55] }])
    );
    assert_eq!(o.get("home"), None, "a bounce does not finish the pawn");
}

/// Seed 001 "a piece landing on an opponent's piece sends it back to its start area":
/// red's 14 is yellow's 40 (two seats sit opposite); the captured pawn goes once the
/// capturing pawn has arrived.
#[test]
fn a_captured_pawn_jumps_back_to_its_base_after_the_capture() {
    let mut g = api(scene(Preset::Classic).seats(2).pawns("A12 E40"));
    roll(&mut g, 2);
    let o = play(&mut g, "A", 14);
    assert_eq!(o["captures"], json!(["E"]));
    assert_eq!(
        o["routes"],
        json!([
            { "pawn": "A", "path": [12, 13, 14] },
            { "pawn": "E", "path": [40, 0], "sentBack": true },
        ])
    );
}

/// Seed 004 "Go 3 steps forward" (a reward) and "Go 3 steps back" (a penalty), RULINGS.md
/// "rewards"; squares as tests/support/setup.rs `SPECIALS` places them: forward 3 on red's
/// 5, back 3 on red's 8 and 19.
#[test]
fn a_special_square_walks_the_pawn_on_and_says_reward_or_penalty() {
    let mut g = api(scene(Preset::Rewards).seats(2).pawns("A2"));
    roll(&mut g, 3);
    let o = play(&mut g, "A", 5);
    assert_eq!(
        o["specials"],
        json!([{ "pawn": "A", "effect": "forward3", "to": 8, "reward": true }])
    );
    assert_eq!(
        o["routes"],
        json!([{ "pawn": "A", "path": [2, 3, 4, 5, 6, 7, 8] }])
    );
    let mut g = api(scene(Preset::Rewards).seats(2).pawns("A16"));
    roll(&mut g, 3);
    let o = play(&mut g, "A", 19);
    assert_eq!(
        o["specials"],
        json!([{ "pawn": "A", "effect": "back3", "to": 16, "reward": false }])
    );
    assert_eq!(
        o["routes"],
        json!([{ "pawn": "A", "path": [16, 17, 18, 19, 18, 17, 16] }])
    );
    assert!(Special::Forward3.is_reward() && Special::PlayAgain.is_reward());
    assert!(
        !Special::Back3.is_reward()
            && !Special::SkipTurn.is_reward()
            && !Special::BackToStart.is_reward()
    );
}

/// RULINGS.md Board "mensch: positions 1..40 are track, 41..44 finish squares": a pawn on
/// any finish square is home, and the geometry says where home begins.
#[test]
fn on_the_mensch_board_every_finish_square_is_home() {
    let mut g = api(scene(Preset::Mensch).seats(2).pawns("A38 B30"));
    roll(&mut g, 4);
    let moves = g.legal_moves();
    let home: Vec<(&str, u8, bool)> = moves
        .iter()
        .map(|m| (m.pawn.as_str(), m.to, m.home))
        .collect();
    assert_eq!(home, [("A", 42, true), ("B", 34, false)]);
    let o = play(&mut g, "A", 42);
    assert_eq!(o["home"], json!(["A"]));
    assert_eq!(g.geometry().home_from, 41);
    assert_eq!(Game::geometry_of("ludo").unwrap().home_from, 57);
}

/// RULINGS.md Details "brazilian towers: two pawns of one colour on one square form a
/// tower"; Presets velvet "own pawns on one square: allowed, any number, no blockade".
#[test]
fn two_pawns_of_one_colour_make_a_tower_in_brazilian_and_a_stack_in_velvet() {
    let mut g = api(scene(Preset::Brazilian).seats(2).pawns("A10 B12 E30"));
    assert_eq!(g.view()["blocks"], json!([]));
    roll(&mut g, 2);
    let o = play(&mut g, "A", 12);
    assert_eq!(o["position"]["blocks"], json!(["AB"]));
    assert_eq!(g.view()["blocks"], json!(["AB"]));
    let g = api(scene(Preset::Velvet).seats(2).pawns("A10 B10 C10"));
    assert_eq!(g.view()["blocks"], json!([]));
}

/// Seed 003 "Barriers: two pieces of the same color … form a barrier"; RULINGS.md Edge
/// cases "barriers stand only on the track".
#[test]
fn a_barrier_stands_on_the_track_only() {
    let g = api(scene(Preset::Mensch)
        .rule("barriers", true)
        .pawns("A5 B5 C41 D42"));
    assert_eq!(g.view()["blocks"], json!(["AB"]));
    let g = api(scene(Preset::Mensch).pawns("A5 C41"));
    assert_eq!(g.view()["blocks"], json!([]));
}

/// The meaning is worked out again from the position, never saved: `state()` has none of
/// it, and `Game.fromPosition` takes a view that has it.
#[test]
fn the_meaning_is_not_saved_and_a_view_with_it_restores() {
    let mut g = api(scene(Preset::Classic).seats(2).pawns("A5"));
    roll(&mut g, 6);
    let state = g.state();
    assert!(state.get("hand").is_none() && state.get("blocks").is_none());
    let copy = Game::from_position(&g.view()).unwrap();
    assert_eq!(copy.view()["dice"], json!([6]));
    assert_eq!(copy.view()["hand"], json!([{ "die": 6, "state": "live" }]));
}

/// Issue 29 "once every person's place is settled, Finish now": `settled` holds while the
/// game goes on exactly when every person's seat has its place; never in a game of
/// computers alone, never once the game is over.
#[test]
fn places_are_settled_once_every_person_has_finished() {
    let mut seen = false;
    for seed in 1..=12 {
        let seats = json!([{}, { "computer": "medium" }, { "computer": "medium" }]);
        let mut g =
            Game::new(&json!({ "preset": "mensch", "seats": seats, "seed": seed })).unwrap();
        let mut robots = Game::new(
            &json!({ "seats": [{ "computer": "easy" }, { "computer": "easy" }], "seed": seed }),
        )
        .unwrap();
        for _ in 0..3000 {
            let v = g.view();
            let over = v["phase"] == json!("over");
            let person_placed = v["ranking"].as_array().unwrap().contains(&json!(0));
            assert_eq!(v["settled"], json!(!over && person_placed), "{v}");
            seen |= !over && person_placed;
            assert_eq!(robots.view()["settled"], json!(false));
            if over {
                break;
            }
            step(&mut g);
            if robots.view()["phase"] != json!("over") {
                step(&mut robots);
            }
        }
    }
    assert!(
        seen,
        "in one of the games the person finished before the computers"
    );
}

/// One roll, or the move the computer player would choose.
fn step(g: &mut Game) {
    if g.legal_moves().is_empty() {
        g.roll().unwrap();
    } else {
        let id = json!(g.choose_move().unwrap());
        g.apply_move(&id).unwrap();
    }
}

#[test]
fn only_the_squares_safe_in_the_game_are_safe_and_rewards_are_named() {
    // RULINGS.md, "safe squares": none in classic; velvet's 4 start squares + 4 stars
    // (stars 8 squares after each start square: 0, 13, 26, 39 and 8, 21, 34, 47).
    let classic = Game::new(&json!({ "preset": "classic", "seed": 1 })).unwrap();
    assert_eq!(classic.view()["safe"], json!([]));
    assert_eq!(classic.view()["rewards"], json!([]));
    let velvet = Game::new(&json!({ "preset": "velvet", "seed": 1 })).unwrap();
    assert_eq!(velvet.view()["safe"], json!([0, 8, 13, 21, 26, 34, 39, 47]));
    // Seed 004: "3× forward 3, 2× play again" are the rewards among the eleven squares.
    let rewards = Game::new(&json!({ "preset": "rewards", "seed": 1 })).unwrap();
    let view = rewards.view();
    assert_eq!(view["safe"], json!([]));
    let listed: Vec<u64> = view["rewards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    let good: Vec<u64> = view["specialSquares"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| matches!(s["kind"].as_str(), Some("forward3" | "playAgain")))
        .map(|s| s["square"].as_u64().unwrap())
        .collect();
    assert_eq!((listed.len(), listed), (5, good));
    assert!(Game::from_position(&view).is_ok());
}

/// RULINGS.md Six arms and teams, "`teams`": a pawn may end its move on a partner's pawn,
/// and they share the square; a player whose pawns have all finished moves the partner's
/// pawns with their own dice. The outcome says both (`shares`: the partner's pawns on the
/// square; `playsFor`: the partner's seat), which the page tells. Four seats on four arms:
/// red and yellow are partners; red's 14 is yellow's 40.
#[test]
fn a_move_onto_a_partners_pawn_and_a_move_for_the_partner_say_so() {
    let teams = |preset| scene(preset).rule("teams", true).seats(4);
    let mut g = api(teams(Preset::Classic).pawns("A10 I40"));
    roll(&mut g, 4);
    let o = play(&mut g, "A", 14);
    assert_eq!(o["shares"], json!(["I"]));
    assert_eq!(o.get("playsFor"), None);
    // red has finished: on red's turn its 6 moves yellow's pawn, for yellow's seat
    let mut g = api(teams(Preset::Mensch).pawns("A41 B42 C43 D44 I1"));
    roll(&mut g, 6);
    let o = play(&mut g, "I", 7);
    assert_eq!(o["playsFor"], 2);
    assert_eq!(o.get("shares"), None);
    // without teams a pawn shares nothing and plays for nobody
    let mut g = api(scene(Preset::Classic).seats(4).pawns("A10 I40"));
    roll(&mut g, 4);
    let o = play(&mut g, "A", 14);
    assert_eq!((o.get("shares"), o.get("playsFor")), (None, None));
}
