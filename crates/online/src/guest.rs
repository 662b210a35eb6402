//! A friend's (or a spectator's) page: it sends intents to the host, mirrors the host's
//! numbered events with its own engine, checks every move, every die and every position
//! hash, and asks for a snapshot when it missed events. A snapshot is replayed from the
//! committed chains, never taken as it stands; an event or a snapshot that breaks the
//! rules stops the game for the page ([`Breach`]), and nothing of it is adopted.

use serde_json::{Value, json};

use ludo_api::Game;
use ludo_engine::Phase;

use crate::dice::{self, Chain, Digest32, hex, room_id};
use crate::host::event_note;
use crate::mirror::{self, Breach};
use crate::verify::Verifier;
use crate::wire::{
    Draw, Ev, SeatInfo, Snapshot, Stage, Step, ToGuest, ToHost, WireError, You, digest,
    parse_to_guest,
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
    /// The hello sent to the host, until the host answers it: sent again if the host
    /// greets this page again (the host heard nothing from it).
    hello: Option<ToHost>,
    /// The host's commitment for the game, known from its first word (the room id comes
    /// from the first game's) or from a rematch.
    commitment: Option<Digest32>,
    /// Rematches this page has seen.
    round: u32,
    /// Whether this page's chain witnesses the game (its `you.witness` is of this game).
    enrolled: bool,
    had_host: bool,
    you: Option<You>,
    seq: u64,
    stage: Stage,
    options: Value,
    seats: Vec<SeatInfo>,
    watching: u32,
    game: Option<Game>,
    /// The game's steps as this page checked them.
    history: Vec<Step>,
    dice: Option<Verifier>,
    checked: u32,
    fault: Option<String>,
    breach: Option<Breach>,
    resyncs: u32,
    /// The host has left the room for good.
    closed: bool,
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
            hello: None,
            commitment: None,
            round: 0,
            enrolled: false,
            had_host: false,
            you: None,
            seq: 0,
            stage: Stage::Lobby,
            options: json!({}),
            seats: vec![],
            watching: 0,
            game: None,
            history: vec![],
            dice: None,
            checked: 0,
            fault: None,
            breach: None,
            resyncs: 0,
            closed: false,
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

    /// How the host's page broke the rules, if it did: the game stopped for this page.
    pub fn breach(&self) -> Option<&Breach> {
        self.breach.as_ref()
    }

    /// Dice this page checked.
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
            "paused": self.had_host && self.host.is_none() && !self.closed,
            "closed": self.closed,
            "joined": self.you.is_some(),
            "seat": self.you.as_ref().and_then(|y| y.seat),
            "seq": self.seq,
            "stage": self.stage,
            "options": self.options,
            "seats": self.seats,
            "partners": crate::partners(&self.options, self.seats.len()),
            "watching": self.watching,
            "dice": { "checked": self.checked, "fault": self.fault, "verified": self.fault.is_none() },
            "resyncs": self.resyncs,
            "breach": self.breach.as_ref().map(|b| json!({ "code": b.code, "reason": b.reason })),
        })
    }

    /// A page left; if it was the host's, the game is paused until the host is back.
    pub fn disconnected(&mut self, peer: &str) {
        if self.host.as_deref() == Some(peer) {
            self.host = None;
            if !self.closed {
                self.notes.push(json!({ "t": "paused" }));
            }
        }
    }

    /// A message from a page.
    pub fn receive(&mut self, peer: &str, msg: &str) -> Vec<Out> {
        // the host broke the rules: nothing more from it is looked at
        if self.breach.is_some() {
            return vec![];
        }
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
                self.hello = None;
                if you.token.is_some() {
                    self.token.clone_from(&you.token);
                }
                self.you = Some(you);
                self.enrolled = true;
                // its chain is the one the host has for the game: nothing to send
                self.adopt(&snap);
                vec![]
            }
            ToGuest::Snapshot { snap } => {
                // a rematch this page missed: its fresh chain for the new game
                let later = snap.round > self.round;
                self.adopt(&snap);
                if later && self.breach.is_none() {
                    return self.recommit();
                }
                vec![]
            }
            ToGuest::Refused {
                code,
                reason,
                seq,
                detail,
            } => {
                // a value given stays given: a roll sent again carries it again
                let mut note = detail;
                note.insert("t".into(), "refused".into());
                note.insert("code".into(), code.into());
                note.insert("reason".into(), reason.into());
                self.notes.push(Value::Object(note));
                // refused because this mirror is behind the room: catch up
                if seq > self.seq && self.you.is_some() {
                    self.resync()
                } else {
                    vec![]
                }
            }
            ToGuest::Witness { n } => self.witness(n),
            ToGuest::Closed {} => {
                self.closed = true;
                self.host = None;
                self.notes.push(json!({ "t": "closed" }));
                vec![]
            }
            ToGuest::Chat { seat, say } => {
                // only a listed id from a seat of the room is shown
                if crate::chat::check(&say).is_ok() && (seat as usize) < self.seats.len() {
                    self.notes
                        .push(json!({ "t": "chat", "seat": seat, "say": say }));
                }
                vec![]
            }
            ToGuest::Event {
                seq,
                hash,
                ev,
                clock,
            } => {
                let out = self.event(seq, &hash, ev);
                if let Some(c) = clock.filter(|_| self.seq == seq && self.breach.is_none()) {
                    self.notes
                        .push(json!({ "t": "clock", "seat": c.seat, "left": c.left }));
                }
                out
            }
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
        if room_id(&c) != self.room {
            return vec![];
        }
        if self.host.is_some() {
            // greeted again by the host, which has not heard this page's hello: the same
            // hello again (the same chain: the first may still arrive)
            return match &self.hello {
                Some(hello) if self.host.as_deref() == Some(peer) => vec![Out::to(peer, hello)],
                _ => vec![],
            };
        }
        if self.dice.is_none() {
            self.dice = Some(Verifier::new(c));
            self.commitment = Some(c);
        }
        self.host = Some(peer.to_string());
        self.had_host = true;
        // a fresh chain for every hello: values of an older one may have been seen
        self.chain = Chain::fresh();
        self.used = 0;
        self.gave = None;
        self.notes.push(json!({ "t": "connected" }));
        let hello = ToHost::Hello {
            name: self.name.clone(),
            token: self.token.clone(),
            commit: hex(&self.chain.commitment()),
        };
        let out = vec![Out::to(peer, &hello)];
        self.hello = Some(hello);
        out
    }

    fn adopt(&mut self, snap: &Snapshot) {
        match self.adopt_checked(snap) {
            Ok(()) => {
                self.notes.push(json!({ "t": "snapshot" }));
                // the turn timer by the host's one deadline, as it stands
                if let Some(c) = &snap.clock {
                    self.notes
                        .push(json!({ "t": "clock", "seat": c.seat, "left": c.left }));
                }
            }
            Err(b) => self.broke(b),
        }
    }

    /// A fresh chain of this page's for the game after a rematch, sent to the host.
    fn recommit(&mut self) -> Vec<Out> {
        self.chain = Chain::fresh();
        self.used = 0;
        self.gave = None;
        self.enrolled = false;
        if self.you.is_none() {
            return vec![];
        }
        self.to_host(&ToHost::Commit {
            commit: hex(&self.chain.commitment()),
        })
    }

    /// Takes a snapshot only by replaying its history from the host's commitment, and
    /// only if that history continues what this page saw.
    fn adopt_checked(&mut self, snap: &Snapshot) -> Result<(), Breach> {
        let known = self
            .commitment
            .ok_or_else(|| Breach::new("host.snapshot", "no host yet"))?;
        let later = snap.round > self.round;
        if snap.round < self.round {
            return Err(Breach::new(
                "host.history",
                "it went back to an earlier game",
            ));
        }
        let given = match &snap.commit {
            Some(c) => {
                Some(digest(c, "commit").map_err(|e| Breach::new("host.snapshot", e.reason))?)
            }
            None => None,
        };
        let commitment = match (given, later) {
            // a game after a rematch this page did not see: the commitment it gives
            (Some(c), true) => c,
            (Some(c), false) if c == known => c,
            (None, false) if snap.round == 0 => known,
            _ => {
                return Err(Breach::new(
                    "host.snapshot",
                    "its dice commitment is not this game's",
                ));
            }
        };
        let mine = match later {
            true => vec![],
            false => self
                .dice
                .as_ref()
                .map(Verifier::commits)
                .unwrap_or_default(),
        };
        let seen: &[Step] = if later { &[] } else { &self.history };
        let (dice, game) = mirror::replay(&commitment, snap)?;
        if !snap.history.starts_with(seen) || !dice.commits().starts_with(&mine) {
            return Err(Breach::new(
                "host.history",
                format!(
                    "its history does not continue the {} steps this page saw",
                    self.history.len()
                ),
            ));
        }
        // a value given for a draw the room has made without it is spent
        if self.gave.is_some_and(|g| g.n < dice.next()) {
            self.gave = None;
        }
        self.checked = dice.next();
        self.dice = Some(dice);
        self.commitment = Some(commitment);
        self.round = snap.round;
        self.stage = stage_of(game.as_ref());
        self.game = game;
        self.history = snap.history.clone();
        self.seq = snap.seq;
        self.options = snap.options.clone();
        self.seats = snap.seats.clone();
        self.watching = snap.watching;
        Ok(())
    }

    /// The host's page broke the rules: the game stops here, and this page says so.
    fn broke(&mut self, b: Breach) {
        if b.code == "host.dice" && self.fault.is_none() {
            self.fault = Some(b.reason.clone());
        }
        self.notes
            .push(json!({ "t": "breach", "code": b.code, "reason": b.reason }));
        self.breach = Some(b);
    }

    fn event(&mut self, seq: u64, hash: &str, ev: Ev) -> Vec<Out> {
        if self.you.is_none() || seq <= self.seq {
            return vec![];
        }
        if seq != self.seq + 1 {
            return self.resync();
        }
        if let Err(b) = self.apply(&ev) {
            self.broke(b);
            return vec![];
        }
        self.seq = seq;
        let mine = self
            .game
            .as_ref()
            .map_or_else(|| "lobby".into(), position_hash);
        if mine != hash {
            self.broke(Breach::new(
                "host.position",
                format!("after event {seq} its position is not the one the rules give"),
            ));
            return vec![];
        }
        self.notes.push(event_note(seq, &ev, self.game.as_ref()));
        if matches!(ev, Ev::Rematch { .. }) {
            return self.recommit();
        }
        vec![]
    }

    fn apply(&mut self, ev: &Ev) -> Result<(), Breach> {
        match ev {
            Ev::Roster { seats, watching } => {
                self.seats.clone_from(seats);
                self.watching = *watching;
            }
            Ev::Witness { w, commit } => {
                let c = digest(commit, "commit").map_err(|e| Breach::new("host.dice", e.reason))?;
                let dice = self.verifier()?;
                dice.add_witness(*w, c)
                    .map_err(|e| Breach::new("host.dice", e))?;
            }
            Ev::Start { options, draw } => {
                if self.game.is_some() {
                    return Err(Breach::new("host.illegal", "the game started twice"));
                }
                self.check_gift(draw)?;
                let game = mirror::start(self.verifier()?, options, draw)?;
                self.drew(draw);
                self.game = Some(game);
            }
            Ev::Roll { seat, die, draw } => {
                self.check_gift(draw)?;
                let (game, dice) = self.both()?;
                mirror::roll(game, dice, *seat, draw, Some(*die))?;
                self.drew(draw);
            }
            Ev::Move { seat, id } => {
                let (game, _) = self.both()?;
                mirror::play(game, *seat, *id)?;
            }
            Ev::Rematch { commit } => self.rematch(commit)?,
        }
        self.history.extend(Step::of(ev));
        self.stage = stage_of(self.game.as_ref());
        Ok(())
    }

    /// A new game after the end, on the host's fresh chain and a fresh one of this page's.
    fn rematch(&mut self, commit: &str) -> Result<(), Breach> {
        if self.stage != Stage::Over {
            return Err(Breach::new(
                "host.illegal",
                "a rematch before the game was over",
            ));
        }
        let c = digest(commit, "commit").map_err(|e| Breach::new("host.dice", e.reason))?;
        self.commitment = Some(c);
        self.dice = Some(Verifier::new(c));
        self.round += 1;
        self.game = None;
        self.history.clear();
        self.checked = 0;
        self.enrolled = false;
        Ok(())
    }

    fn verifier(&mut self) -> Result<&mut Verifier, Breach> {
        self.dice
            .as_mut()
            .ok_or_else(|| Breach::new("host.dice", "no host yet"))
    }

    fn both(&mut self) -> Result<(&mut Game, &mut Verifier), Breach> {
        match (self.game.as_mut(), self.dice.as_mut()) {
            (Some(g), Some(d)) => Ok((g, d)),
            _ => Err(Breach::new("host.illegal", "the game has not started")),
        }
    }

    /// Checks a draw against what this page gave: a draw that names this page's chain must
    /// use the value given for it, and a draw this page was asked to witness must not be
    /// made with another's. The chains are checked by [`mirror`].
    fn check_gift(&self, d: &Draw) -> Result<(), Breach> {
        let me = self
            .you
            .as_ref()
            .filter(|_| self.enrolled)
            .map(|y| y.witness);
        let value = dice::unhex(&d.value);
        let fault = match self.gave {
            Some(g) if me == Some(d.w) && (g.n != d.n || Some(g.value) != value) => {
                format!("draw {} used a value this page did not give for it", d.n)
            }
            None if me == Some(d.w) => {
                format!("draw {} used a value this page did not give", d.n)
            }
            Some(g) if me != Some(d.w) && g.n == d.n && !g.roll => format!(
                "draw {} was asked of this page and made with another's value",
                d.n
            ),
            _ => return Ok(()),
        };
        Err(Breach::new("host.dice", format!("dice: {fault}")))
    }

    /// A draw was checked and made.
    fn drew(&mut self, d: &Draw) {
        self.checked += 1;
        if self.gave.is_some_and(|g| g.n <= d.n) {
            self.gave = None;
        }
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
    fn my_turn(&self, phase: Phase, what: &str) -> Result<(), WireError> {
        let refuse = |code, reason: &str| Err(WireError::new(code, reason).within(what));
        if self.breach.is_some() {
            return refuse("room.broken", "the host's page broke the rules");
        }
        if self.host.is_none() {
            return refuse("room.hostAway", "the host is away");
        }
        let Some(g) = self.game.as_ref() else {
            return refuse("intent.notPlaying", "the game has not started");
        };
        let seat = self.you.as_ref().and_then(|y| y.seat);
        let pos = g.engine().position();
        if seat != Some(pos.seat_on_turn()) {
            return refuse("intent.outOfTurn", "it is not this page's turn");
        }
        match (pos.phase(), phase) {
            (now, due) if now == due => Ok(()),
            (Phase::Move, _) => refuse("intent.moveDue", "a move is due"),
            (Phase::Roll, _) => refuse("intent.rollDue", "a roll is due"),
            (Phase::Over, _) => refuse("intent.notPlaying", "the game is over"),
        }
    }

    /// Asks the host to roll for this page's seat, with the next value of its chain (or,
    /// sent again for the same draw, the value sent the first time).
    pub fn roll(&mut self) -> Result<Vec<Out>, WireError> {
        self.my_turn(Phase::Roll, "roll")?;
        let n = self.dice.as_ref().map_or(0, Verifier::next);
        let value = match self.gave {
            // a roll sent again (the first refused, or dropped in a flood): the same value
            // for the same draw, so that refusing a roll never gives another die
            Some(g) if g.n == n => g.value,
            _ => self.next_value(n, true).ok_or_else(|| {
                WireError::new("dice.chainEnd", "roll: this page's dice chain is used up")
            })?,
        };
        Ok(self.to_host(&ToHost::Roll {
            seq: self.seq,
            reveal: hex(&value),
        }))
    }

    /// Asks the host to play legal move `id` for this page's seat.
    pub fn apply_move(&mut self, id: u32) -> Result<Vec<Out>, WireError> {
        self.my_turn(Phase::Move, "move")?;
        Ok(self.to_host(&ToHost::Move { seq: self.seq, id }))
    }

    /// Says `say` in the quick chat from this page's seat (shown when the host's broadcast
    /// of it comes back; the host may refuse it for the rate).
    pub fn say(&mut self, say: &str) -> Result<Vec<Out>, WireError> {
        if self.you.as_ref().and_then(|y| y.seat).is_none() {
            return Err(WireError::new(
                "chat.watching",
                "chat: a page that watches cannot chat",
            ));
        }
        crate::chat::check(say)?;
        Ok(self.to_host(&ToHost::Chat {
            say: say.to_string(),
        }))
    }

    /// Tells the host this page's person is back: a computer that kept the seat after
    /// missed turns gives it back.
    pub fn back(&mut self) -> Result<Vec<Out>, WireError> {
        if self.you.as_ref().and_then(|y| y.seat).is_none() {
            return Err(WireError::new(
                "intent.notYourSeat",
                "back: a page that watches has no seat",
            ));
        }
        Ok(self.to_host(&ToHost::Back {}))
    }

    /// Tells the host this page leaves the room (sent just before its connection closes,
    /// which the host may not notice for a long while).
    pub fn bye(&mut self) -> Vec<Out> {
        self.to_host(&ToHost::Bye {})
    }

    /// Asks the host for a free seat, under `name` (else the name this page came with).
    pub fn take_seat(&mut self, seat: u8, name: Option<&str>) -> Result<Vec<Out>, WireError> {
        if self.you.is_none() {
            return Err(WireError::new(
                "room.noHost",
                "seat: not connected to the host",
            ));
        }
        let name = match name {
            Some(n) => Some(crate::wire::check_name(n).map_err(|e| e.within("seat"))?),
            None => None,
        };
        if let Some(n) = &name {
            self.name.clone_from(n);
        }
        Ok(self.to_host(&ToHost::Seat { seat, name }))
    }
}

/// Where a game is: the lobby before it starts, over once its phase is.
fn stage_of(game: Option<&Game>) -> Stage {
    match game {
        None => Stage::Lobby,
        Some(g) if g.engine().position().phase() == Phase::Over => Stage::Over,
        Some(_) => Stage::Playing,
    }
}
