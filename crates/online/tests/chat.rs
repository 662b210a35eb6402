//! Quick chat in a whole room on one machine: listed ids only, from seats only, three
//! in ten seconds per seat, and never part of the game's numbered events.

// the room's helpers this file does not need are used by the other files
#[allow(dead_code)]
mod support;

use serde_json::{Value, json};

use ludo_online::chat::SAYINGS;
use support::{HOST, Net};

/// The host at seat 0, Ana at seat 1, a page that watches; the game started.
fn room() -> Net {
    let mut net = Net::open(json!({
        "options": { "preset": "classic" },
        "seats": [{ "kind": "person", "name": "Hana" }, { "kind": "friend" }],
        "delay": 0,
    }));
    net.join("a", "Ana", None);
    net.take_seat("a", 1);
    net.start(true);
    net.join("w", "", None);
    for g in net.guests.values_mut() {
        g.take_notes();
    }
    net.host.take_notes();
    net
}

/// What page `id` was told since it was last asked: chat lines and refusal codes.
fn heard(net: &mut Net, id: &str) -> (Vec<Value>, Vec<String>) {
    let notes = net.guests.get_mut(id).unwrap().take_notes();
    let chat = notes.iter().filter(|n| n["t"] == "chat").cloned().collect();
    let refused = notes
        .iter()
        .filter(|n| n["t"] == "refused")
        .map(|n| n["code"].as_str().unwrap().to_string())
        .collect();
    (chat, refused)
}

fn say(net: &mut Net, id: &str, what: &str) {
    let out = net.guests.get_mut(id).unwrap().say(what).unwrap();
    net.route(id, out);
    net.pump();
}

#[test]
fn a_friend_says_good_luck_and_every_page_hears_it_outside_the_game() {
    let mut net = room();
    let (seq, snap) = (net.host.seq(), net.host.snapshot());
    say(&mut net, "a", "goodLuck");
    let line = json!({ "t": "chat", "seat": 1, "say": "goodLuck" });
    assert_eq!(heard(&mut net, "a").0, vec![line.clone()]);
    assert_eq!(heard(&mut net, "w").0, vec![line.clone()]);
    assert!(net.host.take_notes().contains(&line));
    // no event, no change to the snapshot or the save
    assert_eq!(net.host.seq(), seq);
    assert_eq!(net.host.snapshot(), snap);
    assert!(!net.host.save().to_string().contains("goodLuck"));
    net.assert_mirrors();
    // the host's own screen speaks from its person's seat
    let out = net.host.say("thanks", net.now).unwrap();
    net.route(HOST, out);
    net.pump();
    let line = json!({ "t": "chat", "seat": 0, "say": "thanks" });
    assert_eq!(heard(&mut net, "a").0, vec![line]);
    assert_eq!(net.host.seq(), seq);
}

#[test]
fn an_unknown_id_and_a_watcher_are_refused_with_codes() {
    let mut net = room();
    net.send_raw("a", r#"{"t":"chat","say":"you lose"}"#);
    assert_eq!(heard(&mut net, "a").1, vec!["chat.unknown".to_string()]);
    assert!(heard(&mut net, "w").0.is_empty());
    // a page that watches may read, not send
    net.send_raw("w", r#"{"t":"chat","say":"oops"}"#);
    assert_eq!(heard(&mut net, "w").1, vec!["chat.watching".to_string()]);
    assert!(heard(&mut net, "a").0.is_empty());
    assert!(net.guests.get_mut("w").unwrap().say("oops").is_err());
    assert!(net.guests.get_mut("a").unwrap().say("free text").is_err());
    let e = net.host.say("free text", net.now).unwrap_err();
    assert_eq!(e.code, "chat.unknown");
    // a forged chat from the host with an unknown id is not shown
    let forged = r#"{"t":"chat","seat":0,"say":"<b>hi</b>"}"#;
    let mut a = net.clone_page("a");
    a.receive(HOST, forged);
    assert!(a.take_notes().iter().all(|n| n["t"] != "chat"));
}

#[test]
fn three_in_ten_seconds_then_slow_down_for_friends_and_the_host() {
    let mut net = room();
    for say_ in &SAYINGS[..4] {
        say(&mut net, "a", say_);
    }
    let (chat, refused) = heard(&mut net, "a");
    assert_eq!(chat.len(), 3);
    assert_eq!(refused, vec!["chat.rateLimited".to_string()]);
    let (chat, _) = heard(&mut net, "w");
    let said: Vec<&str> = chat.iter().map(|n| n["say"].as_str().unwrap()).collect();
    assert_eq!(
        said,
        SAYINGS[..3].to_vec(),
        "the fourth never reaches the others"
    );
    // the host's seat has a limit of its own, the same
    for say_ in &SAYINGS[..3] {
        assert!(net.host.say(say_, net.now).is_ok());
    }
    let e = net.host.say("oops", net.now).unwrap_err();
    assert_eq!(e.code, "chat.rateLimited");
    // ten seconds later each may talk again
    net.tick(10_000);
    assert!(net.host.say("oops", net.now).is_ok());
    say(&mut net, "a", "sad");
    assert_eq!(heard(&mut net, "a").0.len(), 1);
}
