//! The boards' geometry for drawing: the four-arm boards' JSON is byte for byte what it
//! was before six arms (`tests/data/geometry-*.json`, written by the page's engine at
//! commit 007a03a), and the six-arm boards give the page all it draws, at their finer unit.

use ludo_api::Game;
use serde_json::{Value, json};

#[test]
fn the_four_arm_boards_are_drawn_as_before() {
    for (board, text) in [
        ("ludo", include_str!("data/geometry-ludo.json")),
        ("mensch", include_str!("data/geometry-mensch.json")),
    ] {
        for arms in [Value::Null, json!(4)] {
            let g = Game::geometry_of(board, &arms).unwrap();
            assert_eq!(serde_json::to_string(&g).unwrap(), text, "{board} {arms}");
        }
    }
    let game = Game::new(&json!({ "preset": "mensch", "seed": 1 })).unwrap();
    let text = serde_json::to_string(&game.geometry()).unwrap();
    assert_eq!(text, include_str!("data/geometry-mensch.json"));
}

#[test]
fn a_six_arm_board_has_every_colour_s_squares_at_its_unit() {
    // RULINGS.md "Six arms and teams": 78 track squares on the ludo board (83 finished),
    // 60 on the mensch board (61..64 finish squares); every arm's start and star.
    for (board, track, goal, home_from, starts) in [
        ("ludo", 78, 83, 83, [0, 13, 26, 39, 52, 65]),
        ("mensch", 60, 64, 61, [0, 10, 20, 30, 40, 50]),
    ] {
        let g = Game::geometry_of(board, &json!(6)).unwrap();
        let v = serde_json::to_value(&g).unwrap();
        assert_eq!(
            (v["arms"].clone(), v["unit"].clone()),
            (json!(6), json!(20))
        );
        assert_eq!(g.track.len(), track);
        assert_eq!((g.goal, g.home_from), (goal, home_from));
        assert_eq!(g.starts, starts);
        for list in [&g.home_columns, &g.bases, &g.paths] {
            assert_eq!(list.len(), 6, "{board}: one per colour");
        }
        assert_eq!(g.goals.len(), 6);
        assert!(g.paths.iter().all(|p| p.len() == goal as usize + 1));
        let edge = g.size as u16 * g.unit;
        let all = g.track.iter().chain(g.bases.iter().flatten());
        assert!(all.clone().all(|p| p[0] < edge && p[1] < edge), "{board}");
        // A colour's path runs from its base over its start square.
        for (c, path) in g.paths.iter().enumerate() {
            assert_eq!(path[0], g.bases[c][0]);
            assert_eq!(path[1], g.track[starts[c] as usize]);
        }
    }
    let stars = Game::geometry_of("ludo", &json!(6)).unwrap().stars;
    assert_eq!(stars, [8, 21, 34, 47, 60, 73]);
    let game = Game::new(&json!({ "rules": { "arms": 6 }, "seed": 1 })).unwrap();
    assert_eq!(
        game.geometry(),
        Game::geometry_of("ludo", &json!(6)).unwrap()
    );
}

#[test]
fn a_board_without_such_arms_is_refused() {
    for arms in [json!(5), json!(0), json!("6"), json!(6.5), json!(-4)] {
        let e = Game::geometry_of("ludo", &arms).unwrap_err();
        assert_eq!(
            (e.code.name(), e.field()),
            ("board.unknown", Some("arms")),
            "{arms}"
        );
    }
}
