//! The messages of a room, as JSON text on a WebRTC data channel, read strictly: a
//! message over its size limit, with an unknown type or field, a missing field or a value
//! of the wrong kind is refused whole before anything looks at it.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::dice::{Digest32, unhex};

/// The largest message a friend may send the host, in bytes.
pub const GUEST_LIMIT: usize = 4096;

/// The largest message the host sends: a snapshot of the room with the whole game, log
/// included (a long four-player game's is under 100 KB; data channels carry 256 KB).
pub const HOST_LIMIT: usize = 256 * 1024;

/// The longest name a friend may give, in characters: the engine's, so that every name a
/// room takes makes a game and every name a game takes is taken by a room.
pub use ludo_engine::seat::MAX_NAME;

/// What a friend's page sends the host: intents and answers, never decisions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "camelCase", deny_unknown_fields)]
pub enum ToHost {
    /// First words to the host: the name (empty for a page that only watches until it
    /// takes a seat), the seat token kept from an earlier visit, and the commitment of a
    /// fresh dice chain.
    Hello {
        name: String,
        token: Option<String>,
        commit: String,
    },
    /// Take a free seat, under `name` (else the name of the hello).
    Seat {
        seat: u8,
        #[serde(default)]
        name: Option<String>,
    },
    /// Roll for my seat, with my next chain value (the same one when sent again for the
    /// same draw); `seq` is the last event I have seen.
    Roll { seq: u64, reveal: String },
    /// Play legal move `id` for my seat; `seq` is the last event I have seen.
    Move { seq: u64, id: u32 },
    /// My next chain value, for draw `n` the host asked me to witness.
    Reveal { n: u32, value: String },
    /// My mirror does not match: send me the game as it stands.
    Resync {},
    /// The commitment of a fresh dice chain for the next game, after the host's
    /// [`Ev::Rematch`] (the answer to it, like a hello's for the first game).
    Commit { commit: String },
    /// Quick chat from my seat: one of [`crate::chat::SAYINGS`], never free text.
    Chat { say: String },
    /// I am back: the computer that kept my seat after missed turns gives it back.
    Back {},
    /// I leave the room (the page went back to its own new game): my seat is kept for me
    /// as when a page closes, and every page sees me away at once. A page that leaves
    /// says so because its connection may linger after it has gone.
    Bye {},
}

/// What the host's page sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "camelCase", deny_unknown_fields)]
pub enum ToGuest {
    /// The host introduces itself to a page that connected: its chain's commitment,
    /// from which the room id is taken.
    Host { commit: String },
    /// The answer to a hello: who the page is in the room, and the room as it stands.
    Welcome { you: You, snap: Box<Snapshot> },
    /// An intent refused; the game is unchanged. `code` says why in a word the page
    /// translates (`intent.outOfTurn`, ...: [`Refusal`]), `reason` in English for logs;
    /// `seq` is the room's last event, so that a page whose mirror is behind asks for a
    /// snapshot.
    Refused {
        code: String,
        reason: String,
        seq: u64,
        /// The values the code's words need ([`WireError::detail`]).
        #[serde(default, skip_serializing_if = "Map::is_empty")]
        detail: Map<String, Value>,
    },
    /// Event number `seq`; `hash` is the position's after it; `clock`, the time the
    /// roll or move due next has, when a person plays it and the room has a turn timer.
    Event {
        seq: u64,
        hash: String,
        ev: Ev,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<Clock>,
    },
    /// The room as it stands (the answer to a resync).
    Snapshot { snap: Box<Snapshot> },
    /// Reveal your next chain value for draw `n`.
    Witness { n: u32 },
    /// Quick chat from `seat`: one of [`crate::chat::SAYINGS`]. Not an event: it has no
    /// number and never enters the game's history or hashes.
    Chat { seat: u8, say: String },
    /// The host has left the room for good: the game ends here for every page.
    Closed {},
}

/// The turn timer of the roll or move due: the seat, and the milliseconds it has left by
/// the host's clock (the only one that counts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Clock {
    pub seat: u8,
    pub left: u64,
}

/// A page's place in the room.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct You {
    /// The seat it plays, if any (none: it watches).
    pub seat: Option<u8>,
    /// The token that gives the seat back after a reload (only ever sent to its owner).
    pub token: Option<String>,
    /// Its dice chain's number among the room's witnesses.
    pub witness: u32,
}

/// A numbered event of the room, broadcast by the host and mirrored by every page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "camelCase", deny_unknown_fields)]
pub enum Ev {
    /// Who sits where, and how many pages watch.
    Roster {
        seats: Vec<SeatInfo>,
        #[serde(default)]
        watching: u32,
    },
    /// A page's dice chain joined the room's witnesses as number `w`.
    Witness { w: u32, commit: String },
    /// The game began: `new Game(options)`, whose seed is draw 0.
    Start { options: Value, draw: Draw },
    /// The seat on turn rolled `die`, which is draw `draw.n`.
    Roll { seat: u8, die: u8, draw: Draw },
    /// The seat on turn played legal move `id`.
    Move { seat: u8, id: u32 },
    /// The game is over and a new one begins with the same seats: the host's fresh dice
    /// chain's commitment for it. Every page drops its witnesses' chains and sends the
    /// host a fresh one ([`ToHost::Commit`]); the new game's seed is drawn with them.
    Rematch { commit: String },
}

/// One draw of the fair dice: the host's chain value for draw `n` and the value of
/// witness `w`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Draw {
    pub n: u32,
    pub host: String,
    pub w: u32,
    pub value: String,
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum SeatKind {
    /// A person at the host's screen.
    Person,
    /// A friend's page.
    Friend,
    /// A computer player.
    Computer,
    /// Free for a friend to take; a computer plays it meanwhile once the game is on.
    Open,
}

/// A seat as every page sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatInfo {
    pub kind: SeatKind,
    pub name: String,
    /// The computer's level (computer seats, and the level that stands in for a friend).
    pub level: String,
    /// For a friend's seat: whether a friend has taken it.
    pub taken: bool,
    /// For a friend's seat: whether the friend's page is connected.
    pub present: bool,
    /// A computer plays the seat for now (its friend has been away over a minute, or the
    /// seat is open).
    pub away: bool,
    /// The seat's person let [`crate::host::MISSES`] turns in a row run out: a computer
    /// keeps the seat until the person acts again, or says it is back ([`ToHost::Back`]).
    #[serde(default)]
    pub idle: bool,
}

/// Where the room is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Stage {
    Lobby,
    Playing,
    Over,
}

/// What a page needs to mirror the room from here on. The game is not sent as it
/// stands but as its history, which the page replays with its own engine from the
/// committed chains, so that a host cannot hand it a position the rules and the dice do
/// not lead to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Snapshot {
    pub seq: u64,
    /// The position's hash after the history (`"lobby"` before the start).
    pub hash: String,
    pub stage: Stage,
    /// The game's options before it starts (`preset` and `rules`).
    pub options: Value,
    pub seats: Vec<SeatInfo>,
    /// How many pages watch.
    #[serde(default)]
    pub watching: u32,
    /// Every step of the game since its start, in order (empty before the start).
    pub history: Vec<Step>,
    pub dice: DiceState,
    /// How many rematches the room has had: the game is its `round + 1`th.
    #[serde(default)]
    pub round: u32,
    /// After a rematch, the host's commitment for this game (the first game's gives the
    /// room id, which every page checks on arrival).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commit: Option<String>,
    /// The turn timer of the roll or move due, by the host's one deadline: what is left
    /// of it when the snapshot is sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<Clock>,
}

/// One step of a game's history as a snapshot carries it. A draw's host value is left
/// out: each is the hash of the next, and the snapshot's `dice.host` is the last; the die
/// follows from the draw.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "camelCase", deny_unknown_fields)]
pub enum Step {
    /// `new Game(options)`, its seed drawn with witness `w`'s `value` (draw 0).
    Start {
        options: Value,
        w: u32,
        value: String,
    },
    /// The seat on turn rolled the next draw's die, drawn with witness `w`'s `value`.
    Roll { seat: u8, w: u32, value: String },
    /// The seat on turn played legal move `id`.
    Move { seat: u8, id: u32 },
}

impl Step {
    /// The step of a game event (none for the room's own events).
    pub fn of(ev: &Ev) -> Option<Step> {
        match ev {
            Ev::Start { options, draw } => Some(Step::Start {
                options: options.clone(),
                w: draw.w,
                value: draw.value.clone(),
            }),
            Ev::Roll { seat, draw, .. } => Some(Step::Roll {
                seat: *seat,
                w: draw.w,
                value: draw.value.clone(),
            }),
            Ev::Move { seat, id } => Some(Step::Move {
                seat: *seat,
                id: *id,
            }),
            Ev::Roster { .. } | Ev::Witness { .. } | Ev::Rematch { .. } => None,
        }
    }

    /// Whether the step draws a die or the seed.
    pub fn draws(&self) -> bool {
        !matches!(self, Step::Move { .. })
    }
}

/// The fair dice as they stand: the next draw's number, the host's last revealed value,
/// and every witness's commitment and last revealed value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceState {
    pub next: u32,
    pub host: String,
    pub witnesses: Vec<WitnessState>,
}

/// A witness's chain as it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WitnessState {
    pub commit: String,
    pub last: String,
}

/// Why the host refused a message, a value in one was refused, or this page's room could
/// not do what its page asked: a stable `code` (one of [`CODES`]) that the page words in
/// its player's language, the values those words need (`detail`: `max` for a name's
/// length; `engine` and `fields`, the engine's own code and fields at fault, when the
/// engine refused), and a `reason` in English for logs and tests, never shown to a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WireError {
    pub code: &'static str,
    pub reason: String,
    pub detail: Map<String, Value>,
}

/// A refusal by the host, with its code.
pub type Refusal = WireError;

/// Every refusal's code. The host's to a friend: `intent.malformed`, `intent.tooLarge`,
/// `rate.limited`, `hello.again`, `hello.name`, `hello.token`, `seat.helloFirst`,
/// `seat.hasSeat`, `seat.taken`, `room.full`, `intent.notPlaying`, `intent.notYourSeat`,
/// `intent.outOfTurn`, `intent.stale`, `intent.busy`, `intent.moveDue`, `intent.rollDue`,
/// `intent.unknownMove`, `dice.badReveal`, `dice.notAsked`, `chat.unknown`,
/// `chat.watching`, `chat.rateLimited`; to the host's own page also `intent.notHere`,
/// `start.started`, `start.noFriend`, `room.setup`, `dice.chainEnd`, `commit.again`,
/// `rematch.notOver`;
/// a friend's page to itself `room.broken`, `room.hostAway`, `room.noHost`; and opening,
/// joining or resuming a room `room.config`, `room.saved`, `room.id`, `room.signal`,
/// `room.connect`, `room.hostOnly`, `room.hostSeats`.
pub const CODES: &[&str] = &[
    "intent.malformed",
    "intent.tooLarge",
    "rate.limited",
    "hello.again",
    "hello.name",
    "hello.token",
    "seat.helloFirst",
    "seat.hasSeat",
    "seat.taken",
    "room.full",
    "intent.notPlaying",
    "intent.notYourSeat",
    "intent.outOfTurn",
    "intent.stale",
    "intent.busy",
    "intent.moveDue",
    "intent.rollDue",
    "intent.unknownMove",
    "dice.badReveal",
    "dice.notAsked",
    "chat.unknown",
    "chat.watching",
    "chat.rateLimited",
    "intent.notHere",
    "start.started",
    "start.noFriend",
    "room.setup",
    "dice.chainEnd",
    "commit.again",
    "rematch.notOver",
    "room.broken",
    "room.hostAway",
    "room.noHost",
    "room.config",
    "room.saved",
    "room.id",
    "room.signal",
    "room.connect",
    "room.hostOnly",
    "room.hostSeats",
];

impl WireError {
    /// A refusal with `code`, for `reason`.
    pub fn new(code: &'static str, reason: impl Into<String>) -> WireError {
        WireError {
            code,
            reason: reason.into(),
            detail: Map::new(),
        }
    }

    /// The engine's refusal `e`, as a refusal with `code`: it carries the engine's own code
    /// (`engine`) and the fields at fault (`fields`), from which the page words it.
    pub fn engine(code: &'static str, e: &ludo_engine::GameError) -> WireError {
        WireError::new(code, e.to_string())
            .with("engine", e.code.name())
            .with("fields", e.fields.clone())
    }

    /// The same refusal with a value its words need.
    pub fn with(mut self, key: &str, value: impl Into<Value>) -> WireError {
        self.detail.insert(key.into(), value.into());
        self
    }

    /// The same refusal with `what` (the call or message refused) before its reason.
    pub fn within(mut self, what: &str) -> WireError {
        self.reason = format!("{what}: {}", self.reason);
        self
    }

    /// The refusal as the page gets it: `{ code, reason, ...detail }`.
    pub fn to_json(&self) -> Value {
        let mut m = self.detail.clone();
        m.insert("code".into(), self.code.into());
        m.insert("reason".into(), self.reason.clone().into());
        Value::Object(m)
    }
}

impl std::fmt::Display for WireError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.reason)
    }
}

fn parse<T: for<'de> Deserialize<'de>>(text: &str, limit: usize) -> Result<T, WireError> {
    if text.len() > limit {
        return Err(WireError::new(
            "intent.tooLarge",
            format!(
                "message of {} bytes is over the limit of {limit}",
                text.len()
            ),
        ));
    }
    serde_json::from_str(text)
        .map_err(|e| WireError::new("intent.malformed", format!("malformed message: {e}")))
}

/// Reads a friend's message: at most [`GUEST_LIMIT`] bytes, strictly typed.
pub fn parse_to_host(text: &str) -> Result<ToHost, WireError> {
    parse(text, GUEST_LIMIT)
}

/// Reads a host's message: at most [`HOST_LIMIT`] bytes, strictly typed.
pub fn parse_to_guest(text: &str) -> Result<ToGuest, WireError> {
    parse(text, HOST_LIMIT)
}

/// A message as text.
pub fn text<T: Serialize>(msg: &T) -> String {
    serde_json::to_string(msg).expect("room messages always serialise")
}

/// A name given by a friend, read as a game's seats read it ([`ludo_engine::seat::clean_name`]):
/// trimmed, 1 to [`MAX_NAME`] characters, no control characters. The page shows it as text,
/// never as HTML.
pub fn check_name(name: &str) -> Result<String, WireError> {
    ludo_engine::seat::clean_name(name)
        .map(str::to_string)
        .ok_or_else(|| {
            WireError::new(
                "hello.name",
                format!("a name has 1 to {MAX_NAME} characters and no control characters"),
            )
            .with("max", MAX_NAME)
        })
}

/// A chain value or commitment in a message: 64 hexadecimal digits.
pub fn digest(s: &str, what: &str) -> Result<Digest32, WireError> {
    unhex(s).ok_or_else(|| {
        WireError::new(
            "intent.malformed",
            format!("{what} is not 64 hexadecimal digits"),
        )
    })
}

/// A seat token: 32 hexadecimal digits (128 bits).
pub fn is_token(s: &str) -> bool {
    s.len() == 32 && s.bytes().all(|b| b.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn intents_are_read_strictly() {
        let ok = r#"{"t":"move","seq":3,"id":1}"#;
        assert_eq!(parse_to_host(ok), Ok(ToHost::Move { seq: 3, id: 1 }));
        for bad in [
            "",
            "null",
            "[]",
            "{}",
            r#"{"t":"move","seq":3}"#,
            r#"{"t":"move","seq":3,"id":1,"seat":2}"#,
            r#"{"t":"move","seq":-3,"id":1}"#,
            r#"{"t":"move","seq":3,"id":"1"}"#,
            r#"{"t":"move","seq":3,"id":1.5}"#,
            r#"{"t":"teleport","seq":3}"#,
            r#"{"t":"seat","seat":300}"#,
            r#"{"t":"resync","x":1}"#,
            r#"{"t":"move","seq":3,"id":1}garbage"#,
        ] {
            assert!(parse_to_host(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn oversized_messages_are_refused_before_parsing() {
        let pad = "x".repeat(GUEST_LIMIT);
        let big = text(&json!({"t": "hello", "name": pad, "token": null, "commit": ""}));
        let e = parse_to_host(&big).unwrap_err();
        assert!(e.reason.contains("over the limit of 4096"), "{e:?}");
        assert_eq!(e.code, "intent.tooLarge");
        let snap_sized = "y".repeat(GUEST_LIMIT * 2);
        let e = parse_to_guest(&snap_sized).unwrap_err();
        assert!(e.reason.contains("malformed"));
        assert_eq!(e.code, "intent.malformed");
    }

    #[test]
    fn messages_round_trip() {
        let ev = ToGuest::Event {
            seq: 9,
            hash: "ab".into(),
            ev: Ev::Roll {
                seat: 1,
                die: 6,
                draw: Draw {
                    n: 4,
                    host: "00".into(),
                    w: 2,
                    value: "11".into(),
                },
            },
            clock: Some(Clock {
                seat: 1,
                left: 30_000,
            }),
        };
        assert_eq!(parse_to_guest(&text(&ev)), Ok(ev));
        let hello = ToHost::Hello {
            name: "Ana".into(),
            token: None,
            commit: "c".into(),
        };
        assert_eq!(parse_to_host(&text(&hello)), Ok(hello));
    }

    #[test]
    fn the_rematch_messages_are_read_strictly() {
        let rematch = ToGuest::Event {
            seq: 40,
            hash: "lobby".into(),
            ev: Ev::Rematch {
                commit: "ab".into(),
            },
            clock: None,
        };
        let t = text(&rematch);
        assert!(t.contains(r#""ev":{"t":"rematch","commit":"ab"}"#), "{t}");
        assert_eq!(parse_to_guest(&t), Ok(rematch));
        let commit = ToHost::Commit {
            commit: "cd".into(),
        };
        assert_eq!(text(&commit), r#"{"t":"commit","commit":"cd"}"#);
        assert_eq!(parse_to_host(&text(&commit)), Ok(commit));
        for bad in [
            r#"{"t":"commit"}"#,
            r#"{"t":"commit","commit":3}"#,
            r#"{"t":"commit","commit":"cd","seat":1}"#,
        ] {
            assert!(parse_to_host(bad).is_err(), "{bad}");
        }
        assert!(
            Step::of(&Ev::Rematch {
                commit: "ab".into()
            })
            .is_none()
        );
    }

    #[test]
    fn the_chat_messages_are_read_strictly() {
        let say = ToHost::Chat {
            say: "goodLuck".into(),
        };
        assert_eq!(text(&say), r#"{"t":"chat","say":"goodLuck"}"#);
        assert_eq!(parse_to_host(&text(&say)), Ok(say));
        let heard = ToGuest::Chat {
            seat: 2,
            say: "thanks".into(),
        };
        assert_eq!(text(&heard), r#"{"t":"chat","seat":2,"say":"thanks"}"#);
        assert_eq!(parse_to_guest(&text(&heard)), Ok(heard));
        for bad in [
            r#"{"t":"chat"}"#,
            r#"{"t":"chat","say":3}"#,
            r#"{"t":"chat","say":"oops","seat":1}"#,
            r#"{"t":"chat","say":["oops"]}"#,
        ] {
            assert!(parse_to_host(bad).is_err(), "{bad}");
        }
        for bad in [
            r#"{"t":"chat","say":"oops"}"#,
            r#"{"t":"chat","seat":-1,"say":"oops"}"#,
            r#"{"t":"chat","seat":1,"say":"oops","seq":4}"#,
        ] {
            assert!(parse_to_guest(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn names_are_checked() {
        assert_eq!(check_name("  Ana  "), Ok("Ana".into()));
        assert!(check_name("").is_err());
        assert!(check_name("   ").is_err());
        assert!(check_name(&"é".repeat(MAX_NAME)).is_ok());
        assert!(check_name(&"é".repeat(MAX_NAME + 1)).is_err());
        assert!(check_name("a\u{0}b").is_err());
        assert!(check_name("a\nb").is_err());
        // markup is kept as text: the page never reads a name as HTML
        assert_eq!(check_name("<b>x</b>"), Ok("<b>x</b>".into()));
    }

    #[test]
    fn tokens_are_128_bits_of_hex() {
        assert!(is_token(&"a1".repeat(16)));
        assert!(!is_token(&"a1".repeat(15)));
        assert!(!is_token(&"zz".repeat(16)));
    }
}
