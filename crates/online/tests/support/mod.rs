//! A room on one machine: the host and its friends' pages joined by an in-order message
//! queue, as the data channels join them in the browser.

use std::collections::{BTreeMap, VecDeque};

use serde_json::Value;

use ludo_engine::Phase;
use ludo_online::dice::fresh_secret;
use ludo_online::wire::ToGuest;
use ludo_online::{Guest, Host, Out, To};

pub const HOST: &str = "host";

pub struct Net {
    pub host: Host,
    pub guests: BTreeMap<String, Guest>,
    queue: VecDeque<(String, String, String)>,
    pub now: u64,
    /// A page whose messages are lost on the way while set.
    pub deaf: Option<String>,
}

impl Net {
    pub fn open(config: Value) -> Net {
        Net {
            host: Host::open(&config, fresh_secret()).unwrap(),
            guests: BTreeMap::new(),
            queue: VecDeque::new(),
            now: 1_000,
            deaf: None,
        }
    }

    pub fn room(&self) -> String {
        self.host.room()
    }

    /// A page opens the invite link (with a token kept from an earlier visit, if any).
    pub fn join(&mut self, id: &str, name: &str, token: Option<String>) {
        let guest = Guest::new(&self.room(), name, token);
        self.guests.insert(id.to_string(), guest);
        let out = self.host.connected(id, self.now);
        self.route(HOST, out);
        self.pump();
    }

    /// A page closes or loses its connection.
    pub fn leave(&mut self, id: &str) -> Guest {
        let g = self.guests.remove(id).unwrap();
        self.queue.retain(|(from, to, _)| from != id && to != id);
        let out = self.host.disconnected(id, self.now);
        self.route(HOST, out);
        self.pump();
        g
    }

    pub fn route(&mut self, from: &str, out: Vec<Out>) {
        for o in out {
            match o.to {
                To::Peer(p) => self.queue.push_back((from.into(), p, o.text)),
                To::All => {
                    for g in self.guests.keys() {
                        self.queue
                            .push_back((from.into(), g.clone(), o.text.clone()));
                    }
                }
            }
        }
    }

    /// A copy of page `id` as it stands, to show what it makes of a message.
    pub fn clone_page(&self, id: &str) -> Guest {
        self.guests[id].clone()
    }

    /// A page that has just met the host and has not been welcomed yet.
    pub fn fresh_page(&self, name: &str) -> Guest {
        let mut g = Guest::new(&self.room(), name, None);
        let commit = ludo_online::dice::hex(&self.host_commitment());
        let hello = ToGuest::Host { commit };
        g.receive(HOST, &ludo_online::wire::text(&hello));
        g
    }

    /// The host's dice commitment.
    pub fn host_commitment(&self) -> ludo_online::dice::Digest32 {
        self.host.commitment()
    }

    /// Sends raw text from a page to the host.
    pub fn send_raw(&mut self, from: &str, text: &str) {
        self.queue
            .push_back((from.into(), HOST.into(), text.into()));
        self.pump();
    }

    pub fn pump(&mut self) {
        let mut steps = 0;
        while let Some((from, to, text)) = self.queue.pop_front() {
            steps += 1;
            assert!(steps < 100_000, "messages never settle");
            if self.deaf.as_ref() == Some(&to) {
                continue;
            }
            if to == HOST {
                let out = self.host.receive(&from, &text, self.now);
                self.route(HOST, out);
            } else if let Some(g) = self.guests.get_mut(&to) {
                let out = g.receive(&from, &text);
                self.route(&to, out);
            }
        }
    }

    pub fn tick(&mut self, ms: u64) {
        self.now += ms;
        let out = self.host.tick(self.now);
        self.route(HOST, out);
        self.pump();
    }

    pub fn take_seat(&mut self, id: &str, seat: u8) {
        let out = self
            .guests
            .get_mut(id)
            .unwrap()
            .take_seat(seat, None)
            .unwrap();
        self.route(id, out);
        self.pump();
    }

    pub fn start(&mut self, fill: bool) {
        let out = self.host.start(fill, self.now).unwrap();
        self.route(HOST, out);
        self.pump();
    }

    /// Whoever is on turn acts once: a friend's page, a person at the host's screen, or
    /// (through the tick) the host's computer players. Returns false once the game is over.
    pub fn step(&mut self) -> bool {
        let Some(game) = self.host.game() else {
            return false;
        };
        let pos = game.engine().position();
        if pos.phase() == Phase::Over {
            return false;
        }
        let seat = pos.seat_on_turn();
        let friend = self
            .guests
            .iter()
            .find(|(_, g)| g.status()["seat"] == seat && g.status()["role"] == "friend")
            .map(|(id, _)| id.clone());
        if let Some(id) = friend {
            let g = self.guests.get_mut(&id).unwrap();
            let result = match pos.phase() {
                Phase::Roll => g.roll(),
                _ => g.apply_move(g.game().unwrap().choose_move().unwrap() as u32),
            };
            // a page that stopped the game (the host broke the rules) does nothing more
            let out = if g.breach().is_some() {
                result.unwrap_or_default()
            } else {
                result.unwrap()
            };
            self.route(&id, out);
            self.pump();
        } else if self.host.snapshot().seats[seat as usize].kind
            == ludo_online::wire::SeatKind::Person
        {
            let result = match pos.phase() {
                Phase::Roll => self.host.roll(self.now),
                _ => {
                    let id = game.choose_move().unwrap() as u32;
                    self.host.apply_move(id, self.now)
                }
            };
            // a die waits for a witness (one that stopped the game answers no more)
            let out = match result {
                Err(e) if e.code == "intent.busy" => vec![],
                r => r.unwrap(),
            };
            self.route(HOST, out);
            self.pump();
        }
        self.tick(1_000);
        true
    }

    /// Plays until the game is over; returns the number of steps.
    pub fn play_out(&mut self) -> usize {
        let mut steps = 0;
        while self.step() {
            steps += 1;
            assert!(steps < 20_000, "the game never ends");
        }
        steps
    }

    /// Every page's mirror is the host's game.
    pub fn assert_mirrors(&self) {
        let host = self.host.game().map(ludo_online::position_hash);
        for (id, g) in &self.guests {
            assert_eq!(g.game().map(ludo_online::position_hash), host, "{id}");
            assert_eq!(g.seq(), self.host.seq(), "{id}");
            assert_eq!(g.fault(), None, "{id}");
            assert_eq!(g.breach(), None, "{id}");
        }
    }
}
