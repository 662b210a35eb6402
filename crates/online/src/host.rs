//! The host's side of a room: the only engine that decides. Friends' pages send intents;
//! the host checks each against the game and the room, refuses it without changing
//! anything if it is out of turn, for another seat, unknown, stale, malformed, over the
//! size limit or part of a flood, and otherwise plays it and broadcasts a numbered event
//! with the hash of the position after it.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use ludo_api::Game;
use ludo_engine::json::Obj;
use ludo_engine::{Level, Phase};

use crate::dice::{self, CHAIN, Chain, Digest32, hex, room_id, unhex};
use crate::limit::{Bucket, ChatLimit, Verdict};
use crate::roster::Roster;
use crate::verify::Verifier;
use crate::wire::{
    self, Draw, Ev, Refusal, SeatKind, Snapshot, Stage, Step, ToGuest, ToHost, WireError, You,
    check_name, digest, is_token, parse_to_host, text,
};
use crate::{Out, To, position_hash};

/// The pause between two computer actions when the host sets none, in milliseconds.
pub const DEFAULT_DELAY: u64 = 700;

/// Turns in a row a person may let run out before the computer keeps the seat until the
/// person acts again.
pub const MISSES: u32 = 3;

/// The longest turn timer a room may set, in milliseconds.
pub const MAX_TURN_TIME: u64 = 120_000;

/// How long the host waits for a witness's value before asking again (the same draw,
/// answered with the same value), in milliseconds.
pub const ASK_AGAIN: u64 = 2_000;

/// How long the host waits to hear from a page it greeted before greeting it again, in
/// milliseconds: a greeting sent as the data channel opens can be lost, and the page says
/// hello only once greeted.
pub const GREET_AGAIN: u64 = 2_000;

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
    /// The commitment the page said hello with (a hello sent again is let go).
    hello: Option<Digest32>,
    /// Whether anything from the page has arrived; until then it is greeted again.
    heard: bool,
    /// When the host last greeted the page.
    greeted: u64,
    /// The round whose dice its witness chain serves (a rematch asks for a fresh one).
    round: u32,
    name: String,
    bucket: Bucket,
}

/// A room as its host runs it.
#[derive(Clone, Debug)]
pub struct Host {
    chain: Chain,
    /// The first game's commitment, which gives the room id.
    origin: Digest32,
    /// Rematches so far: each game has a dice chain of its own.
    round: u32,
    stage: Stage,
    /// `preset` and `rules` of the game to start.
    options: Value,
    roster: Roster,
    game: Option<Game>,
    /// The game's steps since its start, for snapshots.
    history: Vec<Step>,
    seq: u64,
    dice: Verifier,
    peers: BTreeMap<String, Peer>,
    want: Option<Purpose>,
    asked: Option<Asked>,
    delay: u64,
    next_at: u64,
    /// How long a person has for each roll or move before the host plays it for the seat
    /// at `hard`, in milliseconds (0: no timer).
    turn_time: u64,
    /// When the roll or move due now runs out, while a person's seat is on turn.
    deadline: Option<u64>,
    /// Turns each seat's person let run out in a row (its roll ran out).
    misses: Vec<u32>,
    refusals: u64,
    notes: Vec<Value>,
    /// The quick chat's limit of each seat (not saved: a reload starts it afresh).
    talk: BTreeMap<u8, ChatLimit>,
    /// An open seat a friend took while its computer was on turn: the computer plays the
    /// turn out, and the friend plays from the seat's next turn.
    handover: Option<u8>,
    /// The host's clock at the last call that told the time.
    now: u64,
}

impl Host {
    /// A room's settings: its options, seats, delay and turn timer.
    fn settings(config: &Value) -> Result<(Value, Roster, u64, u64), String> {
        let o = Obj::new(config, "room")?;
        o.only(&["options", "seats", "delay", "turnTime"])?;
        let options = o.opt("options").cloned().unwrap_or_else(|| json!({}));
        let oo = Obj::new(&options, "room.options")?;
        oo.only(&["preset", "rules"])?;
        let roster = Roster::plan(o.req("seats")?)?;
        let delay = match o.opt("delay") {
            None => DEFAULT_DELAY,
            Some(_) => o.uint("delay", 10_000)?,
        };
        let turn_time = match o.opt("turnTime") {
            None => 0,
            Some(_) => o.uint("turnTime", 120_000)?,
        };
        Ok((options, roster, delay, turn_time))
    }

    /// Opens a room: `{ options: { preset?, rules? }, seats: [...], delay?, turnTime? }`
    /// (see [`Roster::plan`]; `turnTime` in milliseconds, 0 or none for no turn timer),
    /// with the host's dice chain grown from `secret`. A room's settings it cannot read are refused with `room.config`, and seats and rules
    /// that make no game with `room.setup` and the engine's refusal.
    pub fn open(config: &Value, secret: Digest32) -> Result<Host, WireError> {
        let (options, roster, delay, turn_time) =
            Host::settings(config).map_err(|e| WireError::new("room.config", e))?;
        // the options must make a game with these seats
        let mut trial = options.clone();
        trial["seats"] = roster.engine_seats();
        trial["seed"] = json!(0);
        Game::new(&trial).map_err(|e| WireError::engine("room.setup", &e))?;
        let seats = roster.0.len();
        let chain = Chain::from_secret(secret);
        Ok(Host {
            dice: Verifier::new(chain.commitment()),
            origin: chain.commitment(),
            round: 0,
            chain,
            stage: Stage::Lobby,
            options,
            roster,
            game: None,
            history: vec![],
            seq: 0,
            peers: BTreeMap::new(),
            want: None,
            asked: None,
            delay,
            next_at: 0,
            turn_time,
            deadline: None,
            misses: vec![0; seats],
            refusals: 0,
            notes: vec![],
            talk: BTreeMap::new(),
            handover: None,
            now: 0,
        })
    }

    /// The room's id (from the host's commitment).
    pub fn room(&self) -> String {
        room_id(&self.origin)
    }

    /// The commitment of the host's dice chain.
    pub fn commitment(&self) -> Digest32 {
        self.chain.commitment()
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
            "partners": crate::partners(&self.options, self.roster.0.len()),
            "pages": self.peers.len(),
            "watching": self.watching(),
            "waitingForWitness": self.waiting_for_witness(),
            "refusals": self.refusals,
            "turnTime": self.turn_time,
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
            watching: self.watching(),
            history: self.history.clone(),
            dice: self.dice.state(),
            round: self.round,
            commit: (self.round > 0).then(|| hex(&self.chain.commitment())),
            clock: self.deadline.map(|d| wire::Clock {
                seat: self.on_turn(),
                left: d.saturating_sub(self.now),
            }),
        }
    }

    fn hash(&self) -> String {
        self.game
            .as_ref()
            .map_or_else(|| "lobby".into(), position_hash)
    }

    /// A page connected: the host introduces itself.
    pub fn connected(&mut self, peer: &str, now: u64) -> Vec<Out> {
        self.now = self.now.max(now);
        self.peers.insert(
            peer.to_string(),
            Peer {
                witness: None,
                hello: None,
                heard: false,
                greeted: now,
                round: self.round,
                name: String::new(),
                bucket: Bucket::new(now),
            },
        );
        let commit = hex(&self.origin);
        vec![Out::to(peer, &ToGuest::Host { commit })]
    }

    /// A page left. A draw asked of it is asked of another witness on the next tick.
    pub fn disconnected(&mut self, peer: &str, now: u64) -> Vec<Out> {
        self.now = self.now.max(now);
        let watched = self.peers.remove(peer).is_some_and(|p| p.witness.is_some())
            && self.roster.of_peer(peer).is_none();
        if self.asked.as_ref().is_some_and(|a| a.peer == peer) {
            self.asked = None;
        }
        if self.roster.leave(peer, now) || watched {
            vec![self.roster_event()]
        } else {
            vec![]
        }
    }

    /// A message from a page: an intent played, or refused with the game unchanged.
    pub fn receive(&mut self, peer: &str, msg: &str, now: u64) -> Vec<Out> {
        self.now = self.now.max(now);
        let msg = parse_to_host(msg);
        // the answer to a draw this host asked of this page is not counted against its
        // rate: the host asks for one draw at a time
        let answers = matches!(&msg, Ok(ToHost::Reveal { n, .. })
            if self.asked.as_ref().is_some_and(|a| a.peer == peer && a.n == *n));
        let Some(p) = self.peers.get_mut(peer) else {
            return vec![];
        };
        p.heard = true;
        let verdict = if answers {
            Verdict::Take
        } else {
            p.bucket.take(now)
        };
        match verdict {
            Verdict::Take => {}
            Verdict::DropAndTell => {
                return self.refuse(
                    peer,
                    Refusal::new("rate.limited", "too many messages: slow down"),
                );
            }
            Verdict::Drop => {
                self.refusals += 1;
                return vec![];
            }
        }
        let result = match msg {
            Err(e) => Err(e),
            Ok(ToHost::Hello {
                name,
                token,
                commit,
            }) => self.hello(peer, &name, token.as_deref(), &commit),
            Ok(ToHost::Seat { seat, name }) => self.take_seat(peer, seat, name.as_deref()),
            Ok(ToHost::Roll { seq, reveal }) => self.guest_roll(peer, seq, &reveal, now),
            Ok(ToHost::Move { seq, id }) => self.guest_move(peer, seq, id, now),
            Ok(ToHost::Reveal { n, value }) => self.reveal(peer, n, &value, now),
            Ok(ToHost::Resync {}) => Ok(vec![Out::to(peer, &self.snapshot_msg())]),
            Ok(ToHost::Commit { commit }) => self.commit(peer, &commit),
            Ok(ToHost::Chat { say }) => self.chat(Some(peer), &say, now),
            Ok(ToHost::Back {}) => self.guest_back(peer),
            Ok(ToHost::Bye {}) => Ok(self.disconnected(peer, now)),
        };
        result.unwrap_or_else(|e| self.refuse(peer, e))
    }

    fn refuse(&mut self, peer: &str, r: Refusal) -> Vec<Out> {
        self.refusals += 1;
        let seq = self.seq;
        let msg = ToGuest::Refused {
            code: r.code.to_string(),
            reason: r.reason,
            seq,
            detail: r.detail,
        };
        vec![Out::to(peer, &msg)]
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
    ) -> Result<Vec<Out>, Refusal> {
        let said = &self.peers[peer];
        // the page's answer to a greeting sent again while its first hello was on the way
        if said.hello.is_some() && unhex(commit) == said.hello {
            return Ok(vec![]);
        }
        if said.witness.is_some() {
            return Err(Refusal::new(
                "hello.again",
                "hello: this page has already said hello",
            ));
        }
        // a page that gives no name watches until it takes a seat with one
        let name = match name.trim() {
            "" => String::new(),
            n => check_name(n).map_err(|e| e.within("hello"))?,
        };
        let commit = digest(commit, "hello: commit")?;
        if token.is_some_and(|t| !is_token(t)) {
            return Err(Refusal::new(
                "hello.token",
                "hello: a seat token is 32 hexadecimal digits",
            ));
        }
        let w = self.dice.witnesses();
        self.dice
            .add_witness(w, commit)
            .map_err(|e| Refusal::new("intent.malformed", e))?;
        let p = self.peers.get_mut(peer).expect("checked above");
        p.witness = Some(w);
        p.hello = Some(commit);
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
        }
        // who sits where and how many watch, this page included
        out.push(self.roster_event());
        out.push(self.welcome(peer, seat));
        Ok(out)
    }

    /// A page's fresh dice chain for the game after a rematch: it witnesses again.
    fn commit(&mut self, peer: &str, commit: &str) -> Result<Vec<Out>, Refusal> {
        let p = &self.peers[peer];
        if p.witness.is_none() {
            return Err(Refusal::new("seat.helloFirst", "commit: say hello first"));
        }
        if p.round == self.round {
            return Err(Refusal::new(
                "commit.again",
                "commit: this page's chain for this game is known already",
            ));
        }
        let commit = digest(commit, "commit: commit")?;
        let w = self.dice.witnesses();
        self.dice
            .add_witness(w, commit)
            .map_err(|e| Refusal::new("intent.malformed", e))?;
        let round = self.round;
        let p = self.peers.get_mut(peer).expect("checked above");
        p.witness = Some(w);
        p.round = round;
        let seat = self.roster.of_peer(peer);
        let ev = self.event(Ev::Witness {
            w,
            commit: hex(&commit),
        });
        Ok(vec![ev, self.welcome(peer, seat)])
    }

    /// The game is over: a new one with the same seats, on fresh dice chains (the host's
    /// now, every page's when it answers). Its seed is drawn as soon as a friend's page
    /// has sent its chain.
    pub fn rematch(&mut self, now: u64) -> Result<Vec<Out>, Refusal> {
        self.now = self.now.max(now);
        if self.stage != Stage::Over {
            return Err(Refusal::new(
                "rematch.notOver",
                "rematch: the game is not over",
            ));
        }
        self.chain = Chain::fresh();
        self.round += 1;
        self.dice = Verifier::new(self.chain.commitment());
        self.game = None;
        self.history.clear();
        self.stage = Stage::Lobby;
        self.deadline = None;
        self.misses.iter_mut().for_each(|m| *m = 0);
        self.asked = None;
        self.want = Some(Purpose::Start);
        let commit = hex(&self.chain.commitment());
        let mut out = vec![self.event(Ev::Rematch { commit })];
        out.extend(self.ask(now));
        Ok(out)
    }

    /// The host leaves the room for good: every page is told, so none waits for it.
    pub fn close(&mut self) -> Vec<Out> {
        self.deadline = None;
        self.want = None;
        self.asked = None;
        vec![Out {
            to: To::All,
            text: text(&ToGuest::Closed {}),
        }]
    }

    /// The person at the host's screen says `say` in the quick chat, from the first seat
    /// played at this screen, under the same limit as a friend.
    pub fn say(&mut self, say: &str, now: u64) -> Result<Vec<Out>, Refusal> {
        self.chat(None, say, now)
    }

    /// Quick chat from a page's seat (`None`: the host's screen): a listed id, from a
    /// seat, within the seat's limit, broadcast to every page outside the game's events.
    fn chat(&mut self, peer: Option<&str>, say: &str, now: u64) -> Result<Vec<Out>, Refusal> {
        let seat = match peer {
            Some(p) => self.roster.of_peer(p),
            None => (0..self.roster.0.len() as u8)
                .find(|&s| self.roster.0[s as usize].info.kind == SeatKind::Person),
        }
        .ok_or_else(|| Refusal::new("chat.watching", "chat: a page that watches cannot chat"))?;
        crate::chat::check(say)?;
        let limit = self.talk.entry(seat).or_default();
        limit.take(now).map_err(|wait| {
            Refusal::new(
                "chat.rateLimited",
                format!("chat: at most 3 messages in 10 s: again in {wait} ms"),
            )
        })?;
        self.notes
            .push(json!({ "t": "chat", "seat": seat, "say": say }));
        let msg = ToGuest::Chat {
            seat,
            say: say.to_string(),
        };
        Ok(vec![Out {
            to: To::All,
            text: text(&msg),
        }])
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

    fn take_seat(&mut self, peer: &str, seat: u8, name: Option<&str>) -> Result<Vec<Out>, Refusal> {
        let p = &self.peers[peer];
        if p.witness.is_none() {
            return Err(Refusal::new("seat.helloFirst", "seat: say hello first"));
        }
        let name = check_name(name.unwrap_or(&p.name)).map_err(|e| e.within("seat"))?;
        if self.roster.of_peer(peer).is_some() {
            return Err(Refusal::new(
                "seat.hasSeat",
                "seat: this page has a seat already",
            ));
        }
        let none_free = !(0..self.roster.0.len() as u8).any(|s| self.roster.is_free(s));
        if self.stage == Stage::Over || none_free {
            return Err(Refusal::new(
                "room.full",
                format!("seat: seat {seat} is not free: no seat is"),
            ));
        }
        if !self.roster.is_free(seat) {
            return Err(Refusal::new(
                "seat.taken",
                format!("seat: seat {seat} is not free"),
            ));
        }
        let token = fresh_token();
        self.peers
            .get_mut(peer)
            .expect("checked above")
            .name
            .clone_from(&name);
        // an open seat's computer on turn plays its turn out: the seat is the friend's
        // from the next turn boundary
        let mid_turn = self.stage == Stage::Playing
            && self.roster.0[seat as usize].info.kind == SeatKind::Open
            && self.on_turn() == seat;
        self.roster.take(seat, peer, name, token);
        if mid_turn {
            self.handover = Some(seat);
            self.roster.0[seat as usize].info.away = true;
        } else if self.want == Some(Purpose::Roll(seat)) {
            self.want = None;
            self.asked = None;
        }
        Ok(vec![self.roster_event(), self.welcome(peer, Some(seat))])
    }

    fn playing(&self, what: &str) -> Result<&Game, Refusal> {
        match (&self.game, self.stage) {
            (Some(g), Stage::Playing) => Ok(g),
            _ => Err(Refusal::new(
                "intent.notPlaying",
                format!("{what}: the game is not being played"),
            )),
        }
    }

    /// The seat a friend's intent is for: the page's own, on turn, with nothing pending,
    /// and `seq` the last event.
    fn intent_seat(&self, peer: &str, seq: u64, what: &str) -> Result<u8, Refusal> {
        let game = self.playing(what)?;
        let seat = self.roster.of_peer(peer).ok_or_else(|| {
            Refusal::new(
                "intent.notYourSeat",
                format!("{what}: this page has no seat (it watches)"),
            )
        })?;
        let on_turn = game.engine().position().seat_on_turn();
        if seat != on_turn {
            return Err(Refusal::new(
                "intent.outOfTurn",
                format!("{what}: it is seat {on_turn}'s turn, not seat {seat}'s"),
            ));
        }
        if seq != self.seq {
            return Err(Refusal::new(
                "intent.stale",
                format!(
                    "{what}: stale: sent after event {seq}, the last is {}",
                    self.seq
                ),
            ));
        }
        if self.want.is_some() {
            return Err(busy(what));
        }
        if self.handover == Some(seat) {
            return Err(Refusal::new(
                "intent.outOfTurn",
                format!("{what}: the computer plays seat {seat}'s turn out"),
            ));
        }
        Ok(seat)
    }

    fn guest_roll(
        &mut self,
        peer: &str,
        seq: u64,
        reveal: &str,
        now: u64,
    ) -> Result<Vec<Out>, Refusal> {
        let seat = self.intent_seat(peer, seq, "roll")?;
        if self.phase() != Phase::Roll {
            return Err(Refusal::new("intent.moveDue", "roll: a move is due"));
        }
        let value = digest(reveal, "roll: reveal")?;
        let w = self.peers[peer].witness.expect("a seated page said hello");
        if !self.dice.accepts(w, &value) {
            return Err(Refusal::new(
                "dice.badReveal",
                "roll: the reveal is not the next value of this page's chain",
            ));
        }
        self.acted(seat);
        self.complete(Purpose::Roll(seat), w, value, now)
    }

    fn guest_move(&mut self, peer: &str, seq: u64, id: u32, now: u64) -> Result<Vec<Out>, Refusal> {
        let seat = self.intent_seat(peer, seq, "move")?;
        self.acted(seat);
        self.play_move(seat, id, now)
    }

    fn play_move(&mut self, seat: u8, id: u32, now: u64) -> Result<Vec<Out>, Refusal> {
        if self.phase() == Phase::Roll {
            return Err(Refusal::new("intent.rollDue", "move: a roll is due"));
        }
        let game = self
            .game
            .as_mut()
            .ok_or_else(|| Refusal::new("intent.notPlaying", "move: the game has not started"))?;
        game.apply_move(&json!(id))
            .map_err(|e| Refusal::engine("intent.unknownMove", &e))?;
        self.after_play(now);
        Ok(vec![self.event(Ev::Move { seat, id })])
    }

    fn after_play(&mut self, now: u64) {
        self.next_at = now + self.delay;
        if self.phase() == Phase::Over {
            self.stage = Stage::Over;
        }
        // the clock of the roll or move due now, if a person plays it
        let seat = self.on_turn();
        let timed =
            self.turn_time > 0 && self.stage == Stage::Playing && self.machine(seat).is_none();
        self.deadline = timed.then_some(now + self.turn_time);
    }

    fn on_turn(&self) -> u8 {
        self.game
            .as_ref()
            .map_or(0, |g| g.engine().position().seat_on_turn())
    }

    /// The level a computer plays `seat` at, if one plays it now: a computer's seat, an
    /// open or away one, or a person's who let [`MISSES`] turns in a row run out.
    fn machine(&self, seat: u8) -> Option<Level> {
        let missed = self.misses.get(seat as usize).is_some_and(|&m| m >= MISSES);
        self.roster.machine(seat).or(missed.then_some(Level::Hard))
    }

    /// The person of `seat` acts: the computer no longer keeps the seat. A person back
    /// while their roll or move is due plays it on the clock, as any other.
    fn acted(&mut self, seat: u8) {
        if let Some(m) = self.misses.get_mut(seat as usize) {
            *m = 0;
        }
        let due = self.stage == Stage::Playing && self.want.is_none() && seat == self.on_turn();
        if due && self.turn_time > 0 && self.deadline.is_none() && self.machine(seat).is_none() {
            self.deadline = Some(self.now + self.turn_time);
        }
    }

    /// A friend's page says its person is back: the seat is theirs again (the roster
    /// event follows with the next tick).
    fn guest_back(&mut self, peer: &str) -> Result<Vec<Out>, Refusal> {
        let seat = self.roster.of_peer(peer).ok_or_else(|| {
            Refusal::new(
                "intent.notYourSeat",
                "back: this page has no seat (it watches)",
            )
        })?;
        self.acted(seat);
        Ok(vec![])
    }

    /// The person at the host's screen is back: the seats a computer kept after missed
    /// turns are theirs again (the roster event follows with the next tick).
    pub fn back(&mut self) {
        for seat in 0..self.roster.0.len() {
            if self.roster.0[seat].info.kind == SeatKind::Person {
                self.acted(seat as u8);
            }
        }
    }

    /// Marks the seats a computer keeps after missed turns (`idle`) as they are now;
    /// whether any changed.
    fn mark_idle(&mut self) -> bool {
        let mut changed = false;
        for (seat, s) in self.roster.0.iter_mut().enumerate() {
            let idle = self.misses.get(seat).is_some_and(|&m| m >= MISSES);
            if s.info.idle != idle {
                s.info.idle = idle;
                changed = true;
            }
        }
        changed
    }

    /// How long the roll or move due now has left, and for which seat.
    pub fn clock(&self, now: u64) -> Option<(u8, u64)> {
        self.deadline
            .map(|d| (self.on_turn(), d.saturating_sub(now)))
    }

    fn phase(&self) -> Phase {
        self.game
            .as_ref()
            .map_or(Phase::Over, |g| g.engine().position().phase())
    }

    fn reveal(&mut self, peer: &str, n: u32, value: &str, now: u64) -> Result<Vec<Out>, Refusal> {
        // a draw asked again is answered again: the later answer finds the draw made
        if n < self.dice.next() && self.peers[peer].witness.is_some() {
            return Ok(vec![]);
        }
        let asked = self
            .asked
            .clone()
            .filter(|a| a.peer == peer && a.n == n)
            .ok_or_else(|| {
                Refusal::new(
                    "dice.notAsked",
                    format!("reveal: draw {n} was not asked of this page"),
                )
            })?;
        let value = digest(value, "reveal: value")?;
        if !self.dice.accepts(asked.w, &value) {
            return Err(Refusal::new(
                "dice.badReveal",
                "reveal: not the next value of this page's chain",
            ));
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
    ) -> Result<Vec<Out>, Refusal> {
        let n = self.dice.next();
        let host = self.chain.value(n as usize + 1).ok_or_else(|| {
            Refusal::new(
                "dice.chainEnd",
                format!("the host's dice chain ends after {CHAIN} draws"),
            )
        })?;
        let draw = Draw {
            n,
            host: hex(&host),
            w,
            value: hex(&value),
        };
        let bytes = self
            .dice
            .check(&draw)
            .map_err(|e| Refusal::new("dice.badReveal", e))?;
        self.want = None;
        self.asked = None;
        let ev = match purpose {
            Purpose::Start => self.start_game(&bytes, draw)?,
            Purpose::Roll(seat) => {
                let die = dice::die(&bytes);
                let game = self.game.as_mut().expect("rolls come after the start");
                game.roll_die(die)
                    .map_err(|e| Refusal::engine("intent.moveDue", &e))?;
                Ev::Roll { seat, die, draw }
            }
        };
        self.after_play(now);
        Ok(vec![self.event(ev)])
    }

    fn start_game(&mut self, bytes: &Digest32, draw: Draw) -> Result<Ev, Refusal> {
        let mut options = self.options.clone();
        options["seats"] = self.roster.engine_seats();
        options["seed"] = json!(dice::seed(bytes));
        let game = Game::new(&options).map_err(|e| Refusal::engine("room.setup", &e))?;
        self.game = Some(game);
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
        let round = self.round;
        let Some(w) = self
            .peers
            .get(&peer)
            .filter(|p| p.round == round)
            .and_then(|p| p.witness)
        else {
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
        self.history.extend(Step::of(&ev));
        self.notes
            .push(event_note(self.seq, &ev, self.game.as_ref()));
        // the clock of the next roll or move, if a person plays it
        let clock = self.deadline.map(|d| wire::Clock {
            seat: self.on_turn(),
            left: d.saturating_sub(self.now),
        });
        if let Some(c) = &clock {
            self.notes
                .push(json!({ "t": "clock", "seat": c.seat, "left": c.left }));
        }
        let msg = ToGuest::Event {
            seq: self.seq,
            hash: self.hash(),
            ev,
            clock,
        };
        Out {
            to: To::All,
            text: text(&msg),
        }
    }

    fn roster_event(&mut self) -> Out {
        let seats = self.roster.infos();
        let watching = self.watching();
        self.event(Ev::Roster { seats, watching })
    }

    /// How many pages watch: connected, said hello, no seat.
    fn watching(&self) -> u32 {
        let seated = |p: &&String| self.roster.of_peer(p).is_some();
        self.peers
            .iter()
            .filter(|(id, p)| p.witness.is_some() && !seated(id))
            .count() as u32
    }

    /// Starts the game: friends' seats nobody took become computers (`fill`) or stay open
    /// for a friend to take later. The seed is drawn like a die, so a friend must be
    /// connected.
    pub fn start(&mut self, fill: bool, now: u64) -> Result<Vec<Out>, Refusal> {
        self.now = self.now.max(now);
        if self.stage != Stage::Lobby || self.want.is_some() {
            return Err(Refusal::new("start.started", "start: the game has started"));
        }
        if self.roster.first_friend_peer().is_none() {
            return Err(Refusal::new(
                "start.noFriend",
                "start: no friend has taken a seat yet",
            ));
        }
        self.roster.fill(fill);
        self.want = Some(Purpose::Start);
        let mut out = vec![self.roster_event()];
        out.extend(self.ask(now));
        Ok(out)
    }

    /// Sets the turn timer in the lobby: `ms` milliseconds per roll or move (at most two
    /// minutes), 0 for none.
    pub fn set_turn_time(&mut self, ms: u64) -> Result<(), Refusal> {
        if self.stage != Stage::Lobby || self.want.is_some() {
            return Err(Refusal::new(
                "start.started",
                "turn time: the game has started",
            ));
        }
        if ms > MAX_TURN_TIME {
            return Err(Refusal::new(
                "intent.malformed",
                format!("turn time: {ms} ms is over {MAX_TURN_TIME} ms"),
            ));
        }
        self.turn_time = ms;
        Ok(())
    }

    /// The seat on turn, if the host's page plays it (a person at the host's screen).
    fn local_seat(&self, what: &str) -> Result<u8, Refusal> {
        let game = self.playing(what)?;
        let seat = game.engine().position().seat_on_turn();
        if self.roster.0[seat as usize].info.kind != SeatKind::Person {
            return Err(Refusal::new(
                "intent.notHere",
                format!("{what}: seat {seat} is not played at this screen"),
            ));
        }
        if self.want.is_some() {
            return Err(busy(what));
        }
        Ok(seat)
    }

    /// A person at the host's screen rolls: the die is drawn with a friend's value.
    pub fn roll(&mut self, now: u64) -> Result<Vec<Out>, Refusal> {
        self.now = self.now.max(now);
        let seat = self.local_seat("roll")?;
        if self.phase() != Phase::Roll {
            return Err(Refusal::new("intent.moveDue", "roll: a move is due"));
        }
        self.want = Some(Purpose::Roll(seat));
        self.acted(seat);
        Ok(self.ask(now))
    }

    /// A person at the host's screen plays legal move `id`.
    pub fn apply_move(&mut self, id: u32, now: u64) -> Result<Vec<Out>, Refusal> {
        self.now = self.now.max(now);
        let seat = self.local_seat("move")?;
        self.acted(seat);
        self.play_move(seat, id, now)
    }

    /// Time passes: friends away for a minute are played by a computer, computers act
    /// (one action per [`Host::open`]'s `delay`), and a draw waiting for a witness is
    /// asked of one.
    pub fn tick(&mut self, now: u64) -> Vec<Out> {
        self.now = self.now.max(now);
        let mut out = vec![];
        // every page is told when a computer starts or stops keeping an idle person's seat
        if self.roster.tick(now) | self.mark_idle() {
            out.push(self.roster_event());
        }
        // the turn passed on: a seat handed over is its friend's from now on
        if let Some(s) = self
            .handover
            .filter(|&s| s != self.on_turn() || self.stage != Stage::Playing)
        {
            self.handover = None;
            self.roster.0[s as usize].info.away = false;
            out.push(self.roster_event());
        }
        let seat = self.on_turn();
        let due = self.stage == Stage::Playing && self.want.is_none();
        // a person's time ran out: the host plays for the seat, at hard
        let late = due && self.deadline.is_some_and(|d| now >= d);
        if late {
            // a turn is missed when its roll runs out (a move run out after the person
            // rolled is played for the seat, but the turn was not missed)
            if self.phase() == Phase::Roll {
                self.misses[seat as usize] += 1;
            }
            self.deadline = None;
            let misses = self.misses[seat as usize];
            self.notes
                .push(json!({ "t": "timeout", "seat": seat, "misses": misses }));
        }
        if due && (late || now >= self.next_at) {
            let level = if late {
                Some(Level::Hard)
            } else {
                self.machine(seat)
            };
            if let Some(level) = level {
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
        out.extend(self.greet_again(now));
        out
    }

    /// Greets again each page not heard from since it was greeted [`GREET_AGAIN`] ago.
    fn greet_again(&mut self, now: u64) -> Vec<Out> {
        let commit = hex(&self.origin);
        let mut out = vec![];
        for (id, p) in &mut self.peers {
            if !p.heard && now >= p.greeted + GREET_AGAIN {
                p.greeted = now;
                out.push(Out::to(
                    id,
                    &ToGuest::Host {
                        commit: commit.clone(),
                    },
                ));
            }
        }
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
            "history": self.history,
            "seq": self.seq,
            "dice": self.dice.state(),
            "delay": self.delay,
            "turnTime": self.turn_time,
            "origin": hex(&self.origin),
            "round": self.round,
            "deadline": self.deadline,
        })
    }

    /// The room from [`Host::save`], every friend away until its page comes back; a saved
    /// room it cannot read is refused with `room.saved`.
    pub fn restore(saved: &Value, now: u64) -> Result<Host, WireError> {
        Host::restored(saved, now).map_err(|e| WireError::new("room.saved", e))
    }

    fn restored(saved: &Value, now: u64) -> Result<Host, String> {
        let o = Obj::new(saved, "saved room")?;
        o.only(&[
            "secret", "stage", "options", "roster", "game", "history", "seq", "dice", "delay",
            "turnTime", "origin", "round", "deadline",
        ])?;
        let secret = unhex(o.str("secret")?).ok_or("saved room: secret is not 64 hex digits")?;
        let parse = |k: &str| o.req(k).cloned();
        let stage: Stage = serde_json::from_value(parse("stage")?).map_err(|e| e.to_string())?;
        let mut roster: Roster =
            serde_json::from_value(parse("roster")?).map_err(|e| format!("roster: {e}"))?;
        roster.check()?;
        roster.all_left(now);
        let seats = roster.0.len();
        let game = match o.req("game")? {
            Value::Null => None,
            g => Some(Game::from_state(g).map_err(|e| e.to_string())?),
        };
        // a room saved before snapshots carried the history has none to give
        let history: Vec<Step> = match o.opt("history") {
            None => vec![],
            Some(h) => serde_json::from_value(h.clone()).map_err(|e| format!("history: {e}"))?,
        };
        let dice = Verifier::from_state(
            &serde_json::from_value(parse("dice")?).map_err(|e| format!("dice: {e}"))?,
        )?;
        let chain = Chain::from_secret(secret);
        if !Verifier::new(chain.commitment()).continues(&dice) {
            return Err("saved room: the dice do not continue the host's chain".into());
        }
        let origin = match o.opt("origin") {
            None => chain.commitment(),
            Some(_) => unhex(o.str("origin")?).ok_or("saved room: origin is not 64 hex digits")?,
        };
        // the turn in progress keeps its deadline (the host's clock is the date)
        let deadline = match o.opt("deadline") {
            None | Some(Value::Null) => None,
            Some(_) => Some(o.uint("deadline", u64::MAX >> 11)?),
        };
        let mut host = Host {
            origin,
            round: match o.opt("round") {
                None => 0,
                Some(_) => o.uint("round", u64::from(u32::MAX))? as u32,
            },
            chain,
            stage,
            options: parse("options")?,
            roster,
            game,
            history,
            seq: o.uint("seq", u64::MAX >> 11)?,
            dice,
            peers: BTreeMap::new(),
            want: None,
            asked: None,
            delay: o.uint("delay", 10_000)?,
            next_at: now,
            turn_time: match o.opt("turnTime") {
                None => 0,
                Some(_) => o.uint("turnTime", 120_000)?,
            },
            deadline: None,
            misses: vec![0; seats],
            refusals: 0,
            notes: vec![],
            talk: BTreeMap::new(),
            handover: None,
            now,
        };
        let seat = host.on_turn();
        let timed =
            host.turn_time > 0 && host.stage == Stage::Playing && host.machine(seat).is_none();
        if timed {
            let d = deadline.map_or(now + host.turn_time, |d| d.min(now + host.turn_time));
            host.deadline = Some(d);
            // the host's own page shows the countdown again
            host.notes
                .push(json!({ "t": "clock", "seat": seat, "left": d.saturating_sub(now) }));
        }
        Ok(host)
    }
}

fn busy(what: &str) -> Refusal {
    Refusal::new("intent.busy", format!("{what}: a die is being drawn"))
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
