//! Every refusal that reaches a page carries a stable code, which the page words in its
//! player's language, and the values those words need: the host's to a friend, a page's
//! own, the engine's behind them. A player never reads the English `reason`. And the name
//! a room takes is the name a game takes.

// the room's helpers this file does not need are used by the other files
#[allow(dead_code)]
mod support;

use std::fs;
use std::path::Path;

use serde_json::{Value, json};

use ludo_api::Game;
use ludo_engine::Phase;
use ludo_online::wire::{self, CODES, MAX_NAME};
use support::Net;

/// The host at seat 0, a friend ("a") at seat 1, the game started.
fn two_pages() -> Net {
    let mut net = Net::open(json!({
        "options": { "preset": "classic" },
        "seats": [{ "kind": "person", "name": "Host" }, { "kind": "friend" }],
        "delay": 0,
    }));
    net.join("a", "Ana", None);
    net.take_seat("a", 1);
    net.start(true);
    net
}

/// Plays until `seat` is on turn with a move due.
fn until_to_move(net: &mut Net, seat: u8) {
    loop {
        let pos = net.host.game().unwrap().engine().position();
        if pos.seat_on_turn() == seat && pos.phase() == Phase::Move {
            return;
        }
        assert!(net.step(), "the game ended before seat {seat} was to move");
    }
}

#[test]
fn a_move_the_engine_refuses_carries_the_engines_code_and_fields() {
    let mut net = two_pages();
    until_to_move(&mut net, 0);
    let e = net.host.apply_move(99, net.now).unwrap_err();
    assert_eq!(e.code, "intent.unknownMove");
    assert_eq!(e.detail["engine"], "move.unknown");
    assert!(e.detail["fields"].is_array(), "{e:?}");
    // as the page gets it: the code and the values beside the English reason
    let page = e.to_json();
    assert_eq!(
        (&page["code"], &page["engine"]),
        (&json!("intent.unknownMove"), &json!("move.unknown"))
    );
}

#[test]
fn a_friends_refused_name_carries_its_code_and_the_longest_name() {
    let mut net = two_pages();
    let long = "x".repeat(MAX_NAME + 1);
    net.send_raw(
        "a",
        &json!({ "t": "seat", "seat": 1, "name": long }).to_string(),
    );
    let notes = net.guests.get_mut("a").unwrap().take_notes();
    let refused = notes
        .iter()
        .rev()
        .find(|n| n["t"] == "refused")
        .expect("a refusal");
    assert_eq!(refused["code"], "hello.name");
    assert_eq!(refused["max"], MAX_NAME);
}

#[test]
fn a_friends_own_page_refuses_with_codes_too() {
    let mut net = two_pages();
    // the host's seat is on turn: the friend's page refuses its own person's roll
    loop {
        let pos = net.host.game().unwrap().engine().position();
        if pos.seat_on_turn() == 0 {
            break;
        }
        assert!(net.step());
    }
    let g = net.guests.get_mut("a").unwrap();
    assert_eq!(g.roll().unwrap_err().code, "intent.outOfTurn");
    assert_eq!(g.apply_move(0).unwrap_err().code, "intent.outOfTurn");
    assert_eq!(g.say("nonsense").unwrap_err().code, "chat.unknown");
    let e = g.take_seat(1, Some(&"y".repeat(MAX_NAME + 1))).unwrap_err();
    assert_eq!((e.code, &e.detail["max"]), ("hello.name", &json!(MAX_NAME)));
}

#[test]
fn rooms_that_cannot_open_or_resume_are_refused_with_codes() {
    let secret = ludo_online::dice::fresh_secret();
    let bad = ludo_online::Host::open(&json!({ "seats": "two" }), secret).unwrap_err();
    assert_eq!(bad.code, "room.config");
    let long = "z".repeat(MAX_NAME + 1);
    let seats = json!([{ "kind": "person", "name": long }, { "kind": "friend" }]);
    let e = ludo_online::Host::open(&json!({ "seats": seats }), secret).unwrap_err();
    // the roster reads names as the room does, or the engine refuses them
    assert!(["room.config", "room.setup"].contains(&e.code), "{e:?}");
    let e = ludo_online::Host::restore(&json!({}), 0).unwrap_err();
    assert_eq!(e.code, "room.saved");
}

/// The code literals of the room's refusals in `dir`'s Rust files.
fn codes_in(dir: &Path, out: &mut Vec<(String, String)>) {
    for e in fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            codes_in(&p, out);
            continue;
        }
        if p.extension().is_none_or(|x| x != "rs") {
            continue;
        }
        let text = fs::read_to_string(&p).unwrap();
        for head in [
            "Refusal::new(",
            "WireError::new(",
            "WireError::engine(",
            "refuse(",
            "err(",
        ] {
            for (i, _) in text.match_indices(head) {
                let rest = text[i + head.len()..].trim_start();
                if let Some(lit) = rest.strip_prefix('"') {
                    let code = &lit[..lit.find('"').unwrap()];
                    out.push((p.display().to_string(), code.to_string()));
                }
            }
        }
    }
}

#[test]
fn every_refusal_code_is_listed_and_worded_in_every_language() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut found = Vec::new();
    codes_in(&root.join("crates/online/src"), &mut found);
    codes_in(&root.join("crates/online-web/src"), &mut found);
    assert!(found.len() > 40, "{found:?}");
    for (file, code) in &found {
        assert!(
            CODES.contains(&code.as_str()),
            "{file}: {code} is not in wire::CODES"
        );
    }
    let words = fs::read_to_string(root.join("www/js/words/online.js")).unwrap();
    for code in CODES {
        let key = format!("'refused.{code}':");
        assert_eq!(words.matches(&key).count(), 3, "{key} in en, pt and de");
    }
}

/// Whether a game takes `name` for a seat.
fn game_takes(name: &str) -> bool {
    Game::new(&json!({ "seats": [{ "name": name }, { "name": "B" }] })).is_ok()
}

#[test]
fn a_name_the_room_takes_is_a_name_a_game_takes_and_back() {
    let names = [
        String::new(),
        " ".into(),
        "A".into(),
        " Ana ".into(),
        "é".repeat(24),
        "é".repeat(25),
        "x".repeat(MAX_NAME - 1),
        "x".repeat(MAX_NAME),
        "x".repeat(MAX_NAME + 1),
        "Ana\u{7}".into(),
        "A\nB".into(),
    ];
    for name in names {
        let room = wire::check_name(&name);
        assert_eq!(room.is_ok(), game_takes(&name), "{name:?}: {room:?}");
        if let Ok(kept) = room {
            let g = Game::new(&json!({ "seats": [{ "name": name }, { "name": "B" }] })).unwrap();
            assert_eq!(Value::from(kept), g.view()["seats"][0]["name"]);
        }
    }
    assert_eq!(Game::limits().name_length, MAX_NAME);
}
