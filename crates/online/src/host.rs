//! The host's side of a room: the only engine that decides. Friends' pages send intents;
//! the host checks each against the game and the room, refuses it without changing
//! anything if it is out of turn, for another seat, unknown, stale, malformed, over the
//! size limit or part of a flood, and otherwise plays it and broadcasts a numbered event
//! with the hash of the position after it.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use ludo_api::Game;
use ludo_engine::Phase;
use ludo_engine::json::Obj;

use crate::dice::{self, CHAIN, Chain, Digest32, hex, room_id, unhex};
use crate::limit::{Bucket, Verdict};
use crate::roster::Roster;
use crate::verify::Verifier;
use crate::wire::{
    Draw, Ev, SeatKind, Snapshot, Stage, ToGuest, ToHost, You, check_name, digest, is_token,
    parse_to_host, text,
};
use crate::{Out, To, position_hash};

/// The pause between two computer actions when the host sets none, in milliseconds.
pub const DEFAULT_DELAY: u64 = 700;

/// How long the host waits for a witness's value before asking again (the same draw,
/// answered with the same value), in milliseconds.
pub const ASK_AGAIN: u64 = 2_000;

/// What the room is waiting to draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Purpose {
    /// The game's seed.
    Start,
    /// The die of a seat no friend plays (the host's own, or a computer's).
    Roll(u8),
}

/// A draw asked of a witness.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Asked {
    n: u32,
    peer: String,
    w: u32,
    at: u64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Peer {
    witness: Option<u32>,
    name: String,
    bucket: Bucket,
}

/// A room as its host runs it.
#[derive(Clone, Debug)]
pub struct Host {
    chain: Chain,
    stage: Stage,
    /// `preset` and `rules` of the game to start.
    options: Value,
    roster: Roster,
    game: Option<Game>,
    seq: u64,
    dice: Verifier,
    peers: BTreeMap<String, Peer>,
    want: Option<Purpose>,
    asked: Option<Asked>,
    delay: u64,
    next_at: u64,
    refusals: u64,
    notes: Vec<Value>,
}

impl Host {
    /// Opens a room: `{ options: { preset?, rules? }, seats: [...], delay? }` (see
    /// [`Roster::plan`]), with the host's dice chain grown from `secret`.
    pub fn open(config: &Value, secret: Digest32) -> Result<Host, String> {
        let o = Obj::new(config, "room")?;
        o.only(&["options", "seats", "delay"])?;
        let options = o.opt("options").cloned().unwrap_or_else(|| json!({}));
        let oo = Obj::new(&options, "room.options")?;
        oo.only(&["preset", "rules"])?;
        let roster = Roster::plan(o.req("seats")?)?;
        let delay = match o.opt("delay") {
            None => DEFAULT_DELAY,
            Some(_) => o.uint("delay", 10_000)?,
        };
        // the options must make a game with these seats
        let mut trial = options.clone();
        trial["seats"] = roster.engine_seats();
        trial["seed"] = json!(0);
        Game::new(&trial).map_err(|e| e.to_string())?;
        let chain = Chain::from_secret(secret);
        Ok(Host {
            dice: Verifier::new(chain.commitment()),
            chain,
            stage: Stage::Lobby,
            options,
            roster,
            game: None,
            seq: 0,
            peers: BTreeMap::new(),
            want: None,
            asked: None,
            delay,
            next_at: 0,
            refusals: 0,
            notes: vec![],
        })
    }

    /// The room's id (from the host's commitment).
    pub fn room(&self) -> String {
        room_id(&self.chain.commitment())
    }

    /// The game, once started.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// The number of the last event.
    pub fn seq(&self) -> u64 {
        self.seq
    }

    /// Where the room is.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// Intents refused so far (malformed, out of turn, flooding, ...).
    pub fn refusals(&self) -> u64 {
        self.refusals
    }

    /// Whether the room waits for a friend to be connected to witness a draw.
    pub fn waiting_for_witness(&self) -> bool {
        self.want.is_some() && self.asked.is_none()
    }

    /// Takes what happened since the last call, for the page to draw: `{ t: "event", seq,
    /// ev, outcome? }` for every event.
    pub fn take_notes(&mut self) -> Vec<Value> {
        std::mem::take(&mut self.notes)
    }

    /// The room as the host's page shows it.
    pub fn status(&self) -> Value {
        json!({
            "role": "host",
            "room": self.room(),
            "connected": true,
            "paused": false,
            "joined": true,
            "seq": self.seq,
            "stage": self.stage,
            "options": self.options,
            "seats": self.roster.infos(),
            "pages": self.peers.len(),
            "waitingForWitness": self.waiting_for_witness(),
            "refusals": self.refusals,
            "dice": { "checked": self.dice.next(), "fault": null, "verified": true },
        })
    }

    /// The room as it stands, for a page that joins or resyncs.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            seq: self.seq,
            hash: self.hash(),
            stage: self.stage,
            options: self.options.clone(),
            seats: self.roster.infos(),
            game: self.game.as_ref().map(Game::state),
            dice: self.dice.state(),
        }
    }

    fn hash(&self) -> String {
        self.game
            .as_ref()
            .map_or_else(|| "lobby".into(), position_hash)
    }

    /// A page connected: the host introduces itself.
    pub fn connected(&mut self, peer: &str, now: u64) -> Vec<Out> {
        self.peers.insert(
            peer.to_string(),
            Peer {
                witness: None,
                name: String::new(),
                bucket: Bucket::new(now),
            },
        );
        let commit = hex(&self.chain.commitment());
        vec![Out::to(peer, &ToGuest::Host { commit })]
    }

    /// A page left. A draw asked of it is asked of another witness on the next tick.
    pub fn disconnected(&mut self, peer: &str, now: u64) -> Vec<Out> {
        self.peers.remove(peer);
        if self.asked.as_ref().is_some_and(|a| a.peer == peer) {
            self.asked = None;
        }
        if self.roster.leave(peer, now) {
            vec![self.roster_event()]
        } else {
            vec![]
        }
    }

    /// A message from a page: an intent played, or refused with the game unchanged.
    pub fn receive(&mut self, peer: &str, msg: &str, now: u64) -> Vec<Out> {
        let msg = parse_to_host(msg);
        // the answer to a draw this host asked of this page is not counted against its
        // rate: the host asks for one draw at a time
        let answers = matches!(&msg, Ok(ToHost::Reveal { n, .. })
            if self.asked.as_ref().is_some_and(|a| a.peer == peer && a.n == *n));
        let Some(p) = self.peers.get_mut(peer) else {
            return vec![];
        };
        let verdict = if answers {
            Verdict::Take
        } else {
            p.bucket.take(now)
        };
        match verdict {
            Verdict::Take => {}
            Verdict::DropAndTell => {
                return self.refuse(peer, "too many messages: slow down".into());
            }
            Verdict::Drop => {
                self.refusals += 1;
                return vec![];
            }
        }
        let result = match msg {
            Err(e) => Err(e.0),
            Ok(ToHost::Hello {
                name,
                token,
                commit,
            }) => self.hello(peer, &name, token.as_deref(), &commit),
            Ok(ToHost::Seat { seat }) => self.take_seat(peer, seat),
            Ok(ToHost::Roll { seq, reveal }) => self.guest_roll(peer, seq, &reveal, now),
            Ok(ToHost::Move { seq, id }) => self.guest_move(peer, seq, id, now),
            Ok(ToHost::Reveal { n, value }) => self.reveal(peer, n, &value, now),
            Ok(ToHost::Resync {}) => Ok(vec![Out::to(peer, &self.snapshot_msg())]),
        };
        result.unwrap_or_else(|e| self.refuse(peer, e))
    }

    fn refuse(&mut self, peer: &str, reason: String) -> Vec<Out> {
        self.refusals += 1;
        let seq = self.seq;
        vec![Out::to(peer, &ToGuest::Refused { reason, seq })]
    }

    fn snapshot_msg(&self) -> ToGuest {
        ToGuest::Snapshot {
            snap: Box::new(self.snapshot()),
        }
    }

    fn hello(
        &mut self,
        peer: &str,
        name: &str,
        token: Option<&str>,
        commit: &str,
    ) -> Result<Vec<Out>, String> {
        if self.peers[peer].witness.is_some() {
            return Err("hello: this page has already said hello".into());
        }
        let name = check_name(name).map_err(|e| format!("hello: {}", e.0))?;
        let commit = digest(commit, "hello: commit").map_err(|e| e.0)?;
        if token.is_some_and(|t| !is_token(t)) {
            return Err("hello: a seat token is 32 hexadecimal digits".into());
        }
        let w = self.dice.witnesses();
        self.dice.add_witness(w, commit)?;
        let p = self.peers.get_mut(peer).expect("checked above");
        p.witness = Some(w);
        p.name = name;
        let mut out = vec![self.event(Ev::Witness {
            w,
            commit: hex(&commit),
        })];
        let seat = token.and_then(|t| self.roster.of_token(t));
        if let Some(seat) = seat {
            self.roster.arrive(seat, peer);
            // the friend is back: a computer no longer rolls for the seat
            if self.want == Some(Purpose::Roll(seat)) {
                self.want = None;
                self.asked = None;
            }
            out.push(self.roster_event());
        }
        out.push(self.welcome(peer, seat));
        Ok(out)
    }

    fn welcome(&self, peer: &str, seat: Option<u8>) -> Out {
        let you = You {
            seat,
            token: seat.and_then(|s| self.roster.0[s as usize].token.clone()),
            witness: self.peers[peer].witness.unwrap_or(0),
        };
        let snap = Box::new(self.snapshot());
        Out::to(peer, &ToGuest::Welcome { you, snap })
    }

    fn take_seat(&mut self, peer: &str, seat: u8) -> Result<Vec<Out>, String> {
        let p = &self.peers[peer];
        if p.witness.is_none() {
            return Err("seat: say hello first".into());
        }
        if self.roster.of_peer(peer).is_some() {
            return Err("seat: this page has a seat already".into());
        }
        if self.stage == Stage::Over || !self.roster.is_free(seat) {
            return Err(format!("seat: seat {seat} is not free"));
        }
        let token = fresh_token();
        self.roster.take(seat, peer, p.name.clone(), token);
        if self.want == Some(Purpose::Roll(seat)) {
            self.want = None;
            self.asked = None;
        }
        Ok(vec![self.roster_event(), self.welcome(peer, Some(seat))])
    }

    fn playing(&self, what: &str) -> Result<&Game, String> {
        match (&self.game, self.stage) {
            (Some(g), Stage::Playing) => Ok(g),
            _ => Err(format!("{what}: the game is not being played")),
        }
    }

    /// The seat a friend's intent is for: the page's own, on turn, with nothing pending,
    /// and `seq` the last event.
    fn intent_seat(&self, peer: &str, seq: u64, what: &str) -> Result<u8, String> {
        let game = self.playing(what)?;
        let seat = self
            .roster
            .of_peer(peer)
            .ok_or_else(|| format!("{what}: this page has no seat (it watches)"))?;
        let on_turn = game.engine().position().seat_on_turn();
        if seat != on_turn {
            return Err(format!(
                "{what}: it is seat {on_turn}'s turn, not seat {seat}'s"
            ));
        }
        if seq != self.seq {
            return Err(format!(
                "{what}: stale: sent after event {seq}, the last is {}",
                self.seq
            ));
        }
        if self.want.is_some() {
            return Err(format!("{what}: a die is being drawn"));
        }
        Ok(seat)
    }

    fn guest_roll(
        &mut self,
        peer: &str,
        seq: u64,
        reveal: &str,
        now: u64,
    ) -> Result<Vec<Out>, String> {
        let seat = self.intent_seat(peer, seq, "roll")?;
        if self.phase() != Phase::Roll {
            return Err("roll: a move is due".into());
        }
        let value = digest(reveal, "roll: reveal").map_err(|e| e.0)?;
        let w = self.peers[peer].witness.expect("a seated page said hello");
        if !self.dice.accepts(w, &value) {
            return Err("roll: the reveal is not the next value of this page's chain".into());
        }
        self.complete(Purpose::Roll(seat), w, value, now)
    }

    fn guest_move(&mut self, peer: &str, seq: u64, id: u32, now: u64) -> Result<Vec<Out>, String> {
        let seat = self.intent_seat(peer, seq, "move")?;
        self.play_move(seat, id, now)
    }

    fn play_move(&mut self, seat: u8, id: u32, now: u64) -> Result<Vec<Out>, String> {
        let game = self.game.as_mut().ok_or("move: the game has not started")?;
        game.apply_move(&json!(id)).map_err(|e| e.to_string())?;
        self.after_play(now);
        Ok(vec![self.event(Ev::Move { seat, id })])
    }

    fn after_play(&mut self, now: u64) {
        self.next_at = now + self.delay;
        if self.phase() == Phase::Over {
            self.stage = Stage::Over;
        }
    }

    fn phase(&self) -> Phase {
        self.game
            .as_ref()
            .map_or(Phase::Over, |g| g.engine().position().phase())
    }

    fn reveal(&mut self, peer: &str, n: u32, value: &str, now: u64) -> Result<Vec<Out>, String> {
        // a draw asked again is answered again: the later answer finds the draw made
        if n < self.dice.next() && self.peers[peer].witness.is_some() {
            return Ok(vec![]);
        }
        let asked = self
            .asked
            .clone()
            .filter(|a| a.peer == peer && a.n == n)
            .ok_or_else(|| format!("reveal: draw {n} was not asked of this page"))?;
        let value = digest(value, "reveal: value").map_err(|e| e.0)?;
        if !self.dice.accepts(asked.w, &value) {
            return Err("reveal: not the next value of this page's chain".into());
        }
        let purpose = self.want.expect("a draw is asked only when wanted");
        self.complete(purpose, asked.w, value, now)
    }

    /// Makes draw number `dice.next` with the witness's value, checks it as every page
    /// will, and plays it.
    fn complete(
        &mut self,
        purpose: Purpose,
        w: u32,
        value: Digest32,
        now: u64,
    ) -> Result<Vec<Out>, String> {
        let n = self.dice.next();
        let host = self
            .chain
            .value(n as usize + 1)
            .ok_or(format!("the host's dice chain ends after {CHAIN} draws"))?;
        let draw = Draw {
            n,
            host: hex(&host),
            w,
            value: hex(&value),
        };
        let bytes = self.dice.check(&draw)?;
        self.want = None;
        self.asked = None;
        let ev = match purpose {
            Purpose::Start => self.start_game(&bytes, draw)?,
            Purpose::Roll(seat) => {
                let die = dice::die(&bytes);
                let game = self.game.as_mut().expect("rolls come after the start");
                game.roll_die(die).map_err(|e| e.to_string())?;
                Ev::Roll { seat, die, draw }
            }
        };
        self.after_play(now);
        Ok(vec![self.event(ev)])
    }

    fn start_game(&mut self, bytes: &Digest32, draw: Draw) -> Result<Ev, String> {
        let mut options = self.options.clone();
        options["seats"] = self.roster.engine_seats();
        options["seed"] = json!(dice::seed(bytes));
        self.game = Some(Game::new(&options).map_err(|e| e.to_string())?);
        self.stage = Stage::Playing;
        Ok(Ev::Start { options, draw })
    }

    /// Asks a witness for the draw the room wants, if none is asked yet: the lowest seat
    /// whose friend is connected. With no friend connected the room waits.
    fn ask(&mut self, now: u64) -> Vec<Out> {
        if let Some(a) = self.asked.as_mut().filter(|a| now >= a.at + ASK_AGAIN) {
            a.at = now;
            return vec![Out::to(&a.peer, &ToGuest::Witness { n: a.n })];
        }
        if self.want.is_none() || self.asked.is_some() {
            return vec![];
        }
        let Some(peer) = self.roster.first_friend_peer().map(str::to_string) else {
            return vec![];
        };
        let Some(w) = self.peers.get(&peer).and_then(|p| p.witness) else {
            return vec![];
        };
        let n = self.dice.next();
        self.asked = Some(Asked {
            n,
            peer: peer.clone(),
            w,
            at: now,
        });
        vec![Out::to(&peer, &ToGuest::Witness { n })]
    }

    fn event(&mut self, ev: Ev) -> Out {
        self.seq += 1;
        self.notes
            .push(event_note(self.seq, &ev, self.game.as_ref()));
        let msg = ToGuest::Event {
            seq: self.seq,
            hash: self.hash(),
            ev,
        };
        Out {
            to: To::All,
            text: text(&msg),
        }
    }

    fn roster_event(&mut self) -> Out {
        let seats = self.roster.infos();
        self.event(Ev::Roster { seats })
    }

    /// Starts the game: friends' seats nobody took become computers (`fill`) or stay open
    /// for a friend to take later. The seed is drawn like a die, so a friend must be
    /// connected.
    pub fn start(&mut self, fill: bool, now: u64) -> Result<Vec<Out>, String> {
        if self.stage != Stage::Lobby || self.want.is_some() {
            return Err("start: the game has started".into());
        }
        if self.roster.first_friend_peer().is_none() {
            return Err("start: no friend has taken a seat yet".into());
        }
        self.roster.fill(fill);
        self.want = Some(Purpose::Start);
        let mut out = vec![self.roster_event()];
        out.extend(self.ask(now));
        Ok(out)
    }

    /// The seat on turn, if the host's page plays it (a person at the host's screen).
    fn local_seat(&self, what: &str) -> Result<u8, String> {
        let game = self.playing(what)?;
        let seat = game.engine().position().seat_on_turn();
        if self.roster.0[seat as usize].info.kind != SeatKind::Person {
            return Err(format!("{what}: seat {seat} is not played at this screen"));
        }
        if self.want.is_some() {
            return Err(format!("{what}: a die is being drawn"));
        }
        Ok(seat)
    }

    /// A person at the host's screen rolls: the die is drawn with a friend's value.
    pub fn roll(&mut self, now: u64) -> Result<Vec<Out>, String> {
        let seat = self.local_seat("roll")?;
        if self.phase() != Phase::Roll {
            return Err("roll: a move is due".into());
        }
        self.want = Some(Purpose::Roll(seat));
        Ok(self.ask(now))
    }

    /// A person at the host's screen plays legal move `id`.
    pub fn apply_move(&mut self, id: u32, now: u64) -> Result<Vec<Out>, String> {
        let seat = self.local_seat("move")?;
        self.play_move(seat, id, now)
    }

    /// Time passes: friends away for a minute are played by a computer, computers act
    /// (one action per [`Host::open`]'s `delay`), and a draw waiting for a witness is
    /// asked of one.
    pub fn tick(&mut self, now: u64) -> Vec<Out> {
        let mut out = vec![];
        if self.roster.tick(now) {
            out.push(self.roster_event());
        }
        if self.stage == Stage::Playing && self.want.is_none() && now >= self.next_at {
            let seat = self
                .game
                .as_ref()
                .expect("playing")
                .engine()
                .position()
                .seat_on_turn();
            if let Some(level) = self.roster.machine(seat) {
                if self.phase() == Phase::Roll {
                    self.want = Some(Purpose::Roll(seat));
                } else {
                    let game = self.game.as_ref().expect("playing");
                    let id = game.choose_move_at(level).expect("a move is due");
                    out.extend(self.play_move(seat, id as u32, now).expect("a legal move"));
                }
            }
        }
        out.extend(self.ask(now));
        out
    }

    /// The host's autosave: everything needed to go on after a reload, the chain's secret
    /// and the seat tokens included (kept in the host's browser only).
    pub fn save(&self) -> Value {
        json!({
            "secret": hex(&self.chain.secret()),
            "stage": self.stage,
            "options": self.options,
            "roster": self.roster,
            "game": self.game.as_ref().map(Game::state),
            "seq": self.seq,
            "dice": self.dice.state(),
            "delay": self.delay,
        })
    }

    /// The room from [`Host::save`], every friend away until its page comes back.
    pub fn restore(saved: &Value, now: u64) -> Result<Host, String> {
        let o = Obj::new(saved, "saved room")?;
        o.only(&[
            "secret", "stage", "options", "roster", "game", "seq", "dice", "delay",
        ])?;
        let secret = unhex(o.str("secret")?).ok_or("saved room: secret is not 64 hex digits")?;
        let parse = |k: &str| o.req(k).cloned();
        let stage: Stage = serde_json::from_value(parse("stage")?).map_err(|e| e.to_string())?;
        let mut roster: Roster =
            serde_json::from_value(parse("roster")?).map_err(|e| format!("roster: {e}"))?;
        roster.check()?;
        roster.all_left(now);
        let game = match o.req("game")? {
            Value::Null => None,
            g => Some(Game::from_state(g).map_err(|e| e.to_string())?),
        };
        let dice = Verifier::from_state(
            &serde_json::from_value(parse("dice")?).map_err(|e| format!("dice: {e}"))?,
        )?;
        let chain = Chain::from_secret(secret);
        if !Verifier::new(chain.commitment()).continues(&dice) {
            return Err("saved room: the dice do not continue the host's chain".into());
        }
        Ok(Host {
            chain,
            stage,
            options: parse("options")?,
            roster,
            game,
            seq: o.uint("seq", u64::MAX >> 11)?,
            dice,
            peers: BTreeMap::new(),
            want: None,
            asked: None,
            delay: o.uint("delay", 10_000)?,
            next_at: now,
            refusals: 0,
            notes: vec![],
        })
    }
}

/// The note of an event for the page: the outcome of a roll or a move comes with it.
pub fn event_note(seq: u64, ev: &Ev, game: Option<&Game>) -> Value {
    let outcome = match (ev, game) {
        (Ev::Roll { .. } | Ev::Move { .. } | Ev::Start { .. }, Some(g)) => {
            serde_json::to_value(g.last_outcome()).unwrap_or(Value::Null)
        }
        _ => Value::Null,
    };
    json!({ "t": "event", "seq": seq, "ev": ev, "outcome": outcome })
}

/// A fresh seat token: 128 random bits in hexadecimal.
pub fn fresh_token() -> String {
    let mut t = [0u8; 16];
    getrandom::fill(&mut t).expect("the platform's random generator failed");
    t.iter().map(|b| format!("{b:02x}")).collect()
}
