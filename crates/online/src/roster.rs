//! The host's record of the room's seats: who plays each, their tokens and connections.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use ludo_engine::Level;
use ludo_engine::board::MAX_ARMS;
use ludo_engine::json::Obj;

use crate::wire::{SeatInfo, SeatKind, check_name, is_token};

/// How long a friend may be away before a computer plays the seat, in milliseconds.
pub const AWAY_AFTER: u64 = 60_000;

/// A seat as the host keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seat {
    pub info: SeatInfo,
    /// The seat's token (a friend's seat once taken).
    pub token: Option<String>,
    /// The friend's connected page.
    #[serde(skip)]
    pub peer: Option<String>,
    /// When the friend's page left (milliseconds), while it is away.
    #[serde(skip)]
    pub left_at: Option<u64>,
}

/// Every seat of the room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roster(pub Vec<Seat>);

impl Roster {
    /// The seats the host asked for: 2 to 4 (6 where the engine has six arms) of
    /// `{ kind: "person" | "friend" | "computer", name?, level? }`, with at least one
    /// friend. Whether the game's rules take that many seats is the engine's to say.
    pub fn plan(v: &Value) -> Result<Roster, String> {
        let list = v.as_array().ok_or("seats: expected a list of seats")?;
        if !(2..=MAX_ARMS).contains(&list.len()) {
            return Err(format!("seats: 2 to {MAX_ARMS} seats, not {}", list.len()));
        }
        let seats = list
            .iter()
            .enumerate()
            .map(|(i, s)| plan_seat(s, i))
            .collect::<Result<Vec<_>, _>>()?;
        if !seats.iter().any(|s| s.info.kind == SeatKind::Friend) {
            return Err("seats: a room needs at least one seat for a friend".into());
        }
        Ok(Roster(seats))
    }

    /// The seats as every page sees them.
    pub fn infos(&self) -> Vec<SeatInfo> {
        self.0.iter().map(|s| s.info.clone()).collect()
    }

    /// The seat a page plays.
    pub fn of_peer(&self, peer: &str) -> Option<u8> {
        self.0
            .iter()
            .position(|s| s.peer.as_deref() == Some(peer))
            .map(|i| i as u8)
    }

    /// The seat a token opens.
    pub fn of_token(&self, token: &str) -> Option<u8> {
        self.0
            .iter()
            .position(|s| s.token.as_deref() == Some(token))
            .map(|i| i as u8)
    }

    /// Whether a friend may take `seat`: a friend's seat not yet taken, or an open seat.
    pub fn is_free(&self, seat: u8) -> bool {
        self.0.get(seat as usize).is_some_and(|s| {
            s.token.is_none() && matches!(s.info.kind, SeatKind::Friend | SeatKind::Open)
        })
    }

    /// Seats `peer` at `seat` under `name`, with `token`.
    pub fn take(&mut self, seat: u8, peer: &str, name: String, token: String) {
        let s = &mut self.0[seat as usize];
        s.info.kind = SeatKind::Friend;
        s.info.name = name;
        s.info.taken = true;
        s.token = Some(token);
        self.arrive(seat, peer);
    }

    /// The friend of `seat` is connected from `peer` (a page of the same seat that was
    /// still connected loses it).
    pub fn arrive(&mut self, seat: u8, peer: &str) {
        let s = &mut self.0[seat as usize];
        s.peer = Some(peer.to_string());
        s.left_at = None;
        s.info.present = true;
        s.info.away = false;
    }

    /// A page left; returns whether a seat changed.
    pub fn leave(&mut self, peer: &str, now: u64) -> bool {
        let Some(seat) = self.of_peer(peer) else {
            return false;
        };
        let s = &mut self.0[seat as usize];
        s.peer = None;
        s.left_at = Some(now);
        s.info.present = false;
        true
    }

    /// Friends away for over [`AWAY_AFTER`] are played by a computer from now on; returns
    /// whether a seat changed.
    pub fn tick(&mut self, now: u64) -> bool {
        let mut changed = false;
        for s in &mut self.0 {
            let long_gone = s.left_at.is_some_and(|t| now >= t + AWAY_AFTER);
            if long_gone && !s.info.away {
                s.info.away = true;
                changed = true;
            }
        }
        changed
    }

    /// The computer level playing `seat` now, if a computer does (a computer's seat, an
    /// open one, a friend's away); `None` when a person plays it.
    pub fn machine(&self, seat: u8) -> Option<Level> {
        let s = &self.0[seat as usize];
        let level = Level::from_name(&s.info.level).unwrap_or(Level::Medium);
        match s.info.kind {
            SeatKind::Computer | SeatKind::Open => Some(level),
            SeatKind::Friend if s.info.away => Some(level),
            _ => None,
        }
    }

    /// The page of the lowest seat whose friend is connected: the witness of draws for
    /// seats no friend plays.
    pub fn first_friend_peer(&self) -> Option<&str> {
        self.0
            .iter()
            .find(|s| s.info.kind == SeatKind::Friend && s.peer.is_some())
            .and_then(|s| s.peer.as_deref())
    }

    /// At the start: friends' seats nobody took become computers (`fill`) or stay open.
    pub fn fill(&mut self, fill: bool) {
        for s in &mut self.0 {
            if s.info.kind == SeatKind::Friend && s.token.is_none() {
                s.info.kind = if fill {
                    SeatKind::Computer
                } else {
                    SeatKind::Open
                };
                s.info.away = !fill;
            }
        }
    }

    /// The seats of `new Game(options)`: computers by level, everyone else a person.
    pub fn engine_seats(&self) -> Value {
        Value::Array(
            self.0
                .iter()
                .map(|s| {
                    let computer =
                        (s.info.kind == SeatKind::Computer).then(|| s.info.level.clone());
                    json!({ "name": s.info.name, "computer": computer })
                })
                .collect(),
        )
    }

    /// After a restore from the host's autosave: every friend is away until it comes back.
    pub fn all_left(&mut self, now: u64) {
        for s in &mut self.0 {
            if s.token.is_some() {
                s.peer = None;
                s.left_at = Some(now);
                s.info.present = false;
            }
        }
    }

    /// Checks a restored roster's tokens.
    pub fn check(&self) -> Result<(), String> {
        if self
            .0
            .iter()
            .filter_map(|s| s.token.as_deref())
            .all(is_token)
        {
            Ok(())
        } else {
            Err("seats: a token is not 32 hexadecimal digits".into())
        }
    }
}

fn plan_seat(v: &Value, i: usize) -> Result<Seat, String> {
    let path = format!("seats[{i}]");
    let o = Obj::new(v, &path)?;
    o.only(&["kind", "name", "level"])?;
    let kind = match o.opt("kind").and_then(Value::as_str) {
        Some("person") => SeatKind::Person,
        Some("friend") => SeatKind::Friend,
        Some("computer") => SeatKind::Computer,
        _ => {
            return Err(format!(
                "{path}.kind: \"person\", \"friend\" or \"computer\""
            ));
        }
    };
    let level = match o.opt("level") {
        None => Level::Medium,
        Some(l) => l
            .as_str()
            .and_then(Level::from_name)
            .ok_or(format!("{path}.level: \"easy\", \"medium\" or \"hard\""))?,
    };
    let name = match o.opt("name") {
        None => format!("Player {}", i + 1),
        Some(n) => {
            let n = n.as_str().ok_or(format!("{path}.name: expected text"))?;
            check_name(n).map_err(|e| format!("{path}.name: {}", e.reason))?
        }
    };
    Ok(Seat {
        info: SeatInfo {
            kind,
            name,
            level: level.name().into(),
            taken: false,
            present: kind != SeatKind::Friend,
            away: false,
            idle: false,
        },
        token: None,
        peer: None,
        left_at: None,
    })
}
