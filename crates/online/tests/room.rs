//! Whole rooms on one machine: games played to the end with every page's mirror checked,
//! the host's refusals, rejoining by token, away friends, the host's autosave, spectators
//! and a tampered die.

mod support;

use serde_json::{Value, json};

use ludo_online::wire::{self, Draw, Ev, SeatKind, Stage, ToGuest};
use ludo_online::{Guest, Host, position_hash};
use support::{HOST, Net};

fn room(seats: Value) -> Net {
    Net::open(json!({ "options": { "preset": "classic" }, "seats": seats, "delay": 0 }))
}

/// The host at seat 0, friends at seats 1 and 2, a computer at seat 3; two friends seated.
fn three_pages() -> Net {
    let mut net = room(json!([
        { "kind": "person", "name": "Host" },
        { "kind": "friend" },
        { "kind": "friend" },
        { "kind": "computer", "level": "easy" },
    ]));
    net.join("a", "Ana", None);
    net.join("b", "Bo", None);
    net.take_seat("a", 1);
    net.take_seat("b", 2);
    net.start(true);
    net
}

#[test]
fn three_pages_play_a_whole_game_and_every_mirror_matches() {
    let mut net = three_pages();
    assert_eq!(net.host.stage(), Stage::Playing);
    net.assert_mirrors();
    net.play_out();
    assert_eq!(net.host.stage(), Stage::Over);
    net.assert_mirrors();
    assert_eq!(net.host.refusals(), 0);
    let draws = net.host.snapshot().dice.next;
    for g in net.guests.values() {
        assert_eq!(g.checked(), draws, "every die checked as it came");
        assert_eq!(g.status()["stage"], "over");
        assert_eq!(g.status()["dice"]["verified"], true);
    }
    let ranking = net.host.game().unwrap().engine().position().ranking().len();
    assert!(ranking >= 3, "the game ran to its end");
    // a whole game's snapshot (its history, replayed by a page) fits in one message
    let snap = wire::text(&ToGuest::Snapshot {
        snap: Box::new(net.host.snapshot()),
    });
    assert!(snap.len() < wire::HOST_LIMIT / 2, "{} bytes", snap.len());
    // and a page that opens the room now replays it, to the same position
    net.join("late", "Lee", None);
    net.assert_mirrors();
    assert_eq!(net.guests["late"].checked(), draws);
}

#[test]
fn two_pages_play_a_whole_game_with_an_open_seat() {
    let mut net = room(json!([{ "kind": "person" }, { "kind": "friend" }, { "kind": "friend" }]));
    net.join("a", "Ana", None);
    net.take_seat("a", 2);
    net.start(false);
    assert_eq!(net.host.snapshot().seats[1].kind, SeatKind::Open);
    net.play_out();
    net.assert_mirrors();
    assert_eq!(net.host.stage(), Stage::Over);
}

#[test]
fn the_seed_is_draw_zero_and_the_start_waits_for_a_friend() {
    let mut net = room(json!([{ "kind": "person" }, { "kind": "friend" }]));
    let e = net.host.start(true, net.now).unwrap_err();
    assert!(e.reason.contains("no friend"), "{e:?}");
    assert_eq!(e.code, "start.noFriend");
    net.join("a", "Ana", None);
    net.take_seat("a", 1);
    net.start(true);
    let seed = net.host.game().unwrap().engine().seed();
    assert_eq!(net.guests["a"].game().unwrap().engine().seed(), seed);
    assert_eq!(net.host.snapshot().dice.next, 1);
}

/// The host's game and event number, to hold against after a refusal.
fn held(net: &Net) -> (Value, u64) {
    (net.host.game().unwrap().state(), net.host.seq())
}

fn last_refusal(net: &mut Net, id: &str) -> String {
    last_code(net, id).1
}

/// The code and reason of the last refusal a page was told of.
fn last_code(net: &mut Net, id: &str) -> (String, String) {
    let notes = net.guests.get_mut(id).unwrap().take_notes();
    let r = notes.iter().rev().find(|n| n["t"] == "refused");
    let text = |n: &Value, k: &str| n[k].as_str().unwrap().to_string();
    r.map(|n| (text(n, "code"), text(n, "reason")))
        .unwrap_or_default()
}

#[test]
fn crafted_intents_are_refused_and_the_game_is_unchanged() {
    let mut net = three_pages();
    until_to_roll(&mut net, 1);
    let seq = net.host.seq();
    let next = net.host.snapshot().dice.next;
    let value = "ab".repeat(32);
    let cases: Vec<(&str, String, &str, &str)> = vec![
        (
            "b",
            json!({"t": "roll", "seq": seq, "reveal": value}).to_string(),
            "turn",
            "intent.outOfTurn",
        ),
        (
            "b",
            json!({"t": "move", "seq": seq, "id": 0}).to_string(),
            "turn",
            "intent.outOfTurn",
        ),
        (
            "a",
            json!({"t": "roll", "seq": seq - 1, "reveal": value}).to_string(),
            "stale",
            "intent.stale",
        ),
        (
            "a",
            json!({"t": "roll", "seq": seq, "reveal": value}).to_string(),
            "chain",
            "dice.badReveal",
        ),
        (
            "a",
            json!({"t": "move", "seq": seq, "id": 0}).to_string(),
            "roll",
            "intent.rollDue",
        ),
        (
            "a",
            json!({"t": "roll", "seq": seq, "reveal": value, "seat": 2}).to_string(),
            "malformed",
            "intent.malformed",
        ),
        (
            "a",
            json!({"t": "move", "seq": seq, "id": 0, "seat": 2}).to_string(),
            "malformed",
            "intent.malformed",
        ),
        ("a", "{{{ garbage".into(), "malformed", "intent.malformed"),
        (
            "a",
            "\u{0}\u{1}binary".into(),
            "malformed",
            "intent.malformed",
        ),
        (
            "a",
            json!({"t": "hello", "name": "x".repeat(5000), "token": null, "commit": value})
                .to_string(),
            "limit",
            "intent.tooLarge",
        ),
        (
            "a",
            json!({"t": "hello", "name": "Ana", "token": null, "commit": value}).to_string(),
            "already",
            "hello.again",
        ),
        (
            "a",
            json!({"t": "seat", "seat": 2}).to_string(),
            "has a seat",
            "seat.hasSeat",
        ),
        (
            "a",
            json!({"t": "reveal", "n": next + 3, "value": value}).to_string(),
            "not asked",
            "dice.notAsked",
        ),
    ];
    for (from, text, why, code) in cases {
        let before = held(&net);
        net.send_raw(from, &text);
        assert_eq!(held(&net), before, "{text}");
        let (got, reason) = last_code(&mut net, from);
        assert!(reason.contains(why), "{text}: {reason}");
        assert_eq!(got, code, "{text}: {reason}");
    }
    // an unknown move when a move is due
    let out = net.guests.get_mut("a").unwrap().roll().unwrap();
    net.route("a", out);
    net.pump();
    if net.host.game().unwrap().engine().position().phase() == ludo_engine::Phase::Move
        && net.host.game().unwrap().engine().position().seat_on_turn() == 1
    {
        let before = held(&net);
        let text = json!({"t": "move", "seq": net.host.seq(), "id": 99}).to_string();
        net.send_raw("a", &text);
        assert_eq!(held(&net), before);
        let (code, reason) = last_code(&mut net, "a");
        assert!(reason.contains("not one of"), "{reason}");
        assert_eq!(code, "intent.unknownMove");
    }
    net.assert_mirrors();
    net.play_out();
    net.assert_mirrors();
}

#[test]
fn a_spectator_watches_and_cannot_act() {
    let mut net = three_pages();
    net.join("s", "Sam", None);
    net.assert_mirrors();
    assert_eq!(net.guests["s"].status()["role"], "spectator");
    let before = held(&net);
    let seq = net.host.seq();
    net.send_raw(
        "s",
        &json!({"t": "roll", "seq": seq, "reveal": "00".repeat(32)}).to_string(),
    );
    net.send_raw("s", &json!({"t": "seat", "seat": 1}).to_string());
    assert_eq!(held(&net), before);
    let (code, reason) = last_code(&mut net, "s");
    assert!(reason.contains("not free"), "{reason}");
    assert_eq!(code, "room.full");
    net.play_out();
    net.assert_mirrors();
}

#[test]
fn a_flood_is_rate_limited_and_changes_nothing() {
    let mut net = three_pages();
    let before = held(&net);
    let refusals = net.host.refusals();
    flood(&mut net, "b");
    assert_eq!(held(&net), before);
    assert_eq!(net.host.refusals() - refusals, 2_000);
    let notes = net.guests.get_mut("b").unwrap().take_notes();
    let told = notes
        .iter()
        .filter(|n| n["reason"].as_str().is_some_and(|r| r.contains("too many")))
        .inspect(|n| assert_eq!(n["code"], "rate.limited"))
        .count();
    assert_eq!(told, 1, "a flood is told once");
    // after a pause the page is heard again
    net.tick(5_000);
    net.play_out();
    net.assert_mirrors();
}

#[test]
fn a_friend_who_reloads_gets_the_seat_back_and_a_computer_plays_it_after_a_minute() {
    let mut net = three_pages();
    for _ in 0..30 {
        net.step();
    }
    let token = net.guests["a"].token().unwrap().to_string();
    assert!(wire::is_token(&token));
    net.leave("a");
    assert!(!net.host.snapshot().seats[1].present);
    // back within the minute: the same seat, the game as it stands
    net.join("a2", "Ana", Some(token.clone()));
    assert_eq!(net.guests["a2"].status()["seat"], 1);
    net.assert_mirrors();
    // away for over a minute: a computer plays the seat; back again, the person plays
    net.leave("a2");
    net.tick(61_000);
    assert!(net.host.snapshot().seats[1].away);
    for _ in 0..40 {
        net.step();
    }
    net.join("a3", "Ana", Some(token));
    assert!(!net.host.snapshot().seats[1].away);
    assert_eq!(net.guests["a3"].status()["seat"], 1);
    net.play_out();
    net.assert_mirrors();
}

#[test]
fn a_friend_who_says_goodbye_is_away_at_once_and_gets_the_seat_back_by_token() {
    // a page that leaves the room says so: its connection may outlive it (matchbox), and
    // the host would otherwise show the friend present, and wait for them, for ever
    let mut net = three_pages();
    for _ in 0..10 {
        net.step();
    }
    let token = net.guests["a"].token().unwrap().to_string();
    // the page leaves: its goodbye is the last the host hears of it
    let out = net.guests.remove("a").unwrap().bye();
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].text, r#"{"t":"bye"}"#);
    net.route("a", out);
    net.pump();
    let seat = &net.host.snapshot().seats[1];
    assert!(!seat.present, "the friend shows away on the host's page");
    assert_eq!(seat.name, "Ana");
    // the page's lingering connection is no longer the seat's: what it sends is not heard
    let before = net.host.snapshot();
    net.send_raw("a", r#"{"t":"chat","say":"hello"}"#);
    assert_eq!(net.host.snapshot(), before);
    // back by the invite link: the same seat
    net.join("a2", "Ana", Some(token));
    assert_eq!(net.guests["a2"].status()["seat"], 1);
    assert!(net.host.snapshot().seats[1].present);
    net.play_out();
    net.assert_mirrors();
}

#[test]
fn the_host_comes_back_from_its_autosave_and_the_game_goes_on() {
    let mut net = three_pages();
    for _ in 0..25 {
        net.step();
    }
    let saved = net.host.save();
    let tokens: Vec<String> = ["a", "b"]
        .iter()
        .map(|id| net.guests[*id].token().unwrap().to_string())
        .collect();
    // the host's page closes: the friends see the game paused
    for g in net.guests.values_mut() {
        g.disconnected(HOST);
        assert_eq!(g.status()["paused"], true);
    }
    let pages: Vec<(String, Guest)> = std::mem::take(&mut net.guests).into_iter().collect();
    net.host = Host::restore(&saved, net.now).unwrap();
    // the friends' pages see the host again (same peers, kept mirrors)
    for (id, g) in pages {
        net.guests.insert(id.clone(), g);
        let out = net.host.connected(&id, net.now);
        net.route(HOST, out);
    }
    net.pump();
    assert_eq!(net.guests["a"].token(), Some(tokens[0].as_str()));
    assert_eq!(net.guests["b"].status()["paused"], false);
    net.assert_mirrors();
    net.play_out();
    net.assert_mirrors();
}

#[test]
fn a_host_who_leaves_tells_every_page_and_none_shows_the_game_paused() {
    let mut net = three_pages();
    for _ in 0..6 {
        net.step();
    }
    let out = net.host.close();
    net.route(HOST, out);
    net.pump();
    for g in net.guests.values_mut() {
        let notes = g.take_notes();
        assert!(notes.iter().any(|n| n["t"] == "closed"), "{notes:?}");
        assert_eq!(g.status()["closed"], true);
        // the host's connection then drops: the room is closed, not paused
        g.disconnected(HOST);
        assert_eq!(g.status()["paused"], false);
        assert!(!g.take_notes().iter().any(|n| n["t"] == "paused"));
    }
}

#[test]
fn a_friend_who_comes_after_the_start_takes_the_open_seat_at_the_next_turn() {
    let mut net = room(json!([
        { "kind": "person", "name": "Host" },
        { "kind": "friend" },
        { "kind": "friend" },
    ]));
    net.join("a", "Ana", None);
    net.take_seat("a", 1);
    net.start(false);
    let on_turn = |net: &Net| {
        let pos = net.host.game().unwrap().engine().position();
        (pos.seat_on_turn(), pos.phase())
    };
    // the open seat's computer has rolled and its move is due
    while on_turn(&net) != (2, ludo_engine::Phase::Move) {
        assert!(net.step());
    }
    net.join("c", "Cy", None);
    net.take_seat("c", 2);
    // every page shows the new name at once
    assert_eq!(net.host.snapshot().seats[2].name, "Cy");
    for g in net.guests.values() {
        assert_eq!(g.status()["seats"][2]["name"], "Cy");
    }
    // the computer plays its turn out: the page's move is refused meanwhile
    let id = net.guests["c"].game().unwrap().choose_move().unwrap() as u32;
    let seq = net.host.seq();
    let refusals = net.host.refusals();
    let out = net.guests.get_mut("c").unwrap().apply_move(id).unwrap();
    net.route("c", out);
    net.pump();
    assert_eq!((net.host.seq(), net.host.refusals()), (seq, refusals + 1));
    while on_turn(&net).0 == 2 {
        net.tick(1_000);
    }
    assert!(net.host.seq() > seq);
    // from the seat's next turn the friend plays it: no computer rolls for it
    while on_turn(&net) != (2, ludo_engine::Phase::Roll) {
        assert!(net.step());
    }
    let seq = net.host.seq();
    net.tick(1_000);
    net.tick(1_000);
    assert_eq!(net.host.seq(), seq);
    assert!(!net.host.snapshot().seats[2].away);
    let out = net.guests.get_mut("c").unwrap().roll().unwrap();
    net.route("c", out);
    net.pump();
    assert!(net.host.seq() > seq);
    net.play_out();
    net.assert_mirrors();
}

/// Plays until a computer's seat is on turn with a roll due.
fn until_computer_rolls(net: &mut Net) {
    while !(net.host.game().unwrap().engine().position().phase() == ludo_engine::Phase::Roll
        && net.host.snapshot().seats
            [net.host.game().unwrap().engine().position().seat_on_turn() as usize]
            .kind
            == SeatKind::Computer)
    {
        assert!(net.step());
    }
}

/// The host's page sends `msg` to every page, as a tampered host would.
fn broadcast(net: &mut Net, msg: &ToGuest) {
    let out = vec![ludo_online::Out {
        to: ludo_online::To::All,
        text: wire::text(msg),
    }];
    net.route(HOST, out);
    net.pump();
}

/// Every page stopped the game with `code`, kept the position it had checked (`hash`),
/// took nothing more from the host, and refuses to act.
fn assert_stopped(net: &mut Net, code: &str, hash: &Option<String>) {
    let seq = net.host.seq();
    // the host goes on; the pages no longer follow it
    for _ in 0..6 {
        net.step();
    }
    for (id, g) in net.guests.iter_mut() {
        let b = g.breach().unwrap_or_else(|| panic!("{id}: not caught"));
        assert_eq!(b.code, code, "{id}: {b:?}");
        assert_eq!(g.status()["breach"]["code"], code);
        assert_eq!(
            &g.game().map(position_hash),
            hash,
            "{id}: adopted something"
        );
        assert!(g.seq() <= seq, "{id}");
        let notes = g.take_notes();
        assert!(
            notes
                .iter()
                .any(|n| n["t"] == "breach" && n["code"] == code)
        );
        assert!(g.roll().is_err() && g.apply_move(0).is_err());
    }
}

#[test]
fn a_tampered_die_stops_the_game_and_nothing_is_adopted() {
    let mut net = three_pages();
    until_computer_rolls(&mut net);
    // the host's page claims a six for the computer without a valid draw
    let seat = net.host.game().unwrap().engine().position().seat_on_turn();
    let dice = net.host.snapshot().dice;
    let hash = net.host.game().map(position_hash);
    let forged = ToGuest::Event {
        seq: net.host.seq() + 1,
        hash: hash.clone().unwrap(),
        ev: Ev::Roll {
            seat,
            die: 6,
            draw: Draw {
                n: dice.next,
                host: "11".repeat(32),
                w: 0,
                value: dice.witnesses[0].last.clone(),
            },
        },
        clock: None,
    };
    broadcast(&mut net, &forged);
    for g in net.guests.values() {
        let fault = g.fault().expect("the forged die is caught");
        assert!(fault.contains("dice"), "{fault}");
        assert_eq!(g.status()["dice"]["verified"], false);
    }
    assert_stopped(&mut net, "host.dice", &hash);
}

#[test]
fn an_illegal_move_by_the_host_stops_the_game() {
    let mut net = three_pages();
    // the host's page plays a move for the seat on turn that the rules do not have
    while net.host.game().unwrap().engine().position().phase() != ludo_engine::Phase::Move {
        assert!(net.step());
    }
    let game = net.host.game().unwrap();
    let seat = game.engine().position().seat_on_turn();
    let legal: Vec<u32> = game.legal_moves().iter().map(|m| m.id as u32).collect();
    let illegal = (0..).find(|id| !legal.contains(id)).unwrap();
    let hash = net.host.game().map(position_hash);
    let next = net.host.seq() + 1;
    let forged = |ev| ToGuest::Event {
        seq: next,
        hash: hash.clone().unwrap(),
        ev,
        clock: None,
    };
    // a move out of turn, with a legal id, is as illegal
    let mut probe = net.clone_page("a");
    probe.receive(
        HOST,
        &wire::text(&forged(Ev::Move {
            seat: (seat + 1) % 4,
            id: legal[0],
        })),
    );
    assert_eq!(probe.breach().map(|b| b.code), Some("host.illegal"));
    broadcast(&mut net, &forged(Ev::Move { seat, id: illegal }));
    assert_stopped(&mut net, "host.illegal", &hash);
}

/// A change a forger makes to a snapshot.
type Forge = Box<dyn Fn(&mut wire::Snapshot)>;

#[test]
fn a_forged_snapshot_is_refused_and_nothing_is_adopted() {
    let mut net = three_pages();
    for _ in 0..20 {
        net.step();
    }
    // a move has been played
    while net.host.snapshot().history.iter().all(wire::Step::draws) {
        assert!(net.step());
    }
    let real = net.host.snapshot();
    let hash = net.host.game().map(position_hash);
    let forgeries: Vec<(&str, Forge)> = vec![
        // a six where the draw gave another die: a witness value that is not its chain's
        (
            "a die not from the draw",
            Box::new(|s: &mut wire::Snapshot| {
                let i = s.history.iter().rposition(|st| st.draws()).unwrap();
                if let wire::Step::Roll { value, .. } = &mut s.history[i] {
                    *value = "22".repeat(32);
                }
            }),
        ),
        // a move the rules do not allow at that point
        (
            "an illegal move",
            Box::new(|s: &mut wire::Snapshot| {
                let i = s.history.iter().rposition(|st| !st.draws()).unwrap();
                if let wire::Step::Move { id, .. } = &mut s.history[i] {
                    *id += 40;
                }
            }),
        ),
        // the right history with another position claimed
        (
            "a position its history does not give",
            Box::new(|s: &mut wire::Snapshot| s.hash = "0123456789abcdef".into()),
        ),
        // a history cut short, the dice left as they are
        (
            "a history that does not make its draws",
            Box::new(|s: &mut wire::Snapshot| {
                let i = s.history.iter().rposition(|st| st.draws()).unwrap();
                s.history.truncate(i);
            }),
        ),
    ];
    for (what, forge) in &forgeries {
        let mut snap = real.clone();
        forge(&mut snap);
        let mut probe = net.clone_page("a");
        probe.receive(
            HOST,
            &wire::text(&ToGuest::Snapshot {
                snap: Box::new(snap),
            }),
        );
        let b = probe.breach().unwrap_or_else(|| panic!("{what}: adopted"));
        assert_eq!(b.code, "host.snapshot", "{what}: {b:?}");
        assert_eq!(probe.game().map(position_hash), hash, "{what}");
    }
    // and a fresh page (a friend who reloads) refuses it as well
    let mut snap = real.clone();
    forgeries[1].1(&mut snap);
    let mut fresh = net.fresh_page("Ana");
    fresh.receive(
        HOST,
        &wire::text(&ToGuest::Snapshot {
            snap: Box::new(snap),
        }),
    );
    assert_eq!(fresh.breach().map(|b| b.code), Some("host.snapshot"));
    assert!(fresh.game().is_none());
    // the real one is taken
    let mut probe = net.clone_page("a");
    probe.receive(
        HOST,
        &wire::text(&ToGuest::Snapshot {
            snap: Box::new(real),
        }),
    );
    assert_eq!(probe.breach(), None);
    assert_eq!(probe.game().map(position_hash), hash);
}

#[test]
fn a_host_that_rewrites_the_history_is_caught() {
    let mut net = room(json!([
        { "kind": "person", "name": "Host" },
        { "kind": "friend" },
    ]));
    net.join("a", "Ana", None);
    net.take_seat("a", 1);
    net.start(true);
    // until the host's person has a choice of moves
    loop {
        let g = net.host.game().unwrap();
        let pos = g.engine().position();
        if pos.seat_on_turn() == 0
            && pos.phase() == ludo_engine::Phase::Move
            && g.legal_moves().len() >= 2
        {
            break;
        }
        assert!(net.step(), "no choice came up");
    }
    let ids: Vec<u32> = net
        .host
        .game()
        .unwrap()
        .legal_moves()
        .iter()
        .map(|m| m.id as u32)
        .collect();
    // the page saw one move; the host later claims it played the other
    let mut other = net.host.clone();
    let out = net.host.apply_move(ids[0], net.now).unwrap();
    net.route(HOST, out);
    net.pump();
    other.apply_move(ids[1], net.now).unwrap();
    let seen = net.guests["a"].game().map(position_hash);
    assert_eq!(seen, net.host.game().map(position_hash));
    let forged = other.snapshot();
    assert_eq!(forged.seq, net.host.seq());
    // a snapshot that is valid by itself
    assert!(ludo_online::mirror::replay(&net.host_commitment(), &forged).is_ok());
    broadcast(
        &mut net,
        &ToGuest::Snapshot {
            snap: Box::new(forged),
        },
    );
    assert_stopped(&mut net, "host.history", &seen);
}

#[test]
fn a_page_that_missed_events_catches_up_by_replaying_the_history() {
    let mut net = three_pages();
    let turn = |net: &Net| net.host.game().unwrap().engine().position().seat_on_turn();
    for _ in 0..10 {
        net.step();
    }
    while turn(&net) != 3 {
        assert!(net.step());
    }
    // the computer's turn: every message to one friend is lost on the way
    net.deaf = Some("b".into());
    while turn(&net) == 3 {
        assert!(net.step());
    }
    net.deaf = None;
    let before = net.guests["b"].seq();
    assert!(before < net.host.seq());
    // the next event shows the gap: the page asks for a snapshot and replays it
    assert!(net.step());
    assert!(net.guests["b"].seq() > before);
    assert!(net.guests["b"].status()["resyncs"].as_u64() >= Some(1));
    net.assert_mirrors();
    net.play_out();
    net.assert_mirrors();
}

#[test]
fn a_die_with_a_wrong_face_is_caught() {
    let net = three_pages();
    // honest draws, but the host announces another face for the next one
    let mut probe = net.guests["a"].clone();
    let seq = net.host.seq();
    let seat = net.host.game().unwrap().engine().position().seat_on_turn();
    let dice = net.host.snapshot().dice;
    let forged = ToGuest::Event {
        seq: seq + 1,
        hash: "x".into(),
        ev: Ev::Roll {
            seat,
            die: 7,
            draw: Draw {
                n: dice.next,
                host: dice.host.clone(),
                w: 0,
                value: dice.witnesses[0].last.clone(),
            },
        },
        clock: None,
    };
    probe.receive(HOST, &wire::text(&forged));
    assert!(probe.fault().is_some_and(|f| f.contains("dice")));
}

#[test]
fn names_from_friends_stay_text() {
    let mut net = room(json!([{ "kind": "person" }, { "kind": "friend" }]));
    net.join("a", "<img src=x onerror=1>", None);
    net.take_seat("a", 1);
    assert_eq!(net.host.snapshot().seats[1].name, "<img src=x onerror=1>");
    net.start(true);
    net.play_out();
    net.assert_mirrors();
}

#[test]
fn a_lost_reveal_is_asked_again_and_the_game_goes_on() {
    let mut net = room(json!([{ "kind": "computer" }, { "kind": "friend" }]));
    net.join("a", "Ana", None);
    net.take_seat("a", 1);
    // the witness's first answers are lost on the way
    let out = net.host.start(true, net.now).unwrap();
    let asks = out
        .iter()
        .filter(|o| o.text.contains("\"witness\""))
        .count();
    assert_eq!(asks, 1);
    net.route(
        HOST,
        out.into_iter()
            .filter(|o| !o.text.contains("\"witness\""))
            .collect(),
    );
    net.pump();
    assert_eq!(net.host.stage(), Stage::Lobby);
    net.tick(ludo_online::host::ASK_AGAIN);
    assert_eq!(net.host.stage(), Stage::Playing);
    net.play_out();
    net.assert_mirrors();
}

/// A friend's page that has met a host whose chain this test holds, and has been
/// welcomed as witness 0 beside witness 1 (another page).
fn page_of(host: &ludo_online::dice::Chain, other: &ludo_online::dice::Chain) -> Guest {
    use ludo_online::dice::{hex, room_id};
    let mut g = Guest::new(&room_id(&host.commitment()), "Ana", None);
    let hello = g.receive(
        HOST,
        &wire::text(&ToGuest::Host {
            commit: hex(&host.commitment()),
        }),
    );
    let commit = match wire::parse_to_host(&hello[0].text).unwrap() {
        wire::ToHost::Hello { commit, .. } => commit,
        m => panic!("{m:?}"),
    };
    let dice = wire::DiceState {
        next: 0,
        host: hex(&host.commitment()),
        witnesses: vec![
            wire::WitnessState {
                commit: commit.clone(),
                last: commit,
            },
            wire::WitnessState {
                commit: hex(&other.commitment()),
                last: hex(&other.commitment()),
            },
        ],
    };
    let snap = wire::Snapshot {
        seq: 0,
        hash: "lobby".into(),
        stage: Stage::Lobby,
        options: json!({}),
        seats: vec![],
        watching: 0,
        history: vec![],
        dice,
        round: 0,
        commit: None,
        clock: None,
    };
    let you = wire::You {
        seat: Some(1),
        token: None,
        witness: 0,
    };
    g.receive(
        HOST,
        &wire::text(&ToGuest::Welcome {
            you,
            snap: Box::new(snap),
        }),
    );
    assert_eq!(g.fault(), None);
    g
}

fn start_event(host: &ludo_online::dice::Chain, w: u32, value: &str) -> String {
    use ludo_online::dice::{self, hex, unhex};
    let h = host.value(1).unwrap();
    let bytes = dice::draw(0, &h, &unhex(value).unwrap());
    let options = json!({ "seats": 2, "seed": dice::seed(&bytes) });
    let game = ludo_api::Game::new(&options).unwrap();
    wire::text(&ToGuest::Event {
        seq: 1,
        hash: position_hash(&game),
        ev: Ev::Start {
            options,
            draw: Draw {
                n: 0,
                host: hex(&h),
                w,
                value: value.into(),
            },
        },
        clock: None,
    })
}

#[test]
fn a_host_that_asks_one_witness_and_draws_with_another_is_caught() {
    use ludo_online::dice::{Chain, hex};
    let (host, other) = (Chain::from_secret([1; 32]), Chain::from_secret([2; 32]));
    // honest: the value this page gave is the one used
    let mut g = page_of(&host, &other);
    let reveal = g.receive(HOST, &wire::text(&ToGuest::Witness { n: 0 }));
    let value = match wire::parse_to_host(&reveal[0].text).unwrap() {
        wire::ToHost::Reveal { n: 0, value } => value,
        m => panic!("{m:?}"),
    };
    // asked again, the same value
    let again = g.receive(HOST, &wire::text(&ToGuest::Witness { n: 0 }));
    assert_eq!(again[0].text, reveal[0].text);
    let mut honest = g.clone();
    honest.receive(HOST, &start_event(&host, 0, &value));
    assert_eq!(honest.fault(), None);
    assert!(honest.game().is_some());
    // the host asked this page, then drew with the other page's value
    g.receive(HOST, &start_event(&host, 1, &hex(&other.value(1).unwrap())));
    assert!(
        g.fault().unwrap().contains("asked of this page"),
        "{:?}",
        g.fault()
    );
    // a value of this page's chain it never gave
    let mut h = page_of(&host, &other);
    let guessed = "00".repeat(32);
    h.receive(HOST, &start_event(&host, 0, &guessed));
    assert!(
        h.fault().unwrap().contains("did not give"),
        "{:?}",
        h.fault()
    );
}

fn resyncs_only(out: &[ludo_online::Out]) -> bool {
    out.len() == 1
        && matches!(
            wire::parse_to_host(&out[0].text),
            Ok(wire::ToHost::Resync {})
        )
}

#[test]
fn a_page_whose_mirror_is_behind_the_room_asks_for_a_snapshot() {
    use ludo_online::dice::Chain;
    let (host, other) = (Chain::from_secret([1; 32]), Chain::from_secret([2; 32]));
    let mut g = page_of(&host, &other);
    // asked to witness draw 2 while its mirror has made none: events were missed, and the
    // host waits for this page; it gives no value and catches up (the host asks again)
    let out = g.receive(HOST, &wire::text(&ToGuest::Witness { n: 2 }));
    assert!(resyncs_only(&out), "{out:?}");
    assert_eq!(g.status()["resyncs"], 1);
    // an intent refused by a room four events further on
    let refused = |seq| {
        wire::text(&ToGuest::Refused {
            code: "intent.stale".into(),
            reason: "move: stale".into(),
            seq,
            detail: Default::default(),
        })
    };
    let out = g.receive(HOST, &refused(4));
    assert!(resyncs_only(&out), "{out:?}");
    assert_eq!(g.status()["resyncs"], 2);
    // refused by a room at this mirror's event: nothing to catch up
    assert!(g.receive(HOST, &refused(0)).is_empty());
    assert_eq!(g.status()["resyncs"], 2);
}

#[test]
fn a_draw_asked_again_and_answered_twice_is_made_once_and_nothing_is_refused() {
    let mut net = room(json!([{ "kind": "computer" }, { "kind": "friend" }]));
    net.join("a", "Ana", None);
    net.take_seat("a", 1);
    // the page is slow: the host asks again before the first answer arrives
    let out = net.host.start(true, net.now).unwrap();
    net.route(HOST, out);
    net.now += ludo_online::host::ASK_AGAIN;
    let again = net.host.tick(net.now);
    assert_eq!(again.len(), 1, "{again:?}");
    net.route(HOST, again);
    net.pump();
    assert_eq!(net.host.stage(), Stage::Playing);
    assert_eq!(net.host.refusals(), 0);
    assert_eq!(last_refusal(&mut net, "a"), "");
    net.play_out();
    net.assert_mirrors();
    assert_eq!(net.host.refusals(), 0);
}

/// Plays until `seat` is on turn with a roll due.
fn until_to_roll(net: &mut Net, seat: u8) {
    loop {
        let pos = net.host.game().unwrap().engine().position();
        if pos.seat_on_turn() == seat && pos.phase() == ludo_engine::Phase::Roll {
            return;
        }
        assert!(net.step(), "the game ended before seat {seat} was to roll");
    }
}

/// A page sends 2,000 stale moves at once.
fn flood(net: &mut Net, id: &str) {
    for i in 0..2_000 {
        net.send_raw(id, &json!({"t": "move", "seq": i, "id": 0}).to_string());
    }
}

#[test]
fn a_roll_dropped_in_a_flood_can_be_sent_again_and_is_played_once() {
    let mut net = three_pages();
    until_to_roll(&mut net, 2);
    flood(&mut net, "b");
    let seq = net.host.seq();
    let roll = |net: &mut Net| {
        let out = net.guests.get_mut("b").unwrap().roll().unwrap();
        net.route("b", out);
        net.pump();
    };
    roll(&mut net);
    assert_eq!(net.host.seq(), seq, "dropped without a word");
    // a moment later the player rolls again: the same value, now heard
    net.now += 5_000;
    roll(&mut net);
    assert_eq!(net.host.seq(), seq + 1);
    let last = net.host.take_notes().pop().unwrap();
    assert_eq!(
        (last["ev"]["t"].as_str(), last["ev"]["seat"].as_u64()),
        (Some("roll"), Some(2))
    );
    net.play_out();
    net.assert_mirrors();
}

#[test]
fn a_friend_asked_for_a_draw_is_heard_even_while_it_floods() {
    let mut net = three_pages();
    until_to_roll(&mut net, 0);
    flood(&mut net, "a");
    let seq = net.host.seq();
    // the host's person rolls: the draw is asked of the first friend, whose answer counts
    let out = net.host.roll(net.now).unwrap();
    net.route(HOST, out);
    net.pump();
    assert_eq!(net.host.seq(), seq + 1);
    assert!(!net.host.waiting_for_witness());
    net.tick(5_000);
    net.play_out();
    net.assert_mirrors();
}

#[test]
fn a_refused_roll_is_sent_again_with_the_same_value_and_a_late_refusal_spoils_nothing() {
    let mut net = three_pages();
    until_to_roll(&mut net, 1);
    let refused = |net: &mut Net| {
        let text = wire::text(&ToGuest::Refused {
            code: "intent.stale".into(),
            reason: "roll: stale".into(),
            seq: net.host.seq(),
            detail: Default::default(),
        });
        net.guests.get_mut("a").unwrap().receive(HOST, &text);
    };
    // the host refuses a roll: the roll sent again carries the same value, so refusing a
    // roll never gives the host another die to pick
    let first = net.guests.get_mut("a").unwrap().roll().unwrap();
    refused(&mut net);
    let again = net.guests.get_mut("a").unwrap().roll().unwrap();
    assert_eq!(again[0].text, first[0].text);
    // a refusal of an earlier message arrives after the roll went out: the roll's event
    // still checks out
    refused(&mut net);
    let seq = net.host.seq();
    net.route("a", again);
    net.pump();
    assert_eq!(net.host.seq(), seq + 1);
    assert_eq!(net.guests["a"].fault(), None);
    net.play_out();
    net.assert_mirrors();
}

#[test]
fn a_page_watches_without_a_name_and_takes_a_seat_with_one_press() {
    let mut net = room(json!([{ "kind": "person", "name": "Hana" }, { "kind": "friend" }]));
    // the invite opens: the page meets the room before any name is given
    net.join("a", "", None);
    let st = net.guests["a"].status();
    assert_eq!(st["role"], "spectator");
    assert_eq!(st["seats"][0]["name"], "Hana");
    assert_eq!(st["watching"], 1);
    assert_eq!(net.host.status()["watching"], 1);
    // a seat needs a name
    let out = net.guests.get_mut("a").unwrap().take_seat(1, None).unwrap();
    net.route("a", out);
    net.pump();
    assert_eq!(last_code(&mut net, "a").0, "hello.name");
    assert!(
        net.guests
            .get_mut("a")
            .unwrap()
            .take_seat(1, Some(""))
            .is_err()
    );
    // a name and one press
    let out = net
        .guests
        .get_mut("a")
        .unwrap()
        .take_seat(1, Some("Ana"))
        .unwrap();
    net.route("a", out);
    net.pump();
    let st = net.guests["a"].status();
    assert_eq!(
        (st["role"].as_str(), st["seat"].as_u64()),
        (Some("friend"), Some(1))
    );
    assert_eq!(net.host.snapshot().seats[1].name, "Ana");
    assert_eq!(st["watching"], 0);
    // another page watches; the players see it come and go
    net.join("s", "", None);
    assert_eq!(net.guests["a"].status()["watching"], 1);
    net.leave("s");
    assert_eq!(net.guests["a"].status()["watching"], 0);
    net.start(true);
    net.play_out();
    net.assert_mirrors();
}

/// Who is on turn, and whether a roll is due.
fn turn(net: &Net) -> (u8, bool) {
    let pos = net.host.game().unwrap().engine().position();
    (pos.seat_on_turn(), pos.phase() == ludo_engine::Phase::Roll)
}

/// The host's person acts once.
fn host_acts(net: &mut Net) {
    let game = net.host.game().unwrap();
    let out = if turn(net).1 {
        net.host.roll(net.now).unwrap()
    } else {
        let id = game.choose_move().unwrap() as u32;
        net.host.apply_move(id, net.now).unwrap()
    };
    net.route(HOST, out);
    net.pump();
}

fn timeouts(net: &mut Net) -> Vec<u64> {
    let notes = net.host.take_notes();
    notes
        .iter()
        .filter(|n| n["t"] == "timeout")
        .map(|n| n["misses"].as_u64().unwrap())
        .collect()
}

/// Hana hosts a room of two with a 10 s turn timer and no pause between computer
/// actions; Ana has taken the friend's seat, and the game has started.
fn timed_room() -> Net {
    let mut net = Net::open(json!({
        "options": { "preset": "classic" },
        "seats": [{ "kind": "person", "name": "Hana" }, { "kind": "friend" }],
        "delay": 0,
        "turnTime": 10_000,
    }));
    net.join("a", "Ana", None);
    net.take_seat("a", 1);
    net.start(true);
    net
}

#[test]
fn a_turn_timer_plays_for_an_idle_friend_and_the_computer_keeps_the_seat_after_three() {
    let mut net = timed_room();
    let mut missed: Vec<u64> = vec![];
    // the friend never acts: each of its actions waits out its clock, then the host plays
    // it; a turn whose roll ran out is a missed turn
    while missed.last() != Some(&3) {
        assert_ne!(net.host.stage(), Stage::Over);
        if turn(&net).0 == 0 {
            host_acts(&mut net);
            net.tick(1);
            continue;
        }
        // the friend's page is told how long it has, by the host's clock
        let (seat, left) = net.host.clock(net.now).expect("a person's action is timed");
        assert_eq!(seat, 1);
        assert!((9_000..=10_000).contains(&left), "{left}");
        let seq = net.host.seq();
        net.tick(left - 1);
        assert_eq!(net.host.seq(), seq, "nothing happens before the time is up");
        net.tick(1);
        assert!(net.host.seq() > seq, "the host played for the seat");
        missed.extend(timeouts(&mut net));
    }
    missed.dedup();
    assert_eq!(missed, [1, 2, 3]);
    // after three in a row the computer keeps the seat: no clock, no waiting
    while turn(&net).0 != 1 {
        host_acts(&mut net);
        net.tick(1);
    }
    assert_eq!(net.host.clock(net.now), None);
    let seq = net.host.seq();
    net.tick(1);
    assert!(net.host.seq() > seq, "the computer plays the seat at once");
    // until the friend acts again: then its actions are its own, and timed again
    while turn(&net) != (1, true) {
        if turn(&net).0 == 0 {
            host_acts(&mut net);
        }
        net.tick(1);
    }
    let out = net.guests.get_mut("a").unwrap().roll().unwrap();
    net.route("a", out);
    net.pump();
    net.tick(1);
    if turn(&net).0 == 1 {
        assert!(
            net.host.clock(net.now).is_some(),
            "timed again once the friend acts"
        );
    }
    assert!(timeouts(&mut net).is_empty());
    net.assert_mirrors();
    // the friend's page heard every clock the host set for it
    let notes = net.guests.get_mut("a").unwrap().take_notes();
    assert!(
        notes
            .iter()
            .any(|n| n["t"] == "clock" && n["seat"] == 1 && n["left"] == 10_000)
    );
}

/// Whether every page of the room sees seat `seat` kept by the computer after missed turns.
fn idle_everywhere(net: &Net, seat: usize) -> Vec<bool> {
    let mut seen = vec![net.host.status()["seats"][seat]["idle"] == true];
    seen.extend(
        net.guests
            .values()
            .map(|g| g.status()["seats"][seat]["idle"] == true),
    );
    seen
}

/// The timed room once Ana has let three turns in a row run out.
fn friend_idle() -> Net {
    let mut net = timed_room();
    let mut missed = 0;
    while missed < 3 {
        assert_ne!(net.host.stage(), Stage::Over);
        if turn(&net).0 == 0 {
            host_acts(&mut net);
        } else {
            assert_eq!(idle_everywhere(&net, 1), [false, false]);
            net.tick(10_000);
            missed = missed.max(timeouts(&mut net).into_iter().max().unwrap_or(0));
        }
        net.tick(1);
    }
    net.tick(1);
    net
}

#[test]
fn the_computer_keeping_an_idle_seat_is_told_and_one_word_from_its_person_takes_it_back() {
    let mut net = friend_idle();
    assert_eq!(
        idle_everywhere(&net, 1),
        [true, true],
        "every page says the computer keeps Ana's seat"
    );
    assert_eq!(idle_everywhere(&net, 0), [false, false]);
    // Ana is back, whoever is on turn: one word, not a roll or a move that may be refused
    let out = net.guests.get_mut("a").unwrap().back().unwrap();
    net.route("a", out);
    net.pump();
    net.tick(1);
    assert_eq!(idle_everywhere(&net, 1), [false, false]);
    to_friends_roll(&mut net);
    assert!(
        net.host.clock(net.now).is_some(),
        "Ana's roll is hers, and timed"
    );
    // the host's own person, idle in turn, is back the same way
    for _ in 0..2000 {
        if idle_everywhere(&net, 0) == [true, true] {
            break;
        }
        assert_ne!(net.host.stage(), Stage::Over);
        if turn(&net).0 == 1 {
            let out = if turn(&net).1 {
                net.guests.get_mut("a").unwrap().roll().unwrap()
            } else {
                let id = net.host.game().unwrap().choose_move().unwrap() as u32;
                net.guests.get_mut("a").unwrap().apply_move(id).unwrap()
            };
            net.route("a", out);
            net.pump();
        } else {
            net.tick(10_000);
        }
        net.tick(1);
    }
    assert_eq!(idle_everywhere(&net, 0), [true, true]);
    net.host.back();
    net.tick(1);
    assert_eq!(idle_everywhere(&net, 0), [false, false]);
    net.assert_mirrors();
}

#[test]
fn a_person_back_while_their_move_is_due_plays_it_on_the_clock() {
    // the rooms' dice are fresh each run: play rooms until Ana is back with a move due
    // (about one in five), so the case is met every run
    let mut net = (0..200)
        .map(|_| friend_idle())
        .find(|net| turn(net) == (1, false))
        .expect("a room where Ana comes back with a move due");
    assert_eq!(net.host.clock(net.now), None, "the computer keeps the seat");
    let out = net.guests.get_mut("a").unwrap().back().unwrap();
    net.route("a", out);
    net.pump();
    assert_eq!(
        net.host.clock(net.now),
        Some((1, 10_000)),
        "Ana's move is hers, and timed"
    );
    net.guests.get_mut("a").unwrap().take_notes();
    net.tick(1);
    assert_eq!(idle_everywhere(&net, 1), [false, false]);
    let notes = net.guests.get_mut("a").unwrap().take_notes();
    assert!(
        notes.iter().any(|n| n["t"] == "clock" && n["seat"] == 1),
        "Ana's page is told her clock runs: {notes:?}"
    );
    // she lets it run out: the host plays her move, and the turn was not missed
    let seq = net.host.snapshot().seq;
    net.tick(10_000);
    assert_eq!(timeouts(&mut net), [0]);
    assert!(net.host.snapshot().seq > seq, "her move was played");
    net.assert_mirrors();
}

#[test]
fn the_turn_timer_is_set_in_the_lobby_and_not_once_the_game_is_on() {
    let mut net = room(json!([{ "kind": "person", "name": "Hana" }, { "kind": "friend" }]));
    assert_eq!(net.host.status()["turnTime"], 0);
    assert_eq!(
        net.host.set_turn_time(120_001).unwrap_err().code,
        "intent.malformed"
    );
    net.host.set_turn_time(15_000).unwrap();
    assert_eq!(net.host.status()["turnTime"], 15_000);
    net.join("a", "Ana", None);
    net.take_seat("a", 1);
    net.start(true);
    while turn(&net).0 != 1 {
        host_acts(&mut net);
        net.tick(1);
    }
    let (seat, left) = net
        .host
        .clock(net.now)
        .expect("the friend's action is timed");
    assert_eq!(seat, 1);
    assert!((14_000..=15_000).contains(&left), "{left}");
    assert_eq!(net.host.set_turn_time(0).unwrap_err().code, "start.started");
    // the autosave keeps the setting
    assert_eq!(net.host.save()["turnTime"], 15_000);
}

#[test]
fn a_rematch_plays_a_new_game_with_the_same_seats_on_fresh_dice_chains() {
    let mut net = three_pages();
    net.join("s", "", None);
    net.play_out();
    net.assert_mirrors();
    let seats = net.host.snapshot().seats;
    let first = net.host.commitment();
    let room = net.room();
    // not before the end
    let mut early = three_pages();
    assert_eq!(
        early.host.rematch(early.now).unwrap_err().code,
        "rematch.notOver"
    );
    let out = net.host.rematch(net.now).unwrap();
    net.route(HOST, out);
    net.pump();
    // a fresh chain for the host, the room the same
    assert_ne!(net.host.commitment(), first);
    assert_eq!(net.room(), room);
    assert_eq!(net.host.stage(), Stage::Lobby);
    // every page answered with a fresh chain of its own: three witnesses in the new game
    assert_eq!(net.host.snapshot().dice.witnesses.len(), 3);
    net.tick(1);
    assert_eq!(net.host.stage(), Stage::Playing);
    assert_eq!(net.host.snapshot().seats, seats);
    assert_eq!(
        net.host.snapshot().history.len(),
        1,
        "the new game's seed only"
    );
    net.assert_mirrors();
    for g in net.guests.values() {
        assert_eq!(g.checked(), 1, "the new seed was checked");
    }
    net.play_out();
    net.assert_mirrors();
    assert_eq!(net.guests["s"].status()["role"], "spectator");
    // a page that arrives now replays the second game from its commitment, and a friend
    // who reloads gets the seat back: neither is refused anything
    net.join("late", "", None);
    let token = net.guests["a"].token().map(str::to_string);
    net.leave("a");
    net.join("a", "Ana", token);
    net.assert_mirrors();
    for id in ["late", "a"] {
        let notes = net.guests.get_mut(id).unwrap().take_notes();
        assert!(notes.iter().all(|n| n["t"] != "refused"), "{id}: {notes:?}");
    }
    assert_eq!(net.guests["a"].status()["seat"], 1);
    // a second rematch: the same again
    let out = net.host.rematch(net.now).unwrap();
    net.route(HOST, out);
    net.pump();
    net.tick(1);
    net.play_out();
    net.assert_mirrors();
}

#[test]
fn a_page_that_missed_a_rematch_catches_up_from_the_snapshot() {
    let mut net = three_pages();
    net.play_out();
    net.deaf = Some("b".into());
    let out = net.host.rematch(net.now).unwrap();
    net.route(HOST, out);
    net.pump();
    net.deaf = None;
    // the next event shows Bo's page it is behind: it asks for the room, replays it, and
    // sends a fresh chain of its own
    net.tick(1);
    assert_eq!(net.guests["b"].status()["stage"], "playing");
    assert_eq!(net.host.snapshot().dice.witnesses.len(), 2);
    net.play_out();
    net.assert_mirrors();
}

#[test]
fn the_host_comes_back_after_a_rematch() {
    let mut net = three_pages();
    net.play_out();
    let out = net.host.rematch(net.now).unwrap();
    net.route(HOST, out);
    net.pump();
    net.tick(1);
    for _ in 0..10 {
        net.step();
    }
    let room = net.room();
    let saved = net.host.save();
    net.host = Host::restore(&saved, net.now).unwrap();
    assert_eq!(net.room(), room);
    assert_eq!(
        net.host.commitment(),
        Host::restore(&saved, 0).unwrap().commitment()
    );
}

#[test]
fn a_greeting_lost_as_the_channel_opens_is_sent_again_and_the_friend_is_seated() {
    let mut net = room(json!([{ "kind": "person", "name": "Host" }, { "kind": "friend" }]));
    // the host's greeting to the page is lost: the page has not met the host
    net.deaf = Some("a".into());
    net.join("a", "Ana", None);
    net.deaf = None;
    assert_eq!(net.guests["a"].status()["connected"], false);
    net.tick(ludo_online::host::GREET_AGAIN - 1);
    assert_eq!(
        net.guests["a"].status()["joined"],
        false,
        "greeted again too soon"
    );
    net.tick(1);
    assert_eq!(net.guests["a"].status()["joined"], true);
    net.take_seat("a", 1);
    net.start(true);
    assert_eq!(net.host.stage(), Stage::Playing);
    net.play_out();
    net.assert_mirrors();
    assert_eq!(net.host.refusals(), 0);
}

#[test]
fn a_page_that_said_hello_is_not_greeted_again() {
    let mut net = room(json!([{ "kind": "person", "name": "Host" }, { "kind": "friend" }]));
    net.join("a", "Ana", None);
    assert_eq!(net.guests["a"].status()["joined"], true);
    // a page refused for its name was heard too: it is not greeted (and refused) again
    let bad = "x".repeat(wire::MAX_NAME + 1);
    net.deaf = Some("b".into());
    net.join("b", &bad, None);
    net.deaf = None;
    net.tick(ludo_online::host::GREET_AGAIN);
    let refusals = net.host.refusals();
    assert_eq!(refusals, 1, "b's hello was refused once");
    for _ in 0..5 {
        let out = net.host.tick(net.now + 10 * ludo_online::host::GREET_AGAIN);
        assert!(
            out.iter().all(|o| !o.text.contains("\"t\":\"host\"")),
            "{out:?}"
        );
    }
}

#[test]
fn a_hello_on_the_way_when_the_host_greets_again_is_let_go() {
    let mut host = Host::open(
        &json!({ "options": { "preset": "classic" }, "seats": [{ "kind": "person", "name": "Host" }, { "kind": "friend" }] }),
        ludo_online::dice::fresh_secret(),
    )
    .unwrap();
    let mut page = Guest::new(&host.room(), "Ana", None);
    let greeting = host.connected("a", 0);
    let hello = page.receive(HOST, &greeting[0].text);
    assert!(hello[0].text.contains("\"t\":\"hello\""));
    // the hello is slow: the host greets again before it arrives
    let again = host.tick(ludo_online::host::GREET_AGAIN);
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].text, greeting[0].text);
    let answers = host.receive("a", &hello[0].text, ludo_online::host::GREET_AGAIN + 1);
    // the page answers the second greeting with the same hello, which changes nothing
    let hello_again = page.receive(HOST, &again[0].text);
    assert_eq!(hello_again[0].text, hello[0].text);
    let none = host.receive(
        "a",
        &hello_again[0].text,
        ludo_online::host::GREET_AGAIN + 2,
    );
    assert!(none.is_empty(), "{none:?}");
    assert_eq!(host.refusals(), 0);
    for a in answers {
        page.receive(HOST, &a.text);
    }
    assert_eq!(page.status()["joined"], true);
    // once welcomed, a late greeting is not answered
    assert!(page.receive(HOST, &again[0].text).is_empty());
    // a hello with another chain is still refused
    let other = Guest::new(&host.room(), "Ana", None).receive(HOST, &greeting[0].text);
    let refused = host.receive("a", &other[0].text, ludo_online::host::GREET_AGAIN + 3);
    assert!(refused[0].text.contains("hello.again"), "{refused:?}");
}

/// The timed room played on (the host acting, Ana moving) until Ana is to roll.
fn to_friends_roll(net: &mut Net) {
    while turn(net) != (1, true) {
        assert_ne!(net.host.stage(), Stage::Over);
        if turn(net).0 == 0 {
            host_acts(net);
        } else {
            let g = net.guests.get_mut("a").unwrap();
            let out = g
                .apply_move(g.game().unwrap().choose_move().unwrap() as u32)
                .unwrap();
            net.route("a", out);
            net.pump();
        }
        net.tick(1);
    }
}

/// A room of two with a 10 s turn timer, brought to the friend's roll.
fn timed_room_at_the_friends_roll() -> Net {
    let mut net = timed_room();
    to_friends_roll(&mut net);
    net
}

/// The clock notes a page was given, as (seat, left).
fn clock_notes(g: &mut Guest) -> Vec<(u64, u64)> {
    g.take_notes()
        .iter()
        .filter(|n| n["t"] == "clock")
        .map(|n| (n["seat"].as_u64().unwrap(), n["left"].as_u64().unwrap()))
        .collect()
}

#[test]
fn the_host_reopened_keeps_the_turns_deadline_and_it_runs_out() {
    let mut net = timed_room_at_the_friends_roll();
    net.tick(4_000);
    let left = net.host.clock(net.now).unwrap().1;
    assert!(left < 10_000);
    let saved = net.host.save();
    let pages: Vec<(String, Guest)> = std::mem::take(&mut net.guests).into_iter().collect();
    net.host = Host::restore(&saved, net.now).unwrap();
    // the host's own page shows the countdown again
    let notes = net.host.take_notes();
    assert!(
        notes.iter().any(|n| n["t"] == "clock" && n["left"] == left),
        "{notes:?}"
    );
    for (id, mut g) in pages {
        g.disconnected(HOST);
        g.take_notes();
        net.guests.insert(id.clone(), g);
        let out = net.host.connected(&id, net.now);
        net.route(HOST, out);
    }
    net.pump();
    // what was left before the host went away, to the millisecond (about 6 s: whether the
    // turn passed on the tick before or after the last move depends on the order the
    // pages' messages are routed in)
    assert!((5_990..=6_000).contains(&left), "{left}");
    assert_eq!(net.host.clock(net.now), Some((1, left)));
    // the page that comes back to the host is told what is left of the one deadline
    assert_eq!(
        clock_notes(net.guests.get_mut("a").unwrap()).last(),
        Some(&(1, left))
    );
    let seq = net.host.seq();
    net.tick(left - 1);
    assert_eq!(net.host.seq(), seq);
    net.tick(1);
    assert!(
        net.host.seq() > seq,
        "the turn ran out and the host played it"
    );
}

#[test]
fn a_friend_who_reloads_mid_turn_sees_the_same_deadline_as_everyone() {
    let mut net = timed_room_at_the_friends_roll();
    net.join("w", "", None);
    net.tick(4_000);
    let left = net.host.clock(net.now).unwrap().1;
    assert!(left < 10_000);
    for g in net.guests.values_mut() {
        g.take_notes();
    }
    let token = net.guests["a"].token().unwrap().to_string();
    net.leave("a");
    net.join("a", "Ana", Some(token));
    // the host keeps its deadline; every page, the reloaded one too, is told what is left
    assert_eq!(net.host.clock(net.now), Some((1, left)));
    for id in ["a", "w"] {
        let clocks = clock_notes(net.guests.get_mut(id).unwrap());
        assert!(!clocks.is_empty(), "{id} has a countdown");
        assert!(clocks.iter().all(|&c| c == (1, left)), "{id}: {clocks:?}");
    }
}

/// Issue "six players and teams", RULINGS.md "Six arms and teams": a room of six seats on
/// six arms, in three teams of partners sitting opposite, plays to its end with every
/// page's mirror the host's, and its places go by team.
#[test]
fn six_pages_play_a_six_arm_team_game_and_every_mirror_matches() {
    let mut net = Net::open(json!({
        "options": { "preset": "classic", "rules": { "arms": 6, "teams": true } },
        "seats": [
            { "kind": "person", "name": "Host" },
            { "kind": "friend" },
            { "kind": "friend" },
            { "kind": "friend" },
            { "kind": "friend" },
            { "kind": "computer", "level": "hard" },
        ],
        "delay": 0,
    }));
    for (i, (id, name)) in [("a", "Ana"), ("b", "Bo"), ("c", "Cy"), ("d", "Di")]
        .iter()
        .enumerate()
    {
        net.join(id, name, None);
        net.take_seat(id, i as u8 + 1);
    }
    // the lobby names the teams before the game exists: every page, as the engine seats them
    let teams = json!([[0, 3], [1, 4], [2, 5]]);
    assert_eq!(net.host.status()["partners"], teams);
    for id in ["a", "b", "c", "d"] {
        assert_eq!(net.guests[id].status()["partners"], teams, "{id}");
    }
    net.start(true);
    assert_eq!(net.host.stage(), Stage::Playing);
    net.assert_mirrors();
    net.play_out();
    assert_eq!(net.host.stage(), Stage::Over);
    net.assert_mirrors();
    assert_eq!(net.host.refusals(), 0);
    let engine = net.host.game().unwrap().engine();
    let pos = engine.position();
    assert_eq!(pos.partner(0), Some(3), "seats 1 and 4 are partners");
    let ranking = pos.ranking();
    assert!(ranking.len() >= 2, "the first team finished: {ranking:?}");
    assert_eq!(
        pos.partner(ranking[0]),
        Some(ranking[1]),
        "a team takes its places together: {ranking:?}"
    );
}

/// Issue "six players and teams": a room's seats must make a game: six seats on the
/// four-arm board, or teams with three seats, are refused as the room opens, naming the
/// engine's refusal.
#[test]
fn a_room_whose_seats_and_switches_make_no_game_is_refused() {
    let friend = json!({ "kind": "friend" });
    for (rules, seats) in [
        (json!({}), 6),
        (json!({ "teams": true }), 3),
        (json!({ "arms": 6, "teams": true }), 5),
    ] {
        let mut list = vec![json!({ "kind": "person" })];
        list.extend(std::iter::repeat_n(friend.clone(), seats - 1));
        let config = json!({ "options": { "preset": "classic", "rules": rules }, "seats": list });
        let err = Host::open(&config, ludo_online::dice::fresh_secret()).expect_err("refused");
        assert_eq!(
            err.code, "room.setup",
            "{rules} with {seats} seats: {err:?}"
        );
    }
    let seven = json!({ "options": { "rules": { "arms": 6 } }, "seats": vec![friend; 7] });
    let err = Host::open(&seven, ludo_online::dice::fresh_secret()).expect_err("refused");
    assert_eq!(err.code, "room.config", "{err:?}");
}

/// Issue "six players and teams", RULINGS.md "Six arms and teams": a lobby of four in
/// teams names partners sitting opposite (seats 1 and 3, 2 and 4); without teams it names
/// none.
#[test]
fn a_lobby_names_the_teams_only_when_partners_play() {
    let seats = json!([
        { "kind": "person", "name": "Host" },
        { "kind": "friend" },
        { "kind": "computer", "level": "easy" },
        { "kind": "friend" },
    ]);
    for (rules, partners) in [
        (json!({ "teams": true }), json!([[0, 2], [1, 3]])),
        (json!({}), Value::Null),
    ] {
        let config = json!({ "options": { "preset": "classic", "rules": rules }, "seats": seats });
        let host = Host::open(&config, ludo_online::dice::fresh_secret()).expect("opens");
        assert_eq!(host.status()["partners"], partners, "{rules}");
    }
    // options that make no game (a guest's from a hostile snapshot) name no teams
    assert_eq!(ludo_online::partners(&json!("teams"), 4), Value::Null);
    assert_eq!(
        ludo_online::partners(&json!({ "rules": { "teams": true } }), 3),
        Value::Null
    );
}
