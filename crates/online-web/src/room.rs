//! `OnlineRoom`: one page's end of a room. The socket's message loop and the channel's
//! receiver run as browser tasks; the page calls `tick()` every 100 ms or so for peer
//! changes and the host's timers, and is told of every change through its callback.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::{Rc, Weak};

use futures::StreamExt;
use futures::channel::mpsc::UnboundedSender;
use matchbox_socket::{Packet, PeerId, PeerState, RtcIceServerConfig, WebRtcSocket};
use serde_json::{Value, json};
use wasm_bindgen::prelude::*;

use ludo_api::Game;
use ludo_online::dice::{fresh_secret, is_room_id};
use ludo_online::wire::{HOST_LIMIT, WireError};
use ludo_online::{Guest, Host, Out, To};

enum Role {
    Host(Box<Host>),
    Guest(Box<Guest>),
}

struct Inner {
    role: Role,
    socket: WebRtcSocket,
    tx: UnboundedSender<(PeerId, Packet)>,
    peers: HashMap<String, PeerId>,
    on_note: js_sys::Function,
    notes: Vec<Value>,
    closed: bool,
}

/// One page's end of a room.
#[wasm_bindgen]
pub struct OnlineRoom {
    inner: Rc<RefCell<Inner>>,
}

fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// A refusal as a JavaScript `Error`: its `message` the English reason (for developers),
/// its `code` and the values of its `detail` (`max`, `engine`, `fields`) what the page
/// words it from.
fn refusal(e: WireError) -> JsValue {
    let error = js_sys::Error::new(&e.reason);
    let mut props = e.detail;
    props.insert("code".into(), e.code.into());
    for (k, v) in props {
        let value = js_sys::JSON::parse(&v.to_string()).unwrap_or(JsValue::NULL);
        let _ = js_sys::Reflect::set(&error, &JsValue::from_str(&k), &value);
    }
    error.into()
}

/// A refusal with `code` (one of `ludo_online::wire::CODES`), for `reason`.
fn err(code: &'static str, reason: impl std::fmt::Display) -> JsValue {
    refusal(WireError::new(code, reason.to_string()))
}

fn ice(servers: &str) -> Result<RtcIceServerConfig, JsValue> {
    let urls: Vec<String> = serde_json::from_str(servers)
        .map_err(|_| err("room.config", "ice: a list of STUN or TURN server URLs"))?;
    Ok(RtcIceServerConfig {
        urls,
        username: None,
        credential: None,
    })
}

#[wasm_bindgen]
impl OnlineRoom {
    /// Opens a room as its host: `config` is `{ options, seats, delay? }` (JSON text),
    /// `signal` the signalling server's `ws://` or `wss://` address, `ice` a JSON list of
    /// STUN/TURN URLs.
    pub fn host(
        signal: &str,
        ice_servers: &str,
        config: &str,
        on_note: js_sys::Function,
    ) -> Result<OnlineRoom, JsValue> {
        let config: Value =
            serde_json::from_str(config).map_err(|e| err("room.config", format!("room: {e}")))?;
        let host = Host::open(&config, fresh_secret()).map_err(refusal)?;
        OnlineRoom::connect(signal, ice_servers, Role::Host(Box::new(host)), on_note)
    }

    /// The host's room again from its autosave (`save()`), after a reload.
    pub fn resume(
        signal: &str,
        ice_servers: &str,
        saved: &str,
        on_note: js_sys::Function,
    ) -> Result<OnlineRoom, JsValue> {
        let saved: Value = serde_json::from_str(saved)
            .map_err(|e| err("room.saved", format!("saved room: {e}")))?;
        let host = Host::restore(&saved, now()).map_err(refusal)?;
        OnlineRoom::connect(signal, ice_servers, Role::Host(Box::new(host)), on_note)
    }

    /// Joins room `room` under `name` (empty: the page watches until it takes a seat with
    /// one), with the seat token kept from an earlier visit.
    pub fn join(
        signal: &str,
        ice_servers: &str,
        room: &str,
        name: &str,
        token: Option<String>,
        on_note: js_sys::Function,
    ) -> Result<OnlineRoom, JsValue> {
        if !is_room_id(room) {
            return Err(err("room.id", "join: a room id is 16 letters and digits"));
        }
        if !name.trim().is_empty() {
            ludo_online::wire::check_name(name).map_err(|e| refusal(e.within("join")))?;
        }
        let token = token.filter(|t| ludo_online::wire::is_token(t));
        let guest = Guest::new(room, name, token);
        OnlineRoom::connect(signal, ice_servers, Role::Guest(Box::new(guest)), on_note)
    }

    fn connect(
        signal: &str,
        ice_servers: &str,
        role: Role,
        on_note: js_sys::Function,
    ) -> Result<OnlineRoom, JsValue> {
        if !(signal.starts_with("ws://") || signal.starts_with("wss://")) {
            return Err(err("room.signal", "signal: a ws:// or wss:// address"));
        }
        let room = match &role {
            Role::Host(h) => h.room(),
            Role::Guest(g) => g.status()["room"].as_str().unwrap_or_default().to_string(),
        };
        let url = format!("{}/{room}", signal.trim_end_matches('/'));
        let (mut socket, message_loop) = WebRtcSocket::builder(url)
            .ice_server(ice(ice_servers)?)
            .reconnect_attempts(Some(3))
            .add_reliable_channel()
            .build();
        let (tx, mut rx) = socket
            .take_channel(0)
            .map_err(|e| err("room.connect", e))?
            .split();
        let inner = Rc::new(RefCell::new(Inner {
            role,
            socket,
            tx,
            peers: HashMap::new(),
            on_note,
            notes: vec![],
            closed: false,
        }));
        let weak = Rc::downgrade(&inner);
        wasm_bindgen_futures::spawn_local(async move {
            let result = message_loop.await;
            with(&weak, |i| {
                let reason = match result {
                    Ok(()) => "the signalling server closed the connection".to_string(),
                    Err(e) => format!("cannot reach the signalling server: {e}"),
                };
                i.notes.push(json!({ "t": "signal", "reason": reason }));
            });
        });
        let weak = Rc::downgrade(&inner);
        wasm_bindgen_futures::spawn_local(async move {
            while let Some((peer, packet)) = rx.next().await {
                if weak.upgrade().is_none() {
                    break;
                }
                with(&weak, |i| i.receive(peer, &packet));
            }
        });
        Ok(OnlineRoom { inner })
    }

    /// The room's id.
    #[wasm_bindgen(js_name = roomId)]
    pub fn room_id(&self) -> String {
        self.status_value()["room"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// Peer changes and the host's timers (away friends, computer seats, witnesses).
    pub fn tick(&self) {
        let weak = Rc::downgrade(&self.inner);
        with(&weak, Inner::tick);
    }

    /// Rolls for the seat on turn that this page plays.
    pub fn roll(&self) -> Result<(), JsValue> {
        self.act(|role| match role {
            Role::Host(h) => h.roll(now()),
            Role::Guest(g) => g.roll(),
        })
    }

    /// Plays legal move `id` for the seat on turn that this page plays.
    #[wasm_bindgen(js_name = applyMove)]
    pub fn apply_move(&self, id: u32) -> Result<(), JsValue> {
        self.act(|role| match role {
            Role::Host(h) => h.apply_move(id, now()),
            Role::Guest(g) => g.apply_move(id),
        })
    }

    /// This page's person is back: a computer that kept their seat after missed turns
    /// gives it back.
    pub fn back(&self) -> Result<(), JsValue> {
        self.act(|role| match role {
            Role::Host(h) => {
                h.back();
                Ok(vec![])
            }
            Role::Guest(g) => g.back(),
        })
    }

    /// A friend takes a free seat, under `name` (else the name it joined with).
    #[wasm_bindgen(js_name = takeSeat)]
    pub fn take_seat(&self, seat: u8, name: Option<String>) -> Result<(), JsValue> {
        self.act(|role| match role {
            Role::Host(_) => Err(WireError::new(
                "room.hostSeats",
                "takeSeat: the host's seats are set when the room opens",
            )),
            Role::Guest(g) => g.take_seat(seat, name.as_deref()),
        })
    }

    /// The host starts the game; seats nobody took become computers (`fill`) or stay open.
    pub fn start(&self, fill: bool) -> Result<(), JsValue> {
        self.act(|role| match role {
            Role::Host(h) => h.start(fill, now()),
            Role::Guest(_) => Err(WireError::new(
                "room.hostOnly",
                "start: only the host starts the game",
            )),
        })
    }

    /// The host starts a new game with the same seats once the game is over.
    pub fn rematch(&self) -> Result<(), JsValue> {
        self.act(|role| match role {
            Role::Host(h) => h.rematch(now()),
            Role::Guest(_) => Err(WireError::new(
                "room.hostOnly",
                "rematch: only the host starts a new game",
            )),
        })
    }

    /// Says `say` (one of `chatSayings()`) in the quick chat from this page's seat. It is
    /// shown when a `chat` note comes; a refusal (`chat.rateLimited`, ...) comes as a
    /// `refused` note on the host's page as on a friend's.
    pub fn say(&self, say: &str) -> Result<(), JsValue> {
        let mut i = self.inner.borrow_mut();
        let said = match &mut i.role {
            Role::Host(h) => h.say(say, now()),
            Role::Guest(g) => Ok(g.say(say).map_err(refusal)?),
        };
        match said {
            Ok(out) => i.send(out),
            Err(r) => {
                let mut note = r.to_json();
                note["t"] = "refused".into();
                i.notes.push(note);
            }
        }
        drop(i);
        notify(&self.inner);
        Ok(())
    }

    /// The host sets the turn timer in the lobby: milliseconds per roll or move, 0 for none.
    #[wasm_bindgen(js_name = setTurnTime)]
    pub fn set_turn_time(&self, ms: u32) -> Result<(), JsValue> {
        self.act(|role| match role {
            Role::Host(h) => h.set_turn_time(u64::from(ms)).map(|()| vec![]),
            Role::Guest(_) => Err(WireError::new(
                "room.hostOnly",
                "setTurnTime: only the host sets the turn timer",
            )),
        })
    }

    fn act(&self, f: impl FnOnce(&mut Role) -> Result<Vec<Out>, WireError>) -> Result<(), JsValue> {
        let result = {
            let mut i = self.inner.borrow_mut();
            let out = f(&mut i.role);
            out.map(|out| i.send(out))
        };
        notify(&self.inner);
        result.map_err(refusal)
    }

    fn status_value(&self) -> Value {
        match &self.inner.borrow().role {
            Role::Host(h) => h.status(),
            Role::Guest(g) => g.status(),
        }
    }

    /// The room: stage, seats, this page's seat, paused, dice checked (JSON text).
    pub fn status(&self) -> String {
        self.status_value().to_string()
    }

    fn game<T>(&self, f: impl FnOnce(&Game) -> T) -> Option<T> {
        match &self.inner.borrow().role {
            Role::Host(h) => h.game().map(f),
            Role::Guest(g) => g.game().map(f),
        }
    }

    /// The game's `view()` (JSON text), or `null` before it starts.
    pub fn view(&self) -> String {
        self.game(Game::view).unwrap_or(Value::Null).to_string()
    }

    /// The whole game as `Game.state()` gives it (JSON text), or `null` before it starts.
    pub fn state(&self) -> String {
        self.game(Game::state).unwrap_or(Value::Null).to_string()
    }

    /// The last roll's or move's outcome, as `Game.lastOutcome()` (JSON text), or `null`.
    #[wasm_bindgen(js_name = lastOutcome)]
    pub fn last_outcome(&self) -> String {
        let outcome = self.game(|g| serde_json::to_value(g.last_outcome()).unwrap_or_default());
        outcome.unwrap_or(Value::Null).to_string()
    }

    /// The legal moves (JSON text).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> String {
        let moves = self.game(|g| serde_json::to_value(g.legal_moves()).unwrap_or_default());
        moves.unwrap_or_else(|| json!([])).to_string()
    }

    /// Log entries `from..to` (at most 100), as `Game.logEntries` (JSON text).
    #[wasm_bindgen(js_name = logEntries)]
    pub fn log_entries(&self, from: u32, to: u32) -> Result<String, JsValue> {
        let entries = self.game(|g| g.log_entries(&json!(from), &json!(to)));
        match entries {
            None => Ok("[]".into()),
            Some(r) => r
                .map(|e| Value::Array(e).to_string())
                .map_err(|e| refusal(WireError::engine("intent.malformed", &e))),
        }
    }

    /// Per-seat figures, as `Game.stats` (JSON text).
    pub fn stats(&self) -> String {
        let stats = self.game(|g| serde_json::to_value(g.stats()).unwrap_or_default());
        stats.unwrap_or_else(|| json!([])).to_string()
    }

    /// The move the medium computer player would choose, for hints and tests; -1 if none.
    #[wasm_bindgen(js_name = chooseMove)]
    pub fn choose_move(&self) -> i32 {
        self.game(|g| g.choose_move().map_or(-1, |m| m as i32))
            .unwrap_or(-1)
    }

    /// The host's autosave (JSON text), or the friend's seat token: what the page keeps in
    /// its browser to come back.
    pub fn save(&self) -> Option<String> {
        match &self.inner.borrow().role {
            Role::Host(h) => Some(h.save().to_string()),
            Role::Guest(g) => g.token().map(str::to_string),
        }
    }

    /// Sends raw text to every connected page. A page can always send anything; this
    /// lets the tests show what the others make of it.
    #[wasm_bindgen(js_name = sendRaw)]
    pub fn send_raw(&self, text: &str) {
        let out = Out {
            to: To::All,
            text: text.to_string(),
        };
        self.inner.borrow_mut().send(vec![out]);
    }

    /// The host's snapshot of the room, as a page that resyncs gets it (JSON text), or
    /// `null` on a friend's page. With `sendRaw`, it lets the tests show what the others
    /// make of a forged one.
    pub fn snapshot(&self) -> String {
        match &self.inner.borrow().role {
            Role::Host(h) => serde_json::to_value(h.snapshot()).unwrap_or_default(),
            Role::Guest(_) => Value::Null,
        }
        .to_string()
    }

    /// The host leaves the room for good: every page is told (then `close()`).
    #[wasm_bindgen(js_name = leaveRoom)]
    pub fn leave_room(&self) {
        let mut i = self.inner.borrow_mut();
        if let Role::Host(h) = &mut i.role {
            let out = h.close();
            i.send(out);
        }
    }

    /// Leaves the room: a friend's or a watcher's page says goodbye to the host first (its
    /// peer connection outlives the socket, so the host would not see it go).
    pub fn close(&self) {
        let mut i = self.inner.borrow_mut();
        if let Role::Guest(g) = &mut i.role {
            let out = g.bye();
            i.send(out);
        }
        i.closed = true;
        i.socket.close();
    }
}

/// Runs `f` on the room if it still exists, then hands the page what happened.
fn with(weak: &Weak<RefCell<Inner>>, f: impl FnOnce(&mut Inner)) {
    let Some(inner) = weak.upgrade() else {
        return;
    };
    {
        let mut i = inner.borrow_mut();
        if i.closed {
            return;
        }
        f(&mut i);
    }
    notify(&inner);
}

/// Calls the page's callback with the notes gathered, outside any borrow (the page reads
/// the room from inside the callback).
fn notify(inner: &Rc<RefCell<Inner>>) {
    let (callback, notes) = {
        let mut i = inner.borrow_mut();
        let mut notes = std::mem::take(&mut i.notes);
        match &mut i.role {
            Role::Host(h) => notes.extend(h.take_notes()),
            Role::Guest(g) => notes.extend(g.take_notes()),
        }
        (i.on_note.clone(), notes)
    };
    if !notes.is_empty() {
        let text = Value::Array(notes).to_string();
        let _ = callback.call1(&JsValue::NULL, &JsValue::from_str(&text));
    }
}

impl Inner {
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

    fn receive(&mut self, peer: PeerId, packet: &[u8]) {
        let id = peer.to_string();
        self.peers.entry(id.clone()).or_insert(peer);
        // over the largest message anyone sends, or not text: refused unread
        let text = match std::str::from_utf8(packet) {
            Ok(t) if packet.len() <= HOST_LIMIT => t.to_string(),
            _ => format!("{{\"t\":\"unreadable\",\"bytes\":{}}}", packet.len()),
        };
        let out = match &mut self.role {
            Role::Host(h) => h.receive(&id, &text, now()),
            Role::Guest(g) => g.receive(&id, &text),
        };
        self.send(out);
    }

    fn tick(&mut self) {
        // a closed socket has no more changes; its loop's end was reported already
        let changes = self.socket.try_update_peers().unwrap_or_default();
        let t = now();
        for (peer, state) in changes {
            let id = peer.to_string();
            let out = match state {
                PeerState::Connected => {
                    self.peers.insert(id.clone(), peer);
                    self.notes.push(json!({ "t": "peer", "connected": true }));
                    match &mut self.role {
                        Role::Host(h) => h.connected(&id, t),
                        Role::Guest(_) => vec![],
                    }
                }
                PeerState::Disconnected => {
                    self.peers.remove(&id);
                    self.notes.push(json!({ "t": "peer", "connected": false }));
                    match &mut self.role {
                        Role::Host(h) => h.disconnected(&id, t),
                        Role::Guest(g) => {
                            g.disconnected(&id);
                            vec![]
                        }
                    }
                }
            };
            self.send(out);
        }
        if let Role::Host(h) = &mut self.role {
            let out = h.tick(t);
            self.send(out);
        }
    }
}
