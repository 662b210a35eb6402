//! A friend's (or a spectator's) page: it sends intents to the host, mirrors the host's
//! numbered events with its own engine, checks every die and every position hash, and
//! asks for a snapshot when its mirror and the host's game disagree.

use serde_json::{Value, json};

use ludo_api::Game;
use ludo_engine::Phase;

use crate::dice::{self, Chain, Digest32, hex, room_id};
use crate::host::event_note;
use crate::verify::Verifier;
use crate::wire::{
    Draw, Ev, SeatInfo, Snapshot, Stage, ToGuest, ToHost, You, digest, parse_to_guest,
};
use crate::{Out, position_hash};

/// A value of this page's chain given for a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Gift {
    n: u32,
    value: Digest32,
    /// Given with a roll of this page's own and not asked of it as a witness: the draw
    /// may be made with another page's value (the roll was refused, and the seat's turn
    /// went to a computer).
    roll: bool,
}

/// Something the page should show.
pub type Note = Value;

/// A page that joined a room by its id.
#[derive(Clone, Debug)]
pub struct Guest {
    room: String,
    name: String,
    token: Option<String>,
    chain: Chain,
    used: usize,
    gave: Option<Gift>,
    host: Option<String>,
    had_host: bool,
    you: Option<You>,
    seq: u64,
    stage: Stage,
    options: Value,
    seats: Vec<SeatInfo>,
    game: Option<Game>,
    dice: Option<Verifier>,
    checked: u32,
    fault: Option<String>,
    resyncs: u32,
    notes: Vec<Note>,
}

impl Guest {
    /// A page for room `room`, under `name`, with the seat token kept from an earlier
    /// visit, if any.
    pub fn new(room: &str, name: &str, token: Option<String>) -> Guest {
        Guest {
            room: room.to_string(),
            name: name.to_string(),
            token,
            chain: Chain::fresh(),
            used: 0,
            gave: None,
            host: None,
            had_host: false,
            you: None,
            seq: 0,
            stage: Stage::Lobby,
            options: json!({}),
            seats: vec![],
            game: None,
            dice: None,
            checked: 0,
            fault: None,
            resyncs: 0,
            notes: vec![],
        }
    }

    /// The mirrored game, once started.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// The seat token to keep in the browser (known once a seat is taken).
    pub fn token(&self) -> Option<&str> {
        self.token.as_deref()
    }

    /// The number of the last event mirrored.
    pub fn seq(&self) -> u64 {
        self.seq
    }

    /// The first dice check that failed, if any.
    pub fn fault(&self) -> Option<&str> {
        self.fault.as_deref()
    }

    /// Dice this page checked as they came.
    pub fn checked(&self) -> u32 {
        self.checked
    }

    /// Takes what happened since the last call, for the page to draw.
    pub fn take_notes(&mut self) -> Vec<Note> {
        std::mem::take(&mut self.notes)
    }

    /// The room as this page sees it.
    pub fn status(&self) -> Value {
        json!({
            "role": if self.you.as_ref().is_some_and(|y| y.seat.is_some()) { "friend" } else { "spectator" },
            "room": self.room,
            "connected": self.host.is_some(),
            "paused": self.had_host && self.host.is_none(),
            "joined": self.you.is_some(),
            "seat": self.you.as_ref().and_then(|y| y.seat),
            "seq": self.seq,
            "stage": self.stage,
            "options": self.options,
            "seats": self.seats,
            "dice": { "checked": self.checked, "fault": self.fault, "verified": self.fault.is_none() },
            "resyncs": self.resyncs,
        })
    }

    /// A page left; if it was the host's, the game is paused until the host is back.
    pub fn disconnected(&mut self, peer: &str) {
        if self.host.as_deref() == Some(peer) {
            self.host = None;
            self.notes.push(json!({ "t": "paused" }));
        }
    }

    /// A message from a page.
    pub fn receive(&mut self, peer: &str, msg: &str) -> Vec<Out> {
        let Ok(msg) = parse_to_guest(msg) else {
            return self.resync_if_host(peer);
        };
        if let ToGuest::Host { commit } = &msg {
            return self.meet_host(peer, commit);
        }
        if self.host.as_deref() != Some(peer) {
            return vec![];
        }
        match msg {
            ToGuest::Host { .. } => vec![],
            ToGuest::Welcome { you, snap } => {
                if you.token.is_some() {
                    self.token.clone_from(&you.token);
                }
                self.you = Some(you);
                self.adopt(&snap)
            }
            ToGuest::Snapshot { snap } => self.adopt(&snap),
            ToGuest::Refused { reason, seq } => {
                // a value given stays given: a roll sent again carries it again
                self.notes.push(json!({ "t": "refused", "reason": reason }));
                // refused because this mirror is behind the room: catch up
                if seq > self.seq && self.you.is_some() {
                    self.resync()
                } else {
                    vec![]
                }
            }
            ToGuest::Witness { n } => self.witness(n),
            ToGuest::Event { seq, hash, ev } => self.event(seq, &hash, ev),
        }
    }

    fn resync_if_host(&mut self, peer: &str) -> Vec<Out> {
        if self.host.as_deref() == Some(peer) {
            self.resync()
        } else {
            vec![]
        }
    }

    fn resync(&mut self) -> Vec<Out> {
        self.resyncs += 1;
        self.to_host(&ToHost::Resync {})
    }

    fn to_host(&self, msg: &ToHost) -> Vec<Out> {
        self.host
            .as_deref()
            .map(|h| Out::to(h, msg))
            .into_iter()
            .collect()
    }

    /// A page says it is the host: believed if the room id comes from its commitment.
    fn meet_host(&mut self, peer: &str, commit: &str) -> Vec<Out> {
        let Some(c) = dice::unhex(commit) else {
            return vec![];
        };
        if room_id(&c) != self.room || self.host.is_some() {
            return vec![];
        }
        if self.dice.is_none() {
            self.dice = Some(Verifier::new(c));
        }
        self.host = Some(peer.to_string());
        self.had_host = true;
        // a fresh chain for every hello: values of an older one may have been seen
        self.chain = Chain::fresh();
        self.used = 0;
        self.gave = None;
        self.notes.push(json!({ "t": "connected" }));
        vec![Out::to(
            peer,
            &ToHost::Hello {
                name: self.name.clone(),
                token: self.token.clone(),
                commit: hex(&self.chain.commitment()),
            },
        )]
    }

    fn adopt(&mut self, snap: &Snapshot) -> Vec<Out> {
        match self.adopt_checked(snap) {
            Ok(()) => {
                self.notes.push(json!({ "t": "snapshot" }));
                vec![]
            }
            Err(e) => {
                self.flag(format!("snapshot refused: {e}"));
                vec![]
            }
        }
    }

    fn adopt_checked(&mut self, snap: &Snapshot) -> Result<(), String> {
        let dice = Verifier::from_state(&snap.dice)?;
        let mine = self.dice.as_ref().ok_or("no host yet")?;
        if !mine.continues(&dice) {
            return Err("the host's dice chain does not continue".into());
        }
        if dice.next() < mine.next() {
            return Err(format!(
                "the host went back from draw {} to draw {}",
                mine.next(),
                dice.next()
            ));
        }
        let game = match &snap.game {
            None => None,
            Some(v) => Some(Game::from_state(v).map_err(|e| e.to_string())?),
        };
        let hash = game.as_ref().map_or_else(|| "lobby".into(), position_hash);
        if hash != snap.hash {
            return Err("its position does not match its hash".into());
        }
        // a value given for a draw the room has made without it is spent
        if self.gave.is_some_and(|g| g.n < dice.next()) {
            self.gave = None;
        }
        self.dice = Some(dice);
        self.game = game;
        self.seq = snap.seq;
        self.stage = snap.stage;
        self.options = snap.options.clone();
        self.seats = snap.seats.clone();
        Ok(())
    }

    fn flag(&mut self, fault: String) {
        self.notes.push(json!({ "t": "fault", "reason": fault }));
        if self.fault.is_none() {
            self.fault = Some(fault);
        }
    }

    fn event(&mut self, seq: u64, hash: &str, ev: Ev) -> Vec<Out> {
        if self.you.is_none() || seq <= self.seq {
            return vec![];
        }
        if seq != self.seq + 1 {
            return self.resync();
        }
        let ev_copy = ev.clone();
        if let Err(e) = self.apply(ev) {
            if e.starts_with("dice: ") {
                self.flag(e);
            }
            return self.resync();
        }
        self.seq = seq;
        let mine = self
            .game
            .as_ref()
            .map_or_else(|| "lobby".into(), position_hash);
        if mine != hash {
            return self.resync();
        }
        self.notes
            .push(event_note(seq, &ev_copy, self.game.as_ref()));
        vec![]
    }

    fn apply(&mut self, ev: Ev) -> Result<(), String> {
        match ev {
            Ev::Roster { seats } => self.seats = seats,
            Ev::Witness { w, commit } => {
                let c = digest(&commit, "commit").map_err(|e| e.0)?;
                self.verifier()?.add_witness(w, c)?;
            }
            Ev::Start { options, draw } => {
                let bytes = self.check_draw(&draw)?;
                if options["seed"] != json!(dice::seed(&bytes)) {
                    return Err("dice: the game's seed is not draw 0".into());
                }
                self.game = Some(Game::new(&options).map_err(|e| e.to_string())?);
                self.stage = Stage::Playing;
            }
            Ev::Roll { seat, die, draw } => {
                self.on_turn(seat)?;
                let bytes = self.check_draw(&draw)?;
                if die != dice::die(&bytes) {
                    return Err(format!(
                        "dice: draw {} gives {}, not {die}",
                        draw.n,
                        dice::die(&bytes)
                    ));
                }
                self.game_mut()?.roll_die(die).map_err(|e| e.to_string())?;
            }
            Ev::Move { seat, id } => {
                self.on_turn(seat)?;
                self.game_mut()?
                    .apply_move(&json!(id))
                    .map_err(|e| e.to_string())?;
            }
        }
        if self
            .game
            .as_ref()
            .is_some_and(|g| g.engine().position().phase() == Phase::Over)
        {
            self.stage = Stage::Over;
        }
        Ok(())
    }

    fn verifier(&mut self) -> Result<&mut Verifier, String> {
        self.dice.as_mut().ok_or_else(|| "no host yet".into())
    }

    fn game_mut(&mut self) -> Result<&mut Game, String> {
        self.game
            .as_mut()
            .ok_or_else(|| "the game has not started".into())
    }

    fn on_turn(&self, seat: u8) -> Result<(), String> {
        let g = self.game.as_ref().ok_or("the game has not started")?;
        let turn = g.engine().position().seat_on_turn();
        if seat == turn {
            Ok(())
        } else {
            Err(format!("seat {seat} acted on seat {turn}'s turn"))
        }
    }

    /// Checks a draw against the chains, and against what this page gave: a draw that
    /// names this page's chain must use the value given for it, and a draw this page was
    /// asked to witness must not be made with another's.
    fn check_draw(&mut self, d: &Draw) -> Result<Digest32, String> {
        let me = self.you.as_ref().map(|y| y.witness);
        let value = dice::unhex(&d.value);
        match self.gave {
            Some(g) if me == Some(d.w) && (g.n != d.n || Some(g.value) != value) => {
                return Err(format!(
                    "dice: draw {} used a value this page did not give for it",
                    d.n
                ));
            }
            None if me == Some(d.w) => {
                return Err(format!(
                    "dice: draw {} used a value this page did not give",
                    d.n
                ));
            }
            Some(g) if me != Some(d.w) && g.n == d.n && !g.roll => {
                return Err(format!(
                    "dice: draw {} was asked of this page and made with another's value",
                    d.n
                ));
            }
            _ => {}
        }
        let bytes = self
            .verifier()?
            .check(d)
            .map_err(|e| format!("dice: {e}"))?;
        self.checked += 1;
        if self.gave.is_some_and(|g| g.n <= d.n) {
            self.gave = None;
        }
        Ok(bytes)
    }

    fn next_value(&mut self, n: u32, roll: bool) -> Option<Digest32> {
        let value = self.chain.value(self.used + 1)?;
        self.used += 1;
        self.gave = Some(Gift { n, value, roll });
        Some(value)
    }

    /// The host asks this page to witness draw `n`: the next value of its chain, once per
    /// draw (asked again, the same value), and only for the draw that is due.
    fn witness(&mut self, n: u32) -> Vec<Out> {
        let Some(next) = self.dice.as_ref().map(Verifier::next) else {
            return vec![];
        };
        if n > next {
            // the host is further on than this mirror, and waits: catch up (the host
            // asks again)
            return self.resync();
        }
        if n < next {
            return vec![];
        }
        let value = match self.gave {
            // the value given for this draw already (asked again, or sent with a roll the
            // host refused): the same, and this page now expects it to be used
            Some(g) if g.n == n => {
                self.gave = Some(Gift { roll: false, ..g });
                g.value
            }
            _ => match self.next_value(n, false) {
                Some(v) => v,
                None => return vec![],
            },
        };
        self.to_host(&ToHost::Reveal {
            n,
            value: hex(&value),
        })
    }

    /// Whether this page's seat is on turn with `phase` due.
    fn my_turn(&self, phase: Phase, what: &str) -> Result<(), String> {
        if self.host.is_none() {
            return Err(format!("{what}: the host is away"));
        }
        let g = self
            .game
            .as_ref()
            .ok_or(format!("{what}: the game has not started"))?;
        let seat = self.you.as_ref().and_then(|y| y.seat);
        let pos = g.engine().position();
        if seat != Some(pos.seat_on_turn()) {
            return Err(format!("{what}: it is not this page's turn"));
        }
        if pos.phase() != phase {
            return Err(format!("{what}: a {} is due", pos.phase().name()));
        }
        Ok(())
    }

    /// Asks the host to roll for this page's seat, with the next value of its chain (or,
    /// sent again for the same draw, the value sent the first time).
    pub fn roll(&mut self) -> Result<Vec<Out>, String> {
        self.my_turn(Phase::Roll, "roll")?;
        let n = self.verifier()?.next();
        let value = match self.gave {
            // a roll sent again (the first refused, or dropped in a flood): the same value
            // for the same draw, so that refusing a roll never gives another die
            Some(g) if g.n == n => g.value,
            _ => self
                .next_value(n, true)
                .ok_or("roll: this page's dice chain is used up")?,
        };
        Ok(self.to_host(&ToHost::Roll {
            seq: self.seq,
            reveal: hex(&value),
        }))
    }

    /// Asks the host to play legal move `id` for this page's seat.
    pub fn apply_move(&mut self, id: u32) -> Result<Vec<Out>, String> {
        self.my_turn(Phase::Move, "move")?;
        Ok(self.to_host(&ToHost::Move { seq: self.seq, id }))
    }

    /// Asks the host for a free seat.
    pub fn take_seat(&mut self, seat: u8) -> Result<Vec<Out>, String> {
        if self.you.is_none() {
            return Err("seat: not connected to the host".into());
        }
        Ok(self.to_host(&ToHost::Seat { seat }))
    }
}
