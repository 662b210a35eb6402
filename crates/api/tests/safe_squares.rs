//! The view names the track squares that are safe in the game played, and only those:
//! none in classic (its stars do nothing), the start squares and stars in velvet.

use ludo_api::Game;
use serde_json::{Value, json};

fn safe(preset: &str) -> Vec<u64> {
    let g = Game::new(&json!({ "preset": preset, "seats": 2, "seed": 7 })).unwrap();
    let v = g.view();
    let Some(Value::Array(a)) = v.get("safe") else {
        panic!("no safe squares in the view")
    };
    a.iter().map(|x| x.as_u64().unwrap()).collect()
}

#[test]
fn classic_has_no_safe_squares() {
    assert_eq!(safe("classic"), Vec::<u64>::new());
}

#[test]
fn velvet_marks_its_start_squares_and_stars() {
    let geo = Game::geometry_of("ludo").unwrap();
    let mut want: Vec<u64> = geo
        .starts
        .iter()
        .chain(&geo.stars)
        .map(|&i| u64::from(i))
        .collect();
    want.sort_unstable();
    assert_eq!(safe("velvet"), want);
}
