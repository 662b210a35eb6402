//! One room: the host's page and its friends' pages, each a task with its own
//! matchbox socket, running ludo-online's `Host` or `Guest` as the browser module does
//! (crates/online-web/src/room.rs), and playing as fast as `think` allows.

use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures::StreamExt;
use futures::channel::mpsc::{UnboundedReceiver, UnboundedSender};
use matchbox_socket::{Packet, PeerId, PeerState, RtcIceServerConfig, WebRtcSocket};
use serde_json::json;
use smol::Timer;

use ludo_api::Game;
use ludo_engine::Phase;
use ludo_online::dice::fresh_secret;
use ludo_online::wire::{SeatKind, Stage, ToGuest, parse_to_guest};
use ludo_online::{Guest, Host, Out, To, position_hash};

use crate::stats;

/// The run's settings.
#[derive(Clone, Debug)]
pub struct Config {
    pub signal: String,
    pub rooms: usize,
    pub seats: usize,
    pub secs: u64,
    pub think_ms: u64,
    pub stall_secs: u64,
}

/// What the pages of one room share: the host's send times and the end of the game.
struct Shared {
    sent: Mutex<HashMap<u64, Instant>>,
    /// Set at the run's end: the pages stop acting.
    stopping: AtomicBool,
    /// The host's last event once the room ends (`u64::MAX` before).
    final_seq: AtomicU64,
    final_hash: Mutex<Option<String>>,
    guests_done: AtomicUsize,
}

fn epoch() -> Instant {
    static EPOCH: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    *EPOCH.get_or_init(Instant::now)
}

/// The protocol's clock, in milliseconds.
fn now_ms() -> u64 {
    epoch().elapsed().as_millis() as u64 + 1_000
}

/// A page's connection: the socket, its channel and the pages it knows.
struct Link {
    socket: WebRtcSocket,
    tx: UnboundedSender<(PeerId, Packet)>,
    rx: UnboundedReceiver<(PeerId, Packet)>,
    peers: HashMap<String, PeerId>,
}

enum Wake {
    Msg(Option<(PeerId, Packet)>),
    Tick,
}

impl Link {
    fn open(signal: &str, room: &str) -> Link {
        let url = format!("{}/{room}", signal.trim_end_matches('/'));
        // no STUN server: every page is on this machine (as the browser tests' `ice=none`)
        let no_ice = RtcIceServerConfig {
            urls: vec![],
            username: None,
            credential: None,
        };
        let (mut socket, message_loop) = WebRtcSocket::builder(url)
            .ice_server(no_ice)
            .reconnect_attempts(Some(3))
            .add_reliable_channel()
            .build();
        smol::spawn(message_loop).detach();
        let (tx, rx) = socket
            .take_channel(0)
            .expect("the reliable channel")
            .split();
        Link {
            socket,
            tx,
            rx,
            peers: HashMap::new(),
        }
    }

    /// The next message, or a tick every 20 ms.
    async fn wake(&mut self, ticker: &mut Timer) -> Wake {
        let rx = &mut self.rx;
        smol::future::or(async { Wake::Msg(rx.next().await) }, async {
            ticker.next().await;
            Wake::Tick
        })
        .await
    }

    fn send(&mut self, out: Vec<Out>) {
        for o in out {
            let packet: Packet = o.text.into_bytes().into();
            let targets: Vec<PeerId> = match &o.to {
                To::Peer(p) => self.peers.get(p).copied().into_iter().collect(),
                To::All => self.peers.values().copied().collect(),
            };
            for peer in targets {
                let _ = self.tx.unbounded_send((peer, packet.clone()));
            }
        }
    }

    /// Peers connected and gone since the last call.
    fn changes(&mut self) -> Vec<(String, bool)> {
        let changes = self.socket.try_update_peers().unwrap_or_default();
        let mut out = vec![];
        for (peer, state) in changes {
            let id = peer.to_string();
            let up = state == PeerState::Connected;
            if up {
                self.peers.insert(id.clone(), peer);
            } else {
                self.peers.remove(&id);
            }
            out.push((id, up));
        }
        out
    }
}

/// Whether `seat` is on turn in `game`, and whether it rolls (else it moves).
fn on_turn(game: Option<&Game>, seat: u8) -> Option<bool> {
    let pos = game?.engine().position();
    match pos.phase() {
        Phase::Over => None,
        p if pos.seat_on_turn() == seat => Some(p == Phase::Roll),
        _ => None,
    }
}

/// Rooms one after another on this slot until the run's end.
pub async fn slot(cfg: Arc<Config>, end: Instant) {
    while Instant::now() < end {
        let friends = vec![json!({ "kind": "friend" }); cfg.seats - 1];
        let mut seats = vec![json!({ "kind": "person", "name": "Host" })];
        seats.extend(friends);
        let config = json!({ "options": { "preset": "classic" }, "seats": seats, "delay": 0 });
        let host = Host::open(&config, fresh_secret()).expect("a room opens");
        let shared = Arc::new(Shared {
            sent: Mutex::new(HashMap::new()),
            stopping: AtomicBool::new(false),
            final_seq: AtomicU64::new(u64::MAX),
            final_hash: Mutex::new(None),
            guests_done: AtomicUsize::new(0),
        });
        stats::add(|t| t.rooms_opened += 1);
        let room = host.room();
        let guests: Vec<_> = (1..cfg.seats)
            .map(|seat| {
                let (cfg, shared, room) = (cfg.clone(), shared.clone(), room.clone());
                smol::spawn(guest_page(cfg, shared, room, seat as u8, end))
            })
            .collect();
        host_page(&cfg, &shared, host, end).await;
        for g in guests {
            g.await;
        }
    }
}

/// The host's page: starts once every friend is seated, plays seat 0, ends the room when
/// the game is over, the run ends or the room stalls, and serves its friends until they
/// have every event.
async fn host_page(cfg: &Config, shared: &Shared, mut host: Host, end: Instant) {
    let mut link = Link::open(&cfg.signal, &host.room());
    let mut ticker = Timer::interval(Duration::from_millis(20));
    let opened = Instant::now();
    let (mut last_seq, mut moved_at, mut acted_seq) = (0, Instant::now(), u64::MAX);
    let (mut ended, mut stop_at): (Option<Instant>, Option<Instant>) = (None, None);
    loop {
        match link.wake(&mut ticker).await {
            Wake::Msg(None) => break,
            Wake::Msg(Some((peer, packet))) => {
                let id = peer.to_string();
                link.peers.entry(id.clone()).or_insert(peer);
                let text = String::from_utf8_lossy(&packet).into_owned();
                let out = host.receive(&id, &text, now_ms());
                host_send(&mut link, shared, out);
            }
            Wake::Tick => {
                for (id, up) in link.changes() {
                    let out = if up {
                        host.connected(&id, now_ms())
                    } else {
                        host.disconnected(&id, now_ms())
                    };
                    host_send(&mut link, shared, out);
                }
                let out = host.tick(now_ms());
                let again = out
                    .iter()
                    .filter(|o| o.text.contains("\"t\":\"host\""))
                    .count();
                if again > 0 {
                    stats::add(|t| t.greeted_again += again as u64);
                }
                host_send(&mut link, shared, out);
                if host.seq() != last_seq {
                    (last_seq, moved_at) = (host.seq(), Instant::now());
                }
                if let Some(at) = ended {
                    let done = shared.guests_done.load(Ordering::SeqCst) + 1 >= cfg.seats;
                    if done || at.elapsed() > Duration::from_secs(15) {
                        break;
                    }
                    continue;
                }
                if host.stage() == Stage::Lobby {
                    try_start(&mut host, &mut link, shared, opened);
                }
                let stalled = host.stage() == Stage::Playing
                    && moved_at.elapsed() > Duration::from_secs(cfg.stall_secs);
                let never = host.stage() == Stage::Lobby
                    && opened.elapsed() > Duration::from_secs(cfg.stall_secs * 2);
                if (stalled || never) && stop_at.is_none() {
                    stall_report(&host);
                }
                let over = host.stage() == Stage::Over || stalled || never;
                if over || Instant::now() >= end {
                    // the pages stop acting; the intents under way settle for a second
                    shared.stopping.store(true, Ordering::SeqCst);
                    let at = *stop_at.get_or_insert_with(Instant::now);
                    if over || at.elapsed() > Duration::from_secs(1) {
                        end_room(&host, shared, stalled, never);
                        ended = Some(Instant::now());
                    }
                    continue;
                }
                let acts = acted_seq != host.seq()
                    && moved_at.elapsed() >= Duration::from_millis(cfg.think_ms);
                if let Some(rolls) = on_turn(host.game(), 0).filter(|_| acts) {
                    // a move is played at once: the event it makes is not one to wait for
                    let before = host.seq();
                    let r = if rolls {
                        host.roll(now_ms())
                    } else {
                        let id = host.game().and_then(|g| g.choose_move().ok()).unwrap_or(0);
                        host.apply_move(id as u32, now_ms())
                    };
                    if let Ok(out) = r {
                        acted_seq = before;
                        host_send(&mut link, shared, out);
                    }
                }
            }
        }
    }
    stats::add(|t| t.refusals += host.refusals());
    link.socket.close();
}

/// Starts the game once every friend's seat is taken by a connected page.
fn try_start(host: &mut Host, link: &mut Link, shared: &Shared, opened: Instant) {
    let seats = host.snapshot().seats;
    let ready = seats
        .iter()
        .all(|s| s.kind != SeatKind::Friend || (s.taken && s.present));
    if ready && let Ok(out) = host.start(false, now_ms()) {
        let ms = opened.elapsed().as_millis() as u64;
        stats::add(|t| t.seated_ms.push(ms));
        host_send(link, shared, out);
    }
}

/// What a room that stalled was waiting for, on stderr.
fn stall_report(host: &Host) {
    let st = host.status();
    let turn = host.game().map(|g| {
        let pos = g.engine().position();
        (pos.seat_on_turn(), pos.phase().name())
    });
    let present: Vec<bool> = host.snapshot().seats.iter().map(|s| s.present).collect();
    eprintln!(
        "room {} stalled at event {} ({}): turn {turn:?}, waiting for a witness {}, pages {}, friends present {present:?}",
        host.room(),
        host.seq(),
        st["stage"],
        st["waitingForWitness"],
        st["pages"],
    );
}

/// Ends the room: the host's last event is what every page must reach.
fn end_room(host: &Host, shared: &Shared, stalled: bool, never: bool) {
    stats::add(|t| match () {
        _ if never => t.rooms_never_started += 1,
        _ if stalled => t.rooms_stalled += 1,
        _ if host.stage() == Stage::Over => t.games_finished += 1,
        _ => {}
    });
    *shared.final_hash.lock().expect("hash") = host.game().map(position_hash);
    shared.final_seq.store(host.seq(), Ordering::SeqCst);
}

/// Sends the host's messages, noting when each event left.
fn host_send(link: &mut Link, shared: &Shared, out: Vec<Out>) {
    for o in &out {
        if let Ok(ToGuest::Event { seq, .. }) = parse_to_guest(&o.text) {
            let pages = match o.to {
                To::All => link.peers.len() as u64,
                To::Peer(_) => 1,
            };
            shared
                .sent
                .lock()
                .expect("sent")
                .entry(seq)
                .or_insert_with(Instant::now);
            stats::add(|t| t.events_sent += pages);
        }
    }
    link.send(out);
}

/// A friend's page: takes seat `seat`, plays it, and checks that every event arrives.
async fn guest_page(cfg: Arc<Config>, shared: Arc<Shared>, room: String, seat: u8, end: Instant) {
    let mut guest = Guest::new(&room, &format!("Friend {seat}"), None);
    let mut link = Link::open(&cfg.signal, &room);
    let mut ticker = Timer::interval(Duration::from_millis(20));
    let mut got = BTreeSet::new();
    let (mut asked_seat, mut acted_seq, mut last_seq, mut moved_at) =
        (false, u64::MAX, 0, Instant::now());
    let mut final_at: Option<Instant> = None;
    loop {
        match link.wake(&mut ticker).await {
            Wake::Msg(None) => break,
            Wake::Msg(Some((peer, packet))) => {
                let at = Instant::now();
                let id = peer.to_string();
                link.peers.entry(id.clone()).or_insert(peer);
                let text = String::from_utf8_lossy(&packet).into_owned();
                if let Ok(ToGuest::Event { seq, .. }) = parse_to_guest(&text)
                    && got.insert(seq)
                {
                    let sent = shared.sent.lock().expect("sent").get(&seq).copied();
                    if let Some(s) = sent {
                        let us = at.duration_since(s).as_micros() as u64;
                        stats::add(|t| t.latency_us.push(us));
                    }
                }
                let out = guest.receive(&id, &text);
                link.send(out);
            }
            Wake::Tick => {
                for (id, up) in link.changes() {
                    if !up {
                        guest.disconnected(&id);
                    }
                }
                if guest.seq() != last_seq {
                    (last_seq, moved_at) = (guest.seq(), Instant::now());
                }
                let last = shared.final_seq.load(Ordering::SeqCst);
                if last != u64::MAX {
                    let at = *final_at.get_or_insert_with(Instant::now);
                    if guest.seq() >= last || at.elapsed() > Duration::from_secs(10) {
                        guest_done(&guest, &got, &shared, last);
                        break;
                    }
                    continue;
                }
                if Instant::now() > end + Duration::from_secs(cfg.stall_secs * 3) {
                    break;
                }
                let joined = guest.status()["joined"] == true;
                if joined
                    && !asked_seat
                    && let Ok(out) = guest.take_seat(seat, None)
                {
                    asked_seat = true;
                    link.send(out);
                }
                let acts = !shared.stopping.load(Ordering::SeqCst)
                    && acted_seq != guest.seq()
                    && moved_at.elapsed() >= Duration::from_millis(cfg.think_ms);
                if let Some(rolls) = on_turn(guest.game(), seat).filter(|_| acts) {
                    let r = if rolls {
                        guest.roll()
                    } else {
                        let id = guest.game().and_then(|g| g.choose_move().ok()).unwrap_or(0);
                        guest.apply_move(id as u32)
                    };
                    if let Ok(out) = r {
                        acted_seq = guest.seq();
                        link.send(out);
                    }
                }
            }
        }
    }
    shared.guests_done.fetch_add(1, Ordering::SeqCst);
    // the host closes first: a page that closes now looks to it like a friend leaving
    Timer::after(Duration::from_millis(500)).await;
    link.socket.close();
}

/// Counts what a friend's page missed of the room's events, and whether it ended where
/// the host did.
fn guest_done(guest: &Guest, got: &BTreeSet<u64>, shared: &Shared, last: u64) {
    let st = guest.status();
    if st["joined"] != true {
        // the host's greeting never reached this page (or its answer never reached the host)
        eprintln!(
            "a friend's page of room {} never joined: the host's greeting {}",
            st["room"],
            if st["connected"] == true {
                "arrived"
            } else {
                "never arrived"
            },
        );
        stats::add(|t| t.never_joined += 1);
        return;
    }
    let first = got.first().copied().unwrap_or(last.min(guest.seq()) + 1);
    let lost = (first..=last).filter(|s| !got.contains(s)).count() as u64;
    let hash = shared.final_hash.lock().expect("hash").clone();
    let differs = guest.seq() == last && guest.game().map(position_hash) != hash;
    let resyncs = st["resyncs"].as_u64().unwrap_or(0);
    stats::add(|t| {
        t.events_lost += lost;
        t.mirrors_differ += u64::from(differs);
        t.resyncs += resyncs;
    });
}
